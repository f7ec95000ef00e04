"""``boggle score``, ``boggle roll``, ``boggle lists``, ``boggle languages`` and ``boggle perf``."""
from __future__ import annotations

import sys
import time

import numpy as np

from .common import (
    UserError,
    add_dictionary_argument,
    add_language_argument,
    add_rules_argument,
    add_seed_argument,
    add_threads_argument,
    default_dice,
    file_lines,
    language_of,
    load_language_wordlist,
    stdin_lines,
)

#: Most boards ``perf`` reads: 10 million 6x6 boards take 360 MB as letters.
MAX_PERF_BOARDS = 10_000_000
#: Largest boards file ``perf`` reads: 10 million boards spelled with spaces and ``qu``.
MAX_PERF_BYTES = 2 * 2**30


def register(sub) -> None:
    p = sub.add_parser("score", help="score boards (arguments, or one per line on stdin)")
    p.add_argument("boards", nargs="*", metavar="BOARD")
    p.add_argument("--size", default=None, help="board size such as 44 or 4x4 (34 is 3 wide, 4 tall); "
                                                "default: from the board's length")
    p.add_argument("--words", action="store_true", help="also list each word with its points and path")
    add_dictionary_argument(p)
    add_language_argument(p)
    add_rules_argument(p)
    p.set_defaults(func=cmd_score)

    p = sub.add_parser("roll", help="roll a board with a dice set")
    p.add_argument("--dice", default=None, metavar="SET",
                   help="dice set: new, classic, big, superbig or a language's set such as de-classic "
                        "(default: the language's first set, new for English)")
    add_language_argument(p)
    add_seed_argument(p)
    p.add_argument("--grid", action="store_true", help="also draw the board as a grid")
    p.set_defaults(func=cmd_roll)

    p = sub.add_parser("lists", help="show the word lists available by name, with their languages")
    p.set_defaults(func=cmd_lists)

    p = sub.add_parser("languages", help="show the languages: letters, word lists and dice sets")
    p.set_defaults(func=cmd_languages)

    p = sub.add_parser("perf", help="time the batch scorer on a file of boards")
    p.add_argument("--size", default="44")
    p.add_argument("--input", required=True, metavar="FILE",
                   help=f"one board per line, at most {MAX_PERF_BOARDS:,} boards")
    add_threads_argument(p, default=1)
    add_dictionary_argument(p)
    add_language_argument(p)
    add_rules_argument(p)
    p.set_defaults(func=cmd_perf)


def _solver(args, language):
    from ..engine import Solver
    return Solver(load_language_wordlist(args, language), args.rules)


def cmd_score(args) -> int:
    from ..engine import BoardError, SearchBudgetError, parse_board, parse_size
    size = parse_size(args.size) if args.size else None
    language = language_of(args)
    solver = _solver(args, language)
    # Lines are read as they come, with a length limit: endless input stops at its first long line. A line
    # that is not UTF-8 gets U+FFFD for its bad bytes: a bad board, named by its line, and the rest go on.
    lines = enumerate(args.boards, 1) if args.boards else stdin_lines(undecodable="replace")
    failures = 0
    for lineno, line in lines:
        text = line.strip()
        if not text:
            continue
        try:
            geom, board = parse_board(text, size, language=language)
            if args.words:
                sol = solver.solve(board, geom)
                print(f"{board} {sol.score}")
                for w in sorted(sol.words, key=lambda w: (-w.points, w.word)):
                    print(f"  {w.word} {w.points} {'-'.join(map(str, w.path))}")
            else:
                print(f"{board} {solver.score(board, geom)}")
        except (BoardError, SearchBudgetError) as exc:  # one bad board: the others still score
            failures += 1
            where = f"argument {lineno}" if args.boards else f"line {lineno}"
            print(f"boggle: error: {where}: {exc}", file=sys.stderr)
        sys.stdout.flush()
    return 1 if failures else 0


