"""Private numba kernels for scoring boards. Flat arrays in, flat arrays out.

Trie nodes are int64 ``first_child << 38 | points << 32 | letter_mask`` (32 letter
symbols; see ``WordList.kernel_nodes``). A board is int8 face codes per cell: codes
below ``NSYM`` are single-letter faces (the letter itself, so English boards are
their letters), larger codes (two-letter and blank faces) are looked up in a face
table ``faces`` (int8, ``(code, 2)``: first and second letter, -1 for none). The
kernels take ``faces=None`` for single-letter boards: numba then compiles the face
steps away, so those boards run the plain search (docs/algorithms.md, "Cells and faces").

The search is an iterative depth-first search with
an explicit stack. Instead of visiting every neighbour and asking the trie, it
intersects the node's child letters with the letters around the cell, and for
each common letter visits only the unused neighbours showing it; a node whose
children match no neighbour's letter is never pushed.

The building blocks every board-search kernel shares (scoring, the census, the
annealer, the breakers' re-scoring; docs/algorithms.md):

* :func:`search_scratch`: the scratch of one search, one int64 array with named rows;
* :func:`next_stamp`: a fresh stamp for a ``mark`` array (words are marked found per board);
* :func:`search_board`: prepare, search with a stamp, clean up; with ``counts`` the same
  search also takes the census (distinct words, lengths present, boards holding each word).

Every search can be given a budget of steps (paths extended by one cell). Finding which
words of a list a board holds is NP-hard in general (a list of ``aaa...`` and a board of
``a``'s asks for Hamiltonian paths), so a crafted list can make one board's search run for
ages however it is pruned; a search that passes its budget stops and says so
(``OVER_BUDGET``) and the caller raises a clear error. Real boards take at most a few
thousand steps (docs/algorithms.md, "Search budget").
"""
import numpy as np
from numba import njit

from ._bits import ctz64, popcount64
from .board import MAX_CELLS as MAX_CELLS  # the kernels' bound, re-exported for their users
from .language import NSYM

# A trie node is one int64: bits 0 to NSYM-1 its child letters (NSYM letter symbols; English
# uses 0..25, 'q' being Qu), then its points under the rules, then its first child.
LETTER_MASK = (1 << NSYM) - 1
POINTS_SHIFT = NSYM       # bits 32-37: the node's points
CHILD_SHIFT = 38          # bits 38-63: the node's first child
#: Steps (paths extended by one cell) one board's search may take: 67 million, under a second
#: of search and about 5,000 times the most any real board took (14,000 steps: the best 6x6
#: boards of the bundled lists; docs/algorithms.md, "Search budget").
SEARCH_BUDGET = 1 << 26
#: The score a search returns when it passed its budget (so does :func:`find_words`).
OVER_BUDGET = -2
#: What :func:`find_words` returns when its output arrays are too small.
OUTPUT_FULL = -1
#: What batch kernels return when every board was searched within the budget.
ALL_SEARCHED = -1

# Rows of the search scratch (see search_scratch).
NBL = 0          # [cell * NSYM + letter]: bit mask of the neighbours of cell showing letter
NLET = 1         # [cell]: bit mask of the letters around cell
ST_CELL = 2      # the explicit stack, one entry per depth: cell,
ST_NODE = 3      # its trie node,
ST_LEFT = 4      # child letters still to try,
ST_CAND = 5      # neighbour cells still to visit for the current letter,
ST_CHILD = 6     # and the trie node of that letter
NSCRATCH = 7


@njit(cache=True, nogil=True)
def search_scratch(ncells):
    """Scratch of one board search, allocated once per kernel call.

    One int64 array with rows ``NBL``, ``NLET`` and the stack rows ``ST_*`` (wide
    enough for the ``NBL`` row). ``NBL`` must start zeroed: :func:`search_board`
    leaves it zeroed.
    """
    # The padding keeps the rows from being a multiple of 4 KB apart (16 cells x 32 letters x 8 bytes
    # is exactly 4 KB): rows at such a stride share L1 cache sets and the search ran 10% slower.
    return np.zeros((NSCRATCH, ncells * NSYM + 8), np.int64)


@njit(cache=True, nogil=True, inline="always")
def next_stamp(mark, last):
    """The stamp to use after ``last`` (int64) for ``mark`` (uint32 per trie node).

    A node counts as found on this board when ``mark[node]`` equals the stamp, so
    ``mark`` never needs clearing between boards; it is cleared once when the
    stamps wrap around. Callers keep the last stamp (a local in a batch loop is
    2% faster than a memory slot) and save it for their next call.
    """
    run = last + 1
    if run >= 0xFFFFFFFF:
        mark[:] = 0
        run = 1
    return run


@njit(cache=True, nogil=True, inline="always")
def _first_letter(letters, faces, j):
    """The first letter of cell ``j`` (-1 for a blank face)."""
    if faces is None:
        return np.int64(letters[j])
    return np.int64(faces[letters[j], 0])


