"""The engine's error codes, found in its modules and its source, for tests/core and tests/gui.

:func:`message_codes` lists every :class:`~core.engine.errors.MessageCode` enumeration of
:mod:`core` (imported, so none is missed); :func:`raise_sites` reads the source for every call that
passes one of their members with params (``BoardError(BoardProblem.EMPTY)``,
``error(TextFileProblem.UNREADABLE, file=label, reason=...)``, ``Phrase(ClassProblem.CELL_SET,
{"cell": i})``), so a test can hold each call's params against its message's fields.
"""
from __future__ import annotations

import ast
import importlib
import pkgutil
import string
from dataclasses import dataclass
from pathlib import Path

import core
from core.engine.errors import MessageCode
from tests.conftest import ROOT

#: Keyword arguments of an error class of its own, not params of its message.
OWN_KEYWORDS = {"locked"}    # HistoryError: another program holds the database


def message_codes() -> list[type[MessageCode]]:
    """Every MessageCode enumeration defined in a module of :mod:`core`, in module order."""
    found: list[type[MessageCode]] = []
    for info in pkgutil.walk_packages(core.__path__, "core."):
        if info.name.endswith("__main__"):      # runs the command line
            continue
        module = importlib.import_module(info.name)
        for value in vars(module).values():
            if (isinstance(value, type) and issubclass(value, MessageCode) and value is not MessageCode
                    and value.__module__ == info.name and value not in found):
                found.append(value)
    return found


def all_codes() -> list[MessageCode]:
    return [member for enum in message_codes() for member in enum]


def template_fields(template: str) -> set[str]:
    """The names of a str.format template's fields."""
    return {name for _text, name, _spec, _conv in string.Formatter().parse(template) if name}


def template_specs(template: str) -> list[tuple[str, str | None, str]]:
    """``(field, conversion, format spec)`` of each field of a str.format template."""
    return [(name, conv, spec or "") for _text, name, spec, conv in string.Formatter().parse(template) if name]


@dataclass(frozen=True)
class RaiseSite:
    """A call in core's source that passes codes (``members``) with the params ``params``."""

    where: str
    members: tuple[str, ...]       # "BoardProblem.EMPTY", ...
    params: frozenset[str]


def _members(node, enums: set[str], names: dict[str, list[str]]) -> list[str]:
    """The codes an expression stands for: a member, either branch of a conditional, a variable or a
    call of a function that returns codes (``names``); [] for anything else."""
    if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id in enums:
        return [f"{node.value.id}.{node.attr}"]
    if isinstance(node, ast.IfExp):
        return _members(node.body, enums, names) + _members(node.orelse, enums, names)
    if isinstance(node, ast.Name):
        return names.get(node.id, [])
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
        return names.get(node.func.id + "()", [])
    return []


def raise_sites(folders: tuple[str, ...] = ("core",)) -> list[RaiseSite]:
    """Every call in ``folders`` whose first argument is a code (or a variable of its function, or a
    function of its module, that gives codes), with its params: its keywords, or the keys of a
    Phrase's dict. Calls that pass ``**params`` on are left out (they hand on a code and params met
    elsewhere)."""
    enums = {enum.__name__ for enum in message_codes()}
    sites = []
    for path in sorted(p for folder in folders for p in (ROOT / folder).rglob("*.py")):
        tree = ast.parse(path.read_text("utf-8"))
        functions = [n for n in ast.walk(tree) if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))]
        returning = {f"{func.name}()": [m for node in ast.walk(func) if isinstance(node, ast.Return) and node.value
                                        for m in _members(node.value, enums, {})] for func in functions}
        for func in functions:
            names = dict(returning)
            for node in ast.walk(func):
                if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
                    names.setdefault(node.targets[0].id, []).extend(_members(node.value, enums, names))
            for call in [n for n in ast.walk(func) if isinstance(n, ast.Call) and n.args]:
                members = _members(call.args[0], enums, names)
                if not members or any(k.arg is None for k in call.keywords):
                    continue
                if len(call.args) > 1 and isinstance(call.args[1], ast.Dict):      # Phrase(code, {...})
                    params = {k.value for k in call.args[1].keys if isinstance(k, ast.Constant)}
                else:
                    params = {k.arg for k in call.keywords} - OWN_KEYWORDS
                where = f"{Path(path).relative_to(ROOT)}:{call.lineno}"
                sites.append(RaiseSite(where, tuple(dict.fromkeys(members)), frozenset(params)))
    return list(dict.fromkeys(sites))
