"""What every subcommand shares: the parser, user errors, option validators and line reading.

Every numeric option goes through one of the validators below, so ``--threads -1``
or ``--seconds nan`` is refused with the same one-line message in every command. Each
has an upper bound too, chosen so that every value it lets through can be held by what
the option reaches (a 64-bit kernel, SQLite's integers, a timer), so ``--pause 1e308``
or a seed of 400 nines is refused the same way instead of failing later.
"""
from __future__ import annotations

import argparse
import contextlib
import math
import re
import signal
import sys
import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import Generic, TypeVar

from ..engine import MAX_BOARD_TEXT, MAX_WORD_CELLS, RULES, CodedError

#: Largest hill-climbing pool: each pool board keeps its scored neighbourhood, about
#: 0.1 MB on 4x4 and 0.5 MB on 6x6, so 5,000 boards need 0.5-2.3 GB.
MAX_POOL = 5_000
#: Most worker threads any command starts; more only cost memory.
MAX_THREADS = 256
#: Largest seed: seeds are 64-bit numbers in the kernels.
MAX_SEED = 2**63 - 1
#: Largest count of iterations, generations or steps (exact as a 64-bit float, as the kernels hold them).
MAX_COUNT = 2**53
#: Longest a search is asked to run: a year.
MAX_RUN_SECONDS = 365 * 24 * 3600
#: Longest wait between two things a command does (a host's pause between rounds): a day.
MAX_WAIT_SECONDS = 24 * 3600
#: Longest shortest word: no board holds a word of more letters (two a cell).
MAX_MIN_LENGTH = 2 * MAX_WORD_CELLS


class UserError(CodedError):
    """An error caused by the user's input; printed without a traceback (a file reader's codes are
    taken, :mod:`core.engine.textfile`)."""


class CliParser(argparse.ArgumentParser):
    """An argument parser whose errors are :class:`UserError` (one line, exit status 2).

    argparse would print the usage and exit; ``main`` prints one ``boggle: error:``
    line instead and returns 2, whoever calls it. Subparsers inherit the class.
    """

    def error(self, message: str):
        # "argument --pool: must be ..." reads better as "--pool must be ...".
        m = re.fullmatch(r"argument (\S+): (must .*)", message, re.S)
        raise UserError(f"{m.group(1)} {m.group(2)}" if m else message)


def _number_text(text: str) -> str:
    text = str(text).strip()
    # int() and float() also read other scripts' digits (e.g. ARABIC-INDIC, fullwidth).
    if not text.isascii():
        raise ValueError(text)
    return text


_Number = TypeVar("_Number", int, float)


@dataclass(frozen=True)
class Bounded(Generic[_Number]):
    """An argparse ``type``: ``parse`` with the bounds it enforces, ``low`` and ``high`` (so a test can
    find every numeric option and its range in the real parser)."""

    parse: Callable[[str], _Number]
    low: _Number
    high: _Number

    def __call__(self, text: str) -> _Number:
        return self.parse(text)


def whole_number(low: int, high: int, note: str = "") -> Bounded[int]:
    """An argparse ``type``: a whole number from ``low`` to ``high``.

    The message names the bound that was broken: "at least 1", "at most 5,000", or
    "0 or more" with ``note`` after the 0, e.g. "0 (all cores) or more". The bounds are
    the validator's ``low`` and ``high`` attributes.
    """
    if low is not None and low <= 0:
        too_low = f"{low:,}{' ' + note if note else ''} or more"
    else:
        too_low = f"at least {low:,}" if low is not None else ""
    too_high = f"at most {high:,}" if high is not None else ""

    def parse(text: str) -> int:
        try:
            digits = _number_text(text)
            if len(digits) > 40 and digits.lstrip("+-").isdigit():   # past every bound; int() of them is slow
                raise argparse.ArgumentTypeError(f"must be {too_low if digits.startswith('-') else too_high}, "
                                                 f"not a number of {len(digits.lstrip('+-')):,} digits")
            value = int(digits)
        except ValueError:
            raise argparse.ArgumentTypeError(f"must be a whole number, not {_shown(text)}") from None
        if value < low:
            raise argparse.ArgumentTypeError(f"must be {too_low}, not {value}")
        if value > high:
            raise argparse.ArgumentTypeError(f"must be {too_high}, not {value}")
        return value

    return Bounded(parse, low, high)


def _shown(text) -> str:
    text = str(text)
    return repr(text) if len(text) <= 40 else repr(text[:40]) + f"... ({len(text):,} characters)"


