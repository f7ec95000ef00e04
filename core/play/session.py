"""A player's game between rounds: the options, what a round is played as, its board, and its record.

The game window shows a :class:`RoundSession` and forwards the player's intent to it; the
rules it applies are here, tested without Qt:

- **Options** (:class:`GameOptions`): the dice, word list, clock, minimum length and the bar
  of "avoid poor boards" chosen in New game.
- **What a round is played as** (:meth:`GameOptions.game`): the dice set whose size fits
  the board, or a bare size no dice set rolls (3x3, 3x4: the standard rules); the rules in
  the round's language with the minimum length chosen. Worked out once, here, for a rolled
  board, a typed board, a game code, "Play this board" and a resumed round alike.
- **Word-list identity** (:func:`same_wordlist`, :func:`checked_wordlist`): whether a list
  file is the very list a board was scored with, or the one a game code names.
- **Boards dealt to a bar** (:class:`Dealer`): with "avoid poor boards" the next board is
  dealt while the round is played.
- **The round's record** (:class:`~core.play.recorder.RoundRecorder`): saved as it is
  played, kept in memory while the database is locked.

Problems a player can meet (a game code naming a list they do not have, a changed list)
raise :class:`CannotPlay` with a :class:`Problem` and its params, so the app words them
in its own language.
"""
from __future__ import annotations

import os
import time
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path

import numpy as np

from ..engine.board import BoardError, canonical_board, parse_board
from ..engine.dice import DICE_SETS, get_dice_set
from ..engine.errors import MessageCode
from ..engine.language import DEFAULT_LANGUAGE, get_language
from ..engine.rules import Rules
from ..engine.setup import Setup
from ..engine.wordlist import (
    DEFAULT_WORDLIST,
    WordList,
    WordListError,
    available_wordlists,
    resolve_wordlist,
    wordlist_language,
    wordlist_sha256,
)
from .codes import (
    Deal,
    GameCode,
    GameCodeError,
    code_for,
    deal_board,
    encode_game,
    game_for_board,
    name_key,
    roll_seeded,
)
from .codes import new_seed as _new_seed
from .game import Round, Submission, TimerMode, default_min_length, follow_box_timer, language_rules, word_length
from .history import GameKind, HistoryError, PlayerRating, RoundRecord, stored_guesses
from .recorder import RoundRecorder, SaveResult

__all__ = [
    "GameOptions", "Game", "rules_of_game", "Problem", "CannotPlay", "same_wordlist", "checked_wordlist",
    "load_checked_wordlist", "CodePlan",
    "wordlist_named", "options_for_code", "options_for_board", "options_for_record", "Dealer", "DealOrder",
    "RoundSession", "Resumable", "DEFAULT_DICE", "DEFAULT_TIMER",
]

DEFAULT_DICE = "new"
DEFAULT_TIMER = 180


# -- options and what a round is played as ----------------------------------------------------------
def rules_of_game(game: str, language: str | None = None) -> Rules:
    """The rules a game is played with in ``language``: its dice set's, or the standard rules for a
    bare size (3x3, 3x4) no dice set rolls."""
    return language_rules(_rules_name(game), language)


def _rules_name(game: str) -> str:
    return get_dice_set(game).rules if game in DICE_SETS else "standard"


@dataclass(frozen=True)
class Game:
    """What a round is played as.

    Attributes
    ----------
    key : str
        The dice set's key, or a bare size (``"3x3"``) that no dice set rolls; the history
        and game codes record it.
    name : str
        For the player: ``4x4 New (1987)``, ``3x3 board``.
    rules : Rules
        Points and minimum length, in the round's language.
    """

    key: str
    name: str
    rules: Rules


