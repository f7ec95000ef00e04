"""The game window: roll, play a timed round, reveal every word; menus for everything else."""
from __future__ import annotations

import sys
import time
from dataclasses import replace
from pathlib import Path

import numpy as np
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QInputDialog,
    QLabel,
    QMainWindow,
    QMessageBox,
    QProgressBar,
    QSplitter,
    QStackedWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from core.engine.board import BoardError, canonical_board, parse_board
from core.engine.dice import DICE_SETS, get_dice_set
from core.engine.language import get_language
from core.engine.rules import get_rules
from core.engine.setup import Setup
from core.engine.wordlist import WordListError, available_wordlists, resolve_wordlist, wordlist_sha256
from core.play.challenges import is_challenge_code
from core.play.codes import (
    GameCode,
    GameCodeError,
    code_for,
    deal_board,
    decode_game,
    encode_game,
    game_for_board,
    name_key,
    new_seed,
    roll_seeded,
)
from core.play.game import Round, Submission, TimerMode, word_length
from core.play.history import GameKind, History, HistoryError, stored_guesses

from ..history.history_dialog import HistoryDialog
from ..shared.cache import shared_cache
from ..shared.jobs import JobContext, runner
from ..shared.settings import app_settings, history_path, setting_bool
from ..shared.solving import BoardRater, load_wordlist_job, setup_wordlist, solve_job
from ..shared.theme import app_icon, apply_theme
from ..shared.verdicts import STYLE_BOARD_COLOUR, verdict_style
from ..tools import TOOLS, is_results_file
from ..tools.base import ToolWindow
from ..tools.solve_window import SolveWindow
from ..widgets.board_view import BoardView
from ..widgets.panels import PlayPanel, RevealPanel
from ..widgets.shortcuts import window_shortcuts_first
from .about import AboutDialog
from .challenge import ChallengeActions
from .help_dialog import HelpDialog, rules_for
from .new_game import GameOptions, NewGameDialog, ask_add_wordlist, wordlist_label


def stored_timer_mode(record) -> TimerMode:
    """The clock a stored round was played with (rounds from before timer modes had a fixed one or none)."""
    try:
        return TimerMode.parse(getattr(record, "timer_mode", None) or "")
    except ValueError:
        return TimerMode.fixed(record.timer_seconds)


def deal_job(ctx: JobContext, dice_key: str, wl, rules, min_points: int, min_words: int, seed: int):
    """Deal a board of ``dice_key`` with at least ``min_points`` and ``min_words``; result: a ``Deal``."""
    return deal_board(dice_key, wl, rules, min_points=min_points, min_words=min_words, rng=seed,
                      cancel=ctx.cancelled)


