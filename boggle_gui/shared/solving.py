"""The game's background work: load a word list, solve a board, warm up the kernels, rate a score.

The ``*_job`` functions and :func:`warm_up` run in a job's thread (see
:mod:`boggle_gui.shared.jobs`), take the job's context first and get their lists and
solvers from the app's :func:`~boggle_gui.shared.cache.shared_cache`.
:class:`BoardRater` rates solved boards against random rolls.
"""
from __future__ import annotations

import threading

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QLocale, QObject, Signal

from core.engine import Rules, Setup, WordList, get_rules, parse_board, resolve_wordlist, string_to_letters
from core.play import load_checked_wordlist
from core.stats import build_cached_sample, load_cached_sample, percentile_of

from .cache import shared_cache
from .jobs import JobContext, runner

#: What the splash says at each step of :func:`warm_up` (``progress`` reports the step), marked for
#: translation: :func:`warm_up_step` translates it.
WARM_UP_STEPS = (QT_TRANSLATE_NOOP("Startup", "Loading the word list…"),
                 QT_TRANSLATE_NOOP("Startup", "Preparing the solver (compiled once, on the first start)…"),
                 QT_TRANSLATE_NOOP("Startup", "Ready"))
#: Random rolls a board is rated against.
SAMPLE_SIZE = 20_000


def warm_up_step(step: int) -> str:
    """What the splash says at ``step`` of :func:`warm_up`, translated."""
    return QCoreApplication.translate("Startup", WARM_UP_STEPS[min(step, len(WARM_UP_STEPS) - 1)])


def load_wordlist_job(ctx: JobContext, spec: str, language: str | None = None) -> WordList:
    """Load (or take from the shared cache) the list ``spec`` read in ``language`` (default the
    list's own); result: the WordList."""
    ctx.progress(0, 1)
    wl = shared_cache().wordlist(spec, language)
    ctx.progress(1, 1)
    return wl


def solve_job(ctx: JobContext, board: str, wordlist_spec: str, rules: Rules | str, language: str | None = None):
    """Solve one board with the list read in ``language`` (default the list's own); result: ``(board, Solution)``."""
    ctx.progress(0, 2)
    cache = shared_cache()
    wl = cache.wordlist(wordlist_spec, language)
    ctx.check_cancelled()
    ctx.progress(1, 2)
    solution = cache.solver(wl, rules).solve(board)
    ctx.progress(2, 2)
    return board, solution


def setup_wordlist(setup: Setup) -> WordList:
    """The very list ``setup`` was scored with, from the app's cache (may block: call from a job).

    Raises
    ------
    WordListError
        One line naming the list, if its file is gone or no longer holds the same bytes
        (:class:`core.play.session.CannotPlay`).
    """
    return load_checked_wordlist(setup, shared_cache().wordlist)


def solve_setup_job(ctx: JobContext, board: str, setup: Setup | None, wordlist_spec: str, rules: Rules,
                    language: str | None = None):
    """Solve ``board`` with ``setup`` (its list, rules and language), or when None with the list
    ``wordlist_spec`` read in ``language`` (default the list's own) under ``rules``; result:
    ``(board, Solution, the Setup used)``."""
    ctx.progress(0, 2)
    if setup is not None:
        wl, rules = setup_wordlist(setup), setup.rules_value
    else:
        wl = shared_cache().wordlist(wordlist_spec, language)
        path = resolve_wordlist(wordlist_spec)
    ctx.check_cancelled()
    ctx.progress(1, 2)
    geom, board = parse_board(board, language=wl.language)
    solution = shared_cache().solver(wl, rules).solve(board)
    ctx.progress(2, 2)
    return board, solution, setup or Setup.of(wl, rules, geom, path=path)


def warm_up(ctx: JobContext, wordlist_spec: str) -> WordList:
    """First start: load the list and compile (or load the cached) solver kernels; result: the WordList."""
    ctx.progress(0, 2)
    cache = shared_cache()
    wl = cache.wordlist(wordlist_spec)
    ctx.progress(1, 2)
    geom, board = parse_board("qeenslatgsineter")
    solver = cache.solver(wl, get_rules("standard"))
    solver.solve(board)
    # The batch kernel too (board ratings use it): loading it later would hold the GIL.
    solver.score_many(string_to_letters(board)[None, :], geom)
    ctx.progress(2, 2)
    return wl


