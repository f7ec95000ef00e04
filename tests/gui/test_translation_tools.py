"""The tool windows, History and the network windows under the pseudo-translation: each window is
made after the pseudo-translator is installed, driven into its main states by real work (a solve,
a tiny break and its results file, a sample, a scored table game, played rounds, a round over
127.0.0.1), and fails on any English left outside the marks (tests/gui/translation_check.py)."""
from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt

from boggle_gui.network import dialogs as network_dialogs
from boggle_gui.network.dialogs import HostDialog, HostSettings, JoinDialog, parse_address
from boggle_gui.network.round_window import NetworkRoundWindow
from core.engine.wordlist import DEFAULT_WORDLIST, available_wordlists
from core.net.discovery import HostInfo
from core.net.host import HostThread
from core.play import GameOptions
from tests.core.test_break_run import WORDS
from tests.gui.helpers import FakeClock
from tests.gui.translation_check import untranslated_texts

BOARD = "serspatglinesers"


def _tokens(*texts) -> set[str]:
    """User data shown as it is (words, boards, names, paths, list names), as whole tokens."""
    return {t.lower() for text in texts for t in re.findall(r"\w+", str(text))}


def _left(window, state: str, allowed=()) -> list[str]:
    lists = [getattr(w, "name", w) for w in available_wordlists()]     # the lists offered, by name
    return [f"{state}: {text}" for text in untranslated_texts(window, _tokens(*allowed, *lists))]


def _report(lines: list[str]) -> str:
    seen, out = set(), []
    for line in lines:            # each text once, in the first state that shows it
        what = line.split(": ", 1)[1]
        if what not in seen:
            seen.add(what)
            out.append(line)
    return "\n".join(out)


@pytest.fixture(autouse=True)
def no_multicast(monkeypatch):
    """Multicast only inside a network namespace: these windows never advertise or browse."""
    monkeypatch.setattr(network_dialogs, "DISCOVERY_ENABLED", False)
    monkeypatch.setattr(NetworkRoundWindow, "ask_to_end_round", lambda _win: True)


def test_the_solve_window_and_the_table_scorer_show_no_untranslated_english(qtbot, tmp_path, pseudo_translated):
    from boggle_gui.tools.solve_window import SolveWindow
    from boggle_gui.tools.table_scorer import TableScorer
    solve = SolveWindow(DEFAULT_WORDLIST)
    qtbot.addWidget(solve)
    solve.resize(1000, 650)
    solve.show()
    left = _left(solve, "solve, empty", [DEFAULT_WORDLIST])
    solve.entry.setText("qq")
    solve.solve_entered()
    left += _left(solve, "solve, refused board", [DEFAULT_WORDLIST, "qq"])
    solve.entry.setText(BOARD)
    solve.solve_entered()
    qtbot.waitUntil(lambda: solve.solution is not None, timeout=30_000)
    solve.reveal.tree.setCurrentItem(solve.reveal.tree.topLevelItem(0))
    words = [w.word for w in solve.solution.words]
    left += _left(solve, "solve, solved", [DEFAULT_WORDLIST, BOARD, *words])

    scorer = TableScorer(history_file=tmp_path / "h.db")
    qtbot.addWidget(scorer)
    scorer.resize(1000, 720)
    scorer.show()
    left += _left(scorer, "table, empty", [DEFAULT_WORDLIST])
    scorer.score()
    left += _left(scorer, "table, no board", [DEFAULT_WORDLIST])
    scorer.board_entry.setText(BOARD)
    for editor, (name, typed) in zip(scorer.players, (("Ann", "spat lines zzz"), ("Bob", "spat pest"))):
        editor.name_edit.setText(name)
        editor.words_edit.setPlainText(typed)
    scorer.reveal_box.setChecked(True)
    assert scorer.score()
    qtbot.waitUntil(lambda: scorer.result is not None, timeout=30_000)
    assert scorer.save_to_history()
    left += _left(scorer, "table, scored", [DEFAULT_WORDLIST, BOARD, "Ann", "Bob", "zzz", "pest",
                                            *scorer.result.all_words])
    assert not left, _report(left)


