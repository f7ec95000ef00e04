"""Statistics, the breaker and game codes on a language's alphabet, against tests/naive.py.

The references spell the rules out by hand (a word is its lower-case letters, all of them
letters of the language, ``ß`` written ``ss``, ``qu`` one cell) and reuse the plain
searches of :mod:`tests.naive`, which read a cell's character as its text (``ä`` is ``ä``).
"""
from __future__ import annotations

import unicodedata
from itertools import product

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from core.engine.board import canonical_board, geometry, letters_to_string, string_to_letters
from core.engine.dice import DICE_SETS, DiceSet, can_roll, get_dice_set
from core.engine.language import LETTERS, get_language
from core.engine.rules import get_rules
from core.engine.solver import Solver
from core.engine.wordlist import load_wordlist
from core.play import codes
from core.play.codes import GameCode, GameCodeError, decode_game, encode_game, game_for_board, roll_seeded
from core.play.game import TimerMode
from core.proofs.bounds import ClassBounder
from core.proofs.breaker import Breaker
from core.proofs.classes import (
    canonical_class_ids,
    class_from_id,
    parse_class,
    parse_partition,
)
from core.stats import census as stats
from tests import naive

GERMAN = """bär bären bäre bärte ärger ärgern äste ästen öde öden über übel übler übte tür türen rübe rüben
löwe möwe mönch öl öle öfen säen säge sägen näher nähen nähe tränen träne böse löse lösen hören
höre höhle sehen seen seele ehre ehren erbe erben eben neben nebel leben leder lese lesen rede reden
rennen nennen denen tee reh rehe erde erden ente enten ruhe rühren führen hüte hüten mühe mühen
dürre dürr nüsse süß straße grüße größe böen quäle quälen quer quere""".split()


def naive_dictionary(words, language) -> naive.NaiveDictionary:
    """The Boggle forms of ``words`` in ``language``, spelled out: NFC, lower case, ``ß`` as ``ss``,
    only the language's letters, 3+ letters, and (Qu cell) every q followed by u, ``qu`` -> ``q``."""
    lang = get_language(language)
    d = naive.NaiveDictionary([])
    for w in words:
        w = unicodedata.normalize("NFC", w).lower().replace("ß", "ss")
        if len(w) < 3 or any(ch not in lang.letters for ch in w):
            continue
        if lang.qu_cell and w.count("q") != w.count("qu"):
            continue
        d.forms.setdefault(w.replace("qu", "q") if lang.qu_cell else w, w)
    d.prefixes = {f[:i] for f in d.forms for i in range(1, len(f) + 1)}
    return d


@pytest.fixture(scope="module")
def german(tmp_path_factory):
    path = tmp_path_factory.mktemp("lists") / "de-small.txt"
    path.write_text("\n".join(GERMAN) + "\n", encoding="utf-8")
    return load_wordlist(path, language="de"), naive_dictionary(GERMAN, "de"), path


# Test dice heavy in e, n, r and the umlauts, so rolled boards hold many of the words above.
GERMAN_DICE = DiceSet("de-test", "4x4 German test dice", 4, 4, tuple(
    "äeenrs äöüent aeilnr beglrs äöüenr deinrt eehnrs aeinst ghlnrt ääöüee benrst eilnrs aeemnr öüeenr "
    "dhklmt äenrst".split()), "standard", "test dice", "de", "frequencies")


# -- statistics ------------------------------------------------------------------------------

@pytest.mark.parametrize("rules", ["standard", "words"])
def test_german_census_matches_naive(german, rules):
    wl, d, _ = german
    r = get_rules(rules)
    boards = stats.roll_sample(GERMAN_DICE, 60, seed=4)
    assert {26, 27, 28} <= set(np.unique(boards).tolist())   # ä, ö and ü were rolled
    sample = stats.sample_boards(GERMAN_DICE, wl, r, boards=boards, threads=1)
    strings = [letters_to_string(b) for b in boards]
    assert any("ä" in s for s in strings)
    scores, counts, length_sets, holding = naive.board_census(strings, 4, 4, d, r.min_length)
    if rules == "words":
        scores = counts
    assert sample.scores.tolist() == scores
    assert sample.word_counts.tolist() == counts
    assert sum(counts) > 60 and any(not w.isascii() for w in holding)
    for mask, lengths in zip(sample.length_masks.tolist(), length_sets):
        assert {L for L in range(64) if (mask >> L) & 1} == lengths
    assert {wl.words[i]: int(c) for i, c in enumerate(sample.word_boards) if c} == holding


