"""Group rounds in the history: listed, reopened whole, reached from the History dialog."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication

from boggle_gui.history.group_history import GroupHistory, GroupHistoryDialog
from boggle_gui.history.history_dialog import HistoryDialog
from core.engine import Setup, Solver, load_wordlist
from core.play.group import format_result, score_group
from core.play.history import History

BOARD = "serspatglinesers"
WORDS = ["spat", "lines", "pat", "tap", "sat", "ate", "tea", "eat", "seat", "pats", "line", "sent"]


@pytest.fixture
def history(tmp_path, write_wordlist):
    wordlist = load_wordlist(write_wordlist(WORDS, name="groupwords.txt"))
    setup, solver = Setup.of(wordlist), Solver(wordlist)
    table = score_group(BOARD, setup, solver, {"Ann": ["spat", "lines", "zebra"], "Bob": ["spat", "tea"]})
    network = score_group(BOARD, setup, solver, {"Cy": ["seat", "pats"], "Dee": ["seat"]}, rule="friendly")
    h = History(tmp_path / "h.db")
    h.save_group_round(table, round_id="table-1", started_at=1_700_000_000.0, source="table")
    h.save_group_round(network, round_id="net-1", started_at=1_700_000_500.0, source="network", host="Cy")
    yield h, table, network
    h.close()


def test_rounds_are_listed_newest_first_and_shown_whole(qtbot, history):
    h, table, network = history
    view = GroupHistory(h)
    qtbot.addWidget(view)
    view.show()
    rows = [[view.rounds.topLevelItem(i).text(c) for c in range(5)] for i in range(view.rounds.topLevelItemCount())]
    assert [r[1:4] for r in rows] == [["network (Cy)", "friendly", "Cy 2, Dee 1"],
                                      ["table", "classic", "Ann 2, Bob 1"]]
    assert view.result == network                     # the newest is shown first
    page = view.details.toPlainText()
    assert "Network round hosted by Cy" in page and "friendly rule" in page
    # Keys move to the table game: its words, verdicts, crossings-out and scores appear.
    view.activateWindow()
    qtbot.waitUntil(view.isActiveWindow, timeout=5_000)
    view.rounds.setFocus()
    assert QApplication.focusWidget() is view.rounds
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Down)
    assert view.result == table
    page = view.details.toPlainText()
    for text in ("Table game", "shared, crossed out", "not on the board", "2 points ★", "1 point"):
        assert text in page, text
    assert "Every word" not in page
    qtbot.mouseClick(view.reveal_box, Qt.MouseButton.LeftButton)
    assert "Every word" in view.details.toPlainText()
    qtbot.mouseClick(view.copy_button, Qt.MouseButton.LeftButton)
    assert QGuiApplication.clipboard().text().endswith(format_result(table, reveal=True))


def test_open_and_play_pass_the_board_with_its_setup(qtbot, history):
    h, table, _network = history
    dialog = GroupHistoryDialog(h)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.view.rounds.setCurrentItem(dialog.view.rounds.topLevelItem(1))
    with qtbot.waitSignal(dialog.open_board_requested) as opened:
        qtbot.mouseClick(dialog.view.solve_button, Qt.MouseButton.LeftButton)
    assert opened.args == [table.board, table.setup]
    with qtbot.waitSignal(dialog.play_board_requested) as played:
        qtbot.mouseClick(dialog.view.play_button, Qt.MouseButton.LeftButton)
    assert played.args == [table.board, table.setup] and not dialog.isVisible()


def test_no_rounds_and_no_history_say_so(qtbot, tmp_path):
    with History(tmp_path / "empty.db") as h:
        view = GroupHistory(h)
        qtbot.addWidget(view)
        assert view.rounds.topLevelItemCount() == 0 and "No group rounds yet" in view.message.text()
    view = GroupHistory(None)
    qtbot.addWidget(view)
    assert "not available" in view.message.text() and not view.copy_button.isEnabled()


def test_the_history_dialog_opens_group_rounds(qtbot, history):
    h, _table, network = history
    dialog = HistoryDialog(h)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.mouseClick(dialog.group_button, Qt.MouseButton.LeftButton)
    group = dialog.group_dialog
    assert isinstance(group, GroupHistoryDialog) and group.isVisible()
    assert group.view.result == network
    with qtbot.waitSignal(dialog.open_board_requested) as opened:     # passed on through History
        qtbot.mouseClick(group.view.solve_button, Qt.MouseButton.LeftButton)
    assert opened.args == [network.board, network.setup]
    group.close()