def cmd_roll(args) -> int:
    from ..engine import format_board, get_dice_set, roll
    language = language_of(args)
    ds = get_dice_set(default_dice(args, language))
    board = roll(ds, args.seed)
    print(board)
    if args.grid:
        print(format_board(board, ds.geometry, language))
    return 0


def cmd_lists(args) -> int:
    from ..engine import available_wordlists, get_language, shadowed_wordlists, user_wordlist_dir, wordlist_language
    for name, path in available_wordlists().items():
        lang = get_language(wordlist_language(path))
        mark = (" (default)" if lang.wordlists and lang.wordlists[0] == name
                else " (family: common forms)" if name == lang.family_list else "")
        print(f"{name}{mark}\t{lang.code}\t{path}")
    for name, path in shadowed_wordlists().items():
        print(f"# {path} is not used by name: a bundled list is called {name!r}; rename it, or give its path")
    print(f"# add lists as NAME.txt in {user_wordlist_dir()}; a list of your own is read as English "
          "unless a command is given --language")
    return 0


def cmd_languages(args) -> int:
    from ..engine import LANGUAGES
    for code, lang in LANGUAGES.items():
        print(f"{code}\t{lang.name} ({lang.native_name})")
        print(f"  letters: {lang.describe_letters()}" + ("; q is the Qu cell" if lang.qu_cell else ""))
        if lang.fold:
            print("  folded: " + " ".join(f"{k}>{v}" for k, v in lang.fold.items()))
        family = f", family {lang.family_list}" if lang.family_list else ""
        print(f"  word lists: {', '.join(lang.wordlists)} (default {lang.wordlists[0]}{family})")
        print(f"  dice: {', '.join(lang.dice_sets) or 'none'}")
        print(f"  words of {lang.min_length}+ letters, {lang.rules} rules")
    return 0


def _read_boards(path: str, geom, language=None) -> np.ndarray:
    """The boards of a file as int8 face-code rows, read line by line with a length and count limit."""
    from ..engine import BoardError, parse_board, string_to_letters
    letters = bytearray()  # one byte per cell: 10 million boards fit where a list of strings would not
    count = 0
    for lineno, line in file_lines(path, path, max_bytes=MAX_PERF_BYTES, undecodable="replace"):
        if not line.strip():
            continue
        if count == MAX_PERF_BOARDS:
            raise UserError(f"{path} holds more than {MAX_PERF_BOARDS:,} boards; perf times at most "
                            "that many: use a shorter file")
        try:
            letters += parse_board(line, geom, language=language)[1].encode("latin-1")
        except BoardError as exc:
            raise UserError(f"{path} line {lineno}: {exc}") from None
        count += 1
    if not count:
        raise UserError(f"{path} holds no boards")
    # Board characters are one Latin-1 byte each (a-z, ä ö ü ñ, 1-5, #): one table maps them all to codes.
    codes = string_to_letters(bytes(range(256)).decode("latin-1"))
    return codes[np.frombuffer(letters, np.uint8)].reshape(count, geom.ncells)


def cmd_perf(args) -> int:
    from ..engine import parse_size
    geom = parse_size(args.size)
    language = language_of(args)
    t0 = time.perf_counter()
    solver = _solver(args, language)
    boards = _read_boards(args.input, geom, language)
    t1 = time.perf_counter()
    first = solver.score_many(boards, geom, threads=args.threads)  # warm-up: JIT or cache load
    t2 = time.perf_counter()
    scores = solver.score_many(boards, geom, threads=args.threads)
    t3 = time.perf_counter()
    if not np.array_equal(first, scores):
        raise RuntimeError("scores differ between passes")
    print(f"boards: {len(boards)}")
    print(f"load_seconds: {t1 - t0:.3f}")
    print(f"warmup_seconds: {t2 - t1:.3f}")
    print(f"total_score: {int(scores.sum())}")
    print(f"seconds: {t3 - t2:.3f}")
    print(f"boards_per_second: {len(boards) / (t3 - t2):.0f}")
    return 0
