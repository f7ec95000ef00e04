"""Board classes, partitions, class ids and canonical (symmetry-reduced) enumeration."""
from __future__ import annotations

from itertools import product

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from core.engine.board import geometry
from core.proofs.classes import (
    BoardClass,
    canonical_class_ids,
    canonical_id,
    cell_types,
    class_count,
    class_from_id,
    class_id_of,
    is_canonical_id,
    parse_class,
    parse_partition,
)

G33, G34 = geometry(3, 3), geometry(3, 4)
FOUR = "bdfgjqvwxz aeiou lnrsy chkmpt"
CORNERS = "aeijou bcdfgmpqvwxz hklnrsty, corner:aeiosuy bcdfghjklmnpqrtvwxz"


def test_parse_class_and_size():
    c = parse_class("bdfgjkmpvwxz a sy iou xyz aeiou sy chlnrt chlnrt")
    assert c.geometry is G33
    assert c.size == 77_760
    assert str(c) == "bdfgjkmpvwxz a sy iou xyz aeiou sy chlnrt chlnrt"
    assert parse_class("a b c d e f g h i j k l", "34").geometry is G34
    assert parse_class("ab . c d e f g h i").size == 0


@pytest.mark.parametrize("text, needle", [
    ("a b c", "3 letter sets"),
    ("a b c d e f g h 1", "bad character '1'"),
    ("aa b c d e f g h i", "appears twice"),
    ("", "empty board class"),
])
def test_parse_class_errors(text, needle):
    with pytest.raises(ValueError, match=needle):
        parse_class(text)


def test_parse_class_wrong_size():
    with pytest.raises(ValueError, match="3x4 board has 12"):
        parse_class("a b c d e f g h i", "34")


@pytest.mark.parametrize("text, needle", [
    ("bdfgjqvwxz aeiou lnrsy chkmp", "missing letter"),
    ("bdfgjqvwxz aeiou lnrsy chkmpta", "letter 'a' is in two groups"),
    ("aeiou, corner:xyz", "missing"),
    ("middle:abc", "unknown cell type"),
    ("corner:aeiosuy bcdfghjklmnpqrtvwxz", "no groups for"),
])
def test_parse_partition_errors(text, needle):
    with pytest.raises(ValueError, match=needle):
        parse_partition(text, G33)


def test_partition_per_cell_type():
    p = parse_partition(CORNERS, G34)
    types = cell_types(G34)
    assert types.count("corner") == 4 and types.count("center") == 2
    for t, parts in zip(types, p.cell_parts):
        assert len(parts) == (2 if t == "corner" else 3)


@pytest.mark.parametrize("geom, text, total, canonical", [
    (G33, FOUR, 262_144, 34_960),
    (G33, "aeijou bcdfgmpqvwxz hklnrsty", 19_683, 2_862),
    (G33, "aeiosuy bcdfghjklmnpqrtvwxz", 512, 102),
    (G34, CORNERS, 104_976, 27_135),
    (G34, "aeijou bcdfgmpqvwxz hklnrsty", 531_441, 134_865),
])
def test_canonical_counts(geom, text, total, canonical):
    p = parse_partition(text, geom)
    assert class_count(p) == total
    ids = canonical_class_ids(p)
    assert len(ids) == canonical
    assert ids.dtype == np.int64 and np.all(np.diff(ids) > 0)


def test_canonical_matches_orbit_minimum_brute_force():
    p = parse_partition("aeiosuy bcdfghjklmnpqrtvwxz", G33)
    expected = sorted({min(int("".join(str(d[i]) for i in perm)[::-1], 2) for perm in G33.symmetries)
                       for d in product((0, 1), repeat=9)})
    assert canonical_class_ids(p).tolist() == expected


def test_shuffle_is_a_permutation():
    p = parse_partition("aeijou bcdfgmpqvwxz hklnrsty", G33)
    a = canonical_class_ids(p)
    b = canonical_class_ids(p, shuffle_seed=7)
    assert not np.array_equal(a, b)
    assert np.array_equal(np.sort(b), a)
    assert np.array_equal(b, canonical_class_ids(p, shuffle_seed=7))


def test_id_vectors_one_letter_buckets():
    p = parse_partition("a b c d", G33, allow_missing=True)
    assert str(class_from_id(p, 100068)) == "a b c d c b a c b"
    assert str(class_from_id(p, 4309)) == "b b b d a a b a a"
    assert class_id_of(p, "abcdcbacb") == 100068
    assert not is_canonical_id(p, 100068)
    assert not is_canonical_id(p, 4309)
    assert is_canonical_id(p, 0)


def test_id_vectors_3x4():
    p = parse_partition("bdfgjvwxz aeiou lnrsy chkmpt", G34, allow_missing=True)
    assert class_id_of(p, "sindlatepers") == 10_974_758
    assert canonical_id(p, 10_974_758) == 2_520_743
    assert str(class_from_id(p, 2_520_743)) == (
        "chkmpt aeiou lnrsy lnrsy lnrsy aeiou chkmpt aeiou lnrsy aeiou lnrsy bdfgjvwxz")
    assert is_canonical_id(p, 2_520_743) and not is_canonical_id(p, 10_974_758)
    q = parse_partition("center:aeiou bfgpst xyz djlmnrvw chkq, edge:aeijou bcdfgmpqvwxz hklnrsty, "
                        "corner:aeiou bcdfghjklmnpqrstvwxyz", G34, allow_missing=True)
    assert class_id_of(q, "sindlatepers") == 251_743
    assert canonical_id(q, 251_743) == 191_831


def test_class_id_errors():
    p = parse_partition(FOUR, G33)
    with pytest.raises(ValueError, match="out of range"):
        class_from_id(p, class_count(p))
    with pytest.raises(ValueError, match="not one of"):
        class_id_of(p, parse_class("ae a a a a a a a a"))


@settings(max_examples=200, deadline=None)
@given(st.integers(0, 4 ** 9 - 1))
def test_id_roundtrip_and_canonical_property(cid):
    p = parse_partition(FOUR, G33)
    c = class_from_id(p, cid)
    assert isinstance(c, BoardClass)
    assert class_id_of(p, c) == cid
    images = []
    for perm in G33.symmetries:
        img = BoardClass(G33, tuple(c.letter_sets[i] for i in perm))
        images.append(class_id_of(p, img))
    assert canonical_id(p, cid) == min(images)
    assert is_canonical_id(p, cid) == (cid == min(images))
    # the canonical representative of every orbit is in the enumerated list exactly once
    assert is_canonical_id(p, min(images))
