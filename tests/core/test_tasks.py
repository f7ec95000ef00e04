"""The classes of a break run: from a partition (listed or sampled), a file (streamed) or one class."""
from __future__ import annotations

import os
import threading
import time

import pytest

from core.engine.board import parse_size
from core.proofs import tasks as tasks_module
from core.proofs.classes import canonical_id, class_from_id, is_canonical_id, parse_partition
from core.proofs.tasks import BreakRunError, tasks_from_class, tasks_from_file, tasks_from_partition
from tests.core.break_support import GEOM, PARTITION, SMALL_CLASSES

SINGLES = " ".join("abcdefghijklmnopqrstuvwxyz")


def test_classes_file_skips_comments_blanks_and_repeats(tmp_path):
    p = tmp_path / "classes.txt"
    p.write_text("# tiny classes\n" + "\n".join(SMALL_CLASSES) + "\n\n" + SMALL_CLASSES[0] + "  # again\n"
                 + "  RS ae st te a rt es ae   ST\n", encoding="utf-8")
    tasks = tasks_from_file(p, GEOM)
    assert [t.class_text for t in tasks] == SMALL_CLASSES
    assert all(t.class_id is None for t in tasks)
    assert tasks_from_file(p, GEOM, limit=2) == tasks[:2]


def test_bad_inputs_are_clear_errors(tmp_path):
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
    with pytest.raises(BreakRunError, match="is a directory"):
        tasks_from_file(tmp_path, GEOM)
    empty = tmp_path / "empty.txt"
    empty.write_text("# nothing\n\n")
    with pytest.raises(BreakRunError, match="lists no classes"):
        tasks_from_file(empty, GEOM)
    latin1 = tmp_path / "latin1.txt"
    latin1.write_bytes("a b c d e f g h i\n# caf\xe9\n".encode("latin-1"))
    with pytest.raises(BreakRunError, match="line 2 is not UTF-8"):
        tasks_from_file(latin1, GEOM)


def test_endless_classes_file_is_refused_in_bounded_memory():
    """``--classes /dev/zero`` grew memory until the machine died: one endless line. Now its NUL bytes
    make it a binary file at once; an endless line of text stops at the line's limit."""
    t0 = time.monotonic()
    with pytest.raises(BreakRunError, match="binary"):
        tasks_from_file("/dev/zero", GEOM)
    assert time.monotonic() - t0 < 5


def test_an_endless_line_of_text_stops_at_the_line_limit(tmp_path):
    fifo = tmp_path / "endless.fifo"
    os.mkfifo(fifo)
    stop = threading.Event()

    def feed():
        try:
            with open(fifo, "wb") as f:
                while not stop.is_set():
                    f.write(b"a" * 65536)
        except BrokenPipeError:
            pass

    writer = threading.Thread(target=feed, daemon=True)
    writer.start()
    try:
        with pytest.raises(BreakRunError, match="line 1 is longer than 8,192 bytes"):
            tasks_from_file(fifo, GEOM)
    finally:
        stop.set()
        writer.join(5)


@pytest.mark.parametrize("encoding", ["utf-8-sig", "utf-16"])
def test_a_classes_file_with_a_bom_or_in_utf16_is_read(tmp_path, encoding):
    path = tmp_path / "classes.txt"
    path.write_text("\n".join(SMALL_CLASSES[:2]) + "\n", encoding=encoding)
    assert [t.class_text for t in tasks_from_file(path, GEOM)] == SMALL_CLASSES[:2]


def test_classes_file_is_streamed_and_limit_reads_only_what_it_needs(tmp_path):
    """A FIFO fed two classes and then left open: --limit 2 returns without waiting for the end."""
    fifo = tmp_path / "classes.fifo"
    os.mkfifo(fifo)
    stop = threading.Event()

    def feed():
        with open(fifo, "w") as f:
            f.write(SMALL_CLASSES[0] + "\n" + SMALL_CLASSES[1] + "\n")
            f.flush()
            stop.wait(30)

    writer = threading.Thread(target=feed, daemon=True)
    writer.start()
    try:
        tasks = tasks_from_file(fifo, GEOM, limit=2)
    finally:
        stop.set()
        writer.join(5)
    assert [t.class_text for t in tasks] == SMALL_CLASSES[:2]


