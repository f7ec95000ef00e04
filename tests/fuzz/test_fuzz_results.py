"""Results files: ``read_results`` on arbitrary bytes returns or raises ``BreakRunError``;
``boggle break --resume`` on them never shows a traceback (exit 0 or one error line and exit 2)."""
from __future__ import annotations

import contextlib
import io
import json
import math
import subprocess
import sys

import pytest
from hypothesis import given
from hypothesis import strategies as st

from core.cli.main import main
from core.engine.board import parse_size
from core.proofs import BreakRunError, read_results
from core.proofs.checkpoint import make_header
from core.proofs.summary import summarize_results_file
from tests.fuzz import fuzz_settings

CLASS = "a b c d e f g h i"
WORDS = ["abe", "bed", "cab", "dab", "fed", "hid", "bead", "face", "head"]
# Scalars as json.dumps writes them. Infinite numbers ('Infinity', 1e400) and deep nesting are tested
# line by line in tests/core/test_checkpoint.py (test_hostile_lines_after_a_good_header_are_reported_not_raised).
SCALARS = st.one_of(st.none(), st.booleans(), st.integers(-10**20, 10**20), st.floats(allow_infinity=False),
                    st.text(max_size=12), st.sampled_from(["run", "class", CLASS, "3x3", "standard", "abc"]))
VALUES = st.recursive(SCALARS, lambda inner: st.one_of(st.lists(inner, max_size=4),
                                                       st.dictionaries(st.text(max_size=8), inner, max_size=4)),
                      max_leaves=12)
KEYS = st.sampled_from(["type", "class", "id", "boards", "root_bound", "bound_history", "nodes", "seconds",
                        "version", "size", "threshold", "rules", "method", "wordlist", "wordlist_sha256"])
RECORDS = st.dictionaries(KEYS, VALUES, max_size=8).map(lambda d: json.dumps(d).encode())
LINES = st.one_of(RECORDS, VALUES.map(lambda v: json.dumps(v).encode()), st.binary(max_size=40))


@st.composite
def results_bytes(draw):
    lines = draw(st.lists(LINES, max_size=6))
    torn = draw(st.booleans())
    return b"\n".join(lines) + (b"" if torn else b"\n")


@pytest.fixture(scope="module")
def words(tmp_path_factory):
    folder = tmp_path_factory.mktemp("fuzz")
    path = folder / "words.txt"
    path.write_text("\n".join(WORDS) + "\n")
    (folder / "empty.ndjson").write_bytes(b"")
    # Compile (or load) the breaker's kernels outside the examples' deadline.
    assert resume(str(path), folder / "empty.ndjson")[0] == 0
    return str(path)


@pytest.fixture(scope="module")
def scratch(tmp_path_factory):
    """A results file path that every example overwrites."""
    return tmp_path_factory.mktemp("results") / "r.ndjson"


def assert_one_error(err: str) -> None:
    """One ``boggle: error:`` line, the last one (progress may precede it), and no traceback."""
    errors = [line for line in err.splitlines() if line.startswith("boggle: error:")]
    assert len(errors) == 1 and err.splitlines()[-1] == errors[0] and "Traceback" not in err, err


@fuzz_settings(200)
@given(data=st.one_of(st.binary(max_size=200), results_bytes()))
def test_read_results_raises_only_its_own_error(scratch, data):
    path = scratch
    path.write_bytes(data)
    try:
        header, records = read_results(path)
    except BreakRunError as exc:
        assert "\n" not in str(exc)
        return
    assert header is None or isinstance(header, dict)
    assert isinstance(records, list)


def resume(words, path) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(["break", "--threshold", "5", "--class", CLASS, "-d", words, "--results", str(path), "--resume"])
    return code, out.getvalue(), err.getvalue()


@fuzz_settings(40, deadline_ms=10_000)
@given(data=st.one_of(st.binary(max_size=100), results_bytes()))
def test_break_resume_on_garbage_exits_0_or_2(scratch, words, data):
    scratch.write_bytes(data)
    code, out, err = resume(words, scratch)
    assert code in (0, 2), err
    if code == 2:
        assert_one_error(err)
        assert out == ""


@pytest.mark.parametrize("data", [b"\x00\xff garbage\n", b'{"type": "run", "size": 5}\n', b"[1, 2\n"],
                         ids=["binary", "other-run", "broken-json"])
def test_break_resume_on_garbage_through_the_entry_point(tmp_path, words, data):
    path = tmp_path / "r.ndjson"
    path.write_bytes(data)
    r = subprocess.run([sys.executable, "-m", "core", "break", "--threshold", "5", "--class", CLASS, "-d", words,
                        "--results", str(path), "--resume"], capture_output=True, text=True, timeout=300)
    assert r.returncode == 2 and r.stdout == ""
    assert_one_error(r.stderr)
    assert path.read_bytes() == data  # the file is left as it was


