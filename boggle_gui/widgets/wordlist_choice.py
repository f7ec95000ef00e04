"""The word-list chooser every window shares: a combo of named lists plus any file picked.

Every list is read in one language (:mod:`core.engine.language`): the one
:func:`boggle_gui.shared.list_languages.list_language` says.
"""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QComboBox, QFileDialog, QWidget

from core.engine import DEFAULT_WORDLIST, available_wordlists, get_language

from ..shared.list_languages import list_language


def wordlist_label(spec: str) -> str:
    """What a list is called on screen: its name, or a path's file stem."""
    return Path(spec).stem if ("/" in spec or "\\" in spec) else spec


def select_wordlist(combo: QComboBox, spec: str | Path) -> None:
    """Select a list by name or path; a path not offered yet is added to the choices."""
    spec = str(spec)
    i = combo.findData(spec)
    if i < 0:
        combo.addItem(wordlist_label(spec), spec)
        i = combo.count() - 1
    combo.setCurrentIndex(i)


def lists_of_language(language: str | None) -> list[str]:
    """Names of the lists available by name, those read in ``language`` only (None: all);
    the language's own lists first, its default list at the top."""
    names = list(available_wordlists())
    if language is None:
        return names
    lang = get_language(language)
    own = [n for n in lang.wordlists if n in names]
    return own + [n for n in names if n not in own and list_language(n) == lang.code]


def fill_wordlist_combo(combo: QComboBox, current: str = DEFAULT_WORDLIST, language: str | None = None) -> None:
    """Offer the named lists (item data = the name or path to load), only those of ``language``
    when given, and select ``current``."""
    combo.blockSignals(True)
    combo.clear()
    family = get_language(language).family_list if language is not None else ""
    for name in lists_of_language(language):
        combo.addItem(name, name)
        if name == family:
            combo.setItemData(combo.count() - 1, QCoreApplication.translate(
                "WordListChoice", "Family list: only the common forms, for a family game"), Qt.ItemDataRole.ToolTipRole)
    select_wordlist(combo, current)
    combo.blockSignals(False)


def browse_wordlist(parent: QWidget, combo: QComboBox) -> None:
    """Ask for a list file and select it."""
    path, _ = QFileDialog.getOpenFileName(parent, QCoreApplication.translate("WordListChoice", "Word list"),
                                          str(Path.home()),
                                          QCoreApplication.translate("WordListChoice",
                                                                     "Word lists (*.txt);;All files (*)"))
    if path:
        select_wordlist(combo, path)
