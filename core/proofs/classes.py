"""Board classes: one set of letters per cell, and alphabet partitions that enumerate them.

A class such as ``bdfgjkmpvwxz a sy iou xyz aeiou sy chlnrt chlnrt`` stands for every
board that picks one letter per cell from that cell's set (77,760 boards here). A
partition of the alphabet (``bdfgjqvwxz aeiou lnrsy chkmpt``) turns a board size into
all classes that pick one part per cell. Classes are numbered mixed-radix, cell 0 the
least significant digit; only one class per orbit of the board's symmetries needs work.

Classes and partitions are read in a language (:mod:`core.engine.language`): English
takes the ASCII letters a-z only; another language takes exactly its own letters
(``ä ö ü`` in German), so a German partition must cover ``a-z ä ö ü``. Look-alike
characters (KELVIN SIGN, fullwidth letters) are refused in every language.

Example
-------
>>> from core.engine.board import geometry
>>> p = parse_partition("aeiosuy bcdfghjklmnpqrtvwxz", geometry(3, 3))
>>> class_count(p), len(canonical_class_ids(p))
(512, 102)
"""
from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from math import prod
from typing import NamedTuple

import numpy as np
from numba import njit

from ..engine.board import Geometry, parse_size, size_for_cells
from ..engine.errors import CodedError, MessageCode, Phrase
from ..engine.language import FACE_CHARACTERS, Language, get_language

__all__ = [
    "BoardClass", "ClassError", "ClassProblem", "Partition", "parse_class", "parse_partition", "class_count",
    "class_from_id",
    "class_id_of", "canonical_id", "is_canonical_id", "canonical_class_ids", "canonical_class_count",
    "sample_canonical_ids", "run_class_ids", "SAMPLE_ABOVE", "cell_types", "CELL_TYPES", "split_order",
    "ReferenceRun", "REFERENCE_RUNS",
]

#: Most letters one cell of a class may hold: the orderly trees' path keys give a letter
#: index 5 bits, one value of which means "cell not used" (core/proofs/_paths_kernels.py).
MAX_CELL_LETTERS = 30
CELL_TYPES = ("center", "edge", "corner")
#: A run that takes only some classes of a partition with more canonical classes than this draws
#: them at random (:func:`sample_canonical_ids`); listing and shuffling a million classes to keep
#: twenty costs more than breaking them.
SAMPLE_ABOVE = 200_000
_TYPE_ALIASES = {"center": "center", "centre": "center", "edge": "edge", "corner": "corner"}


