"""Languages as data: letters, folding, word lists, dice and rules of each language.

Every language shares one registry of letter symbols, :data:`LETTERS`: codes 0..25 are
``a``..``z`` and the extra letters follow (26 ``ä``, 27 ``ö``, 28 ``ü``, 29 ``ñ``; 30 and 31
are free). A symbol's code and its board-string character are the same in every language,
so board strings, game codes and the history need no language to be read; a language only
chooses which symbols it uses (docs/algorithms.md, "Letters beyond a-z").

The languages themselves are data: ``languages.toml`` beside this module (its header
documents the schema), read once with :mod:`tomllib` and validated here.

Examples
--------
>>> from core.engine.language import get_language
>>> get_language("en").fold_text("Quiet")
'quiet'
"""
from __future__ import annotations

import re
import tomllib
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cached_property
from importlib.resources import files
from types import MappingProxyType

import numpy as np

from .errors import CodedError, MessageCode
from .rules import RULES

__all__ = [
    "LETTERS", "NSYM", "FACE_CHARACTERS", "Language", "LanguageError", "LanguageProblem", "DiceSpec", "LANGUAGES",
    "DEFAULT_LANGUAGE", "get_language", "load_languages", "parse_languages",
]

#: Letter symbols of the trie and the kernels, in code order (a-z, then the extra letters);
#: at most :data:`NSYM`. Append only: a code, once given, keeps its letter.
LETTERS = "abcdefghijklmnopqrstuvwxyz" + "äöüñ"
#: Room for letter symbols in a trie node's mask and the kernels' tables.
NSYM = 32
#: Letter -> code.
LETTER_CODE = MappingProxyType({ch: k for k, ch in enumerate(LETTERS)})
DEFAULT_LANGUAGE = "en"
#: The characters of a board string that are not letters: the two-letter faces (1-5), then the blank.
FACE_CHARACTERS = "12345#"
_CODE = re.compile(r"[a-z]{2}")
_DICE_KEY = re.compile(r"[a-z0-9][a-z0-9-]*")
_SIZE = re.compile(r"([3-6])x([3-6])")
_ORIGINS = ("published", "designed", "frequencies")
_FILE = "languages.toml"

assert len(LETTERS) <= NSYM and len(set(LETTERS)) == len(LETTERS)
assert all(len(ch.encode("latin-1")) == 1 for ch in LETTERS)  # word lists store words one byte a letter


class LanguageProblem(MessageCode):
    """Why a language cannot be used, where a player can meet it (:class:`LanguageError`)."""

    #: ``known``: the known languages, ``en (English), de (German)...``.
    UNKNOWN = "language.unknown", "unknown language {text!r}; known: {known}"


class LanguageError(CodedError, ValueError):
    """An unknown language (:attr:`code` :attr:`LanguageProblem.UNKNOWN`), or a language definition
    that cannot be used (no code: only ``languages.toml`` is at fault); the message names it."""


@dataclass(frozen=True)
class DiceSpec:
    """A dice set as a language declares it (``[<code>.dice.<key>]``); :mod:`core.engine.dice`
    registers it as the :class:`~core.engine.dice.DiceSet` ``<code>-<key>``.

    Attributes
    ----------
    key : str
        The key inside the language (``classic``); the registered key is ``<code>-<key>``.
    name, size, rules, origin, source : str
        As in the schema at the top of ``languages.toml``.
    faces : tuple of str
        Six board-string characters per die.
    """

    key: str
    name: str
    size: str
    faces: tuple[str, ...]
    rules: str
    origin: str
    source: str

    @property
    def width(self) -> int:
        return int(self.size[0])

    @property
    def height(self) -> int:
        return int(self.size[2])


