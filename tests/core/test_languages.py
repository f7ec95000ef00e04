"""Languages: letters beyond a-z, folding, word lists, dice and setups per language.

Kernels are checked against tests/naive.py, which spells words and cells by hand from a
language's letters and fold map. Test-only languages (code "xx", "yy") keep the engine's
checks independent of the shipped data; the golden boards use the shipped lists.
"""
from __future__ import annotations

import random
import unicodedata

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from core.engine import wordlist as W
from core.engine.board import (
    BLANK,
    FIRST_FACE,
    LETTERS,
    BoardError,
    canonical_board,
    cell_label,
    format_board,
    geometry,
    letters_to_string,
    parse_board,
    string_to_letters,
)
from core.engine.boards_found import BoardsFound, canonical_rows
from core.engine.dice import DICE_SETS, can_roll, dice_sets_for, get_dice_set, roll, roll_many
from core.engine.language import (
    LANGUAGES,
    Language,
    LanguageError,
    get_language,
    parse_languages,
)
from core.engine.setup import Setup
from core.engine.solver import Solver
from core.engine.wordlist import available_wordlists, bogglify, load_wordlist, wordlist_language
from tests.naive import NaiveDictionary, board_cells, boggle_form, find_words, word_points

GERMANISH = Language(
    "xx", "Germanish", "Germanisch", "abcdefghijklmnopqrstuvwxyzäöü", {"ß": "ss", "é": "e", "œ": "oe"},
    qu_cell=False, wordlists=("none",), definitions_url="https://example.org/{word}", notes="test only")
SPANISHISH = Language(
    "yy", "Spanishish", "Españolish", "abcdefghijklmnopqrstuvwxyzñ", {"á": "a", "é": "e", "ü": "u"},
    qu_cell=True, wordlists=("none",), definitions_url="https://example.org/{word}", notes="test only")
# Letters of the random words and boards: few, so random boards hold many words.
ALPHABET = {"xx": "aaeeinrstuäöüqd", "yy": "aaeeinrstuñoqd"}
FOLDED = {"xx": "ßéœ", "yy": "áéü"}


@pytest.fixture
def cache(tmp_path, monkeypatch):
    d = tmp_path / "cache"
    monkeypatch.setenv("BOGGLE_CACHE_DIR", str(d))
    return d


def _random_words(lang: Language, n: int, seed: int) -> list[str]:
    """Words over a small alphabet, some with characters the language folds, some in capitals,
    some with characters it does not have (dropped)."""
    rng = random.Random(seed)
    letters = ALPHABET[lang.code]
    words = []
    for _ in range(n):
        w = "".join(rng.choice(letters) for _ in range(rng.randint(2, 8)))
        r = rng.random()
        if r < 0.1:
            w = w[:2] + rng.choice(FOLDED[lang.code]) + w[2:]
        elif r < 0.15:
            w = w.upper()
        elif r < 0.18:
            w += rng.choice("'-ç")
        elif r < 0.25:
            w = w[:1] + "qu" + w[1:]
        words.append(w)
    return words


@pytest.fixture(scope="module", params=[GERMANISH, SPANISHISH], ids=lambda lang: lang.name)
def lang_case(request, tmp_path_factory):
    lang = request.param
    words = _random_words(lang, 4000, seed=len(lang.letters))
    path = tmp_path_factory.mktemp(lang.code) / f"{lang.code}.txt"
    path.write_text("\n".join(words) + "\n", encoding="utf-8")
    wl = load_wordlist(path, language=lang, use_cache=False)
    return lang, wl, Solver(wl), NaiveDictionary(words, lang)


def _check_board(lang, wl, solver, naive, board, w, h):
    found = find_words(board, w, h, naive)
    sol = solver.solve(board, (w, h))
    assert sol.word_set() == set(found)
    expected = sum(word_points(x) for x in found)
    assert sol.score == expected == solver.score(board, (w, h))
    assert solver.score_many(string_to_letters(board)[None, :], (w, h))[0] == expected
    cells = board_cells(board)
    g = geometry(w, h)
    for fw in sol.words:
        assert len(set(fw.path)) == len(fw.path)
        assert all(g.are_adjacent(a, b) for a, b in zip(fw.path, fw.path[1:]))
        spelled = "".join("qu" if cells[c] == "q" and lang.qu_cell else cells[c] for c in fw.path)
        assert spelled == fw.word and fw.word in wl
    return sol


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_random_boards_score_as_naive(lang_case, data):
    """Boards over the language's letters, extra letters (ä, ñ) and faces: kernel == naive."""
    lang, wl, solver, naive = lang_case
    w, h = data.draw(st.sampled_from([(3, 3), (3, 4), (4, 4)]))
    cell = st.one_of(st.sampled_from(ALPHABET[lang.code]), st.sampled_from("12345#"))
    board = "".join(data.draw(st.lists(cell, min_size=w * h, max_size=w * h)))
    _check_board(lang, wl, solver, naive, board, w, h)


