"""Round history and high scores in SQLite.

Every write is one transaction that leaves a consistent database, and the game
writes as it goes (the round when it starts, each word when it is found), so a
round in progress survives a crash or ``kill -9``. The schema version lives in
``PRAGMA user_version``. A damaged database, or one written by a newer version,
raises :class:`HistoryError` with a clear message and is never written to.

The caller passes the database path (the GUI uses its user data folder).
"""
from __future__ import annotations

import sqlite3
import time
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

__all__ = ["History", "HistoryError", "RoundRecord", "SCHEMA_VERSION"]

SCHEMA_VERSION = 1

_SCHEMA = """
CREATE TABLE IF NOT EXISTS rounds (
    round_id      TEXT PRIMARY KEY,
    started_at    REAL NOT NULL,          -- Unix time
    updated_at    REAL NOT NULL,
    board         TEXT NOT NULL,
    dice_set      TEXT NOT NULL,
    wordlist      TEXT NOT NULL,
    timer_seconds REAL,                   -- NULL: untimed
    min_length    INTEGER NOT NULL,
    rules         TEXT NOT NULL,
    elapsed       REAL NOT NULL DEFAULT 0,
    score         INTEGER NOT NULL DEFAULT 0,
    words_found   INTEGER NOT NULL DEFAULT 0,
    max_score     INTEGER,                -- NULL until the solver has finished
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
"""


class HistoryError(Exception):
    """The history database cannot be used; the message says why and what to do."""


@dataclass(frozen=True)
class RoundRecord:
    """One stored round."""

    round_id: str
    started_at: float
    board: str
    dice_set: str
    wordlist: str
    timer_seconds: float | None
    min_length: int
    rules: str
    elapsed: float
    score: int
    words_found: int
    max_score: int | None
    max_words: int | None
    status: str
    words: tuple[tuple[str, int, float], ...] = ()

    @property
    def time_left(self) -> float | None:
        return None if self.timer_seconds is None else max(0.0, self.timer_seconds - self.elapsed)


_COLUMNS = ("round_id, started_at, board, dice_set, wordlist, timer_seconds, min_length, rules, elapsed, "
            "score, words_found, max_score, max_words, status")


