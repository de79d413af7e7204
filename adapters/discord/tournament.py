"""`/tournament sitngo | spin | list | leave`: tournament lobbies in a channel (NK-7.3, NK-7.4).

The lobby message shows the terms before anyone registers (entry, stack, levels, the prize
split; a Spin's multiplier table with its expected payout) and who registered; its buttons:
Register (pays the entry), Unregister (refunds it before the start), and for the creator Start
(empty seats become BOTs: pressing it is the creator allowing them) and Call it off (every
entry refunded). `/tournament leave` unregisters from this channel's lobby; `/tournament list`
shows the open lobbies here. The last seat taken, or Start, starts it: the lobby is edited to
show the start (a Spin's drawn multiplier and the prizes), then the table is shown by
`PokerDesk.show` like a cash table (cards by DM, turn timers, the shared recovery policies),
with the tournament's status line (`bot.frontend.tournament`); the results follow when it ends.

Every rule is `bot.tournaments.TournamentService`'s. The lobby buttons are the dynamic
``tlob`` items (`buttons.TourneyButton`): they survive a restart, the tournament being stored.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import TYPE_CHECKING, Final

import discord

from adapters.discord.buttons import make_button
from adapters.discord.names import display, shown
from bot.callbacks import ButtonRef
from bot.i18n import Localizer
from bot.render import tournament as render
from bot.render.names import names_list
from bot.render.tournament import CANCEL, REGISTER, START, UNREGISTER
from bot.tables import LiveTable, TableOutcome
from bot.tables.errors import TableClosed
from bot.tournaments import Format, TournamentService, TournamentTable, sitngo, spin
from bot.views import render_text

if TYPE_CHECKING:
    from adapters.discord.controller import Controller
    from adapters.discord.poker import Tables

log = logging.getLogger(__name__)

TAG: Final = "tlob"
LOBBY_NS: Final = "dc-tourney-lobby"  # table id -> the lobby message (channel, message)
STYLES: Final = {
    "primary": discord.ButtonStyle.primary, "secondary": discord.ButtonStyle.secondary,
    "success": discord.ButtonStyle.success, "danger": discord.ButtonStyle.danger,
}


class TournamentDesk:
    def __init__(self, ctl: Controller, tables: Tables) -> None:
        self.ctl = ctl
        self.tables = tables

    @property
    def service(self) -> TournamentService:
        return self.tables.tournaments

    # -- slash commands ----------------------------------------------------------------------

    async def open(self, interaction: discord.Interaction, fmt: Format) -> None:
        ctl = self.ctl
        if not await ctl.in_guild(interaction) or not await ctl.can_post(interaction):
            return
        player = await ctl.player(interaction)
        community, channel = _where(interaction)
        if any(_table(t).format.kind == fmt.kind for t in self.lobbies(community, channel)):
            await ctl.refuse(interaction, "chat-tourney-lobby-open")
            return
        if self.tables.decision_s is not None:
            fmt = fmt.replace(decision_s=float(self.tables.decision_s))
        live = await self.service.create_tournament(community, channel, fmt, creator=player)
        loc = await ctl.table_loc(interaction.guild_id, interaction)
        content, view = self.lobby_message(live, loc)
        try:
            assert view is not None  # registering: it has its buttons
            await interaction.response.send_message(content, view=view)
            message = await interaction.original_response()
        except Exception:  # no lobby to register through: called off, it holds no one
            await self.service.cancel(live.id, None)
            raise
        await ctl.kv.put(LOBBY_NS, live.id, {"channel": message.channel.id,
                                             "message": message.id})

    async def show_list(self, interaction: discord.Interaction) -> None:
        ctl = self.ctl
        if not await ctl.in_guild(interaction):
            return
        loc = await ctl.user_loc(interaction)
        rows = [
            loc.t("chat-tourney-list-row", kind=loc.t("tourney-kind-" + table.format.kind),
                  count=len(table.registered()), seats=table.format.seats,
                  entry=table.format.entry)
            for table in (_table(t) for t in self.lobbies(*_where(interaction)))
        ]
        await ctl.say(interaction, "\n".join(rows) or loc.t("chat-tourney-list-empty"))

    async def leave(self, interaction: discord.Interaction) -> None:
        """Unregister from this channel's lobby (refunded); a running tournament is never
        left (NK-9.9)."""
        ctl = self.ctl
        if not await ctl.in_guild(interaction):
            return
        player = await ctl.player(interaction)
        community, channel = _where(interaction)
        mine = [t for t in self.service if t.table.community == community
                and t.channel == channel and t.table.seat_of(player) is not None]
        if not mine:
            await ctl.refuse(interaction, "error-tournament-not-registered")
            return
        live = mine[0]
        if _table(live).started:
            await ctl.refuse(interaction, "error-tournament-no-standing")
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        try:
            outcomes = await self.service.unregister(live.id, player)
        except Exception as error:
            await ctl.failed(interaction, error)
            return
        await self._edit_lobby(live, interaction, outcomes)
        loc = await ctl.user_loc(interaction)
        await interaction.followup.send(
            loc.t("chat-tourney-refunded", entry=_table(live).format.entry), ephemeral=True)

    def lobbies(self, community: str, channel: str) -> list[LiveTable]:
        return [t for t in self.service.lobbies(community) if t.channel == channel]

    # -- the lobby ---------------------------------------------------------------------------

    def lobby_message(
        self, live: LiveTable, loc: Localizer, outcomes: Sequence[TableOutcome] = (),
    ) -> tuple[str, discord.ui.View | None]:
        """The lobby (`bot.render.tournament.lobby`) as a Discord message and its buttons."""
        table = _table(live)
        names = [shown(s.name) for s in table.seats if s is not None and s.player is not None]
        lines, buttons = render.lobby(table, live.id, names_list(names, loc),
                                      [e for o in outcomes for e in o.events],
                                      tag=TAG, ids=self.ctl.codec.encode)
        content = "\n".join(render_text(line, loc) for line in lines)
        if not buttons:
            return content, None
        view = discord.ui.View(timeout=None)
        for b in buttons:
            view.add_item(make_button(b.command_id, render_text(b.label, loc),
                                      STYLES[b.style], row=b.row))
        view.stop()  # routed by the dynamic items (see buttons.py)
        return content, view

    async def on_lobby(self, interaction: discord.Interaction, ref: ButtonRef) -> None:
        ctl = self.ctl
        if ref.verb == REGISTER and not await ctl.can_post(interaction):
            return  # chips must not move to a table nobody sees
        await interaction.response.defer()
        try:
            live = self.service.get(ref.match_id)
        except TableClosed:
            await ctl.refuse(interaction, "chat-tourney-gone")
            return
        player = await ctl.player(interaction)
        table = _table(live)
        loc = await ctl.user_loc(interaction)
        said = None
        try:
            if ref.verb == REGISTER:
                await self.tables.balance(table.community, player)  # grants a newcomer
                outcomes = await self.service.register(live.id, player, display(interaction.user))
                said = loc.t("chat-tourney-registered-you", entry=table.format.entry)
            elif ref.verb == UNREGISTER:
                outcomes = await self.service.unregister(live.id, player)
                said = loc.t("chat-tourney-refunded", entry=table.format.entry)
            elif ref.verb == START:
                outcomes = await self.service.start(live.id, player)
            elif ref.verb == CANCEL:
                outcomes = await self.service.cancel(live.id, player)
            else:
                await ctl.refuse(interaction, "error-invalid-button")
                return
        except Exception as error:
            await ctl.failed(interaction, error)
            return
        await self._edit_lobby(live, interaction, outcomes)
        if table.started:
            await ctl.poker.show(live, outcomes, interaction)
        if said is not None:
            text = said

            async def tell() -> None:
                await interaction.followup.send(text, ephemeral=True)

            await ctl.recovery.cosmetic(tell, "answer the press")

    async def _edit_lobby(
        self, live: LiveTable, interaction: discord.Interaction,
        outcomes: Sequence[TableOutcome],
    ) -> None:
        """The lobby as the tournament is now (cosmetic: the change is committed)."""
        ctl = self.ctl
        loc = await ctl.table_loc(interaction.guild_id, interaction)
        async with ctl.drawing(live.id):  # two clicks' edits land in the order of the changes
            content, view = self.lobby_message(live, loc, outcomes)
            stored = await ctl.kv.get(LOBBY_NS, live.id)
            if _table(live).started or live.table.closed:
                await ctl.kv.delete(LOBBY_NS, live.id)
            if stored is None:
                return
            channel = ctl.client.get_partial_messageable(int(stored["channel"]))
            message = channel.get_partial_message(int(stored["message"]))

            async def edit() -> None:
                await message.edit(content=content, view=view)

            await ctl.recovery.cosmetic(edit, f"lobby of tournament {live.id}")


def formats(kind: str, seats: int, entry: int) -> Format:
    return spin(entry) if kind == "spin" else sitngo(seats, entry)


def _table(live: LiveTable) -> TournamentTable:
    table = live.table
    assert isinstance(table, TournamentTable)
    return table


def _where(interaction: discord.Interaction) -> tuple[str, str]:
    return str(interaction.guild_id or f"dm-{interaction.user.id}"), str(interaction.channel_id)
