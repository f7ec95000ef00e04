"""Cached numba kernels kept in step with the helpers they inline.

numba checks a cached kernel against its own source file only (its size and modification time). A
kernel that inlines a helper from another module (a tree record's accessors, bit tricks) therefore
keeps the old helper once that module alone has changed, and runs with it: wrong results or a crash.
That happens in a checkout installed in place (the README's ``pip install -e``) when a pull or a
switch of branch changes the helper's module but not the kernel's. So before any kernel is compiled,
:func:`refresh_kernel_cache` compares a stamp of every module that imports numba, and of the
package's modules those import (a kernel compiles their constants in too), with the stamp saved
beside the caches, and removes the package's cached kernels when they differ: the next call compiles
again. A fresh install rewrites every source file, so numba's own check suffices there.

Only caches kept beside the sources (numba's default where the package is writable) are handled;
``NUMBA_CACHE_DIR`` moves them elsewhere, and then this does nothing; so does a frozen bundle, whose
kernels are cached in a folder of its own, stamped when it is built.
"""
import os
import re
import sys
from pathlib import Path

#: The stamp's file, in the package's own ``__pycache__``.
STAMP_FILE = "numba-kernels.stamp"
#: numba's cache files: an index and the compiled code of each kernel.
CACHE_PATTERNS = ("*.nbi", "*.nbc")

_IMPORTS_NUMBA = re.compile(rb"^\s*(?:from\s+numba[\s.]|import\s+numba\b)", re.MULTILINE)
_RELATIVE_IMPORT = re.compile(rb"^[ \t]*from[ \t]+(\.+)([\w.]*)[ \t]+import[ \t]+(\([^)]*\)|[^\n]+)", re.MULTILINE)


def _imported_modules(path: Path, text: bytes) -> list[Path]:
    """The package's files that ``path`` imports relatively (``from .x import y``, ``from .. import x``)."""
    found = []
    for match in _RELATIVE_IMPORT.finditer(text):
        base = path.parent
        for _ in range(len(match.group(1)) - 1):
            base = base.parent
        module = match.group(2).decode()
        target = base.joinpath(*module.split(".")) if module else base
        if target.with_suffix(".py").is_file():
            found.append(target.with_suffix(".py"))
        elif (target / "__init__.py").is_file():
            found.append(target / "__init__.py")
            found.extend(target / f"{name.decode()}.py" for name in re.findall(rb"\w+", match.group(3))
                         if (target / f"{name.decode()}.py").is_file())
    return found


def kernel_sources(package_dir: Path) -> list[Path]:
    """The package's modules that import numba and, transitively, the package's modules they import
    (a kernel compiles in their constants and helpers too), sorted."""
    texts = {}
    for path in package_dir.rglob("*.py"):
        try:
            texts[path] = path.read_bytes()
        except OSError:
            continue
    todo = [path for path, text in texts.items() if _IMPORTS_NUMBA.search(text)]
    found = set()
    while todo:
        path = todo.pop()
        if path in found or path not in texts:
            continue
        found.add(path)
        todo.extend(_imported_modules(path, texts[path]))
    return sorted(found)


def source_stamp(package_dir: Path, sources: list[Path]) -> str:
    """One line a module: its path in the package, size and modification time (what numba compares)."""
    lines = []
    for path in sources:
        st = path.stat()
        lines.append(f"{path.relative_to(package_dir).as_posix()} {st.st_size} {st.st_mtime_ns}")
    return "\n".join(lines) + "\n"


def refresh_kernel_cache(package_dir: Path) -> bool:
    """Remove ``package_dir``'s cached numba kernels if one of :func:`kernel_sources` changed since
    the last call; save the new stamp.

    Returns
    -------
    bool
        Whether cached kernels were removed (False too where nothing is cached beside the sources,
        the package is not writable, ``NUMBA_CACHE_DIR`` is set, or the program is a frozen
        bundle). Never raises: a cache it cannot check or clean is left to numba.
    """
    if os.environ.get("NUMBA_CACHE_DIR") or getattr(sys, "frozen", False):
        return False
    try:
        # the cheap test first: a read-only install (numba caches elsewhere) reads no source
        if not os.access(package_dir, os.W_OK):
            return False
        sources = kernel_sources(package_dir)
        stamp_dir = package_dir / "__pycache__"
        if not sources:
            return False
        stamp = source_stamp(package_dir, sources)
        stamp_file = stamp_dir / STAMP_FILE
        try:
            if stamp_file.read_text(encoding="utf-8") == stamp:
                return False
        except (OSError, UnicodeDecodeError):
            pass
        removed = False
        for pattern in CACHE_PATTERNS:
            for cached in package_dir.rglob(f"__pycache__/{pattern}"):
                try:
                    cached.unlink()
                    removed = True
                except FileNotFoundError:
                    pass  # another process starting at the same time removed it
        stamp_dir.mkdir(exist_ok=True)
        # written whole and then renamed, so a process starting beside this one reads either stamp
        partial = stamp_dir / f"{STAMP_FILE}.{os.getpid()}"
        partial.write_text(stamp, encoding="utf-8")
        os.replace(partial, stamp_file)
        return removed
    except OSError:
        return False
