"""`/tournament schedule` and the presses of a scheduled tournament's lobby (Register,
Unregister, My table, Call it off), handed to the shared flow (`bot.frontend.mtt.MttFront`);
its tables are poker tables (`poker`), each in a thread of its own where Discord allows it
(`threads`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord

from adapters.discord.answering import acknowledged, community_of
from adapters.discord.names import display
from bot.callbacks import ButtonRef
from bot.frontend.mtt import REGISTER as MTT_REGISTER
from bot.tournaments.schedule import Schedule

if TYPE_CHECKING:
    from adapters.discord.controller import Controller as Host


async def schedule_mtt(ctl: Host, interaction: discord.Interaction, schedule: Schedule,
                       bots: int) -> None:
    """/tournament schedule: a member with Manage Server schedules a multi-table
    tournament here (`bot.frontend.mtt`)."""
    if not await ctl.in_guild(interaction) or not await ctl.can_post(interaction):
        return
    await ctl.fronts.mtt.schedule(
        interaction, community_of(interaction), str(interaction.channel_id), schedule,
        creator=await ctl.player(interaction), is_admin=interaction.permissions.manage_guild,
        bots=bots)


async def on_mtt(ctl: Host, interaction: discord.Interaction, ref: ButtonRef) -> None:
    """Register, Unregister, My table, Call it off. Acknowledged first (privately: My
    table answers with the player's cards)."""
    if ref.verb == MTT_REGISTER and not await ctl.can_post(interaction):
        return  # chips must not move to a tournament nobody sees
    async with acknowledged(ctl, interaction, private=True):
        await ctl.fronts.mtt.press(interaction, ref, await ctl.player(interaction),
                                   display(interaction.user))
