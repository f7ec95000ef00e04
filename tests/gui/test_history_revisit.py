"""History you can revisit: the player's own rating, a finished round reopened with its words,
rejected guesses and times, and exports (issue 10)."""
from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMessageBox

from boggle_gui.dialogs import GameOptions
from boggle_gui.main_window import MainWindow
from core.play.game import Verdict
from core.play.history import History

BOARD = "serspatglinesers"


class FakeClock:
    def __init__(self):
        self.now = 5000.0

    def __call__(self):
        return self.now


@pytest.fixture
def warnings(monkeypatch):
    seen: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: seen.append(f"{a[1]}: {a[2]}"))
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    return seen


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
    assert game.submit_word("spat").verdict is Verdict.NEW
    game.end_round()
    rating = game.reveal_panel.player_rating
    assert rating.isVisible()
    assert rating.text() == "Your own rating appears after 5 finished rounds of this game (0 so far)."
    play(qtbot, game, timer_seconds=180)
    past_rounds(game, [1, 2, 5, 8])                       # with the first round: five past rounds
    past_rounds(game, [0, 0, 0], timer_mode="per-word:180+5")    # another game: not compared
    for word in ("spat", "lines"):                        # 1 + 2 points
        assert game.submit_word(word).verdict is Verdict.NEW
    game.end_round()
    assert game.round.is_over
    assert rating.isVisible() and rating.text() == (
        "Your 3rd best of 6 rounds of this game: better than 60% of the other 5.")
    assert game.reveal_panel.rating.parent() is rating.parent()   # beside the board's rating
