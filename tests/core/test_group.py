"""Group scoring (core.play.group): verdicts, the classic and friendly rules, the stored form."""
from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from core.engine import Setup, Solver, load_wordlist
from core.engine.dice import roll
from core.play.group import (
    RULES,
    GroupResult,
    Verdict,
    WordJudge,
    WordVerdict,
    format_result,
    parse_player_lines,
    score_group,
    split_words,
)
from tests.naive import NaiveDictionary, boggle_form, cell_coordinates, find_words, neighbours, word_points

BOARD = "serspatglinesers"   # S E R S / P A T G / L I N E / S E R S
SMALL_WORDS = ["spat", "lines", "pat", "tap", "sat", "queen", "zebra", "ate", "tea", "eat", "seat", "pats",
               "line", "lint", "pa", "tan", "ant", "nest", "rest", "sent"]


@pytest.fixture(scope="module")
def small(tmp_path_factory):
    path = tmp_path_factory.mktemp("group") / "small.txt"
    path.write_text("\n".join(SMALL_WORDS) + "\n", encoding="utf-8")
    wordlist = load_wordlist(path)
    return Setup.of(wordlist, "standard", "44"), Solver(wordlist)


@pytest.fixture(scope="module")
def scowl():
    wordlist = load_wordlist()
    return wordlist, Setup.of(wordlist, "standard", "44"), Solver(wordlist)


def verdicts(player):
    return [(w.word, w.verdict) for w in player.words]


# -- verdicts -----------------------------------------------------------------

def test_each_verdict(small):
    setup, solver = small
    result = score_group(BOARD, setup, solver, {
        "Ann": ["spat", "Lines ", "SPAT", "ta", "zebra", "tas", "c4t", "", "café", "pats"],
    })
    ann = result.player("Ann")
    assert verdicts(ann) == [
        ("spat", Verdict.OK), ("lines", Verdict.OK), ("spat", Verdict.REPEATED), ("ta", Verdict.TOO_SHORT),
        ("zebra", Verdict.NOT_ON_BOARD), ("tas", Verdict.NOT_IN_LIST), ("c4t", Verdict.NOT_A_WORD),
        ("", Verdict.NOT_A_WORD), ("café", Verdict.NOT_A_WORD), ("pats", Verdict.OK)]
    assert [w.points for w in ann.words] == [1, 2, 0, 0, 0, 0, 0, 0, 0, 1]
    assert ann.score == 4
    assert ann.unique == ("spat", "lines", "pats") and ann.shared == ()


def test_classic_crosses_out_shared_words_friendly_keeps_them(small):
    setup, solver = small
    entries = {"Ann": ["spat", "lines", "tea"], "Bob": ["spat", "seat"], "Cy": ["tea", "sent"]}
    classic = score_group(BOARD, setup, solver, entries)
    friendly = score_group(BOARD, setup, solver, entries, rule="friendly")
    assert classic.rule == "classic" and friendly.rule == "friendly"
    assert [(p.name, p.score) for p in classic.players] == [("Ann", 2), ("Bob", 1), ("Cy", 1)]
    assert [(p.name, p.score) for p in friendly.players] == [("Ann", 4), ("Bob", 2), ("Cy", 2)]
    ann = classic.player("Ann")
    assert verdicts(ann) == [("spat", Verdict.SHARED), ("lines", Verdict.OK), ("tea", Verdict.SHARED)]
    assert ann.shared == ("spat", "tea") and ann.unique == ("lines",)
    # Friendly still marks shared words, and scores them.
    assert [(w.verdict, w.points) for w in friendly.player("Ann").words] == [
        (Verdict.SHARED, 1), (Verdict.OK, 2), (Verdict.SHARED, 1)]


def test_repeats_and_invalid_words_do_not_make_a_word_shared(small):
    setup, solver = small
    # Bob typed "spat" twice and Cy typed it as part of junk: Ann's spat is still unique.
    result = score_group(BOARD, setup, solver, {"Ann": ["spat"], "Bob": ["tea", "tea"], "Cy": ["spat!"]})
    assert verdicts(result.player("Ann")) == [("spat", Verdict.OK)]
    assert verdicts(result.player("Bob")) == [("tea", Verdict.OK), ("tea", Verdict.REPEATED)]
    assert result.player("Cy").words[0].verdict is Verdict.NOT_A_WORD


