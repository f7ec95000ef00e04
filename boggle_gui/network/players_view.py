"""Play together: the room's people as a round window shows them.

The players (their words this round, whether they said ready, their points over the rounds),
the spectators apart, and for the host a way to remove someone, asked first.
"""
from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMenu,
    QMessageBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..shared.theme import ToneDelegate, set_tone
from ..widgets.buttons import push_button

#: The player table's columns.
NAME, WORDS, READY, TOTAL = range(4)


class PlayersView(QWidget):
    """The players and the spectators of a room; ``removable`` (the host's view) adds Remove.

    ``remove_confirmed`` carries the name of someone the host chose to remove and confirmed.
    """

    remove_confirmed = Signal(str)

    def __init__(self, removable: bool = False, parent=None):
        super().__init__(parent)
        self.removable = removable
        self.me = ""
        self.spectators: list[str] = []
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        row = QHBoxLayout()
        caption = QLabel(self.tr("PLAYERS"))
        caption.setObjectName("caption")
        row.addWidget(caption, 1)
        self.remove_button = push_button(self.tr("&Remove player…"), self._remove_current, enabled=False)
        self.remove_button.setVisible(removable)
        row.addWidget(self.remove_button)
        lay.addLayout(row)
        self.table = QTableWidget(0, 4)
        self.table.setItemDelegate(ToneDelegate(self.table))
        self.table.setHorizontalHeaderLabels([self.tr("Player"), self.tr("Words"), self.tr("Ready"),
                                              self.tr("Points in all")])
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QTableWidget.SelectionMode.SingleSelection)
        self.table.setAccessibleName(self.tr("Players"))
        self.table.horizontalHeader().setSectionResizeMode(NAME, QHeaderView.ResizeMode.Stretch)
        for col in (WORDS, READY, TOTAL):        # as wide as their headings, in every language
            self.table.horizontalHeader().setSectionResizeMode(col, QHeaderView.ResizeMode.ResizeToContents)
        self.table.setColumnHidden(READY, True)        # until the room says it has a ready check
        self.table.itemSelectionChanged.connect(self._selection_changed)
        if removable:
            self.table.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
            self.table.customContextMenuRequested.connect(self._context_menu)
        lay.addWidget(self.table, 1)
        self.watching = QLabel("")
        self.watching.setObjectName("spectators")
        self.watching.setWordWrap(True)
        self.watching.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        lay.addWidget(self.watching)

    def set_people(self, players: list[dict], spectators: list[str], me: str, ready_check: bool) -> None:
        """Show the host's player list (``players`` message) and spectators; ``me``: this window's name."""
        self.me = me
        picked = self.current_name()
        self.table.setColumnHidden(READY, not ready_check)
        self.table.setRowCount(len(players))
        for row, p in enumerate(players):
            name = str(p.get("name", "?"))
            connected = bool(p.get("connected", True))
            shown = name + (self.tr(" (you)") if name == me else "") + ("" if connected else self.tr(" (away)"))
            cells = [shown, str(p.get("words", "")), self.tr("ready") if p.get("ready") else "",
                     str(p.get("total") or 0)]
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setData(Qt.ItemDataRole.UserRole, name)
                if not connected:
                    set_tone(item, "muted")
                elif col == READY and p.get("ready"):
                    set_tone(item, "good")
                if col != NAME:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.table.setItem(row, col, item)
            if name == picked:
                self.table.selectRow(row)
        self.spectators = list(spectators)
        if spectators:
            names = ", ".join(s + (self.tr(" (you)") if s == me else "") for s in spectators)
            self.watching.setText(self.tr("Watching (%n): {names}", "", len(spectators)).format(names=names))
        else:
            self.watching.setText(self.tr("Nobody is watching."))
        self._selection_changed()

    def names(self) -> list[str]:
        """The players' names, in the order shown."""
        return [self.table.item(r, NAME).data(Qt.ItemDataRole.UserRole) for r in range(self.table.rowCount())]

    def ready_names(self) -> list[str]:
        return [self.table.item(r, NAME).data(Qt.ItemDataRole.UserRole) for r in range(self.table.rowCount())
                if self.table.item(r, READY).text()]

    def current_name(self) -> str | None:
        item = self.table.currentItem()
        return item.data(Qt.ItemDataRole.UserRole) if item is not None and item.isSelected() else None

    def _selection_changed(self) -> None:
        name = self.current_name()
        self.remove_button.setEnabled(self.removable and name is not None and name != self.me)

    def _context_menu(self, pos) -> None:
        item = self.table.itemAt(pos)
        name = item.data(Qt.ItemDataRole.UserRole) if item is not None else None
        if name is None or name == self.me:
            return
        menu = QMenu(self)
        menu.addAction(self.tr("Remove {name} from the room…").format(name=name), lambda: self.ask_to_remove(name))
        menu.exec(self.table.viewport().mapToGlobal(pos))

    def _remove_current(self) -> None:
        name = self.current_name()
        if name is not None and name != self.me:
            self.ask_to_remove(name)

    def ask_to_remove(self, name: str) -> bool:
        """Ask the host whether to remove ``name``; on yes, ``remove_confirmed``. Returns the answer."""
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Remove a player"),
                          self.tr("Remove {name} from the room? Their words leave this round, and they cannot "
                                  "join again as the same player.").format(name=name),
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, self)
        box.setDefaultButton(QMessageBox.StandardButton.No)
        if box.exec() != QMessageBox.StandardButton.Yes:
            return False
        self.remove_confirmed.emit(name)
        return True
