"""A small durable key → JSON map for what a front end must remember across restarts.

Adapters keep platform facts here that the game store has no column for: which message shows
a match's table (so it is edited, not re-posted, after a restart), which users can receive a
direct message, a community's chosen language. Keys live in namespaces ("tg-table",
"tg-dm"…). It shares the store's SQLite file (its own table, its own connection) and writes
each value in its own short transaction: losing one is harmless (a fresh message, a retried DM).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Self

import aiosqlite

_SCHEMA = """
CREATE TABLE IF NOT EXISTS adapter_kv (
    namespace TEXT NOT NULL,
    key TEXT NOT NULL,
    value_json TEXT NOT NULL,
    PRIMARY KEY (namespace, key)
)
"""


class KeyValue:
    """Open with `await KeyValue.open(path)`; `close()` at the end."""

    def __init__(self, db: aiosqlite.Connection) -> None:
        self._db = db

    @classmethod
    async def open(cls, path: str | Path) -> Self:
        db = await aiosqlite.connect(path)
        try:
            await db.execute("PRAGMA busy_timeout = 5000")
            await db.execute(_SCHEMA)
            await db.commit()
        except BaseException:
            await db.close()
            raise
        return cls(db)

    async def close(self) -> None:
        await self._db.close()

    async def get(self, namespace: str, key: str | int) -> Any:
        """The stored value, or None."""
        cursor = await self._db.execute(
            "SELECT value_json FROM adapter_kv WHERE namespace = ? AND key = ?",
            (namespace, str(key)),
        )
        row = await cursor.fetchone()
        await cursor.close()
        return None if row is None else json.loads(row[0])

    async def put(self, namespace: str, key: str | int, value: Any) -> None:
        await self._db.execute(
            "INSERT INTO adapter_kv (namespace, key, value_json) VALUES (?, ?, ?)"
            " ON CONFLICT (namespace, key) DO UPDATE SET value_json = excluded.value_json",
            (namespace, str(key), json.dumps(value)),
        )
        await self._db.commit()

    async def delete(self, namespace: str, key: str | int) -> None:
        await self._db.execute(
            "DELETE FROM adapter_kv WHERE namespace = ? AND key = ?", (namespace, str(key))
        )
        await self._db.commit()
