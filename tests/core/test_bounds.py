"""The 2009 class bounds (max/no-mark, sum/union): golden values and brute-force properties."""
from __future__ import annotations

from math import prod

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from core.engine.wordlist import load_wordlist
from core.proofs.bounds import ClassBounder, max_nomark_bound, sum_union_bound, upper_bound
from core.proofs.classes import parse_class
from tests.naive import NaiveDictionary, all_boards, find_words, score_board, word_points

GOLDEN = [
    ("aeiou aeiou r bcdfgh a t d e rstv", 1307, 2880),
    ("bdfgjkmpvwxz a sy iou y a sy chlnrt chlnrt", 447, 2497),
    ("bd a bd a bd a bd a bd", 132, 9),
    ("bdfgjkmpvwxz a sy iou xyz aeiou sy chlnrt chlnrt", 820, 6508),
    ("bdfgjkmpvwxz a sy iou x aeiou sy chlnrt chlnrt", 475, 4487),
    ("bdfgjkmpvwxz a sy iou y aeiou sy chlnrt chlnrt", 703, 5620),
    ("lnrsy aeiou chkmpt chkmpt aeiou lnrsy lnrsy aeiou bdfgjvwxz", 9359, 106383),
    ("lnrsy aeiou chkmpt chkmpt aeiou lnrsy lnrsy aeiou bdfgjqvwxz", 9460, 109524),
    ("lnrsy lnrsy chkmpt aeiou aeiou aeiou lnrsy chkmpt lnrsy bdfgjvwxz aeiou lnrsy", 57158, 353018),
    ("s i n d l a t e p e r s", 1847, 1651),
]


@pytest.mark.parametrize("text, mx, su", GOLDEN)
def test_golden_bounds_enable2k(enable2k, text, mx, su):
    c = parse_class(text)
    assert ClassBounder(enable2k).bounds(c) == (mx, su)
    assert upper_bound(c, enable2k) == min(mx, su)


def test_centre_splits_enable2k(enable2k):
    b = ClassBounder(enable2k)
    base = "lnrsy aeiou chkmpt chkmpt {} lnrsy lnrsy aeiou bdfgjvwxz"
    got = [b.bounds(parse_class(base.format(v))) for v in "aeiou"]
    assert got == [(6034, 55146), (6979, 69536), (6155, 58139), (5487, 48315), (4424, 37371)]


@pytest.fixture(scope="module")
def five_words(tmp_path_factory):
    p = tmp_path_factory.mktemp("wl") / "five.txt"
    p.write_text("sea\nseat\nseats\ntea\nteas\n")
    return load_wordlist(p)


def test_small_trie_values(five_words, tmp_path):
    b = ClassBounder(five_words)
    assert b.bounds(parse_class("s e p e a u h t c")) == (6, 4)
    assert b.bounds(parse_class("st z z e a s z z z")) == (2, 3)
    assert b.bounds(parse_class("st z z e a st z z s")) == (4, 6)
    assert b.bounds(parse_class("a b c d e f g h i")) == (0, 0)
    (tmp_path / "q.txt").write_text("qua\nquas\nquest\n")
    q = ClassBounder(load_wordlist(tmp_path / "q.txt"))
    assert q.bounds(parse_class("q a s a e z s t z")) == (6, 4)
    (tmp_path / "t.txt").write_text("tar\ntie\ntier\ntea\nthe\n")
    t = ClassBounder(load_wordlist(tmp_path / "t.txt"))
    assert t.bounds(parse_class("t i z ae z z r z z")) == (3, 3)
    assert t.bounds(parse_class("t h . h e . . . .")) == (2, 1)


def test_single_board_sum_is_score(enable2k, enable2k_solver):
    b = ClassBounder(enable2k)
    for board in ("abcdefghi", "streaedlp", "catdlinem", "catdqinem"):
        assert b.bounds(parse_class(" ".join(board)))[1] == enable2k_solver.score(board)


def test_rejects_non_class(enable2k):
    with pytest.raises(TypeError):
        max_nomark_bound("abc", enable2k)


SMALL_WORDS = """ate eat tea tee ten net nets nest sent tens tans ants rant rants tarn star rats arts
tar rat art ear era are sea see set sat eats east seat teas sate rest erst tres tree trees steer
reset terse ester enter tenet eaten resent treat tetra tear rate tare stare aster rates tears
near earn earns nears snare stern tern terns rent rents tear ester antes etna neat anes sane lean
elan lane lanes lean leans slate least steal stale tales teal tale late later alter alert
ratel rental antler learn learnt""".split()


@pytest.fixture(scope="module")
def small(tmp_path_factory):
    p = tmp_path_factory.mktemp("wl") / "small.txt"
    p.write_text("\n".join(SMALL_WORDS) + "\n")
    return load_wordlist(p), NaiveDictionary(SMALL_WORDS)


letter_set = st.sets(st.sampled_from("aelnrst"), min_size=1, max_size=3).map(lambda s: "".join(sorted(s)))


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(letter_set, min_size=9, max_size=9).filter(
    lambda sets: prod(len(s) for s in sets) <= 96))
def test_bounds_dominate_brute_force(small, sets):
    wl, naive = small
    c = parse_class(" ".join(sets))
    best = max(score_board(b, 3, 3, naive) for b in all_boards(list(sets)))
    mx, su = ClassBounder(wl).bounds(c)
    assert mx >= best and su >= best
    assert max_nomark_bound(c, wl) == mx and sum_union_bound(c, wl) == su
    # sum/union is exactly the points of the union of the boards' word sets
    union = set()
    for b in all_boards(list(sets)):
        union |= set(find_words(b, 3, 3, naive))
    assert su == sum(word_points(w) for w in union)
