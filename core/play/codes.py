"""Game codes: a short string that deals the same board, with the same setup, on any machine.

A code names the game (a dice set, or a bare 3x3/3x4 size no dice set rolls), the
scoring rules and minimum length, the word list (its name and 10 bits of its SHA-256,
so a different list of the same name is noticed), the timer mode, and either the
seed the board was rolled from or the board itself. It is written in Crockford's
base-32 letters (no I, L, O or U; case, spaces and dashes are ignored when read),
grouped by four, and ends with a check letter that catches every single wrong letter
and every swap of two neighbours. The layout and the check are described in
docs/algorithms.md, "Game codes".

A game in another language than English says so: its game field holds an escape value
followed by the language's code, then the dice set (``de-freq``) or the bare board size;
its board cells, when it carries the board, take 6 bits (the global face codes, so ``ä``
and ``ñ`` fit). English codes are written exactly as before, so every code already
issued still deals the same board.

Rolling from a seed uses the raw output of NumPy's PCG64, whose stream NumPy keeps
stable across versions and platforms, rather than ``Generator`` methods, whose
algorithms NumPy may change (NEP 19): a code deals the same board everywhere.

Examples
--------
>>> code = GameCode("new", "standard", 3, "scowl70", None, TimerMode.fixed(180), seed=12345)
>>> text = encode_game(code)
>>> decode_game(text) == code
True
>>> decode_game(text.lower()).deal() == roll_seeded("new", 12345)
True
"""
from __future__ import annotations

from dataclasses import dataclass, replace

import numpy as np

from core.engine.board import (
    BLANK,
    SUPPORTED_SIZES,
    BoardError,
    Geometry,
    letters_to_string,
    parse_board,
    parse_size,
    string_to_letters,
)
from core.engine.cancel import Cancelled
from core.engine.dice import DICE_SETS, get_dice_set
from core.engine.errors import CodedError, MessageCode
from core.engine.language import DEFAULT_LANGUAGE, Language, LanguageError, get_language
from core.engine.rules import RULES, get_rules
from core.engine.solver import Solver
from core.engine.wordlist import WordList

from .game import TIMER_KINDS, TimerMode

__all__ = [
    "CODE_VERSION", "GAMES", "SEED_BITS", "TIMER_CODE_ORDER", "Deal", "GameCode", "GameCodeError", "GameCodeProblem",
    "code_for",
    "deal_board", "decode_game", "encode_game", "game_for_board", "name_key", "new_seed", "next_code", "roll_seeded",
    "with_board", "wordlist_check",
]

#: The version written into every code; a code of a later version is refused with a clear message.
CODE_VERSION = 1
#: What a code's game field can name, by index (never reorder: the index is in every code).
GAMES = ("classic", "new", "big", "superbig", "3x3", "3x4")
#: Seeds are drawn below 2**SEED_BITS (268 million boards per setup; keeps a default code at 16 letters).
SEED_BITS = 28
#: The word list a zero-length name stands for (pinned: it is part of the meaning of version 1).
_DEFAULT_LIST = "scowl70"
#: Crockford's base 32: digits and letters without I, L, O, U.
_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
_VALUE = {ch: i for i, ch in enumerate(_ALPHABET)}
_VALUE.update({"I": 1, "L": 1, "O": 0})   # read as Crockford says: I and L are 1, O is 0
#: Characters of a list name, 6 bits each; any other character is written as "_".
_NAME_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
_RULES = tuple(RULES)[:4]       # standard, big, superbig, words (2 bits)
#: The timer kinds by their index in a code (3 bits). Every code given out holds one of these
#: indexes: a new kind is appended, and nothing is ever reordered or removed.
TIMER_CODE_ORDER = ("fixed", "untimed", "per-word", "per-letter", "refill")
_GROUP = 4
#: Board cells, 5 bits each: the letters (q the Qu face), the two-letter faces An Er He In Th, a blank.
_CELLS = "abcdefghijklmnopqrstuvwxyz12345#"
#: The game field value of a game in another language than English (what follows names it).
_OTHER_LANGUAGE = 7
#: Dice sets of a language by their key after ``<code>-``, 3 bits; the last value spells the key.
_DICE_SUFFIXES = ("classic", "freq", "new", "big", "superbig", "big-freq", "superbig-freq")
#: Bits of a board cell in another language: the global face code (letters 0..31, faces to BLANK).
_CELL_BITS = 6
assert BLANK < 1 << _CELL_BITS
assert set(TIMER_KINDS) <= set(TIMER_CODE_ORDER) and len(TIMER_CODE_ORDER) <= 1 << 3