class ClassProblem(MessageCode):
    """Why a board class or a partition cannot be read or used (:class:`ClassError`).

    ``what`` and ``where`` name the text at fault (phrases: ``cell 3 letter set``, ``partition for
    corner cells``); ``letters`` are the letters a language allows (``a-z``, or a LANGUAGE_LETTERS
    phrase); ``character`` is a character as ``U+212A KELVIN SIGN``.
    """

    BOARD_CLASS = "classes.board_class", "board class"
    PARTITION = "classes.partition", "partition"
    CELL_SET = "classes.cell_set", "cell {cell} letter set"
    #: ``cell_type``: corner, edge or center, as the partition's syntax names them.
    PARTITION_FOR = "classes.partition_for", "partition for {cell_type} cells"
    GROUP = "classes.group", "{where} group"
    LANGUAGE_LETTERS = "classes.language_letters", "{language} {letters}"
    FACE = ("classes.face", "bad character {character!r} in {what} {text!r}: a two-letter or blank face; board "
            "classes and the breaker take single letters {letters} only")
    FACE_QU = ("classes.face_qu", "bad character {character!r} in {what} {text!r}: a two-letter or blank face; "
               "board classes and the breaker take single letters {letters} only (q is the Qu face)")
    BAD_CHARACTER = ("classes.bad_character",
                     "bad character {character!r} in {what} {text!r}: only letters {letters} are allowed")
    TOO_MANY_LETTERS = ("classes.too_many_letters",
                        "{what} {text!r} has {count} letters; a cell holds at most {limit}")
    LETTER_TWICE = "classes.letter_twice", "letter {letter!r} appears twice in {what} {text!r}"
    NOT_ASCII = "classes.not_ascii", "{what} has {character}; use the letters a-z only"
    NOT_LANGUAGE_LETTER = ("classes.not_language_letter",
                           "{what} has {character}; use the {language} letters {letters} only")
    EMPTY_CLASS = ("classes.empty_class",
                   "empty board class: give one set of letters per cell, separated by spaces")
    SETS_NOT_SIZE = ("classes.sets_not_size",
                     "board class has {sets} letter sets but a {size} board has {cells} cells")
    SETS_NO_SIZE = ("classes.sets_no_size", "board class has {sets} letter sets; expected 9 (3x3), 12 (3x4), "
                    "16 (4x4), 25 (5x5) or 36 (6x6)")
    NO_GROUPS = "classes.no_groups", "{where}: no letter groups given"
    EMPTY_GROUP = "classes.empty_group", "{where}: '.' is a group of no letters; give groups of letters"
    LETTER_IN_TWO_GROUPS = ("classes.letter_in_two_groups",
                            "{where}: letter {letter!r} is in two groups ({first!r} and {second!r})")
    MISSING_LETTERS = ("classes.missing_letters",
                       "{where}: the groups must cover {letters}; missing letter(s) {missing!r}")
    EMPTY_PARTITION = ("classes.empty_partition", "empty partition: give groups of letters separated by spaces, "
                       "e.g. 'bdfgjqvwxz aeiou lnrsy chkmpt'")
    EMPTY_CLAUSE = "classes.empty_clause", "empty clause in partition {text!r}"
    UNKNOWN_CELL_TYPE = ("classes.unknown_cell_type",
                         "unknown cell type {name!r} in partition; use corner, edge or center")
    CELL_TYPE_TWICE = "classes.cell_type_twice", "cell type {cell_type!r} is given twice in the partition"
    TWO_DEFAULT_CLAUSES = ("classes.two_default_clauses", "partition has two clauses without a cell type; prefix "
                           "them with corner:, edge: or center:")
    NO_GROUPS_FOR_TYPE = ("classes.no_groups_for_type",
                          "partition gives no groups for {cell_type} cells of a {size} board")
    #: ``available``: the partition's canonical classes; ``count``: the sample asked for.
    TOO_FEW_CLASSES = ("classes.too_few_classes",
                       "the partition has only {available} canonical classes, not {count}")


class ClassError(CodedError, ValueError):
    """A board class or partition that cannot be read or used; :attr:`code` is a :class:`ClassProblem`."""


@dataclass(frozen=True)
class BoardClass:
    """A set of boards: one string of allowed letters per cell, in board-string cell order.

    ``q`` is the Qu cell (in languages where q is Qu). An empty string (written ``.``) is an
    empty cell (tests only). ``language`` is the code of the language the letters belong to.
    """

    geometry: Geometry
    letter_sets: tuple[str, ...]
    language: str = "en"

    @property
    def size(self) -> int:
        """Number of boards in the class (product of the set sizes)."""
        return prod(len(s) for s in self.letter_sets)

    def __str__(self) -> str:
        return " ".join(s if s else "." for s in self.letter_sets)

    def is_board(self) -> bool:
        """True if every cell has exactly one letter."""
        return all(len(s) == 1 for s in self.letter_sets)

    def holds(self, other: str | BoardClass) -> bool:
        """True if the class holds a board (a string, one letter per cell) or every board of
        another class of the same size, in some orientation (a symmetry of the board)."""
        sets = other.letter_sets if isinstance(other, BoardClass) else tuple(other)
        if len(sets) != len(self.letter_sets):
            return False
        mine = [set(s) for s in self.letter_sets]
        return any(all(set(sets[p]) <= m for p, m in zip(perm, mine)) for perm in self.geometry.symmetries)

    def with_cell(self, cell: int, letters: str) -> BoardClass:
        """The sub-class with ``cell`` restricted to ``letters``."""
        sets = list(self.letter_sets)
        sets[cell] = letters
        return BoardClass(self.geometry, tuple(sets), self.language)


