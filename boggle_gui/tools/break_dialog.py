"""The "Break board classes" window: prove which boards reach a score.

Pick a board size, an alphabet partition, a threshold, a word list and the number
of worker processes; Start breaks every canonical class of the partition in a
background job (``core.proofs.run_break``) while the window shows progress
(classes, rate, ETA), a live log of the breaking tree of the classes as they
finish, and a table of the boards found. Finished classes are checkpointed to a results file in the
user data folder, so Cancel (or closing the window) loses nothing and Resume
continues where the run stopped. Double-click a board (or "Open board") to see it
in the game's "Solve a board" view.

3x4 runs the published partition at 1500; 4x4 (1,068,363 canonical classes at
3500) runs a seeded random sample of its classes ("Classes" and "Seed"), drawn
without listing them all, the same sample as ``benchmarks/bench_break.py --size
44``. "Memory per worker" is the breaker's memory budget (none by default, as
``boggle break``); the peak resident memory of the workers is shown as the run reports.

"Open results…" reads any results file (from this window, ``boggle break`` or a
Dask run) into the "Results file" page (:mod:`boggle_gui.tools.results_view`): its
header, boards, per-class time histogram, bound per level and slowest classes.
"""
from __future__ import annotations

import hashlib
import os
import time
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QSpinBox,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from core.engine import DEFAULT_WORDLIST, BoardsFound, Setup, parse_size, resolve_wordlist
from core.proofs import MIN_MEMORY, REFERENCE_RUNS, SAMPLE_ABOVE, format_duration, machine_memory, vm_hwm_bytes

from ..shared.cache import shared_cache
from ..shared.error_text import error_text
from ..shared.jobs import JobContext, runner
from ..shared.settings import data_dir
from ..shared.theme import mark_warning
from ..widgets.buttons import push_button
from ..widgets.wordlist_choice import fill_wordlist_combo
from .base import ToolWindow
from .results_view import ResultsView

#: Board sizes offered: (name, partition, threshold) of the reference runs.
SIZES = {size: (parse_size(size).name, run.partition, run.threshold) for size, run in REFERENCE_RUNS.items()}
#: Classes a 4x4 sample starts with.
DEFAULT_SAMPLE = 20
#: Smallest memory budget per worker the breaker accepts, in MiB.
MIN_BUDGET_MIB = MIN_MEMORY // 2**20
#: Breaking-tree lines shown per class, and in the log at most.
TRACE_LINES_PER_CLASS = 60
LOG_MAX_LINES = 4000


def _tr(text):
    return QCoreApplication.translate("BreakDialog", text)



def results_path_for(size: str, partition: str, threshold: int, wordlist: str, limit: int | None,
                     seed: int = 0) -> Path:
    """The checkpoint file of a run with these settings (same settings -> same file, so Resume finds it)."""
    key = "\n".join([size, " ".join(partition.split()), str(threshold), str(wordlist), str(limit or 0)]
                    + ([f"seed {seed}"] if seed else []))
    digest = hashlib.sha1(key.encode("utf-8")).hexdigest()[:10]
    name = SIZES.get(size, (size,))[0]
    return data_dir() / "break" / f"{name}-t{threshold}-{digest}.ndjson"


def worker_peak_rss(workers: int) -> int | None:
    """Largest peak resident memory of a worker in bytes: this process when it breaks the classes
    itself (one worker), else its child processes (Linux /proc); None when not measurable."""
    if workers <= 1:
        return vm_hwm_bytes("self")
    me = str(os.getpid())
    peaks = []
    try:
        pids = [d for d in os.listdir("/proc") if d.isdigit()]
    except OSError:
        return None
    for pid in pids:
        try:
            with open(f"/proc/{pid}/stat") as f:
                fields = f.read().rsplit(")", 1)[1].split()
        except (OSError, IndexError):
            continue
        if len(fields) > 1 and fields[1] == me:
            peak = vm_hwm_bytes(pid)
            if peak:
                peaks.append(peak)
    return max(peaks) if peaks else None


