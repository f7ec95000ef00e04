from collections import Counter

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from core.engine.dice import DICE_SETS, _max_matching, can_roll, get_dice_set, roll, roll_many
from core.engine.rules import RULES
from tests.naive import can_roll as naive_can_roll


@pytest.mark.parametrize("key", list(DICE_SETS))
def test_dice_sets_are_complete(key):
    ds = DICE_SETS[key]
    assert len(ds.dice) == ds.width * ds.height
    assert all(len(d) == 6 and set(d) <= set("abcdefghijklmnopqrstuvwxyz") for d in ds.dice)
    assert ds.rules in RULES and ds.source


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
        assert can_roll(ds, "".join(chr(97 + c) for c in b))
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
