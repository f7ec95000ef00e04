"""Background jobs: one QObject worker per job, moved to its own QThread.

A worker subclasses :class:`Worker` and implements :meth:`Worker.work`, which runs
in the worker thread, reports with ``self.report_progress(done, total)``, checks
``self.is_cancelled()`` between chunks and returns the result. Widgets never get
touched from there: they connect to the signals, which Qt delivers in the main
thread.
"""
from __future__ import annotations

import threading
import traceback

from PySide6.QtCore import QObject, QThread, Signal, Slot

from core.engine.cancel import Cancelled  # raised by engine drivers and by Worker.check_cancelled

__all__ = ["Cancelled", "Worker", "start_worker", "stop_thread"]


class Worker(QObject):
    """Base class for background jobs (see module docstring)."""

    progress = Signal(int, int)
    result_ready = Signal(object)
    failed = Signal(str)
    cancelled = Signal()
    finished = Signal()

    def __init__(self):
        super().__init__()
        self._cancel = threading.Event()

    def work(self):  # pragma: no cover - abstract
        raise NotImplementedError

    def cancel(self) -> None:
        """Ask the job to stop at its next check (thread-safe)."""
        self._cancel.set()

    def is_cancelled(self) -> bool:
        return self._cancel.is_set()

    def check_cancelled(self) -> None:
        if self._cancel.is_set():
            raise Cancelled()

    def report_progress(self, done: int, total: int) -> None:
        self.progress.emit(int(done), int(total))

    @Slot()
    def run(self) -> None:
        try:
            result = self.work()
        except Cancelled:
            self.cancelled.emit()
        except Exception as exc:  # report, never crash the app from a thread
            msg = str(exc) or exc.__class__.__name__
            if not isinstance(exc, (ValueError, OSError)):
                msg = f"{msg}\n\n{traceback.format_exc()}"
            self.failed.emit(msg)
        else:
            if self._cancel.is_set():
                self.cancelled.emit()
            else:
                self.result_ready.emit(result)
        finally:
            self.finished.emit()


def start_worker(worker: Worker, parent: QObject | None = None) -> QThread:
    """Move ``worker`` to a new QThread, wire the usual signals and start it.

    The thread quits when the worker finishes; both are deleted later. Keep a
    reference to the returned thread to ``cancel``/``wait`` on close.
    """
    thread = QThread(parent)
    worker.moveToThread(thread)
    thread.started.connect(worker.run)
    worker.finished.connect(thread.quit)
    worker.finished.connect(worker.deleteLater)
    thread.finished.connect(thread.deleteLater)
    # Keep the Python wrapper alive as long as the thread runs.
    thread._worker = worker  # noqa: SLF001
    thread.start()
    return thread


def stop_thread(thread: QThread | None, worker: Worker | None = None, timeout_ms: int = 10000) -> None:
    """Cancel ``worker`` and wait for ``thread`` (for ``closeEvent``); safe on deleted objects."""
    if worker is not None:
        try:
            worker.cancel()
        except RuntimeError:
            pass
    if thread is None:
        return
    try:
        if thread.isRunning():
            thread.quit()
            thread.wait(timeout_ms)
    except RuntimeError:  # already deleted by deleteLater
        pass
