"""A named background task that this process starts once, stops on shutdown, and whose
unexpected end is logged rather than lost (an asyncio task's exception is otherwise only
printed when it is garbage collected, if ever)."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Callable, Coroutine
from typing import Any

log = logging.getLogger(__name__)


class Background:
    def __init__(self, name: str, run: Callable[[], Coroutine[Any, Any, None]]) -> None:
        self._name = name
        self._run = run
        self._task: asyncio.Task[None] | None = None

    @property
    def running(self) -> bool:
        return self._task is not None

    def start(self) -> None:
        if self._task is None:
            self._task = asyncio.create_task(self._run(), name=self._name)
            self._task.add_done_callback(self._log_end)

    async def stop(self) -> None:
        if self._task is not None:
            task, self._task = self._task, None
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await task

    def _log_end(self, task: asyncio.Task[None]) -> None:
        if not task.cancelled() and task.exception() is not None:
            log.error("%s stopped", self._name, exc_info=task.exception())
