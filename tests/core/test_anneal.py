"""Simulated annealing and hill climbing: reproducibility, constraints, canonical results, CLI."""
from __future__ import annotations

import math
from dataclasses import replace

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from core.cli.main import main as cli_main
from core.engine.board import canonical_board, geometry, letters_to_string, string_to_letters
from core.engine.dice import DiceSet, can_roll, get_dice_set
from core.engine.solver import Solver
from core.search import _anneal_kernels as K
from core.search.anneal import (
    SCHEDULES,
    AnnealConfig,
    Annealer,
    Schedule,
    _neighbourhood,
    anneal,
    canonical_rows,
    default_config,
    hill_climb,
    parse_letter_set,
)


@pytest.fixture(scope="module")
def solver(default_wordlist):
    return Solver(default_wordlist)


def _trajectory(annealer):
    return ([(i.generation, i.score, i.board) for i in annealer.improvements],
            annealer.current_board, annealer.current_score, annealer.evaluations)


# -- schedules -----------------------------------------------------------------

def test_schedules_follow_their_formulas():
    exp = Schedule("exponential", 100.0, 0.05)
    assert exp.temperature(0) == pytest.approx(100.0)
    assert exp.temperature(100) == pytest.approx(100 * math.exp(-5))
    lin = Schedule("linear", 40.0, 0.0, 1000)
    assert lin.temperature(0) == pytest.approx(40.0)
    assert lin.temperature(500) == pytest.approx(20.0)
    assert lin.temperature(1000) == 0.0 and lin.temperature(5000) == 0.0
    assert Schedule("constant", 7.0).temperature(10**6) == pytest.approx(7.0)
    assert set(SCHEDULES) >= {"reference", "linear"}


@pytest.mark.parametrize("kwargs, message", [
    ({"kind": "cubic"}, "unknown schedule kind"),
    ({"kind": "exponential", "decay": 0.0}, "decay > 0"),
    ({"kind": "linear", "length": 0}, "length >= 1"),
    ({"kind": "constant", "t0": -1.0}, "t0 must be"),
])
def test_bad_schedules_are_refused(kwargs, message):
    with pytest.raises(ValueError, match=message):
        Schedule(**kwargs)


def test_bad_configs_and_constraints_are_refused(solver):
    with pytest.raises(ValueError, match="mutation_p"):
        AnnealConfig(mutation_p=0.0)
    with pytest.raises(ValueError, match="for 4x4 boards, not 3x3"):
        Annealer(solver, "33", seed=1, dice="new")
    with pytest.raises(ValueError, match="not both"):
        Annealer(solver, "44", seed=1, dice="new", letters="abc")
    with pytest.raises(ValueError, match="bad character"):
        parse_letter_set("ab1")
    with pytest.raises(ValueError, match="empty"):
        parse_letter_set("  ")


# -- the kernel's random numbers -------------------------------------------------

def test_rng_is_seeded_and_roughly_uniform():
    from core.search.anneal import _seed_state
    letters = np.zeros(9, np.int8)
    dice = np.zeros(9, np.int32)
    allowed = np.arange(26, dtype=np.int8)
    faces = np.zeros((0, 6), np.int8)
    counts = np.zeros(26, np.int64)
    rng = _seed_state(42)
    assert rng[0] != 0
    boards = []
    for _ in range(2000):
        K.random_board(letters, dice, faces, allowed, rng)
        boards.append(letters.copy())
        np.add.at(counts, letters, 1)
    # 18,000 draws over 26 letters: each letter near 692 (a broken generator is far off).
    assert counts.min() > 550 and counts.max() < 850
    again = _seed_state(42)
    K.random_board(letters, dice, faces, allowed, again)
    assert np.array_equal(letters, boards[0])
    assert not np.array_equal(_seed_state(43), _seed_state(42))


# -- annealing ---------------------------------------------------------------------

def test_same_seed_same_run_whatever_the_chunking(solver):
    a = Annealer(solver, "33", seed=7)
    a.run(iterations=6000, chunk=6000)
    b = Annealer(solver, "33", seed=7)
    for _ in range(12):
        b.step(500)
    assert _trajectory(a) == _trajectory(b)
    c = Annealer(solver, "33", seed=8)
    c.run(iterations=6000)
    assert _trajectory(c) != _trajectory(a)


