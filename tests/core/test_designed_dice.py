"""Dice designed like the English New dice (German, Spanish, Dutch): their recipe and what their boards are like.

The recipe is ``wordlists/build_languages.py design CODE`` (faces by wordfreq's text frequencies, then
``arrange_dice``); the choices are explained in docs/languages.md, "Dice".
"""
from __future__ import annotations

import importlib.util
import itertools
from collections import Counter
from math import prod, sqrt

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from core.engine import load_wordlist
from core.engine.dice import DICE_SETS, dice_sets_for, get_dice_set, roll_many
from core.engine.language import LANGUAGES, LETTER_CODE, get_language
from core.stats.census import sample_boards
from tests.core.language_support import build

DESIGNED = sorted(key for key, ds in DICE_SETS.items() if ds.origin == "designed")
ROLLS = 20_000


def _letter_repeats(boards: np.ndarray) -> np.ndarray:
    """Most copies of one letter on each board."""
    return np.stack([np.bincount(row, minlength=64) for row in boards.astype(np.int64)]).max(axis=1)


def _vowel_counts(boards: np.ndarray, dice) -> np.ndarray:
    codes = [LETTER_CODE[ch] for ch in get_language(dice.language).letters if ch in build.DESIGN_VOWELS]
    return np.isin(boards, codes).sum(axis=1)


def test_the_languages_without_a_published_set_default_to_designed_dice():
    assert DESIGNED == ["de-new", "es-new", "nl-new"]
    for key in DESIGNED:
        ds = get_dice_set(key)
        assert get_language(ds.language).dice_sets[0] == key  # the default; the frequency dice stay offered
        assert f"{ds.language}-freq" in get_language(ds.language).dice_sets
        assert "not a published set" in ds.source and f"design {ds.language}" in ds.source
    for code in LANGUAGES:  # every language's first dice set is published or designed, never frequencies
        assert dice_sets_for(code)[0].origin in ("published", "designed")


@pytest.mark.parametrize("key", DESIGNED)
def test_designed_dice_are_rebuilt_by_their_arrangement(key):
    ds = get_dice_set(key)
    table = build.load_languages()[ds.language]
    faces = Counter("".join(ds.dice))
    assert sorted(build.arrange_dice(dict(faces), table)) == sorted(ds.dice)


@pytest.mark.parametrize("key", DESIGNED)
def test_designed_dice_keep_their_rules(key):
    ds = get_dice_set(key)
    faces = Counter("".join(ds.dice))
    single = {ch for ch, n in faces.items() if n == 1}
    for die in ds.dice:
        vowels = sum(ch in build.DESIGN_VOWELS for ch in die)
        assert build.DIE_VOWELS[0] <= vowels <= build.DIE_VOWELS[1], die
        assert max(Counter(die).values()) <= build.DIE_COPIES, die
        assert len(single & set(die)) <= 1, die
    assert "q" in faces  # the Qu cell
    extra = set(get_language(ds.language).letters) - set("abcdefghijklmnopqrstuvwxyz")
    assert extra <= set(faces)  # ä ö ü, ñ: a face each


@pytest.mark.parametrize("key", DESIGNED)
def test_designed_dice_roll_boards_like_the_new_dice(key):
    """Rolled boards: one letter 6+ times no more often than on the English New dice (and far less than
    on the frequency dice), and the vowel count in 4..9 at least as often as on the New dice."""
    ds, freq, new = get_dice_set(key), get_dice_set(key.replace("-new", "-freq")), get_dice_set("new")
    rng = np.random.default_rng(32)
    boards = {d.key: roll_many(d, ROLLS, rng) for d in (ds, freq, new)}
    repeat = {k: float(np.mean(_letter_repeats(b) >= build.REPEAT)) for k, b in boards.items()}
    slack = 3 * sqrt(build.REPEAT_BUDGET / ROLLS)  # three standard errors of a share near the budget
    assert repeat[ds.key] <= repeat["new"] + slack
    assert repeat[ds.key] <= repeat[freq.key] / 4
    profile = build.dice_profile(list(ds.dice))  # the exact chance agrees with the rolls
    assert profile["repeat"] <= build.REPEAT_BUDGET
    assert abs(repeat[ds.key] - profile["repeat"]) <= slack
    in_bounds = {k: float(np.mean((_vowel_counts(b, DICE_SETS[k]) >= build.VOWELS_LOW)
                                  & (_vowel_counts(b, DICE_SETS[k]) <= build.VOWELS_HIGH)))
                 for k, b in boards.items()}
    assert in_bounds[ds.key] >= in_bounds["new"] - 0.01
    assert abs(in_bounds[ds.key] - (1 - profile["vowels_out"])) <= 0.01