def _letters_said(lang: Language) -> str | Phrase:
    """The letters of ``lang`` for an error message (``a-z`` for English, as before)."""
    if lang.is_english:
        return "a-z"
    return Phrase(ClassProblem.LANGUAGE_LETTERS, {"language": lang.name, "letters": lang.describe_letters()})


def _character(ch: str) -> str:
    """A character for an error message: ``U+212A KELVIN SIGN``."""
    return f"U+{ord(ch):04X} {unicodedata.name(ch, 'unnamed character')}"


def _check_letter_set(text: str, what: Phrase, lang: Language | None = None) -> str:
    if text == ".":
        return ""
    lang = get_language(lang)
    letters = lang.letters
    bad = [ch for ch in text if ch not in letters]
    if bad:
        said = _letters_said(lang)
        if set(bad) <= set("[]" + FACE_CHARACTERS):  # a board's two-letter or blank faces (Super Big Boggle)
            raise ClassError(ClassProblem.FACE_QU if lang.qu_cell else ClassProblem.FACE, character=bad[0],
                                 what=what, text=text, letters=said)
        raise ClassError(ClassProblem.BAD_CHARACTER, character=bad[0], what=what, text=text, letters=said)
    if len(text) > MAX_CELL_LETTERS:
        raise ClassError(ClassProblem.TOO_MANY_LETTERS, what=what, text=text, count=len(text),
                             limit=MAX_CELL_LETTERS)
    dup = sorted({ch for ch in text if text.count(ch) > 1})
    if dup:
        raise ClassError(ClassProblem.LETTER_TWICE, letter=dup[0], what=what, text=text)
    return text


def _ascii_only(text, what: Phrase) -> str:
    """``text`` as a str, refusing any non-ASCII character before case folding.

    ``str.lower`` folds some non-ASCII letters to a-z (KELVIN SIGN to ``k``), which
    would let a look-alike character stand for a letter.
    """
    text = str(text)
    for ch in text:
        if not ch.isascii():
            raise ClassError(ClassProblem.NOT_ASCII, what=what, character=_character(ch))
    return text


def _language_text(text, what: Phrase, lang: Language) -> str:
    """``text`` lower-cased in ``lang``: English as :func:`_ascii_only`; another language takes
    (after NFC) ASCII and its own letters in either case, and refuses every other non-ASCII
    character before case folding (``str.lower`` would turn KELVIN SIGN into ``k``)."""
    if lang.is_english:
        return _ascii_only(text, what).lower()
    own = set(lang.letters[26:]) | {ch.upper() for ch in lang.letters[26:] if len(ch.upper()) == 1}

    def refuse(ch: str):
        raise ClassError(ClassProblem.NOT_LANGUAGE_LETTER, what=what, character=_character(ch),
                             language=lang.name, letters=lang.describe_letters())

    text = str(text)
    # Before NFC, which maps KELVIN SIGN to K: only the own letters and combining marks (a + U+0308 is ä).
    for ch in text:
        if not ch.isascii() and ch not in own and not unicodedata.combining(ch):
            refuse(ch)
    text = unicodedata.normalize("NFC", text)
    for ch in text:
        if not ch.isascii() and ch not in own:   # a mark that made another letter (n + U+0303), or none
            refuse(ch)
    return "".join(ch.lower() for ch in text)


