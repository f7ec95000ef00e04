"""The game window's centre: the title, the board and the side panel (playing, then the reveal).

:class:`RoundView` shows one :class:`~core.play.game.Round`: it highlights what the player
types or traces (a repeat is flagged at once, nothing else: a "valid word" look would give
answers away), shows each verdict, the clock and the totals, and after the round every word
of the board. Words typed or traced are forwarded to the game window (:attr:`RoundView.word_entered`),
which judges them through its session.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import QLabel, QStackedWidget, QVBoxLayout, QWidget

from core.play import Round, Submission

from ..shared.verdicts import STYLE_BOARD_COLOUR, verdict_style
from ..widgets.board_view import BoardView
from ..widgets.panels import PlayPanel, RevealPanel, board_beside

__all__ = ["RoundView"]


def _tr(text: str) -> str:
    return QCoreApplication.translate("RoundView", text)


class RoundView(QWidget):
    """Title, board and side panel of the game window.

    Signals
    -------
    word_entered(str, tuple)
        A word typed (Enter) or traced (the path), for the game to judge.
    resume_requested()
        A click on the paused board.
    """

    word_entered = Signal(str, tuple)
    resume_requested = Signal()

    def __init__(self, parent=None):
        super().__init__(parent)
        self.round: Round | None = None
        self.board_view = BoardView()
        self.board_view.set_least_side(320)   # sets the window's minimum: legible letters, room to trace
        self.play_panel = PlayPanel()
        self.reveal_panel = RevealPanel()
        self.side = QStackedWidget()
        self.side.addWidget(self.play_panel)
        self.side.addWidget(self.reveal_panel)
        # No fixed minimum width: the splitter keeps what the panels' contents need as they change,
        # and the window's minimum follows.
        split = board_beside(self.board_view, self.side, (640, 420))
        lay = QVBoxLayout(self)
        lay.setContentsMargins(12, 10, 12, 6)
        self.title = QLabel("")
        self.title.setObjectName("caption")
        lay.addWidget(self.title)
        lay.addWidget(split, 1)

        self.board_view.path_changed.connect(self._on_trace_changed)
        self.board_view.path_submitted.connect(self._on_trace_submitted)
        self.board_view.cell_selected.connect(self.reveal_panel.filter_cell)
        self.board_view.text_typed.connect(self.play_panel.type_text)
        self.board_view.hidden_clicked.connect(self.resume_requested)
        self.play_panel.found_list.currentItemChanged.connect(self._show_found_path)
        self.play_panel.word_entered.connect(lambda text: self.word_entered.emit(text, ()))
        self.play_panel.text_edited.connect(self.on_text_edited)
        self.reveal_panel.word_highlighted.connect(lambda path: self.board_view.set_highlight(path, "reveal"))

    # -- between rounds -----------------------------------------------------------------------
    def show_idle(self, timer_seconds: float | None) -> None:
        self.title.setText(_tr("Press Ctrl+N for a new game, Ctrl+R to roll with the last settings"))
        self.side.setCurrentWidget(self.play_panel)
        self.play_panel.reset(timer_seconds)
        self.play_panel.entry.setEnabled(False)
        self.play_panel.progress.setText("")

    def show_round(self, r: Round, title: str, rotate: bool) -> None:
        """A round just started (or resumed, with the words it had)."""
        self.round = r
        # The last round's words go: a selected one would draw its path on this board (the list
        # tells the board when the pointer leaves it), and its filter would hide this board's words.
        self.reveal_panel.set_solution(None)
        self.reveal_panel.clear_filters()
        self.board_view.set_board(r.board, rotate=rotate, language=r.language)
        self.reveal_panel.set_language(r.language)
        self.board_view.set_mode("play")
        self.board_view.set_hidden(False)
        self.board_view.set_tracing_enabled(True)
        self.side.setCurrentWidget(self.play_panel)
        self.play_panel.reset(r.timer_mode.seconds)
        for e in r.found:
            self.play_panel.add_restored(e.word, e.points, e.path)
        self.play_panel.score.setText(str(r.score))
        if r.found:
            self.play_panel.set_lengths(r.words_by_length())
        self.title.setText(title)

    # -- playing ------------------------------------------------------------------------------
    @property
    def playing(self) -> bool:
        return self.side.currentWidget() is self.play_panel

    def show_time(self) -> None:
        left = self.round.time_left
        self.play_panel.set_time(left, self.round.timer_mode.full(left))

    def show_totals(self) -> None:
        r = self.round
        sol = r.solution
        self.play_panel.set_totals(len(r.found), len(sol.words) if sol else None, r.score,
                                   sol.score if sol else None)
        self.play_panel.set_lengths(r.words_by_length())

    def show_submission(self, sub: Submission) -> None:
        """The verdict on a word: the feedback line, the path flashed on the board, the totals."""
        self.play_panel.show_submission(sub, self.round.score)
        self.play_panel.entry.clear()
        self.play_panel.set_entry_state("")
        if sub.path:
            self.board_view.flash(sub.path, STYLE_BOARD_COLOUR[verdict_style(sub.verdict)])
        else:
            self.board_view.set_highlight(())
        if sub.accepted:
            self.show_totals()

    def set_paused(self, paused: bool, board_text: str = "") -> None:
        """The board hidden behind ``board_text`` while the clock is stopped (the letters must not be
        studied off the clock), or shown again."""
        if paused:
            self.board_view.clear_trace()
            self.board_view.set_hidden(True, board_text)
            self.play_panel.entry.setEnabled(False)
        else:
            self.board_view.set_hidden(False)
            self.play_panel.entry.setEnabled(True)
            self.play_panel.entry.setFocus()

    def on_text_edited(self, text: str) -> None:
        """Typing highlights the word's path; a word already found is flagged (as Wordament does)."""
        r = self.round
        if r is None or not r.is_running:
            return
        if self.board_view.trace:
            self.board_view.clear_trace(silent=True)   # the typed text drives the highlight now
        word = r.normalise(text)
        if not word:
            self.board_view.set_highlight(())
            self.play_panel.show_already_found(None)
            self.play_panel.set_entry_state("")
            return
        path = r.find_path(word)
        repeat = word in r.found_words
        self.board_view.set_highlight(path or (), "repeat" if repeat else "path")
        self.play_panel.show_already_found(word if repeat else None)
        if not repeat:
            self.play_panel.set_entry_state("" if path else "bad")

    def _on_trace_changed(self, path) -> None:
        r = self.round
        if r is None or not r.is_running:
            return
        text = r.spell(path)  # Qu, Th: both letters
        self.play_panel.entry.setText(text)
        self.play_panel.set_entry_state("")
        # Only words the player found are flagged: a "valid word" look would give answers away.
        repeat = text in r.found_words
        self.board_view.set_trace_kind("repeat" if repeat else "path")
        self.play_panel.show_already_found(text if repeat else None)

    def _on_trace_submitted(self, path) -> None:
        r = self.round
        if r is not None and r.is_running:
            self.word_entered.emit(r.spell(path), tuple(path))

    def _show_found_path(self, current, _previous=None) -> None:
        """Selecting a found word (keyboard or mouse) shows its path during play."""
        if current is not None and self.round is not None and not self.round.paused:
            self.board_view.flash(current.data(Qt.ItemDataRole.UserRole) or (), "repeat", 1200)

    # -- after the round ----------------------------------------------------------------------
    def show_over(self) -> None:
        """The clock stopped for good: the board back in view, the trace gone, the clock as it ended."""
        self.board_view.set_hidden(False)
        self.board_view.clear_trace()
        self.show_time()

    def show_reveal(self) -> None:
        """Every word of the board, found ones marked, under the round's summary."""
        r = self.round
        self.board_view.set_mode("inspect")
        self.board_view.set_highlight(())
        self.side.setCurrentWidget(self.reveal_panel)
        s = r.summary()
        if r.solution is None:
            self.reveal_panel.set_solution(None, None, QCoreApplication.translate(
                "RoundView", "Round over: <b>%n</b> point(s). Solving the board…", "", s.score))
            return
        pct_points = f"{100 * s.score_share:.0f}%" if s.score_share is not None else "–"
        pct_words = f"{100 * s.words_share:.0f}%" if s.words_share is not None else "–"
        points = QCoreApplication.translate("RoundView", "%n point(s)", "", s.score)
        html = (f"<span style='font-size:xx-large; font-weight:700'>{points}</span><br>"
                + _tr("Words: <b>{found}</b> of {words} ({words_share}) · points: <b>{score}</b> of {max_score} "
                      "({score_share})").format(found=s.words_found, words=s.max_words, words_share=pct_words,
                                                score=s.score, max_score=s.max_score, score_share=pct_points)
                + "<br>" + _tr("Your longest word: <b>{yours}</b> · longest on the board: <b>{longest}</b>").format(
                    yours=s.longest_word.upper() or "–", longest=(s.longest_possible or "–").upper())
                + "<br><span style='color:gray'>{}</span>".format(
                    _tr("Select a word to see its path; click a tile to list its words.")))
        self.reveal_panel.set_solution(r.solution, r.found_words, html)
        self.reveal_panel.set_lengths(r.words_by_length())
        self.reveal_panel.tree.setFocus()

    def focus_list(self) -> None:
        (self.reveal_panel.tree if self.side.currentWidget() is self.reveal_panel else self.play_panel.found_list
         ).setFocus()
