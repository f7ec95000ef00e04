"""The annealing lab: a short live run updates plots, boards and table; pause and stop really stop."""
from __future__ import annotations

import time

import pytest
from PySide6.QtCore import Qt

pytest.importorskip("pytestqt")

from boggle_gui.shared.jobs import CANCELLED, JobRunner, runner  # noqa: E402
from boggle_gui.shared.settings import app_settings  # noqa: E402
from boggle_gui.tools.anneal_lab import AnnealLabWindow, RunParameters, anneal_job  # noqa: E402
from core.engine.board import canonical_board  # noqa: E402
from core.engine.setup import Setup  # noqa: E402
from core.search.anneal import AnnealConfig, Annealer, Schedule  # noqa: E402


@pytest.fixture
def lab(qtbot):
    app_settings().remove("anneal/language")    # English (test_language_choice covers other languages)
    window = AnnealLabWindow()
    qtbot.addWidget(window)
    window.size_combo.setCurrentText("3x3")
    window.seed_spin.setValue(3)
    window.seconds_spin.setValue(0)   # until stopped
    return window


def _curve_len(item) -> int:
    x = item.xData  # all the data set (getData may return a clipped, downsampled view)
    return 0 if x is None else len(x)


def test_short_run_updates_plot_table_and_boards(lab, qtbot, default_wordlist):
    # long enough for two boards and two plot updates on a loaded machine, where loading the kernels
    # takes part of the run's time
    lab.seconds_spin.setValue(4)
    with qtbot.waitSignal(lab.run_finished, timeout=60_000) as finished:
        lab.start_button.click()
        # checked before any event is handled: the run may be over by the end of the wait below
        assert not lab.start_button.isEnabled() and lab.stop_button.isEnabled()
        qtbot.waitUntil(lambda: lab.table.rowCount() >= 2 and _curve_len(lab._runs[-1].best) >= 2, timeout=30_000)
    result = finished.args[0]
    assert result is not None and result.best_score > 0
    run = lab._runs[-1]
    assert _curve_len(run.current) == _curve_len(run.temperature) == _curve_len(run.acceptance) >= 2
    # The table's top row (newest first) is the run's best board, canonical, with its reign filled in.
    last = 0
    assert lab.table.item(last, 4).text() == result.best_board == canonical_board(result.best_board)
    assert lab.table.item(last, 2).text().replace(",", "") == str(result.best_score)
    assert lab.table.item(last, 3).text() != "…"
    assert lab.best_grid.board == result.best_board and lab.best_grid.score == result.best_score
    assert "finished" in lab.status.text()
    with qtbot.waitSignal(lab.open_board_requested, timeout=2000) as opened:
        lab.open_button.click()
    assert opened.args == [result.best_board, Setup.of(default_wordlist, "standard", "33")]
    # A second run overlays the first; Reset clears both.
    lab.seed_spin.setValue(4)
    with qtbot.waitSignal(lab.run_finished, timeout=60_000):
        lab.start_button.click()
    assert len(lab._runs) == 2 and _curve_len(lab._runs[0].best) >= 2
    lab.reset_button.click()
    assert lab._runs == [] and lab.table.rowCount() == 0


@pytest.fixture
def counted_steps(monkeypatch):
    """Counts the annealer's chunks as the job's thread runs them."""
    counter = {"steps": 0}
    step = Annealer.step

    def counting_step(self, n):
        counter["steps"] += 1
        return step(self, n)

    monkeypatch.setattr(Annealer, "step", counting_step)
    return counter


def test_pause_and_stop_really_stop_the_worker(lab, qtbot, counted_steps):
    lab.start_button.click()
    qtbot.waitUntil(lambda: lab.is_running() and lab.generation > 0, timeout=30_000)
    lab.pause_button.click()
    assert lab.pause_button.text() == "Resume"
    qtbot.wait(300)  # let a chunk in flight finish
    paused_at, shown = counted_steps["steps"], lab.generation
    qtbot.wait(400)
    assert counted_steps["steps"] == paused_at, "the job kept annealing while paused"
    assert "paused" in lab.status.text() and lab.generation == shown
    lab.pause_button.click()
    qtbot.waitUntil(lambda: counted_steps["steps"] > paused_at and lab.generation > shown, timeout=10_000)
    with qtbot.waitSignal(lab.run_finished, timeout=10_000) as stopped:
        lab.stop_button.click()
    assert stopped.args == [None]
    assert lab._job is None and not runner().jobs(lab) and not runner().threads()  # the job's thread ended
    stopped_at = counted_steps["steps"]
    time.sleep(0.3)
    assert counted_steps["steps"] == stopped_at
    assert lab.start_button.isEnabled() and "stopped" in lab.status.text()
    assert f"generation {lab.generation:,}" in lab.status.text()


