"""Helpers shared by the network tests: client sessions that are always closed, reading events
until one arrives (bounded by a timeout, never a bare loop), a proxy that goes silent, a raw
WebSocket client, and a host in a child process whose memory can be read."""
from __future__ import annotations

import contextlib
import json
import os
import socket
import subprocess
import sys
import textwrap
import threading
import time
from pathlib import Path

import pytest
from websockets.client import ClientProtocol
from websockets.uri import parse_uri

from core.net import ClientSession, HostThread, Limits

#: Timeouts short enough for tests; a host of the round tests and the language tests uses them.
FAST = Limits(ping_interval=0.5, ping_timeout=0.5, hello_timeout=2.0, close_timeout=0.5, players_interval=0.05)


@pytest.fixture
def hosts():
    """``make(wordlist, **options)`` -> a started HostThread (``FAST`` limits unless given), stopped after."""
    made = []

    def make(wordlist, **options):
        options.setdefault("limits", FAST)
        host = HostThread(wordlist, **options).start()
        made.append(host)
        return host

    yield make
    for host in made:
        host.stop(5)
        assert not host.running


@pytest.fixture
def sessions():
    """``make(url, name, **options)`` -> a ClientSession with fast pings, closed after the test."""
    made = []

    def make(*args, **kwargs):
        kwargs.setdefault("ping_interval", 0.5)
        kwargs.setdefault("ping_timeout", 0.5)
        s = ClientSession(*args, **kwargs)
        made.append(s)
        return s

    yield make
    for s in made:
        s.close(5)
        assert s.closed


def until(session, kind: str, timeout: float = 10.0, where=lambda e: True) -> tuple[dict, list[dict]]:
    """Read events until one of ``kind`` matching ``where``; (that event, every event read).
    A ``closed`` event before it fails at once."""
    seen = []
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        for event in session.events(timeout=max(0.01, deadline - time.monotonic())):
            seen.append(event)
            if event["type"] == kind and where(event):
                return event, seen
            if event["type"] == "closed":
                raise AssertionError(f"closed before {kind}: {event}")
    raise AssertionError(f"no {kind} event in {timeout} s; got {[e['type'] for e in seen]}")


# -- a proxy that goes silent -------------------------------------------------------------------------
class StallingProxy:
    """A TCP proxy on 127.0.0.1 in front of ``port``: it passes bytes both ways until
    :meth:`stall`, after which the connections open then carry nothing more, in either direction,
    and are not closed (a network that went silent: a Wi-Fi drop, a sleeping router). Connections
    made after the stall pass traffic again. Threads end on :meth:`close`."""

    def __init__(self, port: int):
        self._target = port
        self._server = socket.create_server(("127.0.0.1", 0))
        self._server.settimeout(0.1)
        self.port = self._server.getsockname()[1]
        self._stalled: set[int] = set()     # ids of the connections that went silent
        self._live: list[tuple[int, socket.socket, socket.socket]] = []
        self._ids = iter(range(1, 1 << 30))
        self._closed = threading.Event()
        self._lock = threading.Lock()
        self._threads = [threading.Thread(target=self._accept, daemon=True, name="stalling-proxy")]
        self._threads[0].start()

    @property
    def url(self) -> str:
        return f"ws://127.0.0.1:{self.port}/"

    def stall(self) -> int:
        """Silence every connection open now; returns how many."""
        with self._lock:
            ids = {cid for cid, _a, _b in self._live}
            self._stalled |= ids
            return len(ids)

    def _accept(self) -> None:
        while not self._closed.is_set():
            try:
                client, _ = self._server.accept()
            except TimeoutError:
                continue
            except OSError:
                return
            try:
                upstream = socket.create_connection(("127.0.0.1", self._target), timeout=5)
            except OSError:
                client.close()
                continue
            cid = next(self._ids)
            with self._lock:
                self._live.append((cid, client, upstream))
            for src, dst in ((client, upstream), (upstream, client)):
                t = threading.Thread(target=self._pump, args=(cid, src, dst), daemon=True)
                t.start()
                self._threads.append(t)

    def _pump(self, cid: int, src: socket.socket, dst: socket.socket) -> None:
        src.settimeout(0.1)
        while not self._closed.is_set():
            if cid in self._stalled:        # hold everything: read nothing, write nothing, close nothing
                time.sleep(0.05)
                continue
            try:
                data = src.recv(65536)
            except TimeoutError:
                continue
            except OSError:
                data = b""
            if cid in self._stalled:
                continue                    # caught mid-way: these bytes are lost, as on a dead link
            if not data:
                with contextlib.suppress(OSError):
                    dst.shutdown(socket.SHUT_WR)
                return
            try:
                dst.sendall(data)
            except OSError:
                return

    def close(self) -> None:
        self._closed.set()
        self._server.close()
        with self._lock:
            for _cid, a, b in self._live:
                a.close()
                b.close()
        for t in self._threads:
            t.join(2)


