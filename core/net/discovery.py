"""Finding rounds on the local network: mDNS / DNS-SD service discovery with zeroconf.

A host advertises one ``_boggle._tcp.local.`` service whose TXT record says what
a player needs to choose a round before joining it: the protocol version, the
host's name, the board size, the word list's language and name, the number of
players and the round's state. Joiners browse for the service type.

Everything read from the network is untrusted: :func:`host_info_from_txt` turns
any TXT record into a :class:`HostInfo` with bounded, printable fields, or None.
The joiner then talks to the host over the protocol of docs/network.md, where
the host checks everything again; discovery only saves typing an address.

Multicast leaves the machine: the tests run it inside a network namespace with
only the loopback interface (tests/core/test_discovery.py).
"""
from __future__ import annotations

import ipaddress
import socket
import threading
import time
import uuid
from dataclasses import dataclass

import ifaddr
from zeroconf import InterfaceChoice, IPVersion, ServiceBrowser, ServiceInfo, ServiceStateChange, Zeroconf

from ..engine.language import LANGUAGES

__all__ = ["SERVICE_TYPE", "Advertiser", "HostBrowser", "HostInfo", "browse", "host_info_from_txt",
           "local_addresses", "listening_addresses"]

#: The DNS-SD service type of a Boggle round.
SERVICE_TYPE = "_boggle._tcp.local."
#: Longest text kept from any TXT field (names, list names); longer values are cut.
MAX_FIELD_CHARS = 48
#: Round states a host advertises.
STATES = ("waiting", "playing", "ended")
#: How long a browser waits for a service's details (milliseconds).
_RESOLVE_MS = 1500
_MAX_INSTANCE_CHARS = 40      # DNS labels are at most 63 bytes; leave room for " (2)" and UTF-8


@dataclass(frozen=True)
class HostInfo:
    """A round found on the network (from an advertisement: trust nothing here).

    Attributes
    ----------
    instance : str
        The service's full instance name (unique on the network).
    address, port : str, int
        Where the host listens (an IPv4 address).
    protocol_version : int
        The host's protocol version (0 when the record gave none).
    host_name, size, language, wordlist : str
        The host player's name, the board size ("4x4"), the list's language and name.
    players : int
        Players in the round.
    state : str
        One of ``STATES``, or "" when the record gave something else.
    locked : bool
        Whether the room asks for a password.
    """

    instance: str
    address: str
    port: int
    protocol_version: int = 0
    host_name: str = ""
    size: str = ""
    language: str = ""
    wordlist: str = ""
    players: int = 0
    state: str = ""
    locked: bool = False

    @property
    def url(self) -> str:
        """The WebSocket address to join."""
        return f"ws://{self.address}:{self.port}"

    @property
    def language_name(self) -> str:
        """The round's language by name (``German``); an unknown code as it came."""
        lang = LANGUAGES.get(self.language)
        return lang.name if lang is not None else self.language

    @property
    def label(self) -> str:
        """One line for a list of rounds: who hosts, which board and list, how many play."""
        who = self.host_name or self.instance.split(f".{SERVICE_TYPE}")[0]
        board = " ".join(part for part in (self.size, self.wordlist, self.language and f"({self.language_name})")
                         if part)
        players = f"{self.players} player" + ("" if self.players == 1 else "s")
        state = f", {self.state}" if self.state else ""
        locked = ", password" if self.locked else ""
        return f"{who}: {board} - {players}{state}{locked} - {self.address}:{self.port}"


def _text(value, limit: int = MAX_FIELD_CHARS) -> str:
    """Untrusted bytes or text -> printable text of at most ``limit`` characters."""
    if value is None:
        return ""
    if isinstance(value, (bytes, bytearray)):
        value = bytes(value[: limit * 4]).decode("utf-8", errors="replace")
    return "".join(ch for ch in str(value) if ch.isprintable())[:limit].strip()


def _count(value, high: int = 9999) -> int:
    """Untrusted bytes -> an int in 0..high (0 when it is not a plain number)."""
    text = _text(value, 6)
    return min(int(text), high) if text.isdigit() else 0


