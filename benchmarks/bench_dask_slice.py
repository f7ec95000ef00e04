"""A slice of a proof on a local Dask cluster, through ``boggle break --scheduler``, with one worker
killed and the scheduler restarted mid-run: every class of the slice must end up in the results
file exactly once, with the boards a plain run finds.

The cluster is a ``dask scheduler`` and ``--workers`` single-threaded ``dask worker`` processes, all
listening on 127.0.0.1 only, started here as separate processes so they can be killed. The run is the
CLI itself, as a user starts it:

1. ``boggle break ... --scheduler ADDRESS --results FILE`` starts;
2. once ``--kill-worker-at`` of the slice is in the results file, one worker is killed (SIGKILL);
   the run must go on with the others (Dask runs the lost worker's classes again) and a new
   worker is started in its place, as a cluster manager would;
3. once ``--restart-at`` of the slice is in, the scheduler and its workers are killed; the run must
   stop with a clear message naming what was saved, and a non-zero exit;
4. a new scheduler and workers start, and ``boggle break ... --resume`` finishes the slice.

Then the results file is checked: its class lines are the slice's classes, each once. Reported: the
wall time of each phase, the classes each broke, the seconds of breaking the results record (each
worker's time for a class or union, a union's shared among its classes), the boards found, the
machine's load.

Which slice: ``--limit K`` (the first K classes of the run's shuffled order, ``--seed``; a
representative sample of the proof, as ``boggle break --limit`` breaks) or ``--first K`` (the K
smallest canonical class ids, the start of the proof in id order, listed in a ``--classes`` file:
boards rich in vowels, far cheaper per class than the proof's mean).

Examples::

    python benchmarks/bench_dask_slice.py --size 34 --threshold 1500 --limit 300   # a quick check
    python benchmarks/bench_dask_slice.py --size 44 --first 2000 --out-dir /work/runs/dask44
"""
from __future__ import annotations

import argparse
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from _common import ROOT, add_dictionary_argument

from core.engine.board import parse_size
from core.proofs import REFERENCE_RUNS
from core.proofs.classes import canonical_class_ids, class_from_id, parse_partition, run_class_ids

#: How long a phase may take before the benchmark gives up on it (a hung run is a failure too).
PHASE_TIMEOUT = 6 * 3600


class Cluster:
    """A Dask scheduler and single-threaded workers as separate processes on 127.0.0.1."""

    def __init__(self, workdir: Path, workers: int, tag: str):
        self.log = open(workdir / f"cluster-{tag}.log", "a")
        info = workdir / f"scheduler-{tag}.json"
        info.unlink(missing_ok=True)
        self.scheduler = subprocess.Popen(
            [sys.executable, "-m", "distributed.cli.dask_scheduler", "--host", "127.0.0.1", "--port", "0",
             "--no-dashboard", "--scheduler-file", str(info)], stdout=self.log, stderr=self.log)
        deadline = time.monotonic() + 120
        while not (info.exists() and info.read_text().strip()):
            if time.monotonic() > deadline or self.scheduler.poll() is not None:
                self.kill()
                sys.exit(f"the Dask scheduler did not start (see {self.log.name})")
            time.sleep(0.2)
        self.address = json.loads(info.read_text())["address"]
        if not self.address.startswith("tcp://127.0.0.1:"):
            self.kill()
            sys.exit(f"the Dask scheduler listens on {self.address}, not 127.0.0.1")
        self.workers = [self.start_worker() for _ in range(workers)]

    def start_worker(self) -> subprocess.Popen:
        return subprocess.Popen(
            [sys.executable, "-m", "distributed.cli.dask_worker", self.address, "--host", "127.0.0.1",
             "--nthreads", "1", "--nworkers", "1", "--no-dashboard"], stdout=self.log, stderr=self.log,
            start_new_session=True)

    def kill_worker(self, index: int) -> int:
        """SIGKILL worker ``index`` (its whole process group: the nanny and the worker it runs)."""
        victim = self.workers[index]
        os.killpg(victim.pid, signal.SIGKILL)
        victim.wait(30)
        return victim.pid

    def kill(self) -> None:
        for w in self.workers if hasattr(self, "workers") else ():
            if w.poll() is None:
                os.killpg(w.pid, signal.SIGKILL)
            w.wait(30)
        if self.scheduler.poll() is None:
            self.scheduler.kill()
        self.scheduler.wait(30)
        self.log.close()


