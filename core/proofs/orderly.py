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

import numpy as np

from ..engine.board import parse_size
from ..engine.boards_found import BoardsFound
from ..engine.cancel import Cancelled
from ..engine.language import LETTER_CODE, NSYM
from ..engine.rules import DEFAULT_RULES, Rules, get_rules
from ..engine.wordlist import WordList
from . import _orderly_kernels as K
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


def drop_pages_after(a: np.ndarray, keep: int) -> bool:
    """Give back the pages of ``a`` beyond its first ``keep`` elements (they read as zeros again).

    Only whole pages inside the array are given back. Returns False where ``madvise`` is missing or
    fails (nothing is then given back)."""
    call = _libc_call("madvise")
    if call is None:
        return False
    madvise, page = call
    first = a.ctypes.data + max(0, keep) * a.itemsize
    start = (first + page - 1) & ~(page - 1)
    end = (a.ctypes.data + a.nbytes) & ~(page - 1)
    return end <= start or madvise(start, end - start, MADV_DONTNEED) == 0


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

    def _arena(self) -> K.Arena:
        if self._generation != self.engine._generation:
            raise RuntimeError("this tree was freed: its engine has built another tree since")
        return self.engine._arena

    @property
    def bound(self) -> int:
        """Upper bound on the Multi score (and so the score) of every board left in the tree."""
        return int(self._arena().bnd[self.root])

    def node_count(self, links: bool = False) -> int:
        """Nodes reached from the root (a shared subtree counts once per reference).

        Parameters
        ----------
        links : bool
            Also count the SumNodes without points and with one child, which are not stored (their
            ChoiceNode child stands for them): the count the reference implementation reports.
        """
        return int(K.count_nodes(self.root, self._arena(), links))

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
        mark = arena.meta[:2].copy()
        while K.force(self.root, k, nlet, out, arena, eng._attack.fr) < 0:
            eng._grow_arena_keep()
            arena.meta[:2] = mark
        return [None if out[L] < 0 else OrderlyTree(eng, int(out[L]), self.board_class, self.forced + (L,),
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
            n = K.orderly_bound(self.root, k0, eng._npos, int(cutoff), eng._nlet_pos_of(self.board_class),
                                arena, K.no_pause(eng._bound_state), eng._candidates, 0, -1)
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
        return int(K.eval_board(self.root, choice, arena))


#: Arena nodes made ready per unique path before a tree is built (the tree and its forces).
ARENA_NODES_PER_PATH = 3.3
#: Edges per arena node: a built tree holds up to 1.7 (leaves are shared, so many edges point at
#: one node; more since point-less one-child SumNodes are not stored), and forces need a margin.
EDGES_PER_NODE = 2
#: Room made at the start for OrderlyBound's per-position stacks and for the boards it lists. When
#: a stack fills, the breaker loop starts its class again from the root, so they start large: a
#: heavy 3x4 union lists about 18,000 boards, and growing from 4,096 redid 136 CPU s of work in that
#: union alone (docs/algorithms.md#the-hybrid-breaker). A full list of boards now grows in place and
#: the loop goes on. Their pages are resident only once written; they grow fourfold.
STACK_CAPACITY = 1 << 14
CANDIDATE_CAPACITY = 1 << 20
#: Steps (breaker loop nodes and OrderlyBound levels) between the breaker loop's pauses, when the
#: driver asks ``cancel``. On a 3x4 union of R9 (17.6 s in the loop) 8,192 steps took 20 ms
#: (median; the longest 317 ms, a single large force) in 472 pauses, at no measurable cost
#: (docs/algorithms.md#the-hybrid-breaker).
PAUSE_STEPS = 1 << 13


class OrderlyEngine:
    """Builds, forces and bounds orderly trees for one board size and word list.

    All buffers (path records, arena, search stacks) are allocated once and grown
    on demand, then reused for every class. Not thread-safe.
    """

    _candidates: K.Candidates   # the boards the search lists (_alloc_candidates)

    def __init__(self, wordlist: WordList, geometry, rules: Rules | str = DEFAULT_RULES,
                 node_capacity: int = 1 << 20, record_capacity: int = 1 << 18):
        self._max_nodes: int | None = None    # arena capacity limit (None: grow without limit)
        self._max_records: int | None = None  # path record limit
        self._buffer_budget: int | None = None  # bytes for arena and records together (None: no joint cap)
        self.wordlist = wordlist
        self.geometry = parse_size(geometry)
        self.rules = get_rules(rules)
        g = self.geometry
        self._nodes_trie = wordlist.kernel_nodes(self.rules)
        self._node_word = wordlist.node_word
        self._order = split_order(g)
        self._npos = g.ncells
        self._pos_of = np.zeros(g.ncells, np.int64)
        self._pos_of[self._order] = np.arange(g.ncells)
        self._kw = (g.ncells + 11) // 12
        self._mark = np.zeros(wordlist.nnodes, np.uint32)
        self._run = np.zeros(1, np.int64)
        self._generation = 0
        self._alloc_records(record_capacity)
        self._alloc_arena(node_capacity)
        self._alloc_search(STACK_CAPACITY, CANDIDATE_CAPACITY)
        n = g.ncells
        self._attack = K.AttackState(fr=np.zeros((7, 4 * n + 8), np.int64),
                                     force_out=np.full((n + 1, NSYM), -1, np.int64),
                                     a_mark=np.zeros((n + 1, 4), np.int64), stats=np.zeros(6, np.int64),
                                     hist=np.zeros(n + 2, np.int64), trace=np.zeros((1, 6), np.int64),
                                     loop=np.zeros(9, np.int64))
        #: Steps the breaker loop takes between checks of ``cancel`` (see PAUSE_STEPS).
        self.pause_steps = PAUSE_STEPS
        self._trace_cap = 20000
        self.last_paths = 0
        self.last_unique = 0

    # -- buffers --------------------------------------------------------------
    #: Bytes per arena node (kind, val, bnd, msk, nch, fst and EDGES_PER_NODE edges) and per path
    #: record (see :meth:`record_bytes`).
    NODE_BYTES = 1 + 5 * 4 + 4 * EDGES_PER_NODE

    def record_bytes(self, scratch: bool = True) -> int:
        """Bytes per path record: key, word id and points, plus (``scratch``) the sort's scratch,
        two key and index buffers alive only while sorting."""
        return 8 * self._kw + 4 + 4 + (2 * (8 * self._kw + 4) if scratch else 0)

    def set_memory_limits(self, max_nodes: int | None, max_records: int | None, *,
                          total_bytes: int | None = None) -> None:
        """Cap the arena at ``max_nodes`` nodes and the path records at ``max_records`` (None: no cap).

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
            whole = self._buffer_budget // self.NODE_BYTES
            max_nodes = whole if max_nodes is None else min(int(max_nodes), whole)
        self._max_nodes = None if max_nodes is None else max(1024, int(max_nodes))
        self._max_records = None if max_records is None else max(1024, int(max_records))
        if self._max_records is not None and self.record_capacity() != self._max_records:
            # at the cap from the start (resident only where written): a walk that outgrows a
            # smaller buffer is thrown away and done again in a larger one
            self._alloc_records(self._max_records)
        if self._buffer_budget is not None and self.arena_nodes() != self._max_nodes:
            self._alloc_arena(self._max_nodes)
        elif self._max_nodes is not None and self.arena_nodes() > self._max_nodes:
            self._alloc_arena(self._max_nodes)

    def release_buffers(self) -> None:
        """Give back the pages of the arena and the path records (fresh arrays of the same sizes,
        resident only once written); frees every tree."""
        self._generation += 1
        self._alloc_records(self.record_capacity())
        self._alloc_arena(self.arena_nodes())

    def arena_resident_bytes(self) -> int | None:
        """Bytes of the arena resident now (the pages written since it was allocated); None if unknown."""
        return resident_bytes(self._arena[:7])

    def _make_room_for_records(self) -> None:
        """Under a joint budget, before a class's paths are collected: give back the records' pages,
        and the arena's beyond the nodes that leave the records and the sort's scratch their whole
        cap. The arena's first pages stay resident, so most classes are not faulted in again page by
        page (the cost of giving buffers back; docs/algorithms.md#the-memory-budget)."""
        self._generation += 1   # earlier trees die here
        self.release_records()
        cap = self._max_records or self.record_capacity()
        keep = max(0, (self._budget() - cap * self.record_bytes()) // self.NODE_BYTES)
        arena = self._arena
        if not all([*(drop_pages_after(column, keep) for column in arena[:6]),
                    drop_pages_after(arena.edges, EDGES_PER_NODE * keep)]):
            self._alloc_arena(self.arena_nodes())

    def _sort_scratch(self) -> K.SortScratch:
        """Buffers for the radix sort: views of the arena, which holds no tree while paths are
        sorted: the two key buffers in ``edges`` and ``val``, the indexes in ``msk`` and ``nch``.
        The sort allocates its own when they are too short. Under a budget the arena's pages then
        count as the sort's scratch (the records' cap leaves the room for them); without one, the
        first pages are those the tree is built in next, already resident from earlier classes, so
        the sort adds no memory of its own (docs/algorithms.md#the-memory-budget)."""
        a = self._arena
        return K.SortScratch(key_a=a.edges[:len(a.edges) // 2 * 2].view(np.int64),
                             key_b=a.val[:len(a.val) // 2 * 2].view(np.int64), idx_a=a.msk, idx_b=a.nch)

    def release_records(self) -> None:
        """Give back the pages of the path records (a fresh array of the same size)."""
        self._alloc_records(self.record_capacity())

    def _build_limit(self) -> int:
        """Under a joint budget, the arena nodes a tree may be built in beside the sorted records."""
        held = self.record_capacity() * self.record_bytes(scratch=False)
        return max(1024, min(self.arena_nodes(), (self._budget() - held) // self.NODE_BYTES))

    def _budget(self) -> int:
        """The joint budget of arena and records, in bytes (only asked for under one)."""
        if self._buffer_budget is None:
            raise RuntimeError("the engine has no joint buffer budget")
        return self._buffer_budget

    def memory_limited(self) -> bool:
        """True when :meth:`set_memory_limits` capped the arena or the path records."""
        return self._max_nodes is not None or self._max_records is not None   # a budget sets both

    def _next_cap(self, cap: int, limit: int | None) -> int:
        """Double ``cap``, but not past ``limit``; MemoryError when ``cap`` is at the limit already."""
        if limit is None:
            return 2 * cap
        if cap >= limit:
            raise MemoryError
        return min(2 * cap, limit)

    def arena_nodes(self) -> int:
        """Nodes the arena has room for."""
        return len(self._arena.kind)

    def record_capacity(self) -> int:
        """Path records the buffers have room for."""
        return len(self._records.wid)

    def _alloc_records(self, cap):
        self._records = None
        self._records = K.Records(keys=np.zeros((cap, self._kw), np.int64), wid=np.zeros(cap, np.int32),
                                  pts=np.zeros(cap, np.int32))

    def _alloc_arena(self, cap):
        # drop the old arrays first so a rebuild never holds two arenas at once
        self._arena = None
        edges = np.zeros(EDGES_PER_NODE * cap, np.int32)
        meta = np.zeros(5, np.int64)
        meta[4] = len(edges)
        self._arena = K.Arena(kind=np.zeros(cap, np.int8), val=np.zeros(cap, np.int32),
                              bnd=np.zeros(cap, np.int32), msk=np.zeros(cap, np.int32),
                              nch=np.zeros(cap, np.int32), fst=np.zeros(cap, np.int32), edges=edges, meta=meta)

    def _grow_arena_keep(self):
        """Double the arena (not past the cap), keeping every node (ids stay valid).

        The arrays are resized in place (``realloc``, which moves pages rather than copying for
        large arrays), so growing never holds the old and the new arena at once.
        """
        cap = self._next_cap(self.arena_nodes(), self._max_nodes)
        arena = self._arena
        for arr in arena[:6]:
            arr.resize(cap, refcheck=False)
        arena.edges.resize(EDGES_PER_NODE * cap, refcheck=False)
        arena.meta[4] = len(arena.edges)
        arena.meta[2] = 0

    def _alloc_search(self, stack_cap, out_cap):
        self._alloc_bound_state(stack_cap)
        self._alloc_candidates(out_cap)

    def _alloc_bound_state(self, stack_cap):
        n = self._npos
        self._bound_state = K.BoundState(
            stk=np.zeros((n, stack_cap), np.int32), ssize=np.zeros(n, np.int64), sums=np.zeros(n, np.int64),
            save_size=np.zeros((n + 1, n), np.int64), save_sums=np.zeros((n + 1, n), np.int64),
            lv_base=np.zeros(n + 2, np.int64), lv_l=np.zeros(n + 2, np.int64), choice=np.zeros(n + 1, np.int64),
            lv_acc=np.zeros((n + 1, NSYM), np.int64), lv_rest=np.zeros(n + 1, np.int64), run=np.zeros(5, np.int64))

    def _alloc_candidates(self, out_cap: int, keep: int = 0) -> None:
        """Room for ``out_cap`` listed boards, keeping the first ``keep`` rows listed so far."""
        n = self._npos
        fresh = K.Candidates(choice=np.zeros((out_cap, n), np.int8), bound=np.zeros(out_cap, np.int64))
        if keep:
            fresh.choice[:keep] = self._candidates.choice[:keep]
            fresh.bound[:keep] = self._candidates.bound[:keep]
        self._candidates = fresh
        self._boards = np.zeros((out_cap, n), np.int8)
        self._scores = np.zeros(out_cap, np.int32)

    def _grow_search(self, code):
        """Grow what overflowed, fourfold: the list of boards (-1, keeping its rows, so the breaker
        loop can go on) or OrderlyBound's stacks (-2, which start their walk again)."""
        if code == -1:
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
        g = self.geometry
        self._generation += 1   # earlier trees die here: the arena may be replaced while paths are collected
        if self._buffer_budget is not None:
            self._make_room_for_records()
        while True:
            n = K.collect_paths(letters, ncls, self._pos_of, g.neighbours, g.degree, self._nodes_trie,
                                self._node_word, self._records)
            if n >= 0:
                break
            self._alloc_records(self._next_cap(self.record_capacity(), self._max_records))
        self.last_paths = n
        rec = self._records
        if self._kw == 1:
            u = K.sort_dedupe_1(rec, n, self._sort_scratch())
        else:
            if n:
                order = np.lexsort([rec.keys[:n, w] for w in range(self._kw - 1, -1, -1)])
                for column in rec:
                    column[:n] = column[order]
            u = K.dedupe_sorted(rec, n)
        self.last_unique = u
        return u

    def _build_from(self, rec, u) -> int:
        """Build the tree of ``u`` sorted, de-duplicated records; its root."""
        if self._buffer_budget is not None:
            return self._build_within_budget(rec, u)
        # Every earlier tree is dead now: size the arena for this tree and its forces in one step
        # (a built tree has about 2.4 nodes per unique path, forces add up to a third), so it is
        # not grown mid-class: resizing zero-fills the new half, which makes the whole doubled
        # arena resident, and restarts the forces. A fresh arena is resident only where used.
        want = int(ARENA_NODES_PER_PATH * u) + 4096
        if want > self.arena_nodes():
            cap = max(want, int(1.25 * self.arena_nodes()))
            if self._max_nodes is not None:
                cap = min(cap, self._max_nodes)
            if cap > self.arena_nodes():
                self._alloc_arena(cap)
        while True:
            self._generation += 1
            self._arena.meta[:4] = 0
            root = K.build_tree(rec, u, self._arena)
            if root >= 0:
                return root
            self._alloc_arena(self._next_cap(self.arena_nodes(), self._max_nodes))

    def _build_within_budget(self, rec, u) -> int:
        """Build in the first nodes of the arena that the sorted records leave of the budget (a view,
        so node ids stay valid in the whole arena); MemoryError when the tree does not fit there."""
        limit = self._build_limit()
        arena = self._arena
        meta = arena.meta
        view = K.Arena(arena.kind[:limit], arena.val[:limit], arena.bnd[:limit], arena.msk[:limit],
                       arena.nch[:limit], arena.fst[:limit], arena.edges, meta)
        self._generation += 1
        meta[:4] = 0
        meta[4] = min(len(arena.edges), EDGES_PER_NODE * limit)
        try:
            root = K.build_tree(rec, u, view)
        finally:
            meta[4] = len(arena.edges)
        if root < 0:
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
        return self._break_built(board_class, letters, ncls, root, threshold, trace, switchover, switchover_depth,
                                 cancel)

    def _break_built(self, board_class, letters, ncls, root, threshold, trace, switchover, switchover_depth,
                     cancel=None):
        g = self.geometry
        nlet_pos = ncls[self._order].copy()
        st = self._attack
        if trace and len(st.trace) < self._trace_cap:
            st = self._attack = st._replace(trace=np.zeros((self._trace_cap, 6), np.int64))
        if not trace:
            st = st._replace(trace=st.trace[:0])
        if self._buffer_budget is not None:
            # the records are dead once the tree is built: their pages go back, the forces get them
            self.release_records()
        meta = self._arena.meta
        init_nodes = int(meta[3])
        built = meta[:4].copy()
        root_bound = int(self._arena.bnd[root])
        while True:
            meta[:4] = built  # the arena grows in place below, so ``meta`` stays its counters
            st.stats[:] = 0
            st.hist[:] = -1
            self._bound_state.choice[:] = 0
            can_grow = int(self._max_nodes is None or self.arena_nodes() < self._max_nodes)
            st.loop[K.LOOP_PAUSED] = 0
            while True:
                # The loop pauses every pause_steps steps (its place kept in st.loop and the
                # bound state), so a cancel or Ctrl-C is honoured within a fraction of a second
                # even in a class that takes hours.
                nout = K.attack(root, threshold, switchover, switchover_depth, self._npos, nlet_pos, self._arena,
                                self._bound_state, self._candidates, st, can_grow, self.pause_steps)
                if nout == K.PAUSED:
                    if cancel is not None and cancel():
                        raise Cancelled(f"breaking {board_class} was cancelled")
                elif nout == -1:
                    # the list of boards is full: grow it, keeping its rows, and go on where the loop
                    # stopped (starting the class again from the root would redo the whole walk)
                    self._grow_search(nout)
                else:
                    break
            if nout >= 0:
                break
            if nout == -3:  # arena full below its cap: grow (keeping the built tree) and start again
                meta[:4] = built
                self._grow_arena_keep()
            else:
                self._grow_search(nout)
        counts = st.stats
        K.rescore_choices(self._candidates.choice, nout, self._order, letters, g.neighbours, g.degree,
                          self._nodes_trie, self._mark, self._run, self._boards, self._scores)
        boards = BoardsFound(g).add_rows(self._boards[:nout], self._scores[:nout], threshold).sorted()
        lines = self._trace_lines(board_class, threshold, int(counts[2])) if trace else []
        history = [int(h) for h in st.hist if h >= 0]
        stats = {"n_paths": self.last_paths, "n_paths_uniq": self.last_unique, "n_force": int(counts[0]),
                 "n_bound": int(counts[1]), "boards_tested": int(nout), "init_nodes": init_nodes,
                 "total_nodes": int(counts[3]), "forces_over_budget": int(counts[4]),
                 "peak_nodes": max(int(built[0]), int(counts[5])),
                 "max_multi": int(self._candidates.bound[:nout].max()) if nout else 0}
        return BreakResult(str(board_class), boards, root_bound, history, int(counts[3]), 0.0, lines, stats)

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
            verdict = ("broken" if action == 0 else "force next cell" if action == 2
                       else f"orderly bound: {ncand} board(s) to re-score")
            lines.append(f"{'  ' * int(level)}{what}: bound {b} {verdict}")
        return lines
