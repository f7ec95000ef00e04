"""Searching for high-scoring boards: simulated annealing and pool hill climbing.

Both are seeded and chunked (a driver reports progress and can stop between
chunks); results are canonical boards. See ``docs/algorithms.md#searching-for-high-scoring-boards``.
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

__all__ = [
    "SCHEDULES", "AnnealConfig", "Annealer", "AnnealResult", "HillClimbResult", "Improvement",
    "Schedule", "anneal", "default_config", "hill_climb", "parse_letter_set",
]
