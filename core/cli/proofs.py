"""``boggle break``: prove which boards of a size score at least a threshold; ``boggle results``: what
a run's results file holds."""
from __future__ import annotations

import argparse
import shlex
import signal
import sys
import threading
import time

from ..proofs import (
    DEFAULT_METHOD,
    MAX_RUN_CLASSES,
    MAX_THRESHOLD,
    METHODS,
    REFERENCE_RUNS,
    BreakRunAborted,
    format_duration,
)
from .common import (
    MAX_THREADS,
    UserError,
    add_dictionary_argument,
    add_language_argument,
    add_rules_argument,
    language_of,
    note_shadowed_list,
    seed_number,
    whole_number,
)

EXAMPLES = """\
examples:
  boggle break --size 33 --threshold 500 --partition 'bdfgjqvwxz aeiou lnrsy chkmpt' \\
      --dictionary enable2k.txt --workers 2 --results 3x3.ndjson
  boggle break --size 33 --threshold 500 --partition 'bdfgjqvwxz aeiou lnrsy chkmpt' --limit 200
  boggle break --size 33 --threshold 500 --class 'lnrsy aeiou chkmpt chkmpt aeiou lnrsy lnrsy aeiou bdfgjqvwxz'
  boggle break --size 34 --threshold 1500 \\
      --partition 'aeijou bcdfgmpqvwxz hklnrsty, corner:aeiosuy bcdfghjklmnpqrtvwxz' \\
      --results 3x4.ndjson --scheduler tcp://127.0.0.1:8786    (then --resume after a stop)

stdout: one 'FOUND <board> <score>' line per board at or above the threshold (canonical
orientation, best first), then 'summary: classes=N boards=M seconds=S'. Progress goes to stderr.
'boggle results FILE' sums up a results file.
"""

RESULTS_EXAMPLES = """\
examples:
  boggle results 3x3.ndjson
  boggle results 3x4.ndjson --boards 10 --dictionary enable2k.txt

Prints the run (size, threshold, rules, method, word list and whether it is on this machine), the
partition when the file names it or its class ids match a reference run's, classes done, the boards
found, a histogram of per-class times, the bound per level of the breaking trees and the slowest
classes. The file is only read, never changed (a torn last line is skipped).
"""


