"""Up/Down facts that need no state: the numbers, phases, rank groups, signals, the duel.

* UD-2.4: 8, 9, 10, J, Q, K, A are UP; 2-7 are DOWN.
* UD-2.5: a signal counts UP and DOWN cards in a two-card hand and says nothing about which
  card is which, so it is computed from the hand as a whole (locking cannot change it).
* Card codes of the 104-card stock, looked up rather than rebuilt: a saved match lists every
  card, and `Card.code` formats text on each call.
* UD-4: higher rank wins, suits are irrelevant, equal ranks tie, and a 2 beats an A (so the
  relation is not transitive).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

from engine.cards import DOUBLE_104, Card, Rank

START_STACK: Final = 20  # UD-1.2
ANTE: Final = 1  # UD-2.2
MIN_BET: Final = 1  # UD-3.3

# Phases of a deal: locking (UD-3.1), betting (UD-3.2), between deals, match over (UD-5.5).
LOCKING: Final = "lock"
BETTING: Final = "bet"
DEAL_OVER: Final = "deal_over"
MATCH_OVER: Final = "match_over"
PHASES: Final = (LOCKING, BETTING, DEAL_OVER, MATCH_OVER)

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


_CODE: Final = {card: card.code for card in DOUBLE_104}
_CARD: Final = {code: card for card, code in _CODE.items()}


def card_codes(cards: Iterable[Card]) -> list[str]:
    """Codes of cards of the double pack (UD-2.1), fast."""
    return [_CODE[card] for card in cards]


def double_pack_cards(items: Iterable[str]) -> list[Card]:
    """Cards of the double pack from their codes; KeyError for anything else."""
    return [_CARD[code] for code in items]
