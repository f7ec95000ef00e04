"""Group rounds in the history: every player's words with verdicts, stored, listed, reopened, checked."""
from __future__ import annotations

import sqlite3

import pytest

from core.engine.setup import Setup
from core.play.history import History, HistoryError
from tests.core.history_support import group_result


def test_group_round_is_stored_listed_and_revisited(tmp_path, group_setup):
    from core.play.group import Verdict
    classic = group_result(group_setup)
    friendly = group_result(group_setup, "friendly", {"Dee": ["pats"], "Eve": ["pats", "line"]})
    with History(tmp_path / "h.db") as h:
        first = h.save_group_round(classic, started_at=100.0, source="table")
        second = h.save_group_round(friendly, round_id="net-1", started_at=200.0, source="network", host="Dee")
        assert second == "net-1" and first != second
        listed = h.group_rounds()
        assert [r.round_id for r in listed] == ["net-1", first]          # most recent first
        net, table = listed
        assert (net.source, net.host, net.rule, net.started_at) == ("network", "Dee", "friendly", 200.0)
        assert net.players == (("Dee", 1), ("Eve", 2)) and net.winners == ("Eve",)
        assert table.players == (("Ann", 2), ("Bob", 1), ("Cy", 1)) and table.winners == ("Ann",)
        assert table.setup == classic.setup and table.board == classic.board and table.max_score == classic.max_score
        assert table.describe() == "table game, classic rule: Ann 2, Bob 1, Cy 1"
        assert h.get_group_round("net-1") == net and h.get_group_round("nope") is None
    with History(tmp_path / "h.db") as h:       # reopened: the whole results come back
        again = h.load_group_round(first)
        assert again == classic
        ann = again.player("Ann")
        assert [(w.word, w.verdict) for w in ann.words][:3] == [
            ("spat", Verdict.SHARED), ("lines", Verdict.OK), ("tea", Verdict.SHARED)]
        assert again.all_words == classic.all_words and len(again.all_words) > 5
        assert h.load_group_round("net-1") == friendly
        with pytest.raises(KeyError):
            h.load_group_round("nope")


def test_saving_a_group_round_again_replaces_it(tmp_path, group_setup):
    with History(tmp_path / "h.db") as h:
        rid = h.save_group_round(group_result(group_setup), started_at=1.0)
        corrected = group_result(group_setup, entries={"Ann": ["spat"], "Bob": ["tea"]})
        assert h.save_group_round(corrected, round_id=rid, started_at=1.0) == rid
        assert h.load_group_round(rid) == corrected
        assert [r.players for r in h.group_rounds()] == [(("Ann", 1), ("Bob", 1))]
        assert h._conn.execute("SELECT COUNT(*) FROM group_words").fetchone()[0] == 2
        h.delete_group_round(rid)
        assert h.group_rounds() == []
        assert h._conn.execute("SELECT COUNT(*) FROM group_words").fetchone()[0] == 0


def test_group_round_source_is_checked(tmp_path, group_setup):
    with History(tmp_path / "h.db") as h:
        with pytest.raises(ValueError, match="source 'pub'"):
            h.save_group_round(group_result(group_setup), source="pub")
        with pytest.raises(TypeError):
            h.save_group_round({"board": "x"})
        assert h.group_rounds() == []


@pytest.mark.parametrize("tamper, message", [
    ("UPDATE group_words SET verdict='great' WHERE seq=0", "unknown verdict"),
    ("UPDATE group_players SET score=score+5 WHERE seq=0", "not the sum"),
    ("UPDATE group_rounds SET all_words='[not json'", "cannot be read"),
    ("UPDATE group_rounds SET rules='house'", "unknown rules"),
])
def test_an_altered_group_round_is_reported_not_trusted(tmp_path, group_setup, tamper, message):
    db = tmp_path / "h.db"
    with History(db) as h:
        rid = h.save_group_round(group_result(group_setup))
    conn = sqlite3.connect(db)
    conn.execute(tamper)
    conn.commit()
    conn.close()
    with History(db) as h:
        with pytest.raises(HistoryError, match=message):
            h.load_group_round(rid)


def test_a_group_round_keeps_its_language(tmp_path):
    from core.engine import Solver, load_wordlist
    from core.play.group import score_group
    path = tmp_path / "de.txt"
    path.write_text("bär\nabc\n", encoding="utf-8")
    wordlist = load_wordlist(path, language="de")
    result = score_group("bärenabcdefghijü", Setup.of(wordlist), Solver(wordlist), {"Jörg": ["Bär", "abc"]})
    with History(tmp_path / "h.db") as h:
        rid = h.save_group_round(result, source="network", host="Jörg")
        assert h.load_group_round(rid) == result
        assert h.group_rounds()[0].setup.language == "de"