@pytest.mark.parametrize("key", DESIGNED)
def test_designed_dice_leave_no_more_poor_boards_than_the_frequency_dice(key):
    ds, freq = get_dice_set(key), get_dice_set(key.replace("-new", "-freq"))
    wordlist = load_wordlist(get_language(ds.language).wordlists[0])
    rng = np.random.default_rng(33)
    few = {}
    for d in (ds, freq):
        sample = sample_boards(d, wordlist, boards=roll_many(d, 2_000, rng), threads=1)
        few[d.key] = float(np.mean(sample.word_counts < 20))
    assert few[ds.key] <= few[freq.key]


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 3), st.integers(0, 6)), min_size=1, max_size=5), st.integers(2, 8))
def test_count_chances_agree_with_every_outcome(dice, upto):
    """_count_chances against enumerating every roll of small dice (faces of the letter, faces in all)."""
    chances = [k / max(k, n) if max(k, n) else 0.0 for k, n in dice]
    dist = build._count_chances(chances, upto)
    exact = [0.0] * (upto + 1)
    for hits in itertools.product((0, 1), repeat=len(chances)):
        p = prod(c if h else 1 - c for c, h in zip(chances, hits))
        exact[min(sum(hits), upto)] += p
    assert dist == pytest.approx(exact, abs=1e-12)


@settings(max_examples=25, deadline=None)
@given(st.data())
def test_arrange_dice_keeps_the_faces_and_the_rules(data):
    """Any 96 faces: the arrangement is 16 dice of 6 that hold exactly those faces, and it costs no more
    than the round-robin deal it starts from."""
    letters = "abcdefghijklmnopqrstuvwxyz"
    table = {"letters": letters, "qu_cell": True, "fold": {}}
    weights = data.draw(st.lists(st.integers(0, 40), min_size=26, max_size=26))
    weights[0] = weights[4] = weights[8] = weights[14] = max(weights[0], 20)  # vowels enough for 1 a die
    faces = build.face_counts(Counter({ch: w for ch, w in zip(letters, weights) if w}), table)
    dice = build.arrange_dice(faces, table, seed=data.draw(st.integers(0, 9)), restarts=1, swaps=600)
    assert len(dice) == 16 and all(len(d) == 6 for d in dice)
    assert Counter("".join(dice)) == Counter(faces)
    single = {ch for ch, n in faces.items() if n == 1}
    start = build._Arrangement([list(d) for d in build._deal(faces, table)], single)
    end = build._Arrangement([list(d) for d in dice], single)
    assert end.cost() <= start.cost() + 1e-12


@pytest.mark.slow
@pytest.mark.parametrize("key", DESIGNED)
def test_design_recipe_reproduces_the_committed_dice(key):
    """``build_languages.py design CODE`` (wordfreq's text frequencies, then the arrangement) gives the dice in
    languages.toml, face for face."""
    if importlib.util.find_spec("wordfreq") is None:
        pytest.skip(f"wordfreq is not installed (pip install wordfreq=={build.WORDFREQ_VERSION})")
    ds = get_dice_set(key)
    assert build.designed_dice(ds.language, build.load_languages()) == sorted(ds.dice)
