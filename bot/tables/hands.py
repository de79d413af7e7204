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

from engine.naiko.powers import WINDOW_SECONDS
from engine.poker import HOLDEM, OMAHA, PokerState
from engine.protocol import JSON, Action, Event, LegalAction


class Hand(Protocol):
    """What a table needs from the state of one hand."""

    game: str

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

    def private_view(
        self, seat: int, public: Mapping[str, JSON] | None = None
    ) -> dict[str, JSON]: ...

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
    if naiko is not None and hasattr(naiko, "start_deal"):
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
    sparks: Sequence[int] | None = None,
    window_seconds: int | None = None,
) -> tuple[Hand, list[Event]]:
    """Deal a hand: `stacks[s]` chips for each seat dealt in (None: not dealt), the button at
    `button` or the next seat dealt in clockwise; `sparks` carried in (Naiko, NK-5.2);
    `window_seconds` the Seal shield window (Naiko, NK-6.4; None: the engine's default).
    Returns the hand and the deal's events."""
    cls = _CLASSES[mode]
    if cls is PokerState:
        state = PokerState(mode, stacks, button, small_blind, big_blind)
        return state, state.start_deal(seed=seed)
    extra: dict[str, Any] = {} if window_seconds is None else {"window_seconds": window_seconds}
    hand = cls(stacks, button, small_blind, big_blind, sparks=sparks, **extra)
    events: list[Event] = hand.start_deal(seed=seed)
    return hand, events


def button_of(hand: Hand) -> int:
    return int(hand.public_view()["button"])


def sparks_of(hand: Hand) -> list[int] | None:
    """Each seat's sparks after the hand (Naiko), None for modes without sparks."""
    sparks = getattr(hand, "sparks", None)
    return None if sparks is None else [int(count) for count in sparks]


def response_window(hand: Hand) -> float | None:
    """Seconds of an open response window (Naiko's Seal shield, NK-6.4), else None."""
    if getattr(hand, "window", None) is None:
        return None
    return float(getattr(hand, "window_seconds", WINDOW_SECONDS))


def load_hand(mode: str, data: Mapping[str, JSON]) -> Hand:
    hand: Hand = _CLASSES[mode].from_dict(data)
    return hand


def chips_in_hand(hand: Hand) -> int:
    """Every chip of the hand: stacks behind plus everything put in (the pots)."""
    if type(hand) is PokerState:  # the same sum without building the view (every commit)
        return hand.chips_in_play()
    view = hand.public_view()
    total = 0
    for seat in view["seats"]:
        if seat["in_hand"]:
            total += int(seat["stack"]) + int(seat["total"])
    return total
