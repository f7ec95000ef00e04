"""The game and its history: rounds kept while the database is locked, high scores per word list."""
from __future__ import annotations

import sqlite3

from boggle_gui.round.main_window import MainWindow
from core.play import GameOptions
from core.play.game import Verdict
from core.play.history import History
from tests.core.history_support import hold_read_lock
from tests.gui.helpers import FakeClock

BOARD = "serspatglinesers"
OTHER = "qeenslatgsineter"


def play(qtbot, w, board=BOARD, **opts):
    assert w.new_game(GameOptions(**opts), board=board)
    qtbot.waitUntil(lambda: w.round is not None and w.round.board == board and w.round.solution is not None,
                    timeout=20000)


def test_history_locked_at_start_saves_the_rounds_once_free(qtbot, tmp_path, warnings, monkeypatch):
    """A database locked at start-up does not turn the history off for the session: rounds are kept
    and saved once it is free."""
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
        assert w.submit_word("spat").verdict is Verdict.OK
        w.end_round()
        first = w.round.round_id
        play(qtbot, w, board=OTHER)
        assert w.submit_word("least").verdict is Verdict.OK
        w.end_round()
        second = w.round.round_id
        play(qtbot, w)                                     # a third round, still in play
        assert w.submit_word("lines").verdict is Verdict.OK
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
    assert w.submit_word("spat").verdict is Verdict.OK    # and the history goes on as usual
    with History(db) as h:
        assert {x[0] for x in h.get_round(third).words} == {"lines", "spat"}
    w.close()


def test_round_finished_while_another_program_reads_the_history_is_stored_whole(qtbot, tmp_path, warnings,
                                                                                 monkeypatch):
    """Another process holds ``BEGIN; SELECT ...`` while the round's saves commit. A failed COMMIT once
    left the connection in its transaction: the retry "succeeded" without committing, and the finished
    3-word round was stored as playing with 1 word."""
    monkeypatch.setattr(MainWindow, "HISTORY_RETRY_MS", 100)
    db = tmp_path / "h.db"
    w = MainWindow(history_file=db, seed=3)
    w.history._conn.execute("PRAGMA busy_timeout = 100")  # noqa: SLF001 - fail fast instead of waiting
    qtbot.addWidget(w)
    w.show()
    play(qtbot, w)
    assert w.submit_word("spat").verdict is Verdict.OK
    reader = hold_read_lock(db, 2.0)
    try:
        for word in ("lines", "pats"):
            assert w.submit_word(word).verdict is Verdict.OK
        w.end_round()
        assert "locked" in w.statusBar().currentMessage()
    finally:
        assert reader.wait(timeout=30) == 0

    def stored():
        with History(db) as h:
            rec = h.get_round(w.round.round_id)
        return rec.status, sorted(x[0] for x in rec.words)
    qtbot.waitUntil(lambda: stored() == ("finished", ["lines", "pats", "spat"]), timeout=10000)
    w.close()
    assert stored() == ("finished", ["lines", "pats", "spat"])


def test_high_scores_are_kept_per_word_list(qtbot, tmp_path, warnings, write_wordlist):
    """Each word list has its own high-score table: an ENABLE2K round and a SCOWL round never compete."""
    from boggle_gui.history.history_dialog import HistoryDialog
    mini = write_wordlist(["spat", "lines", "pats", "tap", "pal", "sers", "line", "lens", "glen"], name="mini.txt")
    w = MainWindow(history_file=tmp_path / "h.db", seed=3)
    qtbot.addWidget(w)
    w.show()
    play(qtbot, w, wordlist=str(mini))
    for word in ("spat", "lines", "pats"):
        assert w.submit_word(word).verdict is Verdict.OK
    w.end_round()
    assert "New high score" in w.reveal_panel.high_score.text() and "MINI" in w.reveal_panel.high_score.text()
    play(qtbot, w, wordlist="scowl70")
    assert w.submit_word("tap").verdict is Verdict.OK            # fewer points, but a table of its own
    w.end_round()
    assert "New high score" in w.reveal_panel.high_score.text() and "SCOWL70" in w.reveal_panel.high_score.text()
    play(qtbot, w, wordlist=str(mini))
    assert w.submit_word("tap").verdict is Verdict.OK            # below the MINI round: no new high score
    w.end_round()
    assert not w.reveal_panel.high_score.isVisible()
    dialog = HistoryDialog(w.history)
    qtbot.addWidget(dialog)
    kinds = [dialog.kind.itemText(i) for i in range(dialog.kind.count())]
    assert sorted(kinds) == ["4x4 New (1987), 3:00, MINI, 3+ letters", "4x4 New (1987), 3:00, SCOWL70, 3+ letters"]
    tables = {}
    for i in range(dialog.kind.count()):
        dialog.kind.setCurrentIndex(i)
        tables[dialog.kind.itemText(i).split(", ")[2]] = [
            int(dialog.high_table.topLevelItem(r).text(1)) for r in range(dialog.high_table.topLevelItemCount())]
    assert tables == {"MINI": [w.round.rules.points_for(5) + 2, 1], "SCOWL70": [1]}
    lists = {dialog.recent_table.topLevelItem(r).text(2) for r in range(dialog.recent_table.topLevelItemCount())}
    assert lists == {"MINI, 3+", "SCOWL70, 3+"}
    w.close()


def test_elapsed_time_survives_a_kill_before_any_word(qtbot, tmp_path, warnings):
    """The elapsed time is saved every few seconds while the clock runs, not only with a word: a
    round killed after six seconds and no word comes back with six seconds gone."""
    clock = FakeClock()
    db = tmp_path / "h.db"
    w = MainWindow(clock=clock, history_file=db, seed=3)
    qtbot.addWidget(w)
    w.show()
    play(qtbot, w, timer_seconds=180)
    round_id = w.round.round_id
    for _ in range(7):                  # seven seconds of play, the clock ticking, no word
        clock.now += 1.0
        qtbot.wait(120)
    # "Killed": the window is dropped without its close path; a new one opens the database.
    w2 = MainWindow(clock=FakeClock(), history_file=db, seed=4)
    qtbot.addWidget(w2)
    w2.show()
    assert w2.offer_resume()
    assert w2.round.round_id == round_id and w2.round.found == []
    assert 5.0 <= w2.round.elapsed <= 7.0
    assert 173.0 <= w2.round.time_left <= 175.0
    w2.end_round()


def test_elapsed_time_is_saved_on_pause(qtbot, tmp_path, warnings):
    clock = FakeClock()
    db = tmp_path / "h.db"
    w = MainWindow(clock=clock, history_file=db, seed=3)
    qtbot.addWidget(w)
    w.show()
    play(qtbot, w, timer_seconds=180)
    clock.now += 2.5                    # less than the periodic save's interval
    w.toggle_pause()
    with History(db) as h:
        assert h.get_round(w.round.round_id).elapsed == 2.5
    w.toggle_pause()
    w.end_round()
