"""Up/Down invariants under random legal play over many deals (and matches).

After every accepted change: chips are conserved (40), no card exists twice across stock,
hands and discards, no public view or public event names a hidden card and no private view
names another seat's card, and the JSON round-trip is exact. Before every step a random (often
illegal) action is tried on a copy: it is refused with `IllegalAction` and changes nothing
exactly when `legal_actions` does not offer it.
"""

from __future__ import annotations

import json
import random
import re
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.cards import DOUBLE_104, codes
from engine.errors import IllegalAction
from engine.protocol import Action, Event, LegalAction
from engine.updown import UpDownState

TOTAL_CHIPS = 40
PASSIVE = ("check", "call", "fold")
STRING = re.compile(r'"((?:[^"\\]|\\.)*)"')
KINDS = ("lock", "check", "bet", "call", "raise", "fold", "all_in", "post", "shout")


def strings(value: Any) -> set[str]:
    """Every string in a JSON value, dict keys included (read off its JSON text)."""
    return set(STRING.findall(json.dumps(value)))


def check_invariants(s: UpDownState, events: list[Event]) -> None:
    # Chips (UD-1.2): nothing is created or lost, antes and returns included.
    assert sum(s.stacks) + s.betting.pot == TOTAL_CHIPS
    assert min(s.stacks) >= 0
    # No card twice (UD-2.1, UD-5.3, UD-5.4).
    if s.deal_no:
        cards = s.stock + s.discards + s.hands[0] + s.hands[1]
        assert len(cards) == len(set(cards)) == 104 and set(cards) == set(DOUBLE_104)
    # Hidden: the stock and every card in a hand (both cards during a deal, the kept card after).
    stock = set(codes(s.stock))
    hands = [set(codes(hand)) for hand in s.hands]
    hidden = stock | hands[0] | hands[1]
    public = s.public_view()
    assert not hidden & strings(public)
    assert json.loads(json.dumps(public)) == public
    for seat in (0, 1):
        assert not (stock | hands[1 - seat]) & strings(s.private_view(seat))
    for event in events:
        seen = strings(event.to_dict())
        if event.private_to is None:
            assert not hidden & seen
        else:
            assert not (stock | hands[1 - event.private_to]) & seen
    # Exact JSON round-trip.
    saved = s.to_dict()
    loaded = UpDownState.from_dict(json.loads(json.dumps(saved)))
    assert loaded.to_dict() == saved


def offered(s: UpDownState, action: Action) -> bool:
    """Does `legal_actions` allow this exact action? (Amounts only matter for bet/raise.)"""
    for option in s.legal_actions(action.seat):
        if option.kind != action.kind:
            continue
        if option.kind == "lock":
            return action.choice in option.choices
        if option.kind in ("bet", "raise"):
            assert option.min is not None and option.max is not None
            return action.amount is not None and option.min <= action.amount <= option.max
        return True
    return False


def try_action(s: UpDownState, action: Action) -> None:
    """Apply to a copy: refused with no change iff not offered, accepted iff offered."""
    before = s.to_dict()
    trial = UpDownState.from_dict(before)
    if offered(s, action):
        trial.apply(action)
    else:
        with pytest.raises(IllegalAction):
            trial.apply(action)
        assert trial.to_dict() == before


def pick(option: LegalAction, seat: int, rng: random.Random) -> Action:
    if option.kind == "lock":
        return Action(seat, "lock", choice=rng.choice(option.choices))
    if option.kind in ("bet", "raise"):
        assert option.min is not None and option.max is not None
        return Action(seat, option.kind, amount=rng.randint(option.min, option.max))
    return Action(seat, option.kind)


def random_action(rng: random.Random) -> Action:
    return Action(
        seat=rng.choice((-1, 0, 1, 1, 0, 2)),
        kind=rng.choice(KINDS),
        amount=rng.choice((None, rng.randint(-3, 45))),
        choice=rng.choice((None, -1, 0, 1, 2)),
    )


def play(
    rng: random.Random, steps: int, passive: float, stacks: tuple[int, int]
) -> dict[str, int]:
    """Random legal play; returns counts of what happened (to check coverage)."""
    s = UpDownState.new_match(starter=rng.randrange(2), stacks=stacks)
    seen = {"deals": 0, "reshuffles": 0, "matches": 0, "folds": 0, "ties": 0}
    check_invariants(s, [])
    for _ in range(steps):
        if s.match_over:
            events = s.restart()
            seen["matches"] += 1
        elif s.deal_over:
            try_action(s, random_action(rng))
            events = s.start_deal(seed=rng.getrandbits(64))
            seen["deals"] += 1
            seen["reshuffles"] += any(event.kind == "reshuffled" for event in events)
        else:
            try_action(s, random_action(rng))
            before = s.to_dict()
            with pytest.raises(IllegalAction):
                s.start_deal(seed=1)
            assert s.to_dict() == before
            seat = s.to_act
            assert seat is not None
            legal = s.legal_actions(seat)
            calm = [option for option in legal if option.kind in PASSIVE]
            choices = calm if calm and rng.random() < passive else list(legal)
            events = s.apply(pick(rng.choice(choices), seat, rng))
            seen["folds"] += any(event.kind == "fold" for event in events)
            seen["ties"] += any(event.kind == "split" for event in events)
        check_invariants(s, events)
    return seen


@settings(max_examples=25, deadline=None)
@given(
    rng=st.randoms(use_true_random=False),
    passive=st.sampled_from([0.0, 0.5, 0.9]),
    stacks=st.sampled_from([(20, 20), (1, 39), (39, 1), (2, 38), (10, 30)]),
)
def test_random_play_keeps_every_invariant(
    rng: random.Random, passive: float, stacks: tuple[int, int]
) -> None:
    play(rng, 80, passive, stacks)


def test_long_calm_matches_reshuffle_and_keep_every_invariant() -> None:
    # Mostly checks and calls: matches last long enough for the stock to run out (UD-5.4).
    seen = play(random.Random(20260), steps=600, passive=0.95, stacks=(20, 20))
    assert seen["reshuffles"] >= 1
    assert seen["ties"] > 0 and seen["folds"] > 0 and seen["deals"] > 100
