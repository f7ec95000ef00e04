"""The round host: one asyncio WebSocket server that owns a network round.

The host keeps all the state (board, clock, players and their words); clients only
send hello, submit, leave and ping (:mod:`core.net.protocol`). Its monotonic clock is
the truth: every message about the round carries the seconds left computed here.
Players are keyed by a secret rejoin token, so a client speaks only for itself, and
a player who drops and comes back with the token keeps their words. Words are judged,
the moment they come in and at the end, by :class:`core.play.group.WordJudge`, the table
scorer's own code, in the round's language (the host's list's: its letters and folding).

Nothing a client does may crash or stall the host (docs/network.md, "Threats"):
frames are capped (``max_size``), each connection has a token-bucket rate limit, a
hello deadline, an idle timeout and WebSocket pings (a half-open connection stops
answering and is dropped), players and words per player are capped, and every
connection has its own outbox drained by its own task, so a client that stops
reading fills only its own queue and is dropped when that queue is full, while
shared state is never held across an ``await``. Control frames (WebSocket pings and
pongs) have a rate limit of their own, checked as each frame is read, and a connection
whose unsent bytes pile up is cut off; connections that have not said hello have their
own cap, which a returning player's token gets past; every word carries an id that is
judged once (a word sent again after a rejoin is answered again, not counted twice).

Between rounds the host is a lobby (:mod:`core.play.room` holds its rules): players say
they are ready, and with a ready check the host starts the next round by itself, after a
countdown, once all of them are; the host may also start a rematch (the same board, a new
one, or the next board of the room's game code) and remove a player, whose rejoin token
then stops working. Spectators watch the clock and the players without playing (they
count against a cap of their own, never the player cap). A room may have a password; a
wrong one is refused, and an address that keeps guessing is turned away at the handshake
for a while. Each round's end carries the standings across the rounds so far.

:class:`HostThread` runs a host in its own thread for the GUI and the CLI.
"""
from __future__ import annotations

import asyncio
import collections
import contextlib
import enum
import hashlib
import hmac
import http
import itertools
import logging
import secrets
import threading
import time
import unicodedata
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

import numpy as np
from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed
from websockets.frames import Opcode
from websockets.http11 import Request, Response

from ..engine.board import parse_board, parse_size
from ..engine.dice import DICE_SETS, DiceSet, get_dice_set
from ..engine.language import get_language
from ..engine.setup import Setup
from ..engine.solver import Solver
from ..engine.wordlist import WordList
from ..play.codes import GameCode, GameCodeError, decode_game, encode_game, next_code, roll_seeded
from ..play.group import RULES as GROUP_RULES
from ..play.group import GroupResult, WordJudge
from ..play.room import MAX_COUNTDOWN, LobbyRules, LobbyStatus, Rematch, lobby_status, standings
from . import protocol as P
from .protocol import ClientType, CloseCode, CountdownReason, HostType

__all__ = ["Limits", "RoundHost", "HostThread", "HostError", "HostEvent"]

log = logging.getLogger(__name__)

WAITING, RUNNING, ENDED = P.ROUND_STATES
#: Seconds between player-list broadcasts per player in the room (200 players: one list a second).
PLAYERS_SECONDS_EACH = 0.005


class HostEvent(enum.StrEnum):
    """What a host tells the program running it (``on_event``, :meth:`HostThread.events`): the
    ``"type"`` of each event dict."""

    PLAYERS = "players"              # players: the public player list, as the players see it
    JOINED = "joined"                # player: a player who said hello (new or back)
    ROUND_STARTED = "round_started"  # round: the round's public info
    WORD = "word"                    # player, and the word's verdict as the player was told it
    ROUND_ENDED = "round_ended"      # round, result: the GroupResult, standings: the rows across rounds
    # seconds (None: called off), round_id, board (the Rematch); called off: reason, reason_code, player
    COUNTDOWN = "countdown"
    REMOVED = "removed"              # player (or spectator): removed by the host
    STOPPED = "stopped"              # the host's thread ended (HostThread only); always the last


#: A called-off countdown's ``reason``, in English (clients word its ``reason_code`` their own way).
_COUNTDOWN_REASONS = {
    CountdownReason.CALLED_OFF: "the host called the countdown off",
    CountdownReason.TOO_FEW_PLAYERS: "too few players are left",
    CountdownReason.NOT_READY: "{player} is not ready any more",
}


class HostError(RuntimeError):
    """The host could not do what was asked (not started, a round already running...)."""


@dataclass(frozen=True)
class Limits:
    """What one host allows each client; the defaults suit a local network.

    Attributes
    ----------
    max_message : int
        Largest frame a client may send, in bytes (larger: the connection is closed, 1009).
    max_players : int
        The player cap: players in the room (disconnected ones with no words this round make
        room). ``boggle host --max-players`` sets it.
    max_pending : int
        Connections that have not said hello yet; more get HTTP 503. A connection that shows a
        player's rejoin token in its handshake (``REJOIN_HEADER``) is not counted: a returning
        player always gets in.
    max_words : int
        Words a player may enter in one round.
    rate, burst : float
        Token bucket per connection: ``rate`` messages a second, bursts of ``burst``.
    flood_strikes : int
        Messages dropped for the rate limit, in a row, before the connection is closed.
    max_bad_messages : int
        Malformed messages on one connection before it is closed.
    hello_timeout, idle_timeout : float
        Seconds to say hello after connecting; seconds without any message before closing.
    open_timeout, ping_interval, ping_timeout, close_timeout : float
        WebSocket handshake deadline, keep-alive pings (an unanswered ping drops a
        half-open connection after ``ping_interval + ping_timeout``), closing deadline.
    control_rate, control_burst : float
        Token bucket for control frames (WebSocket pings and pongs) per connection; a
        connection over it is closed (``flooding``) and stops being read at once.
    max_outbox : int
        Messages queued for one client; a client that lets more pile up is too slow and dropped.
    max_unsent : int
        Bytes written to a connection's socket buffer that the client has not taken (answers to
        its pings included); more and it is cut off (``too_slow``).
    max_events : int
        Host events waiting for :meth:`HostThread.events` to read them; past it player lists
        are merged and routine events dropped.
    write_limit : int
        Bytes buffered in a connection's transport before its sender task waits.
    players_interval : float
        Seconds between two ``players`` broadcasts (changes in between are merged); at least
        5 ms per player in the room.
    max_spectators : int
        Spectators watching at once (they never count against ``max_players``).
    password_tries, password_window : int, float
        Wrong passwords one address may send in ``password_window`` seconds; past them its
        handshakes get HTTP 429 until the oldest guess is that old.
    max_guessers : int
        Addresses whose wrong guesses are remembered (the oldest are forgotten first).
    max_removed : int
        Rejoin tokens of removed players remembered (refused if shown again).
    ready_rate, ready_burst : float
        Token bucket for one player's ready changes (each may start or call off a countdown
        that every connection is told of); changes over it are refused (``rate_limited``).
    """

    max_message: int = P.MAX_CLIENT_MESSAGE
    max_players: int = 64
    max_pending: int = 16
    max_words: int = 500
    rate: float = 20.0
    burst: float = 40.0
    flood_strikes: int = 200
    max_bad_messages: int = 50
    hello_timeout: float = 5.0
    idle_timeout: float = 600.0
    open_timeout: float = 5.0
    ping_interval: float = 10.0
    ping_timeout: float = 10.0
    close_timeout: float = 2.0
    control_rate: float = 2.0
    control_burst: float = 20.0
    max_outbox: int = 256
    max_unsent: int = 16 * 1024 * 1024
    write_limit: int = 64 * 1024
    max_events: int = 1024
    players_interval: float = 0.25
    max_spectators: int = 16
    password_tries: int = 5
    password_window: float = 60.0
    max_guessers: int = 1024
    max_removed: int = 1024
    ready_rate: float = 1.0
    ready_burst: float = 5.0


