"""The computer-player interface shared by every game.

A `Policy` gets exactly what a human at that seat could see: the seat's private view (what
`state.private_view(seat)` returns) and the legal actions with their bounds. It never gets the
state, the deck or another seat's cards, so a bot cannot cheat by construction, and the same
policy object can sit at any table. Randomness comes only from the `rng` the caller passes in,
so a decision is reproducible from (view, legal, rng seed).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any, Protocol, runtime_checkable

from engine.protocol import Action, LegalAction

BETTING_VERBS = frozenset({"check", "bet", "call", "raise", "fold", "all_in"})


@runtime_checkable
class Policy(Protocol):
    """Chooses one legal action for the seat whose private view it is given."""

    name: str

    def decide(
        self, view: Mapping[str, Any], legal: Sequence[LegalAction], rng: random.Random
    ) -> Action:
        """Return an action that `legal` allows, for the seat named by ``view["seat"]``."""
        ...


def view_seat(view: Mapping[str, Any]) -> int:
    """The seat a private view belongs to (every game's private view carries ``"seat"``)."""
    seat = view.get("seat")
    if not isinstance(seat, int):
        raise ValueError("private view has no integer 'seat' key")
    return seat


def find(legal: Sequence[LegalAction], kind: str) -> LegalAction | None:
    """The legal action of verb `kind`, or None when it is not allowed now."""
    for option in legal:
        if option.kind == kind:
            return option
    return None


def take(seat: int, option: LegalAction, rng: random.Random, amount: int | None = None) -> Action:
    """Build an action from a legal option: a chosen amount (clamped to the bounds, or the
    bounds' only value) and a random choice when the verb needs one (a card slot, a target)."""
    chosen: int | None = None
    # A call's amount is implied (its bounds only say what it adds); other verbs with bounds
    # take the requested amount clamped into them, or their minimum.
    if option.min is not None and option.max is not None and option.kind != "call":
        chosen = option.min if amount is None else min(max(amount, option.min), option.max)
    choice = rng.choice(option.choices) if option.choices else None
    return Action(seat=seat, kind=option.kind, amount=chosen, choice=choice)
