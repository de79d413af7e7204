"""Board texture and draws: what makes a bluff credible and a call worth its implied odds."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence


def _suits(cards: Sequence[int]) -> Counter[int]:
    return Counter(card & 3 for card in cards)


def _has_straight(ranks: set[int]) -> bool:
    return any(all(low + k in ranks for k in range(5)) for low in range(-1, 9))


def _straight_outs(ranks: set[int]) -> int:
    """How many ranks would complete a five-card straight with `ranks` (ace plays low too)."""
    present = set(ranks)
    if 12 in present:
        present.add(-1)
    outs = 0
    for rank in range(-1, 13):
        if rank in present:
            continue
        trial = present | {rank}
        if rank == 12:
            trial.add(-1)
        if _has_straight(trial) and not _has_straight(present):
            outs += 1
    return outs


def flush_draw(hole: Sequence[int], board: Sequence[int]) -> bool:
    """Four cards of a suit that a fifth completes, using the hole cards as the variant lets
    (Omaha: exactly two of them)."""
    if len(board) >= 5 or len(board) < 3:
        return False
    board_suits = _suits(board)
    hole_suits = _suits(hole)
    for suit, mine in hole_suits.items():
        usable = min(mine, 2) if len(hole) == 4 else mine
        if len(hole) == 4 and usable < 2:
            continue
        if usable + board_suits[suit] == 4:
            return True
    return False


def straight_draw(hole: Sequence[int], board: Sequence[int]) -> bool:
    """An open-ended straight draw (two ranks complete it) that uses a hole card."""
    if len(board) >= 5 or len(board) < 3:
        return False
    board_ranks = {card >> 2 for card in board}
    all_ranks = board_ranks | {card >> 2 for card in hole}
    return _straight_outs(all_ranks) >= 2 and _straight_outs(board_ranks) < 2


def scary(board: Sequence[int]) -> float:
    """0 … 1: how much the board lets a bettor represent a big hand (three to a flush,
    connected ranks, a pair, high cards)."""
    if len(board) < 3:
        return 0.0
    score = 0.0
    if max(_suits(board).values()) >= 3:
        score += 0.4
    ranks = sorted({card >> 2 for card in board})
    if len(ranks) < len(board):
        score += 0.2
    if any(b - a <= 4 for a, b in zip(ranks, ranks[2:], strict=False)):
        score += 0.3
    if max(ranks) >= 10:  # a queen or better on board
        score += 0.2
    return min(score, 1.0)


def blocks_nuts(hole: Sequence[int], board: Sequence[int]) -> bool:
    """I hold the ace of the suit that has three or more cards on board."""
    suits = _suits(board)
    suit, count = max(suits.items(), key=lambda item: item[1]) if suits else (0, 0)
    return count >= 3 and (12 * 4 + suit) in hole
