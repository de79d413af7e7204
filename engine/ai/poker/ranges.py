"""Narrow each opponent to a range from what it did in this hand (the view's log only)."""

from __future__ import annotations

from engine.ai.poker.equity import Range
from engine.ai.poker.situation import Opponent, Situation
from engine.ai.poker.tables import tables


def preflop_top(
    opponent: Opponent, big_blind: int, raisers: int = 1, preflop_raises: int = 1
) -> float:
    """The fraction of starting hands an opponent plays the way it played preflop.

    Raisers are tight, re-raisers tighter; a huge shove is a little wider than a small raise
    (short stacks and maniacs shove wide); callers and limpers are wide; a blind that only
    checked holds anything. A raise over another raise (a 3-bet) is as tight as a second
    raise. When three or more players raised, they cannot all hold the top few percent: each
    raiser's range widens with their number.
    """
    raises = opponent.aggression[0]
    widen = max(1.0, raisers / 2)
    if raises >= 2 or (raises == 1 and preflop_raises >= 2 and raisers == 1):
        return min(0.5, 0.07 * widen)
    if raises == 1:
        if opponent.all_in and opponent.bet > 25 * big_blind:
            return min(0.5, 0.14 * widen)
        return min(0.5, 0.20 * widen)
    if opponent.calls[0]:
        return 0.45
    return 1.0


def opponent_ranges(s: Situation, *, preflop_only: bool = False) -> list[Range]:
    """One `Range` per opponent still in: the preflop range, weighted after the flop by its
    bets, raises and calls (see `engine.ai.poker.equity`)."""
    table = tables()
    ranges: list[Range] = []
    raisers = sum(1 for opponent in s.opponents if opponent.aggression[0])
    for opponent in s.opponents:
        top = preflop_top(opponent, s.big_blind, raisers, s.preflop_raises)
        hands = table.omaha_range(top) if s.omaha else table.holdem_range(top)
        bits = table.range_bits(hands)
        anything = top >= 1.0
        if preflop_only:
            ranges.append(Range(hands, bits=bits, anything=anything))
        else:
            aggression = sum(opponent.aggression[1 : s.street + 1])
            calls = sum(opponent.calls[1 : s.street + 1])
            ranges.append(Range(hands, aggression, calls, bits, anything))
    return ranges
