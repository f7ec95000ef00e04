"""The "Solve a board" view: type in a board from a physical game and see all its words and paths.

Boards handed over by other windows come with their :class:`~core.engine.setup.Setup`
and are scored with the sender's own word list (checked by its SHA-256), rules and
language; the line under the entry always says which list and rules the board shown is
scored with. A typed board is read in the chosen language (its letters, accents typed or
not where it folds them), which picks its default list (remembered in the settings).
"""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QProgressBar,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from core.engine import DICE_SETS, BoardError, Rules, Setup, available_wordlists, parse_board
from core.play import rules_of_game

from ..shared.data_names import dice_name, rules_name, setup_text
from ..shared.error_text import error_text
from ..shared.list_languages import list_language
from ..shared.solving import BoardRater, solve_setup_job
from ..widgets.board_view import BoardView
from ..widgets.buttons import error_label, push_button
from ..widgets.language_choice import LanguageChoice, board_placeholder, default_dice
from ..widgets.panels import RevealPanel
from ..widgets.wordlist_choice import select_wordlist
from .base import SolvedBoardSource, ToolWindow


def dice_for_size(width: int, height: int, language: str = "en") -> str | None:
    """The dice set whose rules and statistics apply to a board of this size in ``language``:
    the language's first of that size (English: New for 4x4, Big and Super Big for 5x5, 6x6)."""
    return default_dice(language, (width, height))


