"""The "Break board classes" window: a tiny real break, table, open board, cancel and resume."""
from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt

from boggle_gui.shared.jobs import runner
from boggle_gui.tools.break_dialog import BreakDialog
from core.engine.board import canonical_board, parse_size
from core.engine.setup import Setup
from core.engine.solver import Solver
from core.engine.wordlist import load_wordlist
from core.proofs import run_break, tasks_from_partition
from tests.core.test_break_run import WORDS

PARTITION = "bdfgjqvwxz aeiou lnrsy chkmpt"


@pytest.fixture
def dialog(qtbot, write_wordlist):
    d = BreakDialog()
    qtbot.addWidget(d)
    d.set_wordlist(str(write_wordlist(WORDS)))
    d.workers_spin.setValue(1)
    return d


def _wait_done(qtbot, d, timeout=60_000):
    qtbot.waitUntil(lambda: not d.is_busy(), timeout=timeout)


def test_defaults_and_partition_errors(dialog):
    assert dialog.size_key() == "33" and dialog.threshold_spin.value() == 500
    assert "34,960 canonical" in dialog.classes_label.text()
    dialog.partition_edit.setText("abc def")
    assert "missing" in dialog.classes_label.text() and not dialog.start_button.isEnabled()
    dialog.size_combo.setCurrentIndex(dialog.size_combo.findData("34"))
    assert dialog.threshold_spin.value() == 1500 and "corner:" in dialog.partition_edit.text()
    assert "27,135 canonical" in dialog.classes_label.text() and dialog.start_button.isEnabled()


@pytest.mark.parametrize("workers", [1, 2])
def test_tiny_break_fills_progress_log_and_table(qtbot, dialog, workers):
    dialog.workers_spin.setValue(workers)
    dialog.limit_spin.setValue(40)
    dialog.threshold_spin.setValue(54)
    updates = []
    with qtbot.waitSignal(dialog.run_finished, timeout=60_000) as finished:
        dialog.start()
        assert dialog.is_busy() and dialog.cancel_button.isEnabled() and not dialog.start_button.isEnabled()
        dialog._job.partial.connect(updates.extend)
    _wait_done(qtbot, dialog)
    summary = finished.args[0]
    assert summary.done == summary.total == 40 and not summary.cancelled
    assert dialog.progress.value() == dialog.progress.maximum() == 40
    assert updates and updates[-1]["done"] == 40
    assert "Done: 40 classes" in dialog.status.text()
    assert "MiB" in dialog.peak_label.text()   # the largest worker's peak (this process with one worker)

    # The table shows exactly what the driver finds for the same classes, best first.
    wordlist = load_wordlist(dialog.wordlist_spec())
    expected = run_break(tasks_from_partition(parse_size("33"), PARTITION, limit=40), size="33", threshold=54,
                         wordlist=dialog.wordlist_spec()).boards
    rows = dialog.board_rows()
    assert rows == expected and len(rows) >= 5
    solver = Solver(wordlist)
    for board, score in rows:
        assert board == canonical_board(board, parse_size("33")) and solver.score(board, "33") == score >= 54
    log = dialog.log_view.toPlainText()
    assert "class #" in log and "FOUND " + rows[0][0] in log
    # The results file is a valid checkpoint of all 40 classes; Resume is offered.
    lines = dialog.results_path().read_text().splitlines()
    assert json.loads(lines[0])["threshold"] == 54 and len(lines) == 41
    assert dialog.resume_button.isEnabled() and dialog.start_button.isEnabled()

    # Double-click and the Open button both ask to open the board.
    with qtbot.waitSignal(dialog.open_board_requested, timeout=1000) as opened:
        dialog.boards_table.cellDoubleClicked.emit(1, 0)
    assert opened.args == [rows[1][0], Setup.of(wordlist, "standard", "33")]
    dialog.boards_table.selectRow(0)
    with qtbot.waitSignal(dialog.open_board_requested, timeout=1000) as opened:
        qtbot.mouseClick(dialog.open_button, Qt.MouseButton.LeftButton)
    assert opened.args == [rows[0][0], Setup.of(wordlist, "standard", "33")]


def test_cancel_then_resume(qtbot, dialog):
    dialog.limit_spin.setValue(3000)
    dialog.threshold_spin.setValue(54)
    dialog.start()
    qtbot.waitUntil(lambda: dialog.progress.value() > 0, timeout=60_000)
    with qtbot.waitSignal(dialog._job.cancelled, timeout=30_000):
        qtbot.mouseClick(dialog.cancel_button, Qt.MouseButton.LeftButton)
    _wait_done(qtbot, dialog)
    assert "Cancelled" in dialog.status.text()
    saved = len(dialog.results_path().read_text().splitlines()) - 1
    assert 0 < saved < 3000
    assert dialog.resume_button.isEnabled()

    with qtbot.waitSignal(dialog.run_finished, timeout=120_000) as finished:
        qtbot.mouseClick(dialog.resume_button, Qt.MouseButton.LeftButton)
    _wait_done(qtbot, dialog)
    summary = finished.args[0]
    assert summary.resumed == saved and summary.done == 3000 and not summary.cancelled
    classes = [json.loads(line)["class"] for line in dialog.results_path().read_text().splitlines()[1:]]
    assert len(classes) == len(set(classes)) == 3000
    assert "resumed from the results file" in dialog.status.text()
    assert dialog.board_rows() == summary.boards and summary.boards[0][1] >= 54


