"""What breaking a class returns, and the one way found boards are collected.

Both breaking methods (:mod:`core.proofs.breaker`, :mod:`core.proofs.orderly`)
build a :class:`BreakResult`; :func:`sorted_boards` turns re-scored candidate
boards into the de-duplicated, canonical, best-first list every report uses.
"""
from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from ..engine.board import Geometry, canonical_board, letters_to_string

__all__ = ["BreakResult", "sorted_boards"]


@dataclass
class BreakResult:
    """What breaking one class found.

    Attributes
    ----------
    class_text : str
    boards : list of (str, int)
        Every board of the class with true score >= threshold, in canonical orientation,
        de-duplicated, sorted by score (highest first) then board.
    root_bound : int
        The bound of the whole class.
    bound_history : list of int
        The largest bound seen at each level of the breaking tree (root first).
    nodes : int
        Work done: tree nodes allocated, by the build and by every force (orderly), or
        sub-classes bounded (2009).
    seconds : float
    trace : list of str
        The breaking tree (split cell, sub-class, bound), when asked for.
    stats : dict
        Method-specific counters (forces, bound calls, boards re-scored, ...).
    """

    class_text: str
    boards: list[tuple[str, int]]
    root_bound: int
    bound_history: list[int]
    nodes: int
    seconds: float
    trace: list[str] = field(default_factory=list)
    stats: dict = field(default_factory=dict)

    @property
    def broken(self) -> bool:
        """True if no board of the class reaches the threshold."""
        return not self.boards


def sorted_boards(boards: np.ndarray, scores: np.ndarray, threshold: int, geom: Geometry) -> list[tuple[str, int]]:
    """The boards scoring at least ``threshold``, canonical, de-duplicated, best first.

    Parameters
    ----------
    boards : ndarray of int8, shape (n, ncells)
        Letter codes of candidate boards.
    scores : ndarray, shape (n,)
        Their exact scores.
    threshold : int
    geom : Geometry

    Returns
    -------
    list of (str, int)
        Sorted by score (highest first), then board text.
    """
    found: dict[str, int] = {}
    for i in np.flatnonzero(scores >= threshold):
        found[canonical_board(letters_to_string(boards[i]), geom)] = int(scores[i])
    return sorted(found.items(), key=lambda kv: (-kv[1], kv[0]))
