"""Telegram as a `bot.frontend.Transport`, `MatchTransport` and `TableTransport`: what the
shared recovery policies, the match flow (`bot.frontend.matches.MatchFront`) and the poker
table flow (`bot.frontend.tables.TableFront`) need of it.

`draw` shows a match or a poker table as its state is now (under its lock), `send_private`
is a DM (False when Telegram refuses it for good: 403, or a chat it never met), `fall_back`
has nothing to add (every table message carries "My cards" and the "Cards by DM" link),
`answer`, `refuse` and `tell` are alerts to the presser (or replies to a typed amount),
`ask_amount` a reply prompt, `arm` and `wake` one-off JobQueue jobs. A match's screen is laid
out by `layout`: one table message per deal, edited in place (`board.table_board`). A command
is answered by a reply to it (`tell`; with a picture, `tell_pictured`); nothing needs an
acknowledgement first (`working` only answers a refusal).
"""

from __future__ import annotations

import contextlib
import logging
import time
from collections.abc import AsyncIterator, Mapping, Sequence
from typing import Any, cast

from telegram import CallbackQuery, InlineKeyboardMarkup, Message
from telegram.error import BadRequest, ChatMigrated, TelegramError
from telegram.helpers import create_deep_linked_url

from adapters.telegram import amounts, migration
from adapters.telegram.board import Payload
from adapters.telegram.context import (
    CARDS_PAYLOAD,
    Context,
    TelegramRuntime,
    runtime_of,
)
from adapters.telegram.layout import (
    MESSAGE_LIMIT,
    keyboard,
    markup,
    screen_keyboard,
    screen_text,
)
from bot import relay
from bot.callbacks import ButtonRef
from bot.commands import Outcome
from bot.errors import MatchNotFound, RuleError
from bot.frontend import PrivateLine, WakeUp, poker
from bot.frontend.board import Board
from bot.frontend.chat import ChatTransportBase
from bot.frontend.fronts import Fronts
from bot.frontend.matches import stored_seat_names
from bot.frontend.prompts import AmountPrompt
from bot.frontend.screen import ChatButton, Screen, clipped
from bot.frontend.timers import SWEEP_GRACE_S, SWEEP_S
from bot.i18n import Localizer
from bot.store import TIMER_LEASE_S

log = logging.getLogger(__name__)

TURN_JOB = "turn:"  # + the match id: the name of a match's turn timer job
TABLES_JOB = "tables"  # the one job at the earliest deadline of every poker table
SWEEP_JOB = "sweep"  # the repeating look for timers nobody played (`arm_sweep`)
RELAY_JOB = "relay"  # the repeating look for updates other workers left here (`arm_relay`)
CAPTION_LIMIT = 1024  # a photo's caption


