"""How the app words a verdict (:class:`core.play.Verdict`), in one table for every screen.

The same verdict reads differently where it is shown: in a group round's results (the
plain words), in a round's feedback and History's rejected guesses (a repeat is "already
found"), in a network round's list of your words (the host's verdict: "✓"), and when
the player's own list answers first. Each text is marked for translation (context
``Verdict``); :func:`verdict_text` translates it when it is shown.
"""
from __future__ import annotations

import enum

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from core.play import Verdict

__all__ = ["Said", "verdict_text", "group_verdict_text", "submission_text", "verdict_style", "STYLE_BOARD_COLOUR"]


class Said(enum.Enum):
    """Where a verdict is shown."""

    GROUP = "group"          # a group round's results (table scorer, network results, History)
    CLASSIC = "classic"      # the same, under the classic rule (shared words are crossed out)
    ROUND = "round"          # a single player's round: the feedback line, History's rejected guesses
    HOST = "host"            # a network round: the host's verdict on one of your words
    OWN_LIST = "own_list"    # a network round: your own list's instant check, before the host answers


def _n(text: str) -> str:
    return QT_TRANSLATE_NOOP("Verdict", text)


#: Each verdict's words: the group's plain words, and where another screen says it otherwise.
_WORDS: dict[Verdict, dict[Said, str]] = {
    Verdict.OK: {Said.GROUP: _n("ok"), Said.HOST: _n("✓")},
    Verdict.SHARED: {Said.GROUP: _n("shared"), Said.CLASSIC: _n("shared, crossed out"), Said.HOST: _n("✓ shared")},
    Verdict.NOT_ON_BOARD: {Said.GROUP: _n("not on the board")},
    Verdict.NOT_IN_LIST: {Said.GROUP: _n("not in the word list"), Said.HOST: _n("not in the host's list"),
                          Said.OWN_LIST: _n("not in your list")},
    Verdict.TOO_SHORT: {Said.GROUP: _n("too short")},
    Verdict.REPEATED: {Said.GROUP: _n("repeated"), Said.ROUND: _n("already found"), Said.HOST: _n("already entered")},
    Verdict.NOT_A_WORD: {Said.GROUP: _n("not a word")},
    Verdict.NOT_PLAYING: {Said.GROUP: _n("round not running")},
}
#: Where a screen has no words of its own for a verdict, those of the next one down are used.
_FALLBACK = {Said.OWN_LIST: Said.HOST, Said.HOST: Said.GROUP, Said.CLASSIC: Said.GROUP, Said.ROUND: Said.GROUP}

#: The feedback style of the game's style sheet per verdict (``verdict`` property: new, repeat, bad).
_STYLE = {Verdict.OK: "new", Verdict.SHARED: "new", Verdict.REPEATED: "repeat"}
#: The board's flash colour per feedback style.
STYLE_BOARD_COLOUR = {"new": "good", "repeat": "repeat", "bad": "bad"}


def verdict_text(verdict: Verdict | str, said: Said = Said.GROUP) -> str:
    """The words for ``verdict`` (or its wire name) where it is ``said``, translated; an unknown
    name is shown as it is."""
    try:
        words = _WORDS[Verdict(verdict)]
    except ValueError:
        return str(verdict)
    where: Said | None = said
    while where not in words:
        where = _FALLBACK[where]
    return QCoreApplication.translate("Verdict", words[where])


def group_verdict_text(verdict: Verdict, rule: str) -> str:
    """The words for a verdict in a group round's results under ``rule`` (classic crosses shared words out)."""
    return verdict_text(verdict, Said.CLASSIC if rule == "classic" else Said.GROUP)


def submission_text(word: str, verdict: Verdict, points: int = 0) -> str:
    """A round's feedback line: ``LEAST  +2`` for a new word, ``XYZ: not on the board`` otherwise."""
    shown = word.upper() or QCoreApplication.translate("Verdict", "(empty)")
    if verdict is Verdict.OK:
        return QCoreApplication.translate("Verdict", "%1  +%2").replace("%1", shown).replace("%2", str(points))
    return QCoreApplication.translate("Verdict", "%1: %2").replace("%1", shown).replace(
        "%2", verdict_text(verdict, Said.ROUND))


def verdict_style(verdict: Verdict | str) -> str:
    """The feedback style for ``verdict`` (or its wire name): ``new``, ``repeat`` or ``bad``."""
    try:
        return _STYLE.get(Verdict(verdict), "bad")
    except ValueError:
        return "bad"
