"""The deadline heap (issue 15.3): `next_deadline()` and a `tick()` with nothing due look at no
table, however many there are; a change looks at its own table only. Counted, not timed."""

from __future__ import annotations

import pytest

from bot.store import Store
from bot.tables import Table, TableConfig, TableService
from tests.bot.tables.tables_helpers import COMMUNITY, FakeClock, open_players

CONFIG = TableConfig.standard("holdem", big_blind=10, seats=4, decision_s=20)
TABLES = 24


class Looks:
    """Counts every `Table.next_deadline` call (how the service would look at a table)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.count = 0
        self.tables: set[int] = set()  # id() of each table looked at
        original = Table.next_deadline

        def counted(table: Table) -> float | None:
            self.count += 1
            self.tables.add(id(table))
            return original(table)

        monkeypatch.setattr(Table, "next_deadline", counted)


async def many_tables(store: Store, clock: FakeClock) -> TableService:
    service = TableService(store, clock=clock)
    players = await open_players(store, 2 * TABLES)
    for n in range(TABLES):
        live = await service.create(COMMUNITY, f"room-{n}", CONFIG)
        await service.sit(live.id, players[2 * n], "A", 300)
        await service.sit(live.id, players[2 * n + 1], "B", 300)
        clock.advance(0.5)  # every table's turn runs out at its own time
    return service


async def test_next_deadline_and_an_idle_tick_look_at_no_table(
    store: Store, clock: FakeClock, monkeypatch: pytest.MonkeyPatch
) -> None:
    service = await many_tables(store, clock)
    earliest = min(d for live in service if (d := live.table.next_deadline()) is not None)
    looks = Looks(monkeypatch)
    for _ in range(10):
        assert service.next_deadline() == earliest
        assert await service.tick() == []  # nothing due yet
    assert looks.count == 0

    clock.now = earliest  # exactly one table is due
    first = service.get(min(live.id for live in service))
    outcomes = await service.tick()
    assert {o.table_id for o in outcomes} == {first.id}
    assert looks.count > 0 and looks.tables == {id(first.table)}  # that table alone
    looks.count = 0
    assert service.next_deadline() == earliest + 0.5  # the next table's turn
    assert looks.count == 0


async def test_the_heap_follows_every_change(store: Store, clock: FakeClock) -> None:
    service = await many_tables(store, clock)
    timed = 0
    for _ in range(60):  # time-outs, new hands, a table closed and one restarted
        clock.advance(3)
        timed += len(await service.tick())
        truth = min(
            (d for live in service if (d := live.table.next_deadline()) is not None),
            default=None,
        )
        assert service.next_deadline() == truth
    assert timed >= TABLES  # every table's timer fired at least once
    first = min(live.id for live in service)
    await service.close(first)
    for _ in range(10):
        clock.advance(21)
        await service.tick()
    assert first not in {live.id for live in service}
    restarted = TableService(store, clock=clock)
    await restarted.load_open()
    truth = min(
        (d for live in restarted if (d := live.table.next_deadline()) is not None),
        default=None,
    )
    assert restarted.next_deadline() == truth


async def test_a_reloaded_table_keeps_its_timer(store: Store, clock: FakeClock) -> None:
    service = await many_tables(store, clock)
    first = min(live.id for live in service)
    before = service.get(first).table.next_deadline()
    assert before is not None and service.next_deadline() == before
    reloaded = await service.reload(first)  # the console's second-window reload
    assert reloaded is not None and reloaded is service.get(first)
    assert service.next_deadline() == before
    clock.now = before
    assert {o.table_id for o in await service.tick()} == {first}
