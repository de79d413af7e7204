"""Direct messages to players, and who can receive them: `PrivateLine.send` returns False on
403 (the user never pressed Start, or blocked the bot) and on "chat not found" (never met),
so the caller offers "My cards" instead; with a picture the DM is a captioned photo, the text
alone when the photo is refused."""

from __future__ import annotations

import logging

from telegram import Bot, InlineKeyboardMarkup
from telegram.error import BadRequest, Forbidden

from adapters.telegram.board import CAPTION_LIMIT
from bot.kv import KeyValue

log = logging.getLogger(__name__)

DM_NS = "tg-dm"


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
