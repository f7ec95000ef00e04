"""The break run driver: real Breaker, compared to brute force; cancel; the 3x3 figures.

Tasks, the results file and the back ends have their own tests (test_tasks.py,
test_checkpoint.py, test_executors.py); the shared tiny list and classes live in
break_support.py.
"""
from __future__ import annotations

import itertools
import threading

import pytest

from core.engine.board import canonical_board, parse_size
from core.proofs import (
    BreakRunError,
    BreakTask,
    group_classes,
    run_break,
    tasks_from_class,
    tasks_from_file,
    tasks_from_partition,
)
from core.proofs.classes import class_from_id, parse_class, parse_partition
from tests.core.break_support import (  # noqa: F401  (WORDS and friends are imported from here too)
    GEOM,
    PARTITION,
    SMALL_CLASSES,
    WORDS,
    brute_force,
    class_lines,
    write_small_run,
)


@pytest.fixture
def small_run(write_wordlist, tmp_path):
    return write_small_run(write_wordlist, tmp_path)


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
    assert len(class_lines(results)) == 2
    rest = run_break(tasks, size="33", threshold=4, wordlist=words_path, results_path=results, resume=True)
    assert not rest.cancelled and rest.resumed == 2
    assert rest.boards == brute_force(SMALL_CLASSES, WORDS, 4)


def test_cancel_stops_a_serial_run_inside_its_class(enable2k_path, tmp_path):
    """A one-worker run asks ``cancel`` inside a class too (at the breaker loop's pauses), so a
    cancel does not wait for a long class to end; the class it stopped is not recorded, and a
    resume breaks it whole."""
    text = "lnrsy aeiou chkmpt chkmpt aeiou lnrsy lnrsy aeiou bdfgjqvwxz"
    results = tmp_path / "results.ndjson"
    asked = []

    def cancel():   # False before the class starts, True at the first pause inside it
        asked.append(1)
        return len(asked) > 1

    summary = run_break(tasks_from_class(text, GEOM), size="33", threshold=500, wordlist=enable2k_path,
                        results_path=results, cancel=cancel)
    assert summary.cancelled and summary.done == 0 and len(asked) == 2
    assert class_lines(results) == []
    rest = run_break(tasks_from_class(text, GEOM), size="33", threshold=500, wordlist=enable2k_path,
                     results_path=results, resume=True)
    assert not rest.cancelled and rest.done == 1
    assert rest.boards[0] == ("deslatper", 545) and len(class_lines(results)) == 1


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


def test_bad_threshold_is_a_clear_error(small_run):
    words_path, _ = small_run
    one = tasks_from_class("a b c d e f g h i", GEOM)
    with pytest.raises(BreakRunError, match="threshold"):
        run_break(one, size="33", threshold=0, wordlist=words_path)
    # Scores are 32-bit in the kernels: a larger threshold would overflow there.
    for too_big in (2**31, 2**63 - 1, 2**63, 10**30):
        with pytest.raises(BreakRunError, match="at most 2147483647"):
            run_break(one, size="33", threshold=too_big, wordlist=words_path)
    assert run_break(one, size="33", threshold=2**31 - 1, wordlist=words_path).boards == []


def test_max_memory_is_checked_and_passed_to_the_workers(small_run):
    words_path, classes_path = small_run
    tasks = tasks_from_file(classes_path, GEOM)
    for bad in (0, 10**6, -5, 1.5e9, "1G", True):
        with pytest.raises(BreakRunError, match="max_memory"):
            run_break(tasks, size="33", threshold=4, wordlist=words_path, max_memory=bad)
    # Above the minimum but below what a breaking process holds: one clear error, nothing run.
    from core.proofs import BreakRunAborted
    with pytest.raises(BreakRunAborted, match="max_memory 70 MiB is too small"):
        run_break(tasks, size="33", threshold=4, wordlist=words_path, max_memory=70 * 2**20)
    expected = brute_force(SMALL_CLASSES, WORDS, 4)
    for workers in (1, 2):
        summary = run_break(tasks, size="33", threshold=4, wordlist=words_path, workers=workers,
                            max_memory=2**31)
        assert summary.boards == expected


