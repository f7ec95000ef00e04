"""The class breaker: brute-force equivalence on small classes and golden ENABLE2K results."""
from __future__ import annotations

import itertools
from dataclasses import replace
from math import prod

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from core.engine.board import canonical_board, geometry
from core.engine.cancel import Cancelled
from core.engine.wordlist import load_wordlist
from core.proofs import _search_kernels
from core.proofs.breaker import METHODS, MIN_SPLIT_PATHS, SPLIT_PATHS, Breaker, default_max_paths
from core.proofs.classes import parse_class
from core.proofs.orderly import (
    ARENA_WORDS_PER_PATH,
    CANDIDATE_CAPACITY,
    RELEASE_RECORDS,
    STACK_CAPACITY,
    WORD_BYTES,
    arena_words_written,
)
from tests.naive import NaiveDictionary, all_boards, score_board

SMALL_WORDS = """ate eat tea tee ten net nets nest sent tens tans ants rant rants tarn star rats arts
tar rat art ear era are sea see set sat eats east seat teas sate rest erst tres tree trees steer
reset terse ester enter tenet eaten resent treat tetra tear rate tare stare aster rates tears
near earn earns nears snare stern tern terns rent rents antes etna neat anes sane lean
elan lane lanes leans slate least steal stale tales teal tale late later alter alert
ratel rental antler learn learnt quest quests queen queens""".split()


@pytest.fixture(scope="module")
def small_words_path(tmp_path_factory):
    p = tmp_path_factory.mktemp("wl") / "small.txt"
    p.write_text("\n".join(SMALL_WORDS) + "\n")
    return p


@pytest.fixture(scope="module")
def small(small_words_path):
    return load_wordlist(small_words_path), NaiveDictionary(SMALL_WORDS)


@pytest.fixture(scope="module")
def small_breakers(small):
    return {m: Breaker(small[0], "33", method=m) for m in METHODS}


def brute_force(sets, naive, threshold, w=3, h=3):
    found = {}
    for b in all_boards(list(sets)):
        s = score_board(b, w, h, naive)
        if s >= threshold:
            found[canonical_board(b, geometry(w, h))] = s
    return sorted(found.items(), key=lambda kv: (-kv[1], kv[0]))


letter_set = st.sets(st.sampled_from("aelnrstq"), min_size=1, max_size=3).map(lambda s: "".join(sorted(s)))


@pytest.mark.parametrize("method", METHODS)
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(sets=st.lists(letter_set, min_size=9, max_size=9).filter(lambda s: prod(len(x) for x in s) <= 96),
       threshold=st.integers(1, 40))
def test_breaker_matches_brute_force(small, small_breakers, method, sets, threshold):
    wl, naive = small
    res = small_breakers[method].break_class(parse_class(" ".join(sets)), threshold)
    assert res.boards == brute_force(sets, naive, threshold)
    assert res.root_bound >= max((s for _, s in res.boards), default=0)
    assert res.broken == (not res.boards)


@pytest.mark.parametrize("method", METHODS)
def test_threshold_is_inclusive(small, small_breakers, method):
    wl, naive = small
    board = "stearnlat"
    score = score_board(board, 3, 3, naive)
    assert score > 0
    c = parse_class(" ".join(board))
    assert small_breakers[method].break_class(c, score).boards == [(canonical_board(board), score)]
    assert small_breakers[method].break_class(c, score + 1).boards == []


wide_letter_set = st.sets(st.sampled_from("aeilnrst"), min_size=2, max_size=4).map(lambda s: "".join(sorted(s)))


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(sets=st.lists(wide_letter_set, min_size=9, max_size=9), threshold=st.integers(1, 60))
def test_classes_split_for_their_paths_find_the_same_boards(small, small_breakers, split_breaker, sets, threshold):
    """With ``max_paths`` at its smallest, a class with more paths is broken in halves (and those
    again): the boards are those of the class broken whole."""
    c = parse_class(" ".join(sets))
    whole = small_breakers["orderly"].break_class(c, threshold)
    res = split_breaker.break_class(c, threshold)
    assert res.boards == whole.boards
    assert (res.stats.parts > 1) == (whole.stats.n_paths > MIN_SPLIT_PATHS)


@pytest.fixture(scope="module")
def split_breaker(small):
    return Breaker(small[0], "33", max_paths=MIN_SPLIT_PATHS)


