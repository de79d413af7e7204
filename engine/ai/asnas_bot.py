"""As-Nas computer players: exact equity over inferred hands, pot odds, position, some bluffs.

A decision, from the seat's private view only (`engine.ai.base.Policy`):

1. Look first (AN-2.5) — the hand is in the view only after looking.
2. Infer. Every unseen deal of the 15 other cards to the three other seats is one row of
   `asnas_tables.splits` (exact card-level weights). Each opponent's observed actions this deal
   reweight the rows (Bayes): the likelihood of an action given a hand class comes from a
   *reference policy* (`Reading.action_probs`: fold below pot odds, raise well above the
   share that beats n random hands, soft edges), mixed with that opponent's own observed action
   frequencies. The mixing weight grows when the opponent's raise or fold rate departs from the
   reference — a maniac's raise or a calling station's call says little, a tight player's raise
   says a lot. Frequencies are counted from the action logs this object has seen, per seat.
3. Evaluate hold / call / raise / fold by their expected points from here on: the players who
   must still respond (everyone after a raise; those owing, or not yet acted, after a call —
   that is where position enters) continue with the probability the same model gives for their
   inferred hand and the price they face; then my exact showdown share against those left.
   Fold is worth 0 (the stake is already in the pot).
4. Act: the best action, except that with a small probability a raise close to the best is
   taken instead (a bluff or a thin value raise, so that raising does not say "strong" alone).

Three personalities share the method and differ in bluff rate and appetite for risk:
`PROFILES` — "shah" (balanced), "bibi" (careful), "sarbaz" (aggressive).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, Final

import numpy as np

from engine.ai import asnas_tables as tables
from engine.ai.base import Policy, find, view_seat
from engine.asnas.ranking import counts_of
from engine.asnas.state import CAP, FORCED_STAKE, SEATS
from engine.cards import parse_cards
from engine.protocol import Action, LegalAction

Floats = tables.Floats

FOLD: Final = "fold"
HOLD: Final = "hold"
CALL: Final = "call"
RAISE: Final = "raise"
LOOK: Final = "look"

_TAU: Final = 0.07  # softness of the reference policy's thresholds (in equity)
_RAISE_MARGIN: Final = 0.15  # the reference raises this far above even odds (or the price)
_CONTESTED: Final = 2  # the reference rates hands against this many opponents at most
# Reference action rates used as priors for each opponent's observed frequencies.
_PRIOR_FACING: Final = {FOLD: 0.4, CALL: 0.4, RAISE: 0.2}
_PRIOR_FREE: Final = {HOLD: 0.75, RAISE: 0.25, FOLD: 0.0}
_PRIOR_WEIGHT: Final = 8.0


@dataclass(frozen=True, slots=True)
class Profile:
    name: str
    bluff: float  # probability of taking a close raise instead of the best action
    bluff_margin: float  # how close (in points) a raise must be to the best to be taken
    caution: float  # points subtracted from calling/raising EV (risk aversion)


PROFILES: Final = {
    "shah": Profile("shah", bluff=0.10, bluff_margin=0.25, caution=0.0),
    "bibi": Profile("bibi", bluff=0.04, bluff_margin=0.15, caution=0.05),
    "sarbaz": Profile("sarbaz", bluff=0.18, bluff_margin=0.35, caution=-0.02),
}


def _sigmoid(x: Floats) -> Floats:
    return 1.0 / (1.0 + np.exp(-x))


@dataclass(slots=True)
class Tendency:
    """Observed action counts of one opponent, split by situation (a stake to match or not)."""

    facing: dict[str, float] = field(default_factory=lambda: dict.fromkeys(_PRIOR_FACING, 0.0))
    free: dict[str, float] = field(default_factory=lambda: dict.fromkeys(_PRIOR_FREE, 0.0))

    def rates(self, facing: bool) -> dict[str, float]:
        counts, prior = (self.facing, _PRIOR_FACING) if facing else (self.free, _PRIOR_FREE)
        total = sum(counts.values()) + _PRIOR_WEIGHT
        return {verb: (counts[verb] + _PRIOR_WEIGHT * prior[verb]) / total for verb in prior}

    def noise(self) -> float:
        """How far this player departs from the reference: 0.15 (reads like it) … 0.9."""
        facing = self.rates(True)
        free = self.rates(False)
        loose = max(0.0, facing[RAISE] - _PRIOR_FACING[RAISE]) + max(
            0.0, free[RAISE] - _PRIOR_FREE[RAISE]
        )
        sticky = max(0.0, _PRIOR_FACING[FOLD] - facing[FOLD])
        return min(0.9, 0.15 + 1.2 * loose + 1.2 * sticky)


@dataclass(frozen=True, slots=True)
class Situation:
    """What a seat faced when it acted: the price, the pot, the live opponents, raise open."""

    to_call: int
    pot: int
    opponents: int
    can_raise: bool


class Reading:
    """The reference policy and per-opponent mixture used to infer and to predict."""

    def __init__(self, tendency: Tendency) -> None:
        self.tendency = tendency
        self.noise = tendency.noise()

    def action_probs(self, situation: Situation) -> dict[str, Floats]:
        """P(action | hand class) for all 121 classes."""
        # Strength against at most two hands: others fold, so showdowns are rarely four-way.
        strength = tables.equity_table()[max(1, min(situation.opponents, _CONTESTED))]
        facing = situation.to_call > 0
        need = situation.to_call / (situation.pot + situation.to_call) if facing else 0.0
        fold = _sigmoid((need - strength) / _TAU) if facing else np.zeros_like(strength)
        if situation.can_raise:
            bar = max(need, 0.5) + _RAISE_MARGIN
            raise_ = (1.0 - fold) * _sigmoid((strength - bar) / _TAU)
        else:
            raise_ = np.zeros_like(strength)
        stay = 1.0 - fold - raise_
        rates = self.tendency.rates(facing)
        if not situation.can_raise:
            rates = _without(rates, RAISE)
        keep = 1.0 - self.noise
        stay_verb = CALL if facing else HOLD
        return {
            FOLD: keep * fold + self.noise * rates[FOLD],
            stay_verb: keep * stay + self.noise * rates[stay_verb],
            RAISE: keep * raise_ + self.noise * rates.get(RAISE, 0.0),
        }


def _without(rates: dict[str, float], verb: str) -> dict[str, float]:
    rest = {key: value for key, value in rates.items() if key != verb}
    total = sum(rest.values()) or 1.0
    return {key: value / total for key, value in rest.items()} | {verb: 0.0}


@dataclass(slots=True)
class _Table:
    """The betting state of the deal rebuilt from the view."""

    stakes: list[int]
    folded: list[bool]
    acted: list[bool]
    high: int


class AsNasBot:
    """A strong As-Nas player (see the module docstring). One object per seat at a table."""

    def __init__(self, profile: str = "shah") -> None:
        self.profile = PROFILES[profile]
        self.name = f"asnas-{profile}"
        self._tendencies: dict[int, Tendency] = {}
        self._seen: tuple[int, int, int] = (-1, -1, 0)  # (seq of deal start, deal_no, actions)

    # ------------------------------------------------------------------ Policy

    def decide(
        self, view: Mapping[str, Any], legal: Sequence[LegalAction], rng: random.Random
    ) -> Action:
        seat = view_seat(view)
        if find(legal, LOOK) is not None and not view.get("looked"):
            return Action(seat, LOOK)
        self._observe(view, seat)
        options = {option.kind: option for option in legal if option.kind != LOOK}
        hand = view.get("hand")
        if not hand:  # cannot happen after a look; play safe anyway
            verb = HOLD if HOLD in options else CALL if CALL in options else next(iter(options))
            return Action(seat, verb)
        values = self.evaluate(view, seat, list(options))
        best = max(values, key=values.__getitem__)
        close = RAISE in values and values[RAISE] >= values[best] - self.profile.bluff_margin
        if best != RAISE and close and rng.random() < self.profile.bluff:
            best = RAISE
        if best == RAISE:
            return Action(seat, RAISE, amount=options[RAISE].min)
        return Action(seat, best)

    # ------------------------------------------------------------------ evaluation

    def evaluate(
        self, view: Mapping[str, Any], seat: int, verbs: Sequence[str]
    ) -> dict[str, float]:
        """Expected points from now on (payout minus chips still to add) of each verb."""
        mine = tables.class_of(counts_of(parse_cards(list(view["hand"]))))
        others = [(seat + step) % SEATS for step in range(1, SEATS)]
        deal = tables.splits(mine)
        hands = deal.hands
        weight = deal.weight * self._likelihood(view, others, hands)
        total = float(weight.sum())
        if total <= 0.0:
            weight = deal.weight
            total = float(weight.sum())
        weight = weight / total
        table = self._table(view)
        my_value = int(tables.VALUES[mine])
        results: dict[str, float] = {}
        for verb in verbs:
            if verb == FOLD:
                results[verb] = 0.0
            elif verb in (HOLD, CALL):
                results[verb] = self._value(
                    table, seat, target=table.high, hands=hands, my_value=my_value, weight=weight
                )
                results[verb] -= self.profile.caution
            elif verb == RAISE and table.high < CAP:
                target = table.high + 1
                results[verb] = self._value(
                    table, seat, target=target, hands=hands, my_value=my_value, weight=weight
                )
                results[verb] -= 2 * self.profile.caution
        return results

    def _value(
        self,
        table: _Table,
        seat: int,
        *,
        target: int,
        hands: tables.Ints,
        my_value: int,
        weight: Floats,
    ) -> float:
        """Expected payout minus what I add, if I bring my stake to `target` and the others
        then fold or match (no further raises are modelled)."""
        others = [(seat + step) % SEATS for step in range(1, SEATS)]
        values = tables.VALUES[hands]
        add = target - table.stakes[seat]
        pot = sum(table.stakes) + add
        live = [not table.folded[other] for other in others]
        responders: list[int] = []  # column indices of opponents who must still decide
        for column, other in enumerate(others):
            if not live[column]:
                continue
            owes = table.stakes[other] < target
            if owes or not table.acted[other]:
                responders.append(column)
        opponents_left = sum(live)
        keep_probs: dict[int, Floats] = {}
        for column in responders:
            other = others[column]
            to_call = target - table.stakes[other]
            reading = Reading(self._tendencies.get(other, Tendency()))
            situation = Situation(to_call, pot, opponents_left, can_raise=target < CAP)
            probs = reading.action_probs(situation)
            keep_probs[column] = (1.0 - probs[FOLD])[hands[:, column]]
        expected = 0.0
        fixed = [column for column, alive in enumerate(live) if alive and column not in responders]
        for mask in range(1 << len(responders)):
            stay = [responders[i] for i in range(len(responders)) if mask >> i & 1]
            prob = weight.copy()
            for column in responders:
                prob *= keep_probs[column] if column in stay else 1.0 - keep_probs[column]
            present = np.zeros(len(others), dtype=bool)
            present[fixed + stay] = True
            share = tables.showdown_share(my_value, values, present)
            final_pot = pot + sum(target - table.stakes[others[column]] for column in stay)
            expected += float((prob * share).sum()) * final_pot
        return expected - add

    # ------------------------------------------------------------------ inference

    def _likelihood(self, view: Mapping[str, Any], others: list[int], hands: tables.Ints) -> Floats:
        """Per row: the probability of every opponent action seen this deal given the row's
        hands, under each opponent's `Reading`."""
        per_seat = {other: np.ones(tables.CLASS_COUNT) for other in others}
        for record, situation in self._replay(view):
            actor = int(record["seat"])
            if actor not in per_seat:
                continue
            probs = Reading(self._tendencies.get(actor, Tendency())).action_probs(situation)
            verb = str(record["action"])
            if verb in probs:
                per_seat[actor] = per_seat[actor] * np.maximum(probs[verb], 1e-4)
        result = np.ones(len(hands))
        for column, other in enumerate(others):
            result *= per_seat[other][hands[:, column]]
        return result

    def _replay(self, view: Mapping[str, Any]) -> list[tuple[Mapping[str, Any], Situation]]:
        """Each action of this deal with the situation its actor faced."""
        dealer = int(view["dealer"])
        stakes = [0] * SEATS
        stakes[dealer] = FORCED_STAKE
        folded = [False] * SEATS
        high = FORCED_STAKE
        out: list[tuple[Mapping[str, Any], Situation]] = []
        for record in view["actions"]:
            actor = int(record["seat"])
            live = sum(not flag for flag in folded)
            situation = Situation(high - stakes[actor], sum(stakes), live - 1, high < CAP)
            out.append((record, situation))
            stakes[actor] = int(record["stake"])
            high = int(record["high"])
            if record["action"] == FOLD:
                folded[actor] = True
        return out

    def _table(self, view: Mapping[str, Any]) -> _Table:
        rows = view["seats"]
        return _Table(
            stakes=[int(row["stake"]) for row in rows],
            folded=[bool(row["folded"]) for row in rows],
            acted=[bool(row["acted"]) for row in rows],
            high=int(view["high"]),
        )

    def _observe(self, view: Mapping[str, Any], seat: int) -> None:
        """Count opponents' actions not counted yet (this deal's log grows between my turns)."""
        key = (int(view["deal_no"]), int(view["dealer"]))
        actions = view["actions"]
        start = self._seen[2] if self._seen[:2] == key and len(actions) >= self._seen[2] else 0
        for record, situation in self._replay(view)[start:]:
            actor = int(record["seat"])
            if actor == seat:
                continue
            tendency = self._tendencies.setdefault(actor, Tendency())
            counts = tendency.facing if situation.to_call > 0 else tendency.free
            verb = str(record["action"])
            if verb in counts:
                counts[verb] += 1.0
        self._seen = (*key, len(actions))


class HoldAsCheck:
    """Seats a game-neutral betting policy (`engine.ai.baselines`) at an As-Nas table: those
    policies know "check", As-Nas calls it "hold" (AN-3.2)."""

    def __init__(self, policy: Policy) -> None:
        self.policy = policy
        self.name = policy.name

    def decide(
        self, view: Mapping[str, Any], legal: Sequence[LegalAction], rng: random.Random
    ) -> Action:
        renamed = [replace(o, kind="check") if o.kind == HOLD else o for o in legal]
        action = self.policy.decide(view, renamed, rng)
        return replace(action, kind=HOLD) if action.kind == "check" else action


__all__ = ["PROFILES", "AsNasBot", "HoldAsCheck", "Profile"]
