"""``boggle break``: the output contract, errors, checkpoint/resume and Ctrl-C."""
from __future__ import annotations

import json
import os
import re
import resource
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from core.cli.main import main
from tests.core.break_support import PARTITION, SMALL_CLASSES, WORDS, brute_force, start_dask_cluster

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
    assert f"continue with: boggle break --size 33 --threshold 54 --partition '{PARTITION}' --seed 0" in err
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


# ---------------------------------------------------------------------------------------------
# The real entry point in a subprocess, with bounded memory and time: a failure here could otherwise
# take the machine with it.

_SCRIPT = Path(sys.executable).with_name("boggle")
BOGGLE = [str(_SCRIPT)] if _SCRIPT.exists() else [sys.executable, "-m", "core"]
GIB = 1 << 30


def _limits(memory=4 * GIB, file_size=None):
    def apply():
        resource.setrlimit(resource.RLIMIT_AS, (memory, memory))
        if file_size is not None:
            # A file-size limit stands in for a full disk: writes past it fail with EFBIG
            # (SIGXFSZ ignored so the write fails instead of killing the process).
            signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
            resource.setrlimit(resource.RLIMIT_FSIZE, (file_size, file_size))
    return apply


def boggle(*argv, timeout=120, memory=4 * GIB, file_size=None):
    """Run ``boggle break ARGV``: ``(exit code, stdout lines, stderr)``."""
    proc = subprocess.run([*BOGGLE, "break", *map(str, argv)], capture_output=True, text=True, timeout=timeout,
                          preexec_fn=_limits(memory, file_size))
    return proc.returncode, proc.stdout.splitlines(), proc.stderr


def start_boggle(*argv, memory=4 * GIB):
    return subprocess.Popen([*BOGGLE, "break", *map(str, argv)], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True, preexec_fn=_limits(memory), env=dict(os.environ, PYTHONUNBUFFERED="1"))


def wait_for_lines(path, n, proc, timeout=120):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline and proc.poll() is None:
        if path.exists() and path.read_text().count("\n") > n:
            return
        time.sleep(0.05)
    raise AssertionError(f"{path} did not reach {n} lines (exit code {proc.poll()})")


def one_error_line(err):
    """The ``boggle: error:`` line; there must be exactly one and no traceback."""
    errors = [line for line in err.splitlines() if line.startswith("boggle: error:")]
    assert len(errors) == 1 and "Traceback" not in err, err
    return errors[0]


def saved_classes(path):
    return [json.loads(line)["class"] for line in path.read_text().splitlines()[1:]]


def test_cli_refuses_a_results_file_without_its_header(words, classes_file, tmp_path):
    """Made at a higher threshold, header removed, resumed at a lower one: trusted, it would report fewer
    boards with exit 0."""
    results = tmp_path / "r.ndjson"
    code, _, _ = boggle("--threshold", 9, "--classes", classes_file, "-d", words, "--results", results)
    assert code == 0
    results.write_text("".join(results.read_text().splitlines(keepends=True)[1:]))
    before = results.read_bytes()
    code, out, err = boggle("--threshold", 4, "--classes", classes_file, "-d", words, "--results", results,
                            "--resume")
    assert code == 2 and out == []
    assert "no run header" in one_error_line(err) and str(results) in err
    assert results.read_bytes() == before


def test_cli_second_writer_is_refused(words, tmp_path):
    """Two --resume runs on one results file would each do every class: the second is refused."""
    results = tmp_path / "r.ndjson"
    # Enough classes that the first run is still going when the second starts, few enough that the
    # last resume finishes them on a loaded machine (8,000 ran 6.6 a second beside a proof run, and
    # timed out).
    args = ["--threshold", 30, "--partition", PARTITION, "--limit", 2000, "-d", words, "--results", results]
    first = start_boggle(*args)
    try:
        wait_for_lines(results, 20, first)
        code, out, err = boggle(*args, "--resume", timeout=60)
        assert code == 2 and out == [] and "in use by another run" in one_error_line(err)
        first.send_signal(signal.SIGINT)
        first.communicate(timeout=60)
    finally:
        first.kill()
    assert first.returncode == 130
    saved = saved_classes(results)
    assert len(saved) == len(set(saved))
    code, out, _ = boggle(*args, "--resume", timeout=600)  # the lock went with the first run
    assert code == 0 and out[-1].startswith("summary: classes=2000 ")
    saved = saved_classes(results)
    assert len(saved) == len(set(saved)) == 2000