class GameCodeProblem(MessageCode):
    """Why a game code cannot be read or made (:class:`GameCodeError`)."""

    EMPTY = "gamecode.empty", "the game code is empty"
    #: ``letters``: the characters no code has, quoted and comma-separated.
    BAD_LETTERS = ("gamecode.bad_letters",
                   "a game code has only the letters and digits {alphabet}; this one has {letters}")
    TOO_SHORT = "gamecode.too_short", "this game code is too short: letters are missing"
    INCOMPLETE = "gamecode.incomplete", "this game code is incomplete: letters are missing"
    TYPO = "gamecode.typo", "this game code has a typo (its check letter does not match): check each letter"
    NEWER = ("gamecode.newer", "this game code is from a newer version of Boggle (code version {version}); "
             "update the program to play it")
    NOT_A_CODE = "gamecode.not_a_code", "this is not a game code"
    CELL_NOT_HELD = "gamecode.cell_not_held", "this is not a game code (a board cell it cannot hold)"
    #: ``reason``: what the code's fields make that cannot be (an error).
    NOT_A_CODE_BECAUSE = "gamecode.not_a_code_because", "this is not a game code ({reason})"
    TOO_MANY_LETTERS = "gamecode.too_many_letters", "this game code has letters too many"
    #: ``language_code``: the two letters the code names.
    UNKNOWN_LANGUAGE = ("gamecode.unknown_language", "this game code is in a language this version of Boggle does "
                        "not have ({language_code!r}); update the program to play it")
    UNKNOWN_DICE = ("gamecode.unknown_dice", "this game code names {language} dice this version of Boggle does not "
                    "have ({dice!r}); update the program to play it")
    #: ``games``: the games a code can name, comma-separated.
    UNKNOWN_GAME = "gamecode.unknown_game", "unknown game {game!r}; a code names one of: {games}"
    UNKNOWN_LANGUAGE_GAME = ("gamecode.unknown_language_game",
                             "unknown {language} game {game!r}; a code names one of: {games}")
    UNKNOWN_RULES = "gamecode.unknown_rules", "unknown rules {rules!r}; a code names one of: {choices}"
    MIN_LENGTH = "gamecode.min_length", "minimum length {min_length} does not fit a code (1 to 31)"
    LIST_NAME = ("gamecode.list_name",
                 "the word list name {name!r} does not fit a game code (1 to 31 characters)")
    WHOLE_SECONDS = "gamecode.whole_seconds", "a game code holds whole seconds below 2**31"
    BOARD_NOT_GAME = "gamecode.board_not_game", "a {size} board cannot be played as {game}"
    NO_NEXT = "gamecode.no_next", "this game code holds a fixed board: it has no next board"


class GameCodeError(CodedError, ValueError):
    """A game code that cannot be read or made; :attr:`code` is a :class:`GameCodeProblem` (or the
    :class:`~core.engine.board.BoardProblem` of the board it holds); the message says why in one line."""


def wordlist_check(sha256: str | None) -> int | None:
    """The 10 bits of a list's SHA-256 that a code carries (None when the hash is unknown)."""
    return None if sha256 is None else int(sha256[:3], 16) >> 2


def name_key(name: str) -> str:
    """A list name as a code spells it: characters outside ``A-Za-z0-9-_`` become ``_``."""
    return "".join(ch if ch in _NAME_CHARS else "_" for ch in name)


def game_for_board(board: str, language: str | Language | None = None) -> str:
    """The game a board is played as when no dice set is named: the dice set of its size
    (4x4 plays as the New dice), or its bare size for 3x3 and 3x4.

    In another ``language`` the board is read in that language, and the game is the
    language's first dice set of the board's size, or the bare size when it has none.
    """
    geom, _ = parse_board(board, language=language)
    return _game_for_geometry(geom, language)


