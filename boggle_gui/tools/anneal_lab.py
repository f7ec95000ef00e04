"""The "Annealing lab": watch simulated annealing hunt for the best board, live.

Pick a size, language, word list, seed, temperature schedule and constraint (any
letters of the language, a letter set, or one of its dice sets), press Start. A background job runs the annealer in
chunks and yields a sample after each; the job runner hands them to the window a
few times a second, which adds them to plots created once (current and best
score, temperature, acceptance rate per generation), redraws the current and
best boards and appends to the improvements table. Each run keeps its curves, so
several runs overlay for comparing schedules until Reset clears them.
"""
from __future__ import annotations

import time
from dataclasses import dataclass, field

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QT_TRANSLATE_NOOP, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QDoubleValidator, QFont, QPainter, QPalette, QPen
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMessageBox,
    QSizePolicy,
    QSpinBox,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from core.engine import (
    DEFAULT_LANGUAGE,
    DICE_SETS,
    RULES,
    SUPPORTED_SIZES,
    Setup,
    WordList,
    cell_label,
    geometry,
    get_language,
    resolve_wordlist,
)
from core.search import SCHEDULES, AnnealConfig, Annealer, Schedule, default_config

from ..shared.cache import shared_cache
from ..shared.data_names import dice_name, language_name, rules_name
from ..shared.error_text import error_text
from ..shared.jobs import JobContext
from ..shared.theme import PlotPen, apply_plot_appearance, board_colours
from ..widgets.buttons import push_button
from ..widgets.language_choice import LanguageChoice, dice_sets_for
from .base import ToolWindow


@dataclass
class RunParameters:
    """Everything a run needs; built from the form in the main thread."""

    size: str
    wordlist: str
    rules: str
    seed: int | None
    config: AnnealConfig
    dice: str | None = None
    letters: str | None = None
    seconds: float = 0.0          # 0: until stopped
    label: str = ""
    language: str = DEFAULT_LANGUAGE   # the list is read in it; boards show its letters


@dataclass
class Sample:
    """The state of a run after one chunk, as :func:`anneal_job` yields it."""

    generation: int
    current_score: int
    best_score: int
    temperature: float
    acceptance: float
    improvements: list            # Improvement objects new in this chunk
    current_board: str
    best_board: str
    restarts: int
    rate: float
    seed: int | None
    wordlist: WordList            # the shared list the run anneals with
    setup: Setup                  # that list, the rules and the size: what the boards are scored with


#: Chunks of about this many seconds: short enough for a smooth plot and a prompt pause or stop.
CHUNK_SECONDS = 0.05


def _sample(an: Annealer, new: list, wordlist: WordList, setup: Setup) -> Sample:
    return Sample(an.generation, an.current_score, an.best_score, an.temperature, an.last_acceptance, list(new),
                  an.current_board, an.best_board, an.restarts,
                  an.generation / an.seconds if an.seconds > 0 else 0.0, an.seed, wordlist, setup)


def anneal_job(ctx: JobContext, p: RunParameters):
    """Run an :class:`Annealer` in chunks of about 50 ms, yielding a :class:`Sample` after each.

    A job generator (see :mod:`boggle_gui.shared.jobs`): pause and cancel take effect
    between chunks; the result is the final ``AnnealResult``.
    """
    cache = shared_cache()
    solver = cache.solver(cache.wordlist(p.wordlist, p.language), p.rules)
    ctx.check_cancelled()
    annealer = Annealer(solver, p.size, seed=p.seed, config=p.config, dice=p.dice, letters=p.letters)
    setup = Setup.of(solver.wordlist, p.rules, p.size, path=resolve_wordlist(p.wordlist))
    yield _sample(annealer, annealer.improvements, solver.wordlist, setup)
    chunk = 200
    while not (p.seconds and annealer.seconds >= p.seconds):
        t = time.perf_counter()
        new = annealer.step(chunk)
        took = time.perf_counter() - t
        # Grow or shrink at most 2x per chunk: a random start scores much faster than a good board.
        if took > 0:
            chunk = int(min(max(chunk * min(max(CHUNK_SECONDS / took, 0.5), 2.0), 50), 200_000))
        yield _sample(annealer, new, solver.wordlist, setup)
    return annealer.result()


