"""Runs before the bundle's own code: the first start finds the kernels and the default word list
already compiled.

numba's own cache locators key a cache folder by the absolute path of each source file, and the
bundle can be unpacked anywhere; bundle_numba_cache keys it by module name inside the bundle.
The kernels are compiled for a named baseline CPU instead of this machine's, so the cache is
valid on every CPU of the architecture (the host's own name is part of numba's cache key).
Settings a user gives in the environment win.

The word list's compiled trie, built when the bundle was built, is copied into the user's cache
folder where it is missing (the app validates every cache file it loads, this one too).
"""
import os
import platform
import shutil
import sys

os.environ.setdefault("NUMBA_CACHE_LOCATOR_CLASSES", "bundle_numba_cache.BundleCacheLocator")
if "NUMBA_CPU_NAME" not in os.environ:
    # x86-64-v2 (2009 on: SSE4.2, POPCNT, which the trie walk uses); elsewhere LLVM's generic CPU.
    os.environ["NUMBA_CPU_NAME"] = "x86-64-v2" if platform.machine().lower() in ("x86_64", "amd64") else "generic"
    os.environ["NUMBA_CPU_FEATURES"] = ""


def _seed_user_cache() -> None:
    seed = os.path.join(sys._MEIPASS, "cache_seed")
    if not os.path.isdir(seed):
        return
    # The app's cache folder, as core.engine.wordlist.cache_dir finds it.
    target = os.environ.get("BOGGLE_CACHE_DIR")
    if not target:
        from platformdirs import user_cache_dir

        target = user_cache_dir("boggle", appauthor=False)
    try:
        for name in os.listdir(seed):
            dest = os.path.join(target, name)
            if not os.path.exists(dest):
                os.makedirs(target, exist_ok=True)
                part = f"{dest}.{os.getpid()}.part"
                shutil.copyfile(os.path.join(seed, name), part)
                os.chmod(part, 0o600)
                os.replace(part, dest)
    except OSError:
        pass  # the app builds its cache itself


_seed_user_cache()
