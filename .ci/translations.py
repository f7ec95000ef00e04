"""The interface's translation files: `python .ci/translations.py update|release|check`.

- ``update``: every ``tr``/``translate``/``QT_TRANSLATE_NOOP`` text of ``boggle_gui`` goes into
  ``resources/translations/boggle_<code>.ts`` (new texts unfinished, texts
  gone dropped, translations kept), the English file with the plural texts only, whose "(s)"
  forms it fills ("%n point(s)" -> "%n point" / "%n points"); then ``release``.
- ``release``: ``pyside6-lrelease`` compiles each ``.ts`` into the ``.qm`` beside it (committed:
  the wheel and the bundle carry them).
- ``check``: fails (exit 1) when the ``.ts`` miss a text of the code or hold one it no longer
  has, or a ``.qm`` is not what its ``.ts`` compiles to, or a call passes ``tr`` something else
  than string literals (tests/gui/test_translation.py runs it).

The texts are found with Python's own parser, not lupdate's (which misses plurals outside
``self.tr`` and stops at an aliased call): each call becomes a line of C++ that ``lupdate`` reads
(``QCoreApplication::translate("Context", "text", "disambiguation", n)``), so the contexts,
disambiguations and plural texts are exactly the code's. ``self.tr`` takes the name of the class
whose body holds the call, as PySide6 does for a class that is not subclassed. A module's
``_tr(text)`` helper that is exactly ``return QCoreApplication.translate("Context", text)`` is
read as such: its calls with a literal are texts of that context.

docs/translation.md tells how to translate.
"""
from __future__ import annotations

import argparse
import ast
import filecmp
import json
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FOLDER = ROOT / "resources" / "translations"
SOURCES = ROOT / "boggle_gui"
#: Languages with a full translation file; English has the plural forms only.
TRANSLATED = ("fr", "de", "es", "it", "nl")
ENGLISH = "en"


def tool(name: str) -> str:
    """Qt's ``lupdate`` or ``lrelease``, as PySide6 ships them."""
    import PySide6

    path = Path(PySide6.__file__).parent / (name + (".exe" if sys.platform == "win32" else ""))
    if path.is_file():
        return str(path)
    found = shutil.which(f"pyside6-{name}")
    if not found:
        raise SystemExit(f"translations: cannot find Qt's {name} (it comes with PySide6)")
    return found


def ts_path(folder: Path, code: str) -> Path:
    return folder / f"boggle_{code}.ts"


def qm_path(folder: Path, code: str) -> Path:
    return folder / f"boggle_{code}.qm"


def _run(args: list[str]) -> None:
    done = subprocess.run(args, capture_output=True, text=True)
    if done.returncode:
        raise SystemExit(f"translations: {' '.join(args)} failed:\n{done.stdout}{done.stderr}")


#: Calls whose arguments are (context, text, disambiguation, n), and those without a context.
_WITH_CONTEXT = {"translate": 0, "QT_TRANSLATE_NOOP": 0, "QT_TRANSLATE_NOOP3": 0}
_IN_CLASS = {"tr": 0, "QT_TR_NOOP": 0}


def _literal(node) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.Constant) and node.value is None:
        return ""
    return None


def _built(node) -> bool:
    """Whether ``node`` builds a string (an f-string, ``+``, ``%``, ``.format``): never a text to look up."""
    return (isinstance(node, (ast.JoinedStr, ast.BinOp))
            or isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "format")


class Message:
    __slots__ = ("context", "text", "disambiguation", "plural", "where")

    def __init__(self, context, text, disambiguation, plural, where):
        self.context, self.text, self.disambiguation, self.plural, self.where = (context, text, disambiguation,
                                                                                  plural, where)


