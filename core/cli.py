"""The ``boggle`` command line: a thin shell over the ``core`` API.

Each subcommand lives in a module with ``register(subparsers)``; the module adds
its parser and sets ``func`` (called with the parsed args, returns an exit code).
User errors are printed as one ``boggle: error: ...`` line with exit status 2,
never as a traceback.
"""
from __future__ import annotations

import argparse
import importlib
import sys

#: Modules that provide subcommands (each has ``register(subparsers)``).
COMMAND_MODULES = [
    "core.cli_engine",
    "core.cli_stats",
    "core.cli_anneal",
    "core.cli_break",
]


class UserError(Exception):
    """An error caused by the user's input; printed without a traceback."""


def add_dictionary_argument(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--dictionary", "-d", metavar="D", default=None,
                        help="word list: a file path or the name of a list in wordlists/ or the "
                             "user data folder (default: scowl70)")


def add_rules_argument(parser: argparse.ArgumentParser, default: str | None = "standard") -> None:
    from .rules import RULES
    parser.add_argument("--rules", choices=sorted(RULES), default=default,
                        help="scoring rules (default: the published results' 4x4 table, 3+ letters)")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="boggle", description="Boggle solver and research tools.")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    sub.required = True
    for name in COMMAND_MODULES:
        importlib.import_module(name).register(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    from .board import BoardError
    from .wordlist import WordListError
    try:
        return int(args.func(args) or 0)
    except BrokenPipeError:
        # The reader went away (e.g. `| head`): stop quietly, like other Unix tools.
        import os
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    except (UserError, BoardError, WordListError, ValueError, OSError) as exc:
        print(f"boggle: error: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("boggle: interrupted", file=sys.stderr)
        return 130


if __name__ == "__main__":
    sys.exit(main())
