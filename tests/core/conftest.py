"""Fixtures shared by tests/core (the root conftest.py has those of every test)."""
import pytest

from tests.core.history_support import group_setup_in
from tests.core.net_support import hosts, sessions  # noqa: F401 (fixtures: pytest finds them here)


@pytest.fixture(scope="module")
def group_setup(tmp_path_factory):
    """``(setup, solver)`` of a small list, for group rounds (tests/core/history_support.py)."""
    return group_setup_in(tmp_path_factory.mktemp("group-history"))
