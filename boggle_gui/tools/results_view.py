"""A break run's results file, summarised: the "Results file" page of the break window.

A results file (``boggle break --results``, a Dask run, or this window's own runs;
:mod:`core.proofs.checkpoint`) is a header line and one JSON line per finished
class (:class:`core.proofs.tasks.ClassRecord`). :func:`summarize_results_file`
reads one line by line, with progress and cancel, without ever writing to it (a
torn last line is skipped, not cut off), and turns it into a
:class:`ResultsSummary`: the run's header, classes done out of the partition's
canonical classes when the partition is known (from the header, or recognised
from the class ids), the boards found, per-class times, the bound at the root and
after each force (the largest bound per level of the breaking tree), and the
slowest classes. Anything that is not a results file is refused with a
:class:`ResultsFileError` naming the line.

:class:`ResultsView` shows a summary: the header, the boards table (double-click
opens a board in Solve a board, "Play this board" plays it), a histogram of
per-class times on log-scale bins (pyqtgraph, imported when the first file is
shown), the bound per level (classes reaching it, median, 90th percentile and
largest bound) and the 20 slowest classes. Reading runs in the app's job runner.
"""
from __future__ import annotations

import heapq
import json
import math
import os
import stat
from array import array
from dataclasses import dataclass
from pathlib import Path

import numpy as np
from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QProgressBar,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from core.engine.board import parse_size
from core.engine.boards_found import BoardsFound
from core.engine.language import LANGUAGES as BOARD_LANGUAGES
from core.engine.rules import RULES
from core.engine.setup import Setup
from core.engine.textfile import TextFileError, file_sha256
from core.engine.wordlist import MAX_WORDLIST_BYTES
from core.proofs.checkpoint import RecordChecker, check_header
from core.proofs.tasks import BreakRunError, ClassRecord

from ..shared.data_names import language_name, rules_name
from ..shared.jobs import Job, JobContext, runner
from ..widgets.buttons import push_button

__all__ = ["ResultsFileError", "ResultsSummary", "SlowClass", "summarize_results_file", "read_results_job",
           "time_bin_edges", "ResultsView", "SLOWEST_SHOWN", "MAX_LINE_BYTES"]

#: Slowest classes listed.
SLOWEST_SHOWN = 20
#: Unions a summary adds up (a whole 3x4 run has about 1,900); classes of any further union
#: count alone among the slowest.
MAX_UNIONS = 200_000
#: Longest line read (a class with thousands of boards is well under this); longer: not a results file.
MAX_LINE_BYTES = 64 * 2**20
#: Time bins per decade of the per-class time histogram.
BINS_PER_DECADE = 4
#: Shortest time a bin starts at (times below, including 0, count in the first bin).
MIN_BIN_SECONDS = 1e-4
#: Records checked against a known partition's class ids to recognise the partition.
PARTITION_CHECKS = 500
#: Lines read between progress reports and cancel checks.
_CHUNK_LINES = 2000


class ResultsFileError(ValueError):
    """The file cannot be read as a results file; the message names the file and the problem."""


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
    unions : int
        Unions the classes were broken in (0: every class alone).
    torn_tail : bool
        The last line was torn (a run killed mid-write); it was skipped, the file left as is.
    setup : Setup or None
        Size, word list and rules the boards are scored with (None for unknown rules).
    wordlist_path : str or None
        A local file with the header's word list bytes (SHA-256), when one was found.
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


# --------------------------------------------------------------------------------------------
# Reading (in a job's thread; no widgets: Qt's translate is thread-safe)


def _tr(text):
    return QCoreApplication.translate("ResultsView", text)


def _bad(name: str, problem: str) -> ResultsFileError:
    return ResultsFileError(_tr("{name} is not a results file of a break run: {problem}").format(
        name=repr(name), problem=problem))


