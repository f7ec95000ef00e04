"""The table-game scorer: score a physical game's lists (Tools > Score a table game).

Enter or roll the board (or take the one shown in Solve a board, with its word list
and rules), add the players and type or paste each one's list, and press Score: every
word gets its verdict, words that score nothing are struck through (under the classic
rule a word two or more players found is crossed out for everyone), and each player's
score is shown. The results print (to a printer or a PDF), copy as text and go into
the history. The scoring is :func:`core.play.group.score_group`, the same code that
scores network rounds; it runs as a job because the word list may need loading first.
"""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtGui import QGuiApplication, QKeySequence, QShortcut, QTextDocument
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QFileDialog,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QScrollArea,
    QSpinBox,
    QSplitter,
    QTextBrowser,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from core.engine import RULES, Setup, get_dice_set, get_language, parse_board, resolve_wordlist, roll
from core.play import (
    GroupResult,
    History,
    HistoryError,
    format_result,
    language_rules,
    rules_of_game,
    score_group,
    split_words,
)

from ..shared.cache import shared_cache
from ..shared.data_names import rules_description, rules_name, setup_text
from ..shared.error_text import error_text
from ..shared.group_results import results_html
from ..shared.jobs import JobContext
from ..shared.settings import history_path
from ..shared.solving import setup_wordlist
from ..widgets.buttons import error_label, push_button
from ..widgets.language_choice import LanguageChoice, board_placeholder
from ..widgets.wordlist_choice import select_wordlist
from .base import SolvedBoardSource, ToolWindow

#: Players a new scorer starts with.
START_PLAYERS = 2


def score_table_job(ctx: JobContext, board_text: str, setup: Setup | None, wordlist_spec: str, rules: str,
                    min_length: int, entries: dict[str, list[str]], rule: str,
                    language: str | None = None) -> GroupResult:
    """Load the list (``setup``'s, or ``wordlist_spec`` read in ``language`` under ``rules``) and
    score ``entries``."""
    ctx.progress(0, 2)
    wl = setup_wordlist(setup) if setup is not None else shared_cache().wordlist(wordlist_spec, language)
    ctx.check_cancelled()
    ctx.progress(1, 2)
    geom, board = parse_board(board_text, language=getattr(wl, "language", None))
    if setup is None:
        setup = Setup.of(wl, rules, geom, min_length, path=resolve_wordlist(wordlist_spec))
    elif (setup.width, setup.height) != (geom.width, geom.height):
        raise ValueError(QCoreApplication.translate(
            "TableScorer", "The board is {size} but its word list and rules came with a {sent} board.").format(
            size=geom.name, sent=f"{setup.width}x{setup.height}"))
    result = score_group(board, setup, shared_cache().solver(wl, setup.rules_value), entries, rule=rule)
    ctx.progress(2, 2)
    return result


class PlayerEditor(QFrame):
    """One player's name and list."""

    remove_requested = Signal(object)

    def __init__(self, number: int, parent=None):
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.number = number
        lay = QVBoxLayout(self)
        top = QHBoxLayout()
        self.name_edit = QLineEdit()
        self.name_edit.setPlaceholderText(self.tr("Player {number}").format(number=number))
        self.name_edit.setAccessibleName(self.tr("Player {number} name").format(number=number))
        self.remove_button = QToolButton()
        self.remove_button.setText("✕")
        self.remove_button.setToolTip(self.tr("Remove this player"))
        self.remove_button.setAccessibleName(self.tr("Remove player {number}").format(number=number))
        self.remove_button.clicked.connect(lambda: self.remove_requested.emit(self))
        top.addWidget(self.name_edit, 1)
        top.addWidget(self.remove_button)
        lay.addLayout(top)
        self.words_edit = QPlainTextEdit()
        self.words_edit.setPlaceholderText(self.tr("Words: one a line, or separated by spaces or commas"))
        self.words_edit.setAccessibleName(self.tr("Player {number} words").format(number=number))
        self.words_edit.setTabChangesFocus(True)
        lay.addWidget(self.words_edit, 1)
        self.setMinimumWidth(170)

    @property
    def name(self) -> str:
        return self.name_edit.text().strip() or self.name_edit.placeholderText()

    @property
    def words(self) -> list[str]:
        return split_words(self.words_edit.toPlainText())


