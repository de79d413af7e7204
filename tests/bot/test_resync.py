"""Stale copies resync (issue 15.6): two processes driving one community on one database. When
the other process moved a match or table on, this one reloads it from the store (on a
`SeqConflict`, or on a command newer than its copy) instead of failing every click."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.errors import MatchNotFound, SeqConflict
from bot.registry import MatchRegistry
from bot.store import LedgerRow, Store
from bot.tables import TableCommand, TableConfig, TableService
from bot.tables.errors import TableClosed
from tests.bot.tables.tables_helpers import COMMUNITY, FakeClock, open_players
from tests.bot.test_registry import GAMES, CounterGame, add, settle_winner_takes_20


@pytest.fixture
async def two_stores(tmp_path: Path) -> AsyncIterator[tuple[Store, Store]]:
    async with (
        await Store.open(tmp_path / "one.db") as first,
        await Store.open(tmp_path / "one.db") as second,
    ):
        yield first, second


def counter_registry(store: Store) -> MatchRegistry:
    return MatchRegistry(store, games=GAMES, settlement=settle_winner_takes_20,
                         seed_source=lambda: 7)


async def test_a_match_moved_on_elsewhere_is_reloaded_not_stuck(
    two_stores: tuple[Store, Store],
) -> None:
    store_a, store_b = two_stores
    ana = await store_a.ensure_player("telegram", "1", "Ana")
    bo = await store_a.ensure_player("telegram", "2", "Bo")
    for player in (ana, bo):
        await store_a.grant_if_new(COMMUNITY, player, 100)
    a, b = counter_registry(store_a), counter_registry(store_b)
    live_a = await a.create(COMMUNITY, "chan", [ana, bo], CounterGame(),
                            ledger_rows=[LedgerRow(COMMUNITY, p, -10, "buy_in") for p in (ana, bo)])
    await a.start_deal(live_a.id)
    [live_b] = await b.load_open()
    stale_b = add(live_b, 0, 1)  # a button process B drew: right for its copy

    await a.execute(add(live_a, 0, 2))  # process A moves the match on
    # B's button is behind the store: B finds out on commit, reloads, and refuses politely
    # (the same "out of date" message as a stale button).
    with pytest.raises(SeqConflict) as conflict:
        await b.execute(stale_b)
    assert conflict.value.key == "error-stale-command"
    assert live_b.state.to_dict() == live_a.state.to_dict()
    # A button A drew (newer than B's copy used to be) now works through B...
    await b.execute(add(live_a, 1, 3))
    assert live_b.state.total == 5
    # ...and one B's copy has never seen is reloaded first, then applied (A's own copy is
    # behind now too, so a fresh registry on A's store stands in for process A).
    fresh_a = counter_registry(store_a)
    [reloaded_a] = await fresh_a.load_open()
    await fresh_a.execute(add(reloaded_a, 0, 1))  # total 6, seq moves on in the store
    await b.execute(add(reloaded_a, 1, 2))  # a command from the future for B's copy
    assert live_b.state.total == 8
    record = await store_a.load_match(live_a.id)
    assert record is not None and record.seq == live_b.state.seq


async def test_a_match_cancelled_elsewhere_leaves_memory(
    two_stores: tuple[Store, Store],
) -> None:
    store_a, store_b = two_stores
    ana = await store_a.ensure_player("telegram", "1", "Ana")
    bo = await store_a.ensure_player("telegram", "2", "Bo")
    for player in (ana, bo):
        await store_a.grant_if_new(COMMUNITY, player, 100)
    a, b = counter_registry(store_a), counter_registry(store_b)
    live_a = await a.create(COMMUNITY, "chan", [ana, bo], CounterGame(),
                            ledger_rows=[LedgerRow(COMMUNITY, p, -10, "buy_in") for p in (ana, bo)])
    await a.start_deal(live_a.id)
    [live_b] = await b.load_open()
    await a.cancel(live_a.id)
    with pytest.raises(MatchNotFound):
        await b.execute(add(live_b, 0, 1))
    assert len(b) == 0
    with pytest.raises(MatchNotFound):
        b.get(live_a.id)


def act(player: int, service: TableService, table_id: int) -> TableCommand:
    """The call-or-check button `service`'s copy of the table would draw for `player`."""
    table = service.get(table_id).table
    hand = table.hand
    assert hand is not None
    seat = table.seat_of(player)
    assert seat is not None
    kind = "call" if any(o.kind == "call" for o in hand.legal_actions(seat)) else "check"
    return TableCommand(table_id, player, table.hand_no, table.hand_seq, kind)


async def test_a_table_moved_on_elsewhere_is_reloaded_not_stuck(
    two_stores: tuple[Store, Store],
) -> None:
    store_a, store_b = two_stores
    clock = FakeClock()
    a, b = TableService(store_a, clock=clock), TableService(store_b, clock=clock)
    ann, bob, cai = await open_players(store_a, 3)
    config = TableConfig.standard("holdem", big_blind=10, seats=4, decision_s=30)
    live_a = await a.create(COMMUNITY, "room", config)
    await a.sit(live_a.id, ann, "Ann", 300)
    await a.sit(live_a.id, bob, "Bob", 300)
    [live_b] = await b.load_open()
    assert live_b.table.live

    first = live_a.table.hand
    assert first is not None and first.to_act is not None
    mover = [ann, bob][0 if live_a.table.seat_of(ann) == first.to_act else 1]
    other = bob if mover == ann else ann
    stale_click = act(mover, b, live_b.id)  # drawn by B, right for B's copy
    await a.act(act(mover, a, live_a.id))  # A takes that very decision
    # B's copy is behind: the commit conflicts, B reloads and calls the click out of date.
    with pytest.raises(SeqConflict):
        await b.act(stale_click)
    assert live_b.table.to_dict() == live_a.table.to_dict()
    # The next player's click works through B, on its reloaded copy.
    await b.act(act(other, b, live_b.id))
    # A sit-down through A's now stale copy: reloaded on the conflict, then seated.
    await a.sit(live_a.id, cai, "Cai", 300)
    assert live_a.table.seat_of(cai) is not None
    record = await store_a.load_match(live_a.id)
    assert record is not None and record.seq == live_a.table.seq
    # B's copy is behind again; a click drawn from the store's state goes through B.
    fresh = TableService(store_a, clock=clock)
    [live_fresh] = await fresh.load_open()
    to_act = live_fresh.table.to_act
    assert to_act is not None
    occupant = live_fresh.table.seats[to_act]
    assert occupant is not None and occupant.player is not None
    await b.act(act(occupant.player, fresh, live_fresh.id))
    record = await store_b.load_match(live_a.id)
    assert record is not None and record.seq == live_b.table.seq
    # A table closed elsewhere leaves B's memory on B's next try.
    await fresh.close(live_a.id)  # (fresh's copy was behind too: reloaded, then closed)
    for _ in range(20):  # time-outs finish the hand in play; then the table closes
        clock.advance(31)
        await fresh.tick()
    record = await store_a.load_match(live_a.id)
    assert record is not None and record.status == "finished"
    with pytest.raises(TableClosed):
        await b.stand(live_b.id, ann)
    assert len(b) == 0
