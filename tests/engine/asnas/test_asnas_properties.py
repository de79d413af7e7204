"""Invariants of whole As-Nas matches played with random legal (and illegal) actions."""

from __future__ import annotations

import json
import random
from fractions import Fraction
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.asnas import AsNasState
from engine.errors import IllegalAction
from engine.protocol import Action

ILLEGAL = [
    Action(0, "check"),
    Action(0, "bet", amount=2),
    Action(0, "raise", amount=1),
    Action(0, "raise", amount=4),
    Action(0, "hold"),
    Action(0, "call"),
    Action(0, "look"),
]


def no_floats(value: Any) -> bool:
    if isinstance(value, float):
        return False
    if isinstance(value, dict):
        return all(no_floats(item) for item in value.values())
    if isinstance(value, list):
        return all(no_floats(item) for item in value)
    return True


def check_views(state: AsNasState) -> None:
    public = json.dumps(state.public_view())
    shown: set[str] = set()
    if state.result is not None:
        shown = {code for row in state.result["shown"] for code in row["cards"]}
    folded = [] if state.betting is None else state.betting.folded
    for seat, hand in enumerate(state.hands):
        for card in hand:
            if card.code not in shown:
                assert f'"{card.code}"' not in public
            if folded[seat]:
                assert card.code not in shown  # AN-5.3
        private = json.dumps(state.private_view(seat))
        for other, other_hand in enumerate(state.hands):
            for card in other_hand:
                if other != seat and card.code not in shown:
                    assert f'"{card.code}"' not in private


def try_illegal(state: AsNasState, rng: random.Random) -> None:
    """A random illegal action is refused and changes nothing."""
    seat = state.to_act
    template = rng.choice(ILLEGAL)
    target = seat if seat is not None and rng.random() < 0.7 else rng.randrange(4)
    action = Action(target, template.kind, template.amount)
    legal = {option.kind for option in state.legal_actions(target)}
    amount_ok = action.amount is None or action.amount == state.high + 1
    if action.kind in legal and amount_ok:
        return
    before = state.to_dict()
    try:
        state.apply(action)
    except IllegalAction:
        assert state.to_dict() == before
    else:
        raise AssertionError(f"accepted illegal {action}")


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 2**32), st.integers(0, 2**32))
def test_random_matches_keep_every_invariant(match_seed: int, play_seed: int) -> None:
    rng = random.Random(play_seed)
    state = AsNasState(seed=match_seed)
    deals = 0
    total = [Fraction(0)] * 4
    while not state.match_over:
        state.start_deal(seed=rng.randrange(2**64))
        deals += 1
        past = state.public_view()["past_deals"]
        assert [deal["deal_no"] for deal in past] == list(range(1, deals))
        while not state.deal_over:
            seat = state.to_act
            assert seat is not None
            if rng.random() < 0.3:
                try_illegal(state, rng)
            option = rng.choice(state.legal_actions(seat))
            state.apply(Action(seat, option.kind))
            data = state.to_dict()
            assert no_floats(data)
            assert AsNasState.from_dict(json.loads(json.dumps(data))) == state
            check_views(state)
        assert state.result is not None
        results = [Fraction(value) for value in state.result["results"]]
        assert sum(results) == 0  # AN-5.2
        payouts = [Fraction(value) for value in state.result["payouts"]]
        assert sum(payouts) == state.result["pot"] == sum(state.stakes)
        total = [t + r for t, r in zip(total, results, strict=True)]
        assert state.totals == total
        assert all(isinstance(value, Fraction) for value in state.totals)
        assert no_floats(state.public_view())
        # The finished deal joins the public history as it was played, cards left out.
        assert state.public_view()["past_deals"][-1] == {
            "deal_no": deals,
            "dealer": state.dealer,
            "actions": state.public_view()["actions"],
        }
    assert deals == 12  # AN-5.4
    assert state.deal_no == 12
    assert sum(state.totals) == 0
