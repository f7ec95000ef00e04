"""The back ends of a break run: process pools (workers that die) and Dask (a scheduler that goes away)."""
from __future__ import annotations

import multiprocessing
import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from core.proofs import (
    BreakRunError,
    executors,
    read_results,
    run_break,
    tasks_from_class,
    tasks_from_file,
    tasks_from_partition,
)
from core.proofs.run import BreakRunAborted
from tests.core.break_support import (
    CLASS_FINISHED,
    CLASS_STARTED,
    CLASS_STOPPED,
    DEADLY_CLASS,
    GEOM,
    PARTITION,
    SIGNALLED_CLASS,
    SMALL_CLASSES,
    WORDS,
    brute_force,
    class_lines,
    dying_breaker,
    half_sending_breaker,
    signalling_breaker,
    start_dask_cluster,
    write_small_run,
)

ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.timeout(300)


@pytest.fixture
def small_run(write_wordlist, tmp_path):
    return write_small_run(write_wordlist, tmp_path)


def test_two_worker_processes_match_brute_force(small_run):
    words_path, classes_path = small_run
    tasks = tasks_from_file(classes_path, GEOM)
    seen = []
    summary = run_break(tasks, size="33", threshold=4, wordlist=words_path, workers=2, chunksize=1,
                        progress=lambda p: seen.append((p.done, p.total)))
    assert summary.boards == brute_force(SMALL_CLASSES, WORDS, 4)
    assert seen[0] == (0, len(tasks)) and seen[-1] == (len(tasks), len(tasks))
    assert [d for d, _ in seen] == list(range(len(tasks) + 1))


def _two_worker_peaks(small_run, ballast_mib: int) -> tuple[int, int, int]:
    """``(main peak, worker peak, boards)`` of a two-worker run in a fresh interpreter that first
    touched ``ballast_mib`` MiB and let it go (as a large app or pytest process would have)."""
    words_path, classes_path = small_run
    script = (
        "import sys\n"
        "ballast = bytearray(int(sys.argv[3]) << 20)\n"
        "for i in range(0, len(ballast), 4096): ballast[i] = 1\n"
        "del ballast\n"
        "from core.proofs import run_break, tasks_from_file\n"
        "from tests.core.break_support import GEOM\n"
        "summary = run_break(tasks_from_file(sys.argv[2], GEOM), size='33', threshold=4, wordlist=sys.argv[1],\n"
        "                    workers=2, chunksize=1)\n"
        "print(summary.peak_rss_main, summary.peak_rss_worker, len(summary.boards))\n")
    out = subprocess.run([sys.executable, "-c", script, str(words_path), str(classes_path), str(ballast_mib)],
                         cwd=ROOT, capture_output=True, text=True, timeout=240)
    assert out.returncode == 0, out.stderr
    main, worker, boards = map(int, out.stdout.split())
    assert boards == len(brute_force(SMALL_CLASSES, WORDS, 4))
    return main, worker, boards


def test_a_small_two_worker_run_stays_under_a_gigabyte(small_run):
    main, worker, _ = _two_worker_peaks(small_run, 0)
    assert 0 < main < 1 << 30 and 0 < worker < 1 << 30


def test_a_worker_peak_is_its_own_not_the_process_that_started_it(small_run):
    """ru_maxrss survives exec: a worker spawned by a 1.5 GiB process would report 1.5 GiB (a tiny run
    under a large pytest process "crossing 1 GiB"), so each worker reports VmHWM, which starts afresh."""
    main, worker, _ = _two_worker_peaks(small_run, 1536)
    assert main >= 1536 << 20
    assert 0 < worker < 768 << 20


