"""Challenge codes: round trips, every corruption refused with its own message, the word-by-word comparison."""
from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from core.cli.main import main
from core.engine.rules import get_rules
from core.engine.solver import Solver
from core.play import challenges
from core.play.challenges import (
    MAX_CHALLENGE_LETTERS,
    MAX_NAME,
    Challenge,
    ChallengeError,
    compare_words,
    decode_challenge,
    encode_challenge,
    is_challenge_code,
    make_challenge,
)
from core.play.codes import GameCode, encode_game
from core.play.game import Round, TimerMode
from tests.core.test_codes import game_codes
from tests.naive import compare_rounds

ALPHABET = challenges._ALPHABET
GAME = GameCode("new", "standard", 3, "scowl70", None, TimerMode.fixed(180), seed=12345)

player_names = st.text(st.characters(blacklist_categories=("C", "Z")), min_size=1, max_size=MAX_NAME)


@st.composite
def solutions(draw, max_words=600):
    """A board's words with their points (made-up words: a code only needs their order)."""
    words = draw(st.sets(st.text("abcdefghijklmnopqrstuvwxyzäöüñ", min_size=1, max_size=12), max_size=max_words))
    return {w: draw(st.integers(0, 11)) for w in words}


@st.composite
def challenge_cases(draw):
    solution = draw(solutions())
    found = draw(st.sets(st.sampled_from(sorted(solution)))) if solution else set()
    return make_challenge(draw(game_codes()), draw(player_names), found, solution), solution, found


def letters_of(text: str) -> str:
    """The code's letters after the prefix (no dashes)."""
    return text.replace("-", "")[len("CHALLENGE"):]


def refused(letters: str, message: str) -> None:
    with pytest.raises(ChallengeError, match=message) as err:
        decode_challenge("CHALLENGE" + letters)
    assert "\n" not in str(err.value)


# -- round trips --------------------------------------------------------------------
@given(challenge_cases())
@settings(max_examples=200, deadline=None)
def test_every_challenge_reads_back_as_written(case):
    challenge, solution, found = case
    text = encode_challenge(challenge)
    assert text.startswith("CHALLENGE-") and set(text) <= set(ALPHABET + "CHALENG-")
    assert len(letters_of(text)) <= MAX_CHALLENGE_LETTERS
    assert is_challenge_code(text) and not is_challenge_code(encode_game(challenge.game))
    back = decode_challenge(text)
    assert back == challenge
    assert decode_challenge(text.lower().replace("-", " ")) == challenge
    assert set(back.words(solution)) == found
    assert back.score == sum(solution[w] for w in found)


def test_a_played_round_round_trips_with_its_solver(default_wordlist):
    board = GAME.deal()
    solution = Solver(default_wordlist, get_rules("standard")).solve(board)
    clock = iter(range(10_000)).__next__
    r = Round(board, default_wordlist, timer_mode=GAME.timer, clock=clock)
    r.start()
    for w in solution.words[::3]:
        r.submit(w.word)
    r.submit("zzzz")
    challenge = decode_challenge(encode_challenge(make_challenge(GAME, "Ann", r.found_words, solution)))
    assert (challenge.name, challenge.score, challenge.word_count) == ("Ann", r.score, len(solution.words))
    assert set(challenge.words(solution)) == r.found_words
    assert challenge.game.deal() == board


def test_few_words_of_many_are_written_as_positions_and_many_as_a_bitset():
    solution = {f"w{i:04d}": 1 for i in range(2000)}
    none = len(letters_of(encode_challenge(make_challenge(GAME, "Ann", [], solution))))
    few = encode_challenge(make_challenge(GAME, "Ann", ["w0007", "w1999"], solution))
    many = encode_challenge(make_challenge(GAME, "Ann", list(solution)[::2], solution))
    assert len(letters_of(few)) <= none + 6            # two 11-bit positions and their count
    assert none + 2000 // 5 - 1 <= len(letters_of(many)) <= none + 2000 // 5 + 1
    assert set(decode_challenge(few).words(solution)) == {"w0007", "w1999"}
    assert set(decode_challenge(many).words(solution)) == set(list(solution)[::2])


# -- corruptions --------------------------------------------------------------------
@given(challenge_cases())
@settings(max_examples=15, deadline=None)
def test_every_single_typo_and_every_swap_of_neighbours_is_refused_as_a_typo(case):
    letters = letters_of(encode_challenge(case[0]))
    for i, ch in enumerate(letters):
        for other in ALPHABET:
            if other != ch:
                refused(letters[:i] + other + letters[i + 1:], "typo or was edited")
    for i in range(len(letters) - 1):
        if letters[i] != letters[i + 1]:
            refused(letters[:i] + letters[i + 1] + letters[i] + letters[i + 2:], "typo or was edited")


def test_a_code_cut_short_anywhere_says_so_and_one_too_long_too():
    letters = letters_of(encode_challenge(make_challenge(GAME, "Ann", ["ant"], {"ant": 1, "tan": 1})))
    for n in range(len(letters)):
        refused(letters[:n], "cut short")
    refused(letters[:7], "it has 7 of its")
    refused(letters + "0", "letters too many")


