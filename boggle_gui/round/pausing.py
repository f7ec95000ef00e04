"""When a round's clock stops and goes on: the player's own pause (Ctrl+P), the game sent to the
background (auto-pause), and one of the game's own windows in front (the clock waits for it)."""
from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtWidgets import QApplication, QMainWindow

from core.play import RoundSession

from .covering import CoverWatch
from .round_view import RoundView

__all__ = ["RoundPauses"]


def _tr(text: str) -> str:
    return QCoreApplication.translate("MainWindow", text)     # the game window's texts


class RoundPauses(QObject):
    """Pauses and resumes ``session``'s round for ``window``, hiding and showing the board in ``view``.

    ``save()`` stores the round (a paused round is saved), ``auto_pause()`` says whether the player
    wants the clock stopped when the game goes to the background.

    Signals
    -------
    changed()
        The round paused or went on: the window redraws its clock and actions.
    """

    changed = Signal()

    def __init__(self, session: RoundSession, view: RoundView, covers: CoverWatch, window: QMainWindow,
                 save: Callable[[], None], auto_pause: Callable[[], bool]):
        super().__init__(window)
        self._session, self._view, self._window = session, view, window
        self._save, self._auto_pause = save, auto_pause
        self.covered_pause = False  # the clock stopped because another of the game's windows has the focus
        QApplication.instance().applicationStateChanged.connect(self._on_application_state)
        covers.covered.connect(self._on_covered)
        covers.uncovered.connect(self._on_uncovered)

    def toggle(self) -> None:
        """The player's own pause, or the end of any pause."""
        if not self._session.playing:
            return
        if self._session.round.paused:
            self.resume()
        else:
            self.pause(_tr("Paused\nCtrl+P or a click to resume"), _tr("Paused: the clock is stopped."))

    def pause(self, board_text: str, status: str) -> None:
        """Stop the clock and hide the board (the letters must not be studied off the clock)."""
        self._session.round.pause()
        self._view.set_paused(True, board_text)
        self._save()
        self._window.statusBar().showMessage(status)
        self.changed.emit()

    def resume(self) -> None:
        self.covered_pause = False
        if not self._session.playing or not self._session.round.paused:
            return
        self._session.round.resume()
        self._view.set_paused(False)
        self._window.statusBar().clearMessage()
        self.changed.emit()

    def _on_application_state(self, state) -> None:
        """Auto-pause: the clock stops when the player turns to another program (or minimises
        the game). It waits for the player to come back and resume (Ctrl+P or a click on
        the board): resuming by itself would restart the clock before they are looking."""
        r = self._session.round
        if state == Qt.ApplicationState.ApplicationActive or r is None or not self._session.playing:
            return
        if self.covered_pause:        # left from one of the game's windows: waits for the player too
            self.covered_pause = False
            self._view.set_paused(True, _tr("Paused while you were away\nCtrl+P or a click to resume"))
        elif self._auto_pause() and r.is_running and self._window.isVisible():
            self.pause(_tr("Paused while you were away\nCtrl+P or a click to resume"),
                       _tr("Paused by itself while the game was in the background: the clock is stopped."))

    def _on_covered(self) -> None:
        """One of the game's own windows (Help, History, New game, a file dialog, Solve, a tool) has
        the focus: the clock stops and the board is hidden until it closes."""
        r = self._session.round
        if r is not None and self._session.playing and r.is_running and self._window.isVisible():
            self.pause(_tr("Paused while another window is open\nClose it to play on"),
                       _tr("Paused while another of the game's windows is open: the clock is stopped."))
            self.covered_pause = True

    def _on_uncovered(self) -> None:
        """The game window is in front again: a round stopped by :meth:`_on_covered` goes on (the
        player is looking at it); a pause of the player's own stays."""
        if self.covered_pause:
            self.resume()
