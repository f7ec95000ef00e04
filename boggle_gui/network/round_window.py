"""Play together: a round on the local network, hosted or joined from the app.

One :class:`NetworkRoundWindow` per round, for the host and for a joiner alike: the
board, the word entry, your words with the host's verdicts, the players' counts and
the host's clock, then the results table and the full reveal. The host's window also
runs the round's server (:class:`core.net.HostThread`), advertises it on the local
network (:mod:`core.net.discovery`) and has Start / End / Next round; the host plays
through a client session to its own server like everyone else.

Every network wait runs in a job of :mod:`boggle_gui.shared.jobs`: the client session's
events arrive as a generator job's partial results in main-thread slots; starting
and stopping the server, advertising and the host's round controls are jobs too.
Closing the window leaves the round, stops the jobs and (for the host, after asking
when others play) the server. Each round's results go to History as the round ends.
The player's rejoin token is kept on disk for the rest of the round, so closing the
window (or the app) and joining again is the same player. The protocol is in
docs/network.md.
"""
from __future__ import annotations

import queue
import time
import uuid

from PySide6.QtCore import QCoreApplication, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QApplication,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMainWindow,
    QMessageBox,
    QStackedWidget,
    QTableWidget,
    QTableWidgetItem,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from core.engine import DEFAULT_LANGUAGE, Setup, face_letters, get_language, parse_board
from core.net import MAX_NAME as P_MAX_NAME
from core.net import (
    PROTOCOL_VERSION,
    Advertiser,
    ClientSession,
    HostThread,
    HostType,
    SessionEvent,
    default_identities,
    local_addresses,
)
from core.play import GroupResult, Verdict, find_path, normalise_word, word_length

from ..shared.data_names import dice_name, language_name, setup_text
from ..shared.jobs import JobContext, runner
from ..shared.solving import load_wordlist_job
from ..shared.verdicts import Said, verdict_style, verdict_text
from ..widgets.board_view import BoardView
from ..widgets.buttons import push_button
from ..widgets.panels import ClockScore, FeedbackLine, WordEntry, board_beside
from ..widgets.wordlist_choice import wordlist_label
from . import dialogs as network_dialogs
from .dialogs import RULE_TEXT, HostDialog, HostSettings, JoinDialog, rule_text

#: Seconds between the advertising job's checks for changes and for being cancelled.
_EVENT_POLL_S = 0.25
#: More keyword arguments for each ClientSession (the keep-alive's timing: tests shorten it).
SESSION_OPTIONS: dict = {}
#: Widest the results' player column grows, in average characters (longer names are elided, shown whole
#: in a tooltip), so the word columns keep room for their words.
NAME_COLUMN_CHARS = 16


# -- jobs (worker threads; nothing here touches a widget) ----------------------------------------
def start_host_job(ctx: JobContext, settings: HostSettings, wordlist):
    """Start the round's server; result: the running ``HostThread``."""
    host = HostThread(wordlist, dice=settings.dice_key, rule=settings.rule, seconds=settings.seconds,
                      host=settings.bind_host, port=settings.port)
    host.start()
    if ctx.cancelled():
        host.stop()
    return host


def host_events_job(ctx: JobContext, host):
    """Read the server's own event queue (so it never grows); yields only ``stopped``."""
    for event in host.events(cancelled=ctx.cancelled):
        if event.get("type") == "stopped":
            yield event


def host_call_job(ctx: JobContext, host, control):
    """Call one of the host's thread-safe round controls (``HostThread.start_round``, ``end_round``,
    ``next_round``)."""
    return control(host)


def session_job(ctx: JobContext, url: str, name: str, wordlist):
    """Join ``url`` as ``name``; yields every event of the session until it closes or the job is
    cancelled (the player then leaves the round).

    The first value yielded is the session itself, so the window can submit words through it
    (``submit`` is thread-safe).
    """
    session = ClientSession(url, name, wordlist=wordlist, identities=default_identities(), **SESSION_OPTIONS)
    try:
        yield session
        yield from session.events(cancelled=ctx.cancelled)
    finally:
        if ctx.cancelled():
            session.leave(timeout=3.0)
        else:
            session.close(timeout=3.0)


