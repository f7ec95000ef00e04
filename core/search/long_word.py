"""The best boards that hold one long word: every word of a length laid along every path.

A board holding a word of N letters that fills every cell spells the word along a
Hamiltonian path (a path through every cell, each step to a neighbour). So the best such
board is found exhaustively: for each word of N letters, lay it along each path of as many
cells as the word needs (``q`` is the one Qu cell, so a 17-letter word with ``qu`` fills 16
cells), fill the cells the path misses with every combination of letters, and score every
board with the solver. The 8 symmetries of a square board (4 of a rectangle) map paths to
paths and boards to boards of the same score, so only one path of each orbit is walked:
on 4x4 the 343,184 directed Hamiltonian paths fall into 42,898 orbits.

Words that need fewer cells than the board (N shorter than the board, or a word whose
``qu`` saves a cell) leave cells free; ``max_free`` says how many a word may leave
(by default the board's cells minus N, so a 4x4 search for 16 letters takes only the
words that fill all 16 cells). Each free cell multiplies the boards by the alphabet.

Results are canonical boards (:func:`core.engine.board.canonical_board`), best first
(ties: board text), each with the long word it was built from (the smallest, if several).

Example
-------
>>> from core.engine import load_wordlist, Solver
>>> from core.search.long_word import long_word_search
>>> result = long_word_search(Solver(load_wordlist()), "44", 16)   # doctest: +SKIP
>>> result.best                                                   # doctest: +SKIP
"""
from __future__ import annotations

import itertools
import time
from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from ..engine.board import Geometry, letters_to_string, parse_size
from ..engine.boards_found import canonical_rows
from ..engine.cancel import Cancelled
from ..engine.language import LETTER_CODE
from ..engine.solver import Solver
from . import _long_word_kernels as K

__all__ = [
    "LongWordBoard", "LongWordProgress", "LongWordResult", "long_word_search", "long_words",
    "path_orbits", "MAX_CELLS", "MAX_FREE_CELLS", "MAX_TOP",
]

#: Largest board searched: 4x4 has 343,184 directed Hamiltonian paths; 5x5 has too many to walk.
MAX_CELLS = 16
#: Most cells a word may leave free: each multiplies the boards by the alphabet (26 in English).
MAX_FREE_CELLS = 2
#: Most boards a search reports.
MAX_TOP = 1000
#: Boards built and scored per batch: progress, a stop and Ctrl-C take effect between batches
#: (and between the solver's chunks). 262,144 boards: 4 MB, a few seconds of scoring on 4x4.
BATCH_BOARDS = 1 << 18
# Paths collected by the first call of the path kernel; a larger count is collected by a second call.
_FIRST_PATH_CAP = 1 << 16


@dataclass(frozen=True)
class LongWordBoard:
    """One board found: canonical board string, its score, and the long word it was built from."""

    board: str
    score: int
    word: str


@dataclass(frozen=True)
class LongWordProgress:
    """Where a search stands after a batch.

    Attributes
    ----------
    words_done, words_total : int
        Long words whose boards are all scored, and all the search has.
    boards_done, boards_total : int
        Boards scored, and all the search scores.
    seconds : float
    best : LongWordBoard or None
    """

    words_done: int
    words_total: int
    boards_done: int
    boards_total: int
    seconds: float
    best: LongWordBoard | None


@dataclass(frozen=True)
class LongWordResult:
    """What a search found.

    Attributes
    ----------
    geometry : Geometry
    length : int
        Letters of the long words (``qu`` counts two).
    max_free : int
        Most cells a word could leave free.
    top : tuple of LongWordBoard
        The best distinct boards, best first (ties: board text).
    words : tuple of str
        The long words searched (as spelled, with ``qu``).
    paths : dict of int to int
        Per cell count of a word, the paths walked (one per symmetry orbit).
    boards_done, boards_total : int
        Boards scored, and all the search would score.
    complete : bool
        False when the search was stopped: ``top`` then covers the boards scored.
    seconds : float
    """

    geometry: Geometry
    length: int
    max_free: int
    top: tuple[LongWordBoard, ...]
    words: tuple[str, ...]
    paths: dict[int, int]
    boards_done: int
    boards_total: int
    complete: bool
    seconds: float

    @property
    def best(self) -> LongWordBoard | None:
        """The best board, or None if no board was scored."""
        return self.top[0] if self.top else None


def _check_geometry(size) -> Geometry:
    geom = parse_size(size)
    if geom.ncells > MAX_CELLS:
        raise ValueError(f"long-word searches boards of at most {MAX_CELLS} cells (3x3, 3x4, 4x4), not {geom.name}: "
                         f"larger boards have far too many paths through every cell to walk")
    return geom


