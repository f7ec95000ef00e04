"""Network rounds in other languages (issues 11 and 14), over real sockets on 127.0.0.1.

The host judges every word in the round's language exactly as the table scorer does
(:class:`core.play.group.WordJudge`): a German word with ``ä`` is a word, a French word
typed with accents folds to its plain letters, a Spanish ``ñ`` is a letter of its own.
The joiner learns the language from the welcome, and its own instant check reads words
in that language too.
"""
from __future__ import annotations

import time

import pytest

from core.engine import Setup, Solver, load_wordlist
from core.engine.language import get_language
from core.net import HostError
from core.play.group import score_group
from tests.core.net_support import until

# Boards rolled from each language's own dice (de-freq seed 2, fr-classic seed 0, es-freq seed 8).
GERMAN_BOARD = "sswofgeehhmlräsn"
FRENCH_BOARD = "eueldcpljaaaaunh"
SPANISH_BOARD = "acooinilañlarmue"


@pytest.fixture(scope="module")
def lists():
    return {code: load_wordlist(spec, language=code)
            for code, spec in (("de", "de-wngerman"), ("fr", "fr-wfrench"), ("es", "es-wspanish"))}


@pytest.fixture
def make_host(hosts):
    return lambda wordlist, **options: hosts(wordlist, **{"seconds": 30, **options})


def play(session, words, timeout: float = 10.0) -> tuple[list[dict], dict[int, tuple[str, str]]]:
    """Submit ``words``; the host's results in order and the local checks by sequence number."""
    for w in words:
        session.submit(w)
    results, seen = [], []
    deadline = time.monotonic() + timeout
    while len(results) < len(words):
        event, read = until(session, "word_result", max(0.01, deadline - time.monotonic()))
        results.append(event)
        seen.extend(read)
    local = {e["seq"]: (e["word"], e["verdict"]) for e in seen if e["type"] == "local_check"}
    return results, local


def test_a_german_round_judges_umlauts_as_letters(make_host, sessions, lists):
    wl = lists["de"]
    host = make_host(wl)
    ann = sessions(host.url, "Ann", wordlist=wl)
    welcome, _ = until(ann, "welcome")
    assert welcome["setup"]["language"] == "de" and welcome["language"] == "de"
    assert host.start_round(GERMAN_BOARD) == GERMAN_BOARD
    until(ann, "round_started")
    typed = ["mähe", "MÄHE", "Häme", "sähe", "mahe", "helm", "zzzz", "hä", "me2"]
    results, local = play(ann, typed)
    got = [(r["word"], r["verdict"], r["points"]) for r in results]
    assert got == [("mähe", "ok", 1), ("mähe", "repeated", 0), ("häme", "ok", 1), ("sähe", "ok", 1),
                   ("mahe", "not_on_board", 0), ("helm", "ok", 1), ("zzzz", "not_on_board", 0),
                   ("hä", "too_short", 0), ("me2", "not_a_word", 0)]
    # The joiner's own list said the same at once, in German.
    assert local == {r["seq"]: (r["word"], r["verdict"]) for r in results}
    # The end of the round scores the same words with the table scorer's code.
    result = host.end_round()
    setup = Setup.of(wl)
    expected = score_group(GERMAN_BOARD, setup, Solver(wl, setup.rules_value), {"Ann": typed})
    assert result.players == expected.players and result.all_words == expected.all_words
    ended, _ = until(ann, "round_ended")
    assert ended["result"]["setup"]["language"] == "de"
    assert {r["word"] for r in ended["reveal"]} == set(expected.all_words)
    assert {"mähe", "häme"} <= {r["word"] for r in ended["reveal"]}


def test_a_french_round_folds_accents_typed_or_not(make_host, sessions, lists):
    wl = lists["fr"]
    host = make_host(wl)
    ann = sessions(host.url, "Ann", wordlist=wl)
    until(ann, "welcome")
    host.start_round(FRENCH_BOARD)
    until(ann, "round_started")
    results, local = play(ann, ["DÉCUPLE", "décuple", "palacé", "capelan", "ñu"])
    assert [(r["word"], r["verdict"]) for r in results] == [
        ("decuple", "ok"), ("decuple", "repeated"), ("palace", "ok"), ("capelan", "ok"), ("nu", "too_short")]
    assert local == {r["seq"]: (r["word"], r["verdict"]) for r in results}


def test_a_spanish_enye_is_a_letter_of_its_own(make_host, sessions, lists):
    wl = lists["es"]
    host = make_host(wl)
    ann = sessions(host.url, "Ann")
    until(ann, "welcome")
    host.start_round(SPANISH_BOARD)
    until(ann, "round_started")
    results, _local = play(ann, ["niña", "NIÑA", "nina", "añil"])
    assert [(r["word"], r["verdict"]) for r in results] == [
        ("niña", "ok"), ("niña", "repeated"), ("nina", "not_on_board"), ("añil", "ok")]


def test_an_english_round_refuses_letters_beyond_a_z(make_host, sessions, default_wordlist):
    host = make_host(default_wordlist)
    ann = sessions(host.url, "Ann", wordlist=default_wordlist)
    until(ann, "welcome")
    host.start_round("perslatgsineters")
    until(ann, "round_started")
    results, local = play(ann, ["léast", "least"])
    assert [(r["word"], r["verdict"]) for r in results] == [("léast", "not_a_word"), ("least", "ok")]
    assert local == {r["seq"]: (r["word"], r["verdict"]) for r in results}


def test_a_german_host_rolls_german_dice_and_refuses_other_dice(make_host, lists):
    wl = lists["de"]
    host = make_host(wl, seed=5)
    assert host.host.dice.key == get_language("de").dice_sets[0] and host.host.setup.language == "de"
    board = host.start_round()
    assert len(board) == 16 and set(board) <= set("abcdefghijklmnopqrstuvwxyzäöü")
    with pytest.raises(ValueError, match="'new' has English letters, the word list 'de-wngerman' is German"):
        make_host(wl, dice="new")
    big = make_host(wl, size="55")        # no German dice roll 5x5 boards: the host needs them given
    with pytest.raises(HostError, match="no German dice roll 5x5 boards"):
        big.start_round()
    assert big.start_round("ÄHNLICHERSATZWEISEGROßAA") == "ähnlichersatzweisegrossaa"   # read in German


def test_a_joiner_with_a_list_of_another_language_gets_no_local_checks(make_host, sessions, lists,
                                                                        default_wordlist):
    host = make_host(lists["de"])
    bob = sessions(host.url, "Bob", wordlist=default_wordlist)
    until(bob, "welcome")
    mismatch, _ = until(bob, "list_mismatch")
    assert "the host's list decides" in mismatch["message"]
    host.start_round(GERMAN_BOARD)
    until(bob, "round_started")
    results, local = play(bob, ["mähe"])
    assert results[0]["verdict"] == "ok" and local == {}   # an English list says nothing about German words
