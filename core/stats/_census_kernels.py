"""Private numba kernels for board statistics. Flat arrays in, flat arrays out.

``census_batch`` is the scoring search of :mod:`core.engine._solver_kernels` (same
iterative depth-first search with mark stamps, reusing its ``_prepare`` and
``_unprepare`` helpers) that, besides the score, counts the distinct words of
each board, records which word lengths occur, and adds one to a per-word
"boards holding it" counter the first time a word is found on a board.

``can_roll_batch`` tests many letter grids for "some assignment of the dice to
the cells shows this grid": a bipartite matching (Kuhn's augmenting paths) with
dice sets as int64 bit masks and an explicit stack.
"""
import numpy as np
from numba import njit

from ..engine._bits import ctz64, popcount64
from ..engine._solver_kernels import LETTER_MASK, _prepare, _unprepare, search_scratch


@njit(cache=True, nogil=True)
def _census_one(letters, nbrs, deg, nodes, node_word, word_length, mark, run, nbl, nlet,
                st_cell, st_node, st_left, st_cand, st_child, word_boards, result):
    """Search one prepared board; ``result`` gets (score, words, length bit mask)."""
    n = letters.shape[0]
    score = 0
    nwords = 0
    lengths = np.int64(0)
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
            nwords += 1
            w = node_word[node]
            word_boards[w] += 1
            lengths |= np.int64(1) << min(np.int64(word_length[w]), 63)
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
                nwords += 1
                w = node_word[child]
                word_boards[w] += 1
                lengths |= np.int64(1) << min(np.int64(word_length[w]), 63)
            left = info & LETTER_MASK & nlet[j]
            if left != 0:
                d += 1
                st_cell[d] = j
                st_node[d] = child
                st_left[d] = left
                st_cand[d] = 0
                used |= np.int64(1) << j
    result[0] = score
    result[1] = nwords
    result[2] = lengths


@njit(cache=True, nogil=True)
def census_batch(boards, nbrs, deg, nodes, node_word, word_length, mark, run_state,
                 out_score, out_words, out_lengths, word_boards):
    """Census of every row of ``boards`` (int8, shape (m, ncells)).

    Writes per board the score, the number of distinct scoring words and a bit
    mask of the word lengths present (bit ``L`` for length ``L``, lengths past 63
    folded into bit 63), and adds 1 to ``word_boards[w]`` for every board holding
    word ``w``. ``mark``/``run_state`` as in ``score_batch``; ``word_boards`` is
    the caller's (per-thread) accumulator.
    """
    ncells = boards.shape[1]
    nbl, nlet, st_cell, st_node, st_left, st_cand, st_child = search_scratch(ncells)
    result = np.zeros(3, np.int64)
    run = run_state[0]
    for b in range(boards.shape[0]):
        run += 1
        if run >= 0xFFFFFFFF:
            mark[:] = 0
            run = 1
        letters = boards[b]
        _prepare(letters, nbrs, deg, nbl, nlet)
        _census_one(letters, nbrs, deg, nodes, node_word, word_length, mark, np.uint32(run), nbl, nlet,
                    st_cell, st_node, st_left, st_cand, st_child, word_boards, result)
        _unprepare(letters, nbrs, deg, nbl)
        out_score[b] = result[0]
        out_words[b] = result[1]
        out_lengths[b] = result[2]
    run_state[0] = run


@njit(cache=True, nogil=True)
def can_roll_batch(grids, letter_dice, out):
    """``out[g] = 1`` if the dice can show grid ``g`` (int8 letters, shape (m, ncells)), else 0.

    ``letter_dice[c]`` is the int64 bit mask of the dice with a face ``c``;
    there must be as many dice as cells (at most 63).
    """
    ncells = grids.shape[1]
    die_cell = np.empty(64, np.int64)
    st_cell = np.empty(ncells + 2, np.int64)
    st_cand = np.empty(ncells + 2, np.int64)
    st_die = np.empty(ncells + 2, np.int64)
    counts = np.zeros(26, np.int64)
    for g in range(grids.shape[0]):
        letters = grids[g]
        # Quick rejection (Hall's condition for single letters): more cells of a
        # letter than dice showing it.
        ok = True
        counts[:] = 0
        for i in range(ncells):
            counts[letters[i]] += 1
        for c in range(26):
            if counts[c] > popcount64(letter_dice[c]):
                ok = False
                break
        if not ok:
            out[g] = 0
            continue
        die_cell[:] = -1
        for i in range(ncells):
            # Augmenting path from cell i, depth first over dice.
            visited = np.int64(0)
            d = 0
            st_cell[0] = i
            st_cand[0] = letter_dice[letters[i]]
            found = False
            while d >= 0:
                cand = st_cand[d] & ~visited
                if cand == 0:
                    d -= 1
                    continue
                k = ctz64(cand)
                visited |= np.int64(1) << k
                st_cand[d] = cand & ~(np.int64(1) << k)
                st_die[d] = k
                owner = die_cell[k]
                if owner < 0:
                    found = True
                    break
                d += 1
                st_cell[d] = owner
                st_cand[d] = letter_dice[letters[owner]]
            if not found:
                ok = False
                break
            # Flip the path: every cell on the stack takes the die chosen at its level.
            for t in range(d + 1):
                die_cell[st_die[t]] = st_cell[t]
        out[g] = 1 if ok else 0
