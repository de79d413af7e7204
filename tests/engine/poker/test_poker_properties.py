"""Invariants of every poker hand, checked after every action of random hands (hypothesis)."""

from __future__ import annotations

import json
import random
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.poker import PokerState
from engine.poker.history import export, replay
from engine.poker.state import CODES
from engine.protocol import Action
from tests.engine.poker.poker_helpers import stacks_total

CARD_CODES = frozenset(CODES)


@st.composite
def tables(draw: st.DrawFn) -> PokerState:
    size = draw(st.integers(2, 9))
    stacks = draw(
        st.lists(
            st.one_of(st.none(), st.integers(0, 12), st.integers(13, 600)),
            min_size=size,
            max_size=size,
        )
    )
    if sum(1 for stack in stacks if stack) < 2:
        stacks[:2] = [draw(st.integers(1, 600)), draw(st.integers(1, 600))]
    big = draw(st.integers(1, 10))
    small = draw(st.integers(1, big))
    variant = draw(st.sampled_from(["holdem", "omaha"]))
    return PokerState.new_hand(
        variant,
        stacks,
        draw(st.integers(0, size - 1)),
        small,
        big,
        seed=draw(st.integers(0, 2**32)),
    )


def card_codes(value: Any) -> set[str]:
    """Every card code anywhere in a view."""
    if isinstance(value, str):
        return {value} if value in CARD_CODES else set()
    if isinstance(value, dict):
        return set().union(*(card_codes(item) for item in value.values()))
    if isinstance(value, list | tuple):
        return set().union(*(card_codes(item) for item in value))
    return set()


def public_cards(state: PokerState) -> set[str]:
    cards = {CODES[card] for card in state.board}
    for seat in range(state.size):
        if state.shown[seat]:
            cards |= {CODES[card] for card in state.hole[seat]}
    return cards


def check_invariants(state: PokerState, chips: int) -> None:
    assert stacks_total(state) == chips  # chips are conserved
    dealt = [card for hole in state.hole for card in hole] + state.board + state.dead
    assert len(dealt) + len(state.remaining_deck) == 52
    assert len(set(dealt + state.remaining_deck)) == 52  # no card twice
    visible = public_cards(state)
    assert card_codes(state.public_view()) <= visible  # no hidden card in public
    for seat in range(state.size):
        own = {CODES[card] for card in state.hole[seat]}
        assert card_codes(state.private_view(seat)) <= visible | own
    for seat in range(state.size):
        if state.in_hand[seat] and state.betting.folded[seat]:
            assert not state.shown[seat]  # a folded hand is never shown
    assert PokerState.from_dict(json.loads(json.dumps(state.to_dict()))) == state


@settings(max_examples=60, deadline=None)
@given(tables(), st.randoms(use_true_random=False))
def test_invariants_hold_after_every_action(state: PokerState, rng: random.Random) -> None:
    chips = stacks_total(state)
    check_invariants(state, chips)
    while not state.deal_over:
        seat = state.to_act
        assert seat is not None
        option = rng.choice(state.legal_actions(seat))
        amount = None
        if option.kind in ("bet", "raise"):
            assert option.min is not None and option.max is not None
            amount = rng.randint(option.min, option.max)
        before = state.seq
        state.apply(Action(seat, option.kind, amount))
        assert state.seq == before + 1
        check_invariants(state, chips)
    assert sum(stack or 0 for stack in state.stacks) == chips
    assert state.to_act is None and state.legal_actions(0) == ()


@settings(max_examples=60, deadline=None)
@given(tables(), st.randoms(use_true_random=False))
def test_history_replays_to_the_same_hand(state: PokerState, rng: random.Random) -> None:
    while not state.deal_over:
        seat = state.to_act
        assert seat is not None
        option = rng.choice(state.legal_actions(seat))
        amount = option.max if option.kind in ("bet", "raise") else None
        state.apply(Action(seat, option.kind, amount))
    data = json.loads(json.dumps(export(state)))
    again = replay(data)
    assert again.log == state.log
    assert again.stacks == state.stacks
    assert again.board == state.board and again.hole == state.hole