def host_info_from_txt(instance: str, address: str, port: int, properties: dict) -> HostInfo | None:
    """A :class:`HostInfo` from an advertisement's parts, or None when the address or port is unusable.

    Parameters
    ----------
    instance : str
        The service's instance name.
    address : str
        The advertised address; must be an IPv4 address.
    port : int
        The advertised port; must be in 1..65535.
    properties : dict
        The TXT record as zeroconf gives it (bytes keys, bytes or None values).
        Unknown keys are ignored; every value is cut to ``MAX_FIELD_CHARS``
        printable characters, counts to plain numbers.
    """
    try:
        address = str(ipaddress.IPv4Address(str(address)))
    except ValueError:
        return None
    if not isinstance(port, int) or not 0 < port < 65536:
        return None
    fields = {}
    for key, value in (properties or {}).items():
        key = key.decode("ascii", errors="replace") if isinstance(key, (bytes, bytearray)) else str(key)
        fields[key[:16].lower()] = value
    state = _text(fields.get("state"), 10)
    return HostInfo(instance=_text(instance, 4 * MAX_FIELD_CHARS), address=address, port=port,
                    protocol_version=_count(fields.get("v"), 999), host_name=_text(fields.get("host")),
                    size=_text(fields.get("size"), 8), language=_text(fields.get("lang"), 16),
                    wordlist=_text(fields.get("list")), players=_count(fields.get("players")),
                    state=state if state in STATES else "", locked=_text(fields.get("lock"), 1) == "1")


def local_addresses() -> list[str]:
    """This machine's IPv4 addresses to advertise: the non-loopback ones, else the loopback ones."""
    found = []
    for adapter in ifaddr.get_adapters():
        for ip in adapter.ips:
            if ip.is_IPv4 and isinstance(ip.ip, str) and ip.ip not in found:
                parsed = ipaddress.IPv4Address(ip.ip)
                if not parsed.is_link_local:
                    found.append(ip.ip)
    outside = [a for a in found if not ipaddress.IPv4Address(a).is_loopback]
    return outside or found


#: Bind addresses that mean every interface.
_ANY = ("", "0.0.0.0", "::")


def listening_addresses(bind: str) -> list[str]:
    """The IPv4 addresses a host bound to ``bind`` can be reached at: this machine's addresses
    when it listens on all of them, else the one it listens on (never an address it does not
    listen on). Empty for an IPv6-only bind (discovery advertises IPv4)."""
    if bind in _ANY:
        return local_addresses()
    try:
        return [str(ipaddress.IPv4Address(bind))]
    except ValueError:
        pass
    try:
        infos = socket.getaddrinfo(bind, None, socket.AF_INET, socket.SOCK_STREAM)
    except OSError:
        return []
    return list(dict.fromkeys(str(info[4][0]) for info in infos))   # (host, port) for AF_INET


def _players_in(snapshot: dict) -> int:
    return sum(1 for p in snapshot.get("players") or [] if not p.get("left"))


def _state_of(snapshot: dict) -> str:
    state = (snapshot.get("round") or {}).get("state", "waiting")
    return {"running": "playing"}.get(state, state if state in STATES else "waiting")


def _instance_label(name: str) -> str:
    # Dots would end the label early; keep the name readable and short.
    label = " ".join(_text(name, _MAX_INSTANCE_CHARS).replace(".", " ").split())
    return label or "Boggle round"


def _interfaces(interfaces):
    return InterfaceChoice.All if interfaces is None else list(interfaces)


