"""A scheduled multi-table tournament (NK-7.5, NK-9): the `Hub`, kept in one store row, and what
it decides over its tables (`MttTable`, one row each).

The hub holds the terms (`Schedule`), the entrants (one per entry: a re-entry is a new one),
the prize pool and payout table, the places, the table numbers, the hand-for-hand state and
the level. Its tables play their hands each on their own; after every hand a table holds and
the hub *settles* it (`settle`), deciding in one step, over its tables in memory:

1. places for who busted (NK-9.2): the players out in one hand at one table are placed
   together; in hand-for-hand (NK-9.7) every table's hand of the round is placed together,
   once every table has played it. While entries are still taken (late registration or
   re-entry, NK-9.8) the field is not final: the busts wait in order and are placed when it is;
2. the field closes at the end of the last level that takes entries: the payout table is
   fixed then (NK-9.3, `engine.tournament.payouts`) and any place already final is paid;
3. the last player left wins (first place paid) and every table closes;
4. breaking (NK-9.6), as often as the players fit in one table fewer, then balancing (NK-9.5),
   by the rules in `engine.tournament.seating`, applied to the tables: each move takes the
   player's seat (chips and name; Naiko sparks stay behind, NK-5.2) from one table to the
   other;
5. hand-for-hand (NK-9.7) starts on the bubble; the tables held are cleared to deal (in
   hand-for-hand only when every table has played the round's hand).

`settle` changes the hub and the tables in memory and says which tables it changed, with the
events and ledger rows; the service writes all of it in one transaction (`mtt_store`) and
restores every copy from its snapshot if that fails.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Final

from bot.store import LedgerRow
from bot.tables.model import Seat
from bot.tournaments.errors import (
    NotCreator,
    NotRegistered,
    TournamentError,
    TournamentFull,
    TournamentNotRegistering,
)
from bot.tournaments.mtt_table import Bust, MttTable
from bot.tournaments.schedule import Schedule
from engine.errors import IllegalAction
from engine.protocol import JSON, Event
from engine.tournament.payouts import hand_for_hand, payout_table, places_when_final, prizes_for
from engine.tournament.places import Placed, place_busts, split_places
from engine.tournament.seating import (
    Move,
    TableSeats,
    balance,
    break_table,
    first_seating,
    late_seat,
    table_to_break,
)

REGISTERING: Final = "registering"
RUNNING: Final = "running"
FINISHED: Final = "finished"
CANCELLED: Final = "cancelled"

REGISTERED: Final = "registered"  # an entrant before the start
IN: Final = "in"
OUT: Final = "out"


class EntriesClosed(TournamentError):
    """Late registration or re-entry after its last level (or not allowed at all)."""

    def __init__(self) -> None:
        super().__init__("error-mtt-entries-closed")


class StillIn(TournamentError):
    """A re-entry is allowed only after elimination (NK-9.8)."""

    def __init__(self) -> None:
        super().__init__("error-mtt-still-in")


@dataclass(slots=True)
class Entrant:
    id: int
    player: int | None  # None: a BOT (its entry and prize are the house's)
    name: str
    entry: int = 1  # this player's how-manieth entry (2 and up: re-entries)
    status: str = REGISTERED
    table: int | None = None  # the table row it sits at
    moves: int = 0

    def to_dict(self) -> dict[str, JSON]:
        return {"id": self.id, "player": self.player, "name": self.name, "entry": self.entry,
                "status": self.status, "table": self.table, "moves": self.moves}

    @classmethod
    def from_dict(cls, data: Mapping[str, JSON]) -> Entrant:
        player, table = data["player"], data["table"]
        return cls(int(data["id"]), None if player is None else int(player), str(data["name"]),
                   int(data["entry"]), str(data["status"]),
                   None if table is None else int(table), int(data["moves"]))


@dataclass(slots=True)
class Result:
    entrant: int
    player: int | None
    name: str
    place: int
    shared: int
    prize: int

    def to_dict(self) -> dict[str, JSON]:
        return {"entrant": self.entrant, "player": self.player, "name": self.name,
                "place": self.place, "shared": self.shared, "prize": self.prize}

    @classmethod
    def from_dict(cls, data: Mapping[str, JSON]) -> Result:
        player = data["player"]
        return cls(int(data["entrant"]), None if player is None else int(player),
                   str(data["name"]), int(data["place"]), int(data["shared"]),
                   int(data["prize"]))


@dataclass(frozen=True, slots=True)
class Settled:
    """What one settle did: the tables it changed (cleared, seats moved, closed), the events
    of each (table id -> events), the hub's own events, the ledger rows (prizes)."""

    tables: tuple[int, ...]
    table_events: Mapping[int, tuple[Event, ...]]
    events: tuple[Event, ...]
    rows: tuple[LedgerRow, ...]
    moves: int = 0
    breaks: int = 0

    @property
    def changed(self) -> bool:
        return bool(self.tables or self.events or self.rows)