class _Bucket:
    """A token bucket: ``rate`` a second, up to ``burst``; ``strikes`` counts refusals in a row."""

    __slots__ = ("rate", "burst", "tokens", "stamp", "strikes")

    def __init__(self, rate: float, burst: float):
        self.rate, self.burst = float(rate), float(burst)
        self.tokens = self.burst
        self.stamp = time.monotonic()
        self.strikes = 0

    def allow(self) -> bool:
        """Take a token; False when the message must be dropped."""
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.stamp) * self.rate)
        self.stamp = now
        if self.tokens >= 1.0:
            self.tokens -= 1.0
            self.strikes = 0
            return True
        self.strikes += 1
        return False


class _GuardedConnection(ServerConnection):
    """websockets' server connection with a guard on what it does by itself: it answers every
    ping as the frame is read, so pings bypass any check made on messages. Here each control
    frame takes a token of its own bucket as it is read, and unsent bytes are capped; past
    either, the connection stops being read (at most one read's answers went out)."""

    rejoin_token: str | None = None       # shown in the handshake (``REJOIN_HEADER``), for a known player
    control: _Bucket | None = None        # set when the handshake is admitted
    max_unsent: int = 0
    close_wait: float = 2.0
    cut: bool = False

    def process_event(self, event) -> None:
        if self.cut:
            return
        if self.control is not None and getattr(event, "opcode", None) in (Opcode.PING, Opcode.PONG) \
                and not self.control.allow():
            self._cut_off(CloseCode.FLOODING, "too many control frames")
            return
        super().process_event(event)
        if self.max_unsent and self.transport.get_write_buffer_size() > self.max_unsent:
            self._cut_off(CloseCode.TOO_SLOW, "too slow: not reading")

    def _cut_off(self, code: int, reason: str) -> None:
        """Stop reading, send a close frame if it can go, and drop the TCP connection soon after."""
        self.cut = True
        self.transport.pause_reading()
        with contextlib.suppress(Exception):
            if self.protocol.state.name == "OPEN":
                self.protocol.fail(code, reason)
                self.send_data()
        self.loop.call_later(self.close_wait, self.transport.abort)


class _Conn:
    """One client connection: its outbox (drained by its own task) and its rate limit."""

    __slots__ = ("ws", "limits", "outbox", "wake", "sender", "closer", "bucket", "bad", "player", "spectator",
                 "closing")

    def __init__(self, ws: ServerConnection, limits: Limits):
        self.ws = ws
        self.limits = limits
        self.outbox: collections.deque[str] = collections.deque()
        self.wake = asyncio.Event()
        self.sender: asyncio.Task | None = None
        self.closer: asyncio.Task | None = None
        self.bucket = _Bucket(limits.rate, limits.burst)
        self.bad = 0
        self.player: _Player | None = None
        self.spectator: _Spectator | None = None
        self.closing = False

    @property
    def rejoining(self) -> bool:
        return getattr(self.ws, "rejoin_token", None) is not None

    def send(self, text: str) -> None:
        """Queue a message without waiting; a client that lets the queue fill up is dropped."""
        if self.closing:
            return
        if len(self.outbox) >= self.limits.max_outbox:
            self.close(P.CLOSE_CODES["too_slow"], "too slow: not reading messages", flush=False)
            return
        self.outbox.append(text)
        self.wake.set()

    async def drain(self) -> None:
        """The sender task: write queued messages one by one (only this task waits on this client)."""
        try:
            while True:
                await self.wake.wait()
                self.wake.clear()
                while self.outbox:
                    await self.ws.send(self.outbox.popleft())
        except (ConnectionClosed, OSError):
            pass

    def close(self, code: int, reason: str, *, flush: bool = True) -> None:
        """Close the connection in the background, after what is queued is written when ``flush``
        (at most ``close_timeout`` seconds); a client too slow to read is cut off at once."""
        if self.closing:
            return
        self.closing = True
        if not flush:
            # Its buffers are full, so no closing handshake could get through: drop the TCP connection.
            self.outbox.clear()
            self.ws.transport.abort()
            return
        self.closer = asyncio.get_running_loop().create_task(self._close(code, reason))

    async def _close(self, code: int, reason: str) -> None:
        deadline = time.monotonic() + self.limits.close_timeout
        while self.outbox and time.monotonic() < deadline and self.sender is not None and not self.sender.done():
            await asyncio.sleep(0.01)
        try:
            await asyncio.wait_for(self.ws.close(code, reason), self.limits.close_timeout + 1)
        except Exception:   # a peer that does not finish the closing handshake is cut off
            self.ws.transport.abort()


@dataclass(eq=False)
class _Player:
    id: int
    name: str
    token: str
    wordlist: dict | None = None
    conn: _Conn | None = None
    left: bool = False
    keys: frozenset[str] = frozenset()    # P.name_keys(name): names are compared by them
    round_id: int = 0                     # the round ``entries`` belong to
    entries: list[str] = field(default_factory=list)
    seen: set[str] = field(default_factory=set)
    results: list[dict] = field(default_factory=list)
    answers: dict[int, dict] = field(default_factory=dict)   # word id -> its result, this round
    total: int = 0                        # points over the rounds ended so far
    rounds: int = 0                       # rounds ended with this player in them
    ready: bool = False                   # said ready in the lobby (cleared as each round starts)
    ready_changes: _Bucket | None = None  # the rate limit of ready changes

    def new_round(self, round_id: int) -> None:
        self.round_id, self.entries, self.seen, self.results, self.answers = round_id, [], set(), [], {}

    @property
    def connected(self) -> bool:
        return self.conn is not None

    def public(self) -> dict:
        """What every player may know about this one: never the words during a round."""
        return {"id": self.id, "name": self.name, "connected": self.connected, "words": len(self.entries),
                "total": self.total, "ready": self.ready}


@dataclass(eq=False)
class _Spectator:
    name: str
    keys: frozenset[str]
    conn: _Conn


