"""Background jobs of the game: load a word list, solve a board, rate a score, warm up the kernels."""
from __future__ import annotations

import inspect
import threading

from PySide6.QtCore import QObject, Signal, Slot

from core.engine.board import parse_board, string_to_letters
from core.engine.rules import Rules, get_rules
from core.engine.solver import Solver
from core.engine.wordlist import WordList, load_wordlist

from .workers import Worker, start_worker, stop_thread

_lock = threading.Lock()
_wordlists: dict[str, WordList] = {}
_solvers: dict[tuple, Solver] = {}


def cached_wordlist(spec: str) -> WordList | None:
    with _lock:
        return _wordlists.get(spec)


def get_wordlist(spec: str) -> WordList:
    """Load (once per process) the list ``spec``: a name or a path. Thread-safe."""
    wl = cached_wordlist(spec)
    if wl is None:
        wl = load_wordlist(spec)
        with _lock:
            wl = _wordlists.setdefault(spec, wl)
    return wl


def get_solver(wl: WordList, rules: Rules) -> Solver:
    key = (id(wl), rules.min_length, rules.points)
    with _lock:
        s = _solvers.get(key)
    if s is None:
        s = Solver(wl, rules)
        with _lock:
            s = _solvers.setdefault(key, s)
    return s


class LoadWordListWorker(Worker):
    """Loads a word list; result: the WordList."""

    def __init__(self, spec: str):
        super().__init__()
        self.spec = spec

    def work(self):
        self.report_progress(0, 1)
        wl = get_wordlist(self.spec)
        self.report_progress(1, 1)
        return wl


class SolveWorker(Worker):
    """Solves one board; result: (board, Solution)."""

    def __init__(self, board: str, wordlist_spec: str, rules: Rules | str):
        super().__init__()
        self.board = board
        self.wordlist_spec = wordlist_spec
        self.rules = get_rules(rules)

    def work(self):
        self.report_progress(0, 2)
        wl = get_wordlist(self.wordlist_spec)
        self.check_cancelled()
        self.report_progress(1, 2)
        solution = get_solver(wl, self.rules).solve(self.board)
        self.report_progress(2, 2)
        return self.board, solution


class WarmUpWorker(Worker):
    """First start: load the default list and compile (or load the cached) solver kernels."""

    STEPS = ("Loading the word list…", "Preparing the solver (compiled once, on the first start)…", "Ready")

    def __init__(self, wordlist_spec: str):
        super().__init__()
        self.wordlist_spec = wordlist_spec

    def work(self):
        self.report_progress(0, 2)
        wl = get_wordlist(self.wordlist_spec)
        self.report_progress(1, 2)
        geom, board = parse_board("qeenslatgsineter")
        solver = get_solver(wl, get_rules("standard"))
        solver.solve(board)
        # The batch kernel too (board ratings use it): loading it later would hold the GIL.
        solver.score_many(string_to_letters(board)[None, :], geom)
        self.report_progress(2, 2)
        return wl


def rating_functions():
    """``(load_cached_sample, build_cached_sample, percentile_of)`` from core.stats.census, or None."""
    try:
        from core.stats import census as stats
    except Exception:  # noqa: BLE001 - the statistics module may not exist (yet)
        return None
    names = ("load_cached_sample", "build_cached_sample", "percentile_of")
    if not all(callable(getattr(stats, n, None)) for n in names):
        return None
    return tuple(getattr(stats, n) for n in names)


_samples: dict[tuple, object] = {}


def sample_key(dice_key: str, wordlist_spec: str, rules: Rules | str) -> tuple:
    rules = get_rules(rules)
    return dice_key, wordlist_spec, rules.min_length, rules.points


def cached_sample(key: tuple):
    """The score sample already built or loaded in this process for ``key``, or None."""
    with _lock:
        return _samples.get(key)


