"""Board geometry (cells, neighbours, symmetries) and board strings.

Cell order is the order of the board string. A board string holds one character
per cell: a letter ``a``-``z`` (``q`` is the Qu face in English) or one of the extra
letters of :data:`LETTERS` (``ä ö ü ñ``), a digit ``1``-``5`` for the
two-letter faces An Er He In Th of Super Big Boggle, or ``#`` for a blank face.
Users may also type the two-letter faces in brackets (``[th]``) and a blank as ``.``;
:func:`board_notation` writes the bracketed form (docs/algorithms.md, "Cells and faces").

In arrays a cell is an int8 face code: 0..25 the letters a-z (so English single-letter
boards are their letters), 26.. the extra letters (the symbols of
:mod:`core.engine.language`, the same in every language), ``FIRST_FACE``.. the
two-letter faces, then ``BLANK``.
:data:`FACE_TABLE` maps a code to its (first, second) letter, -1 for none.

Square boards are read row by row;
non-square boards (3x4) are read column by column, ``height`` cells per column,
which is the convention of the published 3x4 results (``perslatesind`` is the
columns ``pers``, ``late``, ``sind``).
"""
from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from functools import cache

import numpy as np

from .errors import CodedError, MessageCode, Phrase
from .language import FACE_CHARACTERS, LETTER_CODE, LETTERS, NSYM, Language, get_language

__all__ = [
    "Geometry", "BoardError", "BoardProblem", "SUPPORTED_SIZES", "MAX_CELLS", "geometry", "parse_size",
    "parse_board", "format_board", "canonical_board", "letters_to_string",
    "string_to_letters", "cell_label", "size_for_cells", "MAX_BOARD_TEXT",
    "NSYM", "TWO_LETTER_FACES", "FIRST_FACE", "BLANK", "FACE_TABLE", "has_faces", "face_letters",
    "board_notation", "cell_letters", "LETTERS",
]

#: (width, height) of every supported board.
SUPPORTED_SIZES = ((3, 3), (3, 4), (4, 4), (5, 5), (6, 6))
#: Most cells of any board.
MAX_CELLS = max(w * h for w, h in SUPPORTED_SIZES)
QU = ord("q") - ord("a")
# NSYM (32): letter symbols of the trie and the kernels; LETTERS: the symbols given so far
# (a-z, then ä ö ü ñ; docs/algorithms.md "Letters beyond a-z"). Face codes start at NSYM.
#: The two-letter faces of Super Big Boggle, in code order (Qu stays the single trie letter q).
TWO_LETTER_FACES = ("an", "er", "he", "in", "th")
#: Code of the first two-letter face; the blank face follows the last one.
FIRST_FACE = NSYM
BLANK = FIRST_FACE + len(TWO_LETTER_FACES)
#: int8 (BLANK + 1, 2): per face code its first and second letter (-1: none). Read-only.
FACE_TABLE = np.full((BLANK + 1, 2), -1, np.int8)
FACE_TABLE[:len(LETTERS), 0] = np.arange(len(LETTERS))
for _k, _f in enumerate(TWO_LETTER_FACES):
    FACE_TABLE[FIRST_FACE + _k] = (ord(_f[0]) - 97, ord(_f[1]) - 97)
FACE_TABLE.setflags(write=False)
# Board-string character <-> face code (-1: not a cell character). ASCII characters go through
# the byte table; the extra letters (one Latin-1 byte each) through _CHAR_CODE_OF.
_FACE_CHARS = FACE_CHARACTERS[:len(TWO_LETTER_FACES)]
_CHAR_CODE = np.full(128, -1, np.int8)
_CHAR_CODE[97:123] = np.arange(26)
_CODE_CHAR = np.full(BLANK + 1, ord("?"), np.uint8)
_CODE_CHAR[:len(LETTERS)] = np.frombuffer(LETTERS.encode("latin-1"), np.uint8)
for _k, _ch in enumerate(_FACE_CHARS):
    _CHAR_CODE[ord(_ch)] = FIRST_FACE + _k
    _CODE_CHAR[FIRST_FACE + _k] = ord(_ch)
