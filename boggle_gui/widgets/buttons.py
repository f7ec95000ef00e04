"""Small widget helpers shared by the windows."""
from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QLabel, QPushButton

from ..shared.theme import mark_warning


def push_button(text: str, on_click: Callable, tooltip: str = "", *, enabled: bool = True,
                default: bool = False) -> QPushButton:
    """A button labelled ``text`` (``&`` marks its Alt key) that calls ``on_click`` when clicked."""
    button = QPushButton(text)
    if tooltip:
        button.setToolTip(tooltip)
    button.setEnabled(enabled)
    button.setDefault(default)
    button.clicked.connect(lambda checked=False: on_click())
    return button


__all__ = ["push_button"]


def error_label() -> QLabel:
    """A hidden, wrapping line for a window's last error, in the error colour."""
    label = QLabel("")
    label.setObjectName("errorText")
    label.setStyleSheet("font-weight: 600;")
    mark_warning(label)
    label.setWordWrap(True)
    label.hide()
    return label
