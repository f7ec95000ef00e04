"""``boggle host`` and ``boggle join`` over real sockets on 127.0.0.1."""
from __future__ import annotations

import io
import os
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from core.cli.main import main
from core.engine import load_wordlist
from core.engine.language import get_language
from core.net import ClientSession, HostThread, Limits

BOARD = "perslatgsineters"
ROOT = Path(__file__).resolve().parents[2]

GERMAN_DICE = ", ".join(get_language("de").dice_sets)


@pytest.fixture(scope="module")
def wordlist():
    return load_wordlist()


def test_join_reads_words_and_prints_verdicts_and_results(wordlist, monkeypatch, capsys):
    host = HostThread(wordlist, seconds=2, limits=Limits(players_interval=0.05)).start()
    try:
        monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(b"least\nstale\nzzzz\n\nlea\n")))
        codes = []
        runner = threading.Thread(target=lambda: codes.append(main(["join", host.url, "--name", "Ann"])))
        runner.start()
        deadline = time.monotonic() + 10
        while not any(p["connected"] for p in host.snapshot()["players"]):
            assert time.monotonic() < deadline
            time.sleep(0.02)
        host.start_round(BOARD)
        runner.join(15)
        assert not runner.is_alive() and codes == [0]
    finally:
        host.stop()
    out = capsys.readouterr().out
    assert "Joined as Ann." in out
    assert "P  E  R  S" in out
    for line in ("least: ok (+2)", "stale: ok (+2)", "zzzz: not on the board", "lea: ok (+1)", "Scores: Ann 5"):
        assert line in out


def test_join_refused_or_bad_address_is_one_error_line(capsys):
    assert main(["join", "http://127.0.0.1:1/", "--name", "Ann"]) == 2
    assert "boggle: error: a host address looks like ws://HOST:PORT/" in capsys.readouterr().err
    t = time.monotonic()
    assert main(["join", "ws://127.0.0.1:1/", "--name", "Ann"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("boggle: error: cannot join ws://127.0.0.1:1/: no host answers at that address")
    assert time.monotonic() - t < 10
    assert main(["join", "ws://127.0.0.1:1/", "--name", "\x07"]) == 2
    assert "U+0007 a control character" in capsys.readouterr().err


def test_host_bad_options_are_one_error_line(capsys):
    assert main(["host", "--size", "33", "--rounds", "1"]) == 2
    assert "give --board" in capsys.readouterr().err
    assert main(["host", "--board", "abc"]) == 2
    assert "--board" in capsys.readouterr().err
    assert main(["host", "--seconds", "0"]) == 2
    assert main(["host", "--dice", "big", "--size", "44"]) == 2
    assert "not both" in capsys.readouterr().err
    assert main(["host", "--players", "70"]) == 2                 # over the player cap
    assert "more than the player cap (--max-players 64)" in capsys.readouterr().err
    assert main(["host", "--max-players", "5000"]) == 2
    assert "--max-players" in capsys.readouterr().err


def test_headless_host_command_runs_a_round_and_prints_results():
    proc = subprocess.Popen([sys.executable, "-m", "core", "host", "--seconds", "2", "--players", "1",
                             "--board", BOARD, "--rule", "friendly"], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True, cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)})
    try:
        lines = []
        while not any("ws://" in line for line in lines):
            line = proc.stdout.readline()
            assert line, proc.stderr.read()
            lines.append(line)
        url = next(word for line in lines for word in line.split() if word.startswith("ws://"))
        assert url.startswith("ws://127.0.0.1:")
        kim = ClientSession(url, "Kim")
        try:
            for event in kim.events(timeout=10):
                if event["type"] in ("round_started", "welcome") and event["round"]["state"] == "running":
                    kim.submit("least")
                    kim.submit("tiles")
                if event["type"] == "round_ended":
                    break
        finally:
            kim.close()
        out, err = proc.communicate(timeout=15)
    finally:
        proc.kill()
        proc.wait(5)
    assert proc.returncode == 0, err
    text = "".join(lines) + out
    assert "Hosting SCOWL70, standard rules, 4x4, friendly rule, 2 s rounds" in text
    assert "Round 1 started: perslatgsineters" in text
    assert "Kim: 2 points" in text and "tiles" in text


GERMAN_BOARD = "sswofgeehhmlräsn"


