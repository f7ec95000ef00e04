"""Word lists: reading, the Boggle word rules, the compiled trie and its cache.

The trie is stored as flat arrays in a cache-friendly layout: every node's
children sit next to each other, in letter order, so child ``c`` of node ``n`` is
``first[n] + popcount(mask[n] & ((1 << c) - 1))``; children blocks are laid out
in depth-first order of their parents so a search walks memory forwards.

A list is read in one language (:mod:`core.engine.language`): its letters, what it
folds and whether ``q`` is the Qu cell decide which words are kept and how they are
spelled on the board. English lists take the historic a-z rules unchanged.
"""
from __future__ import annotations

import os
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import cached_property
from importlib.resources import files
from pathlib import Path

import numpy as np

from . import _trie_kernels as TK
from . import cache
from ._solver_kernels import CHILD_SHIFT, LETTER_MASK, POINTS_SHIFT
from .board import MAX_CELLS, TWO_LETTER_FACES
from .errors import CodedError, MessageCode, Phrase
from .language import DEFAULT_LANGUAGE, LANGUAGES, LETTER_CODE, LETTERS, NSYM, Language, get_language
from .rules import Rules
from .textfile import TextFileProblem, TextReader, describe_size, file_sha256, open_binary

__all__ = [
    "WordList", "WordListError", "WordListProblem", "load_wordlist", "resolve_wordlist", "bogglify",
    "available_wordlists", "DEFAULT_WORDLIST", "user_wordlist_dir", "user_data_dir", "cache_dir",
    "wordlist_language", "wordlist_sha256", "MAX_WORDLIST_BYTES", "shadowed_wordlists",
]

#: Version of the compiled-list cache, raised whenever the words a list keeps or their layout change.
FORMAT_VERSION = 4
#: Most cells a kept word fills: a word that needs more cells (``qu`` and the two-letter faces fill
#: one cell each, so a 6x6 board spells up to 72 letters) fits no board.
MAX_WORD_CELLS = MAX_CELLS
#: Most letters any board spells: every cell a two-letter face.
MAX_WORD_LETTERS = 2 * MAX_WORD_CELLS
_FACE_PAIRS = frozenset(TWO_LETTER_FACES)
# Words are stored one byte a letter: a-z as ASCII, the extra letters as their Latin-1 bytes.
_BLOB_ENCODING = "latin-1"
DEFAULT_WORDLIST = "scowl70"
# wordlists/ of the checkout, installed as this package (pyproject.toml maps it). pip always
# unpacks wheels, so the package is a real folder and its lists are plain files.
BUNDLED_DIR = Path(str(files("core.engine.bundled_wordlists")))
_APP = "boggle"


class WordListProblem(MessageCode):
    """Why a word list cannot be used (:class:`WordListError`; a file that cannot be read as text
    gives a :class:`~core.engine.textfile.TextFileProblem`)."""

    #: A word list's name in messages about its file (a phrase).
    FILE = "wordlist.file", "word list {path}"
    NOT_A_FILE = "wordlist.not_a_file", "word list {spec!r} is not a file"
    NO_SUCH_FILE = "wordlist.no_such_file", "word list {spec!r} not found (no such file)"
    #: ``names``: the known lists, comma-separated ("none" for none).
    UNKNOWN = "wordlist.unknown", "word list {spec!r} not found: give a file path or one of: {names}"
    EMPTY = "wordlist.empty", "{file} is empty"
    TOO_MANY_NODES = ("wordlist.too_many_nodes", "word list has too many words for one trie: it would take "
                      "{nodes:,} nodes, at most {limit:,} fit")
    #: ``size`` as :func:`~core.engine.textfile.describe_size` gives it.
    OUT_OF_MEMORY = ("wordlist.out_of_memory", "not enough memory to load word list {path} ({size}): free some "
                     "memory, raise the memory limit or use a smaller list")
    NO_WORDS = ("wordlist.no_words", "word list {path} has no playable {language} words (3+ letters {letters}, "
                "nothing else)")
    NO_WORDS_QU = ("wordlist.no_words_qu", "word list {path} has no playable {language} words (3+ letters "
                   "{letters}, q followed by u)")


