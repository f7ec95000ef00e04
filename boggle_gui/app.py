"""Entry point of ``boggle-gui``.

Start-up shows a splash while the default word list loads and the numba solver
kernels compile (first start) or load from their cache (later starts), in a
worker thread, so the window never appears frozen and blank.

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
    p = argparse.ArgumentParser(prog="boggle-gui", description="Boggle: play timed rounds, see every word.")
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
    p.add_argument("--size", default="1100x700", help="with --screenshot: window size WxH (default 1100x700)")
    p.add_argument("--timing", action="store_true", help="print start-up times")
    return p.parse_args(argv)


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
    if args.screenshot:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        # Screenshots never touch the player's settings.
        os.environ.setdefault("BOGGLE_CONFIG_DIR", tempfile.mkdtemp(prefix="boggle-shot-"))
    from PySide6.QtWidgets import QApplication, QSplashScreen

    from core.engine.wordlist import DEFAULT_WORDLIST

    from .dialogs import GameOptions
    from .jobs import runner
    from .settings import APPLICATION, ORGANISATION, app_settings
    from .solving import WARM_UP_STEPS, warm_up

    app = QApplication.instance() or QApplication([sys.argv[0]])
    app.setOrganizationName(ORGANISATION)
    app.setApplicationName(APPLICATION)
    t_qt = time.perf_counter()
    timings = {"qt": t_qt - _T0}
    options = GameOptions.from_settings(app_settings())
    splash = None
    if not args.screenshot:
        splash = QSplashScreen(_splash_pixmap("Starting…", 0.05))
        splash.show()
        app.processEvents()

    state = {"window": None, "rc": 0}

    def on_progress(done, total):
        if splash is not None:
            splash.setPixmap(_splash_pixmap(WARM_UP_STEPS[min(done, 2)], 0.1 + 0.9 * done / max(total, 1)))
            app.processEvents()

    def on_failed(message):
        # The chosen list is unusable: start anyway, the new-game dialog will say so.
        on_ready(None, message)

    def on_ready(_wl, error: str = ""):
        from .main_window import MainWindow

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
        if args.timing:
            print(f"start-up: Qt {timings['qt']:.2f} s, word list + solver kernels ready {timings['kernels']:.2f} s, "
                  f"window shown {timings['window']:.2f} s", flush=True)
        if error:
            message = f"{error}\n\nUsing the bundled list instead."
            if args.screenshot:
                print(f"boggle-gui: warning: {message}", file=sys.stderr)
            else:
                window.warn("Cannot load word list", message)
            o = window.options       # the bundled list is English: English dice too
            window.options = GameOptions(o.in_language("en").dice_key, DEFAULT_WORDLIST, o.timer_seconds,
                                         o.min_length, o.rotate)
        if args.screenshot:
            _run_screenshot(app, window, args, state)
            return
        if window.history_error:
            window.warn("History", window.history_error)
        if not window.offer_resume():
            window.new_game(board=args.board) if args.board else window.new_game()

    # The runner delivers to these callbacks in the main thread; on quit it stops every job.
    jobs = runner()
    app.aboutToQuit.connect(jobs.shutdown)
    jobs.start(warm_up, options.wordlist, name="warm-up", interval_ms=0, on_progress=on_progress,
               on_result=on_ready, on_failed=on_failed)
    rc = app.exec()
    return rc or state["rc"]


def _run_screenshot(app, window, args, state) -> None:
    from PySide6.QtCore import QTimer

    from .dialogs import GameOptions

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
