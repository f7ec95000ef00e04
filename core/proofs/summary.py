"""What a break run's results file holds, summed up: the break window's Results file page and
``boggle results FILE`` both show it.

A results file (:mod:`core.proofs.checkpoint`) is a header line and one JSON line per finished
class (:class:`core.proofs.tasks.ClassRecord`). :func:`summarize_results_file` reads one line by
line through the one results-file parser (:class:`core.proofs.checkpoint.ResultsReader`), with
progress and cancel, without ever writing to it (a torn last line is skipped, not cut off), and
turns it into a :class:`ResultsSummary`: the run's header, classes done out of the partition's
canonical classes when the partition is known (from the header, or recognised from the class
ids), the boards found, per-class times, the bound at the root and after each force (the
largest bound per level of the breaking tree), and the slowest classes. :func:`summary_lines`
is the same summary as text.

Functions
---------
summarize_results_file
    A :class:`ResultsSummary` of a file.
summary_lines
    The summary as lines of text (``boggle results``).
time_bin_edges, time_histogram
    The per-class time histogram on log-scale bins.
"""
from __future__ import annotations

import heapq
import math
import os
from array import array
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from ..engine.board import parse_size
from ..engine.boards_found import BoardsFound
from ..engine.cancel import Cancelled
from ..engine.rules import RULES
from ..engine.setup import Setup
from ..engine.textfile import TextFileError, TextFileProblem, file_sha256
from ..engine.wordlist import MAX_WORDLIST_BYTES, WordListError, resolve_wordlist
from .checkpoint import ResultsReader, header_method, open_results, results_label
from .classes import canonical_class_count, class_id_of, parse_class, parse_partition
from .tasks import BreakRunError, BreakRunProblem, ClassRecord

__all__ = ["ResultsSummary", "SlowClass", "summarize_results_file", "summary_lines", "time_bin_edges",
           "time_histogram", "SLOWEST_SHOWN", "MIN_BIN_SECONDS", "BINS_PER_DECADE", "format_seconds"]

#: Slowest classes listed.
SLOWEST_SHOWN = 20
#: Unions a summary adds up (a whole 3x4 run has about 1,900); classes of any further union
#: count alone among the slowest.
MAX_UNIONS = 200_000
#: Time bins per decade of the per-class time histogram.
BINS_PER_DECADE = 4
#: Shortest time a bin starts at (times below, including 0, count in the first bin).
MIN_BIN_SECONDS = 1e-4
#: Records checked against a known partition's class ids to recognise the partition.
PARTITION_CHECKS = 500
#: Lines read between progress reports and cancel checks.
_CHUNK_LINES = 2000


@dataclass(frozen=True)
class SlowClass:
    """One of the slowest classes: what its record says. For a union (``classes`` > 1), the
    union's text and its classes' times, nodes and boards added up."""

    seconds: float
    nodes: int
    root_bound: int
    levels: int
    boards: int
    class_id: int | None
    class_text: str
    classes: int = 1


@dataclass
class ResultsSummary:
    """What a results file holds (see :func:`summarize_results_file`).

    Attributes
    ----------
    path : str
    header : dict
        The run header as written (size, threshold, rules, word list, ...).
    classes : int
        Class lines read.
    total : int or None
        Canonical classes of the run's partition, when the partition is known.
    partition : str or None
        The partition, when the header names it or the class ids match a known one.
    partition_source : str
        ``"header"``, ``"recognised"`` or ``""``.
    boards : list of (str, int)
        Unique boards at or above the threshold, best first.
    times : ndarray
        Per-class seconds as recorded (wall seconds of the worker, or CPU seconds for
        benchmark runs), in file order.
    root_bounds : ndarray
        Per-class bound of the whole class.
    levels : list of ndarray
        ``levels[k]``: the largest bound at depth ``k`` of each class whose tree reached it
        (``levels[0]`` is the root; deeper levels come after each force).
    nodes : int
        Sum of the classes' tree nodes.
    slowest : list of SlowClass
        The slowest classes, slowest first; classes broken as one union count as one.
    torn_tail : bool
        The last line was torn (a run killed mid-write); it was skipped, the file left as is.
    setup : Setup or None
        Size, word list and rules the boards are scored with (None for unknown rules).
    wordlist_path : str or None
        A local file with the header's word list bytes (SHA-256), when one was found.
    file_bytes : int
        The file's size.
    unions : int
        Unions the classes were broken in (0: every class alone).
    """

    path: str
    header: dict
    classes: int
    total: int | None
    partition: str | None
    partition_source: str
    boards: list[tuple[str, int]]
    times: np.ndarray
    root_bounds: np.ndarray
    levels: list[np.ndarray]
    nodes: int
    slowest: list[SlowClass]
    torn_tail: bool = False
    setup: Setup | None = None
    wordlist_path: str | None = None
    file_bytes: int = 0
    unions: int = 0

    @property
    def threshold(self) -> int:
        return int(self.header.get("threshold", 0))

    @property
    def method(self) -> str:
        """The breaking method the header names (the default for files that name none)."""
        return header_method(self.header)

    @property
    def broken_at_root(self) -> int:
        """Classes whose bound at the root was already below the threshold."""
        return int((self.root_bounds < self.threshold).sum())

    @property
    def class_seconds(self) -> float:
        """Time in classes: the sum of the per-class times."""
        return float(self.times.sum()) if len(self.times) else 0.0

    def level_rows(self) -> list[tuple[int, int, int, int, int]]:
        """``(level, classes, median, 90th percentile, largest)`` bound per level, root first."""
        rows = []
        for k, bounds in enumerate(self.levels):
            if len(bounds):
                rows.append((k, len(bounds), int(np.median(bounds)), int(np.percentile(bounds, 90)),
                             int(bounds.max())))
        return rows


