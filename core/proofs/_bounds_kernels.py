"""Private numba kernels for the 2009 class bounds (max/no-mark and sum/union) and breaker.

A class is ``cell_mask``: one int64 letter mask per cell (bit = letter code, up to 32). Trie nodes are the
solver's ``first_child << 38 | points << 32 | letter_mask``. Every kernel is iterative
with explicit stacks (recursive kernels must not be cached, see docs/algorithms.md#numba-notes).
"""
import numpy as np
from numba import njit

from ..engine._bits import ctz64, popcount64
from ..engine._solver_kernels import CHILD_SHIFT, LETTER_MASK, POINTS_SHIFT, next_stamp, score_batch

# Rows of the class_bounds stack (see bounds_stack), one entry per depth:
B_CELL = 0       # cell,
B_NODE = 1       # trie node of the path so far,
B_LEFT = 2       # letters of the cell still to try,
B_CHILD = 3      # trie node of the letter being tried,
B_K = 4          # next neighbour to visit,
B_VALUE = 5      # value of the letter being tried (its points plus its neighbours' best),
B_BEST = 6       # best value over the letters tried
NBOUNDS_STACK = 7


@njit(cache=True, nogil=True)
def bounds_stack(ncells):
    """The explicit stack of :func:`class_bounds`: one int64 array with rows ``B_*``."""
    return np.zeros((NBOUNDS_STACK, ncells + 1), np.int64)


@njit(cache=True, nogil=True)
def class_bounds(cell_mask, graph, stack):
    """(max/no-mark, sum/union) of the class ``cell_mask``.

    ``graph`` is a :class:`~._kernel_state.WordGraph` for the class's size (its marks stamp words
    for the union, a fresh stamp per call); ``stack`` comes from :func:`bounds_stack`.
    """
    nbrs, deg, nodes, mark, run_state = graph
    n = cell_mask.shape[0]
    run_state[0] = next_stamp(mark, run_state[0])
    urun = np.uint32(run_state[0])
    st_cell = stack[B_CELL]
    st_node = stack[B_NODE]
    st_left = stack[B_LEFT]
    st_child = stack[B_CHILD]
    st_k = stack[B_K]
    st_v = stack[B_VALUE]
    st_best = stack[B_BEST]
    mx = np.int64(0)
    su = np.int64(0)
    rmask = nodes[0] & LETTER_MASK
    for s in range(n):
        if (rmask & cell_mask[s]) == 0:
            continue
        d = 0
        st_cell[0] = s
        st_node[0] = 0
        st_left[0] = rmask & cell_mask[s]
        st_best[0] = 0
        st_v[0] = -1  # -1: no letter in progress
        st_k[0] = deg[s]
        used = np.int64(1) << s
        result = np.int64(0)
        while d >= 0:
            cell = st_cell[d]
            if st_k[d] >= deg[cell]:
                if st_v[d] > st_best[d]:
                    st_best[d] = st_v[d]
                left = st_left[d]
                if left == 0:
                    val = st_best[d]
                    used ^= np.int64(1) << cell
                    d -= 1
                    if d >= 0:
                        st_v[d] += val
                    else:
                        result = val
                    continue
                lt = ctz64(left)
                st_left[d] = left & (left - 1)
                pinfo = nodes[st_node[d]]
                child = (pinfo >> CHILD_SHIFT) + popcount64(pinfo & LETTER_MASK & ((np.int64(1) << lt) - 1))
                st_child[d] = child
                info = nodes[child]
                pts = (info >> POINTS_SHIFT) & 63
                if pts and mark[child] != urun:
                    mark[child] = urun
                    su += pts
                st_v[d] = pts
                st_k[d] = 0 if (info & LETTER_MASK) != 0 else deg[cell]
                continue
            k = st_k[d]
            st_k[d] = k + 1
            j = nbrs[cell, k]
            if (used >> j) & 1:
                continue
            cm = nodes[st_child[d]] & LETTER_MASK & cell_mask[j]
            if cm == 0:
                continue
            st_node[d + 1] = st_child[d]
            d += 1
            st_cell[d] = j
            st_left[d] = cm
            st_best[d] = 0
            st_v[d] = -1
            st_k[d] = deg[j]
            used |= np.int64(1) << j
        mx += result
    return mx, su


