"""Run the branch-and-bound breaker over many board classes.

This is the driver behind ``boggle break`` and the GUI's "Break board classes"
dialog. It takes a list of classes (from an alphabet partition, a file, or a
single class), breaks each with :class:`core.breaker.Breaker` and collects every
board scoring at least the threshold.

Where the work runs
    ``workers=1``: in this process, one class after another (no start-up cost).
    ``workers=N>1``: a pool of N processes (``spawn`` context, safe with numba's
    threads); each builds its own breaker once and warms it up.
    ``scheduler="tcp://..."``: a Dask cluster (imported lazily; a local run never
    needs Dask).

Checkpoints
    With ``results_path`` every finished class is appended to a JSON-lines file
    as soon as it is done. The first line describes the run (size, threshold,
    rules, word list hash); each further line is one class. Lines are flushed at
    once (a killed process loses nothing that finished) and fsynced at most every
    quarter second. ``resume=True`` skips the classes already in the file; a torn
    last line left by a kill is cut off cleanly before anything is appended.

Cancelling
    ``cancel`` (a callable returning True, or a ``threading.Event``) is checked
    between classes; Ctrl-C does the same. Everything finished so far stays in the
    results file and in the returned :class:`BreakSummary`.
"""
from __future__ import annotations

import json
import math
import os
import resource
import signal
import sys
import threading
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import NamedTuple

from ..engine.board import Geometry, parse_size
from . import classes
from .breaker import Breaker

__all__ = [
    "BreakTask", "ClassRecord", "RunProgress", "BreakSummary", "BreakRunError",
    "tasks_from_partition", "tasks_from_file", "tasks_from_class", "normalize_class_text",
    "run_break", "read_results", "summarize_records", "peak_rss_bytes",
]

RESULTS_VERSION = 1
#: How long to wait for a Dask scheduler to answer.
DASK_CONNECT_TIMEOUT = "20s"


class BreakRunError(ValueError):
    """Bad input for a run (partition, class, threshold, results file...)."""


class BreakTask(NamedTuple):
    """One class to break: its id under the partition (or None) and its text."""

    class_id: int | None
    class_text: str


@dataclass
class ClassRecord:
    """What breaking one class found; one line of the results file.

    Attributes
    ----------
    class_id : int or None
        Id under the run's partition (None for classes given as text).
    class_text : str
        Letter sets per cell, separated by single spaces.
    boards : list of (str, int)
        Every board of the class scoring at least the threshold, in canonical
        orientation, best first.
    root_bound : int
        Upper bound of the whole class.
    bound_history : list
        The breaker's bound per level (see :class:`core.breaker.BreakResult`).
    nodes : int
        Nodes of the breaking tree.
    seconds : float
        Time spent breaking the class (in the worker).
    trace : list of str
        Breaking-tree log lines when the run asked for a trace (not stored).
    """

    class_id: int | None
    class_text: str
    boards: list[tuple[str, int]]
    root_bound: int
    bound_history: list
    nodes: int
    seconds: float
    trace: list[str] = field(default_factory=list, repr=False)

    def to_json(self) -> str:
        return json.dumps({
            "type": "class", "id": self.class_id, "class": self.class_text,
            "boards": [[b, int(s)] for b, s in self.boards], "root_bound": self.root_bound,
            "bound_history": self.bound_history, "nodes": self.nodes, "seconds": round(self.seconds, 6),
        }, separators=(",", ":"))

    @classmethod
    def from_json(cls, obj: dict) -> ClassRecord:
        return cls(obj.get("id"), obj["class"], [(str(b), int(s)) for b, s in obj.get("boards", [])],
                   obj.get("root_bound", 0), obj.get("bound_history", []), obj.get("nodes", 0),
                   float(obj.get("seconds", 0.0)))


@dataclass
class RunProgress:
    """Progress of a run, passed to the ``progress`` callback after each class.

    ``done`` and ``total`` count all classes of the run including those resumed
    from the results file; ``rate`` (classes per second) and ``eta_seconds``
    (None until known) are measured on the classes broken in this session.
    ``last`` is the class that just finished (None for the first call).
    """

    done: int
    total: int
    new_done: int
    elapsed: float
    rate: float
    eta_seconds: float | None
    boards_found: int
    last: ClassRecord | None = None


