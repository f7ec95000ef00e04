"""Found boards: canonical, distinct, best first, against plain Python references."""
from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from core.engine.board import SUPPORTED_SIZES, canonical_board, geometry, letters_to_string
from core.engine.boards_found import BoardsFound, best_rows, board_order, canonical_rows


def _reference(pairs, geom):
    best: dict[str, int] = {}
    for board, score in pairs:
        c = canonical_board(board, geom)
        best[c] = max(score, best.get(c, score))
    return sorted(best.items(), key=lambda bs: (-bs[1], bs[0]))


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(SUPPORTED_SIZES[:3]), st.data())
def test_rows_and_pairs_agree_with_reference(size, data):
    geom = geometry(*size)
    m = data.draw(st.integers(0, 30))
    rows = np.array(data.draw(st.lists(st.lists(st.integers(0, 2), min_size=geom.ncells, max_size=geom.ncells),
                                       min_size=m, max_size=m)), np.int8).reshape(m, geom.ncells)
    scores = np.array(data.draw(st.lists(st.integers(0, 9), min_size=m, max_size=m)), np.int64)
    threshold = data.draw(st.integers(0, 10))
    pairs = [(letters_to_string(r), int(s)) for r, s in zip(rows, scores)]
    expected = _reference([p for p in pairs if p[1] >= threshold], geom)
    assert BoardsFound(geom).add_rows(rows, scores, threshold).sorted() == expected
    assert BoardsFound(geom).update(p for p in pairs if p[1] >= threshold).sorted() == expected


def test_best_score_wins_and_given_boards_stay_as_given():
    found = BoardsFound().update([("b", 3), ("a", 3), ("b", 5), ("c", 1), ("b", 4)])
    assert found.sorted() == [("b", 5), ("a", 3), ("c", 1)]
    assert len(found) == 3 and "a" in found and found.get("b") == 5 and found.get("z") is None
    with pytest.raises(ValueError, match="geometry"):
        BoardsFound().add_rows(np.zeros((1, 9), np.int8), np.zeros(1))


def test_board_order():
    assert sorted([("b", 1), ("a", 1), ("c", 2)], key=board_order) == [("c", 2), ("a", 1), ("b", 1)]


def test_best_rows_keeps_distinct_rows_best_first():
    rng = np.random.default_rng(3)
    geom = geometry(3, 3)
    rows = canonical_rows(rng.integers(0, 2, (200, 9)).astype(np.int8), geom)
    scores = rng.integers(0, 5, 200)
    got_rows, got_scores = best_rows(rows, scores, 7)
    first: dict[str, int] = {}
    for r, s in zip(rows, scores):
        first.setdefault(letters_to_string(r), int(s))
    expected = sorted(first.items(), key=board_order)[:7]
    assert [(letters_to_string(r), int(s)) for r, s in zip(got_rows, got_scores)] == expected