def test_a_class_with_more_paths_than_max_paths_is_split(small, split_breaker):
    wl, naive = small
    sets = ["aest", "enrt", "alst", "enrs", "aelt", "anst", "aers", "elnt", "aest"]
    c = parse_class(" ".join(sets))
    whole = Breaker(wl, "33", max_paths=0).break_class(c, 30)
    assert whole.stats.n_paths > 4 * MIN_SPLIT_PATHS and whole.stats.parts == 1
    split = split_breaker.break_class(c, 30)
    assert split.stats.parts >= 4
    assert split.boards == whole.boards and len(whole.boards) > 0
    # one part's records at a time: the largest part's, not their sum (which exceeds the whole's)
    assert whole.stats.part_paths == whole.stats.n_paths
    assert 0 < split.stats.part_paths <= MIN_SPLIT_PATHS < split.stats.n_paths
    # by default only 4x4 classes are split (the size measured split)
    assert Breaker(wl, "33").max_paths is None and Breaker(wl, "33", max_paths=0).max_paths is None
    assert default_max_paths("44") == SPLIT_PATHS[(4, 4)] and default_max_paths("34") is None


def test_max_paths_is_checked(small):
    for bad in (-1, 1, MIN_SPLIT_PATHS - 1, 2.5, True, "1000000"):
        with pytest.raises(ValueError, match="max_paths"):
            Breaker(small[0], "33", max_paths=bad)


def test_breaker_input_errors(small):
    br = Breaker(small[0], "33", method="2009")
    with pytest.raises(ValueError, match="3x4"):
        br.break_class(parse_class("a b c d e f g h i j k l"), 5)
    with pytest.raises(ValueError, match="empty cell"):
        br.break_class(parse_class("a . c d e f g h i"), 5)
    with pytest.raises(ValueError, match="positive integer"):
        br.break_class(parse_class("a b c d e f g h i"), 0)
    with pytest.raises(ValueError, match="unknown breaking method"):
        Breaker(small[0], "33", method="magic")


def test_2009_trace_matches_blog(enable2k):
    br = Breaker(enable2k, "33", method="2009")
    res = br.break_class(parse_class("bdfgjkmpvwxz a sy iou xyz aeiou sy chlnrt chlnrt"), 520, trace=True)
    assert res.boards == []
    assert res.root_bound == 820
    assert res.bound_history == [820, 703, 524, 431]
    assert res.trace[0].startswith("bdfgjkmpvwxz a sy iou xyz aeiou sy chlnrt chlnrt: bound 820")
    assert [line.split(":")[1].split()[1] for line in res.trace[1:4]] == ["475", "703", "447"]


@pytest.mark.parametrize("method, text", [
    ("orderly", "lnrsy aeiou chkmpt chkmpt aeiou lnrsy lnrsy aeiou bdfgjqvwxz"),
    ("2009", "lnrsy e chkmpt t a l lnrsy aeiou bdfgjqvwxz"),  # a slice: the 2009 method is slow
])
def test_best_3x3_class(enable2k, method, text):
    br = Breaker(enable2k, "33", method=method)
    res = br.break_class(parse_class(text), 500)
    boards = dict(res.boards)
    assert boards["deslatper"] == 545
    assert res.boards[0] == ("deslatper", 545)
    assert all(s >= 500 for s in boards.values())


def test_orderly_3x4_integration_class(enable2k):
    """The reference's 3x4 integration test (docs/algorithms.md#checking-the-algorithms): class 2520743
    (no-q partition), best 1400, switchover 3500."""
    br = Breaker(enable2k, "34", switchover_factor=2.5)
    c = parse_class("chkmpt aeiou lnrsy lnrsy lnrsy aeiou chkmpt aeiou lnrsy aeiou lnrsy bdfgjvwxz")
    res = br.break_class(c, 1400)
    assert res.root_bound == 5496
    assert res.bound_history == [5496, 4694, 3951, 3125]
    assert res.stats.n_paths == 787_201 and res.stats.n_paths_uniq == 665_026
    assert res.stats.n_force == 8 and res.stats.n_bound == 37
    assert res.stats.boards_tested == 2084 and res.stats.max_multi == 2071
    # the reference's arena holds 1,426,884 nodes (its 128 shared leaves included): the same tree, with the
    # 378,499 point-less one-child SumNodes it stores (tests/core/test_orderly.py counts them) and the
    # 400,633 one-letter ChoiceNodes over a shared leaf that are no record here (leaf choices)
    assert res.stats.init_nodes == 647_752
    expected = {"cerslatesind": 1406, "merslatesind": 1440, "perslatesind": 1651, "perslatesing": 1528,
                "perssatelind": 1487, "terssatelind": 1432, "pinslateserd": 1460, "marslitesand": 1432,
                "parslitesand": 1507, "parslitesang": 1406, "pansliteserd": 1448, "perslitesand": 1417}
    assert dict(res.boards) == {canonical_board(b, geometry(3, 4)): s for b, s in expected.items()}


