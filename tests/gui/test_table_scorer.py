"""The table-game scorer: typed lists, verdicts struck through, scores, PDF, text, history, Solve a board."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication

from boggle_gui.shared.jobs import runner
from boggle_gui.shared.settings import app_settings
from boggle_gui.tools import TOOLS
from boggle_gui.tools.solve_window import SolveWindow
from boggle_gui.tools.table_scorer import TableScorer
from core.engine.language import get_language
from core.play.group import format_result
from core.play.history import History
from tests.gui.test_languages_gui import choose_language, type_text

BOARD = "serspatglinesers"   # S E R S / P A T G / L I N E / S E R S


def type_into(qtbot, widget, text: str) -> None:
    """Click ``widget`` and type ``text`` into the focused widget; newlines are Return presses."""
    window = widget.window()
    if not window.isActiveWindow():      # a person's click brings the window forward first
        window.activateWindow()
        qtbot.waitUntil(window.isActiveWindow, timeout=5_000)
    qtbot.mouseClick(widget.viewport() if hasattr(widget, "viewport") else widget, Qt.MouseButton.LeftButton)
    assert QApplication.focusWidget() is widget
    for i, line in enumerate(text.split("\n")):
        if i:
            qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
        qtbot.keyClicks(QApplication.focusWidget(), line)


def fill(qtbot, w, board: str, lists: dict[str, str]) -> None:
    type_into(qtbot, w.board_entry, board)
    while len(w.players) < len(lists):
        w.add_player()
    for editor, (name, words) in zip(w.players, lists.items(), strict=False):
        type_into(qtbot, editor.name_edit, name)
        type_into(qtbot, editor.words_edit, words)


def score_by_keys(qtbot, w):
    """Ctrl+Return in the focused widget, then wait for the results."""
    before = w.result
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: w.result is not None and w.result is not before, timeout=30_000)
    return w.result


def shown_words(w) -> dict[str, bool]:
    """Each word fragment of the results page (upper case words) -> whether it is struck through."""
    out = {}
    block = w.results.document().begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            frag = it.fragment()
            text = frag.text().strip()
            if text.isalpha() and text.isupper() and len(text) > 1:
                out.setdefault(text, frag.charFormat().fontStrikeOut())
            it += 1
        block = block.next()
    return out


def test_typed_lists_show_verdicts_crossings_out_and_scores(qtbot, scorer):
    fill(qtbot, scorer, "sers patg line sers", {"Ann": "spat\nlines\ntea\nzebra\nta\nspat",
                                                 "Bob": "spat, seat tas"})
    result = score_by_keys(qtbot, scorer)
    assert [(p.name, p.score) for p in result.players] == [("Ann", 3), ("Bob", 1)]
    page = scorer.results.toPlainText()
    for text in ("shared, crossed out", "not on the board", "too short", "repeated", "not in the word list",
                 "3 points ★", "1 point", "Ann", "Bob"):
        assert text in page, text
    struck = shown_words(scorer)
    # Crossed out: the shared word, and every word that scores nothing; kept: the scoring ones.
    assert struck["SPAT"] and struck["ZEBRA"] and struck["TA"] and struck["TAS"]
    assert not struck["LINES"] and not struck["TEA"] and not struck["SEAT"]
    assert scorer.copy_button.isEnabled() and scorer.save_button.isEnabled()


def test_friendly_rule_keeps_shared_words(qtbot, scorer):
    fill(qtbot, scorer, BOARD, {"Ann": "spat lines", "Bob": "spat"})
    scorer.rule.setCurrentIndex(scorer.rule.findData("friendly"))
    scorer.players[1].words_edit.setFocus()
    result = score_by_keys(qtbot, scorer)
    assert result.rule == "friendly"
    assert [(p.name, p.score) for p in result.players] == [("Ann", 3), ("Bob", 1)]
    assert not shown_words(scorer)["SPAT"]


def test_min_letters_and_reveal(qtbot, scorer):
    fill(qtbot, scorer, BOARD, {"Ann": "tea seat"})
    scorer.min_length.setValue(4)
    scorer.players[0].words_edit.setFocus()
    result = score_by_keys(qtbot, scorer)
    assert [w.verdict.value for w in result.player("Ann").words] == ["too_short", "ok"]
    assert "Every word" not in scorer.results.toPlainText()
    qtbot.mouseClick(scorer.reveal_box, Qt.MouseButton.LeftButton)
    page = scorer.results.toPlainText()
    assert "Every word" in page
    assert page.splitlines()[-1] == "line, lines, pats, seat, sent, spat"     # 4+ letters: no TEA


def test_pdf_text_and_history(qtbot, scorer, tmp_path):
    fill(qtbot, scorer, BOARD, {"Ann": "spat lines", "Bob": "spat tea"})
    result = score_by_keys(qtbot, scorer)
    pdf = scorer.save_pdf(tmp_path / "results.pdf")
    data = pdf.read_bytes()
    assert data.startswith(b"%PDF") and len(data) > 2000
    qtbot.mouseClick(scorer.copy_button, Qt.MouseButton.LeftButton)
    assert QGuiApplication.clipboard().text() == format_result(result)
    qtbot.mouseClick(scorer.save_button, Qt.MouseButton.LeftButton)
    rid = scorer.saved_round_id
    assert rid and "Saved to the history" in scorer.status.text()
    qtbot.mouseClick(scorer.save_button, Qt.MouseButton.LeftButton)     # saving again replaces it
    with History(tmp_path / "history.db") as history:
        assert [r.round_id for r in history.group_rounds()] == [rid]
        assert history.get_group_round(rid).source == "table"
        assert history.load_group_round(rid) == result


@pytest.mark.parametrize("board, lists, message", [
    ("", {"Ann": "spat"}, "Enter the board first"),
    (BOARD, {"Ann": "spat", "Ann ": "tea"}, "Two players are called 'Ann'"),
    (BOARD, {}, "Add at least one player's words"),
])
def test_refused_input_is_said_in_one_line(qtbot, scorer, board, lists, message):
    if board:
        type_into(qtbot, scorer.board_entry, board)
    for editor, (name, words) in zip(scorer.players, lists.items(), strict=False):
        type_into(qtbot, editor.name_edit, name)
        type_into(qtbot, editor.words_edit, words)
    assert not scorer.score()
    assert scorer.error.isVisible() and message in scorer.error.text()


def test_a_bad_board_fails_in_the_job_with_its_reason(qtbot, scorer):
    fill(qtbot, scorer, "sers7atg", {"Ann": "spat"})
    assert scorer.score()
    qtbot.waitUntil(scorer.error.isVisible, timeout=30_000)
    assert "Cannot score" in scorer.error.text() and "'7'" in scorer.error.text()
    assert scorer.result is None


def test_players_are_added_and_removed(qtbot, scorer):
    assert len(scorer.players) == 2
    qtbot.mouseClick(scorer.add_button, Qt.MouseButton.LeftButton)
    assert len(scorer.players) == 3 and QApplication.focusWidget() is scorer.players[2].name_edit
    qtbot.keyClicks(QApplication.focusWidget(), "Cy")
    qtbot.mouseClick(scorer.players[0].remove_button, Qt.MouseButton.LeftButton)
    assert [p.name for p in scorer.players] == ["Player 2", "Cy"]


def test_roll_uses_the_dice_sets_rules(qtbot, scorer):
    scorer.dice.setCurrentIndex(scorer.dice.findData("big"))
    board = scorer.roll_board(seed=5)
    assert len(board) == 25 and scorer.board_entry.text() == board.upper()
    assert scorer.rules.currentData() == "big" and scorer.min_length.value() == 4


def test_board_from_solve_a_board_comes_with_its_list(qtbot, scorer, write_wordlist):
    other = write_wordlist(["spat", "seat", "pats", "tea"], name="other.txt")
    solve = SolveWindow("scowl70")
    qtbot.addWidget(solve)
    solve.show()
    solve.wordlist.addItem("other", str(other))
    solve.wordlist.setCurrentIndex(solve.wordlist.count() - 1)
    assert solve.solve_board(BOARD)
    qtbot.waitUntil(lambda: solve.solution is not None and not solve.busy.isVisible(), timeout=30_000)
    assert scorer.take_from_solve_window()
    assert scorer.board_entry.text() == BOARD.upper() and "other" in scorer.scoring.text().lower()
    type_into(qtbot, scorer.players[0].words_edit, "seat lines")
    result = score_by_keys(qtbot, scorer)
    assert result.setup == solve.setup
    # LINES is in the scorer's own list but not in the board's: the board's list decides.
    assert [w.verdict.value for w in result.players[0].words] == ["ok", "not_in_list"]


def test_no_solved_board_to_take(qtbot, scorer):
    assert not scorer.take_from_solve_window()
    assert "Solve a board shows no solved board" in scorer.error.text()


def test_the_tools_menu_opens_it(qtbot, clocked_window):
    action = next(a for a in clocked_window.findChildren(type(clocked_window.act_new))
                  if a.text() == TOOLS["table"].text)
    assert action.shortcut().toString() == "Ctrl+Shift+T"
    action.trigger()
    win = clocked_window.tool_windows["table"]
    qtbot.addWidget(win)
    assert isinstance(win, TableScorer) and win.isVisible()


def test_closing_cancels_its_job(qtbot, scorer):
    fill(qtbot, scorer, BOARD, {"Ann": "spat"})
    assert scorer.score()
    scorer.close()
    assert runner().jobs(owner=scorer) == []


def test_rolling_another_languages_dice_scores_with_its_list(qtbot, scorer):
    choose_language(qtbot, scorer.language, "German")      # its dice and lists
    assert scorer.dice.currentData() == get_language("de").dice_sets[0]
    board = scorer.roll_board(seed=3)
    assert scorer.wordlist.currentData() == "de-wngerman"
    type_into(qtbot, scorer.players[0].words_edit, "xyzzy")
    result = score_by_keys(qtbot, scorer)
    assert result.board == board and result.setup.language == "de"
    assert result.players[0].words[0].verdict.value == "not_on_board"
    assert "ä ö ü" in scorer.board_entry.placeholderText()


def test_a_board_handed_over_in_german_shows_german(qtbot, scorer):
    from core.engine.setup import Setup
    from core.engine.wordlist import load_wordlist
    wl = load_wordlist("de-wngerman", language="de")
    board = "äpfelnsatzremüdo"
    scorer.set_board(board, Setup.of(wl, "standard", "44"))
    # The language follows the board (its dice offered), not remembered as the player's choice.
    assert scorer.language.currentData() == "de" and scorer.dice.currentData() == get_language("de").dice_sets[0]
    assert "GERMAN" in scorer.scoring.text().upper() and "ä ö ü" in scorer.board_entry.placeholderText()
    assert app_settings().value("table/language") is None
    type_into(qtbot, scorer.players[0].words_edit, "")
    type_text(qtbot, QApplication.focusWidget(), "näpfe")     # an ä key, as on a German keyboard
    result = score_by_keys(qtbot, scorer)
    assert result.board == board and result.setup.language == "de"
    assert [(w.word, w.verdict.value) for w in result.players[0].words] == [("näpfe", "ok")]
