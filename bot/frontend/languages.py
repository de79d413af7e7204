"""Which language to speak, the same way on every chat platform: to a person, and in a place
(a group, a server) where everyone reads the table.

A person: their `/language` choice (stored with the player) wins; else the language their
client says it reads (given with the update at hand, or the last one remembered for messages
sent later, by a timer); else the bot's default. A place: the language a manager chose for
it; else the platform's own locale of the place (Discord's server locale, remembered for
later; Telegram has none); else the default. Where things are kept (the key-value
namespaces) is the platform's: the stored choices of older releases stay valid.
"""

from __future__ import annotations

from bot.i18n import Localizer, negotiate
from bot.kv import KeyValue
from bot.store import Store


class Languages:
    """`place_ns` keeps a manager's choice per place; `seen_ns` the client locale of each
    player's latest update and `place_seen_ns` the platform's locale of each place (both
    optional: a platform that keeps these elsewhere passes the locale with each call)."""

    def __init__(self, store: Store, kv: KeyValue, default: str, *, place_ns: str,
                 seen_ns: str | None = None, place_seen_ns: str | None = None) -> None:
        self._store = store
        self._kv = kv
        self.default = default
        self._place_ns = place_ns
        self._seen_ns = seen_ns
        self._place_seen_ns = place_seen_ns

    async def remember(self, player_id: int, client_locale: str | None) -> None:
        """Note the locale a player's client reads (for what is sent to them later)."""
        lang = negotiate(client_locale, default="")
        if self._seen_ns is not None and lang and \
                await self._kv.get(self._seen_ns, player_id) != lang:
            await self._kv.put(self._seen_ns, player_id, lang)

    async def for_player(self, player_id: int | None, client_locale: str | None = None
                         ) -> Localizer:
        """The language a person reads (`client_locale`: what their client says now)."""
        if player_id is None:
            return Localizer(negotiate(client_locale, self.default))
        record = await self._store.player(player_id)
        if record is not None and record.language:
            return Localizer(record.language)
        if client_locale is None and self._seen_ns is not None:
            client_locale = await self._kv.get(self._seen_ns, player_id)
        return Localizer(negotiate(client_locale, self.default))

    async def for_place(self, place: int | str | None, platform_locale: str | None = None
                        ) -> Localizer:
        """The language a place's tables read (`platform_locale`: the place's own, if the
        platform has one and told it now)."""
        if place is not None:
            chosen = await self._kv.get(self._place_ns, place)
            if chosen:
                return Localizer(str(chosen))
            if self._place_seen_ns is not None:
                seen = await self._kv.get(self._place_seen_ns, place)
                if platform_locale is None:
                    platform_locale = seen
                elif seen != platform_locale:
                    await self._kv.put(self._place_seen_ns, place, platform_locale)
        return Localizer(negotiate(platform_locale, self.default))

    async def choose_for_place(self, place: int | str, lang: str) -> None:
        """A manager's choice for the place."""
        await self._kv.put(self._place_ns, place, lang)
