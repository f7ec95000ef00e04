"""The ``boggle`` command line: a thin shell over the ``core`` API.

Each subcommand lives in a module with ``register(subparsers)``; the module adds
its parser and sets ``func`` (called with the parsed args, returns an exit code).
User errors are printed as one ``boggle: error: ...`` line with exit status 2,
never as a traceback.
"""
from __future__ import annotations

import argparse
import sys

from ..version import VersionAction
from . import challenge, engine, long_word, net, proofs, search, stats, table
from .common import CliParser, UserError

#: Modules that provide subcommands (each has ``register(subparsers)``), in help order.
COMMAND_MODULES = (engine, stats, search, long_word, proofs, table, net, challenge)
#: Longest error message printed; longer ones (an exception echoing huge input) are cut.
MAX_MESSAGE = 1000
#: What a command that ran out of memory says.
OUT_OF_MEMORY = ("out of memory (the machine's, or a limit such as ulimit -v): free some memory, raise the limit "
                 "or ask for less (a smaller word list, fewer boards, a smaller pool)")


def build_parser() -> argparse.ArgumentParser:
    parser = CliParser(prog="boggle", description="Boggle solver and research tools.")
    parser.add_argument("--version", action=VersionAction)
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    sub.required = True
    for module in COMMAND_MODULES:
        module.register(sub)
    return parser


def error_line(exc: BaseException) -> str:
    """The one ``boggle: error: ...`` line for ``exc``: line breaks joined, huge messages cut."""
    message = " ".join(str(exc).splitlines())
    if len(message) > MAX_MESSAGE:
        message = f"{message[:MAX_MESSAGE]}... ({len(message):,} characters)"
    return f"boggle: error: {message}"


def main(argv: list[str] | None = None) -> int:
    try:
        args = build_parser().parse_args(argv)
        return int(args.func(args) or 0)
    except BrokenPipeError:
        # The reader went away (e.g. `| head`): stop quietly, like other Unix tools.
        import os
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    except (UserError, ValueError, OSError) as exc:  # BoardError and WordListError are ValueErrors
        print(error_line(exc), file=sys.stderr)
        return 2
    except MemoryError:  # numpy's and numba's allocation errors too; a word list too large says so itself
        print(f"boggle: error: {OUT_OF_MEMORY}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("boggle: interrupted", file=sys.stderr)
        return 130


if __name__ == "__main__":
    sys.exit(main())
