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
    """The radix sort's second buffer (see :func:`sort_dedupe`): ``keys`` int64 (m, key words), and
    unless word ids and points are packed into the keys, ``pay`` int32 (m): ``wid << POINTS_BITS |
    points``. Shorter than the records to sort: the sort allocates its own."""
    keys: np.ndarray
    pay: np.ndarray


def record_bytes(kw: int, low: int) -> int:
    """Bytes of one path record of ``kw`` key words (word id and points packed into ``low`` bits, or
    two int32 of their own)."""
    return 8 * kw + (0 if low else 4 + 4)


def sort_scratch_bytes(kw: int, low: int) -> int:
    """Bytes of :class:`SortScratch` per record: its key words, and one int32 unless packed."""
    return 8 * kw + (0 if low else 4)


SLOTS_PER_WORD = 12
SLOT_BITS = 5
SLOT_EMPTY = 31
SLOT_LOW_BITS = sum(1 << (SLOT_BITS * q) for q in range(SLOTS_PER_WORD))   # the lowest bit of each slot
#: Return code of :func:`collect_paths` when the records are full.
RECORDS_FULL = -1
#: Bits of a word's points in a packed record (see :class:`Records`).
POINTS_BITS = 6
#: Bits a word id takes at most (a list has fewer words than its trie has nodes, wordlist.MAX_NODES):
#: with its points it fits one int32 while records are sorted.
WORD_ID_BITS = 25


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
def dedupe_sorted(keys, pay, out_keys, out_pts, low, nrec):
    """Merge runs of equal keys in ``nrec`` sorted records; return the new count.

    Same path, different words: points add up (anagrams on the same cells). Same path
    and same word (the cells visited in another order): counted once.

    The records are ``keys`` with the word id and points packed into the last word's ``low`` bits
    (``pay`` empty), or (``low`` 0) in ``pay`` as ``wid << POINTS_BITS | points``. The merged records
    go to ``out_keys`` and ``out_pts`` (packed: the points alone in the ``low`` bits, ``out_pts``
    unused): the same arrays (in place), or others of at least ``nrec`` rows.
    """
    keep = path_mask(low)
    pmask = (np.int64(1) << POINTS_BITS) - 1
    kw = keys.shape[1]
    out = -1
    start = 0
    total = np.int64(0)   # the points of the run at ``out`` (packed records: written when the run ends)
    for r in range(nrec):
        same = out >= 0
        if same:
            for w in range(kw):
                m = keep if w == kw - 1 else np.int64(-1)
                if (keys[r, w] ^ keys[start, w]) & m:
                    same = False
                    break
        if same:
            dup = False
            for q in range(start, r):
                if (keys[q, kw - 1] & ~keep) >> POINTS_BITS == (keys[r, kw - 1] & ~keep) >> POINTS_BITS if low \
                        else pay[q] >> POINTS_BITS == pay[r] >> POINTS_BITS:
                    dup = True
                    break
            if not dup:
                total += (keys[r, kw - 1] if low else np.int64(pay[r])) & pmask
            continue
        if out >= 0:
            if low:
                out_keys[out, kw - 1] = (out_keys[out, kw - 1] & keep) | total
            else:
                out_pts[out] = total
        out += 1
        start = r
        total = (keys[r, kw - 1] if low else np.int64(pay[r])) & pmask
        # the run's first record goes to ``out`` (out <= start): in place, the rows start..r stay
        # readable for the dup scan, and a packed record's payload is rewritten only once its run is over
        for w in range(kw):
            out_keys[out, w] = keys[r, w]
    if out >= 0:
        if low:
            out_keys[out, kw - 1] = (out_keys[out, kw - 1] & keep) | total
        else:
            out_pts[out] = total
    return out + 1


RADIX_BITS = 12
RADIX_PASSES = 5  # 60 key bits per word


@njit(cache=True, nogil=True)
def _key_histograms(keys, nrec, hist):
    """``hist[w * RADIX_PASSES + d, b]``: the keys whose word ``w`` has ``b`` as its ``d``-th digit."""
    nb = 1 << RADIX_BITS
    kw = keys.shape[1]
    hist[:, :] = 0
    for i in range(nrec):
        for w in range(kw):
            k = keys[i, w]
            for d in range(RADIX_PASSES):
                hist[w * RADIX_PASSES + d, (k >> (d * RADIX_BITS)) & (nb - 1)] += 1


