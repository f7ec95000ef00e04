"""The Qt bindings must not leak or over-release references on hot paths.

PySide6 6.12.0 released one reference to None on every call of a void method,
which aborts a long-running app on Python 3.11; pyproject.toml excludes it.
"""
import sys

from PySide6.QtWidgets import QLabel


def test_void_calls_keep_none_refcount(qtbot):
    label = QLabel()
    qtbot.addWidget(label)
    before = sys.getrefcount(None)
    for _ in range(2_000):
        label.setText("x")
        label.setEnabled(True)
    assert abs(sys.getrefcount(None) - before) < 100
