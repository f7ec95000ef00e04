"""Round history and high scores in SQLite.

Every write is one transaction that leaves a consistent database, and the game
writes as it goes (the round when it starts, each word when it is found), so a
round in progress survives a crash or ``kill -9``. The schema version lives in
``PRAGMA user_version``. A damaged database, or one written by a newer version,
raises :class:`HistoryError` with a clear message and is never written to.

Every round stores its :class:`~core.engine.setup.Setup` (word list name, path and
SHA-256, rules, minimum length), its timer mode, the words found with the second
each was found at, and the guesses that were rejected with their verdicts. High
scores, and the player's own rating (:class:`PlayerRating`), are kept per
:class:`GameKind`: dice set, timer mode, word list and minimum length. Older
databases are migrated in one transaction when opened (schema 1 recorded only the
list's name; schema 2 had no timer modes and no rejected guesses; schema 3 had no
languages and no group rounds).

Group rounds (a network round, or a physical game scored with the table scorer) are
stored from their :class:`~core.play.group.GroupResult` with every player's words,
verdicts and points (:meth:`History.save_group_round`), listed with
:meth:`History.group_rounds` and read back whole with :meth:`History.load_group_round`.

While a round runs the game also stores its elapsed time every few seconds
(:meth:`History.set_elapsed`, one UPDATE), so a round killed before any word is
found comes back with the time it had. :func:`write_rounds_csv` and
:func:`write_round_words_csv` export rounds and a round's words.

The caller passes the database path (the GUI uses its user data folder).
"""
from __future__ import annotations

import csv
import datetime as dt
import json
import sqlite3
import time
import uuid
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TextIO

from ..engine.board import size_for_cells
from ..engine.dice import DICE_SETS
from ..engine.errors import CodedError, MessageCode
from ..engine.setup import Setup
from .game import Guess, TimerMode
from .group import FORMAT_VERSION, GroupResult
from .verdicts import Verdict

__all__ = [
    "GameKind", "History", "HistoryError", "HistoryProblem", "PlayerRating", "RoundRecord", "SCHEMA_VERSION",
    "MIN_RATED_ROUNDS", "GroupRoundRecord", "GROUP_SOURCES",
    "timer_mode_key", "describe_timer_mode", "write_rounds_csv", "write_round_words_csv", "GUESS_TEXT",
    "stored_guesses",
]

SCHEMA_VERSION = 4

#: A rejected guess's verdict as the ``round_guesses`` table stores it (the game's words since schema 3).
GUESS_TEXT = {Verdict.REPEATED: "already found", Verdict.NOT_ON_BOARD: "not on the board",
              Verdict.NOT_IN_LIST: "not in the word list", Verdict.TOO_SHORT: "too short"}
_GUESS_VERDICT = {text: verdict for verdict, text in GUESS_TEXT.items()}


def _guess_text(verdict: Verdict | str) -> str:
    return GUESS_TEXT.get(verdict, verdict.label) if isinstance(verdict, Verdict) else str(verdict)


def stored_guesses(guesses) -> list[Guess]:
    """A stored round's guesses (:attr:`RoundRecord.guesses`) as the game's :class:`~core.play.game.Guess`
    values; a verdict the game does not give (written by hand) is kept as not on the board."""
    return [Guess(word, _GUESS_VERDICT.get(text, Verdict.NOT_ON_BOARD), float(at)) for word, text, at in guesses]


#: Where a group round was played: over the local network, or at a table and typed into the table scorer.
GROUP_SOURCES = ("network", "table")

#: Past finished rounds of the same kind needed before a player rating is given.
MIN_RATED_ROUNDS = 5

