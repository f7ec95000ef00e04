"""Word lists made of arbitrary lines: only ``WordListError``, and no word a board cannot hold.

The largest board has 36 cells, so a kept word has 3 to 36 cells (``qu`` fills one),
only letters a-z, and every ``q`` followed by ``u`` (``tests/naive.py`` spells the
rules out). Every plain ASCII line that meets the rules is kept.
"""
from __future__ import annotations

from hypothesis import example, given
from hypothesis import strategies as st

from core.engine import WordListError, load_wordlist
from tests.fuzz import fuzz_settings
from tests.naive import boggle_form

MAX_CELLS = 36  # a 6x6 board
TRAPS = ["", "  ", "\t", "quit", "qat", "Quiet", "QUEUE", "\u212aat", "\uff43at", "\ufb00ect", "caf\u00e9",
         "stra\u00dfe", "\u0130ce", "don't", "x-ray", "3rd", "\x00nul", "a\u2028b", "a\x1cb", "\ufeffbom"]


def short_lines():
    return st.one_of(st.text(alphabet="abeqrstu", max_size=MAX_CELLS), st.text(alphabet="ABQUabqu \t", max_size=12),
                     st.text(max_size=MAX_CELLS), st.sampled_from(TRAPS))


def long_lines():
    return st.text(alphabet="abeqrstu", min_size=MAX_CELLS - 2, max_size=300)


def load_lines(tmp_path, lines, crlf, bom):
    path = tmp_path / "words.txt"
    data = ("\r\n" if crlf else "\n").join(lines).encode("utf-8") + b"\n"
    path.write_bytes((b"\xef\xbb\xbf" if bom else b"") + data)
    return load_wordlist(path, use_cache=False)


def check_loading(tmp_path_factory, lines, crlf, bom):
    try:
        wl = load_lines(tmp_path_factory.mktemp("list"), lines, crlf, bom)
    except WordListError as exc:
        assert "\n" not in str(exc)
        return
    kept = wl.words
    for word in kept:
        form = boggle_form(word)
        assert form is not None and len(form) <= MAX_CELLS, f"kept {word!r}, which no board can hold"
    for line in lines:
        word = line.strip()
        form = boggle_form(word.lower()) if word.isascii() and word.isalpha() else None
        if form is not None and len(form) <= MAX_CELLS:
            assert word.lower() in kept, f"dropped {word!r}"


@fuzz_settings(120)
@given(lines=st.lists(short_lines(), max_size=25), crlf=st.booleans(), bom=st.booleans())
@example(lines=["cat", "\u212aat", "a" * MAX_CELLS, "qu" * 18 + "a"], crlf=False, bom=True)
def test_lists_of_arbitrary_lines(tmp_path_factory, lines, crlf, bom):
    check_loading(tmp_path_factory, lines, crlf, bom)


@fuzz_settings(60)
@given(lines=st.lists(st.one_of(short_lines(), long_lines()), max_size=25), crlf=st.booleans(),
       bom=st.booleans())
@example(lines=["cat", "a" * 37], crlf=False, bom=False)
@example(lines=["cat", "b" * 200], crlf=False, bom=False)
def test_lists_with_long_lines(tmp_path_factory, lines, crlf, bom):
    check_loading(tmp_path_factory, lines, crlf, bom)


def test_a_word_longer_than_any_board_is_not_kept(tmp_path):
    wl = load_lines(tmp_path, ["cat", "a" * 37], crlf=False, bom=False)
    assert wl.words == ["cat"]


def test_a_200_letter_line_is_not_a_crash(tmp_path):
    wl = load_lines(tmp_path, ["cat", "b" * 200], crlf=False, bom=False)
    assert wl.words == ["cat"]
