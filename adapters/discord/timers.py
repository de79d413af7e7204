"""One loop that plays for players whose turn timer ran out, so nobody blocks a table.

Deadlines are data: the registry stores each decision's deadline with the match, so after a
restart the loop finds them again. It sleeps until the earliest deadline (or until `poke`d
after a change), then has the match flow play the timeout move (`MatchFront.timeout`: check,
else fold; a lock takes the first card) through the same service path as a click. A click
that wins the race makes the timeout move stale, which is simply dropped. The table shows the
deadline as a Discord timestamp that each client counts down by itself: the message is never
edited per second.

Poker tables keep their own deadlines (`TableService.next_deadline`); when one is due the loop
has the table flow tick (`TableFront.tick`: the services play the timeouts, check else fold,
NK-8.1, and free held seats; every table that changed is shown on its own).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Awaitable, Callable

from adapters.discord.matches import Matches
from bot.frontend.tables import TableFront
from bot.registry import LiveMatch

log = logging.getLogger(__name__)

Expire = Callable[[int, int], Awaitable[None]]  # (match id, seq): play the timeout move


class TurnTimer:
    def __init__(
        self,
        matches: Matches,
        expire: Expire,
        *,
        tables: TableFront | None = None,
        clock: Callable[[], float] = time.time,
    ) -> None:
        self._matches = matches
        self._expire_match = expire
        self._tables = tables  # the table flow: plays and shows what the tables' timers do
        self._clock = clock
        # A table deadline that `tick` could not move (nothing due after all): not retried
        # until the deadline changes, so the loop never spins.
        self._table_handled: float | None = None
        self._wake = asyncio.Event()
        self._task: asyncio.Task[None] | None = None
        # match id -> the seq whose deadline was handled: a deadline that cannot be acted on
        # (a computer's turn after a failure, nothing legal) must not spin the loop.
        self._handled: dict[int, int] = {}

    def start(self) -> None:
        if self._task is None:
            self._task = asyncio.create_task(self._run(), name="feltbot-turn-timer")
            self._task.add_done_callback(_log_end)

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
            self._task = None

    def poke(self) -> None:
        """A deadline may have changed: recompute how long to sleep."""
        self._wake.set()

    def _pending(self) -> list[LiveMatch]:
        live_ids = {live.id for live in self._matches.registry}
        for match_id in set(self._handled) - live_ids:  # finished or cancelled since
            del self._handled[match_id]
        return [
            live
            for live in self._matches.registry
            if live.deadline is not None and self._handled.get(live.id) != live.state.seq
        ]

    async def _run(self) -> None:
        while True:
            deadlines = [live.deadline for live in self._pending() if live.deadline is not None]
            table_deadline = self._table_deadline()
            if table_deadline is not None:
                deadlines.append(table_deadline)
            delay = max(0.0, min(deadlines) - self._clock()) if deadlines else None
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._wake.wait(), delay)
            self._wake.clear()
            now = self._clock()
            due = [m for m in self._pending() if m.deadline is not None and m.deadline <= now]
            for live in sorted(due, key=lambda m: (m.deadline or 0.0, m.id)):
                self._handled[live.id] = live.state.seq
                try:
                    await self._expire(live)
                except Exception:  # one broken table must not stop the others' timers
                    log.exception("timeout move for match %s failed", live.id)
            table_deadline = self._table_deadline()
            if table_deadline is not None and table_deadline <= now:
                try:
                    await self._tick_tables(table_deadline)
                except Exception:
                    log.exception("poker table timers failed")

    def _table_deadline(self) -> float | None:
        if self._tables is None:
            return None
        deadline = self._tables.next_deadline()
        return None if deadline == self._table_handled else deadline

    async def _tick_tables(self, deadline: float) -> None:
        assert self._tables is not None
        if not await self._tables.tick():  # (each changed table is shown on its own)
            self._table_handled = deadline

    async def _expire(self, live: LiveMatch) -> None:
        log.info("match %s: seat %s timed out", live.id, live.state.to_act)
        await self._expire_match(live.id, live.state.seq)


def _log_end(task: asyncio.Task[None]) -> None:
    if not task.cancelled() and task.exception() is not None:
        log.error("the turn timer stopped", exc_info=task.exception())
