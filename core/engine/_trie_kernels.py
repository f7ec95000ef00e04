"""Private numba kernels that build a word list's trie in a few bytes per letter.

The words arrive as one uint8 array ``codes``: each word's letter codes plus one (so 1..32),
every word ended by ``END`` (0). Compared byte by byte, two words then compare in trie order:
a word before its extensions, letters in code order. The kernels sort the words, find the
letters each shares with the one before, and lay the nodes out in one pass
(docs/algorithms.md, "Word lists and the trie"): per word a few int64 and bytes, per node
one int64 and one int32 (the trie itself), nothing per letter beyond ``codes``.

Layout (the one :class:`~core.engine.wordlist.WordList` documents): node 0 is the root; a
node's children sit in one block in letter order, child ``c`` at ``first + popcount(mask &
((1 << c) - 1))``; the blocks are placed in preorder of their parents.
"""
import numpy as np
from numba import njit

from ._solver_kernels import LETTER_MASK
from .language import NSYM

#: Ends every word in ``codes``; a letter with code ``c`` is stored as ``c + 1``.
END = 0
#: Letters packed into one sort key, 6 bits each (codes plus one reach 32).
KEY_LETTERS = 10
KEY_BITS = 6
#: Shift of a node's first child in ``node_info`` (the NSYM-bit letter mask below it).
FIRST_SHIFT = NSYM
#: Letter code of ``q``, spelled ``qu`` where q is the Qu cell.
_Q = 16
_U_BYTE = 117


@njit(cache=True, nogil=True)
def word_bounds(codes, nwords):
    """``(starts, lengths)`` of the ``nwords`` words in ``codes`` (int64 and uint8 per word)."""
    starts = np.empty(nwords, np.int64)
    lengths = np.empty(nwords, np.uint8)
    w = 0
    start = 0
    for i in range(codes.shape[0]):
        if codes[i] == END:
            starts[w] = start
            lengths[w] = i - start
            w += 1
            start = i + 1
    return starts, lengths


@njit(cache=True, nogil=True)
def sort_keys(codes, starts, lengths, order, part, out):
    """``out[i]``: letters ``part * KEY_LETTERS`` onwards of word ``order[i]``, packed so that
    keys compare as the letters do (a missing letter packs as ``END``, before every letter)."""
    first = part * KEY_LETTERS
    for i in range(order.shape[0]):
        w = order[i]
        s = starts[w]
        n = np.int64(lengths[w])
        key = np.int64(0)
        for j in range(first, first + KEY_LETTERS):
            key <<= KEY_BITS
            if j < n:
                key |= np.int64(codes[s + j])
        out[i] = key


@njit(cache=True, nogil=True)
def shared_prefixes(codes, starts, lengths, order, shared, first):
    """For each word in sorted ``order``: ``shared[i]``, the letters it shares with the word before
    (0 for the first), and ``first[i]``, False if it repeats that word. Returns the trie's node
    count: the root and, per word, one node for each letter after the shared ones."""
    nodes = np.int64(1)
    for i in range(order.shape[0]):
        b = order[i]
        lb = np.int64(lengths[b])
        if i == 0:
            shared[i] = 0
            first[i] = True
            nodes += lb
            continue
        a = order[i - 1]
        la = np.int64(lengths[a])
        sa = starts[a]
        sb = starts[b]
        m = min(la, lb)
        k = 0
        while k < m and codes[sa + k] == codes[sb + k]:
            k += 1
        shared[i] = k
        first[i] = not (k == la and la == lb)
        nodes += lb - k
    return nodes


