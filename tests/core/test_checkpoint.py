"""The results file: header, torn lines, refusals, the one-writer lock and write failures."""
from __future__ import annotations

import json
import os

import filelock
import pytest

from core.proofs import BreakRunError, ClassRecord, read_results, run_break, tasks_from_file
from core.proofs.checkpoint import RESULTS_VERSION, ResultsWriter, make_header
from core.proofs.run import BreakRunAborted
from tests.core.break_support import GEOM, SMALL_CLASSES, WORDS, brute_force, class_lines, write_small_run


@pytest.fixture
def small_run(write_wordlist, tmp_path):
    return write_small_run(write_wordlist, tmp_path)


@pytest.fixture
def tasks(small_run):
    return tasks_from_file(small_run[1], GEOM)


def test_checkpoint_resume_after_torn_write(small_run, tasks, tmp_path):
    words_path, _ = small_run
    results = tmp_path / "out" / "results.ndjson"
    full = run_break(tasks, size="33", threshold=4, wordlist=words_path, results_path=results)
    lines = results.read_text().splitlines(keepends=True)
    assert json.loads(lines[0])["type"] == "run" and json.loads(lines[0])["threshold"] == 4
    assert sorted(r["class"] for r in class_lines(results)) == sorted(SMALL_CLASSES)

    # A kill mid-write: two classes finished, the third torn in the middle of its line.
    torn = "".join(lines[:3]) + lines[3][: len(lines[3]) // 2]
    results.write_text(torn)
    header, kept = read_results(results)
    assert len(kept) == 2 and header["size"] == "3x3"
    with pytest.raises(BreakRunError, match="already exists"):
        run_break(tasks, size="33", threshold=4, wordlist=words_path, results_path=results)
    with pytest.raises(BreakRunError, match="threshold"):
        run_break(tasks, size="33", threshold=5, wordlist=words_path, results_path=results, resume=True)
    assert results.read_text() == torn  # a refused file is left exactly as it was

    broken = []
    resumed = run_break(tasks, size="33", threshold=4, wordlist=words_path, results_path=results, resume=True,
                        progress=lambda p: p.last and broken.append(p.last.class_text))
    assert resumed.resumed == 2 and resumed.done == len(tasks)
    assert sorted(broken) == sorted(t.class_text for t in tasks[2:])  # finished classes not redone
    assert resumed.boards == full.boards
    # The torn fragment is gone; every class is in the file exactly once and every line parses.
    text = results.read_text()
    assert text.startswith("".join(lines[:3])) and text.endswith("\n")
    assert sorted(r["class"] for r in class_lines(results)) == sorted(SMALL_CLASSES)

    # Resuming a complete file does nothing and still reports every board.
    again = run_break(tasks, size="33", threshold=4, wordlist=words_path, results_path=results, resume=True)
    assert again.resumed == len(tasks) and again.boards == full.boards
    assert results.read_text() == text


def test_corrupt_line_inside_results_is_an_error(small_run, tasks, tmp_path):
    words_path, _ = small_run
    results = tmp_path / "results.ndjson"
    run_break(tasks[:2], size="33", threshold=4, wordlist=words_path, results_path=results)
    lines = results.read_text().splitlines(keepends=True)
    results.write_text(lines[0] + "{not json\n" + "".join(lines[1:]))
    before = results.read_bytes()
    with pytest.raises(BreakRunError, match="line 2"):
        run_break(tasks, size="33", threshold=4, wordlist=words_path, results_path=results, resume=True)
    assert results.read_bytes() == before  # never rewritten


def test_results_without_a_header_are_refused(small_run, tasks, tmp_path):
    """A file made at a higher threshold, its header removed, must not be resumed at a lower one:
    trusted, it would report fewer boards than a clean run, with exit 0."""
    words_path, _ = small_run
    results = tmp_path / "r.ndjson"
    run_break(tasks, size="33", threshold=9, wordlist=words_path, results_path=results)
    results.write_text("".join(results.read_text().splitlines(keepends=True)[1:]))
    before = results.read_bytes()
    clean = run_break(tasks, size="33", threshold=4, wordlist=words_path)
    assert len(clean.boards) > len(brute_force(SMALL_CLASSES, WORDS, 9))  # the wrong answer differs
    with pytest.raises(BreakRunError, match="no run header"):
        run_break(tasks, size="33", threshold=4, wordlist=words_path, results_path=results, resume=True)
    with pytest.raises(BreakRunError, match="no run header"):
        read_results(results)
    assert results.read_bytes() == before
    # A header that is not on the first line, or a second one, is no better.
    lines = before.decode().splitlines(keepends=True)
    header = json.dumps(make_header("3x3", 4, "standard", "words", "x")) + "\n"
    results.write_text(lines[0] + header + "".join(lines[1:]))
    with pytest.raises(BreakRunError, match="no run header on its first line"):
        read_results(results)
    results.write_text(header + lines[0] + header)
    with pytest.raises(BreakRunError, match="line 3 is a second run header"):
        read_results(results)


def test_results_from_a_newer_version_or_with_a_bad_header_are_refused(small_run, tasks, tmp_path):
    words_path, _ = small_run
    results = tmp_path / "r.ndjson"
    run_break(tasks[:2], size="33", threshold=4, wordlist=words_path, results_path=results)
    lines = results.read_text().splitlines(keepends=True)
    header = json.loads(lines[0])
    for bad, message in [({**header, "version": RESULTS_VERSION + 1}, "newer version"),
                         ({**header, "version": "one"}, "bad run header"),
                         ({k: v for k, v in header.items() if k != "version"}, "bad run header")]:
        results.write_text(json.dumps(bad) + "\n" + "".join(lines[1:]))
        before = results.read_bytes()
        with pytest.raises(BreakRunError, match=message):
            run_break(tasks, size="33", threshold=4, wordlist=words_path, results_path=results, resume=True)
        assert results.read_bytes() == before


@pytest.mark.parametrize("keep", [0, 1, 40])
def test_torn_header_is_rewritten_from_the_runs_settings(small_run, tasks, tmp_path, keep):
    """A first write torn by a kill or a full disk leaves part of a header: the repair writes the header
    again, or later lines would be appended with none."""
    words_path, _ = small_run
    results = tmp_path / "r.ndjson"
    run_break(tasks, size="33", threshold=4, wordlist=words_path, results_path=results)
    good = results.read_text()
    results.write_text(good[:keep])
    summary = run_break(tasks, size="33", threshold=4, wordlist=words_path, results_path=results, resume=True)
    assert summary.resumed == 0 and summary.done == len(tasks)
    header, records = read_results(results)
    assert header == json.loads(good.splitlines()[0])
    assert sorted(r.class_text for r in records) == sorted(SMALL_CLASSES)


def test_a_second_writer_is_refused_while_the_first_holds_the_file(small_run, tasks, tmp_path):
    """Two --resume runs on one file would each do every class: the second is refused."""
    words_path, _ = small_run
    results = tmp_path / "r.ndjson"
    run_break(tasks[:2], size="33", threshold=4, wordlist=words_path, results_path=results)
    before = results.read_bytes()
    header = json.loads(before.splitlines()[0])
    first = ResultsWriter(results, header, resume=True)
    try:
        with pytest.raises(BreakRunError, match="in use by another run"):
            run_break(tasks, size="33", threshold=4, wordlist=words_path, results_path=results, resume=True)
        with pytest.raises(BreakRunError, match="in use by another run"):
            ResultsWriter(results, header, resume=True)
        assert results.read_bytes() == before
    finally:
        first.close()
    # The lock goes with the writer: the next run proceeds.
    rest = run_break(tasks, size="33", threshold=4, wordlist=words_path, results_path=results, resume=True)
    assert rest.resumed == 2 and rest.done == len(tasks)
    # ... and the lock file beside it is free again, for any program to take.
    other = filelock.FileLock(f"{results}.lock")
    other.acquire(timeout=0)
    other.release()


def test_results_path_must_be_a_regular_file(small_run, tasks, tmp_path):
    words_path, _ = small_run
    folder = tmp_path / "folder"
    folder.mkdir()
    for resume in (False, True):
        with pytest.raises(BreakRunError, match="is a directory"):
            run_break(tasks, size="33", threshold=4, wordlist=words_path, results_path=folder, resume=resume)
        with pytest.raises(BreakRunError, match="not a regular file"):
            run_break(tasks, size="33", threshold=4, wordlist=words_path, results_path="/dev/null", resume=resume)
    blocker = tmp_path / "file"
    blocker.write_text("")
    with pytest.raises(BreakRunError, match="cannot open results file .*Not a directory"):
        run_break(tasks, size="33", threshold=4, wordlist=words_path, results_path=blocker / "r.ndjson")


@pytest.mark.skipif(os.geteuid() == 0, reason="root can write anywhere")
def test_unwritable_results_folder_is_a_clear_error(small_run, tasks, tmp_path):
    words_path, _ = small_run
    locked = tmp_path / "locked"
    locked.mkdir()
    locked.chmod(0o500)
    try:
        with pytest.raises(BreakRunError, match="cannot open results file .*Permission denied"):
            run_break(tasks, size="33", threshold=4, wordlist=words_path, results_path=locked / "r.ndjson")
    finally:
        locked.chmod(0o700)


class _FullDisk:
    """Stands in for ``os.write``: accepts ``room`` more bytes, then fails like a full disk."""

    def __init__(self, room):
        self.room = room
        self.real = os.write

    def __call__(self, fd, data):
        if self.room <= 0:
            raise OSError(28, "No space left on device")
        n = self.real(fd, bytes(data[: self.room]))
        self.room -= n
        return n


def test_full_disk_stops_the_run_naming_the_file_and_keeps_what_finished(small_run, tasks, tmp_path,
                                                                         monkeypatch):
    words_path, _ = small_run
    results = tmp_path / "r.ndjson"
    run_break(tasks, size="33", threshold=4, wordlist=words_path, results_path=tmp_path / "whole.ndjson")
    whole = (tmp_path / "whole.ndjson").read_text().splitlines(keepends=True)
    room = len(whole[0]) + len(whole[1]) + len(whole[2]) // 2  # the header, one class, half a class
    monkeypatch.setattr("core.proofs.checkpoint.os.write", _FullDisk(room))
    with pytest.raises(BreakRunAborted, match=r"cannot write results file .*r\.ndjson.*No space left") as err:
        run_break(tasks, size="33", threshold=4, wordlist=words_path, results_path=results)
    assert err.value.results_path == str(results) and err.value.total == len(tasks)
    monkeypatch.undo()
    header, saved = read_results(results)
    assert header is not None and len(saved) == 1 and err.value.done == 1
    rest = run_break(tasks, size="33", threshold=4, wordlist=words_path, results_path=results, resume=True)
    assert rest.resumed == 1 and rest.boards == brute_force(SMALL_CLASSES, WORDS, 4)
    assert sorted(r["class"] for r in class_lines(results)) == sorted(SMALL_CLASSES)


def test_full_disk_on_the_header_leaves_a_file_that_resumes(small_run, tasks, tmp_path, monkeypatch):
    words_path, _ = small_run
    results = tmp_path / "r.ndjson"
    monkeypatch.setattr("core.proofs.checkpoint.os.write", _FullDisk(30))
    with pytest.raises(BreakRunAborted, match="cannot write results file") as err:
        run_break(tasks, size="33", threshold=4, wordlist=words_path, results_path=results)
    assert err.value.done == 0
    monkeypatch.undo()
    assert len(results.read_bytes()) == 30
    rest = run_break(tasks, size="33", threshold=4, wordlist=words_path, results_path=results, resume=True)
    assert rest.done == len(tasks) and read_results(results)[0]["threshold"] == 4


@pytest.mark.parametrize("line", [
    b"[" * 100_000,  # json.loads: RecursionError
    b'{"type": "class", "class": "a b c d e f g h i", "boards": [["abcdefghi", 1e400]]}',  # int(inf)
    b'{"type": "class", "class": "a b c d e f g h i", "boards": [["abcdefghi", Infinity]]}',
    b'{"type": "class", "class": "a b c d e f g h i", "boards": [["abcdefghi", NaN]]}',
    b'{"type": "class", "class": "a b c d e f g h i", "union": ["not", "text"]}',
    b'{"type": "class", "class": "a b c d e f g h i", "seconds": 1' + b"0" * 400 + b"}",  # math.isfinite(int)
], ids=["deep-nesting", "1e400", "Infinity", "NaN", "union-not-text", "seconds-10^400"])
def test_hostile_lines_after_a_good_header_are_reported_not_raised(tmp_path, line):
    """Lines the fuzz tests (tests/fuzz/test_fuzz_results.py) make: each is refused by its line number,
    none gives a traceback."""
    path = tmp_path / "r.ndjson"
    path.write_bytes(json.dumps(make_header("3x3", 5, "standard", "words", "x")).encode() + b"\n" + line + b"\n")
    with pytest.raises(BreakRunError, match="line 2 is not a valid result record"):
        read_results(path)


def test_a_class_broken_in_a_union_keeps_its_union_in_the_file(tmp_path):
    rec = ClassRecord(None, "st ae rt ae st ae rt ae ln", [("sarasaral", 12)], 40, [40, 30], 7, 0.5,
                      union="st ae rt ae st ae rt ae lnst")
    alone = ClassRecord(None, "st ae rt ae st ae rt ae st", [], 20, [20], 3, 0.25)
    path = tmp_path / "r.ndjson"
    path.write_text(json.dumps(make_header("3x3", 5, "standard", "words", "x")) + "\n" + rec.to_json() + "\n"
                    + alone.to_json() + "\n")
    assert '"union"' not in alone.to_json()
    _, (got, got_alone) = read_results(path)
    assert got.union == rec.union and got.boards == rec.boards and got.nodes == 7
    assert got_alone.union is None


def test_repair_cuts_a_torn_line_only_in_a_file_with_a_run_header(tmp_path):
    path = tmp_path / "f.json"
    path.write_bytes(b'{"a":1}')
    assert read_results(path, repair=True) == (None, [])
    assert path.read_bytes() == b'{"a":1}'                   # not ours: left as it was
    header = json.dumps(make_header("3x3", 5, "standard", "words", "x")).encode() + b"\n"
    path.write_bytes(header + b'{"type":"cla')
    assert read_results(path, repair=True)[0]["threshold"] == 5
    assert path.read_bytes() == header


def test_the_header_names_the_breaking_method_and_a_resume_must_match_it(small_run, tasks, tmp_path):
    words_path, _ = small_run
    results = tmp_path / "r.ndjson"
    run_break(tasks[:2], size="33", threshold=4, wordlist=words_path, results_path=results, method="2009")
    header, _ = read_results(results)
    assert header["method"] == "2009"
    before = results.read_bytes()
    with pytest.raises(BreakRunError, match="different run \\(method '2009', this run 'orderly'\\)"):
        run_break(tasks, size="33", threshold=4, wordlist=words_path, results_path=results, resume=True)
    assert results.read_bytes() == before
    summary = run_break(tasks, size="33", threshold=4, wordlist=words_path, results_path=results, resume=True,
                        method="2009")
    assert summary.resumed == 2 and summary.done == len(tasks)


def test_a_file_that_names_no_method_was_broken_with_the_default_one(small_run, tasks, tmp_path):
    words_path, _ = small_run
    results = tmp_path / "r.ndjson"
    run_break(tasks[:2], size="33", threshold=4, wordlist=words_path, results_path=results)
    lines = results.read_text().splitlines(keepends=True)
    header = json.loads(lines[0])
    assert header.pop("method") == "orderly"
    results.write_text(json.dumps(header) + "\n" + "".join(lines[1:]))
    with pytest.raises(BreakRunError, match="method 'orderly', this run '2009'"):
        run_break(tasks, size="33", threshold=4, wordlist=words_path, results_path=results, resume=True,
                  method="2009")
    summary = run_break(tasks, size="33", threshold=4, wordlist=words_path, results_path=results, resume=True)
    assert summary.resumed == 2 and summary.boards == brute_force(SMALL_CLASSES, WORDS, 4)
    assert "method" not in read_results(results)[0]    # the file is appended to, its header kept


def test_a_header_naming_an_unknown_method_is_refused(tmp_path):
    path = tmp_path / "r.ndjson"
    path.write_text(json.dumps({**make_header("3x3", 5, "standard", "words", "x"), "method": "2030"}) + "\n")
    with pytest.raises(BreakRunError, match="bad run header \\(unknown breaking method '2030'"):
        read_results(path)