#: Group rounds (schema 4): one row per round, per player and per word each player entered.
_GROUP_TABLES = """
CREATE TABLE group_rounds (
    round_id        TEXT PRIMARY KEY,
    started_at      REAL NOT NULL,        -- Unix time
    board           TEXT NOT NULL,
    width           INTEGER NOT NULL,
    height          INTEGER NOT NULL,
    wordlist        TEXT NOT NULL,        -- the setup's list: name, path and SHA-256
    wordlist_path   TEXT,
    wordlist_sha256 TEXT,
    rules           TEXT NOT NULL,        -- a core.engine.rules.RULES name
    min_length      INTEGER NOT NULL,
    language        TEXT NOT NULL DEFAULT 'en',
    rule            TEXT NOT NULL CHECK (rule IN ('classic', 'friendly')),
    source          TEXT NOT NULL CHECK (source IN ('network', 'table')),
    host            TEXT NOT NULL DEFAULT '',   -- the host's name (network rounds)
    max_score       INTEGER NOT NULL,
    all_words       TEXT NOT NULL         -- JSON list: every word of the board (the reveal)
);
CREATE TABLE group_players (
    round_id  TEXT NOT NULL REFERENCES group_rounds(round_id) ON DELETE CASCADE,
    seq       INTEGER NOT NULL,           -- the player's place in the results
    name      TEXT NOT NULL,
    score     INTEGER NOT NULL,
    PRIMARY KEY (round_id, seq),
    UNIQUE (round_id, name)
);
CREATE TABLE group_words (
    round_id   TEXT NOT NULL REFERENCES group_rounds(round_id) ON DELETE CASCADE,
    player_seq INTEGER NOT NULL,
    seq        INTEGER NOT NULL,          -- the word's place in the player's list, as entered
    word       TEXT NOT NULL,
    verdict    TEXT NOT NULL,             -- a core.play.group.Verdict value, e.g. 'shared'
    points     INTEGER NOT NULL,
    PRIMARY KEY (round_id, player_seq, seq)
);
CREATE INDEX group_rounds_by_date ON group_rounds(started_at DESC);
"""

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
    wordlist_sha256 TEXT,                 -- the list's identity; NULL for rounds stored by schema 1
    timer_mode      TEXT,                 -- e.g. 'fixed:180', 'untimed' (schema 3; derived for older rounds)
    language        TEXT NOT NULL DEFAULT 'en'   -- the setup's language code (schema 4; 'en' for older rounds)
);
CREATE TABLE IF NOT EXISTS round_words (
    round_id   TEXT NOT NULL REFERENCES rounds(round_id) ON DELETE CASCADE,
    word       TEXT NOT NULL,
    points     INTEGER NOT NULL,
    at_seconds REAL NOT NULL,
    PRIMARY KEY (round_id, word)
);
CREATE TABLE IF NOT EXISTS round_guesses (
    round_id   TEXT NOT NULL REFERENCES rounds(round_id) ON DELETE CASCADE,
    seq        INTEGER NOT NULL,          -- the guess's place among the round's rejected guesses
    word       TEXT NOT NULL,
    verdict    TEXT NOT NULL,             -- a core.play.game.Verdict value, e.g. 'not on the board'
    at_seconds REAL NOT NULL,
    PRIMARY KEY (round_id, seq)
);
CREATE INDEX IF NOT EXISTS rounds_by_game ON rounds(dice_set, timer_mode, wordlist_sha256, min_length, score DESC);
""" + _GROUP_TABLES.replace("CREATE TABLE", "CREATE TABLE IF NOT EXISTS")

#: Schema 1 -> 2: the word list's path and hash; old rounds keep the name they recorded.
_MIGRATE_1_TO_2 = """
ALTER TABLE rounds ADD COLUMN wordlist_path TEXT;
ALTER TABLE rounds ADD COLUMN wordlist_sha256 TEXT;
DROP INDEX IF EXISTS rounds_by_game;
CREATE INDEX rounds_by_game ON rounds(dice_set, timer_seconds, wordlist_sha256, min_length, score DESC);
"""

#: Schema 2 -> 3: timer modes (older rounds had a fixed length or none) and rejected guesses.
_MIGRATE_2_TO_3 = """
ALTER TABLE rounds ADD COLUMN timer_mode TEXT;
-- The keys of TimerMode.fixed(timer_seconds): 'fixed:180', 'fixed:89.5', 'untimed'.
UPDATE rounds SET timer_mode = CASE WHEN timer_seconds IS NULL THEN 'untimed'
                                    WHEN timer_seconds = CAST(timer_seconds AS INTEGER)
                                         THEN 'fixed:' || CAST(timer_seconds AS INTEGER)
                                    ELSE 'fixed:' || timer_seconds END;
