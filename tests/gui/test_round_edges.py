"""The rough edges of a round: the clock stops under the game's own windows, the board after a
new roll, the keyboard cursor, the reveal at the minimum size."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox

from core.engine.wordlist import user_wordlist_dir
from core.play import GameOptions

BOARD = "serspatglinesers"   # S E R S / P A T G / L I N E / S E R S


@pytest.fixture
def window(qtbot, clocked_window):
    w = clocked_window
    qtbot.waitUntil(lambda: QApplication.focusWindow() is w.windowHandle())
    yield w
    if w.round is not None:
        w.round.end()
    for tool in w.tool_windows.values():
        tool.close()


@pytest.fixture
def clock(window):
    """The window's hand-moved clock."""
    return window.session.clock


def start(qtbot, w, board=BOARD, **opts):
    w.new_game(GameOptions(**opts), board=board)
    qtbot.waitUntil(lambda: w.round is not None and w.round.solution is not None, timeout=20000)
    qtbot.waitUntil(lambda: QApplication.focusWindow() is w.windowHandle())


def press(qtbot, w, key, modifier=Qt.KeyboardModifier.NoModifier):
    qtbot.keyClick(QApplication.focusWidget() or w, key, modifier)


# -- the clock stops under the game's own windows ---------------------------------------------

def test_help_stops_the_clock_and_hides_the_board_until_it_closes(qtbot, window, clock):
    w = window
    start(qtbot, w, timer_seconds=180)
    press(qtbot, w, Qt.Key.Key_F1)
    help_dialog = w.help_dialog
    qtbot.waitUntil(lambda: QApplication.focusWindow() is help_dialog.windowHandle())
    assert w.round.paused and w.board_view.is_hidden
    clock.now += 12
    assert w.round.time_left == pytest.approx(180)
    help_dialog.close()
    qtbot.waitUntil(lambda: not w.round.paused)
    assert not w.board_view.is_hidden and w.play_panel.entry.isEnabled()
    clock.now += 10
    assert w.round.time_left == pytest.approx(170)


@pytest.mark.parametrize("key", [Qt.Key.Key_H, Qt.Key.Key_N])
def test_history_and_new_game_stop_the_clock_while_open(qtbot, window, clock, key):
    w = window
    start(qtbot, w, timer_seconds=180)
    seen = {}

    def look_and_close():
        dialog = QApplication.activeModalWidget()
        seen["paused"] = w.round.paused and w.board_view.is_hidden
        clock.now += 14
        seen["left"] = w.round.time_left
        dialog.reject()

    def when_open():
        qtbot.waitUntil(lambda: isinstance(QApplication.activeModalWidget(), QDialog)
                        and QApplication.focusWindow() is QApplication.activeModalWidget().windowHandle())
        look_and_close()

    QTimer.singleShot(0, when_open)
    press(qtbot, w, key, Qt.KeyboardModifier.ControlModifier)
    assert seen == {"paused": True, "left": pytest.approx(180)}
    qtbot.waitUntil(lambda: not w.round.paused)
    assert not w.board_view.is_hidden


def test_a_tool_window_stops_the_clock_and_the_game_window_resumes_it(qtbot, window, clock):
    w = window
    start(qtbot, w, timer_seconds=180)
    press(qtbot, w, Qt.Key.Key_B, Qt.KeyboardModifier.ControlModifier)   # Solve a board
    qtbot.waitUntil(lambda: QApplication.focusWindow() is w.solve_window.windowHandle())
    assert w.round.paused and w.board_view.is_hidden
    clock.now += 30
    w.solve_window.close()
    qtbot.waitUntil(lambda: not w.round.paused)
    assert w.round.time_left == pytest.approx(180)


def test_a_pause_of_the_players_own_stays_when_a_window_closes(qtbot, window, clock):
    w = window
    start(qtbot, w, timer_seconds=180)
    press(qtbot, w, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier)
    assert w.round.paused
    press(qtbot, w, Qt.Key.Key_F1)
    qtbot.waitUntil(lambda: QApplication.focusWindow() is w.help_dialog.windowHandle())
    w.help_dialog.close()
    qtbot.wait(100)
    assert w.round.paused and w.board_view.is_hidden


