"""Rules of play: verdicts, paths, the injectable clock, pause, summary."""
from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from core.engine import load_wordlist
from core.engine.board import parse_board
from core.engine.dice import get_dice_set, roll
from core.engine.rules import get_rules
from core.engine.solver import Solver
from core.play.game import (
    Guess,
    LengthCount,
    Round,
    TimerMode,
    Verdict,
    box_timer_seconds,
    default_min_length,
    find_path,
    language_rules,
    normalise_word,
    word_length,
)
from tests.naive import board_cells

BOARD = "serspatglinesers"   # S E R S / P A T G / L I N E / S E R S


class FakeClock:
    def __init__(self):
        self.now = 1000.0

    def __call__(self):
        return self.now

    def advance(self, seconds):
        self.now += seconds


@pytest.fixture
def small_list(write_wordlist):
    return load_wordlist(write_wordlist(["spat", "lines", "pat", "tap", "sat", "queen", "quest", "zebra",
                                         "ate", "tea", "eat", "seat", "pats", "line", "lint", "quit"]))


@pytest.fixture
def clock():
    return FakeClock()


def _valid_path(board, geom, path, word):
    texts = board_cells(board)  # a two-letter face (superbig) spells both its letters
    cells = "".join("qu" if texts[c] == "q" else texts[c] for c in path)
    return (cells == word and len(set(path)) == len(path)
            and all(geom.are_adjacent(a, b) for a, b in zip(path, path[1:])))


def test_every_verdict(small_list, clock):
    r = Round(BOARD, small_list, timer_seconds=180, clock=clock)
    r.start()
    assert r.submit("spat").verdict is Verdict.OK
    assert r.submit("SPAT ").verdict is Verdict.REPEATED
    assert r.submit("zebra").verdict is Verdict.NOT_ON_BOARD
    assert r.submit("pail").verdict is Verdict.NOT_IN_LIST     # on the board, not a word of the list
    assert r.submit("at").verdict is Verdict.TOO_SHORT
    assert r.submit("lines").verdict is Verdict.OK
    assert r.score == 1 + 2
    assert [e.word for e in r.found] == ["spat", "lines"]
    # Rejected guesses with letters are kept in the order played, each with its verdict and time.
    assert [(g.word, g.verdict) for g in r.guesses] == [("spat", Verdict.REPEATED), ("zebra", Verdict.NOT_ON_BOARD),
                                                       ("pail", Verdict.NOT_IN_LIST), ("at", Verdict.TOO_SHORT)]
    r.pause()
    assert r.submit("tap").verdict is Verdict.NOT_PLAYING and len(r.guesses) == 4   # off the clock: not a guess
    r.resume()
    assert r.submit("  ").verdict is Verdict.TOO_SHORT and len(r.guesses) == 4      # no letters: not a guess


def test_guesses_carry_their_time_and_come_back_with_a_resumed_round(small_list, clock):
    r = Round(BOARD, small_list, clock=clock)
    r.start()
    clock.now += 7
    r.submit("zebra")
    assert r.guesses == [Guess("zebra", Verdict.NOT_ON_BOARD, 7.0)]
    again = Round(BOARD, small_list, clock=clock)
    again.restore_guesses(r.guesses)
    again.start(already_elapsed=r.elapsed)
    clock.now += 2
    again.submit("at")
    assert again.guesses == [Guess("zebra", Verdict.NOT_ON_BOARD, 7.0), Guess("at", Verdict.TOO_SHORT, 9.0)]


def test_min_length_override_changes_points_and_verdicts(small_list, clock):
    r = Round(BOARD, small_list, rules="big", clock=clock)
    assert r.min_length == 4 == default_min_length("big")
    r.start()
    assert r.submit("pat").verdict is Verdict.TOO_SHORT
    r2 = Round(BOARD, small_list, rules="big", min_length=3, clock=clock)
    r2.start()
    assert r2.submit("pat").points == 1


def test_clock_pause_resume_and_timeout(small_list, clock):
    r = Round(BOARD, small_list, timer_seconds=60, clock=clock)
    r.start()
    clock.advance(20)
    assert r.time_left == pytest.approx(40)
    r.pause()
    assert r.paused and r.submit("spat").verdict is Verdict.NOT_PLAYING
    clock.advance(500)                      # paused time does not count
    assert r.time_left == pytest.approx(40)
    r.resume()
    clock.advance(39)
    assert r.submit("spat").verdict is Verdict.OK
    assert r.found[0].at_seconds == pytest.approx(59)
    clock.advance(1.5)
    assert r.is_over and r.time_left == 0
    assert r.submit("lines").verdict is Verdict.NOT_PLAYING
    assert r.score == 1