# -- a raw WebSocket client --------------------------------------------------------------------------
class RawClient:
    """A WebSocket client on a bare socket (the library's sans-I/O protocol builds the bytes),
    so a test can stop reading, stop answering pings, or send what a polite client never would."""

    def __init__(self, url: str, rcvbuf: int | None = None, headers: dict | None = None):
        uri = parse_uri(url)
        self.sock = socket.socket()
        if rcvbuf:
            self.sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, rcvbuf)
        self.sock.settimeout(5)
        self.sock.connect((uri.host, uri.port))
        self.proto = ClientProtocol(uri, max_size=None)
        request = self.proto.connect()
        for key, value in (headers or {}).items():
            request.headers[key] = value
        self.proto.send_request(request)
        self._flush()
        deadline = time.monotonic() + 5
        while self.proto.handshake_exc is None and self.proto.state.name == "CONNECTING":
            assert time.monotonic() < deadline, "no handshake"
            self.proto.receive_data(self.sock.recv(65536))
        assert self.proto.handshake_exc is None, self.proto.handshake_exc

    def _flush(self):
        self.sock.sendall(b"".join(self.proto.data_to_send()))

    def send(self, text: str):
        self.proto.send_text(text.encode())
        self._flush()

    def eof_within(self, seconds: float) -> bool:
        """Read (and drop) everything until the host closes the TCP connection; False on timeout."""
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            self.sock.settimeout(max(0.01, deadline - time.monotonic()))
            try:
                if not self.sock.recv(65536):
                    return True
            except TimeoutError:
                return False
            except ConnectionResetError:
                return True
        return False

    def close(self):
        self.sock.close()


# -- a host in its own process, for its memory -------------------------------------------------------
HOST_CHILD = textwrap.dedent("""
    import sys, time, json
    from core.engine import load_wordlist
    from core.net import HostThread, Limits
    limits = Limits(**json.loads(sys.argv[1]))
    host = HostThread(load_wordlist(), seconds=600, limits=limits).start()
    if sys.argv[2] == "running":
        host.start_round("perslatgsineters")
    print(host.port, flush=True)
    sys.stdin.read()          # until the test closes our stdin; nobody reads the host's events
    host.stop()
""")


def rss_mib(pid: int) -> float:
    """Resident memory of a process (MiB), from /proc."""
    with open(f"/proc/{pid}/statm") as f:
        return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2 ** 20


@contextlib.contextmanager
def host_process(state: str = "waiting", **limits):
    """A round host in a child process (so its memory is its own): yields (url, pid)."""
    if not os.path.exists("/proc/self/statm"):
        pytest.skip("needs /proc to read a process's memory")
    root = Path(__file__).resolve().parents[2]
    child = subprocess.Popen([sys.executable, "-c", HOST_CHILD, json.dumps(limits), state], stdin=subprocess.PIPE,
                             stdout=subprocess.PIPE, text=True, cwd=root, env={**os.environ, "PYTHONPATH": str(root)})
    try:
        port = int(child.stdout.readline())
        yield f"ws://127.0.0.1:{port}/", child.pid
    finally:
        child.stdin.close()
        try:
            child.wait(10)
        except subprocess.TimeoutExpired:
            child.kill()
            child.wait(5)
