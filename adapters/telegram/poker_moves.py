"""Poker table buttons: a move, "Other amount" and "My cards" go to the shared table flow
(`bot.frontend.tables.TableFront`: the table refuses whoever is not to act and any button drawn
for an older hand or action sequence; a glance's card or a swap's new card is answered to the
presser alone, alert and DM, NK-6.1, NK-6.2); "Sit down" and "I am back" seat through
`poker.sit_down`."""

from __future__ import annotations

from telegram import Update

from adapters.telegram.context import Context, RuleError
from adapters.telegram.poker import sit_down
from adapters.telegram.request import press
from bot.callbacks import ButtonRef
from bot.frontend import poker


async def on_button(update: Update, context: Context, ref: ButtonRef) -> None:
    query, runtime, text = await press(update, context)
    if ref.tag != poker.SIT:
        await runtime.tables_front.press(query, await runtime.player_id(query.from_user), ref)
        return
    try:
        live = runtime.table_service(ref.match_id).get(ref.match_id)
        answered: list[str] = []

        async def reply(said: str) -> None:
            answered.append(said)
            await query.answer(said, show_alert=True)

        await sit_down(runtime, live, query.from_user, [], text=text, reply=reply)
        if not answered:
            await query.answer()
    except RuleError as error:
        await runtime.tables_front.refused(query, ref.match_id, error)
