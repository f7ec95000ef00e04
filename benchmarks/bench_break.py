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

4x4 (``--size 44``): the published partition (the same groups, corners in two
groups: 1,068,363 canonical classes) at threshold 3500. Breaks a seeded random
sample of canonical classes (drawn without listing them all), timing each class
in CPU seconds of the thread that breaks it (so other programs on a shared
machine do not inflate the figures), and projects the CPU-hours of the whole
4x4 proof with a bootstrap 95% interval (per-class times are very skewed), then
lists the slowest classes with their peak memory. ``--budget`` stops the sample
after that many wall seconds (what finished is saved; ``--resume`` continues it).
With ``--dask`` the sample runs on a local Dask cluster started here, which is
stopped half way and resumed from the results file.

Examples::

    python benchmarks/bench_break.py                       # full 3x3, 1 and 2 workers
    python benchmarks/bench_break.py --sample 2000 --workers 1
    python benchmarks/bench_break.py --hardest 50 --from-results /tmp/3x3-w1.ndjson
    python benchmarks/bench_break.py --size 34 --sample 40 --dask
    python benchmarks/bench_break.py --size 44 --sample 20 --workers 1 --budget 3600
    python benchmarks/bench_break.py --size 44 --sample 6 --workers 2 --dask
"""
from __future__ import annotations

import argparse
import inspect
import json
import os
import sys
import tempfile
import threading
import time
from pathlib import Path

from _common import add_dictionary_argument, bootstrap_total, mib, peak_rss_since_reset, reset_peak_rss

from core.engine.board import parse_size
from core.proofs import REFERENCE_RUNS, BreakTask, read_results, run_break, tasks_from_partition
from core.proofs.classes import canonical_class_count, class_count, parse_partition
from core.proofs.run import summarize_records
from core.proofs.tasks import group_classes, max_union_cells

#: Published CPU-hours of the whole 4x4 proof (an anchor from elsewhere, not this project's figure).
PUBLISHED_4X4_CPU_HOURS = 10_000
#: Where each worker appends one JSON line per class (CPU and wall seconds, peak RSS): set by main().
SIDE_LOG_ENV = "BOGGLE_BENCH_BREAK_LOG"
#: The memory budget in bytes for the CPU-timed breaker (a factory is called without one): set by main().
MEMORY_ENV = "BOGGLE_BENCH_BREAK_MAX_MEMORY"


def report(label: str, summary, total_classes: int | None = None) -> None:
    best = summary.boards[0] if summary.boards else None
    print(f"{label}: classes={summary.done} boards={len(summary.boards)} best={best} "
          f"seconds={summary.seconds:.1f} class_seconds={summary.class_seconds:.1f} "
          f"peak_rss main={mib(summary.peak_rss_main)} worker={mib(summary.peak_rss_worker)}", flush=True)


def run_3x3(args) -> None:
    partition, threshold = REFERENCE_RUNS["33"]
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
    options = _memory_options(args)
    for workers in args.workers:
        results = Path(args.out_dir) / f"3x3-w{workers}.ndjson"
        results.unlink(missing_ok=True)
        summary = run_break(tasks, size=geom, threshold=threshold, wordlist=args.dictionary, workers=workers,
                            results_path=results, progress=_ticker(), group_classes=not args.no_groups, **options)
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
    partition, threshold = REFERENCE_RUNS["34"]
    threshold = args.threshold or threshold
    geom = parse_size("34")
    part = parse_partition(partition, geom)
    all_tasks = tasks_from_partition(geom, partition, seed=args.seed)
    # The run breaks classes that differ only in their last cells as one union each
    # (core.proofs.tasks.group_classes): the sample is the first units of the whole run's
    # grouping, so its classes are grouped as the run's are.
    options = _memory_options(args)
    units = group_classes(all_tasks, geom, max_union_cells(options.get("max_memory")))
    sample = []
    nunits = 0
    for unit in units:
        if len(sample) >= (args.sample or 40):
            break
        sample += unit.tasks
        nunits += 1
    grouped = sum(len(u.tasks) for u in units if u.union is not None)
    print(f"3x4 {partition!r} threshold {threshold}: {class_count(part)} classes, {len(all_tasks)} canonical "
          f"({grouped} of them in {sum(u.union is not None for u in units)} unions); timing a random sample of "
          f"{len(sample)} ({'broken one by one' if args.no_groups else f'{nunits} units'})", flush=True)
    workers = args.workers[0]
    results = Path(args.out_dir) / "3x4-sample.ndjson"
    results.unlink(missing_ok=True)
    summary = run_break(sample, size=geom, threshold=threshold, wordlist=args.dictionary, workers=workers,
                        results_path=results, keep_records=True, progress=_ticker(),
                        group_classes=not args.no_groups, **options)
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
        demo_dask(sample, geom, threshold, args, **options)


def demo_dask(tasks, geom, threshold, args, results: Path | None = None, **run_options):
    """Start on a local Dask cluster, stop part way, resume from the checkpoint; the resumed summary."""
    from dask.distributed import LocalCluster
    if results is None:
        results = Path(args.out_dir) / f"{geom.name}-dask.ndjson"
        results.unlink(missing_ok=True)
    workers = max(1, args.workers[0])
    with LocalCluster(n_workers=workers, threads_per_worker=1, processes=True, dashboard_address=None) as cluster:
        address = cluster.scheduler_address
        print(f"dask: local cluster at {address}", flush=True)
        stop = threading.Event()
        half = len(tasks) // 2

        def progress(p):
            if p.done >= half:
                stop.set()
        first = run_break(tasks, size=geom, threshold=threshold, wordlist=args.dictionary, results_path=results,
                          scheduler=address, cancel=stop, progress=progress, resume=results.exists(), **run_options)
        lines = results.read_text().splitlines()
        print(f"dask: stopped after {first.done}/{first.total} classes (cancelled={first.cancelled}); "
              f"checkpoint has {len(lines) - 1} class lines", flush=True)
        second = run_break(tasks, size=geom, threshold=threshold, wordlist=args.dictionary, results_path=results,
                           scheduler=address, resume=True, **run_options)
        print(f"dask: resumed {second.resumed} classes from the checkpoint, broke {second.done - second.resumed} "
              f"more; done {second.done}/{second.total}, boards {len(second.boards)}, {second.seconds:.1f} s")
        classes = [json.loads(line)["class"] for line in results.read_text().splitlines()[1:]]
        print(f"dask: checkpoint lines {len(classes)}, unique classes {len(set(classes))} "
              f"({'OK' if len(classes) == len(set(classes)) == len(tasks) else 'MISMATCH'})")
    return second

# --------------------------------------------------------------------------------------------
# 4x4: a seeded sample of the published partition, projected to the whole proof


class _CpuTimedBreaker:
    """A :class:`~core.proofs.breaker.Breaker` whose per-class ``seconds`` are CPU seconds of the
    breaking thread (the kernels run in the calling thread), not wall seconds: on a machine
    shared with other work, wall times grow with the load, CPU times do not.

    Each class also appends one JSON line (class, CPU and wall seconds, peak RSS of the worker
    while breaking it) to the file named by ``$BOGGLE_BENCH_BREAK_LOG``, if set.
    """

    def __init__(self, wordlist, geom, rules):
        from core.proofs.breaker import Breaker
        budget = os.environ.get(MEMORY_ENV)
        self.inner = Breaker(wordlist, geom, rules, **({"max_memory": int(budget)} if budget else {}))
        self.log = os.environ.get(SIDE_LOG_ENV)

    def break_class(self, board_class, threshold, trace=False, cancel=None):
        reset_peak_rss()
        cpu, wall = time.thread_time(), time.perf_counter()
        res = self.inner.break_class(board_class, threshold, trace=trace, cancel=cancel)
        res.seconds = time.thread_time() - cpu
        if self.log:
            line = json.dumps({"class": " ".join(str(board_class).split()), "cpu": round(res.seconds, 4),
                               "wall": round(time.perf_counter() - wall, 4), "peak_rss": peak_rss_since_reset(),
                               "pid": os.getpid()})
            fd = os.open(self.log, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
            try:
                os.write(fd, (line + "\n").encode())  # one write per line: workers share the file
            finally:
                os.close(fd)
        return res


def cpu_timed_breaker(wordlist, geom, rules):
    """Breaker factory for :func:`core.proofs.run_break` (module level: workers unpickle it)."""
    return _CpuTimedBreaker(wordlist, geom, rules)


def _memory_options(args) -> dict:
    """``max_memory=`` for run_break when the breaker has a memory budget (and one was asked), printed; the
    CPU-timed breaker reads it from ``$BOGGLE_BENCH_BREAK_MAX_MEMORY`` (set here, before workers start)."""
    os.environ.pop(MEMORY_ENV, None)
    if args.max_memory is None:
        return {}
    if "max_memory" not in inspect.signature(run_break).parameters:
        print("  note: this breaker has no memory budget option yet; --max-memory is ignored", flush=True)
        return {}
    budget = int(args.max_memory * 2**20)
    os.environ[MEMORY_ENV] = str(budget)
    print(f"  memory budget per worker: {mib(budget)}", flush=True)
    return {"max_memory": budget}


def run_4x4(args) -> None:
    partition, threshold = REFERENCE_RUNS["44"]
    threshold = args.threshold or threshold
    geom = parse_size("44")
    part = parse_partition(partition, geom)
    canonical = canonical_class_count(part)
    k = args.sample or 20
    # The classes boggle break and the break window take for these settings: drawn at random without
    # listing the million (the first K of a longer sample are the same).
    tasks = tasks_from_partition(geom, partition, seed=args.seed, limit=k)
    workers = args.workers[0]
    where = "a local Dask cluster" if args.dask else ("this process" if workers == 1 else f"{workers} processes")
    print(f"4x4 {partition!r} threshold {threshold}: {class_count(part):,} classes, {canonical:,} canonical; "
          f"breaking a random sample of {k} (seed {args.seed}) on {where}", flush=True)
    results = Path(args.out_dir) / f"4x4-t{threshold}-seed{args.seed}-k{k}{'-dask' if args.dask else ''}.ndjson"
    side_log = results.with_suffix(".classes.jsonl")
    if not args.resume:
        results.unlink(missing_ok=True)
        side_log.unlink(missing_ok=True)
    os.environ[SIDE_LOG_ENV] = str(side_log)   # before any worker starts: they inherit it
    print(f"  results file: {results}" + ("  (resuming)" if args.resume and results.exists() else ""), flush=True)

    # Imported by name (not as __main__) so pool and Dask workers can unpickle the factory.
    import bench_break
    options = {"breaker_factory": bench_break.cpu_timed_breaker, "group_classes": not args.no_groups,
               **_memory_options(args)}
    stop = threading.Event()
    timer = None
    if args.budget:
        timer = threading.Timer(args.budget, stop.set)
        timer.daemon = True
        timer.start()
    started = time.perf_counter()
    try:
        if args.dask:
            summary = demo_dask(tasks, geom, threshold, args, results=results, **options)
        else:
            summary = run_break(tasks, size=geom, threshold=threshold, wordlist=args.dictionary, workers=workers,
                                results_path=results, resume=args.resume and results.exists(), cancel=stop,
                                progress=_class_printer(k), **options)
    finally:
        if timer is not None:
            timer.cancel()
    wall = time.perf_counter() - started
    _, records = read_results(results)
    wanted = {t.class_text for t in tasks}
    records = [r for r in records if r.class_text in wanted]
    print(f"sample: {len(records)} of {k} classes finished in {wall:.0f} s wall this session"
          + (f" (stopped by --budget {args.budget:.0f} s: {k - len(records)} not run or dropped in flight; "
             f"resume with --resume)" if summary.cancelled else ""), flush=True)
    if not records:
        return
    _project_4x4(records, canonical, side_log, summary)


def _class_printer(total: int):
    def progress(p):
        rec = p.last
        if rec is None:
            return
        print(f"  class {p.done:>3}/{total} #{rec.class_id}: {rec.seconds:8.2f} CPU s, {rec.nodes:>12,} nodes, "
              f"root bound {rec.root_bound}, {len(rec.bound_history)} levels, {len(rec.boards)} board(s)",
              flush=True)
    return progress


def _project_4x4(records, canonical: int, side_log: Path, summary) -> None:
    import numpy as np
    times = np.array([r.seconds for r in records])
    order = np.sort(times)
    print(f"  CPU s per class: mean {times.mean():.2f}, median {np.median(times):.2f}, "
          f"90th percentile {np.percentile(times, 90):.2f}, max {order[-1]:.2f}; "
          f"sum {times.sum():.1f} CPU s over {len(times)} classes")
    est, low, high = bootstrap_total(times, canonical)
    hours = [v / 3600 for v in (est, low, high)]
    print(f"projected whole 4x4 proof ({canonical:,} classes) on this machine: {hours[0]:,.0f} CPU-hours "
          f"(95% bootstrap interval {hours[1]:,.0f} - {hours[2]:,.0f}, 10,000 resamples of {len(times)} class "
          f"times) = {hours[0] / 24:,.0f} days on one core, {hours[0] / 48:,.0f} days on both cores")
    if len(times) < 100:
        print("  (a small sample of very skewed times: the interval misses classes rarer than about "
              f"1 in {len(times)}; the true mean is more likely above it than below)")
    print(f"  anchor, published elsewhere (not this project's): about {PUBLISHED_4X4_CPU_HOURS:,} CPU-hours "
          f"for the whole proof after its last optimisation, on a 192-core cloud machine")
    boards = summarize_records(records)
    print(f"  boards >= threshold in the sample: {len(boards)}"
          + (": " + ", ".join(f"{b} {s}" for b, s in boards[:5]) if boards else ""))
    side = {}
    if side_log.exists():
        for line in side_log.read_text().splitlines():
            try:
                entry = json.loads(line)
            except ValueError:
                continue
            side[entry["class"]] = entry
    # The side log also holds each worker's warm-up classes: only the sample's count.
    peaks = [side[r.class_text]["peak_rss"] for r in records if side.get(r.class_text, {}).get("peak_rss")]
    if peaks:
        print(f"  peak RSS per worker while breaking a class: median {mib(int(np.median(peaks)))}, "
              f"max {mib(max(peaks))} (whole process: word list, kernels, and buffers kept from earlier classes)")
    else:
        print(f"  peak RSS: main {mib(summary.peak_rss_main)}, largest worker {mib(summary.peak_rss_worker)}")
    slowest = sorted(records, key=lambda r: -r.seconds)[:10]
    print("slowest classes (CPU s, wall s, peak RSS, nodes, root bound, bound per level; class):")
    for r in slowest:
        e = side.get(r.class_text, {})
        wall = f"{e['wall']:8.1f}" if "wall" in e else "       ?"
        rss = mib(e["peak_rss"]) if e.get("peak_rss") else "?"
        print(f"  {r.seconds:8.2f} {wall} {rss:>9} {r.nodes:>13,} {r.root_bound:>6}  "
              f"{' > '.join(map(str, r.bound_history))}; #{r.class_id}: {r.class_text}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--size", default="33", choices=sorted(REFERENCE_RUNS))
    ap.add_argument("--threshold", type=int, default=None)
    ap.add_argument("--workers", type=int, nargs="+", default=None, help="worker counts to time (default 1 2)")
    ap.add_argument("--sample", type=int, default=None, help="run only K classes of the shuffled order")
    ap.add_argument("--hardest", type=int, default=None, help="time the K hardest classes of --from-results")
    ap.add_argument("--from-results", default=None, help="results file of a previous full run")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--no-groups", action="store_true",
                    help="break the classes one by one, not as unions (to compare)")
    ap.add_argument("--dask", action="store_true",
                    help="3x4: also start/stop/resume on a local Dask cluster; 4x4: run the sample there")
    ap.add_argument("--budget", type=float, default=None, metavar="SECONDS",
                    help="4x4: start no class after this many wall seconds (finished classes are saved; with "
                         "one worker the class in progress finishes, with more it is dropped)")
    ap.add_argument("--resume", action="store_true", help="4x4: continue the sample's results file")
    ap.add_argument("--max-memory", type=float, default=None, metavar="MIB",
                    help="memory budget per worker (3x4 samples are then grouped as a budgeted run groups them)")
    add_dictionary_argument(ap)
    ap.add_argument("--out-dir", default=tempfile.gettempdir(), help="where results files go")
    args = ap.parse_args()
    if not Path(args.dictionary).is_file():
        sys.exit(f"word list not found: {args.dictionary} (set BOGGLE_ENABLE2K)")
    if args.workers is None:
        args.workers = [1, 2] if args.size == "33" else [2]
    if args.size == "33":
        run_3x3(args)
    elif args.size == "34":
        run_3x4(args)
    else:
        run_4x4(args)


if __name__ == "__main__":
    main()
