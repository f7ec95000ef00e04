"""Word lists: reading, the Boggle word rules, the compiled trie and its cache.

The trie is stored as flat arrays in a cache-friendly layout: every node's
children sit next to each other, in letter order, so child ``c`` of node ``n`` is
``first[n] + popcount(mask[n] & ((1 << c) - 1))``; children blocks are laid out
in depth-first order of their parents so a search walks memory forwards.
"""
from __future__ import annotations

import hashlib
import os
import tempfile
from dataclasses import dataclass, field
from functools import cached_property
from importlib.resources import files
from pathlib import Path

import numpy as np

from .rules import Rules

__all__ = [
    "WordList", "WordListError", "load_wordlist", "resolve_wordlist", "bogglify",
    "available_wordlists", "DEFAULT_WORDLIST", "user_wordlist_dir", "user_data_dir", "cache_dir",
]

FORMAT_VERSION = 2
DEFAULT_WORDLIST = "scowl70"
# wordlists/ of the checkout, installed as this package (pyproject.toml maps it). pip always
# unpacks wheels, so the package is a real folder and its lists are plain files.
BUNDLED_DIR = Path(files("core.engine.bundled_wordlists"))
_APP = "boggle"


class WordListError(ValueError):
    """A word list that cannot be used; the message names the file and the problem."""


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


def bogglify(word: str) -> str | None:
    """The trie form of ``word`` under the Boggle rules, or None if it is not playable.

    Words need 3+ letters, only a-z, and every ``q`` followed by ``u``; ``qu``
    becomes the single Qu cell ``q``.
    """
    if len(word) < 3 or not word.isascii() or not word.isalpha() or not word.islower():
        return None
    if "q" in word:
        if word.count("q") != word.count("qu"):
            return None
        return word.replace("qu", "q")
    return word


def available_wordlists() -> dict[str, Path]:
    """Lists found by name: the bundled ``wordlists/`` folder and the user folder."""
    found: dict[str, Path] = {}
    for folder in (BUNDLED_DIR, user_wordlist_dir()):
        if folder.is_dir():
            for p in sorted(folder.glob("*.txt")):
                found.setdefault(p.stem, p)
    return found


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
            raise WordListError(f"word list {str(spec)!r} is not a file")
        raise WordListError(f"word list {str(spec)!r} not found (no such file)")
    name = Path(str(spec)).name
    stem = name[:-4] if name.endswith(".txt") else name
    known = available_wordlists()
    if stem in known:
        return known[stem]
    if p.exists():
        raise WordListError(f"word list {str(spec)!r} is not a file")
    names = ", ".join(known) or "none"
    raise WordListError(f"word list {str(spec)!r} not found: give a file path or one of: {names}")


@dataclass(eq=False)
class WordList:
    """A compiled word list.

    Attributes
    ----------
    name : str
    sha256 : str
        Hash of the file's bytes: the cache key.
    node_info : ndarray of int64
        Per trie node: ``first_child << 32 | letter_mask`` (26-bit mask).
    node_word : ndarray of int32
        Word id at the node, or -1.
    word_length : ndarray of int8
        Length in real letters (Qu counts two) of each word id.
    """

    name: str
    path: Path | None
    sha256: str
    node_info: np.ndarray = field(repr=False)
    node_word: np.ndarray = field(repr=False)
    word_length: np.ndarray = field(repr=False)
    _blob: np.ndarray = field(repr=False)
    from_cache: bool = False
    _points: dict = field(default_factory=dict, repr=False)

    @property
    def nnodes(self) -> int:
        return len(self.node_info)

    def __len__(self) -> int:
        return len(self.word_length)

    @cached_property
    def words(self) -> list[str]:
        """Every accepted word (as spelled, with ``qu``), indexed by word id."""
        if len(self._blob) == 0:
            return []
        return self._blob.tobytes().decode("ascii").split("\n")

    def kernel_nodes(self, rules: Rules) -> np.ndarray:
        """``node_info`` with each node's points for ``rules`` packed into bits 26-31."""
        key = (rules.min_length, rules.points)
        arr = self._points.get(key)
        if arr is None:
            table = np.asarray(rules.table(), np.int64)
            pts = np.zeros(self.nnodes, np.int64)
            has = self.node_word >= 0
            lengths = self.word_length[self.node_word[has]].astype(np.int64)
            pts[has] = table[np.minimum(lengths, len(table) - 1)]
            arr = self.node_info | (pts << 26)
            arr.setflags(write=False)
            self._points[key] = arr
        return arr

    def lookup(self, word: str) -> int:
        """Word id of ``word`` (as spelled, ``qu`` included), or -1."""
        form = bogglify(word.lower())
        if form is None:
            return -1
        node = 0
        for ch in form:
            info = int(self.node_info[node])
            mask = info & 0x3FFFFFF
            c = ord(ch) - 97
            if not (mask >> c) & 1:
                return -1
            node = (info >> 32) + bin(mask & ((1 << c) - 1)).count("1")
        return int(self.node_word[node])

    def __contains__(self, word: str) -> bool:
        return self.lookup(word) >= 0


def _read_words(path: Path, data: bytes) -> list[str]:
    if not data.strip():
        raise WordListError(f"word list {path} is empty")
    if b"\x00" in data[:65536]:
        raise WordListError(f"word list {path} looks like a binary file, not one word per line")
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        text = data.decode("latin-1")
    return [line.strip().lower() for line in text.splitlines()]


