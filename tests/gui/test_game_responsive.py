"""The solver runs off the GUI thread: the event loop keeps serving while 6x6 boards are solved."""
from __future__ import annotations

import time

import pytest
from PySide6.QtWidgets import QMessageBox

from boggle_gui.round.main_window import MainWindow
from boggle_gui.shared import solving
from boggle_gui.shared.cache import shared_cache
from boggle_gui.shared.jobs import runner
from core.engine.dice import roll
from core.play import GameOptions
from tests.gui.helpers import EventLoopWatch

#: The most the GUI thread may work between two 5 ms ticks, and the longest wall-clock gap, which
#: also counts waiting for a core on a busy machine (tests.gui.helpers.EventLoopWatch).
BUSY_LIMIT_S = 0.250
GAP_LIMIT_S = 1.0


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

    watch = EventLoopWatch()
    watch.start()
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
    watch.stop()
    window.end_round()
    sw.close()

    record_property("longest_event_loop_gap_ms", round(1000 * watch.longest_gap, 1))
    record_property("longest_gui_thread_work_ms", round(1000 * watch.longest_busy, 1))
    print(f"\nwhile solving {len(boards)} 6x6 boards in {elapsed:.2f} s: {watch.summary()}")
    assert watch.ticks > 10
    assert watch.longest_busy < BUSY_LIMIT_S, f"the GUI thread worked {1000 * watch.longest_busy:.0f} ms at a stretch"
    assert watch.longest_gap < GAP_LIMIT_S, f"the GUI stalled for {1000 * watch.longest_gap:.0f} ms"
