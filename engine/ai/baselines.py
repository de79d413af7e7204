"""Fixed baseline opponents for benchmarks and tests, usable in any game with betting verbs.

Each baseline only uses the legal actions it is offered. Verbs that are not betting verbs
("lock", "look", powers…) are picked at random, since the baselines have no view of card value.
As-Nas says "hold" for a check (AN-3.2): the baselines treat the two alike.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from engine.ai.base import BETTING_VERBS, find, take, view_seat
from engine.protocol import Action, LegalAction

HOLD = "hold"  # As-Nas's check
_BETTING = BETTING_VERBS | {HOLD}


def _random_non_betting(
    seat: int, legal: Sequence[LegalAction], rng: random.Random
) -> Action | None:
    """If only non-betting verbs are offered (a lock step, a look…), pick one at random."""
    if any(option.kind in _BETTING for option in legal):
        return None
    return _uniform(seat, legal, rng)


def _uniform(seat: int, legal: Sequence[LegalAction], rng: random.Random) -> Action:
    """A legal verb uniformly at random, then an amount uniformly within its bounds."""
    option = rng.choice(list(legal))
    amount = None
    if option.min is not None and option.max is not None:
        amount = rng.randint(option.min, option.max)
    return take(seat, option, rng, amount)


class RandomLegal:
    """Uniform over the legal verbs, then uniform over amounts and choices."""

    name = "random"

    def decide(
        self, view: Mapping[str, Any], legal: Sequence[LegalAction], rng: random.Random
    ) -> Action:
        return _uniform(view_seat(view), legal, rng)


class AlwaysCall:
    """A calling station: checks when free, calls when facing a bet, never folds or raises."""

    name = "always-call"

    def decide(
        self, view: Mapping[str, Any], legal: Sequence[LegalAction], rng: random.Random
    ) -> Action:
        seat = view_seat(view)
        other = _random_non_betting(seat, legal, rng)
        if other is not None:
            return other
        for kind in ("check", HOLD, "call", "all_in"):
            option = find(legal, kind)
            if option is not None:
                return take(seat, option, rng)
        # Only aggressive verbs or fold remain: the cheapest aggressive one keeps us in.
        for kind in ("bet", "raise"):
            option = find(legal, kind)
            if option is not None:
                return take(seat, option, rng)
        return take(seat, legal[0], rng)


class AlwaysAllIn:
    """A maniac: all-in (or the largest bet/raise, or a call) at every chance; never folds."""

    name = "always-all-in"

    def decide(
        self, view: Mapping[str, Any], legal: Sequence[LegalAction], rng: random.Random
    ) -> Action:
        seat = view_seat(view)
        other = _random_non_betting(seat, legal, rng)
        if other is not None:
            return other
        option = find(legal, "all_in")
        if option is not None:
            return take(seat, option, rng, option.max)
        for kind in ("raise", "bet"):
            option = find(legal, kind)
            if option is not None:
                return take(seat, option, rng, option.max)
        for kind in ("call", "check", HOLD):
            option = find(legal, kind)
            if option is not None:
                return take(seat, option, rng)
        return take(seat, legal[0], rng)