# Bugs the fuzz tests found in core/proofs/checkpoint.py (the results-file reader): RecursionError on deep
# nesting, OverflowError on infinite scores, headerless records trusted. Fixed; the inputs stay pinned.
PINNED = [
    pytest.param(b"[" * 100_000 + b"\n", id="deep-nesting-RecursionError"),
    pytest.param(b'{"type": "class", "class": "a b c d e f g h i", "boards": [["abcdefghi", 1e400]]}\n',
                 id="1e400-score-OverflowError"),
    pytest.param(b'{"type": "class", "class": "a b c d e f g h i", "boards": [["abcdefghi", Infinity]]}\n',
                 id="Infinity-score-OverflowError"),
]


@pytest.mark.parametrize("data", PINNED)
def test_read_results_pinned_inputs(tmp_path, data):
    path = tmp_path / "r.ndjson"
    path.write_bytes(data)
    with pytest.raises(BreakRunError):
        read_results(path)


@pytest.mark.parametrize("data", PINNED)
def test_break_resume_pinned_inputs(tmp_path, words, data):
    path = tmp_path / "r.ndjson"
    path.write_bytes(data)
    code, out, err = resume(words, path)
    assert code == 2
    assert_one_error(err)


def test_break_resume_refuses_records_without_a_run_header(tmp_path, words):
    path = tmp_path / "r.ndjson"
    path.write_bytes(b'{"type": "class", "class": "a b c d e f g h i", "boards": [["zzz", 3]]}\n')
    code, out, err = resume(words, path)
    assert code == 2 and "FOUND" not in out


# Records of a valid run with hostile fields: what is read back (by a resume and by the results viewer)
# is true for the run, or the line is refused by number: never a board of another size or below the
# threshold printed as FOUND, a 1e308 score as a 309-digit number, or a TypeError for a class that is a list.
HEADER = make_header("3x3", 5, "standard", "words", "x")
GOOD = {"type": "class", "id": 3, "class": CLASS, "boards": [["abcdefghi", 7]], "root_bound": 9,
        "bound_history": [9, 6], "nodes": 4, "seconds": 0.25}
HOSTILE = st.one_of(
    SCALARS, st.sampled_from([1e308, -1, 2**31, 2**64, 10**400, True, "7", [], {}, "zzzz", "abcdefghij", "deslatper"]),
    st.lists(st.one_of(st.tuples(st.sampled_from(["abcdefghi", "zzzz", "abcdefgh!", "ABCDEFGHI", "a" * 9]),
                                 st.one_of(st.integers(-10, 2**32), st.sampled_from([1e308, 5.0, "9", None])))
                       .map(list), SCALARS), max_size=3),
)
FIELDS = st.sampled_from(["id", "class", "boards", "root_bound", "bound_history", "nodes", "seconds", "union"])


def check_true_for_the_run(records, threshold=5):
    for rec in records:
        assert isinstance(rec.class_text, str) and len(rec.class_text.split()) == 9
        assert rec.class_id is None or (isinstance(rec.class_id, int) and rec.class_id >= 0)
        for board, score in rec.boards:
            assert isinstance(board, str) and len(board) == 9 and set(board) <= set("abcdefghijklmnopqrstuvwxyz12345#")
            assert isinstance(score, int) and not isinstance(score, bool) and threshold <= score < 2**31
        assert all(isinstance(v, int) and 0 <= v <= 2**53 for v in (rec.root_bound, rec.nodes, *rec.bound_history))
        assert math.isfinite(rec.seconds) and rec.seconds >= 0


@fuzz_settings(300)
@given(changes=st.dictionaries(FIELDS, HOSTILE, max_size=3))
def test_records_read_back_are_true_for_their_run_or_refused_by_line(scratch, changes):
    record = {**GOOD, **changes}
    scratch.write_bytes((json.dumps(HEADER) + "\n" + json.dumps(record) + "\n").encode())
    try:
        _, records = read_results(scratch)
    except BreakRunError as exc:
        assert "line 2" in str(exc) and "\n" not in str(exc)
        return
    check_true_for_the_run(records)


@fuzz_settings(150)
@given(changes=st.dictionaries(FIELDS, HOSTILE, max_size=3),
       header_changes=st.dictionaries(st.sampled_from(["size", "threshold", "rules", "method", "wordlist",
                                                        "language", "total", "partition"]), HOSTILE, max_size=2))
def test_the_results_viewer_shows_only_what_is_true_for_the_run(scratch, changes, header_changes):
    header = {**HEADER, **header_changes}
    scratch.write_bytes((json.dumps(header) + "\n" + json.dumps({**GOOD, **changes}) + "\n").encode())
    try:
        summary = summarize_results_file(scratch)
    except BreakRunError as exc:
        assert "\n" not in str(exc)
        return
    assert summary.classes == 1
    assert summary.threshold >= 1
    cells = parse_size(summary.header["size"]).ncells
    for board, score in summary.boards:
        assert len(board) == cells and summary.threshold <= score < 2**31
    assert all(math.isfinite(t) for t in summary.times) and all(0 <= b <= 2**53 for b in summary.root_bounds)
