"""The round session (core.play.session): options, what a round is played as, word-list identity,
game codes and "Play this board" turned into options, dealing to a bar, and saving rounds."""
from __future__ import annotations

import sqlite3
from dataclasses import replace

import numpy as np
import pytest

from core.engine import Setup, load_wordlist
from core.engine.board import BoardError
from core.engine.rules import get_rules
from core.play import TimerMode, Verdict
from core.play.codes import GameCode, code_for, roll_seeded
from core.play.history import History, HistoryProblem
from core.play.recorder import RoundRecorder
from core.play.session import (
    CannotPlay,
    Dealer,
    GameOptions,
    Problem,
    RoundSession,
    checked_wordlist,
    load_checked_wordlist,
    options_for_board,
    options_for_code,
    options_for_record,
    rules_of_game,
    same_wordlist,
)
from tests.core.history_support import hold_read_lock

BOARD = "serspatglinesers"
WORDS = ["spat", "lines", "pats", "tap", "least", "slate", "stale", "tiles", "rest", "sat"]


class Clock:
    def __init__(self):
        self.now = 100.0

    def __call__(self):
        return self.now


@pytest.fixture
def words(write_wordlist):
    return write_wordlist(WORDS, name="mini.txt")


@pytest.fixture
def wl(words):
    return load_wordlist(words)


# -- options and what a round is played as ---------------------------------------------------------
def test_the_timer_of_the_options():
    assert GameOptions().timer_mode == TimerMode.fixed(180)
    assert GameOptions(timer_seconds=None, timer_kind="per-word").timer_mode == TimerMode.untimed()
    assert GameOptions(timer_kind="per-word").timer_mode == TimerMode("per-word", 180.0, 5.0)   # the default bonus
    assert GameOptions(timer_kind="per-letter", timer_bonus=2).timer_mode == TimerMode("per-letter", 180.0, 2.0)
    assert GameOptions(timer_kind="refill", timer_bonus=9).timer_mode == TimerMode("refill", 180.0)
    assert GameOptions(timer_kind="from-a-newer-version").timer_mode == TimerMode.fixed(180)
    mode = TimerMode("per-letter", 90.0, 1.0)
    assert GameOptions().with_timer(mode).timer_mode == mode


@pytest.mark.parametrize(("board", "dice", "game", "name", "rules"), [
    ("serspatglinesers", "new", "new", "4x4 New (1987)", "standard"),       # the chosen dice set fits
    ("serspatglinesers", "classic", "classic", "4x4 Classic (1976)", "standard"),
    ("deslatper", "new", "3x3", "3x3 board", "standard"),                  # no dice set rolls 3x3
    ("serspatglinesersatglinese", "new", "big", "5x5 Big Boggle", "big"),
])
def test_what_a_round_on_a_board_is_played_as(board, dice, game, name, rules):
    played = GameOptions(dice_key=dice).game(board)
    assert (played.key, played.name, played.rules.name) == (game, name, rules)
    assert played.rules == rules_of_game(game)


def test_the_chosen_minimum_length_applies_to_every_game():
    assert GameOptions(min_length=5).game("deslatper").rules.min_length == 5
    assert GameOptions(min_length=5).rules.min_length == 5 == GameOptions(min_length=5).effective_min_length
    big = GameOptions(dice_key="big")
    assert big.rules == get_rules("big") and big.effective_min_length == 4


def test_a_typed_board_takes_the_dice_of_its_size():
    opts, board = GameOptions(dice_key="new").for_board("SERSP ATGLI NESER SATGL INESE")
    assert opts.dice_key == "big" and board == "serspatglinesersatglinese"
    opts, board = GameOptions(dice_key="big").for_board("serspatglinesers")
    assert opts.dice_key == "new" and board == BOARD           # New, not Classic, for 4x4
    assert GameOptions(dice_key="new").for_board("deslatper")[0].dice_key == "new"   # no 3x3 dice: kept
    with pytest.raises(BoardError):
        GameOptions().for_board("abcde")


def test_options_in_another_language_take_its_dice_and_list():
    german = GameOptions().in_language("de")
    assert german.language == "de" and german.dice_key.startswith("de-") and german.wordlist != "scowl70"
    assert german.in_language("de") == german
    # A list the caller says is German is kept.
    assert GameOptions(wordlist="/x/mine.txt").in_language("de", lambda spec: "de").wordlist == "/x/mine.txt"


# -- word-list identity --------------------------------------------------------------------------------
def test_a_setups_list_is_the_very_file_it_was_scored_with(wl, words):
    setup = Setup.of(wl, path=words)
    assert same_wordlist(wl.sha256, setup) and checked_wordlist(setup) == str(words.resolve())
    assert load_checked_wordlist(setup, lambda spec, language: load_wordlist(spec, language=language)).sha256 \
        == wl.sha256
    assert same_wordlist("0" * 64, replace(setup, wordlist_sha256=None))          # no hash recorded: by name
    words.write_text("other\nwords\n")
    with pytest.raises(CannotPlay) as changed:
        checked_wordlist(setup)
    assert changed.value.code is Problem.LIST_CHANGED and "MINI" in str(changed.value)
    assert "has changed since this board was scored" in str(changed.value)
    words.unlink()
    with pytest.raises(CannotPlay) as gone:
        checked_wordlist(setup)
    assert gone.value.code is Problem.LIST_GONE and "cannot be loaded any more" in str(gone.value)


