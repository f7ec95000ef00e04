"""Entry point of ``boggle-gui`` (and ``python -m boggle_gui``).

``boggle-gui [CODE_OR_FILE] [--board BOARD]`` starts the game, or, when a game is
already running on the same data folder, hands it the request (a game code, a break
run's results file, a word list to add, a board; or just: come to the front) and
exits (:mod:`boggle_gui.shared.single_instance`). The running game logs to the user log
folder and reports uncaught exceptions (:mod:`boggle_gui.shared.logs`).

Start-up shows a splash while the default word list loads and the numba solver
kernels compile (first start) or load from their cache (later starts), in a
worker thread, so the window never appears frozen and blank.

The interface speaks the language chosen in View > Interface language (the system's by default),
or ``--language CODE`` for this start (:mod:`boggle_gui.shared.translation`).

``boggle-gui --screenshot PATH [--board BOARD] [--seed N] [--play W,W,...] [--reveal] [--dark]``
starts a round on that board (or a seeded roll), renders the main window to a
PNG and exits.
"""
from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time

_T0 = time.perf_counter()


def _parse(argv: list[str]) -> argparse.Namespace:
    from core.version import VersionAction

    from .shared.translation import LANGUAGES

    p = argparse.ArgumentParser(prog="boggle-gui", description="Boggle: play timed rounds, see every word.")
    p.add_argument("target", nargs="?", metavar="CODE_OR_FILE",
                   help="a game code to play, or a file to open: a break run's results file, or a word list to add "
                        "(handed to the running game if there is one)")
    p.add_argument("--version", action=VersionAction)
    p.add_argument("--screenshot", metavar="PATH", help="render the main window to a PNG and exit")
    p.add_argument("--board", help="play this board (letters row by row; q is Qu)")
    p.add_argument("--seed", type=int, help="seed for rolling the dice")
    p.add_argument("--play", metavar="WORDS", default="",
                   help="with --screenshot: submit these comma-separated words first")
    p.add_argument("--reveal", action="store_true", help="with --screenshot: end the round and show every word")
    p.add_argument("--type", metavar="TEXT", default="", help="with --screenshot: leave TEXT typed in the entry")
    p.add_argument("--elapsed", type=float, default=0.0,
                   help="with --screenshot: seconds of the round already played")
    p.add_argument("--dark", action="store_true", help="with --screenshot: dark appearance")
    p.add_argument("--language", choices=sorted(LANGUAGES),
                   help="the interface's language for this start (default: the one chosen in the game, or the "
                        "system's)")
    p.add_argument("--size", default="1100x700", help="with --screenshot: window size WxH (default 1100x700)")
    p.add_argument("--timing", action="store_true", help="print start-up times")
    args = p.parse_args(argv)
    if args.screenshot and args.target:
        p.error("--screenshot renders a board (--board, --seed), not a game code or file")
    return args


def _splash_pixmap(message: str, fraction: float):
    from PySide6.QtCore import QRectF, Qt
    from PySide6.QtGui import QColor, QFont, QPainter, QPixmap

    pix = QPixmap(460, 240)
    pix.fill(QColor("#2f4a6d"))
    p = QPainter(pix)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    f = QFont()
    f.setPixelSize(34)
    f.setBold(True)
    p.setFont(f)
    x = 40
    for ch in "BOGGLE":
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor("#fffdf6"))
        p.drawRoundedRect(QRectF(x, 40, 56, 56), 9, 9)
        p.setPen(QColor("#1d2330"))
        p.drawText(QRectF(x, 40, 56, 56), Qt.AlignmentFlag.AlignCenter, ch)
        x += 64
    f.setPixelSize(14)
    f.setBold(False)
    p.setFont(f)
    p.setPen(QColor("#e6e9ef"))
    p.drawText(QRectF(40, 130, 380, 40), Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap, message)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(255, 255, 255, 50))
    p.drawRoundedRect(QRectF(40, 190, 380, 8), 4, 4)
    p.setBrush(QColor("#f2a93b"))
    p.drawRoundedRect(QRectF(40, 190, max(8.0, 380 * fraction), 8), 4, 4)
    p.end()
    return pix


