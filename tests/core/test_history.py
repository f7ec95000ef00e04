"""History database: write-as-you-go, crash survival, high scores, ratings, export, damaged/newer/locked files.

Older schemas and their migration: test_history_migrations.py; group rounds: test_history_groups.py.
"""
from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
import textwrap
import threading
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
from tests.core.history_support import (
    SCOWL,
    SHA_A,
    SHA_B,
    game_kind,
    hold_read_lock,
    save_round,
)


def test_round_roundtrip_and_idempotent_saves(tmp_path):
    with History(tmp_path / "sub" / "h.db") as h:
        save_round(h)
        save_round(h, words=[("spat", 1, 3.0), ("lines", 2, 8.0)], elapsed=12.0)
        save_round(h, words=[("spat", 1, 3.0), ("lines", 2, 8.0)], elapsed=12.0)  # repeat: no duplicates
        r = h.get_round("r1")
        assert r.score == 3 and r.words_found == 2 and r.elapsed == 12.0 and r.status == "playing"
        assert r.words == (("spat", 1, 3.0), ("lines", 2, 8.0))
        assert r.max_score is None
        save_round(h, words=r.words, status="finished", max_score=2475, max_words=839)
        save_round(h, words=r.words, status="finished")       # a later save without maxima keeps them
        r = h.get_round("r1")
        assert (r.status, r.max_score, r.max_words) == ("finished", 2475, 839)
    with History(tmp_path / "sub" / "h.db") as h:       # reopened: same data, same schema
        assert h.get_round("r1").score == 3
        assert h._conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION


def test_every_round_stores_its_setup(tmp_path):
    big = Setup(5, 5, "enable2k", "/lists/enable2k.txt", SHA_B, "big", 5)
    with History(tmp_path / "h.db") as h:
        save_round(h, "small")
        h.save_round(round_id="big", started_at=1.0, board="a" * 25, dice_set="big", setup=big, timer_seconds=None,
                     elapsed=3.0, words=[("spat", 1, 1.0)])
        assert h.get_round("small").setup == SCOWL
        rec = h.get_round("big")
        assert rec.setup == big and rec.setup.rules_value.min_length == 5 and rec.rules == "big-min5"
        assert rec.setup.describe() == "ENABLE2K, big rules, 5x5, 5+ letters"
        assert [r.setup for r in h.rounds()] == [SCOWL, big]


def test_high_scores_per_dice_set_and_timer(tmp_path):
    with History(tmp_path / "h.db") as h:
        save_round(h, "a", [("x" * 3, 5, 1.0)], status="finished")
        save_round(h, "b", [("y" * 3, 9, 1.0)], status="finished")
        save_round(h, "c", [("z" * 3, 50, 1.0)], status="finished", timer=60.0)
        save_round(h, "d", [("w" * 3, 70, 1.0)], status="finished", dice="big")
        save_round(h, "e", [("v" * 3, 99, 1.0)], status="playing")     # unfinished rounds are no high scores
        save_round(h, "f", [("u" * 3, 7, 1.0)], status="finished", timer=None)
        assert [r.round_id for r in h.high_scores(game_kind())] == ["b", "a"]
        assert [r.round_id for r in h.high_scores(game_kind(timer=60))] == ["c"]
        assert [r.round_id for r in h.high_scores(game_kind(timer=None))] == ["f"]
        assert [r.round_id for r in h.high_scores(game_kind("big"))] == ["d"]
        assert set(h.game_kinds()) == {game_kind(), game_kind(timer=60.0), game_kind("big"), game_kind(timer=None)}
        assert h.get_round("b").kind == game_kind()
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
        save_round(h, "scowl", [("cat", 10, 1.0)], status="finished")
        save_round(h, "enable", [("cat", 20, 1.0)], status="finished", setup=enable)
        save_round(h, "copy", [("cat", 30, 1.0)], status="finished", setup=copied, started_at=2000.0)
        save_round(h, "edited", [("cat", 40, 1.0)], status="finished", setup=edited)
        save_round(h, "four", [("cats", 50, 1.0)], status="finished", setup=four)
        assert [r.round_id for r in h.high_scores(game_kind())] == ["scowl"]
        assert [r.round_id for r in h.high_scores(game_kind(name="enable2k", sha=SHA_B))] == ["copy", "enable"]
        assert [r.round_id for r in h.high_scores(game_kind(sha="c" * 64))] == ["edited"]
        assert [r.round_id for r in h.high_scores(game_kind(min_length=4))] == ["four"]
        kinds = h.game_kinds()
        assert len(kinds) == 4
        # One table per list identity, named after the list's latest name.
        assert game_kind(name="my_enable", sha=SHA_B) in kinds
        assert game_kind(name="my_enable", sha=SHA_B).describe() == "4x4 New (1987), 3:00, MY_ENABLE, 3+ letters"


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


