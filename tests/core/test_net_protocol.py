"""The wire protocol's checks (core.net.protocol): every malformed message is refused with a
ProtocolError naming the problem, and nothing else ever escapes the parser."""
from __future__ import annotations

import json
import queue
import threading
import time

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from core.net import protocol as P


def frame(**fields) -> str:
    return json.dumps({"v": P.PROTOCOL_VERSION, **fields})


def test_valid_client_messages_parse_to_clean_dicts():
    hello = P.parse_client_message(frame(type="hello", name="  Ann   Lee ", wordlist={"name": "scowl70",
                                                                                   "sha256": "ab" * 32}))
    assert hello == {"type": "hello", "name": "Ann Lee", "token": None,
                     "wordlist": {"name": "scowl70", "sha256": "ab" * 32}, "password": None, "role": "player"}
    watcher = P.parse_client_message(frame(type="hello", name="Eve", role="spectator", password="pw"))
    assert (watcher["role"], watcher["password"]) == ("spectator", "pw")
    assert P.parse_client_message(frame(type="ready", ready=False)) == {"type": "ready", "ready": False}
    submit = P.parse_client_message(frame(type="submit", word="least", path=[0, 1, 5], seq=7))
    assert submit == {"type": "submit", "word": "least", "path": (0, 1, 5), "seq": 7}
    assert P.parse_client_message(frame(type="leave")) == {"type": "leave"}
    assert P.parse_client_message(frame(type="ping", t=1.5)) == {"type": "ping", "t": 1.5}
    assert P.parse_client_message(P.encode("submit", word="tiles", seq=1)) == {"type": "submit", "word": "tiles",
                                                                             "path": None, "seq": 1}


@pytest.mark.parametrize("text, code", [
    ("", "bad_message"),
    ("not json", "bad_message"),
    ("[1, 2]", "bad_message"),
    ('{"type": "ping"}', "bad_message"),                                   # no version
    ('{"v": "1", "type": "ping"}', "bad_message"),
    ('{"v": true, "type": "ping"}', "bad_message"),
    ('{"v": 1, "type": "ping"}', "version"),
    ('{"v": 4}', "bad_message"),
    ('{"v": 4, "type": "start_round"}', "unknown_type"),                   # clients cannot run the round
    ('{"v": 4, "type": "end_round"}', "unknown_type"),
    ('{"v": 4, "type": "welcome"}', "unknown_type"),
    ('{"v": 4, "type": "ping", "t": NaN}', "bad_message"),
    ('{"v": 4, "type": "ping", "t": Infinity}', "bad_message"),
    ('{"v": 4, "type": "ping", "v": 4}', "bad_message"),                    # duplicate field
    ('{"v": 4, "type": "submit"}', "bad_message"),
    ('{"v": 4, "type": "submit", "word": ""}', "bad_message"),
    ('{"v": 4, "type": "submit", "word": 5}', "bad_message"),
    ('{"v": 4, "type": "submit", "word": "a\\u0000b"}', "bad_message"),
    ('{"v": 4, "type": "submit", "word": "least", "player": 2}', "bad_message"),   # for someone else
    ('{"v": 4, "type": "submit", "word": "least", "token": "abcdefghijklmnopqrstuvwxyz"}', "bad_message"),
    ('{"v": 4, "type": "submit", "word": "least", "path": [0, 36]}', "bad_message"),
    ('{"v": 4, "type": "submit", "word": "least", "path": [true]}', "bad_message"),
    ('{"v": 4, "type": "submit", "word": "least", "seq": -1}', "bad_message"),
    ('{"v": 4, "type": "submit", "word": "least", "seq": 1.5}', "bad_message"),
    ('{"v": 4, "type": "submit", "word": "least"}', "bad_message"),                # every word has an id
    ('{"v": 4, "type": "submit", "word": "least", "seq": 0}', "bad_message"),
    ('{"v": 4, "type": "submit", "word": "least", "seq": 9007199254740992}', "bad_message"),
    ('{"v": 4, "type": "ping", "t": ' + "9" * 400 + '}', "bad_message"),           # no OverflowError
    ('{"v": 4, "type": "ping", "t": -' + "9" * 400 + '}', "bad_message"),
    ('{"v": 4, "type": "ping", "t": 1e400}', "bad_message"),
    ('{"v": 4, "type": "ping", "t": -1}', "bad_message"),
    ('{"v": 4, "type": "hello"}', "bad_message"),
    ('{"v": 4, "type": "hello", "name": "   "}', "bad_message"),
    ('{"v": 4, "type": "hello", "name": "a\\u202eb"}', "bad_message"),      # a format character
    ('{"v": 4, "type": "hello", "name": "Ann", "token": "short"}', "bad_message"),
    ('{"v": 4, "type": "hello", "name": "Ann", "seconds": 999}', "bad_message"),  # cannot set the clock
    ('{"v": 4, "type": "hello", "name": "Ann", "wordlist": {"name": "x", "sha256": "XYZ"}}', "bad_message"),
    ('{"v": 4, "type": "hello", "name": "Ann", "board": "aaaaaaaaaaaaaaaa"}', "bad_message"),
    ('{"v": 4, "type": "hello", "name": "Ann", "role": "host"}', "bad_message"),          # no such role
    ('{"v": 4, "type": "hello", "name": "Ann", "password": 1234}', "bad_message"),
    ('{"v": 4, "type": "hello", "name": "Ann", "password": ""}', "bad_message"),
    ('{"v": 4, "type": "ready"}', "bad_message"),
    ('{"v": 4, "type": "ready", "ready": "yes"}', "bad_message"),
    ('{"v": 4, "type": "ready", "ready": true, "player": 2}', "bad_message"),            # for someone else
    ('{"v": 4, "type": "kick", "name": "Bob"}', "unknown_type"),                         # only the host removes
    ('{"v": 4, "type": "rematch"}', "unknown_type"),
])
def test_bad_client_messages_are_refused_with_a_code(text, code):
    with pytest.raises(P.ProtocolError) as info:
        P.parse_client_message(text)
    assert info.value.code == code
    assert str(info.value)


