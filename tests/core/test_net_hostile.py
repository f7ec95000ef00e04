"""Rounds played as a hostile tester plays them, over real sockets on 127.0.0.1: a network that
goes silent under typed words, a client killed and started again, floods of control frames and
of joins with the host's memory read from /proc, connections that hold every slot, look-alike
names, numbers too big for a float. Each case once broke a round (docs/network.md, "Threats")."""
from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from websockets.frames import Frame, Opcode
from websockets.sync.client import connect

from core.engine import load_wordlist
from core.net import HostThread, Limits
from core.net import protocol as P
from core.net.identity import GRACE_SECONDS, IdentityStore
from tests.core.net_support import RawClient, StallingProxy, host_process, rss_mib, until

BOARD = "perslatgsineters"
ROOT = Path(__file__).resolve().parents[2]
#: The most a host may grow under any flood here (MiB over its idle size).
MEMORY_BUDGET = 100


@pytest.fixture(scope="module")
def wordlist():
    return load_wordlist()


def recv_type(ws, kind: str, most: int = 20) -> dict:
    """The next message of ``kind`` on a raw connection (others skipped, at most ``most``)."""
    for _ in range(most):
        msg = json.loads(ws.recv(timeout=5))
        if msg["type"] == kind:
            return msg
    raise AssertionError(f"no {kind} in {most} messages")


def answered(session, seqs, timeout=15.0, seen: list | None = None) -> dict[int, dict]:
    """The word_result of each of ``seqs`` (every event read on the way is added to ``seen``)."""
    found = {}
    deadline = time.monotonic() + timeout
    while set(found) != set(seqs):
        event, read = until(session, "word_result", max(0.01, deadline - time.monotonic()))
        if seen is not None:
            seen.extend(read)
        if event["seq"] in seqs:
            found[event["seq"]] = event
    return found


# -- 1. words typed while the network is silent --------------------------------------------------------
def test_words_sent_into_a_silent_network_are_sent_again_after_the_rejoin(hosts, sessions, wordlist):
    host = hosts(wordlist, seconds=60)
    proxy = StallingProxy(host.port)
    try:
        jo = sessions(proxy.url, "Jo")
        welcome, _ = until(jo, "welcome")
        host.start_round(BOARD)
        until(jo, "round_started")
        answered(jo, [jo.submit("least")])
        assert proxy.stall() == 1                    # the link goes silent; nothing is closed
        typed = [jo.submit(w) for w in ("stale", "rates", "lea")]
        lost, seen = until(jo, "disconnected", timeout=10)   # the keep-alive notices the dead link
        again, later = until(jo, "welcome", timeout=10)
        assert again["player_id"] == welcome["player_id"]
        assert [r["word"] for r in again["words"]] == ["least"]  # the host never got the three words
        results = answered(jo, typed, seen=later)
        assert [results[s]["verdict"] for s in typed] == ["ok", "ok", "ok"]
        [resent] = [e for e in later if e["type"] == "resent"]
        assert resent["seqs"] == typed and resent["words"] == ["stale", "rates", "lea"]
        assert not jo.unanswered
        result = host.end_round()
        assert [w.word for w in result.player("Jo").words] == ["least", "stale", "rates", "lea"]
    finally:
        proxy.close()


def test_a_word_sent_twice_is_judged_once(hosts, wordlist):
    host = hosts(wordlist, seconds=60)
    host.start_round(BOARD)
    with connect(host.url, open_timeout=5, proxy=None) as ws:
        ws.send(P.encode("hello", name="Ann"))
        token = recv_type(ws, "welcome")["token"]
        ws.send(P.encode("submit", word="least", seq=7))
        first = recv_type(ws, "word_result")
    # The answer was lost with the connection; the client sends the word again from a new one.
    with connect(host.url, open_timeout=5, proxy=None, additional_headers={P.REJOIN_HEADER: token}) as ws:
        ws.send(P.encode("hello", name="Ann", token=token))
        welcome = recv_type(ws, "welcome")
        assert [w["seq"] for w in welcome["words"]] == [7]
        ws.send(P.encode("submit", word="least", seq=7))
        second = recv_type(ws, "word_result")
    assert first == second and first["verdict"] == "ok"                   # the same answer, not "repeated"
    assert host.snapshot()["players"][0]["entries"] == ["least"]          # and one entry


