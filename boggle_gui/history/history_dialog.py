"""History and high scores: recent rounds, a high-score table per game kind, a finished
round reopened (:class:`RoundReview`), and exports.

A kind is a dice set, timer mode, word list and minimum length
(:class:`core.play.history.GameKind`): rounds scored with different lists never share a table.
Double-clicking a round (or Enter) reopens it in a reveal view with the words found, when
each was found and the rejected guesses; "Open in Solve a board" hands the board over
with its word list and rules. Rounds export as CSV, a round's words as CSV or to the clipboard.
"""
from __future__ import annotations

import datetime as dt
import io
from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QSplitter,
    QTabWidget,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from core.engine import DICE_SETS, LANGUAGES, get_language
from core.play import (
    GameKind,
    History,
    HistoryError,
    RoundRecord,
    TimerMode,
    find_path,
    stored_guesses,
    write_round_words_csv,
    write_rounds_csv,
)

from ..shared.data_names import dice_name, language_name, player_rating_text, timer_label
from ..shared.error_text import error_text
from ..shared.jobs import runner
from ..shared.solving import solve_setup_job
from ..shared.verdicts import Said, verdict_text
from ..widgets.board_view import BoardView
from ..widgets.buttons import push_button
from ..widgets.panels import RevealPanel, format_clock
from .group_history import GroupHistoryDialog


def _tr(text):
    return QCoreApplication.translate("HistoryDialog", text)


#: A round's status (core.play.history: the rounds table's status), marked for translation.
STATUS_NAMES = {"playing": QT_TRANSLATE_NOOP("HistoryDialog", "playing"),
                "finished": QT_TRANSLATE_NOOP("HistoryDialog", "finished"),
                "abandoned": QT_TRANSLATE_NOOP("HistoryDialog", "abandoned")}


def _status(r: RoundRecord) -> str:
    return _tr(STATUS_NAMES[r.status]) if r.status in STATUS_NAMES else r.status


def _timer_text(key: str) -> str:
    """A stored timer mode key for people (``fixed:180`` -> ``3:00``), translated; an unknown key as is."""
    try:
        return timer_label(TimerMode.parse(key))
    except ValueError:
        return key


def _dice_text(key: str) -> str:
    return dice_name(DICE_SETS[key]) if key in DICE_SETS else key


def _kind_label(r: RoundRecord) -> str:
    return _tr("{dice}, {timer}").format(dice=_dice_text(r.dice_set), timer=_timer_text(r.kind.timer_mode))


def _kind_text(kind: GameKind) -> str:
    """A game kind in words (:meth:`core.play.history.GameKind.describe`), translated."""
    fields = dict(dice=_dice_text(kind.dice_set), timer=_timer_text(kind.timer_mode), wordlist=kind.wordlist.upper(),
                  min_length=kind.min_length)
    if kind.wordlist_sha256:
        return _tr("{dice}, {timer}, {wordlist}, {min_length}+ letters").format(**fields)
    return _tr("{dice}, {timer}, {wordlist} (list version not recorded), {min_length}+ letters").format(**fields)


#: Shown instead of the answers of a round that is still in play.
IN_PLAY_MESSAGE = QT_TRANSLATE_NOOP("HistoryDialog", "This round is still in play: its words are shown in Solve a "
                                    "board once it is over (resume it, or end it, first).")


def _date(ts: float) -> str:
    return dt.datetime.fromtimestamp(ts).strftime("%Y-%m-%d %H:%M")


def _share(r: RoundRecord) -> str:
    return f"{100 * r.score / r.max_score:.0f}%" if r.max_score else "–"


def _language(r: RoundRecord) -> str:
    """The round's language code (``en`` for rounds stored before languages)."""
    code = getattr(r, "language", "en") or "en"
    return code if code in LANGUAGES else "en"


def _list_label(r: RoundRecord) -> str:
    """``SCOWL70, 3+``; the language named when it is not English: ``DE-WNGERMAN (German), 3+``."""
    code = _language(r)
    if code == "en":
        text = _tr("{wordlist}, {min_length}+").format(wordlist=r.wordlist.upper(), min_length=r.min_length)
    else:
        text = _tr("{wordlist} ({language}), {min_length}+").format(
            wordlist=r.wordlist.upper(), language=language_name(get_language(code).code), min_length=r.min_length)
    return text if r.wordlist_sha256 else _tr("{list} (version not recorded)").format(list=text)


