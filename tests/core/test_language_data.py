"""The languages' data: word lists, letters, dice and licences of French, German, Spanish, Italian, Dutch.

The lists are built by wordlists/build_languages.py from Debian's word-list packages (Spanish: from the
RLA-ES Hunspell dictionary, expanded by Hunspell's unmunch); the choices
are explained in docs/languages.md and the sources and licences in wordlists/README.md.
"""
from __future__ import annotations

import os
import unicodedata
from collections import Counter
from pathlib import Path

import pytest

from core.engine import Solver, load_wordlist
from core.engine.dice import DICE_SETS, get_dice_set, roll
from core.engine.language import LANGUAGES, get_language
from core.engine.wordlist import BUNDLED_DIR
from tests import naive
from tests.conftest import ROOT
from tests.core.language_support import build

CODES = ["fr", "de", "es", "it", "nl"]
# Fewest words each list must keep when loaded (the lists hold more; a recipe that loses most of a
# language shows here).
MIN_WORDS = {"fr": 300_000, "de": 300_000, "es": 550_000, "it": 100_000, "nl": 300_000}
# Words each language must accept, however typed, and words it must not (names, abbreviations,
# hyphenated entries, q without u).
ACCEPTED = {
    "fr": ["été", "ETE", "oeuvre", "œuvre", "garçon"],
    "de": ["straße", "STRASSE", "häuser", "bär", "hund", "mutter"],
    "es": ["año", "canción", "cigüeñas", "casa", "casas", "canciones", "comemos", "hablábamos", "fuimos", "hizo",
           "abdicaciones", "arrepintiéndose"],
    "it": ["città", "perché", "acqua"],
    "nl": ["ideeën", "ijs", "fiets"],
}
REFUSED = {
    "fr": ["abat-jour", "coq", "cinq"],
    "de": ["mozart", "bzw", "hauser", "kfz"],
    "es": ["pchs", "madrid", "comérsela", "ponérselas", "km"],
    "it": ["achille", "soqquadro", "all'abate"],
    "nl": ["nelis", "hsl", "btw"],
}
# A board rolled with each language's default dice (seed 14), and with its earlier default dice, and its score:
# golden values, checked against the naive reference below.
GOLDEN = {
    "fr": [("fr-classic", "ecostzifricssnbn", 53)],
    "de": [("de-new", "ebnewukeohiszsbi", 25), ("de-freq", "eftnüsretidävnei", 166)],
    "es": [("es-new", "easntrtaodguvoae", 485), ("es-freq", "abtlñundreeysfbe", 124)],
    "it": [("it-classic", "ebrourscniissnae", 144), ("it-freq", "eeqrzstdmectviee", 42)],
    "nl": [("nl-new", "ebsewuegoqgvttaj", 55), ("nl-freq", "aeoizstlomewtnem", 265)],
}
DEBS = Path(os.environ.get("BOGGLE_LANGUAGE_DEBS", "/tmp/langdebs"))
VOWELS = set("aeiouyäöü")


def _list_path(code: str) -> Path:
    return BUNDLED_DIR / f"{get_language(code).wordlists[0]}.txt"


def _lines(code: str) -> list[str]:
    return _list_path(code).read_text(encoding="utf-8").split("\n")[:-1]


_LOADED: dict = {}


def _wordlist(code: str):
    """Each list is compiled once per test run (the tests' cache folder starts empty)."""
    if code not in _LOADED:
        _LOADED[code] = load_wordlist(get_language(code).wordlists[0])
    return _LOADED[code]


def test_the_five_languages_are_declared_with_their_lists_and_dice():
    assert set(CODES) <= set(LANGUAGES)
    for code in CODES:
        lang = get_language(code)
        assert lang.qu_cell and lang.min_length == 3 and lang.rules == "standard"
        assert lang.definitions_url == f"https://{code}.wiktionary.org/w/index.php?search={{word}}&go=Go"
        assert _list_path(code).is_file(), f"{code}: {_list_path(code)} missing"
        assert lang.dice_sets and all(key in DICE_SETS for key in lang.dice_sets)
    assert get_language("de").letters.endswith("äöü") and get_language("es").letters.endswith("ñ")
    for code in ("fr", "it", "nl"):
        assert get_language(code).letters == "abcdefghijklmnopqrstuvwxyz"
    assert get_language("de").fold["ß"] == "ss" and get_language("nl").fold["ĳ"] == "ij"


