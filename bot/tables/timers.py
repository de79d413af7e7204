"""One scheduler for every table timer (NK-8.1, NK-8.2): sleep until the earliest stored
deadline, let the service play what is due, repeat.

Deadlines are data in each table's snapshot (and the store row), so after a restart
`TableService.load_open` brings them back and this loop simply carries on. The clock and the
sleep are injectable; each pass's outcomes go to `on_outcomes` (the adapters post them), and a
failing pass is logged and retried rather than ending the loop (nothing fails silently).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable, Sequence

from bot.tables.commands import TableOutcome
from bot.tables.service import TableService

log = logging.getLogger(__name__)

Sleep = Callable[[float], Awaitable[None]]
OnOutcomes = Callable[[Sequence[TableOutcome]], Awaitable[None]]
IDLE_S = 1.0  # the longest nap: new tables and new deadlines are noticed this soon


async def _ignore(outcomes: Sequence[TableOutcome]) -> None:
    del outcomes


async def run_timers(
    service: TableService,
    clock: Callable[[], float],
    *,
    sleep: Sleep = asyncio.sleep,
    on_outcomes: OnOutcomes = _ignore,
    stop: asyncio.Event | None = None,
    idle_s: float = IDLE_S,
) -> None:
    """Run until `stop` is set (or the task is cancelled)."""
    while stop is None or not stop.is_set():
        deadline = service.next_deadline()
        wait = idle_s if deadline is None else min(idle_s, max(0.0, deadline - clock()))
        if wait > 0:
            await sleep(wait)
        try:
            outcomes = await service.tick()
            if outcomes:
                await on_outcomes(outcomes)
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("table timers: a pass failed; retrying")
