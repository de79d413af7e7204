"""Live tables in memory, one `asyncio.Lock` each; every change is committed before it returns.

Storage decision: a table is a row of the store's `matches` (game ``"table:<mode>"``) whose
`state_json` is the whole table *with its current hand* (`Table.to_dict()`) as of the row's
`snapshot_seq`, `seq` counts the table's changes and `deal_no` is the hand number. Lean
writes (issue 15.2): a poker move that leaves the hand live and moves no chip in the ledger
(`bot.tables.model.REPLAYABLE`) writes only its event row, whose action record (with the time
it was made) replays it, and the row's seq; every other change, and at the latest every
`SNAPSHOT_EVERY` changes, writes the whole snapshot again. So a hand costs about one snapshot
(its deal) plus a small row per move, each change is serialized once, and loading replays
the moves since the snapshot (`restore_table`; the engines are deterministic). The live table
keeps the last snapshot written and the moves since (`LiveTable.base`, `steps`): a failed
commit rebuilds the table from them, as loading would. So a table reuses the store's one-transaction
`commit_action` (snapshot + event row + ledger rows: buy-ins and cash-outs move with the change
that causes them), its seq guard, and its open-match reload at start-up. The row's `deadline`
is the table's earliest timer, so a restarted bot reschedules it. Seats change during play, so
they live in the snapshot, not in `match_seats` (which stays empty for tables).

Each change runs under the table's lock: check the command is fresh, change the table, commit;
on any failure the table is rebuilt from the snapshot taken before, so memory never runs ahead
of the store. After a change the service plays what the server plays itself (computer seats,
sat-out seats, expired timers, the next deal), each as its own committed change.
"""

from __future__ import annotations

import asyncio
import json
import logging
import random
import time
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any, Final

from bot.adoption import Adoption
from bot.deadlines import Deadlines
from bot.errors import DuplicateCommand, MatchNotFound, SeqConflict, StaleCommand
from bot.matches.opponents import default_opponent, make_opponent
from bot.matches.seeds import SecretSeeds, SeedSource, decision_seed
from bot.registry import (
    TABLE_PREFIX,
    BrokenRecord,
    CommunityFilter,
    collector_paused,
    community_filter,
    downtime,
    json_object,
    write_through,
)
from bot.store import TIMER_LEASE_S, EscrowMismatch, MatchRecord, Store, timer_key
from bot.tables import invites
from bot.tables.buy_in import Joined, buy_in_amount, can_buy_in
from bot.tables.commands import TableCommand, TableOutcome
from bot.tables.config import TableConfig
from bot.tables.errors import AlreadySeated, InviteInvalid, TableClosed
from bot.tables.model import REPLAYABLE, Change, Table
from engine.ai.base import Policy
from engine.protocol import JSON, Action

log = logging.getLogger(__name__)

GAME_PREFIX: Final = TABLE_PREFIX
RECENT_COMMANDS: Final = 32  # applied commands remembered per table to spot double clicks
MAX_AUTO_STEPS: Final = 10_000  # a runaway guard for the server's own moves after one change
SNAPSHOT_EVERY: Final = 64  # a lean write at most this many changes after the last snapshot

Clock = Callable[[], float]


@dataclass(eq=False)
class LiveTable:
    id: int
    channel: str
    table: Table
    bot_seed: int
    base: str = field(default="", repr=False)  # the last snapshot written (JSON)
    steps: list[dict[str, JSON]] = field(default_factory=list, repr=False)  # lean ones since
    lock: asyncio.Lock = field(default_factory=asyncio.Lock, repr=False)
    applied: deque[tuple[int, int, int, str, int | None, int | None]] = field(
        default_factory=lambda: deque(maxlen=RECENT_COMMANDS), repr=False
    )

    def rebuild(self) -> Table:
        """The table as committed: the last snapshot with the lean changes since replayed."""
        table = type(self.table).from_dict(json.loads(self.base))
        for step in self.steps:
            table.replay(step)
        if not table.house:
            table.house = self.table.house
        return table