def test_batch_of_extra_letter_boards_matches_naive(lang_case):
    lang, wl, solver, naive = lang_case
    rng = np.random.default_rng(7)
    pool = string_to_letters(ALPHABET[lang.code])
    boards = pool[rng.integers(0, len(pool), (300, 16))].astype(np.int8)
    assert (boards >= 26).any()  # the extra letters take the plain (no face table) kernel
    scores = solver.score_many(boards, "44", threads=2)
    expected = [sum(word_points(x) for x in find_words(letters_to_string(b), 4, 4, naive)) for b in boards]
    assert scores.tolist() == expected and max(expected) > 20


def test_list_words_are_folded_and_checked_like_naive(lang_case):
    lang, wl, _, naive = lang_case
    assert sorted(wl.words) == sorted(naive.forms.values())
    assert any(ch in "".join(wl.words) for ch in lang.letters[26:])  # the extra letters were kept
    for w in _random_words(lang, 500, seed=99):
        assert bogglify(w, lang) == boggle_form(w, lang)
        assert (w in wl) == (boggle_form(w, lang) in naive.forms)


# -- the shipped languages ------------------------------------------------------------------

# Golden boards: (board, score) with each language's bundled list under the standard rules (lists of
# 2026-11-23), checked against tests/naive.py in the test. Rebuilding a list changes these: recompute
# them with _naive_score_with_list. The German and Spanish boards hold their extra letters.
GOLDEN = {
    "fr": [("saeiwcneateiiles", 449), ("tresanilmeqoeurs", 1135)],
    "de": [("strabärnelötenis", 61), ("hausmüllerteinös", 159)],
    "es": [("señoracantidoelr", 1384), ("añoreslicantomes", 829)],  # es-hunspell
    "it": [("cittaleroniseamo", 387), ("quadernoliestrai", 312)],
    "nl": [("strandijkenmoetl", 368), ("huizeboterlandsa", 275)],
}


def _naive_score_with_list(lang: Language, path, board: str, w: int, h: int) -> int:
    """Naive score with only the list words whose letters are all on the board (no other word can be)."""
    on_board = set("".join(board_cells(board)))
    words = []
    with open(path, encoding="utf-8") as fh:
        for line in fh:
            word = line.strip().lower()
            form = boggle_form(word, lang)
            if form is not None and set(form) <= on_board:
                words.append(word)
    return sum(word_points(x) for x in find_words(board, w, h, NaiveDictionary(words, lang)))


@pytest.mark.parametrize("code", sorted(GOLDEN))
def test_golden_scores_per_language(code):
    lang = get_language(code)
    path = available_wordlists()[lang.wordlists[0]]
    solver = Solver(load_wordlist(path))
    assert solver.wordlist.language == code
    for board, golden in GOLDEN[code]:
        _, b = parse_board(board, "44", lang)
        expected = _naive_score_with_list(lang, path, b, 4, 4)
        assert solver.score(b) == expected == golden


def test_every_language_is_complete():
    assert next(iter(LANGUAGES)) == "en"
    lists = available_wordlists()
    for code, lang in LANGUAGES.items():
        assert lang.code == code and get_language(code) is lang and get_language(code.upper()) is lang
        assert lang.wordlists[0] in lists, f"{code}: no bundled list {lang.wordlists[0]}"
        for name in lang.wordlists:
            assert wordlist_language(name) == code
        assert lang.dice_sets and all(DICE_SETS[k].language == code for k in lang.dice_sets)
        assert [ds.key for ds in dice_sets_for(code)] == list(lang.dice_sets)
        assert "{word}" in lang.definitions_url and lang.notes
        assert set(lang.letters) <= set(LETTERS) and lang.letters.startswith("abc")
    with pytest.raises(LanguageError, match="unknown language 'klingon'; known: en"):
        get_language("klingon")
    assert get_language(None).code == "en" and get_language("German").code == "de"


