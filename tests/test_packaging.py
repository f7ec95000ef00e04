"""Installing from a wheel: the word list, its notice and the style sheets travel inside the packages.

A wheel that held the ``.py`` files alone would install a ``boggle`` that fails with "word list 'scowl70'
not found" and an app without its style sheet: only an editable install would work.
"""
from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import sys
import tomllib
import xml.etree.ElementTree as ET
import zipfile
from configparser import ConfigParser
from pathlib import Path

import pytest
from setuptools import find_packages

from core.cli.main import main
from tests.conftest import ROOT

DATA_PACKAGES = {"core.engine.bundled_wordlists": "wordlists", "boggle_gui.resources": "resources"}
APP_ID = "io.github.bogglelab.Boggle"
ICON_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
# Files a wheel must carry besides the Python modules: (folder in the checkout, name).
DATA_FILES = [("wordlists", "scowl70.txt"), ("wordlists", "README.md"),
              ("resources", "light.qss"), ("resources", "dark.qss"), ("resources", "high_contrast.qss"),
              ("resources", "icons/boggle.svg"),
              ("resources", "icons/boggle-256.png"), ("resources", f"{APP_ID}.desktop"),
              ("resources", f"{APP_ID}.metainfo.xml"), ("resources", "translations/boggle_fr.qm"),
              ("resources", "translations/boggle_en.qm")]


def _project() -> dict:
    with open(ROOT / "pyproject.toml", "rb") as fh:
        return tomllib.load(fh)["project"]


def _setuptools_config() -> dict:
    with open(ROOT / "pyproject.toml", "rb") as fh:
        return tomllib.load(fh)["tool"]["setuptools"]


def test_package_list_matches_the_source_tree():
    # pyproject.toml lists packages by hand (the data mapping needs it): a new subpackage must be added there.
    config = _setuptools_config()
    code_packages = set(find_packages(where=ROOT, include=["core", "core.*", "boggle_gui", "boggle_gui.*"]))
    assert set(config["packages"]) == code_packages | set(DATA_PACKAGES)
    assert config["package-dir"] == DATA_PACKAGES
    for folder in DATA_PACKAGES.values():
        assert (ROOT / folder / "__init__.py").is_file(), f"{folder}/ needs __init__.py for editable installs"



def _word_list_licences() -> set[str]:
    """The SPDX ids in the licence column of ``wordlists/README.md``'s tables (public domain has none)."""
    ids = set()
    for line in (ROOT / "wordlists" / "README.md").read_text(encoding="utf-8").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if line.startswith("| `") and cells[0].endswith(".txt`") and cells[-1] != "public domain":
            ids.add(cells[-1].split()[0])
    return ids


def test_licence_expression_names_every_shipped_licence():
    # The wheel carries the word lists, so its licence metadata (PEP 639) must name theirs beside the
    # code's MIT, not claim MIT for all of it; the notices travel as licence files.
    project = _project()
    expression = project["license"]
    assert isinstance(expression, str), "license must be an SPDX expression (PEP 639), not a table"
    named = set(expression.replace("(", " ").replace(")", " ").split()) - {"AND", "OR", "WITH"}
    expected = {"MIT", "LicenseRef-SCOWL"} | _word_list_licences()
    assert {"GPL-2.0-or-later", "GPL-3.0-or-later", "BSD-3-Clause"} <= expected  # the README parse works
    assert named == expected
    licence_files = {f for pattern in project["license-files"] for f in ROOT.glob(pattern)}
    assert {ROOT / "wordlists" / n for n in ("COPYING.GPL-2", "COPYING.GPL-3", "README.md")} <= licence_files
    # MIT asks for its notice in every copy: the code's own licence text must travel too.
    texts = [f.read_text(encoding="utf-8") for f in licence_files]
    assert any("MIT License" in t and "Permission is hereby granted, free of charge" in t for t in texts)


def test_style_sheets_are_read_from_the_package(qapp):
    from boggle_gui.shared import theme

    light, dark = theme.style_sheet(False), theme.style_sheet(True)
    assert light == (ROOT / "resources" / "light.qss").read_text(encoding="utf-8")
    assert dark == (ROOT / "resources" / "dark.qss").read_text(encoding="utf-8")
    before = qapp.styleSheet(), qapp.palette()
    try:
        theme.apply_theme(True, qapp)
        assert qapp.styleSheet() == dark
    finally:
        qapp.setStyleSheet(before[0])
        qapp.setPalette(before[1])


