"""Run the branch-and-bound breaker over many board classes.

This is the driver behind ``boggle break`` and the GUI's "Break board classes"
dialog. It takes a list of classes (:mod:`core.proofs.tasks`), breaks each with
:class:`core.proofs.breaker.Breaker` on one of the back ends of
:data:`core.proofs.executors.EXECUTORS` (this process, a process pool, a Dask cluster),
appends each finished class to the results file (:mod:`core.proofs.checkpoint`)
and collects every board scoring at least the threshold.

Cancelling
    ``cancel`` (a callable returning True, or a ``threading.Event``) is checked
    between classes; Ctrl-C does the same. Everything finished so far stays in the
    results file and in the returned :class:`BreakSummary`.
"""
from __future__ import annotations

import os
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field

from ..engine.board import Geometry, parse_size
from ..engine.boards_found import BoardsFound
from . import executors
from .breaker import DEFAULT_METHOD, METHODS, MemoryBudgetTooSmall
from .checkpoint import MAX_SCORE, ResultsWriteError, ResultsWriter, make_header
from .tasks import BreakRunError, BreakRunProblem, BreakTask, BreakUnit, ClassRecord, max_union_cells
from .tasks import group_classes as units_of

__all__ = ["RunProgress", "BreakSummary", "BreakRunAborted", "run_break", "format_duration",
           "summarize_records", "peak_rss_bytes", "machine_memory"]


#: Largest threshold: scores are 32-bit in the kernels (no board comes near).
MAX_THRESHOLD = MAX_SCORE


class BreakRunAborted(BreakRunError):
    """A run stopped by a failure after some classes finished.

    Worker processes that keep dying, a lost Dask scheduler, or a results file
    that cannot be written. The message says what failed (``reason``) and what was saved.

    Attributes
    ----------
    done, total : int
        Classes finished (and saved, with a results file) and classes in the run.
    results_path : str or None
        The results file to resume.
    """

    def __init__(self, reason: BaseException, done: int = 0, total: int = 0, results_path: str | None = None, *,
                 ran: bool = True):
        if not ran:
            super().__init__(BreakRunProblem.ABORTED_BEFORE, reason=reason)
        elif results_path is None:
            super().__init__(BreakRunProblem.ABORTED_NOT_SAVED, reason=reason, done=done, total=total)
        else:
            super().__init__(BreakRunProblem.ABORTED_SAVED, reason=reason, done=done, total=total,
                             path=results_path)
        self.done = done
        self.total = total
        self.results_path = results_path


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
        Peak resident memory in bytes of this process or of its largest worker process
        (the larger of the two).
    results_path : str or None
        The results file of the run.
    peak_rss_main, peak_rss_worker : int
        The two separately. The worker figure is the largest peak a worker reported with a
        class it finished in this session (this process's own when it broke the classes
        itself; 0 when no class was broken); a run with N local workers peaks at about
        ``peak_rss_main + N * peak_rss_worker``.
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


def format_duration(seconds: float | None) -> str:
    """``1:02:03``, ``4:05`` or ``?`` for unknown."""
    if seconds is None:
        return "?"
    s = int(round(seconds))
    h, rest = divmod(s, 3600)
    m, s = divmod(rest, 60)
    return f"{h}:{m:02d}:{s:02d}" if h else f"{m}:{s:02d}"


def summarize_records(records: Iterable[ClassRecord]) -> list[tuple[str, int]]:
    """Unique boards over ``records``, best first (ties by board)."""
    found = BoardsFound()
    for rec in records:
        found.update(rec.boards)
    return found.sorted()


def peak_rss_bytes() -> int:
    """Peak resident memory of this process in bytes (see
    :func:`core.proofs.executors.process_peak_rss`)."""
    return executors.process_peak_rss()


