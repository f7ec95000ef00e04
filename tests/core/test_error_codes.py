"""Errors a player can meet carry a code and the params their message names (core/engine/errors.py).

The app words each code in the player's language from those params (boggle_gui/shared/error_text.py):
a raise that leaves out a param the message names, or passes one it does not, would show a
message with a hole in it, or lose a value. Every call that raises a code is read from the source
and held against its message's fields; a sample of real failures checks the values too.
"""
from __future__ import annotations

import os
import pickle
import re
import sqlite3

import pytest

from core.engine import (
    BoardError,
    BoardProblem,
    CodedError,
    LanguageError,
    LanguageProblem,
    MessageCode,
    Phrase,
    TextFileError,
    TextFileProblem,
    WordListError,
    WordListProblem,
    get_language,
    load_wordlist,
    parse_board,
    parse_size,
    resolve_wordlist,
)
from core.engine.errors import english_message
from core.engine.textfile import read_file_lines
from core.play import (
    ChallengeError,
    ChallengeProblem,
    GameCodeError,
    GameCodeProblem,
    History,
    HistoryError,
    HistoryProblem,
    decode_challenge,
    decode_game,
    encode_game,
    make_challenge,
)
from core.play.codes import GameCode
from core.play.game import TimerMode
from core.proofs import BreakRunError, parse_class, parse_partition, tasks_from_partition
from core.proofs.classes import ClassError, ClassProblem
from core.proofs.tasks import BreakRunProblem
from core.search import parse_letter_set
from core.search.anneal import AnnealConfigError, AnnealProblem, Schedule
from tests.error_codes import all_codes, message_codes, raise_sites, template_fields

CODE = encode_game(GameCode("new", "standard", 3, "scowl70", None, TimerMode.fixed(180), seed=12345))


def test_every_call_that_raises_a_code_passes_exactly_the_params_its_message_names():
    by_name = {f"{type(code).__name__}.{code.name}": code for code in all_codes()}
    wrong = [(site.where, member, sorted(template_fields(by_name[member].english)), sorted(site.params))
             for site in raise_sites() for member in site.members
             if template_fields(by_name[member].english) != site.params]
    assert wrong == []


def test_every_code_is_raised_somewhere():
    # A code nobody raises is a message no player sees, and a table entry the app keeps for nothing.
    raised = {member for site in raise_sites(("core", "boggle_gui")) for member in site.members}
    assert sorted({f"{type(code).__name__}.{code.name}" for code in all_codes()} - raised) == []


def test_codes_are_unique_named_for_their_module_and_have_english_words():
    # The app's table is keyed by value: two enumerations sharing one would share its words.
    codes = all_codes()
    assert len({code.value for code in codes}) == len(codes) > 150
    for enum in message_codes():
        prefixes = {code.value.split(".")[0] for code in enum}
        assert len(prefixes) == 1 and all(re.fullmatch(r"[a-z]+\.[a-z0-9_]+", code.value) for code in enum), enum
        assert all(code.english for code in enum), enum


def test_a_coded_error_is_its_code_params_and_english_message_and_survives_pickling():
    with pytest.raises(BoardError) as caught:
        parse_board("ser7 patg line sers")
    exc = caught.value
    assert exc.code is BoardProblem.BAD_CHARACTER
    assert exc.params == {"character": "'7'", "position": 4, "board": "'ser7 patg line sers'"}
    assert str(exc) == english_message(exc.code, exc.params) == (
        "bad character '7' at position 4 in board 'ser7 patg line sers': only letters a-z are allowed (q is the Qu "
        "cell; [an] [er] [he] [in] [th] are two-letter faces, . or # a blank one)")
    again = pickle.loads(pickle.dumps(exc))      # a job's or a worker's error crosses a process
    assert (type(again), again.code, again.params, str(again)) == (BoardError, exc.code, exc.params, str(exc))
    locked = pickle.loads(pickle.dumps(HistoryError(HistoryProblem.LOCKED, path="h.db", locked=True)))
    assert locked.locked and locked.code is HistoryProblem.LOCKED and "locked by another program" in str(locked)


def test_an_error_only_a_programmer_meets_has_a_message_and_no_code():
    plain = GameCodeError("a game code holds either a seed or a board")
    assert plain.code is None and plain.params == {} and str(plain) == "a game code holds either a seed or a board"
    with pytest.raises(GameCodeError) as caught:
        GameCode("new", "standard", 3, "scowl70", None, TimerMode.fixed(180))
    assert caught.value.code is None


def test_an_error_passed_on_keeps_its_code_and_params():
    with pytest.raises(GameCodeError) as caught:
        GameCode("3x3", "standard", 3, "scowl70", None, TimerMode.fixed(180), board="ab!defghi")
    assert caught.value.code is BoardProblem.BAD_CHARACTER and caught.value.params["character"] == "'!'"
    assert GameCodeError.passing_on(ValueError("as it is")).code is None