class TableService:
    """The tables of one process over one store.

    `seeds` draws each hand's shuffle seed and each table's computer-seat seed (secret in play,
    derived in a simulation); `clock` drives every timer (injectable for tests).
    `communities` (a prefix such as "tg:", a predicate, or None for all; see
    `bot.registry.community_filter`) is what this process drives: only those tables are created
    and loaded here, so lookups, `tick` and `next_deadline` never reach another front end's
    tables on the same database.

    A subclass may run another kind of table on the same machinery: `game_prefix` names its
    rows in the store and `table_class` loads their snapshots (`bot.tournaments`).
    """

    game_prefix: str = GAME_PREFIX
    table_class: type[Table] = Table

    def __init__(
        self,
        store: Store,
        *,
        clock: Clock = time.time,
        seeds: SeedSource | None = None,
        bot_policy: str | None = None,
        communities: str | CommunityFilter | None = None,
    ) -> None:
        self.store = store
        self.owns: CommunityFilter = community_filter(communities)
        self._clock = clock
        self._seeds: SeedSource = seeds if seeds is not None else SecretSeeds()
        self._bot_policy = bot_policy
        self._policies: dict[str, Policy] = {}
        self._tables: dict[int, LiveTable] = {}
        self._invites: dict[str, int] = {}  # token digest -> table id
        # The timers (each table's current earliest deadline): `next_deadline` and a `tick`
        # with nothing due look at no table.
        self._deadlines = Deadlines()
        self._adoption = Adoption()  # what `adopt_due` could not load

    # -- lookup ----------------------------------------------------------------------------

    def get(self, table_id: int) -> LiveTable:
        try:
            return self._tables[table_id]
        except KeyError:
            raise TableClosed() from None

    def __iter__(self) -> Iterator[LiveTable]:
        return iter(list(self._tables.values()))

    def __len__(self) -> int:
        return len(self._tables)

    def of_player(self, player: int) -> list[LiveTable]:
        return [t for t in self if t.table.seat_of(player) is not None]

    def chips_at_tables(self, community: str, player: int) -> int:
        """The player's chips on this process's open tables of `community` (stacks and chips
        in hands still in play, not yet in a pot)."""
        total = 0
        for live in self:
            table = live.table
            seat = table.seat_of(player)
            if table.community == community and seat is not None:
                total += table.seat_chips(seat)
        return total

    def next_deadline(self) -> float | None:
        """The earliest timer of every table, so one scheduler knows how long to sleep (the
        top of the deadline heap: no table is looked at)."""
        return self._deadlines.earliest()

    def _schedule(self, live: LiveTable) -> None:
        """Note the table's earliest deadline after it changed (or was loaded, or left)."""
        self._deadlines.set(live.id, live.table.next_deadline()
                            if self._tables.get(live.id) is live else None)

    # -- lifecycle -------------------------------------------------------------------------

    async def create(
        self, community: str, channel: str, config: TableConfig, *, host: int | None = None
    ) -> LiveTable:
        """A new cash table (NK-7.1), or a private one when `host` is given (NK-7.2)."""
        if not self.owns(community):
            raise ValueError(f"community {community!r} is not driven by this service")
        table = Table.create(community, config, host)
        table.house = self.store.house
        bot_seed = self._seeds.match_seed(f"{community}:{channel}:{len(self._tables)}")
        state_json = _dumps(table.to_dict())
        table_id = await self.store.create_match(
            GAME_PREFIX + config.mode, community, channel, seats=(),
            state_json=state_json, meta_json=_dumps({"bot_seed": str(bot_seed)}),
        )
        live = LiveTable(table_id, channel, table, bot_seed, base=state_json)
        self._tables[table_id] = live
        self._schedule(live)
        return live

    async def load_open(self) -> list[LiveTable]:
        """Rebuild every open table of this service's communities from the store (at start-up)
        and let play continue: the stored timers stand, the server's pending moves (a deal, a
        computer seat) are made."""
        loaded: list[LiveTable] = []
        with collector_paused():  # the rows read and the tables rebuilt from them
            records = [
                record for record in await self.store.load_open_matches(self.game_prefix)
                if record.game.startswith(self.game_prefix)
                and record.id not in self._tables
                and self.owns(record.community) and self._loads(record)
            ]
            down = downtime(records, self._clock())
            for record in records:
                try:
                    live = restore_table(record, self.table_class, house=self.store.house)
                except BrokenRecord as broken:
                    log.error("table %s: %s; left in the store (feltbot refund-broken returns "
                              "its chips)", record.id, broken)
                    continue
                self._tables[record.id] = live
                for token_digest in live.table.invites:
                    self._invites[token_digest] = record.id
                self._schedule(live)
                loaded.append(live)
        for live in list(loaded):
            async with live.lock:
                try:
                    await self._extend_timers(live, down)
                    await self._advance(live)
                except Exception:
                    # One table that cannot play on must not keep the others from loading.
                    log.exception("table %s: cannot play on after loading; left in the store "
                                  "(feltbot refund-broken returns its chips)", live.id)
                    self._drop(live)
                    loaded.remove(live)
        return loaded

    def _loads(self, record: MatchRecord) -> bool:
        """Whether `load_open` takes this stored table on (a subclass may leave some to
        another process)."""
        return True

    async def _extend_timers(self, live: LiveTable, down: tuple[float, float] | None) -> None:
        """After downtime, give the running turn back the time the bot was away
        (`bot.registry.downtime`), committed before anything is shown."""
        if down is None:
            return
        last_alive, down_s = down
        table = live.table
        if not table.live or table.turn_deadline is None or table.turn_deadline <= last_alive:
            return  # no turn running, or one due while the bot still ran: play it now

        def extend(t: Table) -> Change:
            assert t.turn_deadline is not None
            t.turn_deadline += down_s
            return Change()

        try:
            await self._change(live, {"kind": "resume", "down_s": down_s}, extend)
        except SeqConflict:  # another process drives this table and moved it on: take its
            await self._resync(live)

    def forget(self, table_id: int) -> None:
        """Drop a table from memory (another process drives it now); the store keeps it."""
        live = self._tables.get(table_id)
        if live is not None:
            self._drop(live)

    def _drop(self, live: LiveTable) -> None:
        """Forget a table in memory (the store keeps it as it is)."""
        if self._tables.get(live.id) is live:
            del self._tables[live.id]
            self._deadlines.discard(live.id)
        for token_digest, table_id in list(self._invites.items()):
            if table_id == live.id:
                del self._invites[token_digest]

    async def reload(self, table_id: int) -> LiveTable | None:
        """Forget a table held in memory and load it again from the store, where another
        process moved it on (a second terminal at the same table: its commit was refused as
        stale); None when it is no longer open there, not this service's, or broken (logged)."""
        held = self._tables.get(table_id)
        if held is not None:
            self._drop(held)
        record = await self.store.load_match(table_id)
        if (
            record is None or record.status != "open"
            or not record.game.startswith(self.game_prefix) or not self.owns(record.community)
        ):
            return None
        try:
            live = restore_table(record, self.table_class, house=self.store.house)
        except BrokenRecord as broken:
            log.error("table %s: %s; left in the store (feltbot refund-broken returns its "
                      "chips)", record.id, broken)
            return None
        self._tables[record.id] = live
        for token_digest in live.table.invites:
            self._invites[token_digest] = record.id
        self._schedule(live)
        return live

    async def adopt_due(self, before: float) -> list[LiveTable]:
        """Every open table of this service whose stored deadline passed by `before`, as
        stored and scheduled: loaded if this process did not hold it, reloaded if it held it
        behind the store, so `tick` plays its overdue timer (the process that held it may be
        gone; `Store.claim_timer` keeps a live one from being doubled)."""
        rows = await self.store.due_games(before)
        return [live for live, _ in await self._take_on(rows)]

    async def catch_up(self, community: str) -> list[LiveTable]:
        """The open tables of `community` that this process did not hold or held behind the
        store (another process opened or moved them), now held as stored and scheduled."""
        rows = await self.store.open_games(community)
        return [live for live, taken in await self._take_on(rows) if taken]

    async def _take_on(
        self, rows: Iterable[tuple[int, str, str, int]]
    ) -> list[tuple[LiveTable, bool]]:
        return await self._adoption.take_on(
            rows, drives=lambda game, community: game.startswith(self.game_prefix)
            and self.owns(community), held=self._tables.get,
            seq_of=lambda live: live.table.seq, load=self.reload, resync=self._resync)

    # -- players ---------------------------------------------------------------------------

    async def sit(
        self, table_id: int, player: int, name: str, buy_in: int, seat: int | None = None
    ) -> list[TableOutcome]:
        """Sit with `buy_in` chips from the balance (refused, with nothing changed, when the
        balance is short: `InsufficientBalance`)."""
        now = self._clock()
        record = {"kind": "sit", "player": player, "buy_in": buy_in, "seat": seat}
        return await self._run(table_id, record, lambda t: t.sit(player, name, buy_in, now, seat))

    async def join(
        self, table_id: int, player: int, name: str, buy_in: int | None = None
    ) -> Joined:
        """The one "I want to play here" of every front end: a sat-out seat sits back in
        (NK-8.2), a busted seat rebuys (NK-7.1), anyone else sits down; the buy-in is `buy_in`,
        else the most the table takes that the balance covers (`bot.tables.buy_in`). A seat
        that is neither is refused (`AlreadySeated`). The account must exist already."""
        table = self.get(table_id).table
        seat = table.seat_of(player)
        if seat is not None:
            occupant = table.seats[seat]
            assert occupant is not None
            if occupant.sitting_out:
                return Joined("sit_in", 0, await self.sit_in(table_id, player))
            if not table.busted(seat):
                raise AlreadySeated()
        balance = await self.store.balance(table.community, player)
        amount = buy_in_amount(table.config, balance, buy_in)
        if seat is None:
            return Joined("sit", amount, await self.sit(table_id, player, name, amount))
        return Joined("rebuy", amount, await self.rebuy(table_id, player, amount))

    async def rebuy_table(self, community: str, player: int) -> LiveTable | None:
        """The table of `community` where the player's busted seat can buy in again from the
        balance (the oldest first), or None: then a refill is what the player needs."""
        balance = await self.store.balance(community, player)
        for live in sorted(self, key=lambda t: t.id):
            table = live.table
            seat = table.seat_of(player)
            if (
                table.community == community and seat is not None and table.busted(seat)
                and can_buy_in(table.config, balance)
            ):
                return live
        return None

    async def rebuy(self, table_id: int, player: int, buy_in: int) -> list[TableOutcome]:
        record = {"kind": "rebuy", "player": player, "buy_in": buy_in}
        return await self._run(table_id, record, lambda t: t.rebuy(player, buy_in))

    async def stand(self, table_id: int, player: int) -> list[TableOutcome]:
        return await self._run(
            table_id, {"kind": "stand", "player": player}, lambda t: t.stand(player)
        )

    async def sit_in(self, table_id: int, player: int) -> list[TableOutcome]:
        return await self._run(
            table_id, {"kind": "sit_in", "player": player}, lambda t: t.sit_in(player)
        )

    async def act(self, command: TableCommand) -> list[TableOutcome]:
        """A player's poker action. `StaleCommand` for an old button, `DuplicateCommand` for a
        repeat of an applied one, `IllegalAction` from the rules: none of them changes anything.
        Returns the outcome of the action, then of each move the server made after it."""
        live = self.get(command.table_id)
        async with live.lock:
            table = self._open(live)
            if (command.hand_no, command.hand_seq) > (table.hand_no, table.hand_seq):
                await self._resync(live)  # a button from a hand this copy has not seen
            try:
                first = await self._act(live, command)
            except SeqConflict as conflict:
                await self._resync(live)
                try:
                    first = await self._act(live, command)
                except StaleCommand:
                    # The button was drawn from the copy that fell behind: say so (front ends
                    # redraw on it); the copy is fresh again.
                    raise conflict from None
            live.applied.append(command.key)
            return [first, *await self._advance(live)]

    async def _act(self, live: LiveTable, command: TableCommand) -> TableOutcome:
        table = self._open(live)
        seat = table.require_seat(command.player)
        if not table.live or (command.hand_no, command.hand_seq) != (
            table.hand_no, table.hand_seq
        ):
            if command.key in live.applied:
                raise DuplicateCommand()
            raise StaleCommand()
        action = Action(seat, command.kind, command.amount, command.choice)
        now = self._clock()
        record = {"kind": "act", "player": command.player, "action": action.to_dict(),
                  "now": now}
        return await self._change(live, record, lambda t: t.act(seat, action, now))

    # -- computer seats, hosts, invitations ----------------------------------------------

    async def add_bot(
        self, table_id: int, name: str, seat: int | None = None
    ) -> list[TableOutcome]:
        return await self._run(
            table_id, {"kind": "add_bot", "seat": seat}, lambda t: t.add_bot(name, seat)
        )

    async def remove_player(self, table_id: int, host: int, seat: int) -> list[TableOutcome]:
        record = {"kind": "remove", "host": host, "seat": seat}
        return await self._run(table_id, record, lambda t: t.remove_player(host, seat))

    async def change_settings(
        self, table_id: int, host: int, config: TableConfig
    ) -> list[TableOutcome]:
        record = {"kind": "settings", "host": host, "config": config.to_dict()}
        return await self._run(table_id, record, lambda t: t.change_settings(host, config))

    async def close(self, table_id: int, host: int | None = None) -> list[TableOutcome]:
        """Close the table; everyone is cashed out (when the hand in play ends)."""
        return await self._run(table_id, {"kind": "close"}, lambda t: t.close(host))

    async def create_invite(self, table_id: int, host: int) -> str:
        """A new invitation token for a private table (show it as a link or a button)."""
        token = invites.new_token()
        token_digest = invites.digest(token)
        now = self._clock()
        await self._run(
            table_id, {"kind": "invite"}, lambda t: t.add_invite(host, token_digest, now)
        )
        self._invites[token_digest] = table_id
        return token

    async def revoke_invite(self, table_id: int, host: int, token: str) -> None:
        token_digest = invites.digest(token)
        await self._run(
            table_id, {"kind": "revoke"}, lambda t: t.revoke_invite(host, token_digest)
        )
        self._invites.pop(token_digest, None)

    async def accept_invite(self, token: str, player: int) -> LiveTable:
        """Let `player` sit at the table the token invites to (`InviteInvalid` otherwise)."""
        if not invites.well_formed(token):
            raise InviteInvalid()
        token_digest = invites.digest(token)
        if token_digest not in self._invites:
            # Another process on the database may hold the table (it opened it, or it took an
            # invitation since): hold every open table as stored, then look again.
            await self._take_on(await self.store.open_games())
        table_id = self._invites.get(token_digest)
        if table_id is None or table_id not in self._tables:
            raise InviteInvalid()
        await self._run(
            table_id, {"kind": "accept", "player": player},
            lambda t: t.redeem_invite(player, token_digest),
        )
        return self._tables[table_id]

    # -- timers ----------------------------------------------------------------------------

    async def tick(self) -> list[TableOutcome]:
        """Run every table whose timer is due (NK-8.1, NK-8.2), the most overdue first;
        returns what changed. Only the due tables are looked at (the deadline heap)."""
        now = self._clock()
        # (each taken off the timers: rescheduled below, whatever happens)
        due = [self._tables[table_id] for table_id in self._deadlines.take_due(now)
               if table_id in self._tables]
        out: list[TableOutcome] = []
        done = 0
        try:
            for live in due:
                try:
                    async with live.lock:
                        if self._tables.get(live.id) is not live:
                            continue
                        if not await self._claim(live):
                            # Another process plays this timer. Look again once its lease
                            # has run out: by then this copy is behind (a move on it
                            # reloads it) or the other died before playing (this one plays).
                            self._retry_at(live, self._clock() + TIMER_LEASE_S)
                            continue
                        out.extend(await self._advance(live))
                finally:
                    done += 1
                    if live.id not in self._deadlines:
                        self._schedule(live)
        finally:
            for live in due[done:]:  # not reached (a failure above): still due next time
                self._schedule(live)
        return out

    async def _claim(self, live: LiveTable) -> bool:
        """Whether this process plays the table's due timer (`Store.claim_timer`)."""
        key = timer_key("table", live.id, live.table.seq, live.table.next_deadline())
        return await self.store.claim_timer(key)

    def _retry_at(self, live: LiveTable, when: float) -> None:
        self._deadlines.set(live.id, when)

    # -- internals -------------------------------------------------------------------------

    async def _run(
        self, table_id: int, record: dict[str, JSON], change: Callable[[Table], Change]
    ) -> list[TableOutcome]:
        live = self.get(table_id)
        async with live.lock:
            self._open(live)
            try:
                first = await self._change(live, record, change)
            except SeqConflict:  # another process moved the table on: once more on its state
                await self._resync(live)
                self._open(live)
                first = await self._change(live, record, change)
            return [first, *await self._advance(live)]

    async def _resync(self, live: LiveTable) -> None:
        """Replace a copy that fell behind the store (another process moved the table on) by
        the stored row, under the table's lock; a table no longer open there (or no longer
        loadable) leaves memory, so the next command gets `TableClosed`."""
        record = await self.store.load_match(live.id)
        fresh = None
        if record is not None and record.status == "open":
            try:
                fresh = restore_table(record, self.table_class, house=self.store.house)
            except BrokenRecord as broken:
                log.error("table %s: %s; left in the store (feltbot refund-broken returns its "
                          "chips)", live.id, broken)
        if fresh is None:
            self._drop(live)
            return
        log.info("table %s: reloaded from the store (seq %s -> %s)", live.id, live.table.seq,
                 fresh.table.seq)
        for token_digest, table_id in list(self._invites.items()):
            if table_id == live.id:
                del self._invites[token_digest]
        live.table, live.base, live.steps = fresh.table, fresh.base, fresh.steps
        for token_digest in live.table.invites:
            self._invites[token_digest] = live.id
        self._schedule(live)

    def _open(self, live: LiveTable) -> Table:
        if live.table.closed or self._tables.get(live.id) is not live:
            raise TableClosed()
        return live.table

    async def _advance(self, live: LiveTable) -> list[TableOutcome]:
        """The server's own moves, each committed: free expired seats, play computer and
        sat-out seats, time out a due decision, deal the next hand."""
        out: list[TableOutcome] = []
        for _ in range(MAX_AUTO_STEPS):
            if self._tables.get(live.id) is not live:
                return out
            step = self._next_step(live)
            if step is None:
                return out
            record, change = step
            try:
                out.append(await self._change(live, record, change))
            except SeqConflict:
                # Another process made a move first (it plays the server's moves on): take
                # its state and leave the rest to it.
                await self._resync(live)
                return out
        raise RuntimeError(f"table {live.id}: the server kept moving; a bug")

    def _next_step(
        self, live: LiveTable
    ) -> tuple[dict[str, JSON], Callable[[Table], Change]] | None:
        table = live.table
        if table.closed:
            return None
        now = self._clock()
        if table.expired_seats(now):
            return {"kind": "expire"}, lambda t: t.expire_seats(now)
        seat = table.to_act
        if seat is not None:
            occupant = table.seats[seat]
            assert occupant is not None
            if occupant.is_bot:
                action = self._bot_action(live, seat)
                return (
                    {"kind": "bot", "action": action.to_dict(), "now": now},
                    lambda t: t.act(seat, action, now),
                )
            due = table.turn_deadline is not None and table.turn_deadline <= now
            if occupant.leaving or (occupant.sitting_out
                                    and (due or table.plays_away_at_once())):
                return {"kind": "auto", "now": now}, lambda t: t.timeout(now, counted=False)
            if due:
                return {"kind": "timeout", "now": now}, lambda t: t.timeout(now)
            return None
        if table.can_deal():
            seed = self._seeds.deal_seed(f"{live.id}", table.hand_no + 1)
            # The seed is kept in the stored event (never a view) so the hand can be replayed.
            return {"kind": "deal", "seed": str(seed)}, lambda t: t.deal(seed, now)
        return None

    def _bot_action(self, live: LiveTable, seat: int) -> Action:
        table = live.table
        hand = table.hand
        assert hand is not None
        mode = table.config.mode
        policy = self._policies.get(mode)
        if policy is None:
            policy = make_opponent(mode, self._bot_policy or default_opponent(mode))
            self._policies[mode] = policy
        rng = random.Random(decision_seed(live.bot_seed, table.seq, seat))
        return policy.decide(hand.private_view(seat), hand.legal_actions(seat), rng)

    async def _change(
        self, live: LiveTable, record: dict[str, JSON], change: Callable[[Table], Change]
    ) -> TableOutcome:
        """Apply `change` and commit it with its ledger rows (a lean write when it is a poker
        move that keeps the hand live and moves no chip; see the module docstring); on any
        failure restore the table as committed."""
        old_seq = live.table.seq

        def restore() -> None:
            live.table = live.rebuild()

        try:
            table = live.table
            result = change(table)
            table.seq += 1
            lean = (
                record.get("kind") in REPLAYABLE and table.live and not result.rows
                and len(live.steps) + 1 < SNAPSHOT_EVERY
            )
            state_json = None if lean else _dumps(table.to_dict())
            commit = self.store.commit_action(
                live.id, old_seq, state_json=state_json, seq=table.seq,
                deal_no=table.hand_no, action_json=_dumps(record),
                events_json=_dumps([event.to_dict() for event in result.events]),
                ledger_rows=result.rows, status="finished" if table.closed else None,
                deadline=table.next_deadline(), escrow=table.escrowed(),
            )
        except BaseException:
            restore()
            raise
        try:
            cancelled = await write_through(commit, on_failure=restore)
        except MatchNotFound:  # closed in the store by another process: not ours to hold
            self._drop(live)
            raise TableClosed() from None
        except EscrowMismatch as mismatch:  # the table's chips are not the ledger's: refuse it
            log.error("table %s: %s; not played on, left in the store (feltbot refund-broken "
                      "returns its chips)", live.id, mismatch)
            self._drop(live)
            raise TableClosed() from None
        if state_json is None:
            live.steps.append(record)
        else:
            live.base, live.steps = state_json, []
        if table.closed:
            self._tables.pop(live.id, None)
            for token_digest in table.invites:
                self._invites.pop(token_digest, None)
        self._schedule(live)
        outcome = _outcome(live, result)
        if cancelled:
            raise asyncio.CancelledError
        return outcome


