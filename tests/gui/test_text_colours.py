"""Text coloured by meaning (good, shared, bad, muted) takes the appearance that is on, and
stands out from every background it is drawn on: 4.5:1 in light and dark, 7:1 in high contrast.
Each kind of widget is checked once: a view's items (by their tone), an error label (by the
style sheet), rich text (rendered again on a switch) and a board preview (the board colours)."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QStyleOptionViewItem, QTreeWidgetItem

from boggle_gui.round.new_game import NewGameDialog
from boggle_gui.shared.theme import (
    APPEARANCES,
    TONES,
    ToneDelegate,
    apply_theme,
    board_colours,
    current_appearance,
    set_tone,
    text_colours,
    warning_colour,
)
from boggle_gui.widgets.buttons import error_label
from boggle_gui.widgets.definitions import DefinitionPane
from core.play import GameOptions
from tests.gui.test_accessibility import _contrast
from tests.gui.test_table_scorer import fill, score_by_keys

LOOKS = ("light", "high_contrast", "dark")


@pytest.fixture
def light(qapp):
    """Light now and afterwards (the palette and the style sheet are the application's)."""
    apply_theme("light", qapp)
    yield qapp
    apply_theme("light", qapp)


@pytest.mark.parametrize("appearance, least", [("light", 4.5), ("dark", 4.5), ("high_contrast", 7)])
def test_every_text_colour_stands_out_from_every_background(appearance, least):
    palette = APPEARANCES[appearance].palette()
    colours = text_colours(appearance)
    for role in (QPalette.ColorRole.Window, QPalette.ColorRole.Base, QPalette.ColorRole.AlternateBase):
        for tone in TONES:
            ratio = _contrast(QColor(colours.tone(tone)), palette.color(role))
            assert ratio >= least, (tone, role, round(ratio, 2))
    assert warning_colour(appearance) == colours.bad
    assert len({colours.tone(tone) for tone in TONES}) == len(TONES)    # no two meanings alike


def test_the_appearance_on_is_the_last_one_applied(light):
    assert current_appearance() == "light" and text_colours() == text_colours("light")
    apply_theme("high_contrast", light)
    assert current_appearance() == "high_contrast" and text_colours() == text_colours("high_contrast")


def _painted_text(tree, item, column: int) -> str:
    """The colour ``tree``'s delegate paints ``item``'s text in at ``column``."""
    option = QStyleOptionViewItem()
    tree.itemDelegate().initStyleOption(option, tree.indexFromItem(item, column))
    return option.palette.color(QPalette.ColorRole.Text).name()


def test_a_views_items_are_painted_in_their_tones_colour_of_the_appearance_on(qtbot, light):
    from boggle_gui.network.results_page import word_tree
    tree = word_tree(["Word", "Verdict"], "words", (100, 100))
    qtbot.addWidget(tree)
    accepted, rejected, plain = (QTreeWidgetItem([w, v]) for w, v in (("SPAT", "ok"), ("XYZ", "no"), ("TEA", "")))
    set_tone(accepted, "good", 1)
    set_tone(rejected, "bad", 1)
    tree.addTopLevelItems([accepted, rejected, plain])
    for appearance in LOOKS:
        apply_theme(appearance, light)
        colours = text_colours(appearance)
        assert _painted_text(tree, accepted, 1) == colours.good
        assert _painted_text(tree, rejected, 1) == colours.bad
        assert _painted_text(tree, plain, 1) == APPEARANCES[appearance].palette().color(QPalette.ColorRole.Text).name()
        assert _painted_text(tree, accepted, 0) != colours.good      # only the column given
    with pytest.raises(ValueError):
        set_tone(plain, "purple")


def test_the_reveal_lists_found_and_missed_marks_follow_the_appearance(qtbot, main_windows):
    from tests.gui.test_accessibility import BOARD
    w = main_windows()
    w.new_game(GameOptions(timer_seconds=180), board=BOARD)
    qtbot.waitUntil(lambda: w.round is not None and w.round.solution is not None, timeout=20000)
    w.end_round()
    tree = w.reveal_panel.tree
    assert isinstance(tree.itemDelegate(), ToneDelegate)
    marks = {tree.topLevelItem(i).text(3): tree.topLevelItem(i) for i in range(tree.topLevelItemCount())}
    try:
        for chosen in (True, False):
            if w.act_high_contrast.isChecked() != chosen:
                w.act_high_contrast.trigger()
            colours = text_colours(w.appearance)
            assert _painted_text(tree, marks["missed"], 3) == colours.muted
            if "✓ found" in marks:
                assert _painted_text(tree, marks["✓ found"], 3) == colours.good
    finally:
        apply_theme("light")


def test_error_labels_take_the_warning_colour_of_the_appearance_on(qtbot, light):
    dialog = NewGameDialog(GameOptions(timer_seconds=90))
    qtbot.addWidget(dialog)
    label = error_label()
    dialog.layout().addWidget(label)
    dialog.show()
    for appearance in LOOKS:
        apply_theme(appearance, light)
        for shown in (dialog.error, label):
            shown.ensurePolished()
            assert shown.palette().color(QPalette.ColorRole.WindowText).name() == warning_colour(appearance), (
                appearance, shown)


def test_a_definitions_notes_take_the_muted_colour_again_after_a_switch(qtbot, light):
    pane = DefinitionPane()
    qtbot.addWidget(pane)
    for appearance in LOOKS:
        apply_theme(appearance, light)
        qtbot.waitUntil(lambda: text_colours(appearance).muted in pane.text.toHtml(), timeout=2000)  # noqa: B023
        assert "Select or point at a word" in pane.text.toPlainText()


def test_the_table_scorers_verdicts_follow_the_appearance_and_print_in_light(qtbot, scorer, light):
    fill(qtbot, scorer, "sers patg line sers", {"Ann": "spat\nlines\nzebra", "Bob": "spat"})
    score_by_keys(qtbot, scorer)
    for appearance in ("high_contrast", "dark", "light"):
        apply_theme(appearance, light)
        colours = text_colours(appearance)
        qtbot.waitUntil(lambda: colours.bad in scorer.results.toHtml(), timeout=2000)  # noqa: B023
        page = scorer.results.toHtml()
        assert all(colours.tone(tone) in page for tone in ("good", "shared", "bad")), appearance
        others = {c for look in LOOKS if look != appearance for c in (text_colours(look).good,)}
        assert not any(c in page for c in others), appearance
    apply_theme("high_contrast", light)
    printed = scorer.document().toHtml()
    assert text_colours("light").good in printed and text_colours("high_contrast").good not in printed
    scorer.close()


def test_the_annealing_labs_boards_take_the_board_colours(qtbot, clocked_window):
    game = clocked_window
    lab = game.open_tool("anneal_lab")
    qtbot.addWidget(lab)
    grid = lab.best_grid
    grid.show_board("serspatglinesers", 12, grid.geom)
    grid.resize(175, 195)
    try:
        for chosen in (True, False):
            if game.act_high_contrast.isChecked() != chosen:
                game.act_high_contrast.trigger()
            colours = board_colours(game.appearance)
            assert grid.colours == colours
            image = grid.grab().toImage()
            head, side = 24, min(grid.width() - 8, grid.height() - 24 - 8)
            cell = side / 4
            x0 = (grid.width() - side) / 2
            y0 = head + (grid.height() - head - side) / 2
            corner = QPoint(int(x0 + cell * 0.25), int(y0 + cell * 0.2))      # inside the first tile, off its letter
            assert image.pixelColor(corner).name() == colours.die_top.name(), game.appearance
    finally:
        lab.close()
        apply_theme("light")