def main(argv: list[str] | None = None) -> int:
    args = _parse(sys.argv[1:] if argv is None else argv)
    if not args.screenshot:
        return _run(args)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    if os.environ.get("BOGGLE_CONFIG_DIR"):
        return _run(args)
    # Screenshots never touch the player's settings: a folder of their own, removed afterwards.
    with tempfile.TemporaryDirectory(prefix="boggle-shot-") as folder:
        os.environ["BOGGLE_CONFIG_DIR"] = folder
        try:
            return _run(args)
        finally:
            del os.environ["BOGGLE_CONFIG_DIR"]


def _request(args: argparse.Namespace):
    """What this start asks for (a game code or file, or a board), paths made absolute for another process."""
    from .shared.single_instance import Request

    target = args.target
    if target and os.path.exists(target):
        target = os.path.abspath(target)
    return Request(target=target or None, board=args.board or None)


def _run(args: argparse.Namespace) -> int:
    from PySide6.QtWidgets import QApplication

    from .shared.garbage import collect_on_gui_thread
    from .shared.settings import APPLICATION, ORGANISATION, app_settings
    from .shared.translation import install_translators, interface_language

    app = QApplication.instance() or QApplication([sys.argv[0]])
    collect_on_gui_thread(app)
    app.setOrganizationName(ORGANISATION)
    app.setApplicationName(APPLICATION)
    install_translators(args.language or interface_language(app_settings()))
    # Ties the window to the installed desktop entry (its icon and name on Wayland docks).
    app.setDesktopFileName("io.github.bogglelab.Boggle")
    t_qt = time.perf_counter()
    request = _request(args)
    instance = None
    if not args.screenshot:      # screenshots never meet a running game: no history, no lock
        instance = _take_instance(app, request)
        if isinstance(instance, int):
            return instance
    from .shared import logs

    support = logs.install(batch=bool(args.screenshot))
    try:
        return _start(app, args, request, instance, support, {"qt": t_qt - _T0})
    except Exception:
        logs.log.exception("start-up failed")
        raise
    finally:
        support.uninstall()
        if instance is not None:
            instance.close()


class _Instance:
    """This start's hold on its data folder: the lock and the socket later starts hand over to."""

    def __init__(self, lock, server):
        self.lock = lock
        self.server = server

    def close(self) -> None:
        if self.server is not None:
            self.server.close()
        self.lock.release()


def _take_instance(app, request) -> _Instance | int:
    """Become the data folder's running game, or hand ``request`` to the one running and return
    the exit status."""
    from PySide6.QtCore import QCoreApplication

    from .shared.settings import data_dir
    from .shared.single_instance import InstanceLock, InstanceServer, hand_over, server_name

    folder = data_dir()
    lock = InstanceLock(folder)
    try:
        first = lock.acquire()
    except OSError as exc:       # the history cannot be written either: say so there, run anyway
        print(f"boggle-gui: warning: {exc}; not checking for another running game", file=sys.stderr)
        return _Instance(lock, None)
    name = server_name(folder)
    if first:
        server = InstanceServer(name)
        if not server.listen():
            print(f"boggle-gui: warning: later starts cannot hand over to this one: {server.error()}",
                  file=sys.stderr)
        return _Instance(lock, server)
    if hand_over(name, request):
        print("boggle-gui: " + QCoreApplication.translate("Startup", "Boggle is already running: handed over to it"),
              file=sys.stderr)
        return 0
    holder = lock.holder() or QCoreApplication.translate("Startup", "another process")
    message = QCoreApplication.translate(
        "Startup", "Boggle is already running (%1) but does not answer. Close it, or end that process, "
                   "then start Boggle again. (Its lock file is %2.)").replace("%1", holder).replace(
        "%2", str(lock.path))
    print(f"boggle-gui: error: {message}", file=sys.stderr)
    if app.platformName() not in ("offscreen", "minimal"):
        from PySide6.QtWidgets import QMessageBox
        QMessageBox.warning(None, QCoreApplication.translate("Startup", "Boggle"), message)
    return 1


