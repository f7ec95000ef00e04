"""One running game per data folder, with real processes: a second start hands over and exits.

The running game is the real app (``boggle_gui.app.main``) in its own process, its
dialogs answered Yes and printed so the test sees every question it asks; later
starts are plain ``python -m boggle_gui``.
"""
from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import textwrap
import threading
import time
from pathlib import Path

import pytest

from core.engine import Setup, load_wordlist
from core.play.codes import code_for, encode_game, game_for_board
from core.play.game import TimerMode
from core.play.history import History

ROOT = Path(__file__).resolve().parents[2]
BOARD = "serspatglinesers"
#: A second start must be gone within this many seconds (it imports Qt and the engine first).
HANDOVER_SECONDS = 15

GAME = textwrap.dedent("""
    import sys
    from PySide6.QtWidgets import QMessageBox

    def question(parent, title, text, *args, **kwargs):
        print("QUESTION", title, flush=True)
        return QMessageBox.StandardButton.Yes

    def warning(parent, title, text, *args, **kwargs):
        print("WARNING", title, text, flush=True)

    QMessageBox.question = question
    QMessageBox.warning = warning
    from boggle_gui.app import main
    sys.exit(main(sys.argv[1:]))
""")


class Game:
    """A running game process; ``lines`` collects what it prints."""

    def __init__(self, env, *args):
        self.proc = subprocess.Popen([sys.executable, "-c", GAME, *args], env=env, cwd=ROOT, text=True,
                                     stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
        self.lines: list[str] = []
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()

    def _read(self):
        for line in self.proc.stdout:
            self.lines.append(line.rstrip("\n"))

    def questions(self) -> list[str]:
        return [line.split(" ", 1)[1] for line in self.lines if line.startswith("QUESTION ")]

    def stop(self, sig=signal.SIGTERM):
        if self.proc.poll() is None:
            self.proc.send_signal(sig)
        self.proc.wait(30)
        self._reader.join(5)


@pytest.fixture
def env(tmp_path):
    # The socket's folder: short, as Unix socket paths must be, and removed afterwards.
    runtime = tempfile.mkdtemp(prefix="bgi-")
    e = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_RUNTIME_DIR=runtime, TMPDIR=str(tmp_path),
             BOGGLE_DATA_DIR=str(tmp_path / "data"), BOGGLE_CONFIG_DIR=str(tmp_path / "config"),
             BOGGLE_LOG_DIR=str(tmp_path / "log"))
    games: list[Game] = []
    e["_games"] = games
    yield e
    for g in games:
        g.stop(signal.SIGKILL)
    shutil.rmtree(runtime, ignore_errors=True)


def start_game(env, *args) -> Game:
    g = Game({k: v for k, v in env.items() if not k.startswith("_")}, *args)
    env["_games"].append(g)
    return g


def start_again(env, *args) -> tuple[int, float, str]:
    """A later start: its exit status, how long it took and what it printed."""
    t0 = time.monotonic()
    done = subprocess.run([sys.executable, "-m", "boggle_gui", *args], cwd=ROOT, capture_output=True, text=True,
                          timeout=60, env={k: v for k, v in env.items() if not k.startswith("_")})
    return done.returncode, time.monotonic() - t0, done.stdout + done.stderr


def rounds(env) -> dict[str, tuple[str, str]]:
    """round id -> (board, status), as the history holds them."""
    path = Path(env["BOGGLE_DATA_DIR"]) / "history.sqlite3"
    if not path.exists():
        return {}
    with History(path) as h:
        return {r.round_id: (r.board, r.status) for r in h.rounds()}


def wait_for(predicate, what: str, game: Game | None = None, timeout: float = 120):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = predicate()
        if value:
            return value
        if game is not None and game.proc.poll() is not None:
            pytest.fail(f"the game exited ({game.proc.returncode}) waiting for {what}: {game.lines[-10:]}")
        time.sleep(0.2)
    pytest.fail(f"timed out waiting for {what}: {game.lines[-10:] if game else ''}")


def playing(env) -> list[str]:
    return [rid for rid, (_b, status) in rounds(env).items() if status == "playing"]


def log_text(env) -> str:
    path = Path(env["BOGGLE_LOG_DIR"]) / "boggle-gui.log"
    return path.read_text(encoding="utf-8") if path.exists() else ""


