"""The appearances (light, dark, high contrast), one table: each a QPalette, a style sheet from
``resources/`` and board colours."""
from __future__ import annotations

import re
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from importlib.resources import files

from PySide6.QtGui import QColor, QFont, QIcon, QPalette, QPixmap
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
    marked_letter: QColor = field(default_factory=lambda: QColor("#ffffff"))   # letters on a coloured tile


LIGHT = BoardColours(
    tray=QColor("#2f4a6d"), die_top=QColor("#fffdf6"), die_bottom=QColor("#e8e1d0"), die_edge=QColor("#b9ae95"),
    letter=QColor("#1d2330"), path=QColor("#f2a93b"), good=QColor("#2e9e5b"), repeat=QColor("#3a7bd5"),
    bad=QColor("#d64545"), reveal=QColor("#8e44ad"), selected=QColor("#e67e22"), cursor=QColor("#00a3cc"))

DARK = BoardColours(
    tray=QColor("#141a24"), die_top=QColor("#eceff4"), die_bottom=QColor("#c9ced8"), die_edge=QColor("#8a93a3"),
    letter=QColor("#151a22"), path=QColor("#f2a93b"), good=QColor("#3fbf74"), repeat=QColor("#5b9cf0"),
    bad=QColor("#ef5b5b"), reveal=QColor("#b57edc"), selected=QColor("#f39c12"), cursor=QColor("#2fd0f5"))


#: Black and white with saturated marks, every text and mark at least 7:1 against what it is drawn on.
HIGH_CONTRAST = BoardColours(
    tray=QColor("#000000"), die_top=QColor("#ffffff"), die_bottom=QColor("#ffffff"), die_edge=QColor("#ffffff"),
    letter=QColor("#000000"), path=QColor("#ffd400"), good=QColor("#00e05a"), repeat=QColor("#00e5ff"),
    bad=QColor("#ff7070"), reveal=QColor("#ff8cff"), selected=QColor("#ffd400"), cursor=QColor("#00e5ff"),
    marked_letter=QColor("#000000"))


def _appearance_key(appearance: bool | str) -> str:
    """An appearance's key; True and False (the dark switch) stand for dark and light."""
    if isinstance(appearance, bool):
        return "dark" if appearance else "light"
    if appearance not in APPEARANCES:
        raise ValueError(f"no appearance {appearance!r}")
    return appearance


def board_colours(appearance: bool | str) -> BoardColours:
    """The board's colours in ``appearance`` (a key of :data:`APPEARANCES`, or dark True/False)."""
    return APPEARANCES[_appearance_key(appearance)].board


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


def _high_contrast_palette() -> QPalette:
    p = QPalette()
    black, white, yellow = QColor("#000000"), QColor("#ffffff"), QColor("#ffd400")
    for role in (QPalette.ColorRole.Window, QPalette.ColorRole.Base, QPalette.ColorRole.AlternateBase,
                 QPalette.ColorRole.Button, QPalette.ColorRole.ToolTipBase):
        p.setColor(role, black)
    for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text, QPalette.ColorRole.ButtonText,
                 QPalette.ColorRole.ToolTipText, QPalette.ColorRole.BrightText):
        p.setColor(role, white)
    p.setColor(QPalette.ColorRole.Highlight, yellow)
    p.setColor(QPalette.ColorRole.HighlightedText, black)
    p.setColor(QPalette.ColorRole.PlaceholderText, QColor("#c8c8c8"))
    p.setColor(QPalette.ColorRole.Link, QColor("#00e5ff"))
    p.setColor(QPalette.ColorRole.Light, white)
    p.setColor(QPalette.ColorRole.Mid, white)
    p.setColor(QPalette.ColorRole.Dark, white)
    for role in (QPalette.ColorRole.Text, QPalette.ColorRole.ButtonText, QPalette.ColorRole.WindowText):
        p.setColor(QPalette.ColorGroup.Disabled, role, QColor("#a8a8a8"))
    return p


@dataclass(frozen=True)
class Appearance:
    """One look of the whole application."""

    board: BoardColours
    palette: Callable[[], QPalette]
    sheet: str                        # the style sheet's file in ``resources/``


#: The appearances, by key.
APPEARANCES: dict[str, Appearance] = {
    "light": Appearance(LIGHT, _light_palette, "light.qss"),
    "dark": Appearance(DARK, _dark_palette, "dark.qss"),
    "high_contrast": Appearance(HIGH_CONTRAST, _high_contrast_palette, "high_contrast.qss"),
}


def apply_theme(appearance: bool | str, app: QApplication | None = None) -> None:
    """Switch the whole application to ``appearance`` (a key of :data:`APPEARANCES`, or dark
    True/False)."""
    app = app or QApplication.instance()
    if app is None:
        return
    look = APPEARANCES[_appearance_key(appearance)]
    app.setStyle("Fusion")
    app.setPalette(look.palette())
    try:
        app.setStyleSheet(style_sheet(appearance))
    except OSError as exc:
        # Still usable without it, but a broken install must not go unnoticed (.ci/run looks for this line).
        print(f"boggle-gui: warning: style sheet missing: {exc}", file=sys.stderr)
        app.setStyleSheet("")


#: The interface font size the style sheets' point sizes and the board's least size are drawn for
#: (Qt's default on Linux).
DESIGN_POINT_SIZE = 9.0


def font_scale(font: QFont) -> float:
    """How much larger than :data:`DESIGN_POINT_SIZE` ``font`` is (1 for a font set in pixels)."""
    return font.pointSizeF() / DESIGN_POINT_SIZE if font.pointSizeF() > 0 else 1.0


def style_sheet(appearance: bool | str, point_size: float | None = None) -> str:
    """The Qt style sheet of ``appearance`` (``resources/light.qss``, ``dark.qss``...), its font
    sizes scaled to the interface font (``point_size``; default: the application's), so the
    clock, the word entry and the lists grow with the system's font size."""
    sheet = RESOURCES.joinpath(APPEARANCES[_appearance_key(appearance)].sheet).read_text(encoding="utf-8")
    if point_size is None:
        app = QApplication.instance()
        scale = font_scale(app.font()) if app is not None else 1.0
    else:
        scale = point_size / DESIGN_POINT_SIZE
    return re.sub(r"font-size:\s*(\d+(?:\.\d+)?)pt",
                  lambda m: f"font-size: {float(m.group(1)) * scale:.4g}pt", sheet)


def app_icon() -> QIcon:
    """The app's icon: ``resources/icons``' PNG sizes, the images the desktop entry installs."""
    icon = QIcon()
    for image in RESOURCES.joinpath("icons").iterdir():
        if image.name.startswith("boggle-") and image.name.endswith(".png"):
            pix = QPixmap()
            pix.loadFromData(image.read_bytes(), "PNG")
            icon.addPixmap(pix)
    return icon
