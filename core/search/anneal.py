"""Searching for high-scoring boards: simulated annealing and hill climbing with a pool.

Simulated annealing (:class:`Annealer`, :func:`anneal`) walks from a random
board by small moves — change one cell's letter, swap two cells — and accepts a
move by the Metropolis rule under a temperature :class:`Schedule`. When the
schedule has cooled and the search stalls, the best board of that restart is
polished to a local optimum (every one-cell change and swap) and the search
restarts from a fresh random board. Boards may be constrained to a letter set
or to boards a dice set can roll (then moves swap dice and turn a die to
another face). 4x4 and larger boards default to a walk that never cools (a
constant temperature, with a polish of the walk's best every so often): on 4x4
it finds the optimum faster than any cooling schedule measured
(docs/results-search.md). Options: restarts from a pool of the best polished
boards (``elite``), parallel tempering (``replicas``). Every board scored goes
through a score memo, so a board proposed again is not searched again.
Random letters come from the word list's language (:attr:`Annealer.language`).

Hill climbing (:func:`hill_climb`) keeps a pool of the best K distinct boards
and replaces it with the best K of the pool and all its one-cell changes and
swaps until the pool stops changing.

Results are reported in canonical orientation (:func:`core.board.canonical_board`).
Runs with the same seed and parameters are reproducible.

Example
-------
>>> from core.engine import load_wordlist, Solver
>>> from core.search.anneal import anneal
>>> result = anneal(Solver(load_wordlist()), "33", seed=1, iterations=20000)  # doctest: +SKIP
>>> result.best_score, result.best_board                                      # doctest: +SKIP
"""
from __future__ import annotations

import math
import os
import time
from collections.abc import Callable
from dataclasses import dataclass, field, replace

import numpy as np

from ..engine.board import (
    FACE_TABLE,
    Geometry,
    canonical_board,
    has_faces,
    letters_to_string,
    parse_board,
    parse_size,
    string_to_letters,
)
from ..engine.boards_found import best_rows, canonical_rows
from ..engine.cancel import Cancelled
from ..engine.dice import DiceSet, get_dice_set
from ..engine.errors import CodedError, MessageCode
from ..engine.language import LETTER_CODE, LETTERS, Language, get_language
from ..engine.rules import get_rules
from ..engine.solver import Solver
from . import _anneal_kernels as K

__all__ = [
    "Schedule", "SCHEDULES", "AnnealConfig", "AnnealConfigError", "AnnealProblem", "default_config", "Improvement",
    "AnnealResult", "Annealer", "anneal", "HillClimbResult", "hill_climb", "parse_letter_set", "canonical_rows",
]

_KINDS = {"exponential": K.KIND_EXPONENTIAL, "linear": K.KIND_LINEAR, "constant": K.KIND_CONSTANT}


class AnnealProblem(MessageCode):
    """Why an annealing run's settings cannot be used (:class:`AnnealConfigError`). Settings only the
    command line and code reach (the swap ratio, the replicas...) raise a plain ValueError."""

    T0 = "anneal.t0", "schedule t0 must be a finite number >= 0, got {t0}"
    DECAY = "anneal.decay", "exponential schedule needs decay > 0, got {decay}"
    LENGTH = "anneal.length", "linear schedule needs length >= 1 iteration, got {length}"
    MAX_STALL = "anneal.max_stall", "max_stall must be >= 1, got {max_stall}"
    LETTERS_EMPTY = "anneal.letters_empty", "the letter set is empty"
    #: ``characters``: the bad characters, quoted and space-separated.
    LETTERS_BAD = ("anneal.letters_bad",
                   "bad character(s) {characters} in letter set {text!r}: use letters {letters}")
    LETTERS_BAD_LANGUAGE = ("anneal.letters_bad_language",
                            "bad character(s) {characters} in letter set {text!r}: use letters {letters} ({language})")


class AnnealConfigError(CodedError, ValueError):
    """Settings of an annealing run that cannot be used (a ValueError); :attr:`code` is an
    :class:`AnnealProblem`."""


