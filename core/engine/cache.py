"""On-disk caches of numpy arrays: atomic writes, loads that trust nothing.

A cache file is an ``.npz`` archive of the caller's arrays plus entries of its own:
the key (what the arrays were computed from, e.g. the SHA-256 of a word list),
the format version and, if asked for, a SHA-256 of the arrays.

* :func:`save_arrays` writes a temporary file in the cache's own folder and
  renames it over the old one (``os.replace``): a reader sees the old file or the
  new one, never half of one. The temporary file is removed whenever the write or
  the rename fails. A folder that cannot be written only costs speed.
* :func:`load_arrays` returns the arrays only if the file is a plain archive of
  exactly the expected names, key and version, each array of the expected dtype
  and number of dimensions, the checksum (if any) matches, and the caller's
  ``validate`` accepts them. Anything else, damaged or crafted, gives None and the
  caller rebuilds.

Example
-------
>>> f = cache_file(Path("/tmp/c"), "scores", 1, "abc")              # doctest: +SKIP
>>> save_arrays(f, {"scores": np.arange(3)}, key="abc", version=1)  # doctest: +SKIP
>>> load_arrays(f, {"scores": (np.int64, 1)}, key="abc", version=1) # doctest: +SKIP
"""
from __future__ import annotations

import contextlib
import hashlib
import os
import tempfile
import zipfile
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

import numpy as np

__all__ = ["cache_file", "save_arrays", "load_arrays", "arrays_checksum"]

KEY = "cache_key"
VERSION = "cache_version"
CHECKSUM = "cache_checksum"
_META = (KEY, VERSION, CHECKSUM)


def cache_file(folder: Path, kind: str, version: int, key: str) -> Path:
    """``folder/KIND-vVERSION-KEY.npz``: a new version or key never reads an old file."""
    return Path(folder) / f"{kind}-v{version}-{key}.npz"


def arrays_checksum(arrays: Mapping[str, np.ndarray]) -> str:
    """SHA-256 over the names, dtypes, shapes and bytes of ``arrays``."""
    h = hashlib.sha256()
    for name in sorted(arrays):
        a = np.ascontiguousarray(arrays[name])
        h.update(f"{name}|{a.dtype.str}|{a.shape}|".encode())
        h.update(a.tobytes())
    return h.hexdigest()


def save_arrays(file: Path, arrays: Mapping[str, np.ndarray], *, key: str, version: int,
                checksum: bool = False) -> bool:
    """Write ``arrays`` to ``file`` atomically; False if the cache folder cannot be written.

    Errors other than ``OSError`` (and interrupts) propagate, after the temporary
    file is removed.
    """
    if any(name in _META for name in arrays):
        raise ValueError(f"array names {_META} are reserved for the cache itself")
    meta = {KEY: np.asarray(key), VERSION: np.asarray(int(version))}
    if checksum:
        meta[CHECKSUM] = np.asarray(arrays_checksum(arrays))
    file = Path(file)
    try:
        file.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=file.parent, prefix=f".{file.stem}-", suffix=".tmp")
    except OSError:
        return False
    try:
        payload: dict[str, Any] = {**meta, **arrays}   # Any: savez's stubs take each name for an option too
        with os.fdopen(fd, "wb") as fh:
            np.savez(fh, **payload)
        os.replace(tmp, file)
    except BaseException as exc:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        if isinstance(exc, OSError):
            return False  # full disk, read-only folder...: the next caller rebuilds
        raise
    return True


def load_arrays(file: Path, expect: Mapping[str, tuple], *, key: str, version: int, checksum: bool = False,
                validate: Callable[[dict[str, np.ndarray]], bool] | None = None) -> dict[str, np.ndarray] | None:
    """The arrays of ``file`` if everything about them is as expected, else None.

    Parameters
    ----------
    file : Path
    expect : mapping of name -> (dtype, ndim)
        Exactly the arrays the file must hold (besides the cache's own entries).
    key, version : str, int
        Must equal what :func:`save_arrays` was given.
    checksum : bool
        The file must carry a checksum of its arrays, and it must match.
    validate : callable(arrays) -> bool, optional
        The caller's own checks of the contents (ranges, consistency); an
        exception counts as False.
    """
    try:
        with np.load(file, allow_pickle=False) as z:
            # np.savez stores entries uncompressed: then the file's size bounds what loading allocates.
            if any(info.compress_type != zipfile.ZIP_STORED for info in z.zip.infolist()):
                return None
            want = set(expect) | {KEY, VERSION} | ({CHECKSUM} if checksum else set())
            if set(z.files) != want:
                return None
            if str(z[KEY][()]) != key or int(z[VERSION][()]) != int(version):
                return None
            arrays = {name: z[name] for name in expect}
            stored_sum = str(z[CHECKSUM][()]) if checksum else None
        for name, (dtype, ndim) in expect.items():
            if arrays[name].dtype != np.dtype(dtype) or arrays[name].ndim != ndim:
                return None
        if checksum and stored_sum != arrays_checksum(arrays):
            return None
        if validate is not None and not validate(arrays):
            return None
        return arrays
    except Exception:  # unreadable, truncated, not an archive, bad CRC...: never trusted
        return None
