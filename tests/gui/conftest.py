"""Fixtures shared by the GUI tests."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QApplication, QMessageBox

from boggle_gui.round.main_window import MainWindow
from boggle_gui.shared.garbage import collect_on_gui_thread
from boggle_gui.shared.settings import app_settings
from boggle_gui.shared.translation import PseudoTranslator, install_translators
from boggle_gui.tools.table_scorer import TableScorer
from tests.gui.helpers import FakeClock

#: The table scorer tests' word list (board serspatglinesers: S E R S / P A T G / L I N E / S E R S).
TABLE_WORDS = ["spat", "lines", "pat", "tap", "sat", "ate", "tea", "eat", "seat", "pats", "line", "sent", "zebra"]


@pytest.fixture(autouse=True, scope="session")
def english_interface(qapp):
    """The interface in English, as a player with an English system sees it: with the English
    plural forms ("1 point", "2 points")."""
    install_translators("en", qapp)


@pytest.fixture(autouse=True, scope="session")
def garbage_collected_on_the_gui_thread(qapp):
    """As in the app: cyclic garbage (closed windows' wrappers among it) is freed on the GUI
    thread, never on a job's worker, where freeing a Qt object crashes the process later."""
    collector = collect_on_gui_thread(qapp)
    yield
    collector.uninstall()


@pytest.fixture
def pseudo_translated(qapp):
    """Every text translated through Qt shows between marks (``⟪Pause⟫``) while the test runs:
    tests.gui.translation_check finds the English left outside them."""
    translator = PseudoTranslator(qapp)
    qapp.installTranslator(translator)
    yield translator
    qapp.removeTranslator(translator)


@pytest.fixture(autouse=True)
def fresh_settings(tmp_path, monkeypatch):
    """Every GUI test starts from the default settings, in a folder of its own: what one test
    chose (a game's options, a window's language, a list's language) never reaches another."""
    monkeypatch.setenv("BOGGLE_CONFIG_DIR", str(tmp_path / "settings"))


@pytest.fixture(autouse=True)
def no_game_window_outlives_its_test(tmp_path):
    """A game window whose test left it open (its close refused: a question answered No mid-round)
    is closed here, answering Yes, before its test's folder is removed: alive, it would go on saving
    its round into a deleted database and warn in whichever test runs next."""
    yield
    app = QApplication.instance()
    left = [w for w in app.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible()] if app else []
    if not left:
        return
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
        mp.setattr(QMessageBox, "warning", lambda *a, **k: None)
        for w in left:
            w.close()


@pytest.fixture
def warnings(monkeypatch):
    """Warnings shown (as ``"title: text"``) instead of blocking dialogs; every question answered Yes."""
    seen: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: seen.append(f"{a[1]}: {a[2]}"))
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    return seen


@pytest.fixture
def clocked_window(qtbot, tmp_path, monkeypatch):
    """A shown, active game window on a hand-moved clock; dialogs answered without blocking."""
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: None)
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    w = MainWindow(clock=FakeClock(), history_file=tmp_path / "history.db", seed=1)
    qtbot.addWidget(w)
    w.resize(1000, 650)
    w.show()
    w.activateWindow()
    return w


@pytest.fixture
def main_windows(qtbot, tmp_path, warnings):
    """``make(seed=None)`` -> a shown MainWindow with a history file of its own (several may play
    together); all are closed after the test."""
    made = []

    def make(seed: int | None = None) -> MainWindow:
        w = MainWindow(history_file=tmp_path / f"h{len(made)}.db", seed=len(made) if seed is None else seed)
        qtbot.addWidget(w)
        w.show()
        made.append(w)
        return w
    yield make
    for w in made:
        w.close()


@pytest.fixture
def french(qapp):
    install_translators("fr", qapp)
    yield
    install_translators("en", qapp)
    QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))


@pytest.fixture
def small_list(write_wordlist):
    return write_wordlist(TABLE_WORDS, name="tablewords.txt")


@pytest.fixture
def scorer(qtbot, tmp_path, small_list):
    app_settings().remove("table/language")      # each test starts in English; one choosing German forgets it
    w = TableScorer(history_file=tmp_path / "history.db")
    qtbot.addWidget(w)
    w.show()
    w.activateWindow()
    qtbot.waitExposed(w)
    w.wordlist.addItem("tablewords", str(small_list))
    w.wordlist.setCurrentIndex(w.wordlist.count() - 1)
    yield w
    app_settings().remove("table/language")
