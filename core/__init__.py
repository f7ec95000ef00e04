"""The Boggle engine: word lists, boards, dice, rules and the numba solver.

Never imports Qt; the GUI (``boggle_gui``) and the CLI (``core.cli``) are thin
shells over this API.
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
from .dice import DICE_SETS, DiceSet, can_roll, get_dice_set, roll, roll_many
from .rules import DEFAULT_RULES, RULES, Rules, get_rules
from .solver import FoundWord, Solution, Solver
from .wordlist import DEFAULT_WORDLIST, WordList, WordListError, available_wordlists, load_wordlist, resolve_wordlist

__all__ = [
    "BoardError", "Geometry", "SUPPORTED_SIZES", "canonical_board", "format_board", "geometry",
    "parse_board", "parse_size", "DICE_SETS", "DiceSet", "can_roll", "get_dice_set", "roll",
    "roll_many", "DEFAULT_RULES", "RULES", "Rules", "get_rules", "FoundWord", "Solution",
    "Solver", "DEFAULT_WORDLIST", "WordList", "WordListError", "available_wordlists",
    "load_wordlist", "resolve_wordlist",
]