def test_memory_sizes_on_the_command_line():
    from core.cli.common import UserError
    from core.cli.proofs import parse_memory_size
    assert parse_memory_size("500M") == 500 * 2**20
    assert parse_memory_size("2G") == parse_memory_size("2gb") == parse_memory_size("2 GiB") == 2 * 2**30
    assert parse_memory_size("1.5G") == 3 * 2**29
    assert parse_memory_size("800000000") == 800_000_000
    for bad in ("", "lots", "500X", "-1G", "1e9", "G"):
        with pytest.raises(UserError, match="such as 500M"):
            parse_memory_size(bad)
    with pytest.raises(UserError, match="at least 64M"):
        parse_memory_size("10M")


def test_classes_broken_as_unions_give_each_class_its_boards(small_run):
    """Classes that differ only in their corners are broken as one union class, in this process
    and in a pool: each class gets exactly the boards it gives alone, and the union's bounds."""
    words_path, _ = small_run
    tasks = []
    for inner in ("ae rt ae st ae", "ae st ea rt ae"):   # cells 1, 3, 4, 5, 7 (corners: 0, 2, 6, 8)
        a, b, c, d, e = inner.split()
        for corners in itertools.product(("st", "ln", "rt"), repeat=4):
            tasks.append(BreakTask(None, " ".join([corners[0], a, corners[1], b, c, d, corners[2], e, corners[3]])))
    tasks = tasks[::2] + [BreakTask(None, t) for t in SMALL_CLASSES]  # corner groups not quite full
    units = group_classes(tasks, GEOM)
    assert sum(len(u.tasks) for u in units if u.union) > len(tasks) / 2 and any(u.union is None for u in units)
    plain = run_break(tasks, size="33", threshold=9, wordlist=words_path, keep_records=True, group_classes=False)
    want = {r.class_text: r.boards for r in plain.records}
    assert sum(1 for b in want.values() if b) > 10, "classes should hold boards, or the test proves little"
    assert all(r.union is None for r in plain.records)
    bounds = {r.class_text: r.root_bound for r in plain.records}
    for workers in (1, 2):
        grouped = run_break(tasks, size="33", threshold=9, wordlist=words_path, keep_records=True,
                            workers=workers)
        assert {r.class_text: r.boards for r in grouped.records} == want
        assert grouped.boards == plain.boards
        assert {r.union for r in grouped.records} == {u.union for u in units}
        for r in grouped.records:
            assert r.root_bound >= bounds[r.class_text]
            if r.union is None:
                assert r.root_bound == bounds[r.class_text]


def test_a_3x4_run_opens_the_short_sides_only_without_a_memory_budget(small_run):
    """3x4 unions open cells 4 and 7 as well as the corners; within a memory budget (where such
    unions are split until they fit, at a loss) only the corners. The boards are the same."""
    from core.proofs.tasks import BUDGET_UNION_CELLS, corner_cells, max_union_cells
    words_path, _ = small_run
    geom = parse_size("34")
    inner = "x a e x s t r e t x a e".split()   # cells 0, 3, 4, 7, 8 and 11 are set below
    tasks = []
    for edge4, edge7, c0 in itertools.product(("st", "ae"), ("rt", "ln"), ("s", "t")):
        sets = list(inner)
        sets[4], sets[7], sets[0], sets[3], sets[8], sets[11] = edge4, edge7, c0, "e", "r", "s"
        tasks.append(BreakTask(None, " ".join(sets)))
    free = run_break(tasks, size=geom, threshold=3, wordlist=words_path, keep_records=True)
    assert {r.union for r in free.records} != {None} and len({r.union for r in free.records}) == 1
    union = free.records[0].union.split()
    assert union[4] == "aest" and union[7] == "lnrt" and union[0] == "st"
    assert max_union_cells(None) == 6 and max_union_cells(480 * 2**20) == BUDGET_UNION_CELLS == 4
    # A large budget: this process still holds what earlier tests left in it, and any budget groups alike.
    capped = run_break(tasks, size=geom, threshold=3, wordlist=words_path, keep_records=True,
                       max_memory=2**31)
    # Within a budget the groups are the four pairs that differ only in corner 0.
    assert len({r.union for r in capped.records}) == 4
    corners = set(corner_cells(geom))
    for r in capped.records:
        opened = [c for c, (u, s) in enumerate(zip(r.union.split(), r.class_text.split())) if u != s]
        assert set(opened) <= corners
    assert {r.class_text: r.boards for r in capped.records} == {r.class_text: r.boards for r in free.records}
    assert sum(1 for r in free.records if r.boards) >= 2, "classes should hold boards, or the test proves little"