@dataclass(frozen=True)
class GameOptions:
    """Everything a new round needs besides the board (what New game chooses)."""

    dice_key: str = DEFAULT_DICE
    wordlist: str = DEFAULT_WORDLIST      # name of a known list, or a file path
    timer_seconds: int | None = DEFAULT_TIMER
    min_length: int | None = None         # None: the dice set's rules
    rotate: bool = False
    timer_kind: str = "fixed"             # a TimerMode kind; untimed whenever timer_seconds is None
    timer_bonus: float = 0.0              # the bonus of a kind that has one (0: the kind's default)
    min_words: int = 0                    # avoid poor boards: deal only boards with this many words...
    min_points: int = 0                   # ...and this many points (0: no bar)
    language: str = DEFAULT_LANGUAGE      # the round's language: its letters, dice and lists

    @property
    def has_bar(self) -> bool:
        """Whether boards are dealt to a bar (rolled and solved before the round starts)."""
        return bool(self.min_words or self.min_points)

    @property
    def timer_mode(self) -> TimerMode:
        """The clock of the round: ``timer_kind`` over ``timer_seconds`` (None: untimed)."""
        return TimerMode.of(self.timer_kind, self.timer_seconds, self.timer_bonus)

    def with_timer(self, mode: TimerMode) -> GameOptions:
        """These options with the clock ``mode``."""
        return replace(self, timer_seconds=None if mode.seconds is None else int(mode.seconds),
                       timer_kind=mode.kind, timer_bonus=mode.bonus)

    @property
    def effective_min_length(self) -> int:
        return self.min_length if self.min_length is not None else default_min_length(self.dice_key, self.language)

    @property
    def rules(self) -> Rules:
        """The rules of the chosen dice set in the options' language, at the chosen minimum length."""
        rules = rules_of_game(self.dice_key, self.language)
        return rules if self.min_length is None else rules.with_min_length(int(self.min_length))

    def in_language(self, language: str, list_language: Callable[[str], str] = wordlist_language) -> GameOptions:
        """These options in ``language``: its default dice and list unless theirs are of that language
        (``list_language(spec)`` says which language a list is read in)."""
        lang = get_language(language)
        dice = self.dice_key if self.dice_key in lang.dice_sets else (lang.dice_sets or (DEFAULT_DICE,))[0]
        wordlist = self.wordlist if list_language(self.wordlist) == lang.code else lang.wordlists[0]
        return replace(self, language=lang.code, dice_key=dice, wordlist=wordlist)

    def for_board(self, board: str) -> tuple[GameOptions, str]:
        """These options for playing ``board`` (read in their language): the dice set of the board's
        size when the chosen one has another size and the language has one; and the board, parsed.

        Raises
        ------
        BoardError
            For a board that cannot be read.
        """
        geom, board = parse_board(board, language=self.language)
        ds = get_dice_set(self.dice_key)
        if (geom.width, geom.height) == (ds.width, ds.height):
            return self, board
        fits = [k for k in get_language(self.language).dice_sets
                if (DICE_SETS[k].width, DICE_SETS[k].height) == (geom.width, geom.height)]
        if not fits:
            return self, board
        return replace(self, dice_key=fits[-1] if fits[-1] != "classic" else "new"), board

    def game(self, board: str) -> Game:
        """What a round on ``board`` is played as with these options: the chosen dice set when its
        size fits, else the game of the board's size (:func:`~core.play.codes.game_for_board`)."""
        ds = get_dice_set(self.dice_key)
        geom, board = parse_board(board, language=self.language)
        key = ds.key if geom is ds.geometry else game_for_board(board, self.language)
        name = get_dice_set(key).name if key in DICE_SETS else f"{key} board"
        rules = rules_of_game(key, self.language)
        return Game(key, name, rules if self.min_length is None else rules.with_min_length(int(self.min_length)))


# -- problems a player can meet ----------------------------------------------------------------------
class Problem(MessageCode):
    """Why a board, a game code or a stored round cannot be played (:class:`CannotPlay`); ``reason``
    is the error underneath, ``name`` a word list's name."""

    BAD_BOARD = "play.bad_board", "{reason}"
    BAD_CODE = "play.bad_code", "{reason}"
    #: A code's list is not among the player's.
    LIST_MISSING = ("play.list_missing",
                    "this game is played with the word list {name}, which is not among your word lists")
    LIST_UNREADABLE = "play.list_unreadable", "cannot read the word list {name}: {reason}"
    #: The code's rules are not its game's.
    CODE_RULES = "play.code_rules", "it asks for {rules} rules, but {game} games are played with {game_rules} rules"
    #: A board's list cannot be loaded any more; ``where``: its file (or its name).
    LIST_GONE = ("play.list_gone", "this board was scored with the word list {name} ({where}), which cannot be "
                 "loaded any more: {reason}")
    #: A board's list file holds other bytes now.
    LIST_CHANGED = ("play.list_changed", "the word list {name} ({where}) has changed since this board was scored "
                    "with it, so its score would differ; open the board again from its window")


