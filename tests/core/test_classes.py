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
    canonical_class_count,
    canonical_class_ids,
    canonical_id,
    cell_types,
    class_count,
    class_from_id,
    class_id_of,
    is_canonical_id,
    parse_class,
    parse_partition,
    sample_canonical_ids,
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


@pytest.mark.parametrize("text", [".", "aeiou . bcd", "corner:. aeiou"])
def test_a_partition_group_is_letters_never_a_class_cells_empty_mark(text):
    # '.' is how a class writes an empty cell; as a partition group it would be a group of no letters.
    with pytest.raises(ValueError, match="no letters"):
        parse_partition(text, G33, allow_missing=True)


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
    assert canonical_class_count(p) == canonical  # counted without listing


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


@pytest.mark.parametrize("geom, text", [
    (G33, "a b c d", ), (G34, "a b c", ), (geometry(4, 4), "aeiou bcdfghjklmnpqrstvwxyz"),
    (G33, "center:a b c, edge:d e, corner:f g h i"),
])
def test_canonical_count_without_listing_matches_the_list(geom, text):
    p = parse_partition(text, geom, allow_missing=True)
    assert canonical_class_count(p) == len(canonical_class_ids(p))


ALPHABET_SINGLES = " ".join("abcdefghijklmnopqrstuvwxyz")


@pytest.mark.parametrize("size, text", [
    ((4, 4), ALPHABET_SINGLES), ((6, 6), ALPHABET_SINGLES), ((6, 6), "aeiou bcdfghjklmnpqrstvwxyz"),
    ((3, 4), ALPHABET_SINGLES),
])
def test_astronomical_partitions_are_counted_and_sampled_lazily(size, text):
    """26 single letters on 6x6 is 26^36 classes: counting and sampling must not list them."""
    geom = geometry(*size)
    p = parse_partition(text, geom)
    total = class_count(p)
    count = canonical_class_count(p)
    nsym = len(geom.symmetries)
    assert total // nsym <= count <= total // nsym + total // 2 and count < total
    ids = sample_canonical_ids(p, 300, seed=3)
    assert len(ids) == len(set(ids)) == 300
    assert all(isinstance(i, int) and 0 <= i < total and is_canonical_id(p, i) for i in ids)
    assert sample_canonical_ids(p, 300, seed=3) == ids  # reproducible
    assert sample_canonical_ids(p, 120, seed=3) == ids[:120]  # a prefix: --limit K then K' agree
    assert sample_canonical_ids(p, 300, seed=4) != ids
    if total >= 2**63:
        assert max(ids) >= 2**63  # ids beyond int64 are plain Python ints
        with pytest.raises(ValueError, match="too many classes"):
            canonical_class_ids(p)


def test_sampling_a_small_partition_is_uniform_over_orbits():
    """Every orbit equally likely (not weighted by its size), and never more ids than orbits."""
    p = parse_partition("aeiosuy bcdfghjklmnpqrtvwxz", G33)
    everything = sample_canonical_ids(p, 102, seed=0)
    assert sorted(everything) == canonical_class_ids(p).tolist()
    with pytest.raises(ValueError, match="only 102"):
        sample_canonical_ids(p, 103)
    # 2000 draws of 1 id each: symmetric classes (orbit size 1) as likely as asymmetric ones.
    symmetric = {i for i in canonical_class_ids(p).tolist()
                 if all(_image(i, perm) == i for perm in G33.symmetries)}
    hits = sum(sample_canonical_ids(p, 1, seed=s, batch=16)[0] in symmetric for s in range(2000))
    expected = 2000 * len(symmetric) / 102
    assert symmetric and abs(hits - expected) < 5 * expected ** 0.5


def _image(cid, perm):
    """The id of a symmetric image of a class of a two-group 3x3 partition."""
    digits = [(cid >> i) & 1 for i in range(9)]
    return sum(digits[perm[i]] << i for i in range(9))
