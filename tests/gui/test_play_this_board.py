"""Game codes, "Play this board" from every window that shows boards, and boards dealt to a bar.

Codes are driven as a player would: copied with the menu action in one window, typed
into another window's New game dialog or "Play a game code" (Ctrl+G).
"""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QInputDialog, QMessageBox

from boggle_gui.round.main_window import MainWindow
from boggle_gui.round.new_game import NewGameDialog, options_from_settings, save_options
from boggle_gui.shared.settings import app_settings
from core.engine import Setup, Solver, load_wordlist
from core.play import GameOptions
from core.play.codes import decode_game, roll_seeded
from tests.gui.helpers import EventLoopWatch, break_to_deslatper

#: The most the GUI thread may work between two 5 ms ticks, and the longest wall-clock gap, which
#: also counts waiting for a core on a busy machine (tests.gui.helpers.EventLoopWatch).
BUSY_LIMIT_S = 0.250
GAP_LIMIT_S = 1.0
MINI = ["tea", "toe", "tee", "ten", "net", "eat", "ate", "set", "sea", "tone", "note", "notes", "tent", "seat",
        "east", "rate", "tear", "stone", "tones", "onset", "tease", "eaten", "tenet", "rest", "spat", "lines",
        "pats", "tap", "pal", "sers", "line", "lens", "glen", "des", "per", "lat", "slate", "plates"]


@pytest.fixture
def make_window(main_windows):
    return main_windows


@pytest.fixture
def mini(write_wordlist):
    return write_wordlist(MINI, name="mini.txt")


def started(qtbot, w: MainWindow, board: str | None = None):
    qtbot.waitUntil(lambda: w.round is not None and (board is None or w.round.board == board)
                    and w.round.solution is not None, timeout=30_000)
    return w.round


# -- game codes -------------------------------------------------------------------------
def test_the_same_code_deals_the_same_board_in_two_windows(qtbot, make_window, warnings):
    alice, bob = make_window(1), make_window(2)
    alice.new_game(GameOptions(dice_key="big", timer_seconds=120))
    board = started(qtbot, alice).board
    assert alice.round_code and alice.code_button.isVisible() and alice.round_code in alice.code_label.text()
    assert board == roll_seeded("big", alice.session.seed)          # a rolled board carries its seed
    alice.act_copy_code.trigger()
    code = QApplication.clipboard().text()
    assert code == alice.round_code
    bob.new_game(GameOptions(dice_key="new"))                     # Bob plays something else meanwhile
    started(qtbot, bob)
    assert bob.round.board != board

    # Bob types the code into New game (lower case, spaces instead of dashes: a code read aloud).
    seen = {}

    def fill():
        dialog = QApplication.activeModalWidget()
        try:
            dialog.code.setFocus()
            seen["focus"] = dialog.focusWidget() is dialog.code
            qtbot.keyClicks(dialog.focusWidget(), code.lower().replace("-", " "))
            seen["dice enabled"] = dialog.dice.isEnabled()        # the code names the dice
            qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Return)
        finally:
            if dialog.isVisible():
                seen["error"] = dialog.error.text()
                dialog.reject()
    QTimer.singleShot(0, fill)
    bob.act_new.trigger()
    assert seen == {"focus": True, "dice enabled": False}
    r = started(qtbot, bob, board)
    assert (r.dice_key, r.min_length, r.timer_mode.seconds, r.rules.name) == ("big", 4, 120, "big")
    assert r.setup.wordlist_sha256 == alice.round.setup.wordlist_sha256
    assert bob.round_code == alice.round_code
    assert warnings == []


def test_a_typo_in_a_code_is_caught_in_the_dialog(qtbot, make_window):
    w = make_window(1)
    w.new_game(GameOptions())
    code = started(qtbot, w) and w.round_code
    letters = code.replace("-", "")
    typo = letters[:5] + ("X" if letters[5] != "X" else "Y") + letters[6:]
    dialog = NewGameDialog(w.options, w)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.code.setFocus()
    qtbot.keyClicks(dialog.code, typo)
    qtbot.keyClick(dialog.code, Qt.Key.Key_Return)
    assert dialog.isVisible() and dialog.result() != NewGameDialog.DialogCode.Accepted
    assert "typo" in dialog.error.text() and "check letter" in dialog.error.text()
    assert dialog.focusWidget() is dialog.code


