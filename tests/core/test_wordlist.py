import os
from importlib.resources import files
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from core.engine.wordlist import (
    WordListError,
    _cache_file,
    available_wordlists,
    bogglify,
    load_wordlist,
    resolve_wordlist,
)
from tests.naive import boggle_form


@pytest.fixture
def cache(tmp_path, monkeypatch):
    d = tmp_path / "cache"
    monkeypatch.setenv("BOGGLE_CACHE_DIR", str(d))
    return d


def test_enable2k_counts(enable2k):
    assert len(enable2k) == 173_402
    assert enable2k.nnodes == 388_990


@pytest.mark.parametrize("word,form", [
    ("quart", "qart"), ("quinquennia", "qinqennia"), ("qua", "qa"), ("cat", "cat"),
    ("qi", None), ("qat", None), ("tranq", None), ("faqir", None), ("at", None),
    ("don't", None), ("Apple", None), ("café", None),
])
def test_bogglify_rules(word, form):
    assert bogglify(word) == form


@given(st.text(alphabet="abcqu'Z-é", min_size=0, max_size=8))
def test_bogglify_matches_naive(word):
    assert bogglify(word) == boggle_form(word)


def test_tolerates_crlf_case_blank_lines_and_bom(write_wordlist, cache, tmp_path):
    p = tmp_path / "messy.txt"
    p.write_bytes(b"\xef\xbb\xbfCat\r\n\r\n  dog  \r\nQUIT\r\nqi\r\nox\r\ncat\r\n")
    wl = load_wordlist(p)
    assert sorted(wl.words) == ["cat", "dog", "quit"]
    assert "quit" in wl and "qit" not in wl and "ox" not in wl


def test_word_ids_follow_file_order(write_wordlist, cache):
    wl = load_wordlist(write_wordlist(["zebra", "apple", "mango"]))
    assert wl.words == ["zebra", "apple", "mango"]
    assert [wl.lookup(w) for w in ("zebra", "apple", "mango", "grape")] == [0, 1, 2, -1]


@pytest.mark.parametrize("content,message", [
    (b"", "empty"), (b"\n \n", "empty"), (b"\x00\x01\x02binary", "binary"), (b"ab\nqi\nx1\n", "no playable"),
])
def test_rejects_bad_files(tmp_path, cache, content, message):
    p = tmp_path / "bad.txt"
    p.write_bytes(content)
    with pytest.raises(WordListError, match=message):
        load_wordlist(p)


def test_missing_list_names_choices(cache):
    with pytest.raises(WordListError, match="not found.*scowl70"):
        load_wordlist("no-such-list")


def test_directory_is_not_a_list(tmp_path, cache):
    with pytest.raises(WordListError, match="not a file"):
        load_wordlist(tmp_path)


def test_bundled_default_and_lookup_by_name(cache):
    assert "scowl70" in available_wordlists()
    wl = load_wordlist(None)
    assert wl.name == "scowl70" and len(wl) > 90_000 and "quiet" in wl
    assert resolve_wordlist("scowl70.txt") == resolve_wordlist("scowl70")


def test_user_folder_lists_are_found(tmp_path, monkeypatch, cache):
    monkeypatch.setenv("BOGGLE_DATA_DIR", str(tmp_path / "data"))
    folder = tmp_path / "data" / "wordlists"
    folder.mkdir(parents=True)
    (folder / "mine.txt").write_text("alpha\nbeta\n")
    assert sorted(load_wordlist("mine").words) == ["alpha", "beta"]


@pytest.fixture
def user_list_mine(tmp_path, monkeypatch):
    monkeypatch.setenv("BOGGLE_DATA_DIR", str(tmp_path / "data"))
    folder = tmp_path / "data" / "wordlists"
    folder.mkdir(parents=True)
    (folder / "mine.txt").write_text("alpha\nbeta\n")
    return folder / "mine.txt"


@pytest.mark.parametrize("spec", [
    "{tmp}/elsewhere/mine.txt", "/nonexistent/dir/scowl70.txt", "./mine.txt", "./mine", "~/mine.txt", "lists/mine",
])
def test_missing_path_is_never_replaced_by_a_list_of_that_name(tmp_path, monkeypatch, user_list_mine, spec):
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    monkeypatch.chdir(tmp_path)
    spec = spec.format(tmp=tmp_path)
    with pytest.raises(WordListError, match=f"word list '{spec}' not found"):
        resolve_wordlist(spec)


