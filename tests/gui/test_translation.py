"""The translated interface: the translation files, the language setting, plurals, Qt's own texts,
and the pseudo-translation check of the game window in each of its states."""
from __future__ import annotations

import importlib.util
import sys

import pytest
from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtWidgets import QDialogButtonBox

from boggle_gui.shared.settings import app_settings
from boggle_gui.shared.translation import (
    LANGUAGES,
    SYSTEM,
    install_translators,
    interface_language,
    language_choice,
    qm_path,
    set_language_choice,
)
from tests.conftest import ROOT
from tests.gui.translation_check import untranslated


def _translations_script():
    spec = importlib.util.spec_from_file_location("ci_translations", ROOT / ".ci" / "translations.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("ci_translations", module)
    spec.loader.exec_module(module)
    return module


@pytest.fixture
def french(qapp):
    install_translators("fr", qapp)
    yield
    install_translators("en", qapp)
    QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))


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