def test_size_nesting_and_binary_limits():
    with pytest.raises(P.ProtocolError) as info:
        P.parse_client_message(frame(type="submit", word="a" * 10, pad="x" * P.MAX_CLIENT_MESSAGE))
    assert info.value.code == "too_big"
    with pytest.raises(P.ProtocolError) as info:
        P.parse_client_message("[" * 2000 + "]" * 2000)
    assert info.value.code == "bad_message"
    with pytest.raises(P.ProtocolError) as info:
        P.parse_client_message(b'{"v": 4, "type": "leave"}')
    assert info.value.code == "binary"
    with pytest.raises(P.ProtocolError):
        P.parse_client_message(frame(type="submit", word="w" * (P.MAX_WORD + 1)))
    with pytest.raises(P.ProtocolError):
        P.parse_client_message(frame(type="hello", name="n" * (P.MAX_NAME + 1)))


def test_host_messages_are_checked_too():
    good = P.encode("word_result", word="least", verdict="ok", accepted=True, points=2, round_id=1, seq=3)
    assert P.parse_host_message(good)["seq"] == 3
    for bad in (P.encode("word_result", word="least", verdict="great", accepted=True, points=2, round_id=1),
                P.encode("word_result", word="least", verdict="ok", accepted="yes", points=2, round_id=1),
                P.encode("round_started", round={"id": 1, "state": "flying", "seconds_left": 3}),
                P.encode("round_started", round={"id": 1, "state": "running", "seconds_left": "soon"}),
                P.encode("welcome", player_id=1),
                P.encode("pong", round={"id": 1, "state": "running", "seconds_left": 10 ** 400}),
                P.encode("pong", round={"id": 1, "state": "running", "seconds_left": 3}, t=-(10 ** 400)),
                P.encode("error", code="round_not_running", message="", seq=10 ** 400),
                P.encode("hello", name="host?"),
                '{"v": 4, "type": "pong", "round": {"id": 1, "state": "running", "seconds_left": NaN}}'):
        with pytest.raises(P.ProtocolError):
            P.parse_host_message(bad)