def test_classes_file_with_more_classes_than_a_run_can_hold_is_refused(tmp_path, monkeypatch):
    monkeypatch.setattr(tasks_module, "MAX_RUN_CLASSES", 3)
    p = tmp_path / "classes.txt"
    p.write_text("\n".join(SMALL_CLASSES) + "\n")
    with pytest.raises(BreakRunError, match="more than 3 classes"):
        tasks_from_file(p, GEOM)
    assert len(tasks_from_file(p, GEOM, limit=3)) == 3


def test_partition_tasks_are_canonical_shuffled_and_reproducible():
    tasks = tasks_from_partition(GEOM, PARTITION)
    assert len(tasks) == 34960
    ids = [t.class_id for t in tasks]
    assert len(set(ids)) == len(ids) and ids != sorted(ids)
    assert tasks_from_partition(GEOM, PARTITION, limit=50) == tasks[:50]
    part = parse_partition(PARTITION, GEOM)
    for t in tasks[:20]:
        assert t.class_text == str(class_from_id(part, t.class_id))


@pytest.mark.parametrize("size, partition", [
    ("33", SINGLES), ("44", SINGLES), ("66", SINGLES), ("66", "aeiou bcdfghjklmnpqrstvwxyz"),
])
def test_astronomical_partition_is_refused_without_a_limit_and_sampled_with_one(size, partition):
    """26 single letters on 3x3 grew 40 MB/s and printed nothing, even with --limit 1."""
    geom = parse_size(size)
    t0 = time.monotonic()
    with pytest.raises(BreakRunError, match=r"classes .*more than a run can list.*--limit"):
        tasks_from_partition(geom, partition)
    tasks = tasks_from_partition(geom, partition, limit=5, seed=1)
    assert time.monotonic() - t0 < 10
    part = parse_partition(partition, geom)
    assert len({t.class_id for t in tasks}) == 5
    for t in tasks:
        assert is_canonical_id(part, t.class_id) and canonical_id(part, t.class_id) == t.class_id
        assert t.class_text == str(class_from_id(part, t.class_id))
    assert tasks_from_partition(geom, partition, limit=3, seed=1) == tasks[:3]
    with pytest.raises(BreakRunError, match="at most"):
        tasks_from_partition(geom, partition, limit=tasks_module.MAX_RUN_CLASSES + 1)


def test_partition_within_reach_is_listed_whole(monkeypatch):
    """The cap sits between what can be listed and what cannot (34,960 classes are fine)."""
    monkeypatch.setattr(tasks_module, "MAX_RUN_CLASSES", 34959)
    with pytest.raises(BreakRunError, match="34,960 classes"):
        tasks_from_partition(GEOM, PARTITION)
    monkeypatch.setattr(tasks_module, "MAX_RUN_CLASSES", 34960)
    assert len(tasks_from_partition(GEOM, PARTITION)) == 34960


RUN_34 = "aeijou bcdfgmpqvwxz hklnrsty, corner:aeiosuy bcdfghjklmnpqrtvwxz"


@pytest.mark.parametrize("size, partition", [("33", PARTITION), ("34", RUN_34)])
def test_group_classes_unions_hold_classes_that_differ_only_in_their_last_cells(size, partition):
    from core.proofs.classes import parse_class, parse_partition
    from core.proofs.tasks import group_classes, union_cells
    geom = parse_size(size)
    groups = {g for parts in parse_partition(partition, geom).cell_parts for g in parts}
    tasks = tasks_from_partition(geom, partition, seed=3)
    units = group_classes(tasks, geom)
    flat = [t for unit in units for t in unit.tasks]
    assert sorted(flat) == sorted(tasks)                       # every class once
    firsts = [u.tasks[0] for u in units]
    assert firsts == [t for t in tasks if t in set(firsts)]    # run order kept
    index = {t: i for i, t in enumerate(tasks)}
    assert all([index[t] for t in u.tasks] == sorted(index[t] for t in u.tasks) for u in units)
    opened = set(union_cells(geom))
    unions = [u for u in units if u.union is not None]
    for unit in unions:
        union = parse_class(unit.union, geom)
        assert len(unit.tasks) > 1
        assert all(union.holds(parse_class(t.class_text, geom)) for t in unit.tasks)
        for cell, letters in enumerate(union.letter_sets):
            if cell not in opened:
                assert letters in groups                       # the inner cells are one class's
    assert all(u.union is None for u in units if len(u.tasks) == 1)
    # A whole run's classes nearly all fall in unions of whole groups (144 classes on 3x4).
    assert sum(len(u.tasks) for u in unions) > 0.95 * len(tasks)
    assert len(units) < len(tasks) / 10