@dataclass(frozen=True)
class Schedule:
    """A temperature schedule, as data. ``n`` counts iterations since the last (re)start.

    Attributes
    ----------
    kind : {'exponential', 'linear', 'constant'}
        ``exponential``: T = t0 * exp(-decay * n); ``linear``: T falls from t0 to 0
        over ``length`` iterations; ``constant``: T = t0.
    t0 : float
        Starting temperature, in points.
    decay : float
        Exponential decay per iteration.
    length : int
        Iterations of the linear ramp.
    """

    kind: str = "exponential"
    t0: float = 100.0
    decay: float = 0.05
    length: int = 0

    def __post_init__(self):
        if self.kind not in _KINDS:
            raise ValueError(f"unknown schedule kind {self.kind!r}; choose one of: {', '.join(_KINDS)}")
        if not (self.t0 >= 0 and math.isfinite(self.t0)):
            raise AnnealConfigError(AnnealProblem.T0, t0=self.t0)
        if self.kind == "exponential" and not (self.decay > 0 and math.isfinite(self.decay)):
            raise AnnealConfigError(AnnealProblem.DECAY, decay=self.decay)
        if self.kind == "linear" and self.length < 1:
            raise AnnealConfigError(AnnealProblem.LENGTH, length=self.length)

    def temperature(self, n: int) -> float:
        """Temperature ``n`` iterations after a (re)start."""
        return float(K.temperature(self._params(), int(n)))

    def _params(self) -> np.ndarray:
        par = np.zeros(K.NPAR, np.float64)
        par[K.P_KIND] = _KINDS[self.kind]
        par[K.P_T0] = self.t0
        par[K.P_DECAY] = self.decay
        par[K.P_LENGTH] = self.length
        return par

    def describe(self) -> str:
        if self.kind == "exponential":
            return f"exponential t0={self.t0:g} decay={self.decay:g}/iteration"
        if self.kind == "linear":
            return f"linear t0={self.t0:g} over {self.length} iterations"
        return f"constant T={self.t0:g}"


#: Named schedules. ``reference`` is the 2009 one (cold after ~150 iterations:
#: nearly a greedy search with restarts); ``3x3`` and ``4x4`` cool slowly and restart;
#: ``4x4-hot`` and ``5x5-hot`` never cool (the defaults of those sizes, see :func:`default_config`).
SCHEDULES: dict[str, Schedule] = {
    "reference": Schedule("exponential", 100.0, 0.05),
    "3x3": Schedule("exponential", 20.0, 2e-4),
    "4x4": Schedule("exponential", 60.0, 2e-5),
    "4x4-hot": Schedule("constant", 55.0),
    "5x5-hot": Schedule("constant", 150.0),
    "linear": Schedule("linear", 40.0, 0.0, 200_000),
}


