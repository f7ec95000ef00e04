"""The program's version (core.version): found without the distribution's name, the same in both commands."""
from __future__ import annotations

import subprocess
import sys
import tomllib
from importlib import metadata
from pathlib import Path

import pytest

from core import version
from core.version import UNKNOWN_VERSION, program_version

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def fresh(monkeypatch):
    """program_version without its cache, before and after the test."""
    program_version.cache_clear()
    yield
    program_version.cache_clear()


def _pyproject_version() -> str:
    with open(ROOT / "pyproject.toml", "rb") as fh:
        return tomllib.load(fh)["project"]["version"]


def test_the_version_is_the_projects(fresh):
    assert program_version() == _pyproject_version()


def test_both_commands_print_it():
    expected = _pyproject_version()
    for command, prog in (([sys.executable, "-m", "core", "--version"], "boggle"),
                          ([sys.executable, "-m", "boggle_gui", "--version"], "boggle-gui")):
        done = subprocess.run(command, capture_output=True, text=True, timeout=120, cwd=ROOT)
        assert done.returncode == 0, done.stderr
        assert done.stdout == f"{prog} {expected}\n"


def test_without_metadata_the_source_tree_says_it(fresh, monkeypatch):
    monkeypatch.setattr(metadata, "packages_distributions", lambda: {})
    assert program_version() == _pyproject_version()


def test_with_nothing_to_say_it_the_version_is_unknown(fresh, monkeypatch, tmp_path):
    monkeypatch.setattr(metadata, "packages_distributions", lambda: {})
    monkeypatch.setattr(version, "_SOURCE_TREE", tmp_path)
    assert program_version() == UNKNOWN_VERSION


def test_another_distribution_with_a_core_package_is_not_taken_for_ours(fresh, monkeypatch, tmp_path):
    """A project that also installs a top-level ``core`` (listed first on the path) is skipped:
    its ``core/__init__.py`` is not the one running."""
    (tmp_path / "core").mkdir()
    (tmp_path / "core" / "__init__.py").write_text("")
    info = tmp_path / "othercore-9.9.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: othercore\nVersion: 9.9\n")
    (info / "top_level.txt").write_text("core\n")
    (info / "RECORD").write_text("core/__init__.py,,\nothercore-9.9.dist-info/METADATA,,\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    assert "othercore" in metadata.packages_distributions()["core"]
    assert program_version() == _pyproject_version()
    # Only that project claims the package: no metadata of ours, so the source tree says it.
    monkeypatch.setattr(metadata, "packages_distributions", lambda: {"core": ["othercore"]})
    program_version.cache_clear()
    assert program_version() == _pyproject_version() != "9.9"
