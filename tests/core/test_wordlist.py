import hashlib
import os
import resource
import subprocess
import sys
from importlib.resources import files
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from core.engine import cache as disk_cache
from core.engine import wordlist as W
from core.engine.solver import Solver
from core.engine.wordlist import (
    FORMAT_VERSION,
    MAX_WORD_CELLS,
    WordListError,
    _cache_file,
    available_wordlists,
    bogglify,
    load_wordlist,
    resolve_wordlist,
)
from tests.naive import boggle_form

ROOT = Path(__file__).resolve().parents[2]


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


# -- crafted cache files -------------------------------------------------------------

BOARD_WORDS = ["pert", "perse", "lats", "sine", "tine", "tines", "ter", "ters", "gin", "ears", "quit", "nest"]


def _arrays(wl):
    return {"node_info": wl.node_info.copy(), "node_word": wl.node_word.copy(), "word_length": wl.word_length.copy(),
            "blob": wl._blob.copy(), "too_long": np.asarray(wl.too_long, np.int64)}


def _points_bits(a):
    a["node_info"] |= np.int64(63) << 26  # every node worth 63 points before the rules add theirs


def _root_child_past_end(a):
    a["node_info"][0] = (np.int64(len(a["node_info"]) + 1000) << 32) | (a["node_info"][0] & 0x3FFFFFF)


def _children_overlap(a):
    info = a["node_info"]
    parents = np.flatnonzero(info & 0x3FFFFFF)
    p, q = parents[-2], parents[-1]
    info[q] = ((info[p] >> 32) << 32) | (info[q] & 0xFFFFFFFF)  # q adopts p's children


def _child_before_parent(a):
    info = a["node_info"]
    p = np.flatnonzero(info & 0x3FFFFFF)[-1]
    info[p] = (np.int64(0) << 32) | (info[p] & 0xFFFFFFFF)


def _word_id_twice(a):
    a["node_word"][a["node_word"] >= 0] = 0


def _word_id_past_end(a):
    a["node_word"][np.flatnonzero(a["node_word"] >= 0)[0]] = len(a["word_length"]) + 5


def _node_words_all_five(a):
    a["node_word"][:] = 5  # arrays that disagree with each other (word ids past the end, at the root)


def _word_length_negative(a):
    a["word_length"][0] = -100


def _word_length_too_long(a):
    a["word_length"][0] = 2 * MAX_WORD_CELLS + 1


def _word_count_off(a):
    a["word_length"] = a["word_length"][:-1]


def _text_not_letters(a):
    a["blob"][0] = ord("A")


def _text_lengths_disagree(a):
    a["word_length"][[0, 1]] = a["word_length"][[1, 0]] + np.int8(1) * (a["word_length"][0] == a["word_length"][1])


def _wrong_dtype(a):
    a["node_word"] = a["node_word"].astype(np.int64)


def _negative_too_long(a):
    a["too_long"] = np.asarray(-1, np.int64)


def _extra_array(a):
    a["payload"] = np.zeros(3)


CRAFTS = [_points_bits, _root_child_past_end, _children_overlap, _child_before_parent, _word_id_twice,
          _word_id_past_end, _node_words_all_five, _word_length_negative, _word_length_too_long, _word_count_off,
          _text_not_letters, _text_lengths_disagree, _wrong_dtype, _negative_too_long, _extra_array]


@pytest.mark.parametrize("craft", CRAFTS, ids=lambda f: f.__name__.strip("_"))
def test_crafted_cache_is_rebuilt_not_trusted(write_wordlist, cache, craft):
    p = write_wordlist(BOARD_WORDS)
    honest = load_wordlist(p)
    expected = Solver(honest).score("perslatgsineters")
    assert expected > 0
    a = _arrays(honest)
    craft(a)
    file = _cache_file(honest.sha256)
    # Well formed: the right key, version and names, written the way the loader reads.
    assert disk_cache.save_arrays(file, a, key=W._cache_key(honest.sha256), version=FORMAT_VERSION)
    # The file is found under the list's key: only the checks of its contents can turn it down.
    read_back = disk_cache.load_arrays(file, W._TRIE_ARRAYS, key=W._cache_key(honest.sha256),
                                       version=FORMAT_VERSION, validate=lambda arrays: True)
    assert (read_back is None) == (craft in (_wrong_dtype, _extra_array))
    again = load_wordlist(p)
    assert not again.from_cache, "a crafted cache file was trusted"
    assert Solver(again).score("perslatgsineters") == expected
    assert again.words == honest.words
    assert load_wordlist(p).from_cache  # the rebuilt cache replaced the crafted one