def test_orderly_trace_and_history(enable2k):
    br = Breaker(enable2k, "33", switchover_factor=1.7)     # the reference's switchover: it forces here
    c = parse_class("lnrsy aeiou chkmpt chkmpt aeiou lnrsy lnrsy aeiou bdfgjqvwxz")
    res = br.break_class(c, 500, trace=True)
    assert res.root_bound == 1268 and res.bound_history[:2] == [1268, 1120]
    assert res.trace[0].startswith(str(c) + ": bound 1268 force")
    assert res.trace[1] == ("  cell 4 = a (lnrsy aeiou chkmpt chkmpt a lnrsy lnrsy aeiou bdfgjqvwxz): "
                            "bound 1101 force next cell")
    assert res.nodes >= res.stats.init_nodes == 104_052  # 288,653 nodes reached, leaves shared
    assert [b for b, _ in res.boards] == ["deslatper", "delratpes", "derlatpes", "desletpar", "canretdes",
                                          "derlitpas"]


def test_methods_agree_on_enable2k_class(enable2k):
    """Two independent proofs (2009 bounds, orderly trees) list the same boards."""
    c = parse_class("aeiou aeiou r bcdfgh a t d e rstv")
    old = Breaker(enable2k, "33", method="2009").break_class(c, 200)
    new = Breaker(enable2k, "33").break_class(c, 200)
    assert len(new.boards) == 68
    assert new.boards == old.boards
    assert new.root_bound <= old.root_bound == 1307


@st.composite
def small_3x4_classes(draw):
    """12 cells, one letter each, and up to 5 cells with a second letter (<= 32 boards)."""
    sets = [draw(st.sampled_from("aelnrstq")) for _ in range(12)]
    for cell in draw(st.sets(st.integers(0, 11), max_size=5)):
        extra = draw(st.sampled_from("aelnrstq"))
        if extra != sets[cell]:
            sets[cell] = "".join(sorted(sets[cell] + extra))
    return sets


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(sets=small_3x4_classes(), threshold=st.integers(1, 60))
def test_orderly_breaker_3x4_matches_brute_force(small, sets, threshold):
    wl, naive = small
    res = Breaker(wl, "34").break_class(parse_class(" ".join(sets), "34"), threshold)
    assert res.boards == brute_force(sets, naive, threshold, 3, 4)


def test_class_sent_to_another_process_is_accepted(small, small_breakers):
    """A pickled class (as a worker process receives it) has a fresh Geometry object."""
    import pickle
    c = pickle.loads(pickle.dumps(parse_class("s t e a r n l a t")))
    for br in small_breakers.values():
        assert br.break_class(c, 1).boards


# -- classes broken as one union (docs/algorithms.md#classes-broken-as-unions) ----------------------
corner_set = st.sets(st.sampled_from("aelnrstq"), min_size=1, max_size=2).map(lambda s: "".join(sorted(s)))


#: The cells a union opens (core.proofs.tasks.union_cells): the corners on 3x3; on 3x4 the
#: middle cells of the short sides too.
OPENED = {"33": (0, 2, 6, 8), "34": (4, 7, 0, 8, 3, 11)}


@st.composite
def union_siblings(draw, size):
    """Classes that differ only in the cells a union opens, each listed in some orientation, and
    the union of them all (in the orientation they were drawn in)."""
    geom = geometry(int(size[0]), int(size[1]))
    opened = OPENED[size]
    small_3x4 = size == "34"   # 3x4 classes stay small: the naive scorer checks each board
    free = draw(st.lists(corner_set, min_size=geom.ncells - len(opened), max_size=geom.ncells - len(opened))
                .filter(lambda s: prod(len(x) for x in s) <= (2 if small_3x4 else 8)))
    inner = ["" if c in opened else free.pop() for c in range(geom.ncells)]
    frames = []
    for _ in range(draw(st.integers(2, 3 if small_3x4 else 4))):
        sets = list(inner)
        for c in opened:
            one_letter = small_3x4 and c not in (4, 7)   # 3x4 corners: one letter each
            sets[c] = draw(st.sampled_from("aelnrst") if one_letter else corner_set)
        frames.append(sets)
    union = [s if c not in opened else "".join(sorted({ch for f in frames for ch in f[c]}))
             for c, s in enumerate(inner)]
    turned = [[f[p] for p in geom.symmetries[draw(st.integers(0, len(geom.symmetries) - 1))]] for f in frames]
    return turned, union


