"""The counters a breaking method reports for one class (``BreakResult.stats``)."""
from __future__ import annotations

from dataclasses import dataclass, fields

__all__ = ["BreakStats"]

#: Fields a class broken in parts reports the largest of (the others add up).
_LARGEST = ("max_multi", "init_words", "peak_words", "part_paths")


@dataclass
class BreakStats:
    """What breaking one class took.

    The orderly method fills every field but ``subclasses``; the 2009 method fills ``boards_tested``
    and ``subclasses``. A class broken in parts (split for its paths, or under a memory budget)
    reports their sums, except ``max_multi``, ``init_words``, ``peak_words`` and ``part_paths``,
    their largest.

    Attributes
    ----------
    n_paths, n_paths_uniq : int
        Word paths collected for the class's tree, and those left once the same word on the same
        cells is counted once.
    part_paths : int
        Word paths collected for the largest part's tree: the most path records (and sort
        scratch) held at once. ``n_paths`` unless the class was broken in parts.
    n_force, n_bound : int
        Forces made, and OrderlyBound calls.
    boards_tested : int
        Boards whose bound could reach the threshold (OrderlyBound's list, or the 2009 method's
        candidates), each then scored exactly or ruled out.
    boards_searched : int
        Of those, the boards searched exactly; the orderly method rules the others out a group at
        a time (docs/algorithms.md#scoring-the-listed-boards).
    init_nodes, total_nodes : int
        Tree nodes made by the build, and by the build and every force.
    init_words : int
        The arena's 4-byte words the built tree takes.
    forces_over_budget : int
        Forces (or one letter's tree of a force) that did not fit the memory budget and were
        bounded by OrderlyBound instead.
    peak_words : int
        The arena's largest use, in 4-byte words.
    max_multi : int
        The largest Multi score of a board listed by OrderlyBound.
    subclasses : int
        The 2009 method: sub-classes bounded.
    parts : int
        Parts the class was broken in (1 unless it had more paths than ``max_paths`` or did not
        fit the memory budget).
    """

    n_paths: int = 0
    n_paths_uniq: int = 0
    n_force: int = 0
    n_bound: int = 0
    boards_tested: int = 0
    boards_searched: int = 0
    init_nodes: int = 0
    total_nodes: int = 0
    init_words: int = 0
    forces_over_budget: int = 0
    peak_words: int = 0
    max_multi: int = 0
    subclasses: int = 0
    parts: int = 1
    part_paths: int = 0

    @classmethod
    def combined(cls, parts: list[BreakStats]) -> BreakStats:
        """The stats of a class broken as ``parts``: sums, but the largest ``max_multi`` and memory figures."""
        out = cls(parts=0)
        for p in parts:
            for f in fields(cls):
                a, b = getattr(out, f.name), getattr(p, f.name)
                setattr(out, f.name, max(a, b) if f.name in _LARGEST else a + b)
        return out
