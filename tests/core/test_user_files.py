"""Files a user gives us, through the real ``boggle`` entry point: word lists and players' lists in
UTF-8 with or without a BOM and in UTF-16, a UTF-8 list with a Latin-1 line, KELVIN SIGN in a list,
special and huge files, a user list named like a bundled one."""
from __future__ import annotations

import os
import time

import pytest

from tests.core.test_cli_options import assert_one_error_line, boggle

BOARD = "perslatgsineters"


def table(board, *players, stdin=None, words):
    """``boggle table`` with ``--player NAME=FILE`` for each (name, path) of ``players``."""
    args = ["table", board, "-d", words]
    for name, path in players:
        args += ["--player", f"{name}={path}"]
    return boggle(*args, stdin=stdin)


def scores(out: str) -> str:
    return next(line for line in out.splitlines() if line.startswith("Scores:"))


@pytest.fixture(scope="module")
def board_words(tmp_path_factory):
    path = tmp_path_factory.mktemp("lists") / "words.txt"
    path.write_text("lines\nslat\nrest\nstare\nsilent\ntiles\nsnit\n")
    return str(path)


# -- players' lists (table scorer) ---------------------------------------------------------------

@pytest.mark.parametrize("encoding", ["utf-8-sig", "utf-16", "utf-16-be-bom"])
def test_player_lists_with_a_bom_or_in_utf16_score_as_plain_utf8(tmp_path, board_words, encoding):
    """A list saved with a UTF-8 byte-order mark lost its first word ("not a word"); a UTF-16 list scored 0
    with no error."""
    ann, bob = tmp_path / "ann.txt", tmp_path / "bob.txt"
    ann.write_text("lines\nrest\n", encoding="utf-8")
    bob.write_text("lines\nslat\n", encoding="utf-8")
    plain = table(BOARD, ("Ann", ann), ("Bob", bob), words=board_words)
    assert plain.returncode == 0, plain.stderr
    assert scores(plain.stdout) == "Scores: Ann 1, Bob 1"
    if encoding == "utf-16-be-bom":
        ann.write_bytes(b"\xfe\xff" + "lines\nrest\n".encode("utf-16-be"))
    else:
        ann.write_text("lines\nrest\n", encoding=encoding)
    r = table(BOARD, ("Ann", ann), ("Bob", bob), words=board_words)
    assert r.returncode == 0, r.stderr
    assert r.stdout == plain.stdout


@pytest.mark.parametrize("encoding", ["utf-8-sig", "utf-16"])
def test_players_on_stdin_with_a_bom_are_named_as_typed(board_words, encoding):
    """A byte-order mark is no part of the first player's name ('\\ufeffAnn')."""
    r = table(BOARD, stdin="Ann: lines rest\nBob: lines slat\n".encode(encoding), words=board_words)
    assert r.returncode == 0, r.stderr
    assert scores(r.stdout) == "Scores: Ann 1, Bob 1" and "\ufeff" not in r.stdout


def test_a_player_list_that_is_not_utf8_is_refused_naming_its_line(tmp_path, board_words):
    ann = tmp_path / "ann.txt"
    ann.write_bytes(b"lines\nr\xe9st\n")
    r = table(BOARD, ("Ann", ann), words=board_words)
    assert_one_error_line(r.returncode, r.stderr, "Ann's list", "line 2 is not UTF-8")


def test_a_player_list_that_is_a_pipe_or_binary_is_refused(tmp_path, board_words):
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    r = table(BOARD, ("Ann", fifo), words=board_words)
    assert_one_error_line(r.returncode, r.stderr, "Ann's list", "a pipe")
    binary = tmp_path / "bin"
    binary.write_bytes(b"\x7fELF\x02\x01\x01\x00\x00\x00" * 50)
    r = table(BOARD, ("Ann", binary), words=board_words)
    assert_one_error_line(r.returncode, r.stderr, "Ann's list", "binary")


# -- word lists ------------------------------------------------------------------------------------

def test_a_latin1_line_does_not_cost_the_utf8_words_around_it(tmp_path):
    """Only the Latin-1 line is read as Latin-1: decoding its whole block so would lose été, étés and café."""
    path = tmp_path / "fr.txt"
    path.write_bytes("été\nétés\ncafé\n".encode() + b"na\xeff\n")
    r = boggle("score", "-l", "fr", "-d", path, "--words", "etescazfe")
    assert r.returncode == 0, r.stderr
    assert r.stdout.splitlines()[0] == "etescazfe 3"
    assert {line.split()[0] for line in r.stdout.splitlines()[1:]} == {"ete", "etes", "cafe"}
    r = boggle("score", "-l", "fr", "-d", path, "naizfzzzz")     # the Latin-1 line is read as Latin-1
    assert r.stdout.split() == ["naizfzzzz", "1"], r.stderr


