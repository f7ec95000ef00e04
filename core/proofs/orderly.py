"""Orderly sum/choice trees for board classes: build, force, OrderlyBound (docs/algorithms.md#orderly-trees).

The tree of a class has SumNodes (points plus the sum of their children) and
ChoiceNodes (one cell; the max over its letters). Each word path is listed with its
cells in *split order*, so choices of early cells sit near the root and are shared.
For every board B of the class, Score(B) <= Multi(B) = Force(T, B) <= bound(T), where
Multi is the de-duplicated Multiboggle score (each word once per set of cells).

* :meth:`OrderlyEngine.build` makes the tree of a class (collect paths -> sort ->
  de-duplicate -> build) in preallocated flat arrays.
* :meth:`OrderlyTree.force` splits on the first remaining cell in split order by
  merging subtrees; bounds drop because merged choices become synchronised.
* :meth:`OrderlyTree.orderly_bound` lists every board whose Multi score reaches a cutoff.

Example
-------
>>> eng = OrderlyEngine(load_wordlist("enable2k.txt"), "33")            # doctest: +SKIP
>>> t = eng.build(parse_class("lnrsy aeiou chkmpt chkmpt aeiou lnrsy lnrsy aeiou bdfgjvwxz"))
>>> t.bound, t.node_count()                                            # doctest: +SKIP
(1231, 332438)
"""
from __future__ import annotations

import ctypes
import functools
import os
from dataclasses import dataclass

import numpy as np

from ..engine.board import parse_size
from ..engine.boards_found import BoardsFound
from ..engine.cancel import Cancelled
from ..engine.language import LETTER_CODE, NSYM
from ..engine.rules import DEFAULT_RULES, Rules, get_rules
from ..engine.wordlist import WordList
from . import _listed_kernels as LK
from . import _paths_kernels as PK
from . import _search_kernels as SK
from . import _tree_kernels as TK
from ._kernel_state import WordGraph
from .break_stats import BreakStats
from .classes import MAX_CELL_LETTERS, BoardClass, split_order
from .result import BreakResult

__all__ = ["OrderlyEngine", "OrderlyTree"]


@functools.cache
def _libc_call(name):
    """The C library's function ``name`` (ctypes) and the page size; None where there is none."""
    try:
        fn = getattr(ctypes.CDLL(None), name)
        fn.argtypes = [ctypes.c_void_p, ctypes.c_size_t, ctypes.c_void_p if name == "mincore" else ctypes.c_int]
        return fn, os.sysconf("SC_PAGE_SIZE")
    except (OSError, AttributeError, ValueError):
        return None


