"""The game window: menus, and the wiring between the player's round session and its views.

The rules of a round (which game a board is played as, its code, the word list it names,
dealing to a bar, saving as it is played) live in :class:`core.play.session.RoundSession`;
this window shows the session's state in its :class:`~boggle_gui.round.round_view.RoundView`
and forwards the player's intent to it, and opens every other window.
"""
from __future__ import annotations

import sys
import time
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtWidgets import QApplication, QInputDialog, QMainWindow, QMessageBox

from core.engine import DICE_SETS, BoardError, Setup, WordListError, get_dice_set
from core.play import (
    CannotPlay,
    GameCode,
    GameCodeError,
    GameOptions,
    HistoryError,
    Problem,
    Round,
    RoundSession,
    Submission,
    decode_game,
    is_challenge_code,
    options_for_board,
    options_for_code,
    options_for_record,
)

from ..history.history_dialog import HistoryDialog
from ..shared.data_names import dice_name, game_name, language_name, player_rating_text, timer_label
from ..shared.error_text import error_text
from ..shared.jobs import runner
from ..shared.list_languages import list_language
from ..shared.settings import app_settings, history_path, setting_bool
from ..shared.solving import BoardRater, setup_wordlist, solve_job
from ..shared.theme import app_icon, apply_theme
from ..tools import TOOLS, is_results_file
from ..tools.base import ToolWindow
from ..tools.solve_window import SolveWindow
from ..widgets.shortcuts import window_shortcuts_first
from ..widgets.windows import bring_to_front
from ..widgets.wordlist_choice import wordlist_label
from .about import AboutDialog
from .challenge import ChallengeActions
from .covering import CoverWatch
from .help_dialog import HelpDialog
from .menus import build_menus, build_toolbar
from .new_game import NewGameDialog, ask_add_wordlist, options_from_settings, save_options
from .pausing import RoundPauses
from .problems import problem_text
from .round_view import RoundView
from .starting import RoundStarter
from .status import GameStatus


def _tr(text: str) -> str:
    return QCoreApplication.translate("MainWindow", text)


