import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from core.engine.board import (
    SUPPORTED_SIZES,
    BoardError,
    canonical_board,
    format_board,
    geometry,
    parse_board,
    parse_size,
)
from tests.naive import cell_coordinates, neighbours


@pytest.mark.parametrize("text,wh", [("44", (4, 4)), ("4x4", (4, 4)), ("34", (3, 4)), ("3x4", (3, 4)),
                                     ("5X5", (5, 5)), (" 6 x 6 ", (6, 6)), ("33", (3, 3))])
def test_parse_size(text, wh):
    g = parse_size(text)
    assert (g.width, g.height) == wh


@pytest.mark.parametrize("text,msg", [("4", "bad board size"), ("4x", "bad board size"), ("77", "unsupported"),
                                      ("43", "unsupported"), ("abc", "bad board size")])
def test_parse_size_errors(text, msg):
    with pytest.raises(BoardError, match=msg):
        parse_size(text)


@pytest.mark.parametrize("w,h", SUPPORTED_SIZES)
def test_neighbours_match_naive(w, h):
    g = geometry(w, h)
    adj = neighbours(w, h, cell_coordinates(w, h))
    for i in range(g.ncells):
        assert set(g.neighbours[i, : g.degree[i]].tolist()) == adj[i]
        assert np.all(g.neighbours[i, g.degree[i]:] == -1)


@pytest.mark.parametrize("w,h", SUPPORTED_SIZES)
def test_symmetries_are_adjacency_preserving_permutations(w, h):
    g = geometry(w, h)
    assert len(g.symmetries) == (8 if w == h else 4)
    assert len({tuple(p) for p in g.symmetries}) == len(g.symmetries)
    adj = neighbours(w, h, cell_coordinates(w, h))
    for p in g.symmetries:
        assert sorted(p) == list(range(g.ncells))
        for a in range(g.ncells):
            assert {p[b] for b in adj[a]} == adj[p[a]]


def test_board_string_orientation():
    g, b = parse_board("perslatesind")
    assert (g.width, g.height) == (3, 4)
    # columns pers / late / sind: the top row reads p l s
    assert format_board(b, g).splitlines()[0].split() == ["P", "L", "S"]
    g, b = parse_board("abcdefghijklmnop")
    assert format_board(b, g).splitlines()[0].split() == ["A", "B", "C", "D"]


def test_qu_handling_and_spaces():
    assert parse_board("p e r s l a t g s i n e t e r s")[1] == "perslatgsineters"
    assert parse_board("QUabcdefgh")[1] == "qabcdefgh"          # spelled-out qu is one cell
    assert parse_board("qabcdefgh")[1] == "qabcdefgh"
    assert parse_board("quabcdefg")[1] == "quabcdefg"           # 9 raw letters: q then u
    assert "Qu" in format_board("qabcdefgh", geometry(3, 3))


@pytest.mark.parametrize("text,msg", [
    ("abcd7fghi", "bad character '7' at position 5"), ("abc-defgh", "bad character '-'"),
    ("abcdefgh", "8 cells"), ("", "empty"), ("abcdéfghi", "bad character 'é'"),
])
def test_board_errors_name_the_problem(text, msg):
    with pytest.raises(BoardError, match=msg):
        parse_board(text)


def test_board_length_must_match_size():
    with pytest.raises(BoardError, match="4x4 board needs 16"):
        parse_board("abcdefghi", "44")


@pytest.mark.parametrize("board,canon", [("streaedlp", "deslatper"), ("perlatdes", "deslatper"),
                                         ("reptalsed", "deslatper"), ("perslatesind", "dnisetalsrep"),
                                         ("plsteaiertnrsges", "perslatgsineters")])
def test_canonical_examples(board, canon):
    assert canonical_board(board) == canon


@given(st.sampled_from(SUPPORTED_SIZES), st.data())
def test_canonical_is_invariant_and_minimal(size, data):
    g = geometry(*size)
    board = data.draw(st.text(alphabet="abcdeq", min_size=g.ncells, max_size=g.ncells))
    canon = canonical_board(board, g)
    images = {"".join(board[i] for i in p) for p in g.symmetries}
    assert canon == min(images)
    for img in images:
        assert canonical_board(img, g) == canon


# Only ASCII letters are English board letters, and errors never echo huge input.

@pytest.mark.parametrize("text,char", [
    ("abcd\u212Afghi", "U+212A KELVIN SIGN"),                      # lower() is 'k'
    ("abcd\uff4bfghi", "U+FF4B FULLWIDTH LATIN SMALL LETTER K"),   # NFKC is 'k'
    ("abcd\uff2bfghi", "U+FF2B FULLWIDTH LATIN CAPITAL LETTER K"),
    ("abcdefg\ufb00", "U+FB00 LATIN SMALL LIGATURE FF"),            # NFKC is 'ff': 9 cells
    ("abcdefgh\u0130", "U+0130 LATIN CAPITAL LETTER I WITH DOT ABOVE"),  # lower() is 'i' + a combining dot
    ("abcd\u017ffghi", "U+017F LATIN SMALL LETTER LONG S"),         # upper() is 'S'
    ("abcd\u0430fghi", "U+0430 CYRILLIC SMALL LETTER A"),
])
def test_letters_that_fold_to_a_z_are_not_board_letters(text, char):
    with pytest.raises(BoardError, match="bad character") as info:
        parse_board(text)
    assert char in str(info.value) and "position" in str(info.value)


def test_ascii_upper_case_and_qu_still_parse():
    assert parse_board("PERSLATGSINETERS")[1] == "perslatgsineters"
    assert parse_board("Qu a b c d e f g h")[1] == "qabcdefgh"


@pytest.mark.parametrize("text", ["a" * 1_000_000, "a" * 1_000_000 + "1", "1" + "a" * 1_000_000,
                                  "b" * 999_999 + "\u212A"],
                         ids=["long", "long-bad-last", "long-bad-first", "long-kelvin-last"])
def test_errors_cut_huge_boards(text):
    with pytest.raises(BoardError) as info:
        parse_board(text)
    message = str(info.value)
    assert len(message) < 300, message[:300]
    assert "aaaaaaaaaa" in message or "bbbbbbbbbb" in message  # the start is shown...
    assert f"{len(text):,} characters" in message              # ...with the length


def test_short_boards_are_shown_whole_in_errors():
    with pytest.raises(BoardError, match=r"in board 'abc-defgh'"):
        parse_board("abc-defgh")


@pytest.mark.parametrize("text", ["\u0664\u0664", "\uff14\uff14", "4\u00d74\u0301"])
def test_sizes_take_ascii_digits_only(text):
    with pytest.raises(BoardError, match="bad board size"):
        parse_size(text)
