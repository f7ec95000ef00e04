"""A results file summed up (core.proofs.summary) and printed by ``boggle results FILE``."""
from __future__ import annotations

import itertools
import re

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from core.cli.main import main
from core.engine.board import parse_size
from core.engine.cancel import Cancelled
from core.engine.wordlist import load_wordlist
from core.proofs import (
    BreakRunError,
    BreakTask,
    group_classes,
    read_results,
    run_break,
    tasks_from_class,
)
from core.proofs.run import summarize_records
from core.proofs.summary import (
    MIN_BIN_SECONDS,
    SLOWEST_SHOWN,
    summarize_results_file,
    summary_lines,
    time_bin_edges,
    time_histogram,
)
from tests.core.break_support import CLASS_LINE, PARTITION, SMALL_CLASSES, WORDS, results_header, write_tiny_run
from tests.core.break_support import TINY_RUN_CLASSES as CLASSES
from tests.core.break_support import TINY_RUN_THRESHOLD as THRESHOLD

#: A line of the printed time histogram: from, to, classes, a bar.
HISTOGRAM_BIN = re.compile(r"^  [ \d.,]+ m?s - [ \d.,]+ m?s +([\d,]+)(?: #+)?$")


@pytest.fixture
def tiny_run(write_wordlist, tmp_path):
    """A real results file: 60 classes of the usual 3x3 partition with the tiny list, threshold 54."""
    return write_tiny_run(write_wordlist, tmp_path)


def results(capsys, *argv):
    code = main(["results", *map(str, argv)])
    out, err = capsys.readouterr()
    return code, out.splitlines(), err




def test_a_real_run_summed_up(tiny_run):
    path, words = tiny_run
    before = path.read_bytes()
    header, records = read_results(path)
    s = summarize_results_file(path, partitions=[PARTITION], wordlists=[str(words)])
    assert s.header == header and s.classes == CLASSES and s.total == 34_960
    assert s.partition == PARTITION and s.partition_source == "recognised"
    assert s.method == "orderly" and s.threshold == THRESHOLD and not s.torn_tail
    assert s.boards == summarize_records(records)
    assert list(s.times) == [r.seconds for r in records]
    assert s.nodes == sum(r.nodes for r in records)
    assert s.broken_at_root == sum(r.root_bound < THRESHOLD for r in records)
    slowest = sorted(records, key=lambda r: -r.seconds)[:SLOWEST_SHOWN]
    assert [(c.nodes, c.root_bound, c.class_text) for c in s.slowest] == [
        (r.nodes, r.root_bound, r.class_text) for r in slowest]
    depth = max(len(r.bound_history) for r in records)
    rows = s.level_rows()
    assert len(rows) == depth and rows[0][1] == CLASSES
    for k, n, median, _, top in rows:
        level = [r.bound_history[k] for r in records if len(r.bound_history) > k]
        assert n == len(level) and median == int(np.median(level)) and top == max(level)
    assert s.wordlist_path == str(words.resolve())
    assert s.setup.wordlist_sha256 == load_wordlist(words).sha256 and s.setup.width == 3
    assert path.read_bytes() == before


def test_boggle_results_prints_what_the_viewer_shows(capsys, tiny_run):
    path, words = tiny_run
    _, records = read_results(path)
    boards = summarize_records(records)
    code, out, err = results(capsys, path, "--dictionary", words)
    assert code == 0 and err == ""
    text = "\n".join(out)
    assert f"run: 3x3, threshold {THRESHOLD}, standard rules, orderly method" in text
    assert f"here: {words.resolve()}" in text
    assert f"partition: {PARTITION} (recognised from the class ids)" in text
    assert f"classes: {CLASSES} of 34,960 canonical" in text
    start = out.index(f"boards found: {len(boards)} at or above {THRESHOLD}")
    assert out[start + 1:start + 1 + len(boards)] == [f"  {b} {s}" for b, s in boards]
    # The histogram counts every class once.
    assert any(line.startswith(f"time per class: {CLASSES} classes, median") for line in out)
    bins = [HISTOGRAM_BIN.match(line) for line in out]
    assert sum(int(m.group(1).replace(",", "")) for m in bins if m) == CLASSES
    assert "bound per level (root, then after each force):" in out
    assert any(line.startswith(f"slowest {SLOWEST_SHOWN} classes") for line in out)
    # --boards K prints only the best K.
    code, out, _ = results(capsys, path, "--boards", 2)
    start = out.index(f"boards found: {len(boards)} at or above {THRESHOLD} (the best 2 shown)")
    assert out[start + 1:start + 3] == [f"  {b} {s}" for b, s in boards[:2]] and out[start + 3] == ""


