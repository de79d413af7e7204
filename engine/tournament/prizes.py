"""Prize terms (NK-9.3, NK-9.4): shares of the pool by place, rounded down to whole chips with
the remainder to first place.
"""

from __future__ import annotations

from collections.abc import Sequence


def sitngo_split(entrants: int) -> tuple[int, ...]:
    """NK-9.3: percent per place by the number of entrants: 2-4 winner takes all, 5-6 65/35,
    7-9 50/30/20."""
    if not 2 <= entrants <= 9:
        raise ValueError("a Sit & Go has 2 to 9 entrants")
    if entrants <= 4:
        return (100,)
    if entrants <= 6:
        return (65, 35)
    return (50, 30, 20)


def shares(pool: int, percents: Sequence[int]) -> tuple[int, ...]:
    """Each place's prize: its percent of `pool` rounded down; what rounding leaves goes to
    first place, so the prizes add up to the pool exactly."""
    if sum(percents) != 100 or pool < 0 or any(p < 0 for p in percents):
        raise ValueError("percents must add up to 100 and the pool must not be negative")
    prizes = [pool * percent // 100 for percent in percents]
    prizes[0] += pool - sum(prizes)
    return tuple(prizes)