@dataclass(frozen=True)
class AnnealConfig:
    """Parameters of an annealing run (besides the board size, seed and constraint).

    Attributes
    ----------
    schedule : Schedule
    swap_ratio : float
        Swaps per one-cell change among the edits (1.0: half of each).
    mutation_p : float
        Probability of stopping after each edit of a move (0.75: one edit 75% of
        the time, two 18.75%, ...).
    max_stall : int
        Iterations without a new best (once the schedule is cold) before a restart.
    cold : float
        Temperature below which the schedule counts as cold.
    restarts : bool
        Restart when stalled; otherwise keep annealing cold.
    polish : bool
        Polish a stalled restart's best board to a local optimum (every one-cell
        change and swap) before restarting.
    elite : int
        Size of the elite pool: the best distinct polished boards so far. 0: every
        restart starts from a random board (the 2009 reference behaviour).
    kick : int
        Random edits applied to an elite board to start a restart from it.
    warm_t : float
        Temperature an elite restart starts at (the schedule is entered where it
        reaches ``warm_t``); a random restart starts at ``t0``.
    fresh : float
        Probability that a restart starts from a random board even when the elite
        pool has boards (keeps finding new regions).
    replicas : int
        1: simulated annealing with restarts. More: parallel tempering with this many
        walks at fixed temperatures spaced geometrically from ``t_low`` (the coldest)
        to the schedule's ``t0`` (the hottest), exchanging boards (no restarts; the
        schedule's other fields, the stall, restart and polish settings are unused).
    t_low : float
        The coldest walk's temperature under parallel tempering.
    letter_draw : {'auto', 'uniform', 'frequency'}
        How random letters are drawn (for random boards, letter changes and kicks):
        ``uniform`` over the letters, or ``frequency``-weighted by the word list
        (:func:`letter_draw_table`); ``auto`` is uniform in English (the historic
        behaviour) and frequency-weighted in other languages. A given letter set
        (``letters=``) is always drawn uniformly.
    polish_every : int
        Every this many iterations, polish a copy of the best board the walk visited
        since the last time (0: never); the walk itself goes on.
    memo_bits : int
        The score memo has ``2**memo_bits`` slots (0: no memo). It changes no
        result, only how many boards are searched.
    """

    schedule: Schedule = field(default_factory=lambda: SCHEDULES["reference"])
    swap_ratio: float = 1.0
    mutation_p: float = 0.75
    max_stall: int = 2000
    cold: float = 0.5
    restarts: bool = True
    polish: bool = True
    elite: int = 0
    kick: int = 4
    warm_t: float = 10.0
    fresh: float = 0.25
    polish_every: int = 0
    memo_bits: int = 16
    letter_draw: str = "auto"
    replicas: int = 1
    t_low: float = 15.0

    def __post_init__(self):
        if not self.swap_ratio >= 0:
            raise ValueError(f"swap_ratio must be >= 0, got {self.swap_ratio}")
        if not 0 < self.mutation_p <= 1:
            raise ValueError(f"mutation_p must be in (0, 1], got {self.mutation_p}")
        if self.max_stall < 1:
            raise AnnealConfigError(AnnealProblem.MAX_STALL, max_stall=self.max_stall)
        if self.letter_draw not in ("auto", "uniform", "frequency"):
            raise ValueError(f"letter_draw must be auto, uniform or frequency, got {self.letter_draw!r}")
        if self.replicas < 1:
            raise ValueError(f"replicas must be >= 1, got {self.replicas}")
        if self.replicas > 1 and not 0 < self.t_low <= self.schedule.t0:
            raise ValueError(f"t_low must be in (0, t0 = {self.schedule.t0:g}], got {self.t_low}")
        if self.polish_every < 0:
            raise ValueError(f"polish_every must be >= 0, got {self.polish_every}")
        if self.elite < 0 or self.kick < 0:
            raise ValueError(f"elite and kick must be >= 0, got {self.elite} and {self.kick}")
        if not (self.warm_t >= 0 and math.isfinite(self.warm_t)):
            raise ValueError(f"warm_t must be a finite number >= 0, got {self.warm_t}")
        if not 0 <= self.fresh <= 1:
            raise ValueError(f"fresh must be in [0, 1], got {self.fresh}")
        if not 0 <= self.memo_bits <= 24:
            raise ValueError(f"memo_bits must be in 0..24, got {self.memo_bits}")

    def replica_temperatures(self) -> np.ndarray:
        """Temperatures of the parallel-tempering walks, coldest first (geometric from t_low to t0)."""
        if self.replicas == 1:
            return np.array([self.schedule.t0], np.float64)
        return self.t_low * (self.schedule.t0 / self.t_low) ** (np.arange(self.replicas) / (self.replicas - 1))

    def _params(self) -> np.ndarray:
        par = self.schedule._params()
        par[K.P_SWAP] = self.swap_ratio / (1.0 + self.swap_ratio)
        par[K.P_MORE] = 1.0 - self.mutation_p
        par[K.P_STALL] = self.max_stall
        par[K.P_COLD] = self.cold
        par[K.P_RESTART] = 1.0 if self.restarts else 0.0
        par[K.P_POLISH] = 1.0 if self.polish else 0.0
        par[K.P_KICK] = self.kick
        par[K.P_WARM_T] = self.warm_t
        par[K.P_FRESH] = self.fresh
        par[K.P_POLISH_EVERY] = self.polish_every
        return par


def default_config(size, rules=None) -> AnnealConfig:
    """Tuned parameters for a board size (see ``benchmarks/bench_anneal.py`` and docs/results-search.md).

    3x3 and 3x4 cool slowly and restart. 4x4 and larger walk at a constant
    temperature instead: measured on 4x4 with ENABLE2K, the walk finds the optimum
    while it is hot (T around 50-60) and the long cold tail of a cooling schedule
    found nothing, so it never cools; single edits per move (``mutation_p=1``) and a
    polish of the walk's best every 50,000 iterations.

    Temperatures are in points of the standard rules. Under ``rules`` (a name or
    :class:`~core.engine.rules.Rules`) that score at most one point a word (``words``)
    they are divided by 3, about the points of a word on a good 4x4 board: 4x4 most
    words then walks at T = 18.3.
    """
    geom = parse_size(size)
    if geom.ncells <= 9:
        config = AnnealConfig(SCHEDULES["3x3"], max_stall=5000)
    elif geom.ncells <= 12:
        config = AnnealConfig(Schedule("exponential", 40.0, 5e-5), max_stall=10000)
    elif geom.ncells <= 16:
        config = AnnealConfig(SCHEDULES["4x4-hot"], mutation_p=1.0, max_stall=20000, polish_every=50_000)
    else:
        config = AnnealConfig(SCHEDULES["5x5-hot"], mutation_p=1.0, max_stall=20000, polish_every=50_000)
    if rules is not None and max(get_rules(rules).points) <= 1:
        config = replace(config, schedule=replace(config.schedule, t0=config.schedule.t0 / 3))
    return config


@dataclass(frozen=True)
class Improvement:
    """A new overall best: the generation (iteration) it was found at, its score and board.

    ``reign`` is how many generations it stayed the best (until the next
    improvement or the end of the run).
    """

    generation: int
    score: int
    board: str
    reign: int = 0


