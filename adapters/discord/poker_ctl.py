"""What the Discord front end does with `/poker` and with clicks on a poker table.

Same manners as the match controller: answers within 3 seconds (defer, then follow up),
refusals ephemerally in the clicker's language, only the acting player passes the turn check.
A table shows one public message per hand, edited in place (throttled by `TableMessages`);
when a hand ends inside a burst of changes its message keeps the finished hand and a fresh
message shows the next one. Hole cards go by DM at each deal, with "My cards" as the fallback;
what a Naiko glance or swap shows goes to its user only (ephemeral and DM).
"""

from __future__ import annotations

import asyncio
import logging
import weakref
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import discord

from adapters.discord.names import display
from adapters.discord.transport import CLICKER
from bot.amounts import parse_amount
from bot.callbacks import ButtonRef, ForgedButton
from bot.errors import RuleError
from bot.frontend import poker
from bot.frontend.desk import TableDesk
from bot.tables import LiveTable, TableOutcome, buy_in_amount
from bot.tables.errors import TableClosed

if TYPE_CHECKING:
    from adapters.discord.controller import Controller

log = logging.getLogger(__name__)

OPENER_NS = "dc-table-opener"  # who opened a cash table (its host for /cancel)
PRIVATE_POWERS = poker.PRIVATE_POWERS  # what they show is for their user only


