"""One running game per data folder: a second start hands its request to the first one and exits.

The first start takes a lock file in the data folder (``QLockFile``) and listens on
a local socket named after the user and the folder (``QLocalServer``, readable by
the user only). A later start that finds the lock taken connects to that socket,
sends its request (a game code or a file to open, or nothing: bring the window to
the front) as one line of JSON, waits for ``ok`` and exits; it never opens the
history, so it can neither offer to resume nor change the round the first one is
playing. A lock whose process is gone (killed, crashed) is stale and taken over at
once; age alone never makes a lock stale, because the game keeps it for hours.

A request is read like any message from outside: bounded in size and time, and
checked field by field; what it asks for goes through the same checks as the
player's own input.
"""
from __future__ import annotations

import getpass
import hashlib
import json
import os
import sys
import time
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QLockFile, QObject, QTimer, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket

__all__ = ["InstanceLock", "InstanceServer", "Request", "RequestError", "hand_over", "server_name"]

#: The lock file's name in the data folder.
LOCK_FILE = "boggle-gui.lock"
#: Longest request accepted (bytes, with its newline); each text field is at most FIELD_LIMIT characters.
REQUEST_LIMIT = 16 * 1024
FIELD_LIMIT = 4096
#: How long a connection may take to send its request before it is dropped.
READ_TIMEOUT_MS = 3000
#: How long a second start tries to reach the first one, and then waits for its answer.
CONNECT_SECONDS = 4.0
REPLY_SECONDS = 4.0
_REPLY = b"ok\n"


class RequestError(ValueError):
    """A request that is not one this program sends."""


@dataclass(frozen=True)
class Request:
    """What a start asks of the running game: a game code or file path (``target``), or a board to play."""

    target: str | None = None
    board: str | None = None

    def encode(self) -> bytes:
        return json.dumps({"target": self.target, "board": self.board}).encode() + b"\n"

    @classmethod
    def decode(cls, data: bytes) -> Request:
        try:
            obj = json.loads(data.decode("utf-8"))
        except (UnicodeDecodeError, ValueError) as exc:
            raise RequestError(f"not a request: {exc}") from None
        if not isinstance(obj, dict) or set(obj) - {"target", "board"}:
            raise RequestError("not a request: unexpected fields")
        fields = {}
        for key in ("target", "board"):
            value = obj.get(key)
            if value is not None and not (isinstance(value, str) and 0 < len(value) <= FIELD_LIMIT):
                raise RequestError(f"not a request: bad {key}")
            fields[key] = value
        return cls(**fields)

    def __bool__(self) -> bool:
        return bool(self.target or self.board)


def server_name(folder: Path) -> str:
    """The local socket's name for the data folder ``folder``: one per user and folder.

    In the user's runtime folder where there is one (private to the user, emptied at
    log-out); otherwise a name Qt places in the temporary folder (a named pipe on Windows).
    """
    try:
        user = getpass.getuser()
    except (KeyError, OSError):          # no user name: the uid keeps users apart
        user = str(getattr(os, "getuid", lambda: "")())
    key = hashlib.sha256(f"{user}\0{folder.resolve()}".encode()).hexdigest()[:20]
    name = f"boggle-gui-{key}"
    runtime = os.environ.get("XDG_RUNTIME_DIR")
    if sys.platform != "win32" and runtime and Path(runtime).is_dir():
        return str(Path(runtime) / name)
    return name


class InstanceLock:
    """The lock that makes a start the one running game of a data folder."""

    def __init__(self, folder: Path):
        self.folder = folder
        self.path = folder / LOCK_FILE
        self._lock: QLockFile | None = None

    def acquire(self) -> bool:
        """Take the lock (a stale one is taken over); False if another live process holds it.

        Raises OSError if the data folder cannot be created.
        """
        self.folder.mkdir(parents=True, exist_ok=True)
        lock = QLockFile(str(self.path))
        lock.setStaleLockTime(0)          # only a dead holder makes the lock stale, never its age
        if not lock.tryLock(0):
            if lock.error() != QLockFile.LockError.LockFailedError:
                raise OSError(f"cannot create the lock file {self.path}")
            return False
        self._lock = lock
        return True

    def holder(self) -> str:
        """Who holds the lock, for messages: ``"process 123 on host"``, or ``""``."""
        info = QLockFile(str(self.path)).getLockInfo()
        if not info:
            return ""
        pid, host, _app = info
        return f"process {pid} on {host}" if host else f"process {pid}"

    def release(self) -> None:
        if self._lock is not None:
            self._lock.unlock()
            self._lock = None


class InstanceServer(QObject):
    """The first start's end of the socket: emits ``request_received`` for each request a later start sends."""

    request_received = Signal(object)    # a Request

    def __init__(self, name: str, parent: QObject | None = None):
        super().__init__(parent)
        self.name = name
        self._server = QLocalServer(self)
        self._server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        self._server.newConnection.connect(self._on_new_connection)

    def listen(self) -> bool:
        """Start listening. Call it holding the lock: a socket left by a dead process is removed first."""
        QLocalServer.removeServer(self.name)
        return self._server.listen(self.name)

    def error(self) -> str:
        return self._server.errorString()

    def close(self) -> None:
        self._server.close()

    def _on_new_connection(self) -> None:
        while self._server.hasPendingConnections():
            socket = self._server.nextPendingConnection()
            buffer = bytearray()
            timer = QTimer(socket)
            timer.setSingleShot(True)
            timer.timeout.connect(lambda s=socket: s.abort())
            timer.start(READ_TIMEOUT_MS)
            socket.readyRead.connect(lambda s=socket, b=buffer: self._read(s, b))
            socket.disconnected.connect(socket.deleteLater)

    def _read(self, socket: QLocalSocket, buffer: bytearray) -> None:
        buffer += bytes(socket.read(REQUEST_LIMIT + 1 - len(buffer)).data())
        end = buffer.find(b"\n")
        if end < 0:
            if len(buffer) > REQUEST_LIMIT:
                socket.abort()
            return
        try:
            request = Request.decode(bytes(buffer[:end]))
        except RequestError:
            socket.abort()
            return
        del buffer[:]
        socket.write(_REPLY)
        socket.disconnectFromServer()
        self.request_received.emit(request)


def hand_over(name: str, request: Request, connect_seconds: float = CONNECT_SECONDS,
              reply_seconds: float = REPLY_SECONDS) -> bool:
    """Send ``request`` to the running game listening on ``name``; True once it has answered.

    Blocking, with bounded waits: the caller has no window and exits afterwards. The first
    start may still be starting (between taking the lock and listening), so connecting is
    tried again until ``connect_seconds`` have passed.
    """
    socket = QLocalSocket()
    deadline = time.monotonic() + connect_seconds
    while True:
        socket.connectToServer(name)
        if socket.waitForConnected(500):
            break
        socket.abort()
        if time.monotonic() > deadline:
            return False
        time.sleep(0.1)
    socket.write(request.encode())
    if not socket.waitForBytesWritten(int(reply_seconds * 1000)):
        return False
    reply = b""
    deadline = time.monotonic() + reply_seconds
    while len(reply) < len(_REPLY) and time.monotonic() < deadline:
        if not socket.waitForReadyRead(max(1, int((deadline - time.monotonic()) * 1000))):
            break
        reply += bytes(socket.readAll().data())
    socket.abort()
    return reply.startswith(_REPLY)