CREATE TABLE round_guesses (
    round_id   TEXT NOT NULL REFERENCES rounds(round_id) ON DELETE CASCADE,
    seq        INTEGER NOT NULL,
    word       TEXT NOT NULL,
    verdict    TEXT NOT NULL,
    at_seconds REAL NOT NULL,
    PRIMARY KEY (round_id, seq)
);
DROP INDEX IF EXISTS rounds_by_game;
CREATE INDEX rounds_by_game ON rounds(dice_set, timer_mode, wordlist_sha256, min_length, score DESC);
"""

#: Schema 3 -> 4: each round's language (older rounds were English) and group rounds.
_MIGRATE_3_TO_4 = """
ALTER TABLE rounds ADD COLUMN language TEXT NOT NULL DEFAULT 'en';
""" + _GROUP_TABLES

#: The steps from each older schema to :data:`SCHEMA_VERSION`, run as one transaction.
_MIGRATIONS = {
    1: _MIGRATE_1_TO_2 + _MIGRATE_2_TO_3 + _MIGRATE_3_TO_4,
    2: _MIGRATE_2_TO_3 + _MIGRATE_3_TO_4,
    3: _MIGRATE_3_TO_4,
}


def timer_mode_key(timer_seconds: float | None) -> str:
    """The timer mode key of a fixed-length round (``fixed:180``), or ``untimed`` for None."""
    return TimerMode.fixed(timer_seconds).key


def describe_timer_mode(key: str) -> str:
    """A timer mode key for people (``fixed:180`` -> ``3:00``); a key this version cannot read is shown as is."""
    try:
        return TimerMode.parse(key).label
    except ValueError:
        return key


class HistoryProblem(MessageCode):
    """Why the history database cannot be used (:class:`HistoryError`). ``path`` is the database
    file; ``reason`` is SQLite's or the system's own words."""

    NO_FOLDER = "history.no_folder", "cannot create the folder for the history database {path}: {reason}"
    CANNOT_OPEN = "history.cannot_open", "cannot open the history database {path}: {reason}"
    #: ``version``: the file's schema; ``supported``: the newest this version reads.
    NEWER = ("history.newer", "the history database {path} was written by a newer version of the game (schema "
             "{version}, this version reads up to {supported}); it was left untouched. Update the game, or move the "
             "file away to start a new history.")
    DAMAGED = ("history.damaged", "the history database {path} is damaged ({reason}); it was left untouched. Move "
               "the file away to start a new history.")
    #: ``tables``: the tables the file holds, comma-separated.
    OTHER_DATABASE = ("history.other_database",
                      "{path} is a database of something else (tables: {tables}); it was left untouched.")
    #: ``reason``: what is wrong with the stored round (an error).
    GROUP_ROUND_UNREADABLE = ("history.group_round_unreadable",
                              "group round {round_id} in {path} cannot be read: {reason}")
    LOCKED = ("history.locked", "the history database {path} is locked by another program; your round is kept in "
              "memory and will be saved when the database is free")
    READ_ONLY = "history.read_only", "the history database {path} is read-only; rounds cannot be saved"
    DATABASE = "history.database", "history database {path}: {reason}"


class HistoryError(CodedError):
    """The history database cannot be used; :attr:`code` is a :class:`HistoryProblem`, the message says
    why and what to do.

    ``locked`` is True when another program holds the database: trying again later may work.
    """

    def __init__(self, code: MessageCode | str, /, *, locked: bool = False, **params):
        super().__init__(code, **params)
        self.locked = locked


@dataclass(frozen=True)
class GameKind:
    """What a high-score table (and a player rating) is for: rounds are compared only within one kind.

    ``timer_mode`` is the round's timer mode key (``fixed:180``, ``untimed``, ...).
    ``wordlist_sha256`` is the list's identity; rounds stored before it was
    recorded (None) are told apart by ``wordlist``, the list's name.
    """

    dice_set: str
    timer_mode: str
    wordlist: str
    wordlist_sha256: str | None
    min_length: int

    @classmethod
    def of(cls, dice_set: str, timer_mode: str | float | None, setup: Setup) -> GameKind:
        """The kind of a round of ``dice_set`` scored with ``setup``.

        ``timer_mode`` is a timer mode key, or the seconds of a fixed timer (None: untimed).
        """
        key = timer_mode if isinstance(timer_mode, str) else timer_mode_key(timer_mode)
        return cls(dice_set, key, setup.wordlist_name, setup.wordlist_sha256, int(setup.min_length))

    @property
    def timer_seconds(self) -> float | None:
        """The length of a fixed timer; None for untimed and the other modes."""
        if self.timer_mode.startswith("fixed:"):
            try:
                return float(self.timer_mode[6:])
            except ValueError:
                return None
        return None

    def describe(self) -> str:
        """E.g. ``4x4 New, 3:00, ENABLE2K, 3+ letters``."""
        dice = DICE_SETS[self.dice_set].name if self.dice_set in DICE_SETS else self.dice_set
        version = "" if self.wordlist_sha256 else " (list version not recorded)"
        return (f"{dice}, {describe_timer_mode(self.timer_mode)}, {self.wordlist.upper()}{version}, "
                f"{self.min_length}+ letters")


def _ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


@dataclass(frozen=True)
class PlayerRating:
    """How a score compares with the player's own past finished rounds of one :class:`GameKind`.

    ``past_rounds`` counts those rounds (the rated round excluded); ``higher`` and
    ``lower`` count the ones that scored more and less. With fewer than ``minimum``
    past rounds there is no rating (:attr:`rated` is False) and :meth:`describe` says so.
    """

    score: int
    past_rounds: int
    higher: int
    lower: int
    minimum: int = MIN_RATED_ROUNDS

    @property
    def rated(self) -> bool:
        return self.past_rounds >= self.minimum

    @property
    def rank(self) -> int:
        """1 for the best; a tie with a past round shares its place."""
        return self.higher + 1

    @property
    def share_beaten(self) -> float:
        """The share of past rounds that scored less (0 with no past rounds)."""
        return self.lower / self.past_rounds if self.past_rounds else 0.0

    def describe(self) -> str:
        """E.g. ``Your 3rd best of 13 rounds of this game: better than 75% of the other 12.``"""
        if not self.rated:
            return (f"Your own rating appears after {self.minimum} finished rounds of this game "
                    f"({self.past_rounds} so far).")
        place = "best" if self.rank == 1 else f"{_ordinal(self.rank)} best"
        return (f"Your {place} of {self.past_rounds + 1} rounds of this game: better than "
                f"{100 * self.share_beaten:.0f}% of the other {self.past_rounds}.")


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
    timer_mode: str | None = None
    #: The setup's language code ('en' for rounds stored before languages).
    language: str = "en"
    #: (word, points, seconds into the round), in the order found.
    words: tuple[tuple[str, int, float], ...] = ()
    #: Rejected guesses: (word, verdict as stored (:data:`GUESS_TEXT`), seconds into the round), in the order
    #: guessed (:func:`stored_guesses` reads them as the game's).
    guesses: tuple[tuple[str, str, float], ...] = ()

    @property
    def clock(self) -> TimerMode:
        """The timer mode the round was played with (rounds from before timer modes: fixed or untimed)."""
        try:
            return TimerMode.parse(self.timer_mode or "")
        except ValueError:
            return TimerMode.fixed(self.timer_seconds)

    @property
    def time_left(self) -> float | None:
        """Seconds left on the round's clock, bonuses of its timer mode included; None when untimed."""
        return self.clock.time_left(self.elapsed, [(at, len(word)) for word, _points, at in self.words])

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
                     self.rules.split("-min")[0], self.min_length, self.language)

    @property
    def kind(self) -> GameKind:
        """The high-score table this round belongs to."""
        return GameKind(self.dice_set, self.timer_mode or timer_mode_key(self.timer_seconds), self.wordlist,
                        self.wordlist_sha256, self.min_length)


