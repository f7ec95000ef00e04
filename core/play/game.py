"""One round of Boggle: the board, the rules, the clock, the words found.

Pure Python (no Qt), so the rules of play are tested without a window. The clock
is injected: anything returning seconds as a float (``time.monotonic`` by
default; tests pass a fake).

Example
-------
>>> from core.play.game import Round
>>> from core.engine.wordlist import load_wordlist        # doctest: +SKIP
>>> r = Round("qeenslatgsineter", load_wordlist(), timer_seconds=180)   # doctest: +SKIP
>>> r.start(); r.submit("least").verdict            # doctest: +SKIP
<Verdict.OK: 'ok'>
"""
from __future__ import annotations

import os
import time
import uuid
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import NamedTuple

from ..engine.board import Geometry, face_letters, parse_board
from ..engine.dice import DICE_SETS, get_dice_set
from ..engine.language import Language, get_language
from ..engine.rules import Rules, get_rules
from ..engine.setup import Setup
from ..engine.solver import Solution
from ..engine.wordlist import WordList
from .verdicts import Verdict

__all__ = [
    "Verdict", "Submission", "FoundEntry", "Guess", "Round", "RoundSummary", "TimerMode", "TimerKind", "TIMER_KINDS",
    "LengthCount", "find_path", "normalise_word", "word_length", "default_min_length", "language_rules",
    "BOX_TIMER_SECONDS", "box_timer_seconds", "follow_box_timer",
]


@dataclass(frozen=True)
class Submission:
    """The verdict on one submitted word (``ok``: a new word, with its points and path)."""

    word: str
    verdict: Verdict
    points: int = 0
    path: tuple[int, ...] = ()

    @property
    def accepted(self) -> bool:
        return self.verdict is Verdict.OK


@dataclass(frozen=True)
class FoundEntry:
    """A word the player found, when (seconds into the round) and with which path."""

    word: str
    points: int
    path: tuple[int, ...]
    at_seconds: float


class Guess(NamedTuple):
    """A rejected guess: the word as judged, its verdict and when (seconds into the round)."""

    word: str
    verdict: Verdict
    at_seconds: float


@dataclass(frozen=True)
class RoundSummary:
    """The numbers shown at round end. Maxima are None until the solver has finished."""

    score: int
    words_found: int
    max_score: int | None
    max_words: int | None
    longest_word: str
    longest_possible: str | None

    @property
    def score_share(self) -> float | None:
        return None if not self.max_score else self.score / self.max_score

    @property
    def words_share(self) -> float | None:
        return None if not self.max_words else self.words_found / self.max_words


def _clock_text(seconds: float) -> str:
    s = int(round(seconds))
    return f"{s // 60}:{s % 60:02d}"


def _fixed_limit(seconds: float, bonus: float, found) -> float:
    return seconds


def _per_word_limit(seconds: float, bonus: float, found) -> float:
    return seconds + bonus * len(found)


def _per_letter_limit(seconds: float, bonus: float, found) -> float:
    return seconds + bonus * sum(letters for _at, letters in found)


def _refill_limit(seconds: float, bonus: float, found) -> float:
    return (found[-1][0] if found else 0.0) + seconds


@dataclass(frozen=True)
class TimerKind:
    """The rules of one kind of clock: :data:`TIMER_KINDS` holds them all.

    Attributes
    ----------
    timed : bool
        Whether the clock has seconds (an untimed round ends when the player ends it).
    bonus : float
        The default bonus, in seconds, of a kind that earns one per new word (0: the kind has no bonus).
    limit : callable or None
        ``limit(seconds, bonus, found)``: seconds of play after which the round is over,
        ``found`` being ``(at_seconds, letters)`` per new word in the order found; None when untimed.
    label : str
        How the player reads a mode of this kind: ``{clock}`` stands for its seconds as
        ``m:ss``, ``{bonus}`` for its bonus.
    """

    timed: bool
    bonus: float
    limit: Callable[[float, float, list], float] | None
    label: str

    @property
    def has_bonus(self) -> bool:
        return self.bonus > 0


