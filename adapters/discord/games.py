"""`/updown challenge` in a server: whom the command names (a member, never a bot). The rest of
the match games (`/updown bot`, `/asnas`, the presses of an offer's, a lobby's and a match's
buttons) is the shared requests' (`bot.frontend.requests`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord

if TYPE_CHECKING:
    from adapters.discord.controller import Controller as Host


async def challenge(ctl: Host, interaction: discord.Interaction, game: str,
                    opponent: discord.Member) -> None:
    if opponent.bot:
        await ctl.refuse(interaction, "discord-challenge-bot")
        return
    req = await ctl.request(interaction)
    if req is not None:
        await ctl.requests.challenge(req, game, await ctl.player(interaction, opponent))
