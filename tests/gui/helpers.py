"""Helpers shared by the GUI tests."""


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