@dataclass
class BreakSummary:
    """Outcome of :func:`run_break`.

    Attributes
    ----------
    total : int
        Classes in the run.
    done : int
        Classes finished, including those resumed from the results file.
    resumed : int
        Classes skipped because the results file already had them.
    boards : list of (str, int)
        Unique canonical boards at or above the threshold, best first.
    seconds : float
        Wall time of this session.
    cancelled : bool
        True when the run stopped early (cancel flag or Ctrl-C).
    records : list of ClassRecord
        Per-class results (resumed ones included) when ``keep_records`` was set.
    class_seconds, nodes : float, int
        Sums over the classes broken in this session.
    peak_rss : int
        Peak resident memory in bytes of this process and of its largest finished
        local worker process (the larger of the two).
    peak_rss_main, peak_rss_worker : int
        The two separately (worker: 0 when no worker process ran); a run with N local
        workers peaks at about ``peak_rss_main + N * peak_rss_worker``.
    """

    total: int
    done: int
    resumed: int
    boards: list[tuple[str, int]]
    seconds: float
    cancelled: bool
    records: list[ClassRecord] = field(default_factory=list, repr=False)
    class_seconds: float = 0.0
    nodes: int = 0
    peak_rss: int = 0
    results_path: str | None = None
    peak_rss_main: int = 0
    peak_rss_worker: int = 0


# --------------------------------------------------------------------------------------------
# Classes to break


def format_duration(seconds: float | None) -> str:
    """``1:02:03``, ``4:05`` or ``?`` for unknown."""
    if seconds is None:
        return "?"
    s = int(round(seconds))
    h, rest = divmod(s, 3600)
    m, s = divmod(rest, 60)
    return f"{h}:{m:02d}:{s:02d}" if h else f"{m}:{s:02d}"


def normalize_class_text(text: str, geom: Geometry) -> str:
    """Validate a class and return it with single spaces between cells.

    Raises
    ------
    BreakRunError
        Naming the problem (wrong number of cells, bad letters...).
    """
    try:
        board_class = classes.parse_class(text, geom)
    except (ValueError, KeyError) as exc:
        raise BreakRunError(f"bad class {text.strip()!r}: {exc}") from None
    return _class_text(board_class)


def _class_text(board_class) -> str:
    return " ".join(str(board_class).split())


def tasks_from_partition(geom: Geometry, partition: str, *, seed: int | None = 0,
                         limit: int | None = None) -> list[BreakTask]:
    """Canonical classes of ``partition`` on ``geom`` in shuffled order.

    The order is shuffled (reproducibly with ``seed``; None keeps id order) so
    that progress and ETA are honest and the first ``limit`` classes are a
    representative slice of the whole run.
    """
    try:
        part = classes.parse_partition(partition, geom)
    except (ValueError, KeyError) as exc:
        raise BreakRunError(f"bad partition {partition.strip()!r}: {exc}") from None
    ids = classes.canonical_class_ids(part, shuffle_seed=seed)
    if limit is not None:
        ids = ids[:max(0, int(limit))]
    return [BreakTask(int(i), _class_text(classes.class_from_id(part, int(i)))) for i in ids]


def tasks_from_file(path: str | os.PathLike, geom: Geometry, *, limit: int | None = None) -> list[BreakTask]:
    """Classes listed one per line in a text file (blank lines and ``#`` comments skipped)."""
    p = Path(path)
    try:
        lines = p.read_text(encoding="utf-8").splitlines()
    except UnicodeDecodeError:
        raise BreakRunError(f"classes file {str(p)!r} is not UTF-8 text") from None
    except OSError as exc:
        raise BreakRunError(f"cannot read classes file {str(p)!r}: {exc.strerror or exc}") from None
    tasks: list[BreakTask] = []
    seen: set[str] = set()
    for lineno, line in enumerate(lines, 1):
        text = line.split("#", 1)[0].strip()
        if not text:
            continue
        try:
            norm = normalize_class_text(text, geom)
        except BreakRunError as exc:
            raise BreakRunError(f"{p.name} line {lineno}: {exc}") from None
        if norm not in seen:
            seen.add(norm)
            tasks.append(BreakTask(None, norm))
    if not tasks:
        raise BreakRunError(f"classes file {str(p)!r} lists no classes")
    if limit is not None:
        tasks = tasks[:max(0, int(limit))]
    return tasks


