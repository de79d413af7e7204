"""Finishing places (NK-9.2): a player with no tournament chips after a hand is out. Players
out in the same hand are placed by their stacks at the start of that hand, the larger better;
equal stacks tie and share the sum of the tied places' prizes equally, the indivisible chips
going as in NK-4.4 (all of them to the tied player nearest the button's left).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Placed:
    """Players who finished together: `places` are the places they share (1 = first)."""

    seats: tuple[int, ...]
    places: tuple[int, ...]


def place_busts(busted: Sequence[tuple[int, int]], alive_before: int) -> list[Placed]:
    """Places for the seats out in one hand. `busted` holds (seat, stack at the start of the
    hand); `alive_before` is how many were still in at the start of the hand. The busted take
    the places from `alive_before` upwards, the largest starting stack the best place."""
    if len(busted) >= alive_before:
        raise ValueError("someone must still have chips")
    by_stack: dict[int, list[int]] = {}
    for seat, stack in busted:
        by_stack.setdefault(stack, []).append(seat)
    groups: list[Placed] = []
    best = alive_before - len(busted) + 1  # the best place the busted can take
    for stack in sorted(by_stack, reverse=True):
        seats = tuple(sorted(by_stack[stack]))
        groups.append(Placed(seats, tuple(range(best, best + len(seats)))))
        best += len(seats)
    return groups


def nearest_left(seats: Sequence[int], button: int, size: int) -> list[int]:
    """`seats` ordered clockwise from the button's left (the NK-4.4 order for odd chips)."""
    return sorted(seats, key=lambda seat: (seat - button - 1) % size)


def split_places(
    prizes: Sequence[int], places: Sequence[int], ordered: Sequence[int]
) -> dict[int, int]:
    """Each seat's part of the tied `places` (1-based; a place beyond `prizes` pays 0).
    `ordered` are the tied seats nearest the button's left first: the remainder goes to the
    first (NK-4.4)."""
    total = sum(prizes[p - 1] for p in places if p - 1 < len(prizes))
    each, left = divmod(total, len(ordered))
    return {seat: each + (left if i == 0 else 0) for i, seat in enumerate(ordered)}
