"""Background jobs: one runner owns every worker thread of the app.

A job is a function run in its own thread, called as ``work(ctx, *args)`` with a
:class:`JobContext`. It returns its result, or it is a generator: each value it
yields is a partial result, and its ``return`` value is the result. In the
thread, ``ctx.cancelled`` is the cancel check to hand to engine drivers (they
raise :class:`~core.engine.cancel.Cancelled`), ``ctx.progress(done, total)``
reports progress and ``ctx.partial(value)`` reports a partial result from a
callback. Work never touches widgets.

Everything a job reports reaches the main thread through the :class:`Job`
signals, in this order: ``progress`` and ``partial`` (any number of times),
then exactly one of ``result_ready``, ``failed`` or ``cancelled``, then
``finished``. Reports are coalesced: the thread posts into the job under a lock
and wakes the main thread at most once until it has drained; the main thread
drains at most once per ``interval_ms`` (progress: the latest; partial: every
value since the last delivery, in order, as one list). However fast a job
yields, the event loop sees at most one queued event per job. Each report is
delivered once, whatever the nesting of event loops: a handler may run the
event loop (a splash repainting, a modal dialog), and what the job reports
meanwhile waits until that handler returns.

A job started with an ``owner`` and a ``slot`` replaces the owner's running job
in that slot: the old one is cancelled and never reports again. Closing a
window cancels its jobs (:meth:`JobRunner.cancel`); :meth:`JobRunner.shutdown`
stops them all when the app quits. The design follows Anki's TaskManager (a
thread signals the main thread to run pending deliveries) and napari's
``thread_worker`` (generators as partial results, pause between yields); see
docs/architecture.md.
"""
from __future__ import annotations

import itertools
import threading
import time
import traceback
from collections.abc import Callable, Generator, Hashable

import shiboken6
from PySide6.QtCore import QObject, Qt, QTimer, Signal

from core.engine import Cancelled, CodedError

from .error_text import error_text

__all__ = ["Cancelled", "Job", "JobContext", "JobRunner", "runner"]

#: Fastest delivery of a job's reports to the main thread, by default (10 per second).
DEFAULT_INTERVAL_MS = 100
#: States of a job.
RUNNING, DONE, FAILED, CANCELLED = "running", "done", "failed", "cancelled"


class JobContext:
    """What a job's function may use in its thread (see module docstring)."""

    __slots__ = ("_job",)

    def __init__(self, job: Job):
        self._job = job

    def cancelled(self) -> bool:
        """True once the job was asked to stop: the ``cancel`` callable for engine drivers."""
        return self._job._cancel.is_set()

    def check_cancelled(self) -> None:
        """Raise :class:`Cancelled` if the job was asked to stop."""
        if self._job._cancel.is_set():
            raise Cancelled()

    def progress(self, done: int, total: int) -> None:
        """Report progress; only the latest report before a delivery is shown."""
        self._job._post(progress=(int(done), int(total)))

    def partial(self, value) -> None:
        """Report a partial result (what a generator job yields)."""
        self._job._post(partial=value)

    def wait_while_paused(self) -> None:
        """Block while the job is paused; raise :class:`Cancelled` if it is cancelled meanwhile."""
        job = self._job
        while not job._unpaused.wait(0.05):
            self.check_cancelled()
        self.check_cancelled()


