"""Board statistics speed: boards sampled per second, and the board-count estimator.

Usage: python benchmarks/bench_stats.py [--dictionary PATH] [--boards N] [--samples N] [--repeat R]

Figures printed:
- seconds and boards/s to roll and census N New-dice boards (score, distinct
  words, word lengths, per-word board counts), on one thread and on all cores,
  best of R passes after an untimed warm-up; the target is 100,000 boards in
  under 10 s;
- the census against plain scoring (``Solver.score_many``) on the same boards:
  the price of counting words;
- grids/s of the compiled matching kernel behind ``boggle count-boards``, and the
  Python matching in ``core.dice.can_roll`` on a small slice for comparison;
- the New-dice figures measured (mean points and words, top 3-letter words,
  feasible share), next to the published ones.
"""
from __future__ import annotations

import argparse
import os
import time

import numpy as np
from _common import add_dictionary_argument, best_of, mib, peak_rss_bytes


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    add_dictionary_argument(ap)
    ap.add_argument("--boards", type=int, default=100_000)
    ap.add_argument("--samples", type=int, default=2_000_000)
    ap.add_argument("--repeat", type=int, default=2)
    args = ap.parse_args()

    from core.engine.board import letters_to_string
    from core.engine.dice import can_roll
    from core.engine.solver import Solver
    from core.engine.wordlist import load_wordlist
    from core.stats import census as stats

    wl = load_wordlist(args.dictionary)
    cores = os.cpu_count() or 1
    print(f"word list: {wl.name} ({len(wl)} words, {wl.nnodes} nodes); cores: {cores}")
    stats.sample_boards("new", wl, n=2000, seed=0, threads=1)  # warm-up: JIT or cache load
    sample = None
    for threads in sorted({1, cores}):
        dt, sample = best_of(lambda t=threads: stats.sample_boards("new", wl, n=args.boards, seed=1, threads=t),
                             args.repeat)
        print(f"stats new boards={args.boards:,} threads={threads} seconds={dt:.3f} "
              f"boards_per_second={args.boards / dt:,.0f} target_under_10s={'yes' if dt < 10 else 'NO'}")
    solver = Solver(wl)
    dt, _ = best_of(lambda: solver.score_many(sample.boards, "44", threads=1), args.repeat)
    print(f"score_many only (same boards, 1 thread): seconds={dt:.3f} boards_per_second={args.boards / dt:,.0f}")

    stats.estimate_board_count("new", 10_000, seed=0, threads=1)  # warm-up
    for threads in sorted({1, cores}):
        dt, est = best_of(lambda t=threads: stats.estimate_board_count("new", args.samples, seed=1, threads=t),
                          args.repeat)
        print(f"count-boards new samples={args.samples:,} threads={threads} seconds={dt:.3f} "
              f"grids_per_second={args.samples / dt:,.0f}")
    grids = np.random.default_rng(0).integers(0, 26, (20_000, 16)).astype(np.int8)
    t = time.perf_counter()
    slow = [can_roll("new", letters_to_string(g)) for g in grids]
    dt_py = time.perf_counter() - t
    assert stats.can_roll_many("new", grids).tolist() == slow
    print(f"core.engine.dice.can_roll (Python) grids_per_second={len(grids) / dt_py:,.0f}")

    s = stats.summarize(sample)
    print(f"measured New dice: mean_score={s.mean_score:.2f} (published 141) mean_words={s.mean_words:.2f} "
          f"(published 98.5)")
    print("top 3-letter words: " + ", ".join(f"{w} {100 * p:.1f}%" for w, p in s.common_words[3][:6])
          + " (published: toe, tee, ten, net at 18-19%)")
    print(f"feasible share: {100 * est.share:.3f}% [{100 * est.share_low:.3f}, {100 * est.share_high:.3f}] "
          f"-> {est.boards:.3e} boards (published 8.4%, 4.6e20)")
    print(f"peak RSS: {mib(peak_rss_bytes())}")


if __name__ == "__main__":
    main()
