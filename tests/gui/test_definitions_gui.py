"""The definition pane in the reveal panel and in Solve a board: keys to the word list, jobs, fallbacks."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QDesktopServices

import boggle_gui.widgets.definitions as gui_definitions
from boggle_gui.shared.jobs import runner
from boggle_gui.widgets.definitions import definition_html
from boggle_gui.widgets.panels import RevealPanel
from core.engine import Solver
from core.play.definitions import INSTALL_HINT, DefinitionsUnavailable, default_dictionary

BOARD = "perslatgsineters"


@pytest.fixture(scope="module")
def wordnet():
    try:
        return default_dictionary()
    except DefinitionsUnavailable as exc:
        pytest.skip(f"{exc} (the test extra installs it)")


@pytest.fixture
def panel(qtbot, default_wordlist):
    panel = RevealPanel()
    qtbot.addWidget(panel)
    panel.resize(420, 640)
    panel.show()
    panel.set_solution(Solver(default_wordlist).solve(BOARD), None, "")
    yield panel
    runner().cancel(owner=panel.definition, wait=True)


def pane_text(panel) -> str:
    return panel.definition.text.toPlainText()


def focus_list(qtbot, panel):
    panel.tree.setFocus()
    qtbot.waitUntil(lambda: panel.tree.hasFocus())
    assert panel.focusWidget() is panel.tree


def test_arrow_keys_in_the_word_list_show_each_words_meaning(qtbot, panel, wordnet):
    assert "Select or point at a word" in pane_text(panel)
    focus_list(qtbot, panel)
    shown = []
    for _ in range(3):
        qtbot.keyClick(panel.focusWidget(), Qt.Key.Key_Down)
        word = panel.tree.currentItem().data(0, Qt.ItemDataRole.UserRole).word
        expected = wordnet.define(word)
        first = expected.senses[0].gloss if expected.found else "not in the offline dictionary"
        qtbot.waitUntil(lambda first=first: first in pane_text(panel), timeout=5000)
        assert pane_text(panel).startswith(word.upper())
        shown.append(word)
    assert len(set(shown)) == 3


def test_a_plural_shows_its_lemma(qtbot, panel, wordnet):
    items = {it.data(0, Qt.ItemDataRole.UserRole).word: it for it in panel._items}
    word = next(w for w in ("lines", "tiers", "rates", "tents", "nets", "seats") if w in items)
    focus_list(qtbot, panel)
    panel.tree.setCurrentItem(items[word])
    lemma = word[:-1]
    qtbot.waitUntil(lambda: f"({lemma})" in pane_text(panel), timeout=5000)
    assert wordnet.define(word).senses[0].gloss in pane_text(panel)


def test_hover_waits_then_looks_up_and_leaving_returns_to_the_selection(qtbot, panel, wordnet):
    first, second = panel._items[0], panel._items[1]
    panel.tree.setCurrentItem(first)
    w1 = first.data(0, Qt.ItemDataRole.UserRole).word
    w2 = second.data(0, Qt.ItemDataRole.UserRole).word
    qtbot.waitUntil(lambda: pane_text(panel).startswith(w1.upper()) and "looking up" not in pane_text(panel))
    panel.tree.itemEntered.emit(second, 0)          # what the view emits when the mouse rests on a row
    assert runner().job(panel.definition, "define") is None   # no job before the hover delay
    qtbot.waitUntil(lambda: pane_text(panel).startswith(w2.upper()) and "looking up" not in pane_text(panel),
                    timeout=5000)
    from PySide6.QtCore import QEvent
    from PySide6.QtWidgets import QApplication
    QApplication.sendEvent(panel.tree.viewport(), QEvent(QEvent.Type.Leave))
    qtbot.waitUntil(lambda: pane_text(panel).startswith(w1.upper()), timeout=5000)


def test_look_it_up_online_opens_wiktionary(qtbot, panel, monkeypatch):
    opened = []
    monkeypatch.setattr(QDesktopServices, "openUrl", staticmethod(lambda url: opened.append(url.toString())))
    assert not panel.definition.online_button.isEnabled()
    focus_list(qtbot, panel)
    qtbot.keyClick(panel.focusWidget(), Qt.Key.Key_Down)
    word = panel.tree.currentItem().data(0, Qt.ItemDataRole.UserRole).word
    qtbot.keyClick(panel.focusWidget(), Qt.Key.Key_U, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: bool(opened))      # a mnemonic clicks the button after its press animation
    assert opened == [f"https://en.wiktionary.org/wiki/{word}"]


def test_without_the_data_the_pane_says_what_to_install(qtbot, panel, monkeypatch):
    def missing():
        raise DefinitionsUnavailable(INSTALL_HINT)
    monkeypatch.setattr(gui_definitions, "default_dictionary", missing)
    focus_list(qtbot, panel)
    qtbot.keyClick(panel.focusWidget(), Qt.Key.Key_Down)
    qtbot.waitUntil(lambda: "bogglelab[definitions]" in pane_text(panel), timeout=5000)
    assert panel.definition.online_button.isEnabled()


def test_a_new_solution_clears_the_pane(qtbot, panel, wordnet):
    panel.tree.setCurrentItem(panel._items[0])
    qtbot.waitUntil(lambda: "looking up" not in pane_text(panel) and "Select" not in pane_text(panel))
    panel.set_solution(None, None, "")
    assert "Select or point at a word" in pane_text(panel)
    assert not panel.definition.online_button.isEnabled()


def test_definition_html_lists_senses_and_counts_the_rest(wordnet):
    html = definition_html(wordnet.define("rest"), shown=2)
    assert html.count("<b>1.</b>") == 1 and "<b>3.</b>" not in html
    assert f"and {len(wordnet.define('rest').senses) - 2} more senses" in html
    assert "not in the offline dictionary" in definition_html(wordnet.define("perslatgsineters"))
    assert "only as a name or abbreviation" in definition_html(wordnet.define("ers"))


def test_solve_a_board_shows_meanings(qtbot, wordnet):
    from boggle_gui.tools.solve_window import SolveWindow
    win = SolveWindow("scowl70")
    qtbot.addWidget(win)
    win.show()
    assert win.solve_board("seat rain ones tile")
    qtbot.waitUntil(lambda: win.solution is not None, timeout=30000)
    win.reveal.tree.setFocus()
    qtbot.waitUntil(lambda: win.reveal.tree.hasFocus())
    qtbot.keyClick(win.focusWidget(), Qt.Key.Key_Down)
    word = win.reveal.tree.currentItem().data(0, Qt.ItemDataRole.UserRole).word
    qtbot.waitUntil(lambda: pane_text(win.reveal).startswith(word.upper())
                    and "looking up" not in pane_text(win.reveal), timeout=5000)
    win.close()
