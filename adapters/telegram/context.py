"""Everything a Telegram handler needs, built once per `Application` (`bot_data["feltbot"]`).

Identity mapping: a Telegram user is the store's player ("telegram", str(user id)); a group is
the community ``tg:<chat id>`` (chips are per community) and the match channel is the chat id.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import AsyncIterator, Callable, Iterable
from dataclasses import dataclass, field
from typing import Any, Final

from telegram import Chat, Message, Update, User
from telegram.ext import Application, ContextTypes

from adapters.telegram.board import Payload, table_board
from adapters.telegram.jobs import NamedJobs
from adapters.telegram.private import PrivateLine
from bot.callbacks import CallbackCodec
from bot.errors import RuleError  # the engine's, re-exported
from bot.frontend.board import Board
from bot.frontend.boards import LazyBoards
from bot.frontend.desk import TableDesk
from bot.frontend.fronts import Fronts
from bot.frontend.services import LanguagePlaces, Services
from bot.i18n import Localizer
from bot.kv import KeyValue
from bot.matches import MatchService, SeedSource
from bot.relay import Relay
from bot.render import names as render_names
from bot.settings import Settings
from bot.store import Store

PLATFORM = "telegram"
# Every refusal, from the rules (engine.errors.IllegalAction) or the bot (bot.errors.BotError),
# is a RuleError with a message key; adapters reach the class through bot.errors.
__all__ = ["RuleError"]
CHAT_LANG_NS = "tg-lang"
USER_NS = "tg-user"  # lowercase @username -> {"id", "name", "lang"} (challenges by mention)
PLAYER_NS = "tg-player"  # Telegram user id -> {"id", "name", "lang"} (whom a seat belongs to)

TgApplication = Application[Any, Any, Any, Any, Any, Any]
Context = ContextTypes.DEFAULT_TYPE
CARDS_PAYLOAD = "c"  # deep link ?start=c<match id>: open the DM and get your cards there
TABLE_CARDS_PAYLOAD: Final = "t"  # ?start=t<table id>: the same for a poker table
MTT_LEASE_S = 30.0  # renewed by every sweep (5 s); a dead driver's tournaments move after it


COMMUNITY_PREFIX: Final = "tg:"  # this process drives only these (one database, many fronts)


def community_of(chat_id: int) -> str:
    return f"{COMMUNITY_PREFIX}{chat_id}"


def display_name(user: User) -> str:
    """The user's name as others see it: cleaned (`bot.render.names.clean_name`: no bidi
    controls, nothing that passes for a computer seat's mark); markup escaping comes after."""
    fallback = f"@{user.username}" if user.username else str(user.id)
    return render_names.clean_name(user.full_name or "", fallback)


