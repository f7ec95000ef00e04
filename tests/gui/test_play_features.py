"""Play features: words by length, "already found" while tracing, timer modes, auto-pause."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QApplication, QMessageBox

from boggle_gui.round.main_window import MainWindow
from boggle_gui.round.new_game import NewGameDialog, options_from_settings, save_options
from boggle_gui.shared.settings import app_settings
from core.play import GameOptions
from core.play.game import TimerMode, Verdict
from tests.gui.helpers import FakeClock

BOARD = "serspatglinesers"   # S E R S / P A T G / L I N E / S E R S
SPAT = (0, 4, 5, 6)          # S P A T, adjacent cells


@pytest.fixture
def clock():
    return FakeClock()


@pytest.fixture
def window(qtbot, tmp_path, clock, monkeypatch):
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: None)
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    w = MainWindow(clock=clock, history_file=tmp_path / "history.db", seed=1)
    qtbot.addWidget(w)
    w.resize(1000, 650)
    w.show()
    yield w
    if w.round is not None:
        w.round.end()


def start(qtbot, w, board=BOARD, **opts):
    w.new_game(GameOptions(**opts), board=board)
    qtbot.waitUntil(lambda: w.round is not None and w.round.solution is not None, timeout=20000)


def centre(view, cell) -> QPoint:
    return view.cell_rect(cell).center().toPoint()


def type_in_entry(qtbot, w, text, enter=False):
    entry = w.play_panel.entry
    entry.setFocus()
    qtbot.keyClicks(entry, text)
    if enter:
        qtbot.keyClick(entry, Qt.Key.Key_Return)


def expected_table(round_) -> str:
    return "  ".join(f"{c.label}: {c.found}/{c.total}" for c in round_.words_by_length())


# -- words by length ---------------------------------------------------------------

def test_words_by_length_live_during_play_and_in_the_reveal(qtbot, window):
    w = window
    start(qtbot, w, timer_seconds=180)
    table = w.play_panel.lengths
    sol = w.round.solution
    assert table.isVisible()
    lengths = [len(x.word) for x in sol.words]
    assert table.text().startswith(f"3: 0/{lengths.count(3)}  4: 0/{lengths.count(4)}")
    assert sum(c.total for c in table.counts) == len(sol.words)
    type_in_entry(qtbot, w, "spat", enter=True)
    type_in_entry(qtbot, w, "lines", enter=True)
    type_in_entry(qtbot, w, "tap", enter=True)
    assert table.text().startswith(f"3: 1/{lengths.count(3)}  4: 1/{lengths.count(4)}  5: 1/{lengths.count(5)}")
    assert table.text() == expected_table(w.round)
    w.end_round()
    reveal = w.reveal_panel.lengths
    assert reveal.isVisible() and reveal.text() == table.text()


def test_a_length_found_in_full_is_marked(qtbot, window, write_wordlist):
    # A list with two 3-letter words on the board: finding both completes the 3 column.
    path = write_wordlist(["spat", "pat", "tap", "lines"])
    w = window
    start(qtbot, w, timer_seconds=180, wordlist=str(path))
    assert w.play_panel.lengths.text() == "3: 0/2  4: 0/1  5: 0/1"
    value = w.play_panel.lengths._columns[0][1]  # noqa: SLF001 - the "3" count label
    assert value.property("complete") is False
    type_in_entry(qtbot, w, "pat", enter=True)
    type_in_entry(qtbot, w, "tap", enter=True)
    assert w.play_panel.lengths.text() == "3: 2/2  4: 0/1  5: 0/1"
    assert value.property("complete") is True and value.font().bold()


@pytest.mark.parametrize("dark", [False, True])
def test_length_table_is_readable_in_both_appearances(qtbot, window, dark):
    w = window
    if w.dark != dark:
        w.act_dark.trigger()
    start(qtbot, w, timer_seconds=180)
    value = w.play_panel.lengths._columns[0][1]  # noqa: SLF001
    text = value.palette().color(QPalette.ColorRole.WindowText)
    back = w.play_panel.palette().color(QPalette.ColorRole.Window)
    assert abs(text.lightness() - back.lightness()) > 100, (text.name(), back.name())
    if dark:
        w.act_dark.trigger()


# -- already found, flagged while tracing ------------------------------------------

def test_already_found_is_flagged_while_tracing_before_enter(qtbot, window):
    w = window
    start(qtbot, w, timer_seconds=180)
    view = w.board_view
    type_in_entry(qtbot, w, "spat", enter=True)
    assert w.play_panel.last_submission.verdict is Verdict.OK
    for c in SPAT[:-1]:
        qtbot.mouseClick(view, Qt.MouseButton.LeftButton, pos=centre(view, c))
        assert view.trace_kind == "path"                      # S, SP, SPA: nothing to flag
    qtbot.mouseClick(view, Qt.MouseButton.LeftButton, pos=centre(view, SPAT[-1]))
    assert view.trace == SPAT and view.trace_kind == "repeat"   # drawn in the "already found" colour
    entry, feedback = w.play_panel.entry, w.play_panel.feedback
    assert entry.property("state") == "repeat"
    assert feedback.text() == "SPAT: already found" and feedback.property("verdict") == "repeat"
    assert w.round.score == 1                                 # nothing was submitted
    # Stepping back (a click on the tile before the last) clears the flag.
    qtbot.mouseClick(view, Qt.MouseButton.LeftButton, pos=centre(view, SPAT[-2]))
    assert view.trace == SPAT[:-1] and view.trace_kind == "path" and entry.property("state") == ""
    assert feedback.text() == "SPAT  +1"                      # back to the last verdict


def test_already_found_is_flagged_while_typing(qtbot, window):
    w = window
    start(qtbot, w, timer_seconds=180)
    type_in_entry(qtbot, w, "lines", enter=True)
    entry = w.play_panel.entry
    assert w.focusWidget() is entry
    qtbot.keyClicks(entry, "line")
    assert entry.property("state") == "" and w.board_view._highlight_colour == w.board_view._colours.path  # noqa: SLF001
    qtbot.keyClicks(entry, "s")
    assert entry.property("state") == "repeat"
    assert w.board_view._highlight_colour == w.board_view._colours.repeat  # noqa: SLF001
    assert "already found" in w.play_panel.feedback.text()
    qtbot.keyClick(entry, Qt.Key.Key_Backspace)
    assert entry.property("state") == "" and "already found" not in w.play_panel.feedback.text()


def test_a_valid_new_word_looks_like_any_other_path(qtbot, window):
    """No answer leaks: a word on the board that is in the list looks like one that is not."""
    w = window
    start(qtbot, w, timer_seconds=180)
    view = w.board_view
    looks = {}
    for word, cells in (("tap", (6, 5, 4)), ("pae", (4, 5, 1))):    # a word of the list, and not one
        for c in cells:
            qtbot.mouseClick(view, Qt.MouseButton.LeftButton, pos=centre(view, c))
        looks[word] = (view.trace_kind, w.play_panel.entry.property("state"), w.play_panel.feedback.text())
        qtbot.keyClick(view, Qt.Key.Key_Escape)
    words = w.round.solution.word_set()
    assert "tap" in words and "pae" not in words
    assert looks["tap"] == looks["pae"] == ("path", "", " ")


# -- timer modes -------------------------------------------------------------------

def test_new_game_dialog_offers_every_timer_mode(qtbot):
    dialog = NewGameDialog(GameOptions(timer_seconds=90))
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.timer_mode().key == "fixed:90" and not dialog.bonus.isVisible()
    box = dialog.timer_kind
    box.setFocus()
    keys = []
    for _ in range(box.count() - 1):
        qtbot.keyClick(box, Qt.Key.Key_Down)
        keys.append(dialog.timer_mode().key)
    assert keys == ["untimed", "per-word:90+5", "per-letter:90+1", "refill:90"]
    assert not dialog.bonus.isVisible() and "refills" in dialog.timer_note.text()
    qtbot.keyClick(box, Qt.Key.Key_Up)
    assert dialog.bonus.isVisible() and dialog.bonus.value() == 1
    dialog.bonus.setValue(2)
    dialog.minutes.setValue(2)
    dialog.seconds.setValue(0)
    opts = dialog.options()
    assert opts.timer_mode.key == "per-letter:120+2" and opts.timer_seconds == 120
    settings = app_settings()
    save_options(opts, settings)
    back = options_from_settings(settings)
    assert back.timer_mode == opts.timer_mode and back == opts
    again = NewGameDialog(back)
    qtbot.addWidget(again)
    assert again.timer_mode().key == "per-letter:120+2"


def test_the_dice_bring_their_boxes_timer_unless_the_player_chose_another(qtbot):
    dialog = NewGameDialog(GameOptions(dice_key="new"))
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.timer_mode().key == "fixed:180"
    box = dialog.dice
    box.setFocus()
    qtbot.keyClick(box, Qt.Key.Key_End)                 # the last set: Super Big Boggle, a 4-minute timer
    assert box.currentData() == "superbig"
    assert dialog.timer_mode().key == "fixed:240"
    qtbot.keyClick(box, Qt.Key.Key_Home)
    assert dialog.timer_mode().key == "fixed:180"
    dialog.minutes.setValue(2)                          # the player's own timer stays
    qtbot.keyClick(box, Qt.Key.Key_End)
    assert dialog.timer_mode().key == "fixed:120"


def test_per_word_mode_in_the_window(qtbot, window, clock):
    w = window
    start(qtbot, w, **vars(GameOptions().with_timer(TimerMode.parse("per-word:60+5"))))
    assert w.round.timer_mode.key == "per-word:60+5"
    assert "1:00 +5 S A WORD" in w.title.text()
    clock.now += 50
    type_in_entry(qtbot, w, "spat", enter=True)
    w._on_tick()  # noqa: SLF001
    assert w.play_panel.clock.text() == "0:15"
    clock.now += 15
    qtbot.waitUntil(lambda: w.side.currentWidget() is w.reveal_panel, timeout=3000)
    assert w.round.elapsed == pytest.approx(65)


def test_refill_mode_in_the_window(qtbot, window, clock):
    w = window
    start(qtbot, w, **vars(GameOptions().with_timer(TimerMode.parse("refill:20"))))
    clock.now += 15
    w._on_tick()  # noqa: SLF001
    assert w.play_panel.clock.text() == "0:05" and w.play_panel.time_bar.value() == 250
    type_in_entry(qtbot, w, "spat", enter=True)
    w._on_tick()  # noqa: SLF001
    assert w.play_panel.clock.text() == "0:20" and w.play_panel.time_bar.value() == 1000
    clock.now += 20
    qtbot.waitUntil(lambda: w.round.is_over and w.side.currentWidget() is w.reveal_panel, timeout=3000)


def test_untimed_mode_from_settings_shows_no_clock(qtbot, window, clock):
    w = window
    start(qtbot, w, **vars(GameOptions().with_timer(TimerMode.untimed())))
    clock.now += 10 ** 6
    w._on_tick()  # noqa: SLF001
    assert w.play_panel.clock.text() == "∞" and not w.round.is_over


# -- the clock pauses by itself in the background --------------------------------

def _app_state(state):
    QApplication.instance().applicationStateChanged.emit(state)


def test_clock_pauses_when_the_game_goes_to_the_background(qtbot, window, clock):
    w = window
    start(qtbot, w, timer_seconds=180)
    assert w.act_auto_pause.isChecked()                   # on by default
    clock.now += 30
    _app_state(Qt.ApplicationState.ApplicationInactive)
    assert w.round.paused and w.board_view.is_hidden and not w.play_panel.entry.isEnabled()
    clock.now += 600                                      # away for ten minutes
    _app_state(Qt.ApplicationState.ApplicationActive)
    assert w.round.paused                                 # waits for the player
    w._on_tick()  # noqa: SLF001
    assert w.play_panel.clock.text() == "2:30"
    qtbot.mouseClick(w.board_view, Qt.MouseButton.LeftButton, pos=centre(w.board_view, 5))
    assert not w.round.paused and not w.board_view.is_hidden and w.board_view.trace == ()
    assert w.focusWidget() is w.play_panel.entry
    clock.now += 10
    assert w.round.time_left == pytest.approx(140)


def test_ctrl_p_resumes_an_automatic_pause(qtbot, window, clock):
    w = window
    start(qtbot, w, timer_seconds=180)
    _app_state(Qt.ApplicationState.ApplicationHidden)
    assert w.round.paused
    _app_state(Qt.ApplicationState.ApplicationActive)
    qtbot.keyClick(w.focusWidget() or w, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier)
    assert not w.round.paused


def test_auto_pause_can_be_turned_off_and_stays_off(qtbot, window, clock, tmp_path):
    w = window
    start(qtbot, w, timer_seconds=180)
    w.act_auto_pause.trigger()
    assert not w.act_auto_pause.isChecked() and app_settings().value("view/auto_pause") == "false"
    _app_state(Qt.ApplicationState.ApplicationInactive)
    assert w.round.is_running
    w.round.end()
    w2 = MainWindow(clock=clock, history_file=tmp_path / "history2.db", seed=1)
    qtbot.addWidget(w2)
    assert not w2.act_auto_pause.isChecked()
    app_settings().setValue("view/auto_pause", "true")


def test_no_auto_pause_after_the_round(qtbot, window, clock):
    w = window
    start(qtbot, w, timer_seconds=180)
    w.end_round()
    _app_state(Qt.ApplicationState.ApplicationInactive)
    assert not w.board_view.is_hidden and w.round.is_over


def test_declining_a_new_game_keeps_a_paused_round_paused(qtbot, window, clock, monkeypatch):
    """Ctrl+R on a paused round, answered No, must not start the clock behind the hidden board."""
    w = window
    start(qtbot, w, timer_seconds=180)
    _app_state(Qt.ApplicationState.ApplicationInactive)
    _app_state(Qt.ApplicationState.ApplicationActive)
    assert w.round.paused and w.board_view.is_hidden
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.No)
    qtbot.keyClick(w.focusWidget() or w, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    assert w.round.paused and w.board_view.is_hidden
    clock.now += 100
    assert w.round.time_left == pytest.approx(180)


def test_new_game_words_every_timer_kind_in_the_tables_order():
    from boggle_gui.round.new_game import TIMER_TEXT
    from core.play.game import TIMER_KINDS
    assert list(TIMER_TEXT) == list(TIMER_KINDS)
