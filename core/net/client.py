"""The client side of a network round: a session with a host, on its own loop in its own thread.

:class:`ClientSession` connects, says hello, and hands everything the host says to
the caller as event dicts through the blocking generator :meth:`ClientSession.events`
(the GUI runs it as a generator job; the CLI loops over it). ``submit`` and ``leave``
may be called from any thread. A dropped connection is reconnected by itself, with
bounded exponential backoff, under the player's rejoin token, so the host gives the
player their words back. A word is kept until the host has answered it (its id, ``seq``,
is answered once): words sent into a connection that died silently are sent again after
the rejoin, and a word the host could not take is reported (``unanswered``), never lost
without a word. With an :class:`~core.net.identity.IdentityStore` the token is kept on
disk, so a restarted program comes back as the same player for the rest of the round.
With a word list of its own the session also checks each
word at once (a ``local_check`` event) while the host, whose verdict counts, decides;
the check reads words in the round's language (the host's setup says which), and a
list of another language checks nothing.

In a room with a lobby the player says they are ready (:meth:`ClientSession.ready`) and
the host's ``countdown`` says when the round starts (:meth:`ClientSession.seconds_to_start`);
a room's password goes with every hello; a spectator (``spectate=True``) watches the
clock, the players and the results and sends no word. A player the host removed, or a
refused password, ends the session without reconnecting (and a removed player's kept
token is forgotten).

Events are the host's messages (their ``"type"`` a :class:`~core.net.protocol.HostType`:
``welcome``, ``list_mismatch``, ``word_result``, ``players``, ``round_started``,
``round_ended``, ``error``, ``pong``, ``countdown``; see docs/network.md) without ``"v"``, plus the
session's own (:class:`SessionEvent`):

- ``local_check``: ``seq``, ``word``, ``verdict``, ``points`` (the client's list's opinion);
- ``disconnected``: ``reason``, ``reason_code``, ``reconnecting`` (bool), ``attempt``, ``delay`` (seconds);
- ``resent``: ``seqs``, ``words`` -- after a rejoin, the words without an answer, sent again;
- ``unanswered``: ``seq``, ``word``, ``reason``, ``reason_code`` -- a word the host never answered
  (its round is over);
- ``protocol_error``: ``message`` (the host sent something unreadable; it was ignored);
- ``closed``: ``reason``, ``reason_code``, ``code`` -- always the last event; after the last
  reconnection attempt also ``cause_code`` and ``attempts``.

``reason`` is English, for logs and the command line. ``reason_code`` says the same to a
program: a :class:`ClientReason` (what the session saw), the host's :class:`~core.net.protocol.CloseCode`
or :class:`~core.net.protocol.ErrorCode` (what the host said), or None when the host gave a code
this version does not know (``reason`` then holds the host's own words). The host's ``error``
events carry ``reason_code`` too (their ``code`` when known), and its ``countdown`` events a
:class:`~core.net.protocol.CountdownReason` (or None) when called off.

Both are string enums, so a reader dispatches on ``event["type"]`` with one table keyed by
their members (see ``boggle join`` in :mod:`core.cli.net`).
"""
from __future__ import annotations

import asyncio
import collections
import contextlib
import enum
import itertools
import logging
import random
import secrets
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidStatus, InvalidURI

from ..engine.language import get_language
from ..engine.setup import Setup
from ..engine.solver import Solver
from ..engine.wordlist import WordList
from ..play.game import normalise_word
from ..play.group import WordJudge
from ..play.verdicts import Verdict
from . import protocol as P
from .identity import IdentityStore
from .protocol import CloseCode, ErrorCode, HostType

__all__ = ["ClientSession", "SessionEvent", "ClientReason"]

log = logging.getLogger(__name__)

#: Words without an answer from the host (typed while the connection is down, or sent into a
#: connection that died): kept to send again after the rejoin.
MAX_PENDING = 500
#: Word results and events kept for a round / waiting for the reader.
MAX_RESULTS = 10_000
MAX_EVENTS = 4096
#: Seconds before words the host dropped for its rate limit are sent again.
RESEND_DELAY = 1.0


