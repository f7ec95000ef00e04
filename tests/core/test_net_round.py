"""Network rounds over real sockets on 127.0.0.1: a host thread and client sessions playing
whole rounds, rejoining, late joining, a different word list, and what a client may not do."""
from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest
from websockets.sync.client import connect

from core.engine import Setup, Solver, load_wordlist
from core.net import protocol as P
from core.play.group import score_group
from tests.core.net_support import until

BOARD = "perslatgsineters"
ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def wordlist():
    return load_wordlist()


@pytest.fixture(scope="module")
def board_words(wordlist):
    return sorted(w.word for w in Solver(wordlist).solve(BOARD).words)


@pytest.fixture
def make_host(hosts, wordlist):
    return lambda **options: hosts(wordlist, **{"seconds": 3, **options})


def results_of(session, count: int, timeout: float = 10.0, seen: list | None = None) -> list[dict]:
    """The next ``count`` word results (every event read on the way is added to ``seen``)."""
    found = []
    deadline = time.monotonic() + timeout
    while len(found) < count:
        event, read = until(session, "word_result", max(0.01, deadline - time.monotonic()))
        found.append(event)
        if seen is not None:
            seen.extend(read)
    return found


def test_two_clients_play_a_full_round(make_host, sessions, wordlist):
    host = make_host(seconds=2.5)
    ann = sessions(host.url, "Ann", wordlist=wordlist)
    bob = sessions(host.url, "Bob")
    welcome, _ = until(ann, "welcome")
    assert welcome["round"]["state"] == "waiting" and "board" not in welcome["round"]
    assert welcome["setup"]["wordlist"]["path"] is None     # the host's files are not shown
    until(bob, "welcome")
    assert host.start_round(BOARD) == BOARD
    started, _ = until(ann, "round_started")
    assert started["round"]["board"] == BOARD and 2 < started["round"]["seconds_left"] <= 2.5
    until(bob, "round_started")
    for w in ("least", "stale", "Least", "xq", "lea", "st4le"):
        ann.submit(w)
    for w in ("least", "rates", "tiles"):
        bob.submit(w)
    seen = []
    ann_results = results_of(ann, 6, seen=seen)
    assert [(r["word"], r["verdict"], r["points"]) for r in ann_results] == [
        ("least", "ok", 2), ("stale", "ok", 2), ("least", "repeated", 0), ("xq", "too_short", 0),
        ("lea", "ok", 1), ("st4le", "not_a_word", 0)]
    first = ann_results[0]["seq"]
    assert [r["seq"] for r in ann_results] == list(range(first, first + 6))   # each word's id, in order
    local = {e["seq"]: (e["word"], e["verdict"]) for e in seen if e["type"] == "local_check"}
    assert local == {r["seq"]: (r["word"], r["verdict"]) for r in ann_results}   # the same verdicts at once
    assert [(r["word"], r["verdict"]) for r in results_of(bob, 3)] == [
        ("least", "ok"), ("rates", "ok"), ("tiles", "not_on_board")]
    ended, seen = until(ann, "round_ended", timeout=6)
    assert not any(e["type"] == "word_result" and e["word"] in ("rates", "tiles") for e in seen)
    result = ended["result"]
    scores = {p["name"]: p["score"] for p in result["players"]}
    assert scores == {"Ann": 3, "Bob": 2}           # classic: "least" is crossed out for both
    ann_row = next(p for p in result["players"] if p["name"] == "Ann")
    assert ann_row["shared"] == ["least"] and ann_row["unique"] == ["stale", "lea"]
    assert {r["word"] for r in ended["reveal"]} == set(result["all_words"])
    assert all(len(r["path"]) >= 3 for r in ended["reveal"])
    until(bob, "round_ended")
    snap = host.snapshot()
    assert snap["round"]["state"] == "ended" and {p["name"]: p["total"] for p in snap["players"]} == scores
    assert ann.seconds_left() == 0.0


def test_headless_host_with_twelve_scripted_clients(make_host, sessions, wordlist, board_words):
    host = make_host(seconds=3, rule="friendly")
    players = [sessions(host.url, f"player{k}") for k in range(12)]
    for s in players:
        until(s, "welcome")
    host.start_round(BOARD)
    entries = {}
    for k, s in enumerate(players):
        until(s, "round_started")
        words = board_words[k::12][:4] + ["least", f"zz{k}zz"]
        entries[s.name] = words
        for w in words:
            s.submit(w)
    for s in players:
        assert len(results_of(s, len(entries[s.name]))) == len(entries[s.name])
    ends = [until(s, "round_ended", timeout=8)[0] for s in players]
    assert all(e["result"] == ends[0]["result"] for e in ends)
    setup = Setup.of(wordlist, "standard", "44")
    expected = score_group(BOARD, setup, Solver(wordlist, setup.rules_value), entries, rule="friendly")
    got = {p["name"]: (p["score"], p["words"]) for p in ends[0]["result"]["players"]}
    assert got == {p.name: (p.score, [[w.word, w.verdict.value, w.points] for w in p.words])
                   for p in expected.players}
    assert all(p.score > 0 for p in expected.players)   # friendly: the shared "least" still scores