@njit(cache=True, nogil=True)
def build_nodes(codes, starts, lengths, order, first, word_id, max_length, info, node_word):
    """Lay out the trie of the sorted words ``order`` in ``info`` and ``node_word`` (one entry a node).

    A depth-first walk with an explicit stack of (node, range of sorted words below it, depth):
    visiting a node gives it the word that ends there (the first of any repeats: the earliest in
    the file, as the sort is stable) and places its children's block at the next free node, so
    the blocks follow the preorder of their parents. ``word_id`` maps a word (file index) to its id.
    """
    n = order.shape[0]
    cap = (np.int64(max_length) + 1) * 32 + 1
    st_node = np.empty(cap, np.int64)
    st_lo = np.empty(cap, np.int64)
    st_hi = np.empty(cap, np.int64)
    st_depth = np.empty(cap, np.int64)
    group_lo = np.empty(33, np.int64)
    group_code = np.empty(33, np.int64)
    next_free = np.int64(1)
    top = 1
    st_node[0] = 0
    st_lo[0] = 0
    st_hi[0] = n
    st_depth[0] = 0
    while top > 0:
        top -= 1
        node = st_node[top]
        lo = st_lo[top]
        hi = st_hi[top]
        d = st_depth[top]
        node_word[node] = -1
        while lo < hi and np.int64(lengths[order[lo]]) == d:   # the word ending here sorts first
            if first[lo]:
                node_word[node] = word_id[order[lo]]
            lo += 1
        groups = 0
        mask = np.int64(0)
        i = lo
        while i < hi:
            c = np.int64(codes[starts[order[i]] + d])
            group_lo[groups] = i
            group_code[groups] = c
            groups += 1
            mask |= np.int64(1) << (c - 1)
            i += 1
            while i < hi and np.int64(codes[starts[order[i]] + d]) == c:
                i += 1
        group_lo[groups] = hi
        info[node] = (next_free << FIRST_SHIFT) | mask
        for k in range(groups - 1, -1, -1):   # pushed last to first: the first child is visited next
            st_node[top] = next_free + k
            st_lo[top] = group_lo[k]
            st_hi[top] = group_lo[k + 1]
            st_depth[top] = d + 1
            top += 1
        next_free += groups
    return next_free


@njit(cache=True, nogil=True)
def spell_words(codes, starts, lengths, keep, letter_bytes, qu_cell, word_length):
    """The words kept (``keep``, in file order) as the board spells them: their lengths in real
    letters into ``word_length`` (``qu`` counts two where q is the Qu cell), and the text, one
    Latin-1 byte a letter, words joined by newlines (uint8)."""
    total = np.int64(0)
    w = 0
    for i in range(keep.shape[0]):
        if not keep[i]:
            continue
        length = np.int64(lengths[i])
        if qu_cell:
            for j in range(lengths[i]):
                if codes[starts[i] + j] == _Q + 1:
                    length += 1
        word_length[w] = length
        total += length
        w += 1
    blob = np.empty(max(total + w - 1, 0), np.uint8)
    pos = 0
    for i in range(keep.shape[0]):
        if not keep[i]:
            continue
        if pos > 0:
            blob[pos] = 10
            pos += 1
        for j in range(lengths[i]):
            c = np.int64(codes[starts[i] + j]) - 1
            blob[pos] = letter_bytes[c]
            pos += 1
            if qu_cell and c == _Q:
                blob[pos] = _U_BYTE
                pos += 1
    return blob


@njit(cache=True, nogil=True)
def repack_nodes(info, node_word, word_length, table, letter_bits, points_shift, child_shift, out):
    """The kernels' trie: per node ``first_child << child_shift | points << points_shift | letters``,
    the points from ``table`` by the word's length (the last entry for longer words)."""
    last = table.shape[0] - 1
    low = (np.int64(1) << letter_bits) - 1
    for v in range(info.shape[0]):
        pts = np.int64(0)
        w = node_word[v]
        if w >= 0:
            pts = table[min(np.int64(word_length[w]), last)]
        out[v] = ((info[v] >> FIRST_SHIFT) << child_shift) | (pts << points_shift) | (info[v] & low)


@njit(cache=True, nogil=True)
def valid_layout(info, node_word, nwords, letter_mask):
    """Whether ``info``/``node_word`` form one tree the kernels can walk: only ``letter_mask``
    letters; every node's child block after the node itself and inside the array; the blocks
    covering nodes 1..n-1 exactly once (so each node has one parent); every word id
    ``0..nwords-1`` at exactly one node, never the root. One pass, a byte per node and per word."""
    n = info.shape[0]
    if n == 0 or node_word.shape[0] != n or node_word[0] != -1:
        return False
    covered = np.zeros(n, np.bool_)
    seen = np.zeros(nwords, np.bool_)
    for v in range(n):
        letters = info[v] & LETTER_MASK
        if letters & ~letter_mask:
            return False
        start = info[v] >> FIRST_SHIFT
        count = 0
        x = letters
        while x:
            x &= x - 1
            count += 1
        if start < 0 or start + count > n:
            return False
        if count:
            if start <= v:
                return False
            for c in range(start, start + count):
                if covered[c]:
                    return False
                covered[c] = True
        w = node_word[v]
        if w < -1 or w >= nwords:
            return False
        if w >= 0:
            if seen[w]:
                return False
            seen[w] = True
    for v in range(1, n):
        if not covered[v]:
            return False
    for w in range(nwords):
        if not seen[w]:
            return False
    return True
