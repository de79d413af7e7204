"""One loop that plays for players whose turn timer ran out, so nobody blocks a table: the
wake-up of a transport without a job queue of its own (Discord; Telegram arms PTB's JobQueue
per deadline instead).

Deadlines are data: the registry stores each decision's deadline with the match, so after a
restart the loop finds them again. It sleeps until the earliest deadline (or until `poke`d
after a change), then has the match flow play the timeout move (`MatchFront.timeout`: check,
else fold; a lock takes the first card) through the same service path as a click. A click
that wins the race makes the timeout move stale, which is simply dropped. The table shows the
deadline as a time each client shows by itself (a Discord timestamp): the message is never
edited per second.

With several processes on one database the one that claims a due timer plays it (the others
look again once its lease has run out), and every `SWEEP_S` the loop takes on the games whose
stored timer is overdue and that it did not hold (`adopt_due`: a process that held them died),
those of orphaned shards (Discord's `shards.ShardWatch`) included.

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

from bot.background import Background
from bot.errors import MatchNotFound
from bot.frontend.tables import TableFront
from bot.frontend.timers import SWEEP_GRACE_S, SWEEP_S
from bot.registry import LiveMatch, MatchRegistry
from bot.store import TIMER_LEASE_S

log = logging.getLogger(__name__)

Expire = Callable[[int, int], Awaitable[None]]  # (match id, seq): play the timeout move


class TurnLoop:
    def __init__(
        self,
        registry: MatchRegistry,
        expire: Expire,
        *,
        tables: TableFront | None = None,
        clock: Callable[[], float] = time.time,
    ) -> None:
        self._registry = registry
        self._expire_match = expire
        self._tables = tables  # the table flow: plays and shows what the tables' timers do
        self._clock = clock
        # A table deadline that `tick` could not move (nothing due after all): not retried
        # until the deadline changes, so the loop never spins.
        self._table_handled: float | None = None
        self._wake = asyncio.Event()
        self._loop = Background("feltbot-turn-timer", self._run)
        # match id -> (the seq whose deadline was handled, when to look at it again): a
        # deadline that cannot be acted on (a computer's turn after a failure, nothing legal,
        # or another process claimed it) must not spin the loop, but is tried again once a
        # claim's lease has run out (its claimer may have died before playing it). Dropped as
        # soon as the match moves on: a stale entry's past time would wake the loop for ever.
        self._handled: dict[int, tuple[int, float]] = {}
        self._next_sweep = 0.0  # when to look in the store for timers nobody played
        # Whether this process drives orphaned shards' games (Discord's `ShardWatch`): nobody
        # else times them, so they are taken on before they fall due, not after.
        self.adopting: Callable[[], bool] = lambda: False
        # What each sweep does (`Fronts.sweep`: games to take on, tournaments, challenges).
        self.sweep: Callable[[float], Awaitable[None]] | None = None

    def start(self) -> None:
        self._loop.start()

    async def stop(self) -> None:
        await self._loop.stop()

    def poke(self) -> None:
        """A deadline may have changed: recompute how long to sleep."""
        self._wake.set()

    def sweep_soon(self) -> None:
        """Look in the store for games to take on now (a shard was orphaned)."""
        self._next_sweep = 0.0
        self._wake.set()

    def _forget_moved(self, now: float) -> None:
        """Drop the handled timers that no longer hold anything back: the match moved on or
        ended, or its wait ran out (then it is due again, if it still is)."""
        for match_id, (seq, again) in list(self._handled.items()):
            try:
                moved = self._registry.get(match_id).state.seq != seq
            except MatchNotFound:
                moved = True
            if moved or again <= now:
                del self._handled[match_id]

    def _due(self, now: float) -> list[LiveMatch]:
        """The matches whose deadline has passed and that are not waiting, the most overdue
        first (the registry's deadline heap: only due matches are looked at)."""
        return [live for live in self._registry.expired(now) if live.id not in self._handled]

    async def _run(self) -> None:
        while True:
            now = self._clock()
            self._forget_moved(now)
            wake_at = [self._next_sweep, *(again for _, again in self._handled.values())]
            if self._due(now):
                wake_at.append(now)
            upcoming = self._registry.next_deadline(after=now)
            if upcoming is not None:
                wake_at.append(upcoming)
            table_deadline = self._table_deadline()
            if table_deadline is not None:
                wake_at.append(table_deadline)
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._wake.wait(), max(0.0, min(wake_at) - now))
            self._wake.clear()
            now = self._clock()
            if now >= self._next_sweep:
                self._next_sweep = now + SWEEP_S
                await self._sweep(now)
            self._forget_moved(now)
            for live in self._due(now):
                self._handled[live.id] = (live.state.seq, now + TIMER_LEASE_S + 1)
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

    async def _sweep(self, now: float) -> None:
        """Hold the games of this process's servers whose stored timer nobody played (the
        process that held them died, or it was never loaded here): the loop plays them."""
        before = now + SWEEP_S if self.adopting() else now - SWEEP_GRACE_S
        try:
            if self.sweep is not None:
                await self.sweep(before)
        except Exception:  # the store unreachable for a moment: the next sweep tries again
            log.exception("looking for timers nobody played failed")

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
