"""The poker bot: preflop by hand class, position, stack depth and the raise faced; after the
flop by Monte Carlo equity against ranges narrowed by the betting, pot and implied odds, bet
sizes from {1/3, 2/3, 1} pot or all-in, and some bluffs where the board makes them credible.

`PokerBot` plays Hold'em and Omaha (it reads the variant from the hole-card count); the
variant classes only fix the name. A decision uses only the private view, the legal actions
and the `rng` it is handed (its equity sampler is seeded from it), so the same (view, legal,
seed) gives the same action unless the time budget cuts sampling short.
"""

from __future__ import annotations

import random
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final

import numpy as np

from engine.ai.poker import actions
from engine.ai.poker.actions import POT, THIRD, TWO_THIRDS, sized
from engine.ai.poker.equity import equity
from engine.ai.poker.ranges import opponent_ranges
from engine.ai.poker.situation import Situation, read
from engine.ai.poker.tables import tables
from engine.ai.poker.texture import blocks_nuts, flush_draw, scary, straight_draw
from engine.protocol import Action, LegalAction

# Share of hands opened with nobody in yet, by the number of players still to act behind
# (the blinds included): tight early, wide on the button and in the small blind.
_OPEN: Final = {0: 0.60, 1: 0.55, 2: 0.42, 3: 0.28, 4: 0.22, 5: 0.18, 6: 0.15, 7: 0.13}


def open_share(s: Situation) -> float:
    """The share of starting hands worth playing first in from this seat (after limpers:
    fewer); facing a raise, a tight fixed share."""
    if s.raises_this_street:
        return 0.12
    share = _OPEN[min(s.left_to_act, 7)] * (1.25 if s.omaha else 1.0)
    limpers = sum(1 for o in s.opponents if o.calls[0] and not o.aggression[0])
    return share * 0.6 if limpers else share


@dataclass(frozen=True, slots=True)
class Effort:
    """How hard a decision thinks: Monte Carlo deals per equity estimate, and an optional
    wall-clock budget per decision in seconds (None: always exactly `samples`, deterministic).

    The default has no budget: a decision then depends only on the view and the rng, so a
    replayed or resumed table plays the same, and the engine reads no clock that matters.
    """

    samples: int = 1000
    time_budget: float | None = None


