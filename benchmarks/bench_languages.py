"""Dice sets and word lists of every language, measured on rolled boards (docs/languages.md).

For each language and each of its 4x4 dice sets, ``--boards`` boards are rolled from ``--seed``
(the same boards for every list): the share of boards showing one letter 6 or more times, and,
with each of the language's bundled lists (its full list, then its family list), the mean words
and points per board and the share of boards with fewer than 20 words. English is measured
beside the others with its New and Classic dice. Prints two Markdown tables:

* dice: every dice set with the language's default (full) list;
* lists: every list of a language on the boards of its default dice.

Usage::

    python benchmarks/bench_languages.py                       # 20,000 boards a set, seed 2026
    python benchmarks/bench_languages.py --boards 2000 --languages de es
"""
from __future__ import annotations

import argparse
import time

import _common  # noqa: F401  (puts the checkout on sys.path)
import numpy as np

from core.engine import load_wordlist
from core.engine.dice import dice_sets_for
from core.engine.language import LANGUAGES, NSYM, get_language
from core.stats.census import roll_sample, sample_boards

#: A board showing one letter this many times or more is hard to believe (the English New dice: 0.2%).
REPEAT = 6
#: A board with fewer words than this is a poor round.
FEW_WORDS = 20


def repeat_share(boards: np.ndarray) -> float:
    """Share of ``boards`` (int8 face codes) on which some letter shows :data:`REPEAT` or more times."""
    counts = (boards[:, :, None] == np.arange(NSYM, dtype=np.int8)[None, None, :]).sum(axis=1)
    return float(np.mean(counts.max(axis=1) >= REPEAT))


def measure(boards: np.ndarray, dice, wordlist, threads: int) -> tuple[float, float, float]:
    """(mean words, mean points, share of boards under :data:`FEW_WORDS` words) of ``boards``."""
    sample = sample_boards(dice, wordlist, boards=boards, threads=threads)
    return (float(sample.word_counts.mean()), float(sample.scores.mean()),
            float(np.mean(sample.word_counts < FEW_WORDS)))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--boards", type=int, default=20_000, help="boards rolled per dice set (default 20,000)")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--languages", nargs="+", default=list(LANGUAGES), metavar="CODE")
    parser.add_argument("--threads", type=int, default=0, help="solver threads (0: all cores)")
    args = parser.parse_args(argv)

    dice_rows, list_rows = [], []
    t0 = time.perf_counter()
    for code in args.languages:
        lang = get_language(code)
        lists = [load_wordlist(name, language=code) for name in lang.wordlists]
        sets = [ds for ds in dice_sets_for(code) if (ds.width, ds.height) == (4, 4)]
        for k, ds in enumerate(sets):
            boards = roll_sample(ds, args.boards, args.seed)
            for j, wl in enumerate(lists):
                if j and k:
                    continue  # the other lists: on the default dice's boards only
                words, points, few = measure(boards, ds, wl, args.threads)
                if j == 0:
                    dice_rows.append((lang.name, ds.key, ds.origin, repeat_share(boards), words, points, few))
                if k == 0:
                    list_rows.append((lang.name, ds.key, wl.name, len(wl), words, points, few))
    print(f"{args.boards:,} boards a dice set, seed {args.seed}, standard 4x4 scoring "
          f"({time.perf_counter() - t0:.0f} s)\n")
    print("| language | dice set | origin | one letter 6+ times | words | points | boards under 20 words |")
    print("|---|---|---|---:|---:|---:|---:|")
    for name, key, origin, repeat, words, points, few in dice_rows:
        print(f"| {name} | `{key}` | {origin} | {repeat:.2%} | {words:.1f} | {points:.1f} | {few:.1%} |")
    print("\n| language | boards of | list | words a board can hold | words | points | boards under 20 words |")
    print("|---|---|---|---:|---:|---:|---:|")
    for name, key, wl, size, words, points, few in list_rows:
        print(f"| {name} | `{key}` | `{wl}` | {size:,} | {words:.1f} | {points:.1f} | {few:.1%} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