def test_phrases_and_nested_errors_read_as_their_english_words():
    with pytest.raises(BoardError) as caught:
        parse_board("abcx\u212a", language="de")
    allowed = caught.value.params["allowed"]
    assert isinstance(allowed, Phrase) and allowed.code is BoardProblem.LETTERS_OF_QU
    assert allowed.params == {"language": "German", "letters": "a-z ä ö ü"}
    assert str(caught.value).endswith(": German boards have the letters a-z ä ö ü; q is the Qu cell; [an] [er] [he] "
                                      "[in] [th] are two-letter faces, . or # a blank one")
    with pytest.raises(BreakRunError) as wrapped:
        tasks_from_partition(parse_size("44"), "abc def")
    reason = wrapped.value.params["reason"]
    assert wrapped.value.code is BreakRunProblem.BAD_PARTITION and isinstance(reason, ClassError)
    assert reason.code is ClassProblem.MISSING_LETTERS and str(wrapped.value) == f"bad partition 'abc def': {reason}"


def _raised(action) -> CodedError:
    with pytest.raises(CodedError) as caught:
        action()
    return caught.value


def _history(path):
    History(path).close()


def _other_database(path):
    with sqlite3.connect(path) as conn:
        conn.execute("CREATE TABLE cats (name TEXT)")
    History(path)


def _newer_history(path):
    with sqlite3.connect(path) as conn:
        conn.execute("PRAGMA user_version = 99")
    History(path)


def _cases(tmp):
    """``(action, code, params it must carry)`` for a sample of real failures."""
    binary = tmp / "binary.txt"
    binary.write_bytes(b"ab\x00cd\x00" * 8)
    latin = tmp / "latin.txt"
    latin.write_bytes(b"ok\ncaf\xe9\n")
    empty = tmp / "empty.txt"
    empty.write_text("\n \n")
    no_words = tmp / "nowords.txt"
    no_words.write_text("a\nbe\n")
    folder = tmp / "folder"
    folder.mkdir()
    typo = CODE[:-1] + ("0" if CODE[-1] != "0" else "1")
    return [
        (lambda: parse_size("4"), BoardProblem.BAD_SIZE, {"text": "'4'"}),
        (lambda: parse_size("77"), BoardProblem.UNSUPPORTED_SIZE, {"size": "7x7"}),
        (lambda: parse_board(" "), BoardProblem.EMPTY, {}),
        (lambda: parse_board("abcde"), BoardProblem.CELLS_NO_SIZE, {"board": "'abcde'", "cells": 5}),
        (lambda: parse_board("abcde", "44"), BoardProblem.CELLS_NOT_SIZE, {"cells": 5, "size": "4x4", "needed": 16}),
        (lambda: parse_board("abc!", language="fr"), BoardProblem.BAD_LANGUAGE_CHARACTER,
         {"character": "'!'", "position": 4}),
        (lambda: list(read_file_lines(tmp / "missing.txt", "boards", max_bytes=100, max_line_bytes=10)),
         TextFileProblem.NOT_FOUND, {"file": "boards"}),
        (lambda: list(read_file_lines(folder, "boards", max_bytes=100, max_line_bytes=10)),
         TextFileProblem.FOLDER, {"file": "boards"}),
        (lambda: list(read_file_lines(binary, "boards", max_bytes=1000, max_line_bytes=100)),
         TextFileProblem.BINARY, {"file": "boards"}),
        (lambda: list(read_file_lines(latin, "boards", max_bytes=1000, max_line_bytes=100)),
         TextFileProblem.NOT_UTF8, {"file": "boards", "line": 2, "byte": "0xe9", "column": 4}),
        (lambda: list(read_file_lines(latin, "boards", max_bytes=1000, max_line_bytes=3)),
         TextFileProblem.LINE_TOO_LONG, {"file": "boards", "line": 2, "limit": 3}),
        (lambda: list(read_file_lines(latin, "boards", max_bytes=4, max_line_bytes=3)),
         TextFileProblem.TOO_BIG, {"file": "boards", "size": "8 bytes", "limit": "4 bytes"}),
        (lambda: resolve_wordlist(str(tmp / "none.txt")), WordListProblem.NO_SUCH_FILE,
         {"spec": str(tmp / "none.txt")}),
        (lambda: resolve_wordlist("no-such-list"), WordListProblem.UNKNOWN, {"spec": "no-such-list"}),
        (lambda: load_wordlist(empty, use_cache=False), WordListProblem.EMPTY, {}),
        (lambda: load_wordlist(no_words, use_cache=False), WordListProblem.NO_WORDS_QU,
         {"path": str(no_words), "language": "English", "letters": "a-z"}),
        (lambda: load_wordlist(binary, use_cache=False), TextFileProblem.BINARY, {}),
        (lambda: get_language("klingon"), LanguageProblem.UNKNOWN, {"text": "klingon"}),
        (lambda: decode_game(" - "), GameCodeProblem.EMPTY, {}),
        (lambda: decode_game("AB!C"), GameCodeProblem.BAD_LETTERS, {"letters": "'!'"}),
        (lambda: decode_game("ABC"), GameCodeProblem.TOO_SHORT, {}),
        (lambda: decode_game(typo), GameCodeProblem.TYPO, {}),
        (lambda: GameCode("new", "standard", 40, "scowl70", None, TimerMode.fixed(180), seed=1),
         GameCodeProblem.MIN_LENGTH, {"min_length": 40}),
        (lambda: GameCode("new", "standard", 3, "x" * 40, None, TimerMode.fixed(180), seed=1),
         GameCodeProblem.LIST_NAME, {"name": "x" * 40}),
        (lambda: decode_challenge(""), ChallengeProblem.EMPTY, {}),
        (lambda: decode_challenge(CODE), ChallengeProblem.GAME_CODE, {}),
        (lambda: decode_challenge("CHALLENGE-AB!"), ChallengeProblem.BAD_LETTERS, {"letters": "'!'"}),
        (lambda: decode_challenge("CHALLENGE-AB"), ChallengeProblem.CUT_SHORT, {}),
        (lambda: make_challenge(decode_game(CODE), "", ["ant"], [("ant", 1)]), ChallengeProblem.NO_NAME, {}),
        (lambda: make_challenge(decode_game(CODE), "Ann", ["tea"], [("ant", 1)]), ChallengeProblem.NOT_IN_SOLUTION,
         {"word": "tea"}),
        (lambda: _other_database(tmp / "cats.db"), HistoryProblem.OTHER_DATABASE,
         {"path": str(tmp / "cats.db"), "tables": "cats"}),
        (lambda: _newer_history(tmp / "new.db"), HistoryProblem.NEWER, {"version": 99}),
        (lambda: parse_class("ab c"), ClassProblem.SETS_NO_SIZE, {"sets": 2}),
        (lambda: parse_class(" ".join(["ab"] * 8 + ["a7"])), ClassProblem.BAD_CHARACTER,
         {"character": "7", "text": "a7", "letters": "a-z"}),
        (lambda: parse_class(" ".join(["ab"] * 8 + ["aa"])), ClassProblem.LETTER_TWICE, {"letter": "a", "text": "aa"}),
        (lambda: parse_partition("abcdefghijklm nopqrstuvwxyz, corner: a", "44"), ClassProblem.MISSING_LETTERS,
         {"missing": "bcdefghijklmnopqrstuvwxyz"}),
        (lambda: parse_partition("", "44"), ClassProblem.EMPTY_PARTITION, {}),
        (lambda: parse_partition("side: abcdefghijklmnopqrstuvwxyz", "44"), ClassProblem.UNKNOWN_CELL_TYPE,
         {"name": "side"}),
        (lambda: tasks_from_partition(parse_size("44"), "abcdefghijklmnopqrstuvwxyz", limit=10**9),
         BreakRunProblem.LIMIT_TOO_LARGE, {"limit": 10**9}),
        (lambda: Schedule("exponential", -1.0), AnnealProblem.T0, {"t0": -1.0}),
        (lambda: Schedule("exponential", 10.0, 0.0), AnnealProblem.DECAY, {"decay": 0.0}),
        (lambda: parse_letter_set("  "), AnnealProblem.LETTERS_EMPTY, {}),
        (lambda: parse_letter_set("ab7", "de"), AnnealProblem.LETTERS_BAD_LANGUAGE,
         {"characters": "'7'", "text": "ab7", "language": "German"}),
    ]


