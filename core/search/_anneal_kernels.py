"""Private numba kernels for simulated annealing and local search over boards.

Everything is flat arrays. A board is ``letters`` (int8 per cell). Under a dice
constraint ``dice`` (int32 per cell) says which die sits in each cell and
``faces`` (int8, ndice x 6) lists each die's faces; without one ``faces`` has no
rows; the faces are face codes, and ``face_table`` is None when every face is one
letter, else the solver's face table (two-letter and blank faces, see
:mod:`core.engine._solver_kernels`). Letters come from two arrays: ``allowed``,
the distinct letters a cell may show (the polish tries each), and ``draw``, the
table random letters are drawn from (uniformly by index, so a letter listed
twice is drawn twice as often; for English it equals ``allowed``).
Randomness comes only from ``rng`` (int64[1], xorshift64* state, never 0),
so a run is reproducible from its seed. Boards are scored with the solver's
board search (:func:`core.engine._solver_kernels.search_board`, its mark array
stamped from ``st[RUN_STATE]``), through a score memo: the ``memo`` bundle
``(keys, scores)`` is a direct-mapped table from a board (packed 6 bits a
cell, 10 cells an int64) to its score. Scores depend only on the board, so the
memo changes no result, only how many boards are searched: once the walk runs
cold it proposes the same few hundred neighbours of its board again and again
(docs/algorithms.md, "Searching for high-scoring boards").

Restarts. When a restart has cooled and stalled, its best board is polished to
a local optimum and offered to the elite pool (the ``elite`` bundle ``(boards,
dice, scores)``, the best distinct local optima so far). The next restart
starts from a random board, or from an elite board with a few random edits
("kicked") at a lower temperature, so the search spends its time near the
best region found instead of re-cooling from scratch.

The annealing kernel runs a chunk of iterations and returns, so the Python
driver can report progress and honour pause/stop between chunks; all state that
must survive between chunks lives in the arrays passed in.
"""
import math

import numpy as np
from numba import njit

from ..engine._solver_kernels import OVER_BUDGET, next_stamp, search_board, search_scratch

# Layout of the int64 state vector ``st``.
GEN = 0              # annealing iterations so far (the "generation")
CUR = 1              # score of the current board
BEST = 2             # best score of the whole run
RUN_BEST = 3         # best score since the last restart
RUN_START = 4        # generation at which the current restart's schedule began (shifted for a warm start)
RUN_IMPROVED = 5     # generation of the last improvement of RUN_BEST
RESTARTS = 6         # restarts so far
ACCEPTED = 7         # accepted moves so far
BEST_GEN = 8         # generation at which BEST was found
EVALS = 9            # boards scored so far (annealing plus polish), memo hits included
RUN_STATE = 10       # last mark stamp used
POLISHED = 11        # 1 once the current restart has been polished
SEARCHED = 12        # boards actually searched (memo misses)
ELITE_N = 13         # boards in the elite pool
WIN_BEST = 14        # best score the walk visited since the last periodic polish (-1: none yet)
WIN_GEN = 15         # generation of the last periodic polish (-1: none yet)
BUDGET = 16          # the most steps one board's search may take (set by the driver)
OVER = 17            # 1 once a board's search passed BUDGET: the chunk stops, the driver raises
OVER_BOARD = 18      # that board, packed as the memo packs it (MEMO_CELLS cells a slot, OVER_WORDS slots)
OVER_WORDS = 4
NSTATE = OVER_BOARD + OVER_WORDS

# Layout of the float64 parameter vector ``par``.
P_KIND = 0           # 0 exponential: T = t0 * exp(-decay * n); 1 linear: T = t0 * (1 - n / length); 2 constant t0
P_T0 = 1
P_DECAY = 2
P_LENGTH = 3
P_SWAP = 4           # probability that an edit is a swap
P_MORE = 5           # probability of one more edit in the same move (1 - mutation_p)
P_STALL = 6          # restart after this many cold iterations without improving the restart's best
P_COLD = 7           # temperature below which the schedule counts as cold
P_RESTART = 8        # 1: restart when stalled; 0: stop improving, keep going
P_POLISH = 9         # 1: hill-climb the restart's best board to a local optimum before restarting
P_KICK = 10          # random edits applied to an elite board to start a restart from it
P_WARM_T = 11        # temperature a restart from an elite board starts at
P_FRESH = 12         # probability that a restart starts from a random board although the pool has boards
P_POLISH_EVERY = 13  # every this many iterations polish a copy of the best board the walk visited since (0: never)
NPAR = 14

