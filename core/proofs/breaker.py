"""Breaking a board class: prove no board reaches a threshold, or list every board that does.

Two methods share one interface:

* ``"orderly"`` (default, docs/algorithms.md#orderly-trees): build the class's orderly sum/choice tree,
  force cells in split order while the bound is high, then switch to OrderlyBound, which
  lists every board whose de-duplicated Multiboggle score can still reach the threshold.
* ``"2009"`` (docs/algorithms.md#the-2009-bounds): bound with min(max/no-mark, sum/union), split the first
  multi-letter cell in split order and recurse.

Every board the bounds cannot rule out is re-scored exactly; only boards whose true
score is >= the threshold are reported.

Example
-------
>>> from core.engine.wordlist import load_wordlist
>>> from core.proofs.classes import parse_class
>>> br = Breaker(load_wordlist("enable2k.txt"), "33")                  # doctest: +SKIP
>>> br.break_class(parse_class("lnrsy aeiou chkmpt chkmpt aeiou lnrsy lnrsy aeiou bdfgjvwxz"), 500).boards
... # doctest: +SKIP
"""
from __future__ import annotations

import os
import time

import numpy as np

from ..engine.board import parse_size
from ..engine.boards_found import BoardsFound
from ..engine.errors import CodedError, MessageCode
from ..engine.language import LETTERS, get_language
from ..engine.rules import DEFAULT_RULES, Rules, get_rules
from ..engine.wordlist import WordList
from . import _bounds_kernels as BK
from ._kernel_state import word_graph
from .bounds import class_masks
from .break_stats import BreakStats
from .classes import BoardClass, split_order
from .orderly import TREE_WORDS_PER_PATH, WORD_BYTES, OrderlyEngine
from .result import BreakResult

__all__ = ["Breaker", "BreakResult", "METHODS", "DEFAULT_METHOD", "MemoryBudgetTooSmall", "BreakerProblem"]

#: The breaking methods; the first is the default (and the method of results files that name none).
METHODS = ("orderly", "2009")
DEFAULT_METHOD = METHODS[0]


#: The switchover factor by board size (width, height), measured per size
#: (docs/algorithms.md#the-switchover-by-board-size); sizes not listed use the default.
SWITCHOVER_FACTORS = {(4, 4): 2.0}
DEFAULT_SWITCHOVER_FACTOR = 2.2


def default_switchover_factor(geometry) -> float:
    """The switchover factor a :class:`Breaker` of ``geometry`` (a Geometry or size string) uses by default."""
    g = parse_size(geometry)
    return SWITCHOVER_FACTORS.get((g.width, g.height), DEFAULT_SWITCHOVER_FACTOR)


#: Smallest ``max_memory`` accepted (the interpreter, kernels and word list alone take more).
MIN_MEMORY = 64 * 2**20
#: Below this much room for trees and paths a budget is refused as too small.
MIN_BUFFERS = 16 * 2**20
#: Room kept for the OrderlyBound stacks, which grow outside the caps. The list of boards never grows
#: (it is scored and emptied when full): once written, its pages count in the process's base.
SEARCH_RESERVE = 8 * 2**20
#: Path records a tree is built from at most, by board size (width, height): a class with more (a
#: 4x4 run's largest corner unions) is split in two and each half broken alone. Measured on 4x4 unions
#: of 25-44 million paths: the halves take the same time as the whole, with a third less memory
#: (docs/algorithms.md#splitting-large-classes). Sizes not listed never split: the 3x4 run's unions
#: (most above 16.8 million paths) took 15% more time split, each part collecting again the many
#: paths that miss its split cell.
SPLIT_PATHS = {(4, 4): 1 << 24}
#: Smallest ``max_paths`` accepted besides 0 (the engine's smallest record buffer).
MIN_SPLIT_PATHS = 1024


def default_max_paths(geometry) -> int | None:
    """The ``max_paths`` a :class:`Breaker` of ``geometry`` uses by default (None: never split)."""
    g = parse_size(geometry)
    return SPLIT_PATHS.get((g.width, g.height))


class BreakerProblem(MessageCode):
    """Why a breaker cannot work (:class:`MemoryBudgetTooSmall`)."""

    #: ``budget_mib`` and ``used_mib``: MiB, rounded.
    MEMORY_TOO_SMALL = ("breaker.memory_too_small", "max_memory {budget_mib} MiB is too small: a breaking process "
                        "already uses {used_mib} MiB before any tree")


