"""The room's rules without a network: the lobby's ready check, standings, and a game code's series."""
from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from core.play.codes import SEED_BITS, GameCode, GameCodeError, decode_game, encode_game, next_code, roll_seeded
from core.play.game import TimerMode
from core.play.room import LobbyRules, LobbyStatus, Rematch, format_standings, lobby_status, standings


def test_lobby_waits_for_players_then_for_everyone_ready():
    rules = LobbyRules(min_players=2, ready_check=True, countdown=3)
    assert lobby_status(rules, []) == LobbyStatus.NEED_PLAYERS
    assert lobby_status(rules, [True]) == LobbyStatus.NEED_PLAYERS
    assert lobby_status(rules, [True, False]) == LobbyStatus.NEED_READY
    assert lobby_status(rules, [True, True, True]) == LobbyStatus.GO
    assert lobby_status(LobbyRules(min_players=2), [False, False]) == LobbyStatus.GO   # no ready check


@pytest.mark.parametrize("options, message", [
    ({"min_players": 0}, "1 to 1,000 players"), ({"min_players": 2.5}, "1 to 1,000 players"),
    ({"countdown": -1}, "0 to 60 seconds"), ({"countdown": 61}, "0 to 60 seconds"),
    ({"countdown": float("inf")}, "0 to 60 seconds"), ({"countdown": "3"}, "0 to 60 seconds"),
])
def test_lobby_rules_are_range_checked(options, message):
    with pytest.raises(ValueError, match=message):
        LobbyRules(**options)


def test_standings_share_ranks_on_ties_and_sort_names_within_them():
    table = standings([("bob", 5, 2, 0), ("Ann", 5, 2, 5), ("Cy", 9, 1, 9), ("Dee", 1, 2, 1)])
    assert [(s.rank, s.name, s.total) for s in table] == [(1, "Cy", 9), (2, "Ann", 5), (2, "bob", 5), (4, "Dee", 1)]
    assert format_standings(table[:2]) == "1. Cy 9 (1 round, +9 this round)\n2. Ann 5 (2 rounds, +5 this round)"
    assert standings([]) == []


@given(st.lists(st.tuples(st.text(min_size=1, max_size=8), st.integers(0, 50), st.integers(1, 5),
                          st.integers(0, 50)), max_size=20))
def test_standings_are_ordered_and_a_rank_is_one_more_than_those_ahead(rows):
    table = standings(rows)
    assert sorted(s.total for s in table) == sorted(r[1] for r in rows)
    for s in table:
        assert s.rank == 1 + sum(1 for r in rows if r[1] > s.total)


def test_next_code_plays_the_series_and_wraps_and_a_fixed_board_has_none():
    code = GameCode("new", "standard", 3, "scowl70", None, TimerMode.fixed(180), seed=2 ** SEED_BITS - 2)
    second = next_code(code)
    assert second.seed == 2 ** SEED_BITS - 1 and next_code(second).seed == 0
    assert decode_game(encode_game(second)) == second
    assert second.deal() == roll_seeded("new", second.seed) != code.deal()
    fixed = GameCode("new", "standard", 3, "scowl70", None, TimerMode.fixed(180), board="perslatgsineters")
    with pytest.raises(GameCodeError, match="no next board"):
        next_code(fixed)
    assert [m.label for m in Rematch] == ["the same board", "a new board", "the next board of the game code"]
