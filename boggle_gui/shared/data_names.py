"""The engine's names and sentences, as the interface shows them: translated.

``core`` names languages, dice sets, scoring rules and timer modes in English
(:mod:`core.engine.language`, :mod:`core.engine.dice`, :mod:`core.engine.rules`,
:mod:`core.play.game`); the tables here mark those names for translation (a name missing here
shows in English: tests/gui/test_translation.py checks that every one is listed). A player's
rating (:class:`core.play.history.PlayerRating`) is worded here from its figures.
"""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from core.engine import DEFAULT_LANGUAGE, DICE_SETS, RULES, DiceSet, Rules, Setup, get_language
from core.play import Game, PlayerRating, TimerMode

__all__ = ["DICE_NAMES", "LANGUAGE_NAMES", "RULES_TEXTS", "TIMER_LABELS", "dice_name", "game_name", "language_name",
           "ordinal", "player_rating_text", "rules_description", "rules_name", "setup_text", "timer_label"]

#: The languages' English names (core.engine.language), marked for translation.
LANGUAGE_NAMES = (
    QT_TRANSLATE_NOOP("Languages", "English"), QT_TRANSLATE_NOOP("Languages", "French"),
    QT_TRANSLATE_NOOP("Languages", "German"), QT_TRANSLATE_NOOP("Languages", "Spanish"),
    QT_TRANSLATE_NOOP("Languages", "Italian"), QT_TRANSLATE_NOOP("Languages", "Dutch"),
)
#: The dice sets' names (core.engine.dice), marked for translation.
DICE_NAMES = (
    QT_TRANSLATE_NOOP("Dice", "4x4 Classic (1976)"), QT_TRANSLATE_NOOP("Dice", "4x4 New (1987)"),
    QT_TRANSLATE_NOOP("Dice", "5x5 Big Boggle"), QT_TRANSLATE_NOOP("Dice", "6x6 Super Big Boggle"),
    QT_TRANSLATE_NOOP("Dice", "4x4 Boggle (French edition)"),
    QT_TRANSLATE_NOOP("Dice", "4x4 (French letter frequencies)"),
    QT_TRANSLATE_NOOP("Dice", "4x4 (German letter frequencies)"),
    QT_TRANSLATE_NOOP("Dice", "4x4 (Spanish letter frequencies)"),
    QT_TRANSLATE_NOOP("Dice", "4x4 (Italian letter frequencies)"),
    QT_TRANSLATE_NOOP("Dice", "4x4 (Dutch letter frequencies)"),
    QT_TRANSLATE_NOOP("Dice", "4x4 (German, balanced like the English New dice)"),
    QT_TRANSLATE_NOOP("Dice", "4x4 (Spanish, balanced like the English New dice)"),
    QT_TRANSLATE_NOOP("Dice", "4x4 (Dutch, balanced like the English New dice)"),
    QT_TRANSLATE_NOOP("Dice", "4x4 Il Paroliere (Italian edition)"),
)


#: The scoring rules' names and descriptions (core.engine.rules.RULES).
RULES_TEXTS = (
    QT_TRANSLATE_NOOP("Rules", "standard"), QT_TRANSLATE_NOOP("Rules", "big"), QT_TRANSLATE_NOOP("Rules", "superbig"),
    QT_TRANSLATE_NOOP("Rules", "words"),
    QT_TRANSLATE_NOOP("Rules", "4x4 table, words of 3+ letters"),
    QT_TRANSLATE_NOOP("Rules", "4x4 table, words of 4+ letters (Big Boggle)"),
    QT_TRANSLATE_NOOP("Rules", "4x4 table, words of 4+ letters (Super Big Boggle)"),
    QT_TRANSLATE_NOOP("Rules", "one point per word of 3+ letters"),
)
#: How a timer mode reads (core.play.game.TIMER_KINDS' labels: ``{clock}`` is m:ss, ``{bonus}`` seconds).
TIMER_LABELS = (
    QT_TRANSLATE_NOOP("Timer", "{clock}"), QT_TRANSLATE_NOOP("Timer", "untimed"),
    QT_TRANSLATE_NOOP("Timer", "{clock} +{bonus} s a word"), QT_TRANSLATE_NOOP("Timer", "{clock} +{bonus} s a letter"),
    QT_TRANSLATE_NOOP("Timer", "refill {clock}"),
)


