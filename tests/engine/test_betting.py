"""The shared betting module beyond Up/Down: 3-6 seats, streets, short all-ins, side pots."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.betting import CAPPED, POT_LIMIT, Betting, Pot
from engine.errors import IllegalAction
from engine.protocol import LegalAction


def kinds(betting: Betting, seat: int) -> dict[str, LegalAction]:
    return {action.kind: action for action in betting.legal_actions(seat)}


def test_min_bet_and_min_raise_is_last_full_raise() -> None:  # UD-3.3, NK-3.1
    b = Betting([500, 500, 500], min_bet=10)
    b.start_round([0, 1, 2])
    assert kinds(b, 0)["bet"] == LegalAction("bet", 10, 500)
    b.act(0, "bet", 30)
    assert kinds(b, 1)["raise"].min == 60  # 30 + the 30 raise
    b.act(1, "raise", 100)  # a raise of 70
    assert kinds(b, 2)["raise"].min == 170
    with pytest.raises(IllegalAction) as err:
        b.act(2, "raise", 169)
    assert err.value.key == "error-amount-out-of-range"
    assert err.value.params == {"min": 170, "max": 500}


def test_blinds_are_not_actions_and_big_blind_gets_its_option() -> None:  # NK-2.1, NK-2.4
    b = Betting([100, 100, 100], min_bet=2)
    b.start_round([2, 0, 1], forced=[(0, 1), (1, 2)])
    b.act(2, "call")
    b.act(0, "call")
    assert b.to_act == 1
    assert "check" in kinds(b, 1) and "raise" in kinds(b, 1)
    b.act(1, "check")
    assert b.round_complete


def test_short_blind_is_all_in() -> None:  # NK-2.3
    b = Betting([100, 3], min_bet=10)
    b.start_round([0, 1], forced=[(0, 5), (1, 10)])
    assert b.stacks[1] == 0 and b.street[1] == 3 and b.is_all_in(1)


def test_short_all_in_does_not_reopen_for_a_seat_that_acted() -> None:  # UD-3.4, NK-3.2
    b = Betting([1000, 150, 1000], min_bet=10)
    b.start_round([0, 1, 2])
    b.act(0, "bet", 100)
    b.act(1, "all_in")  # 150: raise of 50 < 100
    assert kinds(b, 2)["raise"].min == 250  # 2 has not acted: may raise, min = 150 + 100
    b.act(2, "call")
    assert set(kinds(b, 0)) == {"fold", "call"}
    with pytest.raises(IllegalAction):
        b.act(0, "raise", 300)


def test_two_short_all_ins_adding_to_a_full_raise_reopen_96a() -> None:  # NK-3.2 Decision
    b = Betting([1000, 150, 220, 1000], min_bet=10)
    b.start_round([0, 1, 2, 3])
    b.act(0, "bet", 100)
    b.act(1, "all_in")  # +50
    b.act(2, "all_in")  # +70: 120 over what seat 0 faced
    b.act(3, "call")
    raise_ = kinds(b, 0)["raise"]
    assert (raise_.min, raise_.max) == (320, 1000)  # increment stays the last full raise, 100


def test_opening_short_all_in_keeps_min_raise_at_the_big_blind() -> None:  # NK-3.1, NK-3.2
    b = Betting([3, 100, 100], min_bet=10)
    b.start_round([0, 1, 2])
    b.act(0, "all_in")
    assert kinds(b, 1)["raise"].min == 13


def test_checked_seat_may_not_raise_a_short_all_in_bet() -> None:  # UD-3.4
    b = Betting([100, 5], min_bet=10)
    b.start_round([0, 1])
    b.act(0, "check")
    b.act(1, "all_in")  # 5 < min bet: not a full bet
    assert set(kinds(b, 0)) == {"fold", "call"}


def test_no_raise_when_everyone_else_is_all_in() -> None:  # NK-4.6, UD-3.4
    b = Betting([1000, 200], min_bet=10)
    b.start_round([1, 0])
    b.act(1, "all_in")
    assert set(kinds(b, 0)) == {"fold", "call"}
    with pytest.raises(IllegalAction):
        b.act(0, "raise", 400)


def test_uncalled_excess_returned() -> None:  # UD-3.5, NK-4.1
    b = Betting([100, 30], min_bet=1)
    b.post_ante(0, 1)
    b.post_ante(1, 1)
    b.start_round([0, 1])
    b.act(0, "bet", 60)
    b.act(1, "call")  # all-in for 29
    assert b.round_complete
    assert b.finish_round() == (0, 31)
    assert b.street == [29, 29] and b.stacks == [70, 0] and b.pot == 60


def test_everyone_folds_to_a_bet_returns_it() -> None:  # NK-4.1
    b = Betting([100, 100, 100], min_bet=2)
    b.start_round([2, 0, 1], forced=[(0, 1), (1, 2)])
    b.act(2, "raise", 10)
    b.act(0, "fold")
    b.act(1, "fold")
    assert b.round_complete and b.live_seats == [2]
    assert b.finish_round() == (2, 8)
    assert b.pot == 5


def test_player_left_at_zero_by_ante_means_no_betting() -> None:  # UD-3.7
    b = Betting([1, 10], min_bet=1)
    b.post_ante(0, 1)
    b.post_ante(1, 1)
    b.start_round([0, 1])
    assert b.to_act is None and b.betting_closed


def test_side_pots_with_folded_contributor_several_streets() -> None:  # NK-4.1
    # Six seats: 0 folds after investing on the flop; 1 and 2 all-in for different amounts.
    b = Betting([500, 40, 120, 500, 500, 500], min_bet=10)
    b.start_round([2, 3, 4, 5, 0, 1], forced=[(0, 5), (1, 10)])
    b.act(2, "call")
    b.act(3, "call")
    b.act(4, "fold")
    b.act(5, "fold")
    b.act(0, "call")
    b.act(1, "check")
    assert b.round_complete
    b.finish_round()
    b.start_round([0, 1, 2, 3])
    b.act(0, "bet", 20)
    b.act(1, "all_in")  # 30 total this street
    b.act(2, "raise", 110)  # all-in: 10 + 110 = 120
    b.act(3, "call")
    b.act(0, "fold")
    assert b.round_complete
    assert b.finish_round() is None
    pots = b.pots()
    assert pots == [
        Pot(40 * 3 + 30, (1, 2, 3)),  # 40 each up to seat 1's all-in; folded seat 0 put in 30
        Pot(80 * 2, (2, 3)),
    ]
    assert sum(p.amount for p in pots) == b.pot == sum(b.total)


def test_pot_limit_maximum_seed_example() -> None:  # NK-3.3
    b = Betting([1000, 1000], structure=POT_LIMIT, min_bet=2)
    b.post_ante(0, 50)
    b.post_ante(1, 50)
    b.start_round([0, 1])
    b.act(0, "bet", 40)
    assert kinds(b, 1)["raise"] == LegalAction("raise", 80, 220)


def test_pot_limit_anchored_seat_only() -> None:  # NK-6.3 hook: one seat under pot-limit
    b = Betting([1000, 1000, 1000], min_bet=10)
    b.post_ante(0, 50)
    b.post_ante(1, 50)
    b.start_round([0, 1, 2])
    b.pot_limited[2] = True
    b.act(0, "bet", 40)
    assert kinds(b, 1)["raise"].max == 950  # no-limit: its whole stack
    b.act(1, "call")
    assert kinds(b, 2)["raise"] == LegalAction("raise", 80, 260)  # 40 + (180 + 40)
    assert "all_in" not in kinds(b, 2)


def test_capped_structure_raises_by_exactly_one_up_to_the_cap() -> None:  # AN-3.2
    b = Betting([4, 4, 4, 4], structure=CAPPED, min_bet=1, cap=4, increment=1)
    b.start_round([1, 2, 3, 0], forced=[(0, 1)])
    assert kinds(b, 1) == {
        "fold": LegalAction("fold"),
        "call": LegalAction("call", 1, 1),
        "raise": LegalAction("raise", 2, 2),
    }
    b.act(1, "raise", 2)
    b.act(2, "raise", 3)
    b.act(3, "raise", 4)
    assert "raise" not in kinds(b, 0)
    b.act(0, "call")
    b.act(1, "call")
    b.act(2, "fold")
    assert b.round_complete and b.street == [4, 4, 3, 4]


def test_capped_dealer_must_act_even_when_everyone_held() -> None:  # AN-3.4
    b = Betting([4, 4, 4, 4], structure=CAPPED, min_bet=1, cap=4, increment=1)
    b.start_round([1, 2, 3, 0], forced=[(0, 1)])
    for seat in (1, 2, 3):
        b.act(seat, "call")
    assert b.to_act == 0 and "check" in kinds(b, 0)
    b.act(0, "check")
    assert b.round_complete


def test_illegal_actions_change_nothing() -> None:
    b = Betting([100, 100, 100], min_bet=2)
    b.start_round([0, 1, 2])
    before = b.to_dict()
    for seat, verb, amount in [(1, "check", None), (0, "call", None), (0, "fold", None),
                               (0, "bet", 1), (0, "bet", 101), (0, "raise", 10), (0, "x", None)]:
        with pytest.raises(IllegalAction):
            b.act(seat, verb, amount)
        assert b.to_dict() == before


# ---------------------------------------------------------------- properties


@st.composite
def random_hand(draw: st.DrawFn) -> tuple[list[int], list[tuple[int, int]]]:
    n = draw(st.integers(2, 6))
    stacks = draw(st.lists(st.integers(0, 300), min_size=n, max_size=n))
    choices = draw(st.lists(st.tuples(st.integers(0, 5), st.integers(0, 10_000)), max_size=80))
    return stacks, choices


@settings(max_examples=300, deadline=None)
@given(random_hand(), st.sampled_from(["no_limit", "pot_limit"]))
def test_random_play_conserves_chips_and_pots(
    hand: tuple[list[int], list[tuple[int, int]]], structure: str
) -> None:
    stacks, choices = hand
    n = len(stacks)
    start = sum(stacks)
    b = Betting(stacks, structure=structure, min_bet=2, in_hand=[s > 0 for s in stacks])
    picks = iter(choices)
    for street in range(4):
        order = [(street + i) % n for i in range(n)]
        forced = [(order[0], 1), (order[1], 2)] if street == 0 else []
        forced = [(seat, amt) for seat, amt in forced if not b.folded[seat]]
        b.start_round(order, forced)
        while b.to_act is not None:
            seat = b.to_act
            legal = b.legal_actions(seat)
            verb_pick, amount_pick = next(picks, (0, 0))
            action = legal[verb_pick % len(legal)]
            amount = None
            if action.kind in ("bet", "raise"):
                assert action.min is not None and action.max is not None
                amount = action.min + amount_pick % (action.max - action.min + 1)
            b.act(seat, action.kind, amount)
            assert min(b.stacks) >= 0
            assert sum(b.stacks) + b.pot == start
            assert Betting.from_dict(json.loads(json.dumps(b.to_dict()))) == b
        b.finish_round()
        # The round ended properly: everyone still able to act matched the bet.
        live = b.live_seats
        if len(live) > 1:
            top = max(b.street)
            for seat in live:
                assert b.street[seat] == top or b.stacks[seat] == 0
        if b.betting_closed:
            break
    pots = b.pots()
    assert sum(p.amount for p in pots) == b.pot
    for pot in pots:
        assert pot.eligible and set(pot.eligible) <= set(b.live_seats)
