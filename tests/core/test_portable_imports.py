"""Every module of ``core`` and ``boggle_gui`` imports where Unix-only modules do not exist (Windows):
``fcntl``, ``resource`` and ``termios`` are made unavailable in a fresh interpreter by a meta-path
blocker, then each module is imported."""
from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
UNIX_ONLY = ("fcntl", "resource", "termios")

SCRIPT = textwrap.dedent("""
    import importlib, json, pkgutil, sys, warnings

    BLOCKED = set(sys.argv[1].split(","))

    class Blocker:
        def find_spec(self, name, path=None, target=None):
            if name in BLOCKED:
                raise ModuleNotFoundError(f"No module named {name!r}", name=name)
            return None

    for name in BLOCKED:
        sys.modules.pop(name, None)
    sys.meta_path.insert(0, Blocker())
    warnings.simplefilter("ignore")      # filelock says it falls back to a soft lock without fcntl
    blocked_works = True
    try:
        import fcntl  # noqa: F401
    except ImportError:
        blocked_works = False
    failed, imported = {}, []
    for top in ("core", "boggle_gui"):
        package = importlib.import_module(top)
        for info in pkgutil.walk_packages(package.__path__, top + "."):
            if info.name.endswith(".__main__"):
                continue                 # an entry point runs when imported
            try:
                importlib.import_module(info.name)
                imported.append(info.name)
            except Exception as exc:
                failed[info.name] = repr(exc)
    print(json.dumps({"blocker_failed": blocked_works, "failed": failed, "imported": imported,
                      "loaded": sorted(BLOCKED & set(sys.modules))}))
""")


def test_every_module_imports_without_unix_only_modules():
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    r = subprocess.run([sys.executable, "-c", SCRIPT, ",".join(UNIX_ONLY)], capture_output=True, text=True,
                       cwd=ROOT, env=env, timeout=300)
    assert r.returncode == 0, r.stderr[-3000:]
    result = json.loads(r.stdout.strip().splitlines()[-1])
    assert not result["blocker_failed"]
    assert result["failed"] == {}
    assert result["loaded"] == []
    expected = {"core.proofs.checkpoint", "core.proofs.executors", "core.proofs.breaker", "core.cli.main",
                "boggle_gui.tools.break_dialog", "boggle_gui.round.main_window"}
    assert expected <= set(result["imported"])
