from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.store import Store
from tests.bot.tables.tables_helpers import FakeClock


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
async def store(tmp_path: Path, clock: FakeClock) -> AsyncIterator[Store]:
    db = await Store.open(tmp_path / "tournaments.db", clock=clock)
    yield db
    await db.close()
