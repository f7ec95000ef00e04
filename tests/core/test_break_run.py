"""The break run driver: real Breaker, compared to brute force; checkpoints, resume, cancel, Dask."""
from __future__ import annotations

import json
import threading

import pytest

from core.engine.board import canonical_board, parse_size
from core.proofs import (
    BreakRunError,
    BreakTask,
    read_results,
    run_break,
    tasks_from_class,
    tasks_from_file,
    tasks_from_partition,
)
from core.proofs.classes import class_from_id, parse_class, parse_partition
from tests.naive import NaiveDictionary, all_boards, score_board

GEOM = parse_size("33")
PARTITION = "bdfgjqvwxz aeiou lnrsy chkmpt"

WORDS = ["tea", "eat", "ate", "sea", "set", "tee", "see", "seat", "east", "eats", "teas", "rate", "tear",
         "stare", "rates", "tears", "aster", "treat", "street", "steer", "reset", "trees", "terse", "ester",
         "eaters", "easter", "teaser", "seater", "rest", "rats", "star", "tsar", "arts", "tar", "art", "rat",
         "ear", "era", "are", "sat", "tat", "test", "state", "taste", "stats", "ease", "erase", "sear"]

# Small classes (at most 2^9 boards each) that a brute force can enumerate.
SMALL_CLASSES = [
    "st ae rt ae st ae rt ae st",
    "ae st ae rt ae st ae rt ae",
    "s e a t r e s t a",
    "rs ae st te a rt es ae st",
    "bc ae st d e rt f ae g",
]


def brute_force(class_texts, words, threshold):
    """Every board >= threshold over the classes, canonical, by the naive scorer."""
    d = NaiveDictionary(words)
    best = {}
    for text in class_texts:
        for board in all_boards(text.split()):
            score = score_board(board, 3, 3, d)
            if score >= threshold:
                best[canonical_board(board, GEOM)] = score
    return sorted(best.items(), key=lambda bs: (-bs[1], bs[0]))


@pytest.fixture
def small_run(write_wordlist, tmp_path):
    words_path = write_wordlist(WORDS)
    classes_path = tmp_path / "classes.txt"
    classes_path.write_text("# tiny classes\n" + "\n".join(SMALL_CLASSES) + "\n\n", encoding="utf-8")
    return words_path, classes_path


def test_small_classes_match_brute_force(small_run):
    words_path, classes_path = small_run
    tasks = tasks_from_file(classes_path, GEOM)
    assert [t.class_text for t in tasks] == SMALL_CLASSES
    for threshold in (4, 9):
        expected = brute_force(SMALL_CLASSES, WORDS, threshold)
        assert expected, "the brute force should find boards, or the test proves nothing"
        summary = run_break(tasks, size="33", threshold=threshold, wordlist=words_path, keep_records=True)
        assert summary.boards == expected
        assert summary.done == summary.total == len(SMALL_CLASSES) and not summary.cancelled
        per_class = {r.class_text: r for r in summary.records}
        for text in SMALL_CLASSES:
            rec = per_class[text]
            assert rec.boards == brute_force([text], WORDS, threshold)
            assert rec.root_bound >= max([s for _, s in rec.boards], default=0)
            assert rec.seconds >= 0 and rec.nodes >= 0 and rec.bound_history


def test_two_worker_processes_match_brute_force(small_run):
    words_path, classes_path = small_run
    tasks = tasks_from_file(classes_path, GEOM)
    seen = []
    summary = run_break(tasks, size="33", threshold=4, wordlist=words_path, workers=2, chunksize=1,
                        progress=lambda p: seen.append((p.done, p.total)))
    assert summary.boards == brute_force(SMALL_CLASSES, WORDS, 4)
    assert seen[0] == (0, len(tasks)) and seen[-1] == (len(tasks), len(tasks))
    assert [d for d, _ in seen] == list(range(len(tasks) + 1))
    assert summary.peak_rss < 1 << 30


def _class_lines(path):
    return [json.loads(line) for line in path.read_text().splitlines()[1:]]


