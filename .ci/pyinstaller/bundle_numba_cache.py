"""A numba cache locator for the bundle: the compiled kernels live in ``_internal/numba_cache/``.

The cache is filled when the bundle is built (.ci/bundle runs every kernel once) and found by
module name, not by path, so it stays valid wherever the bundle is unpacked or moved. Its
freshness stamp is written once per build (``STAMP``): a rebuilt bundle never reads an older
build's kernels. Where the bundle's folder is read-only (installed by root), the cache is copied
once to the user's cache folder, so a kernel compiled later for a new signature can be saved.
"""
from __future__ import annotations

import functools
import os
import shutil
import sys

from numba.core.caching import _CacheLocator

BUNDLE_CACHE = os.path.join(getattr(sys, "_MEIPASS", os.path.dirname(os.path.abspath(__file__))), "numba_cache")
STAMP = os.path.join(BUNDLE_CACHE, "STAMP")


@functools.cache
def _stamp() -> str:
    with open(STAMP, encoding="utf-8") as fh:
        return fh.read().strip()


@functools.cache
def _cache_root() -> str:
    if os.access(BUNDLE_CACHE, os.W_OK):
        return BUNDLE_CACHE
    from platformdirs import user_cache_dir

    root = os.path.join(os.environ.get("BOGGLE_CACHE_DIR") or user_cache_dir("boggle", appauthor=False),
                        "numba-bundle", _stamp())
    if not os.path.isfile(os.path.join(root, "STAMP")):
        shutil.copytree(BUNDLE_CACHE, root, dirs_exist_ok=True)
    return root


class BundleCacheLocator(_CacheLocator):
    """Caches each kernel under the bundle's cache folder, in a folder named after its package."""

    def __init__(self, py_func, package: str):
        self._lineno = py_func.__code__.co_firstlineno
        self._cache_path = os.path.join(_cache_root(), *package.split("."))

    def get_cache_path(self):
        return self._cache_path

    def get_source_stamp(self):
        return _stamp()

    def get_disambiguator(self):
        return str(self._lineno)

    @classmethod
    def from_function(cls, py_func, py_file):
        module = getattr(py_func, "__module__", None) or ""
        if not module or module == "__main__" or not os.path.isfile(STAMP):
            return None
        return cls(py_func, module.rpartition(".")[0] or module)
