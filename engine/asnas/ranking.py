"""As-Nas hand ranking (AN-4): six categories, no straights or flushes, no suits.

A hand is fully described by its *rank counts*: how many of each of the five ranks it holds
(``counts[r]`` for `AsNasRank` r, Kowli = 0 … As = 4). `HandRank` orders hands as a total
preorder: category first (AN-4.1), then the grouped ranks (the four, the three, the pair(s),
higher pair first), then the remaining cards in descending order (AN-4.3). Equal `HandRank`s tie.

`hand_value` packs the same order into one int (bigger is better) for the computer players,
which compare thousands of hands per decision.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import IntEnum

from engine.cards import Card
from engine.errors import RuleError

HAND_SIZE = 5
RANKS = 5
COPIES = 4


class Category(IntEnum):
    """AN-4.1, weakest to strongest, so a larger value is a stronger category."""

    HIGH_CARD = 0
    ONE_PAIR = 1
    TWO_PAIRS = 2
    THREE_OF_A_KIND = 3
    FULL_HOUSE = 4
    FOUR_OF_A_KIND = 5

    @property
    def key(self) -> str:
        """Message key naming the category, e.g. ``asnas-category-full-house``."""
        return "asnas-category-" + self.name.lower().replace("_", "-")


# Sorted group sizes (largest first) -> category. Five cards, at most four copies of a rank.
_CATEGORY_BY_SHAPE: dict[tuple[int, ...], Category] = {
    (4, 1): Category.FOUR_OF_A_KIND,
    (3, 2): Category.FULL_HOUSE,
    (3, 1, 1): Category.THREE_OF_A_KIND,
    (2, 2, 1): Category.TWO_PAIRS,
    (2, 1, 1, 1): Category.ONE_PAIR,
    (1, 1, 1, 1, 1): Category.HIGH_CARD,
}


@dataclass(frozen=True, slots=True, order=True)
class HandRank:
    """Comparable strength of a hand. `ranks` lists each distinct rank once, grouped ranks first
    (bigger group first, then higher rank), then single cards high to low (AN-4.3)."""

    category: Category
    ranks: tuple[int, ...]

    @property
    def key(self) -> str:
        return self.category.key


def counts_of(cards: Iterable[Card]) -> tuple[int, ...]:
    """Rank counts of a hand (index = `AsNasRank`)."""
    counts = [0] * RANKS
    for card in cards:
        if card.suit is not None or not 0 <= card.rank < RANKS:
            raise RuleError("error-card-not-asnas", card=card.code)
        counts[card.rank] += 1
    return tuple(counts)


def rank_counts(counts: Sequence[int]) -> HandRank:
    """The `HandRank` of a five-card hand given by its rank counts."""
    valid = all(0 <= count <= COPIES for count in counts)
    if len(counts) != RANKS or sum(counts) != HAND_SIZE or not valid:
        raise RuleError("error-hand-size", size=sum(counts))
    # Bigger group first, then higher rank: this is exactly the AN-4.3 comparison order.
    order = sorted((rank for rank in range(RANKS) if counts[rank]), key=lambda r: (counts[r], r))
    order.reverse()
    shape = tuple(counts[rank] for rank in order)
    return HandRank(_CATEGORY_BY_SHAPE[shape], tuple(order))


def rank_hand(cards: Sequence[Card]) -> HandRank:
    """The `HandRank` of five As-Nas cards."""
    if len(cards) != HAND_SIZE:
        raise RuleError("error-hand-size", size=len(cards))
    return rank_counts(counts_of(cards))


def hand_value(counts: Sequence[int]) -> int:
    """`rank_counts` as one int with the same order: category, then up to five base-5 digits.

    Within a category every hand lists the same number of ranks, so padding with zero digits
    to five keeps the comparison lexicographic.
    """
    hand = rank_counts(counts)
    value = int(hand.category)
    for position in range(HAND_SIZE):
        value = value * RANKS + (hand.ranks[position] if position < len(hand.ranks) else 0)
    return value
