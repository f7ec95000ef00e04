"""The results file of a break run: a JSON-lines checkpoint that a run can resume.

The first line describes the run (``"type": "run"``: format version, size,
threshold, rules, breaking method, word list name and SHA-256; a file that names no method was
broken with the default one); each further line is one finished
class (``"type": "class"``, see :class:`core.proofs.tasks.ClassRecord`). Lines are
written whole with one ``write`` each, so a killed process or a full disk loses
nothing that finished and can only tear the last line; they are fsynced at most
every quarter second.

Resuming checks the file before changing it: a file whose first line is not a
valid header of this format (or is from a newer version), or whose header names
another run, or any of whose records cannot be true for its run (a board of the
wrong size or letters, a score below the threshold, a number that is not a whole
number in range), is refused untouched. Then a torn last line is cut off, and a
torn header (the very first write failed: the file holds a beginning of this run's
header line and nothing else) is written again from the run's own settings; a file
with no complete line that is anything else is not ours and is refused untouched.
One writer at a time: a run holds a lock on ``FILE.lock`` beside the file
(:mod:`filelock`: ``flock`` on Unix, ``LockFileEx`` on Windows) while it has the
file open; the lock goes with the process, even after a kill, and the ``.lock``
file may stay behind (an unlocked one means nothing). ``docs/architecture.md`` has
the story.

Functions
---------
make_header
    The first line of a run's file.
read_results
    ``(header, records)`` of a file.
check_header, RecordChecker
    What every reader of a results file checks before it shows a line.
ResultsWriter
    Open (or resume) a file for a run and append records.
"""
from __future__ import annotations

import io
import json
import math
import os
import stat
import time
from collections.abc import Iterator
from pathlib import Path
from typing import BinaryIO

import filelock

from ..engine.board import parse_size
from ..engine.errors import Phrase
from ..engine.language import FACE_CHARACTERS, LanguageError, get_language
from ..engine.textfile import TextFileProblem, open_binary
from .breaker import DEFAULT_METHOD, METHODS
from .tasks import MAX_CLASS_LINE, BreakRunError, BreakRunProblem, ClassRecord

__all__ = ["RESULTS_VERSION", "make_header", "read_results", "open_results", "results_label", "ResultsReader",
           "ResultsWriter", "ResultsWriteError", "check_header", "header_problem", "header_method", "RecordChecker",
           "MAX_SCORE", "MAX_RESULTS_BYTES", "MAX_LINE_BYTES"]

#: Format version written in the header line.
RESULTS_VERSION = 1
#: Header fields that must match for a run to resume a file.
_RUN_KEYS = ("size", "threshold", "rules", "method", "wordlist_sha256", "language")
#: Seconds between fsyncs while appending.
_SYNC_INTERVAL = 0.25
#: Largest score or threshold: scores are 32-bit in the kernels (no board comes near).
MAX_SCORE = 2**31 - 1
#: Largest bound, node count or class id a record may hold (sums of them stay exact in a float).
_MAX_COUNT = 2**53
#: Most levels a record's bound history may have, and most seconds a class may have taken.
_MAX_LEVELS = 10_000
_MAX_SECONDS = 1e9
#: Largest results file read (a run lists at most 2 million classes, a few hundred bytes each).
MAX_RESULTS_BYTES = 4 * 2**30
#: Longest line read (a class with thousands of boards is well under this).
MAX_LINE_BYTES = 64 * 2**20


class ResultsWriteError(BreakRunError):
    """The results file could not be written (full disk, I/O error...); what was written stays."""


def make_header(size_name: str, threshold: int, rules: str, wordlist_name: str, wordlist_sha: str,
                language: str = "en", method: str = DEFAULT_METHOD) -> dict:
    """The header record of a run (the first line of its results file); ``"language"`` only when the
    list is read in another language than English, so English headers read the same by every version."""
    header = {"type": "run", "version": RESULTS_VERSION, "size": size_name, "threshold": threshold,
              "rules": rules, "method": method, "wordlist": wordlist_name, "wordlist_sha256": wordlist_sha}
    if language != "en":
        header["language"] = language
    return header


