"""Challenge codes: a solo round a friend plays on the same board, then compares word by word.

A challenge code holds a game code (board, dice, rules, minimum length, timer and word
list), the challenger's name and score, and the words they found, written as positions
in the board's solution list sorted by spelling (a bitset, or the list of positions when
that is shorter). The friend plays the game code's round; at its end the friend's own
solution (same board, same rules, same list) turns the positions back into words and
:func:`compare_words` says which words both found, which only one of them found, and
the points of each part. No server is involved.

The text is ``CHALLENGE-`` followed by Crockford base-32 letters in groups of four, as
game codes are written (case, spaces and dashes are ignored when read). The first five
letters are a header (format version and the number of letters, then a check letter
of their own), so a code cut short or from a newer program is named as such; the last
four letters check the whole code: one letter catches every single wrong letter and
every swap of neighbours (the game codes' GF(32) check), three letters of SHA-256 catch
other edits (all but one in 32,768).

What a check can and cannot do: it detects typos, a code cut short when copied, and
casual edits (changing a letter to raise the score). It does not stop a determined
forger: the format and the program are public, so anyone can write a code with any name,
score and words that checks out. Without a server that saw the round, nothing can. A
score that does not match the words listed is refused when the words are read
(:meth:`Challenge.words`), so a forger must at least claim words that are on the board.

Examples
--------
>>> from core.play.game import TimerMode
>>> game = GameCode("new", "standard", 3, "scowl70", None, TimerMode.fixed(180), seed=12345)
>>> solution = [("ant", 1), ("tan", 1), ("tans", 1)]
>>> challenge = make_challenge(game, "Ann", ["tans", "ant"], solution)
>>> text = encode_challenge(challenge)
>>> decode_challenge(text) == challenge
True
>>> compare_words(["tan", "ant"], challenge.words(solution), dict(solution)).only_theirs
('tans',)
"""
from __future__ import annotations

import hashlib
import unicodedata
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from ..engine.errors import CodedError, MessageCode
from .codes import (
    _ALPHABET,
    _GROUP,
    _VALUE,
    GameCode,
    GameCodeError,
    _Bits,
    _check_value,
    _times_alpha,
    decode_game,
    encode_game,
)

__all__ = [
    "CHALLENGE_PREFIX", "CHALLENGE_VERSION", "MAX_CHALLENGE_LETTERS", "MAX_NAME", "Challenge", "ChallengeError",
    "ChallengeProblem",
    "Comparison", "compare_words", "decode_challenge", "encode_challenge", "is_challenge_code", "make_challenge",
    "solution_digest",
]

#: The word every challenge code starts with (game codes never do: theirs start with a digit).
CHALLENGE_PREFIX = "CHALLENGE"
#: The format version written into every code; a later one is refused with a clear message.
CHALLENGE_VERSION = 1
#: Longest code read or written, in letters (a bitset of 20,000 words; no board holds that many).
MAX_CHALLENGE_LETTERS = 4096
#: Longest challenger name, in characters.
MAX_NAME = 32
#: Letters of the header: version (4 bits) and letter count (16 bits), then a check letter.
_HEADER = 5
#: Bits of SHA-256 over the code's letters in its check (three letters), then one GF(32) letter.
_HASH_LETTERS = 3
#: Bits of the solution digest: a code read against another word list is noticed.
_DIGEST_BITS = 20
_HASH_SALT = b"boggle challenge v1\n"


