"""Leaderboards and a player's chip history (issue 21): `Leaderboards` owns one connection
to the store's file, brings `stat_days` up to date (`refresh`) and reads board pages."""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path
from typing import Self

import aiosqlite

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


class Leaderboards:
    def __init__(self, db: aiosqlite.Connection, clock: Callable[[], float]) -> None:
        self._db = db
        self._clock = clock
        self._indexer = Indexer(db)

    @classmethod
    async def open(cls, path: str | Path, *, clock: Callable[[], float] = time.time) -> Self:
        """On the file of an opened `Store` (whose migrations made the tables)."""
        db = await aiosqlite.connect(path, isolation_level=None)
        try:
            await db.execute("PRAGMA busy_timeout = 5000")
        except BaseException:
            await db.close()
            raise
        return cls(db, clock)

    async def close(self) -> None:
        await self._db.close()

    async def refresh(self) -> int:
        """Count what was stored since the last call (event rows read)."""
        return await self._indexer.refresh()

    async def page(self, community: str, metric: str, period: str, page: int = 1,
                   size: int = PAGE_SIZE) -> BoardPage:
        """A page of a board, up to date (refreshed first)."""
        await self.refresh()
        return await board_page(self._db, community, metric, period, now=self._clock(),
                                page=page, size=size)


__all__ = ["METRICS", "PAGE_SIZE", "PERIODS", "TOURNEY_METRICS", "BoardPage", "BoardRow",
           "Leaderboards"]
