"""Named wake-ups on the event loop (`bot.frontend.wakeups`)."""

from __future__ import annotations

import asyncio
import contextvars
import logging

import pytest

from bot.frontend.wakeups import WakeUps

WHO: contextvars.ContextVar[str] = contextvars.ContextVar("who", default="nobody")


async def test_a_wake_up_replaces_the_one_of_its_name_and_runs_once() -> None:
    wakeups, ran = WakeUps(), []

    async def work(n: int) -> None:
        ran.append((n, WHO.get()))

    WHO.set("a click")
    wakeups.wake("redraw:1", 0.01, lambda: work(1))
    wakeups.wake("redraw:1", 0.02, lambda: work(2))  # the first never runs
    wakeups.wake("redraw:2", 0.01, lambda: work(3))
    await asyncio.sleep(0.08)
    assert sorted(ran) == [(2, "nobody"), (3, "nobody")]  # outside the arming context
    assert wakeups.waiting == {}


async def test_a_failed_wake_up_is_logged(caplog: pytest.LogCaptureFixture) -> None:
    wakeups = WakeUps()

    async def boom() -> None:
        raise RuntimeError("platform down")

    with caplog.at_level(logging.ERROR):
        wakeups.wake("private:7", 0.0, boom)
        await asyncio.sleep(0.03)
    assert any("private:7" in record.getMessage() for record in caplog.records)


async def test_run_now_and_close() -> None:
    wakeups, ran = WakeUps(), []

    async def work() -> None:
        ran.append(1)

    wakeups.wake("a", 60, work)
    wakeups.wake("b", 60, work)
    await wakeups.run_now("a")
    assert ran == [1] and list(wakeups.waiting) == ["b"]
    await wakeups.close()
    assert wakeups.waiting == {}
