"""``boggle anneal`` and ``boggle hillclimb``: search for high-scoring boards."""
from __future__ import annotations

import sys

from .common import (
    MAX_POOL,
    UserError,
    add_dictionary_argument,
    add_language_argument,
    add_rules_argument,
    add_seed_argument,
    add_threads_argument,
    count,
    language_of,
    load_language_wordlist,
    positive_count,
    real_number,
    run_seconds,
    stop_on_interrupt,
    whole_number,
)

#: Highest starting temperature (points) and steepest decay per iteration a schedule takes.
MAX_T0 = 1e9
MAX_DECAY = 1e6

#: Exit status of a search stopped by Ctrl-C (what was found is printed first).
INTERRUPTED = 130


def _add_common(p, size_help: str = "44") -> None:
    p.add_argument("--size", default=None,
                   help=f"board size such as 33, 34 (3 wide, 4 tall), 44, 55 (default: {size_help})")
    add_seed_argument(p, help="random seed, 0 or more (default: random; printed)")
    add_dictionary_argument(p)
    add_language_argument(p)
    add_rules_argument(p)


def register(sub) -> None:
    p = sub.add_parser("anneal", help="simulated annealing for a high-scoring board",
                       description="Simulated annealing: prints each new best (generation, score, reign, "
                                   "board, canonical orientation) and finally 'best SCORE BOARD'.")
    _add_common(p, size_help="the size of --dice, else 44")
    stop = p.add_mutually_exclusive_group()
    stop.add_argument("--seconds", type=run_seconds, default=None, metavar="T",
                      help="run for T seconds (default: 10)")
    stop.add_argument("--iterations", type=count, default=None, metavar="K",
                      help="run K iterations (reproducible)")
    constraint = p.add_mutually_exclusive_group()
    constraint.add_argument("--dice", default=None, metavar="SET",
                            help="keep boards rollable with a dice set: classic, new, big, superbig or a "
                                 "language's set such as de-classic")
    constraint.add_argument("--letters", default=None, metavar="LETTERS",
                            help="use only these letters, e.g. aeilnprst (letters of the language)")
    p.add_argument("--schedule", default=None, metavar="NAME",
                   help="temperature schedule: reference, 3x3, 4x4, linear (default: tuned for the size)")
    p.add_argument("--t0", type=real_number(0.0, MAX_T0), default=None,
                   help="starting temperature (overrides the schedule's)")
    p.add_argument("--decay", type=real_number(0.0, MAX_DECAY, inclusive=False), default=None,
                   help="exponential decay per iteration")
    # 0 is left to the linear schedule, which refuses it ("length >= 1"); other schedules ignore --length.
    p.add_argument("--length", type=count, default=None, help="iterations of a linear schedule's ramp to 0")
    p.add_argument("--max-stall", type=positive_count, default=None,
                   help="cold iterations without progress before a restart")
    p.add_argument("--no-restarts", action="store_true", help="never restart from a fresh board")
    p.set_defaults(func=cmd_anneal)

    p = sub.add_parser("hillclimb", help="hill climbing with a pool of boards",
                       description="Hill climbing with a pool: prints each new best (iteration, score, reign, "
                                   "board) and finally 'best SCORE BOARD'.")
    _add_common(p)
    p.add_argument("--pool", type=whole_number(1, MAX_POOL), default=250, metavar="K",
                   help=f"pool size, 1 to {MAX_POOL:,}: each pool board keeps its scored neighbourhood, "
                        "about 0.1 MB on 4x4 and 0.5 MB on 6x6 (default: 250)")
    p.add_argument("--letters", default=None, metavar="LETTERS", help="use only these letters")
    p.add_argument("--max-iterations", type=count, default=None, metavar="N",
                   help="stop after N iterations")
    p.add_argument("--seconds", type=run_seconds, default=None, metavar="T", help="stop after T seconds")
    add_threads_argument(p, default=1, what="scoring threads")
    p.set_defaults(func=cmd_hillclimb)


def _solver(args, language):
    from ..engine import Solver
    return Solver(load_language_wordlist(args, language), args.rules)


def _print_row(gen, score, reign, board) -> None:
    print(f"{gen:>12} {score:>7} {reign:>12}  {board}")
    sys.stdout.flush()