def test_close_while_running_cancels_and_waits(qtbot, dialog):
    dialog.limit_spin.setValue(0)
    dialog.threshold_spin.setValue(54)
    dialog.start()
    qtbot.waitUntil(lambda: dialog.progress.value() > 0, timeout=60_000)
    job = dialog._job
    dialog.close()
    assert job.wait(0) and not runner().jobs(dialog) and not dialog.is_busy()
    lines = dialog.results_path().read_text().splitlines()
    assert 1 < len(lines) < 34961


def test_4x4_offers_the_published_partition_as_a_seeded_sample(dialog):
    dialog.size_combo.setCurrentIndex(dialog.size_combo.findData("44"))
    assert dialog.threshold_spin.value() == 3500 and dialog.limit_spin.value() == 20
    assert dialog.partition_edit.text() == "aeijou bcdfgmpqvwxz hklnrsty, corner:aeiosuy bcdfghjklmnpqrtvwxz"
    label = dialog.classes_label.text()
    assert "8,503,056 classes, 1,068,363 canonical" in label and "random sample of 20, seed 0" in label
    assert dialog.start_button.isEnabled()
    path = dialog.results_path()
    dialog.seed_spin.setValue(7)
    assert "seed 7" in dialog.classes_label.text() and dialog.results_path() != path
    # The whole proof is months of CPU time here: a sample size is required.
    dialog.limit_spin.setValue(0)
    assert "set Classes" in dialog.classes_label.text() and not dialog.start_button.isEnabled()
    # The memory field is the breaker's budget, shown beside the workers' peak.
    assert dialog.memory_spin.isEnabled()
    assert dialog.peak_label.text().startswith("peak per worker")
    assert dialog.memory_budget() is None          # no budget by default, as boggle break


def test_memory_per_worker_reaches_the_breaker(qtbot, dialog):
    dialog.limit_spin.setValue(5)
    dialog.threshold_spin.setValue(54)
    dialog.memory_spin.setValue(10)
    assert "at least 64 MiB" in dialog.memory_note.text() and not dialog.start_button.isEnabled()
    # 64 MiB is less than this process (one worker: the app itself) already takes: refused in one line.
    dialog.memory_spin.setValue(64)
    assert dialog.start_button.isEnabled() and dialog.memory_budget() == 64 * 2**20
    dialog.start()
    _wait_done(qtbot, dialog)
    assert "Failed:" in dialog.status.text() and "too small" in dialog.status.text()
    assert "Traceback" not in dialog.log_view.toPlainText()
    # A budget the process fits in: the run completes with the same boards as without one.
    dialog.memory_spin.setValue(4000)
    with qtbot.waitSignal(dialog.run_finished, timeout=60_000) as finished:
        dialog.start()
    _wait_done(qtbot, dialog)
    expected = run_break(tasks_from_partition(parse_size("33"), PARTITION, limit=5), size="33", threshold=54,
                         wordlist=dialog.wordlist_spec()).boards
    assert finished.args[0].done == 5 and finished.args[0].boards == expected


def test_a_large_partition_breaks_the_seeded_sample(qtbot, dialog):
    """A partition of more than SAMPLE_ABOVE canonical classes runs exactly sample_canonical_ids' classes
    (single letters on 3x3: every class is one board, so breaking is instant)."""
    from core.proofs.classes import parse_partition, sample_canonical_ids
    singles = " ".join("abcdefghijklmnopqrstuvwxyz")
    dialog.partition_edit.setText(singles)
    dialog.limit_spin.setValue(6)
    dialog.seed_spin.setValue(3)
    dialog.threshold_spin.setValue(1)
    assert "random sample of 6, seed 3" in dialog.classes_label.text()
    with qtbot.waitSignal(dialog.run_finished, timeout=60_000) as finished:
        qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    _wait_done(qtbot, dialog)
    assert finished.args[0].done == 6
    ids = [json.loads(line)["id"] for line in dialog.results_path().read_text().splitlines()[1:]]
    assert sorted(ids) == sorted(sample_canonical_ids(parse_partition(singles, parse_size("33")), 6, seed=3))
    assert "MiB" in dialog.peak_label.text()
