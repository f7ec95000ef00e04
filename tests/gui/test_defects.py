"""Defects a real round exposed: shortcuts from the word entry, the reveal's filter,
a tile click after a selected word, minimum window sizes, the statistics window's empty state."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QAction, QGuiApplication, QKeySequence
from PySide6.QtWidgets import QToolBar

from core.play import GameOptions

BOARD = "serspatglinesers"   # S E R S / P A T G / L I N E / S E R S
CTRL = Qt.KeyboardModifier.ControlModifier


@pytest.fixture
def window(clocked_window):
    return clocked_window


def start(qtbot, w, board=BOARD, **opts):
    w.new_game(GameOptions(**opts), board=board)
    qtbot.waitUntil(lambda: w.round is not None and w.round.solution is not None, timeout=20000)


def press(qtbot, w, key, modifiers=Qt.KeyboardModifier.NoModifier):
    """A key as the player presses it: to whichever widget has focus."""
    qtbot.keyClick(w.focusWidget(), key, modifiers)


# -- 1. window shortcuts win over the entry's editing keys ----------------------------------------
def test_ctrl_k_and_ctrl_e_from_the_focused_entry(qtbot, window):
    w = window
    start(qtbot, w, timer_seconds=180)
    assert w.focusWidget() is w.play_panel.entry
    qtbot.keyClicks(w.focusWidget(), "spa")
    press(qtbot, w, Qt.Key.Key_K, CTRL)              # Focus the board, not "delete to the end of the line"
    assert w.focusWidget() is w.board_view
    assert w.play_panel.entry.text() == "spa"
    press(qtbot, w, Qt.Key.Key_L, CTRL)
    assert w.focusWidget() is w.play_panel.entry
    w.play_panel.entry.setCursorPosition(0)
    press(qtbot, w, Qt.Key.Key_E, CTRL)              # End round, not "cursor to the end of the line"
    assert w.round.is_over and w.side.currentWidget() is w.reveal_panel


def test_a_window_shortcut_on_an_editing_key_wins_and_editing_still_works(qtbot, window):
    """Ctrl+A is an editing key of the entry on every platform (as Ctrl+E and Ctrl+K are on X11):
    as a window shortcut it goes to the window; the entry's other keys keep editing."""
    w = window
    start(qtbot, w, timer_seconds=180)
    fired = []
    probe = QAction("probe", w)
    probe.setShortcut(QKeySequence("Ctrl+A"))
    probe.triggered.connect(lambda: fired.append(True))
    w.addAction(probe)
    entry = w.focusWidget()
    assert entry is w.play_panel.entry
    qtbot.keyClicks(entry, "spat")
    press(qtbot, w, Qt.Key.Key_A, CTRL)
    assert fired == [True] and entry.selectedText() == ""
    press(qtbot, w, Qt.Key.Key_Backspace)
    assert entry.text() == "spa"
    press(qtbot, w, Qt.Key.Key_Z, CTRL)             # undo stays the entry's
    assert entry.text() == "spat"
    entry.setSelection(0, 2)
    press(qtbot, w, Qt.Key.Key_C, CTRL)
    assert QGuiApplication.clipboard().text() == "sp"
    entry.end(False)
    press(qtbot, w, Qt.Key.Key_V, CTRL)
    assert entry.text() == "spatsp"
    probe.setEnabled(False)                          # a disabled action leaves the key to the entry
    press(qtbot, w, Qt.Key.Key_A, CTRL)
    assert fired == [True] and entry.selectedText() == "spatsp"


def test_every_window_shortcut_reaches_the_window_from_every_text_field(qtbot, window):
    """No window action's key is an editing key of a text field of the window on this platform."""
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QKeyEvent
    from PySide6.QtWidgets import QApplication, QLineEdit
    w = window
    start(qtbot, w, timer_seconds=180)
    fields = w.findChildren(QLineEdit)
    assert w.play_panel.entry in fields and w.reveal_panel.filter_edit in fields
    keys = [s for a in w.actions() if a.isEnabled() for s in a.shortcuts()]
    assert len(keys) > 15
    for field in fields:
        for seq in keys:
            event = QKeyEvent(QEvent.Type.ShortcutOverride, seq[0].key(), seq[0].keyboardModifiers())
            event.ignore()
            QApplication.sendEvent(field, event)
            assert not event.isAccepted(), f"{field.objectName() or field} takes {seq.toString()}"