def _password_digest(password: str) -> bytes:
    """What a password is compared by (in constant time): its NFC form's SHA-256."""
    return hashlib.sha256(unicodedata.normalize("NFC", password).encode("utf-8", "surrogatepass")).digest()


def _address(connection) -> str:
    """The peer's IP address (what wrong passwords are counted by)."""
    peer = getattr(connection, "remote_address", None)
    return str(peer[0]) if peer else "?"


def _public_setup(setup: Setup) -> dict:
    """The setup as sent to clients: the host's file path is nobody's business."""
    data = setup.to_dict()
    data["wordlist"] = {**data["wordlist"], "path": None}
    return data


class RoundHost:
    """A round host on the running asyncio loop.

    Parameters
    ----------
    wordlist : WordList
        The host's list: it decides every word, and the language it is read in
        (:attr:`WordList.language`) is the round's: its letters, folding and dice.
    dice : str, optional
        Dice set rolling the boards (``new``, ``classic``, ``big``, ``superbig``, or a set of
        the list's language such as ``de-freq``); ignored for a round given a board.
        Default: the language's first set of ``size``.
    size : str, optional
        Board size when no dice set is named (``44``, ``55``, ``66``; sizes without dice in
        the language, such as ``33``, need boards).
    rules : str, optional
        Scoring table (default: the dice set's, else the language's).
    min_length : int, optional
        Shortest word (default: the rules').
    rule : str
        ``classic`` (a word two players found scores for no one) or ``friendly``.
    seconds : float
        Length of a round.
    host, port : str, int
        Where to listen (port 0: any free port, see :attr:`port`).
    limits : Limits
    seed : int, optional
        Seeds the boards' rolls (each round rolls from a fresh seed drawn from it).
    on_event : callable, optional
        Called on the loop with host events (dicts whose ``"type"`` is a :class:`HostEvent`), for a
        host window or log. It must not block.
    wordlist_path : path, optional
        The file the list was read from (recorded in the setup).
    lobby : LobbyRules, optional
        The ready check and countdown between rounds (default: none, the host starts rounds).
    password : str, optional
        The room's password: every hello without a known player's token must carry it.
    code : str or GameCode, optional
        A game code (with a seed) whose board the first round plays; :meth:`rematch` with
        ``next`` plays the next board of its series. Its dice must be the host's.
    rematch : str
        The board of each round the lobby starts by itself (a :class:`Rematch`: ``new``,
        ``same``, ``next``).
    first_board : str, optional
        The first round's board when no code gives it (``same`` then plays it again).
    """

    def __init__(self, wordlist: WordList, *, dice: str | None = None, size: str | None = None,
                 rules: str | None = None, min_length: int | None = None, rule: str = "classic",
                 seconds: float = 180.0, host: str = "127.0.0.1", port: int = 0, limits: Limits | None = None,
                 seed: int | None = None, on_event: Callable[[dict], None] | None = None, wordlist_path=None,
                 lobby: LobbyRules | None = None, password: str | None = None, code: str | GameCode | None = None,
                 rematch: str = Rematch.NEW, first_board: str | None = None):
        if rule not in GROUP_RULES:
            raise ValueError(f"unknown rule {rule!r}; choose one of: {', '.join(GROUP_RULES)}")
        if not 1 <= float(seconds) <= 24 * 3600:
            raise ValueError(f"a round lasts from 1 second to 24 hours, not {seconds}")
        language = get_language(wordlist.language)
        board_size: str     # the dice's when there are dice, else ``size``'s
        if dice is None:   # the language's first dice of the size (English 4x4: New); 3x3 and 3x4 have none
            geom = parse_size(size or "44")
            board_size = geom.name
            dice = next((k for k in language.dice_sets
                         if (DICE_SETS[k].width, DICE_SETS[k].height) == (geom.width, geom.height)), None)
        self.dice: DiceSet | None = None
        if dice is not None:
            self.dice = get_dice_set(dice)
            if self.dice.language != language.code:
                raise ValueError(f"the dice set {self.dice.key!r} has {get_language(self.dice.language).name} "
                                 f"letters, the word list {wordlist.name!r} is {language.name}; "
                                 f"{language.name} dice: {', '.join(language.dice_sets) or 'none'}")
            board_size = f"{self.dice.width}x{self.dice.height}"
            rules = rules or self.dice.rules
        self.language = language
        self.wordlist = wordlist
        self.setup = Setup.of(wordlist, rules or language.rules, board_size, min_length, path=wordlist_path)
        self.solver = Solver(wordlist, self.setup.rules_value)
        self.solver.solve("e" * self.setup.geometry.ncells)   # loads the kernels now, not on the loop
        P.name_keys("host")                                      # and the confusables' tables
        self.rule = rule
        self.seconds = float(seconds)
        self.limits = limits or Limits()
        self.bind = host
        self._port = int(port)
        self._rng = np.random.default_rng(seed)
        self._on_event = on_event
        self._server: Server | None = None
        self._conns: set[_Conn] = set()
        self._players: dict[str, _Player] = {}      # by token
        #: This host's id (a new one each start): a client keeps its token for this room only.
        self.room = secrets.token_hex(8)
        self._ids = itertools.count(1)
        self.round_id = 0
        self.state = WAITING
        self.board: str | None = None
        self._judge: WordJudge | None = None          # this round's board, solved
        self._deadline = 0.0
        self._timer: asyncio.TimerHandle | None = None
        self._players_due: asyncio.TimerHandle | None = None
        self.result: GroupResult | None = None
        self._ended_text: str | None = None
        self.lobby = lobby or LobbyRules()
        self.next_board = Rematch(rematch)
        if password is not None and not 1 <= len(password) <= P.MAX_PASSWORD:
            raise ValueError(f"a room password is 1 to {P.MAX_PASSWORD} characters")
        self._password = None if password is None else _password_digest(password)
        self.code = self._room_code(code)
        self.first_board = None if first_board is None else \
            parse_board(first_board, self.setup.geometry, language=self.setup.language)[1]
        if self.next_board == Rematch.NEXT and self.code is None:
            raise ValueError("rounds that play the next board of a game code need the code")
        self._spectators: list[_Spectator] = []
        self._removed: collections.OrderedDict[str, None] = collections.OrderedDict()   # tokens no longer good
        self._guesses: collections.OrderedDict[str, collections.deque] = collections.OrderedDict()  # by address
        self._countdown: asyncio.TimerHandle | None = None
        self._countdown_plan: tuple[str, GameCode | None, Rematch | None, bool] | None = None  # board, code, kind, auto
        self._starts_at = 0.0
        self.standings: list[dict] = []            # after each round's end, across the rounds so far

    def _room_code(self, code: str | GameCode | None) -> GameCode | None:
        if code is None:
            return None
        if isinstance(code, str):
            try:
                code = decode_game(code)
            except GameCodeError as exc:
                raise ValueError(f"game code: {exc}") from None
        if code.seed is None:
            raise ValueError("a room plays the series of a game code with a seed; this code holds a fixed board")
        if self.dice is None or code.dice_key != self.dice.key:
            raise ValueError(f"the game code rolls {code.dice_key} dice; this room rolls "
                             f"{self.dice.key if self.dice else 'no'} dice")
        return code

    # -- life ---------------------------------------------------------------------------------------
    async def start(self) -> None:
        """Listen; returns once the port is open (see :attr:`port`)."""
        lim = self.limits
        server = self._server = await serve(
            self._handler, self.bind, self._port, process_request=self._admit, compression=None,
            create_connection=_GuardedConnection,
            max_size=lim.max_message, max_queue=4, write_limit=lim.write_limit, open_timeout=lim.open_timeout,
            ping_interval=lim.ping_interval, ping_timeout=lim.ping_timeout, close_timeout=lim.close_timeout,
            server_header=None, logger=log)
        self._port = server.sockets[0].getsockname()[1]

    async def stop(self) -> None:
        """Close every connection (code ``stopped``) and stop listening."""
        for handle in (self._timer, self._players_due, self._countdown):
            if handle is not None:
                handle.cancel()
        if self._server is not None:
            for conn in list(self._conns):
                conn.close(P.CLOSE_CODES["stopped"], "the host stopped")
            self._server.close(close_connections=False)
            with contextlib.suppress(asyncio.TimeoutError):
                await asyncio.wait_for(self._server.wait_closed(), self.limits.close_timeout + 1)

    @property
    def port(self) -> int:
        return self._port

    @property
    def url(self) -> str:
        host = self.bind if self.bind not in ("", "0.0.0.0", "::") else "127.0.0.1"
        if ":" in host:
            host = f"[{host}]"
        return f"ws://{host}:{self._port}/"

    # -- the round ----------------------------------------------------------------------------------
    def seconds_left(self) -> float:
        if self.state != RUNNING:
            return 0.0 if self.state == ENDED else self.seconds
        return max(0.0, self._deadline - time.monotonic())

    def _round_info(self) -> dict:
        info = {"id": self.round_id, "state": self.state, "seconds_left": round(self.seconds_left(), 3),
                "seconds": self.seconds}
        if self.board is not None and self.state != WAITING:
            info["board"] = self.board
        if self._countdown is not None:
            info["starts_in"] = round(max(0.0, self._starts_at - time.monotonic()), 3)
        return info

    def start_round(self, board: str | None = None) -> str:
        """Start a round on ``board`` (default: rolled from the dice); returns the board.

        Raises
        ------
        HostError
            If a round is running, or there are no dice to roll a board of this size.
        BoardError
            If ``board`` is not a board of the setup's size.
        """
        if self.state == RUNNING:
            raise HostError("a round is running: end it first")
        code = None
        if board is None:
            board, code = self._choose_board(Rematch.NEW)
        _geom, board = parse_board(board, self.setup.geometry, language=self.setup.language)
        self._stop_countdown()
        if code is not None:
            self.code = code
        self._judge = WordJudge(board, self.setup, self.solver)   # solves the board once
        self.board = board
        self.round_id += 1
        self.result = None
        for p in self._players.values():
            p.new_round(self.round_id)
            p.ready = False
        self.state = RUNNING
        self._deadline = time.monotonic() + self.seconds
        loop = asyncio.get_running_loop()
        self._timer = loop.call_later(self.seconds, self._time_up)
        text = P.encode("round_started", round=self._round_info(), setup=_public_setup(self.setup), rule=self.rule)
        for conn in self._joined():
            conn.send(text)
        self._emit(HostEvent.ROUND_STARTED, round=self._round_info())
        self._players_changed(now=True)
        return board

    def _time_up(self) -> None:
        self._timer = None
        if self.state == RUNNING:
            if time.monotonic() < self._deadline:   # fired early (clock granularity): wait the rest
                self._timer = asyncio.get_running_loop().call_later(self._deadline - time.monotonic(), self._time_up)
                return
            self.end_round()

    def end_round(self) -> GroupResult:
        """End the running round now; everyone gets the results and the full reveal.

        Raises
        ------
        HostError
            If no round is running.
        """
        if self.state != RUNNING:
            raise HostError("no round is running")
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        self.state = ENDED
        players = [p for p in self._players.values() if p.round_id == self.round_id and (p.entries or p.connected)]
        result = self._round_judge.score({p.name: p.entries for p in players}, rule=self.rule)
        scores = {}
        for p, pr in zip(players, result.players):
            p.total += pr.score
            p.rounds += 1
            scores[p] = pr.score
        table = [s.to_dict() for s in standings((p.name, p.total, p.rounds, scores.get(p, 0))
                                                 for p in self._players.values() if p.rounds)][:1000]
        self.standings = table
        self.result = result
        result_dict = result.to_dict()
        result_dict["setup"] = _public_setup(self.setup)
        counted = frozenset(result.all_words)
        reveal = [{"word": w.word, "points": w.points, "path": list(w.path)}
                  for w in sorted(self._round_judge.solution.words, key=lambda w: (-w.points, w.word))
                  if w.word in counted]
        text = self._ended_text = P.encode("round_ended", round=self._round_info(), rule=self.rule,
                                           result=result_dict, reveal=reveal, standings=table)
        for conn in self._joined():
            conn.send(text)
        self._emit(HostEvent.ROUND_ENDED, round=self._round_info(), result=result, standings=table)
        self._players_changed(now=True)
        self._check_lobby()
        return result

    def next_round(self, board: str | None = None) -> str:
        """End the running round, if any, and start the next one; returns its board."""
        if self.state == RUNNING:
            self.end_round()
        return self.start_round(board)

    # -- the lobby ----------------------------------------------------------------------------------
    def _choose_board(self, kind: Rematch) -> tuple[str, GameCode | None]:
        """The next round's board and, when it comes from the room's game code, the code it is."""
        if self.code is not None and self.round_id == 0:
            return self.code.deal(), self.code         # the room's first round plays its code
        if self.first_board is not None and self.round_id == 0:
            return self.first_board, None
        if kind == Rematch.SAME:
            if self.board is None:
                raise HostError("no board has been played yet: there is nothing to play again")
            return self.board, None
        if kind == Rematch.NEXT:
            if self.code is None:
                raise HostError("the room plays no game code: there is no next board")
            following = next_code(self.code)
            return following.deal(), following
        if self.dice is None:
            raise HostError(f"no {self.language.name} dice roll {self.setup.width}x{self.setup.height} "
                            "boards: give the board")
        return roll_seeded(self.dice, int(self._rng.integers(0, 2 ** 32))), None

    def rematch(self, kind: str = Rematch.NEW, *, countdown: float | None = None) -> str:
        """Start the next round on the board ``kind`` says (a :class:`Rematch`: ``same``, ``new``,
        ``next``), after the lobby's countdown (``countdown`` seconds instead, when given);
        returns the board.

        Raises
        ------
        HostError
            If a round is running, or there is no such board (nothing played yet, no code, no dice).
        """
        return self._begin(Rematch(kind), countdown, auto=False)

    def _begin(self, kind: Rematch, countdown: float | None, auto: bool) -> str:
        if self.state == RUNNING:
            raise HostError("a round is running: end it first")
        board, code = self._choose_board(kind)
        return self._schedule(board, code, kind, countdown, auto)

    def start_countdown(self, board: str | None = None, seconds: float | None = None) -> str:
        """Start the next round on ``board`` (default: a new one) after ``seconds`` (default: the
        lobby's countdown); returns the board."""
        if board is None:
            return self.rematch(Rematch.NEW, countdown=seconds)
        if self.state == RUNNING:
            raise HostError("a round is running: end it first")
        _geom, board = parse_board(board, self.setup.geometry, language=self.setup.language)
        return self._schedule(board, None, None, seconds, auto=False)

    def _schedule(self, board: str, code: GameCode | None, kind: Rematch | None, seconds: float | None,
                  auto: bool) -> str:
        """Start the round on ``board`` now or after the countdown (``auto``: the lobby started it)."""
        seconds = self.lobby.countdown if seconds is None else float(seconds)
        if not 0 <= seconds <= MAX_COUNTDOWN:
            raise HostError(f"a countdown lasts 0 to {MAX_COUNTDOWN:g} seconds")
        if seconds <= 0:
            board = self.start_round(board)
            if code is not None:
                self.code = code
            return board
        self._stop_countdown()
        self._countdown_plan = (board, code, kind, auto)
        self._starts_at = time.monotonic() + seconds
        self._countdown = asyncio.get_running_loop().call_later(seconds, self._countdown_done)
        self._announce_countdown(seconds, kind)
        return board

    def cancel_countdown(self, why: CountdownReason = CountdownReason.CALLED_OFF, player: str | None = None) -> bool:
        """Call off the countdown, if one runs (``player``: who took their ready back); returns
        whether one did."""
        if self._countdown is None:
            return False
        self._stop_countdown()
        self._announce_countdown(None, None, why, player)
        return True

    def _stop_countdown(self) -> None:
        if self._countdown is not None:
            self._countdown.cancel()
        self._countdown = None
        self._countdown_plan = None

    def _announce_countdown(self, seconds: float | None, kind: Rematch | None, why: CountdownReason | None = None,
                            player: str | None = None) -> None:
        fields: dict[str, object] = {"seconds": None if seconds is None else round(seconds, 3),
                                     "round_id": self.round_id + 1}
        if kind is not None:
            fields["board"] = kind.value
        if why is not None:
            fields["reason"] = _COUNTDOWN_REASONS[why].format(player=player)[:1000]
            fields["reason_code"] = why.value
            if player is not None:
                fields["player"] = player
        text = P.encode(HostType.COUNTDOWN, **fields)
        for conn in self._joined():
            conn.send(text)
        self._emit(HostEvent.COUNTDOWN, **fields)

    def _countdown_done(self) -> None:
        plan = self._countdown_plan
        self._countdown = self._countdown_plan = None
        if plan is None or self.state == RUNNING:
            return
        if time.monotonic() < self._starts_at:     # fired early (clock granularity): wait the rest
            self._countdown_plan = plan
            self._countdown = asyncio.get_running_loop().call_later(self._starts_at - time.monotonic(),
                                                                    self._countdown_done)
            return
        board, code = plan[0], plan[1]
        try:
            self.start_round(board)
        except (HostError, ValueError) as exc:   # cannot happen for a board chosen here; never kill the loop
            log.error("the round could not start: %s", exc)
            return
        if code is not None:
            self.code = code

    def _connected_players(self) -> list[_Player]:
        return [p for p in self._players.values() if p.connected]

    def _check_lobby(self) -> None:
        """With a ready check: start the countdown once every connected player is ready, and call
        off a countdown the lobby started when too few players are left."""
        if not self.lobby.ready_check or self.state == RUNNING:
            return
        status = lobby_status(self.lobby, [p.ready for p in self._connected_players()])
        auto = self._countdown_plan is not None and self._countdown_plan[3]
        if status == LobbyStatus.GO and self._countdown is None:
            try:
                self._begin(self.next_board, None, auto=True)
            except HostError as exc:
                log.warning("the lobby cannot start the round: %s", exc)
        elif status == LobbyStatus.NEED_PLAYERS and auto:
            self.cancel_countdown(CountdownReason.TOO_FEW_PLAYERS)

    def _ready(self, conn: _Conn, player: _Player, msg: dict) -> None:
        if player.ready == msg["ready"]:
            return
        if player.ready_changes is None:
            player.ready_changes = _Bucket(self.limits.ready_rate, self.limits.ready_burst)
        if not player.ready_changes.allow():
            self._error(conn, P.ErrorCode.RATE_LIMITED, "ready changed too often: ignored")
            return
        player.ready = msg["ready"]
        self._players_changed()
        auto = self._countdown_plan is not None and self._countdown_plan[3]
        if not player.ready and auto:
            self.cancel_countdown(CountdownReason.NOT_READY, player.name)
        self._check_lobby()

    # -- removing players ---------------------------------------------------------------------------
    def remove(self, name: str) -> bool:
        """Remove the player (or spectator) called ``name`` (compared as names are: ``ann`` finds
        ``Ann``) from the room: their connection is closed (``removed``), their words leave the
        round, and their rejoin token no longer works. Returns whether someone was removed."""
        try:
            keys = P.name_keys(P.clean_name(name))
        except P.ProtocolError:
            return False
        player = next((p for p in self._players.values() if p.keys & keys), None)
        if player is not None:
            del self._players[player.token]
            self._removed[player.token] = None
            while len(self._removed) > self.limits.max_removed:
                self._removed.popitem(last=False)
            conn, player.conn = player.conn, None
            who = player.public()
        else:
            spectator = next((s for s in self._spectators if s.keys & keys), None)
            if spectator is None:
                return False
            self._spectators.remove(spectator)
            conn = spectator.conn
            who = {"name": spectator.name, "spectator": True}
        if conn is not None:
            conn.player = conn.spectator = None
            self._error(conn, P.ErrorCode.REMOVED, "the host removed you from the room")
            conn.close(CloseCode.REMOVED, "removed by the host")
        self._emit(HostEvent.REMOVED, player=who)
        self._players_changed(now=True)
        self._check_lobby()
        return True

    @property
    def _round_judge(self) -> WordJudge:
        """The judge of the round started last (every round has one from its start)."""
        if self._judge is None:
            raise HostError("no round has started")
        return self._judge

    def cut_off(self, name: str) -> bool:
        """Drop the player called ``name``'s connection at once, as a failing network would (no
        closing handshake); returns whether they were connected. Their words stay, and their
        session rejoins by itself. For tests of the reconnect path."""
        conn = next((p.conn for p in self._players.values() if p.name == name and p.conn is not None), None)
        if conn is None:
            return False
        conn.ws.transport.abort()
        return True

    def snapshot(self) -> dict:
        """The host's view: round, players with their words, last result (a fresh JSON-able dict)."""
        return {
            "url": self.url, "port": self._port, "bind": self.bind, "room": self.room,
            "max_players": self.limits.max_players, "round": self._round_info(), "rule": self.rule,
            "setup": _public_setup(self.setup),
            "players": [{**p.public(), "left": p.left,
                         "entries": list(p.entries) if p.round_id == self.round_id else []}
                        for p in self._players.values()],
            "spectators": [s.name for s in self._spectators],
            "result": None if self.result is None else self.result.to_dict(),
            "standings": list(self.standings), "lobby": self.lobby.to_dict(), "password": self._password is not None,
            "code": None if self.code is None else encode_game(self.code),
        }

    # -- events -------------------------------------------------------------------------------------
    def _emit(self, kind: HostEvent, **fields) -> None:
        if self._on_event is not None:
            try:
                self._on_event({"type": kind, **fields})
            except Exception:   # a listener's bug must not take the round down
                log.exception("host event listener failed")

    def _joined(self) -> list[_Conn]:
        """Connections that said hello: players and spectators."""
        return [c for c in self._conns if c.player is not None or c.spectator is not None]

    def _players_changed(self, now: bool = False) -> None:
        """Tell everyone the player list, at most every ``players_interval`` seconds, and less often
        in a big room (a list of 200 players to 200 players is 800 messages a second at 0.25 s)."""
        if now:
            if self._players_due is not None:
                self._players_due.cancel()
            self._players_due = None
            self._send_players()
        elif self._players_due is None:
            interval = max(self.limits.players_interval, PLAYERS_SECONDS_EACH * len(self._players))
            self._players_due = asyncio.get_running_loop().call_later(interval, self._send_players)

    def _public_players(self) -> list[dict]:
        return [p.public() for p in self._players.values() if not p.left]

    def _players_text(self) -> str:
        return P.encode(HostType.PLAYERS, players=self._public_players(), round_id=self.round_id,
                        spectators=[s.name for s in self._spectators])

    def _send_players(self) -> None:
        self._players_due = None
        public = self._public_players()
        spectators = [s.name for s in self._spectators]
        text = P.encode(HostType.PLAYERS, players=public, round_id=self.round_id, spectators=spectators)
        for conn in self._joined():
            conn.send(text)
        self._emit(HostEvent.PLAYERS, players=public, spectators=spectators)

    # -- connections --------------------------------------------------------------------------------
    def _admit(self, connection: ServerConnection, request: Request) -> Response | None:
        """Refuse the WebSocket handshake (HTTP 503) when too many connections wait for their hello.

        A connection showing a player's rejoin token (``REJOIN_HEADER``) is let in all the same
        (two at a time per player), so connections that never say hello cannot lock a
        returning player out. Others from an address that guessed the room password too often
        get HTTP 429.
        """
        assert isinstance(connection, _GuardedConnection), "serve() makes every connection a _GuardedConnection"
        lim = self.limits
        connection.control = _Bucket(lim.control_rate, lim.control_burst)
        connection.max_unsent = lim.max_unsent
        connection.close_wait = lim.close_timeout
        token = request.headers.get(P.REJOIN_HEADER)
        if token is not None and token in self._players:
            held = sum(1 for c in self._conns if c.player is None and getattr(c.ws, "rejoin_token", None) == token)
            if held < 2:
                connection.rejoin_token = token
                return None
        # A player's token passed the password already: only the others are turned away for guessing.
        wait = self._guessing(_address(connection))
        if wait:
            return connection.respond(http.HTTPStatus.TOO_MANY_REQUESTS,
                                      f"Too many wrong passwords from this address: try again in {wait:.0f} s.\n")
        waiting = sum(1 for c in self._conns if c.player is None and c.spectator is None and not c.rejoining)
        joined = sum(1 for c in self._conns if c.player is not None or c.spectator is not None)
        if waiting >= lim.max_pending or joined + waiting >= lim.max_players + lim.max_spectators + lim.max_pending:
            return connection.respond(http.HTTPStatus.SERVICE_UNAVAILABLE, "The round is full.\n")
        return None

    async def _handler(self, ws: ServerConnection) -> None:
        conn = _Conn(ws, self.limits)
        self._conns.add(conn)
        conn.sender = asyncio.get_running_loop().create_task(conn.drain())
        try:
            await self._serve(conn)
        except ConnectionClosed:
            pass
        finally:
            self._conns.discard(conn)
            conn.closing = True
            player = conn.player
            if player is not None and player.conn is conn:
                player.conn = None
                self._players_changed()
                self._check_lobby()
            if conn.spectator is not None and conn.spectator in self._spectators:
                self._spectators.remove(conn.spectator)
                self._players_changed()
            if conn.closer is not None:   # let an error message and the close frame go out first
                with contextlib.suppress(Exception):
                    await asyncio.wait_for(asyncio.shield(conn.closer), 2 * self.limits.close_timeout + 1)
            conn.sender.cancel()

    async def _serve(self, conn: _Conn) -> None:
        lim = self.limits
        hello_by = time.monotonic() + lim.hello_timeout
        while not conn.closing:
            joined = conn.player is not None or conn.spectator is not None   # a spectator's hello counts too
            wait = lim.idle_timeout if joined else hello_by - time.monotonic()
            try:
                frame = await asyncio.wait_for(conn.ws.recv(), max(0.0, wait))
            except TimeoutError:
                if not joined:
                    conn.close(P.CLOSE_CODES["no_hello"], "no hello in time")
                else:
                    conn.close(P.CLOSE_CODES["idle"], "idle for too long")
                return
            if not conn.bucket.allow():
                if conn.bucket.strikes == 1:
                    self._error(conn, "rate_limited", f"more than {lim.rate:g} messages a second: dropped")
                if conn.bucket.strikes >= lim.flood_strikes:
                    conn.close(P.CLOSE_CODES["flooding"], "far too many messages")
                    return
                continue
            try:
                msg = P.parse_client_message(frame)
            except P.ProtocolError as exc:
                self._error(conn, exc.code, str(exc))
                conn.bad += 1
                if exc.code in ("version", "too_big"):
                    conn.close(P.CLOSE_CODES["version" if exc.code == "version" else "bad_message"], str(exc)[:120])
                    return
                if conn.bad >= lim.max_bad_messages:
                    conn.close(P.CLOSE_CODES["bad_message"], "too many bad messages")
                    return
                continue
            self._dispatch(conn, msg)

    def _error(self, conn: _Conn, code: str, message: str, seq: int | None = None) -> None:
        fields: dict[str, str | int] = {"code": code, "message": message}
        if seq is not None:
            fields["seq"] = seq
        conn.send(P.encode("error", **fields))

    def _dispatch(self, conn: _Conn, msg: dict) -> None:
        kind = msg["type"]
        if kind == ClientType.HELLO:
            if conn.player is not None:
                self._error(conn, "already_joined", "this connection has joined already")
            else:
                self._hello(conn, msg)
            return
        if conn.spectator is not None:
            watch = self._SPECTATOR_MESSAGES.get(kind)
            if watch is None:
                self._error(conn, P.ErrorCode.SPECTATOR, "spectators watch: they do not enter words or get ready",
                            msg.get("seq"))
            else:
                watch(self, conn, None, msg)
            return
        player = conn.player
        if player is None:
            self._error(conn, "not_joined", "say hello first")
            return
        self._PLAYER_MESSAGES[kind](self, conn, player, msg)

    def _ping(self, conn: _Conn, player: _Player | None, msg: dict) -> None:
        fields = {"round": self._round_info()}
        if msg["t"] is not None:
            fields["t"] = msg["t"]
        conn.send(P.encode(HostType.PONG, **fields))

    def _leave(self, conn: _Conn, player: _Player | None, msg: dict) -> None:
        if player is not None:
            player.left = True
            player.conn = None
            conn.player = None
        elif conn.spectator in self._spectators:
            self._spectators.remove(conn.spectator)
        conn.spectator = None
        conn.close(P.CLOSE_CODES["left"], "left the round")
        self._players_changed()
        self._check_lobby()

    # -- passwords ----------------------------------------------------------------------------------
    def _guessing(self, address: str) -> float:
        """Seconds before ``address`` may guess the password again (0: it may now)."""
        guesses = self._guesses.get(address)
        if guesses is None:
            return 0.0
        now = time.monotonic()
        while guesses and now - guesses[0] > self.limits.password_window:
            guesses.popleft()
        if not guesses:
            del self._guesses[address]
            return 0.0
        if len(guesses) < self.limits.password_tries:
            return 0.0
        return max(1.0, self.limits.password_window - (now - guesses[0]))

    def _wrong_password(self, conn: _Conn, given: str | None) -> None:
        address = _address(conn.ws)
        guesses = self._guesses.pop(address, None) or collections.deque(maxlen=max(1, self.limits.password_tries))
        guesses.append(time.monotonic())
        self._guesses[address] = guesses                  # the newest guesser last: the oldest go first
        while len(self._guesses) > self.limits.max_guessers:
            self._guesses.popitem(last=False)
        message = "this room needs a password" if given is None else "wrong room password"
        self._error(conn, P.ErrorCode.PASSWORD, message)
        conn.close(CloseCode.PASSWORD, message)

    def _hello(self, conn: _Conn, msg: dict) -> None:
        if msg["token"] is not None and msg["token"] in self._removed:
            self._error(conn, P.ErrorCode.REMOVED, "the host removed you from the room")
            conn.close(CloseCode.REMOVED, "removed by the host")
            return
        player = self._players.get(msg["token"]) if msg["token"] and msg["role"] == "player" else None
        # A known player's token was issued after the password: it is enough on its own.
        if self._password is not None and player is None and \
                (msg["password"] is None or not hmac.compare_digest(_password_digest(msg["password"]), self._password)):
            self._wrong_password(conn, msg["password"])
            return
        if msg["role"] == "spectator":
            self._watch(conn, msg)
            return
        if player is None:
            if not self._make_room():
                self._error(conn, "full", f"the round has its {self.limits.max_players} players")
                conn.close(P.CLOSE_CODES["full"], "the round is full")
                return
            token = secrets.token_urlsafe(24)
            name = self._unique_name(msg["name"])
            player = _Player(next(self._ids), name, token, keys=P.name_keys(name), round_id=self.round_id)
            self._players[token] = player
        elif player.conn is not None:   # the same player from a new connection: the old one goes
            old = player.conn
            old.player = None
            old.close(P.CLOSE_CODES["replaced"], "joined again from another connection")
        if player.round_id != self.round_id:
            player.new_round(self.round_id)
        player.conn = conn
        player.left = False
        player.wordlist = msg["wordlist"]
        conn.player = player
        conn.send(self._welcome_text(player_id=player.id, name=player.name, token=player.token,
                                     words=list(player.results)))
        theirs = msg["wordlist"]
        if theirs is not None and not self._same_list(theirs):
            mine = {"name": self.setup.wordlist_name, "sha256": self.setup.wordlist_sha256}
            conn.send(P.encode("list_mismatch", host_list=mine, your_list=theirs,
                               message=f"Your word list ({theirs['name']}) differs from the host's "
                                       f"({mine['name']}): the host's list decides which words count."))
        if self.state == ENDED and self._ended_text is not None:   # joined after the end: the results too
            conn.send(self._ended_text)
        # The newcomer gets the list at once; the others with the next merged broadcast (200 joins in a
        # row would otherwise send 200 lists to everyone: 40,000 messages).
        conn.send(self._players_text())
        self._players_changed()
        self._emit(HostEvent.JOINED, player=player.public())

    def _welcome_text(self, **fields) -> str:
        return P.encode(HostType.WELCOME, room=self.room, setup=_public_setup(self.setup), language=self.setup.language,
                        rule=self.rule, round=self._round_info(), lobby=self.lobby.to_dict(), **fields)

    def _watch(self, conn: _Conn, msg: dict) -> None:
        """A spectator's hello: the clock, the players and the results, never a word of their own."""
        if len(self._spectators) >= self.limits.max_spectators:
            self._error(conn, "full", f"the room has its {self.limits.max_spectators} spectators")
            conn.close(P.CLOSE_CODES["full"], "the room is full")
            return
        name = self._unique_name(msg["name"])
        spectator = _Spectator(name, P.name_keys(name), conn)
        self._spectators.append(spectator)
        conn.spectator = spectator
        conn.send(self._welcome_text(player_id=None, name=name, token=None, words=[], role="spectator"))
        if self.state == ENDED and self._ended_text is not None:
            conn.send(self._ended_text)
        conn.send(self._players_text())
        self._players_changed()
        self._emit(HostEvent.JOINED, player={"name": name, "spectator": True})

    def _same_list(self, theirs: dict) -> bool:
        if theirs.get("sha256") and self.setup.wordlist_sha256:
            return theirs["sha256"] == self.setup.wordlist_sha256
        return theirs.get("name") == self.setup.wordlist_name

    def _make_room(self) -> bool:
        """Whether a new player fits, forgetting disconnected players with no words this round."""
        if len(self._players) < self.limits.max_players:
            return True
        for token, p in list(self._players.items()):
            if p.conn is None and not (p.round_id == self.round_id and p.entries) and not p.total:
                del self._players[token]
                if len(self._players) < self.limits.max_players:
                    return True
        return len(self._players) < self.limits.max_players

    def _unique_name(self, name: str) -> str:
        """``name``, or ``name (2)``... when another player's name looks the same (same skeleton:
        ``Vic``, ``VIC`` and ``V\u0456c`` with a Cyrillic i are one name)."""
        taken = frozenset().union(*(p.keys for p in self._players.values()), *(s.keys for s in self._spectators))
        if not P.name_keys(name) & taken:
            return name
        for k in itertools.count(2):
            candidate = f"{name[:P.MAX_NAME - len(str(k)) - 3]} ({k})"
            if not P.name_keys(candidate) & taken:
                return candidate
        raise AssertionError("unreachable")

    def _submit(self, conn: _Conn, player: _Player, msg: dict) -> None:
        seq = msg["seq"]
        done = player.answers.get(seq) if player.round_id == self.round_id else None
        if done is not None:            # sent again (a rejoin): the same answer, judged once
            conn.send(P.encode(HostType.WORD_RESULT, **done))
            return
        if self.state != RUNNING or time.monotonic() >= self._deadline:
            self._error(conn, "round_not_running", "no round is being played", seq)
            return
        if len(player.entries) >= self.limits.max_words:
            self._error(conn, "too_many_words", f"at most {self.limits.max_words} words a round", seq)
            return
        # Judged now as the end of the round will judge it; shared words are only known then,
        # so a valid word is ``ok`` for now.
        judged = self._round_judge.judge(msg["word"], player.seen)
        player.entries.append(msg["word"])
        result = {"word": judged.word[:P.MAX_WORD], "verdict": judged.verdict.value,
                  "accepted": judged.verdict.valid, "points": judged.points, "round_id": self.round_id, "seq": seq}
        player.results.append(result)
        player.answers[seq] = result
        conn.send(P.encode(HostType.WORD_RESULT, **result))
        self._emit(HostEvent.WORD, player=player.name, **result)
        self._players_changed()

    #: What a joined player's messages do (hello comes first, before a player exists).
    _PLAYER_MESSAGES: dict[ClientType, Callable[[RoundHost, _Conn, _Player, dict], None]] = {
        ClientType.SUBMIT: _submit,
        ClientType.PING: _ping,
        ClientType.LEAVE: _leave,
        ClientType.READY: _ready,
    }
    #: What a spectator's messages do (anything else gets the ``spectator`` error).
    _SPECTATOR_MESSAGES: dict[ClientType, Callable[[RoundHost, _Conn, None, dict], None]] = {
        ClientType.PING: _ping,
        ClientType.LEAVE: _leave,
    }


