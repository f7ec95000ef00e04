"""Private numba kernels for scoring boards. Flat arrays in, flat arrays out.

Trie nodes are int64 ``first_child << 32 | points << 26 | letter_mask`` (see
``WordList.kernel_nodes``). The search is an iterative depth-first search with
an explicit stack. Instead of visiting every neighbour and asking the trie, it
intersects the node's child letters with the letters around the cell, and for
each common letter visits only the unused neighbours showing it; a node whose
children match no neighbour's letter is never pushed.
"""
import numpy as np
from numba import njit

from ._bits import ctz64, popcount64

LETTER_MASK = 0x3FFFFFF
MAX_CELLS = 36


@njit(cache=True, nogil=True, inline="always")
def _prepare(letters, nbrs, deg, nbl, nlet):
    """Per board: neighbour-cell bitmask per (cell, letter) and letters around each cell."""
    n = letters.shape[0]
    for i in range(n):
        m = 0
        for k in range(deg[i]):
            j = nbrs[i, k]
            lj = letters[j]
            nbl[i * 26 + lj] |= np.int64(1) << j
            m |= np.int64(1) << lj
        nlet[i] = m


@njit(cache=True, nogil=True, inline="always")
def _unprepare(letters, nbrs, deg, nbl):
    n = letters.shape[0]
    for i in range(n):
        for k in range(deg[i]):
            nbl[i * 26 + letters[nbrs[i, k]]] = 0


@njit(cache=True, nogil=True)
def _score_one(letters, nbrs, deg, nodes, mark, run, nbl, nlet, st_cell, st_node, st_left, st_cand, st_child):
    """Score one prepared board. ``mark`` stamps found words with ``run``."""
    n = letters.shape[0]
    score = 0
    root = nodes[0]
    rmask = root & LETTER_MASK
    rfirst = root >> 32
    for s in range(n):
        c = np.int64(letters[s])
        if not (rmask >> c) & 1:
            continue
        node = rfirst + popcount64(rmask & ((np.int64(1) << c) - 1))
        info = nodes[node]
        pts = (info >> 26) & 63
        if pts and mark[node] != run:
            mark[node] = run
            score += pts
        left = info & LETTER_MASK & nlet[s]
        if left == 0:
            continue
        d = 0
        st_cell[0] = s
        st_node[0] = node
        st_left[0] = left
        st_cand[0] = 0
        used = np.int64(1) << s
        while d >= 0:
            cand = st_cand[d]
            if cand == 0:
                left = st_left[d]
                if left == 0:
                    used ^= np.int64(1) << st_cell[d]
                    d -= 1
                    continue
                lt = ctz64(left)
                st_left[d] = left & (left - 1)
                cand = nbl[st_cell[d] * 26 + lt] & ~used
                if cand == 0:
                    continue
                pinfo = nodes[st_node[d]]
                pm = pinfo & LETTER_MASK
                st_child[d] = (pinfo >> 32) + popcount64(pm & ((np.int64(1) << lt) - 1))
            j = ctz64(cand)
            st_cand[d] = cand & (cand - 1)
            child = st_child[d]
            info = nodes[child]
            pts = (info >> 26) & 63
            if pts and mark[child] != run:
                mark[child] = run
                score += pts
            left = info & LETTER_MASK & nlet[j]
            if left != 0:
                d += 1
                st_cell[d] = j
                st_node[d] = child
                st_left[d] = left
                st_cand[d] = 0
                used |= np.int64(1) << j
    return score


@njit(cache=True, nogil=True)
def search_scratch(ncells):
    """Scratch arrays of one board search, allocated once per kernel call.

    Returns ``(nbl, nlet, st_cell, st_node, st_left, st_cand, st_child)``: the
    per-(cell, letter) neighbour masks and letters around each cell that
    ``_prepare`` fills, and the explicit stack of ``_score_one``.
    """
    return (np.zeros(ncells * 26, np.int64), np.zeros(ncells, np.int64), np.empty(ncells + 1, np.int64),
            np.empty(ncells + 1, np.int64), np.empty(ncells + 1, np.int64), np.empty(ncells + 1, np.int64),
            np.empty(ncells + 1, np.int64))


@njit(cache=True, nogil=True)
def score_batch(boards, nbrs, deg, nodes, mark, run_state, out):
    """Score every row of ``boards`` (int8, shape (m, ncells)) into ``out``.

    ``run_state[0]`` is the last stamp used in ``mark``; stamps wrap safely.
    """
    ncells = boards.shape[1]
    nbl, nlet, st_cell, st_node, st_left, st_cand, st_child = search_scratch(ncells)
    run = run_state[0]
    for b in range(boards.shape[0]):
        run += 1
        if run >= 0xFFFFFFFF:
            mark[:] = 0
            run = 1
        letters = boards[b]
        _prepare(letters, nbrs, deg, nbl, nlet)
        out[b] = _score_one(letters, nbrs, deg, nodes, mark, np.uint32(run), nbl, nlet,
                            st_cell, st_node, st_left, st_cand, st_child)
        _unprepare(letters, nbrs, deg, nbl)
    run_state[0] = run


@njit(cache=True, nogil=True)
def find_words(letters, nbrs, deg, nodes, node_word, mark, run_state, out_word, out_path):
    """All distinct words of one board with one path each.

    Writes word ids to ``out_word`` and paths (cells, -1 padded) to ``out_path``;
    returns the number of words, or -1 if the output arrays are too small.
    """
    n = letters.shape[0]
    cap = out_word.shape[0]
    run = run_state[0] + 1
    if run >= 0xFFFFFFFF:
        mark[:] = 0
        run = 1
    run_state[0] = run
    st_cell = np.empty(n, np.int64)
    st_node = np.empty(n, np.int64)
    st_k = np.empty(n, np.int64)
    count = 0
    for s in range(n):
        c = np.int64(letters[s])
        rmask = nodes[0] & LETTER_MASK
        if not (rmask >> c) & 1:
            continue
        d = 0
        st_cell[0] = s
        st_node[0] = (nodes[0] >> 32) + popcount64(rmask & ((np.int64(1) << c) - 1))
        st_k[0] = -1  # -1: the node has just been entered
        used = np.int64(1) << s
        while d >= 0:
            node = st_node[d]
            cell = st_cell[d]
            info = nodes[node]
            if st_k[d] < 0:
                st_k[d] = 0
                if (info >> 26) & 63 and mark[node] != run:
                    mark[node] = run
                    if count >= cap:
                        return -1
                    out_word[count] = node_word[node]
                    for t in range(n):
                        out_path[count, t] = st_cell[t] if t <= d else -1
                    count += 1
            k = st_k[d]
            if k >= deg[cell]:
                used ^= np.int64(1) << cell
                d -= 1
                continue
            st_k[d] = k + 1
            j = nbrs[cell, k]
            if (used >> j) & 1:
                continue
            lj = np.int64(letters[j])
            m = info & LETTER_MASK
            if not (m >> lj) & 1:
                continue
            d += 1
            st_cell[d] = j
            st_node[d] = (info >> 32) + popcount64(m & ((np.int64(1) << lj) - 1))
            st_k[d] = -1
            used |= np.int64(1) << j
    return count