class SessionEvent(enum.StrEnum):
    """The events a :class:`ClientSession` adds to the host's messages (see the module docstring)."""

    LOCAL_CHECK = "local_check"
    DISCONNECTED = "disconnected"
    RESENT = "resent"
    UNANSWERED = "unanswered"
    PROTOCOL_ERROR = "protocol_error"
    CLOSED = "closed"


class ClientReason(enum.StrEnum):
    """Why the session says a connection ended, a word went unanswered or it gave up: the
    ``reason_code`` of its events when the reason is the session's own, not the host's.

    The values differ from every :class:`~core.net.protocol.ErrorCode` value, so one table keyed
    by the three vocabularies (with :class:`~core.net.protocol.CloseCode`, whose values are
    numbers) can word them all.
    """

    CLOSED = "closed"                          # the program closed the session
    CONNECTION_LOST = "connection_lost"        # the connection dropped without a close frame
    HOST_NOT_ANSWERING = "host_not_answering"  # the keep-alive pings went unanswered
    CONNECTION_CLOSED = "connection_closed"    # closed with a standard close code and no reason
    NO_HOST = "no_host"                        # nothing listens at that address (refused)
    TIMED_OUT = "timed_out"                    # the opening handshake took too long
    BAD_ADDRESS = "bad_address"                # not a ws:// address
    REFUSED = "refused"                        # the host turned the handshake down
    HOST_BUSY = "host_busy"                    # HTTP 503: too many connections wait for their hello
    TOO_MANY_PASSWORD_GUESSES = "too_many_password_guesses"   # HTTP 429: turned away for a while
    UNREACHABLE = "unreachable"                # any other network error
    GAVE_UP = "gave_up"                        # the reconnection attempts ran out (``cause_code`` says why)
    ROUND_OVER = "round_over"                  # a word's round ended before it was sent
    TOO_MANY_WAITING = "too_many_waiting"      # more unanswered words than the session keeps
    SESSION_FAILED = "session_failed"          # a bug in the session


#: What a closed or dropped connection's ``reason_code`` may be.
ReasonCode = ClientReason | CloseCode | ErrorCode


@dataclass
class _Word:
    seq: int
    word: str
    text: str            # the submit frame
    round_id: int | None   # the round it was typed in (None: typed while no round ran; the host decides)
    sent: bool = False   # on the current connection


