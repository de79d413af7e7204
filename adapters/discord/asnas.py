"""`/asnas`: a four-seat lobby message; people sit with a button, and the host starts the match.

Empty seats become computer players when the host presses Start (or as soon as four people
sit). The lobby lives in the adapter key-value store, so its buttons still work after a
restart; the match itself goes through the shared `bot.challenges.start_lobby_match`. Chips
do not move: As-Nas plays for points kept in the match (its setup buys nothing in).
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

import discord

from adapters.discord.buttons import make_button
from adapters.discord.names import display, shown
from bot.callbacks import ButtonRef
from bot.challenges import start_lobby_match
from bot.matches import setup_for
from bot.matches.opponents import default_opponent

if TYPE_CHECKING:
    from adapters.discord.controller import Controller

log = logging.getLogger(__name__)

GAME = "asnas"
LOBBY_NS = "dc-lobby"


class AsNasDesk:
    def __init__(self, ctl: Controller) -> None:
        self.ctl = ctl

    async def open(self, interaction: discord.Interaction) -> None:
        ctl = self.ctl
        if not await ctl.in_guild(interaction) or not await ctl.can_post(interaction):
            return
        host = await ctl.player(interaction)
        lobby: dict[str, Any] = {
            "host": host,
            "players": [host],
            "names": [display(interaction.user)],
            "community": _community(interaction),
            "channel": str(interaction.channel_id),
        }
        await ctl.kv.put(LOBBY_NS, interaction.id, lobby)
        loc = await ctl.table_loc(interaction.guild_id, interaction)
        text, view = self.lobby_message(interaction.id, lobby, loc)
        await interaction.response.send_message(text, view=view)

    def lobby_message(
        self, lobby_id: int, lobby: dict[str, Any], loc: Any
    ) -> tuple[str, discord.ui.View]:
        seats = setup_for(GAME).seats
        names = [shown(str(name)) for name in lobby["names"]]
        lines = [loc.t("discord-an-lobby", seats=seats)]
        for index in range(seats):
            who = names[index] if index < len(names) else loc.t("discord-an-empty-seat")
            lines.append(f"{index + 1}. {who}")
        codec = self.ctl.codec
        view = discord.ui.View(timeout=None)
        sit = codec.encode(ButtonRef("lobby", lobby_id, 0, 0, "sit"))
        start = codec.encode(ButtonRef("lobby", lobby_id, 0, 0, "start"))
        view.add_item(make_button(sit, loc.t("discord-an-sit"), discord.ButtonStyle.primary))
        view.add_item(make_button(start, loc.t("discord-an-start"), discord.ButtonStyle.success))
        view.stop()  # routed by the dynamic items (see buttons.py)
        return "\n".join(lines), view

    async def on_lobby(self, interaction: discord.Interaction, ref: ButtonRef) -> None:
        ctl = self.ctl
        # Acknowledge first: when Discord no longer takes the answer (10062), the lobby must
        # stay as it was for the next click.
        await interaction.response.defer()
        player = await ctl.player(interaction)
        async with ctl.answering:  # two clicks must not both start the match
            lobby = await ctl.kv.get(LOBBY_NS, ref.match_id)
            if lobby is None:
                await ctl.refuse(interaction, "error-stale-command")
                return
            players = [int(p) for p in lobby["players"]]
            full = len(players) >= setup_for(GAME).seats
            if ref.verb == "sit":
                if player in players:
                    await ctl.refuse(interaction, "error-already-seated")
                    return
                if full:
                    await ctl.refuse(interaction, "error-table-full")
                    return
                players.append(player)
                lobby["players"] = players
                lobby["names"] = [*lobby["names"], display(interaction.user)]
                full = len(players) >= setup_for(GAME).seats
            elif player != int(lobby["host"]):
                await ctl.refuse(interaction, "discord-an-host-starts")
                return
            starting = ref.verb == "start" or full
            if starting:
                await ctl.kv.delete(LOBBY_NS, ref.match_id)
            else:
                await ctl.kv.put(LOBBY_NS, ref.match_id, lobby)
        loc = await ctl.table_loc(interaction.guild_id, interaction)
        text, view = self.lobby_message(ref.match_id, lobby, loc)
        if not starting:
            await interaction.edit_original_response(content=text, view=view)
            return
        try:  # the lobby is gone now: the match starts even if its message stays as it was
            await interaction.edit_original_response(
                content=f"{text}\n{loc.t('discord-an-started')}", view=None
            )
        except discord.HTTPException as error:
            log.info("could not close lobby %s: %s", ref.match_id, error)
        try:
            match_id, outcomes = await start_lobby_match(
                ctl.matches.service,
                str(lobby["community"]),
                str(lobby["channel"]),
                players,
                game=GAME,
                opponent=ctl.matches.opponent or default_opponent(GAME),
            )
            await ctl.start_match(match_id, outcomes, interaction)
        except Exception as error:
            await ctl.failed(interaction, error)


def _community(interaction: discord.Interaction) -> str:
    return str(interaction.guild_id or f"dm-{interaction.user.id}")
