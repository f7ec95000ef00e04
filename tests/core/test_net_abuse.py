"""What a hostile or broken client cannot do to a round host, over real sockets on 127.0.0.1:
fuzzed frames, huge frames, floods, a client that stops reading, half-open and silent
connections, too many connections. The host never crashes or stalls, and nothing one
client does changes another player's words or score."""
from __future__ import annotations

import contextlib
import dataclasses
import json
import socket
import statistics
import time

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from websockets.exceptions import ConnectionClosed, InvalidStatus
from websockets.frames import Frame
from websockets.sync.client import connect

from core.engine import load_wordlist
from core.net import ClientSession, HostThread, Limits
from core.net import protocol as P
from tests.core.net_support import RawClient

BOARD = "perslatgsineters"
FAST = Limits(ping_interval=0.5, ping_timeout=0.5, hello_timeout=1.0, open_timeout=1.0, close_timeout=0.5,
              players_interval=0.05, max_players=1000)


@pytest.fixture(scope="module")
def wordlist():
    return load_wordlist()


def start_host(wordlist, limits=FAST, seconds=600):
    return HostThread(wordlist, limits=limits, seconds=seconds).start()


def next_event(session, kind, timeout=5.0, seen=None):
    deadline = time.monotonic() + timeout
    for event in session.events(timeout=timeout):
        if seen is not None:
            seen.append(event)
        if event["type"] == kind:
            return event
        if time.monotonic() > deadline or event["type"] == "closed":
            break
    raise AssertionError(f"no {kind} event within {timeout} s")


def word_round_trip(session, word) -> float:
    t = time.perf_counter()
    seq = session.submit(word)
    while True:
        event = next_event(session, "word_result", timeout=5)
        if event["seq"] == seq:
            return time.perf_counter() - t


def player(snapshot, name):
    return next(p for p in snapshot["players"] if p["name"] == name)


@pytest.fixture(scope="module")
def fuzz_room(wordlist):
    # No keep-alive pings while fuzzing: websockets draws ping payloads from the global random
    # generator in the background threads, which hypothesis would take for its own draws.
    host = start_host(wordlist, Limits(ping_interval=60, ping_timeout=60, max_players=1000, close_timeout=0.5))
    victim = ClientSession(host.url, "Victim", ping_interval=60, ping_timeout=60)
    next_event(victim, "welcome")
    host.start_round(BOARD)
    next_event(victim, "round_started")
    for w in ("least", "stale", "nope"):
        victim.submit(w)
    for _ in range(3):
        next_event(victim, "word_result")
    before = player(host.snapshot(), "Victim")
    yield host, victim, before
    victim.close()
    host.stop()


json_scalars = st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=30)
json_values = st.recursive(json_scalars, lambda c: st.lists(c, max_size=5) | st.dictionaries(st.text(max_size=8), c,
                                                                                             max_size=5),
                           max_leaves=15)
shaped = st.fixed_dictionaries(
    {"v": st.sampled_from([1, 1, 1, 2, "1"]), "type": st.sampled_from(list(P.CLIENT_TYPES) + list(P.HOST_TYPES))},
    optional={k: json_values for k in ("name", "word", "token", "seq", "path", "t", "wordlist", "player_id",
                                       "board", "seconds", "round")})
words = st.sampled_from(["least", "stale", "rates", "tiles", "LEAST", "st4le", "x" * 64, "é", ""])
frames = st.one_of(
    shaped.map(lambda d: json.dumps(d, allow_nan=True)),
    st.builds(lambda w, s: json.dumps({"v": 1, "type": "submit", "word": w, "seq": s}), words, st.integers(-5, 2**60)),
    st.text(max_size=200),
    st.binary(max_size=200),
    st.integers(4097, 20000).map(lambda n: '{"v": 1, "type": "submit", "word": "' + "a" * n + '"}'),
)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture,
                                                                 HealthCheck.too_slow])
