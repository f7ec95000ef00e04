"""``boggle long-word``: the best boards that hold one word of a given length along every cell."""
from __future__ import annotations

import sys
import time

from .common import (
    UserError,
    add_dictionary_argument,
    add_language_argument,
    add_rules_argument,
    add_threads_argument,
    language_of,
    load_language_wordlist,
    stop_on_interrupt,
    whole_number,
)

#: Exit status of a search stopped by Ctrl-C (what was found is printed first).
INTERRUPTED = 130


def register(sub) -> None:
    from ..search import MAX_FREE_CELLS, MAX_TOP
    p = sub.add_parser("long-word", help="best boards holding one word of N letters through every cell",
                       description="Lays every word of N letters along every path of the board (one path per "
                                   "symmetry orbit), fills free cells with every letter, scores every board and "
                                   "prints the best: rank, score, board, word; then 'BEST BOARD SCORE WORD'. "
                                   "Progress goes to stderr; Ctrl-C stops and prints the best so far.")
    p.add_argument("--size", default="44", help="board size: 33, 34 (3 wide, 4 tall) or 44 (default: 44)")
    p.add_argument("--length", type=whole_number(1, 32), required=True, metavar="N",
                   help="letters of the long word, Qu counting two (on 4x4: 16, or 17 with the Qu cell)")
    p.add_argument("--free-cells", type=whole_number(0, MAX_FREE_CELLS), default=None, metavar="K",
                   help="most cells the word may leave free, each filled with every letter (default: the "
                        "board's cells minus N, at least 0; so 16 on 4x4 takes the words that fill all 16 cells)")
    p.add_argument("--top", type=whole_number(1, MAX_TOP), default=10, metavar="K",
                   help="boards to list (default: 10)")
    add_dictionary_argument(p)
    add_language_argument(p)
    add_rules_argument(p)
    add_threads_argument(p, default=1, what="scoring threads")
    p.set_defaults(func=cmd_long_word)


class _Progress:
    """Progress on stderr: redrawn in place on a terminal, a line every 30 s otherwise."""

    def __init__(self, stream=None):
        self.stream = stream or sys.stderr
        self.tty = bool(getattr(self.stream, "isatty", lambda: False)())
        self.last = 0.0

    def __call__(self, p) -> None:
        from ..proofs import format_duration
        now = time.monotonic()
        final = p.boards_done >= p.boards_total
        if not final and now - self.last < (0.2 if self.tty else 30.0):
            return
        self.last = now
        rate = p.boards_done / p.seconds if p.seconds > 0 else 0.0
        eta = (p.boards_total - p.boards_done) / rate if rate > 0 else None
        best = f"  best {p.best.score} {p.best.board} {p.best.word}" if p.best else ""
        share = 100 * p.boards_done / max(p.boards_total, 1)
        line = (f"words {p.words_done:,}/{p.words_total:,}  boards {p.boards_done:,}/{p.boards_total:,} "
                f"{share:5.1f}%  {rate:,.0f}/s  ETA {format_duration(eta)}{best}")
        self.stream.write(f"\r{line}\x1b[K" if self.tty else line + "\n")
        if self.tty and final:
            self.stream.write("\n")
        self.stream.flush()


def cmd_long_word(args) -> int:
    from ..engine import Solver, parse_size
    from ..search import MAX_CELLS, long_word_search
    geom = parse_size(args.size)
    if geom.ncells > MAX_CELLS:
        raise UserError(f"--size {geom.name}: long-word searches 3x3, 3x4 and 4x4 boards (larger boards have far "
                        f"too many paths through every cell to walk)")
    language = language_of(args)
    wordlist = load_language_wordlist(args, language)
    solver = Solver(wordlist, args.rules)
    progress = _Progress()
    with stop_on_interrupt() as interrupted:
        result = long_word_search(solver, geom, args.length, max_free=args.free_cells, top=args.top,
                                  threads=args.threads, callback=progress, should_stop=interrupted)
    if not result.words:
        free = result.max_free
        raise UserError(f"the word list {wordlist.name!r} has no word of {args.length} letters that a {geom.name} "
                        f"board holds leaving at most {free} cell{'s' if free != 1 else ''} free")
    paths = ", ".join(f"{n:,} paths of {cells} cells" for cells, n in result.paths.items())
    print(f"# long-word {geom.name} {wordlist.name} rules {solver.rules.name}: {len(result.words):,} words of "
          f"{result.length} letters, at most {result.max_free} free cells; {paths} (one per symmetry orbit); "
          f"{result.boards_done:,} of {result.boards_total:,} boards scored in {result.seconds:.1f} s"
          f"{' (interrupted)' if not result.complete else ''}")
    for rank, found in enumerate(result.top, 1):
        print(f"{rank:>4} {found.score:>6}  {found.board}  {found.word}")
    if result.best is not None:
        print(f"BEST {result.best.board} {result.best.score} {result.best.word}")
    if not result.complete:
        print("boggle: interrupted", file=sys.stderr)
        return INTERRUPTED
    return 0
