"""What breaking a class returns.

Both breaking methods (:mod:`core.proofs.breaker`, :mod:`core.proofs.orderly`)
build a :class:`BreakResult`; their re-scored candidate boards go through
:class:`core.engine.boards_found.BoardsFound`, like every list of found boards.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from .break_stats import BreakStats

__all__ = ["BreakResult"]


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
    stats : BreakStats
        Counters of the work (forces, bound calls, boards re-scored, ...).
    """

    class_text: str
    boards: list[tuple[str, int]]
    root_bound: int
    bound_history: list[int]
    nodes: int
    seconds: float
    trace: list[str] = field(default_factory=list)
    stats: BreakStats = field(default_factory=BreakStats)

    @property
    def broken(self) -> bool:
        """True if no board of the class reaches the threshold."""
        return not self.boards
