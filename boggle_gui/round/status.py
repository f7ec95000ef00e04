"""The game window's status bar: work in progress, the round's game code, and the history's state.

:class:`GameStatus` shows a busy bar with its message while a word list loads or a board is
dealt, the round's game code with Copy, and what became of the round's saves
(:class:`core.play.recorder.SaveResult`): a database problem is said in the status bar and,
the first time, in a dialog; while saves may succeed later (a locked database) the recorder is
asked again every few seconds, quietly.
"""
from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QLabel, QProgressBar, QStatusBar, QToolButton

from core.play import GameCodeError, RoundRecorder, SaveResult

from ..shared.error_text import error_text

__all__ = ["GameStatus"]


def _tr(text: str) -> str:
    return QCoreApplication.translate("GameStatus", text)


class GameStatus(QObject):
    """The status bar of the game window.

    Parameters
    ----------
    bar : QStatusBar
    recorder : RoundRecorder
        The session's record of rounds.
    warn : callable
        ``warn(title, message)``: the window's warning (a dialog, or a line in batch mode).
    retry_ms : int
        How often a database that refused a save is tried again.

    Signals
    -------
    copy_requested()
        The player pressed Copy beside the game code.
    """

    copy_requested = Signal()

    def __init__(self, bar: QStatusBar, recorder: RoundRecorder, warn: Callable[[str, str], None], retry_ms: int,
                 parent=None):
        super().__init__(parent)
        self.bar = bar
        self.recorder = recorder
        self._warn = warn
        self._warned = False
        self.progress = QProgressBar()
        self.progress.setMaximumWidth(160)
        self.progress.setMaximumHeight(14)
        self.progress.hide()
        bar.addPermanentWidget(self.progress)
        self.code_label = QLabel("")
        self.code_label.setAccessibleName(_tr("Game code"))
        self.code_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.code_label.setToolTip(_tr("Friends who enter this code in New game (Ctrl+G) play the same board"))
        self.code_button = QToolButton()
        self.code_button.setText(_tr("Copy code"))
        self.code_button.setAutoRaise(True)
        self.code_button.clicked.connect(self.copy_requested)
        self.code_button.hide()
        bar.addPermanentWidget(self.code_label)
        bar.addPermanentWidget(self.code_button)
        self.retry = QTimer(self)
        self.retry.setInterval(retry_ms)
        self.retry.timeout.connect(lambda: self.report(self.recorder.flush(), quiet=True))

    def busy(self, message: str | None) -> None:
        """A message with a busy bar (None: the work is done)."""
        if message is None:
            self.progress.hide()
            self.bar.clearMessage()
            return
        self.bar.showMessage(message)
        self.progress.setRange(0, 0)
        self.progress.show()

    def show_code(self, code: str, problem: GameCodeError | None = None) -> None:
        """The game code of the round just started ("" with the ``problem``: it has none)."""
        if not code:
            self.code_label.setText(_tr("No game code"))
            self.code_label.setToolTip(_tr("This board has no game code: %1").replace(
                "%1", error_text(problem) if problem is not None else ""))
            self.code_button.hide()
            return
        self.code_label.setText(_tr("Game code <b>%1</b>").replace("%1", code))
        self.code_label.setToolTip(_tr("Friends who enter this code with Game > Play a game code (Ctrl+G) play "
                                       "the same board"))
        self.code_button.show()

    def history_off_text(self) -> str:
        """Why the history is off, in the interface's language ("" while it is on)."""
        error = self.recorder.error
        return "" if error is None else _tr("History is off: {problem}").format(problem=error_text(error))

    def history_problem(self, error: BaseException) -> None:
        """Show a database problem once (status bar, and a dialog the first time)."""
        message = error_text(error, sentence=True)
        self.bar.showMessage(message, 15000)
        if not self._warned:
            self._warned = True
            self._warn(_tr("History database"), message)

    def report(self, result: SaveResult | None, quiet: bool = False) -> None:
        """Say what became of a save, and keep trying while the database may take it later."""
        if result is None or (not result.saved and result.problem is None):
            return
        if result.history_off:
            self.bar.showMessage(self.history_off_text(), 15000)   # said at start-up already
        elif result.problem is not None and not quiet:
            self.history_problem(result.problem)
        if self.recorder.retrying:
            self.retry.start()
        else:
            self.retry.stop()
        if result.recovered:
            self.bar.showMessage(_tr("History saved again."), 5000)