def test_ctrl_g_plays_a_code_and_explains_bad_ones(qtbot, make_window, warnings, monkeypatch, mini):
    w = make_window(4)
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("BOGGLE?", True))
    w.act_play_code.trigger()
    assert warnings and "Cannot play this game code" in warnings[-1] and "only the letters" in warnings[-1]
    # A code made with a list this player lacks: a clear message, no round.
    other = make_window(5)
    other.new_game(GameOptions(wordlist=str(mini)))
    started(qtbot, other)
    assert decode_game(other.round_code).wordlist == "mini"
    w.play_code(other.round_code)
    assert "Word list missing" in warnings[-1] and "MINI" in warnings[-1] and "Add word list" in warnings[-1]
    assert w.round is None


def test_a_code_made_with_another_version_of_the_list_asks_first(qtbot, make_window, mini, monkeypatch):
    w = make_window(6)
    w.new_game(GameOptions(wordlist=str(mini)))
    code = started(qtbot, w) and w.round_code
    w.end_round()
    mini.write_text("\n".join(MINI[:-3]) + "\n")                # "mini" is now another list
    asked = []
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: asked.append(a[2]) or QMessageBox.StandardButton.No)
    assert not w.play_code(code)
    assert asked and "MINI" in asked[0] and "not the file this code was made with" in asked[0]


def test_a_3x3_board_plays_with_the_standard_rules_and_has_a_code(qtbot, make_window, warnings):
    w = make_window(1)
    assert w.new_game(GameOptions(dice_key="big", timer_seconds=90), board="deslatper")
    r = started(qtbot, w, "deslatper")
    assert (r.dice_key, r.rules.name, r.min_length, r.timer_mode.seconds) == ("3x3", "standard", 3, 90)
    assert "3X3 BOARD" in w.title.text()
    code = decode_game(w.round_code)
    assert (code.game, code.board, code.seed) == ("3x3", "deslatper", None)
    assert warnings == []


# -- "Play this board" ---------------------------------------------------------------------
def _scored(wordlist, board, rules="standard"):
    return Solver(wordlist, rules).score(board)


def test_play_this_board_from_solve_a_board(qtbot, make_window, mini):
    w = make_window(1)
    wl = load_wordlist(mini)
    assert w.show_solved_board("serspatglinesers", Setup.of(wl, "standard", "44"))
    sw = w.solve_window
    qtbot.addWidget(sw)
    qtbot.waitUntil(lambda: sw.play_button.isEnabled(), timeout=20_000)
    sw.play_button.click()
    r = started(qtbot, w, "serspatglinesers")
    assert r.setup.wordlist_sha256 == wl.sha256 and r.solution.score == _scored(wl, "serspatglinesers")
    assert r.dice_key == "new" and w.round_code
    # The board in play is now refused by Solve a board (it would show every answer).
    assert not w.show_solved_board("serspatglinesers")


def test_play_this_board_from_the_annealing_lab(qtbot, make_window, mini, warnings):
    w = make_window(1)
    lab = w.open_tool("anneal_lab")
    qtbot.addWidget(lab)
    lab.size_combo.setCurrentText("3x3")
    lab.wordlist_combo.setCurrentText(str(mini))
    lab.seed_spin.setValue(1)
    lab.seconds_spin.setValue(1)
    assert not lab.play_button.isEnabled()
    with qtbot.waitSignal(lab.run_finished, timeout=60_000) as finished:
        lab.start_button.click()
    best = finished.args[0].best_board
    lab.play_button.click()
    r = started(qtbot, w, best)
    assert (r.dice_key, r.rules.name) == ("3x3", "standard")
    assert r.setup.wordlist_sha256 == load_wordlist(mini).sha256
    assert r.solution.score == finished.args[0].best_score
    assert warnings == []


def test_play_this_board_from_the_break_dialog(qtbot, make_window, enable2k_path, warnings):
    w = make_window(1)
    dialog = w.open_tool("break")
    qtbot.addWidget(dialog)
    break_to_deslatper(qtbot, dialog, enable2k_path)
    assert not dialog.play_button.isEnabled()
    dialog.boards_table.selectRow(0)
    assert dialog.play_button.isEnabled()
    dialog.play_button.click()
    r = started(qtbot, w, "deslatper")
    assert (r.solution.score, r.rules.name, r.dice_key) == (545, "standard", "3x3")
    assert r.setup.wordlist_name == "enable2k"
    assert warnings == []