def test_boggle_results_names_the_method_of_a_2009_run(capsys, write_wordlist, tmp_path):
    words = write_wordlist(WORDS)
    path = tmp_path / "r.ndjson"
    run_break(tasks_from_class(SMALL_CLASSES[0], parse_size("33")), size="33", threshold=20, wordlist=str(words),
              results_path=path, method="2009")
    code, out, _ = results(capsys, path)
    assert code == 0 and "2009 method" in out[1]
    assert "partition: unknown" in "\n".join(out)


@pytest.mark.parametrize("content, problem", [
    (b"", "is empty"),
    (b"\n\n", "holds only blank lines"),
    (b'{"type":"run"', "has no complete line"),
    (b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\xff\xfe\n", "first line is not JSON"),
    (b"board,score\ndeslatper,545\n", "first line is not JSON"),
    ((CLASS_LINE + "\n").encode(), "no run header on its first line"),
    (b"[1, 2, 3]\n", "no run header on its first line"),
    ((results_header(version=99) + "\n").encode(), "newer version"),
    ((results_header(size="9x9") + "\n").encode(), "bad board size"),
    ((results_header(method="guess") + "\n").encode(), "unknown breaking method 'guess'"),
    ((results_header() + "\n" + CLASS_LINE + "\n{not json\n").encode(),
     "line 3 is not a valid result record (not JSON)"),
    ((results_header() + "\n" + CLASS_LINE.replace('"seconds":0.5', '"seconds":NaN') + "\n").encode(),
     "line 2 is not a valid result record"),
    ((results_header() + "\n" + CLASS_LINE.replace('"nodes":5', '"nodes":"many"') + "\n").encode(), "line 2"),
    ((results_header() + "\n" + results_header() + "\n").encode(), "second run header"),
    ((results_header() + "\n" + '{"type":"note"}' + "\n").encode(), "line 2 is not a valid result record (not a class"),
    (b"[" * 100_000 + b"\n", "first line is not JSON"),
    ((results_header() + "\n" + CLASS_LINE.replace('"root_bound":3', '"root_bound":1e308') + "\n").encode(),
     "line 2 is not a valid result record (its root_bound"),
    ((results_header(rules=["x"]) + "\n").encode(), "bad run header (bad rules ['x']"),
    ((results_header(threshold=1e308) + "\n").encode(), "bad run header (bad threshold"),
    ((results_header() + "\n" + CLASS_LINE.replace('"boards":[]', '"boards":[["zzzz",99999]]') + "\n").encode(),
     "board 'zzzz' has 4 cells"),
    ((results_header() + "\n" + CLASS_LINE.replace('"boards":[]', '"boards":[["deslatper",7]]') + "\n").encode(),
     "below the run's threshold 10"),
    ((results_header() + "\n" + CLASS_LINE.replace('"boards":[]', '"boards":[["deslatper",1e308]]') + "\n").encode(),
     "is not a whole number"),
    # a hostile value's newline is shown escaped, never raw in the one-line message
    ((results_header() + "\n" + CLASS_LINE.replace('"root_bound":3', '"root_bound":"\\n"') + "\n").encode(),
     "its root_bound '\\n' is not a whole number"),
    ((results_header() + "\n" + CLASS_LINE.replace('"boards":[]', '"boards":[["deslatper","7\\n"]]') + "\n").encode(),
     "score '7\\n' of board"),
    ((results_header(threshold="\n") + "\n").encode(), "bad run header (bad threshold '\\n'"),
    ((results_header(rules="x" * 2000) + "\n").encode(), "bad run header (bad rules 'xxx"),
    ((results_header(total="\r") + "\n").encode(), "bad run header (bad total '\\r'"),
])
def test_a_file_that_is_not_a_results_file_gets_one_clear_line(capsys, tmp_path, content, problem):
    bad = tmp_path / "bad.ndjson"
    bad.write_bytes(content)
    with pytest.raises(BreakRunError, match="bad.ndjson") as caught:
        summarize_results_file(bad)
    assert problem in str(caught.value) and "\n" not in str(caught.value)
    code, out, err = results(capsys, bad)
    assert code == 2 and out == [] and err == f"boggle: error: {caught.value}\n"
    assert bad.read_bytes() == content


@pytest.mark.parametrize("kind, problem", [("missing", "not found (no such file)"), ("folder", "is a folder")])
def test_missing_file_or_folder(capsys, tmp_path, kind, problem):
    target = tmp_path / ("nothing.ndjson" if kind == "missing" else "folder")
    if kind == "folder":
        target.mkdir()
    code, out, err = results(capsys, target)
    assert code == 2 and out == [] and problem in err and err.count("\n") == 1


def test_a_torn_last_line_is_skipped_and_the_file_left_alone(capsys, tiny_run):
    path = tiny_run[0]
    data = path.read_bytes() + b'{"type":"class","id":12,"class":"bdf'
    path.write_bytes(data)
    s = summarize_results_file(path)
    assert s.classes == CLASSES and s.torn_tail
    code, out, _ = results(capsys, path)
    assert code == 0 and any("last line torn" in line for line in out)
    assert path.read_bytes() == data


def test_reading_reports_progress_and_stops_on_request(tmp_path):
    big = tmp_path / "big.ndjson"
    lines = [results_header()] + [CLASS_LINE.replace('"id":null', f'"id":{i}') for i in range(10_000)]
    big.write_text("\n".join(lines) + "\n")
    seen = []
    s = summarize_results_file(big, progress=lambda done, total: seen.append((done, total)))
    assert s.classes == 10_000 and seen and all(0 < done <= total for done, total in seen)
    with pytest.raises(Cancelled):
        summarize_results_file(big, cancel=lambda: True)


def test_classes_without_ids_have_no_partition(write_wordlist, tmp_path):
    words = write_wordlist(WORDS)
    path = tmp_path / "one.ndjson"
    run_break(tasks_from_class(SMALL_CLASSES[0], parse_size("33")), size="33", threshold=20,
              wordlist=str(words), results_path=path)
    s = summarize_results_file(path, partitions=[PARTITION], wordlists=[str(words)])
    assert s.classes == 1 and s.partition is None and s.total is None
    assert s.wordlist_path == str(words.resolve()) and s.setup.wordlist_sha256 == load_wordlist(words).sha256
    # Not found by name or among the candidates: no path, and the boards still carry the list's identity.
    s = summarize_results_file(path, partitions=[PARTITION], wordlists=[])
    assert s.wordlist_path is None and s.setup.wordlist_path is None


@settings(max_examples=200, deadline=None)
@given(st.lists(st.floats(min_value=0, max_value=1e6, allow_nan=False), min_size=1, max_size=50))
def test_time_bins_cover_every_time(times):
    t = np.array(times)
    edges = time_bin_edges(t)
    assert len(edges) >= 2 and np.allclose(edges[1:] / edges[:-1], 10 ** 0.25)
    assert np.isclose(np.log10(edges[0]), round(np.log10(edges[0])))      # starts at a power of ten
    assert edges[-1] >= t.max()
    if (t > 0).any():
        assert edges[0] <= max(MIN_BIN_SECONDS, t[t > 0].min()) < edges[0] * 10
    counts, _ = time_histogram(t)
    assert counts.sum() == len(t)


@settings(max_examples=60, deadline=None)
@given(st.lists(st.sampled_from([0.25, 0.5, 1.0, 2.0]), min_size=1, max_size=3 * SLOWEST_SHOWN))
def test_slowest_classes_with_equal_times_keep_file_order(tmp_path_factory, times):
    """Equal times at the cut-off (short classes round alike) keep the earliest lines, as a stable
    sort of the records by time does."""
    path = tmp_path_factory.mktemp("ties") / "ties.ndjson"
    lines = [results_header()]
    for i, t in enumerate(times):
        lines.append(CLASS_LINE.replace('"seconds":0.5', f'"seconds":{t}').replace('"nodes":5', f'"nodes":{i}'))
    path.write_text("\n".join(lines) + "\n")
    s = summarize_results_file(path, partitions=[], wordlists=[])
    expected = sorted(range(len(times)), key=lambda i: -times[i])[:SLOWEST_SHOWN]
    assert [c.nodes for c in s.slowest] == expected


def test_classes_broken_as_one_union_count_once_among_the_slowest(write_wordlist, tmp_path):
    """A union's classes share its time: the slowest list shows the union once, with their time,
    nodes and boards added up, and the summary says how many unions there were."""
    words = write_wordlist(WORDS)
    tasks = [BreakTask(None, " ".join([c[0], "ae", c[1], "rt", "st", "ae", c[2], "st", c[3]]))
             for c in itertools.product(("st", "ln"), repeat=4)] + [BreakTask(None, t) for t in SMALL_CLASSES]
    units = group_classes(tasks, parse_size("33"))
    unions = [u for u in units if u.union is not None]
    assert unions and any(u.union is None for u in units)
    path = tmp_path / "unions.ndjson"
    run_break(tasks, size="33", threshold=9, wordlist=str(words), results_path=path)
    _, records = read_results(path)
    s = summarize_results_file(path, partitions=[], wordlists=[])
    assert s.unions == len(unions) and s.classes == len(tasks)
    for u in unions:
        (entry,) = [c for c in s.slowest if c.class_text == u.union]
        mine = [r for r in records if r.union == u.union]
        assert entry.classes == len(u.tasks) == len(mine)
        assert entry.seconds == pytest.approx(sum(r.seconds for r in mine))
        assert entry.nodes == sum(r.nodes for r in mine) and entry.boards == sum(len(r.boards) for r in mine)
    alone = {r.class_text for r in records if r.union is None}
    assert {c.class_text for c in s.slowest if c.classes == 1} <= alone
    assert len(s.slowest) == min(SLOWEST_SHOWN, len(unions) + len(alone))
    text = "\n".join(summary_lines(s))
    assert f"broken in {len(unions)} unions" in text and f"union of {len(unions[0].tasks)}" in text