def test_cli_killed_worker_does_not_hang_the_run(words, tmp_path):
    """A pool whose worker is killed must not wait for it for ever (at 0% CPU): its classes run again."""
    psutil = pytest.importorskip("psutil")
    results = tmp_path / "r.ndjson"
    args = ["--threshold", 30, "--partition", PARTITION, "--limit", 3000, "-d", words, "--results", results,
            "--workers", 2]
    proc = start_boggle(*args)
    try:
        wait_for_lines(results, 50, proc)
        workers = [p for p in psutil.Process(proc.pid).children(recursive=True)
                   if "spawn_main" in " ".join(p.cmdline())]
        assert len(workers) == 2
        workers[0].kill()
        out, err = proc.communicate(timeout=240)
    finally:
        proc.kill()
    assert proc.returncode == 0, err
    assert out.splitlines()[-1].startswith("summary: classes=3000 ")
    saved = saved_classes(results)
    assert len(saved) == len(set(saved)) == 3000


@pytest.mark.parametrize("argv, message", [
    (["--classes", "/dev/zero"], "looks like a binary file"),
    (["--partition", " ".join("abcdefghijklmnopqrstuvwxyz")], "more than a run can list"),
    (["--size", 44, "--partition", " ".join("abcdefghijklmnopqrstuvwxyz")], "more than a run can list"),
    (["--size", 66, "--partition", "aeiou bcdfghjklmnpqrstvwxyz"], "more than a run can list"),
    (["--partition", " ".join("abcdefghijklmnopqrstuvwxyz"), "--limit", 10**9], "at most 2,000,000"),
])
def test_cli_refuses_endless_inputs_in_bounded_memory(words, argv, message):
    """An endless classes file (/dev/zero) or an astronomical partition is refused in bounded memory and
    time, not read or listed until the machine dies."""
    t0 = time.monotonic()
    code, out, err = boggle("--threshold", 500, "-d", words, *argv, memory=2 * GIB, timeout=60)
    assert code == 2 and out == [] and message in one_error_line(err)
    assert time.monotonic() - t0 < 30


@pytest.mark.parametrize("size", [33, 44, 66])
def test_cli_limit_samples_an_astronomical_partition(words, size):
    code, out, err = boggle("--size", size, "--threshold", 10**6, "-d", words, "--limit", 2,
                            "--partition", " ".join("abcdefghijklmnopqrstuvwxyz"), memory=2 * GIB, timeout=120)
    assert code == 0, err
    assert out == ["summary: classes=2 boards=0 seconds=" + out[-1].split("seconds=")[1]]


@pytest.mark.parametrize("threshold", [2**31, 2**63 - 1, 2**63, 2**64 + 5])
def test_cli_threshold_beyond_32_bits_is_a_clear_error(words, threshold):
    """A threshold past 32 bits is one error line, not an overflow in the kernels."""
    code, out, err = boggle("--threshold", threshold, "--class", SMALL_CLASSES[0], "-d", words)
    assert code == 2 and out == [] and "--threshold must be at most 2147483647" in one_error_line(err)


def test_cli_results_must_be_a_file(words, classes_file, tmp_path):
    folder = tmp_path / "folder"
    folder.mkdir()
    base = ["--threshold", 4, "--classes", classes_file, "-d", words]
    for extra in ([], ["--resume"]):
        code, out, err = boggle(*base, "--results", folder, *extra)
        assert code == 2 and out == [] and f"results file {str(folder)!r} is a directory" in one_error_line(err)
        code, out, err = boggle(*base, "--results", "/dev/null", *extra)
        assert code == 2 and out == [] and "'/dev/null' is not a regular file" in one_error_line(err)
    code, out, err = boggle(*base, "--results", classes_file / "r.ndjson")
    assert code == 2 and "cannot open results file" in one_error_line(err) and "Not a directory" in err


