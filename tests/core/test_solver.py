import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from core.engine.board import SUPPORTED_SIZES, geometry, letters_to_string, parse_board
from core.engine.dice import DICE_SETS, roll_many
from core.engine.rules import RULES
from core.engine.solver import Solver
from tests.naive import NaiveDictionary, board_cells, find_words, word_points

GOLDEN = [  # (board, score, distinct words) with ENABLE2K, from the published results
    ("perslatgsineters", 3625, 1045), ("abcdefghijklmnop", 18, 16), ("perlatdes", 545, 267),
    ("streaedlp", 545, 267), ("catdlinem", 105, 78), ("catdqinem", 35, 26), ("tceevwhbtstuqaae", 94, 75),
    ("serglanepitssero", 3569, 1158), ("qaicdrneetasnnil", 1391, 456),
    ("sepesdsracietilmanesligdr", 10406, 2344), ("ititinstietbulseutiarsaba", 810, 326),
]


@pytest.mark.parametrize("board,score,nwords", GOLDEN)
def test_golden_scores(enable2k_solver, board, score, nwords):
    assert enable2k_solver.score(board) == score
    sol = enable2k_solver.solve(board)
    assert sol.score == score and len(sol.words) == nwords


@pytest.mark.parametrize("board,score", [("perslatesind", 1651), ("abcdefghijkl", 1), ("adgjbehkcfil", 34),
                                         ("gresenalstip", 1563)])
def test_golden_3x4_orientation(enable2k_solver, board, score):
    assert enable2k_solver.score(board, "34") == score


@pytest.fixture(scope="module")
def small(default_wordlist):
    """A slice of the bundled list: small enough for the naive solver, rich enough for real boards."""
    words = default_wordlist.words
    return words


@pytest.fixture(scope="module")
def naive_dict(small):
    return NaiveDictionary(small)


@pytest.fixture(scope="module")
def solver(default_wordlist):
    return Solver(default_wordlist)


def _check_board(solver, naive_dict, board, w, h):
    found = find_words(board, w, h, naive_dict)
    expected = sum(word_points(word) for word in found)
    sol = solver.solve(board, (w, h))
    assert sol.word_set() == set(found)
    assert sol.score == expected == solver.score(board, (w, h))
    g = geometry(w, h)
    for fw in sol.words:
        assert len(set(fw.path)) == len(fw.path)
        assert all(g.are_adjacent(a, b) for a, b in zip(fw.path, fw.path[1:]))
        cells = board_cells(board)  # a two-letter face spells both its letters
        assert "".join("qu" if cells[c] == "q" else cells[c] for c in fw.path) == fw.word


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.sampled_from(SUPPORTED_SIZES), st.data())
def test_random_boards_match_naive(solver, naive_dict, size, data):
    w, h = size
    # Letters weighted toward common ones so that boards hold many long words.
    board = data.draw(st.text(alphabet="eeeaaiiooutnsrldcpmqbgyfhvwkxjz", min_size=w * h, max_size=w * h))
    _check_board(solver, naive_dict, board, w, h)


@pytest.mark.parametrize("key", [k for k, ds in DICE_SETS.items() if ds.language == "en"])  # others: test_languages
def test_dice_boards_match_naive(solver, naive_dict, key):
    ds = DICE_SETS[key]
    boards = roll_many(ds, 150, np.random.default_rng(11))
    for b in boards:
        _check_board(solver, naive_dict, letters_to_string(b), ds.width, ds.height)


@pytest.mark.parametrize("w,h", SUPPORTED_SIZES)
def test_batch_matches_naive_on_thousands(solver, naive_dict, w, h):
    rng = np.random.default_rng(w * 10 + h)
    letters = np.frombuffer(b"eeeeaaaiiioountsrldcpmbgyfhvwkqxjz", np.uint8) - 97
    boards = letters[rng.integers(0, len(letters), (600, w * h))].astype(np.int8)
    scores = solver.score_many(boards, (w, h))
    expected = [sum(word_points(x) for x in find_words(letters_to_string(b), w, h, naive_dict)) for b in boards]
    assert scores.tolist() == expected


def test_threads_agree_with_serial(solver):
    boards = roll_many("new", 5000, np.random.default_rng(3))
    serial = solver.score_many(boards, "44")
    assert np.array_equal(solver.score_many(boards, "44", threads=2), serial)
    assert np.array_equal(solver.score_many(boards, "44", threads=0), serial)


def test_mark_stamps_wrap_safely(solver):
    boards = roll_many("new", 3, np.random.default_rng(4))
    expected = solver.score_many(boards, "44")
    mark, run_state = solver._marks.take()
    run_state[0] = 0xFFFFFFFF - 2  # the next boards cross the wrap
    solver._marks.give((mark, run_state))
    assert np.array_equal(solver.score_many(boards, "44"), expected)


def test_solve_stamps_wrap_safely(solver):
    before = solver.solve("perslatgsineters")
    mark, run_state = solver._marks.take()
    mark[:] = 0xFFFFFFFF - 1  # every node stamped with the last stamp before the wrap
    run_state[0] = 0xFFFFFFFF - 1
    solver._marks.give((mark, run_state))
    for _ in range(2):  # the first call wraps: it must clear the marks, not trust them
        assert solver.solve("perslatgsineters") == before
    mark, run_state = solver._marks.take()
    solver._marks.give((mark, run_state))
    assert run_state[0] == 2


def test_rules_min_length_and_table(default_wordlist):
    board = "perslatgsineters"
    big = Solver(default_wordlist, RULES["big"])
    std = Solver(default_wordlist, "standard")
    words = Solver(default_wordlist, "words")
    std_sol = std.solve(board)
    assert big.score(board) == sum(w.points for w in std_sol.words if len(w.word) >= 4)
    assert words.score(board) == len(std_sol.words)
    assert all(len(w.word) >= 4 for w in big.solve(board).words)


def test_words_through_cell(solver):
    sol = solver.solve("perslatgsineters")
    through = sol.words_through(0)
    assert through and all(0 in w.path for w in through)


def test_batch_input_validation(solver):
    with pytest.raises(ValueError, match="shape"):
        solver.score_many(np.zeros((2, 9), np.int8), "44")
    with pytest.raises(ValueError, match="letters 0..29"):  # 26..29 are the extra letters ä ö ü ñ; 30 is free
        solver.score_many(np.full((1, 16), 30, np.int8), "44")


def test_qu_board(enable2k_solver):
    g, b = parse_board("qu a i c d r n e e t a s n n i l".replace(" ", ""))
    assert enable2k_solver.score(b, g) == 1391
    assert any(w.word.startswith("qu") for w in enable2k_solver.solve(b).words)