def test_german_rolls_and_summary(german):
    wl, d, _ = german
    sample = stats.sample_boards(GERMAN_DICE, wl, n=50, seed=9, threads=2)
    strings = [sample.board(i) for i in range(sample.n)]
    for s in strings[:10]:
        assert can_roll(GERMAN_DICE, s)
    scores, counts, _, holding = naive.board_census(strings, 4, 4, d)
    summary = stats.summarize(sample, top=3)
    assert summary.mean_score == pytest.approx(sum(scores) / len(scores))
    assert summary.mean_words == pytest.approx(sum(counts) / len(counts))
    expected = sorted(((w, c) for w, c in holding.items() if len(w) == 3), key=lambda t: (-t[1], t[0]))[:3]
    assert summary.common_words[3] == [(w, c / 50) for w, c in expected]
    assert summary.best_score == max(scores) and summary.best_board in strings


def test_a_list_of_another_language_is_refused(german, default_wordlist):
    wl, _, _ = german
    with pytest.raises(ValueError, match="German boards but the word list .* English"):
        stats.sample_boards(GERMAN_DICE, default_wordlist, n=5, seed=1)
    with pytest.raises(ValueError, match="English boards but the word list .* German"):
        stats.sample_boards("new", wl, n=5, seed=1)
    with pytest.raises(ValueError, match="German boards but"):
        stats.build_cached_sample("de-freq", default_wordlist, "standard", n=10)


def test_boards_given_must_be_the_dice_languages_letters(german):
    wl, _, _ = german
    spanish = np.zeros((1, 16), np.int8)
    spanish[0, 3] = 29    # ñ: no German letter
    with pytest.raises(ValueError, match="German letter codes"):
        stats.sample_boards(GERMAN_DICE, wl, boards=spanish)
    english = np.zeros((1, 16), np.int8)
    english[0, 0] = 26
    with pytest.raises(ValueError, match="letters 0..25"):
        stats.can_roll_many("new", english)


def test_board_count_draws_the_languages_letters(monkeypatch):
    seen = []
    kernel = stats.SK.can_roll_batch

    def spy(grids, masks, out):
        seen.append(grids.copy())
        kernel(grids, masks, out)

    monkeypatch.setattr(stats.SK, "can_roll_batch", spy)
    est = stats.estimate_board_count(GERMAN_DICE, samples=3000, seed=2, threads=1, chunk=1000)
    grids = np.concatenate(seen)
    assert est.grids == 29 ** 16 and len(grids) == 3000
    assert set(np.unique(grids).tolist()) == set(range(29))   # a-z and ä ö ü, nothing else
    # The matching kernel agrees with the engine's own matching on German grids.
    picked = np.array([string_to_letters(s) for s in (roll_seeded(GERMAN_DICE, k) for k in range(20))])
    mixed = np.concatenate([picked, grids[:40]])
    expected = [can_roll(GERMAN_DICE, letters_to_string(g)) for g in mixed]
    assert stats.can_roll_many(GERMAN_DICE, mixed).tolist() == expected
    assert all(expected[:20])
    # English draws are unchanged: the same grids as drawing 0..25 directly.
    seen.clear()
    stats.estimate_board_count("new", samples=500, seed=2, threads=1, chunk=500)
    assert np.array_equal(seen[0], np.random.default_rng(np.random.SeedSequence(2).spawn(1)[0])
                          .integers(0, 26, (500, 16), dtype=np.int8))


