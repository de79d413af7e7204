"""What a chat transport asks of a game by its key, whichever kind it is: a match (the match
service's registry) or a poker table (`TableDesk`, tournaments' tables included). Written once
so that both platforms answer "which deal is current", "is this a table" and "what picture
goes with these private cards" the same way."""

from __future__ import annotations

from collections.abc import Callable

from bot.errors import MatchNotFound
from bot.frontend.desk import TableDesk
from bot.frontend.pictures import PictureChoice
from bot.frontend.transport import PrivateLine
from bot.i18n import Localizer
from bot.pictures.poker import own_cards_picture
from bot.pictures.worker import drawn
from bot.registry import MatchRegistry
from bot.tables.errors import TableClosed


class Games:
    """`images()` is the operator's TABLE_IMAGES, for a game whose community is not known."""

    def __init__(self, registry: MatchRegistry, desk: TableDesk, pictures: PictureChoice,
                 images: Callable[[], bool]) -> None:
        self._registry = registry
        self._desk = desk
        self._pictures = pictures
        self._images = images

    def is_table(self, key: int) -> bool:
        return self._desk.find(key) is not None

    def is_match(self, key: int) -> bool:
        try:
            self._registry.get(key)
        except MatchNotFound:
            return False
        return True

    def current_deal(self, key: int) -> int | None:
        """The deal a match plays, or the hand a table deals now (None: between hands, or no
        such game)."""
        try:
            return int(self._registry.get(key).state.deal_no)
        except MatchNotFound:
            pass
        try:
            table = self._desk.get(key).table
        except TableClosed:
            return None
        return table.hand_no if table.live else None

    async def own_cards(self, line: PrivateLine, text: Localizer) -> bytes | None:
        """The picture of the cards a private line shows, when its community draws pictures
        (None: no cards, pictures off, or the drawing failed)."""
        if not line.cards:
            return None
        record = await self._desk.store.load_match(line.key)
        enabled = self._images() if record is None \
            else await self._pictures.enabled(record.community)
        own = await drawn(lambda: own_cards_picture(line.cards, text), enabled=enabled)
        return None if own is None else own.png
