"""The appearances (light, dark, high contrast), one table: each a QPalette, a style sheet from
``resources/``, board colours, plot colours (:func:`apply_plot_appearance` paints a pyqtgraph
plot in them) and text colours by meaning (:class:`TextColours`).

Widgets colour text by what it means, in the appearance that is on (:func:`current_appearance`),
one way per kind of widget: a label by a style sheet property (:func:`mark_warning`), an item of
a view by its tone (:func:`set_tone`, painted by :class:`ToneDelegate`), rich text by rendering it
again when the palette changes (:func:`text_colours`)."""
from __future__ import annotations

import re
import sys
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from functools import partial
from importlib.resources import files

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QColor, QFont, QIcon, QPalette, QPixmap
from PySide6.QtWidgets import (
    QApplication,
    QListWidgetItem,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableWidgetItem,
    QTreeWidgetItem,
    QWidget,
)

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


@dataclass(frozen=True)
class PlotColours:
    """Colours the tool windows' pyqtgraph plots draw with."""

    background: QColor
    foreground: QColor                # axes, tick labels, titles, legend text and marker lines
    grid: QColor                      # grid lines (pyqtgraph draws them with the tick pen)
    grid_alpha: float                 # how opaque the grid is drawn
    curves: tuple[QColor, ...]        # distinct colours, in order of use
    pen_scale: float = 1.0            # how much wider than in light every line is drawn

    def curve(self, index: int) -> QColor:
        """The ``index``-th curve colour (they repeat after the last)."""
        return self.curves[index % len(self.curves)]


def _plot_colours(background: str, foreground: str, grid_alpha: float, curves: tuple[str, ...],
                  pen_scale: float = 1.0) -> PlotColours:
    """Plot colours whose grid is the foreground, faded to ``grid_alpha``."""
    return PlotColours(QColor(background), QColor(foreground), QColor(foreground), grid_alpha,
                       tuple(QColor(c) for c in curves), pen_scale)


#: Curves at least 3:1 against the plot's background, 7:1 in high contrast, where lines are also wider.
LIGHT_PLOTS = _plot_colours("#ffffff", "#1d2330", 0.2,
                            ("#3a7bd5", "#2e9e5b", "#d64545", "#8e44ad", "#c8610f", "#00829f"))
DARK_PLOTS = _plot_colours("#1e232b", "#e6e9ef", 0.2,
                           ("#5b9cf0", "#3fbf74", "#ef5b5b", "#b57edc", "#f39c12", "#2fd0f5"))
HIGH_CONTRAST_PLOTS = _plot_colours("#000000", "#ffffff", 0.4,
                                    ("#00e5ff", "#ffd400", "#ff8cff", "#00e05a", "#ff9e3d", "#ff7070"),
                                    pen_scale=1.5)


def plot_colours(appearance: bool | str) -> PlotColours:
    """The plots' colours in ``appearance`` (a key of :data:`APPEARANCES`, or dark True/False)."""
    return APPEARANCES[_appearance_key(appearance)].plots


#: Each look's palette: colours by role, then the colour of disabled text. Roles left out keep
#: Fusion's own.
_PALETTE_COLOURS: dict[str, tuple[dict[str, str], str]] = {
    "light": ({"Window": "#f3f4f7", "WindowText": "#1d2330", "Base": "#ffffff", "AlternateBase": "#f0f2f6",
               "Text": "#1d2330", "Button": "#e9ecf1", "ButtonText": "#1d2330", "Highlight": "#3a7bd5",
               "HighlightedText": "#ffffff", "PlaceholderText": "#7a8290"}, "#a3a9b5"),
    "dark": ({"Window": "#262c36", "WindowText": "#e6e9ef", "Base": "#1e232b", "AlternateBase": "#2b323d",
              "Text": "#e6e9ef", "Button": "#323a46", "ButtonText": "#e6e9ef", "ToolTipBase": "#323a46",
              "ToolTipText": "#e6e9ef", "Highlight": "#3a7bd5", "HighlightedText": "#ffffff",
              "PlaceholderText": "#8a93a3", "Link": "#6fa8ff"}, "#6b7380"),
    "high_contrast": ({**dict.fromkeys(("Window", "Base", "AlternateBase", "Button", "ToolTipBase"), "#000000"),
                       **dict.fromkeys(("WindowText", "Text", "ButtonText", "ToolTipText", "BrightText", "Light",
                                        "Mid", "Dark"), "#ffffff"),
                       "Highlight": "#ffd400", "HighlightedText": "#000000", "PlaceholderText": "#c8c8c8",
                       "Link": "#00e5ff"}, "#a8a8a8"),
}