@dataclass(frozen=True, eq=False)
class Language:
    """One language of the game.

    Attributes
    ----------
    code : str
        ISO 639-1 code (``"en"``, ``"de"``).
    name, native_name : str
        English name and the name in the language.
    letters : str
        Board letters of the language in code order, each a symbol of :data:`LETTERS`.
    fold : mapping of str to str
        Typed or listed character -> replacement letters (``"é" -> "e"``, ``"ß" -> "ss"``).
    qu_cell : bool
        Whether ``q`` is the Qu cell (and a word's ``q`` must be followed by ``u``).
    min_length : int
        Shortest word in letters.
    rules : str
        Name of the scoring rules (a key of :data:`core.engine.rules.RULES`).
    wordlists : tuple of str
        Bundled word lists in the language, the first the default.
    family_list : str
        The one of :attr:`wordlists` that holds only common forms, for a family game ("": none).
    dice_sets : tuple of str
        Keys of :data:`core.engine.dice.DICE_SETS` for the language, the first the default.
    definitions_url : str
        Online look-up URL with ``{word}`` for the word.
    notes : str
        What is folded, what is kept, and why.
    dice : tuple of DiceSpec
        Dice sets the language declares (registered as ``<code>-<key>``).

    Languages compare by identity: the registry holds one value per code.
    """

    code: str
    name: str
    native_name: str
    letters: str
    fold: Mapping[str, str] = field(default_factory=lambda: MappingProxyType({}))
    qu_cell: bool = False
    min_length: int = 3
    rules: str = "standard"
    wordlists: tuple[str, ...] = ()
    family_list: str = ""
    dice_sets: tuple[str, ...] = ()
    definitions_url: str = ""
    notes: str = ""
    dice: tuple[DiceSpec, ...] = ()

    def __post_init__(self):
        object.__setattr__(self, "fold", MappingProxyType(dict(self.fold)))
        _check_language(self)

    # -- letters ----------------------------------------------------------
    @cached_property
    def letter_codes(self) -> np.ndarray:
        """int8 codes of :attr:`letters` (ascending, since letters are in code order). Read-only."""
        codes = np.array([LETTER_CODE[ch] for ch in self.letters], np.int8)
        codes.setflags(write=False)
        return codes

    @property
    def letter_mask(self) -> int:
        """Bit ``c`` set for every letter code ``c`` of the language."""
        return sum(1 << LETTER_CODE[ch] for ch in self.letters)

    @cached_property
    def is_english(self) -> bool:
        """Plain a-z with Qu and nothing folded: the historic rules, taking the ASCII fast paths."""
        return self.letters == LETTERS[:26] and self.qu_cell and not self.fold

    def accepts(self, ch: str) -> bool:
        """Whether the single character ``ch`` is a letter of the language or folds to its letters
        (either case): what a board or a typed word may contain."""
        return ch in self._accepted

    @cached_property
    def _accepted(self) -> frozenset[str]:
        chars = set(self.letters) | set(self.fold)
        capitals = {c.upper() for c in chars if len(c.upper()) == 1}
        # ß upper-cases to "SS"; its capital letter ẞ is found by name (and lower-cases back to ß).
        for c in chars:
            if len(c.upper()) > 1:
                try:
                    capital = unicodedata.lookup(unicodedata.name(c).replace("SMALL", "CAPITAL"))
                except (KeyError, ValueError):
                    continue
                if capital.lower() == c:
                    capitals.add(capital)
        return frozenset(chars | capitals)

    @cached_property
    def _letter_set(self) -> frozenset[str]:
        return frozenset(self.letters)

    def fold_text(self, text: str) -> str:
        """``text`` in NFC, lower case, with :attr:`fold` applied: the form lists and typed words
        are compared in (``"Straße"`` -> ``"strasse"`` in German)."""
        text = unicodedata.normalize("NFC", text).lower()
        if self.fold and not (text.isascii() and self._folds_only_non_ascii):
            text = text.translate(self._fold_table)
        return text

    @cached_property
    def _folds_only_non_ascii(self) -> bool:
        return not any(key.isascii() for key in self.fold)

    @cached_property
    def _fold_table(self) -> dict[int, str]:
        return {ord(k): v for k, v in self.fold.items()}

    def describe_letters(self) -> str:
        """The letters for a message: ``a-z ä ö ü``."""
        if not self.letters.startswith(LETTERS[:26]):
            return " ".join(self.letters)
        return " ".join(["a-z", *self.letters[26:]])

    def definition_url(self, word: str) -> str:
        """The online look-up URL of ``word``."""
        from urllib.parse import quote
        return self.definitions_url.replace("{word}", quote(word))


