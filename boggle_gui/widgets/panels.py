"""Side panels of a round: playing (clock, score, entry, found words) and the reveal.

The pieces a round shows wherever it is played (the game window and a network round
alike) are widgets of their own here: :class:`ClockScore` (the clock, the score and the
time bar), :class:`WordEntry` and :class:`FeedbackLine`.
"""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt, Signal
from PySide6.QtGui import QFont, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QSplitter,
    QStyle,
    QStyledItemDelegate,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from core.engine import Solution
from core.play import LengthCount, Submission, Verdict, normalise_word

from ..shared.theme import ToneDelegate, set_tone
from ..shared.verdicts import submission_text, verdict_style
from .definitions import DefinitionPane


def format_clock(seconds: float | None) -> str:
    if seconds is None:
        return "∞"
    s = int(seconds + 0.999)  # show 0:01 until the last second is really gone
    return f"{s // 60}:{s % 60:02d}"


def _restyle(widget: QWidget) -> None:
    # A dynamic property read by the style sheet takes effect only when the widget is polished again.
    widget.style().unpolish(widget)
    widget.style().polish(widget)


def board_beside(board: QWidget, side: QWidget, sizes: tuple[int, int]) -> QSplitter:
    """A round's board with its panel beside it, 3:2 as the window grows; a dragged handle never
    hides either."""
    split = QSplitter()
    split.addWidget(board)
    split.addWidget(side)
    split.setStretchFactor(0, 3)
    split.setStretchFactor(1, 2)
    split.setSizes(list(sizes))
    split.setChildrenCollapsible(False)
    return split


class FeedbackLine(QLabel):
    """A line saying what became of something, coloured by its style (a verdict's style:
    ``new``, ``repeat``, ``bad``; "" for plain)."""

    def __init__(self, parent=None):
        super().__init__(" ", parent)
        self.setObjectName("feedback")

    def say(self, text: str, style: str = "") -> None:
        self.setText(text)
        self.setProperty("verdict", style)
        _restyle(self)


class WordEntry(QLineEdit):
    """Where a word is typed; Enter sends it (:attr:`word_entered`), Esc clears it (:attr:`cleared`)."""

    word_entered = Signal(str)
    cleared = Signal()

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("wordEntry")
        self.setPlaceholderText(self.tr("Type a word, press Enter"))
        self.setAccessibleName(self.tr("Word entry"))
        self.returnPressed.connect(self._on_return)
        clear = QShortcut(QKeySequence(Qt.Key.Key_Escape), self, self._clear)
        clear.setContext(Qt.ShortcutContext.WidgetShortcut)

    def _on_return(self) -> None:
        text = self.text()
        if text.strip():
            self.word_entered.emit(text)

    def _clear(self) -> None:
        self.clear()
        self.cleared.emit()

    def set_state(self, state: str) -> None:
        """The entry's look: ``repeat`` while it holds a word already found, "" otherwise."""
        if self.property("state") != state:
            self.setProperty("state", state)
            _restyle(self)


class ClockScore(QWidget):
    """A round's clock and score side by side, captioned, over the bar of the time left. The clock
    turns urgent in the last ten seconds."""

    def __init__(self, time_caption: str | None = None, score_caption: str | None = None, parent=None):
        """``time_caption``, ``score_caption``: translated captions (default "TIME LEFT", "SCORE")."""
        super().__init__(parent)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        top = QHBoxLayout()
        clock_box, score_box = QVBoxLayout(), QVBoxLayout()
        cap1 = QLabel(self.tr("TIME LEFT") if time_caption is None else time_caption)
        cap2 = QLabel(self.tr("SCORE") if score_caption is None else score_caption)
        for c in (cap1, cap2):
            c.setObjectName("caption")
        self.clock = QLabel("3:00")
        self.clock.setObjectName("clock")
        self.score = QLabel("0")
        self.score.setObjectName("score")
        self.score.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        cap2.setAlignment(Qt.AlignmentFlag.AlignRight)
        clock_box.addWidget(cap1)
        clock_box.addWidget(self.clock)
        score_box.addWidget(cap2)
        score_box.addWidget(self.score)
        top.addLayout(clock_box)
        top.addStretch(1)
        top.addLayout(score_box)
        lay.addLayout(top)
        self.time_bar = QProgressBar()
        self.time_bar.setTextVisible(False)
        self.time_bar.setMaximumHeight(6)
        self.time_bar.setRange(0, 1000)
        lay.addWidget(self.time_bar)

    def set_time(self, left: float | None, total: float | None) -> None:
        """``left`` of ``total`` seconds (None: untimed; the bar is hidden without a total)."""
        self.clock.setText(format_clock(left))
        urgent = left is not None and left <= 10.5
        if self.clock.property("urgent") != urgent:
            self.clock.setProperty("urgent", urgent)
            _restyle(self.clock)
        self.time_bar.setVisible(total is not None)
        if total:
            self.time_bar.setValue(int(1000 * (left or 0) / total))

    def set_score(self, score: int) -> None:
        self.score.setText(str(score))


