"""``boggle break``: the output contract, errors, checkpoint/resume and Ctrl-C."""
from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import time

import pytest

from core.cli.main import main
from tests.core.test_break_run import SMALL_CLASSES, WORDS, brute_force

SUMMARY = re.compile(r"^summary: classes=(\d+) boards=(\d+) seconds=([\d.]+)$")


def run_cli(capsys, *argv):
    code = main(["break", *map(str, argv)])
    out, err = capsys.readouterr()
    return code, out.splitlines(), err


@pytest.fixture
def words(write_wordlist):
    return write_wordlist(WORDS)


@pytest.fixture
def classes_file(tmp_path):
    p = tmp_path / "classes.txt"
    p.write_text("\n".join(SMALL_CLASSES) + "\n")
    return p


def parse_output(lines):
    found = [line.split() for line in lines if line.startswith("FOUND ")]
    assert all(len(f) == 3 for f in found)
    m = SUMMARY.match(lines[-1])
    assert m, f"last line must be the summary: {lines[-1]!r}"
    return [(b, int(s)) for _, b, s in found], int(m.group(1)), int(m.group(2))


def test_classes_file_found_lines_and_summary(capsys, words, classes_file):
    code, lines, err = run_cli(capsys, "--size", "33", "--threshold", 6, "--classes", classes_file,
                               "--dictionary", words)
    assert code == 0
    found, classes, nboards = parse_output(lines)
    expected = brute_force(SMALL_CLASSES, WORDS, 6)
    assert found == expected and nboards == len(expected) > 0 and classes == len(SMALL_CLASSES)
    assert "[" in err and f"{len(SMALL_CLASSES)}/{len(SMALL_CLASSES)} classes" in err  # progress on stderr
    assert "ETA" in err and "/s" in err


def test_single_class_and_per_class_lines(capsys, words):
    cls = "st ae rt ae st ae rt ae st"
    code, lines, _ = run_cli(capsys, "--threshold", 9, "--class", cls, "--dictionary", words, "--per-class")
    assert code == 0
    found, classes, _ = parse_output(lines)
    assert classes == 1 and found == brute_force([cls], WORDS, 9)
    per_class = [line for line in lines if line.startswith("CLASS ")]
    assert len(per_class) == 1 and "root_bound=" in per_class[0] and "nodes=" in per_class[0]


def test_partition_slice_with_results_and_resume(capsys, words, tmp_path):
    results = tmp_path / "r.ndjson"
    args = ["--threshold", 54, "--partition", "bdfgjqvwxz aeiou lnrsy chkmpt", "--limit", 40,
            "--dictionary", words, "--results", results]
    code, lines, _ = run_cli(capsys, *args)
    assert code == 0
    found, classes, _ = parse_output(lines)
    assert classes == 40 and found
    assert len(results.read_text().splitlines()) == 41
    # Running again without --resume refuses to touch the file.
    code, _, err = run_cli(capsys, *args)
    assert code == 2 and "already exists" in err and "--resume" in err
    # Tear the last line, resume: the same boards, nothing redone twice.
    text = results.read_text()
    results.write_text(text[: len(text) - 40])
    code, lines2, err = run_cli(capsys, *args, "--resume")
    assert code == 0 and "resumed 39 classes" in err
    assert parse_output(lines2)[:2] == (found, 40)
    recs = [json.loads(line) for line in results.read_text().splitlines()[1:]]
    assert len(recs) == len({r["class"] for r in recs}) == 40


@pytest.mark.parametrize("argv, message", [
    (["--threshold", 500, "--partition", "abc def"], "bad partition"),
    (["--threshold", 500, "--class", "ab cd ef"], "9 cells"),
    (["--threshold", 500, "--class", "a b c d e f g h 9"], "bad character"),
    (["--threshold", 0, "--class", "a b c d e f g h i"], "--threshold must be at least 1"),
    (["--threshold", "lots", "--class", "a b c d e f g h i"], "--threshold must be a whole number"),
    (["--threshold", 5, "--class", "a b c d e f g h i", "--resume"], "--resume needs --results"),
    (["--threshold", 5, "--class", "a b c d e f g h i", "--workers", 0], "--workers must be at least 1"),
    (["--threshold", 5, "--classes", "/nonexistent/classes.txt"], "cannot read classes file"),
    (["--threshold", 5, "--size", "22", "--class", "a b c d"], "unsupported board size"),
])
def test_errors_exit_2_with_a_clear_message(capsys, argv, message):
    code, lines, err = run_cli(capsys, *argv)
    assert code == 2
    assert err.startswith("boggle: error:") and message in err and "Traceback" not in err
    assert lines == []


@pytest.mark.parametrize("stop_signal", [signal.SIGINT, signal.SIGTERM])
def test_ctrl_c_saves_finished_classes_then_resume_completes(capsys, words, tmp_path, stop_signal):
    results = tmp_path / "r.ndjson"
    cmd = [sys.executable, "-m", "core", "break", "--threshold", "54", "--partition",
           "bdfgjqvwxz aeiou lnrsy chkmpt", "--dictionary", str(words), "--results", str(results), "--limit", "8000"]
    env = dict(os.environ, PYTHONUNBUFFERED="1")
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
    try:
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline:
            if results.exists() and len(results.read_text().splitlines()) > 50:
                break
            time.sleep(0.05)
        proc.send_signal(stop_signal)
        out, err = proc.communicate(timeout=60)
    finally:
        proc.kill()
    assert proc.returncode == 130, err
    assert "interrupted" in err and "--resume" in err
    lines = results.read_text().splitlines()
    saved = len(lines) - 1
    assert 50 <= saved < 8000
    assert all(json.loads(line) for line in lines)
    assert SUMMARY.match(out.splitlines()[-1].split(" total=")[0])

    code, out_lines, err = run_cli(capsys, *cmd[4:], "--resume")
    assert code == 0 and f"resumed {saved} classes" in err
    assert parse_output(out_lines)[1] == 8000
    classes = [json.loads(line)["class"] for line in results.read_text().splitlines()[1:]]
    assert len(classes) == len(set(classes)) == 8000


class _Stream:
    def __init__(self, tty):
        self.tty, self.text = tty, ""

    def isatty(self):
        return self.tty

    def write(self, s):
        self.text += s

    def flush(self):
        pass


def test_progress_redraws_in_place_only_on_a_terminal():
    from core.cli.proofs import ProgressPrinter, format_duration
    from core.proofs import ClassRecord, RunProgress
    rec = ClassRecord(1, "a b c d e f g h i", [], 0, [0], 1, 0.0)
    updates = [RunProgress(d, 1000, d, d / 10, 10.0, (1000 - d) / 10, 0, rec if d else None) for d in range(0, 1001)]
    tty, pipe = _Stream(True), _Stream(False)
    for stream in (tty, pipe):
        printer = ProgressPrinter(stream)
        for p in updates:
            printer(p)
        printer.close()
    assert tty.text.startswith("\r[") and tty.text.count("\n") == 1 and "1000/1000 classes" in tty.text
    # Not a terminal: whole lines, only the first and the last (the rest fall inside the 10 s interval).
    assert pipe.text.count("\n") == 2 and "\r" not in pipe.text
    assert pipe.text.splitlines()[-1].startswith("[" + "#" * 30 + "] 1000/1000 classes 100.0%")
    assert format_duration(3725) == "1:02:05" and format_duration(65) == "1:05" and format_duration(None) == "?"
