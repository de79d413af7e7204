"""As-Nas computer players: exact equity over inferred hands, pot odds, position, some bluffs.

A decision, from the seat's private view only (`engine.ai.base.Policy`):

1. Look first (AN-2.5) — the hand is in the view only after looking.
2. Infer. Every unseen deal of the 15 other cards to the three other seats is one row of
   `asnas_tables.splits` (exact card-level weights). Each opponent's observed actions this deal
   reweight the rows (Bayes): the likelihood of an action given a hand class comes from a
   *reference policy* (`asnas_tables.reference_probs`: fold below the pot odds, raise well
   above even odds, soft edges), mixed with that opponent's own observed action frequencies
   (`Reading`). The mixing weight grows when the opponent raises more or folds less than the
   reference would — a maniac's raise or a calling station's call says little, a tight
   player's raise says a lot. Frequencies are counted, per seat, from the public actions of
   this match in the view (this deal's ``actions``; of each finished deal in ``past_deals``,
   those before my last action there — what I had seen when I last decided), so the bot
   remembers nothing between decisions: the same view, legal actions and rng give the same
   action in any process, at any table, before or after a restart.
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
from dataclasses import dataclass, field
from functools import cache
from typing import Any, Final

import numpy as np

from engine.ai import asnas_tables as tables
from engine.ai.base import find, view_seat
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

# Action rates assumed before any observation (a few pseudo-observations' worth).
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


@dataclass(slots=True)
class Tendency:
    """One opponent's observed actions next to what the reference policy would have done in
    the same situations (averaged over all hands), split by facing a stake or not."""

    facing: dict[str, float] = field(default_factory=lambda: dict.fromkeys(_PRIOR_FACING, 0.0))
    free: dict[str, float] = field(default_factory=lambda: dict.fromkeys(_PRIOR_FREE, 0.0))
    expected_facing: dict[str, float] = field(default_factory=lambda: dict(_PRIOR_FACING))
    expected_free: dict[str, float] = field(default_factory=lambda: dict(_PRIOR_FREE))

    def record(self, verb: str, facing: bool, expected: Mapping[str, float]) -> None:
        counts = self.facing if facing else self.free
        target = self.expected_facing if facing else self.expected_free
        if verb not in counts:
            return
        counts[verb] += 1.0
        for key in target:
            target[key] += expected.get(key, 0.0)

    def _expected(self, facing: bool) -> dict[str, float]:
        target = self.expected_facing if facing else self.expected_free
        total = sum(target.values()) or 1.0
        return {key: value / total for key, value in target.items()}

    def rates(self, facing: bool) -> dict[str, float]:
        """Observed action rates, shrunk towards the reference's."""
        counts = self.facing if facing else self.free
        prior = self._expected(facing)
        total = sum(counts.values()) + _PRIOR_WEIGHT
        return {verb: (counts[verb] + _PRIOR_WEIGHT * prior[verb]) / total for verb in prior}

    def noise(self) -> float:
        """How far this player departs from the reference: 0.15 (reads like it) … 0.9. Raising
        more often or folding less often than the reference makes their actions say less."""
        facing, free = self.rates(True), self.rates(False)
        ref_facing, ref_free = self._expected(True), self._expected(False)
        loose = max(0.0, facing[RAISE] - ref_facing[RAISE]) + max(
            0.0, free[RAISE] - ref_free[RAISE]
        )
        sticky = max(0.0, ref_facing[FOLD] - facing[FOLD])
        return min(0.9, 0.15 + 1.5 * (loose + sticky))


@dataclass(frozen=True, slots=True)
class Situation:
    """What a seat faced when it acted: the price, the pot, the live opponents, raise open."""

    to_call: int
    pot: int
    high: int
    opponents: int