class BoardGrid(QWidget):
    """A small picture of a board: rounded tiles with letters (``Qu`` for q, ``Ä``...)."""

    def __init__(self, title: str, parent=None):
        super().__init__(parent)
        self.title = title
        self.board = ""
        self.score: int | None = None
        self.geom = geometry(4, 4)
        self.language = DEFAULT_LANGUAGE    # whose letters the board shows
        self.colours = board_colours("light")
        self.setMinimumSize(135, 155)
        self.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Preferred)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        return QSize(175, 195)

    def set_appearance(self, appearance: str) -> None:
        """Paint in ``appearance``'s board colours, as the game's board does."""
        self.colours = board_colours(appearance)
        self.update()

    def show_board(self, board: str, score: int | None, geom, language: str | None = None) -> None:
        language = language or self.language
        if (board, score, geom, language) != (self.board, self.score, self.geom, self.language):
            self.board, self.score, self.geom, self.language = board, score, geom, language
            self.update()

    def painted_texts(self) -> list[str]:
        """The title this grid paints (a translated title and the board's score)."""
        return [self.title if self.score is None else self.tr("{title}: {score}").format(
            title=self.title, score=f"{self.score:,}")]

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt override
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        w, h = self.width(), self.height()
        head = 24
        title = self.painted_texts()[0]
        font = QFont(self.font())
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(self.palette().color(QPalette.ColorRole.WindowText))   # readable in dark and light themes
        painter.drawText(QRectF(0, 0, w, head), Qt.AlignmentFlag.AlignCenter, title)
        g = self.geom
        side = min(w - 8, h - head - 8)
        cell = side / max(g.width, g.height)
        x0 = (w - cell * g.width) / 2
        y0 = head + (h - head - cell * g.height) / 2
        colours = self.colours
        painter.setPen(QPen(colours.die_edge, 1))
        painter.setBrush(colours.tray)
        painter.drawRoundedRect(QRectF(x0 - 3, y0 - 3, cell * g.width + 6, cell * g.height + 6), 6, 6)
        letter_font = QFont(self.font())
        letter_font.setBold(True)
        letter_font.setPixelSize(max(8, int(cell * 0.42)))
        painter.setFont(letter_font)
        for y in range(g.height):
            for x in range(g.width):
                rect = QRectF(x0 + x * cell + 2, y0 + y * cell + 2, cell - 4, cell - 4)
                painter.setPen(QPen(colours.die_edge, 1))
                painter.setBrush(colours.die_top)
                painter.drawRoundedRect(rect, 5, 5)
                if len(self.board) == g.ncells:
                    painter.setPen(colours.letter)
                    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, cell_label(self.board, g.cell_at(x, y),
                                                                                       self.language))
        painter.end()


@dataclass
class RunCurves:
    """The plot items of one run (created once, then fed with setData)."""

    label: str
    colour: int                   # which of the appearance's curve colours the run is drawn in
    current: pg.PlotDataItem
    best: pg.PlotDataItem
    temperature: pg.PlotDataItem
    acceptance: pg.PlotDataItem
    data: dict = field(default_factory=lambda: {k: [] for k in ("gen", "cur", "best", "temp", "acc")})
    best_board: str = ""
    best_score: int = 0
    setup: Setup | None = None    # known once the run has loaded its list

    def pens(self, live: bool) -> list[tuple[pg.PlotDataItem, PlotPen]]:
        """How each curve is drawn; the current score of earlier runs fades, so the live one stands out."""
        return [(self.current, PlotPen(self.colour, width=1, opacity=0.45 if live else 0.25)),
                (self.best, PlotPen(self.colour, width=2.5)),
                (self.temperature, PlotPen(self.colour, width=1.5)),
                (self.acceptance, PlotPen(self.colour, width=1.5))]


