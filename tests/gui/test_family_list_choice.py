"""New game offers each language's family list (core's Language.family_list) beside its full list, and a round
played with it takes the common forms and refuses the rare ones the full list holds."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from boggle_gui.dialogs import GameOptions, NewGameDialog
from boggle_gui.settings import app_settings
from core.engine.language import LANGUAGES, get_language
from core.play.game import Verdict

# R A L E / C A S O / N I T E / M U D O: RALEO (rare: full list only) and CASA (everyday) are on it.
SPANISH = "rale" "caso" "nite" "mudo"


@pytest.fixture
def window(clocked_window):
    GameOptions().save(app_settings())
    yield clocked_window
    if clocked_window.round is not None:
        clocked_window.round.end()


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
    dialog = NewGameDialog(w.options, w)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.language.setFocus()
    qtbot.keyClicks(dialog.language, "Spanish")
    assert dialog.language.currentData() == "es"
    dialog.wordlist.setFocus()                       # the player picks the family list by keyboard
    qtbot.keyClick(dialog.wordlist, Qt.Key.Key_Down)
    assert dialog.wordlist.currentData() == get_language("es").family_list == "es-family"
    options = dialog.options()
    dialog.close()
    assert options.language == "es" and options.wordlist == "es-family"

    assert w.new_game(options, board=SPANISH)
    qtbot.waitUntil(lambda: w.round is not None and w.round.solution is not None, timeout=30_000)
    assert w.round.setup.wordlist_name == "es-family"
    found = {fw.word for fw in w.round.solution.words}
    assert "casa" in found and "raleo" not in found
    entry = w.play_panel.entry
    entry.setFocus()
    for word, verdict in (("casa", Verdict.NEW), ("raleo", Verdict.NOT_IN_WORDLIST)):
        qtbot.keyClicks(w.focusWidget(), word)
        qtbot.keyClick(w.focusWidget(), Qt.Key.Key_Return)
        assert w.play_panel.last_submission.verdict is verdict, word
    # Remembered for the next New game.
    assert GameOptions.from_settings(app_settings()).wordlist == "es-family"
