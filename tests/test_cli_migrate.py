"""`feltbot migrate`: brings DATABASE_URL's schema up to this code's version and says from
where, on both backends (PostgreSQL skipped, and said so, without a server); a database
newer than the code is refused and left as it was."""

from __future__ import annotations

import asyncio
import contextlib
import io
import sqlite3
from pathlib import Path

import asyncpg
import pytest

import bot.store.store as store_module
from adapters.cli import main
from bot.store import Store
from bot.store.migrations import MIGRATIONS
from bot.store.pg_schema import PG_MIGRATIONS

LATEST = len(MIGRATIONS)


@pytest.fixture(params=["sqlite", "postgresql"])
def database(request: pytest.FixtureRequest, tmp_path: Path,
             monkeypatch: pytest.MonkeyPatch) -> str:
    """DATABASE_URL for the run, in a directory without a `.env` of the developer's."""
    monkeypatch.chdir(tmp_path)
    if request.param == "sqlite":
        url = f"sqlite:///{tmp_path / 'feltbot.db'}"
    else:
        url = str(request.getfixturevalue("pg_url"))
    monkeypatch.setenv("DATABASE_URL", url)
    return url


def _migrate(*words: str) -> tuple[int, str]:
    out = io.StringIO()
    code = main(["migrate", "--lang", "en", *words], stdout=out)
    return code, out.getvalue()


def _versions(url: str) -> list[int]:
    """The versions recorded, read past the store (which would migrate on opening)."""
    query = "SELECT version FROM schema_version ORDER BY version"
    if url.startswith("sqlite:///"):
        with contextlib.closing(sqlite3.connect(url.removeprefix("sqlite:///"))) as raw:
            return [int(row[0]) for row in raw.execute(query)]

    async def fetch() -> list[int]:
        conn = await asyncpg.connect(url)
        try:
            return [int(row[0]) for row in await conn.fetch(query)]
        finally:
            await conn.close()

    return asyncio.run(fetch())


def _shown(url: str) -> str:
    # The store names a SQLite file by its path, a server by its URL.
    return url.removeprefix("sqlite:///")


def test_a_new_database_is_migrated_then_reported_current(database: str) -> None:
    code, text = _migrate()
    assert (code, text) == (0, f"{_shown(database)}: {LATEST} migrations applied, the schema"
                               f" went from version 0 to {LATEST}.\n")
    code, text = _migrate()
    assert (code, text) == (0, f"{_shown(database)}: the schema is at version {LATEST}, the"
                               " latest this feltbot knows; nothing to do.\n")


def test_an_older_schema_gets_only_the_missing_migrations(
    database: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    old = 5  # the first version with the house account, which opening the store reads
    with monkeypatch.context() as old_code:  # a feltbot that knew five migrations
        old_code.setattr(store_module, "MIGRATIONS", MIGRATIONS[:old])
        old_code.setattr(store_module, "PG_MIGRATIONS", PG_MIGRATIONS[:old])
        assert _migrate()[0] == 0
    assert _versions(database) == list(range(1, old + 1))
    code, text = _migrate()
    assert code == 0
    assert text == (f"{_shown(database)}: {LATEST - old} migrations applied, the schema went"
                    f" from version {old} to {LATEST}.\n")
    assert _versions(database) == list(range(1, LATEST + 1))


def test_one_missing_migration_is_said_in_the_singular(
    database: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    with monkeypatch.context() as old_code:
        old_code.setattr(store_module, "MIGRATIONS", MIGRATIONS[:-1])
        old_code.setattr(store_module, "PG_MIGRATIONS", PG_MIGRATIONS[:-1])
        assert _migrate()[0] == 0
    code, text = _migrate()
    assert (code, text) == (0, f"{_shown(database)}: one migration applied, the schema went"
                               f" from version {LATEST - 1} to {LATEST}.\n")


def test_a_newer_database_is_refused_untouched(database: str) -> None:
    assert _migrate()[0] == 0

    async def newer() -> None:
        async with await Store.open(database) as store:
            await store.writer.run(lambda db: db.execute(
                "INSERT INTO schema_version (version, applied_at) VALUES (?, ?)",
                (LATEST + 1, 0.0)).close())

    asyncio.run(newer())
    code, text = _migrate()
    assert code == 2
    assert text == (f"{_shown(database)} has schema version {LATEST + 1}, newer than this"
                    f" feltbot knows ({LATEST}): nothing was changed. Upgrade feltbot, or use a"
                    " backup made by this version.\n")
    code, text = _migrate("--lang", "fi")  # the last --lang wins
    assert code == 2 and "mitään ei muutettu" in text
    assert _versions(database) == list(range(1, LATEST + 2))


def test_db_option_names_a_sqlite_file_over_database_url(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("DATABASE_URL", "postgresql://nobody@127.0.0.1:1/none")  # not used
    code, text = _migrate("--db", str(tmp_path / "other.db"))
    assert code == 0 and text.startswith(f"{tmp_path / 'other.db'}: {LATEST} migrations")


def test_postgresql_numbers_the_events_stored_before_it_had_rowid(
    pg_url: str, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """Migration 8 (PostgreSQL's `match_events.rowid`, the leaderboard's reading order):
    the rows already there numbered in the order they were written, new rows after them."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("DATABASE_URL", pg_url)

    async def events(times: list[float]) -> None:
        async with await Store.open(pg_url) as store:
            match = await store.create_match("updown", "c", "ch", seats=[None, None],
                                             state_json="{}")

            def write(db: sqlite3.Connection) -> None:
                for seq, at in enumerate(times, start=1):
                    db.execute("INSERT INTO match_events (match_id, seq, action_json,"
                               " events_json, created_at) VALUES (?, ?, '{}', '[]', ?)",
                               (match, seq, at))

            await store.writer.run(write)

    with monkeypatch.context() as old_code:
        old_code.setattr(store_module, "PG_MIGRATIONS", PG_MIGRATIONS[:7])
        asyncio.run(events([30.0, 10.0, 20.0]))
    assert _migrate()[0] == 0
    asyncio.run(events([40.0]))

    async def numbered() -> list[tuple[float, int]]:
        conn = await asyncpg.connect(pg_url)
        try:
            rows = await conn.fetch("SELECT created_at, rowid FROM match_events ORDER BY rowid")
        finally:
            await conn.close()
        return [(float(row[0]), int(row[1])) for row in rows]

    assert asyncio.run(numbered()) == [(10.0, 1), (20.0, 2), (30.0, 3), (40.0, 4)]
