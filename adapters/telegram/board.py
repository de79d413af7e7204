"""One public table message per deal, edited in place: `table_board` is the shared
`bot.frontend.board.Board` (one message per deal, edited in place, skipped when unchanged,
replaced when it cannot be edited, the finished deal's message retired) over
`TelegramPoster`: text or photo messages ("message is not modified" is success; a text cannot
become a photo in place; a refused upload falls back to text).

429s are handled by PTB's `AIORateLimiter` before they reach this module.
"""

from __future__ import annotations

import hashlib
import json
import logging
from dataclasses import dataclass, replace
from typing import Any

from telegram import Bot, InlineKeyboardMarkup, InputMediaPhoto
from telegram.error import BadRequest, TelegramError

from bot.frontend import board
from bot.kv import KeyValue

log = logging.getLogger(__name__)

TABLE_NS = "tg-table"

PHOTO, TEXT = "photo", "text"  # the kinds of table message
_NOT_MODIFIED = "message is not modified"
CAPTION_LIMIT = 1024  # a photo's caption; a longer text goes as a text message
# Descriptions meaning "this message is gone or frozen: post a new one".
_UNEDITABLE = (
    "message to edit not found",
    "message can't be edited",
    "message_id_invalid",
    "message is too old",
)


@dataclass(frozen=True, slots=True)
class Payload:
    """A table message: its text and keyboard, and a photo when the text fits a caption."""

    text: str
    markup: InlineKeyboardMarkup | None
    photo: bytes | None = None

    @staticmethod
    def of(text: str, markup: InlineKeyboardMarkup | None, picture: bytes | None) -> Payload:
        """With `picture` (a PNG) a photo, when the text fits its caption."""
        fits = picture is not None and len(text) <= CAPTION_LIMIT
        return Payload(text, markup, picture if fits else None)


def digest(text: str, markup: InlineKeyboardMarkup | None) -> str:
    keyboard = markup.to_dict() if markup is not None else None
    payload = json.dumps([text, keyboard], sort_keys=True, ensure_ascii=False)
    return hashlib.sha256(payload.encode()).hexdigest()[:32]


def is_not_modified(error: BadRequest) -> bool:
    return _NOT_MODIFIED in error.message.lower()


def is_uneditable(error: BadRequest) -> bool:
    text = error.message.lower()
    return any(marker in text for marker in _UNEDITABLE)


class TelegramPoster:
    """`bot.frontend.board.Poster` for Telegram: text messages, or photos captioned with the
    text; one cannot become the other in place. A refused upload falls back to text."""

    def __init__(self, bot: Bot) -> None:
        self._bot = bot

    def digest(self, payload: Payload) -> str:
        return digest(payload.text, payload.markup) + ("p" if payload.photo else "")

    def kind(self, payload: Payload) -> str:
        return PHOTO if payload.photo is not None else TEXT

    async def post(self, channel: str, payload: Payload) -> tuple[str, Payload]:
        if payload.photo is not None:
            try:
                sent = await self._bot.send_photo(int(channel), payload.photo,
                                                  caption=payload.text,
                                                  reply_markup=payload.markup)
                return str(sent.message_id), payload
            except BadRequest as error:
                log.warning("table picture refused (%s): sending the text", error.message)
                payload = replace(payload, photo=None)
        message = await self._bot.send_message(int(channel), payload.text,
                                               reply_markup=payload.markup)
        return str(message.message_id), payload

    async def edit(self, posted: board.Posted, payload: Payload) -> Payload | None:
        where: dict[str, Any] = {"chat_id": int(posted.channel),
                                 "message_id": int(posted.message_id)}
        try:
            if payload.photo is None:
                await self._bot.edit_message_text(payload.text, reply_markup=payload.markup,
                                                  **where)
            else:
                await self._bot.edit_message_media(
                    InputMediaPhoto(payload.photo, caption=payload.text),
                    reply_markup=payload.markup, **where)
        except BadRequest as error:
            if is_not_modified(error):
                return payload
            if payload.photo is not None or is_uneditable(error):
                # gone or frozen; or the new picture was refused: a fresh message
                log.info("table message %s not edited: %s", posted, error.message)
                return None
            raise
        return payload

    async def retire(self, posted: board.Posted, final: Payload | None) -> None:
        where: dict[str, Any] = {"chat_id": int(posted.channel),
                                 "message_id": int(posted.message_id)}
        try:
            if final is None:
                await self._bot.edit_message_reply_markup(reply_markup=None, **where)
            elif posted.kind != PHOTO:
                await self._bot.edit_message_text(final.text, **where)
            elif final.photo is not None:
                await self._bot.edit_message_media(
                    InputMediaPhoto(final.photo, caption=final.text), **where)
            else:
                await self._bot.edit_message_caption(caption=final.text[:CAPTION_LIMIT],
                                                     **where)
        except TelegramError as error:
            log.info("finished table message %s not retired: %s", posted, error.message)

    async def discard(self, posted: board.Posted) -> None:
        try:
            await self._bot.delete_message(int(posted.channel), int(posted.message_id))
        except TelegramError as error:
            log.info("replaced table message %s not deleted (%s): removing its buttons",
                     posted, error.message)
            await self.retire(posted, None)


def table_board(bot: Bot, kv: KeyValue) -> board.Board[Payload]:
    """The public table message of each match and table: one per deal, edited in place."""
    return board.Board(TelegramPoster(bot), kv, TABLE_NS)
