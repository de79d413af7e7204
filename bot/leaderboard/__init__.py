"""Leaderboards and a player's chip history (issue 21): `Leaderboards` brings `stat_days` up
to date (`refresh`) and reads board pages, through a `Store`: the process's own
(`Leaderboards.over(store)`: its reader and its group-commit writer, no connection of its
own), or one it opens on the file (`Leaderboards.open(path)`)."""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path
from typing import Self

from bot.leaderboard.boards import (
    METRICS,
    PAGE_SIZE,
    PERIODS,
    TOURNEY_METRICS,
    BoardPage,
    BoardRow,
    board_page,
)
from bot.leaderboard.indexer import Indexer
from bot.store import Store


class Leaderboards:
    def __init__(self, store: Store, clock: Callable[[], float], *, owned: bool = False) -> None:
        self.store = store
        self._clock = clock
        self._owned = owned  # opened here: closed here
        self._indexer = Indexer(store)

    @classmethod
    def over(cls, store: Store, *, clock: Callable[[], float] = time.time) -> Self:
        """Through the process's store: its reader, and its writer for the indexer."""
        return cls(store, clock)

    @classmethod
    async def open(cls, path: str | Path, *, clock: Callable[[], float] = time.time) -> Self:
        """On a store of its own on the file (for a caller without the process's store)."""
        return cls(await Store.open(path), clock, owned=True)

    async def close(self) -> None:
        if self._owned:
            await self.store.close()

    async def refresh(self) -> int:
        """Count what was stored since the last call (event rows read)."""
        return await self._indexer.refresh()

    async def page(self, community: str, metric: str, period: str, page: int = 1,
                   size: int = PAGE_SIZE) -> BoardPage:
        """A page of a board, up to date (refreshed first)."""
        await self.refresh()
        return await board_page(self.store.read, community, metric, period, now=self._clock(),
                                page=page, size=size)


__all__ = ["METRICS", "PAGE_SIZE", "PERIODS", "TOURNEY_METRICS", "BoardPage", "BoardRow",
           "Leaderboards"]
