"""Shared by every ``bench_*.py``: the checkout on ``sys.path``, the reference word list,
best-of-R timing and peak memory.

Run the benchmarks as scripts (``python benchmarks/bench_score.py``): this folder is
then on ``sys.path`` and ``import _common`` puts the checkout there too.
"""
from __future__ import annotations

import os
import resource
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

#: ENABLE2K beside the checkout (``../shared/wordlists``), or ``BOGGLE_ENABLE2K``.
DEFAULT_WORDLIST = Path(os.environ.get("BOGGLE_ENABLE2K", ROOT.parent / "shared" / "wordlists" / "enable2k.txt"))

T = TypeVar("T")


def best_of(fn: Callable[[], T], repeat: int) -> tuple[float, T]:
    """The shortest wall time of ``repeat`` calls of ``fn`` and the last call's result."""
    best, result = float("inf"), None
    for _ in range(max(1, repeat)):
        t = time.perf_counter()
        result = fn()
        best = min(best, time.perf_counter() - t)
    return best, result


def peak_rss_bytes(children: bool = False) -> int:
    """Peak resident memory of this process (or of its finished children), in bytes."""
    usage = resource.getrusage(resource.RUSAGE_CHILDREN if children else resource.RUSAGE_SELF)
    return usage.ru_maxrss * (1 if sys.platform == "darwin" else 1024)  # kilobytes on Linux


def reset_peak_rss() -> bool:
    """Reset this process's peak resident memory (Linux >= 4.0: writing 5 to clear_refs resets
    VmHWM), so a peak read after one piece of work is that piece's. False where not possible."""
    try:
        with open("/proc/self/clear_refs", "w") as f:
            f.write("5")
        return True
    except OSError:
        return False


def peak_rss_since_reset() -> int | None:
    """VmHWM of this process in bytes (the peak since :func:`reset_peak_rss`), None without /proc."""
    from core.proofs.executors import vm_hwm_bytes  # only the break benchmarks need it
    return vm_hwm_bytes()


def mib(nbytes: int) -> str:
    return f"{nbytes / 2**20:.0f} MiB"


def bootstrap_total(times, count: int, reps: int = 10_000, seed: int = 0) -> tuple[float, float, float]:
    """``(estimate, low, high)`` of ``count`` times the mean of ``times``: the 95% percentile
    bootstrap interval over ``reps`` resamples (with replacement) of the sample's times."""
    import numpy as np
    t = np.asarray(times, float)
    rng = np.random.default_rng(seed)
    means = t[rng.integers(0, len(t), size=(reps, len(t)))].mean(axis=1)
    low, high = np.percentile(means, [2.5, 97.5])
    return float(t.mean() * count), float(low * count), float(high * count)


def add_dictionary_argument(parser) -> None:
    """``--dictionary PATH``, defaulting to :data:`DEFAULT_WORDLIST`."""
    parser.add_argument("--dictionary", default=str(DEFAULT_WORDLIST),
                        help=f"word list (default: {DEFAULT_WORDLIST}; BOGGLE_ENABLE2K overrides)")