@pytest.mark.parametrize("room", [30, 3000])
def test_cli_full_disk_names_the_file_and_the_resume_command(words, tmp_path, room):
    """A full disk (here a file-size limit) mid-run, or on the very first write, is one line naming the file
    and the command that resumes the run."""
    results = tmp_path / "r.ndjson"
    args = ["--threshold", 30, "--partition", PARTITION, "--limit", 300, "-d", words, "--results", results]
    code, out, err = boggle(*args, file_size=room)
    line = one_error_line(err)
    assert code == 2 and out == []
    assert f"cannot write results file {str(results)!r}: File too large" in line
    assert f"continue with: boggle break --size 33 --threshold 30 --partition '{PARTITION}'" in line
    assert line.endswith(f"--results {results} --resume")
    saved = results.read_text().count("\n") - 1 if room > 100 else 0  # complete lines after the header
    assert f"{saved} of 300 classes" in line or "no class has run" in line
    code, out, err = boggle(*args, "--resume")
    assert code == 0, err
    assert out[-1].startswith("summary: classes=300 ")
    assert sorted(saved_classes(results)) == sorted(set(saved_classes(results))) and len(saved_classes(results)) == 300


def test_cli_lost_dask_scheduler_is_one_clear_line(words, tmp_path):
    """A Dask scheduler lost mid-run is one error line (Dask's own reports are tracebacks)."""
    pytest.importorskip("dask.distributed")
    results = tmp_path / "r.ndjson"
    address, scheduler, worker = start_dask_cluster(tmp_path)
    args = ["--threshold", 30, "--partition", PARTITION, "--limit", 3000, "-d", words, "--results", results]
    try:
        proc = start_boggle(*args, "--scheduler", address, memory=8 * GIB)
        wait_for_lines(results, 30, proc)
        scheduler.kill()
        out, err = proc.communicate(timeout=120)
    finally:
        for p in (scheduler, worker):
            p.kill()
            p.wait(30)
        proc.kill()
    assert proc.returncode == 2 and out == ""
    line = one_error_line(err)
    saved = len(saved_classes(results))
    assert f"lost the connection to the Dask scheduler {address!r}; {saved} of 3000 classes finished" in line
    assert line.endswith(f"--scheduler {address} --results {results} --resume")
    assert not [x for x in err.splitlines() if x.strip() and not x.startswith(("[", "breaking", "boggle: error"))]
    code, out, _ = boggle(*args, "--resume", timeout=300)
    assert code == 0 and out[-1].startswith("summary: classes=3000 ")


@pytest.mark.parametrize("flag", [[], ["--no-groups"], ["--no-pairs"]])
def test_cli_unions_of_classes_and_no_groups(capsys, words, tmp_path, monkeypatch, flag):
    """Classes that differ only in their corners are broken as one union unless --no-groups (or its
    old name --no-pairs) says otherwise; the boards are the same, and the resume command keeps the
    choice."""
    import core.proofs
    from core.cli.main import build_parser
    from core.cli.proofs import resume_command
    from core.proofs import read_results
    pair = ["st ae rt ae st ae rt ae st", "st ae rt ae st ae rt ae ln"]
    path = tmp_path / "pair.txt"
    path.write_text("\n".join(pair) + "\n")
    seen = {}
    real = core.proofs.run_break

    def spy(*args, **kwargs):
        seen.update(kwargs)
        return real(*args, **kwargs)

    monkeypatch.setattr(core.proofs, "run_break", spy)
    results = tmp_path / "r.ndjson"
    argv = ["--threshold", 9, "--classes", path, "--dictionary", words, "--results", results, "--per-class", *flag]
    code, lines, _ = run_cli(capsys, *argv)
    assert code == 0
    found, classes, _ = parse_output(lines)
    assert classes == 2 and found == brute_force(pair, WORDS, 9)
    assert seen["group_classes"] is (not flag)
    per_class = [line for line in lines if line.startswith("CLASS ")]
    assert len(per_class) == 2 and all(("union='" in line) is not bool(flag) for line in per_class)
    _, records = read_results(results)
    assert all((r.union is None) is bool(flag) for r in records)
    args = build_parser().parse_args(["break", *map(str, argv)])
    assert ("--no-groups" in resume_command(args)) is bool(flag)



