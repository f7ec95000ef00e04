"""The language-data build script (wordlists/build_languages.py) as a module, for the tests that check its recipes."""
from __future__ import annotations

import importlib.util
import sys

from tests.conftest import ROOT


def _build_module():
    name = "wordlists_build_languages"
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.spec_from_file_location(name, ROOT / "wordlists" / "build_languages.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module  # its dataclasses look their module up
    spec.loader.exec_module(module)
    return module


build = _build_module()