def test_programs_opening_a_new_history_at_once_create_it_once(tmp_path):
    # Two starts of the game (or the game and a History window) may open a file that does not
    # exist yet at the same moment: each must find the schema whole, none may create it twice.
    for attempt in range(15):
        path = tmp_path / f"h{attempt}.db"
        start = threading.Barrier(6)
        errors: list[Exception] = []

        def open_it(path=path, start=start, errors=errors):
            start.wait()
            try:
                History(path).close()
            except Exception as exc:          # noqa: BLE001 - every failure is the finding
                errors.append(exc)

        threads = [threading.Thread(target=open_it) for _ in range(6)]
        for t in threads:
            t.start()
        for t in threads:
            t.join(30)
        assert not errors, errors
        history = History(path)
        assert history.rounds() == []
        history.close()


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
            save_round(h, f"r{i}", [(f"word{i}", 1, 1.0)])
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
        save_round(h)
    h = History(db, timeout=0.1)
    blocker = sqlite3.connect(db, isolation_level=None)
    blocker.execute("BEGIN EXCLUSIVE")
    try:
        with pytest.raises(HistoryError, match="locked"):
            save_round(h, words=[("spat", 1, 3.0), ("lines", 2, 5.0)])
    finally:
        blocker.execute("ROLLBACK")
        blocker.close()
    save_round(h, words=[("spat", 1, 3.0), ("lines", 2, 5.0)])   # the next save repairs the history
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


def test_kind_of_a_round_is_the_kind_it_is_stored_under(tmp_path):
    with History(tmp_path / "h.db") as h:
        save_round(h, "a", [("cat", 4, 1.0)], status="finished", timer=90)
        kind = GameKind.of("new", 90, SCOWL)
        assert h.get_round("a").kind == kind and [r.round_id for r in h.high_scores(kind)] == ["a"]
        assert GameKind.of("new", None, SCOWL).timer_seconds is None


# -- timer modes, rejected guesses, elapsed time, player rating, export -------
def test_timer_modes_are_stored_and_key_the_high_scores(tmp_path):
    with History(tmp_path / "h.db") as h:
        save_round(h, "fixed", [("cat", 5, 1.0)], status="finished")
        save_round(h, "bonus", [("cat", 9, 1.0)], status="finished", timer_mode="per-word:180+5")
        save_round(h, "bonus2", [("cat", 7, 1.0)], status="finished", timer_mode="per-word:180+5")
        save_round(h, "untimed", [("cat", 8, 1.0)], status="finished", timer=None)
        assert h.get_round("fixed").timer_mode == "fixed:180" and h.get_round("untimed").timer_mode == "untimed"
        assert h.get_round("bonus").kind == game_kind(timer="per-word:180+5")
        # The same 180 s start, but a mode that adds time is another game.
        assert [r.round_id for r in h.high_scores(game_kind())] == ["fixed"]
        assert [r.round_id for r in h.high_scores(game_kind(timer="per-word:180+5"))] == ["bonus", "bonus2"]
        assert [r.round_id for r in h.high_scores(game_kind(timer=None))] == ["untimed"]
        assert set(h.game_kinds()) == {game_kind(), game_kind(timer="per-word:180+5"), game_kind(timer=None)}
    assert GameKind.of("new", "untimed", SCOWL) == GameKind.of("new", None, SCOWL) == game_kind(timer=None)
    assert game_kind().timer_seconds == 180.0 and game_kind(timer=None).timer_seconds is None
    assert game_kind(timer="per-word:180+5").timer_seconds is None
    assert (describe_timer_mode("fixed:90"), describe_timer_mode("untimed")) == ("1:30", "untimed")
    assert timer_mode_key(179.5) == "fixed:179.5" and describe_timer_mode("per-word:120+5") == "2:00 +5 s a word"
    assert describe_timer_mode("sundial:3") == "sundial:3"       # a mode of a newer version


def test_rejected_guesses_are_stored_in_order_with_their_verdicts(tmp_path):
    guesses = [("xyzzy", "not on the board", 2.5), ("spat", "already found", 4.0), ("ta", "too short", 4.5)]
    with History(tmp_path / "h.db") as h:
        save_round(h, guesses=guesses[:1])
        save_round(h, words=[("spat", 1, 3.0), ("lines", 2, 6.0)], guesses=guesses)
        save_round(h, words=[("spat", 1, 3.0), ("lines", 2, 6.0)], guesses=guesses)     # again: no duplicates
        r = h.get_round("r1")
        assert r.guesses == tuple(guesses) and r.words == (("spat", 1, 3.0), ("lines", 2, 6.0))
        assert r.score == 3 and r.words_found == 2          # rejected guesses score nothing
        h.delete_round("r1")
        assert h._conn.execute("SELECT COUNT(*) FROM round_guesses").fetchone()[0] == 0


def test_elapsed_time_is_stored_with_one_update(tmp_path):
    with History(tmp_path / "h.db") as h:
        save_round(h, words=[], elapsed=0.0)
        statements = []
        h._conn.set_trace_callback(statements.append)
        assert h.set_elapsed("r1", 6.5)
        h._conn.set_trace_callback(None)
        assert [x.split()[0] for x in statements] == ["BEGIN", "UPDATE", "COMMIT"]
        assert h.get_round("r1").elapsed == 6.5 and h.get_round("r1").words == ()
        assert not h.set_elapsed("missing", 3.0)            # never saved: the caller saves the whole round
        save_round(h, words=[], status="finished", elapsed=7.0)
        assert not h.set_elapsed("r1", 99.0)                # a finished round keeps its time
        assert h.get_round("r1").elapsed == 7.0