class CannotPlay(WordListError):
    """A board, game code or round that cannot be played: :attr:`code` (a :class:`Problem`) says why,
    :attr:`params` fill in the words."""

    def __init__(self, problem: Problem, /, **params):
        super().__init__(problem, **params)


# -- word-list identity ------------------------------------------------------------------------------
def same_wordlist(sha256: str, recorded: Setup | GameCode) -> bool:
    """Whether the list with this SHA-256 is the list ``recorded`` names: a setup's list (by its
    SHA-256), or a game code's (by the 10 bits of it the code carries). True when the record
    holds no hash (rounds stored before lists had one)."""
    if isinstance(recorded, GameCode):
        return recorded.matches(sha256)
    return recorded.wordlist_sha256 is None or recorded.wordlist_sha256 == sha256


def checked_wordlist(setup: Setup) -> str:
    """The list ``setup`` was scored with, checked to be the very same file: the name or path to
    load it by.

    Raises
    ------
    CannotPlay
        ``list_gone`` (the file is gone or unreadable) or ``list_changed`` (it holds other
        bytes now), naming the list.
    """
    try:
        sha = wordlist_sha256(setup.wordlist_spec)
    except WordListError as exc:
        raise _list_gone(setup, exc) from None
    _check_identity(setup, sha, setup.language)
    return setup.wordlist_spec


def load_checked_wordlist(setup: Setup, load: Callable[[str, str], WordList]) -> WordList:
    """The list ``setup`` was scored with, loaded by ``load(spec, language)`` (the app's shared
    cache) and checked to be the very same list.

    Raises
    ------
    CannotPlay
        As :func:`checked_wordlist`.
    """
    try:
        wordlist = load(setup.wordlist_spec, setup.language)
    except WordListError as exc:
        raise _list_gone(setup, exc) from None
    _check_identity(setup, wordlist.sha256, wordlist.language)
    return wordlist


def _list_gone(setup: Setup, reason) -> CannotPlay:
    return CannotPlay(Problem.LIST_GONE, name=setup.wordlist_name.upper(),
                      where=setup.wordlist_path or setup.wordlist_name, reason=reason)


def _check_identity(setup: Setup, sha256: str, language: str) -> None:
    if not same_wordlist(sha256, setup) or language != setup.language:
        raise CannotPlay(Problem.LIST_CHANGED, name=setup.wordlist_name.upper(),
                         where=setup.wordlist_path or setup.wordlist_name)


def wordlist_named(name: str, current: str = DEFAULT_WORDLIST) -> str | None:
    """The player's list a game code names (as :func:`~core.play.codes.name_key` spells names), or None.

    ``current`` is the list the player plays now (a file loaded from its path counts too).
    """
    names = list(available_wordlists())
    for match in (lambda n: name_key(n) == name, lambda n: name_key(n).lower() == name.lower()):
        for n in names:
            if match(n):
                return n
    return current if name_key(Path(current).stem).lower() == name.lower() else None


# -- the options a code, a board or a stored round asks for -------------------------------------------
@dataclass(frozen=True)
class CodePlan:
    """A game code, ready to play: the options it names, its board or seed, and whether the player's
    list of its name is another version than the code was made with (ask before playing)."""

    options: GameOptions
    board: str | None
    seed: int | None
    list_differs: bool


