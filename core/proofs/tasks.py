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
pair_siblings
    Group a run's classes into pairs that differ in one corner, broken together.
normalize_class_text
    Validate one class and spell it with single spaces.
"""
from __future__ import annotations

import itertools
import json
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import NamedTuple

from ..engine.board import Geometry
from . import classes

__all__ = [
    "BreakRunError", "BreakTask", "ClassRecord", "normalize_class_text",
    "tasks_from_partition", "tasks_from_file", "tasks_from_class", "MAX_RUN_CLASSES", "MAX_CLASS_LINE",
    "pair_siblings", "MAX_PAIRED_TASKS",
]

#: Most classes one run lists (about 200 bytes each in memory, one line each in the results
#: file); larger partitions are sampled with a limit. 3x3 and 3x4 runs have about 35,000.
MAX_RUN_CLASSES = 2_000_000
#: Runs with more classes than this are not paired (:func:`pair_siblings` indexes every class).
MAX_PAIRED_TASKS = 250_000
#: Longest line of a classes file, in bytes (a 6x6 class of full alphabets is under 1,000).
MAX_CLASS_LINE = 8192


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
    peak_rss : int
        Peak resident memory in bytes of the process that broke the class, when it finished
        (0: not measured; not stored).
    """

    class_id: int | None
    class_text: str
    boards: list[tuple[str, int]]
    root_bound: int
    bound_history: list
    nodes: int
    seconds: float
    trace: list[str] = field(default_factory=list, repr=False)
    peak_rss: int = field(default=0, repr=False)

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


def normalize_class_text(text: str, geom: Geometry, language=None) -> str:
    """Validate a class (its letters those of ``language``, default English) and return it with
    single spaces between cells.

    Raises
    ------
    BreakRunError
        Naming the problem (wrong number of cells, bad letters...).
    """
    try:
        board_class = classes.parse_class(text, geom, language=language)
    except (ValueError, KeyError) as exc:
        raise BreakRunError(f"bad class {text.strip()!r}: {exc}") from None
    return _class_text(board_class)


def _class_text(board_class) -> str:
    return " ".join(str(board_class).split())


def tasks_from_partition(geom: Geometry, partition: str, *, seed: int | None = 0,
                         limit: int | None = None, language=None) -> list[BreakTask]:
    """Canonical classes of ``partition`` on ``geom`` in shuffled order.

    ``language`` (code or :class:`~core.engine.language.Language`, default English) is the
    alphabet the partition covers (:func:`core.proofs.classes.parse_partition`).

    The order is shuffled (reproducibly with ``seed``; None keeps id order) so
    that progress and ETA are honest and the first ``limit`` classes are a
    representative slice of the whole run. The classes are counted first: a
    partition with more than :data:`MAX_RUN_CLASSES` canonical classes is refused
    without a ``limit``, and with one its classes are drawn at random without
    listing the rest (:func:`core.proofs.classes.sample_canonical_ids`; always in
    random order, seed 0 when ``seed`` is None).

    Raises
    ------
    BreakRunError
        For a bad partition, or one too large to list.
    """
    try:
        part = classes.parse_partition(partition, geom, language=language)
    except (ValueError, KeyError) as exc:
        raise BreakRunError(f"bad partition {partition.strip()!r}: {exc}") from None
    if limit is not None:
        limit = max(0, int(limit))
        if limit > MAX_RUN_CLASSES:
            raise BreakRunError(f"limit {limit:,} is too large: a run holds at most {MAX_RUN_CLASSES:,} classes")
    count = classes.canonical_class_count(part)
    if count <= MAX_RUN_CLASSES:
        ids = classes.canonical_class_ids(part, shuffle_seed=seed)
        if limit is not None:
            ids = ids[:limit]
    elif limit is None:
        raise BreakRunError(
            f"partition {part.text!r} has {count:,} classes on a {geom.name} board (one per symmetry orbit), "
            f"more than a run can list ({MAX_RUN_CLASSES:,}); break a random sample (--limit K) "
            f"or use fewer letter groups")
    else:
        ids = classes.sample_canonical_ids(part, min(limit, count), seed=0 if seed is None else seed)
    return [BreakTask(int(i), _class_text(classes.class_from_id(part, int(i)))) for i in ids]


