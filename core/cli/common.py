"""What every subcommand shares: the user-error exception and common options."""
from __future__ import annotations

import argparse

from ..engine.rules import RULES


class UserError(Exception):
    """An error caused by the user's input; printed without a traceback."""


def add_dictionary_argument(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--dictionary", "-d", metavar="D", default=None,
                        help="word list: a file path or the name of a list in wordlists/ or the "
                             "user data folder (default: scowl70)")


def add_rules_argument(parser: argparse.ArgumentParser, default: str | None = "standard") -> None:
    parser.add_argument("--rules", choices=sorted(RULES), default=default,
                        help="scoring rules (default: the published results' 4x4 table, 3+ letters)")