def test_a_codes_list_is_checked_by_the_ten_bits_it_carries(wl):
    code = code_for("new", Setup.of(wl), TimerMode.fixed(180), seed=5)
    assert same_wordlist(wl.sha256, code)
    assert not same_wordlist("f" * 64 if not wl.sha256.startswith("fff") else "0" * 64, code)


# -- codes, boards and stored rounds as options ---------------------------------------------------------
def test_a_code_plays_its_game_with_the_players_list_of_that_name(wl, words):
    code = code_for("new", Setup.of(wl, path=words), TimerMode("per-word", 120.0, 3.0), seed=12345)
    plan = options_for_code(GameOptions(wordlist=str(words)), code)      # the list loaded from its path
    assert plan.options.wordlist == str(words) and plan.seed == 12345 and plan.board is None
    assert plan.options.timer_mode == TimerMode("per-word", 120.0, 3.0) and plan.options.min_length is None
    assert not plan.list_differs
    words.write_text("spat\nother\n")
    assert options_for_code(GameOptions(wordlist=str(words)), code).list_differs


def test_a_code_that_cannot_be_played_says_why(wl):
    code = code_for("new", Setup.of(wl), TimerMode.fixed(180), seed=1)
    with pytest.raises(CannotPlay) as missing:
        options_for_code(GameOptions(), code)
    assert missing.value.code is Problem.LIST_MISSING and missing.value.params == {"name": "MINI"}
    wrong = GameCode("new", "big", 3, "scowl70", None, TimerMode.fixed(180), seed=1)
    with pytest.raises(CannotPlay) as rules:
        options_for_code(GameOptions(), wrong)
    assert rules.value.code is Problem.CODE_RULES and rules.value.params["game_rules"] == "standard"


def test_play_this_board_with_the_senders_list_and_rules(wl, words):
    setup = Setup.of(wl, get_rules("standard").with_min_length(4), "33", path=words)
    options, board = options_for_board(GameOptions(dice_key="big"), "DES LAT PER", setup)
    assert board == "deslatper" and options.wordlist == str(words.resolve()) and options.min_length == 4
    assert options.dice_key == "big"           # a 3x3 board keeps the chosen dice; it plays as 3x3
    assert options.game(board).key == "3x3"
    options, _ = options_for_board(GameOptions(dice_key="big"), BOARD, Setup.of(wl, path=words))
    assert options.dice_key == "new" and options.min_length is None
    with pytest.raises(CannotPlay) as bad:
        options_for_board(GameOptions(), "xx")
    assert bad.value.code is Problem.BAD_BOARD


def test_play_this_board_brings_the_boards_box_timer_unless_the_player_chose_another():
    six = "abcdefghijklmnopqrstuvwxyzabcdefghij"
    options, _ = options_for_board(GameOptions(dice_key="new", timer_seconds=180), six)
    assert options.dice_key == "superbig" and options.timer_seconds == 240
    options, _ = options_for_board(GameOptions(dice_key="new", timer_seconds=150), six)
    assert options.timer_seconds == 150
    options, _ = options_for_board(GameOptions(dice_key="superbig", timer_seconds=240), BOARD)
    assert options.dice_key == "new" and options.timer_seconds == 180
    options, _ = options_for_board(GameOptions(dice_key="new", timer_seconds=None), six)
    assert options.timer_seconds is None                          # untimed stays untimed


def test_a_stored_round_resumes_with_its_own_options(tmp_path, wl):
    session = RoundSession(tmp_path / "h.db", clock=Clock(), seed=1)
    r = session.start(GameOptions(wordlist="mini", timer_kind="refill", timer_seconds=40, min_length=4), BOARD, wl)
    session.save()
    record = session.recorder.history.get_round(r.round_id)
    again = options_for_record(GameOptions(rotate=True, min_points=50), record)
    assert again.timer_mode == TimerMode("refill", 40.0) and again.min_length == 4 and again.rotate
    assert again.min_points == 0 and again.dice_key == "new"


# -- dealing to a bar -----------------------------------------------------------------------------------
def test_the_dealer_deals_the_next_board_while_a_round_is_played(wl):
    dealer, rng = Dealer(), np.random.default_rng(0)
    bar = GameOptions(min_words=2)
    order = dealer.order(bar, wl, rng, waiting=True)
    assert order is not None and dealer.order(bar, wl, rng, waiting=True) is None    # being dealt already
    deal = order.deal()
    assert deal.met and deal.words >= 2 and deal.board == roll_seeded("new", deal.seed)
    assert dealer.dealt(order.bar, deal) == (bar, wl)              # the round waiting for it takes it
    order = dealer.order(bar, wl, rng, waiting=False)              # the next one, while playing
    assert dealer.dealt(order.bar, order.deal()) is None
    assert dealer.take(replace(bar, min_words=3)) is None          # another bar: not that board
    order = dealer.order(bar, wl, rng, waiting=False)
    nxt = order.deal()
    dealer.dealt(order.bar, nxt)
    assert dealer.take(bar) == nxt and dealer.take(bar) is None    # taken once
    dealer.order(bar, wl, rng, waiting=True)
    assert dealer.failed() and not dealer.failed()