def test_untimed_round_runs_until_ended(small_list, clock):
    r = Round(BOARD, small_list, timer_seconds=None, clock=clock)
    r.start()
    clock.advance(10 ** 6)
    assert r.time_left is None and not r.is_over
    r.end()
    assert r.is_over and r.submit("spat").verdict is Verdict.NOT_PLAYING


def test_resume_from_saved_state(small_list, clock):
    r = Round(BOARD, small_list, timer_seconds=180, clock=clock)
    r.restore_found([("spat", 1, 12.0), ("lines", 2, 30.0)])
    r.start(already_elapsed=100)
    assert r.time_left == pytest.approx(80)
    assert r.score == 3 and r.submit("spat").verdict is Verdict.REPEATED


def test_qu_is_one_cell(write_wordlist, clock):
    wl = load_wordlist(write_wordlist(["queen", "quest", "quit", "suq"]))
    # Q U E E N needs the Qu cell then e, e, n.
    board = "qeenxxxxxxxxxxxx"
    geom, b = parse_board(board)
    assert find_path(b, geom, "queen") == (0, 1, 2, 3)
    assert find_path(b, geom, "qeen") is None       # a lone q is not the Qu face (except while typing)
    assert find_path(b, geom, "q") == (0,)          # still typing "qu"
    r = Round(board, wl, clock=clock)
    r.start()
    sub = r.submit("Queen")
    assert sub.verdict is Verdict.OK and sub.points == 2   # five real letters


def test_traced_path_is_kept(small_list, clock):
    # "sers" appears twice; the path the player traced is the one reported.
    geom, b = parse_board(BOARD)
    bottom = (12, 13, 14, 15)
    assert find_path(b, geom, "sers", prefer=bottom) == bottom
    assert find_path(b, geom, "sers", prefer=(0, 1, 2, 3)) == (0, 1, 2, 3)
    assert find_path(b, geom, "sers", prefer=(0, 13, 14, 15)) != (0, 13, 14, 15)  # not adjacent: ignored


def test_normalise_word():
    assert normalise_word("  Qu-een! ") == "queen"


def test_summary_against_solver(default_wordlist, clock):
    r = Round(BOARD, default_wordlist, clock=clock)
    r.start()
    for w in ("spat", "lines", "strangers", "nope"):
        r.submit(w)
    assert r.summary().max_score is None
    sol = Solver(default_wordlist, r.rules).solve(BOARD)
    r.set_solution(sol)
    s = r.summary()
    assert s.max_score == sol.score and s.max_words == len(sol.words)
    assert s.score == r.score and s.words_found == len(r.found)
    assert s.longest_word == "strangers"
    assert len(s.longest_possible) == max(len(w.word) for w in sol.words)
    assert set(r.missed()) == sol.word_set() - r.found_words
    with pytest.raises(ValueError):
        r.set_solution(Solver(default_wordlist).solve("abcdefghijklmnop"))


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10 ** 6), dice=st.sampled_from(["new", "big", "superbig"]))
def test_every_solver_word_is_accepted_with_its_points(default_wordlist, seed, dice):
    """Property: on random rolls, each word the solver finds is NEW for the round with the
    solver's points, find_path gives a valid path for it, and the totals agree."""
    from core.engine.dice import get_dice_set
    board = roll(dice, seed)
    clock = FakeClock()
    r = Round(board, default_wordlist, rules=get_dice_set(dice).rules, timer_seconds=None, clock=clock)
    r.start()
    sol = _solver(default_wordlist, r.rules).solve(board)
    for fw in sol.words[:60]:
        sub = r.submit(fw.word)
        assert sub.verdict is Verdict.OK and sub.points == fw.points
        assert _valid_path(r.board, r.geometry, sub.path, fw.word)
        assert r.submit(fw.word).verdict is Verdict.REPEATED
    assert r.score == sum(fw.points for fw in sol.words[:60])


_SOLVERS = {}


def _solver(wl, rules):
    key = (rules.min_length, rules.points)
    if key not in _SOLVERS:
        _SOLVERS[key] = Solver(wl, rules)
    return _SOLVERS[key]


