"""The wire protocol of network rounds: small, versioned JSON objects in WebSocket text frames.

Every message is one JSON object ``{"v": 2, "type": ..., ...}``. The host trusts nothing
a client sends: :func:`parse_client_message` checks the frame's size, the JSON, the
version, the type and every field (types, lengths, ranges, no unknown fields) and
raises :class:`ProtocolError` naming the problem. The client checks what the host sends
with :func:`parse_host_message` the same way (looser sizes: the end of a round carries
the full reveal). Message types, error codes and close codes are enums; each type's
checks are one entry of a table (``_CLIENT_PARSERS``, ``_HOST_CHECKS``), so a new
message is a new entry and a new version. The messages and the threat list are in
docs/network.md.
"""
from __future__ import annotations

import enum
import json
import math
import queue
import re
import threading
import time
import unicodedata
from collections import deque
from collections.abc import Callable, Iterator
from typing import Any, Literal, overload

from ..play.room import MAX_COUNTDOWN, Rematch
from ..play.verdicts import JUDGED

__all__ = [
    "PROTOCOL_VERSION", "MAX_CLIENT_MESSAGE", "MAX_HOST_MESSAGE", "MAX_NAME", "MAX_WORD", "MAX_TOKEN",
    "MAX_PATH", "MAX_SEQ", "MAX_PASSWORD", "MAX_SPECTATORS", "ROLES",
    "ClientType", "HostType", "ErrorCode", "CloseCode", "CountdownReason", "CLIENT_TYPES", "HOST_TYPES",
    "ROUND_STATES", "ERROR_CODES", "CLOSE_CODES", "FINAL_CLOSE_CODES", "REJOIN_HEADER", "ProtocolError", "encode",
    "parse_client_message", "parse_host_message", "clean_name", "name_keys", "EventQueue", "drain_events",
]

#: The protocol version every message carries as ``"v"``. Version 2: every word has an id
#: (``submit.seq``, required) that the host answers once; ``welcome`` names the room. Version 3:
#: the room (a ready check and countdown, spectators, a password, removed players, standings).
#: Version 4: a called-off countdown's ``reason_code`` and ``player``.
PROTOCOL_VERSION = 4
#: Largest frame a client may send (bytes); websockets refuses larger frames before they are read whole.
MAX_CLIENT_MESSAGE = 4 * 1024
#: Largest frame the host may send: the end of a round holds every word of the board with its path.
MAX_HOST_MESSAGE = 8 * 1024 * 1024
#: Longest player name, word and rejoin token (characters), and path (cells).
MAX_NAME = 32
MAX_WORD = 64
MAX_TOKEN = 64
MAX_PATH = 36
#: Longest room password (characters).
MAX_PASSWORD = 64
#: Most spectators a host may be given (and a ``players`` message may name).
MAX_SPECTATORS = 1000
#: Most players a ``players`` message may list (the largest player cap ``boggle host`` takes).
MAX_LISTED = 1000
#: What a connection joins as: a player plays; a spectator watches the clock and the players.
ROLES = ("player", "spectator")
#: Largest word id and round number (a JavaScript-safe integer).
MAX_SEQ = 2 ** 53 - 1
#: Largest clock value a ping may carry (seconds; a monotonic clock's reading, echoed in the pong).
MAX_CLOCK = 1e12
#: The HTTP header of the opening handshake that shows a rejoin token, so a returning player is let
#: in even when connections that have not said hello fill the waiting room.
REJOIN_HEADER = "Boggle-Rejoin"


class ClientType(enum.StrEnum):
    """Client -> host message types."""

    HELLO = "hello"
    SUBMIT = "submit"
    LEAVE = "leave"
    PING = "ping"
    READY = "ready"


class HostType(enum.StrEnum):
    """Host -> client message types."""

    WELCOME = "welcome"
    LIST_MISMATCH = "list_mismatch"
    WORD_RESULT = "word_result"
    PLAYERS = "players"
    ROUND_STARTED = "round_started"
    ROUND_ENDED = "round_ended"
    ERROR = "error"
    PONG = "pong"
    COUNTDOWN = "countdown"