def _compile(lines: list[str]) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    words: list[str] = []
    forms: list[str] = []
    seen: set[str] = set()
    for w in lines:
        f = bogglify(w)
        if f is not None and f not in seen:
            seen.add(f)
            words.append(w)
            forms.append(f)
    order = sorted(range(len(forms)), key=forms.__getitem__)
    # Nodes are created in depth-first preorder while walking the sorted words.
    parent = [0]
    letter = [0]
    word_at = [-1]
    path = [0]  # node ids along the previous word
    prev = ""
    for wid in order:
        f = forms[wid]
        common = 0
        lim = min(len(f), len(prev))
        while common < lim and f[common] == prev[common]:
            common += 1
        del path[common + 1:]
        for ch in f[common:]:
            parent.append(path[-1])
            letter.append(ord(ch) - 97)
            word_at.append(-1)
            path.append(len(parent) - 1)
        word_at[path[-1]] = wid
        prev = f
    n = len(parent)
    parent_a = np.asarray(parent, np.int64)
    letter_a = np.asarray(letter, np.int64)
    nchild = np.bincount(parent_a[1:], minlength=n)
    # Children blocks in preorder of their parents: block of p starts after all
    # blocks of nodes that precede p in preorder.
    block = 1 + np.concatenate(([0], np.cumsum(nchild)[:-1]))
    # Rank of each child among its siblings (siblings appear in letter order).
    kids = np.arange(1, n)
    srt = kids[np.argsort(parent_a[1:], kind="stable")]
    grp_start = np.concatenate(([0], np.cumsum(np.bincount(parent_a[srt], minlength=n))[:-1]))
    rank = np.empty(n, np.int64)
    rank[srt] = np.arange(n - 1) - grp_start[parent_a[srt]]
    new_id = np.zeros(n, np.int64)
    new_id[1:] = block[parent_a[1:]] + rank[1:]
    mask = np.zeros(n, np.int64)
    np.bitwise_or.at(mask, parent_a[1:], np.int64(1) << letter_a[1:])
    info = np.zeros(n, np.int64)
    info[new_id] = (block << 32) | mask
    node_word = np.full(n, -1, np.int32)
    node_word[new_id] = np.asarray(word_at, np.int32)
    word_length = np.asarray([len(w) for w in words], np.int8)
    blob = np.frombuffer("\n".join(words).encode("ascii"), np.uint8).copy()
    return info, node_word, word_length, blob


def _cache_file(sha: str) -> Path:
    return cache_dir() / f"wordlist-v{FORMAT_VERSION}-{sha}.npz"


def _load_cache(file: Path, sha: str):
    # Any problem at all means the cache is not trusted: the caller rebuilds.
    try:
        with np.load(file, allow_pickle=False) as z:
            if str(z["sha256"]) != sha or int(z["version"]) != FORMAT_VERSION:
                return None
            info, node_word, word_length, blob = (z["node_info"], z["node_word"], z["word_length"], z["blob"])
        n = len(info)
        if (n == 0 or len(node_word) != n or info.dtype != np.int64 or node_word.dtype != np.int32
                or word_length.dtype != np.int8 or blob.dtype != np.uint8):
            return None
        nwords = len(word_length)
        if int(node_word.max(initial=-1)) >= nwords or int((node_word >= 0).sum()) != nwords:
            return None
        firsts = info >> 32
        if int(firsts.max()) > n or int(firsts.min()) < 0 or (len(blob) > 0) != (nwords > 0):
            return None
        if nwords and int(np.count_nonzero(blob == 10)) != nwords - 1:
            return None
        return info, node_word, word_length, blob
    except Exception:
        return None


def _save_cache(file: Path, sha: str, arrays) -> None:
    info, node_word, word_length, blob = arrays
    try:
        file.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=file.parent, suffix=".tmp")
        with os.fdopen(fd, "wb") as fh:
            np.savez(fh, sha256=np.asarray(sha), version=np.asarray(FORMAT_VERSION), node_info=info,
                     node_word=node_word, word_length=word_length, blob=blob)
        os.replace(tmp, file)  # atomic: readers never see half a file
    except OSError:
        pass  # a read-only cache folder only costs speed


def load_wordlist(spec: str | os.PathLike | None = None, *, use_cache: bool = True) -> WordList:
    """Load and compile a word list, using the on-disk cache when it is valid.

    Parameters
    ----------
    spec : str or path, optional
        A file path, or the name of a bundled or user list. Defaults to the
        bundled SCOWL list.
    use_cache : bool
        Read and write the compiled-form cache (keyed by the file's SHA-256).

    Raises
    ------
    WordListError
        If the file is missing, unreadable, empty, binary or holds no playable word.
    """
    path = resolve_wordlist(spec)
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise WordListError(f"cannot read word list {path}: {exc.strerror or exc}") from None
    sha = hashlib.sha256(data).hexdigest()
    file = _cache_file(sha)
    arrays = _load_cache(file, sha) if use_cache and file.exists() else None
    from_cache = arrays is not None
    if arrays is None:
        lines = _read_words(path, data)
        arrays = _compile(lines)
        if len(arrays[2]) == 0:
            raise WordListError(f"word list {path} has no playable words (3+ letters a-z, q followed by u)")
        if use_cache:
            _save_cache(file, sha, arrays)
    info, node_word, word_length, blob = arrays
    return WordList(path.stem, path, sha, info, node_word, word_length, blob, from_cache=from_cache)
