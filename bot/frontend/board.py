"""One public message per deal (or hand) of each game, edited in place: written once for every
chat, over a platform's `Poster`.

The policies, the same on every platform:

- A deal's first drawing posts a message; later drawings of that deal edit it. When the next
  deal starts, the finished deal's message shows `previous` (its result) without buttons, or
  only loses its buttons (old buttons never stay live), then the new deal's is posted.
- An edit that would show what the message already shows is skipped (a redraw of an unchanged
  table costs nothing; what a message shows is remembered by digest).
- A message the platform will no longer edit (deleted, too old) or whose kind cannot change
  in place (a text becoming a photo) is replaced by a fresh one, and the old one is deleted
  or, where it cannot be, loses its buttons.
- Edits closer together than `min_interval` are coalesced: the latest payload wins and goes
  out when the interval is up; a coalesced edit that fails in the background is handed to
  `on_failure` (the front end's recovery redraws later); `flush` sends it at once and lets
  its failure reach the caller.
- Where each message is (channel, message, deal, digest) lives in the key-value store, read
  again at each drawing: a restarted bot, or another worker on the same database, edits the
  same message.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any, Generic, Protocol, TypeVar

from bot.kv import KeyValue

log = logging.getLogger(__name__)

P = TypeVar("P")


@dataclass(frozen=True, slots=True)
class Posted:
    """Where a game's table message is and what it shows: `digest` of what it shows (None
    in a record of an older release that kept none), `kind` the platform's kind of message
    ("text", "photo"…)."""

    channel: str
    message_id: str
    deal_no: int
    digest: str | None = None
    kind: str = "message"


class Poster(Protocol[P]):
    """What a platform does with a payload `P` (its text, buttons and picture)."""

    def digest(self, payload: P) -> str:
        """What a reader sees, as a short string: equal digests, equal messages."""

    def kind(self, payload: P) -> str:
        """The kind of message `payload` needs; a message cannot change kind in place."""

    async def post(self, channel: str, payload: P) -> tuple[str, P]:
        """Post a message; its id and what it shows (a refused picture: its text alone)."""

    async def edit(self, posted: Posted, payload: P) -> P | None:
        """Edit the message in place; what it shows now, or None when it can no longer be
        edited (gone, too old): a fresh one is posted. Any other failure raises."""

    async def retire(self, posted: Posted, final: P | None) -> None:
        """A finished deal's message: show `final` without buttons if given, else take the
        buttons off. Cosmetic: a failure is logged, never raised."""

    async def discard(self, posted: Posted) -> None:
        """A message replaced by a fresh one: delete it, else take its buttons off.
        Cosmetic: a failure is logged, never raised."""


@dataclass(eq=False)
class _Slot(Generic[P]):
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    last_sent: float = float("-inf")
    pending: tuple[Posted, P] | None = None  # a coalesced edit: of which message, to what
    flush: asyncio.Task[None] | None = None
    unsure: bool = False  # an edit failed: what the message shows is not known


def _stored(data: Any) -> Posted | None:
    """A stored record; also the two formats written before this module (Telegram's and
    Discord's own)."""
    if not isinstance(data, dict):
        return None
    if "chat_id" in data:
        return Posted(str(data["chat_id"]), str(data["message_id"]), int(data["deal_no"]),
                      data.get("digest"), "photo" if data.get("photo") else "text")
    return Posted(str(data["channel"]), str(data["message"]), int(data["deal"]),
                  data.get("digest"), str(data.get("kind", "message")))


class Board(Generic[P]):
    def __init__(self, poster: Poster[P], kv: KeyValue, namespace: str, *,
                 min_interval: float = 0.0, clock: Callable[[], float] = time.monotonic
                 ) -> None:
        self._poster = poster
        self._kv = kv
        self._namespace = namespace
        self._min_interval = min_interval
        self._clock = clock
        self._slots: dict[int, _Slot[P]] = {}
        # Called with the game's key when a coalesced edit fails in the background.
        self.on_failure: Callable[[int], None] | None = None

    async def posted(self, key: int) -> Posted | None:
        return _stored(await self._kv.get(self._namespace, key))

    async def show(self, key: int, channel: str, deal_no: int, payload: P, *,
                   previous: P | None = None) -> Posted:
        """Make deal `deal_no`'s message of game `key` show `payload`; where it is now (a
        coalesced edit: where it will be)."""
        slot = self._slots.setdefault(key, _Slot())
        async with slot.lock:
            current = await self.posted(key)
            if current is None or current.deal_no != deal_no or current.channel != channel:
                await self._cancel_flush(slot)
                if current is not None and current.channel == channel:
                    await self._poster.retire(current, previous)  # its result comes first
                return await self._post(key, slot, channel, deal_no, payload)
            unchanged = self._poster.digest(payload) == current.digest
            if unchanged and slot.flush is None and not slot.unsure:
                return current  # the message shows this already
            if self._poster.kind(payload) != current.kind:
                await self._cancel_flush(slot)
                return await self._replace(key, slot, current, payload)
            wait = slot.last_sent + self._min_interval - self._clock()
            if wait <= 0 and slot.flush is None:
                return await self._edit(key, slot, current, payload)
            slot.pending = (current, payload)
            if slot.flush is None:
                slot.flush = asyncio.create_task(self._flush_later(key, slot, wait))
                slot.flush.add_done_callback(_log_failure)
            return current

    async def close(self, key: int, channel: str, deal_no: int, payload: P) -> None:
        """The game is over: its message shows `payload` now (no coalescing), and the
        message is forgotten."""
        slot = self._slots.setdefault(key, _Slot())
        async with slot.lock:
            await self._cancel_flush(slot)
            slot.last_sent = float("-inf")
        await self.show(key, channel, deal_no, payload)
        await self.remove(key)

    def forget(self, key: int) -> None:
        """Another process shows the game now: keep nothing of it in memory (an edit already
        under way still goes out)."""
        self._slots.pop(key, None)

    async def remove(self, key: int) -> None:
        """The game is over or moved: forget its message, here and in the store."""
        self._slots.pop(key, None)
        await self._kv.delete(self._namespace, key)

    async def flush(self, key: int) -> None:
        """Send the coalesced edit of `key` now, if one waits; its failure is raised."""
        slot = self._slots.get(key)
        if slot is None:
            return
        async with slot.lock:
            await self._send_pending(key, slot)

    async def drain(self) -> None:
        """Send every coalesced edit now (shutdown); one failure does not keep the others
        back (it is logged)."""
        for key, slot in list(self._slots.items()):
            async with slot.lock:
                try:
                    await self._send_pending(key, slot)
                except Exception as error:
                    log.warning("last edit of table %s failed: %s", key, error)

    # -- internals ---------------------------------------------------------------------------

    async def _send_pending(self, key: int, slot: _Slot[P]) -> None:
        pending = slot.pending
        if pending is None:
            return
        await self._cancel_flush(slot)
        await self._edit(key, slot, *pending)

    async def _flush_later(self, key: int, slot: _Slot[P], wait: float) -> None:
        await asyncio.sleep(max(wait, 0.0))
        async with slot.lock:
            slot.flush = None
            try:
                await self._send_pending(key, slot)
            except Exception:
                if self.on_failure is None:
                    raise
                log.exception("table %s: a coalesced edit failed", key)
                self.on_failure(key)

    async def _cancel_flush(self, slot: _Slot[P]) -> None:
        task, slot.flush, slot.pending = slot.flush, None, None
        if task is not None and task is not asyncio.current_task():
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await task

    async def _post(self, key: int, slot: _Slot[P], channel: str, deal_no: int,
                    payload: P) -> Posted:
        message_id, shown = await self._poster.post(channel, payload)
        slot.last_sent, slot.unsure = self._clock(), False
        posted = Posted(channel, message_id, deal_no, self._poster.digest(shown),
                        self._poster.kind(shown))
        await self._remember(key, posted)
        return posted

    async def _edit(self, key: int, slot: _Slot[P], current: Posted, payload: P) -> Posted:
        slot.pending = None
        slot.unsure = True  # until the edit is through: the next drawing must not be skipped
        shown = await self._poster.edit(current, payload)
        if shown is None:
            log.info("table %s: message %s cannot be edited; posting a fresh one", key,
                     current.message_id)
            return await self._replace(key, slot, current, payload)
        slot.last_sent, slot.unsure = self._clock(), False
        edited = replace(current, digest=self._poster.digest(shown),
                         kind=self._poster.kind(shown))
        await self._remember(key, edited)
        return edited

    async def _replace(self, key: int, slot: _Slot[P], old: Posted, payload: P) -> Posted:
        fresh = await self._post(key, slot, old.channel, old.deal_no, payload)
        if fresh.message_id != old.message_id:
            await self._poster.discard(old)
        return fresh

    async def _remember(self, key: int, posted: Posted) -> None:
        await self._kv.put(self._namespace, key, {
            "channel": posted.channel, "message": posted.message_id, "deal": posted.deal_no,
            "digest": posted.digest, "kind": posted.kind,
        })


def _log_failure(task: asyncio.Task[None]) -> None:
    if not task.cancelled() and task.exception() is not None:
        log.error("table edit failed", exc_info=task.exception())
