"""Private cards by direct message, and knowing when that is impossible.

A member who turned off "direct messages from server members" makes every DM fail with 403 /
code 50007. Then the table's "My cards" button (answered ephemerally) is the way to see the
cards; the controller explains that once per match.
"""

from __future__ import annotations

import io
import logging

import discord

log = logging.getLogger(__name__)

CANNOT_DM = 50007


class PrivateCards:
    def __init__(self, client: discord.Client) -> None:
        self._client = client
        self._explained: set[tuple[int, int]] = set()
        self._reachable: dict[int, bool] = {}

    async def send(self, user_id: int, text: str, *, picture: bytes | None = None) -> bool:
        """DM `text` to the user; False when Discord refuses (closed DMs, blocked bot). With
        `picture` (the own-cards PNG) attached; the text alone when the upload fails."""
        try:
            channel = await self._client.create_dm(discord.Object(user_id))
            if picture is not None:
                try:
                    await channel.send(text, file=discord.File(io.BytesIO(picture), "cards.png"))
                    self._reachable[user_id] = True
                    return True
                except discord.Forbidden:
                    raise
                except discord.HTTPException as error:
                    log.warning("DM picture to %s refused (%s): sending the text", user_id, error)
            await channel.send(text)
        except discord.Forbidden as error:
            log.info("cannot DM user %s (code %s): falling back to My cards", user_id, error.code)
            self._reachable[user_id] = False
            return False
        self._reachable[user_id] = True
        return True

    def reachable(self, user_id: int) -> bool | None:
        """Whether the latest DM to the user went through (None: none tried yet)."""
        return self._reachable.get(user_id)

    def first_failure(self, match_id: int, user_id: int) -> bool:
        """True the first time a DM to this user fails in this match (explain once)."""
        key = (match_id, user_id)
        if key in self._explained:
            return False
        self._explained.add(key)
        return True
