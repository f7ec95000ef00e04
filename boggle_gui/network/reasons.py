"""Why a connection ended, a word went unanswered or a countdown was called off, in the interface's language.

The session's events carry a ``reason_code`` beside their English ``reason``: a
:class:`~core.net.ClientReason` (what the session saw), the host's :class:`~core.net.CloseCode`
or :class:`~core.net.ErrorCode`, or a :class:`~core.net.CountdownReason`. :data:`REASON_TEXT`
words each (context ``NetReasons``; ``{name}`` fields are filled in after translating) and
:func:`reason_text` gives an event's; giving up reconnecting also says after how many attempts,
counted in the language's plural forms. A code this table lacks (a newer host's) or none (an older
host's) shows the event's own text as it came: a peer's words are never translated, only shown.
"""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from core.net import ClientReason, CloseCode, CountdownReason, ErrorCode

__all__ = ["REASON_TEXT", "reason_text"]

_VERSION = QT_TRANSLATE_NOOP("NetReasons", "the host speaks another version of the game's protocol")
_FULL = QT_TRANSLATE_NOOP("NetReasons", "the round is full")
_REMOVED = QT_TRANSLATE_NOOP("NetReasons", "the host removed you from the room")
_PASSWORD = QT_TRANSLATE_NOOP("NetReasons", "wrong or missing room password")

#: Reason code -> its words, following a colon ("Disconnected from the round: {reason}."). Fields:
#: ``{code}`` the close code, ``{player}`` the player a countdown waited for, ``{cause}`` the words of
#: the event's ``cause_code``. CloseCode values are numbers, so its keys never meet ErrorCode's.
REASON_TEXT: dict[ClientReason | CloseCode | ErrorCode | CountdownReason, str] = {
    ClientReason.CLOSED: QT_TRANSLATE_NOOP("NetReasons", "the connection was closed"),
    ClientReason.CONNECTION_LOST: QT_TRANSLATE_NOOP("NetReasons", "the connection was lost"),
    ClientReason.HOST_NOT_ANSWERING: QT_TRANSLATE_NOOP("NetReasons", "the host stopped answering"),
    ClientReason.CONNECTION_CLOSED: QT_TRANSLATE_NOOP("NetReasons", "the connection closed (code {code})"),
    ClientReason.NO_HOST: QT_TRANSLATE_NOOP("NetReasons", "no host answers at that address"),
    ClientReason.TIMED_OUT: QT_TRANSLATE_NOOP("NetReasons", "the host did not answer in time"),
    ClientReason.BAD_ADDRESS: QT_TRANSLATE_NOOP("NetReasons", "this is not a host address"),
    ClientReason.REFUSED: QT_TRANSLATE_NOOP("NetReasons", "the host refused the connection"),
    ClientReason.HOST_BUSY: QT_TRANSLATE_NOOP("NetReasons", "the host has too many connections opening; try again "
                                                            "in a moment"),
    ClientReason.TOO_MANY_PASSWORD_GUESSES: QT_TRANSLATE_NOOP(
        "NetReasons", "too many wrong passwords from this computer: the host turns it away for a minute"),
    ClientReason.UNREACHABLE: QT_TRANSLATE_NOOP("NetReasons", "cannot reach the host"),
    ClientReason.GAVE_UP: QT_TRANSLATE_NOOP("NetReasons", "{cause}; gave up reconnecting"),
    ClientReason.ROUND_OVER: QT_TRANSLATE_NOOP("NetReasons", "the round it was typed in is over"),
    ClientReason.TOO_MANY_WAITING: QT_TRANSLATE_NOOP("NetReasons", "too many words are waiting to be sent"),
    ClientReason.SESSION_FAILED: QT_TRANSLATE_NOOP("NetReasons", "an error in this app ended the connection"),
    CloseCode.REPLACED: QT_TRANSLATE_NOOP("NetReasons", "you joined again from another window or computer"),
    CloseCode.TOO_SLOW: QT_TRANSLATE_NOOP("NetReasons", "this app did not keep up with the host's messages"),
    CloseCode.FLOODING: QT_TRANSLATE_NOOP("NetReasons", "this app sent far too many messages"),
    CloseCode.VERSION: _VERSION,
    CloseCode.FULL: _FULL,
    CloseCode.LEFT: QT_TRANSLATE_NOOP("NetReasons", "you left the round"),
    CloseCode.NO_HELLO: QT_TRANSLATE_NOOP("NetReasons", "this app did not introduce itself in time"),
    CloseCode.IDLE: QT_TRANSLATE_NOOP("NetReasons", "the host heard nothing from this app for too long"),
    CloseCode.BAD_MESSAGE: QT_TRANSLATE_NOOP("NetReasons", "this app sent too many messages the host cannot read"),
    CloseCode.STOPPED: QT_TRANSLATE_NOOP("NetReasons", "the host stopped the round's server"),
    CloseCode.REMOVED: _REMOVED,
    CloseCode.PASSWORD: _PASSWORD,
    ErrorCode.BAD_MESSAGE: QT_TRANSLATE_NOOP("NetReasons", "the host cannot read a message from this app"),
    ErrorCode.TOO_BIG: QT_TRANSLATE_NOOP("NetReasons", "a message from this app was too big"),
    ErrorCode.BINARY: QT_TRANSLATE_NOOP("NetReasons", "the host reads text messages only"),
    ErrorCode.VERSION: _VERSION,
    ErrorCode.UNKNOWN_TYPE: QT_TRANSLATE_NOOP("NetReasons", "the host does not take that kind of message"),
    ErrorCode.NOT_JOINED: QT_TRANSLATE_NOOP("NetReasons", "this app has not joined the round yet"),
    ErrorCode.ALREADY_JOINED: QT_TRANSLATE_NOOP("NetReasons", "this connection has joined already"),
    ErrorCode.RATE_LIMITED: QT_TRANSLATE_NOOP("NetReasons", "too many messages at once: some were dropped"),
    ErrorCode.ROUND_NOT_RUNNING: QT_TRANSLATE_NOOP("NetReasons", "no round is being played"),
    ErrorCode.TOO_MANY_WORDS: QT_TRANSLATE_NOOP("NetReasons", "you have entered as many words as a round allows"),
    ErrorCode.FULL: _FULL,
    ErrorCode.PASSWORD: _PASSWORD,
    ErrorCode.REMOVED: _REMOVED,
    ErrorCode.SPECTATOR: QT_TRANSLATE_NOOP("NetReasons", "spectators watch: they do not enter words or get ready"),
    CountdownReason.CALLED_OFF: QT_TRANSLATE_NOOP("NetReasons", "the host called the countdown off"),
    CountdownReason.TOO_FEW_PLAYERS: QT_TRANSLATE_NOOP("NetReasons", "too few players are left"),
    CountdownReason.NOT_READY: QT_TRANSLATE_NOOP("NetReasons", "{player} is not ready any more"),
}


