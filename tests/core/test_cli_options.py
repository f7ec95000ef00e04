"""``boggle`` refuses bad input the same way everywhere.

Every user error exits with status 2 and prints exactly one ``boggle: error: ...``
line naming the problem. The cases that could exhaust memory or hang run the real
entry point in a subprocess under a memory limit and a timeout, so a regression
fails the test instead of the machine.
"""
from __future__ import annotations

import resource
import subprocess
import sys

import pytest

from core.cli import common
from core.cli import engine as cli_engine
from core.cli.main import MAX_MESSAGE, main
from tests.naive import find_words, word_points

MEMORY_LIMIT = 1536 * 1024**2  # address space of a subprocess: ~3x what a normal run needs
WORDS = ["cat", "dog", "tea", "rest", "stare", "slate", "perslat", "quit"]


@pytest.fixture(scope="module")
def words(tmp_path_factory):
    path = tmp_path_factory.mktemp("lists") / "words.txt"
    path.write_text("\n".join(WORDS) + "\n")
    return str(path)


@pytest.fixture
def boards_file(tmp_path):
    path = tmp_path / "boards.txt"
    path.write_text("perslatgsineters\nabcdefghijklmnop\n" * 3)
    return str(path)


def _limit_memory():
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY_LIMIT, MEMORY_LIMIT))


def boggle(*args, stdin=None, timeout=120):
    """``boggle ARGS`` in a subprocess under the memory limit; ``stdin`` is a path, bytes or None."""
    kwargs = {}
    if isinstance(stdin, bytes):
        kwargs["input"] = stdin
    else:
        kwargs["stdin"] = open(stdin, "rb") if stdin else subprocess.DEVNULL
    try:
        r = subprocess.run([sys.executable, "-m", "core", *map(str, args)], capture_output=True,
                           timeout=timeout, preexec_fn=_limit_memory, **kwargs)
    finally:
        if "stdin" in kwargs and kwargs["stdin"] is not subprocess.DEVNULL:
            kwargs["stdin"].close()
    r.stdout, r.stderr = r.stdout.decode("utf-8", "replace"), r.stderr.decode("utf-8", "replace")
    return r


def expected(board: str, width: int, height: int) -> str:
    """``BOARD SCORE`` as the naive reference scores it with WORDS."""
    return f"{board} {sum(map(word_points, find_words(board, width, height, WORDS)))}"


def assert_one_error_line(code, err, *needles, status=2, max_length=400):
    """Exit ``status`` and exactly one short ``boggle: error:`` line holding every needle."""
    assert code == status, err[-3000:]
    lines = err.splitlines()
    assert len(lines) == 1, err[-3000:]
    assert lines[0].startswith("boggle: error: ") and len(lines[0]) < max_length, lines[0][:3000]
    for needle in needles:
        assert needle in lines[0], lines[0]


# --- case 7: endless or huge input ----------------------------------------------------------


def test_score_from_dev_zero_stops_at_once(words):
    # /dev/zero has no line end: read as one line it would fill the memory.
    r = boggle("score", "-d", words, stdin="/dev/zero", timeout=60)
    assert_one_error_line(r.returncode, r.stderr, "stdin looks like a binary file")
    assert r.stdout == ""


def test_perf_on_dev_zero_is_refused_unread(words):
    r = boggle("perf", "--input", "/dev/zero", "-d", words, timeout=60)
    assert_one_error_line(r.returncode, r.stderr, "/dev/zero is a device, not a file on disk")


def test_score_scores_the_lines_before_a_huge_one(words, tmp_path):
    path = tmp_path / "boards.txt"
    path.write_bytes(b"perslatgsineters\n" + b"a" * 50_000_000 + b"\nabcdefghi\n")
    r = boggle("score", "-d", words, stdin=path, timeout=60)
    assert_one_error_line(r.returncode, r.stderr, "stdin line 2 is longer than 1,024 bytes")
    assert r.stdout.splitlines() == [expected("perslatgsineters", 4, 4)]


def test_longest_sensible_board_lines_are_read(words):
    spelled = " ".join(["qu"] * 36)  # 107 characters: a 6x6 board of Qu cells, spaced
    r = boggle("score", "-d", words, stdin=(f"  {spelled}  \r\n" + "p e r s l a t g s i n e t e r s\n").encode())
    assert r.returncode == 0, r.stderr
    assert r.stdout.splitlines() == [expected("q" * 36, 6, 6), expected("perslatgsineters", 4, 4)]


