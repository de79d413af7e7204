"""Scheduled multi-table tournaments on the tables' machinery (NK-7.5, NK-9).

Storage: the tournament is one `matches` row of game ``mtt:<mode>`` (its `Hub`: terms,
entrants, pool, places, table numbers), each of its tables one row of game
``mtt:table:<mode>`` (an `MttTable`). A table's own changes (actions, deals, timeouts) go
through `TableService` exactly like a cash table's: its own `asyncio.Lock`, one
`commit_action` each, its own timer on the deadline heap. So the tables deal in parallel, and
their commits share the store's group-commit batches.

What involves more than one row, the tournament decides under its own lock *and every one of
its tables' locks* (taken in row-id order; a table's lock is never held while waiting for the
tournament's, so no deadlock), and writes in one transaction (`mtt_store.commit_rows`): the
settling after a hand (places, prizes, breaks, balancing moves, hand-for-hand, clearing the
table to deal on), the start (the draw), a late entry or a re-entry. A crash loses such a
decision whole or not at all; every copy in memory is restored from its snapshot if the write
fails. A table holds after every hand until settled, and a table's hold is in its row: a
restart settles the held tables, so nobody is left unseated or seated twice.

Rows made ahead of a decision (a table's row is created before the draw or the late entry that
fills it) and left unused by a crash are closed at the next start-up.

Driving: after a change, each table whose hand can go on is played by its own task (computer
seats, timeouts of away players, the next deal; `TableService._advance`) until a person must
act or the hand ends; then the tournament settles it. What the tasks do is reported to
`listener` (outcomes of tables and of the tournament), which a front end renders: a move's
``moved_out``/``moved_in`` events name the player and both tables, for a private line and
the new table's message.

Timers: `next_deadline` is the earliest table timer or scheduled start; `tick` starts the
tournaments that are due (or cancels them below the minimum, with refunds) and plays the due
tables.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import json
import logging
import random
import secrets
import time
from collections.abc import AsyncIterator, Callable, Sequence
from dataclasses import dataclass, field
from typing import Final

from bot.matches.opponents import default_opponent, make_opponent
from bot.matches.seeds import SeedSource, decision_seed
from bot.registry import MTT_PREFIX, BrokenRecord, CommunityFilter, write_through
from bot.store import LedgerRow, MatchRecord, Store
from bot.tables.commands import TableCommand, TableOutcome
from bot.tables.model import Change, Table
from bot.tables.service import Clock, LiveTable, TableService, _dumps, restore_table
from bot.tournaments import reminders
from bot.tournaments.errors import NotAdmin, StartInThePast, TournamentError
from bot.tournaments.lobby import Lobby, lobby
from bot.tournaments.mtt import (
    CANCELLED,
    FINISHED,
    REGISTERING,
    RUNNING,
    Hub,
    Settled,
)
from bot.tournaments.mtt_store import RowUpdate, commit_rows
from bot.tournaments.mtt_table import MttTable
from bot.tournaments.schedule import Schedule
from bot.tournaments.service import HOUSE
from engine.ai.base import Policy
from engine.ai.poker.pushfold import PushFoldBot
from engine.protocol import JSON, Action, Event
from engine.tournament.seating import tables_needed

log = logging.getLogger(__name__)

TABLE_PREFIX: Final = MTT_PREFIX + "table:"


class MttClosed(TournamentError):
    def __init__(self) -> None:
        super().__init__("error-mtt-closed")


@dataclass(eq=False)
class LiveHub:
    id: int
    channel: str
    hub: Hub
    lock: asyncio.Lock = field(default_factory=asyncio.Lock, repr=False)


@dataclass(frozen=True, slots=True)
class HubOutcome:
    """The tournament right after one committed decision: its events and public facts."""

    hub_id: int
    seq: int
    events: tuple[Event, ...]
    view: dict[str, JSON]
    ledger_rows: tuple[LedgerRow, ...] = ()


Outcome = TableOutcome | HubOutcome
Listener = Callable[[Sequence[Outcome]], None]


ENDED_KEPT: Final = 64  # ended tournaments kept to show (`MttService.shown`)
LEASE: Final = "mtt-owner:"  # + a tournament's id: the process driving it (`lease_s`)


class MttService(TableService):
    game_prefix = TABLE_PREFIX
    table_class = MttTable

    def __init__(
        self,
        store: Store,
        *,
        clock: Clock = time.time,
        seeds: SeedSource | None = None,
        communities: str | CommunityFilter | None = None,
        draw: random.Random | None = None,
        listener: Listener | None = None,
        bot_policy: str | None = None,
        pace: int | None = None,
        lease_s: float | None = None,
    ) -> None:
        """`bot_policy`: the computer seats' player by name (`bot.matches.opponents`; None:
        the game's own); at Hold'em it decides when deep, a push-or-fold chart when short.
        `pace`: a table deals its next hand only while it is fewer than this many hands
        ahead of the slowest table of its tournament still playing (None: no limit), so
        tables of computer seats do not race ahead of a person's (the console). `lease_s`:
        several processes serve the same communities (Telegram webhook workers), so each
        tournament and its tables are driven by the one holding its lease in the store
        (`LEASE` + its id, for `lease_s`, kept by `renew`); None: this process drives every
        tournament of its communities."""
        super().__init__(store, clock=clock, seeds=seeds, communities=communities,
                         bot_policy=bot_policy)
        self._draw: random.Random = draw if draw is not None else secrets.SystemRandom()
        self._hubs: dict[int, LiveHub] = {}
        # The tournaments that ended here lately, as they ended: a front end shows their last
        # news and lobby after the service let them go (`shown`); nothing acts on them.
        self._ended: dict[int, LiveHub] = {}
        self._listener = listener
        self._drivers: dict[int, asyncio.Task[None]] = {}
        self._again: set[int] = set()
        self._pushfold: Policy | None = None
        self._pace = pace
        self._lease_s = lease_s
        self._elsewhere: set[int] = set()  # open tournaments another process drives
        self.settles = 0  # decisions written (a benchmark reads it)
        self.failures: list[BaseException] = []  # drivers that stopped on an error (logged)

    # -- lookup ----------------------------------------------------------------------------

    def hub(self, hub_id: int) -> LiveHub:
        try:
            return self._hubs[hub_id]
        except KeyError:
            raise MttClosed() from None

    def shown(self, hub_id: int) -> LiveHub:
        """The tournament to show: open here, or ended here lately (`MttClosed` else)."""
        lh = self._hubs.get(hub_id) or self._ended.get(hub_id)
        if lh is None:
            raise MttClosed()
        return lh

    def hubs(self) -> list[LiveHub]:
        return list(self._hubs.values())

    async def listed(self, community: str) -> list[LiveHub]:
        """Every open tournament of `community`, to list: the ones driven here and, read from
        the store, the ones other processes drive (copies to show, never to act on)."""
        found = [lh for lh in self._hubs.values() if lh.hub.community == community]
        if self._lease_s is None:
            return found
        for hub_id, game, _, _ in await self.store.open_games(community):
            if not game.startswith(MTT_PREFIX) or game.startswith(TABLE_PREFIX) \
                    or hub_id in self._hubs:
                continue
            record = await self.store.load_match(hub_id)
            try:
                assert record is not None
                found.append(LiveHub(hub_id, record.channel,
                                     Hub.from_dict(json.loads(record.state_json))))
            except Exception:  # (a broken row: its driver's log says what is wrong)
                continue
        return sorted(found, key=lambda lh: lh.id)

    def tables_of(self, hub_id: int) -> dict[int, MttTable]:
        hub = self.shown(hub_id).hub
        out: dict[int, MttTable] = {}
        for table_id in sorted(hub.tables):
            live = self._tables.get(table_id)
            if live is not None and isinstance(live.table, MttTable):
                out[table_id] = live.table
        return out

    def view(self, hub_id: int) -> dict[str, JSON]:
        return self.shown(hub_id).hub.view(self.tables_of(hub_id))

    def table_of(self, hub_id: int, player: int) -> LiveTable | None:
        """The table where `player` sits in this tournament (the "My table" a front end
        shows), or None."""
        for table_id in self.hub(hub_id).hub.tables:
            live = self._tables.get(table_id)
            if live is not None and live.table.seat_of(player) is not None:
                return live
        return None

    def lobby(self, hub_id: int) -> Lobby:
        """The tournament's lobby model for a front end to render (`bot.tournaments.lobby`)."""
        lh = self.shown(hub_id)
        return lobby(lh.id, lh.hub, self.tables_of(hub_id))

    def next_deadline(self) -> float | None:
        times = [t for t in (super().next_deadline(),) if t is not None]
        times.extend(t for t in (reminders.next_time(h.hub.schedule, h.hub.reminded)
                                 for h in self._hubs.values() if h.hub.status == REGISTERING)
                     if t is not None)
        times.extend(h.hub.schedule.start_at for h in self._hubs.values()
                     if h.hub.status == REGISTERING)
        times.extend(t for t in (h.hub.field_closes_at() for h in self._hubs.values())
                     if t is not None)
        return min(times, default=None)

    # -- scheduling and registration (NK-7.5, NK-9.8, NK-9.9) --------------------------------

    async def schedule(
        self, community: str, channel: str, schedule: Schedule, *, is_admin: bool,
        creator: int | None = None,
    ) -> LiveHub:
        """A tournament open for registration until `schedule.start_at`. `is_admin`: the front
        end's decision that the creator may (Discord: Manage Server; Telegram: a group admin;
        console: anyone); `NotAdmin` otherwise, `StartInThePast` for a start already gone by
        (nothing written). Reminders already past at creation are not posted."""
        if not is_admin:
            raise NotAdmin()
        if not self.owns(community):
            raise ValueError(f"community {community!r} is not driven by this service")
        now = self._clock()
        if schedule.start_at < now - 60:
            raise StartInThePast()
        house = await self.store.ensure_player(*HOUSE)
        hub = Hub(community, schedule, house, creator,
                  reminded=reminders.passed(schedule, now))
        hub_id = await self.store.create_match(
            MTT_PREFIX + schedule.mode, community, channel, seats=(),
            state_json=_dumps(hub.to_dict()), meta_json="{}",
            deadline=schedule.start_at,
        )
        live = LiveHub(hub_id, channel, hub)
        self._hubs[hub_id] = live
        if not await self._holds(hub_id):
            log.error("tournament %s: just made here, yet held elsewhere", hub_id)
        return live

    async def register(self, hub_id: int, player: int, name: str) -> HubOutcome:
        """Pay the entry (`InsufficientBalance` when short: nothing changes). Before the start
        a registration; after it a late registration or a re-entry (NK-9.8), seated at once
        with the full starting stack."""
        lh = self.hub(hub_id)
        if lh.hub.status == REGISTERING:
            async with lh.lock:
                return await self._hub_only(lh, {"kind": "register", "player": player},
                                            lambda h: h.register(player, name)[1],
                                            Event("registered", None, {"name": name}))
        return await self._enter(lh, player, name)

    async def add_bots(self, hub_id: int, count: int) -> HubOutcome:
        """BOT entries before the start (NK-8.3), their entries paid in by the house."""
        lh = self.hub(hub_id)
        async with lh.lock:
            return await self._hub_only(lh, {"kind": "bots", "count": count},
                                        lambda h: h.add_bots(count)[1],
                                        Event("bots_registered", None, {"count": count}))

    async def unregister(self, hub_id: int, player: int) -> HubOutcome:
        """Leave before the start; the entry is refunded (NK-9.9)."""
        lh = self.hub(hub_id)
        async with lh.lock:
            return await self._hub_only(lh, {"kind": "unregister", "player": player},
                                        lambda h: h.unregister(player),
                                        Event("unregistered", None, {"player": player}))

    async def cancel(self, hub_id: int, by: int | None) -> HubOutcome:
        """Call it off before the start (the creator; None: the server); every entry is
        refunded."""
        lh = self.hub(hub_id)
        async with lh.lock:
            outcome = await self._hub_only(lh, {"kind": "cancel", "by": by},
                                           lambda h: h.cancel(by),
                                           Event("tournament_cancelled", None))
        self._end(hub_id)
        return outcome

    async def start(self, hub_id: int) -> HubOutcome:
        """Start now: below the minimum the tournament is cancelled with refunds; else the
        draw seats everyone (NK-7.5) and the tables start dealing."""
        lh = self.hub(hub_id)
        async with lh.lock:
            hub = lh.hub
            if hub.status != REGISTERING:
                raise TournamentError("error-tournament-started")
            if hub.below_minimum():
                outcome = await self._hub_only(
                    lh, {"kind": "cancel", "by": None, "why": "minimum"},
                    lambda h: h.cancel(None),
                    Event("tournament_cancelled", None, {"why": "minimum",
                                                         "minimum": hub.schedule.min_players}))
                self._end(hub_id)
                return outcome
            now = self._clock()
            count = tables_needed(len(hub.registered()), hub.schedule.table_size)
            lives = [await self._new_table(lh, now) for _ in range(count)]

            def draw() -> Settled:
                seating = hub.start([live.id for live in lives], self._draw, now)
                hub.seat_draw(seating, [_mtt(live) for live in lives])
                events = {live.id: (Event("table_start", None, {"table": model.number}),)
                          for model, live in zip(seating, lives, strict=True)}
                return Settled(tuple(live.id for live in lives), events, (
                    Event("mtt_started", None, {"entries": hub.entries(), "tables": count,
                                                "pool": hub.pool,
                                                "prizes": list(hub.prizes)}),), ())

            outcomes = await self._commit(lh, {"kind": "start"}, lives, draw)
        self._emit(outcomes)
        for live in lives:
            self._kick(live)
        hub_outcome = outcomes[-1]
        assert isinstance(hub_outcome, HubOutcome)
        return hub_outcome

    async def _enter(self, lh: LiveHub, player: int | None, name: str) -> HubOutcome:
        async with lh.lock:
            hub = lh.hub
            if hub.status != RUNNING:
                raise MttClosed()
            now = self._clock()
            lives = self._live_tables(hub)
            if not any(None in live.table.seats for live in lives):
                lives.append(await self._new_table(lh, now))
            extra = lives[-1].id if lives[-1].id not in hub.tables else None
            async with _all_locks(lives):
                tables = {live.id: _mtt(live) for live in lives}

                def enter() -> Settled:
                    entrant, rows = hub.enter(player, name)
                    spot = hub.seat_late(entrant, tables, self._draw, extra)
                    assert spot is not None
                    table_id, seat = spot
                    events = {table_id: (Event("late_entry", seat, {
                        "name": name, "player": player, "table": tables[table_id].number,
                        "seat": seat, "entry": entrant.entry}),)}
                    return Settled((table_id,), events, (Event("entered", None, {
                        "name": name, "player": player, "entry": entrant.entry,
                        "table": tables[table_id].number, "pool": hub.pool}),), rows)

                outcomes = await self._commit(lh, {"kind": "enter", "player": player},
                                              lives, enter)
        self._emit(outcomes)
        for live in lives:
            self._kick(live)
        hub_outcome = outcomes[-1]
        assert isinstance(hub_outcome, HubOutcome)
        return hub_outcome

    # -- play ------------------------------------------------------------------------------

    async def act(self, command: TableCommand) -> list[TableOutcome]:
        out = await super().act(command)
        live = self._tables.get(command.table_id)
        if live is not None:
            self._kick(live)
        return out

    async def remind(self, now: float | None = None) -> list[HubOutcome]:
        """Post the reminders due (see `bot.tournaments.reminders`): each is written to the
        tournament's row first, then handed to the listener as a `HubOutcome` with one
        ``mtt_reminder`` event (data: ``start_at``, ``minutes`` left, ``registered``,
        ``offset``); returned too. `tick` calls it."""
        now = self._clock() if now is None else now
        out: list[HubOutcome] = []
        for lh in list(self._hubs.values()):
            hub = lh.hub
            if hub.status != REGISTERING:
                continue
            found = reminders.due(hub.schedule, hub.reminded, now)
            if found.done == hub.reminded:
                continue
            async with lh.lock:
                if lh.hub.status != REGISTERING or lh.hub.reminded != hub.reminded:
                    continue
                data: dict[str, JSON] = {
                    "start_at": hub.schedule.start_at,
                    "minutes": found.minutes_left(hub.schedule, now),
                    "registered": len(hub.registered()), "offset": found.post}

                def mark(h: Hub, done: tuple[int, ...] = found.done) -> tuple[LedgerRow, ...]:
                    h.reminded = done
                    return ()

                if found.post is None:  # only marking offsets passed together
                    await self._commit(lh, {"kind": "reminded"}, [],
                                       functools.partial(_marked, mark, lh.hub))
                    continue
                record: dict[str, JSON] = {"kind": "reminder", "offset": found.post}
                out.append(await self._hub_only(lh, record, mark,
                                                Event("mtt_reminder", None, data)))
        return out

    async def tick(self) -> list[TableOutcome]:
        now = self._clock()
        await self.remind(now)
        for lh in list(self._hubs.values()):
            if lh.hub.status == REGISTERING and lh.hub.schedule.start_at <= now:
                try:
                    await self.start(lh.id)
                except TournamentError:
                    if lh.hub.status == REGISTERING:  # (else a tick beside this one started it)
                        log.exception("tournament %s: could not start", lh.id)
                except Exception:
                    log.exception("tournament %s: could not start", lh.id)
        for lh in list(self._hubs.values()):
            hub = lh.hub
            if hub.status == RUNNING and not hub.final and hub.closes_by(now):
                await self._settle(lh, force=True)  # the field closes on time
        out = await super().tick()
        for outcome in out:
            live = self._tables.get(outcome.table_id)
            if live is not None:
                self._kick(live)
        return out

    async def settle_all(self) -> None:
        """Settle every tournament's held tables now (after loading)."""
        for lh in list(self._hubs.values()):
            if lh.hub.status == RUNNING:
                await self._settle(lh)

    async def finished(self, hub_id: int) -> None:
        """Wait until the tournament is over (a simulation's tables are all computer seats);
        a driver that failed re-raises here."""
        while True:
            if self.failures:
                raise self.failures[0]
            lh = self._hubs.get(hub_id)
            if lh is None or lh.hub.status in (FINISHED, CANCELLED):
                return
            tasks = [t for t in self._drivers.values() if not t.done()]
            if not tasks:
                # Nothing is driving: a hold that nobody settled, or a person to act.
                await self._settle(lh)
                for live in self._live_tables(lh.hub):
                    self._kick(live)
                if not [t for t in self._drivers.values() if not t.done()]:
                    return
                continue
            await asyncio.wait(tasks, return_when=asyncio.FIRST_COMPLETED)

    async def quiet(self) -> None:
        """Wait until no table is being played (every task waits for a person, or is done);
        a driver that failed re-raises here."""
        while True:
            if self.failures:
                raise self.failures[0]
            tasks = [t for t in self._drivers.values() if not t.done()]
            if not tasks:
                return
            await asyncio.wait(tasks)

    async def close(self, table_id: int, host: int | None = None) -> list[TableOutcome]:
        raise TournamentError("error-tournament-no-standing")

    async def stop(self) -> None:
        """Stop the drivers (at shutdown; what they committed stands)."""
        tasks = list(self._drivers.values())
        for task in tasks:
            task.cancel()
        for task in tasks:
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await task
        self._drivers.clear()

    # -- loading ---------------------------------------------------------------------------

    async def load_open(self) -> list[LiveTable]:
        """Every open tournament of this service's communities and its tables; unused rows
        closed; held tables settled; play goes on."""
        for record in await self.store.load_open_matches(MTT_PREFIX, excluding=(TABLE_PREFIX,)):
            if (record.game.startswith(MTT_PREFIX) and not record.game.startswith(TABLE_PREFIX)
                    and self.owns(record.community) and record.id not in self._hubs):
                try:
                    hub = Hub.from_dict(json.loads(record.state_json))
                except Exception:
                    log.exception("tournament %s: does not load; left in the store", record.id)
                    continue
                if hub.seq != record.seq:
                    log.error("tournament %s: snapshot seq %s differs from its row (%s)",
                              record.id, hub.seq, record.seq)
                    continue
                if not await self._holds(record.id):
                    self._elsewhere.add(record.id)  # another process drives it and its tables
                    continue
                self._elsewhere.discard(record.id)
                self._hubs[record.id] = LiveHub(record.id, record.channel, hub)
        loaded = await super().load_open()
        for live in loaded:
            table = _mtt(live)
            lh = self._hubs.get(table.tournament)
            if lh is None or live.id not in lh.hub.tables:
                await self._close_unused(live)
        await self.settle_all()
        for lh in self._hubs.values():
            for live in self._live_tables(lh.hub):
                self._kick(live)
        return [live for live in loaded if live.id in self._tables]

    def _loads(self, record: MatchRecord) -> bool:
        """Not the tables of a tournament another process drives."""
        try:
            tournament = int(json.loads(record.state_json)["mtt"]["tournament"])
        except (ValueError, KeyError, TypeError):
            return True  # (a broken row: loading it says what is wrong)
        return tournament not in self._elsewhere

    async def adopt_due(self, before: float) -> list[LiveTable]:
        """Nothing: a tournament's tables are driven with their tournament, by the process
        that holds it (`renew` takes on a tournament whose driver is gone)."""
        return []

    async def catch_up(self, community: str) -> list[LiveTable]:
        return []  # (see `adopt_due`)

    async def _holds(self, hub_id: int) -> bool:
        """Whether this process drives tournament `hub_id` (its lease taken or kept)."""
        if self._lease_s is None:
            return True
        return await self.store.claim_timer(f"{LEASE}{hub_id}", self._lease_s)

    async def driver_of(self, game_id: int) -> str | None:
        """The process that drives the tournament game `game_id` belongs to (the tournament
        or one of its tables) when that is another process whose lease is live: an update
        for it is that one's to handle (`bot.relay`). None when this process drives it, nobody
        does now (`renew` takes it on), or `game_id` is no open tournament's (one read)."""
        if self._lease_s is None or game_id in self._hubs or game_id in self._tables:
            return None
        record = await self.store.load_match(game_id)
        if record is None or record.status != "open":
            return None
        if record.game.startswith(TABLE_PREFIX):
            try:
                hub_id = int(json.loads(record.state_json)["mtt"]["tournament"])
            except (ValueError, KeyError, TypeError):
                return None  # (a broken row: whoever loads it says what is wrong)
            if hub_id in self._hubs:
                return None
        elif record.game.startswith(MTT_PREFIX):
            hub_id = game_id
        else:
            return None
        key = f"{LEASE}{hub_id}"
        holder, until = (await self.store.claims(key)).get(key, ("", 0.0))
        if until <= self._clock() or holder in ("", self.store.holder):
            return None
        return holder

    async def renew(self) -> list[LiveHub]:
        """Several processes (`lease_s`): keep the leases of the tournaments driven here (one
        lost, after a stall longer than the lease, is let go: another drives it now; one of a
        community this process no longer serves, `owns`, is handed back), and take on open
        ones whose lease is gone (its driver died or stopped); the ones taken on.
        Two reads when there is nothing to take on."""
        if self._lease_s is None:
            return []
        for hub_id, lh in list(self._hubs.items()):
            if not self.owns(lh.hub.community):
                await self._hand_back(hub_id)
            elif not await self._holds(hub_id):
                log.error("tournament %s: another process drives it now; let go here", hub_id)
                self._let_go(hub_id)
        leases = await self.store.claims(LEASE)
        now = self._clock()
        driverless = [
            hub_id for hub_id, game, community, _ in await self.store.open_games()
            if game.startswith(MTT_PREFIX) and not game.startswith(TABLE_PREFIX)
            and self.owns(community) and hub_id not in self._hubs
            and leases.get(f"{LEASE}{hub_id}", ("", 0.0))[1] <= now
        ]
        if not driverless:
            return []
        before = set(self._hubs)
        await self.load_open()  # (takes the lease of each one not held that is free)
        return [lh for hub_id, lh in self._hubs.items() if hub_id not in before]

    async def release(self) -> None:
        """A clean stop (after `stop`): give the leases up so that another process, or this
        one restarted, drives the tournaments at once."""
        if self._lease_s is not None:
            await self.store.release_claims(LEASE)

    async def _hand_back(self, hub_id: int) -> None:
        """This process no longer serves the tournament's community (a Discord shard it
        covered is back): stop its tables, wait until what they committed is written, let it
        go and give its lease up, so that the community's own process drives it at once."""
        tables = self._hubs[hub_id].hub.tables
        tasks = [task for table_id, task in self._drivers.items() if table_id in tables]
        for task in tasks:
            task.cancel()
        for task in tasks:
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await task
        await self.store.writer.run(lambda db: None)  # (after every write queued before it)
        self._let_go(hub_id)
        await self.store.release_claim(f"{LEASE}{hub_id}")
        log.info("tournament %s: handed back to its community's own process", hub_id)

    def _end(self, hub_id: int) -> None:
        """The tournament is over or called off: no longer driven, still shown a while."""
        lh = self._hubs.pop(hub_id, None)
        if lh is None:
            return
        self._ended[hub_id] = lh
        while len(self._ended) > ENDED_KEPT:
            del self._ended[next(iter(self._ended))]  # the oldest

    def _let_go(self, hub_id: int) -> None:
        lh = self._hubs.pop(hub_id)
        self._elsewhere.add(hub_id)
        for table_id in lh.hub.tables:
            task = self._drivers.pop(table_id, None)
            if task is not None:
                task.cancel()
            self.forget(table_id)

    async def _close_unused(self, live: LiveTable) -> None:
        table = _mtt(live)
        if table.entrants or table.busts:
            log.error("table %s: not its tournament's, yet seats players; left open", live.id)
            return

        def close(t: Table) -> Change:
            t.closed = True
            return Change((Event("unused", None),))

        async with live.lock:
            await self._change(live, {"kind": "unused"}, close)

    # -- internals -------------------------------------------------------------------------

    def _live_tables(self, hub: Hub) -> list[LiveTable]:
        return [self._tables[t] for t in sorted(hub.tables) if t in self._tables]

    async def _new_table(self, lh: LiveHub, now: float) -> LiveTable:
        """A table row for the tournament, empty and held; the decision that fills it adds it
        to the hub (unused, it is closed at the next start-up)."""
        hub = lh.hub
        table = MttTable.new(hub.community, hub.schedule, lh.id, 0, now)
        key = f"{hub.community}:{lh.channel}:{lh.id}:{len(self._tables)}:{now}"
        bot_seed = self._seeds.match_seed(key)
        state_json = _dumps(table.to_dict())
        table_id = await self.store.create_match(
            TABLE_PREFIX + hub.schedule.mode, hub.community, lh.channel, seats=(),
            state_json=state_json, meta_json=_dumps({"bot_seed": str(bot_seed)}),
        )
        live = LiveTable(table_id, lh.channel, table, bot_seed, base=state_json)
        self._tables[table_id] = live
        return live

    async def _hub_only(
        self, lh: LiveHub, record: dict[str, JSON],
        change: Callable[[Hub], tuple[LedgerRow, ...]], event: Event,
    ) -> HubOutcome:
        def decide() -> Settled:
            return Settled((), {}, (event,), change(lh.hub))

        outcomes = await self._commit(lh, record, [], decide)
        self._emit(outcomes)
        outcome = outcomes[-1]
        assert isinstance(outcome, HubOutcome)
        return outcome

    async def _settle(self, lh: LiveHub, *, force: bool = False) -> bool:
        """Settle the tournament's held tables (see `Hub.settle`; `force`: even with none
        held, as when the field closes on time); whether it changed anything."""
        async with lh.lock:
            hub = lh.hub
            if hub.status != RUNNING:
                return False
            lives = self._live_tables(hub)
            async with _all_locks(lives):
                lives = [live for live in lives if self._tables.get(live.id) is live]
                tables = {live.id: _mtt(live) for live in lives}
                if not force and not any(t.hold and not t.live for t in tables.values()):
                    return False
                now = self._clock()
                outcomes = await self._commit(
                    lh, {"kind": "settle"}, lives,
                    lambda: hub.settle(tables, self._draw, now),
                )
        self.settles += 1
        self._emit(outcomes)
        for live in lives:
            if self._tables.get(live.id) is live:
                self._kick(live)
        if lh.hub.status != RUNNING:
            self._end(lh.id)
        return len(outcomes) > 0

    async def _commit(
        self, lh: LiveHub, record: dict[str, JSON], lives: Sequence[LiveTable],
        decide: Callable[[], Settled],
    ) -> list[Outcome]:
        """Run `decide` on the hub and `lives` (their locks held by the caller) and write the
        hub and every table it changed in one transaction. On any failure the hub comes back
        from its snapshot and the tables from their rows, which hold what memory held before
        (every table change is committed before it is kept), so no table is copied up front."""
        hub_before = lh.hub.to_dict()
        by_id = {live.id: live for live in lives}
        now = self._clock()
        try:
            settled = decide()
            hub = lh.hub
            updates: list[RowUpdate] = []
            action = _dumps(record)
            changed = [by_id[t] for t in settled.tables]
            for live in changed:
                table = live.table
                old = table.seq
                table.seq += 1
                events = settled.table_events.get(live.id, ())
                updates.append(RowUpdate(
                    live.id, old, _dumps(table.to_dict()), table.seq, table.hand_no, action,
                    _dumps([e.to_dict() for e in events]),
                    "finished" if table.closed else None, table.next_deadline()))
            hub_changed = hub.to_dict() != hub_before
            if hub_changed or settled.events or settled.rows:
                old = hub.seq
                hub.seq += 1
                status = {FINISHED: "finished", CANCELLED: "cancelled"}.get(hub.status)
                deadline = hub.schedule.start_at if hub.status == REGISTERING else None
                updates.append(RowUpdate(
                    lh.id, old, _dumps(hub.to_dict()), hub.seq, 0, action,
                    _dumps([e.to_dict() for e in settled.events]), status, deadline))
            if not updates:
                return []
            commit = commit_rows(self.store, updates, settled.rows, lh.id, now)
        except BaseException:
            await self._restore(lh, hub_before, lives)
            raise
        try:
            cancelled = await write_through(commit, on_failure=lambda: None)
        except BaseException:
            await self._restore(lh, hub_before, lives)
            raise
        outcomes: list[Outcome] = []
        for update in updates:  # each table row written is its new snapshot
            if update.match_id in by_id:
                by_id[update.match_id].base, by_id[update.match_id].steps = update.state_json, []
        for live in changed:
            if live.table.closed:
                self._drop(live)
            else:
                self._schedule(live)
            outcomes.append(_table_outcome(live, settled.table_events.get(live.id, ())))
        outcomes.append(HubOutcome(lh.id, lh.hub.seq, settled.events,
                                   lh.hub.view(self.tables_of(lh.id) if lh.id in self._hubs
                                               else None), settled.rows))
        if cancelled:
            raise asyncio.CancelledError
        return outcomes

    async def _restore(
        self, lh: LiveHub, hub_before: dict[str, JSON], lives: Sequence[LiveTable]
    ) -> None:
        lh.hub = Hub.from_dict(hub_before)
        for live in lives:
            record = await self.store.load_match(live.id)
            if record is None or record.status != "open":
                self._drop(live)
                continue
            try:
                live.table = restore_table(record, MttTable).table
            except BrokenRecord:
                log.exception("table %s: does not load after a failed decision", live.id)
                self._drop(live)
                continue
            self._schedule(live)

    def _emit(self, outcomes: Sequence[Outcome]) -> None:
        if self._listener is not None and outcomes:
            try:
                self._listener(outcomes)
            except Exception:
                log.exception("tournament listener failed")

    def _kick(self, live: LiveTable) -> None:
        """Make sure a task plays the table on (see the module docstring)."""
        task = self._drivers.get(live.id)
        if task is not None and not task.done():
            self._again.add(live.id)
            return
        task = asyncio.create_task(self._drive(live), name=f"mtt-table-{live.id}")
        self._drivers[live.id] = task
        task.add_done_callback(functools.partial(self._driver_done, live.id))

    def _driver_done(self, table_id: int, task: asyncio.Task[None]) -> None:
        if self._drivers.get(table_id) is task:
            del self._drivers[table_id]
        if task.cancelled():
            return
        error = task.exception()
        if error is not None:
            log.error("table %s: its driver stopped", table_id, exc_info=error)
            self.failures.append(error)

    async def _drive(self, live: LiveTable) -> None:
        while True:
            self._again.discard(live.id)
            if self._tables.get(live.id) is not live:
                return
            async with live.lock:
                if self._tables.get(live.id) is not live:
                    return
                out = await self._advance(live)
            self._emit(out)
            table = _mtt(live)
            if table.hold and not table.live and not table.closed:
                lh = self._hubs.get(table.tournament)
                if lh is not None:
                    await self._settle(lh)
                if table.hold and live.id not in self._again:
                    return  # waits for the other tables (hand-for-hand): they kick it
                continue
            if not out and live.id not in self._again:
                return  # a person to act, or nobody to play with yet
            await asyncio.sleep(0)  # let the other tables' tasks run

    def _next_step(
        self, live: LiveTable
    ) -> tuple[dict[str, JSON], Callable[[Table], Change]] | None:
        table = live.table
        if self._pace is not None and table.can_deal() and self._ahead(_mtt(live), self._pace):
            return None  # waits for the slower tables: a settle kicks it again
        return super()._next_step(live)

    def _ahead(self, table: MttTable, pace: int) -> bool:
        lh = self._hubs.get(table.tournament)
        if lh is None:
            return False
        others = [t for t in self.tables_of(lh.id).values()
                  if t is not table and (t.live or t.can_deal())]
        return bool(others) and table.hand_no >= min(t.hand_no for t in others) + pace

    def _bot_action(self, live: LiveTable, seat: int) -> Action:
        table = live.table
        hand = table.hand
        assert hand is not None
        mode = table.config.mode
        policy: Policy
        name = self._bot_policy or default_opponent(mode)
        if mode == "holdem":
            if self._pushfold is None:
                self._pushfold = PushFoldBot(make_opponent(mode, name))
            policy = self._pushfold
        else:
            cached = self._policies.get(mode)
            if cached is None:
                cached = make_opponent(mode, name)
                self._policies[mode] = cached
            policy = cached
        rng = random.Random(decision_seed(live.bot_seed, table.seq, seat))
        return policy.decide(hand.private_view(seat), hand.legal_actions(seat), rng)


def _marked(mark: Callable[[Hub], tuple[LedgerRow, ...]], hub: Hub) -> Settled:
    return Settled((), {}, (), mark(hub))


def _mtt(live: LiveTable) -> MttTable:
    table = live.table
    assert isinstance(table, MttTable)
    return table


@contextlib.asynccontextmanager
async def _all_locks(lives: Sequence[LiveTable]) -> AsyncIterator[None]:
    """Every table's lock, in row-id order."""
    async with contextlib.AsyncExitStack() as stack:
        for live in sorted(lives, key=lambda live: live.id):
            await stack.enter_async_context(live.lock)
        yield


def _table_outcome(live: LiveTable, events: tuple[Event, ...]) -> TableOutcome:
    table = live.table
    return TableOutcome(
        table_id=live.id, seq=table.seq, hand_no=table.hand_no, hand_seq=table.hand_seq,
        closed=table.closed, deadline=table.turn_deadline if table.live else None,
        events=events, public_view=table.public_view(),
    )