def test_honest_cache_passes_validation(default_wordlist, enable2k):
    for wl in (default_wordlist, enable2k):
        assert W._valid_trie(_arrays(wl))


def test_crafted_high_letter_bits_are_rejected_and_score_nothing(write_wordlist, cache):
    """Bits 26-31 of a stored node are letters no English board shows (the points are in bits 32-37): a
    crafted cache that sets them is rejected by the validator, and even unvalidated they add no points."""
    honest = load_wordlist(write_wordlist(BOARD_WORDS))
    a = _arrays(honest)
    _points_bits(a)
    assert not W._valid_trie(a)
    crafted = W.WordList("crafted", None, honest.sha256, a["node_info"], a["node_word"], a["word_length"], a["blob"])
    assert Solver(crafted).score("perslatgsineters") == Solver(honest).score("perslatgsineters") > 0


# -- long lines ------------------------------------------------------------------

def test_word_longer_than_any_board_is_skipped_and_counted(tmp_path, cache):
    p = tmp_path / "long.txt"
    p.write_text("cat\n" + "a" * (MAX_WORD_CELLS + 1) + "\n" + "qu" * MAX_WORD_CELLS + "\n" + "b" * 200
                 + "\ndog\n")
    wl = load_wordlist(p)  # 200 letters: once OverflowError in int8 word lengths
    assert wl.words == ["cat", "qu" * MAX_WORD_CELLS, "dog"]
    assert wl.too_long == 2 and load_wordlist(p).too_long == 2  # also when loaded from the cache
    assert bogglify("a" * (MAX_WORD_CELLS + 1)) is None and bogglify("a" * MAX_WORD_CELLS) == "a" * MAX_WORD_CELLS


def _reference_lines(data: bytes, limit: int):
    """What block reading must give: every line, the long ones only counted."""
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    lines, too_long = [], 0
    raw = data.split(b"\n")
    if raw and raw[-1] == b"":
        raw.pop()
    for line in raw:
        if len(line) > limit:
            too_long += 1
        else:
            lines += [x.strip().lower() for x in (line + b"\n").decode("utf-8").splitlines()]
    return lines, too_long


@given(st.lists(st.text(alphabet="abcQ \r", max_size=12), min_size=1, max_size=30), st.integers(1, 9),
       st.integers(0, 8), st.booleans(), st.booleans())
def test_block_reading_matches_whole_file_reading(tmp_path_factory, lines, block, limit, bom, final_newline):
    data = (b"\xef\xbb\xbf" if bom else b"") + "\n".join(lines).encode() + (b"\n" if final_newline else b"")
    if not data.replace(b"\xef\xbb\xbf", b"", 1).strip():
        return  # an empty list is an error, tested elsewhere
    p = tmp_path_factory.mktemp("blocks") / "w.txt"
    p.write_bytes(data)
    old = W._BLOCK, W._MAX_LINE_BYTES
    W._BLOCK, W._MAX_LINE_BYTES = block, limit
    try:
        got, too_long, sha = W._read_words(p)
    finally:
        W._BLOCK, W._MAX_LINE_BYTES = old
    assert (got, too_long) == _reference_lines(data, limit)
    assert sha == hashlib.sha256(data).hexdigest()


def _limit_memory():
    limit = 1 << 30  # 1 GiB of address space: the interpreter, numpy and numba need ~0.3
    resource.setrlimit(resource.RLIMIT_AS, (limit, limit))


def test_huge_line_is_never_loaded_whole(tmp_path):
    """A 10-million-letter line is skipped in blocks: read whole it would cost ~1.5 GB."""
    p = tmp_path / "huge.txt"
    with open(p, "w") as fh:
        fh.write("cat\n" + "a" * 10_000_000 + "\ndog\n" + "x" * 3_000_000)
    code = ("import sys; from core.engine.wordlist import load_wordlist; "
            "wl = load_wordlist(sys.argv[1]); print(wl.words, wl.too_long)")
    env = dict(os.environ, OPENBLAS_NUM_THREADS="1", BOGGLE_CACHE_DIR=str(tmp_path / "cache"))
    out = subprocess.run([sys.executable, "-c", code, str(p)], capture_output=True, text=True, cwd=ROOT, env=env,
                         preexec_fn=_limit_memory, timeout=120)
    assert out.returncode == 0, out.stderr[-2000:]
    assert out.stdout.split() == ["['cat',", "'dog']", "2"]