def test_a_run_as_large_as_the_4x4_run_is_grouped_too():
    # The 4x4 run's 1,068,363 classes are grouped like any run's: a union of 16 corner variants
    # costs about 0.6 of its classes apart (docs/algorithms.md#classes-broken-as-unions).
    from core.proofs.classes import REFERENCE_RUNS, canonical_class_count, canonical_class_ids, parse_class
    from core.proofs.tasks import BreakTask, group_classes
    geom = parse_size("44")
    part = parse_partition(REFERENCE_RUNS["44"].partition, geom)
    assert canonical_class_count(part) <= tasks_module.MAX_GROUPED_TASKS
    # The first 260,000 classes in id order: more than the old limit, and groups of up to 16.
    ids = canonical_class_ids(part, shuffle_seed=None)[:260_000]
    tasks = [BreakTask(int(i), " ".join(class_from_id(part, int(i)).letter_sets)) for i in ids]
    units = group_classes(tasks, geom)
    assert sorted(t for u in units for t in u.tasks) == sorted(tasks)
    unions = [u for u in units if u.union is not None]
    assert sum(len(u.tasks) for u in unions) > 0.99 * len(tasks)
    assert len(units) < len(tasks) / 8 and max(len(u.tasks) for u in units) > 8
    for unit in unions[::997]:
        union = parse_class(unit.union, geom)
        assert all(union.holds(parse_class(t.class_text, geom)) for t in unit.tasks)


def test_group_classes_makes_a_union_only_when_it_is_full_enough(monkeypatch):
    from core.proofs.classes import parse_class
    from core.proofs.tasks import BreakTask, BreakUnit, group_classes
    lone = [BreakTask(None, t) for t in SMALL_CLASSES]
    assert group_classes(lone, GEOM) == [BreakUnit((t,)) for t in lone]
    # Differ in one corner: two of the union's two classes.
    two = [BreakTask(None, "st ae rt ae st ae rt ae st"), BreakTask(None, "st ae rt ae st ae rt ae ln")]
    (unit,) = group_classes(two, GEOM)
    assert unit.tasks == tuple(two) and unit.union is not None
    union = parse_class(unit.union, GEOM)
    assert sorted(union.letter_sets) == sorted("st ae rt ae st ae rt ae lnst".split())
    assert all(union.holds(parse_class(t.class_text, GEOM)) for t in two)
    # The same two classes listed in other orientations (a mirror image, a turn) still meet.
    turned = [BreakTask(None, " ".join(t.class_text.split()[p] for p in GEOM.symmetries[k]))
              for k, t in zip((1, 6), two)]
    assert turned[0].class_text != two[0].class_text and turned[1].class_text != two[1].class_text
    (unit,) = group_classes(turned, GEOM)
    assert unit.tasks == tuple(turned) and unit.union is not None
    # Differ in two corners: two of the union's four classes, not worth it.
    diagonal = [two[0], BreakTask(None, "ln ae rt ae st ae rt ae ln")]
    assert group_classes(diagonal, GEOM) == [BreakUnit((t,)) for t in diagonal]
    odd = BreakTask(None, "a b c")                              # not a 3x3 class: alone, for the breaker to name
    assert group_classes([odd, *two], GEOM) == [BreakUnit((odd,)), *group_classes(two, GEOM)]
    monkeypatch.setattr(tasks_module, "MAX_GROUPED_TASKS", 1)
    assert group_classes(two, GEOM) == [BreakUnit((t,)) for t in two]


