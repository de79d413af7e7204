"""/asnas: a four-seat lobby in a group (the flow, written once for every chat, is
`bot.frontend.lobbies.LobbyFront`). Here: the command and the presses of the lobby's buttons."""

from __future__ import annotations

from typing import Final

from telegram import Update

from adapters.telegram.context import Context, RuleError, community_of
from adapters.telegram.request import group_command, press
from bot.callbacks import ButtonRef
from bot.frontend import lobbies

TAG: Final = lobbies.TAG


async def asnas(update: Update, context: Context) -> None:
    """/asnas: open a lobby in this group with the sender in seat 1."""
    found = await group_command(update, context)
    if found is None:
        return
    message, user, runtime, text = found
    community = community_of(message.chat.id)
    player, _ = await runtime.account(community, user)
    try:
        await runtime.fronts.lobbies.open(message, community, str(message.chat.id), player)
    except RuleError as error:
        await message.reply_text(text.error(error))


async def on_lobby_button(update: Update, context: Context, ref: ButtonRef) -> None:
    query, runtime, text = await press(update, context)
    if query.message is None:
        await query.answer(text.t("error-invalid-button"), show_alert=True)
        return
    chat_id = query.message.chat.id
    player = await runtime.player_id(query.from_user)
    await runtime.fronts.lobbies.press(query, ref, player, community_of(chat_id), str(chat_id))