# -- a new roll from the reveal starts with a clean board ------------------------------------

def test_a_new_roll_from_the_reveal_draws_no_path_of_the_last_board(qtbot, window):
    w = window
    start(qtbot, w, timer_seconds=180)
    press(qtbot, w, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    tree = w.reveal_panel.tree
    assert QApplication.focusWidget() is tree
    press(qtbot, w, Qt.Key.Key_Down)
    press(qtbot, w, Qt.Key.Key_Down)
    assert len(w.board_view.highlight) >= 3            # the selected word's path is drawn
    # the pointer rests on the list, as when the word was clicked
    qtbot.mouseMove(tree.viewport(), tree.visualItemRect(tree.currentItem()).center())
    old_board = w.round.board
    press(qtbot, w, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: w.round.board != old_board and w.round.solution is not None, timeout=20000)
    qtbot.wait(50)
    assert w.board_view.highlight == () and w.board_view.trace == ()
    assert tree.currentItem() is None


# -- keyboard play ---------------------------------------------------------------------------

def test_ctrl_k_shows_the_cursor_and_the_arrows_move_from_it(qtbot, window, tmp_path):
    w = window
    start(qtbot, w, timer_seconds=180)
    before = w.board_view.grab().toImage()
    press(qtbot, w, Qt.Key.Key_K, Qt.KeyboardModifier.ControlModifier)
    assert QApplication.focusWidget() is w.board_view
    after = w.board_view.grab().toImage()
    after.save(str(tmp_path / "cursor.png"))
    corner = w.board_view.cell_rect(0).adjusted(-3, -3, 3, 3).toRect()
    changed = sum(before.pixel(x, corner.top() + 1) != after.pixel(x, corner.top() + 1)
                  for x in range(corner.left(), corner.right()))
    assert changed > corner.width() // 4, "no cursor is drawn on the board"
    # E R A: right, add; right, add; down, left, add; Enter. Each arrow moves from the tile shown.
    for key in (Qt.Key.Key_Right, Qt.Key.Key_Space, Qt.Key.Key_Right, Qt.Key.Key_Space, Qt.Key.Key_Down,
                Qt.Key.Key_Left, Qt.Key.Key_Space):
        press(qtbot, w, key)
    assert w.board_view.trace == (1, 2, 5)
    press(qtbot, w, Qt.Key.Key_Return)
    assert "era" in w.round.found_words


# -- small ones ------------------------------------------------------------------------------

def test_a_typo_in_a_code_played_with_ctrl_g_is_told_in_a_sentence(qtbot, window, monkeypatch):
    w = window
    start(qtbot, w, timer_seconds=180)
    letters = w.round_code.replace("-", "")
    typo = letters[:5] + ("X" if letters[5] != "X" else "Y") + letters[6:]
    w.end_round()
    shown = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: shown.append(a[2]))

    def type_the_code():
        qtbot.waitUntil(lambda: QApplication.activeModalWidget() is not None and QApplication.focusWidget()
                        is not None and QApplication.focusWidget().window() is QApplication.activeModalWidget())
        dialog = QApplication.activeModalWidget()
        entry = QApplication.focusWidget()
        qtbot.keyClicks(entry, typo)
        qtbot.keyClick(entry, Qt.Key.Key_Return)
        if dialog.isVisible():
            dialog.reject()

    QTimer.singleShot(0, type_the_code)
    press(qtbot, w, Qt.Key.Key_G, Qt.KeyboardModifier.ControlModifier)
    assert len(shown) == 1 and "typo" in shown[0]
    assert shown[0][0].isupper() and shown[0].endswith(".")


def _rightmost_ink(image, rect) -> int:
    """The rightmost column of ``rect`` in ``image`` drawn in another colour than the row's background."""
    background = image.pixelColor(rect.right() - 1, rect.center().y())
    for x in range(rect.right() - 1, rect.left(), -1):
        for y in range(rect.top() + 2, rect.bottom() - 1):
            c = image.pixelColor(x, y)
            if abs(c.lightness() - background.lightness()) > 60:
                return x
    return -1