def test_min_length_comes_from_the_setup(small):
    setup, solver = small
    four = Setup(setup.width, setup.height, setup.wordlist_name, setup.wordlist_path, setup.wordlist_sha256,
                 "standard", 4)
    result = score_group(BOARD, four, solver, {"Ann": ["tea", "seat"]})
    assert verdicts(result.player("Ann")) == [("tea", Verdict.TOO_SHORT), ("seat", Verdict.OK)]
    assert "tea" not in result.all_words and "seat" in result.all_words


def test_a_trailing_q_is_not_the_qu_face(tmp_path):
    # find_path lets a word still being typed end in q on the Qu face; a finished list may not.
    wordlist = load_wordlist(_write(tmp_path, ["quit", "quite"]))
    board = "qitaaaaaaaaaaaaa"    # Q(u) I T A / A A A A / ...
    result = score_group(board, Setup.of(wordlist), Solver(wordlist), {"Ann": ["aaq", "quit", "tiq"]})
    assert verdicts(result.player("Ann")) == [
        ("aaq", Verdict.NOT_ON_BOARD), ("quit", Verdict.OK), ("tiq", Verdict.NOT_ON_BOARD)]


def test_reveal_and_max_score(small):
    setup, solver = small
    result = score_group(BOARD, setup, solver, {})
    solution = solver.solve(BOARD)
    assert result.all_words == tuple(sorted(w.word for w in solution.words))
    assert result.max_score == solution.score
    assert result.players == ()


@pytest.mark.parametrize("entries, message", [
    ({"": ["spat"]}, "needs a name"),
    ({"Ann": ["spat"], " Ann ": ["tea"]}, "two players are called 'Ann'"),
    ({"Ann": "spat"}, "one string"),
    ({"Ann": ["spat", 3]}, "must be text"),
])
def test_bad_entries_are_named(small, entries, message):
    setup, solver = small
    with pytest.raises(ValueError, match=message):
        score_group(BOARD, setup, solver, entries)


def test_bad_rule_board_or_solver(small, tmp_path):
    setup, solver = small
    with pytest.raises(ValueError, match="unknown group rule 'strict'"):
        score_group(BOARD, setup, solver, {}, rule="strict")
    with pytest.raises(ValueError, match="board"):
        score_group("abc", setup, solver, {})
    other = load_wordlist(_write(tmp_path, ["cat", "dog"]))
    with pytest.raises(ValueError, match="not the setup's"):
        score_group(BOARD, setup, Solver(other), {})
    with pytest.raises(ValueError, match="rules"):
        score_group(BOARD, setup, Solver(solver.wordlist, "big"), {})


def _write(tmp_path, words):
    path = tmp_path / f"list{len(words)}.txt"
    path.write_text("\n".join(words) + "\n", encoding="utf-8")
    return path


# -- the stored form ------------------------------------------------------------

def test_round_trip_through_json(small):
    setup, solver = small
    result = score_group(BOARD, setup, solver, {"Ann": ["spat", "zz", "tea"], "Bob": ["tea", "c4t"]},
                         rule="friendly")
    again = GroupResult.from_dict(json.loads(json.dumps(result.to_dict())))
    assert again == result


@pytest.mark.parametrize("change, message", [
    (lambda d: d.update(version=99), "version"),
    (lambda d: d.update(rule="strict"), "rule"),
    (lambda d: d.update(board="xyz"), "board"),
    (lambda d: d["players"][0].update(score=99), "score 99 is not the sum"),
    (lambda d: d["players"][0]["words"][0].__setitem__(1, "great"), "unknown verdict"),
    (lambda d: d["players"][0]["words"][1].__setitem__(2, 5), "scored 5"),
    (lambda d: d["players"][0].update(name=""), "name"),
    (lambda d: d.update(players="Ann"), "players"),
    (lambda d: d.update(max_score=-1), "max_score"),
    (lambda d: d.pop("setup"), "setup"),
    (lambda d: d["players"].append(dict(d["players"][0])), "repeated name"),
])
def test_from_dict_refuses_bad_data(small, change, message):
    setup, solver = small
    data = score_group(BOARD, setup, solver, {"Ann": ["spat", "zz"]}).to_dict()
    change(data)
    with pytest.raises(ValueError, match=message):
        GroupResult.from_dict(data)


