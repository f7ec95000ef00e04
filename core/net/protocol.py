"""The wire protocol of network rounds: small, versioned JSON objects in WebSocket text frames.

Every message is one JSON object ``{"v": 1, "type": ..., ...}``. The host trusts nothing
a client sends: :func:`parse_client_message` checks the frame's size, the JSON, the
version, the type and every field (types, lengths, ranges, no unknown fields) and
raises :class:`ProtocolError` naming the problem. The client checks what the host sends
with :func:`parse_host_message` the same way (looser sizes: the end of a round carries
the full reveal). The messages and the threat list are in docs/network.md.
"""
from __future__ import annotations

import json
import math
import queue
import re
import time
from collections.abc import Callable, Iterator
from typing import Any

__all__ = [
    "PROTOCOL_VERSION", "MAX_CLIENT_MESSAGE", "MAX_HOST_MESSAGE", "MAX_NAME", "MAX_WORD", "MAX_TOKEN",
    "MAX_PATH", "CLIENT_TYPES", "HOST_TYPES", "ROUND_STATES", "ERROR_CODES", "CLOSE_CODES",
    "FINAL_CLOSE_CODES", "ProtocolError", "encode", "parse_client_message", "parse_host_message", "clean_name",
    "drain_events",
]

#: The protocol version every message carries as ``"v"``.
PROTOCOL_VERSION = 1
#: Largest frame a client may send (bytes); websockets refuses larger frames before they are read whole.
MAX_CLIENT_MESSAGE = 4 * 1024
#: Largest frame the host may send: the end of a round holds every word of the board with its path.
MAX_HOST_MESSAGE = 8 * 1024 * 1024
#: Longest player name, word and rejoin token (characters), and path (cells).
MAX_NAME = 32
MAX_WORD = 64
MAX_TOKEN = 64
MAX_PATH = 36
#: Largest client sequence number (a JavaScript-safe integer).
MAX_SEQ = 2 ** 53 - 1

#: Client -> host message types.
CLIENT_TYPES = ("hello", "submit", "leave", "ping")
#: Host -> client message types.
HOST_TYPES = ("welcome", "list_mismatch", "word_result", "players", "round_started", "round_ended", "error",
              "pong")
#: What the round is doing: no board yet, being played, over (results known).
ROUND_STATES = ("waiting", "running", "ended")
#: ``error`` codes the host sends.
ERROR_CODES = (
    "bad_message",        # not JSON, not an object, a bad or unknown field
    "too_big",            # over MAX_CLIENT_MESSAGE (the connection is closed)
    "binary",             # a binary frame: only text frames are read
    "version",            # another protocol version (the connection is closed)
    "unknown_type",       # a message type the host does not take from clients (start, end, ...)
    "not_joined",         # anything before hello
    "already_joined",     # a second hello on one connection
    "rate_limited",       # too many messages; the message was dropped
    "round_not_running",  # a word outside a running round
    "too_many_words",     # the player's word cap for the round is reached
    "full",               # the host has its most players (the connection is closed)
)
#: WebSocket close codes the host uses (4000-4999 are for applications).
CLOSE_CODES = {
    "replaced": 4000,     # the same player joined again from another connection
    "too_slow": 4001,     # the client does not read what it is sent
    "flooding": 4002,     # far over the rate limit
    "version": 4003,
    "full": 4004,
    "left": 4005,         # the player left
    "no_hello": 4006,     # no hello in time
    "idle": 4007,         # nothing received for too long
    "bad_message": 4008,  # too many bad messages
    "stopped": 4009,      # the host is shutting down
}
#: Close codes after which a client does not try to reconnect.
FINAL_CLOSE_CODES = frozenset({CLOSE_CODES[k] for k in ("replaced", "version", "full", "left", "stopped")})

_SHA256 = re.compile(r"[0-9a-f]{64}")
_TOKEN = re.compile(r"[A-Za-z0-9_-]{16,64}")
_VERDICTS = ("ok", "shared", "not_on_board", "not_in_list", "too_short", "repeated", "not_a_word")


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


def _whole(obj: dict, key: str, low: int, high: int, *, null: bool = False) -> int | None:
    value = obj.get(key)
    if value is None and null:
        return None
    if type(value) is not int or not low <= value <= high:
        raise ProtocolError("bad_message", f"{obj['type']}.{key} must be a whole number from {low} to {high:,}")
    return value


def _number(obj: dict, key: str, *, null: bool = False) -> float | None:
    value = obj.get(key)
    if value is None and null:
        return None
    if type(value) not in (int, float) or not math.isfinite(value):
        raise ProtocolError("bad_message", f"{obj['type']}.{key} must be a number")
    return float(value)


def clean_name(text: str) -> str:
    """A player's name as shown: spaces collapsed, control and format characters refused.

    Raises
    ------
    ProtocolError
        If nothing is left or the name holds characters that are not printable.
    """
    if not isinstance(text, str):
        raise ProtocolError("bad_message", "a name must be a string")
    name = " ".join(text.split())
    if not name:
        raise ProtocolError("bad_message", "the name is empty")
    if len(name) > MAX_NAME:
        raise ProtocolError("bad_message", f"the name is longer than {MAX_NAME} characters")
    if not name.isprintable():
        raise ProtocolError("bad_message", "the name holds characters that are not printable")
    return name


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