_X11_SCRIPT = textwrap.dedent("""
    import os
    import sys
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication
    app = QApplication([])
    from core.play import GameOptions
    from boggle_gui.round.main_window import MainWindow
    w = MainWindow(history_file=sys.argv[1], seed=1)
    w.show(); w.activateWindow()
    assert QTest.qWaitForWindowActive(w)
    w.new_game(GameOptions(timer_seconds=180), board="serspatglinesers")
    for _ in range(600):   # the word list loads in the background first
        if w.round is not None:
            break
        QTest.qWait(50)
    QTest.keyClicks(w.focusWidget(), "spa")
    QTest.keyClick(w.focusWidget(), Qt.Key.Key_K, Qt.KeyboardModifier.ControlModifier)
    print("ctrl+k", type(w.focusWidget()).__name__, w.play_panel.entry.text())
    QTest.keyClick(w.focusWidget(), Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    w.play_panel.entry.setCursorPosition(0)
    QTest.keyClick(w.focusWidget(), Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    print("ctrl+e", w.round.is_over, flush=True)
    os._exit(0)   # no quit-mid-round question, no clean-up: only the keys matter here
""")


@pytest.mark.skipif(shutil.which("Xvfb") is None, reason="needs Xvfb for a real X11 window")
def test_ctrl_e_and_ctrl_k_in_a_real_x11_window(tmp_path):
    """Under X11 the entry takes Ctrl+E (end of line) and Ctrl+U; the offscreen platform does not."""
    display = f":{70 + os.getpid() % 20}"
    server = subprocess.Popen(["Xvfb", display, "-screen", "0", "1280x900x24"], stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL)
    try:
        env = dict(os.environ, DISPLAY=display, QT_QPA_PLATFORM="xcb")
        env.pop("QT_QPA_PLATFORMTHEME", None)
        run = subprocess.run([sys.executable, "-c", _X11_SCRIPT, str(tmp_path / "h.db")], env=env, text=True,
                             capture_output=True, timeout=90, cwd=Path(__file__).resolve().parents[2])
    finally:
        server.terminate()
        server.wait(10)
    lines = [ln for ln in run.stdout.splitlines() if ln.startswith("ctrl+")]
    assert lines == ["ctrl+k BoardView spa", "ctrl+e True"], run.stdout + run.stderr


# -- 2. the reveal's filter does not carry over --------------------------------------------------
def test_reveal_filter_cleared_on_new_round_and_count_matches_list(qtbot, window):
    w = window
    start(qtbot, w, timer_seconds=180)
    press(qtbot, w, Qt.Key.Key_E, CTRL)
    panel = w.reveal_panel
    total = len(w.round.solution.words)
    press(qtbot, w, Qt.Key.Key_F, CTRL)
    assert w.focusWidget() is panel.filter_edit
    qtbot.keyClicks(w.focusWidget(), "sp")
    shown = panel.words_shown()
    assert 0 < len(shown) < total and all("sp" in word for word in shown)
    assert panel.cell_note.isVisible()
    assert f"{len(shown)} of {total} words" in panel.cell_note.text().lower()
    start(qtbot, w, board="perslatgsineters", timer_seconds=180)   # a new round (Ctrl+R would roll)
    press(qtbot, w, Qt.Key.Key_E, CTRL)
    assert panel.filter_edit.text() == ""
    assert len(panel.words_shown()) == len(w.round.solution.words)
    assert not panel.cell_note.isVisible()


# -- 3. a tile click drops the selected word's path ----------------------------------------------
def test_tile_click_clears_the_selected_words_path(qtbot, window):
    w = window
    start(qtbot, w, timer_seconds=180)
    press(qtbot, w, Qt.Key.Key_E, CTRL)
    tree = w.reveal_panel.tree
    assert w.focusWidget() is tree
    press(qtbot, w, Qt.Key.Key_Down)
    word = tree.currentItem().data(0, Qt.ItemDataRole.UserRole)
    assert w.board_view._highlight == tuple(word.path)   # noqa: SLF001 - the path on screen
    cell = next(c for c in range(16) if c not in word.path)
    qtbot.mouseClick(w.board_view, Qt.MouseButton.LeftButton, pos=w.board_view.cell_rect(cell).center().toPoint())
    assert w.board_view.selected_cell == cell
    assert w.board_view._highlight == ()                 # noqa: SLF001
    assert tree.currentItem() is None
    shown = w.reveal_panel.words_shown()
    assert shown and all(cell in fw.path for fw in w.round.solution.words if fw.word in shown)