class ErrorCode(enum.StrEnum):
    """``error`` codes the host sends."""

    BAD_MESSAGE = "bad_message"              # not JSON, not an object, a bad or unknown field
    TOO_BIG = "too_big"                      # over MAX_CLIENT_MESSAGE (the connection is closed)
    BINARY = "binary"                        # a binary frame: only text frames are read
    VERSION = "version"                      # another protocol version (the connection is closed)
    UNKNOWN_TYPE = "unknown_type"            # a message type the host does not take from clients
    NOT_JOINED = "not_joined"                # anything before hello
    ALREADY_JOINED = "already_joined"        # a second hello on one connection
    RATE_LIMITED = "rate_limited"            # too many messages; the message was dropped
    ROUND_NOT_RUNNING = "round_not_running"  # a word outside a running round
    TOO_MANY_WORDS = "too_many_words"        # the player's word cap for the round is reached
    FULL = "full"                            # the host has its most players (the connection is closed)
    PASSWORD = "password"                    # a wrong or missing room password (the connection is closed)
    REMOVED = "removed"                      # the host removed this player (the connection is closed)
    SPECTATOR = "spectator"                  # a spectator sent what only players send


class CloseCode(enum.IntEnum):
    """WebSocket close codes the host uses (4000-4999 are for applications)."""

    REPLACED = 4000       # the same player joined again from another connection
    TOO_SLOW = 4001       # the client does not read what it is sent
    FLOODING = 4002       # far over the rate limit (messages or control frames)
    VERSION = 4003
    FULL = 4004
    LEFT = 4005           # the player left
    NO_HELLO = 4006       # no hello in time
    IDLE = 4007           # nothing received for too long
    BAD_MESSAGE = 4008    # too many bad messages
    STOPPED = 4009        # the host is shutting down
    REMOVED = 4010        # the host removed the player; their rejoin token no longer works
    PASSWORD = 4011       # a wrong or missing room password


class CountdownReason(enum.StrEnum):
    """Why the host called a countdown off: ``countdown.reason_code`` (``reason`` says it in English)."""

    CALLED_OFF = "called_off"            # the host did
    TOO_FEW_PLAYERS = "too_few_players"  # the room fell below its fewest players
    NOT_READY = "not_ready"              # a player (``countdown.player``) took their ready back


#: The same vocabularies as tuples and a dict (names as on the wire).
CLIENT_TYPES = tuple(t.value for t in ClientType)
HOST_TYPES = tuple(t.value for t in HostType)
ERROR_CODES = tuple(c.value for c in ErrorCode)
CLOSE_CODES = {c.name.lower(): c for c in CloseCode}
#: What the round is doing: no board yet, being played, over (results known).
ROUND_STATES = ("waiting", "running", "ended")
#: Close codes after which a client does not try to reconnect.
FINAL_CLOSE_CODES = frozenset({CloseCode.REPLACED, CloseCode.VERSION, CloseCode.FULL, CloseCode.LEFT,
                               CloseCode.STOPPED, CloseCode.REMOVED, CloseCode.PASSWORD})

_SHA256 = re.compile(r"[0-9a-f]{64}")
_TOKEN = re.compile(r"[A-Za-z0-9_-]{16,64}")
#: The verdicts a host may send on a word: the game's vocabulary (core.play.verdicts).
_VERDICTS = frozenset(v.value for v in JUDGED)


class ProtocolError(ValueError):
    """A message that breaks the protocol; ``code`` is one of :data:`ERROR_CODES`."""

    def __init__(self, code: str, message: str):
        super().__init__(message)
        self.code = code


def encode(msg_type: str, **fields: Any) -> str:
    """One message as the text of a frame: ``{"v": 1, "type": msg_type, **fields}``."""
    return json.dumps({"v": PROTOCOL_VERSION, "type": msg_type, **fields}, separators=(",", ":"),
                      ensure_ascii=False, allow_nan=False)


# -- reading ------------------------------------------------------------------------------------------

def _reject_constant(name: str):
    raise ValueError(f"{name} is not JSON")