# -- 2. a restarted client is the same player -----------------------------------------------------------
def test_an_identity_lasts_the_round_and_expires_with_it(tmp_path):
    now = [1000.0]
    store = IdentityStore(tmp_path / "ids.json", clock=lambda: now[0])
    store.put("ws://127.0.0.1:1/", "Ann", token="t" * 32, room="ab" * 8, round_id=1, state="running",
              seconds_left=60)
    assert store.get("ws://127.0.0.1:1", " ann ") == "t" * 32        # the address and name as typed again
    assert store.get("ws://127.0.0.1:1/", "Bob") is None
    now[0] += 60 + GRACE_SECONDS - 1
    assert store.get("ws://127.0.0.1:1/", "Ann") == "t" * 32
    now[0] += 2
    assert store.get("ws://127.0.0.1:1/", "Ann") is None              # the round is over: a new player
    assert oct((tmp_path / "ids.json").stat().st_mode & 0o777) == "0o600"
    (tmp_path / "ids.json").write_text("{not json")
    assert store.get("ws://127.0.0.1:1/", "Ann") is None              # an unreadable file is an empty one


def _join(url: str, data: Path) -> subprocess.Popen:
    env = {**os.environ, "PYTHONPATH": str(ROOT), "BOGGLE_DATA_DIR": str(data), "PYTHONUNBUFFERED": "1"}
    return subprocess.Popen([sys.executable, "-m", "core", "join", url, "--name", "Ann"], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, cwd=ROOT, env=env)


def _read_until(proc: subprocess.Popen, test, seconds: float = 20) -> list[str]:
    lines, deadline = [], time.monotonic() + seconds
    while time.monotonic() < deadline:
        line = proc.stdout.readline()
        if not line:
            break
        lines.append(line.rstrip("\n"))
        if test(lines[-1]):
            return lines
    raise AssertionError(f"not seen in {seconds} s: {lines}")


def test_a_killed_boggle_join_comes_back_as_the_same_player(hosts, wordlist, tmp_path):
    host = hosts(wordlist, seconds=60)
    host.start_round(BOARD)
    first = _join(host.url, tmp_path)
    try:
        assert "Joined as Ann." in _read_until(first, lambda line: line.startswith("Joined"))
        _read_until(first, lambda line: "Type words" in line)
        first.stdin.write("least\nstale\n")
        first.stdin.flush()
        _read_until(first, lambda line: line.startswith("stale:"))
    finally:
        first.send_signal(signal.SIGKILL)
        first.wait(10)
    again = _join(host.url, tmp_path)
    try:
        lines = _read_until(again, lambda line: line.startswith("Joined"))
        assert "Joined as Ann." in lines                     # not "Ann (2)"
        _read_until(again, lambda line: "Type words" in line)
        again.stdin.write("least\n")
        again.stdin.flush()
        assert "least: repeated" in _read_until(again, lambda line: line.startswith("least:"))
    finally:
        again.send_signal(signal.SIGKILL)
        again.wait(10)
    [ann] = host.snapshot()["players"]
    assert ann["name"] == "Ann" and ann["entries"] == ["least", "stale", "least"]
    result = host.end_round()
    assert result.player("Ann").score == 4                  # nobody to cross them out with


