"""Building a word list's trie: the same trie as a plain-Python reference, in a small multiple of
the list's size. A 5-million-word list (47 MB) once peaked at 4.0 GB and, under a memory limit,
ended in a traceback."""
from __future__ import annotations

import subprocess
import sys
import textwrap

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from core.engine import wordlist as W
from core.engine.board import TWO_LETTER_FACES
from core.engine.language import LETTER_CODE, get_language
from tests.naive import boggle_form, score_board, spelled_in, trie_layout


def _cells(form: str) -> int:
    """Fewest cells spelling ``form``, by dynamic programming over every split."""
    best = [0] + [10**9] * len(form)
    for i in range(1, len(form) + 1):
        best[i] = best[i - 1] + 1
        if i >= 2 and form[i - 2:i] in TWO_LETTER_FACES:
            best[i] = min(best[i], best[i - 2] + 1)
    return best[len(form)]


def _reference(lines, code):
    """``((node_info, node_word, word_length, text), too_long)`` by hand (tests/naive.py rules)."""
    language = get_language(code)
    lang = None if language.is_english else language
    forms, spelled, seen, too_long = [], [], set(), 0
    for line in lines:
        form = boggle_form(line, lang)
        if form is None:
            continue
        if _cells(form) > W.MAX_WORD_CELLS:
            too_long += 1
            continue
        if form not in seen:
            seen.add(form)
            forms.append(form)
            spelled.append(line if lang is None else spelled_in(line, lang))
    info, words = trie_layout(forms, LETTER_CODE.__getitem__)
    return (info, words, [len(w) for w in spelled], "\n".join(spelled).encode("latin-1")), too_long


def _check(lines, code):
    (info, node_word, word_length, blob), too_long = W._compile(list(lines), get_language(code))
    (r_info, r_words, r_lengths, r_text), r_too_long = _reference(lines, code)
    assert info.tolist() == r_info and node_word.tolist() == r_words
    assert word_length.tolist() == r_lengths and blob.tobytes() == r_text and too_long == r_too_long
    if r_lengths:
        assert W._valid_trie({"node_info": info, "node_word": node_word, "word_length": word_length, "blob": blob,
                              "too_long": np.asarray(too_long)}, code)


WORD = st.text(alphabet="aeqtuhnirsäöüßé", min_size=0, max_size=9)
LONG = st.text(alphabet="thaner", min_size=30, max_size=80)   # through two-letter faces, or too long


@settings(max_examples=300, deadline=None)
@given(st.lists(st.one_of(WORD, WORD, WORD, LONG), max_size=60), st.sampled_from(["en", "de", "es", "nl"]))
def test_compile_matches_the_reference(lines, code):
    _check(lines, code)


@pytest.mark.parametrize("name", ["scowl70", "de-wngerman", "fr-wfrench"])
def test_bundled_lists_match_the_reference(name):
    code = W.wordlist_language(name)
    lines = [line.strip().lower() for line in W.resolve_wordlist(name).read_text("utf-8").splitlines()]
    _check(lines, code)


def test_too_many_nodes_is_a_clear_error(monkeypatch):
    monkeypatch.setattr(W, "MAX_NODES", 10)
    with pytest.raises(W.WordListError, match="would take 13 nodes, at most 10 fit"):
        W._compile(["abcdef", "abcxyz", "rst"], get_language("en"))


def test_kernel_nodes_carry_points_and_children(default_wordlist):
    from core.engine.rules import get_rules
    rules = get_rules("standard")
    nodes = default_wordlist.kernel_nodes(rules)
    info, node_word = default_wordlist.node_info, default_wordlist.node_word
    table = rules.table()
    has = node_word >= 0
    points = np.zeros(len(info), np.int64)
    points[has] = [table[min(int(n), len(table) - 1)] for n in default_wordlist.word_length[node_word[has]]]
    assert ((nodes >> 38) == (info >> 32)).all() and ((nodes & 0xFFFFFFFF) == (info & 0xFFFFFFFF)).all()
    assert (((nodes >> 32) & 63) == points).all()


# -- memory, through the real entry point --------------------------------------------------------

MIB = 1 << 20
#: Real words at the end of the random list: what ``perslatgsineters`` scores with it.
REAL_WORDS = ["slate", "stare", "gins", "resin", "later"]
BOARD = "perslatgsineters"


def _random_list(path, nwords: int) -> None:
    """``nwords`` random 9-letter words (no q), one a line: a trie of about five nodes a word, more
    than real lists have."""
    letters = np.frombuffer(b"abcdefghijklmnoprstuvwxyz", np.uint8)
    grid = letters[np.random.default_rng(14).integers(0, len(letters), size=(nwords, 10))]
    grid[:, -1] = ord("\n")
    path.write_bytes(grid.tobytes() + "".join(w + "\n" for w in REAL_WORDS).encode())


def _score_with_budget(tmp_path, words, budget: int):
    """``boggle score`` with ``words`` in a fresh process whose address space may grow ``budget``
    bytes past what the interpreter, numba and the kernels take (measured after a warm-up on a
    tiny list, then capped with RLIMIT_AS)."""
    tiny = tmp_path / "tiny.txt"
    tiny.write_text("tea\nsea\n")
    code = textwrap.dedent(f"""
        import resource, sys
        from core.cli.main import main
        main(["score", {BOARD!r}, "--words", "-d", {str(tiny)!r}])
        size = next(int(line.split()[1]) for line in open("/proc/self/status") if line.startswith("VmSize:"))
        cap = size * 1024 + {budget}
        resource.setrlimit(resource.RLIMIT_AS, (cap, cap))
        print("---", flush=True)
        sys.exit(main(["score", {BOARD!r}, "-d", {str(words)!r}]))
    """)
    env = dict(__import__("os").environ, BOGGLE_CACHE_DIR=str(tmp_path / "cache"))
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=600, env=env)
    return r.returncode, r.stdout.split("---\n", 1)[-1], r.stderr


@pytest.fixture(scope="module")
def two_million(tmp_path_factory):
    path = tmp_path_factory.mktemp("big") / "random2m.txt"
    _random_list(path, 2_000_000)   # 20 MB
    return path


def test_a_large_list_compiles_in_a_small_multiple_of_its_size(tmp_path, two_million):
    """20 MB of words and 450 MB of room: the trie (about 10 million nodes, 12 bytes each), the
    kernels' copy (8 bytes a node) and the marks (4) take 240 MB; building took over 700 MB."""
    for run in ("compiled", "from the cache"):
        code, out, err = _score_with_budget(tmp_path, two_million, 450 * MIB)
        assert code == 0, f"{run}: {err[-2000:]}"
        assert out == f"{BOARD} {score_board(BOARD, 4, 4, REAL_WORDS)}\n"
    assert any((tmp_path / "cache").iterdir())


def test_out_of_memory_is_one_clear_line(tmp_path, two_million):
    code, out, err = _score_with_budget(tmp_path, two_million, 60 * MIB)
    assert code == 2 and out == "" and "Traceback" not in err
    line = err.strip()
    assert line.startswith("boggle: error: ") and "\n" not in line
    assert "memory" in line and ("random2m.txt" in line or "out of memory" in line)
