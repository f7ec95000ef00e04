"""Round history and high scores in SQLite.

Every write is one transaction that leaves a consistent database, and the game
writes as it goes (the round when it starts, each word when it is found), so a
round in progress survives a crash or ``kill -9``. The schema version lives in
``PRAGMA user_version``. A damaged database, or one written by a newer version,
raises :class:`HistoryError` with a clear message and is never written to.

Every round stores its :class:`~core.engine.setup.Setup` (word list name, path and
SHA-256, rules, minimum length), and high scores are kept per :class:`GameKind`:
dice set, timer, word list and minimum length. Schema 1 databases (which recorded
only the list's name) are migrated to schema 2 in one transaction when opened.

The caller passes the database path (the GUI uses its user data folder).
"""
from __future__ import annotations

import sqlite3
import time
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from ..engine.board import size_for_cells
from ..engine.dice import DICE_SETS
from ..engine.setup import Setup

__all__ = ["GameKind", "History", "HistoryError", "RoundRecord", "SCHEMA_VERSION"]

SCHEMA_VERSION = 2

_SCHEMA = """
CREATE TABLE IF NOT EXISTS rounds (
    round_id      TEXT PRIMARY KEY,
    started_at    REAL NOT NULL,          -- Unix time
    updated_at    REAL NOT NULL,
    board         TEXT NOT NULL,
    dice_set      TEXT NOT NULL,
    wordlist      TEXT NOT NULL,          -- the list's name
    timer_seconds REAL,                   -- NULL: untimed
    min_length    INTEGER NOT NULL,
    rules         TEXT NOT NULL,
    elapsed       REAL NOT NULL DEFAULT 0,
    score         INTEGER NOT NULL DEFAULT 0,
    words_found   INTEGER NOT NULL DEFAULT 0,
    max_score     INTEGER,                -- NULL until the solver has finished
    max_words     INTEGER,
    status        TEXT NOT NULL CHECK (status IN ('playing', 'finished', 'abandoned')),
    wordlist_path   TEXT,                 -- NULL for rounds stored by schema 1
    wordlist_sha256 TEXT                  -- the list's identity; NULL for rounds stored by schema 1
);
CREATE TABLE IF NOT EXISTS round_words (
    round_id   TEXT NOT NULL REFERENCES rounds(round_id) ON DELETE CASCADE,
    word       TEXT NOT NULL,
    points     INTEGER NOT NULL,
    at_seconds REAL NOT NULL,
    PRIMARY KEY (round_id, word)
);
CREATE INDEX IF NOT EXISTS rounds_by_game ON rounds(dice_set, timer_seconds, wordlist_sha256, min_length, score DESC);
"""

#: Schema 1 -> 2: the word list's path and hash; old rounds keep the name they recorded.
_MIGRATE_1_TO_2 = """
ALTER TABLE rounds ADD COLUMN wordlist_path TEXT;
ALTER TABLE rounds ADD COLUMN wordlist_sha256 TEXT;
DROP INDEX IF EXISTS rounds_by_game;
CREATE INDEX rounds_by_game ON rounds(dice_set, timer_seconds, wordlist_sha256, min_length, score DESC);
"""


class HistoryError(Exception):
    """The history database cannot be used; the message says why and what to do.

    ``locked`` is True when another program holds the database: trying again later may work.
    """

    def __init__(self, message: str, *, locked: bool = False):
        super().__init__(message)
        self.locked = locked


@dataclass(frozen=True)
class GameKind:
    """What a high-score table is for: rounds are compared only within one kind.

    ``wordlist_sha256`` is the list's identity; rounds stored before it was
    recorded (None) are told apart by ``wordlist``, the list's name.
    """

    dice_set: str
    timer_seconds: float | None
    wordlist: str
    wordlist_sha256: str | None
    min_length: int

    @classmethod
    def of(cls, dice_set: str, timer_seconds: float | None, setup: Setup) -> GameKind:
        """The kind of a round of ``dice_set`` and ``timer_seconds`` scored with ``setup``."""
        return cls(dice_set, None if timer_seconds is None else float(timer_seconds), setup.wordlist_name,
                   setup.wordlist_sha256, int(setup.min_length))

    def describe(self) -> str:
        """E.g. ``4x4 New, 3:00, ENABLE2K, 3+ letters``."""
        dice = DICE_SETS[self.dice_set].name if self.dice_set in DICE_SETS else self.dice_set
        if self.timer_seconds is None:
            timer = "untimed"
        else:
            seconds = int(round(self.timer_seconds))
            timer = f"{seconds // 60}:{seconds % 60:02d}"
        version = "" if self.wordlist_sha256 else " (list version not recorded)"
        return f"{dice}, {timer}, {self.wordlist.upper()}{version}, {self.min_length}+ letters"


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
    wordlist_path: str | None = None
    wordlist_sha256: str | None = None
    words: tuple[tuple[str, int, float], ...] = ()

    @property
    def time_left(self) -> float | None:
        return None if self.timer_seconds is None else max(0.0, self.timer_seconds - self.elapsed)

    @property
    def setup(self) -> Setup:
        """How the round was scored.

        Raises
        ------
        ValueError
            If the stored rules or board are not ones this version knows.
        """
        geom = size_for_cells(len(self.board))
        if geom is None:
            raise ValueError(f"stored board {self.board!r} has no supported size")
        return Setup(geom.width, geom.height, self.wordlist, self.wordlist_path, self.wordlist_sha256,
                     self.rules.split("-min")[0], self.min_length)

    @property
    def kind(self) -> GameKind:
        """The high-score table this round belongs to."""
        return GameKind(self.dice_set, self.timer_seconds, self.wordlist, self.wordlist_sha256, self.min_length)


