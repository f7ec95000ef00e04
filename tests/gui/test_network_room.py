"""Play together: the room's features in the app, over real sockets on 127.0.0.1.

A room password (asked, refused with a clear message, tried again; turned away after too many
wrong guesses), spectators who watch without playing, the lobby's ready check and countdown,
the host removing a player (asked first), rematches (same board, new board, next board of the
game code) and the standings across rounds. Discovery is off: nothing is advertised.
"""
from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from boggle_gui.network.dialogs import HostDialog, HostSettings, JoinDialog, parse_address
from boggle_gui.network.round_window import NetworkRoundWindow
from core.engine import load_wordlist
from core.engine.setup import Setup
from core.net import PROTOCOL_VERSION
from core.net.discovery import HostInfo
from core.play.codes import code_for, encode_game, next_code
from core.play.game import TimerMode
from tests.gui.test_network_play import close_without_asking, no_multicast  # noqa: F401 - autouse fixtures

#: Where screenshots of the room's screens go when BOGGLE_SCREENSHOTS=1.
SHOTS = Path(os.environ.get("BOGGLE_SHOTS_DIR", "/tmp/boggle-room-shots"))


def host_room(qtbot, main, **room) -> NetworkRoundWindow:
    """Host a room on this machine only (``room``: more HostSettings, such as its password)."""
    settings = HostSettings(name="Ann", seconds=room.pop("seconds", 60), port=0, lan=False, **room)
    win = main.open_network_play("host", settings=settings)
    qtbot.waitUntil(lambda: bool(win.join_address) and win.session is not None and win.round_state == "waiting",
                    timeout=30_000)
    return win


def join_room(qtbot, main, host: NetworkRoundWindow, name: str = "Bob", wait: bool = True,
              **options) -> NetworkRoundWindow:
    win = main.open_network_play("join", url=parse_address(host.join_address), name=name, **options)
    if wait:
        qtbot.waitUntil(lambda: win.session is not None and win.round_state in ("waiting", "running", "ended"),
                        timeout=30_000)
    return win


def answer_next_box(button: QMessageBox.StandardButton) -> list[str]:
    """Press ``button`` in the next message box that opens (as a person would); returns its text."""
    seen: list[str] = []

    def press():
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox):
            seen.append(box.text())
            box.button(button).click()
        else:
            QTimer.singleShot(50, press)
    QTimer.singleShot(50, press)
    return seen


def shot(widget, name: str) -> None:
    if os.environ.get("BOGGLE_SCREENSHOTS") == "1":
        SHOTS.mkdir(parents=True, exist_ok=True)
        widget.grab().save(str(SHOTS / f"{name}.png"))


# -- the dialogs ----------------------------------------------------------------------------------
def test_the_host_dialogs_room_settings_reach_the_server(qtbot, main_windows):
    dialog = HostDialog(name="Ann")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.keyClicks(dialog.password, "open sesame")
    dialog.spectators.setValue(3)
    dialog.ready_check.setChecked(True)
    dialog.countdown.setValue(5)
    dialog.port.setValue(0)
    dialog.local_only.setChecked(True)
    shot(dialog, "host-dialog")
    settings = dialog.settings()
    assert (settings.password, settings.max_spectators, settings.ready_check, settings.countdown) == \
        ("open sesame", 3, True, 5)
    ann = main_windows().open_network_play("host", settings=settings)
    qtbot.waitUntil(lambda: ann.host is not None and ann.session is not None, timeout=30_000)
    room = ann.host.snapshot()
    assert room["password"] is True
    assert room["lobby"] == {"min_players": 1, "ready_check": True, "countdown": 5.0}
    assert ann.host.host.limits.max_spectators == 3


def test_the_host_dialog_says_what_is_wrong_with_a_game_code(qtbot):
    series = code_for("new", Setup.of(load_wordlist(), "standard", "4x4"), TimerMode.fixed(60), seed=7)
    one_board = code_for("new", Setup.of(load_wordlist(), "standard", "4x4"), TimerMode.fixed(60),
                         board=series.deal())
    dialog = HostDialog(name="Ann")
    qtbot.addWidget(dialog)
    dialog.show()
    for text, problem in (("not-a-code", "Game code:"), (encode_game(one_board), "one fixed board"),
                          (encode_game(series), "")):
        dialog.code.setText(text)
        dialog._accept()   # noqa: SLF001 - Host pressed: a bad code is said, the dialog stays
        assert (problem in dialog.problem.text()) and bool(problem) == bool(dialog.problem.text()), text
        assert (dialog.result() == HostDialog.DialogCode.Accepted) == (not problem)
    assert dialog.settings().code == encode_game(series)


