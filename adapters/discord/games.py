"""The match games on Discord: what `/updown challenge|bot`, `/asnas` and the presses of an
offer's, a lobby's and a match's buttons do, handed to the shared flows
(`bot.frontend.challenges`, `bot.frontend.lobbies`, `bot.frontend.matches`); each press is
acknowledged within Discord's 3 seconds, a move refused at once when nobody could see it."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord

from adapters.discord.answering import acknowledged, community_of
from bot.callbacks import ButtonRef
from bot.frontend.screen import AMOUNT, CARDS

if TYPE_CHECKING:
    from adapters.discord.controller import Controller as Host


async def challenge(ctl: Host, interaction: discord.Interaction, game: str, opponent: discord.Member
) -> None:
    """/updown challenge: the shared flow (`bot.frontend.challenges`) refuses or shows it."""
    if opponent.bot:
        await ctl.refuse(interaction, "discord-challenge-bot")
        return
    if not await ctl.in_guild(interaction) or not await ctl.can_post(interaction):
        return
    await ctl.fronts.challenges.offer(
        interaction, community_of(interaction), str(interaction.channel_id), game=game,
        challenger=await ctl.player(interaction),
        opponent=await ctl.player(interaction, opponent),
    )


async def play_computer(ctl: Host, interaction: discord.Interaction, game: str) -> None:
    if not await ctl.in_guild(interaction) or not await ctl.can_post(interaction):
        return
    async with acknowledged(ctl, interaction, private=True):
        player_id = await ctl.player(interaction)
        await ctl.fronts.challenges.play_computer(
            community_of(interaction), str(interaction.channel_id), player_id, game,
            ctl.matches.opponent,
        )
        if ctl.private.reachable(interaction.user.id):
            loc = await ctl.languages.for_player(player_id)
            await interaction.edit_original_response(content=loc.t("discord-cards-by-dm"))


async def open_lobby(ctl: Host, interaction: discord.Interaction) -> None:
    """/asnas: a lobby in this channel (`bot.frontend.lobbies`), the member in seat 1."""
    if not await ctl.in_guild(interaction) or not await ctl.can_post(interaction):
        return
    await ctl.fronts.lobbies.open(interaction, community_of(interaction),
                                  str(interaction.channel_id), await ctl.player(interaction))


async def on_answer(ctl: Host, interaction: discord.Interaction, ref: ButtonRef) -> None:
    """Accept or Decline of a challenge. Acknowledged first: when Discord no longer takes
    the answer (10062), nothing changed and the next click works."""
    async with acknowledged(ctl, interaction):
        await ctl.fronts.challenges.answer(interaction, ref, await ctl.player(interaction),
                                           str(interaction.channel_id))


async def on_lobby(ctl: Host, interaction: discord.Interaction, ref: ButtonRef) -> None:
    """Join, Leave or Start. Acknowledged first: when Discord no longer takes the answer
    (10062), the lobby stays as it was for the next click."""
    async with acknowledged(ctl, interaction):
        await ctl.fronts.lobbies.press(interaction, ref, await ctl.player(interaction),
                                       community_of(interaction), str(interaction.channel_id))


async def on_press(ctl: Host, interaction: discord.Interaction, ref: ButtonRef) -> None:
    """A match button (act, pick, amt, cards): the shared match flow answers it. A move
    is acknowledged first (Discord's 3 seconds) and refused before any chips move when
    nobody could see it; "Other amount" opens its dialog as the answer itself."""
    player_id = await ctl.player(interaction)
    if ref.tag == AMOUNT:
        await ctl.fronts.matches.ask(interaction, player_id, ref)
        return
    if ref.tag == CARDS:
        await ctl.fronts.matches.my_cards(interaction, player_id, ref.match_id)
        return
    if not await ctl.can_post(interaction):
        return
    refusal = ctl.fronts.matches.refusal(player_id, ref)
    if refusal is not None:  # answered at once, before any "thinking"
        await ctl.fronts.matches.refused(interaction, ref.match_id, refusal)
        return
    async with acknowledged(ctl, interaction):
        await ctl.fronts.matches.move(interaction, player_id, ref)