@dataclass(frozen=True)
class AnnealResult:
    best_board: str          # canonical orientation
    best_score: int
    improvements: tuple[Improvement, ...]
    generations: int
    evaluations: int         # boards scored, including the polish steps
    restarts: int
    seconds: float
    seed: int
    searched: int = 0        # boards actually searched (evaluations less the score memo's hits)


def parse_letter_set(text: str, language: str | Language | None = None) -> np.ndarray:
    """``'aeinrst'`` -> sorted distinct letter codes as int8.

    Letters of ``language`` (English by default, where ``q`` is the Qu cell and
    ``qu`` may be typed for it); characters the language folds count as their
    letters (German ``ß`` -> ``s``). Raises ValueError naming the bad characters.
    """
    lang = get_language(language)
    raw = "".join(str(text).split())
    if not raw:
        raise AnnealConfigError(AnnealProblem.LETTERS_EMPTY)
    raw = lang.fold_text(raw) if not lang.is_english else raw.lower()
    if lang.qu_cell:
        raw = raw.replace("qu", "q")
    bad = sorted({ch for ch in raw if ch not in lang.letters})
    if bad:
        shown = " ".join(map(repr, bad))
        if lang.is_english:
            raise AnnealConfigError(AnnealProblem.LETTERS_BAD, characters=shown, text=str(text),
                                    letters=lang.describe_letters())
        raise AnnealConfigError(AnnealProblem.LETTERS_BAD_LANGUAGE, characters=shown, text=str(text),
                                letters=lang.describe_letters(), language=lang.name)
    return np.array(sorted({LETTER_CODE[ch] for ch in raw}), np.int8)


#: Draw-table slots per letter under frequency weighting (the table is this many times the alphabet).
_DRAW_SLOTS = 8


def letter_draw_table(wordlist, letters: np.ndarray) -> np.ndarray:
    """The table random letters are drawn from, weighted by the square root of each letter's
    frequency in ``wordlist``'s words (every letter keeps at least one slot).

    Deterministic for a list: a letter that words use often is proposed more often than
    one they hardly use, without starving rare letters. The square root keeps the
    weighting mild (docs/algorithms.md, "Searching for high-scoring boards").
    """
    text = "".join(wordlist.words).encode("latin-1")
    counts = np.zeros(256, np.int64)
    if text:
        counts += np.bincount(np.frombuffer(text, np.uint8), minlength=256)
    code_counts = np.array([counts[LETTERS[c].encode("latin-1")[0]] for c in letters], np.float64)
    weight = np.sqrt(code_counts + 1.0)
    slots = np.maximum(1, np.rint(weight / weight.sum() * _DRAW_SLOTS * len(letters))).astype(np.int64)
    return np.repeat(np.asarray(letters, np.int8), slots)


def _letters_and_draw(solver: Solver, language: Language, letters: str | None,
                      mode: str) -> tuple[np.ndarray, np.ndarray]:
    """The allowed letter codes and the table random letters are drawn from (see ``AnnealConfig.letter_draw``)."""
    if letters is not None:
        allowed = parse_letter_set(letters, language)
        return allowed, allowed
    allowed = language.letter_codes
    if mode == "uniform" or (mode == "auto" and language.is_english):
        return allowed, allowed
    return allowed, letter_draw_table(solver.wordlist, allowed)


def _seed_state(seed: int) -> np.ndarray:
    """splitmix64 of the seed, as a non-zero int64 xorshift state."""
    z = (int(seed) + 0x9E3779B97F4A7C15) & 0xFFFFFFFFFFFFFFFF
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & 0xFFFFFFFFFFFFFFFF
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & 0xFFFFFFFFFFFFFFFF
    z ^= z >> 31
    z = z or 0x2545F4914F6CDD1D
    return np.array([z - (1 << 64) if z >= 1 << 63 else z], np.int64)


def _new_seed() -> int:
    return int.from_bytes(os.urandom(4), "little")


#: Seconds one chunk of :meth:`Annealer.run` aims to take: time limits and stops are looked at between chunks.
RUN_SLICE = 0.2
_FIRST_CHUNK = 200
_CHUNK_RANGE = (50, 200_000)


def next_chunk(iterations: int, took: float, target: float) -> int:
    """Iterations for the next chunk of a run whose last chunk of ``iterations`` took ``took``
    seconds, aiming at ``target`` seconds. It grows or shrinks at most 2x a chunk: a random
    start scores much faster than the good boards the walk soon stands on."""
    factor = min(max(target / took, 0.5), 2.0) if took > 0 else 2.0
    return int(min(max(iterations * factor, _CHUNK_RANGE[0]), _CHUNK_RANGE[1]))


