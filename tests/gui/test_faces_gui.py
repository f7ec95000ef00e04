"""Super Big Boggle's two-letter and blank faces in the game window."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QMessageBox

from boggle_gui.round.main_window import MainWindow
from core.play import GameOptions
from core.play.game import Verdict

BOARD = "[th]ens" "aeds" "rst." "sers"   # Th E N S / A E D S / R S T (blank) / S E R S


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: None)
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    w = MainWindow(history_file=tmp_path / "history.db", seed=1)
    qtbot.addWidget(w)
    w.resize(1000, 650)
    w.show()
    w.new_game(GameOptions(timer_seconds=180), board=BOARD)
    qtbot.waitUntil(lambda: w.round is not None and w.round.solution is not None, timeout=20000)
    yield w
    if w.round is not None:
        w.round.end()


def centre(view, cell) -> QPoint:
    return view.cell_rect(cell).center().toPoint()


def test_tracing_a_two_letter_face_spells_both_letters(qtbot, window):
    w, view = window, window.board_view
    for cell in (0, 1, 2):                       # Th E N
        qtbot.mouseClick(view, Qt.MouseButton.LeftButton, pos=centre(view, cell))
    assert w.play_panel.entry.text() == "then"
    qtbot.keyClick(w.play_panel.entry, Qt.Key.Key_Return)
    sub = w.play_panel.last_submission
    assert sub.word == "then" and sub.verdict is Verdict.OK and sub.points == 1  # 4 letters, 3 cells


def test_typing_a_word_through_a_two_letter_face(qtbot, window):
    w = window
    entry = w.play_panel.entry
    entry.setFocus()
    assert w.focusWidget() is entry
    qtbot.keyClicks(w.focusWidget(), "then")
    qtbot.keyClick(w.focusWidget(), Qt.Key.Key_Return)
    assert w.play_panel.last_submission.verdict is Verdict.OK
    assert w.play_panel.last_submission.path == (0, 1, 2)
    qtbot.keyClicks(w.focusWidget(), "hens")       # the H is only the second half of the Th face
    qtbot.keyClick(w.focusWidget(), Qt.Key.Key_Return)
    assert w.play_panel.last_submission.verdict is Verdict.NOT_ON_BOARD


def test_faces_are_drawn_as_on_the_dice(qtbot, window):
    """The Th face shows 'Th'; the blank face a solid square (dark pixels at its centre), not a letter."""
    view = window.board_view
    img = view.grab().toImage()
    blank = view.cell_rect(11).center().toPoint()
    assert img.pixelColor(blank).lightness() < 100
    assert window.round.board[0] == "5" and window.round.board[11] == "#"