def test_break_on_a_cluster_without_dask_names_the_extra(capsys, monkeypatch, write_wordlist):
    # None in sys.modules makes the import fail as if Dask were not installed.
    monkeypatch.setitem(sys.modules, "dask", None)
    monkeypatch.setitem(sys.modules, "dask.distributed", None)
    words = write_wordlist(["tea", "eat", "ate", "seat", "east"])
    code = main(["break", "--size", "33", "--threshold", "4", "-d", str(words),
                 "--class", "st ae rt ae st ae rt ae st", "--scheduler", "tcp://127.0.0.1:9"])
    err = capsys.readouterr().err  # progress lines come first
    assert code == 2 and "Traceback" not in err
    (line,) = [line for line in err.splitlines() if "error" in line]
    assert line.startswith("boggle: error: --scheduler needs Dask")
    assert "'cluster' extra" in line and "'.[cluster]'" in line


def _dependency_folders() -> list[str]:
    """The folders this interpreter imports the dependencies from: a virtual environment's own
    site-packages and, if it sees them, the system's.

    ``venv --system-site-packages`` is no way to reach them: run from inside a virtual environment
    it links the new one to the base interpreter, whose site-packages lack what the outer
    environment installed. Paths listed in a ``.pth`` file are added without running that
    folder's own ``.pth`` files, so the checkout's editable install stays out.
    """
    return [p for p in sys.path if Path(p).name in ("site-packages", "dist-packages") and Path(p).is_dir()]


def test_the_app_is_a_gui_script_and_the_cli_a_console_script():
    project = _project()
    assert project["gui-scripts"] == {"boggle-gui": "boggle_gui.app:main"}
    assert project["scripts"] == {"boggle": "core.cli:main"}
    assert project["name"] != "boggle"  # another project's name on the package index
    assert {"Homepage", "Source", "Issues"} <= set(project["urls"]) and project["keywords"]
    assert any(c.startswith("Topic :: Games/Entertainment") for c in project["classifiers"])


def test_icons_are_the_svg_rendered_at_every_size(qapp):
    from PySide6.QtGui import QImage

    spec = importlib.util.spec_from_file_location("render_icons", ROOT / ".ci" / "render_icons.py")
    render_icons = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(render_icons)
    assert render_icons.SIZES == ICON_SIZES
    for size in ICON_SIZES:
        png = QImage(str(ROOT / "resources" / "icons" / f"boggle-{size}.png"))
        assert (png.width(), png.height()) == (size, size)
        rendered = render_icons.render(size).convertToFormat(png.format())
        # Qt's rasteriser rounds a few edge pixels one step apart on different CPUs; a stale PNG (an
        # edited SVG) differs far more than that.
        assert _largest_channel_difference(rendered, png) <= 2, \
            f"boggle-{size}.png is stale: run python .ci/render_icons.py"


def _largest_channel_difference(a, b) -> int:
    """The largest difference of one channel (A, R, G or B) of one pixel between two ARGB32 images."""
    import numpy as np

    def channels(img):
        return np.frombuffer(img.constBits(), np.uint8, img.sizeInBytes()).reshape(img.height(), img.bytesPerLine())

    assert (a.width(), a.height(), a.format()) == (b.width(), b.height(), b.format())
    return int(np.abs(channels(a).astype(np.int16) - channels(b).astype(np.int16)).max())


def test_the_window_icon_is_the_shipped_icon(qapp):
    from PySide6.QtGui import QImage

    from boggle_gui.shared.theme import app_icon

    icon = app_icon()
    assert sorted(s.width() for s in icon.availableSizes()) == list(ICON_SIZES)
    shown = icon.pixmap(64, 64).toImage().convertToFormat(QImage.Format.Format_ARGB32)
    assert shown == QImage(str(ROOT / "resources" / "icons" / "boggle-64.png")).convertToFormat(shown.format())


def test_desktop_entry_and_metainfo_describe_the_app():
    entry = ConfigParser(interpolation=None)
    entry.optionxform = str
    entry.read(ROOT / "resources" / f"{APP_ID}.desktop", encoding="utf-8")
    desktop = entry["Desktop Entry"]
    assert desktop["Exec"].split()[0] == "boggle-gui" and desktop["Icon"] == APP_ID
    assert desktop["Type"] == "Application" and "Game" in desktop["Categories"].split(";")
    component = ET.parse(ROOT / "resources" / f"{APP_ID}.metainfo.xml").getroot()
    project = _project()
    assert component.findtext("id") == APP_ID
    assert component.findtext("launchable") == f"{APP_ID}.desktop"
    assert component.findtext("project_license") == project["license"]
    assert component.find("releases/release").get("version") == project["version"]
    assert component.findtext("url[@type='homepage']") == project["urls"]["Homepage"]


