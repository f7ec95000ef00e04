"""Scoring the boards OrderlyBound lists: the search that avoids cells, and groups ruled out at once."""
from __future__ import annotations

from math import prod

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from core.engine._solver_kernels import _prepare, _unprepare, next_stamp, search_scratch
from core.engine.board import geometry
from core.engine.language import LETTER_CODE, NSYM
from core.engine.rules import DEFAULT_RULES, get_rules
from core.engine.wordlist import load_wordlist
from core.proofs import _listed_kernels as LK
from core.proofs._kernel_state import word_graph
from core.proofs.breaker import Breaker
from core.proofs.classes import parse_class, split_order
from tests.core.test_breaker import SMALL_WORDS, brute_force
from tests.naive import NaiveDictionary, dedup_multi_score, score_board

LETTERS = "aelnrstq"


@pytest.fixture(scope="module")
def small(tmp_path_factory):
    p = tmp_path_factory.mktemp("wl") / "small.txt"
    p.write_text("\n".join(SMALL_WORDS) + "\n")
    return load_wordlist(p), NaiveDictionary(SMALL_WORDS)


def _graph(wl, size):
    return word_graph(geometry(*size), wl, get_rules(DEFAULT_RULES))


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(size=st.sampled_from([(3, 3), (3, 4), (4, 4)]), data=st.data())
def test_search_avoiding_matches_naive(small, size, data):
    wl, naive = small
    w, h = size
    board = "".join(data.draw(st.lists(st.sampled_from(LETTERS), min_size=w * h, max_size=w * h)))
    avoid = frozenset(data.draw(st.sets(st.integers(0, w * h - 1), max_size=w * h)))
    g = _graph(wl, size)
    letters = np.array([LETTER_CODE[ch] for ch in board], np.int8)
    scratch = search_scratch(w * h)
    run = next_stamp(g.mark, g.run[0])
    _prepare(letters, None, g.nbrs, g.deg, scratch)
    got = LK.search_avoiding(letters, sum(1 << c for c in avoid), g.nodes, g.mark, run, scratch, LK.distinct_paths())
    _unprepare(letters, None, g.nbrs, g.deg, scratch)
    blanked = ["" if c in avoid else ch for c, ch in enumerate(board)]
    assert got == (score_board(blanked, w, h, naive), dedup_multi_score(board, w, h, naive, avoid=avoid))
    assert not scratch[0].any()   # the neighbour table is left zeroed for the next search


def test_search_avoiding_says_when_its_table_is_full(small):
    wl, naive = small
    g = _graph(wl, (4, 4))
    board = "seatrenstaretsen"
    letters = np.array([LETTER_CODE[ch] for ch in board], np.int8)
    scratch = search_scratch(16)
    _prepare(letters, None, g.nbrs, g.deg, scratch)
    run = next_stamp(g.mark, g.run[0])
    full = LK.search_avoiding(letters, 0, g.nodes, g.mark, run, scratch, LK.distinct_paths(8))
    roomy = LK.search_avoiding(letters, 0, g.nodes, g.mark, next_stamp(g.mark, run), scratch, LK.distinct_paths())
    _unprepare(letters, None, g.nbrs, g.deg, scratch)
    assert full == (LK.TABLE_FULL, 0)
    assert roomy == (score_board(board, 4, 4, naive), dedup_multi_score(board, 4, 4, naive)) and roomy[1] > 8


def _listed(sets, size, keep):
    """The boards of a class as OrderlyBound would list a subset of them: in split order, with their
    letter indices per position and their Multi scores."""
    order = [int(c) for c in split_order(geometry(*size))]
    rows, boards = [], []
    for i, idx in enumerate(np.ndindex(*[len(sets[c]) for c in order])):
        if keep(i):
            board = [""] * len(order)
            for p, li in enumerate(idx):
                board[order[p]] = sets[order[p]][li]
            rows.append(idx)
            boards.append("".join(board))
    return order, np.array(rows, np.int8).reshape(len(rows), len(order)), boards