# -- 3, 4. floods: the host's memory stays within its budget ---------------------------------------------
def _ping_flood(url: str, pid: int, hello: bool, seconds: float = 10.0) -> tuple[float | None, float, float]:
    """Send pings as fast as the socket takes them and read nothing; (seconds until the host cut
    the connection or None, idle MiB, peak MiB)."""
    idle = rss_mib(pid)
    raw = RawClient(url)
    if hello:
        raw.send(P.encode("hello", name="Flood"))
    for _ in range(200):
        raw.proto.send_frame(Frame(Opcode.PING, b"x" * 125))
    batch = b"".join(raw.proto.data_to_send())
    raw.sock.settimeout(0.2)
    peak, cut, start = idle, False, time.monotonic()
    deadline = start + seconds
    try:
        while time.monotonic() < deadline and not cut:
            try:
                raw.sock.sendall(batch)
            except TimeoutError:        # the host stopped reading (or is slow): look whether it hung up
                try:
                    cut = raw.sock.recv(1, socket.MSG_PEEK | socket.MSG_DONTWAIT) == b""
                except BlockingIOError:
                    pass
            except OSError:
                cut = True
            peak = max(peak, rss_mib(pid))
        # What a host keeps after the attacker went away counts too.
        time.sleep(0.5)
        peak = max(peak, rss_mib(pid))
    finally:
        raw.close()
    return (time.monotonic() - start if cut else None), idle, peak


@pytest.mark.parametrize("hello", [True, False], ids=["joined", "no-hello"])
def test_a_ping_flood_is_cut_off_and_the_host_stays_small(hello):
    with host_process(hello_timeout=5.0, close_timeout=0.5) as (url, pid):
        cut, idle, peak = _ping_flood(url, pid, hello)
    print(f"ping flood ({'joined' if hello else 'no hello'}): host {idle:.0f} -> {peak:.0f} MiB, cut off after {cut} s")
    # Cut off at once (about a second here), before the hello deadline: not after 5 s of pongs piling up.
    assert cut is not None and cut < 4.0, "a client flooding pings was not cut off"
    assert peak - idle < MEMORY_BUDGET


def test_control_frames_count_against_their_own_rate_limit(hosts, wordlist):
    host = hosts(wordlist, limits=Limits(ping_interval=30, ping_timeout=30))   # only the limit can close it
    raw = RawClient(host.url)
    raw.send(P.encode("hello", name="Pinger"))
    for _ in range(int(Limits().control_burst) + 5):
        raw.proto.send_frame(Frame(Opcode.PING, b"p"))
    raw._flush()
    assert raw.eof_within(5)                    # closed at once, not after 23 s and 300 MiB
    raw.close()


def _lobby_cycles(url: str, count: int, seconds: float) -> int:
    done, deadline = 0, time.monotonic() + seconds
    while done < count and time.monotonic() < deadline:
        with connect(url, open_timeout=5, proxy=None, close_timeout=1) as ws:
            ws.send(P.encode("hello", name=f"p{done % 50}"))
            ws.recv(timeout=5)
        done += 1
    return done


def test_joins_while_the_host_waits_do_not_pile_up(wordlist):
    """``boggle host`` reads no events while it waits for players: they must not pile up."""
    host = HostThread(wordlist, limits=Limits(max_events=50, players_interval=0.001)).start()
    try:
        done = _lobby_cycles(host.url, 400, 30)
        assert done == 400
        assert host._events.qsize() <= 2 * 50
        time.sleep(0.3)                                  # the last drop's player list goes out
        lists = [e["players"] for e in host.events(timeout=0.2) if e["type"] == "players"]
        now = [{k: p[k] for k in ("id", "name", "connected", "words", "total", "ready")}
               for p in host.snapshot()["players"] if not p["left"]]
        assert lists and lists[-1] == now                # the newest player list is never the one dropped
    finally:
        host.stop()


def test_lobby_churn_keeps_the_host_within_its_memory_budget():
    with host_process(max_players=64) as (url, pid):
        idle = rss_mib(pid)
        done = _lobby_cycles(url, 1500, 40)
        grown = rss_mib(pid) - idle
    print(f"lobby churn: {done} connect+hello+drop cycles, host +{grown:.1f} MiB over {idle:.0f} MiB")
    assert done >= 200 and grown < MEMORY_BUDGET