class Annealer:
    """A simulated annealing run that advances in chunks (see the module docstring).

    Parameters
    ----------
    solver : Solver
        Supplies the word list and the scoring rules.
    size : str, tuple or Geometry
        Board size, such as ``"44"``.
    seed : int, optional
        Same seed, same parameters: same run. A random seed is drawn (and kept in
        ``self.seed``) when omitted.
    config : AnnealConfig, optional
        Defaults to :func:`default_config` for the size.
    dice : str or DiceSet, optional
        Keep every board rollable with this dice set.
    letters : str, optional
        Use only these letters (not together with ``dice``).
    initial_board : str, optional
        Start here instead of at a random board (not with ``dice``).
    """

    def __init__(self, solver: Solver, size, seed: int | None = None, config: AnnealConfig | None = None,
                 dice: str | DiceSet | None = None, letters: str | None = None, initial_board: str | None = None):
        self.geometry: Geometry = parse_size(size)
        n = self.geometry.ncells
        self.solver = solver
        self.config = config or default_config(self.geometry)
        self.seed = _new_seed() if seed is None else int(seed)
        self.dice_set: DiceSet | None = None
        if dice is not None and letters is not None:
            raise ValueError("use either a dice set or a letter set, not both")
        if dice is not None:
            self.dice_set = get_dice_set(dice)
            if (self.dice_set.width, self.dice_set.height) != (self.geometry.width, self.geometry.height):
                raise ValueError(f"dice set {self.dice_set.key!r} is for {self.dice_set.geometry.name} boards, "
                                 f"not {self.geometry.name}")
            if self.dice_set.language != solver.wordlist.language:
                raise ValueError(f"dice set {self.dice_set.key!r} has {get_language(self.dice_set.language).name} "
                                 f"faces but the word list is read in {solver.wordlist.language_value.name}")
            if initial_board is not None:
                raise ValueError("a starting board cannot be combined with a dice constraint")
            self._faces = np.ascontiguousarray(self.dice_set.faces_array(), np.int8)
        else:
            self._faces = np.zeros((0, 6), np.int8)
        #: The language of the word list: its letters are the ones boards may show.
        self.language: Language = solver.wordlist.language_value
        self.letter_set, self._draw = _letters_and_draw(solver, self.language, letters, self.config.letter_draw)
        self._par = self.config._params()
        self._memo = K.new_memo(self.config.memo_bits, n)
        self._elite = (np.zeros((self.config.elite, n), np.int8), np.zeros((self.config.elite, n), np.int32),
                       np.zeros(self.config.elite, np.int64))
        self._nodes = solver.wordlist.kernel_nodes(solver.rules)
        self._mark = np.zeros(solver.wordlist.nnodes, np.uint32)
        self._rng = _seed_state(self.seed)
        self._st = K.new_state(solver.search_budget)
        self._window = (np.zeros(n, np.int8), np.zeros(n, np.int32))
        self._cur = np.zeros(n, np.int8)
        self._cur_dice = np.zeros(n, np.int32)
        if initial_board is not None:
            geom, b = parse_board(initial_board, self.geometry)
            self._cur[:] = string_to_letters(b)
            if letters is not None and not np.isin(self._cur, self.letter_set).all():
                raise ValueError(f"starting board {b!r} uses letters outside the letter set")
        else:
            K.random_board(self._cur, self._cur_dice, self._faces, self._draw, self._rng)
        # Two-letter and blank faces (superbig dice) take the face-aware search; the rest the plain one.
        self._face_table = FACE_TABLE if has_faces(self._faces) or has_faces(self._cur) else None
        score = K.score_board(self._cur, self._face_table, self.geometry.neighbours, self.geometry.degree, self._nodes,
                              self._mark, self._st, self._memo)
        self._check_budget()
        self._st[K.CUR] = self._st[K.BEST] = self._st[K.RUN_BEST] = score
        self._run_best = self._cur.copy()
        self._run_best_dice = self._cur_dice.copy()
        self._best = self._cur.copy()
        self._best_dice = self._cur_dice.copy()
        self._imp_gen = np.zeros(64, np.int64)
        self._imp_score = np.zeros(64, np.int32)
        self._imp_board = np.zeros((64, n), np.int8)
        self._improvements: list[Improvement] = [Improvement(0, int(score), self._canon(self._cur))]
        if self.config.replicas > 1:
            # Parallel tempering: walk 0 (the coldest) starts at the first board, the others at random boards.
            r = self.config.replicas
            self._temps = self.config.replica_temperatures()
            self._reps = np.zeros((r, n), np.int8)
            self._reps_dice = np.zeros((r, n), np.int32)
            self._rep_score = np.zeros(r, np.int64)
            self._reps[0], self._reps_dice[0], self._rep_score[0] = self._cur, self._cur_dice, score
            for k in range(1, r):
                K.random_board(self._reps[k], self._reps_dice[k], self._faces, self._draw, self._rng)
                self._rep_score[k] = K.score_board(self._reps[k], self._face_table, self.geometry.neighbours,
                                                   self.geometry.degree, self._nodes, self._mark, self._st, self._memo)
                self._check_budget()
            self._cur, self._cur_dice = self._reps[0], self._reps_dice[0]  # views: the coldest walk
        self.seconds = 0.0
        self.last_acceptance = 0.0

    # -- state ------------------------------------------------------------
    def _check_budget(self) -> None:
        """Raise :class:`~core.engine.solver.SearchBudgetError` if a board's search passed the
        budget (the kernels stop at once and keep the board, packed, in the state)."""
        if not self._st[K.OVER]:
            return
        packed = self._st[K.OVER_BOARD:K.OVER_BOARD + K.OVER_WORDS]
        n = self.geometry.ncells
        codes = np.zeros(n, np.int8)
        for i in range(n):
            w, first = divmod(i, K.MEMO_CELLS)
            in_word = min(n - w * K.MEMO_CELLS, K.MEMO_CELLS)   # cells packed in slot w, the first highest
            codes[i] = (int(packed[w]) >> (6 * (in_word - 1 - first))) & 63
        raise self.solver.budget_error(letters_to_string(codes))

    def _canon(self, letters) -> str:
        return canonical_board(letters_to_string(letters), self.geometry)

    @property
    def generation(self) -> int:
        return int(self._st[K.GEN])

    @property
    def evaluations(self) -> int:
        return int(self._st[K.EVALS])

    @property
    def searched(self) -> int:
        """Boards actually searched: :attr:`evaluations` less the score memo's hits."""
        return int(self._st[K.SEARCHED])

    @property
    def elite(self) -> tuple[tuple[int, str], ...]:
        """The elite pool: (score, board as found) of the best polished boards, best first."""
        boards, _, scores = self._elite
        m = int(self._st[K.ELITE_N])
        order = sorted(range(m), key=lambda e: -int(scores[e]))
        return tuple((int(scores[e]), letters_to_string(boards[e])) for e in order)

    @property
    def restarts(self) -> int:
        return int(self._st[K.RESTARTS])

    @property
    def current_score(self) -> int:
        return int(self._st[K.CUR])

    @property
    def best_score(self) -> int:
        return int(self._st[K.BEST])

    @property
    def current_board(self) -> str:
        """The board the walk stands on, as oriented during the search."""
        return letters_to_string(self._cur)

    @property
    def best_board(self) -> str:
        """The best board so far, canonical orientation."""
        return self._improvements[-1].board

    @property
    def current_dice(self) -> np.ndarray | None:
        """Under a dice constraint, the die (index into the set) in each cell of the current board."""
        return self._cur_dice.copy() if self.dice_set is not None else None

    @property
    def best_dice(self) -> np.ndarray | None:
        """Under a dice constraint, the die (index into the set) in each cell of the best board as found."""
        return self._best_dice.copy() if self.dice_set is not None else None

    @property
    def temperature(self) -> float:
        """The walk's temperature now (under parallel tempering, the coldest walk's)."""
        if self.config.replicas > 1:
            return float(self._temps[0])
        return float(K.temperature(self._par, self.generation - int(self._st[K.RUN_START])))

    @property
    def improvements(self) -> tuple[Improvement, ...]:
        """Every new best so far, with reigns up to the current generation."""
        imps = self._improvements
        out = []
        for i, imp in enumerate(imps):
            end = imps[i + 1].generation if i + 1 < len(imps) else self.generation
            out.append(replace(imp, reign=end - imp.generation))
        return tuple(out)

    # -- running ----------------------------------------------------------
    def step(self, iterations: int) -> list[Improvement]:
        """Run ``iterations`` more iterations; returns the new bests found (reign not yet known)."""
        if iterations < 0:
            raise ValueError(f"iterations must be >= 0, got {iterations}")
        self._check_budget()  # a run stopped by a board over its budget stays stopped
        geom = self.geometry
        new: list[Improvement] = []
        left = int(iterations)
        t = time.perf_counter()
        acc0 = int(self._st[K.ACCEPTED])
        gen0 = self.generation
        while left > 0:
            if self.config.replicas > 1:
                done, nimp = K.tempering_chunk(
                    self._reps, self._reps_dice, self._rep_score, self._temps, self._best, self._best_dice,
                    self._faces, self._draw, self._par, self._st, self._rng, self._face_table, geom.neighbours,
                    geom.degree, self._nodes, self._mark, self._memo, left, self._imp_gen, self._imp_score,
                    self._imp_board)
            else:
                done, nimp = K.anneal_chunk(
                    self._cur, self._cur_dice, self._run_best, self._run_best_dice, self._best, self._best_dice,
                    self._faces, self.letter_set, self._draw, self._par, self._st, self._rng,
                    self._face_table, geom.neighbours, geom.degree, self._nodes, self._mark, self._memo,
                    self._elite, self._window, left, self._imp_gen, self._imp_score, self._imp_board)
            left -= done
            for k in range(nimp):
                new.append(Improvement(int(self._imp_gen[k]), int(self._imp_score[k]),
                                       self._canon(self._imp_board[k])))
            if self._st[K.OVER]:
                self._improvements.extend(new)
                self._check_budget()
        self.seconds += time.perf_counter() - t
        if self.generation > gen0:
            self.last_acceptance = (int(self._st[K.ACCEPTED]) - acc0) / (self.generation - gen0)
        self._improvements.extend(new)
        return new

    def run(self, iterations: int | None = None, seconds: float | None = None, chunk: int | None = None,
            callback: Callable[[Annealer, list[Improvement]], None] | None = None,
            should_stop: Callable[[], bool] | None = None) -> AnnealResult:
        """Run until ``iterations`` more iterations or ``seconds`` have passed (or ``should_stop()``).

        The kernel runs in chunks of ``chunk`` iterations; by default each chunk is sized to
        take about :data:`RUN_SLICE` seconds at the speed measured so far, so the time limit,
        ``should_stop`` and Ctrl-C take effect within a fraction of a second on every board
        size (a polish, which is one iteration, can take longer). ``callback(self,
        new_improvements)`` is called after every chunk. The chunks change no result.
        """
        if iterations is None and seconds is None:
            raise ValueError("give a number of iterations or of seconds")
        start = time.perf_counter()
        target = None if iterations is None else self.generation + int(iterations)
        size = chunk or _FIRST_CHUNK
        while True:
            if target is not None and self.generation >= target:
                break
            if seconds is not None and time.perf_counter() - start >= seconds:
                break
            if should_stop is not None and should_stop():
                break
            n = size if target is None else min(size, target - self.generation)
            t = time.perf_counter()
            new = self.step(n)
            if chunk is None:
                size = next_chunk(n, time.perf_counter() - t, RUN_SLICE)
            if callback is not None:
                callback(self, new)
        return self.result()

    def result(self) -> AnnealResult:
        return AnnealResult(self.best_board, self.best_score, self.improvements, self.generation,
                            self.evaluations, self.restarts, self.seconds, self.seed, self.searched)


