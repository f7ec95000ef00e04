"""Getting a new round what it needs before it starts: its word list, loaded, and with "avoid poor
boards" a board dealt to the bar.

:class:`RoundStarter` loads the list in a job when the shared cache does not hold it yet, and
deals boards in jobs: the session's dealer (:class:`core.play.session.Dealer`) decides what to
deal and keeps the board dealt while a round is played for the next one. The status bar says
what it is waiting for.
"""
from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QCoreApplication, QObject, Signal

from core.engine import DEFAULT_WORDLIST

from ..shared.cache import shared_cache
from ..shared.jobs import JobContext, runner
from ..shared.solving import load_wordlist_job
from ..widgets.wordlist_choice import wordlist_label

__all__ = ["RoundStarter", "deal_job"]


def _tr(text: str) -> str:
    return QCoreApplication.translate("RoundStarter", text)


def deal_job(ctx: JobContext, order):
    """Deal a board to a bar (:class:`core.play.session.DealOrder`); result: a ``Deal``."""
    return order.deal(ctx.cancelled)


class RoundStarter(QObject):
    """Gets the game window's new rounds their word list and board.

    Signals
    -------
    ready(object, object, object, object)
        A round can start: its options, board (None: rolled from the seed, or a new seed), word
        list and seed.
    options_changed()
        The chosen word list failed to load: the options fell back to the default list.
    """

    ready = Signal(object, object, object, object)
    options_changed = Signal()

    def __init__(self, session, status, warn, parent=None):
        super().__init__(parent)
        self.session = session
        self.status = status
        self._warn = warn
        self._pending: tuple | None = None      # (options, board, seed): a round waits for its word list

    def start(self, options, board: str | None = None, seed: int | None = None) -> None:
        """Start a round with ``options`` on ``board`` (or rolled from ``seed``), once its list is loaded
        and, with a bar, its board dealt."""
        wordlist = shared_cache().cached_wordlist(options.wordlist, options.language)
        if wordlist is not None:
            self._with_list(options, board, wordlist, seed)
            return
        self._pending = (options, board, seed)
        self.status.busy(_tr("Loading word list %1…").replace("%1", wordlist_label(options.wordlist)))
        runner().start(load_wordlist_job, options.wordlist, options.language, owner=self, slot="load",
                       on_result=self._loaded, on_failed=self._load_failed)

    def _loaded(self, wordlist) -> None:
        self.status.busy(None)
        pending, self._pending = self._pending, None
        if pending is not None:
            options, board, seed = pending
            self._with_list(options, board, wordlist, seed)

    def _load_failed(self, message: str) -> None:
        self.status.busy(None)
        pending, self._pending = self._pending, None
        self._warn(_tr("Cannot load word list"), _tr("%1\n\nChoose another word list in New game (Ctrl+N).")
                   .replace("%1", message))
        if pending is not None and pending[0].wordlist == self.session.options.wordlist:
            self.session.options = replace(self.session.options, wordlist=DEFAULT_WORDLIST)
            self.options_changed.emit()

    def _with_list(self, options, board: str | None, wordlist, seed: int | None) -> None:
        if board is not None or seed is not None or not options.has_bar:
            self.ready.emit(options, board, wordlist, seed)
        else:
            self.deal_for(options, wordlist)

    def deal_for(self, options, wordlist) -> None:
        """A round with ``options`` waits for a board: the one dealt while the last round was played if it
        meets the same bar, else one dealt now (:attr:`ready` says when)."""
        deal = self.session.dealer.take(options)
        if deal is not None:
            self._ready(options, wordlist, deal)
        else:
            self.deal(options, wordlist, waiting=True)

    def deal(self, options, wordlist, waiting: bool) -> None:
        """Roll and solve candidates in a job until one meets the bar (see core.play.codes.deal_board);
        ``waiting``: a round waits for it, else it is the next round's."""
        if waiting:
            if options.min_words and options.min_points:
                text = _tr("Dealing a board with at least {words} words and {points} points…")
            elif options.min_words:
                text = _tr("Dealing a board with at least {words} words…")
            else:
                text = _tr("Dealing a board with at least {points} points…")
            self.status.busy(text.format(words=options.min_words, points=options.min_points))
        order = self.session.dealer.order(options, wordlist, self.session.rng, waiting=waiting)
        if order is not None:               # None: already dealing to this bar, its board is the next
            runner().start(deal_job, order, owner=self, slot="deal", on_failed=self._failed,
                           on_result=lambda deal, bar=order.bar: self._dealt(bar, deal))

    def _dealt(self, bar: tuple, deal) -> None:
        waiting = self.session.dealer.dealt(bar, deal)
        if waiting is not None:
            self.status.busy(None)
            self._ready(*waiting, deal)

    def _ready(self, options, wordlist, deal) -> None:
        self.ready.emit(options, deal.board, wordlist, deal.seed)
        if not deal.met:
            self.status.bar.showMessage(
                _tr("None of %1 boards rolled had at least %2 words and %3 points: this is the closest (%4 words, "
                    "%5 points). Lower the bar in New game (Ctrl+N).").replace("%1", f"{deal.tries:,}")
                .replace("%2", str(options.min_words)).replace("%3", str(options.min_points))
                .replace("%4", str(deal.words)).replace("%5", str(deal.points)), 15000)

    def _failed(self, message: str) -> None:
        waiting = self.session.dealer.failed()
        self.status.busy(None)
        if waiting:
            self._warn(_tr("Cannot deal a board"), message)
