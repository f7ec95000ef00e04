"""How the game words what keeps a board, a game code or a word list from being played.

The session (:mod:`core.play.session`) says which :class:`~core.play.session.Problem` it
met and its details; this table gives each its title and sentence, marked for translation
(context ``Problems``; ``{name}``-style fields are filled in after translating).
"""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from core.play import CannotPlay, Problem

__all__ = ["PROBLEM_TEXT", "problem_text"]



_BOARD = QT_TRANSLATE_NOOP("Problems", "Cannot play this board")
_CODE = QT_TRANSLATE_NOOP("Problems", "Cannot play this game code")
_MISSING = QT_TRANSLATE_NOOP("Problems", "Word list missing")

#: Problem -> (title, sentence).
PROBLEM_TEXT = {
    Problem.BAD_BOARD: (_BOARD, QT_TRANSLATE_NOOP("Problems", "{reason}")),
    Problem.BAD_CODE: (_CODE, QT_TRANSLATE_NOOP("Problems", "{reason}.")),
    Problem.LIST_MISSING: (_MISSING, QT_TRANSLATE_NOOP(
        "Problems", "This game is played with the word list {name}, which is not among your word lists. Add it "
                    "with Game > Add word list… (Ctrl+Shift+W), then enter the code again.")),
    Problem.LIST_UNREADABLE: (_MISSING, QT_TRANSLATE_NOOP("Problems", "Cannot read the word list {name}: {reason}")),
    Problem.CODE_RULES: (_CODE, QT_TRANSLATE_NOOP(
        "Problems", "It asks for {rules} rules, but {game} games are played with {game_rules} rules.")),
    Problem.LIST_GONE: (_BOARD, QT_TRANSLATE_NOOP(
        "Problems", "This board was scored with the word list {name} ({where}), which cannot be loaded any more: "
                    "{reason}")),
    Problem.LIST_CHANGED: (_BOARD, QT_TRANSLATE_NOOP(
        "Problems", "The word list {name} ({where}) has changed since this board was scored with it, so its score "
                    "would differ.")),
}


def problem_text(problem: CannotPlay) -> tuple[str, str]:
    """The title and sentence of ``problem``, translated."""
    title, text = PROBLEM_TEXT[problem.problem]
    return (QCoreApplication.translate("Problems", title),
            QCoreApplication.translate("Problems", text).format(**{k: str(v) for k, v in problem.details.items()}))
