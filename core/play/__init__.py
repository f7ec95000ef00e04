"""Playing the game: one timed round (:class:`Round`) and the history database.

Sits on :mod:`core.engine`; the GUI drives it, and it never touches Qt.
"""
from .game import (
    LengthCount,
    Round,
    RoundSummary,
    Submission,
    TimerMode,
    Verdict,
    default_min_length,
    find_path,
    normalise_word,
)
from .history import SCHEMA_VERSION, GameKind, History, HistoryError, RoundRecord

__all__ = [
    "Round", "RoundSummary", "Submission", "TimerMode", "LengthCount", "Verdict", "default_min_length", "find_path",
    "normalise_word", "SCHEMA_VERSION", "GameKind", "History", "HistoryError", "RoundRecord",
]
