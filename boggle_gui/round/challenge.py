"""Challenge a friend: a solo round's challenge code, and the word-by-word comparison at the end
of the friend's round (see :mod:`core.play.challenges`; no server is involved).

:class:`ChallengeActions` adds "Challenge a friend…" to the game window (the Game menu and a
button on the end-of-round screen), opens challenge codes entered where game codes are
(Ctrl+G), and shows :class:`ChallengeResultDialog` when the challenged round ends.
"""
from __future__ import annotations

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QMenu,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
)

from core.play import (
    MAX_NAME,
    Challenge,
    ChallengeError,
    Comparison,
    compare_words,
    decode_challenge,
    decode_game,
    encode_challenge,
    make_challenge,
)

from ..shared.error_text import error_text

#: The setting that remembers the player's name (shared with play together).
NAME_SETTING = "network/name"


class ChallengeDialog(QDialog):
    """The challenge code of the round just played: the player's name, the code, a Copy button."""

    def __init__(self, game_code: str, found, solution, name: str = "", parent=None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Challenge a friend"))
        self._game = decode_game(game_code)
        self._found, self._solution = set(found), solution
        lay = QVBoxLayout(self)
        intro = QLabel(self.tr("Send this code to a friend. They enter it with Game > Play a game code "
                               "(Ctrl+G), play the same board with the same rules and clock, and then see "
                               "both rounds word by word."))
        intro.setWordWrap(True)
        lay.addWidget(intro)
        name_label = QLabel(self.tr("Your &name:"))
        self.name_edit = QLineEdit(name)
        self.name_edit.setMaxLength(MAX_NAME)
        self.name_edit.setPlaceholderText(self.tr("Your name, as your friend will see it"))
        name_label.setBuddy(self.name_edit)
        lay.addWidget(name_label)
        lay.addWidget(self.name_edit)
        self.code_view = QPlainTextEdit()
        self.code_view.setReadOnly(True)
        self.code_view.setAccessibleName(self.tr("Challenge code"))
        self.code_view.setFixedHeight(self.code_view.fontMetrics().lineSpacing() * 5)
        lay.addWidget(self.code_view)
        self.note = QLabel("")
        self.note.setWordWrap(True)
        lay.addWidget(self.note)
        lay.addStretch(1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.copy_button = buttons.addButton(self.tr("&Copy code"), QDialogButtonBox.ButtonRole.ActionRole)
        self.copy_button.clicked.connect(self.copy)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        self.name_edit.textChanged.connect(self._update)
        self.resize(520, 360)
        self._update()
        (self.copy_button if self.code else self.name_edit).setFocus()

    @property
    def name(self) -> str:
        return " ".join(self.name_edit.text().split())

    def _update(self) -> None:
        try:
            challenge = make_challenge(self._game, self.name, self._found, self._solution)
        except ChallengeError as exc:
            self.code = ""
            self.note.setText(self.tr("No code yet: %1.").replace("%1", error_text(exc)))
        else:
            self.code = encode_challenge(challenge)
            self.note.setText(self.tr("The code carries your name, your score (%1) and your words. Its check "
                                      "letters catch typos and edits, but anyone who wants to can forge a "
                                      "code: play with friends you trust.").replace("%1", str(challenge.score)))
        self.code_view.setPlainText(self.code)
        self.copy_button.setText(self.tr("&Copy code"))
        self.copy_button.setEnabled(bool(self.code))

    def copy(self) -> None:
        if self.code:
            QApplication.clipboard().setText(self.code)
            self.copy_button.setText(self.tr("Copied"))


class ChallengeResultDialog(QDialog):
    """Two rounds of one board, word by word: found by both, only by you, only by the challenger."""

    def __init__(self, challenger: str, comparison: Comparison, points, parent=None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Challenge from %1").replace("%1", challenger))
        self.comparison = comparison
        mine, theirs = comparison.my_score, comparison.their_score
        lay = QVBoxLayout(self)
        if mine > theirs:
            verdict = self.tr("You win by %1 points!").replace("%1", str(mine - theirs))
        elif theirs > mine:
            verdict = self.tr("%1 wins by %2 points.").replace("%1", challenger).replace("%2", str(theirs - mine))
        else:
            verdict = self.tr("A tie!")
        self.headline = QLabel(self.tr("<span style='font-size:xx-large; font-weight:700'>You %1 · %2 %3</span>"
                                       "<br>%4").replace("%1", str(mine)).replace("%2", challenger.replace("<", "&lt;"))
                               .replace("%3", str(theirs)).replace("%4", verdict))
        self.headline.setTextFormat(Qt.TextFormat.RichText)
        lay.addWidget(self.headline)
        grid = QGridLayout()
        self.lists: dict[str, QListWidget] = {}
        columns = (("both", self.tr("Found by both"), comparison.both, comparison.both_points),
                   ("only_mine", self.tr("Only you"), comparison.only_mine, comparison.only_mine_points),
                   ("only_theirs", self.tr("Only %1").replace("%1", challenger), comparison.only_theirs,
                    comparison.only_theirs_points))
        for col, (key, title, words, total) in enumerate(columns):
            label = QLabel(self.tr("%1: %2 words, %3 points").replace("%1", title).replace("%2", str(len(words)))
                           .replace("%3", str(total)))
            label.setWordWrap(True)
            view = QListWidget()
            view.setAccessibleName(title)
            view.addItems([f"{w.upper()}  +{points[w]}" for w in words])
            label.setBuddy(view)
            grid.addWidget(label, 0, col, alignment=Qt.AlignmentFlag.AlignBottom)
            grid.addWidget(view, 1, col)
            self.lists[key] = view
        lay.addLayout(grid, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        self.resize(640, 420)


class ChallengeActions(QObject):
    """What the game window ``window`` does with challenges.

    The window calls :meth:`play` for a code entered where game codes are, and
    :meth:`round_revealed` when a round's words are shown at its end.
    """

    def __init__(self, window):
        super().__init__(window)
        self.window = window
        self.pending: Challenge | None = None      # the challenge whose round is being played
        self.result_dialog: ChallengeResultDialog | None = None
        self.dialog: ChallengeDialog | None = None
        self.action = QAction(self.tr("Challenge a &friend…"), window)
        self.action.setShortcut(QKeySequence("Ctrl+Shift+F"))
        self.action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        self.action.triggered.connect(self.open_dialog)
        window.addAction(self.action)
        game_menu = next(o for o in window.act_copy_code.associatedObjects() if isinstance(o, QMenu))
        game_menu.insertAction(window.act_pause, self.action)
        self.button = QPushButton(self.tr("Challenge a friend…"))
        self.button.setToolTip(self.tr("A code for a friend to play this board and compare (Ctrl+Shift+F)"))
        self.button.clicked.connect(self.open_dialog)
        panel = window.reveal_panel.layout()
        panel.insertWidget(panel.indexOf(window.reveal_panel.high_score) + 1, self.button,
                           alignment=Qt.AlignmentFlag.AlignLeft)

    def _finished_round(self):
        r = self.window.round
        return r if r is not None and r.is_over and r.solution is not None and self.window.round_code else None

    def open_dialog(self) -> ChallengeDialog | None:
        """Game > Challenge a friend: the code of the round just finished."""
        r = self._finished_round()
        if r is None:
            over = self.window.round is not None and self.window.round.is_over and self.window.round.solution
            self.window.statusBar().showMessage(
                self.tr("This board has no game code, so it cannot be a challenge.") if over else
                self.tr("Finish a round first: a challenge holds its words and score."), 6000)
            return None
        name = str(self.window.settings.value(NAME_SETTING, "") or "")
        self.dialog = ChallengeDialog(self.window.round_code, r.found_words, r.solution, name, self.window)
        self.dialog.finished.connect(self._remember_name)
        self.dialog.show()
        return self.dialog

    def _remember_name(self) -> None:
        if self.dialog is not None and self.dialog.name:
            self.window.settings.setValue(NAME_SETTING, self.dialog.name)

    def play(self, text: str) -> bool:
        """Start the round of a challenge code; its comparison is shown when that round ends."""
        try:
            challenge = decode_challenge(text)
        except ChallengeError as exc:
            self.window.warn(self.tr("Cannot play this challenge code"), error_text(exc, sentence=True))
            return False
        if not self.window.play_code(challenge.game):
            return False
        self.pending = challenge
        self.window.statusBar().showMessage(
            self.tr("Challenge from %1: %2 points to beat.").replace("%1", challenge.name)
            .replace("%2", str(challenge.score)), 10000)
        return True

    def round_revealed(self) -> None:
        """The window shows a finished round's words: compare it with the challenge it was played for."""
        r = self._finished_round()
        self.button.setEnabled(r is not None)
        challenge = self.pending
        if r is None or challenge is None:
            return
        self.pending = None
        if r.board != challenge.game.deal():
            return                                   # another round was started instead
        try:
            theirs = challenge.words(r.solution)
            points = {w.word: w.points for w in r.solution.words}
            comparison = compare_words(r.found_words, theirs, points)
        except ChallengeError as exc:
            self.window.warn(self.tr("Cannot compare with the challenge"), error_text(exc, sentence=True))
            return
        self.result_dialog = ChallengeResultDialog(challenge.name, comparison, points, self.window)
        self.result_dialog.show()
