"""The one language chooser (boggle_gui.widgets.language_choice) and languages in the statistics window
and the annealing lab: a German census, a Spanish annealing run."""
from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox

from boggle_gui.shared.settings import app_settings
from boggle_gui.widgets.language_choice import (
    LanguageChoice,
    board_placeholder,
    default_dice,
    dice_sets_for,
    letters_note,
)
from core.engine.board import parse_board
from core.engine.dice import DICE_SETS, can_roll
from core.engine.language import LANGUAGES, get_language
from core.engine.solver import Solver
from core.engine.wordlist import load_wordlist
from core.stats import census as stats
from tests.gui.test_languages_gui import choose_language

#: The settings keys under which the windows of this file remember their language.
WINDOW_KEYS = ("stats/language", "anneal/language", "table/language", "test/language")


@pytest.fixture(autouse=True)
def fresh_languages():
    """Each test starts with no language remembered and leaves none behind (later tests open in English)."""
    settings = app_settings()
    for key in WINDOW_KEYS:
        settings.remove(key)
    yield
    for key in WINDOW_KEYS:
        settings.remove(key)


def items(combo: QComboBox) -> list:
    return [combo.itemData(i) for i in range(combo.count())]


# -- the chooser itself ---------------------------------------------------------------------------
def test_dice_of_a_language_and_of_a_size():
    assert [ds.key for ds in dice_sets_for("en")] == ["new", "classic", "big", "superbig"]
    assert [ds.key for ds in dice_sets_for("en", "5x5")] == ["big"]
    assert [ds.key for ds in dice_sets_for("en", (4, 4))] == ["new", "classic"]
    for code, lang in LANGUAGES.items():
        sets = dice_sets_for(code)
        assert [ds.key for ds in sets] == list(lang.dice_sets) and all(ds.language == code for ds in sets)
    assert default_dice("de", "44") == get_language("de").dice_sets[0] and default_dice("de", "5x5") is None
    assert default_dice("en", "66") == "superbig"
    assert letters_note("de") == "Letters a-z ä ö ü, q is Qu; é counts as e: type accents or not."
    assert letters_note("en") == "Letters a-z, q is Qu."
    assert board_placeholder("de") == ("Letters row by row, e.g. ÄPFE LNSA TZRE MÜDO (Q or QU for the Qu face; "
                                       "letters a-z ä ö ü)")
    assert "letters" not in board_placeholder("en")


def test_the_chooser_keeps_dice_and_lists_in_step_and_remembers_the_players_choice(qtbot):
    dice, lists = QComboBox(), QComboBox()
    choice = LanguageChoice(dice=dice, wordlist=lists, settings_key="test/language", note=True)
    combo = choice.combo
    qtbot.addWidget(combo)
    assert choice.code == "en" and combo.currentText() == "English"
    assert items(dice) == ["new", "classic", "big", "superbig"] and lists.currentData() == "scowl70"
    assert "German (Deutsch)" in [combo.itemText(i) for i in range(combo.count())]   # native names shown
    seen = []
    choice.changed.connect(seen.append)
    combo.show()
    choose_language(qtbot, combo, "German")
    de = get_language("de")
    assert seen == ["de"] and choice.code == "de"
    assert items(dice) == list(de.dice_sets) and dice.currentData() == de.dice_sets[0]
    assert lists.currentData() == de.wordlists[0] and "scowl70" not in items(lists)
    assert "ä ö ü" in choice.note.text()
    assert app_settings().value("test/language") == "de"
    # Another window with the same key opens in German; a board handed over in Spanish is shown
    # in Spanish without being remembered or announced as the player's choice.
    again = LanguageChoice(dice=QComboBox(), wordlist=QComboBox(), settings_key="test/language")
    qtbot.addWidget(again.combo)
    assert again.code == "de" and again.wordlist.currentData() == de.wordlists[0]
    again.changed.connect(seen.append)
    again.select("es", wordlist="es-wspanish")
    assert again.code == "es" and again.wordlist.currentData() == "es-wspanish"
    assert again.dice.currentData() == get_language("es").dice_sets[0] and seen == ["de"]
    assert app_settings().value("test/language") == "de"
    # A list of another language than the one asked for is not kept: the language's own is chosen.
    mixed = LanguageChoice("fr", wordlist=QComboBox(), wordlist_spec="scowl70")
    qtbot.addWidget(mixed.combo)
    assert mixed.wordlist.currentData() == get_language("fr").wordlists[0]


# -- the statistics window ------------------------------------------------------------------------
@pytest.fixture
def stats_window(qtbot):
    from boggle_gui.tools.stats_window import StatsWindow
    w = StatsWindow(parent=None)
    qtbot.addWidget(w)
    w.show()
    w.activateWindow()
    yield w
    w.close()


def summary_rows(w) -> dict[str, tuple[str, str]]:
    t = w.summary_table
    return {t.item(r, 0).text(): (t.item(r, 1).text(), t.item(r, 2).text()) for r in range(t.rowCount())}