def test_the_break_window_and_its_results_show_no_untranslated_english(qtbot, write_wordlist, pseudo_translated):
    from boggle_gui.tools.break_dialog import BreakDialog
    listed = write_wordlist(WORDS)
    dialog = BreakDialog()
    qtbot.addWidget(dialog)
    dialog.resize(1180, 760)
    dialog.show()
    dialog.set_wordlist(str(listed))
    dialog.workers_spin.setValue(1)
    partition = dialog.partition_edit.text()
    user = [listed, partition]
    left = _left(dialog, "break, ready", user)
    from core.engine.board import parse_size
    from core.proofs.classes import parse_partition
    with pytest.raises(ValueError) as refused:
        parse_partition("abc def", parse_size("33"))
    dialog.partition_edit.setText("abc def")
    # The engine's reason stays English (docs/translation.md); the window's own words around it do not.
    left += _left(dialog, "break, bad partition", [*user, "abc", "def", str(refused.value)])
    dialog.partition_edit.setText(partition)
    dialog.limit_spin.setValue(40)
    dialog.threshold_spin.setValue(54)
    dialog.trace_check.setChecked(False)      # the breaking tree's own lines are the engine's
    with qtbot.waitSignal(dialog.run_finished, timeout=120_000):
        dialog.start()
    qtbot.waitUntil(lambda: not dialog.is_busy(), timeout=60_000)
    boards = [b for b, _ in dialog.board_rows()]
    classes = re.findall(r": (.*)$", dialog.log_view.toPlainText(), flags=re.M)
    left += _left(dialog, "break, done", [*user, *boards, *classes])
    dialog.open_results(dialog.results_path())
    view = dialog.results_view
    qtbot.waitUntil(lambda: view.summary is not None and not view.is_busy(), timeout=60_000)
    slow = [c.class_text for c in view.summary.slowest]
    left += _left(dialog, "break, results file", [*user, *boards, *classes, *slow, dialog.results_path(),
                                                    view.summary.header.get("wordlist", "")])
    bad = listed.with_name("bad.ndjson")
    bad.write_text("not json\n", encoding="utf-8")
    view.open_file(bad)
    qtbot.waitUntil(lambda: not view.is_busy(), timeout=30_000)
    left += _left(view, "results, refused file", [*user, *boards, *slow, bad, dialog.results_path(),
                                                  view.summary.header.get("wordlist", "")])
    assert not left, _report(left)


def test_the_statistics_window_and_the_annealing_lab_show_no_untranslated_english(qtbot, pseudo_translated):
    from boggle_gui.tools.anneal_lab import AnnealLabWindow
    from boggle_gui.tools.stats_window import StatsWindow
    stats = StatsWindow()
    qtbot.addWidget(stats)
    stats.resize(1280, 820)
    stats.show()
    left = _left(stats, "stats, ready", [DEFAULT_WORDLIST])
    stats.boards_spin.setValue(300)
    stats.seed_spin.setValue(5)
    with qtbot.waitSignal(stats.stats_updated, timeout=120_000):
        stats.run_sample()
    s = stats.summary
    common = [w for entries in s.common_words.values() for w, _ in entries]
    for page in range(3):
        stats.tabs.setCurrentIndex(page)
        left += _left(stats, f"stats, sampled, tab {page}", [DEFAULT_WORDLIST, s.best_board, "a", "z", *common])
    stats.count_samples_spin.setValue(1000)
    with qtbot.waitSignal(stats.count_updated, timeout=120_000):
        stats.run_count()
    left += _left(stats, "stats, board count", [DEFAULT_WORDLIST])
    stats.close()

    lab = AnnealLabWindow()
    qtbot.addWidget(lab)
    lab.resize(1180, 760)
    lab.show()
    left += _left(lab, "anneal, ready", [DEFAULT_WORDLIST, lab.letters_edit.text()])
    lab.best_grid.show_board("spatlinesserspat", 42, lab._geom)     # noqa: SLF001 - the board a run would show
    left += _left(lab, "anneal, a board shown", [DEFAULT_WORDLIST, lab.letters_edit.text()])
    assert not left, _report(left)


