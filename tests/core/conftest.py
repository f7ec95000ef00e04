"""Fixtures shared by tests/core (the root conftest.py has those of every test)."""
from tests.core.net_support import hosts, sessions  # noqa: F401 (fixtures: pytest finds them here)
