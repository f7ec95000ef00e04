"""The engine's errors in the interface's language: one table (boggle_gui/shared/error_text.py) words
every code the engine raises, with the params it raises them with; an error without a code, or with one
the table lacks, shows its own message."""
from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QInputDialog

from boggle_gui.shared.error_text import ERROR_TEXT, error_text
from boggle_gui.shared.translation import qm_path
from core.engine import BoardError, BoardProblem, Phrase, WordListError, WordListProblem, parse_board
from core.play import CannotPlay, GameCodeError, GameCodeProblem, HistoryError, HistoryProblem, Problem
from tests.error_codes import all_codes, template_fields, template_specs

BAD_BOARD = "ser7 patg line sers"


def test_every_code_the_engine_raises_has_its_words_and_no_other():
    # A code added to core without its words here would show English in every language.
    assert sorted(ERROR_TEXT) == sorted(code.value for code in all_codes())


def test_every_template_names_only_params_the_engine_raises_its_code_with():
    # The engine's raise sites pass exactly the fields of the English message (tests/core/test_error_codes.py).
    extra = {code.value: sorted(template_fields(ERROR_TEXT[code]) - template_fields(code.english))
             for code in all_codes() if template_fields(ERROR_TEXT[code]) - template_fields(code.english)}
    assert extra == {}
    # Plain fields: the app fills them with text (numbers in the interface's locale), so a conversion
    # or a format spec would fail or show Python's spelling.
    assert [(code, spec) for code, text in ERROR_TEXT.items() for spec in template_specs(text)
            if spec[1] or spec[2]] == []


@pytest.mark.parametrize("language", ["fr", "de", "es", "it", "nl"])
def test_every_translation_is_finished_and_keeps_its_fields(language):
    root = ET.parse(qm_path(language).with_suffix(".ts")).getroot()
    context = next(c for c in root.iter("context") if c.findtext("name") == "EngineErrors")
    translations = {m.findtext("source"): m.find("translation") for m in context.iter("message")}
    assert set(translations) == set(ERROR_TEXT.values())
    wrong = [(source, t.text) for source, t in translations.items()
             if t.get("type") == "unfinished" or template_fields(t.text or "") != template_fields(source)]
    assert wrong == []


def test_an_error_without_a_code_or_one_the_table_lacks_shows_its_own_message():
    assert error_text(ValueError("as it came")) == "as it came"
    assert error_text(WordListError("Déjà traduit par l’app")) == "Déjà traduit par l’app"
    assert error_text(KeyError()) == "KeyError"
    stranger = BoardError(BoardProblem.EMPTY)
    stranger.code = "board.from_a_newer_engine"
    assert error_text(stranger) == "empty board"
    assert error_text(ValueError("a full sentence"), sentence=True) == "A full sentence."


def test_params_are_shown_as_the_interface_shows_them(french):
    nested = CannotPlay(Problem.BAD_CODE, reason=GameCodeError(GameCodeProblem.TYPO))
    assert error_text(nested, sentence=True) == ("Ce code de partie contient une faute de frappe (sa lettre de "
                                                 "contrôle ne correspond pas) : vérifiez chaque lettre.")
    # A number in the interface's locale, a language by its translated name, a phrase by its words.
    with pytest.raises(BoardError) as caught:
        parse_board("abcx\u212a", language="de")
    assert error_text(caught.value) == (
        "la grille 'abcx\u212a' contient le caractère '\u212a' (U+212A KELVIN SIGN) en position 5 : les grilles "
        "(Allemand) ont les lettres a-z ä ö ü ; q est la case Qu ; [an] [er] [he] [in] [th] sont des faces à deux "
        "lettres, . ou # une face vide")
    huge = WordListError(WordListProblem.TOO_MANY_NODES, nodes=40_000_000, limit=33_554_432)
    assert error_text(huge) == ("la liste de mots a trop de mots : il faudrait 40\u202f000\u202f000 nœuds, et il en "
                                "tient au plus 33\u202f554\u202f432")
    locked = HistoryError(HistoryProblem.LOCKED, path="/home/ann/history.db", locked=True)
    assert error_text(locked) == ("la base de l’historique /home/ann/history.db est verrouillée par un autre "
                                  "programme ; votre manche est gardée en mémoire et sera enregistrée quand la base "
                                  "sera libre")
    label = Phrase(BoardProblem.LETTERS_OF, {"language": "Klingon", "letters": "a-z"})
    assert "Klingon" in error_text(BoardError(BoardProblem.BAD_FOLDED_CHARACTER, character="'x'", board="'x'",
                                              allowed=label))


def test_a_bad_board_typed_for_the_game_window_is_refused_in_french(qtbot, main_windows, warnings, french):
    # As `boggle-gui --board ...` hands a board to the running game.
    window = main_windows()
    assert not window.open_request(board=BAD_BOARD)
    assert warnings[-1] == (
        "Grille incorrecte: La grille 'ser7 patg line sers' contient le caractère '7' en position 4 : seules les "
        "lettres a-z sont permises (q est la case Qu ; [an] [er] [he] [in] [th] sont des faces à deux lettres, . ou # "
        "une face vide).")


def test_a_game_code_with_a_typo_is_refused_in_french(qtbot, main_windows, warnings, french, monkeypatch):
    window = main_windows()
    code = window.round_code or "8B1C-2DE3-FGH4"
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: (code[:-1] + ("0" if code[-1] != "0" else "1"), True))
    window.ask_game_code()
    assert warnings[-1] == ("Impossible de jouer ce code de partie: Ce code de partie contient une faute de frappe "
                            "(sa lettre de contrôle ne correspond pas) : vérifiez chaque lettre.")


def test_solve_a_board_says_what_is_wrong_with_the_board_in_french(qtbot, main_windows, french):
    window = main_windows()
    window.show_solved_board("")
    solve = window.solve_window
    qtbot.addWidget(solve)
    solve.entry.setText("serspatglinese")
    qtbot.keyClick(solve.entry, Qt.Key.Key_Return)
    assert solve.error.isVisible()
    assert solve.error.text() == ("Impossible de résoudre cette grille : la grille 'serspatglinese' a 14 cases ; une "
                                  "grille en a 9 (3x3), 12 (3x4), 16 (4x4), 25 (5x5), 36 (6x6)")
