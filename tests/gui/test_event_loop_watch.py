"""The watch the responsiveness tests rely on tells GUI-thread work from waiting."""
from __future__ import annotations

import time

from PySide6.QtCore import QTimer

from tests.gui.helpers import EventLoopWatch


def _work(seconds: float) -> None:
    start = time.thread_time()
    while time.thread_time() - start < seconds:
        pass


def _watch_while(qtbot, action) -> EventLoopWatch:
    watch = EventLoopWatch()
    watch.start()
    qtbot.wait(30)
    QTimer.singleShot(10, action)
    qtbot.wait(600)
    watch.stop()
    return watch


def test_work_on_the_gui_thread_counts_as_busy(qtbot):
    watch = _watch_while(qtbot, lambda: _work(0.4))
    assert watch.longest_busy >= 0.4 and watch.longest_gap >= 0.4, watch.summary()


def test_waiting_on_the_gui_thread_is_a_gap_but_not_work(qtbot):
    # as when another process holds the core: the loop stalls but the GUI thread does nothing
    watch = _watch_while(qtbot, lambda: time.sleep(0.4))
    assert watch.longest_gap >= 0.4 and watch.longest_busy < 0.1, watch.summary()