class LengthTable(QFrame):
    """Words found and total per length, one narrow column per length::

        LETTERS  3   4   5   6+
        FOUND    12  5   1   0
        OF       40  31  9   4

    Three rows keep the columns narrow enough for the side panel with ten lengths of
    a 6x6 board. A length found in full is marked (style ``complete``)."""

    ROWS = (QT_TRANSLATE_NOOP("LengthTable", "LETTERS"), QT_TRANSLATE_NOOP("LengthTable", "FOUND"),
            QT_TRANSLATE_NOOP("LengthTable", "OF"))

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("lengthTable")
        self._grid = QGridLayout(self)
        self._grid.setContentsMargins(8, 3, 8, 3)
        self._grid.setHorizontalSpacing(12)
        self._grid.setVerticalSpacing(0)
        for row, text in enumerate(self.ROWS):
            cap = QLabel(self.tr(text))
            cap.setObjectName("caption")
            self._grid.addWidget(cap, row, 0)
        self._grid.setColumnStretch(99, 1)
        self._columns: list[tuple[QLabel, QLabel, QLabel]] = []    # (length, found, total) per column
        self.counts: list[LengthCount] = []
        self.hide()

    def set_counts(self, counts: list[LengthCount]) -> None:
        """Show ``counts`` (an empty list hides the table)."""
        self.counts = list(counts)
        while len(self._columns) < len(counts):
            cells = (QLabel(), QLabel(), QLabel())
            cells[0].setObjectName("caption")
            col = len(self._columns) + 1
            for row, label in enumerate(cells):
                if row:
                    label.setObjectName("lengthCount")
                label.setAlignment(Qt.AlignmentFlag.AlignCenter)
                self._grid.addWidget(label, row, col)
            self._columns.append(cells)
        for i, cells in enumerate(self._columns):
            visible = i < len(counts)
            for label in cells:
                label.setVisible(visible)
            if not visible:
                continue
            c = counts[i]
            head, found, total = cells
            head.setText(c.label)
            found.setText(str(c.found))
            total.setText("…" if c.total is None else str(c.total))
            if c.label == str(c.length):
                letters = self.tr("%n letter(s)", "", c.length)
            else:                 # the last column gathers the longer words: "8+"
                letters = self.tr("{length} letters").format(length=c.label)
            if c.total is None:
                tip = self.tr("{letters}: {found} found").format(letters=letters, found=c.found)
            else:
                tip = self.tr("{letters}: {found} found of {total}").format(letters=letters, found=c.found,
                                                                            total=c.total)
            complete = c.total is not None and c.total > 0 and c.found == c.total
            for label in cells[1:]:
                label.setToolTip(tip)
                if label.property("complete") != complete:
                    label.setProperty("complete", complete)
                    _restyle(label)
        self.setVisible(bool(counts))

    def text(self) -> str:
        """The table as one line, ``3: 12/40  4: 5/31`` (tests and accessibility)."""
        return "  ".join(f"{c.label}: {c.found}" + ("" if c.total is None else f"/{c.total}") for c in self.counts)


class WordPointsDelegate(QStyledItemDelegate):
    """Draws a found word's row ("WORD\t+3") as the word at the left and its points in a column
    at the right: a tab stop would put them wherever the word ends."""

    def paint(self, painter, option, index) -> None:
        self.initStyleOption(option, index)
        word, _, points = option.text.partition("\t")
        option.text = ""
        widget = option.widget
        style = widget.style() if widget is not None else None
        if style is None:
            return super().paint(painter, option, index)
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, option, painter, widget)
        text_rect = style.subElementRect(QStyle.SubElement.SE_ItemViewItemText, option, widget)
        selected = bool(option.state & QStyle.StateFlag.State_Selected)
        role = option.palette.ColorRole.HighlightedText if selected else option.palette.ColorRole.Text
        painter.save()
        painter.setFont(option.font)
        painter.setPen(option.palette.color(role))
        middle = Qt.AlignmentFlag.AlignVCenter
        painter.drawText(text_rect, Qt.AlignmentFlag.AlignLeft | middle, word)
        painter.drawText(text_rect.adjusted(0, 0, -4, 0), Qt.AlignmentFlag.AlignRight | middle, points)
        painter.restore()


