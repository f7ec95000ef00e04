"""The room over real sockets on 127.0.0.1: the lobby's ready check and countdown, rematches,
removing a player, spectators, a room password and the standings across rounds."""
from __future__ import annotations

import dataclasses
import json
import time

import pytest

from core.engine import load_wordlist
from core.net import protocol as P
from core.net.host import HostError
from core.net.identity import IdentityStore
from core.play.codes import GameCode, decode_game, encode_game, next_code
from core.play.game import TimerMode
from core.play.room import LobbyRules
from tests.core.net_support import FAST, RawClient, until

BOARD = "perslatgsineters"


@pytest.fixture(scope="module")
def wordlist():
    return load_wordlist()


@pytest.fixture
def make_host(hosts, wordlist):
    return lambda **options: hosts(wordlist, **{"seconds": 2, **options})


def closed_event(session, timeout: float = 10.0) -> dict:
    """Read events until the session's ``closed`` (the last); fails if it does not come in time."""
    deadline = time.monotonic() + timeout
    for event in session.events(timeout=timeout):
        if event["type"] == "closed":
            return event
        assert time.monotonic() < deadline
    raise AssertionError("the session did not close")


def wait_for(condition, timeout: float = 10.0):
    deadline = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < deadline, "condition not met in time"
        time.sleep(0.02)


# -- the lobby ---------------------------------------------------------------------------------------
def test_ready_check_counts_down_then_starts_and_an_unready_player_calls_it_off(make_host, sessions):
    host = make_host(lobby=LobbyRules(min_players=2, ready_check=True, countdown=0.6), seed=1)
    ann, bob = sessions(host.url, "Ann"), sessions(host.url, "Bob")
    welcome, _ = until(ann, "welcome")
    assert welcome["lobby"] == {"min_players": 2, "ready_check": True, "countdown": 0.6}
    until(bob, "welcome")
    ann.ready()
    listed, _ = until(bob, "players", where=lambda e: any(p["ready"] for p in e["players"]))
    assert {p["name"]: p["ready"] for p in listed["players"]} == {"Ann": True, "Bob": False}
    assert host.snapshot()["round"]["state"] == "waiting"      # Bob is not ready: no countdown
    bob.ready()
    counting, _ = until(ann, "countdown")
    assert counting["seconds"] == pytest.approx(0.6) and counting["round_id"] == 1
    ann.ready(False)                                           # taken back: the countdown stops
    off, _ = until(bob, "countdown", where=lambda e: e["seconds"] is None)
    assert "Ann" in off["reason"]
    time.sleep(0.8)
    assert host.snapshot()["round"]["state"] == "waiting" and bob.seconds_to_start() is None
    ann.ready()
    until(bob, "countdown", where=lambda e: e["seconds"] is not None)
    assert 0 < bob.seconds_to_start() <= 0.6
    t0 = time.monotonic()
    started, _ = until(ann, "round_started")
    assert time.monotonic() - t0 > 0.2                          # after the countdown, not at once
    assert started["round"]["id"] == 1
    assert not any(p["ready"] for p in host.snapshot()["players"])   # cleared for the next lobby


def test_a_late_joiner_sees_the_countdown_and_too_few_players_call_it_off(make_host, sessions):
    host = make_host(lobby=LobbyRules(min_players=2, ready_check=True, countdown=5))
    ann, bob = sessions(host.url, "Ann"), sessions(host.url, "Bob")
    until(ann, "welcome")
    until(bob, "welcome")
    ann.ready()
    bob.ready()
    until(ann, "countdown")
    cy = sessions(host.url, "Cy")
    welcome, _ = until(cy, "welcome")
    assert 0 < welcome["round"]["starts_in"] <= 5 and 0 < cy.seconds_to_start() <= 5
    bob.leave()
    cy.leave()
    off, _ = until(ann, "countdown", where=lambda e: e["seconds"] is None)
    assert off["reason"] == "too few players are left"


def test_ready_is_range_checked_and_a_host_countdown_too(make_host):
    host = make_host()
    with pytest.raises(P.ProtocolError, match="ready.ready must be true or false"):
        P.parse_client_message(P.encode("ready", ready=1))
    with pytest.raises(P.ProtocolError, match="hello.role must be one of player, spectator"):
        P.parse_client_message('{"v":4,"type":"hello","name":"Ann","role":"referee"}')
    with pytest.raises(P.ProtocolError, match="hello.password is longer than 64"):
        P.parse_client_message(P.encode("hello", name="Ann", password="x" * 65))
    with pytest.raises(P.ProtocolError, match="countdown.seconds must be a number"):
        P.parse_host_message(P.encode("countdown", seconds=10 ** 400, round_id=1))
    with pytest.raises(HostError, match="a countdown lasts 0 to 60 seconds"):
        host.start_countdown(BOARD, 61)
    with pytest.raises(ValueError, match="a countdown lasts"):
        LobbyRules(countdown=float("nan"))