#: Every kind of clock, in the order New game offers them. A new kind is one entry here, one at the
#: end of the game codes' order (``core.play.codes.TIMER_CODE_ORDER``) and its words in New game.
TIMER_KINDS: dict[str, TimerKind] = {
    "fixed": TimerKind(True, 0.0, _fixed_limit, "{clock}"),
    "untimed": TimerKind(False, 0.0, None, "untimed"),
    "per-word": TimerKind(True, 5.0, _per_word_limit, "{clock} +{bonus} s a word"),
    "per-letter": TimerKind(True, 1.0, _per_letter_limit, "{clock} +{bonus} s a letter"),
    "refill": TimerKind(True, 0.0, _refill_limit, "refill {clock}"),
}


@dataclass(frozen=True)
class TimerMode:
    """How a round's clock runs: its kind, its seconds and the bonus for finding words.

    ``kind`` is a key of :data:`TIMER_KINDS`:

    - ``fixed``: ``seconds`` of play, as in the board game;
    - ``untimed``: no clock, the player ends the round;
    - ``per-word``: starts at ``seconds``; each new word adds ``bonus`` seconds;
    - ``per-letter``: starts at ``seconds``; each new word adds ``bonus`` seconds per letter
      (``qu`` counts two, like the scoring rules);
    - ``refill``: the clock shows ``seconds`` and refills to full on each new word, so the
      round ends after ``seconds`` without a new word.

    The round ends when its play time reaches :meth:`limit`. :attr:`key` is the mode as a
    string (``"fixed:180"``, ``"untimed"``, ``"per-word:180+5"``, ``"per-letter:120+1"``,
    ``"refill:30"``): settings and the history store it, and :meth:`parse` reads it back.

    Examples
    --------
    >>> TimerMode.parse("per-word:180+5").limit([(12.0, 4), (30.0, 5)])
    190.0
    >>> TimerMode.fixed(90).key, TimerMode.untimed().label
    ('fixed:90', 'untimed')
    """

    kind: str = "fixed"
    seconds: float | None = 180.0
    bonus: float = 0.0

    KINDS = tuple(TIMER_KINDS)

    def __post_init__(self):
        rules = TIMER_KINDS.get(self.kind)
        if rules is None:
            raise ValueError(f"unknown timer mode {self.kind!r}: use one of {', '.join(TIMER_KINDS)}")
        if not rules.timed:
            if self.seconds is not None or self.bonus:
                raise ValueError(f"an {self.kind} round has no seconds or bonus")
            return
        if self.seconds is None or not 0 < self.seconds < 10 ** 6:
            raise ValueError("timer must be positive (or None for untimed)")
        if rules.has_bonus:
            if not 0 < self.bonus <= 3600:
                raise ValueError(f"a {self.kind} timer needs a bonus of 1 to 3600 seconds")
        elif self.bonus:
            raise ValueError(f"a {self.kind} timer has no bonus")

    @classmethod
    def fixed(cls, seconds: float | None) -> TimerMode:
        """A clock of ``seconds`` (None: untimed): the classic round."""
        return cls.untimed() if seconds is None else cls("fixed", float(seconds))

    @classmethod
    def untimed(cls) -> TimerMode:
        return cls("untimed", None)

    @classmethod
    def of(cls, kind: str, seconds: float | None, bonus: float = 0.0) -> TimerMode:
        """A mode of ``kind`` (a kind this version does not know: fixed) over ``seconds`` (None: untimed),
        with ``bonus`` seconds where the kind has a bonus (0 there: the kind's default)."""
        rules = TIMER_KINDS.get(kind, TIMER_KINDS["fixed"])
        if seconds is None or not rules.timed:
            return cls.untimed()
        kind = kind if kind in TIMER_KINDS else "fixed"
        return cls(kind, float(seconds), float(bonus or rules.bonus) if rules.has_bonus else 0.0)

    @classmethod
    def parse(cls, key: str) -> TimerMode:
        """The mode a :attr:`key` names; ValueError with a one-line reason otherwise."""
        text = str(key).strip().lower()
        if text in TIMER_KINDS and not TIMER_KINDS[text].timed:
            return cls(text, None)
        kind, sep, rest = text.partition(":")
        if not sep:
            raise ValueError(f"bad timer mode {key!r}: expected e.g. fixed:180, untimed, per-word:180+5")
        seconds, plus, bonus = rest.partition("+")
        try:
            return cls(kind, float(seconds), float(bonus) if plus else 0.0)
        except ValueError as exc:
            raise ValueError(f"bad timer mode {key!r}: {exc}") from None

    @property
    def rules(self) -> TimerKind:
        """This mode's kind of clock (:data:`TIMER_KINDS`)."""
        return TIMER_KINDS[self.kind]

    @property
    def timed(self) -> bool:
        return self.rules.timed

    @property
    def key(self) -> str:
        if not self.timed:
            return self.kind
        key = f"{self.kind}:{self.seconds:g}"
        return f"{key}+{self.bonus:g}" if self.rules.has_bonus else key

    @property
    def label(self) -> str:
        """Short words for the player: ``3:00``, ``untimed``, ``3:00 +5 s a word``, ``refill 0:30``."""
        clock = _clock_text(self.seconds) if self.seconds is not None else ""
        return self.rules.label.format(clock=clock, bonus=f"{self.bonus:g}")

    def limit(self, found) -> float | None:
        """Seconds of play after which the round is over, given the words found so far.

        ``found`` is a sequence of ``(at_seconds, letters)`` per new word, in the order
        found. None when untimed.
        """
        if self.rules.limit is None or self.seconds is None:   # untimed
            return None
        return self.rules.limit(self.seconds, self.bonus, found)

    def time_left(self, elapsed: float, found) -> float | None:
        """Seconds left after ``elapsed`` seconds of play with ``found`` as in :meth:`limit`
        (a stored round's clock); None when untimed."""
        limit = self.limit(found)
        return None if limit is None else max(0.0, limit - elapsed)

    def full(self, time_left: float | None) -> float | None:
        """Seconds a full time bar stands for: the mode's seconds, or more when bonuses piled up."""
        if self.seconds is None:   # untimed
            return None
        return max(self.seconds, time_left or 0.0)


