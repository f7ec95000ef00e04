"""Private numba kernels: scoring the boards OrderlyBound lists, a group at a time.

OrderlyBound lists the boards whose Multi score (each word once per distinct set of cells
spelling it) reaches the threshold, and they must be scored exactly. On heavy 4x4 classes they
are millions of boards scoring a fifth of their Multi score or less. Rows come in the walk's
order, so runs of rows differ only in the last few cells of the split order. For such a group,
with the other cells ("inner") the same, the words split into those on a path avoiding the
group's varying cells (the same for every board of the group) and those whose every path
touches one. Hence, for each board ``b`` of the group,

    score(b) <= score_inner + (multi(b) - multi_inner)

where ``score_inner`` and ``multi_inner`` are the exact and the Multi score of the paths avoiding
the varying cells (one search for the group) and ``multi(b)`` is the board's listed bound: every
word of ``b`` outside the inner words has a path touching a varying cell, and those paths make up
``multi(b) - multi_inner``. A board whose bound falls below the threshold cannot reach it and is
not searched; the others are scored exactly (docs/algorithms.md#scoring-the-listed-boards).
"""
from typing import NamedTuple

import numpy as np
from numba import njit

from ..engine._bits import ctz64, popcount64
from ..engine._solver_kernels import (
    CHILD_SHIFT,
    LETTER_MASK,
    NBL,
    NLET,
    POINTS_SHIFT,
    ST_CAND,
    ST_CELL,
    ST_CHILD,
    ST_LEFT,
    ST_NODE,
    _prepare,
    _unprepare,
    next_stamp,
    search_board,
    search_scratch,
)
from ..engine.language import NSYM

#: What :func:`search_avoiding` returns when its table of distinct paths is half full (the
#: group is then scored board by board).
TABLE_FULL = -1
#: The fewest rows a group needs to be bounded as one (a lone board is cheaper to search).
MIN_GROUP = 2
#: :func:`score_listed`'s score for a board it ruled out without searching it (below any threshold).
RULED_OUT = -1


class DistinctPaths(NamedTuple):
    """An open-addressing set of (word node, cell set) pairs, emptied by a new stamp.

    ``node``, ``cells`` and ``stamp`` are int64 arrays of one power-of-two length; a slot is in
    the set when its ``stamp`` is the current one, held in ``last[0]``.
    """
    node: np.ndarray
    cells: np.ndarray
    stamp: np.ndarray
    last: np.ndarray


def distinct_paths(capacity: int = 1 << 15) -> DistinctPaths:
    """An empty :class:`DistinctPaths` of ``capacity`` slots (a power of two)."""
    return DistinctPaths(node=np.zeros(capacity, np.int64), cells=np.zeros(capacity, np.int64),
                         stamp=np.zeros(capacity, np.int64), last=np.zeros(1, np.int64))


@njit(cache=True, nogil=True, inline="always")
def _add_path(table, stamp, node, cells):
    """Add (node, cells) to the set; True if it was not in it."""
    mask = table.node.shape[0] - 1
    h = node * np.int64(-7046029254386353131) + cells * np.int64(-4658895280553007687)
    i = (h ^ (h >> 29)) & mask
    while table.stamp[i] == stamp:
        if table.node[i] == node and table.cells[i] == cells:
            return False
        i = (i + 1) & mask
    table.stamp[i] = stamp
    table.node[i] = node
    table.cells[i] = cells
    return True


