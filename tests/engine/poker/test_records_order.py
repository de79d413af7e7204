"""Guards for the records the engine builds positionally (``tuple.__new__``) on its hot path.

`engine.poker.state` and `engine.betting` build `Record`, `Event`, `Moved`, `Pot` and `Limits`
from plain tuples, and write out each record's event by hand instead of `Record.event`. A field
added in the middle, a reordering, or an event that drifts from its record would go unnoticed
by type checks: these tests pin the field order and check every event against its record.
"""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.betting import Limits, Moved, Pot
from engine.naiko.state import NaikoState
from engine.poker import PokerState
from engine.poker.records import Record
from engine.protocol import Action, Event


def test_record_fields_in_positional_order() -> None:
    assert Record._fields == (
        "kind",
        "street",
        "seat",
        "amount",
        "to",
        "all_in",
        "cards",
        "pot",
        "rank",
        "seats",
    )


def test_event_fields_in_positional_order() -> None:
    assert Event._fields == ("kind", "seat", "data", "private_to")
    event = Event("deal")
    assert event.data == {} and event.seat is None and event.private_to is None
    assert Event("deal").data is not event.data  # a fresh dict each time, as before


def test_betting_tuples_in_positional_order() -> None:
    assert Moved._fields == ("seat", "verb", "added", "street", "all_in")
    assert Pot._fields == ("amount", "eligible")
    assert Limits._fields == (
        "seat",
        "to_call",
        "can_check",
        "min_raise_to",
        "max_raise_to",
        "all_in_to",
    )


def _random_action(rng: random.Random, state: PokerState, seat: int) -> Action:
    option = rng.choice(state.legal_actions(seat))
    amount = None
    if option.kind in ("bet", "raise"):
        assert option.min is not None and option.max is not None
        amount = rng.choice([option.min, option.max, rng.randint(option.min, option.max)])
    return Action(seat, option.kind, amount)


@settings(max_examples=60, deadline=None)
@given(
    seed=st.integers(0, 2**32),
    size=st.integers(2, 9),
    variant=st.sampled_from(["holdem", "omaha"]),
)
def test_events_are_the_new_records_events(seed: int, size: int, variant: str) -> None:
    """Every event of `start_deal` and `apply` (besides deal and the private hole cards) is
    `Record.event()` of the record it wrote, in log order."""
    rng = random.Random(seed)
    stacks = [rng.choice([None, rng.randint(1, 12), rng.randint(13, 500)]) for _ in range(size)]
    stacks[:2] = [rng.randint(1, 500), rng.randint(1, 500)]
    state = PokerState(variant, stacks, rng.randrange(size), 1, 2)
    for hand in range(4):
        if state.match_over:
            break
        start_events = state.start_deal(seed=seed + hand)
        assert [event.kind for event in start_events[:1]] == ["deal"]
        public = [event for event in start_events if event.kind not in ("deal", "hole")]
        assert public == [record.event() for record in state.log]
        while not state.deal_over:
            seat = state.to_act
            assert seat is not None
            before = len(state.log)
            events = state.apply(_random_action(rng, state, seat))
            assert events == [record.event() for record in state.log[before:]]


def test_first_deal_events_match_records() -> None:
    for seed in range(40):
        state = PokerState("holdem", [3, 2, 500, 1, None, 40], seed % 6, 1, 2)
        events = state.start_deal(seed=seed)
        kinds = [event.kind for event in events]
        assert kinds[0] == "deal" and kinds.count("hole") == 5
        public = [event for event in events if event.kind not in ("deal", "hole")]
        assert public == [record.event() for record in state.log]


def test_naiko_events_keep_poker_events() -> None:
    state = NaikoState.new_hand([100, 80, 60], 0, 1, 2, seed=3)
    rng = random.Random(3)
    while not state.deal_over:
        seat = state.to_act
        assert seat is not None
        options = [o for o in state.legal_actions(seat) if o.kind not in ("glance", "swap")]
        options = [o for o in options if o.kind not in ("anchor", "shield", "decline")] or options
        option = rng.choice(options)
        amount = option.min if option.kind in ("bet", "raise") else None
        before = len(state.poker.log)
        events = state.apply(Action(seat, option.kind, amount))
        if option.kind in ("fold", "check", "call", "bet", "raise", "all_in"):
            assert events == [record.event() for record in state.poker.log[before:]]