class Advertiser:
    """Advertise one hosted round; methods block briefly (mDNS probing), so call them off the GUI thread.

    Parameters
    ----------
    port : int
        The port the host listens on.
    host_name : str
        The host player's name (also the service's instance name, made unique if taken).
    protocol_version : int
        The protocol version the host speaks.
    size, language, wordlist : str
        The board size ("4x4"), the list's language and name.
    players : int
        Players in the round so far.
    state : str
        One of ``STATES``.
    locked : bool
        Whether the room asks for a password (only that is said, never the password).
    addresses : list of str, optional
        IPv4 addresses to advertise (default: :func:`local_addresses`).
    interfaces : list of str, optional
        Interfaces to send multicast on, by address (default: all).
    """

    def __init__(self, port: int, *, host_name: str, protocol_version: int, size: str = "", language: str = "",
                 wordlist: str = "", players: int = 0, state: str = "waiting", addresses: list[str] | None = None,
                 interfaces: list[str] | None = None, locked: bool = False):
        if not 0 < int(port) < 65536:
            raise ValueError(f"port {port} is not in 1..65535")
        self.port = int(port)
        self.addresses = list(addresses) if addresses else local_addresses()
        if not self.addresses:
            raise OSError("no network address to advertise")
        self._interfaces = interfaces
        self._fields = {"v": str(int(protocol_version)), "host": _text(host_name), "size": _text(size, 8),
                        "lang": _text(language, 16), "list": _text(wordlist), "players": str(max(0, int(players))),
                        "state": state, "lock": "1" if locked else "0"}
        self._label = _instance_label(host_name)
        self._server = f"boggle-{uuid.uuid4().hex[:10]}.local."
        self._lock = threading.Lock()
        self._zc: Zeroconf | None = None
        self._info: ServiceInfo | None = None

    @classmethod
    def for_round(cls, snapshot: dict, *, host_name: str, interfaces: list[str] | None = None,
                  addresses: list[str] | None = None) -> Advertiser:
        """An advertiser for a running host, from its ``snapshot()`` (``HostThread.snapshot``).

        The host's port, board size, list name, language, players and round state fill
        the record; :meth:`follow` keeps it up to date. ``boggle host --advertise`` uses it.
        Only the addresses the host listens on (its ``bind``) are advertised, and a host on
        one address sends its multicast there only (a host on 127.0.0.1: this machine).

        Raises
        ------
        OSError
            If the host listens on no IPv4 address that could be advertised.
        """
        from .protocol import PROTOCOL_VERSION
        setup = snapshot.get("setup") or {}
        bind = str(snapshot.get("bind", ""))
        if addresses is None:
            addresses = listening_addresses(bind)
            if not addresses:
                raise OSError(f"the host listens on {bind!r}: no IPv4 address to advertise")
            if interfaces is None and bind not in _ANY:
                interfaces = list(addresses)
        return cls(int(snapshot["port"]), host_name=host_name, protocol_version=PROTOCOL_VERSION,
                   size=str(setup.get("size", "")), language=str(setup.get("language", "")),
                   wordlist=str((setup.get("wordlist") or {}).get("name", "")), players=_players_in(snapshot),
                   state=_state_of(snapshot), interfaces=interfaces, addresses=addresses,
                   locked=bool(snapshot.get("password")))

    def follow(self, snapshot: dict) -> None:
        """Publish the players and round state of a host's ``snapshot()`` if they changed."""
        self.update(players=_players_in(snapshot), state=_state_of(snapshot))

    @property
    def name(self) -> str:
        """The registered instance name (may differ from the host's name if that was taken)."""
        info = self._info
        return info.name if info is not None else f"{self._label}.{SERVICE_TYPE}"

    def _service_info(self, name: str) -> ServiceInfo:
        return ServiceInfo(SERVICE_TYPE, name, port=self.port, properties=dict(self._fields), server=self._server,
                           parsed_addresses=self.addresses)

    def start(self) -> None:
        """Register the service (probes the name first: about a second)."""
        with self._lock:
            if self._zc is not None:
                return
            zc = Zeroconf(interfaces=_interfaces(self._interfaces), ip_version=IPVersion.V4Only)
            try:
                info = self._service_info(f"{self._label}.{SERVICE_TYPE}")
                zc.register_service(info, allow_name_change=True)
            except BaseException:
                zc.close()
                raise
            self._zc, self._info = zc, info

    def update(self, *, players: int | None = None, state: str | None = None, size: str | None = None,
               language: str | None = None, wordlist: str | None = None) -> None:
        """Publish changed fields (a no-op when nothing changed or the service is not registered)."""
        changes = {"players": None if players is None else str(max(0, int(players))), "state": state,
                   "size": None if size is None else _text(size, 8),
                   "lang": None if language is None else _text(language, 16),
                   "list": None if wordlist is None else _text(wordlist)}
        if state is not None and state not in STATES:
            raise ValueError(f"state {state!r} is not one of {', '.join(STATES)}")
        with self._lock:
            changed = {k: v for k, v in changes.items() if v is not None and self._fields.get(k) != v}
            self._fields.update(changed)
            if not changed or self._zc is None or self._info is None:
                return
            info = self._service_info(self._info.name)
            self._zc.update_service(info)
            self._info = info

    def close(self) -> None:
        """Withdraw the service (goodbye packets) and close the sockets; safe to call twice."""
        with self._lock:
            zc, self._zc = self._zc, None
            if zc is None:
                return
            try:
                if self._info is not None:
                    zc.unregister_service(self._info)
            finally:
                zc.close()

    def __enter__(self) -> Advertiser:
        self.start()
        return self

    def __exit__(self, *exc) -> None:
        self.close()