def _game_for_geometry(geom: Geometry, language: str | Language | None = None) -> str:
    lang = get_language(language)
    keys = ("new", "big", "superbig") if lang.is_english else lang.dice_sets
    for key in keys:
        ds = DICE_SETS.get(key)
        if ds is not None and (ds.width, ds.height) == (geom.width, geom.height):
            return key
    return geom.name


def _dice_language(key: str) -> str:
    """The language code of a registered dice set (English for sets made before languages)."""
    return getattr(DICE_SETS[key], "language", DEFAULT_LANGUAGE)


@dataclass(frozen=True)
class GameCode:
    """What a game code says.

    Parameters
    ----------
    game : str
        A dice set key, or ``"3x3"`` / ``"3x4"`` for boards no dice set rolls. In another
        language: one of that language's dice sets (``"de-freq"``) or any supported size
        (``"4x4"``).
    rules : str
        A key of :data:`core.engine.rules.RULES`.
    min_length : int
        Shortest accepted word, 1..31.
    wordlist : str
        The list's name (as :func:`name_key` spells it).
    wordlist_check : int or None
        :func:`wordlist_check` of the list's SHA-256; None when not known.
    timer : TimerMode
    seed : int, optional
        The board is :func:`roll_seeded` of the game's dice with this seed.
    board : str, optional
        The board itself (exactly one of ``seed`` and ``board``), in ``language``.
    language : str
        Code of the game's language (default English, ``"en"``); a
        :class:`~core.engine.language.Language` or a name is turned into its code.
    """

    game: str
    rules: str
    min_length: int
    wordlist: str
    wordlist_check: int | None
    timer: TimerMode
    seed: int | None = None
    board: str | None = None
    language: str = DEFAULT_LANGUAGE

    def __post_init__(self):
        try:
            lang = get_language(self.language)
        except LanguageError as exc:
            raise GameCodeError.passing_on(exc) from None
        object.__setattr__(self, "language", lang.code)
        if lang.is_english:
            if self.game not in GAMES:
                raise GameCodeError(GameCodeProblem.UNKNOWN_GAME, game=self.game, games=", ".join(GAMES))
        elif not self._language_game(lang):
            dice = [k for k in lang.dice_sets if k in DICE_SETS]
            sizes = [f"{w}x{h}" for w, h in SUPPORTED_SIZES]
            raise GameCodeError(GameCodeProblem.UNKNOWN_LANGUAGE_GAME, language=lang.name, game=self.game,
                                games=", ".join(dice + sizes))
        if self.rules not in _RULES:
            raise GameCodeError(GameCodeProblem.UNKNOWN_RULES, rules=self.rules, choices=", ".join(_RULES))
        if not 1 <= int(self.min_length) <= 31:
            raise GameCodeError(GameCodeProblem.MIN_LENGTH, min_length=self.min_length)
        object.__setattr__(self, "wordlist", name_key(self.wordlist))
        if not 1 <= len(self.wordlist) <= 31:
            raise GameCodeError(GameCodeProblem.LIST_NAME, name=self.wordlist)
        if self.wordlist_check is not None and not 0 <= self.wordlist_check < 1024:
            raise GameCodeError("the word list check must be 10 bits")
        if not isinstance(self.timer, TimerMode):
            object.__setattr__(self, "timer", TimerMode.parse(self.timer))
        for value in (self.timer.seconds, self.timer.bonus):
            if value is not None and (value != int(value) or value >= 2 ** 31):
                raise GameCodeError(GameCodeProblem.WHOLE_SECONDS)
        if (self.seed is None) == (self.board is None):
            raise GameCodeError("a game code holds either a seed or a board")
        if self.seed is not None:
            if self.dice_key is None:
                raise GameCodeError(f"a {self.game} board has no dice to roll: give the board instead of a seed")
            if not 0 <= int(self.seed) < 2 ** SEED_BITS:
                raise GameCodeError(f"seed {self.seed} is outside 0..2**{SEED_BITS}-1")
        else:
            try:
                geom, board = parse_board(self.board, language=lang)
            except BoardError as exc:
                raise GameCodeError.passing_on(exc) from None
            if geom is not self.geometry:
                raise GameCodeError(GameCodeProblem.BOARD_NOT_GAME, size=geom.name, game=self.game)
            object.__setattr__(self, "board", board)

    def _language_game(self, lang: Language) -> bool:
        """Whether :attr:`game` is a game of ``lang`` (not English): its dice set or a bare size."""
        if self.game in DICE_SETS:
            return _dice_language(self.game) == lang.code and self.game.startswith(f"{lang.code}-")
        return any(self.game == f"{w}x{h}" for w, h in SUPPORTED_SIZES)

    @property
    def dice_key(self) -> str | None:
        """The dice set of the game, or None for a bare board size."""
        return self.game if self.game in DICE_SETS else None

    @property
    def geometry(self) -> Geometry:
        if self.dice_key is not None:
            return get_dice_set(self.dice_key).geometry
        return parse_size(self.game)

    def deal(self) -> str:
        """The board string this code stands for."""
        if self.board is not None:
            return self.board
        assert self.seed is not None, "a code holds a board or a seed (checked when made)"
        return roll_seeded(self.dice_key, self.seed)

    def matches(self, sha256: str | None) -> bool:
        """Whether a list with this SHA-256 is the one the code was made with (True when either is unknown)."""
        return self.wordlist_check is None or sha256 is None or wordlist_check(sha256) == self.wordlist_check

    def describe(self) -> str:
        """One line for the player, e.g. ``4x4 New (1987), SCOWL70, 3+ letters, 3:00``."""
        game = get_dice_set(self.dice_key).name if self.dice_key else f"{self.game} board"
        lang = get_language(self.language)
        said = "" if lang.is_english else f" ({lang.name})"
        return f"{game}, {self.wordlist.upper()}{said}, {self.min_length}+ letters, {self.timer.label}"