class Job(QObject):
    """One background job: its signals arrive in the main thread (see module docstring).

    Signals
    -------
    progress(int, int)
        The latest ``(done, total)``.
    partial(object)
        A list of the partial results since the last delivery, oldest first.
    result_ready(object)
        The function's return value (a generator's ``return`` value).
    failed(str)
        The error message (with the traceback for unexpected exceptions).
    cancelled()
        The job stopped because it was cancelled.
    finished()
        Last of all, whatever the outcome.
    """

    progress = Signal(int, int)
    partial = Signal(object)
    result_ready = Signal(object)
    failed = Signal(str)
    cancelled = Signal()
    finished = Signal()

    _ids = itertools.count(1)

    def __init__(self, runner: JobRunner, name: str, owner, slot, interval_ms: int):
        super().__init__()   # no parent: the runner keeps it until delivered, then it is freed
        self.id = next(self._ids)
        self.name = name
        self.owner = owner
        self.slot = slot
        self.state = RUNNING
        self.error = ""
        self._runner = runner
        self._interval = max(0, int(interval_ms)) / 1000.0
        self._cancel = threading.Event()
        self._unpaused = threading.Event()
        self._unpaused.set()
        self._lock = threading.Lock()
        self._progress: tuple[int, int] | None = None
        self._partials: list = []
        self._outcome: tuple[str, object] | None = None
        self._wake_pending = False
        self._delivering = False   # the main thread is inside a handler of this job's reports
        self._redeliver = False    # reports arrived meanwhile: deliver them when that handler returns
        self._last_delivery = 0.0
        self._detached = False     # superseded or shut down: runs to its end, reports nothing
        self._thread: threading.Thread | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._on_timer)

    def __repr__(self) -> str:
        return f"<Job {self.id} {self.name!r} {self.state}>"

    # -- main thread ------------------------------------------------------------------
    def cancel(self) -> None:
        """Ask the job to stop at its next check (also wakes a paused job)."""
        self._cancel.set()
        self._unpaused.set()

    def pause(self) -> None:
        """Pause a generator job at its next yield (or where it calls ``wait_while_paused``)."""
        if not self._cancel.is_set():
            self._unpaused.clear()

    def resume(self) -> None:
        self._unpaused.set()

    def is_paused(self) -> bool:
        return not self._unpaused.is_set()

    def is_cancel_requested(self) -> bool:
        return self._cancel.is_set()

    def is_running(self) -> bool:
        """True until the outcome has been delivered."""
        return self.state == RUNNING

    def wait(self, timeout: float | None = None) -> bool:
        """Join the job's thread (without delivering anything); True if it has ended."""
        thread = self._thread
        if thread is None:
            return True
        thread.join(timeout)
        return not thread.is_alive()

    def _on_timer(self) -> None:
        self._runner._drain(self)

    # -- worker thread ------------------------------------------------------------------
    def _post(self, progress=None, partial=None, outcome=None) -> None:
        with self._lock:
            if progress is not None:
                self._progress = progress
            if partial is not None:
                self._partials.append(partial)
            if outcome is not None:
                self._outcome = outcome
            elif self._wake_pending:
                return        # the main thread has not drained yet: it will take this too
            self._wake_pending = True
        try:
            self._runner._wake.emit(self.id)
        except RuntimeError:  # the runner is gone (app exit): nobody is listening any more
            pass

    def _take(self):
        """Everything posted since the last take, each report handed out once."""
        with self._lock:
            taken = self._progress, self._partials, self._outcome
            self._progress, self._partials, self._outcome = None, [], None
            self._wake_pending = False
        return taken


def _run(job: Job, work: Callable, args: tuple) -> None:
    """The body of a job's thread: run ``work``, drive a generator, post the outcome."""
    ctx = JobContext(job)
    gen = None
    try:
        ctx.check_cancelled()
        value = work(ctx, *args)
        if isinstance(value, Generator):
            gen = value
            try:
                while True:
                    job._post(partial=next(gen))
                    ctx.wait_while_paused()
            except StopIteration as stop:
                value = stop.value
            gen = None
    except Cancelled:
        outcome = (CANCELLED, None)
    except Exception as exc:  # noqa: BLE001 - report, never crash the app from a thread
        message = error_text(exc)   # in the interface's language where the engine gave a code
        # User errors read as one line; bugs with their trace.
        if not isinstance(exc, (ValueError, OSError, CodedError)):
            message = f"{message}\n\n{traceback.format_exc()}"
        outcome = (FAILED, message)
    else:
        outcome = (CANCELLED, None) if job._cancel.is_set() else (DONE, value)
    finally:
        if gen is not None:
            gen.close()   # its finally blocks run here, in the job's thread
    job._post(outcome=outcome)


