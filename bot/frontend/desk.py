"""Every poker table of one chat front end, whatever its kind: the cash and private tables
(`bot.tables.TableService`), Sit & Go and Spin tables (`TournamentService`) and scheduled
tournaments' tables (`MttService`), with the accounts their chips come from.

One desk per front end and process, shared by both chat platforms: it finds a channel's
tables and a player's seat, shapes a new table from the bot's settings, opens one with its
computer seats, and grants or refills the chips a seat is bought with. A table's id is a row
of the store's matches, so it never equals an Up/Down or As-Nas match id.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator, Sequence

from bot.errors import BotError
from bot.matches import SeedSource
from bot.registry import CommunityFilter
from bot.settings import Settings
from bot.store import Store
from bot.tables import Accounts, Joined, LiveTable, TableConfig, TableOutcome, TableService
from bot.tables.config import MIN_DECISION_S
from bot.tables.errors import TableClosed
from bot.tournaments import TournamentService, TournamentTable
from bot.tournaments.mtt_service import MttService
from bot.tournaments.mtt_service import Outcome as MttOutcome
from bot.tournaments.mtt_table import MttTable


class TableFullOfBots(BotError):
    """More computer seats asked for than the table has seats for a person."""

    def __init__(self) -> None:
        super().__init__("error-table-full")


class SeatingDesk:
    """The cash and private tables of a front end (`cash`) and the accounts their chips come
    from: finding a channel's tables and a player's seat, opening one with its computer
    seats, seating, granting (`grant`, a newcomer's starting chips: None where the front end
    grants them itself) and refilling. The chats' `TableDesk` adds the tournaments and what
    comes from the settings; the console seats through this one."""

    def __init__(self, store: Store, cash: TableService, accounts: Accounts, *,
                 grant: int | None = None) -> None:
        self.store = store
        self.cash = cash
        self.accounts = accounts
        self.grant = grant

    @property
    def services(self) -> tuple[TableService, ...]:
        return (self.cash,)

    def __iter__(self) -> Iterator[LiveTable]:
        for service in self.services:
            yield from service

    def service_of(self, table_id: int) -> TableService:
        """The service holding table `table_id` (the cash tables' for an unknown id, whose
        `get` then raises `TableClosed`)."""
        return self.cash

    def get(self, table_id: int) -> LiveTable:
        return self.service_of(table_id).get(table_id)

    def find(self, table_id: int) -> LiveTable | None:
        try:
            return self.get(table_id)
        except TableClosed:
            return None

    def in_channel(self, community: str, channel: str) -> list[LiveTable]:
        """The channel's cash and private tables, the oldest first."""
        return sorted(
            (live for live in self.cash
             if live.table.community == community and live.channel == channel),
            key=lambda live: live.id,
        )

    def tournaments_in_channel(self, community: str, channel: str) -> list[LiveTable]:
        """The channel's tournament tables (Sit & Go, Spin, a scheduled tournament's), the
        oldest first: every table here that is not a cash or private one."""
        return sorted(
            (live for service in self.services if service is not self.cash for live in service
             if live.table.community == community and live.channel == channel),
            key=lambda live: live.id,
        )

    def seated(self, community: str, channel: str, player: int, mode: str | None = None
               ) -> LiveTable | None:
        """The cash or private table in this channel (of `mode`, when given) where `player`
        sits, or None."""
        for live in self.in_channel(community, channel):
            if live.table.seat_of(player) is not None and \
                    (mode is None or live.table.config.mode == mode):
                return live
        return None

    def public(self, community: str, channel: str, mode: str | None = None
               ) -> list[LiveTable]:
        """The channel's public cash tables (of `mode`, when given) not closing, the oldest
        first."""
        return [live for live in self.in_channel(community, channel)
                if not live.table.private and not live.table.closing
                and (mode is None or live.table.config.mode == mode)]

    def open_seat(self, community: str, channel: str, mode: str | None = None
                  ) -> LiveTable | None:
        """A public cash table in this channel (of `mode`, when given) with a free seat, the
        oldest first."""
        for live in self.public(community, channel, mode):
            if None in live.table.seats:
                return live
        return None

    # -- chips -----------------------------------------------------------------------------

    async def balance(self, community: str, player: int) -> int:
        """The player's balance, a newcomer granted the starting chips first."""
        if self.grant is not None:
            await self.store.grant_if_new(community, player, self.grant)
        return await self.store.balance(community, player)

    async def refill(self, community: str, player: int) -> int:
        """Top up a broke account (its chips on tables in memory count as not broke)."""
        at_tables = self.cash.chips_at_tables(community, player)
        return await self.accounts.refill(community, player, at_tables=at_tables)

    # -- opening and closing ---------------------------------------------------------------

    async def open(self, community: str, channel: str, config: TableConfig, *,
                   host: int | None, bots: int = 0,
                   bot_name: Callable[[int], str] = "BOT {}".format) -> LiveTable:
        """A new table with `bots` computer seats, named `bot_name(1)`, `bot_name(2)` …
        (refused before anything is stored when the bot count does not fit)."""
        config.check()
        if bots >= config.seats:
            raise TableFullOfBots()
        live = await self.cash.create(community, channel, config, host=host)
        try:
            for index in range(bots):
                await self.cash.add_bot(live.id, bot_name(index + 1))
        except BaseException:
            await self.close(live)  # a half-made table would stay open with nobody at it
            raise
        return live

    async def join(self, live: LiveTable, player: int, name: str, buy_in: int | None = None
                   ) -> Joined:
        """Sit down, sit back in or rebuy, as the service decides (`TableService.join`); a
        newcomer is granted the starting chips first."""
        await self.balance(live.table.community, player)
        return await self.service_of(live.id).join(live.id, player, name, buy_in)

    async def close(self, live: LiveTable) -> list[TableOutcome]:
        """End the table: everyone is cashed out now, or when the hand in play ends."""
        try:
            return await self.cash.close(live.id, live.table.host)
        except TableClosed:
            return []