@given(hello=st.booleans(), sent=st.lists(frames, max_size=12))
def test_fuzzed_frames_never_crash_stall_or_touch_another_player(fuzz_room, hello, sent):
    host, victim, before = fuzz_room
    try:
        with connect(host.url, open_timeout=5, close_timeout=1, proxy=None, max_size=None) as ws:
            if hello:
                ws.send(P.encode("hello", name="Mallory"))
            for f in sent:
                ws.send(f)
            ws.send(P.encode("ping", t=1.0))
            deadline = time.monotonic() + 5
            while time.monotonic() < deadline:   # a pong, or the host closed the connection: never silence
                msg = json.loads(ws.recv(timeout=5))
                if msg["type"] == "pong" or (msg["type"] == "error" and msg["code"] == "not_joined"):
                    break
            else:
                raise AssertionError("the host neither answered nor closed")
    except ConnectionClosed:
        pass
    snap = host.snapshot()              # the host's loop answers at once
    victim_now = player(snap, "Victim")
    assert victim_now["entries"] == before["entries"] and victim_now["connected"]
    assert snap["round"]["board"] == BOARD and snap["round"]["state"] == "running"


def test_after_the_fuzzing_the_victim_still_plays(fuzz_room):
    host, victim, before = fuzz_room
    assert word_round_trip(victim, "rates") < 1.0
    assert player(host.snapshot(), "Victim")["entries"] == before["entries"] + ["rates"]


def test_huge_frames_close_the_connection_and_nothing_else(wordlist):
    host = start_host(wordlist)
    try:
        ann = ClientSession(host.url, "Ann", ping_interval=0.5, ping_timeout=0.5)
        next_event(ann, "welcome")
        host.start_round(BOARD)
        for size in (P.MAX_CLIENT_MESSAGE + 1, 1 << 20, 16 << 20):
            raw = RawClient(host.url)
            t = time.monotonic()
            raw.proto.send_frame(Frame(opcode=1, data=b"a" * size))   # a text frame, far over the cap
            try:
                raw._flush()
            except OSError:
                pass       # the host cut it off mid-frame
            assert raw.eof_within(5) and time.monotonic() - t < 5
            raw.close()
        assert word_round_trip(ann, "least") < 1.0
        ann.close()
    finally:
        host.stop()


# A bucket that does not refill within a test: a token coming back mid-flood would end the run of
# strikes and start a second warning, however the machine's load paces the two sides.
SLOW_REFILL = dataclasses.replace(FAST, rate=0.01)


@pytest.mark.parametrize("pause_every", [0, 5])
def test_a_flood_is_rate_limited_then_cut_off(wordlist, pause_every):
    # The flooder goes on until it is cut off, so the host closes while it is still sending, as
    # happens by chance on a loaded machine; pause_every > 0 lets the host keep up with it.
    lim = SLOW_REFILL
    host = start_host(wordlist, lim)
    try:
        # max_queue=None: the client reads every frame as it comes, so it sees the host's close
        # while it floods (by default it stops reading after 16 unread messages).
        with connect(host.url, open_timeout=5, proxy=None, max_queue=None) as ws:
            ws.send(P.encode("hello", name="Flood"))
            t = time.monotonic()
            sent, pongs, codes, closed = 0, 0, [], None
            most = int(lim.burst) * 2 + lim.flood_strikes * 10
            try:
                for k in range(most):
                    ws.send(P.encode("ping", t=float(k)))
                    sent += 1
                    if pause_every and sent % pause_every == 0:
                        time.sleep(0.005)
            except ConnectionClosed:
                pass                                # cut off mid-flood; what came before is still queued
            try:
                while time.monotonic() - t < 10:
                    msg = json.loads(ws.recv(timeout=5))
                    pongs += msg["type"] == "pong"
                    if msg["type"] == "error":
                        codes.append(msg["code"])
            except ConnectionClosed as exc:
                closed = exc.rcvd.code if exc.rcvd else None
        elapsed = time.monotonic() - t
        assert closed == P.CLOSE_CODES["flooding"]
        assert codes == ["rate_limited"]                      # said once, not once per dropped message
        assert lim.burst - 1 <= pongs <= lim.burst + lim.rate * elapsed + 2   # the hello took a token
        assert sent < most                                    # cut off while it was still sending
    finally:
        host.stop()


