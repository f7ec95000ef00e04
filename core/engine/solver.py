"""Scoring boards: one board with all its words and paths, or many boards fast.

Example
-------
>>> from core.engine import load_wordlist, Solver
>>> solver = Solver(load_wordlist())            # doctest: +SKIP
>>> solver.score("perslatgsineters")             # doctest: +SKIP
"""
from __future__ import annotations

import os
import threading
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass

import numpy as np

from . import _solver_kernels as K
from .board import BLANK, FACE_TABLE, FIRST_FACE, LETTERS, Geometry, parse_board, parse_size, string_to_letters
from .rules import DEFAULT_RULES, Rules, get_rules
from .wordlist import WordList

__all__ = ["Solver", "Solution", "FoundWord"]

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
    """

    def __init__(self, wordlist: WordList, rules: Rules | str = DEFAULT_RULES):
        self.wordlist = wordlist
        self.rules = get_rules(rules)
        self._nodes = wordlist.kernel_nodes(self.rules)
        self._marks = _MarkPool(wordlist.nnodes)

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
                                     self.wordlist.node_word, mark, run_state, out_word, out_path)
                if count >= 0:
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
    def score_many(self, boards: np.ndarray, size, threads: int = 1) -> np.ndarray:
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

        Returns
        -------
        ndarray of int32, shape (m,)
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
        threads = threads or os.cpu_count() or 1
        if threads <= 1 or len(boards) < 2 * threads:
            self._score_range(boards, faces, geom, out)
            return out
        bounds = np.linspace(0, len(boards), threads + 1).astype(int)
        with ThreadPoolExecutor(threads) as pool:
            futures = [pool.submit(self._score_range, boards[a:b], faces, geom, out[a:b])
                       for a, b in zip(bounds[:-1], bounds[1:])]
            for f in futures:
                f.result()
        return out

    def _score_range(self, boards, faces, geom, out):
        mark, run_state = self._marks.take()
        try:
            if faces is None:
                K.score_batch(boards, geom.neighbours, geom.degree, self._nodes, mark, run_state, out)
            else:
                K.score_batch_faces(boards, faces, geom.neighbours, geom.degree, self._nodes, mark, run_state, out)
        finally:
            self._marks.give((mark, run_state))