def test_each_dice_set_plays_by_its_boxes_sand_timer():
    from core.engine.dice import DICE_SETS
    assert [box_timer_seconds(k) for k in ("classic", "new", "big", "superbig")] == [180, 180, 180, 240]
    for key, dice in DICE_SETS.items():     # every language's 6x6 dice play by Super Big Boggle's timer, no other
        assert (box_timer_seconds(key) == 240) == (dice.width * dice.height == 36), key


@settings(max_examples=60, deadline=None)
@given(board=st.text(alphabet="abcdeilnorst", min_size=16, max_size=16),
       word=st.text(alphabet="abcdeilnorst", min_size=1, max_size=7))
def test_find_path_matches_brute_force(board, word):
    """find_path finds a path exactly when a brute-force search over all cell sequences does."""
    geom, b = parse_board(board)

    def brute(path):
        if len(path) == len(word):
            return True
        for c in range(16):
            if c not in path and b[c] == word[len(path)] and (not path or geom.are_adjacent(path[-1], c)):
                if brute(path + [c]):
                    return True
        return False

    path = find_path(b, geom, word)
    assert (path is not None) == brute([])
    if path is not None:
        assert _valid_path(b, geom, path, word)


def test_bad_timer_rejected(small_list):
    with pytest.raises(ValueError):
        Round(BOARD, small_list, timer_seconds=0)


# -- timer modes ---------------------------------------------------------------

@pytest.mark.parametrize("key, kind, seconds, bonus, label", [
    ("fixed:180", "fixed", 180, 0, "3:00"),
    ("untimed", "untimed", None, 0, "untimed"),
    ("per-word:180+5", "per-word", 180, 5, "3:00 +5 s a word"),
    ("per-letter:120+1", "per-letter", 120, 1, "2:00 +1 s a letter"),
    ("refill:30", "refill", 30, 0, "refill 0:30"),
    ("per-word:90+2.5", "per-word", 90, 2.5, "1:30 +2.5 s a word"),
])
def test_timer_mode_keys_round_trip(key, kind, seconds, bonus, label):
    mode = TimerMode.parse(key)
    assert (mode.kind, mode.seconds, mode.bonus, mode.label) == (kind, seconds, bonus, label)
    assert mode.key == key and TimerMode.parse(mode.key) == mode


@pytest.mark.parametrize("key", ["", "fixed", "fixed:0", "fixed:-3", "fixed:180+5", "per-word:180", "per-word:180+0",
                                 "refill:30+2", "sudden:30", "untimed:30", "fixed:abc", "per-letter:60+x"])
def test_bad_timer_mode_keys_are_refused_with_a_reason(key):
    with pytest.raises(ValueError, match="timer"):
        TimerMode.parse(key)


def test_fixed_mode_is_the_classic_timer(small_list, clock):
    r = Round(BOARD, small_list, timer_mode="fixed:60", clock=clock)
    assert r.timer_seconds == 60 and r.timer_mode.key == "fixed:60"
    assert Round(BOARD, small_list, timer_seconds=90, clock=clock).timer_mode == TimerMode.fixed(90)
    assert Round(BOARD, small_list, timer_seconds=None, clock=clock).timer_mode.key == "untimed"
    r.start()
    clock.advance(30)
    r.submit("spat")                         # a word adds nothing
    assert r.time_left == pytest.approx(30)
    clock.advance(30)
    assert r.is_over


def test_untimed_mode_never_runs_out(small_list, clock):
    r = Round(BOARD, small_list, timer_mode=TimerMode.untimed(), clock=clock)
    assert r.timer_seconds is None
    r.start()
    clock.advance(10 ** 7)
    assert r.time_left is None and r.time_limit is None and not r.is_over
    assert r.elapsed == pytest.approx(10 ** 7)


def test_per_word_mode_adds_time_for_each_new_word(small_list, clock):
    r = Round(BOARD, small_list, timer_mode="per-word:60+5", clock=clock)
    assert r.timer_seconds == 60
    r.start()
    clock.advance(50)
    assert r.submit("spat").accepted and r.submit("lines").accepted
    assert r.submit("spat").verdict is Verdict.REPEATED      # a repeat earns nothing
    assert r.submit("pail").verdict is Verdict.NOT_IN_LIST     # nor does a miss
    assert r.time_limit == pytest.approx(70) and r.time_left == pytest.approx(20)
    clock.advance(19.5)
    assert not r.is_over
    clock.advance(0.5)
    assert r.is_over and r.elapsed == pytest.approx(70)
    assert r.submit("pat").verdict is Verdict.NOT_PLAYING