def test_percentiles_are_kept_per_language(german, tmp_path, monkeypatch):
    monkeypatch.setenv("BOGGLE_CACHE_DIR", str(tmp_path))
    wl, d, path = german
    assert stats.load_cached_sample("de-freq", wl, "standard") is None
    scores = stats.build_cached_sample("de-freq", wl, "standard", n=300, seed=0, threads=1)
    again = stats.load_cached_sample("de-freq", wl, "standard")
    assert again is not None and np.array_equal(scores, again)
    # The sample is the census of the seed's rolls, scored as naive.py scores them.
    rolled = [letters_to_string(b) for b in stats.roll_sample("de-freq", 300, seed=0)]
    naive_scores = sorted(naive.score_board(b, 4, 4, d) for b in rolled)
    assert scores.tolist() == naive_scores
    board = rolled[7]
    score = naive.score_board(board, 4, 4, d)
    assert stats.percentile_of(score, scores) == pytest.approx(naive.share_below(score, naive_scores))
    # The same file read in English is another list: another cache file, no sample yet.
    english = load_wordlist(path, use_cache=False)
    assert english.sha256 == wl.sha256
    assert stats.sample_cache_file("de-freq", english, "standard") != stats.sample_cache_file("de-freq", wl,
                                                                                               "standard")
    assert stats.load_cached_sample("de-freq", english, "standard") is None


# -- classes, bounds and the breaker ---------------------------------------------------------

def test_german_classes_take_german_letters_only():
    c = parse_class("äöü a Ä b c d e f s", language="de")
    assert c.letter_sets[0] == "äöü" and c.letter_sets[2] == "ä" and c.language == "de"
    assert parse_class("ñ a b c d e f g h", language="es").letter_sets[0] == "ñ"
    with pytest.raises(ValueError, match="U\\+00E4"):      # English keeps refusing anything but a-z
        parse_class("ä a b c d e f g h")
    with pytest.raises(ValueError, match="U\\+00F1 .*German letters a-z ä ö ü only"):
        parse_class("ñ a b c d e f g h", language="de")
    with pytest.raises(ValueError, match="U\\+212A KELVIN SIGN"):
        parse_class("\u212a a b c d e f g h", language="de")
    with pytest.raises(ValueError, match="U\\+00DF"):     # ß folds in words, but a class holds letters
        parse_class("ß a b c d e f g h", language="de")
    # Decomposed umlauts (a + COMBINING DIAERESIS) are the same letter.
    assert parse_class("a\u0308 a b c d e f g h", language="de").letter_sets[0] == "ä"


def test_german_partitions_must_cover_the_umlauts():
    with pytest.raises(ValueError, match="missing letter\\(s\\) 'äöü'"):
        parse_partition("bdfgjqvwxz aeiou lnrsy chkmpt", "33", language="de")
    with pytest.raises(ValueError, match="KELVIN"):
        parse_partition("bdfgjqvwxz aeiouäöü lnrsy chm\u212apt", "33", language="de")
    with pytest.raises(ValueError, match="'ä' is in two groups"):
        parse_partition("bdfgjqvwxzä aeiouäöü lnrsy chkmpt", "33", language="de")
    p = parse_partition("bdfgjqvwxz aeiouÄÖÜ lnrsy chkmpt", "33", language="de")
    assert p.language == "de" and "aeiouäöü" in p.cell_parts[0]
    c = class_from_id(p, 1)
    assert c.language == "de" and c.letter_sets[0] == "aeiouäöü"
    with pytest.raises(ValueError, match="missing"):   # English partitions are as before
        parse_partition("bdfgjqvwxz aeiou lnrsy chkmp", "33")


letter_set = st.sets(st.sampled_from("äöürenst"), min_size=1, max_size=3).map(
    lambda s: "".join(sorted(s, key=LETTERS.index)))


