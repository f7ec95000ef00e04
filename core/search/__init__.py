"""Searching for high-scoring boards: simulated annealing, pool hill climbing, and the
exhaustive search for the best boards holding one long word.

All are chunked (a driver reports progress and can stop between chunks); results
are canonical boards. See ``docs/algorithms.md#searching-for-high-scoring-boards``.
:data:`MAX_CELLS`, :data:`MAX_FREE_CELLS` and :data:`MAX_TOP` bound the long-word search
(board cells, cells a word may leave free, boards reported).
"""
from .anneal import (
    SCHEDULES,
    AnnealConfig,
    Annealer,
    AnnealResult,
    HillClimbResult,
    Improvement,
    Schedule,
    anneal,
    default_config,
    hill_climb,
    parse_letter_set,
)
from .long_word import (
    MAX_CELLS,
    MAX_FREE_CELLS,
    MAX_TOP,
    LongWordBoard,
    LongWordProgress,
    LongWordResult,
    long_word_search,
    long_words,
    path_orbits,
)

__all__ = [
    "SCHEDULES", "AnnealConfig", "Annealer", "AnnealResult", "HillClimbResult", "Improvement",
    "Schedule", "anneal", "default_config", "hill_climb", "parse_letter_set",
    "LongWordBoard", "LongWordProgress", "LongWordResult", "long_word_search", "long_words", "path_orbits",
    "MAX_CELLS", "MAX_FREE_CELLS", "MAX_TOP",
]