def _palette(key: str) -> QPalette:
    """The palette of the look ``key`` (see :data:`_PALETTE_COLOURS`)."""
    colours, disabled = _PALETTE_COLOURS[key]
    p = QPalette()
    for role, colour in colours.items():
        p.setColor(getattr(QPalette.ColorRole, role), QColor(colour))
    for role in (QPalette.ColorRole.Text, QPalette.ColorRole.ButtonText, QPalette.ColorRole.WindowText):
        p.setColor(QPalette.ColorGroup.Disabled, role, QColor(disabled))
    return p


@dataclass(frozen=True)
class TextColours:
    """Text colours by meaning, each at least 4.5:1 against the window, the base and the alternate
    base (7:1 in high contrast)."""

    good: str         # accepted, found, ready
    shared: str       # counted with a catch: found by others too
    bad: str          # rejected, failed, wrong (also warnings: :func:`warning_colour`)
    muted: str        # secondary: waiting, away, not found, notes beside the main text

    def tone(self, tone: str) -> str:
        """The colour of ``tone`` (a field's name)."""
        return getattr(self, tone)


#: The tones a text can take (the fields of :class:`TextColours`).
TONES = ("good", "shared", "bad", "muted")

LIGHT_TEXT = TextColours(good="#1e7b45", shared="#9a5b00", bad="#c0392b", muted="#5f6673")
DARK_TEXT = TextColours(good="#5fd38d", shared="#f0b35a", bad="#ff8a80", muted="#a3abb9")
HIGH_CONTRAST_TEXT = TextColours(good="#00e05a", shared="#ffd400", bad="#ff7070", muted="#c8c8c8")


@dataclass(frozen=True)
class Appearance:
    """One look of the whole application."""

    board: BoardColours
    palette: Callable[[], QPalette]
    sheet: str                        # the style sheet's file in ``resources/``
    plots: PlotColours
    text: TextColours                 # text by meaning; ``bad`` is the sheet's QLabel[warning="true"]


#: The appearances, by key.
APPEARANCES: dict[str, Appearance] = {
    "light": Appearance(LIGHT, partial(_palette, "light"), "light.qss", LIGHT_PLOTS, LIGHT_TEXT),
    "dark": Appearance(DARK, partial(_palette, "dark"), "dark.qss", DARK_PLOTS, DARK_TEXT),
    "high_contrast": Appearance(HIGH_CONTRAST, partial(_palette, "high_contrast"), "high_contrast.qss",
                                HIGH_CONTRAST_PLOTS, HIGH_CONTRAST_TEXT),
}


def warning_colour(appearance: bool | str) -> str:
    """The colour of warning text in ``appearance``, for rich text (a label says it with
    :func:`mark_warning`)."""
    return APPEARANCES[_appearance_key(appearance)].text.bad


#: The appearance :func:`apply_theme` put on last.
_current = {"key": "light"}


def current_appearance() -> str:
    """The key of the appearance that is on (the last :func:`apply_theme`'s; light before any)."""
    return _current["key"]


def text_colours(appearance: bool | str | None = None) -> TextColours:
    """The text colours of ``appearance`` (default: the one that is on). Rich text made with them
    is made again when the widget's palette changes, as it does on every switch."""
    return APPEARANCES[_appearance_key(current_appearance() if appearance is None else appearance)].text


#: The item data role holding an item's tone (a name in :data:`TONES`), read by :class:`ToneDelegate`.
TONE_ROLE = Qt.ItemDataRole.UserRole + 0x7E0


def set_tone(item: QTreeWidgetItem | QTableWidgetItem | QListWidgetItem, tone: str | None,
             column: int = 0) -> None:
    """Colour the text of ``item`` (``column`` of a tree item) by ``tone`` (None: the plain text
    colour) in whichever appearance is on; its view needs a :class:`ToneDelegate`."""
    if tone is not None and tone not in TONES:
        raise ValueError(f"no tone {tone!r}")
    if isinstance(item, QTreeWidgetItem):
        item.setData(column, TONE_ROLE, tone)
    else:
        item.setData(TONE_ROLE, tone)


