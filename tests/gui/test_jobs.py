"""The job runner (boggle_gui.shared.jobs) and the shared cache of word lists and solvers (boggle_gui.shared.cache)."""
from __future__ import annotations

import threading
import time

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox

from boggle_gui.shared import cache as shared_cache_module
from boggle_gui.shared.cache import SharedCache, shared_cache
from boggle_gui.shared.jobs import CANCELLED, DONE, FAILED, JobRunner, runner
from core.engine.cancel import Cancelled


@pytest.fixture
def jobs(qtbot):
    r = JobRunner()
    yield r
    assert r.shutdown(timeout=10)


def _record(job):
    """Every signal of ``job`` as (name, args, on the main thread?) in arrival order."""
    log = []
    main = threading.main_thread()
    for name in ("progress", "partial", "result_ready", "failed", "cancelled", "finished"):
        getattr(job, name).connect(lambda *args, name=name: log.append((name, args,
                                                                         threading.current_thread() is main)))
    return log


def test_function_job_result_arrives_on_the_main_thread(qtbot, jobs):
    ran_in = []

    def work(ctx, a, b):
        ran_in.append(threading.current_thread())
        ctx.progress(1, 2)
        return a * b

    results = []
    job = jobs.start(work, 6, 7, on_result=lambda value: results.append((value, threading.current_thread())))
    log = _record(job)
    with qtbot.waitSignal(job.finished, timeout=10_000):
        pass
    assert results == [(42, threading.main_thread())]
    assert ran_in and ran_in[0] is not threading.main_thread()
    assert [name for name, _a, _m in log][-2:] == ["result_ready", "finished"]
    assert all(on_main for _n, _a, on_main in log)
    assert job.state == DONE and not jobs.jobs() and not jobs.threads()


def test_generator_partials_arrive_in_order_and_coalesced(qtbot, jobs):
    def work(ctx):
        for i in range(3000):
            yield i
            if i % 100 == 99:
                time.sleep(0.01)   # ~0.3 s in all: several delivery intervals
        return "end"

    batches, times = [], []
    job = jobs.start(work, interval_ms=100,
                     on_partial=lambda items: (batches.append(list(items)), times.append(time.monotonic())))
    log = _record(job)
    t0 = time.monotonic()
    with qtbot.waitSignal(job.result_ready, timeout=20_000) as done:
        pass
    elapsed = time.monotonic() - t0
    assert done.args == ["end"]
    assert [x for batch in batches for x in batch] == list(range(3000))
    # At most one delivery per 100 ms (the outcome flushes the rest at once), far fewer than 3000.
    assert 2 <= len(batches) <= elapsed / 0.1 + 2
    assert all(b - a >= 0.09 for a, b in zip(times[:-2], times[1:-1]))
    names = [name for name, _a, _m in log]
    assert names.index("result_ready") > max(i for i, n in enumerate(names) if n == "partial")


def test_progress_is_coalesced_to_the_latest(qtbot, jobs):
    def work(ctx):
        for i in range(1, 20_001):
            ctx.progress(i, 20_000)

    seen = []
    job = jobs.start(work, on_progress=lambda done, total: seen.append((done, total)))
    with qtbot.waitSignal(job.finished, timeout=10_000):
        pass
    assert seen[-1] == (20_000, 20_000) and len(seen) < 100
    assert seen == sorted(seen)


def test_cancel_stops_a_long_generator_and_reports_cancelled(qtbot, jobs):
    counter = {"n": 0}
    closed = []

    def work(ctx):
        try:
            while True:
                counter["n"] += 1
                yield counter["n"]
                time.sleep(0.001)
        finally:
            closed.append(threading.current_thread() is not threading.main_thread())

    job = jobs.start(work, interval_ms=20)
    log = _record(job)
    qtbot.waitUntil(lambda: any(name == "partial" for name, _a, _m in log), timeout=10_000)
    with qtbot.waitSignal(job.cancelled, timeout=10_000):
        job.cancel()
    qtbot.waitUntil(lambda: log and log[-1][0] == "finished", timeout=5000)
    names = {name for name, _a, _m in log}
    assert "failed" not in names and "result_ready" not in names
    assert job.state == CANCELLED and closed == [True]
    stopped_at = counter["n"]
    time.sleep(0.1)
    assert counter["n"] == stopped_at and not jobs.threads()


def test_engine_drivers_get_the_cancel_check(qtbot, jobs):
    def driver(cancel):
        # Like core's drivers: check between chunks, raise Cancelled when asked.
        while True:
            time.sleep(0.005)
            if cancel():
                raise Cancelled()

    job = jobs.start(lambda ctx: driver(ctx.cancelled))
    qtbot.wait(50)
    with qtbot.waitSignal(job.cancelled, timeout=10_000):
        job.cancel()
    assert job.state == CANCELLED