def register(sub) -> None:
    p = sub.add_parser("break", help="break board classes: find every board scoring at least a threshold",
                       description="Run the branch-and-bound breaker over board classes and list every "
                                   "board that scores at least --threshold.",
                       epilog=EXAMPLES, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--size", default="33", help="board size such as 33 or 34 (3 wide, 4 tall); default 33")
    p.add_argument("--threshold", required=True, metavar="T",
                   help="report boards scoring at least T points")
    src = p.add_mutually_exclusive_group(required=True)
    src.add_argument("--partition", metavar="GROUPS",
                     help="alphabet partition, e.g. 'bdfgjqvwxz aeiou lnrsy chkmpt' or "
                          "'aeijou bcdfgmpqvwxz hklnrsty, corner:aeiosuy bcdfghjklmnpqrtvwxz'; "
                          "breaks one class per symmetry orbit, in shuffled order")
    src.add_argument("--classes", metavar="FILE", help="file with one class per line")
    src.add_argument("--class", dest="one_class", metavar="CLASS",
                     help="a single class: one letter set per cell, separated by spaces")
    p.add_argument("--workers", type=whole_number(1, MAX_THREADS), default=1, metavar="N",
                   help="worker processes (default 1: run in this process)")
    p.add_argument("--results", metavar="FILE",
                   help="checkpoint file: one JSON line per finished class (needed for --resume)")
    p.add_argument("--resume", action="store_true", help="continue --results FILE, skipping finished classes")
    p.add_argument("--scheduler", metavar="ADDRESS",
                   help="run on a Dask cluster at ADDRESS (e.g. tcp://127.0.0.1:8786) instead of local processes")
    p.add_argument("--limit", type=whole_number(1, MAX_RUN_CLASSES), default=None, metavar="K",
                   help="break only the first K classes (of the shuffled order: a representative slice)")
    p.add_argument("--seed", type=seed_number, default=0, help="shuffle seed for --partition (default 0)")
    p.add_argument("--max-memory", metavar="SIZE", default=None,
                   help="memory budget of each worker process, e.g. 500M or 2G (bytes, or K/M/G with an "
                        "optional B; at most the machine's memory): trees stay within it, at some cost in time "
                        "(default: no budget)")
    p.add_argument("--no-groups", action="store_true",
                   help="break every class on its own: classes that differ only in their corners are otherwise "
                        "broken as one union class (about twice as fast on 3x4; more memory per worker "
                        "without --max-memory)")
    # An older name of the flag, still read so that saved commands keep working.
    p.add_argument("--no-pairs", action="store_true", dest="no_groups", help=argparse.SUPPRESS)
    p.add_argument("--per-class", action="store_true",
                   help="also print one 'CLASS ...' line per class with its bounds, nodes and time")
    p.add_argument("--method", choices=METHODS, default=DEFAULT_METHOD,
                   help=f"breaking method (default {DEFAULT_METHOD}); written in the results file, which a "
                        f"resume must match")
    add_dictionary_argument(p)
    add_language_argument(p)
    add_rules_argument(p)
    p.set_defaults(func=cmd_break)

    r = sub.add_parser("results", help="sum up a break run's results file",
                       description="What a break run's results file holds: the run, the boards found, "
                                   "per-class times, bounds and the slowest classes.",
                       epilog=RESULTS_EXAMPLES, formatter_class=argparse.RawDescriptionHelpFormatter)
    r.add_argument("file", metavar="FILE", help="results file (boggle break --results, or the break window's)")
    r.add_argument("--boards", type=whole_number(0, MAX_RUN_CLASSES), default=None, metavar="K",
                   help="print only the best K boards (default: all)")
    r.add_argument("--partition", metavar="GROUPS", action="append", default=[],
                   help="a partition to recognise the classes by, besides the reference runs' (repeatable)")
    r.add_argument("-d", "--dictionary", metavar="PATH", default=None,
                   help="where to look for the run's word list, besides its name (matched by SHA-256)")
    r.set_defaults(func=cmd_results)


def _positive_int(text: str, what: str, maximum: int | None = None) -> int:
    try:
        value = int(str(text).strip())
    except ValueError:
        raise UserError(f"{what} must be a whole number, not {text!r}") from None
    if value < 1:
        raise UserError(f"{what} must be at least 1, not {value}")
    if maximum is not None and value > maximum:
        raise UserError(f"{what} must be at most {maximum}, not {value}")
    return value


_MEMORY_UNITS = {"": 1, "K": 2**10, "M": 2**20, "G": 2**30, "T": 2**40}


#: Largest budget for workers on a cluster (their machines' memory is not known here): 1 PiB.
MAX_CLUSTER_MEMORY = 2**50


def parse_memory_size(text: str, local: bool = True) -> int:
    """Bytes of a size such as ``500M``, ``2G``, ``1.5GB`` or ``800000000`` (K/M/G/T are powers of 1024):
    at most this machine's memory for a ``local`` run, else :data:`MAX_CLUSTER_MEMORY`.

    Raises
    ------
    UserError
        Naming the bad value.
    """
    import re
    from fractions import Fraction
    m = re.fullmatch(r"\s*(\d+(?:\.\d*)?|\.\d+)\s*([kmgt]?)(?:i?b)?\s*", str(text), re.IGNORECASE)
    if not m or len(m.group(1)) > 40:
        shown = repr(text) if len(str(text)) <= 40 else f"a number of {len(str(text)):,} characters"
        if not m:
            raise UserError(f"--max-memory must be a size such as 500M or 2G, not {shown}")
        value = None     # too many digits for any memory
    else:
        # Exact arithmetic: float() of 400 nines is infinite.
        value = int(Fraction(m.group(1)) * _MEMORY_UNITS[m.group(2).upper()])
    from ..proofs import MIN_MEMORY, machine_memory
    if value is not None and value < MIN_MEMORY:
        raise UserError(f"--max-memory must be at least {MIN_MEMORY // 2**20}M (a worker's interpreter, "
                        f"kernels and word list alone use more), not {text!r}")
    most = machine_memory() if local else MAX_CLUSTER_MEMORY
    if value is None or value > most:
        where = "this machine's memory" if local else "any machine's memory"
        raise UserError(f"--max-memory {str(text).strip()[:40]} is more than {where} "
                        f"({most / 2**30:,.1f}G)")
    return value


def resume_command(args) -> str:
    """The ``boggle break`` command that continues this run from its results file."""
    parts = ["boggle", "break", "--size", str(args.size), "--threshold", str(args.threshold).strip()]
    if args.partition is not None:
        parts += ["--partition", args.partition, "--seed", str(args.seed)]
    elif args.classes is not None:
        parts += ["--classes", str(args.classes)]
    else:
        parts += ["--class", args.one_class]
    if args.limit is not None:
        parts += ["--limit", str(args.limit)]
    if args.dictionary is not None:
        parts += ["--dictionary", str(args.dictionary)]
    if getattr(args, "language", None) is not None:
        parts += ["--language", str(args.language)]
    if args.rules != "standard":
        parts += ["--rules", args.rules]
    if args.scheduler:
        parts += ["--scheduler", args.scheduler]
    elif args.workers != 1:
        parts += ["--workers", str(args.workers)]
    if getattr(args, "max_memory", None) is not None:
        parts += ["--max-memory", str(args.max_memory)]
    if getattr(args, "no_groups", False):
        parts += ["--no-groups"]
    if getattr(args, "method", DEFAULT_METHOD) != DEFAULT_METHOD:
        parts += ["--method", args.method]
    return shlex.join(parts + ["--results", str(args.results), "--resume"])


class ProgressPrinter:
    """Progress on stderr: a bar redrawn in place on a terminal, occasional lines otherwise."""

    def __init__(self, stream=None, width: int = 30):
        self.stream = stream or sys.stderr
        self.tty = bool(getattr(self.stream, "isatty", lambda: False)())
        self.width = width
        self.last_draw = 0.0
        self.drawn = False

    def line(self, p) -> str:
        frac = p.done / p.total if p.total else 1.0
        filled = int(round(frac * self.width))
        bar = "#" * filled + "-" * (self.width - filled)
        return (f"[{bar}] {p.done}/{p.total} classes {100 * frac:5.1f}%  {p.rate:.1f}/s  "
                f"ETA {format_duration(p.eta_seconds)}  boards {p.boards_found}")

    def __call__(self, p) -> None:
        now = time.monotonic()
        final = p.done >= p.total
        interval = 0.1 if self.tty else 10.0
        if not final and now - self.last_draw < interval and p.last is not None:
            return
        self.last_draw = now
        if self.tty:
            self.stream.write("\r" + self.line(p) + "\x1b[K")
            self.drawn = True
        else:
            self.stream.write(self.line(p) + "\n")
        self.stream.flush()

    def close(self) -> None:
        """End the bar's line (idempotent)."""
        if self.tty and self.drawn:
            self.stream.write("\n")
            self.stream.flush()
            self.drawn = False


def _raise_interrupt(signum, frame):
    raise KeyboardInterrupt


def _install_sigterm():
    if threading.current_thread() is not threading.main_thread():
        return None
    return signal.signal(signal.SIGTERM, _raise_interrupt)


def cmd_break(args) -> int:
    from ..engine import parse_size
    from ..proofs import run_break, tasks_from_class, tasks_from_file, tasks_from_partition

    geom = parse_size(args.size)
    language = language_of(args)
    threshold = _positive_int(args.threshold, "--threshold", MAX_THRESHOLD)
    if args.workers < 1:
        raise UserError(f"--workers must be at least 1, not {args.workers}")
    if args.limit is not None and args.limit < 1:
        raise UserError(f"--limit must be at least 1, not {args.limit}")
    if args.resume and not args.results:
        raise UserError("--resume needs --results FILE (the file to continue)")
    max_memory = None if args.max_memory is None else parse_memory_size(args.max_memory, not args.scheduler)
    # Classes and partitions are read in the language (its letters: German's umlauts).
    if args.partition is not None:
        tasks = tasks_from_partition(geom, args.partition, seed=args.seed, limit=args.limit, language=language)
    elif args.classes is not None:
        tasks = tasks_from_file(args.classes, geom, limit=args.limit, language=language)
    else:
        tasks = tasks_from_class(args.one_class, geom, language=language)

    printer = ProgressPrinter()
    print(f"breaking {len(tasks)} {geom.name} classes at threshold {threshold}"
          + (f" on {args.scheduler}" if args.scheduler else f" with {args.workers} worker(s)"),
          file=sys.stderr, flush=True)

    def progress(p):
        if args.per_class and p.last is not None:
            r = p.last
            bounds = ",".join(str(b) for b in r.bound_history)
            ident = r.class_id if r.class_id is not None else "-"
            printer.close()
            print(f"CLASS id={ident} root_bound={r.root_bound} bounds={bounds} nodes={r.nodes} "
                  f"seconds={r.seconds:.4f} boards={len(r.boards)} class='{r.class_text}'"
                  + (f" union='{r.union}'" if r.union is not None else ""), flush=True)
        printer(p)

    note_shadowed_list(args.dictionary or language.wordlists[0])
    # SIGTERM (kill, a batch system's stop) ends the run as cleanly as Ctrl-C.
    previous = _install_sigterm()
    try:
        summary = run_break(tasks, size=geom, threshold=threshold, wordlist=args.dictionary or language.wordlists[0],
                            rules=args.rules, language=language.code,
                            workers=args.workers, results_path=args.results, resume=args.resume,
                            scheduler=args.scheduler, progress=progress, group_classes=not args.no_groups,
                            method=args.method, max_memory=max_memory)
    except BreakRunAborted as exc:
        hint = (f"continue with: {resume_command(args)}" if args.results
                else "add --results FILE to keep finished classes")
        raise UserError(f"{exc}; {hint}") from None
    finally:
        if previous is not None:
            signal.signal(signal.SIGTERM, previous)
        printer.close()
    for board, score in summary.boards:
        print(f"FOUND {board} {score}")
    if summary.resumed:
        print(f"resumed {summary.resumed} classes from {args.results}", file=sys.stderr)
    if summary.cancelled:
        print(f"boggle: interrupted after {summary.done} of {summary.total} classes"
              + (f"; finished classes are saved in {args.results} (continue with: {resume_command(args)})"
                 if args.results else ""), file=sys.stderr)
    print(f"summary: classes={summary.done} boards={len(summary.boards)} seconds={summary.seconds:.1f}"
          + ("" if summary.done == summary.total else f" total={summary.total} complete=no"), flush=True)
    return 130 if summary.cancelled else 0


def cmd_results(args) -> int:
    from ..proofs import summarize_results_file, summary_lines
    partitions = list(dict.fromkeys([*args.partition, *(run.partition for run in REFERENCE_RUNS.values())]))
    summary = summarize_results_file(args.file, partitions=partitions,
                                     wordlists=[args.dictionary] if args.dictionary else [])
    for line in summary_lines(summary, boards=args.boards):
        print(line)
    return 0
