"""Play together: two game windows play a round against each other over 127.0.0.1.

One window hosts (this machine only: nothing is advertised, discovery is off), the
other joins by typing the host's address; both players type words into the focused
entry and press Enter like people, the host's clock ends the round, and both windows
show the same results table under the classic rule.
"""
from __future__ import annotations

import os
import socket
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from boggle_gui.network import dialogs as network_dialogs
from boggle_gui.network.dialogs import HostDialog, HostSettings, JoinDialog, parse_address
from boggle_gui.network.round_window import NetworkRoundWindow
from boggle_gui.round.main_window import MainWindow
from core.engine import Solver, load_wordlist
from core.engine.board import cell_label
from core.engine.language import get_language
from core.engine.wordlist import DEFAULT_WORDLIST
from core.net.discovery import HostInfo
from core.net.protocol import PROTOCOL_VERSION
from core.play.game import word_length
from tests.gui.test_languages_gui import choose_language, type_text

ROUND_SECONDS = 10
#: Where the German round's screenshot goes when BOGGLE_SCREENSHOTS=1 (docs/screenshots/network-join-de.png).
SCREENSHOTS = Path(__file__).resolve().parents[2] / "docs" / "screenshots"


@pytest.fixture(autouse=True)
def no_multicast(monkeypatch):
    """Multicast only inside a network namespace: these windows never advertise or browse."""
    monkeypatch.setattr(network_dialogs, "DISCOVERY_ENABLED", False)
    from boggle_gui.network import jobs as network_jobs

    def refuse(*_a, **_k):
        raise AssertionError("a GUI test tried to advertise on the real network")
    monkeypatch.setattr(network_jobs, "Advertiser", refuse)


@pytest.fixture(autouse=True)
def close_without_asking(monkeypatch):
    """Windows close at the end of each test without the host's question (its own test answers it)."""
    asked = []

    def answer_yes(win):
        asked.append(win.others_playing())
        return True
    monkeypatch.setattr(NetworkRoundWindow, "ask_to_end_round", answer_yes, raising=False)
    return asked


@pytest.fixture
def make_main(main_windows):
    return main_windows


def host_round(qtbot, main: MainWindow, seconds: int = ROUND_SECONDS) -> NetworkRoundWindow:
    settings = HostSettings(name="Ann", wordlist=DEFAULT_WORDLIST, dice_key="new", rule="classic", seconds=seconds,
                            port=0, lan=False)
    win = main.open_network_play("host", settings=settings)
    qtbot.waitUntil(lambda: bool(win.join_address) and win.session is not None and win.round_state == "waiting",
                    timeout=30_000)
    return win


def join_round(qtbot, main: MainWindow, host: NetworkRoundWindow, name: str = "Bob",
               wordlist: str = DEFAULT_WORDLIST, proxy_url: str | None = None) -> NetworkRoundWindow:
    url = proxy_url or parse_address(host.join_address)
    win = main.open_network_play("join", url=url, name=name, wordlist=wordlist)
    qtbot.waitUntil(lambda: win.session is not None and win.round_state == "waiting", timeout=30_000)
    return win


def record_notices(monkeypatch, win: NetworkRoundWindow) -> list[str]:
    """Every notice the window shows from now on, in order (and still shown)."""
    notices: list[str] = []
    shown = win.set_notice
    monkeypatch.setattr(win, "set_notice", lambda text, style="": (notices.append(text), shown(text, style)))
    return notices


def start_and_pick_words(qtbot, host: NetworkRoundWindow, win: NetworkRoundWindow, count: int = 3) -> list[str]:
    """Press Start round in the host's window; ``count`` words of the board by the host's list."""
    qtbot.mouseClick(host.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: win.round_state == "running" and bool(win.board), timeout=10_000)
    words = sorted({w.word for w in Solver(load_wordlist(), win.setup.rules_value).solve(win.board).words
                    if word_length(w.word) >= win.setup.min_length})[:count]
    assert len(words) == count, f"board {win.board} has too few words for the test"
    return words


