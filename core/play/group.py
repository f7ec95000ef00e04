"""Scoring a group round: several players' lists for one board, under the classic or friendly rule.

In the boxed game every player writes words for the same board; at the end each word
gets a verdict, and under the **classic** rule a valid word that two or more players
found is crossed out for everyone. Under the **friendly** rule everyone keeps the
points of every valid word (shared words are still marked). The same code scores a
network round (:mod:`core.net`) and a physical game typed into the table scorer.

Each entered word gets one :class:`~core.play.verdicts.Verdict`, judged in this order:

1. ``not_a_word``: characters that are not letters of the board's language (or nothing);
2. ``repeated``: the same player already entered this word (every later entry);
3. ``too_short``: fewer letters than the setup's minimum length;
4. ``not_on_board``: no path of adjacent dice spells it;
5. ``not_in_list``: on the board but not in the word list;
6. ``ok`` or ``shared``: valid; ``shared`` when another player has it too.

Example
-------
>>> from core.engine import Setup, Solver, load_wordlist             # doctest: +SKIP
>>> wl = load_wordlist(); solver = Solver(wl)                         # doctest: +SKIP
>>> result = score_group("perslatgsineters", Setup.of(wl), solver,
...                      {"Ann": ["least", "stale"], "Bob": ["least", "tiles"]})   # doctest: +SKIP
>>> [(p.name, p.score) for p in result.players]                       # doctest: +SKIP
[('Ann', 2), ('Bob', 2)]
"""
from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from ..engine.board import face_letters, format_board, parse_board
from ..engine.language import get_language
from ..engine.setup import Setup
from ..engine.solver import Solver
from .game import find_path, normalise_word, word_length
from .verdicts import JUDGED, Verdict

__all__ = ["RULES", "Verdict", "WordVerdict", "PlayerResult", "GroupResult", "score_group", "WordJudge",
           "FORMAT_VERSION",
           "split_words", "parse_player_lines", "format_result", "describe_rule"]

#: The group rules: ``classic`` (a valid word found by two or more players scores for no one)
#: and ``friendly`` (everyone keeps the points of every valid word).
RULES = ("classic", "friendly")

#: Version of the :meth:`GroupResult.to_dict` form.
FORMAT_VERSION = 1

# A stored or received result is refused past these sizes (nothing trusts a file or message it
# did not write): more players or words than any table or network round holds.
_MAX_PLAYERS = 1000
_MAX_WORDS = 100_000
_MAX_TEXT = 200
#: The verdicts a stored or received result may hold, by name.
_JUDGED = {v.value: v for v in JUDGED}


@dataclass(frozen=True)
class WordVerdict:
    """One entered word: as judged (normalised; as typed, stripped, when ``not_a_word``),
    its verdict and the points it actually scored."""

    word: str
    verdict: Verdict
    points: int


@dataclass(frozen=True)
class PlayerResult:
    """One player's words in entry order, score, and valid words found by no one else
    (``unique``) or by someone else too (``shared``), both in entry order."""

    name: str
    words: tuple[WordVerdict, ...]
    score: int
    unique: tuple[str, ...]
    shared: tuple[str, ...]