KIND_EXPONENTIAL = 0
KIND_LINEAR = 1
KIND_CONSTANT = 2

_MASK57 = 0x01FFFFFFFFFFFFFF
_MASK53 = 0x001FFFFFFFFFFFFF
_MULT = 0x2545F4914F6CDD1D
_GOLDEN = -7046029254386353131  # 0x9E3779B97F4A7C15 as int64
MEMO_CELLS = 10                 # cells packed into one int64 key word (6 bits each: face codes < 64)


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
def random_board(letters, dice, faces, draw, rng):
    """Fill ``letters`` (and ``dice``) with a random board: a roll of the dice, or letters from ``draw``."""
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
        k = draw.shape[0]
        for i in range(n):
            letters[i] = draw[_below(rng, k)]


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


@njit(cache=True, nogil=True)
def iterations_to(par, t):
    """Iterations after a (re)start at which the schedule has cooled to ``t`` (0 if it starts below)."""
    kind = int(par[P_KIND])
    t0 = par[P_T0]
    if t >= t0 or t0 <= 0.0:
        return np.int64(0)
    if kind == KIND_EXPONENTIAL:
        return np.int64(math.log(t0 / max(t, 1e-300)) / par[P_DECAY])
    if kind == KIND_LINEAR:
        return np.int64(par[P_LENGTH] * (1.0 - t / t0))
    return np.int64(0)


def new_state(budget):
    """A fresh state vector ``st`` whose searches each take at most ``budget`` steps."""
    st = np.zeros(NSTATE, np.int64)
    st[WIN_BEST] = st[WIN_GEN] = -1
    st[BUDGET] = budget
    return st


# -- the score memo ----------------------------------------------------------

def new_memo(bits, ncells):
    """An empty score memo of ``2**bits`` slots for boards of ``ncells`` (bits 0: no memo)."""
    words = (ncells + MEMO_CELLS - 1) // MEMO_CELLS
    size = 0 if bits <= 0 else 1 << bits
    return np.zeros((size, words), np.int64), np.full(size, -1, np.int32)


@njit(cache=True, nogil=True, inline="always")
def _memo_word(letters, w):
    n = letters.shape[0]
    key = np.int64(0)
    for i in range(w * MEMO_CELLS, min(n, (w + 1) * MEMO_CELLS)):
        key = (key << 6) | np.int64(letters[i])
    return key


@njit(cache=True, nogil=True, inline="always")
def _memo_slot(letters, keys):
    h = np.int64(0)
    for w in range(keys.shape[1]):
        h = (h ^ _memo_word(letters, w)) * _GOLDEN
    return (h ^ (h >> 31)) & (keys.shape[0] - 1)


@njit(cache=True, nogil=True, inline="always")
def _score(letters, face_table, nbrs, deg, nodes, mark, st, scratch, memo):
    """The board's score: from the memo, else by searching the board (and remembering it)."""
    keys, scores = memo
    st[EVALS] += 1
    slot = 0
    if keys.shape[0] > 0:
        slot = _memo_slot(letters, keys)
        if scores[slot] >= 0:
            same = True
            for w in range(keys.shape[1]):
                if keys[slot, w] != _memo_word(letters, w):
                    same = False
                    break
            if same:
                return np.int64(scores[slot])
    st[SEARCHED] += 1
    st[RUN_STATE] = next_stamp(mark, st[RUN_STATE])
    s = search_board(letters, face_table, nbrs, deg, nodes, mark, st[RUN_STATE], scratch, None, st[BUDGET])[0]
    if s == OVER_BUDGET:
        if st[OVER] == 0:
            st[OVER] = 1
            for w in range(OVER_WORDS):
                st[OVER_BOARD + w] = _memo_word(letters, w)
        return s
    if keys.shape[0] > 0:
        for w in range(keys.shape[1]):
            keys[slot, w] = _memo_word(letters, w)
        scores[slot] = s
    return s


