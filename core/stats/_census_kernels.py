"""Private numba kernels for board statistics. Flat arrays in, flat arrays out.

``census_batch`` runs the solver's board search (:func:`core.engine._solver_kernels.search_board`)
with its census switched on: besides the score it counts the distinct words of
each board, records which word lengths occur, and adds one to a per-word "boards
holding it" counter the first time a word is found on a board.

``can_roll_batch`` tests many letter grids for "some assignment of the dice to
the cells shows this grid": a bipartite matching (Kuhn's augmenting paths) with
dice sets as int64 bit masks and an explicit stack.
"""
import numpy as np
from numba import njit

from ..engine._bits import ctz64, popcount64
from ..engine._solver_kernels import ALL_SEARCHED, OVER_BUDGET, next_stamp, search_board, search_scratch


@njit(cache=True, nogil=True)
def census_batch(boards, faces, nbrs, deg, nodes, node_word, word_length, mark, run_state,
                 out_score, out_words, out_lengths, word_boards, budget):
    """Census of every row of ``boards`` (int8 face codes, shape (m, ncells)).

    ``faces`` is None for single-letter boards, else the face table (see
    :mod:`core.engine._solver_kernels`).

    Writes per board the score, the number of distinct scoring words and a bit
    mask of the word lengths present (bit ``L`` for length ``L``, lengths past 63
    folded into bit 63), and adds 1 to ``word_boards[w]`` for every board holding
    word ``w``. ``mark``/``run_state`` as in ``score_batch``; ``word_boards`` is
    the caller's (per-thread) accumulator.

    Each board's search takes at most ``budget`` steps: returns ``ALL_SEARCHED``, or the row
    of the first board that needed more (the counts are then incomplete).
    """
    scratch = search_scratch(boards.shape[1])
    counts = (node_word, word_length, word_boards)
    run = run_state[0]
    over = ALL_SEARCHED
    for b in range(boards.shape[0]):
        run = next_stamp(mark, run)
        score, nwords, lengths = search_board(boards[b], faces, nbrs, deg, nodes, mark, run, scratch, counts, budget)
        if score == OVER_BUDGET:
            over = b
            break
        out_score[b], out_words[b], out_lengths[b] = score, nwords, lengths
    run_state[0] = run
    return over


@njit(cache=True, nogil=True)
def can_roll_batch(grids, letter_dice, out):
    """``out[g] = 1`` if the dice can show grid ``g`` (int8 letters, shape (m, ncells)), else 0.

    ``letter_dice[c]`` is the int64 bit mask of the dice with face code ``c`` (letters
    and the two-letter and blank faces);
    there must be as many dice as cells (at most 63).
    """
    ncells = grids.shape[1]
    die_cell = np.empty(64, np.int64)
    st_cell = np.empty(ncells + 2, np.int64)
    st_cand = np.empty(ncells + 2, np.int64)
    st_die = np.empty(ncells + 2, np.int64)
    nfaces = letter_dice.shape[0]
    counts = np.zeros(nfaces, np.int64)
    for g in range(grids.shape[0]):
        letters = grids[g]
        # Quick rejection (Hall's condition for single letters): more cells of a
        # letter than dice showing it.
        ok = True
        counts[:] = 0
        for i in range(ncells):
            counts[letters[i]] += 1
        for c in range(nfaces):
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
