"""The program's version, for ``--version`` of both commands and the app's About box.

The version is read from the installed distribution's metadata, found through the
package it installs (``core``) rather than by the distribution's name, so renaming
the distribution changes nothing here. Run from a source tree that is not installed,
the version comes from the tree's ``pyproject.toml``.
"""
from __future__ import annotations

import argparse
import functools
import platform
import sys
from pathlib import Path

__all__ = ["UNKNOWN_VERSION", "VersionAction", "component_versions", "program_version"]

#: What the version reads as when neither metadata nor a source tree tells it.
UNKNOWN_VERSION = "unknown"
_PACKAGE = __name__.partition(".")[0]
_SOURCE_TREE = Path(__file__).resolve().parent.parent


@functools.cache
def program_version() -> str:
    """The program's version, e.g. ``"0.1.0"`` (:data:`UNKNOWN_VERSION` if nothing says it)."""
    return _installed_version() or _source_tree_version() or UNKNOWN_VERSION


def _installed_version() -> str | None:
    from importlib import metadata

    try:
        names = metadata.packages_distributions().get(_PACKAGE, [])
    except Exception:  # noqa: BLE001 - a broken site-packages entry must not stop --version
        return None
    for name in dict.fromkeys(names):
        try:
            dist = metadata.distribution(name)
        except metadata.PackageNotFoundError:
            continue
        if _installs_this_tree(dist):
            return dist.version
    return None


def _installs_this_tree(dist) -> bool:
    """False when ``dist`` records a ``core`` package of its own that is not the one running (another
    project with a top-level ``core``, or an installed copy shadowed by a source tree on the path).
    An editable install records no package files, only its path hook: it is taken as this tree's."""
    for file in dist.files or ():
        if file.as_posix() == f"{_PACKAGE}/__init__.py":
            try:
                return Path(dist.locate_file(file)).resolve() == Path(__file__).resolve().parent / "__init__.py"
            except OSError:
                return False
    return True


def _source_tree_version() -> str | None:
    pyproject = _SOURCE_TREE / "pyproject.toml"
    if not (pyproject.is_file() and (_SOURCE_TREE / "boggle_gui").is_dir()):
        return None
    import tomllib

    try:
        with open(pyproject, "rb") as fh:
            version = tomllib.load(fh).get("project", {}).get("version")
    except (OSError, tomllib.TOMLDecodeError):
        return None
    return str(version) if version else None


def component_versions() -> dict[str, str]:
    """Versions worth naming in a bug report: the program, Python, NumPy and numba (Qt is the app's to add)."""
    return {
        "Boggle": program_version(),
        "Python": f"{platform.python_version()} ({platform.python_implementation()}, {sys.executable})",
        "NumPy": _module_version("numpy"),
        "numba": _module_version("numba"),
        "Platform": platform.platform(),
    }


def _module_version(module: str) -> str:
    from importlib import metadata

    try:
        return metadata.version(module)
    except metadata.PackageNotFoundError:   # a bundle without the metadata: ask the module itself
        try:
            return str(__import__(module).__version__)
        except (ImportError, AttributeError):
            return UNKNOWN_VERSION


class VersionAction(argparse.Action):
    """``--version``: print ``PROG VERSION`` and exit, the version looked up only when asked."""

    def __init__(self, option_strings, dest=argparse.SUPPRESS, default=argparse.SUPPRESS,
                 help="print the program's version and exit"):
        super().__init__(option_strings, dest=dest, default=default, nargs=0, help=help)

    def __call__(self, parser, namespace, values, option_string=None):
        print(f"{parser.prog} {program_version()}")
        parser.exit()
