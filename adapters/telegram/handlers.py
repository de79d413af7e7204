"""Wiring: which update goes to which handler. Every callback query gets exactly one answer."""

from __future__ import annotations

import dataclasses
import logging
from typing import Any

from telegram import CallbackQuery, Update
from telegram.error import BadRequest, ChatMigrated
from telegram.ext import (
    Application,
    ApplicationHandlerStop,
    CallbackQueryHandler,
    CommandHandler,
    MessageHandler,
    TypeHandler,
    filters,
)

from adapters.telegram import (
    asnas,
    challenge,
    commands,
    migration,
    moves,
    mtt,
    poker,
    private_table,
    replays,
    stats,
    tournament,
)
from adapters.telegram.context import Context, TelegramRuntime, runtime_of
from adapters.telegram.prompts import pending_prompt
from adapters.telegram.request import forward_to_driver
from adapters.telegram.transport import TURN_JOB
from bot.callbacks import ButtonRef, ForgedButton
from bot.frontend import challenges
from bot.frontend.boards import TAG as BOARD_TAG
from bot.frontend.poker import ACT as TABLE_ACT
from bot.frontend.poker import TABLE_TAGS
from bot.frontend.screen import MATCH_TAGS
from bot.i18n import Localizer

log = logging.getLogger(__name__)


# Commands and typed amounts come from new messages only: editing an old /updown or /cancel
# (or an old amount reply) must not run it again. PTB's default also takes edited messages.
NEW = filters.UpdateType.MESSAGE


def register(application: Application[Any, Any, Any, Any, Any, Any]) -> None:
    # Group -2 runs first: an update for a tournament another worker drives goes there.
    application.add_handler(TypeHandler(Update, relay), group=-2)
    # Group -1 runs before the others and never stops them: it only learns @usernames.
    application.add_handler(TypeHandler(Update, challenge.remember_user), group=-1)
    application.add_handler(CommandHandler("start", commands.start, filters=NEW))
    application.add_handler(CommandHandler("help", commands.help_command, filters=NEW))
    application.add_handler(CommandHandler("rules", commands.rules, filters=NEW))
    application.add_handler(CommandHandler("balance", commands.balance, filters=NEW))
    application.add_handler(CommandHandler("language", commands.language, filters=NEW))
    application.add_handler(CommandHandler("updown", challenge.updown, filters=NEW))
    application.add_handler(CommandHandler("cancel", commands.cancel, filters=NEW))
    application.add_handler(CommandHandler("asnas", asnas.asnas, filters=NEW))
    application.add_handler(CommandHandler(list(poker.MODES), poker.play, filters=NEW))
    application.add_handler(CommandHandler("table", private_table.table, filters=NEW))
    application.add_handler(CommandHandler("refill", poker.refill, filters=NEW))
    application.add_handler(CommandHandler("leave", poker.leave, filters=NEW))
    application.add_handler(CommandHandler("stats", stats.stats, filters=NEW))
    application.add_handler(CommandHandler("sitngo", tournament.sitngo_command, filters=NEW))
    application.add_handler(CommandHandler("mtt", mtt.mtt_command, filters=NEW))
    application.add_handler(CommandHandler("spin", tournament.spin_command, filters=NEW))
    application.add_handler(CommandHandler("hand", replays.hand, filters=NEW))
    application.add_handler(CommandHandler("leaderboard", commands.leaderboard, filters=NEW))
    application.add_handler(CommandHandler("pictures", commands.pictures, filters=NEW))
    application.add_handler(CallbackQueryHandler(on_button))
    application.add_handler(MessageHandler(filters.StatusUpdate.MIGRATE, migration.on_migration))
    application.add_handler(
        MessageHandler(NEW & filters.REPLY & filters.TEXT & ~filters.COMMAND, moves.amount_reply)
    )
    application.add_error_handler(on_error)


async def relay(update: Update, context: Context) -> None:
    """A press, or an amount typed for a table, of a scheduled tournament that another worker
    drives: left for that worker (`bot.relay`), which answers and applies it; nothing else
    here handles it."""
    runtime = runtime_of(context)
    game = await _game_of(runtime, update, context.bot.id)
    if game is None:
        return
    if await forward_to_driver(runtime, update, *game):
        raise ApplicationHandlerStop


async def _game_of(runtime: TelegramRuntime, update: Update, bot_id: int
                   ) -> tuple[str, int] | None:
    """(button family, game id) of a press, or of an amount typed in reply to this bot's
    question for a poker table; None for anything else."""
    query = update.callback_query
    if query is not None:
        try:
            ref = legacy(runtime.codec.decode(query.data or ""))
        except ForgedButton:
            return None  # (refused where it is handled)
        return ref.tag, ref.match_id
    message = update.message
    replied = None if message is None else message.reply_to_message
    if message is None or replied is None or replied.from_user is None \
            or replied.from_user.id != bot_id:
        return None
    prompt = await pending_prompt(runtime, (message.chat.id, replied.message_id))
    return (TABLE_ACT, prompt.match_id) if prompt is not None and prompt.table else None