@pytest.mark.parametrize("key", [k for k, ds in DICE_SETS.items() if ds.language != "en"])
def test_language_dice_roll_boards_of_the_language(key):
    ds = get_dice_set(key)
    lang = get_language(ds.language)
    assert key == f"{lang.code}-{key.split('-', 1)[1]}" and ds.origin in ("published", "designed", "frequencies")
    boards = roll_many(ds, 50, np.random.default_rng(3))
    for row in boards:
        text = letters_to_string(row)
        assert parse_board(text, ds.geometry, lang)[1] == text
        assert can_roll(ds, text)
    assert roll(ds, 5) == roll(ds, 5)


# -- boards ---------------------------------------------------------------------------------

def test_parse_board_folds_and_keeps():
    g33, g34, g44 = geometry(3, 3), geometry(3, 4), geometry(4, 4)
    # Accents typed or not; the language's own letters kept; capitals of both.
    assert parse_board("ÉtéBärÖœ", language=GERMANISH) == (g33, "etebäröoe")
    assert parse_board("äöüÄÖÜabc", language=GERMANISH) == (g33, "äöüäöüabc")
    # ß folds to two cells: 4 + 2 * 4 = 12 cells, a 3x4 board.
    assert parse_board("ßßßßäöüa", language=GERMANISH) == (g34, "ssssssssäöüa")
    # Decomposed input (a + combining diaeresis) is read as the letter after NFC.
    assert parse_board(unicodedata.normalize("NFD", "äöüäöüabc"), language=GERMANISH) == (g33, "äöüäöüabc")
    assert parse_board("Ñandé[th]#.abcdefgh", "44", SPANISHISH) == (g44, "ñande5##abcdefgh")
    # qu is one Qu cell only where q is the Qu cell; elsewhere q is a letter like any other.
    assert parse_board("qu ñ a b c d e f g", language=SPANISHISH) == (g33, "qñabcdefg")
    assert parse_board("quaquaqua", language=GERMANISH) == (g33, "quaquaqua")
    assert parse_board("quaquaquaqua", language=GERMANISH) == (g34, "quaquaquaqua")


@pytest.mark.parametrize("text,lang,bad", [
    ("abcdefghñ", GERMANISH, "'ñ'"),            # a symbol of another language
    ("abcdefghä", SPANISHISH, "'ä'"),
    ("abcdefghç", GERMANISH, "'ç'"),            # neither a letter nor folded
    ("abcdefgh\uff41", GERMANISH, "FULLWIDTH LATIN SMALL LETTER A"),  # NFKC would make it a: not here
    ("abcdefgh\ufb00", SPANISHISH, "LATIN SMALL LIGATURE FF"),
    ("abcdefgh!", SPANISHISH, "'!'"),
])
def test_parse_board_rejects_characters_outside_the_language(text, lang, bad):
    with pytest.raises(BoardError, match=bad) as err:
        parse_board(text, language=lang)
    assert lang.name in str(err.value) and lang.describe_letters() in str(err.value)


def test_combining_marks_compose_but_look_alike_signs_are_refused():
    """A letter written with a combining mark is the letter (NFC); a sign that NFC maps to a letter
    (KELVIN SIGN -> K) is refused in every language, as English boards, classes and partitions
    refuse it: only characters a person types for the letter are read as the letter."""
    assert parse_board("abcdefgha\u0308", language=GERMANISH)[1] == "abcdefghä"
    for language in (GERMANISH, None):
        with pytest.raises(BoardError, match="KELVIN SIGN"):
            parse_board("abcdefgh\u212a", language=language)
    with pytest.raises(BoardError, match="COMBINING DIAERESIS"):
        parse_board("\u0308abcdefgh", language=GERMANISH)   # a mark with no letter to sit on


def test_board_strings_and_codes_of_extra_letters():
    text = "aäöüñz1#"
    codes = string_to_letters(text)
    assert codes.tolist() == [0, 26, 27, 28, 29, 25, FIRST_FACE, BLANK]
    assert letters_to_string(codes) == text
    assert string_to_letters("aé").tolist() == [0, -1]
    assert cell_label("äq", 0) == "Ä" and cell_label("äq", 1) == "Qu"
    assert cell_label("äq", 1, GERMANISH) == "Q" and cell_label("äq", 1, SPANISHISH) == "Qu"
    assert format_board("äöüñqbcde", geometry(3, 3), GERMANISH) == "Ä  Ö  Ü\nÑ  Q  B\nC  D  E"