@njit(cache=True, nogil=True)
def _radix_pass(nrec, w, sh, offs, low, src_k, src_p, dst_k, dst_p):
    """One stable pass: rows ``src_k`` (with ``src_p``, word id and points, unless packed into the keys'
    ``low`` bits) into ``dst_*`` by the digit at bit ``sh`` of key word ``w``, ``offs`` holding each
    digit's first row."""
    mask = (1 << RADIX_BITS) - 1
    kw = src_k.shape[1]
    # the two layouts the board sizes use (4x4; 3x3 and 3x4) get loops of their own
    if low and kw == 2:
        for i in range(nrec):
            k0 = src_k[i, 0]
            k1 = src_k[i, 1]
            b = ((k1 if w else k0) >> sh) & mask
            o = offs[b]
            dst_k[o, 0] = k0
            dst_k[o, 1] = k1
            offs[b] = o + 1
    elif not low and kw == 1:
        for i in range(nrec):
            k = src_k[i, 0]
            b = (k >> sh) & mask
            o = offs[b]
            dst_k[o, 0] = k
            dst_p[o] = src_p[i]
            offs[b] = o + 1
    else:
        for i in range(nrec):
            b = (src_k[i, w] >> sh) & mask
            o = offs[b]
            for ww in range(kw):
                dst_k[o, ww] = src_k[i, ww]
            if not low:
                dst_p[o] = src_p[i]
            offs[b] = o + 1


@njit(cache=True, nogil=True)
def sort_dedupe(records, nrec, scratch):
    """Sort the records by key, then de-duplicate (:func:`dedupe_sorted`); returns the record count
    (the merged records' keys and points; word ids are not kept).

    A stable LSD radix sort of the rows themselves (key words with word id and points), back and
    forth between the records and ``scratch`` (:class:`SortScratch`); keys of several words are
    sorted one word at a time, the last word first. Unpacked records travel as their key and one
    int32, ``wid << POINTS_BITS | points`` (word ids take at most WORD_ID_BITS), in the records'
    ``wid`` array. Passes whose digit is the same in every key, or lies within the packed payload's
    ``low`` bits (left unsorted), are skipped. Sorted rows that end in the scratch are
    de-duplicated back into the records. The scratch is a view of the arena, idle while paths are
    sorted, so no pages are mapped for it; when it is too short, the sort allocates its own, alive
    only inside this call, so it is given back before the tree is built
    (docs/algorithms.md#the-memory-budget).
    """
    keys, wid, pts, packed = records
    if nrec == 0:
        return 0
    kw = keys.shape[1]
    low = packed[0]
    if scratch.keys.shape[0] >= nrec and scratch.keys.shape[1] == kw and (low or scratch.pay.shape[0] >= nrec):
        tmp_k, tmp_p = scratch.keys, scratch.pay
    else:
        tmp_k = np.empty((nrec, kw), np.int64)
        tmp_p = np.empty(0 if low else nrec, np.int32)
    if not low:
        for i in range(nrec):
            wid[i] = (wid[i] << POINTS_BITS) | pts[i]
    nb = 1 << RADIX_BITS
    hist = np.empty((kw * RADIX_PASSES, nb), np.int64)
    offs = np.empty(nb, np.int64)
    _key_histograms(keys, nrec, hist)
    in_tmp = False
    for w in range(kw - 1, -1, -1):
        for d in range(RADIX_PASSES):
            if w == kw - 1 and (d + 1) * RADIX_BITS <= low:
                continue
            h = hist[w * RADIX_PASSES + d]
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
            if in_tmp:
                _radix_pass(nrec, w, d * RADIX_BITS, offs, low, tmp_k, tmp_p, keys, wid)
            else:
                _radix_pass(nrec, w, d * RADIX_BITS, offs, low, keys, wid, tmp_k, tmp_p)
            in_tmp = not in_tmp
    if in_tmp:
        return dedupe_sorted(tmp_k, tmp_p, keys, pts, low, nrec)
    return dedupe_sorted(keys, wid, keys, pts, low, nrec)
