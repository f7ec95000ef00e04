"""Helpers for top-level windows."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget

__all__ = ["bring_to_front"]


def bring_to_front(window: QWidget) -> None:
    """Show ``window`` (restored if minimised) above the others, and any dialog it has open."""
    if window.isMinimized():
        window.setWindowState(window.windowState() & ~Qt.WindowState.WindowMinimized)
    window.show()
    window.raise_()
    window.activateWindow()
    modal = QApplication.activeModalWidget()
    if modal is not None:
        modal.raise_()
        modal.activateWindow()
    QApplication.alert(window)     # where the window manager refuses to raise it, the taskbar entry asks