def _url_of(proc, lines: list[str]) -> str:
    while not any("ws://" in line for line in lines):
        line = proc.stdout.readline()
        assert line, proc.stderr.read()
        lines.append(line)
    return next(word for line in lines for word in line.split() if word.startswith("ws://"))


def test_host_and_join_a_german_round_through_the_entry_points():
    """``boggle host --language de`` and ``boggle join`` in subprocesses: the joiner's stdin is UTF-8 even
    where the terminal's encoding is not (latin-1 here), umlauts are letters, the board shows Ä."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    host = subprocess.Popen([sys.executable, "-m", "core", "host", "--language", "de", "--seconds", "4",
                             "--players", "1", "--board", GERMAN_BOARD.upper()], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, encoding="utf-8", cwd=ROOT, env=env)
    join = None
    try:
        lines: list[str] = []
        url = _url_of(host, lines)
        join = subprocess.Popen([sys.executable, "-m", "core", "join", url, "--name", "Ann", "-d", "de-wngerman"],
                                stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=ROOT,
                                env={**env, "PYTHONIOENCODING": "latin-1"})
        out, err = join.communicate("mähe\nHÄME\nmahe\nhelm\n".encode(), timeout=60)
        host_out, host_err = host.communicate(timeout=30)
    finally:
        for proc in (host, join):
            if proc is not None:
                proc.kill()
                proc.wait(5)
    assert join.returncode == 0, err.decode("latin-1")
    assert host.returncode == 0, host_err
    shown = out.decode("latin-1")             # what a latin-1 terminal shows
    assert "Joined as Ann. The round is in German: letters a-z ä ö ü." in shown
    assert "R  Ä  S  N" in shown               # the board's last row, umlaut tile and all
    for line in ("mähe: ok (+1)", "häme: ok (+1)", "mahe: not on the board", "helm: ok (+1)", "Scores: Ann 3"):
        assert line in shown
    text = "".join(lines) + host_out
    assert "Hosting DE-WNGERMAN (German), standard rules, 4x4, classic rule, 4 s rounds" in text
    assert f"Round 1 started: {GERMAN_BOARD}" in text


def test_host_language_options_are_checked(capsys):
    assert main(["host", "--language", "xx"]) == 2
    assert "unknown language 'xx'" in capsys.readouterr().err
    assert main(["host", "--language", "de", "--dice", "new"]) == 2
    assert f"the dice set 'new' is not German; German dice: {GERMAN_DICE}" in capsys.readouterr().err
    assert main(["host", "--language", "de", "--size", "55"]) == 2
    assert "no German dice roll 5x5 boards: give --board" in capsys.readouterr().err
    assert main(["host", "--language", "de", "--board", "sswofgeehhmlrłsn"]) == 2
    assert "--board: bad character 'ł'" in capsys.readouterr().err


class _Output:
    """A subprocess's stdout read line by line in a thread, so a test can wait for a line with a timeout."""

    def __init__(self, proc):
        self.lines: list[str] = []
        self._cond = threading.Condition()
        self._thread = threading.Thread(target=self._read, args=(proc.stdout,), daemon=True)
        self._thread.start()

    def _read(self, stream) -> None:
        for line in stream:
            with self._cond:
                self.lines.append(line)
                self._cond.notify_all()

    def wait_for(self, text: str, timeout: float = 20.0, after: int = 0) -> int:
        """The index of the first line from ``after`` on holding ``text``."""
        deadline = time.monotonic() + timeout
        with self._cond:
            while True:
                found = next((k for k in range(after, len(self.lines)) if text in self.lines[k]), None)
                if found is not None:
                    return found
                left = deadline - time.monotonic()
                assert left > 0, f"no line with {text!r} in {timeout} s: {''.join(self.lines)[-2000:]}"
                self._cond.wait(left)

    @property
    def text(self) -> str:
        with self._cond:
            return "".join(self.lines)


def _start(args, tmp_path):
    env = {**os.environ, "PYTHONPATH": str(ROOT), "BOGGLE_DATA_DIR": str(tmp_path / "data"),
           "BOGGLE_CONFIG_DIR": str(tmp_path / "config"), "BOGGLE_CACHE_DIR": str(tmp_path / "cache")}
    return subprocess.Popen([sys.executable, "-m", "core", *args], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, encoding="utf-8", cwd=ROOT, env=env, bufsize=1)