def extract(sources: Path = SOURCES) -> tuple[list[Message], list[str]]:
    """The translatable texts of the code under ``sources``, and the calls that are not
    translatable as written (``file:line: why``)."""
    messages: list[Message] = []
    errors: list[str] = []
    for path in sorted(sources.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        helper = _module_helper(tree)
        shown = path.relative_to(ROOT) if path.is_relative_to(ROOT) else path
        _visit(tree, None, shown.as_posix(), messages, errors, helper)
    return messages, errors


def _module_helper(tree: ast.Module) -> str | None:
    """The context of the module's ``_tr(text)`` helper, if it has one that is exactly
    ``return QCoreApplication.translate("Context", text)``."""
    for node in tree.body:
        if not (isinstance(node, ast.FunctionDef) and node.name == "_tr" and len(node.body) == 1
                and isinstance(node.body[0], ast.Return) and isinstance(node.body[0].value, ast.Call)):
            continue
        call = node.body[0].value
        params = [a.arg for a in node.args.args]
        if (isinstance(call.func, ast.Attribute) and call.func.attr == "translate" and len(call.args) == 2
                and len(params) == 1 and isinstance(call.args[1], ast.Name) and call.args[1].id == params[0]):
            return _literal(call.args[0])
    return None


def _visit(node, cls: str | None, file: str, messages: list, errors: list, helper: str | None) -> None:
    for child in ast.iter_child_nodes(node):
        if isinstance(child, ast.ClassDef):
            _visit(child, child.name, file, messages, errors, helper)
            continue
        if isinstance(child, ast.Call):
            _call(child, cls, f"{file}:{child.lineno}", messages, errors, helper)
        _visit(child, cls, file, messages, errors, helper)


def _call(call: ast.Call, cls: str | None, where: str, messages: list, errors: list, helper: str | None) -> None:
    func = call.func
    name = func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""
    if name == "_tr" and isinstance(func, ast.Name) and helper is not None:
        if call.args and (_literal(call.args[0]) is not None or _built(call.args[0])):
            call = ast.Call(func=ast.Name(id="translate"), args=[ast.Constant(helper), call.args[0]], keywords=[])
            func, name = call.func, "QT_TRANSLATE_NOOP"    # a literal in the helper's context
        else:
            return
    if name == "translate" and not (isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name)
                                    and func.value.id in ("QCoreApplication", "QApplication")):
        return
    if name in _WITH_CONTEXT:
        if len(call.args) < 2:
            return
        context, rest = _literal(call.args[0]), call.args[1:]
    elif name in _IN_CLASS:
        if name == "tr" and not isinstance(func, ast.Attribute):
            return
        if cls is None:
            errors.append(f"{where}: {name}() outside a class has no context: use "
                          'QCoreApplication.translate("Context", ...)')
            return
        context, rest = cls, call.args
    else:
        return
    if not rest:
        return
    text = _literal(rest[0])
    disambiguation = _literal(rest[1]) if len(rest) > 1 else ""
    keywords = {k.arg: k.value for k in call.keywords}
    if "disambiguation" in keywords:
        disambiguation = _literal(keywords["disambiguation"])
    plural = len(rest) > 2 or "n" in keywords
    if text is None and not name.startswith("QT_") and not _built(rest[0]):
        return      # a text marked elsewhere (QT_TRANSLATE_NOOP), translated where it is shown
    if context is None or text is None or disambiguation is None:
        errors.append(f"{where}: {name}() needs string literals (a str.format field for what varies, filled "
                      f"after translation), got {ast.unparse(call)[:90]}")
        return
    if plural and "%n" not in text:
        errors.append(f"{where}: a count is passed but the text has no %n")
    messages.append(Message(context, text, disambiguation, plural, where))


def _cpp(messages: list[Message]) -> str:
    """The texts as C++ lupdate reads (JSON's string escapes are C++'s for these texts)."""
    lines = ["// Generated by .ci/translations.py for lupdate: the texts of boggle_gui.", "void texts() {"]
    for m in messages:
        context, text, disambiguation = (json.dumps(s, ensure_ascii=False) for s in (m.context, m.text,
                                                                                    m.disambiguation))
        if m.plural:
            lines.append(f"    QCoreApplication::translate({context}, {text}, {disambiguation}, n);")
        else:
            lines.append(f"    QT_TRANSLATE_NOOP3({context}, {text}, {disambiguation});")
    lines.append("}")
    return "\n".join(lines) + "\n"


def _lupdate(folder: Path) -> None:
    messages, errors = extract()
    if errors:
        raise SystemExit("translations: texts lupdate cannot take:\n  " + "\n  ".join(errors))
    stub = folder / "texts.cpp"
    stub.write_text(_cpp(messages), encoding="utf-8")
    try:
        _lupdate_from(stub, folder)
    finally:
        stub.unlink()