def _no_duplicates(pairs):
    obj = {}
    for key, value in pairs:
        if key in obj:
            raise ValueError(f"duplicate field {key!r}")
        obj[key] = value
    return obj


def _load(frame: str | bytes, limit: int) -> dict:
    if not isinstance(frame, str):
        raise ProtocolError("binary", "only text frames are read")
    if len(frame) > limit:  # characters; a character is at least one byte on the wire
        raise ProtocolError("too_big", f"message over {limit:,} bytes")
    try:
        obj = json.loads(frame, parse_constant=_reject_constant, object_pairs_hook=_no_duplicates)
    except RecursionError:
        raise ProtocolError("bad_message", "message nested too deeply") from None
    except ValueError as exc:  # JSONDecodeError is a ValueError
        raise ProtocolError("bad_message", f"not JSON: {_short(exc)}") from None
    if not isinstance(obj, dict):
        raise ProtocolError("bad_message", "a message must be a JSON object")
    version = obj.get("v")
    if type(version) is not int:
        raise ProtocolError("bad_message", "a message needs the protocol version \"v\" (a whole number)")
    if version != PROTOCOL_VERSION:
        raise ProtocolError("version", f"protocol version {version} is not spoken here (this host speaks "
                                       f"version {PROTOCOL_VERSION})")
    if not isinstance(obj.get("type"), str):
        raise ProtocolError("bad_message", "a message needs a \"type\" (a string)")
    return obj


def _short(value, limit: int = 80) -> str:
    text = " ".join(str(value).split())
    return text if len(text) <= limit else text[:limit] + "..."


def _check_fields(obj: dict, required: tuple[str, ...], optional: tuple[str, ...] = ()) -> None:
    allowed = {"v", "type", *required, *optional}
    unknown = [k for k in obj if k not in allowed]
    if unknown:
        raise ProtocolError("bad_message", f"unknown field {_short(unknown[0], 40)!r} in {obj['type']}")
    missing = [k for k in required if k not in obj]
    if missing:
        raise ProtocolError("bad_message", f"{obj['type']} needs the field {missing[0]!r}")


# With ``null=True`` a missing or null field reads as None; otherwise the field must be there.
@overload
def _string(obj: dict, key: str, limit: int, *, empty: bool = False, null: Literal[False] = False) -> str: ...
@overload
def _string(obj: dict, key: str, limit: int, *, empty: bool = False, null: bool) -> str | None: ...
def _string(obj: dict, key: str, limit: int, *, empty: bool = False, null: bool = False) -> str | None:
    value = obj.get(key)
    if value is None and null:
        return None
    if not isinstance(value, str):
        raise ProtocolError("bad_message", f"{obj['type']}.{key} must be a string")
    if len(value) > limit:
        raise ProtocolError("bad_message", f"{obj['type']}.{key} is longer than {limit} characters")
    if not value and not empty:
        raise ProtocolError("bad_message", f"{obj['type']}.{key} is empty")
    return value


@overload
def _whole(obj: dict, key: str, low: int, high: int, *, null: Literal[False] = False) -> int: ...
@overload
def _whole(obj: dict, key: str, low: int, high: int, *, null: bool) -> int | None: ...
def _whole(obj: dict, key: str, low: int, high: int, *, null: bool = False) -> int | None:
    value = obj.get(key)
    if value is None and null:
        return None
    if type(value) is not int or not low <= value <= high:
        raise ProtocolError("bad_message", f"{obj['type']}.{key} must be a whole number from {low} to {high:,}")
    return value


@overload
def _number(obj: dict, key: str, low: float, high: float, *, null: Literal[False] = False) -> float: ...
@overload
def _number(obj: dict, key: str, low: float, high: float, *, null: bool) -> float | None: ...
def _number(obj: dict, key: str, low: float, high: float, *, null: bool = False) -> float | None:
    value = obj.get(key)
    if value is None and null:
        return None
    # The range is checked before any conversion: a 400-digit whole number is not a float.
    if isinstance(value, bool) or not isinstance(value, int | float) or not low <= value <= high or \
            (isinstance(value, float) and not math.isfinite(value)):
        raise ProtocolError("bad_message", f"{obj['type']}.{key} must be a number from {low:g} to {high:g}")
    return float(value)