def test_cancel_stops_a_process_pool(small_run, tmp_path):
    words_path, classes_path = small_run
    tasks = tasks_from_file(classes_path, GEOM)
    stop = threading.Event()
    summary = run_break(tasks, size="33", threshold=4, wordlist=words_path, workers=2, chunksize=1,
                        results_path=tmp_path / "r.ndjson", progress=lambda p: p.done >= 1 and stop.set(),
                        cancel=stop)
    # Classes already handed to a worker may finish while the cancel lands: they are kept,
    # never lost, but the run stops short of the whole list.
    assert summary.cancelled and 1 <= summary.done < len(tasks)
    assert len(class_lines(tmp_path / "r.ndjson")) == summary.done
    assert not multiprocessing.active_children()  # the workers are gone


def test_a_killed_worker_is_replaced_and_its_classes_run_again(small_run, tmp_path):
    """A pool whose worker is killed must not wait for it for ever (at 0% CPU): its classes run again."""
    words_path, _ = small_run
    tasks = tasks_from_partition(GEOM, PARTITION, limit=400)
    expected = run_break(tasks, size="33", threshold=30, wordlist=words_path).boards
    assert expected
    results = tmp_path / "r.ndjson"
    killed = []
    done = []

    def progress(p):
        done.append(p.done)
        if p.done >= 20 and not killed:
            victim = multiprocessing.active_children()[0]
            os.kill(victim.pid, signal.SIGKILL)
            killed.append(victim.pid)

    t0 = time.monotonic()
    summary = run_break(tasks, size="33", threshold=30, wordlist=words_path, workers=2, chunksize=4,
                        results_path=results, progress=progress)
    assert killed and time.monotonic() - t0 < 240
    assert summary.done == summary.total == len(tasks) and not summary.cancelled
    assert summary.boards == expected
    assert done == list(range(len(tasks) + 1))  # every class reported once
    saved = [r["class"] for r in class_lines(results)]
    assert len(saved) == len(set(saved)) == len(tasks)


def test_a_class_that_always_kills_its_worker_stops_the_run_naming_it(small_run, tmp_path):
    words_path, classes_path = small_run
    tasks = tasks_from_file(classes_path, GEOM)
    results = tmp_path / "r.ndjson"
    with pytest.raises(BreakRunAborted, match=rf"died 3 times while breaking class '{DEADLY_CLASS}'") as err:
        run_break(tasks, size="33", threshold=4, wordlist=words_path, workers=2, chunksize=2,
                  results_path=results, breaker_factory=dying_breaker)
    others = sorted(c for c in SMALL_CLASSES if c != DEADLY_CLASS)
    assert sorted(r["class"] for r in class_lines(results)) == others  # everything else finished and saved
    assert err.value.done == len(others) and err.value.total == len(SMALL_CLASSES)
    assert f"saved in {str(results)!r}" in str(err.value)
    assert not multiprocessing.active_children()


def test_a_worker_killed_while_sending_its_result_does_not_hang_the_run(small_run, tmp_path):
    """CI hang: a worker killed half way through sending a result left the pool's manager thread
    waiting for the rest of the message, and the run waiting for the manager, for ever."""
    words_path, classes_path = small_run
    tasks = tasks_from_file(classes_path, GEOM)
    results = tmp_path / "r.ndjson"
    t0 = time.monotonic()
    with pytest.raises(BreakRunAborted, match=rf"died 3 times while breaking class '{DEADLY_CLASS}'"):
        run_break(tasks, size="33", threshold=4, wordlist=words_path, workers=2, chunksize=2,
                  results_path=results, breaker_factory=half_sending_breaker)
    assert time.monotonic() - t0 < 120
    others = sorted(c for c in SMALL_CLASSES if c != DEADLY_CLASS)
    assert sorted(r["class"] for r in class_lines(results)) == others
    assert not multiprocessing.active_children()
    managers = [t for t in threading.enumerate() if "ExecutorManager" in type(t).__name__]
    assert not managers  # a manager thread left waiting would block the interpreter's exit