def advertise_job(ctx: JobContext, port: int, fields: dict, updates: queue.Queue):
    """Advertise the round until cancelled, publishing each dict of changed fields put in ``updates``."""
    advertiser = Advertiser(port, protocol_version=PROTOCOL_VERSION, **fields)
    advertiser.start()
    try:
        yield advertiser.name
        while not ctx.cancelled():
            try:
                change = updates.get(timeout=_EVENT_POLL_S)
            except queue.Empty:
                continue
            advertiser.update(**change)
    finally:
        advertiser.close()


def stop_host_job(ctx: JobContext, host):
    host.stop()


# -- the window ----------------------------------------------------------------------------------
class NetworkRoundWindow(QMainWindow):
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
    clock : callable
        Monotonic seconds (the clock ticks locally between the host's messages).
    """

    #: The round's results are shown (tests wait for it).
    results_shown = Signal()
    #: The window closed: its jobs and (hosting) its server have stopped.
    closed = Signal()

    def __init__(self, *, name: str, wordlist_spec: str, url: str | None = None,
                 host_settings: HostSettings | None = None, history=None, clock=time.monotonic, parent=None):
        super().__init__(parent)
        if (url is None) == (host_settings is None):
            raise ValueError("a network round is either hosted (host_settings) or joined (url)")
        self.name = name
        self.wordlist_spec = wordlist_spec
        self.url = url
        self.host_settings = host_settings
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
        self.start_button = push_button(self.tr("&Start round"), lambda: self.host_control(HostThread.start_round),
                                        enabled=False)
        self.end_button = push_button(self.tr("&End round"), lambda: self.host_control(HostThread.end_round),
                                      enabled=False)
        self.next_button = push_button(self.tr("&Next round"), lambda: self.host_control(HostThread.next_round),
                                       enabled=False)
        for button in (self.start_button, self.end_button, self.next_button):
            button.setVisible(self.host_settings is not None)
            top.addWidget(button)
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

        self.board_view = BoardView()
        self.board_view.setMinimumSize(300, 300)
        self.board_view.set_hidden(True, self.tr("Waiting for the host"))
        self.board_view.path_submitted.connect(self._on_trace_submitted)
        self.board_view.text_typed.connect(self._type_into_entry)

        self.side = QStackedWidget()
        self.side.addWidget(self._build_play_page())
        self.side.addWidget(self._build_results_page())
        lay.addWidget(board_beside(self.board_view, self.side, (560, 520)), 1)
        self.setCentralWidget(central)
        QShortcut(QKeySequence("Ctrl+L"), self, self.entry.setFocus)
        QShortcut(QKeySequence("Ctrl+W"), self, self.close)

    def _build_play_page(self) -> QWidget:
        page = QWidget()
        lay = QVBoxLayout(page)
        lay.setContentsMargins(0, 0, 0, 0)
        self.clock_score = ClockScore(self.tr("TIME LEFT (HOST'S CLOCK)"), self.tr("YOUR POINTS SO FAR"))
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
        self.words_tree = QTreeWidget()
        self.words_tree.setHeaderLabels([self.tr("Word"), self.tr("Host's verdict"), self.tr("Points")])
        self.words_tree.setRootIsDecorated(False)
        self.words_tree.setAlternatingRowColors(True)
        self.words_tree.setAccessibleName(self.tr("Your words"))
        self.words_tree.setColumnWidth(0, 140)
        self.words_tree.setColumnWidth(1, 170)
        lay.addWidget(self.words_tree, 3)
        cap4 = QLabel(self.tr("PLAYERS"))
        cap4.setObjectName("caption")
        lay.addWidget(cap4)
        self.players_table = QTableWidget(0, 3)
        self.players_table.setHorizontalHeaderLabels([self.tr("Player"), self.tr("Words"), ""])
        self.players_table.verticalHeader().hide()
        self.players_table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.players_table.setAccessibleName(self.tr("Players"))
        self.players_table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        lay.addWidget(self.players_table, 2)
        return page

    def _build_results_page(self) -> QWidget:
        page = QWidget()
        lay = QVBoxLayout(page)
        lay.setContentsMargins(0, 0, 0, 0)
        self.results_caption = QLabel(self.tr("RESULTS"))
        self.results_caption.setObjectName("caption")
        self.results_caption.setWordWrap(True)
        lay.addWidget(self.results_caption)
        self.results_table = QTableWidget(0, 5)
        self.results_table.setHorizontalHeaderLabels([self.tr("Player"), self.tr("Score"), self.tr("Unique words"),
                                                      self.tr("Shared (struck out)"), self.tr("Not counted")])
        self.results_table.verticalHeader().hide()
        self.results_table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.results_table.setWordWrap(True)
        self.results_table.setTextElideMode(Qt.TextElideMode.ElideMiddle)   # only a name too long for its column
        self.results_table.setAccessibleName(self.tr("Results"))
        header = self.results_table.horizontalHeader()
        for col in (2, 3, 4):
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.Stretch)
        lay.addWidget(self.results_table, 2)
        row = QHBoxLayout()
        cap = QLabel(self.tr("EVERY WORD OF THE BOARD"))
        cap.setObjectName("caption")
        row.addWidget(cap, 1)
        self.save_button = push_button(self.tr("Save to &history"), lambda: self.save_to_history())
        self.save_button.setVisible(self._can_save())
        row.addWidget(self.save_button)
        lay.addLayout(row)
        self.reveal_tree = QTreeWidget()
        self.reveal_tree.setHeaderLabels([self.tr("Word"), self.tr("Points"), self.tr("Found by")])
        self.reveal_tree.setRootIsDecorated(False)
        self.reveal_tree.setAlternatingRowColors(True)
        self.reveal_tree.setAccessibleName(self.tr("Every word of the board"))
        self.reveal_tree.setColumnWidth(0, 150)
        self.reveal_tree.setColumnWidth(1, 60)
        self.reveal_tree.currentItemChanged.connect(self._show_reveal_path)
        lay.addWidget(self.reveal_tree, 3)
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
                               "wordlist": wordlist_label(self.wordlist_spec), "players": 0, "state": "waiting"}
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
        runner().start(session_job, url, self.name, self.wordlist, owner=self, slot="session", interval_ms=50,
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

    # -- what the host says ------------------------------------------------------------------
    def _on_events(self, events: list) -> None:
        for event in events:
            if not isinstance(event, dict):
                self.session = event            # the first value: the session itself
                continue
            kind = event.get("type")
            handler = self.EVENT_HANDLERS.get(kind) if isinstance(kind, str) else None
            if handler is not None:
                handler(self, event)

    def _take_round(self, info: dict | None) -> None:
        """The round's id, state, board and clock from a host message (the host's clock is the truth)."""
        if not isinstance(info, dict):
            return
        new_round = info.get("id") != self.round_id
        self.round_id = info.get("id")
        state = info.get("state", self.round_state)
        if info.get("seconds") is not None:
            self.total_seconds = float(info["seconds"])
        left = info.get("seconds_left")
        if state == "running" and left is not None:
            self.deadline = self.clock() + max(0.0, float(left))
        elif state != "running":
            self.deadline = None
        board = info.get("board")
        if board and (board != self.board or new_round):
            self._show_board(board)
        if new_round and state == "running":
            self._clear_words()
            self._started_at = time.time() - max(0.0, (self.total_seconds or 0) - float(left or 0))
        self._set_state(state)

    def _take_setup(self, setup, rule) -> None:
        if isinstance(setup, dict):
            try:
                self.setup = Setup.from_dict(setup)
            except ValueError as exc:
                self.set_notice(self.tr("The host sent a setup this app cannot read ({problem}).").format(problem=exc),
                                "bad")
        if rule in RULE_TEXT:
            self.rule = rule
            self.rule_label.setText(self.tr("{rule} · {setup}").format(rule=rule_text(rule),
                                                                       setup=setup_text(self.setup))
                                    if self.setup else rule_text(rule))

    def _show_board(self, board: str) -> None:
        try:
            _geom, board = parse_board(board, language=self.language)
        except ValueError as exc:
            self.set_notice(self.tr("The host sent a board this app cannot show ({problem}).").format(problem=exc),
                            "bad")
            return
        self.board = board
        self.board_view.set_board(board, language=self.language)

    def _on_welcome(self, event: dict) -> None:
        self._take_setup(event.get("setup"), event.get("rule"))
        if self.host is None:
            parts = [self.tr("PLAYING IN THE ROUND AT {address} AS {name}").format(
                address=self.url.removeprefix("ws://").rstrip("/"), name=str(event.get("name") or self.name).upper()),
                self._language_text()]
            self.title.setText(" · ".join(part for part in parts if part))
        info = event.get("round") or {}
        self.name = str(event.get("name") or self.name)    # the host may have made it unique: "Ann (2)"
        self.room = str(event.get("room") or "") or None
        self._take_round(info)
        self._clear_words()
        kept = 0
        for result in event.get("words") or []:           # a rejoin: the words the host has
            if isinstance(result, dict) and result.get("round_id", self.round_id) == self.round_id:
                self._show_result(self._word_item(str(result.get("word", ""))), result, quiet=True)
                kept += 1
        self._kept_words = kept
        if self._disconnected:
            self._disconnected = False
            # Only what the host said it has is called kept; words still on their way follow (``resent``).
            self.set_notice(self.tr("Rejoined the round as %1; words of yours the host has: %n.", "", kept)
                            .replace("%1", self.name), "new")
        elif self.host is not None:
            self.set_notice(self.tr("Press Start round when everyone has joined.") if info.get("state") == "waiting"
                            else self.tr("You host this round."), "new")
        else:
            self.set_notice((self.tr("Joined as {name}. Waiting for the host to start the round.")
                             if info.get("state") == "waiting" else self.tr("Joined as {name}.")).format(
                                name=self.name),
                            "new")

    def _on_list_mismatch(self, event: dict) -> None:
        host_list = (event.get("host_list") or {}).get("name", "?")
        mine = (event.get("your_list") or {}).get("name") or wordlist_label(self.wordlist_spec)
        self.set_notice(self.tr("Your word list ({mine}) differs from the host's ({theirs}): the host's list decides. "
                                "Yours only checks words as you type.").format(mine=mine, theirs=host_list), "repeat")
        self.list_mismatch = True

    def _on_round_started(self, event: dict) -> None:
        self._take_setup(event.get("setup"), event.get("rule"))
        self.result = None
        self._take_round(event.get("round"))
        self.side.setCurrentIndex(0)
        self.board_view.set_highlight(())
        self.set_notice(self.tr("The round has started: find words!"), "new")
        self.entry.setFocus()

    def _on_round_ended(self, event: dict) -> None:
        self._take_round(event.get("round"))
        try:
            self.result = GroupResult.from_dict(event.get("result"))
        except (ValueError, TypeError) as exc:
            self.set_notice(self.tr("The host's results cannot be read ({problem}).").format(problem=exc), "bad")
            return
        self.show_results(self.result)

    def _on_resent(self, event: dict) -> None:
        """After a rejoin: words the host had not answered, sent again (their answers follow)."""
        words = [str(w) for w in event.get("words") or []]
        for seq in event.get("seqs") or []:
            item = self._by_seq.get(seq)
            if item is not None and not item.data(0, Qt.ItemDataRole.UserRole):
                item.setText(1, self.tr("sent again…"))
        self.set_notice(self.tr("Rejoined the round as %1; words of yours the host has: %2; sent again, "
                                "their verdicts to follow: %n.", "", len(words))
                        .replace("%1", self.name).replace("%2", str(self._kept_words)), "repeat")

    def _on_unanswered(self, event: dict) -> None:
        """A word the host never answered (the round ended first): said, never silently lost."""
        item = self._by_seq.get(event.get("seq"))
        if item is None:
            return
        item.setText(1, self.tr("not received by the host"))
        item.setToolTip(1, str(event.get("reason") or ""))
        item.setForeground(1, QColor("#d64545"))
        item.setData(0, Qt.ItemDataRole.UserRole, "unanswered")
        self.feedback.say(self.tr("%1: never reached the host (%2)").replace("%1", item.text(0))
                          .replace("%2", str(event.get("reason") or "")), "bad")

    def _on_local_check(self, event: dict) -> None:
        item = self._by_seq.get(event.get("seq"))
        if item is None or item.data(0, Qt.ItemDataRole.UserRole):
            return                                # the host has answered already
        verdict = str(event.get("verdict", ""))
        if verdict in (Verdict.OK, Verdict.SHARED):
            item.setText(1, self.tr("checking… (in your list)"))
            self.feedback.say(self.tr("{word}: in your list, checking with the host…").format(word=item.text(0)),
                              "new")
        else:
            said = verdict_text(verdict, Said.OWN_LIST)
            item.setText(1, self.tr("checking… ({verdict})").format(verdict=said))
            self.feedback.say(self.tr("{word}: {verdict}").format(word=item.text(0), verdict=said),
                              verdict_style(verdict))

    def _on_word_result(self, event: dict) -> None:
        if event.get("round_id") != self.round_id:
            return
        item = self._by_seq.get(event.get("seq")) or self._word_item(str(event.get("word", "")))
        self._show_result(item, event)

    def _on_players(self, event: dict) -> None:
        players = [p for p in event.get("players") or [] if isinstance(p, dict)]
        self.players = players
        self.players_table.setRowCount(len(players))
        for row, p in enumerate(players):
            name = str(p.get("name", "?"))
            connected = bool(p.get("connected", True))
            state = "" if connected else self.tr("away")
            if p.get("total"):
                state = self.tr("{state}  {total} pts in all").format(state=state, total=p["total"])
            cells = [name + (self.tr(" (you)") if name == self.name else ""), str(p.get("words", "")), state]
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if not connected:
                    item.setForeground(QColor("#9aa1ad"))
                self.players_table.setItem(row, col, item)
        self._advertise(players=len(players))

    def _on_pong(self, event: dict) -> None:
        self._take_round(event.get("round"))      # the session's clock pings: the host's time left, again

    def _on_countdown(self, event: dict) -> None:
        seconds = event.get("seconds")
        if seconds is None:          # called off: a player took back their ready, or too few are left
            self.set_notice(self.tr("The countdown was called off: {reason}").format(
                reason=event.get("reason") or self.tr("waiting for players")))
        else:
            self.set_notice(self.tr("The next round starts in %n second(s)…", "", int(round(float(seconds)))))

    def _on_error(self, event: dict) -> None:
        self.set_notice(self.tr("The host says: {message}").format(message=event.get("message") or event.get("code")),
                        "bad")

    def _on_protocol_error(self, event: dict) -> None:
        self.set_notice(self.tr("The host sent something this app cannot read; it was ignored ({problem}).").format(
            problem=event.get("message")), "bad")

    # the session's own events: it reconnects by itself and rejoins with the player's token
    def _on_disconnected(self, event: dict) -> None:
        self._disconnected = True
        attempt = event.get("attempt")
        reason = event.get("reason") or self.tr("no answer")
        self.set_notice((self.tr("Connection to the host lost ({reason}); reconnecting, try {attempt}…") if attempt
                         else self.tr("Connection to the host lost ({reason}); reconnecting…")).format(
            reason=reason, attempt=attempt), "bad")

    def _on_closed(self, event: dict) -> None:
        if self._closing:
            return
        self.session = None
        reason = event.get("reason") or self.tr("the connection ended")
        self.set_notice(self.tr("Disconnected from the round: {reason}.").format(reason=reason), "bad")
        self._stop_clock()

    def _stop_clock(self) -> None:
        """No host any more: the clock stops (it counted the host's time, which nobody keeps now)."""
        if self.round_state == "running":
            self.round_state = "stopped"
        self.deadline = None
        self.clock_label.setText("–:––")
        self.time_bar.setVisible(False)
        self._set_playing(False)

    #: What each event of the session does: the host's messages (``HostType``) and the session's own
    #: events (it reconnects by itself and rejoins with the player's token). Others are ignored.
    EVENT_HANDLERS = {
        HostType.WELCOME: _on_welcome,
        HostType.LIST_MISMATCH: _on_list_mismatch,
        HostType.WORD_RESULT: _on_word_result,
        HostType.PLAYERS: _on_players,
        HostType.ROUND_STARTED: _on_round_started,
        HostType.ROUND_ENDED: _on_round_ended,
        HostType.ERROR: _on_error,
        HostType.PONG: _on_pong,
        HostType.COUNTDOWN: _on_countdown,
        SessionEvent.LOCAL_CHECK: _on_local_check,
        SessionEvent.RESENT: _on_resent,
        SessionEvent.UNANSWERED: _on_unanswered,
        SessionEvent.PROTOCOL_ERROR: _on_protocol_error,
        SessionEvent.DISCONNECTED: _on_disconnected,
        SessionEvent.CLOSED: _on_closed,
    }

    # -- playing -----------------------------------------------------------------------------
    def _set_state(self, state: str) -> None:
        self.round_state = state
        self._set_playing(state == "running")
        hosting = self.host is not None
        self.start_button.setEnabled(hosting and state == "waiting")
        self.end_button.setEnabled(hosting and state == "running")
        self.next_button.setEnabled(hosting and state == "ended")
        if not self.board and self.setup is not None and not self.board_view.board:
            self.board_view.set_board("#" * self.setup.width * self.setup.height,   # empty dice of the right size
                                      language=self.language)
        waiting = (self.tr("Press Start round\nwhen everyone has joined") if hosting else
                   self.tr("Waiting for the host\nThe board appears when the round starts"))
        self.board_view.set_hidden(not self.board or state == "waiting", waiting if state == "waiting" else "")
        self._advertise(state={"running": "playing"}.get(state, state))

    def _set_playing(self, on: bool) -> None:
        on = on and (self.deadline is None or self.deadline > self.clock())
        self.entry.setEnabled(on)
        self.board_view.set_tracing_enabled(on)
        if on and QApplication.focusWidget() in (None, self.words_tree):
            self.entry.setFocus()

    def _on_tick(self) -> None:
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
        if self.session is None or self.round_state != "running" or not text.strip():
            return
        word = normalise_word(text, self.language)
        if word and word in self.my_words:
            self.feedback.say(self.tr("{word}: already entered").format(word=word.upper()), "repeat")
            return
        try:
            seq = self.session.submit(text.strip(), path or None)
        except ValueError as exc:
            self.feedback.say(self.tr("{word}: {problem}").format(word=text.strip()[:20], problem=exc), "bad")
            return
        item = self._word_item(word or text.strip())
        self._by_seq[seq] = item
        self.feedback.say(self.tr("{word}: sent").format(word=(word or text.strip()).upper()), "")

    def _word_item(self, word: str) -> QTreeWidgetItem:
        item = self.my_words.get(word)
        if item is None:
            item = QTreeWidgetItem([word.upper(), self.tr("checking…"), ""])
            item.setTextAlignment(2, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            item.setForeground(1, QColor("#9aa1ad"))
            self.words_tree.insertTopLevelItem(0, item)
            self.my_words[word] = item
        return item

    def _show_result(self, item: QTreeWidgetItem, result: dict, quiet: bool = False) -> None:
        """The host's verdict on one of your words."""
        verdict = str(result.get("verdict", ""))
        points = result.get("points") if isinstance(result.get("points"), int) else 0
        item.setText(1, verdict_text(verdict, Said.HOST))
        item.setText(2, f"+{points}" if points else "")
        item.setForeground(1, QColor("#2e9e5b" if verdict in (Verdict.OK, Verdict.SHARED) else "#d64545"))
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
        for button in (self.start_button, self.end_button, self.next_button):
            button.setEnabled(False)
        runner().start(host_call_job, self.host, control, owner=self, slot="control", name=control.__name__,
                       on_failed=lambda message: (self.set_notice(self.tr("The server refused: {problem}").format(
                           problem=message.splitlines()[0]), "bad"), self._set_state(self.round_state)))

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
        rule = rule_text(result.rule)
        best = max((p.score for p in result.players), default=0)
        winners = [p.name for p in result.players if p.score == best and best > 0]
        if winners:
            text = (self.tr("RESULTS · {rule} · {winners} WINS WITH {best}") if len(winners) == 1
                    else self.tr("RESULTS · {rule} · {winners} WIN WITH {best}"))
            self.results_caption.setText(text.format(
                rule=rule.upper(), winners=self.tr(" AND ").join(w.upper() for w in winners), best=best))
        else:
            self.results_caption.setText(self.tr("RESULTS · {rule}").format(rule=rule.upper()))
        self.results_table.setRowCount(len(result.players))
        bold = QFont(self.results_table.font())
        bold.setBold(True)
        struck = QFont(self.results_table.font())
        struck.setStrikeOut(True)
        for row, p in enumerate(sorted(result.players, key=lambda p: (-p.score, p.name))):
            not_counted = [f"{w.word.upper()} ({verdict_text(w.verdict)})" for w in p.words if not w.verdict.valid]
            cells = [(p.name + (self.tr(" (you)") if p.name == self.name else ""), bold), (str(p.score), bold),
                     (", ".join(p.unique).upper(), None), (", ".join(p.shared).upper(), struck),
                     ("; ".join(not_counted), None)]
            for col, (text, font) in enumerate(cells):
                item = QTableWidgetItem(text)
                if font is not None:
                    item.setFont(font)
                if col == 3:
                    item.setForeground(QColor("#9aa1ad"))
                    item.setToolTip(self.tr("Found by two or more players: these score for no one")
                                    if result.rule == "classic" else self.tr("Found by two or more players"))
                if col == 0:
                    item.setToolTip(p.name)
                if col == 1:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.results_table.setItem(row, col, item)
        self.side.setCurrentIndex(1)      # shown first, so the columns have their widths when rows are sized
        self.results_table.resizeColumnToContents(0)
        self.results_table.resizeColumnToContents(1)
        widest = self.results_table.fontMetrics().averageCharWidth() * NAME_COLUMN_CHARS
        if self.results_table.columnWidth(0) > widest:   # a 32-character name must not squeeze the words
            self.results_table.setColumnWidth(0, widest)
        self._fit_results()
        QTimer.singleShot(0, self._fit_results)
        self._fill_reveal(result)
        self.save_to_history(quiet=True)     # every round reaches History as it ends, not only on request
        self.set_notice(self.tr("The round is over. Press Next round for another board.") if self.host else
                        self.tr("The round is over. The host starts the next round."), "new")
        self.results_shown.emit()

    def _fit_results(self) -> None:
        """Rows as tall as their words; the table as tall as its rows (up to half the panel), the reveal below."""
        table = self.results_table
        table.resizeRowsToContents()
        rows = sum(table.rowHeight(r) for r in range(table.rowCount()))
        height = table.horizontalHeader().height() + rows + 2 * table.frameWidth() + 2
        table.setMaximumHeight(max(80, min(height, self.side.height() // 2)))

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
                item.setForeground(0, QColor("#7a8290"))
            items.append(item)
        items.sort(key=lambda i: (-int(i.text(1)), i.text(0)))
        self.reveal_tree.addTopLevelItems(items)
        self.reveal_tree.headerItem().setText(0, self.tr("Word ({count}, %n point(s))", "", result.max_score).format(
            count=len(items)))

    def _show_reveal_path(self, current, _previous=None) -> None:
        if current is None or not self.board:
            return
        geom, _ = parse_board(self.board, language=self.language)
        path = find_path(self.board, geom, current.data(0, Qt.ItemDataRole.UserRole), language=self.language)
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
            message = self.tr("The round was not saved to History: %1").replace("%1", str(exc))
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
                      name: str | None = None, wordlist: str | None = None) -> NetworkRoundWindow | None:
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
        main.settings.setValue("network/name", player)
        window = NetworkRoundWindow(name=player, wordlist_spec=own_list, url=url, history=main.history)
    else:
        raise ValueError(f"mode must be host or join, not {mode!r}")
    window.setWindowIcon(main.windowIcon())
    main.tool_windows["network"] = window
    window.show()
    window.raise_()
    window.activateWindow()
    return window