@settings(max_examples=20, deadline=None)
@given(st.lists(letter_set, min_size=9, max_size=9).filter(lambda sets: np.prod([len(s) for s in sets]) <= 96))
def test_german_bounds_dominate_brute_force(german, sets):
    wl, d, _ = german
    c = parse_class(" ".join(sets), language="de")
    best = max(naive.score_board(b, 3, 3, d) for b in naive.all_boards(list(sets)))
    mx, su = ClassBounder(wl).bounds(c)
    assert mx >= best and su >= best
    union = set()
    for b in naive.all_boards(list(sets)):
        union |= set(naive.find_words(b, 3, 3, d))
    assert su == sum(naive.word_points(w) for w in union)


# Words over ä, r, e, n only: the best 3x3 board is found by trying every board of those letters
# and one letter no word has (any other such letter scores the same).
TINY = ("ären rän näre ränne erne renn äre närre nenne enne räen rennen nennen renner nenner närrer ärnen "
        "erner änne rene ärre nerr").split()


@pytest.fixture(scope="module")
def tiny_best(tmp_path_factory):
    """The tiny list, its best score and its best boards (canonical), by brute force."""
    path = tmp_path_factory.mktemp("lists") / "de-tiny.txt"
    path.write_text("\n".join(TINY) + "\n", encoding="utf-8")
    wl = load_wordlist(path, language="de")
    d = naive_dictionary(TINY, "de")
    # Every board over ä r e n and x (5**9), scored by the solver; the best ones checked by naive.py.
    boards = string_to_letters("ärenx")[np.array(list(product(range(5), repeat=9)), np.int8)]
    scores = Solver(wl).score_many(boards, "33", threads=2)
    best = int(scores.max())
    best_boards = {letters_to_string(b) for b in boards[scores == best]}
    assert best > 0 and all(naive.score_board(b, 3, 3, d) == best for b in best_boards)
    assert not any("x" in b for b in best_boards)   # so the best boards are the same over every letter
    return wl, best, {canonical_board(b, geometry(3, 3)) for b in best_boards}


@pytest.mark.parametrize("method", ["orderly", "2009"])
def test_tiny_german_3x3_break_finds_the_brute_force_best(tiny_best, method):
    wl, best, expected = tiny_best
    # The breaker over every canonical class of a German partition (ä in a group with e, n, r).
    part = parse_partition("äenr abcdfghijklmopqstuvwxyzöü", "33", language="de")
    breaker = Breaker(wl, "33", method=method)
    found = {}
    ids = canonical_class_ids(part)
    for cid in ids:
        for board, score in breaker.break_class(class_from_id(part, int(cid)), best).boards:
            found[board] = score
    assert set(found) == expected and set(found.values()) == {best}
    if method == "2009":   # nothing beats it: a threshold one higher breaks every class
        assert all(breaker.break_class(class_from_id(part, int(cid)), best + 1).broken for cid in ids)


def test_a_german_break_run_and_its_results_file(tiny_best, tmp_path):
    from core.proofs.checkpoint import read_results
    from core.proofs.run import run_break
    from core.proofs.tasks import BreakRunError, tasks_from_class, tasks_from_partition
    wl, best, expected = tiny_best
    tasks = tasks_from_partition(geometry(3, 3), "äenr abcdfghijklmopqstuvwxyzöü", language="de")
    out = tmp_path / "de.ndjson"
    summary = run_break(tasks, size="33", threshold=best, wordlist=str(wl.path), language="de", results_path=out)
    assert {b for b, _ in summary.boards} == expected
    header, records = read_results(out)
    assert header["language"] == "de" and len(records) == len(tasks)
    # The same file read in English is another run: resuming it is refused, nothing is lost.
    english = tasks_from_class("aenr a e n r a e n r", geometry(3, 3))
    with pytest.raises(BreakRunError, match="different run \\(language 'de', this run None\\)"):
        run_break(english, size="33", threshold=best, wordlist=str(wl.path), language="en", results_path=out,
                  resume=True)
    assert len(read_results(out)[1]) == len(tasks)
    with pytest.raises(BreakRunError, match="U\\+00E4"):     # classes are English unless told
        tasks_from_partition(geometry(3, 3), "äenr abcdfghijklmopqstuvwxyzöü")


