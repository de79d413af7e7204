"""An "Other amount" question and its answer, for match games and poker tables alike.

The question is a message that mentions the acting player and asks for a number as a reply.
A pending question lives in the `KeyValue` store (namespace `PROMPT_NS`, key "<chat
id>:<prompt message id>"), so a reply after a restart still finds it. It is written as soon as
the question is posted and forgotten when the reply is applied or can never be (the deal or
hand moved on, the match or table is over); a reply to a forgotten prompt is ignored, and one to
a prompt whose deal is over is refused by the service's deal/sequence check before it is
forgotten. A player has at most one open question per chat: asking again replaces it.

The answer (`amount_reply`) is the bet or raise-to total, made by the shared flow
(`bot.frontend.fronts.Fronts.typed_amount`); the question is deleted once applied, forgotten
when refused for good (`_FINAL`), kept after a typo or an out-of-range amount. A reply for a
scheduled tournament's table that another worker drives is left for that worker.
"""

from __future__ import annotations

import dataclasses
import html
import logging

from telegram import Bot, CallbackQuery, ForceReply, Update
from telegram.constants import ParseMode
from telegram.error import TelegramError

from adapters.telegram.answering import forward_to_driver
from adapters.telegram.context import (
    AmountPrompt,
    Context,
    TelegramRuntime,
    display_name,
    incoming,
    runtime_of,
)
from bot.callbacks import ButtonRef
from bot.errors import DuplicateCommand, MatchNotFound, SeqConflict, StaleCommand
from bot.frontend.poker import ACT as TABLE_ACT
from bot.frontend.screen import AMOUNT
from bot.tables.errors import TableClosed

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


async def amount_reply(update: Update, context: Context) -> None:
    """A reply to an "Other amount" question (see the module docstring)."""
    found = incoming(update)
    if found is None or found[0].reply_to_message is None:
        return
    message, user = found
    runtime = runtime_of(context)
    replied = message.reply_to_message
    assert replied is not None
    key = (message.chat.id, replied.message_id)
    prompt = await pending_prompt(runtime, key)
    if prompt is None or prompt.user_id != user.id:
        return
    if prompt.table and await forward_to_driver(runtime, update, TABLE_ACT, prompt.match_id):
        return  # its tournament's driver answers it (`bot.relay`)
    # The flows answer a refusal themselves (a reply to the typed amount).
    asked = ButtonRef(AMOUNT, prompt.match_id, prompt.deal_no, prompt.seq, prompt.verb)
    refusal = await runtime.fronts.typed_amount(message, await runtime.player_id(user), asked,
                                                message.text or "", table=prompt.table)
    if refusal is None:
        await _tidy(runtime, context.bot, key)
    elif isinstance(refusal, _FINAL):
        await forget_prompt(runtime, key)


# Refusals after which the prompt can never be answered: its deal, hand or sequence is past,
# the move was already applied, or the match or table is over.
_FINAL = (StaleCommand, DuplicateCommand, SeqConflict, MatchNotFound, TableClosed)


async def _tidy(runtime: TelegramRuntime, bot: Bot, prompt: PromptKey) -> None:
    """Forget an answered prompt and delete its message so questions do not pile up in the
    group."""
    await forget_prompt(runtime, prompt)
    await delete_question(bot, *prompt)
