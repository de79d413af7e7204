"""Blind levels (NK-9.1): each level sets the small blind, the big blind and an optional ante
and lasts a number of minutes or of hands, fixed by the format. A new level takes effect from
the next hand, so the table asks for the level when it deals.

The clock is data: a level is a pure function of the time since the start (or of the hands
dealt since the start), so a tournament loaded after a crash is at the same level with the
same time left as if it had never stopped. After the last level the last one stays.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Final, Literal

from engine.protocol import JSON

Unit = Literal["minutes", "hands"]
UNITS: Final = ("minutes", "hands")


@dataclass(frozen=True, slots=True)
class Level:
    small_blind: int
    big_blind: int
    ante: int = 0


@dataclass(frozen=True, slots=True)
class Structure:
    """The levels in order and how long each lasts (`length` minutes or hands)."""

    levels: tuple[Level, ...]
    unit: Unit
    length: int

    def __post_init__(self) -> None:
        if not self.levels or self.length < 1 or self.unit not in UNITS:
            raise ValueError("a structure needs levels and a positive length in minutes or hands")
        for level in self.levels:
            if not 0 < level.small_blind <= level.big_blind or level.ante < 0:
                raise ValueError(f"bad level {level}")
            # The poker engine posts no antes yet; a structure must not promise one.
            if level.ante:
                raise ValueError("antes are not dealt by the poker engine yet")

    @property
    def span(self) -> float:
        """One level's length in the clock's unit (seconds or hands)."""
        return self.length * 60.0 if self.unit == "minutes" else float(self.length)

    def index_at(self, elapsed: float) -> int:
        """The level (0-based) after `elapsed` seconds or hands since the start."""
        return min(int(max(0.0, elapsed) // self.span), len(self.levels) - 1)

    def level_at(self, elapsed: float) -> Level:
        return self.levels[self.index_at(elapsed)]

    def next_change(self, elapsed: float) -> float | None:
        """How long (seconds or hands) until the next level starts; None at the last level."""
        index = self.index_at(elapsed)
        if index == len(self.levels) - 1:
            return None
        return (index + 1) * self.span - max(0.0, elapsed)

    def to_dict(self) -> dict[str, JSON]:
        return {
            "unit": self.unit, "length": self.length,
            "levels": [[lv.small_blind, lv.big_blind, lv.ante] for lv in self.levels],
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, JSON]) -> Structure:
        unit = str(data["unit"])
        assert unit in UNITS
        levels = tuple(Level(int(sb), int(bb), int(ante)) for sb, bb, ante in data["levels"])
        return cls(levels, "minutes" if unit == "minutes" else "hands", int(data["length"]))


def doubling(
    first_big_blind: int, count: int, steps: Sequence[float] = (1.0, 1.5)
) -> tuple[Level, ...]:
    """A usual ladder: the big blind goes x1, x1.5 and doubles (20, 30, 40, 60, 80, 120…),
    the small blind half of it (rounded down, at least 1)."""
    levels: list[Level] = []
    base = first_big_blind
    while len(levels) < count:
        for step in steps:
            if len(levels) == count:
                break
            big = int(base * step)
            levels.append(Level(max(1, big // 2), big))
        base *= 2
    return tuple(levels)
