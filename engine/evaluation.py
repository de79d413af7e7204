"""Poker hand evaluation: phevaluator wrapped once (NK-1.2, NK-1.3, NK-4.4, NK-4.5).

Cards are the phevaluator ids of `engine.cards.Card.index` (2c = 0 … As = 51); convert a hand
once with `ids` and evaluate ints. A *rank class* follows phevaluator's convention, comparable
with other libraries that use the same 7,462 distinct five-card classes: 1 = royal flush (the
best) … 7462 = 7-5-4-3-2 high (the worst). Lower is better; equal classes tie (suits have no
order, NK-4.5).

Hold'em (NK-1.2) takes the best five of any 5-7 cards. Omaha (NK-1.3) uses exactly two of the
four private cards and exactly three of the board.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from enum import IntEnum
from itertools import combinations
from typing import Final

# The C extension's functions take plain ints; the public wrappers convert every argument
# through `Card.to_id` on each call, which costs more than the evaluation itself.
from phevaluator import _pheval

from engine.cards import Card, french
from engine.errors import RuleError

evaluate5 = _pheval.evaluate_5cards
evaluate6 = _pheval.evaluate_6cards
evaluate7 = _pheval.evaluate_7cards
_omaha_5_4 = _pheval.evaluate_omaha_cards  # five board cards first, then four hole cards

WORST_RANK: Final = 7462


class Category(IntEnum):
    """Hand categories, best first (NK-4.5). The value orders them: lower is better."""

    ROYAL_FLUSH = 1
    STRAIGHT_FLUSH = 2
    FOUR_OF_A_KIND = 3
    FULL_HOUSE = 4
    FLUSH = 5
    STRAIGHT = 6
    THREE_OF_A_KIND = 7
    TWO_PAIR = 8
    ONE_PAIR = 9
    HIGH_CARD = 10

    @property
    def key(self) -> str:
        """The message id of the category name in ``locale/`` (``hand-royal-flush`` …)."""
        return "hand-" + self.name.lower().replace("_", "-")


# The worst rank class of each category, best category first (phevaluator's table layout).
_CATEGORY_LIMITS: Final = (
    (1, Category.ROYAL_FLUSH),
    (10, Category.STRAIGHT_FLUSH),
    (166, Category.FOUR_OF_A_KIND),
    (322, Category.FULL_HOUSE),
    (1599, Category.FLUSH),
    (1609, Category.STRAIGHT),
    (2467, Category.THREE_OF_A_KIND),
    (3325, Category.TWO_PAIR),
    (6185, Category.ONE_PAIR),
    (WORST_RANK, Category.HIGH_CARD),
)


def category(rank: int) -> Category:
    """The category of a rank class (1 … 7462)."""
    if 1 <= rank <= WORST_RANK:
        for limit, cat in _CATEGORY_LIMITS:
            if rank <= limit:
                return cat
    raise RuleError("error-hand-rank", rank=rank)


def ids(cards: Iterable[Card]) -> list[int]:
    """Card ids for the evaluator (done once per hand, not per evaluation)."""
    return [card.index for card in cards]


def evaluate(cards: Sequence[int]) -> int:
    """Rank class of the best five of 5, 6 or 7 cards (Hold'em, NK-1.2)."""
    count = len(cards)
    if count == 7:
        return int(evaluate7(*cards))
    if count == 6:
        return int(evaluate6(*cards))
    if count == 5:
        return int(evaluate5(*cards))
    raise RuleError("error-hand-size", count=count)


def evaluate_holdem(hole: Sequence[int], board: Sequence[int]) -> int:
    """Best five of the private cards and the board, using zero, one or two private cards."""
    return evaluate([*hole, *board])


def evaluate_omaha(hole: Sequence[int], board: Sequence[int]) -> int:
    """Best hand from exactly two of the four private cards and three of the board (NK-1.3)."""
    if len(hole) != 4 or not 3 <= len(board) <= 5:
        raise RuleError("error-hand-size", count=len(hole) + len(board))
    if len(board) == 5:
        return int(_omaha_5_4(*board, *hole))
    # An unfinished board (a display of the current hand): try every 2 + 3.
    return min(
        int(evaluate5(*pair, *three))
        for pair in combinations(hole, 2)
        for three in combinations(board, 3)
    )


def best_five(hole: Sequence[int], board: Sequence[int], *, omaha: bool = False) -> list[Card]:
    """The five cards that make the hand, for display: most frequent ranks first, then high
    to low; a five-high straight shows its ace last."""
    if omaha:
        candidates = [
            (*pair, *three) for pair in combinations(hole, 2) for three in combinations(board, 3)
        ]
    else:
        candidates = list(combinations([*hole, *board], 5))
    if not candidates:
        raise RuleError("error-hand-size", count=len(hole) + len(board))
    best = min(candidates, key=lambda five: int(evaluate5(*five)))
    return _display_order(best)


def _display_order(five: Sequence[int]) -> list[Card]:
    ranks = [card // 4 for card in five]
    counts = {rank: ranks.count(rank) for rank in ranks}
    ordered = sorted(five, key=lambda card: (-counts[card // 4], -card))
    if sorted(ranks) == [0, 1, 2, 3, 12]:  # A-2-3-4-5: the ace plays low (NK-4.5)
        ordered = ordered[1:] + ordered[:1]
    return [french(card) for card in ordered]


def describe(rank: int) -> str:
    """The message id of the hand's category (e.g. ``hand-full-house``)."""
    return category(rank).key
