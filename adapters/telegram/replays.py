"""/hand [number|last] in a group: a finished hand of the group's poker tables (open or closed)
replayed as the table saw it (`bot.replay`: hole cards never shown unless shown at the table),
in the reader's language, split into messages of Telegram's 4096 characters."""

from __future__ import annotations

from telegram import Update

from adapters.telegram.context import Context, community_of
from adapters.telegram.request import group_command
from bot.frontend.replays import chat_tables, replay_for, split_lines
from bot.views import render_text

MESSAGE_LIMIT = 4096


async def hand(update: Update, context: Context) -> None:
    found = await group_command(update, context)
    if found is None:
        return
    message, _, runtime, text = found
    community = community_of(message.chat.id)
    ids = await chat_tables(runtime.store, community)  # closed tables too
    lines = await replay_for(runtime.store, ids, context.args or [])
    for part in split_lines([render_text(line, text) for line in lines], MESSAGE_LIMIT):
        await message.reply_text(part)
