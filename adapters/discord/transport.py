"""Discord as a `bot.frontend.Transport` and `MatchTransport`: what the shared recovery
policies and the match flow (`bot.frontend.matches.MatchFront`) need of it.

A match's screen is laid out by `layout` into the deal's table message (`table.TableMessages`:
one per deal, edited in place, edits coalesced); `refuse`, `tell` and `answer` are ephemeral
replies (or follow-ups after a deferral), `ask_amount` the amount dialog, `arm` pokes the turn
timer loop.

`draw` shows a match or a poker table as its state is now and sends a coalesced edit at once
(so a failure is seen here, not in a background task); `send_private` is a DM (False when
Discord refuses it for good: 403, DMs closed or the bot blocked); `fall_back` answers the
clicker privately with the line, or tells the channel once per game that "My cards" shows
them; `answer` is an ephemeral reply; `wake` is an asyncio timer.
"""

from __future__ import annotations

import contextlib
import io
import logging
from collections.abc import AsyncIterator, Mapping, Sequence
from typing import Any, Protocol

import discord

from adapters.discord import amounts
from adapters.discord.answering import CLICKER, Answering, acknowledged
from adapters.discord.board import Payload, TableMessages
from adapters.discord.layout import MESSAGE_LIMIT, chat_view, screen_payload
from adapters.discord.names import clean, ping, shown, shown_names
from adapters.discord.private import PrivateCards
from adapters.discord.threads import TableThreads
from bot.callbacks import ButtonRef
from bot.commands import Outcome
from bot.errors import MatchNotFound
from bot.frontend import PrivateLine
from bot.frontend.chat import ChatTransportBase
from bot.frontend.desk import TableDesk
from bot.frontend.fronts import Fronts
from bot.frontend.languages import Languages
from bot.frontend.matches import stored_seat_names
from bot.frontend.pictures import PictureChoice
from bot.frontend.screen import ChatButton, Screen, clipped
from bot.frontend.services import Services
from bot.frontend.turn_loop import TurnLoop
from bot.i18n import Localizer
from bot.tournaments.mtt_service import TABLE_PREFIX as MTT_TABLE
from bot.tournaments.mtt_service import MttClosed
from bot.tournaments.mtt_table import MttTable

log = logging.getLogger(__name__)


class TransportHost(Answering, Protocol):
    """The controller, with the parts of the client a transport draws and sends through."""

    client: discord.Client
    tables: TableMessages
    threads: TableThreads
    private: PrivateCards
    languages: Languages
    pictures: PictureChoice
    timer: TurnLoop
    services: Services
    desk: TableDesk
    fronts: Fronts  # built over this transport, once the controller has it