def test_checkpoint_resume_after_torn_write(small_run, tmp_path):
    words_path, classes_path = small_run
    tasks = tasks_from_file(classes_path, GEOM)
    results = tmp_path / "out" / "results.ndjson"
    full = run_break(tasks, size="33", threshold=4, wordlist=words_path, results_path=results)
    lines = results.read_text().splitlines(keepends=True)
    assert json.loads(lines[0])["type"] == "run" and json.loads(lines[0])["threshold"] == 4
    assert sorted(r["class"] for r in _class_lines(results)) == sorted(SMALL_CLASSES)

    # A kill mid-write: two classes finished, the third torn in the middle of its line.
    torn = "".join(lines[:3]) + lines[3][: len(lines[3]) // 2]
    results.write_text(torn)
    header, kept = read_results(results)
    assert len(kept) == 2 and header["size"] == "3x3"
    with pytest.raises(BreakRunError, match="already exists"):
        run_break(tasks, size="33", threshold=4, wordlist=words_path, results_path=results)
    with pytest.raises(BreakRunError, match="threshold"):
        run_break(tasks, size="33", threshold=5, wordlist=words_path, results_path=results, resume=True)

    broken = []
    resumed = run_break(tasks, size="33", threshold=4, wordlist=words_path, results_path=results, resume=True,
                        progress=lambda p: p.last and broken.append(p.last.class_text))
    assert resumed.resumed == 2 and resumed.done == len(tasks)
    assert sorted(broken) == sorted(t.class_text for t in tasks[2:])  # finished classes not redone
    assert resumed.boards == full.boards
    # The torn fragment is gone; every class is in the file exactly once and every line parses.
    text = results.read_text()
    assert text.startswith("".join(lines[:3])) and text.endswith("\n")
    assert sorted(r["class"] for r in _class_lines(results)) == sorted(SMALL_CLASSES)

    # Resuming a complete file does nothing and still reports every board.
    again = run_break(tasks, size="33", threshold=4, wordlist=words_path, results_path=results, resume=True)
    assert again.resumed == len(tasks) and again.boards == full.boards
    assert results.read_text() == text


def test_corrupt_line_inside_results_is_an_error(small_run, tmp_path):
    words_path, classes_path = small_run
    tasks = tasks_from_file(classes_path, GEOM)
    results = tmp_path / "results.ndjson"
    run_break(tasks[:2], size="33", threshold=4, wordlist=words_path, results_path=results)
    lines = results.read_text().splitlines(keepends=True)
    results.write_text(lines[0] + "{not json\n" + "".join(lines[1:]))
    before = results.read_bytes()
    with pytest.raises(BreakRunError, match="line 2"):
        run_break(tasks, size="33", threshold=4, wordlist=words_path, results_path=results, resume=True)
    assert results.read_bytes() == before  # never rewritten


def test_cancel_keeps_finished_classes(small_run, tmp_path):
    words_path, classes_path = small_run
    tasks = tasks_from_file(classes_path, GEOM)
    results = tmp_path / "results.ndjson"
    stop = threading.Event()

    def progress(p):
        if p.done >= 2:
            stop.set()

    summary = run_break(tasks, size="33", threshold=4, wordlist=words_path, results_path=results,
                        progress=progress, cancel=stop)
    assert summary.cancelled and summary.done == 2
    assert len(_class_lines(results)) == 2
    rest = run_break(tasks, size="33", threshold=4, wordlist=words_path, results_path=results, resume=True)
    assert not rest.cancelled and rest.resumed == 2
    assert rest.boards == brute_force(SMALL_CLASSES, WORDS, 4)


def test_cancel_stops_a_process_pool(small_run, tmp_path):
    words_path, classes_path = small_run
    tasks = tasks_from_file(classes_path, GEOM)
    stop = threading.Event()
    summary = run_break(tasks, size="33", threshold=4, wordlist=words_path, workers=2, chunksize=1,
                        results_path=tmp_path / "r.ndjson", progress=lambda p: p.done >= 1 and stop.set(),
                        cancel=stop)
    assert summary.cancelled and summary.done == 1
    assert len(_class_lines(tmp_path / "r.ndjson")) == summary.done


def test_bad_inputs_are_clear_errors(small_run, tmp_path):
    words_path, _ = small_run
    with pytest.raises(BreakRunError, match="missing letter"):
        tasks_from_partition(GEOM, "abc def")
    with pytest.raises(BreakRunError, match="9 cells"):
        tasks_from_class("ab cd", GEOM)
    with pytest.raises(BreakRunError, match="bad character"):
        tasks_from_class("a b c d e f g h 1", GEOM)
    bad = tmp_path / "bad.txt"
    bad.write_text("a b c d e f g h i\nab cd\n")
    with pytest.raises(BreakRunError, match="line 2"):
        tasks_from_file(bad, GEOM)
    with pytest.raises(BreakRunError, match="cannot read"):
        tasks_from_file(tmp_path / "missing.txt", GEOM)
    with pytest.raises(BreakRunError, match="threshold"):
        run_break(tasks_from_class("a b c d e f g h i", GEOM), size="33", threshold=0, wordlist=words_path)


def test_partition_tasks_are_canonical_shuffled_and_reproducible():
    tasks = tasks_from_partition(GEOM, PARTITION)
    assert len(tasks) == 34960
    ids = [t.class_id for t in tasks]
    assert len(set(ids)) == len(ids) and ids != sorted(ids)
    assert tasks_from_partition(GEOM, PARTITION, limit=50) == tasks[:50]
    part = parse_partition(PARTITION, GEOM)
    for t in tasks[:20]:
        assert t.class_text == str(class_from_id(part, t.class_id))


def _perlatdes_classes():
    part = parse_partition(PARTITION, GEOM)
    # The canonical classes holding perlatdes (545) and septarles/niptalser (528, 504).
    return [BreakTask(cid, str(class_from_id(part, cid))) for cid in (27126, 158198)]


def test_representative_3x3_slice_with_enable2k(enable2k_path, enable2k_solver):
    """A shuffled slice of the full 3x3 run plus the classes that hold 500+ boards."""
    slice_tasks = tasks_from_partition(GEOM, PARTITION, limit=150) + _perlatdes_classes()
    summary = run_break(slice_tasks, size="33", threshold=500, wordlist=enable2k_path, keep_records=True)
    found = dict(summary.boards)
    # Golden boards (docs/algorithms.md#checking-the-algorithms): the best board and the README examples.
    assert found["deslatper"] == 545
    assert found[canonical_board("septarles", GEOM)] == 528
    assert found[canonical_board("niptalser", GEOM)] == 504
    assert summary.boards[0] == ("deslatper", 545)
    for board, score in summary.boards:
        assert board == canonical_board(board, GEOM)
        assert enable2k_solver.score(board, GEOM) == score >= 500
    # Each found board lies in a class of the slice (in some orientation).
    for rec in summary.records:
        sets = parse_class(rec.class_text, GEOM).letter_sets
        for board, _ in rec.boards:
            images = ["".join(board[i] for i in perm) for perm in GEOM.symmetries]
            assert any(all(img[c] in sets[c] for c in range(9)) for img in images)
        assert rec.root_bound >= max([s for _, s in rec.boards], default=0)
    # The orderly breaker's boards for the 500+ classes agree with the independent 2009 method.
    by_class = {r.class_text: r.boards for r in summary.records}
    from core.engine.wordlist import load_wordlist
    from core.proofs.breaker import Breaker
    old = Breaker(load_wordlist(enable2k_path), GEOM, method="2009")
    task = _perlatdes_classes()[0]
    res = old.break_class(parse_class(task.class_text, GEOM), 500)
    assert by_class[task.class_text] == sorted(res.boards, key=lambda bs: (-bs[1], bs[0]))
    assert len(res.boards) >= 6


def test_dask_cluster_run_checkpoints_and_resumes(small_run, tmp_path):
    distributed = pytest.importorskip("dask.distributed")
    words_path, classes_path = small_run
    tasks = tasks_from_file(classes_path, GEOM)
    results = tmp_path / "dask.ndjson"
    with distributed.LocalCluster(n_workers=1, threads_per_worker=1, processes=False,
                                  dashboard_address=None) as cluster:
        first = run_break(tasks[:3], size="33", threshold=4, wordlist=words_path, results_path=results,
                          scheduler=cluster.scheduler_address)
        assert first.done == 3 and len(_class_lines(results)) == 3
        rest = run_break(tasks, size="33", threshold=4, wordlist=words_path, results_path=results, resume=True,
                         scheduler=cluster.scheduler_address)
    assert rest.resumed == 3 and rest.done == len(tasks)
    assert rest.boards == brute_force(SMALL_CLASSES, WORDS, 4)
    assert sorted(r["class"] for r in _class_lines(results)) == sorted(SMALL_CLASSES)


def test_unreachable_scheduler_is_a_clear_error(small_run, monkeypatch):
    pytest.importorskip("dask.distributed")
    monkeypatch.setattr("core.proofs.executors.DASK_CONNECT_TIMEOUT", "1s")
    words_path, classes_path = small_run
    with pytest.raises(BreakRunError, match="Dask scheduler"):
        run_break(tasks_from_file(classes_path, GEOM), size="33", threshold=4, wordlist=words_path,
                  scheduler="tcp://127.0.0.1:9")
