"""Up/Down and As-Nas tables as pictures on Discord (issue 21; the server's /pictures choice,
else TABLE_IMAGES): the picture is
drawn from the match's public view with the seats' names as the channel shows them (cleaned,
not markdown-escaped: a picture has no markdown) and rides on the table's `Payload`."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from adapters.discord.names import clean
from adapters.discord.table import Payload
from bot.i18n import Localizer
from bot.pictures.matches import PICTURES, match_png
from bot.registry import LiveMatch
from bot.render.names import seat_names

if TYPE_CHECKING:
    from adapters.discord.controller import Controller



async def with_picture(ctl: Controller, live: LiveMatch, view: Any, loc: Localizer,
                       payload: Payload) -> Payload:
    """`payload` with the match's picture, or unchanged (pictures off, drawing failed)."""
    if live.game not in PICTURES or not await ctl.pictures.enabled(live.community):
        return payload
    people: list[str | None] = []
    for player_id in live.seats:
        record = None if player_id is None else await ctl.store.player(player_id)
        people.append(None if player_id is None else clean(record.display_name if record else "?"))
    names = seat_names(people, loc.t("ud-computer"), loc)
    png = await match_png(live.game, view, names, loc)
    return payload if png is None else replace(payload, picture=png)