async def on_button(update: Update, context: Context) -> None:
    """Verify the button's signature, then hand it to its family's handler."""
    query = update.callback_query
    if query is None:
        return
    runtime = runtime_of(context)
    try:
        try:
            ref = legacy(runtime.codec.decode(query.data or ""))
        except ForgedButton as error:
            text = await runtime.user_localizer(query.from_user)
            await query.answer(text.error(error), show_alert=True)
            return
        if not await _pressed_where_drawn(runtime, query, ref):
            text = await runtime.user_localizer(query.from_user)
            await query.answer(text.t("error-invalid-button"), show_alert=True)
            return
        if ref.tag in {"glang", "ulang"}:
            await commands.choose_language(update, context, ref)
        elif ref.tag in TABLE_TAGS:
            await poker.on_button(update, context, ref)
        elif ref.tag == tournament.TAG:
            await tournament.on_lobby_button(update, context, ref)
        elif ref.tag == mtt.TAG:
            await mtt.on_button(update, context, ref)
        elif ref.tag == BOARD_TAG:
            await commands.board_page(update, context, ref)
        elif ref.tag == asnas.TAG:
            await asnas.on_lobby_button(update, context, ref)
        else:
            await moves.on_game_button(update, context, ref)
    except Exception:
        await _apologise(update, context)
        raise


# Button families of earlier releases, drawn on messages still in the chats: the same meaning
# under today's names (`bot.frontend.screen`, `bot.frontend.poker`), so they keep working.
LEGACY_TAGS = {"ask": "amt", "pa": "tact", "pk": "tamt", "pc": "tcards", "ps": "tsit",
               "tn": "tlob"}


# A challenge's buttons were "acc" and "dec" (the game in the verb's place).
LEGACY_ANSWERS = {"acc": challenges.ACCEPT, "dec": challenges.DECLINE}


def legacy(ref: ButtonRef) -> ButtonRef:
    if ref.tag in LEGACY_ANSWERS:
        return dataclasses.replace(ref, tag=challenges.TAG, verb=LEGACY_ANSWERS[ref.tag])
    tag = LEGACY_TAGS.get(ref.tag)
    return ref if tag is None else dataclasses.replace(ref, tag=tag)


# Buttons that belong to one match or poker table (its id is the ref's match_id): they work only
# on a message in that game's chat. Language buttons act on the chat they are pressed in, As-Nas
# lobby buttons are looked up by that chat, and a challenge checks its own chat.
_GAME_TAGS = MATCH_TAGS | {tournament.TAG} | TABLE_TAGS


async def _pressed_where_drawn(runtime: TelegramRuntime, query: CallbackQuery,
                               ref: ButtonRef) -> bool:
    """False for a game's button pressed on a message in another chat (or on an inline
    message, which has no chat): a signed button is bound to its game, and its game to one
    chat."""
    if ref.tag not in _GAME_TAGS:
        return True
    chat = await runtime.channel_of(ref.match_id)
    return chat is None or (query.message is not None and query.message.chat.id == chat)


async def on_error(update: object, context: Context) -> None:
    error = context.error
    if isinstance(error, ChatMigrated):
        # The group became a supergroup and its service message has not moved it yet.
        old = await _failed_chat(update, context)
        if old is not None:
            log.info("chat %s migrated to %s", old, error.new_chat_id)
            await migration.move_chat(runtime_of(context), old, error.new_chat_id)
            return
    log.error("update %r failed", update, exc_info=error)


async def _failed_chat(update: object, context: Context) -> int | None:
    """The chat an update or a match's turn timer was writing to when it failed."""
    if isinstance(update, Update) and update.effective_chat is not None:
        return update.effective_chat.id
    job = context.job
    if job is not None and job.name is not None and job.name.startswith(TURN_JOB):
        return await runtime_of(context).channel_of(int(job.name.removeprefix(TURN_JOB)))
    return None


async def _apologise(update: Update, context: Context) -> None:
    """Answer a callback query that failed midway; a second answer is refused and ignored."""
    query = update.callback_query
    if query is None:
        return
    try:
        lang = await runtime_of(context).user_lang(query.from_user)
    except Exception:
        lang = "en"
    try:
        await query.answer(Localizer(lang).t("error-internal"), show_alert=True)
    except BadRequest:
        log.debug("callback %s was already answered", query.id)
