"""Private numba kernels for orderly sum/choice trees, force, OrderlyBound and the breaker loop.

Trees live in an arena of flat arrays (struct of arrays, int32 node ids):

* ``kind[n]``  0 = SumNode, 1 = ChoiceNode
* ``val[n]``   SumNode: points; ChoiceNode: split *position* of its cell
* ``bnd[n]``   bound (Sum: points + sum of children; Choice: max of children)
* ``msk[n]``   ChoiceNode: mask over letter *indices* of the cell's letter set
* ``nch[n]``, ``fst[n]``: children are ``edges[fst : fst + |nch|]``; SumNode children sort by
  position, ChoiceNode children by letter index (child k = k-th set bit of ``msk``). A
  ChoiceNode's ``nch`` is stored negative, so the hot loops tell the kinds apart from a
  column they read anyway (``kind`` is a column of its own, another cache miss)
* a ChoiceNode's letter child, or a tree's root, may be a ChoiceNode: it stands for a
  SumNode without points whose only child it is (such SumNodes are not stored)
* ``meta``: [nodes used, edges used, overflow flag, nodes allocated in total, edge capacity]

The kernels take their state as named bundles (tuples, unpacked at the top of each
kernel, so they cost nothing): :class:`Arena` (the arrays above), :class:`Records`
(path records), :class:`BoundState` (OrderlyBound's stacks), :class:`Candidates`
(the boards OrderlyBound lists) and :class:`AttackState` (the breaker loop's own
buffers and counters).

Trees are immutable once built; force allocates new nodes and shares untouched
subtrees, and the breaker frees everything a force allocated by rewinding ``meta``.
Every kernel is iterative with explicit stacks (cacheable; see docs/algorithms.md#numba-notes).
"""
from typing import NamedTuple

import numpy as np
from llvmlite import ir
from numba import njit, types
from numba.extending import intrinsic

from ..engine._bits import ctz64, popcount64
from ..engine._solver_kernels import CHILD_SHIFT, LETTER_MASK, MAX_CELLS, NSYM, POINTS_SHIFT, score_batch

NO_POS = 1 << 30


class Arena(NamedTuple):
    """The node arena (struct of arrays; see the module docstring)."""
    kind: np.ndarray   # int8
    val: np.ndarray    # int32
    bnd: np.ndarray    # int32
    msk: np.ndarray    # int32
    nch: np.ndarray    # int32
    fst: np.ndarray    # int32
    edges: np.ndarray  # int32, about 1.5 per node
    meta: np.ndarray   # int64[5]


class Records(NamedTuple):
    """Path records: ``keys`` (int64, one row of key words each), word id and points."""
    keys: np.ndarray
    wid: np.ndarray
    pts: np.ndarray


class SortScratch(NamedTuple):
    """The radix sort's buffers (see :func:`sort_dedupe_1`); too short: the sort allocates its own."""
    key_a: np.ndarray  # int64
    key_b: np.ndarray  # int64
    idx_a: np.ndarray  # int32
    idx_b: np.ndarray  # int32


class BoundState(NamedTuple):
    """OrderlyBound's per-position stacks and per-level saves (sized by the engine)."""
    stk: np.ndarray        # int32 (npos, capacity): the nodes on each position's stack
    ssize: np.ndarray      # int64 (npos,): their count
    sums: np.ndarray       # int64 (npos,): the sum of their bounds
    save_size: np.ndarray  # int64 (npos + 1, npos): ssize on entering each level
    save_sums: np.ndarray  # int64 (npos + 1, npos): sums on entering each level
    lv_base: np.ndarray    # int64 (npos + 2,): points fixed above each level
    lv_l: np.ndarray       # int64 (npos + 2,): the letter each level tries
    choice: np.ndarray     # int64 (npos + 1,): letter index chosen per position
    lv_acc: np.ndarray     # int64 (npos + 1, NSYM): per level, each letter's bound before its push
    lv_rest: np.ndarray    # int64 (npos + 1,): per level, the bound less the level's own stack
    run: np.ndarray        # int64[5]: level, state and boards listed when paused; steps left; paused


#: ``BoundState.run`` slots: where :func:`orderly_bound` paused, the steps it may take, and 1 while
#: it is paused (its next call goes on instead of starting).
RUN_K, RUN_STATE, RUN_NOUT, RUN_STEPS, RUN_PAUSED = range(5)
#: Steps enough never to pause (callers that do not honour cancel set this; see :func:`no_pause`).
NO_PAUSE = 1 << 62


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
    fr: np.ndarray         # int64 (7, depth): merge's explicit stack
    force_out: np.ndarray  # int64 (npos + 1, NSYM): each level's force: [top, skip, node forced]
    a_mark: np.ndarray     # int64 (npos + 1, 4): arena marks before and after each level's force
    stats: np.ndarray      # int64[6]: see attack
    hist: np.ndarray       # int64 (npos + 2,): largest bound seen per level
    trace: np.ndarray      # int64 (rows, 6): see attack
    loop: np.ndarray       # int64[9]: the loop's place when it paused (see attack)


# ---------------------------------------------------------------------------
# 1. Path collection, sorting and de-duplication
# ---------------------------------------------------------------------------
# A path's key has one 5-bit slot per split position (12 slots per int64 word, most
# significant first): the letter index + 1 if the path uses that position, else 31 (so a
# cell holds at most 30 letters: classes.MAX_CELL_LETTERS).
# Sorting keys groups paths exactly as the orderly tree needs: by first position
# (ascending), then letter, then by the rest of the path; a path that ends sorts *last*
# among the paths sharing its prefix.
SLOT_EMPTY = 31
SLOT_LOW_BITS = sum(1 << (5 * q) for q in range(12))   # the lowest bit of each slot


