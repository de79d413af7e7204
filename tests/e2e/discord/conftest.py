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
async def bot(
    server: FakeDiscord, tmp_path: Path, request: pytest.FixtureRequest
) -> AsyncIterator[Bot]:
    """The running bot; parametrize indirectly with a turn time in seconds to arm timers."""
    running = Bot(server, tmp_path, turn_seconds=getattr(request, "param", None))
    await running.start()
    yield running
    # Read after the client is closed: a turn timer may still reveal a deal until then.
    assert_no_hidden_card(server, await running.stop())
