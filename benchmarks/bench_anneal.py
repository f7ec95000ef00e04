"""Annealing and hill-climbing benchmark with ENABLE2K: success rates and speed.

Usage: python benchmarks/bench_anneal.py [--dictionary PATH] [--seeds N] [--first-seed S] [--quick]
       [--only 33|44|55|words44|hill|hill55] [--seconds-3x3 T] [--seconds-4x4 T] [--seconds-5x5 T]
       [--set FIELD=VALUE ...] [--max-searched N] [--pool K]

Figures printed (one core, the default config of each size, as ``boggle anneal`` uses it,
unless ``--set`` changes an :class:`~core.search.anneal.AnnealConfig` field, e.g.
``--set replicas=1 --set kind=exponential``):
- 3x3: for each seed, whether annealing reaches the proven optimum 545 within
  10 s, and when; the success rate.
- 4x4: for each seed, whether annealing reaches 3,500 within 20 s, and whether
  (and when) it finds perslatgsineters (3625, the proven optimum).
- 5x5 (``--only 55``): whether and when it reaches 10,000 and 10,406 (the best
  known board, ligdrmanesietildsracsepes) within 60 s a seed.
- words44: 4x4 under ``--rules words`` (most words); the best count per seed.
- boards searched per second, and boards scored per second (scored counts the
  score memo's hits too).
  Times are measured per run while the chunked kernel runs; the generation and the
  number of boards searched when a threshold was reached are printed too, since they
  do not depend on the load.
- hill climbing with a pool (default 250) on 4x4 (``hill``) or 5x5 (``hill55``):
  best score, iterations, time (one seed per ``--seeds``).
Timings depend on the load of the machine: the load average is printed at the start
and the end. --quick runs 3 seeds with shorter limits (a smoke test, not the target figures).
"""
from __future__ import annotations

import argparse
import os
import time
from dataclasses import fields, replace

from _common import add_dictionary_argument, mib, peak_rss_bytes

OPTIMUM_4X4 = "perslatgsineters"
BEST_5X5 = "ligdrmanesietildsracsepes"


def _config(size, overrides, rules=None):
    """The default config of ``size`` with ``FIELD=VALUE`` overrides (schedule fields: kind, t0, decay, length)."""
    from core.search.anneal import default_config
    config = default_config(size, rules)
    schedule = config.schedule
    names = {f.name: f for f in fields(config)}
    for item in overrides:
        key, _, value = item.partition("=")
        if key in ("kind", "t0", "decay", "length"):
            cur = getattr(schedule, key)
            schedule = replace(schedule, **{key: value if isinstance(cur, str) else type(cur)(float(value))})
        elif key in names:
            cur = getattr(config, key)
            if isinstance(cur, bool):
                parsed = value.lower() in ("1", "true", "yes")
            elif isinstance(cur, str):
                parsed = value
            else:
                parsed = type(cur)(float(value))
            config = replace(config, **{key: parsed})
        else:
            raise SystemExit(f"unknown config field {key!r}")
    return replace(config, schedule=schedule)


def run_seed(solver, size, seed, seconds, thresholds, config, max_searched=None):
    """Anneal one seed for ``seconds`` (or until ``max_searched`` boards were searched); (seconds, generation,
    boards searched) when each threshold was reached."""
    from core.search.anneal import Annealer
    annealer = Annealer(solver, size, seed=seed, config=config)
    reached: dict[int, tuple[float, int, int]] = {}
    top = max(thresholds)

    def on_chunk(an, new):
        for t in thresholds:
            if t not in reached and an.best_score >= t:
                reached[t] = (an.seconds, an.generation, an.searched)

    result = annealer.run(seconds=seconds, chunk=1000, callback=on_chunk,
                          should_stop=lambda: top in reached or (max_searched is not None
                                                                  and annealer.searched >= max_searched))
    return result, reached


def bench_size(solver, size, seeds, seconds, thresholds, label_of, config, max_searched=None):
    print(f"\n== {size}: {len(seeds)} seeds, {seconds:g} s each, one core ==")
    print(f"config: {config}")
    print(f"{'seed':>5} {'best':>6} {'generations':>12} {'searched/s':>10} {'scored/s':>9}  "
          + "  ".join(f"{label_of(t):>24}" for t in thresholds) + "  board")
    print("(threshold columns: seconds, generation and boards searched when the best first reached it; "
          "generations and boards searched do not depend on the machine's load)")
    hits = {t: [] for t in thresholds}
    searched = evals = secs = 0.0
    for seed in seeds:
        result, reached = run_seed(solver, size, seed, seconds, thresholds, config, max_searched)
        searched += result.searched
        evals += result.evaluations
        secs += result.seconds
        cells = []
        for t in thresholds:
            if t in reached:
                s, g, b = reached[t]
                hits[t].append(s)
                cells.append(f"{s:>6.1f}s@{g // 1000:>6}k/{b // 1000:>5}k")
            else:
                cells.append(f"{'-':>24}")
        print(f"{seed:>5} {result.best_score:>6} {result.generations:>12} {result.searched / result.seconds:>10.0f} "
              f"{result.evaluations / result.seconds:>9.0f}  " + "  ".join(cells) + f"  {result.best_board}",
              flush=True)
    for t in thresholds:
        times = sorted(hits[t])
        detail = f"; times {', '.join(f'{x:.1f}' for x in times)} s" if times else ""
        print(f"{size} reached {label_of(t)}: {len(times)}/{len(seeds)} seeds within {seconds:g} s{detail}")
    print(f"{size} speed: {searched / secs:.0f} boards searched/s, {evals / secs:.0f} boards scored/s "
          f"(annealing time only, all seeds)")