def test_exception_reports_failed_with_the_message(qtbot, jobs):
    def bad_input(ctx):
        raise ValueError("word list xyz not found")

    def bug(ctx):
        return {}["missing"]

    job = jobs.start(bad_input)
    with qtbot.waitSignal(job.failed, timeout=10_000) as failed:
        pass
    assert failed.args == ["word list xyz not found"] and job.state == FAILED
    job = jobs.start(bug)
    with qtbot.waitSignal(job.failed, timeout=10_000) as failed:
        pass
    assert failed.args[0].startswith("'missing'") and "Traceback" in failed.args[0] and "KeyError" in failed.args[0]


def test_pause_holds_a_generator_between_yields(qtbot, jobs):
    counter = {"n": 0}

    def work(ctx):
        while True:
            counter["n"] += 1
            yield counter["n"]
            time.sleep(0.002)

    job = jobs.start(work)
    qtbot.waitUntil(lambda: counter["n"] > 5, timeout=10_000)
    job.pause()
    qtbot.wait(100)
    held = counter["n"]
    qtbot.wait(200)
    assert counter["n"] == held and job.is_paused()
    job.resume()
    qtbot.waitUntil(lambda: counter["n"] > held, timeout=10_000)
    with qtbot.waitSignal(job.cancelled, timeout=10_000):
        job.pause()
        job.cancel()   # a paused job still stops


def test_a_slot_holds_one_reporting_job(qtbot, jobs):
    owner = QApplication.instance()   # any QObject
    release = threading.Event()

    def slow(ctx, value):
        release.wait(10)
        return value

    results = []
    first = jobs.start(slow, "first", owner=owner, slot="solve", on_result=results.append)
    second = jobs.start(slow, "second", owner=owner, slot="solve", on_result=results.append)
    assert first.is_cancel_requested() and jobs.job(owner, "solve") is second
    assert jobs.jobs(owner) == [second]
    release.set()
    with qtbot.waitSignal(second.finished, timeout=10_000):
        pass
    qtbot.waitUntil(lambda: not jobs.threads(), timeout=5000)
    qtbot.wait(50)
    assert results == ["second"] and not jobs.is_busy(owner, "solve")


def test_shutdown_with_running_jobs_is_prompt_and_leaves_no_threads(qtbot):
    jobs = JobRunner()

    def spin(ctx):
        while True:
            yield 1
            time.sleep(0.001)

    def poll(ctx):
        while not ctx.cancelled():
            time.sleep(0.01)
        return "stopped"

    heard = []
    started = [jobs.start(spin, on_partial=heard.append, on_finished=lambda: heard.append("finished")),
               jobs.start(poll, on_finished=lambda: heard.append("finished")),
               jobs.start(spin, on_finished=lambda: heard.append("finished"))]
    started[2].pause()
    qtbot.waitUntil(lambda: bool(heard), timeout=10_000)
    threads = jobs.threads()
    assert len(threads) == 3
    t0 = time.monotonic()
    assert jobs.shutdown(timeout=5)
    assert time.monotonic() - t0 < 1.0
    assert not any(t.is_alive() for t in threads) and not jobs.threads() and not jobs.jobs()
    assert not [t for t in threading.enumerate() if t.name.startswith("job-")]
    heard.clear()
    qtbot.wait(150)
    assert heard == []   # nothing is delivered after shutdown


def test_closing_an_owner_cancels_and_waits(qtbot, jobs):
    from PySide6.QtWidgets import QWidget
    owner = QWidget()
    counter = {"n": 0}

    def work(ctx):
        while True:
            counter["n"] += 1
            yield counter["n"]

    jobs.start(work, owner=owner, slot="run")
    qtbot.waitUntil(lambda: counter["n"] > 0, timeout=10_000)
    assert jobs.cancel(owner=owner, wait=True, timeout=5)
    stopped = counter["n"]
    time.sleep(0.05)
    assert counter["n"] == stopped and not jobs.threads() and not jobs.is_busy(owner)
    # A destroyed owner's jobs are cancelled too.
    jobs.start(work, owner=owner, slot="run")
    owner.deleteLater()
    qtbot.waitUntil(lambda: not jobs.threads(), timeout=10_000)


# -- the shared cache ----------------------------------------------------------------------


