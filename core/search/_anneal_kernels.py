"""Private numba kernels for simulated annealing and local search over boards.

Everything is flat arrays. A board is ``letters`` (int8 per cell). Under a dice
constraint ``dice`` (int32 per cell) says which die sits in each cell and
``faces`` (int8, ndice x 6) lists each die's faces; without one ``faces`` has no
rows; the faces are face codes, and ``face_table`` is None when every face is one
letter, else the solver's face table (two-letter and blank faces, see
:mod:`core.engine._solver_kernels`). Randomness comes only from ``rng`` (int64[1], xorshift64* state, never 0),
so a run is reproducible from its seed. Boards are scored with the solver's
board search (:func:`core.engine._solver_kernels.search_board`, its mark array
stamped from ``st[RUN_STATE]``).

The annealing kernel runs a chunk of iterations and returns, so the Python
driver can report progress and honour pause/stop between chunks; all state that
must survive between chunks lives in the arrays passed in.
"""
import math

import numpy as np
from numba import njit

from ..engine._solver_kernels import next_stamp, search_board, search_scratch

# Layout of the int64 state vector ``st``.
GEN = 0              # annealing iterations so far (the "generation")
CUR = 1              # score of the current board
BEST = 2             # best score of the whole run
RUN_BEST = 3         # best score since the last restart
RUN_START = 4        # generation at which the current restart began
RUN_IMPROVED = 5     # generation of the last improvement of RUN_BEST
RESTARTS = 6         # restarts so far
ACCEPTED = 7         # accepted moves so far
BEST_GEN = 8         # generation at which BEST was found
EVALS = 9            # boards scored so far (annealing plus polish)
RUN_STATE = 10       # last mark stamp used
POLISHED = 11        # 1 once the current restart has been polished
NSTATE = 12

# Layout of the float64 parameter vector ``par``.
P_KIND = 0           # 0 exponential: T = t0 * exp(-decay * n); 1 linear: T = t0 * (1 - n / length); 2 constant t0
P_T0 = 1
P_DECAY = 2
P_LENGTH = 3
P_SWAP = 4           # probability that an edit is a swap
P_MORE = 5           # probability of one more edit in the same move (1 - mutation_p)
P_STALL = 6          # restart after this many cold iterations without improving the restart's best
P_COLD = 7           # temperature below which the schedule counts as cold
P_RESTART = 8        # 1: restart from a fresh random board when stalled; 0: stop improving, keep going
P_POLISH = 9         # 1: hill-climb the restart's best board to a local optimum before restarting
NPAR = 10

KIND_EXPONENTIAL = 0
KIND_LINEAR = 1
KIND_CONSTANT = 2

_MASK57 = 0x01FFFFFFFFFFFFFF
_MASK53 = 0x001FFFFFFFFFFFFF
_MULT = 0x2545F4914F6CDD1D


@njit(cache=True, nogil=True, inline="always")
def _next(rng):
    """xorshift64*: 53 random bits as a non-negative int64 (int64 arithmetic only)."""
    x = rng[0]
    x ^= x << 13
    x ^= (x >> 7) & _MASK57
    x ^= x << 17
    rng[0] = x
    return ((x * _MULT) >> 11) & _MASK53


@njit(cache=True, nogil=True, inline="always")
def _below(rng, n):
    return _next(rng) % n


@njit(cache=True, nogil=True, inline="always")
def _uniform(rng):
    return _next(rng) * (1.0 / 9007199254740992.0)


@njit(cache=True, nogil=True)
def random_board(letters, dice, faces, allowed, rng):
    """Fill ``letters`` (and ``dice``) with a random board: a roll of the dice, or allowed letters."""
    n = letters.shape[0]
    if faces.shape[0] > 0:
        for i in range(n):
            dice[i] = i
        for i in range(n - 1, 0, -1):  # Fisher-Yates shuffle of the dice over the cells
            j = _below(rng, i + 1)
            t = dice[i]
            dice[i] = dice[j]
            dice[j] = t
        for i in range(n):
            letters[i] = faces[dice[i], _below(rng, 6)]
    else:
        k = allowed.shape[0]
        for i in range(n):
            letters[i] = allowed[_below(rng, k)]