def test_paths_and_bare_names_that_exist(tmp_path, monkeypatch, user_list_mine):
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    monkeypatch.chdir(tmp_path)
    (tmp_path / "home").mkdir()
    (tmp_path / "home" / "mine.txt").write_text("gamma\n")
    (tmp_path / "here.txt").write_text("delta\n")
    assert resolve_wordlist("~/mine.txt") == tmp_path / "home" / "mine.txt"
    assert resolve_wordlist("./here.txt") == Path("here.txt")
    assert resolve_wordlist("here.txt") == Path("here.txt")  # a bare name that is a file here
    assert resolve_wordlist("mine") == resolve_wordlist("mine.txt") == user_list_mine
    assert resolve_wordlist(str(user_list_mine)) == user_list_mine
    with pytest.raises(WordListError, match="'./' is not a file"):
        resolve_wordlist("./")


def test_bundled_lists_come_from_the_installed_package(cache):
    bundled = Path(str(files("core.engine.bundled_wordlists")))
    assert available_wordlists()["scowl70"] == bundled / "scowl70.txt"
    assert "SCOWL" in (bundled / "README.md").read_text(encoding="utf-8")  # the licence notice travels with it


def test_cache_hit_then_miss_after_change(write_wordlist, cache):
    p = write_wordlist(["cat", "dog"])
    first = load_wordlist(p)
    assert not first.from_cache
    again = load_wordlist(p)
    assert again.from_cache and again.words == ["cat", "dog"]
    p.write_text("cat\ndog\nbird\n")
    changed = load_wordlist(p)
    assert not changed.from_cache and "bird" in changed


def test_corrupt_cache_is_rebuilt_not_trusted(write_wordlist, cache):
    p = write_wordlist(["cat", "dog", "emu"])
    wl = load_wordlist(p)
    file = _cache_file(wl.sha256)
    assert file.exists()
    file.write_bytes(b"PK\x03\x04 definitely not a zip")
    rebuilt = load_wordlist(p)
    assert not rebuilt.from_cache and sorted(rebuilt.words) == ["cat", "dog", "emu"]
    assert load_wordlist(p).from_cache  # the rebuilt cache was written back


def test_cache_with_wrong_contents_is_rejected(write_wordlist, cache):
    p = write_wordlist(["cat", "dog"])
    wl = load_wordlist(p)
    file = _cache_file(wl.sha256)
    # A structurally valid archive for the same hash whose arrays disagree with each other.
    np.savez(file, sha256=np.asarray(wl.sha256), version=np.asarray(2), node_info=wl.node_info,
             node_word=np.full_like(wl.node_word, 5), word_length=wl.word_length, blob=wl._blob)
    again = load_wordlist(p)
    assert not again.from_cache and again.words == ["cat", "dog"]


def test_unwritable_cache_still_loads(write_wordlist, tmp_path, monkeypatch):
    blocker = tmp_path / "file-not-dir"
    blocker.write_text("x")
    monkeypatch.setenv("BOGGLE_CACHE_DIR", str(blocker / "sub"))
    wl = load_wordlist(write_wordlist(["cat"]))
    assert wl.words == ["cat"] and not wl.from_cache


def test_trie_lookup_agrees_with_set(default_wordlist):
    words = default_wordlist.words
    rng = np.random.default_rng(1)
    for i in rng.integers(0, len(words), 500):
        assert default_wordlist.lookup(words[i]) == i
    present = {bogglify(w) for w in words}
    for _ in range(500):
        w = "".join(chr(97 + c) for c in rng.integers(0, 26, rng.integers(3, 7)))
        assert (w in default_wordlist) == (bogglify(w) in present and "q" not in w)


def test_cache_file_in_env_dir(write_wordlist, cache):
    wl = load_wordlist(write_wordlist(["cat"]))
    assert str(_cache_file(wl.sha256)).startswith(os.environ["BOGGLE_CACHE_DIR"])