def _check_header(obj, name: str) -> dict:
    """The run header, checked as a resumed run checks it (:func:`core.proofs.checkpoint.check_header`)."""
    if not isinstance(obj, dict) or obj.get("type") != "run":
        raise _bad(name, _tr("its first line is not a run header (a results file starts with "
                             "{\"type\": \"run\", ...})"))
    try:
        return check_header(obj, name)
    except BreakRunError as exc:
        raise ResultsFileError(str(exc)) from None


def _record(obj, checker: RecordChecker, name: str, lineno: int) -> ClassRecord:
    """A class record checked as a resumed run checks it (:class:`core.proofs.checkpoint.RecordChecker`):
    every number in range, every board of the run's size, letters and threshold."""
    kind = obj.get("type") if isinstance(obj, dict) else None
    if kind == "run":
        raise ResultsFileError(_tr("{name} line {line} is a second run header (two files joined?)").format(
            name=repr(name), line=lineno))
    problem = _tr("not a class record") if kind != "class" else checker.problem(obj)
    if problem:
        raise ResultsFileError(_tr("{name} line {line} is not a valid class record of a results file "
                                   "({problem})").format(name=repr(name), line=lineno, problem=problem))
    return checker.make(obj)


def _find_wordlist(header: dict, candidates) -> str | None:
    """A local file whose bytes are the header's word list (by SHA-256), or None."""
    from core.engine.wordlist import WordListError, resolve_wordlist
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


def _recognise_partition(header: dict, checked: list[tuple[int, str]], partitions) -> tuple[str | None, str]:
    """The run's partition: the header's, or the first known one whose class ids match the records'."""
    from core.proofs.classes import class_id_of, parse_class, parse_partition
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