def tasks_from_class(text: str, geom: Geometry) -> list[BreakTask]:
    """A run of one class."""
    return [BreakTask(None, normalize_class_text(text, geom))]


# --------------------------------------------------------------------------------------------
# Breaking one class (shared by all back ends)


@dataclass(frozen=True)
class _Spec:
    """Everything a worker needs to build its breaker (picklable, small)."""

    wordlist: str
    size: str
    rules: str
    threshold: int
    trace: bool
    factory: Callable | None  # picklable module-level callable (wordlist, geom, rules) -> breaker; None = Breaker


_BREAKERS: dict = {}
_BREAKERS_LOCK = threading.Lock()
_WORKER_SPEC: _Spec | None = None
_WORKER_ERROR: Exception | None = None


def _build_breaker(spec: _Spec):
    from ..engine.rules import get_rules
    from ..engine.wordlist import load_wordlist
    wordlist = load_wordlist(spec.wordlist)
    geom = parse_size(spec.size)
    rules = get_rules(spec.rules)
    make = spec.factory or Breaker
    return make(wordlist, geom, rules)


def _breaker_for(spec: _Spec):
    """The breaker for ``spec`` in this thread (built and warmed up once)."""
    key = (spec.wordlist, spec.size, spec.rules, spec.factory, threading.get_ident())
    breaker = _BREAKERS.get(key)
    if breaker is None:
        breaker = _build_breaker(spec)
        _warm_up(breaker, spec)
        with _BREAKERS_LOCK:
            _BREAKERS[key] = breaker
    return breaker


def _warm_up(breaker, spec: _Spec) -> None:
    """Compile the breaker's kernels so per-class times are honest."""
    geom = parse_size(spec.size)
    tiny = classes.parse_class(" ".join("ae" if i % 2 else "st" for i in range(geom.ncells)), geom)
    breaker.break_class(tiny, 10**9)
    breaker.break_class(tiny, 1)


def _break_task(spec: _Spec, task: BreakTask) -> ClassRecord:
    breaker = _breaker_for(spec)
    board_class = classes.parse_class(task.class_text, parse_size(spec.size))
    t0 = time.perf_counter()
    res = breaker.break_class(board_class, spec.threshold, trace=spec.trace)
    seconds = float(getattr(res, "seconds", 0.0) or (time.perf_counter() - t0))
    boards = sorted(((str(b), int(s)) for b, s in res.boards), key=lambda bs: (-bs[1], bs[0]))
    history = [_plain(v) for v in (res.bound_history or [])]
    return ClassRecord(task.class_id, task.class_text, boards, int(res.root_bound), history,
                       int(res.nodes), seconds, list(res.trace or []) if spec.trace else [])


def _plain(value):
    """JSON-friendly copy of a bound-history entry (numpy ints, tuples...)."""
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    if hasattr(value, "item"):
        return value.item()
    return value


def _pool_init(spec: _Spec) -> None:
    # The parent handles Ctrl-C and stops the pool; workers must not print tracebacks.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    global _WORKER_SPEC, _WORKER_ERROR
    _WORKER_SPEC = spec
    try:
        _breaker_for(spec)
    except Exception as exc:  # noqa: BLE001
        # An initializer that raises makes the pool respawn workers forever; report it
        # through the first task instead.
        _WORKER_ERROR = exc


def _pool_break(tasks: list[BreakTask]) -> list[ClassRecord]:
    if _WORKER_ERROR is not None:
        raise _WORKER_ERROR
    return [_break_task(_WORKER_SPEC, task) for task in tasks]


def _dask_break(spec: _Spec, task: BreakTask) -> ClassRecord:
    return _break_task(spec, task)


# --------------------------------------------------------------------------------------------
# Results file


def _header(spec: _Spec, wordlist_name: str, wordlist_sha: str) -> dict:
    return {"type": "run", "version": RESULTS_VERSION, "size": parse_size(spec.size).name,
            "threshold": spec.threshold, "rules": spec.rules, "wordlist": wordlist_name,
            "wordlist_sha256": wordlist_sha}


