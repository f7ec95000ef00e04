"""Found boards: each in its canonical orientation, once, best first.

Every tool that reports boards (the breakers, the break run and its dialog, hill
climbing) collects them here, so they agree on what one board is (its canonical
orientation: the smallest string among its rotations and reflections, see
:func:`core.engine.board.canonical_board`) and on the order: score descending,
then board text.

* :class:`BoardsFound` accumulates ``(board, score)`` pairs or rows of letters;
  a board seen twice keeps its best score.
* :func:`canonical_rows` and :func:`best_rows` do the same on int8 letter arrays,
  for callers that keep millions of boards as arrays (hill climbing's pool).

Example
-------
>>> from core.engine.board import parse_size
>>> found = BoardsFound(parse_size("33"))
>>> found.add("perlatdes", 545); found.add("deslatper", 545)   # a reflection: the same board
>>> found.sorted()
[('deslatper', 545)]
"""
from __future__ import annotations

from collections.abc import Iterable

import numpy as np

from .board import BLANK, Geometry, canonical_board, letters_to_string

__all__ = ["BoardsFound", "canonical_rows", "best_rows", "board_order"]

# Per face code, the rank of its board-string character: rows compare like their strings. a-z rank
# in code order; the extra letters rank by their characters (ñ before ö, though its code is later)
# and the face characters 1-5 and # before the letters.
_PLAIN = 26  # codes below this order like their characters: the fast path of English boards
_CHAR_RANK = np.argsort(np.argsort([ord(ch) for ch in letters_to_string(np.arange(BLANK + 1))],
                                   kind="stable"), kind="stable").astype(np.int8)


def board_order(item: tuple[str, int]) -> tuple[int, str]:
    """Sort key of ``(board, score)`` pairs: best score first, then board text."""
    return -item[1], item[0]


def canonical_rows(boards: np.ndarray, geom: Geometry) -> np.ndarray:
    """Each row (int8 face codes) turned to its canonical orientation: the smallest image under the
    symmetries, the one :func:`~core.engine.board.canonical_board` picks.

    The codes of a-z order like the letters, so for boards of a-z the smallest row is the
    smallest string; rows with other codes (``ä``, two-letter or blank faces) compare by
    their characters' order, so the result is always the smallest string.
    """
    boards = np.ascontiguousarray(boards, np.int8)
    images = boards[:, geom.symmetries]                # (m, nsym, n)
    keys = _CHAR_RANK[images] if images.size and images.max() >= _PLAIN else images
    alive = np.ones(images.shape[:2], bool)
    for col in range(geom.ncells):
        vals = np.where(alive, keys[:, :, col], np.int8(127))
        alive &= vals == vals.min(axis=1)[:, None]
    pick = alive.argmax(axis=1)
    return images[np.arange(len(boards)), pick]


def best_rows(boards: np.ndarray, scores: np.ndarray, limit: int | None = None) -> tuple[np.ndarray, np.ndarray]:
    """Distinct rows of ``boards`` with their scores, best first (ties: smaller row first), at most ``limit``.

    Rows must already be canonical (see :func:`canonical_rows`); a row given twice
    keeps the first score given for it.
    """
    boards = np.ascontiguousarray(boards, np.int8)
    keys = boards.view(np.dtype((np.void, boards.shape[1]))).ravel()
    _, idx = np.unique(keys, return_index=True)       # distinct rows in ascending order
    order = idx[np.argsort(-np.asarray(scores)[idx], kind="stable")][:limit]
    return boards[order], np.asarray(scores)[order]


class BoardsFound:
    """Distinct boards with their best scores, listed best first.

    Parameters
    ----------
    geometry : Geometry, optional
        Boards are turned to their canonical orientation for this geometry. Without
        one, boards are taken as given: callers merging lists that are already
        canonical (results of a break run).
    """

    def __init__(self, geometry: Geometry | None = None):
        self.geometry = geometry
        self._best: dict[str, int] = {}

    def add(self, board: str, score: int) -> None:
        """Record ``board`` with ``score`` (a board already present keeps its best score)."""
        if self.geometry is not None:
            board = canonical_board(board, self.geometry)
        self._put(board, int(score))

    def _put(self, board: str, score: int) -> None:
        if score > self._best.get(board, score - 1):
            self._best[board] = score

    def update(self, pairs: Iterable[tuple[str, int]]) -> BoardsFound:
        """Record every ``(board, score)`` pair; returns self."""
        for board, score in pairs:
            self.add(str(board), score)
        return self

    def add_rows(self, boards: np.ndarray, scores: np.ndarray, threshold: int | None = None) -> BoardsFound:
        """Record rows of int8 letters scoring at least ``threshold`` (all rows without one); returns self."""
        if self.geometry is None:
            raise ValueError("rows of letters need the geometry to be put in canonical orientation")
        scores = np.asarray(scores)
        keep = np.flatnonzero(scores >= threshold) if threshold is not None else np.arange(len(scores))
        if len(keep):
            for row, score in zip(canonical_rows(np.asarray(boards)[keep], self.geometry), scores[keep]):
                self._put(letters_to_string(row), int(score))
        return self

    def sorted(self) -> list[tuple[str, int]]:
        """Every board with its score: best score first, then board text."""
        return sorted(self._best.items(), key=board_order)

    def __len__(self) -> int:
        return len(self._best)

    def __contains__(self, board: str) -> bool:
        return board in self._best

    def get(self, board: str, default: int | None = None) -> int | None:
        return self._best.get(board, default)
