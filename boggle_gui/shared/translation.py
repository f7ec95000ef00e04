"""The interface's language: our translations and Qt's own, installed at start.

Conventions for every user-visible string (docs/translation.md tells the whole story):

- In a QObject subclass: ``self.tr("Pause")``. The context is the class's name, so a string
  must be translated in the class whose code holds it.
- Elsewhere: ``QCoreApplication.translate("Context", "Pause")``, the context named for the
  module or window (``"MainWindow"``, ``"NewGame"``...). Never alias ``translate`` or wrap it in
  another helper: ``.ci/translations.py`` only finds string literals written inside ``tr(...)``,
  ``QCoreApplication.translate(...)``, ``QT_TRANSLATE_NOOP(...)`` and a module's
  ``def _tr(text): return QCoreApplication.translate("Context", text)`` helper.
- Tables at module level (menus, column titles, choices): ``QT_TRANSLATE_NOOP("Context", "Text")``
  marks the literal (it returns it unchanged); translate it where it is shown, with the same
  context: ``QCoreApplication.translate("Context", entry)``.
- Placeholders: str.format named fields, filled *after* translation, so a translator can move
  them: ``self.tr("{count} words on the board").format(count=n)``. Never an f-string (or a
  ``%`` or ``+``) inside ``tr``: the text looked up would be the filled-in one.
- Plurals: Qt's ``%n``, with the count as the third argument:
  ``self.tr("%n point(s)", "", n)``. English forms come from ``boggle_en.qm`` (numerus entries
  only; ``.ci/translations.py`` fills the "(s)" forms), so English shows
  "1 point" and "2 points". Other placeholders in the same text are named fields:
  ``self.tr("{name} found %n word(s)", "", n).format(name=name)``.
- Never build a sentence from translated pieces: one ``tr`` per sentence (a translator needs the
  whole sentence to order its words). A label and a value (``"Score: {score}"``) is one text.
- ``&`` marks a mnemonic in menu and button texts: a translation keeps one ``&`` (its own letter).
- User data is never translated: board letters, words, player names, word-list names, numbers.

The interface language is the setting :data:`SETTING`: ``"system"`` (the default) follows the
system locale (English where we have no translation); or one of :data:`LANGUAGES`. It is
independent of the board's language (a game's dice and word list). It applies at the next start
(:func:`install_translators` runs before the first window is made).

:class:`PseudoTranslator` marks every text it translates (``⟪Pause⟫``): tests install it and
check that a window shows no English left unmarked (:mod:`tests.gui.translation_check`).
"""
from __future__ import annotations

from importlib import resources
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QSettings, QTranslator

__all__ = ["LANGUAGES", "SETTING", "SYSTEM", "PseudoTranslator", "install_translators", "interface_language",
           "language_choice", "qm_path", "running_language",
           "set_language_choice", "system_language"]

#: Interface languages: code -> the language's own name (shown so in the choice, never translated).
LANGUAGES = {"en": "English", "fr": "Français", "de": "Deutsch", "es": "Español", "it": "Italiano",
             "nl": "Nederlands"}
#: The settings key of the interface language: :data:`SYSTEM` or a code of :data:`LANGUAGES`.
SETTING = "interface/language"
SYSTEM = "system"
#: Pseudo-translation marks (see :class:`PseudoTranslator`).
MARK_OPEN, MARK_CLOSE = "⟪", "⟫"

#: The translators installed now (kept referenced: Qt does not own them), and their language.
_installed: list[QTranslator] = []
_running = {"language": "en"}


def language_choice(settings: QSettings) -> str:
    """The stored choice: :data:`SYSTEM` or a code of :data:`LANGUAGES` (anything else reads as system)."""
    value = str(settings.value(SETTING, SYSTEM) or SYSTEM)
    return value if value in LANGUAGES else SYSTEM


def set_language_choice(settings: QSettings, choice: str) -> None:
    if choice != SYSTEM and choice not in LANGUAGES:
        raise ValueError(f"unknown interface language {choice!r}")
    settings.setValue(SETTING, choice)


def interface_language(settings: QSettings, system: QLocale | None = None) -> str:
    """The code of the language the interface speaks: the choice, or :func:`system_language`."""
    choice = language_choice(settings)
    return choice if choice != SYSTEM else system_language(system)


def system_language(system: QLocale | None = None) -> str:
    """The code of the system locale's language where we have it (its preferred languages in
    order), else English."""
    locale = system or QLocale.system()
    # uiLanguages() lists the user's preferred languages in order ("de-AT", "de", "en-US"...).
    for name in [*locale.uiLanguages(), locale.name()]:
        code = name.replace("_", "-").split("-")[0].lower()
        if code in LANGUAGES:
            return code
    return "en"


def running_language() -> str:
    """The code of the language the interface speaks now (the last :func:`install_translators`)."""
    return _running["language"]


def qm_path(language: str) -> Path:
    """Our compiled translation for ``language`` (inside the installed package)."""
    return Path(str(resources.files("boggle_gui.resources") / "translations" / f"boggle_{language}.qm"))


def install_translators(language: str, app: QCoreApplication | None = None) -> list[str]:
    """Install the translators of ``language`` (a code of :data:`LANGUAGES`) into the application,
    replacing those installed before: ours (``boggle_<code>.qm``) and Qt's (``qtbase_<code>.qm``,
    the standard dialogs' buttons and texts) for other languages; for English only ours, which
    holds the English plural forms. Returns the files loaded (a missing file is skipped: the
    interface then shows the English source texts)."""
    app = app or QCoreApplication.instance()
    _running["language"] = language
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    files = [qm_path(language)]
    if language != "en":
        files.append(Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)) / f"qtbase_{language}.qm")
    loaded = []
    for path in files:
        translator = QTranslator(app)
        if path.is_file() and translator.load(str(path)):
            app.installTranslator(translator)
            _installed.append(translator)
            loaded.append(str(path))
    if language != "en":
        QLocale.setDefault(QLocale(language))
    return loaded


class PseudoTranslator(QTranslator):
    """Translates every text to itself between marks: ``"&Pause"`` -> ``"⟪&Pause⟫"``.

    Placeholders survive (``{name}`` fields, ``%n``, ``%1``) and so do mnemonics, so the
    interface works as usual while every translated text shows its marks; text shown without
    them never went through translation. Qt's own texts (the standard buttons) are marked too.
    """

    def translate(self, context, source_text, disambiguation=None, n=-1):  # noqa: ARG002 - Qt's signature
        if not source_text:
            return source_text
        return MARK_OPEN + source_text + MARK_CLOSE

    def isEmpty(self) -> bool:  # noqa: N802 - Qt's name
        return False
