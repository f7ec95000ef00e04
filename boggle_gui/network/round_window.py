"""Play together: a round on the local network, hosted or joined from the app.

One :class:`NetworkRoundWindow` per round, for the host, a joiner and a spectator alike:
the board, the word entry (not a spectator's), your words with the host's verdicts, the
room's players and spectators (:mod:`.players_view`) and the host's clock, then the results,
the standings across rounds and the full reveal (:mod:`.results_page`). The host's window
also runs the round's server (:class:`core.net.HostThread`), advertises it, and has Start /
End round, the next round's board (a rematch) and Remove player; the host plays through a
client session to its own server like everyone else. With the room's ready check each player
says I'm ready in the lobby. What each event of the session does is in :mod:`.events`.

Every network wait runs in a job (:mod:`.jobs`, on :mod:`boggle_gui.shared.jobs`). Closing
the window leaves the round, stops the jobs and (for the host, after asking when others
play) the server. Each round's results go to History as the round ends. The player's rejoin
token is kept on disk for the rest of the round. The protocol is in docs/network.md.
"""
from __future__ import annotations

import queue
import time
import uuid

from PySide6.QtCore import QCoreApplication, Qt, QTimer, Signal
from PySide6.QtGui import QFont, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QApplication,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QStackedWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from core.engine import DEFAULT_LANGUAGE, Setup, face_letters, get_language, parse_board
from core.net import HostThread, local_addresses
from core.play import GroupResult, Verdict, find_path, normalise_word

from ..shared.data_names import dice_name, language_name
from ..shared.error_text import error_text
from ..shared.jobs import runner
from ..shared.solving import load_wordlist_job
from ..shared.theme import set_tone
from ..shared.verdicts import Said, verdict_style, verdict_text
from ..widgets.board_view import BoardView
from ..widgets.buttons import push_button
from ..widgets.panels import ClockScore, FeedbackLine, WordEntry, board_beside
from ..widgets.wordlist_choice import wordlist_label
from . import dialogs as network_dialogs
from .dialogs import HostDialog, HostSettings, JoinDialog, PasswordRow, rule_text
from .events import HostMessages
from .jobs import advertise_job, host_call_job, host_events_job, session_job, start_host_job, stop_host_job
from .players_view import PlayersView
from .results_page import RematchChoice, ResultsPage, word_tree

#: More keyword arguments for each ClientSession (the keep-alive's timing: tests shorten it).
SESSION_OPTIONS: dict = {}


