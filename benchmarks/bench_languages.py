"""Dice sets and word lists of every language, measured on rolled boards (docs/languages.md).

For each language and each of its 4x4 dice sets, ``--boards`` boards are rolled from ``--seed``,
and the same boards are solved with the language's full (default) list and with its family list
(:attr:`~core.engine.language.Language.family_list`): the share of boards showing one letter 6 or
more times, then for each list the mean words and points per board and the share of boards with
fewer than 20 words. English (New and Classic dice) is measured beside the others. Prints one
Markdown table, then the same measures for a language's other lists on its default dice's boards.

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

    dice_rows, other_rows = [], []
    t0 = time.perf_counter()
    for code in args.languages:
        lang = get_language(code)
        full = load_wordlist(lang.wordlists[0], language=code)
        family = load_wordlist(lang.family_list, language=code) if lang.family_list else None
        others = [load_wordlist(name, language=code) for name in lang.wordlists[1:] if name != lang.family_list]
        sets = [ds for ds in dice_sets_for(code) if (ds.width, ds.height) == (4, 4)]
        for k, ds in enumerate(sets):
            boards = roll_sample(ds, args.boards, args.seed)
            measured = [measure(boards, ds, wl, args.threads) for wl in (full, family) if wl is not None]
            dice_rows.append((lang.name, ds.key, ds.origin, repeat_share(boards), measured))
            if k == 0:
                other_rows += [(lang.name, ds.key, wl.name, measure(boards, ds, wl, args.threads)) for wl in others]
    print(f"{args.boards:,} boards a dice set, seed {args.seed}, standard 4x4 scoring; the full and the family "
          f"list on the same boards ({time.perf_counter() - t0:.0f} s)\n")
    print("| language | dice set | origin | one letter 6+ times | full list: words | points | under 20 words "
          "| family list: words | points | under 20 words |")
    print("|---|---|---|---:|---:|---:|---:|---:|---:|---:|")
    for name, key, origin, repeat, measured in dice_rows:
        cells = " | ".join(f"{words:.1f} | {points:.1f} | {few:.1%}" for words, points, few in measured)
        print(f"| {name} | `{key}` | {origin} | {repeat:.2%} | {cells} |")
    if other_rows:
        print("\n| language | boards of | other list | words | points | under 20 words |")
        print("|---|---|---|---:|---:|---:|")
        for name, key, wl, (words, points, few) in other_rows:
            print(f"| {name} | `{key}` | `{wl}` | {words:.1f} | {points:.1f} | {few:.1%} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
