"""Play together: what a network round window does with each event of its session.

The host's messages (:class:`core.net.protocol.HostType`) and the session's own events
(:class:`core.net.client.SessionEvent`: it reconnects by itself and rejoins with the player's
token) each have a handler here, in one table keyed by event type; the handlers only show
state (the rules are the host's). :class:`HostMessages` is mixed into the round window, whose
widgets it fills.
"""
from __future__ import annotations

import math
import time

from PySide6.QtCore import QCoreApplication, Qt

from core.engine import Setup, parse_board
from core.net import CloseCode, ErrorCode, HostType, SessionEvent
from core.play import GroupResult, Verdict

from ..shared.data_names import setup_text
from ..shared.error_text import error_text
from ..shared.theme import set_tone
from ..shared.verdicts import Said, verdict_style, verdict_text
from ..widgets.wordlist_choice import wordlist_label
from .dialogs import RULE_TEXT, rule_text
from .reasons import reason_text


def _tr(text):
    return QCoreApplication.translate("NetworkRoundWindow", text)


class HostMessages:
    """The round window's handlers of its session's events (a mixin of ``NetworkRoundWindow``)."""

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
                self.set_notice(_tr("The host sent a setup this app cannot read ({problem}).").format(
                    problem=error_text(exc)), "bad")
        if rule in RULE_TEXT:
            self.rule = rule
            self.rule_label.setText(_tr("{rule} · {setup}").format(rule=rule_text(rule),
                                                                   setup=setup_text(self.setup))
                                    if self.setup else rule_text(rule))

    def _show_board(self, board: str) -> None:
        try:
            _geom, board = parse_board(board, language=self.language)
        except ValueError as exc:
            self.set_notice(_tr("The host sent a board this app cannot show ({problem}).").format(
                problem=error_text(exc)), "bad")
            return
        self.board = board
        self.board_view.set_board(board, language=self.language)

    def _on_welcome(self, event: dict) -> None:
        self._take_setup(event.get("setup"), event.get("rule"))
        self.lobby = event.get("lobby") if isinstance(event.get("lobby"), dict) else {}
        if self.host is None:
            title = (_tr("WATCHING THE ROUND AT {address} AS {name}") if self.spectating
                     else _tr("PLAYING IN THE ROUND AT {address} AS {name}"))
            parts = [title.format(address=self.url.removeprefix("ws://").rstrip("/"),
                                  name=str(event.get("name") or self.name).upper()), self._language_text()]
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
        self.retry_row.setVisible(False)
        if self.spectating:
            self._disconnected = False
            self.set_notice(_tr("Watching as {name}: you see the clock, the players and the results; you do not "
                                "play.").format(name=self.name), "new")
        elif self._disconnected:
            self._disconnected = False
            # Only what the host said it has is called kept; words still on their way follow (``resent``).
            self.set_notice(QCoreApplication.translate("NetworkRoundWindow", "Rejoined the round as %1; words of "
                                                       "yours the host has: %n.", "", kept).replace("%1", self.name),
                            "new")
        elif self.host is not None:
            waiting = (_tr("Press Start round, or I'm ready: the round starts when every player is ready.")
                       if self.lobby.get("ready_check") else _tr("Press Start round when everyone has joined."))
            self.set_notice(waiting if info.get("state") == "waiting" else _tr("You host this round."), "new")
        else:
            waiting = (_tr("Joined as {name}. Press I'm ready when you are: the round starts when every "
                           "player is.") if self.lobby.get("ready_check")
                       else _tr("Joined as {name}. Waiting for the host to start the round."))
            self.set_notice((waiting if info.get("state") == "waiting" else _tr("Joined as {name}.")).format(
                name=self.name), "new")

    def _on_list_mismatch(self, event: dict) -> None:
        host_list = (event.get("host_list") or {}).get("name", "?")
        mine = (event.get("your_list") or {}).get("name") or wordlist_label(self.wordlist_spec)
        self.set_notice(_tr("Your word list ({mine}) differs from the host's ({theirs}): the host's list decides. "
                            "Yours only checks words as you type.").format(mine=mine, theirs=host_list), "repeat")
        self.list_mismatch = True

    def _on_round_started(self, event: dict) -> None:
        self._take_setup(event.get("setup"), event.get("rule"))
        self.result = None
        self._take_round(event.get("round"))
        self.side.setCurrentIndex(0)
        self.board_view.set_highlight(())
        self.set_notice(_tr("The round has started.") if self.spectating else _tr("The round has started: find words!"),
                        "new")
        self.entry.setFocus()

    def _on_round_ended(self, event: dict) -> None:
        self._take_round(event.get("round"))
        try:
            self.result = GroupResult.from_dict(event.get("result"))
        except (ValueError, TypeError) as exc:
            self.set_notice(_tr("The host's results cannot be read ({problem}).").format(problem=error_text(exc)),
                            "bad")
            return
        self.show_results(self.result)
        standings = event.get("standings")
        self.results_page.show_standings(standings if isinstance(standings, list) else [], self.name)

    def _on_resent(self, event: dict) -> None:
        """After a rejoin: words the host had not answered, sent again (their answers follow)."""
        words = [str(w) for w in event.get("words") or []]
        for seq in event.get("seqs") or []:
            item = self._by_seq.get(seq)
            if item is not None and not item.data(0, Qt.ItemDataRole.UserRole):
                item.setText(1, _tr("sent again…"))
        self.set_notice(QCoreApplication.translate("NetworkRoundWindow", "Rejoined the round as %1; words of yours "
                                                   "the host has: %2; sent again, their verdicts to follow: %n.", "",
                                                   len(words))
                        .replace("%1", self.name).replace("%2", str(self._kept_words)), "repeat")

    def _on_unanswered(self, event: dict) -> None:
        """A word the host never answered (the round ended first): said, never silently lost."""
        item = self._by_seq.get(event.get("seq"))
        if item is None:
            return
        reason = reason_text(event)
        item.setText(1, _tr("not received by the host"))
        item.setToolTip(1, reason)
        set_tone(item, "bad", 1)
        item.setData(0, Qt.ItemDataRole.UserRole, "unanswered")
        self.feedback.say(_tr("%1: never reached the host (%2)").replace("%1", item.text(0)).replace("%2", reason),
                          "bad")

    def _on_local_check(self, event: dict) -> None:
        item = self._by_seq.get(event.get("seq"))
        if item is None or item.data(0, Qt.ItemDataRole.UserRole):
            return                                # the host has answered already
        verdict = str(event.get("verdict", ""))
        if verdict in (Verdict.OK, Verdict.SHARED):
            item.setText(1, _tr("checking… (in your list)"))
            self.feedback.say(_tr("{word}: in your list, checking with the host…").format(word=item.text(0)),
                              "new")
        else:
            said = verdict_text(verdict, Said.OWN_LIST)
            item.setText(1, _tr("checking… ({verdict})").format(verdict=said))
            self.feedback.say(_tr("{word}: {verdict}").format(word=item.text(0), verdict=said),
                              verdict_style(verdict))

    def _on_word_result(self, event: dict) -> None:
        if event.get("round_id") != self.round_id:
            return
        item = self._by_seq.get(event.get("seq")) or self._word_item(str(event.get("word", "")))
        self._show_result(item, event)

    def _on_players(self, event: dict) -> None:
        players = [p for p in event.get("players") or [] if isinstance(p, dict)]
        self.players = players
        self.spectators = [str(name) for name in event.get("spectators") or []]
        self.players_view.set_people(players, self.spectators, self.name, bool(self.lobby.get("ready_check")))
        self._show_own_ready(players)
        self._advertise(players=len(players))

    def _on_pong(self, event: dict) -> None:
        self._take_round(event.get("round"))      # the session's clock pings: the host's time left, again

    def _on_countdown(self, event: dict) -> None:
        seconds = event.get("seconds")
        if seconds is None:          # called off: a player took back their ready, or too few are left
            self.set_notice(_tr("The countdown was called off: {reason}").format(
                reason=reason_text(event) or _tr("waiting for players")))
            self._set_state(self.round_state)      # the host's controls again
        else:
            self.set_notice(QCoreApplication.translate("NetworkRoundWindow", "The next round starts in %n second(s)…",
                                                       "", int(round(float(seconds)))))
            self._set_state(self.round_state)      # the host may call it off

    def _show_countdown(self) -> None:
        """While the host counts down to the next round: the seconds left, large on the board."""
        starts = self.session.seconds_to_start() if self.session is not None else None
        if starts is None or self.round_state == "running":
            return
        text = QCoreApplication.translate("NetworkRoundWindow", "The round starts in\n%n second(s)", "",
                                          math.ceil(starts))
        if self.board_view.painted_texts() != [text]:
            self.board_view.set_hidden(True, text)

    def _on_error(self, event: dict) -> None:
        if event.get("code") in (ErrorCode.PASSWORD, ErrorCode.REMOVED):   # the session ends: ``closed`` says it
            self._refused = event.get("code")
            return
        self.set_notice(_tr("The host says: {message}").format(message=reason_text(event)), "bad")

    def _on_protocol_error(self, event: dict) -> None:
        self.set_notice(_tr("The host sent something this app cannot read; it was ignored ({problem}).").format(
            problem=event.get("message")), "bad")

    # the session's own events: it reconnects by itself and rejoins with the player's token
    def _on_disconnected(self, event: dict) -> None:
        self._disconnected = True
        attempt = event.get("attempt")
        reason = reason_text(event) or _tr("no answer")
        self.set_notice((_tr("Connection to the host lost ({reason}); reconnecting, try {attempt}…") if attempt
                         else _tr("Connection to the host lost ({reason}); reconnecting…")).format(
            reason=reason, attempt=attempt), "bad")

    def _on_closed(self, event: dict) -> None:
        if self._closing:
            return
        self.session = None
        code = event.get("code")
        if code == CloseCode.PASSWORD:
            self._password_refused()
        elif code == CloseCode.REMOVED:
            self.set_notice(_tr("The host removed you from the room; you cannot join it again as the same "
                                "player."), "bad")
        else:
            reason = reason_text(event) or _tr("the connection ended")
            self.set_notice(_tr("Disconnected from the round: {reason}.").format(reason=reason), "bad")
        self._stop_clock()

    def _password_refused(self) -> None:
        """A wrong or missing room password, or too many wrong ones from this address (HTTP 429, said
        without an ``error``): said, and the password row lets the player try again."""
        if self._refused != ErrorCode.PASSWORD:
            text = _tr("Too many wrong passwords from this computer: the host turns it away for a minute. "
                       "Wait, then type the password and join again.")
        elif self.password is None:
            text = _tr("This room has a password: type it and join again.")
        else:
            text = _tr("Wrong password for this room: type it again and join again.")
        self.set_notice(text, "bad")
        self.retry_password.clear()
        self.retry_row.setVisible(True)
        self.retry_password.setFocus()

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