class ClientSession:
    """One player's connection to a round host.

    Parameters
    ----------
    url : str
        The host's ``ws://host:port/`` address.
    name : str
        The player's name (the host may add `` (2)`` when it is taken).
    wordlist : WordList, optional
        The player's own list: its identity is sent to the host (which warns when it
        differs) and words are checked locally at once.
    token : str, optional
        A rejoin token from an earlier session, to come back as the same player.
    retries : int
        Reconnection attempts after a drop before giving up (backoff 0.25 s doubling to 5 s).
    connect_timeout : float
        Seconds for each connection's opening handshake.
    ping_interval, ping_timeout : float
        WebSocket keep-alive: a host that stops answering is given up after about their sum.
    clock_interval : float
        Seconds between the session's clock pings (the host's answer corrects the time left).
    identities : IdentityStore, optional
        Where the rejoin token is kept between runs (:func:`core.net.identity.default_identities`
        for the app and the CLI); without one, and without ``token``, each session is a new player.
    password : str, optional
        The room's password, sent with every hello (a player back with their token needs none).
    spectate : bool
        Join as a spectator: the clock, the players and the results, no words.

    Notes
    -----
    The session starts at once in its own thread; :meth:`close` ends it.
    """

    def __init__(self, url: str, name: str, *, wordlist: WordList | None = None, token: str | None = None,
                 retries: int = 8, connect_timeout: float = 5.0, ping_interval: float = 10.0,
                 ping_timeout: float = 10.0, clock_interval: float = 15.0, identities: IdentityStore | None = None,
                 password: str | None = None, spectate: bool = False):
        if not isinstance(url, str) or not url.startswith(("ws://", "wss://")):
            raise ValueError(f"a host address looks like ws://HOST:PORT/, not {str(url)[:80]!r}")
        self.url = url
        self.name = P.clean_name(name)
        self.wordlist = wordlist
        if password is not None and (not isinstance(password, str) or not 1 <= len(password) <= P.MAX_PASSWORD):
            raise ValueError(f"a room password is 1 to {P.MAX_PASSWORD} characters")
        self.password = password
        self.spectator = bool(spectate)
        self.identities = None if spectate else identities     # a spectator has no token to keep
        self._asked_name = self.name
        if token is None and self.identities is not None:
            token = self.identities.get(url, self.name)
        self.token = None if spectate else token
        self.room: str | None = None
        self.retries = int(retries)
        self._connect_timeout = float(connect_timeout)
        self._ping = (float(ping_interval), float(ping_timeout))
        self._clock_interval = float(clock_interval)
        self.player_id: int | None = None
        self.setup: dict | None = None
        self.rule: str | None = None
        self.round: dict = {"id": 0, "state": "waiting", "seconds_left": 0.0}
        self.board: str | None = None
        self.results: list[dict] = []          # the host's word_result events of this round
        self.lobby: dict | None = None         # the room's ready check and countdown (from the welcome)
        self.standings: list[dict] = []        # across the rounds, as of the last round's end
        self._starts_at: float | None = None   # when the announced round starts (monotonic)
        self._deadline: float | None = None
        self._events = P.EventQueue(MAX_EVENTS, latest=(HostType.PLAYERS, HostType.PONG),
                                    droppable=(SessionEvent.PROTOCOL_ERROR,))
        # Word ids start at random: ids of a restarted program under the same token never meet the old ones.
        self._seq = itertools.count(1 + secrets.randbelow(2 ** 52))
        self._pending: collections.OrderedDict[int, _Word] = collections.OrderedDict()   # by seq, unanswered
        self._local: tuple[int, WordJudge] | None = None   # (round id, the judge of this player's list)
        self._local_seen: set[str] = set()
        self._local_lock = threading.Lock()
        self._loop: asyncio.AbstractEventLoop | None = None   # the session's, once its thread runs
        # Bound to the session's loop when first awaited there (set from other threads through it).
        self._wake = asyncio.Event()
        self._stop = asyncio.Event()
        self._leaving = False
        self._jitter = random.Random()   # its own generator: the global one is nobody's to advance
        self._closed = threading.Event()
        self._ready = threading.Event()
        self._thread = threading.Thread(target=self._run, name=f"boggle-client-{self.name}", daemon=True)
        self._thread.start()
        self._ready.wait(5.0)

    # -- the caller's side (any thread) ---------------------------------------------------------------
    def events(self, timeout: float | None = None, cancelled: Callable[[], bool] | None = None) -> Iterator[dict]:
        """Events as they come (see the module docstring), blocking between them.

        Ends after ``closed``, when none came for ``timeout`` seconds, or when
        ``cancelled()`` is true (checked every 0.1 s): ``yield from session.events(
        cancelled=ctx.cancelled)`` in a generator job.
        """
        yield from P.drain_events(self._events, timeout, cancelled, final=SessionEvent.CLOSED)

    def submit(self, word: str, path: tuple[int, ...] | None = None) -> int:
        """Send a word (and the path the player traced, if any); returns its sequence number,
        which the host's ``word_result`` (and the ``local_check``) carry.

        Raises
        ------
        ValueError
            If the word is empty or longer than the protocol allows.
        """
        if self.spectator:
            raise ValueError("a spectator does not play: join as a player to enter words")
        if not isinstance(word, str) or not word.strip() or len(word) > P.MAX_WORD or not word.isprintable():
            raise ValueError(f"a word is 1 to {P.MAX_WORD} printable characters")
        seq = next(self._seq)
        fields = {"word": word, "seq": seq}
        if path:
            fields["path"] = [int(c) for c in path][:P.MAX_PATH]
        text = P.encode("submit", **fields)
        self._local_check(seq, word)
        if self._loop is not None and not self._closed.is_set():
            round_id = self.round.get("id") if self.round.get("state") == "running" else None
            self._loop.call_soon_threadsafe(self._queue_submit, _Word(seq, word, text, round_id))
        return seq

    @property
    def unanswered(self) -> list[tuple[int, str]]:
        """(seq, word) of the words the host has not answered yet (a snapshot; any thread)."""
        def snapshot():
            return [(w.seq, w.word) for w in self._pending.values()]

        loop = self._loop
        if loop is None or self._closed.is_set() or threading.current_thread() is self._thread:
            return snapshot()

        async def on_loop():          # the words change on the session's loop: read them there
            return snapshot()
        try:
            return asyncio.run_coroutine_threadsafe(on_loop(), loop).result(5.0)
        except RuntimeError:          # the loop ended meanwhile
            return snapshot()

    def ready(self, ready: bool = True) -> None:
        """Tell the host this player is ready for the next round (or, ``False``, not any more).

        Raises
        ------
        ValueError
            For a spectator.
        """
        if self.spectator:
            raise ValueError("a spectator does not play: there is nothing to get ready for")
        if self._loop is not None and not self._closed.is_set():
            self._loop.call_soon_threadsafe(self._send_ready, bool(ready))

    def seconds_to_start(self) -> float | None:
        """Seconds until the announced round starts by the host's countdown (None: none announced)."""
        if self._starts_at is None or self.round.get("state") == "running":
            return None
        return max(0.0, self._starts_at - time.monotonic())

    def ping(self) -> None:
        """Ask the host for the clock now (its ``pong`` comes as an event)."""
        if self._loop is not None and not self._closed.is_set():
            self._loop.call_soon_threadsafe(self._send_ping)

    def seconds_left(self) -> float:
        """Seconds left in the round by the host's clock (0 when no round runs)."""
        if self.round.get("state") != "running" or self._deadline is None:
            return 0.0
        return max(0.0, self._deadline - time.monotonic())

    @property
    def language(self) -> str:
        """The round's language code, from the host's setup (``"en"`` before the welcome or if unknown)."""
        code = self.setup.get("language") if isinstance(self.setup, dict) else None
        try:
            return get_language(code).code if isinstance(code, str) else "en"
        except ValueError:
            return "en"

    @property
    def closed(self) -> bool:
        return self._closed.is_set()

    def leave(self, timeout: float = 5.0) -> None:
        """Tell the host this player leaves (their words stay in the round), then close."""
        self._leaving = True
        if self._loop is not None and not self._closed.is_set():
            self._loop.call_soon_threadsafe(self._send_leave)
        self._thread.join(timeout)
        self.close(timeout)

    def close(self, timeout: float = 5.0) -> None:
        """Close the connection and end the session's thread (waits up to ``timeout`` seconds)."""
        if self._loop is not None and not self._closed.is_set():
            with contextlib.suppress(RuntimeError):   # the loop may have just ended
                self._loop.call_soon_threadsafe(self._stop.set)
        self._thread.join(timeout)

    # -- local checks ---------------------------------------------------------------------------------
    def _local_check(self, seq: int, text: str) -> None:
        """The player's own list's verdict, at once: a :class:`~core.play.group.WordJudge` of the
        round's board over the player's list, judging as the host judges with its own."""
        with self._local_lock:
            local = self._local
            if local is None or self.wordlist is None or local[0] != self.round.get("id") \
                    or self.round.get("state") != "running":
                return
            judged = local[1].judge(text, self._local_seen)
        self._events.put({"type": SessionEvent.LOCAL_CHECK, "seq": seq, "word": judged.word,
                          "verdict": judged.verdict.value,
                          "points": judged.points})

    def _prepare_local(self, round_id: int, board: str, wordlist: WordList, shared: dict) -> None:
        """Get ready to check words locally on this round's board, in the round's language (``shared``: the
        setup as the host sent it)."""
        try:
            setup = Setup.from_dict({**shared, "wordlist": {**shared.get("wordlist", {}), "path": None}})
            if wordlist.language != setup.language:   # a list of another language says nothing here
                judge = None
            else:
                rules = setup.rules_value
                judge = WordJudge(board, Setup.of(wordlist, rules, setup.geometry), Solver(wordlist, rules))
        except (ValueError, TypeError, KeyError, AttributeError) as exc:
            self._events.put({"type": SessionEvent.PROTOCOL_ERROR, "message": f"cannot check words locally: {exc}"})
            return
        with self._local_lock:
            self._local = None if judge is None else (round_id, judge)
            if judge is not None:
                self._local_seen = {normalise_word(r["word"], setup.language) for r in self.results
                                    if r.get("verdict") != Verdict.NOT_A_WORD}

    # -- the session's thread -------------------------------------------------------------------------
    def _run(self) -> None:
        ending: dict = {"code": None, "reason_code": ClientReason.CLOSED, "reason": "closed"}
        try:
            ending = asyncio.run(self._main())
        except Exception as exc:   # a bug must still end the event stream
            log.exception("client session failed")
            ending = {"code": None, "reason_code": ClientReason.SESSION_FAILED, "reason": f"the session failed: {exc}"}
        finally:
            self._closed.set()
            self._ready.set()
            self._events.put({"type": SessionEvent.CLOSED, **ending})

    async def _main(self) -> dict:
        """Connect, and again after each drop; returns the ``closed`` event's fields."""
        self._loop = asyncio.get_running_loop()
        self._ready.set()
        attempt = 0
        welcomed = False
        while True:
            code, reason_code, reason = await self._connect_once()
            if self._welcomed_now:
                welcomed, attempt = True, 0
            if self._stop.is_set():
                return {"code": code, "reason_code": ClientReason.CLOSED, "reason": "closed"}
            if code == CloseCode.REMOVED and self.identities is not None:   # the token is no good any more
                self.identities.forget(self.url, self._asked_name)
            if self._leaving or code in P.FINAL_CLOSE_CODES:
                return {"code": code, "reason_code": reason_code, "reason": reason}
            attempt += 1
            limit = self.retries if welcomed else min(self.retries, 2)
            if attempt > limit:
                return {"code": code, "reason_code": ClientReason.GAVE_UP, "cause_code": reason_code,
                        "attempts": attempt - 1,
                        "reason": f"{reason} (gave up after {attempt - 1} reconnection attempts)"}
            delay = min(5.0, 0.25 * 2 ** (attempt - 1)) * (0.75 + 0.5 * self._jitter.random())
            self._events.put({"type": SessionEvent.DISCONNECTED, "reason": reason, "reason_code": reason_code,
                              "reconnecting": True, "attempt": attempt, "delay": round(delay, 3)})
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._stop.wait(), delay)
            if self._stop.is_set():
                return {"code": code, "reason_code": ClientReason.CLOSED, "reason": "closed"}

    async def _connect_once(self) -> tuple[int | None, ReasonCode | None, str]:
        """One connection: hello, then messages until it ends; returns (close code, reason code, reason)."""
        self._welcomed_now = False
        self._ws = None
        try:
            headers = {P.REJOIN_HEADER: self.token} if self.token else None
            async with connect(self.url, open_timeout=self._connect_timeout, max_size=P.MAX_HOST_MESSAGE,
                               compression=None, proxy=None, ping_interval=self._ping[0], ping_timeout=self._ping[1],
                               close_timeout=2.0, max_queue=64, logger=log, additional_headers=headers) as ws:
                self._ws = ws
                hello: dict[str, object] = {"name": self.name}
                if self.token:
                    hello["token"] = self.token
                if self.password is not None:
                    hello["password"] = self.password
                if self.spectator:
                    hello["role"] = "spectator"
                if self.wordlist is not None:
                    hello["wordlist"] = {"name": self.wordlist.name[:64], "sha256": self.wordlist.sha256}
                await ws.send(P.encode("hello", **hello))
                tasks = [asyncio.create_task(self._receive(ws)), asyncio.create_task(self._stop.wait())]
                try:
                    await asyncio.wait(tasks, return_when=asyncio.FIRST_COMPLETED)
                finally:
                    for task in tasks:
                        task.cancel()
                    for helper in (self._sender, self._clock):
                        if helper is not None:
                            helper.cancel()
                    self._sender = self._clock = None
                if self._stop.is_set():
                    await ws.close()
                return ws.close_code, *_close_reason(ws.close_code, ws.close_reason)
        except InvalidStatus as exc:
            # Turned away for guessing the password: trying again only guesses more.
            final = exc.response.status_code == 429
            return (CloseCode.PASSWORD if final else None), *_failure_reason(exc)
        except (OSError, TimeoutError, InvalidHandshake, InvalidURI, ConnectionClosed) as exc:
            return None, *_failure_reason(exc)
        finally:
            self._ws = None

    _sender: asyncio.Task | None = None
    _clock: asyncio.Task | None = None
    _welcomed_now = False
    _ws: ClientConnection | None = None

    async def _receive(self, ws) -> None:
        bad = 0
        try:
            async for frame in ws:
                try:
                    msg = P.parse_host_message(frame)
                    news = self._apply(msg)
                except P.ProtocolError as exc:
                    bad += 1
                    self._events.put({"type": SessionEvent.PROTOCOL_ERROR, "message": str(exc)})
                    if bad >= 50:
                        await ws.close(1002, "too many bad messages")
                        return
                    continue
                if not news:
                    continue
                self._events.put(msg)
                if msg["type"] == HostType.WELCOME:
                    self._welcomed_now = True
                    for w in self._pending.values():   # what this connection carries: every unanswered word
                        w.sent = False
                    if self._pending:
                        self._events.put({"type": SessionEvent.RESENT, "seqs": list(self._pending),
                                          "words": [w.word for w in self._pending.values()]})
                    self._sender = asyncio.create_task(self._send_pending(ws))
                    self._clock = asyncio.create_task(self._clock_pings(ws))
        except ConnectionClosed:
            pass

    def _apply(self, msg: dict) -> bool:
        """Update the session's view from one checked message (raises ProtocolError for nonsense);
        False when the message says nothing new (an answer to a word already answered)."""
        apply = self._APPLY.get(msg["type"])
        return True if apply is None else apply(self, msg)

    def _apply_round(self, msg: dict) -> bool:
        """A message that carries the round: the clock, the board, and the words still to answer."""
        kind = msg["type"]
        info = msg["round"]
        if kind == HostType.PONG and msg.get("t") is not None:   # half the round trip has passed since the host spoke
            elapsed = max(0.0, time.monotonic() - msg["t"]) / 2
        else:
            elapsed = 0.0
        new_round = info["id"] != self.round.get("id")
        self.round = info
        if kind != HostType.ROUND_ENDED:
            self._starts_at = None if info.get("starts_in") is None else time.monotonic() + info["starts_in"] - elapsed
        self._deadline = time.monotonic() + info["seconds_left"] - elapsed if info["state"] == "running" else None
        if kind == HostType.WELCOME:
            self.token, self.player_id, self.name = msg["token"], msg["player_id"], msg["name"]
            self.room = msg["room"]
            self.setup, self.rule = msg["setup"], msg["rule"]
            self.lobby = msg.get("lobby")
            self.results = [r for r in msg["words"] if isinstance(r, dict)][:MAX_RESULTS]
            for r in self.results:             # answered while the connection was down
                if isinstance(r.get("seq"), int):
                    self._pending.pop(r["seq"], None)
        elif kind == HostType.ROUND_STARTED:
            self.setup = msg.get("setup", self.setup)
            self.rule = msg.get("rule", self.rule)
        elif kind == HostType.ROUND_ENDED:
            self.standings = list(msg.get("standings") or ())
        if new_round and kind != HostType.PONG:
            if kind != HostType.WELCOME:
                self.results = []
            with self._local_lock:
                self._local_seen = set()
        if kind != HostType.PONG:
            # A word already on its way on this connection is answered by the host, whatever the round;
            # after a rejoin (welcome) the old connection's words of another round are past answering.
            self._drop_other_rounds(info["id"], in_flight=kind == HostType.WELCOME)
            self._remember(info)
        board = info.get("board")
        if board is not None and board != self.board:
            self.board = board
        if board is not None and info["state"] == "running" and kind in (HostType.WELCOME, HostType.ROUND_STARTED) \
                and self.wordlist is not None and isinstance(self.setup, dict):
            self._prepare_local(info["id"], board, self.wordlist, self.setup)
        return True

    def _apply_word_result(self, msg: dict) -> bool:
        seq = msg.get("seq")
        if not isinstance(seq, int) or self._pending.pop(seq, None) is None:
            return False                     # not a word of ours waiting for its answer
        if len(self.results) < MAX_RESULTS:
            self.results.append({k: msg[k] for k in ("word", "verdict", "accepted", "points", "round_id", "seq")})
        return True

    def _apply_error(self, msg: dict) -> bool:
        msg["reason_code"] = _known(ErrorCode, msg["code"])
        if msg.get("seq") is not None:
            word = self._pending.pop(msg["seq"], None)
            if word is not None:             # refused (the round is over, too many words): not lost unsaid
                self._events.put({"type": SessionEvent.UNANSWERED, "seq": word.seq, "word": word.word,
                                  "reason": msg["message"] or msg["code"], "reason_code": msg["reason_code"]})
        elif msg["code"] == ErrorCode.RATE_LIMITED:  # the host dropped what came too fast: send it again soon
            asyncio.get_running_loop().call_later(RESEND_DELAY, self._resend)
        return True

    def _apply_countdown(self, msg: dict) -> bool:
        if msg.get("reason_code") is not None:   # a code of a newer host: None, and its ``reason`` is shown
            msg["reason_code"] = _known(P.CountdownReason, msg["reason_code"])
        seconds = msg["seconds"]
        self._starts_at = None if seconds is None else time.monotonic() + seconds
        return True

    #: What each host message changes in the session (the rest, players and list_mismatch, only
    #: pass on to the reader).
    _APPLY: dict[HostType, Callable[[ClientSession, dict], bool]] = {
        HostType.WELCOME: _apply_round,
        HostType.ROUND_STARTED: _apply_round,
        HostType.ROUND_ENDED: _apply_round,
        HostType.PONG: _apply_round,
        HostType.WORD_RESULT: _apply_word_result,
        HostType.ERROR: _apply_error,
        HostType.COUNTDOWN: _apply_countdown,
    }

    def _drop_other_rounds(self, round_id: int, in_flight: bool) -> None:
        """Words typed in another round than the host's current one, not sent (or, ``in_flight``,
        sent on a connection that is gone), can no longer be judged: said, then dropped."""
        for seq, w in list(self._pending.items()):
            if w.round_id is not None and w.round_id != round_id and (in_flight or not w.sent):
                del self._pending[seq]
                self._events.put({"type": SessionEvent.UNANSWERED, "seq": seq, "word": w.word,
                                  "reason": "the round it was typed in is over",
                                  "reason_code": ClientReason.ROUND_OVER})

    def _remember(self, info: dict) -> None:
        if self.identities is not None and self.token and self.room:
            self.identities.put(self.url, self._asked_name, token=self.token, room=self.room, round_id=info["id"],
                                state=info["state"], seconds_left=info["seconds_left"])

    def _resend(self) -> None:
        for w in self._pending.values():
            w.sent = False
        self._wake.set()

    def _queue_submit(self, word: _Word) -> None:
        if len(self._pending) < MAX_PENDING:
            self._pending[word.seq] = word
            self._wake.set()
        else:
            self._events.put({"type": HostType.ERROR, "code": ErrorCode.TOO_MANY_WORDS,
                              "reason_code": ClientReason.TOO_MANY_WAITING,
                              "message": "too many words waiting to be sent", "seq": word.seq})

    async def _send_pending(self, ws) -> None:
        """Send each unanswered word not yet sent on this connection; a word leaves ``_pending``
        only when the host answers it."""
        with contextlib.suppress(ConnectionClosed):
            while True:
                self._wake.clear()
                for w in list(self._pending.values()):
                    if not w.sent and w.seq in self._pending:
                        w.sent = True
                        await ws.send(w.text)
                await self._wake.wait()

    async def _clock_pings(self, ws) -> None:
        with contextlib.suppress(ConnectionClosed):
            while True:
                await asyncio.sleep(self._clock_interval)
                await ws.send(P.encode("ping", t=time.monotonic()))

    def _send_ping(self) -> None:
        ws = self._ws
        if ws is not None and self._welcomed_now:
            asyncio.get_running_loop().create_task(_quietly(ws.send(P.encode("ping", t=time.monotonic()))))

    def _send_ready(self, ready: bool) -> None:
        ws = self._ws
        if ws is not None and self._welcomed_now:
            asyncio.get_running_loop().create_task(_quietly(ws.send(P.encode("ready", ready=ready))))

    def _send_leave(self) -> None:
        ws = self._ws
        if ws is not None:
            asyncio.get_running_loop().create_task(_quietly(ws.send(P.encode("leave"))))
        else:
            self._stop.set()