def type_words(qtbot, win: NetworkRoundWindow, words) -> None:
    """Bring the window forward, and type each word into whatever has focus, then Enter."""
    win.activateWindow()
    win.raise_()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is win.entry, timeout=5_000)
    for word in words:
        qtbot.keyClicks(QApplication.focusWidget(), word)
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)


def test_two_windows_play_a_round_and_see_the_same_results(qtbot, make_main):
    ann_main, bob_main = make_main(), make_main()
    ann = host_round(qtbot, ann_main)
    assert ann.join_address.startswith("127.0.0.1:")
    assert ann.address_label.text().endswith(ann.join_address)
    assert not ann.entry.isEnabled()          # nothing to type until the round starts
    bob = join_round(qtbot, bob_main, ann)
    qtbot.waitUntil(lambda: {p["name"] for p in ann.players} == {"Ann", "Bob"}, timeout=10_000)
    assert not bob.start_button.isVisible() and ann.start_button.isEnabled()

    qtbot.mouseClick(ann.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: ann.round_state == bob.round_state == "running" and bool(ann.board and bob.board),
                    timeout=10_000)
    assert ann.board == bob.board
    assert ann.entry.isEnabled() and bob.entry.isEnabled()

    # Words of this board by the host's list: one both play, one each, and one that is not on it.
    wl = load_wordlist()
    solver = Solver(wl, ann.setup.rules_value)
    words = sorted({w.word for w in solver.solve(ann.board).words if word_length(w.word) >= ann.setup.min_length},
                   key=lambda w: (-len(w), w))
    assert len(words) >= 3, f"board {ann.board} has too few words for the test"
    shared, ann_only, bob_only = words[0], words[1], words[2]
    type_words(qtbot, ann, [shared, ann_only])
    type_words(qtbot, bob, [bob_only, shared, "qqzz"])
    qtbot.waitUntil(lambda: ann.words_shown() == {shared: "ok", ann_only: "ok"}, timeout=10_000)
    qtbot.waitUntil(lambda: bob.words_shown() == {bob_only: "ok", shared: "ok", "qqzz": "not_on_board"},
                    timeout=10_000)
    qtbot.waitUntil(lambda: {p["name"]: p["words"] for p in bob.players} == {"Ann": 2, "Bob": 3}, timeout=10_000)
    # The clock ticks locally between the host's messages and ends the round for everyone.
    assert 0 < ann.deadline - ann.clock() <= ROUND_SECONDS
    with qtbot.waitSignals([ann.results_shown, bob.results_shown], timeout=(ROUND_SECONDS + 10) * 1000):
        pass
    assert not ann.entry.isEnabled() and not bob.entry.isEnabled()

    points = ann.setup.rules_value.points_for
    expected = sorted([("Ann", points(word_length(ann_only)), [ann_only], [shared]),
                       ("Bob", points(word_length(bob_only)), [bob_only], [shared])],
                      key=lambda row: (-row[1], row[0]))
    assert ann.results_rows() == bob.results_rows() == expected
    assert ann.result.rule == "classic"
    for win in (ann, bob):
        table = win.results_table
        rows = {table.item(r, 0).text().removesuffix(" (you)"): r for r in range(table.rowCount())}
        assert table.item(rows["Bob"], 2).text() == bob_only.upper()
        assert table.item(rows["Bob"], 3).text() == shared.upper() and table.item(rows["Bob"], 3).font().strikeOut()
        assert "QQZZ (not on the board)" in table.item(rows["Bob"], 4).text()
        reveal = {win.reveal_tree.topLevelItem(i).text(0).lower(): win.reveal_tree.topLevelItem(i).text(2)
                  for i in range(win.reveal_tree.topLevelItemCount())}
        assert set(reveal) == set(words)
        assert reveal[shared] == "Ann, Bob" and reveal[ann_only] == "Ann" and reveal[bob_only] == "Bob"
    assert ann.side.currentIndex() == bob.side.currentIndex() == 1

    # The round reached both players' History as it ended: every player's words and scores.
    for main, win in ((ann_main, ann), (bob_main, bob)):
        [stored] = main.history.group_rounds()
        assert sorted(stored.players) == sorted((name, score) for name, score, _u, _s in expected)
        assert stored.round_id == win.saved_round and not win.save_button.isEnabled()

    # The host starts the next round: a new board, everyone's words cleared; the last round stays in History.
    qtbot.mouseClick(ann.next_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: ann.round_state == bob.round_state == "running" and bob.round_id == 2,
                    timeout=10_000)
    assert bob.words_shown() == {} and bob.side.currentIndex() == 0
    assert len(bob_main.history.group_rounds()) == len(ann_main.history.group_rounds()) == 1