class WordListError(CodedError, ValueError):
    """A word list that cannot be used; :attr:`code` is a :class:`WordListProblem` or a
    :class:`~core.engine.textfile.TextFileProblem`, the message names the file and the problem."""


def cache_dir() -> Path:
    """Where compiled lists are cached (``BOGGLE_CACHE_DIR`` overrides)."""
    env = os.environ.get("BOGGLE_CACHE_DIR")
    if env:
        return Path(env)
    import platformdirs
    return Path(platformdirs.user_cache_dir(_APP, appauthor=False))


def user_data_dir() -> Path:
    """The user data folder of the CLI and the app (``BOGGLE_DATA_DIR`` overrides it)."""
    env = os.environ.get("BOGGLE_DATA_DIR")
    if env:
        return Path(env)
    import platformdirs
    return Path(platformdirs.user_data_dir(_APP, appauthor=False))


def user_wordlist_dir() -> Path:
    """Folder where users may drop their own lists: ``wordlists/`` in the data folder."""
    return user_data_dir() / "wordlists"


def bogglify(word: str, language: str | Language | None = None) -> str | None:
    """The trie form of ``word`` under the Boggle rules, or None if it is not playable.

    English (``language`` None or ``"en"``): words need 3+ letters, only a-z, and every
    ``q`` followed by ``u``; ``qu`` becomes the single Qu cell ``q``. Another language:
    the word is folded (:meth:`Language.fold_text`), then needs 3+ letters, only the
    language's letters, and the q rule only where ``q`` is the Qu cell. A form that needs
    more than :data:`MAX_WORD_CELLS` cells (:func:`_cells_needed`) fits no board.
    """
    form = _form(word, None if language is None else get_language(language))
    return form if form is not None and _fits_a_board(form) else None


def _cells_needed(form: str) -> int:
    """The fewest board cells that spell ``form`` (a trie form: ``q`` is one Qu cell), each
    two-letter face (:data:`~core.engine.board.TWO_LETTER_FACES`) covering two letters.

    Taking a face wherever one starts, left to right, covers the most letter pairs (pairs
    are intervals of equal length: the first to end is always a best choice).
    """
    cells = i = 0
    while i < len(form):
        i += 2 if form[i:i + 2] in _FACE_PAIRS else 1
        cells += 1
    return cells


def _fits_a_board(form: str) -> bool:
    return len(form) <= MAX_WORD_CELLS or (len(form) <= MAX_WORD_LETTERS and _cells_needed(form) <= MAX_WORD_CELLS)


def _form(word: str, language: Language | None = None) -> str | None:
    """:func:`bogglify` without the length limit (``word`` lower case for English)."""
    if language is not None and not language.is_english:
        spelled = _spelling(word, language)
        if spelled is None:
            return None
        return spelled.replace("qu", "q") if language.qu_cell else spelled
    if len(word) < 3 or not word.isascii() or not word.isalpha() or not word.islower():
        return None
    if "q" in word:
        if word.count("q") != word.count("qu"):
            return None
        return word.replace("qu", "q")
    return word


def _spelling(word: str, language: Language) -> str | None:
    """``word`` as a board spells it in ``language`` (folded, ``qu`` kept), or None if it is no word.

    Its characters are checked as written, as a board's are: NFC and lower case would turn
    compatibility characters (KELVIN SIGN) into letters. Combining marks may compose with a letter.
    """
    if not word.isascii():
        odd = set(word) - language._accepted
        if odd and not all(unicodedata.combining(ch) for ch in odd):
            return None
    spelled = language.fold_text(word)
    if len(spelled) < 3 or not set(spelled) <= language._letter_set:
        return None
    if language.qu_cell and spelled.count("q") != spelled.count("qu"):
        return None
    return spelled


