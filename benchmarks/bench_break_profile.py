"""Where a board class's breaking time goes: path collection, sort, tree build, force, OrderlyBound, re-scoring.

Breaks a seeded sample of canonical classes (default: 60 classes of the 3x4 run,
'aeijou bcdfgmpqvwxz hklnrsty, corner:aeiosuy bcdfghjklmnpqrtvwxz' at threshold 1500,
ENABLE2K) twice per class:

1. with the breaker as it runs (``Breaker.break_class``: one njit call per class), timed in
   process CPU seconds, which other programs on a shared machine do not inflate;
2. stage by stage: the same kernels called one at a time from Python (collect paths,
   sort and de-duplicate, build, then the hybrid loop replayed here with each force and
   each OrderlyBound call timed, then re-scoring). The replay adds a few microseconds of
   Python per call; its verdict (boards found) is checked against run 1.

Also reports tree sizes (path records, nodes built, arena peak during the forces) and the
peak resident memory of each class (Linux: VmHWM, reset before each class).

Examples::

    python benchmarks/bench_break_profile.py                     # 60 classes of 3x4, seed 0
    python benchmarks/bench_break_profile.py --sample 20 --seed 3 --csv /tmp/prof.csv
    python benchmarks/bench_break_profile.py --size 33 --sample 400
"""
from __future__ import annotations

import argparse
import csv
import time

import numpy as np
from _common import add_dictionary_argument, mib, peak_rss_since_reset, reset_peak_rss

from core.engine.board import parse_size
from core.engine.wordlist import load_wordlist
from core.proofs import BreakTask, group_classes, tasks_from_partition
from core.proofs import _listed_kernels as LK
from core.proofs import _paths_kernels as PK
from core.proofs import _search_kernels as SK
from core.proofs import _tree_kernels as TK
from core.proofs.breaker import Breaker
from core.proofs.classes import canonical_class_count, class_from_id, parse_class, parse_partition, sample_canonical_ids
from core.proofs.orderly import LISTED_VARYING_CELLS
from core.proofs.tasks import max_union_cells

SETUPS = {
    "33": ("bdfgjqvwxz aeiou lnrsy chkmpt", 500),
    "34": ("aeijou bcdfgmpqvwxz hklnrsty, corner:aeiosuy bcdfghjklmnpqrtvwxz", 1500),
    "44": ("aeijou bcdfgmpqvwxz hklnrsty, corner:aeiosuy bcdfghjklmnpqrtvwxz", 3500),
}
STAGES = ("collect", "sort", "build", "force", "bound", "rescore")   # rescore: the listed boards scored