class ChallengeProblem(MessageCode):
    """Why a challenge code cannot be read, made or matched (:class:`ChallengeError`)."""

    NO_NAME = "challenge.no_name", "a challenge needs the challenger's name"
    NAME_TOO_LONG = "challenge.name_too_long", "the name is longer than {limit} characters"
    NAME_NOT_PRINTABLE = "challenge.name_not_printable", "the name holds control or invisible characters"
    SCORE_TOO_BIG = "challenge.score_too_big", "a score of {score} does not fit a challenge code"
    COUNT_TOO_BIG = "challenge.count_too_big", "the board's word count or digest does not fit a challenge code"
    NOT_POSITIONS = "challenge.not_positions", "the challenger's words are not positions in the board's word list"
    #: ``wordlist``: the name of the challenger's list; ``theirs`` and ``yours``: the words each list holds.
    OTHER_LIST_COUNT = ("challenge.other_list_count", "this challenge was played with another word list than yours "
                        "(its {wordlist} held {theirs} words on this board, yours {yours}): the words cannot be "
                        "compared")
    OTHER_LIST_WORDS = ("challenge.other_list_words", "this challenge was played with another word list than yours "
                        "(its {wordlist} held other words on this board than yours): the words cannot be compared")
    SCORE_MISMATCH = ("challenge.score_mismatch",
                      "this challenge claims {score} points for words worth {total}: the code was edited")
    NOT_IN_SOLUTION = "challenge.not_in_solution", "{word!r} is not a word of this board's solution"
    DOES_NOT_FIT = ("challenge.does_not_fit",
                    "this challenge does not fit a code ({letters} letters; at most {limit})")
    TOO_LONG = "challenge.too_long", "this challenge code is too long (more than {limit} letters)"
    EMPTY = "challenge.empty", "the challenge code is empty"
    NOT_A_CHALLENGE_PREFIX = ("challenge.not_a_challenge_prefix",
                              "this is not a challenge code (those start with {prefix})")
    GAME_CODE = "challenge.game_code", "this is a game code, not a challenge code: play it as a game code"
    #: ``letters``: the characters no code has, quoted and comma-separated.
    BAD_LETTERS = ("challenge.bad_letters", "after {prefix}, a challenge code has only the letters and digits "
                   "{alphabet}; this one has {letters}")
    CUT_SHORT = "challenge.cut_short", "this challenge code is cut short: letters are missing (copy all of it)"
    TYPO = "challenge.typo", "this challenge code has a typo or was edited (its check letters do not match)"
    NEWER = ("challenge.newer", "this challenge code is from a newer version of Boggle (challenge version "
             "{version}); update the program to play it")
    NOT_A_CHALLENGE = "challenge.not_a_challenge", "this is not a challenge code"
    CUT_SHORT_COUNT = ("challenge.cut_short_count",
                       "this challenge code is cut short: it has {letters} of its {total} letters (copy all of it)")
    TOO_MANY_LETTERS = ("challenge.too_many_letters",
                        "this challenge code has letters too many ({letters}; it should have {total})")
    FIELDS_PAST_END = "challenge.fields_past_end", "this is not a challenge code (its fields run past its end)"
    #: ``reason``: the game code's error.
    GAME_UNPLAYABLE = "challenge.game_unplayable", "the game in this challenge cannot be played: {reason}"
    NAME_NOT_TEXT = "challenge.name_not_text", "this is not a challenge code (its name is not text)"
    BITS_LEFT = "challenge.bits_left", "this is not a challenge code (bits left over)"


class ChallengeError(CodedError, ValueError):
    """A challenge code that cannot be read, made or matched; :attr:`code` is a :class:`ChallengeProblem`,
    the message says why in one line."""


def solution_digest(words: Iterable[str]) -> int:
    """20 bits of the SHA-256 of a board's words, sorted, one a line (notices another word list)."""
    text = "\n".join(sorted(set(words)))
    return int.from_bytes(hashlib.sha256(text.encode("utf-8")).digest()[:3], "big") >> (24 - _DIGEST_BITS)


def _clean_name(name: str) -> str:
    name = unicodedata.normalize("NFC", str(name)).strip()
    if not name:
        raise ChallengeError(ChallengeProblem.NO_NAME)
    if len(name) > MAX_NAME:
        raise ChallengeError(ChallengeProblem.NAME_TOO_LONG, limit=MAX_NAME)
    if not name.isprintable():
        raise ChallengeError(ChallengeProblem.NAME_NOT_PRINTABLE)
    return name


def _points_of(solution) -> dict[str, int]:
    """A solution as word -> points: a :class:`~core.engine.solver.Solution`, a mapping, or (word, points) pairs."""
    if isinstance(solution, Mapping):
        return {str(w): int(p) for w, p in solution.items()}
    if hasattr(solution, "words"):
        return {w.word: int(w.points) for w in solution.words}
    return {str(w): int(p) for w, p in solution}