def restore_table(
    record: MatchRecord, table_class: type[Table] = Table, *, house: int = 0
) -> LiveTable:
    """A stored table (of `table_class`) as a live one; `BrokenRecord` when its snapshot or
    meta data is not readable, does not load, or disagrees with its row, or its chips are
    not what its escrow account holds (an inflated or stale snapshot). `house` is the house
    account, for a snapshot stored before tables named it."""
    data = json_object(record.state_json, "snapshot")
    meta = json_object(record.meta_json, "meta data")
    try:
        table = table_class.from_dict(data)
    except Exception as error:
        raise BrokenRecord(f"its snapshot does not load ({error!r})") from error
    steps: list[dict[str, JSON]] = []
    for text in record.replay:  # the lean changes since the snapshot (see the docstring)
        step = json_object(text, "event after the snapshot")
        try:
            table.replay(step)
        except Exception as error:
            raise BrokenRecord(f"an event after its snapshot does not replay ({error!r})"
                               ) from error
        steps.append(step)
    if (table.seq, table.hand_no) != (record.seq, record.deal_no):
        raise BrokenRecord(
            f"its snapshot (seq {table.seq}, hand {table.hand_no}) differs from its row"
            f" (seq {record.seq}, hand {record.deal_no})"
        )
    if table.escrowed() != record.escrow:
        raise BrokenRecord(
            f"its chips ({table.escrowed()}) differ from its escrow account ({record.escrow})"
        )
    if not table.house:
        table.house = house
    try:
        bot_seed = int(str(meta["bot_seed"]))
    except (KeyError, ValueError) as error:
        raise BrokenRecord(f"its meta data has no computer-seat seed ({error!r})") from error
    return LiveTable(record.id, record.channel, table, bot_seed, base=record.state_json,
                     steps=steps)


def _outcome(live: LiveTable, change: Change) -> TableOutcome:
    table = live.table
    public = table.public_view()  # once: each private view adds to it
    return TableOutcome(
        table_id=live.id, seq=table.seq, hand_no=table.hand_no, hand_seq=table.hand_seq,
        closed=table.closed, deadline=table.turn_deadline if table.live else None,
        events=change.events, public_view=public,
        private_views={
            seat: table.private_view(seat, public)
            for seat, occupant in enumerate(table.seats)
            if occupant is not None and not occupant.is_bot
        },
        ledger_rows=change.rows,
    )


def _dumps(data: Any) -> str:
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False, sort_keys=True)
