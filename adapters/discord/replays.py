"""/hand [number|last]: a finished hand of this channel's poker tables (open or closed)
replayed as the table saw it (`bot.replay`: hole cards only when shown at the table), in the
reader's language, answered to the reader alone and split into messages of Discord's 2000
characters."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord

from adapters.discord.names import shown
from bot.frontend.replays import chat_tables, replay_for, split_lines
from bot.views import render_text

if TYPE_CHECKING:
    from adapters.discord.controller import Controller

MESSAGE_LIMIT = 2000


async def show_hand(ctl: Controller, interaction: discord.Interaction, which: str) -> None:
    if not await ctl.in_guild(interaction):
        return
    community = str(interaction.guild_id)
    channel = str(interaction.channel_id)
    ids = await chat_tables(ctl.store, community, channel)  # closed tables too
    loc = await ctl.user_loc(interaction)
    lines = await replay_for(ctl.store, ids, which.split(), shown=shown)
    for part in split_lines([render_text(line, loc) for line in lines], MESSAGE_LIMIT):
        await ctl.say(interaction, part)
