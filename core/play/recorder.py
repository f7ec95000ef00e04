"""Saving rounds to the history as they are played, without losing one to a locked database.

:class:`RoundRecorder` writes a round when it starts, after every guess, its elapsed time
every few seconds of play and the round when it ends (:class:`~core.play.history.History`
keeps each write one transaction). When the database is locked by another program, the
history rolls the failed write back and raises ``HistoryError(locked=True)``; the recorder
keeps the round's latest state in memory and writes it whole when it is asked to try
again (:meth:`RoundRecorder.flush`), so nothing played meanwhile is lost. A database
locked when the game starts is opened on a later try. The caller decides when to try
again (the app: a timer while :attr:`RoundRecorder.retrying`).

Example
-------
>>> recorder = RoundRecorder(":memory:")                  # doctest: +SKIP
>>> recorder.save(round_).saved                           # doctest: +SKIP
True
"""
from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass

from .game import Round
from .history import History, HistoryError

__all__ = ["RoundRecorder", "SaveResult"]


@dataclass(frozen=True)
class SaveResult:
    """What became of a save.

    Attributes
    ----------
    saved : bool
        Every round waiting is written.
    problem : HistoryError or None
        Why not; None when saved or when there is no history to write to.
    history_off : bool
        The database could not be opened (:attr:`RoundRecorder.error` says why).
    recovered : bool
        Saved after earlier saves failed: the history is whole again.
    """

    saved: bool
    problem: HistoryError | None = None
    history_off: bool = False
    recovered: bool = False


class RoundRecorder:
    """The history of one game, with the rounds that wait for a locked database.

    Parameters
    ----------
    path : str or path
        The database file (``":memory:"`` for none on disk).
    opener : callable
        ``opener(path, timeout=...)`` opens a :class:`~core.play.history.History` (tests inject one).

    Attributes
    ----------
    history : History or None
        None while the database cannot be opened.
    error : HistoryError or None
        Why the history is off (None while it is on).
    locked : bool
        The database could not be opened because another program holds it: later tries may open it.
    retrying : bool
        Saves failed and may succeed later: the caller should call :meth:`flush` again.
    """

    #: Seconds of play between saves of a running round's elapsed time (a crash loses at most this much).
    ELAPSED_SAVE_SECONDS = 3.0
    #: Seconds a later try waits for a lock (it runs where a player waits for it).
    RETRY_TIMEOUT = 0.05

    def __init__(self, path: str | os.PathLike, *, opener: Callable[..., History] = History):
        self.path = path
        self._opener = opener
        self.history: History | None = None
        self.error: HistoryError | None = None
        self.locked = False
        self.retrying = False
        self._unsaved: dict[str, dict] = {}       # round id -> the latest save_round arguments
        self._saved_elapsed: dict[str, float] = {}
        self._failed = False
        try:
            self.history = opener(path)
        except HistoryError as exc:
            self.error = exc
            self.locked = exc.locked

    @property
    def unsaved(self) -> list[str]:
        """The ids of the rounds kept in memory until the database takes them."""
        return list(self._unsaved)

    @property
    def can_save(self) -> bool:
        """Whether saves are attempted: a history is open, or a locked one may open later."""
        return self.history is not None or self.locked

    def save(self, r: Round, status: str = "playing") -> SaveResult:
        """Write round ``r`` whole (its words, rejected guesses, elapsed time and ``status``)."""
        if not self.can_save:
            return SaveResult(False)
        sol = r.solution
        self._saved_elapsed[r.round_id] = r.elapsed
        self._unsaved[r.round_id] = dict(
            round_id=r.round_id, started_at=r.started_wall, board=r.board, dice_set=r.dice_key, setup=r.setup,
            timer_seconds=r.timer_seconds, elapsed=r.elapsed, words=[(e.word, e.points, e.at_seconds) for e in r.found],
            status=status, max_score=sol.score if sol else None, max_words=len(sol.words) if sol else None,
            timer_mode=r.mode.key, guesses=list(r.guesses))
        return self.flush()

    def save_elapsed(self, r: Round) -> SaveResult | None:
        """Store the elapsed time of round ``r`` in play when it is due: every
        :attr:`ELAPSED_SAVE_SECONDS` of play, and whenever the clock stops (pause, focus
        loss), so a crash gives back the time played. One UPDATE; the whole round when the
        round is not stored yet. None when nothing was due."""
        if r.is_over:
            return None
        elapsed = r.elapsed
        last = self._saved_elapsed.get(r.round_id, 0.0)
        if not (elapsed - last >= self.ELAPSED_SAVE_SECONDS or (not r.is_running and elapsed != last)):
            return None
        self._saved_elapsed[r.round_id] = elapsed
        if r.round_id in self._unsaved:                    # waiting for a locked database
            self._unsaved[r.round_id]["elapsed"] = elapsed
            return None
        if self.history is None:
            return None
        try:
            stored = self.history.set_elapsed(r.round_id, elapsed)
        except HistoryError:
            stored = False
        return None if stored else self.save(r)

    def flush(self) -> SaveResult:
        """Write every round waiting to be saved, opening a history that was locked before."""
        if not self.can_save:
            return SaveResult(False)
        history_off = False
        try:
            if self.history is None:
                history_off = True
                self.history = self._opener(self.path, timeout=self.RETRY_TIMEOUT)
                history_off = False
                self.error = None
                self._failed = True              # it was off: say so when all is written
            while self._unsaved:
                round_id, args = next(iter(self._unsaved.items()))
                self.history.save_round(**args)
                del self._unsaved[round_id]
        except HistoryError as exc:
            self._failed = True
            if history_off:
                self.locked = exc.locked
                self.error = exc
            self.retrying = self.locked or self.history is not None
            return SaveResult(False, exc, history_off)
        self.retrying = False
        recovered, self._failed = self._failed, False
        return SaveResult(True, recovered=recovered)

    def close(self) -> None:
        """A last try for the rounds kept in memory, then close the database."""
        if self._unsaved:
            self.flush()
        self.retrying = False
        if self.history is not None:
            self.history.close()
            self.history = None