class HostBrowser:
    """Watch the network for hosted rounds; thread-safe.

    The zeroconf threads update the list; any thread reads it with :meth:`hosts`
    and waits for a change with :meth:`wait_for_change` (the app's discovery job
    does that and hands each new list to the window).

    Parameters
    ----------
    interfaces : list of str, optional
        Interfaces to listen on, by address (default: all).
    """

    def __init__(self, interfaces: list[str] | None = None):
        self._lock = threading.Condition()
        self._hosts: dict[str, HostInfo] = {}
        self._version = 0
        self._zc = Zeroconf(interfaces=_interfaces(interfaces), ip_version=IPVersion.V4Only)
        try:
            self._browser = ServiceBrowser(self._zc, SERVICE_TYPE, handlers=[self._on_change])
        except BaseException:
            self._zc.close()
            raise
        self._closed = False

    def _on_change(self, zeroconf: Zeroconf, service_type: str, name: str, state_change: ServiceStateChange) -> None:
        # Runs in the browser's thread, where a blocking look-up is allowed.
        if state_change is ServiceStateChange.Removed:
            self._set(name, None)
            return
        try:
            info = zeroconf.get_service_info(service_type, name, timeout=_RESOLVE_MS)
        except Exception:  # noqa: BLE001 - a malformed or vanished service is simply not listed
            info = None
        if info is None:
            return
        addresses = info.parsed_addresses(IPVersion.V4Only)
        found = host_info_from_txt(name, addresses[0] if addresses else "", info.port or 0, info.properties)
        self._set(name, found)

    def _set(self, name: str, found: HostInfo | None) -> None:
        with self._lock:
            old = self._hosts.get(name)
            if found is None:
                if old is None:
                    return
                del self._hosts[name]
            elif found == old:
                return
            else:
                self._hosts[name] = found
            self._version += 1
            self._lock.notify_all()

    @property
    def version(self) -> int:
        """Counts the changes to the list so far."""
        with self._lock:
            return self._version

    def hosts(self) -> list[HostInfo]:
        """The rounds found, by host name then address."""
        with self._lock:
            return sorted(self._hosts.values(), key=lambda h: (h.host_name.lower(), h.address, h.port, h.instance))

    def wait_for_change(self, since: int, timeout: float) -> int:
        """Block until the version differs from ``since`` or ``timeout`` seconds pass; return the version."""
        deadline = time.monotonic() + max(0.0, timeout)
        with self._lock:
            while self._version == since and not self._closed:
                left = deadline - time.monotonic()
                if left <= 0:
                    break
                self._lock.wait(left)
            return self._version

    def close(self) -> None:
        """Stop browsing and close the sockets; safe to call twice."""
        with self._lock:
            if self._closed:
                return
            self._closed = True
            self._lock.notify_all()
        try:
            self._browser.cancel()
        finally:
            self._zc.close()

    def __enter__(self) -> HostBrowser:
        return self

    def __exit__(self, *exc) -> None:
        self.close()


def browse(timeout: float = 3.0, *, interfaces: list[str] | None = None, until=None) -> list[HostInfo]:
    """Rounds advertised on the network, after listening for ``timeout`` seconds.

    Parameters
    ----------
    timeout : float
        How long to listen (mDNS answers take up to about a second).
    interfaces : list of str, optional
        Interfaces to listen on, by address (default: all).
    until : callable, optional
        ``until(hosts) -> bool``: return early once it is true for the list so far.
    """
    deadline = time.monotonic() + max(0.0, float(timeout))
    with HostBrowser(interfaces) as browser:
        version = 0
        while True:
            hosts = browser.hosts()
            if until is not None and until(hosts):
                return hosts
            left = deadline - time.monotonic()
            if left <= 0:
                return hosts
            version = browser.wait_for_change(version, left)


def hostname_label() -> str:
    """This machine's short host name (a default host name for the round)."""
    return socket.gethostname().split(".")[0] or "Boggle"
