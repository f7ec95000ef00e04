"""Definitions: the WordNet reader on a small handmade database and on the installed data."""
from __future__ import annotations

import importlib.util
import random

import pytest

from core.play import definitions
from core.play.definitions import (
    INSTALL_HINT,
    DefinitionsUnavailable,
    Dictionary,
    _find_line,
    online_url,
)

HEADER = "  1 This software and database is being provided to you\n  2 under the WordNet licence.  \n"

# A miniature WordNet in the real file format (wndb(5WN)); offsets are the lines' own first fields.
NOUN_DATA = [
    "00000100 05 n 02 cat 0 true_cat 0 000 | feline mammal usually having thick soft fur",
    "00000200 18 n 01 goose 0 000 | web-footed long-necked bird; \"the goose honked\"; \"a flock of geese\"",
    "00000300 27 n 02 Er 0 erbium 0 000 | a metallic element",
    "00000400 06 n 01 box 0 000 | a container",
]
NOUN_INDEX = [
    "box n 1 0 1 0 00000400",
    "cat n 1 1 @ 1 1 00000100",
    "er n 1 0 1 0 00000300",
    "goose n 1 0 1 0 00000200",
]
VERB_DATA = ["00000500 38 v 01 run 0 000 | move fast by using one's feet"]
VERB_INDEX = ["run v 1 0 1 0 00000500"]
ADJ_DATA = ["00000600 00 a 01 stale(p) 0 000 | lacking freshness"]
ADJ_INDEX = ["stale a 1 0 1 0 00000600"]


def write_wordnet(folder, line_end="\n"):
    def write(name, lines):
        (folder / name).write_bytes((HEADER + "".join(line + "  " + "\n" for line in lines))
                                    .replace("\n", line_end).encode())
    write("index.noun", NOUN_INDEX)
    write("data.noun", NOUN_DATA)
    write("index.verb", VERB_INDEX)
    write("data.verb", VERB_DATA)
    write("index.adj", ADJ_INDEX)
    write("data.adj", ADJ_DATA)
    write("index.adv", [])
    write("data.adv", [])
    (folder / "noun.exc").write_text("geese goose\n")
    (folder / "verb.exc").write_text("ran run\n")
    (folder / "adj.exc").write_text("")
    (folder / "adv.exc").write_text("")
    return folder


@pytest.fixture(params=["\n", "\r\n"], ids=["lf", "crlf"])
def mini(tmp_path, request):
    d = Dictionary(write_wordnet(tmp_path, request.param))
    yield d
    d.close()


def test_exact_word_has_its_senses(mini):
    df = mini.define("CAT")
    assert df.found and df.word == "cat" and df.lemmas == ("cat",)
    (sense,) = df.senses
    assert sense.part_of_speech == "noun"
    assert sense.gloss == "feline mammal usually having thick soft fur"
    assert sense.synonyms == ("true cat",)
    assert not sense.proper


def test_plurals_and_inflections_reduce_to_lemmas(mini):
    assert mini.define("cats").lemmas == ("cat",)          # noun rule -s
    assert mini.define("boxes").lemmas == ("box",)         # noun rule -xes
    assert mini.define("geese").lemmas == ("goose",)       # exception list
    assert mini.define("ran").lemmas == ("run",)           # verb exception list
    assert mini.define("runs").lemmas == ("run",)          # verb rule -s
    assert mini.define("stalest").lemmas == ("stale",)     # adjective rule -est, marker (p) stripped
    assert mini.define("stalest").senses[0].gloss == "lacking freshness"


def test_examples_are_split_from_the_gloss(mini):
    (sense,) = mini.define("goose").senses
    assert sense.gloss == "web-footed long-necked bird"
    assert sense.examples == ("the goose honked", "a flock of geese")


def test_unknown_words_have_no_senses(mini):
    for word in ("perslatgsineters", "ca", "", "zzz", "aaa"):
        df = mini.define(word)
        assert not df.found and df.senses == () and df.lemmas == ()


def test_names_and_abbreviations_are_flagged(mini):
    (sense,) = mini.define("er").senses
    assert sense.proper and sense.synonyms == ("erbium",)


def test_limit_keeps_the_first_senses(mini):
    assert len(mini.define("run", limit=0).senses) == 0
    assert mini.define("run", limit=5).senses[0].part_of_speech == "verb"


def test_missing_files_are_reported_not_raised_as_oserror(tmp_path):
    write_wordnet(tmp_path)
    (tmp_path / "data.verb").unlink()
    with pytest.raises(DefinitionsUnavailable, match="cannot read the WordNet data"):
        Dictionary(tmp_path)


def test_a_missing_package_names_the_extra(monkeypatch):
    monkeypatch.setattr(importlib.util, "find_spec", lambda name: None)
    with pytest.raises(DefinitionsUnavailable) as info:
        Dictionary.open_installed()
    assert str(info.value) == INSTALL_HINT
    assert "bogglelab[definitions]" in INSTALL_HINT


def test_online_url_is_the_wiktionary_page():
    assert online_url(" Quit ") == "https://en.wiktionary.org/wiki/quit"
    assert online_url("a b") == "https://en.wiktionary.org/wiki/a%20b"


# -- the installed WordNet 3.0 data (the definitions extra, part of the test extra) ---------------

@pytest.fixture(scope="module")
def wordnet():
    try:
        return definitions.default_dictionary()
    except DefinitionsUnavailable as exc:
        pytest.skip(f"{exc} (the test extra installs it)")


def test_binary_search_finds_every_sampled_line_of_the_real_index(wordnet):
    """Against the obvious reference: every line of each index file, read in full."""
    rng = random.Random(5)
    for name, pos in (("noun", "n"), ("verb", "v"), ("adj", "a"), ("adv", "r")):
        lines = [line.rstrip(b"\r\n") for line in (wordnet.folder / f"index.{name}").read_bytes().splitlines(True)
                 if not line.startswith(b" ")]
        by_lemma = {line.split(b" ", 1)[0]: line for line in lines}
        for lemma in rng.sample(sorted(by_lemma), 500) + [lines[0].split(b" ")[0], lines[-1].split(b" ")[0]]:
            assert _find_line(wordnet._index[pos], lemma + b" ") == by_lemma[lemma]
        for lemma in (b"perslatgsineters", b"aaaaaaa", b"zzzzzzz", b"0"):
            assert (_find_line(wordnet._index[pos], lemma + b" ") is None) == (lemma not in by_lemma)


def test_real_words_of_boards(wordnet):
    cats = wordnet.define("cats")
    assert cats.lemmas[0] == "cat" and "feline" in cats.senses[0].gloss
    assert wordnet.define("ran").senses[0].lemma == "run"
    assert wordnet.define("geese").lemmas == ("goose",)
    assert wordnet.define("quit").found and wordnet.define("toe").senses[0].gloss == "one of the digits of the foot"
    assert not wordnet.define("perslatgsineters").found
    # morphy would turn "lest" into "l" (fifty): a one-letter lemma is never offered
    assert not wordnet.define("lest").found
    assert wordnet.define("ers").senses and all(s.proper for s in wordnet.define("ers").senses)
