"""Bad input: clear messages, nothing lost, the app keeps running."""
from __future__ import annotations

import sqlite3

import pytest
from PySide6.QtCore import Qt

from boggle_gui.round.main_window import MainWindow
from boggle_gui.round.new_game import add_wordlist_file, ask_add_wordlist
from boggle_gui.tools import TOOLS, Tool
from boggle_gui.tools.base import ToolWindow
from core.engine.wordlist import WordListError, user_wordlist_dir
from core.play import GameOptions
from core.play.game import Verdict
from core.play.history import History

BOARD = "serspatglinesers"


@pytest.fixture
def window(qtbot, tmp_path, warnings):
    w = MainWindow(history_file=tmp_path / "h.db", seed=3)
    qtbot.addWidget(w)
    w.show()
    return w


def play(qtbot, w, board=BOARD, **opts):
    assert w.new_game(GameOptions(**opts), board=board)
    qtbot.waitUntil(lambda: w.round is not None and w.round.board == board and w.round.solution is not None,
                    timeout=20000)


def test_unknown_letters_in_solve_a_board(qtbot, window, warnings):
    window.show_solved_board("")
    sw = window.solve_window
    qtbot.addWidget(sw)
    sw.entry.setText("ser7 patg line sers")
    qtbot.keyClick(sw.entry, Qt.Key.Key_Return)
    assert sw.error.isVisible() and "the character '7' at position 4" in sw.error.text()
    assert sw.solution is None
    sw.entry.setText("serspatglinese")           # 14 letters: no board size
    sw.solve_entered()
    assert "14 cells" in sw.error.text()
    # Still running: a good board (typed with spaces and a spelled-out Qu) solves.
    sw.entry.setText("QUEE NSLA TGSI NETER")      # spelled-out Qu: 16 cells
    sw.solve_entered()
    qtbot.waitUntil(lambda: sw.solution is not None, timeout=20000)
    assert not sw.error.isVisible() and sw.board == "qeenslatgsineter"
    assert sw.solution.board == sw.board and len(sw.reveal.words_shown()) == len(sw.solution.words) > 0
    # Clicking a tile lists the words through it.
    sw.board_view.select_cell(0)
    assert all(0 in x.path for x in map({f.word: f for f in sw.solution.words}.get, sw.reveal.words_shown()))
    assert warnings == []


def test_bad_board_for_a_round_is_refused(qtbot, window, warnings):
    assert not window.new_game(GameOptions(), board="abc!")
    assert warnings and "has the character '!'" in warnings[-1]
    assert window.round is None
    play(qtbot, window)                      # and the app still plays


def test_unreadable_word_list(qtbot, window, warnings, tmp_path):
    binary = tmp_path / "binary.txt"
    binary.write_bytes(bytes(range(256)) * 40)
    assert window.new_game(GameOptions(wordlist=str(binary)))
    qtbot.waitUntil(lambda: bool(warnings), timeout=20000)
    assert "Cannot load word list" in warnings[-1] and "binary.txt" in warnings[-1]
    assert window.round is None
    missing = tmp_path / "nope.txt"
    window.new_game(GameOptions(wordlist=str(missing)))
    qtbot.waitUntil(lambda: len(warnings) == 2, timeout=20000)
    assert "nope.txt” is not there" in warnings[-1]
    # "Add word list…" refuses it too and copies nothing.
    before = set(user_wordlist_dir().glob("*.txt")) if user_wordlist_dir().exists() else set()
    assert ask_add_wordlist(window, str(binary)) is None
    assert "Cannot add word list" in warnings[-1]
    after = set(user_wordlist_dir().glob("*.txt")) if user_wordlist_dir().exists() else set()
    assert after == before
    # The game goes on with a good list.
    play(qtbot, window)
    assert window.submit_word("spat").verdict is Verdict.OK


def test_add_word_list_copies_into_user_folder(qtbot, window, write_wordlist):
    path = write_wordlist(["spat", "lines", "tap"], name="tiny_game_list.txt")
    name = add_wordlist_file(path)
    assert name == "tiny_game_list"
    assert (user_wordlist_dir() / "tiny_game_list.txt").read_text() == path.read_text()
    play(qtbot, window, wordlist=name)
    assert window.submit_word("lines").verdict is Verdict.OK
    assert window.submit_word("pats").verdict is Verdict.NOT_IN_LIST    # only the small list counts
    assert len(window.round.solution.words) == 3
    clash = path.parent / "clash"
    clash.mkdir()
    (clash / "tiny_game_list.txt").write_text("different\nwords\n")
    with pytest.raises(WordListError, match="already exists"):
        add_wordlist_file(clash / "tiny_game_list.txt")
    (user_wordlist_dir() / "tiny_game_list.txt").unlink()


