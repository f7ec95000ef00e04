"""The game and its history: rounds kept while the database is locked, high scores per word list."""
from __future__ import annotations

import sqlite3

import pytest
from PySide6.QtWidgets import QMessageBox

from boggle_gui.dialogs import GameOptions
from boggle_gui.main_window import MainWindow
from core.play.game import Verdict
from core.play.history import History

BOARD = "serspatglinesers"
OTHER = "qeenslatgsineter"


@pytest.fixture
def warnings(monkeypatch):
    seen: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: seen.append(f"{a[1]}: {a[2]}"))
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    return seen


def play(qtbot, w, board=BOARD, **opts):
    assert w.new_game(GameOptions(**opts), board=board)
    qtbot.waitUntil(lambda: w.round is not None and w.round.board == board and w.round.solution is not None,
                    timeout=20000)


def test_history_locked_at_start_saves_the_rounds_once_free(qtbot, tmp_path, warnings, monkeypatch):
    """Issue 13 case 2: a database locked at start-up used to turn history off for the whole session."""
    monkeypatch.setattr(MainWindow, "HISTORY_RETRY_MS", 100)
    db = tmp_path / "h.db"
    History(db).close()
    blocker = sqlite3.connect(db, isolation_level=None)
    blocker.execute("BEGIN EXCLUSIVE")
    try:
        w = MainWindow(history_file=db, seed=3)
        qtbot.addWidget(w)
        w.show()
        assert w.history is None and "locked" in w.history_error
        play(qtbot, w)
        assert w.submit_word("spat").verdict is Verdict.NEW
        w.end_round()
        first = w.round.round_id
        play(qtbot, w, board=OTHER)
        assert w.submit_word("least").verdict is Verdict.NEW
        w.end_round()
        second = w.round.round_id
        play(qtbot, w)                                     # a third round, still in play
        assert w.submit_word("lines").verdict is Verdict.NEW
        third = w.round.round_id
        qtbot.wait(400)                                     # retries while locked change nothing
        assert w.history is None
    finally:
        blocker.execute("ROLLBACK")
        blocker.close()
    qtbot.waitUntil(lambda: w.history is not None, timeout=5000)
    with History(db) as h:
        got = {r.round_id: r for r in h.rounds()}
        assert set(got) == {first, second, third}
        assert (got[first].status, got[first].score) == ("finished", 1)
        assert got[second].status == "finished" and got[second].board == OTHER
        assert {x[0] for x in h.get_round(third).words} == {"lines"} and got[third].status == "playing"
        assert got[first].setup == w.round.setup           # each round with its word list and rules
    assert w.submit_word("spat").verdict is Verdict.NEW    # and the history goes on as usual
    with History(db) as h:
        assert {x[0] for x in h.get_round(third).words} == {"lines", "spat"}
    w.close()