@pytest.mark.parametrize("size", ["33", "34"])
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data(), threshold=st.integers(1, 30))
def test_classes_broken_as_one_union_get_their_own_boards(small, small_words_path, size, data, threshold):
    """Each class of a union gets exactly the boards it holds, whatever orientation it is listed in,
    both in the union drawn and in the units the run's grouping makes of the classes (on 3x4
    unions open the middle cells of the short sides as well as the corners)."""
    from core.proofs.executors import WorkerSpec, break_units
    from core.proofs.tasks import BreakTask, BreakUnit, group_classes, union_cells
    wl, naive = small
    geom = geometry(int(size[0]), int(size[1]))
    assert tuple(union_cells(geom)) == OPENED[size]
    members, union = data.draw(union_siblings(size))
    tasks = [BreakTask(k, " ".join(sets)) for k, sets in enumerate(members)]
    spec = WorkerSpec(str(small_words_path), size, "standard", threshold, False, None)
    want = {t.class_id: brute_force(sets, naive, threshold, geom.width, geom.height)
            for t, sets in zip(tasks, members)}
    for units in ([BreakUnit(tuple(tasks), " ".join(union))], group_classes(tasks, geom)):
        records = break_units(spec, units)
        assert sorted(r.class_id for r in records) == [t.class_id for t in tasks]
        for r in records:
            assert r.boards == want[r.class_id]
            assert r.root_bound >= max((s for _, s in r.boards), default=0)
    records = break_units(spec, [BreakUnit(tuple(tasks), " ".join(union))])
    assert all(r.union == " ".join(union) for r in records)


def test_a_union_that_does_not_hold_its_class_is_refused(small_words_path):
    from core.proofs.executors import WorkerSpec, break_units
    from core.proofs.tasks import BreakTask, BreakUnit
    spec = WorkerSpec(str(small_words_path), "33", "standard", 5, False, None)
    unit = BreakUnit((BreakTask(None, "st ae rt ae st ae rt ae ln"),), "st ae rt ae st ae rt ae st")
    with pytest.raises(ValueError, match="does not hold the class"):
        break_units(spec, [unit])


# -- the memory budget (docs/algorithms.md#the-memory-budget) ------------------------------------
@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(sets=st.lists(letter_set, min_size=9, max_size=9).filter(lambda s: prod(len(x) for x in s) <= 96),
       threshold=st.integers(1, 40))
def test_capped_breaker_matches_brute_force(small, sets, threshold):
    """With the smallest caps (8,192 arena words and 1,024 records) forces give way to OrderlyBound and
    classes are split, and the boards found do not change."""
    wl, naive = small
    br = Breaker(wl, "33")
    br._orderly.set_memory_limits(8192, 1024)
    res = br.break_class(parse_class(" ".join(sets)), threshold)
    assert res.boards == brute_force(sets, naive, threshold)


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(sets=st.lists(letter_set, min_size=9, max_size=9).filter(lambda s: prod(len(x) for x in s) <= 96),
       threshold=st.integers(1, 40), pause=st.integers(1, 6), capped=st.booleans())
def test_breaker_loop_paused_for_cancel_goes_on_where_it_stopped(small, sets, threshold, pause, capped):
    """The breaker loop pauses every ``pause_steps`` nodes to ask ``cancel``; going on from each pause
    gives what one pass gives (boards, bounds, counts, trace), with and without memory caps."""
    wl, naive = small
    whole, paused = Breaker(wl, "33"), Breaker(wl, "33")
    if capped:
        for br in (whole, paused):
            br._orderly.set_memory_limits(8192, 1024)
    paused._orderly.pause_steps = pause
    paused._orderly._alloc_search(STACK_CAPACITY, 2)   # a list of boards that fills, is scored and emptied
    asked = []

    def cancel():
        asked.append(1)
        return len(asked) > 20_000   # a loop that never gets on would stop here, not hang

    c = parse_class(" ".join(sets))
    res = paused.break_class(c, threshold, trace=True, cancel=cancel)
    ref = whole.break_class(c, threshold, trace=True)
    assert res.boards == ref.boards == brute_force(sets, naive, threshold)
    assert (res.root_bound, res.bound_history, res.nodes, res.trace) == \
        (ref.root_bound, ref.bound_history, ref.nodes, ref.trace)
    # a list emptied mid-group searches the group's rows on either side of the cut one by one
    assert replace(res.stats, boards_searched=0) == replace(ref.stats, boards_searched=0)
    assert ref.stats.boards_searched <= res.stats.boards_searched <= res.stats.boards_tested
    assert len(paused._orderly._candidates.bound) == 2   # it never grew
    if ref.stats.n_force + ref.stats.n_bound > pause:
        assert asked


