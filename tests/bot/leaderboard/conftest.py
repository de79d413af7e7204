from __future__ import annotations

from collections.abc import AsyncIterator

import pytest

from bot.store import Store
from tests.bot.tables.tables_helpers import FakeClock


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
async def store(target: str, clock: FakeClock) -> AsyncIterator[Store]:
    db = await Store.open(target, clock=clock)
    yield db
    await db.close()


def where(store: Store) -> str:
    """What opens the same database again (a second process's view of it)."""
    return store.url if store.url is not None else str(store.path)
