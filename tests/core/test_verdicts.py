"""One verdict vocabulary: a round, the group scorer, the network protocol and the history speak it."""
from __future__ import annotations

import json

import pytest

from core.engine import load_wordlist
from core.engine.setup import Setup
from core.net.protocol import PROTOCOL_VERSION, ProtocolError, parse_host_message
from core.play import JUDGED, GroupResult, Guess, History, Round, Verdict
from core.play.history import GUESS_TEXT, stored_guesses

BOARD = "serspatglinesers"


def _word_result(verdict: str) -> str:
    return json.dumps({"v": PROTOCOL_VERSION, "type": "word_result", "word": "least", "verdict": verdict,
                       "accepted": verdict in ("ok", "shared"), "points": 0, "round_id": 1, "seq": 3})


def test_each_verdict_has_one_name_and_label():
    assert len({v.value for v in Verdict}) == len(Verdict) == len({v.label for v in Verdict})
    assert Verdict.NOT_PLAYING not in JUDGED and set(JUDGED) | {Verdict.NOT_PLAYING} == set(Verdict)
    assert {v for v in Verdict if v.valid} == {Verdict.OK, Verdict.SHARED}


@pytest.mark.parametrize("verdict", list(Verdict))
def test_the_protocol_takes_its_verdict_names_from_the_vocabulary(verdict):
    if verdict in JUDGED:
        assert parse_host_message(_word_result(verdict.value))["verdict"] == verdict
    else:                                   # a word outside a running round gets an error, never a verdict
        with pytest.raises(ProtocolError):
            parse_host_message(_word_result(verdict.value))


@pytest.mark.parametrize("name", ["new", "already found", "not_playing", "OK"])
def test_the_protocol_refuses_names_outside_the_vocabulary(name):
    with pytest.raises(ProtocolError):
        parse_host_message(_word_result(name))


def test_a_stored_group_result_refuses_a_verdict_no_judge_gives(write_wordlist):
    wl = load_wordlist(write_wordlist(["least", "stale"]))
    data = {"version": 1, "board": BOARD, "setup": Setup.of(wl).to_dict(), "rule": "classic",
            "players": [{"name": "Ann", "score": 0, "unique": [], "shared": [],
                         "words": [["least", "not_playing", 0]]}], "all_words": [], "max_score": 0}
    with pytest.raises(ValueError, match="unknown verdict"):
        GroupResult.from_dict(data)
    data["players"][0]["words"] = [["least", "not_on_board", 0]]
    assert GroupResult.from_dict(data).players[0].words[0].verdict is Verdict.NOT_ON_BOARD


def test_a_rounds_guesses_are_stored_in_the_historys_words_and_read_back_as_verdicts(write_wordlist, tmp_path):
    wl = load_wordlist(write_wordlist(["spat", "lines", "zebra"]))
    now = [100.0]
    r = Round(BOARD, wl, clock=lambda: now[0])
    r.start()
    for word in ("spat", "spat", "zebra", "pail", "at"):
        now[0] += 1
        r.submit(word)
    assert [g.verdict for g in r.guesses] == [Verdict.REPEATED, Verdict.NOT_ON_BOARD, Verdict.NOT_IN_LIST,
                                              Verdict.TOO_SHORT]
    with History(tmp_path / "h.db") as h:
        h.save_round(round_id=r.round_id, started_at=r.started_wall, board=r.board, dice_set="new", setup=r.setup,
                     timer_seconds=180, elapsed=r.elapsed, words=[], guesses=r.guesses)
        record = h.get_round(r.round_id)
    # The stored form is the game's words, as every database since schema 3 holds them.
    assert [v for _w, v, _t in record.guesses] == ["already found", "not on the board", "not in the word list",
                                                   "too short"]
    assert set(GUESS_TEXT) == {g.verdict for g in r.guesses}
    assert stored_guesses(record.guesses) == r.guesses
    assert stored_guesses([("odd", "written by hand", 1.0)]) == [Guess("odd", Verdict.NOT_ON_BOARD, 1.0)]