class MainWindow(QMainWindow):
    """Parameters: ``clock`` (seconds, monotonic) is injected by tests; ``history_file`` overrides
    the database path; ``seed`` makes rolls reproducible."""

    #: How often a locked history database is tried again (ms) while rounds wait to be saved.
    HISTORY_RETRY_MS = 3000

    def __init__(self, *, clock=time.monotonic, history_file=None, seed: int | None = None, parent=None):
        super().__init__(parent)
        self.setWindowTitle("Boggle")
        self.resize(1100, 700)
        self.settings = app_settings()
        self.session = RoundSession(history_file or history_path(), clock=clock, seed=seed,
                                    options=options_from_settings(self.settings))
        self.dark = setting_bool(self.settings, "view/dark", False)
        self.high_contrast = setting_bool(self.settings, "view/high_contrast", False)
        self.batch = False          # no dialogs (screenshot mode)
        self.help_dialog: HelpDialog | None = None
        self.solve_window: SolveWindow | None = None
        self.tool_windows: dict = {}
        self.rater = BoardRater(self)

        self.view = RoundView()
        self.board_view, self.play_panel, self.reveal_panel = (self.view.board_view, self.view.play_panel,
                                                               self.view.reveal_panel)
        self.side, self.title = self.view.side, self.view.title
        self.setCentralWidget(self.view)
        self.status = GameStatus(self.statusBar(), self.session.recorder, self.warn, self.HISTORY_RETRY_MS, self)
        self.status.copy_requested.connect(self.copy_game_code)
        self.code_label, self.code_button = self.status.code_label, self.status.code_button
        self.starter = RoundStarter(self.session, self.status, self.warn, self)
        self.starter.ready.connect(lambda options, board, wl, seed: self._begin_round(options, board, wl, seed=seed))
        self.starter.options_changed.connect(lambda: save_options(self.options, self.settings))
        self.view.word_entered.connect(self.submit_word)
        self.rater.text_changed.connect(self.reveal_panel.set_rating)
        self.tick = QTimer(self)
        self.tick.setInterval(100)
        self.tick.timeout.connect(self._on_tick)
        (self.act_new, self.act_quick, self.act_play_code, self.act_copy_code, self.act_pause, self.act_end,
         self.act_solve, self.act_history, self.act_add_wl, self.act_dark, self.act_high_contrast, self.act_rotate,
         self.act_auto_pause) = build_menus(self)
        build_toolbar(self, (self.act_new, self.act_quick, self.act_pause, self.act_end, None, self.act_solve,
                             self.act_history))
        self.act_dark.setChecked(self.dark)
        self.act_high_contrast.setChecked(self.high_contrast)
        self.act_rotate.setChecked(self.options.rotate)
        self.act_auto_pause.setChecked(setting_bool(self.settings, "view/auto_pause", True))
        self.challenges = ChallengeActions(self)
        self._update_actions()
        self.covers = CoverWatch(self, lambda: (self.solve_window, *self.tool_windows.values()))
        self.pauses = RoundPauses(self.session, self.view, self.covers, self, self._save, self.act_auto_pause.isChecked)
        self.pauses.changed.connect(self._on_tick)
        self.pauses.changed.connect(self._update_actions)
        self.view.resume_requested.connect(self.pauses.resume)
        self.setWindowIcon(app_icon())
        geometry = self.settings.value("window/geometry")
        if geometry is not None:
            self.restoreGeometry(geometry)
        self.apply_appearance()
        window_shortcuts_first(self)   # Ctrl+E, Ctrl+K... reach the window from the word entry
        self.view.show_idle(self.options.timer_seconds)

    # -- the session's state ------------------------------------------------------------------
    @property
    def round(self) -> Round | None:
        return self.session.round

    @round.setter
    def round(self, value: Round | None) -> None:
        self.session.round = value

    @property
    def options(self) -> GameOptions:
        return self.session.options

    @options.setter
    def options(self, value: GameOptions) -> None:
        self.session.options = value

    @property
    def history(self):
        return self.session.recorder.history

    @property
    def history_error(self) -> str:
        """Why the history is off, in the interface's language ("" while it is on)."""
        return self.status.history_off_text()

    @property
    def round_code(self) -> str:
        return self.session.code


    # -- messages -------------------------------------------------------------------------------
    def warn(self, title: str, message: str) -> None:
        """A warning dialog (tests patch QMessageBox); printed instead when ``batch`` (--screenshot)."""
        if self.batch:
            print(f"boggle-gui: error: {title}: {message}", file=sys.stderr)
            return
        QMessageBox.warning(self, title, message)

    def _cannot(self, problem: CannotPlay) -> bool:
        self.warn(*problem_text(problem))
        return False

    def _save(self, status: str = "playing") -> None:
        self.status.report(self.session.save(status))

    def _update_actions(self) -> None:
        playing = self.session.playing
        self.act_pause.setEnabled(playing)
        self.act_end.setEnabled(playing)
        self.act_pause.setText(_tr("&Resume") if playing and self.round.paused else _tr("&Pause"))

    def toggle_appearance(self) -> None:
        """View > Dark appearance or High contrast: the look chosen, kept in the settings."""
        self.dark, self.high_contrast = self.act_dark.isChecked(), self.act_high_contrast.isChecked()
        for key, chosen in (("view/dark", self.dark), ("view/high_contrast", self.high_contrast)):
            self.settings.setValue(key, "true" if chosen else "false")
        self.apply_appearance()

    @property
    def appearance(self) -> str:
        """The look chosen in the View menu (a key of :data:`~boggle_gui.shared.theme.APPEARANCES`):
        high contrast, when chosen, over light or dark."""
        return "high_contrast" if self.high_contrast else "dark" if self.dark else "light"

    def apply_appearance(self) -> None:
        apply_theme(self.appearance)
        self.board_view.set_appearance(self.appearance)
        if self.solve_window is not None:
            self.solve_window.board_view.set_appearance(self.appearance)
        for win in self.tool_windows.values():
            win.set_appearance(self.appearance)

    def toggle_rotate(self) -> None:
        self.options = replace(self.options, rotate=self.act_rotate.isChecked())
        save_options(self.options, self.settings)
        self.board_view.set_rotation_enabled(self.options.rotate)

    def toggle_auto_pause(self) -> None:
        self.settings.setValue("view/auto_pause", "true" if self.act_auto_pause.isChecked() else "false")

    # -- starting a round -------------------------------------------------------------------------
    def _ask_mid_round(self, title: str, question: str) -> bool:
        """Whether the player leaves the round in play (the clock stops while they answer; a paused
        round stays paused behind its hidden board)."""
        if not self.session.playing:
            return True
        was_paused = self.round.paused
        self.round.pause()
        if QMessageBox.question(self, title, question) == QMessageBox.StandardButton.Yes:
            return True
        if not was_paused:
            self.round.resume()
        return False

    def _confirm_abandon(self) -> bool:
        playing = self.session.playing
        question = _tr("A round is in progress. End it and start a new one?")
        if not self._ask_mid_round(_tr("Round in progress"), question):
            return False
        if playing:
            self.end_round()
        return True

    def new_game_dialog(self) -> None:
        dialog = NewGameDialog(self.options, self)
        self.covers.watch(dialog)
        if dialog.exec() == NewGameDialog.DialogCode.Accepted:
            code = dialog.game_code()               # read (and checked) by the dialog
            if code is not None:
                self.play_code(code)
            else:
                self.new_game(dialog.options())

    def new_game(self, options: GameOptions | None = None, board: str | None = None, *,
                 seed: int | None = None) -> bool:
        """Roll (or use ``board``, or roll from ``seed``) and start a round; loads the word list first if
        needed. A 3x3 or 3x4 board, which no dice set rolls, plays with the standard rules."""
        if not self._confirm_abandon():
            return False
        options = options or self.options
        if board is not None:
            try:
                options, board = options.for_board(board)
            except BoardError as exc:
                self.warn(_tr("Bad board"), error_text(exc, sentence=True))
                return False
        self.options = options
        save_options(options, self.settings)
        self.act_rotate.setChecked(options.rotate)
        self.starter.start(options, board, seed)
        return True

    # -- game codes, "Play this board", boards dealt to a bar ---------------------------------------
    def copy_game_code(self) -> None:
        """Game > Copy game code: the round's code to the clipboard."""
        if not self.round_code:
            self.statusBar().showMessage(_tr("No game code to copy: start a round first."), 5000)
            return
        QApplication.clipboard().setText(self.round_code)
        self.statusBar().showMessage(_tr("Copied the game code %1: friends play it with Ctrl+G.")
                                     .replace("%1", self.round_code), 8000)

    def ask_game_code(self) -> None:
        """Game > Play a game code (Ctrl+G)."""
        text, ok = QInputDialog.getText(self, _tr("Play a game code"), _tr("Game code (from Game > Copy game code):"))
        if ok and text.strip():
            self.play_code(text)

    def play_code(self, code: GameCode | str) -> bool:
        """Start the round a game code names: its board, dice, rules, word list and timer (a challenge
        code: its game, compared with the challenger's words when the round ends)."""
        if isinstance(code, str) and is_challenge_code(code):
            return self.challenges.play(code)
        try:
            plan = options_for_code(self.options, decode_game(code) if isinstance(code, str) else code, list_language)
        except GameCodeError as exc:
            return self._cannot(CannotPlay(Problem.BAD_CODE, reason=exc))
        except CannotPlay as exc:
            return self._cannot(exc)
        if plan.list_differs and not self.batch and QMessageBox.question(
                self, _tr("Another version of the word list"),
                _tr("Your word list %1 is not the file this code was made with (another version?): words and "
                    "scores may differ from your friend's. Play anyway?").replace("%1", plan.options.wordlist.upper())
        ) != QMessageBox.StandardButton.Yes:
            return False
        return self.new_game(plan.options, board=plan.board, seed=plan.seed)

    def play_board(self, board: str, setup: Setup | None = None) -> bool:
        """"Play this board" from Solve a board, the annealing lab, the break window or History: a new
        round on ``board`` with the sender's word list (see :func:`core.play.session.options_for_board`)."""
        try:
            options, board = options_for_board(self.options, board, setup, list_language)
        except CannotPlay as exc:
            return self._cannot(exc)
        return self.new_game(options, board=board)

    def _begin_round(self, options: GameOptions, board: str | None, wl, restored=None,
                     seed: int | None = None) -> None:
        r = self.session.start(options, board, wl, seed=seed, restored=restored)
        self.pauses.covered_pause = False
        self.rater.clear()
        self.view.show_round(r, _tr("{game} · {word_list} · {min_length}+ LETTERS · {timer}").format(
            game=game_name(self.session.game).upper(), word_list=wordlist_label(options.wordlist).upper(),
            min_length=r.min_length, timer=timer_label(r.timer_mode).upper()), options.rotate)
        self._save()
        runner().start(solve_job, r.board, options.wordlist, r.rules, r.language, owner=self, slot="solve",
                       on_result=self._solved, on_failed=self._solve_failed)
        self.status.show_code(self.round_code, self.session.code_problem)
        if options.has_bar and restored is None:
            self.starter.deal(options, wl, waiting=False)     # the next board, while this one is played
        self.tick.start()
        self._on_tick()
        self._update_actions()
        self.play_panel.entry.setFocus()

    def _solved(self, result) -> None:
        board, solution = result
        r = self.round
        if r is None or board != r.board:
            return
        r.set_solution(solution)
        self.view.show_totals()
        if r.is_over:
            self._show_reveal()
            self._save("finished")
            self._announce_high_score()

    def _solve_failed(self, message: str) -> None:
        self.statusBar().showMessage(_tr("Solver failed: %1").replace("%1", message), 10000)

    # -- playing ----------------------------------------------------------------------------------
    def _on_tick(self) -> None:
        r = self.round
        if r is None:
            return
        over = r.is_over
        self.status.report(self.session.recorder.save_elapsed(r))
        self.view.show_time()
        if over and self.view.playing:
            self._finish()
            if r.timer_mode.timed:
                self.statusBar().showMessage(_tr("Time's up!"), 8000)

    def submit_word(self, text: str, path: tuple[int, ...] = ()) -> Submission | None:
        """Judge a word typed or traced by the player; shows the verdict and saves the round."""
        if self.round is None:
            return None
        if self.round.is_over:
            self._on_tick()
            return None
        sub, saved = self.session.submit(text, path)
        self.view.show_submission(sub)
        self.status.report(saved)
        return sub

    def toggle_pause(self) -> None:
        self.pauses.toggle()

    def end_round(self) -> None:
        if not self.session.playing:
            return
        self.round.end()
        self._finish()

    def _finish(self) -> None:
        """The round is over (clock or player): reveal and save."""
        self.tick.stop()
        self.view.show_over()
        self._show_reveal()
        self._save("finished")
        self._update_actions()
        self._announce_high_score()

    def _show_reveal(self) -> None:
        self.view.show_reveal()
        r = self.round
        if r.solution is not None:
            if r.dice_key in DICE_SETS:              # a 3x3 or 3x4 board has no dice to compare with
                self.rater.rate(r.dice_key, self.session.wordlist_spec, r.rules, r.solution.score,
                                dice_name(get_dice_set(r.dice_key)))
            else:
                self.rater.clear()
        self.challenges.round_revealed()

    def _announce_high_score(self) -> None:
        """The player's own rating, and a line in the summary when this round tops the table of its game."""
        try:
            rating = self.session.player_rating()
            if rating is not None:
                self.reveal_panel.set_player_rating(player_rating_text(rating))
        except HistoryError as exc:
            self.status.history_problem(exc)
        try:
            top = self.session.new_high_score()
        except HistoryError as exc:
            self.status.history_problem(exc)
            return
        if top:   # the dice set is in the title above; the list says which table this tops
            r = self.round
            self.reveal_panel.set_high_score(_tr("★ New high score for %1, %2!").replace(
                "%1", r.setup.wordlist_name.upper()).replace("%2", timer_label(r.timer_mode)))

    # -- resuming an interrupted round ------------------------------------------------------------
    def offer_resume(self) -> bool:
        """At start-up: offer to resume a round left playing (closed or killed mid-round)."""
        found, problem = self.session.resumable()
        if problem:
            self.status.history_problem(problem)
        if found is None:
            return False
        latest, left = found.record, found.time_left
        answer = QMessageBox.question(
            self, _tr("Resume round?"),
            (_tr("A round was interrupted with {words} words and {score} points. Resume it?") if left is None else
             _tr("A round was interrupted with {words} words and {score} points and {time} left. Resume it?"))
            .format(words=latest.words_found, score=latest.score,
                    time=f"{int(left or 0) // 60}:{int(left or 0) % 60:02d}"))
        if answer != QMessageBox.StandardButton.Yes:
            try:
                self.session.abandon(latest)
            except HistoryError as exc:
                self.status.history_problem(exc)
            return False
        return self.resume_round(latest)

    def resume_round(self, record) -> bool:
        """Play on a stored round, with the very word list it was started with."""
        try:
            wl = setup_wordlist(record.setup)   # at start-up usually loaded by the warm-up
        except (WordListError, ValueError) as exc:
            self.warn(_tr("Cannot resume"), error_text(exc, sentence=True))
            return False
        self._begin_round(options_for_record(self.options, record), record.board, wl, restored=record)
        return True

    # -- other views --------------------------------------------------------------------------------
    def open_solve_a_board(self) -> None:
        """Ctrl+B: after a round, its board with its word list and rules; otherwise a board to type."""
        r = self.round
        if r is not None and r.is_over:
            self.show_solved_board(r.board, r.setup)
        else:
            self.show_solved_board("")

    def show_solved_board(self, board: str, setup: Setup | None = None) -> bool:
        """Open the "Solve a board" view for ``board`` (empty: just open it for typing), scored with
        the sender's ``setup``. The board of a round in play is refused: it would show every answer."""
        if board and self.session.board_in_play(board):
            self.warn(_tr("Round in play"), _tr("This board is being played: its words are shown when the round "
                                                "is over."))
            return False
        if self.solve_window is None:
            self.solve_window = SolveWindow(self.options.wordlist, self.dark)
            self.solve_window.play_board_requested.connect(self.play_board)
            self.solve_window.add_wordlist_requested.connect(self._add_wordlist_to_solve)
        self.solve_window.board_view.set_appearance(self.appearance)
        self.solve_window.show()
        self.solve_window.raise_()
        self.solve_window.activateWindow()
        self.covers.watch(self.solve_window)
        if board:
            return self.solve_window.solve_board(board, setup)
        self.solve_window.entry.setFocus()
        return True

    def _add_wordlist_to_solve(self, language: str) -> None:
        """Solve a board's "Add word list…": a file read in the board's language, then chosen there."""
        name = ask_add_wordlist(self.solve_window, language=language)
        if name:
            self.solve_window.wordlist_added(name)

    def show_history(self) -> None:
        if self.session.playing:
            self._save()
        elif self.history is None and self.session.recorder.locked:
            self.status.report(self.session.recorder.flush(), quiet=True)   # the lock may be gone
        dialog = HistoryDialog(self.history, self.history_error, self,
                               kind=self.session.kind() if self.round is not None else None)
        dialog.open_board_requested.connect(self.show_solved_board)
        dialog.play_board_requested.connect(self.play_board)
        self.covers.watch(dialog)
        dialog.exec()

    def add_wordlist(self) -> None:
        """Game > Add word list…: read in the language of the current game (New game adds in any language)."""
        self._add_wordlist_file(None)

    def _add_wordlist_file(self, path: str | None) -> bool:
        """Add the list ``path`` (None: ask for it) read in the current game's language."""
        name = ask_add_wordlist(self, path, language=self.options.language)
        if name:
            self.statusBar().showMessage(_tr("Added the %1 word list %2; pick it in New game (Ctrl+N).").replace(
                "%1", language_name(self.options.language)).replace("%2", name), 8000)
        return name is not None

    def open_tool(self, name: str) -> ToolWindow | None:
        """Open (or raise) the tool window ``name`` of :data:`~boggle_gui.tools.TOOLS`; a tool that fails
        to load gets a message."""
        win = self.tool_windows.get(name)
        if win is None:
            tool = TOOLS[name]
            try:
                win = tool.window_class()(parent=None)
            except Exception as exc:  # noqa: BLE001 - any failure to build a tool must not crash the game
                text = QCoreApplication.translate("Tools", tool.text).replace("&", "").rstrip("…")
                self.warn(_tr("Tool not available"), _tr("%1 is not available in this build (%2: %3).")
                          .replace("%1", text).replace("%2", exc.__class__.__name__).replace("%3", str(exc)))
                return None
            win.open_board_requested.connect(self.show_solved_board)
            win.play_board_requested.connect(self.play_board)
            win.set_appearance(self.appearance)
            self.tool_windows[name] = win
        win.show()
        win.raise_()
        win.activateWindow()
        self.covers.watch(win)
        return win

    def open_network_play(self, mode: str, **options):
        """Host (``"host"``) or join (``"join"``) a round on the local network."""
        from ..network.round_window import open_network_play
        return open_network_play(self, mode, **options)

    def show_shortcuts(self) -> HelpDialog:
        """F1: how to play, shortest words, the scoring tables (this game's marked) and the shortcuts."""
        rules = self.round.rules if self.round is not None else self.options.rules
        if self.help_dialog is not None:
            self.help_dialog.close()
        self.help_dialog = HelpDialog(self.actions(), rules, self.options.dice_key, self)
        self.help_dialog.show()
        self.covers.watch(self.help_dialog)
        return self.help_dialog

    def show_about(self) -> AboutDialog:
        """Help > About: versions and folders, selectable and copyable for a bug report."""
        dialog = AboutDialog(self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()
        return dialog

    # -- requests from a later start (boggle_gui.shared.single_instance) ---------------------------
    def bring_to_front(self) -> None:
        """Show the window (restored if minimised) above the others, and any dialog it has open."""
        bring_to_front(self)

    def open_request(self, target: str | None = None, board: str | None = None) -> bool:
        """What a start of the app asks for: play ``board``, or open ``target`` (a game code, a break
        run's results file or a word list to add); each goes through the checks of the menu command."""
        if board:
            return self.new_game(board=board)
        if not target:
            return True
        path = Path(target)
        if path.is_file():
            if not is_results_file(path):
                return self._add_wordlist_file(str(path))
            break_window = self.open_tool("break")
            if break_window is not None:
                break_window.open_results(path)
            return break_window is not None
        if path.suffix or any(sep in target for sep in ("/", "\\")):
            self.warn(_tr("Cannot open"), _tr("There is no file %1.").replace("%1", target))
            return False
        return self.play_code(target)

    # -- closing ------------------------------------------------------------------------------------
    def closeEvent(self, event):  # noqa: N802
        # Tool windows are asked first: one may refuse (a hosted round others are playing),
        # and then nothing of the game may be closed or saved as left.
        for key, win in list(self.tool_windows.items()):
            try:
                if not win.close():
                    event.ignore()
                    return
            except RuntimeError:
                pass
            self.tool_windows.pop(key, None)
        if not self._ask_mid_round(_tr("Quit mid-round?"), _tr("A round is in progress. Quit now? The round is "
                                                               "saved and you can resume it next time.")):
            event.ignore()
            return
        if self.session.playing:
            self._save("playing")
        self.settings.setValue("window/geometry", self.saveGeometry())
        self.tick.stop()
        runner().cancel(owner=self, wait=True)
        runner().cancel(owner=self.starter, wait=True)
        self.rater.shutdown()
        self.tool_windows.clear()
        if self.solve_window is not None:
            self.solve_window.close()
        self.status.retry.stop()
        self.session.recorder.close()   # a last try for rounds kept while the database was locked
        event.accept()
