"""`/leaderboard [period] [board]` and `/stats`'s chart (issue 21).

A board page (`bot.frontend.boards`: the indexer runs before it is read) is posted in the
channel in the asker's language with Previous and Next buttons; a click edits that message in
place with the clicker's page (`BoardButton` in `buttons`, signed ids with tag ``lb``). Names
are escaped for message text. `/stats` attaches the chip-history chart to its ephemeral answer;
when the chart cannot be drawn or its upload fails, the text goes alone.
"""

from __future__ import annotations

import io
import logging
from typing import Any, Protocol

import discord

from adapters.discord.answering import Answering
from adapters.discord.names import shown
from bot.callbacks import ButtonRef
from bot.frontend.answers import Said
from bot.frontend.boards import BoardView, LazyBoards, board_view, page_of
from bot.i18n import Localizer
from bot.views import render_text

log = logging.getLogger(__name__)
CHART_FILE = "chips.png"


class Boards(Answering, Protocol):
    """The controller, with the process's leaderboards."""

    boards: LazyBoards


def _message(ctl: Boards, view: BoardView, loc: Localizer) -> dict[str, Any]:
    content = "\n".join(render_text(line, loc) for line in view.lines)
    buttons = discord.ui.View(timeout=None)
    for label, ref in view.buttons:
        buttons.add_item(discord.ui.Button(custom_id=ctl.codec.encode(ref),
                                           label=loc.t(label)[:80]))
    return {"content": content, "view": buttons}


async def show_board(ctl: Boards, interaction: discord.Interaction, period: str,
                     metric: str) -> None:
    if not await ctl.in_guild(interaction):
        return
    view = await board_view(ctl.boards, str(interaction.guild_id), metric, period, names=shown)
    message = _message(ctl, view, await ctl.user_loc(interaction))
    await interaction.response.send_message(**message)


async def on_page(ctl: Boards, interaction: discord.Interaction, ref: ButtonRef) -> None:
    wanted = page_of(ref)
    if wanted is None or interaction.guild_id is None:
        await ctl.refuse(interaction, "error-invalid-button")
        return
    metric, period, page = wanted
    view = await board_view(ctl.boards, str(interaction.guild_id), metric, period, page,
                            names=shown)
    message = _message(ctl, view, await ctl.user_loc(interaction))
    await interaction.response.edit_message(**message)


async def say_with_chart(ctl: Boards, interaction: discord.Interaction, said: Said) -> None:
    """/stats's text with the chart attached; the text alone if the chart fails."""
    if said.picture is not None and not interaction.response.is_done():
        picture = discord.File(io.BytesIO(said.picture), filename=CHART_FILE)
        try:
            await interaction.response.send_message(said.text, file=picture, ephemeral=True)
            return
        except discord.HTTPException:
            log.warning("/stats: the chart upload failed; sending the text", exc_info=True)
    await ctl.say(interaction, said.text)
