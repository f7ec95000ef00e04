"""The "Solve a board" view: type in a board from a physical game and see all its words and paths."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QProgressBar,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from core.engine.board import BoardError, parse_board
from core.engine.dice import DICE_SETS
from core.engine.rules import get_rules

from .board_view import BoardView
from .dialogs import fill_wordlist_combo
from .jobs import runner
from .panels import RevealPanel
from .solving import BoardRater, solve_job

#: Dice set whose rules and statistics apply to each board size.
DICE_FOR_SIZE = {(4, 4): "new", (5, 5): "big", (6, 6): "superbig"}


class SolveWindow(QWidget):
    """Board entry, the board, and every word on it."""

    def __init__(self, wordlist: str, dark: bool = False, parent=None):
        super().__init__(parent, Qt.WindowType.Window)
        self.setWindowTitle("Solve a board")
        self.resize(980, 640)
        lay = QVBoxLayout(self)
        row = QHBoxLayout()
        self.entry = QLineEdit()
        self.entry.setPlaceholderText("Letters row by row, e.g. SERS PATG LINE SERS (Q or QU for the Qu face)")
        self.entry.returnPressed.connect(self.solve_entered)
        self.entry.setAccessibleName("Board letters")
        label = QLabel("&Board:")
        label.setBuddy(self.entry)
        self.wordlist = QComboBox()
        fill_wordlist_combo(self.wordlist, wordlist)
        self.wordlist.currentIndexChanged.connect(lambda _i: self.solve_entered() if self.entry.text() else None)
        wl_label = QLabel("&Word list:")
        wl_label.setBuddy(self.wordlist)
        self.solve_button = QPushButton("&Solve")
        self.solve_button.clicked.connect(self.solve_entered)
        row.addWidget(label)
        row.addWidget(self.entry, 1)
        row.addWidget(wl_label)
        row.addWidget(self.wordlist)
        row.addWidget(self.solve_button)
        lay.addLayout(row)
        self.error = QLabel("")
        self.error.setObjectName("errorText")
        self.error.setStyleSheet("color: #d64545; font-weight: 600;")
        self.error.setWordWrap(True)
        self.error.hide()
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
        self.board_view.set_dark(dark)
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

    # -- solving ------------------------------------------------------------
    def solve_entered(self) -> None:
        self.solve_board(self.entry.text())

    def solve_board(self, text: str) -> bool:
        """Validate and solve ``text``; a bad board shows a message and returns False."""
        try:
            geom, board = parse_board(text)
        except BoardError as exc:
            if self.entry.text() != text:
                self.entry.setText(text)   # show what was refused next to the message
            self.error.setText(f"Cannot solve this board: {exc}")
            self.error.show()
            self.entry.setFocus()
            return False
        self.error.hide()
        if self.entry.text() != text:
            self.entry.setText(text)
        self.board = board
        dice_key = DICE_FOR_SIZE.get((geom.width, geom.height))
        self.rules = get_rules(DICE_SETS[dice_key].rules) if dice_key else get_rules("standard")
        self.dice_key = dice_key
        self.board_view.set_board(board)
        self.reveal.set_solution(None, None, "Solving…")
        self.rater.clear()
        runner().start(solve_job, board, self.wordlist.currentData(), self.rules, owner=self, slot="solve",
                       on_result=self._solved, on_failed=self._failed)
        self.busy.show()
        return True

    def _solved(self, result) -> None:
        board, solution = result
        if board != self.board:
            return
        self.busy.hide()
        self.solution = solution
        longest = max((w.word for w in solution.words), key=lambda w: (len(w), w), default="")
        summary = (f"<b>{len(solution.words)}</b> words, <b>{solution.score}</b> points "
                   f"({self.rules.min_length}+ letters, {self.wordlist.currentText()})"
                   + (f" · longest <b>{longest.upper()}</b>" if longest else "")
                   + "<br>Select a word to see its path; click a tile (or arrows + Space) for its words.")
        self.reveal.set_solution(solution, None, summary)
        self._start_rating(solution.score)

    def _failed(self, message: str) -> None:
        self.busy.hide()
        self.error.setText(f"Cannot solve: {message}")
        self.error.show()
        self.reveal.set_solution(None, None, "")

    def _start_rating(self, score: int) -> None:
        name = DICE_SETS[self.dice_key].name if self.dice_key else ""
        self.rater.rate(self.dice_key, self.wordlist.currentData(), self.rules, score, name)

    def _stop_workers(self) -> None:
        runner().cancel(owner=self, wait=True)
        self.rater.shutdown()

    def closeEvent(self, event):  # noqa: N802
        self._stop_workers()
        super().closeEvent(event)
