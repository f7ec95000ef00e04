"""Play together: a round's end as a round window shows it.

The results per player (unique, shared and refused words), the standings across the
room's rounds (``round_ended.standings``: rank, name, total, rounds), and every word of the
board with who found it.
"""
from __future__ import annotations

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from core.net import MAX_NAME as P_MAX_NAME
from core.play import GroupResult, Rematch, word_length

from ..shared.theme import ToneDelegate, set_tone
from ..shared.verdicts import verdict_text
from ..widgets.buttons import push_button
from .dialogs import rule_text

#: Widest the results' player column grows, in average characters (longer names are elided, shown whole
#: in a tooltip), so the word columns keep room for their words.
NAME_COLUMN_CHARS = 16


def _fit_height(table: QTableWidget, most: int) -> None:
    """Rows as tall as their text; the table as tall as its rows, up to ``most`` pixels."""
    table.resizeRowsToContents()
    rows = sum(table.rowHeight(r) for r in range(table.rowCount()))
    height = table.horizontalHeader().height() + rows + 2 * table.frameWidth() + 2
    table.setMaximumHeight(max(80, min(height, most)))


def word_tree(headers: list[str], name: str, widths: tuple[int, ...]) -> QTreeWidget:
    """A flat list of words in columns (``headers``, the first ``widths``), rows striped; ``name``
    for screen readers."""
    tree = QTreeWidget()
    tree.setHeaderLabels(headers)
    tree.setRootIsDecorated(False)
    tree.setAlternatingRowColors(True)
    tree.setAccessibleName(name)
    for col, width in enumerate(widths):
        tree.setColumnWidth(col, width)
    tree.setItemDelegate(ToneDelegate(tree))
    return tree


class RematchChoice(QComboBox):
    """The board of the room's next round, as the host chooses it: a new one, the same again, or
    the next board of the room's game code (offered, and first, only when the room plays one)."""

    def __init__(self, with_code: bool, parent=None):
        super().__init__(parent)
        self.setAccessibleName(self.tr("Board of the next round"))
        for kind, text in ((Rematch.NEW, self.tr("a new board")), (Rematch.SAME, self.tr("the same board again")),
                           (Rematch.NEXT, self.tr("the next board of the game code"))):
            self.addItem(text, kind.value)
        if with_code:
            self.setCurrentIndex(self.findData(Rematch.NEXT.value))
        else:
            self.model().item(self.findData(Rematch.NEXT.value)).setEnabled(False)
            self.setItemData(self.findData(Rematch.NEXT.value), self.tr("Host with a game code to play its boards"),
                             Qt.ItemDataRole.ToolTipRole)


