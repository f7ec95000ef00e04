"""Private numba kernels: a class's word paths as sorted, de-duplicated records (docs/algorithms.md#building-a-tree).

A record is one (word, path): its key, word id and points. The key has one 5-bit slot per split
position (12 slots per int64 word, most significant first): the letter index + 1 if the path uses
that position, else ``SLOT_EMPTY`` (so a cell holds at most 30 letters: classes.MAX_CELL_LETTERS).
Sorting keys groups paths exactly as the orderly tree needs: by first position (ascending), then
letter, then by the rest of the path; a path that ends sorts *last* among the paths sharing its
prefix. The tree builder (:mod:`._tree_kernels`) reads the records in that order.
"""
from typing import NamedTuple

import numpy as np
from numba import njit

from ..engine._bits import ctz64, popcount64
from ..engine._solver_kernels import CHILD_SHIFT, LETTER_MASK, NSYM, POINTS_SHIFT


class Records(NamedTuple):
    """Path records: ``keys`` (int64, one row of key words each), word id and points.

    Where the key's last word has room below its slots (``packed[0]`` low bits, from
    :func:`packed_bits`), the word id and points live there (``wid << POINTS_BITS | points``;
    after de-duplication the points alone) and ``wid`` and ``pts`` are empty: a 4x4 record is then
    16 bytes instead of 24.
    """
    keys: np.ndarray
    wid: np.ndarray
    pts: np.ndarray
    packed: np.ndarray   # int64[1]: low bits of the last key word that hold word id and points (0: none)


class SortScratch(NamedTuple):
    """The radix sort's buffers (see :func:`sort_dedupe`); too short: the sort allocates its own."""
    key_a: np.ndarray  # int64
    key_b: np.ndarray  # int64
    idx_a: np.ndarray  # int32
    idx_b: np.ndarray  # int32


#: Bytes of :class:`SortScratch` per record, whatever the key's length (the sort takes one key word at a time).
SORT_SCRATCH_BYTES = 2 * 8 + 2 * 4
SLOTS_PER_WORD = 12
SLOT_BITS = 5
SLOT_EMPTY = 31
SLOT_LOW_BITS = sum(1 << (SLOT_BITS * q) for q in range(SLOTS_PER_WORD))   # the lowest bit of each slot
#: Return code of :func:`collect_paths` when the records are full.
RECORDS_FULL = -1
#: Bits of a word's points in a packed record (see :class:`Records`).
POINTS_BITS = 6


def packed_bits(npos: int, nwords: int) -> int:
    """Low bits of a key's last word free of slots, if they can hold a word id (of ``nwords``) and its
    points; else 0 (word ids and points then go in arrays of their own)."""
    used = npos % SLOTS_PER_WORD
    free = (SLOTS_PER_WORD - used) * SLOT_BITS if used else 0
    return free if free >= max(1, nwords - 1).bit_length() + POINTS_BITS else 0


@njit(cache=True, nogil=True, inline="always")
def path_mask(low):
    """The bits of a key's last word that are slots (not a packed payload of ``low`` bits)."""
    return ~((np.int64(1) << low) - 1)


@njit(cache=True, nogil=True, inline="always")
def slot_shift(p):
    """Bit offset of split position ``p``'s slot within its key word."""
    return (SLOTS_PER_WORD - 1 - p % SLOTS_PER_WORD) * SLOT_BITS


@njit(cache=True, nogil=True)
def empty_key_word():
    w = np.int64(0)
    for _ in range(SLOTS_PER_WORD):
        w = (w << SLOT_BITS) | SLOT_EMPTY
    return w


