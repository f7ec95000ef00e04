"""Private numba kernels: orderly sum/choice trees in a flat arena; build, merge and force.

A tree lives in one int32 array, the arena's ``heap``; a node is a record at its offset ``r``
(docs/algorithms.md#the-arena)::

    SumNode     heap[r] = number of children (>= 0)   heap[r+1] = points
    ChoiceNode  heap[r] = -1 - split position          heap[r+1] = letter mask

followed by its children, one *entry* of two words each: the child's offset and the child's
*info*, ``bound << INFO_BOUND_SHIFT | INFO_CHOICE (a ChoiceNode) | its split position``. A SumNode's
children are ChoiceNodes sorted by position; a ChoiceNode's are its letters' SumNodes in letter-index
order (child k is the k-th set bit of the mask). A node's bound and position are thus read from its
parent's entry, in the cache line already read, and OrderlyBound and merge reach a node only to
follow its own children. A record does not hold its own bound: the kernels carry a node's info
with its offset, and a tree's root (whose info no entry holds) has its bound summed from its
entries (:func:`node_bound`).

A ChoiceNode may stand for a SumNode without points whose only child it is (a ChoiceNode's letter
child, or a tree's root): such SumNodes are not stored. The first ``INTERNED`` records are the shared
leaves worth 1..INTERNED points. A ChoiceNode with one letter whose child is such a leaf (a path's
last cell: a third of a tree's ChoiceNodes) has no record either: its offset is negative and says all
of it, ``-1 - (points << 11 | position << 5 | letter)`` (a *leaf choice*), so reading it costs no
memory access. Trees are immutable once built; a force only appends, so freeing what
it made is rewinding ``meta[META_USED]``. Every kernel is iterative with explicit stacks.
"""
from typing import NamedTuple

import numpy as np
from numba import njit

from ..engine._bits import clz64, ctz64, popcount64
from ..engine._solver_kernels import NSYM
from ._paths_kernels import SLOTS_PER_WORD, path_mask, slot_shift, used_positions


class Arena(NamedTuple):
    """The node arena: ``heap`` (int32 records, see the module docstring) and ``meta`` (int64, ``META_*``)."""
    heap: np.ndarray
    meta: np.ndarray


#: ``Arena.meta`` slots: words in use, 1 once an allocation did not fit, nodes allocated in all (never
#: rewound), and the words the kernels may use (the heap's length, or less while a tree is built
#: beside the path records under a memory budget).
META_USED, META_FULL, META_NODES, META_CAP = range(4)
META_SLOTS = 4

# Record layout (see the module docstring).
HDR, AUX, KIDS = 0, 1, 2
ENTRY = 2
INFO_POS = 63
INFO_CHOICE = 64
INFO_BOUND_SHIFT = 7
#: Largest bound a node may hold (24 bits, as in the reference); a class above it is refused.
MAX_BOUND = (1 << 24) - 1
#: Leaf SumNodes worth 1..INTERNED points are shared: record ``leaf_ref(p)`` of every arena.
INTERNED = 128
INTERNED_WORDS = INTERNED * KIDS

#: The kernels' codes besides a node offset are small negatives, above every leaf choice (whose points
#: are at least 1, see :func:`leaf_choice`): test an offset with :func:`is_node`, never by its sign.
#: :func:`build_tree`'s codes besides a node offset: the arena is full (its place kept: grow the arena
#: keeping its words and call again), a bound does not fit, or it stopped at the record asked.
ARENA_FULL = -1
BOUND_TOO_LARGE = -2
BUILD_PAUSED = -3
#: :func:`force_letter`'s codes besides a node offset.
NO_TREE = -1
OVERFLOW = -2
NO_POS = 1 << 30

# Merge's frame kinds and the rows of its frame stack (:class:`MergeScratch`).
FRAME_SUM, FRAME_CHOICE = 0, 1
FR_KIND, FR_A, FR_B, FR_I, FR_J, FR_KIDS, FR_XA, FR_XB = range(8)
FR_ROWS = 8


