"""Runs before the bundle's own code: numba loads the kernels compiled when the bundle was built.

numba's own cache locators key a cache folder by the absolute path of each source file, and the
bundle can be unpacked anywhere; bundle_numba_cache keys it by module name inside the bundle.
The kernels are compiled for a named baseline CPU instead of this machine's, so the cache is
valid on every CPU of the architecture (the host's own name is part of numba's cache key).
Settings a user gives in the environment win.
"""
import os
import platform

os.environ.setdefault("NUMBA_CACHE_LOCATOR_CLASSES", "bundle_numba_cache.BundleCacheLocator")
if "NUMBA_CPU_NAME" not in os.environ:
    # x86-64-v2 (2009 on: SSE4.2, POPCNT, which the trie walk uses); elsewhere LLVM's generic CPU.
    os.environ["NUMBA_CPU_NAME"] = "x86-64-v2" if platform.machine().lower() in ("x86_64", "amd64") else "generic"
    os.environ["NUMBA_CPU_FEATURES"] = ""