#: Characters that show nothing (or nothing of their own) beside the format (Cf) and other C* categories:
#: Hangul fillers, the braille blank, the combining grapheme joiner, Khmer inherent vowels, Mongolian
#: vowel separator and free variation selectors.
_BLANKS = frozenset({0x115F, 0x1160, 0x3164, 0xFFA0, 0x2800, 0x034F, 0x17B4, 0x17B5, 0x180B, 0x180C, 0x180D,
                     0x180E, 0x180F, 0x2028, 0x2029})
_INVISIBLE_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"})
#: Combining marks one letter may carry (more is a tower of marks over other text).
_MAX_MARKS = 3


def _invisible(ch: str) -> bool:
    cp = ord(ch)
    return (unicodedata.category(ch) in _INVISIBLE_CATEGORIES or cp in _BLANKS or 0xFE00 <= cp <= 0xFE0F
            or 0xE0100 <= cp <= 0xE01EF)


def _describe(ch: str) -> str:
    name = unicodedata.name(ch, "") or {"Cc": "a control character", "Co": "a private-use character",
                                        "Cs": "a surrogate"}.get(unicodedata.category(ch), "an unassigned character")
    return f"U+{ord(ch):04X} {name}"


def clean_name(text: str) -> str:
    """A player's name as shown: NFKC, spaces collapsed; invisible characters refused.

    Format characters (zero-width joiners, bidirectional controls...), Hangul fillers, the
    braille blank, variation selectors and combining marks on their own (at the start, after a
    space, or more than three on one letter) are refused: a name must look like what it is.
    Names are compared by :func:`name_keys`.

    Raises
    ------
    ProtocolError
        If nothing visible is left, the name is too long or holds such a character (named).
    """
    if not isinstance(text, str):
        raise ProtocolError("bad_message", "a name must be a string")
    typed = next((ch for ch in text[:4 * MAX_NAME] if _invisible(ch)), None)   # named as typed, before NFKC
    if typed is not None:
        raise ProtocolError("bad_message", f"the name holds an invisible or formatting character "
                                           f"({_describe(typed)}): use visible letters only")
    name = " ".join(unicodedata.normalize("NFKC", text).split())
    if not name:
        raise ProtocolError("bad_message", "the name is empty")
    if len(name) > MAX_NAME:
        raise ProtocolError("bad_message", f"the name is longer than {MAX_NAME} characters")
    marks = 0
    for k, ch in enumerate(name):
        if _invisible(ch):
            raise ProtocolError("bad_message", f"the name holds an invisible or formatting character "
                                               f"({_describe(ch)}): use visible letters only")
        if unicodedata.category(ch) in ("Mn", "Me", "Mc"):
            marks += 1
            if k == 0 or name[k - 1] == " " or marks > _MAX_MARKS:
                raise ProtocolError("bad_message", f"the name holds a combining mark on its own ({_describe(ch)}): "
                                                   "marks go on a letter, at most three on one")
        else:
            marks = 0
    if not any(unicodedata.category(ch)[0] in "LN" for ch in name):
        raise ProtocolError("bad_message", "the name needs at least one letter or digit")
    return name


def name_keys(name: str) -> frozenset[str]:
    """What names are compared by: the Unicode confusable skeleton (UTS #39) of the name as
    written and of the name case folded. Two names are one when their keys meet: ``Vic``,
    ``vic``, ``V\u0456c`` (a Cyrillic i) and ``\u2164ic`` (a Roman numeral five) are one
    name, and so are ``VIC`` and ``Vlc`` (a capital I is an l), while ``vic`` and ``vlc`` are two."""
    from disarm import skeleton_key  # 0.15 s to import: only when a name is compared

    return frozenset({skeleton_key(name, digit_policy="tr39"), skeleton_key(name.casefold(), digit_policy="tr39")})


