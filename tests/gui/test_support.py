"""What a player's bug report needs: Help > About, the log file, fatal-error traces, the error dialog."""
from __future__ import annotations

import os
import subprocess
import sys
import textwrap
import threading

import numba
import pytest
from PySide6.QtCore import Qt, QTimer, qVersion
from PySide6.QtWidgets import QApplication, QLabel, QMessageBox

from boggle_gui.round.about import AboutDialog
from boggle_gui.round.main_window import MainWindow
from boggle_gui.shared import logs
from core.version import program_version


@pytest.fixture
def log_dir(tmp_path, monkeypatch):
    folder = tmp_path / "log"
    monkeypatch.setenv("BOGGLE_LOG_DIR", str(folder))
    return folder


@pytest.fixture
def installed(log_dir):
    setup = logs.install()
    yield setup
    setup.uninstall()


def _error_dialogs() -> list[QMessageBox]:
    return [w for w in QApplication.topLevelWidgets()
            if isinstance(w, QMessageBox) and w.isVisible() and w.windowTitle() == "Unexpected error"]


def test_about_names_the_versions_and_folders(qtbot, tmp_path, log_dir, warnings):
    w = MainWindow(history_file=tmp_path / "h.db")
    qtbot.addWidget(w)
    w.show()
    help_menu = next(a.menu() for a in w.menuBar().actions() if a.text() == "&Help")
    about = next(a for a in help_menu.actions() if a.text() == "&About")
    about.trigger()
    dialog = next(d for d in QApplication.topLevelWidgets() if isinstance(d, AboutDialog) and d.isVisible())
    text = dialog.details.toPlainText()
    for expected in (program_version(), qVersion(), numba.__version__, sys.version.split()[0],
                     os.environ["BOGGLE_DATA_DIR"], str(log_dir / logs.LOG_FILE), os.environ["BOGGLE_CACHE_DIR"]):
        assert expected in text, expected
    assert any(program_version() in label.text() for label in dialog.findChildren(QLabel))
    QApplication.clipboard().clear()
    qtbot.mouseClick(dialog.copy_button, Qt.MouseButton.LeftButton)
    copied = QApplication.clipboard().text()
    assert f"Boggle: {program_version()}" in copied and str(log_dir / logs.LOG_FILE) in copied
    dialog.close()


def test_an_exception_in_a_slot_is_logged_and_shown(qtbot, installed, log_dir):
    def broken_slot():
        raise RuntimeError("the board fell off the table")

    QTimer.singleShot(0, broken_slot)
    qtbot.waitUntil(lambda: bool(_error_dialogs()), timeout=5000)
    box = _error_dialogs()[0]
    assert str(log_dir / logs.LOG_FILE) in box.text() and "the board fell off the table" in box.text()
    assert "broken_slot" in box.detailedText()
    logged = (log_dir / logs.LOG_FILE).read_text(encoding="utf-8")
    assert "Uncaught exception" in logged and "RuntimeError: the board fell off the table" in logged

    # A second one while the dialog is open: logged, and counted in the same dialog.
    QTimer.singleShot(0, broken_slot)
    qtbot.waitUntil(lambda: "1 more error" in box.informativeText(), timeout=5000)
    assert len(_error_dialogs()) == 1
    assert (log_dir / logs.LOG_FILE).read_text(encoding="utf-8").count("Uncaught exception") == 2
    box.close()


def test_an_exception_in_a_thread_reaches_the_dialog(qtbot, installed, log_dir):
    def work():
        raise KeyError("lost in a thread")

    t = threading.Thread(target=work, name="helper")
    t.start()
    t.join()
    qtbot.waitUntil(lambda: bool(_error_dialogs()), timeout=5000)
    assert "lost in a thread" in _error_dialogs()[0].text()
    assert "in thread helper" in (log_dir / logs.LOG_FILE).read_text(encoding="utf-8")
    _error_dialogs()[0].close()


def test_uninstall_puts_the_hooks_back(log_dir):
    hooks = sys.excepthook, threading.excepthook
    setup = logs.install()
    assert sys.excepthook is not hooks[0]
    setup.uninstall()
    assert (sys.excepthook, threading.excepthook) == hooks


def test_a_fatal_error_reaches_the_next_sessions_log(tmp_path, log_dir):
    script = textwrap.dedent("""
        import faulthandler, sys
        from PySide6.QtWidgets import QApplication
        app = QApplication([])
        from boggle_gui.shared import logs
        logs.install()
        if sys.argv[1] == "crash":
            faulthandler._sigsegv()
    """)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", BOGGLE_LOG_DIR=str(log_dir))
    crashed = subprocess.run([sys.executable, "-c", script, "crash"], env=env, capture_output=True, timeout=120)
    assert crashed.returncode != 0
    faults = (log_dir / logs.FAULTS_FILE).read_text(encoding="utf-8")
    assert "Segmentation fault" in faults and "<string>" in faults
    subprocess.run([sys.executable, "-c", script, "fine"], env=env, check=True, timeout=120)
    logged = (log_dir / logs.LOG_FILE).read_text(encoding="utf-8")
    assert "An earlier session stopped on a fatal error" in logged and "Segmentation fault" in logged
    assert (log_dir / logs.FAULTS_FILE).read_text(encoding="utf-8") == ""


def test_an_unwritable_log_folder_leaves_the_console(tmp_path, monkeypatch, capsys):
    blocker = tmp_path / "file"
    blocker.write_text("")
    monkeypatch.setenv("BOGGLE_LOG_DIR", str(blocker / "log"))     # a folder inside a file
    setup = logs.install()
    try:
        assert setup.log_file is None and str(blocker) in setup.problem
    finally:
        setup.uninstall()
    assert "no log file" in capsys.readouterr().err


def test_a_screenshot_run_fails_on_an_uncaught_exception(qtbot, tmp_path, monkeypatch):
    from boggle_gui.app import main

    def broken(self, word):
        raise RuntimeError("submit broke")
    monkeypatch.setattr(MainWindow, "submit_word", broken)
    out = tmp_path / "shot.png"
    assert main(["--screenshot", str(out), "--board", "serspatglinesers", "--play", "spat"]) == 1
    assert not out.exists()


def test_a_screenshot_leaves_no_temporary_folder(tmp_path):
    """Its settings go to a folder of its own (never the player's), removed when it is done.

    Run as its own process, as a player runs it: an app run inside the test process would leave
    its state in the QApplication the later tests share."""
    temp = tmp_path / "tmp"
    temp.mkdir()
    env = {k: v for k, v in os.environ.items() if k != "BOGGLE_CONFIG_DIR"}
    env.update(TMPDIR=str(temp), QT_QPA_PLATFORM="offscreen")
    out = tmp_path / "shot.png"
    done = subprocess.run([sys.executable, "-m", "boggle_gui", "--screenshot", str(out), "--board",
                           "serspatglinesers", "--dark"], env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    assert out.stat().st_size > 10_000
    assert list(temp.iterdir()) == []