def resident_bytes(arrays) -> int | None:
    """Bytes of the pages of ``arrays`` that are resident in memory now, or None where unknown.

    Linux's ``mincore`` tells, page by page, which pages of a range are in memory: for a buffer
    allocated with ``np.zeros`` (its own mapping), the pages written since. Pages at an array's ends
    may be shared with neighbouring allocations and count in full.
    """
    call = _libc_call("mincore")
    if call is None:
        return None
    mincore, page = call
    total = 0
    for a in arrays:
        if a.nbytes == 0:
            continue
        start = a.ctypes.data & ~(page - 1)
        length = a.ctypes.data + a.nbytes - start
        vec = np.zeros((length + page - 1) // page, np.uint8)
        if mincore(start, length, vec.ctypes.data) != 0:
            return None
        total += int(np.count_nonzero(vec & 1)) * page
    return total


MADV_DONTNEED = 4   # Linux


def drop_pages(a: np.ndarray, first: int, last: int) -> bool:
    """Give back the pages of contiguous array ``a`` that lie within its elements ``first`` to ``last``
    (excluded); they read as zeros again.

    Only whole pages inside that range are given back. Returns False where ``madvise`` is missing or
    fails (nothing is then given back)."""
    call = _libc_call("madvise")
    if call is None:
        return False
    madvise, page = call
    start = (a.ctypes.data + max(0, first) * a.itemsize + page - 1) & ~(page - 1)
    end = (a.ctypes.data + min(a.size, last) * a.itemsize) & ~(page - 1)
    return end <= start or madvise(start, end - start, MADV_DONTNEED) == 0


def drop_pages_after(a: np.ndarray, keep: int) -> bool:
    """Give back the pages of ``a`` beyond its first ``keep`` elements (see :func:`drop_pages`)."""
    return drop_pages(a, keep, a.size)


def _bound_of(arena: TK.Arena, node: int) -> int:
    """The bound of tree node ``node`` (a leaf choice's is in its offset; docs/algorithms.md#the-arena)."""
    return int(TK.node_bound(arena.heap, node))


class OrderlyTree:
    """A (possibly forced) orderly tree living in an engine's arena.

    Valid until the engine builds the next tree or breaks a class.
    """

    def __init__(self, engine: OrderlyEngine, root: int, board_class: BoardClass, forced: tuple[int, ...],
                 generation: int):
        self.engine = engine
        self.root = root
        self.board_class = board_class
        self.forced = forced  # letter index of each forced position, in split order
        self._generation = generation

    def _arena(self) -> TK.Arena:
        if self._generation != self.engine._generation:
            raise RuntimeError("this tree was freed: its engine has built another tree since")
        return self.engine._arena

    @property
    def bound(self) -> int:
        """Upper bound on the Multi score (and so the score) of every board left in the tree."""
        return _bound_of(self._arena(), self.root)

    def node_count(self, links: bool = False) -> int:
        """Nodes reached from the root (a shared subtree counts once per reference).

        Parameters
        ----------
        links : bool
            Also count the SumNodes without points and with one child, which are not stored (their
            ChoiceNode child stands for them): the count the reference implementation reports.
        """
        return int(TK.count_nodes(self.root, self._arena(), links))

    def force(self) -> list[OrderlyTree | None]:
        """Split on the next cell in split order: one tree per letter (None if no words remain)."""
        eng = self.engine
        arena = self._arena()
        k = len(self.forced)
        if k >= eng.geometry.ncells:
            raise ValueError("every cell is already forced")
        cell = int(eng._order[k])
        nlet = len(self.board_class.letter_sets[cell])
        out = np.full(NSYM, -1, np.int64)
        used = int(arena.meta[TK.META_USED])
        while TK.force(self.root, k, nlet, out, arena, eng._attack.merge) < 0:
            eng._grow_arena_keep()
            arena.meta[TK.META_USED] = used
        return [None if out[L] == TK.NO_TREE else OrderlyTree(eng, int(out[L]), self.board_class, self.forced + (L,),
                                                     self._generation) for L in range(nlet)]

    def _choice_to_board(self, row) -> str:
        sets = self.board_class.letter_sets
        board = [""] * len(sets)
        for p, li in enumerate(row):
            c = int(self.engine._order[p])
            board[c] = sets[c][int(li)]
        return "".join(board)

    def orderly_bound(self, cutoff: int) -> list[tuple[int, str]]:
        """Every board of the tree with Multi score >= ``cutoff``, as (Multi score, board)."""
        eng = self.engine
        arena = self._arena()
        k0 = len(self.forced)
        while True:
            eng._bound_state.choice[:] = 0
            eng._bound_state.choice[:k0] = self.forced
            n = SK.orderly_bound(self.root, k0, eng._npos, int(cutoff), eng._nlet_pos_of(self.board_class),
                                 arena, SK.no_pause(eng._bound_state), eng._candidates, 0, -1)
            if n >= 0:
                break
            eng._grow_search(n)
        cands = eng._candidates
        return [(int(cands.bound[i]), self._choice_to_board(cands.choice[i])) for i in range(n)]

    def multi_score(self, board: str) -> int:
        """Force(T, B): the tree's value for one board of the class (its Multi score)."""
        arena = self._arena()
        eng = self.engine
        sets = self.board_class.letter_sets
        choice = np.full(eng._npos, -1, np.int64)
        for p in range(eng._npos):
            c = int(eng._order[p])
            if p < len(self.forced):
                choice[p] = self.forced[p]
                if sets[c][self.forced[p]] != board[c]:
                    return 0
            else:
                if board[c] not in sets[c]:
                    raise ValueError(f"board {board!r} is not in the class (cell {c})")
                choice[p] = sets[c].index(board[c])
        return int(TK.eval_board(self.root, choice, arena))


#: Bytes of an arena word (the heap is int32).
WORD_BYTES = 4
#: Arena words made ready per unique path before a tree is built (the tree and its forces).
ARENA_WORDS_PER_PATH = 20
#: Arena words a built tree takes per unique path, at most (for the memory budget's shares).
TREE_WORDS_PER_PATH = 12
#: Path records of at least this many bytes give their pages back once the tree is built.
RELEASE_RECORDS = 32 << 20
#: Such records are built from in steps of this many, each step giving back the pages of the records
#: read so far: the tree grows while they shrink, instead of on top of all of them.
BUILD_STEP_RECORDS = 1 << 20
#: Room made at the start for OrderlyBound's per-position stacks and for the boards it lists. When
#: a stack fills, the breaker loop starts its class again from the root, so they start large: a
#: heavy 3x4 union lists about 18,000 boards, and growing from 4,096 redid 136 CPU s of work in that
#: union alone (docs/algorithms.md#the-hybrid-breaker). A full list of boards is scored and emptied,
#: and the loop goes on. Their pages are resident only once written; they grow fourfold.
STACK_CAPACITY = 1 << 14
CANDIDATE_CAPACITY = 1 << 20
#: Steps (breaker loop nodes and OrderlyBound levels) between the breaker loop's pauses, when the
#: driver asks ``cancel``. On a 3x4 union of R9 (17.6 s in the loop) 8,192 steps took 20 ms
#: (median; the longest 317 ms, a single large force) in 472 pauses, at no measurable cost
#: (docs/algorithms.md#the-hybrid-breaker).
PAUSE_STEPS = 1 << 13
#: Listed boards that differ only in this many last cells of the split order are bounded as a group,
#: with one search of the paths avoiding those cells, before any is searched whole
#: (docs/algorithms.md#scoring-the-listed-boards).
LISTED_VARYING_CELLS = 4


def arena_words_written(stats, scratch_bytes: int) -> int:
    """Arena words a broken class wrote (its ``BreakStats``): its tree at the forces' peak, or the sort's
    scratch (``scratch_bytes`` a path), packed at the arena's start, if that was larger."""
    return max(stats.peak_words, scratch_bytes // WORD_BYTES * stats.n_paths)


@dataclass
class _ScoredBoards:
    """The boards of a class scored so far (listed by OrderlyBound, then scored exactly or ruled out)."""

    boards: BoardsFound
    scored: int = 0      # boards listed (each either ruled out or searched)
    searched: int = 0    # boards searched exactly
    max_multi: int = 0   # the largest Multi bound of a listed board


class OrderlyEngine:
    """Builds, forces and bounds orderly trees for one board size and word list.

    All buffers (path records, arena, search stacks) are allocated once and grown
    on demand, then reused for every class. Not thread-safe.
    """

    _candidates: SK.Candidates   # the boards the search lists (_alloc_candidates)

    def __init__(self, wordlist: WordList, geometry, rules: Rules | str = DEFAULT_RULES,
                 arena_words: int = 1 << 22, record_capacity: int | None = None):
        self._max_words: int | None = None    # arena capacity limit in words (None: grow without limit)
        self._max_records: int | None = None  # path record limit
        self._buffer_budget: int | None = None  # bytes for arena and records together (None: no joint cap)
        self.wordlist = wordlist
        self.geometry = parse_size(geometry)
        self.rules = get_rules(rules)
        g = self.geometry
        self._node_word = wordlist.node_word
        self._order = split_order(g)
        self._npos = g.ncells
        self._pos_of = np.zeros(g.ncells, np.int64)
        self._pos_of[self._order] = np.arange(g.ncells)
        self._kw = (g.ncells + PK.SLOTS_PER_WORD - 1) // PK.SLOTS_PER_WORD
        # the low bits of a record's last key word that hold its word id and points (0: arrays of their own)
        self._packed_bits = PK.packed_bits(self._npos, len(wordlist.word_length))
        self._graph = WordGraph(nbrs=g.neighbours, deg=g.degree, nodes=wordlist.kernel_nodes(self.rules),
                                mark=np.zeros(wordlist.nnodes, np.uint32), run=np.zeros(1, np.int64))
        self._distinct_paths = LK.distinct_paths()
        self._generation = 0
        if record_capacity is None:
            # Room for a typical class's paths from the start: a walk that overflows is thrown away
            # and done again in a buffer twice as large, and its pages are resident only once written.
            record_capacity = 1 << max(18, min(23, g.ncells + 9))
        self._alloc_records(record_capacity)
        self._alloc_arena(arena_words)
        self._alloc_search(STACK_CAPACITY, CANDIDATE_CAPACITY)
        n = g.ncells
        self._build_state = TK.build_state()
        self._attack = SK.AttackState(merge=TK.merge_scratch(n),
                                      force_out=np.full((n + 1, SK.FORCE_SLOTS), -1, np.int64),
                                      a_mark=np.zeros((n + 1, SK.MARK_SLOTS), np.int64),
                                      stats=np.zeros(SK.ST_SLOTS, np.int64), hist=np.zeros(n + 2, np.int64),
                                      trace=np.zeros((1, SK.TR_COLUMNS), np.int64),
                                      loop=np.zeros(SK.LOOP_SLOTS, np.int64))
        #: Steps the breaker loop takes between checks of ``cancel`` (see PAUSE_STEPS).
        self.pause_steps = PAUSE_STEPS
        self._trace_cap = 20000
        self.last_paths = 0
        self.last_unique = 0

    # -- buffers --------------------------------------------------------------
    def record_bytes(self, scratch: bool = True) -> int:
        """Bytes per path record: key, word id and points (unless packed into the key), plus (``scratch``)
        the sort's scratch, alive only while sorting (:meth:`sort_scratch_bytes`)."""
        one = PK.record_bytes(self._kw, self._packed_bits)
        return one + self.sort_scratch_bytes() if scratch else one

    def sort_scratch_bytes(self) -> int:
        """Bytes per path record of the sort's scratch (:meth:`_sort_scratch`)."""
        return PK.sort_scratch_bytes(self._kw, self._packed_bits)

    def set_memory_limits(self, max_words: int | None, max_records: int | None, *,
                          total_bytes: int | None = None) -> None:
        """Cap the arena at ``max_words`` words and the path records at ``max_records`` (None: no cap).

        The records are allocated at their cap; an arena larger than its cap shrinks to it. With a
        cap, a force that does not fit makes the breaker bound that subtree with OrderlyBound
        instead, and a class whose paths or built tree do not fit raises :class:`MemoryError` (the
        breaker then splits the class).

        ``total_bytes`` is a budget for arena and records together, shared phase by phase rather
        than split in fixed parts: the arena is allocated once at the whole budget and given back
        before each build (so it is resident only where written); paths are collected and sorted
        with no tree alive; the tree is built beside the sorted records, in the part of the arena
        they leave; then the records are given back and the forces may fill the whole arena
        (docs/algorithms.md#the-memory-budget).
        """
        self._buffer_budget = None if total_bytes is None else int(total_bytes)
        if self._buffer_budget is not None:
            whole = self._buffer_budget // WORD_BYTES
            max_words = whole if max_words is None else min(int(max_words), whole)
        self._max_words = None if max_words is None else max(1 << 13, int(max_words))
        self._max_records = None if max_records is None else max(1024, int(max_records))
        if self._max_records is not None and self.record_capacity() != self._max_records:
            # at the cap from the start (resident only where written): a walk that outgrows a
            # smaller buffer is thrown away and done again in a larger one
            self._alloc_records(self._max_records)
        if self._buffer_budget is not None and self.arena_words() != self._max_words:
            self._alloc_arena(self._max_words)
        elif self._max_words is not None and self.arena_words() > self._max_words:
            self._alloc_arena(self._max_words)

    def set_path_limit(self, max_records: int | None) -> None:
        """Cap the path records at ``max_records`` (None: no cap) without a budget: the records grow
        by doubling up to it as before, and a class with more paths raises :class:`MemoryError` (the
        breaker then splits it). :meth:`set_memory_limits` replaces this cap."""
        self._max_records = None if max_records is None else max(1024, int(max_records))
        if self._max_records is not None and self.record_capacity() > self._max_records:
            self._alloc_records(self._max_records)

    def release_buffers(self) -> None:
        """Give back the pages of the arena and the path records (fresh arrays of the same sizes,
        resident only once written); frees every tree."""
        self._generation += 1
        self._alloc_records(self.record_capacity())
        self._alloc_arena(self.arena_words())

    def arena_resident_bytes(self) -> int | None:
        """Bytes of the arena resident now (the pages written since it was allocated); None if unknown."""
        return resident_bytes([self._arena.heap])

    def _make_room_for_records(self) -> None:
        """Under a joint budget, before a class's paths are collected: give back the records' pages,
        and the arena's beyond the words that leave the records and the sort's scratch their whole
        cap. The arena's first pages stay resident, so most classes are not faulted in again page by
        page (the cost of giving buffers back; docs/algorithms.md#the-memory-budget)."""
        self._generation += 1   # earlier trees die here
        self.release_records()
        cap = self._max_records or self.record_capacity()
        keep = max(0, (self._budget() - cap * self.record_bytes()) // WORD_BYTES)
        if not drop_pages_after(self._arena.heap, keep):
            self._alloc_arena(self.arena_words())

    def _sort_scratch(self, nrec: int) -> PK.SortScratch:
        """The buffer for sorting ``nrec`` records: a view of the arena, which holds no tree while paths
        are sorted, packed into its first ``nrec * sort_scratch_bytes()`` bytes (key words, then word
        ids with points unless packed into the keys). The sort allocates its own when the arena is
        too short. Under a budget the arena's pages then count as the sort's scratch (the records' cap
        leaves the room for them); without one, they are the pages the tree is built in next, so the
        sort adds no memory of its own (docs/algorithms.md#the-memory-budget)."""
        heap = self._arena.heap
        kw = self._kw
        n = min(len(heap) // (self.sort_scratch_bytes() // WORD_BYTES), nrec)
        at = 2 * kw * n
        columns = 0 if self._records.packed[0] else 1
        return PK.SortScratch(keys=heap[:at].view(np.int64).reshape(n, kw), pay=heap[at:at + columns * n])

    def release_records(self) -> None:
        """Give back the pages of the path records (a fresh array of the same size)."""
        self._alloc_records(self.record_capacity())

    def _build_limit(self) -> int:
        """Under a joint budget, the arena words a tree may be built in beside the sorted records."""
        held = self.record_capacity() * self.record_bytes(scratch=False)
        return max(1 << 13, min(self.arena_words(), (self._budget() - held) // WORD_BYTES))

    def _budget(self) -> int:
        """The joint budget of arena and records, in bytes (only asked for under one)."""
        if self._buffer_budget is None:
            raise RuntimeError("the engine has no joint buffer budget")
        return self._buffer_budget

    def memory_limited(self) -> bool:
        """True when :meth:`set_memory_limits` or :meth:`set_path_limit` capped the arena or the path
        records."""
        return self._max_words is not None or self._max_records is not None

    def _next_cap(self, cap: int, limit: int | None) -> int:
        """Double ``cap``, but not past ``limit``; MemoryError when ``cap`` is at the limit already."""
        if limit is None:
            return 2 * cap
        if cap >= limit:
            raise MemoryError
        return min(2 * cap, limit)

    def arena_words(self) -> int:
        """Words (int32) the arena has room for."""
        return len(self._arena.heap)

    def record_capacity(self) -> int:
        """Path records the buffers have room for."""
        return len(self._records.keys)

    def _alloc_records(self, cap):
        self._records = None
        low = self._packed_bits
        columns = 0 if low else cap   # word ids and points packed into the keys, or in arrays of their own
        self._records = PK.Records(keys=np.zeros((cap, self._kw), np.int64), wid=np.zeros(columns, np.int32),
                                   pts=np.zeros(columns, np.int32), packed=np.array([low], np.int64))

    def _alloc_arena(self, words):
        # drop the old array first so a rebuild never holds two arenas at once
        self._arena = None
        meta = np.zeros(TK.META_SLOTS, np.int64)
        meta[TK.META_CAP] = words
        self._arena = TK.Arena(heap=np.zeros(words, np.int32), meta=meta)

    def _grow_arena_keep(self):
        """Double the arena (not past the cap), keeping every node (offsets stay valid).

        The heap is resized in place (``realloc``, which moves pages rather than copying for
        large arrays), so growing never holds the old and the new arena at once.
        """
        words = self._next_cap(self.arena_words(), self._max_words)
        arena = self._arena
        arena.heap.resize(words, refcheck=False)
        arena.meta[TK.META_CAP] = words
        arena.meta[TK.META_FULL] = 0

    def _alloc_search(self, stack_cap, out_cap):
        self._alloc_bound_state(stack_cap)
        self._alloc_candidates(out_cap)

    def _alloc_bound_state(self, stack_cap):
        n = self._npos
        self._bound_state = SK.BoundState(
            stk=np.zeros((n, stack_cap), np.int32), ssize=np.zeros(n, np.int64), sums=np.zeros(n, np.int64),
            save_size=np.zeros((n + 1, n), np.int64), save_sums=np.zeros((n + 1, n), np.int64),
            lv_base=np.zeros(n + 2, np.int64), lv_l=np.zeros(n + 2, np.int64), choice=np.zeros(n + 1, np.int64),
            lv_acc=np.zeros((n + 1, NSYM), np.int64), lv_rest=np.zeros(n + 1, np.int64),
            run=np.zeros(SK.RUN_SLOTS, np.int64))

    def _alloc_candidates(self, out_cap: int, keep: int = 0) -> None:
        """Room for ``out_cap`` listed boards, keeping the first ``keep`` rows listed so far."""
        n = self._npos
        fresh = SK.Candidates(choice=np.zeros((out_cap, n), np.int8), bound=np.zeros(out_cap, np.int64))
        if keep:
            fresh.choice[:keep] = self._candidates.choice[:keep]
            fresh.bound[:keep] = self._candidates.bound[:keep]
        self._candidates = fresh
        self._boards = np.zeros((out_cap, n), np.int8)
        self._scores = np.zeros(out_cap, np.int32)

    def _grow_search(self, code):
        """Grow what overflowed, fourfold: the list of boards (OUTPUT_FULL, keeping its rows, so the
        breaker loop can go on) or OrderlyBound's stacks (STACK_FULL, which start their walk again)."""
        if code == SK.OUTPUT_FULL:
            n = len(self._candidates.bound)
            self._alloc_candidates(4 * n, keep=n)
        else:
            self._alloc_bound_state(4 * self._bound_state.stk.shape[1])

    def _class_arrays(self, board_class: BoardClass):
        n = self._npos
        letters = np.zeros((n, NSYM), np.int64)   # per cell, its letters' codes (a cell holds at most 30)
        ncls = np.zeros(n, np.int64)
        for i, s in enumerate(board_class.letter_sets):
            if len(s) > MAX_CELL_LETTERS:
                raise ValueError(f"cell {i} has {len(s)} letters; a cell holds at most {MAX_CELL_LETTERS}")
            ncls[i] = len(s)
            for j, ch in enumerate(s):
                letters[i, j] = LETTER_CODE[ch]
        return letters, ncls

    def _nlet_pos_of(self, board_class: BoardClass) -> np.ndarray:
        return np.array([len(board_class.letter_sets[c]) for c in self._order], np.int64)

    # -- building ---------------------------------------------------------------
    def build(self, board_class: BoardClass) -> OrderlyTree:
        """Build the orderly tree of ``board_class`` (frees every earlier tree of this engine)."""
        g = board_class.geometry
        if (g.width, g.height) != (self.geometry.width, self.geometry.height):
            raise ValueError(f"class is {board_class.geometry.name} but this engine is for {self.geometry.name}")
        letters, ncls = self._class_arrays(board_class)
        root = self._build(letters, ncls)
        return OrderlyTree(self, root, board_class, (), self._generation)

    def _build(self, letters, ncls) -> int:
        u = self._collect_sorted(letters, ncls)   # first: under a budget it replaces the records' arrays
        return self._build_from(self._records, u)

    def _collect_sorted(self, letters, ncls) -> int:
        """Collect the class's paths into the records, sort and de-duplicate them; their count."""
        self._generation += 1   # earlier trees die here: the arena may be replaced while paths are collected
        if self._buffer_budget is not None:
            self._make_room_for_records()
        while True:
            n = PK.collect_paths(letters, ncls, self._pos_of, self._graph, self._node_word, self._records)
            if n >= 0:
                break
            self._alloc_records(self._next_cap(self.record_capacity(), self._max_records))
        self.last_paths = n
        u = PK.sort_dedupe(self._records, n, self._sort_scratch(n))
        self.last_unique = u
        return u

    def _check_built(self, root: int) -> int:
        if root == TK.BOUND_TOO_LARGE:
            raise ValueError(f"a bound of this class exceeds {TK.MAX_BOUND:,}, the most a tree node holds")
        return root

    def _build_from(self, rec, u) -> int:
        """Build the tree of ``u`` sorted, de-duplicated records; its root."""
        if self._buffer_budget is not None:
            return self._build_within_budget(rec, u)
        # Every earlier tree is dead now: size the arena for this tree and its forces in one step, so
        # it is not grown mid-class: resizing zero-fills the new half, which makes the whole doubled
        # arena resident, and restarts the forces. A fresh arena is resident only where used.
        want = ARENA_WORDS_PER_PATH * u + TK.INTERNED_WORDS + 4096
        if want > self.arena_words():
            cap = max(want, int(1.25 * self.arena_words()))
            if self._max_words is not None:
                cap = min(cap, self._max_words)
            if cap > self.arena_words():
                self._alloc_arena(cap)
        elif (self.arena_words() - want) * WORD_BYTES >= RELEASE_RECORDS:
            # Pages past what this class is made ready for go back (the sort's scratch lies below
            # ``want`` too), so a worker holds what its current class needs, not what its largest
            # class did; a short tail stays, as for the records.
            drop_pages_after(self._arena.heap, want)
        self._start_build()
        while True:
            root = self._build_steps(rec, u)
            if TK.is_node(root):
                return root
            if self._build_state.at[TK.BS_NEXT] < 0:
                # not started (the shared leaves did not fit): a fresh arena, resident only where used
                self._alloc_arena(self._next_cap(self.arena_words(), self._max_words))
                self._start_build()
            else:
                # records already read may be given back: go on in the same arena, grown
                self._grow_arena_keep()

    def _start_build(self) -> None:
        self._generation += 1
        meta = self._arena.meta
        meta[:] = 0
        meta[TK.META_CAP] = self.arena_words()
        TK.start_build(self._build_state)

    def _build_steps(self, rec, u) -> int:
        """Go on building the tree of ``u`` sorted records where the build state stands; the root, or
        ARENA_FULL. Large records are built from in steps, the pages of those read given back after each,
        so the build's peak is about the tree, not the tree and all the records."""
        state = self._build_state
        kw = rec.keys.shape[1]
        stepped = u * self.record_bytes(scratch=False) >= RELEASE_RECORDS
        if stepped:
            # the records de-duplication left behind are never read
            drop_pages(rec.keys.reshape(-1), u * kw, rec.keys.size)
            drop_pages(rec.pts, u, rec.pts.size)
        while True:
            # small records are built from in one call and keep their pages (the next class reuses them)
            stop = max(0, int(state.at[TK.BS_NEXT])) + BUILD_STEP_RECORDS if stepped else u + 1
            root = self._check_built(TK.build_tree(rec, u, self._arena, state, stop))
            if root != TK.BUILD_PAUSED:
                return root
            # the build reads the record before the next one again, and no earlier record
            done = int(state.at[TK.BS_NEXT]) - 1
            drop_pages(rec.keys.reshape(-1), 0, done * kw)
            drop_pages(rec.pts, 0, done)

    def _build_within_budget(self, rec, u) -> int:
        """Build in the first words of the arena that the sorted records leave of the budget (its
        usable length is capped, so offsets stay valid in the whole arena); MemoryError when the tree
        does not fit there."""
        self._start_build()
        meta = self._arena.meta
        meta[TK.META_CAP] = min(self.arena_words(), self._build_limit())
        try:
            root = self._build_steps(rec, u)
        finally:
            meta[TK.META_CAP] = self.arena_words()
            meta[TK.META_FULL] = 0
        if not TK.is_node(root):
            raise MemoryError
        return root

    # -- breaking ---------------------------------------------------------------
    def break_class(self, board_class: BoardClass, threshold: int, trace: bool, *, switchover: int,
                    switchover_depth: int, cancel=None) -> BreakResult:
        """The hybrid breaker for one class (driven by :class:`core.proofs.breaker.Breaker`).

        Forces cells while a (sub)tree's bound is above ``switchover`` and fewer than
        ``switchover_depth`` cells are forced, then runs the orderly bound. ``cancel`` (a
        callable returning True to stop) is asked every ``pause_steps`` steps;
        :class:`~core.engine.cancel.Cancelled` is raised when it says stop.
        """
        letters, ncls = self._class_arrays(board_class)
        root = self._build(letters, ncls)
        res = self._break_built(board_class, letters, ncls, root, threshold, trace, switchover, switchover_depth,
                                cancel)
        self._give_back_arena(arena_words_written(res.stats, self.sort_scratch_bytes()))
        return res

    def _give_back_arena(self, touched: int) -> None:
        """After a class that wrote ``touched`` arena words, give back the pages past the first
        ``RELEASE_RECORDS`` bytes if it wrote at least twice that: a worker then holds what its
        current class needs, not what its largest class did, and the next class faults in only the
        pages it writes (docs/algorithms.md#the-arena)."""
        keep = RELEASE_RECORDS // WORD_BYTES
        if self._buffer_budget is None and touched >= 2 * keep:
            drop_pages_after(self._arena.heap, keep)

    def _break_built(self, board_class, letters, ncls, root, threshold, trace, switchover, switchover_depth,
                     cancel=None):
        nlet_pos = ncls[self._order].copy()
        st = self._attack
        if trace and len(st.trace) < self._trace_cap:
            st = self._attack = st._replace(trace=np.zeros((self._trace_cap, SK.TR_COLUMNS), np.int64))
        if not trace:
            st = st._replace(trace=st.trace[:0])
        # The records are dead once the tree is built: their pages go back (under a budget the forces
        # get them; without one, the process's peak is the larger of the build and the forces, not
        # their sum). Small records stay: faulting their pages in again for every class of a 3x3 run
        # cost more system time than the memory is worth.
        if self._buffer_budget is not None or self.last_paths * self.record_bytes(scratch=False) >= RELEASE_RECORDS:
            self.release_records()
        meta = self._arena.meta
        init_nodes = int(meta[TK.META_NODES])
        built = meta.copy()
        root_bound = _bound_of(self._arena, root)
        while True:
            meta[:] = built  # the arena grows in place below, so ``meta`` stays its counters
            meta[TK.META_CAP] = self.arena_words()
            st.stats[:] = 0
            st.hist[:] = -1
            self._bound_state.choice[:] = 0
            can_grow = int(self._max_words is None or self.arena_words() < self._max_words)
            st.loop[SK.LOOP_PAUSED] = 0
            found = _ScoredBoards(BoardsFound(self.geometry))   # a walk started again lists every board again
            while True:
                # The loop pauses every pause_steps steps (its place kept in st.loop and the
                # bound state), so a cancel or Ctrl-C is honoured within a fraction of a second
                # even in a class that takes hours.
                nout = SK.attack(root, threshold, switchover, switchover_depth, self._npos, nlet_pos, self._arena,
                                 self._bound_state, self._candidates, st, can_grow, self.pause_steps)
                if nout == SK.PAUSED:
                    if cancel is not None and cancel():
                        raise Cancelled(f"breaking {board_class} was cancelled")
                elif nout == SK.OUTPUT_FULL:
                    # The list of boards is full: score them now and empty it, then go on where the
                    # loop stopped. A heavy union lists tens of millions of boards; kept until the end
                    # of the class they took more memory than its tree.
                    full = len(self._candidates.bound)
                    self._score_listed(full, letters, threshold, found)
                    SK.empty_listed_boards(st.loop, self._bound_state.run, full)
                else:
                    break
            if nout >= 0:
                break
            if nout == SK.ARENA_FULL:  # arena full below its cap: grow (keeping the built tree) and start again
                self._grow_arena_keep()
            else:
                self._grow_search(nout)
        counts = st.stats
        self._score_listed(nout, letters, threshold, found)
        boards = found.boards.sorted()
        lines = self._trace_lines(board_class, threshold, int(counts[SK.ST_TRACE_ROWS])) if trace else []
        history = [int(h) for h in st.hist if h >= 0]
        stats = BreakStats(n_paths=self.last_paths, n_paths_uniq=self.last_unique, part_paths=self.last_paths,
                           n_force=int(counts[SK.ST_FORCES]), n_bound=int(counts[SK.ST_BOUNDS]),
                           boards_tested=found.scored, boards_searched=found.searched,
                           init_nodes=init_nodes, total_nodes=int(counts[SK.ST_NODES]),
                           init_words=int(built[TK.META_USED]),
                           forces_over_budget=int(counts[SK.ST_OVER_BUDGET]),
                           peak_words=max(int(built[TK.META_USED]), int(counts[SK.ST_PEAK_WORDS])),
                           max_multi=found.max_multi)
        return BreakResult(str(board_class), boards, root_bound, history, int(counts[SK.ST_NODES]), 0.0, lines, stats)

    def _score_listed(self, nrows: int, letters, threshold: int, found: _ScoredBoards) -> None:
        """Score the first ``nrows`` boards OrderlyBound listed into ``found``: exactly, or ruled out below
        ``threshold`` a group at a time (docs/algorithms.md#scoring-the-listed-boards)."""
        if nrows <= 0:
            return
        found.searched += LK.score_listed(self._candidates.choice, self._candidates.bound, nrows, self._order,
                                          letters, LISTED_VARYING_CELLS, threshold, self._graph, self._distinct_paths,
                                          self._boards, self._scores)
        found.boards.add_rows(self._boards[:nrows], self._scores[:nrows], threshold)
        found.scored += nrows
        found.max_multi = max(found.max_multi, int(self._candidates.bound[:nrows].max()))

    def _trace_lines(self, board_class, threshold, nrows):
        lines = []
        sets = list(board_class.letter_sets)
        path: list[tuple[int, str]] = []  # (cell, letter) forced above the current row
        for level, pos, li, b, action, ncand in self._attack.trace[:nrows]:
            del path[max(int(level) - 1, 0):]
            if pos < 0:
                what = str(board_class)
            else:
                cell = int(self._order[pos])
                path.append((cell, sets[cell][li]))
                sub = list(sets)
                for c, ch in path:
                    sub[c] = ch
                what = f"cell {cell} = {sets[cell][li]} ({' '.join(sub)})"
            verdict = ("broken" if action == SK.ACTION_BROKEN else "force next cell" if action == SK.ACTION_FORCE
                       else f"orderly bound: {ncand} board(s) to re-score")
            lines.append(f"{'  ' * int(level)}{what}: bound {b} {verdict}")
        return lines