@njit(cache=True, nogil=True, inline="always")
def _slot_shift(p):
    return (11 - p % 12) * 5


@njit(cache=True, nogil=True)
def empty_key_word():
    w = np.int64(0)
    for _ in range(12):
        w = (w << 5) | SLOT_EMPTY
    return w


@njit(cache=True, nogil=True)
def collect_paths(cls_letters, ncls, pos_of, nbrs, deg, nodes, node_word, records):
    """Every (word, path) of the class as a record: key (see above), word id and points.
    Returns the number of records, or -1 if the buffers are too small.
    """
    keys, wid, pts = records
    n = ncls.shape[0]
    cap = keys.shape[0]
    kw = keys.shape[1]
    f_cell = np.empty(n + 1, np.int64)
    f_node = np.empty(n + 1, np.int64)
    f_left = np.empty(n + 1, np.int64)
    f_cmask = np.empty(n + 1, np.int64)
    f_child = np.empty(n + 1, np.int64)
    f_next = np.empty(n + 1, np.int64)   # neighbours still to visit (bitmask), 0 = next letter
    cell_mask = np.zeros(n, np.int64)
    letter_idx = np.zeros((n, NSYM), np.int64)  # [cell, letter code] -> letter index + 1
    cell_w = np.zeros(n, np.int64)
    cell_sh = np.zeros(n, np.int64)
    nbr_mask = np.zeros(n, np.int64)
    for i in range(n):
        for li in range(ncls[i]):
            cell_mask[i] |= np.int64(1) << cls_letters[i, li]
            letter_idx[i, cls_letters[i, li]] = li + 1
        cell_w[i] = pos_of[i] // 12
        cell_sh[i] = _slot_shift(pos_of[i])
        for k in range(deg[i]):
            nbr_mask[i] |= np.int64(1) << nbrs[i, k]
    # Cells grouped by letter set (a class has a handful of distinct sets): the cells a trie
    # node can continue into are found with one test per set, not one per neighbour.
    set_mask = np.zeros(n, np.int64)
    set_cells = np.zeros(n, np.int64)
    nsets = 0
    for i in range(n):
        g = 0
        while g < nsets and set_mask[g] != cell_mask[i]:
            g += 1
        if g == nsets:
            set_mask[g] = cell_mask[i]
            nsets += 1
        set_cells[g] |= np.int64(1) << i
    full = empty_key_word()
    key = np.empty(kw, np.int64)
    for w in range(kw):
        key[w] = full
    nrec = 0
    rinfo = nodes[0]
    for s in range(n):
        left0 = rinfo & LETTER_MASK & cell_mask[s]
        if left0 == 0:
            continue
        d = 0
        f_cell[0] = s
        f_node[0] = 0
        f_left[0] = left0
        f_next[0] = 0
        used = np.int64(1) << s
        while d >= 0:
            cell = f_cell[d]
            nxt = f_next[d]
            if nxt == 0:
                # next letter of this cell that continues a word
                left = f_left[d]
                w = cell_w[cell]
                sh = cell_sh[cell]
                if left == 0:
                    key[w] |= np.int64(SLOT_EMPTY) << sh
                    used ^= np.int64(1) << cell
                    d -= 1
                    continue
                lt = ctz64(left)
                f_left[d] = left & (left - 1)
                key[w] = (key[w] & ~(np.int64(SLOT_EMPTY) << sh)) | (letter_idx[cell, lt] << sh)
                pinfo = nodes[f_node[d]]
                child = (pinfo >> CHILD_SHIFT) + popcount64(pinfo & LETTER_MASK & ((np.int64(1) << lt) - 1))
                f_child[d] = child
                info = nodes[child]
                pt = (info >> POINTS_SHIFT) & 63
                if pt:
                    if nrec >= cap:
                        return -1
                    for ww in range(kw):
                        keys[nrec, ww] = key[ww]
                    wid[nrec] = node_word[child]
                    pts[nrec] = pt
                    nrec += 1
                cm = info & LETTER_MASK
                f_cmask[d] = cm
                if cm != 0:
                    ok = np.int64(0)
                    for g in range(nsets):
                        if cm & set_mask[g]:
                            ok |= set_cells[g]
                    f_next[d] = nbr_mask[cell] & ~used & ok
                continue
            j = ctz64(nxt)
            f_next[d] = nxt & (nxt - 1)
            f_node[d + 1] = f_child[d]
            d += 1
            f_cell[d] = j
            f_left[d] = f_cmask[d - 1] & cell_mask[j]
            f_next[d] = 0
            used |= np.int64(1) << j
    return nrec


@njit(cache=True, nogil=True)
def dedupe_sorted(records, nrec):
    """Merge runs of equal keys in sorted records (in place); return the new count.

    Same path, different words: points add up (anagrams on the same cells). Same path
    and same word (the cells visited in another order): counted once.
    """
    keys, wid, pts = records
    kw = keys.shape[1]
    out = -1
    start = 0
    for r in range(nrec):
        same = out >= 0
        if same:
            for w in range(kw):
                if keys[r, w] != keys[out, w]:
                    same = False
                    break
        if same:
            dup = False
            for q in range(start, r):
                if wid[q] == wid[r]:
                    dup = True
                    break
            if not dup:
                pts[out] += pts[r]
            continue
        out += 1
        start = r
        # keep the run's first record at ``out``; wid[start..r] stay readable for the dup scan
        if out != r:
            for w in range(kw):
                keys[out, w] = keys[r, w]
            pts[out] = pts[r]
    return out + 1


RADIX_BITS = 12
RADIX_PASSES = 5  # 60 key bits


