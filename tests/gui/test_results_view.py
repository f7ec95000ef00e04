"""The break window's "Results file" page: a real results file shown, bad files refused, cancel.

What the summary holds is tested without Qt in tests/core/test_results_summary.py.
"""
from __future__ import annotations

import itertools

import numpy as np
import pytest
from PySide6.QtCore import Qt

import boggle_gui.tools.break_dialog as break_dialog_module
from boggle_gui.tools.break_dialog import BreakDialog
from core.engine.board import parse_size
from core.engine.setup import Setup
from core.engine.wordlist import load_wordlist
from core.proofs import read_results, run_break
from core.proofs.run import summarize_records
from core.proofs.summary import SLOWEST_SHOWN
from tests.core.break_support import CLASS_LINE, SMALL_CLASSES, results_header, write_tiny_run
from tests.core.break_support import TINY_RUN_CLASSES as CLASSES
from tests.core.break_support import TINY_RUN_THRESHOLD as THRESHOLD


@pytest.fixture
def tiny_run(write_wordlist, tmp_path):
    """A real results file: 60 classes of the usual 3x3 partition with the tiny list, threshold 54."""
    return write_tiny_run(write_wordlist, tmp_path)


@pytest.fixture
def dialog(qtbot, tiny_run):
    d = BreakDialog()
    qtbot.addWidget(d)
    d.set_wordlist(str(tiny_run[1]))
    d.show()
    return d


def _open(qtbot, d, path):
    d.open_results(path)
    qtbot.waitUntil(lambda: not d.results_view.is_busy(), timeout=60_000)


def test_open_results_button_shows_the_whole_file(qtbot, dialog, tiny_run, monkeypatch):
    path, words = tiny_run
    before = path.read_bytes()
    header, records = read_results(path)
    monkeypatch.setattr(break_dialog_module.QFileDialog, "getOpenFileName",
                        staticmethod(lambda *a, **k: (str(path), "")))
    view = dialog.results_view
    with qtbot.waitSignal(view.loaded, timeout=60_000):
        qtbot.mouseClick(dialog.open_results_button, Qt.MouseButton.LeftButton)
    assert dialog.tabs.currentWidget() is view
    assert f"{CLASSES} classes of 34,960 canonical" in view.status.text()
    head = view.header_label.text()
    assert "3x3" in head and f"threshold <b>{THRESHOLD}</b>" in head and "recognised from the class ids" in head
    assert "orderly method" in head
    assert str(words.resolve()) in head     # the list was found here (by its SHA-256)

    # Boards: what the driver's own summary of the records says, best first.
    boards = summarize_records(records)
    assert view.board_rows() == boards and len(boards) >= 5

    # Histogram: every class counted once, in log-spaced bins, the plot drawing those counts.
    times = np.array([r.seconds for r in records])
    edges = view.time_edges
    assert np.allclose(edges[1:] / edges[:-1], 10 ** 0.25)
    expected, _ = np.histogram(np.clip(times, edges[0], edges[-1]), edges)
    assert view.time_counts.sum() == CLASSES and list(view.time_counts) == list(expected)
    assert list(view.time_curve.yData) == list(expected)

    # Slowest classes: the top 20 records by time, slowest first.
    slowest = sorted(records, key=lambda r: -r.seconds)[:SLOWEST_SHOWN]
    assert view.slowest_rows() == [(r.nodes, r.root_bound, r.class_text) for r in slowest]

    # Bound per level: classes reaching each level and the largest bound there.
    rows = view.level_rows()
    depth = max(len(r.bound_history) for r in records)
    assert len(rows) == depth and rows[0][0] == "root" and int(rows[0][1]) == CLASSES
    for k, row in enumerate(rows):
        level = [r.bound_history[k] for r in records if len(r.bound_history) > k]
        assert int(row[1]) == len(level) and int(row[2]) == int(np.median(level)) and int(row[4]) == max(level)

    # Double-click and the buttons open or play a board with the run's list and rules.
    setup = Setup.of(load_wordlist(words), "standard", "33")
    with qtbot.waitSignal(dialog.open_board_requested, timeout=1000) as opened:
        view.boards_table.cellDoubleClicked.emit(1, 0)
    assert opened.args == [boards[1][0], setup]
    view.boards_table.selectRow(0)
    with qtbot.waitSignal(dialog.play_board_requested, timeout=1000) as played:
        qtbot.mouseClick(view.play_button, Qt.MouseButton.LeftButton)
    assert played.args == [boards[0][0], setup]
    assert path.read_bytes() == before