def _lupdate_from(stub: Path, folder: Path) -> None:
    common = [tool("lupdate"), "-silent", "-no-obsolete", "-locations", "none", "-source-language", "en",
              str(stub)]
    _run(common + ["-ts", *(str(ts_path(folder, c)) for c in TRANSLATED)])
    _run(common + ["-pluralonly", "-ts", str(ts_path(folder, ENGLISH))])
    for code in (*TRANSLATED, ENGLISH):
        _tidy(ts_path(folder, code), english=code == ENGLISH)


def _english_forms(source: str) -> tuple[str, str] | None:
    """The singular and plural of an English "%n ...(s)" text, or None when it has no "(s)"."""
    if "(s)" not in source and "(es)" not in source:
        return None
    singular = source.replace("(es)", "").replace("(s)", "")
    plural = source.replace("(es)", "es").replace("(s)", "s")
    return singular, plural


def _tidy(path: Path, english: bool) -> None:
    """Drop the comments lupdate takes from ``#:`` attribute docs (they are no notes to translators);
    in the English file, fill the plural forms of "(s)" texts."""
    text = path.read_text(encoding="utf-8")
    text = re.sub(r"\n\s*<extracomment>.*?</extracomment>", "", text, flags=re.S)
    if english:
        tree = ET.ElementTree(ET.fromstring(text))
        changed = False
        for message in tree.getroot().iter("message"):
            translation = message.find("translation")
            forms = _english_forms(message.findtext("source") or "")
            if translation is None or translation.get("type") != "unfinished" or forms is None:
                continue
            numerus = translation.findall("numerusform")
            for form, value in zip(numerus, forms):
                form.text = value
            del translation.attrib["type"]
            changed = True
        if changed:
            # lupdate's own layout, so the next update changes nothing.
            body = ET.tostring(tree.getroot(), encoding="unicode")
            text = '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n"
    path.write_text(text, encoding="utf-8")


def _lrelease(folder: Path, out: Path) -> None:
    for code in (*TRANSLATED, ENGLISH):
        _run([tool("lrelease"), "-silent", str(ts_path(folder, code)), "-qm", str(qm_path(out, code))])


def update() -> None:
    FOLDER.mkdir(parents=True, exist_ok=True)
    _lupdate(FOLDER)
    release()


def release() -> None:
    _lrelease(FOLDER, FOLDER)


def _messages(path: Path) -> set[tuple[str, str, str]]:
    root = ET.parse(path).getroot()
    return {(context.findtext("name") or "", m.findtext("source") or "", m.findtext("comment") or "")
            for context in root.iter("context") for m in context.iter("message")}


def problems() -> list[str]:
    """What ``check`` finds wrong, worded for a developer (empty when all is well)."""
    found = extract()[1]
    if found:
        return found
    with tempfile.TemporaryDirectory(prefix="boggle-ts-") as scratch:
        work = Path(scratch)
        for code in (*TRANSLATED, ENGLISH):
            if not ts_path(FOLDER, code).is_file():
                found.append(f"{ts_path(FOLDER, code).relative_to(ROOT)} is missing")
                continue
            shutil.copy(ts_path(FOLDER, code), ts_path(work, code))
        if found:
            return found
        _lupdate(work)
        for code in (*TRANSLATED, ENGLISH):
            committed, current = _messages(ts_path(FOLDER, code)), _messages(ts_path(work, code))
            missing, gone = current - committed, committed - current
            name = ts_path(FOLDER, code).relative_to(ROOT)
            if missing:
                found.append(f"{name} lacks {len(missing)} text(s) of the code, e.g. {sorted(missing)[0]}")
            if gone:
                found.append(f"{name} holds {len(gone)} text(s) the code no longer has, e.g. {sorted(gone)[0]}")
        _lrelease(FOLDER, work)
        for code in (*TRANSLATED, ENGLISH):
            committed = qm_path(FOLDER, code)
            if not committed.is_file() or not filecmp.cmp(committed, qm_path(work, code), shallow=False):
                found.append(f"{committed.relative_to(ROOT)} is not what its .ts compiles to")
    if found:
        found.append("run: python .ci/translations.py update")
    return found


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="translations", description=__doc__.split("\n\n")[0])
    p.add_argument("command", choices=("update", "release", "check"))
    args = p.parse_args(argv)
    if args.command == "update":
        update()
    elif args.command == "release":
        release()
    else:
        found = problems()
        for line in found:
            print(line)
        return 1 if found else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