def test_encode_refuses_nan():
    with pytest.raises(ValueError):
        P.encode("pong", t=float("nan"))


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=20),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=8), children, max_size=4),
    max_leaves=12)
messages = st.fixed_dictionaries(
    {"v": st.sampled_from([2, 2, 2, 0, 1, "2", None]),
     "type": st.sampled_from(list(P.CLIENT_TYPES) + ["start_round", "welcome", "", "x"])},
    optional={"name": json_values | st.text(max_size=40), "word": json_values | st.text(max_size=70),
              "token": json_values, "seq": json_values, "path": json_values, "t": json_values,
              "wordlist": json_values, "extra": json_values, "big": st.integers(-10 ** 500, 10 ** 500)})


@settings(max_examples=150, deadline=None)
@given(st.one_of(st.text(max_size=300), st.binary(max_size=300), messages.map(json.dumps), json_values.map(json.dumps)))
def test_parser_raises_nothing_but_protocol_errors(text):
    try:
        msg = P.parse_client_message(text)
    except P.ProtocolError as exc:
        assert exc.code in P.ERROR_CODES
    else:
        assert msg["type"] in P.CLIENT_TYPES
        assert set(msg) <= {"type", "name", "token", "wordlist", "word", "path", "seq", "t"}


def test_drain_events_ends_on_final_timeout_or_cancel():
    q: queue.Queue = queue.Queue()
    for k in range(3):
        q.put({"type": "x", "k": k})
    q.put({"type": "closed"})
    q.put({"type": "after"})
    assert [e.get("k") for e in P.drain_events(q, timeout=1)] == [0, 1, 2, None]
    t = time.monotonic()
    assert [e["type"] for e in P.drain_events(q, timeout=0.2)] == ["after"]
    assert time.monotonic() - t < 2
    stop = threading.Event()
    threading.Timer(0.2, stop.set).start()
    t = time.monotonic()
    assert list(P.drain_events(q, cancelled=stop.is_set)) == []
    assert 0.15 < time.monotonic() - t < 2


def test_event_queue_is_bounded_keeps_the_newest_list_and_never_drops_what_matters():
    q = P.EventQueue(4, latest=("players",), droppable=("word",))
    for k in range(100):
        q.put({"type": "players", "n": k})
        q.put({"type": "word", "n": k})
    q.put({"type": "round_ended"})
    assert q.qsize() <= 4 + 1 and q.dropped >= 96
    got = [q.get(timeout=0) for _ in range(q.qsize())]
    assert {"type": "players", "n": 99} in got and got[-1] == {"type": "round_ended"}
    for k in range(100):                  # past twice the limit even what matters is dropped: bounded
        q.put({"type": "round_ended", "n": k})
    assert q.qsize() == 8
    with pytest.raises(queue.Empty):
        P.EventQueue(4).get(timeout=0.01)


# -- names -------------------------------------------------------------------------------------------
@pytest.mark.parametrize("name, shown", [("  Ann   Lee ", "Ann Lee"), ("ｖｉｃ", "vic"), ("Zoë", "Zoë"),
                                         ("Zoe\u0308", "Zoë"), ("Дима", "Дима"), ("李小龍", "李小龍"),
                                         ("Jo 2", "Jo 2"), ("Vic\u0301", "Vić")])
def test_names_are_nfkc_and_collapsed(name, shown):
    assert P.clean_name(name) == shown