def test_a_second_start_hands_over_and_never_touches_the_round(env, tmp_path):
    game = start_game(env)
    first = wait_for(lambda: playing(env), "the first round", game)
    assert len(first) == 1 and game.questions() == []

    # A plain second start: the running game comes to the front; nothing else changes.
    rc, seconds, out = start_again(env)
    assert rc == 0, out
    assert seconds < HANDOVER_SECONDS
    assert "already running" in out and "Resume" not in out
    wait_for(lambda: "a later start handed over" in log_text(env), "the handover in the log", game)
    assert game.questions() == [] and playing(env) == first and len(rounds(env)) == 1

    # With a game code: the running game asks to end its round (answered Yes), then plays the code's board.
    wl = load_wordlist()
    code = encode_game(code_for(game_for_board(BOARD), Setup.of(wl), TimerMode.fixed(180), board=BOARD))
    rc, seconds, out = start_again(env, code)
    assert rc == 0 and seconds < HANDOVER_SECONDS, out
    wait_for(lambda: len(rounds(env)) == 2 and len(playing(env)) == 1 and playing(env) != first,
             "the code's round", game)
    assert game.questions() == ["Round in progress"]
    live = playing(env)[0]
    assert rounds(env)[first[0]][1] == "finished" and rounds(env)[live][0] == BOARD

    # A screenshot is never blocked by the running game, and never touches its history.
    shot = tmp_path / "shot.png"
    done = subprocess.run([sys.executable, "-m", "boggle_gui", "--screenshot", str(shot), "--board", BOARD],
                          cwd=ROOT, capture_output=True, text=True, timeout=120,
                          env={k: v for k, v in env.items() if not k.startswith("_")})
    assert done.returncode == 0, done.stderr
    assert shot.stat().st_size > 10_000 and len(rounds(env)) == 2

    # Killed: its lock and socket are stale. The next start takes over and offers to resume the round.
    game.stop(signal.SIGKILL)
    again = start_game(env)
    wait_for(lambda: again.questions(), "the resume prompt", again)
    assert again.questions() == ["Resume round?"]
    rc, seconds, out = start_again(env)
    assert rc == 0 and seconds < HANDOVER_SECONDS, out
    assert playing(env) == [live] and len(rounds(env)) == 2
    assert again.proc.poll() is None

    # A polite kill (log-out) ends it the normal way: the round stays to resume, nothing is left behind.
    again.stop(signal.SIGTERM)
    assert again.proc.returncode == 0, again.lines[-5:]
    assert playing(env) == [live]
    assert not (Path(env["BOGGLE_DATA_DIR"]) / "boggle-gui.lock").exists()
    assert os.listdir(env["XDG_RUNTIME_DIR"]) == []


def test_two_starts_at_once_make_one_game(env):
    a = start_game(env)
    time.sleep(0.3)
    b = start_game(env)
    wait_for(lambda: a.proc.poll() is not None or b.proc.poll() is not None, "one start to hand over", a,
             timeout=HANDOVER_SECONDS + 30)
    gone, running = (a, b) if a.proc.poll() is not None else (b, a)
    assert gone.proc.returncode == 0, gone.lines
    wait_for(lambda: playing(env), "the round", running)
    time.sleep(1)
    assert running.proc.poll() is None and len(rounds(env)) == 1
    assert running.questions() == [] and gone.questions() == []


def test_a_start_whose_game_does_not_answer_says_so(env):
    game = start_game(env)
    wait_for(lambda: playing(env), "the first round", game)
    game.proc.send_signal(signal.SIGSTOP)        # alive, holding the lock, answering nothing
    try:
        rc, seconds, out = start_again(env)
    finally:
        game.proc.send_signal(signal.SIGCONT)
    assert rc == 1 and seconds < HANDOVER_SECONDS + 5
    assert "does not answer" in out and f"process {game.proc.pid}" in out
    assert len(rounds(env)) == 1


def test_a_request_opens_what_it_names(qtbot, main_windows, warnings, tmp_path, write_wordlist):
    """What a start hands the running game goes through the menu commands' own checks."""
    from core.engine.wordlist import available_wordlists
    from core.proofs.checkpoint import make_header

    w = main_windows()
    results = tmp_path / "run.jsonl"
    results.write_text(json.dumps(make_header("3x3", 500, "standard", "scowl70", "0" * 64)) + "\n")
    assert w.open_request(str(results))
    breaker = w.tool_windows["break"]
    qtbot.addWidget(breaker)
    assert breaker.tabs.currentWidget() is breaker.results_view
    status = breaker.results_view.status
    qtbot.waitUntil(lambda: "Reading" not in status.text(), timeout=30_000)
    assert status.text().startswith("run.jsonl: 0 classes")
    breaker.close()

    wordlist = write_wordlist(["tea", "toe", "tone", "note"], name="handed.txt")
    assert w.open_request(str(wordlist))
    assert "handed" in available_wordlists() and "handed" in w.statusBar().currentMessage()

    assert not w.open_request(str(tmp_path / "missing.txt"))
    assert not w.open_request("NOT-A-CODE")
    assert [m.split(":")[0] for m in warnings] == ["Cannot open", "Cannot play this game code"]

    assert w.open_request(board=BOARD)
    qtbot.waitUntil(lambda: w.round is not None, timeout=30_000)
    assert w.round.board == BOARD
