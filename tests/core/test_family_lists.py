"""Family word lists: the common forms of each language's full list, offered beside it.

Built by ``wordlists/build_languages.py family CODE`` (wordfreq's text frequencies, Zipf 2.0 and up) and, for
English, ``wordlists/build_scowl.sh 50`` (SCOWL sizes 10-50); see wordlists/README.md and docs/languages.md.
"""
from __future__ import annotations

import importlib.util
import subprocess
import sys
import unicodedata

import numpy as np
import pytest

from core.engine import load_wordlist
from core.engine.dice import dice_sets_for
from core.engine.language import LANGUAGES, get_language
from core.engine.wordlist import BUNDLED_DIR, available_wordlists, wordlist_language
from core.stats.census import roll_sample, sample_boards
from tests.conftest import ROOT
from tests.core.language_support import build

FAMILY = {"en": "scowl50", "fr": "fr-family", "de": "de-family", "es": "es-family", "it": "it-family",
          "nl": "nl-family"}
# Everyday forms a family game takes, and full-list forms it leaves out (rare verb forms, learned words).
COMMON = {
    "en": ["house", "houses", "walked", "quiet", "eaten"],
    "fr": ["été", "maisons", "mangeons", "garçon", "œuvre"],
    "de": ["häuser", "straße", "hund", "gegessen", "schön"],
    "es": ["casas", "comemos", "niño", "sale", "canción", "hablábamos"],
    "it": ["città", "perché", "acqua", "case", "mangiamo"],
    "nl": ["ideeën", "fiets", "huizen", "lopen", "ijs"],
}
RARE = {
    "en": ["amrita", "cislunar", "abcoulomb"],
    "fr": ["épizooties", "cuvelage"],
    "de": ["gehörknöchelchen", "hochseeflotte"],
    "es": ["jarrearan", "ñandubay", "raleo"],
    "it": ["elemosinassimo", "tracollasti"],
    "nl": ["aambeeldje"],
}


def _lines(name: str) -> list[str]:
    return (BUNDLED_DIR / f"{name}.txt").read_text(encoding="utf-8").split("\n")[:-1]


@pytest.mark.parametrize("code", list(FAMILY))
def test_each_language_offers_its_family_list_after_its_full_list(code):
    lang = get_language(code)
    assert lang.family_list == FAMILY[code]
    assert lang.wordlists[0] != FAMILY[code] and lang.wordlists[1] == FAMILY[code]  # the full list stays default
    assert FAMILY[code] in available_wordlists() and wordlist_language(FAMILY[code]) == code
    assert set(FAMILY) == set(LANGUAGES)


@pytest.mark.parametrize("code", list(FAMILY))
def test_family_list_is_a_sorted_subset_of_the_full_list(code):
    family, full = _lines(FAMILY[code]), _lines(get_language(code).wordlists[0])
    assert family == sorted(set(family)), "not sorted by code point, or repeated lines"
    assert set(family) <= set(full)
    assert all(w == unicodedata.normalize("NFC", w) == w.lower() and w.strip() == w for w in family)
    assert 0.05 * len(full) < len(family) < 0.6 * len(full)


@pytest.mark.parametrize("code", list(FAMILY))
def test_family_list_loads_with_common_forms_and_without_rare_ones(code):
    family, full = load_wordlist(FAMILY[code]), load_wordlist(get_language(code).wordlists[0])
    assert family.language == code and len(family) >= 30_000
    for word in COMMON[code]:
        assert word in family, f"{code}: {word!r} should be in the family list"
    for word in RARE[code]:
        assert word in full and word not in family, f"{code}: {word!r} is rare"


@pytest.mark.parametrize("code", list(FAMILY))
def test_family_list_on_the_same_boards_finds_fewer_words_and_few_poor_boards(code):
    """Every board holds no more family words than full-list words (a subset), and a family game still
    deals few poor boards: under 20 words on at most 15% of the default dice's boards."""
    lang = get_language(code)
    dice = dice_sets_for(code)[0]
    boards = roll_sample(dice, 1_000, 7)
    full = sample_boards(dice, load_wordlist(lang.wordlists[0]), boards=boards, threads=1)
    family = sample_boards(dice, load_wordlist(lang.family_list), boards=boards, threads=1)
    assert np.all(family.word_counts <= full.word_counts) and np.all(family.scores <= full.scores)
    assert family.word_counts.mean() < full.word_counts.mean()
    assert np.mean(family.word_counts < 20) <= 0.15