@dataclass(frozen=True)
class GroupRoundRecord:
    """One stored group round, as listed (:meth:`History.group_rounds`); the words are in
    :meth:`History.load_group_round`.

    ``players`` are (name, score) in the order of the results; ``source`` is one of
    :data:`GROUP_SOURCES`; ``host`` names the host of a network round ('' for a table game).
    """

    round_id: str
    started_at: float
    board: str
    setup: Setup
    rule: str
    source: str
    host: str
    players: tuple[tuple[str, int], ...]
    max_score: int

    @property
    def winners(self) -> tuple[str, ...]:
        """The players with the best score (none when nobody scored)."""
        best = max((score for _name, score in self.players), default=0)
        return tuple(name for name, score in self.players if score == best and best > 0)

    def describe(self) -> str:
        """E.g. ``table game, classic rule: Ann 12, Bob 9``."""
        where = "table game" if self.source == "table" else f"network round hosted by {self.host or 'someone'}"
        scores = ", ".join(f"{name} {score}" for name, score in self.players) or "no players"
        return f"{where}, {self.rule} rule: {scores}"


_GROUP_COLUMNS = ("round_id, started_at, board, width, height, wordlist, wordlist_path, wordlist_sha256, rules, "
                  "min_length, language, rule, source, host, max_score")


def _group_setup(row) -> Setup:
    """The Setup of a ``group_rounds`` row selected by :data:`_GROUP_COLUMNS`."""
    (_rid, _at, _board, width, height, name, path, sha, rules, min_length, language, *_rest) = row
    return Setup(int(width), int(height), name, path, sha, rules, int(min_length), language)


