"""Sending to Telegram the way feltbot needs it: one table message per deal, edited in place,
and private messages that fall back gracefully.

* `TableBoard.show` edits the deal's table message, skips an edit that would change nothing
  (Telegram refuses those with "message is not modified"), and posts a fresh message when the
  old one can no longer be edited (deleted, too old) or changes kind (text and photo), then
  deletes the deal's old message (or takes its buttons off). The message id is kept in the
  `KeyValue` store so a restarted bot edits the same message.
* `send_private` returns False on 403 (the user never pressed Start or blocked the bot), so the
  caller offers the "My cards" button instead.

429s are handled by PTB's `AIORateLimiter` before they reach this module.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import logging
from dataclasses import dataclass

from telegram import Bot, InlineKeyboardMarkup, InputMediaPhoto
from telegram.error import BadRequest, Forbidden, TelegramError

from bot.kv import KeyValue

log = logging.getLogger(__name__)

TABLE_NS = "tg-table"
DM_NS = "tg-dm"

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
class Posted:
    """Where a match's table message is and what it shows now."""

    deal_no: int
    chat_id: int
    message_id: int
    digest: str
    photo: bool = False  # a photo whose caption is the text (TABLE_IMAGES=on)


def digest(text: str, markup: InlineKeyboardMarkup | None) -> str:
    keyboard = markup.to_dict() if markup is not None else None
    payload = json.dumps([text, keyboard], sort_keys=True, ensure_ascii=False)
    return hashlib.sha256(payload.encode()).hexdigest()[:32]


def is_not_modified(error: BadRequest) -> bool:
    return _NOT_MODIFIED in error.message.lower()


def is_uneditable(error: BadRequest) -> bool:
    text = error.message.lower()
    return any(marker in text for marker in _UNEDITABLE)