def test_cancel_stops_a_class_mid_way_and_the_breaker_goes_on_after(enable2k):
    """A cancel inside a class raises Cancelled at the first pause; the same breaker then breaks
    the class again from the start, with the boards of an undisturbed breaker."""
    c = parse_class("chkmpt aeiou lnrsy lnrsy lnrsy aeiou chkmpt aeiou lnrsy aeiou lnrsy bdfgjvwxz", "34")
    ref = Breaker(enable2k, "34").break_class(c, 1400)
    br = Breaker(enable2k, "34")
    br._orderly.pause_steps = 64
    asked = []
    with pytest.raises(Cancelled):
        br.break_class(c, 1400, cancel=lambda: asked.append(1) or True)
    assert len(asked) == 1
    again = br.break_class(c, 1400)
    assert again.boards == ref.boards and len(ref.boards) == 12
    assert again.stats == ref.stats


def _stop_after(pauses: int):
    """A cancel callable that says stop from its ``pauses + 1``-th call on."""
    asked = itertools.count(1)
    return lambda: next(asked) > pauses


def test_paused_loop_bounds_letters_that_do_not_fit_as_one_pass_does(enable2k):
    """Under a tight arena, forces and letters that do not fit go to OrderlyBound, which pauses
    inside too: pausing every 7 steps changes nothing (boards, trace, counts)."""
    c = parse_class("lnrsy aeiou chkmpt chkmpt aeiou lnrsy lnrsy aeiou bdfgjqvwxz")
    free = Breaker(enable2k, "33", switchover_factor=1.7).break_class(c, 500)
    results = []
    for pause in (None, 7):
        br = Breaker(enable2k, "33", switchover_factor=1.7)
        br._orderly.set_memory_limits(free.stats.init_words + 50_000, None)   # no letter of cell 4 fits
        if pause:
            br._orderly.pause_steps = pause
        # a loop that never gets on stops after 20,000 pauses, not hangs
        results.append(br.break_class(c, 500, trace=True, cancel=_stop_after(20_000)))
    whole, paused = results
    assert whole.stats.forces_over_budget == 5
    assert (paused.boards, paused.trace, paused.stats, paused.bound_history) == \
        (whole.boards, whole.trace, whole.stats, whole.bound_history)
    assert paused.boards == free.boards


@pytest.mark.parametrize("room", [None, 1024])
def test_a_class_listing_many_boards_is_broken_in_one_pass(enable2k, monkeypatch, room):
    """A class listing 36,960 boards (of 1,740 at 100 points or more) is broken in one walk from the
    root: the list of boards starts large, and when it fills (room for 1,024: 36 times) its boards are
    scored and it is emptied, and the loop goes on, rather than starting again from the root (which
    took a heavy 3x4 union 229 s against 93). The list never grows: a heavy 4x4 union lists tens of
    millions of boards, which took more memory than its tree while they were all kept."""
    if room:
        monkeypatch.setattr("core.proofs.orderly.CANDIDATE_CAPACITY", room)
    starts = 0
    attack = _search_kernels.attack

    def counted(*args):
        nonlocal starts
        starts += args[9].loop[_search_kernels.LOOP_PAUSED] == 0   # a call not going on from a pause
        return attack(*args)

    monkeypatch.setattr(_search_kernels, "attack", counted)
    br = Breaker(enable2k, "33")
    res = br.break_class(parse_class("aei lnrst aei lnrst e lnrst aei lnrst aei"), 100)
    assert res.stats.boards_tested == 36_960 and len(res.boards) == 1_740
    assert starts == 1
    assert len(br._orderly._candidates.bound) == (room or CANDIDATE_CAPACITY)


