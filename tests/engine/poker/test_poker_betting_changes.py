"""The two betting-module rules the PokerKit comparison settled (engine/betting.py)."""

from __future__ import annotations

from engine.betting import Betting
from engine.protocol import LegalAction


def options(betting: Betting, seat: int) -> dict[str, LegalAction]:
    return {option.kind: option for option in betting.legal_actions(seat)}


def test_nk_2_3_short_big_blind_leaves_the_full_blind_to_call() -> None:
    # Robert's Rules §4 / TDA: players entering the pot call the full big blind; the minimum
    # raise is to twice it.
    b = Betting([100, 100, 3], min_bet=10)
    b.start_round([0, 1, 2], forced=[(1, 5), (2, 10)], open_bet=10)
    assert b.street == [0, 5, 3] and b.is_all_in(2)
    assert options(b, 0)["call"] == LegalAction("call", 10, 10)
    assert options(b, 0)["raise"].min == 20
    b.act(0, "call")
    b.act(1, "call")  # the small blind completes to 10
    assert b.round_complete
    assert [pot.amount for pot in b.pots()] == [9, 14]


def test_nk_2_3_open_bet_needs_two_seats_that_can_still_bet() -> None:
    # Heads-up with the big blind all-in for less: the small blind matched it; nothing to call.
    b = Betting([100, 1], min_bet=2)
    b.start_round([0, 1], forced=[(0, 1), (1, 2)], open_bet=2)
    assert b.current_bet == 1 and b.round_complete


def test_nk_4_6_no_raise_when_no_other_seat_can_put_in_more_than_the_bet() -> None:
    b = Betting([500, 80, 60], min_bet=10)
    b.start_round([0, 1, 2])
    b.act(0, "bet", 100)
    # Seat 1 can only call all-in (80 < 100); seat 2 has not acted but cannot cover either.
    assert "raise" not in options(b, 1)
    b.act(1, "call")
    assert "raise" not in options(b, 2)
    assert options(b, 2)["all_in"] == LegalAction("all_in", 60, 60)  # a call for every chip


def test_nk_4_6_a_seat_that_covers_the_bet_keeps_raising_open() -> None:
    b = Betting([500, 80, 101], min_bet=10)
    b.start_round([0, 1, 2])
    b.act(0, "bet", 100)
    assert options(b, 1)["call"] == LegalAction("call", 80, 80)
    b.act(1, "call")
    assert options(b, 2)["raise"] == LegalAction("raise", 101, 101)  # a short all-in raise