def test_breaker_refuses_letters_its_list_does_not_have(german, default_wordlist):
    wl, _, _ = german
    with pytest.raises(ValueError, match="'ä'.*English word list"):
        Breaker(default_wordlist, "33").break_class(parse_class("ä a b c d e f g h", language="de"), 10)
    with pytest.raises(ValueError, match="'ñ'.*German word list"):
        Breaker(wl, "33", method="2009").break_class(parse_class("ñ a b c d e f g h", language="es"), 10)


# -- game codes --------------------------------------------------------------------------------

# Written by the code before languages: English codes already given out must read the same.
ISSUED = [
    ("2431-2T0C-0800-C1SQ", GameCode("new", "standard", 3, "scowl70", 513, TimerMode.fixed(180), seed=12345)),
    ("3E48-VR7A-3TET-DSBV-D400-X11X-J2Y3-3YM4-Z55Z-P6Q7-R8S9-TAVB-WCG0-H1GV",
     GameCode("superbig", "superbig", 4, "enable2k", None, TimerMode("per-word", 60.0, 5.0),
              board="ab1cd2ef3gh4ij5kl#mnopqrstuvwxyzabcd")),
    ("3K34-YDJZ-SCAS-DZZH-J95G-9QJ8-G5", GameCode("3x3", "words", 3, "my list", 1023, TimerMode.untimed(),
                                                  board="deslatper")),
    ("294G-QR20-FZZZ-ZZRE", GameCode("big", "big", 4, "scowl70", 7, TimerMode("refill", 30.0), seed=2 ** 28 - 1)),
]


@pytest.mark.parametrize("text, code", ISSUED)
def test_english_codes_already_issued_read_and_write_the_same(text, code):
    assert encode_game(code) == text
    assert decode_game(text) == code and decode_game(text).language == "en"


LANGUAGE_GAMES = [(k, ds.language) for k, ds in DICE_SETS.items() if ds.language != "en"]


@st.composite
def language_codes(draw):
    lang = draw(st.sampled_from(["de", "es", "fr", "it", "nl"]))
    games = [k for k, code in LANGUAGE_GAMES if code == lang] + ["3x3", "3x4", "4x4", "5x5", "6x6"]
    game = draw(st.sampled_from(games))
    common = dict(game=game, rules=draw(st.sampled_from(codes._RULES)), min_length=draw(st.integers(1, 31)),
                  wordlist=draw(st.sampled_from([get_language(lang).wordlists[0], "mine", "x"])),
                  wordlist_check=draw(st.one_of(st.none(), st.integers(0, 1023))),
                  timer=draw(st.sampled_from([TimerMode.untimed(), TimerMode.fixed(180)])), language=lang)
    if game in DICE_SETS and draw(st.booleans()):
        return GameCode(**common, seed=draw(st.integers(0, 2 ** codes.SEED_BITS - 1)))
    w, h = (DICE_SETS[game].width, DICE_SETS[game].height) if game in DICE_SETS else map(int, game.split("x"))
    letters = get_language(lang).letters
    board = draw(st.text(alphabet=letters, min_size=w * h, max_size=w * h))
    return GameCode(**common, board=board)


@given(language_codes())
@settings(max_examples=200, deadline=None)
def test_language_codes_read_back_as_written(code):
    text = encode_game(code)
    assert set(text) <= set(codes._ALPHABET + "-")
    back = decode_game(text.lower())
    assert back == code and back.language == code.language
    assert back.deal() == code.deal()


@pytest.mark.parametrize("lang, board", [("de", "bärenöltürmüsseä"), ("es", "añonuñezcañaseño"),
                                         ("de", "qäöüüöäqenrsteln")])