class MemoryBudgetTooSmall(CodedError, MemoryError):
    """``max_memory`` is less than the process holds before any tree (a user error)."""


def current_rss_bytes() -> int:
    """Resident memory of this process now (Linux: ``/proc``, read cheaply; elsewhere psutil)."""
    try:
        with open("/proc/self/statm") as f:
            return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")
    except (OSError, ValueError, IndexError, AttributeError):   # AttributeError: no os.sysconf (Windows)
        import psutil
        return int(psutil.Process().memory_info().rss)


def _return_freed_memory() -> None:
    """Make glibc serve every allocation of 1 MiB or more with its own mapping, unmapped when freed.

    By default glibc raises that threshold after each large free (up to 32 MiB), so freed buffers
    stay in the heap, resident, and a fresh ``np.zeros`` there is zero-filled at once; the memory
    budget gives buffers back between phases and counts on them leaving (and on fresh ones being
    resident only where written). Elsewhere (musl, macOS) this does nothing.
    """
    try:
        import ctypes
        libc = ctypes.CDLL(None)
        libc.mallopt(ctypes.c_int(-3), ctypes.c_int(1 << 20))   # M_MMAP_THRESHOLD
    except (OSError, AttributeError):
        pass


def _combine(class_text: str, parts: list[BreakResult]) -> BreakResult:
    """One result for a class broken as several disjoint parts."""
    boards = BoardsFound()
    for p in parts:
        boards.update(p.boards)
    depth = max(len(p.bound_history) for p in parts)
    history = [max((p.bound_history[i] for p in parts if i < len(p.bound_history)), default=0)
               for i in range(depth)]
    stats = BreakStats.combined([p.stats for p in parts])
    return BreakResult(class_text, boards.sorted(), max(p.root_bound for p in parts), history,
                       sum(p.nodes for p in parts), 0.0, [line for p in parts for line in p.trace], stats)


def _letters(mask: int) -> str:
    return "".join(ch for c, ch in enumerate(LETTERS) if (mask >> c) & 1)