_lock = threading.Lock()
_samples: dict[tuple, object] = {}


def sample_key(dice_key: str, wordlist_spec: str, rules: Rules | str) -> tuple:
    rules = get_rules(rules)
    return dice_key, wordlist_spec, rules.min_length, rules.points


def cached_sample(key: tuple):
    """The score sample already built or loaded in this process for ``key``, or None."""
    with _lock:
        return _samples.get(key)


def score_sample_job(ctx: JobContext, dice_key: str, wordlist_spec: str, rules: Rules | str,
                     n: int = SAMPLE_SIZE):
    """Sorted scores of random rolls of a dice set (cached on disk by core.stats); result: ``(key, scores)``.

    One sample serves every board of the same dice set, word list and rules, so
    it is kept in memory and each new board is rated instantly.
    """
    rules = get_rules(rules)
    key = sample_key(dice_key, wordlist_spec, rules)
    wl = shared_cache().wordlist(wordlist_spec)
    sample = load_cached_sample(dice_key, wl, rules)
    if sample is None:
        # One thread: the other core stays with the GUI.
        sample = build_cached_sample(dice_key, wl, rules, n=n, seed=0, progress=ctx.progress,
                                     cancel=ctx.cancelled, threads=1)
    ctx.check_cancelled()
    with _lock:
        _samples[key] = sample
    return key, sample


class BoardRater(QObject):
    """Rates solved boards: "better than N% of <dice set> boards", off the GUI thread.

    ``rate`` shows the figure at once when the sample is in memory; otherwise a
    job loads or builds it (one per key, never restarted for a new board) and
    the latest requested board is rated when it arrives. ``text_changed``
    carries the label text ("" hides the label).
    """

    text_changed = Signal(str)

    def __init__(self, parent=None):
        super().__init__(parent)
        self._wanted: tuple | None = None        # (key, score, dice name)

    def rate(self, dice_key: str | None, wordlist_spec: str, rules: Rules | str, score: int, dice_name: str) -> None:
        if not dice_key:
            self.clear()
            return
        key = sample_key(dice_key, wordlist_spec, rules)
        self._wanted = (key, score, dice_name)
        sample = cached_sample(key)
        if sample is not None:
            self._show(sample)
            return
        self.text_changed.emit(self.tr("Rating the board against random rolls…"))
        jobs = runner()
        if jobs.job(self, ("sample", key)) is None:
            jobs.start(score_sample_job, dice_key, wordlist_spec, rules, owner=self, slot=("sample", key),
                       on_result=self._sample_ready,
                       on_progress=lambda done, total, key=key: self._progress(key, done, total),
                       on_failed=lambda _message, key=key: self._failed(key),
                       on_cancelled=lambda key=key: self._failed(key))

    def clear(self) -> None:
        self._wanted = None
        self.text_changed.emit("")

    def _show(self, sample) -> None:
        _key, score, name = self._wanted
        pct = float(percentile_of(score, sample))
        if pct >= 99.95:
            self.text_changed.emit(self.tr("Better than all {count} random {dice} boards sampled").format(
                count=QLocale().toString(len(sample)), dice=name))
        else:
            self.text_changed.emit(self.tr("Better than {share}% of {dice} boards").format(
                share=QLocale().toString(pct, "f", 1), dice=name))

    def _sample_ready(self, result) -> None:
        key, sample = result
        if self._wanted is not None and self._wanted[0] == key:
            self._show(sample)

    def _progress(self, key: tuple, done: int, total: int) -> None:
        if self._wanted is not None and self._wanted[0] == key:
            self.text_changed.emit(self.tr("Rating the board against random rolls… {percent}%").format(
                percent=100 * done // max(total, 1)))

    def _failed(self, key: tuple) -> None:
        if self._wanted is not None and self._wanted[0] == key:
            self.text_changed.emit("")

    def shutdown(self) -> None:
        """Cancel running jobs and wait for them (closeEvent)."""
        runner().cancel(owner=self, wait=True)
