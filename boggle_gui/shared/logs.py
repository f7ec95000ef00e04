"""The app's log file, fatal-error traces and the dialog for an unexpected error.

:func:`install` (called once by :func:`boggle_gui.app.main`) sends the app's
records, Qt's messages and every uncaught exception to a rotating log file in the
user log folder (:func:`boggle_gui.shared.settings.log_dir`). ``faulthandler`` writes a
fatal error's traces (a crash inside a kernel or Qt) to a file beside it, moved
into the log at the next start. An uncaught exception, in the main thread, a Qt
slot or a thread, is logged and shown in a dialog that names the log file; in
batch mode (``--screenshot``) it is printed and the app exits with status 1.
"""
from __future__ import annotations

import faulthandler
import logging
import logging.handlers
import sys
import threading
import traceback
from dataclasses import dataclass, field
from html import escape
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, Qt, QtMsgType, QUrl, Signal, qInstallMessageHandler
from PySide6.QtWidgets import QApplication, QMessageBox

from .settings import log_dir

__all__ = ["FAULTS_FILE", "LOG_FILE", "LogSetup", "install", "log"]

#: The log file's name in the log folder, and the size and number of its rotated copies.
LOG_FILE = "boggle-gui.log"
LOG_MAX_BYTES = 1_000_000
LOG_BACKUPS = 3
#: Where ``faulthandler`` writes; moved into the log at the next start.
FAULTS_FILE = "fatal-errors.log"
#: A fatal-error file larger than this (a crash loop) keeps only its end when moved into the log.
FAULTS_KEEP_BYTES = 200_000
#: Loggers of our own packages: their information reaches the log, other libraries' from warnings up.
OWN_LOGGERS = ("boggle_gui", "core")

log = logging.getLogger("boggle_gui")
_FORMAT = "%(asctime)s %(process)d %(levelname)s %(name)s: %(message)s"
_QT_LEVELS = {QtMsgType.QtDebugMsg: logging.DEBUG, QtMsgType.QtInfoMsg: logging.INFO,
              QtMsgType.QtWarningMsg: logging.WARNING, QtMsgType.QtCriticalMsg: logging.ERROR,
              QtMsgType.QtFatalMsg: logging.CRITICAL}


@dataclass
class LogSetup:
    """What :func:`install` set up; :meth:`uninstall` puts everything back (tests start the app in-process)."""

    log_file: Path | None = None     # None: no log file (batch mode, or the folder cannot be written)
    problem: str = ""                # why there is no log file
    _undo: list = field(default_factory=list)

    def uninstall(self) -> None:
        while self._undo:
            self._undo.pop()()


def install(*, batch: bool = False) -> LogSetup:
    """Start logging to the log folder (not in ``batch`` mode), turn on ``faulthandler`` and catch
    uncaught exceptions. Returns what was set up."""
    setup = LogSetup()
    if not batch:
        _start_log_file(setup)
    _start_faulthandler(setup)
    _catch_qt_messages(setup)
    _catch_exceptions(setup, batch)
    return setup


def _start_log_file(setup: LogSetup) -> None:
    folder = log_dir()
    try:
        folder.mkdir(parents=True, exist_ok=True)
        handler = logging.handlers.RotatingFileHandler(folder / LOG_FILE, maxBytes=LOG_MAX_BYTES,
                                                       backupCount=LOG_BACKUPS, encoding="utf-8")
    except OSError as exc:
        setup.problem = f"cannot write to {folder}: {exc.strerror or exc}"
        print(f"boggle-gui: warning: no log file: {setup.problem}", file=sys.stderr)
        return
    handler.setFormatter(logging.Formatter(_FORMAT))
    root = logging.getLogger()
    root.addHandler(handler)
    levels = [(root, root.level)] + [(logging.getLogger(n), logging.getLogger(n).level) for n in OWN_LOGGERS]
    if root.level == logging.NOTSET or root.level > logging.WARNING:
        root.setLevel(logging.WARNING)
    for name in OWN_LOGGERS:
        logging.getLogger(name).setLevel(logging.INFO)
    setup.log_file = folder / LOG_FILE

    def undo():
        root.removeHandler(handler)
        handler.close()
        for logger, level in levels:
            logger.setLevel(level)
    setup._undo.append(undo)


def _console():
    """The process's error stream, or None (a windowed program on Windows has none)."""
    return sys.__stderr__ or sys.stderr


def _start_faulthandler(setup: LogSetup) -> None:
    was_enabled = faulthandler.is_enabled()
    target = _console()
    if setup.log_file is not None:
        path = setup.log_file.parent / FAULTS_FILE
        _move_faults_into_log(path)
        try:
            target = open(path, "a", encoding="utf-8")   # noqa: SIM115 - open for the whole session
            setup._undo.append(target.close)
        except OSError as exc:
            log.warning("fatal errors go to the console only: %s", exc)
    if target is not None:
        faulthandler.enable(file=target, all_threads=True)

    def undo():
        faulthandler.disable()
        if was_enabled and _console() is not None:
            faulthandler.enable(file=_console(), all_threads=True)
    setup._undo.append(undo)    # popped first: faulthandler lets go of the file before it is closed


