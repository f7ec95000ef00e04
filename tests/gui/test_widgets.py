"""Shared widget helpers."""
from __future__ import annotations

import re

import pytest
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


@pytest.mark.parametrize("width", [220, 360, 700])
@pytest.mark.parametrize("decades", [(-1.0, 0.49), (0.0, 1.0), (-3.0, 3.0), (-0.2, 0.1)])
def test_a_log_axis_labels_plain_numbers_that_never_touch(qtbot, width, decades):
    import pyqtgraph as pg
    from PySide6.QtGui import QImage, QPainter

    from boggle_gui.widgets.log_axis import LogAxis
    plot = pg.PlotWidget(axisItems={"bottom": LogAxis("bottom")})
    qtbot.addWidget(plot)
    plot.setLogMode(x=True, y=False)
    plot.plot([10 ** decades[0], 10 ** decades[1]], [0], stepMode="center")
    plot.setXRange(*decades, padding=0)
    plot.resize(width, 200)
    plot.show()
    qtbot.waitExposed(plot)
    image = QImage(10, 10, QImage.Format.Format_RGB32)
    painter = QPainter(image)
    try:
        _axis, _ticks, texts = plot.getAxis("bottom").generateDrawSpecs(painter)
    finally:
        painter.end()
    drawn = sorted((rect.left(), rect.right(), text) for rect, _flags, text in texts if text)
    assert len(drawn) >= 2 or decades == (-0.2, 0.1)      # a third of a decade may hold a single label
    for (_l, right, text), (left, _r, next_text) in zip(drawn, drawn[1:]):
        assert left >= right + 2, f"{text!r} runs into {next_text!r} at {width} px"
    assert all(re.fullmatch(r"[0-9][0-9,]*(\.[0-9]+)?", t) for _l, _r, t in drawn), drawn
