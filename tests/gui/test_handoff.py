"""A board never travels without its word list and rules.

Every "Open in Solve a board" goes through the real windows to the game's Solve a
board, which must show the score the sender's list and rules give, not its own
list's. Solve a board is opened first with the game's default list (SCOWL), so a
handoff that drops the sender's list shows a different score.
"""
from __future__ import annotations

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from boggle_gui.history.history_dialog import IN_PLAY_MESSAGE
from boggle_gui.round.main_window import MainWindow
from core.engine import DEFAULT_WORDLIST, Setup, Solver, load_wordlist
from core.engine.board import canonical_board, parse_board
from core.play import GameOptions
from core.play.game import Verdict
from tests.gui.helpers import break_to_deslatper

BOARD = "serspatglinesers"
#: A small list: its scores differ from SCOWL's on every board these tests use.
MINI = ["tea", "toe", "tee", "ten", "net", "eat", "ate", "set", "sea", "tone", "note", "notes", "tent", "seat",
        "east", "rate", "tear", "stone", "tones", "onset", "tease", "eaten", "tenet", "rest", "spat", "lines",
        "pats", "tap", "pal", "sers", "line", "lens", "glen"]


@pytest.fixture
def mini(write_wordlist):
    return write_wordlist(MINI, name="mini.txt")


@pytest.fixture
def game(qtbot, tmp_path, warnings):
    w = MainWindow(history_file=tmp_path / "h.db", seed=3)
    qtbot.addWidget(w)
    w.show()
    w.show_solved_board("")              # Solve a board exists, with the game's own list
    qtbot.addWidget(w.solve_window)
    assert w.solve_window.wordlist.currentData() == DEFAULT_WORDLIST
    yield w
    w.close()


def solved(qtbot, game, board: str):
    """Solve a board's solution once it shows ``board``."""
    sw = game.solve_window
    _, board = parse_board(board)
    qtbot.waitUntil(lambda: sw.solution is not None and sw.board == board and not sw.busy.isVisible(),
                    timeout=30_000)
    return sw.solution


def score(wordlist, board: str, rules="standard") -> int:
    geom, board = parse_board(board)
    return Solver(wordlist, rules).score(board, geom)


def play(qtbot, w, board=BOARD, **opts):
    assert w.new_game(GameOptions(**opts), board=board)
    qtbot.waitUntil(lambda: w.round is not None and w.round.board == board and w.round.solution is not None,
                    timeout=20_000)


# -- the tools --------------------------------------------------------------------------
def test_annealing_lab_opens_its_board_with_its_list_and_rules(qtbot, game, mini, default_wordlist):
    lab = game.open_tool("anneal_lab")
    qtbot.addWidget(lab)
    lab.size_combo.setCurrentText("3x3")
    lab.wordlist_combo.setCurrentText(str(mini))
    lab.rules_combo.setCurrentText("words")       # one point per word
    lab.seed_spin.setValue(1)
    lab.seconds_spin.setValue(1)
    with qtbot.waitSignal(lab.run_finished, timeout=60_000) as finished:
        lab.start_button.click()
    result = finished.args[0]
    wl = load_wordlist(mini)
    assert result.best_score == score(wl, result.best_board, "words") > 0
    assert score(default_wordlist, result.best_board) != result.best_score    # the handoff matters
    lab.open_button.click()
    assert solved(qtbot, game, result.best_board).score == result.best_score
    sw = game.solve_window
    assert sw.setup == Setup.of(wl, "words", "33")
    assert "MINI, words rules, 3x3" in sw.scoring.text() and f"{result.best_score}</b> points" in \
        sw.reveal.summary.text()
    # A row of the improvements table opens with its run's setup too.
    row = lab.table.rowCount() - 1
    board = lab.table.item(row, 4).text()
    lab.table.cellDoubleClicked.emit(row, 4)
    assert solved(qtbot, game, board).score == score(wl, board, "words")


def test_break_dialog_opens_deslatper_with_enable2k_at_545(qtbot, game, enable2k_path, default_wordlist):
    """The reported bug: 'Open board' on deslatper showed 383 (SCOWL) instead of 545 (ENABLE2K)."""
    dialog = game.open_tool("break")
    qtbot.addWidget(dialog)
    break_to_deslatper(qtbot, dialog, enable2k_path)
    assert score(default_wordlist, "deslatper") == 383
    dialog.open_board(0)
    assert solved(qtbot, game, "deslatper").score == 545
    assert game.solve_window.scoring.text() == "Scored with ENABLE2K, standard rules, 3x3"