def test_a_client_that_stops_reading_delays_no_one_and_is_dropped(wordlist):
    # A long ping interval: only the full outbox can drop the slow client here.
    limits = Limits(ping_interval=30, ping_timeout=30, max_outbox=8, write_limit=2048, players_interval=0.001)
    host = start_host(wordlist, limits)
    try:
        ann = ClientSession(host.url, "Ann")
        next_event(ann, "welcome")
        slow = RawClient(host.url, rcvbuf=2048)
        slow.send(P.encode("hello", name="Slow"))
        deadline = time.monotonic() + 5
        while "Slow" not in [p["name"] for p in host.snapshot()["players"]]:
            assert time.monotonic() < deadline
            time.sleep(0.01)

        def narrow_link():
            # Loopback buffers hold megabytes; a small send buffer on the host's side of this one
            # connection stands for a slow link, so its backlog reaches the host's outbox soon.
            for conn in host.host._conns:
                if conn.player is not None and conn.player.name == "Slow":
                    conn.ws.transport.get_extra_info("socket").setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, 4096)
                    return True
            return False

        assert host.call(narrow_link)
        trips = []
        dropped_at = None
        t0 = time.monotonic()
        for k in range(60):          # each round's results (~50 KB) pile up for the slow client
            host.next_round(BOARD)
            # Ann types once her screen shows the new round: a word typed in the round that just
            # ended is rightly answered "the round it was typed in is over", not judged.
            next_event(ann, "round_started")
            trips.append(word_round_trip(ann, "least"))
            if dropped_at is None and not player(host.snapshot(), "Slow")["connected"]:
                dropped_at = time.monotonic() - t0
            # A few rounds past the drop, then stop: 60 quick rounds would trip Ann's own rate limit
            # (20 messages a second), which on a quiet machine, where the slow client goes early, they did.
            if dropped_at is not None and k > 5:
                break
        assert dropped_at is not None and dropped_at < 10
        assert max(trips) < 1.5 and statistics.median(trips) < 0.2
        slow.close()
        ann.close()
    finally:
        host.stop()


def test_half_open_silent_and_helloless_connections_are_dropped(wordlist):
    host = start_host(wordlist)
    try:
        silent_tcp = socket.create_connection(("127.0.0.1", host.port), timeout=5)   # never sends a request
        no_hello = RawClient(host.url)                                             # never says hello
        half_open = RawClient(host.url)                                            # joins, then goes quiet
        half_open.send(P.encode("hello", name="Ghost"))
        t = time.monotonic()
        deadline = t + 5
        while not any(p["name"] == "Ghost" for p in host.snapshot()["players"]):
            assert time.monotonic() < deadline
            time.sleep(0.01)
        # The ghost neither reads nor answers pings: like a peer whose machine vanished.
        while player(host.snapshot(), "Ghost")["connected"]:
            assert time.monotonic() - t < FAST.ping_interval + FAST.ping_timeout + 3
            time.sleep(0.05)
        assert no_hello.eof_within(FAST.hello_timeout + 3)
        silent_tcp.settimeout(FAST.open_timeout + 3)
        assert silent_tcp.recv(100) == b""
        for s in (silent_tcp,):
            s.close()
        no_hello.close()
        half_open.close()
    finally:
        host.stop()


def test_connection_and_player_caps(wordlist):
    limits = Limits(max_players=2, max_pending=1, hello_timeout=5, ping_interval=5, ping_timeout=5)
    host = start_host(wordlist, limits)

    def refused():
        with pytest.raises(InvalidStatus) as info:
            stack.enter_context(connect(host.url, open_timeout=5, proxy=None))
        return info.value.response.status_code == 503

    try:
        with contextlib.ExitStack() as stack:
            sockets = []
            for k in range(3):
                sockets.append(stack.enter_context(connect(host.url, open_timeout=5, proxy=None)))
                assert refused()                   # one connection at a time may wait for its hello
                sockets[k].send(P.encode("hello", name=f"p{k}"))
                if k < 2:
                    assert json.loads(sockets[k].recv(timeout=5))["type"] == "welcome"
            assert json.loads(sockets[2].recv(timeout=5)) == {"v": P.PROTOCOL_VERSION, "type": "error",
                                                              "code": "full", "message": "the round has its 2 players"}
            with pytest.raises(ConnectionClosed) as closed:
                sockets[2].recv(timeout=5)
            assert closed.value.rcvd.code == P.CLOSE_CODES["full"]
    finally:
        host.stop()


def test_an_idle_player_is_closed(wordlist):
    host = start_host(wordlist, Limits(idle_timeout=0.5, ping_interval=5, ping_timeout=5))
    try:
        with connect(host.url, open_timeout=5, proxy=None) as ws:
            ws.send(P.encode("hello", name="Idle"))
            t = time.monotonic()
            with pytest.raises(ConnectionClosed) as closed:
                while True:
                    ws.recv(timeout=5)
            assert closed.value.rcvd.code == P.CLOSE_CODES["idle"]
            assert 0.4 < time.monotonic() - t < 3
    finally:
        host.stop()