def read_results(path: str | os.PathLike, *, repair: bool = False) -> tuple[dict | None, list[ClassRecord]]:
    """Read a results file: ``(header, records)``.

    A torn last line (no newline, as left by a kill mid-write) is ignored, and cut
    off the file when ``repair`` is set. Any other unreadable line is an error:
    stored results are never dropped silently.
    """
    p = Path(path)
    data = p.read_bytes()
    end = data.rfind(b"\n") + 1
    if end < len(data) and repair:
        with open(p, "r+b") as f:
            f.truncate(end)
            f.flush()
            os.fsync(f.fileno())
    header = None
    records: list[ClassRecord] = []
    for lineno, raw in enumerate(data[:end].splitlines(), 1):
        if not raw.strip():
            continue
        try:
            obj = json.loads(raw)
            kind = obj.get("type")
            if kind == "run":
                header = header or obj
            elif kind == "class":
                records.append(ClassRecord.from_json(obj))
            else:
                raise ValueError("unknown record type")
        except (ValueError, KeyError, TypeError, AttributeError):
            raise BreakRunError(f"results file {str(p)!r} line {lineno} is not a valid result record; "
                                f"fix or move the file") from None
    return header, records


class _ResultsWriter:
    def __init__(self, path: Path, header: dict, resume: bool):
        self.path = path
        self.previous: list[ClassRecord] = []
        exists = path.exists() and path.stat().st_size > 0
        if exists and not resume:
            raise BreakRunError(f"results file {str(path)!r} already exists: resume it (--resume) "
                                f"or choose another file")
        if exists:
            old_header, self.previous = read_results(path, repair=True)
            if old_header is not None:
                for key in ("size", "threshold", "rules", "wordlist_sha256"):
                    if old_header.get(key) != header.get(key):
                        raise BreakRunError(
                            f"results file {str(path)!r} is from a different run ({key} "
                            f"{old_header.get(key)!r}, this run {header.get(key)!r})")
        path.parent.mkdir(parents=True, exist_ok=True)
        self.file = open(path, "a", encoding="utf-8")
        if not exists:
            self._write(json.dumps(header, separators=(",", ":")), sync=True)
        self.last_sync = time.monotonic()

    def _write(self, line: str, sync: bool) -> None:
        # One write per line so a kill can only tear the last line.
        self.file.write(line + "\n")
        self.file.flush()
        if sync:
            os.fsync(self.file.fileno())
            self.last_sync = time.monotonic()

    def append(self, record: ClassRecord) -> None:
        self._write(record.to_json(), sync=time.monotonic() - self.last_sync >= 0.25)

    def close(self) -> None:
        if not self.file.closed:
            self.file.flush()
            os.fsync(self.file.fileno())
            self.file.close()


# --------------------------------------------------------------------------------------------
# The run


def summarize_records(records: Iterable[ClassRecord]) -> list[tuple[str, int]]:
    """Unique boards over ``records``, best first (ties by board)."""
    best: dict[str, int] = {}
    for rec in records:
        for board, score in rec.boards:
            best[board] = max(score, best.get(board, score))
    return sorted(best.items(), key=lambda bs: (-bs[1], bs[0]))


def peak_rss_bytes(which: str = "max") -> int:
    """Peak resident memory in bytes: ``"main"`` (this process), ``"worker"`` (largest finished
    child process) or ``"max"`` (the larger of the two)."""
    scale = 1 if sys.platform == "darwin" else 1024
    own = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * scale
    children = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss * scale
    return {"main": own, "worker": children}.get(which, max(own, children))


def _as_cancel_check(cancel) -> Callable[[], bool]:
    if cancel is None:
        return lambda: False
    if hasattr(cancel, "is_set"):
        return cancel.is_set
    return cancel


