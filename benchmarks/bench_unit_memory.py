"""Where a 4x4 run unit's memory goes: each phase's share of the process's peak.

A 4x4 run breaks the classes that differ only in their corners as one union (``core.proofs.group_classes``;
``bench_vs_reference.run_unit`` finds a class's unit). This script breaks the units of the given class
ids in one process, as a run's worker does (ENABLE2K, threshold 3500, the published partition), and
prints per unit: CPU seconds, the process's peak resident memory while breaking it (the peak is reset
before each unit) and when it came, the path records, the built tree's and the forces' arena words,
and the sort's records with their scratch (the largest part's, for a union split for its paths). A
thread samples the resident size every 20 ms, so the time of the peak tells the phase: collecting and
sorting paths first, then the build, then the forces.

Examples::

    python benchmarks/bench_unit_memory.py --ids 86954,1876165,157179
"""
from __future__ import annotations

import argparse
import threading
import time

from _common import add_dictionary_argument, mib, peak_rss_since_reset, reset_peak_rss
from bench_vs_reference import PARTITION, THRESHOLD, run_unit

from core.engine.board import parse_size
from core.engine.wordlist import load_wordlist
from core.proofs import Breaker
from core.proofs.breaker import current_rss_bytes
from core.proofs.classes import parse_class, parse_partition
from core.proofs.orderly import WORD_BYTES


class Sampler:
    """The process's resident size every ``interval`` seconds, from a thread, and when it peaked."""

    def __init__(self, interval: float = 0.02):
        self.interval = interval
        self.start = time.monotonic()
        self.peak = (0.0, 0)
        self._stop = threading.Event()
        threading.Thread(target=self._run, daemon=True).start()

    def reset(self) -> None:
        self.start = time.monotonic()
        self.peak = (0.0, 0)

    def _run(self) -> None:
        while not self._stop.wait(self.interval):
            now = current_rss_bytes()
            if now > self.peak[1]:
                self.peak = (time.monotonic() - self.start, now)

    def stop(self) -> None:
        self._stop.set()


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--ids", required=True, help="class ids (comma-separated) whose units to break")
    add_dictionary_argument(ap)
    args = ap.parse_args()
    geom = parse_size("44")
    part = parse_partition(PARTITION, geom)
    units = [(int(x), run_unit(part, int(x))) for x in args.ids.split(",")]
    breaker = Breaker(load_wordlist(args.dictionary), geom)
    warm = parse_class(" ".join("st" if i % 2 else "ae" for i in range(16)), geom)
    breaker.break_class(warm, 10**9)   # compiles the kernels
    sampler = Sampler()
    print(f"process after warm-up: {mib(current_rss_bytes())}", flush=True)
    sort_bytes = breaker._orderly.record_bytes()   # a record and its share of the sort's scratch
    for cid, unit in units:
        text = unit.union or unit.tasks[0].class_text
        reset_peak_rss()
        sampler.reset()
        c0 = time.process_time()
        res = breaker.break_class(parse_class(text, geom), THRESHOLD)
        cpu = time.process_time() - c0
        st = res.stats
        when, _ = sampler.peak
        # a union split for its paths holds one part's records and tree at a time: the largest counts
        parts = f" in {st.parts} parts (the largest {st.part_paths / 1e6:.2f}M)" if st.parts > 1 else ""
        print(f"{cid} (unit of {len(unit.tasks)}): {cpu:.1f} CPU s, peak {mib(peak_rss_since_reset() or 0)} "
              f"at {when:.1f} s; paths {st.n_paths / 1e6:.2f}M ({st.n_paths_uniq / 1e6:.2f}M unique){parts}, "
              f"sort {mib(st.part_paths * sort_bytes)}, tree {mib(st.init_words * WORD_BYTES)}, "
              f"forces' peak {mib(st.peak_words * WORD_BYTES)}; root bound {res.root_bound}; "
              f"{st.boards_tested:,} boards listed, {st.boards_searched:,} of them searched", flush=True)
    sampler.stop()


if __name__ == "__main__":
    main()
