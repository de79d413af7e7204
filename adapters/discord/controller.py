"""What the Discord front end does with each command and click.

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
from collections.abc import Callable, Sequence
from typing import Any

import discord
from discord import app_commands

from adapters.discord.answering import acknowledged, clicker, community_of
from adapters.discord.buttons import amount_modal, routed
from adapters.discord.lang import discord_languages
from adapters.discord.leaderboard import say_with_chart
from adapters.discord.matches import PLATFORM, Matches
from adapters.discord.names import display, shown
from adapters.discord.poker_ctl import PokerDesk
from adapters.discord.private import PrivateCards
from adapters.discord.table import TableMessages
from adapters.discord.threads import TableThreads
from adapters.discord.tournament import TournamentDesk
from adapters.discord.transport import MATCH_MODAL_TAG as MODAL_TAG
from adapters.discord.transport import TABLE_MODAL_TAG, DiscordTransport
from bot.callbacks import ButtonRef, CallbackCodec, ForgedButton
from bot.challenges import ChallengeBook
from bot.commands import Outcome
from bot.errors import MatchNotFound
from bot.errors import RuleError as Refusal  # every refusal's base
from bot.frontend import PrivateLine
from bot.frontend.boards import TAG as BOARD_TAG
from bot.frontend.boards import LazyBoards
from bot.frontend.challenges import TAG as CHALLENGE_TAG
from bot.frontend.desk import TableDesk
from bot.frontend.fronts import Platform, build_fronts
from bot.frontend.lobbies import TAG as LOBBY_TAG
from bot.frontend.mtt import REGISTER as MTT_REGISTER
from bot.frontend.mtt import TAG as MTT_TAG
from bot.frontend.pictures import PictureChoice
from bot.frontend.screen import AMOUNT, CARDS
from bot.frontend.screen import MATCH_TAGS as SCREEN_TAGS
from bot.frontend.tourney_lobbies import TAG as TOURNEY_TAG
from bot.frontend.turn_loop import TurnLoop
from bot.i18n import Localizer
from bot.kv import KeyValue
from bot.settings import Settings
from bot.store import Store
from bot.tournaments.schedule import Schedule

log = logging.getLogger(__name__)

CANNOT_POST = frozenset({50001, 50013})  # Missing Access, Missing Permissions
UNKNOWN_INTERACTION = 10062  # answered after Discord's 3 seconds
MATCH_TAGS = SCREEN_TAGS | {MODAL_TAG}
TABLE_TAGS = frozenset({"tact", "tamt", "tcards", "tsit", TABLE_MODAL_TAG})
SIGNED_TAGS = MATCH_TAGS | TABLE_TAGS | {CHALLENGE_TAG, "ask", LOBBY_TAG, "lobby", TOURNEY_TAG,
                                         MTT_TAG, BOARD_TAG}


class Controller:
    """Glue between Discord interactions and the bot's matches."""

    def __init__(
        self,
        client: discord.Client,
        *,
        settings: Settings,
        store: Store,
        kv: KeyValue,
        matches: Matches,
        desk: TableDesk,
        codec: CallbackCodec,
        edit_interval: float = 1.0,
        clock: Callable[[], float] = time.time,
        recovery_options: dict[str, Any] | None = None,
    ) -> None:
        self.client = client
        self.answering = asyncio.Lock()  # one challenge or lobby answer at a time
        self.settings = settings
        self.store = store
        self.kv = kv
        self.matches = matches
        self.codec = codec
        self.languages = discord_languages(store, kv, settings.default_language)
        self.pictures = PictureChoice(kv, lambda: bool(self.settings.table_images))
        self.tables = TableMessages(client, kv, min_interval=edit_interval)
        self.threads = TableThreads(client, kv)  # a scheduled tournament's tables
        self.private = PrivateCards(client)
        self.desk = desk
        self.clock = clock
        self.boards = LazyBoards(store, clock)  # /leaderboard over the process's store
        self.transport = DiscordTransport(self)
        self._drawing: dict[int, asyncio.Lock] = {}
        fronts = build_fronts(self.transport, Platform(
            locks=self.drawing, place_locks=lambda community, channel: self.answering,
            bot_name="BOT {}".format, managers_key="discord-needs-manage-server",
            cancel_key="discord-cancel-not-allowed",
            expiry=lambda: float(self.settings.challenge_expiry_s),
            communities=matches.registry.owns, opponent=lambda: self.matches.opponent,
            start_time=lambda at: f"<t:{int(at)}:F> (<t:{int(at)}:R>)",
            table_place=self.transport.table_place, clock=clock,
            recovery_options=recovery_options or {},
        ), service=matches.service, desk=desk, kv=kv, book=ChallengeBook.over(store),
            pictures=self.pictures, boards=self.boards)
        self.fronts = fronts
        self.recovery, self.front, self.tables_front = (fronts.recovery, fronts.matches,
                                                        fronts.tables)
        self.tables.on_failure = self.recovery.schedule_redraw
        self.poker = PokerDesk(self, fronts.seating)
        self.answers, self.challenges, self.lobbies = (fronts.answers, fronts.challenges,
                                                       fronts.lobbies)
        self.tournaments = TournamentDesk(self, desk, fronts.tourneys)
        self.mtt = fronts.mtt
        self.timer = TurnLoop(matches.registry, self.front.timeout, tables=self.tables_front,
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
        original = error.original if isinstance(error, app_commands.CommandInvokeError) else error
        await self.failed(interaction, original)

    # -- slash commands ----------------------------------------------------------------------

    async def challenge(
        self, interaction: discord.Interaction, game: str, opponent: discord.Member
    ) -> None:
        """/updown challenge: the shared flow (`bot.frontend.challenges`) refuses or shows it."""
        if opponent.bot:
            await self.refuse(interaction, "discord-challenge-bot")
            return
        if not await self.in_guild(interaction) or not await self.can_post(interaction):
            return
        await self.challenges.offer(
            interaction, community_of(interaction), str(interaction.channel_id), game=game,
            challenger=await self.player(interaction),
            opponent=await self.player(interaction, opponent),
        )

    async def in_guild(self, interaction: discord.Interaction) -> bool:
        """Games and chips live in a server; a command from direct messages is refused."""
        if interaction.guild_id is not None:
            return True
        await self.refuse(interaction, "discord-guild-only")
        return False

    async def in_place(self, interaction: discord.Interaction, ref: ButtonRef) -> bool:
        """A button (or dialog) works only in the server and channel of its game: a signed id
        replayed elsewhere is not valid there."""
        place = await self.place_of(ref)
        here = (str(interaction.guild_id), str(interaction.channel_id))
        if place is None or place == here:
            return True
        if ref.tag in TABLE_TAGS and place[0] == here[0] \
                and here[1] == await self.threads.stored(ref.match_id):
            return True  # a tournament table's own thread
        log.warning("button of %s %s used in %s", ref.tag, ref.match_id, here)
        await self.refuse(interaction, "error-invalid-button")
        return False

    async def place_of(self, ref: ButtonRef) -> tuple[str, str] | None:
        """(community, channel) of the game `ref` belongs to; None when it is gone (the click
        is then refused as stale on its way)."""
        if ref.tag in MATCH_TAGS:
            try:
                live = self.matches.get(ref.match_id)
            except MatchNotFound:
                return None
            return live.community, live.channel
        if ref.tag in TABLE_TAGS or ref.tag == TOURNEY_TAG:
            return self.poker.place_of(ref.match_id)
        if ref.tag == CHALLENGE_TAG:
            offer = await self.challenges.book.get(ref.match_id)
            return None if offer is None else (offer.community, offer.channel)
        return None  # a lobby's button finds the lobby of the channel it is pressed in

    async def can_post(self, interaction: discord.Interaction) -> bool:
        """The table needs the bot to post and edit here; say so before any chips move."""
        allowed = interaction.app_permissions
        if allowed.view_channel and allowed.send_messages:
            return True
        await self.refuse(interaction, "discord-cannot-post")
        return False

    async def on_answer(self, interaction: discord.Interaction, ref: ButtonRef) -> None:
        """Accept or Decline of a challenge. Acknowledged first: when Discord no longer takes
        the answer (10062), nothing changed and the next click works."""
        async with acknowledged(self, interaction):
            await self.challenges.answer(interaction, ref, await self.player(interaction),
                                         str(interaction.channel_id))

    async def play_computer(self, interaction: discord.Interaction, game: str) -> None:
        if not await self.in_guild(interaction) or not await self.can_post(interaction):
            return
        async with acknowledged(self, interaction, private=True):
            player_id = await self.player(interaction)
            await self.challenges.play_computer(
                community_of(interaction), str(interaction.channel_id), player_id, game,
                self.matches.opponent,
            )
            if self.private.reachable(interaction.user.id):
                loc = await self.languages.for_player(player_id)
                await interaction.edit_original_response(content=loc.t("discord-cards-by-dm"))

    async def open_lobby(self, interaction: discord.Interaction) -> None:
        """/asnas: a lobby in this channel (`bot.frontend.lobbies`), the member in seat 1."""
        if not await self.in_guild(interaction) or not await self.can_post(interaction):
            return
        await self.lobbies.open(interaction, community_of(interaction),
                                str(interaction.channel_id), await self.player(interaction))

    async def on_lobby(self, interaction: discord.Interaction, ref: ButtonRef) -> None:
        """Join, Leave or Start. Acknowledged first: when Discord no longer takes the answer
        (10062), the lobby stays as it was for the next click."""
        async with acknowledged(self, interaction):
            await self.lobbies.press(interaction, ref, await self.player(interaction),
                                     community_of(interaction), str(interaction.channel_id))

    async def on_table_press(self, interaction: discord.Interaction, ref: ButtonRef) -> None:
        await self.poker.on_press(interaction, ref)

    async def on_sit(self, interaction: discord.Interaction, ref: ButtonRef) -> None:
        await self.poker.on_sit(interaction, ref)

    async def on_tourney_lobby(self, interaction: discord.Interaction, ref: ButtonRef
                               ) -> None:
        await self.tournaments.on_lobby(interaction, ref)

    async def leaderboard(self, interaction: discord.Interaction, period: str, metric: str
                          ) -> None:
        """/leaderboard: the server's board (`bot.frontend.boards.BoardFront`)."""
        if not await self.in_guild(interaction):
            return
        await self.fronts.boards.show(interaction, community_of(interaction), metric, period,
                                      await self.user_loc(interaction))

    async def on_board_page(self, interaction: discord.Interaction, ref: ButtonRef) -> None:
        """Previous or Next, acknowledged first: the message pressed shows that page."""
        if not await self.in_guild(interaction):
            return
        async with acknowledged(self, interaction):
            await self.fronts.boards.turn(interaction, community_of(interaction), ref,
                                          await self.user_loc(interaction))

    async def schedule_mtt(self, interaction: discord.Interaction, schedule: Schedule,
                           bots: int) -> None:
        """/tournament schedule: a member with Manage Server schedules a multi-table
        tournament here (`bot.frontend.mtt`)."""
        if not await self.in_guild(interaction) or not await self.can_post(interaction):
            return
        await self.mtt.schedule(interaction, community_of(interaction), str(interaction.channel_id),
                                schedule, creator=await self.player(interaction),
                                is_admin=interaction.permissions.manage_guild, bots=bots)

    async def on_mtt(self, interaction: discord.Interaction, ref: ButtonRef) -> None:
        """Register, Unregister, My table, Call it off. Acknowledged first (privately: My
        table answers with the player's cards)."""
        if ref.verb == MTT_REGISTER and not await self.can_post(interaction):
            return  # chips must not move to a tournament nobody sees
        async with acknowledged(self, interaction, private=True):
            await self.mtt.press(interaction, ref, await self.player(interaction),
                                 display(interaction.user))

    async def rules(self, interaction: discord.Interaction, game: str) -> None:
        await self.say(interaction, self.answers.rules([game], await self.user_loc(interaction)))

    async def refill(self, interaction: discord.Interaction) -> None:
        if not await self.in_guild(interaction):
            return
        await self.poker.refill(interaction)

    async def stats(self, interaction: discord.Interaction) -> None:
        if not await self.in_guild(interaction):
            return
        player_id = await self.player(interaction)
        said = await self.answers.stats(
            community_of(interaction), player_id, shown(interaction.user.display_name),
            await self.languages.for_player(player_id), chart_name=display(interaction.user))
        await say_with_chart(self, interaction, said)

    async def balance(self, interaction: discord.Interaction) -> None:
        if not await self.in_guild(interaction):
            return
        player_id = await self.player(interaction)
        loc = await self.languages.for_player(player_id)
        await self.say(interaction, await self.answers.balance(community_of(interaction),
                                                               player_id, loc))

    async def language(self, interaction: discord.Interaction, lang: str, server: bool) -> None:
        player_id = await self.player(interaction)
        if server:
            if interaction.guild_id is None or not interaction.permissions.manage_guild:
                await self.refuse(interaction, "discord-needs-manage-server")
                return
            await self.languages.choose_for_place(interaction.guild_id, lang)
            await self.say(interaction, Localizer(lang).t("discord-server-language-set"))
            return
        await self.store.set_language(player_id, lang)
        await self.say(interaction, Localizer(lang).t("language-set"))

    async def choose_pictures(self, interaction: discord.Interaction, state: str) -> None:
        """/pictures on|off by a member with Manage Server (`bot.frontend.answers`)."""
        if not await self.in_guild(interaction):
            return
        said = await self.answers.choose_pictures(
            community_of(interaction), [state], manager=interaction.permissions.manage_guild,
            text=await self.user_loc(interaction))
        await self.say(interaction, said)

    async def cancel(self, interaction: discord.Interaction) -> None:
        """/cancel (`bot.frontend.answers`): refused at once, else acknowledged and done."""
        if not await self.in_guild(interaction):
            return
        asker = await self.poker.asker(interaction)
        try:
            cancelling = await self.answers.to_cancel(
                asker, manager=interaction.permissions.manage_guild)
        except Refusal as error:
            await self.failed(interaction, error)
            return
        async with acknowledged(self, interaction):
            await self.answers.cancel(asker, cancelling)

    # -- table buttons -----------------------------------------------------------------------

    async def on_press(self, interaction: discord.Interaction, ref: ButtonRef) -> None:
        """A match button (act, pick, amt, cards): the shared match flow answers it. A move
        is acknowledged first (Discord's 3 seconds) and refused before any chips move when
        nobody could see it; "Other amount" opens its dialog as the answer itself."""
        player_id = await self.player(interaction)
        if ref.tag == AMOUNT:
            await self.front.ask(interaction, player_id, ref)
            return
        if ref.tag == CARDS:
            await self.front.my_cards(interaction, player_id, ref.match_id)
            return
        if not await self.can_post(interaction):
            return
        refusal = self.front.refusal(player_id, ref)
        if refusal is not None:  # answered at once, before any "thinking"
            await self.front.refused(interaction, ref.match_id, refusal)
            return
        async with acknowledged(self, interaction):
            await self.front.move(interaction, player_id, ref)

    async def start_match(self, match_id: int, outcomes: Sequence[Outcome],
                          interaction: discord.Interaction | None) -> None:
        """A match just opened: the shared flow draws it, arms its timer, sends the cards."""
        with clicker(interaction):
            await self.front.start(match_id, outcomes)

    async def amount_dialog(
        self,
        interaction: discord.Interaction,
        ref: ButtonRef,
        low: int,
        high: int,
        tag: str = MODAL_TAG,
    ) -> None:
        """The "Other amount" dialog for `ref`'s verb; its answer comes back by its signed id,
        whose `tag` says whether a match (MODAL_TAG) or a poker table asked."""
        loc = await self.user_loc(interaction)
        custom_id = self.codec.encode(
            ButtonRef(tag, ref.match_id, ref.deal_no, ref.seq, ref.verb)
        )
        modal = amount_modal(
            custom_id,
            loc.t("discord-amount-title"),
            loc.t("discord-amount-label", min=low, max=high),
            low,
            high,
        )
        await interaction.response.send_modal(modal)

    async def on_modal(self, interaction: discord.Interaction) -> None:
        """An amount dialog, routed by its signed id (so a dialog opened before a restart
        works), of a match or a poker table (`Fronts.typed_amount`), acknowledged first."""
        data: Any = interaction.data or {}
        try:
            ref = self.codec.decode(str(data.get("custom_id", "")))
        except ForgedButton as error:
            await self.failed(interaction, error)
            return
        if not await self.in_place(interaction, ref):
            return
        async with acknowledged(self, interaction):
            await self.fronts.typed_amount(interaction, await self.player(interaction), ref,
                                           _modal_value(data), table=ref.tag == TABLE_MODAL_TAG)

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        """Dialogs, and every click discord.py would drop unanswered (see `buttons.routed`)."""
        data: Any = interaction.data or {}
        custom_id = str(data.get("custom_id", ""))
        if interaction.type is discord.InteractionType.component:
            if not routed(interaction):
                await self.stray(interaction, custom_id)
            return
        if interaction.type is not discord.InteractionType.modal_submit:
            return
        if custom_id.startswith((MODAL_TAG + ".", TABLE_MODAL_TAG + ".")):
            await self.on_modal(interaction)
        else:
            await self.stray(interaction, custom_id)

    async def stray(self, interaction: discord.Interaction, custom_id: str) -> None:
        """A click on a button no longer on its message, or an id nothing knows: "out of date"
        (a forged id: "not valid"), and the game it belonged to is drawn again as it stands."""
        try:
            ref = self.codec.decode(custom_id)
        except ForgedButton:
            ref = None
            ours = any(custom_id.startswith(tag + ".") for tag in SIGNED_TAGS)
            key = "error-invalid-button" if ours else "error-stale-command"
            await self.refuse(interaction, key)
        else:
            await self.refuse(interaction, "error-stale-command")
        if ref is not None:
            await self.redraw(ref)

    async def redraw(self, ref: ButtonRef) -> None:
        """Draw the match or table `ref` points at again (the clicker's client was behind),
        through the shared recovery (a failed drawing is retried by a wake-up)."""
        if ref.tag in TABLE_TAGS or ref.tag in MATCH_TAGS:
            await self.recovery.redraw(ref.match_id)

    # -- showing ------------------------------------------------------------------------------

    def drawing(self, key: int) -> asyncio.Lock:
        """One drawing at a time per match or table: with `show_now` drawing the newest state
        of its deal, a slower drawing of an older state never lands after a newer one."""
        return self._drawing.setdefault(key, asyncio.Lock())

    async def deliver(
        self, lines: Sequence[PrivateLine], interaction: discord.Interaction | None
    ) -> None:
        """DM each line on its own (`Recovery.deliver`); one that fails falls back: the clicker
        of `interaction` is answered privately with it, anyone else is told once per game that
        "My cards" on the table shows them (`DiscordTransport.fall_back`)."""
        with clicker(interaction):
            await self.recovery.deliver(lines)


def _modal_value(data: Any, field: str = "amount") -> str:
    """The text typed into the dialog's `field`."""
    for row in data.get("components", []):
        for component in row.get("components", [row.get("component", {})]):
            if component.get("custom_id") == field:
                return str(component.get("value", ""))
    return ""