@njit(cache=True, nogil=True, inline="always")
def _even_split_mask(mask, parts, k):
    """Letters of ``mask`` (ascending) cut into ``parts`` contiguous near-equal chunks; chunk ``k``."""
    n = popcount64(mask)
    if parts > n:
        parts = n
    base = n // parts
    extra = n % parts
    start = 0
    for i in range(k):
        start += base + (1 if i < extra else 0)
    size = base + (1 if k < extra else 0)
    out = np.int64(0)
    idx = 0
    m = mask
    while m:
        b = m & (-m)
        if start <= idx < start + size:
            out |= b
        idx += 1
        m ^= b
    return out


@njit(cache=True, nogil=True)
def break_2009(cell_mask0, split_order, graph, threshold, cand, trace, counters, bound_hist):
    """The 2009 breaker: bound, split the first multi-letter cell in split order, recurse.

    Sub-classes with bound < ``threshold`` are eliminated. Single boards that survive
    are written (letters) to ``cand``; returns how many (or -1 if ``cand`` is full).
    ``trace`` rows are (depth, split cell, letter mask of that cell, max, sum), one per
    sub-class visited (the root has cell -1). ``counters`` = [sub-classes, trace rows].
    ``bound_hist[depth]`` is the largest bound seen at each depth.
    """
    n = cell_mask0.shape[0]
    cap_depth = 8 * n + 8
    cls = np.zeros((cap_depth, n), np.int64)
    depth_of = np.zeros(cap_depth, np.int64)
    via_cell = np.zeros(cap_depth, np.int64)
    stack = bounds_stack(n)
    cm = np.zeros(n, np.int64)
    for i in range(n):
        cls[0, i] = cell_mask0[i]
    via_cell[0] = -1
    top = 1
    ncand = 0
    ntrace = 0
    nodes_seen = 0
    while top > 0:
        top -= 1
        for i in range(n):
            cm[i] = cls[top, i]
        depth = depth_of[top]
        vc = via_cell[top]
        mx, su = class_bounds(cm, graph, stack)
        nodes_seen += 1
        b = mx if mx < su else su
        if depth < bound_hist.shape[0] and b > bound_hist[depth]:
            bound_hist[depth] = b
        if ntrace < trace.shape[0]:
            trace[ntrace, 0] = depth
            trace[ntrace, 1] = vc
            trace[ntrace, 2] = cm[vc] if vc >= 0 else 0
            trace[ntrace, 3] = mx
            trace[ntrace, 4] = su
            ntrace += 1
        if b < threshold:
            continue
        split = -1
        for t in range(n):
            c = split_order[t]
            if popcount64(cm[c]) > 1:
                split = c
                break
        if split < 0:
            if ncand >= cand.shape[0]:
                return -1
            for i in range(n):
                cand[ncand, i] = ctz64(cm[i]) if cm[i] else 0
            ncand += 1
            continue
        m = cm[split]
        cnt = popcount64(m)
        parts = 4 if cnt >= 9 else cnt
        # push in reverse so sub-classes are visited in letter order
        for k in range(parts - 1, -1, -1):
            for i in range(n):
                cls[top, i] = cm[i]
            cls[top, split] = _even_split_mask(m, parts, k)
            depth_of[top] = depth + 1
            via_cell[top] = split
            top += 1
    counters[0] = nodes_seen
    counters[1] = ntrace
    return ncand


@njit(cache=True, nogil=True)
def rescore(cand, ncand, graph, out):
    """Exact scores of the first ``ncand`` candidate boards (``graph``: a :class:`~._kernel_state.WordGraph`)."""
    score_batch(cand[:ncand], graph.nbrs, graph.deg, graph.nodes, graph.mark, graph.run, out[:ncand])