class PokerBot:
    """Hold'em / Omaha bot (see the module docstring)."""

    name = "poker-bot"

    def __init__(self, effort: Effort | None = None) -> None:
        self.effort = effort or Effort()
        self._started = 0.0  # when the current decision began (the time budget counts from it)
        tables()  # load the preflop tables now, not inside the first decision

    def decide(
        self, view: Mapping[str, Any], legal: Sequence[LegalAction], rng: random.Random
    ) -> Action:
        self._started = time.perf_counter()
        s = read(view, legal)
        return self.betting_action(s, rng)

    # ------------------------------------------------------------------ shared helpers

    def betting_action(
        self, s: Situation, rng: random.Random, next_card: int | None = None
    ) -> Action:
        gen = np.random.default_rng(rng.getrandbits(64))
        if not s.opponents or (all(o.all_in for o in s.opponents) and s.to_call == 0):
            return actions.call(s)  # nobody left to bet against: just go to showdown
        if s.street == 0:
            return self.preflop(s, rng, gen, next_card)
        return self.postflop(s, rng, gen, next_card)

    def _deadline(self) -> float | None:
        budget = self.effort.time_budget
        return None if budget is None else self._started + budget

    def estimate(
        self,
        s: Situation,
        gen: np.random.Generator,
        *,
        preflop_only: bool = False,
        next_card: int | None = None,
        involved_only: bool = False,
    ) -> float:
        """Equity against the opponents' ranges (only those who put chips in voluntarily when
        `involved_only`: players yet to act facing a raise mostly fold)."""
        ranges = opponent_ranges(s, preflop_only=preflop_only)
        if involved_only:
            kept = [
                r
                for r, o in zip(ranges, s.opponents, strict=True)
                if o.aggression[0] or o.calls[0]
            ]
            ranges = kept or ranges[:1]
        # Each extra opponent costs an evaluation per deal, and multiway equities are small:
        # fewer deals keep the time per decision flat.
        samples = self.effort.samples * min(1.0, 4 / (len(ranges) + 2))
        samples = round(samples / (2 if s.omaha else 1))
        return equity(
            s.hole,
            s.board,
            ranges,
            gen,
            samples=max(samples, 50),
            deadline=self._deadline(),
            next_card=next_card,
        )

    # ------------------------------------------------------------------ preflop

    def percentile(self, s: Situation) -> float:
        """0 = the best starting hand … 1 = the worst (heads-up equity order)."""
        table = tables()
        if s.omaha:
            return table.omaha_percentile(s.hole)
        return table.holdem_percentile(s.hole[0], s.hole[1])

    def preflop(
        self,
        s: Situation,
        rng: random.Random,
        gen: np.random.Generator,
        next_card: int | None = None,
    ) -> Action:
        pct = self.percentile(s)
        bb = s.big_blind
        depth = s.effective_stack / bb
        limpers = sum(1 for o in s.opponents if o.calls[0] and not o.aggression[0])
        if s.raises_this_street == 0:
            share = open_share(s)
            if s.to_call == 0:  # the big blind's option after limps
                if pct <= share * 0.5:
                    return actions.raise_to(s, round(bb * (3.5 + limpers)))
                return actions.passive(s)
            if depth <= 12 and not s.omaha:  # short: push or fold
                if pct <= min(0.65, share * 1.3):
                    return actions.all_in(s)
                return actions.passive(s)
            if pct <= share:
                return actions.raise_to(s, round(bb * (2.5 + limpers)))
            cheap = s.to_call <= bb // 2 or limpers > 0
            if cheap and pct <= (0.55 if s.omaha else 0.40) and depth > 20:
                return actions.call(s)
            return actions.passive(s)
        # Facing a raise: equity against the raiser's (and callers') ranges and the price.
        e = self.estimate(s, gen, preflop_only=True, next_card=next_card, involved_only=True)
        price = s.to_call / (s.pot + s.to_call)
        heads_up = e ** (1.0 / max(1, sum(1 for o in s.opponents if o.aggression[0] or o.calls[0])))
        value = 0.60 if s.raises_this_street == 1 else 0.64
        if s.omaha:
            value += 0.03
        if heads_up >= value:
            raise_to = round(s.current_bet * (3.0 if s.left_to_act == 0 else 3.5))
            if s.raises_this_street >= 2:
                raise_to = round(s.current_bet * 2.3)
            if raise_to - s.my_bet >= 0.35 * (s.stack + s.my_bet) or depth <= 25:
                return actions.all_in(s)
            return actions.raise_to(s, raise_to)
        implied = 1.0
        speculative = self._speculative(s)
        if speculative and s.effective_stack - s.to_call >= 15 * s.to_call:
            implied = 0.7  # set-mining, suited connectors: paid off when they hit
        if e >= price * implied + 0.02:
            return actions.call(s)
        return actions.passive(s)

    def _speculative(self, s: Situation) -> bool:
        if s.omaha:
            suited = len({c & 3 for c in s.hole}) <= 2
            ranks = sorted(c >> 2 for c in s.hole)
            return suited and ranks[-1] - ranks[0] <= 5
        a, b = s.hole
        return a >> 2 == b >> 2 or ((a & 3) == (b & 3) and abs((a >> 2) - (b >> 2)) <= 2)

    # ------------------------------------------------------------------ after the flop

    def postflop(
        self,
        s: Situation,
        rng: random.Random,
        gen: np.random.Generator,
        next_card: int | None = None,
    ) -> Action:
        e = self.estimate(s, gen, next_card=next_card)
        n = max(1, s.active)
        strength = e ** (1.0 / n)  # as strong as this against one opponent
        river = s.street == 3
        draw = not river and (flush_draw(s.hole, s.board) or straight_draw(s.hole, s.board))
        texture = scary(s.board)
        spr = s.effective_stack / max(s.pot, 1)
        strict = 0.03 if s.omaha else 0.0  # Omaha equities run closer together
        if s.to_call == 0:
            if strength >= 0.80 + strict:
                if spr <= 1.0:
                    return actions.all_in(s)
                fraction = POT if (river and strength >= 0.9) or texture >= 0.5 else TWO_THIRDS
                return actions.raise_to(s, sized(s, fraction))
            if strength >= (0.66 if river else 0.60) + strict:
                return actions.raise_to(s, sized(s, THIRD))
            if draw and n <= 2 and rng.random() < 0.45:
                return actions.raise_to(s, sized(s, TWO_THIRDS))  # semi-bluff
            if n == 1 and strength < 0.35 and texture >= 0.4:
                chance = 0.10 + 0.25 * texture + (0.15 if blocks_nuts(s.hole, s.board) else 0.0)
                if (river or s.street == 2) and rng.random() < chance:
                    return actions.raise_to(s, sized(s, TWO_THIRDS))  # a bluff the board tells
            return actions.passive(s)
        price = s.to_call / (s.pot + s.to_call)
        if strength >= 0.86 + strict:
            if spr <= 1.5:
                return actions.all_in(s)
            fraction = POT if strength >= 0.93 else TWO_THIRDS
            return actions.raise_to(s, sized(s, fraction))
        if e >= price + 0.02:
            return actions.call(s)
        if draw:
            # Implied odds: a made draw is paid part of what stays behind.
            future = min(0.5 * s.pot, max(0, s.effective_stack - s.to_call))
            if e >= s.to_call / (s.pot + s.to_call + future):
                if n == 1 and rng.random() < 0.15:
                    return actions.raise_to(s, sized(s, TWO_THIRDS))
                return actions.call(s)
        return actions.passive(s)


class HoldemBot(PokerBot):
    name = "holdem-bot"


class OmahaBot(PokerBot):
    name = "omaha-bot"
