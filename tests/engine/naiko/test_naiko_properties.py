"""Naiko invariants under random play with random powers (hypothesis): sparks stay within
0 … 3 (NK-5.1), chips are conserved, no card exists twice, no private card reaches a public
view or event, hands are ranked only by their cards (NK-6.5), the state round-trips through
JSON, a refused power attempt changes nothing (NK-5.6), legal_actions agrees with apply, and
the hand history replays every hand."""

from __future__ import annotations

import json
import random
import re
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.betting import Pot
from engine.errors import IllegalAction
from engine.evaluation import evaluate_holdem
from engine.naiko import NaikoState
from engine.naiko.history import export, render, replay
from engine.poker.showdown import settle
from engine.poker.state import CODES
from engine.protocol import Action, Event

POWER_VERBS = ("glance", "swap", "anchor", "shield", "decline")
CARD_CODES = frozenset(CODES)


def codes_in(value: Any) -> set[str]:
    """Every card code anywhere in a JSON value."""
    if isinstance(value, str):
        return {value} if value in CARD_CODES else set()
    if isinstance(value, dict):
        return set().union(*(codes_in(v) for v in value.values()), *(codes_in(k) for k in value))
    if isinstance(value, list | tuple):
        return set().union(*(codes_in(v) for v in value))
    return set()


def public_cards(state: NaikoState) -> set[str]:
    poker = state.poker
    shown = {CODES[c] for seat in range(state.size) if poker.shown[seat] for c in poker.hole[seat]}
    return shown | {CODES[c] for c in poker.board}


def chips(state: NaikoState) -> int:
    return sum(state.poker.betting.stacks) + sum(state.poker.betting.total)


def listed(state: NaikoState, action: Action) -> bool:
    for option in state.legal_actions(action.seat):
        if option.kind == action.kind and (not option.choices or action.choice in option.choices):
            return True
    return False


def random_action(state: NaikoState, rng: random.Random) -> Action:
    seat = state.to_act
    assert seat is not None
    options = state.legal_actions(seat)
    assert options, "the seat to act always has something to do"
    # Favour powers so that they are exercised often.
    powers = [option for option in options if option.kind in POWER_VERBS]
    option = rng.choice(powers if powers and rng.random() < 0.5 else options)
    amount = choice = None
    if option.kind in ("bet", "raise"):
        assert option.min is not None and option.max is not None
        amount = rng.choice((option.min, option.max, rng.randint(option.min, option.max)))
    if option.choices:
        choice = rng.choice(option.choices)
    return Action(seat, option.kind, amount, choice)


def probe(state: NaikoState, rng: random.Random) -> None:
    """Try a random power verb for a random seat: unless legal_actions lists it, it must be
    refused with a typed error and change nothing (NK-5.6)."""
    action = Action(
        rng.randrange(-1, state.size + 1),
        rng.choice(POWER_VERBS),
        choice=rng.choice((None, *range(-1, state.size + 1))),
    )
    if listed(state, action):
        return
    before = state.to_dict()
    try:
        state.apply(action)
    except IllegalAction as refusal:
        assert refusal.key.startswith("error-")
    else:
        raise AssertionError(f"{action} was accepted but not listed")
    assert state.to_dict() == before


def check_invariants(state: NaikoState, events: list[Event], total: int) -> None:
    assert all(0 <= count <= 3 for count in state.sparks)
    assert chips(state) == total
    poker = state.poker
    cards = [c for seat in range(state.size) if poker.in_hand[seat] for c in poker.hole[seat]]
    cards += poker.board + state.dead + poker.remaining_deck
    assert sorted(cards) == list(range(52))  # no card twice, none lost
    visible = public_cards(state)
    assert codes_in(state.public_view()) <= visible
    for event in events:
        if event.private_to is None:
            assert codes_in(event.to_dict()) <= visible, event
    for seat in range(state.size):
        mine = {CODES[c] for c in poker.hole[seat]}
        glance, swap = state.glances[seat], state.swaps[seat]
        if glance is not None:
            mine.add(CODES[glance.card])
        if swap is not None:
            mine |= {CODES[swap.old], CODES[swap.new]}
        assert codes_in(state.private_view(seat)) <= visible | mine
    assert NaikoState.from_dict(json.loads(json.dumps(state.to_dict()))) == state


def check_showdown(state: NaikoState) -> None:
    """NK-6.5: every pot goes to the best cards among its eligible seats, powers or not."""
    poker = state.poker
    if len(poker.board) < 5 or not any(poker.shown):
        return
    ranks = [evaluate_holdem(poker.hole[s], poker.board) for s in range(state.size)]
    pots = [
        Pot(record.amount, record.seats) for record in poker.log if record.kind == "pot"
    ]
    wins = [(r.pot, r.seat, r.amount) for r in poker.log if r.kind == "win"]
    assert wins == settle(pots, ranks, poker.button)


def check_replay(state: NaikoState) -> None:
    again = replay(json.loads(json.dumps(export(state))))
    assert again.poker.log == state.poker.log
    assert again.power_log == state.power_log
    assert again.stacks == state.stacks and again.sparks == state.sparks
    assert again.poker.hole == state.poker.hole and again.dead == state.dead
    text = render(state)  # the text history never shows a dead (swapped-out) card
    assert not any(re.search(rf"\b{CODES[card]}\b", text) for card in state.dead)


@settings(max_examples=40, deadline=None)
@given(
    seed=st.integers(0, 2**32),
    stacks=st.lists(st.none() | st.integers(1, 120), min_size=2, max_size=5).filter(
        lambda stacks: sum(stack is not None for stack in stacks) >= 2
    ),
    sparks=st.lists(st.integers(0, 3), min_size=5, max_size=5),
)
def test_nk_5_nk_6_invariants_under_random_play_with_powers(
    seed: int, stacks: list[int | None], sparks: list[int]
) -> None:
    rng = random.Random(seed)
    carried = [0 if stack is None else count for stack, count in zip(stacks, sparks, strict=False)]
    state = NaikoState.new_hand(
        stacks, rng.randrange(len(stacks)), 1, 2, sparks=carried, seed=seed
    )
    total = chips(state)
    for hand in range(3):
        if hand:
            if state.match_over:
                break
            events = state.start_deal(seed=seed + hand)
            check_invariants(state, events, total)
        while not state.deal_over:
            if rng.random() < 0.4:
                probe(state, rng)
            events = state.apply(random_action(state, rng))
            check_invariants(state, events, total)
        check_showdown(state)
        check_replay(state)