def anneal(solver: Solver, size, *, seed: int | None = None, iterations: int | None = None,
           seconds: float | None = None, config: AnnealConfig | None = None, dice=None, letters=None,
           callback=None, should_stop=None) -> AnnealResult:
    """Simulated annealing in one call; see :class:`Annealer` for the parameters."""
    annealer = Annealer(solver, size, seed=seed, config=config, dice=dice, letters=letters)
    return annealer.run(iterations=iterations, seconds=seconds, callback=callback, should_stop=should_stop)


# -- hill climbing with a pool ---------------------------------------------

def _neighbourhood(board: np.ndarray, allowed: np.ndarray, pairs: np.ndarray) -> np.ndarray:
    """The board, every one-cell change to an allowed letter, and every swap of two different letters."""
    n = board.shape[0]
    grid = np.repeat(board[None, :], n * len(allowed), axis=0).reshape(n, len(allowed), n)
    cells = np.arange(n)
    grid[cells, :, cells] = allowed[None, :]
    singles = grid.reshape(-1, n)
    singles = singles[(singles != board).any(axis=1)]
    differ = board[pairs[:, 0]] != board[pairs[:, 1]]
    p = pairs[differ]
    swaps = np.repeat(board[None, :], len(p), axis=0)
    rows = np.arange(len(p))
    swaps[rows, p[:, 0]] = board[p[:, 1]]
    swaps[rows, p[:, 1]] = board[p[:, 0]]
    return np.concatenate([board[None, :], singles, swaps])


