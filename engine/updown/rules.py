"""Up/Down card facts that need no state: rank groups, signals, and the locked-card duel.

* UD-2.4: 8, 9, 10, J, Q, K, A are UP; 2-7 are DOWN.
* UD-2.5: a signal counts UP and DOWN cards in a two-card hand and says nothing about which
  card is which, so it is computed from the hand as a whole (locking cannot change it).
* UD-4: higher rank wins, suits are irrelevant, equal ranks tie, and a 2 beats an A (so the
  relation is not transitive).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

from engine.cards import Card, Rank

UP: Final = "up"
DOWN: Final = "down"
LOWEST_UP: Final = Rank.EIGHT


def group(card: Card) -> str:
    """The public group of a card's rank (UD-2.4)."""
    return UP if card.rank >= LOWEST_UP else DOWN


def signal(hand: Iterable[Card]) -> dict[str, int]:
    """The public signal of a hand: counts only, in a fixed key order (UD-2.5)."""
    groups = [group(card) for card in hand]
    return {UP: groups.count(UP), DOWN: groups.count(DOWN)}


def compare(mine: Card, theirs: Card) -> int:
    """1 when `mine` beats `theirs`, -1 when it loses, 0 on equal ranks (UD-4.1, UD-4.2)."""
    if mine.rank == theirs.rank:
        return 0
    # The single exception to rank order: the lowest card beats the highest.
    if mine.rank == Rank.TWO and theirs.rank == Rank.ACE:
        return 1
    if mine.rank == Rank.ACE and theirs.rank == Rank.TWO:
        return -1
    return 1 if mine.rank > theirs.rank else -1