def run_break(tasks: Sequence[BreakTask], *, size: str | Geometry, threshold: int,
              wordlist: str | os.PathLike | None = None, rules: str = "standard", workers: int = 1,
              results_path: str | os.PathLike | None = None, resume: bool = False,
              scheduler: str | None = None, progress: Callable[[RunProgress], None] | None = None,
              cancel=None, trace: bool = False, keep_records: bool = False,
              chunksize: int | None = None, breaker_factory: Callable | None = None) -> BreakSummary:
    """Break every class of ``tasks`` and collect the boards scoring ``threshold`` or more.

    Parameters
    ----------
    tasks : sequence of BreakTask
        From :func:`tasks_from_partition`, :func:`tasks_from_file` or :func:`tasks_from_class`.
    size : str or Geometry
        Board size such as ``"33"`` or ``"3x4"``.
    threshold : int
        Report boards scoring at least this much (must be >= 1).
    wordlist : path or name, optional
        Word list (default: the bundled list).
    rules : str
        Scoring rules name.
    workers : int
        1 runs in this process; N > 1 uses N worker processes. Ignored with ``scheduler``.
    results_path : path, optional
        JSON-lines checkpoint file (see module docstring).
    resume : bool
        Continue an existing results file, skipping its classes.
    scheduler : str, optional
        Address of a Dask scheduler; the classes then run on that cluster.
    progress : callable, optional
        Called with a :class:`RunProgress` at the start and after every class.
    cancel : callable or threading.Event, optional
        Checked between classes; when true the run stops and returns what it has.
    trace : bool
        Ask the breaker for its tree log; it arrives in ``RunProgress.last.trace``.
    keep_records : bool
        Keep every :class:`ClassRecord` in the summary (per-class statistics).
    chunksize : int, optional
        Classes per pool task (default: 16 for boards of up to 9 cells, else 1).
    breaker_factory : callable, optional
        Called as ``breaker_factory(wordlist, geometry, rules)`` instead of
        :class:`core.proofs.breaker.Breaker` (for experiments and tests); it must be a
        module-level function so worker processes can unpickle it.

    Returns
    -------
    BreakSummary
    """
    from ..engine.rules import get_rules
    from ..engine.wordlist import load_wordlist, resolve_wordlist

    geom = parse_size(size)
    if isinstance(threshold, bool) or not isinstance(threshold, int) or threshold < 1:
        raise BreakRunError(f"threshold must be a whole number of at least 1, not {threshold!r}")
    workers = int(workers)
    if workers < 1:
        raise BreakRunError(f"workers must be at least 1, not {workers}")
    rules_obj = get_rules(rules)
    wordlist_path = str(resolve_wordlist(wordlist).resolve())
    wl = load_wordlist(wordlist_path)
    spec = _Spec(wordlist_path, f"{geom.width}{geom.height}", rules_obj.name, int(threshold), bool(trace),
                 breaker_factory)

    writer = None
    previous: list[ClassRecord] = []
    if results_path is not None:
        writer = _ResultsWriter(Path(results_path), _header(spec, wl.name, wl.sha256), resume)
        previous = writer.previous
    wanted = {t.class_text for t in tasks}
    previous = [r for r in previous if r.class_text in wanted]
    done_texts = {r.class_text for r in previous}
    pending = [t for t in tasks if t.class_text not in done_texts]

    state = _RunState(total=len(tasks), done=len(done_texts), progress=progress, writer=writer,
                      keep_records=keep_records)
    for rec in previous:
        state.absorb(rec, new=False)
    state.report(None)

    is_cancelled = _as_cancel_check(cancel)
    cancelled = False
    try:
        if not pending:
            pass
        elif scheduler:
            cancelled = _run_dask(spec, pending, scheduler, state, is_cancelled, max(1, workers))
        elif workers == 1:
            cancelled = _run_serial(spec, pending, state, is_cancelled)
        else:
            if chunksize is None:
                chunksize = 16 if geom.ncells <= 9 else 1
            chunksize = max(1, min(int(chunksize), math.ceil(len(pending) / workers)))
            cancelled = _run_pool(spec, pending, workers, chunksize, state, is_cancelled)
    except KeyboardInterrupt:
        cancelled = True
    finally:
        if writer is not None:
            writer.close()

    return BreakSummary(
        total=len(tasks), done=state.done, resumed=len(done_texts), boards=sorted(
            state.boards.items(), key=lambda bs: (-bs[1], bs[0])),
        seconds=time.perf_counter() - state.start, cancelled=cancelled, records=state.records,
        class_seconds=state.class_seconds, nodes=state.nodes, peak_rss=peak_rss_bytes(),
        results_path=str(results_path) if results_path is not None else None,
        peak_rss_main=peak_rss_bytes("main"), peak_rss_worker=peak_rss_bytes("worker"))


