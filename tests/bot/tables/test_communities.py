"""Two front ends on one database: each process drives only its own communities' tables, so a
table's timers and moves are run by exactly one process."""

from __future__ import annotations

import pytest

from bot.store import Store
from bot.tables import Accounts, TableConfig, TableService
from bot.tables.errors import TableClosed
from tests.bot.tables.tables_helpers import GRANT, FakeClock

TG = "tg:-100"
DC = "123456789"  # Discord names a guild's community by its id


def is_discord(community: str) -> bool:
    return community.isdigit() or community.startswith("dm-")


async def _table_with_two(service: TableService, store: Store, community: str) -> int:
    accounts = Accounts(store, grant=GRANT, refill_amount=500, refill_cooldown_s=0)
    config = TableConfig.standard("holdem", big_blind=10, decision_s=20)
    live = await service.create(community, "room", config)
    for name in ("a", "b"):
        player = (await accounts.open(community, "test", f"{community}-{name}", name)).player
        await service.sit(live.id, player, name, 500)
    assert live.table.live
    return live.id


async def test_each_service_sees_and_ticks_only_its_own_tables(
    store: Store, clock: FakeClock
) -> None:
    first_tg = TableService(store, clock=clock, communities="tg:")
    first_dc = TableService(store, clock=clock, communities=is_discord)
    tg_id = await _table_with_two(first_tg, store, TG)
    clock.advance(5)  # the two tables' deadlines differ
    dc_id = await _table_with_two(first_dc, store, DC)

    # a restart of both processes on the same database
    telegram = TableService(store, clock=clock, communities="tg:")
    discord = TableService(store, clock=clock, communities=is_discord)
    assert [live.id for live in await telegram.load_open()] == [tg_id]
    assert [live.id for live in await discord.load_open()] == [dc_id]
    assert [live.id for live in telegram] == [tg_id]
    assert [live.id for live in discord] == [dc_id]
    with pytest.raises(TableClosed):
        telegram.get(dc_id)
    with pytest.raises(TableClosed):
        discord.get(tg_id)
    assert telegram.next_deadline() == telegram.get(tg_id).table.turn_deadline
    assert discord.next_deadline() == discord.get(dc_id).table.turn_deadline
    # Telegram's rows show no sign of life in the 5 s before the restart, so its running turn
    # gets those 5 s back (bot.registry.downtime); Discord's committed just now.
    before = first_tg.get(tg_id).table.turn_deadline
    assert before is not None and telegram.next_deadline() == before + 5
    assert discord.next_deadline() == first_dc.get(dc_id).table.turn_deadline

    clock.advance(60)  # both tables' decisions are overdue
    tg_ticked = await telegram.tick()
    dc_ticked = await discord.tick()
    assert tg_ticked and {o.table_id for o in tg_ticked} == {tg_id}
    assert dc_ticked and {o.table_id for o in dc_ticked} == {dc_id}
    # each table moved once, by its own process: the stored seqs match each live table
    for service, table_id in ((telegram, tg_id), (discord, dc_id)):
        record = await store.load_match(table_id)
        assert record is not None and record.seq == service.get(table_id).table.seq


async def test_no_filter_drives_every_table(store: Store, clock: FakeClock) -> None:
    tg_id = await _table_with_two(TableService(store, clock=clock), store, TG)
    dc_id = await _table_with_two(TableService(store, clock=clock), store, DC)
    everything = TableService(store, clock=clock)
    assert {live.id for live in await everything.load_open()} == {tg_id, dc_id}


async def test_a_table_outside_the_filter_is_not_created(store: Store, clock: FakeClock) -> None:
    telegram = TableService(store, clock=clock, communities="tg:")
    with pytest.raises(ValueError, match="not driven"):
        await telegram.create(DC, "room", TableConfig.standard("holdem"))
    assert await store.load_open_matches() == []
