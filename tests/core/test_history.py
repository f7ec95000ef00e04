"""History database: write-as-you-go, crash survival, high scores, damaged/newer/locked files."""
from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
import textwrap
import time

import pytest

from core.play.history import SCHEMA_VERSION, History, HistoryError


def _save(h, rid="r1", words=(("spat", 1, 3.0),), status="playing", dice="new", timer=180.0, **kw):
    h.save_round(round_id=rid, started_at=kw.pop("started_at", 1000.0), board="serspatglinesers", dice_set=dice,
                 wordlist="scowl70", timer_seconds=timer, min_length=3, rules="standard",
                 elapsed=kw.pop("elapsed", 10.0), words=list(words), status=status, **kw)


def test_round_roundtrip_and_idempotent_saves(tmp_path):
    with History(tmp_path / "sub" / "h.db") as h:
        _save(h)
        _save(h, words=[("spat", 1, 3.0), ("lines", 2, 8.0)], elapsed=12.0)
        _save(h, words=[("spat", 1, 3.0), ("lines", 2, 8.0)], elapsed=12.0)  # repeat: no duplicates
        r = h.get_round("r1")
        assert r.score == 3 and r.words_found == 2 and r.elapsed == 12.0 and r.status == "playing"
        assert r.words == (("spat", 1, 3.0), ("lines", 2, 8.0))
        assert r.max_score is None
        _save(h, words=r.words, status="finished", max_score=2475, max_words=839)
        _save(h, words=r.words, status="finished")       # a later save without maxima keeps them
        r = h.get_round("r1")
        assert (r.status, r.max_score, r.max_words) == ("finished", 2475, 839)
    with History(tmp_path / "sub" / "h.db") as h:       # reopened: same data, same schema
        assert h.get_round("r1").score == 3
        assert h._conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION


def test_high_scores_per_dice_set_and_timer(tmp_path):
    with History(tmp_path / "h.db") as h:
        _save(h, "a", [("x" * 3, 5, 1.0)], status="finished")
        _save(h, "b", [("y" * 3, 9, 1.0)], status="finished")
        _save(h, "c", [("z" * 3, 50, 1.0)], status="finished", timer=60.0)
        _save(h, "d", [("w" * 3, 70, 1.0)], status="finished", dice="big")
        _save(h, "e", [("v" * 3, 99, 1.0)], status="playing")     # unfinished rounds are no high scores
        _save(h, "f", [("u" * 3, 7, 1.0)], status="finished", timer=None)
        assert [r.round_id for r in h.high_scores("new", 180)] == ["b", "a"]
        assert [r.round_id for r in h.high_scores("new", 60)] == ["c"]
        assert [r.round_id for r in h.high_scores("new", None)] == ["f"]
        assert [r.round_id for r in h.high_scores("big", 180)] == ["d"]
        assert set(h.game_kinds()) == {("new", 180.0), ("new", 60.0), ("big", 180.0), ("new", None)}
        assert [r.round_id for r in h.unfinished_rounds()] == ["e"]
        h.set_status("e", "abandoned")
        assert h.unfinished_rounds() == []
        h.delete_round("a")
        assert h.get_round("a") is None


def test_round_survives_kill_9(tmp_path):
    """A process writing a round word by word is killed; every word it committed is there."""
    db = tmp_path / "h.db"
    script = textwrap.dedent(f"""
        import sys, time
        sys.path.insert(0, {str(os.getcwd())!r})
        from core.play.history import History
        h = History({str(db)!r})
        words = []
        for i in range(10 ** 6):
            words.append(("w%05d" % i, 1, float(i)))
            h.save_round(round_id="live", started_at=1.0, board="serspatglinesers", dice_set="new",
                         wordlist="scowl70", timer_seconds=180.0, min_length=3, rules="standard",
                         elapsed=float(i), words=words[-3:])
            print(i, flush=True)
    """)
    proc = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, text=True)
    try:
        committed = -1
        deadline = time.monotonic() + 60
        while committed < 30 and time.monotonic() < deadline:
            committed = int(proc.stdout.readline())
        os.kill(proc.pid, signal.SIGKILL)
    finally:
        proc.wait()
    assert committed >= 30
    with History(db) as h:
        r = h.get_round("live")
        assert r is not None and r.status == "playing"
        assert r.words_found >= 3 and r.elapsed >= committed
        assert len(h.get_round("live").words) >= committed + 1


def test_damaged_file_is_reported_and_untouched(tmp_path):
    db = tmp_path / "h.db"
    junk = b"this is not a database at all\n" * 200
    db.write_bytes(junk)
    with pytest.raises(HistoryError, match="damaged"):
        History(db)
    assert db.read_bytes() == junk


def test_truncated_database_is_reported_and_untouched(tmp_path):
    db = tmp_path / "h.db"
    with History(db) as h:
        for i in range(300):
            _save(h, f"r{i}", [(f"word{i}", 1, 1.0)])
    data = db.read_bytes()
    broken = data[:100] + b"\xff" * 4000 + data[4100:]
    db.write_bytes(broken)
    with pytest.raises(HistoryError) as exc:
        h = History(db)
        h.rounds()          # damage found on open or on first read
    assert str(db) in str(exc.value)
    assert db.read_bytes() == broken


def test_newer_schema_is_reported_and_untouched(tmp_path):
    db = tmp_path / "h.db"
    conn = sqlite3.connect(db)
    conn.execute("CREATE TABLE rounds (x)")
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    conn.commit()
    conn.close()
    before = db.read_bytes()
    with pytest.raises(HistoryError, match="newer version"):
        History(db)
    assert db.read_bytes() == before


def test_foreign_database_is_not_adopted(tmp_path):
    db = tmp_path / "h.db"
    conn = sqlite3.connect(db)
    conn.execute("CREATE TABLE invoices (x)")
    conn.commit()
    conn.close()
    with pytest.raises(HistoryError, match="something else"):
        History(db)


def test_locked_database_gives_clear_error_and_keeps_data(tmp_path):
    db = tmp_path / "h.db"
    with History(db) as h:
        _save(h)
    h = History(db, timeout=0.1)
    blocker = sqlite3.connect(db, isolation_level=None)
    blocker.execute("BEGIN EXCLUSIVE")
    try:
        with pytest.raises(HistoryError, match="locked"):
            _save(h, words=[("spat", 1, 3.0), ("lines", 2, 5.0)])
    finally:
        blocker.execute("ROLLBACK")
        blocker.close()
    _save(h, words=[("spat", 1, 3.0), ("lines", 2, 5.0)])   # the next save repairs the history
    assert h.get_round("r1").score == 3
    h.close()
