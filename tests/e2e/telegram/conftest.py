"""Fixtures: a fake Bot API on 127.0.0.1 and the real feltbot `Application` pointed at it."""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import pytest
from pydantic import SecretStr
from telegram.ext import AIORateLimiter

from adapters.telegram.app import build_application, shutdown, startup
from bot.settings import Settings
from tests.e2e.telegram.fake_bot_api import TOKEN, FakeBotApi
from tests.e2e.telegram.harness import Driver


@pytest.fixture
async def api() -> AsyncIterator[Any]:
    server = FakeBotApi()
    await server.start()
    try:
        yield server
    finally:
        await server.stop()


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    return Settings(
        _env_file=None,  # type: ignore[call-arg]
        telegram_token=SecretStr(TOKEN),
        database_path=tmp_path / "felt.db",
        default_language="en",
        turn_seconds=45,
    )


AppFactory = Callable[..., Any]


@pytest.fixture
def running(api: Any, settings: Settings) -> AppFactory:
    """`async with running() as bot:` an initialized application with its runtime open.

    Updates are fed with `bot.feed(update)` (process_update); several can run one after the
    other on the same database file to simulate a restart.
    """

    @asynccontextmanager
    async def factory(**options: Any) -> AsyncIterator[Driver]:
        app = build_application(
            settings, base_url=api.base_url, base_file_url=api.base_file_url,
            rate_limiter=AIORateLimiter(overall_max_rate=0, group_max_rate=0, max_retries=1),
            runtime_options=options or None,
        )
        async with app:
            await startup(app)
            try:
                yield Driver(app, api)
            finally:
                await shutdown(app)

    return factory


