"""History you can revisit: the player's own rating, a finished round reopened with its words,
rejected guesses and times, and exports."""
from __future__ import annotations

import pytest

from boggle_gui.round.main_window import MainWindow
from core.play import GameOptions
from core.play.game import Verdict
from core.play.history import History
from tests.gui.helpers import FakeClock

BOARD = "serspatglinesers"


@pytest.fixture
def game(qtbot, tmp_path, warnings):
    w = MainWindow(clock=FakeClock(), history_file=tmp_path / "h.db", seed=3)
    qtbot.addWidget(w)
    w.resize(1000, 650)
    w.show()
    yield w
    w.close()


def play(qtbot, w, board=BOARD, **opts):
    assert w.new_game(GameOptions(**opts), board=board)
    qtbot.waitUntil(lambda: w.round is not None and w.round.board == board and w.round.solution is not None,
                    timeout=20000)


def past_rounds(w, scores, timer_mode="fixed:180"):
    """Finished rounds of the game's setup with these scores, stored as earlier rounds."""
    r = w.round
    for i, score in enumerate(scores):
        w.history.save_round(round_id=f"past-{timer_mode}-{i}", started_at=1000.0 + i, board=BOARD, dice_set="new",
                             setup=r.setup, timer_seconds=180.0, elapsed=180.0, timer_mode=timer_mode,
                             words=[(f"w{j}", 1, 1.0) for j in range(score)], status="finished")


def test_player_rating_at_the_end_of_a_round(qtbot, game):
    play(qtbot, game, timer_seconds=180)
    assert game.submit_word("spat").verdict is Verdict.OK
    game.end_round()
    rating = game.reveal_panel.player_rating
    assert rating.isVisible()
    assert rating.text() == "Your own rating appears after 5 finished rounds of this game (0 so far)."
    play(qtbot, game, timer_seconds=180)
    past_rounds(game, [1, 2, 5, 8])                       # with the first round: five past rounds
    past_rounds(game, [0, 0, 0], timer_mode="per-word:180+5")    # another game: not compared
    for word in ("spat", "lines"):                        # 1 + 2 points
        assert game.submit_word(word).verdict is Verdict.OK
    game.end_round()
    assert game.round.is_over
    assert rating.isVisible() and rating.text() == (
        "Your 3rd best of 6 rounds of this game: better than 60% of the other 5.")
    assert game.reveal_panel.rating.parent() is rating.parent()   # beside the board's rating


def _play_with_guesses(qtbot, game, clock, **opts):
    """A round: SPAT at 4 s, a guess not on the board at 9 s, LINES at 15 s, SPAT again at 21 s."""
    play(qtbot, game, timer_seconds=180, **opts)
    for step, word, verdict in ((4, "spat", Verdict.OK), (5, "xyzzy", Verdict.NOT_ON_BOARD),
                                (6, "lines", Verdict.OK), (6, "spat", Verdict.REPEATED)):
        clock.now += step
        assert game.submit_word(word).verdict is verdict
    game.end_round()
    return game.round.round_id


def _history(qtbot, game):
    from boggle_gui.history.history_dialog import HistoryDialog
    dialog = HistoryDialog(game.history)
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def _texts(table):
    return [[table.topLevelItem(i).text(c) for c in range(table.columnCount())]
            for i in range(table.topLevelItemCount())]


def test_a_finished_round_reopens_with_words_times_and_rejected_guesses(qtbot, game):
    from PySide6.QtCore import Qt
    round_id = _play_with_guesses(qtbot, game, game.session.clock)
    score = game.round.score
    with History(game.session.recorder.path) as h:
        assert h.get_round(round_id).guesses == (("xyzzy", "not on the board", 9.0), ("spat", "already found", 21.0))
    dialog = _history(qtbot, game)
    dialog.tabs.setCurrentIndex(1)
    table = dialog.recent_table
    table.setFocus()
    table.setCurrentItem(table.topLevelItem(0))
    qtbot.keyClick(table, Qt.Key.Key_Return)              # Enter (or a double-click) reopens the round
    review = dialog.review
    assert review is not None and review.isVisible() and review.record.round_id == round_id
    assert _texts(review.words_table) == [["0:04", "SPAT", "1"], ["0:15", "LINES", "2"]]
    assert _texts(review.guesses_table) == [["0:09", "XYZZY", "not on the board"], ["0:21", "SPAT", "already found"]]
    qtbot.waitUntil(lambda: review.solution is not None, timeout=20000)
    panel = review.reveal_panel
    assert f"{score} points" in panel.summary.text()
    marks = {panel.tree.topLevelItem(i).text(0): panel.tree.topLevelItem(i).text(3)
             for i in range(panel.tree.topLevelItemCount())}
    assert marks["SPAT"] == "✓ 0:04" and marks["LINES"] == "✓ 0:15"
    assert sum(m.startswith("✓") for m in marks.values()) == 2 and len(marks) == len(review.solution.words)
    # Selecting a word of the round draws its path on the board.
    review.tabs.setCurrentWidget(review.words_table)
    review.words_table.setCurrentItem(review.words_table.topLevelItem(1))
    lines_path = next(w.path for w in review.solution.words if w.word == "lines")
    assert review.board_view._highlight == lines_path    # noqa: SLF001
    # The board goes on to Solve a board with its list and rules.
    opened = []
    dialog.open_board_requested.connect(lambda board, setup: opened.append((board, setup)))
    review.solve_button.click()
    assert opened == [(BOARD, game.round.setup)]


