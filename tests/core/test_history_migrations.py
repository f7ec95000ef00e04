"""Older history databases: each schema's rounds migrated whole, in one transaction, never while locked;
damaged or newer files left untouched."""
from __future__ import annotations

import sqlite3

import pytest

from core.engine.setup import Setup
from core.play.history import SCHEMA_VERSION, History, HistoryError
from tests.core.history_support import (
    SHA_A,
    SHA_B,
    assert_locked_open_leaves_file_as_it_was,
    game_kind,
    group_result,
    save_round,
)

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
        legacy = game_kind(name="enable2k", sha=None)
        assert [r.round_id for r in h.high_scores(legacy)] == ["old-enable"]
        assert [r.round_id for r in h.high_scores(game_kind(name="scowl70", sha=None))] == ["old-scowl"]
        assert "list version not recorded" in legacy.describe()
        save_round(h, "new", [("cat", 99, 1.0)], status="finished",
              setup=Setup(4, 4, "enable2k", "/lists/enable2k.txt", SHA_B))
        assert [r.round_id for r in h.high_scores(legacy)] == ["old-enable"]
        assert [r.round_id for r in h.high_scores(game_kind(name="enable2k", sha=SHA_B))] == ["new"]
        assert len(h.game_kinds()) == 3
    with History(db) as h:      # opened again: nothing migrates twice
        assert len(h.rounds()) == 4


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
        assert [r.round_id for r in h.high_scores(game_kind())] == ["fixed"]
        assert [r.round_id for r in h.high_scores(game_kind(timer=None))] == ["untimed"]
        assert [r.round_id for r in h.unfinished_rounds()] == ["live"]
        save_round(h, "live", [("spat", 5, 4.0)], guesses=[("zz", "too short", 6.0)])   # play on, with guesses
        assert h.get_round("live").guesses == (("zz", "too short", 6.0),)
    with History(db) as h:
        assert len(h.rounds()) == 4


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
        rid = h.save_group_round(group_result(group_setup))
        assert h.load_group_round(rid) == group_result(group_setup)


def test_schema_3_keeps_its_timer_modes_and_guesses(tmp_path):
    db = tmp_path / "h.db"
    _schema_3_db(db)
    with History(db) as h:
        done = h.get_round("done")
        assert done.timer_mode == "per-word:180+5" and done.guesses == (("zz", "too short", 2.0),)
        assert done.words == (("spat", 12, 4.0),) and done.language == "en"
        assert [r.round_id for r in h.unfinished_rounds()] == ["live"]


def test_a_newer_schema_with_group_rounds_is_left_untouched(tmp_path, group_setup):
    db = tmp_path / "h.db"
    with History(db) as h:
        h.save_group_round(group_result(group_setup))
    conn = sqlite3.connect(db)
    conn.execute("PRAGMA user_version = 5")
    conn.commit()
    conn.close()
    before = db.read_bytes()
    with pytest.raises(HistoryError, match="newer version"):
        History(db)
    assert db.read_bytes() == before


#: Per older schema: SQL run on it beforehand that makes its migration fail half way, the error
#: that gives, and a column the migration adds (so it must be missing after).
HALF_WAY = [
    (_schema_1_db, 1, "ALTER TABLE rounds ADD COLUMN wordlist_sha256 TEXT;", "duplicate column", "wordlist_path"),
    (_schema_2_db, 2, "CREATE TABLE round_guesses (x);", "already exists", "timer_mode"),
    (_schema_3_db, 3, "CREATE TABLE group_players (x);", "already exists", "language"),
]


@pytest.mark.parametrize("make, version, sql, error, added", HALF_WAY, ids=["1", "2", "3"])
def test_a_migration_is_one_transaction(tmp_path, make, version, sql, error, added):
    """A migration that fails half way leaves the file as it was, at its old schema."""
    db = tmp_path / "h.db"
    make(db, sql)
    before = db.read_bytes()
    with pytest.raises(HistoryError, match=error):
        History(db)
    assert db.read_bytes() == before
    conn = sqlite3.connect(db)
    assert added not in [r[1] for r in conn.execute("PRAGMA table_info(rounds)")]
    assert conn.execute("PRAGMA user_version").fetchone()[0] == version
    conn.close()


@pytest.mark.parametrize("make, rounds", [(_schema_1_db, 3), (_schema_2_db, 4), (_schema_3_db, 2)],
                         ids=["1", "2", "3"])
def test_a_locked_old_database_is_left_as_it_was_and_migrated_once_free(tmp_path, make, rounds):
    db = tmp_path / "h.db"
    make(db)
    assert_locked_open_leaves_file_as_it_was(db)
    with History(db) as h:
        assert len(h.rounds()) == rounds

