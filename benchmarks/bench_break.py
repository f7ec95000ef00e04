"""Benchmark the class breaker driver (``core.proofs.run``).

3x3 (default): the full run with ENABLE2K at threshold 500 over the partition
'bdfgjqvwxz aeiou lnrsy chkmpt' (34,960 canonical classes), with 1 and 2 workers.
Prints classes, boards found (expect 42 canonical boards, best deslatper 545),
seconds and peak RSS. ``--sample K`` runs a shuffled slice instead; ``--hardest 50``
times the 50 hardest classes listed by a previous full run's results file.

3x4 (``--size 34``): classes 'aeijou bcdfgmpqvwxz hklnrsty, corner:aeiosuy
bcdfghjklmnpqrtvwxz' at threshold 1500. Times a random sample of classes and
projects the full run; with ``--dask`` it also starts the run on a local Dask
cluster, stops it part way, and resumes it from the checkpoint file.

Examples::

    python benchmarks/bench_break.py                       # full 3x3, 1 and 2 workers
    python benchmarks/bench_break.py --sample 2000 --workers 1
    python benchmarks/bench_break.py --hardest 50 --from-results /tmp/3x3-w1.ndjson
    python benchmarks/bench_break.py --size 34 --sample 40 --dask
"""
from __future__ import annotations

import argparse
import json
import sys
import tempfile
import threading
import time
from pathlib import Path

from _common import add_dictionary_argument, mib

from core.engine.board import parse_size
from core.proofs import BreakTask, read_results, run_break, tasks_from_partition
from core.proofs.classes import class_count, parse_partition

SETUPS = {
    "33": ("bdfgjqvwxz aeiou lnrsy chkmpt", 500),
    "34": ("aeijou bcdfgmpqvwxz hklnrsty, corner:aeiosuy bcdfghjklmnpqrtvwxz", 1500),
}


def report(label: str, summary, total_classes: int | None = None) -> None:
    best = summary.boards[0] if summary.boards else None
    print(f"{label}: classes={summary.done} boards={len(summary.boards)} best={best} "
          f"seconds={summary.seconds:.1f} class_seconds={summary.class_seconds:.1f} "
          f"peak_rss main={mib(summary.peak_rss_main)} worker={mib(summary.peak_rss_worker)}", flush=True)


def run_3x3(args) -> None:
    partition, threshold = SETUPS["33"]
    threshold = args.threshold or threshold
    geom = parse_size("33")
    if args.hardest:
        if not args.from_results:
            sys.exit("--hardest needs --from-results FILE (a previous full run's results)")
        _, records = read_results(args.from_results)
        records.sort(key=lambda r: -r.seconds)
        tasks = [BreakTask(r.class_id, r.class_text) for r in records[: args.hardest]]
        print(f"{len(tasks)} hardest classes of {len(records)} (by the times in {args.from_results}); "
              f"their recorded time {sum(r.seconds for r in records[:args.hardest]):.2f} s")
    else:
        tasks = tasks_from_partition(geom, partition, seed=args.seed, limit=args.sample)
    print(f"3x3 {partition!r} threshold {threshold}: {len(tasks)} classes", flush=True)
    for workers in args.workers:
        results = Path(args.out_dir) / f"3x3-w{workers}.ndjson"
        results.unlink(missing_ok=True)
        summary = run_break(tasks, size=geom, threshold=threshold, wordlist=args.dictionary, workers=workers,
                            results_path=results, progress=_ticker())
        report(f"workers={workers}", summary)
        print(f"  results file: {results}")
        if summary.boards:
            print("  top boards: " + ", ".join(f"{b} {s}" for b, s in summary.boards[:5]))
        if args.sample is None and not args.hardest:
            ok = len(summary.boards) == 42 and summary.boards[0] == ("deslatper", 545)
            print(f"  expected 42 canonical boards, best deslatper 545: {'OK' if ok else 'MISMATCH'}")
        _, records = read_results(results)
        records.sort(key=lambda r: -r.seconds)
        top = records[:50]
        print(f"  50 hardest classes took {sum(r.seconds for r in top):.2f} s in total "
              f"(hardest {top[0].seconds:.3f} s: {top[0].class_text})" if top else "")


def _ticker(every: float = 30.0):
    last = [time.monotonic()]

    def progress(p):
        now = time.monotonic()
        if now - last[0] >= every:
            last[0] = now
            eta = f"{p.eta_seconds:.0f}s" if p.eta_seconds is not None else "?"
            print(f"    {p.done}/{p.total} classes, {p.rate:.1f}/s, ETA {eta}, boards {p.boards_found}",
                  file=sys.stderr, flush=True)
    return progress


