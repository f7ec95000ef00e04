"""Fixtures shared by the GUI tests."""
from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMessageBox


@pytest.fixture
def warnings(monkeypatch):
    """Warnings shown (as ``"title: text"``) instead of blocking dialogs; every question answered Yes."""
    seen: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: seen.append(f"{a[1]}: {a[2]}"))
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    return seen
