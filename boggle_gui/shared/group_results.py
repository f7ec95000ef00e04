"""A group round's results as a page: the board, each player's words with their verdicts, the scores.

The table scorer and History's group rounds show (and print) the same page.
"""
from __future__ import annotations

import html

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from core.engine import cell_label
from core.play import GroupResult, Verdict

from .data_names import setup_text
from .theme import text_colours
from .verdicts import group_verdict_text

__all__ = ["results_html"]

#: The tone of each verdict's words (:class:`~.theme.TextColours`); other verdicts are bad.
_VERDICT_TONE = {Verdict.OK: "good", Verdict.SHARED: "shared"}
#: The group rules (core.play.group.RULES): the header's words and the rule in a sentence.
_RULE_TEXT = {
    "classic": (QT_TRANSLATE_NOOP("GroupResults", "{title}: classic rule"),
                QT_TRANSLATE_NOOP("GroupResults",
                                  "Classic rule: a word found by two or more players scores for no one.")),
    "friendly": (QT_TRANSLATE_NOOP("GroupResults", "{title}: friendly rule"),
                 QT_TRANSLATE_NOOP("GroupResults", "Friendly rule: everyone keeps the points of every valid word.")),
}


def _tr(text: str) -> str:
    return QCoreApplication.translate("GroupResults", text)


def _board_html(result: GroupResult) -> str:
    geom = result.setup.geometry
    language = getattr(result.setup, "language", None)
    rows = []
    for y in range(geom.height):
        labels = (html.escape(cell_label(result.board, geom.cell_at(x, y), language)) for x in range(geom.width))
        cells = "".join(f"<td align='center' width='28'><b>{label}</b></td>" for label in labels)
        rows.append(f"<tr>{cells}</tr>")
    return f"<table border='1' cellspacing='0' cellpadding='4'>{''.join(rows)}</table>"


def results_html(result: GroupResult, *, reveal: bool = False, title: str | None = None,
                 appearance: str | None = None) -> str:
    """The results page: board, each player's words with verdicts (words scoring nothing struck
    through), scores, and with ``reveal`` every word of the board. ``title`` (translated) heads the
    page, "Table game" by default. Verdicts are coloured for ``appearance`` (default: the one on;
    light for paper)."""
    e = html.escape
    colours = text_colours(appearance)
    best = max((p.score for p in result.players), default=0)
    header, rule = _RULE_TEXT[result.rule]
    parts = [f"<h2>{e(_tr(header).format(title=title or _tr('Table game')))}</h2>",
             f"<p>{e(setup_text(result.setup))}. {e(_tr(rule))}</p>",
             _board_html(result), "<p></p>",
             "<table border='1' cellspacing='0' cellpadding='6' width='100%'><tr>"]
    for p in result.players:
        parts.append(f"<th>{e(p.name)}</th>")
    parts.append("</tr><tr>")
    for p in result.players:
        rows = []
        for w in p.words:
            struck = w.points == 0
            word = e(w.word.upper() if w.verdict is not Verdict.NOT_A_WORD else w.word)
            colour = colours.tone(_VERDICT_TONE.get(w.verdict, "bad"))
            shown = f"<s>{word}</s>" if struck else word
            said = e(group_verdict_text(w.verdict, result.rule))
            rows.append(f"<tr><td>{shown}</td><td><font color='{colour}'>{said}"
                        f"</font></td><td align='right'>{w.points}</td></tr>")
        parts.append(f"<td valign='top'><table cellspacing='0' cellpadding='2'>{''.join(rows)}</table></td>")
    parts.append("</tr><tr>")
    for p in result.players:
        mark = " ★" if p.score == best and best > 0 else ""
        points = QCoreApplication.translate("GroupResults", "%n point(s)", "", p.score)
        parts.append(f"<td align='center'><b>{e(points)}{mark}</b><br>"
                     + e(_tr("{unique} unique, {shared} shared").format(unique=len(p.unique), shared=len(p.shared)))
                     + "</td>")
    parts.append("</tr></table>")
    found = result.found_by_anyone
    parts.append("<p>{}</p>".format(_tr("The board holds <b>{words}</b> words worth <b>{points}</b> points; the "
                                        "players found {found} of them.").format(
        words=len(result.all_words), points=result.max_score, found=len(found & set(result.all_words)))))
    if reveal:
        words = ", ".join(f"<b>{e(w)}</b>" if w in found else e(w) for w in result.all_words)
        parts.append(f"<h3>{e(_tr('Every word (found ones in bold)'))}</h3><p>{words}</p>")
    return "".join(parts)