def test_show_this_runs_results_reads_the_dialogs_own_file(qtbot, dialog):
    dialog.limit_spin.setValue(30)
    dialog.threshold_spin.setValue(THRESHOLD)
    dialog.workers_spin.setValue(1)
    assert not dialog.show_results_button.isEnabled()
    with qtbot.waitSignal(dialog.run_finished, timeout=60_000) as finished:
        dialog.start()
    qtbot.waitUntil(lambda: not dialog.is_busy(), timeout=10_000)
    assert "MiB" in dialog.peak_label.text()
    assert dialog.show_results_button.isEnabled()
    with qtbot.waitSignal(dialog.results_view.loaded, timeout=60_000):
        qtbot.mouseClick(dialog.show_results_button, Qt.MouseButton.LeftButton)
    assert dialog.results_view.board_rows() == finished.args[0].boards
    assert dialog.results_view.summary.classes == 30


def test_torn_last_line_is_skipped_and_the_file_left_alone(qtbot, dialog, tiny_run):
    path = tiny_run[0]
    data = path.read_bytes() + b'{"type":"class","id":12,"class":"bdf'
    path.write_bytes(data)
    _open(qtbot, dialog, path)
    view = dialog.results_view
    assert view.summary.classes == CLASSES and view.summary.torn_tail
    assert "torn" in view.status.text() and path.read_bytes() == data




@pytest.mark.parametrize("content, problem", [
    (b"", "is empty"),
    (b"board,score\ndeslatper,545\n", "first line is not JSON"),
    ((results_header(version=99) + "\n").encode(), "newer version"),
    ((results_header() + "\n" + CLASS_LINE.replace('"root_bound":3', '"root_bound":1e308') + "\n").encode(),
     "is not a valid result record (its root_bound"),
])
def test_a_file_that_is_not_a_results_file_gets_a_clear_message(qtbot, dialog, tiny_run, tmp_path, content,
                                                                  problem):
    _open(qtbot, dialog, tiny_run[0])          # a good file first: it stays shown
    view = dialog.results_view
    shown = view.board_rows()
    bad = tmp_path / "bad.ndjson"
    bad.write_bytes(content)
    _open(qtbot, dialog, bad)
    text = view.status.text()
    assert text.startswith("Cannot open:") and problem in text and "bad.ndjson" in text, text
    assert "Traceback" not in text and "\n" not in text
    assert bad.read_bytes() == content
    assert view.board_rows() == shown and view.summary.path == str(tiny_run[0])


@pytest.mark.parametrize("kind", ["missing", "folder"])
def test_missing_file_or_folder(qtbot, dialog, tmp_path, kind):
    target = tmp_path / ("nothing.ndjson" if kind == "missing" else "folder")
    if kind == "folder":
        target.mkdir()
    _open(qtbot, dialog, target)
    text = dialog.results_view.status.text()
    assert text.startswith("Cannot open:") and ("no such file" if kind == "missing" else "is a folder") in text


def test_reading_a_large_file_reports_progress_and_stops_on_request(qtbot, dialog, tmp_path):
    big = tmp_path / "big.ndjson"
    lines = [results_header()] + [CLASS_LINE.replace('"id":null', f'"id":{i}') for i in range(300_000)]
    big.write_text("\n".join(lines) + "\n")
    before = big.stat().st_size
    view = dialog.results_view
    dialog.open_results(big)
    assert view.cancel_button.isVisible()
    qtbot.waitUntil(lambda: view.progress.maximum() > 1 and view.progress.value() > 0, timeout=60_000)
    qtbot.mouseClick(view.cancel_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not view.is_busy(), timeout=30_000)
    assert "Stopped reading" in view.status.text() and view.summary is None
    assert big.stat().st_size == before and not view.cancel_button.isVisible()


def test_classes_broken_as_one_union_count_once_among_the_slowest(qtbot, dialog, tiny_run, tmp_path):
    """A union's classes share its time: the slowest table shows the union once, and the header says
    how many unions there were."""
    from core.proofs import BreakTask, group_classes
    _, words = tiny_run
    tasks = [BreakTask(None, " ".join([c[0], "ae", c[1], "rt", "st", "ae", c[2], "st", c[3]]))
             for c in itertools.product(("st", "ln"), repeat=4)] + [BreakTask(None, t) for t in SMALL_CLASSES]
    unions = [u for u in group_classes(tasks, parse_size("33")) if u.union is not None]
    assert unions
    path = tmp_path / "unions.ndjson"
    run_break(tasks, size="33", threshold=9, wordlist=str(words), results_path=path)
    _open(qtbot, dialog, path)
    view = dialog.results_view
    assert f"broken in {len(unions)} unions" in view.header_label.text()
    shown = [view.slowest_table.item(i, 5).text() for i in range(view.slowest_table.rowCount())]
    assert f"union of {len(unions[0].tasks)}" in shown
