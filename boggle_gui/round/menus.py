"""The game window's menus and toolbar, as one table.

Each entry names the window attribute that keeps the action (or None), its text (marked for
translation, context ``Menus``), its shortcut, the window's method it triggers and whether it
is checkable. Shortcuts work while the word entry has focus (they are window shortcuts, and
:func:`~boggle_gui.widgets.shortcuts.window_shortcuts_first` lets them win over the entry's
own keys). The Tools menu lists :data:`boggle_gui.tools.TOOLS`.
"""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence

from ..tools import TOOLS
from ..widgets.interface_language import add_interface_language_menu
from ..widgets.panels import RevealPanel

__all__ = ["build_menus", "build_toolbar", "NAMED_ACTIONS"]

#: A separator between entries.
_LINE = None
#: The actions the window keeps, in the order :func:`build_menus` returns them.
NAMED_ACTIONS = ("act_new", "act_quick", "act_play_code", "act_copy_code", "act_pause", "act_end", "act_solve",
                 "act_history", "act_add_wl", "act_dark", "act_high_contrast", "act_rotate",
                 "act_auto_pause")


def _menus(w) -> dict[str, list]:
    """The menus of window ``w``: title -> entries (attribute or None, text, shortcut, slot, checkable)."""
    return {
        QT_TRANSLATE_NOOP("Menus", "&Game"): [
            ("act_new", QT_TRANSLATE_NOOP("Menus", "&New game…"), "Ctrl+N", w.new_game_dialog, False),
            ("act_quick", QT_TRANSLATE_NOOP("Menus", "&Roll again"), "Ctrl+R", lambda: w.new_game(), False),
            ("act_play_code", QT_TRANSLATE_NOOP("Menus", "Play a &game code…"), "Ctrl+G", w.ask_game_code, False),
            ("act_copy_code", QT_TRANSLATE_NOOP("Menus", "&Copy game code"), "Ctrl+Shift+C", w.copy_game_code,
             False),
            ("act_pause", QT_TRANSLATE_NOOP("Menus", "&Pause"), "Ctrl+P", w.toggle_pause, False),
            ("act_end", QT_TRANSLATE_NOOP("Menus", "&End round"), "Ctrl+E", w.end_round, False), _LINE,
            ("act_solve", QT_TRANSLATE_NOOP("Menus", "&Solve a board…"), "Ctrl+B", w.open_solve_a_board, False),
            ("act_history", QT_TRANSLATE_NOOP("Menus", "&History and high scores…"), "Ctrl+H", w.show_history,
             False),
            ("act_add_wl", QT_TRANSLATE_NOOP("Menus", "&Add word list…"), "Ctrl+Shift+W", w.add_wordlist, False),
            _LINE,
            (None, QT_TRANSLATE_NOOP("Menus", "&Quit"), "Ctrl+Q", w.close, False)],
        QT_TRANSLATE_NOOP("Menus", "&View"): [
            ("act_dark", QT_TRANSLATE_NOOP("Menus", "&Dark appearance"), "Ctrl+D", w.toggle_appearance, True),
            ("act_high_contrast", QT_TRANSLATE_NOOP("Menus", "&High contrast"), "Ctrl+Shift+D", w.toggle_appearance,
             True),
            ("act_rotate", QT_TRANSLATE_NOOP("Menus", "&Turn dice faces"), "Ctrl+T", w.toggle_rotate, True),
            ("act_auto_pause", QT_TRANSLATE_NOOP("Menus", "&Pause when in the background"), "Ctrl+Shift+P",
             w.toggle_auto_pause, True), _LINE,
            (None, QT_TRANSLATE_NOOP("Menus", "Focus &word entry"), "Ctrl+L", lambda: w.play_panel.entry.setFocus(),
             False),
            (None, QT_TRANSLATE_NOOP("Menus", "Focus the &board"), "Ctrl+K", lambda: w.board_view.setFocus(), False),
            (None, QT_TRANSLATE_NOOP("Menus", "Focus the word &list"), "Ctrl+J", w.view.focus_list, False),
            (None, QT_TRANSLATE_NOOP("Menus", "&Filter words"), "Ctrl+F",
             lambda: w.reveal_panel.filter_edit.setFocus(), False)],
        QT_TRANSLATE_NOOP("Menus", "Play t&ogether"): [
            (None, QT_TRANSLATE_NOOP("Menus", "&Host a round…"), "Ctrl+Shift+H", lambda: w.open_network_play("host"),
             False),
            (None, QT_TRANSLATE_NOOP("Menus", "&Join a round…"), "Ctrl+Shift+J", lambda: w.open_network_play("join"),
             False)],
        QT_TRANSLATE_NOOP("Menus", "&Tools"): [
            (None, QCoreApplication.translate("Tools", tool.text), tool.shortcut,
             lambda _c=False, name=name: w.open_tool(name), False) for name, tool in TOOLS.items()],
        QT_TRANSLATE_NOOP("Menus", "&Help"): [
            (None, QT_TRANSLATE_NOOP("Menus", "&Rules, scoring and shortcuts"), "F1", w.show_shortcuts, False),
            (None, QT_TRANSLATE_NOOP("Menus", "&About"), None, w.show_about, False)],
    }


def _action(w, text: str, shortcut: str | None, slot, menu, checkable: bool = False, context: str = "Menus") -> QAction:
    a = QAction(QCoreApplication.translate(context, text), w)
    if shortcut:
        a.setShortcut(QKeySequence(shortcut))
        a.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
    a.setCheckable(checkable)
    a.triggered.connect(slot)
    menu.addAction(a)
    w.addAction(a)
    return a


def build_menus(w) -> tuple[QAction, ...]:
    """Add the menus to window ``w``; returns its :data:`NAMED_ACTIONS`."""
    named = {}
    for title, entries in _menus(w).items():
        menu = w.menuBar().addMenu(QCoreApplication.translate("Menus", title))
        for entry in entries:
            if entry is _LINE:
                menu.addSeparator()
                continue
            attribute, text, shortcut, slot, checkable = entry
            action = _action(w, text, shortcut, slot, menu, checkable)
            if attribute is not None:
                named[attribute] = action
        if title == "&View":
            sort = menu.addMenu(QCoreApplication.translate("Menus", "S&ort revealed words by"))
            group = QActionGroup(w)
            for i, name in enumerate(RevealPanel.SORTS):
                a = _action(w, name, f"Alt+{i + 1}", lambda _c=False, i=i: w.reveal_panel.sort_box.setCurrentIndex(i),
                            sort, checkable=True, context="RevealPanel")
                group.addAction(a)
                a.setChecked(i == 0)
            menu.addSeparator()
            add_interface_language_menu(menu, w, batch=lambda: w.batch)
    return tuple(named[name] for name in NAMED_ACTIONS)


def build_toolbar(w, actions) -> None:
    """The toolbar: the round's commands and the two views players open most, with their shortcuts."""
    bar = w.addToolBar("Game")
    bar.setObjectName("gameToolbar")
    bar.setMovable(False)
    bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
    for action in actions:
        if action is None:
            bar.addSeparator()
        else:
            bar.addAction(action)
            action.setToolTip(QCoreApplication.translate("Menus", "{action} ({shortcut})").format(
                action=action.text().replace("&", ""),
                shortcut=action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)))
