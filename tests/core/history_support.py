"""What the history tests share: rounds and group rounds to store, and locks held on the database
(by another connection, or by another process as another program reading it would)."""
from __future__ import annotations

import sqlite3
import subprocess
import sys
import textwrap

import pytest

from core.engine.setup import Setup
from core.play.history import GameKind, History, HistoryError, timer_mode_key

SHA_A, SHA_B = "a" * 64, "b" * 64
SCOWL = Setup(4, 4, "scowl70", "/lists/scowl70.txt", SHA_A, "standard", 3)
GROUP_WORDS = ["spat", "lines", "pat", "tap", "sat", "ate", "tea", "eat", "seat", "pats", "line", "sent"]


def save_round(h, rid="r1", words=(("spat", 1, 3.0),), status="playing", dice="new", timer=180.0, setup=SCOWL,
               **kw):
    """Store a round of ``serspatglinesers`` (the fields not given: a plausible round in play)."""
    h.save_round(round_id=rid, started_at=kw.pop("started_at", 1000.0), board="serspatglinesers", dice_set=dice,
                 setup=setup, timer_seconds=timer, elapsed=kw.pop("elapsed", 10.0), words=list(words),
                 status=status, **kw)


def game_kind(dice="new", timer=180.0, name="scowl70", sha=SHA_A, min_length=3):
    """``timer``: seconds of a fixed timer, None (untimed) or a timer mode key."""
    return GameKind(dice, timer if isinstance(timer, str) else timer_mode_key(timer), name, sha, min_length)


def assert_locked_open_leaves_file_as_it_was(db):
    """Opening ``db`` while another connection holds an exclusive lock fails with 'locked'
    and leaves the file byte for byte as it was."""
    before = db.read_bytes()
    blocker = sqlite3.connect(db, isolation_level=None)
    blocker.execute("BEGIN EXCLUSIVE")
    try:
        with pytest.raises(HistoryError, match="locked"):
            History(db, timeout=0.05)
    finally:
        blocker.execute("ROLLBACK")
        blocker.close()
    assert db.read_bytes() == before


def group_setup_in(folder) -> tuple:
    """``(setup, solver)`` of a small list of GROUP_WORDS written in ``folder``."""
    from core.engine import Solver, load_wordlist
    path = folder / "small.txt"
    path.write_text("\n".join(GROUP_WORDS) + "\n", encoding="utf-8")
    wordlist = load_wordlist(path)
    return Setup.of(wordlist), Solver(wordlist)


def group_result(group_setup, rule="classic", entries=None):
    """A table game of three players on ``serspatglinesers`` (or ``entries``), scored."""
    from core.play.group import score_group
    setup, solver = group_setup
    entries = entries or {"Ann": ["spat", "lines", "tea", "zebra", "ta"], "Bob": ["spat", "seat", "seat"],
                          "Cy": ["tea", "sent", "c4t"]}
    return score_group("serspatglinesers", setup, solver, entries, rule=rule)


_READER = textwrap.dedent("""
    import sqlite3, sys, time
    conn = sqlite3.connect(sys.argv[1], isolation_level=None)
    conn.execute("BEGIN")
    conn.execute("SELECT COUNT(*) FROM rounds").fetchall()   # a shared lock: a commit must wait for it
    print("holding", flush=True)
    time.sleep(float(sys.argv[2]))
    conn.execute("COMMIT")
""")


def hold_read_lock(db, seconds: float) -> subprocess.Popen:
    """Another process holding ``BEGIN; SELECT ...`` on ``db`` for ``seconds``, from when this returns."""
    proc = subprocess.Popen([sys.executable, "-c", _READER, str(db), str(seconds)], stdout=subprocess.PIPE,
                            text=True)
    line = proc.stdout.readline().strip()
    if line != "holding":
        proc.kill()
        raise AssertionError(f"the lock holder did not start: {line!r}")
    return proc
