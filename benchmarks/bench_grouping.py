"""How long a run takes to list and group its classes into units, and the memory that takes.

A run lists its canonical classes (``core.proofs.tasks_from_partition``) and groups those that differ
only in their last cells into unions (``core.proofs.group_classes``) before it breaks anything; the
4x4 run has 1,068,363 classes. Prints the seconds of each step, the process's peak resident memory
after each, and the units by size.

Examples::

    python benchmarks/bench_grouping.py                 # the 4x4 run
    python benchmarks/bench_grouping.py --size 34
"""
from __future__ import annotations

import argparse
import time
from collections import Counter

from _common import mib, peak_rss_bytes
from bench_break_profile import SETUPS

from core.engine.board import parse_size
from core.proofs import group_classes, tasks_from_partition


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--size", default="44", choices=sorted(SETUPS))
    ap.add_argument("--partition", default=None, help="alphabet partition (default: the size's standard run)")
    args = ap.parse_args()
    geom = parse_size(args.size)
    partition = args.partition or SETUPS[args.size][0]
    t0 = time.process_time()
    tasks = tasks_from_partition(geom, partition)
    t1 = time.process_time()
    print(f"{geom.name} {partition!r}: {len(tasks):,} classes listed in {t1 - t0:.1f} CPU s, "
          f"peak {mib(peak_rss_bytes())}", flush=True)
    units = group_classes(tasks, geom)
    t2 = time.process_time()
    print(f"grouped into {len(units):,} units in {t2 - t1:.1f} CPU s, peak {mib(peak_rss_bytes())}")
    sizes = Counter(len(u.tasks) for u in units)
    print("units by classes: " + ", ".join(f"{n} x {k}" for k, n in sorted(sizes.items(), reverse=True)))


if __name__ == "__main__":
    main()