@settings(max_examples=200, deadline=None)
@given(st.lists(st.sampled_from("aeznäöüñq15#"), min_size=16, max_size=16).map("".join))
def test_canonical_rows_agree_with_canonical_board(board):
    """Rows and strings pick the same orientation (ñ sorts before ö as a character, after it as a code)."""
    g = geometry(4, 4)
    row = canonical_rows(string_to_letters(board)[None, :], g)[0]
    assert letters_to_string(row) == canonical_board(board, g)
    found = BoardsFound(g)
    found.add(board, 5)
    found.add_rows(string_to_letters(board)[None, :], np.array([5]))
    assert len(found) == 1


# -- English is unchanged -------------------------------------------------------------------

@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=st.sampled_from("abqQuUeE [th]15#.\u212aäéßñ\u00a0\tx"), max_size=40))
def test_english_language_reads_boards_as_before(text):
    def outcome(language):
        try:
            return parse_board(text, language=language) if language != "none" else parse_board(text)
        except BoardError as exc:
            return str(exc)
    assert outcome("none") == outcome("en") == outcome(get_language("en"))


@given(st.text(max_size=12))
def test_english_bogglify_as_before(word):
    assert bogglify(word) == bogglify(word, "en") == bogglify(word, get_language("en"))


def test_english_list_drops_what_other_languages_keep(write_wordlist, cache):
    p = write_wordlist(["bär", "bar", "straße", "café", "quiz", "qat", "año"])
    en = load_wordlist(p)
    xx = load_wordlist(p, language=GERMANISH)
    yy = load_wordlist(p, language=SPANISHISH)
    assert en.language == "en" and xx.language == "xx" and yy.language == "yy"
    assert sorted(en.words) == ["bar", "quiz"]
    assert sorted(xx.words) == ["bar", "bär", "cafe", "qat", "quiz", "strasse"]
    assert sorted(yy.words) == ["año", "bar", "cafe", "quiz"]  # qat: q needs u where q is Qu
    assert "Straße" in xx and "STRASSE" in xx and "strasse" in xx and "Straße" not in en
    assert "CAFÉ" in yy and "Año" in yy and "ano" not in yy


# -- cache ----------------------------------------------------------------------------------

def test_cache_is_keyed_by_language(write_wordlist, cache):
    p = write_wordlist(["bär", "bar", "straße", "quiz", "qat"])
    en = load_wordlist(p)
    xx = load_wordlist(p, language=GERMANISH)
    assert en.sha256 == xx.sha256 and not en.from_cache and not xx.from_cache
    assert W._cache_file(en.sha256, "en") != W._cache_file(xx.sha256, GERMANISH)
    assert W._cache_file(en.sha256, "en").exists() and W._cache_file(xx.sha256, GERMANISH).exists()
    en2, xx2 = load_wordlist(p), load_wordlist(p, language=GERMANISH)
    assert en2.from_cache and xx2.from_cache
    assert en2.words == en.words == ["bar", "quiz"] and xx2.words == xx.words
    assert Solver(xx2).score("bärsstrasseabcde") == Solver(xx).score("bärsstrasseabcde") > 0


def test_cache_of_one_language_is_never_trusted_for_another(write_wordlist, cache):
    p = write_wordlist(["bär", "bar", "bärte", "bars"])
    xx = load_wordlist(p, language=GERMANISH)
    arrays = {"node_info": xx.node_info, "node_word": xx.node_word, "word_length": xx.word_length,
              "blob": xx._blob, "too_long": np.asarray(xx.too_long, np.int64)}
    assert W._valid_trie(arrays, GERMANISH)
    assert not W._valid_trie(arrays, get_language("en"))   # letter ä (bit 26) and its byte in the text
    assert not W._valid_trie(arrays, SPANISHISH)
    # Planted under the English key, the German trie is turned down and English rebuilt.
    from core.engine import cache as disk_cache
    assert disk_cache.save_arrays(W._cache_file(xx.sha256, "en"), arrays, key=W._cache_key(xx.sha256, "en"),
                                  version=W.FORMAT_VERSION)
    en = load_wordlist(p)
    assert not en.from_cache and en.words == ["bar", "bars"]


