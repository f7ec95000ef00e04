"""Languages in the app: New game and Solve a board in German and Spanish."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QDesktopServices, QKeyEvent
from PySide6.QtWidgets import QApplication

from boggle_gui.history.history_dialog import HistoryDialog
from boggle_gui.round.new_game import NewGameDialog, options_from_settings
from boggle_gui.shared.settings import app_settings
from core.engine.language import LANGUAGES, get_language
from core.play import GameOptions
from core.play.game import Verdict

GERMAN = "äpfe" "lnsa" "tzre" "müdo"          # Ä P F E / L N S A / T Z R E / M Ü D O
SPANISH_TYPED = "SEÑO RÁBN CINA TOLE"          # the Á folds to A on a Spanish board
SPANISH_FAMILY = "rale" "caso" "nite" "mudo"   # RALEO (rare: the full list only) and CASA (everyday) are on it


@pytest.fixture
def window(clocked_window):
    yield clocked_window
    if clocked_window.round is not None:
        clocked_window.round.end()


def type_text(qtbot, widget, text: str) -> None:
    """Type ``text`` into ``widget`` key by key, as a keyboard with ä, ñ... keys does (QTest's
    keyClicks takes ASCII only: other characters are sent as the key events a keyboard sends)."""
    for ch in text:
        if ch.isascii():
            qtbot.keyClicks(widget, ch)
            continue
        key = Qt.Key(ord(ch.upper()))             # Qt's keys of Latin-1 letters are their upper-case code points
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QApplication.sendEvent(widget, QKeyEvent(kind, key, Qt.KeyboardModifier.NoModifier, ch))


def choose_language(qtbot, combo, name: str) -> None:
    """Pick a language as a person does: focus the combo and type the start of its name."""
    combo.setFocus()
    qtbot.keyClicks(combo, name)
    assert combo.currentText().startswith(name)


def new_game_in(qtbot, window, language: str) -> NewGameDialog:
    """The New game dialog, shown, with ``language`` chosen by typing its name."""
    dialog = NewGameDialog(window.options, window)
    qtbot.addWidget(dialog)
    dialog.show()
    choose_language(qtbot, dialog.language, language)
    return dialog


def test_new_game_in_german_takes_a_typed_umlaut(qtbot, window):
    w = window
    dialog = new_game_in(qtbot, w, "German")
    de = get_language("de")
    # German picks its own dice and list, and the choosers offer German ones only.
    assert dialog.dice.currentData() == de.dice_sets[0]
    assert [dialog.dice.itemData(i) for i in range(dialog.dice.count())] == list(de.dice_sets)
    assert dialog.wordlist.currentData() == de.wordlists[0]
    assert "scowl70" not in [dialog.wordlist.itemData(i) for i in range(dialog.wordlist.count())]
    assert "ä ö ü" in dialog.language_note.text()
    options = dialog.options()
    assert options.language == "de"
    dialog.close()

    assert w.new_game(options, board=GERMAN)
    qtbot.waitUntil(lambda: w.round is not None and w.round.solution is not None, timeout=30_000)
    r = w.round
    assert r.language == "de" and r.board == GERMAN and r.setup.language == "de"
    assert w.board_view.board == GERMAN
    entry = w.play_panel.entry
    entry.setFocus()
    assert w.focusWidget() is entry
    type_text(qtbot, w.focusWidget(), "näpfe")
    assert w.board_view._highlight == (5, 0, 1, 2, 3)        # the typed word is traced as it is typed
    qtbot.keyClick(w.focusWidget(), Qt.Key.Key_Return)
    sub = w.play_panel.last_submission
    assert sub.word == "näpfe" and sub.verdict is Verdict.OK and sub.points == 2 and sub.path == (5, 0, 1, 2, 3)
    qtbot.keyClicks(w.focusWidget(), "naepfe")               # ae is two letters, never ä
    qtbot.keyClick(w.focusWidget(), Qt.Key.Key_Return)
    assert w.play_panel.last_submission.verdict is Verdict.NOT_ON_BOARD
    assert w.round.score == 2

    # Remembered: the next New game opens in German.
    assert options_from_settings(app_settings()).language == "de"
    again = NewGameDialog(options_from_settings(app_settings()), w)
    qtbot.addWidget(again)
    assert again.language.currentData() == "de" and again.wordlist.currentData() == de.wordlists[0]

    # The history names the language of the round.
    w.end_round()
    history = HistoryDialog(w.history, "", w)
    qtbot.addWidget(history)
    rows = [history.recent_table.topLevelItem(i) for i in range(history.recent_table.topLevelItemCount())]
    assert [row.text(2) for row in rows] == ["DE-WNGERMAN (German), 3+"]
    history.recent_table.setCurrentItem(rows[0])
    history._review(rows[0].data(0, Qt.ItemDataRole.UserRole))
    review = history.review
    assert "(GERMAN)" in review.title.text() and review.board_view.board == GERMAN
    qtbot.waitUntil(lambda: review.solution is not None, timeout=30_000)
    assert {fw.word for fw in review.solution.words} == {fw.word for fw in r.solution.words}
    review.words_table.setCurrentItem(review.words_table.topLevelItem(0))   # your word's path is drawn
    assert review.board_view._highlight == (5, 0, 1, 2, 3)


def test_the_umlaut_tiles_are_drawn(qtbot, window):
    """Ä and Ü tiles show their dots: more dark pixels above the letter than A or U tiles would have."""
    w = window
    assert w.new_game(GameOptions().in_language("de"), board=GERMAN)
    qtbot.waitUntil(lambda: w.round is not None, timeout=30_000)
    view = w.board_view
    img = view.grab().toImage()

    def dark_rows(cell):
        r = view.cell_rect(cell).toRect()
        rows = []
        for y in range(r.top() + r.height() // 8, r.top() + r.height() // 2):
            if any(img.pixelColor(x, y).lightness() < 90 for x in range(r.left() + r.width() // 4,
                                                                        r.right() - r.width() // 4)):
                rows.append(y - r.top())
        return rows

    umlaut, plain = dark_rows(0), dark_rows(4)               # Ä (cell 0) against L (cell 4)
    assert umlaut and min(umlaut) < min(plain or [10 ** 6]) - 2   # the dots sit above the cap height


def test_solve_a_board_in_spanish_with_enye(qtbot, window, monkeypatch):
    w = window
    assert w.show_solved_board("")
    sw = w.solve_window
    qtbot.addWidget(sw)
    choose_language(qtbot, sw.language, "Spanish")
    es = get_language("es")
    assert sw.wordlist.currentData() == es.wordlists[0]
    sw.entry.setFocus()
    type_text(qtbot, sw.entry, SPANISH_TYPED)
    qtbot.keyClick(sw.entry, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: sw.solution is not None, timeout=30_000)
    assert sw.board == "señorabncinatole" and sw.board_view.board == sw.board
    assert sw.setup.language == "es" and "(Spanish)" in sw.scoring.text()
    words = {fw.word: fw for fw in sw.solution.words}
    assert "baño" in words and words["baño"].path == (6, 5, 2, 3)

    # The reveal's meaning pane: offline definitions are English; the online look-up is Spanish.
    opened = []
    monkeypatch.setattr(QDesktopServices, "openUrl", lambda url: opened.append(url.toString()))
    sw.reveal.filter_edit.setFocus()
    type_text(qtbot, sw.reveal.filter_edit, "baño")
    tree = sw.reveal.tree
    shown = [tree.topLevelItem(i) for i in range(tree.topLevelItemCount()) if not tree.topLevelItem(i).isHidden()]
    assert sorted(item.text(0) for item in shown) == ["ABAÑO", "BAÑO", "REBAÑO"]  # es-hunspell's words with baño
    tree.setCurrentItem(next(item for item in shown if item.text(0) == "BAÑO"))
    pane = sw.reveal.definition
    assert "English only" in pane.text.toPlainText()
    pane.online_button.click()
    # The search page: it goes to the entry when one exists, whatever the case or the folded accents.
    assert opened == ["https://es.wiktionary.org/w/index.php?search=baño&go=Go"]
    assert app_settings().value("solve/language") == "es"

    # Play this board: the game window plays it in Spanish.
    sw.play_button.click()
    qtbot.waitUntil(lambda: w.round is not None and w.round.board == "señorabncinatole", timeout=30_000)
    assert w.round.language == "es"
    entry = w.play_panel.entry
    entry.setFocus()
    type_text(qtbot, w.focusWidget(), "BAÑO")
    qtbot.keyClick(w.focusWidget(), Qt.Key.Key_Return)
    assert w.play_panel.last_submission.verdict is Verdict.OK


def test_a_board_with_a_letter_the_language_lacks_is_refused_in_one_line(qtbot, window):
    w = window
    assert w.show_solved_board("")
    sw = w.solve_window
    qtbot.addWidget(sw)
    choose_language(qtbot, sw.language, "German")
    sw.entry.setFocus()
    type_text(qtbot, sw.entry, "ñpfe lnsa tzre müdł")
    qtbot.keyClick(sw.entry, Qt.Key.Key_Return)
    assert sw.error.isVisible() and "boards in German have the letters a-z ä ö ü" in sw.error.text()


def test_a_list_of_ones_own_is_read_in_the_language_it_was_added_in(qtbot, tmp_path):
    from boggle_gui.round.new_game import add_wordlist_file
    from boggle_gui.shared.cache import shared_cache
    from boggle_gui.shared.list_languages import list_language
    source = tmp_path / "meine-woerter.txt"
    source.write_text("näpfe\nmüde\nstraße\n", encoding="utf-8")
    name = add_wordlist_file(source, "de")
    assert list_language(name) == "de" and list_language("scowl70") == "en"
    wl = shared_cache().wordlist(name)
    assert wl.language == "de" and "näpfe" in wl and "strasse" in wl
    german = NewGameDialog(GameOptions().in_language("de"))
    english = NewGameDialog(GameOptions())
    qtbot.addWidget(german)
    qtbot.addWidget(english)
    offered = {d: [d.wordlist.itemData(i) for i in range(d.wordlist.count())] for d in (german, english)}
    assert name in offered[german] and name not in offered[english]


# -- the family list: core's Language.family_list, offered in New game beside the full list --------------
def offered(combo) -> list[str]:
    return [combo.itemData(i) for i in range(combo.count())]


def test_new_game_offers_every_languages_family_list_after_its_full_list(qtbot, window):
    dialog = NewGameDialog(window.options, window)
    qtbot.addWidget(dialog)
    for code, lang in LANGUAGES.items():
        dialog.language.setCurrentIndex(dialog.language.findData(code))
        lists = offered(dialog.wordlist)
        assert lists[:2] == [lang.wordlists[0], lang.family_list], code
        assert dialog.wordlist.currentData() == lang.wordlists[0]          # the full list stays the default
        tip = dialog.wordlist.itemData(1, Qt.ItemDataRole.ToolTipRole)
        assert tip and "common" in tip
        assert not dialog.wordlist.itemData(0, Qt.ItemDataRole.ToolTipRole)


def test_a_spanish_family_game_takes_common_words_and_refuses_rare_forms(qtbot, window):
    w = window
    dialog = new_game_in(qtbot, w, "Spanish")
    assert dialog.language.currentData() == "es"
    dialog.wordlist.setFocus()                       # the player picks the family list by keyboard
    qtbot.keyClick(dialog.wordlist, Qt.Key.Key_Down)
    assert dialog.wordlist.currentData() == get_language("es").family_list == "es-family"
    options = dialog.options()
    dialog.close()
    assert options.language == "es" and options.wordlist == "es-family"

    assert w.new_game(options, board=SPANISH_FAMILY)
    qtbot.waitUntil(lambda: w.round is not None and w.round.solution is not None, timeout=30_000)
    assert w.round.setup.wordlist_name == "es-family"
    found = {fw.word for fw in w.round.solution.words}
    assert "casa" in found and "raleo" not in found
    entry = w.play_panel.entry
    entry.setFocus()
    for word, verdict in (("casa", Verdict.OK), ("raleo", Verdict.NOT_IN_LIST)):
        qtbot.keyClicks(w.focusWidget(), word)
        qtbot.keyClick(w.focusWidget(), Qt.Key.Key_Return)
        assert w.play_panel.last_submission.verdict is verdict, word
    # Remembered for the next New game.
    assert options_from_settings(app_settings()).wordlist == "es-family"