@dataclass(frozen=True)
class LengthCount:
    """Words of one length: how many the player found, and how many the board holds
    (None until the solver has finished). ``open_ended`` marks the last bucket of
    :meth:`Round.words_by_length` when it gathers every longer word too."""

    length: int
    found: int
    total: int | None
    open_ended: bool = False

    @property
    def label(self) -> str:
        return f"{self.length}+" if self.open_ended else str(self.length)


def normalise_word(text: str, language: str | Language | None = None) -> str:
    """What the player typed, as a word: stripped, lower case, folded as ``language`` folds
    (French ``é`` -> ``e``; German ``ä`` stays a letter of its own and ``ae`` stays two),
    letters only. Default English, which folds nothing."""
    return "".join(ch for ch in get_language(language).fold_text(text.strip()) if ch.isalpha())


def word_length(word: str) -> int:
    """Real letters of ``word`` as spelled (``qu`` counts two, like the rules)."""
    return len(word)


def _spells(texts: list[str], path, word: str) -> bool:
    """Whether the cells of ``path`` spell ``word``; a trailing lone ``q`` may stand for the
    Qu face (the player is still typing)."""
    spelled = "".join(texts[c] for c in path)
    return spelled == word or (word.endswith("q") and spelled == word + "u" and texts[path[-1]] == "qu")


def find_path(board: str, geom: Geometry, word: str, prefer: tuple[int, ...] = (),
              language: str | Language | None = None) -> tuple[int, ...] | None:
    """A path of adjacent, distinct cells that spells ``word`` on ``board``, or None.

    A cell spells its face's letters: ``qu`` for the Qu face (in languages whose q is
    the Qu cell), both letters of a two-letter face (``th``), nothing for a blank face,
    which no path crosses. ``word`` is read in ``language`` (:func:`normalise_word`:
    typed accents fold where the language folds them). ``prefer`` is a path the player
    traced: if it spells the word it is returned as is, so the highlighted tiles are the
    ones they chose. The search is an iterative depth-first search (boards are at most 36 cells).
    """
    word = normalise_word(word, language)
    if not word:
        return None
    texts = [face_letters(ch, language) for ch in board]
    if prefer and len(set(prefer)) == len(prefer) and all(0 <= c < len(texts) for c in prefer) \
            and all(geom.are_adjacent(a, b) for a, b in zip(prefer, prefer[1:])) and _spells(texts, prefer, word):
        return tuple(prefer)

    def fits(cell: int, at: int) -> int:
        """Where the word continues after ``cell`` matched at ``at``, or -1."""
        t = texts[cell]
        if t and word.startswith(t, at):
            return at + len(t)
        if t == "qu" and at == len(word) - 1 and word[at] == "q":
            return len(word)
        return -1

    for start in range(geom.ncells):
        at = fits(start, 0)
        if at < 0:
            continue
        # Stacks: the path, where the word continues after each cell, the next neighbour to try.
        path, ends, tries = [start], [at], [0]
        used = {start}
        while path:
            if ends[-1] == len(word):
                return tuple(path)
            cur = path[-1]
            k = tries[-1]
            if k >= geom.degree[cur]:
                used.discard(path.pop())
                ends.pop()
                tries.pop()
                continue
            tries[-1] = k + 1
            nxt = int(geom.neighbours[cur, k])
            if nxt not in used and (at := fits(nxt, ends[-1])) >= 0:
                path.append(nxt)
                ends.append(at)
                used.add(nxt)
                tries.append(0)
    return None