def _worded(code: object) -> str | None:
    """The translated words of a reason code, or None for a code the table lacks."""
    entry = REASON_TEXT.get(code) if isinstance(code, str | int) else None   # type: ignore[call-overload]
    return None if entry is None else QCoreApplication.translate("NetReasons", entry)


def reason_text(event: dict) -> str:
    """An event's reason in the interface's language: the words of its ``reason_code``, or, for a
    code this table lacks (or none), the event's own ``reason`` (or ``message``) as it came."""
    raw = next((value for value in (event.get("reason"), event.get("message"), event.get("code"))
                if isinstance(value, str) and value), "")
    code = event.get("reason_code")
    text = _worded(code)
    if text is None:
        return raw
    attempts = event.get("attempts")
    if code == ClientReason.GAVE_UP and isinstance(attempts, int) and not isinstance(attempts, bool):
        # Plural texts cannot sit in the table (QT_TRANSLATE_NOOP has no count): worded here.
        text = QCoreApplication.translate("NetReasons", "{cause}; gave up after %n reconnection attempt(s)", "",
                                          attempts)
    fields = {"code": event.get("code"), "player": event.get("player"), "cause": _worded(event.get("cause_code"))}
    try:   # a field the event lacks (a cause this table cannot word), or a translation's typo
        return text.format_map({name: value for name, value in fields.items() if value is not None})
    except (KeyError, IndexError, ValueError):
        return raw
