"""A test session leaves no temporary folders behind.

Left alone, each session would leave its ``boggle-tests-*`` folder (cache, data, settings), one more
per spawned worker process, pytest's own ``pytest-of-USER`` folders (the last three sessions'
tmp_path folders) and Dask's ``dask-scratch-space``: tens of MB in /tmp per run.
"""
from __future__ import annotations

import os
import subprocess
import sys

from tests.conftest import ROOT

PROBE = '''
import multiprocessing
import os
from pathlib import Path


def _child_folders(_):
    import tests.conftest  # noqa: F401 - as a spawned worker of a test does
    return os.environ["BOGGLE_DATA_DIR"]


def test_writes_everywhere_a_test_may(tmp_path):
    (tmp_path / "scratch.txt").write_text("x")
    for name in ("BOGGLE_CACHE_DIR", "BOGGLE_DATA_DIR", "BOGGLE_CONFIG_DIR"):
        folder = Path(os.environ[name])
        folder.mkdir(parents=True, exist_ok=True)
        (folder / "file").write_text("x")
    with multiprocessing.get_context("spawn").Pool(1) as pool:
        assert pool.map(_child_folders, [0]) == [os.environ["BOGGLE_DATA_DIR"]]
    from dask.distributed import Client, LocalCluster

    with LocalCluster(n_workers=1, threads_per_worker=1, processes=False, dashboard_address=None) as cluster:
        with Client(cluster) as client:
            assert client.submit(sum, [1, 2]).result(timeout=60) == 3
'''


def _run_session(tmp_path, probe: str):
    tmp = tmp_path / "tmp"
    tmp.mkdir()
    (tmp_path / "test_probe.py").write_text(probe, encoding="utf-8")
    env = {k: v for k, v in os.environ.items() if not k.startswith("BOGGLE_") and k != "PYTEST_ADDOPTS"}
    env.update(TMPDIR=str(tmp), PYTHONPATH=str(ROOT))
    args = ["-q", "-p", "no:cacheprovider", "-p", "tests.conftest", "-c", str(ROOT / "pyproject.toml"),
            "--rootdir", str(tmp_path), str(tmp_path / "test_probe.py")]
    r = subprocess.run([sys.executable, "-m", "pytest", *args], cwd=tmp_path, env=env, capture_output=True, text=True,
                       timeout=300)
    return r, sorted(p.name for p in tmp.iterdir())


def test_a_passing_session_leaves_nothing_in_the_temporary_folder(tmp_path):
    r, left = _run_session(tmp_path, PROBE)
    assert r.returncode == 0, r.stdout + r.stderr
    assert left == []


def test_a_failing_session_keeps_its_folder_and_says_where(tmp_path):
    r, left = _run_session(tmp_path, "def test_fails(tmp_path):\n    assert False\n")
    assert r.returncode == 1
    (kept,) = left
    assert kept.startswith("boggle-tests-")
    assert f"test folders kept for inspection: {tmp_path / 'tmp' / kept}" in r.stdout