class DiscordTransport(ChatTransportBase[Payload]):
    """`wake` is an asyncio timer (`bot.frontend.wakeups`), outside any interaction (`CLICKER`
    is unset there)."""

    def __init__(self, ctl: TransportHost) -> None:
        super().__init__(ctl.services, lambda: bool(ctl.settings.table_images))
        self.ctl = ctl

    @property
    def fronts(self) -> Fronts:
        return self.ctl.fronts

    async def presser_text(self, click: object) -> Localizer:
        assert isinstance(click, discord.Interaction)
        return await self.ctl.user_loc(click)
    async def draw(self, key: int) -> None:
        """The edit is sent at once (so a failure is seen here, not in a background task)."""
        self.ctl.timer.poke()  # the timer loop reads every deadline again
        await super().draw(key)
        await self.ctl.tables.flush(key)

    def failed(self, key: int, error: Exception) -> None:
        """Nothing Discord-specific to repair: the redraw's wake-up does it."""

    async def send_private(self, line: PrivateLine) -> bool:
        record = await self.ctl.store.player(line.player)
        if record is None:
            return True  # nobody to send to: nothing to fall back for
        picture = await self.games.own_cards(line, await self.ctl.languages.for_player(line.player))
        return await self.ctl.private.send(int(record.external_id), line.text, picture=picture)

    async def fall_back(self, line: PrivateLine) -> None:
        ctl = self.ctl
        record = await ctl.store.player(line.player)
        if record is None:
            return
        user_id = int(record.external_id)
        loc = await ctl.languages.for_player(line.player)
        notice = loc.t("discord-dm-closed", name=f"<@{user_id}>")
        clicker = CLICKER.get()
        if clicker is not None and clicker.user.id == user_id:
            await clicker.followup.send(f"{notice}\n{line.text}", ephemeral=True)
        elif ctl.private.first_failure(line.key, user_id):
            where = await ctl.threads.stored(line.key) or self._channel(line.key)
            channel = ctl.client.get_partial_messageable(int(where))
            await channel.send(notice, allowed_mentions=discord.AllowedMentions(users=True))

    def _channel(self, key: int) -> str:
        try:
            return self.ctl.services.registry.get(key).channel
        except MatchNotFound:
            return self.ctl.desk.get(key).channel

    async def tell(self, click: object, text: str) -> None:
        assert isinstance(click, discord.Interaction)
        await self.ctl.say(click, text)

    async def acknowledge(self, click: object) -> None:
        """Nothing to add: the press was deferred before the move, and the table shows it."""

    async def note(self, click: object, text: str) -> None:
        assert isinstance(click, discord.Interaction)
        await self.ctl.say(click, text)

    @property
    def private_answers_vanish(self) -> bool:
        return False  # an ephemeral reply stays in the presser's view

    async def ask_amount(self, click: object, ref: ButtonRef, low: int, high: int) -> None:
        assert isinstance(click, discord.Interaction)
        await amounts.ask(self.ctl, click, ref, low, high)

    # -- a member's request (`bot.frontend.requests`) ----------------------------------------

    @contextlib.asynccontextmanager
    async def working(self, click: object, *, private: bool = False) -> AsyncIterator[None]:
        """Acknowledged first (Discord's 3 seconds), then done with the member as the
        clicker; any failure answered (`answering.acknowledged`)."""
        assert isinstance(click, discord.Interaction)
        async with acknowledged(self.ctl, click, private=private):
            yield

    async def may_post(self, click: object) -> bool:
        assert isinstance(click, discord.Interaction)
        return await self.ctl.can_post(click)

    async def tell_pictured(self, click: object, text: str, picture: bytes, filename: str, *,
                            caption: bool = True) -> bool:
        """The text with the picture attached, to the member alone (a first answer only)."""
        assert isinstance(click, discord.Interaction)
        if click.response.is_done():
            return False
        attached = discord.File(io.BytesIO(picture), filename=filename)
        try:
            await click.response.send_message(text, file=attached, ephemeral=True)
        except discord.HTTPException:
            log.warning("%s: the upload failed; sending the text", filename, exc_info=True)
            return False
        return True

    async def cards_by_dm(self, click: object, player: int) -> None:
        """The private "thinking" answer says where the cards went (unless DMs failed: then
        the fallback answered it)."""
        assert isinstance(click, discord.Interaction)
        if self.ctl.private.reachable(click.user.id):
            loc = await self.ctl.languages.for_player(player)
            await click.edit_original_response(content=loc.t("discord-cards-by-dm"))

    @property
    def message_limit(self) -> int:
        return MESSAGE_LIMIT

    # -- a match's table message -------------------------------------------------------------

    async def channel_text(self, match_id: int) -> Localizer:
        record = await self.ctl.store.load_match(match_id)
        community = record.community if record is not None else ""
        guild_id = int(community) if community.isdigit() else None
        return await self.ctl.table_loc(guild_id, CLICKER.get())

    async def player_text(self, player_id: int) -> Localizer:
        return await self.ctl.languages.for_player(player_id)

    async def seat_names(self, match_id: int, text: Localizer, *, markup: bool = True
                         ) -> list[str]:
        """Escaped for message text (`names.shown`); a picture has no markdown: cleaned only."""
        return await stored_seat_names(self.ctl.store, match_id, text.t("ud-computer"), text,
                                       shown=shown if markup else clean)

    @property
    def board(self) -> TableMessages:
        return self.ctl.tables

    async def lay_out(self, key: int, screen: Screen, text: Localizer) -> Payload:
        return screen_payload(screen, self.ctl.codec, text)

    async def close_screen(self, key: int, deal_no: int, screen: Screen) -> None:
        await super().close_screen(key, deal_no, screen)
        await self.ctl.threads.close(key)  # a scheduled tournament's table: its thread too

    async def drawn_in(self, key: int, text: Localizer) -> str:
        """The channel a game's message goes to: a scheduled tournament's table has a thread
        of its own where Discord allows it (`threads.TableThreads`); every other game is
        drawn in its channel."""
        record = await self.ctl.store.load_match(key)
        assert record is not None
        channel = record.channel
        if not record.game.startswith(MTT_TABLE):
            return channel
        thread = await self.ctl.threads.stored(key)
        if thread is not None:
            return thread
        live = self.ctl.desk.find(key)
        if live is None or not isinstance(live.table, MttTable):
            return channel
        try:
            name = self.ctl.desk.mtt.hub(live.table.tournament).hub.schedule.name
        except MttClosed:
            name = None
        unnamed = text.plain.t("mtt-thread-unnamed", id=live.table.tournament)
        title = text.plain.t("mtt-thread-name", tournament=name or unnamed,
                             table=live.table.number)
        return await self.ctl.threads.channel_for(key, channel, title)

    async def table_place(self, table_id: int) -> str | None:
        """Where a tournament table is drawn when not in its channel: its thread's mention."""
        thread = await self.ctl.threads.stored(table_id)
        return None if thread is None else f"<#{thread}>"

    def arm(self, outcome: Outcome) -> None:
        self.ctl.timer.poke()  # the timer loop reads every deadline again

    # -- a challenge's offer (`bot.frontend.challenges`) --------------------------------------

    async def place_text(self, community: str, channel: str, origin: object | None
                         ) -> Localizer:
        guild_id = int(community) if community.isdigit() else None
        clicker = origin if isinstance(origin, discord.Interaction) else None
        return await self.ctl.table_loc(guild_id, clicker)

    async def name(self, player_id: int) -> str:
        """A mention: Discord shows the member's current name, and nothing typed is printed."""
        record = await self.ctl.store.player(player_id)
        return "?" if record is None else f"<@{int(record.external_id)}>"

    async def post_notice(self, origin: object, text: str, buttons: Sequence[ChatButton],
                          notify: Sequence[int] = ()) -> str:
        assert isinstance(origin, discord.Interaction)
        pinged = []
        for player_id in notify:
            record = await self.ctl.store.player(player_id)
            if record is not None:
                pinged.append(discord.Object(int(record.external_id)))
        # The one kind of message meant to ping: whom it is for (the default pings no one).
        view = chat_view(buttons, self.ctl.codec)
        options: dict[str, Any] = {} if view is None else {"view": view}
        sent = await origin.response.send_message(clipped(text, MESSAGE_LIMIT),
                                                  allowed_mentions=ping(pinged), **options)
        return str(sent.message_id)

    async def edit_notice(self, channel: str, message_id: str | None, text: str | None,
                          buttons: Sequence[ChatButton], click: object | None) -> None:
        content: dict[str, Any] = {} if text is None else {
            "content": clipped(text, MESSAGE_LIMIT)}
        view = chat_view(buttons, self.ctl.codec)
        if isinstance(click, discord.Interaction):
            await click.edit_original_response(view=view, **content)
        elif message_id is not None:
            partial = self.ctl.client.get_partial_messageable(int(channel))
            await partial.get_partial_message(int(message_id)).edit(view=view, **content)

    # -- a poker table -----------------------------------------------------------------------

    def view_names(self, view: Mapping[str, Any]) -> Mapping[str, Any]:
        return shown_names(view)

    def shown(self, name: str) -> str:
        return shown(name)

    def arm_tables(self) -> None:
        self.ctl.timer.poke()

    async def announce(self, click: object, text: str) -> None:
        """The answer to a command, for the whole channel (it pings no one)."""
        assert isinstance(click, discord.Interaction)
        await self.ctl.say(click, text, ephemeral=False)

    async def say(self, channel: str, text: str) -> None:
        """A plain message in the channel (a tournament's news); it pings no one."""
        await self.ctl.client.get_partial_messageable(int(channel)).send(
            content=clipped(text, MESSAGE_LIMIT))