def path_orbits(size, cells: int) -> np.ndarray:
    """One directed simple path of ``cells`` cells from each orbit under the board's symmetries.

    Parameters
    ----------
    size : str, tuple or Geometry
        At most :data:`MAX_CELLS` cells.
    cells : int
        Cells of each path, 1 to the board's cells (all of them: the Hamiltonian paths).

    Returns
    -------
    ndarray of int8, shape (npaths, cells)
        The smallest member of each orbit, in lexicographic order.
    """
    geom = _check_geometry(size)
    if not 1 <= cells <= geom.ncells:
        raise ValueError(f"a path on {geom.name} has 1 to {geom.ncells} cells, not {cells}")
    out = np.empty((_FIRST_PATH_CAP, cells), np.int8)
    total = K.simple_paths(geom.neighbours, geom.degree, cells, out)
    if total > len(out):
        out = np.empty((total, cells), np.int8)
        K.simple_paths(geom.neighbours, geom.degree, cells, out)
    paths = out[:total]
    keep = np.empty(total, np.bool_)
    K.smallest_images(paths, geom.symmetries, keep)
    return np.ascontiguousarray(paths[keep])


def long_words(wordlist, size, length: int, max_free: int | None = None) -> list[str]:
    """The words of ``wordlist`` with ``length`` letters that a board of ``size`` can hold along one
    path leaving at most ``max_free`` cells free (default: the board's cells minus ``length``, at
    least 0), as spelled (with ``qu``), in list order."""
    geom = parse_size(size)
    max_free = _check_free(geom, length, max_free)
    qu_cell = wordlist.language_value.qu_cell
    found = []
    for word in wordlist.words:
        if len(word) == length:
            cells = len(word.replace("qu", "q")) if qu_cell else len(word)
            if geom.ncells - max_free <= cells <= geom.ncells:
                found.append(word)
    return found


def _check_free(geom: Geometry, length: int, max_free: int | None) -> int:
    most = min(MAX_FREE_CELLS, geom.ncells - 1)
    if max_free is None:
        max_free = max(0, geom.ncells - length)
        if max_free > most:
            raise ValueError(f"a word of {length} letters leaves {max_free} cells of a {geom.name} board free, and "
                             f"at most {most} can be filled (each multiplies the boards to score by the alphabet): "
                             f"ask for {geom.ncells - most} letters or more")
    elif not 0 <= max_free <= most:
        raise ValueError(f"free cells must be 0 to {most}, not {max_free}: each free cell multiplies the boards "
                         f"to score by the alphabet")
    return max_free


class _Top:
    """The best ``limit`` distinct boards seen: canonical board -> (score, smallest word)."""

    def __init__(self, geom: Geometry, limit: int):
        self.geom, self.limit = geom, limit
        self.found: dict[str, tuple[int, str]] = {}

    def threshold(self) -> int | None:
        """Score a board needs to enter (ties enter too: the board text decides), or None while not full."""
        if len(self.found) < self.limit:
            return None
        return self.sorted()[-1].score

    def add(self, boards: np.ndarray, scores: np.ndarray, words: list[str], word_of_row: np.ndarray) -> None:
        threshold = self.threshold()
        rows = np.flatnonzero(scores >= threshold) if threshold is not None else np.arange(len(scores))
        rows = rows[np.argsort(-scores[rows], kind="stable")]
        step = max(64, self.limit)
        for a in range(0, len(rows), step):
            chunk = rows[a:a + step]
            threshold = self.threshold()
            if threshold is not None and scores[chunk[0]] < threshold:
                break
            for row, r in zip(canonical_rows(boards[chunk], self.geom), chunk):
                board, score, word = letters_to_string(row), int(scores[r]), words[word_of_row[r]]
                old = self.found.get(board)
                if old is None or word < old[1]:
                    self.found[board] = (score, word)
            self._trim()

    def _trim(self) -> None:
        if len(self.found) > self.limit:
            self.found = {b.board: (b.score, b.word) for b in self.sorted()[:self.limit]}

    def sorted(self) -> list[LongWordBoard]:
        return sorted((LongWordBoard(b, s, w) for b, (s, w) in self.found.items()), key=lambda b: (-b.score, b.board))


@dataclass(frozen=True)
class _Group:
    """Words of one cell count, the paths they are laid along, and the cells those paths miss."""

    words: list[str]
    forms: np.ndarray      # int8 (nwords, cells)
    paths: np.ndarray      # int8 (npaths, cells)
    free: np.ndarray       # int8 (npaths, nfree)
    fills: np.ndarray      # int8 (nfills, nfree)

    @property
    def per_word(self) -> int:
        return len(self.paths) * len(self.fills)

    @property
    def boards(self) -> int:
        return len(self.words) * self.per_word


