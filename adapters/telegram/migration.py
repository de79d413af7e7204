"""A group upgraded to a supergroup: Telegram gives it a new chat id, announced by a service
message in both chats (`migrate_to_chat_id` in the old one, `migrate_from_chat_id` in the new
one) and by `ChatMigrated` when the bot still writes to the old id. The community moves with
it: `bot.communities.move_community` moves every game row and balance in the store (so nobody
gets a second starting grant), this module moves what the adapter holds (live matches and
tables, the group's language, the cached chats), drops what only the old chat could show
(challenges, a lobby, table message ids), and draws every open game afresh in the new chat.
Moving twice finds nothing left to move, so both service messages may arrive."""

from __future__ import annotations

import logging
from contextlib import AsyncExitStack

from telegram import Update

from adapters.telegram.context import (
    CHAT_LANG_NS,
    Context,
    TelegramRuntime,
    community_of,
    runtime_of,
)
from bot.communities import move_community
from bot.frontend.tournament import drawn

log = logging.getLogger(__name__)


async def on_migration(update: Update, context: Context) -> None:
    """The service message of a group upgraded to a supergroup (in either chat)."""
    message = update.effective_message
    if message is None:
        return
    if message.migrate_to_chat_id is not None:
        await move_chat(runtime_of(context), message.chat.id, message.migrate_to_chat_id)
    elif message.migrate_from_chat_id is not None:
        await move_chat(runtime_of(context), message.migrate_from_chat_id, message.chat.id)


async def move_chat(runtime: TelegramRuntime, old: int, new: int) -> None:
    """Move the community of chat `old` to chat `new`, then show its open games there."""
    if old == new:
        return
    source, target = community_of(old), community_of(new)
    matches = [live for live in runtime.service.registry if live.community == source]
    tables = [live for live in list(runtime.desk) if live.table.community == source]
    async with AsyncExitStack() as held:
        for chat in sorted((old, new)):  # chat locks before game locks, in one order
            await held.enter_async_context(runtime.chat_lock(chat))
        for game in sorted({live.id for live in matches} | {live.id for live in tables}):
            await held.enter_async_context(runtime.fronts.locks(game))
        moved = await move_community(
            runtime.store, source, target, old_channel=str(old),
            new_channel=str(new), clock=runtime.clock,
        )
        for match in matches:
            match.community = target
            if match.channel == str(old):
                match.channel = str(new)
        for table in tables:
            table.table.community = target
            if table.channel == str(old):
                table.channel = str(new)
        runtime.forget_chats(moved.games)
        language = await runtime.kv.get(CHAT_LANG_NS, old)
        if language is not None and await runtime.kv.get(CHAT_LANG_NS, new) is None:
            await runtime.kv.put(CHAT_LANG_NS, new, language)
        await runtime.fronts.lobbies.forget(source, str(old))
        await runtime.services.book.forget_community(source)
        for game in moved.games:  # their messages stay behind in the old chat
            await runtime.board.remove(game)
    if moved.games or moved.chips:
        log.info("chat %s moved to %s: %d games, %d balances", old, new, len(moved.games),
                 len(moved.chips))
    for match in matches:
        await runtime.fronts.matches.draw(match.id)
    for table in tables:
        if not drawn(table.table):  # a tournament's lobby message stays in the old chat
            continue
        async with runtime.fronts.locks(table.id):
            await runtime.fronts.tables.publish(table.id, [])
