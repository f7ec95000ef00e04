"""The table scorer's players' lists (``boggle table``): files and stdin of arbitrary bytes give results or
one ``boggle: error:`` line; the same words score the same whatever the list's encoding."""
from __future__ import annotations

import codecs
import contextlib
import io
import sys

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from core.cli.main import main
from tests.fuzz import fuzz_settings

BOARD = "perslatgsineters"
WORDS = ["lines", "slat", "rest", "stare", "silent", "tiles", "snit", "least", "tile", "ten"]
ENCODINGS = {
    "utf-8": lambda text: text.encode("utf-8"),
    "utf-8-bom": lambda text: codecs.BOM_UTF8 + text.encode("utf-8"),
    "utf-16-le": lambda text: codecs.BOM_UTF16_LE + text.encode("utf-16-le"),
    "utf-16-be": lambda text: codecs.BOM_UTF16_BE + text.encode("utf-16-be"),
}
# Entries as players write them: list words, other words, accents, separators, stray marks.
ENTRY = st.one_of(st.sampled_from(WORDS + ["Lines", "café", "naïve", "x", "qu", "\u212aite"]),
                  st.text(st.characters(blacklist_categories=("Cs",), blacklist_characters="\x00"), max_size=8))
SEPARATOR = st.sampled_from(["\n", "\r\n", " ", ", ", ";", "\t"])


@pytest.fixture(scope="module")
def words(tmp_path_factory):
    path = tmp_path_factory.mktemp("table") / "words.txt"
    path.write_text("\n".join(WORDS) + "\n")
    return str(path)


@pytest.fixture(scope="module")
def folder(tmp_path_factory):
    return tmp_path_factory.mktemp("players")


def run(argv, stdin: bytes = b"") -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    real = sys.stdin
    sys.stdin = io.TextIOWrapper(io.BytesIO(stdin), encoding="utf-8")
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            code = main(argv)
    finally:
        sys.stdin = real
    return code, out.getvalue(), err.getvalue()


def assert_result_or_one_error(code, out, err):
    if code == 0:
        assert "Scores:" in out and err == ""
    else:
        assert code == 2 and out == ""
        lines = err.splitlines()
        assert len(lines) == 1 and lines[0].startswith("boggle: error: ") and "Traceback" not in err, err


@fuzz_settings(60, deadline_ms=10_000)
@given(ann=st.lists(ENTRY, max_size=12), bob=st.lists(ENTRY, max_size=12), sep=SEPARATOR,
       encoding=st.sampled_from(sorted(ENCODINGS)))
@example(ann=["lines", "rest"], bob=["lines", "slat"], sep="\n", encoding="utf-8-bom")
def test_a_list_scores_the_same_in_every_encoding(words, folder, ann, bob, sep, encoding):
    plain, encoded = folder / "plain.txt", folder / "encoded.txt"
    other = folder / "bob.txt"
    text = sep.join(ann) + "\n"
    plain.write_bytes(text.encode("utf-8"))
    encoded.write_bytes(ENCODINGS[encoding](text))
    other.write_bytes(ENCODINGS[encoding](sep.join(bob) + "\n"))
    want = run(["table", BOARD, "-d", words, "--player", f"Ann={plain}", "--player", f"Bob={folder / 'bob.txt'}"])
    got = run(["table", BOARD, "-d", words, "--player", f"Ann={encoded}", "--player", f"Bob={folder / 'bob.txt'}"])
    assert got == want
    assert_result_or_one_error(*got)


@fuzz_settings(100, deadline_ms=10_000)
@given(data=st.one_of(st.binary(max_size=300), st.lists(ENTRY, max_size=10).map(lambda w: "\n".join(w).encode())))
@example(data=b"\xff\xfeA\x00n\x00n\x00:\x00 \x00l\x00i\x00n\x00e\x00s\x00\n\x00")
@example(data=b"lines\nr\xe9st\n")
@example(data=b"\x00\x00\xfe\xff")
def test_any_bytes_as_a_list_or_on_stdin_give_results_or_one_line(words, folder, data):
    path = folder / "any.txt"
    path.write_bytes(data)
    assert_result_or_one_error(*run(["table", BOARD, "-d", words, "--player", f"Ann={path}"]))
    code, out, err = run(["table", BOARD, "-d", words], stdin=data)
    if code == 2 and "no players" in err:
        return
    assert_result_or_one_error(code, out, err)
    assert "\ufeff" not in out