def _wordlist_identity(obj: dict, key: str) -> dict | None:
    value = obj.get(key)
    if value is None:
        return None
    if not isinstance(value, dict) or set(value) - {"name", "sha256"} or "name" not in value:
        raise ProtocolError("bad_message", f"{obj['type']}.{key} must be {{\"name\": ..., \"sha256\": ...}}")
    name = value["name"]
    sha = value.get("sha256")
    if not isinstance(name, str) or not 1 <= len(name) <= 64 or not name.isprintable():
        raise ProtocolError("bad_message", f"{obj['type']}.{key}.name must be a printable name of 1 to 64 characters")
    if sha is not None and (not isinstance(sha, str) or not _SHA256.fullmatch(sha)):
        raise ProtocolError("bad_message", f"{obj['type']}.{key}.sha256 must be 64 lower-case hex digits or null")
    return {"name": name, "sha256": sha}


def _path(obj: dict, key: str) -> tuple[int, ...] | None:
    value = obj.get(key)
    if value is None:
        return None
    if not isinstance(value, list) or len(value) > MAX_PATH or \
            any(type(c) is not int or not 0 <= c < MAX_PATH for c in value):
        raise ProtocolError("bad_message", f"{obj['type']}.{key} must be a list of at most {MAX_PATH} cell numbers "
                                           f"from 0 to {MAX_PATH - 1}")
    return tuple(value)


def _parse_hello(obj: dict) -> dict:
    _check_fields(obj, ("name",), ("token", "wordlist", "password", "role"))
    name = clean_name(_string(obj, "name", 4 * MAX_NAME))
    token = _string(obj, "token", MAX_TOKEN, null=True)
    if token is not None and not _TOKEN.fullmatch(token):
        raise ProtocolError("bad_message", "hello.token is not a rejoin token")
    role = _choice(obj, "role", ROLES, null=True) or "player"
    return {"name": name, "token": token, "wordlist": _wordlist_identity(obj, "wordlist"),
            "password": _string(obj, "password", MAX_PASSWORD, null=True), "role": role}


def _choice(obj: dict, key: str, choices: tuple[str, ...], *, null: bool = False) -> str | None:
    value = obj.get(key)
    if value is None and null:
        return None
    if value not in choices:
        raise ProtocolError("bad_message", f"{obj['type']}.{key} must be one of {', '.join(choices)}")
    return value


def _flag(obj: dict, key: str) -> bool:
    value = obj.get(key)
    if type(value) is not bool:
        raise ProtocolError("bad_message", f"{obj['type']}.{key} must be true or false")
    return value


def _parse_submit(obj: dict) -> dict:
    _check_fields(obj, ("word", "seq"), ("path",))
    word = _string(obj, "word", MAX_WORD)
    if not word.isprintable():
        raise ProtocolError("bad_message", "submit.word holds characters that are not printable")
    return {"word": word, "path": _path(obj, "path"), "seq": _whole(obj, "seq", 1, MAX_SEQ)}


def _parse_ping(obj: dict) -> dict:
    _check_fields(obj, (), ("t",))
    return {"t": _number(obj, "t", 0, MAX_CLOCK, null=True)}


def _parse_leave(obj: dict) -> dict:
    _check_fields(obj, ())
    return {}


def _parse_ready(obj: dict) -> dict:
    _check_fields(obj, ("ready",))
    return {"ready": _flag(obj, "ready")}


#: What a client may send: each type's checks (a new message is a new entry).
_CLIENT_PARSERS: dict[ClientType, Callable[[dict], dict]] = {
    ClientType.HELLO: _parse_hello, ClientType.SUBMIT: _parse_submit, ClientType.LEAVE: _parse_leave,
    ClientType.PING: _parse_ping, ClientType.READY: _parse_ready,
}


