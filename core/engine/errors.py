"""Errors a player may read: a code the app words in the player's language, and the values it names.

An error the interface can show (a bad board, a game code with a typo, a word list that does not
load) carries a machine-readable :attr:`CodedError.code`, a member of its module's
:class:`MessageCode` enumeration, and :attr:`CodedError.params`, the values its message names (the
bad letter, the line number, the file, the limit). Its English message, what ``str()`` gives and the
command line prints, is the code's English template filled with the params. The app keeps one table
of its own templates, keyed by code, translated into its languages (``boggle_gui/shared/error_text.py``),
and fills them with the same params; a code it has no words for shows the English message.

Params are shown as they are (a file name, a letter, a number; ``language`` holds a language's
English name, which the app shows in its own words), except:

- a :class:`MessageCode` (a kind of file, a part of a partition) or a :class:`Phrase` (a code with
  params of its own) is shown as its words;
- a :class:`CodedError` (the reason under a reason) is shown as its message.

Errors only a programmer can meet (a wrong type, a broken invariant, a bad ``languages.toml``) are
raised with a plain message and no code (:attr:`CodedError.code` is None).

Examples
--------
>>> class Problem(MessageCode):
...     EMPTY = "demo.empty", "empty board"
...     BAD_LETTER = "demo.bad_letter", "bad character {character!r} at position {position}"
>>> class DemoError(CodedError, ValueError):
...     pass
>>> exc = DemoError(Problem.BAD_LETTER, character="7", position=3)
>>> str(exc), exc.code is Problem.BAD_LETTER, exc.params
("bad character '7' at position 3", True, {'character': '7', 'position': 3})
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

__all__ = ["MessageCode", "Phrase", "CodedError", "english_message"]


class MessageCode(StrEnum):
    """The codes of one module's messages; each member is ``NAME = "module.name", "English template"``.

    The value (``"board.empty"``) names the message wherever it travels and is unique across every
    enumeration (the app's table is keyed by it); :attr:`english` is the English template, a
    :meth:`str.format` text whose named fields are the params the message is raised with.
    """

    english: str

    def __new__(cls, value: str, english: str = ""):
        member = str.__new__(cls, value)
        member._value_ = value
        member.english = english
        return member


@dataclass(frozen=True)
class Phrase:
    """Words that stand inside another message (``cell 3 letter set``): a code and its params.

    ``str()`` gives the English words.
    """

    code: MessageCode
    params: Mapping[str, Any] = field(default_factory=dict)

    def __str__(self) -> str:
        return english_message(self.code, self.params)


def _english_value(value: Any) -> Any:
    if isinstance(value, (Phrase, CodedError)):
        return str(value)
    if isinstance(value, MessageCode):
        return english_message(value, {})
    return value


def english_message(code: MessageCode, params: Mapping[str, Any]) -> str:
    """``code``'s English template filled with ``params`` (see the module notes for how each is shown)."""
    return code.english.format_map({name: _english_value(value) for name, value in params.items()})


class CodedError(Exception):
    """An error the interface may show: :attr:`code` says which, :attr:`params` hold what it names.

    Subclasses add the built-in class callers catch (``class BoardError(CodedError, ValueError)``).

    Parameters
    ----------
    code : MessageCode or str
        The code of the problem; or, for an error only a programmer can meet, its English message
        (then :attr:`code` is None and :attr:`params` empty).
    **params
        The values the message names, by the names of its template's fields.

    Attributes
    ----------
    code : MessageCode or None
    params : dict
    """

    code: MessageCode | None
    params: dict[str, Any]

    def __init__(self, code: MessageCode | str, /, **params: Any):
        if isinstance(code, MessageCode):
            self.code, self.params = code, dict(params)
            message = english_message(code, params)
        else:
            self.code, self.params = None, {}
            message = str(code)
        super().__init__(message)

    @classmethod
    def passing_on(cls, error: BaseException) -> CodedError:
        """``error`` as this class (the code, params and message of a coded error; the message of another)."""
        if isinstance(error, CodedError) and error.code is not None:
            return cls(error.code, **error.params)
        return cls(str(error))

    def __reduce__(self):
        # Pickled whole (a break run's workers, a job's thread pool): the default would rebuild the
        # error from its message alone and lose the code.
        return _restore, (type(self), str(self)), self.__dict__


def _restore(cls: type[CodedError], message: str) -> CodedError:
    error = cls.__new__(cls)
    Exception.__init__(error, message)
    return error