def test_wordlist_language_of_bundled_and_other_lists(write_wordlist, cache):
    assert wordlist_language("scowl70") == "en"
    assert wordlist_language(write_wordlist(["bär"], name="de-wngerman.txt")) == "en"  # not the bundled file
    for code, lang in LANGUAGES.items():
        assert wordlist_language(lang.wordlists[0]) == code
        assert wordlist_language(available_wordlists()[lang.wordlists[0]]) == code
    assert wordlist_language("no-such-list") == "en"


# -- setups ---------------------------------------------------------------------------------

def test_setup_carries_the_language(write_wordlist, cache):
    wl = load_wordlist(write_wordlist(["bär", "bärte", "straße", "bart"]), language="de")
    setup = Setup.of(wl, "standard", "44")
    assert setup.language == "de" and setup.language_value is get_language("de")
    assert setup.to_dict()["language"] == "de"
    assert Setup.from_dict(setup.to_dict()) == setup
    assert "(German)" in setup.describe() and setup.describe().startswith("WORDS (German), standard rules, 4x4")
    assert setup.matches(wl) and not setup.matches(load_wordlist(wl.path))  # same bytes read in English
    old = setup.to_dict()
    del old["language"]  # a row stored before languages
    assert Setup.from_dict(old).language == "en"
    assert "German" not in Setup.from_dict(old).describe()
    with pytest.raises(ValueError, match="unknown language 'zz'"):
        Setup.from_dict({**setup.to_dict(), "language": "zz"})
    with pytest.raises(ValueError, match="bad language 'German'"):
        Setup(4, 4, "x", None, None, language="German")


def test_english_setup_dict_keeps_its_old_fields(default_wordlist):
    setup = Setup.of(default_wordlist)
    assert setup.language == "en" and setup.to_dict()["language"] == "en"
    assert setup.describe() == "SCOWL70, standard rules, 4x4"


# -- the TOML schema ------------------------------------------------------------------------

_EN = """
[en]
name = "English"
native_name = "English"
letters = "abcdefghijklmnopqrstuvwxyz"
qu_cell = true
wordlists = ["scowl70"]
definitions_url = "https://en.wiktionary.org/wiki/{word}"
notes = "n"
"""
_XX = """
[xx]
name = "Ex"
native_name = "Ex"
letters = "abcdefghijklmnopqrstuvwxyzä"
fold = { "ß" = "ss" }
qu_cell = false
wordlists = ["xx-words"]
definitions_url = "https://x.org/{word}"
notes = "n"

[xx.dice.small]
name = "3x3 Ex"
size = "3x3"
faces = ["aaaaaa", "bbbbbb", "cccccc", "dddddd", "eeeeee", "ffffff", "gggggg", "hhhhhh", "ääääää"]
origin = "frequencies"
source = "test"
"""


def test_toml_schema_reads_a_language_with_dice():
    langs = parse_languages(_EN + _XX)
    xx = langs["xx"]
    assert list(langs) == ["en", "xx"] and xx.dice_sets == ("xx-small",) and xx.min_length == 3
    assert xx.dice[0].faces[-1] == "ääääää" and xx.dice[0].origin == "frequencies" and xx.dice[0].rules == "standard"
    assert xx.fold_text("STRAẞE Straße") == "strasse strasse" and xx.accepts("Ä") and not xx.accepts("é")
    assert xx.family_list == ""
    family = parse_languages(_EN + _XX.replace('wordlists = ["xx-words"]',
                                               'wordlists = ["xx-words", "xx-common"]\nfamily_list = "xx-common"'))
    assert family["xx"].family_list == "xx-common" and family["xx"].wordlists == ("xx-words", "xx-common")


