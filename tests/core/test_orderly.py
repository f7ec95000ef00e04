"""Orderly trees: golden bounds and node counts, force, OrderlyBound, and brute-force invariants."""
from __future__ import annotations

from math import prod

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from core.engine.wordlist import load_wordlist
from core.proofs import _tree_kernels as TK
from core.proofs.classes import parse_class
from core.proofs.orderly import ARENA_WORDS_PER_PATH, OrderlyEngine
from tests.naive import NaiveDictionary, all_boards, dedup_multi_score

README = "lnrsy aeiou chkmpt chkmpt aeiou lnrsy lnrsy aeiou {}"


@pytest.fixture(scope="module")
def engine33(enable2k):
    return OrderlyEngine(enable2k, "33")


# Node counts as the reference reports them (``links=True``: with the point-less one-child SumNodes
# that are not stored here), then as stored.
@pytest.mark.parametrize("consonants, bound, nodes, stored, paths, uniq, forced", [
    ("bdfgjvwxz", 1231, 332_438, 284_856, 180_764, 144_690,
     [(1071, 86_252, 76_428), (1080, 98_017, 87_188), (890, 80_627, 70_817), (785, 75_407, 66_530),
      (754, 60_563, 53_386)]),
    ("bdfgjqvwxz", 1268, 336_727, 288_653, 183_380, 147_086,
     [(1101, 87_368, 77_454), (1120, 99_569, 88_577), (928, 82_197, 72_227), (812, 76_166, 67_214),
      (767, 61_104, 53_865)]),
])
def test_readme_class_tree_and_centre_forces(engine33, consonants, bound, nodes, stored, paths, uniq, forced):
    tree = engine33.build(parse_class(README.format(consonants)))
    assert (tree.bound, tree.node_count(links=True), tree.node_count()) == (bound, nodes, stored)
    assert (engine33.last_paths, engine33.last_unique) == (paths, uniq)
    assert [(t.bound, t.node_count(links=True), t.node_count()) for t in tree.force()] == forced


def test_4x4_build_invariants(enable2k):
    eng = OrderlyEngine(enable2k, "44")
    tree = eng.build(parse_class("bdfgjqvwxz e s bdfgjqvwxz r r n e e e e h bdfgjqvwxz t e bdfgjqvwxz"))
    assert (tree.bound, tree.node_count(links=True), tree.node_count()) == (3858, 4530, 3949)
    assert (eng.last_paths, eng.last_unique) == (2526, 1874)


def _force_sequence(tree, letters):
    for li in letters:
        tree = tree.force()[li]
    return tree


def test_4x4_force_sequences(enable2k):
    eng = OrderlyEngine(enable2k, "44")
    tree = eng.build(parse_class("bdfgjqvwxz ae hklnrsty bdfgjqvwxz hklnrsty hklnrsty hklnrsty ai ao au ae "
                                 "hklnrsty bdfgjqvwxz hklnrsty ae bdfgjqvwxz"))
    assert tree.bound == 15_051 and (tree.node_count(links=True), tree.node_count()) == (2_132_253, 1_630_158)
    # cells forced in split order 5 6 9 10 1 13 2 14 4 7 8 11 with these letter indices
    assert _force_sequence(tree, [0, 1, 1, 1, 1, 6, 5, 1, 4, 1, 1, 0]).bound == 320
    tree = eng.build(parse_class("bcdfghjklmnpqrtvwxz bcdfgmpqvwxz aeijou bcdfghjklmnpqrtvwxz hklnrsty ej vw "
                                 "bcdfgmpqvwxz bcdfgmpqvwxz ej hklnrsty hklnrsty bcdfghjklmnpqrtvwxz aeijou "
                                 "hklnrsty aeiosuy"))
    assert tree.bound == 21_049 and (tree.node_count(links=True), tree.node_count()) == (2_776_718, 2_083_361)
    assert _force_sequence(tree, [0, 0, 0, 4, 0, 1, 3, 5, 4, 6, 8, 4, 13, 13, 3, 0]).bound == 1029


@pytest.fixture(scope="module")
def five(tmp_path_factory):
    p = tmp_path_factory.mktemp("wl") / "five.txt"
    p.write_text("sea\nseat\nseats\ntea\nteas\n")
    return OrderlyEngine(load_wordlist(p), "33")