class MergeScratch(NamedTuple):
    """:func:`merge`'s explicit stack: frames (int64 ``(FR_ROWS, depth)``: kind, the two nodes, the
    places in their child lists, where the frame's gathered entries start, and the two nodes' infos)
    and the entries of the nodes its open frames are gathering (int64 ``(2, depth * width)``: offsets,
    infos)."""
    frames: np.ndarray
    kids: np.ndarray


#: :func:`build_tree`'s open levels at most (Sum and Choice alternating, one pair per position), and
#: the children they may gather: a Sum level at most one per position, a Choice level one per letter,
#: and a closed level leaves one entry behind.
BUILD_LEVELS = 2 * 64 + 4
BUILD_KIDS = BUILD_LEVELS * (NSYM + 64) + 2
#: ``BuildState.at`` slots: the next record (-1 before the build starts), the deepest open level, and
#: the top of the gathered children.
BS_NEXT, BS_LEVEL, BS_CTOP = range(3)
BS_SLOTS = 3


class BuildState(NamedTuple):
    """:func:`build_tree`'s place between calls: per open level its value (Sum: points; Choice:
    position), letter (Sum: the letter leading to it) and where its children start (int64
    ``BUILD_LEVELS``); the children gathered (offsets, infos, letters: int64 ``BUILD_KIDS``); and
    ``at`` (int64 ``BS_SLOTS``)."""
    lv_val: np.ndarray
    lv_letter: np.ndarray
    lv_cstart: np.ndarray
    kref: np.ndarray
    kinfo: np.ndarray
    kletter: np.ndarray
    at: np.ndarray


def build_state() -> BuildState:
    """A :class:`BuildState` ready for a new build (see :func:`start_build`)."""
    def levels():
        return np.zeros(BUILD_LEVELS, np.int64)

    def kids():
        return np.zeros(BUILD_KIDS, np.int64)
    state = BuildState(lv_val=levels(), lv_letter=levels(), lv_cstart=levels(), kref=kids(), kinfo=kids(),
                       kletter=kids(), at=np.zeros(BS_SLOTS, np.int64))
    start_build(state)
    return state


def start_build(state: BuildState) -> None:
    """Make ``state`` start a new build at the first record."""
    state.at[:] = 0
    state.at[BS_NEXT] = -1


def merge_scratch(npos: int) -> MergeScratch:
    depth = 2 * npos + 4
    return MergeScratch(frames=np.zeros((FR_ROWS, depth), np.int64),
                        kids=np.zeros((2, depth * (npos + NSYM)), np.int64))


@njit(cache=True, nogil=True, inline="always")
def leaf_ref(points):
    return (points - 1) * KIDS


# Leaf choices (see the module docstring): their fields, from the negative offset alone.
LC_POINTS_SHIFT = 11
LC_POS_SHIFT = 5


#: The largest leaf choice offset (1 point, position 0, letter 0); codes lie between it and 0.
LC_FIRST = -1 - (1 << LC_POINTS_SHIFT)


@njit(cache=True, nogil=True, inline="always")
def leaf_choice(points, pos, letter):
    return -1 - ((points << LC_POINTS_SHIFT) | (pos << LC_POS_SHIFT) | letter)


@njit(cache=True, nogil=True, inline="always")
def is_node(r):
    """Whether ``r`` is a node (a record's offset or a leaf choice) rather than a code."""
    return r >= 0 or r <= LC_FIRST


@njit(cache=True, nogil=True, inline="always")
def lc_points(r):
    return (-1 - r) >> LC_POINTS_SHIFT


@njit(cache=True, nogil=True, inline="always")
def lc_pos(r):
    return ((-1 - r) >> LC_POS_SHIFT) & INFO_POS


@njit(cache=True, nogil=True, inline="always")
def lc_letter(r):
    return (-1 - r) & 31


