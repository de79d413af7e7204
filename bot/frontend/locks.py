"""A game's lock (`KeyLocks`): orders "apply a move, then show it" per match or table, between
handlers and timers of one process; made on first use."""

from __future__ import annotations

import asyncio


class KeyLocks:
    """One `asyncio.Lock` per game key; call it with the key."""

    def __init__(self) -> None:
        self._locks: dict[int, asyncio.Lock] = {}

    def __call__(self, key: int) -> asyncio.Lock:
        return self._locks.setdefault(key, asyncio.Lock())
