"""A one-table tournament (NK-7.3, NK-7.4, NK-9): the poker `Table` with a tournament around it.

The hands, the betting, the timers and the computer seats are the table's own; this subclass
changes only what a tournament changes:

* Registration: a seat costs the entry (a ledger row, reason ``entry``) and holds the starting
  stack of *tournament chips* (NK-7.6): they live in the snapshot only and never reach a
  balance. Unregistering before the start refunds the entry (NK-9.9).
* The start: when every seat is filled, or when the creator starts with empty seats made BOTs.
  A BOT's entry and a Spin's chips beyond the entries come from the house account (NK-9.4):
  the house mints its part (reason ``refill``) and pays it in (reason ``entry``) in the same
  transaction, so the pool is always entries paid in, and a BOT's prize goes back to the house.
* Blinds follow the level (`engine.tournament.levels`), looked up at each deal (NK-9.1).
* Nobody is removed for being away (NK-9.9): a sat-out seat is still dealt in and checked or
  folded at once; there is no standing up and no rebuy, computer seats included.
* Eliminations after each hand (NK-9.2), and prizes paid as ledger rows (reason ``prize``) in
  the change that makes a place final (NK-9.3): once, because the row and the snapshot that
  records the payment are one transaction.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Final

from bot.store import LedgerRow
from bot.tables.config import TableConfig
from bot.tables.model import Change, Seat
from bot.tournaments.errors import (
    NotCreator,
    NotRegistered,
    TournamentFull,
    TournamentNotRegistering,
)
from bot.tournaments.formats import Format
from bot.tournaments.leveled import Leveled
from engine.errors import IllegalAction
from engine.protocol import JSON, Event
from engine.tournament.levels import Structure
from engine.tournament.places import nearest_left, place_busts, split_places
from engine.tournament.prizes import shares

REGISTERING: Final = "registering"
RUNNING: Final = "running"
FINISHED: Final = "finished"
CANCELLED: Final = "cancelled"
# Decision: once every person is out, the BOTs left play at machine speed, where a minutes
# clock would hardly move: the levels then also rise every this many hands, so the rest of
# the field is placed in moments, not hours. An away person still in keeps the stated
# levels: their turns wait for the timer (NK-9.9), so the clock moves as at any table.
UNATTENDED_HANDS: Final = 5


@dataclass(slots=True)
class Result:
    """A finished player: the best of the places they share, what they won (paid as it was
    decided)."""

    seat: int
    player: int | None  # None: a BOT (its prize is the house's)
    name: str
    place: int
    shared: int  # how many share the places (1: no tie)
    prize: int

    def to_dict(self) -> dict[str, JSON]:
        return {"seat": self.seat, "player": self.player, "name": self.name,
                "place": self.place, "shared": self.shared, "prize": self.prize}

    @classmethod
    def from_dict(cls, data: Mapping[str, JSON]) -> Result:
        player = data["player"]
        return cls(int(data["seat"]), None if player is None else int(player),
                   str(data["name"]), int(data["place"]), int(data["shared"]),
                   int(data["prize"]))


def table_config(fmt: Format) -> TableConfig:
    first = fmt.structure.levels[0]
    return TableConfig(
        mode="holdem", small_blind=first.small_blind, big_blind=first.big_blind,
        seats=fmt.seats, min_buy_in=fmt.starting_stack, max_buy_in=fmt.starting_stack,
        decision_s=fmt.decision_s, reconnect_s=0.0, bots_allowed=fmt.bots_allowed,
    )


@dataclass(eq=False)
class TournamentTable(Leveled):
    """See the module docstring. `house` is the house account's player id."""

    fmt: Format | None = None
    creator: int | None = None
    status: str = REGISTERING
    multiplier: int = 1
    pool: int = 0
    house_part: int = 0
    prizes: tuple[int, ...] = ()
    started_at: float | None = None
    level: int = 0  # the level of the last hand dealt
    unattended: tuple[int, int] | None = None  # (hand, level) since every person is out
    hand_start: dict[int, int] = field(default_factory=dict)  # stacks at the hand's start
    results: list[Result] = field(default_factory=list)

    @classmethod
    def new(cls, community: str, fmt: Format, house: int, creator: int | None) -> TournamentTable:
        config = table_config(fmt).check()
        return cls(community, config, [None] * fmt.seats, fmt=fmt, house=house, creator=creator)

    @property
    def format(self) -> Format:
        assert self.fmt is not None
        return self.fmt

    # -- reading ---------------------------------------------------------------------------

    def alive(self) -> list[int]:
        """Seats still in the tournament (chips behind or in the hand)."""
        return [i for i, s in enumerate(self.seats) if s is not None] if self.started else []

    @property
    def started(self) -> bool:
        return self.status != REGISTERING

    def escrowed(self) -> int:
        """What the escrow holds: the entries paid in (the house's part included once
        started) less the prizes paid out. Tournament chips are not chips (NK-7.6)."""
        if self.status == REGISTERING:
            return self.format.entry * len(self.registered())
        if self.status == CANCELLED:
            return 0
        return self.pool - sum(result.prize for result in self.results)

    def registered(self) -> list[int]:
        return [s.player for s in self.seats if s is not None and s.player is not None]

    def elapsed(self, now: float) -> float:
        """The level clock: seconds, or hands dealt, since the start (NK-9.1)."""
        if self.started_at is None:
            return 0.0
        if self.format.structure.unit == "hands":
            return float(self.hand_no)
        return now - self.started_at

    def structure_of(self) -> Structure:
        return self.format.structure

    def level_index(self, now: float) -> int:
        """The level a hand dealt now plays (0-based)."""
        structure = self.format.structure
        index = max(structure.index_at(self.elapsed(now)), self.level)  # never back down
        if self.unattended is not None:
            hand, level = self.unattended
            faster = level + (self.hand_no - hand) // UNATTENDED_HANDS
            index = min(max(index, faster), len(structure.levels) - 1)
        return index

    def is_dealing(self) -> bool:
        return self.status == RUNNING

    def can_deal(self) -> bool:
        # Computer seats alone play on: a tournament ends only when one player is left.
        return self.status == RUNNING and not self.live and len(self.dealable()) >= 2

    def next_deadline(self) -> float | None:
        # No reconnection window: nobody is removed (NK-9.9); only the decision timer.
        return self.turn_deadline if self.live else None

    def expired_seats(self, now: float) -> bool:
        return False

    # -- registration ----------------------------------------------------------------------

    def register(self, player: int, name: str) -> Change:
        """Take a seat for the entry (NK-7.3); the last seat filled starts the tournament
        (the service does that next, with the multiplier drawn)."""
        self._check_registering()
        if self.seat_of(player) is not None:
            raise IllegalAction("error-tournament-registered")
        index = next((i for i, s in enumerate(self.seats) if s is None), None)
        if index is None:
            raise TournamentFull()
        self.seats[index] = Seat(player, name, self.format.starting_stack)
        rows = (LedgerRow(self.community, player, -self.format.entry, "entry"),)
        return Change((Event("registered", index, {"name": name}),),
                      rows if self.format.entry else ())

    def unregister(self, player: int) -> Change:
        """Leave before the start: the entry comes back (NK-9.9)."""
        self._check_registering()
        index = self.seat_of(player)
        if index is None:
            raise NotRegistered()
        self.seats[index] = None
        rows = (LedgerRow(self.community, player, self.format.entry, "entry"),)
        return Change((Event("unregistered", index),), rows if self.format.entry else ())

    def cancel(self, by: int | None) -> Change:
        """The creator (or the server, `by` None) calls it off before the start: every entry
        is refunded (NK-9.9) and the tournament closes."""
        self._check_registering()
        if by is not None and by != self.creator:
            raise NotCreator()
        rows = tuple(
            LedgerRow(self.community, seat.player, self.format.entry, "entry")
            for seat in self.seats if seat is not None and seat.player is not None
        ) if self.format.entry else ()
        self.seats = [None] * len(self.seats)
        self.status, self.closed = CANCELLED, True
        return Change((Event("tournament_cancelled", None),), rows)

    def full(self) -> bool:
        return all(seat is not None for seat in self.seats)

    def start(self, by: int | None, multiplier: int, now: float) -> Change:
        """Start (NK-7.3): `by` None is the server starting a full field; the creator may
        start early when BOTs are allowed, empty seats becoming BOTs. `multiplier` is the
        Spin's draw (1 for a Sit & Go)."""
        self._check_registering()
        fmt = self.format
        if by is not None and by != self.creator:
            raise NotCreator()
        if not self.full() and (by is None or not fmt.bots_allowed):
            raise IllegalAction("error-tournament-not-full")
        if not self.registered():
            raise IllegalAction("error-tournament-nobody")
        events: list[Event] = []
        for index, seat in enumerate(self.seats):
            if seat is None:
                name = f"BOT {index + 1}"
                self.seats[index] = Seat(None, name, fmt.starting_stack)
                events.append(Event("sit", index, {"name": name, "chips": fmt.starting_stack,
                                                   "bot": True}))
        humans_paid = fmt.entry * len(self.registered())
        self.multiplier = multiplier
        self.pool = fmt.entry * fmt.seats * multiplier
        self.house_part = self.pool - humans_paid
        self.prizes = shares(self.pool, fmt.split(multiplier))
        self.status, self.started_at = RUNNING, now
        self.bot_chips_in = fmt.starting_stack * (fmt.seats - len(self.registered()))
        rows: tuple[LedgerRow, ...] = ()
        if self.house_part:
            rows = (LedgerRow(self.community, self.house, self.house_part, "refill"),
                    LedgerRow(self.community, self.house, -self.house_part, "entry"))
        events.append(Event("tournament_start", None, {
            "pool": self.pool, "multiplier": multiplier, "prizes": list(self.prizes),
            "house": self.house_part,
        }))
        return Change(tuple(events), rows)

    # -- play ------------------------------------------------------------------------------

    def _end_hand(self, events: list[Event]) -> Change:
        """Stacks come back; who has none is out and placed (NK-9.2); places that are final
        are paid (NK-9.3); the last player left wins."""
        hand = self.hand
        assert hand is not None
        for index, chips in enumerate(hand.stacks):
            if chips is not None:
                self._occupant(index).stack += chips
        out = list(events)
        rows: list[LedgerRow] = []
        alive_before = len(self.hand_start)
        busted = [(i, self.hand_start[i]) for i in self.hand_start if self._occupant(i).stack == 0]
        if busted:
            button = self.button if self.button is not None else 0
            for group in place_busts(busted, alive_before):
                order = nearest_left(group.seats, button, self.config.seats)
                paid = split_places(self.prizes, group.places, order)
                for seat in group.seats:
                    self._finish_player(seat, (group.places[0], len(group.seats), paid[seat]),
                                        out, rows)
        left = self.alive()
        if any(not self._occupant(i).is_bot for i in left):  # a person still in, even away
            self.unattended = None
        elif self.unattended is None:
            self.unattended = (self.hand_no, self.level)
        if len(left) == 1:
            self._finish_player(left[0], (1, 1, self.prizes[0]), out, rows)
            self.status, self.closed = FINISHED, True
            out.append(Event("tournament_over", None, {"winner": self.results[-1].name}))
        return Change(tuple(out), tuple(rows))

    def _finish_player(
        self, seat: int, result: tuple[int, int, int], out: list[Event], rows: list[LedgerRow]
    ) -> None:
        """Record `seat` out at (place, how many share it, prize) and pay the prize."""
        place, shared, prize = result
        occupant = self._occupant(seat)
        self.bot_chips_out += occupant.stack if occupant.is_bot else 0
        self.results.append(Result(seat, occupant.player, occupant.name, place, shared, prize))
        self.seats[seat] = None
        out.append(Event("eliminated" if place > 1 else "winner", seat, {
            "name": occupant.name, "place": place, "shared": shared, "prize": prize,
            "bot": occupant.is_bot}))
        if prize:
            account = self.house if occupant.player is None else occupant.player
            rows.append(LedgerRow(self.community, account, prize, "prize"))

    def _check_registering(self) -> None:
        if self.status != REGISTERING:
            raise TournamentNotRegistering()

    # -- persistence and views -------------------------------------------------------------

    def to_dict(self) -> dict[str, JSON]:
        data = super().to_dict()
        data["tournament"] = {
            "format": self.format.to_dict(), "house": self.house, "creator": self.creator,
            "status": self.status, "multiplier": self.multiplier, "pool": self.pool,
            "house_part": self.house_part, "prizes": list(self.prizes),
            "started_at": self.started_at, "level": self.level,
            "unattended": None if self.unattended is None else list(self.unattended),
            "hand_start": {str(k): v for k, v in self.hand_start.items()},
            "results": [r.to_dict() for r in self.results],
        }
        return data

    @classmethod
    def from_dict(cls, data: Mapping[str, JSON]) -> TournamentTable:
        table = super().from_dict(data)
        info = data["tournament"]
        assert isinstance(table, TournamentTable)
        table.fmt = Format.from_dict(info["format"])
        table.house = int(info["house"])
        table.creator = None if info["creator"] is None else int(info["creator"])
        table.status = str(info["status"])
        table.multiplier = int(info["multiplier"])
        table.pool, table.house_part = int(info["pool"]), int(info["house_part"])
        table.prizes = tuple(int(p) for p in info["prizes"])
        table.started_at = None if info["started_at"] is None else float(info["started_at"])
        table.level = int(info["level"])
        unattended = info["unattended"]
        table.unattended = None if unattended is None else (
            int(unattended[0]), int(unattended[1]))
        table.hand_start = {int(k): int(v) for k, v in dict(info["hand_start"]).items()}
        table.results = [Result.from_dict(r) for r in info["results"]]
        return table

    def standing(self) -> list[tuple[int, int]]:
        """(seat, place) of the players still in, ranked by chips (during a hand by the
        chips each had when it was dealt, so a call does not move a place); equal chips share
        the better place."""
        chips = {i: self.hand_start.get(i, self.seat_chips(i)) if self.live
                 else self.seat_chips(i) for i in self.alive()}
        return sorted(
            ((seat, 1 + sum(1 for c in chips.values() if c > mine))
             for seat, mine in chips.items()),
            key=lambda pair: (pair[1], pair[0]),
        )

    def tournament_view(self, now: float) -> dict[str, JSON]:
        """The tournament's public facts: terms, level, next level and time to it, players
        left, average stack, standing and results."""
        fmt = self.format
        structure = fmt.structure
        last = len(structure.levels) - 1
        elapsed = self.elapsed(now)
        clock = self.level_index(now) if self.started else 0
        # The hand in play keeps its level (NK-9.1); a level already due starts next hand.
        index = self.level if self.started else 0
        following = min(max(clock, index + 1), last)
        if structure.unit == "hands":  # hands left at this level, the one in play included
            following = min(index + 1, last)
            to_next: float | None = None if index == last else (
                float(following) * structure.span - max(0.0, elapsed - 1))
        elif clock > index:
            to_next = 0.0
        else:
            to_next = structure.next_change(elapsed) if self.started else None
        level = structure.levels[index]
        after = structure.levels[following]
        alive = self.alive()
        total = fmt.starting_stack * fmt.seats  # tournament chips are conserved (NK-7.6)
        return {
            "kind": fmt.kind, "status": self.status, "entry": fmt.entry, "seats": fmt.seats,
            "registered": len([s for s in self.seats if s is not None]) if not self.started
            else fmt.seats,
            "pool": self.pool if self.started else fmt.entry * fmt.seats,
            "multiplier": self.multiplier,
            "split": list(fmt.split(self.multiplier)), "prizes": list(self.prizes),
            "level": index + 1, "small_blind": level.small_blind, "big_blind": level.big_blind,
            "next_small_blind": after.small_blind, "next_big_blind": after.big_blind,
            "unit": structure.unit,
            "to_next": None if to_next is None else int(to_next + 0.999),
            "players_left": len(alive),
            "average_stack": total // len(alive) if alive else 0,
            "standing": [[seat, place] for seat, place in self.standing()],
            "results": [r.to_dict() for r in self.results],
        }