# -- rematch -----------------------------------------------------------------------------------------
def test_rematch_same_new_and_next_board_of_a_game_code(make_host, sessions, wordlist):
    code = GameCode("new", "standard", 3, "scowl70", None, TimerMode.fixed(180), seed=4242)
    host = make_host(seconds=1, code=encode_game(code), seed=7)
    ann = sessions(host.url, "Ann")
    until(ann, "welcome")
    first = host.rematch("same")                 # the room's first round plays its code, whatever is asked
    assert first == code.deal()
    until(ann, "round_ended", timeout=5)
    assert host.rematch("same") == first
    started, _ = until(ann, "round_started")
    assert started["round"]["board"] == first and started["round"]["id"] == 2
    with pytest.raises(HostError, match="a round is running"):
        host.rematch("new")
    until(ann, "round_ended", timeout=5)
    following = host.rematch("next")
    assert following == next_code(code).deal() != first
    assert decode_game(host.snapshot()["code"]) == next_code(code)
    until(ann, "round_ended", timeout=5)
    assert host.rematch("next") == next_code(next_code(code)).deal()
    until(ann, "round_ended", timeout=5)
    new = host.rematch("new")
    assert new not in (first, following)


def test_rematch_with_a_countdown_names_the_board_kind(make_host, sessions):
    host = make_host(seconds=1, lobby=LobbyRules(countdown=0.3))
    ann = sessions(host.url, "Ann")
    until(ann, "welcome")
    with pytest.raises(HostError, match="nothing to play again"):
        host.rematch("same")
    host.start_round(BOARD)
    until(ann, "round_ended", timeout=5)
    assert host.rematch("same") == BOARD
    counting, _ = until(ann, "countdown")
    assert counting["board"] == "same" and counting["round_id"] == 2
    started, _ = until(ann, "round_started")
    assert started["round"]["board"] == BOARD
    with pytest.raises(HostError, match="no next board"):
        host.call(lambda: host.host._choose_board("next"))


def test_next_board_of_a_code_with_a_fixed_board_is_refused(wordlist, hosts):
    code = GameCode("new", "standard", 3, "scowl70", None, TimerMode.fixed(180), board=BOARD)
    with pytest.raises(ValueError, match="fixed board"):
        hosts(wordlist, code=encode_game(code))
    with pytest.raises(ValueError, match="next board of a game code need the code"):
        hosts(wordlist, rematch="next")


# -- removing a player -------------------------------------------------------------------------------
def test_a_removed_player_is_closed_their_words_leave_and_their_token_stops_working(make_host, sessions, tmp_path):
    host = make_host(seconds=1.5)
    store = IdentityStore(tmp_path / "ids.json")
    ann = sessions(host.url, "Ann")
    bob = sessions(host.url, "Bob", identities=store)
    until(ann, "welcome")
    until(bob, "welcome")
    token = bob.token
    assert store.get(host.url, "Bob") == token
    host.start_round(BOARD)
    until(bob, "round_started")
    bob.submit("least")
    until(bob, "word_result")
    assert host.remove("bob")                       # names are compared as names are
    error, _ = until(bob, "error")
    assert error["code"] == "removed"
    closed = closed_event(bob)
    assert closed["code"] == P.CloseCode.REMOVED and "removed by the host" in closed["reason"]
    assert store.get(host.url, "Bob") is None       # the kept token is forgotten
    listed, _ = until(ann, "players", where=lambda e: len(e["players"]) == 1)
    assert [p["name"] for p in listed["players"]] == ["Ann"]
    again = sessions(host.url, "Bob", token=token)  # the old token: refused, not a rejoin
    error, _ = until(again, "error")
    assert error["code"] == "removed"
    assert closed_event(again)["code"] == P.CloseCode.REMOVED
    ended, _ = until(ann, "round_ended", timeout=5)
    assert [p["name"] for p in ended["result"]["players"]] == ["Ann"]
    assert not host.remove("Nobody")


