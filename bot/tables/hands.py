"""One hand of a table: which engine state deals it, per mode.

Hold'em and Omaha are `engine.poker.PokerState`. Naiko mode (powers over Hold'em) plugs in when
its engine registers "naiko" in `engine.games.GAMES` with the same `new_hand` constructor; until
then the mode is simply not offered. A hand only needs the `GameState` contract plus `stacks`
(chips behind, None for a seat not dealt in) and `button`.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping, Sequence
from typing import Any, Protocol, Self

from engine.poker import HOLDEM, OMAHA, PokerState
from engine.protocol import JSON, Action, Event, LegalAction


class Hand(Protocol):
    """What a table needs from the state of one hand."""

    game: str
    button: int

    @property
    def seq(self) -> int: ...

    @property
    def to_act(self) -> int | None: ...

    @property
    def deal_over(self) -> bool: ...

    @property
    def stacks(self) -> list[int | None]: ...

    def legal_actions(self, seat: int) -> tuple[LegalAction, ...]: ...

    def apply(self, action: Action) -> list[Event]: ...

    def public_view(self) -> dict[str, JSON]: ...

    def private_view(self, seat: int) -> dict[str, JSON]: ...

    def to_dict(self) -> dict[str, JSON]: ...

    @classmethod
    def from_dict(cls, data: Mapping[str, JSON]) -> Self: ...


def _hand_classes() -> dict[str, Any]:
    classes: dict[str, Any] = {HOLDEM: PokerState, OMAHA: PokerState}
    try:
        games = importlib.import_module("engine.games").GAMES
    except ModuleNotFoundError:  # pragma: no cover - engine.games is part of the tree
        return classes
    naiko = games.get("naiko")
    if naiko is not None and hasattr(naiko, "new_hand"):
        classes["naiko"] = naiko
    return classes


_CLASSES = _hand_classes()


def available_modes() -> tuple[str, ...]:
    return tuple(_CLASSES)


def new_hand(
    mode: str,
    stacks: Sequence[int | None],
    button: int,
    small_blind: int,
    big_blind: int,
    *,
    seed: int,
) -> tuple[Hand, list[Event]]:
    """Deal a hand: `stacks[s]` chips for each seat dealt in (None: not dealt), the button at
    `button` or the next seat dealt in clockwise. Returns the hand and the deal's events."""
    cls = _CLASSES[mode]
    if cls is PokerState:
        state = PokerState(mode, stacks, button, small_blind, big_blind)
        return state, state.start_deal(seed=seed)
    hand: Hand = cls.new_hand(stacks, button, small_blind, big_blind, seed=seed)
    # A layered engine's constructor deals at once: its hole cards become private events.
    events = [
        Event("hole", seat, {"cards": hand.private_view(seat).get("hole", [])}, private_to=seat)
        for seat, chips in enumerate(hand.stacks)
        if chips is not None
    ]
    return hand, events


def load_hand(mode: str, data: Mapping[str, JSON]) -> Hand:
    hand: Hand = _CLASSES[mode].from_dict(data)
    return hand


def chips_in_hand(hand: Hand) -> int:
    """Every chip of the hand: stacks behind plus everything put in (the pots)."""
    view = hand.public_view()
    total = 0
    for seat in view["seats"]:
        if seat["in_hand"]:
            total += int(seat["stack"]) + int(seat["total"])
    return total