def parse_client_message(frame: str | bytes) -> dict:
    """Check one frame a client sent and return it as a clean dict (``"v"`` dropped).

    Returns
    -------
    dict
        ``{"type": "hello", "name", "token", "wordlist"}``, ``{"type": "submit", "word",
        "path", "seq"}``, ``{"type": "leave"}`` or ``{"type": "ping", "t"}``; optional
        fields are present with None when absent.

    Raises
    ------
    ProtocolError
        Naming the problem; its ``code`` is one of :data:`ERROR_CODES`.
    """
    obj = _load(frame, MAX_CLIENT_MESSAGE)
    kind = obj["type"]
    if kind == "hello":
        _check_fields(obj, ("name",), ("token", "wordlist"))
        name = clean_name(_string(obj, "name", 4 * MAX_NAME))
        token = _string(obj, "token", MAX_TOKEN, null=True)
        if token is not None and not _TOKEN.fullmatch(token):
            raise ProtocolError("bad_message", "hello.token is not a rejoin token")
        return {"type": kind, "name": name, "token": token, "wordlist": _wordlist_identity(obj, "wordlist")}
    if kind == "submit":
        _check_fields(obj, ("word",), ("path", "seq"))
        word = _string(obj, "word", MAX_WORD)
        if not word.isprintable():
            raise ProtocolError("bad_message", "submit.word holds characters that are not printable")
        return {"type": kind, "word": word, "path": _path(obj, "path"),
                "seq": _whole(obj, "seq", 0, MAX_SEQ, null=True)}
    if kind == "leave":
        _check_fields(obj, ())
        return {"type": kind}
    if kind == "ping":
        _check_fields(obj, (), ("t",))
        return {"type": kind, "t": _number(obj, "t", null=True)}
    raise ProtocolError("unknown_type", f"clients cannot send {_short(kind, 40)!r} messages "
                                        f"(only {', '.join(CLIENT_TYPES)})")


# -- what the host sends ------------------------------------------------------------------------------

def _round_info(obj: dict, key: str) -> dict:
    value = obj.get(key)
    if not isinstance(value, dict):
        raise ProtocolError("bad_message", f"{obj['type']}.{key} must be an object")
    inner = {"type": f"{obj['type']}.{key}", **value}
    _check_fields(inner, ("id", "state", "seconds_left"), ("board", "seconds"))
    if inner["state"] not in ROUND_STATES:
        raise ProtocolError("bad_message", f"{inner['type']}.state must be one of {', '.join(ROUND_STATES)}")
    _whole(inner, "id", 0, MAX_SEQ)
    _number(inner, "seconds_left")
    _number(inner, "seconds", null=True)
    _string(inner, "board", 64, null=True)
    return value


def parse_host_message(frame: str | bytes) -> dict:
    """Check one frame the host sent and return it as a dict (``"v"`` dropped).

    The client trusts the host's messages no more than the host trusts a client's: the
    fields the client acts on are checked here (types and sizes), the rest is kept as sent.

    Raises
    ------
    ProtocolError
    """
    obj = _load(frame, MAX_HOST_MESSAGE)
    kind = obj["type"]
    if kind not in HOST_TYPES:
        raise ProtocolError("unknown_type", f"hosts do not send {_short(kind, 40)!r} messages")
    if kind == "welcome":
        _check_fields(obj, ("player_id", "name", "token", "setup", "rule", "round", "words"), ("language",))
        _whole(obj, "player_id", 1, MAX_SEQ)
        _string(obj, "name", MAX_NAME)
        token = _string(obj, "token", MAX_TOKEN)
        if not _TOKEN.fullmatch(token):
            raise ProtocolError("bad_message", "welcome.token is not a rejoin token")
        if not isinstance(obj["setup"], dict) or not isinstance(obj["words"], list):
            raise ProtocolError("bad_message", "welcome.setup must be an object and welcome.words a list")
        _string(obj, "rule", 16)
        _round_info(obj, "round")
    elif kind == "word_result":
        _check_fields(obj, ("word", "verdict", "accepted", "points", "round_id"), ("seq",))
        _string(obj, "word", MAX_WORD)
        if obj["verdict"] not in _VERDICTS or type(obj["accepted"]) is not bool:
            raise ProtocolError("bad_message", "word_result needs a known verdict and a true/false accepted")
        _whole(obj, "points", 0, 10_000)
        _whole(obj, "round_id", 0, MAX_SEQ)
        _whole(obj, "seq", 0, MAX_SEQ, null=True)
    elif kind == "players":
        _check_fields(obj, ("players",), ("round_id",))
        if not isinstance(obj["players"], list):
            raise ProtocolError("bad_message", "players.players must be a list")
    elif kind in ("round_started", "round_ended"):
        _check_fields(obj, ("round",), ("setup", "rule", "result", "reveal"))
        _round_info(obj, "round")
        if kind == "round_ended" and not isinstance(obj.get("result"), dict):
            raise ProtocolError("bad_message", "round_ended.result must be an object")
    elif kind == "error":
        _check_fields(obj, ("code", "message"), ("seq",))
        _string(obj, "code", 32)
        _string(obj, "message", 1000, empty=True)
    elif kind == "pong":
        _check_fields(obj, ("round",), ("t",))
        _round_info(obj, "round")
        _number(obj, "t", null=True)
    elif kind == "list_mismatch":
        _check_fields(obj, ("host_list", "message"), ("your_list",))
        _wordlist_identity(obj, "host_list")
        _wordlist_identity(obj, "your_list")
        _string(obj, "message", 1000)
    del obj["v"]
    return obj


def drain_events(events: queue.Queue, timeout: float | None = None, cancelled: Callable[[], bool] | None = None,
                 final: str = "closed") -> Iterator[dict]:
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
