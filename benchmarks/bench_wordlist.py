"""Word list compile: peak memory and time of ``boggle score`` with a large list, compiled and cached.

Usage: python benchmarks/bench_wordlist.py [--words N] [--repeat R]

Writes N random words (3-14 letters a-z without q, seeded: a trie of about five nodes a word,
more than real lists, whose words share more) to a temporary file and runs
``boggle score perslatgsineters -d FILE`` in fresh processes with an empty cache folder:
the first run compiles the list (and saves it), the second loads it from the cache. Printed
for each: wall seconds and the process's peak resident memory, in MiB and as a multiple of the
file's size, and the same command with a two-word list (the interpreter, numpy and numba alone).
"""
from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np
from _common import ROOT, mib


def write_random_list(path: Path, nwords: int, seed: int = 14) -> int:
    rng = np.random.default_rng(seed)
    letters = np.frombuffer(b"abcdefghijklmnoprstuvwxyz", np.uint8)
    lengths = rng.integers(3, 15, nwords)
    text = letters[rng.integers(0, len(letters), int(lengths.sum()) + nwords)]
    text[np.cumsum(lengths + 1) - 1] = ord("\n")
    path.write_bytes(text.tobytes())
    return path.stat().st_size


def run(words: Path, cache: Path) -> tuple[float, int, str]:
    """Wall seconds, peak RSS in bytes (this child alone, from wait4) and stdout of one run."""
    env = dict(os.environ, BOGGLE_CACHE_DIR=str(cache), BOGGLE_DATA_DIR=str(cache / "data"))
    t = time.perf_counter()
    proc = subprocess.Popen([sys.executable, "-m", "core", "score", "perslatgsineters", "-d", str(words)],
                            cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    out = proc.stdout.read().decode()
    err = proc.stderr.read().decode()
    _, status, usage = os.wait4(proc.pid, 0)
    proc.returncode = os.waitstatus_to_exitcode(status)
    if proc.returncode:
        raise SystemExit(f"boggle score failed ({proc.returncode}): {err[-2000:]}")
    return time.perf_counter() - t, usage.ru_maxrss * 1024, out.strip()


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--words", type=int, default=5_000_000)
    ap.add_argument("--repeat", type=int, default=1, help="runs of each kind (the smallest peak is printed)")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)
        big, tiny = tmp / "random.txt", tmp / "tiny.txt"
        size = write_random_list(big, args.words)
        tiny.write_text("tea\nsea\n")
        print(f"list: {args.words:,} random words, {size / 1e6:.1f} MB; load average {os.getloadavg()[0]:.2f}")
        _, base, _ = run(tiny, tmp / "cache-tiny")
        print(f"two-word list: peak {mib(base)}")
        for k in range(args.repeat):
            cache = tmp / f"cache-{k}"
            for label in ("compiled", "cached"):
                seconds, peak, out = run(big, cache)
                print(f"{label:>8}: {seconds:6.1f} s  peak {mib(peak)} = {peak / size:.1f} x the file "
                      f"({(peak - base) / size:.1f} x above the two-word run)  [{out}]")


if __name__ == "__main__":
    main()