@njit(cache=True, nogil=True, inline="always")
def _prepare(letters, faces, nbrs, deg, scratch):
    """Per board: neighbour cells per (cell, first letter) and the first letters around each cell."""
    n = letters.shape[0]
    nbl = scratch[NBL]
    nlet = scratch[NLET]
    for i in range(n):
        m = 0
        for k in range(deg[i]):
            j = nbrs[i, k]
            lj = _first_letter(letters, faces, j)
            if faces is not None and lj < 0:
                continue  # a blank face is in no word (the check compiles away for single letters)
            nbl[i * NSYM + lj] |= np.int64(1) << j
            m |= np.int64(1) << lj
        nlet[i] = m


@njit(cache=True, nogil=True, inline="always")
def _unprepare(letters, faces, nbrs, deg, scratch):
    n = letters.shape[0]
    nbl = scratch[NBL]
    for i in range(n):
        for k in range(deg[i]):
            lj = _first_letter(letters, faces, nbrs[i, k])
            if faces is None or lj >= 0:
                nbl[i * NSYM + lj] = 0


@njit(cache=True, nogil=True, inline="always")
def _child(info, c):
    """The child of the node with ``info`` for letter ``c`` (which must be one of its letters)."""
    return (info >> CHILD_SHIFT) + popcount64(info & LETTER_MASK & ((np.int64(1) << c) - 1))


@njit(cache=True, nogil=True, inline="always")
def _second_step(nodes, node, letters, faces, j):
    """The node after cell ``j``'s second letter (``node`` itself for a one-letter face), or -1."""
    if faces is None:
        return node
    c2 = np.int64(faces[letters[j], 1])
    if c2 < 0:
        return node
    info = nodes[node]
    if not (info >> c2) & 1:
        return np.int64(-1)
    return _child(info, c2)


@njit(cache=True, nogil=True)
def _search(letters, faces, nodes, mark, run, nbl, nlet, st_cell, st_node, st_left, st_cand, st_child, counts,
            budget):
    """Search one prepared board; every word found is stamped ``run`` in ``mark``.

    Returns ``(score, distinct scoring words, length mask)``, or ``(OVER_BUDGET, 0, 0)`` once
    the search has taken more than ``budget`` steps (None: no budget, compiled away). ``counts`` is None
    (plain scoring: numba compiles the census away, the last two stay 0) or the
    census bundle ``(node_word, word_length, word_boards)``: each new word adds one
    to ``word_boards[word]`` and sets bit ``min(length, 63)`` of the length mask.
    ``faces`` is None (single-letter board) or the face table: a cell whose face has
    a second letter steps one more trie edge (``st_child`` holds the node of the
    first letter, shared by every neighbour showing it).
    The start cells are the loop's first level; the stack takes the rest of the path.
    The scratch rows come as arguments (:func:`search_board` passes them): views
    taken in here, and census lines moved to an inlined helper, each measured 2-5%
    slower.
    """
    n = letters.shape[0]
    if counts is not None:
        node_word, word_length, word_boards = counts
    score = 0
    nwords = 0
    lengths = np.int64(0)
    steps = 0
    root = nodes[0]
    rmask = root & LETTER_MASK
    rfirst = root >> CHILD_SHIFT
    for s in range(n):
        c = _first_letter(letters, faces, s)
        if faces is not None and c < 0:
            continue
        if not (rmask >> c) & 1:
            continue
        node = rfirst + popcount64(rmask & ((np.int64(1) << c) - 1))
        if faces is not None:
            node = _second_step(nodes, node, letters, faces, s)
            if node < 0:
                continue
        info = nodes[node]
        pts = (info >> POINTS_SHIFT) & 63
        if pts and mark[node] != run:
            mark[node] = run
            score += pts
            if counts is not None:
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
                cand = nbl[st_cell[d] * NSYM + lt] & ~used
                if cand == 0:
                    continue
                pinfo = nodes[st_node[d]]
                pm = pinfo & LETTER_MASK
                st_child[d] = (pinfo >> CHILD_SHIFT) + popcount64(pm & ((np.int64(1) << lt) - 1))
            j = ctz64(cand)
            st_cand[d] = cand & (cand - 1)
            child = st_child[d]
            if faces is not None:
                child = _second_step(nodes, child, letters, faces, j)
                if child < 0:
                    continue
            info = nodes[child]
            pts = (info >> POINTS_SHIFT) & 63
            if pts and mark[child] != run:
                mark[child] = run
                score += pts
                if counts is not None:
                    nwords += 1
                    w = node_word[child]
                    word_boards[w] += 1
                    lengths |= np.int64(1) << min(np.int64(word_length[w]), 63)
            left = info & LETTER_MASK & nlet[j]
            if left != 0:
                if budget is not None:
                    steps += 1
                    if steps > budget:
                        return np.int64(OVER_BUDGET), 0, np.int64(0)
                d += 1
                st_cell[d] = j
                st_node[d] = child
                st_left[d] = left
                st_cand[d] = 0
                used |= np.int64(1) << j
    return score, nwords, lengths