@pytest.mark.skipif(not (shutil.which("desktop-file-validate") and shutil.which("appstreamcli")),
                    reason="needs desktop-file-utils and appstream (.ci/run installs them)")
def test_desktop_entry_and_metainfo_pass_the_validators():
    for command in (["desktop-file-validate", f"{APP_ID}.desktop"],
                    ["appstreamcli", "validate", "--no-net", f"{APP_ID}.metainfo.xml"]):
        r = subprocess.run(command, cwd=ROOT / "resources", capture_output=True, text=True, timeout=120)
        assert r.returncode == 0, r.stdout + r.stderr
        assert "W:" not in r.stdout and "E:" not in r.stdout, r.stdout


@pytest.mark.slow
def test_wheel_carries_the_data_and_its_boggle_runs_outside_the_checkout(tmp_path):
    dist = tmp_path / "dist"
    # python -m build makes the sdist, then the wheel from the unpacked sdist: both must carry the data.
    subprocess.run([sys.executable, "-m", "build", "--outdir", str(dist), str(ROOT)], check=True,
                   capture_output=True, timeout=300)
    (wheel,) = dist.glob("bogglelab-*.whl")
    with zipfile.ZipFile(wheel) as zf:
        names = set(zf.namelist())
        for folder, name in DATA_FILES:
            package = next(p for p, f in DATA_PACKAGES.items() if f == folder)
            member = f"{package.replace('.', '/')}/{name}"
            assert member in names, f"{member} missing from {wheel.name}"
            assert zf.read(member) == (ROOT / folder / name).read_bytes()
        assert "SCOWL copyright" in zf.read("core/engine/bundled_wordlists/README.md").decode()
        (metadata,) = [n for n in names if n.endswith(".dist-info/METADATA")]
        assert f"License-Expression: {_project()['license']}" in zf.read(metadata).decode()
        assert any(n.endswith(".dist-info/licenses/wordlists/COPYING.GPL-3") for n in names)
        assert any(n.endswith(".dist-info/licenses/docs/LICENSE-MIT.txt") for n in names)
        for module in [*ROOT.glob("core/**/*.py"), *ROOT.glob("boggle_gui/**/*.py")]:
            assert module.relative_to(ROOT).as_posix() in names

    # The wheel is installed for real; the other dependencies come from this interpreter's environment.
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True, timeout=120)
    python, boggle = venv / "bin" / "python", venv / "bin" / "boggle"
    subprocess.run([str(python), "-m", "pip", "install", "-q", "--no-deps", str(wheel)], check=True,
                   capture_output=True, timeout=300)
    purelib = subprocess.run([str(python), "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"],
                             check=True, capture_output=True, text=True, timeout=60).stdout.strip()
    (Path(purelib) / "outer_environment.pth").write_text("\n".join(_dependency_folders()) + "\n", encoding="utf-8")
    env = dict(os.environ, BOGGLE_DATA_DIR=str(tmp_path / "data"), BOGGLE_CACHE_DIR=str(tmp_path / "cache"),
               NUMBA_CACHE_DIR=str(tmp_path / "numba"))

    def run(*args):
        r = subprocess.run([str(a) for a in args], cwd=tmp_path, env=env, capture_output=True, text=True,
                           timeout=300)
        assert r.returncode == 0, r.stderr
        return r.stdout

    site = Path(run(python, "-c", "import core, pathlib; print(pathlib.Path(core.__file__).parent.parent)").strip())
    assert site.is_relative_to(venv), f"core imported from {site}, not from the installed wheel"
    assert f"{site}/core/engine/bundled_wordlists/scowl70.txt" in run(boggle, "lists")
    expected = run(sys.executable, "-m", "core", "score", "perslatgsineters")
    installed = run(boggle, "score", "perslatgsineters")
    assert installed == expected and installed.startswith("perslatgsineters ")
    assert int(installed.split()[1]) > 1000
    sheet = run(python, "-c", "from boggle_gui.shared.theme import style_sheet; print(style_sheet(True))")
    assert sheet.strip() == (ROOT / "resources" / "dark.qss").read_text(encoding="utf-8").strip()
