"""Board statistics: what a roll of the dice gives you.

Three jobs:

* :func:`sample_boards` rolls many boards with a dice set and takes a census of
  each (score, distinct words, word lengths present, which words), fast and in
  parallel; :func:`summarize` turns that into means, percentiles, the most
  common words, the chance of each word length and histograms with a
  log-normal fit.
* :func:`estimate_board_count` estimates how many distinct boards a dice set
  can roll, with a 95% confidence interval.
* :func:`load_cached_sample`, :func:`build_cached_sample` and
  :func:`percentile_of` rate one board against a cached sample of scores
  ("better than 92% of New-dice boards").

Every language works the same way: a dice set belongs to one language
(``DiceSet.language``, e.g. ``de-classic``) and rolls its letters (``ä`` is code 26);
its boards are scored with a list read in that language, and the cached samples
are kept apart per dice set, list, language and rules.

Example
-------
>>> from core.engine.wordlist import load_wordlist
>>> from core.stats.census import sample_boards, summarize
>>> sample = sample_boards("new", load_wordlist(), n=1000, seed=1)   # doctest: +SKIP
>>> summarize(sample).mean_score                                      # doctest: +SKIP
"""
from __future__ import annotations

import hashlib
import math
import os
import threading
from collections.abc import Callable
from concurrent.futures import FIRST_COMPLETED, Future, ThreadPoolExecutor, wait
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from ..engine import cache
from ..engine.board import BLANK, FACE_TABLE, FIRST_FACE, has_faces, letters_to_string
from ..engine.cancel import Cancelled
from ..engine.dice import DiceSet, get_dice_set, roll_many
from ..engine.language import Language, get_language
from ..engine.rules import Rules, get_rules
from ..engine.solver import SEARCH_BUDGET, SearchBudgetError
from ..engine.wordlist import WordList, cache_dir
from . import _census_kernels as SK

_FACE_RANGE = np.arange(FIRST_FACE, BLANK + 1)  # two-letter and blank faces


def _language_of(item) -> Language:
    """The language of a dice set or word list (English for values made before languages)."""
    return get_language(getattr(item, "language", None))


def _cell_codes(ds: DiceSet) -> np.ndarray:
    """Valid cell codes of boards of ``ds``: its language's letters, the two-letter and blank faces."""
    return np.r_[_language_of(ds).letter_codes.astype(np.int64), _FACE_RANGE]


def _cell_codes_said(ds: DiceSet) -> str:
    lang = _language_of(ds)
    letters = "letters 0..25" if lang.is_english else f"the {lang.name} letter codes {lang.letter_codes.tolist()}"
    return f"{letters} or faces {FIRST_FACE}..{BLANK}"


def _check_languages(ds: DiceSet, wordlist: WordList) -> None:
    """A clear error when a dice set's boards would be scored with a list of another language."""
    dl, wl = _language_of(ds), _language_of(wordlist)
    if dl is not wl:
        raise ValueError(f"the {ds.name} dice roll {dl.name} boards but the word list {wordlist.name!r} is read "
                         f"in {wl.name}: load a {dl.name} list (or the list with language={dl.code!r})")

__all__ = [
    "Cancelled", "BoardSample", "SampleStats", "LogNormalFit", "BoardCountEstimate",
    "sample_boards", "roll_sample", "merge_samples", "summarize", "lognormal_fit", "histogram", "wilson_interval",
    "can_roll_many", "estimate_board_count",
    "load_cached_sample", "build_cached_sample", "percentile_of", "sample_cache_file",
]

#: Boards rolled per block: the sample for a seed does not depend on threads or chunking.
ROLL_BLOCK = 10_000
#: Boards per kernel call: progress and cancel are checked between chunks.
CHUNK = 5_000
MAX_BOARDS = 20_000_000
MAX_SAMPLES = 1_000_000_000
#: Word lengths whose chance :func:`summarize` reports.
LENGTHS = range(3, 18)

Progress = Callable[[int, int], None] | None
Cancel = Callable[[], bool] | None


def _rules_for(dice: DiceSet, rules: Rules | str | None) -> Rules:
    return get_rules(dice.rules if rules is None else rules)


