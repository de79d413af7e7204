"""The preflop tables (built by scripts/build_preflop_table.py) and the ranges drawn from them.

A *range* here is "the strongest fraction p of all starting hands", ordered by heads-up equity
against a random hand: the bots narrow an opponent to such a range from its betting.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Final

import numpy as np
import numpy.typing as npt

from engine.ai.poker.classes import (
    holdem_class,
    holdem_combo_classes,
    holdem_combos,
    omaha_combos,
    omaha_key,
)

TABLE_PATH: Final = Path(__file__).resolve().parent.parent / "data" / "poker_preflop.npz"
MAX_OPPONENTS: Final = 8


class PreflopTables:
    """Equity of each starting-hand class against 1-8 random hands, and ranges by percentile."""

    def __init__(self, path: Path = TABLE_PATH) -> None:
        with np.load(path) as data:
            self.holdem = data["holdem"].astype(np.float64) / 65535.0
            self.omaha_keys = data["omaha_keys"]
            self.omaha = data["omaha"].astype(np.float64) / 255.0
            self.omaha_pct = data["omaha_pct"].astype(np.float64) / 256.0
        # Hold'em: each combination's heads-up percentile (share of combinations better).
        strength = self.holdem[holdem_combo_classes(), 0]
        order = np.argsort(-strength, kind="stable")
        self.holdem_order: npt.NDArray[np.int8] = holdem_combos()[order]
        pct = np.empty(len(order))
        pct[order] = np.arange(len(order)) / len(order)
        classes = holdem_combo_classes()
        self.holdem_class_pct = np.bincount(classes, pct, 169) / np.bincount(classes, None, 169)
        self._omaha_order = omaha_combos()[np.argsort(self.omaha_pct, kind="stable")]
        # One bit per card of each hand, to drop hands that hold a seen card in one pass.
        self.holdem_bits = _bits(self.holdem_order)
        self.omaha_bits = _bits(self._omaha_order)

    # ------------------------------------------------------------------ Hold'em

    def holdem_equity(self, a: int, b: int, opponents: int) -> float:
        """Equity of hole cards (a, b) against `opponents` random hands (clamped to 1-8)."""
        n = min(max(opponents, 1), MAX_OPPONENTS)
        return float(self.holdem[holdem_class(a, b), n - 1])

    def holdem_percentile(self, a: int, b: int) -> float:
        """0 = the best starting hand (AA), 1 = the worst, by heads-up equity."""
        return float(self.holdem_class_pct[holdem_class(a, b)])

    def holdem_range(self, top: float) -> npt.NDArray[np.int8]:
        """The strongest fraction `top` of the 1,326 combinations, shape (k, 2)."""
        return self.holdem_order[: _count(top, len(self.holdem_order))]

    def range_bits(self, hands: npt.NDArray[np.int8]) -> npt.NDArray[np.uint64]:
        """The card bits of a range this object returned (a prefix of its order)."""
        bits = self.omaha_bits if hands.shape[1] == 4 else self.holdem_bits
        return bits[: len(hands)]

    # ------------------------------------------------------------------ Omaha

    def _omaha_row(self, cards: list[int]) -> int:
        return int(np.searchsorted(self.omaha_keys, omaha_key(cards)))

    def omaha_equity(self, cards: list[int], opponents: int) -> float:
        n = min(max(opponents, 1), MAX_OPPONENTS)
        return float(self.omaha[self._omaha_row(cards), n - 1])

    def omaha_percentile(self, cards: list[int]) -> float:
        index = _omaha_index(sorted(cards))
        return float(self.omaha_pct[index])

    def omaha_range(self, top: float) -> npt.NDArray[np.int8]:
        """The strongest fraction `top` of the 270,725 four-card hands, shape (k, 4)."""
        return self._omaha_order[: _count(top, len(self._omaha_order))]


def _count(top: float, size: int) -> int:
    return max(1, min(size, round(top * size)))


def _bits(hands: npt.NDArray[np.int8]) -> npt.NDArray[np.uint64]:
    one = np.uint64(1)
    bits = np.zeros(len(hands), dtype=np.uint64)
    for column in hands.T:
        bits |= one << column.astype(np.uint64)
    return bits


def _omaha_index(cards: list[int]) -> int:
    """Position of a sorted four-card hand in `omaha_combos()` (lexicographic order)."""
    index = 0
    previous = -1
    for position, card in enumerate(cards):
        left = 3 - position
        for skipped in range(previous + 1, card):
            index += _choose(51 - skipped, left)
        previous = card
    return index


@cache
def _choose(n: int, k: int) -> int:
    from math import comb

    return comb(n, k)


@cache
def tables() -> PreflopTables:
    """The shipped tables, loaded once per process."""
    return PreflopTables()