class ResultsReader:
    """The one parser of results files: reads complete lines in order and checks each.

    The first non-blank line must be a run header (:func:`check_header`); every later one a class
    record of that run (:class:`RecordChecker`). A run resuming its file, :func:`read_results` and
    the summary (:mod:`core.proofs.summary`) all read through it, so they accept and refuse the same
    files with the same messages.

    Attributes
    ----------
    header : dict or None
        The run header, once read.
    end : int
        Bytes of the complete lines read so far: where a torn last line starts.
    torn : bool
        The last line had no newline (a run killed mid-write); it is not read.
    lines : int
        Complete lines read.
    """

    def __init__(self, name: str):
        self.name = name
        self.header: dict | None = None
        self.end = 0
        self.torn = False
        self.lines = 0
        self._checker: RecordChecker | None = None

    def records(self, fh: BinaryIO) -> Iterator[tuple[int, ClassRecord]]:
        """``(line number, record)`` of each class line of ``fh``, read from where it stands.

        Raises
        ------
        BreakRunError
            For a line longer than :data:`MAX_LINE_BYTES` and everything :meth:`line` refuses.
        """
        while raw := fh.readline(MAX_LINE_BYTES + 1):
            if not raw.endswith(b"\n"):
                if len(raw) > MAX_LINE_BYTES:
                    raise BreakRunError(BreakRunProblem.RESULTS_LINE_TOO_LONG, path=self.name, line=self.lines + 1,
                                        limit_mib=MAX_LINE_BYTES // 2**20)
                self.torn = True
                return
            self.lines += 1
            self.end += len(raw)
            record = self.line(raw, self.lines)
            if record is not None:
                yield self.lines, record

    def line(self, raw: bytes, lineno: int) -> ClassRecord | None:
        """The record of one complete line, or None for the header and blank lines.

        Raises
        ------
        BreakRunError
            Naming the line: not JSON, a header that is missing, misplaced, repeated, bad or from a
            newer version, a record of an unknown type or one that cannot be true for the run.
        """
        if not raw.strip():
            return None
        try:
            obj = json.loads(raw)
        except (ValueError, RecursionError):
            # RecursionError: json.loads of deep nesting.
            if self.header is None:
                raise BreakRunError(BreakRunProblem.RESULTS_NOT_JSON, path=self.name) from None
            raise BreakRunError(BreakRunProblem.RESULTS_LINE_NOT_JSON, path=self.name, line=lineno) from None
        kind = obj.get("type") if isinstance(obj, dict) else None
        if self._checker is None:
            self.header = check_header(obj, self.name)
            self._checker = RecordChecker(self.header)
            return None
        if kind == "run":
            raise BreakRunError(BreakRunProblem.RESULTS_SECOND_HEADER, path=self.name, line=lineno)
        if kind != "class":
            raise BreakRunError(BreakRunProblem.RESULTS_NOT_CLASS, path=self.name, line=lineno)
        return self._checker.record(obj, self.name, lineno)


def _parse(data: bytes, name: str) -> tuple[dict | None, list[ClassRecord], int]:
    """``(header, records, end)`` of a file's bytes; ``end`` is where a torn last line starts.

    Raises
    ------
    BreakRunError
        As :meth:`ResultsReader.line` does.
    """
    reader = ResultsReader(name)
    records = [record for _, record in reader.records(io.BytesIO(data))]
    return reader.header, records, reader.end


def header_method(header: dict) -> str:
    """The breaking method of a checked run header: the default for files that name none."""
    return str(header.get("method", DEFAULT_METHOD))


def _run_value(header: dict, key: str):
    """What ``header`` says of ``key`` for telling runs apart (a method not named is the default)."""
    return header_method(header) if key == "method" else header.get(key)


def _whole(value, low: int, high: int) -> bool:
    """Whether ``value`` is a whole number (not a bool) from ``low`` to ``high``."""
    return isinstance(value, int) and not isinstance(value, bool) and low <= value <= high


def header_problem(obj: dict) -> str:
    """What is wrong with the parsed run header ``obj`` (``"bad threshold 1e+308"``), or ``""``.

    A format version above :data:`RESULTS_VERSION` is no problem here: :func:`check_header` says so.
    """
    version = obj.get("version")
    if not (isinstance(version, int) and _whole(version, 1, 2**31)):
        return f"bad format version {str(version)[:40]!r}"
    if version > RESULTS_VERSION:
        return ""
    size = obj.get("size")
    try:
        parse_size(size if isinstance(size, str) else "")
    except ValueError:
        return f"bad board size {str(size)[:40]!r}"
    threshold = obj.get("threshold")
    if not _whole(threshold, 1, MAX_SCORE):
        return f"bad threshold {_shown(threshold)}: a whole number from 1 to {MAX_SCORE:,}"
    for key in ("rules", "wordlist", "wordlist_sha256"):
        if not isinstance(obj.get(key), str) or len(obj[key]) > 1000:
            return f"bad {key} {_shown(obj.get(key))}"
    if "method" in obj and obj["method"] not in METHODS:
        return f"unknown breaking method {str(obj['method'])[:40]!r} (this version knows {', '.join(METHODS)})"
    language = obj.get("language", "en")
    try:
        get_language(language if isinstance(language, str) else "")
    except LanguageError:
        return f"bad language {str(language)[:40]!r}"
    if "partition" in obj and not (isinstance(obj["partition"], str) and len(obj["partition"]) <= MAX_CLASS_LINE):
        return "bad partition"
    if "total" in obj and not _whole(obj["total"], 0, _MAX_COUNT):
        return f"bad total {_shown(obj['total'])}"
    return ""


def check_header(obj, name: str) -> dict:
    """The run header ``obj`` of the results file ``name``, checked field by field.

    Raises
    ------
    BreakRunError
        Naming the first field that is missing or wrong (size, threshold, rules, word list,
        language, partition, total), or a format version this one does not read.
    """
    if not isinstance(obj, dict) or obj.get("type") != "run":
        raise BreakRunError(BreakRunProblem.RESULTS_NO_HEADER, path=name)
    if problem := header_problem(obj):
        raise BreakRunError(BreakRunProblem.RESULTS_BAD_HEADER, path=name, reason=problem)
    if obj["version"] > RESULTS_VERSION:
        raise BreakRunError(BreakRunProblem.RESULTS_NEWER, path=name, version=obj["version"], supported=RESULTS_VERSION)
    return obj


def _shown(value, limit: int = 40) -> str:
    """``value`` as an error message shows it: its repr, cut to ``limit`` characters, so that a
    hostile record's newlines or control characters never reach the message raw."""
    text = repr(value)
    return text if len(text) <= limit else text[:limit - 1] + "…"


class RecordChecker:
    """Checks the class records of one run (its header checked by :func:`check_header`) before they are
    used or shown: nothing read from a file is trusted.

    A record's class (and union) is text of the run's size; each board is a string of the run's size
    in the run language's board characters (letters, ``1``-``5`` and ``#`` for the two-letter and
    blank faces) with a whole score from the run's threshold to :data:`MAX_SCORE`; bounds, nodes and
    the class id are whole numbers in range, seconds a finite number.
    """

    def __init__(self, header: dict):
        self.geometry = parse_size(header["size"])
        self.threshold = int(header["threshold"])
        self.cells = self.geometry.ncells
        self.characters = frozenset(get_language(header.get("language", "en")).letters) | frozenset(FACE_CHARACTERS)

    def record(self, obj: dict, name: str, lineno: int) -> ClassRecord:
        """The :class:`ClassRecord` of the parsed line ``obj`` (line ``lineno`` of results file ``name``).

        Raises
        ------
        BreakRunError
            Naming the line and what is wrong with it.
        """
        if problem := self.problem(obj):
            raise BreakRunError(BreakRunProblem.RESULTS_BAD_RECORD, path=name, line=lineno, reason=problem)
        return self.make(obj)

    @staticmethod
    def make(obj: dict) -> ClassRecord:
        """The :class:`ClassRecord` of a record :meth:`problem` found nothing wrong with."""
        return ClassRecord(obj.get("id"), obj["class"], [(b, s) for b, s in obj.get("boards", [])],
                           obj.get("root_bound", 0), list(obj.get("bound_history", [])), obj.get("nodes", 0),
                           float(obj.get("seconds", 0.0)), union=obj.get("union"))

    def problem(self, obj: dict) -> str:
        """What is wrong with the parsed record ``obj``, or ``""``."""
        for key in ("class", "union"):
            text = obj.get(key)
            if (key == "class" or text is not None) and not (
                    isinstance(text, str) and len(text) <= MAX_CLASS_LINE and len(text.split()) == self.cells):
                return f"its {key} is not a class of {self.cells} cells"
        class_id = obj.get("id")
        if class_id is not None and not _whole(class_id, 0, _MAX_COUNT):
            return "its id is not a class id"
        boards = obj.get("boards", [])
        if not isinstance(boards, list):
            return "its boards are not a list"
        for entry in boards:
            if not (isinstance(entry, list) and len(entry) == 2 and isinstance(entry[0], str)):
                return f"board entry {_shown(entry, 60)} is not [board, score]"
            board, score = entry
            if len(board) != self.cells:
                return f"board {board[:60]!r} has {len(board)} cells, a {self.geometry.name} board {self.cells}"
            if bad := next((ch for ch in board if ch not in self.characters), None):
                return f"board {board!r} has {bad!r}, which no board of the run's language shows"
            if not isinstance(score, int) or isinstance(score, bool):
                return f"score {_shown(score)} of board {board!r} is not a whole number"
            if score < self.threshold:
                return f"score {score} of board {board!r} is below the run's threshold {self.threshold}"
            if score > MAX_SCORE:
                return f"score {score} of board {board!r} is larger than any board's"
        for key in ("root_bound", "nodes"):
            if not _whole(obj.get(key, 0), 0, _MAX_COUNT):
                return f"its {key} {_shown(obj.get(key))} is not a whole number in range"
        history = obj.get("bound_history", [])
        if not (isinstance(history, list) and len(history) <= _MAX_LEVELS
                and all(_whole(b, 0, _MAX_COUNT) for b in history)):
            return "its bound_history is not a list of whole numbers in range"
        seconds = obj.get("seconds", 0.0)
        # An int is compared as it is: math.isfinite(10**400) raises OverflowError.
        if isinstance(seconds, bool) or not isinstance(seconds, int | float) or not (
                (isinstance(seconds, int) or math.isfinite(seconds)) and 0 <= seconds <= _MAX_SECONDS):
            return f"its seconds {_shown(seconds)} is not a time"
        return ""


def read_results(path: str | os.PathLike, *, repair: bool = False) -> tuple[dict | None, list[ClassRecord]]:
    """Read a results file: ``(header, records)``.

    A torn last line (no newline, as left by a kill mid-write) is ignored, and cut
    off the file when ``repair`` is set and the file has a run header (a file with no
    complete line is not known to be ours: it is never changed). ``header`` is None
    only for a file with no complete line.

    Raises
    ------
    BreakRunError
        For any other unreadable line, a record that cannot be true for the run
        (:class:`RecordChecker`), or a header that is missing, bad or from a newer
        version: stored results are never dropped silently. Also for a file that is
        not a regular file or is larger than :data:`MAX_RESULTS_BYTES`.
    """
    reader = ResultsReader(str(path))
    with open_results(path) as fh:
        try:
            records = [record for _, record in reader.records(fh)]
        except OSError as exc:
            raise BreakRunError(TextFileProblem.UNREADABLE, file=results_label(path),
                                reason=exc.strerror or str(exc)) from None
    if reader.torn and repair and reader.header is not None:
        with open(path, "r+b") as f:
            f.truncate(reader.end)
            f.flush()
            os.fsync(f.fileno())
    return reader.header, records


def results_label(path: str | os.PathLike) -> Phrase:
    """A results file's name in messages about reading it: ``results file '/runs/4x4.jsonl'``."""
    return Phrase(BreakRunProblem.RESULTS_FILE, {"path": str(path)})


def open_results(path: str | os.PathLike) -> io.BufferedReader:
    """``path`` open for reading, buffered, once it is known to be a regular file of at most
    :data:`MAX_RESULTS_BYTES`.

    Raises
    ------
    BreakRunError
        Naming the file: missing, unreadable, a folder, a pipe or device, or too large.
    """
    raw = open_binary(path, results_label(path), MAX_RESULTS_BYTES, error=BreakRunError)
    return io.BufferedReader(raw, 1 << 20)


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
        self._lock: filelock.BaseFileLock | None = None
        self.fd = -1
        try:
            self.fd = self._open(resume)
            self._load(header, resume)
        except BaseException:
            self._release()
            raise

    def _open(self, resume: bool) -> int:
        name = self.name
        try:
            st = os.stat(self.path)
        except FileNotFoundError:
            st = None
        except OSError as exc:
            raise BreakRunError(BreakRunProblem.RESULTS_CANNOT_OPEN, path=name,
                                reason=exc.strerror or str(exc)) from None
        if st is not None and stat.S_ISDIR(st.st_mode):
            raise BreakRunError(BreakRunProblem.RESULTS_DIRECTORY, path=name)
        if st is not None and not stat.S_ISREG(st.st_mode):
            raise BreakRunError(BreakRunProblem.RESULTS_NOT_REGULAR, path=name)
        if st is not None and st.st_size > MAX_RESULTS_BYTES:
            raise BreakRunError(BreakRunProblem.RESULTS_TOO_BIG, path=name, size=st.st_size)
        if st is not None and st.st_size > 0 and not resume:
            raise BreakRunError(BreakRunProblem.RESULTS_EXISTS, path=name)
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise BreakRunError(BreakRunProblem.RESULTS_CANNOT_OPEN, path=name,
                                reason=exc.strerror or str(exc)) from None
        # The checks above raced with other processes; the lock settles it. It is taken before the file is
        # opened, so a second run never changes a byte of it.
        lock = filelock.FileLock(self.path.with_name(self.path.name + ".lock"))
        try:
            lock.acquire(timeout=0)
        except filelock.Timeout:
            raise BreakRunError(BreakRunProblem.RESULTS_IN_USE, path=name) from None
        except (OSError, NotImplementedError) as exc:
            raise BreakRunError(BreakRunProblem.RESULTS_CANNOT_LOCK, path=name,
                                reason=getattr(exc, "strerror", None) or str(exc)) from None
        self._lock = lock
        try:
            fd = os.open(self.path, os.O_RDWR | os.O_APPEND | os.O_CREAT | getattr(os, "O_BINARY", 0), 0o644)
        except OSError as exc:
            raise BreakRunError(BreakRunProblem.RESULTS_CANNOT_OPEN, path=name,
                                reason=exc.strerror or str(exc)) from None
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            os.close(fd)
            raise BreakRunError(BreakRunProblem.RESULTS_NOT_REGULAR, path=name)
        return fd

    def _load(self, header: dict, resume: bool) -> None:
        size = os.fstat(self.fd).st_size
        if size > 0 and not resume:
            raise BreakRunError(BreakRunProblem.RESULTS_EXISTS, path=self.name)
        data = self._read_all(size)
        old_header, self.previous, end = _parse(data, self.name)
        own_header = json.dumps(header, separators=(",", ":"))
        if old_header is not None:
            for key in _RUN_KEYS:
                if _run_value(old_header, key) != _run_value(header, key):
                    raise BreakRunError(BreakRunProblem.RESULTS_OTHER_RUN, path=self.name, key=key,
                                        theirs=_run_value(old_header, key), ours=_run_value(header, key))
        elif not own_header.encode("utf-8").startswith(data):
            # No complete line: only the beginning of this run's own header (its first write was torn) is ours.
            raise BreakRunError(BreakRunProblem.RESULTS_NOT_OURS, path=self.name)
        if end < size:  # a torn last line (or a torn header): cut it off before appending
            os.ftruncate(self.fd, end)
            os.fsync(self.fd)
        if old_header is None:
            self._write(own_header, sync=True)

    def _read_all(self, size: int) -> bytes:
        """The file's first ``size`` bytes (appends go to the end whatever the position)."""
        os.lseek(self.fd, 0, os.SEEK_SET)
        chunks = []
        while size > 0 and (chunk := os.read(self.fd, min(size, 1 << 24))):
            chunks.append(chunk)
            size -= len(chunk)
        return b"".join(chunks)

    def _release(self) -> None:
        if self.fd >= 0:
            os.close(self.fd)
            self.fd = -1
        if self._lock is not None:
            self._lock.release()
            self._lock = None

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
            raise ResultsWriteError(BreakRunProblem.RESULTS_WRITE, path=self.name,
                                    reason=exc.strerror or str(exc)) from None

    def append(self, record: ClassRecord) -> None:
        """Write one finished class.

        Raises
        ------
        ResultsWriteError
            On a full disk or an I/O error; the lines before stay valid.
        """
        self._write(record.to_json(), sync=time.monotonic() - self.last_sync >= _SYNC_INTERVAL)

    def close(self) -> None:
        """Fsync, close and unlock (idempotent); a write error is raised once, from ``append``."""
        if self.fd < 0:
            self._release()
            return
        try:
            os.fsync(self.fd)
        except OSError as exc:
            if not self.failed:
                raise ResultsWriteError(BreakRunProblem.RESULTS_WRITE, path=self.name,
                                        reason=exc.strerror or str(exc)) from None
        finally:
            self._release()
