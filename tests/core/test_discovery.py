"""Service discovery (core.net.discovery).

Multicast never touches this machine's real interfaces: every check that sends
it runs in a subprocess inside a fresh network namespace (``unshare -n``, or
``unshare -rn`` when not root) whose only interface is the loopback, with
multicast turned on and routed there. The subprocess refuses to run if it sees
any other interface. Without unshare or ip, or where namespaces are not allowed,
those tests are skipped and say why. Parsing untrusted TXT records is tested in
process (no sockets).
"""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from functools import cache
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from core.net.discovery import MAX_FIELD_CHARS, STATES, Advertiser, HostInfo, host_info_from_txt

REPO = Path(__file__).resolve().parents[2]
NAMESPACE_SETUP = "ip link set lo up multicast on && ip route add 224.0.0.0/4 dev lo"


# -- parsing what the network says (no sockets) ------------------------------------------------
# Addresses here are data handed to the parser, never dialled; tests name only 127.0.0.1 all the same.
def test_txt_record_becomes_host_info():
    info = host_info_from_txt("Ann._boggle._tcp.local.", "127.0.0.1", 8765,
                              {b"v": b"1", b"host": b"Ann", b"size": b"4x4", b"lang": b"en", b"list": b"scowl-60",
                               b"players": b"3", b"state": b"playing"})
    assert info == HostInfo("Ann._boggle._tcp.local.", "127.0.0.1", 8765, 1, "Ann", "4x4", "en", "scowl-60", 3,
                            "playing")
    assert info.url == "ws://127.0.0.1:8765"
    assert "Ann" in info.label and "3 players" in info.label and "127.0.0.1:8765" in info.label
    assert not info.locked and "password" not in info.label


def test_a_locked_room_says_so_and_nothing_more():
    info = host_info_from_txt("x", "127.0.0.1", 80, {b"lock": b"1", b"players": b"2"})
    assert info.locked and "2 players, password" in info.label
    assert not host_info_from_txt("x", "127.0.0.1", 80, {b"lock": b"yes"}).locked
    advertiser = Advertiser.for_round({"port": 8765, "bind": "127.0.0.1", "players": [], "round": {"state": "waiting"},
                                       "password": True}, host_name="Ann")
    assert advertiser._fields["lock"] == "1"


@pytest.mark.parametrize(("address", "port"), [("not an address", 80), ("::1", 80), ("127.0.0.1", 0),
                                               ("127.0.0.1", 70000), ("127.0.0.1", "80")])
def test_unusable_address_or_port_is_not_listed(address, port):
    assert host_info_from_txt("x", address, port, {}) is None


def test_hostile_fields_are_cut_and_cleaned():
    info = host_info_from_txt("x", "127.0.0.1", 80, {b"host": b"\x1b[31m" + b"A" * 500, b"players": b"-5",
                                                   b"v": b"1e9", b"state": b"hacked", b"list": b"\xff\xfe\x00ok",
                                                   b"SIZE": b"4x4"})
    assert info.host_name == "[31m" + "A" * (MAX_FIELD_CHARS - 4)   # the escape character is gone
    assert info.players == 0 and info.protocol_version == 0 and info.state == ""
    assert info.wordlist == "\ufffd\ufffdok" and info.size == "4x4"


@given(st.dictionaries(st.binary(max_size=20), st.one_of(st.none(), st.binary(max_size=300)), max_size=12),
       st.text(max_size=300))
def test_any_txt_record_parses_to_bounded_printable_fields(properties, instance):
    info = host_info_from_txt(instance, "127.0.0.1", 1234, properties)
    assert info is not None
    for text in (info.host_name, info.size, info.language, info.wordlist, info.state):
        assert len(text) <= MAX_FIELD_CHARS and text.isprintable()
    assert 0 <= info.players <= 9999 and 0 <= info.protocol_version <= 999
    assert info.state in (*STATES, "")


# -- multicast inside a private network namespace -----------------------------------------------
@cache
def _namespace_command() -> list[str] | str:
    """The command prefix that runs a shell in a fresh loopback-only namespace, or why there is none."""
    if shutil.which("unshare") is None or shutil.which("ip") is None:
        return "needs the unshare and ip commands (util-linux, iproute2)"
    for flags in (["-n"], ["-rn"]):
        cmd = ["unshare", *flags, "sh", "-c"]
        try:
            done = subprocess.run([*cmd, NAMESPACE_SETUP], capture_output=True, timeout=20)
        except (OSError, subprocess.TimeoutExpired) as exc:
            return f"unshare failed: {exc}"
        if done.returncode == 0:
            return cmd
    return f"cannot create a network namespace with multicast on loopback: {done.stderr.decode().strip()}"


