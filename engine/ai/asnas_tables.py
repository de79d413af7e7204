"""Exact As-Nas tables over rank-count classes, for the computer players.

A five-card As-Nas hand is, for play, just its rank counts: 121 classes (the 126 ways to put
5 cards into 5 ranks, minus the 5 impossible "five of a rank"). Given my class, the 15 unseen
cards are dealt 5/5/5 to the three other seats; `splits` lists every such deal *by classes*
with its exact number of card-level deals (a product of binomials), so any expectation over the
unseen cards is a weighted sum over a few thousand rows instead of 756,756 card deals.

Everything is computed lazily on first use and cached (a fraction of a second in total); the
numbers are exact combinatorics, not samples, so no data file is shipped.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from functools import cache
from math import comb
from typing import Final

import numpy as np
import numpy.typing as npt

from engine.asnas.ranking import COPIES, HAND_SIZE, RANKS, hand_value

OPPONENTS: Final = 3

CLASSES: Final[tuple[tuple[int, ...], ...]] = tuple(
    counts
    for counts in itertools.product(range(COPIES + 1), repeat=RANKS)
    if sum(counts) == HAND_SIZE
)
CLASS_COUNT: Final = len(CLASSES)
INDEX: Final[dict[tuple[int, ...], int]] = {counts: index for index, counts in enumerate(CLASSES)}

Floats = npt.NDArray[np.float64]
Ints = npt.NDArray[np.int64]

COUNTS: Final[Ints] = np.array(CLASSES, dtype=np.int64)
VALUES: Final[Ints] = np.array([hand_value(counts) for counts in CLASSES], dtype=np.int64)
# Card-level hands per class from a full pack: the prior of an unseen hand before card removal.
PRIOR: Final[Floats] = np.array(
    [float(np.prod([comb(COPIES, c) for c in counts])) for counts in CLASSES], dtype=np.float64
)
_CODE_WEIGHTS: Final = np.array([(COPIES + 1) ** r for r in range(RANKS)], dtype=np.int64)
_INDEX_BY_CODE: Final[Ints] = np.full((COPIES + 1) ** RANKS, -1, dtype=np.int64)
_INDEX_BY_CODE[COUNTS @ _CODE_WEIGHTS] = np.arange(CLASS_COUNT)
_BINOMIAL: Final[Ints] = np.array(
    [[comb(n, k) for k in range(COPIES + 1)] for n in range(COPIES + 1)], dtype=np.int64
)


def class_of(counts: tuple[int, ...]) -> int:
    return INDEX[counts]


@dataclass(frozen=True, slots=True)
class Splits:
    """Every deal of the unseen cards to the three other seats (in a fixed seat order), by
    classes: row i gives seat k the class ``hands[i, k]`` in ``weight[i]`` card-level ways."""

    hands: Ints  # shape (rows, 3), class indices
    weight: Floats  # shape (rows,)

    @property
    def values(self) -> Ints:
        """Hand values of the three seats per row, shape (rows, 3)."""
        return VALUES[self.hands]


@cache
def splits(mine: int) -> Splits:
    unseen = COPIES - COUNTS[mine]
    rows: list[Ints] = []
    weights: list[Floats] = []
    first_fits = np.all(unseen >= COUNTS, axis=1)
    for first in np.flatnonzero(first_fits):
        rest = unseen - COUNTS[first]
        second = np.flatnonzero(np.all(rest >= COUNTS, axis=1))
        third_counts = rest - COUNTS[second]
        third = _INDEX_BY_CODE[third_counts @ _CODE_WEIGHTS]
        ways_first = np.prod(_BINOMIAL[unseen, COUNTS[first]])
        ways_second = np.prod(_BINOMIAL[rest, COUNTS[second]], axis=1)
        block = np.empty((len(second), OPPONENTS), dtype=np.int64)
        block[:, 0] = first
        block[:, 1] = second
        block[:, 2] = third
        rows.append(block)
        weights.append((ways_first * ways_second).astype(np.float64))
    return Splits(np.concatenate(rows), np.concatenate(weights))


def showdown_share(mine_value: int, values: Ints, present: npt.NDArray[np.bool_]) -> Floats:
    """My share of the pot per row against the seats marked in `present` (one flag per column
    of `values`): 1 when I beat them all, 1/k when I tie with k-1 of them for best, else 0."""
    masked = np.where(present[np.newaxis, :], values, -1)
    best = masked.max(axis=1)
    ties = (masked == mine_value).sum(axis=1)
    share = np.where(best < mine_value, 1.0, 0.0)
    return np.where(best == mine_value, 1.0 / (1 + ties), share)


@cache
def equity_table() -> Floats:
    """``table[n, c]``: expected pot share of class c at a showdown against n = 0…3 random
    hands (card removal exact)."""
    table = np.zeros((OPPONENTS + 1, CLASS_COUNT), dtype=np.float64)
    table[0] = 1.0
    for mine in range(CLASS_COUNT):
        deal = splits(mine)
        values = deal.values
        total = deal.weight.sum()
        for n in range(1, OPPONENTS + 1):
            present = np.arange(OPPONENTS) < n
            share = showdown_share(int(VALUES[mine]), values, present)
            table[n, mine] = float((share * deal.weight).sum() / total)
    return table


# ---------------------------------------------------------------------- the reference policy
#
# How a reasonable player acts with each hand class: the bots read opponents through it (Bayes)
# and predict with it who will fold. Fold below the pot odds, raise well above even odds,
# with soft edges so that no action is ever "impossible" for a hand.
#
# Tried and measured: replacing this rule with frequencies fitted from the bots' own self-play
# (per situation and hand class, shrunk towards this rule) made the bot *weaker* against bots
# that read with this rule (-0.05 to -0.15 points/deal, 1,800 deals, CIs about +-0.11), so the
# rule stays.

FOLD_COL: Final = 0
STAY_COL: Final = 1  # call, or hold when nothing is owed
RAISE_COL: Final = 2
CONTESTED: Final = 2  # hands are rated against at most two opponents: others usually fold
_TAU: Final = 0.07  # softness of the thresholds, in equity
_RAISE_MARGIN: Final = 0.15  # raise this far above even odds (or the price)


def strength(opponents: int) -> Floats:
    """Each class's showdown share against min(opponents, 2) random hands."""
    row: Floats = equity_table()[max(1, min(opponents, CONTESTED))]
    return row


def _sigmoid(x: Floats) -> Floats:
    return np.asarray(1.0 / (1.0 + np.exp(-x)), dtype=np.float64)


def reference_probs(to_call: int, pot: int, opponents: int, can_raise: bool) -> Floats:
    """(121, 3) probabilities of fold / stay / raise for each class, facing `to_call` into
    `pot` with `opponents` still in."""
    power = strength(opponents)
    need = to_call / (pot + to_call) if to_call > 0 else 0.0
    fold = _sigmoid((need - power) / _TAU) if to_call > 0 else np.zeros_like(power)
    if can_raise:
        raise_ = (1.0 - fold) * _sigmoid((power - max(need, 0.5) - _RAISE_MARGIN) / _TAU)
    else:
        raise_ = np.zeros_like(power)
    return np.stack([fold, 1.0 - fold - raise_, raise_], axis=1)