def test_results_are_canonical_and_scored_right(solver):
    annealer = Annealer(solver, "44", seed=3)
    result = annealer.run(iterations=4000)
    geom = geometry(4, 4)
    assert result.best_board == canonical_board(result.best_board, geom)
    assert solver.score(result.best_board) == result.best_score == annealer.best_score
    scores = [imp.score for imp in result.improvements]
    assert scores == sorted(set(scores)), "improvements must strictly increase"
    for imp in result.improvements:
        assert imp.board == canonical_board(imp.board, geom)
        assert solver.score(imp.board) == imp.score
    assert sum(imp.reign for imp in result.improvements) == result.generations == 4000
    assert solver.score(annealer.current_board) == annealer.current_score


def test_annealing_stamps_wrap_safely(solver):
    geom = geometry(4, 4)
    nodes = solver.wordlist.kernel_nodes(solver.rules)
    letters = string_to_letters("perslatgsineters")
    mark = np.full(solver.wordlist.nnodes, 0xFFFFFFFF - 1, np.uint32)  # stale marks at the last stamp
    st = K.new_state(solver.search_budget)
    st[K.RUN_STATE] = 0xFFFFFFFF - 2
    no_memo = K.new_memo(0, 16)  # every call searches, so the stamps move
    scores = [K.score_board(letters, None, geom.neighbours, geom.degree, nodes, mark, st, no_memo) for _ in range(2)]
    assert st[K.RUN_STATE] == 1 and st[K.EVALS] == 2
    assert scores[1] == solver.score("perslatgsineters") > 0


def test_annealing_improves_a_poor_board(solver):
    annealer = Annealer(solver, "33", seed=11, initial_board="zzzzzzzzz")
    assert annealer.best_score == 0
    result = annealer.run(iterations=5000)
    assert result.best_score >= 150
    assert result.improvements[0].board == "zzzzzzzzz"


def test_polish_reaches_a_local_optimum(solver):
    """After polishing no one-cell change or swap scores higher (checked by brute force)."""
    geom = geometry(3, 3)
    rng = np.random.default_rng(5)
    allowed = np.arange(26, dtype=np.int8)
    nodes = solver.wordlist.kernel_nodes(solver.rules)
    mark = np.zeros(solver.wordlist.nnodes, np.uint32)
    state = K.new_state(solver.search_budget)
    pairs = np.array([(a, b) for a in range(9) for b in range(a + 1, 9)])
    for _ in range(3):
        letters = rng.integers(0, 26, 9).astype(np.int8)
        start = solver.score(letters_to_string(letters))
        final = K.polish(letters, np.zeros(9, np.int32), np.zeros((0, 6), np.int8), allowed, start, None,
                         geom.neighbours, geom.degree, nodes, mark, state, K.new_memo(10, 9))
        assert final >= start and final == solver.score(letters_to_string(letters))
        around = solver.score_many(_neighbourhood(letters, allowed, pairs), geom)
        assert around.max() == final


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(letters=st.sets(st.sampled_from("abcdefghijklmnopqrstuvwxyz"), min_size=1, max_size=8),
       seed=st.integers(0, 2**31))
def test_letter_set_constraint_holds(solver, letters, seed):
    annealer = Annealer(solver, "33", seed=seed, letters="".join(letters),
                        config=AnnealConfig(Schedule("exponential", 10.0, 1e-2), max_stall=200))
    annealer.run(iterations=1500, chunk=300)
    boards = [annealer.current_board] + [imp.board for imp in annealer.improvements]
    for board in boards:
        assert set(board) <= letters, board


def _check_dice(ds, letters_str, dice):
    """The tracked die of every cell shows the cell's letter, and each die is used once."""
    assert sorted(dice.tolist()) == list(range(len(ds.dice)))
    for cell, ch in enumerate(letters_str):
        assert ch in ds.dice[dice[cell]]