_CHAR_CODE[ord("#")] = BLANK
_CODE_CHAR[BLANK] = ord("#")
_CHAR_CODE_OF = {**LETTER_CODE, **{ch: FIRST_FACE + k for k, ch in enumerate(_FACE_CHARS)}, "#": BLANK}
_BRACKETED = re.compile(r"\[(an|er|he|in|th|qu)\]", re.IGNORECASE)
_FACE_OF_CHAR = {ch: f for ch, f in zip(_FACE_CHARS, TWO_LETTER_FACES)}
#: Longest text a board line can sensibly be: 36 cells spelled "qu" with a space each is 108
#: characters; readers of board files stop at a longer line instead of reading it whole.
MAX_BOARD_TEXT = 256
#: Characters of a bad board shown in an error message; longer boards are cut.
_SHOWN = 40
# Board letters are ASCII only: str.lower() and NFKC map other characters to a-z
# (KELVIN SIGN -> k, fullwidth letters, the ligature ff), which must not slip through.
_NOT_LETTER = re.compile(r"[^A-Za-z1-5#.]")


_FACES_SAID = "[an] [er] [he] [in] [th] are two-letter faces, . or # a blank one"


class BoardProblem(MessageCode):
    """Why a board string or size cannot be used (:class:`BoardError`); the params its message names."""

    UNSUPPORTED_SIZE = "board.unsupported_size", "unsupported board size {size}; supported: {sizes}"
    BAD_SIZE = "board.bad_size", "bad board size {text}: use WxH such as 4x4 or 44 (34 is 3 wide, 4 tall)"
    EMPTY = "board.empty", "empty board"
    BAD_CHARACTER = ("board.bad_character", "bad character {character} at position {position} in board {board}: "
                     "only letters a-z are allowed (q is the Qu cell; " + _FACES_SAID + ")")
    #: In a language other than English; ``allowed`` is a LETTERS_OF phrase.
    BAD_LANGUAGE_CHARACTER = ("board.bad_language_character",
                              "bad character {character} at position {position} in board {board}: {allowed}")
    #: A character a case mapping made that is not a letter of the language.
    BAD_FOLDED_CHARACTER = "board.bad_folded_character", "bad character {character} in board {board}: {allowed}"
    LETTERS_OF = "board.letters_of", "{language} boards have the letters {letters}; " + _FACES_SAID
    LETTERS_OF_QU = ("board.letters_of_qu",
                     "{language} boards have the letters {letters}; q is the Qu cell; " + _FACES_SAID)
    CELLS_NOT_SIZE = "board.cells_not_size", "board {board} has {cells:,} cells but a {size} board needs {needed}"
    CELLS_NO_SIZE = "board.cells_no_size", "board {board} has {cells:,} cells; a board needs {counts}"


class BoardError(CodedError, ValueError):
    """A board string or size that cannot be used: :attr:`code` is a :class:`BoardProblem`; the
    message names the problem."""


@dataclass(frozen=True, eq=False)
class Geometry:
    """Cells and adjacency of one board size.

    Attributes
    ----------
    width, height : int
        Columns and rows.
    ncells : int
    xy : ndarray of int32, shape (ncells, 2)
        Column and row of each cell.
    neighbours : ndarray of int32, shape (ncells, 8)
        Neighbour cells of each cell (8-connectivity), ascending, padded with -1.
    degree : ndarray of int32, shape (ncells,)
    symmetries : ndarray of int32, shape (nsym, ncells)
        Each row ``p`` maps a board to its image: ``image[i] = board[p[i]]``.
        The identity is row 0.
    """

    width: int
    height: int
    xy: np.ndarray = field(repr=False)
    neighbours: np.ndarray = field(repr=False)
    degree: np.ndarray = field(repr=False)
    symmetries: np.ndarray = field(repr=False)

    @property
    def ncells(self) -> int:
        return self.width * self.height

    @property
    def name(self) -> str:
        return f"{self.width}x{self.height}"

    def cell_at(self, x: int, y: int) -> int:
        """The cell index of column ``x``, row ``y``."""
        if self.width == self.height:
            return y * self.width + x
        return x * self.height + y

    def are_adjacent(self, a: int, b: int) -> bool:
        return a != b and bool(np.any(self.neighbours[a, : self.degree[a]] == b))