@njit(cache=True, nogil=True)
def temperature(par, n):
    """Temperature ``n`` iterations after a (re)start."""
    kind = int(par[P_KIND])
    t0 = par[P_T0]
    if kind == KIND_EXPONENTIAL:
        return t0 * math.exp(-par[P_DECAY] * n)
    if kind == KIND_LINEAR:
        length = par[P_LENGTH]
        if n >= length:
            return 0.0
        return t0 * (1.0 - n / length)
    return t0


@njit(cache=True, nogil=True, inline="always")
def _score(letters, face_table, nbrs, deg, nodes, mark, st, scratch):
    st[EVALS] += 1
    st[RUN_STATE] = next_stamp(mark, st[RUN_STATE])
    return search_board(letters, face_table, nbrs, deg, nodes, mark, st[RUN_STATE], scratch, None)[0]


@njit(cache=True, nogil=True, inline="always")
def _edit(letters, dice, faces, allowed, swap_p, rng):
    """Apply one random edit in place: swap two cells (with their dice) or change one cell.

    Returns False when the drawn edit was impossible (e.g. both cells equal);
    the caller simply draws again.
    """
    n = letters.shape[0]
    if _uniform(rng) < swap_p:
        a = _below(rng, n)
        b = _below(rng, n - 1)
        if b >= a:
            b += 1
        if letters[a] == letters[b]:
            return False
        t = letters[a]
        letters[a] = letters[b]
        letters[b] = t
        if faces.shape[0] > 0:
            d = dice[a]
            dice[a] = dice[b]
            dice[b] = d
        return True
    a = _below(rng, n)
    if faces.shape[0] > 0:
        c = faces[dice[a], _below(rng, 6)]
    else:
        c = allowed[_below(rng, allowed.shape[0])]
    if c == letters[a]:
        return False
    letters[a] = c
    return True


@njit(cache=True, nogil=True)
def score_board(letters, face_table, nbrs, deg, nodes, mark, st):
    """Score one board using the stamp in ``st[RUN_STATE]`` (for the driver's first board)."""
    n = letters.shape[0]
    scratch = search_scratch(n)
    return _score(letters, face_table, nbrs, deg, nodes, mark, st, scratch)


@njit(cache=True, nogil=True)
def polish(letters, dice, faces, allowed, score, face_table, nbrs, deg, nodes, mark, st):
    """First-improvement hill climb over every one-cell change and every swap; returns the final score.

    One-cell changes use the allowed letters, or the other faces of the cell's die
    under a dice constraint; swaps move the dice along. Stops at a board that no
    single change or swap improves.
    """
    n = letters.shape[0]
    scratch = search_scratch(n)
    use_dice = faces.shape[0] > 0
    improved = True
    while improved:
        improved = False
        for a in range(n):
            nopt = 6 if use_dice else allowed.shape[0]
            for k in range(nopt):
                c = faces[dice[a], k] if use_dice else allowed[k]
                if c == letters[a]:
                    continue
                prev = letters[a]
                letters[a] = c
                s = _score(letters, face_table, nbrs, deg, nodes, mark, st, scratch)
                if s > score:
                    score = s
                    improved = True
                else:
                    letters[a] = prev
        for a in range(n):
            for b in range(a + 1, n):
                if letters[a] == letters[b]:
                    continue
                t = letters[a]
                letters[a] = letters[b]
                letters[b] = t
                s = _score(letters, face_table, nbrs, deg, nodes, mark, st, scratch)
                if s > score:
                    score = s
                    improved = True
                    if use_dice:
                        d = dice[a]
                        dice[a] = dice[b]
                        dice[b] = d
                else:
                    letters[b] = letters[a]
                    letters[a] = t
    return score