@njit(cache=True, nogil=True)
def search_avoiding(letters, avoid, nodes, mark, run, scratch, table):
    """Exact and Multi score of the words on the paths of one board that avoid the cells of ``avoid``.

    ``letters`` is int8 per cell (single-letter faces), ``avoid`` a bit mask of cells no path may
    use, ``scratch`` prepared for ``letters`` (see :func:`~core.engine._solver_kernels.search_board`);
    words found are stamped ``run`` in ``mark``. The Multi score counts a word once per distinct
    set of cells spelling it (``table`` holds the pairs seen, under a fresh stamp). Returns
    ``(score, multi)``, or ``(TABLE_FULL, 0)`` once the table is half full.
    """
    n = letters.shape[0]
    nbl = scratch[NBL]
    nlet = scratch[NLET]
    st_cell = scratch[ST_CELL]
    st_node = scratch[ST_NODE]
    st_left = scratch[ST_LEFT]
    st_cand = scratch[ST_CAND]
    st_child = scratch[ST_CHILD]
    stamp = table.last[0] + 1
    table.last[0] = stamp
    room = table.node.shape[0] // 2
    score = 0
    multi = 0
    root = nodes[0]
    rmask = root & LETTER_MASK
    rfirst = root >> CHILD_SHIFT
    for s in range(n):
        if (avoid >> s) & 1:
            continue
        c = np.int64(letters[s])
        if not (rmask >> c) & 1:
            continue
        node = rfirst + popcount64(rmask & ((np.int64(1) << c) - 1))
        info = nodes[node]
        pts = (info >> POINTS_SHIFT) & 63
        used = np.int64(1) << s
        if pts:
            if mark[node] != run:
                mark[node] = run
                score += pts
            multi += pts        # a one-cell word: one set of cells
        left = info & LETTER_MASK & nlet[s]
        if left == 0:
            continue
        d = 0
        st_cell[0] = s
        st_node[0] = node
        st_left[0] = left
        st_cand[0] = 0
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
                cand = nbl[st_cell[d] * NSYM + lt] & ~used & ~avoid
                if cand == 0:
                    continue
                pinfo = nodes[st_node[d]]
                st_child[d] = (pinfo >> CHILD_SHIFT) + popcount64(pinfo & LETTER_MASK & ((np.int64(1) << lt) - 1))
            j = ctz64(cand)
            st_cand[d] = cand & (cand - 1)
            child = st_child[d]
            info = nodes[child]
            pts = (info >> POINTS_SHIFT) & 63
            if pts:
                if mark[child] != run:
                    mark[child] = run
                    score += pts
                if _add_path(table, stamp, child, used | (np.int64(1) << j)):
                    multi += pts
                    room -= 1
                    if room == 0:
                        return np.int64(TABLE_FULL), np.int64(0)
            left = info & LETTER_MASK & nlet[j]
            if left != 0:
                d += 1
                st_cell[d] = j
                st_node[d] = child
                st_left[d] = left
                st_cand[d] = 0
                used |= np.int64(1) << j
    return score, multi


@njit(cache=True, nogil=True)
def score_listed(choice, bound, nrows, order, cls_letters, varying, threshold, graph, table, boards, scores):
    """Score the first ``nrows`` listed boards, ruling out with one search per group those that
    cannot reach ``threshold``.

    ``choice`` holds a letter index per position (split order ``order``) of each row and ``bound``
    its Multi score; ``cls_letters`` (ncells, NSYM) the class's letters per cell. Consecutive rows
    that agree on every position but the last ``varying`` make a group. Writes each row's board
    to ``boards`` and its exact score to ``scores``, or :data:`RULED_OUT` for a board shown below
    ``threshold`` unsearched. Returns the number of boards searched exactly.
    """
    npos = order.shape[0]
    nbrs, deg, nodes, mark = graph.nbrs, graph.deg, graph.nodes, graph.mark
    for r in range(nrows):
        for p in range(npos):
            c = order[p]
            boards[r, c] = cls_letters[c, choice[r, p]]
    inner = max(npos - varying, 0)
    avoid = np.int64(0)
    for p in range(inner, npos):
        avoid |= np.int64(1) << order[p]
    scratch = search_scratch(npos)
    run = graph.run[0]
    searched = 0
    r0 = 0
    while r0 < nrows:
        r1 = r0 + 1
        while r1 < nrows:
            same = True
            for p in range(inner):
                if choice[r1, p] != choice[r0, p]:
                    same = False
                    break
            if not same:
                break
            r1 += 1
        inner_score = np.int64(TABLE_FULL)
        inner_multi = np.int64(0)
        if r1 - r0 >= MIN_GROUP:
            run = next_stamp(mark, run)
            _prepare(boards[r0], None, nbrs, deg, scratch)
            inner_score, inner_multi = search_avoiding(boards[r0], avoid, nodes, mark, run, scratch, table)
            _unprepare(boards[r0], None, nbrs, deg, scratch)
        for r in range(r0, r1):
            if inner_score != TABLE_FULL and inner_score + bound[r] - inner_multi < threshold:
                scores[r] = RULED_OUT
            else:
                run = next_stamp(mark, run)
                scores[r] = search_board(boards[r], None, nbrs, deg, nodes, mark, run, scratch, None, None)[0]
                searched += 1
        r0 = r1
    graph.run[0] = run
    return searched
