"""Helpers shared by the GUI tests."""
import time

from PySide6.QtCore import QTimer


class FakeClock:
    """A monotonic clock the test moves by hand (``clock.now += 5``)."""

    def __init__(self):
        self.now = 5000.0

    def __call__(self):
        return self.now


def break_to_deslatper(qtbot, dialog, enable2k_path) -> None:
    """Run the break dialog with ENABLE2K until it has found deslatper (545).

    This order of the usual 3x3 groups reaches deslatper's class after 292 classes (a few seconds).
    """
    dialog.set_wordlist(str(enable2k_path))
    dialog.partition_edit.setText("lnrsy chkmpt bdfgjqvwxz aeiou")
    dialog.threshold_spin.setValue(540)
    dialog.limit_spin.setValue(292)
    dialog.workers_spin.setValue(1)
    dialog.trace_check.setChecked(False)
    with qtbot.waitSignal(dialog.run_finished, timeout=120_000):
        dialog.start()
    qtbot.waitUntil(lambda: not dialog.is_busy(), timeout=10_000)
    assert dialog.board_rows()[0] == ("deslatper", 545)


class EventLoopWatch:
    """Ticks a 5 ms timer on the GUI thread and measures the stretches between ticks two ways.

    ``longest_busy`` is the most CPU time the GUI thread itself spent between two ticks: work done
    on that thread instead of in a worker, the stall a person sees whatever the machine's load.
    ``longest_gap`` is the longest wall-clock gap: it also grows when the thread merely waits, for
    a core another process holds (tests running beside a proof run) or for the GIL (a kernel that
    does not release it). Tests bound the first tightly and the second loosely.
    """

    def __init__(self, interval_ms: int = 5):
        self._ticks: list[tuple[float, float]] = []
        self._timer = QTimer()
        self._timer.setInterval(interval_ms)
        self._timer.timeout.connect(self._tick)

    def _tick(self) -> None:
        self._ticks.append((time.perf_counter(), time.thread_time()))

    def start(self) -> None:
        self._ticks.clear()
        self._timer.start()

    def stop(self) -> None:
        self._timer.stop()

    @property
    def ticks(self) -> int:
        return len(self._ticks)

    def _longest(self, i: int) -> float:
        return max((b[i] - a[i] for a, b in zip(self._ticks, self._ticks[1:])), default=0.0)

    @property
    def longest_gap(self) -> float:
        return self._longest(0)

    @property
    def longest_busy(self) -> float:
        return self._longest(1)

    def summary(self) -> str:
        return (f"longest gap {1000 * self.longest_gap:.1f} ms, longest GUI-thread work "
                f"{1000 * self.longest_busy:.1f} ms over {self.ticks} ticks")
