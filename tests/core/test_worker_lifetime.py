"""Worker processes never outlive the process that started them: ``kill -9`` of ``boggle break
--workers N`` left the N workers and the resource tracker running for ever (about 190 MB each)."""
from __future__ import annotations

import os
import signal
import time

import pytest

from tests.core.break_support import PARTITION, WORDS, start_dask_cluster
from tests.core.cli_support import start_boggle

psutil = pytest.importorskip("psutil")


def _wait_until(condition, timeout: float, what):
    """Wait for ``condition``; on timeout fail saying ``what`` (a text, or a callable that makes it then:
    a message made early would read processes that may die meanwhile)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if condition():
            return
        time.sleep(0.1)
    raise AssertionError(f"after {timeout} s: {what() if callable(what) else what}")


def _command_lines(processes) -> list[str]:
    """The command lines of ``processes`` that can still be read (one that has died or become a zombie
    since it was listed has none)."""
    out = []
    for p in processes:
        try:
            out.append(" ".join(p.cmdline()))
        except psutil.Error:
            pass
    return out


def _alive(processes) -> list:
    out = []
    for p in processes:
        try:
            if p.is_running() and p.status() != psutil.STATUS_ZOMBIE:
                out.append(p)
        except psutil.NoSuchProcess:
            pass
    return out


def _cpu_seconds(processes) -> float:
    total = 0.0
    for p in _alive(processes):
        try:
            t = p.cpu_times()
            total += t.user + t.system
        except psutil.NoSuchProcess:
            pass
    return total


def test_kill_9_of_a_break_run_takes_its_workers_and_resource_tracker_with_it(tmp_path):
    workers = 2   # one is broken in the process itself, without a pool
    words = tmp_path / "words.txt"
    words.write_text("\n".join(WORDS) + "\n")
    results = tmp_path / "r.ndjson"
    proc = start_boggle(tmp_path, "break", "--threshold", 30, "--partition", PARTITION, "--limit", 200_000, "-d",
                        words, "--results", results, "--workers", workers)
    children = []
    try:
        _wait_until(lambda: results.exists() and results.read_text().count("\n") > 50, 180, "no classes finished")
        children = psutil.Process(proc.pid).children(recursive=True)
        cmdlines = [" ".join(p.cmdline()) for p in children]
        assert sum("spawn_main" in c for c in cmdlines) == workers, cmdlines
        assert any("resource_tracker" in c for c in cmdlines), cmdlines
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait(30)
        _wait_until(lambda: not _alive(children), 30,
                    lambda: f"still running: {_command_lines(_alive(children))}")
    finally:
        proc.kill()
        for p in _alive(children):
            p.kill()


def test_a_worker_whose_parent_is_gone_exits_at_once():
    """A worker started after its parent died (the parent's pid is no longer its parent's)."""
    import subprocess
    import sys
    code = ("from core.proofs.executors import exit_with_parent, ORPHANED; import os; "
            "exit_with_parent(os.getppid() + 1); print('still here')")
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    from core.proofs.executors import ORPHANED
    assert r.returncode == ORPHANED and r.stdout == ""


# A 4x4 class that takes many minutes to break at 3000 with ENABLE2K (0.6 GB after a minute).
LONG_CLASS = " ".join(["lnrst aeiou lnrst aeiou", "aeiou lnrst aeiou lnrst"] * 2)


def test_kill_9_of_a_dask_driver_stops_the_task_it_left_running(tmp_path, enable2k_path):
    """The Dask workers are the cluster's: they stay, but the class the dead driver's task was
    breaking stops within seconds instead of running on for minutes."""
    distributed = pytest.importorskip("dask.distributed")
    address, scheduler, worker = start_dask_cluster(tmp_path)
    dask_worker = psutil.Process(worker.pid)
    proc = None
    try:
        proc = start_boggle(tmp_path, "break", "--size", "44", "--threshold", 3000, "--class", LONG_CLASS,
                            "-d", enable2k_path, "--scheduler", address)
        tree = lambda: [dask_worker, *dask_worker.children(recursive=True)]  # noqa: E731

        def busy() -> bool:
            """More CPU than an idle Dask worker's heartbeats (a few hundredths of a second), even
            on a machine loaded five times over."""
            before = _cpu_seconds(tree())
            time.sleep(3)
            return _cpu_seconds(tree()) - before > 0.25

        with distributed.Client(address, timeout="30s") as watcher:
            _wait_until(lambda: any(watcher.processing().values()), 120, "the class never reached the worker")
            # the worker loads the list and warms its breaker up, then breaks the class
            _wait_until(lambda: busy() and busy() and busy(), 180, "the Dask worker never got busy")
            os.kill(proc.pid, signal.SIGKILL)
            proc.wait(30)
            _wait_until(lambda: not busy(), 60, "the Dask worker is still breaking the dead driver's class")
            assert not any(watcher.processing().values())
        assert worker.poll() is None   # the cluster's worker itself stays
    finally:
        for p in (proc, scheduler, worker):
            if p is not None:
                p.kill()
                p.wait(30)