def _check_count(name: str, n, upper: int) -> int:
    if isinstance(n, bool) or not isinstance(n, (int, np.integer)):
        raise ValueError(f"{name} must be a whole number, got {n!r}")
    if not 1 <= n <= upper:
        raise ValueError(f"{name} must be between 1 and {upper:,}, got {n:,}")
    return int(n)


def _threads(threads: int) -> int:
    if threads < 0:
        raise ValueError(f"threads must be 0 (all cores) or more, got {threads}")
    return threads or os.cpu_count() or 1


def _run_chunks(nchunks: int, threads: int, make_state, run_chunk, progress: Progress, cancel: Cancel,
                total: int, chunk_size: Callable[[int], int]):
    """Run ``run_chunk(state, k)`` for every chunk on ``threads`` threads, one state per thread.

    Reports progress and checks ``cancel`` each time a chunk completes; on cancel, an error
    or Ctrl-C, pending chunks are dropped and running ones finish before it is raised.
    Returns the states (so the caller can sum per-thread accumulators).
    """
    states = [make_state() for _ in range(max(1, min(threads, nchunks)))]
    free = list(states)
    lock = threading.Lock()

    def task(k):
        with lock:
            state = free.pop()
        try:
            run_chunk(state, k)
        finally:
            with lock:
                free.append(state)
        return k

    done = 0
    if progress:
        progress(0, total)
    if len(states) == 1:
        for k in range(nchunks):
            if cancel and cancel():
                raise Cancelled()
            task(k)
            done += chunk_size(k)
            if progress:
                progress(done, total)
        return states
    with ThreadPoolExecutor(len(states)) as pool:
        pending: set[Future] = set()
        next_chunk = 0
        # Keep only a few chunks queued, so cancel takes effect quickly.
        try:
            while next_chunk < nchunks or pending:
                while next_chunk < nchunks and len(pending) < 2 * len(states):
                    pending.add(pool.submit(task, next_chunk))
                    next_chunk += 1
                finished, pending = wait(pending, return_when=FIRST_COMPLETED)
                for f in finished:
                    done += chunk_size(f.result())
                if progress:
                    progress(done, total)
                if cancel and cancel():
                    raise Cancelled()
        finally:
            for f in pending:
                f.cancel()
    return states


# -- sampling boards ---------------------------------------------------------------

@dataclass(eq=False)
class BoardSample:
    """Raw census of rolled boards.

    Attributes
    ----------
    dice : DiceSet
    wordlist : WordList
    rules : Rules
    seed : int or None
    boards : ndarray of int8, shape (n, ncells)
        The rolled boards as face codes (letters 0..25, 16 is Qu; the extra letters of
        the dice's language from 26, ``ä`` is 26; two-letter and blank faces from 32).
    scores : ndarray of int32, shape (n,)
    word_counts : ndarray of int32, shape (n,)
        Distinct scoring words per board.
    length_masks : ndarray of int64, shape (n,)
        Bit ``L`` set if the board holds a scoring word of ``L`` letters (Qu counts 2).
    word_boards : ndarray of int64, shape (len(wordlist),)
        For each word id, on how many boards it occurs.
    seconds : float
        Wall time of rolling and solving.
    """

    dice: DiceSet
    wordlist: WordList
    rules: Rules
    seed: int | None
    boards: np.ndarray = field(repr=False)
    scores: np.ndarray = field(repr=False)
    word_counts: np.ndarray = field(repr=False)
    length_masks: np.ndarray = field(repr=False)
    word_boards: np.ndarray = field(repr=False)
    seconds: float = 0.0

    @property
    def n(self) -> int:
        return len(self.scores)

    def board(self, i: int) -> str:
        return letters_to_string(self.boards[i])


def roll_sample(dice: str | DiceSet, n: int, seed: int | None = None) -> np.ndarray:
    """The ``n`` boards a seed gives: blocks of :data:`ROLL_BLOCK` rolls from one generator."""
    ds = get_dice_set(dice)
    n = _check_count("number of boards", n, MAX_BOARDS)
    rng = np.random.default_rng(seed)
    blocks = [roll_many(ds, min(ROLL_BLOCK, n - a), rng) for a in range(0, n, ROLL_BLOCK)]
    return np.ascontiguousarray(np.concatenate(blocks))