def _score_listed(wl, sets, size, order, rows, bound, varying, threshold, table=None):
    n = len(order)
    cls_letters = np.zeros((n, NSYM), np.int64)
    for c, s in enumerate(sets):
        for j, ch in enumerate(s):
            cls_letters[c, j] = LETTER_CODE[ch]
    boards = np.zeros((len(rows), n), np.int8)
    scores = np.zeros(len(rows), np.int32)
    searched = LK.score_listed(rows, np.array(bound, np.int64), len(rows), np.array(order, np.int64), cls_letters,
                               varying, threshold, _graph(wl, size), table or LK.distinct_paths(), boards, scores)
    return searched, boards, scores


letter_set = st.sets(st.sampled_from(LETTERS), min_size=1, max_size=3).map(lambda s: "".join(sorted(s)))


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(size=st.sampled_from([(3, 3), (3, 4)]), data=st.data(), varying=st.integers(0, 6),
       seed=st.integers(0, 2**32 - 1))
def test_score_listed_rules_out_only_boards_below_the_threshold(small, size, data, varying, seed):
    wl, naive = small
    w, h = size
    sets = data.draw(st.lists(letter_set, min_size=w * h, max_size=w * h).filter(lambda s: prod(map(len, s)) <= 200))
    rng = np.random.default_rng(seed)
    order, rows, boards = _listed(sets, size, lambda i: rng.random() < 0.7)
    if not boards:
        return
    multi = [dedup_multi_score(b, w, h, naive) for b in boards]
    exact = [score_board(b, w, h, naive) for b in boards]
    threshold = data.draw(st.integers(1, max(exact) + 1))
    searched, got_boards, scores = _score_listed(wl, sets, size, order, rows, multi, varying, threshold)
    assert ["".join(chr(97 + c) for c in row) for row in got_boards] == boards
    for e, s in zip(exact, scores):
        assert s == e if s != LK.RULED_OUT else e < threshold
    assert searched == int(np.count_nonzero(scores != LK.RULED_OUT))


def test_score_listed_searches_few_boards_of_a_group_far_below_the_threshold(small):
    """Boards whose Multi score reaches the threshold by repeating letters score less: groups are
    ruled out with one search instead of one a board."""
    wl, naive = small
    sets = ["rs", "r", "s", "ae", "n", "s", "et", "e", "e", "n", "s", "s", "es", "es", "e", "ln"]
    order, rows, boards = _listed(sets, (4, 4), lambda i: True)
    multi = np.array([dedup_multi_score(b, 4, 4, naive) for b in boards])
    exact = np.array([score_board(b, 4, 4, naive) for b in boards])
    threshold = exact.max() + 1
    listed = np.flatnonzero(multi >= threshold)       # what OrderlyBound lists, in its order
    assert len(listed) == 48
    searched, _, scores = _score_listed(wl, sets, (4, 4), order, rows[listed], multi[listed], 4, threshold)
    assert searched <= len(listed) // 2
    assert all(s == LK.RULED_OUT or s == e for s, e in zip(scores, exact[listed]))
    # with no cells varying, every board is searched
    assert _score_listed(wl, sets, (4, 4), order, rows[listed], multi[listed], 0, threshold)[0] == len(listed)
    # a table too small for the group's paths: each board is searched
    assert _score_listed(wl, sets, (4, 4), order, rows[listed], multi[listed], 4, threshold,
                         LK.distinct_paths(4))[0] == len(listed)


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(sets=st.lists(letter_set, min_size=9, max_size=9).filter(lambda s: prod(len(x) for x in s) <= 96),
       threshold=st.integers(1, 40))
def test_breaker_searches_fewer_boards_than_it_lists_and_finds_the_same(small, sets, threshold):
    wl, naive = small
    res = Breaker(wl, "33").break_class(parse_class(" ".join(sets)), threshold)
    assert res.boards == brute_force(sets, naive, threshold)
    assert 0 <= res.stats.boards_searched <= res.stats.boards_tested