def test_a_list_named_like_a_bundled_one_is_refused_not_hidden(qtbot, window, tmp_path):
    """Added as scowl70.txt, a user's list was copied into the folder and then never used: the name
    always meant the bundled list."""
    mine = tmp_path / "scowl70.txt"
    mine.write_text("spat\nlines\n")
    with pytest.raises(WordListError, match="A bundled word list is called “scowl70”"):
        add_wordlist_file(mine)
    assert not (user_wordlist_dir() / "scowl70.txt").exists()


def test_locked_database_loses_nothing(qtbot, tmp_path, warnings):
    db = tmp_path / "h.db"
    w = MainWindow(history_file=db, seed=3)
    w.history._timeout = 0.05  # noqa: SLF001 - fail fast instead of waiting for the lock
    w.history._conn.execute("PRAGMA busy_timeout = 50")  # noqa: SLF001
    qtbot.addWidget(w)
    w.show()
    play(qtbot, w)
    assert w.submit_word("spat").verdict is Verdict.OK
    blocker = sqlite3.connect(db, isolation_level=None)
    blocker.execute("BEGIN EXCLUSIVE")
    try:
        assert w.submit_word("lines").verdict is Verdict.OK        # the game goes on
        assert any("locked" in m for m in warnings)
        assert "locked" in w.statusBar().currentMessage()
        assert w.submit_word("tap").verdict is Verdict.OK
        assert len(warnings) == 1                                   # told once, not at every word
    finally:
        blocker.execute("ROLLBACK")
        blocker.close()
    assert w.submit_word("pal").verdict is Verdict.OK             # the next save writes everything
    w.end_round()
    w.close()
    with History(db) as h:
        rec = h.get_round(w.round.round_id)
        assert {x[0] for x in rec.words} == {"spat", "lines", "tap", "pal"} and rec.status == "finished"


def test_damaged_database_is_reported_kept_and_game_plays(qtbot, tmp_path, warnings):
    db = tmp_path / "h.db"
    junk = b"SQLite format 3\x00" + b"\x13" * 5000
    db.write_bytes(junk)
    w = MainWindow(history_file=db, seed=3)
    qtbot.addWidget(w)
    w.show()
    assert w.history is None and "damaged" in w.history_error
    play(qtbot, w)
    assert w.submit_word("spat").verdict is Verdict.OK
    w.end_round()
    assert w.side.currentWidget() is w.reveal_panel
    from boggle_gui.history.history_dialog import HistoryDialog  # opens with the message instead of crashing
    dialog = HistoryDialog(w.history, w.history_error, w)
    qtbot.addWidget(dialog)
    assert "damaged" in dialog.message.text()
    w.close()
    assert db.read_bytes() == junk


def test_newer_database_is_not_touched(qtbot, tmp_path, warnings):
    db = tmp_path / "h.db"
    conn = sqlite3.connect(db)
    conn.execute("PRAGMA user_version = 99")
    conn.commit()
    conn.close()
    before = db.read_bytes()
    w = MainWindow(history_file=db)
    qtbot.addWidget(w)
    assert w.history is None and "newer version" in w.history_error
    w.close()
    assert db.read_bytes() == before


class FakeTool(ToolWindow):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.closed = False

    def closeEvent(self, event):  # noqa: N802
        type(self).closed_count += 1
        super().closeEvent(event)

    closed_count = 0


def test_tools_menu_opens_tools_and_reports_missing_ones(qtbot, window, warnings, monkeypatch):
    def missing_tool():
        from boggle_gui import no_such_tool_module  # noqa: F401
    monkeypatch.setitem(TOOLS, "fake", Tool("&Fake tool…", None, lambda: FakeTool))
    monkeypatch.setitem(TOOLS, "missing", Tool("&Missing tool…", None, missing_tool))
    tool = window.open_tool("fake")
    assert isinstance(tool, FakeTool) and tool.isVisible()
    assert window.open_tool("fake") is tool      # kept, not rebuilt
    tool.open_board_requested.emit("qeenslatgsineter", None)
    sw = window.solve_window
    qtbot.addWidget(sw)
    qtbot.waitUntil(lambda: sw.solution is not None, timeout=20000)
    assert sw.isVisible() and sw.board == "qeenslatgsineter" and "QUEEN" in [x.upper() for x in
                                                                              sw.reveal.words_shown()]
    assert window.open_tool("missing") is None
    assert "Tool not available" in warnings[-1] and "Missing tool is not available" in warnings[-1]
    assert "no_such_tool_module" in warnings[-1]
    window.close()
    assert FakeTool.closed_count == 1


def test_tools_menu_actions_exist(window):
    texts = [a.text() for a in window.menuBar().actions()]
    tools = next(a.menu() for a in window.menuBar().actions() if a.text() == "&Tools")
    assert [a.text() for a in tools.actions()] == ["&Annealing lab…", "&Break board classes…", "&Statistics…",
                                                "Score a &table game…"]
    assert "&Game" in texts

