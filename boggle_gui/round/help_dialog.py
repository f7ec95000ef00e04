"""Help (F1): how to play, the minimum length of each dice set, the scoring tables and the shortcuts.

Everything a rule says is read from :mod:`core.engine.rules` and
:mod:`core.engine.dice`, so the help cannot drift from what the game scores.
"""
from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from core.engine import DICE_SETS, RULES, Rules

from ..shared.data_names import dice_name, rules_description, rules_name

__all__ = ["HelpDialog", "help_html", "scoring_table_html", "shortcut_help_html"]

def _tr(text: str) -> str:
    return QCoreApplication.translate("Help", text)


#: Longest length a scoring table lists on its own; longer words score as this one ("8+").
LONGEST_COLUMN = 8


def shortcut_help_html(actions) -> str:
    native = QKeySequence.SequenceFormat.NativeText
    rows = "".join(f"<tr><td><b>{escape(a.shortcut().toString(native))}</b></td>"
                   f"<td>{escape(a.text().replace('&', ''))}</td></tr>"
                   for a in actions if not a.shortcut().isEmpty())
    arrows = " ".join(QKeySequence(k).toString(native) for k in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up,
                                                                  Qt.Key.Key_Down))
    keys = [(arrows, _tr("move the tile cursor on the board")),
            (QKeySequence(Qt.Key.Key_Space).toString(native),
             _tr("add the tile under the cursor (select a tile after the round)")),
            (QKeySequence(Qt.Key.Key_Backspace).toString(native), _tr("step back one tile")),
            (QKeySequence(Qt.Key.Key_Escape).toString(native), _tr("clear the path / show all words"))]
    board = "".join(f"<tr><td><b>{escape(key)}</b></td><td>{escape(what)}</td></tr>" for key, what in keys)
    return f"<table cellspacing=6>{rows}{board}</table>"


def _lengths(rules: Rules) -> list[int]:
    return list(range(3, max(LONGEST_COLUMN, len(rules.points) - 1) + 1))


def scoring_table_html(current: Rules) -> str:
    """Points per word length for every rules set; ``current`` (the game's rules) marked and listed first."""
    tables = [current] + [r for r in RULES.values() if r != current]
    lengths = _lengths(current)
    head = "".join(f"<th align=right>{n}{'+' if n == lengths[-1] else ''}</th>" for n in lengths)
    rows = []
    for rules in tables:
        mark = rules == current
        cells = "".join(f"<td align=right>{rules.points_for(n) if rules.points_for(n) else '–'}</td>"
                        for n in lengths)
        name = (_tr("<b>{rules}</b> (this game)").format(rules=escape(rules_name(rules))) if mark
                else escape(rules_name(rules)))
        style = " style='background-color: rgba(74, 144, 226, 0.18)'" if mark else ""
        rows.append(f"<tr{style}><td>{name}</td>{cells}<td>{escape(rules_description(rules))}</td></tr>")
    return (f"<table cellspacing=0 cellpadding=4><tr><th align=left>{escape(_tr('Rules'))}</th>{head}<th></th></tr>"
            f"{''.join(rows)}</table>"
            "<p>{}</p>".format(
                _tr("Letters count as they are spelled: the Qu tile is two letters. A dash: too short to score.")))


def _dice_rows(current_dice: str | None) -> str:
    rows = []
    for key, dice in DICE_SETS.items():
        rules = RULES.get(dice.rules)
        shortest = rules.min_length if rules else "?"
        name = escape(dice_name(dice))
        name = f"<b>{name}</b>" if key == current_dice else name
        rules_shown = escape(rules_name(rules)) if rules else escape(dice.rules)
        rows.append(f"<tr><td>{name}</td><td align=right>{shortest}</td><td>{rules_shown}</td></tr>")
    return (f"<table cellspacing=0 cellpadding=3><tr><th align=left>{escape(_tr('Dice set'))}</th>"
            f"<th>{escape(_tr('Shortest word'))}</th>"
            f"<th align=left>{escape(_tr('Rules'))}</th></tr>{''.join(rows)}</table>")


def help_html(actions, rules: Rules, dice_key: str | None = None) -> str:
    """The whole help text: rules of play, shortest words, scoring (``rules`` marked), shortcuts."""
    this_game = _tr("This game: <b>{rules}</b>, words of at least <b>{min_length}</b> letters.").format(
        rules=escape(rules_description(rules) or rules_name(rules)), min_length=rules.min_length)
    return f"""
<h3>{_tr("How to play")}</h3>
<p>{_tr("Find as many words as you can before the clock runs out. A word is spelled by a path of "
        "touching tiles: left, right, up, down or diagonal, each tile at most once per word. Type it and "
        "press Enter, or trace it on the board with the mouse or the keyboard. The word must be in the "
        "game's word list (no names, no abbreviations) and long enough for the dice set; each word counts "
        "once, however many paths spell it.")}</p>
<p>{_tr("<b>Qu</b> is one tile and two letters: QUIT is three tiles and four letters. Type it as <i>qu</i>.")}</p>
<p>{_tr("When the round ends, every word on the board is listed. Select or point at a word to see its "
        "path and its meaning; <i>Look it up online</i> opens its Wiktionary page.")}</p>
<p>{this_game}</p>
<h3>{_tr("Shortest word per dice set")}</h3>
{_dice_rows(dice_key)}
<p>{_tr("New game (Ctrl+N) can ask for longer words.")}</p>
<h3>{_tr("Scoring")}</h3>
{scoring_table_html(rules)}
<h3>{_tr("Keyboard shortcuts")}</h3>
{shortcut_help_html(actions)}
<p>{_tr("After the round and in Solve a board, <b>Alt+U</b> looks the selected word up online.")}</p>
"""


class HelpDialog(QDialog):
    """The help text in a scrolling view."""

    def __init__(self, actions, rules: Rules, dice_key: str | None = None, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Boggle help"))
        self.resize(620, 680)
        lay = QVBoxLayout(self)
        self.text = QTextBrowser()
        self.text.setAccessibleName(self.tr("Help"))
        self.text.setHtml(help_html(actions, rules, dice_key))
        lay.addWidget(self.text)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