def test_cache_loads_once_under_concurrent_requests(write_wordlist, monkeypatch):
    cache = SharedCache()
    calls = []
    real = shared_cache_module.load_wordlist

    def slow_load(spec, **options):
        calls.append(spec)
        time.sleep(0.2)
        return real(spec, **options)

    monkeypatch.setattr(shared_cache_module, "load_wordlist", slow_load)
    path = write_wordlist(["cat", "dog", "bird"])
    got = []
    threads = [threading.Thread(target=lambda: got.append(cache.wordlist(str(path)))) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(10)
    assert len(calls) == 1 and cache.loads == 1 and len(got) == 4 and all(wl is got[0] for wl in got)
    assert cache.cached_wordlist(path) is got[0] and cache.cached_wordlist("no-such-list") is None
    assert cache.solver(got[0], "standard") is cache.solver(got[0], "standard")
    assert cache.solver(got[0], "standard") is not cache.solver(got[0], "big")


def test_cache_reloads_a_changed_file_and_shares_equal_files(write_wordlist):
    import os
    cache = SharedCache()
    path = write_wordlist(["cat", "dog", "bird"])
    first = cache.wordlist(path)
    path.write_text("cat\ndog\nbird\nfish\n", encoding="utf-8")
    st = path.stat()
    os.utime(path, ns=(st.st_atime_ns, st.st_mtime_ns + 5_000_000_000))
    assert cache.cached_wordlist(path) is None     # never stale
    second = cache.wordlist(path)
    assert second is not first and "fish" in second and "fish" not in first
    copy = write_wordlist(["cat", "dog", "bird", "fish"], name="copy.txt")
    assert cache.wordlist(copy) is second and cache.loads == 3


def test_the_lab_reuses_the_list_the_game_holds(qtbot, tmp_path, write_wordlist, monkeypatch):
    from boggle_gui.round.main_window import MainWindow
    from boggle_gui.tools.anneal_lab import AnnealLabWindow
    from core.play import GameOptions

    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: pytest.fail(f"unexpected warning: {a[2]}"))
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    calls = []
    real = shared_cache_module.load_wordlist
    monkeypatch.setattr(shared_cache_module, "load_wordlist",
                        lambda spec, **options: calls.append(spec) or real(spec, **options))
    path = write_wordlist(["sate", "seat", "east", "eats", "teas", "tear", "rate", "star", "rats", "arts",
                           "tars", "ears", "sear", "stare", "tears", "rates", "aster"], name="shared.txt")
    game = MainWindow(history_file=tmp_path / "h.db", seed=3)
    qtbot.addWidget(game)
    game.new_game(GameOptions(wordlist=str(path), timer_seconds=None), board="staretearsatesta")
    qtbot.waitUntil(lambda: game.round is not None and game.round.solution is not None, timeout=30_000)

    lab = AnnealLabWindow()
    qtbot.addWidget(lab)
    lab.size_combo.setCurrentText("3x3")
    lab.wordlist_combo.setCurrentText(str(path))
    lab.seed_spin.setValue(1)
    lab.seconds_spin.setValue(1)
    with qtbot.waitSignal(lab.run_finished, timeout=60_000) as finished:
        lab.start_button.click()
    assert finished.args[0] is not None
    assert lab.wordlist is game.round.wordlist is shared_cache().cached_wordlist(path)
    assert calls == [str(path.resolve())]   # loaded once, for both windows
    game.end_round()   # starts rating the board in a job
    game.close()
    lab.close()
    assert not runner().threads()   # closing the windows stopped and joined their jobs


def test_stopping_a_job_whose_qt_side_is_gone_does_not_raise(qtbot):
    """At app exit Qt can delete a job's timer before the runner stops the job."""
    import shiboken6

    from boggle_gui.shared.jobs import JobRunner

    jobs = JobRunner()
    release = threading.Event()

    def work(ctx):
        release.wait(5)

    job = jobs.start(work)
    shiboken6.delete(job._timer)
    try:
        assert jobs.shutdown(timeout=0.1) is False   # still running: reported, not raised
    finally:
        release.set()
    job.wait(5)


@pytest.mark.parametrize("outcome", ["result", "failure", "cancel"])
def test_outcome_is_delivered_once_when_a_handler_processes_events(qtbot, jobs, outcome):
    """A progress handler that runs the event loop (a splash repainting) must not see the job's
    outcome twice: the drain it interrupts and the one it runs both held the same outcome."""
    release = threading.Event()

    def work(ctx):
        ctx.progress(1, 2)
        release.wait(5)
        ctx.progress(2, 2)
        if outcome == "failure":
            raise ValueError("no such list")
        if outcome == "cancel":
            raise Cancelled()
        return "list"

    delivered, nested = [], []

    def on_progress(done, total):
        delivered.append(("progress", done))
        if done == 2:
            nested.append(True)
            QApplication.processEvents()      # what the splash's progress callback does
            nested.pop()

    job = jobs.start(work, interval_ms=0, on_progress=on_progress,
                     on_result=lambda v: delivered.append(("result", bool(nested))),
                     on_failed=lambda m: delivered.append(("failed", bool(nested))),
                     on_cancelled=lambda: delivered.append(("cancelled", bool(nested))),
                     on_finished=lambda: delivered.append(("finished", bool(nested))))
    qtbot.waitUntil(lambda: ("progress", 1) in delivered, timeout=10_000)
    release.set()
    # The main thread is busy while the job posts its last progress and its outcome, as on a
    # loaded machine: both wake-ups are queued when it comes back.
    assert job.wait(10)
    qtbot.waitUntil(lambda: delivered[-1][0] == "finished", timeout=10_000)
    qtbot.wait(50)
    end = {"result": "result", "failure": "failed", "cancel": "cancelled"}[outcome]
    assert delivered == [("progress", 1), ("progress", 2), (end, False), ("finished", False)]