class _LogFeed:
    """Turns the driver's progress into the dialog's updates, in the job's thread.

    Every class with boards is logged with its breaking tree; other classes at
    most every ``interval`` seconds, so the log stays readable however fast
    classes finish.
    """

    def __init__(self, threshold: int, interval: float = 0.2):
        self.threshold = threshold
        self.interval = interval
        self._logged_at = 0.0

    def update(self, p) -> dict:
        """The update for ``p`` (a RunProgress): ``done``, ``total``, ``rate``, ``eta``,
        ``boards_found``, ``log`` (new lines) and ``boards`` (new boards)."""
        rec = p.last
        log: list[str] = []
        boards = list(rec.boards) if rec is not None else []
        now = time.monotonic()
        if rec is not None and (rec.boards or now - self._logged_at >= self.interval):
            self._logged_at = now
            ident = f"#{rec.class_id} " if rec.class_id is not None else ""
            bounds = " > ".join(str(b) for b in rec.bound_history)
            fields = dict(ident=ident, bound=rec.root_bound, levels=bounds, nodes=rec.nodes,
                          seconds=f"{rec.seconds:.3f}", threshold=self.threshold, text=rec.class_text)
            if rec.boards:
                line = QCoreApplication.translate(
                    "BreakDialog", "class {ident}bound {bound} (levels {levels}), {nodes} nodes, {seconds} s, "
                    "%n board(s) >= {threshold}: {text}", "", len(rec.boards))
            else:
                line = _tr("class {ident}bound {bound} (levels {levels}), {nodes} nodes, {seconds} s: {text}")
            log.append(line.format(**fields))
            trace = rec.trace[:TRACE_LINES_PER_CLASS]
            log.extend("    " + line for line in trace)
            if len(rec.trace) > len(trace):
                log.append("    " + QCoreApplication.translate("BreakDialog", "... %n more line(s)", "",
                                                               len(rec.trace) - len(trace)))
            log.extend("    " + _tr("FOUND {board} {score}").format(board=board, score=score)
                       for board, score in rec.boards)
        return {"done": p.done, "total": p.total, "rate": p.rate, "eta": p.eta_seconds,
                "boards_found": p.boards_found, "log": log, "boards": boards}


def break_job(ctx: JobContext, size: str, partition: str, threshold: int, wordlist: str, workers: int,
              results_path: Path, resume: bool, limit: int | None = None, trace: bool = True,
              class_text: str | None = None, seed: int = 0, max_memory: int | None = None):
    """Run :func:`core.proofs.run_break` in a job; partial results: the updates of :class:`_LogFeed`,
    each with the run's :class:`~core.engine.setup.Setup` (what the boards found are scored with)
    and ``peak_rss`` (bytes, the largest worker's peak so far, or None).

    The classes are those ``boggle break`` takes for the same settings
    (:func:`core.proofs.classes.run_class_ids`: a seeded random sample of ``limit`` of a
    partition of more than :data:`SAMPLE_ABOVE` canonical classes). ``max_memory`` (bytes;
    None: no limit) is each worker's memory budget. The result is the :class:`core.proofs.BreakSummary`.
    """
    from core.proofs import BreakRunError, run_break, tasks_from_class, tasks_from_partition
    geom = parse_size(size)
    if class_text:
        tasks = tasks_from_class(class_text, geom)
    else:
        tasks = tasks_from_partition(geom, partition, seed=seed, limit=limit)
    options = {"max_memory": int(max_memory)} if max_memory else {}
    # run_break's default rules; the file asked for (the cache may share a list between equal files).
    setup = Setup.of(shared_cache().wordlist(wordlist), "standard", geom, path=resolve_wordlist(wordlist))
    ctx.check_cancelled()
    feed = _LogFeed(threshold)
    peak = [None, 0.0]     # largest worker peak so far, when last measured

    def progress(p):
        now = time.monotonic()
        if now - peak[1] >= 1.0 or p.done >= p.total:
            peak[1] = now
            measured = worker_peak_rss(workers)
            if measured is not None:
                peak[0] = max(peak[0] or 0, measured)
        ctx.partial({**feed.update(p), "setup": setup, "peak_rss": peak[0]})

    try:
        summary = run_break(tasks, size=geom, threshold=threshold, wordlist=wordlist, workers=workers,
                            results_path=results_path, resume=resume, progress=progress,
                            cancel=ctx.cancelled, trace=trace, **options)
    except MemoryError as exc:   # a budget too small for the process (a user's choice): one line
        raise BreakRunError(_tr("{problem}; finished classes are saved in the results file").format(
            problem=error_text(exc) if str(exc) else _tr("out of memory"))) from None
    ctx.partial({"done": summary.done, "total": summary.total, "rate": 0.0, "eta": None,
                 "boards_found": len(summary.boards), "log": [], "boards": [], "setup": setup,
                 "peak_rss": max(peak[0] or 0, summary.peak_rss_worker if workers > 1 else 0) or None})
    return summary


