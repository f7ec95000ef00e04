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
from PySide6.QtCore import Qt, Signal
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

from core.proofs.summary import (
    MIN_BIN_SECONDS,
    SLOWEST_SHOWN,
    ResultsSummary,
    format_seconds,
    summarize_results_file,
    time_histogram,
)

from ..shared.jobs import Job, JobContext, runner
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
        self.status = QLabel("Open a results file (Open results…) to see what a run found.")
        self.status.setWordWrap(True)
        self.status.setAccessibleName("Results status")
        self.progress = QProgressBar()
        self.progress.setMaximumWidth(220)
        self.progress.setFormat("%p%")
        self.progress.hide()
        self.cancel_button = push_button("Stop reading", self.cancel,
                                         "Stop reading the file (the file is never changed)")
        self.cancel_button.hide()
        row.addWidget(self.status, 1)
        row.addWidget(self.progress)
        row.addWidget(self.cancel_button)
        outer.addLayout(row)
        self.header_label = QLabel()
        self.header_label.setWordWrap(True)
        self.header_label.setTextFormat(Qt.TextFormat.RichText)
        self.header_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.header_label.setAccessibleName("Run header")
        outer.addWidget(self.header_label)

        # boards | time histogram, over bound per level | slowest classes
        top = QSplitter(Qt.Orientation.Horizontal)
        boards_box = QWidget()
        lay = QVBoxLayout(boards_box)
        lay.setContentsMargins(0, 0, 0, 0)
        self.boards_label = QLabel("Boards found")
        lay.addWidget(self.boards_label)
        self.boards_table = _table(["board", "score"], "Boards in the results file")
        self.boards_table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.boards_table.setFont(mono)
        self.boards_table.cellDoubleClicked.connect(lambda r, _c: self.open_board(r))
        self.boards_table.itemSelectionChanged.connect(self._selection_changed)
        lay.addWidget(self.boards_table, 1)
        buttons = QHBoxLayout()
        self.open_button = push_button("Open &board", lambda: self.open_board(self.boards_table.currentRow()),
                                       "Show the selected board in Solve a board, scored with the run's list",
                                       enabled=False)
        self.play_button = push_button("Play t&his board", lambda: self.play_board(self.boards_table.currentRow()),
                                       "Start a round on the selected board with the run's list", enabled=False)
        for b in (self.open_button, self.play_button):
            buttons.addWidget(b)
        lay.addLayout(buttons)
        top.addWidget(boards_box)
        self.plot_box = QWidget()
        self.plot_layout = QVBoxLayout(self.plot_box)
        self.plot_layout.setContentsMargins(0, 0, 0, 0)
        self.plot_placeholder = QLabel("Time per class: open a results file.")
        self.plot_placeholder.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.plot_layout.addWidget(self.plot_placeholder, 1)
        top.addWidget(self.plot_box)
        top.setSizes([330, 700])

        bottom = QSplitter(Qt.Orientation.Horizontal)
        levels_box = QWidget()
        lay = QVBoxLayout(levels_box)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(QLabel("Bound per level (root, then after each force):"))
        self.levels_table = _table(["level", "classes", "median", "90%", "max"], "Bound per level")
        self.levels_table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        lay.addWidget(self.levels_table, 1)
        bottom.addWidget(levels_box)
        slow_box = QWidget()
        lay = QVBoxLayout(slow_box)
        lay.setContentsMargins(0, 0, 0, 0)
        self.slowest_label = QLabel(f"Slowest {SLOWEST_SHOWN} classes:")
        lay.addWidget(self.slowest_label)
        self.slowest_table = _table(["time", "nodes", "root bound", "levels", "boards", "class id", "class"],
                                    "Slowest classes")
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
        self.status.setText(f"Reading {Path(path).name}…")
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
        self.status.setText("Cannot open: " + message.splitlines()[0])

    def _on_cancelled(self) -> None:
        self.status.setStyleSheet("")
        self.status.setText("Stopped reading; the file is unchanged." + (
            f" Still showing {Path(self.summary.path).name}." if self.summary else ""))

    def _on_finished(self) -> None:
        self._job = None
        self.progress.hide()
        self.cancel_button.hide()

    # -- showing -------------------------------------------------------------------------
    def show_summary(self, s: ResultsSummary) -> None:
        """Fill every part of the view from ``s``."""
        self.summary = s
        self.status.setStyleSheet("")
        done = f"{s.classes:,} classes" + (f" of {s.total:,} canonical ({100 * s.classes / s.total:.3g}%)"
                                           if s.total else "")
        self.status.setText(f"{Path(s.path).name}: {done}, {len(s.boards)} board(s) at or above {s.threshold}"
                            + (" · last line torn (a run was killed while writing it): skipped, file unchanged"
                               if s.torn_tail else ""))
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
            where = f"here: {_html(s.wordlist_path)}"
        else:
            where = "<span style='color:#c0392b'>not found on this machine: choose it as the Word list " \
                    "and open the file again to open its boards</span>"
        if s.partition:
            how = "named in the file" if s.partition_source == "header" else "recognised from the class ids"
            part = f"<tt>{_html(s.partition)}</tt> ({how})"
        else:
            part = "unknown (classes from a file, or a partition this window does not know)"
        language = f" · language {_html(h['language'])}" if h.get("language") not in (None, "en") else ""
        return (f"<b>{_html(h.get('size'))}</b>, threshold <b>{s.threshold}</b>, {_html(h.get('rules'))} rules, "
                f"{_html(s.method)} method, "
                f"word list <b>{_html(h.get('wordlist'))}</b> (SHA-256 {_html(sha[:12])}…, {where}){language}<br>"
                f"Partition: {part}<br>"
                f"Classes done: <b>{s.classes:,}</b>" + (f" of {s.total:,}" if s.total else " (total unknown)")
                + (f", broken in {s.unions:,} unions" if s.unions else "")
                + f" · {s.broken_at_root:,} broken at the root (bound below {s.threshold}) · time in classes "
                f"{format_seconds(s.class_seconds)} · {s.nodes:,} tree nodes · "
                f"file {s.file_bytes / 2**20:.1f} MiB: {_html(s.path)}")

    def _fill_boards(self, boards) -> None:
        self.boards_table.setRowCount(len(boards))
        for i, (board, score) in enumerate(boards):
            self.boards_table.setItem(i, 0, _item(board))
            self.boards_table.setItem(i, 1, _item(score, align_right=True))
        self.boards_label.setText(f"Boards found: {len(boards)}")
        self._selection_changed()

    def _ensure_plot(self):
        if self.plot is None:
            import pyqtgraph as pg  # lazily: start-up time (docs/architecture.md)
            self.plot = pg.PlotWidget()
            self.plot.setBackground("w")
            self.plot.setTitle("Time per class", color="#222", size="11pt")
            self.plot.setLabel("bottom", "seconds (log scale)")
            self.plot.setLabel("left", "classes")
            self.plot.getAxis("left").enableAutoSIPrefix(False)
            self.plot.getAxis("bottom").enableAutoSIPrefix(False)
            self.plot.showGrid(x=True, y=True, alpha=0.25)
            self.plot.setLogMode(x=True, y=False)
            self.plot.setMouseEnabled(x=False, y=False)
            self.time_curve = self.plot.plot([1, 10], [0], stepMode="center", fillLevel=0,
                                             brush=pg.mkBrush("#4a7fb5"), pen=pg.mkPen("#2c5d8f"))
            self.plot.setAccessibleName("Time per class histogram")
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
        median = f", median {format_seconds(float(np.median(times)))}, max {format_seconds(float(times.max()))}" \
            if len(times) else ""
        plot.setTitle(f"Time per class ({len(times):,} classes{median})", color="#222", size="11pt")
        plot.enableAutoRange()

    def _fill_levels(self, s: ResultsSummary) -> None:
        rows = s.level_rows()
        self.levels_table.setRowCount(len(rows))
        for i, (k, n, med, p90, top) in enumerate(rows):
            values = ["root" if k == 0 else f"force {k}", n, med, p90, top]
            for c, v in enumerate(values):
                self.levels_table.setItem(i, c, _item(v, align_right=c > 0))

    def _fill_slowest(self, slowest) -> None:
        self.slowest_table.setRowCount(len(slowest))
        for i, c in enumerate(slowest):
            ident = f"union of {c.classes}" if c.classes > 1 else "" if c.class_id is None else c.class_id
            values = [format_seconds(c.seconds), f"{c.nodes:,}", c.root_bound, c.levels, c.boards, ident, c.class_text]
            for col, v in enumerate(values):
                self.slowest_table.setItem(i, col, _item(v, align_right=col < 6, tip=c.class_text))
        self.slowest_table.resizeColumnsToContents()
        unions = " (a union of classes broken as one counts once)" if any(c.classes > 1 for c in slowest) else ""
        self.slowest_label.setText(f"Slowest {len(slowest)} classes{unions}:")

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
