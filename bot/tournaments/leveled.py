"""What every tournament table (Sit & Go, Spin, a multi-table tournament's) deals by: each hand
at the blinds of its level (NK-9.1), a "level" event when the level moves up, every seat with
chips dealt in, present or away (NK-9.9). Each kind says which level a hand dealt now plays
(`level_index`) from its own structure (`structure_of`)."""

from __future__ import annotations

from bot.tables.model import Change
from bot.tournaments.closed_doors import ClosedDoors
from engine.errors import IllegalAction
from engine.protocol import Event
from engine.tournament.levels import Structure


class Leveled(ClosedDoors):
    # (fields of the tournament tables' dataclasses)
    level: int  # the level (0-based) of the last hand dealt
    hand_start: dict[int, int]  # stacks at the hand's start

    def structure_of(self) -> Structure:
        raise NotImplementedError

    def level_index(self, now: float) -> int:
        """The level (0-based) a hand dealt now plays; never below `level`."""
        raise NotImplementedError

    def is_dealing(self) -> bool:
        """Whether the tournament deals here at all (registration over, not finished)."""
        return True

    def dealable(self) -> list[int]:
        # NK-9.9: an absent player is dealt in like everyone else.
        if not self.is_dealing():
            return []
        return [i for i, s in enumerate(self.seats) if s is not None and s.stack > 0]

    def _enough(self, seats: list[int]) -> bool:
        return len(seats) >= 2  # computer seats alone play on

    def deal(self, seed: int, now: float) -> Change:
        """The next hand at the blinds of the level it plays (NK-9.1)."""
        if not self.can_deal():
            raise IllegalAction("error-not-enough-players")
        index = self.level_index(now)
        level = self.structure_of().levels[index]
        self.config = self.config.replace(small_blind=level.small_blind,
                                          big_blind=level.big_blind)
        events: list[Event] = []
        if index != self.level:
            self.level = index
            events.append(Event("level", None, {"level": index + 1, "small_blind":
                                                level.small_blind, "big_blind": level.big_blind}))
        self.hand_start = {i: self._occupant(i).stack for i in self.dealable()}
        change = super().deal(seed, now)
        return Change((*events, *change.events), change.rows)