def _header(label: str) -> None:
    print(f"{label:>12} {'score':>7} {'reign':>12}  board")


def _config(args, geom):
    from dataclasses import replace

    from ..search import SCHEDULES, default_config
    config = default_config(geom, args.rules)
    schedule = config.schedule
    if args.schedule is not None:
        if args.schedule not in SCHEDULES:
            raise UserError(f"unknown schedule {args.schedule!r}; choose one of: {', '.join(SCHEDULES)}")
        schedule = SCHEDULES[args.schedule]
    if args.t0 is not None:
        schedule = replace(schedule, t0=args.t0)
    if args.decay is not None:
        schedule = replace(schedule, decay=args.decay)
    if args.length is not None:
        schedule = replace(schedule, length=args.length)
    config = replace(config, schedule=schedule)
    if args.max_stall is not None:
        config = replace(config, max_stall=args.max_stall)
    if args.no_restarts:
        config = replace(config, restarts=False)
    return config


def cmd_anneal(args) -> int:
    from ..engine import get_dice_set, parse_size
    from ..search import Annealer
    language = language_of(args)
    dice = get_dice_set(args.dice) if args.dice is not None else None
    geom = parse_size(args.size if args.size is not None else dice.geometry if dice is not None else "44")
    config = _config(args, geom)
    solver = _solver(args, language)
    annealer = Annealer(solver, geom, seed=args.seed, config=config, dice=args.dice, letters=args.letters)
    where = geom.name if language.is_english else f"{geom.name} {language.name}"
    print(f"# anneal {where} seed {annealer.seed}; {config.schedule.describe()}; max stall {config.max_stall}")
    _header("generation")
    # Rows are printed when the next best arrives (only then is the reign known).
    pending = [annealer.improvements[0]]

    def on_chunk(an, new):
        for imp in new:
            prev = pending.pop()
            _print_row(prev.generation, prev.score, imp.generation - prev.generation, prev.board)
            pending.append(imp)

    seconds = args.seconds if args.iterations is None and args.seconds is not None else None
    if args.iterations is None and seconds is None:
        seconds = 10.0
    with stop_on_interrupt() as interrupted:
        result = annealer.run(iterations=args.iterations, seconds=seconds, callback=on_chunk, should_stop=interrupted)
    last = pending[0]
    _print_row(last.generation, last.score, result.generations - last.generation, last.board)
    print(f"# {result.generations} generations, {result.evaluations} boards scored, {result.restarts} restarts, "
          f"{result.seconds:.1f} s{' (interrupted)' if interrupted() else ''}")
    print(f"best {result.best_score} {result.best_board}")
    return _finished(interrupted())


def _finished(interrupted: bool) -> int:
    if interrupted:
        print("boggle: interrupted", file=sys.stderr)
        return INTERRUPTED
    return 0


def cmd_hillclimb(args) -> int:
    from ..engine import parse_size
    from ..search import hill_climb
    geom = parse_size(args.size or "44")
    solver = _solver(args, language_of(args))
    print(f"# hillclimb {geom.name} pool {args.pool} seed {args.seed if args.seed is not None else '(random)'}")
    _header("iteration")
    # Each new best is printed when the next one arrives (only then is its reign known) or at the end.
    pending: list[tuple[int, int, str]] = []   # (iteration, score, board) of the best not yet printed

    def on_iteration(iteration, score, board):
        if pending and score <= pending[0][1]:
            return
        if pending:
            found, best, shown = pending.pop()
            _print_row(found, best, iteration - found, shown)
        pending.append((iteration, score, board))

    with stop_on_interrupt() as interrupted:
        result = hill_climb(solver, geom, pool_size=args.pool, seed=args.seed, letters=args.letters,
                            max_iterations=args.max_iterations, seconds=args.seconds, threads=args.threads,
                            callback=on_iteration, should_stop=interrupted)
    found, best, shown = pending[0]
    _print_row(found, best, result.iterations - found, shown)
    state = ("interrupted" if interrupted() else "converged" if result.converged else "stopped before converging")
    print(f"# seed {result.seed}: {result.iterations} iterations ({state}), {result.evaluations} boards scored, "
          f"{result.seconds:.1f} s")
    print(f"best {result.best_score} {result.best_board}")
    return _finished(interrupted())
