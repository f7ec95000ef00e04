"""Reading the text files a user gives us: word lists, players' lists, board and class files.

One reader for all of them, so every file is checked, decoded and refused the same way
(``docs/architecture.md#text-files-users-give-us``):

Kind and size
    A file is opened without blocking (a pipe or a device would wait forever), and must be a
    regular file of at most the caller's ``max_bytes``, checked before a byte is read or hashed.
    Reading stops at ``max_bytes`` whatever the size on disk says (files in ``/proc`` say 0).
Encoding
    UTF-8, with or without a byte-order mark, and UTF-16 with a byte-order mark (either byte
    order), decoded. Refused by name: UTF-32, UTF-16 without a byte-order mark (its NUL bytes
    give it away) and binary files (NUL bytes near the start).
Lines that are not UTF-8
    Never decoded silently with the rest of the file. ``undecodable="refuse"`` refuses the file
    naming the first such line; ``"latin-1"`` reads that line alone as Latin-1 and counts it
    (:attr:`TextReader.latin1_lines`; word lists, where older lists are Latin-1 throughout);
    ``"replace"`` puts U+FFFD for its bad bytes, so the caller's own check names the line (board
    files: "bad character U+FFFD at position 3").
Long lines
    A line of more than ``max_line_bytes`` bytes (as UTF-8) is refused naming its line
    (``long_lines="refuse"``) or skipped unread and counted (``"skip"``,
    :attr:`TextReader.too_long`): a huge line never sits in memory whole.

Functions
---------
open_binary
    A regular file of bounded size, open for reading bytes.
file_sha256
    The SHA-256 of such a file after its first bytes passed the encoding checks.
TextReader
    The lines (or blocks of whole lines) of a file or stream.
read_file_lines
    ``(line number, line)`` of a file: :func:`open_binary` and :class:`TextReader` in one.
"""
from __future__ import annotations

import codecs
import hashlib
import io
import itertools
import os
import stat
from collections.abc import Iterator
from typing import Protocol

from .errors import CodedError, MessageCode, Phrase

__all__ = ["TextFileError", "TextFileProblem", "open_binary", "file_sha256", "TextReader", "read_file_lines",
           "describe_size", "SNIFF_BYTES"]

#: Bytes at the start of a file looked at for NUL bytes (binary files, UTF-16 without a BOM).
SNIFF_BYTES = 1 << 16
#: Bytes read at a time.
BLOCK_BYTES = 1 << 20

_UTF8_BOM = codecs.BOM_UTF8
_UTF32_BOMS = (codecs.BOM_UTF32_LE, codecs.BOM_UTF32_BE)
_UTF16_BOMS = ((codecs.BOM_UTF16_LE, "utf-16-le"), (codecs.BOM_UTF16_BE, "utf-16-be"))
_UNDECODABLE = ("refuse", "latin-1", "replace")
_LONG_LINES = ("refuse", "skip")


class TextFileProblem(MessageCode):
    """Why a file or stream cannot be read as text. ``file`` names it: the caller's label, a
    :class:`~core.engine.errors.Phrase` (``word list /home/ann/words.txt``) or plain text (``stdin``)."""

    NOT_FOUND = "textfile.not_found", "{file} not found (no such file)"
    FOLDER = "textfile.folder", "{file} is a folder, not a file"
    #: ``reason``: the system's words (``Permission denied``).
    UNREADABLE = "textfile.unreadable", "cannot read {file}: {reason}"
    PIPE = "textfile.pipe", "{file} is a pipe, not a file on disk"
    DEVICE = "textfile.device", "{file} is a device, not a file on disk"
    SOCKET = "textfile.socket", "{file} is a socket, not a file on disk"
    SPECIAL = "textfile.special", "{file} is not a regular file, not a file on disk"
    #: ``size`` and ``limit`` as :func:`describe_size` gives them (``1.5 MB``).
    TOO_BIG = "textfile.too_big", "{file} is {size}, more than the {limit} this reads"
    HOLDS_TOO_MUCH = "textfile.holds_too_much", "{file} holds more than {limit}, more than this reads"
    UTF32 = "textfile.utf32", "{file} is UTF-32 text: save it as UTF-8"
    UTF16_WITHOUT_BOM = ("textfile.utf16_without_bom", "{file} looks like UTF-16 text without a byte-order mark: "
                         "save it as UTF-8 (or as UTF-16 with a byte-order mark)")
    BINARY = "textfile.binary", "{file} looks like a binary file, not text"
    BAD_UTF16 = "textfile.bad_utf16", "{file} is not valid UTF-16 (at byte {offset:,})"
    LINE_TOO_LONG = ("textfile.line_too_long", "{file} line {line:,} is longer than {limit:,} bytes, longer than "
                     "any line this reads; stopped reading")
    #: ``byte``: the bad byte in hexadecimal (``0xe9``).
    NOT_UTF8 = ("textfile.not_utf8", "{file} line {line:,} is not UTF-8 text (byte {byte} at column {column}): "
                "save the file as UTF-8")