def test_history_and_its_round_review_show_no_untranslated_english(qtbot, tmp_path, pseudo_translated):
    from boggle_gui.history.group_history import GroupHistoryDialog
    from boggle_gui.history.history_dialog import HistoryDialog, RoundReview
    from boggle_gui.round.main_window import MainWindow
    from boggle_gui.tools.table_scorer import TableScorer
    clock = FakeClock()
    game = MainWindow(clock=clock, history_file=tmp_path / "h.db", seed=3)
    qtbot.addWidget(game)
    assert game.new_game(GameOptions(), board=BOARD)
    qtbot.waitUntil(lambda: game.round is not None and game.round.solution is not None, timeout=30_000)
    for word in ("spat", "xyzzy", "lines"):
        clock.now += 5
        game.submit_word(word)
    game.end_round()
    words = [w.word for w in game.round.solution.words]
    scorer = TableScorer(history_file=tmp_path / "h.db")
    qtbot.addWidget(scorer)
    scorer.board_entry.setText(BOARD)
    scorer.players[0].name_edit.setText("Ann")
    scorer.players[0].words_edit.setPlainText("spat lines")
    scorer.score()
    qtbot.waitUntil(lambda: scorer.result is not None, timeout=30_000)
    assert scorer.save_to_history()
    user = [BOARD, DEFAULT_WORDLIST, "xyzzy", "Ann", *words]

    dialog = HistoryDialog(game.history)
    qtbot.addWidget(dialog)
    dialog.resize(900, 500)
    dialog.show()
    left = []
    for tab in range(dialog.tabs.count()):
        dialog.tabs.setCurrentIndex(tab)
        left += _left(dialog, f"history, tab {tab}", user)
    dialog.tabs.setCurrentIndex(1)
    dialog.recent_table.setCurrentItem(dialog.recent_table.topLevelItem(0))
    dialog.copy_words()
    left += _left(dialog, "history, words copied", user)
    record = dialog.history.get_round(dialog.recent_table.topLevelItem(0).data(0, Qt.ItemDataRole.UserRole).round_id)
    review = RoundReview(record, game.history)
    qtbot.addWidget(review)
    review.show()
    qtbot.waitUntil(lambda: review.solution is not None, timeout=30_000)
    for tab in range(review.tabs.count()):
        review.tabs.setCurrentIndex(tab)
        left += _left(review, f"review, tab {tab}", user)
    review.close()
    group = GroupHistoryDialog(game.history)
    qtbot.addWidget(group)
    group.show()
    group.view.reveal_box.setChecked(True)
    left += _left(group, "group rounds", user)
    group.close()
    dialog.close()
    game.close()
    assert not left, _report(left)


def test_the_network_dialogs_and_round_windows_show_no_untranslated_english(qtbot, main_windows, pseudo_translated):
    host_dialog = HostDialog(name="Ann")
    qtbot.addWidget(host_dialog)
    host_dialog.show()
    left = _left(host_dialog, "host dialog", ["Ann", DEFAULT_WORDLIST])
    host_dialog.name_edit.setText("")
    host_dialog._accept()     # noqa: SLF001 - OK pressed without a name: the problem is said
    left += _left(host_dialog, "host dialog, no name", [DEFAULT_WORDLIST])
    join = JoinDialog(name="Bob")
    qtbot.addWidget(join)
    join.show()
    left += _left(join, "join dialog", ["Bob", DEFAULT_WORDLIST])
    join.set_hosts([HostInfo("Ann._boggle._tcp.local.", "127.0.0.1", 8765, 1, "Ann", "4x4", "de", "de-wngerman", 2,
                             "waiting"),
                    HostInfo("Cy._boggle._tcp.local.", "127.0.0.1", 8766, 999, "Cy", "4x4", "en", "scowl70", 1, "")])
    join.address.setText("not an address")
    join._accept()            # noqa: SLF001 - Join pressed with a bad address: the problem is said
    left += _left(join, "join dialog, rounds listed", ["Bob", "Ann", "Cy", "wngerman", "de", DEFAULT_WORDLIST,
                                                       "not", "an", "address"])
    join.reject()

    main_a, main_b = main_windows(), main_windows()
    settings = HostSettings(name="Ann", wordlist=DEFAULT_WORDLIST, dice_key="new", rule="classic", seconds=10,
                            port=0, lan=False)
    host = main_a.open_network_play("host", settings=settings)
    qtbot.waitUntil(lambda: bool(host.join_address) and host.session is not None and host.round_state == "waiting",
                    timeout=30_000)
    bob = main_b.open_network_play("join", url=parse_address(host.join_address), name="Bob", wordlist=DEFAULT_WORDLIST)
    qtbot.waitUntil(lambda: bob.session is not None and bob.round_state == "waiting", timeout=30_000)
    user = ["Ann", "Bob", DEFAULT_WORDLIST]
    left += _left(host, "host, waiting", user)
    left += _left(bob, "joiner, waiting", user)
    host.host_control(HostThread.start_round)
    qtbot.waitUntil(lambda: bob.round_state == "running" and bool(bob.board), timeout=10_000)
    from core.engine import Solver, load_wordlist
    words = sorted(w.word for w in Solver(load_wordlist(), bob.setup.rules_value).solve(bob.board).words)
    for word in words[:2] + ["zzqx"]:
        bob.submit_word(word)
    host.submit_word(words[0])
    qtbot.waitUntil(lambda: all(bob.words_shown().get(w) for w in words[:2]), timeout=10_000)
    user += [bob.board, "zzqx", *words]
    left += _left(bob, "joiner, playing", user)
    host.host_control(HostThread.end_round)
    qtbot.waitUntil(lambda: bob.result is not None and host.result is not None, timeout=20_000)
    left += _left(host, "host, results", user)
    left += _left(bob, "joiner, results", user)
    assert not left, _report(left)
