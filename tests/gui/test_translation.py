"""The translated interface: the translation files, the language setting, plurals, Qt's own texts,
and the pseudo-translation check of the game window in each of its states."""
from __future__ import annotations

import importlib.util
import re
import sys

import pytest
from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtWidgets import QDialogButtonBox, QMenu, QMessageBox

from boggle_gui.round.main_window import MainWindow
from boggle_gui.round.new_game import NewGameDialog
from boggle_gui.shared.logs import error_dialog
from boggle_gui.shared.settings import app_settings
from boggle_gui.shared.translation import (
    LANGUAGES,
    SYSTEM,
    interface_language,
    language_choice,
    qm_path,
    set_language_choice,
)
from boggle_gui.widgets.wordlist_choice import wordlist_label
from core.play import GameOptions
from tests.conftest import ROOT
from tests.gui.helpers import FakeClock
from tests.gui.translation_check import untranslated, untranslated_texts


def _translations_script():
    spec = importlib.util.spec_from_file_location("ci_translations", ROOT / ".ci" / "translations.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("ci_translations", module)
    spec.loader.exec_module(module)
    return module


def test_translation_files_match_the_code_and_compile_to_the_committed_qm():
    # A text added to the code without `python .ci/translations.py update`, or a .qm not rebuilt
    # after its .ts changed, fails here.
    assert _translations_script().problems() == []


def test_every_language_has_its_compiled_translation():
    for code in LANGUAGES:
        assert qm_path(code).is_file(), code


def test_english_plurals_say_1_point_and_2_points():
    # The English .qm holds the numerus forms of the "(s)" texts.
    one = QCoreApplication.translate("ErrorDialog", "%n more error(s) since: see the log file.", "", 1)
    two = QCoreApplication.translate("ErrorDialog", "%n more error(s) since: see the log file.", "", 2)
    assert (one, two) == ("1 more error since: see the log file.", "2 more errors since: see the log file.")


def test_interface_language_follows_the_system_unless_chosen():
    settings = app_settings()
    assert language_choice(settings) == SYSTEM
    assert interface_language(settings, QLocale("de_DE")) == "de"
    assert interface_language(settings, QLocale("fr_CA")) == "fr"
    assert interface_language(settings, QLocale("ja_JP")) == "en"     # no Japanese: English
    set_language_choice(settings, "nl")
    assert interface_language(settings, QLocale("de_DE")) == "nl"
    settings.setValue("interface/language", "xx")                     # a hand-edited file
    assert language_choice(settings) == SYSTEM
    with pytest.raises(ValueError):
        set_language_choice(settings, "xx")


def test_qt_standard_buttons_speak_the_interface_language(qtbot, french):
    box = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel | QDialogButtonBox.StandardButton.Ok)
    qtbot.addWidget(box)
    assert box.button(QDialogButtonBox.StandardButton.Cancel).text().replace("&", "") == "Annuler"


def test_the_check_rule_separates_marked_text_user_data_and_english():
    allowed = {"spat", "lines"}
    assert untranslated("⟪Score: 12⟫", allowed) == ""
    assert untranslated("⟪Found ⟪SPAT⟫ twice⟫ — SPAT, LINES", allowed) == ""
    assert untranslated("<b>⟪Paused⟫</b> 2:31 Qu", allowed) == ""
    assert untranslated("⟪Score⟫: 12 points", allowed) == "points"
    assert untranslated("Pause", allowed) == "Pause"


# -- the game window under the pseudo-translation ------------------------------------------------

BOARD = "serspatglinesers"


def _user_data(w) -> set[str]:
    """What the window shows as it is: the board's words and faces, the word lists' names."""
    data = {"boggle"}          # the game's name
    if w.round is not None and w.round.solution is not None:
        data |= {x.word for x in w.round.solution.words}
    if w.round is not None:
        data |= {f.lower() for f in w.round.board_faces()} if hasattr(w.round, "board_faces") else set()
    data |= set(re.findall(r"\w+", wordlist_label(w.options.wordlist).lower()))
    from core.engine.wordlist import available_wordlists
    for name in available_wordlists():       # New game lists them all (scowl50, scowl70...)
        data |= set(re.findall(r"\w+", wordlist_label(name).lower()))
    return data