def test_a_dropped_connection_reconnects_and_keeps_its_words(make_host, sessions):
    host = make_host(seconds=6)
    ann = sessions(host.url, "Ann")
    welcome, _ = until(ann, "welcome")
    host.start_round(BOARD)
    until(ann, "round_started")
    ann.submit("least")
    ann.submit("stale")
    results_of(ann, 2)
    ann._loop.call_soon_threadsafe(ann._ws.transport.abort)   # the socket dies without a closing handshake
    until(ann, "disconnected")
    again, _ = until(ann, "welcome")
    assert again["player_id"] == welcome["player_id"] and again["token"] == welcome["token"]
    assert [r["word"] for r in again["words"]] == ["least", "stale"]
    assert again["round"]["board"] == BOARD and again["round"]["state"] == "running"
    ann.submit("stale")
    assert results_of(ann, 1)[0]["verdict"] == "repeated"   # the host remembers the words
    result = host.end_round()
    assert [w.word for w in result.player("Ann").words] == ["least", "stale", "stale"]
    assert len(host.snapshot()["players"]) == 1


CHILD = textwrap.dedent("""
    import sys, time
    from core.net import ClientSession
    s = ClientSession(sys.argv[1], "Kim")
    waiting = set()
    for e in s.events(timeout=10):
        if e["type"] == "welcome":
            print("token", e["token"], flush=True)
        elif e["type"] == "round_started":
            waiting = {s.submit("least"), s.submit("rates")}
        elif e["type"] == "word_result":
            waiting.discard(e["seq"])
            if not waiting:
                print("sent", flush=True)
                time.sleep(60)
""")


def test_a_killed_client_process_rejoins_with_its_token(make_host, sessions):
    host = make_host(seconds=8)
    child = subprocess.Popen([sys.executable, "-c", CHILD, host.url], stdout=subprocess.PIPE, text=True,
                             cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)})
    try:
        line = child.stdout.readline()
        assert line.startswith("token "), line
        token = line.split()[1]
        host.start_round(BOARD)
        assert child.stdout.readline().strip() == "sent"
    finally:
        child.send_signal(signal.SIGKILL)
        child.wait(10)
    kim = sessions(host.url, "Kim", token=token)
    welcome, _ = until(kim, "welcome")
    assert welcome["name"] == "Kim" and [r["word"] for r in welcome["words"]] == ["least", "rates"]
    kim.submit("stale")
    results_of(kim, 1)
    result = host.end_round()
    assert [p.name for p in result.players] == ["Kim"]
    assert [w.word for w in result.player("Kim").words] == ["least", "rates", "stale"]


def test_late_joiner_gets_the_time_left_and_a_leaver_keeps_words(make_host, sessions):
    host = make_host(seconds=4)
    ann = sessions(host.url, "Ann")
    until(ann, "welcome")
    host.start_round(BOARD)
    ann.submit("least")
    results_of(ann, 1)
    time.sleep(1.0)
    bob = sessions(host.url, "Bob")
    welcome, _ = until(bob, "welcome")
    assert welcome["round"]["board"] == BOARD
    assert 0.5 < welcome["round"]["seconds_left"] < 3.2      # the time left, not the round's 4 s
    assert abs(bob.seconds_left() - welcome["round"]["seconds_left"]) < 1.0
    ann.leave()
    assert until(ann, "closed")[0]["code"] == P.CLOSE_CODES["left"]
    players, _ = until(bob, "players", where=lambda e: len(e["players"]) == 1)
    assert players["players"][0]["name"] == "Bob"
    ended, _ = until(bob, "round_ended", timeout=6)
    assert {p["name"] for p in ended["result"]["players"]} == {"Ann", "Bob"}


def test_a_different_word_list_is_warned_and_the_hosts_list_decides(make_host, sessions, write_wordlist):
    mine = load_wordlist(write_wordlist(["least", "stale", "pers", "perst", "snit"], name="mine.txt"))
    host = make_host()
    kim = sessions(host.url, "Kim", wordlist=mine)
    warning, _ = until(kim, "list_mismatch")
    assert warning["your_list"]["name"] == "mine" and warning["host_list"]["name"] == "scowl70"
    assert "host" in warning["message"]
    host.start_round(BOARD)
    until(kim, "round_started")
    kim.submit("perst")
    seen = []
    assert results_of(kim, 1, seen=seen)[0]["verdict"] == "not_in_list"   # the host's list decides ...
    local = [e for e in seen if e["type"] == "local_check"]
    assert [(e["word"], e["verdict"]) for e in local] == [("perst", "ok")]   # ... whatever the player's says


def test_names_are_unique_and_tokens_secret(make_host, sessions):
    host = make_host()
    ann1 = sessions(host.url, "Ann")
    w1, _ = until(ann1, "welcome")      # Ann is in before ann asks (two joins at once race for the name)
    ann2 = sessions(host.url, "ann")
    w2, seen = until(ann2, "welcome")
    assert w1["name"] == "Ann" and w2["name"] == "ann (2)"
    players, later = until(ann2, "players", where=lambda e: len(e["players"]) == 2)
    text = json.dumps(seen + later)
    assert w1["token"] not in text