def summarize_results_file(path: str | os.PathLike, *, cancel=None, progress=None, partitions=(),
                           wordlists=()) -> ResultsSummary:
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
    ResultsFileError
        The file cannot be read, or is not a results file (naming the line).
    Cancelled
        ``cancel`` said stop.
    """
    from core.engine.cancel import Cancelled
    from core.proofs.classes import canonical_class_count, parse_partition
    p = Path(path)
    name = str(p)
    try:
        st = os.stat(p)
    except OSError as exc:
        raise ResultsFileError(_tr("Cannot read results file {name}: {problem}").format(
            name=repr(name), problem=exc.strerror or exc)) from None
    if stat.S_ISDIR(st.st_mode):
        raise ResultsFileError(_tr("{name} is a folder; choose a results file (.ndjson)").format(name=repr(name)))
    if not stat.S_ISREG(st.st_mode):   # a pipe or device would block or never end
        raise ResultsFileError(_tr("{name} is not a regular file; choose a results file on disk").format(
            name=repr(name)))
    size = st.st_size
    boards = BoardsFound()
    times = array("d")
    roots = array("q")
    levels: list[array] = []
    slow: list = []   # min-heap of (seconds, -line number, SlowClass): ties keep the earlier line
    unions: dict = {}  # union text -> [first line, seconds, nodes, root bound, levels, boards, classes]
    checked: list[tuple[int, str]] = []
    nodes = 0
    count = 0
    header = None
    torn = False
    try:
        with open(p, "rb") as f:
            lineno = 0
            while True:
                raw = f.readline(MAX_LINE_BYTES + 1)
                if not raw:
                    break
                lineno += 1
                if len(raw) > MAX_LINE_BYTES:
                    raise _bad(name, _tr("line {line} is longer than {size} MiB").format(
                        line=lineno, size=MAX_LINE_BYTES // 2**20))
                if not raw.endswith(b"\n"):
                    if header is None:
                        raise _bad(name, _tr("it has no complete line"))
                    torn = True      # a run killed mid-write: skipped (never cut off here)
                    break
                if not raw.strip():
                    continue
                try:
                    obj = json.loads(raw)
                except (ValueError, RecursionError):
                    if header is None:
                        raise _bad(name, _tr("its first line is not JSON")) from None
                    raise ResultsFileError(_tr("{name} line {line} is not a valid class record of a results file "
                                               "(not JSON)").format(name=repr(name), line=lineno)) from None
                if header is None:
                    header = _check_header(obj, name)
                    checker = RecordChecker(header)
                    continue
                rec = _record(obj, checker, name, lineno)
                count += 1
                boards.update(rec.boards)
                times.append(rec.seconds)
                roots.append(rec.root_bound)
                nodes += rec.nodes
                for k, bound in enumerate(rec.bound_history):
                    if k == len(levels):
                        levels.append(array("q"))
                    levels[k].append(bound)
                if rec.class_id is not None and len(checked) < PARTITION_CHECKS:
                    checked.append((rec.class_id, rec.class_text))
                if rec.union is not None and (rec.union in unions or len(unions) < MAX_UNIONS):
                    # The union was broken, not its classes one by one: it is one entry of the slowest.
                    u = unions.setdefault(rec.union, [lineno, 0.0, 0, rec.root_bound, len(rec.bound_history), 0, 0])
                    u[1] += rec.seconds
                    u[2] += rec.nodes
                    u[5] += len(rec.boards)
                    u[6] += 1
                else:
                    _keep_slowest(slow, (rec.seconds, -lineno, SlowClass(
                        rec.seconds, rec.nodes, rec.root_bound, len(rec.bound_history), len(rec.boards),
                        rec.class_id, rec.class_text)))
                if lineno % _CHUNK_LINES == 0:
                    if cancel is not None and cancel():
                        raise Cancelled()
                    if progress is not None:
                        progress(f.tell() // 1024, max(1, size // 1024))
    except OSError as exc:
        raise ResultsFileError(_tr("Cannot read results file {name}: {problem}").format(
            name=repr(name), problem=exc.strerror or exc)) from None
    if header is None:
        raise _bad(name, _tr("it is empty"))
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
    for union, (first, seconds, nodes_sum, root, nlevels, nboards, nclasses) in unions.items():
        _keep_slowest(slow, (seconds, -first, SlowClass(seconds, nodes_sum, root, nlevels, nboards, None, union,
                                                         nclasses)))
    slowest = [item[2] for item in sorted(slow, key=lambda e: (-e[0], -e[1]))]
    return ResultsSummary(name, header, count, total, partition, source, boards.sorted(),
                          np.frombuffer(times, float).copy() if count else np.zeros(0),
                          np.frombuffer(roots, np.int64).copy() if count else np.zeros(0, np.int64),
                          [np.frombuffer(lv, np.int64).copy() for lv in levels], nodes, slowest, torn,
                          _setup_for(header, wordlist_path), wordlist_path, size, len(unions))


def _keep_slowest(heap: list, entry) -> None:
    """Keep ``entry`` ((seconds, -line, SlowClass)) in the min-heap of the slowest."""
    if len(heap) < SLOWEST_SHOWN:
        heapq.heappush(heap, entry)
    elif entry[:2] > heap[0][:2]:
        heapq.heapreplace(heap, entry)


def read_results_job(ctx: JobContext, path, partitions=(), wordlists=()) -> ResultsSummary:
    """:func:`summarize_results_file` as a job (progress in KiB, cancel)."""
    return summarize_results_file(path, cancel=ctx.cancelled, progress=ctx.progress, partitions=partitions,
                                  wordlists=wordlists)


# --------------------------------------------------------------------------------------------
# The view


def _item(value, align_right: bool = False, tip: str | None = None) -> QTableWidgetItem:
    item = QTableWidgetItem()
    item.setData(Qt.ItemDataRole.DisplayRole, value)
    item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
    if align_right:
        item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    if tip:
        item.setToolTip(tip)
    return item


def _table(headers: list[str], name: str) -> QTableWidget:
    table = QTableWidget(0, len(headers))
    table.setHorizontalHeaderLabels(headers)
    table.verticalHeader().setVisible(False)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    table.verticalHeader().setDefaultSectionSize(table.fontMetrics().height() + 6)
    table.setAccessibleName(name)
    return table


def _seconds(s: float) -> str:
    if s >= 100:
        return _tr("{seconds} s").format(seconds=f"{s:,.0f}")
    if s >= 1:
        return _tr("{seconds} s").format(seconds=f"{s:.2f}")
    return _tr("{milliseconds} ms").format(milliseconds=f"{s * 1000:.1f}")


def _html(text) -> str:
    return str(text).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


class ResultsView(QWidget):
    """A results file summarised (see module docstring); ``open_file`` reads one as a job.

    Signals
    -------
    open_board_requested(str, object)
        A board and the run's :class:`~core.engine.setup.Setup`, to show in Solve a board.
    play_board_requested(str, object)
        A board and the run's Setup, to play a round on.
    loaded(object)
        The :class:`ResultsSummary` of a file just shown.
    """

    open_board_requested = Signal(str, object)
    play_board_requested = Signal(str, object)
    loaded = Signal(object)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.summary: ResultsSummary | None = None
        self._job: Job | None = None
        self.plot = None            # the pyqtgraph plot, made when the first file is shown
        self.time_counts = np.zeros(0, np.int64)
        self.time_edges = np.zeros(0)
        mono = QFont("monospace")
        mono.setStyleHint(QFont.StyleHint.Monospace)

        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        row = QHBoxLayout()
        self.status = QLabel(self.tr("Open a results file (Open results…) to see what a run found."))
        self.status.setWordWrap(True)
        self.status.setAccessibleName(self.tr("Results status"))
        self.progress = QProgressBar()
        self.progress.setMaximumWidth(220)
        self.progress.setFormat("%p%")
        self.progress.hide()
        self.cancel_button = push_button(self.tr("Stop reading"), self.cancel,
                                         self.tr("Stop reading the file (the file is never changed)"))
        self.cancel_button.hide()
        row.addWidget(self.status, 1)
        row.addWidget(self.progress)
        row.addWidget(self.cancel_button)
        outer.addLayout(row)
        self.header_label = QLabel()
        self.header_label.setWordWrap(True)
        self.header_label.setTextFormat(Qt.TextFormat.RichText)
        self.header_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.header_label.setAccessibleName(self.tr("Run header"))
        outer.addWidget(self.header_label)

        # boards | time histogram, over bound per level | slowest classes
        top = QSplitter(Qt.Orientation.Horizontal)
        boards_box = QWidget()
        lay = QVBoxLayout(boards_box)
        lay.setContentsMargins(0, 0, 0, 0)
        self.boards_label = QLabel(self.tr("Boards found"))
        lay.addWidget(self.boards_label)
        self.boards_table = _table([self.tr("board"), self.tr("score")], self.tr("Boards in the results file"))
        self.boards_table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.boards_table.setFont(mono)
        self.boards_table.cellDoubleClicked.connect(lambda r, _c: self.open_board(r))
        self.boards_table.itemSelectionChanged.connect(self._selection_changed)
        lay.addWidget(self.boards_table, 1)
        buttons = QHBoxLayout()
        self.open_button = push_button(self.tr("Open &board"), lambda: self.open_board(self.boards_table.currentRow()),
                                       self.tr("Show the selected board in Solve a board, scored with the run's "
                                               "list"),
                                       enabled=False)
        self.play_button = push_button(self.tr("Play t&his board"),
                                       lambda: self.play_board(self.boards_table.currentRow()),
                                       self.tr("Start a round on the selected board with the run's list"),
                                       enabled=False)
        for b in (self.open_button, self.play_button):
            buttons.addWidget(b)
        lay.addLayout(buttons)
        top.addWidget(boards_box)
        self.plot_box = QWidget()
        self.plot_layout = QVBoxLayout(self.plot_box)
        self.plot_layout.setContentsMargins(0, 0, 0, 0)
        self.plot_placeholder = QLabel(self.tr("Time per class: open a results file."))
        self.plot_placeholder.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.plot_layout.addWidget(self.plot_placeholder, 1)
        top.addWidget(self.plot_box)
        top.setSizes([330, 700])

        bottom = QSplitter(Qt.Orientation.Horizontal)
        levels_box = QWidget()
        lay = QVBoxLayout(levels_box)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(QLabel(self.tr("Bound per level (root, then after each force):")))
        self.levels_table = _table([self.tr("level"), self.tr("classes"), self.tr("median"), self.tr("90%"),
                                    self.tr("max")], self.tr("Bound per level"))
        self.levels_table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        lay.addWidget(self.levels_table, 1)
        bottom.addWidget(levels_box)
        slow_box = QWidget()
        lay = QVBoxLayout(slow_box)
        lay.setContentsMargins(0, 0, 0, 0)
        self.slowest_label = QLabel(self.tr("Slowest {count} classes:").format(count=SLOWEST_SHOWN))
        lay.addWidget(self.slowest_label)
        self.slowest_table = _table([self.tr("time"), self.tr("nodes"), self.tr("root bound"), self.tr("levels"),
                                     self.tr("boards"), self.tr("class id"), self.tr("class")],
                                    self.tr("Slowest classes"))
        self.slowest_table.horizontalHeader().setStretchLastSection(True)
        self.slowest_table.setFont(mono)
        lay.addWidget(self.slowest_table, 1)
        bottom.addWidget(slow_box)
        bottom.setSizes([330, 700])

        body = QSplitter(Qt.Orientation.Vertical)
        body.addWidget(top)
        body.addWidget(bottom)
        body.setSizes([330, 260])
        outer.addWidget(body, 1)

    # -- reading -------------------------------------------------------------------------
    def is_busy(self) -> bool:
        return self._job is not None

    def open_file(self, path, partitions=(), wordlists=()) -> None:
        """Read ``path`` in the background and show it (what is shown stays until it is read)."""
        self.status.setStyleSheet("")
        self.status.setText(self.tr("Reading {file}…").format(file=Path(path).name))
        self.progress.setRange(0, 0)
        self.progress.show()
        self.cancel_button.show()
        self._job = runner().start(read_results_job, str(path), tuple(partitions), tuple(wordlists), owner=self,
                                   slot="read", on_progress=self._on_progress, on_result=self.show_summary,
                                   on_failed=self._on_failed, on_cancelled=self._on_cancelled,
                                   on_finished=self._on_finished)

    def cancel(self) -> None:
        if self._job is not None:
            self._job.cancel()

    def _on_progress(self, done: int, total: int) -> None:
        self.progress.setRange(0, max(1, total))
        self.progress.setValue(min(done, total))

    def _on_failed(self, message: str) -> None:
        self.status.setStyleSheet("color: #c0392b")
        self.status.setText(self.tr("Cannot open: {problem}").format(problem=message.splitlines()[0]))

    def _on_cancelled(self) -> None:
        self.status.setStyleSheet("")
        self.status.setText(self.tr("Stopped reading; the file is unchanged. Still showing {file}.").format(
            file=Path(self.summary.path).name) if self.summary else self.tr("Stopped reading; the file is unchanged."))

    def _on_finished(self) -> None:
        self._job = None
        self.progress.hide()
        self.cancel_button.hide()

    # -- showing -------------------------------------------------------------------------
    def show_summary(self, s: ResultsSummary) -> None:
        """Fill every part of the view from ``s``."""
        self.summary = s
        self.status.setStyleSheet("")
        if s.total:
            text = self.tr("{file}: {classes} classes of {total} canonical ({share}%), %n board(s) at or above "
                           "{threshold}", "", len(s.boards))
        else:
            text = self.tr("{file}: {classes} classes, %n board(s) at or above {threshold}", "", len(s.boards))
        text = text.format(file=Path(s.path).name, classes=f"{s.classes:,}", total=f"{s.total or 0:,}",
                           share=f"{100 * s.classes / s.total:.3g}" if s.total else "", threshold=s.threshold)
        if s.torn_tail:
            text = self.tr("{summary} · last line torn (a run was killed while writing it): skipped, file "
                           "unchanged").format(summary=text)
        self.status.setText(text)
        self.header_label.setText(self._header_html(s))
        self._fill_boards(s.boards)
        self._fill_histogram(s.times)
        self._fill_levels(s)
        self._fill_slowest(s.slowest)
        self.loaded.emit(s)

    def _header_html(self, s: ResultsSummary) -> str:
        h = s.header
        sha = h.get("wordlist_sha256") or ""
        if s.wordlist_path:
            where = self.tr("here: {path}").format(path=_html(s.wordlist_path))
        else:
            where = "<span style='color:#c0392b'>{}</span>".format(
                self.tr("not found on this machine: choose it as the Word list and open the file again to open its "
                        "boards"))
        if s.partition and s.partition_source == "header":
            part = self.tr("<tt>{partition}</tt> (named in the file)").format(partition=_html(s.partition))
        elif s.partition:
            part = self.tr("<tt>{partition}</tt> (recognised from the class ids)").format(partition=_html(s.partition))
        else:
            part = self.tr("unknown (classes from a file, or a partition this window does not know)")
        total_time = float(s.times.sum()) if len(s.times) else 0.0
        unforced = int((s.root_bounds < s.threshold).sum())
        rules = RULES.get(str(h.get("rules")))
        fields = dict(size=_html(h.get("size")), threshold=s.threshold,
                      rules=_html(rules_name(rules) if rules else h.get("rules")), wordlist=_html(h.get("wordlist")),
                      sha=_html(sha[:12]), where=where, partition=part, classes=f"{s.classes:,}",
                      total=f"{s.total or 0:,}", unions=f"{s.unions:,}", unforced=f"{unforced:,}",
                      time=_seconds(total_time), nodes=f"{s.nodes:,}", file_size=f"{s.file_bytes / 2**20:.1f}",
                      path=_html(s.path))
        lines = [self.tr("<b>{size}</b>, threshold <b>{threshold}</b>, {rules} rules, word list <b>{wordlist}</b> "
                         "(SHA-256 {sha}…, {where})").format(**fields)]
        if h.get("language") not in (None, "en"):
            code = str(h["language"])
            name = language_name(code) if code in BOARD_LANGUAGES else code
            lines[0] = self.tr("{run} · language {language}").format(run=lines[0], language=_html(name))
        lines.append(self.tr("Partition: {partition}").format(**fields))
        if s.total:
            done = self.tr("Classes done: <b>{classes}</b> of {total}").format(**fields)
        else:
            done = self.tr("Classes done: <b>{classes}</b> (total unknown)").format(**fields)
        if s.unions:
            done = self.tr("{done}, broken in {unions} unions").format(done=done, unions=fields["unions"])
        lines.append(self.tr("{done} · {unforced} broken at the root (bound below {threshold}) · time in classes "
                             "{time} · {nodes} tree nodes · file {file_size} MiB: {path}").format(done=done, **fields))
        return "<br>".join(lines)

    def _fill_boards(self, boards) -> None:
        self.boards_table.setRowCount(len(boards))
        for i, (board, score) in enumerate(boards):
            self.boards_table.setItem(i, 0, _item(board))
            self.boards_table.setItem(i, 1, _item(score, align_right=True))
        self.boards_label.setText(self.tr("Boards found: {count}").format(count=len(boards)))
        self._selection_changed()

    def _ensure_plot(self):
        if self.plot is None:
            import pyqtgraph as pg  # lazily: start-up time (docs/architecture.md)
            self.plot = pg.PlotWidget()
            self.plot.setBackground("w")
            self.plot.setTitle(self.tr("Time per class"), color="#222", size="11pt")
            self.plot.setLabel("bottom", self.tr("seconds (log scale)"))
            self.plot.setLabel("left", self.tr("classes"))
            self.plot.getAxis("left").enableAutoSIPrefix(False)
            self.plot.getAxis("bottom").enableAutoSIPrefix(False)
            self.plot.showGrid(x=True, y=True, alpha=0.25)
            self.plot.setLogMode(x=True, y=False)
            self.plot.setMouseEnabled(x=False, y=False)
            self.time_curve = self.plot.plot([1, 10], [0], stepMode="center", fillLevel=0,
                                             brush=pg.mkBrush("#4a7fb5"), pen=pg.mkPen("#2c5d8f"))
            self.plot.setAccessibleName(self.tr("Time per class histogram"))
            self.plot_layout.removeWidget(self.plot_placeholder)
            self.plot_placeholder.deleteLater()
            self.plot_layout.addWidget(self.plot, 1)
        return self.plot

    def _fill_histogram(self, times: np.ndarray) -> None:
        plot = self._ensure_plot()
        if len(times):
            counts, edges = time_histogram(times)
        else:
            counts, edges = np.zeros(1, np.int64), np.array([MIN_BIN_SECONDS, 10 * MIN_BIN_SECONDS])
        self.time_counts, self.time_edges = counts, edges
        self.time_curve.setData(edges, counts)
        if len(times):
            title = self.tr("Time per class ({classes} classes, median {median}, max {max})").format(
                classes=f"{len(times):,}", median=_seconds(float(np.median(times))), max=_seconds(float(times.max())))
        else:
            title = self.tr("Time per class ({classes} classes)").format(classes=0)
        plot.setTitle(title, color="#222", size="11pt")
        plot.enableAutoRange()

    def _fill_levels(self, s: ResultsSummary) -> None:
        rows = s.level_rows()
        self.levels_table.setRowCount(len(rows))
        for i, (k, n, med, p90, top) in enumerate(rows):
            values = [self.tr("root") if k == 0 else self.tr("force {number}").format(number=k), n, med, p90, top]
            for c, v in enumerate(values):
                self.levels_table.setItem(i, c, _item(v, align_right=c > 0))

    def _fill_slowest(self, slowest) -> None:
        self.slowest_table.setRowCount(len(slowest))
        for i, c in enumerate(slowest):
            ident = (self.tr("union of {count}").format(count=c.classes) if c.classes > 1
                     else "" if c.class_id is None else c.class_id)
            values = [_seconds(c.seconds), f"{c.nodes:,}", c.root_bound, c.levels, c.boards, ident, c.class_text]
            for col, v in enumerate(values):
                self.slowest_table.setItem(i, col, _item(v, align_right=col < 6, tip=c.class_text))
        self.slowest_table.resizeColumnsToContents()
        if any(c.classes > 1 for c in slowest):
            text = self.tr("Slowest {count} classes (a union of classes broken as one counts once):")
        else:
            text = self.tr("Slowest {count} classes:")
        self.slowest_label.setText(text.format(count=len(slowest)))

    # -- rows ------------------------------------------------------------------------------
    def board_rows(self) -> list[tuple[str, int]]:
        return [(self.boards_table.item(i, 0).text(), int(self.boards_table.item(i, 1).text()))
                for i in range(self.boards_table.rowCount())]

    def slowest_rows(self) -> list[tuple[int, int, str]]:
        """``(nodes, root bound, class)`` of each row of the slowest-classes table."""
        t = self.slowest_table
        return [(int(t.item(i, 1).text().replace(",", "")), int(t.item(i, 2).text()), t.item(i, 6).text())
                for i in range(t.rowCount())]

    def level_rows(self) -> list[list[str]]:
        t = self.levels_table
        return [[t.item(i, c).text() for c in range(t.columnCount())] for i in range(t.rowCount())]

    def _selection_changed(self) -> None:
        ok = self.boards_table.currentRow() >= 0 and self.summary is not None and self.summary.setup is not None
        self.open_button.setEnabled(ok)
        self.play_button.setEnabled(ok)

    def open_board(self, row: int) -> None:
        if self.summary is not None and self.summary.setup is not None and 0 <= row < self.boards_table.rowCount():
            self.open_board_requested.emit(self.boards_table.item(row, 0).text(), self.summary.setup)

    def play_board(self, row: int) -> None:
        if self.summary is not None and self.summary.setup is not None and 0 <= row < self.boards_table.rowCount():
            self.play_board_requested.emit(self.boards_table.item(row, 0).text(), self.summary.setup)