# -- spectators --------------------------------------------------------------------------------------
def test_spectators_watch_the_clock_and_players_never_play_nor_count(make_host, sessions):
    host = make_host(seconds=1.5, limits=dataclasses.replace(FAST, max_players=1, max_spectators=2))
    ann = sessions(host.url, "Ann")
    until(ann, "welcome")
    eve = sessions(host.url, "Eve", spectate=True)
    welcome, _ = until(eve, "welcome")
    assert welcome["role"] == "spectator" and welcome["token"] is None and welcome["player_id"] is None
    listed, _ = until(ann, "players", where=lambda e: e.get("spectators"))
    assert [p["name"] for p in listed["players"]] == ["Ann"] and listed["spectators"] == ["Eve"]
    zed = sessions(host.url, "Zed", spectate=True)       # a spectator never takes a player's place
    until(zed, "welcome")
    third = sessions(host.url, "Max", spectate=True)     # over the spectators' own cap
    error, _ = until(third, "error")
    assert error["code"] == "full" and "spectators" in error["message"]
    bob = sessions(host.url, "Bob")                      # over the player cap (1), spectators aside
    error, _ = until(bob, "error")
    assert error["code"] == "full"
    with pytest.raises(ValueError, match="spectator does not play"):
        eve.submit("least")
    with pytest.raises(ValueError, match="spectator"):
        eve.ready()
    host.start_round(BOARD)
    started, _ = until(eve, "round_started")
    assert started["round"]["board"] == BOARD and 0 < eve.seconds_left() <= 1.5
    eve.ping()
    pong, _ = until(eve, "pong")
    assert pong["round"]["state"] == "running"
    ann.submit("least")
    counted, _ = until(eve, "players", where=lambda e: e["players"][0]["words"] == 1)
    ended, _ = until(eve, "round_ended", timeout=5)
    assert [p["name"] for p in ended["result"]["players"]] == ["Ann"]
    assert [s["name"] for s in ended["standings"]] == ["Ann"]
    assert host.snapshot()["spectators"] == ["Eve", "Zed"]


def test_a_quiet_spectator_stays_past_the_hello_deadline(make_host):
    # A spectator has said hello as much as a player has: only a connection that never said it
    # goes at the hello deadline (here 1 s); a silent watcher stays for the idle limit. (Pings
    # are slow here: the raw client does not answer them.)
    host = make_host(limits=dataclasses.replace(FAST, hello_timeout=1.0, ping_interval=30, ping_timeout=30))
    eve = RawClient(host.url)
    try:
        eve.send(P.encode("hello", name="Eve", role="spectator"))
        wait_for(lambda: host.snapshot()["spectators"] == ["Eve"])
        assert not eve.eof_within(2.5)                # Eve says nothing all this while
        assert host.snapshot()["spectators"] == ["Eve"]
    finally:
        eve.close()


def test_a_spectator_sending_words_gets_an_error_and_nothing_is_counted(make_host):
    host = make_host(seconds=3)
    raw = RawClient(host.url)
    try:
        raw.send(P.encode("hello", name="Eve", role="spectator"))
        host.start_round(BOARD)
        raw.send(P.encode("submit", word="least", seq=1))
        raw.send(P.encode("ready", ready=True))
        raw.sock.settimeout(2)
        got = b""
        deadline = time.monotonic() + 3
        while got.count(b'"spectator"') < 3 and time.monotonic() < deadline:   # role in welcome + 2 errors
            got += raw.sock.recv(65536)
        assert got.count(b'"code":"spectator"') == 2
        snap = host.snapshot()
        assert snap["players"] == [] and snap["spectators"] == ["Eve"]
    finally:
        raw.close()


# -- the password ------------------------------------------------------------------------------------
def test_a_password_is_required_refused_clearly_and_guesses_are_rate_limited(make_host, sessions):
    limits = dataclasses.replace(FAST, password_tries=3, password_window=2.0)
    host = make_host(password="hunter2", limits=limits)
    ann = sessions(host.url, "Ann", password="hunter2")
    welcome, _ = until(ann, "welcome")
    token = welcome["token"]
    none = sessions(host.url, "Bob")
    error, _ = until(none, "error")
    assert error["code"] == "password" and error["message"] == "this room needs a password"
    closed = closed_event(none)
    assert closed["code"] == P.CloseCode.PASSWORD and "needs a password" in closed["reason"]
    wrong = sessions(host.url, "Bob", password="hunter3")
    error, _ = until(wrong, "error")
    assert error["message"] == "wrong room password"
    assert closed_event(wrong)["code"] == P.CloseCode.PASSWORD      # no reconnection attempts
    spy = sessions(host.url, "Eve", password="nope", spectate=True)  # spectators need it too
    until(spy, "error", where=lambda e: e["code"] == "password")
    closed_event(spy)
    t0 = time.monotonic()
    right = sessions(host.url, "Bob", password="hunter2")            # three wrong: this address waits
    closed = closed_event(right)
    assert "Too many wrong passwords" in closed["reason"] and closed["code"] == P.CloseCode.PASSWORD
    assert [p["name"] for p in host.snapshot()["players"]] == ["Ann"]
    host.call(lambda: host.host.cut_off("Ann"))                      # a player's token still gets in
    until(ann, "welcome", timeout=10)
    back = sessions(host.url, "Ann", token=token)                    # the token alone is enough
    until(back, "welcome")
    time.sleep(max(0.0, 2.1 - (time.monotonic() - t0)))              # the window passes
    bob = sessions(host.url, "Bob", password="hunter2")
    until(bob, "welcome")