def test_a_joiner_whose_list_differs_is_told_the_hosts_list_decides(qtbot, make_main, write_wordlist):
    ann = host_round(qtbot, make_main())
    own = write_wordlist(["tea", "tee", "ten", "net", "stone", "notes"], name="my-own.txt")
    bob = join_round(qtbot, make_main(), ann, wordlist=str(own))
    qtbot.waitUntil(lambda: bob.list_mismatch, timeout=10_000)
    assert "differs from the host's" in bob.notice.text() and "the host's list decides" in bob.notice.text()
    assert not ann.list_mismatch


def test_closing_the_host_window_stops_the_server_and_frees_the_port(qtbot, make_main):
    ann_main = make_main()
    ann = host_round(qtbot, ann_main)
    bob = join_round(qtbot, make_main(), ann)
    port = ann.host.port
    server = ann.host
    ann_main.close()                   # the game window closes its network window too
    assert not server.running
    with socket.socket() as probe:     # the port is free again
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        probe.bind(("127.0.0.1", port))
    qtbot.waitUntil(lambda: bob.session is None, timeout=10_000)
    assert "host stopped" in bob.notice.text()
    assert not bob.entry.isEnabled()


# -- the reconnect path ------------------------------------------------------------------------------
def test_a_dropped_joiner_is_told_reconnects_and_keeps_its_words(qtbot, make_main, monkeypatch):
    ann = host_round(qtbot, make_main(), seconds=60)
    bob = join_round(qtbot, make_main(), ann)
    notices = record_notices(monkeypatch, bob)
    words = start_and_pick_words(qtbot, ann, bob)
    type_words(qtbot, bob, words[:2])
    qtbot.waitUntil(lambda: bob.words_shown() == dict.fromkeys(words[:2], "ok"), timeout=10_000)
    notices.clear()

    assert ann.host.call(ann.host.host.cut_off, "Bob")      # the network fails under Bob's connection
    qtbot.waitUntil(lambda: any(n.startswith("Rejoined") for n in notices), timeout=15_000)
    lost = next(i for i, n in enumerate(notices) if n.startswith("Connection to the host lost"))
    rejoined = next(i for i, n in enumerate(notices) if n.startswith("Rejoined"))
    assert lost < rejoined
    assert "the connection was lost" in notices[lost] and "reconnecting, try 1" in notices[lost]
    assert notices[rejoined] == "Rejoined the round as Bob; words of yours the host has: 2."
    assert bob.notice.text() == notices[rejoined]
    # The words and their verdicts came back with the welcome; the round goes on.
    assert bob.words_shown() == dict.fromkeys(words[:2], "ok") and bob.entry.isEnabled()
    assert bob.score_label.text() == str(sum(bob.setup.rules_value.points_for(word_length(w)) for w in words[:2]))
    type_words(qtbot, bob, [words[2]])
    qtbot.waitUntil(lambda: bob.words_shown() == dict.fromkeys(words, "ok"), timeout=10_000)
    qtbot.waitUntil(lambda: {p["name"]: (p["words"], p["connected"]) for p in ann.players} ==
                    {"Ann": (0, True), "Bob": (3, True)}, timeout=10_000)


# -- other languages ---------------------------------------------------------------------------------
GERMAN_BOARD = "sswofgeehhmlräsn"