@dataclass(eq=False)
class Hub:
    community: str
    schedule: Schedule
    house: int
    creator: int | None = None
    status: str = REGISTERING
    seq: int = 0
    entrants: list[Entrant] = field(default_factory=list)
    pool: int = 0
    prizes: tuple[int, ...] = ()
    final: bool = False  # the field is final: no more entries; places and prizes are known
    pending: list[list[Bust]] = field(default_factory=list)  # busts before the field is final
    results: list[Result] = field(default_factory=list)
    tables: dict[int, int] = field(default_factory=dict)  # table row id -> number
    next_number: int = 1
    hand_for_hand: bool = False
    started_at: float | None = None
    level: int = 0  # 0-based, the highest any table has reached
    hands: int = 0  # levels by hands: the most any table had dealt when the level last rose
    moves: int = 0
    breaks: int = 0
    reminded: tuple[int, ...] = ()  # reminder offsets dealt with (`bot.tournaments.reminders`)

    # -- reading ---------------------------------------------------------------------------

    @property
    def started(self) -> bool:
        return self.status != REGISTERING

    def entrant(self, entrant_id: int) -> Entrant:
        return self.entrants[entrant_id]

    def of_player(self, player: int) -> list[Entrant]:
        return [e for e in self.entrants if e.player == player]

    def alive(self) -> list[Entrant]:
        return [e for e in self.entrants if e.status == IN]

    def registered(self) -> list[Entrant]:
        return [e for e in self.entrants if e.status == REGISTERED]

    def entries(self) -> int:
        """Every entry paid (people and BOTs, re-entries included; NK-9.8)."""
        return len(self.entrants)

    def paid(self) -> int:
        return len(self.prizes)

    def entries_open(self) -> bool:
        """Late registration or re-entry is still taken (the level is at most its last)."""
        return self.started and not self.final and self.level < self.schedule.open_until()

    def field_closes_at(self) -> float | None:
        """When late registration and re-entry end by the clock (levels by minutes, entries
        still open), or None."""
        structure = self.schedule.structure
        if (self.status != RUNNING or self.final or self.started_at is None
                or structure.unit != "minutes"):
            return None
        return self.started_at + self.schedule.open_until() * structure.span

    def closes_by(self, now: float) -> bool:
        closes = self.field_closes_at()
        return closes is not None and now >= closes

    # -- registration (NK-7.5, NK-9.8, NK-9.9) -----------------------------------------------

    def register(self, player: int, name: str) -> tuple[Entrant, tuple[LedgerRow, ...]]:
        """A person's entry before the start (or a late one, see `enter`)."""
        self._check_registering()
        if any(e.status == REGISTERED for e in self.of_player(player)):
            raise IllegalAction("error-tournament-registered")
        return self._add(player, name, REGISTERED)

    def add_bots(self, count: int) -> tuple[list[Entrant], tuple[LedgerRow, ...]]:
        """`count` BOT entries before the start, paid by the house (minted and paid in)."""
        self._check_registering()
        added: list[Entrant] = []
        rows: list[LedgerRow] = []
        for _ in range(count):
            entrant, paid = self._add(None, f"BOT {len(self.entrants) + 1}", REGISTERED)
            added.append(entrant)
            rows.extend(paid)
        return added, tuple(rows)

    def unregister(self, player: int) -> tuple[LedgerRow, ...]:
        """Before the start only, with the entry refunded (NK-9.9)."""
        self._check_registering()
        mine = [e for e in self.of_player(player) if e.status == REGISTERED]
        if not mine:
            raise NotRegistered()
        self._drop(mine[0])
        return self._refund(player)

    def cancel(self, by: int | None) -> tuple[LedgerRow, ...]:
        """Call it off before the start (the creator, or the server below the minimum): every
        entry comes back (people's to them, BOTs' to the house)."""
        self._check_registering()
        if by is not None and by != self.creator:
            raise NotCreator()
        rows: list[LedgerRow] = []
        for entrant in self.registered():
            rows.extend(self._refund(entrant.player))
        self.entrants = []
        self.status = CANCELLED
        return tuple(rows)

    def enter(self, player: int | None, name: str) -> tuple[Entrant, tuple[LedgerRow, ...]]:
        """A late registration or a re-entry after the start (NK-9.8): only while entries are
        open, a re-entry only after elimination; the full starting stack, a new entry to the
        pool. The caller seats it (`seat_late`)."""
        if not self.started:
            raise IllegalAction("error-mtt-not-started")
        if self.status != RUNNING or not self.entries_open():
            raise EntriesClosed()
        if player is not None:
            mine = self.of_player(player)
            if any(e.status == IN for e in mine):
                raise StillIn()
            if mine and self.level >= self.schedule.reentry_until:
                raise EntriesClosed()  # a re-entry, past its last level
            if not mine and self.level >= self.schedule.late_until:
                raise EntriesClosed()
        if len(self.entrants) >= self.schedule.max_players + self.reentries():
            raise TournamentFull()
        entrant, rows = self._add(player, name, IN)
        self.pool = self.schedule.entry * self.entries()
        return entrant, rows

    def reentries(self) -> int:
        return sum(1 for e in self.entrants if e.entry > 1)

    def _add(
        self, player: int | None, name: str, status: str
    ) -> tuple[Entrant, tuple[LedgerRow, ...]]:
        if status == REGISTERED and len(self.registered()) >= self.schedule.max_players:
            raise TournamentFull()
        count = len(self.of_player(player)) if player is not None else 0
        entrant = Entrant(len(self.entrants), player, name, count + 1, status)
        self.entrants.append(entrant)
        entry = self.schedule.entry
        if not entry:
            return entrant, ()
        if player is None:
            return entrant, (LedgerRow(self.community, self.house, entry, "refill"),
                             LedgerRow(self.community, self.house, -entry, "entry"))
        return entrant, (LedgerRow(self.community, player, -entry, "entry"),)

    def _drop(self, entrant: Entrant) -> None:
        self.entrants.remove(entrant)
        for index, e in enumerate(self.entrants):
            e.id = index

    def _refund(self, player: int | None) -> tuple[LedgerRow, ...]:
        entry = self.schedule.entry
        if not entry:
            return ()
        return (LedgerRow(self.community, self.house if player is None else player, entry,
                          "entry"),)

    def _check_registering(self) -> None:
        if self.status != REGISTERING:
            raise TournamentNotRegistering()

    # -- the start -------------------------------------------------------------------------

    def below_minimum(self) -> bool:
        return len(self.registered()) < self.schedule.min_players

    def start(self, table_ids: Sequence[int], rng: random.Random, now: float) -> list[TableSeats]:
        """The draw (NK-7.5): every registered entrant in, seated at random over as few
        tables as hold them, numbered 1, 2, … in the order of `table_ids` (rows made for it;
        one too many is left unused). The caller seats the tables from the returned models."""
        self._check_registering()
        if self.below_minimum():
            raise IllegalAction("error-mtt-below-minimum")
        entrants = self.registered()
        seating = first_seating([e.id for e in entrants], self.schedule.table_size, rng)
        if len(seating) > len(table_ids):
            raise ValueError("not enough table rows for the draw")
        for model, table_id in zip(seating, table_ids, strict=False):
            self.tables[table_id] = model.number
            for entrant_id in model.seats:
                if entrant_id is not None:
                    self.entrants[entrant_id].status = IN
                    self.entrants[entrant_id].table = table_id
        self.next_number = len(seating) + 1
        self.status, self.started_at = RUNNING, now
        self.pool = self.schedule.entry * self.entries()
        if not self.schedule.open_until():
            self._close_field([], [])
        return seating

    def seat_draw(self, seating: Sequence[TableSeats], tables: Sequence[MttTable]) -> None:
        """Seat the draw's `seating` at `tables` (in order): numbers, buttons, each entrant
        with the starting stack; every table cleared to deal."""
        for model, table in zip(seating, tables, strict=False):
            table.number = model.number
            table.button = model.button
            for seat, entrant_id in enumerate(model.seats):
                if entrant_id is None:
                    continue
                entrant = self.entrants[entrant_id]
                table.put(seat, entrant_id, Seat(entrant.player, entrant.name,
                                                 self.schedule.starting_stack), waits=False)
            table.clear(0, False)

    # -- settling after a hand -------------------------------------------------------------

    def settle(
        self, tables: Mapping[int, MttTable], rng: random.Random, now: float
    ) -> Settled:
        """See the module docstring. `tables` are this hub's open tables (table id -> table),
        locked by the caller; they and the hub change in memory."""
        touched: set[int] = set()
        events: dict[int, list[Event]] = {table_id: [] for table_id in tables}
        hub_events: list[Event] = []
        rows: list[LedgerRow] = []
        if self.status != RUNNING:
            return Settled((), {}, (), ())
        held = {tid: t for tid, t in tables.items() if t.hold and not t.live}
        # A round of hand-for-hand is over when no table can still play its hand: each has
        # played it (held) or has too few players to play one (it waits for a move).
        every_table_held = all(
            not t.live and (t.hold or len(t.dealable()) < 2) for t in tables.values())
        # 1. places for who busted
        if self.hand_for_hand:
            if every_table_held:
                busts = [b for t in held.values() for b in t.busts]
                self._place_round(busts, hub_events, rows)
                for tid, t in held.items():
                    if t.busts:
                        t.busts = []
                        touched.add(tid)
        else:
            for tid, t in sorted(held.items(), key=lambda item: item[1].number):
                if t.busts:
                    self._place_round(list(t.busts), hub_events, rows)
                    t.busts = []
                    touched.add(tid)
        # the level: the clock's, or by hands the most any table has dealt
        structure = self.schedule.structure
        hands = max([self.hands, *(t.hand_no for t in tables.values())])
        started = self.started_at if self.started_at is not None else now
        elapsed = now - started if structure.unit == "minutes" else float(hands)
        level = max(self.level, structure.index_at(elapsed))
        if level != self.level:  # kept only when it counts, so the row is not rewritten
            self.level, self.hands = level, hands  # after every hand for the count alone
        # 2. the field closes
        if not self.final and self.level >= self.schedule.open_until():
            self._close_field(hub_events, rows)
        # 3. the winner
        alive = self.alive()
        # Alone with levels counted in hands: no hand can be dealt, so no level would ever end
        # the entries; the field closes now (by the clock it closes on time, `closes_by`).
        if len(alive) == 1 and (self.final or not self.entries_open()
                                or structure.unit == "hands"):
            if not self.final:
                self._close_field(hub_events, rows)
            self._win(alive[0], hub_events, rows)
            for tid, t in tables.items():
                t.closed = True
                touched.add(tid)
            return Settled(tuple(sorted(touched)), _freeze(events), tuple(hub_events),
                           tuple(rows))
        waiting_round = self.hand_for_hand and not every_table_held
        moves = breaks = 0
        if not waiting_round:
            # 4. breaking, then balancing
            by_number = {t.number: tid for tid, t in tables.items() if not t.closed}
            while True:
                live = [tables[tid] for tid in by_number.values()]
                number = table_to_break([t.model() for t in live])
                if number is None:
                    break
                models = [t.model() for t in live]
                broken = by_number.pop(number)
                drawn = break_table(models, number, rng)
                self._move(tables, by_number | {number: broken}, drawn, events)
                tables[broken].closed = True
                touched.update({broken, *(by_number[m.to_table] for m in drawn)})
                events[broken].append(Event("table_broken", None, {"table": number}))
                hub_events.append(Event("table_broken", None, {"table": number,
                                                               "players": len(drawn)}))
                del self.tables[broken]
                breaks += 1
                moves += len(drawn)
            live = [tables[tid] for tid in by_number.values()]
            balancing = balance([t.model() for t in live])
            if balancing:
                self._move(tables, by_number, balancing, events)
                touched.update(by_number[m.from_table] for m in balancing)
                touched.update(by_number[m.to_table] for m in balancing)
                moves += len(balancing)
        self.moves += moves
        self.breaks += breaks
        # 5. hand-for-hand, and clearing the held tables
        open_tables = {tid: t for tid, t in tables.items() if not t.closed}
        bubble = self.final and hand_for_hand(len(self.alive()), self.paid(), len(open_tables))
        if bubble and not self.hand_for_hand:
            hub_events.append(Event("hand_for_hand", None, {"players_left": len(self.alive())}))
        elif self.hand_for_hand and not bubble and len(self.alive()) <= self.paid():
            hub_events.append(Event("hand_for_hand_over", None))  # (not at the final table
            # formed on the bubble: one table plays on by itself)
        started_round = bubble and not self.hand_for_hand
        self.hand_for_hand = bubble
        clear = not bubble or every_table_held or started_round
        if clear:
            floor = self.level if structure.unit == "hands" else 0
            for tid, t in open_tables.items():
                if t.hold and not t.live:
                    t.clear(floor, bubble)
                    touched.add(tid)
        if len(open_tables) == 1 and breaks:  # the last break formed the final table
            only = next(iter(open_tables.values()))
            hub_events.append(Event("final_table", None, {"table": only.number}))
        return Settled(tuple(sorted(touched)), _freeze(events), tuple(hub_events), tuple(rows),
                       moves, breaks)

    def _move(
        self, tables: Mapping[int, MttTable], by_number: Mapping[int, int],
        moves: Sequence[Move], events: dict[int, list[Event]],
    ) -> None:
        for move in moves:
            source, target = by_number[move.from_table], by_number[move.to_table]
            entrant_id, occupant = tables[source].take(move.from_seat)
            assert entrant_id == move.entrant
            tables[target].put(move.to_seat, entrant_id, occupant, waits=move.waits)
            entrant = self.entrants[entrant_id]
            entrant.table = target
            entrant.moves += 1
            detail: dict[str, JSON] = {
                "name": occupant.name, "player": occupant.player, "from_table": move.from_table,
                "to_table": move.to_table, "seat": move.to_seat, "waits": move.waits,
            }
            events[source].append(Event("moved_out", move.from_seat, detail))
            events[target].append(Event("moved_in", move.to_seat, detail))

    # -- late entries ----------------------------------------------------------------------

    def seat_late(
        self, entrant: Entrant, tables: Mapping[int, MttTable], rng: random.Random,
        new_table: int | None,
    ) -> tuple[int, int] | None:
        """Seat a late entry or re-entry (NK-9.8) with the full starting stack: a random
        empty seat of the smallest table, else table `new_table` (a row made for it, added as
        the next number); None when every seat is taken and no new table is given."""
        by_number = {t.number: tid for tid, t in tables.items()
                     if not t.closed and tid in self.tables}
        spot = late_seat([tables[tid].model() for tid in by_number.values()], rng)
        if spot is None:
            if new_table is None:
                return None
            table = tables[new_table]
            table.number = self.next_number
            self.next_number += 1
            self.tables[new_table] = table.number
            spot = (table.number, rng.randrange(table.config.seats))
            by_number[table.number] = new_table
        number, seat = spot
        table_id = by_number[number]
        occupant = Seat(entrant.player, entrant.name, self.schedule.starting_stack)
        tables[table_id].put(seat, entrant.id, occupant, waits=False)
        entrant.table = table_id
        return table_id, seat

    # -- places and prizes -----------------------------------------------------------------

    def _place_round(self, busts: list[Bust], events: list[Event], rows: list[LedgerRow]) -> None:
        if not busts:
            return
        for bust in busts:
            entrant = self.entrants[bust.entrant]
            entrant.status, entrant.table = OUT, None
        if not self.final:
            self.pending.append(busts)
            for bust in busts:
                entrant = self.entrants[bust.entrant]
                events.append(Event("eliminated", None, {
                    "name": entrant.name, "player": entrant.player, "place": None,
                    "shared": 1, "prize": 0, "bot": entrant.player is None}))
            return
        alive_before = len(self.alive()) + len(busts)
        groups = place_busts([(b.entrant, b.stack) for b in busts], alive_before)
        self._pay(groups, {b.entrant: b.order for b in busts}, events, rows)

    def _close_field(self, events: list[Event], rows: list[LedgerRow]) -> None:
        """No more entries (NK-9.8): the payout table by the entries, the places of who went
        out before, paid if they are in the money (NK-9.3)."""
        self.final = True
        entries = self.entries()
        self.pool = self.schedule.entry * entries
        self.prizes = prizes_for(self.pool, payout_table(max(2, entries)))
        events.append(Event("field_final", None, {
            "entries": entries, "pool": self.pool, "prizes": list(self.prizes)}))
        rounds = [[(b.entrant, b.stack) for b in busts] for busts in self.pending]
        orders = {b.entrant: b.order for busts in self.pending for b in busts}
        pending, self.pending = self.pending, []
        if pending:
            self._pay(places_when_final(entries, rounds), orders, events, rows, announce=False)

    def _pay(
        self, groups: Sequence[Placed], orders: Mapping[int, int], events: list[Event],
        rows: list[LedgerRow], *, announce: bool = True,
    ) -> None:
        for group in groups:
            ordered = sorted(group.seats, key=lambda e: (orders.get(e, 0), e))
            paid = split_places(self.prizes, group.places, ordered)
            for entrant_id in group.seats:
                self._result(entrant_id, group.places[0], len(group.seats), paid[entrant_id],
                             events=events if announce else None, rows=rows)

    def _win(self, winner: Entrant, events: list[Event], rows: list[LedgerRow]) -> None:
        winner.status, winner.table = OUT, None
        self._result(winner.id, 1, 1, self.prizes[0] if self.prizes else self.pool,
                     events=events, rows=rows)
        self.status = FINISHED
        events.append(Event("tournament_over", None, {"winner": winner.name}))

    def _result(
        self, entrant_id: int, place: int, shared: int, prize: int, *,
        events: list[Event] | None, rows: list[LedgerRow],
    ) -> None:
        entrant = self.entrants[entrant_id]
        self.results.append(Result(entrant_id, entrant.player, entrant.name, place, shared,
                                   prize))
        if events is not None:
            events.append(Event("eliminated" if place > 1 else "winner", None, {
                "name": entrant.name, "player": entrant.player, "place": place,
                "shared": shared, "prize": prize, "bot": entrant.player is None}))
        if prize:
            account = self.house if entrant.player is None else entrant.player
            rows.append(LedgerRow(self.community, account, prize, "prize"))

    # -- persistence and views -------------------------------------------------------------

    def to_dict(self) -> dict[str, JSON]:
        return {
            "community": self.community, "schedule": self.schedule.to_dict(),
            "house": self.house, "creator": self.creator, "status": self.status,
            "seq": self.seq, "entrants": [e.to_dict() for e in self.entrants],
            "pool": self.pool, "prizes": list(self.prizes), "final": self.final,
            "pending": [[b.to_list() for b in busts] for busts in self.pending],
            "results": [r.to_dict() for r in self.results],
            "tables": {str(k): v for k, v in self.tables.items()},
            "next_number": self.next_number, "hand_for_hand": self.hand_for_hand,
            "started_at": self.started_at, "level": self.level, "hands": self.hands,
            "moves": self.moves, "breaks": self.breaks, "reminded": list(self.reminded),
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, JSON]) -> Hub:
        started = data["started_at"]
        return cls(
            community=str(data["community"]), schedule=Schedule.from_dict(data["schedule"]),
            house=int(data["house"]),
            creator=None if data["creator"] is None else int(data["creator"]),
            status=str(data["status"]), seq=int(data["seq"]),
            entrants=[Entrant.from_dict(e) for e in data["entrants"]],
            pool=int(data["pool"]), prizes=tuple(int(p) for p in data["prizes"]),
            final=bool(data["final"]),
            pending=[[Bust(int(e), int(s), int(o)) for e, s, o in busts]
                     for busts in data["pending"]],
            results=[Result.from_dict(r) for r in data["results"]],
            tables={int(k): int(v) for k, v in dict(data["tables"]).items()},
            next_number=int(data["next_number"]), hand_for_hand=bool(data["hand_for_hand"]),
            started_at=None if started is None else float(started), level=int(data["level"]),
            hands=int(data["hands"]), moves=int(data["moves"]), breaks=int(data["breaks"]),
            reminded=tuple(int(o) for o in data.get("reminded", [])),
        )

    def view(self, tables: Mapping[int, MttTable] | None = None) -> dict[str, JSON]:
        """The tournament's public facts: terms, entries, pool and prizes, level, players left,
        tables (number, players, chips) and results."""
        schedule = self.schedule
        level = schedule.structure.levels[self.level]
        summary: list[JSON] = []
        for table_id, number in sorted(self.tables.items(), key=lambda item: item[1]):
            table = None if tables is None else tables.get(table_id)
            if table is None:
                continue
            summary.append({
                "table": number, "id": table_id, "players": table.players(),
                "chips": table.chips(), "hand_no": table.hand_no, "live": table.live,
                "largest": max((table.seat_chips(i) for i, s in enumerate(table.seats)
                                if s is not None), default=0),
            })
        alive = self.alive()
        return {
            "status": self.status, "mode": schedule.mode, "name": schedule.name,
            "start_at": schedule.start_at, "entry": schedule.entry,
            "starting_stack": schedule.starting_stack, "table_size": schedule.table_size,
            "min_players": schedule.min_players, "late_until": schedule.late_until,
            "reentry_until": schedule.reentry_until,
            "registered": len(self.registered()) if not self.started else self.entries(),
            "entries": self.entries(), "reentries": self.reentries(),
            "pool": self.pool if self.started else schedule.entry * self.entries(),
            "prizes": list(self.prizes), "final": self.final,
            "paid": len(self.prizes), "level": self.level + 1,
            "small_blind": level.small_blind, "big_blind": level.big_blind,
            "players_left": len(alive),
            "average_stack": (schedule.starting_stack * self.entries() // len(alive)
                              if alive else 0),
            "hand_for_hand": self.hand_for_hand, "tables": summary,
            "results": [r.to_dict() for r in self.results],
        }


