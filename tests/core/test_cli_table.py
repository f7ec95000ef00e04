"""``boggle table`` through the installed console script: verdicts, scores, stdin lists, errors, --save."""
from __future__ import annotations

import os
import subprocess
import sysconfig
from pathlib import Path

import pytest

BOARD = "serspatglinesers"   # S E R S / P A T G / L I N E / S E R S
WORDS = ["spat", "lines", "pat", "tap", "sat", "ate", "tea", "eat", "seat", "pats", "line", "sent", "zebra"]


def _boggle(tmp_path, *args, stdin=None):
    script = Path(sysconfig.get_path("scripts")) / "boggle"
    assert script.is_file(), f"no boggle console script at {script}: pip install -e '.[test]'"
    env = dict(os.environ, BOGGLE_DATA_DIR=str(tmp_path / "data"), HOME=str(tmp_path / "home"))
    return subprocess.run([str(script), *args], input=stdin, capture_output=True, text=True, timeout=300,
                          cwd=tmp_path, env=env)


@pytest.fixture
def small_list(tmp_path):
    path = tmp_path / "small.txt"
    path.write_text("\n".join(WORDS) + "\n", encoding="utf-8")
    return path


def _player_lines(out: str, name: str) -> list[list[str]]:
    """The word rows printed under ``name``'s heading: [word, verdict words..., points]."""
    lines = out.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith(f"{name}: "))
    rows = []
    for line in lines[start + 1:]:
        if not line.startswith("  "):
            break
        rows.append(line.split())
    return rows


def test_files_per_player_give_verdicts_crossings_out_and_scores(tmp_path, small_list):
    (tmp_path / "ann.txt").write_text("spat\nLines, tea\nzebra ta\nspat\n", encoding="utf-8")
    (tmp_path / "bob.txt").write_text("spat seat tas\n", encoding="utf-8")
    r = _boggle(tmp_path, "table", BOARD, "-d", str(small_list), "--player", "Ann=ann.txt", "-p", "Bob=bob.txt")
    assert r.returncode == 0, r.stderr
    assert r.stdout.splitlines()[0] == "S  E  R  S"
    assert "classic rule" in r.stdout
    assert _player_lines(r.stdout, "Ann") == [
        ["spat", "shared,", "crossed", "out", "0"], ["lines", "ok", "2"], ["tea", "ok", "1"],
        ["zebra", "not", "on", "the", "board", "0"], ["ta", "too", "short", "0"], ["spat", "repeated", "0"]]
    assert _player_lines(r.stdout, "Bob") == [
        ["spat", "shared,", "crossed", "out", "0"], ["seat", "ok", "1"],
        ["tas", "not", "in", "the", "word", "list", "0"]]
    assert "Ann: 3 points (2 unique, 1 shared)" in r.stdout
    assert "Scores: Ann 3, Bob 1" in r.stdout


def test_stdin_lines_friendly_rule_and_reveal(tmp_path, small_list):
    r = _boggle(tmp_path, "table", BOARD, "-d", str(small_list), "--rule", "friendly", "--reveal",
                stdin="# round 1\nAnn: spat lines\n\nBob: spat\nAnn: tea\n")
    assert r.returncode == 0, r.stderr
    assert "Scores: Ann 4, Bob 1" in r.stdout
    assert _player_lines(r.stdout, "Bob") == [["spat", "shared", "1"]]
    reveal = r.stdout.split("Every word:")[1].split()
    # Word, then who found it ("-": nobody); names are followed by commas when shared.
    assert reveal[reveal.index("spat") + 1:reveal.index("spat") + 3] == ["Ann,", "Bob"]
    assert reveal[reveal.index("sent") + 1] == "-"


def test_min_length(tmp_path, small_list):
    r = _boggle(tmp_path, "table", BOARD, "-d", str(small_list), "--min-length", "4", stdin="Ann: tea seat\n")
    assert r.returncode == 0, r.stderr
    assert _player_lines(r.stdout, "Ann") == [["tea", "too", "short", "0"], ["seat", "ok", "1"]]


def test_save_stores_the_round_in_the_history(tmp_path, small_list):
    r = _boggle(tmp_path, "table", BOARD, "-d", str(small_list), "--save", stdin="Ann: spat\nBob: tea\n")
    assert r.returncode == 0, r.stderr
    assert "Saved to the history as group round" in r.stdout
    from core.play.history import History
    with History(tmp_path / "data" / "history.sqlite3") as history:
        [record] = history.group_rounds()
        assert record.source == "table" and record.players == (("Ann", 1), ("Bob", 1))
        assert record.round_id in r.stdout


@pytest.mark.parametrize("args, stdin, message", [
    ([], "", "no players"),
    ([], "just words here\n", "stdin line 1: expected 'NAME: word word ...'"),
    (["-p", "Ann"], None, "--player expects NAME=FILE"),
    (["-p", "Ann=missing.txt"], None, "Ann's list missing.txt not found"),
    (["-p", "Ann=a.txt", "-p", "Ann=a.txt"], None, "--player 'Ann' is given twice"),
    (["--rule", "strict"], "Ann: spat\n", "invalid choice: 'strict'"),
    (["--min-length", "0"], "Ann: spat\n", "--min-length must be at least 1"),
])
def test_bad_input_is_one_line(tmp_path, small_list, args, stdin, message):
    (tmp_path / "a.txt").write_text("spat\n", encoding="utf-8")
    r = _boggle(tmp_path, "table", BOARD, "-d", str(small_list), *args, stdin=stdin)
    assert r.returncode == 2
    assert r.stderr.startswith("boggle: error:") and message in r.stderr and "Traceback" not in r.stderr
    assert len(r.stderr.strip().splitlines()) == 1


def test_bad_board_is_one_line(tmp_path, small_list):
    r = _boggle(tmp_path, "table", "abc7", "-d", str(small_list), stdin="Ann: spat\n")
    assert r.returncode == 2 and "bad character '7'" in r.stderr and "Traceback" not in r.stderr


def test_a_german_game(tmp_path):
    (tmp_path / "de.txt").write_text("bär\nabc\nober\n", encoding="utf-8")
    r = _boggle(tmp_path, "table", "BÄRE NABC DEFG HIJÜ", "-d", "de.txt", "--language", "de",
                stdin="Jörg: Bär baer abc\nAnna: bär\n")
    assert r.returncode == 0, r.stderr
    assert "(German)" in r.stdout
    assert _player_lines(r.stdout, "Jörg") == [["bär", "shared,", "crossed", "out", "0"],
                                               ["baer", "not", "on", "the", "board", "0"], ["abc", "ok", "1"]]
    r = _boggle(tmp_path, "table", BOARD, "--language", "xx", stdin="Ann: spat\n")
    assert r.returncode == 2 and "unknown language 'xx'" in r.stderr
