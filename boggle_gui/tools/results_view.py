"""A break run's results file, summarised: the "Results file" page of the break window.

The summary is :func:`core.proofs.summary.summarize_results_file` (the same one ``boggle results``
prints), read in the app's job runner with progress and cancel; the file is never written.

:class:`ResultsView` shows a summary: the header, the boards table (double-click
opens a board in Solve a board, "Play this board" plays it), a histogram of
per-class times on log-scale bins (pyqtgraph, imported when the first file is
shown), the bound per level (classes reaching it, median, 90th percentile and
largest bound) and the 20 slowest classes.
"""
from __future__ import annotations

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

from core.engine import LANGUAGES as BOARD_LANGUAGES
from core.engine import RULES
from core.proofs import MIN_BIN_SECONDS, SLOWEST_SHOWN, ResultsSummary, summarize_results_file, time_histogram

from ..shared.data_names import language_name, rules_name
from ..shared.jobs import Job, JobContext, runner
from ..shared.theme import PlotPen, apply_plot_appearance, mark_warning, warning_colour
from ..widgets.buttons import push_button

__all__ = ["read_results_job", "ResultsView"]


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
    """:func:`format_seconds` with its unit in the interface's language."""
    if s >= 100:
        return QCoreApplication.translate("ResultsView", "{seconds} s").format(seconds=f"{s:,.0f}")
    if s >= 1:
        return QCoreApplication.translate("ResultsView", "{seconds} s").format(seconds=f"{s:.2f}")
    return QCoreApplication.translate("ResultsView", "{milliseconds} ms").format(milliseconds=f"{s * 1000:.1f}")


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
        self.appearance = "light"   # the look the plot is drawn in (set_appearance)
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
        mark_warning(self.status, False)
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
        mark_warning(self.status)
        self.status.setText(self.tr("Cannot open: {problem}").format(problem=message.splitlines()[0]))

    def _on_cancelled(self) -> None:
        mark_warning(self.status, False)
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
        mark_warning(self.status, False)
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
            where = "<span style='color:{}'>{}</span>".format(warning_colour(self.appearance),
                self.tr("not found on this machine: choose it as the Word list and open the file again to open its "
                        "boards"))
        if s.partition and s.partition_source == "header":
            part = self.tr("<tt>{partition}</tt> (named in the file)").format(partition=_html(s.partition))
        elif s.partition:
            part = self.tr("<tt>{partition}</tt> (recognised from the class ids)").format(partition=_html(s.partition))
        else:
            part = self.tr("unknown (classes from a file, or a partition this window does not know)")
        rules = RULES.get(str(h.get("rules")))
        fields = dict(size=_html(h.get("size")), threshold=s.threshold,
                      rules=_html(rules_name(rules) if rules else h.get("rules")), wordlist=_html(h.get("wordlist")),
                      method=_html(s.method),
                      sha=_html(sha[:12]), where=where, partition=part, classes=f"{s.classes:,}",
                      total=f"{s.total or 0:,}", unions=f"{s.unions:,}", unforced=f"{s.broken_at_root:,}",
                      time=_seconds(s.class_seconds), nodes=f"{s.nodes:,}",
                      file_size=f"{s.file_bytes / 2**20:.1f}",
                      path=_html(s.path))
        lines = [self.tr("<b>{size}</b>, threshold <b>{threshold}</b>, {rules} rules, {method} method, "
                         "word list <b>{wordlist}</b> "
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

            from ..widgets.log_axis import LogAxis
            self.plot = pg.PlotWidget(axisItems={"bottom": LogAxis("bottom")})
            self.plot.setTitle(self.tr("Time per class"), size="11pt")
            self.plot.setLabel("bottom", self.tr("seconds (log scale)"))
            self.plot.setLabel("left", self.tr("classes"))
            self.plot.getAxis("left").enableAutoSIPrefix(False)
            self.plot.getAxis("bottom").enableAutoSIPrefix(False)
            self.plot.showGrid(x=True, y=True)
            self.plot.setLogMode(x=True, y=False)
            self.plot.setMouseEnabled(x=False, y=False)
            self.time_curve = self.plot.plot([1, 10], [0], stepMode="center", fillLevel=0)
            self.set_appearance(self.appearance)
            self.plot.setAccessibleName(self.tr("Time per class histogram"))
            self.plot_layout.removeWidget(self.plot_placeholder)
            self.plot_placeholder.deleteLater()
            self.plot_layout.addWidget(self.plot, 1)
        return self.plot

    def set_appearance(self, appearance: str) -> None:
        """Draw the plot and the header's warning in ``appearance`` (a key of
        :data:`~boggle_gui.shared.theme.APPEARANCES`)."""
        self.appearance = appearance
        if self.summary is not None:
            self.header_label.setText(self._header_html(self.summary))
        if self.plot is not None:
            apply_plot_appearance(self.plot, appearance, [(self.time_curve, PlotPen(0, fill=0.5))])

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
                classes=f"{len(times):,}", median=_seconds(float(np.median(times))),
                max=_seconds(float(times.max())))
        else:
            title = self.tr("Time per class ({classes} classes)").format(classes=0)
        plot.setTitle(title, size="11pt")
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
            values = [_seconds(c.seconds), f"{c.nodes:,}", c.root_bound, c.levels, c.boards, ident,
                      c.class_text]
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