def parse_client_message(frame: str | bytes) -> dict:
    """Check one frame a client sent and return it as a clean dict (``"v"`` dropped).

    Returns
    -------
    dict
        ``{"type": ClientType.HELLO, "name", "token", "wordlist", "password", "role"}``,
        ``{"type": SUBMIT, "word", "path", "seq"}``, ``{"type": LEAVE}``, ``{"type": PING, "t"}``
        or ``{"type": READY, "ready"}``; optional fields are present with None when absent
        (``role`` is ``"player"``).

    Raises
    ------
    ProtocolError
        Naming the problem; its ``code`` is one of :data:`ERROR_CODES`.
    """
    obj = _load(frame, MAX_CLIENT_MESSAGE)
    kind = obj["type"]
    parser = _CLIENT_PARSERS.get(kind)
    if parser is None:
        raise ProtocolError("unknown_type", f"clients cannot send {_short(kind, 40)!r} messages "
                                            f"(only {', '.join(CLIENT_TYPES)})")
    return {"type": ClientType(kind), **parser(obj)}


# -- what the host sends ------------------------------------------------------------------------------

#: Longest round the host's messages may describe (seconds), as ``RoundHost`` allows.
MAX_ROUND_SECONDS = 24 * 3600
_ROOM = re.compile(r"[0-9a-f]{8,32}")


def _round_info(obj: dict, key: str) -> dict:
    value = obj.get(key)
    if not isinstance(value, dict):
        raise ProtocolError("bad_message", f"{obj['type']}.{key} must be an object")
    inner = {"type": f"{obj['type']}.{key}", **value}
    _check_fields(inner, ("id", "state", "seconds_left"), ("board", "seconds", "starts_in"))
    if inner["state"] not in ROUND_STATES:
        raise ProtocolError("bad_message", f"{inner['type']}.state must be one of {', '.join(ROUND_STATES)}")
    _whole(inner, "id", 0, MAX_SEQ)
    _number(inner, "seconds_left", 0, MAX_ROUND_SECONDS)
    _number(inner, "seconds", 0, MAX_ROUND_SECONDS, null=True)
    _string(inner, "board", 64, null=True)
    _number(inner, "starts_in", 0, MAX_COUNTDOWN, null=True)
    return value


def _check_welcome(obj: dict) -> None:
    _check_fields(obj, ("player_id", "name", "token", "room", "setup", "rule", "round", "words"),
                  ("language", "role", "lobby"))
    spectator = _choice(obj, "role", ROLES, null=True) == "spectator"
    _whole(obj, "player_id", 1, MAX_SEQ, null=spectator)   # a spectator is no player: no id, no token
    _string(obj, "name", MAX_NAME)
    token = _string(obj, "token", MAX_TOKEN, null=spectator)
    if token is not None and not _TOKEN.fullmatch(token):
        raise ProtocolError("bad_message", "welcome.token is not a rejoin token")
    if obj.get("lobby") is not None:
        _lobby(obj, "lobby")
    if not _ROOM.fullmatch(_string(obj, "room", 32)):
        raise ProtocolError("bad_message", "welcome.room is not a room id")
    if not isinstance(obj["setup"], dict) or not isinstance(obj["words"], list) or len(obj["words"]) > 10_000:
        raise ProtocolError("bad_message", "welcome.setup must be an object and welcome.words a list")
    _string(obj, "rule", 16)
    _round_info(obj, "round")


def _check_word_result(obj: dict) -> None:
    _check_fields(obj, ("word", "verdict", "accepted", "points", "round_id"), ("seq",))
    _string(obj, "word", MAX_WORD)
    if obj["verdict"] not in _VERDICTS or type(obj["accepted"]) is not bool:
        raise ProtocolError("bad_message", "word_result needs a known verdict and a true/false accepted")
    _whole(obj, "points", 0, 10_000)
    _whole(obj, "round_id", 0, MAX_SEQ)
    _whole(obj, "seq", 0, MAX_SEQ, null=True)


def _lobby(obj: dict, key: str) -> None:
    value = obj[key]
    if not isinstance(value, dict):
        raise ProtocolError("bad_message", f"{obj['type']}.{key} must be an object")
    inner = {"type": f"{obj['type']}.{key}", **value}
    _check_fields(inner, ("min_players", "ready_check", "countdown"), ("password",))
    _whole(inner, "min_players", 1, MAX_SEQ)
    _flag(inner, "ready_check")
    _number(inner, "countdown", 0, MAX_COUNTDOWN)


