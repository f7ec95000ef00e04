"""The engine: boards, dice, rules, word lists and the numba solver.

Everything else in :mod:`core` and the GUI sits on this layer; it imports
nothing from them. Besides boards (:func:`parse_board`, :func:`cell_label` and
:func:`face_letters` for a cell's text, :class:`BoardsFound` for a deduplicated list of
boards), dice, rules, languages and the :class:`Solver`, it offers what the shells need
around word lists: where they live (:data:`BUNDLED_DIR`, :func:`user_wordlist_dir`,
:func:`user_data_dir`, :func:`cache_dir`, :func:`shadowed_wordlists`) and bounded reading
of users' text files (:class:`TextReader`, :func:`read_file_lines`).

Examples
--------
>>> from core.engine import Solver, load_wordlist
>>> solver = Solver(load_wordlist("scowl70"), "44")  # doctest: +SKIP
>>> solver.score("perslatgsineters")                # doctest: +SKIP
"""
from .board import (
    MAX_BOARD_TEXT,
    SUPPORTED_SIZES,
    BoardError,
    BoardProblem,
    Geometry,
    canonical_board,
    cell_label,
    face_letters,
    format_board,
    geometry,
    parse_board,
    parse_size,
    size_for_cells,
    string_to_letters,
)
from .boards_found import BoardsFound
from .cancel import Cancelled
from .dice import DICE_SETS, DiceSet, can_roll, dice_sets_for, get_dice_set, roll, roll_many
from .errors import CodedError, MessageCode, Phrase
from .language import DEFAULT_LANGUAGE, LANGUAGES, LETTERS, Language, LanguageError, LanguageProblem, get_language
from .rules import DEFAULT_RULES, RULES, Rules, get_rules
from .setup import Setup
from .solver import FoundWord, SearchBudgetError, Solution, Solver, SolverProblem
from .textfile import TextFileError, TextFileProblem, TextReader, read_file_lines
from .wordlist import (
    BUNDLED_DIR,
    DEFAULT_WORDLIST,
    MAX_WORD_CELLS,
    WordList,
    WordListError,
    WordListProblem,
    available_wordlists,
    cache_dir,
    load_wordlist,
    resolve_wordlist,
    shadowed_wordlists,
    user_data_dir,
    user_wordlist_dir,
    wordlist_language,
)

__all__ = [
    "BoardError", "Geometry", "SUPPORTED_SIZES", "canonical_board", "format_board", "geometry",
    "parse_board", "parse_size", "Cancelled", "DICE_SETS", "DiceSet", "can_roll", "get_dice_set",
    "roll", "roll_many", "DEFAULT_RULES", "RULES", "Rules", "get_rules", "FoundWord", "Solution",
    "Solver", "Setup", "DEFAULT_WORDLIST", "WordList", "WordListError", "available_wordlists",
    "load_wordlist", "resolve_wordlist", "wordlist_language", "dice_sets_for", "DEFAULT_LANGUAGE", "LANGUAGES",
    "LETTERS", "Language", "LanguageError", "get_language",
    "MAX_BOARD_TEXT", "cell_label", "face_letters", "size_for_cells", "string_to_letters", "BoardsFound",
    "SearchBudgetError", "TextReader", "read_file_lines", "BUNDLED_DIR", "MAX_WORD_CELLS", "cache_dir",
    "shadowed_wordlists", "user_data_dir", "user_wordlist_dir", "CodedError", "MessageCode", "Phrase", "BoardProblem",
    "LanguageProblem", "SolverProblem", "TextFileError", "TextFileProblem", "WordListProblem",
]
