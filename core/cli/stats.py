"""``boggle stats`` and ``boggle count-boards``: what the dice give you."""
from __future__ import annotations

import os
import sys

from ..stats import MAX_BOARDS, MAX_SAMPLES
from .common import (
    add_dictionary_argument,
    add_language_argument,
    add_rules_argument,
    add_seed_argument,
    add_threads_argument,
    default_dice,
    language_of,
    load_language_wordlist,
    whole_number,
)

DICE_HELP = ("dice set: new, classic, big, superbig or a language's set such as de-classic "
             "(default: the language's first set, new for English)")
#: Most histogram bins: one text row each.
MAX_BINS = 1_000
#: Most common words listed per length.
MAX_TOP = 100_000


def register(sub) -> None:
    p = sub.add_parser("stats", help="roll many boards and report words, points and common words per board",
                       description="Roll boards with a dice set, solve each, and report the mean and percentiles "
                                   "of words and points per board, the most common words, the chance of each word "
                                   "length and histograms with a log-normal fit.")
    p.add_argument("--dice", default=None, metavar="SET", help=DICE_HELP)
    p.add_argument("--boards", type=whole_number(1, MAX_BOARDS), default=100_000, metavar="N",
                   help=f"boards to roll, at most {MAX_BOARDS:,} (default: 100000)")
    add_seed_argument(p)
    add_threads_argument(p, default=0)
    p.add_argument("--top", type=whole_number(1, MAX_TOP), default=10, metavar="K",
                   help="common words listed per length (default: 10)")
    p.add_argument("--bins", type=whole_number(1, MAX_BINS), default=20, metavar="B",
                   help=f"histogram bins, at most {MAX_BINS:,} (default: 20)")
    add_dictionary_argument(p)
    add_language_argument(p)
    add_rules_argument(p, default=None)
    p.set_defaults(func=cmd_stats)

    p = sub.add_parser("count-boards", help="estimate how many distinct boards a dice set can roll",
                       description="Sample random letter grids, test whether the dice can show each (matching "
                                   "dice to cells) and scale the feasible share by letters^cells / symmetries "
                                   "(26 letters in English, the language's letters otherwise).")
    p.add_argument("--dice", default=None, metavar="SET", help=DICE_HELP)
    add_language_argument(p)
    p.add_argument("--samples", type=whole_number(1, MAX_SAMPLES), default=1_000_000, metavar="N",
                   help=f"random grids, at most {MAX_SAMPLES:,} (default: 1000000)")
    add_seed_argument(p)
    add_threads_argument(p, default=0)
    p.set_defaults(func=cmd_count_boards)


def _progress_printer(label: str):
    """Progress on stderr when it is a terminal; nothing otherwise."""
    if not sys.stderr.isatty():
        return None

    def show(done: int, total: int) -> None:
        end = "\n" if done >= total else ""
        print(f"\r{label}: {done:,}/{total:,} ({100 * done / max(total, 1):.0f}%)", end=end, file=sys.stderr,
              flush=True)
    return show


def _bar(count: float, top: float, width: int = 40) -> str:
    return "#" * (round(width * count / top) if top > 0 else 0)


def format_histogram(title: str, counts, edges, fit) -> list[str]:
    """Text histogram: one row per bin with its count, the log-normal fit's count and a bar."""
    expected = fit.expected_counts(edges)
    top = max(float(counts.max(initial=0)), float(expected.max(initial=0)))
    lines = [f"{title} (log-normal fit to the non-zero values: mu={fit.mu:.3f} sigma={fit.sigma:.3f}, "
             f"median {fit.median:.1f}, mean {fit.mean:.1f}; {100 * fit.zero_share:.2f}% zero)",
             f"  {'range':>13} {'boards':>9} {'fit':>9}"]
    for i, c in enumerate(counts):
        lo, hi = int(edges[i]), int(edges[i + 1]) - 1
        rng = f"{lo}" if lo == hi else f"{lo}-{hi}"
        lines.append(f"  {rng:>13} {int(c):>9,d} {expected[i]:>9,.0f} {_bar(c, top)}")
    return lines