def test_tight_arena_gives_way_to_orderly_bound(enable2k):
    """The 3x4 integration class with an arena just above its built tree: letters' trees that do
    not fit become OrderlyBound calls, the arena never passes its cap, the same 12 boards come out."""
    br = Breaker(enable2k, "34", switchover_factor=2.5)
    c = parse_class("chkmpt aeiou lnrsy lnrsy lnrsy aeiou chkmpt aeiou lnrsy aeiou lnrsy bdfgjvwxz", "34")
    free = br.break_class(c, 1400)
    cap = free.stats.init_words + 300_000   # the forces need about a million words more at their peak
    assert free.stats.peak_words > cap
    br._orderly.set_memory_limits(cap, None)
    res = br.break_class(c, 1400)
    assert res.stats.forces_over_budget > 0 and res.stats.peak_words <= cap
    assert br._orderly.arena_words() <= cap
    assert res.boards == free.boards and len(res.boards) == 12


def test_letters_bounded_for_memory_are_traced(enable2k):
    """A letter whose tree does not fit is bounded from the forced node: the trace shows one row per
    such letter, with the forced node's bound (an upper bound for the letter), and the same boards."""
    c = parse_class("lnrsy aeiou chkmpt chkmpt aeiou lnrsy lnrsy aeiou bdfgjqvwxz")
    free = Breaker(enable2k, "33", switchover_factor=1.7).break_class(c, 500)
    br = Breaker(enable2k, "33", switchover_factor=1.7)
    br._orderly.set_memory_limits(free.stats.init_words + 50_000, None)   # no letter of cell 4 fits
    res = br.break_class(c, 500, trace=True)
    assert res.stats.forces_over_budget == 5 and res.stats.n_force == 1
    assert res.trace[0] == f"{c}: bound 1268 force next cell"
    rows = [line.split(": bound ") for line in res.trace[1:]]
    assert [head.split(" (")[0].strip() for head, _ in rows] == [f"cell 4 = {v}" for v in "aeiou"]
    assert [tail.split(" orderly bound")[0] for _, tail in rows] == ["1268"] * 5
    assert res.boards == free.boards and len(res.boards) == 6

def test_class_too_big_for_the_budget_is_split(enable2k):
    """Path records capped below the class's 787,201 paths: the class is broken in parts."""
    br = Breaker(enable2k, "34", switchover_factor=2.5)
    c = parse_class("chkmpt aeiou lnrsy lnrsy lnrsy aeiou chkmpt aeiou lnrsy aeiou lnrsy bdfgjvwxz", "34")
    br._orderly.set_memory_limits(None, 300_000)
    # at the cap at once (not grown to it by doubling 262,144, a walk thrown away at each step)
    assert br._orderly.record_capacity() == 300_000
    res = br.break_class(c, 1400)
    assert res.stats.parts >= 3 and res.root_bound <= 5496 and res.stats.boards_tested == 2084
    assert len(res.boards) == 12 and res.boards[0] == (canonical_board("perslatesind", geometry(3, 4)), 1651)


def test_max_memory_budget_is_checked(small):
    wl, _ = small
    for bad in (10, 2**20, 1.5e9, True, "500M"):
        with pytest.raises((ValueError, TypeError)):
            Breaker(wl, "33", max_memory=bad)
    br = Breaker(wl, "33", max_memory=80 * 2**20)  # above the minimum, below what the process holds
    with pytest.raises(MemoryError, match="too small"):
        br.break_class(parse_class("s t e a r n l a t"), 5)
    br = Breaker(wl, "33", max_memory=4 * 2**30)
    assert br.break_class(parse_class("s t e a r n l a t"), 1).boards
    assert br._orderly.memory_limited()


def test_3x4_slice_of_the_best_class_same_boards_every_way(enable2k, enable2k_solver):
    """A slice (corners fixed) of the run's class holding perslatesind: the default breaker, a tight
    memory budget (split into parts, forces given way) and another switchover find the same boards,
    each scored again by the solver."""
    g = geometry(3, 4)
    c = parse_class("s hklnrsty aeijou p aeijou hklnrsty aeijou hklnrsty d hklnrsty aeijou s", "34")
    default = Breaker(enable2k, "34").break_class(c, 1500)
    assert default.boards == [("dnisetalsrep", 1651), ("dnasetilsrap", 1507)]
    for board, score in default.boards:
        assert enable2k_solver.score(board, g) == score
    tight = Breaker(enable2k, "34", switchover_factor=1.7)   # forces more, so the budget must give way
    tight._orderly.set_memory_limits(900_000, 150_000)
    res = tight.break_class(c, 1500)
    assert res.stats.parts > 1 and res.stats.forces_over_budget > 0
    assert res.boards == default.boards and res.stats.boards_tested == default.stats.boards_tested
    assert Breaker(enable2k, "34", switchover_factor=4.0).break_class(c, 1500).boards == default.boards
    # a whole-process budget: the sort runs in the idle arena, whose first pages stay between classes
    # (the budget is counted from what this test process holds already, hundreds of MiB in a full run)
    from core.proofs.breaker import current_rss_bytes
    budget = Breaker(enable2k, "34", max_memory=current_rss_bytes() + 400 * 2**20)
    for _ in range(2):
        res = budget.break_class(c, 1500)
        assert res.boards == default.boards and res.root_bound == default.root_bound
        assert res.stats.n_paths_uniq == default.stats.n_paths_uniq
        assert res.stats.boards_tested == default.stats.boards_tested


