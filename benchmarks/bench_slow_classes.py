"""Look for the slowest classes of the 4x4 proof: candidates ranked by their tree's root bound.

Breaking a class costs roughly in proportion to a power of its orderly tree's root bound (the bound
before any letter is forced); building the tree alone takes a tenth of the break or less. So this
draws candidate classes, builds each one's tree and ranks them by root bound; the top ones are the
ones to break (``bench_vs_reference.py --sample 0 --ids ...``, the ids printed last).

Candidates lean toward the groups that make a class heavy: the slowest classes known are made almost
wholly of the vowel group and the common-consonant group (``hklnrsty``), with vowels in the corners.
Each non-corner cell takes the rare-consonant group with probability ``--rare`` (default 0.1) and the
other two equally; each corner takes the vowel group with probability 0.6. Ids given with ``--ids``
(classes known to be slow) are ranked beside them. Ids are canonical (the smallest of the symmetry
orbit), as the proof breaks them and as the reference numbers them.

Example::

    python benchmarks/bench_slow_classes.py --candidates 100 --top 5 --ids 1099391,1117564,673700
"""
from __future__ import annotations

import argparse
import time

import numpy as np
from _common import add_dictionary_argument

from core.engine.board import parse_size
from core.engine.wordlist import load_wordlist
from core.proofs import REFERENCE_RUNS
from core.proofs.classes import canonical_id, class_from_id, class_id_of, parse_class, parse_partition
from core.proofs.orderly import OrderlyEngine


def candidate_ids(part, count: int, rare: float, seed: int) -> list[int]:
    """``count`` distinct canonical ids drawn with the bias described above."""
    rng = np.random.default_rng(seed)
    out: dict[int, None] = {}
    tries = 0
    while len(out) < count and tries < 100 * count:
        tries += 1
        cells = []
        for parts in part.cell_parts:
            if len(parts) == 2:   # a corner: vowels or consonants
                cells.append(parts[0 if rng.random() < 0.6 else 1])
            else:                 # vowels, rare consonants, common consonants
                cells.append(parts[1 if rng.random() < rare else int(rng.choice((0, 2)))])
        board_class = parse_class(" ".join(cells), part.geometry)
        out.setdefault(canonical_id(part, class_id_of(part, board_class)))
    return list(out)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--candidates", type=int, default=100)
    ap.add_argument("--rare", type=float, default=0.1, help="chance of the rare-consonant group in a non-corner cell")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--ids", default="", help="more class ids to rank, comma-separated")
    ap.add_argument("--top", type=int, default=5)
    add_dictionary_argument(ap)
    args = ap.parse_args()
    if not 0 <= args.rare <= 1:
        raise SystemExit("--rare must be from 0 to 1")
    geom = parse_size("44")
    partition, threshold = REFERENCE_RUNS["44"]
    part = parse_partition(partition, geom)
    known = [canonical_id(part, int(x)) for x in args.ids.split(",") if x.strip()]
    ids = known + [i for i in candidate_ids(part, args.candidates, args.rare, args.seed) if i not in known]
    engine = OrderlyEngine(load_wordlist(args.dictionary), geom)
    print(f"ranking {len(ids)} classes ({len(known)} given) by root bound; threshold {threshold}", flush=True)
    ranked = []
    t0 = time.process_time()
    for n, cid in enumerate(ids, 1):
        c = time.process_time()
        bound = engine.build(class_from_id(part, cid)).bound
        ranked.append((bound, cid))
        print(f"  {n}/{len(ids)} {cid}: root bound {bound:,} ({time.process_time() - c:.1f} CPU s)", flush=True)
    ranked.sort(reverse=True)
    print(f"built {len(ids)} trees in {time.process_time() - t0:.0f} CPU s; the top {args.top}:")
    for bound, cid in ranked[:args.top]:
        print(f"  {cid}: root bound {bound:,}  {class_from_id(part, cid)}")
    print("ids: " + ",".join(str(cid) for _, cid in ranked[:args.top]))


if __name__ == "__main__":
    main()
