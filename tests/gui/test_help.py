"""F1 help: how to play, the shortest word per dice set, the scoring tables (this game's marked), the shortcuts."""
from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt

from boggle_gui.round.help_dialog import help_html
from core.engine.dice import DICE_SETS
from core.engine.rules import RULES, get_rules
from core.play import GameOptions


@pytest.fixture
def window(clocked_window):
    return clocked_window


def table_rows(text: str) -> dict[str, list[str]]:
    """Rows of the scoring table as the help shows them (plain text, one cell per line)."""
    lines = [line.strip() for line in text.splitlines()]
    start = lines.index("Scoring")
    rows = {}
    for i in range(start, len(lines)):
        name = lines[i].removesuffix(" (this game)")
        if name in RULES or name.split("-min")[0] in RULES and lines[i].endswith("(this game)"):
            rows[lines[i]] = lines[i + 1: i + 7]
    return rows


def expected_cells(rules) -> list[str]:
    return [str(rules.points_for(n)) if rules.points_for(n) else "–" for n in range(3, 9)]


def open_help(qtbot, w):
    qtbot.keyClick(w.focusWidget(), Qt.Key.Key_F1)    # F1 from whatever has focus: the word entry in play
    qtbot.waitUntil(lambda: w.help_dialog is not None and w.help_dialog.isVisible())
    return w.help_dialog.text.toPlainText()


def test_f1_in_a_round_shows_rules_scoring_of_this_game_and_shortcuts(qtbot, window):
    w = window
    w.new_game(GameOptions(dice_key="big", timer_seconds=180), board="a" * 25)
    qtbot.waitUntil(lambda: w.round is not None and w.round.solution is not None, timeout=20000)
    assert w.focusWidget() is w.play_panel.entry
    text = open_help(qtbot, w)
    assert "How to play" in text and "Qu is one tile and two letters" in text
    assert "words of at least 4 letters" in text
    rows = table_rows(text)
    assert rows["big (this game)"] == expected_cells(get_rules("big")) == ["–", "1", "2", "3", "5", "11"]
    for name, rules in RULES.items():
        if name != "big":
            assert rows[name] == expected_cells(rules)
    for dice in DICE_SETS.values():     # shortest word per dice set, from the dice set's rules
        assert re.search(rf"{re.escape(dice.name)}\s+{get_rules(dice.rules).min_length}\s+{dice.rules}", text)
    assert "Ctrl+E" in text and "End round" in text and "F1" in text
    w.help_dialog.close()


def test_help_follows_a_changed_minimum_length(qtbot, window):
    w = window
    w.new_game(GameOptions(dice_key="new", timer_seconds=180, min_length=5), board="perslatgsineters")
    qtbot.waitUntil(lambda: w.round is not None and w.round.solution is not None, timeout=20000)
    text = open_help(qtbot, w)
    rows = table_rows(text)
    assert rows["standard-min5 (this game)"] == ["–", "–", "2", "3", "5", "11"]
    assert rows["standard"] == ["1", "1", "2", "3", "5", "11"]
    assert "words of at least 5 letters" in text


def test_help_html_marks_only_the_current_rules():
    html = help_html([], RULES["words"], "classic")
    assert html.count("(this game)") == 1
    assert "<b>words</b> (this game)" in html
