"""The poker-table calls the Discord front end makes, over the shared `bot.tables.TableService`.

The service owns the tables (seats, buy-ins and cash-outs, hands, computer seats, timers,
invitations, and what a player brings to one); this file only finds a channel's tables and
turns a button's `ButtonRef` into a `TableCommand`. A table's id is a row of the store's
matches, so it never equals an Up/Down or As-Nas match id.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence

from adapters.discord.matches import is_discord_community
from bot.callbacks import ButtonRef
from bot.errors import BotError
from bot.matches import SeedSource
from bot.registry import CommunityFilter
from bot.settings import Settings
from bot.store import Store
from bot.tables import (
    Accounts,
    Joined,
    LiveTable,
    TableCommand,
    TableConfig,
    TableOutcome,
    TableService,
)
from bot.tables.config import MIN_DECISION_S
from bot.tables.errors import TableClosed
from bot.tournaments import TournamentService, TournamentTable
from bot.tournaments.mtt_service import MttService
from bot.tournaments.mtt_service import Outcome as MttOutcome
from bot.tournaments.mtt_table import MttTable

# Verbs whose button argument is a choice (a card slot, a target seat), not an amount.
CHOICE_VERBS = frozenset({"swap", "anchor"})
BOT_NAME = "BOT {}"

Outcomes = list[TableOutcome]


class Tables:
    def __init__(
        self,
        store: Store,
        settings: Settings,
        *,
        seeds: SeedSource | None = None,
        bot_policy: str | None = None,
        clock: Callable[[], float] = time.time,
        decision_s: float | None = None,
        communities: CommunityFilter = is_discord_community,
    ) -> None:
        self.store = store
        self.settings = settings
        self.service = TableService(
            store, clock=clock, seeds=seeds, bot_policy=bot_policy, communities=communities,
        )
        # Sit & Go and Spin: poker tables of their own service (`adapters.discord.tournament`);
        # `get`, `act` and the timers reach both, the cash-table lookups only the cash tables.
        self.tournaments = TournamentService(
            store, clock=clock, seeds=seeds, communities=communities,
        )
        # Scheduled tournaments: their tables deal on their own tasks and tell `on_mtt` (the
        # controller's `MttFront.heard`) what they committed; the BOTs' tables stay within
        # two hands of the slowest table still playing.
        self.on_mtt: Callable[[Sequence[MttOutcome]], None] | None = None
        self.mtt = MttService(
            store, clock=clock, seeds=seeds, communities=communities,
            listener=self._mtt_heard, bot_policy=bot_policy, pace=2,
        )
        self.accounts = Accounts.from_settings(store, settings)
        self.decision_s = decision_s
        self.clock = clock

    async def resume(self) -> list[LiveTable]:
        """Reload every open table (their stored timers stand; moves that fell due while the
        bot was down are made now). A table where no person sits (computers alone, as an
        older release could leave them) is closed now, so it is not reloaded at every start;
        it is still returned, so its message is drawn closed."""
        tables = await self.service.load_open()
        for live in tables:
            if self.orphaned(live):
                await self.close(live)
        tournaments = await self.tournaments.load_open()
        scheduled = await self.mtt.load_open()  # its tables' tasks play on from where they stood
        return [*tables, *(live for live in tournaments if is_drawn(live)), *scheduled]

    def _mtt_heard(self, outcomes: Sequence[MttOutcome]) -> None:
        if self.on_mtt is not None:
            self.on_mtt(outcomes)

    @staticmethod
    def snapshot(live: LiveTable) -> TableOutcome:
        """Where a table stands, as an outcome with no events (to redraw it)."""
        table = live.table
        return TableOutcome(
            table_id=live.id,
            seq=table.seq,
            hand_no=table.hand_no,
            hand_seq=table.hand_seq,
            closed=table.closed,
            deadline=table.turn_deadline if table.live else None,
            events=(),
            public_view=table.public_view(),
            private_views={
                seat: table.private_view(seat)
                for seat, occupant in enumerate(table.seats)
                if occupant is not None and not occupant.is_bot
            },
        )

    def get(self, table_id: int) -> LiveTable:
        return self.service_of(table_id).get(table_id)

    def service_of(self, table_id: int) -> TableService:
        """The service holding table `table_id` (the cash tables' for an unknown id)."""
        for service in (self.tournaments, self.mtt):
            if any(live.id == table_id for live in service):
                return service
        return self.service

    def in_channel(self, community: str, channel: str) -> list[LiveTable]:
        return [
            live
            for live in self.service
            if live.table.community == community and live.channel == channel
        ]

    def seated(self, community: str, channel: str, player: int) -> LiveTable | None:
        """The table in this channel where `player` sits, or None."""
        for live in self.in_channel(community, channel):
            if live.table.seat_of(player) is not None:
                return live
        return None

    @staticmethod
    def orphaned(live: LiveTable) -> bool:
        """No person seated (only computers, or nobody), and not closing yet."""
        table = live.table
        if isinstance(table, TournamentTable | MttTable):  # BOTs alone play it to its end
            return False
        return not table.closed and not table.closing and not table.humans()

    def open_seat(self, community: str, channel: str) -> LiveTable | None:
        """A cash table in this channel with a free seat (the oldest first)."""
        for live in sorted(self.in_channel(community, channel), key=lambda t: t.id):
            table = live.table
            if not table.private and not table.closing and None in table.seats:
                return live
        return None

    # -- chips -------------------------------------------------------------------------------

    async def balance(self, community: str, player: int) -> int:
        await self.store.grant_if_new(community, player, self.settings.starting_grant)
        return await self.store.balance(community, player)

    async def refill(self, community: str, player: int) -> int:
        at_tables = self.service.chips_at_tables(community, player)
        return await self.accounts.refill(community, player, at_tables=at_tables)

    # -- lifecycle ---------------------------------------------------------------------------

    def config(self, mode: str, big_blind: int, seats: int, bots: int) -> TableConfig:
        changes: dict[str, float | bool] = {
            "bots_allowed": bots > 0, "shield_window_s": self.settings.shield_window_s,
        }
        if self.decision_s is not None:
            changes["decision_s"] = max(self.decision_s, MIN_DECISION_S)
        return TableConfig.standard(mode, big_blind=big_blind, seats=seats, **changes).check()

    async def open(
        self,
        community: str,
        channel: str,
        config: TableConfig,
        *,
        host: int | None,
        bots: int,
    ) -> LiveTable:
        """A new table with `bots` computer seats (refused before anything is stored when the
        settings or the bot count do not fit)."""
        config.check()
        if bots >= config.seats:
            raise TableFullOfBots()
        live = await self.service.create(community, channel, config, host=host)
        try:
            for index in range(bots):
                await self.service.add_bot(live.id, BOT_NAME.format(index + 1))
        except BaseException:
            await self.close(live)  # a half-made table would stay open with nobody at it
            raise
        return live

    async def join(
        self, live: LiveTable, player: int, name: str, buy_in: int | None
    ) -> Joined:
        """Sit down, sit back in or rebuy, as the service decides (`TableService.join`)."""
        await self.balance(live.table.community, player)  # grants a newcomer
        return await self.service_of(live.id).join(live.id, player, name, buy_in)

    async def accept(self, token: str, player: int) -> LiveTable:
        return await self.service.accept_invite(token, player)

    async def stand(self, live: LiveTable, player: int) -> Outcomes:
        return await self.service.stand(live.id, player)

    async def act(self, ref: ButtonRef, player: int, arg: int | None) -> Outcomes:
        choice = arg if ref.verb in CHOICE_VERBS else None
        amount = None if ref.verb in CHOICE_VERBS else arg
        command = TableCommand(
            ref.match_id, player, ref.deal_no, ref.seq, ref.verb, amount=amount, choice=choice
        )
        return await self.service_of(ref.match_id).act(command)

    async def close(self, live: LiveTable) -> Outcomes:
        """End the table: everyone is cashed out now, or when the hand in play ends."""
        try:
            return await self.service.close(live.id, live.table.host)
        except TableClosed:
            return []


def is_drawn(live: LiveTable) -> bool:
    """False for a tournament still registering: its lobby message stands for it."""
    table = live.table
    return not isinstance(table, TournamentTable) or table.started


class TableFullOfBots(BotError):
    """More computer seats asked for than the table has seats for a person."""

    def __init__(self) -> None:
        super().__init__("error-table-full")
