"""Solver speed: boards/s for random and New-dice 4x4 boards, cold JIT and CLI start.

Usage: python benchmarks/bench_score.py [--dictionary PATH] [--random N] [--dice N] [--repeat R]

Figures printed:
- boards/s for N uniformly random 4x4 boards and for N New-dice boards, on one
  thread and on all cores (best of R timed passes, after an untimed warm-up);
- cold start: first call in a fresh process with an empty numba cache (compile);
- warm start: `boggle score BOARD` wall time with the caches filled.
Reference points on this 2-core machine (from the issue): a plain C trie solver
does ~145,000 random and ~54,000 dice boards/s on one core; the C++ solver behind
the published proofs 1.12-1.18x that.
"""
from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time

import numpy as np
from _common import ROOT, add_dictionary_argument, best_of, mib, peak_rss_bytes

PLAIN_C = {"random": 145_000, "dice": 54_000}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    add_dictionary_argument(ap)
    ap.add_argument("--random", type=int, default=1_000_000)
    ap.add_argument("--dice", type=int, default=200_000)
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args()

    from core.engine import Solver, load_wordlist, roll_many
    wl = load_wordlist(args.dictionary)
    solver = Solver(wl)
    rng = np.random.default_rng(2024)
    sets = {
        "random": rng.integers(0, 26, (args.random, 16)).astype(np.int8),
        "dice": roll_many("new", args.dice, rng),
    }
    cores = os.cpu_count() or 1
    print(f"word list: {wl.name} ({len(wl)} words, {wl.nnodes} nodes); cores: {cores}")
    for name, boards in sets.items():
        solver.score_many(boards[:2000], "44")  # warm-up (JIT or cache load)
        for threads in sorted({1, cores}):
            dt, scores = best_of(lambda b=boards, t=threads: solver.score_many(b, "44", threads=t), args.repeat)
            rate = len(boards) / dt
            print(f"{name:6s} boards={len(boards):>9,d} threads={threads} seconds={dt:.3f} "
                  f"boards_per_second={rate:,.0f} mean_score={scores.mean():.2f} "
                  f"vs_plain_C={rate / PLAIN_C[name] / threads:.2f}x_per_thread")

    # Cold start: an empty numba cache, so every kernel compiles.
    with tempfile.TemporaryDirectory() as cache:
        env = dict(os.environ, NUMBA_CACHE_DIR=cache)
        code = ("import time; t=time.perf_counter(); from core.engine import Solver, load_wordlist;"
                f"s=Solver(load_wordlist({args.dictionary!r})); b='perslatgsineters'; s.score(b); s.solve(b);"
                "print(time.perf_counter()-t)")
        for label in ("cold (compile)", "warm (cached)"):
            out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, cwd=ROOT)
            print(f"first solve in a new process, {label}: {float(out.stdout.strip()):.2f} s")

    # Warm CLI: the whole `boggle score BOARD` command, interpreter start included.
    cmd = [sys.executable, "-m", "core", "score", "perslatgsineters", "--dictionary", args.dictionary]
    subprocess.run(cmd, capture_output=True, cwd=ROOT)
    walls = []
    for _ in range(5):
        t = time.perf_counter()
        subprocess.run(cmd, capture_output=True, cwd=ROOT, check=True)
        walls.append(time.perf_counter() - t)
    print(f"warm `boggle score BOARD` wall time: median {sorted(walls)[2]:.2f} s, best {min(walls):.2f} s")
    print(f"peak RSS: {mib(peak_rss_bytes())} (this process), {mib(peak_rss_bytes(children=True))} (largest child)")


if __name__ == "__main__":
    main()