class JobRunner(QObject):
    """Starts, tracks, delivers and stops background jobs (see module docstring).

    Create it in the main thread; :func:`runner` gives the app's one instance.
    """

    _wake = Signal(int)

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self._jobs: dict[int, Job] = {}          # every job whose thread may still run
        self._slots: dict[tuple, Job] = {}       # (owner id, slot) -> its reporting job
        self._watched: set[int] = set()          # owners whose ``destroyed`` cancels their jobs
        self._wake.connect(self._on_wake, Qt.ConnectionType.QueuedConnection)

    # -- starting ---------------------------------------------------------------------
    def start(self, work: Callable, *args, owner: QObject | None = None, slot: Hashable | None = None,
              name: str = "", interval_ms: int = DEFAULT_INTERVAL_MS, on_result=None, on_partial=None,
              on_progress=None, on_failed=None, on_cancelled=None, on_finished=None) -> Job:
        """Run ``work(ctx, *args)`` in a new thread; the ``on_*`` callbacks connect to the job's signals.

        Parameters
        ----------
        work : callable
            A function or generator function taking a :class:`JobContext` first.
        owner : QObject, optional
            The window (or other object) the job works for: :meth:`cancel` and
            :meth:`jobs` select by it, and its destruction cancels its jobs.
        slot : hashable, optional
            With ``owner``: a running job of the same owner and slot is cancelled
            and silenced first, so an owner has at most one reporting job per slot.
        interval_ms : int
            Reports reach the main thread at most once per this many milliseconds.
        """
        if slot is not None:
            old = self._slots.pop((id(owner), slot), None)
            if old is not None:
                self._detach(old)
        job = Job(self, name or getattr(work, "__name__", "job"), owner, slot, interval_ms)
        for signal, callback in ((job.result_ready, on_result), (job.partial, on_partial),
                                 (job.progress, on_progress), (job.failed, on_failed),
                                 (job.cancelled, on_cancelled), (job.finished, on_finished)):
            if callback is not None:
                signal.connect(callback)
        self._jobs[job.id] = job
        if slot is not None:
            self._slots[(id(owner), slot)] = job
        if isinstance(owner, QObject) and id(owner) not in self._watched:
            self._watched.add(id(owner))
            key = id(owner)
            owner.destroyed.connect(lambda *_a, key=key: self._owner_destroyed(key))
        job._thread = threading.Thread(target=_run, args=(job, work, args), name=f"job-{job.id}-{job.name}",
                                       daemon=True)   # never keeps a quitting interpreter alive
        job._thread.start()
        return job

    # -- looking up -------------------------------------------------------------------
    def job(self, owner, slot: Hashable) -> Job | None:
        """The owner's reporting job in ``slot``, or None."""
        return self._slots.get((id(owner), slot))

    def jobs(self, owner=None) -> list[Job]:
        """Jobs still reporting (of ``owner`` only, if given), oldest first."""
        return [j for j in self._jobs.values() if not j._detached and (owner is None or j.owner is owner)]

    def is_busy(self, owner=None, slot: Hashable | None = None) -> bool:
        if slot is not None:
            return self.job(owner, slot) is not None
        return bool(self.jobs(owner))

    def threads(self) -> list[threading.Thread]:
        """Threads of jobs that have not ended yet (including silenced ones)."""
        return [j._thread for j in self._jobs.values() if j._thread is not None and j._thread.is_alive()]

    # -- stopping ---------------------------------------------------------------------
    def cancel(self, owner=None, slot: Hashable | None = None, wait: bool = False, timeout: float = 10.0) -> bool:
        """Cancel jobs (of ``owner``, in ``slot``); with ``wait``, silence them and join their threads.

        Without ``wait`` the jobs report ``cancelled`` as usual. With it (a window
        closing) they report nothing more, and the call returns once their threads
        have ended or ``timeout`` seconds passed: True if all ended.
        """
        chosen = [j for j in self._jobs.values() if (owner is None or j.owner is owner)
                  and (slot is None or j.slot == slot)]
        for job in chosen:
            if wait:
                self._detach(job)
            else:
                job.cancel()
        if not wait:
            return True
        return self._join(chosen, timeout)

    def shutdown(self, timeout: float = 10.0) -> bool:
        """Cancel every job and wait for the threads (app quit); True if all ended in time."""
        for job in list(self._jobs.values()):
            self._detach(job)
        return self._join(list(self._jobs.values()), timeout)

    def _join(self, jobs: list[Job], timeout: float) -> bool:
        deadline = time.monotonic() + timeout
        ok = True
        for job in jobs:
            ok = job.wait(max(0.0, deadline - time.monotonic())) and ok
            if not job._thread.is_alive():
                self._forget(job)
        return ok

    def _detach(self, job: Job) -> None:
        job.cancel()
        job._detached = True
        _stop_timer(job)
        if self._slots.get((id(job.owner), job.slot)) is job:
            del self._slots[(id(job.owner), job.slot)]

    def _forget(self, job: Job) -> None:
        self._jobs.pop(job.id, None)
        if self._slots.get((id(job.owner), job.slot)) is job:
            del self._slots[(id(job.owner), job.slot)]
        if job.state == RUNNING:
            job.state = CANCELLED
        job.owner = None

    def _owner_destroyed(self, key: int) -> None:
        self._watched.discard(key)
        for job in list(self._jobs.values()):
            if id(job.owner) == key:
                self._detach(job)

    # -- delivering (main thread) ------------------------------------------------------
    def _on_wake(self, job_id: int) -> None:
        job = self._jobs.get(job_id)
        if job is None:
            return
        with job._lock:
            finishing = job._outcome is not None
        wait = job._last_delivery + job._interval - time.monotonic()
        if finishing or wait <= 0:
            self._drain(job)
        elif not job._timer.isActive():
            job._timer.start(int(wait * 1000) + 1)

    def _drain(self, job: Job) -> None:
        if self._jobs.get(job.id) is not job:
            return
        if job._delivering:
            # A handler of this job runs the event loop (the splash repainting, a dialog): what
            # came meanwhile waits until it returns, so reports keep their order and the outcome
            # is delivered once, after the reports that came before it.
            job._redeliver = True
            return
        _stop_timer(job)
        progress, partials, outcome = job._take()
        job._last_delivery = time.monotonic()
        if job._detached:
            if outcome is not None:
                job._thread.join(1.0)
                self._forget(job)
            return
        if outcome is not None:
            job.state, value = outcome
            # Forgotten before anything is emitted: a handler may start the next job in the slot,
            # and a handler that runs the event loop finds nothing more of this job to deliver.
            job._thread.join(1.0)   # its last act was posting the outcome
            self._forget(job)
        job._delivering = True
        try:
            if progress is not None:
                job.progress.emit(*progress)
            if partials:
                job.partial.emit(partials)
        finally:
            job._delivering = False
        if outcome is None:
            if job._redeliver:
                job._redeliver = False
                self._on_wake(job.id)
            return
        state = job.state
        if state == DONE:
            job.result_ready.emit(value)
        elif state == FAILED:
            job.error = value
            job.failed.emit(value)
        else:
            job.cancelled.emit()
        job.finished.emit()


def _stop_timer(job: Job) -> None:
    # At app exit Qt may already have deleted the job's timer (its C++ side) while the
    # Python job is still tracked; stopping it then would raise.
    if shiboken6.isValid(job._timer):
        job._timer.stop()


_runner: JobRunner | None = None


def runner() -> JobRunner:
    """The app's job runner (created on first use; call from the main thread)."""
    global _runner
    if _runner is None:
        _runner = JobRunner()
    return _runner
