"""Board strings: ``parse_board`` raises only ``BoardError``, and whatever parses scores like the naive solver."""
from __future__ import annotations

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from core.engine import SUPPORTED_SIZES, BoardError, Solver, load_wordlist, parse_board
from tests.fuzz import fuzz_settings
from tests.naive import NaiveDictionary, find_words, word_points

WORDS = ["ate", "eat", "tea", "tear", "rate", "star", "rats", "arts", "stare", "tears", "rates", "aster",
         "quit", "quite", "quiet", "equal", "queen", "squat", "suit", "sit", "its", "tis", "ire", "tire",
         "tries", "resist", "sister", "insert", "inert", "inter", "nitre", "latest", "saltier", "retinas",
         "stationer", "quartets", "relations", "quarantine", "aaa", "aaaaaaaaaaaaaaaa"]
# Characters that str.lower(), str.upper() or NFKC turn into a-z, and other traps.
TRAPS = "\u212a\u212b\uff41\uff2b\ufb00\ufb01\u0130\u0131\u017f\u0430\u00e9\u00df\u0301\x00\ufffd\u2028\u3000"
SIZES = [None, "33", "34", "44", "55", "66", "3x4", " 4 x 4 ", "77", "", "\u0664\u0664", "\uff14\uff14"]


@pytest.fixture(scope="module")
def solver(tmp_path_factory):
    path = tmp_path_factory.mktemp("fuzz") / "words.txt"
    path.write_text("\n".join(WORDS) + "\n")
    solver = Solver(load_wordlist(path, use_cache=False))
    solver.solve("perslatgsineters")  # compile (or load) the kernels outside the examples' deadline
    return solver


NAIVE = NaiveDictionary(WORDS)


@st.composite
def board_texts(draw):
    """Mostly boards of a supported size, written in every accepted way, with occasional traps."""
    w, h = draw(st.sampled_from(SUPPORTED_SIZES))
    n = w * h + draw(st.sampled_from([0, 0, 0, 0, -1, 1]))
    # Common letters weighted up so that many boards hold words of the list.
    cells = draw(st.lists(st.sampled_from("aeirst" * 4 + "nlqu" + "bcdfghjkmopvwxyz"), min_size=max(n, 0),
                          max_size=max(n, 0)))
    parts = []
    for c in cells:
        if c == "q":
            c = draw(st.sampled_from(["q", "qu", "Qu", "QU", "Q"]))
        elif draw(st.booleans()):
            c = c.upper()
        parts.append(c + draw(st.sampled_from(["", "", "", " ", "\t", "  "])))
    text = "".join(parts)
    if draw(st.integers(0, 4)) == 0:
        pos = draw(st.integers(0, len(text)))
        text = text[:pos] + draw(st.sampled_from(TRAPS)) + text[pos:]
    return text


@fuzz_settings(200)
@given(text=st.one_of(st.text(), st.text(alphabet="abcqu QU\t" + TRAPS), board_texts()),
       size=st.sampled_from(SIZES))
@example(text="abcd\u212afghi", size=None)
@example(text="a" * 100_000, size="44")
def test_parse_board_raises_only_board_error(text, size):
    try:
        geom, board = parse_board(text, size)
    except BoardError as exc:
        assert "\n" not in str(exc) and len(str(exc)) < 400
        return
    assert len(board) == geom.ncells
    assert all("a" <= ch <= "z" for ch in board)
    # Every character given was an ASCII letter or whitespace (no folding of other letters).
    assert all(ch.isspace() or (ch.isascii() and ch.isalpha()) for ch in text)


@fuzz_settings(150)
@given(text=board_texts())
def test_whatever_parses_scores_like_the_naive_solver(solver, text):
    try:
        geom, board = parse_board(text)
    except BoardError:
        return
    found = find_words(board, geom.width, geom.height, NAIVE)
    solution = solver.solve(board, geom)
    assert {w.word: w.points for w in solution.words} == {w: word_points(w) for w in found}
    assert solver.score(board, geom) == solution.score == sum(map(word_points, found))