def parse_class(text: str, size=None, language: str | Language | None = None) -> BoardClass:
    """Parse a class string: per-cell letter sets separated by spaces (``.`` = empty cell).

    Parameters
    ----------
    text : str
        For example ``'bdfgjkmpvwxz a sy iou xyz aeiou sy chlnrt chlnrt'``.
    size : str, tuple or Geometry, optional
        Board size; inferred from the number of sets if omitted.
    language : str or Language, optional
        The language of the letters (default English: a-z only). Another language takes its
        own letters, e.g. ``'ä'`` in German (``Ä`` is read as ``ä``), and nothing else.

    Raises
    ------
    ClassError
        Naming the bad set, character or count (a ValueError).
    """
    lang = get_language(language)
    parts = _language_text(text, Phrase(ClassProblem.BOARD_CLASS), lang).split()
    if not parts:
        raise ClassError(ClassProblem.EMPTY_CLASS)
    if size is not None:
        geom = parse_size(size)
        if len(parts) != geom.ncells:
            raise ClassError(ClassProblem.SETS_NOT_SIZE, sets=len(parts), size=geom.name, cells=geom.ncells)
    else:
        found = size_for_cells(len(parts))
        if found is None:
            raise ClassError(ClassProblem.SETS_NO_SIZE, sets=len(parts))
        geom = found
    sets = tuple(_check_letter_set(p, Phrase(ClassProblem.CELL_SET, {"cell": i}), lang) for i, p in enumerate(parts))
    return BoardClass(geom, sets, lang.code)


# Split orders of the reference (centre, then edges, then corners), as board-string
# indices. The reference reads square boards column by column and we read them row by
# row; the same index list then describes the transposed (equivalent) process.
_SPLIT_ORDERS = {
    (3, 3): (4, 5, 3, 1, 7, 0, 2, 6, 8),
    (3, 4): (5, 6, 1, 9, 2, 10, 4, 7, 0, 8, 3, 11),
    (4, 4): (5, 6, 9, 10, 1, 13, 2, 14, 4, 7, 8, 11, 0, 12, 3, 15),
}


def split_order(geom: Geometry) -> np.ndarray:
    """The order in which cells are split and in which orderly trees list them (int64)."""
    known = _SPLIT_ORDERS.get((geom.width, geom.height))
    if known is not None:
        return np.array(known, np.int64)
    rank = {"center": 0, "edge": 1, "corner": 2}
    types = cell_types(geom)
    cx, cy = (geom.width - 1) / 2, (geom.height - 1) / 2
    return np.array(sorted(range(geom.ncells), key=lambda i: (rank[types[i]], abs(geom.xy[i][0] - cx)
                                                                + abs(geom.xy[i][1] - cy), i)), np.int64)


def cell_types(geom: Geometry) -> list[str]:
    """``'corner'``, ``'edge'`` or ``'center'`` for each cell."""
    out = []
    for x, y in geom.xy:
        on_x = x in (0, geom.width - 1)
        on_y = y in (0, geom.height - 1)
        out.append("corner" if on_x and on_y else "edge" if on_x or on_y else "center")
    return out


@dataclass(frozen=True)
class Partition:
    """An alphabet partition applied to every cell of a board size.

    Attributes
    ----------
    geometry : Geometry
    text : str
        The partition as given (normalised spacing).
    cell_parts : tuple of tuple of str
        The parts ("buckets") each cell chooses from, in order; a cell's digit in a
        class id is the index of its part here.
    language : str
        Code of the language whose letters the parts cover.
    """

    geometry: Geometry
    text: str
    cell_parts: tuple[tuple[str, ...], ...]
    language: str = "en"

    @property
    def radices(self) -> np.ndarray:
        return np.array([len(p) for p in self.cell_parts], np.int64)


def _parse_parts(clause: str, where: Phrase, allow_missing: bool = False, lang: Language | None = None
                 ) -> tuple[str, ...]:
    lang = get_language(lang)
    parts = clause.split()
    if not parts:
        raise ClassError(ClassProblem.NO_GROUPS, where=where)
    for p in parts:
        if p == ".":        # a class's empty cell; a partition has no group of no letters
            raise ClassError(ClassProblem.EMPTY_GROUP, where=where)
        _check_letter_set(p, Phrase(ClassProblem.GROUP, {"where": where}), lang)
    seen: dict[str, str] = {}
    for p in parts:
        for ch in p:
            if ch in seen:
                raise ClassError(ClassProblem.LETTER_IN_TWO_GROUPS, where=where, letter=ch, first=seen[ch], second=p)
            seen[ch] = p
    missing = "".join(ch for ch in lang.letters if ch not in seen)
    if missing and not allow_missing:
        raise ClassError(ClassProblem.MISSING_LETTERS, where=where, letters=_letters_said(lang), missing=missing)
    return tuple(parts)


