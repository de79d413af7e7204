"""The picture of a match's table (Up/Down, As-Nas), chosen by its game: one dispatch for every
front end."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, Final

from bot.i18n import Localizer
from bot.pictures.asnas import asnas_picture
from bot.pictures.canvas import Picture
from bot.pictures.updown import updown_picture
from bot.pictures.worker import drawn
from bot.views import Text

Draw = Callable[[Mapping[str, Any], Mapping[int, Text], Localizer], Picture]
PICTURES: Final[Mapping[str, Draw]] = {"updown": updown_picture, "asnas": asnas_picture}


async def match_png(
    game: str, view: Mapping[str, Any], names: Sequence[str], text: Localizer
) -> bytes | None:
    """The PNG of `game`'s public `view`, the seats named `names` (as the channel shows them,
    cleaned, without markup); None for a game without pictures or when drawing failed (the
    caller sends text). Drawn off the event loop (`worker.drawn`). Whether pictures are on is
    the caller's question."""
    draw = PICTURES.get(game)
    if draw is None:
        return None
    named = {seat: Text("picture-name", {"name": name}) for seat, name in enumerate(names)}
    picture = await drawn(lambda: draw(view, named, text))
    return None if picture is None else picture.png
