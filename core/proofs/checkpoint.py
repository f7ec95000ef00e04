"""The results file of a break run: a JSON-lines checkpoint that a run can resume.

The first line describes the run (``"type": "run"``: format version, size,
threshold, rules, word list name and SHA-256); each further line is one finished
class (``"type": "class"``, see :class:`core.proofs.tasks.ClassRecord`). Lines are
written whole and flushed at once, so a killed process loses nothing that
finished and can only tear the last line; they are fsynced at most every quarter
second. Resuming cuts a torn last line off before appending, and refuses a file
from a different run. ``docs/architecture.md`` has the story.

Functions
---------
make_header
    The first line of a run's file.
read_results
    ``(header, records)`` of a file.
ResultsWriter
    Open (or resume) a file for a run and append records.
"""
from __future__ import annotations

import json
import os
import time
from pathlib import Path

from .tasks import BreakRunError, ClassRecord

__all__ = ["RESULTS_VERSION", "make_header", "read_results", "ResultsWriter"]

#: Format version written in the header line.
RESULTS_VERSION = 1
#: Header fields that must match for a run to resume a file.
_RUN_KEYS = ("size", "threshold", "rules", "wordlist_sha256")


def make_header(size_name: str, threshold: int, rules: str, wordlist_name: str, wordlist_sha: str) -> dict:
    """The header record of a run (the first line of its results file)."""
    return {"type": "run", "version": RESULTS_VERSION, "size": size_name, "threshold": threshold,
            "rules": rules, "wordlist": wordlist_name, "wordlist_sha256": wordlist_sha}


def read_results(path: str | os.PathLike, *, repair: bool = False) -> tuple[dict | None, list[ClassRecord]]:
    """Read a results file: ``(header, records)``.

    A torn last line (no newline, as left by a kill mid-write) is ignored, and cut
    off the file when ``repair`` is set. Any other unreadable line is an error:
    stored results are never dropped silently.
    """
    p = Path(path)
    data = p.read_bytes()
    end = data.rfind(b"\n") + 1
    if end < len(data) and repair:
        with open(p, "r+b") as f:
            f.truncate(end)
            f.flush()
            os.fsync(f.fileno())
    header = None
    records: list[ClassRecord] = []
    for lineno, raw in enumerate(data[:end].splitlines(), 1):
        if not raw.strip():
            continue
        try:
            obj = json.loads(raw)
            kind = obj.get("type")
            if kind == "run":
                header = header or obj
            elif kind == "class":
                records.append(ClassRecord.from_json(obj))
            else:
                raise ValueError("unknown record type")
        except (ValueError, KeyError, TypeError, AttributeError):
            raise BreakRunError(f"results file {str(p)!r} line {lineno} is not a valid result record; "
                                f"fix or move the file") from None
    return header, records


class ResultsWriter:
    """A run's results file, open for appending.

    Parameters
    ----------
    path : Path
        The file; created (with its folder) when missing.
    header : dict
        This run's header (:func:`make_header`).
    resume : bool
        Continue an existing file; without it an existing non-empty file is refused.

    Attributes
    ----------
    previous : list of ClassRecord
        The classes already in the file.
    """

    def __init__(self, path: Path, header: dict, resume: bool):
        self.path = path
        self.previous: list[ClassRecord] = []
        exists = path.exists() and path.stat().st_size > 0
        if exists and not resume:
            raise BreakRunError(f"results file {str(path)!r} already exists: resume it (--resume) "
                                f"or choose another file")
        if exists:
            old_header, self.previous = read_results(path, repair=True)
            if old_header is not None:
                for key in _RUN_KEYS:
                    if old_header.get(key) != header.get(key):
                        raise BreakRunError(
                            f"results file {str(path)!r} is from a different run ({key} "
                            f"{old_header.get(key)!r}, this run {header.get(key)!r})")
        path.parent.mkdir(parents=True, exist_ok=True)
        self.file = open(path, "a", encoding="utf-8")
        if not exists:
            self._write(json.dumps(header, separators=(",", ":")), sync=True)
        self.last_sync = time.monotonic()

    def _write(self, line: str, sync: bool) -> None:
        # One write per line so a kill can only tear the last line.
        self.file.write(line + "\n")
        self.file.flush()
        if sync:
            os.fsync(self.file.fileno())
            self.last_sync = time.monotonic()

    def append(self, record: ClassRecord) -> None:
        """Write one finished class."""
        self._write(record.to_json(), sync=time.monotonic() - self.last_sync >= 0.25)

    def close(self) -> None:
        """Flush, fsync and close (idempotent)."""
        if not self.file.closed:
            self.file.flush()
            os.fsync(self.file.fileno())
            self.file.close()