def test_a_spanish_family_game_scores_like_an_english_one():
    """The Spanish full list's rare verb forms triple a board's points; the family list brings them within
    twice what the English New dice score with scowl70, on the same number of boards."""
    es, english = dice_sets_for("es")[0], dice_sets_for("en")[0]
    boards = roll_sample(es, 1_000, 8)
    full = sample_boards(es, load_wordlist("es-hunspell"), boards=boards, threads=1).scores.mean()
    family = sample_boards(es, load_wordlist("es-family"), boards=boards, threads=1).scores.mean()
    en_boards = roll_sample(english, 1_000, 8)
    en = sample_boards(english, load_wordlist("scowl70"), boards=en_boards, threads=1).scores.mean()
    assert full > 2.5 * en and family < 2 * en and family < 0.6 * full


def test_the_languages_benchmark_prints_full_and_family_on_the_same_boards():
    r = subprocess.run([sys.executable, str(ROOT / "benchmarks" / "bench_languages.py"), "--boards", "200",
                        "--languages", "en", "it", "--threads", "1"], capture_output=True, text=True, timeout=600)
    assert r.returncode == 0, r.stderr
    rows = [line for line in r.stdout.splitlines() if line.startswith("| ") and "`" in line]
    assert [row.split("|")[2].strip() for row in rows] == ["`new`", "`classic`", "`it-classic`", "`it-freq`"]
    for row in rows:
        cells = [c.strip() for c in row.strip("|").split("|")]
        assert len(cells) == 10 and cells[3].endswith("%") and cells[6].endswith("%") and cells[9].endswith("%")
        assert float(cells[7]) < float(cells[4])   # the family list finds fewer words on the same boards


def test_a_game_code_of_a_family_game_names_the_family_list():
    from core.engine.setup import Setup
    from core.play.codes import code_for, decode_game, encode_game
    from core.play.game import TimerMode
    family, full = load_wordlist("es-family"), load_wordlist("es-hunspell")
    setup = Setup.of(family, "standard", "44")
    code = decode_game(encode_game(code_for("es-new", setup, TimerMode.fixed(180), seed=11)))
    assert code.language == "es" and code.wordlist == "es-family"
    assert code.matches(family.sha256) and not code.matches(full.sha256)


def test_family_words_keep_the_frequent_forms_in_list_order():
    frequencies = {"casa": 1e-4, "casas": 2e-6, "jarrearan": 1e-9, "strasse": 1e-5}  # wordfreq stores ß as ss
    words = ["casa", "casas", "jarrearan", "nada", "straße"]
    assert build.family_words(words, frequencies, min_zipf=2.0) == ["casa", "casas", "straße"]
    assert build.family_words(words, frequencies, min_zipf=3.5) == ["casa", "straße"]  # 2e-6 is Zipf 3.3
    assert build.family_words(words, {}, min_zipf=2.0) == []


def test_family_lists_sources_and_licence_are_in_the_readme():
    readme = (ROOT / "wordlists" / "README.md").read_text(encoding="utf-8")
    for name in FAMILY.values():
        assert f"`{name}.txt`" in readme, name
    for text in ("wordfreq", build.WORDFREQ_VERSION, "CC BY-SA 4.0", "build_languages.py family",
                 "build_scowl.sh 50", f"Zipf {build.FAMILY_MIN_ZIPF}"):
        assert text in readme, text


@pytest.mark.slow
def test_family_recipe_reproduces_the_committed_lists():
    if importlib.util.find_spec("wordfreq") is None:
        pytest.skip(f"wordfreq is not installed (pip install wordfreq=={build.WORDFREQ_VERSION})")
    languages = build.load_languages()
    for code in ("fr", "de", "es", "it", "nl"):
        built = build.build_family(languages, code)
        assert built == {f"{code}-family.txt": (ROOT / "wordlists" / f"{code}-family.txt").read_bytes()}
