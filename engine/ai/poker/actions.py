"""Turn an intent (fold, check, call, raise to an amount, all-in) into an action `legal` allows.

Bet sizes come from a small menu, fractions of the pot or all-in, as AI.md asks: the
decision says *how big*, this module makes it legal (clamped to the offered bounds; an amount
that reaches the whole stack becomes all-in when all-in is offered).
"""

from __future__ import annotations

from typing import Final

from engine.ai.base import find
from engine.ai.poker.situation import Situation
from engine.protocol import Action

THIRD: Final = 1 / 3
TWO_THIRDS: Final = 2 / 3
POT: Final = 1.0
MENU: Final = (THIRD, TWO_THIRDS, POT)


def sized(s: Situation, fraction: float) -> int:
    """A raise-to total for a bet (or raise) of `fraction` of the pot: a raise first calls,
    then adds the fraction of the pot after that call."""
    if s.current_bet == 0:
        return max(1, round(fraction * s.pot))
    return s.current_bet + round(fraction * (s.pot + s.to_call))


def passive(s: Situation) -> Action:
    """Check when free, else fold."""
    if find(s.legal, "check") is not None:
        return Action(s.seat, "check")
    return Action(s.seat, "fold")


def call(s: Situation) -> Action:
    """Check when free, call when facing a bet; a call that takes every chip is the call verb
    when offered, else the all-in verb."""
    if find(s.legal, "check") is not None:
        return Action(s.seat, "check")
    if find(s.legal, "call") is not None:
        return Action(s.seat, "call")
    option = find(s.legal, "all_in")
    if option is not None:
        return Action(s.seat, "all_in", option.max)
    return Action(s.seat, "fold")


def all_in(s: Situation) -> Action:
    option = find(s.legal, "all_in")
    if option is not None:
        return Action(s.seat, "all_in", option.max)
    return raise_to(s, s.stack + s.my_bet)


def raise_to(s: Situation, amount: int) -> Action:
    """Bet or raise to `amount`, clamped into the offered bounds; calls when no raise is open."""
    option = find(s.legal, "bet") or find(s.legal, "raise")
    shove = find(s.legal, "all_in")
    if option is None or option.min is None or option.max is None:
        # Only a short all-in raise is possible: take it when the wanted size needs it.
        if shove is not None and shove.max is not None and s.current_bet < shove.max <= amount:
            return Action(s.seat, "all_in", shove.max)
        return call(s)
    chosen = min(max(amount, option.min), option.max)
    if shove is not None and chosen >= s.stack + s.my_bet:
        return Action(s.seat, "all_in", shove.max)
    return Action(s.seat, option.kind, chosen)
