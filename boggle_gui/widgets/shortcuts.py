"""Window shortcuts that win over a text field's own editing keys.

A ``QLineEdit`` claims many Ctrl keys as editing keys by accepting the
``ShortcutOverride`` event Qt sends before it looks for a shortcut, and which keys
depends on the platform's key scheme: on X11 Ctrl+E moves to the end of the line,
Ctrl+U deletes it, Ctrl+K deletes to its end under KDE, Ctrl+A selects all
everywhere. A window action with such a key then never fires while the field has
focus (Ctrl+E would not end the round while typing). :class:`WindowShortcutsFirst`
declines the override for exactly the keys that are shortcuts of the window's
enabled actions, so every other key (typing, Backspace, Ctrl+Z, Ctrl+C/V) still
edits the text.
"""
from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QLineEdit, QWidget


class WindowShortcutsFirst(QObject):
    """Event filter for the text fields of ``window``: the window's action shortcuts come first."""

    def __init__(self, window: QWidget):
        super().__init__(window)
        self._window = window

    def is_window_shortcut(self, keys: QKeySequence) -> bool:
        """Whether ``keys`` triggers one of the window's enabled actions."""
        return any(action.isEnabled() and any(
            s.matches(keys) == QKeySequence.SequenceMatch.ExactMatch for s in action.shortcuts())
            for action in self._window.actions())

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.ShortcutOverride and self.is_window_shortcut(
                QKeySequence(event.keyCombination())):
            event.ignore()      # not the field's key: Qt goes on to the window's shortcut
            return True
        return False


def window_shortcuts_first(window: QWidget, *fields: QLineEdit) -> WindowShortcutsFirst:
    """Install one :class:`WindowShortcutsFirst` on ``fields`` (default: every ``QLineEdit`` in ``window``)."""
    shortcut_filter = WindowShortcutsFirst(window)
    for field in fields or window.findChildren(QLineEdit):
        field.installEventFilter(shortcut_filter)
    return shortcut_filter


__all__ = ["WindowShortcutsFirst", "window_shortcuts_first"]