# -- the session and its record ---------------------------------------------------------------------------
def test_a_round_is_saved_as_it_is_played(tmp_path, wl):
    clock = Clock()
    session = RoundSession(tmp_path / "h.db", clock=clock, seed=1)
    r = session.start(GameOptions(wordlist="mini"), None, wl, seed=77)
    assert r.board == roll_seeded("new", 77) and session.seed == 77 and session.code
    session = RoundSession(tmp_path / "h.db", clock=clock, seed=1)
    r = session.start(GameOptions(wordlist="mini"), BOARD, wl)
    assert session.seed is None and session.game.key == "new" and session.playing
    assert session.save().saved
    clock.now += 4
    sub, saved = session.submit("spat")
    assert sub.verdict is Verdict.OK and saved.saved
    session.submit("zzz")
    clock.now += 3.5
    assert session.recorder.save_elapsed(r) is None              # one UPDATE, nothing to report
    stored = session.recorder.history.get_round(r.round_id)
    assert stored.words == (("spat", 1, 4.0),) and stored.guesses == (("zzz", "not on the board", 4.0),)
    assert stored.elapsed == pytest.approx(7.5)
    assert session.board_in_play("sresgtapenilsres") and not session.board_in_play("deslatper")
    r.end()
    assert session.save("finished").saved and session.new_high_score()
    assert not session.board_in_play(BOARD) and session.player_rating() is not None


def test_a_round_left_playing_is_offered_back(tmp_path, wl):
    clock = Clock()
    session = RoundSession(tmp_path / "h.db", clock=clock)
    r = session.start(GameOptions(wordlist="mini"), BOARD, wl)
    session.submit("spat")
    session.recorder.close()
    later = RoundSession(tmp_path / "h.db", clock=clock)
    found, problem = later.resumable()
    assert problem is None and found.record.round_id == r.round_id and 0 < found.time_left <= 180
    again = later.start(options_for_record(later.options, found.record), found.record.board, wl,
                        restored=found.record)
    assert again.round_id == r.round_id and again.found_words == {"spat"} and again.is_running
    clock.now += 500                                             # time up while it waited
    later.save()
    assert RoundSession(tmp_path / "h.db", clock=clock).resumable() == (None, None)


def test_a_locked_database_keeps_the_round_until_it_is_free(tmp_path, wl):
    db = tmp_path / "h.db"
    History(db).close()
    blocker = sqlite3.connect(db, isolation_level=None)
    blocker.execute("BEGIN EXCLUSIVE")
    try:
        recorder = RoundRecorder(db, opener=lambda path, timeout=0.05: History(path, timeout=timeout))
        assert recorder.history is None and recorder.locked and recorder.error.code is HistoryProblem.LOCKED
        session = RoundSession(db, clock=Clock())
        session.recorder = recorder
        r = session.start(GameOptions(wordlist="mini"), BOARD, wl)
        result = session.save()
        assert not result.saved and result.history_off and recorder.retrying and recorder.unsaved == [r.round_id]
        session.submit("spat")
    finally:
        blocker.execute("ROLLBACK")
        blocker.close()
    result = recorder.flush()
    assert result.saved and result.recovered and not recorder.retrying and recorder.history is not None
    assert recorder.history.get_round(r.round_id).words == (("spat", 1, 0.0),)


def test_a_commit_refused_by_a_reader_is_written_whole_later(tmp_path, wl):
    db = tmp_path / "h.db"
    clock = Clock()
    session = RoundSession(db, clock=clock)
    session.recorder.history.close()
    session.recorder.history = History(db, timeout=0.05)
    r = session.start(GameOptions(wordlist="mini"), BOARD, wl)
    assert session.save().saved
    reader = hold_read_lock(db, 1.5)
    try:
        for word in ("spat", "lines", "tap"):
            _sub, saved = session.submit(word)
            assert not saved.saved and saved.problem.code is HistoryProblem.LOCKED and not saved.history_off
        assert session.recorder.retrying and session.recorder.unsaved == [r.round_id]
    finally:
        reader.wait(10)
    r.end()
    result = session.save("finished")
    assert result.saved and result.recovered
    with History(db) as h:
        stored = h.get_round(r.round_id)
    assert stored.status == "finished" and {w for w, _p, _t in stored.words} == {"spat", "lines", "tap"}


def test_no_history_no_saves(wl):
    class Off:
        def __init__(self, *a, **k):
            from core.play.history import HistoryError
            raise HistoryError("damaged")
    session = RoundSession("x.db", clock=Clock(), opener=Off)
    session.start(GameOptions(wordlist="mini"), BOARD, wl)
    assert not session.recorder.can_save and session.save() == session.recorder.flush()
    assert not session.save().saved and not session.save().problem
