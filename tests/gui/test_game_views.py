"""Board view geometry and tracing details, the new-game dialog, the history dialog."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QMessageBox

from boggle_gui.history.history_dialog import HistoryDialog
from boggle_gui.round.new_game import NewGameDialog, options_from_settings, save_options
from boggle_gui.shared.settings import app_settings
from boggle_gui.widgets.board_view import BoardView
from core.engine.dice import roll
from core.engine.setup import Setup
from core.play import GameOptions
from core.play.history import History


@pytest.mark.parametrize("board", ["abcdefghi", "perslatesind", "qeenslatgsineter", roll("big", 1),
                                   roll("superbig", 1)])
@pytest.mark.parametrize("size", [(230, 230), (900, 500), (400, 1000)])
def test_tiles_fit_and_never_overlap(qtbot, board, size):
    view = BoardView()
    qtbot.addWidget(view)
    view.resize(*size)
    view.set_board(board)
    rects = [view.cell_rect(c) for c in range(len(board))]
    area = view.rect().toRectF()
    for i, r in enumerate(rects):
        assert area.contains(r) and abs(r.width() - r.height()) < 1e-6
        assert r.width() >= 0.15 * min(size) / 1.2   # tiles use the space (legible at any size)
        for other in rects[i + 1:]:
            assert not r.intersects(other)
    img = view.grab().toImage()             # paints without errors at this size
    assert img.width() == size[0]


def test_click_tracing_steps_back_and_restarts(qtbot):
    view = BoardView()
    qtbot.addWidget(view)
    view.resize(400, 400)
    view.set_board("serspatglinesers")
    submitted = []
    view.path_submitted.connect(submitted.append)

    def click(c):
        qtbot.mouseClick(view, Qt.MouseButton.LeftButton, pos=view.cell_rect(c).center().toPoint())

    for c in (0, 1, 2):
        click(c)
    assert view.trace == (0, 1, 2)
    click(1)                                # the tile before the last: one step back
    assert view.trace == (0, 1)
    click(15)                               # not adjacent: a new path starts there
    assert view.trace == (15,)
    click(15)                               # the last tile again: submit
    assert submitted == [(15,)] and view.trace == ()


def test_drag_back_undoes_a_step_and_hidden_board_ignores_input(qtbot):
    view = BoardView()
    qtbot.addWidget(view)
    view.resize(400, 400)
    view.set_board("serspatglinesers")
    submitted = []
    view.path_submitted.connect(submitted.append)

    def at(c) -> QPoint:
        return view.cell_rect(c).center().toPoint()

    qtbot.mousePress(view, Qt.MouseButton.LeftButton, pos=at(0))
    qtbot.mouseMove(view, at(1))
    qtbot.mouseMove(view, at(2))
    qtbot.mouseMove(view, at(1))            # back onto the previous tile
    assert view.trace == (0, 1)
    qtbot.mouseMove(view, at(6))
    qtbot.mouseRelease(view, Qt.MouseButton.LeftButton, pos=at(6))
    assert submitted == [(0, 1, 6)]
    view.set_hidden(True)
    qtbot.mouseClick(view, Qt.MouseButton.LeftButton, pos=at(3))
    assert view.trace == ()


def test_inspect_mode_selects_tiles(qtbot):
    view = BoardView()
    qtbot.addWidget(view)
    view.resize(300, 300)
    view.set_board("serspatglinesers")
    view.set_mode("inspect")
    chosen = []
    view.cell_selected.connect(chosen.append)
    qtbot.mouseClick(view, Qt.MouseButton.LeftButton, pos=view.cell_rect(5).center().toPoint())
    qtbot.mouseClick(view, Qt.MouseButton.LeftButton, pos=view.cell_rect(5).center().toPoint())
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Down)        # from the top-left tile, where the cursor shows
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert chosen == [5, -1, 4] and view.trace == ()


def test_new_game_dialog(qtbot):
    dialog = NewGameDialog(GameOptions(dice_key="new", timer_seconds=90, min_length=None))
    qtbot.addWidget(dialog)
    assert dialog.min_length.value() == 3 and not dialog.min_length.isEnabled()
    dialog.dice.setCurrentIndex(dialog.dice.findData("superbig"))
    assert dialog.min_length.value() == 4                       # follows the dice set's rules
    dialog.rules_min.setChecked(False)
    dialog.min_length.setValue(5)
    dialog.minutes.setValue(0)
    dialog.seconds.setValue(0)
    dialog._accept()  # noqa: SLF001
    assert dialog.result() != NewGameDialog.DialogCode.Accepted and "at least one second" in dialog.error.text()
    dialog.seconds.setValue(45)
    opts = dialog.options()
    assert (opts.dice_key, opts.timer_seconds, opts.min_length, opts.effective_min_length) == ("superbig", 45, 5, 5)
    dialog.timer_kind.setCurrentIndex(dialog.timer_kind.findData("untimed"))
    assert dialog.options().timer_seconds is None
    settings = app_settings()
    save_options(dialog.options(), settings)
    assert options_from_settings(settings) == dialog.options()


def test_history_dialog_lists_high_scores(qtbot, tmp_path, monkeypatch):
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: pytest.fail(a[2]))
    with History(tmp_path / "h.db") as h:
        for i, score in enumerate((5, 12, 8)):
            h.save_round(round_id=f"r{i}", started_at=1000.0 + i, board="serspatglinesers", dice_set="new",
                         setup=Setup(4, 4, "scowl70", None, None), timer_seconds=180, elapsed=180,
                         words=[(f"w{i}{j}", 1, 1.0) for j in range(score)], status="finished",
                         max_score=100, max_words=50)
        dialog = HistoryDialog(h)
        qtbot.addWidget(dialog)
        scores = [dialog.high_table.topLevelItem(i).text(1) for i in range(dialog.high_table.topLevelItemCount())]
        assert scores == ["12", "8", "5"]
        assert dialog.recent_table.topLevelItemCount() == 3
        opened = []
        dialog.open_board_requested.connect(lambda board, setup: opened.append((board, setup)))
        dialog.high_table.setCurrentItem(dialog.high_table.topLevelItem(0))
        dialog.solve_button.click()                     # a double-click reopens the round (RoundReview)
        assert opened == [("serspatglinesers", Setup(4, 4, "scowl70", None, None))]


def test_screenshot_command_renders_a_png(qtbot, tmp_path):
    from PySide6.QtGui import QImage

    from boggle_gui.app import main
    out = tmp_path / "shot.png"
    assert main(["--screenshot", str(out), "--board", "serspatglinesers", "--play", "spat,lines",
                 "--size", "900x600"]) == 0
    img = QImage(str(out))
    assert (img.width(), img.height()) == (900, 600)
    out2 = tmp_path / "bad.png"
    assert main(["--screenshot", str(out2), "--board", "serspat!"]) != 0      # a bad board: error, no file
    assert not out2.exists()


def test_screenshot_command_leaves_typed_text_in_high_contrast(tmp_path):
    """``--type`` leaves the text in the entry as if typed (its path drawn), ``--high-contrast``
    paints the high-contrast look; run as its own process (an app run inside the test process
    leaves its state in the QApplication the later tests share)."""
    import os
    import subprocess
    import sys

    from PySide6.QtGui import QImage
    out = tmp_path / "typed.png"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([sys.executable, "-m", "boggle_gui", "--screenshot", str(out), "--board", "serspatglinesers",
                           "--type", "spa", "--high-contrast"], env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    img = QImage(str(out))
    assert img.pixelColor(img.width() - 5, img.height() // 2).lightness() < 20   # the window is black
