"""What every tool window shares: the board-opening signals, the word-list choice and one job at a time.

A :class:`ToolWindow` runs its long work as one job on the app's runner
(:meth:`ToolWindow.start_job`), with its Cancel, its failed/cancelled/finished handling and
its stop on closing written once here; a window overrides the hooks it needs
(:meth:`~ToolWindow.job_failed`, :meth:`~ToolWindow.job_cancelled`,
:meth:`~ToolWindow.job_finished`, :meth:`~ToolWindow.update_controls`). Boards leave a tool
window with their :class:`~core.engine.setup.Setup` by :attr:`ToolWindow.open_board_requested`
("Solve a board") and :attr:`ToolWindow.play_board_requested` (a round on it); the game window
connects both for every tool. The game window also tells each tool window its appearance
(:meth:`ToolWindow.set_appearance`) when it opens it and whenever View changes it.
"""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QMainWindow, QProgressBar

from core.engine import Setup

from ..shared.jobs import Job, runner
from ..widgets.wordlist_choice import browse_wordlist, select_wordlist

__all__ = ["ToolWindow", "SolvedBoardSource"]


class ToolWindow(QMainWindow):
    """A tool window of the game (:data:`boggle_gui.tools.TOOLS`).

    Signals
    -------
    open_board_requested(str, object)
        A board and its Setup, to see in "Solve a board".
    play_board_requested(str, object)
        A board and its Setup, to play a round on in the game window.

    Attributes
    ----------
    wordlist_combo : QComboBox or None
        The window's word-list choice (item data: a list's name or path), when it has one.
    appearance : str
        The look the window draws its own colours in (a key of
        :data:`~boggle_gui.shared.theme.APPEARANCES`); the application's palette does the rest.
    """

    open_board_requested = Signal(str, object)
    play_board_requested = Signal(str, object)

    #: The job slot of the window's work.
    JOB_SLOT = "run"
    #: Seconds closing waits for the job to stop.
    CLOSE_TIMEOUT = 10.0

    def __init__(self, parent=None):
        super().__init__(parent)
        self._job: Job | None = None
        self.wordlist_combo: QComboBox | None = None
        self.appearance = "light"

    def set_appearance(self, appearance: str) -> None:
        """Draw in ``appearance``; a window with plots overrides this to re-colour them."""
        self.appearance = appearance

    # -- the word list ---------------------------------------------------------------------------
    def wordlist_spec(self) -> str:
        """The chosen list: a name or a file path."""
        return self.wordlist_combo.currentData()

    def set_wordlist(self, spec: str | Path) -> None:
        """Choose the list ``spec`` (a name or a path; a path not offered yet is added)."""
        select_wordlist(self.wordlist_combo, spec)

    def browse_wordlist(self) -> None:
        """Ask for a list file and choose it."""
        browse_wordlist(self, self.wordlist_combo)

    # -- one job at a time -----------------------------------------------------------------------
    def is_busy(self) -> bool:
        return self._job is not None

    def start_job(self, work, *args, **options) -> Job:
        """Run ``work(ctx, *args)`` as the window's job (``options``: :meth:`JobRunner.start`'s, such
        as ``on_result``, ``on_partial``, ``on_progress`` and ``interval_ms``); failure, cancel and the
        end go to the hooks."""
        self._job = runner().start(work, *args, owner=self, slot=self.JOB_SLOT, on_failed=self.job_failed,
                                   on_cancelled=self.job_cancelled, on_finished=self._job_finished, **options)
        self.update_controls()
        return self._job

    def cancel(self) -> None:
        """Cancel the job (its hooks say when it has stopped)."""
        if self._job is not None:
            self._job.cancel()
            self.show_status(self.cancelling_text())

    def cancelling_text(self) -> str:
        return QCoreApplication.translate("ToolWindow", "Cancelling…")

    def drop_job(self) -> None:
        """Stop the job now and wait for it; it reports nothing more (its end is handled here)."""
        busy = self._job is not None
        runner().cancel(owner=self, slot=self.JOB_SLOT, wait=True, timeout=self.CLOSE_TIMEOUT)
        if busy:
            self._job_finished()

    def _job_finished(self) -> None:
        self._job = None
        self.update_controls()
        self.job_finished()

    def progress_row(self, status: str, bar_format: str, status_stretch: int = 1) -> QHBoxLayout:
        """A progress bar (``self.progress``, empty until a job reports) beside a status line
        (``self.status``, showing ``status``), as one row for the window's layout."""
        self.progress = QProgressBar()
        self.progress.setRange(0, 1)
        self.progress.setValue(0)
        self.progress.setFormat(bar_format)
        self.status = QLabel(status)
        row = QHBoxLayout()
        row.addWidget(self.progress, 1)
        row.addWidget(self.status, status_stretch)
        return row

    # -- hooks -------------------------------------------------------------------------------------
    def show_status(self, text: str) -> None:
        """A line about the window's work (windows with a status line show it)."""

    def job_failed(self, message: str) -> None:
        """The job failed with ``message``."""

    def job_cancelled(self) -> None:
        """The job stopped when asked to (everything it reported before has been delivered)."""

    def job_finished(self) -> None:
        """The job is over, whatever its end (after :meth:`update_controls`)."""

    def update_controls(self) -> None:
        """Enable what can be used now (busy or not)."""

    def closeEvent(self, event) -> None:  # noqa: N802 - Qt override
        self.drop_job()
        runner().cancel(owner=self, wait=True, timeout=self.CLOSE_TIMEOUT)   # the window's other jobs
        super().closeEvent(event)


class SolvedBoardSource:
    """A window that shows a solved board another window may take (the table scorer's "From Solve
    a board"): :meth:`solved_board` gives the board and its Setup, or None."""

    def solved_board(self) -> tuple[str, Setup] | None:
        raise NotImplementedError