def _check(w, state: str, game=None) -> list[str]:
    return [f"{state}: {text}" for text in untranslated_texts(w, _user_data(game or w))]


def test_the_game_window_shows_no_untranslated_english(qtbot, tmp_path, pseudo_translated, monkeypatch):
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    clock = FakeClock()
    w = MainWindow(clock=clock, history_file=tmp_path / "history.db", seed=1)
    qtbot.addWidget(w)
    w.resize(1000, 650)
    w.show()
    left = _check(w, "start")
    w.new_game(GameOptions(), board=BOARD)
    qtbot.waitUntil(lambda: w.round is not None and w.round.solution is not None, timeout=20000)
    for word in ("spat", "lines", "zzz", "spat"):
        w.submit_word(word)
    clock.now += 20
    w._on_tick()  # noqa: SLF001 - the clock as it is now
    left += _check(w, "playing")
    w.toggle_pause()
    left += _check(w, "paused")
    w.toggle_pause()
    w.end_round()
    qtbot.waitUntil(lambda: w.reveal_panel.tree.topLevelItemCount() > 0, timeout=20000)
    tree = w.reveal_panel.tree
    tree.setCurrentItem(tree.topLevelItem(0))
    left += _check(w, "reveal")
    help_dialog = w.show_shortcuts()
    left += _check(help_dialog, "help", w)
    help_dialog.close()
    about = w.show_about()
    machine = {token for _name, value in about.versions + about.folders for token in re.findall(r"\w+", value)}
    left += [f"about: {text}" for text in untranslated_texts(about, machine)]     # versions and paths as they are
    about.close()
    crash = error_dialog("ValueError: boom", "Traceback…", tmp_path / "boggle-gui.log")
    qtbot.addWidget(crash)
    crash.show()
    left += [f"error dialog: {text}" for text in untranslated_texts(crash, {"valueerror", "boom", "traceback"}
                                                                     | set(re.findall(r"\w+", str(tmp_path))))]
    crash.close()
    dialog = NewGameDialog(w.options, w)
    qtbot.addWidget(dialog)
    dialog.show()
    lists = {dialog.wordlist.itemText(i).lower() for i in range(dialog.wordlist.count())}   # the player's lists
    lists |= {part for name in lists for part in re.split(r"[\W_]+", name) if part}   # "meine-woerter": its words
    left += [f"new game: {text}" for text in untranslated_texts(dialog, _user_data(w) | lists)]
    dialog.close()
    w.round = None
    seen, report = set(), []
    for line in left:             # each text once, in the first state that shows it
        state, what = line.split(": ", 1)
        if what not in seen:
            seen.add(what)
            report.append(line)
    assert not report, "\n".join(report)


def test_every_name_the_engine_gives_is_marked_for_translation():
    # A dice set, language, scoring rules or timer mode added to core without its name in the tables
    # would show in English in every language.
    from boggle_gui.shared import data_names
    from core.engine.dice import DICE_SETS
    from core.engine.language import LANGUAGES as BOARD_LANGUAGES
    from core.engine.rules import RULES
    from core.play.game import TIMER_KINDS
    assert {d.name for d in DICE_SETS.values()} <= set(data_names.DICE_NAMES)
    assert {lang.name for lang in BOARD_LANGUAGES.values()} <= set(data_names.LANGUAGE_NAMES)
    assert {r.name for r in RULES.values()} | {r.description for r in RULES.values()} <= set(data_names.RULES_TEXTS)
    assert {k.label for k in TIMER_KINDS.values()} <= set(data_names.TIMER_LABELS)