def _cell_of(w: int, h: int, x: int, y: int) -> int:
    return y * w + x if w == h else x * h + y


@cache
def geometry(width: int, height: int) -> Geometry:
    """The (cached) geometry of a ``width`` x ``height`` board."""
    if (width, height) not in SUPPORTED_SIZES:
        sizes = ", ".join(f"{w}x{h}" for w, h in SUPPORTED_SIZES)
        raise BoardError(BoardProblem.UNSUPPORTED_SIZE, size=f"{width}x{height}", sizes=sizes)
    n = width * height
    xy = np.zeros((n, 2), np.int32)
    for x in range(width):
        for y in range(height):
            xy[_cell_of(width, height, x, y)] = (x, y)
    nbrs = np.full((n, 8), -1, np.int32)
    deg = np.zeros(n, np.int32)
    for i in range(n):
        x, y = xy[i]
        found = sorted(
            _cell_of(width, height, x + dx, y + dy)
            for dx in (-1, 0, 1) for dy in (-1, 0, 1)
            if (dx or dy) and 0 <= x + dx < width and 0 <= y + dy < height
        )
        nbrs[i, : len(found)] = found
        deg[i] = len(found)
    transforms = [lambda x, y: (x, y), lambda x, y: (width - 1 - x, y),
                  lambda x, y: (x, height - 1 - y), lambda x, y: (width - 1 - x, height - 1 - y)]
    if width == height:
        transforms += [lambda x, y: (y, x), lambda x, y: (height - 1 - y, x),
                       lambda x, y: (y, width - 1 - x), lambda x, y: (height - 1 - y, width - 1 - x)]
    syms = np.zeros((len(transforms), n), np.int32)
    for k, t in enumerate(transforms):
        for i in range(n):
            sx, sy = t(*xy[i])
            syms[k, i] = _cell_of(width, height, sx, sy)
    for arr in (xy, nbrs, deg, syms):
        arr.setflags(write=False)
    return Geometry(width, height, xy, nbrs, deg, syms)


def parse_size(text: str | tuple[int, int] | Geometry) -> Geometry:
    """Parse ``44``, ``4x4`` or ``34`` (3 wide, 4 tall) into a :class:`Geometry`."""
    if isinstance(text, Geometry):
        return text
    if isinstance(text, tuple):
        return geometry(*text)
    m = re.fullmatch(r"\s*([0-9])\s*[xX×]?\s*([0-9])\s*", str(text))
    if not m:
        raise BoardError(BoardProblem.BAD_SIZE, text=_shown(str(text)))
    return geometry(int(m.group(1)), int(m.group(2)))


def size_for_cells(ncells: int) -> Geometry | None:
    """The supported geometry with ``ncells`` cells, if exactly one exists."""
    for w, h in SUPPORTED_SIZES:
        if w * h == ncells:
            return geometry(w, h)
    return None


def string_to_letters(text: str) -> np.ndarray:
    """``'abq5#'`` -> int8 face codes ``[0, 1, 16, FIRST_FACE + 4, BLANK]`` (-1 for other characters);
    the extra letters give their codes (``'ä'`` -> 26)."""
    try:
        return _CHAR_CODE[np.frombuffer(text.encode("ascii"), np.uint8)]
    except UnicodeEncodeError:  # extra letters (or junk): the slow path, never taken by English boards
        return np.array([_CHAR_CODE_OF.get(ch, -1) for ch in text], np.int8)


def letters_to_string(letters) -> str:
    """Inverse of :func:`string_to_letters` (codes with no character give ``'?'``)."""
    return _CODE_CHAR[np.asarray(letters, np.int64)].tobytes().decode("latin-1")


def has_faces(board: str | np.ndarray) -> bool:
    """Whether a board string or code array has a two-letter or blank face (else the fast path)."""
    if isinstance(board, str):
        return any(ch in board for ch in FACE_CHARACTERS)
    return bool(np.asarray(board).size) and int(np.max(board)) >= FIRST_FACE


