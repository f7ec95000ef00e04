"""New-game options and dialog, word-list choice, and "Add word list…"."""
from __future__ import annotations

import shutil
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from core.engine import (
    BUNDLED_DIR,
    DEFAULT_LANGUAGE,
    DEFAULT_WORDLIST,
    DICE_SETS,
    LANGUAGES,
    WordListError,
    load_wordlist,
    user_wordlist_dir,
)
from core.play import (
    DEFAULT_DICE,
    DEFAULT_TIMER,
    TIMER_KINDS,
    GameCode,
    GameCodeError,
    GameOptions,
    TimerMode,
    decode_game,
    default_min_length,
    follow_box_timer,
    is_challenge_code,
)

from ..shared.data_names import language_name
from ..shared.error_text import error_text
from ..shared.list_languages import list_language, set_list_language
from ..shared.theme import mark_warning
from ..widgets.buttons import push_button
from ..widgets.language_choice import LanguageChoice
from ..widgets.wordlist_choice import (  # noqa: F401 (fill_wordlist_combo and wordlist_label are re-exported)
    fill_wordlist_combo,
    wordlist_label,
)

#: Timer kinds of New game, in menu order: kind -> (choice, what it does); every kind of
#: core.play.TIMER_KINDS has its words here.
TIMER_TEXT = {
    "fixed": (QT_TRANSLATE_NOOP("NewGame", "Fixed time"),
              QT_TRANSLATE_NOOP("NewGame", "The classic round: the clock runs down once.")),
    "untimed": (QT_TRANSLATE_NOOP("NewGame", "Untimed"),
                QT_TRANSLATE_NOOP("NewGame", "No clock: end the round with Ctrl+E.")),
    "per-word": (QT_TRANSLATE_NOOP("NewGame", "Time per word"),
                 QT_TRANSLATE_NOOP("NewGame", "Each new word adds the bonus to the clock.")),
    "per-letter": (QT_TRANSLATE_NOOP("NewGame", "Time per letter"),
                   QT_TRANSLATE_NOOP("NewGame", "Each new word adds the bonus for each of its letters.")),
    "refill": (QT_TRANSLATE_NOOP("NewGame", "Refill"),
               QT_TRANSLATE_NOOP("NewGame", "Each new word refills the clock: find one before it runs out.")),
}


def _tr(text: str) -> str:
    return QCoreApplication.translate("NewGame", text)


def options_from_settings(settings) -> GameOptions:
    """The options the player chose last, as the settings keep them (anything odd: the default)."""
    dice = str(settings.value("game/dice", DEFAULT_DICE))
    if dice not in DICE_SETS:
        dice = DEFAULT_DICE
    timer = settings.value("game/timer", DEFAULT_TIMER)
    try:
        timer = int(timer)
    except (TypeError, ValueError):
        timer = DEFAULT_TIMER
    min_len = settings.value("game/min_length", 0)
    try:
        min_len = int(min_len) or None
    except (TypeError, ValueError):
        min_len = None
    rotate = str(settings.value("game/rotate", "false")).lower() in ("1", "true")
    options = GameOptions(dice, str(settings.value("game/wordlist", DEFAULT_WORDLIST)), timer or None, min_len, rotate)
    try:
        options = replace(options, min_words=max(0, int(settings.value("game/min_words", 0))),
                          min_points=max(0, int(settings.value("game/min_points", 0))))
    except (TypeError, ValueError):
        pass
    language = str(settings.value("game/language", DEFAULT_LANGUAGE))
    if language not in LANGUAGES:
        language = DEFAULT_LANGUAGE
    try:
        options = options.in_language(language, list_language)   # its dice and list (settings may be stale)
    except (WordListError, OSError):
        options = replace(options, language=DEFAULT_LANGUAGE)
    try:
        # game/timer_mode is newer than game/timer, which older versions still read.
        return options.with_timer(TimerMode.parse(str(settings.value("game/timer_mode", ""))))
    except ValueError:
        return options


