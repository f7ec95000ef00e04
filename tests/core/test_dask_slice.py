"""A slice of a proof through ``boggle break --scheduler``, with a Dask worker killed and the scheduler
restarted mid-run (benchmarks/bench_dask_slice.py, the script behind the 4x4 slice in docs/results.md):
every class ends in the results file once. Dask listens on 127.0.0.1 only."""
from __future__ import annotations

import json
import subprocess
import sys

import pytest

from tests.conftest import ROOT

pytest.importorskip("distributed")


def test_a_slice_survives_a_killed_worker_and_a_restarted_scheduler(tmp_path):
    out = tmp_path / "slice"
    r = subprocess.run([sys.executable, str(ROOT / "benchmarks" / "bench_dask_slice.py"), "--size", "33",
                        "--limit", "200", "--kill-worker-at", "0.2", "--restart-at", "0.5",
                        "--dictionary", str(ROOT / "wordlists" / "scowl70.txt"), "--out-dir", str(out)],
                       capture_output=True, text=True, timeout=600)
    assert r.returncode == 0, r.stdout + r.stderr
    said = r.stdout
    assert "killed worker" in said and "killed the scheduler" in said
    # the first phase stopped on the lost scheduler, saying what was saved and how to go on
    assert "lost the connection to the Dask scheduler" in said and "--resume" in said
    assert "OK: every class broken once" in said
    lines = (out / "results.ndjson").read_text().splitlines()
    classes = [json.loads(x)["class"] for x in lines[1:]]
    assert len(classes) == len(set(classes)) == 200