def test_per_letter_mode_adds_time_per_letter(small_list, clock):
    r = Round(BOARD, small_list, timer_mode="per-letter:30+2", clock=clock)
    r.start()
    clock.advance(29)
    r.submit("lines")                        # 5 letters: +10 s
    r.submit("pat")                          # 3 letters: +6 s
    assert r.time_left == pytest.approx(1 + 16)
    clock.advance(17)
    assert r.is_over


def test_per_letter_mode_counts_qu_as_two_letters(write_wordlist, clock):
    wl = load_wordlist(write_wordlist(["queen"]))
    r = Round("qeenxxxxxxxxxxxx", wl, timer_mode="per-letter:10+1", clock=clock)
    r.start()
    assert r.submit("queen").accepted
    assert r.time_limit == pytest.approx(15)


def test_refill_mode_refills_the_clock_on_each_new_word(small_list, clock):
    r = Round(BOARD, small_list, timer_mode="refill:20", clock=clock)
    r.start()
    clock.advance(15)
    assert r.time_left == pytest.approx(5)
    r.submit("spat")
    assert r.time_left == pytest.approx(20)              # full again
    clock.advance(12)
    r.submit("spat")                                     # already found: no refill
    assert r.time_left == pytest.approx(8)
    r.submit("lines")
    assert r.time_left == pytest.approx(20) and r.time_limit == pytest.approx(47)
    clock.advance(20)
    assert r.is_over and r.elapsed == pytest.approx(47)


def test_bonus_modes_pause_and_resume_from_saved_words(small_list, clock):
    # A resumed round gets its bonuses back from the stored words and their times.
    r = Round(BOARD, small_list, timer_mode="refill:30", clock=clock)
    r.restore_found([("spat", 1, 40.0)])
    r.start(already_elapsed=50.0)
    assert r.time_left == pytest.approx(20)
    r.pause()
    clock.advance(1000)
    assert r.time_left == pytest.approx(20) and not r.is_over
    w = Round(BOARD, small_list, timer_mode="per-word:60+10", clock=clock)
    w.restore_found([("spat", 1, 40.0), ("lines", 2, 50.0)])
    w.start(already_elapsed=75.0)
    assert w.time_left == pytest.approx(5)


def test_full_bar_grows_with_bonuses():
    mode = TimerMode.parse("per-word:60+5")
    assert mode.full(30) == 60 and mode.full(75) == 75 and TimerMode.untimed().full(None) is None


# -- words by length -------------------------------------------------------------

def test_words_by_length_against_the_solution(default_wordlist, clock):
    r = Round(BOARD, default_wordlist, timer_seconds=None, clock=clock)
    r.start()
    for w in ("spat", "lines", "pat", "tap", "strangers"):
        r.submit(w)
    before = r.words_by_length()
    assert [(c.length, c.found, c.total) for c in before] == [
        (3, 2, None), (4, 1, None), (5, 1, None), (6, 0, None), (7, 0, None), (8, 0, None), (9, 1, None)]
    sol = Solver(default_wordlist, r.rules).solve(BOARD)
    r.set_solution(sol)
    counts = r.words_by_length(max_columns=4)
    lengths = [len(w.word) for w in sol.words]
    assert [c.label for c in counts] == ["3", "4", "5", "6+"]
    assert [c.total for c in counts] == [lengths.count(3), lengths.count(4), lengths.count(5),
                                         sum(n >= 6 for n in lengths)]
    assert [c.found for c in counts] == [2, 1, 1, 1]
    assert sum(c.total for c in r.words_by_length(max_columns=20)) == len(sol.words)
    assert not any(c.open_ended for c in r.words_by_length(max_columns=20))


def test_words_by_length_of_an_empty_round(small_list, clock):
    r = Round(BOARD, small_list, rules="big", clock=clock)
    assert r.words_by_length() == [LengthCount(4, 0, None)]
    with pytest.raises(ValueError):
        r.words_by_length(max_columns=0)


# -- languages --------------------------------------------------------------------

# Ä P F E / L N S A / T Z R E / M Ü D O
GERMAN = "äpfe" "lnsa" "tzre" "müdo"


@pytest.fixture
def german_list(write_wordlist):
    return load_wordlist(write_wordlist(["näpfe", "müde", "napf", "straße", "sarde", "baer"], "de.txt"),
                         language="de")