class TextFileError(CodedError, ValueError):
    """A file or stream that cannot be read as text; :attr:`code` is a :class:`TextFileProblem`,
    the message names the file and the problem.

    The readers raise the error class their caller gives (:class:`~core.engine.wordlist.WordListError`
    for a word list): any :class:`~core.engine.errors.CodedError` takes these codes.
    """


#: A file's name in messages: plain text, or a phrase the app can translate.
Label = str | Phrase


def describe_size(n: int) -> str:
    """``512 bytes``, ``1.5 MB``, ``20.0 GB`` (powers of 1000, as file managers show them)."""
    if n < 1000:
        return f"{n:,} bytes"
    size = float(n)
    for unit in ("kB", "MB", "GB", "TB", "PB"):
        size /= 1000
        if size < 1000 or unit == "PB":
            return f"{size:,.1f} {unit}"
    raise AssertionError("unreachable")


def _kind(mode: int) -> TextFileProblem:
    """Why a file of this mode is no file on disk."""
    if stat.S_ISDIR(mode):
        return TextFileProblem.FOLDER
    if stat.S_ISFIFO(mode):
        return TextFileProblem.PIPE
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return TextFileProblem.DEVICE
    if stat.S_ISSOCK(mode):
        return TextFileProblem.SOCKET
    return TextFileProblem.SPECIAL


def open_binary(path: str | os.PathLike, label: Label, max_bytes: int, *,
                error: type[CodedError] = TextFileError) -> io.FileIO:
    """``path`` open for reading bytes (unbuffered), once it is known to be a regular file of at most
    ``max_bytes`` bytes.

    ``label`` names the file in messages (``"word list /home/ann/words.txt"``, or a
    :class:`~core.engine.errors.Phrase` of it). The file is opened without blocking, so a pipe or
    device is refused instead of waited on.

    Raises
    ------
    error
        A :class:`TextFileProblem` naming the file: missing, unreadable, a folder, a pipe or device,
        or too large.
    """
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except FileNotFoundError:
        raise error(TextFileProblem.NOT_FOUND, file=label) from None
    except IsADirectoryError:
        raise error(TextFileProblem.FOLDER, file=label) from None
    except OSError as exc:
        raise error(TextFileProblem.UNREADABLE, file=label, reason=exc.strerror or str(exc)) from None
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode):
            raise error(_kind(st.st_mode), file=label)
        if st.st_size > max_bytes:
            raise error(TextFileProblem.TOO_BIG, file=label, size=describe_size(st.st_size),
                        limit=describe_size(max_bytes))
        return os.fdopen(fd, "rb", buffering=0)
    except BaseException:
        os.close(fd)
        raise


def _read_some(stream, n: int) -> bytes:
    """At most ``n`` bytes with at most one read of the underlying file (what a pipe has now)."""
    read1 = getattr(stream, "read1", None)
    return read1(n) if read1 is not None else stream.read(n)


def _encoding_of(head: bytes, label: Label, error: type[CodedError]) -> tuple[str, int]:
    """``(codec, BOM length)`` of a text starting with ``head``, or ``error`` naming why it is no text we read."""
    if head.startswith(_UTF8_BOM):
        return "utf-8", len(_UTF8_BOM)
    if head.startswith(_UTF32_BOMS):
        raise error(TextFileProblem.UTF32, file=label)
    for bom, codec in _UTF16_BOMS:
        if head.startswith(bom):
            return codec, len(bom)
    sample = head[:SNIFF_BYTES]
    if b"\x00" in sample:
        pairs = len(sample) // 2
        high, low = sample[0:2 * pairs:2].count(0), sample[1:2 * pairs:2].count(0)
        # UTF-16 of Latin text has a NUL in every other byte, and none in the others.
        if pairs >= 4 and max(high, low) >= pairs / 2 and min(high, low) == 0:
            raise error(TextFileProblem.UTF16_WITHOUT_BOM, file=label)
        raise error(TextFileProblem.BINARY, file=label)
    return "utf-8", 0


class ByteSource(Protocol):
    """What :class:`TextReader` reads from: anything with ``read(n) -> bytes`` (a binary file, a pipe)."""

    def read(self, n: int, /) -> bytes: ...


