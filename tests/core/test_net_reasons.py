"""Why a session's connection ended or a word went unanswered, as a code a program can word in any
language (``reason_code``), beside the English ``reason``: over real sockets on 127.0.0.1."""
from __future__ import annotations

import socket

import pytest

from core.engine import load_wordlist
from core.net import ClientReason, CloseCode, CountdownReason, ErrorCode
from core.net import protocol as P
from core.play.room import LobbyRules
from tests.core.net_support import StallingProxy, until

BOARD = "perslatgsineters"


@pytest.fixture(scope="module")
def wordlist():
    return load_wordlist()


@pytest.fixture
def make_host(hosts, wordlist):
    return lambda **options: hosts(wordlist, **{"seconds": 30, **options})


def events_until_closed(session, timeout: float = 10.0) -> list[dict]:
    """Every event up to and with ``closed`` (the last); fails if it does not come in time."""
    seen = []
    for event in session.events(timeout=timeout):
        seen.append(event)
        if event["type"] == "closed":
            return seen
    raise AssertionError(f"the session did not close; got {[e['type'] for e in seen]}")


def free_port() -> int:
    """A port of 127.0.0.1 nothing listens on (bound, then let go)."""
    with socket.create_server(("127.0.0.1", 0)) as server:
        return server.getsockname()[1]


def test_the_codes_of_the_session_and_of_the_host_never_share_a_value():
    # One table words them all (boggle_gui.network.reasons): a client code equal to an error code
    # would be one key with two meanings.
    values = [str(c) for c in ClientReason] + [str(c) for c in ErrorCode] + [str(c) for c in CountdownReason]
    assert len(values) == len(set(values))


def test_no_host_at_the_address_is_said_by_code_then_the_session_gives_up(sessions):
    session = sessions(f"ws://127.0.0.1:{free_port()}/", "Ann")
    seen = events_until_closed(session)
    dropped = [e for e in seen if e["type"] == "disconnected"]
    assert dropped and all(e["reason_code"] == ClientReason.NO_HOST for e in dropped)
    assert all(e["reason"] == "no host answers at that address" for e in dropped)   # the English is as it was
    closed = seen[-1]
    assert closed["reason_code"] == ClientReason.GAVE_UP and closed["cause_code"] == ClientReason.NO_HOST
    assert closed["attempts"] == len(dropped) and closed["code"] is None
    assert closed["reason"] == f"no host answers at that address (gave up after {len(dropped)} reconnection attempts)"


def test_a_wrong_password_closes_with_the_hosts_codes(make_host, sessions):
    host = make_host(password="hunter2")
    wrong = sessions(host.url, "Bob", password="hunter3")
    seen = events_until_closed(wrong)
    [error] = [e for e in seen if e["type"] == "error"]
    assert error["reason_code"] == ErrorCode.PASSWORD and error["message"] == "wrong room password"
    closed = seen[-1]
    assert closed["reason_code"] == CloseCode.PASSWORD and isinstance(closed["reason_code"], CloseCode)
    assert closed["reason"] == "the host closed the connection: wrong room password"


def test_a_removed_player_is_closed_with_the_removed_code(make_host, sessions):
    host = make_host()
    bob = sessions(host.url, "Bob")
    until(bob, "welcome")
    assert host.remove("Bob")
    closed = events_until_closed(bob)[-1]
    assert closed["reason_code"] == CloseCode.REMOVED and closed["code"] == CloseCode.REMOVED


def test_closing_the_session_says_so_by_code(make_host, sessions):
    host = make_host()
    ann = sessions(host.url, "Ann")
    until(ann, "welcome")
    ann.close()
    closed = events_until_closed(ann)[-1]
    assert closed["reason_code"] == ClientReason.CLOSED and closed["reason"] == "closed"


def test_a_word_outside_a_round_is_unanswered_with_the_hosts_error_code(make_host, sessions):
    host = make_host()
    ann = sessions(host.url, "Ann")
    until(ann, "welcome")
    seq = ann.submit("least")                         # no round runs yet
    unanswered, _ = until(ann, "unanswered")
    assert unanswered["seq"] == seq and unanswered["reason_code"] == ErrorCode.ROUND_NOT_RUNNING
    assert unanswered["reason"] == "no round is being played"


def test_a_word_whose_round_ended_while_the_link_was_silent_is_unanswered_round_over(make_host, sessions):
    host = make_host()
    proxy = StallingProxy(host.port)
    try:
        ann = sessions(proxy.url, "Ann")
        until(ann, "welcome")
        host.start_round(BOARD)
        until(ann, "round_started")
        assert proxy.stall() == 1                     # the link goes silent: the word goes nowhere
        seq = ann.submit("least")
        host.next_round(BOARD)                        # the word's round is over before the rejoin
        until(ann, "disconnected", timeout=10)
        unanswered, _ = until(ann, "unanswered", timeout=10)
        assert unanswered["seq"] == seq and unanswered["reason_code"] == ClientReason.ROUND_OVER
        assert unanswered["reason"] == "the round it was typed in is over"
    finally:
        proxy.close()


def test_a_called_off_countdown_names_its_reason_by_code_and_the_player(make_host, sessions):
    host = make_host(lobby=LobbyRules(min_players=2, ready_check=True, countdown=5))
    ann, bob = sessions(host.url, "Ann"), sessions(host.url, "Bob")
    until(ann, "welcome")
    until(bob, "welcome")
    ann.ready()
    bob.ready()
    until(ann, "countdown")
    bob.ready(False)
    off, _ = until(ann, "countdown", where=lambda e: e["seconds"] is None)
    assert off["reason_code"] == CountdownReason.NOT_READY and off["player"] == "Bob"
    assert off["reason"] == "Bob is not ready any more"
    bob.ready()
    until(ann, "countdown", where=lambda e: e["seconds"] is not None)
    assert host.cancel_countdown()
    off, _ = until(ann, "countdown", where=lambda e: e["seconds"] is None)
    assert off["reason_code"] == CountdownReason.CALLED_OFF and off["reason"] == "the host called the countdown off"


def test_a_countdown_of_an_older_or_newer_host_is_read():
    older = P.parse_host_message(P.encode("countdown", seconds=None, round_id=2, reason="too few players are left"))
    assert "reason_code" not in older
    newer = P.parse_host_message(P.encode("countdown", seconds=None, round_id=2, reason="x", reason_code="moon"))
    assert newer["reason_code"] == "moon"
    with pytest.raises(P.ProtocolError, match="countdown.reason_code is longer than 32"):
        P.parse_host_message(P.encode("countdown", seconds=None, round_id=2, reason_code="x" * 33))
    with pytest.raises(P.ProtocolError, match="countdown.player is longer than 32"):
        P.parse_host_message(P.encode("countdown", seconds=None, round_id=2, player="x" * 33))