def test_the_join_dialog_asks_for_the_password_of_a_locked_round_and_offers_to_watch(qtbot):
    dialog = JoinDialog(name="Bob")
    qtbot.addWidget(dialog)
    dialog.show()
    open_room = HostInfo("Cy._boggle._tcp.local.", "127.0.0.1", 8766, PROTOCOL_VERSION, "Cy", "4x4", "en", "scowl70",
                         1, "waiting")
    locked = HostInfo("Ann._boggle._tcp.local.", "127.0.0.1", 8765, PROTOCOL_VERSION, "Ann", "4x4", "en", "scowl70",
                      1, "waiting", locked=True)
    dialog.set_hosts([open_room, locked])
    assert "(password)" in dialog.found.item(1).text() and "(password)" not in dialog.found.item(0).text()
    dialog.found.setCurrentRow(0)
    assert not dialog.password.isVisible()               # an open round asks for none
    dialog.found.setCurrentRow(1)
    assert dialog.password.isVisible()
    dialog._accept()   # noqa: SLF001 - Join pressed without the password: said, the dialog stays
    assert dialog.result() != JoinDialog.DialogCode.Accepted and "password" in dialog.problem.text()
    shot(dialog, "join-dialog-locked")
    qtbot.keyClicks(dialog.password, "open sesame")
    dialog.spectate.setChecked(True)
    dialog._accept()   # noqa: SLF001
    assert dialog.result() == JoinDialog.DialogCode.Accepted
    assert dialog.room_password == "open sesame" and dialog.spectate.isChecked()


# -- the password -----------------------------------------------------------------------------------
def test_a_wrong_password_is_said_and_the_player_joins_with_the_right_one(qtbot, main_windows):
    ann = host_room(qtbot, main_windows(), password="open sesame")
    bob = join_room(qtbot, main_windows(), ann, password="guess", wait=False)
    qtbot.waitUntil(lambda: bob.retry_row.isVisible(), timeout=15_000)
    assert "Wrong password" in bob.notice.text()
    assert "Traceback" not in bob.notice.text() and bob.session is None
    assert [p["name"] for p in ann.players] == ["Ann"]
    shot(bob, "join-wrong-password")
    bob.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is bob.retry_password, timeout=5_000)
    qtbot.keyClicks(QApplication.focusWidget(), "open sesame")
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: {p["name"] for p in ann.players} == {"Ann", "Bob"}, timeout=15_000)
    assert not bob.retry_row.isVisible() and bob.session is not None


def test_a_room_without_the_password_given_says_it_has_one(qtbot, main_windows):
    ann = host_room(qtbot, main_windows(), password="open sesame")
    bob = join_room(qtbot, main_windows(), ann, wait=False)
    qtbot.waitUntil(lambda: bob.retry_row.isVisible(), timeout=15_000)
    assert "has a password" in bob.notice.text()


def test_too_many_wrong_passwords_are_turned_away_with_a_clear_message(qtbot, main_windows):
    ann = host_room(qtbot, main_windows(), password="open sesame")
    bob = join_room(qtbot, main_windows(), ann, password="guess 0", wait=False)
    notices = []
    for guess in range(1, 7):
        qtbot.waitUntil(lambda: bob.retry_row.isVisible(), timeout=15_000)
        notices.append(bob.notice.text())
        bob.retry_password.setText(f"guess {guess}")
        bob.retry_join()
    qtbot.waitUntil(lambda: bob.retry_row.isVisible(), timeout=15_000)
    notices.append(bob.notice.text())
    assert all("Wrong password" in text for text in notices[:5])
    assert "Too many wrong passwords" in notices[-1]       # HTTP 429: no traceback, a sentence
    assert bob.session is None and [p["name"] for p in ann.players] == ["Ann"]