def test_dask_cluster_run_checkpoints_and_resumes(small_run, tmp_path):
    distributed = pytest.importorskip("dask.distributed")
    words_path, classes_path = small_run
    tasks = tasks_from_file(classes_path, GEOM)
    results = tmp_path / "dask.ndjson"
    with distributed.LocalCluster(n_workers=1, threads_per_worker=1, processes=False,
                                  dashboard_address=None) as cluster:
        first = run_break(tasks[:3], size="33", threshold=4, wordlist=words_path, results_path=results,
                          scheduler=cluster.scheduler_address)
        assert first.done == 3 and len(class_lines(results)) == 3
        rest = run_break(tasks, size="33", threshold=4, wordlist=words_path, results_path=results, resume=True,
                         scheduler=cluster.scheduler_address)
    assert rest.resumed == 3 and rest.done == len(tasks)
    assert rest.boards == brute_force(SMALL_CLASSES, WORDS, 4)
    assert sorted(r["class"] for r in class_lines(results)) == sorted(SMALL_CLASSES)


def test_cancel_stops_the_unit_a_dask_worker_is_breaking(enable2k_path, monkeypatch):
    """Dask does not stop a running task when its future is cancelled: a cancelled run sets its
    stop event, and the task breaking a class stops at the breaker loop's next pause (else its worker
    would go on to the end of the unit, minutes for a 4x4 class, after the run had ended)."""
    distributed = pytest.importorskip("dask.distributed")
    monkeypatch.setattr("core.proofs.executors.DASK_STOP_POLL", 0.05)
    for flag in (CLASS_STARTED, CLASS_STOPPED, CLASS_FINISHED):
        flag.clear()
    with distributed.LocalCluster(n_workers=1, threads_per_worker=1, processes=False,
                                  dashboard_address=None) as cluster:
        # about 8 s to break whole at 900 (2 s to build its tree)
        summary = run_break(tasks_from_class(SIGNALLED_CLASS, "34"), size="34", threshold=900, wordlist=enable2k_path,
                            scheduler=cluster.scheduler_address, breaker_factory=signalling_breaker,
                            cancel=CLASS_STARTED.is_set)
        assert summary.cancelled and summary.done == 0
        deadline = time.monotonic() + 120
        while not (CLASS_STOPPED.is_set() or CLASS_FINISHED.is_set()) and time.monotonic() < deadline:
            time.sleep(0.05)
    assert CLASS_STOPPED.is_set() and not CLASS_FINISHED.is_set()


def test_unreachable_scheduler_is_a_clear_error(small_run, monkeypatch):
    pytest.importorskip("dask.distributed")
    monkeypatch.setattr("core.proofs.executors.DASK_CONNECT_TIMEOUT", "1s")
    words_path, classes_path = small_run
    with pytest.raises(BreakRunError, match="Dask scheduler"):
        run_break(tasks_from_file(classes_path, GEOM), size="33", threshold=4, wordlist=words_path,
                  scheduler="tcp://127.0.0.1:9")


def test_a_lost_scheduler_stops_the_run_saying_what_was_saved(small_run, tmp_path):
    """A Dask scheduler lost mid-run stops the run with one message saying what was saved (Dask's own
    reports are tracebacks)."""
    pytest.importorskip("dask.distributed")
    words_path, _ = small_run
    tasks = tasks_from_partition(GEOM, PARTITION, limit=3000)
    results = tmp_path / "r.ndjson"
    address, scheduler, worker = start_dask_cluster(tmp_path)
    try:
        def progress(p):
            if p.done >= 30 and scheduler.poll() is None:
                scheduler.kill()

        t0 = time.monotonic()
        with pytest.raises(BreakRunAborted, match="lost the connection to the Dask scheduler") as err:
            run_break(tasks, size="33", threshold=30, wordlist=words_path, results_path=results,
                      scheduler=address, progress=progress)
        assert time.monotonic() - t0 < 120
    finally:
        scheduler.kill()
        worker.kill()
        scheduler.wait(30)
        worker.wait(30)
    saved = class_lines(results)
    assert 30 <= err.value.done == len(saved) < len(tasks)
    assert f"{len(saved)} of {len(tasks)} classes finished and are saved in {str(results)!r}" in str(err.value)
    rest = run_break(tasks, size="33", threshold=30, wordlist=words_path, results_path=results, resume=True)
    assert rest.resumed == len(saved) and rest.done == len(tasks)