def _log_start(support) -> None:
    from PySide6.QtCore import qVersion

    from core.version import component_versions

    from .shared.logs import log
    from .shared.settings import data_dir

    versions = component_versions()
    log.info("Boggle %s started: Python %s, Qt %s, NumPy %s, numba %s, %s; data folder %s",
             versions.pop("Boggle"), versions["Python"], qVersion(), versions["NumPy"], versions["numba"],
             versions["Platform"], data_dir())
    if support.problem:
        log.warning("no log file: %s", support.problem)


def _start(app, args, request, instance, support, timings: dict) -> int:
    from PySide6.QtCore import QCoreApplication, QTimer
    from PySide6.QtWidgets import QApplication, QSplashScreen

    from core.engine import DEFAULT_WORDLIST
    from core.play import GameOptions

    from .round.new_game import options_from_settings
    from .shared import solving
    from .shared.jobs import runner
    from .shared.logs import log
    from .shared.settings import app_settings

    options = options_from_settings(app_settings())
    splash = None
    if not args.screenshot:
        splash = QSplashScreen(_splash_pixmap(QCoreApplication.translate("Startup", "Starting…"), 0.05))
        splash.show()
        app.processEvents()

    state = {"window": None, "rc": 0, "started": False}
    pending = [request] if request else []

    def deliver():
        """Hand the window what this start and later ones asked for, once it is up and no dialog is open."""
        window = state["window"]
        if window is None:
            if splash is not None:
                splash.raise_()
            return                 # on_ready delivers
        window.bring_to_front()
        if not state["started"] or not pending:
            return
        if QApplication.activeModalWidget() is not None:
            QTimer.singleShot(500, deliver)    # the player answers the open dialog first
            return
        while pending:
            r = pending.pop(0)
            window.open_request(r.target, r.board)

    def on_request(r):
        log.info("a later start handed over%s", f": {r}" if r else "")
        if r:
            pending.append(r)
        deliver()

    if instance is not None and instance.server is not None:
        instance.server.request_received.connect(on_request)

    def on_progress(done, total):
        if splash is not None:
            step = solving.warm_up_step(done)
            splash.setPixmap(_splash_pixmap(step, 0.1 + 0.9 * done / max(total, 1)))
            app.processEvents()

    def on_failed(message):
        # The chosen list is unusable: start anyway, the new-game dialog will say so.
        log.warning("the word list %s cannot be loaded: %s", options.wordlist, message)
        on_ready(None, message)

    def on_ready(_wl, error: str = ""):
        from .round.main_window import MainWindow

        timings["kernels"] = time.perf_counter() - _T0
        clock = time.monotonic
        if args.screenshot:
            def clock():  # the round starts at 0; then --elapsed seconds pass at once
                return time.monotonic() + state.get("offset", 0.0)
        window = MainWindow(clock=clock, seed=args.seed, history_file=":memory:" if args.screenshot else None)
        state["window"] = window
        if args.screenshot:
            window.batch = True
            window.dark = args.dark
            window.apply_appearance()
            w, h = (int(v) for v in args.size.lower().split("x"))
            window.resize(w, h)
        window.show()
        if splash is not None:
            splash.finish(window)
        timings["window"] = time.perf_counter() - _T0
        log.info("window shown after %.2f s", timings["window"])
        if args.timing:
            print(f"start-up: Qt {timings['qt']:.2f} s, word list + solver kernels ready {timings['kernels']:.2f} s, "
                  f"window shown {timings['window']:.2f} s", flush=True)
        if error:
            message = QCoreApplication.translate("Startup", "{problem}\n\nUsing the bundled list instead.").format(
                problem=error)
            if args.screenshot:
                print(f"boggle-gui: warning: {message}", file=sys.stderr)
            else:
                window.warn(QCoreApplication.translate("Startup", "Cannot load word list"), message)
            o = window.options       # the bundled list is English: English dice too
            window.options = GameOptions(o.in_language("en").dice_key, DEFAULT_WORDLIST, o.timer_seconds,
                                         o.min_length, o.rotate)
        if args.screenshot:
            _run_screenshot(app, window, args, state)
            return
        if window.history_error:
            window.warn(QCoreApplication.translate("Startup", "History"), window.history_error)
        resumed = window.offer_resume()
        state["started"] = True
        if pending:
            deliver()
        elif not resumed:
            window.new_game()

    # The runner delivers to these callbacks in the main thread; on quit it stops every job.
    jobs = runner()
    app.aboutToQuit.connect(jobs.shutdown)
    jobs.start(solving.warm_up, options.wordlist, name="warm-up", interval_ms=0, on_progress=on_progress,
               on_result=on_ready, on_failed=on_failed)
    _log_start(support)          # while the kernels load: looking up the versions takes a moment
    restore_signals = _quit_on_signals(app)
    try:
        rc = app.exec()
    finally:
        restore_signals()
    if state["window"] is not None and args.screenshot:
        state["window"].settings.sync()     # written now, into the screenshot's folder, not after it is gone
    return rc or state["rc"]


