"""Accessibility: the painted board read by assistive technology (through Qt's accessibility
interfaces, as a screen reader reads them)."""
from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication

from boggle_gui.widgets.board_view import BoardView

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
