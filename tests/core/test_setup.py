"""Setup: the word list, rules and geometry a board is scored with, as one value."""
from __future__ import annotations

import json

import pytest

from core.engine import BoardError, Setup, Solver, get_rules, load_wordlist


def test_setup_of_a_loaded_list_records_its_identity(write_wordlist):
    path = write_wordlist(["cat", "cats", "tac", "act"], name="tiny.txt")
    wl = load_wordlist(path, use_cache=False)
    setup = Setup.of(wl, "standard", "33")
    assert (setup.width, setup.height, setup.wordlist_name) == (3, 3, "tiny")
    assert setup.wordlist_path == str(path.resolve()) and setup.wordlist_sha256 == wl.sha256
    assert setup.describe() == "TINY, standard rules, 3x3"
    assert setup.matches(wl) and setup.wordlist_spec == str(path.resolve())
    path.write_text("dog\n")
    assert not setup.matches(load_wordlist(path, use_cache=False))     # same file, other bytes


def test_setup_names_the_file_the_caller_loaded(write_wordlist, tmp_path):
    """A cache may hand out one WordList for two files with the same bytes: the setup
    records the file the sender used, so it can be found again."""
    first = write_wordlist(["cat", "act"], name="first.txt")
    copy = tmp_path / "sub" / "second.txt"
    copy.parent.mkdir()
    copy.write_bytes(first.read_bytes())
    shared = load_wordlist(first, use_cache=False)
    setup = Setup.of(shared, "standard", "33", path=copy)
    assert (setup.wordlist_name, setup.wordlist_path) == ("second", str(copy.resolve()))
    assert setup.wordlist_sha256 == shared.sha256 and setup.matches(load_wordlist(copy, use_cache=False))


def test_setup_keeps_the_minimum_length_apart_from_the_table(write_wordlist):
    wl = load_wordlist(write_wordlist(["cats", "cat"]), use_cache=False)
    setup = Setup.of(wl, get_rules("big").with_min_length(5), (5, 5))
    assert (setup.rules, setup.min_length) == ("big", 5)
    assert setup.rules_value.points == get_rules("big").points and setup.rules_value.min_length == 5
    assert setup.describe().endswith("5x5, 5+ letters")
    assert Setup.of(wl, "big", "55", min_length=4).describe() == "WORDS, big rules, 5x5"
    # Scoring with the setup's rules: "cat" is too short under min 4.
    assert Solver(wl, Setup.of(wl, "standard", "33", min_length=4).rules_value).solve("catxxxxxx").score == 0
    assert Solver(wl, Setup.of(wl, "standard", "33").rules_value).solve("catxxxxxx").score == 1


def test_setup_round_trips_through_json(write_wordlist):
    wl = load_wordlist(write_wordlist(["cat"]), use_cache=False)
    setup = Setup.of(wl, "words", "34")
    assert Setup.from_dict(json.loads(json.dumps(setup.to_dict()))) == setup
    legacy = Setup(4, 4, "scowl70", None, None)
    assert Setup.from_dict(legacy.to_dict()) == legacy and legacy.wordlist_spec == "scowl70"
    assert hash(setup) != hash(legacy)


@pytest.mark.parametrize("data", [{}, {"size": "4x4"}, {"size": "4x4", "wordlist": "x", "rules": "standard",
                                                         "min_length": 3}, None])
def test_bad_stored_setup_is_a_value_error(data):
    with pytest.raises(ValueError, match="not a stored setup"):
        Setup.from_dict(data)


def test_setup_refuses_what_it_cannot_score(write_wordlist):
    with pytest.raises(ValueError, match="unknown rules"):
        Setup(4, 4, "x", None, None, "nonsense")
    with pytest.raises(BoardError, match="unsupported board size"):
        Setup(2, 2, "x", None, None)
    with pytest.raises(ValueError, match="SHA-256"):
        Setup(4, 4, "x", None, "abc")
    from core.engine import Rules
    wl = load_wordlist(write_wordlist(["cat"]), use_cache=False)
    with pytest.raises(ValueError, match="not one of the named rules"):
        Setup.of(wl, Rules("custom", 3, (0, 0, 0, 7)))