def bench_words(solver_words, seeds, seconds, config):
    from core.search.anneal import Annealer
    print(f"\n== 4x4 most words (--rules words): {len(seeds)} seeds, {seconds:g} s each, one core ==")
    print(f"config: {config}")
    best = (0, "")
    for seed in seeds:
        found = [0.0]

        def on_chunk(an, new, found=found):
            if new:
                found[0] = an.seconds

        r = Annealer(solver_words, "44", seed=seed, config=config).run(seconds=seconds, chunk=1000, callback=on_chunk)
        at = next(i.generation for i in r.improvements if i.score == r.best_score)
        print(f"{seed:>5} {r.best_score:>6} words  {r.best_board}  (found after {found[0]:.1f} s at generation {at}; "
              f"{r.generations} generations in {r.seconds:.1f} s)", flush=True)
        best = max(best, (r.best_score, r.best_board))
    print(f"words44 best: {best[0]} words {best[1]}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    add_dictionary_argument(ap)
    ap.add_argument("--seeds", type=int, default=10, help="seeds S..S+N-1 per size (default 10)")
    ap.add_argument("--first-seed", type=int, default=0, help="first seed S (default 0)")
    ap.add_argument("--quick", action="store_true", help="3 seeds, 3 s (3x3) and 10 s (4x4)")
    ap.add_argument("--only", choices=["33", "44", "55", "words44", "hill", "hill55"], default=None)
    ap.add_argument("--seconds-3x3", type=float, default=10.0)
    ap.add_argument("--seconds-4x4", type=float, default=20.0)
    ap.add_argument("--seconds-5x5", type=float, default=60.0)
    ap.add_argument("--max-searched", type=int, default=None, metavar="N",
                    help="also stop a seed after N boards searched (with a long --seconds-*: a load-free budget)")
    ap.add_argument("--pool", type=int, default=250, help="hill-climbing pool (default 250)")
    ap.add_argument("--set", action="append", default=[], metavar="FIELD=VALUE",
                    help="override an AnnealConfig field of the default config (repeatable)")
    args = ap.parse_args()
    if args.quick:
        args.seeds, args.seconds_3x3, args.seconds_4x4 = min(args.seeds, 3), 3.0, 10.0

    from core.engine import Solver, load_wordlist
    from core.engine.rules import get_rules
    from core.search.anneal import Annealer, hill_climb
    print(f"dictionary: {args.dictionary}")
    print(f"load average at start: {' '.join(f'{x:.2f}' for x in os.getloadavg())} (2-core machine)")
    wordlist = load_wordlist(args.dictionary)
    solver = Solver(wordlist)
    t = time.perf_counter()
    Annealer(solver, "33", seed=0).run(iterations=100)   # JIT or cache load, not timed below
    print(f"warm-up (JIT or cache load): {time.perf_counter() - t:.1f} s")
    seeds = list(range(args.first_seed, args.first_seed + args.seeds))
    if args.only in (None, "33"):
        bench_size(solver, "33", seeds, args.seconds_3x3, [545], lambda t: f"{t}", _config("33", args.set))
    if args.only in (None, "44"):
        bench_size(solver, "44", seeds, args.seconds_4x4, [3500, 3625],
                   lambda t: "3625 (opt)" if t == 3625 else f"{t}+", _config("44", args.set), args.max_searched)
    if args.only == "55":
        bench_size(solver, "55", seeds, args.seconds_5x5, [10000, 10406],
                   lambda t: "10406 (best known)" if t == 10406 else f"{t}+", _config("55", args.set),
                   args.max_searched)
    if args.only == "words44":
        bench_words(Solver(wordlist, get_rules("words")), seeds, args.seconds_4x4, _config("44", args.set, "words"))
    if args.only in (None, "hill", "hill55"):
        size = "55" if args.only == "hill55" else "44"
        target = BEST_5X5 if size == "55" else OPTIMUM_4X4
        for seed in seeds if args.only else seeds[:1]:
            print(f"\n== {size} hill climbing, pool {args.pool}, seed {seed}, one thread ==")
            r = hill_climb(solver, size, pool_size=args.pool, seed=seed, seconds=300 if not args.quick else 30)
            state = "converged" if r.converged else "time limit"
            print(f"hill climb: best {r.best_score} {r.best_board} after {r.iterations} iterations ({state}), "
                  f"{r.evaluations} boards scored in {r.seconds:.1f} s; {target} found: {r.best_board == target}",
                  flush=True)
    print(f"load average at end: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    print(f"peak RSS: {mib(peak_rss_bytes())}")


if __name__ == "__main__":
    main()