def test_statistics_window_opens_the_best_board_with_its_list(qtbot, game, mini, default_wordlist):
    stats = game.open_tool("stats")
    qtbot.addWidget(stats)
    stats.set_wordlist(mini)
    stats.seed_spin.setValue(5)
    stats.boards_spin.setValue(2000)
    with qtbot.waitSignal(stats.stats_updated, timeout=60_000):
        stats.run_sample()
    qtbot.waitUntil(lambda: stats.open_best_button.isEnabled(), timeout=10_000)
    best = stats.summary.best_board
    wl = load_wordlist(mini)
    assert score(wl, best) != score(default_wordlist, best)
    stats.open_best_button.click()
    assert solved(qtbot, game, best).score == score(wl, best) == int(stats.sample.scores.max())
    assert game.solve_window.setup.wordlist_sha256 == wl.sha256


# -- the game and its history -----------------------------------------------------------
def _in_history(qtbot, game, act):
    """Open History (modal, as the menu does) and run ``act(dialog)`` inside it."""
    seen = {}

    def inside():
        dialog = QApplication.activeModalWidget()
        seen["dialog"] = dialog
        try:
            act(dialog)
        finally:
            seen["message"] = dialog.message.text() if dialog.message.isVisible() else ""
            dialog.reject()
    QTimer.singleShot(0, inside)
    game.show_history()
    assert "dialog" in seen, "the history dialog did not open"
    return seen["message"]


def _activate_recent(dialog, row=0):
    """Select a recent round and press "Open in Solve a board" (a double-click reopens the round itself)."""
    dialog.tabs.setCurrentIndex(1)
    dialog.recent_table.setCurrentItem(dialog.recent_table.topLevelItem(row))
    dialog.solve_button.click()


def test_history_opens_a_round_with_the_list_it_was_played_with(qtbot, game, mini, default_wordlist):
    wl = load_wordlist(mini)
    assert score(wl, BOARD) != score(default_wordlist, BOARD)
    play(qtbot, game, wordlist=str(mini))
    assert game.submit_word("spat").verdict is Verdict.OK
    game.end_round()
    play(qtbot, game, board="qeenslatgsineter")                   # the game has moved on to SCOWL
    game.end_round()
    assert _in_history(qtbot, game, lambda d: _activate_recent(d, row=1)) == ""
    assert solved(qtbot, game, BOARD).score == score(wl, BOARD)
    assert game.solve_window.setup == Setup.of(wl, "standard", "44")
    # The list file is gone: a clear message, no score from another list.
    mini.unlink()
    _in_history(qtbot, game, lambda d: _activate_recent(d, row=1))
    sw = game.solve_window
    qtbot.waitUntil(lambda: sw.error.isVisible(), timeout=10_000)
    assert "MINI" in sw.error.text() and "cannot be loaded any more" in sw.error.text()
    assert "is not there (no such file)" in sw.error.text() and sw.solution is None


def test_game_window_opens_the_finished_round_with_its_list(qtbot, game, mini):
    play(qtbot, game, wordlist=str(mini))
    game.end_round()
    game.act_solve.trigger()                                      # Ctrl+B after the round
    assert solved(qtbot, game, BOARD).score == score(load_wordlist(mini), BOARD) == game.round.solution.score


def test_a_changed_list_file_is_reported_not_used(qtbot, game, mini):
    setup = Setup.of(load_wordlist(mini), "standard", "44")
    mini.write_text("\n".join(MINI[:5]) + "\n")
    assert game.show_solved_board(BOARD, setup)
    sw = game.solve_window
    qtbot.waitUntil(lambda: sw.error.isVisible(), timeout=10_000)
    assert "has changed since this board was scored" in sw.error.text() and sw.solution is None


# -- a round in play never shows its answers ----------------------------------------------
def test_round_in_play_is_never_opened_in_solve_a_board(qtbot, game, mini, warnings):
    sw = game.solve_window
    play(qtbot, game, wordlist=str(mini))
    assert game.submit_word("spat").verdict is Verdict.OK
    # History: the round in play is listed, and double-clicking it is refused with a message.
    assert _in_history(qtbot, game, _activate_recent) == IN_PLAY_MESSAGE
    qtbot.wait(200)
    assert sw.board != BOARD and sw.solution is None
    # Any other handoff of the board (here rotated, as a tool would send it) is refused too.
    rotated = canonical_board(BOARD)
    assert rotated != BOARD
    assert not game.show_solved_board(rotated, Setup.of(load_wordlist(mini), "standard", "44"))
    assert any("Round in play" in m for m in warnings)
    # The round goes on (its clock stopped while Solve a board, in front, covers the game window).
    assert sw.board != BOARD and sw.solution is None and not game.round.is_over
    # Once the round is over, the same double-click opens it.
    game.end_round()
    assert _in_history(qtbot, game, _activate_recent) == ""
    assert solved(qtbot, game, BOARD).score == score(load_wordlist(mini), BOARD)