class PlayPanel(QWidget):
    """Clock, score, progress against the solver's totals, word entry, feedback and found words."""

    word_entered = Signal(str)
    text_edited = Signal(str)

    def __init__(self, parent=None):
        super().__init__(parent)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        self.clock_score = ClockScore()
        self.clock, self.score, self.time_bar = (self.clock_score.clock, self.clock_score.score,
                                                 self.clock_score.time_bar)
        lay.addWidget(self.clock_score)
        self.progress = QLabel(self.tr("Solving the board…"))
        self.progress.setObjectName("progress")
        lay.addWidget(self.progress)
        self.lengths = LengthTable()
        lay.addWidget(self.lengths)
        self.entry = WordEntry()
        self.entry.word_entered.connect(self.word_entered)
        self.entry.textEdited.connect(self.text_edited)
        self.entry.cleared.connect(lambda: self.text_edited.emit(""))
        lay.addWidget(self.entry)
        self.feedback = FeedbackLine()
        self.feedback.setMinimumHeight(34)
        lay.addWidget(self.feedback)
        header = QHBoxLayout()
        self.found_caption = QLabel(self.tr("WORDS FOUND ({count})").format(count=0))
        self.found_caption.setObjectName("caption")
        header.addWidget(self.found_caption)
        lay.addLayout(header)
        self.found_list = QListWidget()
        self.found_list.setAccessibleName(self.tr("Words found"))
        self.found_list.setObjectName("foundList")
        self.found_list.setAlternatingRowColors(True)
        self.found_list.setItemDelegate(WordPointsDelegate(self.found_list))
        lay.addWidget(self.found_list, 1)
        self.last_submission: Submission | None = None

    def type_text(self, text: str) -> None:
        """Letters typed elsewhere (on the board) continue the word in the entry."""
        if not self.entry.isEnabled():
            return
        self.entry.setFocus()
        self.entry.insert(text)
        self.text_edited.emit(self.entry.text())

    def reset(self, timer_seconds: float | None) -> None:
        self.found_list.clear()
        self.found_caption.setText(self.tr("WORDS FOUND ({count})").format(count=0))
        self.entry.clear()
        self.entry.setEnabled(True)
        self.set_entry_state("")
        self.feedback.say(" ")
        self.clock_score.set_score(0)
        self.progress.setText(self.tr("Solving the board…"))
        self.lengths.set_counts([])
        self.last_submission = None
        self.set_time(timer_seconds, timer_seconds)

    def set_time(self, left: float | None, total: float | None) -> None:
        self.clock_score.set_time(left, total)

    def set_entry_state(self, state: str) -> None:
        self.entry.set_state(state)

    def show_already_found(self, word: str | None) -> None:
        """While a word is typed or traced: flag it if it is already found (``word``), or
        go back to the verdict on the last submission (None). Only words the player has
        found are flagged: a hint for valid new words would give answers away."""
        if word:
            self.set_entry_state("repeat")
            self.feedback.say(submission_text(word, Verdict.REPEATED), verdict_style(Verdict.REPEATED))
            return
        if self.entry.property("state") == "repeat":
            self.set_entry_state("")
        sub = self.last_submission
        if sub is None:
            self.feedback.say(" ")
        else:
            self.feedback.say(submission_text(sub.word, sub.verdict, sub.points), verdict_style(sub.verdict))

    def set_lengths(self, counts: list[LengthCount]) -> None:
        self.lengths.set_counts(counts)

    def show_submission(self, sub: Submission, score: int) -> None:
        self.last_submission = sub
        self.feedback.say(submission_text(sub.word, sub.verdict, sub.points), verdict_style(sub.verdict))
        if sub.accepted:
            item = QListWidgetItem(f"{sub.word.upper()}\t+{sub.points}")
            item.setData(Qt.ItemDataRole.UserRole, sub.path)
            self.found_list.insertItem(0, item)
            self.found_caption.setText(self.tr("WORDS FOUND ({count})").format(count=self.found_list.count()))
        self.clock_score.set_score(score)

    def add_restored(self, word: str, points: int, path) -> None:
        item = QListWidgetItem(f"{word.upper()}\t+{points}")
        item.setData(Qt.ItemDataRole.UserRole, tuple(path))
        self.found_list.insertItem(0, item)
        self.found_caption.setText(self.tr("WORDS FOUND ({count})").format(count=self.found_list.count()))

    def set_totals(self, words_found: int, max_words: int | None, score: int, max_score: int | None) -> None:
        if max_words is None:
            self.progress.setText(self.tr("Found %n word(s) · solving the board…", "", words_found))
        else:
            self.progress.setText(self.tr("Found {found} of %n word(s) · {score} of {max_score} points", "", max_words)
                                  .format(found=words_found, score=score, max_score=max_score))


