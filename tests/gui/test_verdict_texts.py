"""The app's words for each verdict come from one table (boggle_gui.shared.verdicts)."""
from __future__ import annotations

import pytest

from boggle_gui.shared.verdicts import Said, group_verdict_text, submission_text, verdict_style, verdict_text
from core.play import Verdict


@pytest.mark.parametrize("said", list(Said))
def test_every_verdict_has_words_wherever_it_is_shown(qapp, said):
    texts = {v: verdict_text(v, said) for v in Verdict}
    assert all(texts.values())
    assert len(set(texts.values())) == len(Verdict)     # no two verdicts read alike on one screen


def test_each_screen_says_what_it_means(qapp):
    assert verdict_text(Verdict.REPEATED, Said.ROUND) == "already found"
    assert verdict_text(Verdict.REPEATED, Said.HOST) == "already entered"
    assert verdict_text(Verdict.NOT_IN_LIST, Said.HOST) == "not in the host's list"
    assert verdict_text(Verdict.NOT_IN_LIST, Said.OWN_LIST) == "not in your list"
    assert verdict_text(Verdict.TOO_SHORT, Said.OWN_LIST) == "too short"            # falls back to the host's words
    assert verdict_text("not_on_board", Said.HOST) == "not on the board"            # a wire name works too
    assert verdict_text("from a newer host") == "from a newer host"                 # shown as it came
    assert group_verdict_text(Verdict.SHARED, "classic") == "shared, crossed out"
    assert group_verdict_text(Verdict.SHARED, "friendly") == "shared"


def test_a_rounds_feedback_line(qapp):
    assert submission_text("tap", Verdict.OK, 1) == "TAP  +1"
    assert submission_text("lines", Verdict.REPEATED) == "LINES: already found"
    assert submission_text("", Verdict.TOO_SHORT) == "(empty): too short"


def test_styles(qapp):
    assert [verdict_style(v) for v in (Verdict.OK, Verdict.SHARED, Verdict.REPEATED, Verdict.NOT_A_WORD)] == [
        "new", "new", "repeat", "bad"]
    assert verdict_style("unanswered") == "bad"