@pytest.mark.parametrize("size", ["33", "34", "44", "55", "66"])
def test_union_cells_end_the_split_order_and_are_symmetric(size):
    from core.proofs.classes import split_order
    from core.proofs.tasks import MAX_UNION_CELLS, corner_cells, union_cells
    geom = parse_size(size)
    opened = union_cells(geom)
    assert opened == split_order(geom).tolist()[-len(opened):]
    assert set(corner_cells(geom)) <= set(opened) and len(opened) <= MAX_UNION_CELLS
    for perm in geom.symmetries:
        assert {int(perm[c]) for c in opened} == set(opened)
    assert sorted(union_cells(geom, 4)) == sorted(corner_cells(geom))   # within a memory budget
    # 3x4: the corners and the middle cells of the two short sides; elsewhere the corners.
    if size == "34":
        assert len(opened) == 6 and all(int(geom.degree[c]) == 5 for c in opened[:2])
    else:
        assert sorted(opened) == sorted(corner_cells(geom))


def test_group_classes_splits_a_group_on_an_edge_cell_before_a_corner():
    """Three of four classes over corners 0 and 3 are a union; over edge 4 too, eight, they are not."""
    from core.proofs.tasks import BreakTask, BreakUnit, group_classes, union_cells
    geom = parse_size("34")
    assert union_cells(geom)[:2] == [4, 7]

    def task(edge, c0, c3):
        sets = list("?abxgcdhiefj")          # inner cells a-f and the fixed cells asymmetric: one orientation
        sets[4], sets[0], sets[3] = edge, c0, c3
        return BreakTask(None, " ".join(sets))
    a, b, c, d = task("x", "p", "p"), task("x", "q", "p"), task("x", "p", "q"), task("y", "q", "q")
    units = group_classes([a, b, c, d], geom)
    # Split on the edge first: a, b and c fill three of the four corner classes (at least
    # 4 ** log2(1.7) = 2.9); split on corner 3 first, only a and b would have met.
    assert len(units) == 2 and units[1] == BreakUnit((d,))
    assert units[0].tasks == (a, b, c)
    assert units[0].union.split()[:5] == ["pq", "a", "b", "pq", "x"]


def test_a_class_holds_boards_and_classes_in_any_orientation():
    from core.proofs.classes import parse_class
    c = parse_class("st ae rt ae st ae rt ae lnst", GEOM)
    assert c.holds("sarasaral") and c.holds(parse_class("st ae rt ae st ae rt ae ln", GEOM))
    assert c.holds("larasaras")                                # the same board turned half a turn
    assert not c.holds("sarasaraz") and not c.holds("lsrasaras") and not c.holds("sa")
    assert not c.holds(parse_class("st ae rt ae st ae rt ae lnstx", GEOM))


#: 3x3 in six letter groups: 1,259,712 canonical classes, more than SAMPLE_ABOVE and few enough to list.
SIX_GROUPS = "aeiou bcdfg hjklm npqrs tvwxy z"


def test_one_sampling_policy_above_sample_above_and_below():
    """A run of some classes of a large partition draws them (as the break window always did), of a
    small one takes the first of the shuffled list; a run of all of them lists them shuffled."""
    from core.proofs.classes import SAMPLE_ABOVE, canonical_class_count, canonical_class_ids, sample_canonical_ids
    big = parse_partition(SIX_GROUPS, GEOM)
    assert SAMPLE_ABOVE < canonical_class_count(big) <= tasks_module.MAX_RUN_CLASSES
    tasks = tasks_from_partition(GEOM, SIX_GROUPS, limit=7, seed=5)
    assert [t.class_id for t in tasks] == sample_canonical_ids(big, 7, seed=5)
    small = parse_partition(PARTITION, GEOM)
    assert canonical_class_count(small) <= SAMPLE_ABOVE
    tasks = tasks_from_partition(GEOM, PARTITION, limit=7, seed=5)
    assert [t.class_id for t in tasks] == canonical_class_ids(small, shuffle_seed=5)[:7].tolist()