def tasks_from_file(path: str | os.PathLike, geom: Geometry, *, limit: int | None = None,
                    language=None) -> list[BreakTask]:
    """Classes listed one per line in a text file (blank lines and ``#`` comments skipped),
    in ``language`` (default English).

    The file is read line by line and no further than ``limit`` distinct classes,
    so a pipe or an endless file costs bounded memory: a line longer than
    :data:`MAX_CLASS_LINE` bytes, or more than :data:`MAX_RUN_CLASSES` classes, is
    an error.

    Raises
    ------
    BreakRunError
        Naming the file and line of a bad class, or why the file cannot be read.
    """
    p = Path(path)
    name = str(p)
    tasks: list[BreakTask] = []
    seen: set[str] = set()
    try:
        with open(p, "rb") as f:
            for lineno in itertools.count(1):
                if limit is not None and len(tasks) >= limit:
                    break
                raw = f.readline(MAX_CLASS_LINE + 1)
                if not raw:
                    break
                if len(raw) > MAX_CLASS_LINE:
                    raise BreakRunError(f"classes file {name!r} line {lineno} is longer than {MAX_CLASS_LINE} "
                                        f"bytes: not a file of board classes")
                try:
                    line = raw.decode("utf-8")
                except UnicodeDecodeError:
                    raise BreakRunError(f"classes file {name!r} line {lineno} is not UTF-8 text") from None
                text = line.split("#", 1)[0].strip()
                if not text:
                    continue
                try:
                    norm = normalize_class_text(text, geom, language)
                except BreakRunError as exc:
                    raise BreakRunError(f"{p.name} line {lineno}: {exc}") from None
                if norm in seen:
                    continue
                if len(tasks) >= MAX_RUN_CLASSES:
                    raise BreakRunError(f"classes file {name!r} lists more than {MAX_RUN_CLASSES:,} classes, more "
                                        f"than a run can hold: split it, or break the first ones (--limit K)")
                seen.add(norm)
                tasks.append(BreakTask(None, norm))
    except IsADirectoryError:
        raise BreakRunError(f"classes file {name!r} is a directory") from None
    except OSError as exc:
        raise BreakRunError(f"cannot read classes file {name!r}: {exc.strerror or exc}") from None
    if not tasks and limit != 0:
        raise BreakRunError(f"classes file {name!r} lists no classes")
    return tasks


def tasks_from_class(text: str, geom: Geometry, language=None) -> list[BreakTask]:
    """A run of one class (its letters those of ``language``, default English)."""
    return [BreakTask(None, normalize_class_text(text, geom, language))]


def pair_siblings(tasks: list[BreakTask], geom: Geometry) -> list[list[BreakTask]]:
    """The tasks as units of work: pairs of classes that differ in one of the last four cells
    in split order (the corners of 3x4 and 4x4, where most paths do not pass), with no letter
    in common there, and single classes.

    Each pair is collected and sorted once (:meth:`core.proofs.breaker.Breaker.break_pair`). A
    class pairs with the first unpaired sibling after it, trying the latest cell in split order
    first; units keep the order of their first class, so any prefix is still a fair slice.
    Every task is in exactly one unit. More than :data:`MAX_PAIRED_TASKS` tasks are not paired.
    """
    if len(tasks) > MAX_PAIRED_TASKS:
        return [[t] for t in tasks]
    cells = [int(c) for c in classes.split_order(geom)[::-1][:4]]
    sets = [t.class_text.split() for t in tasks]
    index: dict = {}
    for i, s in enumerate(sets):
        if len(s) != geom.ncells:
            continue
        for c in cells:
            index.setdefault((c, " ".join(s[:c] + ["*"] + s[c + 1:])), []).append(i)
    used = [False] * len(tasks)
    units = []
    for i, s in enumerate(sets):
        if used[i]:
            continue
        used[i] = True
        partner = None
        if len(s) == geom.ncells:
            for c in cells:
                for j in index[(c, " ".join(s[:c] + ["*"] + s[c + 1:]))]:
                    if (not used[j] and not set(s[c]) & set(sets[j][c])
                            and len(s[c]) + len(sets[j][c]) <= classes.MAX_CELL_LETTERS):
                        partner = j
                        break
                if partner is not None:
                    break
        if partner is None:
            units.append([tasks[i]])
        else:
            used[partner] = True
            units.append([tasks[i], tasks[partner]])
    return units