class RevealPanel(QWidget):
    """Every word of a board, sortable, found and missed marked apart; a summary on top."""

    word_highlighted = Signal(tuple)     # path of the selected/hovered word, () for none

    #: The orders of the list (kept as item data; shown translated).
    SORTS = (QT_TRANSLATE_NOOP("RevealPanel", "Points"), QT_TRANSLATE_NOOP("RevealPanel", "Length"),
             QT_TRANSLATE_NOOP("RevealPanel", "Alphabet"), QT_TRANSLATE_NOOP("RevealPanel", "Found first"))

    def __init__(self, parent=None):
        super().__init__(parent)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        self.summary = QLabel("")
        self.summary.setObjectName("summary")
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.RichText)
        lay.addWidget(self.summary)
        self.lengths = LengthTable()
        lay.addWidget(self.lengths)
        self.rating = QLabel("")
        self.rating.setObjectName("rating")
        self.rating.setWordWrap(True)        # a long dice name (or language) never widens the window
        self.rating.hide()
        lay.addWidget(self.rating)
        # How the score compares with the player's own past rounds of the same game (the history's rating).
        self.player_rating = QLabel("")
        self.player_rating.setObjectName("playerRating")
        self.player_rating.setWordWrap(True)
        self.player_rating.hide()
        lay.addWidget(self.player_rating)
        self.high_score = QLabel("")
        self.high_score.setObjectName("highScore")
        self.high_score.setWordWrap(True)
        self.high_score.hide()
        lay.addWidget(self.high_score)
        row = QHBoxLayout()
        self.sort_box = QComboBox()
        for name in self.SORTS:
            self.sort_box.addItem(self.tr(name), name)
        self.sort_box.setToolTip(self.tr("Sort the words (Alt+S)"))
        self.sort_box.currentIndexChanged.connect(self._resort)
        sort_label = QLabel(self.tr("&Sort:"))
        sort_label.setBuddy(self.sort_box)
        self.filter_edit = QLineEdit()
        self.filter_edit.setPlaceholderText(self.tr("Filter words (Ctrl+F)"))
        self.filter_edit.setClearButtonEnabled(True)
        self.filter_edit.textChanged.connect(self._apply_filter)
        row.addWidget(sort_label)
        row.addWidget(self.sort_box)
        row.addWidget(self.filter_edit, 1)
        lay.addLayout(row)
        self.cell_note = QLabel("")
        self.cell_note.setObjectName("caption")
        self.cell_note.setWordWrap(True)
        self.cell_note.hide()
        lay.addWidget(self.cell_note)
        self.tree = QTreeWidget()
        self.tree.setItemDelegate(ToneDelegate(self.tree))
        self.tree.setHeaderLabels([self.tr("Word"), self.tr("Points"), self.tr("Letters"), ""])
        self.tree.setRootIsDecorated(False)
        self.tree.setAlternatingRowColors(True)
        self.tree.setUniformRowHeights(True)
        self.tree.setMouseTracking(True)
        self.tree.setAccessibleName(self.tr("All words of the board"))
        self.tree.currentItemChanged.connect(self._on_current)
        self.tree.itemEntered.connect(self._on_hover)
        self.tree.viewport().installEventFilter(self)
        lay.addWidget(self.tree, 1)
        self.definition = DefinitionPane()   # meaning of the selected or hovered word
        lay.addWidget(self.definition)
        self.tree.setColumnWidth(0, 150)
        self.tree.setColumnWidth(1, 55)
        self.tree.setColumnWidth(2, 55)
        # Room for every column ("✓ found" last) and the scroll bar: the panel never clips them.
        columns = sum(self.tree.columnWidth(c) for c in range(3)) + self.tree.header().defaultSectionSize()
        self.tree.setMinimumWidth(columns + self.tree.verticalScrollBar().sizeHint().width()
                                  + 2 * self.tree.frameWidth())
        self.tree.setMinimumHeight(8 * self.tree.fontMetrics().height())   # a few words even at the minimum
        self.solution: Solution | None = None
        self.found: set[str] | None = None
        self._cell: int = -1
        self._items: list[QTreeWidgetItem] = []
        self._filtered_board: str | None = None   # the board the filter text was typed for
        self.language = "en"                       # of the board shown: how filter text folds
        self._wrapped = (self.summary, self.rating, self.player_rating, self.high_score, self.cell_note)

    def _fit_wrapped(self) -> None:
        """Each wrapping line asks for the height of its lines at the panel's width: the splitter and
        the window know a label's height only from its minimum, so a second line would otherwise
        push the list under the meaning pane."""
        width = self.contentsRect().width()
        for label in self._wrapped:
            height = label.heightForWidth(width) if label.text() and width > 0 else 0
            if label.minimumHeight() != max(height, 0):
                label.setMinimumHeight(max(height, 0))

    def resizeEvent(self, event):  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self._fit_wrapped()

    # -- content ------------------------------------------------------------
    def set_language(self, language: str) -> None:
        """The language of the boards to come: the filter folds as it folds, and the meaning
        pane looks its words up (online only, unless English)."""
        self.language = language
        self.definition.set_language(language)
    def set_solution(self, solution: Solution | None, found: set[str] | None = None, summary_html: str = "") -> None:
        """Fill the list; ``found`` marks words the player found (None: solver view, no marks)."""
        self.solution = solution
        self.found = found
        self.summary.setText(summary_html)
        self._fit_wrapped()
        self.set_high_score(None)
        self.lengths.set_counts([])
        self.set_player_rating(None)
        self.tree.clear()
        self._items = []
        self._cell = -1
        self.cell_note.hide()
        if solution is not None and solution.board != self._filtered_board:
            self.filter_edit.clear()   # a filter typed for another board would hide this one's words
            self._filtered_board = solution.board
        self.definition.clear()
        if solution is None:
            return
        bold = QFont(self.tree.font())
        bold.setBold(True)
        for fw in solution.words:
            is_found = found is not None and fw.word in found
            mark = "" if found is None else (self.tr("✓ found") if is_found else self.tr("missed"))
            item = QTreeWidgetItem([fw.word.upper(), str(fw.points), str(len(fw.word)), mark])
            item.setData(0, Qt.ItemDataRole.UserRole, fw)
            for col in (1, 2):
                item.setTextAlignment(col, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            if found is not None:
                if is_found:
                    for col in range(4):
                        item.setFont(col, bold)
                    set_tone(item, "good", 3)
                else:
                    set_tone(item, "muted", 3)
            self._items.append(item)
        self._items.sort(key=self._sort_key())
        self.tree.setUpdatesEnabled(False)
        self.tree.addTopLevelItems(self._items)
        self._apply_filter()
        self.tree.setUpdatesEnabled(True)

    def words_shown(self) -> list[str]:
        """Visible words, top to bottom, lower case."""
        out = []
        for i in range(self.tree.topLevelItemCount()):
            item = self.tree.topLevelItem(i)
            if not item.isHidden():
                out.append(item.data(0, Qt.ItemDataRole.UserRole).word)
        return out

    def set_lengths(self, counts: list[LengthCount]) -> None:
        """Words found / total per length under the summary (after :meth:`set_solution`)."""
        self.lengths.set_counts(counts)

    def set_high_score(self, text: str | None) -> None:
        self.high_score.setVisible(bool(text))
        self.high_score.setText(text or "")
        self._fit_wrapped()

    def set_player_rating(self, text: str | None) -> None:
        self.player_rating.setVisible(bool(text))
        self.player_rating.setText(text or "")
        self._fit_wrapped()

    def set_rating(self, text: str | None) -> None:
        self.rating.setVisible(bool(text))
        self.rating.setText(text or "")
        self._fit_wrapped()

    def sort_by(self, name: str) -> None:
        """Sort by ``name``, one of :data:`SORTS` (untranslated)."""
        self.sort_box.setCurrentIndex(max(0, self.SORTS.index(name)))

    def _sort_key(self):
        mode = self.sort_box.currentData()
        found = self.found or set()

        def key(item):
            fw = item.data(0, Qt.ItemDataRole.UserRole)
            if mode == "Points":
                return (-fw.points, -len(fw.word), fw.word)
            if mode == "Length":
                return (-len(fw.word), fw.word)
            if mode == "Found first":
                return (fw.word not in found, -fw.points, fw.word)
            return (fw.word,)
        return key

    def _resort(self) -> None:
        if not self._items:
            return
        current = self.tree.currentItem()
        self.tree.setUpdatesEnabled(False)
        for i in reversed(range(self.tree.topLevelItemCount())):
            self.tree.takeTopLevelItem(i)
        self._items.sort(key=self._sort_key())
        self.tree.addTopLevelItems(self._items)
        if current is not None:
            self.tree.setCurrentItem(current)
        self._apply_filter()
        self.tree.setUpdatesEnabled(True)

    def filter_cell(self, cell: int) -> None:
        """Show only the words whose path uses ``cell`` (-1: all words).

        A tile click drops the selected word: its path would stay drawn beside the new list.
        """
        self._cell = cell
        if cell >= 0 and self.tree.currentItem() is not None:
            self.tree.setCurrentItem(None)     # tells the board: no path
            self.tree.clearSelection()
        self._apply_filter()

    def _apply_filter(self) -> None:
        text = normalise_word(self.filter_edit.text(), self.language)   # é finds e where the language folds it
        shown = 0
        for item in self._items:
            fw = item.data(0, Qt.ItemDataRole.UserRole)
            visible = (not text or text in fw.word) and (self._cell < 0 or self._cell in fw.path)
            item.setHidden(not visible)
            shown += visible
        current = self.tree.currentItem()
        if current is not None and current.isHidden():   # its path and meaning go with it
            self.tree.setCurrentItem(None)
            self.tree.clearSelection()
        # Whenever a filter hides words, say how many are listed ("4 of 101"), so two rows are not taken for all.
        tile = ""
        if self._cell >= 0 and self.solution is not None:
            from core.engine import cell_label
            tile = cell_label(self.solution.board, self._cell, self.language)
        if tile and text:
            note = self.tr("{shown} OF {total} WORDS THROUGH THE {tile} TILE, CONTAINING “{text}” (Esc: every tile)")
        elif tile:
            note = self.tr("{shown} OF {total} WORDS THROUGH THE {tile} TILE (Esc: every tile)")
        elif text:
            note = self.tr("{shown} OF {total} WORDS CONTAINING “{text}”")
        else:
            self.cell_note.hide()
            return
        self.cell_note.setText(note.format(shown=shown, total=len(self._items), tile=tile, text=text.upper()))
        self.cell_note.show()
        self._fit_wrapped()

    def clear_filters(self) -> None:
        """Show every word again: no filter text, no tile (a new round starts clean)."""
        self._cell = -1
        self.filter_edit.clear()
        self._apply_filter()

    # -- highlighting -------------------------------------------------------
    def _on_current(self, current, _previous) -> None:
        if current is None:
            self.word_highlighted.emit(())
            self.definition.clear()
        else:
            self.word_highlighted.emit(current.data(0, Qt.ItemDataRole.UserRole).path)
            self.definition.show_word(current.data(0, Qt.ItemDataRole.UserRole).word)

    def _on_hover(self, item, _column) -> None:
        self.word_highlighted.emit(item.data(0, Qt.ItemDataRole.UserRole).path)
        self.definition.show_word(item.data(0, Qt.ItemDataRole.UserRole).word, hover=True)

    def eventFilter(self, obj, event):  # noqa: N802
        from PySide6.QtCore import QEvent
        if event.type() == QEvent.Type.Leave:
            cur = self.tree.currentItem()
            self.word_highlighted.emit(cur.data(0, Qt.ItemDataRole.UserRole).path if cur else ())
            if cur is not None:   # back to the selected word; with none, the last one pointed at stays
                self.definition.show_word(cur.data(0, Qt.ItemDataRole.UserRole).word)
        return False