def test_a_code_from_a_newer_version_says_so():
    letters = letters_of(encode_challenge(make_challenge(GAME, "Ann", [], {"ant": 1}), version=2))
    refused(letters, "newer version of Boggle")


@pytest.mark.parametrize("text, message", [
    ("", "empty"),
    ("  - ", "empty"),
    ("hello", "not a challenge code"),
    ("CHALLENGE-U000-0000", "only the letters and digits"),
    ("CHALLENGE-0000-0000", "not a challenge code"),
])
def test_bad_codes_get_one_clear_line(text, message):
    with pytest.raises(ChallengeError, match=message):
        decode_challenge(text)


def test_a_game_code_is_named_as_one_and_a_huge_text_is_refused_before_reading():
    with pytest.raises(ChallengeError, match="this is a game code"):
        decode_challenge(encode_game(GAME))
    with pytest.raises(ChallengeError, match="too long"):
        decode_challenge("CHALLENGE" + "0" * (5 * MAX_CHALLENGE_LETTERS))


def test_another_word_list_is_named_as_the_problem():
    solution = {"ant": 1, "tan": 1, "tans": 1}
    challenge = decode_challenge(encode_challenge(make_challenge(GAME, "Ann", ["tans"], solution)))
    with pytest.raises(ChallengeError, match="another word list.*3 words on this board, yours 2"):
        challenge.words({"ant": 1, "tan": 1})
    with pytest.raises(ChallengeError, match="another word list.*other words"):
        challenge.words({"ant": 1, "tan": 1, "nat": 1})


def test_a_forged_score_that_does_not_match_its_words_is_refused():
    solution = {"ant": 1, "tan": 1, "tans": 1}
    honest = make_challenge(GAME, "Ann", ["tans"], solution)
    forged = Challenge(GAME, "Ann", 50, honest.word_count, honest.digest, honest.found)
    read = decode_challenge(encode_challenge(forged))     # the checks pass: a forger can write a valid code
    with pytest.raises(ChallengeError, match="claims 50 points for words worth 1"):
        read.words(solution)


def test_what_a_challenge_cannot_hold_is_refused():
    solution = {"ant": 1}
    with pytest.raises(ChallengeError, match="not a word of this board"):
        make_challenge(GAME, "Ann", ["zzz"], solution)
    with pytest.raises(ChallengeError, match="needs the challenger's name"):
        make_challenge(GAME, "  ", [], solution)
    with pytest.raises(ChallengeError, match="longer than"):
        make_challenge(GAME, "A" * (MAX_NAME + 1), [], solution)
    with pytest.raises(ChallengeError, match="control or invisible"):
        make_challenge(GAME, "Ann\u200b", [], solution)
    with pytest.raises(ChallengeError, match="not positions"):
        Challenge(GAME, "Ann", 0, 1, 0, (1,))
    assert make_challenge(GAME, "  Zoë ", [], solution).name == "Zoë"


# -- the comparison -----------------------------------------------------------------
@given(solutions(max_words=60), st.data())
@settings(max_examples=200, deadline=None)
def test_the_comparison_matches_the_naive_reference(solution, data):
    words = sorted(solution)
    mine = data.draw(st.lists(st.sampled_from(words))) if words else []
    theirs = data.draw(st.lists(st.sampled_from(words))) if words else []
    got = compare_words(mine, theirs, solution)
    want = compare_rounds(mine, theirs, solution)
    for key in ("both", "only_mine", "only_theirs"):
        assert sorted(getattr(got, key)) == want["words"][key]
        assert getattr(got, f"{key}_points") == want["points"][key]
        listed = getattr(got, key)
        assert list(listed) == sorted(listed, key=lambda w: (-solution[w], w))
    assert got.my_score == sum(solution[w] for w in set(mine))
    assert got.their_score == sum(solution[w] for w in set(theirs))


def test_comparing_a_word_off_the_board_is_refused():
    with pytest.raises(ChallengeError, match="'zzz' is not a word"):
        compare_words(["zzz"], [], {"ant": 1})


# -- the command line ---------------------------------------------------------------
def test_boggle_challenge_decode_prints_what_the_code_holds(capsys, default_wordlist):
    solution = Solver(default_wordlist, get_rules("standard")).solve(GAME.deal())
    found = [w.word for w in solution.words][:4]
    text = encode_challenge(make_challenge(GAME, "Ann", found, solution))
    assert main(["challenge", "decode", *text.split("-")]) == 0
    out = capsys.readouterr().out
    assert f"Challenge from Ann: {sum(w.points for w in solution.words[:4])} points, 4 of the board's " \
           f"{len(solution.words)} words" in out
    assert f"Game code: {encode_game(GAME)}" in out and f"Board: {GAME.deal()}" in out
    assert all(f"{w} (" in out for w in found)


def test_boggle_challenge_decode_refuses_a_typo_in_one_line(capsys):
    text = encode_challenge(make_challenge(GAME, "Ann", [], {"ant": 1}))
    typo = text[:-1] + ("0" if text[-1] != "0" else "1")
    assert main(["challenge", "decode", typo]) == 2
    err = capsys.readouterr().err
    assert err.startswith("boggle: error: this challenge code has a typo") and err.count("\n") == 1
