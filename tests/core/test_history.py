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

from core.engine.setup import Setup
from core.play.history import (
    SCHEMA_VERSION,
    GameKind,
    History,
    HistoryError,
    PlayerRating,
    describe_timer_mode,
    timer_mode_key,
    write_round_words_csv,
    write_rounds_csv,
)
from tests.core.history_support import hold_read_lock

SHA_A, SHA_B = "a" * 64, "b" * 64
SCOWL = Setup(4, 4, "scowl70", "/lists/scowl70.txt", SHA_A, "standard", 3)


def _save(h, rid="r1", words=(("spat", 1, 3.0),), status="playing", dice="new", timer=180.0, setup=SCOWL, **kw):
    h.save_round(round_id=rid, started_at=kw.pop("started_at", 1000.0), board="serspatglinesers", dice_set=dice,
                 setup=setup, timer_seconds=timer, elapsed=kw.pop("elapsed", 10.0), words=list(words),
                 status=status, **kw)


def _kind(dice="new", timer=180.0, name="scowl70", sha=SHA_A, min_length=3):
    """``timer``: seconds of a fixed timer, None (untimed) or a timer mode key."""
    return GameKind(dice, timer if isinstance(timer, str) else timer_mode_key(timer), name, sha, min_length)


def _assert_locked_open_leaves_file_as_it_was(db):
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


def test_every_round_stores_its_setup(tmp_path):
    big = Setup(5, 5, "enable2k", "/lists/enable2k.txt", SHA_B, "big", 5)
    with History(tmp_path / "h.db") as h:
        _save(h, "small")
        h.save_round(round_id="big", started_at=1.0, board="a" * 25, dice_set="big", setup=big, timer_seconds=None,
                     elapsed=3.0, words=[("spat", 1, 1.0)])
        assert h.get_round("small").setup == SCOWL
        rec = h.get_round("big")
        assert rec.setup == big and rec.setup.rules_value.min_length == 5 and rec.rules == "big-min5"
        assert rec.setup.describe() == "ENABLE2K, big rules, 5x5, 5+ letters"
        assert [r.setup for r in h.rounds()] == [SCOWL, big]


def test_high_scores_per_dice_set_and_timer(tmp_path):
    with History(tmp_path / "h.db") as h:
        _save(h, "a", [("x" * 3, 5, 1.0)], status="finished")
        _save(h, "b", [("y" * 3, 9, 1.0)], status="finished")
        _save(h, "c", [("z" * 3, 50, 1.0)], status="finished", timer=60.0)
        _save(h, "d", [("w" * 3, 70, 1.0)], status="finished", dice="big")
        _save(h, "e", [("v" * 3, 99, 1.0)], status="playing")     # unfinished rounds are no high scores
        _save(h, "f", [("u" * 3, 7, 1.0)], status="finished", timer=None)
        assert [r.round_id for r in h.high_scores(_kind())] == ["b", "a"]
        assert [r.round_id for r in h.high_scores(_kind(timer=60))] == ["c"]
        assert [r.round_id for r in h.high_scores(_kind(timer=None))] == ["f"]
        assert [r.round_id for r in h.high_scores(_kind("big"))] == ["d"]
        assert set(h.game_kinds()) == {_kind(), _kind(timer=60.0), _kind("big"), _kind(timer=None)}
        assert h.get_round("b").kind == _kind()
        assert [r.round_id for r in h.unfinished_rounds()] == ["e"]
        h.set_status("e", "abandoned")
        assert h.unfinished_rounds() == []
        h.delete_round("a")
        assert h.get_round("a") is None


def test_high_scores_never_mix_word_lists_or_minimum_lengths(tmp_path):
    enable = Setup(4, 4, "enable2k", "/lists/enable2k.txt", SHA_B, "standard", 3)
    copied = Setup(4, 4, "my_enable", "/home/me/my_enable.txt", SHA_B, "standard", 3)   # same bytes
    edited = Setup(4, 4, "scowl70", "/lists/scowl70.txt", "c" * 64, "standard", 3)      # same name, new bytes
    four = Setup(4, 4, "scowl70", "/lists/scowl70.txt", SHA_A, "standard", 4)
    with History(tmp_path / "h.db") as h:
        _save(h, "scowl", [("cat", 10, 1.0)], status="finished")
        _save(h, "enable", [("cat", 20, 1.0)], status="finished", setup=enable)
        _save(h, "copy", [("cat", 30, 1.0)], status="finished", setup=copied, started_at=2000.0)
        _save(h, "edited", [("cat", 40, 1.0)], status="finished", setup=edited)
        _save(h, "four", [("cats", 50, 1.0)], status="finished", setup=four)
        assert [r.round_id for r in h.high_scores(_kind())] == ["scowl"]
        assert [r.round_id for r in h.high_scores(_kind(name="enable2k", sha=SHA_B))] == ["copy", "enable"]
        assert [r.round_id for r in h.high_scores(_kind(sha="c" * 64))] == ["edited"]
        assert [r.round_id for r in h.high_scores(_kind(min_length=4))] == ["four"]
        kinds = h.game_kinds()
        assert len(kinds) == 4
        # One table per list identity, named after the list's latest name.
        assert _kind(name="my_enable", sha=SHA_B) in kinds
        assert _kind(name="my_enable", sha=SHA_B).describe() == "4x4 New (1987), 3:00, MY_ENABLE, 3+ letters"


