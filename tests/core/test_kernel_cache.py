"""Cached numba kernels are dropped when a helper they inline changes (``core._kernel_cache``)."""
from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import core
from core._kernel_cache import STAMP_FILE, kernel_sources, refresh_kernel_cache

KERNEL = """\
from numba import njit

from .helper import value


@njit(cache=True)
def kernel():
    return value() + OFFSET


OFFSET = 0
"""
HELPER = """\
from numba import njit


@njit(inline="always")
def value():
    return {value}
"""


def _package(root: Path, value: int) -> Path:
    pkg = root / "kernels_pkg"
    pkg.mkdir(exist_ok=True)
    (pkg / "__init__.py").write_text("")
    (pkg / "kern.py").write_text(KERNEL)
    (pkg / "helper.py").write_text(HELPER.format(value=value))
    return pkg


def _run_kernel(root: Path, refresh: bool) -> int:
    """The kernel's result in a fresh interpreter (numba's cache used as a new process uses it)."""
    code = textwrap.dedent(f"""
        import sys
        from pathlib import Path
        sys.path.insert(0, {str(root)!r})
        if {refresh!r}:
            from core._kernel_cache import refresh_kernel_cache
            refresh_kernel_cache(Path({str(root / "kernels_pkg")!r}))
        from kernels_pkg.kern import kernel
        print(kernel())
    """)
    env = {k: v for k, v in os.environ.items() if k != "NUMBA_CACHE_DIR"}
    env["PYTHONPATH"] = os.pathsep.join([str(Path(core.__file__).parent.parent), env.get("PYTHONPATH", "")])
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=300)
    assert out.returncode == 0, out.stderr
    return int(out.stdout.split()[-1])


def test_a_kernel_sees_its_inlined_helper_change_after_a_refresh(tmp_path):
    _package(tmp_path, 1)
    assert _run_kernel(tmp_path, refresh=True) == 1
    assert list((tmp_path / "kernels_pkg" / "__pycache__").glob("*.nbi")), "numba cached nothing"
    # the helper alone changes, as a pull or a switch of branch changes one module
    (tmp_path / "kernels_pkg" / "helper.py").write_text(HELPER.format(value=22))
    assert _run_kernel(tmp_path, refresh=True) == 22


def test_without_the_refresh_numba_runs_the_old_helper(tmp_path):
    """The failure the refresh prevents (numba checks a cached kernel against its own file only)."""
    _package(tmp_path, 1)
    assert _run_kernel(tmp_path, refresh=False) == 1
    (tmp_path / "kernels_pkg" / "helper.py").write_text(HELPER.format(value=22))
    assert _run_kernel(tmp_path, refresh=False) == 1


def test_the_cache_is_cleared_only_when_a_kernel_source_changes(tmp_path, monkeypatch):
    monkeypatch.delenv("NUMBA_CACHE_DIR", raising=False)
    pkg = _package(tmp_path, 1)
    (pkg / "unrelated.py").write_text("X = 1\n")
    cache = pkg / "__pycache__"
    cache.mkdir()
    cached = cache / "kern.kernel-7.py311.nbi"
    cached.write_bytes(b"index")
    assert refresh_kernel_cache(pkg) is True          # no stamp yet: whatever is cached may be stale
    assert not cached.exists()
    assert (cache / STAMP_FILE).is_file()
    cached.write_bytes(b"index")
    assert refresh_kernel_cache(pkg) is False         # nothing changed
    (pkg / "unrelated.py").write_text("X = 22\n")     # a module no kernel imports
    assert refresh_kernel_cache(pkg) is False
    assert cached.exists()
    (pkg / "helper.py").write_text(HELPER.format(value=333))
    assert refresh_kernel_cache(pkg) is True
    assert not cached.exists()
    assert not list(cache.glob(f"{STAMP_FILE}.*")), "a partial stamp was left behind"


def test_the_sources_are_the_numba_modules_and_what_they_import(tmp_path):
    pkg = tmp_path / "pkg"
    (pkg / "sub").mkdir(parents=True)
    (pkg / "__init__.py").write_text("")
    (pkg / "sub" / "__init__.py").write_text("")
    (pkg / "consts.py").write_text("LIMIT = 3\n")
    (pkg / "sub" / "layout.py").write_text("from ..consts import LIMIT\n")
    (pkg / "sub" / "kern.py").write_text("import numba\nfrom .layout import LIMIT\nfrom .. import consts\n")
    (pkg / "other.py").write_text('"""Says numba but does not import it."""\nfrom .consts import LIMIT\n')
    names = [p.relative_to(pkg).as_posix() for p in kernel_sources(pkg)]
    assert names == ["__init__.py", "consts.py", "sub/kern.py", "sub/layout.py"]


def test_nothing_is_done_where_numba_caches_elsewhere(tmp_path, monkeypatch):
    pkg = _package(tmp_path, 1)
    (pkg / "__pycache__").mkdir()
    cached = pkg / "__pycache__" / "kern.kernel-7.py311.nbc"
    cached.write_bytes(b"code")
    monkeypatch.setenv("NUMBA_CACHE_DIR", str(tmp_path / "elsewhere"))
    assert refresh_kernel_cache(pkg) is False
    assert cached.exists()


def test_the_projects_kernels_are_stamped():
    names = {p.name for p in kernel_sources(Path(core.__file__).parent)}
    assert {"_tree_kernels.py", "_search_kernels.py", "_solver_kernels.py", "_bits.py", "language.py"} <= names
