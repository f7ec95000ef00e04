"""The statistics window: a small sample fills plots and tables, cancel and close stop the worker."""
from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtCore import Qt

from boggle_gui.shared.jobs import runner
from core.engine.setup import Setup
from core.engine.wordlist import load_wordlist
from core.stats import census as stats

WORDS = ["tea", "toe", "tee", "ten", "net", "eat", "ate", "set", "sea", "tone", "note", "notes", "tent", "seat",
         "east", "rate", "tear", "queen", "quit", "stone", "tones", "onset", "tease", "eaten", "tenet", "rest"]


@pytest.fixture
def window(qtbot, write_wordlist):
    from boggle_gui.shared.settings import app_settings
    from boggle_gui.tools.stats_window import StatsWindow
    app_settings().remove("stats/language")     # English (test_language_choice covers other languages)
    w = StatsWindow(parent=None)
    qtbot.addWidget(w)
    w.set_wordlist(write_wordlist(WORDS))
    w.seed_spin.setValue(5)
    w.show()
    yield w
    w.close()


def _cell(table, row, col):
    item = table.item(row, col)
    return item.text() if item else ""


def test_sample_fills_plots_and_tables(qtbot, window):
    assert window.dice_key() == "new"
    window.boards_spin.setValue(3000)
    with qtbot.waitSignal(window.stats_updated, timeout=60_000):
        qtbot.mouseClick(window.run_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.run_button.isEnabled(), timeout=10_000)
    expected = stats.sample_boards("new", load_wordlist(window.wordlist_spec()), n=3000, seed=5, threads=1)
    summary = stats.summarize(expected)
    assert np.array_equal(window.sample.scores, expected.scores)
    rows = {_cell(window.summary_table, r, 0): r for r in range(window.summary_table.rowCount())}
    assert _cell(window.summary_table, rows["mean"], 1) == f"{summary.mean_score:.2f}"
    assert _cell(window.summary_table, rows["mean"], 2) == f"{summary.mean_words:.2f}"
    assert _cell(window.summary_table, rows["best board"], 1) == summary.best_board
    top = summary.common_words[3][0]
    assert _cell(window.words_table, 0, 0) == top[0]
    assert _cell(window.words_table, 0, 1) == f"{100 * top[1]:.2f}%"
    assert window.lengths_table.rowCount() == 15
    assert _cell(window.lengths_table, 0, 1) == f"{100 * summary.length_chances[3]:.3f}%"
    assert window.score_plot.counts.sum() == 3000 and window.word_plot.counts.sum() == 3000
    x, y = window.score_plot.fit_curve.getData()
    assert len(x) > 0 and np.all(np.isfinite(y)) and y.max() > 0
    with qtbot.waitSignal(window.open_board_requested, timeout=2000) as blocker:
        qtbot.mouseClick(window.open_best_button, Qt.MouseButton.LeftButton)
    assert blocker.args == [summary.best_board, Setup.of(load_wordlist(window.wordlist_spec()), "standard", "44")]


def test_cancel_stops_the_sample(qtbot, window):
    window.boards_spin.setValue(1_000_000)
    window.run_sample()
    assert window.cancel_button.isEnabled() and not window.run_button.isEnabled()
    # The histograms fill in while the run goes on.
    qtbot.waitUntil(lambda: window.score_plot.counts.sum() > 0, timeout=60_000)
    with qtbot.waitSignal(window._job.cancelled, timeout=30_000):
        qtbot.mouseClick(window.cancel_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.run_button.isEnabled(), timeout=10_000)
    assert window.status.text() == "Cancelled."
    assert window.summary is None and not window.open_best_button.isEnabled()
    assert window.score_plot.counts.sum() < 1_000_000


def test_board_count_estimate(qtbot, window):
    window.count_samples_spin.setValue(20_000)
    with qtbot.waitSignal(window.count_updated, timeout=60_000):
        qtbot.mouseClick(window.count_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.run_button.isEnabled(), timeout=10_000)
    est = window.estimate
    assert est.samples == 20_000 and 0.07 < est.share < 0.10
    rows = {_cell(window.count_table, r, 0): _cell(window.count_table, r, 1)
            for r in range(window.count_table.rowCount())}
    assert rows["distinct boards"] == f"{est.boards:.3g}"
    assert float(rows["distinct boards"]) == pytest.approx(est.share * 26 ** 16 / 8, rel=0.01)


def test_close_while_running_waits_for_the_worker(qtbot, window):
    window.boards_spin.setValue(1_000_000)
    window.run_sample()
    job = window._job
    qtbot.wait(200)
    window.close()
    assert job.wait(0) and not runner().jobs(window) and not window.is_busy()