def sample_boards(dice: str | DiceSet, wordlist: WordList, rules: Rules | str | None = None, n: int = 10_000,
                  seed: int | None = None, threads: int = 0, progress: Progress = None, cancel: Cancel = None,
                  boards: np.ndarray | None = None) -> BoardSample:
    """Roll ``n`` boards and take a census of each.

    Parameters
    ----------
    dice : str or DiceSet
        ``new``, ``classic``, ``big`` or ``superbig``, or a language's set such as ``de-classic``.
    wordlist : WordList
        Read in the dice set's language (``load_wordlist(spec, language=...)``); a list of
        another language is refused with a clear message.
    rules : Rules or str, optional
        Defaults to the dice set's own rules (4+ letters for Big and Super Big).
    n : int
        Number of boards (ignored when ``boards`` is given).
    seed : int, optional
        Same seed, same boards, whatever ``threads`` is.
    threads : int
        Worker threads; 0 means all cores. The kernel releases the GIL.
    progress : callable(done, total), optional
        Called from the calling thread after each chunk.
    cancel : callable() -> bool, optional
        Checked after each chunk; when it returns True, :class:`Cancelled` is raised.
        (A callable that raises its own exception stops the run the same way.)
    boards : ndarray of int8, optional
        Boards to census instead of rolling (shape (m, ncells) for the dice's geometry).

    Returns
    -------
    BoardSample
    """
    import time
    t0 = time.perf_counter()
    ds = get_dice_set(dice)
    _check_languages(ds, wordlist)
    rules = _rules_for(ds, rules)
    geom = ds.geometry
    threads = _threads(threads)
    if boards is None:
        boards = roll_sample(ds, n, seed)
    else:
        boards = np.ascontiguousarray(boards, dtype=np.int8)
        if boards.ndim != 2 or boards.shape[1] != geom.ncells or len(boards) == 0:
            raise ValueError(f"boards must have shape (m, {geom.ncells}) for {geom.name}, got {boards.shape}")
        if not np.isin(boards, _cell_codes(ds)).all():
            raise ValueError(f"board cells must be {_cell_codes_said(ds)}")
    m = len(boards)
    faces = FACE_TABLE if has_faces(boards) else None  # superbig rolls: two-letter and blank faces
    nodes = wordlist.kernel_nodes(rules)
    node_word = wordlist.node_word
    word_length = wordlist.word_length
    scores = np.zeros(m, np.int32)
    word_counts = np.zeros(m, np.int32)
    length_masks = np.zeros(m, np.int64)
    nchunks = (m + CHUNK - 1) // CHUNK

    def make_state():
        return (np.zeros(wordlist.nnodes, np.uint32), np.zeros(1, np.int64), np.zeros(len(wordlist), np.int64))

    def run_chunk(state, k):
        mark, run_state, word_boards = state
        a, b = k * CHUNK, min(m, (k + 1) * CHUNK)
        over = SK.census_batch(boards[a:b], faces, geom.neighbours, geom.degree, nodes, node_word, word_length, mark,
                               run_state, scores[a:b], word_counts[a:b], length_masks[a:b], word_boards, SEARCH_BUDGET)
        if over != SK.ALL_SEARCHED:
            raise SearchBudgetError(letters_to_string(boards[a + over]), wordlist.name, SEARCH_BUDGET)

    states = _run_chunks(nchunks, threads, make_state, run_chunk, progress, cancel, m,
                         lambda k: min(m, (k + 1) * CHUNK) - k * CHUNK)
    word_boards = states[0][2]
    for s in states[1:]:
        word_boards += s[2]
    return BoardSample(ds, wordlist, rules, seed, boards, scores, word_counts, length_masks, word_boards,
                       time.perf_counter() - t0)


def merge_samples(parts: list[BoardSample]) -> BoardSample:
    """One sample from several of the same dice, word list and rules (boards in order, counts summed)."""
    if not parts:
        raise ValueError("nothing to merge")
    first = parts[0]
    for p in parts[1:]:
        if p.dice != first.dice or p.wordlist is not first.wordlist or p.rules != first.rules:
            raise ValueError("samples to merge must share dice, word list and rules")
    word_boards = first.word_boards.copy()
    for p in parts[1:]:
        word_boards += p.word_boards
    return BoardSample(first.dice, first.wordlist, first.rules, first.seed,
                       np.concatenate([p.boards for p in parts]), np.concatenate([p.scores for p in parts]),
                       np.concatenate([p.word_counts for p in parts]),
                       np.concatenate([p.length_masks for p in parts]), word_boards,
                       sum(p.seconds for p in parts))


