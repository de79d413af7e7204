"""An "Other amount" question and its answer, for match games and poker tables alike.

The question is a message that mentions the acting player and asks for a number as a reply;
which question a reply answers, and for how long, is the shared policy
(`bot.frontend.prompts`: stored by chat id and message id, one open question per player and
chat, forgotten once answered or when it can never be). A reply to a forgotten question is
ignored.

The answer (`amount_reply`) is the bet or raise-to total, made by the shared flow
(`bot.frontend.fronts.Fronts.typed_amount`); the question is deleted once applied. A reply
for a scheduled tournament's table that another worker drives is left for that worker.
"""

from __future__ import annotations

import html
import logging

from telegram import Bot, CallbackQuery, ForceReply, Update
from telegram.constants import ParseMode
from telegram.error import TelegramError

from adapters.telegram.answering import forward_to_driver
from adapters.telegram.context import (
    Context,
    TelegramRuntime,
    display_name,
    incoming,
    runtime_of,
)
from bot.frontend.poker import ACT as TABLE_ACT
from bot.frontend.prompts import FINAL, AmountPrompt, Prompts

log = logging.getLogger(__name__)

PROMPT_NS = "tg-prompt"
LATEST_NS = "tg-prompt-latest"  # (chat id, user id) -> that player's open question


def prompts(runtime: TelegramRuntime) -> Prompts:
    """The pending questions (`bot.frontend.prompts`), by chat id and message id."""
    return Prompts(runtime.kv, PROMPT_NS, LATEST_NS)


async def ask_for_amount(
    runtime: TelegramRuntime, query: CallbackQuery, prompt: AmountPrompt, low: int, high: int
) -> None:
    """Post the question, store it and answer the button; the reply is matched to `prompt`.
    The press is answered last: when the question cannot be posted, the press is still
    unanswered and the failure's apology reaches the presser (a press takes one answer)."""
    assert query.message is not None
    text = await runtime.user_localizer(query.from_user)
    user = query.from_user
    mention = f'<a href="tg://user?id={user.id}">{html.escape(display_name(user))}</a>'
    asked = await query.get_bot().send_message(
        query.message.chat.id,
        text.t("tg-amount-prompt", name=mention, min=low, max=high),
        parse_mode=ParseMode.HTML,
        reply_markup=ForceReply(selective=True, input_field_placeholder=f"{low}-{high}"),
    )
    replaced = await prompts(runtime).asked(asked.chat.id, asked.message_id, prompt)
    await query.answer()
    if replaced is not None:
        await delete_question(query.get_bot(), asked.chat.id, replaced)


async def delete_question(bot: Bot, chat_id: int, message_id: int) -> None:
    """Best effort: an admin may have removed it already, or it is too old to delete."""
    try:
        await bot.delete_message(chat_id, message_id)
    except TelegramError as error:
        log.info("prompt %s:%s not deleted: %s", chat_id, message_id, error.message)


async def amount_reply(update: Update, context: Context) -> None:
    """A reply to an "Other amount" question (see the module docstring)."""
    found = incoming(update)
    if found is None or found[0].reply_to_message is None:
        return
    message, user = found
    runtime = runtime_of(context)
    replied = message.reply_to_message
    assert replied is not None
    chat_id, question = message.chat.id, replied.message_id
    prompt = await prompts(runtime).pending(chat_id, question)
    if prompt is None or prompt.user_id != user.id:
        return
    if prompt.table and await forward_to_driver(runtime, update, TABLE_ACT, prompt.match_id):
        return  # its tournament's driver answers it (`bot.relay`)
    # The flows answer a refusal themselves (a reply to the typed amount).
    refusal = await runtime.fronts.typed_amount(message, await runtime.player_id(user),
                                                prompt.asked, message.text or "",
                                                table=prompt.table)
    if refusal is None or isinstance(refusal, FINAL):
        await prompts(runtime).forget(chat_id, question)
    if refusal is None:  # answered: its question goes, so questions do not pile up
        await delete_question(context.bot, chat_id, question)
