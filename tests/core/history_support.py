"""A lock on a history database held by another process (as another program reading it would)."""
from __future__ import annotations

import subprocess
import sys
import textwrap

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