def save_options(options: GameOptions, settings) -> None:
    """Keep ``options`` in the settings for the next game."""
    settings.setValue("game/dice", options.dice_key)
    settings.setValue("game/wordlist", options.wordlist)
    settings.setValue("game/timer", int(options.timer_seconds or 0))
    settings.setValue("game/timer_mode", options.timer_mode.key)
    settings.setValue("game/min_length", int(options.min_length or 0))
    settings.setValue("game/rotate", "true" if options.rotate else "false")
    settings.setValue("game/min_words", int(options.min_words))
    settings.setValue("game/min_points", int(options.min_points))
    settings.setValue("game/language", options.language)


def add_wordlist_file(path: str | Path, language: str = DEFAULT_LANGUAGE) -> str:
    """Check a word list file and copy it into the user word-list folder, read in ``language``
    (remembered for the list); returns its name.

    Raises
    ------
    WordListError
        If the file cannot be read or holds no playable words of the language (nothing is copied).
    """
    src = Path(path)
    if (BUNDLED_DIR / (src.stem + ".txt")).is_file():   # the name would always mean the bundled list
        raise WordListError(_tr("A bundled word list is called “{name}”: rename your file (for example "
                                "{name}-mine.txt) and add it again.").format(name=src.stem))
    load_wordlist(src, language=language)  # validates (and caches the compiled trie)
    folder = user_wordlist_dir()
    try:
        folder.mkdir(parents=True, exist_ok=True)
        dest = folder / (src.stem + ".txt")
        if dest.resolve() != src.resolve():
            if dest.exists() and dest.read_bytes() != src.read_bytes():
                raise WordListError(_tr("A different word list named “{name}” already exists in {folder}: rename "
                                        "the file and try again.").format(name=dest.stem, folder=folder))
            shutil.copyfile(src, dest)
    except OSError as exc:
        raise WordListError(_tr("Cannot copy {file} into {folder}: {problem}").format(
            file=src, folder=folder, problem=exc.strerror or exc)) from None
    set_list_language(dest.stem, language)
    return dest.stem


def ask_add_wordlist(parent: QWidget | None, path: str | None = None,
                     language: str = DEFAULT_LANGUAGE) -> str | None:
    """Ask for a file (unless ``path`` is given), add it read in ``language``, report problems;
    the new list's name or None."""
    if path is None:
        title = (_tr("Add word list") if language == DEFAULT_LANGUAGE else
                 _tr("Add a word list in {language}").format(language=language_name(language)))
        path, _ = QFileDialog.getOpenFileName(parent, title, str(Path.home()),
                                              _tr("Word lists (*.txt);;All files (*)"))
        if not path:
            return None
    try:
        return add_wordlist_file(path, language)
    except WordListError as exc:
        QMessageBox.warning(parent, _tr("Cannot add word list"), error_text(exc, sentence=True))
        return None