def machine_memory() -> int:
    """This machine's physical memory in bytes: the largest memory budget a local run can have (the
    breaker allocates its buffers up to the budget; past the memory there is, that fails)."""
    import psutil
    return int(psutil.virtual_memory().total)


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
              chunksize: int | None = None, breaker_factory: Callable | None = None,
              language: str | None = None, max_memory: int | None = None,
              group_classes: bool = True, method: str = DEFAULT_METHOD,
              executor: str | None = None) -> BreakSummary:
    """Break every class of ``tasks`` and collect the boards scoring ``threshold`` or more.

    Parameters
    ----------
    tasks : sequence of BreakTask
        From :func:`~core.proofs.tasks.tasks_from_partition`, ``tasks_from_file`` or
        ``tasks_from_class``.
    size : str or Geometry
        Board size such as ``"33"`` or ``"3x4"``.
    threshold : int
        Report boards scoring at least this much (1 to :data:`MAX_THRESHOLD`).
    wordlist : path or name, optional
        Word list (default: the bundled list).
    rules : str
        Scoring rules name.
    workers : int
        1 runs in this process; N > 1 uses N worker processes. Ignored with ``scheduler``.
    results_path : path, optional
        JSON-lines checkpoint file (see :mod:`core.proofs.checkpoint`).
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
        module-level function so worker processes can unpickle it, and what it makes must take
        ``break_class(board_class, threshold, trace=False, cancel=None)``.
    language : str, optional
        The language the list is read in (default: the list's own, English for a user's
        list); the tasks' classes must be in it (``tasks_from_partition(..., language=)``).
        It is written in the results file's header, and a resume must match it.
    max_memory : int, optional
        Memory budget in bytes of each process that breaks classes (each worker, or this
        process when ``workers`` is 1), at most :func:`machine_memory` for a local run: trees
        never grow past it; forces that do not fit become OrderlyBound calls and classes that
        do not fit are broken in parts, with the same results (:class:`core.proofs.breaker.Breaker`).
        None: no budget.
    group_classes : bool
        Break classes that differ only in their last cells (corners) as one union class each
        (:func:`core.proofs.tasks.group_classes`; the same results in less time, with more
        memory for each union; on every back end; within a memory budget unions open only the
        corners). False: every class alone.
    method : str
        The breaking method (:data:`core.proofs.breaker.METHODS`), sent to every worker and written
        in the results file's header; a resume must match it (a file that names none was broken
        with the default, orderly).
    executor : str, optional
        The back end, a name of :data:`core.proofs.executors.EXECUTORS`; default: ``"dask"`` with a
        ``scheduler``, ``"serial"`` (this process) for one worker, else ``"pool"``.

    Returns
    -------
    BreakSummary

    Raises
    ------
    BreakRunError
        Bad input, or a results file that cannot be used (see
        :class:`core.proofs.checkpoint.ResultsWriter`); nothing has run.
    BreakRunAborted
        The run stopped on a failure (workers that keep dying, a lost Dask
        scheduler, a results file that cannot be written); what finished is saved.
    """
    from ..engine.rules import get_rules
    from ..engine.wordlist import load_wordlist, resolve_wordlist

    geom = parse_size(size)
    if isinstance(threshold, bool) or not isinstance(threshold, int) or threshold < 1:
        raise BreakRunError(BreakRunProblem.THRESHOLD_NOT_WHOLE, threshold=threshold)
    if threshold > MAX_THRESHOLD:
        raise BreakRunError(BreakRunProblem.THRESHOLD_TOO_BIG, most=MAX_THRESHOLD, threshold=threshold)
    workers = int(workers)
    if workers < 1:
        raise BreakRunError(BreakRunProblem.WORKERS, workers=workers)
    if max_memory is not None:
        from .breaker import MIN_MEMORY
        if isinstance(max_memory, bool) or not isinstance(max_memory, int) or max_memory < MIN_MEMORY:
            raise BreakRunError(BreakRunProblem.MEMORY_TOO_SMALL, least=MIN_MEMORY, least_mib=MIN_MEMORY // 2**20,
                                memory=max_memory)
        if not scheduler and max_memory > machine_memory():
            raise BreakRunError(BreakRunProblem.MEMORY_OVER_MACHINE, memory=max_memory, machine=machine_memory())
    if method not in METHODS:
        raise BreakRunError(f"unknown breaking method {method!r}; choose one of: {', '.join(METHODS)}")
    placement = executors.Placement(workers, scheduler, chunksize)
    executor = executors.executor_for(placement) if executor is None else executor
    executors.check_executor(executor, placement)
    rules_obj = get_rules(rules)
    wordlist_path = str(resolve_wordlist(wordlist).resolve())
    wl = load_wordlist(wordlist_path, language=language)
    spec = executors.WorkerSpec(wordlist_path, f"{geom.width}{geom.height}", rules_obj.name, int(threshold),
                                bool(trace), breaker_factory, wl.language, max_memory, method)

    saved_in = str(results_path) if results_path is not None else None
    writer = None
    previous: list[ClassRecord] = []
    if results_path is not None:
        header = make_header(geom.name, spec.threshold, spec.rules, wl.name, wl.sha256, wl.language, method)
        try:
            writer = ResultsWriter(results_path, header, resume)
        except ResultsWriteError as exc:
            raise BreakRunAborted(exc, 0, len(tasks), saved_in, ran=False) from None
        previous = writer.previous
    wanted = {t.class_text for t in tasks}
    previous = [r for r in previous if r.class_text in wanted]
    done_texts = {r.class_text for r in previous}
    pending = [t for t in tasks if t.class_text not in done_texts]

    state = _RunState(total=len(tasks), done=len(done_texts), progress=progress, writer=writer,
                      keep_records=keep_records)
    for rec in previous:
        state.absorb(rec, new=False)

    is_cancelled = _as_cancel_check(cancel)
    cancelled = False
    try:
        state.report(None)
        # Classes that differ only in their last cells are broken as one union class
        # (docs/algorithms.md#classes-broken-as-unions).
        units = (units_of(pending, geom, max_union_cells(max_memory)) if group_classes
                 else [BreakUnit((t,)) for t in pending])
        if pending:
            cancelled = executors.EXECUTORS[executor](spec, units, placement, state.finish, is_cancelled)
    except KeyboardInterrupt:
        cancelled = True
    except MemoryBudgetTooSmall as exc:
        raise BreakRunAborted(exc, state.done, len(tasks), saved_in) from None
    except (ResultsWriteError, executors.WorkersLost) as exc:
        raise BreakRunAborted(exc, state.done, len(tasks), saved_in) from None
    finally:
        if writer is not None:
            writer.close()

    return BreakSummary(
        total=len(tasks), done=state.done, resumed=len(done_texts), boards=state.boards.sorted(),
        seconds=time.perf_counter() - state.start, cancelled=cancelled, records=state.records,
        class_seconds=state.class_seconds, nodes=state.nodes,
        peak_rss=max(peak_rss_bytes(), state.peak_rss_worker), results_path=saved_in,
        peak_rss_main=peak_rss_bytes(), peak_rss_worker=state.peak_rss_worker)


class _RunState:
    """Counts, boards and records of a run so far; ``finish`` takes each new class."""

    def __init__(self, total: int, done: int, progress: Callable[[RunProgress], None] | None,
                 writer: ResultsWriter | None, keep_records: bool):
        self.total = total
        self.done = done
        self.new_done = 0
        self.progress = progress
        self.writer = writer
        self.keep_records = keep_records
        self.records: list[ClassRecord] = []
        self.boards = BoardsFound()  # records hold canonical boards already
        self.class_seconds = 0.0
        self.nodes = 0
        self.peak_rss_worker = 0
        self.start = time.perf_counter()

    def absorb(self, rec: ClassRecord, new: bool) -> None:
        self.boards.update(rec.boards)
        if self.keep_records:
            kept = rec if not rec.trace else ClassRecord(**{**rec.__dict__, "trace": []})
            self.records.append(kept)
        if new:
            self.class_seconds += rec.seconds
            self.nodes += rec.nodes
            self.peak_rss_worker = max(self.peak_rss_worker, rec.peak_rss)

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

