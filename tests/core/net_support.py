"""Helpers shared by the network tests: client sessions that are always closed, and reading
events until one arrives (bounded by a timeout, never a bare loop)."""
from __future__ import annotations

import time

import pytest

from core.net import ClientSession


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
