"""Help > About: the program, the versions it runs on and the folders it uses, ready to copy into a report."""
from __future__ import annotations

import os
from html import escape

import PySide6
from PySide6.QtCore import QSettings, QUrl, qVersion
from PySide6.QtGui import QDesktopServices, QGuiApplication
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QTextBrowser, QVBoxLayout, QWidget

from core.engine import cache_dir
from core.version import component_versions, program_version

from ..shared.logs import LOG_FILE
from ..shared.settings import app_settings, data_dir, log_dir

__all__ = ["AboutDialog", "support_details"]


def support_details(settings: QSettings | None = None) -> tuple[list[tuple[str, str]], list[tuple[str, str]]]:
    """``(versions, folders)``: what a bug report needs, as (name, value) rows."""
    versions = {}
    for name, value in component_versions().items():
        versions[name] = value
        if name == "Python":
            versions["Qt"] = f"{qVersion()} (PySide6 {PySide6.__version__})"
    settings = settings or app_settings()
    folders = [
        ("Data", str(data_dir())),
        ("Log", str(log_dir() / LOG_FILE)),
        ("Cache", str(cache_dir())),
        ("Settings", settings.fileName()),
    ]
    numba_cache = os.environ.get("NUMBA_CACHE_DIR")
    if numba_cache:
        folders.append(("Compiled kernels", numba_cache))
    return list(versions.items()), folders


class AboutDialog(QDialog):
    """The program's name, what it does, its versions and folders; Copy puts them on the clipboard."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("About Boggle"))
        self.versions, self.folders = support_details()
        names = {"Boggle": self.tr("Boggle"), "Python": self.tr("Python"), "Qt": self.tr("Qt"),
                 "NumPy": self.tr("NumPy"), "numba": self.tr("numba"), "Platform": self.tr("Platform"),
                 "Data": self.tr("Data folder"), "Log": self.tr("Log file"), "Cache": self.tr("Cache folder"),
                 "Settings": self.tr("Settings"), "Compiled kernels": self.tr("Compiled kernels")}
        self._names = names
        title = QLabel(self.tr("<h2>Boggle %1</h2>").replace("%1", escape(program_version())))
        blurb = QLabel(self.tr("Roll real dice, play timed rounds, see every word a board holds. "
                               "The solver, the annealing lab, the board-class breaker and the statistics "
                               "are under Tools."))
        blurb.setWordWrap(True)
        self.details = QTextBrowser()
        self.details.setOpenLinks(False)      # a folder opens in the file manager, not in the browser
        self.details.anchorClicked.connect(self._open_folder)
        self.details.setHtml(self._html())
        self.details.setMinimumSize(560, 260)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.copy_button = buttons.addButton(self.tr("&Copy details"), QDialogButtonBox.ButtonRole.ActionRole)
        self.copy_button.setToolTip(self.tr("Copy the versions and folders, to paste into a bug report"))
        self.copy_button.clicked.connect(self.copy_details)
        buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addWidget(title)
        lay.addWidget(blurb)
        lay.addWidget(self.details, 1)
        lay.addWidget(buttons)

    def _html(self) -> str:
        def rows(items, links):
            out = []
            for key, value in items:
                shown = escape(value)
                if links:
                    folder = os.path.dirname(value) if key in ("Log", "Settings") else value
                    shown = f'<a href="{escape(QUrl.fromLocalFile(folder).toString())}">{shown}</a>'
                out.append(f"<tr><td style='padding-right:12px'><b>{escape(self._names.get(key, key))}</b></td>"
                           f"<td>{shown}</td></tr>")
            return "".join(out)
        return (f"<h4>{escape(self.tr('Versions'))}</h4><table>{rows(self.versions, False)}</table>"
                f"<h4>{escape(self.tr('Folders'))}</h4><table>{rows(self.folders, True)}</table>")

    def details_text(self) -> str:
        """The versions and folders as plain text, one ``name: value`` a line."""
        return "\n".join(f"{self._names.get(k, k)}: {v}" for k, v in self.versions + self.folders)

    def copy_details(self) -> None:
        QGuiApplication.clipboard().setText(self.details_text())
        self.copy_button.setText(self.tr("Copied"))

    def _open_folder(self, url: QUrl) -> None:
        QDesktopServices.openUrl(url)