# -- the window ----------------------------------------------------------------------------------
class NetworkRoundWindow(HostMessages, QMainWindow):
    """A round played together, hosted (``host_settings``) or joined (``url``).

    Parameters
    ----------
    name : str
        This player's name.
    wordlist_spec : str
        The list to load: the host's list (hosting) or this player's own list, which checks
        words as they are typed (joining; the host's list decides).
    url : str, optional
        The host to join (joining).
    host_settings : HostSettings, optional
        The round to host (hosting).
    history : History, optional
        Where "Save to history" stores the round (the game window's history).
    password : str, optional
        The room's password (joining).
    spectate : bool
        Watch the round (joining): the clock, the players and the results, no words.
    clock : callable
        Monotonic seconds (the clock ticks locally between the host's messages).
    """

    #: The round's results are shown (tests wait for it).
    results_shown = Signal()
    #: The window closed: its jobs and (hosting) its server have stopped.
    closed = Signal()

    def __init__(self, *, name: str, wordlist_spec: str, url: str | None = None,
                 host_settings: HostSettings | None = None, history=None, clock=time.monotonic,
                 password: str | None = None, spectate: bool = False, parent=None):
        super().__init__(parent)
        if (url is None) == (host_settings is None):
            raise ValueError("a network round is either hosted (host_settings) or joined (url)")
        self.name = name
        self.wordlist_spec = wordlist_spec
        self.url = url
        self.host_settings = host_settings
        self.password = host_settings.password or None if host_settings is not None else password
        self.spectating = bool(spectate) and host_settings is None
        self.lobby: dict = {}                 # the room's ready check and countdown (from the welcome)
        self.spectators: list[str] = []
        self._refused: str | None = None      # the host's error code that ends the session (password, removed)
        self.history = history
        self.clock = clock
        self.wordlist = None
        self.host = None                      # HostThread, when hosting
        self.session = None                   # ClientSession, once joined
        self.join_address = ""
        self.setup: Setup | None = None
        self.rule = host_settings.rule if host_settings else "classic"
        self.board = ""
        self.round_id: int | None = None
        self.round_state = "connecting"
        self.total_seconds: float | None = None
        self.deadline: float | None = None    # this clock's time when the host's round ends
        self.players: list[dict] = []
        self.result: GroupResult | None = None
        self.my_words: dict[str, QTreeWidgetItem] = {}
        self._by_seq: dict[int, QTreeWidgetItem] = {}
        self._disconnected = False
        self.list_mismatch = False
        self._session_id = uuid.uuid4().hex[:12]     # until the host names its room
        self.room: str | None = None                 # the host's room id: with the round's number, the saved id
        self.saved_round: str | None = None          # the History id of the round shown, once saved
        self._kept_words = 0
        self._started_at: float | None = None
        self._ad_updates: queue.Queue = queue.Queue()
        self._ad_fields: dict = {}
        self._closing = False
        self.setWindowTitle(self.tr("Host a round") if host_settings else self.tr("Join a round"))
        self.resize(1100, 720)
        self._build()
        self.tick = QTimer(self)
        self.tick.setInterval(100)
        self.tick.timeout.connect(self._on_tick)
        self.tick.start()
        self._start()

    @property
    def hosting(self) -> bool:
        return self.host_settings is not None

    @property
    def language(self) -> str:
        """The round's language code: the host's setup says it (until then, the host's choice or English)."""
        if self.setup is not None:
            return self.setup.language
        return self.host_settings.language if self.host_settings is not None else DEFAULT_LANGUAGE

    # -- layout ------------------------------------------------------------------------------
    def _build(self) -> None:
        central = QWidget()
        lay = QVBoxLayout(central)
        lay.setContentsMargins(12, 10, 12, 6)
        top = QHBoxLayout()
        self.title = QLabel("")
        self.title.setObjectName("caption")
        self.title.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        top.addWidget(self.title, 1)
        self.start_button = push_button(self.tr("&Start round"), lambda: self.host_control(HostThread.start_countdown),
                                        enabled=False)
        self.end_button = push_button(self.tr("&End round"), lambda: self.host_control(HostThread.end_round),
                                      enabled=False)
        self.rematch_choice = RematchChoice(with_code=self.hosting and bool(self.host_settings.code))
        self.next_button = push_button(self.tr("&Next round"), self.rematch, enabled=False)
        self.next_button.setToolTip(self.tr("Start the next round on the board chosen beside"))
        self.call_off_button = push_button(self.tr("&Call off"), lambda: self.host_control(HostThread.cancel_countdown),
                                           self.tr("Call off the countdown to the next round"), enabled=False)
        for widget in (self.start_button, self.call_off_button, self.end_button, self.rematch_choice,
                       self.next_button):
            widget.setVisible(self.hosting)
            top.addWidget(widget)
        self.ready_button = QPushButton(self.tr("I'm &ready"))
        self.ready_button.setCheckable(True)
        self.ready_button.setVisible(False)
        self.ready_button.setToolTip(self.tr("The round starts when every player is ready"))
        self.ready_button.toggled.connect(self._ready_toggled)
        top.addWidget(self.ready_button)
        lay.addLayout(top)
        self.address_label = QLabel("")
        self.address_label.setObjectName("joinAddress")
        self.address_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        big = QFont(self.address_label.font())
        big.setPointSizeF(big.pointSizeF() * 1.4)
        big.setBold(True)
        self.address_label.setFont(big)
        self.address_label.setVisible(self.host_settings is not None)
        lay.addWidget(self.address_label)
        self.notice = FeedbackLine()
        self.notice.setWordWrap(True)
        lay.addWidget(self.notice)
        self.retry_row = PasswordRow()
        self.retry_row.retry.connect(self.retry_join)
        self.retry_password = self.retry_row.password
        lay.addWidget(self.retry_row)

        self.board_view = BoardView()
        self.board_view.setMinimumSize(300, 300)
        self.board_view.set_hidden(True, self.tr("Waiting for the host"))
        self.board_view.path_submitted.connect(self._on_trace_submitted)
        self.board_view.text_typed.connect(self._type_into_entry)

        self.side = QStackedWidget()
        self.side.addWidget(self._build_play_page())
        self.results_page = ResultsPage()
        self.results_page.word_picked.connect(self._show_reveal_path)
        self.results_page.save_requested.connect(lambda: self.save_to_history())
        self.results_page.save_button.setVisible(self._can_save())
        # The results page's parts, by the names tests and callers know them.
        self.results_table, self.reveal_tree, self.save_button = (self.results_page.table,
                                                                  self.results_page.reveal_tree,
                                                                  self.results_page.save_button)
        self.side.addWidget(self.results_page)
        lay.addWidget(board_beside(self.board_view, self.side, (560, 520)), 1)
        self.setCentralWidget(central)
        QShortcut(QKeySequence("Ctrl+L"), self, self.entry.setFocus)
        QShortcut(QKeySequence("Ctrl+W"), self, self.close)

    def _build_play_page(self) -> QWidget:
        page = QWidget()
        lay = QVBoxLayout(page)
        lay.setContentsMargins(0, 0, 0, 0)
        # A spectator has no points: no score, and no caption over it.
        self.clock_score = ClockScore(self.tr("TIME LEFT (HOST'S CLOCK)"),
                                      " " if self.spectating else self.tr("YOUR POINTS SO FAR"))
        self.clock_score.score.setVisible(not self.spectating)
        self.clock_score.clock.setText("–:––")
        self.clock_label, self.score_label, self.time_bar = (self.clock_score.clock, self.clock_score.score,
                                                             self.clock_score.time_bar)
        lay.addWidget(self.clock_score)
        self.rule_label = QLabel("")
        self.rule_label.setObjectName("caption")
        self.rule_label.setWordWrap(True)
        lay.addWidget(self.rule_label)
        self.entry = WordEntry()
        self.entry.setEnabled(False)
        self.entry.word_entered.connect(self._on_word_entered)
        lay.addWidget(self.entry)
        self.feedback = FeedbackLine()
        self.feedback.setMinimumHeight(34)
        lay.addWidget(self.feedback)
        cap3 = QLabel(self.tr("YOUR WORDS"))
        cap3.setObjectName("caption")
        lay.addWidget(cap3)
        for widget in (self.entry, self.feedback, cap3):
            widget.setVisible(not self.spectating)
        self.words_tree = word_tree([self.tr("Word"), self.tr("Host's verdict"), self.tr("Points")],
                                    self.tr("Your words"), (140, 170))
        self.words_tree.setVisible(not self.spectating)
        lay.addWidget(self.words_tree, 3)
        self.players_view = PlayersView(removable=self.hosting)
        self.players_view.remove_confirmed.connect(self.remove_player)
        lay.addWidget(self.players_view, 2)
        return page

    # -- starting ----------------------------------------------------------------------------
    def _start(self) -> None:
        self.set_notice(self.tr("Loading word list {wordlist}…").format(wordlist=wordlist_label(self.wordlist_spec)))
        # The host's list is read in the round's language; a joiner's in its own (local checks need the round's).
        language = self.host_settings.language if self.host_settings is not None else None
        runner().start(load_wordlist_job, self.wordlist_spec, language, owner=self, slot="load",
                       on_result=self._list_loaded, on_failed=self._list_failed)

    def _list_failed(self, message: str) -> None:
        if self.host_settings is not None:
            self.set_notice(self.tr("Cannot host: the word list does not load ({problem}).").format(
                problem=message.splitlines()[0]), "bad")
            return
        # A joiner can play without a list of their own: the host's list decides anyway.
        self.set_notice(self.tr("Your word list does not load ({problem}); words are checked by the host "
                                "only.").format(problem=message.splitlines()[0]), "bad")
        self._connect(self.url)

    def _list_loaded(self, wordlist) -> None:
        self.wordlist = wordlist
        if self.host_settings is None:
            self._connect(self.url)
            return
        self.set_notice(self.tr("Starting the round's server…"))
        runner().start(start_host_job, self.host_settings, wordlist, owner=self, slot="host",
                       on_result=self._host_started, on_failed=self._host_failed)

    def _host_failed(self, message: str) -> None:
        first = message.splitlines()[0]
        if "address already in use" in message.lower() or "errno 98" in message.lower():
            first = self.tr("port {port} is already in use; host again with another port (or any free "
                            "port)").format(port=self.host_settings.port)
        self.set_notice(self.tr("Cannot host the round: {problem}").format(problem=first), "bad")

    def _host_started(self, host) -> None:
        self.host = host
        settings = self.host_settings
        if self._closing:
            runner().start(stop_host_job, host, name="stop host")
            return
        runner().start(host_events_job, host, owner=self, slot="host-events", name="host events",
                       on_partial=lambda _events: self._server_stopped())
        addresses = local_addresses() if settings.lan else ["127.0.0.1"]
        shown = addresses[0] if addresses else "127.0.0.1"
        self.join_address = f"{shown}:{host.port}"
        if settings.lan:
            self.address_label.setText(self.tr("Players on the local network join at  {address}").format(
                address=self.join_address))
        else:
            self.address_label.setText(self.tr("Players on this machine join at  {address}").format(
                address=self.join_address))
        from core.engine import get_dice_set
        parts = [self.tr("YOU HOST THIS ROUND"), self._language_text(), wordlist_label(self.wordlist_spec).upper(),
                 dice_name(get_dice_set(settings.dice_key)).upper(),
                 self.tr("{seconds} S").format(seconds=settings.seconds), rule_text(settings.rule).upper()]
        self.title.setText(" · ".join(part for part in parts if part))
        if settings.lan and network_dialogs.DISCOVERY_ENABLED:
            language = host.host.setup.language
            self._ad_fields = {"host_name": self.name, "size": self._size_text(), "language": language,
                               "wordlist": wordlist_label(self.wordlist_spec), "players": 0, "state": "waiting",
                               "locked": bool(settings.password)}
            runner().start(advertise_job, host.port, dict(self._ad_fields), self._ad_updates, owner=self,
                           slot="advertise", name="advertise round", on_failed=self._advertise_failed)
        self._connect(f"ws://127.0.0.1:{host.port}")

    def _language_text(self) -> str:
        """``GERMAN`` for a title; nothing for English."""
        return "" if self.language == DEFAULT_LANGUAGE else language_name(get_language(self.language).code).upper()

    def _server_stopped(self) -> None:
        if not self._closing:
            self.set_notice(self.tr("The round's server has stopped; close this window and host again."), "bad")

    def _size_text(self) -> str:
        from core.engine import get_dice_set
        ds = get_dice_set(self.host_settings.dice_key)
        return f"{ds.width}x{ds.height}"

    def _advertise_failed(self, message: str) -> None:
        self.set_notice(self.tr("The round is not advertised on the network ({problem}); players can still join "
                                "at {address}.").format(problem=message.splitlines()[0], address=self.join_address),
                        "bad")

    def _connect(self, url: str) -> None:
        if self.host_settings is None:
            self.title.setText(self.tr("JOINING {address} AS {name}").format(address=url.removeprefix("ws://"),
                                                                              name=self.name.upper()))
        self.set_notice(self.tr("Connecting to {address}…").format(address=url.removeprefix("ws://")))
        self._refused = None
        self.retry_row.setVisible(False)
        options = dict(SESSION_OPTIONS, password=self.password, spectate=self.spectating)
        runner().start(session_job, url, self.name, self.wordlist, options, owner=self, slot="session", interval_ms=50,
                       name="network session", on_partial=self._on_events, on_failed=self._session_failed,
                       on_result=lambda _r: self._session_ended())

    def _session_failed(self, message: str) -> None:
        self.session = None
        self.set_notice(self.tr("Cannot play in this round: {problem}").format(problem=message.splitlines()[0]), "bad")
        self._set_playing(False)

    def _session_ended(self) -> None:
        if self.session is not None and not self._closing:   # ended without a ``closed`` event
            self.set_notice(self.tr("You are no longer connected to the round."), "bad")
        self.session = None
        self._set_playing(False)

    # -- playing -----------------------------------------------------------------------------
    def _set_state(self, state: str) -> None:
        self.round_state = state
        self._set_playing(state == "running")
        hosting = self.host is not None
        self.start_button.setEnabled(hosting and state == "waiting")
        self.end_button.setEnabled(hosting and state == "running")
        self.next_button.setEnabled(hosting and state == "ended")
        self.rematch_choice.setEnabled(hosting and state == "ended")
        self.call_off_button.setEnabled(hosting and state != "running" and self.session is not None
                                        and self.session.seconds_to_start() is not None)
        self.ready_button.setVisible(bool(self.lobby.get("ready_check")) and not self.spectating
                                     and self.session is not None and state in ("waiting", "ended"))
        if not self.board and self.setup is not None and not self.board_view.board:
            self.board_view.set_board("#" * self.setup.width * self.setup.height,   # empty dice of the right size
                                      language=self.language)
        waiting = (self.tr("Press Start round\nwhen everyone has joined") if hosting else
                   self.tr("Waiting for the host\nThe board appears when the round starts"))
        self.board_view.set_hidden(not self.board or state == "waiting", waiting if state == "waiting" else "")
        self._advertise(state={"running": "playing"}.get(state, state))

    def _set_playing(self, on: bool) -> None:
        on = on and not self.spectating and (self.deadline is None or self.deadline > self.clock())
        self.entry.setEnabled(on)
        self.board_view.set_tracing_enabled(on)
        if on and QApplication.focusWidget() in (None, self.words_tree):
            self.entry.setFocus()

    def _on_tick(self) -> None:
        self._show_countdown()
        if self.round_state != "running" or self.deadline is None:
            if self.round_state != "ended":
                self.clock_label.setText("–:––")
            return
        left = max(0.0, self.deadline - self.clock())
        self.clock_score.set_time(left, self.total_seconds or None)
        if left == 0.0 and self.entry.isEnabled():
            self._set_playing(False)
            self.set_notice(self.tr("Time is up: waiting for the host's results…"))

    def _type_into_entry(self, text: str) -> None:
        if self.entry.isEnabled():
            self.entry.setFocus()
            self.entry.insert(text)

    def _on_trace_submitted(self, path) -> None:
        if self.board:
            self.submit_word("".join(face_letters(self.board[c], self.language) for c in path), tuple(path))

    def _on_word_entered(self, text: str) -> None:
        self.submit_word(text)
        self.entry.clear()

    def submit_word(self, text: str, path: tuple[int, ...] = ()) -> None:
        """Send ``text`` to the host; it is listed at once, checked by your list, then judged by the host."""
        if self.session is None or self.spectating or self.round_state != "running" or not text.strip():
            return
        word = normalise_word(text, self.language)
        if word and word in self.my_words:
            self.feedback.say(self.tr("{word}: already entered").format(word=word.upper()), "repeat")
            return
        try:
            seq = self.session.submit(text.strip(), path or None)
        except ValueError as exc:
            self.feedback.say(self.tr("{word}: {problem}").format(word=text.strip()[:20], problem=error_text(exc)),
                              "bad")
            return
        item = self._word_item(word or text.strip())
        self._by_seq[seq] = item
        self.feedback.say(self.tr("{word}: sent").format(word=(word or text.strip()).upper()), "")

    def _word_item(self, word: str) -> QTreeWidgetItem:
        item = self.my_words.get(word)
        if item is None:
            item = QTreeWidgetItem([word.upper(), self.tr("checking…"), ""])
            item.setTextAlignment(2, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            set_tone(item, "muted", 1)
            self.words_tree.insertTopLevelItem(0, item)
            self.my_words[word] = item
        return item

    def _show_result(self, item: QTreeWidgetItem, result: dict, quiet: bool = False) -> None:
        """The host's verdict on one of your words."""
        verdict = str(result.get("verdict", ""))
        points = result.get("points") if isinstance(result.get("points"), int) else 0
        item.setText(1, verdict_text(verdict, Said.HOST))
        item.setText(2, f"+{points}" if points else "")
        set_tone(item, "good" if verdict in (Verdict.OK, Verdict.SHARED) else "bad", 1)
        item.setData(0, Qt.ItemDataRole.UserRole, verdict)
        item.setData(0, Qt.ItemDataRole.UserRole + 1, points)
        self.clock_score.set_score(self.score_so_far())
        if not quiet:
            said = self.tr("{word}: {verdict}").format(word=item.text(0), verdict=verdict_text(verdict, Said.HOST))
            self.feedback.say(said + (f"  +{points}" if points else ""), verdict_style(verdict))

    def score_so_far(self) -> int:
        """Points of your words so far, as the host judged them (before words shared with others are struck)."""
        return sum(int(item.data(0, Qt.ItemDataRole.UserRole + 1) or 0) for item in self.my_words.values())

    def words_shown(self) -> dict[str, str]:
        """Your words and the host's verdict on each (wire names; "" while unanswered)."""
        return {w: item.data(0, Qt.ItemDataRole.UserRole) or "" for w, item in self.my_words.items()}

    def _clear_words(self) -> None:
        self.words_tree.clear()
        self.my_words.clear()
        self._by_seq.clear()
        self.clock_score.set_score(0)
        self.feedback.say(" ")

    def set_notice(self, text: str, style: str = "") -> None:
        """The line under the title: connection, list mismatch, what to do next."""
        self.notice.say(text, style)

    # -- the host's controls -----------------------------------------------------------------
    def host_control(self, control) -> None:
        """Start, end or begin the next round (``HostThread.start_round``, ``end_round`` or ``next_round``;
        hosting only); runs as a job, the host's messages follow."""
        if self.host is None:
            return
        for button in (self.start_button, self.call_off_button, self.end_button, self.next_button):
            button.setEnabled(False)
        runner().start(host_call_job, self.host, control, owner=self, slot="control", name=control.__name__,
                       on_failed=lambda message: (self.set_notice(self.tr("The server refused: {problem}").format(
                           problem=message.splitlines()[0]), "bad"), self._set_state(self.round_state)))

    def rematch(self) -> None:
        """Start the next round on the board chosen (a new one, the same again, the next of the game
        code), after the room's countdown (hosting only)."""
        kind = self.rematch_choice.currentData()
        self.host_control(lambda host: host.rematch(kind))

    def remove_player(self, name: str) -> None:
        """Remove ``name`` from the room (hosting only; asked first by the player list)."""
        if self.host is None:
            return
        runner().start(host_call_job, self.host, lambda host: host.remove(name), owner=self, slot="remove",
                       name="remove player",
                       on_result=lambda removed: self.set_notice(
                           (self.tr("{name} was removed from the room.") if removed
                            else self.tr("{name} is not in the room any more.")).format(name=name), "new"),
                       on_failed=lambda message: self.set_notice(self.tr("The server refused: {problem}").format(
                           problem=message.splitlines()[0]), "bad"))

    def _ready_toggled(self, ready: bool) -> None:
        if self.session is not None and not self.spectating:
            self.session.ready(ready)
            self.set_notice(self.tr("You are ready: the round starts when every player is.") if ready
                            else self.tr("You are not ready any more."), "new" if ready else "")

    def _show_own_ready(self, players: list[dict]) -> None:
        """The Ready button as the host has it (the host clears it as each round starts)."""
        mine = next((p for p in players if p.get("name") == self.name), None)
        if mine is not None and bool(mine.get("ready")) != self.ready_button.isChecked():
            self.ready_button.blockSignals(True)
            self.ready_button.setChecked(bool(mine.get("ready")))
            self.ready_button.blockSignals(False)

    def retry_join(self) -> None:
        """Join again with the password typed in the window (after the host refused one, or none)."""
        if self.session is not None or self.host_settings is not None or self._closing:
            return
        self.password = self.retry_password.text() or None
        self._connect(self.url)

    def _advertise(self, **change) -> None:
        if not self._ad_fields:
            return
        change = {k: v for k, v in change.items() if self._ad_fields.get(k) != v}
        if change:
            self._ad_fields.update(change)
            self._ad_updates.put(change)

    # -- results -----------------------------------------------------------------------------
    def show_results(self, result: GroupResult) -> None:
        """The results table per player and the full reveal."""
        self._set_playing(False)
        self.clock_label.setText("0:00")
        self.side.setCurrentIndex(1)      # shown first, so the columns have their widths when rows are sized
        self.results_page.show_result(result, self.name)
        self.save_to_history(quiet=True)     # every round reaches History as it ends, not only on request
        over = (self.tr("The round is over. Choose the next board and press Next round.") if self.host else
                self.tr("The round is over. Press I'm ready for the next round.") if self.lobby.get("ready_check")
                else self.tr("The round is over. The host starts the next round."))
        self.set_notice(over, "new")
        self.results_shown.emit()

    def _show_reveal_path(self, word: str) -> None:
        if not self.board:
            return
        geom, _ = parse_board(self.board, language=self.language)
        path = find_path(self.board, geom, word, language=self.language)
        if path is not None:
            self.board_view.set_highlight(path, "reveal")

    def results_rows(self) -> list[tuple[str, int, list[str], list[str]]]:
        """The results table as data: (player, score, unique words, shared words), best first."""
        if self.result is None:
            return []
        return [(p.name, p.score, list(p.unique), list(p.shared))
                for p in sorted(self.result.players, key=lambda p: (-p.score, p.name))]

    # -- history -----------------------------------------------------------------------------
    def _can_save(self) -> bool:
        return self.history is not None and hasattr(self.history, "save_group_round")

    def save_to_history(self, quiet: bool = False) -> bool:
        """Store the round shown (every player's words, verdicts and points) in the game's history.

        Called as each round ends (``quiet``: a failure is said in the window, and the button
        stays to try again) and by the button. The round is kept under the host's room id and
        the round's number, so saving it again (a rejoin after the end) replaces it.
        """
        if self.result is None or not self._can_save():
            return False
        host = self.name if self.host is not None else (self.url or "").removeprefix("ws://").rstrip("/")
        round_key = f"net-{self.room or self._session_id}-{self.round_id}"
        try:
            self.history.save_group_round(self.result, round_id=round_key, started_at=self._started_at,
                                          source="network", host=host)
        except Exception as exc:  # noqa: BLE001 - a database problem is reported, the round stays on screen
            message = self.tr("The round was not saved to History: %1").replace("%1", error_text(exc))
            self.save_button.setEnabled(True)
            self.save_button.setText(self.tr("Save to &history"))
            if quiet:
                self.set_notice(message, "bad")
            else:
                QMessageBox.warning(self, self.tr("History"), message)
            return False
        self.saved_round = round_key
        self.save_button.setEnabled(False)
        self.save_button.setText(self.tr("Saved to history"))
        return True

    # -- closing -----------------------------------------------------------------------------
    def others_playing(self) -> list[str]:
        """The other players connected to this round now."""
        return [str(p.get("name")) for p in self.players if p.get("connected") and p.get("name") != self.name]

    def ask_to_end_round(self) -> bool:
        """Closing the host's window ends the round for everyone in it: ask first when others play."""
        others = self.others_playing()
        if self.host is None or not others:
            return True
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Close the round?"),
                          self.tr("You host this round: closing the window ends it for everyone in it "
                                  "(%1). Close it?").replace("%1", ", ".join(others)),
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, self)
        box.setDefaultButton(QMessageBox.StandardButton.No)
        return box.exec() == QMessageBox.StandardButton.Yes

    def closeEvent(self, event):  # noqa: N802 - Qt override
        if not self._closing and not self.ask_to_end_round():
            event.ignore()
            return
        self._closing = True
        self.tick.stop()
        # The session job leaves the round, the advertising job withdraws the advert.
        runner().cancel(owner=self, wait=True, timeout=5.0)
        self.session = None
        if self.host is not None:
            self.host.stop()
            self.host = None
        self.closed.emit()
        event.accept()