def wordlist_language(spec: str | os.PathLike) -> str:
    """The language code a list is read in by default: the language whose ``wordlists``
    name the bundled list ``spec`` (a name or a path to it), else English.
    """
    try:
        path = resolve_wordlist(spec).resolve()
    except WordListError:
        return DEFAULT_LANGUAGE
    if path.parent == BUNDLED_DIR.resolve():  # a user's own list is English unless the caller says otherwise
        for code, lang in LANGUAGES.items():
            if path.stem in lang.wordlists:
                return code
    return DEFAULT_LANGUAGE


def available_wordlists() -> dict[str, Path]:
    """Lists found by name: the bundled ``wordlists/`` folder and the user folder (a bundled list keeps
    its name: a user's list of the same name is in :func:`shadowed_wordlists`)."""
    found: dict[str, Path] = {}
    for folder in (BUNDLED_DIR, user_wordlist_dir()):
        if folder.is_dir():
            for p in sorted(folder.glob("*.txt")):
                found.setdefault(p.stem, p)
    return found


def shadowed_wordlists() -> dict[str, Path]:
    """The user's lists that a bundled list's name hides: name -> the user's file.

    A bundled list keeps its name (the default list, and every result recorded with it, must
    mean the same list everywhere), so such a file is used only by its path; callers say so
    instead of ignoring it silently.
    """
    folder = user_wordlist_dir()
    if not folder.is_dir() or not BUNDLED_DIR.is_dir():
        return {}
    bundled = {p.stem for p in BUNDLED_DIR.glob("*.txt")}
    return {p.stem: p for p in sorted(folder.glob("*.txt")) if p.stem in bundled}


def _names_a_path(spec: str) -> bool:
    """True if ``spec`` is meant as a file path rather than the name of a list."""
    return os.sep in spec or bool(os.altsep and os.altsep in spec) or spec.startswith(("~", "."))


def resolve_wordlist(spec: str | os.PathLike | None) -> Path:
    """A path for ``spec``: an existing file, or the name of a known list.

    Parameters
    ----------
    spec : str or path, optional
        A path (anything with a path separator, or starting with ``~`` or ``.``)
        must name an existing file. A bare name is a file in the current folder
        if one exists, else a bundled or user list (``.txt`` optional). None or
        ``""`` is the default list.

    Raises
    ------
    WordListError
        If the path or name matches no file; a missing path is never replaced
        by a known list of the same name.
    """
    if spec is None or spec == "":
        spec = DEFAULT_WORDLIST
    p = Path(spec).expanduser()
    if p.is_file():
        return p
    if _names_a_path(str(spec)):
        if p.exists():
            raise WordListError(WordListProblem.NOT_A_FILE, spec=str(spec))
        raise WordListError(WordListProblem.NO_SUCH_FILE, spec=str(spec))
    name = Path(str(spec)).name
    stem = name[:-4] if name.endswith(".txt") else name
    known = available_wordlists()
    if stem in known:
        return known[stem]
    if p.exists():
        raise WordListError(WordListProblem.NOT_A_FILE, spec=str(spec))
    names = ", ".join(known) or "none"
    raise WordListError(WordListProblem.UNKNOWN, spec=str(spec), names=names)


