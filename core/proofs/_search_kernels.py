"""Private numba kernels: OrderlyBound and the hybrid breaker loop over orderly trees.

:func:`orderly_bound` lists the boards of a (forced) tree whose Multi score reaches a cutoff
(docs/algorithms.md#orderlybound); :func:`attack` is the whole breaker loop for one built tree,
forcing cells while bounds are high and handing subtrees to OrderlyBound
(docs/algorithms.md#the-hybrid-breaker). Their state travels in named bundles (:class:`BoundState`,
:class:`Candidates`, :class:`AttackState`) whose slots, states and return codes are the named
constants below. Trees are read through :mod:`._tree_kernels`' record layout.
"""
from typing import NamedTuple

import numpy as np
from numba import njit

from ..engine._bits import ctz64, popcount64
from ._tree_kernels import (
    AUX,
    ENTRY,
    INFO_BOUND_SHIFT,
    INFO_CHOICE,
    INFO_POS,
    KIDS,
    META_FULL,
    META_NODES,
    META_USED,
    NO_TREE,
    OVERFLOW,
    MergeScratch,
    force_letter,
    force_start,
    is_node,
    lc_letter,
    lc_points,
    node_bound,
    node_info,
)

# Return codes of orderly_bound and attack (besides a count of boards, >= 0).
OUTPUT_FULL = -1    # the list of boards is full: grow it (keeping its rows) and call again to go on
STACK_FULL = -2     # a per-position stack is full: grow the stacks and start again
ARENA_FULL = -3     # attack only, when the arena may grow: grow it and start again
PAUSED = -4         # the step budget is spent: call again to go on


class BoundState(NamedTuple):
    """OrderlyBound's per-position stacks and per-level saves (sized by the engine)."""
    stk: np.ndarray        # int32 (npos, capacity): the ChoiceNodes on each position's stack
    ssize: np.ndarray      # int64 (npos,): their count
    sums: np.ndarray       # int64 (npos,): the sum of their bounds
    save_size: np.ndarray  # int64 (npos + 1, npos): ssize on entering each level
    save_sums: np.ndarray  # int64 (npos + 1, npos): sums on entering each level
    lv_base: np.ndarray    # int64 (npos + 2,): points fixed above each level
    lv_l: np.ndarray       # int64 (npos + 2,): the letter each level tries
    choice: np.ndarray     # int64 (npos + 1,): letter index chosen per position
    lv_acc: np.ndarray     # int64 (npos + 1, NSYM): per level, each letter's bound before its push
    lv_rest: np.ndarray    # int64 (npos + 1,): per level, the bound less the level's own stack
    run: np.ndarray        # int64 (RUN_SLOTS,): see RUN_*


#: ``BoundState.run`` slots: where :func:`orderly_bound` paused (its level, state and boards listed),
#: the steps it may take, and 1 while it is paused (its next call goes on instead of starting).
RUN_K, RUN_STATE, RUN_NOUT, RUN_STEPS, RUN_PAUSED = range(5)
RUN_SLOTS = 5
#: Steps enough never to pause (callers that do not honour cancel set this; see :func:`no_pause`).
NO_PAUSE = 1 << 62

# OrderlyBound's states at level k.
BOUND_ENTER = 0     # bound the level; list the board at full depth, or get its letters ready
BOUND_LETTER = 1    # try the level's next letter
BOUND_BACK = 2      # the level is done: back to its parent


def no_pause(bs: BoundState) -> BoundState:
    """``bs`` set for a call of :func:`orderly_bound` that starts afresh and never pauses."""
    bs.run[RUN_STEPS] = NO_PAUSE
    bs.run[RUN_PAUSED] = 0
    return bs


class Candidates(NamedTuple):
    """Boards OrderlyBound lists: letter index per position and their Multi bound."""
    choice: np.ndarray  # int8 (capacity, npos)
    bound: np.ndarray   # int64 (capacity,)