# node_bound and node_info are for a node whose info no entry at hand holds (a tree's root): they
# sum its entries, so they are calls, not inline helpers (see _write_sum).
@njit(cache=True, nogil=True)
def node_bound(heap, r):
    """The bound of node ``r``: a SumNode's points and its children's bounds, a ChoiceNode's best letter's
    (read from the entries after its header); a leaf choice's is in its offset."""
    if r < 0:
        return np.int64((-1 - r) >> LC_POINTS_SHIFT)
    h = heap[r]
    e = r + KIDS
    if h >= 0:
        b = np.int64(heap[r + AUX])
        for _ in range(h):
            b += heap[e + 1] >> INFO_BOUND_SHIFT
            e += ENTRY
        return b
    b = np.int64(0)
    for _ in range(popcount64(np.int64(heap[r + AUX]))):
        b = max(b, np.int64(heap[e + 1] >> INFO_BOUND_SHIFT))
        e += ENTRY
    return b


@njit(cache=True, nogil=True)
def node_info(heap, r):
    """The info of node ``r`` (what a parent's entry says of it)."""
    if r < 0:
        c = -1 - r
        return ((c >> LC_POINTS_SHIFT) << INFO_BOUND_SHIFT) | INFO_CHOICE | ((c >> LC_POS_SHIFT) & INFO_POS)
    h = heap[r]
    if h < 0:
        return (node_bound(heap, r) << INFO_BOUND_SHIFT) | INFO_CHOICE | (-1 - h)
    return node_bound(heap, r) << INFO_BOUND_SHIFT


# The helpers below read any node, a leaf choice too; each has branches and no loop, and calls no
# other helper (numba keeps reference counting of an inline helper's arrays otherwise, see _write_sum).
@njit(cache=True, nogil=True, inline="always")
def choice_mask(heap, r):
    """The letter mask of ChoiceNode ``r``."""
    if r < 0:
        return np.int64(1) << ((-1 - r) & 31)
    return np.int64(heap[r + AUX])


@njit(cache=True, nogil=True, inline="always")
def choice_child(heap, r, k):
    """Entry ``k`` (the k-th letter of its mask) of ChoiceNode ``r``, as (offset, info)."""
    if r < 0:
        p = (-1 - r) >> LC_POINTS_SHIFT
        return (p - 1) * KIDS, np.int64(p) << INFO_BOUND_SHIFT
    return heap[r + KIDS + ENTRY * k], np.int64(heap[r + KIDS + ENTRY * k + 1])


@njit(cache=True, nogil=True, inline="always")
def _sum_entry(heap, r, x, i):
    """Entry ``i`` of node ``r`` (whose info is ``x``) read as a SumNode, as (offset, info): a ChoiceNode
    or leaf choice is its own only entry."""
    if r < 0 or heap[r] < 0:
        return r, x
    return heap[r + KIDS + ENTRY * i], np.int64(heap[r + KIDS + ENTRY * i + 1])


@njit(cache=True, nogil=True, inline="always")
def child_count(heap, r):
    if r < 0:
        return 1
    h = heap[r]
    return h if h >= 0 else popcount64(np.int64(heap[r + AUX]))


@njit(cache=True, nogil=True, inline="always")
def _alloc(heap, meta, nwords):
    """Offset of ``nwords`` new words, or -1 (``meta[META_FULL]`` set)."""
    r = meta[META_USED]
    if r + nwords > meta[META_CAP]:
        meta[META_FULL] = 1
        return -1
    meta[META_USED] = r + nwords
    meta[META_NODES] += 1
    return r


# numba keeps reference counting of the array arguments of an inlined helper whose body has both a
# loop and a branch (or calls another helper): about 60 ns a call, ten times the work here. So the
# helpers below are loops without branches, and the choices around them are written out where they
# are used (build_tree, merge).
@njit(cache=True, nogil=True, inline="always")
def _write_sum(heap, r, points, kref, kinfo, k0, nk):
    """Write a SumNode record at ``r`` with ``points`` and the children ``kref/kinfo[k0:k0+nk]``; its bound."""
    heap[r + HDR] = nk
    heap[r + AUX] = points
    b = np.int64(points)
    e = r + KIDS
    for i in range(nk):
        x = kinfo[k0 + i]
        heap[e] = kref[k0 + i]
        heap[e + 1] = x
        b += x >> INFO_BOUND_SHIFT
        e += ENTRY
    return b


