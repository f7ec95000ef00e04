"""One rule decides the language of every subcommand from ``--language``, ``--dice`` and ``--dictionary``."""
from __future__ import annotations

import argparse

import pytest

from core.cli.common import UserError, default_dice, language_of
from core.engine.dice import can_roll
from core.engine.language import get_language
from tests.core.cli_support import run_boggle

GERMAN_DICE = ", ".join(get_language("de").dice_sets)


def _args(**flags):
    return argparse.Namespace(**{"language": None, "dice": None, "dictionary": None, **flags})


@pytest.mark.parametrize("flags, code", [
    ({}, "en"),
    ({"dice": "new"}, "en"),
    ({"dice": "de-freq"}, "de"),
    ({"dice": "fr-classic"}, "fr"),
    ({"dictionary": "fr-wfrench"}, "fr"),
    ({"dice": "de-freq", "dictionary": "de-wngerman"}, "de"),
    ({"dice": "de-freq", "language": "de"}, "de"),
    ({"language": "nl"}, "nl"),
])
def test_the_language_follows_language_then_dice_then_bundled_list(flags, code):
    assert language_of(_args(**flags)).code == code


def test_a_list_of_ones_own_follows_the_dice(write_wordlist):
    path = write_wordlist(["bär", "müde"])
    assert language_of(_args(dice="de-freq", dictionary=str(path))).code == "de"
    assert language_of(_args(dictionary=str(path))).code == "en"


@pytest.mark.parametrize("flags, message", [
    ({"dice": "de-freq", "language": "fr"}, "the dice set 'de-freq' is not French"),
    ({"dice": "new", "language": "de"}, f"the dice set 'new' is not German; German dice: {GERMAN_DICE}"),
    ({"dice": "de-freq", "dictionary": "fr-wfrench"}, "the word list 'fr-wfrench' is French, not German"),
    ({"dice": "new", "dictionary": "de-wngerman"}, "the word list 'de-wngerman' is German, not English"),
    ({"language": "de", "dictionary": "scowl70"}, "the word list 'scowl70' is English, not German"),
    ({"dice": "xx-nothing"}, "unknown dice set 'xx-nothing'"),
])
def test_flags_naming_two_languages_are_refused(flags, message):
    with pytest.raises(UserError, match=message):
        language_of(_args(**flags))


def test_default_dice_is_the_languages_first_set_or_the_one_given():
    de = get_language("de")
    assert default_dice(_args(), de) == de.dice_sets[0]
    assert default_dice(_args(dice="de-freq"), de) == "de-freq"
    with pytest.raises(UserError, match="not German"):
        default_dice(_args(dice="big"), de)


# -- through the real entry point ------------------------------------------------------------

def test_anneal_with_german_dice_optimises_for_german_words(tmp_path):
    """``boggle anneal --dice de-freq`` without ``-l de`` searched with the English list."""
    from core.engine import Solver, load_wordlist
    r = run_boggle(tmp_path, "anneal", "--dice", "de-freq", "--iterations", "400", "--seed", "3")
    assert r.returncode == 0, r.stderr
    assert r.stdout.startswith("# anneal 4x4 German seed 3;")
    _, score, board = r.stdout.splitlines()[-1].split()
    assert can_roll("de-freq", board)
    german = Solver(load_wordlist("de-wngerman", language="de"))
    assert int(score) == german.score(board) > 0


def test_roll_stats_and_count_boards_read_german_from_the_dice(tmp_path):
    r = run_boggle(tmp_path, "roll", "--dice", "de-freq", "--seed", "4")
    assert r.returncode == 0, r.stderr
    assert can_roll("de-freq", r.stdout.split()[0])
    r = run_boggle(tmp_path, "stats", "--dice", "de-freq", "--boards", "200", "--seed", "1", "--threads", "1")
    assert r.returncode == 0, r.stderr
    assert "word list: de-wngerman" in r.stdout.splitlines()[0]
    r = run_boggle(tmp_path, "count-boards", "--dice", "de-freq", "--samples", "1000", "--seed", "1",
                   "--threads", "1")
    assert r.returncode == 0, r.stderr
    assert f"share * {len(get_language('de').letters)}^16 " in r.stdout


@pytest.mark.parametrize("command", [["anneal", "--iterations", "10"], ["roll"], ["stats", "--boards", "10"],
                                     ["count-boards", "--samples", "10"]])
def test_every_command_refuses_dice_of_another_language_in_one_line(tmp_path, command):
    r = run_boggle(tmp_path, *command, "--dice", "de-freq", "--language", "fr")
    assert r.returncode == 2 and r.stdout == ""
    assert r.stderr.strip() == "boggle: error: the dice set 'de-freq' is not French; French dice: " + ", ".join(
        get_language("fr").dice_sets)


def test_anneal_takes_the_size_of_its_dice(tmp_path):
    r = run_boggle(tmp_path, "anneal", "--dice", "big", "--iterations", "50", "--seed", "1")
    assert r.returncode == 0, r.stderr
    assert r.stdout.startswith("# anneal 5x5 seed 1;") and len(r.stdout.splitlines()[-1].split()[2]) == 25


def test_the_annealer_refuses_dice_of_another_language_than_its_list(default_wordlist):
    from core.engine import Solver
    from core.search.anneal import Annealer
    with pytest.raises(ValueError, match="dice set 'de-freq' has German faces but the word list is read in English"):
        Annealer(Solver(default_wordlist), "44", seed=1, dice="de-freq")
