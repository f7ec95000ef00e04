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
from ..widgets.panels import RevealPanel

__all__ = ["build_menus", "build_toolbar", "NAMED_ACTIONS"]

_n = QT_TRANSLATE_NOOP
#: A separator between entries.
_LINE = None
#: The actions the window keeps, in the order :func:`build_menus` returns them.
NAMED_ACTIONS = ("act_new", "act_quick", "act_play_code", "act_copy_code", "act_pause", "act_end", "act_solve",
                 "act_history", "act_add_wl", "act_dark", "act_rotate", "act_auto_pause")


def _menus(w) -> dict[str, list]:
    """The menus of window ``w``: title -> entries (attribute or None, text, shortcut, slot, checkable)."""
    return {
        _n("Menus", "&Game"): [
            ("act_new", _n("Menus", "&New game…"), "Ctrl+N", w.new_game_dialog, False),
            ("act_quick", _n("Menus", "&Roll again"), "Ctrl+R", lambda: w.new_game(), False),
            ("act_play_code", _n("Menus", "Play a &game code…"), "Ctrl+G", w.ask_game_code, False),
            ("act_copy_code", _n("Menus", "&Copy game code"), "Ctrl+Shift+C", w.copy_game_code, False),
            ("act_pause", _n("Menus", "&Pause"), "Ctrl+P", w.toggle_pause, False),
            ("act_end", _n("Menus", "&End round"), "Ctrl+E", w.end_round, False), _LINE,
            ("act_solve", _n("Menus", "&Solve a board…"), "Ctrl+B", w.open_solve_a_board, False),
            ("act_history", _n("Menus", "&History and high scores…"), "Ctrl+H", w.show_history, False),
            ("act_add_wl", _n("Menus", "&Add word list…"), "Ctrl+Shift+W", w.add_wordlist, False), _LINE,
            (None, _n("Menus", "&Quit"), "Ctrl+Q", w.close, False)],
        _n("Menus", "&View"): [
            ("act_dark", _n("Menus", "&Dark appearance"), "Ctrl+D", w.toggle_dark, True),
            ("act_rotate", _n("Menus", "&Turn dice faces"), "Ctrl+T", w.toggle_rotate, True),
            ("act_auto_pause", _n("Menus", "&Pause when in the background"), "Ctrl+Shift+P", w.toggle_auto_pause,
             True), _LINE,
            (None, _n("Menus", "Focus &word entry"), "Ctrl+L", lambda: w.play_panel.entry.setFocus(), False),
            (None, _n("Menus", "Focus the &board"), "Ctrl+K", lambda: w.board_view.setFocus(), False),
            (None, _n("Menus", "Focus the word &list"), "Ctrl+J", w.view.focus_list, False),
            (None, _n("Menus", "&Filter words"), "Ctrl+F", lambda: w.reveal_panel.filter_edit.setFocus(), False)],
        _n("Menus", "Play t&ogether"): [
            (None, _n("Menus", "&Host a round…"), "Ctrl+Shift+H", lambda: w.open_network_play("host"), False),
            (None, _n("Menus", "&Join a round…"), "Ctrl+Shift+J", lambda: w.open_network_play("join"), False)],
        _n("Menus", "&Tools"): [
            (None, QCoreApplication.translate("Tools", tool.text), tool.shortcut,
             lambda _c=False, name=name: w.open_tool(name), False) for name, tool in TOOLS.items()],
        _n("Menus", "&Help"): [
            (None, _n("Menus", "&Rules, scoring and shortcuts"), "F1", w.show_shortcuts, False),
            (None, _n("Menus", "&About"), None, w.show_about, False)],
    }


def _action(w, text: str, shortcut: str | None, slot, menu, checkable: bool = False) -> QAction:
    a = QAction(QCoreApplication.translate("Menus", text), w)
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
                            sort, checkable=True)
                group.addAction(a)
                a.setChecked(i == 0)
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
            action.setToolTip(f"{action.text().replace('&', '')} ({action.shortcut().toString()})")
