"""Background jobs of the game: load a word list, solve a board, rate a score, warm up the kernels."""
from __future__ import annotations

import threading

from core.board import parse_board
from core.rules import Rules, get_rules
from core.solver import Solver
from core.wordlist import WordList, load_wordlist

from .workers import Worker

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
        _, board = parse_board("qeenslatgsineter")
        get_solver(wl, get_rules("standard")).solve(board)
        self.report_progress(2, 2)
        return wl


def rating_functions():
    """``(load_cached_sample, build_cached_sample, percentile_of)`` from core.stats, or None."""
    try:
        from core import stats
    except Exception:  # noqa: BLE001 - the statistics module may not exist (yet)
        return None
    names = ("load_cached_sample", "build_cached_sample", "percentile_of")
    if not all(callable(getattr(stats, n, None)) for n in names):
        return None
    return tuple(getattr(stats, n) for n in names)


class RatingWorker(Worker):
    """Percentile of a score among random boards of a dice set; result: (score, percentile)."""

    def __init__(self, dice_key: str, wordlist_spec: str, rules: Rules | str, score: int, sample_size: int = 20000):
        super().__init__()
        self.dice_key = dice_key
        self.wordlist_spec = wordlist_spec
        self.rules = rules
        self.score = score
        self.sample_size = sample_size

    def work(self):
        funcs = rating_functions()
        if funcs is None:
            raise ValueError("board statistics are not available")
        load_cached_sample, build_cached_sample, percentile_of = funcs
        wl = get_wordlist(self.wordlist_spec)
        sample = load_cached_sample(self.dice_key, wl, self.rules)
        if sample is None:
            sample = build_cached_sample(self.dice_key, wl, self.rules, n=self.sample_size, seed=0,
                                         progress=self.report_progress, cancel=self.is_cancelled)
        self.check_cancelled()
        return self.score, float(percentile_of(self.score, sample))
