"""One public table message per deal, edited in place, at most about once a second.

`TableMessages.show(match, deal, payload)` posts a fresh message when a deal starts (or when
the match has no message yet) and otherwise edits that deal's message. Edits closer together
than `min_interval` are coalesced: the latest payload wins and goes out when the interval is
up, so a burst of clicks costs one API call. Message ids are kept in the adapter key-value
store, so after a restart the same message is edited. A message Discord will no longer edit
(older than an hour: 30046; deleted: 10008) is replaced by a fresh one. Rate limits (429) are
discord.py's business: it waits and retries by itself. An edit that would show what the
message already shows is skipped (a redraw of an unchanged table costs nothing); a coalesced
edit that fails in the background is handed to `on_failure` (the front end redraws later).
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import io
import json
import logging
import time
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any

import discord

from bot.kv import KeyValue

log = logging.getLogger(__name__)

KV_NAMESPACE = "dc-table"
TOO_OLD_TO_EDIT = 30046
UNKNOWN_MESSAGE = 10008
PICTURE_FILE = "table.png"


@dataclass(frozen=True)
class Payload:
    """What a message shows: text, embeds and a view of buttons (None: no buttons), and the
    table's picture (TABLE_IMAGES=on): a PNG attached and shown in an embed of its own, the
    text staying in the message for screen readers. An edit without a picture removes the
    message's old attachment."""

    content: str
    embeds: tuple[discord.Embed, ...] = ()
    view: discord.ui.View | None = None
    picture: bytes | None = None

    def _embeds(self) -> list[discord.Embed]:
        if self.picture is None:
            return list(self.embeds)
        return [*self.embeds, discord.Embed().set_image(url=f"attachment://{PICTURE_FILE}")]

    def _file(self) -> discord.File:
        assert self.picture is not None
        return discord.File(io.BytesIO(self.picture), filename=PICTURE_FILE)

    def send_kwargs(self) -> dict[str, Any]:
        kwargs: dict[str, Any] = {"content": self.content, "embeds": self._embeds()}
        if self.view is not None:
            kwargs["view"] = self.view
        if self.picture is not None:
            kwargs["files"] = [self._file()]
        return kwargs

    def edit_kwargs(self) -> dict[str, Any]:
        kwargs: dict[str, Any] = {"content": self.content, "embeds": self._embeds(),
                                  "view": self.view}
        # A picture replaces the old one; without one, the old is removed (its upload failed,
        # or pictures were turned off: a stale picture must not stay under the new text).
        kwargs["attachments"] = [self._file()] if self.picture is not None else []
        return kwargs

    def as_text(self) -> Payload:
        """This payload without its picture (its upload failed)."""
        return replace(self, picture=None)

    def digest(self) -> str:
        """What a reader sees (text, embeds, buttons): an edit to the same digest is skipped."""
        view = self.view.to_components() if self.view is not None else None
        picture = None if self.picture is None else hashlib.sha256(self.picture).hexdigest()
        shown = [self.content, [embed.to_dict() for embed in self.embeds], view, picture]
        return json.dumps(shown, sort_keys=True, ensure_ascii=False, default=str)


@dataclass
class _Table:
    channel_id: int
    message_id: int | None = None
    deal_no: int | None = None
    last_sent: float = float("-inf")
    pending: Payload | None = None
    flush: asyncio.Task[None] | None = None
    shown: str | None = None  # the digest of what the message shows (None: not known)
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
        # Called with the match id when a coalesced edit fails in the background (the caller
        # has returned by then): the front end's recovery redraws it later.
        self.on_failure: Callable[[int], None] | None = None

    async def message_id(self, match_id: int) -> int | None:
        table = await self._table(match_id, None)
        return None if table is None else table.message_id

    async def deal_shown(self, match_id: int) -> int | None:
        """The deal (or hand) whose message the match's table is now (None: none posted)."""
        table = await self._table(match_id, None)
        return None if table is None or table.message_id is None else table.deal_no

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
            if payload.digest() == table.shown and table.flush is None:
                return  # the message shows this already: an edit would change nothing
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

    def forget(self, match_id: int) -> None:
        """Another process shows the match now: its message is read from the store again if
        this one shows it later (an edit already under way still goes out)."""
        self._tables.pop(match_id, None)

    async def flush(self, match_id: int) -> None:
        """Send the coalesced edit of `match_id` now, if one waits (a redraw: its failure must
        reach the caller, not a background task)."""
        table = self._tables.get(match_id)
        if table is None:
            return
        async with table.lock:
            pending = table.pending
            if pending is not None:
                await self._cancel_flush(table)
                await self._edit(match_id, table, pending)

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
                try:
                    await self._edit(match_id, table, table.pending)
                except Exception:
                    if self.on_failure is None:
                        raise
                    log.exception("table of match %s: a coalesced edit failed", match_id)
                    self.on_failure(match_id)

    async def _cancel_flush(self, table: _Table) -> None:
        if table.flush is not None and table.flush is not asyncio.current_task():
            table.flush.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await table.flush
        table.flush = None
        table.pending = None

    async def _post(self, match_id: int, table: _Table, deal_no: int, payload: Payload) -> None:
        channel = self._client.get_partial_messageable(table.channel_id)
        try:
            message = await channel.send(**payload.send_kwargs())
        except discord.HTTPException as error:
            if payload.picture is None:
                raise
            log.warning("table of match %s: picture refused (%s); sending the text",
                        match_id, error)
            payload = payload.as_text()
            message = await channel.send(**payload.send_kwargs())
        table.message_id, table.deal_no, table.last_sent = message.id, deal_no, self._clock()
        table.shown = payload.digest()
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
        table.shown = None  # unknown until the edit is through
        try:
            try:
                await message.edit(**payload.edit_kwargs())
            except discord.HTTPException as error:
                if payload.picture is None or error.code in (TOO_OLD_TO_EDIT, UNKNOWN_MESSAGE):
                    raise
                log.warning("table of match %s: picture refused (%s); showing the text",
                            match_id, error)
                payload = payload.as_text()
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
        table.shown = payload.digest()

    async def _retire(
        self, channel_id: int, message_id: int | None, final: Payload | None = None
    ) -> None:
        """Take the buttons off the previous deal's message (its clicks would be stale)."""
        if message_id is None:
            return
        message = self._client.get_partial_messageable(channel_id).get_partial_message(message_id)
        kwargs: dict[str, Any] = {"view": None}
        if final is not None:
            kwargs = {**final.edit_kwargs(), "view": None}
        try:
            await message.edit(**kwargs)
        except discord.HTTPException as error:
            log.info("could not retire table message %s: %s", message_id, error)


def _log_failure(task: asyncio.Task[None]) -> None:
    if not task.cancelled() and task.exception() is not None:
        log.error("table edit failed", exc_info=task.exception())