def test_bad_parameters_are_refused_with_a_message(lab, monkeypatch):
    shown = []
    monkeypatch.setattr("boggle_gui.tools.anneal_lab.QMessageBox.warning", lambda *a: shown.append(a[2]))
    lab.constraint_combo.setCurrentIndex(lab.constraint_combo.findData("new"))  # 4x4 dice on a 3x3 board
    lab.start_button.click()
    assert shown and "4x4" in shown[-1] and not lab.is_running()
    lab.constraint_combo.setCurrentIndex(lab.constraint_combo.findData("letters"))
    lab.letters_edit.setText("ab7")
    lab.start_button.click()
    assert "“ab7” has '7'" in shown[-1] and not lab.is_running()


def test_job_alone_honours_cancel(qtbot, default_wordlist, counted_steps):
    params = RunParameters("33", "scowl70", "standard", 1,
                           AnnealConfig(Schedule("exponential", 20.0, 1e-3), max_stall=500), seconds=0.0)
    jobs = JobRunner()
    samples = []
    job = jobs.start(anneal_job, params, on_partial=samples.extend)
    qtbot.waitUntil(lambda: len(samples) >= 2, timeout=30_000)
    with qtbot.waitSignal(job.finished, timeout=10_000):
        job.cancel()
    assert job.state == CANCELLED and not jobs.threads()
    assert [s.generation for s in samples] == sorted(s.generation for s in samples) and samples[-1].generation > 0
    stopped_at = counted_steps["steps"]
    time.sleep(0.2)
    assert counted_steps["steps"] == stopped_at


def test_render_offscreen(lab, qtbot, tmp_path):
    lab.seconds_spin.setValue(1)
    with qtbot.waitSignal(lab.run_finished, timeout=60_000):
        lab.start_button.click()
    lab.show()
    qtbot.wait(50)
    path = tmp_path / "anneal_lab.png"
    assert lab.grab().save(str(path))
    assert path.stat().st_size > 10_000


def test_reset_and_close_stop_a_running_search(lab, qtbot, counted_steps):
    lab.start_button.click()
    qtbot.waitUntil(lambda: lab.is_running() and lab.generation > 0, timeout=30_000)
    lab.reset_button.click()
    assert lab._runs == [] and lab.table.rowCount() == 0
    qtbot.waitUntil(lambda: not lab.is_running(), timeout=10_000)
    stopped_at = counted_steps["steps"]
    time.sleep(0.2)
    assert counted_steps["steps"] == stopped_at and lab.start_button.isEnabled()
    lab.start_button.click()
    qtbot.waitUntil(lambda: lab.is_running() and lab.generation > 0, timeout=30_000)
    lab.close()  # closeEvent cancels the job and waits for its thread
    assert not runner().jobs(lab) and not runner().threads()
    stopped_at = counted_steps["steps"]
    time.sleep(0.3)
    assert counted_steps["steps"] == stopped_at


def test_a_run_says_the_kernels_compile_before_its_first_generation(lab, qtbot, default_wordlist, monkeypatch):
    """Compiling the kernels (the first step of the first run of a session, up to a minute) must not
    look like a stalled run at "generation 0, 0 iterations/s"."""
    import threading
    compiled = threading.Event()
    step = Annealer.step

    def first_step_compiles(self, n):
        compiled.wait(30)           # as long as the test looks: the kernels are compiling
        return step(self, n)

    monkeypatch.setattr(Annealer, "step", first_step_compiles)
    lab.seconds_spin.setValue(1)
    lab.start_button.setFocus()
    qtbot.keyClick(lab.focusWidget(), Qt.Key.Key_Space)
    assert "kernels" in lab.status.text()                 # loading the list, preparing the kernels
    qtbot.waitUntil(lambda: lab.status.text().startswith("Run 1"), timeout=30_000)
    qtbot.wait(3 * lab.REFRESH_MS)
    assert "compiling" in lab.status.text() and "generation 0" not in lab.status.text()
    with qtbot.waitSignal(lab.run_finished, timeout=60_000):
        compiled.set()
    assert "finished" in lab.status.text()