def test_cli_method_is_written_in_the_results_and_kept_by_the_resume_command(capsys, words, classes_file, tmp_path):
    from core.cli.main import build_parser
    from core.cli.proofs import resume_command
    from core.proofs import read_results
    results = tmp_path / "r.ndjson"
    argv = ["--threshold", 6, "--classes", classes_file, "--dictionary", words, "--results", results]
    code, lines, _ = run_cli(capsys, *argv, "--method", "2009")
    assert code == 0 and parse_output(lines)[0] == brute_force(SMALL_CLASSES, WORDS, 6)
    assert read_results(results)[0]["method"] == "2009"
    args = build_parser().parse_args(["break", *map(str, argv), "--method", "2009"])
    assert "--method 2009" in resume_command(args)
    assert "--method" not in resume_command(build_parser().parse_args(["break", *map(str, argv)]))
    code, lines, err = run_cli(capsys, *argv, "--resume")
    assert code == 2 and lines == [] and "method '2009', this run 'orderly'" in one_error_line(err)
    code, _, err = run_cli(capsys, *argv, "--method", "fast")
    assert code == 2 and "--method" in one_error_line(err) and "fast" in err

# -- files that are not ours, and stored results that cannot be true ----------------------------------

@pytest.mark.parametrize("content", [b'{"a":1}', bytes(b for b in range(256) if b != 10) * 20, b'{"type":"class"}'],
                         ids=["json-no-newline", "binary-5kb", "class-no-newline"])
def test_resume_never_truncates_a_file_that_is_not_ours(words, classes_file, tmp_path, content):
    """A file with no newline is not a torn header of ours unless it begins this run's header: anything else
    is refused untouched, never cut to nothing and overwritten."""
    results = tmp_path / "f.json"
    results.write_bytes(content)
    code, out, err = boggle("--threshold", 4, "--classes", classes_file, "-d", words, "--results", results,
                            "--resume")
    assert code == 2 and out == []
    assert str(results) in one_error_line(err)
    assert results.read_bytes() == content


def _results_with(tmp_path, words, classes_file, record: dict) -> Path:
    """A results file of a real run at threshold 6, with ``record`` appended as one more class line."""
    results = tmp_path / "r.ndjson"
    code, _, err = boggle("--threshold", 6, "--classes", classes_file, "-d", words, "--results", results)
    assert code == 0, err
    with open(results, "a") as fh:
        fh.write(json.dumps(record) + "\n")
    return results


@pytest.mark.parametrize("record, reason", [
    ({"type": "class", "class": "a b c d e f g h i", "boards": [["zzzz", 99999]]}, "'zzzz' has 4 cells"),
    ({"type": "class", "class": "a b c d e f g h i", "boards": [["deslatper", 5]]}, "below the run's threshold 6"),
    ({"type": "class", "class": "a b c d e f g h i", "boards": [["deslatper", 1e308]]}, "not a whole number"),
    ({"type": "class", "class": "a b c d e f g h i", "boards": [["deslatpe!", 7]]}, "'!'"),
    ({"type": "class", "class": ["a", "b"], "boards": []}, "class"),
    ({"type": "class", "class": "a b c d e f g h i", "root_bound": 1e308}, "root_bound"),
], ids=["wrong-size", "below-threshold", "huge-score", "bad-letter", "class-is-a-list", "huge-bound"])
def test_resume_refuses_stored_results_that_cannot_be_true(words, classes_file, tmp_path, record, reason):
    """A record with boards [['zzzz', 99999], ['deslatperx', 7]] printed 'FOUND zzzz 99999'; a class that
    was a list ended in a TypeError."""
    results = _results_with(tmp_path, words, classes_file, record)
    before = results.read_bytes()
    code, out, err = boggle("--threshold", 6, "--classes", classes_file, "-d", words, "--results", results,
                            "--resume")
    line = one_error_line(err)
    assert code == 2 and not any(o.startswith("FOUND") for o in out), out
    assert "line 7" in line and reason in line and str(results) in line
    assert results.read_bytes() == before