def test_dice_constraint_keeps_boards_rollable(solver):
    ds = get_dice_set("new")
    annealer = Annealer(solver, "44", seed=5, dice="new",
                        config=AnnealConfig(Schedule("exponential", 30.0, 2e-3), max_stall=300))
    for _ in range(10):
        annealer.step(400)
        _check_dice(ds, annealer.current_board, annealer.current_dice)
    assert annealer.restarts >= 1  # the restart path (a fresh roll) ran too
    for imp in annealer.improvements:
        assert can_roll(ds, imp.board), imp.board
    assert annealer.best_score > annealer.improvements[0].score


def test_dice_constraint_on_a_tiny_custom_set(solver):
    """A 3x3 set where each die has a single letter: only swaps move, so the multiset never changes."""
    from tests.naive import can_roll as naive_can_roll
    dice = tuple(ch * 6 for ch in "aeilnprst")
    ds = DiceSet("tiny", "tiny", 3, 3, dice, "standard", "test")
    annealer = Annealer(solver, "33", seed=2, dice=ds)
    annealer.run(iterations=2000)
    for board in [annealer.current_board, annealer.best_board]:
        assert sorted(board) == sorted("aeilnprst")
        assert naive_can_roll(board, list(dice))
    _check_dice(ds, annealer.current_board, annealer.current_dice)


def test_no_restarts_keeps_one_walk(solver):
    config = AnnealConfig(Schedule("exponential", 5.0, 0.05), max_stall=100, restarts=False)
    annealer = Annealer(solver, "33", seed=4, config=config)
    annealer.run(iterations=3000)
    assert annealer.restarts == 0
    assert annealer.current_score == annealer.best_score  # polished and kept


def test_default_configs_and_anneal_function(solver):
    for size in ("33", "34", "44", "55"):
        assert default_config(size).max_stall >= 1
        # One point a word: a third of the temperature (a word on a good board is worth ~3 points).
        assert default_config(size, "words").schedule.t0 == pytest.approx(default_config(size).schedule.t0 / 3)
        assert default_config(size, "big").schedule == default_config(size).schedule
    result = anneal(solver, "34", seed=1, iterations=2000)
    assert result.generations == 2000 and result.seed == 1
    assert solver.score(result.best_board, "34") == result.best_score


# -- canonical rows and hill climbing ---------------------------------------------

@settings(max_examples=25, deadline=None)
@given(st.lists(st.text("abcdefghijklmnopqrstuvwxyz", min_size=16, max_size=16), min_size=1, max_size=8))
def test_canonical_rows_match_canonical_board(boards):
    geom = geometry(4, 4)
    arr = np.stack([string_to_letters(b) for b in boards])
    out = canonical_rows(arr, geom)
    assert [letters_to_string(r) for r in out] == [canonical_board(b, geom) for b in boards]


def test_neighbourhood_is_every_change_and_swap():
    board = string_to_letters("abcabcxyz")
    allowed = np.arange(26, dtype=np.int8)
    pairs = np.array([(a, b) for a in range(9) for b in range(a + 1, 9)])
    got = {letters_to_string(r) for r in _neighbourhood(board, allowed, pairs)}
    s = "abcabcxyz"
    expected = {s}
    for i in range(9):
        for c in "abcdefghijklmnopqrstuvwxyz":
            expected.add(s[:i] + c + s[i + 1:])
    for i in range(9):
        for j in range(i + 1, 9):
            t = list(s)
            t[i], t[j] = t[j], t[i]
            expected.add("".join(t))
    assert got == expected


def test_hill_climb_converges_to_a_sorted_canonical_pool(solver):
    geom = geometry(3, 3)
    result = hill_climb(solver, "33", pool_size=20, seed=3, letters="aeilnorst")
    assert result.converged
    scores = [s for s, _ in result.pool]
    boards = [b for _, b in result.pool]
    assert scores == sorted(scores, reverse=True) and len(set(boards)) == len(boards) == 20
    for s, b in result.pool[:5]:
        assert b == canonical_board(b, geom) and solver.score(b) == s and set(b) <= set("aeilnorst")
    assert (result.best_score, result.best_board) == result.pool[0]
    # The best board is a local optimum over the allowed letters.
    pairs = np.array([(a, b) for a in range(9) for b in range(a + 1, 9)])
    around = solver.score_many(_neighbourhood(string_to_letters(result.best_board),
                                              parse_letter_set("aeilnorst"), pairs), geom)
    assert around.max() == result.best_score
    again = hill_climb(solver, "33", pool_size=20, seed=3, letters="aeilnorst")
    assert again.pool == result.pool