def test_from_dict_refuses_non_objects():
    for data in (None, [], "x", 3):
        with pytest.raises(ValueError):
            GroupResult.from_dict(data)


# -- properties -------------------------------------------------------------------

NAMES = ["Ann", "Bob", "Cy", "Dee", "Eve"]


@st.composite
def entries_for(draw, board_words, max_players=5):
    """Players' lists drawn from the board's words (so some are shared) and junk."""
    word = st.one_of(st.sampled_from(board_words), st.text("abcdeilnoprst", min_size=0, max_size=6),
                     st.sampled_from(["Spat", " tea", "c4t", "zebra", "qu"]))
    count = draw(st.integers(0, max_players))
    return {NAMES[i]: draw(st.lists(word, max_size=12)) for i in range(count)}


@pytest.fixture(scope="module")
def board_words(scowl):
    _wordlist, _setup, solver = scowl
    return [w.word for w in solver.solve(BOARD).words]


_PROPS = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])


@_PROPS
@given(data=st.data())
def test_classic_never_beats_friendly(scowl, board_words, data):
    _wordlist, setup, solver = scowl
    entries = data.draw(entries_for(board_words))
    classic = score_group(BOARD, setup, solver, entries)
    friendly = score_group(BOARD, setup, solver, entries, rule="friendly")
    for c, f in zip(classic.players, friendly.players, strict=True):
        assert c.score <= f.score
        assert [w.verdict for w in c.words] == [w.verdict for w in f.words]


@_PROPS
@given(data=st.data())
def test_a_word_only_one_player_has_is_unique(scowl, board_words, data):
    _wordlist, setup, solver = scowl
    entries = data.draw(entries_for(board_words))
    result = score_group(BOARD, setup, solver, entries)
    valid_by = {}
    for p in result.players:
        for w in p.words:
            if w.verdict.valid:
                valid_by.setdefault(w.word, set()).add(p.name)
    for p in result.players:
        for w in p.words:
            if w.verdict.valid:
                alone = valid_by[w.word] == {p.name}
                assert (w.word in p.unique) == alone and (w.word in p.shared) == (not alone)
                assert w.verdict is (Verdict.OK if alone else Verdict.SHARED)
                assert w.points == (setup.rules_value.points_for(len(w.word)) if alone else 0)


@_PROPS
@given(data=st.data())
def test_adding_a_player_never_raises_a_classic_score(scowl, board_words, data):
    _wordlist, setup, solver = scowl
    entries = data.draw(entries_for(board_words, max_players=4))
    extra = data.draw(st.lists(st.sampled_from(board_words), max_size=12))
    before = score_group(BOARD, setup, solver, entries)
    after = score_group(BOARD, setup, solver, {**entries, "Newcomer": extra})
    for b in before.players:
        assert after.player(b.name).score <= b.score


@_PROPS
@given(data=st.data(), rule=st.sampled_from(RULES))
def test_total_is_the_points_of_the_scoring_words(scowl, board_words, data, rule):
    _wordlist, setup, solver = scowl
    entries = data.draw(entries_for(board_words))
    result = score_group(BOARD, setup, solver, entries, rule=rule)
    points = setup.rules_value.points_for
    for p in result.players:
        scoring = p.unique if rule == "classic" else p.unique + p.shared
        assert p.score == sum(points(len(w)) for w in scoring)
        assert set(p.unique) | set(p.shared) <= set(result.all_words)
    assert sum(p.score for p in result.players) <= result.max_score * max(1, len(result.players))


# -- the slow reference ------------------------------------------------------------

def naive_verdict(word: str, board: str, size: int, forms: dict, min_length: int) -> Verdict:
    """Verdict on a lower-case a-z word by tests/naive.py: too short, on the board, in the list."""
    if len(word) < min_length:
        return Verdict.TOO_SHORT
    on_board = word in find_words(board, size, size, [word])
    if not on_board:
        return Verdict.NOT_ON_BOARD
    return Verdict.OK if forms.get(boggle_form(word)) == word else Verdict.NOT_IN_LIST


def random_walk(board: str, size: int, rng: random.Random) -> str:
    """Letters along a random path of adjacent cells: always on the board, rarely a word."""
    adj = neighbours(size, size, cell_coordinates(size, size))
    path = [rng.randrange(len(board))]
    for _ in range(rng.randint(1, 7)):
        options = [c for c in adj[path[-1]] if c not in path]
        if not options:
            break
        path.append(rng.choice(options))
    return "".join("qu" if board[c] == "q" else board[c] for c in path)