class History:
    """The history database at ``path`` (created with its folder if missing).

    Raises
    ------
    HistoryError
        If the file is not a usable database, has a newer schema, or is locked.
    """

    def __init__(self, path: str | Path, *, timeout: float = 2.0):
        self.path = Path(path)
        self._timeout = timeout
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise HistoryError(f"cannot create the folder for the history database {self.path}: "
                               f"{exc.strerror or exc}") from None
        self._conn = self._open()

    # -- opening ------------------------------------------------------------
    def _open(self) -> sqlite3.Connection:
        try:
            conn = sqlite3.connect(self.path, timeout=self._timeout, isolation_level=None)
        except sqlite3.Error as exc:
            raise HistoryError(f"cannot open the history database {self.path}: {exc}") from None
        try:
            conn.execute("PRAGMA foreign_keys = ON")
            version = conn.execute("PRAGMA user_version").fetchone()[0]
            if version > SCHEMA_VERSION:
                raise HistoryError(
                    f"the history database {self.path} was written by a newer version of the game "
                    f"(schema {version}, this version reads up to {SCHEMA_VERSION}); it was left untouched. "
                    "Update the game, or move the file away to start a new history.")
            check = conn.execute("PRAGMA quick_check").fetchone()[0]
            if check != "ok":
                raise HistoryError(f"the history database {self.path} is damaged ({check}); it was left "
                                   "untouched. Move the file away to start a new history.")
            if version == 0:
                tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}
                if tables - {"rounds", "round_words"}:
                    raise HistoryError(f"{self.path} is a database of something else (tables: "
                                       f"{', '.join(sorted(tables))}); it was left untouched.")
                try:
                    conn.executescript("BEGIN IMMEDIATE;" + _SCHEMA + f"PRAGMA user_version = {SCHEMA_VERSION};"
                                       "COMMIT;")
                except sqlite3.Error:
                    if conn.in_transaction:
                        conn.execute("ROLLBACK")
                    raise
        except HistoryError:
            conn.close()
            raise
        except sqlite3.DatabaseError as exc:
            conn.close()
            raise HistoryError(_describe(exc, self.path)) from None
        return conn

    def close(self) -> None:
        self._conn.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    # -- writing ------------------------------------------------------------
    def save_round(self, *, round_id: str, started_at: float, board: str, dice_set: str, wordlist: str,
                   timer_seconds: float | None, min_length: int, rules: str, elapsed: float,
                   words: Iterable[tuple[str, int, float]], status: str = "playing",
                   max_score: int | None = None, max_words: int | None = None) -> None:
        """Insert or update a round and all its words in one transaction (idempotent).

        The game calls this when a round starts, after every word and at the end,
        so a write that failed (a locked database) is repaired by the next one.
        """
        words = list(words)
        score = sum(int(p) for _, p, _ in words)
        now = time.time()
        self._write(lambda c: (
            c.execute(
                f"INSERT INTO rounds ({_COLUMNS}, updated_at) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?) "
                "ON CONFLICT(round_id) DO UPDATE SET elapsed=excluded.elapsed, score=excluded.score, "
                "words_found=excluded.words_found, max_score=COALESCE(excluded.max_score, rounds.max_score), "
                "max_words=COALESCE(excluded.max_words, rounds.max_words), status=excluded.status, "
                "updated_at=excluded.updated_at",
                (round_id, started_at, board, dice_set, wordlist, timer_seconds, int(min_length), rules,
                 float(elapsed), score, len(words), max_score, max_words, status, now)),
            c.executemany("INSERT OR IGNORE INTO round_words (round_id, word, points, at_seconds) VALUES (?,?,?,?)",
                          [(round_id, w, int(p), float(t)) for w, p, t in words]),
        ))

    def set_status(self, round_id: str, status: str) -> None:
        self._write(lambda c: c.execute("UPDATE rounds SET status=?, updated_at=? WHERE round_id=?",
                                        (status, time.time(), round_id)))

    def delete_round(self, round_id: str) -> None:
        self._write(lambda c: c.execute("DELETE FROM rounds WHERE round_id=?", (round_id,)))

    def _write(self, action) -> None:
        try:
            with _transaction(self._conn):
                action(self._conn)
        except sqlite3.DatabaseError as exc:
            raise HistoryError(_describe(exc, self.path)) from None

    # -- reading ------------------------------------------------------------
    def _rows(self, sql: str, args=()) -> list[tuple]:
        try:
            return self._conn.execute(sql, args).fetchall()
        except sqlite3.DatabaseError as exc:
            raise HistoryError(_describe(exc, self.path)) from None

    def get_round(self, round_id: str) -> RoundRecord | None:
        rows = self._rows(f"SELECT {_COLUMNS} FROM rounds WHERE round_id=?", (round_id,))
        if not rows:
            return None
        words = self._rows("SELECT word, points, at_seconds FROM round_words WHERE round_id=? ORDER BY at_seconds",
                           (round_id,))
        return RoundRecord(*rows[0], words=tuple(words))

    def rounds(self, limit: int = 200, status: str | None = None) -> list[RoundRecord]:
        """Most recent rounds first (without their word lists)."""
        where, args = ("WHERE status=?", (status,)) if status else ("", ())
        rows = self._rows(f"SELECT {_COLUMNS} FROM rounds {where} ORDER BY started_at DESC LIMIT ?", (*args, limit))
        return [RoundRecord(*r) for r in rows]

    def unfinished_rounds(self) -> list[RoundRecord]:
        """Rounds still marked as playing (the game was closed or killed mid-round), with words."""
        return [self.get_round(r.round_id) for r in self.rounds(limit=50, status="playing")]

    def high_scores(self, dice_set: str, timer_seconds: float | None, limit: int = 10) -> list[RoundRecord]:
        """Best finished rounds of one dice set and timer."""
        timer_clause = "timer_seconds IS NULL" if timer_seconds is None else "timer_seconds = ?"
        args = (dice_set,) if timer_seconds is None else (dice_set, float(timer_seconds))
        rows = self._rows(f"SELECT {_COLUMNS} FROM rounds WHERE status='finished' AND dice_set=? AND {timer_clause} "
                          "ORDER BY score DESC, started_at ASC LIMIT ?", (*args, limit))
        return [RoundRecord(*r) for r in rows]

    def game_kinds(self) -> list[tuple[str, float | None]]:
        """The (dice set, timer) pairs that have finished rounds."""
        return [(d, t) for d, t in self._rows(
            "SELECT DISTINCT dice_set, timer_seconds FROM rounds WHERE status='finished' ORDER BY dice_set, "
            "timer_seconds")]


class _transaction:
    """``BEGIN IMMEDIATE`` ... ``COMMIT`` (or ``ROLLBACK`` on error) on an autocommit connection."""

    def __init__(self, conn: sqlite3.Connection):
        self.conn = conn

    def __enter__(self):
        if not self.conn.in_transaction:
            self.conn.execute("BEGIN IMMEDIATE")
            self._own = True
        else:
            self._own = False
        return self.conn

    def __exit__(self, exc_type, exc, tb):
        if not self._own:
            return False
        if exc_type is None:
            self.conn.execute("COMMIT")
        elif self.conn.in_transaction:
            self.conn.execute("ROLLBACK")
        return False


def _describe(exc: sqlite3.DatabaseError, path: Path) -> str:
    text = str(exc)
    if "locked" in text or "busy" in text:
        return (f"the history database {path} is locked by another program; your round is kept in memory "
                "and will be saved when the database is free")
    if "not a database" in text or "malformed" in text or "corrupt" in text:
        return (f"the history database {path} is damaged ({text}); it was left untouched. "
                "Move the file away to start a new history.")
    if "readonly" in text or "read-only" in text:
        return f"the history database {path} is read-only; rounds cannot be saved"
    return f"history database {path}: {text}"