# -- opening from the game window ----------------------------------------------------------------
def open_network_play(main, mode: str, *, settings: HostSettings | None = None, url: str | None = None,
                      name: str | None = None, wordlist: str | None = None, password: str | None = None,
                      spectate: bool = False) -> NetworkRoundWindow | None:
    """Host (``mode="host"``) or join (``"join"``) a round from the game window ``main``.

    Without ``settings`` (hosting) or ``url`` (joining) the player is asked in a dialog.
    The window is one of ``main``'s tool windows, so closing the game closes it.
    """
    old = main.tool_windows.get("network")
    if old is not None:
        try:
            if old.isVisible():
                answer = QMessageBox.question(main, QCoreApplication.translate("NetworkRoundWindow", "Play together"),
                                              QCoreApplication.translate("NetworkRoundWindow",
                                                                         "Leave the round you are in?"))
                if answer != QMessageBox.StandardButton.Yes:
                    old.raise_()
                    return None
            old.close()
        except RuntimeError:   # already deleted
            pass
        main.tool_windows.pop("network", None)
    player = name or str(main.settings.value("network/name", "")) or ""
    own_list = wordlist or main.options.wordlist
    if mode == "host":
        if settings is None:
            dialog = HostDialog(name=player, wordlist=own_list, dice_key=main.options.dice_key,
                                language=main.options.language, parent=main)
            if dialog.exec() != HostDialog.DialogCode.Accepted:
                return None
            settings = dialog.settings()
        main.settings.setValue("network/name", settings.name)
        window = NetworkRoundWindow(name=settings.name, wordlist_spec=settings.wordlist, host_settings=settings,
                                    history=main.history)
    elif mode == "join":
        if url is None or not player:
            dialog = JoinDialog(name=player, wordlist=own_list, parent=main)
            if dialog.exec() != JoinDialog.DialogCode.Accepted:
                return None
            url, player, own_list = dialog.url, dialog.name, dialog.wordlist_spec
            password, spectate = dialog.room_password, dialog.spectate.isChecked()
        main.settings.setValue("network/name", player)
        window = NetworkRoundWindow(name=player, wordlist_spec=own_list, url=url, history=main.history,
                                    password=password, spectate=spectate)
    else:
        raise ValueError(f"mode must be host or join, not {mode!r}")
    window.setWindowIcon(main.windowIcon())
    main.tool_windows["network"] = window
    window.show()
    window.raise_()
    window.activateWindow()
    return window