class PokerDesk:
    def __init__(self, ctl: Controller, tables: TableDesk) -> None:
        self.ctl = ctl
        self.tables = tables
        # table id -> seat -> its last occupant's public entry (to name who just left)
        self._seats: dict[int, dict[int, Any]] = {}
        # (community, channel, player) -> the lock that makes "seated here? open, sit" one step
        self._seating: weakref.WeakValueDictionary[tuple[str, str, int], asyncio.Lock] = (
            weakref.WeakValueDictionary()
        )

    def seating(self, community: str, channel: str, player: int) -> asyncio.Lock:
        """One member's seat-taking in one channel, one step at a time: fifty quick
        `/poker cash` open one table and seat the member once."""
        key = (community, channel, player)
        lock = self._seating.get(key)
        if lock is None:
            lock = self._seating[key] = asyncio.Lock()
        return lock

    # -- slash commands ----------------------------------------------------------------------

    async def open(
        self,
        interaction: discord.Interaction,
        *,
        private: bool,
        mode: str,
        big_blind: int,
        seats: int,
        bots: int,
        buy_in: int | None,
    ) -> None:
        ctl = self.ctl
        if not await ctl.in_guild(interaction) or not await ctl.can_post(interaction):
            return
        # Acknowledged before waiting for the member's other seat-taking (Discord's 3 s).
        await interaction.response.defer(ephemeral=True, thinking=True)
        player = await ctl.player(interaction)
        community, channel = _where(interaction)
        async with self.seating(community, channel, player):
            if self.tables.seated(community, channel, player) is not None:
                await ctl.refuse(interaction, "error-already-seated")
                return
            config = self.tables.config(mode, big_blind, seats, bots_allowed=bots > 0)
            balance = await self.tables.balance(community, player)
            try:  # refused before the table exists
                amount = buy_in_amount(config, balance, buy_in)
            except RuleError as error:
                await ctl.refuse(interaction, error.key, **error.params)
                return
            try:
                live = await self.tables.open(
                    community, channel, config, host=player if private else None, bots=bots
                )
            except Exception as error:
                await ctl.failed(interaction, error)
                return
            try:
                await ctl.kv.put(OPENER_NS, live.id, player)
                joined = await self.tables.join(live, player, display(interaction.user), amount)
            except Exception as error:  # nobody would ever sit at it: closed at once
                await self.discard(live)
                await ctl.failed(interaction, error)
                return
        try:
            await self.show(live, joined.outcomes, interaction)
            loc = await ctl.user_loc(interaction)
            if private:
                token = await self.tables.cash.create_invite(live.id, player)
                await interaction.followup.send(
                    loc.t("discord-pk-invite", code=token), ephemeral=True
                )
            else:
                await interaction.followup.send(loc.t("discord-pk-opened"), ephemeral=True)
        except Exception as error:
            await ctl.failed(interaction, error)

    async def join(
        self, interaction: discord.Interaction, code: str | None, buy_in: int | None
    ) -> None:
        ctl = self.ctl
        if not await ctl.in_guild(interaction):
            return
        if not await ctl.can_post(interaction):  # chips must not move to a table nobody sees
            return
        await interaction.response.defer(ephemeral=True, thinking=True)  # before waiting
        player = await ctl.player(interaction)
        community, channel = _where(interaction)
        async with self.seating(community, channel, player):
            seated = self.tables.seated(community, channel, player)
            if seated is not None and not code:  # back from sitting out, or a rebuy
                await self.sit(interaction, seated, player, buy_in)
                return
            if seated is not None:  # one table per member in a channel
                await ctl.refuse(interaction, "error-already-seated")
                return
            if code:
                live = await self.tables.cash.accept_invite(code.strip(), player)
                if (live.table.community, live.channel) != (community, channel):
                    # An invitation seats at its table only in that table's channel.
                    await ctl.refuse(interaction, "discord-pk-no-table")
                    return
            else:
                found = self.tables.open_seat(community, channel)
                if found is None:
                    await ctl.refuse(interaction, "discord-pk-no-table")
                    return
                live = found
            await self.sit(interaction, live, player, buy_in)

    async def leave(self, interaction: discord.Interaction) -> None:
        ctl = self.ctl
        if not await ctl.in_guild(interaction):
            return
        player = await ctl.player(interaction)
        live = self.tables.seated(*_where(interaction), player)
        if live is None:
            await ctl.refuse(interaction, "discord-pk-no-table")
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        try:
            outcomes = await self.tables.cash.stand(live.id, player)
            await self.show(live, outcomes, interaction)
            loc = await ctl.user_loc(interaction)
            await interaction.followup.send(loc.t("discord-pk-left"), ephemeral=True)
        except Exception as error:
            await ctl.failed(interaction, error)

    async def cancel(self, interaction: discord.Interaction, live: LiveTable) -> None:
        """Close a table (host or Manage Server): everyone is cashed out, now or when the
        hand in play ends (its remaining decisions time out)."""
        await interaction.response.defer()
        try:
            outcomes = await self.tables.close(live)
            await self.show(live, outcomes, interaction)
            loc = await self.ctl.table_loc(interaction.guild_id, interaction)
            await interaction.followup.send(loc.t("discord-pk-closing"))
        except Exception as error:
            await self.ctl.failed(interaction, error)

    async def discard(self, live: LiveTable) -> None:
        """Close a table its opener could not sit at (never raises: the opener is answered)."""
        try:
            await self.tables.close(live)
        except Exception:
            log.exception("could not close poker table %s", live.id)

    def table_for(
        self, interaction: discord.Interaction, player: int, manager: bool
    ) -> LiveTable | None:
        community, channel = _where(interaction)
        if manager:
            found = self.tables.in_channel(community, channel)
            return found[0] if found else None
        return self.tables.seated(community, channel, player)

    async def may_close(self, live: LiveTable, player: int, manager: bool) -> bool:
        """Manage Server, a private table's host, or whoever opened a cash table."""
        if manager or live.table.host == player:
            return True
        opener = await self.ctl.kv.get(OPENER_NS, live.id)
        return opener is not None and int(opener) == player

    # -- clicks ------------------------------------------------------------------------------

    async def sit(
        self,
        interaction: discord.Interaction,
        live: LiveTable,
        player: int,
        buy_in: int | None,
    ) -> None:
        """Sit down, come back from sitting out (NK-8.2) or rebuy an empty stack (NK-7.1), as
        `TableService.join` decides; answered privately, the table redrawn."""
        name = display(interaction.user)
        if not interaction.response.is_done():
            await interaction.response.defer(ephemeral=True, thinking=True)
        try:
            joined = await self.tables.join(live, player, name, buy_in)
            await self.show(live, joined.outcomes, interaction)
            loc = await self.ctl.user_loc(interaction)
            done = "discord-pk-seated" if joined.kind == "sit" else "discord-pk-back"
            await interaction.followup.send(loc.t(done), ephemeral=True)
        except Exception as error:
            await self.ctl.failed(interaction, error)

    async def on_sit(self, interaction: discord.Interaction, ref: ButtonRef) -> None:
        if not await self.ctl.can_post(interaction):  # chips must not move to a hidden table
            return
        await interaction.response.defer(ephemeral=True, thinking=True)  # before waiting
        player = await self.ctl.player(interaction)
        live = self.tables.get(ref.match_id)
        async with self.seating(live.table.community, live.channel, player):
            seated = self.tables.seated(live.table.community, live.channel, player)
            if seated is not None and seated is not live:  # one table per member in a channel
                await self.ctl.refuse(interaction, "error-already-seated")
                return
            await self.sit(interaction, live, player, None)

    async def on_press(self, interaction: discord.Interaction, ref: ButtonRef) -> None:
        """A move, "Other amount" or "My cards": the shared table flow answers it. A move is
        acknowledged first (Discord's 3 seconds; privately for a power whose card only its
        user may see) and refused before any chips move when nobody could see it; "Other
        amount" opens its dialog as the answer itself."""
        player = await self.ctl.player(interaction)
        if ref.tag == poker.ACT:
            if not await self.ctl.can_post(interaction):
                return
            refusal = self.ctl.tables_front.refusal(player, ref)
            if refusal is not None:  # answered at once, before any "thinking"
                await self.ctl.tables_front.refused(interaction, ref.match_id, refusal)
                return
            private = ref.verb in PRIVATE_POWERS
            await interaction.response.defer(ephemeral=private, thinking=private)
        token = CLICKER.set(interaction)  # a DM that fails is answered to its clicker
        try:
            await self.ctl.tables_front.press(interaction, player, ref)
        finally:
            CLICKER.reset(token)

    async def on_modal(self, interaction: discord.Interaction, raw: str) -> None:
        data: Any = interaction.data or {}
        try:
            ref = self.ctl.codec.decode(str(data.get("custom_id", "")))
        except ForgedButton as error:
            await self.ctl.failed(interaction, error)
            return
        if not await self.ctl.in_place(interaction, ref):
            return
        amount = parse_amount(raw)  # any script's digits, grouped as the bot prints them
        if amount is None:
            await self.ctl.refuse(interaction, "error-amount-not-a-number")
            return
        await interaction.response.defer()
        token = CLICKER.set(interaction)
        try:
            move = ButtonRef(poker.ACT, ref.match_id, ref.deal_no, ref.seq, ref.verb)
            await self.ctl.tables_front.move(interaction, await self.ctl.player(interaction),
                                             move, amount)
        finally:
            CLICKER.reset(token)

    # -- showing a table ---------------------------------------------------------------------

    def place_of(self, table_id: int) -> tuple[str, str] | None:
        """(community, channel) of an open table, else None."""
        try:
            live = self.tables.get(table_id)
        except TableClosed:
            return None
        return live.table.community, live.channel

    async def close_if_orphaned(
        self, live: LiveTable, outcomes: Sequence[TableOutcome]
    ) -> Sequence[TableOutcome]:
        """Every change of a table is shown (clicks, timers, a restart): a table where no
        person sits any more is closed here (a hand in play ends first; computers alone do not
        play), so it is neither left open nor reloaded at every start. Returns the outcomes
        with the closing's own."""
        if not outcomes or outcomes[-1].closed or not self.tables.orphaned(live):
            return outcomes
        log.info("poker table %s: no person seated; closing it", live.id)
        return [*outcomes, *await self.tables.close(live)]

    async def show(
        self,
        live: LiveTable,
        outcomes: Sequence[TableOutcome],
        interaction: discord.Interaction | None = None,
    ) -> None:
        """Show a committed change through the shared table flow (a table left with nobody
        seated is closed first); a failure is logged and redrawn by a wake-up, never raised."""
        if not outcomes:
            return
        outcomes = await self.close_if_orphaned(live, outcomes)
        token = CLICKER.set(interaction)
        try:
            async with self.ctl.drawing(live.id):
                await self.ctl.tables_front.publish(live.id, outcomes)
        finally:
            CLICKER.reset(token)


def _where(interaction: discord.Interaction) -> tuple[str, str]:
    return str(interaction.guild_id or f"dm-{interaction.user.id}"), str(interaction.channel_id)

