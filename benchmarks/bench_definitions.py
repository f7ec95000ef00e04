"""Definition coverage: how many of the words players meet have a meaning offline.

Usage: python benchmarks/bench_definitions.py [--boards N] [--seed S] [--dice SET] [--dictionary LIST]
       [--language CODE --glosses FILE]

Rolls N boards (default 1,000 New-dice boards, seed 0), solves each with the word
list (default: the bundled scowl70, the game's default) and looks every word up in
the offline WordNet 3.0 data (``core.play.definitions``, the ``definitions`` extra).

Figures printed:
- distinct words found, and the share with a definition (any sense, and with a
  common sense, not only as a name or abbreviation);
- the same share over every (board, word) occurrence: the chance that a word a
  player sees in a reveal has a meaning;
- the commonest words without one;
- the time to open the dictionary and per look-up.

With ``--glosses FILE`` (lines ``headword<TAB>gloss``, gzip or plain, such as the Wiktionary
glosses some pip packages carry) the words are looked up in that file instead, by their exact
form folded as the language folds (no lemmas): what an offline source for another language
would cover. ``--language`` picks that language's default dice and list.
"""
from __future__ import annotations

import argparse
import time
from collections import Counter

import _common  # noqa: F401 - puts the checkout on sys.path


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--boards", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--language", default="en", help="language code (default en)")
    ap.add_argument("--dice", default=None, help="dice set (default: the language's first, new for en)")
    ap.add_argument("--dictionary", default=None, help="word list name or path (default: the language's, scowl70)")
    ap.add_argument("--glosses", default=None, help="a headword<TAB>gloss file (.gz or plain) instead of WordNet")
    args = ap.parse_args()

    from core.engine.board import letters_to_string
    from core.engine.dice import dice_sets_for, get_dice_set, roll_many
    from core.engine.language import get_language
    from core.engine.rules import get_rules
    from core.engine.solver import Solver
    from core.engine.wordlist import load_wordlist
    from core.play.definitions import Dictionary

    lang = get_language(args.language)
    dice = get_dice_set(args.dice) if args.dice else dice_sets_for(lang.code)[0]
    args.dictionary = args.dictionary or lang.wordlists[0]
    solver = Solver(load_wordlist(args.dictionary, language=lang), get_rules(dice.rules))
    boards = roll_many(dice, args.boards, args.seed)
    occurrences: Counter[str] = Counter()
    for row in boards:
        occurrences.update(solver.solve(letters_to_string(row)).word_set())

    t = time.perf_counter()
    if args.glosses:
        import gzip
        opener = gzip.open if args.glosses.endswith(".gz") else open
        with opener(args.glosses, "rt", encoding="utf-8") as f:
            heads = {lang.fold_text(line.split("\t", 1)[0].lower()) for line in f}
        opened = time.perf_counter() - t
        t = time.perf_counter()
        any_sense = common = {w for w in occurrences if w in heads}
    else:
        dictionary = Dictionary.open_installed()
        opened = time.perf_counter() - t
        t = time.perf_counter()
        found = {word: dictionary.define(word) for word in occurrences}
        any_sense = {w for w, d in found.items() if d.found}
        common = {w for w, d in found.items() if d.found and not all(s.proper for s in d.senses)}
    per_word = (time.perf_counter() - t) / max(1, len(occurrences))

    distinct = len(occurrences)
    total = sum(occurrences.values())
    seen_any = sum(n for w, n in occurrences.items() if w in any_sense)
    seen_common = sum(n for w, n in occurrences.items() if w in common)
    missing = [(w, n) for w, n in occurrences.most_common() if w not in any_sense][:15]

    print(f"{args.boards} {dice.name} boards (seed {args.seed}), word list {args.dictionary}, "
          f"rules {solver.rules.name}, meanings from {args.glosses or 'WordNet 3.0'}")
    print(f"distinct words: {distinct}")
    print(f"  with a definition: {len(any_sense)} ({100 * len(any_sense) / distinct:.1f}%)")
    print(f"  with a common sense (not only a name or abbreviation): {len(common)} "
          f"({100 * len(common) / distinct:.1f}%)")
    print(f"word occurrences (board, word): {total}")
    print(f"  with a definition: {100 * seen_any / total:.1f}%; with a common sense: {100 * seen_common / total:.1f}%")
    print("commonest words without one: " + ", ".join(f"{w} ({n})" for w, n in missing))
    print(f"open: {opened * 1e3:.1f} ms; look-up: {per_word * 1e6:.0f} us per word")
    print(f"definition_share_distinct: {len(any_sense) / distinct:.4f}")
    print(f"definition_share_occurrences: {seen_any / total:.4f}")


if __name__ == "__main__":
    main()