def _move_faults_into_log(path: Path) -> None:
    """A fatal error of an earlier session goes into the log, where a bug report finds it."""
    try:
        with open(path, "rb") as fh:
            fh.seek(0, 2)
            size = fh.tell()
            fh.seek(max(0, size - FAULTS_KEEP_BYTES))
            text = fh.read().decode("utf-8", "replace").strip()
        if text:
            log.critical("An earlier session stopped on a fatal error:\n%s", text)
        path.unlink()
    except FileNotFoundError:
        pass
    except OSError as exc:
        log.warning("cannot read the fatal errors of an earlier session from %s: %s", path, exc)


def _catch_qt_messages(setup: LogSetup) -> None:
    """Qt's warnings go to the log as well as to the console, as Qt would print them."""
    qt_log = logging.getLogger("boggle_gui.qt")

    def handler(kind, context, message):
        qt_log.log(_QT_LEVELS.get(kind, logging.WARNING), "%s", message)
        if kind != QtMsgType.QtDebugMsg:
            print(message, file=_console())

    previous = qInstallMessageHandler(handler)
    setup._undo.append(lambda: qInstallMessageHandler(previous))


def _catch_exceptions(setup: LogSetup, batch: bool) -> None:
    reporter = _ErrorReporter(setup.log_file, setup.problem, batch)
    old_hook, old_thread_hook = sys.excepthook, threading.excepthook
    sys.excepthook = reporter.excepthook
    threading.excepthook = reporter.thread_excepthook

    def undo():
        sys.excepthook, threading.excepthook = old_hook, old_thread_hook
        reporter.close()
    setup._undo.append(undo)


class _ErrorReporter(QObject):
    """Logs an uncaught exception and tells the player in a dialog (shown in the main thread)."""

    _report = Signal(str, str)    # (one-line summary, traceback), from any thread

    def __init__(self, log_file: Path | None, problem: str, batch: bool):
        super().__init__()
        self.log_file = log_file
        self.problem = problem
        self.batch = batch
        self.dialog: QMessageBox | None = None
        self.unseen = 0           # errors since the dialog on screen was shown
        self._report.connect(self._show, Qt.ConnectionType.QueuedConnection)

    def excepthook(self, exc_type, exc, tb) -> None:
        if issubclass(exc_type, KeyboardInterrupt):
            sys.__excepthook__(exc_type, exc, tb)
            return
        self._handle(exc_type, exc, tb)

    def thread_excepthook(self, args) -> None:
        if issubclass(args.exc_type, SystemExit):
            return
        self._handle(args.exc_type, args.exc_value, args.exc_traceback, args.thread)

    def _handle(self, exc_type, exc, tb, thread=None) -> None:
        where = f" in thread {thread.name}" if thread is not None else ""
        log.critical("Uncaught exception%s", where, exc_info=(exc_type, exc, tb))
        details = "".join(traceback.format_exception(exc_type, exc, tb))
        print(details, end="", file=_console())
        summary = "".join(traceback.format_exception_only(exc_type, exc)).strip()
        try:
            self._report.emit(summary, details)      # queued: the dialog opens in the main thread
        except RuntimeError:                         # the reporter is gone (the app is quitting)
            pass

    def _show(self, summary: str, details: str) -> None:
        app = QApplication.instance()
        if self.batch:
            app.exit(1)
            return
        if self.dialog is not None and self.dialog.isVisible():
            self.unseen += 1                          # logged; one dialog at a time
            self.dialog.setInformativeText(self._informative())
            return
        self.unseen = 0
        self.dialog = error_dialog(summary, details, self.log_file, self.problem,
                                   QApplication.activeWindow())
        self.dialog.show()

    def _informative(self) -> str:
        return QCoreApplication.translate("ErrorDialog", "%n more error(s) since: see the log file.", "",
                                          self.unseen) if self.unseen else ""

    def close(self) -> None:
        if self.dialog is not None:
            self.dialog.close()
            self.dialog = None


def error_dialog(summary: str, details: str, log_file: Path | None, problem: str = "",
                 parent=None) -> QMessageBox:
    """The dialog for an unexpected error (not shown yet): what happened, and the log file to send."""
    tr = QCoreApplication.translate
    if log_file is not None:
        link = f'<a href="{QUrl.fromLocalFile(str(log_file.parent)).toString()}">{_html(str(log_file))}</a>'
        where = tr("ErrorDialog", "The details are in the log file:<br>%1<br>"
                   "Please send it with a report of what you were doing.").replace("%1", link)
    else:
        where = tr("ErrorDialog", "No log file could be written (%1): the details are below.").replace(
            "%1", _html(problem or tr("ErrorDialog", "batch mode")))
    text = (tr("ErrorDialog", "<p>Boggle hit an unexpected error: <b>%1</b></p>").replace("%1", _html(summary))
            + tr("ErrorDialog", "<p>The game goes on; your rounds are saved as you play them.</p>")
            + f"<p>{where}</p>")
    box = QMessageBox(QMessageBox.Icon.Critical, tr("ErrorDialog", "Unexpected error"), text,
                      QMessageBox.StandardButton.Close, parent)
    box.setTextFormat(Qt.TextFormat.RichText)
    box.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)   # selectable; the link opens
    box.setDetailedText(details)
    box.setWindowModality(Qt.WindowModality.NonModal)
    return box


def _html(text: str) -> str:
    return escape(text)
