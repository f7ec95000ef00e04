"""Proving which boards are best: board classes, upper bounds, the breaker and the run driver.

A run splits every board of a size into classes (a letter set per cell), and
breaks each class: either a bound shows no board of the class reaches the
threshold, or every board that does is listed. ``docs/algorithms.md`` tells the
story; :func:`run_break` drives a whole run over processes or Dask with a
resumable results file. :func:`summarize_results_file` reads a results file back into a
:class:`ResultsSummary` (:func:`time_histogram` for its class times); :func:`machine_memory`,
:func:`vm_hwm_bytes` and :data:`MIN_MEMORY` size a run's memory budget.
"""
from .breaker import DEFAULT_METHOD, METHODS, MIN_MEMORY, Breaker
from .checkpoint import read_results
from .classes import (
    REFERENCE_RUNS,
    SAMPLE_ABOVE,
    BoardClass,
    Partition,
    ReferenceRun,
    canonical_class_count,
    canonical_class_ids,
    class_count,
    class_from_id,
    parse_class,
    parse_partition,
    run_class_ids,
    sample_canonical_ids,
)
from .executors import vm_hwm_bytes
from .result import BreakResult
from .run import MAX_THRESHOLD, BreakRunAborted, BreakSummary, RunProgress, format_duration, machine_memory, run_break
from .summary import (
    MIN_BIN_SECONDS,
    SLOWEST_SHOWN,
    ResultsSummary,
    SlowClass,
    summarize_results_file,
    summary_lines,
    time_histogram,
)
from .tasks import (
    MAX_RUN_CLASSES,
    BreakRunError,
    BreakTask,
    BreakUnit,
    ClassRecord,
    group_classes,
    tasks_from_class,
    tasks_from_file,
    tasks_from_partition,
)

__all__ = [
    "BreakRunAborted", "BreakRunError", "BreakSummary", "BreakTask", "ClassRecord", "RunProgress", "format_duration",
    "BreakUnit", "group_classes", "read_results", "run_break", "tasks_from_class", "tasks_from_file",
    "tasks_from_partition",
    "METHODS", "DEFAULT_METHOD", "Breaker", "BoardClass", "Partition", "canonical_class_count",
    "canonical_class_ids", "class_count", "class_from_id", "parse_class", "parse_partition", "sample_canonical_ids",
    "run_class_ids", "SAMPLE_ABOVE", "ReferenceRun", "REFERENCE_RUNS", "BreakResult",
    "ResultsSummary", "SlowClass", "summarize_results_file", "summary_lines",
    "MIN_MEMORY", "vm_hwm_bytes", "MAX_THRESHOLD", "machine_memory", "MIN_BIN_SECONDS", "SLOWEST_SHOWN",
    "time_histogram", "MAX_RUN_CLASSES",
]