def face_letters(ch: str, language: str | Language | None = None) -> str:
    """The letters of one cell character as a word spells them: ``'qu'``, ``'th'``, ``''`` for a blank.

    ``q`` is ``'qu'`` in English and every language whose q is the Qu cell, else ``'q'``.
    """
    if ch == "#":
        return ""
    if ch == "q":
        return "qu" if language is None or get_language(language).qu_cell else "q"
    return _FACE_OF_CHAR.get(ch, ch)


def cell_letters(board: str) -> list[str]:
    """The trie letters of every cell (``'q'`` stays one letter, ``'5'`` -> ``'th'``, blank -> ``''``)."""
    return ["" if ch == "#" else _FACE_OF_CHAR.get(ch, ch) for ch in board]


def board_notation(board: str) -> str:
    """A board string as users type it: two-letter faces bracketed (``[th]``), blanks ``.``."""
    if not has_faces(board):
        return board
    return "".join("." if ch == "#" else f"[{_FACE_OF_CHAR[ch]}]" if ch in _FACE_OF_CHAR else ch for ch in board)


def _shown(text: str) -> str:
    """``text`` quoted for an error message; long text is cut to its start and its length."""
    if len(text) <= _SHOWN:
        return repr(text)
    return f"{text[:_SHOWN]!r}... ({len(text):,} characters)"


def _describe_char(ch: str) -> str:
    """``'3'``, or ``'K' (U+212A KELVIN SIGN)`` for characters outside ASCII."""
    if ch.isascii():
        return repr(ch)
    return f"{ch!r} (U+{ord(ch):04X} {unicodedata.name(ch, 'unnamed character')})"


def parse_board(text: str, size: str | tuple[int, int] | Geometry | None = None,
                language: str | Language | None = None) -> tuple[Geometry, str]:
    """Validate a board string.

    Spaces are ignored and ASCII case is folded; ``q`` is the Qu cell, and a
    spelled-out ``qu`` is also accepted. Only ASCII letters are board letters:
    characters that fold or normalise to a-z elsewhere (KELVIN SIGN, fullwidth
    letters, ligatures) are rejected. Without ``size`` the size comes from the length.

    With a ``language`` other than English, the board is read in that language
    (:func:`_parse_language_board`): its letters in either case, and characters it
    folds (``é`` -> ``e``), typed with or without accents.

    Returns
    -------
    (Geometry, str)
        The geometry and the normalised board string (one letter per cell).

    Raises
    ------
    BoardError
        Naming the offending character or length.
    """
    text = str(text)
    if language is not None and not (lang := get_language(language)).is_english:
        return _parse_language_board(text, size, lang)
    raw = "".join(text.split())
    if "[" in raw:
        raw = _BRACKETED.sub(lambda m: "q" if m.group(1).lower() == "qu"
                             else _FACE_CHARS[TWO_LETTER_FACES.index(m.group(1).lower())], raw)
    if bad := _NOT_LETTER.search(raw):
        raise BoardError(BoardProblem.BAD_CHARACTER, character=_describe_char(bad.group()), position=bad.start() + 1,
                         board=_shown(text.strip()))
    if not raw:
        raise BoardError(BoardProblem.EMPTY)
    raw = raw.lower().replace(".", "#")  # ASCII only by now, so lower() cannot turn anything else into a-z
    return _fit_size(raw, raw.replace("qu", "q"), size, text)


def _fit_size(raw: str, collapsed: str, size, typed: str) -> tuple[Geometry, str]:
    """The geometry and cells of a board whose cells are ``raw``, or ``collapsed`` (``qu`` read as
    one Qu cell): the one that fits ``size``, or a supported size without one. Errors show the board
    as ``typed`` (``[th]`` and ``.``, not the face digits of the board string)."""
    geom = parse_size(size) if size is not None else None
    candidates = [raw, collapsed] if collapsed != raw else [raw]
    for cand in candidates:
        if geom is not None and len(cand) == geom.ncells:
            return geom, cand
        if geom is None and (g := size_for_cells(len(cand))) is not None:
            return g, cand
    if geom is not None:
        raise BoardError(BoardProblem.CELLS_NOT_SIZE, board=_shown(typed.strip()), cells=len(collapsed),
                         size=geom.name, needed=geom.ncells)
    counts = ", ".join(f"{w * h} ({w}x{h})" for w, h in SUPPORTED_SIZES)
    raise BoardError(BoardProblem.CELLS_NO_SIZE, board=_shown(typed.strip()), cells=len(collapsed), counts=counts)


