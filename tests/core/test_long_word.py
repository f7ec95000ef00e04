"""The long-word search (core.search.long_word, ``boggle long-word``) against the plain recursion of
tests/naive.py: paths up to symmetry, and the best boards holding one long word on small boards."""
from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from core.cli.main import main
from core.engine.board import geometry
from core.engine.solver import Solver
from core.engine.wordlist import load_wordlist
from core.search import _long_word_kernels as K
from core.search import long_word as LW
from core.search.long_word import long_word_search, long_words, path_orbits
from tests.naive import cell_symmetries, long_word_boards, simple_paths

# Short words that the long words' boards hold, so that boards score differently.
SHORT = ["ate", "eat", "tea", "tear", "rate", "star", "rest", "steal", "least", "plaster", "paste", "past", "sat",
         "pat", "tap", "lap", "pal", "sip", "tip", "pit", "lit", "tile", "rise", "sire", "tire", "ran", "tan", "ant",
         "angle", "glean", "line", "lane", "lean", "tried", "dries", "tin", "nit", "quart", "quit", "quite", "suit",
         "qua", "que", "ear", "era", "are", "red", "den", "end", "ted", "set", "net", "ten", "sent", "dent", "tent"]
# "desserts" and "stressed" make the same boards (one is the other backwards): the smaller is reported.
LONG = ["plastered", "triangles", "pedestals", "streaming", "quartered", "quarantine", "equations", "desserts",
        "stressed"]


@pytest.fixture(scope="module")
def small_solver(tmp_path_factory):
    path = tmp_path_factory.mktemp("lw") / "long.txt"
    path.write_text("\n".join(SHORT + LONG) + "\n", encoding="utf-8")
    return Solver(load_wordlist(path, use_cache=False))


@pytest.mark.parametrize("width, height, cells", [(3, 3, 1), (3, 3, 2), (3, 3, 5), (3, 3, 8), (3, 3, 9),
                                                  (3, 4, 11), (3, 4, 12)])
def test_path_orbits_are_one_path_of_each_orbit(width, height, cells):
    every = simple_paths(width, height, cells)
    symmetries = cell_symmetries(width, height)
    smallest = {min(tuple(p[c] for c in path) for p in symmetries) for path in every}
    got = [tuple(int(c) for c in row) for row in path_orbits(f"{width}{height}", cells)]
    assert len(got) == len(set(got))
    assert set(got) == smallest
    assert got == sorted(got)


def test_hamiltonian_paths_of_4x4_fall_into_orbits_of_eight():
    # Every directed path through all 16 cells (343,184; the kernel's count) has 8 distinct images.
    g = geometry(4, 4)
    total = K.simple_paths(g.neighbours, g.degree, 16, np.empty((0, 16), np.int8))
    assert len(path_orbits("44", 16)) * 8 == total


@pytest.mark.parametrize("length, max_free, fill", [(9, 0, "aest"), (10, 0, "aest"), (9, 1, "aest"),
                                                       (8, 1, "ae")])
def test_best_boards_equal_the_naive_search_on_3x3(small_solver, length, max_free, fill):
    expected = long_word_boards(SHORT + LONG, 3, 3, length, max_free, fill)
    result = long_word_search(small_solver, "33", length, max_free=max_free, letters=fill, top=LW.MAX_TOP)
    assert result.complete and result.boards_done == result.boards_total
    assert expected, "the case must have boards"
    assert [(b.board, b.score, b.word) for b in result.top] == expected[:LW.MAX_TOP]
    assert result.best == result.top[0]


def test_words_by_length_and_free_cells(small_solver):
    # qu is one cell: "quarantine" (10 letters) fills 9 cells, "equations" (9 letters) 8.
    assert long_words(small_solver.wordlist, "33", 10) == ["quarantine"]
    nine = long_words(small_solver.wordlist, "33", 9)
    assert "equations" not in nine and "plastered" in nine
    assert "equations" in long_words(small_solver.wordlist, "33", 9, max_free=1)