class AttackState(NamedTuple):
    """The breaker loop's buffers and counters (see :func:`attack`)."""
    merge: MergeScratch    # merge's explicit stack
    force_out: np.ndarray  # int64 (npos + 1, FORCE_SLOTS): each level's force (see FORCE_*)
    a_mark: np.ndarray     # int64 (npos + 1, MARK_SLOTS): arena words in use around each level's force
    stats: np.ndarray      # int64 (ST_SLOTS,): see ST_*
    hist: np.ndarray       # int64 (npos + 2,): largest bound seen per level
    trace: np.ndarray      # int64 (rows, TR_COLUMNS): see TR_*
    loop: np.ndarray       # int64 (LOOP_SLOTS,): the loop's place when it paused (see LOOP_*)


#: ``AttackState.force_out`` columns: the forced node's top ChoiceNode and skip tree, and the node.
FORCE_TOP, FORCE_SKIP, FORCE_NODE = range(3)
FORCE_SLOTS = 3
#: ``AttackState.a_mark`` columns: arena words in use before a level's force, and after its skip tree.
MARK_BEFORE, MARK_SKIP = range(2)
MARK_SLOTS = 2
#: ``AttackState.stats`` slots: forces, OrderlyBound calls, trace rows, nodes allocated (build and
#: forces), forces or letters given to OrderlyBound for memory, and the arena's peak in words.
ST_FORCES, ST_BOUNDS, ST_TRACE_ROWS, ST_NODES, ST_OVER_BUDGET, ST_PEAK_WORDS = range(6)
ST_SLOTS = 6
#: ``AttackState.trace`` columns (level, position, letter index, bound, action, candidates) and actions.
TR_LEVEL, TR_POS, TR_LETTER, TR_BOUND, TR_ACTION, TR_CANDIDATES = range(6)
TR_COLUMNS = 6
ACTION_BROKEN, ACTION_BOUND, ACTION_FORCE = range(3)
#: ``AttackState.loop`` slots: the loop's locals when it paused, and 1 while it is paused.
LOOP_K, LOOP_CUR, LOOP_NOUT, LOOP_STATE, LOOP_NTR, LOOP_PAUSED, LOOP_BEFORE, LOOP_ROW, LOOP_LETTER = range(9)
LOOP_SLOTS = 9


def empty_listed_boards(loop: np.ndarray, run: np.ndarray, nrows: int) -> None:
    """After :func:`attack` returned OUTPUT_FULL and the caller took the ``nrows`` boards listed: let
    it go on listing from the first row. Its counts (the loop's and the paused OrderlyBound's) drop by
    ``nrows``, so the rows a trace counts between two of them stay right."""
    loop[LOOP_NOUT] -= nrows
    loop[LOOP_BEFORE] -= nrows
    run[RUN_NOUT] -= nrows

# The breaker loop's states at level k.
AT_VISIT = 0          # look at the node at level k: broken, OrderlyBound, or force
AT_NEXT_LETTER = 1    # make the next letter's tree of the force at level k and visit it
AT_DONE = 2           # the node at level k is done: back to level k - 1
AT_VISIT_BOUND = 3    # as AT_VISIT, but OrderlyBound whatever the bound (its force did not fit)
AT_BOUND = 4          # OrderlyBound on the node at level k (may take several calls)
AT_BOUND_LETTER = 5   # OrderlyBound on one letter of the node forced at level k (its tree did not fit)


@njit(cache=True, nogil=True, inline="always")
def _advance(ref, info, heap, bs):
    """Push the children of the node (``ref``, ``info``) read as a SumNode on their positions' stacks;
    return its points (-1: a stack is full).

    A ChoiceNode standing for a point-less SumNode is pushed itself, from its info alone; a SumNode's
    children are pushed from its entries, without reading them."""
    stk, ssize, sums = bs.stk, bs.ssize, bs.sums
    cap = stk.shape[1]
    if info & INFO_CHOICE:
        p = info & INFO_POS
        if ssize[p] >= cap:
            return -1
        stk[p, ssize[p]] = ref
        ssize[p] += 1
        sums[p] += info >> INFO_BOUND_SHIFT
        return 0
    e = ref + KIDS
    for _ in range(heap[ref]):
        x = heap[e + 1]
        p = x & INFO_POS
        if ssize[p] >= cap:
            return -1
        stk[p, ssize[p]] = heap[e]
        ssize[p] += 1
        sums[p] += x >> INFO_BOUND_SHIFT
        e += ENTRY
    return heap[ref + AUX]


