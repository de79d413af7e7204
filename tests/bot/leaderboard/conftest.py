from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.store import Store
from tests.bot.tables.tables_helpers import FakeClock


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture(params=["sqlite", "postgresql"])
def target(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """Both backends, as the store's contract suite (PostgreSQL skipped without a server)."""
    if request.param == "sqlite":
        return str(tmp_path / "leaderboard.db")
    return str(request.getfixturevalue("pg_url"))


@pytest.fixture
async def store(target: str, clock: FakeClock) -> AsyncIterator[Store]:
    db = await Store.open(target, clock=clock)
    yield db
    await db.close()


def where(store: Store) -> str:
    """What opens the same database again (a second process's view of it)."""
    return store.url if store.url is not None else str(store.path)
