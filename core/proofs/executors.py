"""Where the classes of a break run are broken: this process, a process pool, or Dask.

The back ends are a table, :data:`EXECUTORS` (name -> :class:`Executor`); a run names one
(:func:`executor_for` picks it from the workers and scheduler asked for). Every back end calls
:func:`break_units` (or :func:`break_task`) on a :class:`WorkerSpec` (everything a worker needs
to build its breaker, the breaking method included: small and picklable) and hands each
finished :class:`~core.proofs.tasks.ClassRecord` to the driver's ``on_record`` in the driver's
thread; each returns True when ``is_cancelled`` stopped it.

``run_serial``
    One unit after another in this process (no start-up cost).
``run_pool``
    N processes (``spawn`` context, safe with numba's threads), given chunks of classes; each
    builds its breaker once and warms it up. A dead worker's classes run again on a new pool
    (``multiprocessing.Pool`` waits forever for a dead worker; a
    ``ProcessPoolExecutor`` reports it). Workers never outlive the process that started them,
    even one killed with ``kill -9`` (:func:`exit_with_parent`).
``run_dask``
    A Dask cluster (imported here, lazily: a local run never needs Dask). A lost
    scheduler raises :class:`WorkersLost`. A task stops when its run is stopped or its driver
    is gone (the Dask workers are the cluster's, not ours to end).

The breaker of each (word list, size, rules, method, factory, thread) is built and warmed
up once per process and cached, so per-class times are honest.
"""
from __future__ import annotations

import logging
import math
import multiprocessing
import multiprocessing.connection
import os
import signal
import sys
import threading
import time
from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Protocol

from ..engine.board import parse_size
from ..engine.boards_found import BoardsFound
from ..engine.cancel import Cancelled
from ..engine.errors import CodedError, MessageCode, Phrase
from . import classes
from .breaker import DEFAULT_METHOD, Breaker
from .tasks import BreakRunError, BreakTask, BreakUnit, ClassRecord

__all__ = ["WorkerSpec", "WorkersLost", "WorkersProblem", "Executor", "Placement", "EXECUTORS", "executor_for",
           "check_executor", "chunk_units", "break_task", "break_units", "run_serial", "run_pool", "run_dask",
           "DASK_CONNECT_TIMEOUT", "process_peak_rss", "vm_hwm_bytes", "exit_with_parent", "ORPHANED"]

#: How long to wait for a Dask scheduler to answer.
DASK_CONNECT_TIMEOUT = "20s"


class WorkersProblem(MessageCode):
    """Why a run lost its workers (:class:`WorkersLost`)."""

    #: ``what``: the CLASS or UNION phrase of what was being broken.
    DIED = ("workers.died", "a worker process died {times} times while breaking {what} (killed, or out of memory?)")
    CLASS = "workers.class", "class {text!r}"
    UNION = "workers.union", "the union {union!r} of {count} classes"


class WorkersLost(CodedError, RuntimeError):
    """The workers went away for good: processes that keep dying (:attr:`code`
    :attr:`WorkersProblem.DIED`), or a lost Dask scheduler."""


@dataclass(frozen=True)
class WorkerSpec:
    """Everything a worker needs to build its breaker (picklable, small).

    ``factory`` is a picklable module-level callable ``(wordlist, geometry, rules) ->
    breaker``; None means :class:`~core.proofs.breaker.Breaker` with the breaking ``method``
    (:data:`~core.proofs.breaker.METHODS`). ``language`` is the code the list is read in and
    the classes are parsed in. ``max_memory`` is each worker's memory budget in bytes
    (:class:`~core.proofs.breaker.Breaker`; None: no budget).
    """

    wordlist: str
    size: str
    rules: str
    threshold: int
    trace: bool
    factory: Callable | None
    language: str = "en"
    max_memory: int | None = None
    method: str = DEFAULT_METHOD


# --------------------------------------------------------------------------------------------
# Breaking one class (shared by all back ends)

