"""Scoring boards: one board with all its words and paths, or many boards fast.

Example
-------
>>> from core.engine import load_wordlist, Solver
>>> solver = Solver(load_wordlist())            # doctest: +SKIP
>>> solver.score("perslatgsineters")             # doctest: +SKIP
"""
from __future__ import annotations

import itertools
import os
import threading
from collections.abc import Callable
from concurrent.futures import FIRST_EXCEPTION, ThreadPoolExecutor, wait
from dataclasses import dataclass

import numpy as np

from . import _solver_kernels as K
from ._solver_kernels import SEARCH_BUDGET
from .board import (
    BLANK,
    FACE_TABLE,
    FIRST_FACE,
    LETTERS,
    Geometry,
    board_notation,
    letters_to_string,
    parse_board,
    parse_size,
    string_to_letters,
)
from .cancel import Cancelled
from .errors import CodedError, MessageCode
from .rules import DEFAULT_RULES, Rules, get_rules
from .wordlist import WordList

__all__ = ["Solver", "Solution", "FoundWord", "SearchBudgetError", "SolverProblem", "SEARCH_BUDGET", "SCORE_CHUNK"]

#: Boards per kernel call in :meth:`Solver.score_many`: a time limit, a cancel and Ctrl-C take
#: effect between chunks (2,048 boards: about 0.01 s on 4x4, 0.1-0.3 s on 6x6).
SCORE_CHUNK = 2048
#: Seconds between the looks of :meth:`Solver.score_many`'s caller at ``stop`` while threads score.
_STOP_POLL = 0.05

_BAD_CELLS = f"board cells must be letters 0..{len(LETTERS) - 1} or faces {FIRST_FACE}..{BLANK}"


@dataclass(frozen=True)
class FoundWord:
    """A word on a board: its spelling, points and one path of cells that spells it."""

    word: str
    points: int
    path: tuple[int, ...]


@dataclass(frozen=True)
class Solution:
    """Every word of one board (each counted once) and the total score."""

    board: str
    geometry: Geometry
    words: tuple[FoundWord, ...]
    score: int

    def word_set(self) -> set[str]:
        return {w.word for w in self.words}

    def words_through(self, cell: int) -> list[FoundWord]:
        """The words whose path uses ``cell``."""
        return [w for w in self.words if cell in w.path]


class SolverProblem(MessageCode):
    """Why a board has no score (:class:`SearchBudgetError`)."""

    #: ``board`` as users type it (:func:`~core.engine.board.board_notation`).
    SEARCH_BUDGET = ("solver.search_budget", "the search of board {board!r} with word list {wordlist!r} passed its "
                     "budget of {budget:,} steps, so it has no score: the list makes the search explode (many words "
                     "of one letter repeated, say), which no real list does")


class SearchBudgetError(CodedError, ValueError):
    """A board whose search took more steps than its budget allows (:data:`SEARCH_BUDGET`).

    No real list does this: it takes a list built to make the search explode (``aaa``,
    ``aaaa``, ... on a board of ``a``'s). The message names the board and the list.
    """

    def __init__(self, board: str, wordlist: str, budget: int):
        self.board, self.wordlist, self.budget = board, wordlist, budget
        super().__init__(SolverProblem.SEARCH_BUDGET, board=board_notation(board), wordlist=wordlist, budget=budget)


class _MarkPool:
    """Per-thread mark arrays: kernels stamp words in them, so threads never share one."""

    def __init__(self, nnodes: int):
        self._nnodes = nnodes
        self._free: list[tuple[np.ndarray, np.ndarray]] = []
        self._lock = threading.Lock()

    def take(self):
        with self._lock:
            if self._free:
                return self._free.pop()
        return np.zeros(self._nnodes, np.uint32), np.zeros(1, np.int64)

    def give(self, item):
        with self._lock:
            self._free.append(item)