@njit(cache=True, nogil=True, inline="always")
def _edit(letters, dice, faces, draw, swap_p, rng):
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
        c = draw[_below(rng, draw.shape[0])]
    if c == letters[a]:
        return False
    letters[a] = c
    return True


@njit(cache=True, nogil=True)
def score_board(letters, face_table, nbrs, deg, nodes, mark, st, memo):
    """Score one board using the stamp in ``st[RUN_STATE]`` (for the driver's first board)."""
    n = letters.shape[0]
    scratch = search_scratch(n)
    return _score(letters, face_table, nbrs, deg, nodes, mark, st, scratch, memo)


@njit(cache=True, nogil=True)
def polish(letters, dice, faces, allowed, score, face_table, nbrs, deg, nodes, mark, st, memo):
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
                s = _score(letters, face_table, nbrs, deg, nodes, mark, st, scratch, memo)
                if s > score:
                    score = s
                    improved = True
                else:
                    letters[a] = prev
                if st[OVER] != 0:
                    return score
        for a in range(n):
            for b in range(a + 1, n):
                if letters[a] == letters[b]:
                    continue
                t = letters[a]
                letters[a] = letters[b]
                letters[b] = t
                s = _score(letters, face_table, nbrs, deg, nodes, mark, st, scratch, memo)
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
                if st[OVER] != 0:
                    return score
    return score


# -- the elite pool -------------------------------------------------------------

@njit(cache=True, nogil=True)
def _same_multiset(a, b):
    """Whether two boards hold the same letters (a cheap stand-in for "same board up to symmetry")."""
    n = a.shape[0]
    for i in range(n):
        ca = 0
        cb = 0
        for j in range(n):
            if a[j] == a[i]:
                ca += 1
            if b[j] == a[i]:
                cb += 1
        if ca != cb:
            return False
    return True


@njit(cache=True, nogil=True)
def elite_offer(board, board_dice, score, elite, st):
    """Offer a polished board to the elite pool: kept if the pool has room or it beats the worst.

    A board with the score and the letters of a pool board counts as that board (a
    rotation or reflection of it, almost always) and is not added twice.
    """
    boards, dice, scores = elite
    cap = boards.shape[0]
    m = st[ELITE_N]
    worst = -1
    for e in range(m):
        if scores[e] == score and _same_multiset(boards[e], board):
            return
        if worst < 0 or scores[e] < scores[worst]:
            worst = e
    if m < cap:
        slot = m
        st[ELITE_N] = m + 1
    elif cap > 0 and score > scores[worst]:
        slot = worst
    else:
        return
    boards[slot, :] = board
    dice[slot, :] = board_dice
    scores[slot] = score


@njit(cache=True, nogil=True)
def _restart(cur, cur_dice, faces, draw, par, st, rng, elite):
    """Start the next restart's board in ``cur``: a kicked elite board or a random one.

    Returns the generation offset of the restart's schedule (0 for a cold start
    at ``t0``; an elite restart starts at temperature ``par[P_WARM_T]``).
    """
    boards, dice, scores = elite
    m = st[ELITE_N]
    if m == 0 or _uniform(rng) < par[P_FRESH]:
        random_board(cur, cur_dice, faces, draw, rng)
        return np.int64(0)
    # Tournament of two: the better of two random pool boards.
    e = _below(rng, m)
    f = _below(rng, m)
    if scores[f] > scores[e]:
        e = f
    cur[:] = boards[e]
    cur_dice[:] = dice[e]
    kicks = np.int64(par[P_KICK])
    swap_p = par[P_SWAP]
    done = 0
    tries = 0
    while done < kicks and tries < 64 * (kicks + 1):
        tries += 1
        if _edit(cur, cur_dice, faces, draw, swap_p, rng):
            done += 1
    return iterations_to(par, par[P_WARM_T])