def test_real_failures_carry_their_code_and_the_values_their_message_names(tmp_path):
    for action, code, params in _cases(tmp_path):
        exc = _raised(action)
        assert exc.code is code, (code, str(exc))
        assert set(exc.params) == template_fields(code.english), code
        assert {name: exc.params[name] for name in params} == params, code
        assert str(exc) == english_message(code, exc.params)


def test_a_word_lists_label_is_a_phrase_the_app_can_word(tmp_path):
    binary = tmp_path / "binary.txt"
    binary.write_bytes(b"ab\x00cd\x00" * 8)
    exc = _raised(lambda: load_wordlist(binary, use_cache=False))
    assert isinstance(exc, WordListError) and exc.code is TextFileProblem.BINARY
    assert exc.params["file"] == Phrase(WordListProblem.FILE, {"path": str(binary)})
    assert str(exc) == f"word list {binary} looks like a binary file, not text"


def test_the_error_classes_callers_catch_are_kept():
    # Callers catch ValueError (boards, codes, lists, classes) and RuntimeError (definitions).
    for error in (BoardError, TextFileError, WordListError, LanguageError, GameCodeError, ChallengeError,
                  ClassError, BreakRunError, AnnealConfigError):
        assert issubclass(error, (CodedError, ValueError)) and issubclass(error, ValueError), error
    assert issubclass(HistoryError, CodedError) and not issubclass(HistoryError, ValueError)
    assert all(issubclass(enum, MessageCode) for enum in message_codes())


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_a_pipe_is_refused_as_a_pipe(tmp_path):
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    exc = _raised(lambda: list(read_file_lines(fifo, "boards", max_bytes=100, max_line_bytes=10)))
    assert exc.code is TextFileProblem.PIPE and exc.params == {"file": "boards"}