# -- seeded rolls and dealing --------------------------------------------------------
def roll_seeded(dice_set, seed: int) -> str:
    """Roll ``dice_set`` from ``seed``: the same board on every machine and NumPy version.

    The dice are shuffled by Fisher-Yates and each shows one of its six faces, both
    driven by the raw 64-bit outputs of ``PCG64(seed)`` (stable by NumPy's policy).
    """
    ds = get_dice_set(dice_set)
    faces = ds.faces_array()
    n = faces.shape[0]
    raw = np.random.PCG64(int(seed)).random_raw(2 * n)
    order = list(range(n))
    for i in range(n - 1, 0, -1):
        j = int(raw[i] % np.uint64(i + 1))
        order[i], order[j] = order[j], order[i]
    face = (raw[n:] % np.uint64(6)).astype(np.int64)
    return letters_to_string(faces[order, face])


def next_code(code: GameCode) -> GameCode:
    """The code of the next board in ``code``'s series: the same game with the next seed (the
    last seed wraps to 0), so a room that plays a code's boards one after another plays the
    same series on every machine.

    Raises
    ------
    GameCodeError
        If the code carries a board rather than a seed (it has no series).
    """
    if code.seed is None:
        raise GameCodeError(GameCodeProblem.NO_NEXT)
    return replace(code, seed=(int(code.seed) + 1) % 2 ** SEED_BITS)


def new_seed(rng: np.random.Generator) -> int:
    """A fresh seed for :func:`roll_seeded` (what a rolled board's code carries)."""
    return int(rng.integers(0, 2 ** SEED_BITS))


@dataclass(frozen=True)
class Deal:
    """A board dealt by :func:`deal_board`: its seed, board, points and words, the boards
    tried, and whether it meets the bar (False: no board tried did; this is the best one)."""

    seed: int
    board: str
    points: int
    words: int
    tries: int
    met: bool