# -- summaries ---------------------------------------------------------------------

@dataclass(frozen=True)
class LogNormalFit:
    """Maximum-likelihood log-normal fit to the positive values: ``log x ~ N(mu, sigma**2)``.

    ``zero_share`` is the share of values that were 0 (left out of the fit).
    """

    mu: float
    sigma: float
    n_positive: int
    zero_share: float

    @property
    def median(self) -> float:
        return math.exp(self.mu)

    @property
    def mean(self) -> float:
        return math.exp(self.mu + self.sigma ** 2 / 2)

    def cdf(self, x) -> np.ndarray:
        """Cumulative distribution of the fitted log-normal at ``x`` (0 for x <= 0)."""
        x = np.asarray(x, dtype=float)
        out = np.zeros(x.shape)
        pos = x > 0
        if self.sigma <= 0:
            out[pos] = (np.log(x[pos]) >= self.mu).astype(float)
            return out
        z = (np.log(x[pos]) - self.mu) / (self.sigma * math.sqrt(2))
        out[pos] = 0.5 * (1 + np.vectorize(math.erf, otypes=[float])(z))
        return out

    def pdf(self, x) -> np.ndarray:
        """Density of the fitted log-normal at ``x`` (0 for x <= 0)."""
        x = np.asarray(x, dtype=float)
        out = np.zeros(x.shape)
        pos = x > 0
        if self.sigma > 0:
            z = (np.log(x[pos]) - self.mu) / self.sigma
            out[pos] = np.exp(-0.5 * z * z) / (x[pos] * self.sigma * math.sqrt(2 * math.pi))
        return out

    def expected_counts(self, edges) -> np.ndarray:
        """Expected number of the fitted (positive) values in each bin ``[edges[i], edges[i+1])``."""
        return self.n_positive * np.diff(self.cdf(edges))


def lognormal_fit(values) -> LogNormalFit:
    """Fit a log-normal to the positive entries of ``values`` (maximum likelihood)."""
    v = np.asarray(values, dtype=float)
    if v.size == 0:
        raise ValueError("cannot fit a log-normal to no values")
    pos = v[v > 0]
    if pos.size == 0:
        return LogNormalFit(0.0, 0.0, 0, 1.0)
    logs = np.log(pos)
    return LogNormalFit(float(logs.mean()), float(logs.std()), int(pos.size), 1 - pos.size / v.size)


def histogram(values, bins: int = 30) -> tuple[np.ndarray, np.ndarray]:
    """Counts and integer-aligned bin edges (``edges[0] = 0``) for non-negative integers."""
    v = np.asarray(values)
    top = int(v.max(initial=0)) + 1
    width = max(1, math.ceil(top / bins))
    edges = np.arange(0, top + width, width, dtype=float)
    counts, _ = np.histogram(v, edges)
    return counts, edges


@dataclass(frozen=True)
class SampleStats:
    """What :func:`summarize` reports about a :class:`BoardSample`.

    Percentile dictionaries map 1, 5, 10, 25, 50, 75, 90, 95, 99 (and 0, 100 for
    min and max) to values; ``common_words[L]`` lists ``(word, share)`` pairs, share
    being the fraction of boards holding the word; ``length_chances[L]`` is the
    fraction of boards with at least one word of ``L`` letters.
    """

    dice_key: str
    dice_name: str
    wordlist_name: str
    rules_name: str
    n: int
    seconds: float
    mean_score: float
    mean_words: float
    std_score: float
    std_words: float
    zero_score_share: float
    score_percentiles: dict[int, float]
    word_percentiles: dict[int, float]
    common_words: dict[int, list[tuple[str, float]]]
    length_chances: dict[int, float]
    score_hist: tuple[np.ndarray, np.ndarray]
    word_hist: tuple[np.ndarray, np.ndarray]
    score_fit: LogNormalFit
    word_fit: LogNormalFit
    best_board: str
    best_score: int
    worst_board: str
    worst_score: int


