"""/hand [number|last]: a finished hand of this channel's poker tables (open or closed)
replayed as the table saw it (`bot.replay`: hole cards only when shown at the table), in the
reader's language, answered to the reader alone and split into messages of Discord's 2000
characters; with pictures on for the server, the hand's picture attached to the first
(`bot.frontend.replays.replay_png`; a refused upload leaves the text alone)."""

from __future__ import annotations

import io
import logging
from typing import TYPE_CHECKING

import discord

from adapters.discord.names import shown
from bot.frontend.replays import chat_tables, find_replay, replay_png, split_lines
from bot.views import render_text

if TYPE_CHECKING:
    from adapters.discord.controller import Controller

log = logging.getLogger(__name__)
MESSAGE_LIMIT = 2000
REPLAY_FILE = "hand.png"


async def show_hand(ctl: Controller, interaction: discord.Interaction, which: str) -> None:
    if not await ctl.in_guild(interaction):
        return
    community = str(interaction.guild_id)
    channel = str(interaction.channel_id)
    ids = await chat_tables(ctl.store, community, channel)  # closed tables too
    loc = await ctl.user_loc(interaction)
    replay = await find_replay(ctl.store, ids, which.split(), shown=shown)
    parts = split_lines([render_text(line, loc) for line in replay.lines], MESSAGE_LIMIT)
    png = await replay_png(replay, loc, enabled=await ctl.pictures.enabled(community))
    if png is not None and not interaction.response.is_done():
        picture = discord.File(io.BytesIO(png), filename=REPLAY_FILE)
        try:
            await interaction.response.send_message(parts[0], file=picture, ephemeral=True)
            parts = parts[1:]
        except discord.HTTPException:
            log.warning("/hand: the picture upload failed; sending the text", exc_info=True)
    for part in parts:
        await ctl.say(interaction, part)