_BREAKERS: dict = {}
_BREAKERS_LOCK = threading.Lock()
_WORKER_SPEC: WorkerSpec | None = None
_WORKER_ERROR: Exception | None = None


def _build_breaker(spec: WorkerSpec):
    from ..engine.rules import get_rules
    from ..engine.wordlist import load_wordlist
    wordlist = load_wordlist(spec.wordlist, language=spec.language)
    geom = parse_size(spec.size)
    rules = get_rules(spec.rules)
    if spec.factory is None:
        return Breaker(wordlist, geom, rules, method=spec.method, max_memory=spec.max_memory)
    return spec.factory(wordlist, geom, rules)


def _breaker_for(spec: WorkerSpec):
    """The breaker for ``spec`` in this thread (built and warmed up once)."""
    key = (spec.wordlist, spec.language, spec.size, spec.rules, spec.method, spec.factory, spec.max_memory,
           threading.get_ident())
    breaker = _BREAKERS.get(key)
    if breaker is None:
        breaker = _build_breaker(spec)
        _warm_up(breaker, spec)
        with _BREAKERS_LOCK:
            _BREAKERS[key] = breaker
    return breaker


def _warm_up(breaker, spec: WorkerSpec) -> None:
    """Compile the breaker's kernels so per-class times are honest."""
    geom = parse_size(spec.size)
    # Two letters in four cells: 16 boards on every size (two letters in every cell would be 2^36 on 6x6).
    tiny = classes.parse_class(" ".join(("ae" if i % 2 else "st") if i < 4 else "aest"[i % 4]
                                        for i in range(geom.ncells)), geom, language=spec.language)
    breaker.break_class(tiny, 10**9)
    breaker.break_class(tiny, 1)


def vm_hwm_bytes(pid: int | str = "self") -> int | None:
    """Peak resident memory (``VmHWM``) of a process in bytes, or None without Linux ``/proc``."""
    try:
        with open(f"/proc/{pid}/status") as f:
            for line in f:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1]) * 1024
    except (OSError, ValueError, IndexError):
        pass
    return None


def process_peak_rss() -> int:
    """Peak resident memory of this process in bytes.

    Linux: ``VmHWM``, which starts afresh at ``exec``. ``ru_maxrss`` (the fallback elsewhere) does
    not: a process started from a large one (a worker spawned by the app, or by pytest) inherits
    its parent's peak, so a small worker looked as large as the process that started it.
    """
    peak = vm_hwm_bytes()
    if peak is not None:
        return peak
    try:
        import resource  # Unix only
    except ImportError:   # Windows: the peak working set
        import psutil
        return int(getattr(psutil.Process().memory_info(), "peak_wset", 0))
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * (1 if sys.platform == "darwin" else 1024)


def break_task(spec: WorkerSpec, task: BreakTask, cancel=None) -> ClassRecord:
    """Break one class with this process's (cached) breaker for ``spec``.

    ``cancel`` (a callable returning True to stop) is asked while the class is broken;
    :class:`~core.engine.cancel.Cancelled` is raised when it says stop.
    """
    breaker = _breaker_for(spec)
    board_class = classes.parse_class(task.class_text, parse_size(spec.size), language=spec.language)
    t0 = time.perf_counter()
    res = breaker.break_class(board_class, spec.threshold, trace=spec.trace, cancel=cancel)
    return _record(spec, task, res, _seconds(res, time.perf_counter() - t0))


