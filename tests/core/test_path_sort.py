"""The path records' radix sort and de-duplication (``sort_dedupe``) against a Python sort."""
from __future__ import annotations

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from core.proofs import _paths_kernels as PK
from tests.naive import sorted_path_records

KEY_BITS = PK.SLOTS_PER_WORD * PK.SLOT_BITS   # the bits of a key word the sort orders


@st.composite
def record_sets(draw, kw: int, low: int):
    """Path records of ``kw`` key words, word id and points packed into the last word's ``low`` bits (0:
    arrays of their own): ``(key words without payload, word id, points)``, drawn from a few distinct
    keys whose words vary only in some bits, so that equal keys repeat and some radix passes are
    skipped (every key has the same digit there)."""
    path_bits = [KEY_BITS] * (kw - 1) + [KEY_BITS - low]
    bases = [draw(st.integers(0, (1 << b) - 1)) for b in path_bits]
    varying = [draw(st.integers(0, (1 << b) - 1)) for b in path_bits]
    keys = draw(st.lists(st.tuples(*(st.integers(0, (1 << b) - 1) for b in path_bits)), min_size=1, max_size=40))
    keys = [tuple((b & ~v) | (x & v) for b, v, x in zip(bases, varying, k)) for k in keys]
    max_wid = (1 << (low - PK.POINTS_BITS if low else PK.WORD_ID_BITS)) - 1
    wids = draw(st.lists(st.integers(0, max_wid), min_size=1, max_size=8))
    points = {w: 1 + w % 11 for w in wids}   # a word's points are the same wherever it is found
    rows = draw(st.lists(st.tuples(st.sampled_from(keys), st.sampled_from(wids)), max_size=300))
    return [(k, w, points[w]) for k, w in rows]


def as_records(rows, kw: int, low: int, spare: int) -> PK.Records:
    """``rows`` as :class:`PK.Records` with ``spare`` rows of room past them (their keys garbage)."""
    cap = len(rows) + spare
    keys = np.full((cap, kw), -1, np.int64)
    columns = 0 if low else cap
    wid = np.full(columns, -1, np.int32)
    pts = np.full(columns, -1, np.int32)
    for r, (key, w, p) in enumerate(rows):
        keys[r] = key
        if low:
            keys[r, kw - 1] = key[-1] << low | w << PK.POINTS_BITS | p
        else:
            wid[r], pts[r] = w, p
    return PK.Records(keys=keys, wid=wid, pts=pts, packed=np.array([low], np.int64))


def from_records(rec: PK.Records, u: int, low: int) -> list[tuple[tuple[int, ...], int]]:
    """The first ``u`` sorted records as ``(key words without payload, points)``."""
    out = []
    for r in range(u):
        key = [int(x) for x in rec.keys[r]]
        if low:
            points = key[-1] & ((1 << low) - 1)   # the run's points, no longer a word id
            key[-1] >>= low
        else:
            points = int(rec.pts[r])
        out.append((tuple(key), points))
    return out


def scratch_for(n: int, kw: int, low: int, spare: int) -> PK.SortScratch:
    """A scratch buffer of ``n + spare`` rows (``spare`` < 0: too short), as views of one int32 array
    laid out as the engine lays out the arena."""
    m = max(0, n + spare)
    columns = 0 if low else 1
    heap = np.full((2 * kw + columns) * m + 7, 12345, np.int32)
    at = 2 * kw * m
    return PK.SortScratch(keys=heap[:at].view(np.int64).reshape(m, kw), pay=heap[at:at + columns * m])


# (key words, packed payload bits): a 4x4 record (two words, word id and points in 40 low bits), a
# 3x3 or 3x4 record (one word, word ids and points in arrays), a payload that is not a digit's multiple
SHAPES = [(2, 40), (1, 0), (2, 0), (1, 27), (3, 16)]


@settings(max_examples=300, deadline=None)
@given(data=st.data(), shape=st.sampled_from(SHAPES), room=st.sampled_from([-1000, -1, 0, 1, 50]),
       spare=st.sampled_from([0, 3]))
def test_sort_dedupe_matches_a_python_sort(data, shape, room, spare):
    kw, low = shape
    rows = data.draw(record_sets(kw, low))
    rec = as_records(rows, kw, low, spare)
    u = PK.sort_dedupe(rec, len(rows), scratch_for(len(rows), kw, low, room))
    assert from_records(rec, u, low) == sorted_path_records(rows)


def test_sort_dedupe_orders_every_digit_of_a_large_sort():
    """Many records whose key words differ in every 12-bit digit (no pass skipped, so an odd number of
    passes ends in the scratch), and in a scratch shorter than the records (the sort's own buffers)."""
    rng = np.random.default_rng(5)
    for kw, low in SHAPES:
        path_bits = [KEY_BITS] * (kw - 1) + [KEY_BITS - low]
        n = 20_000
        keys = [tuple(int(x) for x in rng.integers(0, 1 << b, 2_000, dtype=np.int64)) for b in path_bits]
        pick = rng.integers(0, 2_000, n)
        wids = rng.integers(0, 50, n)
        rows = [(tuple(k[i] for k in keys), int(w), 1 + int(w) % 11) for i, w in zip(pick, wids)]
        want = sorted_path_records(rows)
        for room in (0, -1):
            rec = as_records(rows, kw, low, 0)
            u = PK.sort_dedupe(rec, n, scratch_for(n, kw, low, room))
            assert from_records(rec, u, low) == want


def test_sort_dedupe_of_no_records():
    rec = as_records([], 2, 40, 4)
    assert PK.sort_dedupe(rec, 0, scratch_for(0, 2, 40, 0)) == 0
