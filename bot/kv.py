"""A small durable key → JSON map for what a front end must remember across restarts.

Adapters keep platform facts here that the game store has no column for: which message shows
a match's table (so it is edited, not re-posted, after a restart), which users can receive a
direct message, a community's chosen language. Keys live in namespaces ("tg-table",
"tg-dm"…). The values sit in the store's `adapter_kv` table (a migration) and go through the
store's own connections: every write is one short transaction on the store's single writer,
every read one statement on its reader. So a write never runs on a connection whose read is
half done, which in WAL mode fails at once with "database is locked" once another writer has
committed meanwhile.

`KeyValue.over(store)` shares a store that is already open (one writer for the process);
`KeyValue.open(path)` opens the store on that file for itself and closes it in `close()`.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Self

from bot.store import Store


class KeyValue:
    """`KeyValue.over(store)`, or `await KeyValue.open(path)` and `close()` at the end."""

    def __init__(self, store: Store, *, owns_store: bool = False) -> None:
        self._store = store
        self._owns_store = owns_store

    @classmethod
    def over(cls, store: Store) -> Self:
        """The key-value data of an open store, through its writer; `close()` leaves the store
        open."""
        return cls(store)

    @classmethod
    async def open(cls, path: str | Path) -> Self:
        """Open the store on `path` (creating and migrating it) for this map alone."""
        return cls(await Store.open(path), owns_store=True)

    async def close(self) -> None:
        if self._owns_store:
            await self._store.close()

    async def get(self, namespace: str, key: str | int) -> Any:
        """The stored value, or None."""
        value_json = await self._store.kv_get(namespace, str(key))
        return None if value_json is None else json.loads(value_json)

    async def put(self, namespace: str, key: str | int, value: Any) -> None:
        await self._store.kv_put(namespace, str(key), json.dumps(value))

    async def delete(self, namespace: str, key: str | int) -> None:
        await self._store.kv_delete(namespace, str(key))