def test_a_german_census_in_the_statistics_window(qtbot, stats_window):
    w = stats_window
    assert w.language() == "en" and items(w.dice_combo) == ["new", "classic", "big", "superbig"]
    choose_language(qtbot, w.language_combo, "German")
    de = get_language("de")
    # German dice and German lists only: no English dice to pick by mistake.
    assert items(w.dice_combo) == list(de.dice_sets) and w.dice_key() == de.dice_sets[0]
    assert w.wordlist_spec() == de.wordlists[0] and "scowl70" not in items(w.wordlist_combo)
    w.seed_spin.setValue(7)
    w.boards_spin.setValue(300)
    with qtbot.waitSignal(w.stats_updated, timeout=120_000):
        qtbot.mouseClick(w.run_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: w.run_button.isEnabled(), timeout=10_000)

    wl = load_wordlist(de.wordlists[0], language="de")
    expected = stats.sample_boards(de.dice_sets[0], wl, n=300, seed=7, threads=1)
    summary = stats.summarize(expected)
    assert np.array_equal(w.sample.scores, expected.scores) and w.sample.wordlist.language == "de"
    rows = summary_rows(w)
    # Mean points and words per rolled German board.
    assert rows["mean"] == (f"{summary.mean_score:.2f}", f"{summary.mean_words:.2f}")
    assert summary.mean_score > 10 and summary.mean_words > 5     # German boards do hold German words
    assert rows["language"] == ("German (Deutsch)", "a-z ä ö ü")
    assert rows["dice / word list"][0] == DICE_SETS[de.dice_sets[0]].name
    assert "German" in w.status.text() and f"mean {summary.mean_score:.1f} points" in w.status.text()
    best = summary.best_board
    geom, board = parse_board(best, language="de")
    assert can_roll(de.dice_sets[0], best) and Solver(wl).score(board, geom) == summary.best_score

    # "Better than N% of boards": type a score, read where it stands among the German boards.
    spin = w.rate_spin
    assert spin.isEnabled()
    spin.setFocus()
    qtbot.keyClick(spin, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(spin, "100")
    assert spin.value() == 100
    share = 100 * int(np.sum(expected.scores < 100)) / 300
    assert w.rating.text() == f"is better than {share:.1f}% of 300 {DICE_SETS[de.dice_sets[0]].name} boards."
    top = int(expected.scores.max())
    spin.setValue(top + 1)
    assert w.rating.text() == f"is better than all 300 {DICE_SETS[de.dice_sets[0]].name} boards sampled."

    # The best board opens with the German list, and the choice is remembered for this window only.
    with qtbot.waitSignal(w.open_board_requested, timeout=2000) as opened:
        qtbot.mouseClick(w.open_best_button, Qt.MouseButton.LeftButton)
    assert opened.args[0] == best and opened.args[1].language == "de"
    assert app_settings().value("stats/language") == "de" and app_settings().value("anneal/language") is None


def test_a_german_board_count_uses_the_german_alphabet(qtbot, stats_window):
    w = stats_window
    choose_language(qtbot, w.language_combo, "German")
    w.count_samples_spin.setValue(20_000)
    w.seed_spin.setValue(3)
    with qtbot.waitSignal(w.count_updated, timeout=60_000):
        qtbot.mouseClick(w.count_button, Qt.MouseButton.LeftButton)
    rows = {w.count_table.item(r, 0).text(): w.count_table.item(r, 1).text() for r in range(w.count_table.rowCount())}
    assert w.estimate.dice_key == get_language("de").dice_sets[0] and rows["formula"] == "share × 29^16 / 8"
    assert w.estimate.grids == 29 ** 16


# -- the annealing lab ----------------------------------------------------------------------------
def test_the_annealing_lab_in_spanish_finds_a_board_of_spanish_letters(qtbot):
    from boggle_gui.tools.anneal_lab import AnnealLabWindow
    lab = AnnealLabWindow()
    qtbot.addWidget(lab)
    lab.show()
    lab.activateWindow()
    constraints = items(lab.constraint_combo)
    assert "new" in constraints and "es-freq" not in constraints
    choose_language(qtbot, lab.language_combo, "Spanish")
    es = get_language("es")
    assert items(lab.constraint_combo) == [None, "letters", *es.dice_sets]
    assert lab.wordlist_combo.currentText() == es.wordlists[0]
    lab.constraint_combo.setCurrentIndex(lab.constraint_combo.findData("es-freq"))   # Spanish dice, 4x4
    lab.seed_spin.setValue(2)
    lab.seconds_spin.setValue(2)
    with qtbot.waitSignal(lab.run_finished, timeout=120_000) as finished:
        lab.start_button.click()
    result = finished.args[0]
    assert result is not None and result.best_score > 0
    board = result.best_board
    assert len(board) == 16 and set(board) <= set(es.letters) and can_roll("es-freq", board)
    wl = load_wordlist(es.wordlists[0], language="es")
    assert Solver(wl).score(board, (4, 4)) == result.best_score
    assert lab._runs[-1].setup.language == "es" and "Spanish" in lab._runs[-1].label
    assert lab.best_grid.language == "es"
    # A Spanish letter set is read in Spanish: ñ is a letter of it.
    lab.constraint_combo.setCurrentIndex(lab.constraint_combo.findData("letters"))
    lab.letters_edit.setText("aeiñnorst")
    params = lab.parameters()
    assert params.language == "es" and params.letters == "aeiñnorst"
    # Back to English: the Spanish dice constraint becomes English dice of the size.
    lab.constraint_combo.setCurrentIndex(lab.constraint_combo.findData("es-freq"))
    choose_language(qtbot, lab.language_combo, "English")
    assert lab.constraint_combo.currentData() == "new" and lab.wordlist_combo.currentText() == "scowl70"
    lab.close()
