"""Cells with two-letter faces (An Er He In Th) and blank faces: Super Big Boggle's real dice.

Every engine path that reads a board (solver, census, annealing, the game's path finder) is
checked against tests/naive.py, which spells each cell's letters with plain string concatenation.
"""
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from core.engine.board import (
    BLANK,
    FACE_TABLE,
    FIRST_FACE,
    BoardError,
    board_notation,
    cell_label,
    format_board,
    geometry,
    has_faces,
    letters_to_string,
    parse_board,
    string_to_letters,
)
from core.engine.dice import can_roll, get_dice_set, roll, roll_many
from core.engine.solver import Solver
from core.play.game import find_path
from core.proofs.classes import parse_class
from core.search.anneal import Annealer
from core.stats import census as stats
from tests.naive import NaiveDictionary, board_cells, board_census, find_words, word_points


@pytest.fixture(scope="module")
def naive_dict(default_wordlist):
    return NaiveDictionary(default_wordlist.words)


@pytest.fixture(scope="module")
def superbig_solver(default_wordlist):
    return Solver(default_wordlist, "superbig")


def _check(solver, naive_dict, board, w, h, min_length):
    found = {word: path for word, path in find_words(board, w, h, naive_dict).items() if len(word) >= min_length}
    sol = solver.solve(board, (w, h))
    assert sol.word_set() == set(found)
    expected = sum(word_points(word, min_length) for word in found)
    assert sol.score == expected == solver.score(board, (w, h))
    cells = board_cells(board)
    g = geometry(w, h)
    for fw in sol.words:
        assert len(set(fw.path)) == len(fw.path)
        assert all(g.are_adjacent(a, b) for a, b in zip(fw.path, fw.path[1:]))
        assert "".join("qu" if cells[c] == "q" else cells[c] for c in fw.path) == fw.word
        assert fw.points == word_points(fw.word, min_length)  # letters count, not cells
    return sol


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=st.integers(0, 2 ** 32 - 1))
def test_superbig_rolls_match_naive(superbig_solver, naive_dict, seed):
    _check(superbig_solver, naive_dict, roll("superbig", seed), 6, 6, 4)


# Common letters, with two-letter faces (1-5) and blanks (#) often enough to sit next to each other.
_FACE_ALPHABET = "eeaaiioutnsrldcpmqbgh12345##"


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(size=st.sampled_from([(3, 3), (3, 4), (4, 4), (5, 5), (6, 6)]), data=st.data())
def test_random_face_boards_match_naive(default_wordlist, naive_dict, size, data):
    w, h = size
    board = data.draw(st.text(alphabet=_FACE_ALPHABET, min_size=w * h, max_size=w * h))
    _check(Solver(default_wordlist), naive_dict, board, w, h, 3)


def test_two_letter_face_words_and_points(default_wordlist):
    """A Th cell spells 'th' in one cell; 'the' (3 letters, 2 cells) is a word worth 1 point under 3+ letters."""
    board = "5e" + "#" * 7  # Th E, then blanks
    sol = Solver(default_wordlist).solve(board, "33")
    assert {w.word: w.path for w in sol.words} == {"the": (0, 1)}
    assert sol.score == 1
    assert Solver(default_wordlist, "superbig").score(board, "33") == 0  # 'the' is under 4 letters


def test_blank_faces_block_paths(default_wordlist):
    """A blank cell is in no word (read as letter code 0 it would make c-#-t spell "cat")."""
    words = Solver(default_wordlist).solve("cat" + "#" * 6, "33").word_set()
    assert "cat" in words
    assert Solver(default_wordlist).solve("c#t" + "#" * 6, "33").words == ()
    assert Solver(default_wordlist).score("#" * 9, "33") == 0