def _groups(words: list[str], geom: Geometry, qu_cell: bool, fill_codes: np.ndarray) -> list[_Group]:
    forms: dict[int, list[str]] = {}
    for word in words:
        form = word.replace("qu", "q") if qu_cell else word
        forms.setdefault(len(form), []).append(word)
    groups = []
    for cells in sorted(forms, reverse=True):
        group_words = forms[cells]
        codes = np.array([[LETTER_CODE[ch] for ch in (w.replace("qu", "q") if qu_cell else w)] for w in group_words],
                         np.int8)
        paths = path_orbits(geom, cells)
        missed = np.ones((len(paths), geom.ncells), bool)
        missed[np.arange(len(paths))[:, None], paths] = False
        nfree = geom.ncells - cells
        free = np.nonzero(missed)[1].reshape(len(paths), nfree).astype(np.int8)
        fills = np.array(list(itertools.product(fill_codes, repeat=nfree)), np.int8).reshape(
            len(fill_codes) ** nfree, nfree)
        groups.append(_Group(group_words, codes, paths, free, fills))
    return groups


def _fill_codes(language, letters: str | None) -> np.ndarray:
    if letters is None:
        return np.asarray(language.letter_codes, np.int8)
    bad = sorted(set(letters) - set(language.letters))
    if bad or not letters:
        raise ValueError(f"fill letters must be letters of {language.name} ({language.letters}); "
                         + (f"not {''.join(bad)!r}" if bad else "none given"))
    return np.array(sorted({LETTER_CODE[ch] for ch in letters}), np.int8)


def long_word_search(solver: Solver, size, length: int, *, max_free: int | None = None, top: int = 10,
                     letters: str | None = None, threads: int = 1,
                     callback: Callable[[LongWordProgress], None] | None = None,
                     should_stop: Callable[[], bool] | None = None) -> LongWordResult:
    """The best boards of ``size`` that hold a word of ``length`` letters along one path.

    Parameters
    ----------
    solver : Solver
        Its word list supplies the long words; its rules score the boards.
    size : str, tuple or Geometry
        At most :data:`MAX_CELLS` cells (3x3, 3x4, 4x4).
    length : int
        Letters of the long word (``qu`` counts two).
    max_free : int, optional
        Most cells the word may leave free, 0 to :data:`MAX_FREE_CELLS` (default: the
        board's cells minus ``length``, at least 0). Free cells are filled with every
        combination of letters.
    top : int
        Distinct boards to keep, 1 to :data:`MAX_TOP`.
    letters : str, optional
        Letters free cells may take (default: every letter of the list's language).
    threads : int
        Scoring threads (0: all cores).
    callback : callable, optional
        Called with a :class:`LongWordProgress` after each batch of boards.
    should_stop : callable, optional
        Asked between batches and the solver's chunks; True stops the search, which then
        returns what the boards scored so far hold (``complete`` False).

    Returns
    -------
    LongWordResult

    Raises
    ------
    ValueError
        For a board too large, a length the rules do not score, bad free cells or letters.
    """
    geom = _check_geometry(size)
    language = solver.wordlist.language_value
    if not 1 <= length <= 2 * geom.ncells:
        raise ValueError(f"the long word's length must be 1 to {2 * geom.ncells} letters on {geom.name}, not {length}")
    if length < solver.rules.min_length:
        raise ValueError(f"words of {length} letters score nothing under the rules {solver.rules.name!r} "
                         f"(words need {solver.rules.min_length}+ letters)")
    if not 1 <= top <= MAX_TOP:
        raise ValueError(f"top must be 1 to {MAX_TOP}, not {top}")
    max_free = _check_free(geom, length, max_free)
    fill_codes = _fill_codes(language, letters)
    words = long_words(solver.wordlist, geom, length, max_free)
    groups = _groups(words, geom, language.qu_cell, fill_codes)
    boards_total = sum(g.boards for g in groups)
    best = _Top(geom, top)
    started = time.monotonic()
    done = words_done = 0
    complete = True
    try:
        for group in groups:
            for first in range(0, group.boards, BATCH_BOARDS):
                if should_stop is not None and should_stop():
                    raise Cancelled()
                rows = min(BATCH_BOARDS, group.boards - first)
                boards = np.empty((rows, geom.ncells), np.int8)
                K.place_words(group.forms, group.paths, group.free, group.fills, first, boards)
                scores = solver.score_many(boards, geom, threads=threads, stop=should_stop)
                word_of_row = (first + np.arange(rows)) // group.per_word
                best.add(boards, scores, group.words, word_of_row)
                done += rows
                if callback is not None:
                    ranked = best.sorted()
                    callback(LongWordProgress(words_done + (first + rows) // group.per_word, len(words), done,
                                              boards_total, time.monotonic() - started, ranked[0] if ranked else None))
            words_done += len(group.words)
    except Cancelled:
        complete = False
    return LongWordResult(geom, length, max_free, tuple(best.sorted()), tuple(words),
                          {len(g.forms[0]): len(g.paths) for g in groups}, done, boards_total, complete,
                          time.monotonic() - started)