class Solver:
    """Scores boards with one word list and one set of rules.

    Parameters
    ----------
    wordlist : WordList
    rules : Rules or str, optional
        Defaults to the standard 4x4 table with 3+ letters at every size.

    Notes
    -----
    Methods are thread-safe: each call borrows its own mark array. Board strings are
    read in the word list's language (:func:`~core.engine.board.parse_board`).

    Every board's search stops after ``search_budget`` steps (paths extended by one cell;
    real boards take at most a few thousand): a board that needs more raises
    :class:`SearchBudgetError` rather than running for ages on a crafted list.
    """

    def __init__(self, wordlist: WordList, rules: Rules | str = DEFAULT_RULES, search_budget: int = SEARCH_BUDGET):
        self.wordlist = wordlist
        self.rules = get_rules(rules)
        if search_budget < 1:
            raise ValueError(f"search_budget must be at least 1, got {search_budget}")
        self.search_budget = int(search_budget)
        self._nodes = wordlist.kernel_nodes(self.rules)
        self._marks = _MarkPool(wordlist.nnodes)

    def budget_error(self, board: str) -> SearchBudgetError:
        """The error for ``board`` (a board string) whose search passed :attr:`search_budget`."""
        return SearchBudgetError(board, self.wordlist.name, self.search_budget)

    # -- one board --------------------------------------------------------
    def score(self, board: str, size=None) -> int:
        """Total score of one board string."""
        geom, b = parse_board(board, size, self.wordlist.language_value)
        return int(self.score_many(string_to_letters(b)[None, :], geom)[0])

    def solve(self, board: str, size=None) -> Solution:
        """Every word of ``board`` with its points and one path, sorted by word."""
        geom, b = parse_board(board, size, self.wordlist.language_value)
        letters = string_to_letters(b)
        cap = 1024
        mark, run_state = self._marks.take()
        try:
            while True:
                out_word = np.empty(cap, np.int32)
                out_path = np.empty((cap, geom.ncells), np.int8)
                count = K.find_words(letters, FACE_TABLE, geom.neighbours, geom.degree, self._nodes,
                                     self.wordlist.node_word, mark, run_state, out_word, out_path, self.search_budget)
                if count == K.OVER_BUDGET:
                    raise self.budget_error(b)
                if count != K.OUTPUT_FULL:
                    break
                cap *= 4
        finally:
            self._marks.give((mark, run_state))
        words = self.wordlist.words
        found = []
        for k in range(count):
            w = words[out_word[k]]
            path = tuple(int(c) for c in out_path[k] if c >= 0)
            found.append(FoundWord(w, self.rules.points_for(len(w)), path))
        found.sort(key=lambda f: f.word)
        return Solution(b, geom, tuple(found), sum(f.points for f in found))

    # -- many boards ------------------------------------------------------
    def score_many(self, boards: np.ndarray, size, threads: int = 1,
                   stop: Callable[[], bool] | None = None) -> np.ndarray:
        """Scores of many boards without a Python call per board.

        Parameters
        ----------
        boards : ndarray of int8, shape (m, ncells)
            Face codes per cell: letters 0..25 (16 is the Qu cell in English) and the
            extra letters above them (``len(LETTERS)`` in all), or the two-letter and
            blank faces ``FIRST_FACE..BLANK`` of :mod:`core.engine.board`.
            Boards of single letters only take the plain kernel, at full speed.
        size : str, tuple or Geometry
        threads : int
            Worker threads (0 means all cores); the kernel releases the GIL.
        stop : callable, optional
            Asked in the calling thread between chunks of :data:`SCORE_CHUNK` boards (and
            every 0.05 s while threads score); when it returns True the work stops and
            :class:`~core.engine.cancel.Cancelled` is raised. Ctrl-C (KeyboardInterrupt)
            takes effect between chunks too.

        Returns
        -------
        ndarray of int32, shape (m,)

        Raises
        ------
        SearchBudgetError
            If a board's search passed :attr:`search_budget` (a crafted word list).
        Cancelled
            When ``stop`` said so.
        """
        geom = parse_size(size)
        boards = np.ascontiguousarray(boards, dtype=np.int8)
        if boards.ndim != 2 or boards.shape[1] != geom.ncells:
            raise ValueError(f"boards must have shape (m, {geom.ncells}) for {geom.name}, got {boards.shape}")
        faces = None
        if boards.size:
            low, high = int(boards.min()), int(boards.max())
            if high >= FIRST_FACE:
                faces = FACE_TABLE
                bad = (boards < 0) | ((boards >= len(LETTERS)) & (boards < FIRST_FACE)) | (boards > BLANK)
                if bad.any():
                    raise ValueError(_BAD_CELLS)
            elif low < 0 or high >= len(LETTERS):
                raise ValueError(_BAD_CELLS)
        out = np.zeros(len(boards), np.int32)
        nchunks = -(-len(boards) // SCORE_CHUNK)
        threads = min(threads or os.cpu_count() or 1, nchunks)
        chunks = itertools.count()    # the next chunk to score, shared by the threads (next() is atomic)
        halt = threading.Event()      # set when the work stops early: the other threads stop too
        if threads <= 1:
            self._score_chunks(boards, faces, geom, out, chunks, nchunks, halt, stop)
            return out
        with ThreadPoolExecutor(threads) as pool:
            futures = [pool.submit(self._score_chunks, boards, faces, geom, out, chunks, nchunks, halt)
                       for _ in range(threads)]
            try:
                while True:
                    done, running = wait(futures, timeout=_STOP_POLL, return_when=FIRST_EXCEPTION)
                    for f in done:
                        f.result()  # a board over its budget: raise it here
                    if not running:
                        break
                    if stop is not None and stop():
                        raise Cancelled()
            finally:
                halt.set()
        return out

    def _score_chunks(self, boards, faces, geom, out, chunks, nchunks, halt, stop=None):
        """Score chunks taken from ``chunks`` until none is left or ``halt`` is set (``stop``: see
        :meth:`score_many`, given only to the calling thread)."""
        mark, run_state = self._marks.take()
        try:
            for k in chunks:
                if k >= nchunks or halt.is_set():
                    return
                if stop is not None and stop():
                    raise Cancelled()
                a, b = k * SCORE_CHUNK, min(len(boards), (k + 1) * SCORE_CHUNK)
                over = K.score_rows(boards[a:b], faces, geom.neighbours, geom.degree, self._nodes, mark, run_state,
                                    out[a:b], self.search_budget)
                if over != K.ALL_SEARCHED:
                    halt.set()
                    raise self.budget_error(letters_to_string(boards[a + over]))
        finally:
            self._marks.give((mark, run_state))