@pytest.mark.slow
def test_verdicts_match_the_naive_solver_on_random_boards(scowl):
    wordlist, setup, solver = scowl
    dictionary = NaiveDictionary(wordlist.words)
    listed = wordlist.words
    rng = random.Random(11)
    for seed in range(12):
        board = roll("classic", seed)
        on_board = find_words(board, 4, 4, dictionary)
        entries = {}
        for name in NAMES[:3]:
            words = rng.sample(sorted(on_board), min(8, len(on_board)))
            words += [random_walk(board, 4, rng) for _ in range(10)]
            words += rng.sample(listed, 6)
            words += ["".join(rng.choice("aeiourst") for _ in range(rng.randint(1, 5))) for _ in range(4)]
            rng.shuffle(words)
            entries[name] = words
        result = score_group(board, setup, solver, entries)
        holders = {}
        for words in entries.values():
            for word in set(words):
                if naive_verdict(word, board, 4, dictionary.forms, setup.min_length) is Verdict.OK:
                    holders[word] = holders.get(word, 0) + 1
        for player in result.players:
            seen = set()
            for typed, judged in zip(entries[player.name], player.words, strict=True):
                assert judged.word == typed
                if typed in seen:
                    expected = Verdict.REPEATED
                else:
                    seen.add(typed)
                    expected = naive_verdict(typed, board, 4, dictionary.forms, setup.min_length)
                    if expected is Verdict.OK and holders[typed] > 1:
                        expected = Verdict.SHARED
                assert judged.verdict is expected, (board, typed)
                scored = word_points(typed) if expected is Verdict.OK else 0
                assert judged.points == scored, (board, typed)
        assert result.max_score == sum(word_points(w) for w in on_board)


# -- text in and out ------------------------------------------------------------------

def test_split_words_takes_lines_spaces_commas_and_semicolons():
    assert split_words("spat\nlines, tea;  seat\r\n\n,pats ") == ["spat", "lines", "tea", "seat", "pats"]
    assert split_words(" \n, ") == []
    assert split_words("\ufeffspat\nlines") == ["spat", "lines"]     # a byte-order mark pasted with a file's text


def test_parse_player_lines_adds_up_each_players_lines():
    lines = ["# a comment", "Ann: spat lines", "", "Bob:tea, seat", "Ann : pats"]
    assert parse_player_lines(lines) == {"Ann": ["spat", "lines", "pats"], "Bob": ["tea", "seat"]}
    assert parse_player_lines([(7, "Cy: x")]) == {"Cy": ["x"]}
    with pytest.raises(ValueError, match="line 2: expected 'NAME: word word"):
        parse_player_lines(["Ann: spat", "no name here"])
    with pytest.raises(ValueError, match="line 1"):
        parse_player_lines([": spat"])


def test_format_result_shows_verdicts_crossings_out_scores_and_reveal(small):
    setup, solver = small
    result = score_group(BOARD, setup, solver, {"Ann": ["spat", "lines", "zebra"], "Bob": ["spat"]})
    text = format_result(result, reveal=True)
    lines = text.splitlines()
    assert lines[:4] == ["S  E  R  S", "P  A  T  G", "L  I  N  E", "S  E  R  S"]
    assert "Ann: 2 points (1 unique, 1 shared)" in lines
    assert [line.split() for line in lines if line.startswith("  spat ")][:2] == [
        ["spat", "shared,", "crossed", "out", "0"]] * 2
    assert "Scores: Ann 2, Bob 0" in lines
    assert lines[lines.index("Every word:") + 1:] == [
        f"  {w:<8}  {'Ann' if w == 'lines' else 'Ann, Bob' if w == 'spat' else '-'}" for w in result.all_words]
    friendly = format_result(score_group(BOARD, setup, solver, {"Ann": ["spat"], "Bob": ["spat"]}, rule="friendly"))
    assert "crossed out" not in friendly and "friendly rule" in friendly


# -- languages --------------------------------------------------------------------------