def run_3x4(args) -> None:
    partition, threshold = SETUPS["34"]
    threshold = args.threshold or threshold
    geom = parse_size("34")
    part = parse_partition(partition, geom)
    all_tasks = tasks_from_partition(geom, partition, seed=args.seed)
    sample = all_tasks[: args.sample or 40]
    print(f"3x4 {partition!r} threshold {threshold}: {class_count(part)} classes, {len(all_tasks)} canonical; "
          f"timing a random sample of {len(sample)}", flush=True)
    workers = args.workers[0]
    results = Path(args.out_dir) / "3x4-sample.ndjson"
    results.unlink(missing_ok=True)
    summary = run_break(sample, size=geom, threshold=threshold, wordlist=args.dictionary, workers=workers,
                        results_path=results, keep_records=True, progress=_ticker())
    report(f"sample workers={workers}", summary)
    per_class = summary.class_seconds / max(1, summary.done)
    times = sorted(r.seconds for r in summary.records)
    print(f"  per class: mean {per_class:.3f} s, median {times[len(times) // 2]:.3f} s, max {times[-1]:.3f} s")
    projected = per_class * len(all_tasks)
    print(f"  projected full run: {projected:.0f} CPU-seconds = {projected / 3600:.1f} h on one core, "
          f"{projected / 3600 / 2:.1f} h on 2 (sample of {len(sample)}: a rough figure, times are very skewed)")
    if summary.boards:
        print("  boards found in the sample: " + ", ".join(f"{b} {s}" for b, s in summary.boards))
    if args.dask:
        demo_dask(sample, geom, threshold, args)


def demo_dask(tasks, geom, threshold, args) -> None:
    """Start on a local Dask cluster, stop part way, resume from the checkpoint."""
    from dask.distributed import LocalCluster
    results = Path(args.out_dir) / f"{geom.name}-dask.ndjson"
    results.unlink(missing_ok=True)
    with LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None) as cluster:
        address = cluster.scheduler_address
        print(f"dask: local cluster at {address}", flush=True)
        stop = threading.Event()
        half = len(tasks) // 2

        def progress(p):
            if p.done >= half:
                stop.set()
        first = run_break(tasks, size=geom, threshold=threshold, wordlist=args.dictionary, results_path=results,
                          scheduler=address, cancel=stop, progress=progress)
        lines = results.read_text().splitlines()
        print(f"dask: stopped after {first.done}/{first.total} classes (cancelled={first.cancelled}); "
              f"checkpoint has {len(lines) - 1} class lines", flush=True)
        second = run_break(tasks, size=geom, threshold=threshold, wordlist=args.dictionary, results_path=results,
                           scheduler=address, resume=True)
        print(f"dask: resumed {second.resumed} classes from the checkpoint, broke {second.done - second.resumed} "
              f"more; done {second.done}/{second.total}, boards {len(second.boards)}, {second.seconds:.1f} s")
        classes = [json.loads(line)["class"] for line in results.read_text().splitlines()[1:]]
        print(f"dask: checkpoint lines {len(classes)}, unique classes {len(set(classes))} "
              f"({'OK' if len(classes) == len(set(classes)) == len(tasks) else 'MISMATCH'})")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--size", default="33", choices=sorted(SETUPS))
    ap.add_argument("--threshold", type=int, default=None)
    ap.add_argument("--workers", type=int, nargs="+", default=None, help="worker counts to time (default 1 2)")
    ap.add_argument("--sample", type=int, default=None, help="run only K classes of the shuffled order")
    ap.add_argument("--hardest", type=int, default=None, help="time the K hardest classes of --from-results")
    ap.add_argument("--from-results", default=None, help="results file of a previous full run")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--dask", action="store_true", help="3x4: also start/stop/resume on a local Dask cluster")
    add_dictionary_argument(ap)
    ap.add_argument("--out-dir", default=tempfile.gettempdir(), help="where results files go")
    args = ap.parse_args()
    if not Path(args.dictionary).is_file():
        sys.exit(f"word list not found: {args.dictionary} (set BOGGLE_ENABLE2K)")
    if args.workers is None:
        args.workers = [1, 2] if args.size == "33" else [2]
    if args.size == "33":
        run_3x3(args)
    else:
        run_3x4(args)


if __name__ == "__main__":
    main()
