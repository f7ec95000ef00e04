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
group_classes
    Group a run's classes that differ only in their last cells (the corners) into units broken
    as one union.
normalize_class_text
    Validate one class and spell it with single spaces.
"""
from __future__ import annotations

import json
import math
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import NamedTuple

from ..engine.board import Geometry
from ..engine.errors import CodedError, MessageCode
from . import classes

__all__ = [
    "BreakRunError", "BreakRunProblem", "BreakTask", "ClassRecord", "normalize_class_text",
    "tasks_from_partition", "tasks_from_file", "tasks_from_class", "MAX_RUN_CLASSES", "MAX_CLASS_LINE",
    "BreakUnit", "group_classes", "union_cells", "corner_cells", "MAX_GROUPED_TASKS", "UNION_GROWTH",
    "MAX_UNION_CELLS", "BUDGET_UNION_CELLS", "max_union_cells",
]

#: Most classes one run lists (about 200 bytes each in memory, one line each in the results
#: file); larger partitions are sampled with a limit. 3x3 and 3x4 runs have about 35,000.
MAX_RUN_CLASSES = 2_000_000
#: Runs with more classes than this are not grouped (:func:`group_classes` indexes every class: the
#: 1,068,363 of the 4x4 run take about 17 CPU s and 250 MB more, benchmarks/bench_grouping.py).
MAX_GROUPED_TASKS = MAX_RUN_CLASSES
#: Longest line of a classes file, in bytes (a 6x6 class of full alphabets is under 1,000).
MAX_CLASS_LINE = 8192


class BreakRunProblem(MessageCode):
    """Why a run cannot start or go on (:class:`BreakRunError`): its input, its results file, its workers.

    ``path`` is a results file; ``reason`` an error underneath (or the system's words).
    """

    #: ``reason``: the class's :class:`~core.proofs.classes.ClassError`.
    BAD_CLASS = "breakrun.bad_class", "bad class {text!r}: {reason}"
    BAD_PARTITION = "breakrun.bad_partition", "bad partition {text!r}: {reason}"
    LIMIT_TOO_LARGE = ("breakrun.limit_too_large",
                       "limit {limit:,} is too large: a run holds at most {most:,} classes")
    TOO_MANY_CLASSES = ("breakrun.too_many_classes", "partition {partition!r} has {count:,} classes on a {size} "
                        "board (one per symmetry orbit), more than a run can list ({most:,}); break a random sample "
                        "(--limit K) or use fewer letter groups")
    THRESHOLD_NOT_WHOLE = ("breakrun.threshold_not_whole",
                           "threshold must be a whole number of at least 1, not {threshold!r}")
    THRESHOLD_TOO_BIG = "breakrun.threshold_too_big", "threshold must be at most {most}, not {threshold}"
    WORKERS = "breakrun.workers", "workers must be at least 1, not {workers}"
    #: ``least``: bytes (``least_mib`` in MiB).
    MEMORY_TOO_SMALL = ("breakrun.memory_too_small", "max_memory must be a whole number of bytes of at least "
                        "{least:,} ({least_mib} MiB), not {memory!r}")
    MEMORY_OVER_MACHINE = ("breakrun.memory_over_machine",
                           "max_memory {memory:,} bytes is more than this machine's memory ({machine:,} bytes)")
    #: A results file's name in messages about reading it (a phrase).
    RESULTS_FILE = "breakrun.results_file", "results file {path!r}"
    RESULTS_LINE_TOO_LONG = ("breakrun.results_line_too_long", "results file {path!r} line {line} is longer than "
                             "{limit_mib} MiB, longer than any result record")
    RESULTS_NOT_JSON = ("breakrun.results_not_json",
                        "{path!r} is not a results file of a break run: its first line is not JSON")
    RESULTS_EMPTY = "breakrun.results_empty", "{path!r} is not a results file of a break run: it is empty"
    RESULTS_NO_COMPLETE_LINE = ("breakrun.results_no_complete_line",
                                "{path!r} is not a results file of a break run: it has no complete line")
    RESULTS_BLANK = ("breakrun.results_blank",
                     "{path!r} is not a results file of a break run: it holds only blank lines")
    RESULTS_LINE_NOT_JSON = ("breakrun.results_line_not_json", "results file {path!r} line {line} is not a valid "
                             "result record (not JSON); fix or move the file")
    RESULTS_SECOND_HEADER = ("breakrun.results_second_header", "results file {path!r} line {line} is a second run "
                             "header (two files joined?); fix or move the file")
    RESULTS_NOT_CLASS = ("breakrun.results_not_class", "results file {path!r} line {line} is not a valid result "
                         "record (not a class record); fix or move the file")
    #: ``reason``: what is wrong with the record (the checker's words).
    RESULTS_BAD_RECORD = ("breakrun.results_bad_record", "results file {path!r} line {line} is not a valid result "
                          "record ({reason}); fix or move the file")
    RESULTS_NO_HEADER = ("breakrun.results_no_header", "results file {path!r} has no run header on its first line "
                         "(a results file starts with {{\"type\": \"run\", ...}}), so nothing says which run its "
                         "lines belong to; move it away")
    RESULTS_BAD_HEADER = ("breakrun.results_bad_header",
                          "results file {path!r} has a bad run header ({reason}); move it away")
    RESULTS_NEWER = ("breakrun.results_newer", "results file {path!r} was written by a newer version of boggle "
                     "(results format {version}; this one reads up to {supported}); it is left untouched")
    RESULTS_CANNOT_OPEN = "breakrun.results_cannot_open", "cannot open results file {path!r}: {reason}"
    RESULTS_DIRECTORY = "breakrun.results_directory", "results file {path!r} is a directory; give a file name"
    RESULTS_NOT_REGULAR = ("breakrun.results_not_regular",
                           "results file {path!r} is not a regular file; give a file on disk")
    RESULTS_TOO_BIG = ("breakrun.results_too_big", "results file {path!r} is larger than any results file "
                       "({size:,} bytes); choose another file")
    RESULTS_EXISTS = ("breakrun.results_exists",
                      "results file {path!r} already exists: resume it (--resume) or choose another file")
    RESULTS_IN_USE = ("breakrun.results_in_use", "results file {path!r} is in use by another run (it holds the "
                      "lock); wait for that run to end or choose another file")
    RESULTS_CANNOT_LOCK = "breakrun.results_cannot_lock", "cannot lock results file {path!r}: {reason}"
    #: ``key``: the header field that differs; ``theirs``: the file's value, ``ours``: this run's.
    RESULTS_OTHER_RUN = ("breakrun.results_other_run",
                         "results file {path!r} is from a different run ({key} {theirs!r}, this run {ours!r})")
    RESULTS_NOT_OURS = ("breakrun.results_not_ours", "results file {path!r} holds no results of a break run (no "
                        "complete line, and not the beginning of this run's header); it was left untouched: move "
                        "it away or choose another file")
    RESULTS_WRITE = "breakrun.results_write", "cannot write results file {path!r}: {reason}"
    #: A run stopped by ``reason`` (an error): :class:`~core.proofs.run.BreakRunAborted`.
    ABORTED_BEFORE = "breakrun.aborted_before", "{reason}; no class has run"
    ABORTED_SAVED = ("breakrun.aborted_saved",
                     "{reason}; {done} of {total} classes finished and are saved in {path!r}")
    ABORTED_NOT_SAVED = ("breakrun.aborted_not_saved",
                         "{reason}; {done} of {total} classes finished (not saved: the run has no results file)")


class BreakRunError(CodedError, ValueError):
    """Bad input for a run (partition, class, threshold, results file...); :attr:`code` is a
    :class:`BreakRunProblem` (or a :class:`~core.engine.textfile.TextFileProblem` of a file it reads)."""


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
    union : str or None
        The union class broken in its place, with other classes of the run that differ only in
        their last cells (:func:`group_classes`); ``root_bound`` and ``bound_history`` are then the
        union's (bounds for this class too), ``nodes`` and ``seconds`` this class's share. None:
        broken alone.
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
    union: str | None = None

    def to_json(self) -> str:
        """The record as one compact JSON line (without the newline)."""
        obj = {
            "type": "class", "id": self.class_id, "class": self.class_text,
            "boards": [[b, int(s)] for b, s in self.boards], "root_bound": self.root_bound,
            "bound_history": self.bound_history, "nodes": self.nodes, "seconds": round(self.seconds, 6),
        }
        if self.union is not None:
            obj["union"] = self.union
        return json.dumps(obj, separators=(",", ":"))

    @classmethod
    def from_json(cls, obj: dict) -> ClassRecord:
        """The record of a parsed ``"type": "class"`` line.

        Raises
        ------
        ValueError
            If the union is not text.
        """
        union = obj.get("union")
        if union is not None and not isinstance(union, str):
            raise ValueError("a class's union must be a class as text")
        return cls(obj.get("id"), obj["class"], [(str(b), int(s)) for b, s in obj.get("boards", [])],
                   obj.get("root_bound", 0), obj.get("bound_history", []), obj.get("nodes", 0),
                   float(obj.get("seconds", 0.0)), union=union)


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
        raise BreakRunError(BreakRunProblem.BAD_CLASS, text=text.strip(), reason=exc) from None
    return _class_text(board_class)


def _class_text(board_class) -> str:
    return " ".join(str(board_class).split())


def tasks_from_partition(geom: Geometry, partition: str, *, seed: int | None = 0,
                         limit: int | None = None, language=None) -> list[BreakTask]:
    """Canonical classes of ``partition`` on ``geom`` in shuffled order.

    ``language`` (code or :class:`~core.engine.language.Language`, default English) is the
    alphabet the partition covers (:func:`core.proofs.classes.parse_partition`).

    Which classes and in what order is :func:`core.proofs.classes.run_class_ids` (the one
    sampling policy): shuffled with ``seed`` (None keeps id order) so that progress and ETA are
    honest and the first ``limit`` classes are a representative slice of the whole run, or,
    for a partition of more than :data:`~core.proofs.classes.SAMPLE_ABOVE` canonical classes
    with a ``limit``, drawn at random without listing the rest. A partition with more than
    :data:`MAX_RUN_CLASSES` canonical classes is refused without a ``limit``.

    Raises
    ------
    BreakRunError
        For a bad partition, or one too large to list.
    """
    try:
        part = classes.parse_partition(partition, geom, language=language)
    except (ValueError, KeyError) as exc:
        raise BreakRunError(BreakRunProblem.BAD_PARTITION, text=partition.strip(), reason=exc) from None
    if limit is not None:
        limit = max(0, int(limit))
        if limit > MAX_RUN_CLASSES:
            raise BreakRunError(BreakRunProblem.LIMIT_TOO_LARGE, limit=limit, most=MAX_RUN_CLASSES)
    count = classes.canonical_class_count(part)
    if count > MAX_RUN_CLASSES and limit is None:
        raise BreakRunError(BreakRunProblem.TOO_MANY_CLASSES, partition=part.text, count=count, size=geom.name,
                            most=MAX_RUN_CLASSES)
    ids = classes.run_class_ids(part, limit, seed)
    return [BreakTask(int(i), _class_text(classes.class_from_id(part, int(i)))) for i in ids]


def tasks_from_file(path: str | os.PathLike, geom: Geometry, *, limit: int | None = None,
                    language=None) -> list[BreakTask]:
    """Classes listed one per line in a text file (blank lines and ``#`` comments skipped),
    in ``language`` (default English).

    The file is read line by line and no further than ``limit`` distinct classes,
    so a pipe or an endless file costs bounded memory: a line longer than
    :data:`MAX_CLASS_LINE` bytes, or more than :data:`MAX_RUN_CLASSES` classes, is
    an error. It is read as every text file a user gives (:mod:`core.engine.textfile`):
    UTF-8 with or without a byte-order mark, or UTF-16 with one; a line that is not
    UTF-8, or a binary file, is refused.

    Raises
    ------
    BreakRunError
        Naming the file and line of a bad class, or why the file cannot be read.
    """
    from ..engine.textfile import TextReader
    p = Path(path)
    name = str(p)
    label = f"classes file {name!r}"
    tasks: list[BreakTask] = []
    seen: set[str] = set()
    try:
        # Opened as it is (a pipe may feed a run); TextReader refuses binary input and bounds each line.
        with open(p, "rb", buffering=0) as f:
            lines = TextReader(f, label, max_line_bytes=MAX_CLASS_LINE, error=BreakRunError).lines()
            for lineno, line in lines:
                if limit is not None and len(tasks) >= limit:
                    break
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


class BreakUnit(NamedTuple):
    """Classes broken together as one: ``union`` is a class text that holds each of ``tasks`` in
    some orientation (or None: one task, broken as it is)."""

    tasks: tuple[BreakTask, ...]
    union: str | None = None


#: What a union costs as it covers twice the classes (measured on the 3x4 run: breaking a union
#: of 2, 4, 8 and 16 of its classes cost 1.7 to 1.8 times a union of half as many;
#: docs/algorithms.md#classes-broken-as-unions). A union is made when it holds at least
#: ``covered ** log2(UNION_GROWTH)`` of the run's classes.
UNION_GROWTH = 1.7
#: Most cells a union may open: the corners, and on 3x4 the middle cells of the short sides too,
#: which come just before the corners in split order (a union of 144 classes there cost 0.8 of
#: nine unions of 16 over the corners; docs/algorithms.md#classes-broken-as-unions).
MAX_UNION_CELLS = 6
#: Most cells a union may open when breaking runs within a memory budget: the corners. Such
#: larger unions are split on their first cell until they fit, which costs more than they save
#: (three unions of 144 3x4 classes within 480 MiB: 73.9 CPU s, against 40.3 for their unions
#: over the corners; docs/algorithms.md#classes-broken-as-unions).
BUDGET_UNION_CELLS = 4


def max_union_cells(max_memory: int | None) -> int:
    """How many cells a run's unions may open: :data:`BUDGET_UNION_CELLS` within a memory budget,
    else :data:`MAX_UNION_CELLS`."""
    return MAX_UNION_CELLS if max_memory is None else BUDGET_UNION_CELLS


def union_cells(geom: Geometry, max_cells: int = MAX_UNION_CELLS) -> list[int]:
    """The cells in which the classes of a union may differ, in split order.

    The longest run of cells at the end of the split order that the board's symmetries map onto
    itself, of at most ``max_cells`` cells: the corners (last in split order: fewest neighbours,
    fewest paths, never forced), and on 3x4 the two middle cells of the short sides.
    """
    order = classes.split_order(geom).tolist()
    perms = [list(map(int, p)) for p in geom.symmetries]
    best: list[int] = []
    for k in range(1, min(max_cells, len(order)) + 1):
        tail = set(order[-k:])
        if all({p[c] for c in tail} == tail for p in perms):
            best = order[-k:]
    return best


def corner_cells(geom: Geometry) -> list[int]:
    """The four corner cells, last in split order (fewest neighbours, fewest paths)."""
    return [i for i, (x, y) in enumerate(geom.xy.tolist())
            if x in (0, geom.width - 1) and y in (0, geom.height - 1)]


def group_classes(tasks: list[BreakTask], geom: Geometry, max_cells: int = MAX_UNION_CELLS) -> list[BreakUnit]:
    """The tasks as units of work: classes that differ only in their last cells, broken as one.

    Classes of a run that have the same letter sets on every cell but the :func:`union_cells`
    (the corners; on 3x4 also the middle cells of the short sides), in some orientation, are
    broken as one *union* class, which holds on each of those cells every letter the classes
    have there; each class's boards are then those of the union that it holds. A union of
    twice the classes costs about :data:`UNION_GROWTH` times as much, so a group is broken as
    one union when it fills enough of the union (a whole run's groups do), and is otherwise
    split on one of its cells (edge cells first, then corners, latest in split order first),
    down to single classes. Units keep the order of their first class, so any prefix is still a
    fair slice; every task is in exactly one unit. Runs of more than :data:`MAX_GROUPED_TASKS`
    tasks are not grouped. ``max_cells`` caps the cells a union opens (:func:`max_union_cells`:
    the corners only within a memory budget).
    """
    if len(tasks) > MAX_GROUPED_TASKS:
        return [BreakUnit((t,)) for t in tasks]
    opened = union_cells(geom, max_cells)
    corners = set(corner_cells(geom))
    # Split order within a group: the edge cells first (a union over them gains least), then the
    # corners, latest in split order first.
    late = [c for c in opened if c not in corners] + [c for c in opened[::-1] if c in corners]
    inner = [c for c in range(geom.ncells) if c not in opened]
    perms = [list(map(int, p)) for p in geom.symmetries]
    # An image of a class reads cell c of it at perm[c]; its inner cells, joined by spaces, compare as
    # the list of its inner letter sets would (a space sorts before every letter).
    inner_reads = [[perm[c] for c in inner] for perm in perms]
    exponent = math.log2(UNION_GROWTH)
    groups: dict[str, list[tuple[int, list[int]]]] = {}
    units: list[tuple[int, BreakUnit]] = []
    for i, t in enumerate(tasks):
        sets = t.class_text.split()
        if len(sets) != geom.ncells:   # not a class of this size: alone, where the breaker names it
            units.append((i, BreakUnit((t,))))
            continue
        # The orientations whose inner cells come first: classes that differ only in the union's
        # cells meet there whatever orientation the run lists them in. Only the orientations are
        # kept (a million classes of a 4x4 run are grouped in this process).
        keys = [" ".join([sets[c] for c in reads]) for reads in inner_reads]
        key = min(keys)
        groups.setdefault(key, []).append((i, [k for k, x in enumerate(keys) if x == key]))
    for found in groups.values():
        oriented = [(i, [[sets[p] for p in perms[k]] for k in ks])
                    for i, ks in found for sets in [tasks[i].class_text.split()]]
        # Where the inner cells are symmetric a class has several such orientations: take the
        # one closest to the group's first class, so the union covers as few classes as it can.
        first = min(oriented[0][1], key=lambda im: [im[c] for c in late])
        members = [(i, first if k == 0 else min(
            images, key=lambda im: (sum(im[c] != first[c] for c in late), [im[c] for c in late])))
            for k, (i, images) in enumerate(oriented)]
        _cover(tasks, members, late, exponent, units)
    units.sort(key=lambda item: item[0])
    return [unit for _, unit in units]


def _cover(tasks, members, late, exponent, out) -> None:
    """Append units covering ``members`` ((task index, oriented sets)) to ``out``."""
    first = min(i for i, _ in members)
    if len(members) == 1:
        out.append((first, BreakUnit((tasks[first],))))
        return
    distinct = {c: sorted({image[c] for _, image in members}) for c in late}
    covered = math.prod(len(d) for d in distinct.values())
    letters = {c: "".join(sorted(set("".join(d)))) for c, d in distinct.items()}
    if len(members) >= covered ** exponent and all(len(u) <= classes.MAX_CELL_LETTERS for u in letters.values()):
        union = list(members[0][1])
        for c, u in letters.items():
            union[c] = u
        out.append((first, BreakUnit(tuple(tasks[i] for i, _ in sorted(members, key=lambda m: m[0])),
                                     " ".join(union))))
        return
    cell = next(c for c in late if len(distinct[c]) > 1)
    for part in distinct[cell]:
        _cover(tasks, [m for m in members if m[1][cell] == part], late, exponent, out)
