"""Python's cyclic garbage collected on the GUI thread only.

Python runs its cyclic collector in whichever thread allocates when a generation fills up, often
a job's worker thread. A Qt object freed there (a closed window's wrapper caught in a reference
cycle) stops or starts its timers from the wrong thread, and Qt later fires a timer at freed
memory: the app crashes. So the automatic collector is switched off while the app runs, and a timer
on the GUI thread collects instead, generation by generation, when the automatic one would have.

(pyqtgraph has such a collector too, but importing pyqtgraph at start-up costs more than these
few lines.)
"""
from __future__ import annotations

import gc

from PySide6.QtCore import QCoreApplication, QObject, QTimer

#: How often the GUI thread looks at the collector's counts; looking is cheap.
CHECK_INTERVAL_MS = 200


class GuiThreadCollector(QObject):
    """Collects cyclic garbage on the thread that owns it, on a timer.

    Use :func:`collect_on_gui_thread`; :meth:`uninstall` gives Python back its own collector.
    """

    def __init__(self, parent: QObject, interval_ms: int = CHECK_INTERVAL_MS):
        super().__init__(parent)
        self._thresholds = gc.get_threshold()
        self._was_enabled = gc.isenabled()
        gc.disable()
        self._timer = QTimer(self)
        self._timer.timeout.connect(self.collect_due)
        self._timer.start(interval_ms)

    def collect_due(self) -> None:
        """Collect the generations whose counts passed their thresholds, youngest first."""
        counts = gc.get_count()
        for generation in range(3):
            if counts[generation] <= self._thresholds[generation]:
                break
            gc.collect(generation)

    def uninstall(self) -> None:
        """Stop collecting here and switch Python's automatic collector back on (if it was on)."""
        self._timer.stop()
        if self._was_enabled:
            gc.enable()
        self.setParent(None)


def collect_on_gui_thread(app: QCoreApplication | None = None) -> GuiThreadCollector:
    """Install (once per application) the collector that frees cyclic garbage on the GUI thread.

    Parameters
    ----------
    app
        The running application (by default ``QCoreApplication.instance()``); call from its thread.

    Returns
    -------
    GuiThreadCollector
        The installed collector (the same one on later calls).
    """
    app = app or QCoreApplication.instance()
    if app is None:
        raise RuntimeError("collect_on_gui_thread needs a running QApplication")
    existing = app.findChild(GuiThreadCollector)
    return existing if existing is not None else GuiThreadCollector(app)