# -- spectators, the ready check, removing ------------------------------------------------------------
def test_a_spectator_watches_the_clock_and_the_players_without_playing(qtbot, main_windows):
    ann = host_room(qtbot, main_windows())
    bob = join_room(qtbot, main_windows(), ann)
    cy = join_room(qtbot, main_windows(), ann, name="Cy", spectate=True)
    qtbot.waitUntil(lambda: ann.spectators == ["Cy"] and cy.players_view.names() == ["Ann", "Bob"], timeout=10_000)
    assert ann.players_view.names() == ["Ann", "Bob"]          # a spectator is not a player
    assert "Cy" in ann.players_view.watching.text()
    assert not cy.entry.isVisible() and not cy.words_tree.isVisible()
    qtbot.mouseClick(ann.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: cy.round_state == bob.round_state == "running" and bool(cy.board), timeout=10_000)
    qtbot.waitUntil(lambda: cy.clock_label.text() not in ("–:––", ""), timeout=5_000)
    assert cy.board == bob.board and not cy.entry.isEnabled()
    cy.submit_word("test")                                      # a spectator's window sends nothing
    assert cy.my_words == {}
    shot(cy, "spectator")
    ann.host_control(lambda host: host.end_round())
    qtbot.waitUntil(lambda: cy.result is not None, timeout=10_000)
    assert {p.name for p in cy.result.players} == {"Ann", "Bob"}


def test_the_ready_check_starts_the_round_once_every_player_is_ready(qtbot, main_windows):
    ann = host_room(qtbot, main_windows(), ready_check=True, countdown=2)
    bob = join_room(qtbot, main_windows(), ann)
    qtbot.waitUntil(lambda: ann.players_view.names() == ["Ann", "Bob"], timeout=10_000)
    assert bob.ready_button.isVisible() and ann.ready_button.isVisible()
    assert not ann.players_view.table.isColumnHidden(2)
    qtbot.mouseClick(bob.ready_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: ann.players_view.ready_names() == ["Bob"], timeout=10_000)
    assert ann.round_state == "waiting"                          # Ann is not ready yet
    shot(ann, "lobby-ready")
    qtbot.mouseClick(ann.ready_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "starts in" in bob.notice.text(), timeout=10_000)
    qtbot.waitUntil(lambda: any("starts in" in text for text in bob.board_view.painted_texts()),
                    timeout=5_000)                                # the countdown, large on the board
    shot(bob, "countdown")
    qtbot.waitUntil(lambda: ann.round_state == bob.round_state == "running", timeout=10_000)
    assert not bob.ready_button.isVisible()
    qtbot.waitUntil(lambda: not bob.ready_button.isChecked() and ann.players_view.ready_names() == [],
                    timeout=10_000)                               # readiness is cleared as a round starts


def test_the_host_calls_off_the_countdown(qtbot, main_windows):
    ann = host_room(qtbot, main_windows(), countdown=30)
    bob = join_room(qtbot, main_windows(), ann)
    assert not ann.call_off_button.isEnabled() and not bob.call_off_button.isVisible()
    qtbot.mouseClick(ann.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "starts in" in bob.notice.text() and ann.call_off_button.isEnabled(), timeout=10_000)
    qtbot.mouseClick(ann.call_off_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "called off" in bob.notice.text(), timeout=10_000)
    assert bob.session.seconds_to_start() is None and ann.round_state == bob.round_state == "waiting"
    qtbot.waitUntil(lambda: ann.start_button.isEnabled() and not ann.call_off_button.isEnabled(), timeout=5_000)
    assert not any("starts in" in text for text in bob.board_view.painted_texts())


def test_the_host_removes_a_player_after_confirming(qtbot, main_windows):
    ann = host_room(qtbot, main_windows())
    bob = join_room(qtbot, main_windows(), ann)
    qtbot.waitUntil(lambda: ann.players_view.names() == ["Ann", "Bob"], timeout=10_000)
    assert not bob.players_view.remove_button.isVisible()       # only the host removes
    ann.players_view.table.selectRow(0)
    assert not ann.players_view.remove_button.isEnabled()       # not themselves
    ann.players_view.table.selectRow(1)
    asked = answer_next_box(QMessageBox.StandardButton.No)
    qtbot.mouseClick(ann.players_view.remove_button, Qt.MouseButton.LeftButton)
    assert asked and "Bob" in asked[0]
    assert ann.players_view.names() == ["Ann", "Bob"] and bob.session is not None
    asked = answer_next_box(QMessageBox.StandardButton.Yes)
    qtbot.mouseClick(ann.players_view.remove_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: ann.players_view.names() == ["Ann"], timeout=10_000)
    qtbot.waitUntil(lambda: bob.session is None and "removed you" in bob.notice.text(), timeout=10_000)
    assert "Bob" in ann.notice.text()


