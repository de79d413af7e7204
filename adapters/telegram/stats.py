"""/stats: a player's summary in this group (`bot.frontend.answers`, shared with Discord):
finished matches, poker tables joined and hands dealt there, chips won or lost by play (chips
still at a table count as the player's), and the balance; with a chart of the balance's
history as a photo (the text its caption), or the text alone when the chart cannot be drawn or
sent."""

from __future__ import annotations

import logging

from telegram import Update
from telegram.constants import ChatType
from telegram.error import TelegramError

from adapters.telegram.context import Context, community_of, display_name, incoming, runtime_of

log = logging.getLogger(__name__)
CAPTION_LIMIT = 1024


async def stats(update: Update, context: Context) -> None:
    found = incoming(update)
    if found is None:
        return
    message, user = found
    runtime = runtime_of(context)
    text = await runtime.user_localizer(user)
    if message.chat.type == ChatType.PRIVATE:
        await message.reply_text(text.t("tg-balance-per-group"))
        return
    said = await runtime.fronts.answers.stats(
        community_of(message.chat.id), await runtime.player_id(user), display_name(user), text)
    if said.picture is not None and len(said.text) <= CAPTION_LIMIT:
        try:
            await message.reply_photo(said.picture, caption=said.text)
            return
        except TelegramError:
            log.warning("/stats: the chart was refused; sending the text", exc_info=True)
    await message.reply_text(said.text)
