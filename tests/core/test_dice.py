from collections import Counter

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from core.engine.board import letters_to_string
from core.engine.dice import DICE_SETS, _max_matching, can_roll, get_dice_set, roll, roll_many
from core.engine.language import get_language
from core.engine.rules import RULES
from tests.naive import can_roll as naive_can_roll


@pytest.mark.parametrize("key", list(DICE_SETS))
def test_dice_sets_are_complete(key):
    ds = DICE_SETS[key]
    assert len(ds.dice) == ds.width * ds.height
    letters = set(get_language(ds.language).letters)  # a-z in English
    # Only Super Big Boggle has two-letter faces (1-5: An Er He In Th) and blank faces (#).
    faces = letters | set("12345#") if key == "superbig" else letters
    assert key.startswith(f"{ds.language}-") or (ds.language == "en" and key in get_language("en").dice_sets)
    assert all(len(d) == 6 and set(d) <= faces for d in ds.dice)
    assert ds.rules in RULES and ds.source


def test_superbig_has_the_real_faces():
    """The An/Er/He/In/Qu/Th die and the E I O die with three blank faces, not single-letter stand-ins."""
    ds = DICE_SETS["superbig"]
    shown = {ds.describe_die(k) for k in range(len(ds.dice))}
    assert "An Er He In Qu Th" in shown and "E I O _ _ _" in shown
    assert not any(set(d) & set("12345#") for d in DICE_SETS["big"].dice + DICE_SETS["new"].dice)


def test_known_dice():
    assert "himnqu" in DICE_SETS["new"].dice and "abjmoq" in DICE_SETS["classic"].dice
    assert get_dice_set("big").geometry.ncells == 25 and get_dice_set("superbig").geometry.ncells == 36
    with pytest.raises(ValueError, match="unknown dice set 'mega'"):
        get_dice_set("mega")


@pytest.mark.parametrize("key", list(DICE_SETS))
def test_roll_uses_each_die_once(key):
    ds = DICE_SETS[key]
    boards = roll_many(ds, 300, np.random.default_rng(5))
    faces = ds.faces_array()
    for b in boards[:50]:
        # Recover a die per cell: a perfect matching must exist and every face shown must come from a die.
        assert can_roll(ds, letters_to_string(b))
    # Letter frequencies over many rolls match the dice (each die contributes one face per board).
    expected = Counter()
    for die in faces:
        for f in die:
            expected[int(f)] += 300 / 6
    got = Counter(boards.ravel().tolist())
    for letter, n in expected.items():
        assert abs(got[letter] - n) < 6 * np.sqrt(n) + 5


def test_roll_is_seeded():
    assert roll("new", 42) == roll("new", 42)
    assert len({roll("new", s) for s in range(20)}) > 15


def test_cannot_roll_impossible_boards():
    assert not can_roll("new", "q" * 16)          # only one Qu die
    assert not can_roll("new", "abcdefghijklmnop")  # f and k both exist only on the AFFKPS die
    assert can_roll("new", roll("new", 1))
    assert not can_roll("new", "abc")


@settings(max_examples=150, deadline=None)
@given(st.lists(st.text(alphabet="abcde", min_size=6, max_size=6), min_size=2, max_size=6), st.data())
def test_matching_agrees_with_brute_force(dice, data):
    board = data.draw(st.text(alphabet="abcdef", min_size=len(dice), max_size=len(dice)))
    assert (_max_matching(board, tuple(dice)) == len(board)) == naive_can_roll(board, dice)
