"""Accessibility: the painted board read by assistive technology (through Qt's accessibility
interfaces, as a screen reader reads them), text that follows the system's font size, and the
high-contrast appearance."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QAccessible, QColor, QFont, QFontInfo, QPalette
from PySide6.QtWidgets import QApplication, QLabel

from boggle_gui.shared.theme import APPEARANCES, apply_theme, board_colours, plot_colours, style_sheet, warning_colour
from boggle_gui.widgets.board_view import BoardView
from core.play import GameOptions

BOARD = "serspatglinesers"   # S E R S / P A T G / L I N E / S E R S


def _tiles(view: BoardView) -> list[tuple[str, str]]:
    """(name, description) of every tile, as the board's accessibility interface lists its children."""
    board = QAccessible.queryAccessibleInterface(view)
    tiles = []
    for i in range(board.childCount()):
        child = board.child(i)
        tiles.append((child.text(QAccessible.Text.Name), child.text(QAccessible.Text.Description)))
    return tiles


def _board(qtbot, board=BOARD, language=None) -> BoardView:
    view = BoardView()
    qtbot.addWidget(view)
    view.resize(400, 400)
    view.set_board(board, language=language)
    view.show()
    view.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWindow() is view.windowHandle())
    return view


def test_each_tile_is_exposed_with_its_letter_and_place(qtbot):
    view = _board(qtbot)
    tiles = _tiles(view)
    assert len(tiles) == 16
    assert tiles[0] == ("S, row 1, column 1, keyboard cursor", "not selected")   # the board has the focus
    assert tiles[6] == ("T, row 2, column 3", "not selected")
    assert tiles[15] == ("S, row 4, column 4", "not selected")
    # The tile the interface names is where the tile is painted.
    board = QAccessible.queryAccessibleInterface(view)
    centre = view.cell_rect(6).center().toPoint()
    assert board.child(6).rect().contains(view.mapToGlobal(centre))


def test_a_qu_tile_and_a_two_letter_face_are_read_as_shown(qtbot):
    view = _board(qtbot, "qatsnilpeoramdeb")
    assert _tiles(view)[0][0] == "Qu, row 1, column 1, keyboard cursor"
    assert _tiles(view)[1][0] == "A, row 1, column 2"


def test_tracing_marks_the_tiles_selected_in_order(qtbot):
    view = _board(qtbot)
    for cell in (4, 5, 6):                                   # P A T, clicked tile by tile
        qtbot.mouseClick(view, Qt.MouseButton.LeftButton, pos=view.cell_rect(cell).center().toPoint())
    qtbot.waitUntil(view.hasFocus)
    tiles = _tiles(view)
    assert [tiles[c][1] for c in (4, 5, 6)] == ["selected, letter 1 of 3 of the path",
                                                "selected, letter 2 of 3 of the path",
                                                "selected, letter 3 of 3 of the path"]
    assert tiles[0][1] == "not selected"
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Escape)   # the trace is dropped
    assert {d for _, d in _tiles(view)} == {"not selected"}


def test_the_keyboard_cursor_is_named_and_follows_the_arrows(qtbot):
    view = _board(qtbot)
    view.setFocus()
    qtbot.waitUntil(view.hasFocus)
    assert _tiles(view)[0][0] == "S, row 1, column 1, keyboard cursor"
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Right)
    tiles = _tiles(view)
    assert tiles[0][0] == "S, row 1, column 1" and tiles[1][0] == "E, row 1, column 2, keyboard cursor"


def test_inspect_mode_selection_and_a_hidden_board(qtbot):
    view = _board(qtbot)
    view.set_mode("inspect")
    qtbot.mouseClick(view, Qt.MouseButton.LeftButton, pos=view.cell_rect(9).center().toPoint())
    assert _tiles(view)[9][1] == "selected"
    view.set_hidden(True)                                    # paused: no letter is given away
    names = [n for n, _ in _tiles(view)]
    assert names[9] == "Hidden tile, row 3, column 2"
    assert not any(n[0] in "SERPATGLIN" and n[1] == "," for n in names)


def test_tiles_leave_the_mouse_to_the_board(qtbot):
    view = _board(qtbot)
    child = view.childAt(view.cell_rect(5).center().toPoint())
    assert child is None or child.testAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
    qtbot.mouseClick(view, Qt.MouseButton.LeftButton, pos=view.cell_rect(5).center().toPoint() + QPoint(1, 1))
    assert view.trace == (5,)


# -- text follows the system's font size ------------------------------------------------------

@pytest.fixture
def interface_font(qapp):
    """``set(points)`` sets the application's font as a system setting would; restored after."""
    original = QFont(qapp.font())

    def set_points(points: float) -> None:
        font = QFont(original)
        font.setPointSizeF(points)
        qapp.setFont(font)
    yield set_points
    qapp.setFont(original)
    apply_theme(False)


def _window_at_its_minimum(main_windows, qtbot):
    w = main_windows()
    w.new_game(GameOptions(timer_seconds=180), board=BOARD)
    qtbot.waitUntil(lambda: w.round is not None and w.round.solution is not None, timeout=20000)
    w.resize(w.minimumSizeHint().expandedTo(w.minimumSize()))
    QApplication.processEvents()
    return w


