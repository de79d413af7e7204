"""`bot.kv.KeyValue` beside the store on one database file (issue 22.2): a key-value write while
another coroutine's read is half done and the store is committing must not fail with
"database is locked"; a burst of mixed reads, writes and store commits all succeed."""

from __future__ import annotations

import asyncio
import json
import sqlite3
from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import Any

import aiosqlite
import pytest

from bot.kv import KeyValue
from bot.store import Store

COMMUNITY = "discord:guild-1"


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[Store]:
    async with await Store.open(tmp_path / "feltbot.db") as opened:
        yield opened


async def open_match(store: Store) -> int:
    player = await store.ensure_player("discord", "id-ana", "ana")
    return await store.create_match(
        "updown", COMMUNITY, "channel-9", seats=[player, None], state_json='{"s": 0}'
    )


async def commit(store: Store, match_id: int, seq: int) -> None:
    await store.commit_action(
        match_id, seq, state_json=json.dumps({"s": seq + 1}), seq=seq + 1, deal_no=0,
        action_json="{}", events_json="[]",
    )


def pause_after_first_call(
    monkeypatch: pytest.MonkeyPatch, task_of_interest: Callable[[], asyncio.Task[Any] | None]
) -> tuple[asyncio.Event, asyncio.Event]:
    """Hold one task right after its first call on any aiosqlite connection returns (its
    read is "half done" whatever the read is made of), until `release` is set."""
    paused, release = asyncio.Event(), asyncio.Event()
    original = aiosqlite.Connection._execute

    async def pausing(self: aiosqlite.Connection, fn: Any, *args: Any, **kwargs: Any) -> Any:
        result = await original(self, fn, *args, **kwargs)
        if asyncio.current_task() is task_of_interest() and not release.is_set():
            paused.set()
            await release.wait()
        return result

    monkeypatch.setattr(aiosqlite.Connection, "_execute", pausing)
    return paused, release


@pytest.mark.parametrize("shared", [False, True], ids=["own-file-handle", "over-the-store"])
async def test_a_write_during_a_half_done_read_while_the_store_commits(
    tmp_path: Path, store: Store, monkeypatch: pytest.MonkeyPatch, shared: bool
) -> None:
    kv = KeyValue.over(store) if shared else await KeyValue.open(tmp_path / "feltbot.db")
    try:
        await kv.put("tg-table", 1, {"message_id": 10})
        match_id = await open_match(store)
        reader: asyncio.Task[Any] | None = None
        paused, release = pause_after_first_call(monkeypatch, lambda: reader)
        reader = asyncio.create_task(kv.get("tg-table", 1))
        await asyncio.wait_for(paused.wait(), 5)  # the read has begun and not finished
        await commit(store, match_id, 0)  # the store writes meanwhile
        await kv.put("tg-table", 2, {"message_id": 20})  # "database is locked" before the fix
        await kv.delete("tg-table", 3)
        release.set()
        assert await reader == {"message_id": 10}
        assert await kv.get("tg-table", 2) == {"message_id": 20}
    finally:
        await kv.close()


async def test_a_burst_of_key_value_traffic_beside_store_commits(
    tmp_path: Path, store: Store
) -> None:
    kv = await KeyValue.open(tmp_path / "feltbot.db")
    shared = KeyValue.over(store)
    try:
        match_id = await open_match(store)

        async def commits() -> None:
            for seq in range(40):
                await commit(store, match_id, seq)

        async def clicks(who: KeyValue, n: int) -> None:
            for i in range(25):
                await who.put("lobby", f"{n}-{i}", {"n": n, "i": i})
                assert await who.get("lobby", f"{n}-{i}") == {"n": n, "i": i}
                if i % 3 == 0:
                    await who.delete("lobby", f"{n}-{i}")
                    assert await who.get("lobby", f"{n}-{i}") is None

        await asyncio.wait_for(
            asyncio.gather(commits(), *(clicks(kv if n % 2 else shared, n) for n in range(8))),
            60,
        )
        for n in range(8):
            for i in range(25):
                expected = None if i % 3 == 0 else {"n": n, "i": i}
                assert await kv.get("lobby", f"{n}-{i}") == expected
        record = await store.load_match(match_id)
        assert record is not None and record.seq == 40
    finally:
        await kv.close()


async def test_adapter_kv_is_a_migration_and_old_files_keep_their_values(
    tmp_path: Path,
) -> None:
    path = tmp_path / "old.db"
    async with await Store.open(path):
        pass
    with sqlite3.connect(path) as raw:  # a file whose adapter_kv the old KeyValue made
        raw.execute("DELETE FROM schema_version WHERE version > 1")
        raw.execute("DROP TABLE IF EXISTS adapter_kv")
        raw.execute(
            "CREATE TABLE adapter_kv (namespace TEXT NOT NULL, key TEXT NOT NULL,"
            " value_json TEXT NOT NULL, PRIMARY KEY (namespace, key))"
        )
        raw.execute("INSERT INTO adapter_kv VALUES ('tg-dm', '7', 'true')")
    raw.close()
    async with await Store.open(path) as store:
        from bot.store.migrations import MIGRATIONS

        assert await store.schema_version() == len(MIGRATIONS)
        assert await KeyValue.over(store).get("tg-dm", 7) is True
    fresh = tmp_path / "fresh.db"
    async with await Store.open(fresh):
        pass
    with sqlite3.connect(fresh) as raw:
        tables = {row[0] for row in raw.execute("SELECT name FROM sqlite_master")}
    raw.close()
    assert "adapter_kv" in tables  # made by the migrations, not by opening a KeyValue
