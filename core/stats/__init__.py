"""Board statistics: the census of rolled boards and the number of distinct boards.

:func:`sample_boards` scores many rolled boards in chunks and counts words by
length; :func:`summarize` turns a sample into figures; the cached per-dice-set
sample backs the GUI's "better than N% of boards" rating. A caller that shows a sample as it
grows rolls it with :func:`roll_sample`, scores it in blocks of at least :data:`CHUNK` boards (one kernel call) and
joins them with :func:`merge_samples`; :func:`histogram` and :func:`lognormal_fit` draw it.
"""
from .census import (
    CHUNK,
    MAX_BOARDS,
    MAX_SAMPLES,
    PERCENTILES,
    BoardCountEstimate,
    BoardSample,
    SampleStats,
    build_cached_sample,
    estimate_board_count,
    histogram,
    load_cached_sample,
    lognormal_fit,
    merge_samples,
    percentile_of,
    roll_sample,
    sample_boards,
    summarize,
)

__all__ = [
    "PERCENTILES", "BoardCountEstimate", "BoardSample", "SampleStats", "build_cached_sample",
    "estimate_board_count", "load_cached_sample", "percentile_of", "sample_boards", "summarize",
    "CHUNK", "MAX_BOARDS", "MAX_SAMPLES", "histogram", "lognormal_fit", "merge_samples", "roll_sample",
]
