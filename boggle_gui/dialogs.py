"""New-game options and dialog, word-list choice, and "Add word list…"."""
from __future__ import annotations

import shutil
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QWidget,
)

from core.engine.dice import DICE_SETS
from core.engine.wordlist import DEFAULT_WORDLIST, WordListError, load_wordlist, user_wordlist_dir
from core.play.game import default_min_length

from .wordlist_choice import fill_wordlist_combo, wordlist_label  # noqa: F401 (re-exported)

DEFAULT_DICE = "new"
DEFAULT_TIMER = 180


@dataclass(frozen=True)
class GameOptions:
    """Everything a new round needs besides the board."""

    dice_key: str = DEFAULT_DICE
    wordlist: str = DEFAULT_WORDLIST      # name of a known list, or a file path
    timer_seconds: int | None = DEFAULT_TIMER
    min_length: int | None = None         # None: the dice set's rules
    rotate: bool = False

    @property
    def effective_min_length(self) -> int:
        return self.min_length if self.min_length is not None else default_min_length(self.dice_key)

    @classmethod
    def from_settings(cls, settings) -> GameOptions:
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
        return cls(dice, str(settings.value("game/wordlist", DEFAULT_WORDLIST)), timer or None, min_len, rotate)

    def save(self, settings) -> None:
        settings.setValue("game/dice", self.dice_key)
        settings.setValue("game/wordlist", self.wordlist)
        settings.setValue("game/timer", int(self.timer_seconds or 0))
        settings.setValue("game/min_length", int(self.min_length or 0))
        settings.setValue("game/rotate", "true" if self.rotate else "false")


def add_wordlist_file(path: str | Path) -> str:
    """Check a word list file and copy it into the user word-list folder; returns its name.

    Raises
    ------
    WordListError
        If the file cannot be read or holds no playable words (nothing is copied).
    """
    src = Path(path)
    load_wordlist(src)  # validates (and caches the compiled trie)
    folder = user_wordlist_dir()
    try:
        folder.mkdir(parents=True, exist_ok=True)
        dest = folder / (src.stem + ".txt")
        if dest.resolve() != src.resolve():
            if dest.exists() and dest.read_bytes() != src.read_bytes():
                raise WordListError(f"a different word list named {dest.stem!r} already exists in {folder}; "
                                    "rename the file and try again")
            shutil.copyfile(src, dest)
    except OSError as exc:
        raise WordListError(f"cannot copy {src} into {folder}: {exc.strerror or exc}") from None
    return dest.stem


def ask_add_wordlist(parent: QWidget | None, path: str | None = None) -> str | None:
    """Ask for a file (unless ``path`` is given), add it, report problems; the new list's name or None."""
    if path is None:
        path, _ = QFileDialog.getOpenFileName(parent, "Add word list", str(Path.home()),
                                              "Word lists (*.txt);;All files (*)")
        if not path:
            return None
    try:
        return add_wordlist_file(path)
    except WordListError as exc:
        QMessageBox.warning(parent, "Cannot add word list", str(exc))
        return None


class NewGameDialog(QDialog):
    """Dice set, word list, timer, minimum length, face rotation."""

    def __init__(self, options: GameOptions, parent=None):
        super().__init__(parent)
        self.setWindowTitle("New game")
        form = QFormLayout(self)
        self.dice = QComboBox()
        for key, ds in DICE_SETS.items():
            self.dice.addItem(ds.name, key)
        self.dice.setCurrentIndex(max(0, self.dice.findData(options.dice_key)))
        form.addRow("&Dice:", self.dice)

        wl_row = QHBoxLayout()
        self.wordlist = QComboBox()
        fill_wordlist_combo(self.wordlist, options.wordlist)
        add = QPushButton("&Add word list…")
        add.clicked.connect(self._add_wordlist)
        wl_row.addWidget(self.wordlist, 1)
        wl_row.addWidget(add)
        wl_label = QLabel("&Word list:")
        wl_label.setBuddy(self.wordlist)
        form.addRow(wl_label, wl_row)

        t_row = QHBoxLayout()
        total = options.timer_seconds or DEFAULT_TIMER
        self.minutes = QSpinBox()
        self.minutes.setRange(0, 999)
        self.minutes.setSuffix(" min")
        self.minutes.setValue(total // 60)
        self.seconds = QSpinBox()
        self.seconds.setRange(0, 59)
        self.seconds.setSuffix(" s")
        self.seconds.setValue(total % 60)
        self.untimed = QCheckBox("&Untimed")
        self.untimed.setChecked(options.timer_seconds is None)
        self.untimed.toggled.connect(self._sync)
        t_row.addWidget(self.minutes)
        t_row.addWidget(self.seconds)
        t_row.addWidget(self.untimed)
        t_row.addStretch(1)
        t_label = QLabel("&Timer:")
        t_label.setBuddy(self.minutes)
        form.addRow(t_label, t_row)

        m_row = QHBoxLayout()
        self.min_length = QSpinBox()
        self.min_length.setRange(1, 16)
        self.rules_min = QCheckBox("From the &rules")
        self.rules_min.setChecked(options.min_length is None)
        self.rules_min.toggled.connect(self._sync)
        self.min_length.setValue(options.effective_min_length)
        m_row.addWidget(self.min_length)
        m_row.addWidget(self.rules_min)
        m_row.addStretch(1)
        m_label = QLabel("&Minimum letters:")
        m_label.setBuddy(self.min_length)
        form.addRow(m_label, m_row)
        self.dice.currentIndexChanged.connect(self._sync)

        self.rotate = QCheckBox("Turn dice faces randomly, like real dice")
        self.rotate.setChecked(options.rotate)
        form.addRow("", self.rotate)
        self.error = QLabel("")
        self.error.setStyleSheet("color: #d64545;")
        self.error.setWordWrap(True)
        form.addRow(self.error)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText("&Roll")
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        self._sync()

    def _sync(self) -> None:
        untimed = self.untimed.isChecked()
        self.minutes.setEnabled(not untimed)
        self.seconds.setEnabled(not untimed)
        if self.rules_min.isChecked():
            self.min_length.setValue(default_min_length(self.dice.currentData()))
        self.min_length.setEnabled(not self.rules_min.isChecked())

    def _add_wordlist(self) -> None:
        name = ask_add_wordlist(self)
        if name:
            fill_wordlist_combo(self.wordlist, name)

    def _accept(self) -> None:
        if not self.untimed.isChecked() and self.minutes.value() * 60 + self.seconds.value() == 0:
            self.error.setText("The timer needs at least one second (or tick Untimed).")
            return
        self.accept()

    def options(self) -> GameOptions:
        timer = None if self.untimed.isChecked() else self.minutes.value() * 60 + self.seconds.value()
        min_len = None if self.rules_min.isChecked() else self.min_length.value()
        return GameOptions(self.dice.currentData(), self.wordlist.currentData(), timer, min_len,
                           self.rotate.isChecked())


def shortcut_help_html(actions) -> str:
    rows = "".join(f"<tr><td><b>{a.shortcut().toString()}</b></td><td>{a.text().replace('&', '')}</td></tr>"
                   for a in actions if not a.shortcut().isEmpty())
    board = ("<tr><td><b>Arrows</b></td><td>move the tile cursor on the board</td></tr>"
             "<tr><td><b>Space</b></td><td>add the tile under the cursor (select a tile after the round)</td></tr>"
             "<tr><td><b>Backspace</b></td><td>step back one tile</td></tr>"
             "<tr><td><b>Esc</b></td><td>clear the path / show all words</td></tr>")
    return f"<table cellspacing=6>{rows}{board}</table>"