@dataclass(frozen=True)
class GroupResult:
    """The results of one group round.

    Attributes
    ----------
    board : str
        The board string.
    setup : Setup
        Geometry, word list and rules the words were judged with.
    rule : str
        One of :data:`RULES`.
    players : tuple of PlayerResult
        In the order the entries were given.
    all_words : tuple of str
        Every word of the board at the setup's minimum length, sorted (the reveal).
    max_score : int
        The points of all of them.
    """

    board: str
    setup: Setup
    rule: str
    players: tuple[PlayerResult, ...]
    all_words: tuple[str, ...]
    max_score: int

    def player(self, name: str) -> PlayerResult:
        """The result of the player called ``name`` (KeyError if there is none)."""
        for p in self.players:
            if p.name == name:
                return p
        raise KeyError(name)

    @property
    def found_by_anyone(self) -> frozenset[str]:
        """Valid words some player found."""
        return frozenset(w.word for p in self.players for w in p.words if w.verdict.valid)

    def to_dict(self) -> dict:
        """A JSON-able dict; :meth:`from_dict` reads it back."""
        return {
            "version": FORMAT_VERSION, "board": self.board, "setup": self.setup.to_dict(), "rule": self.rule,
            "players": [{"name": p.name, "score": p.score, "unique": list(p.unique), "shared": list(p.shared),
                         "words": [[w.word, w.verdict.value, w.points] for w in p.words]} for p in self.players],
            "all_words": list(self.all_words), "max_score": self.max_score,
        }

    @classmethod
    def from_dict(cls, data) -> GroupResult:
        """The result :meth:`to_dict` wrote, checked field by field.

        Raises
        ------
        ValueError
            Naming the first problem: a missing or mistyped field, an unknown verdict or
            rule, a score that is not the sum of its words' points, a bad board or setup.
        """
        if not isinstance(data, Mapping):
            raise ValueError("not a group result: expected an object")
        version = data.get("version")
        if version != FORMAT_VERSION:
            raise ValueError(f"group result version {version!r} is not {FORMAT_VERSION}")
        setup = Setup.from_dict(_field(data, "setup", Mapping))
        board = _field(data, "board", str)
        try:
            _geom, parsed = parse_board(board, setup.geometry, language=setup.language)
        except ValueError as exc:
            raise ValueError(f"group result board: {exc}") from None
        rule = _field(data, "rule", str)
        if rule not in RULES:
            raise ValueError(f"group result rule {rule!r} is not one of {', '.join(RULES)}")
        all_words = _texts(_field(data, "all_words", list), "all_words", _MAX_WORDS)
        max_score = _count(data, "max_score")
        raw_players = _field(data, "players", list)
        if len(raw_players) > _MAX_PLAYERS:
            raise ValueError(f"group result has {len(raw_players)} players (at most {_MAX_PLAYERS})")
        players = []
        names = set()
        for i, raw in enumerate(raw_players):
            if not isinstance(raw, Mapping):
                raise ValueError(f"group result player {i}: expected an object")
            name = _field(raw, "name", str)
            if not name.strip() or len(name) > _MAX_TEXT or name in names:
                raise ValueError(f"group result player {i}: bad or repeated name {name[:_MAX_TEXT]!r}")
            names.add(name)
            words = []
            raw_words = _field(raw, "words", list)
            if len(raw_words) > _MAX_WORDS:
                raise ValueError(f"player {name!r}: too many words ({len(raw_words)})")
            for entry in raw_words:
                if not (isinstance(entry, list | tuple) and len(entry) == 3 and isinstance(entry[0], str)
                        and len(entry[0]) <= _MAX_TEXT and isinstance(entry[2], int)
                        and not isinstance(entry[2], bool) and 0 <= entry[2] <= 10 ** 6):
                    raise ValueError(f"player {name!r}: bad word entry {str(entry)[:80]}")
                verdict = _JUDGED.get(entry[1]) if isinstance(entry[1], str) else None
                if verdict is None:
                    raise ValueError(f"player {name!r}: unknown verdict {str(entry[1])[:40]!r}")
                if entry[2] and not verdict.valid:
                    raise ValueError(f"player {name!r}: {entry[0]!r} is {verdict.value} but scored {entry[2]}")
                words.append(WordVerdict(entry[0], verdict, entry[2]))
            score = _count(raw, "score")
            if score != sum(w.points for w in words):
                raise ValueError(f"player {name!r}: score {score} is not the sum of their words' points")
            unique = _texts(_field(raw, "unique", list), f"player {name!r} unique", _MAX_WORDS)
            shared = _texts(_field(raw, "shared", list), f"player {name!r} shared", _MAX_WORDS)
            players.append(PlayerResult(name, tuple(words), score, unique, shared))
        return cls(parsed, setup, rule, tuple(players), all_words, max_score)


