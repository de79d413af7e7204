"""Play whole poker hands with policies, for the bot tests (not a test module itself)."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from engine.ai.base import Policy
from engine.naiko import NaikoState
from engine.poker import PokerState
from engine.protocol import Action

Table = PokerState | NaikoState
Check = Callable[[Table, int, Action], None]


def new_table(game: str, seats: int, stack: int = 2000, seed: int = 0) -> Table:
    stacks: list[int | None] = [stack] * seats
    if game == "naiko":
        return NaikoState.new_hand(stacks, 0, 10, 20, seed=seed)
    return PokerState.new_hand(game, stacks, 0, 10, 20, seed=seed)


def play_hand(
    table: Table, policies: Sequence[Policy], rng: random.Random, check: Check | None = None
) -> int:
    """Play the current hand to its end; returns the number of decisions taken."""
    decisions = 0
    while not table.deal_over:
        seat = table.to_act
        assert seat is not None
        legal = table.legal_actions(seat)
        action = policies[seat].decide(table.private_view(seat), legal, rng)
        if check is not None:
            check(table, seat, action)
        table.apply(action)
        decisions += 1
    return decisions


def refill(table: Table, stack: int = 2000) -> None:
    """Top every seat back up between hands so the table never runs dry."""
    for seat, chips in enumerate(table.stacks):
        if chips is not None and chips < stack // 4:
            table.set_stack(seat, stack)