def class_lines(results: Path) -> list[dict]:
    """The class records of a results file (its first line is the run's header); a torn last line
    (a run killed mid-write) is left out, as ``--resume`` cuts it off."""
    if not results.exists():
        return []
    out = []
    for line in results.read_text().splitlines()[1:]:
        try:
            out.append(json.loads(line))
        except json.JSONDecodeError:
            pass
    return out


class ClassCount:
    """The class lines a results file holds so far (complete lines after its header), read on from
    where the last call stopped, so that watching a long run does not read its file again and again."""

    def __init__(self, results: Path):
        self.results, self.offset, self.lines = results, 0, 0

    def __call__(self) -> int:
        if self.results.exists():
            with open(self.results, "rb") as f:
                f.seek(self.offset)
                chunk = f.read()
            self.offset += len(chunk)
            self.lines += chunk.count(b"\n")
        return max(0, self.lines - 1)


def run_phase(cmd: list[str], results: Path, log: Path, when=None) -> tuple[int, float]:
    """Run the CLI to its end, calling ``when(lines)`` every half second with the results' class count;
    its exit code and wall seconds."""
    count = ClassCount(results)
    t0 = time.perf_counter()
    with open(log, "a") as out:
        proc = subprocess.Popen(cmd, stdout=out, stderr=out, env={**os.environ, "PYTHONPATH": str(ROOT)})
        while proc.poll() is None:
            if time.perf_counter() - t0 > PHASE_TIMEOUT:
                proc.kill()
                sys.exit(f"a phase ran past {PHASE_TIMEOUT} s: {' '.join(cmd)}")
            if when is not None:
                when(count())
            time.sleep(0.5)
    return proc.returncode, time.perf_counter() - t0


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--size", default="44")
    ap.add_argument("--threshold", type=int, default=None, help="default: the published proof's")
    ap.add_argument("--partition", default=None, help="default: the published proof's")
    which = ap.add_mutually_exclusive_group(required=True)
    which.add_argument("--limit", type=int, help="the first K classes of the run's shuffled order")
    which.add_argument("--first", type=int, help="the K smallest canonical class ids")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--workers", type=int, default=2, help="Dask worker processes (one thread each)")
    ap.add_argument("--kill-worker-at", type=float, default=0.25, help="fraction of the slice done")
    ap.add_argument("--restart-at", type=float, default=0.6, help="fraction of the slice done")
    ap.add_argument("--out-dir", type=Path, default=Path("/tmp/bench_dask_slice"))
    add_dictionary_argument(ap)
    args = ap.parse_args()
    if not 0 < args.kill_worker_at < args.restart_at < 1:
        sys.exit("need 0 < --kill-worker-at < --restart-at < 1")
    if args.workers < 2:
        sys.exit("--workers must be at least 2: the run goes on with the others while one is killed")
    geom = parse_size(args.size)
    published = REFERENCE_RUNS.get(f"{geom.width}{geom.height}")
    if published is None and (args.threshold is None or args.partition is None):
        sys.exit(f"no published proof for {geom.name}: give --threshold and --partition")
    threshold = args.threshold if args.threshold is not None else published.threshold
    partition = args.partition or published.partition
    part = parse_partition(partition, geom)

    args.out_dir.mkdir(parents=True, exist_ok=True)
    results = args.out_dir / "results.ndjson"
    for old in (results, args.out_dir / "run.log"):
        old.unlink(missing_ok=True)
    boggle = [sys.executable, "-c", "import sys; from core.cli import main; sys.exit(main())", "break",
              "--size", geom.name, "--threshold", str(threshold), "--dictionary", args.dictionary,
              "--results", str(results), "--per-class"]
    if args.limit is not None:
        expected = run_class_ids(part, limit=args.limit, seed=args.seed)
        boggle += ["--partition", partition, "--limit", str(args.limit), "--seed", str(args.seed)]
        slice_text = f"the first {args.limit} classes of shuffle seed {args.seed}"
    else:
        expected = [int(i) for i in canonical_class_ids(part)[:args.first]]
        listing = args.out_dir / "classes.txt"
        listing.write_text("".join(f"{class_from_id(part, i)}\n" for i in expected))
        boggle += ["--classes", str(listing)]
        slice_text = f"the {args.first} smallest canonical class ids"
    total = len(expected)
    print(f"{geom.name}, threshold {threshold}, {slice_text} ({total} classes), {args.workers} Dask workers; "
          f"load {os.getloadavg()[0]:.2f}; files in {args.out_dir}", flush=True)

    cluster = Cluster(args.out_dir, args.workers, "1")
    events = {}

    def first_phase(lines: int) -> None:
        if "worker killed" not in events and lines >= args.kill_worker_at * total:
            pid = cluster.kill_worker(0)
            events["worker killed"] = lines
            cluster.workers[0] = cluster.start_worker()
            print(f"  killed worker {pid} at {lines}/{total} classes; started another", flush=True)
        if "scheduler killed" not in events and lines >= args.restart_at * total:
            cluster.kill()
            events["scheduler killed"] = lines
            print(f"  killed the scheduler and its workers at {lines}/{total} classes", flush=True)

    try:
        code1, wall1 = run_phase(boggle + ["--scheduler", cluster.address], results, args.out_dir / "run.log",
                                 first_phase)
    finally:
        cluster.kill()
    done1 = len(class_lines(results))
    said = (args.out_dir / "run.log").read_text().strip().splitlines()
    print(f"phase 1: exit {code1} after {wall1:.0f} s, {done1} classes in the results; it said: "
          f"{said[-1] if said else '(nothing)'}", flush=True)
    if "scheduler killed" not in events:
        sys.exit("the run ended before the scheduler could be killed: use a larger slice or a lower --restart-at")

    cluster = Cluster(args.out_dir, args.workers, "2")
    try:
        code2, wall2 = run_phase(boggle + ["--scheduler", cluster.address, "--resume"], results,
                                 args.out_dir / "run.log")
    finally:
        cluster.kill()
    records = class_lines(results)
    print(f"phase 2 (--resume on a new scheduler): exit {code2} after {wall2:.0f} s, "
          f"{len(records) - done1} more classes", flush=True)

    # classes by their text: a --classes file's records carry no id
    ids = [r["class"] for r in records]
    want = {str(class_from_id(part, i)) for i in expected}
    dupes = len(ids) - len(set(ids))
    missing = want - set(ids)
    extra = set(ids) - want
    boards = sorted({(b, s) for r in records for b, s in r.get("boards", [])}, key=lambda x: -x[1])
    cpu = sum(r.get("seconds", 0.0) for r in records)
    print(f"results: {len(ids)} class lines, {len(set(ids))} classes, {dupes} twice, {len(missing)} missing, "
          f"{len(extra)} not in the slice; {cpu:,.0f} s of breaking recorded (the workers' time a class, a "
          f"union's shared among its classes: {cpu / max(1, len(ids)):.2f} s a class); "
          f"wall {wall1 + wall2:,.0f} s; boards >= {threshold}: {len(boards)}; load {os.getloadavg()[0]:.2f}")
    ok = code1 != 0 and code2 == 0 and not dupes and not missing and not extra
    print("OK: every class broken once" if ok else "FAILED")
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
