"""The cache-file helper: atomic writes that leave no temporary file behind, loads that trust nothing."""
from __future__ import annotations

import errno
import os
import zipfile

import numpy as np
import pytest

from core.engine import cache

EXPECT = {"scores": (np.int32, 1), "n": (np.int64, 0)}


def _arrays():
    return {"scores": np.arange(5, dtype=np.int32), "n": np.asarray(5, np.int64)}


def _files(folder):
    return sorted(p.name for p in folder.iterdir())


def test_round_trip_with_and_without_checksum(tmp_path):
    for checksum in (False, True):
        f = cache.cache_file(tmp_path / "sub", "scores", 3, f"key{checksum}")
        assert f.name == f"scores-v3-key{checksum}.npz"
        assert cache.save_arrays(f, _arrays(), key=f"key{checksum}", version=3, checksum=checksum)
        got = cache.load_arrays(f, EXPECT, key=f"key{checksum}", version=3, checksum=checksum)
        assert got is not None and np.array_equal(got["scores"], np.arange(5)) and int(got["n"]) == 5
    assert all(not name.endswith(".tmp") for name in _files(tmp_path / "sub"))


@pytest.mark.parametrize("change", ["key", "version", "dtype", "ndim", "missing", "extra", "validate", "checksum"])
def test_anything_unexpected_is_refused(tmp_path, change):
    f = tmp_path / "c.npz"
    arrays = _arrays()
    key, version, expect, validate = "k", 1, dict(EXPECT), None
    if change == "key":
        key = "other"
    elif change == "version":
        version = 2
    elif change == "dtype":
        arrays["scores"] = arrays["scores"].astype(np.int64)
    elif change == "ndim":
        arrays["scores"] = arrays["scores"].reshape(1, 5)
    elif change == "missing":
        del arrays["n"]
    elif change == "extra":
        arrays["payload"] = np.zeros(2)
    elif change == "validate":
        validate = lambda a: bool(a["scores"][0] > 0)  # noqa: E731
    cache.save_arrays(f, arrays, key=key, version=version, checksum=change != "checksum")
    # Read back as the honest writer's reader would: key "k", version 1.
    assert cache.load_arrays(f, expect, key="k", version=1, checksum=True, validate=validate) is None
    # Control: the honest file loads.
    cache.save_arrays(f, _arrays(), key="k", version=1, checksum=True)
    assert cache.load_arrays(f, expect, key="k", version=1, checksum=True) is not None


def test_damaged_files_are_refused(tmp_path):
    f = tmp_path / "c.npz"
    cache.save_arrays(f, _arrays(), key="k", version=1)
    data = f.read_bytes()
    f.write_bytes(data[: len(data) // 2])
    assert cache.load_arrays(f, EXPECT, key="k", version=1) is None
    # One flipped byte inside the scores: the archive's CRC catches it, no checksum needed.
    start = data.index(np.arange(5, dtype=np.int32).tobytes())
    flipped = bytearray(data)
    flipped[start] ^= 0x01
    f.write_bytes(bytes(flipped))
    assert cache.load_arrays(f, EXPECT, key="k", version=1) is None
    f.write_bytes(b"not an archive")
    assert cache.load_arrays(f, EXPECT, key="k", version=1) is None
    assert cache.load_arrays(tmp_path / "absent.npz", EXPECT, key="k", version=1) is None


def test_compressed_archives_are_refused(tmp_path):
    f = tmp_path / "c.npz"
    np.savez_compressed(f, cache_key=np.asarray("k"), cache_version=np.asarray(1), **_arrays())
    with zipfile.ZipFile(f) as z:
        assert any(i.compress_type != zipfile.ZIP_STORED for i in z.infolist())
    assert cache.load_arrays(f, EXPECT, key="k", version=1) is None


def test_failed_rename_removes_the_temporary_file_and_keeps_the_old(tmp_path, monkeypatch):
    """A failed write or rename leaves no ``*.tmp`` file in the cache folder, and the old file stays."""
    f = tmp_path / "c.npz"
    assert cache.save_arrays(f, _arrays(), key="old", version=1)
    before = f.read_bytes()

    def no_rename(src, dst):
        raise OSError(errno.EXDEV, "rename failed")

    monkeypatch.setattr(cache.os, "replace", no_rename)
    assert not cache.save_arrays(f, _arrays(), key="new", version=1)
    assert _files(tmp_path) == ["c.npz"] and f.read_bytes() == before


def test_failed_write_removes_the_temporary_file(tmp_path, monkeypatch):
    def disk_full(*args, **kwargs):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(cache.np, "savez", disk_full)
    assert not cache.save_arrays(tmp_path / "c.npz", _arrays(), key="k", version=1)
    assert _files(tmp_path) == []


def test_interrupted_write_removes_the_temporary_file_and_propagates(tmp_path, monkeypatch):
    def interrupted(*args, **kwargs):
        raise KeyboardInterrupt

    monkeypatch.setattr(cache.np, "savez", interrupted)
    with pytest.raises(KeyboardInterrupt):
        cache.save_arrays(tmp_path / "c.npz", _arrays(), key="k", version=1)
    assert _files(tmp_path) == []


def test_unwritable_folder_is_not_an_error(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    assert not cache.save_arrays(blocker / "sub" / "c.npz", _arrays(), key="k", version=1)
    if os.geteuid() != 0:  # root writes anywhere
        ro = tmp_path / "ro"
        ro.mkdir()
        ro.chmod(0o500)
        assert not cache.save_arrays(ro / "c.npz", _arrays(), key="k", version=1)
        assert _files(ro) == []


def test_reserved_names_are_refused(tmp_path):
    with pytest.raises(ValueError, match="reserved"):
        cache.save_arrays(tmp_path / "c.npz", {"cache_key": np.zeros(1)}, key="k", version=1)