@njit(cache=True, nogil=True, inline="always")
def _write_choice(heap, r, pos, mask, kref, kinfo, k0, nk):
    """Write a ChoiceNode record at ``r`` on ``pos`` with letter ``mask`` and the children
    ``kref/kinfo[k0:k0+nk]`` (in letter order); its bound."""
    heap[r + HDR] = -1 - pos
    heap[r + AUX] = mask
    b = np.int64(0)
    e = r + KIDS
    for i in range(nk):
        x = kinfo[k0 + i]
        heap[e] = kref[k0 + i]
        heap[e + 1] = x
        b = max(b, x >> INFO_BOUND_SHIFT)
        e += ENTRY
    return b


@njit(cache=True, nogil=True)
def build_tree(records, nrec, arena, state, stop):
    """Build the orderly tree of sorted, de-duplicated records into an empty arena; return the root's
    offset, ARENA_FULL, BOUND_TOO_LARGE (a bound does not fit ``MAX_BOUND``) or BUILD_PAUSED.

    One pass, like building a trie from sorted strings: consecutive records share the nodes of their
    common prefix; the nodes of the previous record below the first difference are closed (children
    known, bound computed, record written) and the new record's nodes are opened. Open levels
    alternate Sum (even) and Choice (odd). The arena's first INTERNED records are the shared leaves.

    The build goes on from ``state`` (:class:`BuildState`, made ready by :func:`start_build`) and
    pauses before record ``stop`` (BUILD_PAUSED), so the caller can give back the pages of the records
    already read: from there on only the record before the next one is read again. After ARENA_FULL
    the place is kept too (a node is written whole or not at all): with the arena grown, keeping its
    words, the next call goes on.
    """
    keys, pts = records.keys, records.pts
    low = records.packed[0]
    path_bits = path_mask(low)
    heap, meta = arena
    lv_val, lv_letter, lv_cstart, kref, kinfo, kletter, at = state
    if at[BS_NEXT] < 0:
        for p in range(1, INTERNED + 1):
            leaf = _alloc(heap, meta, KIDS)
            if leaf < 0:
                return ARENA_FULL   # not started: the caller starts again with a larger arena
            heap[leaf + HDR] = 0
            heap[leaf + AUX] = p
        at[BS_NEXT] = 0
        at[BS_LEVEL] = 0
        at[BS_CTOP] = 0
        lv_val[0] = 0
        lv_cstart[0] = 0
    ctop = at[BS_CTOP]
    kw = keys.shape[1]
    level = at[BS_LEVEL]
    for r in range(at[BS_NEXT], nrec + 1):
        if r >= stop:
            at[BS_NEXT] = r
            at[BS_LEVEL] = level
            at[BS_CTOP] = ctop
            return BUILD_PAUSED
        u_next = used_positions(keys, r, low) if r < nrec else np.int64(0)
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
                if w == kw - 1:
                    x &= path_bits
                if x != 0:
                    p = w * SLOTS_PER_WORD + (clz64(x) - 4) // 5
                    break
            j = popcount64(u_next & ((np.int64(1) << p) - 1))
            keep = 2 * j + 1 if (u_next >> p) & 1 else 2 * j
        while level > keep:
            # close ``level``: its children are kref/kinfo[lv_cstart[level]:ctop]
            c0 = lv_cstart[level]
            nc = ctop - c0
            pts_or_pos = lv_val[level]
            if level % 2 == 0 and nc == 0 and 1 <= pts_or_pos <= INTERNED:
                node = leaf_ref(pts_or_pos)
                info = pts_or_pos << INFO_BOUND_SHIFT
            elif level % 2 == 0 and nc == 1 and pts_or_pos == 0 and level > 0:
                node = kref[c0]          # the ChoiceNode stands for this SumNode
                info = kinfo[c0]
            elif level % 2 == 1 and nc == 1 and 0 <= kref[c0] < INTERNED_WORDS:
                node = leaf_choice(kinfo[c0] >> INFO_BOUND_SHIFT, pts_or_pos, kletter[c0])
                info = (kinfo[c0] & ~np.int64(INFO_CHOICE | INFO_POS)) | INFO_CHOICE | pts_or_pos
            else:
                node = _alloc(heap, meta, KIDS + ENTRY * nc)
                if node < 0:
                    at[BS_NEXT] = r
                    at[BS_LEVEL] = level
                    at[BS_CTOP] = ctop
                    return ARENA_FULL
                if level % 2 == 0:
                    b = _write_sum(heap, node, pts_or_pos, kref, kinfo, c0, nc)
                    if b > MAX_BOUND:
                        return BOUND_TOO_LARGE
                    info = b << INFO_BOUND_SHIFT
                else:
                    m = np.int64(0)
                    for i in range(nc):
                        m |= np.int64(1) << kletter[c0 + i]
                    b = _write_choice(heap, node, pts_or_pos, m, kref, kinfo, c0, nc)
                    info = (b << INFO_BOUND_SHIFT) | INFO_CHOICE | pts_or_pos
            ctop = c0
            kref[ctop] = node
            kinfo[ctop] = info
            kletter[ctop] = lv_letter[level]
            ctop += 1
            level -= 1
        if r == nrec:
            break
        u = u_next
        if level % 2 == 1:
            # same Choice (position p), new letter: open its Sum
            level += 1
            lv_val[level] = 0
            lv_letter[level] = ((keys[r, p // SLOTS_PER_WORD] >> slot_shift(p)) & 31) - 1
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
            lv_letter[level] = ((keys[r, q // SLOTS_PER_WORD] >> slot_shift(q)) & 31) - 1
            lv_cstart[level] = ctop
        lv_val[level] = keys[r, kw - 1] & ~path_bits if low else pts[r]
    if nrec == 0:
        node = _alloc(heap, meta, KIDS)
        if node < 0:
            return ARENA_FULL
        heap[node + HDR] = 0
        heap[node + AUX] = 0
        return node
    return kref[0]


@njit(cache=True, nogil=True)
def count_nodes(root, arena, links):
    """Nodes reached from ``root``, counting shared subtrees once per reference; with ``links``,
    also the SumNodes that ChoiceNodes stand for (as the reference implementation stores them)."""
    heap = arena.heap
    if root < 0:
        return 0
    stack = np.empty(1024, np.int64)
    stack[0] = root
    sp = 1
    total = 1 if links and (root < 0 or heap[root] < 0) else 0
    while sp > 0:
        sp -= 1
        node = stack[sp]
        total += 1
        if node < 0:   # a leaf choice and its leaf
            total += 1
            continue
        c = child_count(heap, node)
        if sp + c > stack.shape[0]:
            bigger = np.empty(2 * (sp + c), np.int64)
            bigger[:sp] = stack[:sp]
            stack = bigger
        e = node + KIDS
        for _ in range(c):
            if links and heap[node] < 0 and (heap[e + 1] & INFO_CHOICE):
                total += 1
            stack[sp] = heap[e]
            sp += 1
            e += ENTRY
    return total


@njit(cache=True, nogil=True)
def eval_board(root, choice_of_pos, arena):
    """Force(T, B): the tree's value for one board (letter index per position)."""
    heap = arena.heap
    stack = np.empty(4096, np.int64)
    stack[0] = root
    sp = 1
    total = np.int64(0)
    while sp > 0:
        sp -= 1
        node = stack[sp]
        if node < 0:
            if choice_of_pos[lc_pos(node)] == lc_letter(node):
                total += lc_points(node)
            continue
        h = heap[node]
        if h >= 0:
            total += heap[node + AUX]
            for i in range(h):
                stack[sp] = heap[node + KIDS + ENTRY * i]
                sp += 1
        else:
            li = choice_of_pos[-1 - h]
            m = np.int64(heap[node + AUX])
            if (m >> li) & 1:
                stack[sp] = heap[node + KIDS + ENTRY * popcount64(m & ((np.int64(1) << li) - 1))]
                sp += 1
    return total


@njit(cache=True, nogil=True)
def merge(a, xa, b, xb, arena, ms):
    """merge(a, b) of two nodes read as SumNodes (docs/algorithms.md#force): the new node's offset, or -1
    when the arena is full. Untouched subtrees are shared, not copied.

    Either input may be a ChoiceNode standing for a SumNode, and so may the result; ``xa`` and ``xb``
    are the inputs' infos (what their parents' entries say; read only for such a ChoiceNode). A
    node's children are gathered on ``ms.kids`` while they are merged and its record is written when
    it closes, so each record is written once with its children next to it (``ms`` is a
    :class:`MergeScratch`).
    """
    heap, meta = arena.heap, arena.meta
    if b >= 0 and heap[b + HDR] == 0 and heap[b + AUX] == 0:
        return a
    if a >= 0 and heap[a + HDR] == 0 and heap[a + AUX] == 0:
        return b
    frames = ms.frames
    fk, fa, fb, fi, fj, fkids = frames[FR_KIND], frames[FR_A], frames[FR_B], frames[FR_I], frames[FR_J], frames[FR_KIDS]
    fxa, fxb = frames[FR_XA], frames[FR_XB]
    kref, kinfo = ms.kids[0], ms.kids[1]
    depth = fk.shape[0]
    fk[0] = FRAME_SUM
    fa[0] = a
    fb[0] = b
    fxa[0] = xa
    fxb[0] = xb
    fi[0] = 0
    fj[0] = 0
    fkids[0] = 0
    ktop = 0
    sp = 1
    while True:
        t = sp - 1
        a = fa[t]
        b = fb[t]
        if fk[t] == FRAME_SUM:
            ha = heap[a] if a >= 0 else -1   # a leaf choice reads as a ChoiceNode
            hb = heap[b] if b >= 0 else -1
            na = ha if ha >= 0 else 1
            nb = hb if hb >= 0 else 1
            ia = fi[t]
            ib = fj[t]
            if ia < na or ib < nb:
                ra, xa = _sum_entry(heap, a, fxa[t], ia) if ia < na else (0, np.int64(NO_POS))
                rb, xb = _sum_entry(heap, b, fxb[t], ib) if ib < nb else (0, np.int64(NO_POS))
                pa = xa & INFO_POS if ia < na else NO_POS
                pb = xb & INFO_POS if ib < nb else NO_POS
                if pa < pb:
                    kref[ktop] = ra
                    kinfo[ktop] = xa
                    ktop += 1
                    fi[t] = ia + 1
                elif pb < pa:
                    kref[ktop] = rb
                    kinfo[ktop] = xb
                    ktop += 1
                    fj[t] = ib + 1
                else:
                    fi[t] = ia + 1
                    fj[t] = ib + 1
                    if sp >= depth:
                        meta[META_FULL] = 1
                        return -1
                    fk[sp] = FRAME_CHOICE
                    fa[sp] = ra
                    fb[sp] = rb
                    fi[sp] = choice_mask(heap, ra) | choice_mask(heap, rb)  # letters still to merge
                    fkids[sp] = ktop
                    sp += 1
                continue
            points = np.int64(heap[a + AUX] if ha >= 0 else 0) + (heap[b + AUX] if hb >= 0 else 0)
            k0 = fkids[t]
            nk = ktop - k0
            if nk == 0 and 1 <= points <= INTERNED:
                node = leaf_ref(points)
                info = points << INFO_BOUND_SHIFT
            elif nk == 1 and points == 0 and t > 0:
                # the merged ChoiceNode stands for this SumNode (a merged tree's root stays a SumNode,
                # as the build leaves it)
                node = kref[k0]
                info = kinfo[k0]
            else:
                node = _alloc(heap, meta, KIDS + ENTRY * nk)
                if node < 0:
                    return -1
                info = _write_sum(heap, node, points, kref, kinfo, k0, nk) << INFO_BOUND_SHIFT
        else:
            rem = fi[t]
            if rem != 0:
                li = ctz64(rem)
                fi[t] = rem & (rem - 1)
                ma = choice_mask(heap, a)
                mb = choice_mask(heap, b)
                low = (np.int64(1) << li) - 1
                if (ma >> li) & 1:
                    ca, xa = choice_child(heap, a, popcount64(ma & low))
                    if (mb >> li) & 1:
                        if sp >= depth:
                            meta[META_FULL] = 1
                            return -1
                        cb, xb = choice_child(heap, b, popcount64(mb & low))
                        fk[sp] = FRAME_SUM
                        fa[sp] = ca
                        fb[sp] = cb
                        fxa[sp] = xa
                        fxb[sp] = xb
                        fi[sp] = 0
                        fj[sp] = 0
                        fkids[sp] = ktop
                        sp += 1
                        continue
                    kref[ktop] = ca
                    kinfo[ktop] = xa
                else:
                    cb, xb = choice_child(heap, b, popcount64(mb & low))
                    kref[ktop] = cb
                    kinfo[ktop] = xb
                ktop += 1
                continue
            k0 = fkids[t]
            nk = ktop - k0
            pos = lc_pos(a) if a < 0 else -1 - heap[a]
            mask = choice_mask(heap, a) | choice_mask(heap, b)
            if nk == 1 and 0 <= kref[k0] < INTERNED_WORDS:   # one letter left, and a shared leaf
                node = leaf_choice(kinfo[k0] >> INFO_BOUND_SHIFT, pos, ctz64(mask))
                info = kinfo[k0] | INFO_CHOICE | pos
            else:
                node = _alloc(heap, meta, KIDS + ENTRY * nk)
                if node < 0:
                    return -1
                bound = _write_choice(heap, node, pos, mask, kref, kinfo, k0, nk)
                info = (bound << INFO_BOUND_SHIFT) | INFO_CHOICE | pos
        # the frame is closed: its node becomes an entry of its parent
        ktop = fkids[t]
        sp -= 1
        if sp == 0:
            return node
        kref[ktop] = node
        kinfo[ktop] = info
        ktop += 1


@njit(cache=True, nogil=True)
def force_start(root, pos, arena):
    """Start forcing the cell at split position ``pos`` (the first one left): ``(top, skip)``.

    ``top`` is the root's ChoiceNode on ``pos`` and ``skip`` the rest of the root (a new SumNode with
    the root's points and its other children's entries, at most one per position); :func:`force_letter`
    then makes one letter's tree. If the cell is not at the top, ``top`` is -1 and ``skip`` the root
    itself, which every letter gets. ``skip`` is -1 on arena overflow.
    """
    heap, meta = arena.heap, arena.meta
    h = heap[root] if root >= 0 else -1
    if h == 0:
        return -1, root
    if h < 0:
        if (lc_pos(root) if root < 0 else -1 - h) != pos:
            return -1, root
        top = root
        n = 0
        points = 0
    else:
        x = heap[root + KIDS + 1]
        if not (x & INFO_CHOICE) or (x & INFO_POS) != pos:
            return -1, root
        top = heap[root + KIDS]
        n = h - 1
        points = heap[root + AUX]
    skip = _alloc(heap, meta, KIDS + ENTRY * n)
    if skip < 0:
        return top, -1
    heap[skip + HDR] = n
    heap[skip + AUX] = points
    for i in range(ENTRY * n):
        heap[skip + KIDS + i] = heap[root + KIDS + ENTRY + i]
    return top, skip


@njit(cache=True, nogil=True)
def force_letter(top, skip, L, arena, ms):
    """The tree for letter index ``L`` of a force begun by :func:`force_start`: a node offset,
    NO_TREE when no word is left, or OVERFLOW (arena full; the partial merge is left behind)."""
    heap = arena.heap
    if top == NO_TREE:
        return skip
    m = choice_mask(heap, top)
    if (m >> L) & 1:
        ch, xch = choice_child(heap, top, popcount64(m & ((np.int64(1) << L) - 1)))
        r = merge(ch, xch, skip, np.int64(0), arena, ms)   # skip is a SumNode's record: its info is not read
        return r if is_node(r) else OVERFLOW
    return skip if node_bound(heap, skip) > 0 else NO_TREE


@njit(cache=True, nogil=True)
def force(root, pos, nlet, out, arena, ms):
    """Split the tree on the cell at split position ``pos`` (the first one left), every letter at once.

    ``out[L]`` gets the tree for letter index L, or -1 if no word is left. Returns 0,
    or -1 on arena overflow. (The breaker loop makes the letters' trees one at a time.)
    """
    top, skip = force_start(root, pos, arena)
    if not is_node(skip):
        return -1
    for L in range(nlet):
        r = force_letter(top, skip, L, arena, ms)
        if r == OVERFLOW:
            return -1
        out[L] = r
    return 0