def _in_namespace(case: str, timeout: float = 60) -> dict:
    """Run ``_CASES[case]`` in a subprocess inside a fresh namespace; its JSON report."""
    cmd = _namespace_command()
    if isinstance(cmd, str):
        pytest.skip(f"multicast discovery tests skipped: {cmd}")
    entry = "from tests.core.test_discovery import _main; _main()"
    script = f"{NAMESPACE_SETUP} && exec {sys.executable} -c '{entry}' {case}"
    env = dict(os.environ, PYTHONPATH=str(REPO))
    done = subprocess.run([*cmd, script], capture_output=True, text=True, timeout=timeout, cwd=REPO, env=env)
    assert done.returncode == 0, f"namespace check {case} failed:\n{done.stdout}\n{done.stderr}"
    return json.loads(done.stdout.strip().splitlines()[-1])


def _main() -> None:
    """Entry point inside the namespace: check the isolation, run one case, print its report as JSON."""
    import ifaddr

    names = sorted({adapter.nice_name for adapter in ifaddr.get_adapters()})
    if names != ["lo"]:
        raise SystemExit(f"refusing to send multicast: interfaces {names} are not just the loopback")
    report = _CASES[sys.argv[1]]()
    print(json.dumps(report))


def _case_advertise_and_browse() -> dict:
    from core.net.discovery import Advertiser, browse

    with Advertiser(8765, host_name="Ann", protocol_version=1, size="4x4", language="en", wordlist="scowl-60",
                    players=1, interfaces=["127.0.0.1"]) as ad:
        hosts = browse(5.0, interfaces=["127.0.0.1"], until=lambda found: bool(found))
        return {"name": ad.name, "addresses": ad.addresses, "hosts": [h.__dict__ for h in hosts]}


def _case_live_updates() -> dict:
    import time

    from core.net.discovery import Advertiser, HostBrowser

    seen = []
    with HostBrowser(interfaces=["127.0.0.1"]) as browser:
        def wait_for(test, timeout=8.0):
            deadline, version = time.monotonic() + timeout, 0
            while time.monotonic() < deadline:
                hosts = browser.hosts()
                if test(hosts):
                    seen.append([h.__dict__ for h in hosts])
                    return True
                version = browser.wait_for_change(version, deadline - time.monotonic())
            seen.append([h.__dict__ for h in browser.hosts()])
            return False

        ann = Advertiser(8765, host_name="Ann", protocol_version=1, size="4x4", interfaces=["127.0.0.1"])
        ann.start()
        other = Advertiser(8766, host_name="Bea", protocol_version=1, size="5x5", interfaces=["127.0.0.1"])
        other.start()
        both = wait_for(lambda hosts: len(hosts) == 2)
        ann.update(players=3, state="playing")
        updated = wait_for(lambda hosts: any(h.players == 3 and h.state == "playing" for h in hosts))
        other.close()
        gone = wait_for(lambda hosts: [h.port for h in hosts] == [8765])
        ann.close()
        empty = wait_for(lambda hosts: not hosts)
    return {"both": both, "updated": updated, "gone": gone, "empty": empty, "seen": seen,
            "names": [ann.name, other.name]}


def _case_hostile_record() -> dict:
    from zeroconf import IPVersion, ServiceInfo, Zeroconf

    from core.net.discovery import SERVICE_TYPE, browse

    zc = Zeroconf(interfaces=["127.0.0.1"], ip_version=IPVersion.V4Only)
    try:
        bad = ServiceInfo(SERVICE_TYPE, f"Mallory.{SERVICE_TYPE}", port=9999, server="mallory.local.",
                          parsed_addresses=["127.0.0.1"],
                          properties={b"host": b"\x07" + b"M" * 200, b"players": b"lots", b"v": b"\xff"})
        zc.register_service(bad)
        hosts = browse(5.0, interfaces=["127.0.0.1"], until=lambda found: bool(found))
    finally:
        zc.close()
    return {"hosts": [h.__dict__ for h in hosts]}


def _case_discover_and_join() -> dict:
    from core.engine import load_wordlist
    from core.net.client import ClientSession
    from core.net.discovery import Advertiser, browse
    from core.net.host import HostThread
    from core.net.protocol import PROTOCOL_VERSION

    host = HostThread(load_wordlist(), dice="new", seconds=60, host="127.0.0.1", port=0).start()
    try:
        with Advertiser.for_round(host.snapshot(), host_name="Ann", interfaces=["127.0.0.1"]) as ad:
            [found] = browse(5.0, interfaces=["127.0.0.1"], until=lambda hosts: bool(hosts))
            session = ClientSession(found.url, "Bob")
            try:
                types = []
                for event in session.events(timeout=10.0):
                    types.append(event["type"])
                    if event["type"] == "welcome":
                        break
                host.start_round()
                ad.follow(host.snapshot())
                [later] = browse(5.0, interfaces=["127.0.0.1"],
                                 until=lambda hosts: bool(hosts) and hosts[0].state == "playing")
            finally:
                session.close()
        players = [p["name"] for p in host.snapshot()["players"]]
    finally:
        host.stop()
    return {"url": found.url, "port": host.port, "version": found.protocol_version, "types": types,
            "players": players, "expected_version": PROTOCOL_VERSION, "found": found.__dict__,
            "later": later.__dict__}