def parse_partition(text: str, geometry, allow_missing: bool = False,
                    language: str | Language | None = None) -> Partition:
    """Parse an alphabet partition, optionally per cell type.

    ``'bdfgjqvwxz aeiou lnrsy chkmpt'`` applies to every cell. Comma-separated clauses
    with a ``corner:``, ``edge:`` or ``center:`` prefix apply to that cell type; a clause
    without a prefix applies to every type not named otherwise, e.g.
    ``'aeijou bcdfgmpqvwxz hklnrsty, corner:aeiosuy bcdfghjklmnpqrtvwxz'``.

    ``allow_missing=True`` accepts groups that leave letters out (the 2009 runs used
    ``bdfgjvwxz aeiou lnrsy chkmpt``, without q).

    ``language`` (default English) is the alphabet the groups must cover: a German
    partition covers a-z and ``ä ö ü`` (``'bdfgjqvwxz aeiouäöü lnrsy chkmpt'``), and a
    letter the language does not have is refused.

    Raises
    ------
    ClassError
        If groups overlap, miss letters, or a cell type has no groups (a ValueError).
    """
    geom = parse_size(geometry)
    lang = get_language(language)
    partition = Phrase(ClassProblem.PARTITION)
    clauses = [c.strip() for c in _language_text(text, partition, lang).split(",")]
    if not any(clauses):
        raise ClassError(ClassProblem.EMPTY_PARTITION)
    by_type: dict[str, tuple[str, ...]] = {}
    default = None
    for clause in clauses:
        if not clause:
            raise ClassError(ClassProblem.EMPTY_CLAUSE, text=text)
        m = re.fullmatch(r"([a-z]+)\s*:(.*)", clause, re.S)
        if m:
            name = _TYPE_ALIASES.get(m.group(1))
            if name is None:
                raise ClassError(ClassProblem.UNKNOWN_CELL_TYPE, name=m.group(1))
            if name in by_type:
                raise ClassError(ClassProblem.CELL_TYPE_TWICE, cell_type=name)
            by_type[name] = _parse_parts(m.group(2), Phrase(ClassProblem.PARTITION_FOR, {"cell_type": name}),
                                         allow_missing, lang)
        else:
            if default is not None:
                raise ClassError(ClassProblem.TWO_DEFAULT_CLAUSES)
            default = _parse_parts(clause, partition, allow_missing, lang)
    types = cell_types(geom)
    cell_parts = []
    for t in types:
        parts = by_type.get(t, default)
        if parts is None:
            raise ClassError(ClassProblem.NO_GROUPS_FOR_TYPE, cell_type=t, size=geom.name)
        cell_parts.append(parts)
    norm = ", ".join(([" ".join(default)] if default else [])
                     + [f"{t}:{' '.join(p)}" for t, p in by_type.items()])
    return Partition(geom, norm, tuple(cell_parts), lang.code)


def class_count(partition: Partition) -> int:
    """Number of classes (one part per cell): the product of the per-cell part counts."""
    return prod(len(p) for p in partition.cell_parts)


def canonical_class_count(partition: Partition) -> int:
    """Number of canonical classes (symmetry orbits), counted without listing them.

    Burnside's lemma: the mean over the symmetries of the number of classes each
    one leaves unchanged, which is the product of the part counts over the cycles
    of its cell permutation (a cycle's cells share a cell type, so their parts).
    """
    sizes = [len(p) for p in partition.cell_parts]
    fixed_total = 0
    for perm in partition.geometry.symmetries:
        seen = [False] * len(sizes)
        fixed = 1
        for start in range(len(sizes)):
            if seen[start]:
                continue
            cell = start
            while not seen[cell]:
                seen[cell] = True
                cell = int(perm[cell])
            fixed *= sizes[start]
        fixed_total += fixed
    return fixed_total // len(partition.geometry.symmetries)


