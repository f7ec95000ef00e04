"""What a board is scored with: geometry, word list identity and rules, as one value.

A board handed from one window to another, or stored in the history, carries a
:class:`Setup` so that it is always scored the way its sender scored it (see
docs/architecture.md, "Boards travel with their setup").

Examples
--------
>>> from core.engine import Setup, load_wordlist
>>> setup = Setup.of(load_wordlist("enable2k.txt"), "standard", "33")   # doctest: +SKIP
>>> setup.describe()                                                    # doctest: +SKIP
'ENABLE2K, standard rules, 3x3'
>>> Setup.from_dict(setup.to_dict()) == setup                          # doctest: +SKIP
True
"""
from __future__ import annotations

import os
import re
from dataclasses import dataclass
from pathlib import Path

from .board import Geometry, geometry, parse_size
from .language import DEFAULT_LANGUAGE, Language, get_language
from .rules import RULES, Rules, get_rules
from .wordlist import WordList

__all__ = ["Setup"]

_SHA256 = re.compile(r"[0-9a-f]{64}")


def _base_rules(rules: Rules | str) -> tuple[str, int]:
    """The name of a :data:`RULES` entry and the minimum length ``rules`` amount to."""
    rules = get_rules(rules)
    if rules.name in RULES:
        return rules.name, rules.min_length
    # Rules.with_min_length names its result "<base>-min<n>": the base table is what matters.
    base = RULES.get(rules.name.split("-min")[0])
    if base is None or base.points != rules.points:
        raise ValueError(f"rules {rules.name!r} are not one of the named rules: {', '.join(RULES)}")
    return base.name, rules.min_length


@dataclass(frozen=True)
class Setup:
    """Everything that decides a board's score, except the board.

    Parameters
    ----------
    width, height : int
        Board geometry (a supported size).
    wordlist_name : str
        The list's name (a bundled or user list name, or a file's stem).
    wordlist_path : str or None
        Where the list was read from; None when not known (rounds stored before
        the history recorded it).
    wordlist_sha256 : str or None
        SHA-256 of the list file's bytes: the list's identity. None when not known.
    rules : str
        Name of the scoring table, a key of :data:`core.engine.rules.RULES`.
    min_length : int
        Shortest accepted word (a game may change the rules' own minimum).
    language : str
        Code of the language the list is read in (a key of
        :data:`core.engine.language.LANGUAGES`); ``"en"`` for setups stored before languages.
    """

    width: int
    height: int
    wordlist_name: str
    wordlist_path: str | None
    wordlist_sha256: str | None
    rules: str = "standard"
    min_length: int = 3
    language: str = DEFAULT_LANGUAGE

    def __post_init__(self):
        geometry(self.width, self.height)   # raises BoardError for an unsupported size
        if self.rules not in RULES:
            raise ValueError(f"unknown rules {self.rules!r}; choose one of: {', '.join(RULES)}")
        if not self.wordlist_name:
            raise ValueError("a setup needs the word list's name")
        if self.wordlist_sha256 is not None and not _SHA256.fullmatch(self.wordlist_sha256):
            raise ValueError(f"bad word list SHA-256 {self.wordlist_sha256!r}")
        if int(self.min_length) < 1:
            raise ValueError("min_length must be at least 1")
        if not isinstance(self.language, str) or get_language(self.language).code != self.language:
            # get_language raises LanguageError (a ValueError) naming the known languages
            raise ValueError(f"bad language {self.language!r}: give a language code such as 'en'")

    # -- building -----------------------------------------------------------
    @classmethod
    def of(cls, wordlist: WordList, rules: Rules | str = "standard", size: str | tuple[int, int] | Geometry = "44",
           min_length: int | None = None, *, path: str | os.PathLike | None = None) -> Setup:
        """The setup of boards of ``size`` scored with ``wordlist`` under ``rules``.

        Parameters
        ----------
        wordlist : WordList
            A loaded list; its name, path and SHA-256 are recorded.
        rules : Rules or str
            Named rules, or rules derived from them with :meth:`Rules.with_min_length`.
        size : str, (width, height) or Geometry
        min_length : int, optional
            Overrides the rules' minimum length.
        path : path, optional
            The file the caller loaded the list from, when it may differ from
            ``wordlist.path`` (a cache may share one WordList between files with the
            same bytes); the list is then named after this file.

        The language is the list's (:attr:`WordList.language`).
        """
        geom = parse_size(size)
        name, rules_min = _base_rules(rules)
        given = path if path is not None else wordlist.path
        where = None if given is None else Path(given).resolve()
        return cls(geom.width, geom.height, where.stem if path is not None and where is not None else wordlist.name,
                   None if where is None else str(where), wordlist.sha256, name,
                   int(min_length if min_length is not None else rules_min), wordlist.language)


    # -- using --------------------------------------------------------------
    @property
    def geometry(self) -> Geometry:
        return geometry(self.width, self.height)

    @property
    def rules_value(self) -> Rules:
        """The :class:`Rules` to score with (the named table at this minimum length)."""
        return RULES[self.rules].with_min_length(int(self.min_length))

    @property
    def language_value(self) -> Language:
        """The :class:`~core.engine.language.Language` of :attr:`language`."""
        return get_language(self.language)

    @property
    def wordlist_spec(self) -> str:
        """What to load the list from: its path when known, else its name."""
        return self.wordlist_path or self.wordlist_name

    def matches(self, wordlist: WordList) -> bool:
        """Whether ``wordlist`` is this setup's list (same bytes; by name when the hash is unknown),
        read in this setup's language."""
        if wordlist.language != self.language:
            return False
        if self.wordlist_sha256 is None:
            return wordlist.name == self.wordlist_name
        return wordlist.sha256 == self.wordlist_sha256

    def describe(self) -> str:
        """One line for display, e.g. ``ENABLE2K, standard rules, 3x3`` (plus ``4+ letters`` when
        the minimum length is not the rules' own, and the language when it is not English:
        ``DE-WORDS (German), standard rules, 4x4``)."""
        text = f"{self.wordlist_name.upper()}"
        if self.language != DEFAULT_LANGUAGE:
            text += f" ({self.language_value.name})"
        text += f", {self.rules} rules, {self.width}x{self.height}"
        if int(self.min_length) != RULES[self.rules].min_length:
            text += f", {self.min_length}+ letters"
        return text

    # -- storing ------------------------------------------------------------
    def to_dict(self) -> dict:
        """A JSON-able dict; :meth:`from_dict` reads it back."""
        return {"size": f"{self.width}x{self.height}",
                "wordlist": {"name": self.wordlist_name, "path": self.wordlist_path, "sha256": self.wordlist_sha256},
                "rules": self.rules, "min_length": int(self.min_length), "language": self.language}

    @classmethod
    def from_dict(cls, data: dict) -> Setup:
        """The setup :meth:`to_dict` wrote (without ``"language"``, as stored before languages: English).

        Raises
        ------
        ValueError
            If ``data`` is not such a dict (missing or bad fields).
        """
        try:
            geom = parse_size(data["size"])
            wl = data["wordlist"]
            return cls(geom.width, geom.height, str(wl["name"]), wl.get("path"), wl.get("sha256"),
                       str(data["rules"]), int(data["min_length"]), str(data.get("language", DEFAULT_LANGUAGE)))
        except (KeyError, TypeError, AttributeError) as exc:
            raise ValueError(f"not a stored setup: {data!r} ({exc.__class__.__name__}: {exc})") from None
