"""Named wake-ups on the event loop (`WakeUps`): a transport's `wake` where the platform has no
scheduler of its own. Each runs on a task of its own, outside whatever context armed it (a
wake-up belongs to no click), and a failure is logged, never lost in a task nobody awaits."""

from __future__ import annotations

import asyncio
import contextvars
import logging

from bot.frontend.transport import WakeUp

log = logging.getLogger(__name__)


class WakeUps:
    def __init__(self) -> None:
        self.waiting: dict[str, tuple[asyncio.TimerHandle, WakeUp]] = {}
        self._tasks: set[asyncio.Task[None]] = set()

    def wake(self, name: str, delay: float, work: WakeUp) -> None:
        """Run `work` in `delay` seconds, replacing a wake-up of the same `name` still waiting."""
        self.cancel(name)
        loop = asyncio.get_running_loop()
        handle = loop.call_later(delay, self._start, name, work, context=contextvars.Context())
        self.waiting[name] = (handle, work)

    def cancel(self, name: str) -> None:
        """The wake-up `name` will not run (nothing when none waits)."""
        waiting = self.waiting.pop(name, None)
        if waiting is not None:
            waiting[0].cancel()

    def _start(self, name: str, work: WakeUp) -> None:
        self.waiting.pop(name, None)

        async def run() -> None:
            await work()

        task = asyncio.get_running_loop().create_task(run(), name=f"feltbot-{name}")
        self._tasks.add(task)
        task.add_done_callback(self._done)

    def _done(self, task: asyncio.Task[None]) -> None:
        self._tasks.discard(task)
        if not task.cancelled() and task.exception() is not None:
            log.error("wake-up %s failed", task.get_name(), exc_info=task.exception())

    async def run_now(self, name: str) -> None:
        """Run the wake-up `name` at once instead of at its time (tests; nothing waits twice)."""
        handle, work = self.waiting.pop(name)
        handle.cancel()
        await work()

    async def close(self) -> None:
        """Stop every wake-up (shutdown)."""
        for handle, _ in self.waiting.values():
            handle.cancel()
        self.waiting.clear()
        for task in list(self._tasks):
            task.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)