def test_a_larger_system_font_gives_larger_tile_letters_and_texts(qtbot, main_windows, interface_font):
    sizes = {}
    for points in (9, 18):
        interface_font(points)
        w = _window_at_its_minimum(main_windows, qtbot)
        clock_label = w.findChild(QLabel, "clock")
        sizes[points] = (w.board_view.letter_pixel_size(), QFontInfo(clock_label.font()).pixelSize(),
                         QFontInfo(w.play_panel.entry.font()).pixelSize())
        w.round.end()
        w.close()
    small, large = sizes[9], sizes[18]
    assert large[0] > small[0] * 1.6, sizes          # the board's letters, at the smallest window
    assert large[1] > small[1] * 1.6, sizes          # the clock (the style sheet's sizes scale)
    assert large[2] > small[2] * 1.6, sizes          # the word entry


def test_style_sheet_sizes_scale_with_the_interface_font():
    assert "font-size: 30pt" in style_sheet("light", 9) and "font-size: 60pt" in style_sheet("light", 18)
    assert "font-size: 9pt" in style_sheet("high_contrast", 9)
    assert "font-size: 15pt" in style_sheet("dark", 15) and "font-size: 9pt" not in style_sheet("dark", 15)


# -- the high-contrast appearance -------------------------------------------------------------

def _contrast(a: QColor, b: QColor) -> float:
    """WCAG 2 contrast ratio of two colours."""
    def luminance(c: QColor) -> float:
        def channel(v: float) -> float:
            return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4
        return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF())
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def test_high_contrast_colours_reach_seven_to_one():
    board = board_colours("high_contrast")
    assert _contrast(board.letter, board.die_top) >= 7 and _contrast(board.letter, board.die_bottom) >= 7
    for kind in ("path", "good", "repeat", "bad", "reveal"):       # a marked tile's letter on its colour
        assert _contrast(board.marked_letter, getattr(board, kind)) >= 7, kind
    assert _contrast(board.cursor, board.tray) >= 7 and _contrast(board.selected, board.tray) >= 7
    palette = APPEARANCES["high_contrast"].palette()
    for text, ground in ((QPalette.ColorRole.WindowText, QPalette.ColorRole.Window),
                         (QPalette.ColorRole.Text, QPalette.ColorRole.Base),
                         (QPalette.ColorRole.ButtonText, QPalette.ColorRole.Button),
                         (QPalette.ColorRole.HighlightedText, QPalette.ColorRole.Highlight)):
        assert _contrast(palette.color(text), palette.color(ground)) >= 7, text


@pytest.mark.parametrize("appearance, least", [("light", 3), ("dark", 3), ("high_contrast", 7)])
def test_plot_colours_stand_out_from_the_plot_background(appearance, least):
    """Text at 4.5:1 and curves at 3:1 (WCAG's text and graphics), everything at 7:1 in high contrast;
    no two curve colours alike."""
    plots = plot_colours(appearance)
    assert _contrast(plots.foreground, plots.background) >= max(least, 4.5)
    for colour in plots.curves:
        assert _contrast(colour, plots.background) >= least, colour.name()
    assert len({c.name() for c in plots.curves}) == len(plots.curves) >= 6


@pytest.mark.parametrize("appearance, least", [("light", 4.5), ("dark", 4.5), ("high_contrast", 7)])
def test_warning_text_stands_out_from_the_window(appearance, least):
    palette = APPEARANCES[appearance].palette()
    assert _contrast(QColor(warning_colour(appearance)), palette.color(QPalette.ColorRole.Window)) >= least
    assert f'QLabel[warning="true"] {{ color: {warning_colour(appearance)}; }}' in style_sheet(appearance, 9)


def test_high_contrast_is_chosen_in_the_view_menu_and_kept(qtbot, main_windows, interface_font):
    w = main_windows()
    w.new_game(GameOptions(timer_seconds=180), board=BOARD)
    qtbot.waitUntil(lambda: w.round is not None and w.round.solution is not None, timeout=20000)
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWindow() is w.windowHandle())
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_D,
                   Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert w.appearance == "high_contrast" and w.act_high_contrast.isChecked()
    assert w.settings.value("view/high_contrast") == "true"
    assert QApplication.palette().window().color() == QColor("#000000")
    # The board paints in its colours: the tray is black, a die white.
    img = w.board_view.grab().toImage()
    tray = img.pixelColor(w.board_view.cell_rect(0).topLeft().toPoint() - QPoint(3, 3))
    die = img.pixelColor(w.board_view.cell_rect(0).center().toPoint() + QPoint(0, int(w.board_view.cell_rect(0)
                                                                                      .height() * 0.4)))
    assert tray.lightness() < 20 and die.lightness() > 235, (tray.name(), die.name())
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_D,
                   Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert w.appearance == "light" and QApplication.palette().window().color().lightness() > 200
    w.round.end()


# -- feedback is never told by colour alone ---------------------------------------------------

def test_each_verdict_and_the_reveal_say_in_words_what_their_colours_show(qtbot, main_windows):
    w = main_windows()
    w.new_game(GameOptions(timer_seconds=180), board=BOARD)
    qtbot.waitUntil(lambda: w.round is not None and w.round.solution is not None, timeout=20000)
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWindow() is w.windowHandle())
    said = {}
    for word in ("spat", "spat", "xyz", "ta"):                # new, already found, not on the board, too short
        w.play_panel.entry.setFocus()
        qtbot.keyClicks(QApplication.focusWidget(), word)
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
        said.setdefault(w.play_panel.feedback.property("verdict"), []).append(w.play_panel.feedback.text())
    assert said == {"new": ["SPAT  +1"], "repeat": ["SPAT: already found"],
                    "bad": ["XYZ: not on the board", "TA: too short"]}
    w.end_round()
    tree = w.reveal_panel.tree
    marks = {tree.topLevelItem(i).text(0): tree.topLevelItem(i).text(3) for i in range(tree.topLevelItemCount())}
    assert marks["SPAT"] == "✓ found" and marks["LINES"] == "missed"
