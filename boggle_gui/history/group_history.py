"""Group rounds in the history: every network round and scored table game, listed and reopened.

:class:`GroupHistory` lists the group rounds of the history database (when, where, the
rule, each player's score) and shows the selected one whole: the board, every player's
words with their verdicts (words that scored nothing struck through), the scores and,
on request, every word of the board. :class:`GroupHistoryDialog` is the History
dialog's "Group rounds…" window.
"""
from __future__ import annotations

import datetime as dt

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, Qt, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QSplitter,
    QTextBrowser,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from core.play import GroupResult, GroupRoundRecord, History, HistoryError, format_result

from ..shared.error_text import error_text
from ..shared.group_results import results_html
from ..widgets.buttons import push_button


def _tr(text):
    return QCoreApplication.translate("GroupHistory", text)


#: The group rules' names (core.play.group.RULES), marked for translation.
RULE_NAMES = {"classic": QT_TRANSLATE_NOOP("GroupHistory", "classic"),
              "friendly": QT_TRANSLATE_NOOP("GroupHistory", "friendly")}


def round_title(record: GroupRoundRecord) -> str:
    """``Table game, 2026-11-23 14:05`` or ``Network round hosted by Ann, ...``."""
    when = dt.datetime.fromtimestamp(record.started_at).strftime("%Y-%m-%d %H:%M")
    if record.source == "table":
        return _tr("Table game, {date}").format(date=when)
    if record.host:
        return _tr("Network round hosted by {host}, {date}").format(host=record.host, date=when)
    return _tr("Network round, {date}").format(date=when)


