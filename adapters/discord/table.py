"""One public table message per deal, edited in place, at most about once a second.

`TableMessages.show(match, deal, payload)` posts a fresh message when a deal starts (or when
the match has no message yet) and otherwise edits that deal's message. Edits closer together
than `min_interval` are coalesced: the latest payload wins and goes out when the interval is
up, so a burst of clicks costs one API call. Message ids are kept in the adapter key-value
store, so after a restart the same message is edited. A message Discord will no longer edit
(older than an hour: 30046; deleted: 10008) is replaced by a fresh one. Rate limits (429) are
discord.py's business: it waits and retries by itself.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import discord

from bot.kv import KeyValue

log = logging.getLogger(__name__)

KV_NAMESPACE = "dc-table"
TOO_OLD_TO_EDIT = 30046
UNKNOWN_MESSAGE = 10008


@dataclass(frozen=True)
class Payload:
    """What a message shows: text, embeds and a view of buttons (None: no buttons)."""

    content: str
    embeds: tuple[discord.Embed, ...] = ()
    view: discord.ui.View | None = None

    def send_kwargs(self) -> dict[str, Any]:
        kwargs: dict[str, Any] = {"content": self.content, "embeds": list(self.embeds)}
        if self.view is not None:
            kwargs["view"] = self.view
        return kwargs

    def edit_kwargs(self) -> dict[str, Any]:
        return {"content": self.content, "embeds": list(self.embeds), "view": self.view}


@dataclass
class _Table:
    channel_id: int
    message_id: int | None = None
    deal_no: int | None = None
    last_sent: float = float("-inf")
    pending: Payload | None = None
    flush: asyncio.Task[None] | None = None
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)


class TableMessages:
    """The public message of every match this process shows."""

    def __init__(
        self,
        client: discord.Client,
        kv: KeyValue,
        *,
        min_interval: float = 1.0,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self._client = client
        self._kv = kv
        self._min_interval = min_interval
        self._clock = clock
        self._tables: dict[int, _Table] = {}

    async def message_id(self, match_id: int) -> int | None:
        table = await self._table(match_id, None)
        return None if table is None else table.message_id

    async def show(
        self,
        match_id: int,
        channel_id: int,
        deal_no: int,
        payload: Payload,
        *,
        previous: Payload | None = None,
    ) -> None:
        """Show `payload` as the table of `match_id`; see the module docstring. When a new
        deal's message is posted, the previous one shows `previous` (the finished deal, without
        buttons) if given, else it only loses its buttons."""
        table = await self._table(match_id, channel_id)
        assert table is not None
        async with table.lock:
            if table.message_id is None or table.deal_no != deal_no:
                await self._cancel_flush(table)
                previous_id = table.message_id
                await self._post(match_id, table, deal_no, payload)
                await self._retire(table.channel_id, previous_id, previous)
                return
            wait = table.last_sent + self._min_interval - self._clock()
            if wait <= 0 and table.flush is None:
                await self._edit(match_id, table, payload)
                return
            table.pending = payload
            if table.flush is None:
                table.flush = asyncio.create_task(self._flush_later(match_id, table, wait))
                table.flush.add_done_callback(_log_failure)

    async def close(self, match_id: int, payload: Payload) -> None:
        """The match ended: show `payload` now (no buttons) and forget the table."""
        table = await self._table(match_id, None)
        if table is None:
            return
        async with table.lock:
            await self._cancel_flush(table)
            if table.message_id is None:
                await self._post(match_id, table, table.deal_no or 0, payload)
            else:
                await self._edit(match_id, table, payload)
        self._tables.pop(match_id, None)
        await self._kv.delete(KV_NAMESPACE, match_id)

    async def drain(self) -> None:
        """Send every coalesced edit now (shutdown, tests); one table's failure (its channel
        gone, permissions lost) is logged and does not keep the others' edits back."""
        for match_id, table in list(self._tables.items()):
            async with table.lock:
                pending = table.pending
                if pending is not None:
                    await self._cancel_flush(table)  # (this clears `table.pending`)
                    try:
                        await self._edit(match_id, table, pending)
                    except discord.HTTPException as error:
                        log.warning("last edit of table %s failed: %s", match_id, error)

    # -- internals ---------------------------------------------------------------------------

    async def _table(self, match_id: int, channel_id: int | None) -> _Table | None:
        table = self._tables.get(match_id)
        if table is not None:
            return table
        stored = await self._kv.get(KV_NAMESPACE, match_id)
        if stored is not None:
            table = _Table(int(stored["channel"]), int(stored["message"]), int(stored["deal"]))
        elif channel_id is not None:
            table = _Table(channel_id)
        else:
            return None
        return self._tables.setdefault(match_id, table)

    async def _flush_later(self, match_id: int, table: _Table, wait: float) -> None:
        await asyncio.sleep(max(wait, 0.0))
        async with table.lock:
            table.flush = None
            if table.pending is not None:
                await self._edit(match_id, table, table.pending)

    async def _cancel_flush(self, table: _Table) -> None:
        if table.flush is not None and table.flush is not asyncio.current_task():
            table.flush.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await table.flush
        table.flush = None
        table.pending = None

    async def _post(self, match_id: int, table: _Table, deal_no: int, payload: Payload) -> None:
        channel = self._client.get_partial_messageable(table.channel_id)
        message = await channel.send(**payload.send_kwargs())
        table.message_id, table.deal_no, table.last_sent = message.id, deal_no, self._clock()
        await self._kv.put(
            KV_NAMESPACE,
            match_id,
            {"channel": table.channel_id, "message": message.id, "deal": deal_no},
        )

    async def _edit(self, match_id: int, table: _Table, payload: Payload) -> None:
        table.pending = None
        assert table.message_id is not None
        message = self._client.get_partial_messageable(table.channel_id).get_partial_message(
            table.message_id
        )
        try:
            await message.edit(**payload.edit_kwargs())
        except discord.HTTPException as error:
            if error.code not in (TOO_OLD_TO_EDIT, UNKNOWN_MESSAGE):
                raise
            log.info(
                "table of match %s: message %s cannot be edited (%s); posting a fresh one",
                match_id,
                table.message_id,
                error.code,
            )
            await self._post(match_id, table, table.deal_no or 0, payload)
            return
        table.last_sent = self._clock()

    async def _retire(
        self, channel_id: int, message_id: int | None, final: Payload | None = None
    ) -> None:
        """Take the buttons off the previous deal's message (its clicks would be stale)."""
        if message_id is None:
            return
        message = self._client.get_partial_messageable(channel_id).get_partial_message(message_id)
        kwargs: dict[str, Any] = {"view": None}
        if final is not None:
            kwargs.update(content=final.content, embeds=list(final.embeds))
        try:
            await message.edit(**kwargs)
        except discord.HTTPException as error:
            log.info("could not retire table message %s: %s", message_id, error)


def _log_failure(task: asyncio.Task[None]) -> None:
    if not task.cancelled() and task.exception() is not None:
        log.error("table edit failed", exc_info=task.exception())