def _rate(h, score, rid=None, **kind):
    return h.player_rating(game_kind(**kind), score, rid)


def test_player_rating_compares_with_own_past_rounds_of_the_same_kind(tmp_path):
    with History(tmp_path / "h.db") as h:
        for i, score in enumerate((10, 20, 30, 30)):
            save_round(h, f"p{i}", [("cat", score, 1.0)], status="finished", started_at=100.0 + i)
        rating = _rate(h, 25)
        assert (rating.past_rounds, rating.higher, rating.lower, rating.rated) == (4, 2, 2, False)
        assert rating.describe() == "Your own rating appears after 5 finished rounds of this game (4 so far)."
        save_round(h, "p4", [("cat", 40, 1.0)], status="finished")
        # Rounds of other kinds, unfinished rounds and the rated round itself do not count.
        save_round(h, "other-list", [("cat", 1, 1.0)], status="finished", setup=Setup(4, 4, "x", None, "c" * 64))
        save_round(h, "other-timer", [("cat", 1, 1.0)], status="finished", timer=60.0)
        save_round(h, "other-min", [("cats", 1, 1.0)], status="finished",
              setup=Setup(4, 4, "scowl70", "/lists/scowl70.txt", SHA_A, "standard", 4))
        save_round(h, "live", [("cat", 1, 1.0)])
        save_round(h, "now", [("cat", 25, 1.0)], status="finished")
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
        assert h.player_rating(game_kind(), 25, "now", minimum=7).rated is False


@pytest.mark.parametrize("n, text", [(1, "1st"), (2, "2nd"), (3, "3rd"), (11, "11th"), (12, "12th"), (13, "13th"),
                                     (21, "21st"), (22, "22nd"), (111, "111th")])
def test_player_rating_ordinals(n, text):
    assert PlayerRating(0, 200, n - 1, 0).describe().startswith(f"Your {text} best" if n > 1 else "Your best")


def test_rounds_and_words_export_as_csv(tmp_path):
    import csv
    import io
    with History(tmp_path / "h.db") as h:
        save_round(h, "a", [("spat", 1, 3.0), ("lines", 2, 9.5)], status="finished", max_score=300, max_words=80,
              guesses=[("xq", "not on the board", 5.25)], elapsed=180.0)
        save_round(h, "b", [("cat", 1, 1.0)], timer=None, started_at=2000.0)
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


# -- languages --------------------------------------------------------------------------------
def test_rounds_store_their_language(tmp_path):
    db = tmp_path / "h.db"
    with History(db) as h:
        save_round(h, "r1")
        assert h.get_round("r1").language == "en" and h.rounds()[0].language == "en"
    conn = sqlite3.connect(db)
    assert conn.execute("SELECT language FROM rounds").fetchone() == ("en",)
    conn.execute("UPDATE rounds SET language='xx'")
    conn.commit()
    conn.close()
    with History(db) as h:
        assert h.get_round("r1").language == "xx"


def test_a_setups_language_goes_into_the_round_and_comes_back(tmp_path):
    german = Setup(4, 4, "de-list", "/lists/de.txt", SHA_B, "standard", 3, "de")
    with History(tmp_path / "h.db") as h:
        save_round(h, "r1", setup=german)
        assert h.get_round("r1").language == "de" and h.get_round("r1").setup == german
        assert h.rounds()[0].setup.language == "de"
        save_round(h, "r2")
        assert h.get_round("r2").setup.language == "en"


# -- a commit that fails on a lock held by another process ----------------------------------------
def test_a_failed_commit_is_rolled_back_and_the_retry_stores_the_round_whole(tmp_path):
    """A COMMIT that fails with 'database is locked' leaves SQLite's transaction open: unless it is rolled
    back, every later save would report success without committing anything, everything would be lost at
    exit, and other programs would see the database locked."""
    db = tmp_path / "h.db"
    h = History(db, timeout=0.2)
    save_round(h)                                                     # the round as it started: 1 word, playing
    finished = [("spat", 1, 3.0), ("lines", 2, 5.0), ("least", 2, 9.0)]
    reader = hold_read_lock(db, 3.0)
    try:
        with pytest.raises(HistoryError, match="locked") as exc:
            save_round(h, words=finished, status="finished")
        assert exc.value.locked
    finally:
        assert reader.wait(timeout=30) == 0
    other = sqlite3.connect(db, timeout=0, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")                             # nothing of ours holds the database
    other.execute("ROLLBACK")
    other.close()
    save_round(h, words=finished, status="finished")                  # the caller's retry
    with History(db) as fresh:                                   # what another connection (and the next start) sees
        rec = fresh.get_round("r1")
        assert rec.status == "finished" and [w for w, _p, _t in rec.words] == ["spat", "lines", "least"]
    h.close()
