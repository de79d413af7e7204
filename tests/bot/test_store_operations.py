"""Operating the store: a database from a newer feltbot is refused, online backups."""

from __future__ import annotations

import asyncio
import sqlite3
from pathlib import Path

import pytest

from bot.store import SchemaTooNew, Store
from bot.store.migrations import MIGRATIONS


async def test_a_database_with_a_newer_schema_is_refused_untouched(tmp_path: Path) -> None:
    path = tmp_path / "feltbot.db"
    async with await Store.open(path):
        pass
    newer = len(MIGRATIONS) + 1
    with sqlite3.connect(path) as raw:
        raw.execute("INSERT INTO schema_version (version, applied_at) VALUES (?, 0)", (newer,))
    raw.close()
    with pytest.raises(SchemaTooNew) as refused:
        await Store.open(path)
    assert (refused.value.found, refused.value.known) == (newer, len(MIGRATIONS))
    assert f"version {newer} is newer" in str(refused.value)
    with sqlite3.connect(path) as raw:
        versions = [row[0] for row in raw.execute("SELECT version FROM schema_version")]
    raw.close()
    assert versions == [*range(1, len(MIGRATIONS) + 1), newer]


async def test_backup_copies_a_consistent_database_while_the_store_writes(
    tmp_path: Path,
) -> None:
    async with await Store.open(tmp_path / "feltbot.db") as store:
        player = await store.ensure_player("discord", "id-ana", "ana")
        await store.grant_if_new("c", player, 1000)
        match_id = await store.create_match("updown", "c", "ch", seats=[player, None],
                                            state_json="{}")

        async def keep_writing() -> None:
            for seq in range(30):
                await store.commit_action(match_id, seq, state_json="{}", seq=seq + 1,
                                          deal_no=0, action_json="{}", events_json="[]")

        writing = asyncio.create_task(keep_writing())
        copy = await store.backup(tmp_path / "copy.db")
        await writing
        with pytest.raises(FileExistsError):
            await store.backup(copy)  # never overwrites
    assert copy == tmp_path / "copy.db"
    assert not (tmp_path / ".copy.db.partial").exists()  # renamed into place
    with sqlite3.connect(copy) as raw:
        assert raw.execute("PRAGMA integrity_check").fetchone() == ("ok",)
        seq = raw.execute("SELECT seq FROM matches WHERE id = ?", (match_id,)).fetchone()[0]
        events = raw.execute("SELECT COUNT(*) FROM match_events").fetchone()[0]
    raw.close()
    assert seq == events  # the snapshot and its event rows come from one moment
    async with await Store.open(copy) as restored:
        assert await restored.balance("c", player) == 1000
