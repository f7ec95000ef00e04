"""One cache of loaded word lists and solvers for the whole app.

Every window asks here, so the annealing lab anneals with the very list the game
holds, and the statistics window and "Solve a board" do too. A list is keyed by
its resolved file path with the file's size and modification time, so a changed
file is loaded again and never served stale; two paths with the same bytes
(same SHA-256, e.g. a list copied into the user folder) share one
:class:`~core.engine.wordlist.WordList` per language it is read in. A list loads once: a second caller
waits for the load in flight instead of starting its own. Solvers are keyed by
the list's SHA-256 and the rules.

:meth:`SharedCache.wordlist` may read and compile a file: call it from a job
(see :mod:`boggle_gui.shared.jobs`). :meth:`SharedCache.cached_wordlist` never blocks.
"""
from __future__ import annotations

import threading
from concurrent.futures import Future

from PySide6.QtCore import QCoreApplication

from core.engine import Rules, Solver, WordList, WordListError, get_language, get_rules, load_wordlist, resolve_wordlist

from .list_languages import list_language

__all__ = ["SharedCache", "shared_cache"]


class SharedCache:
    """Word lists and solvers loaded in this process (thread-safe; see module docstring).

    Attributes
    ----------
    loads : int
        How many times a list file was read (from the file or the on-disk trie cache).
    """

    def __init__(self):
        self._lock = threading.Lock()
        self._lists: dict[tuple, WordList] = {}       # (path, size, mtime_ns) -> list
        self._by_sha: dict[str, WordList] = {}
        self._loading: dict[tuple, Future] = {}
        self._solvers: dict[tuple, Solver] = {}
        self.loads = 0

    @staticmethod
    def _key(spec, language=None) -> tuple:
        path = resolve_wordlist(spec).resolve()
        try:
            st = path.stat()
        except OSError as exc:
            raise WordListError(QCoreApplication.translate("WordLists", "Cannot read the word list {file}: {problem}")
                                .format(file=path, problem=exc.strerror or exc)) from None
        # One file read in two languages is two lists (wordlist_choice: a list's language).
        code = get_language(language).code if language is not None else list_language(path)
        return str(path), st.st_size, st.st_mtime_ns, code

    def cached_wordlist(self, spec, language=None) -> WordList | None:
        """The list ``spec`` (a name or a path) if it is loaded and its file unchanged, else None.
        ``language``: read in that language (default: the list's own, see :func:`list_language`)."""
        try:
            key = self._key(spec, language)
        except (WordListError, OSError):
            return None    # the load job will report the problem
        with self._lock:
            return self._lists.get(key)

    def wordlist(self, spec, language=None) -> WordList:
        """The list ``spec`` (a name or a path), loading it unless loaded; may block (call from a job).
        ``language``: read in that language (default: the list's own, see :func:`list_language`).

        Raises
        ------
        WordListError
            If the list cannot be found or read.
        """
        key = self._key(spec, language)
        with self._lock:
            wl = self._lists.get(key)
            if wl is not None:
                return wl
            pending = self._loading.get(key)
            if pending is None:
                self._loading[key] = future = Future()
        if pending is not None:
            return pending.result()
        try:
            wl = load_wordlist(key[0], language=key[3])
        except BaseException as exc:
            with self._lock:
                del self._loading[key]
            future.set_exception(exc)
            raise
        with self._lock:
            self.loads += 1
            wl = self._by_sha.setdefault((wl.sha256, wl.language), wl)
            for old in [k for k in self._lists if k[0] == key[0] and k[3] == key[3]]:   # an older version
                stale = self._lists.pop(old)
                if stale is not wl and stale not in self._lists.values():
                    self._by_sha.pop((stale.sha256, stale.language), None)
            self._lists[key] = wl
            del self._loading[key]
        future.set_result(wl)
        return wl

    def solver(self, wordlist: WordList, rules: Rules | str) -> Solver:
        """The solver of ``wordlist`` under ``rules`` (built once; solvers are thread-safe)."""
        rules = get_rules(rules)
        key = (wordlist.sha256, wordlist.language, rules.name, rules.min_length, rules.points)
        with self._lock:
            solver = self._solvers.get(key)
        if solver is None:
            solver = Solver(wordlist, rules)
            with self._lock:
                solver = self._solvers.setdefault(key, solver)
        return solver

    def clear(self) -> None:
        """Forget every list and solver (a later request loads again)."""
        with self._lock:
            self._lists.clear()
            self._by_sha.clear()
            self._solvers.clear()


_cache = SharedCache()


def shared_cache() -> SharedCache:
    """The app's one cache."""
    return _cache