class TableDesk(SeatingDesk):
    """`decision_s` overrides the settings' turn time for new tables (tests use a few
    seconds); `communities` says which communities this process drives (its shards'); a
    scheduled tournament's tables tell `on_mtt` what they committed (set by its front end);
    `mtt_lease_s`: one process at a time drives each scheduled tournament (`MttService`'s
    `lease_s`), for front ends whose processes all serve the same communities."""

    def __init__(
        self,
        store: Store,
        settings: Settings,
        *,
        seeds: SeedSource | None = None,
        bot_policy: str | None = None,
        clock: Callable[[], float] = time.time,
        decision_s: float | None = None,
        communities: str | CommunityFilter,
        mtt_lease_s: float | None = None,
    ) -> None:
        super().__init__(store, TableService(
            store, clock=clock, seeds=seeds, bot_policy=bot_policy, communities=communities,
        ), Accounts.from_settings(store, settings), grant=settings.starting_grant)
        self.settings = settings
        self.clock = clock
        self.decision_s = decision_s
        self.tournaments = TournamentService(
            store, clock=clock, seeds=seeds, communities=communities,
        )
        # Scheduled tournaments deal on their own tasks; the BOTs' tables stay within two
        # hands of the slowest table still playing, so they do not race ahead of a person's.
        self.on_mtt: Callable[[Sequence[MttOutcome]], None] | None = None
        self.mtt = MttService(
            store, clock=clock, seeds=seeds, communities=communities,
            listener=self._mtt_heard, bot_policy=bot_policy, pace=2,
            lease_s=mtt_lease_s,
        )

    @property
    def services(self) -> tuple[TableService, ...]:
        return self.cash, self.tournaments, self.mtt

    def _mtt_heard(self, outcomes: Sequence[MttOutcome]) -> None:
        if self.on_mtt is not None:
            self.on_mtt(outcomes)

    # -- loading ---------------------------------------------------------------------------

    async def resume(self) -> list[LiveTable]:
        """Reload every open table (moves that fell due while the bot was down are made
        now). A cash table where no person sits (computers alone, as an older release could
        leave them) is closed now, so it is not reloaded at every start; it is still
        returned, so its message is drawn closed. A tournament still registering is not
        returned: its lobby message stands for it."""
        tables = await self.cash.load_open()
        for live in tables:
            if orphaned(live):
                await self.close(live)
        tournaments = await self.tournaments.load_open()
        scheduled = await self.mtt.load_open()  # its tables' tasks play on from where they stood
        return [*tables, *(live for live in tournaments if is_drawn(live)), *scheduled]

    async def catch_up(self, community: str) -> list[LiveTable]:
        """Hold the community's open tables as the store has them (another process on the
        database may have opened one or moved it on)."""
        return [*await self.cash.catch_up(community),
                *await self.tournaments.catch_up(community)]

    # -- finding ---------------------------------------------------------------------------

    def service_of(self, table_id: int) -> TableService:
        """The service holding table `table_id` (the cash tables' for an unknown id, whose
        `get` then raises `TableClosed`)."""
        for service in (self.tournaments, self.mtt):
            if any(live.id == table_id for live in service):
                return service
        return self.cash

    # -- opening ---------------------------------------------------------------------------

    def config(self, mode: str, big_blind: int | None = None, seats: int | None = None, *,
               bots_allowed: bool = True) -> TableConfig:
        """A new table's settings: the standard shape, the bot's turn time and reconnect
        window, refused (`BadTableSettings`) when outside the allowed ranges."""
        decision_s = float(self.settings.turn_seconds) if self.decision_s is None \
            else max(self.decision_s, MIN_DECISION_S)
        shape: dict[str, int] = {}
        if big_blind is not None:
            shape["big_blind"] = big_blind
        if seats is not None:
            shape["seats"] = seats
        return TableConfig.standard(
            mode, **shape, decision_s=decision_s,
            reconnect_s=float(self.settings.reconnect_window_s), bots_allowed=bots_allowed,
            shield_window_s=self.settings.shield_window_s,
        ).check()


def orphaned(live: LiveTable) -> bool:
    """A cash table with no person seated (computers alone do not play), not closing yet.
    A tournament's BOTs play it to its end."""
    table = live.table
    if isinstance(table, TournamentTable | MttTable):
        return False
    return not table.closed and not table.closing and not table.humans()


def is_drawn(live: LiveTable) -> bool:
    """False for a tournament still registering: its lobby message stands for it."""
    table = live.table
    return not isinstance(table, TournamentTable) or table.started
