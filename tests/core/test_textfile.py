"""The one text reader for the files users give us (core.engine.textfile)."""
from __future__ import annotations

import codecs
import hashlib
import io
import os

import pytest
from hypothesis import given
from hypothesis import strategies as st

from core.engine.textfile import TextFileError, TextReader, file_sha256, open_binary, read_file_lines

ENCODINGS = {
    "utf-8": lambda text: text.encode("utf-8"),
    "utf-8-bom": lambda text: codecs.BOM_UTF8 + text.encode("utf-8"),
    "utf-16-le": lambda text: codecs.BOM_UTF16_LE + text.encode("utf-16-le"),
    "utf-16-be": lambda text: codecs.BOM_UTF16_BE + text.encode("utf-16-be"),
}
# Lines as people write them: any character but the line breaks the reader splits at, NUL and surrogates.
LINE = st.text(st.characters(blacklist_categories=("Cs",), blacklist_characters="\n\r\x00"), max_size=30)


def read(data: bytes, **kw) -> list[tuple[int, str]]:
    kw.setdefault("max_line_bytes", 1000)
    return list(TextReader(io.BytesIO(data), "test", **kw).lines())


@given(lines=st.lists(LINE, max_size=20), encoding=st.sampled_from(sorted(ENCODINGS)), crlf=st.booleans(),
       final=st.booleans(), block=st.integers(1, 9))
def test_every_encoding_reads_back_the_lines_written(lines, encoding, crlf, final, block):
    text = ("\r\n" if crlf else "\n").join(lines) + (("\r\n" if crlf else "\n") if final and lines else "")
    got = list(TextReader(io.BytesIO(ENCODINGS[encoding](text)), "test", max_line_bytes=1000,
                          block_bytes=block).lines())
    want = [(i, line) for i, line in enumerate(lines, 1)]
    if lines and not final and lines[-1] == "":
        want.pop()                          # a file ending in an empty unfinished line has no such line
    assert got == want


@given(st.lists(st.one_of(LINE, st.binary(max_size=12).filter(lambda b: b"\n" not in b and b"\x00" not in b)),
                max_size=12))
def test_undecodable_lines_are_decided_one_by_one(parts):
    """Each line that is UTF-8 reads as UTF-8 whatever its neighbours are; only the others are Latin-1."""
    raw = [p.encode("utf-8") if isinstance(p, str) else p for p in parts]
    data = b"\n".join(raw) + b"\n"
    reader = TextReader(io.BytesIO(data), "test", max_line_bytes=1000, undecodable="latin-1", block_bytes=7)
    got = [line for _n, line in reader.lines()]
    want, latin1 = [], 0
    for line in data.split(b"\n")[:-1]:
        try:
            want.append(line.decode("utf-8").removesuffix("\r"))
        except UnicodeDecodeError:
            want.append(line.decode("latin-1").removesuffix("\r"))
            latin1 += 1
    if data.startswith(codecs.BOM_UTF8):
        want[0] = want[0][1:]
    if data[:2] in (codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE):
        return                                  # read as UTF-16: another test's business
    assert got == want and reader.latin1_lines == latin1


def test_a_line_that_is_not_utf8_is_refused_by_number_or_replaced():
    data = b"one\ntwo\nthr\xe9e\nfour\n"
    with pytest.raises(TextFileError, match=r"test line 3 is not UTF-8 text \(byte 0xe9 at column 4\)"):
        read(data)
    assert read(data, undecodable="replace")[2] == (3, "thr\ufffde")


def test_long_lines_are_refused_after_the_lines_before_them_or_skipped():
    data = b"ok\n" + b"x" * 50 + b"\nfine\n"
    got = []
    with pytest.raises(TextFileError, match="test line 2 is longer than 10 bytes"):
        for item in TextReader(io.BytesIO(data), "test", max_line_bytes=10, block_bytes=4).lines():
            got.append(item)
    assert got == [(1, "ok")]
    reader = TextReader(io.BytesIO(data), "test", max_line_bytes=10, long_lines="skip", block_bytes=4)
    assert list(reader.lines()) == [(1, "ok"), (3, "fine")] and reader.too_long == 1


@pytest.mark.parametrize("data, message", [
    (b"\x7fELF\x02\x01\x01\x00" * 20, "binary"),
    ("some words\n".encode("utf-16-le"), "UTF-16 text without a byte-order mark"),
    ("some words\n".encode("utf-16-be"), "UTF-16 text without a byte-order mark"),
    ("some words\n".encode("utf-32"), "UTF-32"),
    (codecs.BOM_UTF16_LE + b"a\x00\x00\xd8b\x00", "not valid UTF-16"),   # a lone surrogate
])
def test_what_is_not_text_we_read_is_refused_by_name(data, message):
    with pytest.raises(TextFileError, match=message):
        read(data)


def test_max_bytes_bounds_what_is_read_whatever_the_size_says():
    with pytest.raises(TextFileError, match="more than"):
        list(TextReader(io.BytesIO(b"word\n" * 1000), "test", max_line_bytes=100, max_bytes=1000).lines())


def test_special_files_are_refused_before_a_byte_is_read(tmp_path):
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    for path, kind in [(fifo, "a pipe"), ("/dev/zero", "a device"), (tmp_path, "a folder")]:
        with pytest.raises(TextFileError, match=kind):
            open_binary(path, "test", 100)
    big = tmp_path / "big"
    with open(big, "wb") as fh:
        fh.truncate(5 * 10**9)                   # sparse: nothing to read, but too large
    with pytest.raises(TextFileError, match="is 5.0 GB, more than"):
        file_sha256(big, "test", 10**6)
    with pytest.raises(TextFileError, match="not found"):
        list(read_file_lines(tmp_path / "missing", "test", max_bytes=100, max_line_bytes=10))


def test_the_hash_is_of_the_bytes_and_taken_after_the_checks(tmp_path):
    text = tmp_path / "t.txt"
    text.write_bytes(codecs.BOM_UTF8 + b"cat\ndog\n")
    assert file_sha256(text, "test", 100) == hashlib.sha256(text.read_bytes()).hexdigest()
    with pytest.raises(TextFileError, match="binary"):
        file_sha256("/proc/self/pagemap", "test", 1 << 40)
