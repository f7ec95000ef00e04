"""The results file of a break run: a JSON-lines checkpoint that a run can resume.

The first line describes the run (``"type": "run"``: format version, size,
threshold, rules, word list name and SHA-256); each further line is one finished
class (``"type": "class"``, see :class:`core.proofs.tasks.ClassRecord`). Lines are
written whole with one ``write`` each, so a killed process or a full disk loses
nothing that finished and can only tear the last line; they are fsynced at most
every quarter second.

Resuming checks the file before changing it: a file whose first line is not a
valid header of this format (or is from a newer version), or whose header names
another run, is refused untouched. Then a torn last line is cut off, and a torn
header (the very first write failed) is written again from the run's own
settings. One writer at a time: the file is locked (``flock``) while a run has it
open; the lock goes with the process, even after a kill. ``docs/architecture.md``
has the story.

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

import errno
import fcntl
import json
import os
import stat
import time
from pathlib import Path

from .tasks import BreakRunError, ClassRecord

__all__ = ["RESULTS_VERSION", "make_header", "read_results", "ResultsWriter", "ResultsWriteError"]

#: Format version written in the header line.
RESULTS_VERSION = 1
#: Header fields that must match for a run to resume a file.
_RUN_KEYS = ("size", "threshold", "rules", "wordlist_sha256", "language")
#: Seconds between fsyncs while appending.
_SYNC_INTERVAL = 0.25


class ResultsWriteError(BreakRunError):
    """The results file could not be written (full disk, I/O error...); what was written stays."""


def make_header(size_name: str, threshold: int, rules: str, wordlist_name: str, wordlist_sha: str,
                language: str = "en") -> dict:
    """The header record of a run (the first line of its results file); ``"language"`` only when the
    list is read in another language than English (English headers are as before languages)."""
    header = {"type": "run", "version": RESULTS_VERSION, "size": size_name, "threshold": threshold,
              "rules": rules, "wordlist": wordlist_name, "wordlist_sha256": wordlist_sha}
    if language != "en":
        header["language"] = language
    return header


def _parse(data: bytes, name: str) -> tuple[dict | None, list[ClassRecord], int]:
    """``(header, records, end)`` of a file's bytes; ``end`` is where a torn last line starts.

    Raises
    ------
    BreakRunError
        For any complete line that is not a valid record, a header that is missing,
        misplaced, repeated or from a newer version.
    """
    end = data.rfind(b"\n") + 1
    header = None
    records: list[ClassRecord] = []
    for lineno, raw in enumerate(data[:end].splitlines(), 1):
        if not raw.strip():
            continue
        try:
            obj = json.loads(raw)
            kind = obj.get("type")
            if kind == "run":
                if header is not None or records:
                    raise BreakRunError(f"results file {name!r} line {lineno} is a second run header "
                                        f"(two files joined?); fix or move the file")
                header = _check_header(obj, name)
            elif kind == "class":
                if header is None:
                    raise BreakRunError(f"results file {name!r} has no run header on its first line, so "
                                        f"nothing says which run its classes belong to; move it away")
                records.append(ClassRecord.from_json(obj))
            else:
                raise ValueError("unknown record type")
        except (ValueError, KeyError, TypeError, AttributeError, OverflowError, RecursionError) as exc:
            # OverflowError: int() of an infinite score; RecursionError: json.loads of deep nesting.
            if isinstance(exc, BreakRunError):
                raise
            raise BreakRunError(f"results file {name!r} line {lineno} is not a valid result record; "
                                f"fix or move the file") from None
    return header, records, end


def _check_header(obj: dict, name: str) -> dict:
    version = obj.get("version")
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        raise BreakRunError(f"results file {name!r} has a bad run header (version {version!r}); move it away")
    if version > RESULTS_VERSION:
        raise BreakRunError(f"results file {name!r} was written by a newer version of boggle (results "
                            f"format {version}; this one reads up to {RESULTS_VERSION}); it is left untouched")
    return obj


def read_results(path: str | os.PathLike, *, repair: bool = False) -> tuple[dict | None, list[ClassRecord]]:
    """Read a results file: ``(header, records)``.

    A torn last line (no newline, as left by a kill mid-write) is ignored, and cut
    off the file when ``repair`` is set. ``header`` is None only for a file with
    no complete line.

    Raises
    ------
    BreakRunError
        For any other unreadable line, or a header that is missing or from a newer
        version: stored results are never dropped silently.
    """
    p = Path(path)
    data = p.read_bytes()
    header, records, end = _parse(data, str(p))
    if end < len(data) and repair:
        with open(p, "r+b") as f:
            f.truncate(end)
            f.flush()
            os.fsync(f.fileno())
    return header, records


class ResultsWriter:
    """A run's results file, locked and open for appending.

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

    Raises
    ------
    BreakRunError
        The file cannot be used: it exists (without ``resume``), is a directory or
        not a regular file, cannot be opened or created, is locked by another run, or holds
        results of another run. Nothing in it is changed.
    ResultsWriteError
        Writing the header failed (the file may hold a torn header, which a resume
        rewrites).
    """

    def __init__(self, path: str | os.PathLike, header: dict, resume: bool):
        self.path = Path(path)
        self.name = str(path)
        self.previous: list[ClassRecord] = []
        self.failed = False
        self.last_sync = time.monotonic()
        self.fd = self._open(resume)
        try:
            self._load(header, resume)
        except BaseException:
            os.close(self.fd)
            raise

    def _open(self, resume: bool) -> int:
        name = self.name
        try:
            st = os.stat(self.path)
        except FileNotFoundError:
            st = None
        except OSError as exc:
            raise BreakRunError(f"cannot open results file {name!r}: {exc.strerror or exc}") from None
        if st is not None and stat.S_ISDIR(st.st_mode):
            raise BreakRunError(f"results file {name!r} is a directory; give a file name")
        if st is not None and not stat.S_ISREG(st.st_mode):
            raise BreakRunError(f"results file {name!r} is not a regular file; give a file on disk")
        if st is not None and st.st_size > 0 and not resume:
            raise BreakRunError(f"results file {name!r} already exists: resume it (--resume) or choose another file")
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            fd = os.open(self.path, os.O_RDWR | os.O_APPEND | os.O_CREAT, 0o644)
        except OSError as exc:
            raise BreakRunError(f"cannot open results file {name!r}: {exc.strerror or exc}") from None
        try:
            # The check above raced with other processes; the lock settles it.
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError as exc:
            os.close(fd)
            if exc.errno in (errno.EWOULDBLOCK, errno.EAGAIN, errno.EACCES):
                raise BreakRunError(f"results file {name!r} is in use by another run (it holds the lock); "
                                    f"wait for that run to end or choose another file") from None
            raise BreakRunError(f"cannot lock results file {name!r}: {exc.strerror or exc}") from None
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            os.close(fd)
            raise BreakRunError(f"results file {name!r} is not a regular file; give a file on disk")
        return fd

    def _load(self, header: dict, resume: bool) -> None:
        size = os.fstat(self.fd).st_size
        if size > 0 and not resume:
            raise BreakRunError(f"results file {self.name!r} already exists: resume it (--resume) "
                                f"or choose another file")
        data = os.pread(self.fd, size, 0) if size else b""
        old_header, self.previous, end = _parse(data, self.name)
        if old_header is not None:
            for key in _RUN_KEYS:
                if old_header.get(key) != header.get(key):
                    raise BreakRunError(
                        f"results file {self.name!r} is from a different run ({key} "
                        f"{old_header.get(key)!r}, this run {header.get(key)!r})")
        if end < size:  # a torn last line (or a torn header): cut it off before appending
            os.ftruncate(self.fd, end)
            os.fsync(self.fd)
        if old_header is None:
            self._write(json.dumps(header, separators=(",", ":")), sync=True)

    def _write(self, line: str, sync: bool) -> None:
        # One write per line (O_APPEND) so a kill can only tear the last line.
        data = memoryview((line + "\n").encode("utf-8"))
        try:
            while data:
                data = data[os.write(self.fd, data):]
            if sync:
                os.fsync(self.fd)
                self.last_sync = time.monotonic()
        except OSError as exc:
            self.failed = True
            raise ResultsWriteError(f"cannot write results file {self.name!r}: {exc.strerror or exc}") from None

    def append(self, record: ClassRecord) -> None:
        """Write one finished class.

        Raises
        ------
        ResultsWriteError
            On a full disk or an I/O error; the lines before stay valid.
        """
        self._write(record.to_json(), sync=time.monotonic() - self.last_sync >= _SYNC_INTERVAL)

    def close(self) -> None:
        """Fsync, unlock and close (idempotent); a write error is raised once, from ``append``."""
        if self.fd < 0:
            return
        fd, self.fd = self.fd, -1
        try:
            os.fsync(fd)
        except OSError as exc:
            if not self.failed:
                raise ResultsWriteError(f"cannot write results file {self.name!r}: {exc.strerror or exc}") from None
        finally:
            os.close(fd)
