"""The ``boggle`` command line: a thin shell over the rest of :mod:`core`.

Each subcommand module has ``register(subparsers)``; :func:`main` parses and
runs, printing user errors as one ``boggle: error: ...`` line (exit status 2).
"""
from .main import UserError, build_parser, main

__all__ = ["UserError", "build_parser", "main"]
