"""Playing together on the local network: the round host, the client and service discovery.

A host (:class:`RoundHost` on an asyncio loop, or :class:`HostThread` in its own
thread) owns a round: board, clock, players and their words, and tells the program running
it what happens (:class:`HostEvent`); players connect with a :class:`ClientSession` (its own
thread, events as a blocking generator: the host's messages, :class:`HostType`, and the
session's own, :class:`SessionEvent`), which can keep its rejoin token on disk
(:class:`IdentityStore`) to outlive a restart. They speak a
small versioned JSON protocol over WebSocket text frames (:mod:`core.net.protocol`).
A host is advertised on the local network with an :class:`Advertiser` and found with a
:class:`HostBrowser` (:class:`HostInfo` a host); these load zeroconf on first use, not with this package.
See docs/network.md for the protocol and the threat list.

Examples
--------
>>> from core.engine import load_wordlist
>>> from core.net import ClientSession, HostThread, HostType
>>> host = HostThread(load_wordlist(), seconds=60).start()                # doctest: +SKIP
>>> ann = ClientSession(host.url, "Ann")                                  # doctest: +SKIP
>>> board = host.start_round()                                            # doctest: +SKIP
>>> seq = ann.submit("least")                                             # doctest: +SKIP
>>> next(e for e in ann.events(5) if e["type"] == HostType.WORD_RESULT)   # doctest: +SKIP
{'type': 'word_result', 'word': 'least', 'verdict': 'ok', 'accepted': True, 'points': 2, ...}
"""
from typing import TYPE_CHECKING

from .client import ClientReason, ClientSession, SessionEvent
from .host import HostError, HostEvent, HostThread, Limits, RoundHost
from .identity import IdentityStore, default_identities
from .protocol import (
    MAX_NAME,
    MAX_PASSWORD,
    PROTOCOL_VERSION,
    CloseCode,
    CountdownReason,
    ErrorCode,
    HostType,
    ProtocolError,
    clean_name,
)

if TYPE_CHECKING:
    from .discovery import SERVICE_TYPE, Advertiser, HostBrowser, HostInfo, hostname_label, local_addresses

__all__ = ["ClientSession", "SessionEvent", "HostError", "HostEvent", "HostThread", "HostType", "IdentityStore",
           "Limits", "RoundHost", "PROTOCOL_VERSION", "ProtocolError", "default_identities", "MAX_NAME", "clean_name",
           "MAX_PASSWORD", "CloseCode", "ErrorCode", "ClientReason", "CountdownReason",
           "SERVICE_TYPE", "Advertiser", "HostBrowser", "HostInfo", "hostname_label", "local_addresses"]

# Service discovery loads zeroconf and ifaddr: only a program that advertises or browses pays for them.
_DISCOVERY = frozenset({"SERVICE_TYPE", "Advertiser", "HostBrowser", "HostInfo", "hostname_label", "local_addresses"})


def __getattr__(name: str) -> object:
    if name in _DISCOVERY:
        from . import discovery
        return getattr(discovery, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
