"""History and high scores: recent rounds and a high-score table per game kind.

A kind is a dice set, timer, word list and minimum length (:class:`core.play.history.GameKind`):
rounds scored with different lists never share a table.
"""
from __future__ import annotations

import datetime as dt

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QTabWidget,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from core.engine.dice import DICE_SETS
from core.play.history import GameKind, History, HistoryError, RoundRecord

from .panels import format_clock


def _kind_label(dice: str, timer) -> str:
    name = DICE_SETS[dice].name if dice in DICE_SETS else dice
    return f"{name}, {'untimed' if timer is None else format_clock(timer)}"


#: Shown instead of the answers of a round that is still in play.
IN_PLAY_MESSAGE = ("This round is still in play: its words are shown in Solve a board once it is over "
                   "(resume it, or end it, first).")


def _date(ts: float) -> str:
    return dt.datetime.fromtimestamp(ts).strftime("%Y-%m-%d %H:%M")


def _share(r: RoundRecord) -> str:
    return f"{100 * r.score / r.max_score:.0f}%" if r.max_score else "–"


def _list_label(r: RoundRecord) -> str:
    text = f"{r.wordlist.upper()}, {r.min_length}+"
    return text if r.wordlist_sha256 else f"{text} (version not recorded)"


class HistoryDialog(QDialog):
    """Double-clicking a finished round opens its board in the solver view, with its word list and rules.

    Signals
    -------
    open_board_requested(str, object)
        The board and its :class:`~core.engine.setup.Setup`. Rounds still in play are
        refused with a message: opening them would show every answer.
    """

    open_board_requested = Signal(str, object)

    def __init__(self, history: History | None, error: str = "", parent=None):
        super().__init__(parent)
        self.setWindowTitle("History and high scores")
        self.resize(720, 460)
        self.history = history
        lay = QVBoxLayout(self)
        self.message = QLabel(error)
        self.message.setWordWrap(True)
        self.message.setVisible(bool(error))
        lay.addWidget(self.message)
        self.tabs = QTabWidget()
        lay.addWidget(self.tabs, 1)

        high = QWidget()
        hl = QVBoxLayout(high)
        row = QHBoxLayout()
        self.kind = QComboBox()
        label = QLabel("&Game:")
        label.setBuddy(self.kind)
        row.addWidget(label)
        row.addWidget(self.kind, 1)
        hl.addLayout(row)
        self.high_table = self._table(["#", "Score", "Of max", "Words", "Board", "Date"])
        hl.addWidget(self.high_table, 1)
        self.tabs.addTab(high, "&High scores")

        self.recent_table = self._table(["Date", "Game", "Word list", "Score", "Of max", "Words", "Status", "Board"])
        self.tabs.addTab(self.recent_table, "&Recent rounds")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        self.kind.currentIndexChanged.connect(self._fill_high)
        self.refresh()

    def _table(self, headers) -> QTreeWidget:
        t = QTreeWidget()
        t.setHeaderLabels(headers)
        t.setRootIsDecorated(False)
        t.setAlternatingRowColors(True)
        t.itemActivated.connect(self._activated)
        return t

    def _activated(self, item, _col) -> None:
        record: RoundRecord | None = item.data(0, Qt.ItemDataRole.UserRole)
        if record is None:
            return
        if record.status == "playing":
            self.message.setText(IN_PLAY_MESSAGE)
            self.message.show()
            return
        try:
            setup = record.setup
        except ValueError as exc:
            self.message.setText(f"Cannot open this round: {exc}")
            self.message.show()
            return
        self.open_board_requested.emit(record.board, setup)

    def _fail(self, exc: HistoryError) -> None:
        self.message.setText(str(exc))
        self.message.show()

    def refresh(self) -> None:
        if self.history is None:
            return
        try:
            kinds = self.history.game_kinds()
            recent = self.history.rounds(limit=200)
        except HistoryError as exc:
            self._fail(exc)
            return
        self.kind.blockSignals(True)
        self.kind.clear()
        for kind in kinds:
            self.kind.addItem(kind.describe(), kind)
        self.kind.blockSignals(False)
        self._fill_high()
        self.recent_table.clear()
        for r in recent:
            item = QTreeWidgetItem([_date(r.started_at), _kind_label(r.dice_set, r.timer_seconds), _list_label(r),
                                    str(r.score), _share(r), str(r.words_found), r.status, r.board.upper()])
            item.setData(0, Qt.ItemDataRole.UserRole, r)
            self.recent_table.addTopLevelItem(item)
        for col in range(self.recent_table.columnCount()):
            self.recent_table.resizeColumnToContents(col)

    def _fill_high(self) -> None:
        self.high_table.clear()
        kind: GameKind | None = self.kind.currentData()
        if self.history is None or kind is None:
            return
        try:
            rows = self.history.high_scores(kind)
        except HistoryError as exc:
            self._fail(exc)
            return
        for rank, r in enumerate(rows, 1):
            item = QTreeWidgetItem([str(rank), str(r.score), _share(r), str(r.words_found), r.board.upper(),
                                    _date(r.started_at)])
            item.setData(0, Qt.ItemDataRole.UserRole, r)
            self.high_table.addTopLevelItem(item)
        for col in range(self.high_table.columnCount()):
            self.high_table.resizeColumnToContents(col)
