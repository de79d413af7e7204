"""The controller every Discord handler reaches (`Controller`): the shared flows built over
this client's transport (`bot.frontend.fronts`), who the member is and which language they and
the server read, how an interaction is answered, refused or apologised for, and the checks
every handler makes first (a server, the channel of the button's game, the right to post).

Every handler answers within Discord's 3 seconds: quick answers go out directly, anything that
touches a match defers first and follows up. Refusals (stale button, double click, not your
turn, illegal amount) and failures are answered ephemerally in the clicker's language and
logged; the table stays as the store has it. Nothing here knows a rule: actions come from the
legal actions the engine lists, and the registry applies, persists and refuses.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable
from dataclasses import replace
from typing import Any

import discord
from discord import app_commands

from adapters.discord.answering import MATCH_MODAL_TAG, TABLE_MODAL_TAG, where
from adapters.discord.board import TableMessages
from adapters.discord.layout import MESSAGE_LIMIT
from adapters.discord.names import display
from adapters.discord.private import PrivateCards
from adapters.discord.shards import PLATFORM
from adapters.discord.threads import TableThreads
from adapters.discord.transport import DiscordTransport
from bot.callbacks import ButtonRef, CallbackCodec
from bot.errors import RuleError as Refusal  # every refusal's base
from bot.frontend import poker, screen
from bot.frontend.fronts import Platform, build_fronts
from bot.frontend.requests import Request, Requests
from bot.frontend.screen import clipped
from bot.frontend.services import Services
from bot.frontend.turn_loop import TurnLoop
from bot.i18n import Localizer
from bot.settings import Settings

log = logging.getLogger(__name__)

CANNOT_POST = frozenset({50001, 50013})  # Missing Access, Missing Permissions
UNKNOWN_INTERACTION = 10062  # answered after Discord's 3 seconds
MEMBER_OPTIONS = frozenset({discord.AppCommandOptionType.user,
                            discord.AppCommandOptionType.mentionable})


class Controller:
    """What every handler reaches: the shared flows and requests over this client's
    transport, the member as a `Request`, their language and the server's, the answers."""

    def __init__(
        self,
        client: discord.Client,
        services: Services,
        *,
        settings: Settings,
        opponent: str | None,
        codec: CallbackCodec,
        edit_interval: float = 1.0,
        clock: Callable[[], float] = time.time,
        recovery_options: dict[str, Any] | None = None,
    ) -> None:
        self.client = client
        self.answering = asyncio.Lock()  # one challenge or lobby answer at a time
        self.settings = settings
        self.services = services
        self.store, self.kv, self.desk = services.store, services.kv, services.desk
        self.languages, self.pictures = services.languages, services.pictures
        self.opponent = opponent  # the computer player's name; None: the game's own
        self.codec = codec
        self.tables = TableMessages(client, self.kv, min_interval=edit_interval)
        self.threads = TableThreads(client, self.kv)  # a scheduled tournament's tables
        self.private = PrivateCards(client)
        self.clock = clock
        self.transport = DiscordTransport(self)
        fronts = build_fronts(self.transport, Platform(
            place_locks=lambda community, channel: self.answering,
            bot_name="BOT {}".format, managers_key="discord-needs-manage-server",
            cancel_key="discord-cancel-not-allowed",
            expiry=lambda: float(self.settings.challenge_expiry_s),
            communities=services.registry.owns, opponent=lambda: self.opponent,
            start_time=lambda at: f"<t:{int(at)}:F> (<t:{int(at)}:R>)",
            table_place=self.transport.table_place, clock=clock,
            recovery_options=recovery_options or {},
        ), services)
        self.fronts = fronts
        self.tables.on_failure = fronts.recovery.schedule_redraw
        self.requests = fronts.requests
        self.timer = TurnLoop(services.registry, fronts.matches.timeout, tables=fronts.tables,
                              clock=clock)  # the shared deadline loop (`bot.frontend.turn_loop`)
        self.timer.sweep = fronts.sweep

    # -- players and languages ---------------------------------------------------------------

    async def player(
        self, interaction: discord.Interaction, user: discord.abc.User | None = None
    ) -> int:
        who = user or interaction.user
        player_id = await self.store.ensure_player(PLATFORM, str(who.id), display(who))
        if user is None:
            await self.languages.remember(player_id, interaction.locale.value)
        return player_id

    async def request(self, interaction: discord.Interaction, *, guild: bool = True
                      ) -> Request | None:
        """The member's command or press as the shared `Request` (`bot.frontend.requests`);
        None (answered) when it asks, in direct messages, what only a server can do."""
        if guild and not await self.in_guild(interaction):
            return None
        player = await self.player(interaction)

        async def manager() -> bool:
            return bool(interaction.permissions.manage_guild)

        return Request(interaction, *where(interaction), player, display(interaction.user),
                       await self.languages.for_player(player), manager)

    async def ask(self, interaction: discord.Interaction,
                  asked: Callable[[Requests, Request], Awaitable[None]], *,
                  guild: bool = True) -> None:
        """Hand the member's command to the shared requests (see `request`)."""
        req = await self.request(interaction, guild=guild)
        if req is not None:
            await asked(self.requests, req)

    async def user_loc(self, interaction: discord.Interaction) -> Localizer:
        return await self.languages.for_player(await self.player(interaction))

    async def table_loc(
        self, guild_id: int | None, interaction: discord.Interaction | None = None
    ) -> Localizer:
        guild_locale = None
        if interaction is not None and interaction.guild_locale is not None:
            guild_locale = interaction.guild_locale.value
        return await self.languages.for_place(guild_id, guild_locale)

    # -- answering ---------------------------------------------------------------------------

    async def say(
        self,
        interaction: discord.Interaction,
        text: str,
        *,
        ephemeral: bool = True,
        view: discord.ui.View | None = None,
    ) -> None:
        """Answer the interaction, or follow up when it was already answered (deferred)."""
        kwargs: dict[str, Any] = {"ephemeral": ephemeral}
        if view is not None:
            kwargs["view"] = view
        text = clipped(text, MESSAGE_LIMIT)
        if interaction.response.is_done():
            await interaction.followup.send(text, **kwargs)
        else:
            await interaction.response.send_message(text, **kwargs)

    async def refuse(self, interaction: discord.Interaction, key: str, **params: Any) -> None:
        loc = await self.user_loc(interaction)
        await self.say(interaction, loc.t(key, **params))

    async def failed(self, interaction: discord.Interaction, error: BaseException) -> None:
        """Answer any failure: a refusal in the player's words, anything else as an apology
        (details go to the log only). Never raises: it is the last resort."""
        try:
            if isinstance(error, Refusal):
                await self.refuse(interaction, error.key, **error.params)
                return
            if isinstance(error, discord.NotFound) and error.code == UNKNOWN_INTERACTION:
                # Acknowledged too late: Discord takes no answer any more (every handler
                # acknowledges before it changes anything, so the next click works).
                log.warning("interaction %s: acknowledged after Discord's deadline", interaction.id)
                return
            if isinstance(error, discord.Forbidden) and error.code in CANNOT_POST:
                # Permissions changed between the check and the post: say what is wrong.
                log.warning("interaction %s: cannot post in channel %s (%s)",
                            interaction.id, interaction.channel_id, error.code)
                await self.refuse(interaction, "discord-cannot-post")
                return
            log.error("interaction %s failed", interaction.id, exc_info=error)
            await self.refuse(interaction, "error-internal")
        except Exception:
            log.exception("could not answer interaction %s", interaction.id)

    async def command_failed(
        self, interaction: discord.Interaction, error: app_commands.AppCommandError
    ) -> None:
        if isinstance(error, app_commands.TransformerError):
            # An option Discord could not resolve: a member who left, an id typed by hand.
            log.info("interaction %s: option %r not resolved (%s)", interaction.id,
                     error.value, error.type)
            await self.refuse(interaction, "discord-option-unknown-member"
                              if error.type in MEMBER_OPTIONS else "discord-option-invalid")
            return
        original = error.original if isinstance(error, app_commands.CommandInvokeError) else error
        await self.failed(interaction, original)

    # -- slash commands ----------------------------------------------------------------------

    async def in_guild(self, interaction: discord.Interaction) -> bool:
        """Games and chips live in a server; a command from direct messages is refused."""
        if interaction.guild_id is not None:
            return True
        await self.refuse(interaction, "discord-guild-only")
        return False

    async def in_place(self, interaction: discord.Interaction, ref: ButtonRef) -> bool:
        """A button (or dialog) works only in the server and channel of its game: a signed id
        replayed elsewhere is not valid there."""
        # (the dialogs' own tags stand for the "Other amount" press that opened them)
        asked = {MATCH_MODAL_TAG: screen.AMOUNT, TABLE_MODAL_TAG: poker.AMOUNT}.get(ref.tag)
        pressed = ref if asked is None else replace(ref, tag=asked)
        if await self.fronts.pressed_in_place(pressed, str(interaction.guild_id),
                                              str(interaction.channel_id),
                                              thread=self.threads.stored):
            return True
        await self.refuse(interaction, "error-invalid-button")
        return False

    async def can_post(self, interaction: discord.Interaction) -> bool:
        """The table needs the bot to post and edit here; say so before any chips move."""
        allowed = interaction.app_permissions
        if allowed.view_channel and allowed.send_messages:
            return True
        await self.refuse(interaction, "discord-cannot-post")
        return False