def test_input_that_is_not_utf8_is_a_bad_line_not_a_crash(words):
    r = boggle("score", "-d", words, stdin=b"perslatgsineters\n\xff\xfeabc\nabcdefghi\n")
    assert_one_error_line(r.returncode, r.stderr, "line 2", "bad character", status=1)
    assert r.stdout.splitlines() == [expected("perslatgsineters", 4, 4), expected("abcdefghi", 3, 3)]


def test_perf_refuses_more_boards_than_its_cap(capsys, monkeypatch, boards_file, words):
    monkeypatch.setattr(cli_engine, "MAX_PERF_BOARDS", 5)
    code = main(["perf", "--input", boards_file, "-d", words])
    assert_one_error_line(code, capsys.readouterr().err, "more than 5 boards")


def test_perf_reads_boards_with_spaces_and_qu(capsys, tmp_path, words):
    path = tmp_path / "boards.txt"
    path.write_text("p e r s l a t g s i n e t e r s\r\nQUitabcdefghijklm\n\n")
    assert main(["perf", "--input", str(path), "-d", words]) == 0
    out = capsys.readouterr().out
    total = sum(int(expected(b, 4, 4).split()[1]) for b in ("perslatgsineters", "qitabcdefghijklm"))
    assert "boards: 2" in out and f"total_score: {total}" in out and total > 0


# --- case 9: allocations the machine cannot hold ----------------------------------------------


def test_hillclimb_refuses_a_pool_it_cannot_hold(words):
    # Was: numpy tried to allocate 6.7 GiB for the first pool (MemoryError traceback).
    r = boggle("hillclimb", "--size", "33", "--pool", "100000000", "--max-iterations", "1", "-d", words)
    assert_one_error_line(r.returncode, r.stderr, f"--pool must be at most {common.MAX_POOL:,}, not 100000000")


def test_hillclimb_largest_pool_is_accepted(capsys, words):
    code = main(["hillclimb", "--size", "33", "--pool", str(common.MAX_POOL), "--max-iterations", "0",
                 "--seed", "1", "-d", words])
    assert code == 0, capsys.readouterr().err
    assert f"pool {common.MAX_POOL}" in capsys.readouterr().out


# --- case 10: options are checked the same way everywhere ---------------------------------------


@pytest.mark.parametrize("args, needle", [
    (["perf", "--threads", "-1"], "--threads"),
    (["hillclimb", "--threads", "-1"], "--threads"),
    (["hillclimb", "--seconds", "-1"], "--seconds"),
    (["hillclimb", "--seconds", "nan"], "--seconds"),
    (["hillclimb", "--max-iterations", "-1"], "--max-iterations"),
], ids=["perf-threads", "hillclimb-threads", "hillclimb-seconds", "hillclimb-seconds-nan",
        "hillclimb-max-iterations"])
def test_negative_counts_are_refused_through_the_entry_point(args, needle, words, boards_file):
    # Was: perf and hillclimb ran with -1 threads (silently one), -1 or nan seconds and -1 iterations.
    if args[0] == "perf":
        extra = ["--input", boards_file]
    else:  # a run that would finish at once if the option were accepted
        extra = ["--size", "33", "--pool", "2"] + ([] if "--max-iterations" in args else ["--max-iterations", "1"])
    r = boggle(*args, *extra, "-d", words, timeout=60)
    assert_one_error_line(r.returncode, r.stderr, f"{needle} must be")
    assert r.stdout == ""


