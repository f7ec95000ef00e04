"""The rules of a room that plays several rounds: the lobby's ready check, rematches and standings.

A room (a network host, :mod:`core.net`) plays rounds one after another. Between them
it is a lobby: with a ready check (:class:`LobbyRules`) the next round starts, after a
countdown, once enough players are in and every one of them said they are ready
(:func:`lobby_status`). The next round's board is a :class:`Rematch`: the same board
again, a new roll, or the next board of the game code the room plays
(:func:`core.play.codes.next_code`). At each round's end everyone sees the standings
across the rounds so far (:func:`standings`). Nothing here knows about sockets or Qt.

Examples
--------
>>> rules = LobbyRules(min_players=2, ready_check=True, countdown=3)
>>> lobby_status(rules, [True, False])
<LobbyStatus.NEED_READY: 'need_ready'>
>>> lobby_status(rules, [True, True])
<LobbyStatus.GO: 'go'>
>>> [(s.rank, s.name, s.total) for s in standings([("Ann", 7, 2, 3), ("Bob", 9, 2, 5), ("Cy", 7, 1, 7)])]
[(1, 'Bob', 9), (2, 'Ann', 7), (2, 'Cy', 7)]
"""
from __future__ import annotations

import enum
import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

__all__ = ["MAX_COUNTDOWN", "Rematch", "LobbyRules", "LobbyStatus", "lobby_status", "Standing", "standings",
           "format_standings"]

#: Longest countdown before a round (seconds).
MAX_COUNTDOWN = 60.0


class Rematch(enum.StrEnum):
    """The board of the room's next round."""

    SAME = "same"    # the board just played, again
    NEW = "new"      # a new roll of the room's dice
    NEXT = "next"    # the next board of the room's game code (anyone with the code can play the series)

    @property
    def label(self) -> str:
        return _REMATCH_LABELS[self]


_REMATCH_LABELS = {Rematch.SAME: "the same board", Rematch.NEW: "a new board",
                   Rematch.NEXT: "the next board of the game code"}


class LobbyStatus(enum.StrEnum):
    """Whether the lobby may start the next round, and if not what it waits for."""

    NEED_PLAYERS = "need_players"   # fewer players than the rules' minimum are connected
    NEED_READY = "need_ready"       # a ready check, and someone has not said ready
    GO = "go"


@dataclass(frozen=True)
class LobbyRules:
    """How a room goes from its lobby to a round.

    Attributes
    ----------
    min_players : int
        Players (spectators never count) who must be connected before a round starts.
    ready_check : bool
        Whether the room starts rounds by itself once every connected player is ready (at least
        ``min_players`` of them). Readiness is cleared as each round starts. Without it the
        host starts rounds.
    countdown : float
        Seconds announced before each round starts (0: at once), 0 to :data:`MAX_COUNTDOWN`.
    """

    min_players: int = 1
    ready_check: bool = False
    countdown: float = 0.0

    def __post_init__(self):
        if type(self.min_players) is not int or not 1 <= self.min_players <= 1000:
            raise ValueError(f"a room needs 1 to 1,000 players before a round, not {self.min_players!r}")
        if not isinstance(self.countdown, (int, float)) or not math.isfinite(self.countdown) \
                or not 0 <= self.countdown <= MAX_COUNTDOWN:
            raise ValueError(f"a countdown lasts 0 to {MAX_COUNTDOWN:g} seconds, not {self.countdown!r}")
        object.__setattr__(self, "countdown", float(self.countdown))
        object.__setattr__(self, "ready_check", bool(self.ready_check))

    def to_dict(self) -> dict:
        return {"min_players": self.min_players, "ready_check": self.ready_check, "countdown": self.countdown}


def lobby_status(rules: LobbyRules, ready: Sequence[bool]) -> LobbyStatus:
    """What the lobby waits for, given the ready flag of each connected player."""
    if len(ready) < rules.min_players:
        return LobbyStatus.NEED_PLAYERS
    if rules.ready_check and not all(ready):
        return LobbyStatus.NEED_READY
    return LobbyStatus.GO


@dataclass(frozen=True)
class Standing:
    """One player's place across the rounds so far: ``rank`` (1 is first; equal totals share a
    rank), points over the rounds (``total``), rounds played, and the last round's points."""

    rank: int
    name: str
    total: int
    rounds: int
    score: int

    def to_dict(self) -> dict:
        return {"rank": self.rank, "name": self.name, "total": self.total, "rounds": self.rounds,
                "score": self.score}


def standings(rows: Iterable[tuple[str, int, int, int]]) -> list[Standing]:
    """The standings from ``(name, total, rounds, last round's score)`` rows: highest total first,
    names in alphabetical order within a tie, which shares a rank (1, 2, 2, 4)."""
    ordered = sorted(rows, key=lambda r: (-r[1], r[0].casefold(), r[0]))
    table: list[Standing] = []
    for k, (name, total, rounds, score) in enumerate(ordered):
        rank = table[-1].rank if table and table[-1].total == total else k + 1
        table.append(Standing(rank, name, int(total), int(rounds), int(score)))
    return table


def format_standings(table: Sequence[Standing]) -> str:
    """The standings as text lines: ``1. Bob 9 (2 rounds, +5 this round)``."""
    return "\n".join(f"{s.rank}. {s.name} {s.total} ({s.rounds} round{'s' if s.rounds != 1 else ''}, "
                     f"+{s.score} this round)" for s in table)