def deal_board(dice_set, wordlist: WordList, rules, *, min_points: int = 0, min_words: int = 0,
               rng: np.random.Generator | int | None = None, max_tries: int = 2000, batch: int = 32,
               cancel=None) -> Deal:
    """Roll seeded boards until one has at least ``min_points`` points and ``min_words`` words.

    Boards are scored in batches by the solver's batch kernel (words are counted by
    the same kernel under one-point-per-word rules), so the GIL is free most of the
    time and ``cancel()`` is checked between batches.

    Parameters
    ----------
    dice_set : str or DiceSet
    wordlist : WordList
    rules : Rules or str
        The game's rules, minimum length included.
    min_points, min_words : int
        The bar (0: no bar on that count).
    rng : Generator, int or None
        Where the seeds come from.
    max_tries : int
        Boards to try before giving up; then the best board tried is returned with
        ``met=False`` (best by how far it got toward the bar).
    batch : int
        Boards scored per kernel call.
    cancel : callable, optional
        Returns True to stop; :class:`~core.engine.cancel.Cancelled` is raised.

    Returns
    -------
    Deal
    """
    if min_points < 0 or min_words < 0:
        raise ValueError("the bar must be zero or more points and words")
    if max_tries < 1:
        raise ValueError("max_tries must be at least 1")
    ds = get_dice_set(dice_set)
    rules = get_rules(rules)
    rng = np.random.default_rng(rng)
    points_solver = Solver(wordlist, rules)
    words_solver = Solver(wordlist, get_rules("words").with_min_length(rules.min_length)) if min_words else None
    best: tuple | None = None
    tried = 0
    while tried < max_tries:
        if cancel is not None and cancel():
            raise Cancelled()
        seeds = [new_seed(rng) for _ in range(min(batch, max_tries - tried))]
        boards = [roll_seeded(ds, s) for s in seeds]
        letters = np.stack([string_to_letters(b) for b in boards])
        points = points_solver.score_many(letters, ds.geometry)
        words = words_solver.score_many(letters, ds.geometry) if words_solver is not None else np.zeros_like(points)
        for k, seed in enumerate(seeds):
            tried += 1
            p, w = int(points[k]), int(words[k])
            if p >= min_points and w >= min_words:
                return Deal(seed, boards[k], p, w, tried, True)
            closeness = min(p / min_points if min_points else 1.0, w / min_words if min_words else 1.0)
            if best is None or closeness > best[0]:
                best = (closeness, seed, boards[k], p, w)
    assert best is not None, "max_tries >= 1: a batch was tried"
    _c, seed, board, p, w = best
    return Deal(seed, board, p, w, tried, False)


# -- encoding ------------------------------------------------------------------------
class _Bits:
    """Fixed-width fields packed into one integer, most significant first."""

    def __init__(self, value: int = 0, nbits: int = 0):
        self.value, self.nbits, self.pos = value, nbits, 0

    def put(self, value: int, width: int) -> None:
        assert 0 <= value < 1 << width, (value, width)
        self.value = (self.value << width) | value
        self.nbits += width

    def put_number(self, value: int) -> None:
        """A non-negative number as its bit length (5 bits) and its bits."""
        width = int(value).bit_length()
        self.put(width, 5)
        self.put(int(value), width)

    def take(self, width: int) -> int:
        if self.pos + width > self.nbits:
            raise GameCodeError(GameCodeProblem.INCOMPLETE)
        self.pos += width
        return (self.value >> (self.nbits - self.pos)) & ((1 << width) - 1)

    def take_number(self) -> int:
        return self.take(self.take(5))


def _times_alpha(x: int) -> int:
    """``x`` times the generator of GF(32) (polynomial x^5 + x^2 + 1)."""
    x <<= 1
    return x ^ 0b100101 if x & 0b100000 else x


def _check_value(values) -> int:
    """Fold ``values`` with ``c -> alpha*c + v`` over GF(32): a totally anti-symmetric
    quasigroup (Damm), so one wrong letter or one swap of neighbours changes the result."""
    c = 0
    for v in values:
        c = _times_alpha(c) ^ v
    return c


