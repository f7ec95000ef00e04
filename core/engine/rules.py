"""Scoring rules as data: a points table and a minimum word length.

A variant is a new :class:`Rules` value, never a new code path.
"""
from __future__ import annotations

from dataclasses import dataclass

__all__ = ["Rules", "RULES", "get_rules", "DEFAULT_RULES"]

#: Longest word length a points table needs to describe (Qu counts two letters,
#: so a 6x6 path can spell 72 letters).
MAX_WORD_LENGTH = 80


@dataclass(frozen=True)
class Rules:
    """A Boggle scoring variant.

    Parameters
    ----------
    name : str
        Short key, as used by ``--rules``.
    min_length : int
        Shortest word (in real letters, Qu counting two) that is accepted.
    points : tuple of int
        ``points[n]`` is the score of a word of ``n`` letters; lengths past the
        end of the table score like the last entry.
    description : str
        One line for help texts.
    """

    name: str
    min_length: int
    points: tuple[int, ...]
    description: str = ""

    def __post_init__(self):
        if self.min_length < 1:
            raise ValueError("min_length must be at least 1")
        if not self.points or any(p < 0 or p > 63 for p in self.points):
            raise ValueError("points must be a non-empty table of values 0..63")

    def points_for(self, length: int) -> int:
        """Points for a word of ``length`` real letters (0 if it is too short)."""
        if length < self.min_length:
            return 0
        return self.points[min(length, len(self.points) - 1)]

    def table(self, size: int = MAX_WORD_LENGTH + 1) -> list[int]:
        """The points for every length ``0..size-1``, with the minimum length applied."""
        return [self.points_for(n) for n in range(size)]

    def with_min_length(self, min_length: int) -> Rules:
        """The same table with another minimum length (a game setting)."""
        if min_length == self.min_length:
            return self
        return Rules(f"{self.name}-min{min_length}", min_length, self.points, self.description)


_CLASSIC_TABLE = (0, 0, 0, 1, 1, 2, 3, 5, 11)

RULES: dict[str, Rules] = {
    # The Hasbro 4x4 table; also the table behind every published optimum.
    "standard": Rules("standard", 3, _CLASSIC_TABLE, "4x4 table, words of 3+ letters"),
    # Big Boggle (5x5) and Super Big Boggle (6x6) keep the table but need 4+ letters.
    "big": Rules("big", 4, _CLASSIC_TABLE, "4x4 table, words of 4+ letters (Big Boggle)"),
    "superbig": Rules("superbig", 4, _CLASSIC_TABLE, "4x4 table, words of 4+ letters (Super Big Boggle)"),
    # Counts words instead of points: for the "wordiest board" question.
    "words": Rules("words", 3, (0, 0, 0, 1), "one point per word of 3+ letters"),
}

DEFAULT_RULES = RULES["standard"]


def get_rules(name: str | Rules) -> Rules:
    """Look up rules by name; a :class:`Rules` passes through unchanged."""
    if isinstance(name, Rules):
        return name
    try:
        return RULES[name]
    except KeyError:
        raise ValueError(f"unknown rules {name!r}; choose one of: {', '.join(RULES)}") from None
