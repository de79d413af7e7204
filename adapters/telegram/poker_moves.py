"""Poker table buttons: a move, "Other amount" and "My cards" go to the shared table flow
(`bot.frontend.tables.TableFront`: the table refuses whoever is not to act and any button drawn
for an older hand or action sequence; a glance's card or a swap's new card is answered to the
presser alone, alert and DM, NK-6.1, NK-6.2); "Sit down" and "I am back" seat through the
shared seating flow (`bot.frontend.seating`)."""

from __future__ import annotations

from telegram import Update

from adapters.telegram.context import Context
from adapters.telegram.poker import asker
from adapters.telegram.request import press
from bot.callbacks import ButtonRef
from bot.frontend import poker


async def on_button(update: Update, context: Context, ref: ButtonRef) -> None:
    query, runtime, _ = await press(update, context)
    if ref.tag != poker.SIT:
        await runtime.tables_front.press(query, await runtime.player_id(query.from_user), ref)
        return
    chat_id = query.message.chat.id if query.message is not None else query.from_user.id
    await runtime.seating.sit(await asker(runtime, query, chat_id, query.from_user),
                              ref.match_id)
