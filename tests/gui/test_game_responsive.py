"""The solver runs off the GUI thread: the event loop keeps serving while 6x6 boards are solved."""
from __future__ import annotations

import time

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QMessageBox

from boggle_gui import solving
from boggle_gui.dialogs import GameOptions
from boggle_gui.jobs import runner
from boggle_gui.main_window import MainWindow
from boggle_gui.shared_cache import shared_cache
from core.engine.dice import roll

GAP_LIMIT_S = 0.250


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: pytest.fail(f"unexpected warning: {a[2]}"))
    w = MainWindow(history_file=tmp_path / "h.db", seed=7)
    qtbot.addWidget(w)
    w.show()
    return w


def test_event_loop_keeps_serving_while_6x6_boards_are_solved(qtbot, window, record_property):
    # Warm-up as at start-up (kernels compiled or loaded from the cache, behind the splash),
    # then the list is forgotten so the measured game loads it again in the background.
    with qtbot.waitSignal(runner().start(solving.warm_up, "scowl70").result_ready, timeout=60_000):
        pass
    window.new_game(GameOptions(dice_key="new", timer_seconds=None), board="serspatglinesers")
    qtbot.waitUntil(lambda: window.round is not None and window.round.solution is not None, timeout=30000)
    window.end_round()
    shared_cache().clear()

    ticks: list[float] = []
    timer = QTimer()
    timer.setInterval(5)
    timer.timeout.connect(lambda: ticks.append(time.perf_counter()))
    timer.start()
    qtbot.wait(50)
    boards = [roll("superbig", seed) for seed in range(12)]
    t0 = time.perf_counter()
    # A 6x6 game: word list load + solve in the worker while the clock ticks.
    window.new_game(GameOptions(dice_key="superbig", timer_seconds=180), board=boards[0])
    qtbot.waitUntil(lambda: window.round is not None and window.round.board == boards[0]
                    and window.round.solution is not None, timeout=30000)
    # Then the "Solve a board" view on more 6x6 boards, one after another.
    window.show_solved_board(boards[1])
    sw = window.solve_window
    for b in boards[1:]:
        if sw.board != b:
            sw.solve_board(b)
        qtbot.waitUntil(lambda b=b: sw.solution is not None and sw.solution.board == b, timeout=30000)
    qtbot.wait(30)
    elapsed = time.perf_counter() - t0
    timer.stop()
    window.end_round()
    sw.close()

    measured = [t for t in ticks if t >= t0]
    gaps = [b - a for a, b in zip(measured, measured[1:])]
    longest = max(gaps)
    record_property("longest_event_loop_gap_ms", round(1000 * longest, 1))
    print(f"\nlongest event-loop gap while solving {len(boards)} 6x6 boards: {1000 * longest:.1f} ms "
          f"over {elapsed:.2f} s ({len(measured)} ticks)")
    assert len(measured) > 10
    assert longest < GAP_LIMIT_S, f"the GUI stalled for {1000 * longest:.0f} ms"