async def _quietly(coro) -> None:
    with contextlib.suppress(ConnectionClosed, OSError):
        await coro


def _known(vocabulary: type[enum.StrEnum], value: str) -> enum.StrEnum | None:
    """``value`` as a member of ``vocabulary``, or None for a value a newer (or odd) host sent."""
    try:
        return vocabulary(value)
    except ValueError:
        return None


def _close_reason(code: int | None, reason: str | None) -> tuple[ReasonCode | None, str]:
    """A closed connection's reason code and English reason.

    A close code of the protocol is its own reason code; another code with the host's words
    has none (the words are the host's, shown as they are).
    """
    known = CloseCode(code) if code is not None and code in P.CLOSE_CODES.values() else None
    if reason:
        return known, f"the host closed the connection: {reason}"
    if known is not None:
        return known, f"the connection closed (code {code})"
    if code in (None, 1006):
        return ClientReason.CONNECTION_LOST, "the connection was lost"
    if code == 1011:
        return ClientReason.HOST_NOT_ANSWERING, "the host stopped answering"
    return ClientReason.CONNECTION_CLOSED, f"the connection closed (code {code})"


def _failure_reason(exc: BaseException) -> tuple[ClientReason, str]:
    """A connection that could not open: its reason code and English reason."""
    if isinstance(exc, ConnectionRefusedError):
        return ClientReason.NO_HOST, "no host answers at that address"
    if isinstance(exc, TimeoutError):
        return ClientReason.TIMED_OUT, "the host did not answer in time"
    if isinstance(exc, InvalidURI):
        return ClientReason.BAD_ADDRESS, f"not a host address: {exc}"
    if isinstance(exc, InvalidStatus):
        code = _STATUS_REASONS.get(exc.response.status_code, ClientReason.REFUSED)
        said = exc.response.body.decode("utf-8", "replace")[:200].strip() if exc.response.body else ""
        if said.isprintable() and said:
            return code, f"the host refused the connection: {said}"
        return code, f"the host refused the connection: {exc}"
    if isinstance(exc, InvalidHandshake):
        return ClientReason.REFUSED, f"the host refused the connection: {exc}"
    return ClientReason.UNREACHABLE, f"cannot reach the host: {exc}"


#: The HTTP statuses a host turns a handshake down with (see ``RoundHost``), as reason codes.
_STATUS_REASONS = {429: ClientReason.TOO_MANY_PASSWORD_GUESSES, 503: ClientReason.HOST_BUSY}
