"""A player's identity in a round, kept on disk so it outlives the program.

A host knows a player by a secret rejoin token (docs/network.md). The app and
``boggle join`` keep each token in the user data folder, keyed by the host's address
and the player's name, with the host's room id and the time it stops being useful: the
end of the round it was issued for (a short grace after), so a restarted program comes
back as the same player, words and all, for the rest of that round, and as a new one
after it. The file holds secrets: it is written atomically, readable by its owner only,
and bounded; an unreadable file is an empty one (the worst case is a new player).
"""
from __future__ import annotations

import contextlib
import json
import os
import tempfile
import threading
import time
from pathlib import Path

__all__ = ["IdentityStore", "default_identities", "MAX_IDENTITIES", "GRACE_SECONDS"]

#: Identities kept at most (the soonest to expire go first).
MAX_IDENTITIES = 64
#: Seconds an identity outlives the end of its round (a restart right at the end still comes back).
GRACE_SECONDS = 120.0
#: How long an identity issued while the room waits for its first round lasts.
WAITING_SECONDS = 3600.0
_MAX_FILE = 256 * 1024


def _key(url: str, name: str) -> str:
    return f"{url.strip().rstrip('/').lower()} {' '.join(name.split()).casefold()}"


class IdentityStore:
    """Rejoin tokens by (host address, player name), in one JSON file.

    Parameters
    ----------
    path : path
        The file (created with its folder when the first identity is stored).
    clock : callable
        Wall-clock seconds (tests pass their own).
    """

    def __init__(self, path: str | Path, *, clock=time.time):
        self.path = Path(path)
        self._clock = clock
        self._lock = threading.Lock()

    def _read(self) -> dict[str, dict]:
        try:
            with open(self.path, "rb") as f:
                raw = f.read(_MAX_FILE + 1)
            data = json.loads(raw) if len(raw) <= _MAX_FILE else None
        except (OSError, ValueError):
            return {}
        if not isinstance(data, dict):
            return {}
        now = self._clock()
        return {k: v for k, v in data.items() if isinstance(k, str) and isinstance(v, dict)
                and isinstance(v.get("token"), str) and isinstance(v.get("expires"), (int, float))
                and v["expires"] > now}

    def _write(self, data: dict[str, dict]) -> None:
        if len(data) > MAX_IDENTITIES:
            data = dict(sorted(data.items(), key=lambda kv: kv[1]["expires"])[-MAX_IDENTITIES:])
        self.path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=".identities-", dir=self.path.parent)
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as f:
                json.dump(data, f)
            os.chmod(tmp, 0o600)
            os.replace(tmp, self.path)
        except BaseException:
            with contextlib.suppress(OSError):
                os.unlink(tmp)
            raise

    def get(self, url: str, name: str) -> str | None:
        """The token kept for ``name`` at ``url``, if it has not expired."""
        with self._lock:
            entry = self._read().get(_key(url, name))
        return None if entry is None else entry["token"]

    def put(self, url: str, name: str, *, token: str, room: str, round_id: int, state: str,
            seconds_left: float) -> None:
        """Keep ``token`` until the end of the round it is for (``GRACE_SECONDS`` after), or
        ``WAITING_SECONDS`` while the room waits for a round. Errors writing are ignored: the
        worst case is joining as a new player after a restart."""
        now = self._clock()
        if state == "running":
            expires = now + max(0.0, float(seconds_left)) + GRACE_SECONDS
        elif state == "waiting":
            expires = now + WAITING_SECONDS
        else:
            expires = now + GRACE_SECONDS
        with self._lock:
            data = self._read()
            data[_key(url, name)] = {"token": token, "room": room, "round": int(round_id), "expires": expires}
            with contextlib.suppress(OSError):
                self._write(data)

    def forget(self, url: str, name: str) -> None:
        with self._lock:
            data = self._read()
            if data.pop(_key(url, name), None) is not None:
                with contextlib.suppress(OSError):
                    self._write(data)


def default_identities() -> IdentityStore:
    """The store in the user data folder (``BOGGLE_DATA_DIR`` overrides it), shared by the app and the CLI."""
    from ..engine.wordlist import user_data_dir

    return IdentityStore(user_data_dir() / "network-identities.json")
