"""Fixtures: a fake Bot API on 127.0.0.1 and the real feltbot `Application` pointed at it."""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable, Iterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import pytest
from pydantic import SecretStr
from telegram.ext import AIORateLimiter

from adapters.telegram.app import build_application, shutdown, startup
from bot.settings import Settings
from tests.e2e.telegram.fake_bot_api import TOKEN, FakeBotApi
from tests.e2e.telegram.harness import Driver, HiddenCardGuard


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
def running(api: Any, settings: Settings) -> Iterator[AppFactory]:
    """`async with running() as bot:` an initialized application with its runtime open.

    Updates are fed with `bot.feed(update)` (process_update), or pushed to the fake server
    after `bot.poll()`; several can run one after the other on the same database file to
    simulate a restart. Options go to `TelegramRuntime` (turn_seconds, seeds).

    Every text the bot shows is checked against the cards hidden from its readers at that
    moment (a group sees no hand, a player only their own); the test fails at teardown if one
    was named.
    """
    guards: list[HiddenCardGuard] = []

    @asynccontextmanager
    async def factory(**options: Any) -> AsyncIterator[Driver]:
        app = build_application(
            settings, base_url=api.base_url, base_file_url=api.base_file_url,
            rate_limiter=AIORateLimiter(overall_max_rate=0, group_max_rate=0, max_retries=1),
            runtime_options=options or None,
        )
        async with app:
            await startup(app)
            await app.start()  # the JobQueue (turn timers) runs from here on
            driver = Driver(app, api)
            guards.append(HiddenCardGuard(driver))
            api.on_group_text = driver.guard = guards[-1]
            try:
                yield driver
            finally:
                if app.updater is not None and app.updater.running:
                    await app.updater.stop()
                await app.stop()
                await shutdown(app)
                api.on_group_text = None

    yield factory
    for guard in guards:
        assert guard.violations == [], "a message named a card hidden from its readers"