# -- 4. minimum sizes -------------------------------------------------------------------------------
def _rect_in(widget, ancestor) -> QRect:
    return QRect(widget.mapTo(ancestor, widget.rect().topLeft()), widget.size())


@pytest.fixture(params=["en", "de", "fr", "es", "it", "nl"])
def interface(request, qapp):
    """The interface in each language (German has the longest words): windows made after it speak it."""
    from PySide6.QtCore import QLocale

    from boggle_gui.shared.translation import install_translators
    saved = QLocale()
    install_translators(request.param, qapp)
    yield request.param
    install_translators("en", qapp)
    QLocale.setDefault(saved)


def _laid_out_apart(panel, widgets) -> None:
    """Each shown widget of ``panel`` inside it, as tall as it asks at least, none over another."""
    shown = [x for x in widgets if x.isVisible()]
    rects = {x: _rect_in(x, panel) for x in shown}
    for x in shown:
        name = x.objectName() or type(x).__name__
        assert panel.rect().contains(rects[x]), f"{name} sticks out of the panel"
        assert x.height() >= x.minimumSizeHint().height(), f"{name} is squeezed"
        for y in shown:
            if y is not x and not x.isAncestorOf(y) and not y.isAncestorOf(x):
                assert not rects[x].intersects(rects[y]), f"{name} overlaps {y.objectName() or type(y).__name__}"


@pytest.fixture(params=["light", "high_contrast"])
def appearance(request, qapp):
    """The light look, then high contrast (bordered buttons, larger type); light again afterwards."""
    from boggle_gui.shared.theme import apply_theme
    yield request.param
    apply_theme("light", qapp)


@pytest.mark.parametrize("board", [BOARD, "abcdefghijklmnopqrstuvwxy" + "a" * 11])
def test_nothing_overlaps_or_clips_at_the_minimum_size(qtbot, interface, appearance, window, board, tmp_path):
    w = window
    w.high_contrast = appearance == "high_contrast"
    w.apply_appearance()
    start(qtbot, w, board=board, timer_seconds=180)
    w.resize(400, 300)
    qtbot.wait(50)
    assert w.width() >= w.minimumWidth() >= 700 and w.height() >= w.minimumHeight() >= 420
    w.resize(w.minimumSize())
    qtbot.wait(50)
    central = w.centralWidget().rect()
    board_rect, side_rect = _rect_in(w.board_view, w.centralWidget()), _rect_in(w.side, w.centralWidget())
    assert not board_rect.intersects(side_rect)
    assert central.contains(board_rect) and central.contains(side_rect)
    assert w.side.width() >= w.side.minimumSizeHint().width()
    tiles = [w.board_view.cell_rect(c) for c in range(len(board))]
    assert all(w.board_view.rect().toRectF().contains(t) and t.width() >= 30 for t in tiles)
    toolbar = w.findChild(QToolBar, "gameToolbar")
    assert toolbar.sizeHint().width() <= toolbar.width()   # no "»" overflow: every button is shown
    w.end_round()
    qtbot.wait(50)
    assert w.side.width() >= w.reveal_panel.minimumSizeHint().width()
    assert not w.reveal_panel.tree.horizontalScrollBar().isVisible()   # every column of the word list shows
    # A word chosen from the keyboard: its meaning shows under the list, over nothing.
    assert w.focusWidget() is w.reveal_panel.tree
    press(qtbot, w, Qt.Key.Key_Down)
    pane = w.reveal_panel.definition
    qtbot.waitUntil(lambda: pane.word and "…" not in pane.text.toPlainText(), timeout=20000)
    qtbot.wait(50)
    panel = w.reveal_panel
    _laid_out_apart(panel, [panel.summary, panel.lengths, panel.rating, panel.player_rating, panel.high_score,
                            panel.sort_box, panel.filter_edit, panel.cell_note, panel.tree, pane.caption,
                            pane.online_button, pane.text])
    assert pane.text.height() >= pane.text.minimumHeight()
    assert panel.tree.viewport().height() >= 3 * panel.tree.sizeHintForRow(0)   # a few words show
    w.grab().save(str(tmp_path / f"minimum-{interface}-{appearance}.png"))


