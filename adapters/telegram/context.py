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

from adapters.telegram.board import TableBoard
from adapters.telegram.private import PrivateLine
from bot.callbacks import CallbackCodec
from bot.challenges import ChallengeBook
from bot.commands import Outcome
from bot.errors import RuleError  # the engine's, re-exported
from bot.frontend.boards import LazyBoards
from bot.frontend.desk import TableDesk
from bot.frontend.fronts import Fronts
from bot.frontend.languages import Languages
from bot.frontend.pictures import PictureChoice
from bot.i18n import Localizer
from bot.kv import KeyValue
from bot.matches import MatchService, SeedSource, settle_match
from bot.registry import MatchRegistry
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


@dataclass(frozen=True, slots=True)
class AmountPrompt:
    """An "Other amount" question waiting for the acting player's numeric reply. Pending ones
    are kept in the `KeyValue` store, not in memory, so a restart mid-hand loses none
    (`amounts.PROMPT_NS`); the service's deal/seq check refuses one that went stale."""

    match_id: int
    deal_no: int
    seq: int
    verb: str
    user_id: int
    table: bool = False  # a poker table's (match_id is then the table id)


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
    _service: MatchService | None = field(default=None, init=False)
    _store: Store | None = field(default=None, init=False)
    _kv: KeyValue | None = field(default=None, init=False)
    _desk: TableDesk | None = field(default=None, init=False)
    _pictures: PictureChoice | None = field(default=None, init=False)
    _challenges: ChallengeBook | None = field(default=None, init=False)
    board: TableBoard = field(init=False)
    dm: PrivateLine = field(init=False)
    boards: LazyBoards = field(init=False)  # /leaderboard, over the store once it is open
    languages: Languages = field(init=False)  # who reads which language, once it is open
    relay: Relay = field(init=False)  # updates for tournaments other workers drive, the same
    fronts: Fronts = field(init=False)  # every flow over this transport, set by `app.startup`
    seen_users: dict[str, dict[str, Any]] = field(default_factory=dict, init=False)
    _locks: dict[int, asyncio.Lock] = field(default_factory=dict, init=False)
    _chat_locks: dict[int, asyncio.Lock] = field(default_factory=dict, init=False)
    _chats: dict[int, int] = field(default_factory=dict, init=False)
    # The transport's timer arming, set by `app.startup` (for games `catch_up` takes on).
    arm_match: Callable[[Outcome], None] | None = field(default=None, init=False)
    arm_tables: Callable[[], None] | None = field(default=None, init=False)

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
        self._store = await Store.open(self.settings.database)
        self.boards = LazyBoards(self._store, self.clock)  # /leaderboard over this store
        self._kv = KeyValue.over(self._store)  # one writer for the process
        self.languages = Languages(self._store, self._kv, self.settings.default_language,
                                   place_ns=CHAT_LANG_NS)
        self._pictures = PictureChoice(self._kv, lambda: bool(self.settings.table_images))
        self._challenges = ChallengeBook.over(self._store)
        self.board = TableBoard(application.bot, self._kv)
        self.dm = PrivateLine(application.bot, self._kv)
        seconds = self.turn_seconds if self.turn_seconds is not None else self.settings.turn_seconds
        registry = MatchRegistry(
            self._store, settlement=settle_match, turn_seconds=seconds, communities=COMMUNITY_PREFIX
        )
        self._service = MatchService(self._store, registry=registry, seeds=self.seeds)
        # Every poker table (a scheduled tournament's tables tell `fronts.mtt`, set by
        # `app.startup`, what they committed).
        self._desk = TableDesk(
            self._store, self.settings, seeds=self.seeds, bot_policy=self.table_bots,
            clock=self.clock, communities=COMMUNITY_PREFIX,
            # Any worker may serve any group: each scheduled tournament has one driver.
            mtt_lease_s=MTT_LEASE_S,
        )

    async def close(self) -> None:
        if self._desk is not None:
            await self._desk.mtt.stop()  # its tables' tasks end before the store closes
            await self._desk.mtt.release()  # another worker (or this one restarted) drives them
            self._desk = None
            if hasattr(self, "fronts"):
                await self.fronts.mtt.drain()  # and what they committed is shown first
        await self.boards.close()
        if self._challenges is not None:
            await self._challenges.close()
            self._challenges = None
        if self._kv is not None:
            await self._kv.close()
            self._kv = None
        if self._store is not None:
            await self._store.close()
            self._store = None

    @property
    def store(self) -> Store:
        assert self._store is not None, "the runtime is not open"
        return self._store

    @property
    def kv(self) -> KeyValue:
        assert self._kv is not None, "the runtime is not open"
        return self._kv

    @property
    def pictures(self) -> PictureChoice:
        """Each group's /pictures choice, else TABLE_IMAGES."""
        assert self._pictures is not None, "the runtime is not open"
        return self._pictures

    @property
    def service(self) -> MatchService:
        assert self._service is not None, "the runtime is not open"
        return self._service

    @property
    def desk(self) -> TableDesk:
        """Every poker table: cash and private, Sit & Go and Spin, scheduled tournaments'."""
        assert self._desk is not None, "the runtime is not open"
        return self._desk

    @property
    def challenges(self) -> ChallengeBook:
        assert self._challenges is not None, "the runtime is not open"
        return self._challenges

    @property
    def challenge_expiry(self) -> float:
        """Seconds an offer waits for its answer."""
        if self.challenge_seconds is not None:
            return self.challenge_seconds
        return float(self.settings.challenge_expiry_s)

    def lock(self, match_id: int) -> asyncio.Lock:
        """Orders "apply a move, then show it" per match between handlers and timers."""
        return self._locks.setdefault(match_id, asyncio.Lock())

    @contextlib.asynccontextmanager
    async def chat_lock(self, chat_id: int) -> AsyncIterator[None]:
        """Orders what must stay unique in a chat (an open challenge's acceptance, a lobby, a
        cash table per mode, a person's match) between updates handled concurrently, in this
        process and, through a lease in the store, in every worker on the database; inside
        it this worker holds the chat's games as stored (`catch_up`). Taken before a match's
        `lock`, never inside one."""
        async with self._chat_locks.setdefault(chat_id, asyncio.Lock()), \
                self.store.lease(f"chat:{chat_id}"):
            await self.catch_up(chat_id)
            yield

    async def catch_up(self, chat_id: int) -> None:
        """Hold the chat's open games as the store has them: another worker on the database
        may have started one or moved it on. What is taken on gets its timer here too."""
        if self._service is None or self._desk is None:
            return  # not open yet
        community = community_of(chat_id)
        for live in await self._service.registry.catch_up(community):
            if self.arm_match is not None:
                self.arm_match(self._service.snapshot(live.id))
        tables = await self._desk.catch_up(community)
        if tables and self.arm_tables is not None:
            self.arm_tables()

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
        """Keep the user's name and client language (for a seat's DMs and alerts)."""
        value = {"id": user.id, "name": display_name(user), "lang": user.language_code}
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
        """The chat a match is played in (its channel), live or finished."""
        if match_id not in self._chats:
            record = await self.store.load_match(match_id)
            assert record is not None
            self._chats[match_id] = int(record.channel)
        return self._chats[match_id]

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
        return (await self.languages.for_player(player, user.language_code)).lang

    async def user_localizer(self, user: User) -> Localizer:
        return Localizer(await self.user_lang(user))

    async def chat_lang(self, chat: Chat | int) -> str:
        """A group admin's choice for the group, else the default (Telegram has no locale
        of a group)."""
        chat_id = chat if isinstance(chat, int) else chat.id
        return (await self.languages.for_place(chat_id)).lang

    async def set_chat_lang(self, chat_id: int, lang: str) -> None:
        await self.languages.choose_for_place(chat_id, lang)


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