def options_for_code(base: GameOptions, code: GameCode, list_language: Callable[[str], str] = wordlist_language
                     ) -> CodePlan:
    """The round ``code`` names, played with the player's list of its name.

    Raises
    ------
    CannotPlay
        ``list_missing``, ``code_rules`` or ``list_unreadable``.
    """
    spec = wordlist_named(code.wordlist, base.wordlist)
    if spec is None:
        raise CannotPlay(Problem.LIST_MISSING, name=code.wordlist.upper())
    game = code.dice_key or code.game
    if code.rules != _rules_name(game):
        raise CannotPlay(Problem.CODE_RULES, rules=code.rules, game=code.game, game_rules=_rules_name(game))
    game_rules = rules_of_game(game, code.language)
    try:
        sha = wordlist_sha256(spec)
    except WordListError as exc:
        raise CannotPlay(Problem.LIST_UNREADABLE, name=code.wordlist.upper(), reason=exc) from None
    options = base.in_language(code.language, list_language)
    min_length = None if code.min_length == game_rules.min_length else code.min_length
    options = replace(options.with_timer(code.timer), dice_key=code.dice_key or options.dice_key, wordlist=spec,
                      min_length=min_length)
    return CodePlan(options, code.board, code.seed, not same_wordlist(sha, code))


def options_for_board(base: GameOptions, board: str, setup: Setup | None = None,
                      list_language: Callable[[str], str] = wordlist_language) -> tuple[GameOptions, str]:
    """"Play this board": the options for a round on ``board`` with the sender's ``setup`` (its
    list, checked to be the very list it was scored with, and its minimum length), under the
    rules of the dice set of the board's size (the chosen one if it fits); a 3x3 or 3x4
    board, which no dice set rolls, plays with the standard rules. Returns the options and
    the board, parsed.

    Raises
    ------
    CannotPlay
        ``bad_board``, ``list_gone`` or ``list_changed``.
    """
    language = setup.language if setup is not None else base.language
    try:
        _geom, board = parse_board(board, language=language)
    except BoardError as exc:
        raise CannotPlay(Problem.BAD_BOARD, reason=exc) from None
    options = base.in_language(language, list_language)
    game = options.game(board).key
    dice = game if game in DICE_SETS else options.dice_key
    timer = follow_box_timer(options.timer_seconds, options.dice_key, dice)
    options = replace(options, dice_key=dice, timer_seconds=timer)
    if setup is not None:
        spec = checked_wordlist(setup)
        for known, path in available_wordlists().items():    # a known list is remembered by name
            if setup.wordlist_path is not None and str(Path(path).resolve()) == setup.wordlist_path:
                spec = known
                break
        min_length = None if setup.min_length == rules_of_game(game, language).min_length else setup.min_length
        options = replace(options, wordlist=spec, min_length=min_length)
    return options, board


def options_for_record(base: GameOptions, record: RoundRecord) -> GameOptions:
    """The options a stored round was played with (to resume it)."""
    setup = record.setup
    return replace(base, dice_key=record.dice_set if record.dice_set in DICE_SETS else DEFAULT_DICE,
                   wordlist=setup.wordlist_spec, min_length=record.min_length, language=setup.language,
                   min_words=0, min_points=0).with_timer(record.clock)


# -- boards dealt to a bar ----------------------------------------------------------------------------
@dataclass(frozen=True)
class DealOrder:
    """A board to deal: run :meth:`deal` (in a worker; it may take seconds) and hand the result to
    :meth:`Dealer.dealt` with :attr:`bar`."""

    bar: tuple
    dice_key: str
    wordlist: WordList
    rules: Rules
    min_points: int
    min_words: int
    seed: int

    def deal(self, cancel: Callable[[], bool] | None = None) -> Deal:
        return deal_board(self.dice_key, self.wordlist, self.rules, min_points=self.min_points,
                          min_words=self.min_words, rng=self.seed, cancel=cancel)