class MainWindow(QMainWindow):
    """Parameters: ``clock`` (seconds, monotonic) is injected by tests; ``history_file`` overrides
    the database path; ``seed`` makes rolls reproducible."""

    #: How often a locked history database is tried again (ms) while rounds wait to be saved.
    HISTORY_RETRY_MS = 3000
    #: Seconds of play between saves of a running round's elapsed time (so a crash loses at most this much).
    ELAPSED_SAVE_SECONDS = 3.0

    def __init__(self, *, clock=time.monotonic, history_file=None, seed: int | None = None, parent=None):
        super().__init__(parent)
        self.setWindowTitle("Boggle")
        self.resize(1100, 700)
        self.clock = clock
        self.settings = app_settings()
        self.options = GameOptions.from_settings(self.settings)
        self.help_dialog: HelpDialog | None = None
        self.dark = setting_bool(self.settings, "view/dark", False)
        self.rng = np.random.default_rng(seed)
        self.round: Round | None = None
        self.solution = None
        self.rater = BoardRater(self)
        self._pending_options: GameOptions | None = None
        self._pending_board: str | None = None
        self._pending_seed: int | None = None
        self.round_code = ""            # the game code of the board on screen ("" when it has none)
        self.round_seed: int | None = None
        self._deal_waiting: tuple | None = None    # (bar key, options, wl): a round waits for a dealt board
        self._dealt: tuple | None = None           # (bar key, Deal): the next board, dealt while playing
        self._history_dirty = False
        self.tool_windows: dict[str, QWidget] = {}
        self.batch = False          # no dialogs (screenshot mode)
        self.solve_window: SolveWindow | None = None
        self.history: History | None = None
        self.history_error = ""
        self._open_history(history_file)

        self.board_view = BoardView()
        self.board_view.setMinimumSize(320, 320)   # sets the window's minimum: legible letters, room to trace
        self.play_panel = PlayPanel()
        self.reveal_panel = RevealPanel()
        self.side = QStackedWidget()
        self.side.addWidget(self.play_panel)
        self.side.addWidget(self.reveal_panel)
        # No fixed minimum width: the splitter keeps what the panels' contents need as they change
        # (a fixed 300 clipped them); the window's minimum follows (issue 10).
        split = QSplitter()
        split.addWidget(self.board_view)
        split.addWidget(self.side)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 2)
        split.setSizes([640, 420])
        split.setChildrenCollapsible(False)   # a dragged handle never hides the board or the panel
        central = QWidget()
        lay = QVBoxLayout(central)
        lay.setContentsMargins(12, 10, 12, 6)
        self.title = QLabel("")
        self.title.setObjectName("caption")
        lay.addWidget(self.title)
        lay.addWidget(split, 1)
        self.setCentralWidget(central)
        self.status_progress = QProgressBar()
        self.status_progress.setMaximumWidth(160)
        self.status_progress.setMaximumHeight(14)
        self.status_progress.hide()
        self.statusBar().addPermanentWidget(self.status_progress)
        self.code_label = QLabel("")
        self.code_label.setAccessibleName("Game code")
        self.code_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.code_label.setToolTip("Friends who enter this code in New game (Ctrl+G) play the same board")
        self.code_button = QToolButton()
        self.code_button.setText("Copy code")
        self.code_button.setAutoRaise(True)
        self.code_button.clicked.connect(self.copy_game_code)
        self.code_button.hide()
        self.statusBar().addPermanentWidget(self.code_label)
        self.statusBar().addPermanentWidget(self.code_button)

        self.board_view.path_changed.connect(self._on_trace_changed)
        self.board_view.path_submitted.connect(self._on_trace_submitted)
        self.board_view.cell_selected.connect(self.reveal_panel.filter_cell)
        self.board_view.text_typed.connect(self.play_panel.type_text)
        self.board_view.hidden_clicked.connect(self._resume_round)
        self.play_panel.found_list.currentItemChanged.connect(self._show_found_path)
        self.play_panel.word_entered.connect(self.submit_word)
        self.play_panel.text_edited.connect(self._on_text_edited)
        self.reveal_panel.word_highlighted.connect(lambda path: self.board_view.set_highlight(path, "reveal"))
        self.rater.text_changed.connect(self.reveal_panel.set_rating)
        self.tick = QTimer(self)
        self.tick.setInterval(100)
        self.tick.timeout.connect(self._on_tick)
        self._build_actions()
        self._build_toolbar()
        self.challenges = ChallengeActions(self)
        QApplication.instance().applicationStateChanged.connect(self._on_application_state)
        self.setWindowIcon(app_icon())
        geometry = self.settings.value("window/geometry")
        if geometry is not None:
            self.restoreGeometry(geometry)
        self.apply_appearance()
        window_shortcuts_first(self)   # Ctrl+E, Ctrl+K... reach the window from the word entry (issue 10)
        self._show_idle()

    # -- history ------------------------------------------------------------
    def _open_history(self, path) -> None:
        self._history_file = path or history_path()
        # Rounds not written yet (the database is locked): round id -> the latest save_round arguments.
        self._unsaved: dict[str, dict] = {}
        self._history_locked = False
        self._history_retry = QTimer(self)
        self._history_retry.setInterval(self.HISTORY_RETRY_MS)
        self._history_retry.timeout.connect(lambda: self._write_unsaved(quiet=True))
        try:
            self.history = History(self._history_file)
        except HistoryError as exc:
            self.history = None
            self.history_error = f"History is off: {exc}"
            self._history_locked = exc.locked   # locked: tried again while rounds wait (issue 13)

    def report_history_problem(self, message: str) -> None:
        """Show a database problem once (status bar, and a dialog the first time)."""
        self.statusBar().showMessage(message, 15000)
        if not getattr(self, "_history_warned", False):
            self._history_warned = True
            self.warn("History database", message)

    def warn(self, title: str, message: str) -> None:
        """A warning dialog (tests patch QMessageBox); printed instead when ``batch`` (--screenshot)."""
        if self.batch:
            print(f"boggle-gui: error: {title}: {message}", file=sys.stderr)
            return
        QMessageBox.warning(self, title, message)

    def _save_round(self, status: str = "playing") -> bool:
        r = self.round
        if r is None or (self.history is None and not self._history_locked):
            return False
        sol = r.solution
        self._saved_elapsed = r.elapsed
        self._unsaved[r.round_id] = dict(
            round_id=r.round_id, started_at=r.started_wall, board=r.board, dice_set=r.dice_key, setup=r.setup,
            timer_seconds=r.timer_seconds, elapsed=self._saved_elapsed,
            words=[(e.word, e.points, e.at_seconds) for e in r.found],
            status=status, max_score=sol.score if sol else None, max_words=len(sol.words) if sol else None,
            timer_mode=r.timer_mode.key, guesses=list(r.guesses))
        return self._write_unsaved()

    def _save_elapsed(self) -> None:
        """Store the elapsed time of the round in play: one UPDATE, every few seconds of play and
        whenever the clock stops (pause, focus loss), so a crash gives back the time played."""
        r = self.round
        if r is None or r.is_over:
            return
        elapsed = r.elapsed
        due = elapsed - self._saved_elapsed >= self.ELAPSED_SAVE_SECONDS or (
            not r.is_running and elapsed != self._saved_elapsed)
        if not due:
            return
        self._saved_elapsed = elapsed
        if r.round_id in self._unsaved:                    # waiting for a locked database
            self._unsaved[r.round_id]["elapsed"] = elapsed
            return
        if self.history is None:
            return
        try:
            stored = self.history.set_elapsed(r.round_id, elapsed)
        except HistoryError:
            stored = False
        if not stored:
            self._save_round()                             # the whole round, with the usual retries

    def _write_unsaved(self, quiet: bool = False) -> bool:
        """Write every round waiting to be saved, opening a history that was locked at start-up.

        True when all are written; otherwise they stay in memory and a timer tries again.
        """
        if self.history is None and not self._history_locked:
            return False
        try:
            if self.history is None:
                # Fail fast: this runs in the GUI thread while another program may hold the lock.
                self.history = History(self._history_file, timeout=0.05)
                self.history_error = ""
                self._history_dirty = True
            while self._unsaved:
                round_id, args = next(iter(self._unsaved.items()))
                self.history.save_round(**args)
                del self._unsaved[round_id]
        except HistoryError as exc:
            self._history_dirty = True
            if self.history is None:
                self._history_locked = exc.locked
                self.history_error = f"History is off: {exc}"
                self.statusBar().showMessage(self.history_error, 15000)   # said at start-up already
            elif not quiet:
                self.report_history_problem(str(exc))
            if self._history_locked or self.history is not None:
                self._history_retry.start()
            return False
        self._history_retry.stop()
        if self._history_dirty:
            self._history_dirty = False
            self.statusBar().showMessage("History saved again.", 5000)
        return True

    # -- actions ------------------------------------------------------------
    def _action(self, text: str, shortcut, slot, menu, checkable: bool = False) -> QAction:
        a = QAction(text, self)
        if shortcut:
            a.setShortcut(QKeySequence(shortcut))
            a.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        a.setCheckable(checkable)
        a.triggered.connect(slot)
        menu.addAction(a)
        self.addAction(a)
        return a

    def _build_actions(self) -> None:
        mb = self.menuBar()
        game = mb.addMenu("&Game")
        self.act_new = self._action("&New game…", "Ctrl+N", self.new_game_dialog, game)
        self.act_quick = self._action("&Roll again", "Ctrl+R", lambda: self.new_game(), game)
        self.act_play_code = self._action("Play a &game code…", "Ctrl+G", self.ask_game_code, game)
        self.act_copy_code = self._action("&Copy game code", "Ctrl+Shift+C", self.copy_game_code, game)
        self.act_pause = self._action("&Pause", "Ctrl+P", self.toggle_pause, game)
        self.act_end = self._action("&End round", "Ctrl+E", self.end_round, game)
        game.addSeparator()
        self.act_solve = self._action("&Solve a board…", "Ctrl+B", self.open_solve_a_board, game)
        self.act_history = self._action("&History and high scores…", "Ctrl+H", self.show_history, game)
        self.act_add_wl = self._action("&Add word list…", "Ctrl+Shift+W", self.add_wordlist, game)
        game.addSeparator()
        self._action("&Quit", "Ctrl+Q", self.close, game)
        view = mb.addMenu("&View")
        self.act_dark = self._action("&Dark appearance", "Ctrl+D", self._toggle_dark, view, checkable=True)
        self.act_dark.setChecked(self.dark)
        self.act_rotate = self._action("&Turn dice faces", "Ctrl+T", self._toggle_rotate, view, checkable=True)
        self.act_rotate.setChecked(self.options.rotate)
        self.act_auto_pause = self._action("&Pause when in the background", "Ctrl+Shift+P",
                                           self._toggle_auto_pause, view, checkable=True)
        self.act_auto_pause.setChecked(setting_bool(self.settings, "view/auto_pause", True))
        view.addSeparator()
        self._action("Focus &word entry", "Ctrl+L", self._focus_entry, view)
        self._action("Focus the &board", "Ctrl+K", lambda: self.board_view.setFocus(), view)
        self._action("Focus the word &list", "Ctrl+J", self._focus_list, view)
        self._action("&Filter words", "Ctrl+F", lambda: self.reveal_panel.filter_edit.setFocus(),
                     view)
        sort = view.addMenu("S&ort revealed words by")
        group = QActionGroup(self)
        for i, name in enumerate(RevealPanel.SORTS):
            a = self._action(name, f"Alt+{i + 1}", lambda _c=False, i=i: self.reveal_panel.sort_box.setCurrentIndex(i),
                             sort, checkable=True)
            group.addAction(a)
            a.setChecked(i == 0)
        together = mb.addMenu("Play t&ogether")
        self._action("&Host a round…", "Ctrl+Shift+H", lambda: self.open_network_play("host"), together)
        self._action("&Join a round…", "Ctrl+Shift+J", lambda: self.open_network_play("join"), together)
        tools = mb.addMenu("&Tools")
        for name, tool in TOOLS.items():
            self._action(tool.text, tool.shortcut, lambda _c=False, n=name: self.open_tool(n), tools)
        help_menu = mb.addMenu("&Help")
        self._action("&Rules, scoring and shortcuts", "F1", self.show_shortcuts, help_menu)
        self._action("&About", None, self.show_about, help_menu)
        self._update_actions()

    def _build_toolbar(self) -> None:
        bar = self.addToolBar("Game")
        bar.setObjectName("gameToolbar")
        bar.setMovable(False)
        bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        for action in (self.act_new, self.act_quick, self.act_pause, self.act_end, None, self.act_solve,
                       self.act_history):
            if action is None:
                bar.addSeparator()
            else:
                bar.addAction(action)
                action.setToolTip(f"{action.text().replace('&', '')} ({action.shortcut().toString()})")

    def _update_actions(self) -> None:
        playing = self.round is not None and not self.round.is_over
        self.act_pause.setEnabled(playing)
        self.act_end.setEnabled(playing)
        self.act_pause.setText("&Resume" if playing and self.round.paused else "&Pause")

    def _focus_entry(self) -> None:
        self.play_panel.entry.setFocus()

    def _focus_list(self) -> None:
        (self.reveal_panel.tree if self.side.currentWidget() is self.reveal_panel else self.play_panel.found_list
         ).setFocus()

    def _toggle_dark(self) -> None:
        self.dark = self.act_dark.isChecked()
        self.settings.setValue("view/dark", "true" if self.dark else "false")
        self.apply_appearance()

    def apply_appearance(self) -> None:
        apply_theme(self.dark)
        self.board_view.set_dark(self.dark)
        if self.solve_window is not None:
            self.solve_window.board_view.set_dark(self.dark)

    def _toggle_rotate(self) -> None:
        self.options = replace(self.options, rotate=self.act_rotate.isChecked())
        self.options.save(self.settings)
        self.board_view.set_rotation_enabled(self.options.rotate)

    # -- starting a round ---------------------------------------------------
    def _show_idle(self) -> None:
        self.title.setText("Press Ctrl+N for a new game, Ctrl+R to roll with the last settings")
        self.side.setCurrentWidget(self.play_panel)
        self.play_panel.reset(self.options.timer_seconds)
        self.play_panel.entry.setEnabled(False)
        self.play_panel.progress.setText("")

    def _confirm_abandon(self) -> bool:
        if self.round is None or self.round.is_over:
            return True
        was_paused = self.round.paused
        self.round.pause()
        answer = QMessageBox.question(self, "Round in progress",
                                      "A round is in progress. End it and start a new one?")
        if answer != QMessageBox.StandardButton.Yes:
            if not was_paused:          # a paused round stays paused behind its hidden board
                self.round.resume()
            return False
        self.end_round()
        return True

    def new_game_dialog(self) -> None:
        dialog = NewGameDialog(self.options, self)
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
                geom, board = parse_board(board, language=options.language)
            except BoardError as exc:
                self.warn("Bad board", str(exc))
                return False
            ds = get_dice_set(options.dice_key)
            if (geom.width, geom.height) != (ds.width, ds.height):
                match = [k for k in get_language(options.language).dice_sets
                         if (DICE_SETS[k].width, DICE_SETS[k].height) == (geom.width, geom.height)]
                if match:
                    options = replace(options, dice_key=match[-1] if match[-1] != "classic" else "new")
        self.options = options
        options.save(self.settings)
        self.act_rotate.setChecked(options.rotate)
        wl = shared_cache().cached_wordlist(options.wordlist, options.language)
        if wl is not None:
            self._deal_or_begin(options, board, wl, seed)
            return True
        # Word list not loaded yet: load it in the background, then start.
        self._pending_options, self._pending_board, self._pending_seed = options, board, seed
        self.statusBar().showMessage(f"Loading word list {wordlist_label(options.wordlist)}…")
        self.status_progress.setRange(0, 0)
        self.status_progress.show()
        runner().start(load_wordlist_job, options.wordlist, options.language, owner=self, slot="load",
                       on_result=self._wordlist_loaded, on_failed=self._wordlist_failed)
        return True

    def _wordlist_loaded(self, wl) -> None:
        self.status_progress.hide()
        self.statusBar().clearMessage()
        if self._pending_options is not None:
            opts, board, seed = self._pending_options, self._pending_board, self._pending_seed
            self._pending_options = self._pending_board = self._pending_seed = None
            self._deal_or_begin(opts, board, wl, seed)

    def _wordlist_failed(self, message: str) -> None:
        self.status_progress.hide()
        self.statusBar().clearMessage()
        failed = self._pending_options.wordlist if self._pending_options else "?"
        self._pending_options = None
        self.warn("Cannot load word list", f"{message}\n\nChoose another word list in New game (Ctrl+N).")
        if failed == self.options.wordlist:
            self.options = replace(self.options, wordlist="scowl70")
            self.options.save(self.settings)

    # -- game codes, "Play this board", boards dealt to a bar -----------------
    def _show_code(self, game: str, seed: int | None) -> None:
        """Show the game code of the round just started (a seed for rolled boards, else the board)."""
        r = self.round
        self.round_seed = seed
        try:
            self.round_code = encode_game(code_for(game, r.setup, r.timer_mode, seed=seed,
                                                   board=None if seed is not None else r.board))
        except GameCodeError as exc:
            self.round_code = ""
            self.code_label.setText("No game code")
            self.code_label.setToolTip(f"This board has no game code: {exc}")
            self.code_button.hide()
            return
        self.code_label.setText(f"Game code <b>{self.round_code}</b>")
        self.code_label.setToolTip("Friends who enter this code with Game > Play a game code (Ctrl+G) play "
                                   "the same board")
        self.code_button.show()

    def copy_game_code(self) -> None:
        """Game > Copy game code: the round's code to the clipboard."""
        if not self.round_code:
            self.statusBar().showMessage("No game code to copy: start a round first.", 5000)
            return
        QApplication.clipboard().setText(self.round_code)
        self.statusBar().showMessage(f"Copied the game code {self.round_code}: friends play it with Ctrl+G.", 8000)

    def ask_game_code(self) -> None:
        """Game > Play a game code (Ctrl+G)."""
        text, ok = QInputDialog.getText(self, "Play a game code", "Game code (from Game > Copy game code):")
        if ok and text.strip():
            self.play_code(text)

    def _wordlist_named(self, name: str) -> str | None:
        """The player's list a code names (as :func:`name_key` spells names), or None."""
        names = list(available_wordlists())
        for match in (lambda n: name_key(n) == name, lambda n: name_key(n).lower() == name.lower()):
            for n in names:
                if match(n):
                    return n
        current = self.options.wordlist                   # a list the player loaded from a path
        return current if name_key(Path(current).stem).lower() == name.lower() else None

    def play_code(self, code: GameCode | str) -> bool:
        """Start the round a game code names: its board, dice, rules, word list and timer."""
        if isinstance(code, str) and is_challenge_code(code):
            return self.challenges.play(code)
        if isinstance(code, str):
            try:
                code = decode_game(code)
            except GameCodeError as exc:
                self.warn("Cannot play this game code", f"{exc}.")
                return False
        spec = self._wordlist_named(code.wordlist)
        if spec is None:
            self.warn("Word list missing", f"This game is played with the word list {code.wordlist.upper()}, "
                      "which is not among your word lists. Add it with Game > Add word list… (Ctrl+Shift+W), "
                      "then enter the code again.")
            return False
        game_rules = get_dice_set(code.dice_key).rules if code.dice_key else "standard"
        if code.rules != game_rules:
            self.warn("Cannot play this game code", f"it asks for {code.rules} rules, but {code.game} games are "
                      f"played with {game_rules} rules.")
            return False
        try:
            sha = wordlist_sha256(spec)
        except WordListError as exc:
            self.warn("Word list missing", f"Cannot read the word list {code.wordlist.upper()}: {exc}")
            return False
        if not code.matches(sha) and not self.batch and QMessageBox.question(
                self, "Another version of the word list",
                f"Your word list {code.wordlist.upper()} is not the file this code was made with (another "
                "version?): words and scores may differ from your friend's. Play anyway?"
        ) != QMessageBox.StandardButton.Yes:
            return False
        base = self.options.in_language(code.language)
        dice = code.dice_key or base.dice_key
        min_length = None if code.min_length == get_rules(game_rules).min_length else code.min_length
        options = replace(base.with_timer(code.timer), dice_key=dice, wordlist=spec, min_length=min_length)
        return self.new_game(options, board=code.board, seed=code.seed)

    def play_board(self, board: str, setup: Setup | None = None) -> bool:
        """"Play this board" from Solve a board, the annealing lab, the break window or History.

        A new round on ``board`` with the sender's word list (refused with one line if its
        file is gone or changed). Rules and timer are those of the dice set of the board's
        size (the chosen dice set if it fits); a 3x3 or 3x4 board, which no dice set rolls,
        plays with the standard rules and the chosen timer.
        """
        language = setup.language if setup is not None else self.options.language
        try:
            geom, board = parse_board(board, language=language)
        except BoardError as exc:
            self.warn("Cannot play this board", str(exc))
            return False
        base = self.options.in_language(language)
        ds = get_dice_set(base.dice_key)
        game = ds.key if geom is ds.geometry else game_for_board(board, language)
        options = replace(base, dice_key=game if game in DICE_SETS else base.dice_key)
        if setup is not None:
            spec = setup.wordlist_spec
            try:
                sha = wordlist_sha256(spec)
            except WordListError as exc:
                self.warn("Cannot play this board", f"it was scored with the word list "
                          f"{setup.wordlist_name.upper()}, which cannot be read any more: {exc}")
                return False
            if setup.wordlist_sha256 is not None and sha != setup.wordlist_sha256:
                self.warn("Cannot play this board", f"the word list {setup.wordlist_name.upper()} ({spec}) has "
                          "changed since this board was scored with it.")
                return False
            for name, path in available_wordlists().items():    # a known list is remembered by name
                if setup.wordlist_path is not None and str(Path(path).resolve()) == setup.wordlist_path:
                    spec = name
                    break
            game_rules = get_rules(get_dice_set(game).rules if game in DICE_SETS else "standard")
            options = replace(options, wordlist=spec,
                              min_length=None if setup.min_length == game_rules.min_length else setup.min_length)
        return self.new_game(options, board=board)

    def _bar_key(self, options: GameOptions) -> tuple:
        return options.dice_key, options.wordlist, options.effective_min_length, options.min_words, options.min_points

    def _deal_or_begin(self, options: GameOptions, board: str | None, wl, seed: int | None) -> None:
        """Begin the round, first dealing a board that meets the options' bar when there is one:
        the board dealt while the last round was played if it is ready, else one dealt now."""
        if board is not None or seed is not None or not options.has_bar:
            self._begin_round(options, board, wl, seed=seed)
            return
        key = self._bar_key(options)
        dealt, self._dealt = self._dealt, None
        if dealt is not None and dealt[0] == key:
            self._begin_dealt(options, wl, dealt[1])
            return
        self._deal(options, wl, waiting=True)

    def _deal(self, options: GameOptions, wl, waiting: bool) -> None:
        """Roll and solve candidates in a job until one meets the bar (see core.play.codes.deal_board)."""
        key = self._bar_key(options)
        self._deal_waiting = (key, options, wl) if waiting else None
        if waiting:
            bar = " and ".join(f"{n} {what}" for n, what in ((options.min_words, "words"),
                                                             (options.min_points, "points")) if n)
            self.statusBar().showMessage(f"Dealing a board with at least {bar}…")
            self.status_progress.setRange(0, 0)
            self.status_progress.show()
        if runner().job(self, "deal") is not None and getattr(self, "_deal_key", None) == key:
            return                                     # already dealing to this bar: its board is the next
        self._deal_key = key
        ds = get_dice_set(options.dice_key)
        rules = get_rules(ds.rules).with_min_length(options.effective_min_length)
        runner().start(deal_job, ds.key, wl, rules, options.min_points, options.min_words, new_seed(self.rng),
                       owner=self, slot="deal", on_result=lambda deal, key=key: self._on_dealt(key, deal),
                       on_failed=self._deal_failed)

    def _on_dealt(self, key: tuple, deal) -> None:
        waiting = self._deal_waiting
        if waiting is None or waiting[0] != key:
            self._dealt = (key, deal)                  # for the next round
            return
        self._deal_waiting = None
        self.status_progress.hide()
        self.statusBar().clearMessage()
        self._begin_dealt(waiting[1], waiting[2], deal)

    def _begin_dealt(self, options: GameOptions, wl, deal) -> None:
        self._begin_round(options, deal.board, wl, seed=deal.seed)
        if not deal.met:
            self.statusBar().showMessage(
                f"None of {deal.tries:,} boards rolled had at least {options.min_words} words and "
                f"{options.min_points} points: this is the closest ({deal.words} words, {deal.points} points). "
                "Lower the bar in New game (Ctrl+N).", 15000)

    def _deal_failed(self, message: str) -> None:
        waiting, self._deal_waiting = self._deal_waiting, None
        self.status_progress.hide()
        self.statusBar().clearMessage()
        if waiting is not None:
            self.warn("Cannot deal a board", message)

    def _begin_round(self, options: GameOptions, board: str | None, wl, restored=None,
                     seed: int | None = None) -> None:
        ds = get_dice_set(options.dice_key)
        if board is None:
            seed = new_seed(self.rng) if seed is None else seed
            board = roll_seeded(ds, seed)      # the seed goes into the game code
        else:
            seed = seed if seed is not None and board == roll_seeded(ds, seed) else None
        self._deal_waiting = None                  # a round started another way: a deal in flight is for later
        game = (ds.key if parse_board(board, language=options.language)[0] is ds.geometry
                else game_for_board(board, options.language))
        rules, game_name = (ds.rules, ds.name) if game == ds.key else ("standard", f"{game} board")
        try:
            path = resolve_wordlist(options.wordlist)   # the file this game asked for (recorded in the history)
        except WordListError:
            path = None                                  # gone since it was loaded: the list knows where it was
        self.round = Round(board, wl, rules=rules, timer_mode=options.timer_mode,
                           min_length=options.min_length, dice_key=game,
                           clock=self.clock, wordlist_path=path)
        self.round_wordlist = options.wordlist
        self.solution = None
        self.rater.clear()
        self.reveal_panel.clear_filters()          # the last round's filter would hide this board's words
        self._saved_elapsed = 0.0
        if restored is not None:
            self.round.round_id = restored.round_id
            self.round.started_wall = restored.started_at
            self.round.restore_found(restored.words)
            self.round.restore_guesses(stored_guesses(restored.guesses))
        self.board_view.set_board(self.round.board, rotate=options.rotate, language=self.round.language)
        self.reveal_panel.set_language(self.round.language)
        self.board_view.set_mode("play")
        self.board_view.set_hidden(False)
        self.board_view.set_tracing_enabled(True)
        self.side.setCurrentWidget(self.play_panel)
        self.play_panel.reset(self.round.timer_mode.seconds)
        for e in self.round.found:
            self.play_panel.add_restored(e.word, e.points, e.path)
        self.play_panel.score.setText(str(self.round.score))
        if self.round.found:
            self.play_panel.set_lengths(self.round.words_by_length())
        self.title.setText(f"{game_name.upper()} · {wordlist_label(options.wordlist).upper()} · "
                           f"{self.round.min_length}+ LETTERS · {self.round.timer_mode.label.upper()}")
        self.round.start(already_elapsed=restored.elapsed if restored is not None else 0.0)
        self._save_round()
        self._start_solver(self.round.board, options.wordlist, self.round.rules, self.round.language)
        self._show_code(game, seed)
        if options.has_bar and restored is None:
            self._deal(options, wl, waiting=False)     # the next board, while this one is played
        self.tick.start()
        self._on_tick()
        self._update_actions()
        self.play_panel.entry.setFocus()

    def _start_solver(self, board: str, wordlist: str, rules, language: str | None = None) -> None:
        runner().start(solve_job, board, wordlist, rules, language, owner=self, slot="solve",
                       on_result=self._solved, on_failed=self._solve_failed)

    def _solved(self, result) -> None:
        board, solution = result
        if self.round is None or board != self.round.board:
            return
        self.solution = solution
        self.round.set_solution(solution)
        self._update_totals()
        if self.round.is_over:
            self._show_reveal()
            self._save_round("finished")
            self._announce_high_score()

    def _update_totals(self) -> None:
        r = self.round
        sol = r.solution
        self.play_panel.set_totals(len(r.found), len(sol.words) if sol else None, r.score,
                                   sol.score if sol else None)
        self.play_panel.set_lengths(r.words_by_length())

    # -- playing ------------------------------------------------------------
    def _show_found_path(self, current, _previous=None) -> None:
        """Selecting a found word (keyboard or mouse) shows its path during play."""
        if current is not None and self.round is not None and not self.round.paused:
            self.board_view.flash(current.data(Qt.ItemDataRole.UserRole) or (), "repeat", 1200)

    def _on_tick(self) -> None:
        r = self.round
        if r is None:
            return
        over = r.is_over
        self._save_elapsed()
        left = r.time_left
        self.play_panel.set_time(left, r.timer_mode.full(left))
        if over and self.side.currentWidget() is self.play_panel:
            self._finish()
            if r.timer_mode.timed:
                self.statusBar().showMessage("Time's up!", 8000)

    def _on_text_edited(self, text: str) -> None:
        if self.round is None or not self.round.is_running:
            return
        if self.board_view.trace:
            self.board_view.clear_trace(silent=True)   # the typed text drives the highlight now
        word = self.round.normalise(text)
        if not word:
            self.board_view.set_highlight(())
            self.play_panel.show_already_found(None)
            self.play_panel.set_entry_state("")
            return
        path = self.round.find_path(word)
        repeat = word in self.round.found_words       # flagged before Enter (as Wordament does)
        self.board_view.set_highlight(path or (), "repeat" if repeat else "path")
        self.play_panel.show_already_found(word if repeat else None)
        if not repeat:
            self.play_panel.set_entry_state("" if path else "bad")

    def _on_trace_changed(self, path) -> None:
        if self.round is None or not self.round.is_running:
            return
        text = self.round.spell(path)  # Qu, Th: both letters
        self.play_panel.entry.setText(text)
        self.play_panel.set_entry_state("")
        # Only words the player found are flagged: a "valid word" look would give answers away.
        repeat = text in self.round.found_words
        self.board_view.set_trace_kind("repeat" if repeat else "path")
        self.play_panel.show_already_found(text if repeat else None)

    def _on_trace_submitted(self, path) -> None:
        if self.round is None or not self.round.is_running:
            return
        text = self.round.spell(path)  # Qu, Th: both letters
        self.submit_word(text, tuple(path))

    def submit_word(self, text: str, path: tuple[int, ...] = ()) -> Submission | None:
        """Judge a word typed or traced by the player; shows the verdict and saves a new word."""
        if self.round is None:
            return None
        if self.round.is_over:
            self._on_tick()
            return None
        running = self.round.is_running
        sub = self.round.submit(text, path)
        self.play_panel.show_submission(sub, self.round.score)
        self.play_panel.entry.clear()
        self.play_panel.set_entry_state("")
        if sub.path:
            self.board_view.flash(sub.path, STYLE_BOARD_COLOUR[verdict_style(sub.verdict)])
        else:
            self.board_view.set_highlight(())
        if sub.accepted:
            self._update_totals()
        if running:
            self._save_round()                             # new words and rejected guesses alike
        return sub

    def toggle_pause(self) -> None:
        r = self.round
        if r is None or r.is_over:
            return
        if r.paused:
            self._resume_round()
        else:
            self._pause_round("Paused\nCtrl+P or a click to resume", "Paused: the clock is stopped.")

    def _pause_round(self, board_text: str, status: str) -> None:
        """Stop the clock and hide the board (the letters must not be studied off the clock)."""
        self.round.pause()
        self.board_view.clear_trace()
        self.board_view.set_hidden(True, board_text)
        self.play_panel.entry.setEnabled(False)
        self._save_round()
        self.statusBar().showMessage(status)
        self._on_tick()
        self._update_actions()

    def _resume_round(self) -> None:
        r = self.round
        if r is None or r.is_over or not r.paused:
            return
        r.resume()
        self.board_view.set_hidden(False)
        self.play_panel.entry.setEnabled(True)
        self.play_panel.entry.setFocus()
        self.statusBar().clearMessage()
        self._on_tick()
        self._update_actions()

    def _on_application_state(self, state) -> None:
        """Auto-pause: the clock stops when the player turns to another program (or minimises
        the game). It waits for the player to come back and resume (Ctrl+P or a click on
        the board): resuming by itself would restart the clock before they are looking."""
        r = self.round
        if (state != Qt.ApplicationState.ApplicationActive and self.act_auto_pause.isChecked()
                and r is not None and r.is_running and self.isVisible()):
            self._pause_round("Paused while you were away\nCtrl+P or a click to resume",
                              "Paused by itself while the game was in the background: the clock is stopped.")

    def _toggle_auto_pause(self) -> None:
        self.settings.setValue("view/auto_pause", "true" if self.act_auto_pause.isChecked() else "false")

    def end_round(self) -> None:
        if self.round is None or self.round.is_over:
            return
        self.round.end()
        self._finish()

    def _finish(self) -> None:
        """The round is over (clock or player): reveal and save."""
        self.tick.stop()
        self.board_view.set_hidden(False)
        self.board_view.clear_trace()
        left = self.round.time_left
        self.play_panel.set_time(left, self.round.timer_mode.full(left))
        self._show_reveal()
        self._save_round("finished")
        self._update_actions()
        self._announce_high_score()

    def _announce_high_score(self) -> None:
        """The player's own rating, and a line in the summary when this round tops the table of its game."""
        r = self.round
        self._show_player_rating()
        if self.history is None or r is None or not r.found:
            return
        try:
            best = self.history.high_scores(GameKind.of(r.dice_key, r.timer_mode.key, r.setup), limit=2)
        except HistoryError as exc:
            self.report_history_problem(str(exc))
            return
        if best and best[0].round_id == r.round_id and (len(best) == 1 or best[1].score < r.score):
            timer = r.timer_mode.label
            # The dice set is in the title above; the list says which table this tops.
            self.reveal_panel.set_high_score(f"★ New high score for {r.setup.wordlist_name.upper()}, {timer}!")

    def _show_player_rating(self) -> None:
        """Beside the board's rating: how the score compares with the player's past rounds of the same game
        (dice set, timer mode, word list, minimum length); with too few of them, how many are needed."""
        r = self.round
        if self.history is None or r is None:
            return
        try:
            rating = self.history.player_rating(GameKind.of(r.dice_key, r.timer_mode.key, r.setup), r.score,
                                                r.round_id)
        except HistoryError as exc:
            self.report_history_problem(str(exc))
            return
        self.reveal_panel.set_player_rating(rating.describe())

    def _show_reveal(self) -> None:
        r = self.round
        self.board_view.set_mode("inspect")
        self.board_view.set_highlight(())
        self.side.setCurrentWidget(self.reveal_panel)
        s = r.summary()
        if r.solution is None:
            self.reveal_panel.set_solution(None, None, f"Round over: <b>{s.score}</b> points. Solving the board…")
            return
        pct_points = f"{100 * s.score_share:.0f}%" if s.score_share is not None else "–"
        pct_words = f"{100 * s.words_share:.0f}%" if s.words_share is not None else "–"
        html = (f"<span style='font-size:18pt; font-weight:700'>{s.score} points</span><br>"
                f"Words: <b>{s.words_found}</b> of {s.max_words} ({pct_words}) · "
                f"points: <b>{s.score}</b> of {s.max_score} ({pct_points})<br>"
                f"Your longest word: <b>{s.longest_word.upper() or '–'}</b> · longest on the board: "
                f"<b>{(s.longest_possible or '–').upper()}</b><br>"
                "<span style='color:gray'>Select a word to see its path; click a tile to list its words.</span>")
        self.reveal_panel.set_solution(r.solution, r.found_words, html)
        self.reveal_panel.set_lengths(r.words_by_length())
        self.reveal_panel.tree.setFocus()
        self._start_rating(r.solution.score)
        self.challenges.round_revealed()

    def _start_rating(self, score: int) -> None:
        r = self.round
        if r.dice_key not in DICE_SETS:                  # a 3x3 or 3x4 board: no dice to compare with
            self.rater.clear()
            return
        self.rater.rate(r.dice_key, self.round_wordlist, r.rules, score, get_dice_set(r.dice_key).name)

    def _solve_failed(self, message: str) -> None:
        self.statusBar().showMessage(f"Solver failed: {message}", 10000)

    # -- resuming an interrupted round --------------------------------------
    def interrupted_rounds(self):
        if self.history is None:
            return []
        try:
            return self.history.unfinished_rounds()
        except HistoryError as exc:
            self.report_history_problem(str(exc))
            return []

    def offer_resume(self) -> bool:
        """At start-up: offer to resume a round left playing (closed or killed mid-round)."""
        rounds = self.interrupted_rounds()
        if not rounds:
            return False
        latest, older = rounds[0], rounds[1:]
        try:
            for r in older:
                self.history.set_status(r.round_id, "abandoned")
        except HistoryError as exc:
            self.report_history_problem(str(exc))
        left = stored_timer_mode(latest).time_left(latest.elapsed,
                                                   [(at, word_length(w)) for w, _p, at in latest.words])
        if left is not None and left <= 0:
            try:
                self.history.set_status(latest.round_id, "finished")
            except HistoryError:
                pass
            return False
        answer = QMessageBox.question(
            self, "Resume round?",
            f"A round was interrupted with {latest.words_found} words and {latest.score} points"
            + ("" if left is None else f" and {int(left) // 60}:{int(left) % 60:02d} left") + ". Resume it?")
        if answer != QMessageBox.StandardButton.Yes:
            try:
                self.history.set_status(latest.round_id, "abandoned")
            except HistoryError as exc:
                self.report_history_problem(str(exc))
            return False
        return self.resume_round(latest)

    def resume_round(self, record) -> bool:
        """Play on a stored round, with the very word list it was started with."""
        try:
            setup = record.setup
            # At start-up usually loaded by the warm-up; refused if the file is gone or changed.
            wl = setup_wordlist(setup)
        except (WordListError, ValueError) as exc:
            self.warn("Cannot resume", str(exc))
            return False
        opts = GameOptions(record.dice_set if record.dice_set in DICE_SETS else "new", setup.wordlist_spec,
                           None, record.min_length, self.options.rotate,
                           language=setup.language).with_timer(stored_timer_mode(record))
        self._begin_round(opts, record.board, wl, restored=record)
        return True

    # -- other views --------------------------------------------------------
    def open_solve_a_board(self) -> None:
        """Ctrl+B: after a round, its board with its word list and rules; otherwise a board to type."""
        r = self.round
        if r is not None and r.is_over:
            self.show_solved_board(r.board, r.setup)
        else:
            self.show_solved_board("")

    def board_in_play(self, board: str) -> bool:
        """Whether ``board`` (in any orientation) is the board of the round being played."""
        r = self.round
        if r is None or r.is_over:
            return False
        try:
            geom, board = parse_board(board, language=r.language)
        except BoardError:
            return False
        return geom is r.geometry and canonical_board(board, geom) == canonical_board(r.board, r.geometry)

    def show_solved_board(self, board: str, setup: Setup | None = None) -> bool:
        """Open the "Solve a board" view for ``board`` (empty: just open it for typing).

        ``setup`` is the sender's word list and rules: the board is scored with them.
        The board of a round in play is refused: Solve a board would show every answer.
        """
        if board and self.board_in_play(board):
            self.warn("Round in play", "This board is being played: its words are shown when the round is over.")
            return False
        if self.solve_window is None:
            self.solve_window = SolveWindow(self.options.wordlist, self.dark)
            self.solve_window.play_board_requested.connect(self.play_board)
        self.solve_window.board_view.set_dark(self.dark)
        self.solve_window.show()
        self.solve_window.raise_()
        self.solve_window.activateWindow()
        if board:
            return self.solve_window.solve_board(board, setup)
        self.solve_window.entry.setFocus()
        return True

    def show_history(self) -> None:
        if self.round is not None and not self.round.is_over:
            self._save_round()
        elif self.history is None and self._history_locked:
            self._write_unsaved(quiet=True)   # the lock may be gone
        dialog = HistoryDialog(self.history, self.history_error, self)
        dialog.open_board_requested.connect(self.show_solved_board)
        dialog.play_board_requested.connect(self.play_board)
        dialog.exec()

    def add_wordlist(self) -> None:
        """Game > Add word list…: read in the language of the current game (New game adds in any language)."""
        self._add_wordlist_file(None)

    def _add_wordlist_file(self, path: str | None) -> bool:
        """Add the list ``path`` (None: ask for it) read in the current game's language."""
        name = ask_add_wordlist(self, path, language=self.options.language)
        if name:
            language = get_language(self.options.language).name
            self.statusBar().showMessage(f"Added the {language} word list {name}; pick it in New game (Ctrl+N).",
                                         8000)
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
                self.warn("Tool not available", f"{tool.text.replace('&', '').rstrip('…')} is not available in "
                          f"this build ({exc.__class__.__name__}: {exc}).")
                return None
            win.open_board_requested.connect(self.show_solved_board)
            win.play_board_requested.connect(self.play_board)
            self.tool_windows[name] = win
        win.show()
        win.raise_()
        win.activateWindow()
        return win

    def open_network_play(self, mode: str, **options):
        """Host (``"host"``) or join (``"join"``) a round on the local network (boggle_gui.network.round_window)."""
        from ..network.round_window import open_network_play
        return open_network_play(self, mode, **options)

    def show_shortcuts(self) -> HelpDialog:
        """F1: how to play, shortest words, the scoring tables (this game's marked) and the shortcuts."""
        rules = self.round.rules if self.round is not None else rules_for(self.options.dice_key,
                                                                            self.options.min_length)
        if self.help_dialog is not None:
            self.help_dialog.close()
        self.help_dialog = HelpDialog(self.actions(), rules, self.options.dice_key, self)
        self.help_dialog.show()
        return self.help_dialog

    def show_about(self) -> AboutDialog:
        """Help > About: versions and folders, selectable and copyable for a bug report."""
        dialog = AboutDialog(self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()
        return dialog

    # -- requests from a later start (boggle_gui.shared.single_instance) -------------
    def bring_to_front(self) -> None:
        """Show the window (restored if minimised) above the others, and any dialog it has open."""
        if self.isMinimized():
            self.setWindowState(self.windowState() & ~Qt.WindowState.WindowMinimized)
        self.show()
        self.raise_()
        self.activateWindow()
        modal = QApplication.activeModalWidget()
        if modal is not None:
            modal.raise_()
            modal.activateWindow()
        QApplication.alert(self)     # where the window manager refuses to raise it, the taskbar entry asks

    def open_request(self, target: str | None = None, board: str | None = None) -> bool:
        """What a start of the app asks for: play ``board``, or open ``target`` (a game code, a break
        run's results file or a word list to add); each goes through the checks of the menu command."""
        if board:
            return self.new_game(board=board)
        if not target:
            return True
        path = Path(target)
        if path.is_file():
            return self._open_file(path)
        if path.suffix or any(sep in target for sep in ("/", "\\")):
            self.warn(self.tr("Cannot open"), self.tr("There is no file %1.").replace("%1", target))
            return False
        return self.play_code(target)

    def _open_file(self, path: Path) -> bool:
        if is_results_file(path):
            break_window = self.open_tool("break")
            if break_window is None:
                return False
            break_window.open_results(path)
            return True
        return self._add_wordlist_file(str(path))

    # -- closing ------------------------------------------------------------
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
        if self.round is not None and not self.round.is_over:
            was_paused = self.round.paused
            self.round.pause()
            answer = QMessageBox.question(
                self, "Quit mid-round?",
                "A round is in progress. Quit now? The round is saved and you can resume it next time.")
            if answer != QMessageBox.StandardButton.Yes:
                if not was_paused:
                    self.round.resume()
                event.ignore()
                return
            self._save_round("playing")
        self.settings.setValue("window/geometry", self.saveGeometry())
        self.tick.stop()
        runner().cancel(owner=self, wait=True)
        self.rater.shutdown()
        self.tool_windows.clear()
        if self.solve_window is not None:
            self.solve_window.close()
        if self._unsaved:
            self._write_unsaved(quiet=True)   # a last try for rounds kept while the database was locked
        self._history_retry.stop()
        if self.history is not None:
            self.history.close()
            self.history = None
        event.accept()

