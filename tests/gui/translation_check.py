"""Finding English left untranslated in a window, under the pseudo-translation.

With :class:`~boggle_gui.shared.translation.PseudoTranslator` installed (the ``pseudo_translated``
fixture), every text that went through Qt's translation shows between marks: ``⟪&Pause⟫``.
:func:`untranslated_texts` walks what a player sees of a window (and of the menus, dialogs and
popups it names) and returns each text with English left outside the marks.

The rule: in a text, the marked parts are removed (nested marks too), and so are HTML tags and
entities; what remains may hold digits, punctuation, symbols, single letters (a board's tiles, a
path's numbers), a "Qu" tile, a language's own name, and the user data the test names in
``allowed`` (the board's words, a word list's name, a player's name: matched whole,
case-insensitively). Any other run of two letters or more is English nobody translated.
"""
from __future__ import annotations

import html
import re

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QComboBox,
    QGroupBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListView,
    QMainWindow,
    QMenu,
    QPlainTextEdit,
    QProgressBar,
    QStatusBar,
    QTabBar,
    QTabWidget,
    QTextEdit,
    QWidget,
)

from boggle_gui.shared.translation import LANGUAGES, MARK_CLOSE, MARK_OPEN

__all__ = ["texts_of", "untranslated", "untranslated_texts"]

_MARKED = re.compile(re.escape(MARK_OPEN) + "[^" + MARK_OPEN + MARK_CLOSE + "]*" + re.escape(MARK_CLOSE))
_TAG = re.compile(r"<[^>]*>")
_TOKEN = re.compile(r"\w+")
_WORD = re.compile(r"[^\W\d_]{2,}")
#: A tile's face, and the interface languages' names (each in its own language), shown as they are.
ALWAYS_ALLOWED = {"Qu", *LANGUAGES.values()}
#: Item rows read from each list, table or tree (the rest repeat the same kinds of text).
ROWS = 60


def untranslated(text: str, allowed: set[str]) -> str:
    """The English left in ``text`` (words joined by spaces), or "" when all of it is marked or allowed."""
    while True:
        stripped = _MARKED.sub(" ", text)
        if stripped == text:
            break
        text = stripped
    text = html.unescape(_TAG.sub(" ", text))
    left = []
    for token in _TOKEN.findall(text):     # user data is matched whole: "scowl70", "SPAT"
        if token.lower() not in allowed and token not in ALWAYS_ALLOWED:
            left += _WORD.findall(token)
    return " ".join(left)


def _action_texts(actions, where: str, out: list) -> None:
    for action in actions:
        if action.isSeparator():
            continue
        out.append((f"{where} action", action.text()))
        if action.toolTip() != action.text().replace("&", ""):
            out.append((f"{where} action tooltip", action.toolTip()))
        out.append((f"{where} action status tip", action.statusTip()))
        menu = action.menu()
        if isinstance(menu, QMenu):
            out.append((f"{where} menu title", menu.title()))
            _action_texts(menu.actions(), f"{where} > {action.text()}", out)


def _view_texts(view: QAbstractItemView, where: str, out: list) -> None:
    model = view.model()
    if model is None:
        return
    root = view.rootIndex()
    columns = 1 if isinstance(view, QListView) else model.columnCount(root)
    for section in range(columns if not isinstance(view, QListView) else 0):
        out.append((f"{where} header", str(model.headerData(section, Qt.Orientation.Horizontal) or "")))
        tip = model.headerData(section, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole)
        out.append((f"{where} header tooltip", str(tip or "")))

    def rows(parent, depth):
        for row in range(min(model.rowCount(parent), ROWS)):
            for column in range(columns):
                index = model.index(row, column, parent)
                for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
                    value = model.data(index, role)
                    if isinstance(value, str):
                        out.append((f"{where} item", value))
            if depth < 2:
                rows(model.index(row, 0, parent), depth + 1)
    rows(root, 0)


def _widget_texts(w: QWidget, out: list) -> None:
    name = f"{type(w).__name__} {w.objectName()!r}"
    if w.isWindow():
        out.append((f"{name} window title", w.windowTitle()))
    for kind, text in (("tooltip", w.toolTip()), ("status tip", w.statusTip()), ("what's this", w.whatsThis()),
                       ("accessible name", w.accessibleName()),
                       ("accessible description", w.accessibleDescription())):
        out.append((f"{name} {kind}", text))
    if isinstance(w, QLabel):
        out.append((f"{name} text", w.text()))
    elif isinstance(w, QAbstractButton):
        out.append((f"{name} text", w.text()))
    elif isinstance(w, QGroupBox):
        out.append((f"{name} title", w.title()))
    elif isinstance(w, QLineEdit):
        out.append((f"{name} placeholder", w.placeholderText()))
        if w.isReadOnly():
            out.append((f"{name} text", w.text()))
    elif isinstance(w, QComboBox):
        out.append((f"{name} placeholder", w.placeholderText()))
        out += [(f"{name} item", w.itemText(i)) for i in range(w.count())]
    elif isinstance(w, QAbstractSpinBox):
        out += [(f"{name} {k}", getattr(w, k)()) for k in ("prefix", "suffix", "specialValueText") if hasattr(w, k)]
    elif isinstance(w, (QTextEdit, QPlainTextEdit)):
        out.append((f"{name} placeholder", w.placeholderText()))
        if w.isReadOnly():
            out.append((f"{name} text", w.toPlainText()))
    elif isinstance(w, QProgressBar) and w.isTextVisible():
        out.append((f"{name} text", w.text()))
    elif isinstance(w, QTabBar):
        for i in range(w.count()):
            out += [(f"{name} tab", w.tabText(i)), (f"{name} tab tooltip", w.tabToolTip(i))]
    elif isinstance(w, QTabWidget):
        for i in range(w.count()):
            out += [(f"{name} tab", w.tabText(i)), (f"{name} tab tooltip", w.tabToolTip(i))]
    elif isinstance(w, QStatusBar):
        out.append((f"{name} message", w.currentMessage()))
    elif isinstance(w, QAbstractItemView) and not isinstance(w, QHeaderView):
        _view_texts(w, name, out)
    if isinstance(w, QMainWindow):
        _action_texts(w.menuBar().actions(), "menu bar", out)
    elif not isinstance(w, QMenu):
        _action_texts([a for a in w.actions() if isinstance(a, QAction)], name, out)
    painted = getattr(w, "painted_texts", None)
    if callable(painted):
        out += [(f"{name} painted", text) for text in painted()]


def texts_of(window: QWidget) -> list[tuple[str, str]]:
    """(where, text) for every text ``window`` shows: its own and its visible children's, its menus'."""
    out: list[tuple[str, str]] = []
    for w in [window, *window.findChildren(QWidget)]:
        if w is window or w.isVisibleTo(window):
            _widget_texts(w, out)
    return [(where, text) for where, text in out if text]


def untranslated_texts(window: QWidget, allowed=()) -> list[str]:
    """``"where: text"`` for each text of ``window`` with English outside the pseudo-translation's
    marks (see the module's rule); ``allowed`` names user data (words, names) shown as it is."""
    allow = {a.lower() for a in allowed}
    found = [f"{where}: {text!r}" for where, text in texts_of(window) if untranslated(text, allow)]
    return list(dict.fromkeys(found))