def language_rules(rules: Rules | str, language: str | Language | None = None) -> Rules:
    """``rules`` as played in ``language``: the language's own minimum length applies to the
    language's own rules (``big`` and ``superbig`` keep their 4+ letters)."""
    rules = get_rules(rules)
    lang = get_language(language)
    if rules.name == lang.rules and rules.min_length != lang.min_length:
        return rules.with_min_length(lang.min_length)
    return rules


def default_min_length(dice_key: str, language: str | Language | None = None) -> int:
    """Shortest word the dice set's own rules accept in ``language`` (default English)."""
    return language_rules(get_dice_set(dice_key).rules, language).min_length


#: The sand timer in each edition's box, by the game's rules: Boggle's and Big Boggle's run 3
#: minutes (the Parker Brothers/Hasbro rules sheets: "a three-minute sand timer"; Big Boggle's
#: components list a "3-minute sand timer", ultraboardgames.com), Super Big Boggle's (Winning Moves, 2011) 4 minutes,
#: by its contents list. Other languages' dice play by one of these rules, so by its timer.
BOX_TIMER_SECONDS: dict[str, int] = {"standard": 180, "big": 180, "superbig": 240}


def box_timer_seconds(dice_key: str) -> int:
    """Seconds of the sand timer in the box of the edition whose rules ``dice_key`` plays by
    (3 minutes unless the rules name another edition's timer)."""
    return BOX_TIMER_SECONDS.get(get_rules(get_dice_set(dice_key).rules).name, BOX_TIMER_SECONDS["standard"])


def follow_box_timer(seconds: int | None, old_dice: str, new_dice: str) -> int | None:
    """The timer after a change of dice from ``old_dice`` to ``new_dice``: the new box's timer if
    ``seconds`` was the old box's, else ``seconds`` (a timer the player chose, or None, untimed)."""
    if seconds is not None and old_dice in DICE_SETS and seconds == box_timer_seconds(old_dice):
        return box_timer_seconds(new_dice)
    return seconds