def test_play_this_board_from_history(qtbot, make_window, mini, warnings):
    w = make_window(1)
    w.new_game(GameOptions(dice_key="big", wordlist=str(mini)), board="serspatglinesersatglinese")
    first = started(qtbot, w)
    w.end_round()
    w.new_game(GameOptions(dice_key="new"))                      # the game moves on to another board and list
    qtbot.waitUntil(lambda: w.round.round_id != first.round_id and w.round.solution is not None, timeout=30_000)
    w.end_round()
    seen = {}

    def inside():
        dialog = QApplication.activeModalWidget()
        try:
            dialog.tabs.setCurrentIndex(1)
            table = dialog.recent_table
            table.setCurrentItem(table.topLevelItem(1))           # the older round
            seen["button"] = dialog.play_button.text()
            dialog.play_button.click()
        finally:
            if dialog.isVisible():
                seen["message"] = dialog.message.text()
                dialog.reject()
    QTimer.singleShot(0, inside)
    w.show_history()
    assert "message" not in seen, seen
    r = started(qtbot, w, first.board)
    assert r.round_id != first.round_id
    assert (r.dice_key, r.min_length, r.setup.wordlist_sha256) == ("big", 4, first.setup.wordlist_sha256)
    assert "Play" in seen["button"] and warnings == []


def test_play_this_board_refuses_a_changed_list(qtbot, make_window, mini, warnings):
    w = make_window(1)
    setup = Setup.of(load_wordlist(mini), "standard", "44")
    mini.write_text("tea\ntoe\n")
    assert not w.play_board("serspatglinesers", setup)
    assert "has changed" in warnings[-1] and w.round is None


# -- avoiding poor boards ---------------------------------------------------------------------
def test_every_board_dealt_meets_the_bar_and_the_ui_never_blocks(qtbot, make_window, default_wordlist, warnings):
    w = make_window(11)
    bar = GameOptions(dice_key="new", timer_seconds=None, min_words=110, min_points=180)
    solver = Solver(default_wordlist, "standard")
    watch = EventLoopWatch()
    watch.start()
    qtbot.wait(30)
    boards = []
    for i in range(6):
        if i == 0:
            w.new_game(bar)
        else:
            w.act_quick.trigger()                                  # Ctrl+R: the board dealt during play
        qtbot.waitUntil(lambda: w.round is not None and w.round.board not in boards
                        and w.round.solution is not None, timeout=60_000)
        boards.append(w.round.board)
        solution = solver.solve(w.round.board)
        assert len(solution.words) >= 110 and solution.score >= 180, w.round.board
        assert w.round.board == roll_seeded("new", decode_game(w.round_code).seed)   # the code deals it too
        w.end_round()
    watch.stop()
    print(f"\nwhile dealing 6 boards to a bar: {watch.summary()}")
    assert watch.longest_busy < BUSY_LIMIT_S and watch.longest_gap < GAP_LIMIT_S
    assert warnings == []


def test_a_bar_the_dice_cannot_meet_is_said_and_the_closest_board_played(qtbot, make_window, warnings):
    w = make_window(3)
    w.new_game(GameOptions(dice_key="classic", min_points=100_000))
    started(qtbot, w)
    assert "None of 2,000 boards" in w.statusBar().currentMessage()
    assert "Lower the bar" in w.statusBar().currentMessage()


def test_new_game_dialog_keeps_the_bar(qtbot, make_window):
    w = make_window(1)
    dialog = NewGameDialog(GameOptions(min_words=80, min_points=0), w)
    qtbot.addWidget(dialog)
    assert dialog.quality.isChecked() and dialog.min_words.value() == 80
    dialog.quality.setChecked(False)
    assert not dialog.options().has_bar
    dialog.quality.setChecked(True)
    dialog.min_points.setValue(150)
    opts = dialog.options()
    assert (opts.min_words, opts.min_points) == (80, 150)
    save_options(opts, app_settings())
    assert options_from_settings(app_settings()).min_points == 150