#: A 3x4 class of the run whose paths and tree outgrow a small budget (it is split in parts).
BIG_3X4_CLASS = ("bcdfghjklmnpqrtvwxz bcdfgmpqvwxz bcdfgmpqvwxz bcdfghjklmnpqrtvwxz aeijou aeijou "
                 "aeijou hklnrsty bcdfghjklmnpqrtvwxz hklnrsty hklnrsty aeiosuy")


def _budgeted_breaker(wordlist, headroom: int) -> Breaker:
    """A 3x4 breaker whose budget is what the process holds after a one-board class (kernels loaded,
    buffers small) plus ``headroom`` bytes, with the peak resident memory (VmHWM) reset."""
    from core.proofs.breaker import current_rss_bytes
    try:
        with open("/proc/self/clear_refs", "w") as f:
            f.write("5")
    except OSError:
        pytest.skip("needs Linux's /proc/self/clear_refs to reset the peak resident memory")
    br = Breaker(wordlist, "34", max_memory=4 * 2**30)
    br.break_class(parse_class("s t e a r n l a t e s d", "34"), 1500)
    br.max_memory = current_rss_bytes() + headroom
    with open("/proc/self/clear_refs", "w") as f:
        f.write("5")
    return br


def test_budget_holds_when_a_class_outgrows_the_path_records(enable2k):
    """The process's peak resident memory stays within max_memory on a class that has to be split.

    An arena cap set before the class from the records' size then (small after a small class) is not
    enough: the records grow to their own cap, and the second part's paths are collected and sorted
    beside the arena the first part's forces filled (`boggle break --max-memory 480M` would peak at
    573 MiB on the hardest 3x4 class). The peak (VmHWM) is reset before the class, so only its own
    peak counts."""
    from core.proofs.executors import vm_hwm_bytes
    br = _budgeted_breaker(enable2k, 130 * 2**20)   # the path records are still at their small first size
    res = br.break_class(parse_class(BIG_3X4_CLASS, "34"), 1500)
    peak = vm_hwm_bytes()
    assert res.stats.parts > 1, "the class fitted whole: the test no longer covers a split class"
    assert peak <= br.max_memory, f"peak {peak / 2**20:.0f} MiB over the budget of {br.max_memory / 2**20:.0f} MiB"
    assert res.boards == []


def test_page_helpers_tell_and_drop_resident_pages():
    """resident_bytes counts the pages written; drop_pages_after gives back those past the kept part,
    which read as zeros again, and leaves the kept part alone."""
    import mmap

    from core.proofs.orderly import drop_pages_after, resident_bytes
    a = np.frombuffer(mmap.mmap(-1, 32 << 20, flags=mmap.MAP_PRIVATE | mmap.MAP_ANONYMOUS), np.int32)  # untouched
    if resident_bytes([a]) is None:
        pytest.skip("needs mincore (Linux)")
    assert resident_bytes([a]) <= 2 << 20
    a[:] = 7
    assert resident_bytes([a]) >= a.nbytes
    keep = 1 << 20
    assert drop_pages_after(a, keep)
    assert keep * 4 <= resident_bytes([a]) <= keep * 4 + 3 * 4096
    assert (a[:keep] == 7).all() and not a[keep + 1024:-1024].any()


