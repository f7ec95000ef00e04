"""The 2009 upper bounds on the best score in a board class (docs/algorithms.md#the-2009-bounds).

* **sum/union**: the points of every distinct word that can be spelled on *some* board
  of the class, each counted once.
* **max/no-mark**: a board-scoring search that takes, at each cell, the best of its
  letter choices and sums over neighbours and start cells, without de-duplicating words.

Both are upper bounds on the score of every board in the class; the bound used is
their minimum.

Example
-------
>>> from core.engine.wordlist import load_wordlist
>>> from core.proofs.classes import parse_class
>>> b = ClassBounder(load_wordlist("enable2k.txt"))          # doctest: +SKIP
>>> b.bounds(parse_class("bd a bd a bd a bd a bd"))          # doctest: +SKIP
(132, 9)
"""
from __future__ import annotations

import threading

import numpy as np

from ..engine.language import LETTER_CODE
from ..engine.rules import DEFAULT_RULES, Rules, get_rules
from ..engine.wordlist import WordList
from . import _bounds_kernels as K
from ._kernel_state import WordGraph
from .classes import BoardClass

__all__ = ["ClassBounder", "class_masks", "max_nomark_bound", "sum_union_bound", "upper_bound"]


def class_masks(board_class: BoardClass) -> np.ndarray:
    """One int64 letter mask per cell (bit ``c`` = letter code ``c`` allowed: a-z 0..25, then the
    extra letters of :data:`core.engine.language.LETTERS`, ``ä`` 26 ...)."""
    out = np.zeros(board_class.geometry.ncells, np.int64)
    for i, s in enumerate(board_class.letter_sets):
        for ch in s:
            out[i] |= 1 << LETTER_CODE[ch]
    return out


class ClassBounder:
    """Computes the 2009 bounds for classes of any size with one word list and rules.

    Each instance owns its own mark array; use one per thread.
    """

    def __init__(self, wordlist: WordList, rules: Rules | str = DEFAULT_RULES):
        self.wordlist = wordlist
        self.rules = get_rules(rules)
        self._nodes = wordlist.kernel_nodes(self.rules)
        self._mark = np.zeros(wordlist.nnodes, np.uint32)
        self._run = np.zeros(1, np.int64)
        self._lock = threading.Lock()

    def bounds(self, board_class: BoardClass) -> tuple[int, int]:
        """``(max_nomark, sum_union)`` for ``board_class``."""
        if not isinstance(board_class, BoardClass):
            raise TypeError("board_class must be a BoardClass (see core.classes.parse_class)")
        geom = board_class.geometry
        masks = class_masks(board_class)
        stack = K.bounds_stack(geom.ncells)
        with self._lock:
            graph = WordGraph(geom.neighbours, geom.degree, self._nodes, self._mark, self._run)
            mx, su = K.class_bounds(masks, graph, stack)
        return int(mx), int(su)

    def bound(self, board_class: BoardClass) -> int:
        """``min(max_nomark, sum_union)``."""
        return min(self.bounds(board_class))


_BOUNDERS: dict[tuple[int, str], ClassBounder] = {}


def _bounder(wordlist: WordList, rules) -> ClassBounder:
    rules = get_rules(rules)
    key = (id(wordlist), rules.name)
    b = _BOUNDERS.get(key)
    if b is None or b.wordlist is not wordlist:
        b = _BOUNDERS[key] = ClassBounder(wordlist, rules)
    return b


def max_nomark_bound(board_class: BoardClass, wordlist: WordList, rules: Rules | str = DEFAULT_RULES) -> int:
    """The max/no-mark bound of ``board_class``."""
    return _bounder(wordlist, rules).bounds(board_class)[0]


def sum_union_bound(board_class: BoardClass, wordlist: WordList, rules: Rules | str = DEFAULT_RULES) -> int:
    """The sum/union bound of ``board_class``."""
    return _bounder(wordlist, rules).bounds(board_class)[1]


def upper_bound(board_class: BoardClass, wordlist: WordList, rules: Rules | str = DEFAULT_RULES) -> int:
    """``min(max/no-mark, sum/union)``: no board of the class scores more."""
    return _bounder(wordlist, rules).bound(board_class)
