"""Table pictures per community (issue 21): `/pictures on|off`, by a community's admin, is
stored in the key-value store (`bot.kv`) and overrides the operator's `TABLE_IMAGES` setting for
that community; a community that never chose follows the setting. The front ends ask
`PictureChoice.enabled(community)` before each drawing, so a choice takes effect on the next one.

The choices read are kept in memory (one process owns a community's tables), so a drawing costs
no store read after the first."""

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
        self._known: dict[str, bool | None] = {}  # None: the community never chose

    async def enabled(self, community: str) -> bool:
        if community not in self._known:
            stored = await self._kv.get(NAMESPACE, community)
            self._known[community] = None if stored is None else bool(stored)
        chosen = self._known[community]
        return self._default() if chosen is None else chosen

    async def choose(self, community: str, on: bool) -> None:
        await self._kv.put(NAMESPACE, community, on)
        self._known[community] = on
