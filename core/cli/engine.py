"""``boggle score``, ``boggle roll`` and ``boggle perf``."""
from __future__ import annotations

import sys
import time

from .common import UserError, add_dictionary_argument, add_rules_argument


def register(sub) -> None:
    p = sub.add_parser("score", help="score boards (arguments, or one per line on stdin)")
    p.add_argument("boards", nargs="*", metavar="BOARD")
    p.add_argument("--size", default=None, help="board size such as 44 or 4x4 (34 is 3 wide, 4 tall); "
                                                "default: from the board's length")
    p.add_argument("--words", action="store_true", help="also list each word with its points and path")
    add_dictionary_argument(p)
    add_rules_argument(p)
    p.set_defaults(func=cmd_score)

    p = sub.add_parser("roll", help="roll a board with a Hasbro dice set")
    p.add_argument("--dice", default="new", choices=["new", "classic", "big", "superbig"])
    p.add_argument("--seed", type=int, default=None)
    p.add_argument("--grid", action="store_true", help="also draw the board as a grid")
    p.set_defaults(func=cmd_roll)

    p = sub.add_parser("lists", help="show the word lists available by name")
    p.set_defaults(func=cmd_lists)

    p = sub.add_parser("perf", help="time the batch scorer on a file of boards")
    p.add_argument("--size", default="44")
    p.add_argument("--input", required=True, metavar="FILE", help="one board per line")
    p.add_argument("--threads", type=int, default=1, help="worker threads (0: all cores)")
    add_dictionary_argument(p)
    add_rules_argument(p)
    p.set_defaults(func=cmd_perf)


def _solver(args):
    from ..engine.solver import Solver
    from ..engine.wordlist import load_wordlist
    return Solver(load_wordlist(args.dictionary), args.rules)


def cmd_score(args) -> int:
    from ..engine.board import BoardError, parse_board, parse_size
    size = parse_size(args.size) if args.size else None
    solver = _solver(args)
    lines = args.boards if args.boards else (line for line in sys.stdin)
    failures = 0
    for lineno, line in enumerate(lines, 1):
        text = line.strip()
        if not text:
            continue
        try:
            geom, board = parse_board(text, size)
        except BoardError as exc:
            failures += 1
            where = f"argument {lineno}" if args.boards else f"line {lineno}"
            print(f"boggle: error: {where}: {exc}", file=sys.stderr)
            continue
        if args.words:
            sol = solver.solve(board, geom)
            print(f"{board} {sol.score}")
            for w in sorted(sol.words, key=lambda w: (-w.points, w.word)):
                print(f"  {w.word} {w.points} {'-'.join(map(str, w.path))}")
        else:
            print(f"{board} {solver.score(board, geom)}")
        sys.stdout.flush()
    return 1 if failures else 0


def cmd_roll(args) -> int:
    from ..engine.board import format_board
    from ..engine.dice import get_dice_set, roll
    ds = get_dice_set(args.dice)
    board = roll(ds, args.seed)
    print(board)
    if args.grid:
        print(format_board(board, ds.geometry))
    return 0


def cmd_lists(args) -> int:
    from ..engine.wordlist import DEFAULT_WORDLIST, available_wordlists, user_wordlist_dir
    for name, path in available_wordlists().items():
        mark = " (default)" if name == DEFAULT_WORDLIST else ""
        print(f"{name}{mark}\t{path}")
    print(f"# add lists as NAME.txt in {user_wordlist_dir()}")
    return 0


def cmd_perf(args) -> int:
    import numpy as np

    from ..engine.board import BoardError, parse_board, parse_size, string_to_letters
    geom = parse_size(args.size)
    t0 = time.perf_counter()
    solver = _solver(args)
    rows = []
    try:
        with open(args.input, encoding="utf-8") as fh:
            for lineno, line in enumerate(fh, 1):
                if line.strip():
                    try:
                        rows.append(string_to_letters(parse_board(line, geom)[1]))
                    except BoardError as exc:
                        raise UserError(f"{args.input} line {lineno}: {exc}") from None
    except OSError as exc:
        raise UserError(f"cannot read {args.input}: {exc.strerror or exc}") from None
    if not rows:
        raise UserError(f"{args.input} holds no boards")
    boards = np.stack(rows)
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
