"""Fuzz tests: arbitrary input never escapes as anything but the module's own error.

Plain pytest + hypothesis, part of the default run; examples and deadlines are
bounded so the whole set takes well under a minute.
"""
from datetime import timedelta

from hypothesis import HealthCheck, settings


def fuzz_settings(examples: int, deadline_ms: int = 2000) -> settings:
    """Bounded hypothesis settings for a fuzz test (first calls may compile kernels: generous deadline)."""
    return settings(max_examples=examples, deadline=timedelta(milliseconds=deadline_ms),
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