_COLUMNS = ("round_id, started_at, board, dice_set, wordlist, timer_seconds, min_length, rules, elapsed, "
            "score, words_found, max_score, max_words, status, wordlist_path, wordlist_sha256, timer_mode, language")


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
            raise HistoryError(HistoryProblem.NO_FOLDER, path=str(self.path), reason=exc.strerror or str(exc)) from None
        self._conn = self._open()

    # -- opening ------------------------------------------------------------
    def _open(self) -> sqlite3.Connection:
        try:
            conn = sqlite3.connect(self.path, timeout=self._timeout, isolation_level=None)
        except sqlite3.Error as exc:
            raise HistoryError(HistoryProblem.CANNOT_OPEN, path=str(self.path), reason=str(exc)) from None
        try:
            conn.execute("PRAGMA foreign_keys = ON")
            version = conn.execute("PRAGMA user_version").fetchone()[0]
            if version > SCHEMA_VERSION:
                raise HistoryError(HistoryProblem.NEWER, path=str(self.path), version=version, supported=SCHEMA_VERSION)
            check = conn.execute("PRAGMA quick_check").fetchone()[0]
            if check != "ok":
                raise HistoryError(HistoryProblem.DAMAGED, path=str(self.path), reason=str(check))
            if version < SCHEMA_VERSION:
                self._create_or_migrate(conn)
        except HistoryError:
            conn.close()
            raise
        except sqlite3.DatabaseError as exc:
            conn.close()
            raise _error(exc, self.path) from None
        return conn

    def _create_or_migrate(self, conn: sqlite3.Connection) -> None:
        """Create the schema (a new file) or bring it up to :data:`SCHEMA_VERSION`, in one
        ``BEGIN IMMEDIATE`` transaction whose script is chosen by the version read under that
        lock: two programs opening a new file at once create it once, and a failure (a lock, a
        full disk) leaves the old file as it was."""
        with _transaction(conn):
            version = conn.execute("PRAGMA user_version").fetchone()[0]
            if version >= SCHEMA_VERSION:          # another program got there first
                return
            if version == 0:
                tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}
                if tables - {"rounds", "round_words"}:
                    raise HistoryError(HistoryProblem.OTHER_DATABASE, path=str(self.path),
                                       tables=", ".join(sorted(tables)))
            for statement in _statements((_SCHEMA if version == 0 else _MIGRATIONS[version])
                                         + f"PRAGMA user_version = {SCHEMA_VERSION};"):
                conn.execute(statement)

    def close(self) -> None:
        self._conn.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    # -- writing ------------------------------------------------------------
    def save_round(self, *, round_id: str, started_at: float, board: str, dice_set: str, setup: Setup,
                   timer_seconds: float | None, elapsed: float, words: Iterable[tuple[str, int, float]],
                   status: str = "playing", max_score: int | None = None, max_words: int | None = None,
                   timer_mode: str | None = None, guesses: Iterable[Guess | tuple] = ()) -> None:
        """Insert or update a round, its words and its rejected guesses in one transaction (idempotent).

        ``setup`` records the word list (name, path, SHA-256), rules and minimum
        length the round is scored with; ``timer_mode`` its timer mode key (default:
        :func:`timer_mode_key` of ``timer_seconds``). ``words`` are (word, points,
        seconds), ``guesses`` the rejected ones (:class:`~core.play.game.Guess`, or (word,
        verdict as stored in :data:`GUESS_TEXT`, seconds)), each in the order played. The game
        calls this when a round starts, after every guess and at the end, so a write that
        failed (a locked database) is repaired by the next one.
        """
        words = list(words)
        guesses = list(guesses)
        score = sum(int(p) for _, p, _ in words)
        mode = timer_mode or timer_mode_key(timer_seconds)
        now = time.time()
        self._write(lambda c: (
            c.execute(
                f"INSERT INTO rounds ({_COLUMNS}, updated_at) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?) "
                "ON CONFLICT(round_id) DO UPDATE SET elapsed=excluded.elapsed, score=excluded.score, "
                "words_found=excluded.words_found, max_score=COALESCE(excluded.max_score, rounds.max_score), "
                "max_words=COALESCE(excluded.max_words, rounds.max_words), status=excluded.status, "
                "updated_at=excluded.updated_at",
                (round_id, started_at, board, dice_set, setup.wordlist_name, timer_seconds, int(setup.min_length),
                 setup.rules_value.name, float(elapsed), score, len(words), max_score, max_words, status,
                 setup.wordlist_path, setup.wordlist_sha256, mode, setup.language, now)),
            c.executemany("INSERT OR IGNORE INTO round_words (round_id, word, points, at_seconds) VALUES (?,?,?,?)",
                          [(round_id, w, int(p), float(t)) for w, p, t in words]),
            c.executemany("INSERT OR IGNORE INTO round_guesses (round_id, seq, word, verdict, at_seconds) "
                          "VALUES (?,?,?,?,?)",
                          [(round_id, i, w, _guess_text(v), float(t)) for i, (w, v, t) in enumerate(guesses)]),
        ))

    def set_elapsed(self, round_id: str, elapsed: float) -> bool:
        """Store the elapsed time of a round in play (one UPDATE, cheap enough every few seconds).

        Returns False when no round ``round_id`` is in play in the database (its
        first save failed, or it is over): the caller saves the whole round instead.
        """
        updated = []
        self._write(lambda c: updated.append(c.execute(
            "UPDATE rounds SET elapsed=?, updated_at=? WHERE round_id=? AND status='playing'",
            (float(elapsed), time.time(), round_id)).rowcount))
        return bool(updated and updated[0])

    def set_status(self, round_id: str, status: str) -> None:
        self._write(lambda c: c.execute("UPDATE rounds SET status=?, updated_at=? WHERE round_id=?",
                                        (status, time.time(), round_id)))

    def delete_round(self, round_id: str) -> None:
        self._write(lambda c: c.execute("DELETE FROM rounds WHERE round_id=?", (round_id,)))

    # -- group rounds -------------------------------------------------------
    def save_group_round(self, result: GroupResult, *, round_id: str | None = None,
                         started_at: float | None = None, source: str = "table", host: str = "") -> str:
        """Store a group round with every player's words, verdicts and points, in one transaction.

        Saving again under the same ``round_id`` replaces the round (a corrected table game).

        Parameters
        ----------
        result : GroupResult
            The scored round (:func:`core.play.group.score_group`).
        round_id : str, optional
            Default: a new random id.
        started_at : float, optional
            Unix time the round started (default now).
        source : str
            ``network`` or ``table`` (:data:`GROUP_SOURCES`).
        host : str
            The host's name for a network round.

        Returns
        -------
        str
            The round's id.
        """
        if source not in GROUP_SOURCES:
            raise ValueError(f"unknown group round source {source!r}: use one of {', '.join(GROUP_SOURCES)}")
        if not isinstance(result, GroupResult):
            raise TypeError("save_group_round needs a GroupResult")
        round_id = round_id or uuid.uuid4().hex
        started_at = time.time() if started_at is None else float(started_at)
        setup = result.setup

        def write(c):
            c.execute("DELETE FROM group_rounds WHERE round_id=?", (round_id,))
            c.execute(f"INSERT INTO group_rounds ({_GROUP_COLUMNS}, all_words) VALUES ({','.join('?' * 16)})",
                      (round_id, started_at, result.board, setup.width, setup.height, setup.wordlist_name,
                       setup.wordlist_path, setup.wordlist_sha256, setup.rules, int(setup.min_length),
                       setup.language, result.rule, source, str(host), int(result.max_score),
                       json.dumps(list(result.all_words))))
            c.executemany("INSERT INTO group_players (round_id, seq, name, score) VALUES (?,?,?,?)",
                          [(round_id, i, p.name, int(p.score)) for i, p in enumerate(result.players)])
            c.executemany("INSERT INTO group_words (round_id, player_seq, seq, word, verdict, points) "
                          "VALUES (?,?,?,?,?,?)",
                          [(round_id, i, k, w.word, w.verdict.value, int(w.points))
                           for i, p in enumerate(result.players) for k, w in enumerate(p.words)])
        self._write(write)
        return round_id

    def group_rounds(self, limit: int | None = 200) -> list[GroupRoundRecord]:
        """Stored group rounds, most recent first, with each player's score (not their words).

        Raises
        ------
        HistoryError
            If a stored round cannot be read back (its setup is not one this version knows).
        """
        rows = self._rows(f"SELECT {_GROUP_COLUMNS} FROM group_rounds ORDER BY started_at DESC, rowid DESC LIMIT ?",
                          (-1 if limit is None else limit,))
        players: dict[str, list[tuple[str, int]]] = {}
        if rows:
            ids = [r[0] for r in rows]
            marks = ",".join("?" * len(ids))
            for rid, name, score in self._rows(f"SELECT round_id, name, score FROM group_players "
                                               f"WHERE round_id IN ({marks}) ORDER BY round_id, seq", ids):
                players.setdefault(rid, []).append((name, int(score)))
        return [self._group_record(r, players.get(r[0], [])) for r in rows]

    def get_group_round(self, round_id: str) -> GroupRoundRecord | None:
        """The listing of one group round, or None if there is none with that id."""
        rows = self._rows(f"SELECT {_GROUP_COLUMNS} FROM group_rounds WHERE round_id=?", (round_id,))
        if not rows:
            return None
        players = self._rows("SELECT name, score FROM group_players WHERE round_id=? ORDER BY seq", (round_id,))
        return self._group_record(rows[0], [(n, int(s)) for n, s in players])

    def _group_record(self, row, players) -> GroupRoundRecord:
        try:
            setup = _group_setup(row)
        except ValueError as exc:
            raise HistoryError(HistoryProblem.GROUP_ROUND_UNREADABLE, round_id=row[0], path=str(self.path),
                               reason=exc) from None
        rid, at, board, *_setup, rule, source, host, max_score = row
        return GroupRoundRecord(rid, float(at), board, setup, rule, source, host, tuple(players), int(max_score))

    def load_group_round(self, round_id: str) -> GroupResult:
        """The whole :class:`GroupResult` of a stored group round: players, words, verdicts, reveal.

        Raises
        ------
        KeyError
            If there is no group round ``round_id``.
        HistoryError
            If the stored round does not read back as a valid result (it was altered by hand).
        """
        rows = self._rows(f"SELECT {_GROUP_COLUMNS}, all_words FROM group_rounds WHERE round_id=?", (round_id,))
        if not rows:
            raise KeyError(f"no group round {round_id!r} in the history")
        row = rows[0]
        words: dict[int, list[list]] = {}
        for seq, word, verdict, points in self._rows(
                "SELECT player_seq, word, verdict, points FROM group_words WHERE round_id=? ORDER BY player_seq, seq",
                (round_id,)):
            words.setdefault(seq, []).append([word, verdict, points])
        players = []
        for seq, name, score in self._rows("SELECT seq, name, score FROM group_players WHERE round_id=? "
                                           "ORDER BY seq", (round_id,)):
            entered = words.get(seq, [])
            players.append({"name": name, "score": score, "words": entered,
                            "unique": [w for w, v, _p in entered if v == "ok"],
                            "shared": [w for w, v, _p in entered if v == "shared"]})
        try:
            setup = _group_setup(row)
            all_words = json.loads(row[-1])
            return GroupResult.from_dict({"version": FORMAT_VERSION, "board": row[2], "setup": setup.to_dict(),
                                          "rule": row[11], "players": players, "all_words": all_words,
                                          "max_score": row[14]})
        except ValueError as exc:     # json.JSONDecodeError is a ValueError
            raise HistoryError(HistoryProblem.GROUP_ROUND_UNREADABLE, round_id=round_id, path=str(self.path),
                               reason=exc) from None

    def delete_group_round(self, round_id: str) -> None:
        self._write(lambda c: c.execute("DELETE FROM group_rounds WHERE round_id=?", (round_id,)))

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
        words = self._rows("SELECT word, points, at_seconds FROM round_words WHERE round_id=? "
                           "ORDER BY at_seconds, rowid", (round_id,))
        guesses = self._rows("SELECT word, verdict, at_seconds FROM round_guesses WHERE round_id=? ORDER BY seq",
                             (round_id,))
        return replace(RoundRecord(*rows[0]), words=tuple(words), guesses=tuple(guesses))

    def rounds(self, limit: int | None = 200, status: str | None = None) -> list[RoundRecord]:
        """Most recent rounds first (without their words); ``limit`` None: all of them."""
        where, args = ("WHERE status=?", (status,)) if status else ("", ())
        rows = self._rows(f"SELECT {_COLUMNS} FROM rounds {where} ORDER BY started_at DESC LIMIT ?",
                          (*args, -1 if limit is None else limit))
        return [RoundRecord(*r) for r in rows]

    def unfinished_rounds(self) -> list[RoundRecord]:
        """Rounds still marked as playing (the game was closed or killed mid-round), with words."""
        found = (self.get_round(r.round_id) for r in self.rounds(limit=50, status="playing"))
        return [record for record in found if record is not None]   # None: deleted meanwhile

    @staticmethod
    def _kind_clause(kind: GameKind) -> tuple[str, tuple]:
        """SQL selecting the finished rounds of ``kind``, and its arguments."""
        if kind.wordlist_sha256 is None:
            list_clause, list_args = "wordlist_sha256 IS NULL AND wordlist = ?", (kind.wordlist,)
        else:
            list_clause, list_args = "wordlist_sha256 = ?", (kind.wordlist_sha256,)
        return (f"status='finished' AND dice_set=? AND timer_mode=? AND min_length=? AND {list_clause}",
                (kind.dice_set, kind.timer_mode, int(kind.min_length), *list_args))

    def high_scores(self, kind: GameKind, limit: int = 10) -> list[RoundRecord]:
        """Best finished rounds of one kind (dice set, timer mode, word list and minimum length)."""
        where, args = self._kind_clause(kind)
        rows = self._rows(f"SELECT {_COLUMNS} FROM rounds WHERE {where} ORDER BY score DESC, started_at ASC LIMIT ?",
                          (*args, limit))
        return [RoundRecord(*r) for r in rows]

    def player_rating(self, kind: GameKind, score: int, round_id: str | None = None,
                      minimum: int = MIN_RATED_ROUNDS) -> PlayerRating:
        """How ``score`` compares with the finished rounds of ``kind`` (round ``round_id`` left out)."""
        where, args = self._kind_clause(kind)
        rows = self._rows(f"SELECT COUNT(*), COALESCE(SUM(score > ?), 0), COALESCE(SUM(score < ?), 0) FROM rounds "
                          f"WHERE {where} AND round_id IS NOT ?", (int(score), int(score), *args, round_id))
        past, higher, lower = rows[0]
        return PlayerRating(int(score), int(past), int(higher), int(lower), minimum)

    def game_kinds(self) -> list[GameKind]:
        """The kinds of game that have finished rounds (the latest name of each list is shown)."""
        rows = self._rows(
            "SELECT dice_set, timer_mode, wordlist, wordlist_sha256, min_length, MAX(started_at) FROM rounds "
            "WHERE status='finished' GROUP BY dice_set, timer_mode, COALESCE(wordlist_sha256, 'name:' || wordlist), "
            "min_length ORDER BY dice_set, timer_seconds IS NULL, timer_seconds, timer_mode, wordlist, min_length")
        return [GameKind(d, t, w, sha, m) for d, t, w, sha, m, _ in rows]


