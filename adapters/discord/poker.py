"""What the Discord front end does with `/poker` and with clicks on a poker table.

Same manners as the match controller: answers within 3 seconds (defer, then follow up),
refusals ephemerally in the clicker's language, only the acting player passes the turn check.
A table shows one public message per hand, edited in place (throttled by `TableMessages`);
when a hand ends inside a burst of changes its message keeps the finished hand and a fresh
message shows the next one. Hole cards go by DM at each deal, with "My cards" as the fallback;
what a Naiko glance or swap shows goes to its user only (ephemeral and DM).
"""

from __future__ import annotations

from typing import Protocol

import discord

from adapters.discord.answering import Answering, acknowledged, clicker, where
from adapters.discord.names import display
from bot.callbacks import ButtonRef
from bot.frontend import poker
from bot.frontend.fronts import Fronts
from bot.frontend.seating import Asker, SeatingFront

PRIVATE_POWERS = poker.PRIVATE_POWERS  # what they show is for their user only


class TableHost(Answering, Protocol):
    """The controller, with the shared flows (the poker table's among them)."""

    fronts: Fronts


class PokerDesk:
    """The Discord side of seating (`bot.frontend.seating.SeatingFront`, which answers each
    step in the member's language, privately) and of presses at a table (`TableFront`)."""

    def __init__(self, ctl: TableHost, seating: SeatingFront) -> None:
        self.ctl = ctl
        self.seating = seating
        self.tables = seating.desk

    async def asker(self, interaction: discord.Interaction) -> Asker:
        community, channel = where(interaction)
        player = await self.ctl.player(interaction)
        return Asker(interaction, community, channel, player, display(interaction.user))

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
        async with acknowledged(ctl, interaction, private=True):
            config = self.tables.config(mode, big_blind, seats, bots_allowed=bots > 0)
            asker = await self.asker(interaction)
            live = await self.seating.open(asker, config, private=private, bots=bots,
                                           buy_in=buy_in)
            if live is None:
                return  # refused, and answered
            loc = await ctl.user_loc(interaction)
            if private:
                token = await self.tables.cash.create_invite(live.id, asker.player)
                await ctl.say(interaction, loc.t("discord-pk-invite", code=token))
            else:
                await ctl.say(interaction, loc.t("discord-pk-opened"))

    async def join(
        self, interaction: discord.Interaction, code: str | None, buy_in: int | None
    ) -> None:
        """/poker join [code] [buy-in]: an invitation's table, else back in or a rebuy at
        the member's table here, else the channel's oldest public table with a free seat."""
        ctl = self.ctl
        if not await ctl.in_guild(interaction):
            return
        if not await ctl.can_post(interaction):  # chips must not move to a table nobody sees
            return
        async with acknowledged(ctl, interaction, private=True):  # before waiting
            asker = await self.asker(interaction)
            if code:
                await self.seating.accept(asker, code)
            else:
                await self.seating.take_seat(asker, buy_in=buy_in)

    async def leave(self, interaction: discord.Interaction) -> None:
        if not await self.ctl.in_guild(interaction):
            return
        async with acknowledged(self.ctl, interaction, private=True):
            await self.seating.leave(await self.asker(interaction))

    async def refill(self, interaction: discord.Interaction) -> None:
        """/refill: a busted seat of this server buys in again, else a broke account is
        topped up."""
        if not await self.ctl.in_guild(interaction):
            return
        async with acknowledged(self.ctl, interaction, private=True):
            await self.seating.refill(await self.asker(interaction))

    # -- clicks ------------------------------------------------------------------------------

    async def on_sit(self, interaction: discord.Interaction, ref: ButtonRef) -> None:
        if not await self.ctl.can_post(interaction):  # chips must not move to a hidden table
            return
        async with acknowledged(self.ctl, interaction, private=True):  # before waiting
            await self.seating.sit(await self.asker(interaction), ref.match_id)

    async def on_press(self, interaction: discord.Interaction, ref: ButtonRef) -> None:
        """A move, "Other amount" or "My cards": the shared table flow answers it. A move is
        acknowledged first (Discord's 3 seconds; privately for a power whose card only its
        user may see) and refused before any chips move when nobody could see it; "Other
        amount" opens its dialog as the answer itself."""
        player = await self.ctl.player(interaction)
        if ref.tag == poker.ACT:
            if not await self.ctl.can_post(interaction):
                return
            refusal = self.ctl.fronts.tables.refusal(player, ref)
            if refusal is not None:  # answered at once, before any "thinking"
                await self.ctl.fronts.tables.refused(interaction, ref.match_id, refusal)
                return
            private = ref.verb in PRIVATE_POWERS
            await interaction.response.defer(ephemeral=private, thinking=private)
        with clicker(interaction):
            await self.ctl.fronts.tables.press(interaction, player, ref)

    def place_of(self, table_id: int) -> tuple[str, str] | None:
        """(community, channel) of an open table, else None."""
        live = self.tables.find(table_id)
        return None if live is None else (live.table.community, live.channel)