def _field(data: Mapping, key: str, kind: type):
    value = data.get(key)
    if not isinstance(value, kind):
        raise ValueError(f"group result field {key!r} is missing or not {getattr(kind, '__name__', kind)}")
    return value


def _count(data: Mapping, key: str) -> int:
    value = data.get(key)
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= 10 ** 9:
        raise ValueError(f"group result field {key!r} must be a count, got {str(value)[:40]}")
    return value


def _texts(values: list, what: str, limit: int) -> tuple[str, ...]:
    if len(values) > limit or not all(isinstance(v, str) and len(v) <= _MAX_TEXT for v in values):
        raise ValueError(f"group result {what}: expected at most {limit} short strings")
    return tuple(values)


def _spelled_on(board: str, geom, word: str, language: str) -> bool:
    """Whether a path of ``board`` spells ``word`` exactly. :func:`find_path` also lets a
    trailing ``q`` stand for the Qu face (a word still being typed); a finished list may not."""
    path = find_path(board, geom, word, language=language)
    return path is not None and "".join(face_letters(board[c], language) for c in path) == word


def _check_rules(setup: Setup, solver: Solver) -> None:
    """The solver must find every word the setup accepts and score it the setup's way."""
    rules = setup.rules_value
    if solver.rules.points != rules.points or solver.rules.min_length > rules.min_length:
        raise ValueError(f"the solver scores with {solver.rules.name} rules (words of {solver.rules.min_length}+ "
                         f"letters), not the setup's {setup.rules} rules at {rules.min_length}+ letters")
    if solver.wordlist.language != setup.language:
        raise ValueError(f"the solver's word list is read in {solver.wordlist.language!r}, the setup's in "
                         f"{setup.language!r}")
    if not setup.matches(solver.wordlist):
        raise ValueError(f"the solver's word list {solver.wordlist.name!r} is not the setup's "
                         f"{setup.wordlist_name!r}")