PERCENTILES = (0, 1, 5, 10, 25, 50, 75, 90, 95, 99, 100)


def common_words(sample: BoardSample, length: int, top: int = 10) -> list[tuple[str, float]]:
    """The ``top`` words of ``length`` letters on the most boards, with the share of boards holding each.

    Ties are broken alphabetically.
    """
    wl = sample.wordlist
    ids = np.flatnonzero((wl.word_length == length) & (sample.word_boards > 0))
    if ids.size == 0:
        return []
    words = wl.words
    order = sorted(ids.tolist(), key=lambda i: (-int(sample.word_boards[i]), words[i]))[:top]
    return [(words[i], int(sample.word_boards[i]) / sample.n) for i in order]


def length_chances(sample: BoardSample, lengths=LENGTHS) -> dict[int, float]:
    """For each length, the share of boards holding at least one word of that many letters."""
    return {L: float(((sample.length_masks >> min(L, 63)) & 1).mean()) for L in lengths}


def summarize(sample: BoardSample, top: int = 10, bins: int = 30) -> SampleStats:
    """Means, percentiles, common words, length chances and histograms of a sample."""
    scores, words = sample.scores, sample.word_counts
    qs = np.percentile(scores, PERCENTILES)
    qw = np.percentile(words, PERCENTILES)
    best = int(np.argmax(scores))
    worst = int(np.argmin(scores))
    return SampleStats(
        dice_key=sample.dice.key, dice_name=sample.dice.name, wordlist_name=sample.wordlist.name,
        rules_name=sample.rules.name, n=sample.n, seconds=sample.seconds,
        mean_score=float(scores.mean()), mean_words=float(words.mean()),
        std_score=float(scores.std()), std_words=float(words.std()),
        zero_score_share=float((scores == 0).mean()),
        score_percentiles={p: float(q) for p, q in zip(PERCENTILES, qs)},
        word_percentiles={p: float(q) for p, q in zip(PERCENTILES, qw)},
        common_words={L: common_words(sample, L, top) for L in (3, 4, 5)},
        length_chances=length_chances(sample),
        score_hist=histogram(scores, bins), word_hist=histogram(words, bins),
        score_fit=lognormal_fit(scores), word_fit=lognormal_fit(words),
        best_board=sample.board(best), best_score=int(scores[best]),
        worst_board=sample.board(worst), worst_score=int(scores[worst]),
    )


# -- counting boards ---------------------------------------------------------------

def _letter_dice(ds: DiceSet) -> np.ndarray:
    """Per face code, the bit mask of the dice with that face."""
    masks = np.zeros(BLANK + 1, np.int64)
    for d, faces in enumerate(ds.faces_array()):
        for code in set(faces.tolist()):
            masks[code] |= np.int64(1) << d
    return masks


def can_roll_many(dice: str | DiceSet, grids: np.ndarray) -> np.ndarray:
    """For each row of ``grids`` (int8 face codes, shape (m, ncells)), whether the dice can roll it.

    The same question as :func:`core.dice.can_roll`, answered by a compiled
    matching kernel for many grids at once.
    """
    ds = get_dice_set(dice)
    grids = np.ascontiguousarray(grids, dtype=np.int8)
    if grids.ndim != 2 or grids.shape[1] != len(ds.dice):
        raise ValueError(f"grids must have shape (m, {len(ds.dice)}) for {ds.key}, got {grids.shape}")
    if not np.isin(grids, _cell_codes(ds)).all():
        raise ValueError(f"grid cells must be {_cell_codes_said(ds)}")
    out = np.zeros(len(grids), np.int8)
    SK.can_roll_batch(grids, _letter_dice(ds), out)
    return out.astype(bool)


def wilson_interval(k: int, n: int, z: float = 1.959963984540054) -> tuple[float, float]:
    """Wilson score interval for a binomial share ``k/n`` (95% by default)."""
    if n <= 0 or not 0 <= k <= n:
        raise ValueError(f"the interval needs 0 <= k <= n and n >= 1, got k={k}, n={n}")
    p = k / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    lo = 0.0 if k == 0 else max(0.0, centre - half)  # exact ends: rounding must not move them
    hi = 1.0 if k == n else min(1.0, centre + half)
    return lo, hi