class HostThread:
    """A :class:`RoundHost` on its own event loop in its own thread, for the GUI and the CLI.

    Every method is thread-safe: calls are run on the host's loop and their results
    (or exceptions) handed back. Host events (:class:`HostEvent`) are read with :meth:`events`.

    Parameters
    ----------
    wordlist : WordList
    **options
        The keyword arguments of :class:`RoundHost` (``on_event`` excepted).

    Examples
    --------
    >>> host = HostThread(load_wordlist(), seconds=60).start()      # doctest: +SKIP
    >>> host.url                                                     # doctest: +SKIP
    'ws://127.0.0.1:40123/'
    >>> board = host.start_round(); ...; host.stop()                 # doctest: +SKIP
    """

    def __init__(self, wordlist: WordList, **options):
        if "on_event" in options:
            raise TypeError("HostThread reports events through events()")
        limits = options.get("limits") or Limits()
        # Bounded: a host nobody reads events from (boggle host while it waits) keeps the newest
        # player list and drops routine events past ``max_events``.
        self._events = P.EventQueue(limits.max_events, latest=(HostEvent.PLAYERS,),
                                    droppable=(HostEvent.WORD, HostEvent.JOINED))
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._ready = threading.Event()
        self._failure: BaseException | None = None
        self._stopping: asyncio.Event | None = None
        # Built here, in the caller's thread, so bad options raise here.
        self.host = RoundHost(wordlist, on_event=self._events.put, **options)
        self._stopped = threading.Event()

    def start(self, timeout: float = 10.0) -> HostThread:
        """Start the thread and return once the host listens.

        Raises
        ------
        OSError
            If the port cannot be opened (in use, bad address).
        ValueError
            For bad options.
        """
        if self._thread is not None:
            raise HostError("the host is already started")
        self._thread = threading.Thread(target=self._run, name="boggle-round-host", daemon=True)
        self._thread.start()
        if not self._ready.wait(timeout):
            raise HostError("the host did not start in time")
        if self._failure is not None:
            raise self._failure
        return self

    def _run(self) -> None:
        try:
            asyncio.run(self._main())
        except BaseException as exc:   # reported by start()
            self._failure = exc
            self._ready.set()
        finally:
            self._stopped.set()
            self._events.put({"type": HostEvent.STOPPED})

    async def _main(self) -> None:
        self._loop = asyncio.get_running_loop()
        self._stopping = asyncio.Event()
        await self.host.start()
        self._ready.set()
        await self._stopping.wait()
        await self.host.stop()

    @property
    def port(self) -> int:
        return self.host.port

    @property
    def url(self) -> str:
        return self.host.url

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def call(self, fn: Callable, *args, timeout: float = 10.0):
        """Run ``fn(*args)`` on the host's loop and return its result (its exception raised here)."""
        if self._loop is None or not self.running:
            raise HostError("the host is not running")

        async def invoke():
            return fn(*args)

        return asyncio.run_coroutine_threadsafe(invoke(), self._loop).result(timeout)

    def start_round(self, board: str | None = None) -> str:
        return self.call(self.host.start_round, board)

    def end_round(self) -> GroupResult:
        return self.call(self.host.end_round)

    def next_round(self, board: str | None = None) -> str:
        return self.call(self.host.next_round, board)

    def snapshot(self) -> dict:
        return self.call(self.host.snapshot)

    def rematch(self, kind: str = "new", countdown: float | None = None) -> str:
        return self.call(lambda: self.host.rematch(kind, countdown=countdown))

    def start_countdown(self, board: str | None = None, seconds: float | None = None) -> str:
        return self.call(self.host.start_countdown, board, seconds)

    def cancel_countdown(self) -> bool:
        return self.call(self.host.cancel_countdown)

    def remove(self, name: str) -> bool:
        return self.call(self.host.remove, name)

    def events(self, timeout: float | None = None, cancelled: Callable[[], bool] | None = None) -> Iterator[dict]:
        """Host events as they come, ending when the host stops (last event ``stopped``), when
        none came for ``timeout`` seconds, or when ``cancelled()`` is true (checked every 0.1 s)."""
        yield from P.drain_events(self._events, timeout, cancelled, final=HostEvent.STOPPED)

    def stop(self, timeout: float = 5.0) -> None:
        """Close every connection, stop listening and end the thread (waits up to ``timeout``)."""
        if self._loop is not None and self.running and self._stopping is not None:
            self._loop.call_soon_threadsafe(self._stopping.set)
        if self._thread is not None:
            self._thread.join(timeout)

