"""`/tournament sitngo | spin | list | leave`: tournament lobbies in a channel (NK-7.3, NK-7.4).
The flow, written once for every chat, is `bot.frontend.tourney_lobbies.TourneyLobbyFront`;
here: Discord's acknowledgements and answers around it. The lobby buttons are the dynamic
``tlob`` items (`buttons.TourneyButton`): they survive a restart, the tournament being stored.
"""

from __future__ import annotations

from typing import Protocol

import discord

from adapters.discord.answering import Answering, acknowledged, where
from adapters.discord.names import display
from bot.callbacks import ButtonRef
from bot.frontend.desk import TableDesk
from bot.frontend.fronts import Fronts
from bot.frontend.tourney_lobbies import TourneyLobbyFront
from bot.render.tournament import REGISTER
from bot.tournaments import Format, sitngo, spin


class TourneyHost(Answering, Protocol):
    """The controller, with the shared flows (the scheduled tournaments, listed with the
    lobbies, among them)."""

    fronts: Fronts


class TournamentDesk:
    def __init__(self, ctl: TourneyHost, tables: TableDesk, front: TourneyLobbyFront) -> None:
        self.ctl = ctl
        self.tables = tables
        self.front = front

    async def open(self, interaction: discord.Interaction, fmt: Format) -> None:
        ctl = self.ctl
        if not await ctl.in_guild(interaction) or not await ctl.can_post(interaction):
            return
        if self.tables.decision_s is not None:
            fmt = fmt.replace(decision_s=float(self.tables.decision_s))
        await self.front.open(interaction, *where(interaction), fmt,
                              await ctl.player(interaction))

    async def show_list(self, interaction: discord.Interaction) -> None:
        if not await self.ctl.in_guild(interaction):
            return
        loc = await self.ctl.user_loc(interaction)
        here = where(interaction)
        empty = loc.t("chat-tourney-list-empty")
        parts = [part for part in (self.front.list_text(*here, loc),
                                   await self.ctl.fronts.mtt.list_text(*here, loc))
                 if part not in (empty, loc.t("mtt-chat-list-empty"))]
        await self.ctl.say(interaction, "\n".join(parts) or empty)

    async def leave(self, interaction: discord.Interaction) -> None:
        """Unregister from this channel's lobby (refunded)."""
        ctl = self.ctl
        if not await ctl.in_guild(interaction):
            return
        player = await ctl.player(interaction)
        async with acknowledged(ctl, interaction, private=True):
            entry = await self.front.leave(*where(interaction), player)
            loc = await ctl.user_loc(interaction)
            await interaction.followup.send(loc.t("chat-tourney-refunded", entry=entry),
                                            ephemeral=True)

    async def on_lobby(self, interaction: discord.Interaction, ref: ButtonRef) -> None:
        ctl = self.ctl
        if ref.verb == REGISTER and not await ctl.can_post(interaction):
            return  # chips must not move to a table nobody sees
        async with acknowledged(ctl, interaction):
            await self.front.press(interaction, ref, await ctl.player(interaction),
                                   display(interaction.user))


def formats(kind: str, seats: int, entry: int) -> Format:
    return spin(entry) if kind == "spin" else sitngo(seats, entry)