@dataclass(frozen=True)
class BoardCountEstimate:
    """Estimated number of distinct boards a dice set can roll (see :func:`estimate_board_count`)."""

    dice_key: str
    ncells: int
    samples: int
    feasible: int
    share: float
    share_low: float
    share_high: float
    grids: int
    symmetries: int
    boards: float
    boards_low: float
    boards_high: float
    seconds: float = 0.0


def estimate_board_count(dice: str | DiceSet, samples: int = 1_000_000, seed: int | None = None,
                         threads: int = 0, progress: Progress = None, cancel: Cancel = None,
                         chunk: int = 100_000) -> BoardCountEstimate:
    """Estimate how many distinct boards ``dice`` can roll.

    Draws ``samples`` uniformly random letter grids (each cell one of the ``L``
    letters of the dice's language: 26 in English, ``q`` standing for the Qu face;
    29 in German with ``ä ö ü``), tests each with a matching of dice to cells, and
    scales the feasible share ``p`` by ``L**cells / symmetries``::

        boards ~= p * L**cells / S

    with a 95% Wilson interval on ``p`` carried through the same formula.

    Assumptions of the formula:

    * a board is its letter grid; the Qu face is one letter (``q``), so a die with
      Qu is treated like any other face and grids with a bare ``q`` count as Qu;
    * boards that are rotations or reflections of each other count once, and the
      rollable set is closed under them (true: permute the dice with the cells);
    * almost every rollable board has no symmetry of its own, so each class holds
      exactly ``S`` grids (``S`` = 8 rotations and reflections of a square board,
      the geometry's symmetry group). Symmetric boards are a vanishing share, so
      the estimate is slightly low, not high. Without dividing by ``S`` (count
      every orientation) the figure is ``S`` times larger;
    * uniform sampling: for large boards (5x5, 6x6) the feasible share is tiny and
      may give no hit at all; then only the interval's upper end is informative.

    Parameters
    ----------
    dice : str or DiceSet
    samples : int
    seed : int, optional
    threads : int
        0 means all cores.
    progress, cancel : callables, optional
        As in :func:`sample_boards`.
    chunk : int
        Grids per kernel call.
    """
    import time
    t0 = time.perf_counter()
    ds = get_dice_set(dice)
    samples = _check_count("number of samples", samples, MAX_SAMPLES)
    chunk = _check_count("chunk", chunk, MAX_SAMPLES)
    threads = _threads(threads)
    ncells = len(ds.dice)
    masks = _letter_dice(ds)
    codes = _language_of(ds).letter_codes  # English: 0..25, so grids[i] are the codes themselves
    nletters = len(codes)
    nchunks = (samples + chunk - 1) // chunk
    # One seed per chunk: the result depends on the seed only, not on the threads.
    seeds = np.random.SeedSequence(seed).spawn(nchunks)
    hits = np.zeros(nchunks, np.int64)

    def size(k):
        return min(samples, (k + 1) * chunk) - k * chunk

    def make_state():
        return np.zeros(chunk, np.int8)

    def run_chunk(out, k):
        grids = np.random.default_rng(seeds[k]).integers(0, nletters, (size(k), ncells), dtype=np.int8)
        if nletters != 26 or codes[-1] != 25:
            grids = codes[grids]
        SK.can_roll_batch(grids, masks, out[: len(grids)])
        hits[k] = int(out[: len(grids)].sum())

    _run_chunks(nchunks, threads, make_state, run_chunk, progress, cancel, samples, size)
    k = int(hits.sum())
    lo, hi = wilson_interval(k, samples)
    grids = nletters ** ncells
    nsym = int(ds.geometry.symmetries.shape[0])
    scale = grids / nsym
    return BoardCountEstimate(ds.key, ncells, samples, k, k / samples, lo, hi, grids, nsym,
                              k / samples * scale, lo * scale, hi * scale, time.perf_counter() - t0)


# -- rating one board against a cached sample -------------------------------------

CACHE_VERSION = 2
_SAMPLE_ARRAYS = {"scores": (np.int32, 1), "seed": (np.int64, 0)}