def test_splitter_never_collapses_the_board_or_the_panel(window):
    from PySide6.QtWidgets import QSplitter
    split = window.findChild(QSplitter)
    assert not split.childrenCollapsible()



def test_tool_windows_have_minimum_sizes(qtbot, window):
    from PySide6.QtWidgets import QSplitter
    win = window.open_tool("stats")
    qtbot.addWidget(win)
    win.resize(300, 200)
    qtbot.wait(20)
    assert win.width() >= 900 and win.height() >= 500
    win.resize(win.minimumSize())
    qtbot.wait(20)
    for plot in (win.score_plot, win.word_plot):
        assert plot.height() >= 220 and plot.width() >= 400
    assert win.tabs.width() >= 380 and not win.findChild(QSplitter).childrenCollapsible()
    win.close()


# -- 5. the statistics window: a clean empty state, whole numbers -----------------------------------
STATS_WORDS = ["tea", "toe", "tee", "ten", "net", "eat", "ate", "set", "sea", "tone", "note", "notes", "tent",
               "seat", "east", "rate", "tear", "queen", "quit", "stone", "tones", "onset", "tease", "eaten", "rest"]


@pytest.fixture
def stats_window(qtbot, write_wordlist):
    from boggle_gui.tools.stats_window import StatsWindow
    w = StatsWindow(parent=None)
    qtbot.addWidget(w)
    w.set_wordlist(write_wordlist(STATS_WORDS))
    w.seed_spin.setValue(5)
    w.show()
    yield w
    w.close()


def test_stats_plots_start_clean_and_figures_are_whole_numbers(qtbot, stats_window):
    import re
    w = stats_window
    for plot in (w.score_plot, w.word_plot):
        (x0, x1), (y0, y1) = plot.getViewBox().viewRange()
        assert (x0, x1, y0, y1) == (0, 1, 0, 1)                  # not -0.5..0.5 shown as -400..400
        assert plot.is_empty and plot.placeholder.isVisible() and "No sample yet" in plot.placeholder.toPlainText()
        assert not plot.getAxis("left").style["showValues"] and not plot.legend.isVisible()
    w.grab().save(str(Path(os.environ.get("BOGGLE_DATA_DIR", ".")) / "stats-empty.png"))
    w.boards_spin.setValue(3000)
    with qtbot.waitSignal(w.stats_updated, timeout=60_000):
        qtbot.mouseClick(w.run_button, Qt.MouseButton.LeftButton)
    for plot in (w.score_plot, w.word_plot):
        # pyqtgraph fits the range when it next paints
        qtbot.waitUntil(lambda plot=plot: plot.getViewBox().viewRange()[1][1] >= plot.counts.max(), timeout=5000)
        (_x0, _x1), (y0, y1) = plot.getViewBox().viewRange()
        assert not plot.is_empty and plot.legend.isVisible() and plot.getAxis("left").style["showValues"]
        assert y1 >= plot.counts.max() and y0 > -0.1 * y1
    table = w.summary_table
    rows = {table.item(r, 0).text(): r for r in range(table.rowCount())}
    whole = re.compile(r"^\d{1,3}(,\d{3})*$")
    percentile_rows = [name for name in rows if "percentile" in name or name in ("minimum", "median", "maximum")]
    assert len(percentile_rows) >= 5
    for name in percentile_rows:
        for col in (1, 2):
            assert whole.match(table.item(rows[name], col).text()), (name, table.item(rows[name], col).text())
    for p, name in ((99, "99th percentile"), (50, "median")):
        assert table.item(rows[name], 1).text() == f"{w.summary.score_percentiles[p]:,.0f}"
        assert table.item(rows[name], 2).text() == f"{w.summary.word_percentiles[p]:,.0f}"