# -- export --------------------------------------------------------------------
#: Columns of :func:`write_rounds_csv`.
ROUND_CSV_COLUMNS = ("date", "board", "dice", "word_list", "word_list_sha256", "rules", "min_length", "timer",
                     "status", "score", "max_score", "words", "max_words", "seconds_played", "round_id")


def write_rounds_csv(rounds: Iterable[RoundRecord], out: TextIO) -> int:
    """Write ``rounds`` as CSV (header :data:`ROUND_CSV_COLUMNS`) to the text stream ``out``.

    Open a file for it with ``newline=""`` (the csv module's rule). Returns the rounds written.
    """
    writer = csv.writer(out)
    writer.writerow(ROUND_CSV_COLUMNS)
    n = 0
    for r in rounds:
        dice = DICE_SETS[r.dice_set].name if r.dice_set in DICE_SETS else r.dice_set
        writer.writerow([
            dt.datetime.fromtimestamp(r.started_at).isoformat(timespec="seconds"), r.board, dice, r.wordlist,
            r.wordlist_sha256 or "", r.rules, r.min_length, describe_timer_mode(r.kind.timer_mode), r.status,
            r.score, "" if r.max_score is None else r.max_score, r.words_found,
            "" if r.max_words is None else r.max_words, f"{r.elapsed:.1f}", r.round_id])
        n += 1
    return n