@dataclass
class TelegramRuntime:
    """`turn_seconds` overrides the settings' (tests use fractions of a second); `seeds`
    replaces the secret deal seeds (tests use `DerivedSeeds` for repeatable deals);
    `opponent` names the computer player of /updown alone and of As-Nas' empty seats (None:
    the game's strongest); `table_bots` names the poker tables' computer players (None: the
    mode's strongest); `clock` drives the poker tables' timers and the challenges' expiry (tests
    move it forward); `challenge_seconds` overrides the settings' challenge expiry;
    `recovery_options` go to `bot.frontend.Recovery` (its retry delays)."""

    settings: Settings
    token: str
    turn_seconds: float | None = None
    seeds: SeedSource | None = None
    opponent: str | None = None
    table_bots: str | None = None
    clock: Callable[[], float] = time.time
    challenge_seconds: float | None = None
    recovery_options: dict[str, Any] = field(default_factory=dict)  # `Recovery`'s delays
    codec: CallbackCodec = field(init=False)
    app: TgApplication | None = field(default=None, init=False)
    _services: Services | None = field(default=None, init=False)
    board: Board[Payload] = field(init=False)  # each game's table message
    dm: PrivateLine = field(init=False)
    boards: LazyBoards = field(init=False)  # /leaderboard, over the store once it is open
    relay: Relay = field(init=False)  # updates for tournaments other workers drive, the same
    fronts: Fronts = field(init=False)  # every flow over this transport, set by `app.startup`
    seen_users: dict[str, dict[str, Any]] = field(default_factory=dict, init=False)
    jobs: NamedJobs = field(default_factory=NamedJobs, init=False)  # timers and wake-ups
    _chat_locks: dict[int, asyncio.Lock] = field(default_factory=dict, init=False)
    _chats: dict[int, int] = field(default_factory=dict, init=False)

    def __post_init__(self) -> None:
        self.codec = CallbackCodec.from_secret(self.token)
        self.boards = LazyBoards(self.settings.database, self.clock)

    @staticmethod
    def of(application: Application[Any, Any, Any, Any, Any, Any]) -> TelegramRuntime:
        runtime = application.bot_data["feltbot"]
        assert isinstance(runtime, TelegramRuntime)
        return runtime

    async def open(self, application: TgApplication) -> None:
        self.app = application
        store = await Store.open(self.settings.database)
        kv = KeyValue.over(store)  # one writer for the process
        seconds = self.turn_seconds if self.turn_seconds is not None else self.settings.turn_seconds
        # (a scheduled tournament's tables tell `fronts.mtt`, set by `app.startup`, what they
        # committed; any worker may serve any group: each tournament has one driver)
        self._services = Services.over(
            store, kv, self.settings, communities=COMMUNITY_PREFIX,
            languages=LanguagePlaces(place_ns=CHAT_LANG_NS), seeds=self.seeds,
            turn_seconds=seconds, table_bots=self.table_bots, clock=self.clock,
            mtt_lease_s=MTT_LEASE_S)
        self.boards = self._services.boards  # /leaderboard over this store
        self.board = table_board(application.bot, kv)
        self.dm = PrivateLine(application.bot, kv)

    async def close(self) -> None:
        services, self._services = self._services, None
        if services is None:
            return
        await services.desk.mtt.stop()  # its tables' tasks end before the store closes
        await services.desk.mtt.release()  # another worker (or this one restarted) drives them
        if hasattr(self, "fronts"):
            await self.fronts.mtt.drain()  # and what they committed is shown first
        await services.boards.close()
        await services.kv.close()
        await services.store.close()

    @property
    def services(self) -> Services:
        """The store's services (matches, tables, languages, pictures, challenges, boards)."""
        assert self._services is not None, "the runtime is not open"
        return self._services

    @property
    def store(self) -> Store:
        return self.services.store

    @property
    def kv(self) -> KeyValue:
        return self.services.kv

    @property
    def service(self) -> MatchService:
        return self.services.service

    @property
    def desk(self) -> TableDesk:
        """Every poker table: cash and private, Sit & Go and Spin, scheduled tournaments'."""
        return self.services.desk

    @property
    def challenge_expiry(self) -> float:
        """Seconds an offer waits for its answer."""
        if self.challenge_seconds is not None:
            return self.challenge_seconds
        return float(self.settings.challenge_expiry_s)

    @contextlib.asynccontextmanager
    async def chat_lock(self, chat_id: int) -> AsyncIterator[None]:
        """Orders what must stay unique in a chat (an open challenge's acceptance, a lobby, a
        cash table per mode, a person's match) between updates handled concurrently, in this
        process and, through a lease in the store, in every worker on the database; inside
        it this worker holds the chat's games as stored (`catch_up`). Taken before a game's lock
        (`Fronts.locks`), never inside one."""
        async with self._chat_locks.setdefault(chat_id, asyncio.Lock()), \
                self.store.lease(f"chat:{chat_id}"):
            await self.catch_up(chat_id)
            yield

    async def catch_up(self, chat_id: int) -> None:
        """Hold the chat's open games as the store has them (`Fronts.catch_up`: another worker
        on the database may have started one or moved it on)."""
        if self._services is not None and hasattr(self, "fronts"):  # (not open yet: nothing)
            await self.fronts.catch_up(community_of(chat_id))

    # -- identity and language ---------------------------------------------------------------

    async def player_id(self, user: User) -> int:
        await self.remember(user)
        return await self.store.ensure_player(PLATFORM, str(user.id), display_name(user))

    async def account(self, community: str, user: User) -> tuple[int, int]:
        """The user's player id in `community` and the starting grant just given (or 0)."""
        await self.remember(user)
        return await self.service.ensure_account(
            community, PLATFORM, str(user.id), display_name(user), self.settings.starting_grant
        )

    async def remember(self, user: User) -> None:
        """Keep the user's name and client language (for a seat's DMs and alerts). Telegram
        leaves the language out of some updates: the one known is kept then."""
        lang = user.language_code
        if lang is None:
            known = self.seen_users.get(str(user.id)) or await self.kv.get(PLAYER_NS, user.id)
            lang = None if known is None else known.get("lang")
        value = {"id": user.id, "name": display_name(user), "lang": lang}
        if self.seen_users.get(str(user.id)) != value:
            self.seen_users[str(user.id)] = value
            await self.kv.put(PLAYER_NS, user.id, value)

    async def known_user(self, user_id: int) -> User:
        """A Telegram user from what we saw of them (their name and client language)."""
        known = await self.kv.get(PLAYER_NS, user_id) or {"name": str(user_id), "lang": None}
        name = render_names.clean_name(str(known["name"]), str(user_id))  # stored before cleaning
        return User(user_id, name, is_bot=False, language_code=known["lang"])

    async def user_of_player(self, player_id: int) -> User:
        player = await self.store.player(player_id)
        assert player is not None and player.platform == PLATFORM
        return await self.known_user(int(player.external_id))

    async def chat_of(self, match_id: int) -> int:
        """The chat a match or table is played in (its channel), live or finished."""
        chat = await self.channel_of(match_id)
        assert chat is not None, f"no game {match_id}"
        return chat

    async def channel_of(self, match_id: int) -> int | None:
        """The chat a match or table is played in, None when there is no such game."""
        if match_id not in self._chats:
            record = await self.store.load_match(match_id)
            if record is None:
                return None
            self._chats[match_id] = int(record.channel)
        return self._chats[match_id]

    def forget_chats(self, match_ids: Iterable[int]) -> None:
        """Games that moved to another chat: look their chat up again."""
        for match_id in match_ids:
            self._chats.pop(match_id, None)

    async def user_lang(self, user: User) -> str:
        """The user's chosen language, else Telegram's `language_code`, else the default
        (`bot.frontend.languages`)."""
        player = await self.player_id(user)
        return (await self.services.languages.for_player(player, user.language_code)).lang

    async def user_localizer(self, user: User) -> Localizer:
        return Localizer(await self.user_lang(user))

    async def chat_lang(self, chat: Chat | int) -> str:
        """A group admin's choice for the group, else the default (Telegram has no locale
        of a group)."""
        chat_id = chat if isinstance(chat, int) else chat.id
        return (await self.services.languages.for_place(chat_id)).lang

    async def set_chat_lang(self, chat_id: int, lang: str) -> None:
        await self.services.languages.choose_for_place(chat_id, lang)


def runtime_of(context: Context) -> TelegramRuntime:
    runtime = context.bot_data["feltbot"]
    assert isinstance(runtime, TelegramRuntime)
    return runtime


def incoming(update: Update) -> tuple[Message, User] | None:
    """The message and its sender, when the update is a message from a person."""
    message, user = update.effective_message, update.effective_user
    if message is None or user is None:
        return None
    return message, user
