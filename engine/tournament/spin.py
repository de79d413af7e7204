"""The Spin multiplier (NK-7.4, NK-9.4): drawn once at the start from a published table of
multipliers and their probabilities; the prize pool is the entries times the multiplier. At
100x and above the prize is split 80/10/10, below it the winner takes all.

The draw takes its random source as an argument: the bot passes `secrets.SystemRandom()` (a
CSPRNG); tests pass a seeded `random.Random`.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Final

from engine.protocol import JSON

SPLIT_FROM: Final = 100  # NK-9.4: at this multiplier and above, second and third are paid


@dataclass(frozen=True, slots=True)
class Multiplier:
    times: int
    weight: int  # out of the table's total weight (parts per 10,000 in the default table)


@dataclass(frozen=True, slots=True)
class SpinTable:
    rows: tuple[Multiplier, ...]

    def __post_init__(self) -> None:
        if not self.rows or any(r.times < 1 or r.weight < 1 for r in self.rows):
            raise ValueError("a multiplier table needs rows with positive times and weights")

    @property
    def total(self) -> int:
        return sum(row.weight for row in self.rows)

    def probability(self, times: int) -> Fraction:
        return Fraction(sum(r.weight for r in self.rows if r.times == times), self.total)

    def expected(self) -> Fraction:
        """The expected multiplier (3.5 for the default table)."""
        return Fraction(sum(r.times * r.weight for r in self.rows), self.total)

    def draw(self, rng: random.Random) -> int:
        """One multiplier, each with its weight's probability."""
        pick = rng.randrange(self.total)
        for row in self.rows:
            if pick < row.weight:
                return row.times
            pick -= row.weight
        raise AssertionError("unreachable: pick < total")

    def to_dict(self) -> dict[str, JSON]:
        return {"rows": [[row.times, row.weight] for row in self.rows]}

    @classmethod
    def from_dict(cls, data: Mapping[str, JSON]) -> SpinTable:
        return cls(tuple(Multiplier(int(t), int(w)) for t, w in data["rows"]))


# NK-9.4's default: 2x 75 %, 3x 15 %, 5x 7 %, 10x 2.5 %, 100x 0.45 %, 1000x 0.05 %.
DEFAULT_TABLE: Final = SpinTable((
    Multiplier(2, 7500), Multiplier(3, 1500), Multiplier(5, 700), Multiplier(10, 250),
    Multiplier(100, 45), Multiplier(1000, 5),
))


def spin_split(times: int) -> tuple[int, ...]:
    """Percent per place for a drawn multiplier."""
    return (80, 10, 10) if times >= SPLIT_FROM else (100,)


def table_rows(table: SpinTable) -> Sequence[tuple[int, Fraction]]:
    """(multiplier, probability) rows, for showing the published table."""
    return [(row.times, Fraction(row.weight, table.total)) for row in table.rows]
