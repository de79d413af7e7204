"""Tournament formats (NK-7.3, NK-7.4): what a Sit & Go or a Spin is before anyone registers.

A format is plain frozen data stored with the tournament: the entry, the starting stack, the
blind structure (levels by minutes or by hands: a setting per format, NK-9.1), the decision
timer, and for a Spin the published multiplier table (NK-9.4). Defaults are the usual online
shapes: a Sit & Go starts at 1,500 chips with 10/20 blinds; a Spin is hyper-fast, 500 chips
and 3-minute levels.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction
from typing import Final, Literal

from engine.protocol import JSON
from engine.tournament.levels import Structure, Unit, doubling
from engine.tournament.prizes import sitngo_split
from engine.tournament.spin import DEFAULT_TABLE, SpinTable, spin_split

Kind = Literal["sitngo", "spin"]
KINDS: Final = ("sitngo", "spin")
SPIN_SEATS: Final = 3
DEFAULT_SEATS: Final = 6  # a Sit & Go when nobody says how many seats
DEFAULT_ENTRY: Final = 100  # chips, when nobody says what the entry is
LEVELS: Final = 18  # 10/20 … enough that any tournament ends on the last level at the latest


@dataclass(frozen=True, slots=True)
class Format:
    kind: Kind
    seats: int
    entry: int
    starting_stack: int
    structure: Structure
    decision_s: float = 30.0
    bots_allowed: bool = True  # the creator may start early; empty seats become BOTs
    spin_table: SpinTable | None = None

    def __post_init__(self) -> None:
        if self.kind not in KINDS or not 2 <= self.seats <= 9 or self.entry < 0:
            raise ValueError(f"bad tournament format {self.kind} {self.seats} {self.entry}")
        if (self.kind == "spin") != (self.spin_table is not None) or (
            self.kind == "spin" and self.seats != SPIN_SEATS
        ):
            raise ValueError("a Spin has three seats and a multiplier table; a Sit & Go none")
        if self.starting_stack < self.structure.levels[0].big_blind:
            raise ValueError("the starting stack must cover the first big blind")

    def split(self, multiplier: int = 1) -> tuple[int, ...]:
        """Percent per place (NK-9.3 by entrants; NK-9.4 by the drawn multiplier)."""
        if self.kind == "spin":
            return spin_split(multiplier)
        return sitngo_split(self.seats)

    def expected_pool(self) -> Fraction:
        """The expected prize pool (a Spin's entries times its expected multiplier)."""
        times = self.spin_table.expected() if self.spin_table is not None else Fraction(1)
        return self.entry * self.seats * times

    def replace(self, **changes: object) -> Format:
        return dataclasses.replace(self, **changes)  # type: ignore[arg-type]

    def to_dict(self) -> dict[str, JSON]:
        return {
            "kind": self.kind, "seats": self.seats, "entry": self.entry,
            "starting_stack": self.starting_stack, "structure": self.structure.to_dict(),
            "decision_s": self.decision_s, "bots_allowed": self.bots_allowed,
            "spin_table": None if self.spin_table is None else self.spin_table.to_dict(),
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, JSON]) -> Format:
        kind = str(data["kind"])
        table = data["spin_table"]
        return cls(
            kind="spin" if kind == "spin" else "sitngo", seats=int(data["seats"]),
            entry=int(data["entry"]), starting_stack=int(data["starting_stack"]),
            structure=Structure.from_dict(data["structure"]),
            decision_s=float(data["decision_s"]), bots_allowed=bool(data["bots_allowed"]),
            spin_table=None if table is None else SpinTable.from_dict(table),
        )


def sitngo(
    seats: int = DEFAULT_SEATS, entry: int = DEFAULT_ENTRY, *, unit: Unit = "minutes",
    length: int | None = None,
) -> Format:
    """A Sit & Go: 1,500 chips, 10/20 rising every 5 minutes (or every 10 hands)."""
    size = length if length is not None else (5 if unit == "minutes" else 10)
    return Format("sitngo", seats, entry, 1500, Structure(doubling(20, LEVELS), unit, size))


def spin(
    entry: int = DEFAULT_ENTRY, *, unit: Unit = "minutes", length: int | None = None,
    table: SpinTable = DEFAULT_TABLE,
) -> Format:
    """A Spin: three players, 500 chips, 10/20 rising every 3 minutes (or every 5 hands)."""
    size = length if length is not None else (3 if unit == "minutes" else 5)
    return Format("spin", SPIN_SEATS, entry, 500, Structure(doubling(20, LEVELS), unit, size),
                  spin_table=table)