@njit(cache=True, nogil=True, inline="always")
def used_positions(keys, r, low):
    """Bitmask of the split positions record ``r`` uses (its slots that are not empty); the ``low`` bits
    of its last key word are a payload, not slots."""
    u = np.int64(0)
    kw = keys.shape[1]
    for w in range(kw):
        x = keys[r, w]
        if w == kw - 1:
            x |= ~path_mask(low)
        # a slot is empty when its five bits are all set: fold them onto the slot's lowest bit
        used = ~(x & (x >> 1) & (x >> 2) & (x >> 3) & (x >> 4)) & SLOT_LOW_BITS
        while used != 0:
            b = ctz64(used)
            used &= used - 1
            u |= np.int64(1) << (w * SLOTS_PER_WORD + SLOTS_PER_WORD - 1 - b // SLOT_BITS)
    return u


@njit(cache=True, nogil=True)
def collect_paths(cls_letters, ncls, pos_of, graph, node_word, records):
    """Every (word, path) of the class as a record: key (see the module docstring), word id and points.

    ``graph`` is a :class:`~._kernel_state.WordGraph` (its marks are not used). Returns the number of records, or
    RECORDS_FULL if the buffers are too small.
    """
    nbrs, deg, nodes = graph.nbrs, graph.deg, graph.nodes
    keys, wid, pts, packed = records
    low = packed[0]
    keep = path_mask(low)
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
        cell_w[i] = pos_of[i] // SLOTS_PER_WORD
        cell_sh[i] = slot_shift(pos_of[i])
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
                        return RECORDS_FULL
                    for ww in range(kw):
                        keys[nrec, ww] = key[ww]
                    if low:
                        keys[nrec, kw - 1] = (key[kw - 1] & keep) | (node_word[child] << POINTS_BITS) | pt
                    else:
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
    keys, wid, pts, packed = records
    low = packed[0]
    keep = path_mask(low)
    kw = keys.shape[1]
    out = -1
    start = 0
    total = np.int64(0)   # the points of the run at ``out`` (packed records: written when the run ends)
    for r in range(nrec):
        same = out >= 0
        if same:
            for w in range(kw):
                m = keep if w == kw - 1 else np.int64(-1)
                if (keys[r, w] ^ keys[out, w]) & m:
                    same = False
                    break
        if same:
            dup = False
            for q in range(start, r):
                if (keys[q, kw - 1] & ~keep) >> POINTS_BITS == (keys[r, kw - 1] & ~keep) >> POINTS_BITS if low \
                        else wid[q] == wid[r]:
                    dup = True
                    break
            if not dup:
                if low:
                    total += keys[r, kw - 1] & ((np.int64(1) << POINTS_BITS) - 1)
                else:
                    pts[out] += pts[r]
            continue
        if low and out >= 0:
            keys[out, kw - 1] = (keys[out, kw - 1] & keep) | total
        out += 1
        start = r
        if low:
            total = keys[r, kw - 1] & ((np.int64(1) << POINTS_BITS) - 1)
        # keep the run's first record at ``out``; the word ids of start..r stay readable for the dup scan
        # (a packed record's payload is rewritten only once its run is over)
        if out != r:
            for w in range(kw):
                keys[out, w] = keys[r, w]
            if not low:
                pts[out] = pts[r]
    if low and out >= 0:
        keys[out, kw - 1] = (keys[out, kw - 1] & keep) | total
    return out + 1


RADIX_BITS = 12
RADIX_PASSES = 5  # 60 key bits per word


@njit(cache=True, nogil=True)
def _radix_passes(nrec, src_k, src_i, dst_k, dst_i, hist, offs, low):
    """Stable LSD radix sort of ``src_k`` (carrying ``src_i``) by its 60 low bits, passes whose digit
    is the same in every key, or lies within the ``low`` bits (a payload, left unsorted), skipped;
    returns 1 when the sorted pairs ended in ``dst_*``, else 0."""
    nb = 1 << RADIX_BITS
    hist[:, :] = 0
    for i in range(nrec):
        k = src_k[i]
        for d in range(RADIX_PASSES):
            hist[d, (k >> (d * RADIX_BITS)) & (nb - 1)] += 1
    swapped = 0
    for d in range(RADIX_PASSES):
        if (d + 1) * RADIX_BITS <= low:
            continue
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
        swapped ^= 1
    return swapped


@njit(cache=True, nogil=True)
def sort_dedupe(records, nrec, scratch):
    """Sort the records by key (LSD radix sort, carrying word ids and points), then de-duplicate;
    returns the record count.

    Keys of several words are sorted one word at a time, the last word first. ``scratch``
    (:class:`SortScratch`) holds the sort's buffers when each has room for ``nrec``: views of the
    arena, idle while paths are sorted, so no pages are mapped for them; otherwise the buffers live
    only inside this call, so they are given back before the tree is built
    (docs/algorithms.md#the-memory-budget).
    """
    keys, wid, pts, packed = records
    if nrec == 0:
        return 0
    kw = keys.shape[1]
    low = packed[0]
    if min(scratch.key_a.shape[0], scratch.key_b.shape[0], scratch.idx_a.shape[0], scratch.idx_b.shape[0]) >= nrec:
        key_a, key_b, idx_a, idx_b = scratch
    else:
        key_a = np.empty(nrec, np.int64)
        key_b = np.empty(nrec, np.int64)
        idx_a = np.empty(nrec, np.int32)
        idx_b = np.empty(nrec, np.int32)
    hist = np.empty((RADIX_PASSES, 1 << RADIX_BITS), np.int64)
    offs = np.empty(1 << RADIX_BITS, np.int64)
    for i in range(nrec):
        idx_a[i] = i
    for w in range(kw - 1, -1, -1):
        # the word's keys in the order sorted so far (each pass is stable)
        for i in range(nrec):
            key_a[i] = keys[idx_a[i], w]
        if _radix_passes(nrec, key_a, idx_a, key_b, idx_b, hist, offs, low if w == kw - 1 else 0):
            key_a, key_b = key_b, key_a
            idx_a, idx_b = idx_b, idx_a
    # gather the records in sorted order (idx_a), through the free buffers
    order = idx_a
    for w in range(kw):
        for i in range(nrec):
            key_b[i] = keys[order[i], w]
        for i in range(nrec):
            keys[i, w] = key_b[i]
    if low:   # word ids and points came with the keys
        return dedupe_sorted(records, nrec)
    gather = idx_b
    for i in range(nrec):
        gather[i] = wid[order[i]]
    for i in range(nrec):
        wid_i = gather[i]
        gather[i] = pts[order[i]]
        wid[i] = wid_i
    for i in range(nrec):
        pts[i] = gather[i]
    return dedupe_sorted(records, nrec)