@njit(cache=True, nogil=True)
def sort_dedupe_1(records, nrec, scratch):
    """LSD radix sort of single-word keys (carrying wid/pts), then de-duplicate; returns the
    record count. ``scratch`` (:class:`SortScratch`) holds the sort's buffers when each has room
    for ``nrec``: under a memory budget they are views of the arena, idle while paths are sorted,
    so no pages are mapped for them; otherwise the buffers live only inside this call, so they are
    given back before the tree is built (docs/algorithms.md#the-memory-budget)."""
    keys, wid, pts = records
    if nrec == 0:
        return 0
    nb = 1 << RADIX_BITS
    hist = np.zeros((RADIX_PASSES, nb), np.int64)
    for i in range(nrec):
        k = keys[i, 0]
        for d in range(RADIX_PASSES):
            hist[d, (k >> (d * RADIX_BITS)) & (nb - 1)] += 1
    # sort (key, index) pairs; src/dst alternate between the two buffers
    if min(scratch.key_a.shape[0], scratch.key_b.shape[0], scratch.idx_a.shape[0], scratch.idx_b.shape[0]) >= nrec:
        key_a, key_b, idx_a, idx_b = scratch
    else:
        key_a = np.empty(nrec, np.int64)
        key_b = np.empty(nrec, np.int64)
        idx_a = np.empty(nrec, np.int32)
        idx_b = np.empty(nrec, np.int32)
    for i in range(nrec):
        key_a[i] = keys[i, 0]
        idx_a[i] = i
    src_k = key_a
    src_i = idx_a
    dst_k = key_b
    dst_i = idx_b
    offs = np.empty(nb, np.int64)
    for d in range(RADIX_PASSES):
        h = hist[d]
        skip = False
        for b in range(nb):
            if h[b] == nrec:
                skip = True
                break
            if h[b] != 0:
                break
        if skip:
            continue
        acc = 0
        for b in range(nb):
            offs[b] = acc
            acc += h[b]
        sh = d * RADIX_BITS
        for i in range(nrec):
            k = src_k[i]
            b = (k >> sh) & (nb - 1)
            o = offs[b]
            dst_k[o] = k
            dst_i[o] = src_i[i]
            offs[b] = o + 1
        src_k, dst_k = dst_k, src_k
        src_i, dst_i = dst_i, src_i
    # gather the payloads in sorted order, through the free index buffer
    gather = dst_i
    for i in range(nrec):
        gather[i] = wid[src_i[i]]
    for i in range(nrec):
        wid_i = gather[i]
        gather[i] = pts[src_i[i]]
        keys[i, 0] = src_k[i]
        wid[i] = wid_i
    for i in range(nrec):
        pts[i] = gather[i]
    return dedupe_sorted(records, nrec)


@njit(cache=True, nogil=True, inline="always")
def _alloc(arena, k, v, m, count):
    """A node with room for ``count`` children, or -1 (overflow flag set)."""
    kind, val, bnd, msk, nch, fst, edges, meta = arena
    node = meta[0]
    e = meta[1]
    if node >= kind.shape[0] or e + count > meta[4]:
        meta[2] = 1
        return -1
    meta[0] = node + 1
    meta[1] = e + count
    meta[3] += 1
    kind[node] = k
    val[node] = v
    bnd[node] = 0
    msk[node] = m
    nch[node] = -count if k == 1 else count
    fst[node] = e
    return node


@intrinsic
def _clz64(typingctx, x):
    """Leading zero bits of a non-zero int64."""
    sig = types.int64(types.int64)

    def codegen(context, builder, signature, args):
        return builder.ctlz(args[0], ir.Constant(ir.IntType(1), 1))

    return sig, codegen


#: Leaf SumNodes worth 1..INTERNED points are shared: node ``p - 1`` of every arena is the leaf
#: worth ``p`` (made first by build_tree), so the most common nodes, leaves, are never repeated.
INTERNED = 128


# A SumNode with no points and one child (a ChoiceNode) is not stored: the ChoiceNode stands
# for it, wherever a ChoiceNode's letter child or a tree's root is read as a SumNode. Such
# nodes are the links of single-path chains and were a third of every tree
# (docs/algorithms.md#the-arena). These helpers read any node as a SumNode.
@njit(cache=True, nogil=True, inline="always")
def _sum_points(n, nch, val):
    return val[n] if nch[n] >= 0 else 0


@njit(cache=True, nogil=True, inline="always")
def _sum_nch(n, nch):
    return nch[n] if nch[n] >= 0 else 1


@njit(cache=True, nogil=True, inline="always")
def _sum_child(n, i, nch, fst, edges):
    return edges[fst[n] + i] if nch[n] >= 0 else n