def _rules_key(rules: Rules) -> str:
    spec = f"{rules.name}|{rules.min_length}|{','.join(map(str, rules.points))}"
    return hashlib.sha256(spec.encode()).hexdigest()[:12]


def _sample_key(ds: DiceSet, wordlist: WordList, rules: Rules) -> str:
    key = f"{ds.key}-{wordlist.sha256[:24]}-{_rules_key(rules)}"
    lang = _language_of(wordlist)
    # One file read in two languages is two lists; English keys stay as they were (old caches hold).
    return key if lang.is_english else f"{key}-{lang.code}"


def sample_cache_file(dice_key: str, wordlist: WordList, rules: Rules | str) -> Path:
    """Where the cached score sample for this dice set, word list (and its language) and rules lives."""
    ds = get_dice_set(dice_key)
    return cache.cache_file(cache_dir() / "stats", "scores", CACHE_VERSION, _sample_key(ds, wordlist, get_rules(rules)))


def _valid_sample(a: dict[str, np.ndarray]) -> bool:
    scores = a["scores"]
    return scores.size > 0 and scores[0] >= 0 and not np.any(np.diff(scores) < 0)


def load_cached_sample(dice_key: str, wordlist: WordList, rules: Rules | str) -> np.ndarray | None:
    """The cached sorted int32 scores for this dice set, word list and rules, or None.

    ``dice_key`` may name any language's dice (``de-classic``); samples are kept per dice
    set, list, the list's language and rules, so every language has its own "better than
    N% of boards". None if there is no cache file or anything about it is off (wrong key,
    type, shape, order, checksum): a damaged file is never trusted.
    """
    try:
        ds = get_dice_set(dice_key)
        rules = get_rules(rules)
    except ValueError:
        return None
    a = cache.load_arrays(sample_cache_file(ds.key, wordlist, rules), _SAMPLE_ARRAYS,
                          key=_sample_key(ds, wordlist, rules), version=CACHE_VERSION, checksum=True,
                          validate=_valid_sample)
    if a is None:
        return None
    scores = a["scores"]
    scores.setflags(write=False)
    return scores


def build_cached_sample(dice_key: str, wordlist: WordList, rules: Rules | str, n: int = 20000, seed: int = 0,
                        progress: Progress = None, cancel: Cancel = None, threads: int = 0) -> np.ndarray:
    """Roll ``n`` boards, score them, save the sorted scores to the cache atomically, return them.

    ``progress(done, total)`` and ``cancel() -> bool`` are checked between chunks
    (see :func:`sample_boards`); a cancelled build raises :class:`Cancelled` and
    leaves any existing cache file untouched. A cache folder that cannot be
    written only costs the next caller the time to rebuild.
    """
    from ..engine.solver import Solver
    ds = get_dice_set(dice_key)
    _check_languages(ds, wordlist)
    rules = get_rules(rules)
    n = _check_count("number of boards", n, MAX_BOARDS)
    boards = roll_sample(ds, n, seed)
    solver = Solver(wordlist, rules)
    scores = np.zeros(n, np.int32)
    step = 4 * CHUNK
    threads = _threads(threads)
    if progress:
        progress(0, n)
    for a in range(0, n, step):
        if cancel and cancel():
            raise Cancelled()
        b = min(n, a + step)
        scores[a:b] = solver.score_many(boards[a:b], ds.geometry, threads=threads)
        if progress:
            progress(b, n)
    scores.sort()
    # A folder that cannot be written only costs the next caller the rebuild.
    arrays: dict[str, np.ndarray] = {"scores": scores, "seed": np.asarray(seed, np.int64)}
    cache.save_arrays(sample_cache_file(ds.key, wordlist, rules), arrays, key=_sample_key(ds, wordlist, rules),
                      version=CACHE_VERSION, checksum=True)
    scores.setflags(write=False)
    return scores


def percentile_of(score: int, sample: np.ndarray) -> float:
    """Share in percent of ``sample`` boards scoring strictly less than ``score``.

    ``sample`` must be sorted ascending (as returned by the cache functions).
    """
    sample = np.asarray(sample)
    if sample.size == 0:
        raise ValueError("the sample holds no scores")
    return 100.0 * int(np.searchsorted(sample, score, side="left")) / sample.size