def _write_csv(path: str, write) -> str | None:
    """Write the CSV ``write(stream)`` produces to ``path`` in one go; None, or a one-line error."""
    buffer = io.StringIO(newline="")
    write(buffer)
    try:
        with open(path, "w", encoding="utf-8", newline="") as out:
            out.write(buffer.getvalue())
    except OSError as exc:
        return _tr("Cannot write {path}: {problem}").format(path=path, problem=exc.strerror or exc)
    return None


def round_words_text(record: RoundRecord) -> str:
    """A round's words and rejected guesses as tab-separated text (what "Copy words" puts on the clipboard)."""
    buffer = io.StringIO(newline="")
    write_round_words_csv(record, buffer, dialect="excel-tab")
    return buffer.getvalue()


def _at(seconds: float) -> str:
    """Seconds into a round as ``m:ss`` (rounded down: a word found at 15.8 s was found in 0:15)."""
    whole = int(seconds)
    return f"{whole // 60}:{whole % 60:02d}"


def _words_file_name(record: RoundRecord) -> str:
    return f"boggle-{dt.datetime.fromtimestamp(record.started_at).strftime('%Y%m%d-%H%M')}-{record.board}.csv"


class RoundReview(QDialog):
    """A finished round reopened in the reveal view.

    The board and every word on it (found ones marked with the time they were
    found), the words found in order with their times, and the rejected guesses with
    their verdicts. Every word on the board needs the round's word list: if its file
    is gone or changed, the words played are still shown, with a message.

    Signals
    -------
    open_board_requested(str, object)
        The board and its :class:`~core.engine.setup.Setup` ("Open in Solve a board").
    play_board_requested(str, object)
        The same, to play a new round on ("Play this board").
    """

    open_board_requested = Signal(str, object)
    play_board_requested = Signal(str, object)

    def __init__(self, record: RoundRecord, history: History | None = None, parent=None):
        super().__init__(parent)
        self.record = record
        self.setWindowTitle(self.tr("Round of {date}: {board}").format(date=_date(record.started_at),
                                                                        board=record.board.upper()))
        self.resize(1000, 620)
        lay = QVBoxLayout(self)
        self.title = QLabel(self.tr("{date} · {game} · {list} letters · {status}").format(
            date=_date(record.started_at), game=_kind_label(record), list=_list_label(record),
            status=_status(record)).upper())
        self.title.setObjectName("caption")
        lay.addWidget(self.title)
        self.message = QLabel("")
        self.message.setWordWrap(True)
        self.message.hide()
        lay.addWidget(self.message)
        split = QSplitter()
        self.board_view = BoardView()
        self.board_view.set_board(record.board, rotate=False, language=_language(record))
        self.board_view.set_mode("inspect")
        split.addWidget(self.board_view)
        self.tabs = QTabWidget()
        self.reveal_panel = RevealPanel()
        self.reveal_panel.set_language(_language(record))
        self.reveal_panel.sort_by("Found first")     # your words, with their times, on top
        self.reveal_panel.word_highlighted.connect(lambda path: self.board_view.set_highlight(path, "reveal"))
        self.board_view.cell_selected.connect(self.reveal_panel.filter_cell)
        self.tabs.addTab(self.reveal_panel, self.tr("&All words"))
        self.words_table = self._table([self.tr("Time"), self.tr("Word"), self.tr("Points")])
        for word, points, at in record.words:
            self._row(self.words_table, [_at(at), word.upper(), str(points)], word)
        self.tabs.addTab(self.words_table, self.tr("&Your words ({count})").format(count=len(record.words)))
        self.guesses_table = self._table([self.tr("Time"), self.tr("Guess"), self.tr("Verdict")])
        for guess in stored_guesses(record.guesses):
            self._row(self.guesses_table, [_at(guess.at_seconds), guess.word.upper(),
                                           verdict_text(guess.verdict, Said.ROUND)], guess.word)
        self.tabs.addTab(self.guesses_table, self.tr("&Rejected guesses ({count})").format(count=len(record.guesses)))
        split.addWidget(self.tabs)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 2)
        split.setSizes([560, 440])
        lay.addWidget(split, 1)
        row = QHBoxLayout()
        self.solve_button = push_button(self.tr("Open in &Solve a board"), self._open_in_solve)
        self.copy_button = push_button(self.tr("&Copy words"), self.copy_words,
                                       self.tr("Your words and rejected guesses, tab-separated, to the clipboard"))
        self.export_button = push_button(self.tr("&Export words…"), self.export_words)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        self.play_button = push_button(self.tr("&Play this board"), self._play,
                                       self.tr("A new round on this board, with the word list and rules it was "
                                               "played with"))
        for b in (self.solve_button, self.play_button, self.copy_button, self.export_button):
            row.addWidget(b)
        row.addStretch(1)
        row.addWidget(buttons)
        lay.addLayout(row)
        self.rating = ""
        if history is not None:
            try:
                self.rating = player_rating_text(history.player_rating(record.kind, record.score, record.round_id))
            except HistoryError:
                pass
        self.solution = None
        self.reveal_panel.set_solution(None, None, self._summary_html())
        self._solve()

    def _table(self, headers) -> QTreeWidget:
        t = QTreeWidget()
        t.setHeaderLabels(headers)
        t.setRootIsDecorated(False)
        t.setAlternatingRowColors(True)
        t.currentItemChanged.connect(self._show_played_path)
        return t

    def _row(self, table: QTreeWidget, texts, word: str) -> None:
        item = QTreeWidgetItem(texts)
        item.setData(0, Qt.ItemDataRole.UserRole, word)
        table.addTopLevelItem(item)

    def _show_played_path(self, current, _previous=None) -> None:
        word = current.data(0, Qt.ItemDataRole.UserRole) if current is not None else None
        geom = self.board_view.geometry_
        path = find_path(self.record.board, geom, word, language=_language(self.record)) \
            if word and geom is not None else None
        self.board_view.set_highlight(path or (), "reveal")

    def _summary_html(self) -> str:
        r = self.record
        sol = self.solution
        max_words = len(sol.words) if sol is not None else r.max_words
        max_score = sol.score if sol is not None else r.max_score
        longest = max((w for w, _, _ in r.words), key=lambda w: (len(w), w), default="")
        fields = dict(found=r.words_found, words=max_words, score=r.score, max_score=max_score,
                      clock=format_clock(r.elapsed))
        if max_words and max_score:
            counts = self.tr("Words: <b>{found}</b> of {words} · points: <b>{score}</b> of {max_score} · played "
                             "{clock}").format(**fields)
        else:
            counts = self.tr("Words: <b>{found}</b> · points: <b>{score}</b> · played {clock}").format(**fields)
        lines = ["<span style='font-size:18pt; font-weight:700'>{}</span>".format(
                     self.tr("%n point(s)", "", r.score)),
                 counts,
                 self.tr("Your longest word: <b>{longest}</b> · rejected guesses: {guesses}").format(
                     longest=longest.upper() or "–", guesses=len(r.guesses))]
        if self.rating:
            lines.append(self.rating)
        return "<br>".join(lines)

    def _solve(self) -> None:
        try:
            setup = self.record.setup
        except ValueError as exc:
            self._solve_failed(error_text(exc))
            return
        runner().start(solve_setup_job, self.record.board, setup, "", None, owner=self, slot="solve",
                       on_result=self._solved, on_failed=self._solve_failed)

    def _solved(self, result) -> None:
        _board, solution, _setup = result
        self.solution = solution
        found = {w for w, _, _ in self.record.words}
        self.reveal_panel.set_solution(solution, found, self._summary_html())
        times = {w: at for w, _, at in self.record.words}
        tree = self.reveal_panel.tree
        for i in range(tree.topLevelItemCount()):
            item = tree.topLevelItem(i)
            at = times.get(item.data(0, Qt.ItemDataRole.UserRole).word)
            if at is not None:
                item.setText(3, f"✓ {_at(at)}")
                item.setToolTip(3, self.tr("found {clock} into the round").format(clock=_at(at)))

    def _solve_failed(self, message: str) -> None:
        self.message.setText(self.tr("Every word of the board cannot be listed: {problem}. Your words and guesses "
                                     "are shown as stored.").format(problem=message))
        self.message.show()
        self.tabs.setCurrentWidget(self.words_table)

    def _open_in_solve(self) -> None:
        try:
            setup = self.record.setup
        except ValueError as exc:
            self.message.setText(self.tr("Cannot open this round: {problem}").format(problem=error_text(exc)))
            self.message.show()
            return
        self.open_board_requested.emit(self.record.board, setup)

    def _play(self) -> None:
        try:
            setup = self.record.setup
        except ValueError as exc:
            self.message.setText(self.tr("Cannot play this round's board: {problem}").format(problem=error_text(exc)))
            self.message.show()
            return
        self.play_board_requested.emit(self.record.board, setup)

    def copy_words(self) -> None:
        QApplication.clipboard().setText(round_words_text(self.record))
        self.message.setText(self.tr("Copied %n word(s) and {guesses} rejected guesses to the clipboard.", "",
                                     len(self.record.words)).format(guesses=len(self.record.guesses)))
        self.message.show()

    def export_words(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Export the round's words"),
                                              str(Path.home() / _words_file_name(self.record)),
                                              self.tr("CSV files (*.csv)"))
        if path:
            error = _write_csv(path, lambda out: write_round_words_csv(self.record, out))
            self.message.setText(error or self.tr("Saved the round's words to {path}.").format(path=path))
            self.message.show()

    def closeEvent(self, event):  # noqa: N802
        runner().cancel(owner=self, wait=True)
        super().closeEvent(event)

    def done(self, result):
        runner().cancel(owner=self)
        super().done(result)