def write_round_words_csv(record: RoundRecord, out: TextIO, dialect: str = "excel") -> int:
    """Write a round's guesses as CSV (``word, points, seconds, verdict``), in the order played.

    Found words have the verdict ``found``; rejected guesses their verdict and 0
    points. ``dialect="excel-tab"`` gives tab-separated text (for the clipboard).
    Returns the rows written.
    """
    rows = [(t, w, p, "found") for w, p, t in record.words] + [(t, w, 0, v) for w, v, t in record.guesses]
    rows.sort(key=lambda row: row[0])
    writer = csv.writer(out, dialect=dialect)
    writer.writerow(("word", "points", "seconds", "verdict"))
    for t, w, p, v in rows:
        writer.writerow((w, p, f"{t:.1f}", v))
    return len(rows)


def _statements(script: str) -> Iterator[str]:
    """The statements of an SQL ``script``, one by one (``executescript`` would commit the
    transaction they must run in first)."""
    statement = ""
    for line in script.splitlines(keepends=True):
        statement += line
        if sqlite3.complete_statement(statement):
            yield statement
            statement = ""
    if any(line.strip() and not line.strip().startswith("--") for line in statement.splitlines()):
        raise ValueError(f"an SQL statement without its end: {statement.strip()[:60]!r}")


