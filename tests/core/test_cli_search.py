"""``boggle anneal`` and ``boggle hillclimb`` through the real entry point: time limits and Ctrl-C
stop them promptly, and what they found is printed, never lost."""
from __future__ import annotations

import signal
import time

import pytest

from core.engine import Solver, load_wordlist
from core.search.anneal import hill_climb
from tests.core.cli_support import run_boggle, start_boggle

ROW_FIELDS = 4   # iteration or generation, score, reign, board


@pytest.fixture(scope="module")
def solver():
    return Solver(load_wordlist())


def _rows(out: str) -> list[list[str]]:
    return [line.split() for line in out.splitlines() if line.split() and line.split()[0].isdigit()]


def _check_found(out: str, solver, size):
    """Every row a real new best of the board shown; the last line the best of them."""
    rows = _rows(out)
    assert rows and all(len(r) == ROW_FIELDS for r in rows), out
    scores = [int(r[1]) for r in rows]
    assert scores == sorted(set(scores))
    for _, score, _, board in rows:
        assert solver.score(board, size) == int(score)
    word, score, board = out.splitlines()[-1].split()
    assert word == "best" and (int(score), board) == (scores[-1], rows[-1][3])


def _wait_for(proc, text: str, timeout: float = 180) -> str:
    """Read the process's stdout until a line holds ``text``; returns what was read."""
    seen = ""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        line = proc.stdout.readline()
        if not line:
            break
        seen += line
        if text in line:
            return seen
    raise AssertionError(f"no {text!r} in the output: {seen!r}")


def _interrupt(proc, seen: str, wait: float = 60) -> tuple[str, str, float]:
    t0 = time.monotonic()
    proc.send_signal(signal.SIGINT)
    out, err = proc.communicate(timeout=wait)
    return seen + out, err, time.monotonic() - t0


def test_ctrl_c_during_hillclimb_prints_the_bests_found(tmp_path, solver):
    """Ctrl-C discarded every improvement (they were printed only at the end), and the scoring
    kernel ignored it for tens of seconds while it scored a whole iteration in one call."""
    proc = start_boggle(tmp_path, "hillclimb", "--size", "55", "--pool", "2000", "--seed", "1")
    try:
        seen = _wait_for(proc, "iteration")
        time.sleep(4)   # into the first iteration: about two million boards to score
        out, err, took = _interrupt(proc, seen)
    finally:
        proc.kill()
    assert proc.returncode == 130, err
    assert took < 20, f"{took:.1f} s after Ctrl-C"
    assert "(interrupted)" in out.splitlines()[-2] and err.strip().endswith("boggle: interrupted")
    _check_found(out, solver, "55")


def test_ctrl_c_during_anneal_prints_the_bests_found(tmp_path, solver):
    proc = start_boggle(tmp_path, "anneal", "--size", "55", "--seconds", "600", "--seed", "2")
    try:
        seen = _wait_for(proc, "generation")
        seen += proc.stdout.readline()   # a first new best
        out, err, took = _interrupt(proc, seen)
    finally:
        proc.kill()
    assert proc.returncode == 130, err
    assert took < 20, f"{took:.1f} s after Ctrl-C"
    assert out.splitlines()[-2].endswith("(interrupted)")
    _check_found(out, solver, "55")


def test_hillclimb_keeps_its_time_limit_on_a_large_pool(tmp_path, solver):
    """``--size 66 --pool 5000 --seconds 5`` ran for 96 s: the first iteration scored 7.8 million
    boards in one kernel call."""
    t0 = time.monotonic()
    r = run_boggle(tmp_path, "hillclimb", "--size", "66", "--pool", "5000", "--seconds", "3", "--seed", "3",
                   timeout=300)
    took = time.monotonic() - t0
    assert r.returncode == 0, r.stderr
    assert took < 45, f"{took:.1f} s for a 3 s limit"
    assert "(stopped before converging)" in r.stdout
    _check_found(r.stdout, solver, "66")


def test_hill_climb_stops_inside_an_iteration_and_keeps_what_it_scored(solver):
    calls = []
    result = hill_climb(solver, "55", pool_size=1500, seed=5, seconds=1.0,
                        callback=lambda it, score, board: calls.append((it, score, board)))
    assert not result.converged and result.seconds < 15
    assert result.iterations >= 1 and result.evaluations < 1500 * 900   # the first iteration was cut short
    assert calls[0][0] == 0 and calls[-1] == (result.iterations, result.best_score, result.best_board)
    assert solver.score(result.best_board, "55") == result.best_score >= calls[0][1]
    assert [s for s, _ in result.pool] == sorted((s for s, _ in result.pool), reverse=True)
    for score, board in result.pool[:20]:
        assert solver.score(board, "55") == score


def test_score_many_stops_between_chunks(solver):
    import numpy as np

    from core.engine.cancel import Cancelled
    from core.engine.solver import SCORE_CHUNK
    boards = np.random.default_rng(1).integers(0, 26, size=(20 * SCORE_CHUNK, 16)).astype(np.int8)
    asked = []

    def stop():
        asked.append(1)
        return len(asked) > 3

    with pytest.raises(Cancelled):   # one thread: asked before every chunk
        solver.score_many(boards, "44", threads=1, stop=stop)
    assert len(asked) == 4
    # Threads: asked by the calling thread every 0.05 s; 200 chunks take seconds
    many = np.concatenate([boards] * 10)
    with pytest.raises(Cancelled):
        solver.score_many(many, "44", threads=2, stop=lambda: True)
    assert (solver.score_many(boards, "44", threads=2, stop=lambda: False)
            == solver.score_many(boards, "44")).all()