def encode_game(code: GameCode) -> str:
    """The text of ``code``: Crockford base-32 letters in groups of four, the last one a check letter."""
    bits = _Bits()
    bits.put(CODE_VERSION, 4)
    bits.put(code.board is not None, 1)
    lang = get_language(code.language)
    if lang.is_english:
        bits.put(GAMES.index(code.game), 3)
    else:
        bits.put(_OTHER_LANGUAGE, 3)
        _put_language_game(bits, lang, code.game)
    bits.put(_RULES.index(code.rules), 2)
    bits.put(int(code.min_length), 5)
    bits.put(TIMER_CODE_ORDER.index(code.timer.kind), 3)
    if code.timer.seconds is not None:   # timed
        bits.put_number(int(code.timer.seconds))
        if code.timer.rules.has_bonus:
            bits.put_number(int(code.timer.bonus))
    name = "" if code.wordlist == _default_list(lang) else code.wordlist
    bits.put(len(name), 5)
    for ch in name:
        bits.put(_NAME_CHARS.index(ch), 6)
    bits.put(code.wordlist_check is not None, 1)
    if code.wordlist_check is not None:
        bits.put(code.wordlist_check, 10)
    if code.board is None:
        assert code.seed is not None, "a code holds a board or a seed (checked when made)"
        bits.put(int(code.seed), SEED_BITS)
    elif lang.is_english:
        for ch in code.board:
            bits.put(_CELLS.index(ch), 5)    # parse_board let through only these characters
    else:
        for cell in string_to_letters(code.board).tolist():
            bits.put(cell, _CELL_BITS)       # parse_board let through only cell characters (codes >= 0)
    pad = -bits.nbits % 5
    bits.put(0, pad)
    values = [(bits.value >> (bits.nbits - 5 * (i + 1))) & 31 for i in range(bits.nbits // 5)]
    values.append(_times_alpha(_check_value(values)))
    text = "".join(_ALPHABET[v] for v in values)
    return "-".join(text[i:i + _GROUP] for i in range(0, len(text), _GROUP))


def decode_game(text: str) -> GameCode:
    """Read a code written by :func:`encode_game` (case, spaces and dashes do not matter).

    Raises
    ------
    GameCodeError
        One line: not a code, a typo (the check letter does not match), letters
        missing, or a code from a newer version of the program.
    """
    cleaned = "".join(ch for ch in str(text).upper() if ch not in " -\t\r\n")
    if not cleaned:
        raise GameCodeError(GameCodeProblem.EMPTY)
    bad = sorted({ch for ch in cleaned if ch not in _VALUE})
    if bad:
        raise GameCodeError(GameCodeProblem.BAD_LETTERS, alphabet=_ALPHABET, letters=", ".join(repr(c) for c in bad))
    values = [_VALUE[ch] for ch in cleaned]
    if len(values) < 4:
        raise GameCodeError(GameCodeProblem.TOO_SHORT)
    if _check_value(values) != 0:
        raise GameCodeError(GameCodeProblem.TYPO)
    payload = values[:-1]
    bits = _Bits(int("".join(f"{v:05b}" for v in payload), 2), 5 * len(payload))
    version = bits.take(4)
    if version > CODE_VERSION:
        raise GameCodeError(GameCodeProblem.NEWER, version=version)
    if version != CODE_VERSION:
        raise GameCodeError(GameCodeProblem.NOT_A_CODE)
    has_board = bits.take(1)
    game = bits.take(3)
    lang = get_language(DEFAULT_LANGUAGE)
    if game == _OTHER_LANGUAGE:
        lang, game_name = _take_language_game(bits)
    elif game < len(GAMES):
        game_name = GAMES[game]
    else:
        raise GameCodeError(GameCodeProblem.NOT_A_CODE)
    rules = bits.take(2)
    min_length = bits.take(5)
    timer_kind = bits.take(3)
    if timer_kind >= len(TIMER_CODE_ORDER):
        raise GameCodeError(GameCodeProblem.NOT_A_CODE)
    kind = TIMER_CODE_ORDER[timer_kind]
    seconds = bonus = None
    if TIMER_KINDS[kind].timed:
        seconds = bits.take_number()
        if TIMER_KINDS[kind].has_bonus:
            bonus = bits.take_number()
    name = "".join(_NAME_CHARS[bits.take(6)] for _ in range(bits.take(5))) or _default_list(lang)
    check = bits.take(10) if bits.take(1) else None
    seed = board = None
    if has_board:
        ncells = parse_size(game_name).ncells if game_name not in DICE_SETS \
            else get_dice_set(game_name).geometry.ncells
        if lang.is_english:
            board = "".join(_CELLS[bits.take(5)] for _ in range(ncells))
        else:
            cells = [bits.take(_CELL_BITS) for _ in range(ncells)]
            if max(cells) > BLANK:
                raise GameCodeError(GameCodeProblem.CELL_NOT_HELD)
            board = letters_to_string(cells)   # a code no letter has reads as "?", refused below
    else:
        seed = bits.take(SEED_BITS)
    if bits.nbits - bits.pos >= 5 or bits.take(bits.nbits - bits.pos):
        raise GameCodeError(GameCodeProblem.TOO_MANY_LETTERS)
    try:
        timer = TimerMode(kind, None if seconds is None else float(seconds), float(bonus or 0))
        return GameCode(game_name, _RULES[rules], min_length, name, check, timer, seed=seed, board=board,
                        language=lang.code)
    except ValueError as exc:
        raise GameCodeError(GameCodeProblem.NOT_A_CODE_BECAUSE, reason=exc) from None


def code_for(game: str, setup, timer: TimerMode, *, seed: int | None = None, board: str | None = None) -> GameCode:
    """The code of a board played as ``game`` with ``setup`` (a :class:`~core.engine.setup.Setup`),
    in the setup's language (``setup.language``; English for setups without one)."""
    return GameCode(game, setup.rules, int(setup.min_length), setup.wordlist_name,
                    wordlist_check(setup.wordlist_sha256), timer, seed=seed, board=board,
                    language=getattr(setup, "language", DEFAULT_LANGUAGE))


# -- games in other languages ------------------------------------------------------------
def _default_list(lang: Language) -> str:
    """The list a zero-length name stands for: SCOWL70 in English (pinned by version 1), else the
    language's first list (the code's 10 check bits notice if that list ever changes)."""
    return _DEFAULT_LIST if lang.is_english else name_key(lang.wordlists[0])


def _put_language_game(bits: _Bits, lang: Language, game: str) -> None:
    """The language (two letters, 5 bits each), then 1 bit: a dice set (its key after
    ``<code>-`` as a :data:`_DICE_SUFFIXES` index, or spelled after index 7) or a bare size
    (its index in :data:`SUPPORTED_SIZES`, 3 bits)."""
    for ch in lang.code:
        bits.put(ord(ch) - 97, 5)
    if game in DICE_SETS:
        bits.put(1, 1)
        suffix = game[len(lang.code) + 1:]
        if suffix in _DICE_SUFFIXES:
            bits.put(_DICE_SUFFIXES.index(suffix), 3)
        else:
            if not 1 <= len(suffix) <= 31 or any(ch not in _NAME_CHARS for ch in suffix):
                raise GameCodeError(f"the dice set {game!r} does not fit a game code")
            bits.put(7, 3)
            bits.put(len(suffix), 5)
            for ch in suffix:
                bits.put(_NAME_CHARS.index(ch), 6)
    else:
        bits.put(0, 1)
        bits.put([f"{w}x{h}" for w, h in SUPPORTED_SIZES].index(game), 3)


def _take_language_game(bits: _Bits) -> tuple[Language, str]:
    """What :func:`_put_language_game` wrote: the language and the game's name."""
    code = "".join(chr(97 + v) if v < 26 else "?" for v in (bits.take(5), bits.take(5)))
    try:
        lang = get_language(code)
    except LanguageError:
        raise GameCodeError(GameCodeProblem.UNKNOWN_LANGUAGE, language_code=code) from None
    if bits.take(1):
        k = bits.take(3)
        suffix = _DICE_SUFFIXES[k] if k < 7 else "".join(_NAME_CHARS[bits.take(6)] for _ in range(bits.take(5)))
        game = f"{lang.code}-{suffix}"
        if game not in DICE_SETS:
            raise GameCodeError(GameCodeProblem.UNKNOWN_DICE, language=lang.name, dice=game)
        return lang, game
    k = bits.take(3)
    if k >= len(SUPPORTED_SIZES):
        raise GameCodeError(GameCodeProblem.NOT_A_CODE)
    w, h = SUPPORTED_SIZES[k]
    return lang, f"{w}x{h}"


def with_board(code: GameCode, board: str) -> GameCode:
    """``code`` holding ``board`` itself instead of a seed."""
    return replace(code, seed=None, board=board)
