"""One loop that plays for players whose turn timer ran out, so nobody blocks a table.

Deadlines are data: the registry stores each decision's deadline with the match, so after a
restart the loop finds them again. It sleeps until the earliest deadline (or until `poke`d
after a change), then has the match flow play the timeout move (`MatchFront.timeout`: check,
else fold; a lock takes the first card) through the same service path as a click. A click
that wins the race makes the timeout move stale, which is simply dropped. The table shows the
deadline as a Discord timestamp that each client counts down by itself: the message is never
edited per second.

Poker tables keep their own deadlines (`TableService.next_deadline`); when one is due the loop
calls `TableService.tick`, which plays the timeouts (check, else fold; NK-8.1) and frees held
seats, and shows every table that changed.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Awaitable, Callable, Iterable, Sequence

from adapters.discord.matches import Matches
from adapters.discord.poker import Tables
from bot.registry import LiveMatch
from bot.tables import LiveTable, TableOutcome

log = logging.getLogger(__name__)

Expire = Callable[[int, int], Awaitable[None]]  # (match id, seq): play the timeout move
ShowTable = Callable[[LiveTable, Sequence[TableOutcome]], Awaitable[None]]
Each = Callable[[Iterable[int], Callable[[int], Awaitable[None]], str], Awaitable[list[int]]]


class TurnTimer:
    def __init__(
        self,
        matches: Matches,
        expire: Expire,
        *,
        tables: Tables | None = None,
        show_table: ShowTable | None = None,
        clock: Callable[[], float] = time.time,
        each: Each | None = None,
    ) -> None:
        self._matches = matches
        self._expire_match = expire
        self._tables = tables
        self._show_table = show_table
        self._clock = clock
        self._each = each  # runs each table's showing on its own (`Recovery.each`)
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
        deadlines = [d for d in (self._tables.service.next_deadline(),
                                 self._tables.tournaments.next_deadline()) if d is not None]
        deadline = min(deadlines, default=None)
        return None if deadline == self._table_handled else deadline

    async def _tick_tables(self, deadline: float) -> None:
        assert self._tables is not None
        known = {live.id: live for live in self._tables.service}  # a closed table leaves it
        known.update((live.id, live) for live in self._tables.tournaments)
        outcomes = [*await self._tables.service.tick(), *await self._tables.tournaments.tick()]
        if not outcomes:
            self._table_handled = deadline
            return
        by_table: dict[int, list[TableOutcome]] = {}
        for outcome in outcomes:
            by_table.setdefault(outcome.table_id, []).append(outcome)

        async def show(table_id: int) -> None:
            live = known.get(table_id)
            if live is not None and self._show_table is not None:
                await self._show_table(live, by_table[table_id])

        if self._each is not None:  # one table's broken channel never holds up another
            await self._each(by_table, show, "showing a timer's move")
            return
        for table_id in by_table:
            await show(table_id)

    async def _expire(self, live: LiveMatch) -> None:
        log.info("match %s: seat %s timed out", live.id, live.state.to_act)
        await self._expire_match(live.id, live.state.seq)


def _log_end(task: asyncio.Task[None]) -> None:
    if not task.cancelled() and task.exception() is not None:
        log.error("the turn timer stopped", exc_info=task.exception())