@dataclass(eq=False)
class WordList:
    """A compiled word list.

    Attributes
    ----------
    name : str
    sha256 : str
        Hash of the file's bytes (with the language: the cache key).
    node_info : ndarray of int64
        Per trie node: ``first_child << 32 | letter_mask`` (a bit per letter code, 32 bits).
    node_word : ndarray of int32
        Word id at the node, or -1.
    word_length : ndarray of int8
        Length in real letters (Qu counts two) of each word id.
    too_long : int
        Lines skipped because no board could hold them (see :func:`load_wordlist`).
    language : str
        Code of the language the list was read in (``"en"``); :attr:`language_value` is the
        :class:`~core.engine.language.Language` itself.
    """

    name: str
    path: Path | None
    sha256: str
    node_info: np.ndarray = field(repr=False)
    node_word: np.ndarray = field(repr=False)
    word_length: np.ndarray = field(repr=False)
    _blob: np.ndarray = field(repr=False)
    from_cache: bool = False
    too_long: int = 0
    language: str = DEFAULT_LANGUAGE
    _points: dict = field(default_factory=dict, repr=False)
    _language: Language | None = field(default=None, repr=False)

    @property
    def language_value(self) -> Language:
        """The :class:`~core.engine.language.Language` the list was read in."""
        if self._language is None or self._language.code != self.language:
            self._language = get_language(self.language)
        return self._language

    @property
    def nnodes(self) -> int:
        return len(self.node_info)

    def __len__(self) -> int:
        return len(self.word_length)

    @cached_property
    def words(self) -> list[str]:
        """Every accepted word as the board spells it (with ``qu``; folded in languages that fold,
        so German ``straße`` is ``strasse``), indexed by word id."""
        if len(self._blob) == 0:
            return []
        return self._blob.tobytes().decode(_BLOB_ENCODING).split("\n")

    def kernel_nodes(self, rules: Rules) -> np.ndarray:
        """The kernels' trie: per node ``first_child << 38 | points << 32 | letter_mask``.

        32 letter bits (room for an alphabet of 32 symbols, docs/algorithms.md "Cells and
        faces"), the node's points for ``rules`` in bits 32-37, its first child above.
        """
        key = (rules.min_length, rules.points)
        arr = self._points.get(key)
        if arr is None:
            arr = np.empty(self.nnodes, np.int64)
            TK.repack_nodes(self.node_info, self.node_word, self.word_length, np.asarray(rules.table(), np.int64),
                            NSYM, POINTS_SHIFT, CHILD_SHIFT, arr)
            arr.setflags(write=False)
            self._points[key] = arr
        return arr

    def lookup(self, word: str) -> int:
        """Word id of ``word`` (as spelled, ``qu`` included; folded with the list's language), or -1."""
        lang = self.language_value
        form = bogglify(word.lower()) if lang.is_english else bogglify(word, lang)
        if form is None:
            return -1
        node = 0
        for ch in form:
            info = int(self.node_info[node])
            mask = info & LETTER_MASK
            c = LETTER_CODE[ch]
            if not (mask >> c) & 1:
                return -1
            node = (info >> TK.FIRST_SHIFT) + bin(mask & ((1 << c) - 1)).count("1")
        return int(self.node_word[node])

    def __contains__(self, word: str) -> bool:
        return self.lookup(word) >= 0


# Lines are read in blocks; a line longer than this (raw bytes) is counted too long and dropped
# unread, so a huge line never sits in memory whole. No word any board holds is near this long.
_BLOCK = 1 << 20
_MAX_LINE_BYTES = 1024
#: Largest word list read (its size, checked before a byte is read or hashed; about 50 million words).
MAX_WORDLIST_BYTES = 512 * 2**20


def _label(path: Path) -> Phrase:
    return Phrase(WordListProblem.FILE, {"path": str(path)})


def _plain_lines(text: str) -> list[str]:
    """The lines of ``text`` as the word rules take them: split at every line break Python knows,
    stripped, and lower case where that keeps them ASCII. A line with other characters keeps its case:
    ``str.lower()`` would turn KELVIN SIGN into ``k``, and the language's own rules fold what they accept."""
    if text.isascii():
        return [line.strip() for line in text.lower().splitlines()]
    return [line.lower() if line.isascii() else line for line in map(str.strip, text.splitlines())]