def test_toy_trie_tree(five):
    tree = five.build(parse_class("s e p e a u h t c"))
    assert (tree.bound, tree.node_count(links=True), tree.node_count()) == (6, 19, 18)
    assert (five.last_paths, five.last_unique) == (6, 5)


def test_force_of_irrelevant_cell_and_freed_trees(five):
    tree = five.build(parse_class("s e p e a u h t c"))
    forced = tree.force()  # centre is 'a' only
    assert len(forced) == 1 and forced[0].bound == tree.bound
    five.build(parse_class("s e p e a u h t c"))
    with pytest.raises(RuntimeError, match="freed"):
        _ = tree.bound


def test_empty_class_tree(five):
    tree = five.build(parse_class("x y z x y z x y z"))
    assert tree.bound == 0 and tree.node_count() == 1
    assert tree.orderly_bound(0) and tree.orderly_bound(1) == []


WORDS = """ate eat tea tee ten net nets nest sent tens tans ants rant rants tarn star rats arts
tar rat art ear era are sea see set sat eats east seat teas sate rest tree trees steer
reset terse ester enter tenet eaten resent treat tetra tear rate tare stare aster rates tears
near earn earns nears snare stern tern terns rent rents antes neat sane lean lane lanes
slate least steal stale tales teal tale late later alter alert learn queen quest""".split()


@pytest.fixture(scope="module")
def small(tmp_path_factory):
    p = tmp_path_factory.mktemp("wl") / "small.txt"
    p.write_text("\n".join(WORDS) + "\n")
    return OrderlyEngine(load_wordlist(p), "33"), NaiveDictionary(WORDS)


letter_set = st.sets(st.sampled_from("aelnrstq"), min_size=1, max_size=3).map(lambda s: "".join(sorted(s)))


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(sets=st.lists(letter_set, min_size=9, max_size=9).filter(lambda s: prod(len(x) for x in s) <= 72),
       nforce=st.integers(0, 4), pick=st.integers(0, 2), cutoff=st.integers(0, 30))
def test_force_keeps_multi_scores(small, sets, nforce, pick, cutoff):
    """Invariant: Score <= Multi(B) = Force(T, B) <= bound, through any forces; OrderlyBound is exact."""
    eng, naive = small
    c = parse_class(" ".join(sets))
    tree = eng.build(c)
    multi = {b: dedup_multi_score(b, 3, 3, naive) for b in all_boards(list(sets))}
    for _ in range(nforce):
        kids = tree.force()
        live = [t for t in kids if t is not None]
        if not live:
            break
        tree = live[pick % len(live)]
    for b, m in multi.items():
        if all(c.letter_sets[int(eng._order[p])][li] == b[int(eng._order[p])] for p, li in enumerate(tree.forced)):
            assert tree.multi_score(b) == m
            assert m <= tree.bound
    inside = {b: m for b, m in multi.items()
              if all(c.letter_sets[int(eng._order[p])][li] == b[int(eng._order[p])]
                     for p, li in enumerate(tree.forced))}
    listed = tree.orderly_bound(cutoff)
    assert sorted((b, m) for m, b in listed) == sorted((b, m) for b, m in inside.items() if m >= cutoff)


@pytest.mark.parametrize("text", ["st e a x n x x x x", "s ae t x x x x x x"])
def test_every_force_down_to_single_boards_keeps_every_letter(small, text):
    """Forced all the way down, every letter's tree is kept exactly when one of its boards holds a word,
    and gives each of its boards its naive Multi score: deep forces leave trees that are one
    single-letter ChoiceNode over a shared leaf, which live in their offset alone."""
    eng, naive = small
    c = parse_class(text)
    multi = {b: dedup_multi_score(b, 3, 3, naive) for b in all_boards(list(c.letter_sets))}
    seen = []

    def inside(forced):
        return {b: m for b, m in multi.items()
                if all(c.letter_sets[int(eng._order[p])][li] == b[int(eng._order[p])] for p, li in enumerate(forced))}

    def visit(tree):
        for b, m in inside(tree.forced).items():
            assert tree.multi_score(b) == m <= tree.bound
        if len(tree.forced) == 9:
            return
        for li, kid in enumerate(tree.force()):
            best = max(inside(tree.forced + (li,)).values())
            assert (kid is None) == (best == 0), (tree.forced, li, best)
            if kid is not None:
                seen.append(kid.root)
                visit(kid)

    visit(eng.build(c))
    assert min(seen) < 0   # some trees were a lone leaf choice


