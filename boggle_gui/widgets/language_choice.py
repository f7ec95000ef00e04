"""The language chooser every window shares.

A window that rolls, solves or scores boards offers a language; choosing one offers
that language's dice sets and word lists only, selects its defaults, and (in New game)
shows a one-line note of its letters. :class:`LanguageChoice` keeps the language combo,
a dice combo and a list combo in step; :func:`dice_sets_for` is the dice of a language
(of one size when asked). Tool windows remember their language in the settings under
their own key (``stats/language``...), so a German statistics window and an English game
do not overwrite each other's choice. Languages are data: :mod:`core.engine.language`.
"""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject, Signal
from PySide6.QtWidgets import QComboBox, QLabel

from core.engine import (
    DEFAULT_LANGUAGE,
    DICE_SETS,
    LANGUAGES,
    BoardError,
    DiceSet,
    Language,
    WordListError,
    get_language,
    parse_size,
)

from ..shared.data_names import dice_name, language_name
from ..shared.list_languages import list_language
from ..shared.settings import app_settings
from .wordlist_choice import fill_wordlist_combo

__all__ = ["LanguageChoice", "board_placeholder", "dice_sets_for", "default_dice", "fill_dice_combo",
           "fill_language_combo", "language_label", "letters_note", "remembered_language", "remember_language"]

#: Accents shown as the example of folding in the note, the first one the language folds.
_FOLD_EXAMPLES = ("é", "à", "ç", "ó")


def language_label(code: str) -> str:
    """What a language is called in the chooser: ``German (Deutsch)``; ``English`` (its name in
    the interface's language, then its own name where they differ)."""
    lang = get_language(code)
    name = language_name(lang.code)
    if lang.native_name == name:
        return name
    return QCoreApplication.translate("LanguageChoice", "{language} ({native_name})").format(
        language=name, native_name=lang.native_name)


def fill_language_combo(combo: QComboBox, current: str = DEFAULT_LANGUAGE) -> None:
    """Offer every language (item data = its code) and select ``current`` (English if unknown)."""
    combo.blockSignals(True)
    combo.clear()
    for code in LANGUAGES:
        combo.addItem(language_label(code), code)
    combo.setCurrentIndex(max(0, combo.findData(current if current in LANGUAGES else DEFAULT_LANGUAGE)))
    combo.blockSignals(False)


def dice_sets_for(language: str | Language | None, size=None) -> list[DiceSet]:
    """The dice sets of ``language``, its default first; with ``size`` (``"4x4"``, ``"44"``,
    ``(4, 4)`` or a Geometry) only those that roll boards of that size."""
    sets = [DICE_SETS[key] for key in get_language(language).dice_sets if key in DICE_SETS]
    if size is not None:
        geom = parse_size(size)
        sets = [ds for ds in sets if (ds.width, ds.height) == (geom.width, geom.height)]
    return sets


def default_dice(language: str | Language | None, size=None) -> str | None:
    """Key of the language's first dice set (of ``size`` when given), or None if it has none."""
    try:
        sets = dice_sets_for(language, size)
    except BoardError:
        return None
    return sets[0].key if sets else None


def letters_note(language: str | Language | None) -> str:
    """One line for a chooser: the language's letters, and an accent it folds (typed or not,
    it counts the same). ``Letters a-z ä ö ü, q is Qu.``"""
    lang = get_language(language)
    example = next((k for k in _FOLD_EXAMPLES if k in lang.fold), None)
    template = {  # (q is Qu, an accent folds) -> the note
        (True, False): QT_TRANSLATE_NOOP("LanguageChoice", "Letters {letters}, q is Qu."),
        (False, False): QT_TRANSLATE_NOOP("LanguageChoice", "Letters {letters}."),
        (True, True): QT_TRANSLATE_NOOP(
            "LanguageChoice", "Letters {letters}, q is Qu; {accented} counts as {plain}: type accents or not."),
        (False, True): QT_TRANSLATE_NOOP(
            "LanguageChoice", "Letters {letters}; {accented} counts as {plain}: type accents or not."),
    }[(bool(lang.qu_cell), example is not None)]
    return QCoreApplication.translate("LanguageChoice", template).format(
        letters=lang.describe_letters(), accented=example, plain=lang.fold.get(example, ""))


#: Example boards of the board-entry placeholders, where a language's own letters show best.
_EXAMPLE_BOARDS = {"de": "ÄPFE LNSA TZRE MÜDO", "es": "NIÑO SALE PERA MOTA"}


def board_placeholder(language: str | Language | None) -> str:
    """The placeholder of a board entry in ``language``: how to type a board, its letters."""
    lang = get_language(language)
    example = _EXAMPLE_BOARDS.get(lang.code, "SERS PATG LINE SERS")
    text = {  # (q is Qu, English) -> the placeholder
        (True, True): QT_TRANSLATE_NOOP("LanguageChoice",
                                        "Letters row by row, e.g. {example} (Q or QU for the Qu face)"),
        (False, True): QT_TRANSLATE_NOOP("LanguageChoice", "Letters row by row, e.g. {example} (one letter a cell)"),
        (True, False): QT_TRANSLATE_NOOP(
            "LanguageChoice", "Letters row by row, e.g. {example} (Q or QU for the Qu face; letters {letters})"),
        (False, False): QT_TRANSLATE_NOOP(
            "LanguageChoice", "Letters row by row, e.g. {example} (one letter a cell; letters {letters})"),
    }[(bool(lang.qu_cell), bool(lang.is_english))]
    return QCoreApplication.translate("LanguageChoice", text).format(example=example,
                                                                     letters=lang.describe_letters())