def _check_language(lang: Language) -> None:
    """Raise :class:`LanguageError` naming the first problem of ``lang``'s fields."""
    where = f"language {lang.code!r}"
    if not isinstance(lang.code, str) or not _CODE.fullmatch(lang.code):
        raise LanguageError(f"bad language code {lang.code!r}: use two lower-case letters (ISO 639-1)")
    for name in ("name", "native_name", "definitions_url", "notes"):
        if not isinstance(getattr(lang, name), str):
            raise LanguageError(f"{where}: {name} must be a string")
    if not lang.name or not lang.native_name:
        raise LanguageError(f"{where}: needs a name and a native_name")
    if not isinstance(lang.letters, str) or not lang.letters:
        raise LanguageError(f"{where}: letters must be a non-empty string")
    if bad := [ch for ch in lang.letters if ch not in LETTER_CODE]:
        raise LanguageError(f"{where}: {bad[0]!r} is not a letter symbol; the symbols are {LETTERS} "
                            f"(add a new one to core.engine.language.LETTERS)")
    codes = [LETTER_CODE[ch] for ch in lang.letters]
    if codes != sorted(set(codes)):
        raise LanguageError(f"{where}: letters must be in code order without repeats ({LETTERS})")
    if lang.qu_cell and "q" not in lang.letters:
        raise LanguageError(f"{where}: qu_cell needs q among the letters")
    for key, value in lang.fold.items():
        if not isinstance(key, str) or len(key) != 1 or not isinstance(value, str):
            raise LanguageError(f"{where}: fold keys must be single characters and values strings ({key!r})")
        if key != unicodedata.normalize("NFC", key).lower() or key in lang.letters or key in FACE_CHARACTERS:
            raise LanguageError(f"{where}: fold key {key!r} must be a lower-case character that is not "
                                "one of its letters")
        if not value or any(ch not in lang.letters for ch in value):
            raise LanguageError(f"{where}: fold {key!r} -> {value!r}: the replacement must be letters "
                                f"of the language ({lang.letters})")
    if not isinstance(lang.min_length, int) or isinstance(lang.min_length, bool) or lang.min_length < 1:
        raise LanguageError(f"{where}: min_length must be a whole number of at least 1")
    if lang.rules not in RULES:
        raise LanguageError(f"{where}: unknown rules {lang.rules!r}; choose one of: {', '.join(RULES)}")
    for name in ("wordlists", "dice_sets"):
        value = getattr(lang, name)
        if not isinstance(value, tuple) or not all(isinstance(v, str) and v for v in value):
            raise LanguageError(f"{where}: {name} must be a list of names")
    if not lang.wordlists:
        raise LanguageError(f"{where}: needs at least one word list")
    if lang.family_list and lang.family_list not in lang.wordlists[1:]:
        raise LanguageError(f"{where}: family_list {lang.family_list!r} must be one of its wordlists after the "
                            f"first (the full list stays the default)")
    if "{word}" not in lang.definitions_url:
        raise LanguageError(f"{where}: definitions_url must contain {{word}}")
    for spec in lang.dice:
        _check_dice(lang, spec)
    keys = [spec.key for spec in lang.dice]
    if len(set(keys)) != len(keys):
        raise LanguageError(f"{where}: a dice set is declared twice")


def _check_dice(lang: Language, spec: DiceSpec) -> None:
    where = f"language {lang.code!r}, dice set {spec.key!r}"
    if not _DICE_KEY.fullmatch(spec.key):
        raise LanguageError(f"{where}: the key must be lower-case letters, digits and '-'")
    if not spec.name or not spec.source:
        raise LanguageError(f"{where}: needs a name and a source")
    if not _SIZE.fullmatch(spec.size):
        raise LanguageError(f"{where}: bad size {spec.size!r}; use WxH such as 4x4")
    if spec.rules not in RULES:
        raise LanguageError(f"{where}: unknown rules {spec.rules!r}; choose one of: {', '.join(RULES)}")
    if spec.origin not in _ORIGINS:
        raise LanguageError(f"{where}: origin must be one of {', '.join(_ORIGINS)}, not {spec.origin!r}")
    if len(spec.faces) != spec.width * spec.height:
        raise LanguageError(f"{where}: a {spec.size} board needs {spec.width * spec.height} dice, "
                            f"got {len(spec.faces)}")
    allowed = set(lang.letters) | set(FACE_CHARACTERS)
    for die in spec.faces:
        if not isinstance(die, str) or len(die) != 6:
            raise LanguageError(f"{where}: die {die!r} must be six board characters")
        if bad := [ch for ch in die if ch not in allowed]:
            raise LanguageError(f"{where}: die {die!r} has {bad[0]!r}, which is not a letter of "
                                f"{lang.name} ({lang.letters}) or a face character (1-5, #)")


# -- reading the TOML -----------------------------------------------------

_LANGUAGE_KEYS = {"name", "native_name", "letters", "fold", "qu_cell", "min_length", "rules", "wordlists",
                  "family_list", "dice_sets", "definitions_url", "notes", "dice"}
_REQUIRED = ("name", "native_name", "letters", "qu_cell", "wordlists", "definitions_url", "notes")
_DICE_KEYS = {"name", "size", "faces", "rules", "origin", "source"}


def _expect(value, kind, where: str):
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        names = {str: "a string", bool: "true or false", int: "a whole number", list: "an array",
                 dict: "a table"}
        raise LanguageError(f"{where} must be {names.get(kind, kind.__name__)}, got {value!r}")
    return value


def _string_list(value, where: str) -> tuple[str, ...]:
    return tuple(_expect(v, str, f"{where} entry") for v in _expect(value, list, where))


def _nfc(text: str) -> str:
    return unicodedata.normalize("NFC", text)


