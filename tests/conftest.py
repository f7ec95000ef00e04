"""Shared fixtures. Tests never touch the user's real cache, data or settings."""
from __future__ import annotations

import os
import shutil
import signal
import tempfile
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# One temporary folder per test session holds the app's cache, data and settings and pytest's
# tmp_path folders; it is removed when the session passes (kept, and named, when it fails).
# Processes the tests start (spawned workers import this file too) share it through the environment.
_SESSION_TMP = "BOGGLE_TESTS_TMP"
_OWNS_TMP = _SESSION_TMP not in os.environ
if _OWNS_TMP:
    os.environ[_SESSION_TMP] = tempfile.mkdtemp(prefix="boggle-tests-")
_TMP = Path(os.environ[_SESSION_TMP])
os.environ.setdefault("BOGGLE_CACHE_DIR", str(_TMP / "cache"))
os.environ["BOGGLE_DATA_DIR"] = str(_TMP / "data")
os.environ["BOGGLE_CONFIG_DIR"] = str(_TMP / "config")
os.environ["BOGGLE_LOG_DIR"] = str(_TMP / "log")
# Dask workers keep their scratch space in the system's temporary folder unless told otherwise.
os.environ.setdefault("DASK_TEMPORARY_DIRECTORY", str(_TMP / "dask"))

# The command-line tests press Ctrl-C (SIGINT) in the programs they start. A shell that starts the
# suite as a background job without job control (`cmd &` in a script) has it ignore SIGINT, and a
# program inherits an ignored signal, so Ctrl-C would never reach it; a handler of our own is reset
# to the default in every program started, as a terminal's would be.
if signal.getsignal(signal.SIGINT) == signal.SIG_IGN:
    signal.signal(signal.SIGINT, signal.default_int_handler)

ROOT = Path(__file__).resolve().parent.parent
ENABLE2K = Path(os.environ.get("BOGGLE_ENABLE2K", ROOT.parent / "shared" / "wordlists" / "enable2k.txt"))


_PASSED = pytest.StashKey[bool]()


@pytest.hookimpl(tryfirst=True)
def pytest_configure(config):
    if _OWNS_TMP and not config.option.basetemp:
        config.option.basetemp = str(_TMP / "pytest")


def pytest_sessionfinish(session, exitstatus):
    session.config.stash[_PASSED] = exitstatus == 0


def pytest_terminal_summary(terminalreporter, exitstatus, config):
    if _OWNS_TMP and exitstatus != 0:
        terminalreporter.write_line(f"test folders kept for inspection: {_TMP}")


def pytest_unconfigure(config):
    if _OWNS_TMP and config.stash.get(_PASSED, False):
        shutil.rmtree(_TMP, ignore_errors=True)


@pytest.fixture(scope="session")
def enable2k_path() -> Path:
    """Path of the reference ENABLE2K list; skips where it is absent."""
    if not ENABLE2K.is_file():
        pytest.skip(f"reference list not found at {ENABLE2K} (set BOGGLE_ENABLE2K)")
    return ENABLE2K


@pytest.fixture(scope="session")
def enable2k(enable2k_path):
    from core.engine import load_wordlist
    return load_wordlist(enable2k_path)


@pytest.fixture(scope="session")
def enable2k_solver(enable2k):
    from core.engine import Solver
    return Solver(enable2k)


@pytest.fixture(scope="session")
def default_wordlist():
    """The bundled SCOWL list (always present)."""
    from core.engine import load_wordlist
    return load_wordlist()


@pytest.fixture
def write_wordlist(tmp_path):
    """Write a small list to a file: ``write_wordlist(['cat', 'dog'])`` -> Path."""
    def _write(words, name="words.txt"):
        p = tmp_path / name
        p.write_text("\n".join(words) + "\n", encoding="utf-8")
        return p
    return _write
