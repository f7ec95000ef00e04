"""Which switchover factor breaks a size's classes fastest: each class at several factors, side by side.

Breaks each class once per factor in one process (one Breaker, buffers warmed first), the order of
the factors rotated from class to class so that a slow spell of a shared machine does not land on
one factor; CPU seconds are the process's (user + sys). Prints the time per factor by band of root
bound, the total, the best factor of each class taken alone, and checks that every factor finds the
same boards. ``--out`` appends one JSON line per break, and ``--summary`` reads such files again (the
lines of several processes run at once).

Examples::

    python benchmarks/bench_switchover.py --size 44 --ids 1064691,1117564 --factors 2.0,2.2
    python benchmarks/bench_switchover.py --size 44 --sample 20 --seed 3 --out /tmp/sw-a.jsonl
    python benchmarks/bench_switchover.py --summary /tmp/sw-a.jsonl /tmp/sw-b.jsonl
"""
from __future__ import annotations

import argparse
import json
import os
import time
from collections import defaultdict

from _common import add_dictionary_argument
from bench_break_profile import SETUPS

from core.engine.board import parse_size
from core.engine.wordlist import load_wordlist
from core.proofs.breaker import Breaker
from core.proofs.classes import class_from_id, parse_class, parse_partition, sample_canonical_ids

#: Bands of root bound, in multiples of the threshold, for the summary.
BANDS = (0, 4, 5.5, 7, 8.5)


def break_at_factors(breaker, board_class, threshold, factors):
    """Break ``board_class`` once at each factor, in the order given; one record per factor."""
    records = []
    for factor in factors:
        breaker.switchover_factor = factor
        c = time.process_time()
        res = breaker.break_class(board_class, threshold)
        records.append({"factor": factor, "cpu": time.process_time() - c, "root_bound": res.root_bound,
                        "forces": res.stats.n_force, "bounds": res.stats.n_bound,
                        "boards": sorted(b for b, _ in res.boards), "load": os.getloadavg()[0]})
    return records


def summary(records, threshold) -> str:
    """Time per factor by band of root bound, over the classes broken at every factor."""
    by_class = defaultdict(dict)
    for r in records:
        by_class[r["id"]][r["factor"]] = r
    factors = sorted({r["factor"] for r in records})
    done = {cid: d for cid, d in by_class.items() if len(d) == len(factors)}
    lines = [f"{len(done)} classes broken at every factor ({', '.join(map(str, factors))}); CPU s:"]
    edges = [int(b * threshold) for b in BANDS] + [None]
    for lo, hi in zip(edges, edges[1:]):
        group = [d for d in done.values() if d[factors[0]]["root_bound"] >= lo
                 and (hi is None or d[factors[0]]["root_bound"] < hi)]
        if group:
            band = f"root bound {lo:,}-{hi - 1:,}" if hi else f"root bound {lo:,} and up"
            lines.append(f"  {band:<28} {len(group):4d} classes: " + "  ".join(
                f"{f}: {sum(d[f]['cpu'] for d in group):8.1f}" for f in factors))
    totals = {f: sum(d[f]["cpu"] for d in done.values()) for f in factors}
    lines.append(f"  {'all':<28} {len(done):4d} classes: " + "  ".join(f"{f}: {totals[f]:8.1f}" for f in factors))
    if done:
        best = min(totals, key=totals.get)
        oracle = sum(min(d[f]["cpu"] for f in factors) for d in done.values())
        lines.append(f"best factor {best} ({totals[best]:.1f} CPU s); each class at its own best factor "
                     f"{oracle:.1f}")
        loads = sorted(r["load"] for r in records)
        lines.append(f"load: median {loads[len(loads) // 2]:.1f}, max {loads[-1]:.1f}")
    differ = [cid for cid, d in done.items() if len({tuple(r["boards"]) for r in d.values()}) > 1]
    lines.append("boards: the same at every factor" if not differ else f"BOARDS DIFFER in classes {differ}")
    return "\n".join(lines)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--size", default="44", choices=sorted(SETUPS))
    ap.add_argument("--factors", default="1.8,2.0,2.2,2.4", help="switchover factors to compare")
    ap.add_argument("--ids", default=None, help="comma-separated class ids of the size's partition")
    ap.add_argument("--sample", type=int, default=20, help="random canonical classes, without --ids (default 20)")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--out", default=None, help="append one JSON line per break to this file")
    ap.add_argument("--summary", nargs="+", default=None, metavar="FILE",
                    help="summarise JSON lines of earlier runs instead of breaking anything")
    add_dictionary_argument(ap)
    args = ap.parse_args()
    partition, threshold = SETUPS[args.size]
    if args.summary:
        print(summary([json.loads(line) for f in args.summary for line in open(f)], threshold))
        return
    factors = [float(f) for f in args.factors.split(",")]
    geom = parse_size(args.size)
    part = parse_partition(partition, geom)
    ids = ([int(i) for i in args.ids.split(",")] if args.ids
           else sample_canonical_ids(part, args.sample, seed=args.seed))
    breaker = Breaker(load_wordlist(args.dictionary), geom)
    warm = parse_class(" ".join("st" if i % 2 else "ae" for i in range(geom.ncells)), geom)
    breaker.break_class(warm, 10**9)
    breaker.break_class(warm, 1)
    out = open(args.out, "a") if args.out else None
    records = []
    for n, cid in enumerate(ids):
        turn = n % len(factors)
        board_class = parse_class(str(class_from_id(part, int(cid))), geom)
        for rec in break_at_factors(breaker, board_class, threshold, factors[turn:] + factors[:turn]):
            rec["id"] = int(cid)
            records.append(rec)
            print(f"class {cid} root bound {rec['root_bound']:,} factor {rec['factor']}: {rec['cpu']:.2f} CPU s, "
                  f"{rec['forces']} forces, {rec['bounds']} bounds", flush=True)
            if out:
                out.write(json.dumps(rec) + "\n")
                out.flush()
    print(summary(records, threshold))


if __name__ == "__main__":
    main()
