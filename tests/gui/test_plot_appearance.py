"""The tool windows' plots take the appearance chosen in View: background, axes, text, grid and
curves in the appearance table's plot colours, on opening and when the choice changes."""
from __future__ import annotations

import pytest
from PySide6.QtGui import QColor, QPalette

from boggle_gui.shared.theme import apply_theme, plot_colours, warning_colour
from tests.core.break_support import CLASS_LINE, results_header


@pytest.fixture
def game(clocked_window, qapp):
    """The game window in light; light again afterwards (the palette is the application's)."""
    yield clocked_window
    apply_theme("light", qapp)


def _choose(game, appearance: str) -> None:
    """Choose ``appearance`` (light or high contrast) in the View menu."""
    if game.act_high_contrast.isChecked() != (appearance == "high_contrast"):
        game.act_high_contrast.trigger()
    assert game.appearance == appearance


def _rgb(colour: QColor) -> str:
    return QColor(colour).name()


def _assert_frame(view, plots, appearance: str) -> None:
    """``view``'s background and each of ``plots``' axes, grid and title in ``appearance``'s colours."""
    colours = plot_colours(appearance)
    assert _rgb(view.backgroundBrush().color()) == _rgb(colours.background)
    for plot in plots:
        for name in ("left", "bottom"):
            axis = plot.getAxis(name)
            assert _rgb(axis.pen().color()) == _rgb(colours.foreground), name
            assert _rgb(axis.textPen().color()) == _rgb(colours.foreground), name
            assert _rgb(axis.tickPen().color()) == _rgb(colours.grid), name
            assert axis.grid == int(colours.grid_alpha * 255), name
        assert _rgb(plot.titleLabel.opts["color"]) == _rgb(colours.foreground)


def _assert_pen(item, colour: QColor, appearance: str, width: float = 0) -> None:
    pen = item.opts["pen"] if hasattr(item, "opts") else item.pen
    assert _rgb(pen.color()) == _rgb(colour)
    assert pen.widthF() >= width * plot_colours(appearance).pen_scale


def test_annealing_lab_plots_follow_the_appearance(qtbot, game):
    lab = game.open_tool("anneal_lab")
    qtbot.addWidget(lab)
    plots = (lab.score_plot, lab.temp_plot, lab.acc_plot)
    lab._add_run("run 1")
    for appearance in ("high_contrast", "light"):
        _choose(game, appearance)
        lab._add_run(f"run in {appearance}")      # a run started in this appearance takes it too
        colours = plot_colours(appearance)
        _assert_frame(lab.plots, plots, appearance)
        for i, run in enumerate(lab._runs):
            _assert_pen(run.best, colours.curve(i), appearance, width=2.5)
            for item in (run.current, run.temperature, run.acceptance):
                _assert_pen(item, colours.curve(i), appearance, width=1)
        legend = lab.score_plot.legend
        assert _rgb(legend.brush().color()) == _rgb(colours.background)
        assert all(_rgb(label.opts["color"]) == _rgb(colours.foreground) for _sample, label in legend.items)
    assert plot_colours("high_contrast").pen_scale * 2.5 >= 3     # the best score thick enough to see
    lab.close()


def test_statistics_plots_follow_the_appearance(qtbot, game):
    _choose(game, "high_contrast")
    win = game.open_tool("stats")                 # opened in high contrast
    qtbot.addWidget(win)
    for appearance in ("high_contrast", "light", "high_contrast"):
        _choose(game, appearance)
        colours = plot_colours(appearance)
        for plot, bar_colour in ((win.score_plot, 0), (win.word_plot, 1)):
            _assert_frame(plot, [plot.getPlotItem()], appearance)
            assert _rgb(plot.bars.opts["brush"].color()) == _rgb(colours.curve(bar_colour))
            _assert_pen(plot.fit_curve, colours.curve(plot.FIT_COLOUR), appearance, width=2.5)
            _assert_pen(plot.mean_line, colours.foreground, appearance)
            assert _rgb(plot.placeholder.color) != _rgb(colours.background)
    win.close()


def test_break_results_plot_follows_the_appearance(qtbot, game, tmp_path):
    results = tmp_path / "run.ndjson"
    lines = [CLASS_LINE.replace('"id":null', f'"id":{i}').replace('"seconds":0.5', f'"seconds":{0.01 * (i + 1)}')
             for i in range(40)]
    results.write_text("\n".join([results_header(), *lines]) + "\n")
    win = game.open_tool("break")
    qtbot.addWidget(win)
    _choose(game, "high_contrast")                # before the plot exists: it is made in this appearance
    view = win.results_view
    win.open_results(results)
    qtbot.waitUntil(lambda: view.plot is not None and not view.is_busy(), timeout=30_000)
    for appearance in ("high_contrast", "light"):
        _choose(game, appearance)
        colours = plot_colours(appearance)
        _assert_frame(view.plot, [view.plot.getPlotItem()], appearance)
        _assert_pen(view.time_curve, colours.curve(0), appearance)
        assert _rgb(view.time_curve.opts["fillBrush"].color()) == _rgb(colours.curve(0))
        # the file's word list is not on this machine: said in the appearance's warning colour
        assert "not found on this machine" in view.header_label.text()
        assert f"color:{warning_colour(appearance)}" in view.header_label.text()
    win.close()


def test_break_window_warnings_follow_the_appearance(qtbot, game):
    win = game.open_tool("break")
    qtbot.addWidget(win)
    win.partition_edit.setText("not a partition!")      # said in the classes line, as a warning
    label = win.classes_label
    qtbot.waitUntil(lambda: bool(label.property("warning")), timeout=5_000)
    for appearance in ("high_contrast", "light", "high_contrast"):
        _choose(game, appearance)
        assert _rgb(label.palette().color(QPalette.ColorRole.WindowText)) == warning_colour(appearance)
    win.partition_edit.setText("aeiou bcdfghjklmnpqrstvwxyz")
    qtbot.waitUntil(lambda: not label.property("warning"), timeout=5_000)
    assert _rgb(label.palette().color(QPalette.ColorRole.WindowText)) != warning_colour("high_contrast")
    win.close()