@pytest.mark.parametrize("code", CODES)
def test_every_language_loads_its_list(code):
    wl = _wordlist(code)
    assert wl.language == code  # a bundled list named by a language is read in it
    assert len(wl.words) >= MIN_WORDS[code]
    for word in ACCEPTED[code]:
        assert word in wl, f"{code}: {word!r} should be a word"
    for word in REFUSED[code]:
        assert word not in wl, f"{code}: {word!r} should not be a word"


def test_kept_letters_are_not_folded_away():
    german, spanish = _wordlist("de"), _wordlist("es")
    assert german.lookup("bär") != german.lookup("bar") and german.lookup("bar") >= 0
    assert spanish.lookup("año") != spanish.lookup("ano") and spanish.lookup("ano") >= 0
    french = _wordlist("fr")
    assert french.lookup("été") == french.lookup("ete")  # folded: one word however typed


@pytest.mark.parametrize("code", CODES)
def test_list_file_is_sorted_unique_nfc_lower_case(code):
    lines = _lines(code)
    assert lines == sorted(set(lines)), f"{code}: not sorted by code point, or repeated lines"
    sample = lines[:: max(1, len(lines) // 10_000)]  # a spot check of about 10,000 lines
    assert len(sample) >= min(10_000, len(lines))
    for word in sample:
        assert word and word == word.strip() and " " not in word
        assert word == unicodedata.normalize("NFC", word) == word.lower(), word


@pytest.mark.parametrize("code", CODES)
def test_list_words_fold_to_the_language_letters(code):
    lang = get_language(code)
    letters = set(lang.letters)
    lines = _lines(code)
    sample = lines[:: max(1, len(lines) // 10_000)]
    for word in sample:
        folded = lang.fold_text(word)
        assert set(folded) <= letters, f"{code}: {word!r} folds to {folded!r}, outside {lang.letters}"
        assert set(folded) & VOWELS, f"{code}: {word!r} has no vowel (an abbreviation)"
        assert naive.spelled_in(word, lang) == folded  # the engine folds as the reference does


@pytest.mark.parametrize("code", CODES)
def test_dice_faces_are_the_language_letters(code):
    lang = get_language(code)
    assert lang.dice
    for spec in lang.dice:
        assert spec.size == "4x4" and len(spec.faces) == 16
        for die in spec.faces:
            assert len(die) == 6 and set(die) <= set(lang.letters), f"{code}-{spec.key}: {die}"
        dice = get_dice_set(f"{code}-{spec.key}")
        assert dice.dice == spec.faces
        board = roll(dice, 3)
        assert len(board) == 16 and set(board) <= set(lang.letters)
    faces = "".join(f for spec in lang.dice for f in spec.faces)
    extra = set(lang.letters) - set("abcdefghijklmnopqrstuvwxyz")
    assert extra <= set(faces), f"{code}: a letter of its own ({extra}) has no face"
    assert "q" in faces  # the Qu cell


@pytest.mark.parametrize("code", CODES)
def test_frequency_dice_are_rebuilt_from_the_list(code):
    lang = get_language(code)
    table = build.load_languages()[code]
    for spec in lang.dice:
        if spec.origin == "frequencies":
            assert "not a published set" in spec.source
            assert tuple(build.frequency_dice(_lines(code), table)) == spec.faces


def test_frequency_dice_follow_the_counts():
    table = {"letters": "abcdefghijklmnopqrstuvwxyz", "qu_cell": True, "fold": {"é": "e"}}
    # e: 270 of 294 letters; the other word holds every other letter once, u only inside qu (one q face)
    words = ["ééé"] * 90 + ["quabcdfghijklmnoprstvwxyz"]
    dice = build.frequency_dice(words, table)
    faces = "".join(dice)
    assert len(dice) == 16 and all(len(d) == 6 for d in dice) and len(faces) == 96
    assert faces.count("u") == 0 and faces.count("q") == 1  # u only inside qu here
    assert faces.count("e") == 96 - 24  # every other letter has 1/296 > 0.1%: one face each
    assert max(d.count("e") for d in dice) - min(d.count("e") for d in dice) <= 1  # spread over dice


def test_italian_edition_dice_are_the_french_set_with_one_face_changed_on_five_dice():
    # The transcription docs/languages.md describes: checked so a typo in the faces shows.
    french = [Counter(d) for d in get_dice_set("fr-classic").dice]
    changed = 0
    for die in get_dice_set("it-classic").dice:
        best = min((Counter(die) - c).total() for c in french)
        assert best <= 1, die
        changed += best
    assert changed == 5
    assert get_language("it").dice_sets[0] == "it-classic" and get_dice_set("it-classic").origin == "published"


def test_french_edition_dice_are_the_classic_set_with_one_face_changed_on_ten_dice():
    # The transcription docs/languages.md describes: checked so a typo in the faces shows.
    classic = [Counter(d) for d in get_dice_set("classic").dice]
    changed = 0
    for die in get_dice_set("fr-classic").dice:
        best = min((Counter(die) - c).total() for c in classic)  # faces not on the nearest classic die
        assert best <= 1, die
        changed += best
    assert changed == 10


@pytest.mark.parametrize("code", CODES)
def test_rolled_board_golden_score_matches_the_naive_reference(code):
    lang = get_language(code)
    assert lang.dice_sets[0] == GOLDEN[code][0][0]  # the first golden board is the default dice's
    for key, board, score in GOLDEN[code]:
        assert roll(key, 14) == board
        assert Solver(_wordlist(code)).score(board) == score
        # The reference walks every path; words with a letter not on the board cannot be there.
        cells = set(board)
        words = [w for w in _lines(code) if (form := naive.boggle_form(w, lang)) is not None and set(form) <= cells]
        assert naive.score_board(board, 4, 4, words, language=lang) == score


def test_licences_and_versions_are_in_the_readme():
    readme = (ROOT / "wordlists" / "README.md").read_text(encoding="utf-8")
    for source in build.SOURCES.values():
        assert f"`{source.output}`" in readme and source.package in readme
        assert source.version.split(":")[-1] in readme
    for text in ("GPL-2.0-or-later", "GPL-3.0-or-later", "BSD-3-Clause", "public domain",
                 "Copyright: 1989 Paul Leyland", "Copyright: 1999-2016 Björn Jacke",
                 "Word list license: Public Domain.", "Copyright: 1997-2018 Davide G. M. Salvetti",
                 "(c) 2006, 2007, 2008, 2009, 2010 OpenTaal", "Redistribution and use in source and binary forms"):
        assert text in readme, text
    for name, title in (("COPYING.GPL-2", "Version 2, June 1991"), ("COPYING.GPL-3", "Version 3, 29 June 2007")):
        head = (ROOT / "wordlists" / name).read_text(encoding="utf-8")[:400]
        assert "GNU GENERAL PUBLIC LICENSE" in head and title in head


@pytest.mark.slow
def test_recipe_reproduces_the_committed_lists():
    if not all(list(DEBS.glob(f"{s.package}_*.deb")) for s in build.SOURCES.values()):
        pytest.skip(f"the Debian packages are not in {DEBS} (set BOGGLE_LANGUAGE_DEBS; see wordlists/README.md)")
    built = build.build_all(DEBS, build.load_languages())
    assert set(built) == {s.output for s in build.SOURCES.values()}
    for name, data in built.items():
        assert data == (ROOT / "wordlists" / name).read_bytes(), f"{name} differs from its recipe"


def test_recipe_rules_on_made_up_entries():
    table = build.load_languages()
    entries = ["Chat", "chat", "abat-jour", "été", "aujourd'hui", "cm", "ÉTÉ", "km.", "l'an", "", "wéird€"]
    assert build.build_words("fr", [e for e in entries if e], table["fr"]) == ["chat", "été"]
    german = ["Haus", "Häuser", "ABC", "AGs", "bzw", "Straße", "essen", "Essen", "Berlin"]
    assert build.build_words("de", german, table["de"], names={"Berlin"}) == ["essen", "haus", "häuser", "straße"]
    names = build._german_names(["Hund", "Hunde", "Mozart", "Mozarts", "Damen", "Dame"],
                                ["Hund", "Mozart", "Damen"])
    assert names == {"Mozart", "Mozarts"}  # Hund has its own forms, Damen is a form of Dame


# -- Spanish: the RLA-ES Hunspell dictionary expanded --------------------------------------------------------


def test_spanish_default_is_the_expanded_list_and_wspanish_the_second_choice():
    es = get_language("es")
    assert tuple(es.wordlists) == ("es-hunspell", "es-family", "es-wspanish")
    wl, lemmas = _wordlist("es"), load_wordlist("es-wspanish")
    assert lemmas.language == "es"
    # wspanish has lemmas only; the expanded list has their plurals and conjugated forms.
    for lemma, forms in (("casa", ["casas"]), ("comer", ["comemos", "comí", "comeríamos", "comiendo", "comieron"]),
                         ("canción", ["canciones"]), ("ser", ["somos", "fuimos", "eres"])):
        assert lemma in lemmas and lemma in wl
        for form in forms:
            assert form in wl and form not in lemmas, form
    assert len(wl.words) > 6 * len(lemmas.words)


def test_every_spanish_word_folds_to_spanish_letters():
    lang = get_language("es")
    allowed = set(lang.letters) | set(lang.fold)
    text = _list_path("es").read_text(encoding="utf-8")
    assert set(text) - {"\n"} <= allowed, sorted(set(text) - allowed - {"\n"})
    assert set(lang.fold_text("".join(sorted(set(text) - {"\n"})))) <= set(lang.letters)
    words = text.split("\n")[:-1]
    assert all(set(lang.fold_text(w)) & VOWELS for w in words)  # every word, not a sample
    assert {"á", "é", "í", "ó", "ú", "ü", "ñ"} <= set(text)  # accents kept in the file, folded on loading


def test_enclitic_classes_are_the_infinitive_plus_pronoun_classes():
    aff = "\n".join([
        "SET UTF-8", "FLAG UTF-8",
        "SFX R Y 2", "SFX R ar amos ar", "SFX R r ndo ar",  # conjugation: kept
        "SFX À Y 2", "SFX À 0 la r", "SFX À ar ármelo ar",  # infinitive + pronouns: enclitic
        "SFX N Y 2", "SFX N a illa/S a", "SFX N 0 cillo/S or",  # diminutives end in -lla/-llo but are not
        "SFX Z Y 1", "SFX Z 0 lo/S r",  # a pronoun with classes of its own: not a plain enclitic class
        "PFX a Y 1", "PFX a 0 re .",
    ])
    assert build.enclitic_classes(aff) == {"À"}
    dic = "3\ncantar/RÀa\nniña/N\nCaldas\u200e\n"
    aff_bytes, dic_bytes = build.unmunch_input(aff, dic, {"À"})
    assert b"SET ISO8859-1" in aff_bytes and b"FLAG UTF-8" not in aff_bytes
    assert b"SFX \xc0 0 la r" in aff_bytes  # one byte per flag: unmunch reads flags byte by byte
    assert dic_bytes.decode("latin-1").split("\n") == ["3", "cantar/Ra", "niña/N", "Caldas", ""]
    with pytest.raises(build.BuildError, match="FLAG UTF-8"):
        build.unmunch_input("SET UTF-8\n", dic, set())
    with pytest.raises(build.BuildError, match="Latin-1"):
        build.unmunch_input(aff, "1\nœuvre\n", set())


def test_spanish_sources_and_licence_are_in_the_readme():
    readme = (ROOT / "wordlists" / "README.md").read_text(encoding="utf-8")
    source = build.HUNSPELL_SOURCES["es"]
    for deb in (source.dictionary, source.tools):
        assert deb.package in readme and deb.version.split(":")[-1] in readme and deb.sha256[:8] in readme
    for text in (f"`{source.output}`", "Files: dictionaries/es/*", "Copyright: Santiago Bosio",
                 "License: GPL-3+ or LGPL-3+ or MPL-1.1+", "GPL-3.0-or-later"):
        assert text in readme, text


@pytest.mark.slow
def test_hunspell_recipe_reproduces_the_spanish_list():
    source = build.HUNSPELL_SOURCES["es"]
    if not all(list(DEBS.glob(f"{d.package}_*.deb")) for d in (source.dictionary, source.tools)):
        pytest.skip(f"hunspell-es and hunspell-tools are not in {DEBS} (see wordlists/README.md)")
    built = build.build_hunspell(DEBS, build.load_languages(), "es")
    assert built == {source.output: (ROOT / "wordlists" / source.output).read_bytes()}
