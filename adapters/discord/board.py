"""One public table message per deal, edited in place, at most about once a second.

`TableMessages` is the shared `bot.frontend.board.Board` (one message per deal, edited in
place, unchanged drawings skipped, bursts coalesced to one edit per `min_interval`, the
finished deal's message retired, message ids in the key-value store so a restarted bot edits
the same message) over `DiscordPoster`. A message Discord will no longer edit (older than an
hour: 30046; deleted: 10008) is replaced by a fresh one. Rate limits (429) are discord.py's
business: it waits and retries by itself.
"""

from __future__ import annotations

import hashlib
import io
import json
import logging
import time
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

import discord

from bot.frontend.board import Board, Posted
from bot.kv import KeyValue

log = logging.getLogger(__name__)

KV_NAMESPACE = "dc-table"
TOO_OLD_TO_EDIT = 30046
UNKNOWN_MESSAGE = 10008
UNEDITABLE = (TOO_OLD_TO_EDIT, UNKNOWN_MESSAGE)
MESSAGE = "message"
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


class DiscordPoster:
    """`bot.frontend.board.Poster` for Discord: a refused picture falls back to the text; a
    message Discord will no longer edit (too old: 30046, deleted: 10008) is posted afresh."""

    def __init__(self, client: discord.Client) -> None:
        self._client = client

    def digest(self, payload: Payload) -> str:
        return hashlib.sha256(payload.digest().encode()).hexdigest()[:32]

    def kind(self, payload: Payload) -> str:
        return MESSAGE  # text, embeds and attachments all change in place

    def _message(self, posted: Posted) -> discord.PartialMessage:
        channel = self._client.get_partial_messageable(int(posted.channel))
        return channel.get_partial_message(int(posted.message_id))

    async def post(self, channel: str, payload: Payload) -> tuple[str, Payload]:
        where = self._client.get_partial_messageable(int(channel))
        try:
            message = await where.send(**payload.send_kwargs())
        except discord.HTTPException as error:
            if payload.picture is None:
                raise
            log.warning("table picture refused (%s); sending the text", error)
            payload = payload.as_text()
            message = await where.send(**payload.send_kwargs())
        return str(message.id), payload

    async def edit(self, posted: Posted, payload: Payload) -> Payload | None:
        message = self._message(posted)
        try:
            try:
                await message.edit(**payload.edit_kwargs())
            except discord.HTTPException as error:
                if payload.picture is None or error.code in UNEDITABLE:
                    raise
                log.warning("table picture refused (%s); showing the text", error)
                payload = payload.as_text()
                await message.edit(**payload.edit_kwargs())
        except discord.HTTPException as error:
            if error.code not in UNEDITABLE:
                raise
            return None
        return payload

    async def retire(self, posted: Posted, final: Payload | None) -> None:
        kwargs: dict[str, Any] = {"view": None}
        if final is not None:
            kwargs = {**final.edit_kwargs(), "view": None}
        try:
            await self._message(posted).edit(**kwargs)
        except discord.HTTPException as error:
            log.info("could not retire table message %s: %s", posted.message_id, error)

    async def discard(self, posted: Posted) -> None:
        try:
            await self._message(posted).delete()
        except discord.HTTPException as error:
            log.info("replaced table message %s not deleted: %s", posted.message_id, error)


class TableMessages(Board[Payload]):
    """The public message of every match and table this process shows."""

    def __init__(self, client: discord.Client, kv: KeyValue, *, min_interval: float = 1.0,
                 clock: Callable[[], float] = time.monotonic) -> None:
        super().__init__(DiscordPoster(client), kv, KV_NAMESPACE, min_interval=min_interval,
                         clock=clock)

    async def show(self, key: int, channel: int | str, deal_no: int, payload: Payload, *,
                   previous: Payload | None = None) -> Posted:
        return await super().show(key, str(channel), deal_no, payload, previous=previous)
