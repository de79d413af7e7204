"""Who wins each pot, and how a tied pot is split (NK-4.3, NK-4.4)."""

from __future__ import annotations

from collections.abc import Sequence

from engine.betting import Pot


def seats_from_button(seats: Sequence[int], button: int, size: int) -> list[int]:
    """`seats` ordered clockwise starting at the button's left."""
    return sorted(seats, key=lambda seat: (seat - button - 1) % size)


def split(amount: int, winners: Sequence[int], button: int, size: int) -> list[tuple[int, int]]:
    """Equal shares; the chips that do not divide evenly all go to the tied winner nearest the
    button's left (NK-4.4: 11 three ways is 5/3/3). Returns (seat, chips) in that order."""
    ordered = seats_from_button(winners, button, size)
    share, odd = divmod(amount, len(ordered))
    return [(seat, share + (odd if i == 0 else 0)) for i, seat in enumerate(ordered)]


def settle(pots: Sequence[Pot], ranks: Sequence[int], button: int) -> list[tuple[int, int, int]]:
    """Award every pot, pot by pot, to its eligible seats with the best (lowest) rank class.

    `ranks[seat]` is the seat's rank class (phevaluator convention). Returns
    (pot index, seat, chips) for every share won.
    """
    awards: list[tuple[int, int, int]] = []
    size = len(ranks)
    rank_of = ranks.__getitem__
    for index, pot in enumerate(pots):
        eligible = pot.eligible
        found = list(map(rank_of, eligible))
        best = min(found)
        if found.count(best) == 1:  # the usual case: no split to order
            awards.append((index, eligible[found.index(best)], pot.amount))
            continue
        winners = [seat for seat, rank in zip(eligible, found, strict=True) if rank == best]
        for seat, chips in split(pot.amount, winners, button, size):
            awards.append((index, seat, chips))
    return awards