def _check_players(obj: dict) -> None:
    _check_fields(obj, ("players",), ("round_id", "spectators"))
    if not isinstance(obj["players"], list) or len(obj["players"]) > MAX_LISTED:
        raise ProtocolError("bad_message", f"players.players must be a list of at most {MAX_LISTED:,} players")
    for entry in obj["players"]:
        if not isinstance(entry, dict):
            raise ProtocolError("bad_message", "players.players must hold objects")
        inner = {"type": "players.players", **entry}
        _check_fields(inner, ("id", "name", "connected", "words", "total"), ("ready",))
        _whole(inner, "id", 1, MAX_SEQ)
        _string(inner, "name", MAX_NAME)
        _flag(inner, "connected")
        _whole(inner, "words", 0, MAX_SEQ)
        _whole(inner, "total", 0, MAX_SEQ)
        if "ready" in inner:
            _flag(inner, "ready")
    spectators = obj.get("spectators")
    if spectators is not None and (not isinstance(spectators, list) or len(spectators) > MAX_SPECTATORS
                                   or any(not isinstance(n, str) or len(n) > MAX_NAME for n in spectators)):
        raise ProtocolError("bad_message", f"players.spectators must be a list of at most {MAX_SPECTATORS} names")


def _check_round(obj: dict) -> None:
    _check_fields(obj, ("round",), ("setup", "rule", "result", "reveal", "standings"))
    _round_info(obj, "round")
    if obj["type"] == HostType.ROUND_ENDED and not isinstance(obj.get("result"), dict):
        raise ProtocolError("bad_message", "round_ended.result must be an object")
    if obj.get("standings") is not None:
        _standings(obj, "standings")


def _standings(obj: dict, key: str) -> None:
    rows = obj[key]
    if not isinstance(rows, list) or len(rows) > 1000:
        raise ProtocolError("bad_message", f"{obj['type']}.{key} must be a list of at most 1,000 rows")
    for row in rows:
        if not isinstance(row, dict):
            raise ProtocolError("bad_message", f"{obj['type']}.{key} rows must be objects")
        inner = {"type": f"{obj['type']}.{key}", **row}
        _check_fields(inner, ("rank", "name", "total", "rounds", "score"))
        _whole(inner, "rank", 1, 1000)
        _string(inner, "name", MAX_NAME)
        _whole(inner, "total", 0, MAX_SEQ)
        _whole(inner, "rounds", 0, MAX_SEQ)
        _whole(inner, "score", 0, MAX_SEQ)


def _check_countdown(obj: dict) -> None:
    _check_fields(obj, ("seconds", "round_id"), ("reason", "board", "reason_code", "player"))
    _number(obj, "seconds", 0, MAX_COUNTDOWN, null=True)     # null: the countdown was called off
    _whole(obj, "round_id", 1, MAX_SEQ)
    _string(obj, "reason", 1000, empty=True, null=True)
    # Any short code: a newer host's code is read as none (its ``reason`` is shown instead).
    _string(obj, "reason_code", 32, null=True)
    _string(obj, "player", MAX_NAME, null=True)
    _choice(obj, "board", tuple(Rematch), null=True)


def _check_error(obj: dict) -> None:
    _check_fields(obj, ("code", "message"), ("seq",))
    _string(obj, "code", 32)
    _string(obj, "message", 1000, empty=True)
    _whole(obj, "seq", 0, MAX_SEQ, null=True)


def _check_pong(obj: dict) -> None:
    _check_fields(obj, ("round",), ("t",))
    _round_info(obj, "round")
    _number(obj, "t", 0, MAX_CLOCK, null=True)


def _check_list_mismatch(obj: dict) -> None:
    _check_fields(obj, ("host_list", "message"), ("your_list",))
    _wordlist_identity(obj, "host_list")
    _wordlist_identity(obj, "your_list")
    _string(obj, "message", 1000)