BAD_OPTIONS = [
    # (arguments, what the message must say)
    (["perf", "--threads", "-1"], "--threads must be 0 (all cores) or more, not -1"),
    (["perf", "--threads", "100000"], "--threads must be at most 256"),
    (["hillclimb", "--threads", "-1"], "--threads must be 0 (all cores) or more, not -1"),
    (["hillclimb", "--seconds", "-1"], "--seconds must be 0 or more, not -1"),
    (["hillclimb", "--seconds", "nan"], "--seconds must be a finite number, not 'nan'"),
    (["hillclimb", "--seconds", "inf"], "--seconds must be a finite number, not 'inf'"),
    (["hillclimb", "--max-iterations", "-1"], "--max-iterations must be 0 or more, not -1"),
    (["hillclimb", "--pool", "0"], "--pool must be at least 1, not 0"),
    (["hillclimb", "--pool", "abc"], "--pool must be a whole number, not 'abc'"),
    (["hillclimb", "--pool", "2.5"], "--pool must be a whole number, not '2.5'"),
    (["hillclimb", "--pool", "\u0663"], "--pool must be a whole number"),      # ARABIC-INDIC DIGIT THREE
    (["hillclimb", "--seed", "-1"], "--seed must be 0 or more, not -1"),
    (["anneal", "--iterations", "-1"], "--iterations must be 0 or more, not -1"),
    (["anneal", "--seconds", "nan"], "--seconds must be a finite number, not 'nan'"),
    (["anneal", "--seconds", "inf"], "--seconds must be a finite number, not 'inf'"),
    (["anneal", "--seconds", "-2"], "--seconds must be 0 or more, not -2"),
    (["anneal", "--t0", "nan"], "--t0 must be a finite number, not 'nan'"),
    (["anneal", "--t0", "-1"], "--t0 must be 0 or more, not -1"),
    (["anneal", "--decay", "0"], "--decay must be greater than 0, not 0"),
    (["anneal", "--decay", "\uff11"], "--decay must be a number"),            # FULLWIDTH DIGIT ONE
    (["anneal", "--length", "-1"], "--length must be 0 or more, not -1"),
    (["anneal", "--schedule", "linear", "--length", "0"], "linear schedule needs length >= 1"),
    (["anneal", "--max-stall", "-5"], "--max-stall must be at least 1, not -5"),
    (["stats", "--threads", "-1"], "--threads must be 0 (all cores) or more, not -1"),
    (["stats", "--boards", "0"], "--boards must be at least 1, not 0"),
    (["stats", "--boards", "1000000000000"], "--boards must be at most 20,000,000, not 1000000000000"),
    (["stats", "--bins", "1000000000"], "--bins must be at most 1,000"),
    (["stats", "--top", "0"], "--top must be at least 1, not 0"),
    (["stats", "--seed", "x"], "--seed must be a whole number, not 'x'"),
    (["count-boards", "--samples", "-5"], "--samples must be at least 1, not -5"),
    (["count-boards", "--samples", "10000000000"], "--samples must be at most 1,000,000,000"),
    (["count-boards", "--threads", "-2"], "--threads must be 0 (all cores) or more, not -2"),
    (["roll", "--seed", "-1"], "--seed must be 0 or more, not -1"),
    (["break", "--threshold", "5", "--class", "a b c d e f g h i", "--workers", "-1"],
     "--workers must be at least 1, not -1"),
    (["break", "--threshold", "5", "--class", "a b c d e f g h i", "--limit", "abc"],
     "--limit must be a whole number, not 'abc'"),
    (["break", "--threshold", "5", "--partition", "aeiou bcdfghjklmnpqrstvwxyz", "--seed", "-3"],
     "--seed must be 0 or more, not -3"),
    (["score", "abcdefghi", "--nonsense"], "unrecognized arguments: --nonsense"),
    (["frobnicate"], "invalid choice: 'frobnicate'"),
    ([], "the following arguments are required: COMMAND"),
]


@pytest.mark.parametrize("args, message", BAD_OPTIONS, ids=[" ".join(a) or "nothing" for a, _ in BAD_OPTIONS])
def test_bad_options_are_one_line_errors(capsys, args, message, boards_file):
    if args[:1] == ["perf"]:
        args = [*args, "--input", boards_file]
    code = main(args)
    out, err = capsys.readouterr()
    assert_one_error_line(code, err, message)
    assert out == ""


@pytest.mark.parametrize("validator, text, value", [
    (common.positive_count, "7", 7), (common.positive_count, " +12 ", 12), (common.count, "0", 0),
    (common.thread_count, "0", 0), (common.thread_count, "256", 256), (common.run_seconds, "0", 0.0),
    (common.run_seconds, "2.5", 2.5), (common.real_number(0, 1, inclusive=False), "1e-5", 1e-5),
    (common.whole_number(1, 10), "10", 10), (common.seed_number, str(2**63 - 1), 2**63 - 1),
    (common.min_length, "72", 72),
])
def test_validators_accept_good_values(validator, text, value):
    assert validator(text) == value


# --- case 11: what an error shows -------------------------------------------------------------


