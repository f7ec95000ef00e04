"""A group round's results as a page: the board, each player's words with their verdicts, the scores.

The table scorer and History's group rounds show (and print) the same page.
"""
from __future__ import annotations

import html

from core.engine.board import cell_label
from core.play.group import GroupResult, Verdict, describe_rule

from .verdicts import group_verdict_text

__all__ = ["results_html"]

_VERDICT_COLOUR = {Verdict.OK: "#2f8f46", Verdict.SHARED: "#c77c02"}
_INVALID_COLOUR = "#c0392b"


def _board_html(result: GroupResult) -> str:
    geom = result.setup.geometry
    language = getattr(result.setup, "language", None)
    rows = []
    for y in range(geom.height):
        labels = (html.escape(cell_label(result.board, geom.cell_at(x, y), language)) for x in range(geom.width))
        cells = "".join(f"<td align='center' width='28'><b>{label}</b></td>" for label in labels)
        rows.append(f"<tr>{cells}</tr>")
    return f"<table border='1' cellspacing='0' cellpadding='4'>{''.join(rows)}</table>"


def results_html(result: GroupResult, *, reveal: bool = False, title: str = "Table game") -> str:
    """The results page: board, each player's words with verdicts (words scoring nothing struck
    through), scores, and with ``reveal`` every word of the board. ``title`` heads the page."""
    e = html.escape
    best = max((p.score for p in result.players), default=0)
    parts = [f"<h2>{e(title)}: {e(result.rule)} rule</h2>",
             f"<p>{e(result.setup.describe())}. {e(describe_rule(result.rule).capitalize())}.</p>",
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
            colour = _VERDICT_COLOUR.get(w.verdict, _INVALID_COLOUR)
            shown = f"<s>{word}</s>" if struck else word
            said = e(group_verdict_text(w.verdict, result.rule))
            rows.append(f"<tr><td>{shown}</td><td><font color='{colour}'>{said}"
                        f"</font></td><td align='right'>{w.points}</td></tr>")
        parts.append(f"<td valign='top'><table cellspacing='0' cellpadding='2'>{''.join(rows)}</table></td>")
    parts.append("</tr><tr>")
    for p in result.players:
        mark = " ★" if p.score == best and best > 0 else ""
        parts.append(f"<td align='center'><b>{p.score} point{'s' if p.score != 1 else ''}{mark}</b><br>"
                     f"{len(p.unique)} unique, {len(p.shared)} shared</td>")
    parts.append("</tr></table>")
    found = result.found_by_anyone
    parts.append(f"<p>The board holds <b>{len(result.all_words)}</b> words worth <b>{result.max_score}</b> points; "
                 f"the players found {len(found & set(result.all_words))} of them.</p>")
    if reveal:
        words = ", ".join(f"<b>{e(w)}</b>" if w in found else e(w) for w in result.all_words)
        parts.append(f"<h3>Every word (found ones in bold)</h3><p>{words}</p>")
    return "".join(parts)
