"""Entry point of ``boggle-gui`` (placeholder until the game lands)."""
from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    from PySide6.QtWidgets import QApplication, QLabel

    app = QApplication.instance() or QApplication(sys.argv if argv is None else argv)
    label = QLabel("Boggle")
    label.resize(400, 300)
    label.show()
    return app.exec()