def test_words_are_judged_in_the_setups_language(tmp_path):
    # B Ä R E / N A B C / D E F G / H I J Ü: German letters are letters of their own, typed in either case.
    wordlist = load_wordlist(_write(tmp_path, ["bär", "bären", "ober", "abc"]), language="de")
    setup = Setup.of(wordlist)
    assert setup.language == "de"
    result = score_group("bärenabcdefghijü", setup, Solver(wordlist),
                         {"Anna": ["BÄR", "baer", "nabe", "bär!", "ħab"], "Jörg": ["bär", "abc"]})
    assert verdicts(result.player("Anna")) == [
        ("bär", Verdict.SHARED), ("baer", Verdict.NOT_ON_BOARD), ("nabe", Verdict.NOT_IN_LIST),
        ("bär!", Verdict.NOT_A_WORD), ("ħab", Verdict.NOT_A_WORD)]
    assert verdicts(result.player("Jörg")) == [("bär", Verdict.SHARED), ("abc", Verdict.OK)]
    assert GroupResult.from_dict(json.loads(json.dumps(result.to_dict()))) == result
    english = load_wordlist(_write(tmp_path, ["abc", "bar"]))
    with pytest.raises(ValueError, match="read in 'en'"):
        score_group("bärenabcdefghijü", setup, Solver(english), {})


def test_french_typing_folds_accents(tmp_path):
    wordlist = load_wordlist(_write(tmp_path, ["été", "tee"]), language="fr")
    result = score_group("eteaaaaaaaaaaaaa", Setup.of(wordlist), Solver(wordlist), {"Zoé": ["Été", "ete"]})
    assert verdicts(result.player("Zoé")) == [("ete", Verdict.OK), ("ete", Verdict.REPEATED)]


# -- one word at a time (a network host's instant answers) -----------------------------

def test_word_judge_answers_one_word_at_a_time(small):
    setup, solver = small
    judge = WordJudge(BOARD, setup, solver)
    seen: set[str] = set()
    assert judge.judge("Spat ", seen) == WordVerdict("spat", Verdict.OK, 1)
    assert judge.judge("spat", seen) == WordVerdict("spat", Verdict.REPEATED, 0)
    assert judge.judge("spat") == WordVerdict("spat", Verdict.OK, 1)            # no seen set: no repeats
    assert judge.judge("tas", seen).verdict is Verdict.NOT_IN_LIST
    assert judge.judge("c4t", seen) == WordVerdict("c4t", Verdict.NOT_A_WORD, 0)
    assert seen == {"spat", "tas"}
    assert judge.all_words == tuple(sorted(w.word for w in solver.solve(BOARD).words))
    with pytest.raises(ValueError, match="must be text"):
        judge.judge(None)


@_PROPS
@given(data=st.data())
def test_a_lone_players_verdicts_are_the_judges(scowl, board_words, data):
    _wordlist, setup, solver = scowl
    words = data.draw(entries_for(board_words)).get("Ann", [])
    judge = WordJudge(BOARD, setup, solver)
    seen: set[str] = set()
    assert score_group(BOARD, setup, solver, {"Ann": words}).player("Ann").words == tuple(
        judge.judge(w, seen) for w in words)


# -- untrusted input: a result received over the network or read from a file ---------------

_JSON = st.recursive(st.none() | st.booleans() | st.integers(-2**70, 2**70) | st.floats() | st.text(max_size=20),
                     lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=10), inner,
                                                                                  max_size=4), max_leaves=12)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_from_dict_lets_out_only_its_own_error(small, data):
    setup, solver = small
    good = score_group(BOARD, setup, solver, {"Ann": ["spat", "zz"], "Bob": ["spat", "tea"]}).to_dict()
    # Either anything at all, or the good dict with one field (top level, player or word) replaced.
    if data.draw(st.booleans()):
        candidate = data.draw(_JSON)
    else:
        candidate = json.loads(json.dumps(good))
        where = data.draw(st.sampled_from(["top", "player", "word"]))
        target = {"top": candidate, "player": candidate["players"][0],
                  "word": candidate["players"][1]["words"]}[where]
        key = data.draw(st.sampled_from(sorted(target) if isinstance(target, dict) else range(len(target))))
        target[key] = data.draw(_JSON)
    try:
        result = GroupResult.from_dict(candidate)
    except ValueError:
        return
    assert isinstance(result, GroupResult)
    assert all(p.score == sum(w.points for w in p.words) for p in result.players)
