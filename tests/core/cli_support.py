"""Running the real ``boggle`` console script in a subprocess, as a user does."""
from __future__ import annotations

import os
import resource
import subprocess
import sysconfig
from pathlib import Path

GIB = 1 << 30


def boggle_script() -> Path:
    """The installed ``boggle`` console script next to this interpreter (not ``python -m core``)."""
    script = Path(sysconfig.get_path("scripts")) / "boggle"
    assert script.is_file(), f"no boggle console script at {script}: pip install -e '.[test]'"
    return script


def boggle_env(tmp_path) -> dict:
    """The environment of a ``boggle`` run: a user data folder and a home of its own, unbuffered output."""
    return dict(os.environ, BOGGLE_DATA_DIR=str(tmp_path / "data"), HOME=str(tmp_path / "home"),
                PYTHONUNBUFFERED="1")


def memory_limit(nbytes: int | None):
    """A ``preexec_fn`` that caps the child's address space at ``nbytes`` (None: no cap)."""
    if nbytes is None:
        return None

    def apply():
        resource.setrlimit(resource.RLIMIT_AS, (nbytes, nbytes))
    return apply


def run_boggle(tmp_path, *args, timeout: float = 300, memory: int | None = None):
    """``boggle ARGS`` in a subprocess from ``tmp_path``: the finished ``CompletedProcess`` (text)."""
    return subprocess.run([str(boggle_script()), *map(str, args)], capture_output=True, text=True, timeout=timeout,
                          cwd=tmp_path, env=boggle_env(tmp_path), preexec_fn=memory_limit(memory))


def start_boggle(tmp_path, *args, memory: int | None = None) -> subprocess.Popen:
    """``boggle ARGS`` started in a subprocess from ``tmp_path`` (text pipes for stdout and stderr)."""
    return subprocess.Popen([str(boggle_script()), *map(str, args)], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True, cwd=tmp_path, env=boggle_env(tmp_path), preexec_fn=memory_limit(memory))