class Dealer:
    """Boards dealt to the "avoid poor boards" bar: one for the round that waits for it, and the next
    one while a round is played."""

    def __init__(self):
        self.waiting: tuple[tuple, GameOptions, WordList] | None = None   # a round waits for this bar
        self._ready: tuple[tuple, Deal] | None = None                      # the next board, dealt
        self._dealing: tuple | None = None                                  # the bar being dealt to

    @staticmethod
    def bar(options: GameOptions) -> tuple:
        """What a dealt board must meet: boards dealt for other options are not used."""
        return options.dice_key, options.wordlist, options.effective_min_length, options.min_words, options.min_points

    def take(self, options: GameOptions) -> Deal | None:
        """The board dealt for these options while the last round was played, if it is ready."""
        ready, self._ready = self._ready, None
        return ready[1] if ready is not None and ready[0] == self.bar(options) else None

    def order(self, options: GameOptions, wordlist: WordList, rng: np.random.Generator, *, waiting: bool
              ) -> DealOrder | None:
        """Ask for a board to the options' bar (``waiting``: a round waits for it); the order to run (its
        seed drawn from ``rng``), or None when one is being dealt to that bar already (its board comes
        next)."""
        bar = self.bar(options)
        self.waiting = (bar, options, wordlist) if waiting else None
        if self._dealing == bar:
            return None
        self._dealing = bar
        ds = get_dice_set(options.dice_key)
        return DealOrder(bar, ds.key, wordlist, options.rules, options.min_points, options.min_words,
                         _new_seed(rng))

    def dealt(self, bar: tuple, deal: Deal) -> tuple[GameOptions, WordList] | None:
        """A board dealt to ``bar``: the options and list of the round waiting for it, or None (it is kept
        for the next round)."""
        if self._dealing == bar:
            self._dealing = None
        waiting = self.waiting
        if waiting is None or waiting[0] != bar:
            self._ready = (bar, deal)
            return None
        self.waiting = None
        return waiting[1], waiting[2]

    def failed(self) -> bool:
        """Dealing failed; True when a round was waiting for it."""
        self._dealing = None
        waiting, self.waiting = self.waiting, None
        return waiting is not None

    def cancel_wait(self) -> None:
        """A round started another way: a deal in flight is for later."""
        self.waiting = None


# -- the session ---------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Resumable:
    """A round left playing: its record, and the seconds its clock has left (None: untimed)."""

    record: RoundRecord
    time_left: float | None