class ResultsPage(QWidget):
    """The results, the standings and the full reveal of the round just played.

    ``word_picked`` carries a word of the reveal the player selected (the window traces it on
    the board); ``save_requested``: the Save to history button.
    """

    word_picked = Signal(str)
    save_requested = Signal()

    def __init__(self, parent=None):
        super().__init__(parent)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        self.caption = QLabel(self.tr("RESULTS"))
        self.caption.setObjectName("caption")
        self.caption.setWordWrap(True)
        lay.addWidget(self.caption)
        self.table = QTableWidget(0, 5)
        self.table.setItemDelegate(ToneDelegate(self.table))
        self.table.setHorizontalHeaderLabels([self.tr("Player"), self.tr("Score"), self.tr("Unique words"),
                                              self.tr("Shared (struck out)"), self.tr("Not counted")])
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setWordWrap(True)
        self.table.setTextElideMode(Qt.TextElideMode.ElideMiddle)   # only a name too long for its column
        self.table.setAccessibleName(self.tr("Results"))
        header = self.table.horizontalHeader()
        for col in (2, 3, 4):
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.Stretch)
        lay.addWidget(self.table)
        self.standings_caption = QLabel(self.tr("STANDINGS"))
        self.standings_caption.setObjectName("caption")
        lay.addWidget(self.standings_caption)
        self.standings = QTableWidget(0, 4)
        self.standings.setObjectName("standings")
        self.standings.setHorizontalHeaderLabels([self.tr("Rank"), self.tr("Player"), self.tr("Total"),
                                                  self.tr("Rounds")])
        self.standings.verticalHeader().hide()
        self.standings.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.standings.setAccessibleName(self.tr("Standings across the rounds"))
        self.standings.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.standings.setTextElideMode(Qt.TextElideMode.ElideMiddle)
        lay.addWidget(self.standings)
        row = QHBoxLayout()
        cap = QLabel(self.tr("EVERY WORD OF THE BOARD"))
        cap.setObjectName("caption")
        row.addWidget(cap, 1)
        self.save_button = push_button(self.tr("Save to &history"), self.save_requested.emit)
        row.addWidget(self.save_button)
        lay.addLayout(row)
        self.reveal_tree = word_tree([self.tr("Word"), self.tr("Points"), self.tr("Found by")],
                                     self.tr("Every word of the board"), (150, 60))
        self.reveal_tree.currentItemChanged.connect(self._picked)
        lay.addWidget(self.reveal_tree, 1)      # the room the tables leave

    def _picked(self, current, _previous=None) -> None:
        if current is not None:
            self.word_picked.emit(current.data(0, Qt.ItemDataRole.UserRole))

    # -- the results ---------------------------------------------------------------------------
    def show_result(self, result: GroupResult, me: str) -> None:
        """The table per player (best first) and the reveal; ``me``: this window's player."""
        rule = rule_text(result.rule)
        best = max((p.score for p in result.players), default=0)
        winners = [p.name for p in result.players if p.score == best and best > 0]
        if winners:
            text = (self.tr("RESULTS · {rule} · {winners} WINS WITH {best}") if len(winners) == 1
                    else self.tr("RESULTS · {rule} · {winners} WIN WITH {best}"))
            self.caption.setText(text.format(
                rule=rule.upper(), winners=self.tr(" AND ").join(w.upper() for w in winners), best=best))
        else:
            self.caption.setText(self.tr("RESULTS · {rule}").format(rule=rule.upper()))
        self.table.setRowCount(len(result.players))
        bold = QFont(self.table.font())
        bold.setBold(True)
        struck = QFont(self.table.font())
        struck.setStrikeOut(True)
        for row, p in enumerate(sorted(result.players, key=lambda p: (-p.score, p.name))):
            not_counted = [f"{w.word.upper()} ({verdict_text(w.verdict)})" for w in p.words if not w.verdict.valid]
            cells = [(p.name + (self.tr(" (you)") if p.name == me else ""), bold), (str(p.score), bold),
                     (", ".join(p.unique).upper(), None), (", ".join(p.shared).upper(), struck),
                     ("; ".join(not_counted), None)]
            for col, (text, font) in enumerate(cells):
                item = QTableWidgetItem(text)
                if font is not None:
                    item.setFont(font)
                if col == 3:
                    set_tone(item, "muted")
                    item.setToolTip(self.tr("Found by two or more players: these score for no one")
                                    if result.rule == "classic" else self.tr("Found by two or more players"))
                if col == 0:
                    item.setToolTip(p.name)
                if col == 1:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(row, col, item)
        self.table.resizeColumnToContents(0)
        self.table.resizeColumnToContents(1)
        widest = self.table.fontMetrics().averageCharWidth() * NAME_COLUMN_CHARS
        if self.table.columnWidth(0) > widest:   # a 32-character name must not squeeze the words
            self.table.setColumnWidth(0, widest)
        self._fill_reveal(result)
        self.fit()
        QTimer.singleShot(0, self.fit)

    def show_standings(self, table: list, me: str) -> None:
        """The standings across the room's rounds (``round_ended.standings``); hidden when there are none."""
        rows = [s for s in table if isinstance(s, dict)]
        rounds = max((int(s.get("rounds") or 0) for s in rows), default=0)
        self.standings_caption.setText(self.tr("STANDINGS AFTER %n ROUND(S)", "", rounds))
        self.standings.setRowCount(len(rows))
        for row, s in enumerate(rows):
            name = str(s.get("name", "?"))
            cells = [str(s.get("rank", "")), name + (self.tr(" (you)") if name == me else ""),
                     str(s.get("total", 0)), str(s.get("rounds", 0))]
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if col != 1:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                else:
                    item.setToolTip(name)
                self.standings.setItem(row, col, item)
        for col in (0, 2, 3):
            self.standings.resizeColumnToContents(col)
        self.standings_caption.setVisible(bool(rows))
        self.standings.setVisible(bool(rows))
        self.fit()

    def standings_rows(self) -> list[tuple[str, str, str, str]]:
        """The standings table as shown: (rank, player, total, rounds)."""
        return [tuple(self.standings.item(r, c).text() for c in range(4)) for r in range(self.standings.rowCount())]

    def fit(self) -> None:
        """Rows as tall as their words; each table as tall as its rows (the results up to half the
        page, the standings up to a third), the reveal below."""
        _fit_height(self.table, self.height() // 2)
        _fit_height(self.standings, self.height() // 3)

    def _fill_reveal(self, result: GroupResult) -> None:
        found_by: dict[str, list[str]] = {}
        for p in result.players:
            for w in p.words:
                if w.verdict.valid:
                    found_by.setdefault(w.word, []).append(p.name)
        points_for = result.setup.rules_value.points_for
        self.reveal_tree.clear()
        bold = QFont(self.reveal_tree.font())
        bold.setBold(True)
        items = []
        for word in result.all_words:
            who = found_by.get(word, [])
            finders = ", ".join(who)
            if len(finders) > P_MAX_NAME:          # long names: one a line, so none is cut off
                finders = ",\n".join(who)
            item = QTreeWidgetItem([word.upper(), str(points_for(word_length(word))), finders])
            item.setToolTip(2, "\n".join(who))
            item.setData(0, Qt.ItemDataRole.UserRole, word)
            item.setTextAlignment(1, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            if who:
                for col in range(3):
                    item.setFont(col, bold)
            else:
                set_tone(item, "muted", 0)
            items.append(item)
        items.sort(key=lambda i: (-int(i.text(1)), i.text(0)))
        self.reveal_tree.addTopLevelItems(items)
        self.reveal_tree.headerItem().setText(0, self.tr("Word ({count}, %n point(s))", "", result.max_score).format(
            count=len(items)))