@dataclass(frozen=True)
class Challenge:
    """What a challenge code says.

    Parameters
    ----------
    game : GameCode
        The round to play: board (or seed), dice, rules, minimum length, timer, word list.
    name : str
        The challenger (1 to :data:`MAX_NAME` printable characters).
    score : int
        The challenger's score.
    word_count : int
        Words on the board (the length of the solution list).
    digest : int
        :func:`solution_digest` of the board's words.
    found : tuple of int
        Positions of the challenger's words in the solution list sorted by spelling, increasing.
    """

    game: GameCode
    name: str
    score: int
    word_count: int
    digest: int
    found: tuple[int, ...]

    def __post_init__(self):
        object.__setattr__(self, "name", _clean_name(self.name))
        object.__setattr__(self, "found", tuple(int(i) for i in self.found))
        if not 0 <= int(self.score) < 2 ** 31:
            raise ChallengeError(ChallengeProblem.SCORE_TOO_BIG, score=self.score)
        if not 0 <= int(self.word_count) < 2 ** 31 or not 0 <= int(self.digest) < 1 << _DIGEST_BITS:
            raise ChallengeError(ChallengeProblem.COUNT_TOO_BIG)
        if any(b <= a for a, b in zip(self.found, self.found[1:])) or \
                (self.found and not 0 <= self.found[0] <= self.found[-1] < self.word_count):
            raise ChallengeError(ChallengeProblem.NOT_POSITIONS)

    def words(self, solution) -> tuple[str, ...]:
        """The challenger's words, read with the friend's ``solution`` of the same board.

        Parameters
        ----------
        solution : Solution, mapping or iterable of (word, points)
            Every word of the board with its points, as the friend's round scored it.

        Raises
        ------
        ChallengeError
            When the solution is not the one the code was made with (another word list or
            another version of it), or when the score does not match the words.
        """
        points = _points_of(solution)
        ordered = sorted(points)
        if len(ordered) != self.word_count or solution_digest(ordered) != self.digest:
            if len(ordered) != self.word_count:
                raise ChallengeError(ChallengeProblem.OTHER_LIST_COUNT, wordlist=self.game.wordlist.upper(),
                                     theirs=self.word_count, yours=len(ordered))
            raise ChallengeError(ChallengeProblem.OTHER_LIST_WORDS, wordlist=self.game.wordlist.upper())
        words = tuple(ordered[i] for i in self.found)
        total = sum(points[w] for w in words)
        if total != self.score:
            raise ChallengeError(ChallengeProblem.SCORE_MISMATCH, score=self.score, total=total)
        return words


def make_challenge(game: GameCode, name: str, found: Iterable[str], solution) -> Challenge:
    """The challenge of a finished round: its game code, the player's name and words.

    The score is the points of ``found`` in ``solution`` (the round's solver result, or
    word -> points), so it always matches the words.

    Raises
    ------
    ChallengeError
        For a word that is not in the solution, or a name that does not fit.
    """
    points = _points_of(solution)
    ordered = sorted(points)
    position = {w: i for i, w in enumerate(ordered)}
    found = set(found)
    missing = sorted(found - position.keys())
    if missing:
        raise ChallengeError(ChallengeProblem.NOT_IN_SOLUTION, word=missing[0])
    return Challenge(game, name, sum(points[w] for w in found), len(ordered), solution_digest(ordered),
                     tuple(sorted(position[w] for w in found)))