#: The schedule presets' names (core.search.anneal.SCHEDULES), marked for translation; None is the size's own.
_PRESETS = {None: QT_TRANSLATE_NOOP("AnnealLabWindow", "tuned for the size"),
            "reference": QT_TRANSLATE_NOOP("AnnealLabWindow", "reference"),
            "3x3": QT_TRANSLATE_NOOP("AnnealLabWindow", "3x3"), "4x4": QT_TRANSLATE_NOOP("AnnealLabWindow", "4x4"),
            "4x4-hot": QT_TRANSLATE_NOOP("AnnealLabWindow", "4x4, hot"),
            "5x5-hot": QT_TRANSLATE_NOOP("AnnealLabWindow", "5x5, hot"),
            "linear": QT_TRANSLATE_NOOP("AnnealLabWindow", "linear")}
#: The cooling kinds (core.search.anneal.Schedule.kind), marked for translation.
_KINDS = {"exponential": QT_TRANSLATE_NOOP("AnnealLabWindow", "exponential"),
          "linear": QT_TRANSLATE_NOOP("AnnealLabWindow", "linear"),
          "constant": QT_TRANSLATE_NOOP("AnnealLabWindow", "constant")}
#: The constraints that are not a dice set; the language's dice sets follow them.
_CONSTRAINTS = [(QT_TRANSLATE_NOOP("AnnealLabWindow", "Any letters"), None),
                (QT_TRANSLATE_NOOP("AnnealLabWindow", "Letter set"), "letters")]