@pytest.mark.parametrize("change,message", [
    (("qu_cell = false", "qu_cell = 'no'"), "qu_cell must be true or false"),
    (('letters = "abcdefghijklmnopqrstuvwxyzä"', 'letters = "abcdefghijklmnopqrstuvwxyzé"'),
     "'é' is not a letter symbol"),
    (('letters = "abcdefghijklmnopqrstuvwxyzä"', 'letters = "äabcdefghijklmnopqrstuvwxyz"'), "code order"),
    (('fold = { "ß" = "ss" }', 'fold = { "ß" = "ß" }'), "replacement must be letters"),
    (('fold = { "ß" = "ss" }', 'fold = { "ä" = "a" }'), "not one of its letters"),
    (('fold = { "ß" = "ss" }', 'fold = { "SS" = "s" }'), "single characters"),
    (('notes = "n"\n\n[xx.dice', 'notes = "n"\nflavour = 1\n\n[xx.dice'), "unknown key 'flavour'"),
    (('definitions_url = "https://x.org/{word}"', 'definitions_url = "https://x.org/"'), "{word}"),
    (('wordlists = ["xx-words"]', "wordlists = []"), "at least one word list"),
    (('wordlists = ["xx-words"]', 'wordlists = ["xx-words"]\nfamily_list = "xx-common"'),
     "family_list 'xx-common' must be one of its wordlists after the first"),
    (('wordlists = ["xx-words"]', 'wordlists = ["xx-words"]\nfamily_list = "xx-words"'),
     "family_list 'xx-words' must be one of its wordlists after the first"),
    (('wordlists = ["xx-words"]', 'wordlists = ["xx-words", "xx-common"]\nfamily_list = 2'),
     "family_list must be a string"),
    (('size = "3x3"', 'size = "4x4"'), "needs 16 dice, got 9"),
    (('"ääääää"]', '"ññññññ"]'), "'ñ', which is not a letter of Ex"),
    (('origin = "frequencies"', 'origin = "guessed"'), "origin must be one of"),
    (('name = "Ex"\nnative', 'nom = "Ex"\nnative'), "unknown key 'nom'"),
    (("[xx]", "[XX]"), "bad language code 'XX'"),
    (("[xx]\n", "[xx]\nrules = 'klingon'\n"), "unknown rules 'klingon'"),
    (("[xx]\n", "[xx\n"), "not valid TOML"),
])
def test_toml_schema_errors_name_the_problem(change, message):
    old, new = change
    text = _XX.replace(old, new, 1)
    assert text != _XX
    with pytest.raises(LanguageError, match=message.replace("{", r"\{").replace("}", r"\}").replace("(", r"\(")):
        parse_languages(_EN + text)


def test_toml_needs_english():
    with pytest.raises(LanguageError, match=r"no \[en\] table"):
        parse_languages(_XX)


def test_dice_sets_must_exist_and_be_the_languages_own():
    from core.engine.dice import _check_language_sets, _language_dice_sets
    de = _XX.replace("[xx", "[de").replace("xx-", "de-")  # a DiceSet's language is a registered one
    langs = parse_languages(_EN + de.replace('notes = "n"\n\n', 'notes = "n"\ndice_sets = ["de-small", "big"]\n\n'))
    sets = {**DICE_SETS, **_language_dice_sets(langs.values())}
    with pytest.raises(LanguageError, match="'big' has English faces"):
        _check_language_sets(list(langs.values()), sets)
    langs = parse_languages(_EN + de.replace('notes = "n"\n\n', 'notes = "n"\ndice_sets = ["de-tiny"]\n\n'))
    with pytest.raises(LanguageError, match="unknown dice set 'de-tiny'"):
        _check_language_sets(list(langs.values()), {**DICE_SETS, **_language_dice_sets(langs.values())})


def test_a_language_may_fold_an_ascii_letter_it_does_not_have(write_wordlist, cache):
    no_k = Language("zz", "No-k", "No-k", "abcdefghijlmnopqrstuvwxyz", {"k": "c", "ü": "u"}, qu_cell=True,
                    wordlists=("none",), definitions_url="https://example.org/{word}", notes="test only")
    assert no_k.fold_text("Kilo") == "cilo" and no_k.fold_text("Kilü") == "cilu"
    assert parse_board("kkkabcdef", language=no_k)[1] == "cccabcdef"
    wl = load_wordlist(write_wordlist(["kilo", "cilo", "kürz"]), language=no_k)
    assert wl.words == ["cilo", "curz"] and "KILO" in wl
    assert no_k.describe_letters() == "a b c d e f g h i j l m n o p q r s t u v w x y z"


def test_capital_sharp_s_is_accepted_where_sharp_s_folds():
    """ß upper-cases to two letters, so its capital ẞ is not found by upper-casing the letters: it must
    be accepted all the same."""
    german = get_language("de")
    assert german.accepts("ß") and german.accepts("ẞ")
    assert german.fold_text("STRAẞE") == german.fold_text("straße") == "strasse"
    assert parse_board("ẞabcdefghijklmn", language=german)[1] == "ssabcdefghijklmn"
    assert not get_language("en").accepts("ẞ")
