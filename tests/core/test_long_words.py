"""Words longer than a board has cells: two-letter faces (An Er He In Th) let a 6x6 board spell up to 72
letters, and a list keeps every word some board can hold, compared with tests/naive.py."""
from __future__ import annotations

import random

import pytest

from core.engine.board import SUPPORTED_SIZES, TWO_LETTER_FACES, geometry
from core.engine.solver import Solver
from core.engine.wordlist import MAX_WORD_CELLS, bogglify, load_wordlist
from tests.naive import board_cells, find_words, score_board

FACE_CHARS = {face: str(k + 1) for k, face in enumerate(TWO_LETTER_FACES)}  # board-string digits


def _snake(w: int, h: int) -> list[int]:
    """A path through every cell, row by row, every other row backwards (each step to a neighbour)."""
    g = geometry(w, h)
    return [g.cell_at(x if y % 2 == 0 else w - 1 - x, y) for y in range(h) for x in range(w)]


def _board_and_word(w: int, h: int, faces: list[str], rng: random.Random) -> tuple[str, str]:
    """A board whose snake path spells one long word: ``faces`` (two-letter faces) first along the
    path, random letters (no q) after them."""
    path = _snake(w, h)
    cells = [""] * (w * h)
    for k, cell in enumerate(path):
        cells[cell] = FACE_CHARS[faces[k]] if k < len(faces) else rng.choice("abcdefghijklmnoprstuvwxyz")
    board = "".join(cells)
    word = "".join(board_cells(board)[cell] for cell in path)
    return board, word


def _check(tmp_path, board, w, h, words, language=None):
    path = tmp_path / "long.txt"
    path.write_text("\n".join(words) + "\n")
    wl = load_wordlist(path, language=language, use_cache=False)
    solver = Solver(wl, "superbig")
    found = find_words(board, w, h, words)
    sol = solver.solve(board, (w, h))
    assert sol.word_set() == set(found)
    assert sol.score == solver.score(board, (w, h)) == score_board(board, w, h, words, min_length=3)
    return sol


@pytest.mark.parametrize("face", TWO_LETTER_FACES)
@pytest.mark.parametrize("size", [(5, 5), (6, 6)])
def test_a_word_over_36_letters_is_found_through_two_letter_faces(tmp_path, face, size):
    """A 37-letter word through an [er] face on 6x6 was never found: the list dropped every word of
    more letters than the largest board has cells."""
    w, h = size
    rng = random.Random(f"{face}{w}")
    nfaces = MAX_WORD_CELLS + 1 - w * h   # 12 faces on 5x5, 1 on 6x6: 37 letters
    board, word = _board_and_word(w, h, [face] * nfaces, rng)
    assert len(word) == MAX_WORD_CELLS + 1
    sol = _check(tmp_path, board, w, h, [word, word[:-1], word[:5], "zzz"])
    assert word in sol.word_set() and bogglify(word) == word


@pytest.mark.parametrize("size", SUPPORTED_SIZES)
def test_the_longest_words_every_board_can_spell(tmp_path, size):
    """Every cell a two-letter face: 2 x cells letters (72 on 6x6), faces of every kind."""
    w, h = size
    rng = random.Random(w * 10 + h)
    faces = [rng.choice(TWO_LETTER_FACES) for _ in range(w * h)]
    board, word = _board_and_word(w, h, faces, rng)
    assert len(word) == 2 * w * h
    sol = _check(tmp_path, board, w, h, [word, word[: w * h + 1], word[:3]])
    assert word in sol.word_set()


def test_a_long_dutch_word_in_a_dutch_list(tmp_path):
    rng = random.Random(7)
    board, word = _board_and_word(6, 6, ["er"], rng)
    sol = _check(tmp_path, board, 6, 6, [word, "eer", "meer"], language="nl")
    assert word in sol.word_set()


def test_words_no_board_can_hold_are_still_skipped_and_counted(tmp_path):
    fits = "th" * MAX_WORD_CELLS                     # 72 letters in 36 faces
    no_faces = "a" * (MAX_WORD_CELLS + 1)              # 37 cells
    one_short = "th" * (MAX_WORD_CELLS - 1) + "abc"    # 70 + 3 letters: 35 faces and 3 cells, 38 cells
    mixed = "tha" * 18 + "z"                           # 55 letters: 18 faces + 19 cells = 37 cells
    path = tmp_path / "lengths.txt"
    path.write_text("\n".join(["cat", fits, no_faces, one_short, mixed, "dog"]) + "\n")
    wl = load_wordlist(path, use_cache=False)
    assert wl.words == ["cat", fits, "dog"] and wl.too_long == 3
    assert [bogglify(x) for x in (no_faces, one_short, mixed)] == [None, None, None]
    assert bogglify(fits) == fits and fits in wl
    # "qu" is one cell: 36 Qu cells are 72 letters and fit; a 37th does not.
    assert bogglify("qu" * MAX_WORD_CELLS) == "q" * MAX_WORD_CELLS
    assert bogglify("qu" * MAX_WORD_CELLS + "a") is None
