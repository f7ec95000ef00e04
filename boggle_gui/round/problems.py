"""How the game words what keeps a board, a game code or a word list from being played.

The session (:mod:`core.play.session`) says which :class:`~core.play.session.Problem` it
met and its params; the engine's error table (:mod:`boggle_gui.shared.error_text`) words it,
and :data:`PROBLEM_TITLE` gives its dialog a title (context ``Problems``).
"""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from core.play import CannotPlay, Problem

from ..shared.error_text import error_text

__all__ = ["PROBLEM_TITLE", "problem_text"]

_BOARD = QT_TRANSLATE_NOOP("Problems", "Cannot play this board")
_CODE = QT_TRANSLATE_NOOP("Problems", "Cannot play this game code")
_MISSING = QT_TRANSLATE_NOOP("Problems", "Word list missing")

#: Problem -> the title of its dialog.
PROBLEM_TITLE = {
    Problem.BAD_BOARD: _BOARD,
    Problem.BAD_CODE: _CODE,
    Problem.LIST_MISSING: _MISSING,
    Problem.LIST_UNREADABLE: _MISSING,
    Problem.CODE_RULES: _CODE,
    Problem.LIST_GONE: _BOARD,
    Problem.LIST_CHANGED: _BOARD,
}


def problem_text(problem: CannotPlay) -> tuple[str, str]:
    """The title and sentence of ``problem``, translated."""
    title = PROBLEM_TITLE.get(problem.code, _BOARD)
    return QCoreApplication.translate("Problems", title), error_text(problem, sentence=True)