class NewGameDialog(QDialog):
    """Language, dice set, word list, timer, minimum length, face rotation."""

    def __init__(self, options: GameOptions, parent=None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("New game"))
        form = QFormLayout(self)
        self.dice = QComboBox()
        self.wordlist = QComboBox()
        # The language offers its own dice and lists (language_choice, shared with the other windows).
        self.language_choice = LanguageChoice(options.language, dice=self.dice, wordlist=self.wordlist,
                                              dice_key=options.dice_key, wordlist_spec=options.wordlist, note=True,
                                              parent=self)
        self.language = self.language_choice.combo
        self.language_note = self.language_choice.note
        lang_box = QVBoxLayout()
        lang_box.setSpacing(2)
        lang_box.addWidget(self.language)
        lang_box.addWidget(self.language_note)
        lang_label = QLabel(self.tr("&Language:"))
        lang_label.setBuddy(self.language)
        form.addRow(lang_label, lang_box)
        form.addRow(self.tr("&Dice:"), self.dice)

        wl_row = QHBoxLayout()
        add = push_button(self.tr("&Add word list…"), self._add_wordlist)
        wl_row.addWidget(self.wordlist, 1)
        wl_row.addWidget(add)
        wl_label = QLabel(self.tr("&Word list:"))
        wl_label.setBuddy(self.wordlist)
        form.addRow(wl_label, wl_row)

        mode = options.timer_mode
        self.timer_kind = QComboBox()
        for kind, (text, _what) in TIMER_TEXT.items():
            self.timer_kind.addItem(_tr(text), kind)
        self.timer_kind.setCurrentIndex(max(0, self.timer_kind.findData(mode.kind)))
        self.timer_kind.setAccessibleName(self.tr("Timer mode"))
        t_row = QHBoxLayout()
        total = int(mode.seconds or options.timer_seconds or DEFAULT_TIMER)
        self.minutes = QSpinBox()
        self.minutes.setRange(0, 999)
        self.minutes.setSuffix(self.tr(" min"))
        self.minutes.setValue(total // 60)
        self.seconds = QSpinBox()
        self.seconds.setRange(0, 59)
        self.seconds.setSuffix(self.tr(" s"))
        self.seconds.setValue(total % 60)
        self.bonus = QSpinBox()
        self.bonus.setRange(1, 600)
        self.bonus.setPrefix("+")
        self.bonus.setSuffix(self.tr(" s"))
        self.bonus.setAccessibleName(self.tr("Bonus seconds"))
        self.bonus.setValue(int(mode.bonus or TIMER_KINDS[mode.kind].bonus or TIMER_KINDS["per-word"].bonus))
        self._bonus_kind = mode.kind
        # The timer follows the dice set's box (Super Big Boggle's runs 4 minutes) until the player sets another.
        self._dice_shown = self.dice.currentData()
        self.timer_kind.currentIndexChanged.connect(self._timer_kind_changed)
        t_row.addWidget(self.timer_kind)
        t_row.addWidget(self.minutes)
        t_row.addWidget(self.seconds)
        t_row.addWidget(self.bonus)
        t_row.addStretch(1)
        self.timer_note = QLabel("")
        self.timer_note.setWordWrap(True)
        t_box = QVBoxLayout()
        t_box.setSpacing(2)
        t_box.addLayout(t_row)
        t_box.addWidget(self.timer_note)
        t_label = QLabel(self.tr("&Timer:"))
        t_label.setBuddy(self.timer_kind)
        form.addRow(t_label, t_box)

        m_row = QHBoxLayout()
        self.min_length = QSpinBox()
        self.min_length.setRange(1, 16)
        self.rules_min = QCheckBox(self.tr("From the &rules"))
        self.rules_min.setChecked(options.min_length is None)
        self.rules_min.toggled.connect(self._sync)
        self.min_length.setValue(options.effective_min_length)
        m_row.addWidget(self.min_length)
        m_row.addWidget(self.rules_min)
        m_row.addStretch(1)
        m_label = QLabel(self.tr("&Minimum letters:"))
        m_label.setBuddy(self.min_length)
        form.addRow(m_label, m_row)
        self.dice.currentIndexChanged.connect(self._sync)

        self.rotate = QCheckBox(self.tr("Turn dice faces randomly, like real dice"))
        self.rotate.setChecked(options.rotate)
        form.addRow("", self.rotate)

        # Avoid poor boards: candidates are rolled and solved before the round (see main_window).
        q_row = QHBoxLayout()
        self.quality = QCheckBox(self.tr("Avoid poor &boards: at least"))
        self.quality.setChecked(options.has_bar)
        self.min_words = QSpinBox()
        self.min_words.setRange(0, 2000)
        self.min_words.setSuffix(self.tr(" words"))
        self.min_words.setAccessibleName(self.tr("Least words"))
        self.min_words.setValue(options.min_words if options.has_bar else 60)
        self.min_points = QSpinBox()
        self.min_points.setRange(0, 10000)
        self.min_points.setSuffix(self.tr(" points"))
        self.min_points.setAccessibleName(self.tr("Least points"))
        self.min_points.setValue(options.min_points if options.has_bar else 0)
        self.quality.toggled.connect(self._sync)
        q_row.addWidget(self.quality)
        q_row.addWidget(self.min_words)
        q_row.addWidget(QLabel(self.tr("and")))
        q_row.addWidget(self.min_points)
        q_row.addStretch(1)
        form.addRow("", q_row)

        self.code = QLineEdit()
        self.code.setPlaceholderText(self.tr("Empty: roll a new board. Or paste a friend's code, e.g. {code}")
                                     .format(code="2431-2T0B-BGK9-P734"))
        self.code.setAccessibleName(self.tr("Game code"))
        self.code.setToolTip(self.tr("A game code deals the same board with the same dice, word list, rules and "
                                     "timer on any machine (Game > Copy game code)"))
        self.code.textChanged.connect(self._sync)
        code_label = QLabel(self.tr("&Game code:"))
        code_label.setBuddy(self.code)
        form.addRow(code_label, self.code)
        self.error = QLabel("")
        mark_warning(self.error)
        self.error.setWordWrap(True)
        form.addRow(self.error)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("&Roll"))
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        self.language_choice.changed.connect(self._sync)
        self._sync()

    def _timer_kind_changed(self) -> None:
        kind = self.timer_kind.currentData()
        if TIMER_KINDS[kind].has_bonus and kind != self._bonus_kind:
            self.bonus.setValue(int(TIMER_KINDS[kind].bonus))     # seconds per word and per letter differ tenfold
            self._bonus_kind = kind
        self._sync()

    def _sync(self) -> None:
        kind = self.timer_kind.currentData()
        untimed = not TIMER_KINDS[kind].timed
        self.minutes.setEnabled(not untimed)
        self.seconds.setEnabled(not untimed)
        self.bonus.setVisible(TIMER_KINDS[kind].has_bonus)
        self.timer_note.setText(_tr(TIMER_TEXT[kind][1]))
        self._follow_box_timer()
        if self.rules_min.isChecked() and self.dice.currentData():
            self.min_length.setValue(default_min_length(self.dice.currentData(), self.language.currentData()))
        self.min_length.setEnabled(not self.rules_min.isChecked())
        self.min_words.setEnabled(self.quality.isChecked())
        self.min_points.setEnabled(self.quality.isChecked())
        # A code names the whole game: the other settings do not apply to it.
        by_code = bool(self.code.text().strip())
        for w in (self.language, self.dice, self.wordlist, self.timer_kind, self.quality, self.rules_min):
            w.setEnabled(not by_code)
        if by_code:
            for w in (self.minutes, self.seconds, self.bonus, self.min_length, self.min_words, self.min_points):
                w.setEnabled(False)

    def _follow_box_timer(self) -> None:
        dice = self.dice.currentData()
        if not dice or dice == self._dice_shown:
            return
        total = int(follow_box_timer(self.minutes.value() * 60 + self.seconds.value(), self._dice_shown or "", dice))
        self.minutes.setValue(total // 60)
        self.seconds.setValue(total % 60)
        self._dice_shown = dice

    def _add_wordlist(self) -> None:
        language = self.language.currentData()
        name = ask_add_wordlist(self, language=language)
        if name:
            fill_wordlist_combo(self.wordlist, name, language)

    def game_code(self) -> GameCode | None:
        """The code typed in the dialog, or None when the field is empty.

        Raises
        ------
        GameCodeError
            The code cannot be read (a typo, letters missing...).
        """
        text = self.code.text().strip()
        if is_challenge_code(text):
            raise GameCodeError(self.tr("this is a challenge code: enter it with Game > Play a game code (Ctrl+G)"))
        return decode_game(text) if text else None

    def _accept(self) -> None:
        try:
            code = self.game_code()
        except GameCodeError as exc:
            self.error.setText(self.tr("Game code: {problem}.").format(problem=error_text(exc)))
            self.code.setFocus()
            return
        if code is not None:
            self.accept()            # the code names the dice, list, rules and timer
            return
        timed = TIMER_KINDS[self.timer_kind.currentData()].timed
        if timed and self.minutes.value() * 60 + self.seconds.value() == 0:
            self.error.setText(self.tr("The timer needs at least one second (or choose Untimed)."))
            return
        self.accept()

    def timer_mode(self) -> TimerMode:
        """The clock chosen in the dialog."""
        kind = self.timer_kind.currentData()
        return TimerMode.of(kind, float(max(1, self.minutes.value() * 60 + self.seconds.value())),
                            float(self.bonus.value()))

    def options(self) -> GameOptions:
        min_len = None if self.rules_min.isChecked() else self.min_length.value()
        bar = self.quality.isChecked()
        return replace(GameOptions(self.dice.currentData(), self.wordlist.currentData(), None, min_len,
                                   self.rotate.isChecked()).with_timer(self.timer_mode()),
                       min_words=self.min_words.value() if bar else 0,
                       min_points=self.min_points.value() if bar else 0, language=self.language.currentData())