# -- rematches and standings --------------------------------------------------------------------------
def play_and_end(qtbot, ann: NetworkRoundWindow, bob: NetworkRoundWindow, round_id: int) -> None:
    qtbot.waitUntil(lambda: ann.round_state == bob.round_state == "running" and bob.round_id == round_id
                    and ann.end_button.isEnabled(), timeout=10_000)
    qtbot.mouseClick(ann.end_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bob.round_state == "ended" and bob.result is not None and bob.round_id == round_id
                    and ann.next_button.isEnabled(), timeout=10_000)   # the host's window has its results too


def test_the_host_chooses_the_rematch_and_players_see_the_standings(qtbot, main_windows):
    ann = host_room(qtbot, main_windows())
    bob = join_room(qtbot, main_windows(), ann)
    assert not ann.rematch_choice.model().item(2).isEnabled()   # no game code: no next board of one
    qtbot.mouseClick(ann.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bob.round_state == "running", timeout=10_000)
    first = bob.board
    bob.submit_word("zzzz")
    play_and_end(qtbot, ann, bob, 1)
    assert bob.results_page.standings.isVisible()
    assert sorted(bob.results_page.standings_rows()) == [("1", "Ann", "0", "1"), ("1", "Bob (you)", "0", "1")]
    assert not bob.rematch_choice.isVisible() and ann.rematch_choice.isEnabled()
    ann.rematch_choice.setCurrentIndex(ann.rematch_choice.findData("same"))
    qtbot.mouseClick(ann.next_button, Qt.MouseButton.LeftButton)
    play_and_end(qtbot, ann, bob, 2)
    assert bob.board == first                                   # the same board again
    assert [row[3] for row in bob.results_page.standings_rows()] == ["2", "2"]
    assert "2" in bob.results_page.standings_caption.text()
    shot(bob, "standings")
    shot(ann, "host-ended")
    ann.rematch_choice.setCurrentIndex(ann.rematch_choice.findData("new"))
    qtbot.mouseClick(ann.next_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bob.round_state == "running" and bob.round_id == 3, timeout=10_000)
    assert bob.board != first


def test_a_room_with_a_game_code_plays_its_next_board(qtbot, main_windows):
    wordlist = load_wordlist()
    setup = Setup.of(wordlist, "standard", "4x4")
    code = code_for("new", setup, TimerMode.fixed(60), seed=12345)
    ann = host_room(qtbot, main_windows(), code=encode_game(code))
    bob = join_room(qtbot, main_windows(), ann)
    assert ann.rematch_choice.currentData() == "next"
    qtbot.mouseClick(ann.start_button, Qt.MouseButton.LeftButton)
    play_and_end(qtbot, ann, bob, 1)
    assert bob.board == code.deal()
    qtbot.mouseClick(ann.next_button, Qt.MouseButton.LeftButton)
    play_and_end(qtbot, ann, bob, 2)
    assert bob.board == next_code(code).deal()



def test_the_rooms_screens_show_no_untranslated_english(qtbot, main_windows, pseudo_translated):
    from core.engine.wordlist import DEFAULT_WORDLIST
    from tests.gui.test_translation_tools import _left, _report

    ann = host_room(qtbot, main_windows(), password="open sesame", ready_check=True, countdown=1)
    bob = join_room(qtbot, main_windows(), ann, password="guess", wait=False)
    qtbot.waitUntil(lambda: bob.retry_row.isVisible(), timeout=15_000)
    user = ["Ann", "Bob", "Cy", DEFAULT_WORDLIST, "127", "0", "1", str(ann.host.port)]
    left = _left(bob, "wrong password", user)
    bob.retry_password.setText("open sesame")
    bob.retry_join()
    cy = join_room(qtbot, main_windows(), ann, name="Cy", password="open sesame", spectate=True)
    qtbot.waitUntil(lambda: ann.spectators == ["Cy"] and ann.players_view.names() == ["Ann", "Bob"],
                    timeout=15_000)
    qtbot.mouseClick(bob.ready_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: ann.players_view.ready_names() == ["Bob"], timeout=10_000)
    left += _left(ann, "host, lobby", user) + _left(bob, "ready", user) + _left(cy, "spectator, lobby", user)
    qtbot.mouseClick(ann.ready_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bob.round_state == "running" and ann.end_button.isEnabled(), timeout=10_000)
    left += _left(cy, "spectator, playing", user + [cy.board])
    qtbot.mouseClick(ann.end_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bob.result is not None and cy.result is not None, timeout=10_000)
    words = [w for w in bob.result.all_words]
    left += _left(bob, "standings", user + words) + _left(ann, "host, ended", user + words)
    assert not left, _report(left)
