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
    return json.dumps({"v": 1, **fields})


def test_valid_client_messages_parse_to_clean_dicts():
    hello = P.parse_client_message(frame(type="hello", name="  Ann   Lee ", wordlist={"name": "scowl70",
                                                                                   "sha256": "ab" * 32}))
    assert hello == {"type": "hello", "name": "Ann Lee", "token": None,
                     "wordlist": {"name": "scowl70", "sha256": "ab" * 32}}
    submit = P.parse_client_message(frame(type="submit", word="least", path=[0, 1, 5], seq=7))
    assert submit == {"type": "submit", "word": "least", "path": (0, 1, 5), "seq": 7}
    assert P.parse_client_message(frame(type="leave")) == {"type": "leave"}
    assert P.parse_client_message(frame(type="ping", t=1.5)) == {"type": "ping", "t": 1.5}
    assert P.parse_client_message(P.encode("submit", word="tiles")) == {"type": "submit", "word": "tiles",
                                                                       "path": None, "seq": None}


@pytest.mark.parametrize("text, code", [
    ("", "bad_message"),
    ("not json", "bad_message"),
    ("[1, 2]", "bad_message"),
    ('{"type": "ping"}', "bad_message"),                                   # no version
    ('{"v": "1", "type": "ping"}', "bad_message"),
    ('{"v": true, "type": "ping"}', "bad_message"),
    ('{"v": 2, "type": "ping"}', "version"),
    ('{"v": 1}', "bad_message"),
    ('{"v": 1, "type": "start_round"}', "unknown_type"),                   # clients cannot run the round
    ('{"v": 1, "type": "end_round"}', "unknown_type"),
    ('{"v": 1, "type": "welcome"}', "unknown_type"),
    ('{"v": 1, "type": "ping", "t": NaN}', "bad_message"),
    ('{"v": 1, "type": "ping", "t": Infinity}', "bad_message"),
    ('{"v": 1, "type": "ping", "v": 1}', "bad_message"),                    # duplicate field
    ('{"v": 1, "type": "submit"}', "bad_message"),
    ('{"v": 1, "type": "submit", "word": ""}', "bad_message"),
    ('{"v": 1, "type": "submit", "word": 5}', "bad_message"),
    ('{"v": 1, "type": "submit", "word": "a\\u0000b"}', "bad_message"),
    ('{"v": 1, "type": "submit", "word": "least", "player": 2}', "bad_message"),   # for someone else
    ('{"v": 1, "type": "submit", "word": "least", "token": "abcdefghijklmnopqrstuvwxyz"}', "bad_message"),
    ('{"v": 1, "type": "submit", "word": "least", "path": [0, 36]}', "bad_message"),
    ('{"v": 1, "type": "submit", "word": "least", "path": [true]}', "bad_message"),
    ('{"v": 1, "type": "submit", "word": "least", "seq": -1}', "bad_message"),
    ('{"v": 1, "type": "submit", "word": "least", "seq": 1.5}', "bad_message"),
    ('{"v": 1, "type": "hello"}', "bad_message"),
    ('{"v": 1, "type": "hello", "name": "   "}', "bad_message"),
    ('{"v": 1, "type": "hello", "name": "a\\u202eb"}', "bad_message"),      # a format character
    ('{"v": 1, "type": "hello", "name": "Ann", "token": "short"}', "bad_message"),
    ('{"v": 1, "type": "hello", "name": "Ann", "seconds": 999}', "bad_message"),  # cannot set the clock
    ('{"v": 1, "type": "hello", "name": "Ann", "wordlist": {"name": "x", "sha256": "XYZ"}}', "bad_message"),
    ('{"v": 1, "type": "hello", "name": "Ann", "board": "aaaaaaaaaaaaaaaa"}', "bad_message"),
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
        P.parse_client_message(b'{"v": 1, "type": "leave"}')
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
                P.encode("hello", name="host?"),
                '{"v": 1, "type": "pong", "round": {"id": 1, "state": "running", "seconds_left": NaN}}'):
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
    {"v": st.sampled_from([1, 1, 1, 0, 2, "1", None]),
     "type": st.sampled_from(list(P.CLIENT_TYPES) + ["start_round", "welcome", "", "x"])},
    optional={"name": json_values | st.text(max_size=40), "word": json_values | st.text(max_size=70),
              "token": json_values, "seq": json_values, "path": json_values, "t": json_values,
              "wordlist": json_values, "extra": json_values})


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
