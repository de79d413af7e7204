"""Operating the store: a database from a newer feltbot is refused, online backups."""

from __future__ import annotations

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