def real_number(low: float, high: float, inclusive: bool = True) -> Bounded[float]:
    """An argparse ``type``: a finite number from ``low`` (or above it, when not ``inclusive``) to ``high``."""
    expected = f"{low:g} or more" if inclusive else f"greater than {low:g}"

    def parse(text: str) -> float:
        try:
            value = float(_number_text(text))
        except ValueError:
            raise argparse.ArgumentTypeError(f"must be a number, not {_shown(text)}") from None
        if not math.isfinite(value):
            raise argparse.ArgumentTypeError(f"must be a finite number, not {_shown(str(text).strip())}")
        if value < low or (value == low and not inclusive):
            raise argparse.ArgumentTypeError(f"must be {expected}, not {str(text).strip()}")
        if value > high:
            raise argparse.ArgumentTypeError(f"must be at most {high:,g}, not {str(text).strip()}")
        return value

    return Bounded(parse, low, high)


#: argparse ``type`` validators shared by every command.
thread_count = whole_number(0, MAX_THREADS, note="(all cores)")
seed_number = whole_number(0, MAX_SEED)
count = whole_number(0, MAX_COUNT)
positive_count = whole_number(1, MAX_COUNT)
min_length = whole_number(1, MAX_MIN_LENGTH)
run_seconds = real_number(0.0, MAX_RUN_SECONDS)
wait_seconds = real_number(0.0, MAX_WAIT_SECONDS)


def add_dictionary_argument(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--dictionary", "-d", metavar="D", default=None,
                        help="word list: a file path or the name of a list in wordlists/ or the "
                             "user data folder (default: the language's list, scowl70 for English)")


def add_language_argument(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--language", "-l", metavar="CODE", default=None,
                        help="language of the boards and the word list, e.g. en, de, fr (default: the "
                             "language of --dictionary when it is a bundled list, else en; `boggle languages` "
                             "lists them); picks the language's default word list and dice")


def language_of(args):
    """The :class:`~core.engine.language.Language` a command runs in, by one rule for every
    subcommand: ``--language``; else the language of ``--dice`` (``de-freq`` is German, ``new``
    English); else the language of a bundled ``--dictionary``; else English.

    Flags that name two languages are refused, whichever two: ``--language`` against the dice
    or a bundled list, or the dice against a bundled list. A list of one's own (a path, or a
    file in the user folder) has no language of its own and follows the others.

    Raises
    ------
    UserError
        For an unknown language code or dice set (naming the known ones), or flags that name
        two languages.
    """
    from ..engine import LanguageError, get_language, wordlist_language
    code = getattr(args, "language", None)
    dice = _dice_set(args)
    dictionary = getattr(args, "dictionary", None)
    listed = get_language(wordlist_language(dictionary)) if dictionary and _bundled(dictionary) else None
    if code is not None:
        try:
            lang = get_language(code)
        except LanguageError as exc:
            raise UserError(str(exc)) from None
    elif dice is not None:
        lang = get_language(dice.language)
    else:
        lang = listed or get_language(None)
    if dice is not None:
        _check_dice(dice, lang)
    if listed is not None and listed is not lang:
        raise UserError(f"the word list {dictionary!r} is {listed.name}, not {lang.name}: "
                        f"leave out --dictionary for {lang.name}'s own list "
                        f"({', '.join(lang.wordlists)})")
    return lang


def _dice_set(args):
    """The :class:`~core.engine.dice.DiceSet` named by ``--dice``, or None without one."""
    from ..engine import DICE_SETS
    key = getattr(args, "dice", None)
    if key is None:
        return None
    if key not in DICE_SETS:
        raise UserError(f"unknown dice set {key!r}; choose one of: {', '.join(DICE_SETS)}")
    return DICE_SETS[key]


def _check_dice(dice, language) -> None:
    if dice.language != language.code:
        raise UserError(f"the dice set {dice.key!r} is not {language.name}; {language.name} dice: "
                        f"{', '.join(language.dice_sets) or 'none'}")


def _bundled(spec: str) -> bool:
    from ..engine import BUNDLED_DIR, WordListError, resolve_wordlist
    try:
        return resolve_wordlist(spec).resolve().parent == BUNDLED_DIR.resolve()
    except WordListError:
        return False


def load_language_wordlist(args, language=None):
    """The word list of ``args`` read in its language (:func:`language_of`): ``--dictionary``,
    else the language's default list. A list given by path without ``--language`` is English
    unless it is a bundled list."""
    from ..engine import load_wordlist
    lang = language if language is not None else language_of(args)
    spec = args.dictionary or lang.wordlists[0]
    note_shadowed_list(spec)
    return load_wordlist(spec, language=lang)