class WordJudge:
    """The judge of one board: every word's verdict as :func:`score_group` gives it, one word at a time.

    A network host uses it to answer each word the moment it comes in; :func:`score_group`
    uses it for whole lists. The board is solved once, when the judge is made; each
    distinct word is looked for on the board once.

    Parameters
    ----------
    board, setup, solver
        As for :func:`score_group`.

    Attributes
    ----------
    board : str
        The board, parsed.
    setup : Setup
    all_words : tuple of str
        Every word of the board at the setup's minimum length, sorted.
    max_score : int
        Their points.
    solution : Solution
        The solver's answer for the board (paths for a reveal; words of every length).

    Raises
    ------
    ValueError
        For a bad board or a solver that does not fit the setup.
    """

    def __init__(self, board: str, setup: Setup, solver: Solver):
        try:
            self.geometry, self.board = parse_board(board, setup.geometry, language=setup.language)
        except ValueError as exc:
            raise ValueError(f"board: {exc}") from None
        _check_rules(setup, solver)
        self.setup = setup
        self._wordlist = solver.wordlist
        self._min_length = int(setup.min_length)
        self._points_for = setup.rules_value.points_for
        self._language = setup.language
        self._letters = frozenset(get_language(setup.language).letters)
        self.solution = solution = solver.solve(self.board, self.geometry)
        self._board_words = frozenset(w.word for w in solution.words if word_length(w.word) >= self._min_length)
        self.all_words = tuple(sorted(self._board_words))
        self.max_score = sum(self.points(w) for w in self.all_words)
        self._judged: dict[str, Verdict] = {}

    def points(self, word: str) -> int:
        """The points of a valid word under the setup's rules."""
        return self._points_for(word_length(word))

    def judge(self, text: str, seen: set[str] | None = None) -> WordVerdict:
        """The verdict on one word as typed, without other players (a valid word is ``ok``).

        ``seen`` holds the words this player already entered: a word in it is
        ``repeated``; a new one is added to it. ``points`` are the word's points if valid.
        """
        if not isinstance(text, str):
            raise ValueError(f"a word must be text, got {type(text).__name__}")
        stripped = text.strip()
        word = normalise_word(stripped, self._language)
        if not word or not all(ch.isalpha() for ch in stripped) or not set(word) <= self._letters:
            return WordVerdict(stripped, Verdict.NOT_A_WORD, 0)
        if seen is not None:
            if word in seen:
                return WordVerdict(word, Verdict.REPEATED, 0)
            seen.add(word)
        verdict = self._judged.get(word)
        if verdict is None:
            verdict = self._judged[word] = self._verdict(word)
        return WordVerdict(word, verdict, self.points(word) if verdict is Verdict.OK else 0)

    def _verdict(self, word: str) -> Verdict:
        if word_length(word) < self._min_length:
            return Verdict.TOO_SHORT
        if word in self._board_words:
            return Verdict.OK
        # A listed word the solver did not find is not on the board; a word longer than two
        # letters a cell cannot be; otherwise search for a path.
        if word in self._wordlist or len(word) > 2 * self.geometry.ncells \
                or not _spelled_on(self.board, self.geometry, word, self._language):
            return Verdict.NOT_ON_BOARD
        return Verdict.NOT_IN_LIST

    def score(self, entries: Mapping[str, Sequence[str]], *, rule: str = "classic") -> GroupResult:
        """Every player's words judged and scored under ``rule`` (see :func:`score_group`)."""
        if rule not in RULES:
            raise ValueError(f"unknown group rule {rule!r}: use one of {', '.join(RULES)}")
        # First pass: each player's words, with valid ones still undecided between ok and shared.
        names: set[str] = set()
        drafts: list[tuple[str, list[WordVerdict]]] = []
        holders: dict[str, int] = {}
        for name, words in entries.items():
            if not isinstance(name, str) or not name.strip():
                raise ValueError(f"a player needs a name, got {str(name)[:40]!r}")
            name = name.strip()
            if name in names:
                raise ValueError(f"two players are called {name!r}")
            names.add(name)
            if isinstance(words, str):
                raise ValueError(f"player {name!r}: expected a list of words, got one string")
            seen: set[str] = set()
            judged = []
            for text in words:
                if not isinstance(text, str):
                    raise ValueError(f"player {name!r}: a word must be text, got {type(text).__name__}")
                verdict = self.judge(text, seen)
                judged.append(verdict)
                if verdict.verdict is Verdict.OK:
                    holders[verdict.word] = holders.get(verdict.word, 0) + 1
            drafts.append((name, judged))

        players = []
        for name, judged in drafts:
            verdicts: list[WordVerdict] = []
            unique: list[str] = []
            shared: list[str] = []
            for w in judged:
                if w.verdict is Verdict.OK and holders[w.word] > 1:
                    shared.append(w.word)
                    w = WordVerdict(w.word, Verdict.SHARED, w.points if rule == "friendly" else 0)
                elif w.verdict is Verdict.OK:
                    unique.append(w.word)
                verdicts.append(w)
            players.append(PlayerResult(name, tuple(verdicts), sum(w.points for w in verdicts), tuple(unique),
                                        tuple(shared)))
        return GroupResult(self.board, self.setup, rule, tuple(players), self.all_words, self.max_score)


def score_group(board: str, setup: Setup, solver: Solver, entries: Mapping[str, Sequence[str]], *,
                rule: str = "classic") -> GroupResult:
    """Judge every player's words for one board and score them under ``rule``.

    Parameters
    ----------
    board : str
        The board string (of ``setup``'s size, in its language).
    setup : Setup
        Word list, rules (minimum length, points), geometry and language.
    solver : Solver
        A solver over the setup's word list, with the setup's points table and a minimum
        length no longer than the setup's (``Solver(wordlist, setup.rules_value)``).
    entries : mapping of str to sequence of str
        Per player name (non-empty, distinct once stripped), the words as typed, in entry order.
    rule : str
        ``classic`` or ``friendly`` (:data:`RULES`).

    Returns
    -------
    GroupResult

    Raises
    ------
    ValueError
        For an unknown rule, a bad board, a solver that does not fit the setup, a bad
        player name or a word that is not a string.

    Notes
    -----
    Each distinct word is judged once per call (:class:`WordJudge`: the board is solved
    once; only words not on the solution's list are looked for on the board), so a long
    list of repeats costs little. Entries should be bounded by the caller (a network host
    limits message sizes).
    """
    if rule not in RULES:
        raise ValueError(f"unknown group rule {rule!r}: use one of {', '.join(RULES)}")
    return WordJudge(board, setup, solver).score(entries, rule=rule)


