"""Pictures of the table (issue 21): a PNG per public state, a player's own cards, a chip
chart. Drawn from the same public views as the text renderers (`bot/render`), so a picture
can show no more than the text does; card faces are drawn only for codes the view shows.

`attempt` is the one door for callers: a picture that fails to draw comes back as None (and
is logged), and the caller sends the text version instead (`TABLE_IMAGES=off` does the same
for a whole bot).
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from bot.pictures.canvas import CardMark, Picture

log = logging.getLogger(__name__)


def attempt(draw: Callable[[], Picture], *, enabled: bool = True) -> Picture | None:
    """The picture, or None when pictures are off or drawing failed (logged with its
    traceback): the caller falls back to text."""
    if not enabled:
        return None
    try:
        return draw()
    except Exception:
        log.exception("pictures: drawing failed; the text version is sent instead")
        return None


__all__ = ["CardMark", "Picture", "attempt"]