def _parse_language_board(text: str, size, lang: Language) -> tuple[Geometry, str]:
    """:func:`parse_board` in a language other than English.

    NFC first; then only the language's letters (either case), the characters it folds
    (either case), ``1``-``5``, ``#``, ``.`` and bracketed faces are allowed; the text is
    lower-cased and folded, and every cell must then be a letter of the language. ``qu``
    is one cell only where ``q`` is the Qu cell.
    """
    allowed = Phrase(BoardProblem.LETTERS_OF_QU if lang.qu_cell else BoardProblem.LETTERS_OF,
                     {"language": lang.name, "letters": lang.describe_letters()})
    # Check the text as typed before NFC: NFC maps compatibility characters such as the
    # KELVIN SIGN to a letter (K), which must not slip through. Combining marks may only
    # compose with a letter (a + U+0308 -> ä); what NFC leaves of them is refused below.
    for pos, ch in enumerate(text):
        if not (ch.isspace() or unicodedata.combining(ch) or ch in "[]." or ch in FACE_CHARACTERS or lang.accepts(ch)):
            raise BoardError(BoardProblem.BAD_LANGUAGE_CHARACTER, character=_describe_char(ch), position=pos + 1,
                             board=_shown(text.strip()), allowed=allowed)
    raw = "".join(unicodedata.normalize("NFC", text).split())
    if "[" in raw:
        raw = _BRACKETED.sub(lambda m: m.group(0) if m.group(1).lower() == "qu" and not lang.qu_cell
                             else "q" if m.group(1).lower() == "qu"
                             else _FACE_CHARS[TWO_LETTER_FACES.index(m.group(1).lower())], raw)
    for pos, ch in enumerate(raw):
        if not (lang.accepts(ch) or ch == "." or ch in FACE_CHARACTERS):
            raise BoardError(BoardProblem.BAD_LANGUAGE_CHARACTER, character=_describe_char(ch), position=pos + 1,
                             board=_shown(text.strip()), allowed=allowed)
    if not raw:
        raise BoardError(BoardProblem.EMPTY)
    raw = lang.fold_text(raw).replace(".", "#")
    # A case mapping may have left the alphabet.
    if bad := [ch for ch in raw if ch not in lang.letters and ch not in FACE_CHARACTERS]:
        raise BoardError(BoardProblem.BAD_FOLDED_CHARACTER, character=_describe_char(bad[0]),
                         board=_shown(text.strip()), allowed=allowed)
    return _fit_size(raw, raw.replace("qu", "q") if lang.qu_cell else raw, size, text)


def format_board(board: str, geom: Geometry, language: str | Language | None = None) -> str:
    """A multi-line picture of the board, rows top to bottom, ``Qu`` and ``Th`` spelled out, ``#`` blank."""
    rows = []
    for y in range(geom.height):
        cells = [cell_label(board, geom.cell_at(x, y), language) or "#" for x in range(geom.width)]
        rows.append(" ".join(c.ljust(2) for c in cells).rstrip())
    return "\n".join(rows)


def cell_label(board: str, cell: int, language: str | Language | None = None) -> str:
    """Display text of one cell: ``Qu`` (where q is the Qu cell), ``Th``... for two-letter faces,
    ``''`` for a blank, else the upper-case letter (``Ä``)."""
    return face_letters(board[cell], language).capitalize()


def canonical_board(board: str, geom: Geometry | None = None) -> str:
    """The smallest string among the board's rotations and reflections."""
    if geom is None:
        geom, board = parse_board(board)
    return min("".join(board[i] for i in perm) for perm in geom.symmetries)