def _item(value, align_right: bool = False) -> QTableWidgetItem:
    item = QTableWidgetItem()
    item.setData(Qt.ItemDataRole.DisplayRole, value)
    item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
    if align_right:
        item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    return item


class BreakDialog(ToolWindow):
    """Break the classes of a partition and list the boards reaching a threshold (non-modal window).
    Boards leave with the :class:`~core.engine.setup.Setup` of the run that found them (its word
    list, rules and size).

    Signals
    -------
    run_finished(object)
        The :class:`core.break_run.BreakSummary` of a run that ended (also after Cancel).
    """

    run_finished = Signal(object)

    JOB_SLOT = "break"
    #: Cancelled classes are not saved, finished ones are: closing waits for the driver to write them.
    CLOSE_TIMEOUT = 30.0

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Break board classes"))
        self.resize(1180, 760)
        self._boards = BoardsFound()  # the run reports canonical boards
        self.summary = None
        self.last_update: dict | None = None
        self.setup: Setup | None = None     # of the run whose boards the table shows

        central = QWidget()
        self.setCentralWidget(central)
        outer = QVBoxLayout(central)

        # -- settings ----------------------------------------------------------------
        form = QFormLayout()
        self.size_combo = QComboBox()
        for key, (label, _, _) in SIZES.items():
            self.size_combo.addItem(label, key)
        self.size_combo.setAccessibleName(self.tr("Board size"))
        self.size_combo.currentIndexChanged.connect(self._size_changed)
        self.partition_edit = QLineEdit(SIZES["33"][1])
        self.partition_edit.setAccessibleName(self.tr("Alphabet partition"))
        self.partition_edit.setToolTip(self.tr("Groups of letters separated by spaces, covering a-z; per cell type "
                                               "with '..., corner:GROUPS' clauses. Each class picks one group per "
                                               "cell."))
        self.partition_edit.textChanged.connect(self._settings_changed)
        self.classes_label = QLabel()
        row = QHBoxLayout()
        row.addWidget(self.size_combo)
        row.addWidget(QLabel(self.tr("Partition:")))
        row.addWidget(self.partition_edit, 1)
        row.addWidget(self.classes_label)
        form.addRow(self.tr("Board size:"), row)

        self.threshold_spin = QSpinBox()
        self.threshold_spin.setRange(1, 1_000_000)
        self.threshold_spin.setValue(SIZES["33"][2])
        self.threshold_spin.setAccessibleName(self.tr("Threshold"))
        self.threshold_spin.valueChanged.connect(self._settings_changed)
        self.wordlist_combo = QComboBox()
        fill_wordlist_combo(self.wordlist_combo, DEFAULT_WORDLIST)
        self.wordlist_combo.setAccessibleName(self.tr("Word list"))
        self.wordlist_combo.currentIndexChanged.connect(self._settings_changed)
        self.browse_button = push_button(self.tr("Other list…"), self.browse_wordlist)
        self.workers_spin = QSpinBox()
        self.workers_spin.setRange(1, max(1, os.cpu_count() or 1) * 4)
        self.workers_spin.setValue(max(1, min(2, os.cpu_count() or 1)))
        self.workers_spin.setAccessibleName(self.tr("Worker processes"))
        self.workers_spin.setToolTip(self.tr("1 breaks in this program; more start that many worker processes"))
        self.limit_spin = QSpinBox()
        self.limit_spin.setRange(0, 100_000_000)
        self.limit_spin.setSpecialValueText(self.tr("all"))
        self.limit_spin.setValue(0)
        self.limit_spin.setSingleStep(100)
        self.limit_spin.setAccessibleName(self.tr("Class limit"))
        self.limit_spin.setToolTip(self.tr("Break only this many classes of the shuffled order (a representative "
                                           "slice)"))
        self.limit_spin.valueChanged.connect(self._settings_changed)
        self.seed_spin = QSpinBox()
        self.seed_spin.setRange(0, 1_000_000)
        self.seed_spin.setAccessibleName(self.tr("Sample seed"))
        self.seed_spin.setToolTip(self.tr("Seed of the shuffled class order (the random sample of a 4x4 run)"))
        self.seed_spin.valueChanged.connect(self._settings_changed)
        self.trace_check = QCheckBox(self.tr("Log the breaking tree"))
        self.trace_check.setChecked(True)
        row = QHBoxLayout()
        for label, widget in ((self.tr("&Threshold:"), self.threshold_spin),
                              (self.tr("&Word list:"), self.wordlist_combo)):
            lab = QLabel(label)
            lab.setBuddy(widget)
            row.addWidget(lab)
            row.addWidget(widget)
        row.addWidget(self.browse_button)
        for label, widget in ((self.tr("W&orkers:"), self.workers_spin), (self.tr("&Classes:"), self.limit_spin),
                              (self.tr("S&eed:"), self.seed_spin)):
            lab = QLabel(label)
            lab.setBuddy(widget)
            row.addWidget(lab)
            row.addWidget(widget)
        row.addWidget(self.trace_check)
        row.addStretch(1)
        form.addRow("", row)

        self.memory_spin = QSpinBox()
        self.memory_spin.setRange(0, machine_memory() // 2**20)   # more fails when the breaker allocates
        self.memory_spin.setSingleStep(100)
        self.memory_spin.setSuffix(self.tr(" MiB"))
        self.memory_spin.setSpecialValueText(self.tr("no limit"))
        self.memory_spin.setAccessibleName(self.tr("Memory per worker"))
        # No budget by default, as boggle break; with one, trees never grow past it (forces that do not
        # fit become bound calls, classes that do not fit are broken in parts: same results).
        self.memory_spin.setToolTip(self.tr("Memory budget of each worker process (with one worker: this program, "
                                            "at least {minimum} MiB): the breaker's trees never grow past it; the "
                                            "results are the same").format(minimum=MIN_BUDGET_MIB))
        self.memory_spin.valueChanged.connect(self._settings_changed)
        self.memory_note = QLabel()
        self.peak_label = QLabel(self.tr("peak per worker: –"))
        self.peak_label.setAccessibleName(self.tr("Peak memory per worker"))
        self.peak_label.setToolTip(self.tr("Largest peak resident memory of a worker process so far (with one "
                                           "worker: this program), measured as classes finish"))
        row = QHBoxLayout()
        lab = QLabel(self.tr("&Memory per worker:"))
        lab.setBuddy(self.memory_spin)
        row.addWidget(lab)
        row.addWidget(self.memory_spin)
        row.addWidget(self.peak_label)
        row.addWidget(self.memory_note)
        row.addStretch(1)
        form.addRow("", row)
        outer.addLayout(form)

        buttons = QHBoxLayout()
        self.start_button = push_button(self.tr("&Start"), self.start, default=True)
        self.cancel_button = push_button(self.tr("C&ancel"), self.cancel, enabled=False)
        self.resume_button = push_button(self.tr("&Resume"), self.resume,
                                         self.tr("Continue the saved run with these settings, skipping finished "
                                                 "classes"))
        self.open_results_button = push_button(self.tr("Open res&ults…"), self.choose_results,
                                               self.tr("Read a results file (from this window, boggle break or a "
                                                       "Dask run) and show its boards, times and bounds; the file "
                                                       "is not changed"))
        self.show_results_button = push_button(self.tr("Show this run's results"),
                                               lambda: self.open_results(self.results_path()),
                                               self.tr("Summarise the results file of the settings above"))
        self.results_label = QLabel()
        self.results_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        buttons.addWidget(self.start_button)
        buttons.addWidget(self.cancel_button)
        buttons.addWidget(self.resume_button)
        buttons.addWidget(self.open_results_button)
        buttons.addWidget(self.show_results_button)
        buttons.addWidget(self.results_label, 1)
        outer.addLayout(buttons)

        # the bar reads "%v / %m classes" once a run starts
        outer.addLayout(self.progress_row(self.tr("Choose the classes and a threshold, then Start."), ""))

        # -- log and boards ------------------------------------------------------------
        splitter = QSplitter(Qt.Orientation.Horizontal)
        log_box = QWidget()
        log_layout = QVBoxLayout(log_box)
        log_layout.setContentsMargins(0, 0, 0, 0)
        log_layout.addWidget(QLabel(self.tr("Breaking tree (classes as they finish):")))
        self.log_view = QPlainTextEdit()
        self.log_view.setReadOnly(True)
        self.log_view.setMaximumBlockCount(LOG_MAX_LINES)
        self.log_view.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        mono = QFont("monospace")
        mono.setStyleHint(QFont.StyleHint.Monospace)
        self.log_view.setFont(mono)
        self.log_view.setAccessibleName(self.tr("Breaking log"))
        log_layout.addWidget(self.log_view, 1)
        splitter.addWidget(log_box)

        boards_box = QWidget()
        boards_layout = QVBoxLayout(boards_box)
        boards_layout.setContentsMargins(0, 0, 0, 0)
        self.boards_label = QLabel(self.tr("Boards found: {count}").format(count=0))
        boards_layout.addWidget(self.boards_label)
        self.boards_table = QTableWidget(0, 2)
        self.boards_table.setHorizontalHeaderLabels([self.tr("board"), self.tr("score")])
        self.boards_table.verticalHeader().setVisible(False)
        self.boards_table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.boards_table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.boards_table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.boards_table.setFont(mono)
        self.boards_table.setAccessibleName(self.tr("Boards found"))
        self.boards_table.cellDoubleClicked.connect(lambda row, _col: self.open_board(row))
        boards_layout.addWidget(self.boards_table, 1)
        self.open_button = push_button(self.tr("&Open board"), lambda: self.open_board(self.boards_table.currentRow()),
                                       self.tr("Show the selected board in the solver"), enabled=False)
        self.play_button = push_button(self.tr("&Play this board"),
                                       lambda: self.play_board(self.boards_table.currentRow()),
                                       self.tr("Start a round on the selected board in the game window, with the "
                                               "run's list"),
                                       enabled=False)
        self.boards_table.itemSelectionChanged.connect(self._selection_changed)
        buttons = QHBoxLayout()
        buttons.addWidget(self.open_button)
        buttons.addWidget(self.play_button)
        boards_layout.addLayout(buttons)
        splitter.addWidget(boards_box)
        splitter.setSizes([780, 400])
        self.results_view = ResultsView()
        self.results_view.open_board_requested.connect(self.open_board_requested)
        self.results_view.play_board_requested.connect(self.play_board_requested)
        self.tabs = QTabWidget()
        self.tabs.addTab(splitter, self.tr("&Live run"))
        self.tabs.addTab(self.results_view, self.tr("Results &file"))
        outer.addWidget(self.tabs, 1)
        self._settings_changed()

    def set_appearance(self, appearance: str) -> None:
        super().set_appearance(appearance)
        self.results_view.set_appearance(appearance)

    # -- settings --------------------------------------------------------------------------
    def size_key(self) -> str:
        return self.size_combo.currentData()

    def _size_changed(self) -> None:
        _, partition, threshold = SIZES[self.size_key()]
        self.partition_edit.setText(partition)
        self.threshold_spin.setValue(threshold)
        if self.size_key() == "44" and not self.limit():
            self.limit_spin.setValue(DEFAULT_SAMPLE)   # a seeded sample slice, not the whole proof
        self._settings_changed()

    def limit(self) -> int | None:
        return self.limit_spin.value() or None

    def seed(self) -> int:
        return self.seed_spin.value()

    def memory_budget(self) -> int | None:
        """The memory budget per worker in bytes; None when the field says "no limit"."""
        if not self.memory_spin.value():
            return None
        return self.memory_spin.value() * 2**20

    def results_path(self) -> Path:
        return results_path_for(self.size_key(), self.partition_edit.text(), self.threshold_spin.value(),
                                self.wordlist_spec(), self.limit(), self.seed())

    def _settings_changed(self) -> None:
        from core.proofs import canonical_class_count, class_count, parse_partition
        self.partition_ok = False
        try:
            part = parse_partition(self.partition_edit.text(), parse_size(self.size_key()))
        except ValueError as exc:
            self.classes_label.setText(error_text(exc, sentence=True))
            mark_warning(self.classes_label)
        else:
            total, canonical = class_count(part), canonical_class_count(part)
            counts = dict(total=f"{total:,}", canonical=f"{canonical:,}")
            if canonical > SAMPLE_ABOVE and not self.limit():
                self.classes_label.setText(self.tr("{total} classes, {canonical} canonical: too many for one run "
                                                   "here; set Classes to break a seeded random sample").format(
                                                       **counts))
                mark_warning(self.classes_label)
            else:
                if not self.limit():
                    text = self.tr("{total} classes, {canonical} canonical")
                elif canonical > SAMPLE_ABOVE:
                    text = self.tr("{total} classes, {canonical} canonical (random sample of {limit}, seed {seed})")
                else:
                    text = self.tr("{total} classes, {canonical} canonical (running {limit}, seed {seed})")
                self.classes_label.setText(text.format(**counts, limit=f"{min(canonical, self.limit() or 0):,}",
                                                       seed=self.seed()))
                mark_warning(self.classes_label, False)
                self.partition_ok = True
        low = 0 < self.memory_spin.value() < MIN_BUDGET_MIB
        self.memory_note.setText(self.tr("a budget is at least {minimum} MiB").format(minimum=MIN_BUDGET_MIB)
                                 if low else "")
        mark_warning(self.memory_note, low)
        self.partition_ok = self.partition_ok and not low
        self.update_controls()

    def update_controls(self) -> None:
        busy = self.is_busy()
        path = self.results_path()
        self.start_button.setEnabled(not busy and self.partition_ok)
        self.resume_button.setEnabled(not busy and self.partition_ok and path.is_file())
        self.cancel_button.setEnabled(busy)
        self.show_results_button.setEnabled(path.is_file())
        for w in (self.size_combo, self.partition_edit, self.threshold_spin, self.wordlist_combo,
                  self.browse_button, self.workers_spin, self.limit_spin, self.seed_spin, self.trace_check):
            w.setEnabled(not busy)
        self.memory_spin.setEnabled(not busy)
        self.results_label.setText((self.tr("Results file: {path}") if path.is_file()
                                    else self.tr("Results file: {path} (new)")).format(path=path))

    # -- results files -----------------------------------------------------------------------
    def choose_results(self) -> None:
        """Ask for a results file and open it in the Results file page."""
        folder = data_dir() / "break"
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open results file"),
                                              str(folder if folder.is_dir() else Path.home()),
                                              self.tr("Break results (*.ndjson *.jsonl *.json);;All files (*)"))
        if path:
            self.open_results(path)

    def open_results(self, path) -> None:
        """Read ``path`` into the Results file page (a job: progress, Stop reading; never changes it)."""
        wordlists = [self.wordlist_spec()] + [self.wordlist_combo.itemData(i)
                                              for i in range(self.wordlist_combo.count())]
        partitions = list(dict.fromkeys(p for _, p, _ in SIZES.values()))
        if self.partition_ok:
            partitions.insert(0, self.partition_edit.text())
        self.tabs.setCurrentWidget(self.results_view)
        self.results_view.open_file(path, partitions=partitions, wordlists=wordlists)

    # -- jobs ------------------------------------------------------------------------------
    def start(self) -> None:
        """Start a fresh run (an earlier results file with these settings is kept as a .bak copy)."""
        if self.is_busy():
            return
        path = self.results_path()
        note = ""
        if path.is_file():
            backup = path.with_name(f"{path.stem}-{time.strftime('%Y%m%d-%H%M%S')}.bak.ndjson")
            path.rename(backup)
            note = backup.name
        self._begin(resume=False, note=note)

    def resume(self) -> None:
        """Continue the saved run with these settings."""
        if not self.is_busy():
            self._begin(resume=True)

    def _begin(self, resume: bool, note: str = "") -> None:
        self._boards = BoardsFound()
        self.boards_table.setRowCount(0)
        self.boards_label.setText(self.tr("Boards found: {count}").format(count=0))
        self.log_view.clear()
        self.summary = None
        self.last_update = None
        self.setup = None
        self.progress.setRange(0, 1)
        self.progress.setValue(0)
        self.progress.setFormat(self.tr("%v / %m classes"))
        self.peak_label.setText(self.tr("peak per worker: –"))
        self.tabs.setCurrentIndex(0)
        # Updates reach the window a few times a second, however fast classes finish.
        self.start_job(
            break_job, self.size_key(), self.partition_edit.text(), self.threshold_spin.value(),
            self.wordlist_spec(), self.workers_spin.value(), self.results_path(), resume, self.limit(),
            self.trace_check.isChecked(), None, self.seed(), self.memory_budget(), interval_ms=200,
            on_partial=self._on_updates, on_result=self._on_result)
        mark_warning(self.status, False)
        if resume:
            text = self.tr("Resuming (loading the word list, starting workers)…")
        elif note:
            text = self.tr("Starting (loading the word list, starting workers)… (previous results kept as {backup})")
        else:
            text = self.tr("Starting (loading the word list, starting workers)…")
        self.status.setText(text.format(backup=note))

    def cancelling_text(self) -> str:
        return self.tr("Cancelling: finished classes are saved…")

    def show_status(self, text: str) -> None:
        self.status.setText(text)

    def _on_updates(self, updates: list[dict]) -> None:
        data = self.last_update = updates[-1]
        self.setup = data.get("setup", self.setup)
        total = max(1, data["total"])
        self.progress.setRange(0, total)
        self.progress.setValue(data["done"])
        self.status.setText(self.tr("{done} of {total} classes · {rate} classes/s · ETA {eta} · %n board(s) found",
                                    "", data["boards_found"]).format(
            done=f"{data['done']:,}", total=f"{data['total']:,}", rate=f"{data['rate']:.1f}",
            eta=format_duration(data["eta"])))
        if data.get("peak_rss"):
            self.peak_label.setText(self.tr("peak per worker: {size} MiB").format(
                size=f"{data['peak_rss'] / 2**20:,.0f}"))
        lines = [line for u in updates for line in u["log"]]
        if lines:
            self.log_view.appendPlainText("\n".join(lines[-LOG_MAX_LINES:]))
        boards = [b for u in updates for b in u["boards"]]
        if boards:
            self._add_boards(boards)

    def _add_boards(self, boards) -> None:
        rows = self._boards.update(boards).sorted()
        self.boards_table.setSortingEnabled(False)
        self.boards_table.setRowCount(len(rows))
        for i, (board, score) in enumerate(rows):
            self.boards_table.setItem(i, 0, _item(board))
            self.boards_table.setItem(i, 1, _item(score, align_right=True))
        self.boards_label.setText(self.tr("Boards found: {count}").format(count=len(rows)))

    def board_rows(self) -> list[tuple[str, int]]:
        """The boards in the table, in table order."""
        return [(self.boards_table.item(i, 0).text(), int(self.boards_table.item(i, 1).text()))
                for i in range(self.boards_table.rowCount())]

    def open_board(self, row: int) -> None:
        if 0 <= row < self.boards_table.rowCount():
            self.open_board_requested.emit(self.boards_table.item(row, 0).text(), self.setup)

    def _selection_changed(self) -> None:
        selected = self.boards_table.currentRow() >= 0
        self.open_button.setEnabled(selected)
        self.play_button.setEnabled(selected)

    def play_board(self, row: int) -> None:
        if 0 <= row < self.boards_table.rowCount():
            self.play_board_requested.emit(self.boards_table.item(row, 0).text(), self.setup)

    def _on_result(self, summary) -> None:
        self.summary = summary
        self._add_boards(summary.boards)
        self.progress.setRange(0, max(1, summary.total))
        self.progress.setValue(summary.done)
        if summary.resumed:
            text = self.tr("Done: {done} classes ({resumed} resumed from the results file), %n board(s) at or above "
                           "{threshold}, {seconds} s.", "", len(summary.boards))
        else:
            text = self.tr("Done: {done} classes, %n board(s) at or above {threshold}, {seconds} s.", "",
                           len(summary.boards))
        self.status.setText(text.format(done=f"{summary.done:,}", resumed=f"{summary.resumed:,}",
                                        threshold=self.threshold_spin.value(), seconds=f"{summary.seconds:.1f}"))
        self.run_finished.emit(summary)

    def job_failed(self, message: str) -> None:
        mark_warning(self.status)
        self.status.setText(self.tr("Failed: {problem}").format(problem=message.splitlines()[0]))
        self.log_view.appendPlainText(self.tr("ERROR: {problem}").format(problem=message))

    def job_cancelled(self) -> None:
        done = self.last_update["done"] if self.last_update else 0
        self.status.setText(self.tr("Cancelled after {done} classes; they are saved: Resume continues the "
                                    "run.").format(done=f"{done:,}"))

    def closeEvent(self, event) -> None:  # noqa: N802 - Qt override
        runner().cancel(owner=self.results_view, wait=True, timeout=5)
        super().closeEvent(event)


__all__ = ["BreakDialog", "break_job", "results_path_for", "worker_peak_rss", "SIZES"]