def staged(engine, board_class, threshold, switchover, switch_depth):
    """Break one class stage by stage; (seconds per stage, counters, boards found)."""
    cpu = time.process_time
    t = dict.fromkeys(STAGES, 0.0)
    letters, ncls = engine._class_arrays(board_class)
    nlet_pos = ncls[engine._order].copy()
    c0 = cpu()
    while True:
        n = PK.collect_paths(letters, ncls, engine._pos_of, engine._graph, engine._node_word, engine._records)
        if n >= 0:
            break
        engine._alloc_records(2 * engine.record_capacity())
    c1 = cpu()
    u = PK.sort_dedupe(engine._records, n, engine._sort_scratch(n))
    c2 = cpu()
    root = engine._build_from(engine._records, u)   # as the breaker builds (the arena sized first)
    c3 = cpu()
    t["collect"], t["sort"], t["build"] = c1 - c0, c2 - c1, c3 - c2
    arena = engine._arena  # grown in place below, so this stays the engine's arena
    meta = arena.meta
    built_words = int(meta[TK.META_USED])
    counters = {"paths": n, "unique": u, "built_words": built_words, "peak_words": built_words, "forces": 0,
                "bounds": 0, "candidates": 0, "searched": 0}
    npos = engine._npos
    cand = []  # rows of letter index per position
    cand_bound = []  # their Multi bounds
    choice = np.zeros(npos + 1, np.int64)
    ms = engine._attack.merge
    # The hybrid loop (core.proofs._search_kernels.attack), replayed depth first; the arena is
    # rewound after each letter's subtree as in the kernel, so peak_words is the kernel's too.
    def visit(node, k, forced):
        b = int(TK.node_bound(arena.heap, node))
        if b < threshold:
            return
        if b <= switchover or k + 1 > switch_depth or k >= npos:
            choice[:] = 0
            choice[:k] = forced
            while True:
                s = cpu()
                engine._bound_state.choice[:] = choice
                nout = SK.orderly_bound(node, k, npos, threshold, nlet_pos, arena, SK.no_pause(engine._bound_state),
                                        engine._candidates, 0, -1)
                t["bound"] += cpu() - s
                if nout >= 0:
                    break
                engine._grow_search(nout)
            counters["bounds"] += 1
            cand.extend(engine._candidates.choice[i].copy() for i in range(nout))
            cand_bound.extend(int(x) for x in engine._candidates.bound[:nout])
            return
        mark = int(meta[TK.META_USED])
        while True:
            s = cpu()
            top, skip = TK.force_start(node, k, arena)
            t["force"] += cpu() - s
            if TK.is_node(skip):
                break
            engine._grow_arena_keep()
            meta[TK.META_USED] = mark
        counters["forces"] += 1
        after = int(meta[TK.META_USED])
        # each letter's tree is made just before its subtree is visited, as in the kernel
        for L in range(int(nlet_pos[k])):
            while True:
                meta[TK.META_USED] = after
                s = cpu()
                child = TK.force_letter(top, skip, L, arena, ms)
                t["force"] += cpu() - s
                if child != TK.OVERFLOW:
                    break
                engine._grow_arena_keep()
            counters["peak_words"] = max(counters["peak_words"], int(meta[TK.META_USED]))
            if TK.is_node(child):
                visit(int(child), k + 1, forced + (L,))
        meta[TK.META_USED] = mark

    visit(root, 0, ())
    s = cpu()
    counters["candidates"] = len(cand)
    boards = []
    if cand:
        rows = np.array(cand, np.int8)
        nb = len(rows)
        if len(engine._boards) < nb:
            engine._alloc_search(engine._bound_state.stk.shape[1], 2 * nb)
        counters["searched"] = LK.score_listed(rows, np.array(cand_bound, np.int64), nb, engine._order, letters,
                                               LISTED_VARYING_CELLS, threshold, engine._graph,
                                               engine._distinct_paths, engine._boards, engine._scores)
        boards = sorted({(engine._boards[i].tobytes(), int(engine._scores[i])) for i in range(nb)
                         if engine._scores[i] >= threshold})
    t["rescore"] = cpu() - s
    return t, counters, boards


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--size", default="34", choices=sorted(SETUPS))
    ap.add_argument("--sample", type=int, default=60, help="classes to break (default 60)")
    ap.add_argument("--seed", type=int, default=0, help="shuffle seed of the canonical classes (default 0)")
    ap.add_argument("--threshold", type=int, default=None)
    ap.add_argument("--partition", default=None, help="alphabet partition (default: the size's standard run)")
    ap.add_argument("--unions", action="store_true",
                    help="profile the run's units of work (core.proofs.group_classes: unions of classes) "
                         "instead of its classes; --sample counts units")
    ap.add_argument("--no-stages", action="store_true", help="time only the breaker as it runs")
    ap.add_argument("--one-pass", action="store_true",
                    help="skip the first pass that grows the buffers (times then include the growing)")
    ap.add_argument("--switchover-factor", type=float, default=None, help="Breaker switchover_factor")
    ap.add_argument("--switchover-depth", type=int, default=None, help="Breaker switchover_depth")
    ap.add_argument("--max-memory", type=float, default=None, metavar="MIB", help="Breaker max_memory in MiB")
    ap.add_argument("--ids", default=None,
                    help="comma-separated class ids of the partition to profile instead of a sample")
    ap.add_argument("--csv", default=None, help="write one row per class to this file")
    add_dictionary_argument(ap)
    args = ap.parse_args()

    partition, threshold = SETUPS[args.size]
    partition = args.partition or partition
    threshold = args.threshold or threshold
    geom = parse_size(args.size)
    wl = load_wordlist(args.dictionary)
    options = {"switchover_depth": args.switchover_depth}
    if args.switchover_factor is not None:
        options["switchover_factor"] = args.switchover_factor
    if args.max_memory is not None:
        options["max_memory"] = int(args.max_memory * 2**20)
    breaker = Breaker(wl, geom, **options)
    if args.ids:
        part = parse_partition(partition, geom)
        tasks = [BreakTask(int(i), str(class_from_id(part, int(i)))) for i in args.ids.split(",")]
    elif args.size == "44":
        # a million canonical classes: drawn at random without listing them (as bench_break.py does)
        part = parse_partition(partition, geom)
        tasks = [BreakTask(i, str(class_from_id(part, i))) for i in sample_canonical_ids(part, args.sample,
                                                                                          seed=args.seed)]
    else:
        tasks = tasks_from_partition(geom, partition, seed=args.seed)
    if args.unions:
        # a run's units in run order: each breaks its union's text (or its one class)
        tasks = [BreakTask(None, u.union or u.tasks[0].class_text)
                 for u in group_classes(tasks, geom, max_union_cells(options.get("max_memory")))]
    total_classes = canonical_class_count(parse_partition(partition, geom)) if args.size == "44" else len(tasks)
    tasks = tasks[: args.sample]
    warm = parse_class(" ".join("st" if i % 2 else "ae" for i in range(geom.ncells)), geom)
    breaker.break_class(warm, 10**9)
    breaker.break_class(warm, 1)
    eng = breaker._orderly
    switchover = int(breaker.switchover_factor * threshold)
    print(f"{geom.name} threshold {threshold} partition {partition!r}: {total_classes:,} "
          f"{'units (unions of classes)' if args.unions else 'canonical classes'}; "
          f"profiling {len(tasks)} (seed {args.seed}), switchover {switchover}, depth {breaker.switchover_depth}",
          flush=True)
    can_reset = reset_peak_rss()
    # A first pass grows the breaker's buffers as the start of a long run does; the figures
    # below are from the second pass, what the thousands of later classes of a run see.
    c = time.process_time()
    for task in [] if args.one_pass else tasks:
        breaker.break_class(parse_class(task.class_text, geom), threshold)
    first_pass = time.process_time() - c
    rows = []
    for task in tasks:
        bc = parse_class(task.class_text, geom)
        reset_peak_rss()
        c = time.process_time()
        res = breaker.break_class(bc, threshold)
        run_cpu = time.process_time() - c
        rss = peak_rss_since_reset() or 0
        row = {"class": task.class_text, "run_cpu": run_cpu, "boards": len(res.boards), "rss": rss,
               "found": " ".join(f"{b}:{s}" for b, s in res.boards),
               "root_bound": res.root_bound,
               **{k: getattr(res.stats, k) for k in ("n_force", "n_bound", "boards_tested")}}
        if not args.no_stages:
            t, cnt, found = staged(eng, bc, threshold, switchover, breaker.switchover_depth)
            row.update({f"t_{k}": v for k, v in t.items()}, **cnt)
            if len(found) < len(res.boards):
                raise SystemExit(f"stage replay found {len(found)} boards, the breaker {len(res.boards)}: "
                                 f"{task.class_text}")
        rows.append(row)
    runs = np.array([r["run_cpu"] for r in rows])
    print(f"first pass (buffers growing): {first_pass:.1f} CPU s", flush=True)
    print(f"breaker as it runs: {runs.sum():.1f} CPU s over {len(rows)} classes, mean {runs.mean():.3f} s, "
          f"median {np.median(runs):.3f} s, max {runs.max():.2f} s; projected full run "
          f"{runs.mean() * total_classes / 3600:.2f} CPU h ({runs.mean() * total_classes / 7200:.2f} h on 2 cores)")
    if not args.no_stages:
        tot = {k: sum(r[f"t_{k}"] for r in rows) for k in STAGES}
        whole = sum(tot.values())
        print("stages (CPU s, share): " + ", ".join(f"{k} {v:.1f} ({100 * v / whole:.0f}%)" for k, v in tot.items())
              + f"; total {whole:.1f}")
        for key in ("paths", "unique", "built_words", "peak_words", "forces", "bounds", "candidates", "searched"):
            vals = np.array([r[key] for r in rows])
            print(f"  {key}: mean {vals.mean():,.0f}, max {vals.max():,}")
    if can_reset:
        print(f"peak RSS per class: median {mib(int(np.median([r['rss'] for r in rows])))}, "
              f"max {mib(max(r['rss'] for r in rows))}")
    print("slowest classes:")
    for r in sorted(rows, key=lambda r: -r["run_cpu"])[:5]:
        extra = (f" build {r['t_collect'] + r['t_sort'] + r['t_build']:.2f} force {r['t_force']:.2f} "
                 f"bound {r['t_bound']:.2f} rescore {r['t_rescore']:.2f} peak words {r['peak_words']:,}"
                 if "t_force" in r else "")
        print(f"  {r['run_cpu']:.2f} s bound {r['root_bound']} forces {r['n_force']} bounds {r['n_bound']} "
              f"rss {mib(r['rss'])}{extra}: {r['class']}")
    if args.csv:
        with open(args.csv, "w", newline="") as f:
            w = csv.DictWriter(f, fieldnames=list(rows[0]))
            w.writeheader()
            w.writerows(rows)


if __name__ == "__main__":
    main()
