"""Start-up: one main window per start, the resume prompt only for a round really interrupted.

The app is started in this process through ``boggle_gui.app.main``, with the splash and a
warm-up that is slow while the main thread is held up (a busy machine), so the warm-up's
last progress report and its result are both waiting when the event loop comes back; the
splash's progress callback runs the event loop inside that delivery.
"""
from __future__ import annotations

import threading
import time

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from boggle_gui.round.main_window import MainWindow
from boggle_gui.shared import solving
from boggle_gui.shared.cache import shared_cache
from core.engine import Setup
from core.play import GameOptions
from core.play.history import History
from core.version import program_version

BOARD = "serspatglinesers"


def _interrupt_a_round(data_dir) -> str:
    """Store a round left playing (the game was killed mid-round); its round id."""
    wl = shared_cache().wordlist(GameOptions().wordlist)
    with History(data_dir / "history.sqlite3") as h:
        h.save_round(round_id="interrupted", started_at=time.time() - 60, board=BOARD, dice_set="new",
                     setup=Setup.of(wl), timer_seconds=180, elapsed=40.0, words=[("spat", 1, 10.0)])
    return "interrupted"


def _start_app(monkeypatch, answer):
    """Run the app's start-up until it settles; the main windows it showed and the prompts it asked."""
    from boggle_gui.app import main

    asked = []

    def question(parent, title, text, *args, **kwargs):
        asked.append(title)
        return answer
    monkeypatch.setattr(QMessageBox, "question", question)
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: None)

    held_up = threading.Event()

    def slow_warm_up(ctx, spec):
        ctx.progress(0, 2)
        wl = shared_cache().wordlist(spec)
        ctx.progress(1, 2)
        held_up.wait(10)      # finishes while the main thread is busy
        ctx.progress(2, 2)
        return wl
    monkeypatch.setattr(solving, "warm_up", slow_warm_up)

    def hold_up_the_main_thread():
        worker = [t for t in threading.enumerate() if t.name.endswith("-warm-up")]
        if not worker:
            QTimer.singleShot(20, hold_up_the_main_thread)
            return
        held_up.set()
        worker[0].join(10)    # its last progress and its result are now both queued

    before = set(QApplication.topLevelWidgets())
    app = QApplication.instance()
    deadline = time.monotonic() + 60

    def settled():
        shown = [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible()]
        if (shown and all(w.round is not None and w.round.solution is not None for w in shown)) \
                or time.monotonic() > deadline:
            QTimer.singleShot(300, lambda: app.exit(0))   # time for a second window to show up
        else:
            QTimer.singleShot(50, settled)

    QTimer.singleShot(200, hold_up_the_main_thread)
    QTimer.singleShot(200, settled)
    try:
        assert main([]) == 0
    finally:
        windows = [w for w in QApplication.topLevelWidgets() if w not in before and isinstance(w, MainWindow)]
        shown = [w for w in windows if w.isVisible()]
        rounds = [w.round.round_id for w in shown if w.round is not None]
        for w in windows:
            w.round = None            # nothing to confirm on close
            w.close()
            w.deleteLater()
    return shown, rounds, asked


@pytest.fixture
def data_dir(tmp_path, monkeypatch):
    folder = tmp_path / "data"
    folder.mkdir()
    monkeypatch.setenv("BOGGLE_DATA_DIR", str(folder))
    monkeypatch.setenv("BOGGLE_LOG_DIR", str(tmp_path / "log"))
    return folder


@pytest.mark.parametrize("answer", [QMessageBox.StandardButton.No, QMessageBox.StandardButton.Yes])
def test_an_interrupted_round_is_offered_once_in_one_window(qtbot, data_dir, monkeypatch, answer):
    round_id = _interrupt_a_round(data_dir)
    shown, rounds, asked = _start_app(monkeypatch, answer)
    assert len(shown) == 1, f"{len(shown)} main windows"
    assert asked == ["Resume round?"]
    with History(data_dir / "history.sqlite3") as h:
        statuses = {r.round_id: r.status for r in h.rounds()}
    if answer == QMessageBox.StandardButton.Yes:
        assert rounds == [round_id] and statuses == {round_id: "playing"}
    else:
        # The new round is live: nobody offered it for resuming, nobody marked it abandoned.
        assert len(rounds) == 1 and rounds[0] != round_id
        assert statuses == {round_id: "abandoned", rounds[0]: "playing"}


def test_a_new_data_folder_starts_one_window_without_a_prompt(qtbot, data_dir, monkeypatch):
    shown, rounds, asked = _start_app(monkeypatch, QMessageBox.StandardButton.No)
    assert len(shown) == 1, f"{len(shown)} main windows"
    assert asked == [] and len(rounds) == 1
    with History(data_dir / "history.sqlite3") as h:
        assert {r.round_id: r.status for r in h.rounds()} == {rounds[0]: "playing"}
    logged = (data_dir.parent / "log" / "boggle-gui.log").read_text(encoding="utf-8")
    assert f"Boggle {program_version()} started" in logged and logged.count("window shown") == 1
    assert not (data_dir / "boggle-gui.lock").exists()     # released on the way out