def test_a_german_round_takes_typed_umlauts_as_letters_of_their_own(german_list, clock):
    r = Round(GERMAN, german_list, clock=clock)
    assert r.language == "de" and r.board == GERMAN and r.setup.language == "de"
    r.start()
    sub = r.submit("NÄPFE")
    assert sub.verdict is Verdict.OK and sub.word == "näpfe" and sub.points == 2 and sub.path == (5, 0, 1, 2, 3)
    assert r.submit("na\u0308pfe").verdict is Verdict.REPEATED       # a decomposed ä is the same letter
    assert r.submit("naepfe").verdict is Verdict.NOT_ON_BOARD             # ae is two letters, not ä
    assert r.submit("müde").verdict is Verdict.OK and r.submit("mude").verdict is Verdict.NOT_ON_BOARD
    assert r.spell((12, 13, 14, 11)) == "müde"
    assert word_length("müde") == 4 and r.score == 3


def test_german_folds_eszett_and_foreign_accents(german_list, clock):
    assert normalise_word(" Straße! ", "de") == "strasse" and normalise_word("Crème", "de") == "creme"
    assert normalise_word("Bär", "de") == "bär" and normalise_word("Bär", "en") == "bär"   # English folds nothing
    assert "strasse" in german_list and "straße" in german_list


def test_typing_an_accent_on_a_french_board_counts_as_its_letter(write_wordlist, clock):
    wl = load_wordlist(write_wordlist(["été", "tête", "fête"], "fr.txt"), language="fr")
    board = "etef" "tetx" "xxxx" "xxxx"
    r = Round(board, wl, clock=clock)
    assert r.language == "fr"
    r.start()
    assert r.submit("été").verdict is Verdict.OK and r.found_words == {"ete"}
    assert r.submit("ETE").verdict is Verdict.REPEATED
    assert r.submit("Tête").verdict is Verdict.OK and r.submit("fete").verdict is Verdict.OK
    assert find_path(r.board, r.geometry, "fêté", language="fr") is not None


def test_a_spanish_round_has_the_enye_cell(write_wordlist, clock):
    wl = load_wordlist(write_wordlist(["niño", "año", "nino"], "es.txt"), language="es")
    board = "niñx" "xxox" "axxx" "xxxx"
    r = Round(board, wl, clock=clock)
    r.start()
    sub = r.submit("NIÑO")
    assert sub.verdict is Verdict.OK and sub.path == (0, 1, 2, 6)
    assert r.submit("nino").verdict is Verdict.NOT_ON_BOARD           # n is not ñ on a Spanish board
    assert r.submit("año").verdict is Verdict.NOT_ON_BOARD            # a is not next to ñ


def test_boards_of_a_language_refuse_letters_it_does_not_have(german_list, default_wordlist):
    from core.engine.board import BoardError
    with pytest.raises(BoardError, match="German"):
        Round("łpfe" "lnsa" "tzre" "müdo", german_list)
    r = Round("ñpfe" "lnsa" "tzre" "müdo", german_list)      # German folds ñ to n, as it folds é to e
    assert r.board == "npfe" "lnsa" "tzre" "müdo"
    with pytest.raises(BoardError):
        Round(GERMAN, default_wordlist)                          # ä is no English letter


def test_a_round_refuses_a_list_read_in_another_language(german_list):
    with pytest.raises(ValueError, match="German, not French"):
        Round("abcdefghijklmnop", german_list, language="fr")


def test_min_length_and_rules_per_language():
    from core.engine.language import LANGUAGES
    for code, lang in LANGUAGES.items():
        for dice in lang.dice_sets:
            expected = lang.min_length if get_rules(get_dice_set(dice).rules).name == lang.rules \
                else get_rules(get_dice_set(dice).rules).min_length
            assert default_min_length(dice, code) == expected
    assert default_min_length("new") == 3 and default_min_length("big", "de") == 4
    assert language_rules("standard", "en") is get_rules("standard")


@settings(max_examples=60, deadline=None)
@given(board=st.text(alphabet="aäoöuünrst", min_size=9, max_size=9),
       word=st.text(alphabet="aäoöuünrstAÄÖ", min_size=1, max_size=6))
def test_find_path_in_german_matches_brute_force(board, word):
    """find_path reads German typing (either case) and finds a path exactly when brute force does."""
    geom, b = parse_board(board, language="de")
    target = word.lower()

    def brute(path):
        if len(path) == len(target):
            return True
        return any(brute(path + [c]) for c in range(9)
                   if c not in path and b[c] == target[len(path)] and (not path or geom.are_adjacent(path[-1], c)))

    path = find_path(b, geom, word, language="de")
    assert (path is not None) == brute([])
    if path is not None:
        assert "".join(b[c] for c in path) == target