def test_english_ordinals_and_the_player_rating():
    from boggle_gui.shared.data_names import ordinal, player_rating_text
    from core.play.history import PlayerRating
    assert [ordinal(n) for n in (1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111)] == [
        "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "101st", "111th"]
    assert player_rating_text(PlayerRating(score=10, past_rounds=1, higher=0, lower=1)) == (
        "Your own rating appears after 5 finished rounds of this game (1 so far).")
    assert player_rating_text(PlayerRating(score=10, past_rounds=5, higher=2, lower=3)) == (
        "Your 3rd best of 6 rounds of this game: better than 60% of the other 5.")


def test_choosing_the_interface_language_applies_at_the_next_start(qtbot, tmp_path, monkeypatch):
    told = []
    monkeypatch.setattr(QMessageBox, "information", lambda *a, **k: told.append(a[2]))
    w = MainWindow(clock=FakeClock(), history_file=tmp_path / "history.db", seed=1)
    qtbot.addWidget(w)
    menu = w.findChild(QMenu, "interfaceLanguageMenu")
    actions = {a.data(): a for a in menu.actions()}
    assert list(actions) == [SYSTEM, *LANGUAGES] and actions[SYSTEM].isChecked()
    actions["de"].trigger()
    assert language_choice(app_settings()) == "de" and actions["de"].isChecked()
    assert told == ["The interface will speak Deutsch from the next start of Boggle."]
    actions["en"].trigger()         # English is what this start speaks: nothing to tell
    assert language_choice(app_settings()) == "en" and len(told) == 1


def test_the_screenshot_speaks_the_language_asked_for(tmp_path, monkeypatch):
    # boggle-gui --language fr: the window's menus in French, the board's language unchanged.
    import subprocess
    shot = tmp_path / "fr.png"
    env = dict(__import__("os").environ, QT_QPA_PLATFORM="offscreen", BOGGLE_CONFIG_DIR=str(tmp_path / "cfg"))
    code = ("import sys; from boggle_gui import app; from PySide6.QtWidgets import QApplication, QMainWindow\n"
            "orig = app._run_screenshot\n"
            "def spy(a, window, args, state):\n"
            "    print('MENUS:' + '|'.join(m.text() for m in window.menuBar().actions()), flush=True)\n"
            "    orig(a, window, args, state)\n"
            "app._run_screenshot = spy\n"
            f"sys.exit(app.main(['--screenshot', {str(shot)!r}, '--board', '{BOARD}', '--language', 'fr']))")
    done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    menus = next(line for line in done.stdout.splitlines() if line.startswith("MENUS:"))[6:].split("|")
    assert menus[0] == "&Partie" and shot.is_file()


def test_the_text_finder_reads_contexts_plurals_and_helpers_and_refuses_built_texts(tmp_path):
    script = _translations_script()
    source = tmp_path / "sample.py"
    source.write_text(
        "from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication\n"
        "def _tr(text):\n    return QCoreApplication.translate('Helper', text)\n"
        "TABLE = [QT_TRANSLATE_NOOP('Table', 'Listed')]\n"
        "class Panel:\n"
        "    def show(self, n, name):\n"
        "        self.tr('%n word(s)', '', n)\n"
        "        QCoreApplication.translate('Mod', 'Hello {name}').format(name=name)\n"
        "        _tr('Helped')\n"
        "        QCoreApplication.translate('Table', TABLE[0])\n"      # a marked text, shown: fine
        "        self.tr(f'Hello {name}')\n"                              # built: refused
        "        QCoreApplication.translate('Mod', 'Total: ' + name)\n",  # built: refused
        encoding="utf-8")
    messages, errors = script.extract(tmp_path)
    found = {(m.context, m.text, m.plural) for m in messages}
    assert found == {("Table", "Listed", False), ("Panel", "%n word(s)", True), ("Mod", "Hello {name}", False),
                     ("Helper", "Helped", False)}
    assert len(errors) == 2 and all("needs string literals" in e for e in errors)
