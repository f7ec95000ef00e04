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
<Verdict.NEW: 'new'>
"""
from __future__ import annotations

import enum
import os
import time
import uuid
from collections.abc import Callable
from dataclasses import dataclass, field

from ..engine.board import Geometry, parse_board
from ..engine.dice import get_dice_set
from ..engine.rules import Rules, get_rules
from ..engine.setup import Setup
from ..engine.solver import Solution
from ..engine.wordlist import WordList

__all__ = [
    "Verdict", "Submission", "FoundEntry", "Round", "RoundSummary", "find_path",
    "normalise_word", "word_length", "default_min_length",
]


class Verdict(enum.Enum):
    """What became of one submitted word."""

    NEW = "new"
    ALREADY_FOUND = "already found"
    NOT_ON_BOARD = "not on the board"
    NOT_IN_WORDLIST = "not in the word list"
    TOO_SHORT = "too short"
    NOT_PLAYING = "round not running"


@dataclass(frozen=True)
class Submission:
    """The verdict on one submitted word, with a message for the player."""

    word: str
    verdict: Verdict
    points: int = 0
    path: tuple[int, ...] = ()

    @property
    def accepted(self) -> bool:
        return self.verdict is Verdict.NEW

    @property
    def message(self) -> str:
        shown = self.word.upper() or "(empty)"
        if self.verdict is Verdict.NEW:
            return f"{shown}  +{self.points}"
        return f"{shown}: {self.verdict.value}"


@dataclass(frozen=True)
class FoundEntry:
    """A word the player found, when (seconds into the round) and with which path."""

    word: str
    points: int
    path: tuple[int, ...]
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


def normalise_word(text: str) -> str:
    """What the player typed, as a word: stripped, lower case, letters only."""
    return "".join(ch for ch in text.strip().lower() if ch.isalpha())


def word_length(word: str) -> int:
    """Real letters of ``word`` as spelled (``qu`` counts two, like the rules)."""
    return len(word)


def _cells_of_word(word: str) -> list[str] | None:
    """The cell letters spelling ``word``: ``qu`` is one Qu cell; a trailing lone ``q``
    also maps to the Qu cell (the player is still typing). None if impossible."""
    out: list[str] = []
    i = 0
    while i < len(word):
        ch = word[i]
        if ch == "q":
            if word.startswith("qu", i):
                i += 2
            elif i == len(word) - 1:
                i += 1
            else:
                return None
            out.append("q")
            continue
        out.append(ch)
        i += 1
    return out


def find_path(board: str, geom: Geometry, word: str, prefer: tuple[int, ...] = ()) -> tuple[int, ...] | None:
    """A path of adjacent, distinct cells that spells ``word`` on ``board``, or None.

    ``prefer`` is a path the player traced: if it spells the word it is returned
    as is, so the highlighted tiles are the ones they chose. The search is an
    iterative depth-first search (boards are at most 36 cells).
    """
    cells = _cells_of_word(normalise_word(word))
    if not cells:
        return None
    if prefer and len(prefer) == len(cells) and all(board[c] == ch for c, ch in zip(prefer, cells)) \
            and len(set(prefer)) == len(prefer) \
            and all(geom.are_adjacent(a, b) for a, b in zip(prefer, prefer[1:])):
        return tuple(prefer)
    n = len(cells)
    for start in range(geom.ncells):
        if board[start] != cells[0]:
            continue
        # Stack of (path, index of next neighbour to try).
        path = [start]
        used = {start}
        tries = [0]
        while path:
            if len(path) == n:
                return tuple(path)
            cur = path[-1]
            k = tries[-1]
            if k >= geom.degree[cur]:
                used.discard(path.pop())
                tries.pop()
                continue
            tries[-1] = k + 1
            nxt = int(geom.neighbours[cur, k])
            if nxt not in used and board[nxt] == cells[len(path)]:
                path.append(nxt)
                used.add(nxt)
                tries.append(0)
    return None


def default_min_length(dice_key: str) -> int:
    """Shortest word the dice set's own rules accept."""
    return get_rules(get_dice_set(dice_key).rules).min_length


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
        Round length; None plays untimed.
    clock : callable
        Returns seconds (monotonic). Injected so tests control time.
    wordlist_path : str or path, optional
        The file the game loaded ``wordlist`` from, recorded in :attr:`setup`
        (default ``wordlist.path``; a cache may share one list between equal files).
    """

    board: str
    wordlist: WordList
    rules: Rules | str = "standard"
    timer_seconds: float | None = 180.0
    min_length: int | None = None
    dice_key: str = ""
    clock: Callable[[], float] = time.monotonic
    wordlist_path: str | os.PathLike | None = None
    round_id: str = field(default_factory=lambda: uuid.uuid4().hex)
    started_wall: float = field(default_factory=time.time)

    def __post_init__(self):
        self.geometry, self.board = parse_board(self.board)
        rules = get_rules(self.rules)
        if self.min_length is not None:
            rules = rules.with_min_length(int(self.min_length))
        self.rules = rules
        self.min_length = rules.min_length
        if self.timer_seconds is not None and self.timer_seconds <= 0:
            raise ValueError("timer must be positive (or None for untimed)")
        self.found: list[FoundEntry] = []
        self._found_words: set[str] = set()
        self.solution: Solution | None = None
        self._elapsed_before = 0.0     # seconds played before the current run of the clock
        self._running_since: float | None = None
        self._started = False
        self._ended = False

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
    def elapsed(self) -> float:
        """Seconds of play so far (pauses excluded, capped at the timer)."""
        e = self._elapsed_before
        if self._running_since is not None:
            e += self.clock() - self._running_since
        if self.timer_seconds is not None:
            e = min(e, self.timer_seconds)
        return e

    @property
    def time_left(self) -> float | None:
        """Seconds left, or None when untimed."""
        if self.timer_seconds is None:
            return None
        return max(0.0, self.timer_seconds - self.elapsed)

    @property
    def is_over(self) -> bool:
        """Ended by the player or by the clock."""
        if self._ended:
            return True
        if self._started and self.timer_seconds is not None and self.elapsed >= self.timer_seconds:
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
    def check(self, text: str, path: tuple[int, ...] = ()) -> Submission:
        """The verdict ``text`` would get, without recording it."""
        word = normalise_word(text)
        if word_length(word) < self.min_length:
            return Submission(word, Verdict.TOO_SHORT)
        if word in self._found_words:
            return Submission(word, Verdict.ALREADY_FOUND, 0, find_path(self.board, self.geometry, word, path) or ())
        found_path = find_path(self.board, self.geometry, word, path)
        if found_path is None:
            return Submission(word, Verdict.NOT_ON_BOARD)
        if word not in self.wordlist:
            return Submission(word, Verdict.NOT_IN_WORDLIST, 0, found_path)
        return Submission(word, Verdict.NEW, self.rules.points_for(word_length(word)), found_path)

    def submit(self, text: str, path: tuple[int, ...] = ()) -> Submission:
        """Judge a word and record it if it is new. ``path`` is the traced path, if any."""
        if not self.is_running:
            return Submission(normalise_word(text), Verdict.NOT_PLAYING)
        result = self.check(text, path)
        if result.accepted:
            self._record(result.word, result.points, result.path, self.elapsed)
        return result

    def _record(self, word: str, points: int, path: tuple[int, ...], at: float) -> None:
        self.found.append(FoundEntry(word, points, tuple(path), float(at)))
        self._found_words.add(word)

    def restore_found(self, entries) -> None:
        """Re-add words of a saved round: iterable of (word, points, at_seconds)."""
        for word, points, at in entries:
            if word not in self._found_words:
                path = find_path(self.board, self.geometry, word) or ()
                self._record(word, int(points), path, float(at))

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
