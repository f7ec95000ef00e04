"""``boggle anneal`` and ``boggle hillclimb``: search for high-scoring boards."""
from __future__ import annotations

import sys

from .common import UserError, add_dictionary_argument, add_rules_argument


def _add_common(p) -> None:
    p.add_argument("--size", default="44", help="board size such as 33, 34 (3 wide, 4 tall), 44, 55 (default: 44)")
    p.add_argument("--seed", type=int, default=None, help="random seed (default: random; printed)")
    add_dictionary_argument(p)
    add_rules_argument(p)


def register(sub) -> None:
    p = sub.add_parser("anneal", help="simulated annealing for a high-scoring board",
                       description="Simulated annealing: prints each new best (generation, score, reign, "
                                   "board, canonical orientation) and finally 'best SCORE BOARD'.")
    _add_common(p)
    stop = p.add_mutually_exclusive_group()
    stop.add_argument("--seconds", type=float, default=None, metavar="T", help="run for T seconds (default: 10)")
    stop.add_argument("--iterations", type=int, default=None, metavar="K", help="run K iterations (reproducible)")
    constraint = p.add_mutually_exclusive_group()
    constraint.add_argument("--dice", default=None, metavar="SET",
                            help="keep boards rollable with a dice set: classic, new, big, superbig")
    constraint.add_argument("--letters", default=None, metavar="LETTERS",
                            help="use only these letters, e.g. aeilnprst")
    p.add_argument("--schedule", default=None, metavar="NAME",
                   help="temperature schedule: reference, 3x3, 4x4, linear (default: tuned for the size)")
    p.add_argument("--t0", type=float, default=None, help="starting temperature (overrides the schedule's)")
    p.add_argument("--decay", type=float, default=None, help="exponential decay per iteration")
    p.add_argument("--length", type=int, default=None, help="iterations of a linear schedule's ramp to 0")
    p.add_argument("--max-stall", type=int, default=None, help="cold iterations without progress before a restart")
    p.add_argument("--no-restarts", action="store_true", help="never restart from a fresh board")
    p.set_defaults(func=cmd_anneal)

    p = sub.add_parser("hillclimb", help="hill climbing with a pool of boards",
                       description="Hill climbing with a pool: prints each new best (iteration, score, reign, "
                                   "board) and finally 'best SCORE BOARD'.")
    _add_common(p)
    p.add_argument("--pool", type=int, default=250, metavar="K", help="pool size (default: 250)")
    p.add_argument("--letters", default=None, metavar="LETTERS", help="use only these letters")
    p.add_argument("--max-iterations", type=int, default=None, metavar="N", help="stop after N iterations")
    p.add_argument("--seconds", type=float, default=None, metavar="T", help="stop after T seconds")
    p.add_argument("--threads", type=int, default=1, help="scoring threads (0: all cores)")
    p.set_defaults(func=cmd_hillclimb)


def _solver(args):
    from ..engine.solver import Solver
    from ..engine.wordlist import load_wordlist
    return Solver(load_wordlist(args.dictionary), args.rules)


def _print_row(gen, score, reign, board) -> None:
    print(f"{gen:>12} {score:>7} {reign:>12}  {board}")
    sys.stdout.flush()


def _header(label: str) -> None:
    print(f"{label:>12} {'score':>7} {'reign':>12}  board")


def _config(args, geom):
    from dataclasses import replace

    from ..search.anneal import SCHEDULES, default_config
    config = default_config(geom)
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
    from ..engine.board import parse_size
    from ..search.anneal import Annealer
    geom = parse_size(args.size)
    if args.iterations is not None and args.iterations < 0:
        raise UserError(f"--iterations must be >= 0, got {args.iterations}")
    if args.seconds is not None and not args.seconds >= 0:
        raise UserError(f"--seconds must be >= 0, got {args.seconds}")
    config = _config(args, geom)
    solver = _solver(args)
    annealer = Annealer(solver, geom, seed=args.seed, config=config, dice=args.dice, letters=args.letters)
    print(f"# anneal {geom.name} seed {annealer.seed}; {config.schedule.describe()}; max stall {config.max_stall}")
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
    result = annealer.run(iterations=args.iterations, seconds=seconds, callback=on_chunk)
    last = pending[0]
    _print_row(last.generation, last.score, result.generations - last.generation, last.board)
    print(f"# {result.generations} generations, {result.evaluations} boards scored, {result.restarts} restarts, "
          f"{result.seconds:.1f} s")
    print(f"best {result.best_score} {result.best_board}")
    return 0


def cmd_hillclimb(args) -> int:
    from ..engine.board import parse_size
    from ..search.anneal import hill_climb
    geom = parse_size(args.size)
    if args.pool < 1:
        raise UserError(f"--pool must be >= 1, got {args.pool}")
    solver = _solver(args)
    print(f"# hillclimb {geom.name} pool {args.pool} seed {args.seed if args.seed is not None else '(random)'}")
    _header("iteration")
    result = hill_climb(solver, geom, pool_size=args.pool, seed=args.seed, letters=args.letters,
                        max_iterations=args.max_iterations, seconds=args.seconds, threads=args.threads)
    for imp in result.improvements:
        _print_row(imp.generation, imp.score, imp.reign, imp.board)
    state = "converged" if result.converged else "stopped before converging"
    print(f"# seed {result.seed}: {result.iterations} iterations ({state}), {result.evaluations} boards scored, "
          f"{result.seconds:.1f} s")
    print(f"best {result.best_score} {result.best_board}")
    return 0