@njit(cache=True, nogil=True, inline="always")
def _used_positions(keys, r):
    """Bitmask of the split positions record ``r`` uses (its slots that are not empty)."""
    u = np.int64(0)
    for w in range(keys.shape[1]):
        x = keys[r, w]
        # a slot is empty when its five bits are all set: fold them onto the slot's lowest bit
        used = ~(x & (x >> 1) & (x >> 2) & (x >> 3) & (x >> 4)) & SLOT_LOW_BITS
        while used != 0:
            b = ctz64(used)
            used &= used - 1
            u |= np.int64(1) << (w * 12 + 11 - b // 5)
    return u


@njit(cache=True, nogil=True)
def build_tree(records, nrec, arena):
    """Build the orderly tree of sorted, de-duplicated records into an empty arena; return the root (or -1).

    One pass, like building a trie from sorted strings: consecutive records share the
    nodes of their common prefix; the nodes of the previous record below the first
    difference are closed (children known, bound computed) and the new record's
    nodes are opened. Open levels alternate Sum (even) and Choice (odd). The arena's
    first INTERNED nodes are the shared leaves.
    """
    keys, pts = records.keys, records.pts
    kind, val, bnd, msk, nch, fst, edges, meta = arena
    for p in range(1, INTERNED + 1):
        leaf = _alloc(arena, 0, p, 0, 0)
        if leaf < 0:
            return -1
        bnd[leaf] = p
    maxl = 2 * 64 + 4
    lv_val = np.zeros(maxl, np.int64)     # Sum: points; Choice: position
    lv_letter = np.zeros(maxl, np.int64)  # Sum: letter index of the pair leading to it
    lv_cstart = np.zeros(maxl, np.int64)
    # Children of the open levels: a Sum level has at most one per position, a Choice level
    # one per letter, and a closed level leaves one node behind.
    cst = np.empty(maxl * (NSYM + 64) + 2, np.int64)      # child node ids of open levels
    cst_l = np.empty(maxl * (NSYM + 64) + 2, np.int64)    # and their letters
    ctop = 0
    kw = keys.shape[1]
    level = 0
    lv_val[0] = 0
    lv_cstart[0] = 0
    for r in range(nrec + 1):
        u_next = _used_positions(keys, r) if r < nrec else np.int64(0)
        # how far the previous record's open levels stay open
        if r == 0:
            keep = 0
            p = -1
        elif r == nrec:
            keep = -1
            p = -1
        else:
            p = -1
            for w in range(kw):
                x = keys[r, w] ^ keys[r - 1, w]
                if x != 0:
                    p = w * 12 + (_clz64(x) - 4) // 5
                    break
            j = popcount64(u_next & ((np.int64(1) << p) - 1))
            keep = 2 * j + 1 if (u_next >> p) & 1 else 2 * j
        while level > keep:
            # close ``level``: its children are cst[lv_cstart[level]:ctop]
            c0 = lv_cstart[level]
            nc = ctop - c0
            if level % 2 == 0:
                b = lv_val[level]
                if nc == 0 and 1 <= b <= INTERNED:
                    node = b - 1
                elif nc == 1 and b == 0 and level > 0:
                    node = cst[c0]          # the ChoiceNode stands for this SumNode
                    b = bnd[node]
                else:
                    node = _alloc(arena, 0, lv_val[level], 0, nc)
                    if node < 0:
                        return -1
                    e = fst[node]
                    for i in range(nc):
                        c = cst[c0 + i]
                        edges[e + i] = c
                        b += bnd[c]
            else:
                m = np.int64(0)
                for i in range(nc):
                    m |= np.int64(1) << cst_l[c0 + i]
                node = _alloc(arena, 1, lv_val[level], m, nc)
                if node < 0:
                    return -1
                b = 0
                e = fst[node]
                for i in range(nc):
                    c = cst[c0 + i]
                    edges[e + i] = c
                    if bnd[c] > b:
                        b = bnd[c]
            bnd[node] = b
            ctop = c0
            cst[ctop] = node
            cst_l[ctop] = lv_letter[level]
            ctop += 1
            level -= 1
        if r == nrec:
            break
        u = u_next
        if level % 2 == 1:
            # same Choice (position p), new letter: open its Sum
            level += 1
            lv_val[level] = 0
            lv_letter[level] = ((keys[r, p // 12] >> _slot_shift(p)) & 31) - 1
            lv_cstart[level] = ctop
        rest = u >> (p + 1) << (p + 1) if p >= 0 else u
        while rest:
            q = ctz64(rest)
            rest &= rest - 1
            level += 1
            lv_val[level] = q
            lv_cstart[level] = ctop
            level += 1
            lv_val[level] = 0
            lv_letter[level] = ((keys[r, q // 12] >> _slot_shift(q)) & 31) - 1
            lv_cstart[level] = ctop
        lv_val[level] = pts[r]
    if nrec == 0:
        node = _alloc(arena, 0, 0, 0, 0)
        if node >= 0:
            bnd[node] = 0
        return node
    return cst[0]


@njit(cache=True, nogil=True)
def count_nodes(root, arena, links):
    """Nodes reached from ``root``, counting shared subtrees once per reference; with ``links``,
    also the SumNodes that ChoiceNodes stand for (as the reference implementation stores them)."""
    kind, nch, fst, edges = arena.kind, arena.nch, arena.fst, arena.edges
    if root < 0:
        return 0
    stack = np.empty(1024, np.int64)
    stack[0] = root
    sp = 1
    total = 1 if links and kind[root] == 1 else 0
    while sp > 0:
        sp -= 1
        node = stack[sp]
        total += 1
        c = abs(nch[node])
        if sp + c > stack.shape[0]:
            bigger = np.empty(2 * (sp + c), np.int64)
            bigger[:sp] = stack[:sp]
            stack = bigger
        for i in range(c):
            child = edges[fst[node] + i]
            if links and kind[node] == 1 and kind[child] == 1:
                total += 1
            stack[sp] = child
            sp += 1
    return total


@njit(cache=True, nogil=True)
def eval_board(root, choice_of_pos, arena):
    """Force(T, B): the tree's value for one board (letter index per position; -1 = any)."""
    kind, val, bnd, msk, nch, fst, edges, meta = arena
    stack = np.empty(4096, np.int64)
    stack[0] = root
    sp = 1
    total = np.int64(0)
    while sp > 0:
        sp -= 1
        node = stack[sp]
        if kind[node] == 0:
            total += val[node]
            for i in range(nch[node]):
                stack[sp] = edges[fst[node] + i]
                sp += 1
        else:
            li = choice_of_pos[val[node]]
            m = np.int64(msk[node])
            if (m >> li) & 1:
                stack[sp] = edges[fst[node] + popcount64(m & ((np.int64(1) << li) - 1))]
                sp += 1
    return total


# ---------------------------------------------------------------------------
# 3. Merge and force
# ---------------------------------------------------------------------------
@njit(cache=True, nogil=True)
def merge(a, b, arena, fr):
    """merge(a, b) of two SumNodes (new nodes, untouched subtrees shared); -1 on overflow.

    Either may be a ChoiceNode standing for a SumNode (see :func:`_sum_points`); so may the
    result when one side is empty. ``fr`` is int64 scratch of shape (7, depth) for the
    explicit stack.
    """
    kind, val, bnd, msk, nch, fst, edges, meta = arena
    if nch[b] == 0 and val[b] == 0:
        return a
    if nch[a] == 0 and val[a] == 0:
        return b
    fk = fr[0]
    fa = fr[1]
    fb = fr[2]
    fo = fr[3]
    fi = fr[4]
    fj = fr[5]
    fs = fr[6]
    pts = _sum_points(a, nch, val) + _sum_points(b, nch, val)
    if _sum_nch(a, nch) + _sum_nch(b, nch) == 0 and pts <= INTERNED:
        return pts - 1
    # A merged SumNode's children are gathered on ``kids`` (``kb``: where each frame's begin)
    # and get their edges when it closes, so no first pass counts them (docs/algorithms.md#force).
    kids = np.empty(fk.shape[0] * MAX_CELLS, np.int64)   # a SumNode has one child per position at most
    kb = np.empty(fk.shape[0], np.int64)
    ktop = 0
    out = _alloc(arena, 0, pts, 0, 0)
    if out < 0:
        return -1
    res = out
    kb[0] = 0
    fk[0] = 0
    fa[0] = a
    fb[0] = b
    fo[0] = out
    fi[0] = 0
    fj[0] = 0
    fs[0] = 0
    sp = 1
    while sp > 0:
        t = sp - 1
        a = fa[t]
        b = fb[t]
        out = fo[t]
        if fk[t] == 0:
            ia = fi[t]
            ib = fj[t]
            na = _sum_nch(a, nch)
            nb = _sum_nch(b, nch)
            if ia < na or ib < nb:
                ca = _sum_child(a, ia, nch, fst, edges) if ia < na else -1
                cb = _sum_child(b, ib, nch, fst, edges) if ib < nb else -1
                pa = val[ca] if ca >= 0 else NO_POS
                pb = val[cb] if cb >= 0 else NO_POS
                if pa < pb:
                    kids[ktop] = ca
                    ktop += 1
                    fi[t] = ia + 1
                elif pb < pa:
                    kids[ktop] = cb
                    ktop += 1
                    fj[t] = ib + 1
                else:
                    fi[t] = ia + 1
                    fj[t] = ib + 1
                    m = np.int64(msk[ca]) | np.int64(msk[cb])
                    child = _alloc(arena, 1, pa, m, popcount64(m))
                    if child < 0 or sp >= fk.shape[0]:
                        meta[2] = 1
                        return -1
                    kids[ktop] = child
                    ktop += 1
                    fk[sp] = 1
                    fa[sp] = ca
                    fb[sp] = cb
                    fo[sp] = child
                    fi[sp] = m  # letters still to place
                    fs[sp] = 0
                    sp += 1
                continue
            k0 = kb[t]
            nk = ktop - k0
            e = meta[1]
            if e + nk > meta[4]:
                meta[2] = 1
                return -1
            meta[1] = e + nk
            fst[out] = e
            nch[out] = nk
            s = np.int64(val[out])
            for i in range(nk):
                c = kids[k0 + i]
                edges[e + i] = c
                s += bnd[c]
            bnd[out] = s
            ktop = k0
            sp -= 1
        else:
            rem = fi[t]
            if rem != 0:
                li = ctz64(rem)
                fi[t] = rem & (rem - 1)
                slot = fst[out] + fs[t]
                fs[t] += 1
                ma = np.int64(msk[a])
                mb = np.int64(msk[b])
                ina = (ma >> li) & 1
                inb = (mb >> li) & 1
                low = (np.int64(1) << li) - 1
                if ina and inb:
                    ca = edges[fst[a] + popcount64(ma & low)]
                    cb = edges[fst[b] + popcount64(mb & low)]
                    if nch[cb] == 0 and val[cb] == 0:
                        edges[slot] = ca
                        continue
                    if nch[ca] == 0 and val[ca] == 0:
                        edges[slot] = cb
                        continue
                    na = _sum_nch(ca, nch)
                    nb = _sum_nch(cb, nch)
                    pts = _sum_points(ca, nch, val) + _sum_points(cb, nch, val)
                    if na + nb == 0 and pts <= INTERNED:
                        edges[slot] = pts - 1
                        continue
                    link = False
                    if pts == 0 and na == 1 and nb == 1:
                        xa = _sum_child(ca, 0, nch, fst, edges)
                        xb = _sum_child(cb, 0, nch, fst, edges)
                        link = val[xa] == val[xb]
                    if link:
                        # Neither side is empty, so each has one child, on the same position:
                        # their merged ChoiceNode stands for the SumNode.
                        m = np.int64(msk[xa]) | np.int64(msk[xb])
                        child = _alloc(arena, 1, val[xa], m, popcount64(m))
                        if child < 0 or sp >= fk.shape[0]:
                            meta[2] = 1
                            return -1
                        edges[slot] = child
                        fk[sp] = 1
                        fa[sp] = xa
                        fb[sp] = xb
                        fo[sp] = child
                        fi[sp] = m
                        fs[sp] = 0
                        sp += 1
                        continue
                    child = _alloc(arena, 0, pts, 0, 0)
                    if child < 0 or sp >= fk.shape[0]:
                        meta[2] = 1
                        return -1
                    edges[slot] = child
                    fk[sp] = 0
                    fa[sp] = ca
                    fb[sp] = cb
                    fo[sp] = child
                    fi[sp] = 0
                    fj[sp] = 0
                    kb[sp] = ktop
                    sp += 1
                elif ina:
                    edges[slot] = edges[fst[a] + popcount64(ma & low)]
                else:
                    edges[slot] = edges[fst[b] + popcount64(mb & low)]
                continue
            best = np.int64(0)
            for i in range(-nch[out]):
                cb2 = bnd[edges[fst[out] + i]]
                if cb2 > best:
                    best = cb2
            bnd[out] = best
            sp -= 1
    return res


#: force_letter's codes besides a node id.
NO_TREE = -1
OVERFLOW = -2
#: :func:`orderly_bound` and :func:`attack` return this when they paused (see their docstrings).
PAUSED = -4
#: ``AttackState.loop[LOOP_PAUSED]`` is 1 while :func:`attack` is paused.
LOOP_PAUSED = 5


@njit(cache=True, nogil=True)
def force_start(root, pos, arena):
    """Start forcing the cell at split position ``pos`` (the first one left): ``(top, skip)``.

    ``top`` is the root's ChoiceNode on ``pos`` and ``skip`` the rest of the root (a new SumNode
    pointing into the root's child list, nothing copied); :func:`force_letter` then makes one
    letter's tree. If the cell is not at the top, ``top`` is -1 and ``skip`` the root itself,
    which every letter gets. ``skip`` is -1 on arena overflow.
    """
    kind, val, bnd, msk, nch, fst, edges, meta = arena
    if _sum_nch(root, nch) == 0:
        return -1, root
    top = _sum_child(root, 0, nch, fst, edges)
    if kind[top] != 1 or val[top] != pos:
        return -1, root
    pts = _sum_points(root, nch, val)
    skip = _alloc(arena, 0, pts, 0, 0)
    if skip < 0:
        return top, -1
    if kind[root] == 0:
        fst[skip] = fst[root] + 1
        nch[skip] = nch[root] - 1
    sb = np.int64(pts)
    for i in range(nch[skip]):
        sb += bnd[edges[fst[skip] + i]]
    bnd[skip] = sb
    return top, skip


@njit(cache=True, nogil=True)
def force_letter(top, skip, L, arena, fr):
    """The tree for letter index ``L`` of a force begun by :func:`force_start`: a node id,
    NO_TREE when no word is left, or OVERFLOW (arena full; the partial merge is left behind)."""
    kind, val, bnd, msk, nch, fst, edges, meta = arena
    if top < 0:
        return skip
    m = np.int64(msk[top])
    if (m >> L) & 1:
        ch = edges[fst[top] + popcount64(m & ((np.int64(1) << L) - 1))]
        r = merge(ch, skip, arena, fr)
        return r if r >= 0 else OVERFLOW
    return skip if bnd[skip] > 0 else NO_TREE


@njit(cache=True, nogil=True)
def force(root, pos, nlet, out, arena, fr):
    """Split the tree on the cell at split position ``pos`` (the first one left), every letter at once.

    ``out[L]`` gets the tree for letter index L, or -1 if no word is left. Returns 0,
    or -1 on arena overflow. (The breaker loop makes the letters' trees one at a time.)
    """
    top, skip = force_start(root, pos, arena)
    if skip < 0:
        return -1
    for L in range(nlet):
        r = force_letter(top, skip, L, arena, fr)
        if r == OVERFLOW:
            return -1
        out[L] = r
    return 0


@njit(cache=True, nogil=True, inline="always")
def _advance(s, arena, bs):
    """Push the children of SumNode ``s`` on their positions' stacks; return its points (-1: a stack is full)."""
    val, bnd, nch, fst, edges = arena.val, arena.bnd, arena.nch, arena.fst, arena.edges
    stk, ssize, sums = bs.stk, bs.ssize, bs.sums
    # The push is written out twice, as merge's two ChoiceNode frames are: inline helpers for them
    # cost 9% on the standard 60 classes (45.1 against 41.3 CPU s, run beside the code before).
    if nch[s] < 0:    # a ChoiceNode standing for a point-less SumNode whose only child it is
        p = val[s]
        if ssize[p] >= stk.shape[1]:
            return -1
        stk[p, ssize[p]] = s
        ssize[p] += 1
        sums[p] += bnd[s]
        return 0
    for i in range(nch[s]):
        c = edges[fst[s] + i]
        p = val[c]
        if ssize[p] >= stk.shape[1]:
            return -1
        stk[p, ssize[p]] = c
        ssize[p] += 1
        sums[p] += bnd[c]
    return val[s]


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
    ``cands.choice`` / ``cands.bound`` from ``nout`` on; returns the new count, -1 if the output
    is full, -2 if a per-position stack is full, or -4 (PAUSED) once it has taken
    ``bs.run[RUN_STEPS]`` steps. On -4 and -1 its place is kept in ``bs``, and the next call with
    the same arguments goes on from there (after -1, with a longer list holding the same rows);
    ``no_pause`` sets ``bs`` for a call that starts afresh and never pauses.
    """
    kind, val, bnd, msk, nch, fst, edges, meta = arena
    stk, ssize, sums, save_size, save_sums, lv_base, lv_l, choice, lv_acc, lv_rest, run = bs
    out_choice, out_bound = cands
    if run[RUN_PAUSED] == 1:
        k, state, nout = run[RUN_K], run[RUN_STATE], run[RUN_NOUT]
        run[RUN_PAUSED] = 0
    else:
        for p in range(npos):
            ssize[p] = 0
            sums[p] = 0
        base = _advance(root, arena, bs)
        if base < 0:
            return -2
        k = k0
        lv_base[k] = _sum_points(root, nch, val)
        state = 0  # 0 enter level k, 1 next letter at level k, 2 back to the parent level
    # Per level (lv_acc, lv_rest): each letter's bound before its children are pushed (see state 0).
    steps = max(run[RUN_STEPS], 1)   # at least one step a call, or a paused loop would never get on
    while True:
        steps -= 1
        if steps < 0:
            run[RUN_STEPS] = 0
            _keep_bound_place(run, k, state, nout)
            return PAUSED
        if state == 0:
            b = lv_base[k]
            for p in range(k, npos):
                b += sums[p]
            if b < cutoff:
                state = 2
            elif k == npos:
                if nout >= out_choice.shape[0]:
                    # full: nothing has changed at this step, so keep the place as a pause does; the
                    # caller may grow the list (keeping its rows) and go on from here
                    _keep_bound_place(run, k, state, nout)
                    return -1
                for p in range(npos):
                    out_choice[nout, p] = choice[p]
                out_bound[nout] = b
                nout += 1
                state = 2
            else:
                for p in range(k, npos):
                    save_size[k, p] = ssize[p]
                    save_sums[k, p] = sums[p]
                # Choosing letter L pushes the children of each node's L-child, and a SumNode's
                # bound is its points plus its children's bounds: so the next level's bound is
                # known now, and letters below the cutoff are skipped without pushing anything
                # (docs/algorithms.md#orderlybound). Same boards, less work.
                acc = lv_acc[k]
                for L in range(nlet_pos[k]):
                    acc[L] = 0
                for i in range(ssize[k]):
                    nd = stk[k, i]
                    m = np.int64(msk[nd])
                    j = fst[nd]
                    while m != 0:
                        acc[ctz64(m)] += bnd[edges[j]]
                        j += 1
                        m &= m - 1
                lv_rest[k] = b - sums[k]
                lv_l[k] = -1
                state = 1
        elif state == 2:
            k -= 1
            if k < k0:
                break
            state = 1
        else:
            L = lv_l[k] + 1
            if k == k0 and only >= 0:
                L = only if L <= only and lv_rest[k] + lv_acc[k, only] >= cutoff else nlet_pos[k]
            while L < nlet_pos[k] and lv_rest[k] + lv_acc[k, L] < cutoff:
                L += 1
            if L >= nlet_pos[k]:
                state = 2
                continue
            lv_l[k] = L
            for p in range(k, npos):
                ssize[p] = save_size[k, p]
                sums[p] = save_sums[k, p]
            pts = lv_base[k]
            low = (np.int64(1) << L) - 1
            for i in range(save_size[k, k]):
                nd = stk[k, i]
                m = np.int64(msk[nd])
                if (m >> L) & 1:
                    ch = edges[fst[nd] + popcount64(m & low)]
                    v = _advance(ch, arena, bs)
                    if v < 0:
                        return -2
                    pts += v
            choice[k] = L
            lv_base[k + 1] = pts
            k += 1
            state = 0
    run[RUN_STEPS] = steps
    return nout


@njit(cache=True, nogil=True, inline="always")
def _keep_place(loop, k, cur, nout, state, ntr, before, row, letter):
    """Save :func:`attack`'s locals in ``loop`` so that its next call goes on from here."""
    loop[0], loop[1], loop[2], loop[3], loop[4] = k, cur, nout, state, ntr
    loop[6], loop[7], loop[8] = before, row, letter
    loop[LOOP_PAUSED] = 1


@njit(cache=True, nogil=True, inline="always")
def _trace_row(trace, row, level, letter, bound):
    """Start trace row ``row`` (level, position, letter index, bound) if it fits; return it or -1."""
    if row >= trace.shape[0]:
        return -1
    trace[row, 0] = level
    trace[row, 1] = level - 1
    trace[row, 2] = letter
    trace[row, 3] = bound
    return row


@njit(cache=True, nogil=True)
def attack(root, threshold, switchover, switch_depth, npos, nlet_pos, arena, bs, cands, st, can_grow, max_steps):
    """The hybrid breaker loop for one built tree (docs/algorithms.md#the-hybrid-breaker), fully in njit.

    Force the next cell in split order while a (sub)tree's bound is above
    ``switchover`` (and fewer than ``switch_depth`` cells are forced); otherwise list
    the boards that may reach ``threshold`` with OrderlyBound. Candidates go to
    ``cands.choice``/``cands.bound``; returns their count, -1 (output full: grow it keeping its
    rows, and call again to go on), -2 (stack full: grow it and start again), -3 (arena full,
    only when ``can_grow``) or -4 (PAUSED). ``st.stats`` = [forces, bound
    calls, trace rows, nodes allocated, forces or letters given to OrderlyBound for memory, arena
    peak]; ``st.hist[k]`` = largest bound at level k; ``st.trace`` rows are (level, position,
    letter index, bound, action 0=broken 1=orderly bound 2=force, candidates).

    The loop and OrderlyBound pause together once they have taken ``max_steps`` steps (a step is
    a node of this loop or a level of OrderlyBound), their place kept in ``st.loop`` and ``bs``,
    so that a driver can honour cancel between calls: a call with ``st.loop[LOOP_PAUSED]`` 1 goes on
    from there, one with 0 starts at ``root``. Every return but -4 and -1 leaves it 0.

    Each forced letter's tree is made just before it is visited and freed after it. When the
    arena is full and may not grow (``can_grow`` 0: the memory budget is reached), a force
    whose skip tree does not fit is undone and the node goes to OrderlyBound instead, and a
    letter whose tree does not fit has its boards listed by OrderlyBound straight from the
    node being forced; OrderlyBound allocates nothing: slower on a high bound, but exact
    (docs/algorithms.md#the-memory-budget).
    """
    bnd, meta = arena.bnd, arena.meta
    choice, lv_l, run = bs.choice, bs.lv_l, bs.run
    fr, force_out, a_mark, stats, hist, trace, loop = st
    k = 0
    cur = root
    nout = 0
    # state: 0 process the node at level k, 1 next letter at level k, 2 node at level k done,
    # 3 process the node at level k with OrderlyBound (its force did not fit), 4 OrderlyBound on
    # the node at level k, 5 OrderlyBound on letter ``letter`` of the node forced at level k (its
    # tree did not fit); 4 and 5 may take several calls, OrderlyBound pausing in between
    state = 0
    ntr = 0
    before = 0   # boards listed before the OrderlyBound call in progress
    row = -1     # the trace row of the node at level k
    letter = 0
    if loop[LOOP_PAUSED] == 1:
        k, cur, nout, state, ntr = loop[0], loop[1], loop[2], loop[3], loop[4]
        before, row, letter = loop[6], loop[7], loop[8]
    else:
        run[RUN_PAUSED] = 0
    loop[LOOP_PAUSED] = 0
    run[RUN_STEPS] = max(max_steps, 1)
    while True:
        if run[RUN_STEPS] <= 0:
            _keep_place(loop, k, cur, nout, state, ntr, before, row, letter)
            return PAUSED
        run[RUN_STEPS] -= 1
        if state == 0 or state == 3:
            b = bnd[cur]
            if b > hist[k]:
                hist[k] = b
            row = _trace_row(trace, ntr, k, choice[k - 1] if k > 0 else -1, b)
            if row >= 0:
                ntr += 1
            if b < threshold:
                if row >= 0:
                    trace[row, 4] = 0
                state = 2
            elif b <= switchover or k + 1 > switch_depth or k >= npos or state == 3:
                stats[1] += 1
                before = nout
                state = 4
            else:
                stats[0] += 1
                if row >= 0:
                    trace[row, 4] = 2
                a_mark[k, 0] = meta[0]
                a_mark[k, 1] = meta[1]
                top, skip = force_start(cur, k, arena)
                if skip < 0:
                    if can_grow:
                        return -3
                    # out of budget: undo the partial force and bound this node instead
                    meta[0] = a_mark[k, 0]
                    meta[1] = a_mark[k, 1]
                    meta[2] = 0
                    stats[0] -= 1
                    stats[4] += 1
                    if row >= 0:
                        ntr -= 1
                    state = 3
                    continue
                # The letters' trees are made one at a time, each just before its subtree is
                # visited and freed after it: the arena holds one letter's tree per level, and
                # the walk below reads nodes just written (docs/algorithms.md#force).
                force_out[k, 0] = top
                force_out[k, 1] = skip
                force_out[k, 2] = cur
                a_mark[k, 2] = meta[0]
                a_mark[k, 3] = meta[1]
                lv_l[k] = -1
                state = 1
        elif state == 4:
            got = orderly_bound(cur, k, npos, threshold, nlet_pos, arena, bs, cands, nout, -1)
            if got == PAUSED:
                continue
            if got == -1:   # the list of boards is full: the driver grows it and goes on from here
                _keep_place(loop, k, cur, nout, state, ntr, before, row, letter)
                return -1
            if got < 0:
                return got
            nout = got
            if row >= 0:
                trace[row, 4] = 1
                trace[row, 5] = nout - before
            state = 2
        elif state == 5:
            got = orderly_bound(force_out[k, 2], k, npos, threshold, nlet_pos, arena, bs, cands, nout, letter)
            if got == PAUSED:
                continue
            if got == -1:
                _keep_place(loop, k, cur, nout, state, ntr, before, row, letter)
                return -1
            if got < 0:
                return got
            nout = got
            # the row shows the forced node's bound: an upper bound for the letter
            r = _trace_row(trace, ntr, k + 1, letter, bnd[force_out[k, 2]])
            if r >= 0:
                ntr += 1
                trace[r, 4] = 1
                trace[r, 5] = nout - before
            lv_l[k] = letter   # OrderlyBound used lv_l[k]; the next letter follows this one
            state = 1
        elif state == 2:
            k -= 1
            if k < 0:
                break
            state = 1
        else:
            meta[0] = a_mark[k, 2]
            meta[1] = a_mark[k, 3]
            L = lv_l[k] + 1
            nxt = NO_TREE
            while L < nlet_pos[k]:
                nxt = force_letter(force_out[k, 0], force_out[k, 1], L, arena, fr)
                if nxt >= 0 or nxt == OVERFLOW:
                    break
                L += 1
            if nxt == OVERFLOW:
                if can_grow:
                    return -3
                # out of budget: this letter's tree does not fit; bound the letter's boards
                # straight from the node being forced, which allocates nothing
                meta[0] = a_mark[k, 2]
                meta[1] = a_mark[k, 3]
                meta[2] = 0
                stats[1] += 1
                stats[4] += 1
                before = nout
                letter = L
                state = 5
                continue
            if nxt < 0:
                meta[0] = a_mark[k, 0]
                meta[1] = a_mark[k, 1]
                state = 2
                continue
            if meta[0] > stats[5]:
                stats[5] = meta[0]
            lv_l[k] = L
            choice[k] = L
            cur = nxt
            k += 1
            state = 0
    stats[2] = ntr
    stats[3] = meta[3]
    return nout


@njit(cache=True, nogil=True)
def rescore_choices(out_choice, nout, order, cls_letters, nbrs, deg, nodes, mark, run_state, boards, scores):
    """Turn candidate rows (letter index per position) into boards and score them exactly."""
    npos = order.shape[0]
    for r in range(nout):
        for p in range(npos):
            c = order[p]
            boards[r, c] = cls_letters[c, out_choice[r, p]]
    score_batch(boards[:nout], nbrs, deg, nodes, mark, run_state, scores[:nout])
