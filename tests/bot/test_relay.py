"""`bot.relay`: updates left for the process that drives their game, handled there once, in
order; a failing one logged and the rest handled; those nobody took dropped (issue 18)."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest

from bot import relay
from bot.relay import Relay
from bot.store import Store
from engine.protocol import JSON


async def test_forwarded_updates_are_handled_once_by_their_holder_in_order(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    path = tmp_path / "relay.db"
    now = [0.0]
    handled: list[JSON] = []

    async def deliver(update: JSON) -> None:
        if isinstance(update, dict) and update["update_id"] == 2:
            raise RuntimeError("a handler failed")
        handled.append(update)

    async with await Store.open(path) as here, await Store.open(path) as driver:
        receiving = Relay(here, deliver)
        driving = Relay(driver, deliver, clock=lambda: now[0])
        for n in range(1, 5):
            await receiving.forward(driver.holder, {"update_id": n, "text": "ü"})
        assert await receiving.take() == 0  # not this process's
        with caplog.at_level(logging.ERROR, "bot.relay"):
            assert await driving.take() == 4
        assert handled == [{"update_id": n, "text": "ü"} for n in (1, 3, 4)]
        assert "a relayed update failed" in caplog.text
        assert await driving.take() == 0  # each once

        await receiving.forward("a worker that stopped", {"update_id": 9})
        now[0] += relay.KEPT_S
        await driver.writer.run(lambda db: db.execute(
            "UPDATE relayed SET created_at = created_at - ?", (2 * relay.KEPT_S,)).close())
        with caplog.at_level(logging.WARNING, "bot.relay"):
            await driving.take()
        assert await driver.read("SELECT COUNT(*) FROM relayed") == [(0,)]
        assert "never taken" in caplog.text