def test_a_round_in_play_is_not_reopened(qtbot, game):
    play(qtbot, game, timer_seconds=180)
    assert game.submit_word("spat").verdict is Verdict.OK
    dialog = _history(qtbot, game)
    dialog.tabs.setCurrentIndex(1)
    dialog.recent_table.setCurrentItem(dialog.recent_table.topLevelItem(0))
    dialog.review_button.click()
    from boggle_gui.history.history_dialog import IN_PLAY_MESSAGE
    assert dialog.review is None and dialog.message.text() == IN_PLAY_MESSAGE
    game.end_round()


def test_resumed_round_keeps_its_rejected_guesses(qtbot, game, tmp_path):
    play(qtbot, game, timer_seconds=180)
    game.session.clock.now += 3
    assert game.submit_word("xyzzy").verdict is Verdict.NOT_ON_BOARD
    round_id = game.round.round_id
    again = MainWindow(clock=FakeClock(), history_file=tmp_path / "h.db", seed=4)   # after a crash
    qtbot.addWidget(again)
    assert again.offer_resume() and again.round.round_id == round_id
    again.session.clock.now += 2
    assert again.submit_word("qqq").verdict is Verdict.NOT_ON_BOARD
    again.end_round()
    with History(tmp_path / "h.db") as h:
        assert [g[0] for g in h.get_round(round_id).guesses] == ["xyzzy", "qqq"]


def test_review_of_a_round_whose_list_is_gone_shows_the_words_played(qtbot, game, write_wordlist):
    mini = write_wordlist(["spat", "lines", "pats", "tap"], name="mini.txt")
    _play_with_guesses(qtbot, game, game.session.clock, wordlist=str(mini))
    mini.unlink()
    dialog = _history(qtbot, game)
    dialog.tabs.setCurrentIndex(1)
    dialog.recent_table.setCurrentItem(dialog.recent_table.topLevelItem(0))
    dialog.review_button.click()
    review = dialog.review
    qtbot.waitUntil(lambda: review.message.isVisible(), timeout=20000)
    assert "MINI" in review.message.text() and "cannot be loaded any more" in review.message.text()
    assert review.solution is None and review.tabs.currentWidget() is review.words_table
    assert [r[1] for r in _texts(review.words_table)] == ["SPAT", "LINES"]


def test_rounds_and_words_export_and_copy(qtbot, game, tmp_path, monkeypatch):
    import csv

    from PySide6.QtWidgets import QApplication, QFileDialog
    _play_with_guesses(qtbot, game, game.session.clock)
    play(qtbot, game, board="qeenslatgsineter", timer_seconds=None)
    assert game.submit_word("least").verdict is Verdict.OK
    game.end_round()
    dialog = _history(qtbot, game)
    target = {"path": str(tmp_path / "rounds.csv")}
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (target["path"], "CSV files (*.csv)"))
    dialog.export_rounds_button.click()
    assert dialog.message.text() == f"Saved 2 rounds to {target['path']}."
    with open(target["path"], newline="", encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    assert [(r["board"], r["timer"], r["score"], r["words"], r["word_list"]) for r in rows] == [
        ("qeenslatgsineter", "untimed", "2", "1", "scowl70"), (BOARD, "3:00", "3", "2", "scowl70")]
    # The words of the selected round (recent rounds, the older one).
    dialog.tabs.setCurrentIndex(1)
    dialog.recent_table.setCurrentItem(dialog.recent_table.topLevelItem(1))
    target["path"] = str(tmp_path / "words.csv")
    dialog.export_words_button.click()
    with open(target["path"], newline="", encoding="utf-8") as f:
        assert list(csv.reader(f)) == [["word", "points", "seconds", "verdict"], ["spat", "1", "4.0", "found"],
                                       ["xyzzy", "0", "9.0", "not on the board"], ["lines", "2", "15.0", "found"],
                                       ["spat", "0", "21.0", "already found"]]
    dialog.copy_button.click()
    assert QApplication.clipboard().text().splitlines()[:2] == ["word\tpoints\tseconds\tverdict", "spat\t1\t4.0\tfound"]
    assert "Copied 2 words and 2 rejected guesses" in dialog.message.text()
    # A write error is one clear line; nothing is written.
    target["path"] = str(tmp_path / "no such folder" / "rounds.csv")
    dialog.export_rounds_button.click()
    assert dialog.message.text() == f"Cannot write {target['path']}: No such file or directory"
    assert not (tmp_path / "no such folder").exists()
    # Cancelling the file dialog writes nothing and says nothing new.
    target["path"] = ""
    dialog.export_rounds_button.click()
    assert dialog.message.text().startswith("Cannot write")