@pytest.mark.parametrize("name, says", [
    ("Vic\u3164", "U+3164 HANGUL FILLER"), ("Vic\u2800", "U+2800 BRAILLE PATTERN BLANK"),
    ("Vic\ufe0f", "U+FE0F VARIATION SELECTOR-16"), ("Vic\U000e0101", "VARIATION SELECTOR-18"),
    ("Vi\u200bc", "U+200B ZERO WIDTH SPACE"), ("Vic\u200d", "ZERO WIDTH JOINER"), ("\u202eciV", "U+202E"),
    ("\u0301Vic", "combining mark on its own"), ("Vic \u0301", "combining mark on its own"),
    ("Vic\u0301\u0302\u0303\u0304\u0305", "at most three"), ("Vi\u034fc", "COMBINING GRAPHEME JOINER"),
    ("\u115f", "HANGUL CHOSEONG FILLER"), ("Vic\U000e0041", "TAG LATIN CAPITAL LETTER A"), ("...", "letter"),
])
def test_invisible_and_format_characters_are_refused_by_name(name, says):
    with pytest.raises(P.ProtocolError) as info:
        P.clean_name(name)
    assert says in str(info.value) and info.value.code == "bad_message"


def test_look_alike_names_share_a_key_and_others_do_not():
    def one(a, b):
        return bool(P.name_keys(P.clean_name(a)) & P.name_keys(P.clean_name(b)))

    for look_alike in ("VIC", "vic", "V\u0456c", "\u2164ic", "ｖｉｃ", "\U0001d415ic"):
        assert one("Vic", look_alike), look_alike
    assert one("VIC", "Vlc") and one("VIC", "V1C")
    different = ["Vic", "Vić", "Vica", "vlc", "Zoe", "Zoë", "Ann", "Anna", "Дима"]
    assert not any(one(a, b) for a in different for b in different if a != b)


@pytest.mark.parametrize("fields", [
    {"type": "players", "players": [1]},
    {"type": "players", "players": [{"id": 1, "name": "A", "connected": True, "words": 0, "total": 0, "ready": 1}]},
    {"type": "players", "players": [{"id": 1, "name": "A", "connected": True, "words": 0, "total": 0, "admin": 1}]},
    {"type": "players", "players": [], "spectators": ["x" * 33]},
    {"type": "players", "players": [], "spectators": "Eve"},
    {"type": "countdown", "seconds": 61, "round_id": 1},
    {"type": "countdown", "seconds": 3, "round_id": 0},
    {"type": "countdown", "seconds": 3, "round_id": 1, "board": "other"},
    {"type": "round_ended", "round": {"id": 1, "state": "ended", "seconds_left": 0}, "result": {},
     "standings": [{"rank": 0, "name": "A", "total": 1, "rounds": 1, "score": 1}]},
    {"type": "round_ended", "round": {"id": 1, "state": "ended", "seconds_left": 0}, "result": {},
     "standings": [{"rank": 1, "name": "A", "total": 10 ** 400, "rounds": 1, "score": 1}]},
    {"type": "pong", "round": {"id": 1, "state": "waiting", "seconds_left": 0, "starts_in": -1}},
    {"type": "welcome", "player_id": None, "name": "A", "token": None, "room": "ab" * 8, "setup": {}, "rule": "classic",
     "round": {"id": 0, "state": "waiting", "seconds_left": 0}, "words": []},        # no id or token: a player's
])
def test_room_messages_from_a_host_are_range_checked(fields):
    with pytest.raises(P.ProtocolError):
        P.parse_host_message(frame(**fields))


def test_room_messages_from_a_host_parse():
    watcher = P.parse_host_message(frame(
        type="welcome", player_id=None, name="Eve", token=None, room="ab" * 8, setup={}, rule="classic",
        round={"id": 0, "state": "waiting", "seconds_left": 0, "starts_in": 2.5}, words=[], role="spectator",
        lobby={"min_players": 2, "ready_check": True, "countdown": 3}))
    assert watcher["role"] == "spectator" and watcher["round"]["starts_in"] == 2.5
    off = P.parse_host_message(frame(type="countdown", seconds=None, round_id=2, reason="Ann is not ready any more"))
    assert off["seconds"] is None