@njit(cache=True, nogil=True)
def search_board(letters, faces, nbrs, deg, nodes, mark, run, scratch, counts, budget):
    """Score one board (int8 face codes) with the fresh stamp ``run`` (see :func:`next_stamp`).

    ``faces`` is None for a single-letter board, else the face table. Returns
    ``(score, words, length mask)``; ``counts`` as in :func:`_search` (None: scoring only);
    ``budget`` the most steps the search may take (None: no limit), the score ``OVER_BUDGET``
    if it needed more.
    """
    _prepare(letters, faces, nbrs, deg, scratch)
    result = _search(letters, faces, nodes, mark, np.uint32(run), scratch[NBL], scratch[NLET], scratch[ST_CELL],
                     scratch[ST_NODE], scratch[ST_LEFT], scratch[ST_CAND], scratch[ST_CHILD], counts, budget)
    _unprepare(letters, faces, nbrs, deg, scratch)
    return result


@njit(cache=True, nogil=True)
def score_batch(boards, nbrs, deg, nodes, mark, run_state, out):
    """Score every row of ``boards`` (int8 letters, shape (m, ncells)) into ``out``, with no budget.

    ``run_state[0]`` is the last stamp used in ``mark`` (see :func:`next_stamp`). For boards
    whose letters a search already bounds (the breakers' classes); others go through
    :func:`score_rows`.
    """
    scratch = search_scratch(boards.shape[1])
    run = run_state[0]
    for b in range(boards.shape[0]):
        run = next_stamp(mark, run)
        out[b] = search_board(boards[b], None, nbrs, deg, nodes, mark, run, scratch, None, None)[0]
    run_state[0] = run


@njit(cache=True, nogil=True)
def score_rows(boards, faces, nbrs, deg, nodes, mark, run_state, out, budget):
    """Score every row of ``boards`` (int8 face codes, shape (m, ncells)) into ``out``, each
    board's search within ``budget`` steps.

    ``faces`` is None when every cell is one letter (the plain search, at full speed), else
    the face table. Returns ``ALL_SEARCHED``, or the row of the first board whose search passed
    the budget (rows after it are not scored). ``run_state[0]`` as in :func:`score_batch`.
    """
    scratch = search_scratch(boards.shape[1])
    run = run_state[0]
    over = ALL_SEARCHED
    for b in range(boards.shape[0]):
        run = next_stamp(mark, run)
        score = search_board(boards[b], faces, nbrs, deg, nodes, mark, run, scratch, None, budget)[0]
        if score == OVER_BUDGET:
            over = b
            break
        out[b] = score
    run_state[0] = run
    return over


@njit(cache=True, nogil=True)
def find_words(letters, faces, nbrs, deg, nodes, node_word, mark, run_state, out_word, out_path, budget):
    """All distinct words of one board (int8 face codes, face table ``faces``) with one path each.

    Writes word ids to ``out_word`` and paths (cells, -1 padded) to ``out_path``; returns the
    number of words, ``OUTPUT_FULL`` if the output arrays are too small, or ``OVER_BUDGET``
    once the search has taken more than ``budget`` steps.
    """
    n = letters.shape[0]
    cap = out_word.shape[0]
    run = next_stamp(mark, run_state[0])
    run_state[0] = run
    st_cell = np.empty(n, np.int64)
    st_node = np.empty(n, np.int64)
    st_k = np.empty(n, np.int64)
    count = 0
    steps = 0
    root = nodes[0]
    for s in range(n):
        c = np.int64(faces[letters[s], 0])
        if c < 0 or not (root >> c) & 1:
            continue
        node = _second_step(nodes, _child(root, c), letters, faces, s)
        if node < 0:
            continue
        d = 0
        st_cell[0] = s
        st_node[0] = node
        st_k[0] = -1  # -1: the node has just been entered
        used = np.int64(1) << s
        while d >= 0:
            node = st_node[d]
            cell = st_cell[d]
            info = nodes[node]
            if st_k[d] < 0:
                st_k[d] = 0
                if (info >> POINTS_SHIFT) & 63 and mark[node] != run:
                    mark[node] = run
                    if count >= cap:
                        return OUTPUT_FULL
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
            lj = np.int64(faces[letters[j], 0])
            if lj < 0 or not (info >> lj) & 1:
                continue
            child = _second_step(nodes, _child(info, lj), letters, faces, j)
            if child < 0:
                continue
            steps += 1
            if steps > budget:
                return OVER_BUDGET
            d += 1
            st_cell[d] = j
            st_node[d] = child
            st_k[d] = -1
            used |= np.int64(1) << j
    return count