def _quit_on_signals(app):
    """Ctrl+C in a terminal, or a polite kill (log-out), ends the app the normal way: the round in
    play stays saved for resuming, the lock and the socket are removed. Returns the undo."""
    import signal

    from PySide6.QtCore import QTimer

    from .shared.logs import log

    def stop(signum, _frame):
        log.info("stopped by signal %s", signal.Signals(signum).name)
        app.exit(0)

    previous = {sig: signal.signal(sig, stop) for sig in (signal.SIGINT, signal.SIGTERM)}
    # Python runs a signal's handler only when it next runs Python code: give it the chance.
    wake = QTimer(app)
    wake.timeout.connect(lambda: None)
    wake.start(250)

    def restore():
        wake.stop()
        wake.deleteLater()
        for sig, handler in previous.items():
            signal.signal(sig, handler)
    return restore


def _run_screenshot(app, window, args, state) -> None:
    from PySide6.QtCore import QTimer

    from core.play import GameOptions

    if not window.new_game(GameOptions(rotate=False), board=args.board):
        app.exit(2)
        return
    state["offset"] = args.elapsed
    deadline = time.perf_counter() + 60

    def step():
        if window.round is None or window.round.solution is None:
            if time.perf_counter() > deadline:
                print("boggle-gui: error: the board was not solved in time", file=sys.stderr)
                app.exit(1)
                return
            QTimer.singleShot(50, step)
            return
        for word in filter(None, (w.strip() for w in args.play.split(","))):
            window.submit_word(word)
        if args.reveal:
            window.end_round()
        window.play_panel.entry.setText("")
        if args.type and not args.reveal:
            window.play_panel.entry.setText(args.type)
            window._on_text_edited(args.type)  # noqa: SLF001 - as if typed: highlights the path
        QTimer.singleShot(200, finish)

    def finish():
        window._on_tick()  # noqa: SLF001 - show the clock as it is now
        if args.reveal and window.reveal_panel.tree.topLevelItemCount():
            tree = window.reveal_panel.tree
            tree.setCurrentItem(tree.topLevelItem(0))
            window.board_view.set_highlight(tree.topLevelItem(0).data(0, 256).path, "reveal")
        app.processEvents()
        ok = window.grab().save(args.screenshot)
        if not ok:
            print(f"boggle-gui: error: cannot write {args.screenshot}", file=sys.stderr)
        window.round = None  # nothing to confirm on close
        window.close()
        app.exit(0 if ok else 1)

    QTimer.singleShot(0, step)


if __name__ == "__main__":
    sys.exit(main())
