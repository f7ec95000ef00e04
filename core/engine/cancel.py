"""The one exception long-running engine work raises when asked to stop.

Drivers take a ``cancel`` callable (returns True to stop) and raise
:class:`Cancelled` between chunks; the GUI's workers report it as a cancel, not
a failure.
"""


class Cancelled(Exception):
    """Raised when a ``cancel`` callable returned True between chunks."""