def break_units(spec: WorkerSpec, units: list[BreakUnit], cancel=None) -> list[ClassRecord]:
    """Break ``units`` in order, each class of a unit with a union by breaking the union once.

    ``cancel`` is passed on to the breaker (see :func:`break_task`).

    Each class of a union then gets the union's boards that it holds (in some orientation), its
    share of the union's time and nodes, and the union's root bound and bound history (bounds
    of the union, so of each of its classes; docs/algorithms.md#classes-broken-as-unions).

    Raises
    ------
    ValueError
        If a unit's union does not hold one of its classes.
    """
    breaker = _breaker_for(spec)
    geom = parse_size(spec.size)
    out = []
    for unit in units:
        if unit.union is None:
            out += [break_task(spec, task, cancel) for task in unit.tasks]
            continue
        union = classes.parse_class(unit.union, geom, language=spec.language)
        members = [classes.parse_class(t.class_text, geom, language=spec.language) for t in unit.tasks]
        for task, member in zip(unit.tasks, members):
            if not union.holds(member):
                raise ValueError(f"the union {unit.union!r} does not hold the class {task.class_text!r}")
        t0 = time.perf_counter()
        res = breaker.break_class(union, spec.threshold, trace=spec.trace, cancel=cancel)
        wall = time.perf_counter() - t0
        seconds = _seconds(res, wall) / len(members)
        nodes = [int(res.nodes) // len(members)] * len(members)
        nodes[0] += int(res.nodes) - sum(nodes)
        for k, (task, member) in enumerate(zip(unit.tasks, members)):
            boards = [(b, s) for b, s in res.boards if member.holds(b)]
            out.append(_record(spec, task, res, seconds, boards=boards, nodes=nodes[k], union=unit.union,
                               trace=k == 0))
    return out


def _record(spec: WorkerSpec, task: BreakTask, res, seconds: float, *, boards=None, nodes=None,
            union: str | None = None, trace: bool = True) -> ClassRecord:
    # Any breaker factory: one order for every record.
    boards = BoardsFound().update(res.boards if boards is None else boards).sorted()
    history = [_plain(v) for v in (res.bound_history or [])]
    return ClassRecord(task.class_id, task.class_text, boards, int(res.root_bound), history,
                       int(res.nodes if nodes is None else nodes), seconds,
                       list(res.trace or []) if spec.trace and trace else [], process_peak_rss(), union)


def _seconds(res, wall: float) -> float:
    """The breaker's own time for a result, or ``wall`` when it has none (any breaker factory)."""
    return float(getattr(res, "seconds", 0.0) or wall)


def _plain(value):
    """JSON-friendly copy of a bound-history entry (numpy ints, tuples...)."""
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    if hasattr(value, "item"):
        return value.item()
    return value


# --------------------------------------------------------------------------------------------
# In this process


def run_serial(spec: WorkerSpec, units, on_record, is_cancelled) -> bool:
    """Break ``units`` (see :func:`break_units`) one after another here; True if cancelled.

    ``is_cancelled`` is asked inside each class too, so a cancel does not wait for a long unit;
    the unit it stops is left unrecorded.
    """
    for unit in units:
        if is_cancelled():
            return True
        try:
            records = break_units(spec, [unit], is_cancelled)
        except Cancelled:
            return True
        for rec in records:
            on_record(rec)
    return False


# --------------------------------------------------------------------------------------------
# A local process pool


#: Exit status of a worker process that found the process that started it gone.
ORPHANED = 3
# prctl(2) option: the signal this process gets when the thread that started it ends (Linux).
_PR_SET_PDEATHSIG = 1


def exit_with_parent(parent_pid: int) -> None:
    """Make this process (a worker started by ``parent_pid``) end as soon as its parent does,
    however the parent ended (``kill -9`` included), so no worker runs on for nobody.

    Two ways, so one gap in either is covered: on Linux the kernel sends SIGKILL when the
    parent ends (``PR_SET_PDEATHSIG``), even while a kernel holds this process busy; everywhere,
    a thread waits on the parent's sentinel from :mod:`multiprocessing` (a pipe the parent
    holds open, a process handle on Windows) and exits the process when it is ready. A parent
    already gone before either was set up is noticed at once (the process was handed to
    another parent).
    """
    if sys.platform.startswith("linux"):
        import ctypes
        try:
            ctypes.CDLL(None, use_errno=True).prctl(_PR_SET_PDEATHSIG, int(signal.SIGKILL), 0, 0, 0)
        except (OSError, AttributeError):  # no prctl: the sentinel below still works
            pass
    if os.getppid() != parent_pid:
        os._exit(ORPHANED)
    parent = multiprocessing.parent_process()
    if parent is not None and getattr(parent, "sentinel", None) is not None:
        threading.Thread(target=_exit_when_ready, args=(parent.sentinel,), name="boggle-parent-watch",
                         daemon=True).start()


def _exit_when_ready(sentinel) -> None:
    multiprocessing.connection.wait([sentinel])
    os._exit(ORPHANED)


def _pool_init(spec: WorkerSpec, parent_pid: int) -> None:
    # The parent handles Ctrl-C and stops the pool; workers must not print tracebacks.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    exit_with_parent(parent_pid)
    global _WORKER_SPEC, _WORKER_ERROR
    _WORKER_SPEC = spec
    try:
        _breaker_for(spec)
    except Exception as exc:  # noqa: BLE001
        # An initializer that raises breaks the pool; report it through the first task instead.
        _WORKER_ERROR = exc


def _pool_break(units: list[BreakUnit]) -> list[ClassRecord]:
    if _WORKER_ERROR is not None:
        raise _WORKER_ERROR
    if _WORKER_SPEC is None:
        raise RuntimeError("a pool worker without its WorkerSpec (its initializer did not run)")
    return break_units(_WORKER_SPEC, units)


def run_pool(spec: WorkerSpec, chunks, workers: int, on_record, is_cancelled, max_attempts: int = 3) -> bool:
    """Break ``chunks`` (lists of units, each chunk broken by :func:`break_units` in one call) on
    ``workers`` processes; True if cancelled.

    A worker that dies (killed, out of memory) breaks the whole pool; the units
    in flight become suspects and run again on a new pool, one suspect unit at a
    time beside ordinary chunks, so the unit that kills its worker is the one
    named when it has done so ``max_attempts`` times (:class:`WorkersLost`).
    """
    from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait
    from concurrent.futures.process import BrokenProcessPool

    ctx = multiprocessing.get_context("spawn")
    queue = deque(chunks)
    suspects: deque = deque()  # (pools broken with the unit in flight, [unit])
    while queue or suspects:
        pool = ProcessPoolExecutor(workers, mp_context=ctx, initializer=_pool_init, initargs=(spec, os.getpid()))
        in_flight: dict = {}  # future -> (attempts, chunk); attempts 0 for ordinary chunks
        broken = False
        try:
            while (queue or suspects or in_flight) and not broken:
                # A couple of chunks per worker: enough to keep them busy, few to redo after a crash.
                while len(in_flight) < 2 * workers and not broken:
                    if suspects and not any(attempts for attempts, _ in in_flight.values()):
                        item = suspects.popleft()
                    elif queue:
                        item = (0, queue.popleft())
                    else:
                        break
                    try:
                        in_flight[pool.submit(_pool_break, item[1])] = item
                    except BrokenProcessPool:
                        in_flight[None] = item
                        broken = True
                if is_cancelled():
                    return True
                done, _ = wait([f for f in in_flight if f is not None], timeout=0.2,
                               return_when=FIRST_COMPLETED)
                if not done and _a_worker_died(pool):
                    broken = True  # the pool may never notice (see _stop_pool)
                for future in done:
                    try:
                        records = future.result()
                    except BrokenProcessPool:
                        broken = True
                        continue
                    in_flight.pop(future)
                    for rec in records:
                        on_record(rec)
        finally:
            _stop_pool(pool, kill=bool(in_flight or queue or suspects))
        for attempts, chunk in in_flight.values():
            if attempts + 1 >= max_attempts:
                unit = chunk[0]
                what = (Phrase(WorkersProblem.CLASS, {"text": unit.tasks[0].class_text}) if unit.union is None
                        else Phrase(WorkersProblem.UNION, {"union": unit.union, "count": len(unit.tasks)}))
                raise WorkersLost(WorkersProblem.DIED, times=attempts + 1, what=what)
            suspects.extend((attempts + 1, [unit]) for unit in chunk)
    return False


def _a_worker_died(pool) -> bool:
    """True if a worker of ``pool`` has exited (workers only exit at shutdown otherwise)."""
    return any(process.exitcode is not None for process in list((pool._processes or {}).values()))


def _stop_pool(pool, kill: bool) -> None:
    """Shut a pool down; with ``kill`` stop its workers at once (work in them is dropped)."""
    if not kill:
        pool.shutdown(wait=True)
        return
    # Python 3.14 has terminate_workers(); before it the processes are only reachable here.
    processes = list((pool._processes or {}).values())
    manager, results = pool._executor_manager_thread, pool._result_queue
    pool.shutdown(wait=False, cancel_futures=True)
    for process in processes:
        if process.is_alive():
            process.terminate()
    for process in processes:
        if not _reap(process, 5):
            process.kill()
            _reap(process, 5)
    # A worker killed half way through sending a result leaves the pool's manager thread
    # reading the rest of that message for ever (and the interpreter's exit joining it).
    # With every worker gone ours is the last write end of the pipe: closing it gives the
    # manager end-of-file, and it winds the pool down.
    if results is not None:
        results._writer.close()
    if manager is not None:
        manager.join(5)


def _reap(process, timeout: float) -> bool:
    """Wait until ``process`` has exited and been reaped; False if it is still alive at ``timeout``.

    ``join`` alone is not enough: it returns once the worker's sentinel pipe closes, which the
    kernel does a moment before the process can be reaped, so a run could return with a worker
    still listed as alive (a flaky test, 4 times in 12 cancelled runs under load).
    """
    deadline = time.monotonic() + timeout
    process.join(timeout)
    while process.is_alive():
        if time.monotonic() >= deadline:
            return False
        time.sleep(0.005)
    return True


# --------------------------------------------------------------------------------------------
# A Dask cluster


#: Seconds between a Dask task's looks at its run's stop event (each is a round trip to the scheduler).
DASK_STOP_POLL = 1.0


def _dask_break(spec: WorkerSpec, unit: BreakUnit, stop_event: str | None = None,
                driver: str | None = None) -> list[ClassRecord]:
    """A Dask task: break ``unit``; stop early (no records) once the Dask event ``stop_event`` is set
    or the driver's client (id ``driver``) has left the scheduler.

    Dask does not stop a task that is running when its future is cancelled (dask/distributed#3681),
    nor when the client that wanted it is gone (a driver killed with ``kill -9``): a unit would
    keep its worker busy for minutes for nobody, so the task looks at the run's event and at the
    scheduler's clients itself, at most every DASK_STOP_POLL seconds, at the breaker loop's pauses.
    """
    if stop_event is None:
        return break_units(spec, [unit])
    from distributed import Event, get_client
    event = Event(stop_event)
    asked_at = time.monotonic()
    stop = False

    def stopped() -> bool:
        nonlocal asked_at, stop
        now = time.monotonic()
        if not stop and now - asked_at >= DASK_STOP_POLL:
            asked_at = now
            stop = bool(event.is_set() or (driver is not None
                                           and not get_client().run_on_scheduler(_client_connected, driver)))
        return stop

    try:
        return break_units(spec, [unit], stopped)
    except Cancelled:
        return []


def _client_connected(client_id: str, dask_scheduler=None) -> bool:
    """Run on the Dask scheduler: whether the client ``client_id`` is still connected."""
    return client_id in dask_scheduler.clients


def run_dask(spec: WorkerSpec, units, scheduler: str, workers: int, on_record, is_cancelled) -> bool:
    """Break ``units`` (one Dask task each) on the Dask cluster at ``scheduler``; True if cancelled.

    Raises
    ------
    BreakRunError
        When Dask is missing or the scheduler cannot be reached.
    WorkersLost
        When the connection to the scheduler is lost mid-run, or Dask gives up on
        a class whose workers keep dying.
    """
    import uuid
    from concurrent.futures import CancelledError
    try:
        from dask.distributed import Client, Event, as_completed
        from distributed import KilledWorker
        from distributed.comm import CommClosedError
    except ImportError:
        raise BreakRunError("--scheduler needs Dask: install boggle with the 'cluster' extra "
                             "(pip install '.[cluster]' in its source folder)") from None
    try:
        client = Client(scheduler, timeout=DASK_CONNECT_TIMEOUT)
    except (OSError, TimeoutError) as exc:
        raise BreakRunError(f"cannot reach Dask scheduler {scheduler!r}: {exc}") from None
    cancelled = False
    lost = None
    futures = None
    # Losing the scheduler is reported below in one line; Dask's own loggers would also print
    # the connection errors with their tracebacks as they happen (its batched sender does).
    quiet = _DropConnectionErrors((CommClosedError, OSError))
    handlers = _distributed_handlers()
    for handler in handlers:
        handler.addFilter(quiet)
    stop = None
    try:
        # Set when the run stops early, so that tasks already running stop too (see _dask_break).
        stop = Event(f"boggle-break-stop-{uuid.uuid4().hex}", client=client)
        threads = sum(client.nthreads().values()) or workers
        in_flight = max(4, 2 * threads)
        queue = iter(units)
        first = [client.submit(_dask_break, spec, u, stop.name, client.id, pure=False)
                 for u in _take(queue, in_flight)]
        futures = as_completed(first)
        while not futures.is_empty():
            # cancel is asked while units run too, not only when one ends (a 4x4 unit takes minutes)
            if is_cancelled():
                cancelled = True
                break
            if not futures.has_ready():
                time.sleep(0.05)
                continue
            for future in futures.next_batch(block=False):
                for rec in future.result():
                    on_record(rec)
                for unit in _take(queue, 1):
                    futures.add(client.submit(_dask_break, spec, unit, stop.name, client.id, pure=False))
        if cancelled:
            stop.set()
            client.cancel(list(futures.futures))
    except KeyboardInterrupt:
        if stop is not None and client.status == "running":
            stop.set()
        raise
    except KilledWorker as exc:
        lost = WorkersLost(f"Dask workers died again and again on a class (out of memory?): {exc}")
    except (CancelledError, CommClosedError, OSError, TimeoutError) as exc:
        if client.status == "running" and not isinstance(exc, (CancelledError, CommClosedError)):
            raise  # the task itself failed (e.g. a worker cannot read the word list)
        lost = WorkersLost(f"lost the connection to the Dask scheduler {scheduler!r}")
    finally:
        if lost is None:
            client.close()
        else:
            # The client's reconnect attempts log tracebacks while it shuts down; the one-line
            # error raised below says everything.
            loggers = [logging.getLogger(name) for name in list(logging.root.manager.loggerDict)
                       if name == "distributed" or name.startswith("distributed.")]
            levels = [logger.level for logger in loggers]
            for logger in loggers:
                logger.setLevel(logging.CRITICAL + 1)
            try:
                client.close(timeout=2)
            except Exception:  # noqa: BLE001, S110  (closing a client that lost its scheduler)
                pass
            finally:
                for logger, level in zip(loggers, levels):
                    logger.setLevel(level)
        for handler in handlers:
            handler.removeFilter(quiet)
    if lost is not None:
        raise lost
    return cancelled


class _DropConnectionErrors(logging.Filter):
    """Drops log records that carry one of ``errors`` (a lost connection) as their exception."""

    def __init__(self, errors):
        super().__init__()
        self.errors = errors

    def filter(self, record):
        exc = record.exc_info[1] if record.exc_info else None
        return not isinstance(exc, self.errors)


def _distributed_handlers() -> list:
    """The handlers Dask's log records reach: those of the ``distributed`` logger and the root's."""
    return list(logging.getLogger("distributed").handlers) + list(logging.getLogger().handlers)


def _take(iterator, n):
    out = []
    for item in iterator:
        out.append(item)
        if len(out) >= n:
            break
    return out


# --------------------------------------------------------------------------------------------
# The back ends, by name


@dataclass(frozen=True)
class Placement:
    """Where a run asked its classes to be broken: ``workers`` processes (1: this one), or the Dask
    cluster at ``scheduler``; ``chunksize`` classes per pool task (None: 16 for boards of up to 9
    cells, else 1)."""

    workers: int = 1
    scheduler: str | None = None
    chunksize: int | None = None


class Executor(Protocol):
    """A back end: breaks ``units`` as ``placement`` says, hands each finished record to
    ``on_record`` in the caller's thread, and returns True when ``is_cancelled`` stopped it.

    Raises
    ------
    BreakRunError
        The back end cannot start (Dask missing, a scheduler that does not answer).
    WorkersLost
        Its workers went away for good.
    """

    def __call__(self, spec: WorkerSpec, units: Sequence[BreakUnit], placement: Placement,
                 on_record: Callable[[ClassRecord], None], is_cancelled: Callable[[], bool]) -> bool: ...


def _serial(spec: WorkerSpec, units: Sequence[BreakUnit], placement: Placement,
            on_record: Callable[[ClassRecord], None], is_cancelled: Callable[[], bool]) -> bool:
    return run_serial(spec, units, on_record, is_cancelled)


def _pool(spec: WorkerSpec, units: Sequence[BreakUnit], placement: Placement,
          on_record: Callable[[ClassRecord], None], is_cancelled: Callable[[], bool]) -> bool:
    # Small boards break in milliseconds: chunks keep the pool's messages from dominating.
    chunksize = placement.chunksize
    if chunksize is None:
        chunksize = 16 if parse_size(spec.size).ncells <= 9 else 1
    ntasks = sum(len(unit.tasks) for unit in units)
    chunksize = max(1, min(int(chunksize), math.ceil(ntasks / placement.workers)))
    return run_pool(spec, chunk_units(units, chunksize), placement.workers, on_record, is_cancelled)


def _dask(spec: WorkerSpec, units: Sequence[BreakUnit], placement: Placement,
          on_record: Callable[[ClassRecord], None], is_cancelled: Callable[[], bool]) -> bool:
    assert placement.scheduler, "checked by check_executor"
    return run_dask(spec, units, placement.scheduler, max(1, placement.workers), on_record, is_cancelled)


#: The back ends by name: this process, a local process pool, a Dask cluster.
EXECUTORS: dict[str, Executor] = {"serial": _serial, "pool": _pool, "dask": _dask}


def executor_for(placement: Placement) -> str:
    """The back end for ``placement``: Dask with a scheduler, this process for one worker, else a pool."""
    if placement.scheduler:
        return "dask"
    return "serial" if placement.workers == 1 else "pool"


def check_executor(name: str, placement: Placement) -> None:
    """Refuse, before anything runs, a back end that does not exist or cannot run ``placement``.

    Raises
    ------
    BreakRunError
        Naming the problem.
    """
    if name not in EXECUTORS:
        raise BreakRunError(f"unknown executor {name!r}; choose one of: {', '.join(EXECUTORS)}")
    if name == "dask" and not placement.scheduler:
        raise BreakRunError("the dask executor needs the address of a Dask scheduler")


def chunk_units(units: Sequence[BreakUnit], size: int) -> list[list[BreakUnit]]:
    """Whole units packed into chunks of at least ``size`` tasks (the last may be smaller)."""
    chunks: list[list[BreakUnit]] = []
    chunk: list[BreakUnit] = []
    ntasks = 0
    for unit in units:
        chunk.append(unit)
        ntasks += len(unit.tasks)
        if ntasks >= size:
            chunks.append(chunk)
            chunk, ntasks = [], 0
    if chunk:
        chunks.append(chunk)
    return chunks
