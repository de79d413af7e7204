"""One table of a scheduled multi-table tournament (NK-7.5): the poker `Table` with what a table
of many does differently from a Sit & Go's one table (`bot.tournaments.table`).

* Each seat holds an *entrant* (`entrants`: seat -> entrant id, the tournament's own id for one
  entry; a re-entry is a new entrant) and tournament chips (NK-7.6), only in the snapshot.
* After every hand the table *holds* (`hold`): it deals no more until the tournament has
  looked at it (`bot.tournaments.mtt.Hub.settle`): places for who busted (`busts`, kept here
  with their starting stacks until the tournament has placed them), balancing moves and breaks
  (NK-9.5, NK-9.6), the hand-for-hand wait (NK-9.7), the level (NK-9.1). The tournament then
  clears it, in the same transaction as the moves, so a crash never leaves a player in two
  seats or in none.
* Blinds follow the level: the clock's (minutes since the start) or the tournament's floor
  (`level_floor`, levels by hands), whichever is later; never back down.
* Nobody is removed for being away (NK-9.9): a sat-out seat is dealt in and checked or folded
  at once; there is no standing up, no buy-in, no rebuy here.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from bot.tables.config import TableConfig
from bot.tables.hands import sparks_of
from bot.tables.model import Change, Seat
from bot.tournaments.leveled import Leveled
from bot.tournaments.schedule import Schedule
from engine.protocol import JSON, Event
from engine.tournament.levels import Structure
from engine.tournament.seating import TableSeats


def mtt_config(schedule: Schedule) -> TableConfig:
    first = schedule.structure.levels[0]
    return TableConfig(
        mode=schedule.mode, small_blind=first.small_blind, big_blind=first.big_blind,
        seats=schedule.table_size, min_buy_in=schedule.starting_stack,
        max_buy_in=schedule.starting_stack, decision_s=schedule.decision_s, reconnect_s=0.0,
        bots_allowed=True,
    )


@dataclass(slots=True)
class Bust:
    """An entrant out in this table's last hand: their stack at its start, and the order for
    indivisible chips (NK-4.4: nearest the button's left first)."""

    entrant: int
    stack: int
    order: int

    def to_list(self) -> list[JSON]:
        return [self.entrant, self.stack, self.order]


@dataclass(eq=False)
class MttTable(Leveled):
    tournament: int = 0  # the tournament's row id
    number: int = 0  # the table's number in the tournament (1, 2, …)
    entrants: dict[int, int] = field(default_factory=dict)  # seat -> entrant
    structure: Structure | None = None
    started_at: float = 0.0
    level: int = 0  # the level (0-based) of the last hand dealt
    level_floor: int = 0  # the tournament's level, set when it clears the table
    hold: bool = True  # waits for the tournament before dealing
    hand_for_hand: bool = False  # NK-9.7: one hand, then wait for the other tables
    hand_start: dict[int, int] = field(default_factory=dict)  # stacks at the hand's start
    busts: list[Bust] = field(default_factory=list)

    @classmethod
    def new(cls, community: str, schedule: Schedule, tournament: int, number: int,
            started_at: float) -> MttTable:
        config = mtt_config(schedule).check()
        return cls(community, config, [None] * schedule.table_size, tournament=tournament,
                   number=number, structure=schedule.structure, started_at=started_at)

    # -- reading ---------------------------------------------------------------------------

    def players(self) -> int:
        return sum(1 for seat in self.seats if seat is not None)

    def escrowed(self) -> int:
        """Nothing: its chips are tournament chips (NK-7.6); the entries and prizes are the
        tournament's own rows, not this table's."""
        return 0

    def model(self) -> TableSeats:
        """The table as the seating rules see it (`engine.tournament.seating`)."""
        seats = tuple(self.entrants.get(i) if s is not None else None
                      for i, s in enumerate(self.seats))
        return TableSeats(self.number, seats, self.button, self.live)

    def entrant_seat(self, entrant: int) -> int | None:
        return next((seat for seat, e in self.entrants.items() if e == entrant), None)

    def level_index(self, now: float) -> int:
        structure = self.structure_of()
        clock = (structure.index_at(now - self.started_at)
                 if structure.unit == "minutes" else 0)
        return max(clock, self.level_floor, self.level)

    def can_deal(self) -> bool:
        return not (self.live or self.hold or self.closed) and len(self.dealable()) >= 2

    def next_deadline(self) -> float | None:
        return self.turn_deadline if self.live else None

    def expired_seats(self, now: float) -> bool:
        return False

    # -- what the tournament does between hands ------------------------------------------

    def take(self, seat: int) -> tuple[int, Seat]:
        """Remove the entrant in `seat` (between this table's hands; a move or a break)."""
        if self.in_hand(seat):
            raise AssertionError("a player is never moved in the middle of a hand (NK-9.5)")
        occupant = self._occupant(seat)
        entrant = self.entrants.pop(seat)
        self.seats[seat] = None
        return entrant, occupant

    def put(self, seat: int, entrant: int, occupant: Seat, *, waits: bool) -> None:
        """Seat an arriving entrant (moved, or a late entry): dealt in from the next hand
        here, owing no missed blind (NK-9.6), unless `waits` (only the small blind was free:
        the arrival waits for the big blind, NK-9.5)."""
        if self.seats[seat] is not None:
            raise AssertionError(f"table {self.number} seat {seat} is taken")
        occupant.wait_bb = waits
        occupant.dealt_hand = None
        occupant.leaving = False
        occupant.sparks = 0  # NK-5.2: sparks stay at the table they were earned at
        self.seats[seat] = occupant
        self.entrants[seat] = entrant

    def clear(self, level_floor: int, hand_for_hand: bool) -> None:
        self.hold = False
        self.level_floor = max(self.level_floor, level_floor)
        self.hand_for_hand = hand_for_hand

    # -- play ------------------------------------------------------------------------------

    def _end_hand(self, events: list[Event]) -> Change:
        """Stacks come back; who has none is out of this table, kept in `busts` for the
        tournament to place (NK-9.2); the table holds until the tournament clears it."""
        hand = self.hand
        assert hand is not None
        sparks = sparks_of(hand)
        for index, chips in enumerate(hand.stacks):
            if chips is not None:
                self._occupant(index).stack += chips
                if sparks is not None:
                    self._occupant(index).sparks = sparks[index]
        out = list(events)
        button = self.button if self.button is not None else 0
        size = self.config.seats
        for index in sorted(self.hand_start):
            occupant = self._occupant(index)
            if occupant.stack:
                continue
            entrant = self.entrants.pop(index)
            order = self.number * 100 + (index - button - 1) % size
            self.busts.append(Bust(entrant, self.hand_start[index], order))
            self.seats[index] = None
            out.append(Event("busted", index, {"name": occupant.name, "bot": occupant.is_bot,
                                               "entrant": entrant}))
        self.hold = True
        return Change(tuple(out))

    # -- persistence and views -------------------------------------------------------------

    def structure_of(self) -> Structure:
        assert self.structure is not None
        return self.structure

    def to_dict(self) -> dict[str, JSON]:
        data = super().to_dict()
        data["mtt"] = {
            "tournament": self.tournament, "number": self.number,
            "entrants": {str(k): v for k, v in self.entrants.items()},
            "structure": self.structure_of().to_dict(), "started_at": self.started_at,
            "level": self.level, "level_floor": self.level_floor, "hold": self.hold,
            "hand_for_hand": self.hand_for_hand,
            "hand_start": {str(k): v for k, v in self.hand_start.items()},
            "busts": [b.to_list() for b in self.busts],
        }
        return data

    @classmethod
    def from_dict(cls, data: Mapping[str, JSON]) -> MttTable:
        table = super().from_dict(data)
        assert isinstance(table, MttTable)
        info = data["mtt"]
        table.tournament, table.number = int(info["tournament"]), int(info["number"])
        table.entrants = {int(k): int(v) for k, v in dict(info["entrants"]).items()}
        table.structure = Structure.from_dict(info["structure"])
        table.started_at = float(info["started_at"])
        table.level, table.level_floor = int(info["level"]), int(info["level_floor"])
        table.hold, table.hand_for_hand = bool(info["hold"]), bool(info["hand_for_hand"])
        table.hand_start = {int(k): int(v) for k, v in dict(info["hand_start"]).items()}
        table.busts = [Bust(int(e), int(s), int(o)) for e, s, o in info["busts"]]
        return table

    def public_view(self) -> dict[str, JSON]:
        view = super().public_view()
        view["mtt"] = {"tournament": self.tournament, "number": self.number,
                       "hand_for_hand": self.hand_for_hand, "waiting": self.hold,
                       "level": self.level + 1}
        return view