# -- 5. a returning player is never locked out ----------------------------------------------------------
def test_hello_less_connections_cannot_lock_out_a_returning_player(hosts, sessions, wordlist):
    limits = Limits(max_players=4, max_pending=2, hello_timeout=60, ping_interval=0.5, ping_timeout=0.5,
                    close_timeout=0.5, players_interval=0.05)
    host = hosts(wordlist, seconds=60, limits=limits)
    ann = sessions(host.url, "Ann", retries=4)
    welcome, _ = until(ann, "welcome")
    host.start_round(BOARD)
    until(ann, "round_started")
    answered(ann, [ann.submit("least")])
    squatters, stop = [], threading.Event()

    def squat() -> None:
        """Keep every slot the host gives strangers taken, trying again every 10 ms."""
        while not stop.is_set() and len(squatters) < 40:
            try:
                squatters.append(RawClient(host.url))
            except AssertionError:          # HTTP 503: all taken for now
                time.sleep(0.01)

    attacker = threading.Thread(target=squat, daemon=True)
    try:
        attacker.start()
        deadline = time.monotonic() + 5
        while len(squatters) < limits.max_pending and time.monotonic() < deadline:
            time.sleep(0.01)
        assert host.call(host.host.cut_off, "Ann")   # the attacker takes any slot this frees at once
        again, seen = until(ann, "welcome", timeout=15)
        assert again["player_id"] == welcome["player_id"] and [w["word"] for w in again["words"]] == ["least"]
        assert not any(e["type"] == "closed" for e in seen)
    finally:
        stop.set()
        attacker.join(5)
        for raw in squatters:
            raw.close()


# -- 6. look-alike names ---------------------------------------------------------------------------------
def test_look_alike_and_invisible_names_cannot_pass_for_another_player(hosts, wordlist):
    host = hosts(wordlist)
    with connect(host.url, open_timeout=5, proxy=None) as vic:
        vic.send(P.encode("hello", name="Vic"))
        assert json.loads(vic.recv(timeout=5))["name"] == "Vic"
        names, refused = {}, {}
        for impostor in ("V\u0456c", "VIC", "\u2164ic", "ｖｉｃ", "Vic\u3164", "Vic\u2800", "Vic\ufe0f",
                         "Vi\u200bc", "\u0301Vic", "Vic \u0308"):
            with connect(host.url, open_timeout=5, proxy=None) as ws:
                ws.send(P.encode("hello", name=impostor))
                msg = json.loads(ws.recv(timeout=5))
                if msg["type"] == "welcome":
                    names[impostor] = msg["name"]
                else:
                    refused[impostor] = (msg["code"], msg["message"])
    assert set(names) == {"V\u0456c", "VIC", "\u2164ic", "ｖｉｃ"}
    assert names["V\u0456c"] == "V\u0456c (2)" and names["ｖｉｃ"].startswith("vic (")   # told apart on sight
    shown = [p["name"] for p in host.snapshot()["players"]]
    keys = [P.name_keys(n) for n in shown]
    assert all(not (a & b) for i, a in enumerate(keys) for b in keys[i + 1:]), shown
    assert all(code == "bad_message" for code, _ in refused.values())
    assert "U+3164 HANGUL FILLER" in refused["Vic\u3164"][1]
    assert "U+2800 BRAILLE PATTERN BLANK" in refused["Vic\u2800"][1]
    assert "combining mark on its own" in refused["Vic \u0308"][1]


# -- 7. numbers out of range ------------------------------------------------------------------------------
def test_a_ping_with_a_400_digit_number_is_a_bad_message_not_a_crash(hosts, wordlist):
    host = hosts(wordlist)
    with connect(host.url, open_timeout=5, proxy=None) as ws:
        ws.send(P.encode("hello", name="Ann"))
        json.loads(ws.recv(timeout=5))
        v = P.PROTOCOL_VERSION
        for frame in (f'{{"v": {v}, "type": "ping", "t": ' + "9" * 400 + "}",
                      f'{{"v": {v}, "type": "submit", "word": "least", "seq": ' + "9" * 400 + "}"):
            ws.send(frame)
            assert recv_type(ws, "error")["code"] == "bad_message"
        ws.send(P.encode("ping", t=1.5))                    # the connection is still open
        assert recv_type(ws, "pong")["t"] == 1.5
