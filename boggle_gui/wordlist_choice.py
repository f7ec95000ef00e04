"""The word-list chooser every window shares: a combo of named lists plus any file picked."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QComboBox, QFileDialog, QWidget

from core.engine.wordlist import DEFAULT_WORDLIST, available_wordlists


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


def fill_wordlist_combo(combo: QComboBox, current: str = DEFAULT_WORDLIST) -> None:
    """Offer every named list (item data = the name or path to load) and select ``current``."""
    combo.blockSignals(True)
    combo.clear()
    for name in available_wordlists():
        combo.addItem(name, name)
    select_wordlist(combo, current)
    combo.blockSignals(False)


def browse_wordlist(parent: QWidget, combo: QComboBox) -> None:
    """Ask for a list file and select it."""
    path, _ = QFileDialog.getOpenFileName(parent, "Word list", str(Path.home()), "Word lists (*.txt);;All files (*)")
    if path:
        select_wordlist(combo, path)