def test_a_client_cannot_run_the_round_see_answers_or_speak_for_others(make_host, sessions, board_words):
    host = make_host(seconds=3)
    ann = sessions(host.url, "Ann")
    until(ann, "welcome")
    host.start_round(BOARD)
    ann.submit("least")
    results_of(ann, 1)
    received = []
    with connect(host.url, open_timeout=5, proxy=None) as ws:
        ws.send(P.encode("hello", name="Mallory"))
        attempts = [
            P.encode("start_round"), P.encode("end_round"), P.encode("next_round", board="aaaaaaaaaaaaaaaa"),
            P.encode("submit", word="stale", player_id=1), P.encode("submit", word="stale", name="Ann"),
            P.encode("hello", name="Ann"),                       # a second hello on this connection
            P.encode("ping", t=1, seconds_left=999), P.encode("reveal"), P.encode("round_ended"),
            P.encode("submit", word="stale"),                    # a word without its id
            P.encode("submit", word="rates", seq=1),
        ]
        for text in attempts:
            ws.send(text)
        deadline = time.monotonic() + 5
        while time.monotonic() < deadline:
            msg = json.loads(ws.recv(timeout=5))
            received.append(msg)
            if msg["type"] == "word_result":
                break
    errors = [m["code"] for m in received if m["type"] == "error"]
    assert errors == ["unknown_type", "unknown_type", "unknown_type", "bad_message", "bad_message",
                      "already_joined", "bad_message", "unknown_type", "unknown_type", "bad_message"]
    assert received[-1]["word"] == "rates"
    snap = host.snapshot()
    assert snap["round"]["state"] == "running" and snap["round"]["board"] == BOARD
    assert 0 < snap["round"]["seconds_left"] < 3
    assert {p["name"]: p["entries"] for p in snap["players"]} == {"Ann": ["least"], "Mallory": ["rates"]}

    def strings(value):
        if isinstance(value, str):
            yield value
        elif isinstance(value, dict):
            for v in value.values():
                yield from strings(v)
        elif isinstance(value, list):
            for v in value:
                yield from strings(v)
    told = {s for m in received for s in strings(m)}
    assert not told & (set(board_words) - {"rates"})       # no answers before the end, not even Ann's words
    assert not any(m["type"] == "round_ended" for m in received)


def test_a_connection_cut_off_by_the_host_rejoins_by_itself_with_its_words(make_host, sessions):
    host = make_host(seconds=30)
    ann = sessions(host.url, "Ann")
    until(ann, "welcome")
    host.start_round(BOARD)
    until(ann, "round_started")
    ann.submit("least")
    results_of(ann, 1)
    assert host.call(host.host.cut_off, "Ann") and not host.call(host.host.cut_off, "Nobody")
    lost, _ = until(ann, "disconnected")
    assert lost["reconnecting"] and lost["attempt"] == 1 and lost["reason"] == "the connection was lost"
    welcome, _ = until(ann, "welcome")
    assert [(w["word"], w["verdict"]) for w in welcome["words"]] == [("least", "ok")]
    ann.submit("stale")
    assert [r["word"] for r in results_of(ann, 1)] == ["stale"]
    [player] = host.snapshot()["players"]
    assert player["name"] == "Ann" and player["entries"] == ["least", "stale"] and player["connected"]


def test_events_speak_one_vocabulary_each(make_host, sessions, wordlist):
    """What a host and a session hand their readers is typed by enums: the host's events by
    HostEvent, a session's by the host's message types (HostType) and its own (SessionEvent)."""
    from core.net import HostEvent, HostType, SessionEvent
    from core.net.host import RoundHost
    assert set(RoundHost._PLAYER_MESSAGES) == set(P.ClientType) - {P.ClientType.HELLO}
    host = make_host(seconds=1.5)
    ann = sessions(host.url, "Ann", wordlist=wordlist)
    until(ann, "welcome")
    host.start_round(BOARD)
    until(ann, "round_started")
    ann.submit("least")
    _, seen = until(ann, "round_ended", timeout=6)
    ann.close()
    seen += list(ann.events(timeout=5))
    kinds = {e["type"] for e in seen}
    assert {"word_result", "local_check", "round_ended", "closed"} <= kinds
    assert kinds <= set(HostType) | set(SessionEvent)
    assert all(isinstance(e["type"], SessionEvent) for e in seen if e["type"] in set(SessionEvent))
    host.stop()
    events = list(host.events(timeout=5))
    assert events and all(isinstance(e["type"], HostEvent) for e in events)
    assert {HostEvent.JOINED, HostEvent.ROUND_STARTED, HostEvent.WORD, HostEvent.ROUND_ENDED} <= {
        e["type"] for e in events}
    assert events[-1]["type"] == HostEvent.STOPPED