def test_a_german_round_shows_umlaut_tiles_and_takes_umlaut_words(qtbot, make_main, tmp_path):
    settings = HostSettings(name="Ann", wordlist="de-wngerman", dice_key="de-freq", language="de", rule="classic",
                            seconds=60, port=0, lan=False)
    ann = make_main().open_network_play("host", settings=settings)
    qtbot.waitUntil(lambda: ann.session is not None and ann.round_state == "waiting", timeout=30_000)
    assert "GERMAN" in ann.title.text() and ann.wordlist.language == "de"
    bob = join_round(qtbot, make_main(), ann, wordlist="de-wngerman")
    assert bob.language == "de" and "German" in bob.rule_label.text()
    assert ann.host.start_round(GERMAN_BOARD) == GERMAN_BOARD
    qtbot.waitUntil(lambda: bob.round_state == "running" and bob.board == GERMAN_BOARD, timeout=10_000)
    assert bob.board_view.board == GERMAN_BOARD and "GERMAN" in bob.title.text()
    bob.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is bob.entry, timeout=5_000)
    for word in ("mähe", "HÄME", "mahe"):
        type_text(qtbot, QApplication.focusWidget(), word)
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: bob.words_shown() == {"mähe": "ok", "häme": "ok", "mahe": "not_on_board"},
                    timeout=10_000)
    texts = {bob.words_tree.topLevelItem(i).text(0) for i in range(bob.words_tree.topLevelItemCount())}
    assert texts == {"MÄHE", "HÄME", "MAHE"}
    assert [cell_label(bob.board_view.board, c, bob.language) for c in range(12, 16)] == ["R", "Ä", "S", "N"]
    bob.resize(1000, 640)
    qtbot.wait(200)
    folder = SCREENSHOTS if os.environ.get("BOGGLE_SCREENSHOTS") == "1" else tmp_path
    assert bob.grab().save(str(folder / "network-join-de.png"))


def test_host_dialog_offers_the_chosen_languages_lists_and_dice(qtbot):
    dialog = HostDialog(name="Ann", wordlist=DEFAULT_WORDLIST, dice_key="new")
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.language.currentData() == "en"
    assert [dialog.dice.itemData(i) for i in range(dialog.dice.count())] == ["new", "classic", "big", "superbig"]
    choose_language(qtbot, dialog.language, "German")
    assert dialog.language.currentData() == "de"
    assert [dialog.dice.itemData(i) for i in range(dialog.dice.count())] == list(get_language("de").dice_sets)
    lists = [dialog.wordlist.itemData(i) for i in range(dialog.wordlist.count())]
    assert lists[0] == "de-wngerman" and "scowl70" not in lists
    settings = dialog.settings()
    german_dice = get_language("de").dice_sets[0]
    assert (settings.language, settings.wordlist, settings.dice_key) == ("de", "de-wngerman", german_dice)
    # Opened in a language, it starts there (the game's language).
    spanish = HostDialog(name="Ann", language="es")
    qtbot.addWidget(spanish)
    assert spanish.settings().language == "es" and spanish.settings().dice_key == get_language("es").dice_sets[0]


def test_join_list_names_the_rounds_language_and_offers_its_lists(qtbot):
    dialog = JoinDialog(name="Bob", wordlist=DEFAULT_WORDLIST)
    qtbot.addWidget(dialog)
    german = HostInfo("Ann._boggle._tcp.local.", "127.0.0.1", 8765, protocol_version=PROTOCOL_VERSION,
                      host_name="Ann", size="4x4", language="de", wordlist="de-wngerman", players=1, state="waiting")
    dialog.set_hosts([german])
    assert "4x4 de-wngerman (German)" in dialog.found.item(0).text()
    assert dialog.wordlist.currentData() == DEFAULT_WORDLIST
    dialog.found.setCurrentRow(0)
    assert dialog.address.text() == "127.0.0.1:8765"
    assert dialog.wordlist.currentData() == "de-wngerman"     # your list checks words in the round's language


