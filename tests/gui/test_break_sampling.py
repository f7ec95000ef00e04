"""The break window and ``boggle break`` break the same classes for the same settings."""
from __future__ import annotations

import json

import pytest

from boggle_gui.tools.break_dialog import BreakDialog
from core.cli.main import main
from tests.core.break_support import WORDS

#: 3x3 in six letter groups: 1,259,712 canonical classes, so a run of some of them is a random sample.
SIX_GROUPS = "aeiou bcdfg hjklm npqrs tvwxy z"


def _class_ids(path) -> list[int]:
    return [json.loads(line)["id"] for line in path.read_text().splitlines()[1:]]


@pytest.mark.parametrize("partition, limit, seed", [(SIX_GROUPS, 6, 3), ("bdfgjqvwxz aeiou lnrsy chkmpt", 9, 4)])
def test_the_window_and_the_command_line_break_the_same_classes(qtbot, write_wordlist, tmp_path, capsys,
                                                                 partition, limit, seed):
    words = write_wordlist(WORDS)
    dialog = BreakDialog()
    qtbot.addWidget(dialog)
    dialog.set_wordlist(str(words))
    dialog.workers_spin.setValue(1)
    dialog.partition_edit.setText(partition)
    dialog.limit_spin.setValue(limit)
    dialog.seed_spin.setValue(seed)
    dialog.threshold_spin.setValue(30)
    assert dialog.start_button.isEnabled(), dialog.classes_label.text()
    with qtbot.waitSignal(dialog.run_finished, timeout=120_000):
        dialog.start()
    qtbot.waitUntil(lambda: not dialog.is_busy(), timeout=10_000)
    shown = _class_ids(dialog.results_path())

    results = tmp_path / "cli.ndjson"
    code = main(["break", "--size", "33", "--partition", partition, "--limit", str(limit), "--seed", str(seed),
                 "--threshold", "30", "--dictionary", str(words), "--results", str(results)])
    capsys.readouterr()
    assert code == 0
    assert len(shown) == limit and sorted(_class_ids(results)) == sorted(shown)
