"""A whole round through the window: typing, tracing, feedback, score, reveal, history."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QMessageBox

from boggle_gui.round.main_window import MainWindow
from core.engine.solver import Solver
from core.engine.wordlist import load_wordlist
from core.play import GameOptions
from core.play.game import Verdict
from core.play.history import History
from tests.gui.helpers import FakeClock

BOARD = "serspatglinesers"   # S E R S / P A T G / L I N E / S E R S


@pytest.fixture
def clock():
    return FakeClock()


@pytest.fixture
def make_window(qtbot, tmp_path, clock, monkeypatch):
    warnings = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: warnings.append(a[2]))
    # No modal dialog may block a test (tests that care patch it again).
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)

    def make(db=None):
        w = MainWindow(clock=clock, history_file=db or tmp_path / "history.db", seed=1)
        w.warnings = warnings
        qtbot.addWidget(w)
        w.resize(1000, 650)
        w.show()
        return w
    return make


def start(qtbot, w, board=BOARD, **opts):
    w.new_game(GameOptions(**opts), board=board)
    qtbot.waitUntil(lambda: w.round is not None and w.round.solution is not None, timeout=20000)


def centre(view, cell) -> QPoint:
    return view.cell_rect(cell).center().toPoint()


def type_word(qtbot, w, word):
    entry = w.play_panel.entry
    entry.setFocus()
    qtbot.keyClicks(entry, word)
    highlighted = w.board_view._highlight  # noqa: SLF001 - what the player sees while typing
    qtbot.keyClick(entry, Qt.Key.Key_Return)
    return highlighted, w.play_panel.last_submission


def test_play_whole_round(qtbot, make_window, clock, monkeypatch, tmp_path, default_wordlist):
    w = make_window()
    start(qtbot, w, timer_seconds=180)
    assert w.play_panel.clock.text() == "3:00"
    geom = w.round.geometry

    # Typing highlights the path as you go, then each verdict is distinct.
    highlighted, sub = type_word(qtbot, w, "spat")
    assert [w.round.board[c] for c in highlighted] == list("spat")
    assert sub.verdict is Verdict.OK and sub.points == 1
    assert w.play_panel.feedback.text() == "SPAT  +1" and w.play_panel.feedback.property("verdict") == "new"
    _, sub = type_word(qtbot, w, "spat")
    assert sub.verdict is Verdict.REPEATED and w.play_panel.feedback.property("verdict") == "repeat"
    _, sub = type_word(qtbot, w, "zebra")
    assert sub.verdict is Verdict.NOT_ON_BOARD and "not on the board" in w.play_panel.feedback.text()
    _, sub = type_word(qtbot, w, "paits")
    assert sub.verdict is Verdict.NOT_IN_LIST and "not in the word list" in w.play_panel.feedback.text()
    _, sub = type_word(qtbot, w, "at")
    assert sub.verdict is Verdict.TOO_SHORT and w.play_panel.feedback.property("verdict") == "bad"

    # Trace by dragging: L I N E S (cells 8, 9, 10, 11, 15).
    view = w.board_view
    path = (8, 9, 10, 11, 15)
    assert all(geom.are_adjacent(a, b) for a, b in zip(path, path[1:]))
    qtbot.mousePress(view, Qt.MouseButton.LeftButton, pos=centre(view, path[0]))
    for c in path[1:]:
        qtbot.mouseMove(view, centre(view, c))
    assert view.trace == path
    assert w.play_panel.entry.text() == "lines"
    qtbot.mouseRelease(view, Qt.MouseButton.LeftButton, pos=centre(view, path[-1]))
    sub = w.play_panel.last_submission
    assert sub.word == "lines" and sub.verdict is Verdict.OK and sub.points == 2 and sub.path == path

    # Trace click by click (T A P), a click on the last tile submits.
    clock.now += 30
    for c in (6, 5, 4):
        qtbot.mouseClick(view, Qt.MouseButton.LeftButton, pos=centre(view, c))
    assert view.trace == (6, 5, 4)
    qtbot.mouseClick(view, Qt.MouseButton.LeftButton, pos=centre(view, 4))
    sub = w.play_panel.last_submission
    assert sub.word == "tap" and sub.verdict is Verdict.OK

    # Keyboard tracing on the board: arrows move, Space adds, Enter submits (P A L: cells 4, 5, 8).
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Down)        # the cursor appears on cell 0
    for key in (Qt.Key.Key_Down, Qt.Key.Key_Space, Qt.Key.Key_Right, Qt.Key.Key_Space, Qt.Key.Key_Down,
                Qt.Key.Key_Left, Qt.Key.Key_Space):
        qtbot.keyClick(view, key)
    assert view.trace == (4, 5, 8)
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert w.play_panel.last_submission.word == "pal"
    assert w.play_panel.last_submission.verdict is Verdict.OK

    expected_score = sum(e.points for e in w.round.found)
    assert expected_score == 1 + 2 + 1 + 1
    assert w.play_panel.score.text() == str(expected_score)
    sol = w.round.solution
    assert w.play_panel.progress.text() == (f"Found {len(w.round.found)} of {len(sol.words)} words · "
                                            f"{expected_score} of {sol.score} points")
    qtbot.waitUntil(lambda: w.play_panel.clock.text() == "2:30", timeout=2000)   # the tick shows the clock

    # Words are saved as they are found (before the round ends).
    with History(tmp_path / "history.db") as h:
        live = h.get_round(w.round.round_id)
        assert live.status == "playing" and {x[0] for x in live.words} == w.round.found_words

    # Pause hides the board and stops the clock.
    qtbot.keyClick(w, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier)
    assert w.round.paused and view.is_hidden
    clock.now += 1000
    qtbot.keyClick(w, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier)
    assert not view.is_hidden
    w._on_tick()  # noqa: SLF001
    assert w.play_panel.clock.text() == "2:30"

    # The clock ends the round: reveal every word.
    clock.now += 151
    qtbot.waitUntil(lambda: w.side.currentWidget() is w.reveal_panel, timeout=3000)
    revealed = w.reveal_panel.words_shown()
    reference = Solver(load_wordlist(None), "standard").solve(BOARD)
    assert sorted(revealed) == sorted(x.word for x in reference.words)
    assert len(revealed) == len(reference.words)
    marks = {w.reveal_panel.tree.topLevelItem(i).text(0).lower(): w.reveal_panel.tree.topLevelItem(i).text(3)
             for i in range(w.reveal_panel.tree.topLevelItemCount())}
    assert all(marks[x] == "✓ found" for x in w.round.found_words)
    assert sum(m == "missed" for m in marks.values()) == len(reference.words) - len(w.round.found)
    assert f"{expected_score} points" in w.reveal_panel.summary.text()

    # Sorting: by points (default), then by length, then alphabetically.
    points = [x.points for x in map(_fw(w), revealed)]
    assert points == sorted(points, reverse=True)
    w.reveal_panel.sort_box.setCurrentText("Alphabet")
    assert w.reveal_panel.words_shown() == sorted(revealed)

    # Selecting a word draws its path; selecting a tile lists the words through it.
    tree = w.reveal_panel.tree
    tree.setCurrentItem(tree.topLevelItem(3))
    chosen = tree.topLevelItem(3).data(0, Qt.ItemDataRole.UserRole)
    assert view._highlight == chosen.path  # noqa: SLF001
    qtbot.mouseClick(view, Qt.MouseButton.LeftButton, pos=centre(view, 5))
    through = w.reveal_panel.words_shown()
    assert through and sorted(through) == sorted(x.word for x in reference.words_through(5))

    # The round is in the history database, finished, with its maximum.
    with History(tmp_path / "history.db") as h:
        rec = h.get_round(w.round.round_id)
        assert rec.status == "finished" and rec.score == expected_score and rec.board == BOARD
        assert rec.max_score == reference.score and rec.max_words == len(reference.words)
        assert {x[0] for x in rec.words} == w.round.found_words
        assert [r.round_id for r in h.high_scores(rec.kind)] == [rec.round_id]
        assert rec.setup == w.round.setup and rec.kind.timer_seconds == 180
    assert w.reveal_panel.high_score.isVisible() and "New high score" in w.reveal_panel.high_score.text()
    assert w.warnings == []


def _fw(w):
    by_word = {x.word: x for x in w.round.solution.words}
    return by_word.__getitem__


def test_end_round_shortcut_and_untimed(qtbot, make_window):
    w = make_window()
    start(qtbot, w, timer_seconds=None, min_length=4)
    assert w.play_panel.clock.text() == "∞"
    _, sub = type_word(qtbot, w, "spat")
    assert sub.verdict is Verdict.OK
    _, sub = type_word(qtbot, w, "tap")
    assert sub.verdict is Verdict.TOO_SHORT            # the override applies
    qtbot.keyClick(w, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    assert w.round.is_over and w.side.currentWidget() is w.reveal_panel
    assert all(len(x) >= 4 for x in w.reveal_panel.words_shown())


def test_close_mid_round_asks_and_keeps_the_round(qtbot, make_window, monkeypatch, tmp_path):
    w = make_window()
    start(qtbot, w, timer_seconds=180)
    type_word(qtbot, w, "spat")
    type_word(qtbot, w, "lines")
    answers = [QMessageBox.StandardButton.No]
    asked = []

    def question(*args, **kwargs):
        asked.append(args[1])
        return answers.pop(0)
    monkeypatch.setattr(QMessageBox, "question", question)
    assert not w.close()                      # "No": stays open, round still running
    assert asked == ["Quit mid-round?"] and w.isVisible() and w.round.is_running
    answers.append(QMessageBox.StandardButton.Yes)
    assert w.close()
    round_id = w.round.round_id

    # Next start offers to resume it: words, score and clock come back.
    answers.append(QMessageBox.StandardButton.Yes)
    w2 = make_window()
    assert w2.offer_resume()
    assert w2.round.round_id == round_id
    assert w2.round.found_words == {"spat", "lines"} and w2.play_panel.score.text() == "3"
    assert w2.play_panel.found_list.count() == 2
    w2.end_round()
    with History(tmp_path / "history.db") as h:
        assert h.get_round(round_id).status == "finished"
        assert h.unfinished_rounds() == []


def test_shortcuts_cover_every_menu_action(qtbot, make_window):
    w = make_window()
    missing = [a.text() for m in w.menuBar().actions() for a in m.menu().actions()
               if not a.isSeparator() and a.menu() is None and a.shortcut().isEmpty() and a.text() != "&About"]
    assert missing == []
    keys = [a.shortcut().toString() for a in w.actions() if not a.shortcut().isEmpty()]
    assert len(keys) == len(set(keys)), "duplicate shortcuts"


def test_dark_appearance_toggles_and_persists(qtbot, make_window, tmp_path):
    from PySide6.QtWidgets import QApplication
    w = make_window()
    start(qtbot, w)
    light_window = QApplication.palette().window().color().lightness()
    qtbot.keyClick(w, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    assert w.dark and QApplication.palette().window().color().lightness() < light_window
    assert w.settings.value("view/dark") == "true"
    img = w.board_view.grab().toImage()
    assert img.width() > 100
    qtbot.keyClick(w, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    assert not w.dark
    w.round.end()


def test_typing_on_the_board_goes_to_the_entry_and_escape_clears(qtbot, make_window):
    w = make_window()
    start(qtbot, w)
    view = w.board_view
    qtbot.mouseClick(view, Qt.MouseButton.LeftButton, pos=centre(view, 0))     # trace S: focus on the board
    entry = w.play_panel.entry
    assert view.hasFocus() and view.trace == (0,) and entry.text() == "s"
    qtbot.keyClicks(view, "pa")                        # typing continues the word in the entry
    assert entry.text() == "spa" and entry.hasFocus()
    assert [w.round.board[c] for c in view._highlight] == list("spa")  # noqa: SLF001
    qtbot.keyClick(entry, Qt.Key.Key_Escape)
    assert entry.text() == "" and view._highlight == ()  # noqa: SLF001
    qtbot.keyClicks(entry, "xyz")
    assert entry.property("state") == "bad"             # not on the board: the entry says so at once
    w.round.end()
