"""The engine: boards, dice, rules, word lists and the numba solver.

Everything else in :mod:`core` and the GUI sits on this layer; it imports
nothing from them.

Examples
--------
>>> from core.engine import Solver, load_wordlist
>>> solver = Solver(load_wordlist("scowl70"), "44")  # doctest: +SKIP
>>> solver.score("perslatgsineters")                # doctest: +SKIP
"""
from .board import (
    SUPPORTED_SIZES,
    BoardError,
    Geometry,
    canonical_board,
    format_board,
    geometry,
    parse_board,
    parse_size,
)
from .cancel import Cancelled
from .dice import DICE_SETS, DiceSet, can_roll, dice_sets_for, get_dice_set, roll, roll_many
from .language import DEFAULT_LANGUAGE, LANGUAGES, LETTERS, Language, LanguageError, get_language
from .rules import DEFAULT_RULES, RULES, Rules, get_rules
from .setup import Setup
from .solver import FoundWord, Solution, Solver
from .wordlist import (
    DEFAULT_WORDLIST,
    WordList,
    WordListError,
    available_wordlists,
    load_wordlist,
    resolve_wordlist,
    wordlist_language,
)

__all__ = [
    "BoardError", "Geometry", "SUPPORTED_SIZES", "canonical_board", "format_board", "geometry",
    "parse_board", "parse_size", "Cancelled", "DICE_SETS", "DiceSet", "can_roll", "get_dice_set",
    "roll", "roll_many", "DEFAULT_RULES", "RULES", "Rules", "get_rules", "FoundWord", "Solution",
    "Solver", "Setup", "DEFAULT_WORDLIST", "WordList", "WordListError", "available_wordlists",
    "load_wordlist", "resolve_wordlist", "wordlist_language", "dice_sets_for", "DEFAULT_LANGUAGE", "LANGUAGES",
    "LETTERS", "Language", "LanguageError", "get_language",
]