@njit(cache=True, nogil=True, inline="always")
def _new_best(board, board_dice, use_dice, s, gen, st, best, best_dice, imp_gen, imp_score, imp_board, nimp):
    """Take ``board`` (scoring ``s`` at generation ``gen``) as the best so far and log it among the
    improvements; returns the new improvement count."""
    st[BEST] = s
    st[BEST_GEN] = gen
    best[:] = board
    if use_dice:
        best_dice[:] = board_dice
    imp_gen[nimp] = gen
    imp_score[nimp] = s
    imp_board[nimp, :] = board
    return nimp + 1


@njit(cache=True, nogil=True)
def anneal_chunk(cur, cur_dice, run_best, run_best_dice, best, best_dice, faces, allowed, draw, par, st, rng,
                 face_table, nbrs, deg, nodes, mark, memo, elite, window, n_iters, imp_gen, imp_score, imp_board):
    """Run up to ``n_iters`` annealing iterations.

    Each iteration proposes a move (one edit, then more with probability
    ``par[P_MORE]``), scores it and accepts it by the Metropolis rule: always if
    it does not lower the score, else with probability exp(delta / T). When the
    schedule is cold and the restart's best has not improved for ``par[P_STALL]``
    iterations, the restart's best is polished to a local optimum, offered to the
    elite pool and, if ``par[P_RESTART]``, the search restarts (see :func:`_restart`).

    Every ``par[P_POLISH_EVERY]`` iterations the best board the walk visited since
    the last such polish (kept in the ``window`` bundle ``(board, dice)``) is
    polished on a copy: a hot walk passes near good local optima without
    settling on them, and the polish collects them.

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
    every = np.int64(par[P_POLISH_EVERY])
    win_board, win_dice = window
    nimp = 0
    done = 0
    while done < n_iters and nimp < cap and st[OVER] == 0:
        gen = st[GEN]
        if every > 0 and gen > 0 and gen % every == 0 and st[WIN_GEN] != gen:
            # The walk's best since the last periodic polish, polished on a copy (the walk goes on).
            st[WIN_GEN] = gen
            if st[WIN_BEST] < 0:
                continue
            board = win_board.copy()
            board_dice = win_dice.copy()
            s = polish(board, board_dice, faces, allowed, st[WIN_BEST], face_table, nbrs, deg, nodes, mark, st, memo)
            if st[OVER] != 0:
                break
            st[WIN_BEST] = -1
            elite_offer(board, board_dice, s, elite, st)
            if s > st[BEST]:
                nimp = _new_best(board, board_dice, use_dice, s, gen, st, best, best_dice, imp_gen, imp_score,
                                 imp_board, nimp)
            continue
        t = temperature(par, gen - st[RUN_START])
        if t < cold and gen - st[RUN_IMPROVED] >= stall and st[POLISHED] == 0:
            # Stalled: polish the restart's best, then restart (or keep annealing cold).
            s = st[RUN_BEST]
            if par[P_POLISH] != 0:
                s = polish(run_best, run_best_dice, faces, allowed, s, face_table, nbrs, deg, nodes, mark, st, memo)
                if st[OVER] != 0:
                    break
            st[POLISHED] = 1
            st[RUN_BEST] = s
            elite_offer(run_best, run_best_dice, s, elite, st)
            if s > st[BEST]:
                nimp = _new_best(run_best, run_best_dice, use_dice, s, gen, st, best, best_dice, imp_gen,
                                 imp_score, imp_board, nimp)
            if par[P_RESTART] != 0:
                offset = _restart(cur, cur_dice, faces, draw, par, st, rng, elite)
                s = _score(cur, face_table, nbrs, deg, nodes, mark, st, scratch, memo)
                if st[OVER] != 0:
                    break
                st[CUR] = s
                st[RUN_BEST] = s
                run_best[:] = cur
                run_best_dice[:] = cur_dice
                st[RUN_START] = gen - offset
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
        while not _edit(prop, prop_dice, faces, draw, swap_p, rng) and tries < 64:
            tries += 1  # a board of one letter under a one-letter set has no move at all
        while more_p > 0.0 and _uniform(rng) < more_p:
            _edit(prop, prop_dice, faces, draw, swap_p, rng)
        s = _score(prop, face_table, nbrs, deg, nodes, mark, st, scratch, memo)
        if st[OVER] != 0:
            break
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
            if every > 0 and s > st[WIN_BEST]:
                st[WIN_BEST] = s
                win_board[:] = cur
                if use_dice:
                    win_dice[:] = cur_dice
            if s > st[RUN_BEST]:
                st[RUN_BEST] = s
                st[RUN_IMPROVED] = gen
                run_best[:] = cur
                if use_dice:
                    run_best_dice[:] = cur_dice
                st[POLISHED] = 0
                if s > st[BEST]:
                    nimp = _new_best(cur, cur_dice, use_dice, s, gen, st, best, best_dice, imp_gen, imp_score,
                                     imp_board, nimp)
        st[GEN] = gen + 1
        done += 1
    return done, nimp


# -- parallel tempering ------------------------------------------------------------

@njit(cache=True, nogil=True)
def tempering_chunk(reps, reps_dice, rep_score, temps, best, best_dice, faces, draw, par, st, rng,
                    face_table, nbrs, deg, nodes, mark, memo, n_iters, imp_gen, imp_score, imp_board):
    """Run up to ``n_iters`` iterations of parallel tempering (replica exchange).

    ``reps[k]`` is the board of the walk at temperature ``temps[k]`` (ascending:
    ``reps[0]`` is the coldest). Iteration ``g`` moves walk ``g % R`` as in
    :func:`anneal_chunk` at its fixed temperature; after each round of the R walks,
    neighbouring temperatures (even pairs, then odd pairs on alternate rounds) swap
    boards with probability ``min(1, exp((1/T_k - 1/T_k+1) * (s_k+1 - s_k)))``.
    The cold walks stay near the best boards; the hot ones keep moving between
    regions and hand their finds down (docs/algorithms.md).

    Returns ``(iterations done, improvements recorded)`` as :func:`anneal_chunk`.
    """
    n = reps.shape[1]
    nrep = reps.shape[0]
    scratch = search_scratch(n)
    prop = reps[0].copy()
    prop_dice = reps_dice[0].copy()
    use_dice = faces.shape[0] > 0
    swap_p = par[P_SWAP]
    more_p = par[P_MORE]
    cap = imp_gen.shape[0]
    nimp = 0
    done = 0
    while done < n_iters and nimp < cap and st[OVER] == 0:
        gen = st[GEN]
        k = gen % nrep
        t = temps[k]
        prop[:] = reps[k]
        if use_dice:
            prop_dice[:] = reps_dice[k]
        tries = 0
        while not _edit(prop, prop_dice, faces, draw, swap_p, rng) and tries < 64:
            tries += 1
        while more_p > 0.0 and _uniform(rng) < more_p:
            _edit(prop, prop_dice, faces, draw, swap_p, rng)
        s = _score(prop, face_table, nbrs, deg, nodes, mark, st, scratch, memo)
        if st[OVER] != 0:
            break
        delta = s - rep_score[k]
        accept = delta >= 0
        if not accept and t > 1e-20:
            accept = _uniform(rng) < math.exp(delta / t)
        if accept:
            reps[k, :] = prop
            if use_dice:
                reps_dice[k, :] = prop_dice
            rep_score[k] = s
            st[ACCEPTED] += 1
            if s > st[BEST]:
                nimp = _new_best(prop, prop_dice, use_dice, s, gen, st, best, best_dice, imp_gen, imp_score,
                                 imp_board, nimp)
        if k == nrep - 1:
            # Replica exchange between neighbouring temperatures.
            first = (gen // nrep) % 2
            for a in range(first, nrep - 1, 2):
                b = a + 1
                x = (1.0 / max(temps[a], 1e-9) - 1.0 / max(temps[b], 1e-9)) * (rep_score[b] - rep_score[a])
                if x >= 0.0 or _uniform(rng) < math.exp(x):
                    prop[:] = reps[a]
                    reps[a, :] = reps[b]
                    reps[b, :] = prop
                    if use_dice:
                        prop_dice[:] = reps_dice[a]
                        reps_dice[a, :] = reps_dice[b]
                        reps_dice[b, :] = prop_dice
                    sc = rep_score[a]
                    rep_score[a] = rep_score[b]
                    rep_score[b] = sc
        st[CUR] = rep_score[0]
        st[GEN] = gen + 1
        done += 1
    return done, nimp
