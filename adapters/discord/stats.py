"""`/stats`: the member's figures in this server (`bot.frontend.answers.Answers.stats`) with
the chip-history chart attached to the ephemeral answer (issue 21); when the chart cannot be
drawn or its upload fails, the text goes alone."""

from __future__ import annotations

import io
import logging
from typing import TYPE_CHECKING

import discord

from adapters.discord.answering import Answering, community_of
from adapters.discord.names import display, shown
from bot.frontend.answers import Said

log = logging.getLogger(__name__)
CHART_FILE = "chips.png"

if TYPE_CHECKING:
    from adapters.discord.controller import Controller as Host



async def say_with_chart(ctl: Answering, interaction: discord.Interaction, said: Said) -> None:
    """/stats's text with the chart attached; the text alone if the chart fails."""
    if said.picture is not None and not interaction.response.is_done():
        picture = discord.File(io.BytesIO(said.picture), filename=CHART_FILE)
        try:
            await interaction.response.send_message(said.text, file=picture, ephemeral=True)
            return
        except discord.HTTPException:
            log.warning("/stats: the chart upload failed; sending the text", exc_info=True)
    await ctl.say(interaction, said.text)


async def stats(ctl: Host, interaction: discord.Interaction) -> None:
    if not await ctl.in_guild(interaction):
        return
    player_id = await ctl.player(interaction)
    said = await ctl.fronts.answers.stats(
        community_of(interaction), player_id, shown(interaction.user.display_name),
        await ctl.languages.for_player(player_id), chart_name=display(interaction.user))
    await say_with_chart(ctl, interaction, said)