@njit(cache=True, nogil=True, inline="always")
def _keep_bound_place(run, k, state, nout):
    """Save :func:`orderly_bound`'s locals in ``run`` so that its next call goes on from here."""
    run[RUN_K], run[RUN_STATE], run[RUN_NOUT] = k, state, nout
    run[RUN_PAUSED] = 1


@njit(cache=True, nogil=True)
def orderly_bound(root, k0, npos, cutoff, nlet_pos, arena, bs, cands, nout, only):
    """Append every board (letter index per position) whose Multi score >= ``cutoff``.

    Positions before ``k0`` are already fixed in ``bs.choice``; ``only`` >= 0 lists only the
    boards with that letter index at position ``k0`` (-1: every letter). Rows go to
    ``cands.choice`` / ``cands.bound`` from ``nout`` on; returns the new count, OUTPUT_FULL,
    STACK_FULL, or PAUSED once it has taken ``bs.run[RUN_STEPS]`` steps. On PAUSED and OUTPUT_FULL
    its place is kept in ``bs``, and the next call with the same arguments goes on from there (after
    OUTPUT_FULL, with a longer list holding the same rows); ``no_pause`` sets ``bs`` for a call that
    starts afresh and never pauses.
    """
    heap = arena.heap
    stk, ssize, sums, save_size, save_sums, lv_base, lv_l, choice, lv_acc, lv_rest, run = bs
    out_choice, out_bound = cands
    if run[RUN_PAUSED] == 1:
        k, state, nout = run[RUN_K], run[RUN_STATE], run[RUN_NOUT]
        run[RUN_PAUSED] = 0
    else:
        for p in range(npos):
            ssize[p] = 0
            sums[p] = 0
        base = _advance(root, node_info(heap, root), heap, bs)
        if base < 0:
            return STACK_FULL
        k = k0
        lv_base[k] = base
        state = BOUND_ENTER
    steps = max(run[RUN_STEPS], 1)   # at least one step a call, or a paused loop would never get on
    while True:
        steps -= 1
        if steps < 0:
            run[RUN_STEPS] = 0
            _keep_bound_place(run, k, state, nout)
            return PAUSED
        if state == BOUND_ENTER:
            b = lv_base[k]
            for p in range(k, npos):
                b += sums[p]
            if b < cutoff:
                state = BOUND_BACK
            elif k == npos:
                if nout >= out_choice.shape[0]:
                    # full: nothing has changed at this step, so keep the place as a pause does; the
                    # caller may grow the list (keeping its rows) and go on from here
                    _keep_bound_place(run, k, state, nout)
                    return OUTPUT_FULL
                for p in range(npos):
                    out_choice[nout, p] = choice[p]
                out_bound[nout] = b
                nout += 1
                state = BOUND_BACK
            else:
                for p in range(k, npos):
                    save_size[k, p] = ssize[p]
                    save_sums[k, p] = sums[p]
                # Choosing letter L pushes the children of each node's L-child, and a SumNode's
                # bound is its points plus its children's bounds: so the next level's bound is
                # known now, from the entries of the nodes on this level's stack, and letters
                # below the cutoff are skipped without pushing anything
                # (docs/algorithms.md#orderlybound). Same boards, less work.
                acc = lv_acc[k]
                for L in range(nlet_pos[k]):
                    acc[L] = 0
                for i in range(ssize[k]):
                    nd = stk[k, i]
                    if nd < 0:   # a leaf choice: its one letter and points are in its offset
                        acc[lc_letter(nd)] += lc_points(nd)
                        continue
                    m = np.int64(heap[nd + AUX])
                    j = nd + KIDS + 1
                    while m != 0:
                        acc[ctz64(m)] += heap[j] >> INFO_BOUND_SHIFT
                        j += ENTRY
                        m &= m - 1
                lv_rest[k] = b - sums[k]
                lv_l[k] = -1
                state = BOUND_LETTER
        elif state == BOUND_BACK:
            k -= 1
            if k < k0:
                break
            state = BOUND_LETTER
        else:
            L = lv_l[k] + 1
            if k == k0 and only >= 0:
                L = only if L <= only and lv_rest[k] + lv_acc[k, only] >= cutoff else nlet_pos[k]
            while L < nlet_pos[k] and lv_rest[k] + lv_acc[k, L] < cutoff:
                L += 1
            if L >= nlet_pos[k]:
                state = BOUND_BACK
                continue
            lv_l[k] = L
            for p in range(k, npos):
                ssize[p] = save_size[k, p]
                sums[p] = save_sums[k, p]
            pts = lv_base[k]
            low = (np.int64(1) << L) - 1
            cap = stk.shape[1]
            full = False
            # _advance written out: numba keeps reference counting of the arrays an inlined helper with
            # a loop and a branch takes, about 60 ns a call, more than the push itself
            for i in range(save_size[k, k]):
                nd = stk[k, i]
                if nd < 0:   # a leaf choice: its leaf's points if L is its letter, nothing to push
                    if lc_letter(nd) == L:
                        pts += lc_points(nd)
                    continue
                m = np.int64(heap[nd + AUX])
                if (m >> L) & 1:
                    e = nd + KIDS + ENTRY * popcount64(m & low)
                    ch = heap[e]
                    x = np.int64(heap[e + 1])
                    if x & INFO_CHOICE:   # a ChoiceNode standing for a point-less SumNode: push it
                        p = x & INFO_POS
                        full |= ssize[p] >= cap
                        stk[p, min(ssize[p], cap - 1)] = ch
                        ssize[p] += 1
                        sums[p] += x >> INFO_BOUND_SHIFT
                    else:                 # a SumNode: its points, and push its children from its entries
                        pts += heap[ch + AUX]
                        e = ch + KIDS
                        for _ in range(heap[ch]):
                            x = heap[e + 1]
                            p = x & INFO_POS
                            full |= ssize[p] >= cap
                            stk[p, min(ssize[p], cap - 1)] = heap[e]
                            ssize[p] += 1
                            sums[p] += x >> INFO_BOUND_SHIFT
                            e += ENTRY
            if full:
                return STACK_FULL
            choice[k] = L
            lv_base[k + 1] = pts
            k += 1
            state = BOUND_ENTER
    run[RUN_STEPS] = steps
    return nout


