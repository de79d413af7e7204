"""A thread per table of a scheduled multi-table tournament (issue 17 item 7), where Discord
allows it: each table's messages go to a public thread of the tournament's channel, named for
the tournament and the table, so the tables do not flood the channel. The thread is made the
first time the table is drawn and remembered in the key-value store (a restarted bot draws in
the same thread); when Discord refuses one (no Create Public Threads permission, a channel
that takes no threads), the table is drawn in the channel itself, as before, and that choice
is remembered too. A table that closes (broken, or the final one at the end) has its thread
archived and locked (only archived without Manage Threads). Thread names are plain text: no
markdown, no mentions."""

from __future__ import annotations

import logging
from typing import Final

import discord

from bot.kv import KeyValue

log = logging.getLogger(__name__)

NAMESPACE: Final = "dc-table-thread"  # table id -> {"parent", "thread" (None: the channel)}
PUBLIC_THREAD: Final = 11
ARCHIVE_AFTER_MIN: Final = 1440  # Discord's choices: 60, 1440, 4320, 10080
NAME_LIMIT: Final = 100


class TableThreads:
    def __init__(self, client: discord.Client, kv: KeyValue) -> None:
        self._client = client
        self._kv = kv

    async def stored(self, table_id: int) -> str | None:
        """The thread table `table_id` is drawn in, if it has one."""
        data = await self._kv.get(NAMESPACE, table_id)
        return None if not isinstance(data, dict) or data.get("thread") is None \
            else str(data["thread"])

    async def channel_for(self, table_id: int, parent: str, name: str) -> str:
        """Where to draw the table: its thread (made now if it has none yet), else `parent`."""
        data = await self._kv.get(NAMESPACE, table_id)
        if isinstance(data, dict):
            return parent if data.get("thread") is None else str(data["thread"])
        try:
            made = await self._client.http.start_thread_without_message(
                int(parent), name=name[:NAME_LIMIT], auto_archive_duration=ARCHIVE_AFTER_MIN,
                type=PUBLIC_THREAD)
        except discord.HTTPException as error:
            log.warning("table %s: no thread in channel %s (%s); drawn in the channel",
                        table_id, parent, error)
            thread = None
        else:
            thread = str(made["id"])
        await self._kv.put(NAMESPACE, table_id, {"parent": parent, "thread": thread})
        return parent if thread is None else thread

    async def close(self, table_id: int) -> None:
        """The table is over: archive and lock its thread (cosmetic: a failure is logged)."""
        thread = await self.stored(table_id)
        if thread is None:
            return
        # Locking needs Manage Threads; archiving a thread the bot made does not.
        for lock in (True, False):
            try:
                await self._client.http.edit_channel(int(thread), archived=True, locked=lock)
                return
            except discord.HTTPException as error:
                log.info("thread %s of table %s: archiving%s refused (%s)", thread, table_id,
                         " and locking" if lock else "", error)
