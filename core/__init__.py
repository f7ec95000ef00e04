"""The Boggle engine and everything built on it; never imports Qt.

Subpackages, from the bottom layer up (``docs/architecture.md`` has the map):

- :mod:`core.engine`: boards, dice, rules, word lists and the numba solver.
- :mod:`core.play`: a round of the game and the history database.
- :mod:`core.search`: simulated annealing and hill climbing for high-scoring boards.
- :mod:`core.stats`: board statistics (census of rolled boards, board counts).
- :mod:`core.proofs`: board classes, upper bounds, the breaker and the run driver.
- :mod:`core.cli`: the ``boggle`` command line.
"""
from pathlib import Path

from ._kernel_cache import refresh_kernel_cache

# before any kernel compiles: cached kernels whose inlined helpers changed are dropped
refresh_kernel_cache(Path(__file__).parent)