@njit(cache=True, nogil=True, inline="always")
def _keep_place(loop, k, cur, nout, state, ntr, before, row, letter):
    """Save :func:`attack`'s locals in ``loop`` so that its next call goes on from here."""
    loop[LOOP_K], loop[LOOP_CUR], loop[LOOP_NOUT], loop[LOOP_STATE], loop[LOOP_NTR] = k, cur, nout, state, ntr
    loop[LOOP_BEFORE], loop[LOOP_ROW], loop[LOOP_LETTER] = before, row, letter
    loop[LOOP_PAUSED] = 1


@njit(cache=True, nogil=True, inline="always")
def _trace_row(trace, row, level, letter, bound):
    """Start trace row ``row`` (level, position, letter index, bound) if it fits; return it or -1."""
    if row >= trace.shape[0]:
        return -1
    trace[row, TR_LEVEL] = level
    trace[row, TR_POS] = level - 1
    trace[row, TR_LETTER] = letter
    trace[row, TR_BOUND] = bound
    return row


@njit(cache=True, nogil=True)
def attack(root, threshold, switchover, switch_depth, npos, nlet_pos, arena, bs, cands, st, can_grow, max_steps):
    """The hybrid breaker loop for one built tree (docs/algorithms.md#the-hybrid-breaker), fully in njit.

    Force the next cell in split order while a (sub)tree's bound is above ``switchover`` (and fewer
    than ``switch_depth`` cells are forced); otherwise list the boards that may reach ``threshold``
    with OrderlyBound. Candidates go to ``cands.choice``/``cands.bound``; returns their count,
    OUTPUT_FULL (grow the list keeping its rows, and call again to go on), STACK_FULL (grow the
    stacks and start again), ARENA_FULL (only when ``can_grow``) or PAUSED. ``st`` is an
    :class:`AttackState`: ``st.stats`` (``ST_*``), ``st.hist[k]`` the largest bound at level k,
    ``st.trace`` rows (``TR_*``).

    The loop and OrderlyBound pause together once they have taken ``max_steps`` steps (a step is
    a node of this loop or a level of OrderlyBound), their place kept in ``st.loop`` and ``bs``,
    so that a driver can honour cancel between calls: a call with ``st.loop[LOOP_PAUSED]`` 1 goes on
    from there, one with 0 starts at ``root``. Every return but PAUSED and OUTPUT_FULL leaves it 0.

    Each forced letter's tree is made just before it is visited and freed after it. When the
    arena is full and may not grow (``can_grow`` 0: the memory budget is reached), a force
    whose skip tree does not fit is undone and the node goes to OrderlyBound instead, and a
    letter whose tree does not fit has its boards listed by OrderlyBound straight from the
    node being forced; OrderlyBound allocates nothing: slower on a high bound, but exact
    (docs/algorithms.md#the-memory-budget).
    """
    heap, meta = arena.heap, arena.meta
    choice, lv_l, run = bs.choice, bs.lv_l, bs.run
    ms, force_out, a_mark, stats, hist, trace, loop = st
    k = 0
    cur = root
    nout = 0
    state = AT_VISIT
    ntr = 0
    before = 0   # boards listed before the OrderlyBound call in progress
    row = -1     # the trace row of the node at level k
    letter = 0
    if loop[LOOP_PAUSED] == 1:
        k, cur, nout, state, ntr = loop[LOOP_K], loop[LOOP_CUR], loop[LOOP_NOUT], loop[LOOP_STATE], loop[LOOP_NTR]
        before, row, letter = loop[LOOP_BEFORE], loop[LOOP_ROW], loop[LOOP_LETTER]
    else:
        run[RUN_PAUSED] = 0
    loop[LOOP_PAUSED] = 0
    run[RUN_STEPS] = max(max_steps, 1)
    while True:
        if run[RUN_STEPS] <= 0:
            _keep_place(loop, k, cur, nout, state, ntr, before, row, letter)
            return PAUSED
        run[RUN_STEPS] -= 1
        if state == AT_VISIT or state == AT_VISIT_BOUND:
            b = node_bound(heap, cur)
            if b > hist[k]:
                hist[k] = b
            row = _trace_row(trace, ntr, k, choice[k - 1] if k > 0 else -1, b)
            if row >= 0:
                ntr += 1
            if b < threshold:
                if row >= 0:
                    trace[row, TR_ACTION] = ACTION_BROKEN
                state = AT_DONE
            elif b <= switchover or k + 1 > switch_depth or k >= npos or state == AT_VISIT_BOUND:
                stats[ST_BOUNDS] += 1
                before = nout
                state = AT_BOUND
            else:
                stats[ST_FORCES] += 1
                if row >= 0:
                    trace[row, TR_ACTION] = ACTION_FORCE
                a_mark[k, MARK_BEFORE] = meta[META_USED]
                top, skip = force_start(cur, k, arena)
                if not is_node(skip):
                    if can_grow:
                        return ARENA_FULL
                    # out of budget: undo the partial force and bound this node instead
                    meta[META_USED] = a_mark[k, MARK_BEFORE]
                    meta[META_FULL] = 0
                    stats[ST_FORCES] -= 1
                    stats[ST_OVER_BUDGET] += 1
                    if row >= 0:
                        ntr -= 1
                    state = AT_VISIT_BOUND
                    continue
                # The letters' trees are made one at a time, each just before its subtree is
                # visited and freed after it: the arena holds one letter's tree per level, and
                # the walk below reads nodes just written (docs/algorithms.md#force).
                force_out[k, FORCE_TOP] = top
                force_out[k, FORCE_SKIP] = skip
                force_out[k, FORCE_NODE] = cur
                a_mark[k, MARK_SKIP] = meta[META_USED]
                lv_l[k] = -1
                state = AT_NEXT_LETTER
        elif state == AT_BOUND:
            got = orderly_bound(cur, k, npos, threshold, nlet_pos, arena, bs, cands, nout, -1)
            if got == PAUSED:
                continue
            if got == OUTPUT_FULL:   # the driver grows the list and goes on from here
                _keep_place(loop, k, cur, nout, state, ntr, before, row, letter)
                return OUTPUT_FULL
            if got < 0:
                return got
            nout = got
            if row >= 0:
                trace[row, TR_ACTION] = ACTION_BOUND
                trace[row, TR_CANDIDATES] = nout - before
            state = AT_DONE
        elif state == AT_BOUND_LETTER:
            got = orderly_bound(force_out[k, FORCE_NODE], k, npos, threshold, nlet_pos, arena, bs, cands, nout,
                                letter)
            if got == PAUSED:
                continue
            if got == OUTPUT_FULL:
                _keep_place(loop, k, cur, nout, state, ntr, before, row, letter)
                return OUTPUT_FULL
            if got < 0:
                return got
            nout = got
            # the row shows the forced node's bound: an upper bound for the letter
            r = _trace_row(trace, ntr, k + 1, letter, node_bound(heap, force_out[k, FORCE_NODE]))
            if r >= 0:
                ntr += 1
                trace[r, TR_ACTION] = ACTION_BOUND
                trace[r, TR_CANDIDATES] = nout - before
            lv_l[k] = letter   # OrderlyBound used lv_l[k]; the next letter follows this one
            state = AT_NEXT_LETTER
        elif state == AT_DONE:
            k -= 1
            if k < 0:
                break
            state = AT_NEXT_LETTER
        else:   # AT_NEXT_LETTER
            meta[META_USED] = a_mark[k, MARK_SKIP]
            L = lv_l[k] + 1
            nxt = NO_TREE
            while L < nlet_pos[k]:
                nxt = force_letter(force_out[k, FORCE_TOP], force_out[k, FORCE_SKIP], L, arena, ms)
                if is_node(nxt) or nxt == OVERFLOW:
                    break
                L += 1
            if nxt == OVERFLOW:
                if can_grow:
                    return ARENA_FULL
                # out of budget: this letter's tree does not fit; bound the letter's boards
                # straight from the node being forced, which allocates nothing
                meta[META_USED] = a_mark[k, MARK_SKIP]
                meta[META_FULL] = 0
                stats[ST_BOUNDS] += 1
                stats[ST_OVER_BUDGET] += 1
                before = nout
                letter = L
                state = AT_BOUND_LETTER
                continue
            if not is_node(nxt):
                meta[META_USED] = a_mark[k, MARK_BEFORE]
                state = AT_DONE
                continue
            if meta[META_USED] > stats[ST_PEAK_WORDS]:
                stats[ST_PEAK_WORDS] = meta[META_USED]
            lv_l[k] = L
            choice[k] = L
            cur = nxt
            k += 1
            state = AT_VISIT
    stats[ST_TRACE_ROWS] = ntr
    stats[ST_NODES] = meta[META_NODES]
    return nout