class ToneDelegate(QStyledItemDelegate):
    """Paints items' text in the colour of their tone (:func:`set_tone`) in the appearance on at the
    time of painting, so a switch re-colours every item without visiting them."""

    def initStyleOption(self, option: QStyleOptionViewItem,  # noqa: N802 - Qt override
                        index: QModelIndex | QPersistentModelIndex) -> None:
        super().initStyleOption(option, index)
        tone = index.data(TONE_ROLE)
        if tone:
            option.palette.setColor(QPalette.ColorRole.Text, QColor(text_colours().tone(tone)))


def mark_warning(label: QWidget, on: bool = True) -> None:
    """Show ``label``'s text as a warning (or not) in the colour of whichever appearance is on, now
    and after a switch: the style sheet colours labels whose ``warning`` property is true."""
    label.setProperty("warning", bool(on))
    label.style().unpolish(label)
    label.style().polish(label)


def apply_theme(appearance: bool | str, app: QApplication | None = None) -> None:
    """Switch the whole application to ``appearance`` (a key of :data:`APPEARANCES`, or dark
    True/False)."""
    app = app or QApplication.instance()
    if app is None:
        return
    look = APPEARANCES[_appearance_key(appearance)]
    _current["key"] = _appearance_key(appearance)    # before the palette: its change re-renders rich text
    app.setStyle("Fusion")
    app.setPalette(look.palette())
    try:
        app.setStyleSheet(style_sheet(appearance))
    except OSError as exc:
        # Still usable without it, but a broken install must not go unnoticed (.ci/run looks for this line).
        print(f"boggle-gui: warning: style sheet missing: {exc}", file=sys.stderr)
        app.setStyleSheet("")


@dataclass(frozen=True)
class PlotPen:
    """How one item of a plot is drawn, whatever the appearance: which of its colours, how wide."""

    colour: int | None = None     # index into the curve colours; None: the foreground
    width: float = 1.0            # in light; other appearances scale it (PlotColours.pen_scale)
    opacity: float = 1.0
    dashed: bool = False
    fill: float = 0.0             # how opaque the area under a curve is drawn (0: not filled)


def apply_plot_appearance(view, appearance: bool | str, pens: Iterable[tuple[object, PlotPen]] = ()) -> None:
    """Paint the pyqtgraph ``view`` (a PlotWidget or a GraphicsLayoutWidget) in ``appearance``: its
    background, each plot's axes, title, grid and legend, and each ``(item, PlotPen)`` of ``pens``
    (curves, bars, lines, text). Items keep their data: only their pens and brushes are set."""
    import pyqtgraph as pg  # lazily: start-up time (docs/architecture.md)

    colours = plot_colours(appearance)
    view.setBackground(colours.background)
    if isinstance(view, pg.PlotWidget):
        plots = [view.getPlotItem()]
    else:
        plots = [item for item in view.ci.items if isinstance(item, pg.PlotItem)]
    foreground = colours.foreground
    legend_ground = QColor(colours.background)
    legend_ground.setAlphaF(0.85)
    for plot in plots:
        for name in ("left", "bottom", "right", "top"):
            axis = plot.getAxis(name)
            axis.setPen(pg.mkPen(foreground, width=colours.pen_scale))
            axis.setTextPen(foreground)
            axis.setTickPen(colours.grid)
        plot.showGrid(alpha=colours.grid_alpha)
        plot.titleLabel.setText(plot.titleLabel.text, color=foreground)   # later setTitle calls keep it
        legend = plot.legend
        if legend is not None:
            legend.setBrush(legend_ground)
            legend.setPen(foreground)
            legend.setLabelTextColor(foreground)
            for _sample, label in legend.items:
                label.setText(label.text)     # a label takes its new colour when its text is set
    for item, style in pens:
        colour = QColor(foreground if style.colour is None else colours.curve(style.colour))
        colour.setAlphaF(style.opacity)
        if isinstance(item, pg.TextItem):
            item.setColor(colour)
        elif isinstance(item, pg.BarGraphItem):
            # Outlined in the background's colour, so neighbouring bars stay apart.
            item.setOpts(brush=pg.mkBrush(colour), pen=pg.mkPen(colours.background, width=1))
        else:
            item.setPen(pg.mkPen(colour, width=style.width * colours.pen_scale,
                                 style=Qt.PenStyle.DashLine if style.dashed else Qt.PenStyle.SolidLine))
            if style.fill:
                fill = QColor(colour)
                fill.setAlphaF(style.fill * style.opacity)
                item.setBrush(fill)


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
