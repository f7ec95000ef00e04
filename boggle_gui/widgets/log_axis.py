"""A log-scale plot axis whose labels never run into each other.

pyqtgraph's own log axis labels every minor tick it has room for by its fill heuristics, so
0.6 0.7 0.8 0.9 1 run together on a narrow plot, and it writes decades as 10¹ beside 0.1.
This axis labels plain numbers (0.01, 0.5, 20, 1000), as many of each decade's 1, 2 and 5 as
the axis length holds with a gap between labels, and keeps the other ticks unlabelled.

Imports pyqtgraph: import this module lazily (start-up time, see docs/architecture.md).
"""
from __future__ import annotations

import math

import pyqtgraph as pg
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QApplication

#: Pixels kept free between two labels.
LABEL_GAP = 10

#: Labelled steps within a decade, densest first: the first whose labels fit is used.
_DECADE_STEPS = ((1, 2, 5), (1,))


def log_label(value: float) -> str:
    """``value`` as a tick label: a plain decimal number without trailing zeros (0.001, 0.5, 20, 1000)."""
    if value >= 1:
        return f"{value:,.0f}"
    return f"{value:.{max(0, -math.floor(math.log10(value)))}f}"


class LogAxis(pg.AxisItem):
    """A bottom or left axis for a plot in log mode (``setLogMode``), labelled without overlap."""

    def __init__(self, orientation: str = "bottom", **kwargs):
        super().__init__(orientation, **kwargs)
        self._labelled: set[float] = set()

    def _label_extent(self, labels: list[str]) -> float:
        font = self.style.get("tickFont") or QApplication.font()
        metrics = QFontMetricsF(font)
        if self.orientation in ("left", "right"):
            return metrics.height()
        return max((metrics.horizontalAdvance(t) for t in labels), default=0.0)

    def tickValues(self, minVal, maxVal, size):  # noqa: N802 - pyqtgraph's name
        """Ticks in log10 units: each decade's 1..9 as minor ticks, and the labelled ones (the
        densest choice of 1-2-5 steps, or every k-th decade, whose labels fit in ``size`` pixels)."""
        if not self.logMode or maxVal <= minVal or size <= 0:
            self._labelled = set()
            return super().tickValues(minVal, maxVal, size)
        lo, hi = math.floor(minVal), math.ceil(maxVal)
        pixels_per_decade = size / (maxVal - minVal)
        minor = [math.log10(m) + d for d in range(lo, hi + 1) for m in range(1, 10)]
        minor = [v for v in minor if minVal <= v <= maxVal]
        labelled: list[float] = []
        choices = [[math.log10(s) + d for d in range(lo, hi + 1) for s in steps] for steps in _DECADE_STEPS]
        choices += [[float(d) for d in range(lo, hi + 1) if d % k == 0] for k in (2, 3, 5, 10)]
        for choice in choices:
            values = [v for v in choice if minVal <= v <= maxVal]
            extent = self._label_extent([log_label(10 ** v) for v in values])
            gaps = [(b - a) * pixels_per_decade for a, b in zip(values, values[1:])]
            if not gaps or min(gaps) >= extent + LABEL_GAP:
                labelled = values
                break
        self._labelled = {round(v, 9) for v in labelled}
        return [(1.0, labelled), (None, [v for v in minor if round(v, 9) not in self._labelled])]

    def tickStrings(self, values, scale, spacing):  # noqa: N802 - pyqtgraph's name
        if not self.logMode:
            return super().tickStrings(values, scale, spacing)
        return [log_label(10 ** v) if round(v, 9) in self._labelled else "" for v in values]
