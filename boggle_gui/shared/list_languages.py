"""The language each word list is read in, as the settings remember it.

A bundled list's language is the one that names it in ``languages.toml``; a list of the
user's own is English unless the player gave it a language (New game, "Add word list…"),
which the settings remember per file (:func:`set_list_language`).
"""
from __future__ import annotations

from core.engine import BUNDLED_DIR, LANGUAGES, WordListError, get_language, resolve_wordlist, wordlist_language

from .settings import app_settings

#: Settings group holding the language of each list of the user's own, by resolved file path.
_LANGUAGE_GROUP = "wordlist_languages"


def _list_key(spec) -> str | None:
    """The settings key of a list: its resolved path (``/`` cannot be in a QSettings key: kept as ``|``)."""
    try:
        path = resolve_wordlist(spec).resolve()
    except (WordListError, OSError):
        return None
    return f"{_LANGUAGE_GROUP}/" + str(path).replace("\\", "|").replace("/", "|")


def list_language(spec) -> str:
    """The code of the language the list ``spec`` (a name or a path) is read in.

    A bundled list: its language; a user's list: the language the player gave it, else English.
    """
    code = wordlist_language(spec)
    if code != "en":
        return code                                     # a bundled list of another language
    key = _list_key(spec)
    if key is not None:
        stored = str(app_settings().value(key, "") or "")
        if stored in LANGUAGES:
            return stored
    return code


def set_list_language(spec, language) -> None:
    """Remember that the user's list ``spec`` is read in ``language`` (bundled lists keep their own)."""
    key = _list_key(spec)
    code = get_language(language).code
    if key is not None and resolve_wordlist(spec).resolve().parent != BUNDLED_DIR.resolve():
        app_settings().setValue(key, code)