@dataclass(frozen=True)
class HillClimbResult:
    best_board: str
    best_score: int
    pool: tuple[tuple[int, str], ...]       # (score, canonical board), best first
    improvements: tuple[Improvement, ...]   # generation = iteration of the climb
    iterations: int
    evaluations: int
    seconds: float
    seed: int
    converged: bool                         # False when stopped early


#: Boards scored per call while hill climbing: a time limit or a stop takes effect within one
#: batch (about 0.1 s on 4x4, 0.5 s on 6x6), and only one batch of neighbourhoods is built at a time.
CLIMB_BATCH = 16_384


def hill_climb(solver: Solver, size, *, pool_size: int = 250, seed: int | None = None, letters: str | None = None,
               max_iterations: int | None = None, seconds: float | None = None, threads: int = 1,
               callback: Callable[[int, int, str], None] | None = None,
               should_stop: Callable[[], bool] | None = None) -> HillClimbResult:
    """Hill climbing with a pool of the best ``pool_size`` distinct boards.

    Each iteration scores (in batches with :meth:`Solver.score_many`) every
    one-cell change and every swap of every pool board, deduplicated by
    canonical orientation, and keeps the best ``pool_size`` boards by (score
    descending, board ascending). Stops when the pool no longer changes, after
    ``max_iterations`` or ``seconds``, or when ``should_stop()``: the time limit and
    ``should_stop`` are honoured within an iteration too (between batches of
    :data:`CLIMB_BATCH` boards), the stopped iteration keeping what it scored.
    ``callback(iteration, best_score, best_board)`` runs once the starting pool is
    scored (iteration 0) and after every iteration.
    """
    geom = parse_size(size)
    if pool_size < 1:
        raise ValueError(f"pool size must be >= 1, got {pool_size}")
    seed = _new_seed() if seed is None else int(seed)
    allowed, draw = _letters_and_draw(solver, solver.wordlist.language_value, letters, "auto")
    rng = np.random.default_rng(seed)
    start = time.perf_counter()

    def stopped() -> bool:
        return ((seconds is not None and time.perf_counter() - start >= seconds)
                or (should_stop is not None and bool(should_stop())))

    n = geom.ncells
    pairs = np.array([(a, b) for a in range(n) for b in range(a + 1, n)], np.int64).reshape(-1, 2)
    boards = canonical_rows(draw[rng.integers(0, len(draw), size=(pool_size, n))], geom)
    scores = solver.score_many(boards, geom, threads=threads)
    evaluations = len(boards)
    pool, pool_scores = best_rows(boards, scores, pool_size)
    # Scored neighbourhoods of the pool's boards, kept while a board stays in the pool.
    cache: dict[bytes, tuple[np.ndarray, np.ndarray]] = {}
    improvements = [Improvement(0, int(pool_scores[0]), letters_to_string(pool[0]))]
    if callback is not None:
        callback(0, int(pool_scores[0]), letters_to_string(pool[0]))
    iteration = 0
    converged = False
    while True:
        if max_iterations is not None and iteration >= max_iterations:
            break
        if stopped():
            break
        iteration += 1
        # The pool itself stays a candidate, whether or not its neighbourhoods get scored.
        parts_b, parts_s = [pool], [pool_scores]
        fresh = []
        for row in pool:
            key = row.tobytes()
            if key in cache:
                b, s = cache[key]
                parts_b.append(b)
                parts_s.append(s)
            else:
                fresh.append(row)
        interrupted = False
        while fresh and not interrupted:
            batch, rows = [], 0
            while fresh and rows < CLIMB_BATCH:
                row = fresh.pop()
                batch.append((row.tobytes(), canonical_rows(_neighbourhood(row, allowed, pairs), geom)))
                rows += len(batch[-1][1])
            allb = np.concatenate([b for _, b in batch])
            try:
                alls = solver.score_many(allb, geom, threads=threads, stop=stopped)
            except Cancelled:
                interrupted = True   # this batch is dropped; the iteration keeps what it scored
                break
            evaluations += len(allb)
            pos = 0
            for key, b in batch:
                s = alls[pos:pos + len(b)]
                pos += len(b)
                cache[key] = (b, s)
                parts_b.append(b)
                parts_s.append(s)
            interrupted = bool(fresh) and stopped()
        new_pool, new_scores = best_rows(np.concatenate(parts_b), np.concatenate(parts_s), pool_size)
        keep = {row.tobytes() for row in new_pool}
        for key in [k for k in cache if k not in keep]:
            del cache[key]
        if new_scores[0] > improvements[-1].score:
            improvements.append(Improvement(iteration, int(new_scores[0]), letters_to_string(new_pool[0])))
        unchanged = new_pool.shape == pool.shape and np.array_equal(new_pool, pool)
        pool, pool_scores = new_pool, new_scores
        if callback is not None:
            callback(iteration, int(pool_scores[0]), letters_to_string(pool[0]))
        if interrupted:
            break
        if unchanged:
            converged = True
            break
    imps = tuple(replace(imp, reign=(improvements[i + 1].generation if i + 1 < len(improvements) else iteration)
                         - imp.generation) for i, imp in enumerate(improvements))
    return HillClimbResult(letters_to_string(pool[0]), int(pool_scores[0]),
                           tuple((int(s), letters_to_string(b)) for s, b in zip(pool_scores, pool)),
                           imps, iteration, evaluations, time.perf_counter() - start, seed, converged)
