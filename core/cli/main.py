"""The ``boggle`` command line: a thin shell over the ``core`` API.

Each subcommand lives in a module with ``register(subparsers)``; the module adds
its parser and sets ``func`` (called with the parsed args, returns an exit code).
User errors are printed as one ``boggle: error: ...`` line with exit status 2,
never as a traceback.
"""
from __future__ import annotations

import argparse
import sys

from . import engine, proofs, search, stats
from .common import UserError

#: Modules that provide subcommands (each has ``register(subparsers)``), in help order.
COMMAND_MODULES = (engine, stats, search, proofs)

def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="boggle", description="Boggle solver and research tools.")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    sub.required = True
    for module in COMMAND_MODULES:
        module.register(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    from ..engine.board import BoardError
    from ..engine.wordlist import WordListError
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