def format_stats(st, threads: int) -> list[str]:
    from ..stats import PERCENTILES
    rate = st.n / st.seconds if st.seconds > 0 else float("inf")
    out = [f"dice: {st.dice_name} ({st.dice_key})   word list: {st.wordlist_name}   rules: {st.rules_name}",
           f"boards: {st.n:,}   threads: {threads}   seconds: {st.seconds:.2f}   boards_per_second: {rate:,.0f}",
           "",
           f"points per board: mean {st.mean_score:.2f}, sd {st.std_score:.2f}, "
           f"{100 * st.zero_score_share:.2f}% of boards score 0",
           f"words per board:  mean {st.mean_words:.2f}, sd {st.std_words:.2f}",
           f"  {'percentile':>10} {'points':>8} {'words':>8}"]
    names = {0: "min", 100: "max"}
    for p in PERCENTILES:
        out.append(f"  {names.get(p, str(p)):>10} {st.score_percentiles[p]:>8.1f} {st.word_percentiles[p]:>8.1f}")
    out += ["", "most common words (share of boards holding each):",
            "  " + "".join(f"{f'{L} letters':<20}" for L in (3, 4, 5))]
    rows = max((len(v) for v in st.common_words.values()), default=0)
    for i in range(rows):
        cells = []
        for L in (3, 4, 5):
            words = st.common_words[L]
            cells.append(f"{words[i][0]:<8}{100 * words[i][1]:>6.2f}%     " if i < len(words) else " " * 20)
        out.append("  " + "".join(cells).rstrip())
    out += ["", "chance a board holds at least one word of each length:", f"  {'letters':>7} {'chance':>9}"]
    for L, p in st.length_chances.items():
        out.append(f"  {L:>7} {100 * p:>8.3f}%")
    out.append("")
    counts, edges = st.score_hist
    out += format_histogram("points per board", counts, edges, st.score_fit)
    out.append("")
    counts, edges = st.word_hist
    out += format_histogram("words per board", counts, edges, st.word_fit)
    out += ["", f"best board: {st.best_board} ({st.best_score} points)",
            f"worst board: {st.worst_board} ({st.worst_score} points)"]
    return out


def _dice_and_language(args):
    """The dice set and language of a command (:func:`~core.cli.common.language_of`)."""
    from ..engine import get_dice_set
    language = language_of(args)
    return get_dice_set(default_dice(args, language)), language


def cmd_stats(args) -> int:
    from ..stats import sample_boards, summarize
    threads = args.threads or os.cpu_count() or 1
    ds, language = _dice_and_language(args)
    wl = load_language_wordlist(args, language)
    sample = sample_boards(ds, wl, args.rules, n=args.boards, seed=args.seed, threads=threads,
                           progress=_progress_printer("boards"))
    st = summarize(sample, top=args.top, bins=args.bins)
    for line in format_stats(st, threads):
        print(line)
    print(f"mean_score: {st.mean_score:.3f}")
    print(f"mean_words: {st.mean_words:.3f}")
    return 0


def cmd_count_boards(args) -> int:
    from ..stats import estimate_board_count
    ds, language = _dice_and_language(args)
    est = estimate_board_count(ds, args.samples, seed=args.seed, threads=args.threads,
                               progress=_progress_printer("grids"))
    print(f"dice: {est.dice_key} ({est.ncells} cells)   samples: {est.samples:,}   seconds: {est.seconds:.2f}")
    print(f"rollable random grids: {est.feasible:,} of {est.samples:,} = {100 * est.share:.3f}% "
          f"(95% CI {100 * est.share_low:.3f}%-{100 * est.share_high:.3f}%)")
    print(f"formula: share * {len(language.letters)}^{est.ncells} / {est.symmetries} symmetries "
          f"= share * {est.grids / est.symmetries:.4g}")
    if est.feasible == 0:
        print("no sampled grid was rollable: only the upper end of the interval is informative")
    print(f"distinct boards: {est.boards:.3g} (95% CI {est.boards_low:.3g} - {est.boards_high:.3g})")
    print(f"feasible_share: {est.share:.6f}")
    print(f"distinct_boards: {est.boards:.4e}")
    return 0