def _case_boggle_host_advertises_where_it_listens() -> dict:
    """``boggle host --advertise`` on a machine with a second address it does not listen on."""
    import subprocess
    import time

    from zeroconf import IPVersion, Zeroconf

    from core.net.client import ClientSession
    from core.net.discovery import SERVICE_TYPE, browse

    subprocess.run(["ip", "addr", "add", "127.0.0.2/8", "dev", "lo"], check=True)   # inside the namespace
    host = subprocess.Popen([sys.executable, "-m", "core", "host", "--advertise", "--bind", "127.0.0.1",
                             "--players", "2", "--seconds", "60"], stdout=subprocess.PIPE, text=True, cwd=REPO)
    try:
        url = None
        while url is None:
            line = host.stdout.readline()
            if not line:
                raise SystemExit("boggle host ended")
            if "Join with:" in line:
                url = line.split()[4]
        [found] = browse(8.0, interfaces=["127.0.0.1"], until=lambda hosts: bool(hosts))
        zc = Zeroconf(interfaces=["127.0.0.1"], ip_version=IPVersion.V4Only)
        try:
            info = zc.get_service_info(SERVICE_TYPE, found.instance, timeout=3000)
            advertised = sorted(info.parsed_addresses(IPVersion.V4Only)) if info else []
        finally:
            zc.close()
        session = ClientSession(url, "Bob")
        try:
            for event in session.events(timeout=10.0):
                if event["type"] == "welcome":
                    break
            t = time.monotonic()
            [later] = browse(8.0, interfaces=["127.0.0.1"], until=lambda hosts: bool(hosts) and hosts[0].players == 1)
            waited = time.monotonic() - t
        finally:
            session.close()
    finally:
        host.terminate()
        host.wait(10)
    return {"url": url, "advertised": advertised, "players_while_waiting": later.players, "state": later.state,
            "waited": waited}


_CASES = {"boggle_host_advertises_where_it_listens": _case_boggle_host_advertises_where_it_listens,
          "advertise_and_browse": _case_advertise_and_browse, "live_updates": _case_live_updates,
          "hostile_record": _case_hostile_record, "discover_and_join": _case_discover_and_join}


def test_advertised_round_is_found_with_its_details():
    report = _in_namespace("advertise_and_browse")
    assert report["addresses"] == ["127.0.0.1"]       # only the loopback exists in the namespace
    assert report["hosts"] == [{"instance": report["name"], "address": "127.0.0.1", "port": 8765,
                                "protocol_version": 1, "host_name": "Ann", "size": "4x4", "language": "en",
                                "wordlist": "scowl-60", "players": 1, "state": "waiting", "locked": False}]


def test_browser_follows_changes_and_departures():
    report = _in_namespace("live_updates")
    assert report["both"], report["seen"]
    assert sorted(h["port"] for h in report["seen"][0]) == [8765, 8766]
    assert report["updated"], report["seen"]
    assert report["gone"], report["seen"]
    assert report["empty"], report["seen"]


def test_hostile_advertisement_is_listed_harmlessly():
    report = _in_namespace("hostile_record")
    [host] = report["hosts"]
    assert host["host_name"] == "M" * MAX_FIELD_CHARS
    assert host["players"] == 0 and host["protocol_version"] == 0 and host["port"] == 9999


def test_a_round_found_by_discovery_can_be_joined():
    report = _in_namespace("discover_and_join")
    assert report["url"] == f"ws://127.0.0.1:{report['port']}"
    assert report["version"] == report["expected_version"]
    assert report["types"][-1] == "welcome" and report["players"] == ["Bob"]
    assert report["found"]["size"] == "4x4" and report["found"]["wordlist"] and report["found"]["state"] == "waiting"
    assert report["found"]["players"] == 0
    assert report["later"]["players"] == 1 and report["later"]["state"] == "playing"


def test_boggle_host_advertises_only_where_it_listens_and_follows_its_players():
    report = _in_namespace("boggle_host_advertises_where_it_listens", timeout=90)
    assert report["url"].startswith("ws://127.0.0.1:")
    assert report["advertised"] == ["127.0.0.1"]            # not 127.0.0.2, where nothing listens
    assert report["players_while_waiting"] == 1 and report["state"] == "waiting"   # not "0 players"


if __name__ == "__main__":   # pragma: no cover - the subprocess entry point
    _main()