class Reading:
    """One opponent as the bot models them: the reference policy mixed with that opponent's
    own observed action rates (weight `noise`). Used both to infer and to predict."""

    def __init__(self, tendency: Tendency) -> None:
        self.tendency = tendency
        self.noise = tendency.noise()

    def action_probs(self, situation: Situation) -> dict[str, Floats]:
        """P(action | hand class) for all 121 classes."""
        can_raise = situation.high < CAP
        base = tables.reference_probs(
            situation.to_call, situation.pot, situation.opponents, can_raise
        )
        facing = situation.to_call > 0
        rates = self.tendency.rates(facing)
        if not can_raise:
            rates = _without(rates, RAISE)
        keep = 1.0 - self.noise
        stay_verb = CALL if facing else HOLD
        return {
            FOLD: keep * base[:, tables.FOLD_COL] + self.noise * rates[FOLD],
            stay_verb: keep * base[:, tables.STAY_COL] + self.noise * rates[stay_verb],
            RAISE: keep * base[:, tables.RAISE_COL] + self.noise * rates.get(RAISE, 0.0),
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
    """A strong As-Nas player (see the module docstring). It keeps no state between
    decisions, so one object may sit at any number of seats and tables."""

    def __init__(self, profile: str = "shah", *, infer: bool = True) -> None:
        """`infer=False` ignores what opponents' actions say about their hands (a plain equity
        + pot-odds player, kept for comparison in bench/)."""
        self.profile = PROFILES[profile]
        self.infer = infer
        self.name = f"asnas-{profile}" + ("" if infer else "-noinfer")

    # ------------------------------------------------------------------ Policy

    def decide(
        self, view: Mapping[str, Any], legal: Sequence[LegalAction], rng: random.Random
    ) -> Action:
        seat = view_seat(view)
        if find(legal, LOOK) is not None and not view.get("looked"):
            return Action(seat, LOOK)
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
        readings = {other: Reading(tendency) for other, tendency in read_match(view, seat).items()}
        deal = tables.splits(mine)
        hands = deal.hands
        weight = deal.weight
        if self.infer:
            weight = weight * _likelihood(view, readings, hands)
        total = float(weight.sum())
        if total <= 0.0:
            weight = deal.weight
            total = float(weight.sum())
        weight = weight / total
        table = _table(view)
        my_value = int(tables.VALUES[mine])
        results: dict[str, float] = {}
        for verb in verbs:
            if verb == FOLD:
                results[verb] = 0.0
            elif verb in (HOLD, CALL):
                results[verb] = _value(
                    table, seat, readings, target=table.high, hands=hands, my_value=my_value,
                    weight=weight,
                )
                results[verb] -= self.profile.caution
            elif verb == RAISE and table.high < CAP:
                target = table.high + 1
                results[verb] = _value(
                    table, seat, readings, target=target, hands=hands, my_value=my_value,
                    weight=weight,
                )
                results[verb] -= 2 * self.profile.caution
        return results


# ---------------------------------------------------------------------- evaluation


def _value(
    table: _Table,
    seat: int,
    readings: Mapping[int, Reading],
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
        situation = Situation(to_call, pot, target, opponents_left)
        probs = readings[other].action_probs(situation)
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


def _table(view: Mapping[str, Any]) -> _Table:
    """The betting state of the deal in progress, from the view."""
    rows = view["seats"]
    return _Table(
        stakes=[int(row["stake"]) for row in rows],
        folded=[bool(row["folded"]) for row in rows],
        acted=[bool(row["acted"]) for row in rows],
        high=int(view["high"]),
    )


# ---------------------------------------------------------------------- inference


def _likelihood(
    view: Mapping[str, Any], readings: Mapping[int, Reading], hands: tables.Ints
) -> Floats:
    """Per row: the probability of every opponent action seen this deal given the row's
    hands, under each opponent's `Reading` (`readings` holds the three others, in seat order
    from my right, as the columns of `hands`)."""
    per_seat = {other: np.ones(tables.CLASS_COUNT) for other in readings}
    for record, situation in _replay(int(view["dealer"]), view["actions"]):
        actor = int(record["seat"])
        if actor not in per_seat:
            continue
        probs = readings[actor].action_probs(situation)
        verb = str(record["action"])
        if verb in probs:
            per_seat[actor] = per_seat[actor] * np.maximum(probs[verb], 1e-4)
    result = np.ones(len(hands))
    for column, other in enumerate(readings):
        result *= per_seat[other][hands[:, column]]
    return result


def _replay(
    dealer: int, actions: Sequence[Mapping[str, Any]]
) -> list[tuple[Mapping[str, Any], Situation]]:
    """Each action of one deal with the situation its actor faced."""
    stakes = [0] * SEATS
    stakes[dealer] = FORCED_STAKE
    folded = [False] * SEATS
    high = FORCED_STAKE
    out: list[tuple[Mapping[str, Any], Situation]] = []
    for record in actions:
        actor = int(record["seat"])
        live = sum(not flag for flag in folded)
        situation = Situation(high - stakes[actor], sum(stakes), high, live - 1)
        out.append((record, situation))
        stakes[actor] = int(record["stake"])
        high = int(record["high"])
        if record["action"] == FOLD:
            folded[actor] = True
    return out


def read_match(view: Mapping[str, Any], seat: int) -> dict[int, Tendency]:
    """Each other seat's `Tendency`, counted from the public actions of this match in the view:
    this deal so far, and each finished deal (``past_deals``) up to my last action in it.
    Seats in the order they sit from my right (the column order of `asnas_tables.splits`).

    Measured (bench/bench_asnas_ai.py --quick, 20,004 deals each): counting the finished
    deals' responses after my last action too played +1.003 / +0.771 / +1.508 points per deal
    against random-legal / always-call / always-raise, and +0.215 against the bot without
    inference, instead of +1.097 / +0.780 / +1.403 and +0.252 with this cut (the reads it
    makes are those the bot made when it kept them in memory, so its play is unchanged).
    """
    found = {(seat + step) % SEATS: Tendency() for step in range(1, SEATS)}
    deals = [(deal, _seen_part(deal["actions"], seat)) for deal in view.get("past_deals", ())]
    deals.append((view, view["actions"]))
    for deal, actions in deals:
        for record, situation in _replay(int(deal["dealer"]), actions):
            tendency = found.get(int(record["seat"]))
            if tendency is not None:
                facing = situation.to_call > 0
                tendency.record(str(record["action"]), facing, _average_rates(situation))
    return found


def _seen_part(actions: Sequence[Mapping[str, Any]], seat: int) -> Sequence[Mapping[str, Any]]:
    """A finished deal's actions before my last one: what I had seen when I last decided
    (none if I never acted: the deal ended before my turn)."""
    mine = [index for index, record in enumerate(actions) if int(record["seat"]) == seat]
    return actions[: mine[-1]] if mine else ()


@cache
def _average_rates(situation: Situation) -> Mapping[str, float]:
    """What the reference policy does in `situation`, averaged over all hands (cached: a
    match has few distinct situations and every decision replays the whole match)."""
    base = tables.reference_probs(
        situation.to_call, situation.pot, situation.opponents, situation.high < CAP
    )
    average = tables.PRIOR @ base / tables.PRIOR.sum()
    return {
        FOLD: float(average[tables.FOLD_COL]),
        CALL if situation.to_call > 0 else HOLD: float(average[tables.STAY_COL]),
        RAISE: float(average[tables.RAISE_COL]),
    }


replay = _replay  # public name: the solved-policy bot counts opponents' folds with it

__all__ = ["PROFILES", "AsNasBot", "Profile", "Reading", "Tendency", "read_match", "replay"]