class GroupHistory(QWidget):
    """The group rounds of ``history``: a list, and the selected round's results.

    Signals
    -------
    open_board_requested(str, object)
        "Open in Solve a board": the round's board and its Setup.
    play_board_requested(str, object)
        "Play this board": the same, to play a round on.
    """

    open_board_requested = Signal(str, object)
    play_board_requested = Signal(str, object)

    def __init__(self, history: History | None, parent=None):
        super().__init__(parent)
        self.history = history
        self.record: GroupRoundRecord | None = None
        self.result: GroupResult | None = None
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        self.message = QLabel("")
        self.message.setWordWrap(True)
        self.message.hide()
        lay.addWidget(self.message)
        split = QSplitter()
        self.rounds = QTreeWidget()
        self.rounds.setHeaderLabels([self.tr("Date"), self.tr("Where"), self.tr("Rule"), self.tr("Scores"),
                                     self.tr("Board")])
        self.rounds.setRootIsDecorated(False)
        self.rounds.setAlternatingRowColors(True)
        self.rounds.setAccessibleName(self.tr("Group rounds"))
        self.rounds.currentItemChanged.connect(lambda item, _old: self.show_round(self._record_of(item)))
        split.addWidget(self.rounds)
        right = QWidget()
        rl = QVBoxLayout(right)
        rl.setContentsMargins(0, 0, 0, 0)
        self.details = QTextBrowser()
        self.details.setAccessibleName(self.tr("Round results"))
        self.details.setPlaceholderText(self.tr("Select a round to see every player's words and scores."))
        rl.addWidget(self.details, 1)
        row = QHBoxLayout()
        self.reveal_box = QCheckBox(self.tr("Show &every word"))
        self.reveal_box.toggled.connect(lambda _on: self._render())
        self.copy_button = push_button(self.tr("&Copy as text"), self.copy_text, enabled=False)
        self.solve_button = push_button(self.tr("Open in &Solve a board"),
                                        lambda: self._emit(self.open_board_requested),
                                        enabled=False)
        self.play_button = push_button(self.tr("&Play this board"), lambda: self._emit(self.play_board_requested),
                                       enabled=False)
        row.addWidget(self.reveal_box)
        row.addStretch(1)
        for b in (self.copy_button, self.solve_button, self.play_button):
            row.addWidget(b)
        rl.addLayout(row)
        split.addWidget(right)
        split.setStretchFactor(0, 2)
        split.setStretchFactor(1, 3)
        split.setSizes([450, 650])
        lay.addWidget(split, 1)
        self.refresh()

    # -- listing --------------------------------------------------------------
    def refresh(self) -> None:
        """List the stored group rounds, most recent first, and select the first."""
        self.rounds.clear()
        if self.history is None:
            self._say(self.tr("The history is not available, so no group rounds can be shown."))
            return
        try:
            records = self.history.group_rounds()
        except HistoryError as exc:
            self._say(self.tr("Cannot read the group rounds: {problem}").format(problem=error_text(exc)))
            return
        for record in records:
            when = dt.datetime.fromtimestamp(record.started_at).strftime("%Y-%m-%d %H:%M")
            where = (self.tr("table") if record.source == "table"
                     else self.tr("network ({host})").format(host=record.host or "?"))
            scores = ", ".join(f"{name} {score}" for name, score in record.players)
            rule = self.tr(RULE_NAMES[record.rule]) if record.rule in RULE_NAMES else record.rule
            item = QTreeWidgetItem([when, where, rule, scores, record.board.upper()])
            item.setData(0, Qt.ItemDataRole.UserRole, record)
            self.rounds.addTopLevelItem(item)
        for col in range(self.rounds.columnCount()):
            self.rounds.resizeColumnToContents(col)
        if not records:
            self._say(self.tr("No group rounds yet: score a table game (Tools > Score a table game) and save it, "
                              "or play a round together."))
        else:
            self.message.hide()
            self.rounds.setCurrentItem(self.rounds.topLevelItem(0))

    @staticmethod
    def _record_of(item) -> GroupRoundRecord | None:
        return None if item is None else item.data(0, Qt.ItemDataRole.UserRole)

    # -- one round --------------------------------------------------------------
    def show_round(self, record: GroupRoundRecord | None) -> None:
        """Show ``record``'s whole results (read from the history)."""
        self.record, self.result = record, None
        if record is not None and self.history is not None:
            try:
                self.result = self.history.load_group_round(record.round_id)
            except (HistoryError, KeyError) as exc:
                self._say(self.tr("Cannot show this round: {problem}").format(problem=error_text(exc)))
        for b in (self.copy_button, self.solve_button, self.play_button):
            b.setEnabled(self.result is not None)
        self._render()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange and hasattr(self, "result"):   # a switch: its colours
            self._render()

    def _render(self) -> None:
        if self.result is None or self.record is None:
            self.details.clear()
            return
        self.details.setHtml(results_html(self.result, reveal=self.reveal_box.isChecked(),
                                          title=round_title(self.record)))

    def copy_text(self) -> None:
        if self.result is not None:
            QGuiApplication.clipboard().setText(f"{round_title(self.record)}\n\n"
                                                + format_result(self.result, reveal=self.reveal_box.isChecked()))

    def _emit(self, signal) -> None:
        if self.result is not None:
            signal.emit(self.result.board, self.result.setup)

    def _say(self, text: str) -> None:
        self.message.setText(text)
        self.message.show()


class GroupHistoryDialog(QDialog):
    """The group rounds of the history in a window of their own (History > Group rounds…)."""

    open_board_requested = Signal(str, object)
    play_board_requested = Signal(str, object)

    def __init__(self, history: History | None, parent=None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Group rounds"))
        self.resize(1000, 620)
        lay = QVBoxLayout(self)
        self.view = GroupHistory(history)
        lay.addWidget(self.view, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        self.view.open_board_requested.connect(self.open_board_requested)
        self.view.play_board_requested.connect(self.play_board_requested)
        self.view.play_board_requested.connect(lambda *_a: self.accept())

    @classmethod
    def open_from(cls, history_dialog) -> GroupHistoryDialog:
        """Open over the History dialog, passing boards on through its own signals."""
        dialog = cls(history_dialog.history, history_dialog)
        dialog.open_board_requested.connect(history_dialog.open_board_requested)
        dialog.play_board_requested.connect(history_dialog.play_board)   # History closes before the round starts
        dialog.show()
        history_dialog.group_dialog = dialog
        return dialog
