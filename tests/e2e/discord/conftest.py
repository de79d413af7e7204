"""Fixtures: a fake Discord on 127.0.0.1 and the real feltbot Discord client connected to it."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from tests.e2e.discord.fake_discord import FakeDiscord
from tests.e2e.discord.harness import Bot, assert_no_hidden_card


@pytest.fixture
async def server(monkeypatch: pytest.MonkeyPatch) -> AsyncIterator[FakeDiscord]:
    fake = FakeDiscord()
    await fake.start()
    fake.patch(monkeypatch)
    yield fake
    await fake.stop()


@pytest.fixture
async def bot(server: FakeDiscord, tmp_path: Path) -> AsyncIterator[Bot]:
    running = Bot(server, tmp_path)
    await running.start()
    yield running
    await running.stop()
    assert_no_hidden_card(server)