class TableBoard:
    """The public table message of each match: one per deal, edited in place."""

    def __init__(self, bot: Bot, kv: KeyValue) -> None:
        self._bot = bot
        self._kv = kv
        self._locks: dict[int, asyncio.Lock] = {}

    async def posted(self, match_id: int) -> Posted | None:
        data = await self._kv.get(TABLE_NS, match_id)
        return None if data is None else Posted(**data)

    async def show(
        self,
        match_id: int,
        deal_no: int,
        chat_id: int,
        text: str,
        markup: InlineKeyboardMarkup | None,
        *,
        picture: bytes | None = None,
    ) -> Posted:
        """Make the match's table message show `text` and `markup`; returns where it is.

        With `picture` (a PNG) and a text that fits a caption, the message is a photo whose
        media and caption are edited in place; a text message is not turned into a photo
        (nor back): a fresh message is posted and the deal's old one deleted (or, where it
        cannot be, left without buttons). A refused upload falls back to text."""
        lock = self._locks.setdefault(match_id, asyncio.Lock())
        async with lock:
            photo = picture if picture is not None and len(text) <= CAPTION_LIMIT else None
            wanted = digest(text, markup) + ("p" if photo is not None else "")
            current = await self.posted(match_id)
            replaced = None
            if current is not None and current.deal_no == deal_no and current.chat_id == chat_id:
                replaced = current
                if current.digest == wanted:
                    return current  # a no-op edit: Telegram would refuse it anyway
                if current.photo == (photo is not None):
                    edited = await (self._edit(current, text, markup) if photo is None
                                    else self._edit_photo(current, text, markup, photo))
                    if edited:
                        return await self._remember(match_id, current, wanted)
            if photo is not None:
                try:
                    sent = await self._bot.send_photo(chat_id, photo, caption=text,
                                                      reply_markup=markup)
                except BadRequest as error:
                    log.warning("table picture refused (%s): sending the text", error.message)
                else:
                    posted = Posted(deal_no, chat_id, sent.message_id, wanted, photo=True)
                    return await self._replace(match_id, posted, wanted, replaced)
                wanted = digest(text, markup)
            message = await self._bot.send_message(chat_id, text, reply_markup=markup)
            posted = Posted(deal_no, chat_id, message.message_id, wanted)
            return await self._replace(match_id, posted, wanted, replaced)

    async def forget(self, match_id: int) -> None:
        await self._kv.delete(TABLE_NS, match_id)
        self._locks.pop(match_id, None)

    async def _edit(
        self, current: Posted, text: str, markup: InlineKeyboardMarkup | None
    ) -> bool:
        """True when the message shows the new content; False when it must be re-posted."""
        try:
            await self._bot.edit_message_text(
                text, chat_id=current.chat_id, message_id=current.message_id, reply_markup=markup
            )
        except BadRequest as error:
            if is_not_modified(error):
                return True
            if is_uneditable(error):
                log.info("table message %s is no longer editable: %s", current, error.message)
                return False
            raise
        return True

    async def _edit_photo(self, current: Posted, text: str, markup: InlineKeyboardMarkup | None,
                          photo: bytes) -> bool:
        """The photo's media and caption edited in place; False: post a fresh message (the
        old one is gone, or the new picture was refused: then the text goes instead)."""
        try:
            await self._bot.edit_message_media(
                InputMediaPhoto(photo, caption=text), chat_id=current.chat_id,
                message_id=current.message_id, reply_markup=markup)
        except BadRequest as error:
            if is_not_modified(error):
                return True
            log.info("table picture %s not edited: %s", current, error.message)
            return False
        return True

    async def _replace(self, match_id: int, posted: Posted, wanted: str,
                       old: Posted | None) -> Posted:
        """Remember the fresh message, then retire the one it replaces within the deal: its
        buttons would act on a table that has moved on. Cosmetic: a failure is logged."""
        fresh = await self._remember(match_id, posted, wanted)
        if old is not None and old.message_id != posted.message_id:
            try:
                await self._bot.delete_message(old.chat_id, old.message_id)
            except TelegramError as error:
                log.info("replaced table message %s not deleted (%s): removing its buttons",
                         old, error.message)
                try:
                    await self._bot.edit_message_reply_markup(
                        chat_id=old.chat_id, message_id=old.message_id, reply_markup=None)
                except TelegramError as again:
                    log.info("replaced table message %s keeps its buttons: %s", old,
                             again.message)
        return fresh

    async def _remember(self, match_id: int, posted: Posted, wanted: str) -> Posted:
        fresh = Posted(posted.deal_no, posted.chat_id, posted.message_id, wanted, posted.photo)
        await self._kv.put(
            TABLE_NS,
            match_id,
            {"deal_no": fresh.deal_no, "chat_id": fresh.chat_id,
             "message_id": fresh.message_id, "digest": fresh.digest, "photo": fresh.photo},
        )
        return fresh


class PrivateLine:
    """Direct messages to players, remembering who can receive them."""

    def __init__(self, bot: Bot, kv: KeyValue) -> None:
        self._bot = bot
        self._kv = kv

    async def opened(self, user_id: int) -> None:
        """The user wrote to the bot privately (pressed Start): DMs will reach them."""
        await self._kv.put(DM_NS, user_id, True)

    async def reachable(self, user_id: int) -> bool:
        """False only after Telegram refused a DM (unknown users are tried once)."""
        return await self._kv.get(DM_NS, user_id) is not False

    async def send(
        self, user_id: int, text: str, markup: InlineKeyboardMarkup | None = None, *,
        picture: bytes | None = None,
    ) -> bool:
        """Send a DM; False when Telegram refuses (403), so the caller falls back. With
        `picture` the DM is a photo captioned with the text (text alone if that fails)."""
        if not await self.reachable(user_id):
            return False
        try:
            if picture is not None and len(text) <= CAPTION_LIMIT:
                try:
                    await self._bot.send_photo(user_id, picture, caption=text,
                                               reply_markup=markup)
                    return True
                except BadRequest as error:
                    if "chat not found" in error.message.lower():
                        raise
                    log.warning("DM picture refused (%s): sending the text", error.message)
            await self._bot.send_message(user_id, text, reply_markup=markup)
        except (Forbidden, BadRequest) as error:
            # 403: never pressed Start, blocked or deleted; 400 "chat not found": never met.
            if isinstance(error, BadRequest) and "chat not found" not in error.message.lower():
                raise
            log.info("DM to %s refused: %s", user_id, error.message)
            await self._kv.put(DM_NS, user_id, False)
            return False
        return True