def test_board_notation_round_trip():
    geom, b = parse_board("[Th] e [AN] . " + "s" * 32)
    assert geom.name == "6x6" and b[:4] == "5e1#" and has_faces(b)
    assert board_notation(b).startswith("[th]e[an].s")
    assert parse_board(board_notation(b))[1] == b == parse_board(b)[1]
    assert [cell_label(b, c) for c in range(4)] == ["Th", "E", "An", ""]
    assert format_board(b, geom).splitlines()[0] == "Th E  An #  S  S"
    codes = string_to_letters(b)
    assert codes[0] == FIRST_FACE + 4 and codes[3] == BLANK and letters_to_string(codes) == b
    assert tuple(FACE_TABLE[codes[0]]) == (19, 7) and tuple(FACE_TABLE[BLANK]) == (-1, -1)
    # Single-letter boards keep today's strings and codes.
    assert parse_board("PerslatgsiNeters")[1] == "perslatgsineters" and not has_faces("perslatgsineters")
    assert parse_board("[qu]een" + "a" * 5, "33")[1] == "qeen" + "a" * 5
    with pytest.raises(BoardError, match="two-letter faces"):
        parse_board("[zz]" + "a" * 8)


def test_superbig_rolls_show_real_faces():
    boards = roll_many("superbig", 2000, 7)
    assert (boards >= FIRST_FACE).any() and (boards == BLANK).any()
    assert not (roll_many("big", 2000, 7) >= FIRST_FACE).any()
    assert can_roll("superbig", letters_to_string(boards[0]))
    assert not can_roll("superbig", "5" * 36)  # one die has the Th face


def test_score_many_takes_faces_and_refuses_bad_codes(default_wordlist):
    solver = Solver(default_wordlist, "superbig")
    boards = roll_many("superbig", 50, 3)
    assert list(solver.score_many(boards, "66")) == [solver.score(letters_to_string(b), "66") for b in boards]
    assert list(solver.score_many(boards, "66", threads=2)) == list(solver.score_many(boards, "66"))
    bad = boards[:1].copy()
    bad[0, 0] = FIRST_FACE - 1  # a symbol beyond English, not a face
    with pytest.raises(ValueError, match="faces"):
        solver.score_many(bad, "66")


def test_census_on_superbig_matches_naive(default_wordlist, naive_dict):
    boards = stats.roll_sample("superbig", 12, seed=5)
    sample = stats.sample_boards("superbig", default_wordlist, boards=boards, threads=1)
    scores, counts, length_sets, holding = board_census([letters_to_string(b) for b in boards], 6, 6,
                                                        naive_dict, min_length=4)
    assert list(sample.scores) == scores and list(sample.word_counts) == counts
    for mask, lengths in zip(sample.length_masks, length_sets):
        assert {L for L in range(64) if (int(mask) >> L) & 1} == {min(L, 63) for L in lengths}
    ids = {w: default_wordlist.lookup(w) for w in holding}
    assert all(sample.word_boards[ids[w]] == n for w, n in holding.items())
    assert sample.word_boards.sum() == sum(counts)


def test_annealing_under_superbig_dice_keeps_rollable_boards(superbig_solver):
    ann = Annealer(superbig_solver, "66", seed=11, dice="superbig")
    ann.run(3000)
    best = ann.best_board
    assert ann.best_score == superbig_solver.score(best, "66") > 0
    assert can_roll("superbig", best)


def test_find_path_spells_two_letter_faces():
    geom, b = parse_board("5e#" "r4#" "###")  # Th E . / R In . / . . .
    assert find_path(b, geom, "the") == (0, 1)
    assert find_path(b, geom, "there") is None   # one E only
    assert find_path(b, geom, "tin") is None      # In is one face: 't' alone is no cell
    assert find_path(b, geom, "rein") == (3, 1, 4)
    assert find_path(b, geom, "the", prefer=(0, 1)) == (0, 1)
    assert find_path(b, geom, "ere") is None      # the blank cells are never used


def test_breaker_refuses_two_letter_faces():
    with pytest.raises(ValueError, match="two-letter or blank face"):
        parse_class("ab [th] c d e f g h i")


def test_get_dice_set_superbig_rules():
    assert get_dice_set("superbig").rules == "superbig"
