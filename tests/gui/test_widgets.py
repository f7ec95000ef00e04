"""Shared widget helpers."""
from __future__ import annotations

from PySide6.QtCore import Qt

from boggle_gui.widgets.buttons import push_button


def test_push_button_calls_its_slot_once_per_click_with_its_options(qtbot):
    calls = []
    button = push_button("&Go", lambda: calls.append("go"), "Go now", default=True)
    qtbot.addWidget(button)
    assert button.text() == "&Go" and button.toolTip() == "Go now"
    assert button.isEnabled() and button.isDefault()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert calls == ["go"]   # the slot takes no arguments: clicked's "checked" is not passed on


def test_a_disabled_push_button_ignores_clicks(qtbot):
    calls = []
    button = push_button("Stop", lambda: calls.append("stop"), enabled=False)
    qtbot.addWidget(button)
    assert not button.isEnabled() and not button.toolTip() and not button.isDefault()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert calls == []
