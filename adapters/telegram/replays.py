"""/hand [number|last] in a group: a finished hand of the group's poker tables (open or closed)
replayed as the table saw it (`bot.replay`: hole cards never shown unless shown at the table),
in the reader's language, split into messages of Telegram's 4096 characters; with pictures on
for the group, the hand's picture first (`bot.frontend.replays.replay_png`; a refused upload
leaves the text alone)."""

from __future__ import annotations

import logging

from telegram.error import TelegramError

from adapters.telegram.answering import Command, in_group
from adapters.telegram.context import Context, community_of
from bot.frontend.replays import chat_tables, find_replay, replay_png, split_lines
from bot.views import render_text

log = logging.getLogger(__name__)
MESSAGE_LIMIT = 4096


@in_group()
async def hand(found: Command, context: Context) -> None:
    message, _, runtime, text = found
    community = community_of(message.chat.id)
    ids = await chat_tables(runtime.store, community)  # closed tables too
    replay = await find_replay(runtime.store, ids, context.args or [])
    png = await replay_png(replay, text, enabled=await runtime.pictures.enabled(community))
    if png is not None:
        try:
            await message.reply_photo(png)
        except TelegramError:
            log.warning("/hand: the picture was refused; the text goes alone", exc_info=True)
    for part in split_lines([render_text(line, text) for line in replay.lines], MESSAGE_LIMIT):
        await message.reply_text(part)