@pytest.mark.parametrize("language", ["en", "de"])
def test_kelvin_sign_in_a_list_is_no_letter(tmp_path, language):
    """A list word spelled with KELVIN SIGN (U+212A) is no word (NFC would make it 'kite'); boards refuse the
    character too."""
    path = tmp_path / "k.txt"
    path.write_text("\u212aite\nzzz\n", encoding="utf-8")
    r = boggle("score", "-l", language, "-d", path, "--words", "kitzezzzz")
    assert r.returncode == 0, r.stderr
    assert r.stdout.splitlines()[0] == "kitzezzzz 1" and "kite" not in r.stdout


def test_a_utf16_word_list_is_read(tmp_path):
    """UTF-16 with a byte-order mark is text (its NUL bytes do not make it 'a binary file')."""
    for name, data in [("le.txt", "cat\ntea\n".encode("utf-16")),
                       ("be.txt", b"\xfe\xff" + "cat\ntea\n".encode("utf-16-be"))]:
        path = tmp_path / name
        path.write_bytes(data)
        r = boggle("score", "-d", path, "catzzzzze")
        assert r.stdout.split() == ["catzzzzze", "1"], r.stderr


def test_utf16_without_a_bom_and_utf32_are_refused_by_name(tmp_path):
    path = tmp_path / "w.txt"
    path.write_bytes("cat\ntea\ndog\n".encode("utf-16-le"))
    r = boggle("score", "-d", path, "catzzzzze")
    assert_one_error_line(r.returncode, r.stderr, str(path), "UTF-16", "without a byte-order mark")
    path.write_bytes("cat\ntea\n".encode("utf-32"))
    r = boggle("score", "-d", path, "catzzzzze")
    assert_one_error_line(r.returncode, r.stderr, str(path), "UTF-32")


def test_a_special_file_is_refused_before_it_is_hashed():
    """``-d /proc/self/pagemap`` hashed the whole address space's page map (it never ended)."""
    start = time.monotonic()
    r = boggle("score", "-d", "/proc/self/pagemap", "catzzzzze", timeout=60)
    assert_one_error_line(r.returncode, r.stderr, "/proc/self/pagemap", "binary")
    assert time.monotonic() - start < 30


def test_a_huge_sparse_list_is_refused_by_its_size(tmp_path):
    """A 20 GB sparse file is refused by its size at once, before a byte is hashed (hashing takes minutes)."""
    path = tmp_path / "huge.txt"
    with open(path, "wb") as fh:
        fh.truncate(20 * 10**9)
    start = time.monotonic()
    r = boggle("score", "-d", path, "catzzzzze", timeout=60)
    assert_one_error_line(r.returncode, r.stderr, str(path), "20.0 GB")
    assert time.monotonic() - start < 30


def test_a_fifo_is_no_word_list(tmp_path):
    fifo = tmp_path / "words.txt"
    os.mkfifo(fifo)
    r = boggle("score", "-d", fifo, "catzzzzze", timeout=60)
    assert_one_error_line(r.returncode, r.stderr, str(fifo), "not a file")


# -- board errors in the notation typed -----------------------------------------------------------

@pytest.mark.parametrize("language", ["en", "de"])
def test_board_errors_show_the_board_as_typed(tmp_path, language):
    """A board of the wrong size is shown as the user typed it ([th] and .), not in the internal face
    digits ('5e##abcde')."""
    path = tmp_path / "w.txt"
    path.write_text("the\ncat\n")
    r = boggle("score", "-l", language, "-d", path, "--size", "44", "[th]e..abcde")
    assert_one_error_line(r.returncode, r.stderr, "'[th]e..abcde' has 9 cells but a 4x4 board needs 16",
                          status=1)
    r = boggle("score", "-l", language, "-d", path, "[Th]e. abcd")
    assert_one_error_line(r.returncode, r.stderr, "'[Th]e. abcd' has 7 cells; a board needs 9 (3x3)", status=1)


# -- a user's list named like a bundled one ----------------------------------------------------------

def test_a_user_list_named_like_a_bundled_one_is_reported_not_ignored(tmp_path):
    """``scowl70.txt`` in the data folder is not used by that name (the bundled list is), so the CLI says so."""
    import subprocess
    import sys
    folder = tmp_path / "data" / "wordlists"
    folder.mkdir(parents=True)
    (folder / "scowl70.txt").write_text("zzz\n")
    env = {**os.environ, "BOGGLE_DATA_DIR": str(tmp_path / "data")}

    def run(*args):
        return subprocess.run([sys.executable, "-m", "core", *args], capture_output=True, text=True, env=env,
                              timeout=120)
    for args in (["score", "-d", "scowl70", "catzzzzze"], ["score", "catzzzzze"]):
        r = run(*args)
        assert r.returncode == 0 and r.stdout.split()[0] == "catzzzzze", r.stderr
        notes = [line for line in r.stderr.splitlines() if line.startswith("boggle: note:")]
        assert len(notes) == 1 and str(folder / "scowl70.txt") in notes[0] and "rename" in notes[0], r.stderr
    r = run("lists")
    assert r.returncode == 0 and str(folder / "scowl70.txt") in r.stdout and "rename" in r.stdout
    r = run("score", "-d", str(folder / "scowl70.txt"), "zzzzzzzzz")     # by its path it is used
    assert r.stdout.split() == ["zzzzzzzzz", "1"] and "note" not in r.stderr, r.stderr