def sample_canonical_ids(partition: Partition, count: int, seed: int = 0, batch: int = 4096) -> list[int]:
    """``count`` distinct canonical class ids drawn uniformly at random, without listing the classes.

    For partitions too large to list (26 single letters on 6x6 is 26^36 classes).
    Classes are drawn uniformly and kept when canonical, so every orbit is equally
    likely; the draws are reproducible from ``seed`` and a longer sample starts with
    the shorter one. Ids are Python ints (they may exceed int64).

    Raises
    ------
    ValueError
        If the partition has fewer than ``count`` canonical classes.
    """
    count = int(count)
    available = canonical_class_count(partition)
    if count > available:
        raise ClassError(ClassProblem.TOO_FEW_CLASSES, available=available, count=count)
    radices = partition.radices
    ncells = len(radices)
    syms = np.asarray(partition.geometry.symmetries, np.int64)[1:]
    rows = np.arange(batch)
    rng = np.random.default_rng(seed)
    found: dict[int, None] = {}  # insertion-ordered set
    while len(found) < count:
        digits = rng.integers(0, radices, size=(batch, ncells))
        canonical = np.ones(batch, bool)
        for perm in syms:
            # Compare each image with the class as numbers: cell ncells-1 is the most
            # significant digit, so the highest differing cell decides.
            image = digits[:, perm]
            differs = image != digits
            top = ncells - 1 - np.argmax(differs[:, ::-1], axis=1)
            canonical &= ~(differs.any(axis=1) & (image[rows, top] < digits[rows, top]))
        for row in digits[canonical]:
            found.setdefault(_id_of_digits(partition, row.tolist()))
            if len(found) == count:
                break
    return list(found)


def _check_id(partition: Partition, class_id: int) -> int:
    class_id = int(class_id)
    n = class_count(partition)
    if not 0 <= class_id < n:
        raise ValueError(f"class id {class_id} out of range 0..{n - 1}")
    return class_id


def _digits(partition: Partition, class_id: int) -> list[int]:
    digits = []
    for parts in partition.cell_parts:
        digits.append(class_id % len(parts))
        class_id //= len(parts)
    return digits


def _id_of_digits(partition: Partition, digits) -> int:
    cid, scale = 0, 1
    for parts, d in zip(partition.cell_parts, digits):
        cid += int(d) * scale
        scale *= len(parts)
    return cid


def class_from_id(partition: Partition, class_id: int) -> BoardClass:
    """The class with this id (mixed radix, cell 0 the least significant digit)."""
    digits = _digits(partition, _check_id(partition, class_id))
    return BoardClass(partition.geometry, tuple(p[d] for p, d in zip(partition.cell_parts, digits)),
                      partition.language)


def class_id_of(partition: Partition, board_or_class) -> int:
    """Id of the class that contains a board string, or of a class whose sets are parts."""
    geom = partition.geometry
    if isinstance(board_or_class, BoardClass):
        sets = board_or_class.letter_sets
    else:
        sets = tuple(str(board_or_class))
    if len(sets) != geom.ncells:
        raise ValueError(f"expected {geom.ncells} cells, got {len(sets)}")
    digits = []
    for cell, (parts, s) in enumerate(zip(partition.cell_parts, sets)):
        hits = [k for k, p in enumerate(parts) if s and set(s) <= set(p)]
        if not hits or (len(s) > 1 and set(s) != set(parts[hits[0]])):
            raise ValueError(f"cell {cell}: {s!r} is not one of the partition's groups {' '.join(parts)}")
        digits.append(hits[0])
    return _id_of_digits(partition, digits)


def canonical_id(partition: Partition, class_id: int) -> int:
    """The smallest id among the class's symmetric images."""
    class_id = _check_id(partition, class_id)
    digits = _digits(partition, class_id)
    return min(_id_of_digits(partition, [digits[p] for p in perm]) for perm in partition.geometry.symmetries)


def is_canonical_id(partition: Partition, class_id: int) -> bool:
    """True if no symmetric image of the class has a smaller id."""
    class_id = _check_id(partition, class_id)
    digits = _digits(partition, class_id)
    for perm in partition.geometry.symmetries[1:]:
        if _id_of_digits(partition, [digits[p] for p in perm]) < class_id:
            return False
    return True