class HistoryDialog(QDialog):
    """Double-clicking (or Enter on) a finished round reopens it (:class:`RoundReview`);
    "Open in Solve a board" opens its board in the solver view, with its word list and rules.

    Signals
    -------
    open_board_requested(str, object)
        The board and its :class:`~core.engine.setup.Setup`. Rounds still in play are
        refused with a message: opening them would show every answer.
    play_board_requested(str, object)
        "Play this board": the same, to play a new round on; the dialog then closes.
    """

    open_board_requested = Signal(str, object)
    play_board_requested = Signal(str, object)

    def __init__(self, history: History | None, error: str = "", parent=None, kind: GameKind | None = None):
        """``kind``: the game the high-score tab opens on (the one just played), when it has rounds."""
        super().__init__(parent)
        self.setWindowTitle(self.tr("History and high scores"))
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
        label = QLabel(self.tr("&Game:"))
        label.setBuddy(self.kind)
        row.addWidget(label)
        row.addWidget(self.kind, 1)
        hl.addLayout(row)
        self.high_table = self._table(["#", self.tr("Score"), self.tr("Of max"), self.tr("Words"), self.tr("Board"),
                                       self.tr("Date")])
        hl.addWidget(self.high_table, 1)
        self.tabs.addTab(high, self.tr("&High scores"))

        self.recent_table = self._table([self.tr("Date"), self.tr("Game"), self.tr("Word list"), self.tr("Score"),
                                         self.tr("Of max"), self.tr("Words"), self.tr("Status"), self.tr("Board")])
        self.tabs.addTab(self.recent_table, self.tr("&Recent rounds"))
        row = QHBoxLayout()
        self.review_button = push_button(self.tr("Re&view round"), lambda: self._review(self._selected()),
                                         self.tr("Your words, when you found them, your rejected guesses and every "
                                                 "word of the board (double-click a round)"))
        self.solve_button = push_button(self.tr("Open in &Solve a board"), self._open_in_solve)
        self.copy_button = push_button(self.tr("&Copy words"), self.copy_words,
                                       self.tr("The selected round's words and rejected guesses, tab-separated"))
        self.export_words_button = push_button(self.tr("Export &words…"), self.export_words)
        self.export_rounds_button = push_button(self.tr("E&xport rounds…"), self.export_rounds,
                                                self.tr("Every round of the history as CSV: date, board, dice, word "
                                                        "list, timer, score, words…"))
        self.play_button = push_button(self.tr("&Play this board"), self._play,
                                       self.tr("A new round on the selected round's board, with its word list and "
                                               "rules"))
        for b in (self.review_button, self.solve_button, self.play_button, self.copy_button,
                  self.export_words_button, self.export_rounds_button):
            row.addWidget(b)
        self.group_dialog = None
        self.group_button = push_button(self.tr("Gro&up rounds…"), lambda: GroupHistoryDialog.open_from(self),
                                        self.tr("Network rounds and scored table games: every player's words and "
                                                "scores"))
        row.addWidget(self.group_button)
        row.addStretch(1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        row.addWidget(buttons)
        lay.addLayout(row)
        self.review: RoundReview | None = None
        self.kind.currentIndexChanged.connect(self._fill_high)
        self.refresh()
        if kind is not None:
            self.show_kind(kind)

    def show_kind(self, kind: GameKind) -> None:
        """The high scores of ``kind``; of its dice set when that very kind has no table yet."""
        kinds = [self.kind.itemData(i) for i in range(self.kind.count())]
        index = next((i for i, k in enumerate(kinds) if k == kind),
                     next((i for i, k in enumerate(kinds) if k.dice_set == kind.dice_set), -1))
        if index >= 0:
            self.kind.setCurrentIndex(index)

    def _table(self, headers) -> QTreeWidget:
        t = QTreeWidget()
        t.setHeaderLabels(headers)
        t.setRootIsDecorated(False)
        t.setAlternatingRowColors(True)
        t.itemActivated.connect(self._activated)
        return t

    def _activated(self, item, _col) -> None:
        self._review(item.data(0, Qt.ItemDataRole.UserRole))

    def _say(self, text: str) -> None:
        self.message.setText(text)
        self.message.show()

    def _selected(self) -> RoundRecord | None:
        """The round selected in the tab shown (a message when there is none)."""
        table = self.high_table if self.tabs.currentIndex() == 0 else self.recent_table
        item = table.currentItem()
        record = item.data(0, Qt.ItemDataRole.UserRole) if item is not None else None
        if record is None:
            self._say(self.tr("Select a round first."))
        return record

    def _full_record(self, record: RoundRecord | None) -> RoundRecord | None:
        """``record`` with its words and guesses; None (with a message) for none, or a round in play."""
        if record is None or self.history is None:
            return None
        if record.status == "playing":
            self._say(_tr(IN_PLAY_MESSAGE))
            return None
        try:
            return self.history.get_round(record.round_id) or record
        except HistoryError as exc:
            self._fail(exc)
            return None

    def _review(self, record: RoundRecord | None) -> None:
        record = self._full_record(record)
        if record is None:
            return
        if self.review is not None:
            self.review.close()
        self.review = RoundReview(record, self.history, self)
        self.review.open_board_requested.connect(self.open_board_requested)
        self.review.play_board_requested.connect(self.play_board)
        self.review.show()

    def _selected_finished(self, failure: str):
        """The selected finished round and its setup, or None (saying why, ``failure`` first)."""
        record = self._selected()
        if record is None:
            return None
        if record.status == "playing":     # its answers must not show mid-round
            self._say(_tr(IN_PLAY_MESSAGE))
            return None
        try:
            return record, record.setup
        except ValueError as exc:
            self._say(failure.format(problem=error_text(exc)))
            return None

    def _open_in_solve(self) -> None:
        chosen = self._selected_finished(self.tr("Cannot open this round: {problem}"))
        if chosen is not None:
            record, setup = chosen
            self.open_board_requested.emit(record.board, setup)

    def _play(self) -> None:
        chosen = self._selected_finished(self.tr("Cannot play this round's board: {problem}"))
        if chosen is not None:
            record, setup = chosen
            self.play_board(record.board, setup)

    def play_board(self, board: str, setup) -> None:
        """A new round on ``board`` with ``setup``: History (and the review) closes so the new round
        is in view, then asks for it."""
        if self.review is not None:
            self.review.close()
        self.accept()
        self.play_board_requested.emit(board, setup)

    def copy_words(self) -> None:
        record = self._full_record(self._selected())
        if record is not None:
            QApplication.clipboard().setText(round_words_text(record))
            self._say(self.tr("Copied %n word(s) and {guesses} rejected guesses of the round of {date} to the "
                              "clipboard.", "", len(record.words)).format(guesses=len(record.guesses),
                                                                          date=_date(record.started_at)))

    def export_words(self) -> None:
        record = self._full_record(self._selected())
        if record is None:
            return
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Export the round's words"),
                                              str(Path.home() / _words_file_name(record)), self.tr("CSV files (*.csv)"))
        if path:
            error = _write_csv(path, lambda out: write_round_words_csv(record, out))
            self._say(error or self.tr("Saved the words of the round of {date} to {path}.").format(
                date=_date(record.started_at), path=path))

    def export_rounds(self) -> None:
        if self.history is None:
            return
        try:
            rounds = self.history.rounds(limit=None)
        except HistoryError as exc:
            self._fail(exc)
            return
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Export rounds"), str(Path.home() / "boggle-rounds.csv"),
                                              self.tr("CSV files (*.csv)"))
        if path:
            error = _write_csv(path, lambda out: write_rounds_csv(rounds, out))
            self._say(error or self.tr("Saved %n round(s) to {path}.", "", len(rounds)).format(path=path))

    def _fail(self, exc: HistoryError) -> None:
        self.message.setText(error_text(exc, sentence=True))
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
            self.kind.addItem(_kind_text(kind), kind)
        self.kind.blockSignals(False)
        self._fill_high()
        self.recent_table.clear()
        for r in recent:
            item = QTreeWidgetItem([_date(r.started_at), _kind_label(r), _list_label(r),
                                    str(r.score), _share(r), str(r.words_found), _status(r), r.board.upper()])
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
