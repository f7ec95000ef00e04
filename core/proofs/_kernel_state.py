"""The state the proof kernels share: what searching a board (or a class) over the trie needs.

Kernels take it as one named bundle (a tuple: numba unpacks it at no cost) instead of five loose
arrays named differently in each kernel.
"""
from typing import NamedTuple

import numpy as np


class WordGraph(NamedTuple):
    """A board size's neighbours, the trie, and one thread's word marks.

    ``nbrs`` (ncells, 8) and ``deg`` (ncells,) are the size's padded neighbour table and degrees
    (``Geometry.neighbours``/``degree``); ``nodes`` the trie's kernel nodes for the rules
    (``WordList.kernel_nodes``); ``mark`` the per-node stamps that count a word once per board and
    ``run`` the last stamp used (int64[1]), both owned by one thread (docs/algorithms.md#marks-counting-each-word-once).
    """
    nbrs: np.ndarray
    deg: np.ndarray
    nodes: np.ndarray
    mark: np.ndarray
    run: np.ndarray


def word_graph(geometry, wordlist, rules) -> WordGraph:
    """A fresh :class:`WordGraph` (marks of its own) for ``geometry`` and ``wordlist`` under ``rules``."""
    return WordGraph(nbrs=geometry.neighbours, deg=geometry.degree, nodes=wordlist.kernel_nodes(rules),
                     mark=np.zeros(wordlist.nnodes, np.uint32), run=np.zeros(1, np.int64))
