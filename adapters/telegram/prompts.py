"""The "Other amount" question, shared by match games and poker tables: a message that mentions
the acting player and asks for a number as a reply (`moves.amount_reply` reads the answer).

A pending question lives in the `KeyValue` store (namespace `PROMPT_NS`, key "<chat
id>:<prompt message id>"), so a reply after a restart still finds it. It is written as soon as
the question is posted and forgotten when the reply is applied or can never be (the deal or
hand moved on, the match or table is over); a reply to a forgotten prompt is ignored, and one to
a prompt whose deal is over is refused by the service's deal/sequence check before it is
forgotten. A player has at most one open question per chat: asking again replaces it."""

from __future__ import annotations

import dataclasses
import html
import logging

from telegram import Bot, CallbackQuery, ForceReply
from telegram.constants import ParseMode
from telegram.error import TelegramError

from adapters.telegram.context import AmountPrompt, TelegramRuntime, display_name

log = logging.getLogger(__name__)

PROMPT_NS = "tg-prompt"
LATEST_NS = "tg-prompt-latest"  # (chat id, user id) -> that player's open question
PromptKey = tuple[int, int]  # (chat id, prompt message id)


async def ask_for_amount(
    runtime: TelegramRuntime, query: CallbackQuery, prompt: AmountPrompt, low: int, high: int
) -> None:
    """Answer the button, post the question and store it; the reply is matched to `prompt`."""
    assert query.message is not None
    text = await runtime.user_localizer(query.from_user)
    await query.answer()
    user = query.from_user
    mention = f'<a href="tg://user?id={user.id}">{html.escape(display_name(user))}</a>'
    asked = await query.get_bot().send_message(
        query.message.chat.id,
        text.t("tg-amount-prompt", name=mention, min=low, max=high),
        parse_mode=ParseMode.HTML,
        reply_markup=ForceReply(selective=True, input_field_placeholder=f"{low}-{high}"),
    )
    # One open question per player and chat: a new one replaces the last (whose message is
    # removed), so questions nobody answers cannot pile up in the store or in the group.
    chat_id = asked.chat.id
    latest = await runtime.kv.get(LATEST_NS, _key((chat_id, user.id)))
    if latest is not None:
        await forget_prompt(runtime, (chat_id, int(latest)))
        await delete_question(query.get_bot(), chat_id, int(latest))
    await runtime.kv.put(PROMPT_NS, _key((chat_id, asked.message_id)), dataclasses.asdict(prompt))
    await runtime.kv.put(LATEST_NS, _key((chat_id, user.id)), asked.message_id)


async def pending_prompt(runtime: TelegramRuntime, key: PromptKey) -> AmountPrompt | None:
    """The question the message `key` asks, if it still waits for an answer."""
    stored = await runtime.kv.get(PROMPT_NS, _key(key))
    return None if stored is None else AmountPrompt(**stored)


async def forget_prompt(runtime: TelegramRuntime, key: PromptKey) -> None:
    """Drop the question (and its player's pointer to it, if it is still their latest)."""
    prompt = await pending_prompt(runtime, key)
    await runtime.kv.delete(PROMPT_NS, _key(key))
    if prompt is not None:
        latest = _key((key[0], prompt.user_id))
        if await runtime.kv.get(LATEST_NS, latest) == key[1]:
            await runtime.kv.delete(LATEST_NS, latest)


async def delete_question(bot: Bot, chat_id: int, message_id: int) -> None:
    """Best effort: an admin may have removed it already, or it is too old to delete."""
    try:
        await bot.delete_message(chat_id, message_id)
    except TelegramError as error:
        log.info("prompt %s:%s not deleted: %s", chat_id, message_id, error.message)


def _key(key: PromptKey) -> str:
    chat_id, message_id = key
    return f"{chat_id}:{message_id}"