@dataclass
class Round:
    """State of one round: board, rules, clock and found words.

    Parameters
    ----------
    board : str
        Board string (any supported size).
    wordlist : WordList
        Decides "not in the word list".
    rules : Rules or str
        Points table; ``min_length`` overrides its minimum length when given.
    timer_seconds : float or None
        Round length of the classic fixed clock; None plays untimed. Ignored when
        ``timer_mode`` is given; afterwards it holds the mode's seconds (the start or
        refill value; None when untimed).
    clock : callable
        Returns seconds (monotonic). Injected so tests control time.
    wordlist_path : str or path, optional
        The file the game loaded ``wordlist`` from, recorded in :attr:`setup`
        (default ``wordlist.path``; a cache may share one list between equal files).
    timer_mode : TimerMode or str, optional
        How the clock runs (a :class:`TimerMode` or its key); default a fixed clock of
        ``timer_seconds``.
    language : str or Language, optional
        The round's language (its letters, what typing folds, the Qu cell); default the
        word list's. Afterwards its code. A list read in another language is refused.
    """

    board: str
    wordlist: WordList
    rules: Rules | str = "standard"
    timer_seconds: float | None = 180.0
    min_length: int | None = None
    dice_key: str = ""
    clock: Callable[[], float] = time.monotonic
    wordlist_path: str | os.PathLike | None = None
    timer_mode: TimerMode | str | None = None
    round_id: str = field(default_factory=lambda: uuid.uuid4().hex)
    started_wall: float = field(default_factory=time.time)
    language: str | Language | None = None

    def __post_init__(self):
        listed = getattr(self.wordlist, "language", None)
        lang = get_language(self.language if self.language is not None else listed)
        if listed is not None and listed != lang.code:
            raise ValueError(f"the word list {self.wordlist.name} is read in {get_language(listed).name}, "
                             f"not {lang.name}")
        self.language = lang.code
        self.geometry, self.board = parse_board(self.board, language=lang)
        rules = language_rules(self.rules, lang)
        if self.min_length is not None:
            rules = rules.with_min_length(int(self.min_length))
        self.rules = self._rules = rules
        self.min_length = rules.min_length
        if self.timer_mode is None:
            mode = TimerMode.fixed(self.timer_seconds)
        elif isinstance(self.timer_mode, TimerMode):
            mode = self.timer_mode
        else:
            mode = TimerMode.parse(self.timer_mode)
        # The fields take loose input; these keep what it resolved to, typed as such.
        self.timer_mode = self._timer_mode = mode
        self.timer_seconds = mode.seconds
        self.found: list[FoundEntry] = []
        self.guesses: list[Guess] = []
        self._found_words: set[str] = set()
        self.solution: Solution | None = None
        self._elapsed_before = 0.0     # seconds played before the current run of the clock
        self._running_since: float | None = None
        self._started = False
        self._ended = False

    @property
    def mode(self) -> TimerMode:
        """The round's timer mode, resolved (``timer_mode`` also takes a key as input)."""
        return self._timer_mode

    @property
    def setup(self) -> Setup:
        """The word list, rules and geometry this round is scored with (stored in the history)."""
        return Setup.of(self.wordlist, self.rules, self.geometry, path=self.wordlist_path)

    # -- clock --------------------------------------------------------------
    def start(self, already_elapsed: float = 0.0) -> None:
        """Start the clock (``already_elapsed`` resumes a saved round)."""
        if self._started:
            raise RuntimeError("round already started")
        self._started = True
        self._elapsed_before = float(already_elapsed)
        self._running_since = self.clock()

    @property
    def started(self) -> bool:
        return self._started

    @property
    def paused(self) -> bool:
        return self._started and not self._ended and self._running_since is None

    def pause(self) -> None:
        if self._running_since is not None and not self._ended:
            self._elapsed_before = self.elapsed
            self._running_since = None

    def resume(self) -> None:
        if self.paused:
            self._running_since = self.clock()

    @property
    def time_limit(self) -> float | None:
        """Seconds of play after which the round is over (grows with bonus modes); None untimed."""
        return self._timer_mode.limit([(e.at_seconds, word_length(e.word)) for e in self.found])

    @property
    def elapsed(self) -> float:
        """Seconds of play so far (pauses excluded, capped at the time limit)."""
        e = self._elapsed_before
        if self._running_since is not None:
            e += self.clock() - self._running_since
        limit = self.time_limit
        return e if limit is None else min(e, limit)

    @property
    def time_left(self) -> float | None:
        """Seconds left, or None when untimed."""
        limit = self.time_limit
        return None if limit is None else max(0.0, limit - self.elapsed)

    @property
    def is_over(self) -> bool:
        """Ended by the player or by the clock."""
        if self._ended:
            return True
        limit = self.time_limit
        if self._started and limit is not None and self.elapsed >= limit:
            self.end()
            return True
        return False

    @property
    def is_running(self) -> bool:
        return self._started and not self.paused and not self.is_over

    def end(self) -> None:
        if not self._ended:
            if self._running_since is not None:
                self._elapsed_before = self.elapsed
                self._running_since = None
            self._ended = True

    # -- words --------------------------------------------------------------
    def normalise(self, text: str) -> str:
        """``text`` as a word of this round's language (:func:`normalise_word`)."""
        return normalise_word(text, self.language)

    def find_path(self, word: str, prefer: tuple[int, ...] = ()) -> tuple[int, ...] | None:
        """A path spelling ``word`` on this round's board, read in its language (:func:`find_path`)."""
        return find_path(self.board, self.geometry, word, prefer, self.language)

    def spell(self, path) -> str:
        """The letters the cells of ``path`` spell (``Qu``, ``Th``: both letters)."""
        return "".join(face_letters(self.board[c], self.language) for c in path)

    def check(self, text: str, path: tuple[int, ...] = ()) -> Submission:
        """The verdict ``text`` would get, without recording it."""
        word = self.normalise(text)
        if word_length(word) < self._rules.min_length:
            return Submission(word, Verdict.TOO_SHORT)
        if word in self._found_words:
            return Submission(word, Verdict.REPEATED, 0, self.find_path(word, path) or ())
        found_path = self.find_path(word, path)
        if found_path is None:
            return Submission(word, Verdict.NOT_ON_BOARD)
        if word not in self.wordlist:
            return Submission(word, Verdict.NOT_IN_LIST, 0, found_path)
        return Submission(word, Verdict.OK, self._rules.points_for(word_length(word)), found_path)

    def submit(self, text: str, path: tuple[int, ...] = ()) -> Submission:
        """Judge a word and record it: a new word in :attr:`found`, a rejected one (with letters)
        in :attr:`guesses`. ``path`` is the traced path, if any. Nothing is recorded while the
        clock is not running (the verdict is ``not_playing``)."""
        if not self.is_running:
            return Submission(self.normalise(text), Verdict.NOT_PLAYING)
        result = self.check(text, path)
        if result.accepted:
            self._record(result.word, result.points, result.path, self.elapsed)
        elif result.word:
            self.guesses.append(Guess(result.word, result.verdict, self.elapsed))
        return result

    def _record(self, word: str, points: int, path: tuple[int, ...], at: float) -> None:
        self.found.append(FoundEntry(word, points, tuple(path), float(at)))
        self._found_words.add(word)

    def restore_found(self, entries) -> None:
        """Re-add words of a saved round: iterable of (word, points, at_seconds)."""
        for word, points, at in entries:
            if word not in self._found_words:
                path = self.find_path(word) or ()
                self._record(word, int(points), path, float(at))

    def restore_guesses(self, guesses) -> None:
        """Re-add the rejected guesses of a saved round: iterable of :class:`Guess`."""
        self.guesses.extend(guesses)

    @property
    def found_words(self) -> set[str]:
        return set(self._found_words)

    @property
    def score(self) -> int:
        return sum(e.points for e in self.found)

    def set_solution(self, solution: Solution) -> None:
        """Attach the solver's result (it arrives from a background thread)."""
        if solution.board != self.board:
            raise ValueError("solution is for another board")
        self.solution = solution

    def words_by_length(self, max_columns: int = 7) -> list[LengthCount]:
        """Found and total words per length, shortest first (totals need the solution).

        Lengths run from the minimum length to the longest word on the board (or found,
        before the solution arrives); past ``max_columns`` lengths the last entry gathers
        every longer word.
        """
        if max_columns < 1:
            raise ValueError("max_columns must be at least 1")
        found = [word_length(e.word) for e in self.found]
        totals = None if self.solution is None else [word_length(w.word) for w in self.solution.words]
        shortest = self._rules.min_length
        longest = max(found + (totals or []), default=shortest)
        last = min(longest, shortest + max_columns - 1)
        out = []
        for length in range(shortest, last + 1):
            open_ended = length == last and longest > last

            def count(lengths, length=length, open_ended=open_ended):
                return sum(1 for n in lengths if n == length or (open_ended and n > length))
            out.append(LengthCount(length, count(found), None if totals is None else count(totals), open_ended))
        return out

    def missed(self) -> list[str]:
        """Words on the board the player did not find (needs the solution)."""
        if self.solution is None:
            return []
        return [w.word for w in self.solution.words if w.word not in self._found_words]

    def summary(self) -> RoundSummary:
        longest = max((e.word for e in self.found), key=lambda w: (len(w), w), default="")
        if self.solution is None:
            return RoundSummary(self.score, len(self.found), None, None, longest, None)
        best = max((w.word for w in self.solution.words), key=lambda w: (len(w), w), default="")
        return RoundSummary(self.score, len(self.found), self.solution.score, len(self.solution.words),
                            longest, best)