def test_budget_keeps_the_arena_start_and_gives_back_the_rest(enable2k):
    """Under a budget the arena is not given back whole before each class (faulting its pages in
    again cost 10-15% of the time): the pages that leave the path records their cap stay, the rest
    go back, and the peak over several classes stays within the budget."""
    from core.proofs.executors import vm_hwm_bytes
    from core.proofs.orderly import resident_bytes
    br = _budgeted_breaker(enable2k, 160 * 2**20)
    eng = br._orderly
    if eng.arena_resident_bytes() is None:
        pytest.skip("needs mincore (Linux)")
    big_class = parse_class(BIG_3X4_CLASS, "34")
    first = br.break_class(big_class, 1500)
    heap = eng._arena.heap
    held = eng.arena_resident_bytes()
    # what the forces, the sort's scratch or a part's build (which may fill the room the records leave,
    # and fail) wrote, whichever is most; a huge page is 2 MiB
    wrote = max(first.stats.peak_words, eng.sort_scratch_bytes() // WORD_BYTES * eng._max_records,
                eng._build_limit())
    assert 0 < held <= wrote * WORD_BYTES + 2**21
    keep = (eng._buffer_budget - eng._max_records * eng.record_bytes()) // WORD_BYTES
    # this class's last part may stay within the kept words; a class whose forces go on past them
    # leaves those pages resident too
    heap[keep:keep + (8 << 20) // WORD_BYTES] = 1
    start = resident_bytes([heap[:keep]])
    eng._make_room_for_records()
    assert eng._arena.heap is heap, "the arena was given back whole"
    # the kept words' pages stay (the class may not have written them all); past them a partial
    # page may stay
    assert 0 < resident_bytes([heap[:keep]]) == start
    assert resident_bytes([heap[keep:]]) <= 2 * 4096
    again = br.break_class(big_class, 1500)
    peak = vm_hwm_bytes()
    assert again.boards == first.boards == [] and again.stats == first.stats
    assert peak <= br.max_memory, f"peak {peak / 2**20:.0f} MiB over the budget of {br.max_memory / 2**20:.0f} MiB"


def test_without_a_budget_a_large_class_gives_its_arena_pages_back_when_done(enable2k):
    """After a large class the arena's pages past its first RELEASE_RECORDS bytes go back (so a
    worker's resident memory follows its current class, not its largest), while the arena stays
    allocated for the next large one; a small class then holds only what it is made ready for."""
    br = Breaker(enable2k, "34")
    eng = br._orderly
    if eng.arena_resident_bytes() is None:
        pytest.skip("needs mincore (Linux)")
    big = br.break_class(parse_class(BIG_3X4_CLASS, "34"), 1500)
    written = arena_words_written(big.stats, eng.sort_scratch_bytes()) * WORD_BYTES
    assert written >= 2 * RELEASE_RECORDS   # the large class wrote enough of the arena to give back
    words = eng.arena_words()
    assert eng.arena_resident_bytes() <= RELEASE_RECORDS + 2**21   # a huge page may stay
    small = parse_class("chkmpt aeiou lnrsy lnrsy lnrsy aeiou chkmpt aeiou lnrsy aeiou lnrsy bdfgjvwxz")
    res = br.break_class(small, 1400)
    want = ARENA_WORDS_PER_PATH * res.stats.n_paths_uniq + 2 * 4096
    assert eng.arena_words() == words and big.stats.n_paths_uniq > 4 * res.stats.n_paths_uniq
    assert eng.arena_resident_bytes() <= max(want * WORD_BYTES, RELEASE_RECORDS) + 2**21
    assert len(res.boards) == 12 and res.root_bound == 5496


def test_4x4_switches_over_at_twice_the_threshold_and_other_sizes_at_2_2(default_wordlist):
    """The switchover factor is per board size (2.0 on 4x4, measured best there; 2.2 elsewhere): a 4x4
    class whose root bound is 2.1 x the threshold is forced by default and bounded at 2.2, with the
    same boards either way."""
    assert Breaker(default_wordlist, "44").switchover_factor == 2.0
    assert Breaker(default_wordlist, "34").switchover_factor == Breaker(default_wordlist, "33").switchover_factor == 2.2
    assert Breaker(default_wordlist, "44", switchover_factor=1.7).switchover_factor == 1.7
    c = parse_class("st ae st ae ae rt ae st st ae lr ae ae st ae st")
    default, at_2_2 = Breaker(default_wordlist, "44"), Breaker(default_wordlist, "44", switchover_factor=2.2)
    root = default.break_class(c, 10**6).root_bound
    threshold = int(root / 2.1)
    forced, bounded = default.break_class(c, threshold, trace=True), at_2_2.break_class(c, threshold, trace=True)
    assert forced.trace[0].endswith(f"bound {root} force next cell") and forced.stats.n_force >= 1
    assert bounded.trace[0].startswith(f"{c}: bound {root} orderly bound") and bounded.stats.n_force == 0
    assert forced.boards == bounded.boards
    low = 300   # low enough that boards are found
    assert default.break_class(c, low).boards == at_2_2.break_class(c, low).boards != []