def _read_words(path: Path) -> tuple[list[str], int, str]:
    """The lines of ``path`` (stripped, lower case), read in blocks (:class:`core.engine.textfile.TextReader`:
    UTF-8 or UTF-16; a line that is not UTF-8 is read as Latin-1, that line alone).

    Returns ``(lines, too_long, sha256)``: lines of more than ``_MAX_LINE_BYTES``
    bytes are counted in ``too_long``, never kept; the hash is of the bytes read.
    """
    lines: list[str] = []
    label = _label(path)
    with open_binary(path, label, MAX_WORDLIST_BYTES, error=WordListError) as fh:
        reader = TextReader(fh, label, max_line_bytes=_MAX_LINE_BYTES, long_lines="skip", undecodable="latin-1",
                            max_bytes=MAX_WORDLIST_BYTES, error=WordListError, block_bytes=_BLOCK)
        try:
            for text in reader.blocks():
                lines += _plain_lines(text)
        except OSError as exc:
            raise WordListError(TextFileProblem.UNREADABLE, file=label, reason=exc.strerror or str(exc)) from None
    if reader.blank:
        raise WordListError(WordListProblem.EMPTY, file=label)
    return lines, reader.too_long, reader.sha256.hexdigest()


#: Most trie nodes a list may have: the kernels keep a node's first child in 25 bits.
MAX_NODES = 1 << 25
# Forms are encoded this many at a time while the lines are read.
_ENCODE_BATCH = 1 << 16


def _code_table(language: Language) -> bytes:
    """A ``bytes.translate`` table: a letter's Latin-1 byte -> its code plus one, newline -> END."""
    table = bytearray(256)
    for ch in language.letters:
        table[ch.encode(_BLOB_ENCODING)[0]] = LETTER_CODE[ch] + 1
    table[10] = TK.END
    return bytes(table)


def _letter_bytes() -> np.ndarray:
    """uint8 per letter code: the letter's byte in a list's stored text."""
    return np.frombuffer("".join(LETTERS).encode(_BLOB_ENCODING), np.uint8)


