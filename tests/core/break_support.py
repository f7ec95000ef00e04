"""Shared data for the break-run tests: a tiny word list, small classes and a brute force."""
from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
import time

from core.engine.board import canonical_board, parse_size
from core.proofs import run_break, tasks_from_partition
from tests.naive import NaiveDictionary, all_boards, score_board

GEOM = parse_size("33")
PARTITION = "bdfgjqvwxz aeiou lnrsy chkmpt"

WORDS = ["tea", "eat", "ate", "sea", "set", "tee", "see", "seat", "east", "eats", "teas", "rate", "tear",
         "stare", "rates", "tears", "aster", "treat", "street", "steer", "reset", "trees", "terse", "ester",
         "eaters", "easter", "teaser", "seater", "rest", "rats", "star", "tsar", "arts", "tar", "art", "rat",
         "ear", "era", "are", "sat", "tat", "test", "state", "taste", "stats", "ease", "erase", "sear"]

# Small classes (at most 2^9 boards each) that a brute force can enumerate.
SMALL_CLASSES = [
    "st ae rt ae st ae rt ae st",
    "ae st ae rt ae st ae rt ae",
    "s e a t r e s t a",
    "rs ae st te a rt es ae st",
    "bc ae st d e rt f ae g",
]


def brute_force(class_texts, words, threshold):
    """Every board >= threshold over the classes, canonical, by the naive scorer."""
    d = NaiveDictionary(words)
    best = {}
    for text in class_texts:
        for board in all_boards(text.split()):
            score = score_board(board, 3, 3, d)
            if score >= threshold:
                best[canonical_board(board, GEOM)] = score
    return sorted(best.items(), key=lambda bs: (-bs[1], bs[0]))


def write_small_run(write_wordlist, tmp_path):
    """``(words_path, classes_path)`` of the tiny list and SMALL_CLASSES (with a comment and blanks)."""
    words_path = write_wordlist(WORDS)
    classes_path = tmp_path / "classes.txt"
    classes_path.write_text("# tiny classes\n" + "\n".join(SMALL_CLASSES) + "\n\n", encoding="utf-8")
    return words_path, classes_path


#: The run write_tiny_run makes: its first classes of PARTITION, and its threshold.
TINY_RUN_CLASSES = 60
TINY_RUN_THRESHOLD = 54


def write_tiny_run(write_wordlist, tmp_path):
    """``(results_path, words_path)`` of a real results file: the first 60 classes of PARTITION broken
    with the tiny list at threshold 54 (some boards found, most classes broken at the root)."""
    words = write_wordlist(WORDS)
    path = tmp_path / "run.ndjson"
    summary = run_break(tasks_from_partition(GEOM, PARTITION, limit=TINY_RUN_CLASSES), size="33",
                        threshold=TINY_RUN_THRESHOLD, wordlist=str(words), results_path=path)
    assert summary.done == TINY_RUN_CLASSES and len(summary.boards) >= 5
    return path, words


def results_header(**extra) -> str:
    """A results file's run header line (3x3, threshold 10, a made-up list), with ``extra`` fields."""
    return json.dumps({"type": "run", "version": 1, "size": "3x3", "threshold": 10, "rules": "standard",
                       "wordlist": "x", "wordlist_sha256": "0" * 64, **extra}, separators=(",", ":"))


#: A results file's class line: one 3x3 class broken at the root.
CLASS_LINE = json.dumps({"type": "class", "id": None, "class": "a b c d e f g h i", "boards": [],
                         "root_bound": 3, "bound_history": [3], "nodes": 5, "seconds": 0.5},
                        separators=(",", ":"))


def class_lines(path):
    """The class records of a results file (every line after the header), parsed."""
    return [json.loads(line) for line in path.read_text().splitlines()[1:]]


# A breaker whose worker process dies on one class (module level, so spawned workers can unpickle it).
DEADLY_CLASS = SMALL_CLASSES[2]


class _DyingBreaker:
    def __init__(self, wordlist, geom, rules):
        from core.proofs.breaker import Breaker
        self.inner = Breaker(wordlist, geom, rules)

    def break_class(self, board_class, threshold, trace=False, cancel=None):
        if " ".join(str(board_class).split()) == DEADLY_CLASS:
            self.die()
        return self.inner.break_class(board_class, threshold, trace=trace, cancel=cancel)

    @staticmethod
    def die():
        os.kill(os.getpid(), signal.SIGKILL)


