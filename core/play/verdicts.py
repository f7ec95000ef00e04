"""The verdict on an entered word: one vocabulary for a round, a group's scoring, the network and the history.

A single player's round (:class:`~core.play.game.Round`), the group scorer and the network
host (:class:`~core.play.group.WordJudge`), a client's instant check of the player's own
list, the wire protocol (:mod:`core.net.protocol` takes its verdict names from here) and the
history database all speak of a word with one :class:`Verdict`. Its value is its stored and
wire name; :attr:`Verdict.label` is plain English for text output (``boggle table``). The app
words each verdict for its own screens in one table (``boggle_gui.shared.verdicts``).
"""
from __future__ import annotations

import enum

__all__ = ["Verdict", "JUDGED"]


class Verdict(enum.StrEnum):
    """What became of one entered word (the value is its stored and wire name).

    A word is judged in this order: ``not_a_word`` (characters that are not letters of the
    board's language, or nothing; group scoring only), ``repeated`` (the same player entered it
    already), ``too_short``, ``not_on_board`` (no path of adjacent dice spells it),
    ``not_in_list`` (on the board but not in the word list), then ``ok``, or ``shared`` when
    another player of a group round found it too. ``not_playing``: a single player's word
    entered while the round's clock is not running.
    """

    OK = "ok"
    SHARED = "shared"
    NOT_ON_BOARD = "not_on_board"
    NOT_IN_LIST = "not_in_list"
    TOO_SHORT = "too_short"
    REPEATED = "repeated"
    NOT_A_WORD = "not_a_word"
    NOT_PLAYING = "not_playing"

    @property
    def valid(self) -> bool:
        """Whether the word is on the board and in the list (``ok`` or ``shared``)."""
        return self in (Verdict.OK, Verdict.SHARED)

    @property
    def label(self) -> str:
        """Short words for plain-text results: ``not on the board``, ``shared``..."""
        return _LABELS[self]


_LABELS = {
    Verdict.OK: "ok", Verdict.SHARED: "shared", Verdict.NOT_ON_BOARD: "not on the board",
    Verdict.NOT_IN_LIST: "not in the word list", Verdict.TOO_SHORT: "too short",
    Verdict.REPEATED: "repeated", Verdict.NOT_A_WORD: "not a word", Verdict.NOT_PLAYING: "round not running",
}

#: The verdicts a judge gives a word of a running round: every one but ``not_playing`` (the
#: verdicts a network host sends).
JUDGED = tuple(v for v in Verdict if v is not Verdict.NOT_PLAYING)