class Breaker:
    """Breaks classes of one board size with one word list; buffers are reused per class.

    Parameters
    ----------
    wordlist : WordList
    geometry : Geometry or size string
    rules : Rules or str
    method : {"orderly", "2009"}
    switchover_factor : float, optional
        Orderly method: stop forcing and run OrderlyBound once a (sub)tree's bound is at
        most ``switchover_factor * threshold``. The reference uses 1.7; with OrderlyBound skipping
        letters below the cutoff before pushing anything, more is faster here. None (default):
        the size's measured factor, ``SWITCHOVER_FACTORS`` (2.0 on 4x4, else 2.2; see
        docs/algorithms.md#the-switchover-by-board-size).
    switchover_depth : int, optional
        Orderly method: never force more than this many cells (default ``ncells - 4``).
    max_memory : int, optional
        Orderly method: a budget in bytes for this whole process (its resident memory with the
        breaker's buffers at their largest). The tree arena and the path records never grow past
        it: a force that does not fit is replaced by OrderlyBound on that subtree, and a class
        whose tree does not fit is split in two on its first multi-letter cell (in split order)
        and each half broken alone. Results stay exact; only time changes
        (docs/algorithms.md#the-memory-budget). None (default): buffers grow as needed.
    max_paths : int, optional
        Orderly method: a class with more path records than this is split in two on its first
        multi-letter cell and each half broken alone (a smaller tree for about the same time).
        None (default): the size's, ``SPLIT_PATHS`` (16,777,216 on 4x4; other sizes never split);
        0: never split, unless ``max_memory`` requires it.

    Notes
    -----
    Not thread-safe: use one Breaker per thread or process.
    """

    def __init__(self, wordlist: WordList, geometry, rules: Rules | str = DEFAULT_RULES, method: str = DEFAULT_METHOD,
                 switchover_factor: float | None = None, switchover_depth: int | None = None,
                 max_memory: int | None = None, max_paths: int | None = None):
        if method not in METHODS:
            raise ValueError(f"unknown breaking method {method!r}; choose one of: {', '.join(METHODS)}")
        if max_memory is not None and (isinstance(max_memory, bool) or not isinstance(max_memory, (int, np.integer))
                                       or max_memory < MIN_MEMORY):
            raise ValueError(f"max_memory must be a whole number of bytes of at least {MIN_MEMORY:,}, "
                             f"not {max_memory!r}")
        if max_paths is not None and (isinstance(max_paths, bool) or not isinstance(max_paths, (int, np.integer))
                                      or 0 < max_paths < MIN_SPLIT_PATHS or max_paths < 0):
            raise ValueError(f"max_paths must be 0 or a whole number of at least {MIN_SPLIT_PATHS:,}, "
                             f"not {max_paths!r}")
        self.max_memory = None if max_memory is None else int(max_memory)
        if max_paths is None:
            max_paths = default_max_paths(geometry)
        self.max_paths = int(max_paths) if max_paths else None
        if self.max_memory is not None:
            _return_freed_memory()
        self._base_rss = 0
        self.wordlist = wordlist
        self.geometry = parse_size(geometry)
        self.rules = get_rules(rules)
        self.method = method
        self.switchover_factor = float(default_switchover_factor(self.geometry) if switchover_factor is None
                                       else switchover_factor)
        n = self.geometry.ncells
        self.switchover_depth = n - 4 if switchover_depth is None else int(switchover_depth)
        self._graph = word_graph(self.geometry, wordlist, self.rules)
        self._split = split_order(self.geometry)
        self._cand = np.zeros((1024, n), np.int8)
        self._scores = np.zeros(1024, np.int32)
        self._orderly: OrderlyEngine | None = None
        if method == "orderly":
            self._orderly = OrderlyEngine(wordlist, self.geometry, self.rules)
            if self.max_paths is not None:
                self._orderly.set_path_limit(self.max_paths)

    def _check(self, board_class: BoardClass, threshold: int) -> None:
        if not isinstance(board_class, BoardClass):
            raise TypeError("board_class must be a BoardClass (see core.classes.parse_class)")
        g = board_class.geometry
        if (g.width, g.height) != (self.geometry.width, self.geometry.height):
            raise ValueError(f"class is {board_class.geometry.name} but this breaker is for {self.geometry.name}")
        if any(not s for s in board_class.letter_sets):
            raise ValueError("cannot break a class with an empty cell")
        lang = get_language(getattr(self.wordlist, "language", None))
        if foreign := sorted({ch for s in board_class.letter_sets for ch in s} - set(lang.letters)):
            raise ValueError(f"the class has {', '.join(map(repr, foreign))}, which the {lang.name} word list "
                             f"{self.wordlist.name!r} has no words with; its letters are {lang.describe_letters()}")
        if int(threshold) != threshold or threshold < 1:
            raise ValueError(f"threshold must be a positive integer, got {threshold!r}")

    def break_class(self, board_class: BoardClass, threshold: int, trace: bool = False,
                    cancel=None) -> BreakResult:
        """Find every board of ``board_class`` whose score is >= ``threshold``.

        Parameters
        ----------
        board_class : BoardClass
        threshold : int
        trace : bool
            Also return the breaking tree as text lines.
        cancel : callable, optional
            Orderly method: asked about every 20 ms while the class is broken; when it
            returns True, :class:`~core.engine.cancel.Cancelled` is raised (the "2009" method
            runs each class in one call).
        """
        self._check(board_class, threshold)
        t0 = time.perf_counter()
        if self.method == "2009":
            res = self._break_2009(board_class, int(threshold), trace)
        else:
            self._apply_budget()
            res = self._break_orderly(board_class, int(threshold), trace, cancel)
        res.seconds = time.perf_counter() - t0
        return res

    # -- orderly, within the memory budget ----------------------------------------
    def _apply_budget(self) -> None:
        """Cap the engine's buffers so this process stays within ``max_memory``.

        What the process holds besides the buffers (interpreter, compiled kernels, word list)
        is measured before each class, and only its largest value counts.
        """
        if self.max_memory is None:
            return
        eng = self._engine()
        # What stays resident besides the arena's and the records' pages is the rest of the process
        # (the search stacks count there too). The records are given back; the arena's resident pages
        # are counted page by page (mincore), or given back where that cannot be told.
        eng.release_records()
        held = eng.arena_resident_bytes()
        if held is None:
            eng.release_buffers()
            held = 0
        self._base_rss = max(self._base_rss, current_rss_bytes() - held)
        avail = int(0.95 * self.max_memory) - self._base_rss - SEARCH_RESERVE
        if avail < MIN_BUFFERS:
            raise MemoryBudgetTooSmall(BreakerProblem.MEMORY_TOO_SMALL, budget_mib=round(self.max_memory / 2**20),
                                       used_mib=round(self._base_rss / 2**20))
        # Records and arena share the budget phase by phase (OrderlyEngine.set_memory_limits); the
        # records may grow as far as lets their tree be built beside them.
        records = avail // (eng.record_bytes(scratch=False) + TREE_WORDS_PER_PATH * WORD_BYTES)
        if self.max_paths is not None:
            records = min(records, self.max_paths)
        eng.set_memory_limits(None, records, total_bytes=avail)

    def _engine(self) -> OrderlyEngine:
        """The orderly engine (a breaker of another method has none)."""
        if self._orderly is None:
            raise RuntimeError(f"a {self.method!r} breaker has no orderly engine")
        return self._orderly

    def _break_orderly(self, board_class: BoardClass, threshold: int, trace: bool, cancel=None) -> BreakResult:
        try:
            return self._engine().break_class(board_class, threshold, trace,
                                             switchover=int(self.switchover_factor * threshold),
                                             switchover_depth=self.switchover_depth, cancel=cancel)
        except MemoryError:
            if not self._engine().memory_limited():
                raise
        # The class's paths (more than max_paths) or tree do not fit: break its two halves one after
        # the other.
        sets = list(board_class.letter_sets)
        cell = next((int(c) for c in self._split if len(sets[int(c)]) > 1), None)
        if cell is None:
            if self.max_memory is None:
                raise MemoryError(f"one board has more than max_paths ({self.max_paths:,}) path records")
            raise MemoryError("the memory budget is too small for the tree of one board")
        half = len(sets[cell]) // 2
        parts = []
        for letters in (sets[cell][:half], sets[cell][half:]):
            sub = board_class.with_cell(cell, letters)
            parts.append(self._break_orderly(sub, threshold, trace, cancel))
        return _combine(str(board_class), parts)

    # -- shared: exact rescoring ---------------------------------------------
    def _rescore(self, cand: np.ndarray, ncand: int, threshold: int) -> list[tuple[str, int]]:
        if ncand == 0:
            return []
        if len(self._scores) < ncand:
            self._scores = np.zeros(2 * ncand, np.int32)
        BK.rescore(cand, ncand, self._graph, self._scores)
        return BoardsFound(self.geometry).add_rows(cand[:ncand], self._scores[:ncand], threshold).sorted()

    # -- 2009 ------------------------------------------------------------------
    def _break_2009(self, board_class: BoardClass, threshold: int, trace: bool) -> BreakResult:
        g = self.geometry
        masks = class_masks(board_class)
        trace_rows = np.zeros((100_000 if trace else 1, 5), np.int64)
        counters = np.zeros(2, np.int64)
        hist = np.zeros(8 * g.ncells + 8, np.int64) - 1
        while True:
            hist[:] = -1
            ncand = BK.break_2009(masks, self._split, self._graph, threshold, self._cand, trace_rows, counters, hist)
            if ncand >= 0:
                break
            self._cand = np.zeros((2 * len(self._cand), g.ncells), np.int8)
        boards = self._rescore(self._cand, ncand, threshold)
        lines = []
        if trace:
            root = list(board_class.letter_sets)
            stack: list[list[str]] = []  # the sub-class at each depth above the current row
            for depth, cell, mask, mx, su in trace_rows[: counters[1]]:
                b = min(mx, su)
                del stack[int(depth):]
                sub = list(stack[-1]) if stack else root
                if cell < 0:
                    what = str(board_class)
                else:
                    sub[cell] = _letters(int(mask))
                    what = f"cell {cell} = {sub[cell]} ({' '.join(sub)})"
                stack.append(sub)
                verdict = "broken" if b < threshold else "split"
                lines.append(f"{'  ' * int(depth)}{what}: bound {b} (max/no-mark {mx}, sum/union {su}) {verdict}")
        history = [int(h) for h in hist if h >= 0]
        return BreakResult(str(board_class), boards, history[0] if history else 0, history, int(counters[0]), 0.0,
                           lines, BreakStats(boards_tested=int(ncand), boards_searched=int(ncand),
                                             subclasses=int(counters[0])))