def test_the_points_of_found_words_line_up(qtbot, window):
    w = window
    start(qtbot, w, timer_seconds=180)
    entry = w.play_panel.entry
    for word in ("tap", "lines", "pal", "spat"):
        qtbot.keyClicks(entry, word)
        qtbot.keyClick(entry, Qt.Key.Key_Return)
    found = w.play_panel.found_list
    assert found.count() == 4
    found.setCurrentItem(None)
    image = found.viewport().grab().toImage()
    ends = {_rightmost_ink(image, found.visualItemRect(found.item(i))) for i in range(found.count())}
    assert max(ends) - min(ends) <= 2, ends
    assert min(ends) > found.viewport().width() * 0.6       # a column at the right, not after each word


def test_the_meaning_pane_forgets_a_word_the_list_no_longer_selects(qtbot, window):
    w = window
    start(qtbot, w, timer_seconds=180)
    press(qtbot, w, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    pane = w.reveal_panel.definition
    press(qtbot, w, Qt.Key.Key_Down)
    assert pane.word
    press(qtbot, w, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(QApplication.focusWidget(), "zzz")          # a filter that hides it
    assert w.reveal_panel.words_shown() == [] and pane.word == "" and w.board_view.highlight == ()
    press(qtbot, w, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    press(qtbot, w, Qt.Key.Key_Backspace)
    press(qtbot, w, Qt.Key.Key_J, Qt.KeyboardModifier.ControlModifier)   # the list again: a word, its meaning
    press(qtbot, w, Qt.Key.Key_Down)
    assert pane.word
    press(qtbot, w, Qt.Key.Key_K, Qt.KeyboardModifier.ControlModifier)   # the board: a tile, then Esc
    press(qtbot, w, Qt.Key.Key_Space)
    press(qtbot, w, Qt.Key.Key_Escape)
    assert w.board_view.selected_cell == -1 and pane.word == ""


def test_history_opens_its_high_scores_on_the_game_just_played(qtbot, window):
    w = window
    seen = []

    def look_and_close():
        qtbot.waitUntil(lambda: isinstance(QApplication.activeModalWidget(), QDialog))
        dialog = QApplication.activeModalWidget()
        seen.append(dialog.kind.currentData().dice_set)
        dialog.reject()

    for dice, board in (("big", "abcdefghijklmnopqrstuvwxy"), ("new", BOARD), ("big", "yxwvutsrqponmlkjihgfedcba")):
        start(qtbot, w, board=board, dice_key=dice, timer_seconds=180)
        w.end_round()
        QTimer.singleShot(0, look_and_close)
        press(qtbot, w, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
        w.activateWindow()       # as a window manager gives the focus back when the dialog closes
    assert seen == ["big", "new", "big"]


def test_solve_a_board_adds_a_word_list_and_scores_with_it(qtbot, window, write_wordlist, monkeypatch):
    from PySide6.QtWidgets import QFileDialog
    w = window
    words = write_wordlist(["spat", "taps", "pats", "lines", "tap"], name="my-solve-list.txt")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(words), ""))
    press(qtbot, w, Qt.Key.Key_B, Qt.KeyboardModifier.ControlModifier)
    solve = w.solve_window
    qtbot.keyClicks(solve.entry, BOARD)
    qtbot.keyClick(solve.entry, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: solve.solution is not None, timeout=20000)
    qtbot.waitUntil(lambda: QApplication.focusWindow() is solve.windowHandle())
    qtbot.mouseClick(solve.add_button, Qt.MouseButton.LeftButton)   # Add word list…
    assert solve.wordlist.currentData() == "my-solve-list"
    try:
        qtbot.waitUntil(lambda: solve.solution is not None and len(solve.solution.words) == 5, timeout=20000)
    finally:
        solve.close()
        (user_wordlist_dir() / "my-solve-list.txt").unlink(missing_ok=True)   # other tests list the lists
