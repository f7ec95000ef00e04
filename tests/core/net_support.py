"""Helpers shared by the network tests: client sessions that are always closed, and reading
events until one arrives (bounded by a timeout, never a bare loop)."""
from __future__ import annotations

import time

import pytest

from core.net import ClientSession, HostThread, Limits

#: Timeouts short enough for tests; a host of the round tests and the language tests uses them.
FAST = Limits(ping_interval=0.5, ping_timeout=0.5, hello_timeout=2.0, close_timeout=0.5, players_interval=0.05)


@pytest.fixture
def hosts():
    """``make(wordlist, **options)`` -> a started HostThread (``FAST`` limits unless given), stopped after."""
    made = []

    def make(wordlist, **options):
        options.setdefault("limits", FAST)
        host = HostThread(wordlist, **options).start()
        made.append(host)
        return host

    yield make
    for host in made:
        host.stop(5)
        assert not host.running


@pytest.fixture
def sessions():
    """``make(url, name, **options)`` -> a ClientSession with fast pings, closed after the test."""
    made = []

    def make(*args, **kwargs):
        kwargs.setdefault("ping_interval", 0.5)
        kwargs.setdefault("ping_timeout", 0.5)
        s = ClientSession(*args, **kwargs)
        made.append(s)
        return s

    yield make
    for s in made:
        s.close(5)
        assert s.closed


def until(session, kind: str, timeout: float = 10.0, where=lambda e: True) -> tuple[dict, list[dict]]:
    """Read events until one of ``kind`` matching ``where``; (that event, every event read).
    A ``closed`` event before it fails at once."""
    seen = []
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        for event in session.events(timeout=max(0.01, deadline - time.monotonic())):
            seen.append(event)
            if event["type"] == kind and where(event):
                return event, seen
            if event["type"] == "closed":
                raise AssertionError(f"closed before {kind}: {event}")
    raise AssertionError(f"no {kind} event in {timeout} s; got {[e['type'] for e in seen]}")
