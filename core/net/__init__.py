"""Playing together on the local network: the round host, the client and service discovery.

A host (:class:`RoundHost` on an asyncio loop, or :class:`HostThread` in its own
thread) owns a round: board, clock, players and their words, and tells the program running
it what happens (:class:`HostEvent`); players connect with a :class:`ClientSession` (its own
thread, events as a blocking generator: the host's messages, :class:`HostType`, and the
session's own, :class:`SessionEvent`), which can keep its rejoin token on disk
(:class:`IdentityStore`) to outlive a restart. They speak a
small versioned JSON protocol over WebSocket text frames (:mod:`core.net.protocol`).
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
from .client import ClientSession, SessionEvent
from .host import HostError, HostEvent, HostThread, Limits, RoundHost
from .identity import IdentityStore, default_identities
from .protocol import PROTOCOL_VERSION, HostType, ProtocolError

__all__ = ["ClientSession", "SessionEvent", "HostError", "HostEvent", "HostThread", "HostType", "IdentityStore",
           "Limits", "RoundHost", "PROTOCOL_VERSION", "ProtocolError", "default_identities"]