class SolveWindow(ToolWindow, SolvedBoardSource):
    """Board entry, the board, and every word on it. "Play this board" sends the board shown with
    its :class:`~core.engine.setup.Setup` (:attr:`play_board_requested`)."""

    JOB_SLOT = "solve"

    #: "Add word list…" clicked: the game window asks for a file read in this language (a code) and
    #: hands the new list's name to :meth:`wordlist_added`.
    add_wordlist_requested = Signal(str)

    def __init__(self, wordlist: str, dark: bool = False, parent=None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Solve a board"))
        self.resize(980, 640)
        central = QWidget()
        self.setCentralWidget(central)
        lay = QVBoxLayout(central)
        row = QHBoxLayout()
        self.entry = QLineEdit()
        self.entry.returnPressed.connect(self.solve_entered)
        self.entry.setAccessibleName(self.tr("Board letters"))
        label = QLabel(self.tr("&Board:"))
        label.setBuddy(self.entry)
        # The language: remembered apart from New game's (a board from a German box, an English game).
        self.wordlist = QComboBox()
        self.language_choice = LanguageChoice(wordlist=self.wordlist, wordlist_spec=wordlist,
                                              settings_key="solve/language", default=list_language(wordlist),
                                              parent=self)
        self.language = self.language_choice.combo
        lang_label = QLabel(self.tr("La&nguage:"))
        lang_label.setBuddy(self.language)
        self.wordlist.currentIndexChanged.connect(lambda _i: self.solve_entered() if self.entry.text() else None)
        self.language_choice.changed.connect(self._language_changed)
        self._show_placeholder()
        wl_label = QLabel(self.tr("&Word list:"))
        wl_label.setBuddy(self.wordlist)
        self.solve_button = push_button(self.tr("&Solve"), self.solve_entered)
        row.addWidget(label)
        row.addWidget(self.entry, 1)
        row.addWidget(lang_label)
        row.addWidget(self.language)
        row.addWidget(wl_label)
        row.addWidget(self.wordlist)
        row.addWidget(self.solve_button)
        self.add_button = push_button(self.tr("&Add word list…"),
                                      lambda: self.add_wordlist_requested.emit(self.language_code),
                                      self.tr("Add a word list file in the board's language and score with it"))
        row.addWidget(self.add_button)
        self.play_button = push_button(self.tr("&Play this board"), self.play_board,
                                       self.tr("Start a round on this board in the game window, with its word list"),
                                       enabled=False)
        row.addWidget(self.play_button)
        lay.addLayout(row)
        self.scoring = QLabel("")
        self.scoring.setObjectName("caption")
        self.scoring.setAccessibleName(self.tr("Scored with"))
        lay.addWidget(self.scoring)
        self.error = error_label()
        lay.addWidget(self.error)
        self.busy = QProgressBar()
        self.busy.setRange(0, 0)
        self.busy.setMaximumHeight(6)
        self.busy.setTextVisible(False)
        self.busy.hide()
        lay.addWidget(self.busy)
        split = QSplitter()
        self.board_view = BoardView()
        self.board_view.set_mode("inspect")
        self.board_view.set_appearance(dark)
        self.reveal = RevealPanel()
        split.addWidget(self.board_view)
        split.addWidget(self.reveal)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 2)
        lay.addWidget(split, 1)
        self.reveal.word_highlighted.connect(lambda path: self.board_view.set_highlight(path, "reveal"))
        self.board_view.cell_selected.connect(self.reveal.filter_cell)
        QShortcut(QKeySequence("Ctrl+L"), self, self.entry.setFocus)
        QShortcut(QKeySequence("Ctrl+F"), self, self.reveal.filter_edit.setFocus)
        QShortcut(QKeySequence("Ctrl+W"), self, self.close)
        self.rater = BoardRater(self)
        self.rater.text_changed.connect(self.reveal.set_rating)
        self.solution = None
        self.board = ""
        self.setup: Setup | None = None    # what the board shown is scored with
        self._wordlist_spec = ""

    def wordlist_added(self, name: str) -> None:
        """A list just added: offered and chosen (the board shown is solved with it)."""
        self.language_choice.select(self.language_code, wordlist=name)
        if self.entry.text():
            self.solve_entered()

    # -- language -----------------------------------------------------------
    @property
    def language_code(self) -> str:
        """The chosen language: typed boards are read in it and solved with its lists."""
        return self.language.currentData()

    def _show_placeholder(self) -> None:
        self.entry.setPlaceholderText(board_placeholder(self.language_code))

    def _language_changed(self) -> None:
        """The language chooser offered its own lists (remembered, see language_choice); a typed
        board is read again in it."""
        self._show_placeholder()
        if self.entry.text().strip():
            self.solve_board(self.entry.text())

    # -- solving ------------------------------------------------------------
    def solve_entered(self) -> None:
        """Solve the typed board with the chosen list; the board shown keeps its rules."""
        text = self.entry.text()
        rules = None
        if self.setup is not None:
            try:
                if parse_board(text, language=self.language_code)[1] == self.board:
                    rules = self.setup.rules_value
            except BoardError:
                pass
        self.solve_board(text, rules=rules)

    def _select_wordlist(self, setup: Setup) -> str:
        """Show the sender's list in the chooser (by name when it is a known list); returns what to load."""
        spec = setup.wordlist_spec
        if setup.wordlist_path is not None:
            for name, path in available_wordlists().items():
                if str(Path(path).resolve()) == setup.wordlist_path:
                    spec = name
                    break
        if setup.language != self.language_code:
            self.language_choice.select(setup.language, wordlist=spec)
            self._show_placeholder()
        self.wordlist.blockSignals(True)
        select_wordlist(self.wordlist, spec)
        self.wordlist.blockSignals(False)
        self.wordlist.setToolTip(setup.wordlist_path or "")
        return spec

    def solve_board(self, text: str, setup: Setup | None = None, *, rules: Rules | None = None) -> bool:
        """Validate and solve ``text``; a bad board shows a message and returns False.

        With ``setup`` (a board handed over by another window) the board is scored
        with that word list, rules and language; otherwise it is read in the chosen
        language and scored with the chosen list, under ``rules`` or the rules of the
        board's dice set.
        """
        language = setup.language if setup is not None else self.language_code
        try:
            geom, board = parse_board(text, language=language)
        except BoardError as exc:
            if self.entry.text() != text:
                self.entry.setText(text)   # show what was refused next to the message
            self.error.setText(self.tr("Cannot solve this board: {problem}").format(problem=error_text(exc)))
            self.error.show()
            self.entry.setFocus()
            return False
        if setup is not None and (setup.width, setup.height) != (geom.width, geom.height):
            self.error.setText(self.tr("Cannot solve this board: it is {size} but was sent as a {sent} board").format(
                size=geom.name, sent=f"{setup.width}x{setup.height}"))
            self.error.show()
            return False
        self.error.hide()
        if self.entry.text() != text:
            self.entry.setText(text)
        self.board = board
        dice_key = dice_for_size(geom.width, geom.height, language)
        if setup is not None:
            self.rules = setup.rules_value
            self._wordlist_spec = self._select_wordlist(setup)
            self.scoring.setText(self.tr("Scored with {setup}").format(setup=setup_text(setup)))
        else:
            self.rules = rules or rules_of_game(dice_key or geom.name, language)
            self._wordlist_spec = self.wordlist.currentData()
            self.wordlist.setToolTip("")
            self.scoring.setText(self.tr("Scored with {wordlist}, {rules} rules, {size}").format(
                wordlist=self.wordlist.currentText().upper(), rules=rules_name(self.rules), size=geom.name))
        self.setup = setup
        self.dice_key = dice_key
        self.board_view.set_board(board, language=language)
        self.reveal.set_language(language)
        self.reveal.set_solution(None, None, self.tr("Solving…"))
        self.play_button.setEnabled(False)
        self.rater.clear()
        self.start_job(solve_setup_job, board, setup, self._wordlist_spec, self.rules, language,
                       on_result=self._solved)
        self.busy.show()
        return True

    def _solved(self, result) -> None:
        board, solution, setup = result
        if board != self.board:
            return
        self.busy.hide()
        self.solution = solution
        self.setup = setup
        self.play_button.setEnabled(True)
        self.scoring.setText(self.tr("Scored with {setup}").format(setup=setup_text(setup)))
        longest = max((w.word for w in solution.words), key=lambda w: (len(w), w), default="")
        summary = self.tr("{words}, {points} ({setup})").format(
            words=self.tr("<b>%n</b> word(s)", "", len(solution.words)),
            points=self.tr("<b>%n</b> point(s)", "", solution.score), setup=setup_text(setup))
        if longest:
            summary = self.tr("{summary} · longest <b>{word}</b>").format(summary=summary, word=longest.upper())
        summary += "<br>" + self.tr("Select a word to see its path; click a tile (or arrows + Space) for its words.")
        self.reveal.set_solution(solution, None, summary)
        self._start_rating(solution.score)

    def play_board(self) -> None:
        """"Play this board": the game window starts a round on it (with its word list)."""
        if self.solution is not None and self.setup is not None:
            self.play_board_requested.emit(self.board, self.setup)

    def solved_board(self) -> tuple[str, Setup] | None:
        """The board shown and its Setup, once solved (and while the window is open)."""
        if self.isVisible() and self.board and self.setup is not None:
            return self.board, self.setup
        return None

    def job_failed(self, message: str) -> None:
        self.busy.hide()
        self.solution = None
        self.error.setText(self.tr("Cannot solve: {problem}").format(problem=message))
        self.error.show()
        self.reveal.set_solution(None, None, "")

    def _start_rating(self, score: int) -> None:
        name = dice_name(DICE_SETS[self.dice_key]) if self.dice_key else ""
        self.rater.rate(self.dice_key, self._wordlist_spec, self.rules, score, name)

    def closeEvent(self, event):  # noqa: N802
        super().closeEvent(event)
        self.rater.shutdown()