class TelegramTransport(ChatTransportBase[Payload]):
    def __init__(self, runtime: TelegramRuntime) -> None:
        super().__init__(runtime.services, lambda: bool(runtime.settings.table_images))
        self.runtime = runtime
        self._migrating: set[int] = set()  # games whose chat is being moved

    @property
    def fronts(self) -> Fronts:
        return self.runtime.fronts

    def failed(self, key: int, error: Exception) -> None:
        """A group upgraded to a supergroup before its service message reached us: move the
        community to the new chat id and draw its games there. In a task of its own: the
        failing draw may hold the game's lock, which the move takes."""
        if not isinstance(error, ChatMigrated) or key in self._migrating:
            return
        self._migrating.add(key)

        async def move() -> None:
            try:
                old = await self.runtime.channel_of(key)
                if old is not None and old != error.new_chat_id:
                    log.info("chat %s migrated to %s (met drawing %s)",
                             old, error.new_chat_id, key)
                    await migration.move_chat(self.runtime, old, error.new_chat_id)
            finally:
                self._migrating.discard(key)

        super().wake(f"migrate:{key}", 0.0, move)

    async def send_private(self, line: PrivateLine) -> bool:
        user = await self.runtime.user_of_player(line.player)
        picture = await self.games.own_cards(line, await self.runtime.user_localizer(user))
        return await self.runtime.dm.send(user.id, line.text, picture=picture)

    async def fall_back(self, line: PrivateLine) -> None:
        log.info("player %s reads table %s's cards through My cards", line.player, line.key)

    async def tell(self, click: object, text: str) -> None:
        """An alert only the presser sees; a typed amount (a message) is replied to."""
        if isinstance(click, Message):
            await click.reply_text(text)
            return
        assert isinstance(click, CallbackQuery)
        await click.answer(text, show_alert=True)

    async def acknowledge(self, click: object) -> None:
        if isinstance(click, CallbackQuery):
            await click.answer()

    async def note(self, click: object, text: str) -> None:
        if isinstance(click, CallbackQuery):
            await click.answer(text)  # a toast: it said what the press did
        else:
            await self.tell(click, text)

    async def presser_text(self, click: object) -> Localizer:
        assert isinstance(click, CallbackQuery | Message) and click.from_user is not None
        return await self.runtime.user_localizer(click.from_user)

    @property
    def private_answers_vanish(self) -> bool:
        return True  # an alert is gone once closed: a hand shown by Look also goes by DM

    # -- a person's request (`bot.frontend.requests`) ----------------------------------------

    @contextlib.asynccontextmanager
    async def working(self, click: object, *, private: bool = False) -> AsyncIterator[None]:
        """Nothing to acknowledge first (a press waits for its answer); a refusal inside is
        answered."""
        try:
            yield
        except RuleError as error:
            await self.refuse(click, error)

    async def may_post(self, click: object) -> bool:
        return True  # a bot that may not post in a group is removed from it

    async def tell_pictured(self, click: object, text: str, picture: bytes, filename: str, *,
                            caption: bool = True) -> bool:
        """A photo captioned with the text when it may be and fits a caption, else the photo
        alone (the text follows); a refused upload leaves the text alone."""
        assert isinstance(click, Message)
        try:
            if caption and len(text) <= CAPTION_LIMIT:
                await click.reply_photo(picture, caption=text)
                return True
            await click.reply_photo(picture)
        except TelegramError:
            log.warning("%s refused; the text goes alone", filename, exc_info=True)
        return False

    async def cards_by_dm(self, click: object, player: int) -> None:
        """Nothing to add: the table message links to the cards by DM."""

    @property
    def message_limit(self) -> int:
        return MESSAGE_LIMIT

    async def ask_amount(self, click: object, ref: ButtonRef, low: int, high: int) -> None:
        assert isinstance(click, CallbackQuery)
        prompt = AmountPrompt(ref.match_id, ref.deal_no, ref.seq, ref.verb, click.from_user.id,
                              table=ref.tag == poker.AMOUNT)
        await amounts.ask_for_amount(self.runtime, click, prompt, low, high)

    # -- a challenge's offer (`bot.frontend.challenges`) --------------------------------------

    async def place_text(self, community: str, channel: str, origin: object | None
                         ) -> Localizer:
        return Localizer(await self.runtime.chat_lang(int(channel)))

    async def name(self, player_id: int) -> str:
        record = await self.runtime.store.player(player_id)
        return "?" if record is None else record.display_name  # plain text: cleaned only

    async def post_notice(self, origin: object, text: str, buttons: Sequence[ChatButton],
                          notify: Sequence[int] = ()) -> str:
        """A reply to the command; Telegram notifies the members by itself."""
        assert isinstance(origin, Message)
        sent = await origin.reply_text(clipped(text, MESSAGE_LIMIT),
                                       reply_markup=self._keyboard(buttons))
        return str(sent.message_id)

    async def edit_notice(self, channel: str, message_id: str | None, text: str | None,
                          buttons: Sequence[ChatButton], click: object | None) -> None:
        try:
            await self._edit_notice(channel, message_id, text, buttons, click)
        except BadRequest as error:
            if "not modified" not in str(error).lower():  # already as asked: nothing to do
                raise

    async def _edit_notice(self, channel: str, message_id: str | None, text: str | None,
                           buttons: Sequence[ChatButton], click: object | None) -> None:
        markup = self._keyboard(buttons)
        text = None if text is None else clipped(text, MESSAGE_LIMIT)
        if isinstance(click, CallbackQuery):
            if text is None:
                await click.edit_message_reply_markup(markup)
            else:
                await click.edit_message_text(text, reply_markup=markup)
            return
        app = self.runtime.app
        if app is None or message_id is None:
            return
        chat_id, message = int(channel), int(message_id)
        if text is None:
            await app.bot.edit_message_reply_markup(chat_id=chat_id, message_id=message,
                                                    reply_markup=markup)
        else:
            await app.bot.edit_message_text(text, chat_id=chat_id, message_id=message,
                                            reply_markup=markup)

    def _keyboard(self, buttons: Sequence[ChatButton]) -> InlineKeyboardMarkup | None:
        return markup(keyboard([buttons], self.runtime.codec))  # one row

    # -- a poker table -----------------------------------------------------------------------

    def view_names(self, view: Mapping[str, Any]) -> Mapping[str, Any]:
        return view  # plain text: nothing to escape

    def shown(self, name: str) -> str:
        return name

    def arm_tables(self) -> None:
        """(Re)arm the one job that wakes at the earliest deadline of every table."""
        app = self.runtime.app
        if app is None or app.job_queue is None:
            return
        deadline = self.runtime.fronts.tables.next_deadline()
        if deadline is None:
            self.runtime.jobs.cancel(app.job_queue, TABLES_JOB)
            return
        delay = max(0.0, deadline - self.runtime.clock())
        self.runtime.jobs.once(app.job_queue, TABLES_JOB, delay, _tables_due)

    async def announce(self, click: object, text: str) -> None:
        """The answer to a command, for the whole group: a reply to it."""
        assert isinstance(click, Message)
        await click.reply_text(clipped(text, MESSAGE_LIMIT))

    async def say(self, channel: str, text: str) -> None:
        """A plain message in the group (a tournament's news)."""
        assert self.runtime.app is not None
        await self.runtime.app.bot.send_message(int(channel), clipped(text, MESSAGE_LIMIT))

    # -- a match's table message -------------------------------------------------------------

    async def channel_text(self, match_id: int) -> Localizer:
        return Localizer(await self.runtime.chat_lang(await self.runtime.chat_of(match_id)))

    async def player_text(self, player_id: int) -> Localizer:
        return await self.runtime.user_localizer(await self.runtime.user_of_player(player_id))

    async def seat_names(self, match_id: int, text: Localizer, *, markup: bool = True
                         ) -> list[str]:
        bot_name = self.runtime.app.bot.first_name if self.runtime.app is not None else "feltbot"
        # Plain text: nothing to escape.
        return await stored_seat_names(self.runtime.store, match_id, bot_name, text)

    @property
    def board(self) -> Board[Payload]:
        return self.runtime.board

    async def drawn_in(self, key: int, text: Localizer) -> str:
        return str(await self.runtime.chat_of(key))

    async def lay_out(self, match_id: int, screen: Screen, text: Localizer) -> Payload:
        """The screen's text, keyboard (with the "Cards by DM" link while it plays) and
        picture (a photo when the text fits its caption)."""
        link = None
        username = self.runtime.app.bot.username if self.runtime.app is not None else None
        if username and not screen.final:
            link = create_deep_linked_url(username, f"{CARDS_PAYLOAD}{match_id}")
        markup = screen_keyboard(screen, self.runtime.codec, text, link)
        return Payload.of(screen_text(screen, text), markup, screen.picture)

    def arm(self, outcome: Outcome) -> None:
        """(Re)arm the match's turn timer at the deadline the store holds."""
        app = self.runtime.app
        if app is None or app.job_queue is None:
            return
        name = f"{TURN_JOB}{outcome.match_id}"
        if outcome.deadline is None or outcome.status != "open":
            self.runtime.jobs.cancel(app.job_queue, name)
            return
        delay = max(0.0, outcome.deadline - time.time())
        self.runtime.jobs.once(app.job_queue, name, delay, _turn_expired,
                               (outcome.match_id, outcome.seq))

    def wake(self, name: str, delay: float, work: WakeUp) -> None:
        app = self.runtime.app
        if app is None or app.job_queue is None:  # not running (a bare runtime): a plain timer
            super().wake(name, delay, work)
            return

        async def run(context: Context) -> None:
            await work()

        self.runtime.jobs.once(app.job_queue, name, delay, run)


