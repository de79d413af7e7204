"""Table pictures per community (issue 21): `/pictures on|off`, by a community's admin, is
stored in the key-value store (`bot.kv`) and overrides the operator's `TABLE_IMAGES` setting for
that community; a community that never chose follows the setting. The front ends ask
`PictureChoice.enabled(community)` before each drawing, so a choice takes effect on the next one.

The choice is read from the store at each drawing, not kept in memory: a choice made through
another process on the same file (a second bot, an operator's tool) takes effect there as well
as here. It is one primary-key lookup on the store's reader connection, against milliseconds
to draw the picture it decides. A stored value that is not a yes/no counts as no choice."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Final

from bot.kv import KeyValue

NAMESPACE: Final = "pictures"  # community -> true (pictures) or false (text only)
WORDS: Final = {"on": True, "off": False}


def pictures_word(words: Sequence[str]) -> bool | None:
    """The choice asked for ("on" → True, "off" → False), None for anything else."""
    if len(words) != 1:
        return None
    return WORDS.get(words[0].casefold())


class PictureChoice:
    """Each community's choice, else `default()` (the `TABLE_IMAGES` setting, read each time)."""

    def __init__(self, kv: KeyValue, default: Callable[[], bool]) -> None:
        self._kv = kv
        self._default = default

    async def enabled(self, community: str) -> bool:
        stored = await self._kv.get(NAMESPACE, community)
        return stored if isinstance(stored, bool) else self._default()

    async def choose(self, community: str, on: bool) -> None:
        await self._kv.put(NAMESPACE, community, on)