def _compile(lines: list[str] | Iterable[str], language: Language) -> tuple[
        tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray], int]:
    """The trie arrays ``(node_info, node_word, word_length, blob)`` of ``lines`` read in ``language``,
    and how many lines were playable but for their length (too long for any board).

    A list of lines is emptied as it is read, from its end, so its strings are freed while the
    trie is built (another iterable is read into a list first). Each playable word is kept only
    as its trie form, one byte a letter (the spelling is the form with ``q`` read as ``qu`` where
    q is the Qu cell); the kernels of :mod:`core.engine._trie_kernels` sort, deduplicate and lay
    out the nodes. Besides the forms and the trie itself, building takes about 30 bytes a word.

    Raises
    ------
    WordListError
        If the trie would have more than :data:`MAX_NODES` nodes.
    MemoryError
        If memory runs out.
    """
    if not isinstance(lines, list):
        lines = list(lines)
    too_long = 0
    english = language.is_english
    table = _code_table(language)
    parts: list[bytes] = []   # encoded blocks of forms, the last block first
    nwords = 0
    while lines:
        block = lines[-_ENCODE_BATCH:]
        del lines[-_ENCODE_BATCH:]
        forms = []
        for w in block:
            if len(w) > MAX_WORD_LETTERS:  # more letters than any board spells: skip before the rules look at it
                too_long += 1
                continue
            if english:
                f = _form(w)
            else:
                w = _spelling(w, language)
                f = None if w is None else w.replace("qu", "q") if language.qu_cell else w
            if f is None:
                continue
            if not _fits_a_board(f):
                too_long += 1
                continue
            forms.append(f)
        parts.append(_encode_forms(forms, table))
        nwords += len(forms)
    parts.reverse()
    codes = np.frombuffer(b"".join(parts), np.uint8)
    del parts
    starts, lengths = TK.word_bounds(codes, nwords)
    # Sorted by their letters (stable: of repeated forms the first in the file comes first),
    # KEY_LETTERS letters at a time from the last ones to the first.
    order = np.arange(nwords, dtype=np.int64)
    key = np.empty(nwords, np.int64)
    for part in reversed(range(-(-int(lengths.max(initial=0)) // TK.KEY_LETTERS))):
        TK.sort_keys(codes, starts, lengths, order, part, key)
        order = order[np.argsort(key, kind="stable")]
    del key
    shared = np.empty(nwords, np.uint8)
    first = np.empty(nwords, np.bool_)
    nnodes = TK.shared_prefixes(codes, starts, lengths, order, shared, first)
    del shared
    if nnodes > MAX_NODES:
        raise WordListError(WordListProblem.TOO_MANY_NODES, nodes=nnodes, limit=MAX_NODES)
    keep = np.zeros(nwords, np.bool_)
    keep[order[first]] = True            # the first of each form, in file order
    word_id = np.cumsum(keep, dtype=np.int32) - 1
    info = np.empty(nnodes, np.int64)
    node_word = np.empty(nnodes, np.int32)
    TK.build_nodes(codes, starts, lengths, order, first, word_id, int(lengths.max(initial=0)), info, node_word)
    del order, first, word_id
    word_length = np.empty(int(keep.sum()), np.int8)
    blob = TK.spell_words(codes, starts, lengths, keep, _letter_bytes(), language.qu_cell, word_length)
    return (info, node_word, word_length, blob), too_long


def _encode_forms(forms: list[str], table: bytes) -> bytes:
    """``forms`` as :mod:`core.engine._trie_kernels` reads them: codes plus one, each form ended by END."""
    return ("\n".join(forms) + "\n").encode(_BLOB_ENCODING).translate(table) if forms else b""


_TRIE_ARRAYS = {"node_info": (np.int64, 1), "node_word": (np.int32, 1), "word_length": (np.int8, 1),
                "blob": (np.uint8, 1), "too_long": (np.int64, 0)}


def _cache_key(sha: str, language: str | Language | None = None) -> str:
    """The cache key of a list: its bytes and its language (one file, two languages: two tries)."""
    return f"{sha}-{get_language(language).code}"


def _cache_file(sha: str, language: str | Language | None = None) -> Path:
    return cache.cache_file(cache_dir(), "wordlist", FORMAT_VERSION, _cache_key(sha, language))


def _valid_trie(a: dict[str, np.ndarray], language: Language | None = None) -> bool:
    """Whether cached trie arrays are a trie the kernels can walk safely and score right.

    The kernels index ``nodes`` with child ids, so a crafted file could make them read
    or write outside their arrays or score anything. Checked: at most :data:`MAX_NODES`
    nodes; only letter bits of the language's letters (below bit 32); child blocks that tile
    ``1..n-1`` exactly, each after its parent (so the nodes form one tree); every
    word id at exactly one node (never the root); word lengths a board can hold,
    equal to the words in the text; the text only the language's letters and newlines.
    One pass over the nodes (:func:`~core.engine._trie_kernels.valid_layout`, a byte a node)
    and a few vectorised ones over the text: about as long as reading the file.
    """
    language = get_language(language)
    info, node_word, word_length, blob = a["node_info"], a["node_word"], a["word_length"], a["blob"]
    n, nwords = len(info), len(word_length)
    if n == 0 or n > MAX_NODES or len(node_word) != n or nwords == 0 or int(a["too_long"]) < 0:
        return False
    if not TK.valid_layout(info, node_word, nwords, np.int64(language.letter_mask)):
        return False
    if word_length.min() < 3 or word_length.max() > MAX_WORD_LETTERS:
        return False
    if len(blob) != int(word_length.sum(dtype=np.int64)) + nwords - 1:
        return False
    newlines = np.count_nonzero(blob == 10)
    if newlines != nwords - 1 or np.count_nonzero(_blob_bytes(language)[blob]) != len(blob) - newlines:
        return False  # only letters and the newlines between words
    # The newlines sit exactly where the word lengths put them.
    return bool(np.all(blob[np.cumsum(word_length[:-1], dtype=np.int64) + np.arange(nwords - 1)] == 10))


def _blob_bytes(language: Language) -> np.ndarray:
    """bool (256,): the bytes that stand for a letter of ``language`` in a list's text."""
    table = np.zeros(256, bool)
    table[np.frombuffer(language.letters.encode(_BLOB_ENCODING), np.uint8)] = True
    return table


def _load_cache(file: Path, sha: str, language: Language):
    """``((node_info, node_word, word_length, blob), too_long)`` from a valid cache file, else None."""
    a = cache.load_arrays(file, _TRIE_ARRAYS, key=_cache_key(sha, language), version=FORMAT_VERSION,
                          validate=lambda arrays: _valid_trie(arrays, language))
    if a is None:
        return None
    return (a["node_info"], a["node_word"], a["word_length"], a["blob"]), int(a["too_long"])


def _save_cache(file: Path, key: str, arrays, too_long: int) -> None:
    info, node_word, word_length, blob = arrays
    cache.save_arrays(file, {"node_info": info, "node_word": node_word, "word_length": word_length, "blob": blob,
                             "too_long": np.asarray(too_long, np.int64)}, key=key, version=FORMAT_VERSION)


def _file_sha256(path: Path) -> str:
    """The list's SHA-256, once its kind, size and first bytes passed the checks of :func:`_read_words`."""
    return file_sha256(path, _label(path), MAX_WORDLIST_BYTES, error=WordListError)


def wordlist_sha256(spec: str | os.PathLike | None) -> str:
    """The SHA-256 of the list ``spec`` names (:func:`resolve_wordlist`), the identity a setup records.

    The file's kind, size and first bytes are checked before it is hashed, as :func:`load_wordlist`
    checks them (a special file or a huge one is refused at once).

    Raises
    ------
    WordListError
        If the list is missing, not a regular file, too large, binary or unreadable.
    """
    return _file_sha256(resolve_wordlist(spec))


def load_wordlist(spec: str | os.PathLike | None = None, *, language: str | Language | None = None,
                  use_cache: bool = True) -> WordList:
    """Load and compile a word list, using the on-disk cache when it is valid.

    Parameters
    ----------
    spec : str or path, optional
        A file path, or the name of a bundled or user list. Defaults to the
        bundled SCOWL list.
    language : str or Language, optional
        The language to read the list in (its letters, folding and Qu rule). Default:
        the language that names the bundled list among its ``wordlists``, else English
        (:func:`wordlist_language`).
    use_cache : bool
        Read and write the compiled-form cache (keyed by the file's SHA-256 and the language).

    The file is read in blocks: a line too long for any board (more than
    ``MAX_WORD_LETTERS`` letters, or a word that needs more than ``MAX_WORD_CELLS``
    cells, :func:`_cells_needed`) is skipped and counted in :attr:`WordList.too_long`.

    Raises
    ------
    WordListError
        If the file is missing, unreadable, empty, binary or holds no playable word.
    LanguageError
        For an unknown language.
    """
    path = resolve_wordlist(spec)
    lang = get_language(language if language is not None else wordlist_language(path))
    loaded = None
    if use_cache:
        sha = _file_sha256(path)
        loaded = _load_cache(_cache_file(sha, lang), sha, lang)
    from_cache = loaded is not None
    if loaded is None:
        try:
            lines, unread, sha = _read_words(path)
            arrays, too_long = _compile(lines, lang)
        except MemoryError:
            raise WordListError(WordListProblem.OUT_OF_MEMORY, path=str(path),
                                size=describe_size(path.stat().st_size)) from None
        loaded = arrays, unread + too_long
        if len(arrays[2]) == 0:
            raise WordListError(WordListProblem.NO_WORDS_QU if lang.qu_cell else WordListProblem.NO_WORDS,
                                path=str(path), language=lang.name, letters=lang.describe_letters())
        if use_cache:
            _save_cache(_cache_file(sha, lang), _cache_key(sha, lang), *loaded)
    (info, node_word, word_length, blob), too_long = loaded
    return WordList(path.stem, path, sha, info, node_word, word_length, blob, from_cache=from_cache,
                    too_long=too_long, language=lang.code, _language=lang)
