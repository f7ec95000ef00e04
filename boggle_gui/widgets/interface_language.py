"""The interface language menu: the system's language or one of ours, applied at the next start.

Each language is named in its own words ("Deutsch"), so a player who cannot read the current
interface still finds theirs. The choice is stored (:mod:`boggle_gui.shared.translation`);
the board's language is another choice (New game).
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu, QMessageBox, QWidget

from ..shared.settings import app_settings
from ..shared.translation import (
    LANGUAGES,
    SYSTEM,
    interface_language,
    language_choice,
    running_language,
    set_language_choice,
    system_language,
)

__all__ = ["add_interface_language_menu"]


def add_interface_language_menu(menu: QMenu, window: QWidget, *, batch=lambda: False) -> QMenu:
    """Add the "Interface language" submenu to ``menu``; a choice is saved and, when it changes
    the language, ``window`` says it applies at the next start (unless ``batch()``)."""
    settings = app_settings()
    sub = menu.addMenu(QCoreApplication.translate("InterfaceLanguage", "Interface &language"))
    sub.setObjectName("interfaceLanguageMenu")
    group = QActionGroup(sub)
    current = language_choice(settings)
    entries = [(SYSTEM, QCoreApplication.translate("InterfaceLanguage", "System language ({language})")
                .format(language=LANGUAGES[system_language()]))]
    entries += [(code, name) for code, name in LANGUAGES.items()]
    for code, text in entries:
        action = QAction(text, sub)
        action.setCheckable(True)
        action.setChecked(code == current)
        action.setData(code)
        group.addAction(action)
        sub.addAction(action)

    def chosen(action: QAction) -> None:
        store = app_settings()
        set_language_choice(store, action.data())
        store.sync()
        if interface_language(store) != running_language() and not batch():
            QMessageBox.information(
                window, QCoreApplication.translate("InterfaceLanguage", "Interface language"),
                QCoreApplication.translate("InterfaceLanguage",
                                           "The interface will speak {language} from the next start of Boggle.")
                .format(language=LANGUAGES[interface_language(store)]))
    group.triggered.connect(chosen)
    return sub