def test_round_survives_kill_9(tmp_path):
    """A process writing a round word by word is killed; every word it committed is there."""
    db = tmp_path / "h.db"
    script = textwrap.dedent(f"""
        import sys, time
        sys.path.insert(0, {str(os.getcwd())!r})
        from core.engine.setup import Setup
        from core.play.history import History
        h = History({str(db)!r})
        words = []
        for i in range(10 ** 6):
            words.append(("w%05d" % i, 1, float(i)))
            h.save_round(round_id="live", started_at=1.0, board="serspatglinesers", dice_set="new",
                         setup=Setup(4, 4, "scowl70", None, None), timer_seconds=180.0,
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


def test_locked_error_says_so(tmp_path):
    db = tmp_path / "h.db"
    History(db).close()
    blocker = sqlite3.connect(db, isolation_level=None)
    blocker.execute("BEGIN EXCLUSIVE")
    try:
        with pytest.raises(HistoryError, match="locked") as exc:
            History(db, timeout=0.05)
        assert exc.value.locked
    finally:
        blocker.execute("ROLLBACK")
        blocker.close()
    junk = tmp_path / "junk.db"
    junk.write_bytes(b"this is not a database at all\n" * 200)
    with pytest.raises(HistoryError) as exc:
        History(junk)
    assert not exc.value.locked


# -- schema 1 -> 2 ---------------------------------------------------------------
# The schema the game wrote before rounds stored their word list's path and hash.
_SCHEMA_1 = """
CREATE TABLE IF NOT EXISTS rounds (
    round_id      TEXT PRIMARY KEY,
    started_at    REAL NOT NULL,
    updated_at    REAL NOT NULL,
    board         TEXT NOT NULL,
    dice_set      TEXT NOT NULL,
    wordlist      TEXT NOT NULL,
    timer_seconds REAL,
    min_length    INTEGER NOT NULL,
    rules         TEXT NOT NULL,
    elapsed       REAL NOT NULL DEFAULT 0,
    score         INTEGER NOT NULL DEFAULT 0,
    words_found   INTEGER NOT NULL DEFAULT 0,
    max_score     INTEGER,
    max_words     INTEGER,
    status        TEXT NOT NULL CHECK (status IN ('playing', 'finished', 'abandoned'))
);
CREATE TABLE IF NOT EXISTS round_words (
    round_id   TEXT NOT NULL REFERENCES rounds(round_id) ON DELETE CASCADE,
    word       TEXT NOT NULL,
    points     INTEGER NOT NULL,
    at_seconds REAL NOT NULL,
    PRIMARY KEY (round_id, word)
);
CREATE INDEX IF NOT EXISTS rounds_by_game ON rounds(dice_set, timer_seconds, score DESC);
PRAGMA user_version = 1;
"""


def _schema_1_db(path, extra_sql=""):
    """A database as schema 1 left it: two finished rounds of different lists and one in play."""
    conn = sqlite3.connect(path)
    conn.executescript(_SCHEMA_1 + extra_sql)
    rows = [("old-scowl", 1.0, "scowl70", "finished", 12), ("old-enable", 2.0, "enable2k", "finished", 30),
            ("old-live", 3.0, "enable2k", "playing", 5)]
    for rid, started, wl, status, score in rows:
        conn.execute("INSERT INTO rounds (round_id, started_at, updated_at, board, dice_set, wordlist, "
                     "timer_seconds, min_length, rules, elapsed, score, words_found, status) "
                     "VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?)",
                     (rid, started, started, "serspatglinesers", "new", wl, 180.0, 3, "standard", 20.0, score, 1,
                      status))
        conn.execute("INSERT INTO round_words VALUES (?,?,?,?)", (rid, "spat", score, 4.0))
    conn.commit()
    conn.close()


def test_schema_1_database_is_migrated_without_losing_a_round(tmp_path):
    db = tmp_path / "h.db"
    _schema_1_db(db)
    with History(db) as h:
        assert h._conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
        assert {r.round_id for r in h.rounds()} == {"old-scowl", "old-enable", "old-live"}
        old = h.get_round("old-enable")
        assert old.words == (("spat", 30, 4.0),) and old.score == 30 and old.status == "finished"
        # The list it recorded (by name); its path and bytes were never stored.
        assert old.setup == Setup(4, 4, "enable2k", None, None, "standard", 3)
        assert [r.round_id for r in h.unfinished_rounds()] == ["old-live"]
        # Old rounds keep one table per list name, apart from rounds whose list version is known.
        legacy = _kind(name="enable2k", sha=None)
        assert [r.round_id for r in h.high_scores(legacy)] == ["old-enable"]
        assert [r.round_id for r in h.high_scores(_kind(name="scowl70", sha=None))] == ["old-scowl"]
        assert "list version not recorded" in legacy.describe()
        _save(h, "new", [("cat", 99, 1.0)], status="finished",
              setup=Setup(4, 4, "enable2k", "/lists/enable2k.txt", SHA_B))
        assert [r.round_id for r in h.high_scores(legacy)] == ["old-enable"]
        assert [r.round_id for r in h.high_scores(_kind(name="enable2k", sha=SHA_B))] == ["new"]
        assert len(h.game_kinds()) == 3
    with History(db) as h:      # opened again: nothing migrates twice
        assert len(h.rounds()) == 4


def test_migration_is_one_transaction(tmp_path):
    """A migration that fails half way (here: the second column exists already) leaves schema 1 as it was."""
    db = tmp_path / "h.db"
    _schema_1_db(db, "ALTER TABLE rounds ADD COLUMN wordlist_sha256 TEXT;")
    before = db.read_bytes()
    with pytest.raises(HistoryError, match="duplicate column"):
        History(db)
    assert db.read_bytes() == before
    conn = sqlite3.connect(db)
    columns = [r[1] for r in conn.execute("PRAGMA table_info(rounds)")]
    assert "wordlist_path" not in columns and conn.execute("PRAGMA user_version").fetchone()[0] == 1
    conn.close()


def test_locked_schema_1_database_is_migrated_once_free(tmp_path):
    db = tmp_path / "h.db"
    _schema_1_db(db)
    _assert_locked_open_leaves_file_as_it_was(db)
    with History(db) as h:
        assert len(h.rounds()) == 3


def test_damaged_schema_1_database_is_not_migrated(tmp_path):
    db = tmp_path / "h.db"
    _schema_1_db(db)
    for i in range(300):    # enough pages that damage lands inside the data
        conn = sqlite3.connect(db)
        conn.execute("INSERT INTO round_words VALUES ('old-scowl', ?, 1, 1.0)", (f"w{i:04d}" * 20,))
        conn.commit()
        conn.close()
    data = db.read_bytes()
    broken = data[:100] + b"\xff" * 4000 + data[4100:]
    db.write_bytes(broken)
    with pytest.raises(HistoryError):
        History(db).rounds()
    assert db.read_bytes() == broken


def test_kind_of_a_round_is_the_kind_it_is_stored_under(tmp_path):
    with History(tmp_path / "h.db") as h:
        _save(h, "a", [("cat", 4, 1.0)], status="finished", timer=90)
        kind = GameKind.of("new", 90, SCOWL)
        assert h.get_round("a").kind == kind and [r.round_id for r in h.high_scores(kind)] == ["a"]
        assert GameKind.of("new", None, SCOWL).timer_seconds is None


# -- schema 3: timer modes, rejected guesses, elapsed time, player rating, export -------
def test_timer_modes_are_stored_and_key_the_high_scores(tmp_path):
    with History(tmp_path / "h.db") as h:
        _save(h, "fixed", [("cat", 5, 1.0)], status="finished")
        _save(h, "bonus", [("cat", 9, 1.0)], status="finished", timer_mode="per-word:180+5")
        _save(h, "bonus2", [("cat", 7, 1.0)], status="finished", timer_mode="per-word:180+5")
        _save(h, "untimed", [("cat", 8, 1.0)], status="finished", timer=None)
        assert h.get_round("fixed").timer_mode == "fixed:180" and h.get_round("untimed").timer_mode == "untimed"
        assert h.get_round("bonus").kind == _kind(timer="per-word:180+5")
        # The same 180 s start, but a mode that adds time is another game.
        assert [r.round_id for r in h.high_scores(_kind())] == ["fixed"]
        assert [r.round_id for r in h.high_scores(_kind(timer="per-word:180+5"))] == ["bonus", "bonus2"]
        assert [r.round_id for r in h.high_scores(_kind(timer=None))] == ["untimed"]
        assert set(h.game_kinds()) == {_kind(), _kind(timer="per-word:180+5"), _kind(timer=None)}
    assert GameKind.of("new", "untimed", SCOWL) == GameKind.of("new", None, SCOWL) == _kind(timer=None)
    assert _kind().timer_seconds == 180.0 and _kind(timer=None).timer_seconds is None
    assert _kind(timer="per-word:180+5").timer_seconds is None
    assert (describe_timer_mode("fixed:90"), describe_timer_mode("untimed")) == ("1:30", "untimed")
    assert timer_mode_key(179.5) == "fixed:179.5" and describe_timer_mode("per-word:120+5") == "2:00 +5 s a word"
    assert describe_timer_mode("sundial:3") == "sundial:3"       # a mode of a newer version


def test_rejected_guesses_are_stored_in_order_with_their_verdicts(tmp_path):
    guesses = [("xyzzy", "not on the board", 2.5), ("spat", "already found", 4.0), ("ta", "too short", 4.5)]
    with History(tmp_path / "h.db") as h:
        _save(h, guesses=guesses[:1])
        _save(h, words=[("spat", 1, 3.0), ("lines", 2, 6.0)], guesses=guesses)
        _save(h, words=[("spat", 1, 3.0), ("lines", 2, 6.0)], guesses=guesses)     # again: no duplicates
        r = h.get_round("r1")
        assert r.guesses == tuple(guesses) and r.words == (("spat", 1, 3.0), ("lines", 2, 6.0))
        assert r.score == 3 and r.words_found == 2          # rejected guesses score nothing
        h.delete_round("r1")
        assert h._conn.execute("SELECT COUNT(*) FROM round_guesses").fetchone()[0] == 0


def test_elapsed_time_is_stored_with_one_update(tmp_path):
    with History(tmp_path / "h.db") as h:
        _save(h, words=[], elapsed=0.0)
        statements = []
        h._conn.set_trace_callback(statements.append)
        assert h.set_elapsed("r1", 6.5)
        h._conn.set_trace_callback(None)
        assert [x.split()[0] for x in statements] == ["BEGIN", "UPDATE", "COMMIT"]
        assert h.get_round("r1").elapsed == 6.5 and h.get_round("r1").words == ()
        assert not h.set_elapsed("missing", 3.0)            # never saved: the caller saves the whole round
        _save(h, words=[], status="finished", elapsed=7.0)
        assert not h.set_elapsed("r1", 99.0)                # a finished round keeps its time
        assert h.get_round("r1").elapsed == 7.0


def _rate(h, score, rid=None, **kind):
    return h.player_rating(_kind(**kind), score, rid)


def test_player_rating_compares_with_own_past_rounds_of_the_same_kind(tmp_path):
    with History(tmp_path / "h.db") as h:
        for i, score in enumerate((10, 20, 30, 30)):
            _save(h, f"p{i}", [("cat", score, 1.0)], status="finished", started_at=100.0 + i)
        rating = _rate(h, 25)
        assert (rating.past_rounds, rating.higher, rating.lower, rating.rated) == (4, 2, 2, False)
        assert rating.describe() == "Your own rating appears after 5 finished rounds of this game (4 so far)."
        _save(h, "p4", [("cat", 40, 1.0)], status="finished")
        # Rounds of other kinds, unfinished rounds and the rated round itself do not count.
        _save(h, "other-list", [("cat", 1, 1.0)], status="finished", setup=Setup(4, 4, "x", None, "c" * 64))
        _save(h, "other-timer", [("cat", 1, 1.0)], status="finished", timer=60.0)
        _save(h, "other-min", [("cats", 1, 1.0)], status="finished",
              setup=Setup(4, 4, "scowl70", "/lists/scowl70.txt", SHA_A, "standard", 4))
        _save(h, "live", [("cat", 1, 1.0)])
        _save(h, "now", [("cat", 25, 1.0)], status="finished")
        rating = _rate(h, 25, "now")
        assert rating == PlayerRating(25, 5, 3, 2)
        assert (rating.rank, rating.share_beaten, rating.rated) == (4, 0.4, True)
        assert rating.describe() == "Your 4th best of 6 rounds of this game: better than 40% of the other 5."
        assert _rate(h, 99, "now").describe() == \
            "Your best of 6 rounds of this game: better than 100% of the other 5."
        assert _rate(h, 30, "now").rank == 2                # a tie shares the place
        assert _rate(h, 20, "now").describe() == \
            "Your 4th best of 6 rounds of this game: better than 20% of the other 5."   # tied with the 20
        assert _rate(h, 25).past_rounds == 6                # not excluded: counted like any other
        assert _rate(h, 25, "now", timer=60.0).past_rounds == 1
        assert h.player_rating(_kind(), 25, "now", minimum=7).rated is False


@pytest.mark.parametrize("n, text", [(1, "1st"), (2, "2nd"), (3, "3rd"), (11, "11th"), (12, "12th"), (13, "13th"),
                                     (21, "21st"), (22, "22nd"), (111, "111th")])
def test_player_rating_ordinals(n, text):
    assert PlayerRating(0, 200, n - 1, 0).describe().startswith(f"Your {text} best" if n > 1 else "Your best")


def test_rounds_and_words_export_as_csv(tmp_path):
    import csv
    import io
    with History(tmp_path / "h.db") as h:
        _save(h, "a", [("spat", 1, 3.0), ("lines", 2, 9.5)], status="finished", max_score=300, max_words=80,
              guesses=[("xq", "not on the board", 5.25)], elapsed=180.0)
        _save(h, "b", [("cat", 1, 1.0)], timer=None, started_at=2000.0)
        out = io.StringIO()
        assert write_rounds_csv(h.rounds(limit=None), out) == 2
        rows = list(csv.DictReader(io.StringIO(out.getvalue())))
        assert [r["round_id"] for r in rows] == ["b", "a"]
        assert rows[1] | {"date": ""} == {
            "date": "", "board": "serspatglinesers", "dice": "4x4 New (1987)", "word_list": "scowl70",
            "word_list_sha256": SHA_A, "rules": "standard", "min_length": "3", "timer": "3:00", "status": "finished",
            "score": "3", "max_score": "300", "words": "2", "max_words": "80", "seconds_played": "180.0",
            "round_id": "a"}
        assert rows[0]["timer"] == "untimed" and rows[0]["max_score"] == ""
        out = io.StringIO()
        assert write_round_words_csv(h.get_round("a"), out) == 3
        assert out.getvalue().splitlines() == ["word,points,seconds,verdict", "spat,1,3.0,found",
                                               "xq,0,5.2,not on the board", "lines,2,9.5,found"]
        out = io.StringIO()
        write_round_words_csv(h.get_round("a"), out, dialect="excel-tab")
        assert out.getvalue().splitlines()[1] == "spat\t1\t3.0\tfound"


# The schema the game wrote before timer modes and rejected guesses (schema 1 plus the list's identity).
_SCHEMA_2 = _SCHEMA_1.replace("PRAGMA user_version = 1;", """
ALTER TABLE rounds ADD COLUMN wordlist_path TEXT;
ALTER TABLE rounds ADD COLUMN wordlist_sha256 TEXT;
DROP INDEX rounds_by_game;
CREATE INDEX rounds_by_game ON rounds(dice_set, timer_seconds, wordlist_sha256, min_length, score DESC);
PRAGMA user_version = 2;
""")


def _schema_2_db(path, extra_sql=""):
    conn = sqlite3.connect(path)
    conn.executescript(_SCHEMA_2 + extra_sql)
    for rid, timer, status, score in (("fixed", 180.0, "finished", 12), ("odd", 89.6, "finished", 7),
                                      ("untimed", None, "finished", 30), ("live", 180.0, "playing", 5)):
        conn.execute("INSERT INTO rounds (round_id, started_at, updated_at, board, dice_set, wordlist, "
                     "timer_seconds, min_length, rules, elapsed, score, words_found, status, wordlist_path, "
                     "wordlist_sha256) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
                     (rid, 1.0, 1.0, "serspatglinesers", "new", "scowl70", timer, 3, "standard", 20.0, score, 1,
                      status, "/lists/scowl70.txt", SHA_A))
        conn.execute("INSERT INTO round_words VALUES (?,?,?,?)", (rid, "spat", score, 4.0))
    conn.commit()
    conn.close()


def test_schema_2_database_is_migrated_without_losing_a_round(tmp_path):
    db = tmp_path / "h.db"
    _schema_2_db(db)
    with History(db) as h:
        assert h._conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 4
        got = {r.round_id: r for r in h.rounds()}
        assert set(got) == {"fixed", "odd", "untimed", "live"}
        assert {k: r.timer_mode for k, r in got.items()} == {"fixed": "fixed:180", "odd": "fixed:89.6",
                                                              "untimed": "untimed", "live": "fixed:180"}
        assert h.get_round("fixed").words == (("spat", 12, 4.0),) and h.get_round("fixed").guesses == ()
        assert [r.round_id for r in h.high_scores(_kind())] == ["fixed"]
        assert [r.round_id for r in h.high_scores(_kind(timer=None))] == ["untimed"]
        assert [r.round_id for r in h.unfinished_rounds()] == ["live"]
        _save(h, "live", [("spat", 5, 4.0)], guesses=[("zz", "too short", 6.0)])   # play on, with guesses
        assert h.get_round("live").guesses == (("zz", "too short", 6.0),)
    with History(db) as h:
        assert len(h.rounds()) == 4


def test_schema_2_migration_is_one_transaction(tmp_path):
    """The migration fails half way (the guesses table exists already): the file stays schema 2, as it was."""
    db = tmp_path / "h.db"
    _schema_2_db(db, "CREATE TABLE round_guesses (x);")
    before = db.read_bytes()
    with pytest.raises(HistoryError, match="already exists"):
        History(db)
    assert db.read_bytes() == before
    conn = sqlite3.connect(db)
    assert "timer_mode" not in [r[1] for r in conn.execute("PRAGMA table_info(rounds)")]
    assert conn.execute("PRAGMA user_version").fetchone()[0] == 2
    conn.close()


def test_locked_schema_2_database_is_left_as_it_was(tmp_path):
    db = tmp_path / "h.db"
    _schema_2_db(db)
    _assert_locked_open_leaves_file_as_it_was(db)


def test_a_stored_rounds_time_left_counts_its_timer_modes_bonuses(tmp_path):
    """A per-word round of 60 s + 5 s a word, 50 s played, two words found: 20 s left, not 10."""
    from core.play.history import RoundRecord

    base = dict(round_id="r", started_at=0.0, board="perslatgsineters", dice_set="new",
                wordlist="scowl70", timer_seconds=60.0, min_length=3, rules="standard", elapsed=50.0, score=2,
                words_found=2, max_score=None, max_words=None, status="playing",
                words=(("tea", 1, 3.0), ("teas", 1, 9.0)))
    assert RoundRecord(**base, timer_mode="per-word:60+5").time_left == 20.0
    assert RoundRecord(**base, timer_mode="fixed:60").time_left == 10.0
    assert RoundRecord(**base, timer_mode=None).time_left == 10.0          # from before timer modes
    assert RoundRecord(**{**base, "timer_seconds": None}, timer_mode="untimed").time_left is None


# -- schema 4: languages and group rounds ------------------------------------------
# The schema the game wrote before languages and group rounds (schema 2 plus timer modes and guesses).
_SCHEMA_3 = _SCHEMA_2.replace("PRAGMA user_version = 2;", """
ALTER TABLE rounds ADD COLUMN timer_mode TEXT;
CREATE TABLE round_guesses (
    round_id   TEXT NOT NULL REFERENCES rounds(round_id) ON DELETE CASCADE,
    seq        INTEGER NOT NULL,
    word       TEXT NOT NULL,
    verdict    TEXT NOT NULL,
    at_seconds REAL NOT NULL,
    PRIMARY KEY (round_id, seq)
);
DROP INDEX rounds_by_game;
CREATE INDEX rounds_by_game ON rounds(dice_set, timer_mode, wordlist_sha256, min_length, score DESC);
PRAGMA user_version = 3;
""")

GROUP_WORDS = ["spat", "lines", "pat", "tap", "sat", "ate", "tea", "eat", "seat", "pats", "line", "sent"]


@pytest.fixture(scope="module")
def group_setup(tmp_path_factory):
    from core.engine import Solver, load_wordlist
    path = tmp_path_factory.mktemp("group-history") / "small.txt"
    path.write_text("\n".join(GROUP_WORDS) + "\n", encoding="utf-8")
    wordlist = load_wordlist(path)
    return Setup.of(wordlist), Solver(wordlist)


def _group_result(group_setup, rule="classic", entries=None):
    from core.play.group import score_group
    setup, solver = group_setup
    entries = entries or {"Ann": ["spat", "lines", "tea", "zebra", "ta"], "Bob": ["spat", "seat", "seat"],
                          "Cy": ["tea", "sent", "c4t"]}
    return score_group("serspatglinesers", setup, solver, entries, rule=rule)


def test_group_round_is_stored_listed_and_revisited(tmp_path, group_setup):
    from core.play.group import Verdict
    classic = _group_result(group_setup)
    friendly = _group_result(group_setup, "friendly", {"Dee": ["pats"], "Eve": ["pats", "line"]})
    with History(tmp_path / "h.db") as h:
        first = h.save_group_round(classic, started_at=100.0, source="table")
        second = h.save_group_round(friendly, round_id="net-1", started_at=200.0, source="network", host="Dee")
        assert second == "net-1" and first != second
        listed = h.group_rounds()
        assert [r.round_id for r in listed] == ["net-1", first]          # most recent first
        net, table = listed
        assert (net.source, net.host, net.rule, net.started_at) == ("network", "Dee", "friendly", 200.0)
        assert net.players == (("Dee", 1), ("Eve", 2)) and net.winners == ("Eve",)
        assert table.players == (("Ann", 2), ("Bob", 1), ("Cy", 1)) and table.winners == ("Ann",)
        assert table.setup == classic.setup and table.board == classic.board and table.max_score == classic.max_score
        assert table.describe() == "table game, classic rule: Ann 2, Bob 1, Cy 1"
        assert h.get_group_round("net-1") == net and h.get_group_round("nope") is None
    with History(tmp_path / "h.db") as h:       # reopened: the whole results come back
        again = h.load_group_round(first)
        assert again == classic
        ann = again.player("Ann")
        assert [(w.word, w.verdict) for w in ann.words][:3] == [
            ("spat", Verdict.SHARED), ("lines", Verdict.OK), ("tea", Verdict.SHARED)]
        assert again.all_words == classic.all_words and len(again.all_words) > 5
        assert h.load_group_round("net-1") == friendly
        with pytest.raises(KeyError):
            h.load_group_round("nope")


def test_saving_a_group_round_again_replaces_it(tmp_path, group_setup):
    with History(tmp_path / "h.db") as h:
        rid = h.save_group_round(_group_result(group_setup), started_at=1.0)
        corrected = _group_result(group_setup, entries={"Ann": ["spat"], "Bob": ["tea"]})
        assert h.save_group_round(corrected, round_id=rid, started_at=1.0) == rid
        assert h.load_group_round(rid) == corrected
        assert [r.players for r in h.group_rounds()] == [(("Ann", 1), ("Bob", 1))]
        assert h._conn.execute("SELECT COUNT(*) FROM group_words").fetchone()[0] == 2
        h.delete_group_round(rid)
        assert h.group_rounds() == []
        assert h._conn.execute("SELECT COUNT(*) FROM group_words").fetchone()[0] == 0


def test_group_round_source_is_checked(tmp_path, group_setup):
    with History(tmp_path / "h.db") as h:
        with pytest.raises(ValueError, match="source 'pub'"):
            h.save_group_round(_group_result(group_setup), source="pub")
        with pytest.raises(TypeError):
            h.save_group_round({"board": "x"})
        assert h.group_rounds() == []


@pytest.mark.parametrize("tamper, message", [
    ("UPDATE group_words SET verdict='great' WHERE seq=0", "unknown verdict"),
    ("UPDATE group_players SET score=score+5 WHERE seq=0", "not the sum"),
    ("UPDATE group_rounds SET all_words='[not json'", "cannot be read"),
    ("UPDATE group_rounds SET rules='house'", "unknown rules"),
])
def test_an_altered_group_round_is_reported_not_trusted(tmp_path, group_setup, tamper, message):
    db = tmp_path / "h.db"
    with History(db) as h:
        rid = h.save_group_round(_group_result(group_setup))
    conn = sqlite3.connect(db)
    conn.execute(tamper)
    conn.commit()
    conn.close()
    with History(db) as h:
        with pytest.raises(HistoryError, match=message):
            h.load_group_round(rid)


def test_rounds_store_their_language(tmp_path):
    db = tmp_path / "h.db"
    with History(db) as h:
        _save(h, "r1")
        assert h.get_round("r1").language == "en" and h.rounds()[0].language == "en"
    conn = sqlite3.connect(db)
    assert conn.execute("SELECT language FROM rounds").fetchone() == ("en",)
    conn.execute("UPDATE rounds SET language='xx'")
    conn.commit()
    conn.close()
    with History(db) as h:
        assert h.get_round("r1").language == "xx"


def test_a_setups_language_goes_into_the_round_and_comes_back(tmp_path, group_setup):
    german = Setup(4, 4, "de-list", "/lists/de.txt", SHA_B, "standard", 3, "de")
    with History(tmp_path / "h.db") as h:
        _save(h, "r1", setup=german)
        assert h.get_round("r1").language == "de" and h.get_round("r1").setup == german
        assert h.rounds()[0].setup.language == "de"
        _save(h, "r2")
        assert h.get_round("r2").setup.language == "en"


def _schema_3_db(path, extra_sql=""):
    conn = sqlite3.connect(path)
    conn.executescript(_SCHEMA_3 + extra_sql)
    for rid, status, score in (("done", "finished", 12), ("live", "playing", 5)):
        conn.execute("INSERT INTO rounds (round_id, started_at, updated_at, board, dice_set, wordlist, "
                     "timer_seconds, min_length, rules, elapsed, score, words_found, status, wordlist_path, "
                     "wordlist_sha256, timer_mode) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
                     (rid, 1.0, 1.0, "serspatglinesers", "new", "scowl70", 180.0, 3, "standard", 20.0, score, 1,
                      status, "/lists/scowl70.txt", SHA_A, "per-word:180+5"))
        conn.execute("INSERT INTO round_words VALUES (?,?,?,?)", (rid, "spat", score, 4.0))
        conn.execute("INSERT INTO round_guesses VALUES (?,?,?,?,?)", (rid, 0, "zz", "too short", 2.0))
    conn.commit()
    conn.close()


@pytest.mark.parametrize("make", [_schema_1_db, _schema_2_db, _schema_3_db], ids=["1", "2", "3"])
def test_older_schemas_migrate_to_4_with_languages_and_group_rounds(tmp_path, group_setup, make):
    db = tmp_path / "h.db"
    make(db)
    conn = sqlite3.connect(db)
    before = conn.execute("SELECT round_id, score, status FROM rounds ORDER BY round_id").fetchall()
    conn.close()
    with History(db) as h:
        assert h._conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 4
        assert sorted((r.round_id, r.score, r.status) for r in h.rounds()) == before
        assert {r.language for r in h.rounds()} == {"en"}
        assert h.group_rounds() == []
        rid = h.save_group_round(_group_result(group_setup))
        assert h.load_group_round(rid) == _group_result(group_setup)


def test_schema_3_keeps_its_timer_modes_and_guesses(tmp_path):
    db = tmp_path / "h.db"
    _schema_3_db(db)
    with History(db) as h:
        done = h.get_round("done")
        assert done.timer_mode == "per-word:180+5" and done.guesses == (("zz", "too short", 2.0),)
        assert done.words == (("spat", 12, 4.0),) and done.language == "en"
        assert [r.round_id for r in h.unfinished_rounds()] == ["live"]


def test_schema_3_migration_is_one_transaction(tmp_path):
    """The migration fails half way (a group table exists already): the file stays schema 3, as it was."""
    db = tmp_path / "h.db"
    _schema_3_db(db, "CREATE TABLE group_players (x);")
    before = db.read_bytes()
    with pytest.raises(HistoryError, match="already exists"):
        History(db)
    assert db.read_bytes() == before
    conn = sqlite3.connect(db)
    assert "language" not in [r[1] for r in conn.execute("PRAGMA table_info(rounds)")]
    assert conn.execute("PRAGMA user_version").fetchone()[0] == 3
    conn.close()


def test_locked_schema_3_database_is_left_as_it_was(tmp_path):
    db = tmp_path / "h.db"
    _schema_3_db(db)
    _assert_locked_open_leaves_file_as_it_was(db)
    with History(db) as h:
        assert len(h.rounds()) == 2


def test_a_newer_schema_with_group_rounds_is_left_untouched(tmp_path, group_setup):
    db = tmp_path / "h.db"
    with History(db) as h:
        h.save_group_round(_group_result(group_setup))
    conn = sqlite3.connect(db)
    conn.execute("PRAGMA user_version = 5")
    conn.commit()
    conn.close()
    before = db.read_bytes()
    with pytest.raises(HistoryError, match="newer version"):
        History(db)
    assert db.read_bytes() == before


def test_a_group_round_keeps_its_language(tmp_path):
    from core.engine import Solver, load_wordlist
    from core.play.group import score_group
    path = tmp_path / "de.txt"
    path.write_text("bär\nabc\n", encoding="utf-8")
    wordlist = load_wordlist(path, language="de")
    result = score_group("bärenabcdefghijü", Setup.of(wordlist), Solver(wordlist), {"Jörg": ["Bär", "abc"]})
    with History(tmp_path / "h.db") as h:
        rid = h.save_group_round(result, source="network", host="Jörg")
        assert h.load_group_round(rid) == result
        assert h.group_rounds()[0].setup.language == "de"


# -- a commit that fails on a lock held by another process ----------------------------------------
def test_a_failed_commit_is_rolled_back_and_the_retry_stores_the_round_whole(tmp_path):
    """A COMMIT that failed with 'database is locked' once left the connection inside the open
    transaction: every later save reported success without committing anything, everything was lost
    at exit, and other programs saw the database locked."""
    db = tmp_path / "h.db"
    h = History(db, timeout=0.2)
    _save(h)                                                     # the round as it started: 1 word, playing
    finished = [("spat", 1, 3.0), ("lines", 2, 5.0), ("least", 2, 9.0)]
    reader = hold_read_lock(db, 3.0)
    try:
        with pytest.raises(HistoryError, match="locked") as exc:
            _save(h, words=finished, status="finished")
        assert exc.value.locked
    finally:
        assert reader.wait(timeout=30) == 0
    other = sqlite3.connect(db, timeout=0, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")                             # nothing of ours holds the database
    other.execute("ROLLBACK")
    other.close()
    _save(h, words=finished, status="finished")                  # the caller's retry
    with History(db) as fresh:                                   # what another connection (and the next start) sees
        rec = fresh.get_round("r1")
        assert rec.status == "finished" and [w for w, _p, _t in rec.words] == ["spat", "lines", "least"]
    h.close()
