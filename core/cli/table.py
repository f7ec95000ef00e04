"""``boggle table``: score a physical game's lists (every player's words for one board).

Each player's list comes from a file (``--player NAME=FILE``: one word a line, or
separated by spaces or commas) or, without ``--player``, from ``NAME: words...``
lines on stdin. Prints each word's verdict, the crossings-out and the scores
(:func:`core.play.group.format_result`); ``--save`` stores the round in the history.
"""
from __future__ import annotations

from .common import (
    UserError,
    add_dictionary_argument,
    add_language_argument,
    add_rules_argument,
    file_lines,
    language_of,
    load_language_wordlist,
    min_length,
    stdin_lines,
)

#: Longest line read from a list file or stdin, in bytes (a whole list pasted on one line fits).
MAX_LINE = 400_000
#: Largest list file read.
MAX_LIST_BYTES = 16 * 2**20
#: Most words one player may hand in; no board holds this many.
MAX_WORDS = 20_000


def register(sub) -> None:
    p = sub.add_parser("table", help="score a table game: every player's list for one board",
                       description="Score a physical game: each word's verdict (not on the board, not in the "
                                   "list, too short, repeated, shared), the crossings-out and each player's score.")
    p.add_argument("board", metavar="BOARD", help="the board, row by row (e.g. perslatgsineters)")
    p.add_argument("--player", "-p", action="append", default=[], metavar="NAME=FILE",
                   help="a player and the file of their words (repeat for each player); without it, "
                        "'NAME: word word ...' lines are read from stdin")
    p.add_argument("--rule", choices=("classic", "friendly"), default="classic",
                   help="classic: a word two or more players found scores for no one (default); "
                        "friendly: everyone keeps their points")
    p.add_argument("--size", default=None, help="board size such as 44 or 5x5 (default: from the board's length)")
    p.add_argument("--min-length", type=min_length, default=None, metavar="N",
                   help="shortest word that counts (default: the rules' own)")
    p.add_argument("--reveal", action="store_true", help="also list every word of the board and who found it")
    p.add_argument("--save", action="store_true", help="store the round in the history (the user data folder)")
    add_dictionary_argument(p)
    add_language_argument(p)
    add_rules_argument(p)
    p.set_defaults(func=cmd_table)


def _words_of_file(name: str, path: str) -> list[str]:
    from ..play import split_words
    words: list[str] = []
    label = f"{name}'s list {path}"
    for _lineno, line in file_lines(path, label, max_bytes=MAX_LIST_BYTES, max_line_bytes=MAX_LINE):
        words.extend(split_words(line))
        if len(words) > MAX_WORDS:
            raise UserError(f"{label} holds more than {MAX_WORDS:,} words")
    return words


def _entries(args) -> dict[str, list[str]]:
    from ..play import parse_player_lines
    if not args.player:
        try:
            entries = parse_player_lines(stdin_lines(max_line_bytes=MAX_LINE))
        except ValueError as exc:
            raise UserError(f"stdin {exc}") from None
        if not entries:
            raise UserError("no players: give --player NAME=FILE, or 'NAME: word word ...' lines on stdin")
    else:
        entries = {}
        for spec in args.player:
            name, eq, path = spec.partition("=")
            name = name.strip()
            if not eq or not name or not path:
                raise UserError(f"--player expects NAME=FILE, got {spec!r}")
            if name in entries:
                raise UserError(f"--player {name!r} is given twice")
            entries[name] = _words_of_file(name, path)
    for name, words in entries.items():
        if len(words) > MAX_WORDS:
            raise UserError(f"{name}'s list holds more than {MAX_WORDS:,} words")
    return entries


def cmd_table(args) -> int:
    from ..engine import Setup, Solver, parse_board, parse_size
    from ..play import format_result, score_group

    language = language_of(args)
    geom, board = parse_board(args.board, parse_size(args.size) if args.size else None, language=language)
    entries = _entries(args)
    wordlist = load_language_wordlist(args, language)
    setup = Setup.of(wordlist, args.rules, geom, args.min_length)
    result = score_group(board, setup, Solver(wordlist, setup.rules_value), entries, rule=args.rule)
    print(format_result(result, reveal=args.reveal), end="")
    if args.save:
        from ..engine import user_data_dir
        from ..play import History, HistoryError
        try:
            with History(user_data_dir() / "history.sqlite3") as history:
                round_id = history.save_group_round(result, source="table")
        except HistoryError as exc:
            raise UserError(str(exc)) from None
        print(f"Saved to the history as group round {round_id}.")
    return 0