#: What a host may send: each type's checks (the fields the client acts on).
_HOST_CHECKS: dict[HostType, Callable[[dict], None]] = {
    HostType.WELCOME: _check_welcome, HostType.WORD_RESULT: _check_word_result, HostType.PLAYERS: _check_players,
    HostType.ROUND_STARTED: _check_round, HostType.ROUND_ENDED: _check_round, HostType.ERROR: _check_error,
    HostType.PONG: _check_pong, HostType.LIST_MISMATCH: _check_list_mismatch, HostType.COUNTDOWN: _check_countdown,
}


def parse_host_message(frame: str | bytes) -> dict:
    """Check one frame the host sent and return it as a dict (``"v"`` dropped).

    The client trusts the host's messages no more than the host trusts a client's: the
    fields the client acts on are checked here (types, sizes and ranges), the rest is kept
    as sent.

    Raises
    ------
    ProtocolError
    """
    obj = _load(frame, MAX_HOST_MESSAGE)
    check = _HOST_CHECKS.get(obj["type"])
    if check is None:
        raise ProtocolError("unknown_type", f"hosts do not send {_short(obj['type'], 40)!r} messages")
    check(obj)
    del obj["v"]
    return obj


class EventQueue:
    """A bounded queue of event dicts between a network thread and its reader.

    Events of the types in ``latest`` (a player list, a clock answer) replace the one
    already waiting, if any; when ``limit`` events wait, further events of the ``droppable``
    types are dropped (and counted in :attr:`dropped`); any other event is still taken up
    to ``2 * limit``, past which everything is dropped: a reader that stops reading, or a
    peer that sends without end, costs a bounded amount of memory. ``get`` is as
    :meth:`queue.Queue.get` (raises :class:`queue.Empty`).
    """

    def __init__(self, limit: int = 4096, *, latest: tuple[str, ...] = (), droppable: tuple[str, ...] = ()):
        self.limit = int(limit)
        self._latest = frozenset(latest)
        self._droppable = frozenset(droppable)
        self._items: deque[dict] = deque()
        self._waiting: dict[str, dict] = {}      # type -> the queued event of a ``latest`` type
        self._cond = threading.Condition()
        self.dropped = 0

    def put(self, event: dict) -> None:
        kind = event.get("type")
        with self._cond:
            held = self._waiting.get(kind) if kind in self._latest else None
            if held is not None:
                held.clear()
                held.update(event)              # the newer one, in the older one's place
                return
            size = len(self._items)
            if size >= 2 * self.limit or (size >= self.limit and kind in self._droppable):
                self.dropped += 1
                return
            item = dict(event)
            if kind in self._latest:
                self._waiting[kind] = item
            self._items.append(item)
            self._cond.notify()

    def get(self, timeout: float | None = None) -> dict:
        with self._cond:
            if not self._items and not self._cond.wait_for(lambda: bool(self._items), timeout):
                raise queue.Empty
            item = self._items.popleft()
            kind = item.get("type")
            if kind in self._waiting and self._waiting[kind] is item:
                del self._waiting[kind]
            return item

    def qsize(self) -> int:
        with self._cond:
            return len(self._items)


def drain_events(events: EventQueue | queue.Queue, timeout: float | None = None,
                 cancelled: Callable[[], bool] | None = None, final: str = "closed") -> Iterator[dict]:
    """Event dicts from a thread's queue as they come (the blocking generator behind
    ``ClientSession.events`` and ``HostThread.events``).

    Ends after the event whose type is ``final``, when none came for ``timeout`` seconds
    (None: wait for ever), or when ``cancelled()`` is true (checked every 0.1 s).
    """
    deadline = None if timeout is None else time.monotonic() + timeout
    while True:
        if cancelled is not None and cancelled():
            return
        wait = 0.1 if cancelled is not None else None
        if deadline is not None:
            left = deadline - time.monotonic()
            if left <= 0:
                return
            wait = left if wait is None else min(wait, left)
        try:
            event = events.get(timeout=wait)
        except queue.Empty:
            continue
        yield event
        if event.get("type") == final:
            return
        deadline = None if timeout is None else time.monotonic() + timeout
