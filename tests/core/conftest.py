"""Fixtures shared by tests/core (the root conftest.py has those of every test)."""
from tests.core.net_support import sessions  # noqa: F401 (a fixture: pytest finds it here)
