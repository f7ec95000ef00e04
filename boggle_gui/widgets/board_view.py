"""The board: dice tiles with letters, path highlights, mouse and keyboard tracing.

Tracing: press on a tile and drag across adjacent tiles (release submits), or
click tiles one by one (a click on the last tile submits, a click on the one
before it steps back). Keyboard: arrow keys move a cursor, Space adds the tile
under it, Enter submits, Backspace steps back, Escape clears. In ``inspect`` mode
(after a round, in the solver view) a click or Space selects a tile instead.
"""
from __future__ import annotations

import math
import random

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QFontInfo, QFontMetricsF, QLinearGradient, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from core.engine import LETTERS, BoardError, Geometry, cell_label, parse_board, size_for_cells

from ..shared.theme import board_colours, font_scale

#: Letters that read as another letter upside down or sideways: real dice underline them.
_UNDERLINED = set("MWNZ")
#: Characters of a board string (every language's letters, the two-letter faces, the blank).
_CELL_CHARACTERS = frozenset(LETTERS + "12345#")


class _Tile(QWidget):
    """A tile as assistive technology sees it: an empty child widget over the painted die, whose
    accessible name and description the board keeps up to date (mouse events go to the board)."""

    def __init__(self, parent: QWidget):
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)


class BoardView(QWidget):
    """Paints a board and turns mouse/keyboard tracing into paths of cells.

    Each tile is also a child widget (:meth:`tile_widget`) with an accessible name (its letter and
    place) and description (whether it is selected), so screen readers can read the board.
    """
    _least_side = 220                 # see set_least_side (a class default: a font change may come early)

    path_changed = Signal(tuple)      # the path being traced (may be empty)
    path_submitted = Signal(tuple)    # a finished trace
    cell_selected = Signal(int)       # inspect mode: a tile was chosen (-1: none)
    text_typed = Signal(str)          # letters typed while the board has focus (for the word entry)
    hidden_clicked = Signal()         # a click on the hidden (paused) board: the game resumes

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(False)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAccessibleName(self.tr("Boggle board"))
        self._board = ""
        self._language: str | None = None   # the board's language (None: English)
        self._geom: Geometry | None = None
        self._rotations: list[int] = []
        self._rotate = False
        self._colours = board_colours(False)
        self._mode = "play"               # "play" (trace words) or "inspect" (select tiles)
        self._hidden = False
        self._hidden_text = self.tr("Paused")
        self._trace: list[int] = []       # the player's path in progress
        self._dragging = False
        self._drag_moved = False
        self._press_cell = -1
        self._highlight: tuple[int, ...] = ()
        self._highlight_colour = self._colours.path
        self._trace_kind = "path"         # colour of the trace in progress: path, or repeat (already found)
        self._selected_cell = -1
        self._cursor = -1
        self._flash_timer = QTimer(self)
        self._flash_timer.setSingleShot(True)
        self._flash_timer.timeout.connect(self._end_flash)
        self._enabled_tracing = True
        self._tiles: list[_Tile] = []
        self._fit_minimum()

    # -- public API ----------------------------------------------------------
    def set_board(self, board: str, *, rotate: bool | None = None, seed: int | None = None,
                  language: str | None = None) -> None:
        """Show ``board`` (any supported size); ``rotate`` turns each die face randomly.

        ``language`` reads the board in that language (``ä``, ``ñ`` tiles; whether ``q`` is Qu).
        Without it a board string of the extra letters (``ä ö ü ñ``) is still shown as it is.
        """
        self._language = language
        try:
            self._geom, self._board = parse_board(board, language=language)
        except BoardError:
            geom = size_for_cells(len(board))
            if language is not None or geom is None or any(ch not in _CELL_CHARACTERS for ch in board):
                raise
            self._geom, self._board = geom, board   # a board string already: letters of any language
        if rotate is not None:
            self._rotate = rotate
        rng = random.Random(seed if seed is not None else board)
        self._rotations = [rng.choice((0, 90, 180, 270)) for _ in range(self._geom.ncells)]
        self._trace = []
        self._highlight = ()
        self._selected_cell = -1
        self._cursor = -1
        self._changed()

    @property
    def board(self) -> str:
        return self._board

    @property
    def geometry_(self) -> Geometry | None:
        return self._geom

    def set_rotation_enabled(self, on: bool) -> None:
        self._rotate = bool(on)
        self._changed()

    def set_appearance(self, appearance: bool | str) -> None:
        """Paint in ``appearance``'s colours (a key of :data:`~boggle_gui.shared.theme.APPEARANCES`,
        or dark True/False)."""
        kind = next((k for k, v in vars(self._colours).items() if v == self._highlight_colour), "path")
        self._colours = board_colours(appearance)
        self._highlight_colour = getattr(self._colours, kind)
        self._changed()

    def set_mode(self, mode: str) -> None:
        """``play`` traces words; ``inspect`` selects tiles."""
        self._mode = mode
        self._trace = []
        self._selected_cell = -1
        self._changed()

    def set_tracing_enabled(self, on: bool) -> None:
        self._enabled_tracing = on
        if not on:
            self._trace = []
            self._dragging = False

    def set_hidden(self, hidden: bool, text: str | None = None) -> None:
        """Hide the letters (pause) behind a message (translated; "Paused" by default)."""
        self._hidden = hidden
        self._hidden_text = self.tr("Paused") if text is None else text
        self._changed()

    def painted_texts(self) -> list[str]:
        """The texts the board paints besides its letters (the hidden board's message)."""
        return [self._hidden_text] if self._hidden else []

    @property
    def is_hidden(self) -> bool:
        return self._hidden

    def set_highlight(self, path, kind: str = "path") -> None:
        """Highlight ``path`` (cells in order). ``kind``: path, good, repeat, bad, reveal."""
        self._highlight = tuple(int(c) for c in path)
        self._highlight_colour = getattr(self._colours, kind)
        self._changed()

    @property
    def highlight(self) -> tuple[int, ...]:
        """The path drawn besides a trace (a word's path, a verdict's flash), cells in order."""
        return self._highlight

    def set_trace_kind(self, kind: str) -> None:
        """Colour of the path being traced: ``path``, or ``repeat`` for a word already found."""
        if kind != self._trace_kind:
            self._trace_kind = kind
            self._changed()

    @property
    def trace_kind(self) -> str:
        return self._trace_kind

    def flash(self, path, kind: str, ms: int = 650) -> None:
        """Show ``path`` in the colour of a verdict for a moment."""
        self._trace = []
        self.set_highlight(path, kind)
        self._flash_timer.start(ms)

    def _end_flash(self) -> None:
        self._highlight = ()
        self._changed()

    def clear_trace(self, silent: bool = False) -> None:
        """Drop the traced path (``silent``: without telling ``path_changed``)."""
        if self._trace:
            self._trace = []
            if not silent:
                self.path_changed.emit(())
        self._changed()

    @property
    def trace(self) -> tuple[int, ...]:
        return tuple(self._trace)

    @property
    def cursor_cell(self) -> int:
        """The keyboard cursor's tile, drawn while the board has the focus: where the arrows last
        moved it, else the end of the path being traced, else the top-left tile (the arrows move
        from the tile the player sees)."""
        if self._cursor >= 0:
            return self._cursor
        return self._trace[-1] if self._trace else 0

    @property
    def selected_cell(self) -> int:
        return self._selected_cell

    def select_cell(self, cell: int) -> None:
        """Inspect mode: choose a tile (-1: none); a word's path drawn before is dropped."""
        self._selected_cell = cell
        if cell >= 0:
            self._highlight = ()
        self._changed()
        self.cell_selected.emit(cell)

    def cell_rect(self, cell: int) -> QRectF:
        """Rectangle of a tile in widget coordinates (used by tests to click tiles)."""
        x, y = (int(v) for v in self._geom.xy[cell])
        left, top, tile, gap = self._layout()
        return QRectF(left + x * (tile + gap), top + y * (tile + gap), tile, tile)

    def set_least_side(self, side: int) -> None:
        """The board is never smaller than ``side`` pixels square at the interface's usual font
        size, and grows with a larger one (larger tiles and letters)."""
        self._least_side = side
        self._fit_minimum()

    def _fit_minimum(self) -> None:
        side = math.ceil(self._least_side * max(1.0, font_scale(self.font())))
        self.setMinimumSize(side, side)

    def letter_pixel_size(self, label: str = "A") -> int:
        """The pixel size a tile's ``label`` is painted at (a two-letter face is smaller)."""
        tile = self._layout()[2] if self._geom is not None else 0.0
        return max(8, int(tile * (0.42 if len(label) > 1 else 0.56)))

    def changeEvent(self, event):  # noqa: N802 - Qt override
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._fit_minimum()

    # -- what assistive technology reads ---------------------------------------
    def tile_widget(self, cell: int) -> QWidget:
        """The child widget standing for tile ``cell`` (its accessible name and description)."""
        return self._tiles[cell]

    def _changed(self) -> None:
        """The board's state changed: repaint, and tell assistive technology about the tiles."""
        self._sync_tiles()
        self.update()

    def _sync_tiles(self) -> None:
        count = self._geom.ncells if self._geom is not None else 0
        while len(self._tiles) < count:
            tile = _Tile(self)
            tile.show()
            self._tiles.append(tile)
        while len(self._tiles) > count:
            self._tiles.pop().deleteLater()
        if not count:
            return
        active = self._trace if self._trace else list(self._highlight)
        focused = self.hasFocus()
        for cell, tile in enumerate(self._tiles):
            tile.setGeometry(self.cell_rect(cell).toRect())
            tile.setAccessibleName(self._tile_name(cell, focused and cell == self.cursor_cell))
            tile.setAccessibleDescription(self._tile_description(cell, active))

    def _tile_name(self, cell: int, cursor: bool) -> str:
        x, y = (int(v) for v in self._geom.xy[cell])
        place = {"row": y + 1, "column": x + 1}
        if self._hidden:
            return self.tr("Hidden tile, row {row}, column {column}").format(**place)
        letter = cell_label(self._board, cell, self._language) or self.tr("blank")
        if cursor:
            return self.tr("{letter}, row {row}, column {column}, keyboard cursor").format(letter=letter, **place)
        return self.tr("{letter}, row {row}, column {column}").format(letter=letter, **place)

    def _tile_description(self, cell: int, active: list[int]) -> str:
        if self._hidden:
            return ""
        if cell in active:
            return self.tr("selected, letter {index} of {count} of the path").format(
                index=active.index(cell) + 1, count=len(active))
        if cell == self._selected_cell:
            return self.tr("selected")
        return self.tr("not selected")

    def resizeEvent(self, event):  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self._sync_tiles()

    # -- geometry ------------------------------------------------------------
    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        return QSize(520, 520)

    def hasHeightForWidth(self) -> bool:  # noqa: N802
        return True

    def heightForWidth(self, w: int) -> int:  # noqa: N802
        if self._geom is None:
            return w
        return int(w * self._geom.height / self._geom.width)

    def _layout(self) -> tuple[float, float, float, float]:
        """(left, top, tile size, gap) fitting the board in the widget, centred."""
        w, h = self._geom.width, self._geom.height
        margin = max(8.0, min(self.width(), self.height()) * 0.03)
        avail_w, avail_h = self.width() - 2 * margin, self.height() - 2 * margin
        # tile + gap where gap = 0.12 tile
        unit = min(avail_w / (w + 0.12 * (w - 1)), avail_h / (h + 0.12 * (h - 1)))
        tile, gap = unit, unit * 0.12
        total_w, total_h = w * tile + (w - 1) * gap, h * tile + (h - 1) * gap
        return (self.width() - total_w) / 2, (self.height() - total_h) / 2, tile, gap

    def cell_at_point(self, pos: QPointF, strict: bool = False) -> int:
        """The tile under ``pos`` (or -1). ``strict`` only counts the inner disc, so
        dragging diagonally past a corner does not pick up the neighbours."""
        if self._geom is None:
            return -1
        left, top, tile, gap = self._layout()
        for cell in range(self._geom.ncells):
            r = self.cell_rect(cell)
            if strict:
                c = r.center()
                if math.hypot(pos.x() - c.x(), pos.y() - c.y()) <= tile * 0.42:
                    return cell
            elif r.contains(pos):
                return cell
        return -1

    # -- painting ------------------------------------------------------------
    def paintEvent(self, event):  # noqa: N802
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        col = self._colours
        if self._geom is None:
            p.fillRect(self.rect(), col.tray)
            return
        left, top, tile, gap = self._layout()
        tray = QRectF(left - gap, top - gap, self.width() - 2 * left + 2 * gap, self.height() - 2 * top + 2 * gap)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(col.tray)
        p.drawRoundedRect(tray, gap * 1.5, gap * 1.5)
        if self._hidden:
            self._paint_hidden(p, tray, tile)
            return
        active = self._trace if self._trace else list(self._highlight)
        active_colour = getattr(col, self._trace_kind) if self._trace else self._highlight_colour
        on_path = {c: i for i, c in enumerate(active)}
        font = QFont(self.font())
        font.setBold(True)
        for cell in range(self._geom.ncells):
            self._paint_die(p, cell, tile, font, on_path.get(cell), active_colour)
        if len(active) > 1:
            self._paint_path(p, active, tile, active_colour)   # under the letters, over the dice
        for cell in range(self._geom.ncells):
            self._paint_label(p, cell, tile, font, on_path.get(cell))

    def _paint_hidden(self, p: QPainter, tray: QRectF, tile: float) -> None:
        for cell in range(self._geom.ncells):
            r = self.cell_rect(cell)
            p.setBrush(QColor(255, 255, 255, 28))
            p.drawRoundedRect(r, tile * 0.16, tile * 0.16)
        # Title on the first line, hint below, each shrunk until it fits the tray.
        title, _, hint = self._hidden_text.partition("\n")
        p.setPen(QColor("#ffffff"))
        top = tray.center().y() - tray.height() * 0.08
        for text, scale, y in ((title, 0.12, top), (hint, 0.045, top + tray.height() * 0.12)):
            if not text:
                continue
            f = QFont(self.font())
            f.setBold(True)
            least = QFontInfo(f).pixelSize()        # never below the interface's own text size
            px = max(least, int(min(tray.width(), tray.height()) * scale))
            f.setPixelSize(px)
            while px > least and QFontMetricsF(f).horizontalAdvance(text) > tray.width() * 0.9:
                px -= 2
                f.setPixelSize(px)
            p.setFont(f)
            box = QRectF(tray.left(), y - px, tray.width(), 2 * px)
            p.drawText(box, Qt.AlignmentFlag.AlignCenter, text)

    def _paint_die(self, p: QPainter, cell: int, tile: float, font: QFont, index, colour: QColor) -> None:
        col = self._colours
        r = self.cell_rect(cell)
        radius = tile * 0.16
        # shadow
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 70))
        p.drawRoundedRect(r.translated(0, tile * 0.035), radius, radius)
        grad = QLinearGradient(r.topLeft(), r.bottomLeft())
        if index is not None:
            top = QColor(colour).lighter(135)
            grad.setColorAt(0, top)
            grad.setColorAt(1, colour)
        else:
            grad.setColorAt(0, col.die_top)
            grad.setColorAt(1, col.die_bottom)
        p.setBrush(grad)
        p.setPen(QPen(col.die_edge, max(1.0, tile * 0.012)))
        p.drawRoundedRect(r, radius, radius)
        # inner face (a die's scooped face)
        inner = r.adjusted(tile * 0.09, tile * 0.09, -tile * 0.09, -tile * 0.09)
        p.setPen(QPen(QColor(0, 0, 0, 25), max(1.0, tile * 0.01)))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawEllipse(inner)
        if cell == self._selected_cell:
            p.setPen(QPen(col.selected, max(3.0, tile * 0.06)))
            p.drawRoundedRect(r.adjusted(2, 2, -2, -2), radius, radius)
        if cell == self.cursor_cell and self.hasFocus():
            p.setPen(QPen(col.cursor, max(2.0, tile * 0.04), Qt.PenStyle.DashLine))
            p.drawRoundedRect(r.adjusted(-3, -3, 3, 3), radius * 1.2, radius * 1.2)

    def _paint_label(self, p: QPainter, cell: int, tile: float, font: QFont, index) -> None:
        col = self._colours
        r = self.cell_rect(cell)
        label = cell_label(self._board, cell, self._language)
        if not label:
            # A blank face (Super Big Boggle): the real die prints a solid square; no word uses it.
            side = tile * 0.34
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(col.letter)
            p.drawRoundedRect(QRectF(r.center().x() - side / 2, r.center().y() - side / 2, side, side),
                              side * 0.12, side * 0.12)
            return
        f = QFont(font)
        f.setPixelSize(self.letter_pixel_size(label))
        p.setFont(f)
        p.setPen(col.marked_letter if index is not None else col.letter)
        p.save()
        c = r.center()
        p.translate(c)
        if self._rotate and self._rotations:
            p.rotate(self._rotations[cell])
        box = QRectF(-tile / 2, -tile / 2, tile, tile)
        p.drawText(box, Qt.AlignmentFlag.AlignCenter, label)
        if label in _UNDERLINED and self._rotate:
            fm = QFontMetricsF(f)
            w = fm.horizontalAdvance(label)
            y = fm.capHeight() * 0.5 + tile * 0.07
            p.setPen(QPen(p.pen().color(), max(1.5, tile * 0.035)))
            p.drawLine(QPointF(-w / 2, y), QPointF(w / 2, y))
        p.restore()
        if index is not None and len(self._trace or self._highlight) > 1:
            # order badge in the corner
            b = QFont(font)
            b.setPixelSize(max(7, int(tile * 0.15)))
            p.setFont(b)
            p.setPen(col.marked_letter)
            p.drawText(r.adjusted(tile * 0.08, tile * 0.05, 0, 0),
                       Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, str(index + 1))

    def _paint_path(self, p: QPainter, path, tile: float, colour: QColor) -> None:
        line = QColor(colour).darker(150)
        line.setAlpha(150)
        pen = QPen(line, max(3.0, tile * 0.075), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                   Qt.PenJoinStyle.RoundJoin)
        p.setPen(pen)
        p.setBrush(Qt.BrushStyle.NoBrush)
        pp = QPainterPath()
        centres = [self.cell_rect(c).center() for c in path]
        pp.moveTo(centres[0])
        for c in centres[1:]:
            pp.lineTo(c)
        p.drawPath(pp)
        p.setBrush(line)
        p.setPen(Qt.PenStyle.NoPen)
        p.drawEllipse(centres[0], tile * 0.09, tile * 0.09)

    # -- tracing -------------------------------------------------------------
    def _can_extend(self, cell: int) -> bool:
        return (cell >= 0 and cell not in self._trace
                and (not self._trace or self._geom.are_adjacent(self._trace[-1], cell)))

    def _set_trace(self, cells) -> None:
        self._trace = list(cells)
        self._trace_kind = "path"         # until the game says this word is already found
        self._highlight = ()
        self._changed()
        self.path_changed.emit(tuple(self._trace))

    def _submit(self) -> None:
        path = tuple(self._trace)
        self._trace = []
        self._changed()
        if path:
            self.path_submitted.emit(path)

    def _click_cell(self, cell: int) -> None:
        """One click (or Space) on ``cell`` in click-by-click tracing."""
        if self._mode == "inspect":
            self.select_cell(-1 if cell == self._selected_cell else cell)
            return
        if not self._enabled_tracing or cell < 0:
            return
        if self._trace and cell == self._trace[-1]:
            self._submit()
        elif len(self._trace) >= 2 and cell == self._trace[-2]:
            self._set_trace(self._trace[:-1])
        elif self._can_extend(cell):
            self._set_trace(self._trace + [cell])
        else:
            self._set_trace([cell])

    def mousePressEvent(self, event):  # noqa: N802
        if event.button() == Qt.MouseButton.LeftButton and self._hidden:
            self.hidden_clicked.emit()
            return
        if event.button() != Qt.MouseButton.LeftButton or self._hidden or self._geom is None:
            return
        self.setFocus()
        cell = self.cell_at_point(event.position())
        self._press_cell = cell
        self._drag_moved = False
        self._dragging = cell >= 0 and self._mode == "play" and self._enabled_tracing
        self._press_trace = list(self._trace)

    def mouseMoveEvent(self, event):  # noqa: N802
        if not self._dragging:
            return
        cell = self.cell_at_point(event.position(), strict=True)
        if cell < 0 or (self._trace and cell == self._trace[-1]):
            return
        if not self._drag_moved:
            if cell == self._press_cell:
                return
            # A drag starts a fresh path at the pressed tile.
            self._drag_moved = True
            self._trace = [self._press_cell]
        if len(self._trace) >= 2 and cell == self._trace[-2]:
            self._set_trace(self._trace[:-1])        # dragging back undoes a step
        elif self._can_extend(cell):
            self._set_trace(self._trace + [cell])

    def mouseReleaseEvent(self, event):  # noqa: N802
        if event.button() != Qt.MouseButton.LeftButton or self._hidden or self._geom is None:
            return
        was_drag = self._dragging and self._drag_moved
        self._dragging = False
        if was_drag:
            self._submit()
        else:
            cell = self.cell_at_point(event.position())
            if cell >= 0 and cell == self._press_cell:
                self._click_cell(cell)

    def keyPressEvent(self, event):  # noqa: N802
        if self._geom is None or self._hidden:
            return super().keyPressEvent(event)
        key = event.key()
        moves = {Qt.Key.Key_Left: (-1, 0), Qt.Key.Key_Right: (1, 0), Qt.Key.Key_Up: (0, -1), Qt.Key.Key_Down: (0, 1)}
        if key in moves:
            x, y = (int(v) for v in self._geom.xy[self.cursor_cell])
            dx, dy = moves[key]
            x = min(max(x + dx, 0), self._geom.width - 1)
            y = min(max(y + dy, 0), self._geom.height - 1)
            self._cursor = self._geom.cell_at(x, y)
            self._changed()
        elif key == Qt.Key.Key_Space:
            self._cursor = self.cursor_cell
            self._click_cell(self._cursor)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self._trace:
            self._submit()
        elif key == Qt.Key.Key_Backspace and self._trace:
            self._set_trace(self._trace[:-1])
        elif key == Qt.Key.Key_Escape and (self._trace or self._selected_cell >= 0):
            if self._mode == "inspect":
                self.select_cell(-1)
            else:
                self.clear_trace()
        elif self._mode == "play" and event.text().isalpha() and not event.modifiers() & (
                Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier):
            self.text_typed.emit(event.text())
        else:
            super().keyPressEvent(event)

    def focusInEvent(self, event):  # noqa: N802
        super().focusInEvent(event)
        self._changed()

    def focusOutEvent(self, event):  # noqa: N802
        super().focusOutEvent(event)
        self._changed()
