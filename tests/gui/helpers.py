"""Helpers shared by the GUI tests."""


class FakeClock:
    """A monotonic clock the test moves by hand (``clock.now += 5``)."""

    def __init__(self):
        self.now = 5000.0

    def __call__(self):
        return self.now