class AnnealLabWindow(ToolWindow):
    """Simulated annealing, live (see module docstring). Boards leave with the
    :class:`~core.engine.setup.Setup` of their run (word list, rules, size).

    Signals
    -------
    run_finished(object)
        A run ended and the window is ready for the next (its ``AnnealResult``, or
        None when stopped or failed).
    """

    run_finished = Signal(object)

    REFRESH_MS = 150

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Annealing lab"))
        self.resize(1180, 760)
        self.generation = 0               # of the latest sample shown
        self.wordlist: WordList | None = None   # the list of the latest run (from the shared cache)
        self._runs: list[RunCurves] = []
        self._best_board = ""
        self._last_result = None
        self._geom = geometry(4, 4)
        self._build_ui()
        self._on_preset_changed()
        self.update_controls()

    # -- layout -------------------------------------------------------------
    def _build_ui(self) -> None:
        central = QWidget()
        outer = QHBoxLayout(central)
        outer.addWidget(self._build_form(), 0)
        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.addWidget(self._build_plots())
        lower = QWidget()
        low = QHBoxLayout(lower)
        low.setContentsMargins(0, 0, 0, 0)
        self.current_grid = BoardGrid(self.tr("Current"))
        self.best_grid = BoardGrid(self.tr("Best"))
        low.addWidget(self.current_grid)
        low.addWidget(self.best_grid)
        self.table = QTableWidget(0, 5)
        self.table.setHorizontalHeaderLabels([self.tr("Run"), self.tr("Generation"), self.tr("Score"), self.tr("Reign"),
                                              self.tr("Board")])
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setAlternatingRowColors(True)
        header = self.table.horizontalHeader()
        for c in range(4):
            header.setSectionResizeMode(c, QHeaderView.ResizeMode.ResizeToContents)
        # Whole boards stay readable: the column fits them (scrolling if narrow) and fills any spare room.
        header.setSectionResizeMode(4, QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        self.table.setToolTip(self.tr("Each new best board. Double-click a row to open that board in 'Solve a board'."))
        self.table.cellDoubleClicked.connect(self._open_row)
        low.addWidget(self.table, 1)
        splitter.addWidget(lower)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        outer.addWidget(splitter, 1)
        self.setCentralWidget(central)
        self.status = QLabel(self.tr("Ready."))
        self.statusBar().addWidget(self.status, 1)

    def _build_form(self) -> QWidget:
        panel = QWidget()
        panel.setMaximumWidth(310)
        col = QVBoxLayout(panel)
        col.setContentsMargins(0, 0, 0, 0)

        board_box = QGroupBox(self.tr("Board and words"))
        form = QFormLayout(board_box)
        self.size_combo = QComboBox()
        for w, h in SUPPORTED_SIZES:
            self.size_combo.addItem(f"{w}x{h}", f"{w}{h}")
        self.size_combo.setCurrentText("4x4")
        self.size_combo.currentIndexChanged.connect(self._on_preset_changed)
        form.addRow(self.tr("Size"), self.size_combo)
        wl_row = QHBoxLayout()
        self.wordlist_combo = QComboBox()
        self.wordlist_combo.setEditable(True)
        # The language: its lists, its dice below, boards of its letters (remembered for this window).
        self.language_choice = LanguageChoice(wordlist=self.wordlist_combo, settings_key="anneal/language",
                                              parent=self)
        self.language_combo = self.language_choice.combo
        self.language_choice.changed.connect(self._on_language_changed)
        form.addRow(self.tr("Language"), self.language_combo)
        self.wordlist_combo.setToolTip(self.tr("A list name from wordlists/ or the user folder, or a file path"))
        browse = push_button("…", self._browse_wordlist, self.tr("Choose a word list file"))
        browse.setFixedWidth(28)
        wl_row.addWidget(self.wordlist_combo, 1)
        wl_row.addWidget(browse)
        form.addRow(self.tr("Word list"), wl_row)
        self.rules_combo = QComboBox()
        for key in sorted(RULES):
            self.rules_combo.addItem(rules_name(RULES[key]), key)
        self.rules_combo.setCurrentIndex(self.rules_combo.findData("standard"))
        form.addRow(self.tr("Rules"), self.rules_combo)
        self.constraint_combo = QComboBox()
        self._fill_constraints()
        self.constraint_combo.currentIndexChanged.connect(self._on_constraint_changed)
        form.addRow(self.tr("Letters"), self.constraint_combo)
        self.letters_edit = QLineEdit("aeilnprst")
        self.letters_edit.setToolTip(self.tr("Only these letters are used (q is the Qu cell)"))
        self.letters_edit.setEnabled(False)
        form.addRow(self.tr("Letter set"), self.letters_edit)
        col.addWidget(board_box)

        sched_box = QGroupBox(self.tr("Schedule"))
        form = QFormLayout(sched_box)
        self.preset_combo = QComboBox()
        for key, name in _PRESETS.items():
            self.preset_combo.addItem(self.tr(name), key)
        self.preset_combo.currentIndexChanged.connect(self._on_preset_changed)
        form.addRow(self.tr("Preset"), self.preset_combo)
        self.kind_combo = QComboBox()
        for key, name in _KINDS.items():
            self.kind_combo.addItem(self.tr(name), key)
        self.kind_combo.currentIndexChanged.connect(self._on_kind_changed)
        form.addRow(self.tr("Cooling"), self.kind_combo)
        number = QDoubleValidator(0.0, 1e9, 10)
        number.setNotation(QDoubleValidator.Notation.ScientificNotation)
        self.t0_edit = QLineEdit()
        self.t0_edit.setValidator(number)
        self.t0_edit.setToolTip(self.tr("Starting temperature, in points"))
        form.addRow(self.tr("T₀"), self.t0_edit)
        self.decay_edit = QLineEdit()
        self.decay_edit.setValidator(number)
        self.decay_edit.setToolTip(self.tr("Exponential cooling: T = T₀·exp(−decay·n), n iterations since the "
                                           "(re)start"))
        form.addRow(self.tr("Decay / iteration"), self.decay_edit)
        self.length_spin = QSpinBox()
        self.length_spin.setRange(1, 100_000_000)
        self.length_spin.setSingleStep(10_000)
        self.length_spin.setToolTip(self.tr("Linear cooling: T falls from T₀ to 0 over this many iterations"))
        form.addRow(self.tr("Ramp length"), self.length_spin)
        self.stall_spin = QSpinBox()
        self.stall_spin.setRange(1, 100_000_000)
        self.stall_spin.setSingleStep(1000)
        self.stall_spin.setToolTip(self.tr("Once cold, restart after this many iterations without a new best"))
        form.addRow(self.tr("Max stall"), self.stall_spin)
        self.restarts_check = QCheckBox(self.tr("Restart from a fresh board when stalled"))
        self.restarts_check.setChecked(True)
        form.addRow(self.restarts_check)
        col.addWidget(sched_box)

        run_box = QGroupBox(self.tr("Run"))
        form = QFormLayout(run_box)
        self.seed_spin = QSpinBox()
        self.seed_spin.setRange(-1, 2**31 - 1)
        self.seed_spin.setSpecialValueText(self.tr("random"))
        self.seed_spin.setValue(-1)
        self.seed_spin.setToolTip(self.tr("Same seed and parameters: the same run (\"random\" picks one and shows it)"))
        form.addRow(self.tr("Seed"), self.seed_spin)
        self.seconds_spin = QSpinBox()
        self.seconds_spin.setRange(0, 24 * 3600)
        self.seconds_spin.setValue(60)
        self.seconds_spin.setSuffix(self.tr(" s", "seconds"))
        self.seconds_spin.setSpecialValueText(self.tr("until stopped"))
        form.addRow(self.tr("Stop after"), self.seconds_spin)
        self.overlay_check = QCheckBox(self.tr("Keep earlier runs on the plot"))
        self.overlay_check.setChecked(True)
        form.addRow(self.overlay_check)
        col.addWidget(run_box)

        buttons = QHBoxLayout()
        self.start_button = push_button(self.tr("Start"), self.start)
        self.pause_button = push_button(self.tr("Pause"), self.toggle_pause)
        self.stop_button = push_button(self.tr("Stop"), self.stop)
        self.reset_button = push_button(self.tr("Reset"), self.reset, self.tr("Clear the plots, boards and table"))
        for b in (self.start_button, self.pause_button, self.stop_button, self.reset_button):
            buttons.addWidget(b)
        col.addLayout(buttons)
        self.open_button = push_button(self.tr("Open in Solve a board"), self._open_best,
                                       self.tr("Show the best board with all its words in the game's solver view"))
        col.addWidget(self.open_button)
        self.play_button = push_button(self.tr("Play this board"), self._play_best,
                                       self.tr("Start a round on the best board in the game window, with this run's "
                                               "word list"))
        col.addWidget(self.play_button)
        col.addStretch(1)
        return panel

    def _build_plots(self) -> QWidget:
        pg.setConfigOptions(antialias=True)
        self.plots = pg.GraphicsLayoutWidget()
        self.score_plot = self.plots.addPlot(row=0, col=0)
        self.score_plot.setLabel("left", self.tr("score"))
        self.score_plot.setTitle(self.tr("Current (thin) and best (thick) score"), size="10pt")
        self.score_plot.addLegend(offset=(-10, -10))
        self.temp_plot = self.plots.addPlot(row=1, col=0)
        self.temp_plot.setLabel("left", self.tr("temperature"))
        self.acc_plot = self.plots.addPlot(row=2, col=0)
        self.acc_plot.setLabel("left", self.tr("acceptance"))
        self.acc_plot.setLabel("bottom", self.tr("generation"))
        self.acc_plot.setYRange(0, 1)
        for p in (self.score_plot, self.temp_plot, self.acc_plot):
            p.showGrid(x=True, y=True)
            p.setClipToView(True)
            p.setDownsampling(auto=True, mode="peak")
            p.getAxis("left").setWidth(58)
        self.temp_plot.setXLink(self.score_plot)
        self.acc_plot.setXLink(self.score_plot)
        layout = self.plots.ci.layout
        layout.setRowStretchFactor(0, 3)
        layout.setRowStretchFactor(1, 1)
        layout.setRowStretchFactor(2, 1)
        self._colour_plots()
        return self.plots

    def _colour_plots(self) -> None:
        last = len(self._runs) - 1
        apply_plot_appearance(self.plots, self.appearance,
                              [pen for i, run in enumerate(self._runs) for pen in run.pens(live=i == last)])

    def set_appearance(self, appearance: str) -> None:
        super().set_appearance(appearance)
        for grid in (self.current_grid, self.best_grid):
            grid.set_appearance(appearance)
        self._colour_plots()

    # -- form helpers ---------------------------------------------------------
    def _browse_wordlist(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Word list"), "",
                                              self.tr("Word lists (*.txt);;All files (*)"))
        if path:
            self.wordlist_combo.setCurrentText(path)

    def _fill_constraints(self, current: str | None = None) -> None:
        """Any letters, a letter set, or a dice set of the chosen language; selects ``current``."""
        combo = self.constraint_combo
        combo.blockSignals(True)
        combo.clear()
        for text, key in _CONSTRAINTS:
            combo.addItem(self.tr(text), key)
        for ds in dice_sets_for(self.language_choice.code):
            combo.addItem(self.tr("Dice: {dice}").format(dice=dice_name(ds)), ds.key)
            combo.setItemData(combo.count() - 1, dice_name(ds), Qt.ItemDataRole.ToolTipRole)   # names can be long
        combo.setCurrentIndex(max(0, combo.findData(current)))
        combo.blockSignals(False)

    def _on_language_changed(self, _code: str) -> None:
        """Another language: its dice; a dice constraint becomes its dice of this size, if any."""
        current = self.constraint_combo.currentData()
        if current not in (None, "letters"):
            current = next((ds.key for ds in dice_sets_for(self.language_choice.code, self.size_combo.currentData())),
                           None)
        self._fill_constraints(current)
        self._on_constraint_changed()

    def _on_constraint_changed(self) -> None:
        self.letters_edit.setEnabled(self.constraint_combo.currentData() == "letters")

    def _on_kind_changed(self) -> None:
        kind = self.kind_combo.currentData()
        self.decay_edit.setEnabled(kind == "exponential")
        self.length_spin.setEnabled(kind == "linear")

    def _on_preset_changed(self) -> None:
        size = self.size_combo.currentData()
        base = default_config(size)
        preset = self.preset_combo.currentData()
        schedule = base.schedule if preset is None else SCHEDULES[preset]
        self.kind_combo.setCurrentIndex(self.kind_combo.findData(schedule.kind))
        self.t0_edit.setText(f"{schedule.t0:g}")
        self.decay_edit.setText(f"{schedule.decay:g}")
        self.length_spin.setValue(max(1, schedule.length or 200_000))
        self.stall_spin.setValue(2000 if preset == "reference" else base.max_stall)
        self._on_kind_changed()

    def _float(self, edit: QLineEdit, name: str) -> float:
        try:
            return float(edit.text().replace(",", "."))
        except ValueError:
            raise ValueError(self.tr("{field} must be a number, got {text}").format(
                field=name, text=repr(edit.text()))) from None

    def parameters(self) -> RunParameters:
        """The run described by the form; ValueError names a bad field."""
        kind = self.kind_combo.currentData()
        schedule = Schedule(kind, self._float(self.t0_edit, "T₀"),
                            self._float(self.decay_edit, self.tr("Decay")) if kind == "exponential" else 0.05,
                            self.length_spin.value() if kind == "linear" else 0)
        config = AnnealConfig(schedule, max_stall=self.stall_spin.value(), restarts=self.restarts_check.isChecked())
        key = self.constraint_combo.currentData()
        letters = self.letters_edit.text() if key == "letters" else None
        dice = key if key not in (None, "letters") else None
        size = self.size_combo.currentData()
        if dice is not None and (DICE_SETS[dice].width, DICE_SETS[dice].height) != (int(size[0]), int(size[1])):
            raise ValueError(self.tr("The {dice} dice make {size} boards, not {chosen}.").format(
                dice=dice_name(DICE_SETS[dice]), size=DICE_SETS[dice].geometry.name,
                chosen=self.size_combo.currentText()))
        lang = get_language(self.language_choice.code)
        wordlist = self.wordlist_combo.currentText().strip() or lang.wordlists[0]
        seed = self.seed_spin.value()
        label = self.tr("run {number}: {schedule}").format(number=len(self._runs) + 1, schedule=schedule.describe())
        if not lang.is_english:
            label = self.tr("{label}, {language}").format(label=label, language=language_name(lang.code))
        if dice:
            label = self.tr("{label}, {dice} dice").format(label=label, dice=dice)
        elif letters:
            label = self.tr("{label}, letters {letters}").format(label=label, letters=letters)
        return RunParameters(size, wordlist, self.rules_combo.currentData(), None if seed < 0 else seed, config,
                             dice, letters, float(self.seconds_spin.value()), label, lang.code)

    # -- runs ---------------------------------------------------------------------
    def is_running(self) -> bool:
        return self.is_busy()

    def start(self) -> None:
        if self.is_running():
            return
        try:
            params = self.parameters()
            if params.letters is not None:
                from core.search import parse_letter_set
                parse_letter_set(params.letters, params.language)
        except ValueError as exc:
            QMessageBox.warning(self, self.tr("Annealing lab"), error_text(exc, sentence=True))
            return
        if not self.overlay_check.isChecked():
            self._clear_runs()
        self._geom = geometry(int(params.size[0]), int(params.size[1]))
        for grid in (self.current_grid, self.best_grid):
            grid.language = params.language
        self._add_run(params.label)
        self.generation = 0
        self.start_job(anneal_job, params, interval_ms=self.REFRESH_MS, on_partial=self._on_samples,
                       on_result=self._on_result)
        # The first run of a session compiles the kernels (or loads them from the cache): say so.
        self.status.setText(self.tr("Loading the word list and preparing the annealing kernels…"))

    def toggle_pause(self) -> None:
        if self._job is None:
            return
        if self._job.is_paused():
            self._job.resume()
            self.pause_button.setText(self.tr("Pause"))
        else:
            self._job.pause()
            self.pause_button.setText(self.tr("Resume"))
        self.update_controls()

    def stop(self) -> None:
        self.cancel()

    def cancelling_text(self) -> str:
        return self.tr("Stopping…")

    def show_status(self, text: str) -> None:
        self.status.setText(text)

    def reset(self) -> None:
        """Stop any run and clear plots, boards and the table."""
        self.drop_job()
        self._clear_runs()
        self.table.setRowCount(0)
        self._best_board = ""
        self.current_grid.show_board("", None, self._geom)
        self.best_grid.show_board("", None, self._geom)
        self.status.setText(self.tr("Ready."))
        self.update_controls()

    def _clear_runs(self) -> None:
        for run in self._runs:
            self.score_plot.removeItem(run.current)
            self.score_plot.removeItem(run.best)
            self.temp_plot.removeItem(run.temperature)
            self.acc_plot.removeItem(run.acceptance)
        legend = self.score_plot.legend
        if legend is not None:
            legend.clear()
        self._runs.clear()

    def _add_run(self, label: str) -> None:
        run = RunCurves(
            label, len(self._runs),
            current=self.score_plot.plot([], []),
            best=self.score_plot.plot([], [], name=label),
            temperature=self.temp_plot.plot([], []),
            acceptance=self.acc_plot.plot([], []),
        )
        self._runs.append(run)
        self._colour_plots()

    # -- live updates (main thread, a few times a second: the runner batches the samples) ---
    def _on_samples(self, samples: list[Sample]) -> None:
        if not self._runs:
            return
        run = self._runs[-1]
        d = run.data
        for s in samples:
            d["gen"].append(s.generation)
            d["cur"].append(s.current_score)
            d["best"].append(s.best_score)
            d["temp"].append(s.temperature)
            d["acc"].append(s.acceptance)
            run.setup = s.setup
            for imp in s.improvements:
                self._add_improvement(len(self._runs), imp, s.setup)
        x = np.asarray(d["gen"], np.float64)
        run.current.setData(x, np.asarray(d["cur"], np.float64))
        run.best.setData(x, np.asarray(d["best"], np.float64))
        run.temperature.setData(x, np.asarray(d["temp"], np.float64))
        run.acceptance.setData(x, np.asarray(d["acc"], np.float64))
        last = samples[-1]
        self.generation = last.generation
        self.wordlist = last.wordlist
        if last.best_board:
            run.best_board, run.best_score = last.best_board, last.best_score
            self._best_board = last.best_board
            self.open_button.setEnabled(True)
            self.current_grid.show_board(last.current_board, last.current_score, self._geom)
            self.best_grid.show_board(last.best_board, last.best_score, self._geom)
            if last.generation == 0:   # nothing annealed yet: the first step compiles (once) or loads the kernels
                self.status.setText(self.tr("Run {run}: compiling the annealing kernels (once: later runs start at "
                                            "once; the first may take a minute)…").format(run=len(self._runs)))
                return
            if self._job is not None and self._job.is_paused():
                text = self.tr("Run {run} paused (seed {seed}): generation {generation}, {rate} iterations/s, "
                               "%n restart(s), best {best}", "", last.restarts)
            else:
                text = self.tr("Run {run} running (seed {seed}): generation {generation}, {rate} iterations/s, "
                               "%n restart(s), best {best}", "", last.restarts)
            self.status.setText(text.format(run=len(self._runs), seed=last.seed, generation=f"{last.generation:,}",
                                            rate=f"{last.rate:,.0f}", best=f"{last.best_score:,}"))

    def _latest_row(self, run_number: int) -> int:
        """The table row of the run's newest best (newest rows are on top), or -1."""
        for r in range(self.table.rowCount()):
            if self.table.item(r, 0).text() == str(run_number):
                return r
        return -1

    def _set_reign(self, row: int, until_generation: int) -> None:
        gen = int(self.table.item(row, 1).data(Qt.ItemDataRole.UserRole))
        self.table.item(row, 3).setText(f"{until_generation - gen:,}")

    def _add_improvement(self, run_number: int, imp, setup: Setup | None = None) -> None:
        previous = self._latest_row(run_number)
        if previous >= 0:  # the previous best reigned until now
            self._set_reign(previous, imp.generation)
        self.table.insertRow(0)
        values = [str(run_number), f"{imp.generation:,}", f"{imp.score:,}", "…", imp.board]
        for c, text in enumerate(values):
            item = QTableWidgetItem(text)
            if c < 4:
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self.table.setItem(0, c, item)
        self.table.item(0, 1).setData(Qt.ItemDataRole.UserRole, imp.generation)
        self.table.item(0, 4).setFont(QFont("monospace"))
        self.table.item(0, 4).setData(Qt.ItemDataRole.UserRole, setup)   # each row opens with its run's setup

    def _finish_reign(self, generations: int) -> None:
        row = self._latest_row(len(self._runs))
        if row >= 0:
            self._set_reign(row, generations)

    def _on_result(self, result) -> None:
        self._finish_reign(result.generations)
        self.status.setText(self.tr("Run {run} finished (seed {seed}): best {best} {board} after {generations} "
                                    "generations, %n restart(s), {seconds} s", "", result.restarts).format(
            run=len(self._runs), seed=result.seed, best=f"{result.best_score:,}", board=result.best_board,
            generations=f"{result.generations:,}", seconds=f"{result.seconds:.1f}"))
        self._last_result = result

    def job_cancelled(self) -> None:
        # Every sample the job yielded has been shown before this (the runner flushes them first).
        self._finish_reign(self.generation)
        self.status.setText(self.tr("Run {run} stopped at generation {generation}; best {best} {board}").format(
            run=len(self._runs), generation=f"{self.generation:,}", best=f"{self._runs[-1].best_score:,}",
            board=self._runs[-1].best_board) if self._runs else self.tr("Stopped."))
        self._last_result = None

    def job_failed(self, message: str) -> None:
        self.status.setText(self.tr("Run failed."))
        self._last_result = None
        QMessageBox.warning(self, self.tr("Annealing lab"), message)

    def job_finished(self) -> None:
        self.pause_button.setText(self.tr("Pause"))
        # Emitted last, so a listener may start the next run straight away.
        result, self._last_result = self._last_result, None
        self.run_finished.emit(result)

    def update_controls(self) -> None:
        running = self.is_running()
        self.start_button.setEnabled(not running)
        self.pause_button.setEnabled(running)
        self.stop_button.setEnabled(running)
        self.open_button.setEnabled(bool(self._best_board))
        self.play_button.setEnabled(bool(self._best_board) and not running)
        for w in (self.size_combo, self.language_combo, self.wordlist_combo, self.rules_combo, self.constraint_combo):
            w.setEnabled(not running)

    # -- opening boards -------------------------------------------------------------
    def best_board(self) -> str:
        """The best board of the latest run (canonical), or ''."""
        return self._best_board

    def _open_best(self) -> None:
        if self._best_board and self._runs:
            self.open_board_requested.emit(self._best_board, self._runs[-1].setup)

    def _play_best(self) -> None:
        if self._best_board and self._runs:
            self.play_board_requested.emit(self._best_board, self._runs[-1].setup)

    def _open_row(self, row: int, _column: int) -> None:
        item = self.table.item(row, 4)
        if item is not None:
            self.open_board_requested.emit(item.text(), item.data(Qt.ItemDataRole.UserRole))