def language_name(language) -> str:
    """A language's name in the interface's language: ``Allemand`` for German in French."""
    return QCoreApplication.translate("Languages", get_language(language).name)


def dice_name(dice: DiceSet) -> str:
    """A dice set's name in the interface's language."""
    return QCoreApplication.translate("Dice", dice.name)


def rules_name(rules: Rules) -> str:
    return QCoreApplication.translate("Rules", rules.name)


def rules_description(rules: Rules) -> str:
    return QCoreApplication.translate("Rules", rules.description) if rules.description else ""


def setup_text(setup: Setup) -> str:
    """What a board is scored with, in one line (:meth:`core.engine.setup.Setup.describe` translated):
    ``SCOWL70, standard rules, 4x4``; the language when it is not English, the minimum length when it
    is not the rules' own."""
    fields = dict(wordlist=setup.wordlist_name.upper(), language=language_name(setup.language),
                  rules=rules_name(setup.rules_value), size=f"{setup.width}x{setup.height}",
                  min_length=int(setup.min_length))
    if setup.language != DEFAULT_LANGUAGE:
        text = QCoreApplication.translate("Setup", "{wordlist} ({language}), {rules} rules, {size}").format(**fields)
    else:
        text = QCoreApplication.translate("Setup", "{wordlist}, {rules} rules, {size}").format(**fields)
    if int(setup.min_length) != RULES[setup.rules].min_length:
        text = QCoreApplication.translate("Setup", "{setup}, {min_length}+ letters").format(setup=text, **fields)
    return text


def game_name(game: Game) -> str:
    """What a round is played as: its dice set's name, or "5x4 board" for a board of another size."""
    if game.key in DICE_SETS:
        return dice_name(DICE_SETS[game.key])
    return QCoreApplication.translate("Dice", "{size} board").format(size=game.key)


def timer_label(mode: TimerMode) -> str:
    """A timer mode in short words: ``3:00``, ``untimed``, ``3:00 +5 s a word``, translated."""
    seconds = int(round(mode.seconds or 0))
    return QCoreApplication.translate("Timer", mode.rules.label).format(
        clock=f"{seconds // 60}:{seconds % 60:02d}", bonus=f"{mode.bonus:g}")


def ordinal(n: int) -> str:
    """``n`` as an ordinal number in the interface's language: 1st, 2nd, 3rd (1er, 2e; 1., 2.)."""
    template = QCoreApplication.translate("Ordinal", "{n}th")
    if template != "{n}th":             # a language with a translation has one form for every number
        return template.format(n=n)
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def player_rating_text(rating: PlayerRating) -> str:
    """How a score compares with the player's own past rounds of the same game."""
    if not rating.rated:
        return QCoreApplication.translate(
            "PlayerRating", "Your own rating appears after {minimum} finished rounds of this game (%n so far).", "",
            rating.past_rounds).format(minimum=rating.minimum)
    if rating.rank == 1:
        text = QCoreApplication.translate(
            "PlayerRating", "Your best of {rounds} rounds of this game: better than {share}% of the other %n.", "",
            rating.past_rounds)
    else:
        text = QCoreApplication.translate(
            "PlayerRating", "Your {rank} best of {rounds} rounds of this game: better than {share}% of the other %n.",
            "", rating.past_rounds)
    return text.format(rank=ordinal(rating.rank), rounds=rating.past_rounds + 1,
                       share=f"{100 * rating.share_beaten:.0f}")