def test_dask_connection_errors_are_kept_out_of_the_log(capsys):
    """A lost scheduler is reported in one line; Dask's loggers must not print the connection
    errors' tracebacks while a run goes on (a CI run printed one, from distributed.batched)."""
    import logging

    from core.proofs.executors import _DropConnectionErrors
    log = logging.getLogger("test.dask.quiet")
    handler = logging.StreamHandler()
    log.addHandler(handler)
    log.propagate = False
    log.setLevel(logging.INFO)
    quiet = _DropConnectionErrors((ConnectionError,))
    handler.addFilter(quiet)
    try:
        try:
            raise ConnectionResetError("scheduler gone")
        except ConnectionError:
            log.info("Batched Comm Closed", exc_info=True)
        try:
            raise ValueError("a real problem")
        except ValueError:
            log.error("kept", exc_info=True)
    finally:
        handler.removeFilter(quiet)
        log.removeHandler(handler)
    err = capsys.readouterr().err
    assert "Batched Comm Closed" not in err and "scheduler gone" not in err
    assert "kept" in err and "a real problem" in err


def test_the_breaking_method_reaches_every_back_end_and_the_results_header(small_run, tmp_path):
    """The 2009 method counts sub-classes bounded, the orderly method tree nodes: the node counts
    show which method each worker ran."""
    words_path, classes_path = small_run
    tasks = tasks_from_file(classes_path, GEOM)
    expected = brute_force(SMALL_CLASSES, WORDS, 4)

    def nodes(method, workers):
        path = tmp_path / f"{method}-{workers}.ndjson"
        summary = run_break(tasks, size="33", threshold=4, wordlist=words_path, workers=workers, chunksize=1,
                            method=method, results_path=path, group_classes=False)
        assert summary.boards == expected
        header, records = read_results(path)
        assert header["method"] == method
        return {r.class_text: r.nodes for r in records}

    serial = nodes("2009", 1)
    assert nodes("2009", 2) == serial != nodes("orderly", 1)
    with pytest.raises(BreakRunError, match="unknown breaking method 'fast'"):
        run_break(tasks, size="33", threshold=4, wordlist=words_path, method="fast")


def test_a_run_goes_through_the_executor_table(small_run, monkeypatch, tmp_path):
    words_path, classes_path = small_run
    tasks = tasks_from_file(classes_path, GEOM)
    calls = []

    def recorded(name):
        real = executors.EXECUTORS[name]

        def run(spec, units, placement, on_record, is_cancelled):
            calls.append((name, placement.workers, sum(len(u.tasks) for u in units)))
            return real(spec, units, placement, on_record, is_cancelled)
        return run

    for name in ("serial", "pool"):
        monkeypatch.setitem(executors.EXECUTORS, name, recorded(name))
    expected = brute_force(SMALL_CLASSES, WORDS, 4)
    assert run_break(tasks, size="33", threshold=4, wordlist=words_path).boards == expected
    assert run_break(tasks, size="33", threshold=4, wordlist=words_path, workers=2).boards == expected
    # A back end may be named: a pool of one process breaks the same classes.
    assert run_break(tasks, size="33", threshold=4, wordlist=words_path, executor="pool").boards == expected
    assert calls == [("serial", 1, len(tasks)), ("pool", 2, len(tasks)), ("pool", 1, len(tasks))]
    with pytest.raises(BreakRunError, match="unknown executor 'cloud'; choose one of: serial, pool, dask"):
        run_break(tasks, size="33", threshold=4, wordlist=words_path, executor="cloud")
    results = tmp_path / "r.ndjson"
    with pytest.raises(BreakRunError, match="needs the address of a Dask scheduler"):
        run_break(tasks, size="33", threshold=4, wordlist=words_path, executor="dask", results_path=results)
    assert not results.exists()
