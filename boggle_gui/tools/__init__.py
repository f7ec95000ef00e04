"""Tool windows: Solve a board, the annealing lab, break runs, statistics, the table scorer.

The Tools menu lists :data:`TOOLS`. Each tool window is imported when it is first opened:
two of them pull in pyqtgraph, which would add to the game's start-up time. Every tool
window is a :class:`~boggle_gui.tools.base.ToolWindow`, whose signals the game window
connects (a board to solve, a board to play).
"""
from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP

__all__ = ["Tool", "TOOLS", "is_results_file"]


@dataclass(frozen=True)
class Tool:
    """A tool of the Tools menu: its menu text (marked for translation, context ``Tools``), its
    shortcut, and a function that imports the window class."""

    text: str
    shortcut: str | None
    window_class: Callable[[], type]


def _anneal_lab():
    from .anneal_lab import AnnealLabWindow
    return AnnealLabWindow


def _break_dialog():
    from .break_dialog import BreakDialog
    return BreakDialog


def _stats_window():
    from .stats_window import StatsWindow
    return StatsWindow


def _table_scorer():
    from .table_scorer import TableScorer
    return TableScorer


#: The Tools menu, in order: name -> tool.
TOOLS: dict[str, Tool] = {
    "anneal_lab": Tool(QT_TRANSLATE_NOOP("Tools", "&Annealing lab…"), "Ctrl+Shift+A", _anneal_lab),
    "break": Tool(QT_TRANSLATE_NOOP("Tools", "&Break board classes…"), "Ctrl+Shift+B", _break_dialog),
    "stats": Tool(QT_TRANSLATE_NOOP("Tools", "&Statistics…"), "Ctrl+Shift+S", _stats_window),
    "table": Tool(QT_TRANSLATE_NOOP("Tools", "Score a &table game…"), "Ctrl+Shift+T", _table_scorer),
}


def is_results_file(path: Path) -> bool:
    """Whether ``path`` looks like a break run's results file (its first line is a run's header);
    the break window checks it in full when it reads it."""
    try:
        with open(path, "rb") as fh:
            first = fh.readline(64 * 1024)
        header = json.loads(first)
    except (OSError, ValueError):
        return False
    return isinstance(header, dict) and header.get("type") == "run"
