"""`/stats`'s chart (issue 21): attached to its ephemeral answer; when the chart cannot be
drawn or its upload fails, the text goes alone. (`/leaderboard` is the shared
`bot.frontend.boards.BoardFront`; its page buttons are `BoardButton`s in `buttons`.)"""

from __future__ import annotations

import io
import logging

import discord

from adapters.discord.answering import Answering
from bot.frontend.answers import Said

log = logging.getLogger(__name__)
CHART_FILE = "chips.png"


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