# -- text in and out ------------------------------------------------------------------
_SEPARATORS = re.compile(r"[\s,;\ufeff]+")   # U+FEFF: a byte-order mark pasted with a list


def split_words(text: str) -> list[str]:
    """The words of a pasted list: one a line, or separated by spaces, commas or semicolons (a byte-order
    mark pasted with a file's text separates too)."""
    return [w for w in _SEPARATORS.split(text) if w]


def parse_player_lines(lines) -> dict[str, list[str]]:
    """Players' lists from ``NAME: word word, word`` lines (a player's lines add up).

    Blank lines and lines starting with ``#`` are skipped; ``lines`` is an iterable of
    strings or of ``(line number, string)``.

    Raises
    ------
    ValueError
        Naming the first line without a ``NAME:`` in front.
    """
    players: dict[str, list[str]] = {}
    for number, line in enumerate(lines, 1):
        if isinstance(line, tuple):
            number, line = line
        text = line.strip()
        if not text or text.startswith("#"):
            continue
        name, colon, words = text.partition(":")
        if not colon or not name.strip():
            raise ValueError(f"line {number}: expected 'NAME: word word ...', got {text[:60]!r}")
        players.setdefault(name.strip(), []).extend(split_words(words))
    return players


def describe_rule(rule: str) -> str:
    """The rule in a sentence, for a results header."""
    if rule == "classic":
        return "classic rule: a word found by two or more players scores for no one"
    if rule == "friendly":
        return "friendly rule: everyone keeps the points of every valid word"
    raise ValueError(f"unknown group rule {rule!r}: use one of {', '.join(RULES)}")


def _verdict_text(w: WordVerdict, rule: str) -> str:
    if w.verdict is Verdict.SHARED:
        return "shared, crossed out" if rule == "classic" else "shared"
    return w.verdict.label


def format_result(result: GroupResult, *, reveal: bool = False) -> str:
    """The results as plain text: the board, each player's words with their verdicts and points,
    the scores; with ``reveal``, every word of the board too (who found it, if anyone).

    The table scorer copies this to the clipboard and ``boggle table`` prints it.
    """
    out = [format_board(result.board, result.setup.geometry), "",
           f"{result.setup.describe()}; {describe_rule(result.rule)}", ""]
    width = max([len(w.word) for p in result.players for w in p.words] + [4])
    for p in result.players:
        out.append(f"{p.name}: {p.score} point{'s' if p.score != 1 else ''} "
                   f"({len(p.unique)} unique, {len(p.shared)} shared)")
        for w in p.words:
            out.append(f"  {w.word:<{width}}  {_verdict_text(w, result.rule):<20}  {w.points:>3}")
        out.append("")
    ranked = sorted(result.players, key=lambda p: -p.score)
    out.append("Scores: " + (", ".join(f"{p.name} {p.score}" for p in ranked) or "no players"))
    found = result.found_by_anyone
    out.append(f"The board holds {len(result.all_words)} words worth {result.max_score} points; "
               f"the players found {len(found & set(result.all_words))} of them.")
    if reveal:
        finders: dict[str, list[str]] = {}
        for p in result.players:
            for w in p.words:
                if w.verdict.valid:
                    finders.setdefault(w.word, []).append(p.name)
        out.append("")
        out.append("Every word:")
        for word in result.all_words:
            who = ", ".join(finders.get(word, [])) or "-"
            out.append(f"  {word:<{max(width, 8)}}  {who}")
    return "\n".join(out) + "\n"