# -- finding the round on the network: only inside a private network namespace --------------------
def test_join_dialog_lists_a_round_hosted_on_the_network(tmp_path):
    """The app's own advertising and browsing, in a subprocess inside a loopback-only namespace."""
    import json
    import os
    import subprocess

    from tests.core.test_discovery import NAMESPACE_SETUP, REPO, _namespace_command

    cmd = _namespace_command()
    if isinstance(cmd, str):
        pytest.skip(f"discovery in the app skipped: {cmd}")
    entry = "from tests.gui.test_network_play import _ns_main; _ns_main()"
    script = f"{NAMESPACE_SETUP} && exec {sys.executable} -c '{entry}' {tmp_path}"
    env = dict(os.environ, PYTHONPATH=str(REPO), QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([*cmd, script], capture_output=True, text=True, timeout=120, cwd=REPO, env=env)
    assert done.returncode == 0, f"{done.stdout}\n{done.stderr}"
    report = json.loads(done.stdout.strip().splitlines()[-1])
    assert report["picked"] == report["address"]
    assert "Ann" in report["first"] and "1 player" in report["first"] and "waiting" in report["first"]
    assert "2 players" in report["after_join"]
    assert report["after_close"] == []


def _ns_main() -> None:
    """Inside the namespace: host from one game window on the network, find it from another's Join dialog."""
    import json
    import time
    from pathlib import Path

    import ifaddr

    names = sorted({adapter.nice_name for adapter in ifaddr.get_adapters()})
    if names != ["lo"]:
        raise SystemExit(f"refusing to send multicast: interfaces {names} are not just the loopback")
    app = QApplication.instance() or QApplication([])
    from boggle_gui.network.dialogs import JoinDialog
    from boggle_gui.shared.translation import install_translators
    install_translators("en", app)      # as the app does at start: "1 player", "2 players"

    folder = Path(sys.argv[1])

    def wait(test, seconds=20.0):
        deadline = time.monotonic() + seconds
        while not test():
            if time.monotonic() > deadline:
                raise SystemExit("timed out")
            app.processEvents()
            time.sleep(0.02)

    NetworkRoundWindow.ask_to_end_round = lambda self: True   # no one here to answer the host's question
    ann_main = MainWindow(history_file=folder / "a.db")
    bob_main = MainWindow(history_file=folder / "b.db")
    ann = ann_main.open_network_play("host", settings=HostSettings(name="Ann", seconds=60, port=0, lan=True))
    wait(lambda: ann.session is not None and ann.round_state == "waiting")
    dialog = JoinDialog(name="Bob", parent=bob_main)
    dialog.show()
    wait(lambda: dialog.found.count() == 1 and "1 player" in dialog.found.item(0).text())
    first = dialog.found.item(0).text()
    dialog.found.setCurrentRow(0)
    picked = dialog.address.text()
    dialog._accept()
    bob = bob_main.open_network_play("join", url=dialog.url, name=dialog.name)
    wait(lambda: bob.session is not None and bob.round_state == "waiting")
    again = JoinDialog(name="Carl", parent=bob_main)
    again.show()
    wait(lambda: again.found.count() == 1 and "2 players" in again.found.item(0).text())
    after_join = again.found.item(0).text()
    ann_main.close()
    wait(lambda: again.found.count() == 0)
    again.reject()
    bob_main.close()
    print(json.dumps({"first": first, "picked": picked, "address": ann.join_address, "after_join": after_join,
                      "after_close": [again.found.item(i).text() for i in range(again.found.count())]}))


# -- what the window says and keeps -----------------------------------------------------------------
def test_words_typed_into_a_silent_network_are_never_called_kept_until_the_host_has_them(qtbot, make_main,
                                                                                       monkeypatch):
    from boggle_gui.network import round_window as network_play
    from tests.core.net_support import StallingProxy

    # The silence is noticed up to 6 s after it starts (a keep-alive ping every 3 s, 3 s to answer).
    monkeypatch.setattr(network_play, "SESSION_OPTIONS", {"ping_interval": 3.0, "ping_timeout": 3.0}, raising=False)
    ann = host_round(qtbot, make_main(), seconds=60)
    proxy = StallingProxy(ann.host.port)
    try:
        bob = join_round(qtbot, make_main(), ann, proxy_url=proxy.url)
        notices = record_notices(monkeypatch, bob)
        words = start_and_pick_words(qtbot, ann, bob)
        type_words(qtbot, bob, words[:1])
        qtbot.waitUntil(lambda: bob.words_shown() == {words[0]: "ok"}, timeout=10_000)
        proxy.stall()                                     # the network goes silent under Bob
        for word in words[1:]:                            # typed at once (no wait for focus): before it is noticed
            bob.entry.setText(word)
            qtbot.keyClick(bob.entry, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: any(n.startswith("Rejoined") for n in notices), timeout=15_000)
        rejoined = [n for n in notices if n.startswith("Rejoined")]
        assert rejoined[0] == "Rejoined the round as Bob; words of yours the host has: 1."   # not "kept"
        qtbot.waitUntil(lambda: bob.words_shown() == dict.fromkeys(words, "ok"), timeout=10_000)
        rejoined = [n for n in notices if n.startswith("Rejoined")]
        assert rejoined[-1] == ("Rejoined the round as Bob; words of yours the host has: 1; sent again, their "
                                "verdicts to follow: 2.")
        qtbot.waitUntil(lambda: {p["name"]: p["words"] for p in ann.players}.get("Bob") == 3, timeout=10_000)
    finally:
        proxy.close()


def test_closing_the_host_window_asks_first_and_the_joiners_clock_stops(qtbot, make_main, monkeypatch):
    monkeypatch.undo()                                     # the real question, answered as a person would
    monkeypatch.setattr(network_dialogs, "DISCOVERY_ENABLED", False)
    ann_main = make_main()
    ann = host_round(qtbot, ann_main, seconds=60)
    bob = join_round(qtbot, make_main(), ann)
    qtbot.waitUntil(lambda: ann.others_playing() == ["Bob"], timeout=10_000)
    qtbot.mouseClick(ann.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bob.round_state == "running", timeout=10_000)
    questions = []

    def answer(button):
        def click():
            box = QApplication.activeModalWidget()
            questions.append(box.text())
            box.button(button).click()
        QTimer.singleShot(200, click)

    answer(QMessageBox.StandardButton.No)
    ann.close()
    assert questions and "Bob" in questions[0] and ann.isVisible() and ann.host.running   # nothing ended
    answer(QMessageBox.StandardButton.Yes)
    ann.close()
    assert len(questions) == 2 and not ann.isVisible()
    qtbot.waitUntil(lambda: bob.session is None, timeout=10_000)


def test_a_joiners_clock_stops_when_the_host_does(qtbot, make_main):
    ann = host_round(qtbot, make_main(), seconds=60)
    bob = join_round(qtbot, make_main(), ann)
    qtbot.mouseClick(ann.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bob.round_state == "running" and bob.clock_label.text().startswith("0:5"),
                    timeout=10_000)
    ann.close()
    qtbot.waitUntil(lambda: bob.session is None, timeout=10_000)
    assert "host stopped" in bob.notice.text()
    shown = bob.clock_label.text()
    qtbot.wait(1_500)
    assert bob.clock_label.text() == shown == "–:––" and not bob.entry.isEnabled()   # no clock without a host


def test_a_32_character_name_leaves_the_results_their_words(qtbot, make_main):
    name = "Bartholomew-Maximilian Ferdinand"
    assert len(name) == 32
    settings = HostSettings(name=name, wordlist=DEFAULT_WORDLIST, dice_key="new", rule="classic", seconds=60,
                            port=0, lan=False)
    ann = make_main().open_network_play("host", settings=settings)
    qtbot.waitUntil(lambda: ann.session is not None and ann.round_state == "waiting", timeout=30_000)
    bob = join_round(qtbot, make_main(), ann, name="Maximiliana-Bartholomea Ferdina")
    qtbot.mouseClick(ann.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: ann.round_state == bob.round_state == "running", timeout=10_000)
    words = sorted({w.word for w in Solver(load_wordlist(), ann.setup.rules_value).solve(ann.board).words
                    if word_length(w.word) >= ann.setup.min_length}, key=lambda w: (-len(w), w))
    type_words(qtbot, ann, words[:4])
    type_words(qtbot, bob, words[2:6])
    for win in (ann, bob):
        qtbot.waitUntil(lambda win=win: len(win.words_shown()) == 4 and all(win.words_shown().values()),
                        timeout=10_000)
    with qtbot.waitSignal(ann.results_shown, timeout=15_000):
        ann.host.end_round()
    qtbot.wait(100)
    table = ann.results_table
    metrics = table.fontMetrics()
    header = table.horizontalHeader()
    for col in (2, 3, 4):                 # the headers read whole too
        label = table.horizontalHeaderItem(col).text()
        assert header.fontMetrics().horizontalAdvance(label) + 8 < table.columnWidth(col), (col, label)
    for row in range(table.rowCount()):
        for col in (2, 3, 4):
            text = table.item(row, col).text()
            for word in text.replace(",", " ").replace(";", " ").split():
                # Every word of the cell fits its column whole (wrapped, never cut to "...").
                assert metrics.horizontalAdvance(word) < table.columnWidth(col), (name, col, word)
    assert table.item(0, 0).toolTip() in (name, bob.name)
    if os.environ.get("BOGGLE_SCREENSHOTS") == "1":
        assert ann.grab().save(str(SCREENSHOTS / "network-results-long-names.png"))


def test_quitting_the_game_while_hosting_asks_and_no_keeps_the_game_open(qtbot, make_main, monkeypatch):
    """The host's question also guards quitting the whole game: No keeps the game window and its round."""
    monkeypatch.setattr(NetworkRoundWindow, "ask_to_end_round", lambda win: False)
    ann_main = make_main()
    ann = host_round(qtbot, ann_main, seconds=60)
    ann_main.close()
    assert ann_main.isVisible() and ann.isVisible() and ann.host.running
    assert ann_main.tool_windows.get("network") is ann
    monkeypatch.setattr(NetworkRoundWindow, "ask_to_end_round", lambda win: True)
    ann_main.close()
    assert not ann_main.isVisible() and not ann.isVisible()


def test_every_host_message_and_session_event_has_a_handler_in_the_table():
    """The window dispatches through one explicit table: a message type added to the protocol
    without a handler (or a handler for a type nobody sends) fails here, not silently at play."""
    from core.net.client import SessionEvent
    from core.net.protocol import HostType
    session_events = set(SessionEvent)
    assert set(NetworkRoundWindow.EVENT_HANDLERS) == set(HostType) | session_events
    assert all(callable(handler) for handler in NetworkRoundWindow.EVENT_HANDLERS.values())


def test_the_network_round_shows_its_clock_and_feedback_with_the_games_widgets(qtbot, make_main):
    """The clock, score and time bar, the word entry and the feedback line are the game's own
    (boggle_gui.widgets.panels): they look and behave alike in both windows."""
    from boggle_gui.widgets.panels import ClockScore, FeedbackLine, WordEntry
    ann = host_round(qtbot, make_main(), seconds=60)
    assert isinstance(ann.clock_score, ClockScore) and isinstance(ann.entry, WordEntry)
    assert isinstance(ann.feedback, FeedbackLine) and isinstance(ann.notice, FeedbackLine)
    qtbot.mouseClick(ann.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: ann.round_state == "running" and ann.clock_score.clock.text().startswith(("1:00", "0:5")),
                    timeout=10_000)
    assert not ann.clock_score.clock.property("urgent")
    ann.deadline = ann.clock() + 5      # the last seconds of the host's clock
    ann._on_tick()
    assert ann.clock_score.clock.text() == "0:05" and ann.clock_score.clock.property("urgent")
    assert ann.clock_score.time_bar.isVisible() and 81 <= ann.clock_score.time_bar.value() <= 83
    ann.entry.setFocus()
    qtbot.keyClicks(ann.focusWidget(), "zzq")
    qtbot.keyClick(ann.focusWidget(), Qt.Key.Key_Escape)       # Esc clears the word, as in the game
    assert ann.entry.text() == ""