def remembered_language(key: str, default: str = DEFAULT_LANGUAGE) -> str:
    """The language a window remembered under the settings ``key`` (``default`` if none or unknown)."""
    code = str(app_settings().value(key, default) or default)
    if code in LANGUAGES:
        return code
    return default if default in LANGUAGES else DEFAULT_LANGUAGE


def remember_language(key: str, code: str) -> None:
    app_settings().setValue(key, get_language(code).code)


def fill_dice_combo(combo: QComboBox, language: str | Language | None, current: str | None = None,
                    size=None) -> None:
    """Offer the dice sets of ``language`` (item data = the key; of ``size`` only when given) and
    select ``current``, else the language's first."""
    combo.blockSignals(True)
    combo.clear()
    for ds in dice_sets_for(language, size):
        combo.addItem(dice_name(ds), ds.key)
    combo.setCurrentIndex(max(0, combo.findData(current)) if combo.count() else -1)
    combo.blockSignals(False)


def _list_is_of(spec: str | None, code: str) -> bool:
    if not spec:
        return False
    try:
        return list_language(spec) == code
    except (WordListError, OSError):
        return False


class LanguageChoice(QObject):
    """A language combo that keeps a dice combo and a word-list combo in step with it.

    Parameters
    ----------
    language : str, optional
        The language to start in; None: the one remembered under ``settings_key``
        (else ``default``).
    dice, wordlist : QComboBox, optional
        Combos this choice fills with the language's dice sets and lists.
    dice_key, wordlist_spec : str, optional
        What those combos select at first when it is of the language (else its defaults).
    settings_key : str, optional
        Where the window remembers the language the player chooses (``stats/language``).
    note : bool
        Also make :attr:`note`, a caption of the language's letters.

    Attributes
    ----------
    combo : QComboBox
        The language combo (item data = the code), for the window's layout.
    note : QLabel or None

    Signals
    -------
    changed(str)
        The player chose another language; the dice and lists were refilled first.
    """

    changed = Signal(str)

    def __init__(self, language: str | None = None, *, dice: QComboBox | None = None,
                 wordlist: QComboBox | None = None, dice_key: str | None = None, wordlist_spec: str | None = None,
                 settings_key: str | None = None, default: str = DEFAULT_LANGUAGE, note: bool = False,
                 parent: QObject | None = None):
        super().__init__(parent)
        if language not in LANGUAGES:
            language = remembered_language(settings_key, default) if settings_key else (
                default if default in LANGUAGES else DEFAULT_LANGUAGE)
        self.settings_key = settings_key
        self.dice, self.wordlist = dice, wordlist
        self.combo = QComboBox()
        self.combo.setAccessibleName(self.tr("Language"))
        self.combo.setToolTip(self.tr("The board's letters, the dice and the word lists of a language"))
        fill_language_combo(self.combo, language)
        self.note = QLabel("") if note else None
        if self.note is not None:
            self.note.setObjectName("caption")
        self._fill(language, dice_key, wordlist_spec)
        self.combo.currentIndexChanged.connect(self._changed)

    @property
    def code(self) -> str:
        """The chosen language's code."""
        return self.combo.currentData() or DEFAULT_LANGUAGE

    @property
    def language(self) -> Language:
        return get_language(self.code)

    def select(self, code: str, *, dice_key: str | None = None, wordlist: str | None = None) -> None:
        """Show ``code`` (a board handed over in its language) with ``dice_key`` and the list
        ``wordlist`` selected where given; not a choice of the player's: nothing is remembered
        and :attr:`changed` is not emitted."""
        code = get_language(code).code
        self.combo.blockSignals(True)
        self.combo.setCurrentIndex(max(0, self.combo.findData(code)))
        self.combo.blockSignals(False)
        self._fill(code, dice_key, wordlist, force_list=wordlist is not None)

    def _fill(self, code: str, dice_key: str | None, wordlist_spec: str | None, force_list: bool = False) -> None:
        lang = get_language(code)
        if self.dice is not None:
            fill_dice_combo(self.dice, lang, dice_key)
        if self.wordlist is not None:
            keep = wordlist_spec if force_list or _list_is_of(wordlist_spec, lang.code) else None
            fill_wordlist_combo(self.wordlist, keep or lang.wordlists[0], lang.code)
        if self.note is not None:
            self.note.setText(letters_note(lang))

    def _changed(self) -> None:
        """The player's choice: the language's own dice and lists, its defaults selected."""
        code = self.code
        if self.settings_key:
            remember_language(self.settings_key, code)
        self._fill(code, None, None)
        self.changed.emit(code)
