"""Challenge a friend: the code of a finished solo round, played in another window, compared word by word.

Driven as players would: words typed into the focused entry, the round ended with Ctrl+E, the
challenge opened with Ctrl+Shift+F, the name typed, the code copied, then entered with Ctrl+G.
"""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QInputDialog

from boggle_gui.round.challenge import ChallengeDialog, ChallengeResultDialog
from boggle_gui.round.new_game import save_options
from boggle_gui.shared.settings import app_settings
from core.play import GameOptions
from core.play.challenges import decode_challenge, encode_challenge
from tests.naive import compare_rounds


@pytest.fixture
def windows(main_windows):
    save_options(GameOptions(), app_settings())
    yield main_windows
    save_options(GameOptions(), app_settings())


def play(qtbot, w, words) -> None:
    """Type ``words`` into the focused entry, then end the round with Ctrl+E and wait for its words."""
    qtbot.waitUntil(lambda: w.round is not None and w.round.solution is not None, timeout=30_000)
    for word in words:
        qtbot.keyClicks(w.focusWidget(), word)
        qtbot.keyClick(w.focusWidget(), Qt.Key.Key_Return)
    qtbot.keyClick(w.focusWidget(), Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: w.round.is_over and w.side.currentWidget() is w.reveal_panel, timeout=10_000)


def test_a_friend_plays_the_challenge_and_sees_both_rounds_word_by_word(qtbot, windows, warnings, monkeypatch):
    alice = windows(1)
    alice.new_game(GameOptions())
    play(qtbot, alice, [])
    words = sorted(w.word for w in alice.round.solution.words)[:9]
    alice.new_game(GameOptions(), board=alice.round.board)      # the same board again, now with words
    qtbot.waitUntil(lambda: alice.round.found_words == set(), timeout=10_000)
    play(qtbot, alice, words[:6])
    assert alice.round.found_words == set(words[:6])
    assert alice.challenges.button.isVisible() and alice.challenges.button.isEnabled()

    qtbot.keyClick(alice.focusWidget(), Qt.Key.Key_F,
                   Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    dialog = alice.challenges.dialog
    assert isinstance(dialog, ChallengeDialog) and dialog.isVisible()
    assert dialog.code == "" and not dialog.copy_button.isEnabled()       # no name yet: no code
    assert dialog.focusWidget() is dialog.name_edit
    qtbot.keyClicks(dialog.focusWidget(), "Ann")
    qtbot.mouseClick(dialog.copy_button, Qt.MouseButton.LeftButton)
    code = QApplication.clipboard().text()
    assert code == dialog.code and code.startswith("CHALLENGE-")
    challenge = decode_challenge(code)
    assert (challenge.name, challenge.score) == ("Ann", alice.round.score)
    dialog.close()
    assert app_settings().value("network/name") == "Ann"

    bob = windows(2)
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: (code.lower().replace("-", " "), True))
    qtbot.keyClick(bob.focusWidget(), Qt.Key.Key_G, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: bob.round is not None and bob.round.board == alice.round.board, timeout=30_000)
    assert (bob.round.timer_mode, bob.round.rules) == (alice.round.timer_mode, alice.round.rules)
    play(qtbot, bob, words[3:])
    qtbot.waitUntil(lambda: bob.challenges.result_dialog is not None, timeout=10_000)
    result = bob.challenges.result_dialog
    assert isinstance(result, ChallengeResultDialog) and result.isVisible()
    points = {w.word: w.points for w in bob.round.solution.words}
    want = compare_rounds(set(words[3:]), set(words[:6]), points)
    for key in ("both", "only_mine", "only_theirs"):
        shown = [result.lists[key].item(i).text().split()[0].lower() for i in range(result.lists[key].count())]
        assert sorted(shown) == want["words"][key]
    assert f"You {bob.round.score} · Ann {alice.round.score}" in result.headline.text()
    assert warnings == []


def test_a_challenge_code_with_a_typo_is_refused_with_its_reason(qtbot, windows, warnings, monkeypatch):
    alice = windows(3)
    alice.new_game(GameOptions())
    play(qtbot, alice, [])
    from core.play.challenges import make_challenge
    from core.play.codes import decode_game
    code = encode_challenge(make_challenge(decode_game(alice.round_code), "Ann", [], alice.round.solution))
    typo = code[:-1] + ("0" if code[-1] != "0" else "1")
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: (typo, True))
    board = alice.round.board
    qtbot.keyClick(alice.focusWidget(), Qt.Key.Key_G, Qt.KeyboardModifier.ControlModifier)
    assert warnings and warnings[-1].startswith("Cannot play this challenge code") and "typo" in warnings[-1]
    assert alice.round.board == board and alice.round.is_over          # nothing started


def test_challenge_a_friend_before_a_round_is_over_says_why(qtbot, windows):
    w = windows(4)
    w.new_game(GameOptions())
    qtbot.waitUntil(lambda: w.round is not None, timeout=30_000)
    assert w.challenges.open_dialog() is None
    assert "Finish a round first" in w.statusBar().currentMessage()


def test_a_challenge_code_typed_into_new_game_points_to_ctrl_g(qtbot, windows):
    from boggle_gui.round.new_game import NewGameDialog
    w = windows(5)
    dialog = NewGameDialog(w.options, w)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.code.setFocus()
    qtbot.keyClicks(dialog.focusWidget(), "CHALLENGE-2024-54W4")
    qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Return)
    assert dialog.isVisible() and "challenge code" in dialog.error.text() and "Ctrl+G" in dialog.error.text()