class TextReader:
    """The lines of a text file or stream, read in blocks (see the module notes).

    Parameters
    ----------
    stream : binary file
        Open for reading bytes (:func:`open_binary`, ``sys.stdin.buffer``...). Blocks are read with
        ``read1`` where the stream has it, so a pipe's lines come as they are written.
    label : str or Phrase
        Names the source in messages: ``"stdin"``, ``"word list /home/ann/words.txt"``.
    max_line_bytes : int
        Longest line, in bytes of UTF-8 (without its end).
    long_lines : {"refuse", "skip"}
    undecodable : {"refuse", "latin-1", "replace"}
        What a line that is not UTF-8 becomes (UTF-16 files are decoded whole, strictly).
    max_bytes : int, optional
        Most bytes read (None: no bound, for streams bounded by their reader).
    error : CodedError subclass
        Raised for every problem (default :class:`TextFileError`), with a :class:`TextFileProblem` and
        one line naming it.
    block_bytes : int
        Bytes read at a time.

    Attributes
    ----------
    sha256 : hashlib object
        Of every byte read (byte-order mark included).
    too_long, latin1_lines : int
        Lines skipped as too long, and lines read as Latin-1.
    first_latin1_line : int or None
        The number of the first line read as Latin-1.
    """

    def __init__(self, stream: ByteSource, label: Label, *, max_line_bytes: int, long_lines: str = "refuse",
                 undecodable: str = "refuse", max_bytes: int | None = None,
                 error: type[CodedError] = TextFileError, block_bytes: int = BLOCK_BYTES):
        if long_lines not in _LONG_LINES or undecodable not in _UNDECODABLE:
            raise ValueError(f"long_lines must be one of {_LONG_LINES} and undecodable one of {_UNDECODABLE}")
        self.stream = stream
        self.label = label
        self.max_line_bytes = int(max_line_bytes)
        self.long_lines = long_lines
        self.undecodable = undecodable
        self.max_bytes = max_bytes
        self.error = error
        self.block_bytes = max(1, int(block_bytes))
        self.sha256 = hashlib.sha256()
        self.bytes_read = 0
        self.too_long = 0
        self.latin1_lines = 0
        self.first_latin1_line: int | None = None
        self.blank = True           # no byte but white space (and a BOM) so far
        self.codec = "utf-8"
        self._lines_done = 0        # complete lines before the current block

    # -- bytes ---------------------------------------------------------------------------------------
    def _read(self, n: int) -> bytes:
        data = _read_some(self.stream, n)
        self.bytes_read += len(data)
        if self.max_bytes is not None and self.bytes_read > self.max_bytes:
            raise self.error(TextFileProblem.HOLDS_TOO_MUCH, file=self.label, limit=describe_size(self.max_bytes))
        self.sha256.update(data)
        return data

    def _head(self) -> bytes:
        """The first bytes looked at: up to :data:`SNIFF_BYTES`, and at least enough for a byte-order mark
        unless the first line (or the stream) ends before."""
        head = self._read(SNIFF_BYTES)
        while head and len(head) < 4 and b"\n" not in head:
            more = self._read(SNIFF_BYTES)
            if not more:
                break
            head += more
        return head

    def _raw_blocks(self) -> Iterator[bytes]:
        """The bytes after the byte-order mark, in blocks of at most ``block_bytes``; and the codec."""
        head = self._head()
        if not head:
            return
        codec, bom = _encoding_of(head, self.label, self.error)
        self.codec = codec
        step = self.block_bytes
        for start in range(bom, len(head), step):
            yield head[start:start + step]
        while block := self._read(step):
            yield block

    def _utf8_blocks(self) -> Iterator[bytes]:
        """The text as UTF-8 bytes, a block at a time (the BOM removed; UTF-16 transcoded)."""
        blocks = self._raw_blocks()
        first = next(blocks, None)
        if first is None:
            return
        if self.codec == "utf-8":
            yield first
            yield from blocks
            return
        decoder = codecs.getincrementaldecoder(self.codec)("strict")
        offset = 2   # the byte-order mark
        for data in itertools.chain([first], blocks, [None]):
            try:
                text = decoder.decode(data or b"", final=data is None)
            except UnicodeDecodeError as exc:
                raise self.error(TextFileProblem.BAD_UTF16, file=self.label, offset=offset + exc.start) from None
            offset += len(data or b"")
            if text:
                yield text.encode("utf-8")

    # -- lines ---------------------------------------------------------------------------------------
    def _line_blocks(self) -> Iterator[list]:
        """The complete lines of each block, as UTF-8 bytes without their ``\\n``; a line too long is None
        (``long_lines="skip"``) or ends the reading after the lines before it (``"refuse"``)."""
        limit = self.max_line_bytes
        tail = b""          # the unfinished line at the end of the last block
        tail_long = False   # that line is already too long: its bytes are dropped
        for block in self._utf8_blocks():
            if self.blank and block.strip():
                self.blank = False
            parts: list = block.split(b"\n")
            if tail_long:
                if len(parts) == 1:
                    continue  # still inside the long line
                parts[0] = None
                tail_long = False
            else:
                parts[0] = tail + parts[0]
            tail = parts.pop()
            if len(tail) > limit:
                tail, tail_long = b"", True
            yield from self._bounded(parts, refuse_next=tail_long)
        if tail_long:
            yield [None]
        elif tail:
            yield from self._bounded([tail], refuse_next=False)

    def _bounded(self, parts: list, refuse_next: bool) -> Iterator[list]:
        """``parts`` with the lines longer than the limit as None; when refusing, the lines before the
        first long one (this block's, or the unfinished one after it: ``refuse_next``), then the error."""
        limit = self.max_line_bytes
        # parts[0] is None where a long line from the last block ends: the rest are bytes.
        if (parts and parts[0] is None) or max(map(len, parts), default=0) > limit:
            for i, part in enumerate(parts):
                if part is not None and len(part) > limit:
                    parts[i] = None
        if self.long_lines == "skip":
            yield parts
            return
        first_long = parts.index(None) if None in parts else len(parts) if refuse_next else -1
        if first_long < 0:
            yield parts
            return
        if first_long:
            yield parts[:first_long]
        raise self.error(TextFileProblem.LINE_TOO_LONG, file=self.label, line=self._lines_done + 1, limit=limit)

    def _text(self, parts: list) -> str:
        """The lines of one block as text, each ending in ``\\n`` (the long ones left out, counted)."""
        base = self._lines_done
        self._lines_done += len(parts)
        keep = [p for p in parts if p is not None] if None in parts else parts
        self.too_long += len(parts) - len(keep)
        if not keep:
            return ""
        joined = b"\n".join(keep) + b"\n"
        try:
            return joined.decode("utf-8")
        except UnicodeDecodeError:
            pass
        out = []
        for i, part in enumerate(parts):
            if part is None:
                continue
            try:
                out.append(part.decode("utf-8"))
                continue
            except UnicodeDecodeError as exc:
                lineno = base + i + 1
                if self.undecodable == "refuse":
                    raise self.error(TextFileProblem.NOT_UTF8, file=self.label, line=lineno,
                                     byte=f"0x{part[exc.start]:02x}", column=exc.start + 1) from None
            if self.undecodable == "replace":
                out.append(part.decode("utf-8", "replace"))
            else:
                self.latin1_lines += 1
                if self.first_latin1_line is None:
                    self.first_latin1_line = lineno
                out.append(part.decode("latin-1"))
        out.append("")
        return "\n".join(out)

    def blocks(self) -> Iterator[str]:
        """The text of each block read: whole lines, each ending in ``\\n`` (a ``\\r`` before it is kept)."""
        for parts in self._line_blocks():
            if text := self._text(parts):
                yield text

    def lines(self) -> Iterator[tuple[int, str]]:
        """``(line number, line)`` for every line, its end (``\\n`` or ``\\r\\n``) removed.

        With ``long_lines="skip"`` the numbers count the skipped lines too.
        """
        for parts in self._line_blocks():
            base = self._lines_done
            lines = iter(self._text(parts).split("\n"))
            for number, part in zip(itertools.count(base + 1), parts):
                if part is not None:
                    line = next(lines)
                    yield number, line[:-1] if line.endswith("\r") else line


