"""Light and dark appearance: a QPalette, a style sheet from ``resources/`` and board colours."""
from __future__ import annotations

import sys
from dataclasses import dataclass
from importlib.resources import files

from PySide6.QtGui import QColor, QIcon, QPalette, QPixmap
from PySide6.QtWidgets import QApplication

# resources/ of the checkout, installed as this package (pyproject.toml maps it).
RESOURCES = files("boggle_gui.resources")


@dataclass(frozen=True)
class BoardColours:
    """Colours the board view paints with."""

    tray: QColor
    die_top: QColor
    die_bottom: QColor
    die_edge: QColor
    letter: QColor
    path: QColor          # tiles on the path being typed or traced
    good: QColor          # a new word
    repeat: QColor        # already found
    bad: QColor           # rejected
    reveal: QColor        # a word selected in the reveal list
    selected: QColor      # tile selected to list its words
    cursor: QColor        # keyboard cursor


LIGHT = BoardColours(
    tray=QColor("#2f4a6d"), die_top=QColor("#fffdf6"), die_bottom=QColor("#e8e1d0"), die_edge=QColor("#b9ae95"),
    letter=QColor("#1d2330"), path=QColor("#f2a93b"), good=QColor("#2e9e5b"), repeat=QColor("#3a7bd5"),
    bad=QColor("#d64545"), reveal=QColor("#8e44ad"), selected=QColor("#e67e22"), cursor=QColor("#00a3cc"))

DARK = BoardColours(
    tray=QColor("#141a24"), die_top=QColor("#eceff4"), die_bottom=QColor("#c9ced8"), die_edge=QColor("#8a93a3"),
    letter=QColor("#151a22"), path=QColor("#f2a93b"), good=QColor("#3fbf74"), repeat=QColor("#5b9cf0"),
    bad=QColor("#ef5b5b"), reveal=QColor("#b57edc"), selected=QColor("#f39c12"), cursor=QColor("#2fd0f5"))


def board_colours(dark: bool) -> BoardColours:
    return DARK if dark else LIGHT


def _dark_palette() -> QPalette:
    p = QPalette()
    base, window, text = QColor("#1e232b"), QColor("#262c36"), QColor("#e6e9ef")
    p.setColor(QPalette.ColorRole.Window, window)
    p.setColor(QPalette.ColorRole.WindowText, text)
    p.setColor(QPalette.ColorRole.Base, base)
    p.setColor(QPalette.ColorRole.AlternateBase, QColor("#2b323d"))
    p.setColor(QPalette.ColorRole.Text, text)
    p.setColor(QPalette.ColorRole.Button, QColor("#323a46"))
    p.setColor(QPalette.ColorRole.ButtonText, text)
    p.setColor(QPalette.ColorRole.ToolTipBase, QColor("#323a46"))
    p.setColor(QPalette.ColorRole.ToolTipText, text)
    p.setColor(QPalette.ColorRole.Highlight, QColor("#3a7bd5"))
    p.setColor(QPalette.ColorRole.HighlightedText, QColor("#ffffff"))
    p.setColor(QPalette.ColorRole.PlaceholderText, QColor("#8a93a3"))
    p.setColor(QPalette.ColorRole.Link, QColor("#6fa8ff"))
    for role in (QPalette.ColorRole.Text, QPalette.ColorRole.ButtonText, QPalette.ColorRole.WindowText):
        p.setColor(QPalette.ColorGroup.Disabled, role, QColor("#6b7380"))
    return p


def _light_palette() -> QPalette:
    p = QPalette()
    p.setColor(QPalette.ColorRole.Window, QColor("#f3f4f7"))
    p.setColor(QPalette.ColorRole.WindowText, QColor("#1d2330"))
    p.setColor(QPalette.ColorRole.Base, QColor("#ffffff"))
    p.setColor(QPalette.ColorRole.AlternateBase, QColor("#f0f2f6"))
    p.setColor(QPalette.ColorRole.Text, QColor("#1d2330"))
    p.setColor(QPalette.ColorRole.Button, QColor("#e9ecf1"))
    p.setColor(QPalette.ColorRole.ButtonText, QColor("#1d2330"))
    p.setColor(QPalette.ColorRole.Highlight, QColor("#3a7bd5"))
    p.setColor(QPalette.ColorRole.HighlightedText, QColor("#ffffff"))
    p.setColor(QPalette.ColorRole.PlaceholderText, QColor("#7a8290"))
    for role in (QPalette.ColorRole.Text, QPalette.ColorRole.ButtonText, QPalette.ColorRole.WindowText):
        p.setColor(QPalette.ColorGroup.Disabled, role, QColor("#a3a9b5"))
    return p


def apply_theme(dark: bool, app: QApplication | None = None) -> None:
    """Switch the whole application between light and dark."""
    app = app or QApplication.instance()
    if app is None:
        return
    app.setStyle("Fusion")
    app.setPalette(_dark_palette() if dark else _light_palette())
    try:
        app.setStyleSheet(style_sheet(dark))
    except OSError as exc:
        # Still usable without it, but a broken install must not go unnoticed (.ci/run looks for this line).
        print(f"boggle-gui: warning: style sheet missing: {exc}", file=sys.stderr)
        app.setStyleSheet("")


def style_sheet(dark: bool) -> str:
    """The Qt style sheet of the light or dark appearance (``resources/light.qss``, ``dark.qss``)."""
    return RESOURCES.joinpath("dark.qss" if dark else "light.qss").read_text(encoding="utf-8")


def app_icon() -> QIcon:
    """The app's icon: ``resources/icons``' PNG sizes, the images the desktop entry installs."""
    icon = QIcon()
    for image in RESOURCES.joinpath("icons").iterdir():
        if image.name.startswith("boggle-") and image.name.endswith(".png"):
            pix = QPixmap()
            pix.loadFromData(image.read_bytes(), "PNG")
            icon.addPixmap(pix)
    return icon
