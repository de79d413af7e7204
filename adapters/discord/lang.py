"""Which language to speak: per user for private text, per server for the public table.

A user's `/language` choice (stored with the player) wins; else the client's locale of their
latest interaction (Discord's `interaction.locale`, remembered for DMs sent later); else the
default. A server's table language is what a manager chose with `/language server:true`, else
the server's Discord locale, else the default. Persian exists only through `/language`:
Discord has no `fa` locale.
"""

from __future__ import annotations

import discord

from bot.i18n import Localizer, negotiate
from bot.kv import KeyValue
from bot.store import Store

USER_LOCALE_NS = "dc-locale"
GUILD_LANG_NS = "dc-guild-lang"  # a manager's choice
GUILD_SEEN_NS = "dc-guild-locale"  # the server's Discord locale, for timer-driven updates


class Languages:
    def __init__(self, store: Store, kv: KeyValue, default: str) -> None:
        self._store = store
        self._kv = kv
        self._default = default

    async def remember(self, player_id: int, interaction: discord.Interaction) -> None:
        """Note the client locale of a player's interaction (the fallback for later DMs)."""
        lang = negotiate(interaction.locale.value, default="")
        if lang and await self._kv.get(USER_LOCALE_NS, player_id) != lang:
            await self._kv.put(USER_LOCALE_NS, player_id, lang)

    async def for_player(self, player_id: int | None) -> Localizer:
        if player_id is None:
            return Localizer(self._default)
        record = await self._store.player(player_id)
        if record is not None and record.language:
            return Localizer(record.language)
        seen = await self._kv.get(USER_LOCALE_NS, player_id)
        return Localizer(seen or self._default)

    async def for_table(self, guild_id: int | None, guild_locale: str | None = None) -> Localizer:
        if guild_id is not None:
            chosen = await self._kv.get(GUILD_LANG_NS, guild_id)
            if chosen:
                return Localizer(chosen)
            if guild_locale is None:
                guild_locale = await self._kv.get(GUILD_SEEN_NS, guild_id)
            elif await self._kv.get(GUILD_SEEN_NS, guild_id) != guild_locale:
                await self._kv.put(GUILD_SEEN_NS, guild_id, guild_locale)
        return Localizer(negotiate(guild_locale, self._default))

    async def set_table(self, guild_id: int, lang: str) -> None:
        await self._kv.put(GUILD_LANG_NS, guild_id, lang)