def time_bin_edges(times: np.ndarray, per_decade: int = BINS_PER_DECADE) -> np.ndarray:
    """Log-spaced bin edges (seconds) covering ``times``: ``per_decade`` bins per power of ten,
    from a power of ten at or below the shortest time (at least :data:`MIN_BIN_SECONDS`)."""
    t = np.asarray(times, float)
    positive = t[t > 0]
    low = max(MIN_BIN_SECONDS, float(positive.min())) if len(positive) else MIN_BIN_SECONDS
    high = max(float(t.max()) if len(t) else low, low)
    start = math.floor(math.log10(low))
    if 10.0 ** start > low:     # log10 rounds up just below a power of ten (999999.9999999999)
        start -= 1
    stop = math.floor(math.log10(high) * per_decade + 1e-9) / per_decade + 1 / per_decade
    stop = max(stop, start + 1 / per_decade)
    steps = int(round((stop - start) * per_decade))
    return 10.0 ** (start + np.arange(steps + 1) / per_decade)


def time_histogram(times: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """``(counts, edges)`` of the per-class times on :func:`time_bin_edges` (times under the
    first edge count in the first bin)."""
    edges = time_bin_edges(times)
    t = np.clip(np.asarray(times, float), edges[0], edges[-1])
    counts, _ = np.histogram(t, edges)
    return counts, edges


def _find_wordlist(header: dict, candidates: Iterable[str]) -> str | None:
    """A local file whose bytes are the header's word list (by SHA-256), or None."""
    sha = header.get("wordlist_sha256")
    name = header.get("wordlist")
    seen: set[str] = set()
    for spec in [name, *candidates]:
        if not spec:
            continue
        try:
            path = str(resolve_wordlist(str(spec)).resolve())
        except (WordListError, OSError, ValueError):
            continue
        if path in seen:
            continue
        seen.add(path)
        if not sha:
            return path if Path(path).stem == name else None
        try:
            if file_sha256(path, f"word list {path}", MAX_WORDLIST_BYTES) == sha:
                return path
        except (TextFileError, OSError):
            continue
    return None


def _setup_for(header: dict, wordlist_path: str | None) -> Setup | None:
    rules = header.get("rules", "standard")
    if rules not in RULES:
        return None
    geom = parse_size(str(header["size"]))
    sha = header.get("wordlist_sha256")
    try:
        return Setup(geom.width, geom.height, str(header.get("wordlist") or "unknown"), wordlist_path,
                     sha if isinstance(sha, str) else None, rules, RULES[rules].min_length,
                     str(header.get("language", "en")))
    except ValueError:
        return None


def _recognise_partition(header: dict, checked: list[tuple[int, str]],
                         partitions: Iterable[str]) -> tuple[str | None, str]:
    """The run's partition: the header's, or the first known one whose class ids match the records'."""
    geom = parse_size(str(header["size"]))
    language = header.get("language")
    given = header.get("partition")
    if isinstance(given, str) and given.strip():
        return given, "header"
    if not checked:
        return None, ""
    for text in partitions:
        try:
            part = parse_partition(text, geom, language=language)
            if all(class_id_of(part, parse_class(ct, geom, language=language)) == cid for cid, ct in checked):
                return text, "recognised"
        except (ValueError, KeyError):
            continue
    return None, ""


class _Slowest:
    """The :data:`SLOWEST_SHOWN` slowest entries seen, ties kept in file order."""

    def __init__(self) -> None:
        self.heap: list[tuple[float, int, SlowClass]] = []   # min-heap of (seconds, -line, entry)

    def offer(self, lineno: int, entry: SlowClass) -> None:
        item = (entry.seconds, -lineno, entry)
        if len(self.heap) < SLOWEST_SHOWN:
            heapq.heappush(self.heap, item)
        elif item[:2] > self.heap[0][:2]:
            heapq.heapreplace(self.heap, item)

    def slowest_first(self) -> list[SlowClass]:
        return [item[2] for item in sorted(self.heap, key=lambda e: (-e[0], -e[1]))]


@dataclass
class _Union:
    """A union's classes added up, with the line of its first class."""

    first_line: int
    root_bound: int
    levels: int
    seconds: float = 0.0
    nodes: int = 0
    boards: int = 0
    classes: int = 0


def summarize_results_file(path: str | os.PathLike, *, cancel: Callable[[], bool] | None = None,
                           progress: Callable[[int, int], None] | None = None, partitions: Iterable[str] = (),
                           wordlists: Iterable[str] = ()) -> ResultsSummary:
    """Read a results file line by line into a :class:`ResultsSummary`; the file is never written.

    Parameters
    ----------
    path : path
    cancel : callable, optional
        Checked every few thousand lines; when it returns True, raises
        :class:`core.engine.cancel.Cancelled`.
    progress : callable, optional
        Called as ``progress(kib_read, kib_total)``.
    partitions : iterable of str
        Partitions to recognise the run's classes by (their ids must match).
    wordlists : iterable of str
        Word list names or paths to look for the header's list in (by SHA-256).

    Raises
    ------
    BreakRunError
        The file cannot be read, or is not a results file (naming the line).
    Cancelled
        ``cancel`` said stop.
    """
    name = str(path)
    reader = ResultsReader(name)
    boards = BoardsFound()
    times = array("d")
    roots = array("q")
    levels: list[array] = []
    slowest = _Slowest()
    unions: dict[str, _Union] = {}
    checked: list[tuple[int, str]] = []
    nodes = 0
    count = 0
    with open_results(path) as fh:
        size = os.fstat(fh.fileno()).st_size
        try:
            for lineno, rec in reader.records(fh):
                count += 1
                _add(rec, lineno, boards, times, roots, levels, slowest, unions)
                nodes += rec.nodes
                if rec.class_id is not None and len(checked) < PARTITION_CHECKS:
                    checked.append((rec.class_id, rec.class_text))
                if lineno % _CHUNK_LINES == 0:
                    if cancel is not None and cancel():
                        raise Cancelled()
                    if progress is not None:
                        progress(fh.tell() // 1024, max(1, size // 1024))
        except OSError as exc:
            raise BreakRunError(TextFileProblem.UNREADABLE, file=results_label(name),
                                reason=exc.strerror or str(exc)) from None
    header = reader.header
    if header is None:
        problem = (BreakRunProblem.RESULTS_EMPTY if not size else BreakRunProblem.RESULTS_NO_COMPLETE_LINE
                   if not reader.lines else BreakRunProblem.RESULTS_BLANK)
        raise BreakRunError(problem, path=name)
    if checked and len(checked) < min(PARTITION_CHECKS, count):
        checked = []   # some classes have no id (a classes file): no partition to recognise
    partition, source = _recognise_partition(header, checked, partitions)
    total = header.get("total") if isinstance(header.get("total"), int) else None
    if total is None and partition is not None:
        try:
            total = canonical_class_count(parse_partition(partition, parse_size(str(header["size"])),
                                                          language=header.get("language")))
        except (ValueError, KeyError):
            total = None
    wordlist_path = _find_wordlist(header, wordlists)
    for union, u in unions.items():
        slowest.offer(u.first_line, SlowClass(u.seconds, u.nodes, u.root_bound, u.levels, u.boards, None, union,
                                              u.classes))
    return ResultsSummary(name, header, count, total, partition, source, boards.sorted(),
                          np.frombuffer(times, float).copy() if count else np.zeros(0),
                          np.frombuffer(roots, np.int64).copy() if count else np.zeros(0, np.int64),
                          [np.frombuffer(lv, np.int64).copy() for lv in levels], nodes, slowest.slowest_first(),
                          reader.torn, _setup_for(header, wordlist_path), wordlist_path, size, len(unions))


def _add(rec: ClassRecord, lineno: int, boards: BoardsFound, times: array, roots: array, levels: list[array],
         slowest: _Slowest, unions: dict[str, _Union]) -> None:
    """Count one class record in the running sums."""
    boards.update(rec.boards)
    times.append(rec.seconds)
    roots.append(rec.root_bound)
    for k, bound in enumerate(rec.bound_history):
        if k == len(levels):
            levels.append(array("q"))
        levels[k].append(bound)
    if rec.union is not None and (rec.union in unions or len(unions) < MAX_UNIONS):
        # The union was broken, not its classes one by one: it is one entry of the slowest.
        u = unions.setdefault(rec.union, _Union(lineno, rec.root_bound, len(rec.bound_history)))
        u.seconds += rec.seconds
        u.nodes += rec.nodes
        u.boards += len(rec.boards)
        u.classes += 1
    else:
        slowest.offer(lineno, SlowClass(rec.seconds, rec.nodes, rec.root_bound, len(rec.bound_history),
                                        len(rec.boards), rec.class_id, rec.class_text))


# --------------------------------------------------------------------------------------------
# As text


def format_seconds(s: float) -> str:
    """``1,234 s``, ``12.34 s`` or ``5.2 ms``: three significant figures or so."""
    if s >= 100:
        return f"{s:,.0f} s"
    if s >= 1:
        return f"{s:.2f} s"
    return f"{s * 1000:.1f} ms"


def summary_lines(s: ResultsSummary, boards: int | None = None, bar_width: int = 40) -> list[str]:
    """The summary as text, as the break window's Results file page shows it: the run, the
    classes done, the boards found (the best ``boards`` of them; None: all), the per-class time
    histogram, the bound per level and the slowest classes."""
    h = s.header
    sha = str(h.get("wordlist_sha256") or "")
    where = f"here: {s.wordlist_path}" if s.wordlist_path else "not found on this machine"
    language = f", language {h['language']}" if h.get("language") not in (None, "en") else ""
    out = [f"results file: {s.path} ({s.file_bytes / 2**20:.1f} MiB)",
           f"run: {h.get('size')}, threshold {s.threshold}, {h.get('rules')} rules, {s.method} method, "
           f"word list {h.get('wordlist')} (SHA-256 {sha[:12]}..., {where}){language}"]
    if s.partition:
        how = "named in the file" if s.partition_source == "header" else "recognised from the class ids"
        out.append(f"partition: {s.partition} ({how})")
    else:
        out.append("partition: unknown (classes from a file, or not a partition known here)")
    done = f"classes: {s.classes:,}" + (f" of {s.total:,} canonical ({100 * s.classes / s.total:.3g}%)"
                                        if s.total else " (total unknown)")
    out.append(done + (f", broken in {s.unions:,} unions" if s.unions else "")
               + f"; {s.broken_at_root:,} broken at the root (bound below {s.threshold})")
    out.append(f"time in classes: {format_seconds(s.class_seconds)}; tree nodes: {s.nodes:,}")
    if s.torn_tail:
        out.append("last line torn (a run was killed while writing it): skipped, the file is unchanged")
    shown = s.boards if boards is None else s.boards[:boards]
    out += ["", f"boards found: {len(s.boards)} at or above {s.threshold}"
            + (f" (the best {len(shown)} shown)" if len(shown) < len(s.boards) else "")]
    out += [f"  {board} {score}" for board, score in shown]
    if len(s.times):
        counts, edges = time_histogram(s.times)
        out += ["", f"time per class: {len(s.times):,} classes, median {format_seconds(float(np.median(s.times)))}, "
                    f"max {format_seconds(float(s.times.max()))}"]
        top = max(1, int(counts.max()))
        for n, low, high in zip(counts, edges[:-1], edges[1:]):
            bar = "#" * int(math.ceil(bar_width * n / top)) if n else ""
            out.append(f"  {format_seconds(float(low)):>9} - {format_seconds(float(high)):>9} {n:>9,} {bar}")
    rows = s.level_rows()
    if rows:
        out += ["", "bound per level (root, then after each force):",
                f"  {'level':<9} {'classes':>9} {'median':>8} {'90%':>8} {'max':>8}"]
        out += [f"  {'root' if k == 0 else f'force {k}':<9} {n:>9,} {med:>8} {p90:>8} {top_bound:>8}"
                for k, n, med, p90, top_bound in rows]
    if s.slowest:
        unions = " (a union of classes broken as one counts once)" if any(c.classes > 1 for c in s.slowest) else ""
        out += ["", f"slowest {len(s.slowest)} classes{unions}:",
                f"  {'time':>9} {'nodes':>13} {'root bound':>10} {'levels':>6} {'boards':>6} {'class id':>12}  class"]
        for c in s.slowest:
            ident = f"union of {c.classes}" if c.classes > 1 else "-" if c.class_id is None else str(c.class_id)
            out.append(f"  {format_seconds(c.seconds):>9} {c.nodes:>13,} {c.root_bound:>10} {c.levels:>6} "
                       f"{c.boards:>6} {ident:>12}  {c.class_text}")
    return out