_COLUMNS = ("round_id, started_at, board, dice_set, wordlist, timer_seconds, min_length, rules, elapsed, "
            "score, words_found, max_score, max_words, status, wordlist_path, wordlist_sha256")


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
                _run_script(conn, _SCHEMA + f"PRAGMA user_version = {SCHEMA_VERSION};")
            elif version == 1:
                # One transaction: a failure (a lock, a full disk) leaves the schema 1 file as it was.
                _run_script(conn, _MIGRATE_1_TO_2 + "PRAGMA user_version = 2;")
        except HistoryError:
            conn.close()
            raise
        except sqlite3.DatabaseError as exc:
            conn.close()
            raise _error(exc, self.path) from None
        return conn

    def close(self) -> None:
        self._conn.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    # -- writing ------------------------------------------------------------
    def save_round(self, *, round_id: str, started_at: float, board: str, dice_set: str, setup: Setup,
                   timer_seconds: float | None, elapsed: float, words: Iterable[tuple[str, int, float]],
                   status: str = "playing", max_score: int | None = None, max_words: int | None = None) -> None:
        """Insert or update a round and all its words in one transaction (idempotent).

        ``setup`` records the word list (name, path, SHA-256), rules and minimum
        length the round is scored with. The game calls this when a round starts,
        after every word and at the end, so a write that failed (a locked
        database) is repaired by the next one.
        """
        words = list(words)
        score = sum(int(p) for _, p, _ in words)
        now = time.time()
        self._write(lambda c: (
            c.execute(
                f"INSERT INTO rounds ({_COLUMNS}, updated_at) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?) "
                "ON CONFLICT(round_id) DO UPDATE SET elapsed=excluded.elapsed, score=excluded.score, "
                "words_found=excluded.words_found, max_score=COALESCE(excluded.max_score, rounds.max_score), "
                "max_words=COALESCE(excluded.max_words, rounds.max_words), status=excluded.status, "
                "updated_at=excluded.updated_at",
                (round_id, started_at, board, dice_set, setup.wordlist_name, timer_seconds, int(setup.min_length),
                 setup.rules_value.name, float(elapsed), score, len(words), max_score, max_words, status,
                 setup.wordlist_path, setup.wordlist_sha256, now)),
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
            raise _error(exc, self.path) from None

    # -- reading ------------------------------------------------------------
    def _rows(self, sql: str, args=()) -> list[tuple]:
        try:
            return self._conn.execute(sql, args).fetchall()
        except sqlite3.DatabaseError as exc:
            raise _error(exc, self.path) from None

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

    def high_scores(self, kind: GameKind, limit: int = 10) -> list[RoundRecord]:
        """Best finished rounds of one kind (dice set, timer, word list and minimum length)."""
        timer_clause = "timer_seconds IS NULL" if kind.timer_seconds is None else "timer_seconds = ?"
        timer_args = () if kind.timer_seconds is None else (float(kind.timer_seconds),)
        if kind.wordlist_sha256 is None:
            list_clause, list_args = "wordlist_sha256 IS NULL AND wordlist = ?", (kind.wordlist,)
        else:
            list_clause, list_args = "wordlist_sha256 = ?", (kind.wordlist_sha256,)
        rows = self._rows(f"SELECT {_COLUMNS} FROM rounds WHERE status='finished' AND dice_set=? AND {timer_clause} "
                          f"AND min_length=? AND {list_clause} ORDER BY score DESC, started_at ASC LIMIT ?",
                          (kind.dice_set, *timer_args, int(kind.min_length), *list_args, limit))
        return [RoundRecord(*r) for r in rows]

    def game_kinds(self) -> list[GameKind]:
        """The kinds of game that have finished rounds (the latest name of each list is shown)."""
        rows = self._rows(
            "SELECT dice_set, timer_seconds, wordlist, wordlist_sha256, min_length, MAX(started_at) FROM rounds "
            "WHERE status='finished' GROUP BY dice_set, timer_seconds, COALESCE(wordlist_sha256, 'name:' || wordlist), "
            "min_length ORDER BY dice_set, timer_seconds, wordlist, min_length")
        return [GameKind(d, t, w, sha, m) for d, t, w, sha, m, _ in rows]


def _run_script(conn: sqlite3.Connection, script: str) -> None:
    """``script`` in one ``BEGIN IMMEDIATE`` transaction, rolled back on any error."""
    try:
        conn.executescript("BEGIN IMMEDIATE;" + script + "COMMIT;")
    except sqlite3.Error:
        if conn.in_transaction:
            conn.execute("ROLLBACK")
        raise


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


def _error(exc: sqlite3.DatabaseError, path: Path) -> HistoryError:
    text = str(exc)
    if "locked" in text or "busy" in text:
        return HistoryError(f"the history database {path} is locked by another program; your round is kept in "
                            "memory and will be saved when the database is free", locked=True)
    if "not a database" in text or "malformed" in text or "corrupt" in text:
        return HistoryError(f"the history database {path} is damaged ({text}); it was left untouched. "
                            "Move the file away to start a new history.")
    if "readonly" in text or "read-only" in text:
        return HistoryError(f"the history database {path} is read-only; rounds cannot be saved")
    return HistoryError(f"history database {path}: {text}")