def test_the_arena_is_sized_before_the_build_and_respects_its_cap(enable2k):
    """The arena is made ready for the tree and its forces in one step (growing it mid-class made
    the whole doubled arena resident and restarted the forces), but never past a memory cap."""
    c = parse_class("lnrsy aeiou chkmpt chkmpt aeiou lnrsy lnrsy aeiou bdfgjqvwxz")
    eng = OrderlyEngine(enable2k, "33", arena_words=1 << 14)
    tree = eng.build(c)
    assert tree.bound == 1268 and eng.last_unique == 147_086
    assert eng.arena_words() >= ARENA_WORDS_PER_PATH * eng.last_unique
    assert [t.bound for t in tree.force()] == [1101, 1120, 928, 812, 767]

    capped = OrderlyEngine(enable2k, "33", arena_words=1 << 14)
    capped.set_memory_limits(1_500_000, None)     # the tree takes 1,083,542 words
    assert capped.build(c).bound == 1268 and capped.arena_words() <= 1_500_000
    capped.set_memory_limits(600_000, None)
    with pytest.raises(MemoryError):
        capped.build(c)       # the tree alone needs more: the breaker splits the class
    assert capped.arena_words() <= 600_000


def _built_words(eng, tree):
    used = int(eng._arena.meta[TK.META_USED])
    return tree.root, tree.bound, eng._arena.heap[:used].copy()


def test_large_records_are_built_from_in_steps_that_give_back_the_records_read(enable2k, monkeypatch):
    """A tree is built from large records in steps, the pages of the records read given back after
    each (so the build's peak is about the tree, not the tree and all the records): the tree is the
    same, word for word, and only the last step's records stay resident."""
    from core.proofs import orderly
    from core.proofs.orderly import resident_bytes
    c = parse_class(README.format("bdfgjqvwxz"))
    whole = OrderlyEngine(enable2k, "33")
    expected = _built_words(whole, whole.build(c))
    step = 5000
    monkeypatch.setattr(orderly, "RELEASE_RECORDS", 1 << 16)
    monkeypatch.setattr(orderly, "BUILD_STEP_RECORDS", step)
    eng = OrderlyEngine(enable2k, "33")
    got = _built_words(eng, eng.build(c))
    assert got[:2] == expected[:2] == (got[0], 1268)
    assert np.array_equal(got[2], expected[2])
    assert eng.last_unique == 147_086 and eng.last_paths > eng.last_unique
    rec = eng._records
    if resident_bytes([rec.keys]) is None:
        pytest.skip("needs mincore (Linux)")
    # the last step's records, and a partial page at either end
    assert resident_bytes([rec.keys]) <= (step + 1) * rec.keys.itemsize + 2 * 4096
    assert resident_bytes([rec.pts]) <= (step + 1) * rec.pts.itemsize + 2 * 4096


def test_small_records_are_built_from_in_one_call_and_stay_resident(enable2k, monkeypatch):
    """Records below the stepping size are built from in one kernel call and keep their pages (giving
    them back would make every small class of a run fault them in again), so the same records build
    the same tree again."""
    from core.proofs import orderly
    from core.proofs.orderly import resident_bytes
    calls = []
    real_build = TK.build_tree
    monkeypatch.setattr(TK, "build_tree", lambda *a: calls.append(a[-1]) or real_build(*a))
    eng = OrderlyEngine(enable2k, "33")
    c = parse_class(README.format("bdfgjqvwxz"))
    first = _built_words(eng, eng.build(c))
    u = eng.last_unique
    assert u * eng.record_bytes(scratch=False) < orderly.RELEASE_RECORDS
    assert len(calls) == 1, f"the build paused at {calls}"
    rec = eng._records
    if resident_bytes([rec.keys]) is not None:
        assert resident_bytes([rec.keys[:u]]) >= u * rec.keys.shape[1] * rec.keys.itemsize
    again = eng._build_from(rec, u)
    assert again == first[0] and np.array_equal(eng._arena.heap[:len(first[2])], first[2])