def dying_breaker(wordlist, geom, rules):
    """A breaker that kills its own process on DEADLY_CLASS (like a class that runs out of memory)."""
    return _DyingBreaker(wordlist, geom, rules)


class _HalfSendingBreaker(_DyingBreaker):
    @staticmethod
    def die():
        """Die as a worker killed while sending its result does: a message's first bytes in the
        pool's result pipe, the pipe's write lock still held."""
        import gc
        import multiprocessing.queues
        import struct
        (results,) = [o for o in gc.get_objects() if type(o) is multiprocessing.queues.SimpleQueue]
        results._wlock.acquire()
        os.write(results._writer.fileno(), struct.pack("!i", 1000) + b"partial")
        _DyingBreaker.die()


def half_sending_breaker(wordlist, geom, rules):
    """A breaker whose process dies on DEADLY_CLASS half way through sending a result."""
    return _HalfSendingBreaker(wordlist, geom, rules)


# A breaker that tells a test, in this process, when SIGNALLED_CLASS starts and how it ends (for
# Dask clusters with in-process workers: processes=False). Other classes (the warm-up) say nothing.
SIGNALLED_CLASS = "chkmpt aeiou lnrsy lnrsy lnrsy aeiou chkmpt aeiou lnrsy aeiou lnrsy bdfgjvwxz"   # 3x4
CLASS_STARTED = threading.Event()
CLASS_STOPPED = threading.Event()   # Cancelled mid-way
CLASS_FINISHED = threading.Event()


class _SignallingBreaker:
    def __init__(self, wordlist, geom, rules):
        from core.proofs.breaker import Breaker
        self.inner = Breaker(wordlist, geom, rules)

    def break_class(self, board_class, threshold, trace=False, cancel=None):
        from core.engine.cancel import Cancelled
        if " ".join(str(board_class).split()) != SIGNALLED_CLASS:
            return self.inner.break_class(board_class, threshold, trace=trace, cancel=cancel)
        CLASS_STARTED.set()
        try:
            res = self.inner.break_class(board_class, threshold, trace=trace, cancel=cancel)
        except Cancelled:
            CLASS_STOPPED.set()
            raise
        CLASS_FINISHED.set()
        return res


def signalling_breaker(wordlist, geom, rules):
    """A breaker that sets CLASS_STARTED, then CLASS_STOPPED or CLASS_FINISHED, for SIGNALLED_CLASS."""
    return _SignallingBreaker(wordlist, geom, rules)


def start_dask_cluster(tmp_path):
    """A Dask scheduler and one single-threaded worker as separate processes: ``(address, scheduler, worker)``.

    Separate processes so a test can kill the scheduler (``LocalCluster`` lives in the test process).
    """
    info = tmp_path / "scheduler.json"
    quiet = {"stdout": subprocess.DEVNULL, "stderr": subprocess.DEVNULL}
    # 127.0.0.1 only: by default the scheduler listens on the machine's network interface.
    scheduler = subprocess.Popen([sys.executable, "-m", "distributed.cli.dask_scheduler", "--host", "127.0.0.1",
                                  "--port", "0", "--no-dashboard", "--scheduler-file", str(info)], **quiet)
    deadline = time.monotonic() + 60
    while not (info.exists() and info.read_text().strip()):
        if time.monotonic() > deadline or scheduler.poll() is not None:
            scheduler.kill()
            raise RuntimeError("the Dask scheduler did not start")
        time.sleep(0.1)
    address = json.loads(info.read_text())["address"]
    if not address.startswith("tcp://127.0.0.1:"):
        scheduler.kill()
        raise RuntimeError(f"the Dask scheduler listens on {address}, not 127.0.0.1")
    worker = subprocess.Popen([sys.executable, "-m", "distributed.cli.dask_worker", address, "--host", "127.0.0.1",
                               "--nthreads", "1", "--no-dashboard", "--nworkers", "1"], **quiet)
    return address, scheduler, worker
