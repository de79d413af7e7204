"""A scheduled multi-table tournament's terms (NK-7.5, NK-9): what an admin sets when creating
one, plain frozen data stored in the tournament's row.

Levels are 1-based in the terms, as players read them: late registration "until level 4"
means until the end of the fourth level; 0 means none.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Final

from engine.protocol import JSON
from engine.tournament.levels import Structure, Unit, doubling

MODES: Final = ("holdem", "omaha", "naiko")
MIN_TABLE: Final = 2
MAX_TABLE: Final = 9
MTT_LEVELS: Final = 24
FIRST_BIG_BLIND: Final = 20  # the usual structure: 10/20, doubling
MAX_PLAYERS: Final = 1000
REMINDERS: Final = (3600, 600)  # an hour and ten minutes before the start


@dataclass(frozen=True, slots=True)
class Schedule:
    mode: str
    start_at: float  # epoch seconds (UTC)
    entry: int
    starting_stack: int
    structure: Structure
    table_size: int = 9
    min_players: int = 2
    max_players: int = MAX_PLAYERS
    late_until: int = 0  # the last level (1-based) a late registration is taken; 0: none
    reentry_until: int = 0  # the last level a busted player may enter again; 0: no re-entry
    decision_s: float = 30.0
    name: str = ""
    reminders: tuple[int, ...] = REMINDERS  # seconds before the start (`bot.tournaments.reminders`)

    def __post_init__(self) -> None:
        if self.mode not in MODES:
            raise ValueError(f"unknown mode {self.mode!r}")
        if not MIN_TABLE <= self.table_size <= MAX_TABLE:
            raise ValueError("a table has 2 to 9 seats")
        if self.entry < 0 or not 2 <= self.min_players <= self.max_players:
            raise ValueError("bad entry or player limits")
        if self.late_until < 0 or self.reentry_until < 0:
            raise ValueError("levels are counted from 1")
        if any(offset <= 0 for offset in self.reminders):
            raise ValueError("a reminder comes before the start")
        if self.starting_stack < self.structure.levels[0].big_blind:
            raise ValueError("the starting stack must cover the first big blind")

    def open_until(self) -> int:
        """The last level (1-based) anyone may still enter; 0: the field is final at the
        start."""
        return max(self.late_until, self.reentry_until)

    def replace(self, **changes: object) -> Schedule:
        return dataclasses.replace(self, **changes)  # type: ignore[arg-type]

    def to_dict(self) -> dict[str, JSON]:
        return {
            "mode": self.mode, "start_at": self.start_at, "entry": self.entry,
            "starting_stack": self.starting_stack, "structure": self.structure.to_dict(),
            "table_size": self.table_size, "min_players": self.min_players,
            "max_players": self.max_players, "late_until": self.late_until,
            "reentry_until": self.reentry_until, "decision_s": self.decision_s,
            "name": self.name, "reminders": list(self.reminders),
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, JSON]) -> Schedule:
        return cls(
            mode=str(data["mode"]), start_at=float(data["start_at"]), entry=int(data["entry"]),
            starting_stack=int(data["starting_stack"]),
            structure=Structure.from_dict(data["structure"]),
            table_size=int(data["table_size"]), min_players=int(data["min_players"]),
            max_players=int(data["max_players"]), late_until=int(data["late_until"]),
            reentry_until=int(data["reentry_until"]), decision_s=float(data["decision_s"]),
            name=str(data["name"]),
            reminders=tuple(int(o) for o in data.get("reminders", list(REMINDERS))),
        )


def scheduled(
    start_at: float, *, mode: str = "holdem", entry: int = 100, table_size: int = 9,
    starting_stack: int = 5000, unit: Unit = "minutes", length: int | None = None,
    **changes: object,
) -> Schedule:
    """The usual shape: 5,000 chips, 10/20 rising every 10 minutes (or every 8 hands)."""
    size = length if length is not None else (10 if unit == "minutes" else 8)
    schedule = Schedule(mode, start_at, entry, starting_stack,
                        Structure(doubling(FIRST_BIG_BLIND, MTT_LEVELS), unit, size), table_size)
    return schedule.replace(**changes) if changes else schedule
