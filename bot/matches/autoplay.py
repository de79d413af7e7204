"""One computer decision, reproducible from the state alone.

The service (through the registry and the store) and the store-less simulation both call this,
so a simulated match and a stored one make the very same moves.
"""

from __future__ import annotations

import random

from bot.matches.seeds import decision_seed
from engine.ai.base import Policy
from engine.protocol import Action, GameState


def computer_action(state: GameState, seat: int, policy: Policy, match_seed: int) -> Action:
    """What `policy` plays for `seat` now: it sees only that seat's private view (AI.md)."""
    rng = random.Random(decision_seed(match_seed, state.seq, seat))
    action = policy.decide(state.private_view(seat), state.legal_actions(seat), rng)
    if action.seat != seat:
        raise RuntimeError(f"policy {policy.name} answered for seat {action.seat}, not {seat}")
    return action
