"""The classes of a break run and what breaking one of them found.

A run is a list of :class:`BreakTask` (a class id under the run's partition, or
None, and the class as text). The lists come from an alphabet partition (one
class per symmetry orbit, shuffled so that progress is honest and any prefix is a
representative slice), from a text file with one class per line, or from one
class. Breaking a task yields a :class:`ClassRecord`, which is also one line of
the results file (:mod:`core.proofs.checkpoint`).

Functions
---------
tasks_from_partition, tasks_from_file, tasks_from_class
    The classes of a run.
normalize_class_text
    Validate one class and spell it with single spaces.
"""
from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import NamedTuple

from ..engine.board import Geometry
from . import classes

__all__ = [
    "BreakRunError", "BreakTask", "ClassRecord", "normalize_class_text",
    "tasks_from_partition", "tasks_from_file", "tasks_from_class",
]


class BreakRunError(ValueError):
    """Bad input for a run (partition, class, threshold, results file...)."""


class BreakTask(NamedTuple):
    """One class to break: its id under the partition (or None) and its text."""

    class_id: int | None
    class_text: str


@dataclass
class ClassRecord:
    """What breaking one class found; one line of the results file.

    Attributes
    ----------
    class_id : int or None
        Id under the run's partition (None for classes given as text).
    class_text : str
        Letter sets per cell, separated by single spaces.
    boards : list of (str, int)
        Every board of the class scoring at least the threshold, in canonical
        orientation, best first.
    root_bound : int
        Upper bound of the whole class.
    bound_history : list
        The breaker's bound per level (see :class:`core.proofs.result.BreakResult`).
    nodes : int
        Nodes of the breaking tree.
    seconds : float
        Time spent breaking the class (in the worker).
    trace : list of str
        Breaking-tree log lines when the run asked for a trace (not stored).
    """

    class_id: int | None
    class_text: str
    boards: list[tuple[str, int]]
    root_bound: int
    bound_history: list
    nodes: int
    seconds: float
    trace: list[str] = field(default_factory=list, repr=False)

    def to_json(self) -> str:
        """The record as one compact JSON line (without the newline)."""
        return json.dumps({
            "type": "class", "id": self.class_id, "class": self.class_text,
            "boards": [[b, int(s)] for b, s in self.boards], "root_bound": self.root_bound,
            "bound_history": self.bound_history, "nodes": self.nodes, "seconds": round(self.seconds, 6),
        }, separators=(",", ":"))

    @classmethod
    def from_json(cls, obj: dict) -> ClassRecord:
        """The record of a parsed ``"type": "class"`` line."""
        return cls(obj.get("id"), obj["class"], [(str(b), int(s)) for b, s in obj.get("boards", [])],
                   obj.get("root_bound", 0), obj.get("bound_history", []), obj.get("nodes", 0),
                   float(obj.get("seconds", 0.0)))


def normalize_class_text(text: str, geom: Geometry) -> str:
    """Validate a class and return it with single spaces between cells.

    Raises
    ------
    BreakRunError
        Naming the problem (wrong number of cells, bad letters...).
    """
    try:
        board_class = classes.parse_class(text, geom)
    except (ValueError, KeyError) as exc:
        raise BreakRunError(f"bad class {text.strip()!r}: {exc}") from None
    return _class_text(board_class)


def _class_text(board_class) -> str:
    return " ".join(str(board_class).split())


def tasks_from_partition(geom: Geometry, partition: str, *, seed: int | None = 0,
                         limit: int | None = None) -> list[BreakTask]:
    """Canonical classes of ``partition`` on ``geom`` in shuffled order.

    The order is shuffled (reproducibly with ``seed``; None keeps id order) so
    that progress and ETA are honest and the first ``limit`` classes are a
    representative slice of the whole run.
    """
    try:
        part = classes.parse_partition(partition, geom)
    except (ValueError, KeyError) as exc:
        raise BreakRunError(f"bad partition {partition.strip()!r}: {exc}") from None
    ids = classes.canonical_class_ids(part, shuffle_seed=seed)
    if limit is not None:
        ids = ids[:max(0, int(limit))]
    return [BreakTask(int(i), _class_text(classes.class_from_id(part, int(i)))) for i in ids]


def tasks_from_file(path: str | os.PathLike, geom: Geometry, *, limit: int | None = None) -> list[BreakTask]:
    """Classes listed one per line in a text file (blank lines and ``#`` comments skipped)."""
    p = Path(path)
    try:
        lines = p.read_text(encoding="utf-8").splitlines()
    except UnicodeDecodeError:
        raise BreakRunError(f"classes file {str(p)!r} is not UTF-8 text") from None
    except OSError as exc:
        raise BreakRunError(f"cannot read classes file {str(p)!r}: {exc.strerror or exc}") from None
    tasks: list[BreakTask] = []
    seen: set[str] = set()
    for lineno, line in enumerate(lines, 1):
        text = line.split("#", 1)[0].strip()
        if not text:
            continue
        try:
            norm = normalize_class_text(text, geom)
        except BreakRunError as exc:
            raise BreakRunError(f"{p.name} line {lineno}: {exc}") from None
        if norm not in seen:
            seen.add(norm)
            tasks.append(BreakTask(None, norm))
    if not tasks:
        raise BreakRunError(f"classes file {str(p)!r} lists no classes")
    if limit is not None:
        tasks = tasks[:max(0, int(limit))]
    return tasks


def tasks_from_class(text: str, geom: Geometry) -> list[BreakTask]:
    """A run of one class."""
    return [BreakTask(None, normalize_class_text(text, geom))]