def _language_from_table(code: str, table: dict) -> Language:
    where = f"{_FILE} [{code}]"
    _expect(table, dict, where)
    if unknown := sorted(set(table) - _LANGUAGE_KEYS):
        raise LanguageError(f"{where}: unknown key {unknown[0]!r}; the keys are {', '.join(sorted(_LANGUAGE_KEYS))}")
    if missing := [k for k in _REQUIRED if k not in table]:
        raise LanguageError(f"{where}: missing {missing[0]!r}")
    fold = {_nfc(k): _nfc(_expect(v, str, f"{where} fold {k!r}"))
            for k, v in _expect(table.get("fold", {}), dict, f"{where} fold").items()}
    rules = _expect(table.get("rules", "standard"), str, f"{where} rules")
    min_length = _expect(table.get("min_length", RULES[rules].min_length if rules in RULES else 3), int,
                         f"{where} min_length")
    dice = []
    for key, spec in _expect(table.get("dice", {}), dict, f"{where} dice").items():
        dwhere = f"{_FILE} [{code}.dice.{key}]"
        _expect(spec, dict, dwhere)
        if unknown := sorted(set(spec) - _DICE_KEYS):
            raise LanguageError(f"{dwhere}: unknown key {unknown[0]!r}; the keys are {', '.join(sorted(_DICE_KEYS))}")
        if missing := [k for k in ("name", "size", "faces", "source") if k not in spec]:
            raise LanguageError(f"{dwhere}: missing {missing[0]!r}")
        faces = tuple(_nfc(f).lower() for f in _string_list(spec["faces"], f"{dwhere} faces"))
        dice.append(DiceSpec(key, _expect(spec["name"], str, f"{dwhere} name"),
                             _expect(spec["size"], str, f"{dwhere} size").lower().replace("×", "x"), faces,
                             _expect(spec.get("rules", rules), str, f"{dwhere} rules"),
                             _expect(spec.get("origin", "published"), str, f"{dwhere} origin"),
                             _expect(spec["source"], str, f"{dwhere} source")))
    dice_sets = (_string_list(table["dice_sets"], f"{where} dice_sets") if "dice_sets" in table
                 else tuple(f"{code}-{d.key}" for d in dice))
    try:
        return Language(
            code=code, name=_expect(table["name"], str, f"{where} name"),
            native_name=_expect(table["native_name"], str, f"{where} native_name"),
            letters=_nfc(_expect(table["letters"], str, f"{where} letters")), fold=fold,
            qu_cell=_expect(table["qu_cell"], bool, f"{where} qu_cell"), min_length=min_length, rules=rules,
            wordlists=_string_list(table["wordlists"], f"{where} wordlists"),
            family_list=_expect(table.get("family_list", ""), str, f"{where} family_list"), dice_sets=dice_sets,
            definitions_url=_expect(table["definitions_url"], str, f"{where} definitions_url"),
            notes=_expect(table["notes"], str, f"{where} notes"), dice=tuple(dice))
    except LanguageError as exc:
        raise LanguageError(f"{_FILE}: {exc}") from None


def parse_languages(text: str) -> dict[str, Language]:
    """The languages of a ``languages.toml`` text, by code, in file order.

    Raises
    ------
    LanguageError
        For TOML that does not parse or a table that breaks the schema (the message names
        the table and the key).
    """
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise LanguageError(f"{_FILE} is not valid TOML: {exc}") from None
    if DEFAULT_LANGUAGE not in data:
        raise LanguageError(f"{_FILE} has no [{DEFAULT_LANGUAGE}] table")
    return {code: _language_from_table(code, table) for code, table in data.items()}


def load_languages() -> dict[str, Language]:
    """The languages shipped in ``languages.toml`` beside this module."""
    return parse_languages(files(__package__).joinpath(_FILE).read_text("utf-8"))


#: Every language, by code (read-only), English first.
LANGUAGES: MappingProxyType = MappingProxyType(load_languages())


def get_language(language: str | Language | None = None) -> Language:
    """A language by code (``"de"``, case and spaces ignored); a :class:`Language` passes through,
    None is English.

    Raises
    ------
    LanguageError
        For an unknown code, naming the known ones.
    """
    if isinstance(language, Language):
        return language
    if language is None:
        return LANGUAGES[DEFAULT_LANGUAGE]
    code = str(language).strip().lower()
    if code in LANGUAGES:
        return LANGUAGES[code]
    for lang in LANGUAGES.values():  # "German" or "Deutsch" work too
        if code in (lang.name.lower(), lang.native_name.lower()):
            return lang
    known = ", ".join(f"{c} ({lang.name})" for c, lang in LANGUAGES.items())
    raise LanguageError(LanguageProblem.UNKNOWN, text=str(language), known=known)
