"""Helpers shared by the computer-player tests: drive real Up/Down matches with policies."""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence

from engine.ai.base import Policy
from engine.protocol import Action, LegalAction
from engine.updown import UpDownState


def is_legal(action: Action, seat: int, legal: Sequence[LegalAction]) -> bool:
    """The action names the acting seat and a legal verb, with an amount and choice in bounds."""
    if action.seat != seat:
        return False
    for option in legal:
        if option.kind != action.kind:
            continue
        if option.choices and action.choice not in option.choices:
            return False
        if option.kind not in ("bet", "raise"):
            return True
        lo, hi = option.min, option.max
        return action.amount is not None and lo is not None and hi is not None and (
            lo <= action.amount <= hi
        )
    return False


def decisions(
    policies: Sequence[Policy], seed: int, deals: int, stacks: tuple[int, int] = (20, 20)
) -> Iterator[tuple[UpDownState, int, Action]]:
    """Play up to `deals` deals of a match (restarting after a match ends) and yield every
    decision (state before it, seat, action) after checking it is applied without error."""
    rng = random.Random(seed)
    state = UpDownState.new_match(starter=seed % 2, stacks=stacks)
    for _ in range(deals):
        if state.match_over:
            state.restart()
        state.start_deal(seed=rng.getrandbits(64))
        while not state.deal_over:
            seat = state.to_act
            assert seat is not None
            legal = state.legal_actions(seat)
            action = policies[seat].decide(state.private_view(seat), legal, rng)
            before = state.copy()
            state.apply(action)  # raises IllegalAction if the policy broke a rule
            yield before, seat, action



