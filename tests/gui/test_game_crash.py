"""A round in progress survives kill -9 of the game, and the next start offers to resume it."""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

from PySide6.QtWidgets import QMessageBox

from boggle_gui.round.main_window import MainWindow
from core.play.history import History

ROOT = Path(__file__).resolve().parents[2]
BOARD = "serspatglinesers"
WORDS = ["spat", "lines", "tap", "pal"]


def test_round_survives_kill_9_and_resumes(qtbot, tmp_path, monkeypatch):
    db = tmp_path / "h.db"
    script = textwrap.dedent(f"""
        import os, sys, time
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
        sys.path.insert(0, {str(ROOT)!r})
        from PySide6.QtWidgets import QApplication
        app = QApplication([])
        from core.play import GameOptions
        from boggle_gui.round.main_window import MainWindow
        w = MainWindow(history_file={str(db)!r})
        w.show()
        w.new_game(GameOptions(timer_seconds=180), board={BOARD!r})
        deadline = time.monotonic() + 60
        while w.round is None and time.monotonic() < deadline:
            app.processEvents()
        for word in {WORDS!r}:
            assert w.submit_word(word).accepted, word
        print("played", w.round.round_id, flush=True)
        while True:                     # mid-round, until killed
            app.processEvents()
            time.sleep(0.01)
    """)
    env = dict(os.environ)
    proc = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, text=True, env=env)
    try:
        line = proc.stdout.readline()
        assert line.startswith("played"), line
        round_id = line.split()[1]
        time.sleep(0.2)
        os.kill(proc.pid, signal.SIGKILL)
    finally:
        proc.wait(30)
    assert proc.returncode == -signal.SIGKILL

    with History(db) as h:
        rec = h.get_round(round_id)
        assert rec.status == "playing" and sorted(x[0] for x in rec.words) == sorted(WORDS)

    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    w = MainWindow(history_file=db)
    qtbot.addWidget(w)
    w.show()
    assert w.offer_resume()
    assert w.round.round_id == round_id and w.round.found_words == set(WORDS)
    assert w.round.time_left is not None and 0 < w.round.time_left <= 180
    w.end_round()
    with History(db) as h:
        assert h.get_round(round_id).status == "finished"