def test_a_build_in_steps_that_fills_the_arena_goes_on_in_the_grown_arena(enable2k, monkeypatch):
    """When the arena fills after records were given back, the build cannot start again: it goes on
    where it stopped, in the arena grown in place, and makes the same tree."""
    from core.proofs import orderly
    c = parse_class(README.format("bdfgjqvwxz"))
    whole = OrderlyEngine(enable2k, "33")
    expected = _built_words(whole, whole.build(c))
    monkeypatch.setattr(orderly, "RELEASE_RECORDS", 1 << 16)
    monkeypatch.setattr(orderly, "BUILD_STEP_RECORDS", 5000)
    monkeypatch.setattr(orderly, "ARENA_WORDS_PER_PATH", 1)   # far too little: the tree takes about 7
    eng = OrderlyEngine(enable2k, "33", arena_words=1 << 14)
    grown = []
    real_grow = eng._grow_arena_keep
    monkeypatch.setattr(eng, "_grow_arena_keep", lambda: (grown.append(int(eng._build_state.at[TK.BS_NEXT])),
                                                          real_grow()))
    got = _built_words(eng, eng.build(c))
    assert grown and min(grown) > 5000, "the arena did not fill after the first step"
    assert got[:2] == expected[:2]
    assert np.array_equal(got[2], expected[2])
    assert [t.bound for t in eng.build(c).force()] == [1101, 1120, 928, 812, 767]


@pytest.fixture(scope="module")
def small44(tmp_path_factory):
    p = tmp_path_factory.mktemp("wl") / "small.txt"
    p.write_text("\n".join(WORDS) + "\n")
    return OrderlyEngine(load_wordlist(p), "44"), NaiveDictionary(WORDS)


# a 4x4 class: one letter in most cells, up to three cells with a few
sets44 = st.tuples(st.lists(st.sampled_from("aelnrstq"), min_size=16, max_size=16),
                   st.lists(st.tuples(st.integers(0, 15), letter_set), max_size=3)).map(
    lambda t: [dict(t[1]).get(i, ch) for i, ch in enumerate(t[0])])


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(sets=sets44, nforce=st.integers(0, 3), cutoff=st.integers(0, 40))
def test_4x4_trees_from_packed_records_keep_multi_scores(small44, sets, nforce, cutoff):
    """On 4x4 a record's word id and points ride in its key's last word (16 bytes a record, not 24):
    the trees, forced or not, still give every board its naive Multi score, and OrderlyBound lists
    exactly the boards reaching the cutoff."""
    eng, naive = small44
    assert eng._records.packed[0] > 0 and len(eng._records.wid) == 0
    c = parse_class(" ".join(sets), "44")
    tree = eng.build(c)
    for _ in range(nforce):
        live = [t for t in tree.force() if t is not None]
        if not live:
            break
        tree = live[0]
    order = [int(x) for x in eng._order]
    inside = {b: dedup_multi_score(b, 4, 4, naive) for b in all_boards(list(sets))
              if all(c.letter_sets[order[p]][li] == b[order[p]] for p, li in enumerate(tree.forced))}
    for b, m in inside.items():
        assert tree.multi_score(b) == m <= tree.bound
    listed = tree.orderly_bound(cutoff)
    assert sorted((b, m) for m, b in listed) == sorted((b, m) for b, m in inside.items() if m >= cutoff)


def test_packed_and_unpacked_records_build_the_same_tree(enable2k, monkeypatch):
    """The same 4x4 class built from packed records and from records with word ids and points in arrays
    of their own: the same paths, bound and nodes, forced the same way."""
    text = ("bdfgjqvwxz ae hklnrsty bdfgjqvwxz hklnrsty hklnrsty hklnrsty ai ao au ae hklnrsty bdfgjqvwxz "
            "hklnrsty ae bdfgjqvwxz")
    results = []
    for packed in (True, False):
        if not packed:
            monkeypatch.setattr("core.proofs._paths_kernels.packed_bits", lambda npos, nwords: 0)
        eng = OrderlyEngine(enable2k, "44")
        assert (eng._records.packed[0] > 0) == packed
        tree = eng.build(parse_class(text))
        results.append((eng.last_paths, eng.last_unique, tree.bound, tree.node_count(),
                        [(t.bound, t.node_count()) for t in tree.force() if t is not None]))
    assert results[0] == results[1]
    assert results[0][2] == 15_051