@settings(max_examples=12, deadline=None)
@given(st.lists(st.text("aerstlp", min_size=9, max_size=9), min_size=1, max_size=3, unique=True))
def test_random_long_words_match_the_naive_search(tmp_path_factory, words):
    path = tmp_path_factory.mktemp("lwh") / "words.txt"
    path.write_text("\n".join(SHORT + words) + "\n", encoding="utf-8")
    solver = Solver(load_wordlist(path, use_cache=False))
    expected = long_word_boards(SHORT + words, 3, 3, 9, 0, "")
    result = long_word_search(solver, "33", 9, top=5)
    assert [(b.board, b.score, b.word) for b in result.top] == expected[:5]


def test_a_stopped_search_keeps_the_best_of_what_it_scored(small_solver, monkeypatch):
    monkeypatch.setattr(LW, "BATCH_BOARDS", 100)
    seen = []
    result = long_word_search(small_solver, "33", 9, callback=seen.append, should_stop=lambda: bool(seen))
    assert not result.complete
    assert result.boards_done == 100 < result.boards_total
    assert seen[0].boards_done == 100 and seen[0].best == result.best
    for found in result.top:
        assert small_solver.score(found.board) == found.score
        assert found.word in small_solver.solve(found.board).word_set()


def test_progress_counts_every_board(small_solver, monkeypatch):
    monkeypatch.setattr(LW, "BATCH_BOARDS", 150)
    seen = []
    result = long_word_search(small_solver, "33", 9, callback=seen.append)
    assert [p.boards_done for p in seen] == sorted(p.boards_done for p in seen)
    assert seen[-1].boards_done == seen[-1].boards_total == result.boards_total
    assert seen[-1].words_done == len(result.words)


@pytest.mark.parametrize("kwargs, message", [
    ({"size": "55", "length": 25}, "at most 16 cells"),
    ({"size": "33", "length": 2}, "score nothing"),
    ({"size": "33", "length": 5}, "at most 2 can be filled"),
    ({"size": "33", "length": 9, "max_free": 3}, "free cells must be 0 to 2"),
    ({"size": "33", "length": 9, "letters": "a1"}, "fill letters"),
    ({"size": "33", "length": 9, "top": 0}, "top must be"),
])
def test_bad_input_is_refused_by_name(small_solver, kwargs, message):
    with pytest.raises(ValueError, match=message):
        long_word_search(small_solver, kwargs.pop("size"), kwargs.pop("length"), **kwargs)


def test_cli_prints_the_top_and_best(small_solver, tmp_path, capsys):
    path = tmp_path / "long.txt"
    path.write_text("\n".join(SHORT + LONG) + "\n", encoding="utf-8")
    assert main(["long-word", "--size", "33", "--length", "9", "-d", str(path), "--top", "3"]) == 0
    out = capsys.readouterr().out.splitlines()
    expected = long_word_search(small_solver, "33", 9, top=3).top
    assert out[-1] == f"BEST {expected[0].board} {expected[0].score} {expected[0].word}"
    assert [line.split() for line in out[1:4]] == [[str(k + 1), str(b.score), b.board, b.word]
                                                   for k, b in enumerate(expected)]


@pytest.mark.parametrize("args, message", [
    (["--size", "55", "--length", "25"], "3x3, 3x4 and 4x4"),
    (["--size", "33", "--length", "11"], "no word of 11 letters"),
    (["--size", "33", "--length", "9", "--free-cells", "3"], "--free-cells must be at most 2"),
])
def test_cli_errors_are_one_line(tmp_path, capsys, args, message):
    path = tmp_path / "long.txt"
    path.write_text("\n".join(SHORT + LONG) + "\n", encoding="utf-8")
    assert main(["long-word", *args, "-d", str(path)]) == 2
    err = capsys.readouterr().err
    assert message in err and "Traceback" not in err and err.count("\n") == 1