def test_umlaut_and_enye_boards_round_trip(lang, board):
    code = GameCode("4x4", "standard", 3, get_language(lang).wordlists[0], 77, TimerMode.fixed(180),
                    board=board, language=lang)
    text = encode_game(code)
    back = decode_game(text)
    assert back.board == board and back.language == lang and back.wordlist == get_language(lang).wordlists[0]
    assert "German" in back.describe() or "Spanish" in back.describe()
    # One wrong letter anywhere is still caught.
    letters = text.replace("-", "")
    for i in range(len(letters)):
        other = "0" if letters[i] != "0" else "1"
        with pytest.raises(GameCodeError):
            decode_game(letters[:i] + other + letters[i + 1:])


def test_seeded_language_codes_deal_the_dice_of_the_language():
    code = GameCode("de-freq", "standard", 3, "de-wngerman", None, TimerMode.fixed(180), seed=4242, language="de")
    back = decode_game(encode_game(code))
    board = back.deal()
    assert back.game == "de-freq" and board == roll_seeded("de-freq", 4242) and can_roll("de-freq", board)
    assert len(encode_game(code).replace("-", "")) <= 20   # short: the language's default list costs nothing
    # Typed in upper case and with folded accents, a German board reads as the board itself.
    assert GameCode("4x4", "standard", 3, "x", None, TimerMode.untimed(), board="BÄRENÖLTÜRMÜSSEÄ",
                    language="de").board == "bärenöltürmüsseä"


def test_language_codes_refuse_what_they_cannot_hold():
    with pytest.raises(GameCodeError, match="unknown German game 'new'"):
        GameCode("new", "standard", 3, "x", None, TimerMode.untimed(), seed=1, language="de")
    with pytest.raises(GameCodeError, match="unknown German game 'fr-classic'"):
        GameCode("fr-classic", "standard", 3, "x", None, TimerMode.untimed(), seed=1, language="de")
    with pytest.raises(GameCodeError, match="bad character 'ł'"):
        GameCode("3x3", "standard", 3, "x", None, TimerMode.untimed(), board="łabcdefgh", language="de")
    # German folds ñ to n (a loanword's accent), as its boards are typed.
    assert GameCode("3x3", "standard", 3, "x", None, TimerMode.untimed(), board="ñabcdefgh",
                    language="de").board == "nabcdefgh"
    with pytest.raises(GameCodeError, match="unknown language"):
        GameCode("3x3", "standard", 3, "x", None, TimerMode.untimed(), board="abcdefghi", language="xx")
    with pytest.raises(GameCodeError, match="no dice"):
        GameCode("4x4", "standard", 3, "x", None, TimerMode.untimed(), seed=5, language="de")
    # An English code cannot carry an umlaut.
    with pytest.raises(GameCodeError):
        GameCode("3x3", "standard", 3, "x", None, TimerMode.untimed(), board="äbcdefghi")


def test_codes_in_a_language_this_version_does_not_have_are_refused_clearly():
    code = GameCode("3x3", "standard", 3, "x", None, TimerMode.untimed(), board="abcdefghi", language="de")
    values = [codes._VALUE[c] for c in encode_game(code).replace("-", "")][:-1]
    bits = "".join(f"{v:05b}" for v in values)
    # version (4) + board flag (1) + game (3) = 8 bits, then the language's two letters, 5 bits each.
    assert bits[:8] == "00011111" and bits[8:18] == f"{3:05b}{4:05b}"
    zz = bits[:8] + f"{25:05b}{25:05b}" + bits[18:]
    values = [int(zz[i:i + 5], 2) for i in range(0, len(zz), 5)]
    values.append(codes._times_alpha(codes._check_value(values)))
    with pytest.raises(GameCodeError, match="language this version of Boggle does not have \\('zz'\\)"):
        decode_game("".join(codes._ALPHABET[v] for v in values))


def test_game_for_a_board_in_a_language():
    assert game_for_board("bärenöltürmüsseä", "de") == get_language("de").dice_sets[0] == "de-new"
    assert game_for_board("abcdefghi", "de") == "3x3"
    assert game_for_board("abcdefghijklmnop") == "new"
    assert get_dice_set("de-freq").language == "de"