def entry_held(state: Mapping[str, JSON], player: int) -> int:
    """What `player` has paid into a stored multi-table tournament row (`state`, its JSON) and
    may still get something for: the entries of their registrations before the start and of
    their entries still in after it (a refill counts it as chips in play, like chips at a
    table). 0 for a table row of the tournament (its chips are tournament chips, NK-7.6), and
    for a tournament over or cancelled."""
    if "mtt" in state:  # one of its tables
        return 0
    hub = Hub.from_dict(state)
    if hub.status not in (REGISTERING, RUNNING):
        return 0
    live = sum(1 for e in hub.of_player(player) if e.status in (REGISTERED, IN))
    return live * hub.schedule.entry


def _freeze(events: Mapping[int, list[Event]]) -> dict[int, tuple[Event, ...]]:
    return {k: tuple(v) for k, v in events.items() if v}


def chips_in_play(tables: Sequence[MttTable]) -> int:
    """Every tournament chip at the open tables (stacks, chips in hands, pots)."""
    return sum(t.chips() for t in tables if not t.closed)


def seated(tables: Sequence[MttTable]) -> list[int]:
    """Every entrant seated at the open tables, or waiting there to be placed (a bust the
    hub has not placed yet), once per seat (a check: never twice)."""
    out: list[int] = []
    for t in tables:
        if t.closed:
            continue
        out.extend(t.entrants.values())
        out.extend(b.entrant for b in t.busts)
    return out
