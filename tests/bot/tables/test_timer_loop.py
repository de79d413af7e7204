"""The timer loop sleeps until the earliest deadline and plays what is due (NK-8.1)."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence

from bot.store import Store
from bot.tables import TableConfig, TableOutcome, TableService
from bot.tables.timers import run_timers
from tests.bot.tables.tables_helpers import COMMUNITY, FakeClock, open_players


async def test_loop_sleeps_to_the_deadline_then_times_out(store: Store, clock: FakeClock) -> None:
    service = TableService(store, clock=clock)
    players = await open_players(store, 2)
    config = TableConfig.standard("holdem", big_blind=10, decision_s=20)
    live = await service.create(COMMUNITY, "room", config)
    for player in players:
        await service.sit(live.id, player, "P", 500)
    naps: list[float] = []
    seen: list[TableOutcome] = []
    stop = asyncio.Event()

    async def sleep(seconds: float) -> None:
        naps.append(seconds)
        clock.advance(seconds)

    async def on_outcomes(outcomes: Sequence[TableOutcome]) -> None:
        seen.extend(outcomes)
        stop.set()

    await run_timers(service, clock, sleep=sleep, on_outcomes=on_outcomes, stop=stop, idle_s=60)
    assert naps == [20.0]
    assert seen[0].events[0].kind == "timeout"
