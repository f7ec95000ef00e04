"""Render boggle.svg to the PNG sizes desktops ask for: python .ci/render_icons.py.

The PNGs are committed (a desktop without an SVG loader, and Windows and macOS builds, use them);
tests/test_packaging.py checks that they match this SVG.
"""
import sys
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

HERE = Path(__file__).resolve().parent.parent / "resources" / "icons"
SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)


def render(size: int) -> QImage:
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    QSvgRenderer(str(HERE / "boggle.svg")).render(painter)
    painter.end()
    return image


def main() -> int:
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])  # noqa: F841 - fonts need one
    for size in SIZES:
        if not render(size).save(str(HERE / f"boggle-{size}.png")):
            print(f"cannot write boggle-{size}.png", file=sys.stderr)
            return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