class _transaction:
    """``BEGIN IMMEDIATE`` ... ``COMMIT`` on an autocommit connection; ``ROLLBACK`` on any error,
    the COMMIT's own included.

    A COMMIT that fails (``database is locked``: another program reads the file) leaves SQLite's
    transaction open. Rolled back at once, the connection holds no lock and the next write starts a
    transaction of its own; left open, every later write would join it and never be committed.
    """

    def __init__(self, conn: sqlite3.Connection):
        self.conn = conn

    def __enter__(self):
        _roll_back(self.conn)   # never join a transaction left open (nothing of ours keeps one)
        self.conn.execute("BEGIN IMMEDIATE")
        return self.conn

    def __exit__(self, exc_type, exc, tb):
        if exc_type is None:
            try:
                self.conn.execute("COMMIT")
            except sqlite3.Error:
                _roll_back(self.conn)
                raise
        else:
            _roll_back(self.conn)
        return False


def _roll_back(conn: sqlite3.Connection) -> None:
    """End an open transaction, if any, without saving it."""
    if conn.in_transaction:
        conn.execute("ROLLBACK")


def _error(exc: sqlite3.DatabaseError, path: Path) -> HistoryError:
    text = str(exc)
    if "locked" in text or "busy" in text:
        return HistoryError(HistoryProblem.LOCKED, path=str(path), locked=True)
    if "not a database" in text or "malformed" in text or "corrupt" in text:
        return HistoryError(HistoryProblem.DAMAGED, path=str(path), reason=text)
    if "readonly" in text or "read-only" in text:
        return HistoryError(HistoryProblem.READ_ONLY, path=str(path))
    return HistoryError(HistoryProblem.DATABASE, path=str(path), reason=text)
