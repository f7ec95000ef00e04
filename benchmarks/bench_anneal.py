"""Annealing and hill-climbing benchmark with ENABLE2K: success rates and speed.

Usage: python benchmarks/bench_anneal.py [--dictionary PATH] [--seeds N] [--quick]
       [--only 33|44|hill] [--seconds-3x3 T] [--seconds-4x4 T]

Figures printed (one core, the default tuned schedule of each size):
- 3x3: for seeds 0..N-1, whether annealing reaches the proven optimum 545 within
  10 s, and when; the success rate.
- 4x4: for seeds 0..N-1, whether annealing reaches 3,500 within 40 s, and whether
  (and when) it finds perslatgsineters (3625, the proven optimum) within that time
  (use --seconds-4x4 to give it longer).
- iterations (annealing generations) per second and boards scored per second.
  Times are measured per run while the chunked kernel runs; the generation at which
  a threshold was reached is also printed, since it does not depend on the load.
- hill climbing with a pool of 250 on 4x4: best score, iterations, time (one seed).
Timings depend on the load of the machine; the figures say what was measured.
--quick runs 3 seeds with shorter limits (a smoke test, not the target figures).
"""
from __future__ import annotations

import argparse
import time

from _common import add_dictionary_argument, mib, peak_rss_bytes

OPTIMUM_4X4 = "perslatgsineters"


def run_seed(solver, size, seed, seconds, thresholds):
    """Anneal one seed for ``seconds``; the (seconds, generation) at which each threshold was first reached."""
    from core.search.anneal import Annealer
    annealer = Annealer(solver, size, seed=seed)
    reached: dict[int, float] = {}
    top = max(thresholds)

    def on_chunk(an, new):
        for t in thresholds:
            if t not in reached and an.best_score >= t:
                reached[t] = (an.seconds, an.generation)

    result = annealer.run(seconds=seconds, chunk=1000, callback=on_chunk,
                          should_stop=lambda: top in reached)
    return result, reached


def bench_size(solver, size, seeds, seconds, thresholds, label_of):
    print(f"\n== {size}: {len(seeds)} seeds, {seconds:g} s each, one core ==")
    print(f"{'seed':>5} {'best':>6} {'generations':>12} {'iter/s':>8} {'boards/s':>9}  "
          + "  ".join(f"{label_of(t):>15}" for t in thresholds) + "  board")
    print("(threshold columns: seconds and generation at which the best first reached it; generations do not "
          "depend on the machine's load)")
    hits = {t: [] for t in thresholds}
    gens = evals = secs = 0.0
    for seed in seeds:
        result, reached = run_seed(solver, size, seed, seconds, thresholds)
        gens += result.generations
        evals += result.evaluations
        secs += result.seconds
        cells = []
        for t in thresholds:
            if t in reached:
                hits[t].append(reached[t][0])
                cells.append(f"{reached[t][0]:>7.1f}s@{reached[t][1] // 1000:>5}k")
            else:
                cells.append(f"{'-':>15}")
        print(f"{seed:>5} {result.best_score:>6} {result.generations:>12} {result.generations / result.seconds:>8.0f} "
              f"{result.evaluations / result.seconds:>9.0f}  " + "  ".join(cells) + f"  {result.best_board}",
              flush=True)
    for t in thresholds:
        times = sorted(hits[t])
        median = f", median time {times[len(times) // 2]:.1f} s" if times else ""
        print(f"{size} reached {label_of(t)}: {len(times)}/{len(seeds)} seeds within {seconds:g} s{median}")
    print(f"{size} speed: {gens / secs:.0f} iterations/s, {evals / secs:.0f} boards scored/s "
          f"(annealing time only, all seeds)")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    add_dictionary_argument(ap)
    ap.add_argument("--seeds", type=int, default=10, help="seeds 0..N-1 per size (default 10)")
    ap.add_argument("--quick", action="store_true", help="3 seeds, 3 s (3x3) and 10 s (4x4)")
    ap.add_argument("--only", choices=["33", "44", "hill"], default=None)
    ap.add_argument("--seconds-3x3", type=float, default=10.0)
    ap.add_argument("--seconds-4x4", type=float, default=40.0)
    args = ap.parse_args()
    if args.quick:
        args.seeds, args.seconds_3x3, args.seconds_4x4 = min(args.seeds, 3), 3.0, 10.0

    from core.engine import Solver, load_wordlist
    from core.search.anneal import Annealer, hill_climb
    print(f"dictionary: {args.dictionary}")
    solver = Solver(load_wordlist(args.dictionary))
    t = time.perf_counter()
    Annealer(solver, "33", seed=0).run(iterations=100)   # JIT or cache load, not timed below
    print(f"warm-up (JIT or cache load): {time.perf_counter() - t:.1f} s")
    seeds = list(range(args.seeds))
    if args.only in (None, "33"):
        bench_size(solver, "33", seeds, args.seconds_3x3, [545], lambda t: f"{t}")
    if args.only in (None, "44"):
        bench_size(solver, "44", seeds, args.seconds_4x4, [3500, 3625],
                   lambda t: "3625 (opt)" if t == 3625 else f"{t}+")
    if args.only in (None, "hill"):
        print("\n== 4x4 hill climbing, pool 250, seed 0, one thread ==")
        r = hill_climb(solver, "44", pool_size=250, seed=0, seconds=300 if not args.quick else 30)
        state = "converged" if r.converged else "time limit"
        print(f"hill climb: best {r.best_score} {r.best_board} after {r.iterations} iterations ({state}), "
              f"{r.evaluations} boards scored in {r.seconds:.1f} s; optimum found: {r.best_board == OPTIMUM_4X4}")
    print(f"peak RSS: {mib(peak_rss_bytes())}")


if __name__ == "__main__":
    main()
