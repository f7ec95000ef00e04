"""Which of the game's own windows covers the game window.

The clock of a round stops while the player reads Help, looks through History or picks a file:
the game window asks :class:`CoverWatch` when one of its own windows (a dialog of it, Solve a
board, a tool window, or a dialog of those) takes the focus, and when the game window is in
front again or the last such window closed.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QWindow
from PySide6.QtWidgets import QApplication, QWidget

__all__ = ["CoverWatch"]


class CoverWatch(QObject):
    """Watches the focus for ``window``; ``own_windows()`` lists its other top-level windows (whose
    dialogs count too).

    Signals
    -------
    covered()
        One of the game's own windows took the focus.
    uncovered()
        The game window has the focus again, or the last covering window closed while the
        game is the active application.
    """

    covered = Signal()
    uncovered = Signal()

    def __init__(self, window: QWidget, own_windows: Callable[[], Iterable[QWidget | None]]):
        super().__init__(window)
        self._window = window
        self._own_windows = own_windows
        self._watched: set[QWidget] = set()
        QApplication.instance().focusWindowChanged.connect(self._on_focus_window)

    def covering_window(self, handle: QWindow | None) -> QWidget | None:
        """The game's own window that ``handle`` shows; None for the game window itself, a menu
        or a tooltip, another program's window or another game window."""
        if handle is None:
            return None
        top = next((w for w in QApplication.topLevelWidgets() if w.windowHandle() is handle), None)
        if top is None or top is self._window or top.windowType() in (Qt.WindowType.Popup,
                                                                         Qt.WindowType.ToolTip):
            return None
        ours = {id(self._window), *(id(w) for w in self._own_windows() if w is not None)}
        widget = top
        while widget is not None:
            if id(widget) in ours:
                return top
            widget = widget.parentWidget()
        return None

    def _on_focus_window(self, handle: QWindow | None) -> None:
        if handle is not None and handle is self._window.windowHandle():
            self.uncovered.emit()
            return
        top = self.covering_window(handle)
        if top is not None:
            self.watch(top)

    def watch(self, window: QWidget) -> None:
        """``window`` (one of the game's own) covers the game while it is shown, whether or not it
        takes the focus (without a window manager a new window may not): call it when opening one."""
        if window not in self._watched:
            self._watched.add(window)
            window.installEventFilter(self)
        if window.isVisible():
            self.covered.emit()

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.Show and watched in self._watched:
            self.covered.emit()
        elif event.type() == QEvent.Type.Hide and watched in self._watched:
            self._watched.discard(watched)
            watched.removeEventFilter(self)
            QTimer.singleShot(0, self._after_close)   # the focus moves after the window hides
        return False

    def _after_close(self) -> None:
        if (QApplication.applicationState() == Qt.ApplicationState.ApplicationActive
                and self.covering_window(QApplication.focusWindow()) is None):
            self.uncovered.emit()
