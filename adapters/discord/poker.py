"""`/poker cash` and `/poker private`: a table opened with the member's settings, and for a
private one its invitation code (`/poker join <code>` takes it). Seating, leaving and every
press at a table are the shared requests' (`bot.frontend.requests`, `bot.frontend.seating`,
`bot.frontend.tables`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord

from adapters.discord.answering import acknowledged

if TYPE_CHECKING:
    from adapters.discord.controller import Controller as Host


async def open_table(ctl: Host, interaction: discord.Interaction, *, private: bool, mode: str,
                     big_blind: int, seats: int, bots: int, buy_in: int | None) -> None:
    req = await ctl.request(interaction)
    if req is None or not await ctl.can_post(interaction):
        return
    # Acknowledged before waiting for the member's other seat-taking (Discord's 3 s).
    async with acknowledged(ctl, interaction, private=True):
        config = ctl.desk.config(mode, big_blind, seats, bots_allowed=bots > 0)
        live = await ctl.fronts.seating.open(req.asker, config, private=private, bots=bots,
                                             buy_in=buy_in)
        if live is None:
            return  # refused, and answered
        if private:
            token = await ctl.desk.cash.create_invite(live.id, req.player)
            await ctl.say(interaction, req.text.t("discord-pk-invite", code=token))
        else:
            await ctl.say(interaction, req.text.t("discord-pk-opened"))