class SampleWorker(Worker):
    """Scores of random boards of a dice set (cached on disk by core.stats.census); result: (key, sorted scores).

    One sample serves every board of the same dice set, word list and rules, so a
    window keeps it in memory and rates each new board instantly.
    """

    def __init__(self, dice_key: str, wordlist_spec: str, rules: Rules | str, sample_size: int = 20000):
        super().__init__()
        self.dice_key = dice_key
        self.wordlist_spec = wordlist_spec
        self.rules = get_rules(rules)
        self.sample_size = sample_size
        self.key = sample_key(dice_key, wordlist_spec, self.rules)

    def work(self):
        funcs = rating_functions()
        if funcs is None:
            raise ValueError("board statistics are not available")
        load_cached_sample, build_cached_sample, _ = funcs
        wl = get_wordlist(self.wordlist_spec)
        sample = load_cached_sample(self.dice_key, wl, self.rules)
        if sample is None:
            extra = {}
            if "threads" in inspect.signature(build_cached_sample).parameters:
                extra["threads"] = 1   # leave the other core to the GUI thread
            sample = build_cached_sample(self.dice_key, wl, self.rules, n=self.sample_size, seed=0,
                                         progress=self.report_progress, cancel=self.is_cancelled, **extra)
        self.check_cancelled()
        with _lock:
            _samples[self.key] = sample
        return self.key, sample


def percentile(score: int, sample) -> float | None:
    funcs = rating_functions()
    return None if funcs is None else float(funcs[2](score, sample))


class BoardRater(QObject):
    """Rates solved boards: "better than N% of <dice set> boards", off the GUI thread.

    ``rate`` shows the figure at once when the sample is in memory; otherwise a
    :class:`SampleWorker` loads or builds it (one per key, never restarted for a
    new board) and the latest requested board is rated when it arrives.
    ``text_changed`` carries the label text ("" hides the label).
    """

    text_changed = Signal(str)

    def __init__(self, parent=None):
        super().__init__(parent)
        self._jobs: dict[tuple, tuple] = {}      # key -> (thread, worker)
        self._wanted: tuple | None = None        # (key, score, dice name)

    @staticmethod
    def available() -> bool:
        return rating_functions() is not None

    def rate(self, dice_key: str | None, wordlist_spec: str, rules: Rules | str, score: int, dice_name: str) -> None:
        if not dice_key or not self.available():
            self._wanted = None
            self.text_changed.emit("")
            return
        key = sample_key(dice_key, wordlist_spec, rules)
        self._wanted = (key, score, dice_name)
        sample = cached_sample(key)
        if sample is not None:
            self._show(sample)
            return
        self.text_changed.emit("Rating the board against random rolls…")
        if key not in self._jobs:
            worker = SampleWorker(dice_key, wordlist_spec, rules)
            # Bound methods, not lambdas: Qt then delivers the signals in the GUI thread.
            worker.result_ready.connect(self._sample_ready)
            worker.progress.connect(self._progress)
            worker.failed.connect(self._failed)
            worker.cancelled.connect(self._failed)
            self._jobs[key] = (start_worker(worker, self), worker)

    def clear(self) -> None:
        self._wanted = None
        self.text_changed.emit("")

    def _show(self, sample) -> None:
        _key, score, name = self._wanted
        pct = percentile(score, sample)
        if pct is None:
            self.text_changed.emit("")
        elif pct >= 99.95:
            self.text_changed.emit(f"Better than all {len(sample):,} random {name} boards sampled")
        else:
            self.text_changed.emit(f"Better than {pct:.1f}% of {name} boards")

    @Slot(object)
    def _sample_ready(self, result) -> None:
        key, sample = result
        self._jobs.pop(key, None)
        if self._wanted is not None and self._wanted[0] == key:
            self._show(sample)

    @Slot(int, int)
    def _progress(self, done: int, total: int) -> None:
        if self._wanted is not None and self._wanted[0] in self._jobs:
            self.text_changed.emit(f"Rating the board against random rolls… {100 * done // max(total, 1)}%")

    @Slot()
    def _failed(self, *_args) -> None:
        for key, (_t, w) in list(self._jobs.items()):
            if w is self.sender():
                self._jobs.pop(key)
        if self._wanted is not None and self._wanted[0] not in self._jobs:
            self.text_changed.emit("")

    def shutdown(self) -> None:
        """Cancel and wait for running jobs (closeEvent)."""
        for thread, worker in list(self._jobs.values()):
            stop_thread(thread, worker)
        self._jobs.clear()