def test_the_guessers_kept_are_bounded(make_host, wordlist):
    host = make_host(password="pw", limits=dataclasses.replace(FAST, max_guessers=2))
    # Stand-ins for two earlier guessers' addresses: only the table's keys, never connected to.
    host.call(lambda: [host.host._guesses.setdefault(f"earlier-guesser-{k}", None) for k in range(2)])
    raw = RawClient(host.url)
    try:
        raw.send(P.encode("hello", name="Ann", password="wrong"))
        assert raw.eof_within(5)
    finally:
        raw.close()
    kept = host.call(lambda: list(host.host._guesses))
    assert kept == ["earlier-guesser-1", "127.0.0.1"]                # the oldest went first


# -- standings ---------------------------------------------------------------------------------------
def test_standings_across_rounds_at_each_end(make_host, sessions):
    host = make_host(seconds=1.2, rule="friendly")
    ann, bob = sessions(host.url, "Ann"), sessions(host.url, "Bob")
    until(ann, "welcome")
    until(bob, "welcome")
    host.start_round(BOARD)
    until(ann, "round_started")
    ann.submit("least")                   # 2
    bob.submit("stale")                   # 2
    bob.submit("rates")                   # 2
    ended, _ = until(ann, "round_ended", timeout=5)
    assert ended["standings"] == [{"rank": 1, "name": "Bob", "total": 4, "rounds": 1, "score": 4},
                                  {"rank": 2, "name": "Ann", "total": 2, "rounds": 1, "score": 2}]
    host.rematch("same")
    until(ann, "round_started")
    ann.submit("least")
    ann.submit("stale")
    until(ann, "word_result", where=lambda e: e["word"] == "stale")
    ended, _ = until(bob, "round_ended", timeout=5, where=lambda e: e["round"]["id"] == 2)
    assert [(s["rank"], s["name"], s["total"], s["rounds"], s["score"]) for s in ended["standings"]] == [
        (1, "Ann", 6, 2, 4), (2, "Bob", 4, 2, 0)]
    assert bob.standings == ended["standings"]
    assert host.snapshot()["standings"] == ended["standings"]


# -- what churn leaves behind ------------------------------------------------------------------------
def test_spectator_ready_and_guessing_churn_leave_bounded_state(make_host):
    """Spectators coming and going, ready toggled without end and wrong passwords: the host keeps
    no spectator that left, one countdown at most, and one bounded entry per guessing address."""
    from websockets.sync.client import connect

    limits = dataclasses.replace(FAST, password_tries=1000, rate=1000.0, burst=1000.0)
    host = make_host(password="pw", limits=limits, lobby=LobbyRules(min_players=1, ready_check=True, countdown=30))
    for k in range(60):
        with connect(host.url, open_timeout=5, proxy=None, close_timeout=1) as ws:
            ws.send(P.encode("hello", name=f"eve{k % 7}", role="spectator", password="pw"))
            assert json.loads(ws.recv(timeout=5))["type"] == "welcome"
        with connect(host.url, open_timeout=5, proxy=None, close_timeout=1) as ws:
            ws.send(P.encode("hello", name="Max", password=f"guess{k}"))
            assert json.loads(ws.recv(timeout=5))["code"] == "password"
    with connect(host.url, open_timeout=5, proxy=None, close_timeout=1) as ws:
        ws.send(P.encode("hello", name="Ann", password="pw"))
        t0 = time.monotonic()
        for k in range(400):
            ws.send(P.encode("ready", ready=k % 2 == 0))
        ws.send(P.encode("ping", t=1.0))
        told = []
        deadline = time.monotonic() + 10
        while (msg := json.loads(ws.recv(timeout=5)))["type"] != "pong":
            told.append(msg.get("code") or msg["type"])
            assert time.monotonic() < deadline
        changes = told.count("countdown")          # each accepted change starts or calls off the countdown
        assert changes <= 5 + (time.monotonic() - t0) * 1.0 + 1
        assert told.count("rate_limited") >= 150   # the other toggles repeat the state kept: no-ops
        wait_for(lambda: host.snapshot()["spectators"] == [])
        state = host.call(lambda: (len(host.host._guesses), max(map(len, host.host._guesses.values())),
                                   host.host.round_id))
        assert state == (1, 60, 0)