@njit(cache=True, nogil=True)
def anneal_chunk(cur, cur_dice, run_best, run_best_dice, best, best_dice, faces, allowed, par, st, rng,
                 face_table, nbrs, deg, nodes, mark, n_iters, imp_gen, imp_score, imp_board):
    """Run up to ``n_iters`` annealing iterations.

    Each iteration proposes a move (one edit, then more with probability
    ``par[P_MORE]``), scores it and accepts it by the Metropolis rule: always if
    it does not lower the score, else with probability exp(delta / T). When the
    schedule is cold and the restart's best has not improved for ``par[P_STALL]``
    iterations, the restart's best is polished to a local optimum and, if
    ``par[P_RESTART]``, the search restarts from a fresh random board.

    Every new overall best is appended to ``imp_gen`` / ``imp_score`` /
    ``imp_board``; the chunk ends early when they are full.

    Returns
    -------
    (iterations done, improvements recorded)
    """
    n = cur.shape[0]
    scratch = search_scratch(n)
    prop = cur.copy()
    prop_dice = cur_dice.copy()
    use_dice = faces.shape[0] > 0
    swap_p = par[P_SWAP]
    more_p = par[P_MORE]
    stall = np.int64(par[P_STALL])
    cold = par[P_COLD]
    cap = imp_gen.shape[0]
    nimp = 0
    done = 0
    while done < n_iters and nimp < cap:
        gen = st[GEN]
        t = temperature(par, gen - st[RUN_START])
        if t < cold and gen - st[RUN_IMPROVED] >= stall and st[POLISHED] == 0:
            # Stalled: polish the restart's best, then restart (or keep annealing cold).
            s = st[RUN_BEST]
            if par[P_POLISH] != 0:
                s = polish(run_best, run_best_dice, faces, allowed, s, face_table, nbrs, deg, nodes, mark, st)
            st[POLISHED] = 1
            st[RUN_BEST] = s
            if s > st[BEST]:
                st[BEST] = s
                st[BEST_GEN] = gen
                best[:] = run_best
                best_dice[:] = run_best_dice
                imp_gen[nimp] = gen
                imp_score[nimp] = s
                imp_board[nimp, :] = run_best
                nimp += 1
            if par[P_RESTART] != 0:
                random_board(cur, cur_dice, faces, allowed, rng)
                s = _score(cur, face_table, nbrs, deg, nodes, mark, st, scratch)
                st[CUR] = s
                st[RUN_BEST] = s
                run_best[:] = cur
                run_best_dice[:] = cur_dice
                st[RUN_START] = gen
                st[RUN_IMPROVED] = gen
                st[RESTARTS] += 1
                st[POLISHED] = 0
            else:
                cur[:] = run_best
                cur_dice[:] = run_best_dice
                st[CUR] = s
            continue
        # Propose: a geometric number of edits (at least one that changes the board).
        prop[:] = cur
        if use_dice:
            prop_dice[:] = cur_dice
        tries = 0
        while not _edit(prop, prop_dice, faces, allowed, swap_p, rng) and tries < 64:
            tries += 1  # a board of one letter under a one-letter set has no move at all
        while more_p > 0.0 and _uniform(rng) < more_p:
            _edit(prop, prop_dice, faces, allowed, swap_p, rng)
        s = _score(prop, face_table, nbrs, deg, nodes, mark, st, scratch)
        delta = s - st[CUR]
        accept = delta >= 0
        if not accept and t > 1e-20:
            accept = _uniform(rng) < math.exp(delta / t)
        if accept:
            cur[:] = prop
            if use_dice:
                cur_dice[:] = prop_dice
            st[CUR] = s
            st[ACCEPTED] += 1
            if s > st[RUN_BEST]:
                st[RUN_BEST] = s
                st[RUN_IMPROVED] = gen
                run_best[:] = cur
                if use_dice:
                    run_best_dice[:] = cur_dice
                st[POLISHED] = 0
                if s > st[BEST]:
                    st[BEST] = s
                    st[BEST_GEN] = gen
                    best[:] = cur
                    if use_dice:
                        best_dice[:] = cur_dice
                    imp_gen[nimp] = gen
                    imp_score[nimp] = s
                    imp_board[nimp, :] = cur
                    nimp += 1
        st[GEN] = gen + 1
        done += 1
    return done, nimp