# -- CLI -------------------------------------------------------------------------------

def test_cli_anneal_prints_improvements_and_best(solver, capsys):
    assert cli_main(["anneal", "--size", "33", "--seed", "5", "--iterations", "3000"]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    word, score, board = lines[-1].split()
    assert word == "best" and int(score) == solver.score(board) and board == canonical_board(board)
    rows = [line.split() for line in lines if line.strip() and line.split()[0].isdigit()]
    assert rows and rows[-1][1] == score and rows[-1][3] == board
    assert sum(int(r[2]) for r in rows) == 3000  # reigns cover the run
    assert cli_main(["anneal", "--size", "33", "--seed", "5", "--iterations", "3000"]) == 0
    assert capsys.readouterr().out.strip().splitlines()[-1] == lines[-1]


def test_cli_hillclimb_and_errors(solver, capsys):
    assert cli_main(["hillclimb", "--size", "33", "--seed", "1", "--pool", "10", "--letters", "aeilnrst"]) == 0
    out = capsys.readouterr().out.strip().splitlines()
    word, score, board = out[-1].split()
    assert word == "best" and int(score) == solver.score(board)
    assert cli_main(["anneal", "--size", "33", "--letters", "a1", "--iterations", "10"]) == 2
    assert "bad character" in capsys.readouterr().err
    assert cli_main(["anneal", "--size", "33", "--dice", "new", "--iterations", "10"]) == 2
    assert "4x4" in capsys.readouterr().err
    assert cli_main(["anneal", "--size", "33", "--schedule", "warm", "--iterations", "10"]) == 2
    assert "unknown schedule" in capsys.readouterr().err
    assert cli_main(["anneal", "--size", "33", "--schedule", "linear", "--length", "0", "--iterations", "10"]) == 2
    assert "length >= 1" in capsys.readouterr().err


# -- languages -----------------------------------------------------------------------

_GERMAN_WORDS = ["bär", "bären", "käse", "über", "übel", "öde", "öfen", "ähre", "säge", "sägen", "rübe", "rüben",
                 "tür", "türen", "grün", "müde", "bad", "baden", "rad", "rede", "reden", "see", "seen", "tee",
                 "nest", "rest", "erde", "ende", "enden", "rennen", "straße", "größe"]


@pytest.fixture(scope="module")
def german_solver(tmp_path_factory):
    from core.engine.wordlist import load_wordlist
    path = tmp_path_factory.mktemp("de") / "de-small.txt"
    path.write_text("\n".join(_GERMAN_WORDS) + "\n", encoding="utf-8")
    return Solver(load_wordlist(path, language="de", use_cache=False))


def _board_letters(boards):
    return {ch for b in boards for ch in b}


def test_german_annealing_uses_german_letters_and_places_umlauts(german_solver):
    german = set("abcdefghijklmnopqrstuvwxyzäöü")
    annealer = Annealer(german_solver, "33", seed=3,
                        config=AnnealConfig(Schedule("exponential", 5.0, 1e-3), max_stall=300, elite=4))
    assert annealer.language.code == "de"
    seen = set()
    for _ in range(20):
        annealer.step(300)
        seen |= set(annealer.current_board)
    boards = [annealer.current_board] + [imp.board for imp in annealer.improvements]
    assert _board_letters(boards) | seen <= german
    assert seen & set("äöü"), "letter changes must be able to place an umlaut"
    assert german_solver.score(annealer.best_board, "33") == annealer.best_score > 0
    again = Annealer(german_solver, "33", seed=3, config=annealer.config)
    again.run(iterations=annealer.generation, chunk=1000)
    assert _trajectory(again) == _trajectory(annealer)


def test_german_draw_table_follows_the_list_and_is_deterministic(german_solver):
    from core.engine.language import LETTER_CODE, get_language
    from core.search.anneal import letter_draw_table
    codes = get_language("de").letter_codes
    table = letter_draw_table(german_solver.wordlist, codes)
    assert set(table.tolist()) == set(codes.tolist())  # every letter keeps a slot
    count = {c: int((table == c).sum()) for c in codes.tolist()}
    assert count[LETTER_CODE["e"]] > count[LETTER_CODE["ü"]] > count[LETTER_CODE["x"]] >= 1
    assert np.array_equal(table, letter_draw_table(german_solver.wordlist, codes))


def test_english_runs_keep_the_uniform_draw(solver):
    """English letters are drawn uniformly over a-z whatever the config says in ``auto``: runs stay comparable."""
    a = Annealer(solver, "33", seed=9)
    assert np.array_equal(a._draw, np.arange(26)) and np.array_equal(a.letter_set, np.arange(26))
    b = Annealer(solver, "33", seed=9, config=replace(default_config("33"), letter_draw="frequency"))
    assert len(b._draw) > 26 and set(b._draw.tolist()) == set(range(26))


def test_letter_sets_in_a_language(german_solver):
    from core.engine.language import LETTER_CODE
    assert parse_letter_set("äöüe", "de").tolist() == sorted(LETTER_CODE[c] for c in "äöüe")
    assert parse_letter_set("ß", "de").tolist() == [LETTER_CODE["s"]]  # folded as German folds it
    with pytest.raises(ValueError, match="bad character"):
        parse_letter_set("ä", "en")
    annealer = Annealer(german_solver, "33", seed=1, letters="äbrnes",
                        config=AnnealConfig(Schedule("exponential", 5.0, 1e-2), max_stall=100))
    annealer.run(iterations=2000)
    assert set(annealer.current_board) | set(annealer.best_board) <= set("äbrnes")


def test_german_hill_climb_stays_in_german(german_solver):
    result = hill_climb(german_solver, "33", pool_size=8, seed=2, max_iterations=3)
    assert _board_letters(b for _, b in result.pool) <= set("abcdefghijklmnopqrstuvwxyzäöü")
    assert german_solver.score(result.best_board, "33") == result.best_score


# -- the score memo, elite restarts, periodic polish, parallel tempering ---------------------

def test_score_memo_changes_no_result_only_the_searches(solver):
    base = replace(default_config("44"), schedule=Schedule("exponential", 30.0, 2e-3), max_stall=500)
    with_memo = Annealer(solver, "44", seed=6, config=base)
    without = Annealer(solver, "44", seed=6, config=replace(base, memo_bits=0))
    with_memo.run(iterations=6000)
    without.run(iterations=6000)
    assert _trajectory(with_memo) == _trajectory(without)
    assert without.searched == without.evaluations
    assert with_memo.searched < 0.9 * with_memo.evaluations  # the cold walk proposes the same boards again


def test_memo_keys_tell_boards_apart(solver):
    """A tiny memo (4 slots) collides all the time: every score must still be the board's own."""
    geom = geometry(3, 3)
    nodes = solver.wordlist.kernel_nodes(solver.rules)
    mark = np.zeros(solver.wordlist.nnodes, np.uint32)
    st = K.new_state(solver.search_budget)
    memo = K.new_memo(2, 9)
    rng = np.random.default_rng(1)
    boards = [rng.integers(0, 26, 9).astype(np.int8) for _ in range(40)]
    for board in boards + boards[::-1]:
        got = K.score_board(board, None, geom.neighbours, geom.degree, nodes, mark, st, memo)
        assert got == solver.score(letters_to_string(board), "33")
    assert st[K.SEARCHED] < st[K.EVALS] == 80


def test_elite_restarts_keep_polished_boards_and_are_reproducible(solver):
    config = AnnealConfig(Schedule("exponential", 20.0, 5e-3), max_stall=200, elite=3, kick=3, warm_t=5.0, fresh=0.3)
    a = Annealer(solver, "33", seed=12, config=config)
    a.run(iterations=15000)
    assert a.restarts >= 3
    elite = a.elite
    assert 1 <= len(elite) <= 3
    assert [s for s, _ in elite] == sorted((s for s, _ in elite), reverse=True)
    for score, board in elite:
        assert solver.score(board, "33") == score
    assert elite[0][0] == a.best_score
    b = Annealer(solver, "33", seed=12, config=config)
    for _ in range(5):
        b.step(3000)
    assert _trajectory(a) == _trajectory(b) and b.elite == elite


def test_periodic_polish_collects_local_optima(solver):
    config = AnnealConfig(Schedule("constant", 15.0), polish_every=500)
    a = Annealer(solver, "33", seed=4, config=config)
    a.run(iterations=3000)
    geom = geometry(3, 3)
    pairs = np.array([(x, y) for x in range(9) for y in range(x + 1, 9)])
    around = solver.score_many(_neighbourhood(string_to_letters(a.best_board), np.arange(26, dtype=np.int8), pairs),
                               geom)
    assert around.max() == a.best_score == solver.score(a.best_board, "33")  # the best is a polished board
    assert a.evaluations > a.generation  # the polishes scored boards beyond the walk's


def test_parallel_tempering_walks_are_scored_right_and_reproducible(solver):
    config = AnnealConfig(Schedule("constant", 30.0), replicas=4, t_low=5.0)
    assert np.allclose(config.replica_temperatures(), [5.0, 5.0 * 6 ** (1 / 3), 5.0 * 6 ** (2 / 3), 30.0])
    a = Annealer(solver, "44", seed=2, config=config)
    a.run(iterations=8000)
    for k in range(4):
        assert solver.score(letters_to_string(a._reps[k])) == a._rep_score[k]
    assert a.current_score == a._rep_score[0] == solver.score(a.current_board)
    assert a.temperature == 5.0 and a.restarts == 0
    assert solver.score(a.best_board) == a.best_score >= a._rep_score.max()
    b = Annealer(solver, "44", seed=2, config=config)
    for _ in range(4):
        b.step(2000)
    assert _trajectory(a) == _trajectory(b)
    # The cold walk holds a better board than the hot one (the exchanges hand good boards down).
    assert a._rep_score[0] > a._rep_score[3]


def test_parallel_tempering_under_dice(solver):
    ds = get_dice_set("new")
    config = AnnealConfig(Schedule("constant", 30.0), replicas=3, t_low=5.0)
    a = Annealer(solver, "44", seed=8, dice="new", config=config)
    a.run(iterations=3000)
    for k in range(3):
        _check_dice(ds, letters_to_string(a._reps[k]), a._reps_dice[k])
    for imp in a.improvements:
        assert can_roll(ds, imp.board)


def test_bad_search_options_are_refused():
    with pytest.raises(ValueError, match="replicas"):
        AnnealConfig(replicas=0)
    with pytest.raises(ValueError, match="t_low"):
        AnnealConfig(Schedule("constant", 10.0), replicas=3, t_low=20.0)
    with pytest.raises(ValueError, match="letter_draw"):
        AnnealConfig(letter_draw="zipf")
    with pytest.raises(ValueError, match="fresh"):
        AnnealConfig(fresh=1.5)


def test_german_annealing_under_german_dice(german_solver):
    ds = get_dice_set("de-freq")
    annealer = Annealer(german_solver, ds.geometry.name.replace("x", ""), seed=5, dice="de-freq",
                        config=AnnealConfig(Schedule("exponential", 5.0, 2e-3), max_stall=300))
    for _ in range(5):
        annealer.step(400)
        _check_dice(ds, annealer.current_board, annealer.current_dice)
    for imp in annealer.improvements:
        assert can_roll(ds, imp.board), imp.board


def test_chunks_sized_by_time_change_no_result(solver):
    """``run`` sizes its chunks by the speed it measures (so stops take effect within about
    0.2 s); a run in one chunk and one in timed chunks are the same run."""
    from core.search.anneal import RUN_SLICE
    config = replace(default_config("44"), polish_every=3000, max_stall=500)
    chunks = []
    timed = Annealer(solver, "44", seed=12, config=config)
    timed.run(iterations=12_000, callback=lambda an, new: chunks.append(an.generation))
    whole = Annealer(solver, "44", seed=12, config=config)
    whole.run(iterations=12_000, chunk=12_000)
    assert len(chunks) > 2 and RUN_SLICE <= 1
    assert timed.result() == replace(whole.result(), seconds=timed.seconds)
    assert timed.current_board == whole.current_board and timed.elite == whole.elite
