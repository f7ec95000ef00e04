"""Cyclic garbage holding Qt objects is freed on the GUI thread, whichever thread allocates."""
from __future__ import annotations

import gc
import threading

from PySide6.QtCore import QObject, QTimer

from boggle_gui.shared.garbage import GuiThreadCollector, collect_on_gui_thread


def test_a_qt_object_in_a_reference_cycle_is_freed_on_the_gui_thread_not_a_workers(qtbot):
    collect_on_gui_thread()
    freed_on_gui_thread: list[bool] = []

    class Cyclic(QObject):
        def __init__(self):
            super().__init__()
            self.me = self                       # only the cyclic collector can free it
            self.timer = QTimer(self)           # freed on a worker, Qt would stop it from the wrong thread
            self.timer.start(60_000)

        def __del__(self):
            freed_on_gui_thread.append(threading.current_thread() is threading.main_thread())

    gc.collect()
    Cyclic()

    def churn():                                # a job's allocations fill generation 0 many times
        junk = [[k] for k in range(200_000)]
        del junk

    worker = threading.Thread(target=churn)
    worker.start()
    worker.join(timeout=30)                     # the GUI thread allocates nothing meanwhile
    assert not worker.is_alive()
    assert freed_on_gui_thread in ([], [True])
    held = [[k] for k in range(5_000)]          # the GUI thread's own allocations, held: now it is due
    qtbot.waitUntil(lambda: bool(freed_on_gui_thread), timeout=5_000)
    assert freed_on_gui_thread == [True]
    del held


def test_the_collector_is_installed_once_and_gives_python_its_collector_back(qapp):
    session_collector = qapp.findChild(GuiThreadCollector)     # the GUI tests run with one, as the app does
    if session_collector is not None:
        session_collector.uninstall()
    try:
        assert gc.isenabled()
        collector = collect_on_gui_thread(qapp)
        assert collect_on_gui_thread(qapp) is collector
        assert not gc.isenabled()
        collector.uninstall()
        assert gc.isenabled()
        assert qapp.findChild(GuiThreadCollector) is None
    finally:
        if session_collector is not None:
            collect_on_gui_thread(qapp)
