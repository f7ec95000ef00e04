"""The "Statistics" window: roll many boards and see what the dice give you.

Pick a language, its dice and word list, and the number of boards; a background
job rolls and solves them (progress bar, Cancel) while the histograms of points
and words per board fill in. Tables show the summary (with "a board of N points
is better than P% of these boards"), the most common words, the chance of each
word length, and an estimate of how many distinct boards the dice can roll. Every
language works alike: its dice roll its letters and the list is read in it.
"""
from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QSpinBox,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from core import stats
from core.engine import DICE_SETS, Setup, WordListError, get_dice_set, get_language, resolve_wordlist

from ..shared.cache import shared_cache
from ..shared.data_names import dice_name, language_name, ordinal, rules_name
from ..shared.jobs import JobContext
from ..shared.theme import PlotPen, apply_plot_appearance
from ..widgets.buttons import push_button
from ..widgets.language_choice import LanguageChoice, language_label
from .base import ToolWindow

#: A sample is rolled and solved in this many blocks; the histograms redraw after each.
SAMPLE_BLOCKS = 20


def sample_job(ctx: JobContext, dice_key: str, wordlist_spec: str, n: int, seed: int | None, threads: int = 0):
    """Roll and solve ``n`` boards in blocks; yields ``(scores, word_counts)`` so far after each block.
    The list is read in the dice's language.

    A job generator (see :mod:`boggle_gui.shared.jobs`); the result is ``(BoardSample, SampleStats)``.
    """
    ctx.progress(0, n)
    ds = get_dice_set(dice_key)
    wl = shared_cache().wordlist(wordlist_spec, ds.language)
    ctx.check_cancelled()
    boards = stats.roll_sample(ds, n, seed)
    block = max(stats.CHUNK, -(-n // SAMPLE_BLOCKS))
    parts = []
    for a in range(0, n, block):
        parts.append(stats.sample_boards(ds, wl, None, boards=boards[a:a + block], threads=threads,
                                         progress=lambda d, _t, a=a: ctx.progress(a + d, n),
                                         cancel=ctx.cancelled))
        yield np.concatenate([p.scores for p in parts]), np.concatenate([p.word_counts for p in parts])
    sample = stats.merge_samples(parts)
    sample.seed = seed
    return sample, stats.summarize(sample)


def count_job(ctx: JobContext, dice_key: str, samples: int, seed: int | None):
    """Estimate the number of distinct boards; result: BoardCountEstimate."""
    chunk = max(10_000, min(200_000, samples // 20))
    return stats.estimate_board_count(dice_key, samples, seed=seed, progress=ctx.progress, cancel=ctx.cancelled,
                                      chunk=chunk)


def _tr(text):
    return QCoreApplication.translate("StatsWindow", text)


def _item(value, align_right: bool = False) -> QTableWidgetItem:
    item = QTableWidgetItem(str(value))
    item.setFlags(Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsEnabled)
    if align_right:
        item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    return item


def _table(headers: list[str]) -> QTableWidget:
    t = QTableWidget(0, len(headers))
    t.setHorizontalHeaderLabels(headers)
    t.verticalHeader().setVisible(False)
    t.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    t.setAlternatingRowColors(True)
    t.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
    return t


def _fill(table: QTableWidget, rows: list[list]) -> None:
    table.setRowCount(len(rows))
    for r, row in enumerate(rows):
        for c, value in enumerate(row):
            text = str(value)
            table.setItem(r, c, _item(text, align_right=c > 0 and (text[:1].isdigit() or text.endswith("%"))))


class HistogramPlot(pg.PlotWidget):
    """Bars of a histogram plus the fitted log-normal curve; items are created once and updated.
    ``colour`` is which of the appearance's curve colours the bars take."""

    #: The fitted curve's colour: one no histogram's bars take.
    FIT_COLOUR = 2

    def __init__(self, title: str, x_label: str, colour: int, appearance: str):
        super().__init__()
        self.setTitle(title, size="11pt")
        self.setLabel("bottom", x_label)
        self.setLabel("left", _tr("boards"))
        self.getAxis("left").enableAutoSIPrefix(False)   # board counts: never "(x0.001)"
        self.showGrid(x=True, y=True)
        self.setMinimumHeight(220)
        self.legend = self.addLegend(offset=(-10, 10))
        self.bars = pg.BarGraphItem(x0=[0], width=[1], height=[0], name=_tr("sampled boards"))
        self.addItem(self.bars)
        self.fit_curve = self.plot([], [], name=_tr("log-normal fit"))
        self.mean_line = pg.InfiniteLine(angle=90)
        self.mean_line.hide()
        self.addItem(self.mean_line)
        self.placeholder = pg.TextItem(_tr("No sample yet: choose the dice and press Sample boards."),
                                       anchor=(0.5, 0.5))
        self.addItem(self.placeholder)
        self._pens = [(self.bars, PlotPen(colour)), (self.fit_curve, PlotPen(self.FIT_COLOUR, width=2.5)),
                      (self.mean_line, PlotPen(dashed=True)), (self.placeholder, PlotPen(opacity=0.8))]
        self.set_appearance(appearance)
        self.show_empty()

    def set_appearance(self, appearance: str) -> None:
        apply_plot_appearance(self, appearance, self._pens)

    @property
    def is_empty(self) -> bool:
        """True until the first values are shown (the placeholder is up)."""
        return self.placeholder.isVisible()

    def show_empty(self) -> None:
        """Before a sample: a placeholder line on a plain 0-1 frame, no tick values, no legend.

        Left to itself pyqtgraph frames an empty plot around zero (-0.5 to 0.5, labelled as -400 to 400).
        """
        self.counts = np.zeros(0)
        self.bars.setOpts(x0=[0], width=[1], height=[0])
        self.fit_curve.setData([], [])
        self.mean_line.hide()
        self.legend.hide()
        for axis in ("left", "bottom"):
            self.getAxis(axis).setStyle(showValues=False)
        self.disableAutoRange()
        self.setRange(xRange=(0, 1), yRange=(0, 1), padding=0)
        self.placeholder.setPos(0.5, 0.5)
        self.placeholder.show()

    def show_values(self, values: np.ndarray, bins: int = 40, with_fit: bool = True) -> None:
        if len(values) == 0:
            return
        if self.placeholder.isVisible():
            self.placeholder.hide()
            self.legend.show()
            for axis in ("left", "bottom"):
                self.getAxis(axis).setStyle(showValues=True)
            self.enableAutoRange()
        counts, edges = stats.histogram(values, bins)
        self.counts = counts
        width = edges[1] - edges[0]
        self.bars.setOpts(x0=edges[:-1], width=np.full(len(counts), width), height=counts)
        self.mean_line.setValue(float(np.mean(values)))
        self.mean_line.show()
        if with_fit:
            fit = stats.lognormal_fit(values)
            x = np.linspace(max(edges[0], 0.5), edges[-1], 400)
            self.fit_curve.setData(x, fit.n_positive * width * fit.pdf(x))
        else:
            self.fit_curve.setData([], [])


class StatsWindow(ToolWindow):
    """Sample boards of a dice set and show their statistics (see module docstring). The sample's
    best board leaves with its :class:`~core.engine.setup.Setup` (the sample's word list, rules
    and size).

    Signals
    -------
    stats_updated()
        The tables and plots show a finished sample.
    count_updated()
        The board-count table shows a finished estimate.
    """

    stats_updated = Signal()
    count_updated = Signal()

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Board statistics"))
        self.resize(1280, 820)
        self.sample = None
        self.summary = None
        self.estimate = None
        self._sample_spec: str | None = None

        central = QWidget()
        self.setCentralWidget(central)
        outer = QVBoxLayout(central)

        # -- controls ----------------------------------------------------------
        controls = QHBoxLayout()
        self.dice_combo = QComboBox()
        self.dice_combo.setAccessibleName(self.tr("Dice set"))
        self.wordlist_combo = QComboBox()
        self.wordlist_combo.setAccessibleName(self.tr("Word list"))
        # The language: its dice and lists only (remembered for this window, see language_choice).
        self.language_choice = LanguageChoice(dice=self.dice_combo, wordlist=self.wordlist_combo,
                                              settings_key="stats/language", parent=self)
        self.language_combo = self.language_choice.combo
        self.browse_button = push_button(self.tr("Other list…"), self.browse_wordlist)
        self.boards_spin = QSpinBox()
        self.boards_spin.setRange(100, stats.MAX_BOARDS)
        self.boards_spin.setSingleStep(10_000)
        self.boards_spin.setValue(100_000)
        self.boards_spin.setGroupSeparatorShown(True)
        self.boards_spin.setAccessibleName(self.tr("Number of boards"))
        self.seed_spin = QSpinBox()
        self.seed_spin.setRange(-1, 2**31 - 1)
        self.seed_spin.setSpecialValueText(self.tr("random"))
        self.seed_spin.setValue(-1)
        self.seed_spin.setAccessibleName(self.tr("Random seed"))
        self.run_button = push_button(self.tr("&Sample boards"), self.run_sample, default=True)
        self.cancel_button = push_button(self.tr("&Cancel"), self.cancel, enabled=False)
        self.open_best_button = push_button(self.tr("&Open best board"), self._open_best,
                                            self.tr("Show the highest-scoring board of the sample in the solver"),
                                            enabled=False)
        for label, widget in ((self.tr("&Language:"), self.language_combo), (self.tr("&Dice:"), self.dice_combo),
                              (self.tr("&Word list:"), self.wordlist_combo)):
            lab = QLabel(label)
            lab.setBuddy(widget)
            controls.addWidget(lab)
            controls.addWidget(widget)
        controls.addWidget(self.browse_button)
        for label, widget in ((self.tr("&Boards:"), self.boards_spin), (self.tr("S&eed:"), self.seed_spin)):
            lab = QLabel(label)
            lab.setBuddy(widget)
            controls.addWidget(lab)
            controls.addWidget(widget)
        controls.addStretch(1)
        controls.addWidget(self.run_button)
        controls.addWidget(self.cancel_button)
        controls.addWidget(self.open_best_button)
        outer.addLayout(controls)

        outer.addLayout(self.progress_row(
            self.tr("Choose a language, its dice and a word list, then sample boards."), "%v / %m", 2))

        # -- plots and tables ----------------------------------------------------
        splitter = QSplitter(Qt.Orientation.Horizontal)
        plots = QWidget()
        plots_layout = QVBoxLayout(plots)
        plots_layout.setContentsMargins(0, 0, 0, 0)
        self.score_plot = HistogramPlot(self.tr("Points per board"), self.tr("points"), 0, self.appearance)
        self.word_plot = HistogramPlot(self.tr("Words per board"), self.tr("distinct words"), 1, self.appearance)
        plots_layout.addWidget(self.score_plot)
        plots_layout.addWidget(self.word_plot)
        plots.setMinimumWidth(420)
        splitter.addWidget(plots)

        self.tabs = QTabWidget()
        self.summary_table = _table(["", self.tr("points"), self.tr("words")])
        summary_page = QWidget()
        summary_layout = QVBoxLayout(summary_page)
        summary_layout.setContentsMargins(0, 0, 0, 0)
        summary_layout.addWidget(self.summary_table, 1)
        # "Better than N% of boards": where a board's points stand among the boards sampled.
        rate_row = QHBoxLayout()
        rate_row.setContentsMargins(6, 0, 6, 6)
        self.rate_spin = QSpinBox()
        self.rate_spin.setRange(0, 1_000_000)
        self.rate_spin.setGroupSeparatorShown(True)
        self.rate_spin.setSuffix(self.tr(" points"))
        self.rate_spin.setAccessibleName(self.tr("Points of a board to rate"))
        self.rate_spin.setEnabled(False)
        self.rate_spin.valueChanged.connect(self._show_rating)
        rate_label = QLabel(self.tr("A board of"))
        rate_label.setBuddy(self.rate_spin)
        self.rating = QLabel("")
        self.rating.setAccessibleName(self.tr("Better than"))
        self.rating.setWordWrap(True)
        rate_row.addWidget(rate_label)
        rate_row.addWidget(self.rate_spin)
        rate_row.addWidget(self.rating, 1)
        summary_layout.addLayout(rate_row)
        self._sorted_scores: np.ndarray | None = None
        letters, boards = self.tr("{count} letters"), self.tr("boards")
        self.words_table = _table([letters.format(count=3), boards, letters.format(count=4), boards,
                                   letters.format(count=5), boards])
        self.lengths_table = _table([self.tr("word length"), self.tr("boards with one")])
        self.tabs.addTab(summary_page, self.tr("Summary"))
        self.tabs.addTab(self.words_table, self.tr("Common words"))
        self.tabs.addTab(self.lengths_table, self.tr("Word lengths"))

        count_page = QWidget()
        count_layout = QVBoxLayout(count_page)
        box = QGroupBox(self.tr("How many distinct boards can these dice roll?"))
        form = QFormLayout(box)
        self.count_samples_spin = QSpinBox()
        self.count_samples_spin.setRange(1000, 1_000_000_000)
        self.count_samples_spin.setSingleStep(1_000_000)
        self.count_samples_spin.setValue(2_000_000)
        self.count_samples_spin.setGroupSeparatorShown(True)
        form.addRow(self.tr("Random grids:"), self.count_samples_spin)
        self.count_button = push_button(self.tr("&Estimate"), self.run_count)
        form.addRow(self.count_button)
        explain = QLabel(self.tr("Random letter grids are tested for whether some placement of the dice shows them; "
                                 "the rollable share times letters^cells (26 letters in English, each language its "
                                 "own), divided by the 8 rotations and reflections, estimates the number of distinct "
                                 "boards (95% Wilson interval)."))
        explain.setWordWrap(True)
        count_layout.addWidget(box)
        count_layout.addWidget(explain)
        self.count_table = _table(["", self.tr("value")])
        count_layout.addWidget(self.count_table, 1)
        self.tabs.addTab(count_page, self.tr("Board count"))
        splitter.addWidget(self.tabs)
        splitter.setSizes([760, 520])
        splitter.setChildrenCollapsible(False)    # neither the plots nor the tables can be dragged away
        self.tabs.setMinimumWidth(380)
        outer.addWidget(splitter, 1)
        self._show_rating()

    def set_appearance(self, appearance: str) -> None:
        super().set_appearance(appearance)
        for plot in (self.score_plot, self.word_plot):
            plot.set_appearance(appearance)

    # -- choices ---------------------------------------------------------------------
    def language(self) -> str:
        """The chosen language's code: the dice roll its letters and the list is read in it."""
        return self.language_choice.code

    def dice_key(self) -> str:
        return self.dice_combo.currentData()

    # -- jobs ------------------------------------------------------------------------
    def _start(self, work, args: tuple, message: str, on_result, on_partial=None) -> None:
        # The histograms redraw from partial results at most four times a second.
        self.start_job(work, *args, interval_ms=250, on_progress=self._on_progress, on_partial=on_partial,
                       on_result=on_result)
        self.progress.setRange(0, 0)
        self.status.setText(message)

    def run_sample(self) -> None:
        """Start sampling with the chosen dice, word list, number of boards and seed."""
        if self.is_busy():
            return
        seed = self.seed_spin.value()
        self._sample_spec = self.wordlist_spec()   # the list the sample's boards are scored with
        self._start(sample_job, (self.dice_key(), self.wordlist_spec(), self.boards_spin.value(),
                                 None if seed < 0 else seed),
                    self.tr("Sampling {count} boards of {dice} in {language}…").format(
                        count=f"{self.boards_spin.value():,}", dice=dice_name(get_dice_set(self.dice_key())),
                        language=language_name(self.language())),
                    self._on_sample, self._on_partial)

    def run_count(self) -> None:
        """Start the board-count estimate for the chosen dice."""
        if self.is_busy():
            return
        seed = self.seed_spin.value()
        self._start(count_job, (self.dice_key(), self.count_samples_spin.value(), None if seed < 0 else seed),
                    self.tr("Testing {count} random grids…").format(count=f"{self.count_samples_spin.value():,}"),
                    self._on_count)

    def show_status(self, text: str) -> None:
        self.status.setText(text)

    def _on_progress(self, done: int, total: int) -> None:
        if total > 0:
            self.progress.setRange(0, total)
            self.progress.setValue(done)

    def _on_partial(self, partials: list) -> None:
        scores, words = partials[-1]    # each holds everything so far: the latest is enough
        self.score_plot.show_values(scores)
        self.word_plot.show_values(words)

    def job_failed(self, message: str) -> None:
        self.status.setText(self.tr("Failed: {problem}").format(
            problem=message.splitlines()[0] if message else self.tr("unknown error")))

    def job_cancelled(self) -> None:
        self.status.setText(self.tr("Cancelled."))

    def update_controls(self) -> None:
        busy = self.is_busy()
        self.run_button.setEnabled(not busy)
        self.count_button.setEnabled(not busy)
        self.cancel_button.setEnabled(busy)

    def job_finished(self) -> None:
        if self.progress.maximum() == 0:
            self.progress.setRange(0, 1)
            self.progress.setValue(0)

    def _on_sample(self, result) -> None:
        sample, summary = result
        self.show_sample(sample, summary)

    def _on_count(self, est) -> None:
        self.show_estimate(est)

    # -- display ---------------------------------------------------------------------
    def show_sample(self, sample: stats.BoardSample, summary: stats.SampleStats) -> None:
        """Fill the plots and tables from a finished sample."""
        self.sample, self.summary = sample, summary
        s = summary
        self.score_plot.show_values(sample.scores)
        self.word_plot.show_values(sample.word_counts)
        names = {0: self.tr("minimum"), 50: self.tr("median"), 100: self.tr("maximum")}
        # One rule: points and word counts are whole numbers (percentiles of whole numbers, interpolated,
        # are rounded: "248", not "248.01"); averages and fit parameters keep their decimals.
        rows = [[self.tr("mean"), f"{s.mean_score:.2f}", f"{s.mean_words:.2f}"],
                [self.tr("standard deviation"), f"{s.std_score:.2f}", f"{s.std_words:.2f}"]]
        for p in stats.PERCENTILES:
            rows.append([names.get(p, self.tr("{ordinal} percentile").format(ordinal=ordinal(p))),
                         f"{s.score_percentiles[p]:,.0f}", f"{s.word_percentiles[p]:,.0f}"])
        rows += [[self.tr("log-normal fit: median"), f"{s.score_fit.median:.1f}", f"{s.word_fit.median:.1f}"],
                 [self.tr("log-normal fit: sigma"), f"{s.score_fit.sigma:.3f}", f"{s.word_fit.sigma:.3f}"],
                 [self.tr("boards scoring 0"), f"{100 * s.zero_score_share:.2f}%", ""],
                 [self.tr("best board"), s.best_board, self.tr("%n point(s)", "", s.best_score)],
                 [self.tr("boards"), f"{s.n:,}", self.tr("{seconds} s").format(seconds=f"{s.seconds:.2f}")],
                 [self.tr("dice / word list"), dice_name(sample.dice), self.tr("{wordlist} ({rules})").format(
                     wordlist=s.wordlist_name, rules=rules_name(sample.rules))],
                 [self.tr("language"), language_label(sample.dice.language), get_language(sample.dice.language)
                  .describe_letters()]]
        _fill(self.summary_table, rows)
        self._sorted_scores = np.sort(np.asarray(sample.scores))
        self.rate_spin.blockSignals(True)
        self.rate_spin.setEnabled(True)
        self.rate_spin.setValue(int(round(s.score_percentiles[90])))   # a good board, to start with
        self.rate_spin.blockSignals(False)
        self._show_rating()
        words_rows = []
        depth = max((len(v) for v in s.common_words.values()), default=0)
        for i in range(depth):
            row = []
            for L in (3, 4, 5):
                entries = s.common_words[L]
                row += [entries[i][0], f"{100 * entries[i][1]:.2f}%"] if i < len(entries) else ["", ""]
            words_rows.append(row)
        _fill(self.words_table, words_rows)
        _fill(self.lengths_table, [[f"{L}", f"{100 * p:.3f}%"] for L, p in s.length_chances.items()])
        self.open_best_button.setEnabled(True)
        self.status.setText(self.tr("{count} boards of {dice} with {wordlist} ({language}): mean {points} points, "
                                    "{words} words ({rate} boards/s).").format(
            count=f"{s.n:,}", dice=dice_name(sample.dice), wordlist=s.wordlist_name,
            language=language_name(sample.dice.language), points=f"{s.mean_score:.1f}", words=f"{s.mean_words:.1f}",
            rate=f"{s.n / max(s.seconds, 1e-9):,.0f}"))
        self.stats_updated.emit()

    def rating_percent(self, score: int) -> float | None:
        """Percent of the sampled boards scoring less than ``score`` (None before a sample)."""
        if self._sorted_scores is None or self._sorted_scores.size == 0:
            return None
        return stats.percentile_of(int(score), self._sorted_scores)

    def _show_rating(self, *_args) -> None:
        score = self.rate_spin.value()
        pct = self.rating_percent(score)
        if pct is None:
            self.rating.setText(self.tr("(sample boards first: then see how many of them a board of these points "
                                        "beats)"))
            return
        n = self._sorted_scores.size
        dice = dice_name(self.sample.dice) if self.sample is not None else ""
        if score > int(self._sorted_scores[-1]):
            self.rating.setText(self.tr("is better than all {count} {dice} boards sampled.").format(
                count=f"{n:,}", dice=dice))
        else:
            self.rating.setText(self.tr("is better than {share}% of {count} {dice} boards.").format(
                share=f"{pct:.1f}", count=f"{n:,}", dice=dice))

    def show_estimate(self, est: stats.BoardCountEstimate) -> None:
        """Fill the board-count table."""
        self.estimate = est
        rows = [[self.tr("dice"), dice_name(DICE_SETS[est.dice_key])],
                [self.tr("random grids tested"), f"{est.samples:,}"],
                [self.tr("rollable"), f"{est.feasible:,} ({100 * est.share:.3f}%)"],
                [self.tr("95% interval of the share"), f"{100 * est.share_low:.3f}% – {100 * est.share_high:.3f}%"],
                [self.tr("formula"), self.tr("share × {letters}^{cells} / {symmetries}").format(
                    letters=len(get_language(DICE_SETS[est.dice_key].language).letters), cells=est.ncells,
                    symmetries=est.symmetries)],
                [self.tr("distinct boards"), f"{est.boards:.3g}"],
                [self.tr("95% interval"), f"{est.boards_low:.3g} – {est.boards_high:.3g}"],
                [self.tr("seconds"), f"{est.seconds:.2f}"]]
        if est.feasible == 0:
            rows.append([self.tr("note"), self.tr("no rollable grid sampled: only the upper end is informative")])
        _fill(self.count_table, rows)
        self.tabs.setCurrentIndex(3)
        self.status.setText(self.tr("About {boards} distinct boards ({share}% of random grids can be rolled).").format(
            boards=f"{est.boards:.3g}", share=f"{100 * est.share:.2f}"))
        self.count_updated.emit()

    def _open_best(self) -> None:
        if self.summary is not None:
            dice = self.sample.dice
            try:   # the file asked for: the shared cache may share one list between equal files
                path = resolve_wordlist(self._sample_spec) if self._sample_spec else None
            except WordListError:
                path = None
            self.open_board_requested.emit(self.summary.best_board, Setup.of(
                self.sample.wordlist, self.sample.rules, (dice.width, dice.height), path=path))


__all__ = ["StatsWindow", "sample_job", "count_job"]