class RoundSession:
    """The game between and during rounds: the options, the round in play, its code and its record.

    Parameters
    ----------
    history_file : str or path
        The history database (``":memory:"``: none on disk).
    clock : callable
        Monotonic seconds, injected so tests control time.
    seed : int, optional
        Makes rolls reproducible.
    options : GameOptions
        The options the player chose last.
    opener : callable
        Opens the history (tests inject one).
    """

    def __init__(self, history_file: str | os.PathLike, *, clock: Callable[[], float] = time.monotonic,
                 seed: int | None = None, options: GameOptions | None = None, opener=None):
        self.clock = clock
        self.options = options or GameOptions()
        self.rng = np.random.default_rng(seed)
        self.recorder = RoundRecorder(history_file) if opener is None else RoundRecorder(history_file, opener=opener)
        self.dealer = Dealer()
        self.round: Round | None = None
        self.game: Game | None = None
        self.wordlist_spec = ""      # the list the round in play was asked for (a name or a path)
        self.seed: int | None = None
        self.code = ""               # the round's game code ("" when it has none)
        self.code_problem: GameCodeError | None = None    # why it has none

    # -- the round in play --------------------------------------------------------------------------
    @property
    def playing(self) -> bool:
        """A round is in play (started and not over)."""
        return self.round is not None and not self.round.is_over

    def new_seed(self) -> int:
        return _new_seed(self.rng)

    def start(self, options: GameOptions, board: str | None, wordlist: WordList, *, seed: int | None = None,
              restored: RoundRecord | None = None) -> Round:
        """Start a round with ``options`` on ``board`` (None: rolled from ``seed``, or a new seed), or
        resume the stored round ``restored`` on its board; returns it, started and saved."""
        ds = get_dice_set(options.dice_key)
        if board is None:
            seed = self.new_seed() if seed is None else seed
            board = roll_seeded(ds, seed)
        else:
            seed = seed if seed is not None and board == roll_seeded(ds, seed) else None
        self.dealer.cancel_wait()
        game = options.game(board)
        try:
            path = resolve_wordlist(options.wordlist)   # the file this game asked for (recorded in the history)
        except WordListError:
            path = None                                  # gone since it was loaded: the list knows where it was
        r = Round(board, wordlist, rules=game.rules, timer_mode=options.timer_mode, min_length=game.rules.min_length,
                  dice_key=game.key, clock=self.clock, wordlist_path=path)
        if restored is not None:
            r.round_id = restored.round_id
            r.started_wall = restored.started_at
            r.restore_found(restored.words)
            r.restore_guesses(stored_guesses(restored.guesses))
        self.round, self.game, self.wordlist_spec, self.seed = r, game, options.wordlist, seed
        r.start(already_elapsed=restored.elapsed if restored is not None else 0.0)
        self._make_code()
        return r

    def _in_play(self) -> Round:
        """The round on screen; asking for it before one is dealt is a programming error."""
        if self.round is None:
            raise RuntimeError("no round has been dealt")
        return self.round

    def _make_code(self) -> None:
        r = self._in_play()
        if self.game is None:
            raise RuntimeError("a round without its game")
        try:
            self.code = encode_game(code_for(self.game.key, r.setup, r.mode, seed=self.seed,
                                             board=None if self.seed is not None else r.board))
            self.code_problem = None
        except GameCodeError as exc:
            self.code, self.code_problem = "", exc

    def submit(self, text: str, path: tuple[int, ...] = ()) -> tuple[Submission, SaveResult | None]:
        """Judge a word of the round in play; a word played while the clock runs is saved at once
        (new words and rejected guesses alike). Returns the submission and the save's result."""
        r = self._in_play()
        running = r.is_running
        sub = r.submit(text, path)
        return sub, self.recorder.save(r) if running else None

    def board_in_play(self, board: str) -> bool:
        """Whether ``board`` (in any orientation) is the board of the round being played."""
        r = self.round
        if r is None or r.is_over:
            return False
        try:
            geom, board = parse_board(board, language=r.language)
        except BoardError:
            return False
        return geom is r.geometry and canonical_board(board, geom) == canonical_board(r.board, r.geometry)

    # -- the record ---------------------------------------------------------------------------------
    def save(self, status: str = "playing") -> SaveResult:
        """Save the round on screen as it is (``finished`` when it is over)."""
        if self.round is None:
            return SaveResult(False)
        return self.recorder.save(self.round, status)

    def kind(self) -> GameKind:
        r = self._in_play()
        return GameKind.of(r.dice_key, r.mode.key, r.setup)

    def new_high_score(self) -> bool:
        """Whether the round just finished tops the high-score table of its game.

        Raises HistoryError."""
        r, history = self.round, self.recorder.history
        if history is None or r is None or not r.found:
            return False
        best = history.high_scores(self.kind(), limit=2)
        return bool(best) and best[0].round_id == r.round_id and (len(best) == 1 or best[1].score < r.score)

    def player_rating(self) -> PlayerRating | None:
        """How the round's score compares with the player's past rounds of the same game.

        Raises HistoryError."""
        r, history = self.round, self.recorder.history
        if history is None or r is None:
            return None
        return history.player_rating(self.kind(), r.score, r.round_id)

    def resumable(self) -> tuple[Resumable | None, HistoryError | None]:
        """At start-up: the latest round left playing, if its clock has time left, and a problem of the
        database met on the way (None for none). Older rounds left playing are marked abandoned, one
        whose time is up finished."""
        history = self.recorder.history
        if history is None:
            return None, None
        try:
            rounds = history.unfinished_rounds()
        except HistoryError as exc:
            return None, exc
        if not rounds:
            return None, None
        latest, problem = rounds[0], None
        try:
            for r in rounds[1:]:
                history.set_status(r.round_id, "abandoned")
        except HistoryError as exc:
            problem = exc
        left = latest.clock.time_left(latest.elapsed, [(at, word_length(w)) for w, _p, at in latest.words])
        if left is not None and left <= 0:
            try:
                history.set_status(latest.round_id, "finished")
            except HistoryError:
                pass
            return None, problem
        return Resumable(latest, left), problem

    def abandon(self, record: RoundRecord) -> None:
        """The player does not resume ``record``. Raises HistoryError."""
        if self.recorder.history is not None:
            self.recorder.history.set_status(record.round_id, "abandoned")

