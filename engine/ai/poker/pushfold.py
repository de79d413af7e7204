"""Tournament play when short: push or fold from a chart (AI.md; issue 16).

Below `SHORT_BB` big blinds a first-in player goes all-in with the hands of the chart for its
stack depth and the number of players still to act behind it, and folds the rest; facing an
all-in it calls with the chart's calling range for that depth. The chart is data built by
`scripts/build_pushfold_table.py` (a Nash push/fold approximation). Deeper stacks, Omaha and
play after the flop are the ordinary poker bot's. Only the seat's private view is read: the
stacks, the blinds and the betting are public, the hole cards its own.
"""

from __future__ import annotations

import json
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any, Final

from engine.ai.base import Policy, find, take
from engine.ai.poker.classes import holdem_class
from engine.ai.poker.holdem_bot import HoldemBot
from engine.ai.poker.situation import Situation, read
from engine.protocol import Action, LegalAction

CHART_PATH: Final = Path(__file__).resolve().parent.parent / "data" / "pushfold.json"
SHORT_BB: Final = 15
MAX_BEHIND: Final = 8


@dataclass(frozen=True, slots=True)
class Chart:
    """push[(depth, behind)] and call[(depth, behind)]: 169 flags in class order."""

    push: Mapping[tuple[int, int], str]
    call: Mapping[tuple[int, int], str]

    def pushes(self, hand_class: int, depth: int, behind: int) -> bool:
        return self.push[_key(depth, behind)][hand_class] == "1"

    def calls(self, hand_class: int, depth: int, behind: int) -> bool:
        return self.call[_key(depth, behind)][hand_class] == "1"


def _key(depth: int, behind: int) -> tuple[int, int]:
    return min(max(depth, 1), SHORT_BB), min(max(behind, 1), MAX_BEHIND)


@cache
def chart(path: Path = CHART_PATH) -> Chart:
    data: dict[str, Any] = json.loads(path.read_text())

    def parse(rows: Mapping[str, str]) -> dict[tuple[int, int], str]:
        out: dict[tuple[int, int], str] = {}
        for key, flags in rows.items():
            depth, behind = key.split(":")
            out[int(depth), int(behind)] = flags
        return out

    return Chart(parse(data["push"]), parse(data["call"]))


def depth_bb(s: Situation) -> int:
    """The effective stack in big blinds, counting what is already in front (rounded)."""
    deepest = max((o.stack + o.bet for o in s.opponents), default=0)
    effective = min(s.stack + s.my_bet, deepest)
    return max(1, round(effective / max(1, s.big_blind)))


class PushFoldBot:
    """Push or fold when short (see the module docstring); otherwise `inner` decides."""

    name = "push-fold"

    def __init__(self, inner: Policy | None = None) -> None:
        self.inner: Policy = inner if inner is not None else HoldemBot()
        self.chart = chart()

    def decide(
        self, view: Mapping[str, Any], legal: Sequence[LegalAction], rng: random.Random
    ) -> Action:
        s = read(view, legal)
        if s.street != 0 or s.omaha or not s.opponents or depth_bb(s) > SHORT_BB:
            return self.inner.decide(view, legal, rng)
        hand_class = holdem_class(s.hole[0], s.hole[1])
        depth = depth_bb(s)
        if s.preflop_raises == 0:  # first in (limps ignored): push or fold
            if s.to_call == 0 and find(legal, "check") is not None:
                return take(s.seat, _option(legal, "check"), rng)  # the big blind, unraised
            if self.chart.pushes(hand_class, depth, max(1, s.left_to_act)):
                return _all_in(s, legal, rng)
            return take(s.seat, _option(legal, "fold"), rng)
        behind = 1 if s.is_big_blind else 2
        if self.chart.calls(hand_class, depth, behind):
            return _all_in(s, legal, rng)
        if s.to_call == 0:
            return take(s.seat, _option(legal, "check"), rng)
        return take(s.seat, _option(legal, "fold"), rng)


def _option(legal: Sequence[LegalAction], kind: str) -> LegalAction:
    option = find(legal, kind)
    if option is None:
        raise ValueError(f"{kind} is not legal here")
    return option


def _all_in(s: Situation, legal: Sequence[LegalAction], rng: random.Random) -> Action:
    """Everything in: the all-in verb, else the largest raise or bet, else a call."""
    for kind in ("all_in", "raise", "bet"):
        option = find(legal, kind)
        if option is not None:
            return take(s.seat, option, rng, option.max)
    return take(s.seat, _option(legal, "call"), rng)
