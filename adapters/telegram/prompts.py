"""The "Other amount" question, shared by match games and poker tables: a message that mentions
the acting player and asks for a number as a reply (`moves.amount_reply` reads the answer)."""

from __future__ import annotations

import html

from telegram import CallbackQuery, ForceReply
from telegram.constants import ParseMode

from adapters.telegram.context import AmountPrompt, TelegramRuntime, display_name


async def ask_for_amount(
    runtime: TelegramRuntime, query: CallbackQuery, prompt: AmountPrompt, low: int, high: int
) -> None:
    """Answer the button and post the question; the reply is matched to `prompt`."""
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
    runtime.prompts[(asked.chat.id, asked.message_id)] = prompt