@njit(cache=True, nogil=True)
def _canonical_kernel(start, count, radices, syms, out):
    """Write the canonical ids among ``start .. start+count-1`` to ``out``; return how many."""
    n = radices.shape[0]
    scale = np.ones(n, np.int64)
    for i in range(1, n):
        scale[i] = scale[i - 1] * radices[i - 1]
    digits = np.zeros(n, np.int64)
    found = 0
    for cid in range(start, start + count):
        rest = cid
        for i in range(n):
            digits[i] = rest % radices[i]
            rest //= radices[i]
        ok = True
        for s in range(1, syms.shape[0]):
            img = 0
            for i in range(n):
                img += digits[syms[s, i]] * scale[i]
            if img < cid:
                ok = False
                break
        if ok:
            out[found] = cid
            found += 1
    return found


def canonical_class_ids(partition: Partition, shuffle_seed=None, chunk: int = 1 << 22) -> np.ndarray:
    """One id per symmetry orbit: the ids with no smaller symmetric image, ascending.

    Parameters
    ----------
    partition : Partition
    shuffle_seed : int, optional
        If given, the ids are shuffled with this seed (honest progress and ETA).
    chunk : int
        Ids tested per kernel call.

    Returns
    -------
    ndarray of int64
    """
    total = class_count(partition)
    if total >= 2**63:
        raise ValueError(f"too many classes to list ({total:.3e}); count them with canonical_class_count "
                         "or draw some with sample_canonical_ids")
    radices = partition.radices
    syms = np.ascontiguousarray(partition.geometry.symmetries, np.int64)
    pieces = []
    buf = np.empty(min(chunk, total), np.int64)
    for start in range(0, total, chunk):
        count = min(chunk, total - start)
        k = _canonical_kernel(start, count, radices, syms, buf)
        pieces.append(buf[:k].copy())
    ids = np.concatenate(pieces) if pieces else np.zeros(0, np.int64)
    if shuffle_seed is not None:
        np.random.default_rng(shuffle_seed).shuffle(ids)
    return ids


def run_class_ids(partition: Partition, limit: int | None = None, seed: int | None = 0) -> list[int]:
    """The canonical class ids a run of ``partition`` breaks, in the order it breaks them.

    The one policy of ``boggle break``, the break window and the benchmarks, so the same settings
    break the same classes everywhere: a partition of at most :data:`SAMPLE_ABOVE` canonical
    classes, or a run of all of them (no ``limit``), lists them shuffled with ``seed`` (None keeps
    id order: honest progress, and any prefix is a fair slice) and takes the first ``limit``;
    a larger partition with a ``limit`` draws that many at random without listing the rest
    (:func:`sample_canonical_ids` with ``seed``, 0 for None).

    Raises
    ------
    ValueError
        If the partition's classes cannot be listed (see :func:`canonical_class_ids`).
    """
    count = canonical_class_count(partition)
    if limit is not None and count > SAMPLE_ABOVE:
        return sample_canonical_ids(partition, min(int(limit), count), seed=0 if seed is None else seed)
    ids = canonical_class_ids(partition, shuffle_seed=seed)
    return [int(i) for i in (ids if limit is None else ids[:limit])]


class ReferenceRun(NamedTuple):
    """A published proof's partition and threshold for one board size."""

    partition: str
    threshold: int


#: The reference runs by board size: the published 3x3 and 3x4 proofs, and the 4x4 run (the 3x4
#: groups, corners in two: 1,068,363 canonical classes).
REFERENCE_RUNS = {
    "33": ReferenceRun("bdfgjqvwxz aeiou lnrsy chkmpt", 500),
    "34": ReferenceRun("aeijou bcdfgmpqvwxz hklnrsty, corner:aeiosuy bcdfghjklmnpqrtvwxz", 1500),
    "44": ReferenceRun("aeijou bcdfgmpqvwxz hklnrsty, corner:aeiosuy bcdfghjklmnpqrtvwxz", 3500),
}