async def _turn_expired(context: Context) -> None:
    """The acting player ran out of time: the match flow plays for them. If the match is
    still where it was (another process claimed the timer, or nothing could be played), the
    job comes back once the claim's lease has run out (its claimer may have died)."""
    assert context.job is not None
    match_id, seq = cast(tuple[int, int], context.job.data)
    runtime = runtime_of(context)
    await runtime.fronts.matches.timeout(match_id, seq)
    try:
        live = runtime.service.registry.get(match_id)
    except MatchNotFound:
        return
    if live.state.seq == seq and live.deadline is not None and context.job_queue is not None:
        runtime.jobs.once(context.job_queue, f"{TURN_JOB}{match_id}", TIMER_LEASE_S + 1,
                          _turn_expired, (match_id, seq))


def arm_sweep(runtime: TelegramRuntime) -> None:
    """Every `SWEEP_S`, take on the games whose stored timer is overdue and that this
    process did not hold (a worker that held them died): their timers are played here."""
    app = runtime.app
    if app is None or app.job_queue is None:
        return
    app.job_queue.run_repeating(_sweep, SWEEP_S, first=SWEEP_S, name=SWEEP_JOB,
                                job_kwargs={"id": SWEEP_JOB, "replace_existing": True})


def arm_relay(runtime: TelegramRuntime) -> None:
    """Every `relay.POLL_S`, handle the updates other workers left for this one (presses for
    the scheduled tournaments it drives)."""
    app = runtime.app
    if app is None or app.job_queue is None:
        return
    app.job_queue.run_repeating(_take_relayed, relay.POLL_S, first=relay.POLL_S,
                                name=RELAY_JOB,
                                job_kwargs={"id": RELAY_JOB, "replace_existing": True})


async def _take_relayed(context: Context) -> None:
    try:
        await runtime_of(context).relay.take()
    except Exception:  # the store unreachable for a moment: the next pass tries again
        log.exception("taking relayed updates failed")


async def _sweep(context: Context) -> None:
    runtime = runtime_of(context)
    try:
        await runtime.fronts.sweep(runtime.clock() - SWEEP_GRACE_S)
    except Exception:  # the store unreachable for a moment: the next sweep tries again
        log.exception("looking for timers nobody played failed")


async def _tables_due(context: Context) -> None:
    """A table timer ran out: the table flow plays it and shows each table that changed."""
    await runtime_of(context).fronts.tables.tick()
