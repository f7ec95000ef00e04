"""Every board search has a budget a crafted list cannot escape: ``aaa``, ``aaaa``, ... on a board of
``a``'s asks for Hamiltonian paths, and without a bound one 5x5 board searched for minutes."""
from __future__ import annotations

import time

import numpy as np
import pytest

from core.engine.board import string_to_letters
from core.engine.solver import SEARCH_BUDGET, SearchBudgetError, Solver
from core.engine.wordlist import load_wordlist
from core.search.anneal import Annealer
from core.stats import census
from tests.core.cli_support import run_boggle
from tests.naive import find_words

CRAFTED = ["a" * k for k in range(3, 37)]
UNIFORM_5X5 = "a" * 25


@pytest.fixture(scope="module")
def crafted(tmp_path_factory):
    path = tmp_path_factory.mktemp("crafted") / "crafted.txt"
    path.write_text("\n".join(CRAFTED) + "\n")
    return load_wordlist(path, use_cache=False)


def test_score_and_solve_stop_at_the_budget_naming_board_and_list(crafted):
    solver = Solver(crafted, search_budget=50_000)
    for run in (lambda: solver.score(UNIFORM_5X5), lambda: solver.solve(UNIFORM_5X5)):
        with pytest.raises(SearchBudgetError) as info:
            run()
        assert info.value.board == UNIFORM_5X5 and info.value.budget == 50_000
        assert "'aaaaaaaaaaaaaaaaaaaaaaaaa' with word list 'crafted' passed its budget of 50,000 steps" in str(
            info.value)


@pytest.mark.parametrize("threads", [1, 2])
def test_score_many_names_the_first_board_over_budget(crafted, threads):
    """Thousands of cheap boards and one explosive one: the error names the explosive one."""
    solver = Solver(crafted, search_budget=50_000)
    rng = np.random.default_rng(3)
    boards = rng.integers(1, 26, size=(6000, 25)).astype(np.int8)   # no 'a': nothing to find
    boards[4321] = string_to_letters(UNIFORM_5X5)
    with pytest.raises(SearchBudgetError) as info:
        solver.score_many(boards, "55", threads=threads)
    assert info.value.board == UNIFORM_5X5
    boards[4321] = boards[0]
    assert not solver.score_many(boards, "55", threads=threads).any()


def test_within_the_budget_the_crafted_list_is_scored_right(crafted):
    """A 3x3 board of a's holds the words up to 9 letters; the budget does not change a score."""
    solver = Solver(crafted, search_budget=SEARCH_BUDGET)
    found = find_words("a" * 9, 3, 3, CRAFTED)
    assert solver.solve("a" * 9).word_set() == set(found) == {"a" * k for k in range(3, 10)}
    assert solver.score("a" * 9) == Solver(crafted, search_budget=10**6).score("a" * 9)


def test_annealing_stops_at_the_first_board_over_budget(crafted):
    solver = Solver(crafted, search_budget=20_000)
    annealer = Annealer(solver, "55", seed=4, letters="ab")
    with pytest.raises(SearchBudgetError) as info:
        annealer.run(iterations=200_000)
    board = info.value.board
    assert len(board) == 25 and set(board) <= {"a", "b"}
    with pytest.raises(SearchBudgetError):
        solver.score(board)        # the board named is one whose search passes the budget
    with pytest.raises(SearchBudgetError):
        annealer.step(10)          # and the run stays stopped


def test_the_census_stops_at_the_first_board_over_budget(crafted, monkeypatch):
    from core.engine.dice import DiceSet
    monkeypatch.setattr(census, "SEARCH_BUDGET", 20_000)
    all_a = DiceSet("all-a", "all a", 5, 5, ("aaaaaa",) * 25, "standard", "test")
    with pytest.raises(SearchBudgetError) as info:
        census.sample_boards(all_a, crafted, n=20, seed=1, threads=1)
    assert info.value.board == UNIFORM_5X5


def test_cli_score_of_a_crafted_list_ends_in_seconds_with_one_clear_line(tmp_path):
    """The crafted list on a uniform 5x5 board searched for minutes with no bound."""
    (tmp_path / "crafted.txt").write_text("\n".join(CRAFTED) + "\n")
    for extra in ([], ["--words"]):
        t0 = time.monotonic()
        r = run_boggle(tmp_path, "score", "-d", "crafted.txt", "catdlinem", UNIFORM_5X5, *extra, timeout=120)
        assert time.monotonic() - t0 < 60
        assert r.returncode == 1 and r.stdout.splitlines()[0] == "catdlinem 0"
        assert r.stderr.strip() == (f"boggle: error: argument 2: the search of board '{UNIFORM_5X5}' with word "
                                    f"list 'crafted' passed its budget of {SEARCH_BUDGET:,} steps, so it has no "
                                    "score: the list makes the search explode (many words of one letter "
                                    "repeated, say), which no real list does")