class TableScorer(ToolWindow):
    """Score a physical game (see module docstring). "Open in Solve a board" sends the scored
    board and its Setup (:attr:`open_board_requested`).

    Parameters
    ----------
    history_file : path, optional
        The history database "Save to history" writes to (default: the app's).
    """

    JOB_SLOT = "score"

    def __init__(self, parent=None, *, history_file=None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Score a table game"))
        self.resize(1000, 720)
        self.history_file = Path(history_file) if history_file is not None else history_path()
        self.result: GroupResult | None = None
        self.saved_round_id: str | None = None
        self._handed_setup: Setup | None = None     # a board's own list and rules, from Solve a board
        self.players: list[PlayerEditor] = []
        self._next_number = 1
        central = QWidget()
        self.setCentralWidget(central)
        lay = QVBoxLayout(central)

        row = QHBoxLayout()
        self.board_entry = QLineEdit()
        self.board_entry.setAccessibleName(self.tr("Board letters"))
        self.board_entry.textEdited.connect(self._board_edited)
        self.board_entry.returnPressed.connect(self.score)
        board_label = QLabel(self.tr("&Board:"))
        board_label.setBuddy(self.board_entry)
        self.dice = QComboBox()
        self.dice.setAccessibleName(self.tr("Dice to roll"))
        self.wordlist = QComboBox()
        self.wordlist.setAccessibleName(self.tr("Word list"))
        # The language of the table's box: its dice and lists (remembered apart from the game's).
        self.language_choice = LanguageChoice(dice=self.dice, wordlist=self.wordlist, settings_key="table/language",
                                              parent=self)
        self.language = self.language_choice.combo
        lang_label = QLabel(self.tr("Lan&guage:"))
        lang_label.setBuddy(self.language)
        self.board_entry.setPlaceholderText(board_placeholder(self.language_choice.code))
        self.roll_button = push_button(self.tr("&Roll"), self.roll_board, self.tr("Roll a board with the chosen dice"))
        self.from_solve_button = push_button(self.tr("From &Solve a board"), self.take_from_solve_window,
                                             self.tr("Take the board shown in Solve a board, with its word list and "
                                                     "rules"))
        row.addWidget(board_label)
        row.addWidget(self.board_entry, 1)
        row.addWidget(lang_label)
        row.addWidget(self.language)
        row.addWidget(self.dice)
        row.addWidget(self.roll_button)
        row.addWidget(self.from_solve_button)
        lay.addLayout(row)

        row = QHBoxLayout()
        wl_label = QLabel(self.tr("Word &list:"))
        wl_label.setBuddy(self.wordlist)
        self.rules = QComboBox()
        for name, rules in RULES.items():
            self.rules.addItem(self.tr("{rules} ({description})").format(rules=rules_name(rules),
                                                                         description=rules_description(rules)), name)
        self.rules.setAccessibleName(self.tr("Scoring rules"))
        rules_label = QLabel(self.tr("R&ules:"))
        rules_label.setBuddy(self.rules)
        self.min_length = QSpinBox()
        self.min_length.setRange(1, 10)
        self.min_length.setValue(3)
        self.min_length.setAccessibleName(self.tr("Shortest word"))
        min_label = QLabel(self.tr("&Min letters:"))
        min_label.setBuddy(self.min_length)
        self.rule = QComboBox()
        self.rule.addItem(self.tr("Classic: shared words cross out"), "classic")
        self.rule.addItem(self.tr("Friendly: everyone keeps their points"), "friendly")
        self.rule.setAccessibleName(self.tr("Group rule"))
        rule_label = QLabel(self.tr("&Group rule:"))
        rule_label.setBuddy(self.rule)
        for w in (wl_label, self.wordlist, rules_label, self.rules, min_label, self.min_length, rule_label, self.rule):
            row.addWidget(w)
        row.addStretch(1)
        lay.addLayout(row)
        self.wordlist.currentIndexChanged.connect(self._setup_changed)
        self.language_choice.changed.connect(self._language_changed)
        self.rules.currentIndexChanged.connect(self._rules_changed)
        self.min_length.valueChanged.connect(self._setup_changed)

        self.scoring = QLabel("")
        self.scoring.setObjectName("caption")
        self.scoring.setAccessibleName(self.tr("Scored with"))
        self.scoring.setWordWrap(True)
        lay.addWidget(self.scoring)
        self.error = error_label()
        lay.addWidget(self.error)

        split = QSplitter(Qt.Orientation.Vertical)
        players_box = QWidget()
        players_lay = QVBoxLayout(players_box)
        players_lay.setContentsMargins(0, 0, 0, 0)
        self.players_row = QHBoxLayout()
        self.players_row.addStretch(1)
        holder = QWidget()
        holder.setLayout(self.players_row)
        self.players_scroll = QScrollArea()
        self.players_scroll.setWidgetResizable(True)
        self.players_scroll.setWidget(holder)
        players_lay.addWidget(self.players_scroll, 1)
        buttons = QHBoxLayout()
        self.add_button = push_button(self.tr("&Add player"), lambda: self.add_player(focus=True))
        self.score_button = push_button(self.tr("Sc&ore"), self.score, self.tr("Score every list ({shortcut})").format(
            shortcut=QKeySequence("Ctrl+Return").toString(QKeySequence.SequenceFormat.NativeText)))
        self.reveal_box = QCheckBox(self.tr("Show &every word"))
        self.reveal_box.toggled.connect(lambda _on: self._show_result())
        buttons.addWidget(self.add_button)
        buttons.addStretch(1)
        buttons.addWidget(self.reveal_box)
        buttons.addWidget(self.score_button)
        players_lay.addLayout(buttons)
        split.addWidget(players_box)

        results_box = QWidget()
        results_lay = QVBoxLayout(results_box)
        results_lay.setContentsMargins(0, 0, 0, 0)
        self.results = QTextBrowser()
        self.results.setAccessibleName(self.tr("Results"))
        self.results.setPlaceholderText(self.tr("Type each player's words above and press Score."))
        results_lay.addWidget(self.results, 1)
        out = QHBoxLayout()
        # Nothing to copy, print or save until the lists are scored.
        self.copy_button = push_button(self.tr("&Copy as text"), self.copy_text, enabled=False)
        self.print_button = push_button(self.tr("&Print…"), self.print_results, enabled=False)
        self.pdf_button = push_button(self.tr("Save as P&DF…"), self.ask_save_pdf, enabled=False)
        self.save_button = push_button(self.tr("Save to &history"), self.save_to_history, enabled=False)
        self.open_button = push_button(self.tr("Open in Sol&ve a board"), self._open_in_solve, enabled=False)
        self.status = QLabel("")
        self.status.setAccessibleName(self.tr("Status"))
        for b in (self.copy_button, self.print_button, self.pdf_button, self.save_button, self.open_button):
            out.addWidget(b)
        out.addWidget(self.status, 1)
        results_lay.addLayout(out)
        split.addWidget(results_box)
        split.setStretchFactor(0, 2)
        split.setStretchFactor(1, 3)
        split.setSizes([300, 420])
        self.players_scroll.setMinimumHeight(190)
        lay.addWidget(split, 1)

        QShortcut(QKeySequence("Ctrl+Return"), self, self.score)
        QShortcut(QKeySequence("Ctrl+Enter"), self, self.score)
        QShortcut(QKeySequence("Ctrl+W"), self, self.close)
        for _ in range(START_PLAYERS):
            self.add_player()
        self._setup_changed()
        self.board_entry.setFocus()

    # -- players --------------------------------------------------------------
    def add_player(self, focus: bool = False) -> PlayerEditor:
        """Add a player column; with ``focus`` the cursor goes to its name."""
        editor = PlayerEditor(self._next_number)
        self._next_number += 1
        editor.remove_requested.connect(self.remove_player)
        self.players.append(editor)
        self.players_row.insertWidget(self.players_row.count() - 1, editor, 1)
        if focus:
            editor.name_edit.setFocus()
            self.players_scroll.ensureWidgetVisible(editor)
        return editor

    def remove_player(self, editor: PlayerEditor) -> None:
        if editor in self.players:
            self.players.remove(editor)
            editor.setParent(None)
            editor.deleteLater()

    def entries(self) -> dict[str, list[str]]:
        """Each player's words, by name (players with neither a name nor words are left out)."""
        out: dict[str, list[str]] = {}
        for p in self.players:
            if not p.name_edit.text().strip() and not p.words:
                continue
            if p.name in out:
                raise ValueError(self.tr("Two players are called {name}: give each a name of their own.").format(
                    name=repr(p.name)))
            out[p.name] = p.words
        return out

    # -- the board and its setup ----------------------------------------------
    def roll_board(self, seed: int | None = None) -> str:
        """Roll the chosen dice of the chosen language (``seed`` for tests) and use the dice set's rules."""
        dice = get_dice_set(self.dice.currentData())
        board = roll(dice, seed)
        self._handed_setup = None
        self.board_entry.setText(board.upper())
        rules = rules_of_game(dice.key, dice.language)
        self._select_rules(rules.name, rules.min_length)
        self._setup_changed()
        return board

    def _language_changed(self, code: str) -> None:
        """The language offered its dice and lists; its default dice set's rules apply."""
        key = self.dice.currentData()
        rules = language_rules(get_dice_set(key).rules if key else get_language(code).rules, code)
        self.board_entry.setPlaceholderText(board_placeholder(code))
        self._handed_setup = None
        self._select_rules(rules.name, rules.min_length)
        self._setup_changed()

    def set_board(self, board: str, setup: Setup | None = None) -> None:
        """Use ``board``; with ``setup`` (a board from another window) score it with that list and rules."""
        self.board_entry.setText(board.upper())
        if setup is not None:
            self.wordlist.blockSignals(True)
            if setup.language != self.language_choice.code:
                self.language_choice.select(setup.language)   # its dice and lists; the board's list below
                self.board_entry.setPlaceholderText(board_placeholder(setup.language))
            select_wordlist(self.wordlist, setup.wordlist_path or setup.wordlist_name)
            self.wordlist.blockSignals(False)
            self._select_rules(setup.rules, int(setup.min_length))
        self._handed_setup = setup
        self._setup_changed(keep_handed=True)

    def take_from_solve_window(self) -> bool:
        """"From Solve a board": the board Solve a board shows, with its list and rules."""
        for w in QApplication.topLevelWidgets():
            shown = w.solved_board() if isinstance(w, SolvedBoardSource) else None
            if shown is not None:
                self.set_board(*shown)
                return True
        self._show_error(self.tr("Solve a board shows no solved board: open it (Game > Solve a board), type a "
                                 "board, and press Solve first."))
        return False

    def _select_rules(self, name: str, min_length: int) -> None:
        for widget in (self.rules, self.min_length):
            widget.blockSignals(True)
        self.rules.setCurrentIndex(max(0, self.rules.findData(name)))
        self.min_length.setValue(min_length)
        for widget in (self.rules, self.min_length):
            widget.blockSignals(False)

    def _rules_changed(self) -> None:
        self.min_length.blockSignals(True)
        self.min_length.setValue(RULES[self.rules.currentData()].min_length)
        self.min_length.blockSignals(False)
        self._setup_changed()

    def _board_edited(self, _text: str) -> None:
        if self._handed_setup is not None:
            self._handed_setup = None
            self._setup_changed()

    def _setup_changed(self, *_args, keep_handed: bool = False) -> None:
        if not keep_handed and self.sender() in (self.wordlist, self.rules, self.min_length):
            self._handed_setup = None     # the player chose another list or rules
        if self._handed_setup is not None:
            self.scoring.setText(self.tr("Scored with the board's own {setup}").format(
                setup=setup_text(self._handed_setup)))
        else:
            rules = RULES[self.rules.currentData()]
            fields = dict(wordlist=self.wordlist.currentText().upper(), rules=rules_name(rules),
                          min_length=self.min_length.value())
            if self.min_length.value() == rules.min_length:
                self.scoring.setText(self.tr("Scored with {wordlist}, {rules} rules").format(**fields))
            else:
                self.scoring.setText(self.tr("Scored with {wordlist}, {rules} rules, {min_length}+ letters").format(
                    **fields))

    # -- scoring ----------------------------------------------------------------
    def score(self) -> bool:
        """Score every list (as a job: the list may need loading); False if the input is refused."""
        text = self.board_entry.text().strip()
        if not text:
            self._show_error(self.tr("Enter the board first (or Roll one)."))
            self.board_entry.setFocus()
            return False
        try:
            entries = self.entries()
        except ValueError as exc:
            self._show_error(error_text(exc, sentence=True))
            return False
        if not entries:
            self._show_error(self.tr("Add at least one player's words."))
            return False
        self.error.hide()
        self.status.setText(self.tr("Scoring…"))
        self.start_job(score_table_job, text, self._handed_setup, self.wordlist.currentData(),
                       self.rules.currentData(), self.min_length.value(), entries, self.rule.currentData(),
                       self.language_choice.code, on_result=self._scored)
        return True

    def _scored(self, result: GroupResult) -> None:
        self.result = result
        self.saved_round_id = None
        self.status.setText("")
        self.error.hide()
        for b in (self.copy_button, self.print_button, self.pdf_button, self.save_button, self.open_button):
            b.setEnabled(True)
        self._show_result()

    def job_failed(self, message: str) -> None:
        self.status.setText("")
        self._show_error(self.tr("Cannot score: {problem}").format(problem=message))

    def _show_error(self, message: str) -> None:
        self.error.setText(message)
        self.error.show()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange and hasattr(self, "result"):   # a switch: its colours
            self._show_result()

    def _show_result(self) -> None:
        if self.result is not None:
            self.results.setHtml(results_html(self.result, reveal=self.reveal_box.isChecked()))

    # -- out --------------------------------------------------------------------
    def text(self) -> str:
        """The results as plain text ('' before scoring)."""
        if self.result is None:
            return ""
        return format_result(self.result, reveal=self.reveal_box.isChecked())

    def copy_text(self) -> None:
        if self.result is not None:
            QGuiApplication.clipboard().setText(self.text())
            self.status.setText(self.tr("Copied the results as text"))

    def document(self) -> QTextDocument:
        """The results as a document to print."""
        doc = QTextDocument()
        doc.setHtml(results_html(self.result, reveal=self.reveal_box.isChecked(), appearance="light")
                    if self.result else "")   # for paper, whatever the screen's appearance
        return doc

    def save_pdf(self, path) -> Path:
        """Write the results to a PDF file at ``path`` (no dialog)."""
        from PySide6.QtPrintSupport import QPrinter
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        printer.setOutputFileName(str(path))
        printer.setDocName(self.tr("Boggle results"))
        self.document().print_(printer)
        self.status.setText(self.tr("Saved {file}").format(file=Path(path).name))
        return Path(path)

    def ask_save_pdf(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save the results as PDF"),
                                              str(Path.home() / "boggle-results.pdf"), self.tr("PDF (*.pdf)"))
        if path:
            self.save_pdf(path if path.lower().endswith(".pdf") else path + ".pdf")

    def print_results(self) -> None:
        from PySide6.QtPrintSupport import QPrintDialog, QPrinter
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        dialog = QPrintDialog(printer, self)
        dialog.setWindowTitle(self.tr("Print the results"))
        if dialog.exec():
            self.document().print_(printer)
            self.status.setText(self.tr("Sent the results to the printer"))

    def save_to_history(self) -> str | None:
        """Store the scored round as a table game (saving again replaces it); returns its id."""
        if self.result is None:
            return None
        try:
            with History(self.history_file, timeout=1.0) as history:
                self.saved_round_id = history.save_group_round(self.result, round_id=self.saved_round_id,
                                                               source="table")
        except HistoryError as exc:
            self._show_error(self.tr("Not saved: {problem}").format(problem=error_text(exc)))
            return None
        self.status.setText(self.tr("Saved to the history (History > Group rounds)"))
        return self.saved_round_id

    def _open_in_solve(self) -> None:
        if self.result is not None:
            self.open_board_requested.emit(self.result.board, self.result.setup)