def test_a_huge_bad_board_argument_is_cut_in_the_error(words):
    board = "a" * 100_000 + "7"  # arguments are capped at 128 KiB by the kernel
    r = boggle("score", board, "-d", words)
    assert_one_error_line(r.returncode, r.stderr, "argument 1", "bad character '7' at position 100001",
                          "(100,001 characters)", status=1)


def test_a_long_bad_line_is_cut_in_the_error(words):
    line = "x" * 200 + "-"
    r = boggle("score", "-d", words, stdin=(line + "\n").encode())
    assert_one_error_line(r.returncode, r.stderr, "line 1", "bad character '-'", "'" + "x" * 40 + "'...",
                          "(201 characters)", status=1)


def test_kelvin_sign_is_not_a_board_letter(words):
    # Was: 'K'.lower() == 'k', so the board scored as 'abcdkfghi'.
    r = boggle("score", "abcd\u212afghi", "-d", words)
    assert_one_error_line(r.returncode, r.stderr, "U+212A KELVIN SIGN", status=1)
    assert r.stdout == ""


def test_error_messages_are_one_line_whatever_the_exception_says(capsys, monkeypatch):
    def explode(args):
        raise ValueError("first line\nsecond line " + "z" * 100_000)

    monkeypatch.setattr(cli_engine, "cmd_roll", explode)
    code = main(["roll"])
    assert_one_error_line(code, capsys.readouterr().err, "first line second line zzz", "characters)",
                          max_length=MAX_MESSAGE + 100)


# --- numbers past what the machine, SQLite or a timer can take -----------------------------------------

NINES = "9" * 400


@pytest.mark.parametrize("value, needle", [
    ("100T", "more than this machine's memory"),            # numpy would fail to allocate it
    (NINES, "more than this machine's memory"),             # too large for a float
    ("99999999999T", "more than this machine's memory"),    # past numpy's largest dimension
    ("1e3G", "a size such as 500M or 2G"),
    ("inf", "a size such as 500M or 2G"),
])
def test_break_max_memory_beyond_the_machine_is_one_line(words, value, needle):
    r = boggle("break", "--size", "33", "--threshold", "500", "-d", words, "--max-memory", value,
               "--class", "lnrsy aeiou chkmpt chkmpt aeiou lnrsy lnrsy aeiou bdfgjqvwxz")
    assert_one_error_line(r.returncode, r.stderr, "--max-memory", needle)


@pytest.mark.parametrize("args, needle", [
    (["host", "--pause", "1e308", "--rounds", "2"], "--pause must be at most 86,400"),        # past a timer's range
    (["table", "perslatgsineters", "--save", "--min-length", "99999999999999999999"], "--min-length must be at most"),
    (["anneal", "--size", "33", "--seconds", "1e300"], "--seconds must be at most"),
    (["anneal", "--size", "33", "--iterations", NINES], "--iterations must be at most"),
    (["anneal", "--size", "33", "--seed", NINES], "--seed must be at most"),
    (["hillclimb", "--size", "33", "--max-iterations", NINES], "--max-iterations must be at most"),
    (["break", "--threshold", "500", "--class", "a b c d e f g h i", "--workers", "100000"],
     "--workers must be at most"),
    (["stats", "--top", NINES], "--top must be at most"),
])
def test_numbers_no_command_can_use_are_refused_in_one_line(words, args, needle):
    r = boggle(*args, "-d", words, stdin=b"Ann: rest\n")
    assert_one_error_line(r.returncode, r.stderr, needle)


def test_the_largest_minimum_length_is_stored_in_the_history(words, tmp_path):
    """``--min-length 99999999999999999999 --save`` ended in an OverflowError from SQLite."""
    import os
    env_data = tmp_path / "data"
    r = subprocess.run([sys.executable, "-m", "core", "table", "perslatgsineters", "-d", words, "--save",
                        "--min-length", str(common.MAX_MIN_LENGTH)], input=b"Ann: rest stare\n", capture_output=True,
                       timeout=120, env={**os.environ, "BOGGLE_DATA_DIR": str(env_data)})
    assert r.returncode == 0, r.stderr.decode()
    from core.play.history import History
    with History(env_data / "history.sqlite3") as history:
        [round_id] = [g.round_id for g in history.group_rounds()]
        assert history.load_group_round(round_id).setup.min_length == common.MAX_MIN_LENGTH