# -- text ---------------------------------------------------------------------------
def _letters(bits: _Bits) -> list[int]:
    bits.put(0, -bits.nbits % 5)
    return [(bits.value >> (bits.nbits - 5 * (i + 1))) & 31 for i in range(bits.nbits // 5)]


def _hash_letters(values: list[int]) -> list[int]:
    digest = int.from_bytes(hashlib.sha256(_HASH_SALT + bytes(values)).digest()[:2], "big")
    return [(digest >> (11 - 5 * i)) & 31 for i in range(_HASH_LETTERS)]


def _index_width(word_count: int) -> int:
    return max(1, (word_count - 1).bit_length())


def encode_challenge(challenge: Challenge, *, version: int = CHALLENGE_VERSION) -> str:
    """The text of ``challenge``: ``CHALLENGE-`` and Crockford base-32 letters in groups of four.

    ``version`` is for tests that make codes of a later format.
    """
    body = _Bits()
    game = [_VALUE[ch] for ch in encode_game(challenge.game).replace("-", "")]
    body.put_number(len(game))
    for v in game:
        body.put(v, 5)
    name = challenge.name.encode("utf-8")
    body.put_number(len(name))
    for byte in name:
        body.put(byte, 8)
    body.put_number(challenge.score)
    body.put_number(challenge.word_count)
    body.put(challenge.digest, _DIGEST_BITS)
    width = _index_width(challenge.word_count)
    listed = len(challenge.found).bit_length() + 5 + width * len(challenge.found)
    if listed < challenge.word_count:         # few words of many: their positions
        body.put(1, 1)
        body.put_number(len(challenge.found))
        for i in challenge.found:
            body.put(i, width)
    else:                                     # a bitset over the sorted solution
        body.put(0, 1)
        found = set(challenge.found)
        for i in range(challenge.word_count):
            body.put(i in found, 1)
    values = _letters(body)
    total = _HEADER + len(values) + _HASH_LETTERS + 1
    if total > MAX_CHALLENGE_LETTERS:
        raise ChallengeError(ChallengeProblem.DOES_NOT_FIT, letters=total, limit=MAX_CHALLENGE_LETTERS)
    head = _Bits()
    head.put(version, 4)
    head.put(total, 16)
    header = _letters(head)
    header.append(_times_alpha(_check_value(header)))
    values = header + values
    values += _hash_letters(values)
    values.append(_times_alpha(_check_value(values)))
    text = "".join(_ALPHABET[v] for v in values)
    return "-".join([CHALLENGE_PREFIX] + [text[i:i + _GROUP] for i in range(0, len(text), _GROUP)])


def _cleaned(text: str) -> str:
    return "".join(ch for ch in str(text).upper() if ch not in " -\t\r\n")


def is_challenge_code(text: str) -> bool:
    """Whether ``text`` is meant as a challenge code (it starts with ``CHALLENGE``), read or not."""
    return _cleaned(str(text)[:4 * len(CHALLENGE_PREFIX)]).startswith(CHALLENGE_PREFIX)


def decode_challenge(text: str) -> Challenge:
    """Read a code written by :func:`encode_challenge` (case, spaces and dashes do not matter).

    Raises
    ------
    ChallengeError
        One line naming the problem: not a challenge code (or a game code), letters it
        cannot hold, cut short, letters too many, a typo or an edit (a check does not
        match), or a code from a newer version of the program.
    """
    text = str(text)
    if len(text) > 4 * MAX_CHALLENGE_LETTERS:
        raise ChallengeError(ChallengeProblem.TOO_LONG, limit=MAX_CHALLENGE_LETTERS)
    cleaned = _cleaned(text)
    if not cleaned:
        raise ChallengeError(ChallengeProblem.EMPTY)
    if not cleaned.startswith(CHALLENGE_PREFIX):
        try:
            decode_game(cleaned)
        except GameCodeError:
            raise ChallengeError(ChallengeProblem.NOT_A_CHALLENGE_PREFIX, prefix=CHALLENGE_PREFIX) from None
        raise ChallengeError(ChallengeProblem.GAME_CODE)
    cleaned = cleaned[len(CHALLENGE_PREFIX):]
    bad = sorted({ch for ch in cleaned if ch not in _VALUE})
    if bad:
        raise ChallengeError(ChallengeProblem.BAD_LETTERS, prefix=CHALLENGE_PREFIX, alphabet=_ALPHABET,
                             letters=", ".join(repr(c) for c in bad[:5]))
    values = [_VALUE[ch] for ch in cleaned]
    if len(values) < _HEADER:
        raise ChallengeError(ChallengeProblem.CUT_SHORT)
    if _check_value(values[:_HEADER]) != 0:
        raise ChallengeError(ChallengeProblem.TYPO)
    head = _Bits(int("".join(f"{v:05b}" for v in values[:_HEADER - 1]), 2), 5 * (_HEADER - 1))
    version, total = head.take(4), head.take(16)
    if version > CHALLENGE_VERSION:
        raise ChallengeError(ChallengeProblem.NEWER, version=version)
    if version != CHALLENGE_VERSION or total < _HEADER + _HASH_LETTERS + 1:
        raise ChallengeError(ChallengeProblem.NOT_A_CHALLENGE)
    if len(values) < total:
        raise ChallengeError(ChallengeProblem.CUT_SHORT_COUNT, letters=len(values), total=total)
    if len(values) > total:
        raise ChallengeError(ChallengeProblem.TOO_MANY_LETTERS, letters=len(values), total=total)
    if _check_value(values) != 0 or values[-1 - _HASH_LETTERS:-1] != _hash_letters(values[:-1 - _HASH_LETTERS]):
        raise ChallengeError(ChallengeProblem.TYPO)
    payload = values[_HEADER:-1 - _HASH_LETTERS]
    try:
        return _read_body(_Bits(int("".join(f"{v:05b}" for v in payload) or "0", 2), 5 * len(payload)))
    except GameCodeError:                   # a field runs past the end
        raise ChallengeError(ChallengeProblem.FIELDS_PAST_END) from None


def _read_body(bits: _Bits) -> Challenge:
    """The fields :func:`encode_challenge` wrote after the header (checks already passed)."""
    game = "".join(_ALPHABET[bits.take(5)] for _ in range(bits.take_number()))
    try:
        code = decode_game(game)
    except GameCodeError as exc:
        raise ChallengeError(ChallengeProblem.GAME_UNPLAYABLE, reason=exc) from None
    try:
        name = bytes(bits.take(8) for _ in range(bits.take_number())).decode("utf-8")
    except UnicodeDecodeError:
        raise ChallengeError(ChallengeProblem.NAME_NOT_TEXT) from None
    score = bits.take_number()
    word_count = bits.take_number()
    digest = bits.take(_DIGEST_BITS)
    if bits.take(1):
        width = _index_width(word_count)
        found = tuple(bits.take(width) for _ in range(bits.take_number()))
    else:
        found = tuple(i for i in range(word_count) if bits.take(1))
    if bits.nbits - bits.pos >= 5 or bits.take(bits.nbits - bits.pos):
        raise ChallengeError(ChallengeProblem.BITS_LEFT)
    return Challenge(code, name, score, word_count, digest, found)


# -- comparing two rounds -----------------------------------------------------------
@dataclass(frozen=True)
class Comparison:
    """Two rounds of one board side by side: the words each found, by who found them.

    Each tuple is sorted by points (most first), then spelling. Scores are each round's
    own: a word found by both counts for both.
    """

    both: tuple[str, ...]
    only_mine: tuple[str, ...]
    only_theirs: tuple[str, ...]
    both_points: int
    only_mine_points: int
    only_theirs_points: int

    @property
    def my_score(self) -> int:
        return self.both_points + self.only_mine_points

    @property
    def their_score(self) -> int:
        return self.both_points + self.only_theirs_points


def compare_words(mine: Iterable[str], theirs: Iterable[str], points: Mapping[str, int]) -> Comparison:
    """Compare two players' words on one board.

    Parameters
    ----------
    mine, theirs : iterable of str
        Each player's words (repeats count once).
    points : mapping of str to int
        Points of every word either player found (the board's solution).

    Raises
    ------
    ChallengeError
        For a word ``points`` does not score.
    """
    mine, theirs = set(mine), set(theirs)
    unknown = sorted((mine | theirs) - points.keys())
    if unknown:
        raise ChallengeError(ChallengeProblem.NOT_IN_SOLUTION, word=unknown[0])

    def ordered(words: set[str]) -> tuple[str, ...]:
        return tuple(sorted(words, key=lambda w: (-points[w], w)))

    both, only_mine, only_theirs = mine & theirs, mine - theirs, theirs - mine
    return Comparison(ordered(both), ordered(only_mine), ordered(only_theirs),
                      sum(points[w] for w in both), sum(points[w] for w in only_mine),
                      sum(points[w] for w in only_theirs))