def test_a_room_through_the_commands_ready_password_kick_rematch_spectate_standings(tmp_path, capsys):
    """``boggle host --ready --password`` with commands on its stdin, ``boggle join --password`` answering
    the ready prompt, ``boggle join --spectate`` watching, and a wrong password refused in one line."""
    host = _start(["host", "--ready", "--countdown", "0.3", "--password", "s3cret", "--seconds", "1.5",
                   "--players", "1", "--board", BOARD, "--rounds", "2", "--rule", "friendly"], tmp_path)
    procs = [host]
    bob = None
    try:
        host_out = _Output(host)
        url = next(w for w in host_out.lines[host_out.wait_for("ws://")].split() if w.startswith("ws://"))
        assert "--password PASSWORD" in host_out.lines[host_out.wait_for("Join with")]
        assert main(["join", url, "--name", "Max", "--password", "guess"]) == 2
        assert "boggle: error: cannot join" in capsys.readouterr().err
        bob = ClientSession(url, "Bob", password="s3cret")
        host_out.wait_for("Players: Bob")
        host.stdin.write("kick bob\n")
        host_out.wait_for("Removed bob.")
        for event in bob.events(timeout=10):
            if event["type"] == "closed":
                assert "removed by the host" in event["reason"]
                break
        eve = _start(["join", url, "--name", "Eve", "--spectate", "--password", "s3cret", "--rounds", "2"], tmp_path)
        procs.append(eve)
        eve_out = _Output(eve)
        eve_out.wait_for("Watching as Eve (a spectator).")
        ann = _start(["join", url, "--name", "Ann", "--password", "s3cret", "--rounds", "2"], tmp_path)
        procs.append(ann)
        ann_out = _Output(ann)
        ann_out.wait_for("press Enter (or type 'ready') when you are")
        ann.stdin.write("\n")                                   # ready
        ann_out.wait_for("The round starts in 0 s.")
        ann_out.wait_for("P  E  R  S")
        ann.stdin.write("least\n")
        ann_out.wait_for("least: ok (+2)")
        first = ann_out.wait_for("1. Ann 2 (1 round, +2 this round)")
        host_out.wait_for("Standings after 1 round")
        host.stdin.write("rematch same\n")                      # the host starts round 2 without a ready check
        host_out.wait_for(f"Rematch on the same board: {BOARD}")
        ann_out.wait_for("P  E  R  S", after=first)
        ann.stdin.write("stale\n")
        ann_out.wait_for("stale: ok (+2)")
        ann_out.wait_for("1. Ann 4 (2 rounds, +2 this round)")
        for proc in (host, ann, eve):
            proc.stdin.close()
            assert proc.wait(30) == 0, proc.stderr.read()
        eve_out.wait_for("1. Ann 4 (2 rounds, +2 this round)")
        assert "Players: Ann; watching: Eve" in eve_out.text or "Players: Ann (ready); watching: Eve" in eve_out.text
        assert "Round 2 started: perslatgsineters" in host_out.text and "Standings after 2 rounds" in host_out.text
    finally:
        if bob is not None:
            bob.close()
        for proc in procs:
            proc.kill()
            proc.wait(5)


def test_host_commands_cancel_holds_the_next_round_until_start_or_rematch(wordlist, capsys):
    from core.cli.net import _host_command
    from core.play.room import LobbyRules

    host = HostThread(wordlist, seconds=5, seed=3, lobby=LobbyRules(countdown=30),
                      limits=Limits(players_interval=0.05)).start()
    held = threading.Event()
    try:
        _host_command(host, "start", "", "new", held)
        assert "starts_in" in host.snapshot()["round"] and not held.is_set()
        _host_command(host, "cancel", "", "new", held)
        assert "starts_in" not in host.snapshot()["round"] and held.is_set()
        _host_command(host, "rematch", "same", "new", held)          # nothing played yet: said, not raised
        _host_command(host, "rematch", "sideways", "new", held)
        _host_command(host, "kick", "Nobody", "new", held)
        _host_command(host, "dance", "", "new", held)
        _host_command(host, "rematch", "new", "new", held)
        assert "starts_in" in host.snapshot()["round"] and not held.is_set()
    finally:
        host.stop()
    out = capsys.readouterr().out
    for line in ("Starting: ", "Countdown called off.", "host: no board has been played yet",
                 "rematch takes one of: same, new, next", "No player or spectator called 'Nobody'.",
                 "Unknown command 'dance'. Commands: kick NAME", "Rematch on a new board: "):
        assert line in out