def note_shadowed_list(spec) -> None:
    """A note on stderr when ``spec`` names a bundled list that hides a user's list of the same name."""
    from ..engine import BUNDLED_DIR, WordListError, resolve_wordlist, shadowed_wordlists
    try:
        path = resolve_wordlist(spec)
    except WordListError:
        return
    mine = shadowed_wordlists().get(path.stem)
    if mine is not None and path.resolve().parent == BUNDLED_DIR.resolve():
        print(f"boggle: note: the word list {path.stem!r} is the bundled one; your {mine} has the same name and "
              f"is not used: rename it, or give its path", file=sys.stderr)


def default_dice(args, language, fallback: str = "new") -> str:
    """``--dice`` when given (checked against the language by :func:`language_of`), else the
    language's default dice set."""
    dice = _dice_set(args)
    if dice is None:
        return language.dice_sets[0] if language.dice_sets else fallback
    _check_dice(dice, language)
    return dice.key


def add_rules_argument(parser: argparse.ArgumentParser, default: str | None = "standard") -> None:
    parser.add_argument("--rules", choices=sorted(RULES), default=default,
                        help="scoring rules (default: the published results' 4x4 table, 3+ letters)")


def add_threads_argument(parser: argparse.ArgumentParser, default: int, what: str = "worker threads") -> None:
    parser.add_argument("--threads", type=thread_count, default=default, metavar="N",
                        help=f"{what}, at most {MAX_THREADS} (0: all cores; default {default})")


def add_seed_argument(parser: argparse.ArgumentParser, default: int | None = None, help: str | None = None) -> None:
    parser.add_argument("--seed", type=seed_number, default=default, metavar="S",
                        help=help or "random seed, 0 or more (default: random)")


def stdin_lines(max_line_bytes: int = 4 * MAX_BOARD_TEXT, undecodable: str = "refuse", *, detached: bool = False):
    """``(line number, line)`` for each line of stdin, line ends removed, as lines come in.

    Read by the shared text reader (:class:`core.engine.textfile.TextReader`): UTF-8 with or without
    a byte-order mark, or UTF-16 with one; binary input is refused at once. A line longer than
    ``max_line_bytes`` stops the reading after the lines before it (``/dev/zero`` never fills memory);
    ``undecodable`` says what a line that is not UTF-8 becomes. ``detached``: read a duplicate of the
    descriptor, for a daemon thread that may still wait on it when the program exits (a thread
    blocked inside ``sys.stdin`` holds its lock, and the interpreter aborts taking it at exit).

    Raises
    ------
    UserError
        Naming the line (or the input) that cannot be read.
    """
    from ..engine import TextReader
    if sys.stdin is None:
        raise UserError("there is no standard input to read")
    stream = getattr(sys.stdin, "buffer", None) or _TextAsBytes(sys.stdin)
    if detached and hasattr(sys.stdin, "buffer"):
        import os
        with contextlib.suppress(OSError, ValueError, AttributeError):
            stream = open(os.dup(sys.stdin.fileno()), "rb")   # noqa: SIM115 -- read until the program ends
    return TextReader(stream, "stdin", max_line_bytes=max_line_bytes, undecodable=undecodable,
                      error=UserError).lines()


class _TextAsBytes:
    """A text stream standing in for stdin (an embedding program's, a test's) read as UTF-8 bytes."""

    def __init__(self, stream):
        self.stream = stream

    def read(self, n: int) -> bytes:
        return self.stream.read(max(1, n // 4)).encode("utf-8", "surrogateescape")


def file_lines(path: str, label: str, *, max_bytes: int, max_line_bytes: int = 4 * MAX_BOARD_TEXT,
               undecodable: str = "refuse"):
    """``(line number, line)`` for each line of the file ``path``, which ``label`` names in messages:
    :func:`stdin_lines` for a file, whose kind and size (at most ``max_bytes``) are checked first.

    Raises
    ------
    UserError
        Naming the file, and the line when one is at fault.
    """
    from ..engine import read_file_lines
    return read_file_lines(path, label, max_bytes=max_bytes, max_line_bytes=max_line_bytes,
                           undecodable=undecodable, error=UserError)


@contextlib.contextmanager
def stop_on_interrupt():
    """While inside, the first Ctrl-C (SIGINT) asks the work to stop instead of killing it: yields
    a callable that returns True from then on, so a search can end where it is and show what it
    found. A second Ctrl-C interrupts at once (KeyboardInterrupt). Outside the main thread, where
    no handler can be set, the callable stays False and Ctrl-C works as usual.
    """
    requested = threading.Event()

    def handler(signum, frame):
        if requested.is_set():
            raise KeyboardInterrupt
        requested.set()
        print("boggle: stopping, keeping what was found (Ctrl-C again to quit at once)", file=sys.stderr, flush=True)

    try:
        previous = signal.signal(signal.SIGINT, handler)
    except ValueError:  # not the main thread
        yield requested.is_set
        return
    try:
        yield requested.is_set
    finally:
        signal.signal(signal.SIGINT, previous)
