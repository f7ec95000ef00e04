"""Where the game keeps its settings (QSettings) and user data (history database).

``BOGGLE_CONFIG_DIR`` puts settings in an INI file in that folder,
``BOGGLE_DATA_DIR`` moves the data folder and ``BOGGLE_LOG_DIR`` the log folder, so
tests never touch the real ones.
"""
from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QSettings

from core.engine import user_data_dir

ORGANISATION = "boggle"
APPLICATION = "Boggle"
#: The log folder's name, the same as the data and cache folders' (core.engine.wordlist).
LOG_FOLDER_NAME = "boggle"


def app_settings() -> QSettings:
    """The game's settings store."""
    folder = os.environ.get("BOGGLE_CONFIG_DIR")
    if folder:
        Path(folder).mkdir(parents=True, exist_ok=True)
        return QSettings(str(Path(folder) / "boggle.ini"), QSettings.Format.IniFormat)
    return QSettings(ORGANISATION, APPLICATION)


def data_dir() -> Path:
    """The user data folder, the same one the CLI uses (created on demand by its writers)."""
    return user_data_dir()


def log_dir() -> Path:
    """The user log folder (``BOGGLE_LOG_DIR`` overrides it; created by the log's writer)."""
    folder = os.environ.get("BOGGLE_LOG_DIR")
    if folder:
        return Path(folder)
    import platformdirs
    return Path(platformdirs.user_log_dir(LOG_FOLDER_NAME, appauthor=False))


def history_path() -> Path:
    return data_dir() / "history.sqlite3"


def setting_bool(settings: QSettings, key: str, default: bool) -> bool:
    value = settings.value(key, default)
    if isinstance(value, str):
        return value.lower() in ("1", "true", "yes")
    return bool(value)