def file_sha256(path: str | os.PathLike, label: Label, max_bytes: int, *,
                error: type[CodedError] = TextFileError) -> str:
    """The SHA-256 of a file's bytes, read only once the file passed :func:`open_binary`'s checks and its
    first bytes the encoding checks (so a binary or special file is refused before it is hashed).

    Raises
    ------
    error
        As :func:`open_binary`, or for a binary, UTF-32 or unmarked UTF-16 file.
    """
    with open_binary(path, label, max_bytes, error=error) as fh:
        reader = TextReader(fh, label, max_line_bytes=max_bytes, max_bytes=max_bytes, error=error)
        head = reader._head()
        _encoding_of(head, label, error)
        try:
            while reader._read(BLOCK_BYTES):
                pass
        except OSError as exc:
            raise error(TextFileProblem.UNREADABLE, file=label, reason=exc.strerror or str(exc)) from None
        return reader.sha256.hexdigest()


def read_file_lines(path: str | os.PathLike, label: Label, *, max_bytes: int, max_line_bytes: int,
                    undecodable: str = "refuse", error: type[CodedError] = TextFileError
                    ) -> Iterator[tuple[int, str]]:
    """``(line number, line)`` of a file (:func:`open_binary`, then :meth:`TextReader.lines`).

    Raises
    ------
    error
        For the file (kind, size, encoding) or its first bad line, naming it.
    """
    with open_binary(path, label, max_bytes, error=error) as fh:
        reader = TextReader(fh, label, max_line_bytes=max_line_bytes, undecodable=undecodable,
                            max_bytes=max_bytes, error=error)
        try:
            yield from reader.lines()
        except OSError as exc:
            raise error(TextFileProblem.UNREADABLE, file=label, reason=exc.strerror or str(exc)) from None
