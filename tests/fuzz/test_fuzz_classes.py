"""Class and partition strings: ``parse_class`` and ``parse_partition`` raise only ValueError-family errors."""
from __future__ import annotations

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from core.engine import SUPPORTED_SIZES, geometry
from core.proofs import parse_class, parse_partition
from tests.fuzz import fuzz_settings

TRAPS = "\u212a\uff41\ufb00\u0130\u017f\u00e9"
SIZES = [None, "33", "34", "44", "55", "66", "77", "x", (3, 3), (4, 4)]
PARTITIONS = ["bdfgjqvwxz aeiou lnrsy chkmpt", "aeijou bcdfgmpqvwxz hklnrsty, corner:aeiosuy bcdfghjklmnpqrtvwxz",
              "aeiosuy bcdfghjklmnpqrtvwxz"]


@st.composite
def class_texts(draw):
    """Mostly one letter set per cell of some size, with the odd wrong count, '.', repeat or trap."""
    w, h = draw(st.sampled_from(SUPPORTED_SIZES))
    n = w * h + draw(st.sampled_from([0, 0, 0, -1, 1]))
    sets = draw(st.lists(st.one_of(st.text(alphabet="abcdeqXYZ", min_size=1, max_size=6), st.just(".")),
                         min_size=max(n, 0), max_size=max(n, 0)))
    text = draw(st.sampled_from([" ", "  ", "\t"])).join(sets)
    if draw(st.integers(0, 3)) == 0:
        pos = draw(st.integers(0, len(text)))
        text = text[:pos] + draw(st.sampled_from(TRAPS + ".,:;-1")) + text[pos:]
    return text


@st.composite
def partition_texts(draw):
    text = draw(st.sampled_from(PARTITIONS))
    for _ in range(draw(st.integers(0, 3))):
        pos = draw(st.integers(0, len(text)))
        cut = draw(st.integers(0, 3))
        text = text[:pos] + draw(st.text(alphabet="abcq ,:" + TRAPS, max_size=3)) + text[pos + cut:]
    return text


@fuzz_settings(200)
@given(text=st.one_of(st.text(), class_texts()), size=st.sampled_from(SIZES))
def test_parse_class_raises_only_value_errors(text, size):
    try:
        board_class = parse_class(text, size)
    except ValueError:
        return
    assert len(board_class.letter_sets) == board_class.geometry.ncells
    assert all(set(s) <= set("abcdefghijklmnopqrstuvwxyz") for s in board_class.letter_sets)


@fuzz_settings(200)
@given(text=st.one_of(st.text(), partition_texts(), st.text(alphabet="abcdefghijklmnopqrstuvwxyz ,:")),
       size=st.sampled_from(SUPPORTED_SIZES), allow_missing=st.booleans())
def test_parse_partition_raises_only_value_errors(text, size, allow_missing):
    try:
        partition = parse_partition(text, geometry(*size), allow_missing=allow_missing)
    except ValueError:
        return
    letters = [set("".join(parts)) for parts in partition.cell_parts]
    assert all(cell <= set("abcdefghijklmnopqrstuvwxyz") for cell in letters)


def _has_non_ascii_letter(text: str) -> bool:
    return any(not ch.isascii() and not ch.isspace() for ch in text)


@fuzz_settings(100)
@given(text=class_texts())
@example(text="\u212a b c d e f g h i")
def test_classes_take_ascii_letters_only(text):
    try:
        parse_class(text)
    except ValueError:
        return
    assert not _has_non_ascii_letter(text), f"accepted {text!r}"


def test_partitions_take_ascii_letters_only():
    with pytest.raises(ValueError):
        parse_partition("bdfgjqvwxz aeiou lnrsy ch\u212ampt", geometry(3, 3))
