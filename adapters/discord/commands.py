"""`/language`: the member's own language, or with Manage Server the server's. The other
commands that are not a game move (/rules, /balance, /pictures, /cancel, /leaderboard, /stats,
/hand) are the shared requests' (`bot.frontend.requests`, wired in `menu`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord

from bot.i18n import Localizer

if TYPE_CHECKING:
    from adapters.discord.controller import Controller as Host


async def language(ctl: Host, interaction: discord.Interaction, lang: str, server: bool) -> None:
    player_id = await ctl.player(interaction)
    if server:
        if interaction.guild_id is None or not interaction.permissions.manage_guild:
            await ctl.refuse(interaction, "discord-needs-manage-server")
            return
        await ctl.languages.choose_for_place(interaction.guild_id, lang)
        await ctl.say(interaction, Localizer(lang).t("discord-server-language-set"))
        return
    await ctl.store.set_language(player_id, lang)
    await ctl.say(interaction, Localizer(lang).t("language-set"))
