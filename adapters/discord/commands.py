"""The commands that are not a game move: `/rules`, `/balance`, `/language`, `/pictures`,
`/cancel`, `/leaderboard` and its page buttons, each handed to the shared answers
(`bot.frontend.answers`, `bot.frontend.boards.BoardFront`) and answered to the member alone
unless the whole channel should see it."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord

from adapters.discord.answering import acknowledged, community_of
from bot.callbacks import ButtonRef
from bot.errors import RuleError as Refusal
from bot.i18n import Localizer

if TYPE_CHECKING:
    from adapters.discord.controller import Controller as Host


async def rules(ctl: Host, interaction: discord.Interaction, game: str) -> None:
    await ctl.say(interaction, ctl.fronts.answers.rules([game], await ctl.user_loc(interaction)))


async def balance(ctl: Host, interaction: discord.Interaction) -> None:
    if not await ctl.in_guild(interaction):
        return
    player_id = await ctl.player(interaction)
    loc = await ctl.languages.for_player(player_id)
    await ctl.say(interaction, await ctl.fronts.answers.balance(community_of(interaction),
                                                                player_id, loc))


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


async def choose_pictures(ctl: Host, interaction: discord.Interaction, state: str) -> None:
    """/pictures on|off by a member with Manage Server (`bot.frontend.answers`)."""
    if not await ctl.in_guild(interaction):
        return
    said = await ctl.fronts.answers.choose_pictures(
        community_of(interaction), [state], manager=interaction.permissions.manage_guild,
        text=await ctl.user_loc(interaction))
    await ctl.say(interaction, said)


async def cancel(ctl: Host, interaction: discord.Interaction) -> None:
    """/cancel (`bot.frontend.answers`): refused at once, else acknowledged and done."""
    if not await ctl.in_guild(interaction):
        return
    asker = await ctl.poker.asker(interaction)
    try:
        cancelling = await ctl.fronts.answers.to_cancel(
            asker, manager=interaction.permissions.manage_guild)
    except Refusal as error:
        await ctl.failed(interaction, error)
        return
    async with acknowledged(ctl, interaction):
        await ctl.fronts.answers.cancel(asker, cancelling)


async def leaderboard(ctl: Host, interaction: discord.Interaction, period: str, metric: str
                      ) -> None:
    """/leaderboard: the server's board (`bot.frontend.boards.BoardFront`)."""
    if not await ctl.in_guild(interaction):
        return
    await ctl.fronts.boards.show(interaction, community_of(interaction), metric, period,
                                 await ctl.user_loc(interaction))


async def on_board_page(ctl: Host, interaction: discord.Interaction, ref: ButtonRef) -> None:
    """Previous or Next, acknowledged first: the message pressed shows that page."""
    if not await ctl.in_guild(interaction):
        return
    async with acknowledged(ctl, interaction):
        await ctl.fronts.boards.turn(interaction, community_of(interaction), ref,
                                     await ctl.user_loc(interaction))