class _RunState:
    def __init__(self, total, done, progress, writer, keep_records):
        self.total = total
        self.done = done
        self.new_done = 0
        self.progress = progress
        self.writer = writer
        self.keep_records = keep_records
        self.records: list[ClassRecord] = []
        self.boards: dict[str, int] = {}
        self.class_seconds = 0.0
        self.nodes = 0
        self.start = time.perf_counter()

    def absorb(self, rec: ClassRecord, new: bool) -> None:
        for board, score in rec.boards:
            self.boards[board] = max(score, self.boards.get(board, score))
        if self.keep_records:
            kept = rec if not rec.trace else ClassRecord(**{**rec.__dict__, "trace": []})
            self.records.append(kept)
        if new:
            self.class_seconds += rec.seconds
            self.nodes += rec.nodes

    def finish(self, rec: ClassRecord) -> None:
        if self.writer is not None:
            self.writer.append(rec)
        self.absorb(rec, new=True)
        self.done += 1
        self.new_done += 1
        self.report(rec)

    def report(self, rec: ClassRecord | None) -> None:
        if self.progress is None:
            return
        elapsed = time.perf_counter() - self.start
        rate = self.new_done / elapsed if elapsed > 0 else 0.0
        remaining = self.total - self.done
        eta = remaining / rate if rate > 0 else (0.0 if remaining == 0 else None)
        self.progress(RunProgress(self.done, self.total, self.new_done, elapsed, rate, eta,
                                  len(self.boards), rec))


def _run_serial(spec, pending, state, is_cancelled) -> bool:
    for task in pending:
        if is_cancelled():
            return True
        state.finish(_break_task(spec, task))
    return False


def _run_pool(spec, pending, workers, chunksize, state, is_cancelled) -> bool:
    import multiprocessing
    ctx = multiprocessing.get_context("spawn")
    pool = ctx.Pool(workers, initializer=_pool_init, initargs=(spec,))
    cancelled = False
    try:
        # Chunks by hand: only the plain iterator (chunksize 1) offers next(timeout), which keeps
        # cancel responsive while a slow class runs.
        chunks = [pending[i:i + chunksize] for i in range(0, len(pending), chunksize)]
        results = pool.imap_unordered(_pool_break, chunks, 1)
        while True:
            if is_cancelled():
                cancelled = True
                break
            try:
                records = results.next(timeout=0.2)
            except StopIteration:
                break
            except multiprocessing.TimeoutError:
                continue
            for rec in records:
                state.finish(rec)
    except BaseException:
        pool.terminate()
        pool.join()
        raise
    if cancelled:
        pool.terminate()
    else:
        pool.close()
    pool.join()
    return cancelled


def _run_dask(spec, pending, scheduler, state, is_cancelled, workers) -> bool:
    try:
        from dask.distributed import Client, as_completed
    except ImportError:
        raise BreakRunError("--scheduler needs Dask: pip install 'dask[distributed]'") from None
    try:
        client = Client(scheduler, timeout=DASK_CONNECT_TIMEOUT)
    except (OSError, TimeoutError) as exc:
        raise BreakRunError(f"cannot reach Dask scheduler {scheduler!r}: {exc}") from None
    cancelled = False
    try:
        threads = sum(client.nthreads().values()) or workers
        in_flight = max(4, 2 * threads)
        queue = iter(pending)
        first = [client.submit(_dask_break, spec, t, pure=False) for t in _take(queue, in_flight)]
        futures = as_completed(first)
        for future in futures:
            if is_cancelled():
                cancelled = True
                break
            state.finish(future.result())
            for task in _take(queue, 1):
                futures.add(client.submit(_dask_break, spec, task, pure=False))
        if cancelled:
            client.cancel(list(futures.futures))
    finally:
        client.close()
    return cancelled


def _take(iterator, n):
    out = []
    for item in iterator:
        out.append(item)
        if len(out) >= n:
            break
    return out
