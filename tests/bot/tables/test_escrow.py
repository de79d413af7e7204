"""Provable chips (issue 15.4): a table's chips are an escrow account of the ledger. A buy-in
moves chips from the player to the escrow, a cash-out back, a computer seat's chips come from
the house; the escrow always holds exactly the chips on the table, and a table whose snapshot
disagrees with it is refused (on load, and at the change that finds it out), its chips
refundable by `feltbot refund-broken`."""

from __future__ import annotations

import json
import logging
import sqlite3
from pathlib import Path

import pytest

from bot.broken import find_broken, refund_broken
from bot.store import Store
from bot.store.migrations import MIGRATIONS, split_statements
from bot.tables import TableConfig, TableService
from bot.tables.errors import TableClosed
from bot.tables.model import Table
from tests.bot.tables.tables_helpers import COMMUNITY, GRANT, FakeClock, open_players

CONFIG = TableConfig.standard("holdem", big_blind=10, seats=4, decision_s=20, bots_allowed=True)


async def escrow_of(store: Store, table_id: int) -> int:
    return await store.escrow_balance(table_id)


async def ledger_total(store: Store) -> tuple[int, int]:
    """(every account's balance summed, every chip ever minted) in the community: escrows
    and the house included, the two are equal when the ledger neither lost nor made a chip."""
    [(balances, minted)] = await store.read(
        "SELECT COALESCE(SUM(delta), 0),"
        " COALESCE(SUM(CASE WHEN reason IN ('grant', 'refill') THEN delta END), 0)"
        " FROM ledger WHERE community = ?", (COMMUNITY,))
    return int(balances), int(minted)


def plant(path: Path, table_id: int, edit: str) -> None:
    """Rewrite the stored snapshot behind the store's back with a JSON path edit."""
    with sqlite3.connect(path) as raw:
        raw.execute(f"UPDATE matches SET state_json = {edit} WHERE id = ?", (table_id,))
    raw.close()


async def test_buy_ins_and_cash_outs_move_chips_through_the_escrow(
    store: Store, clock: FakeClock
) -> None:
    service = TableService(store, clock=clock)
    ana, bo = await open_players(store, 2)
    live = await service.create(COMMUNITY, "room", CONFIG)
    assert await escrow_of(store, live.id) == 0
    await service.sit(live.id, ana, "Ana", 300)
    assert await escrow_of(store, live.id) == 300 == live.table.chips()
    await service.sit(live.id, bo, "Bo", 200)  # a hand is dealt: blinds are still table chips
    assert live.table.live
    assert await escrow_of(store, live.id) == 500 == live.table.chips()
    await service.stand(live.id, ana)  # cashed out when the hand ends (she is in it)
    await service.close(live.id)
    assert await escrow_of(store, live.id) == 0
    assert (await store.balance(COMMUNITY, ana) + await store.balance(COMMUNITY, bo)
            == 2 * GRANT)
    balances, minted = await ledger_total(store)
    assert balances == minted


async def test_computer_seats_chips_come_from_the_house_and_go_back_to_it(
    store: Store, clock: FakeClock
) -> None:
    service = TableService(store, clock=clock)
    [ana] = await open_players(store, 1)
    live = await service.create(COMMUNITY, "room", CONFIG)
    await service.add_bot(live.id, "BOT")
    house_rows = await store.ledger(COMMUNITY, store.house)
    assert [(r.reason, r.delta) for r in house_rows] == [
        ("refill", CONFIG.max_buy_in), ("buy_in", -CONFIG.max_buy_in)]
    assert await escrow_of(store, live.id) == CONFIG.max_buy_in
    await service.sit(live.id, ana, "Ana", 300)  # the BOT and Ana play a hand
    assert await escrow_of(store, live.id) == live.table.chips() == CONFIG.max_buy_in + 300
    await service.close(live.id)  # at the end of the hand: everyone cashed out
    while not live.table.closed:
        clock.advance(21)
        await service.tick()
    assert await escrow_of(store, live.id) == 0
    bot_left_with = live.table.bot_chips_out
    assert await store.balance(COMMUNITY, store.house) == bot_left_with
    assert await store.balance(COMMUNITY, ana) + bot_left_with == GRANT + CONFIG.max_buy_in
    balances, minted = await ledger_total(store)
    assert balances == minted


async def test_a_planted_inflated_snapshot_is_refused_on_load_and_refunded(
    store: Store, clock: FakeClock, caplog: pytest.LogCaptureFixture
) -> None:
    service = TableService(store, clock=clock)
    players = await open_players(store, 4)
    tables = []
    for n in range(2):
        live = await service.create(COMMUNITY, f"room-{n}", CONFIG)
        await service.sit(live.id, players[2 * n], "A", 300)
        tables.append(live.id)
    good, bad = tables
    # Someone edits the file: the lone player's stack grows by 10,000 chips.
    plant(store.path, bad, "json_set(state_json, '$.seats[0].stack', 10300)")
    restarted = TableService(store, clock=clock)
    with caplog.at_level(logging.ERROR, logger="bot.tables.service"):
        loaded = await restarted.load_open()
    assert [live.id for live in loaded] == [good]
    assert f"table {bad}: its chips (10300) differ from its escrow account (300)" in caplog.text
    with pytest.raises(TableClosed):
        restarted.get(bad)
    [broken] = await find_broken(store)
    assert broken.id == bad and "escrow" in broken.reason
    refunds = await refund_broken(store, broken)
    assert [(row.player_id, row.delta) for row in refunds] == [(players[2], 300)]
    assert await store.balance(COMMUNITY, players[2]) == GRANT  # the buy-in, not 10,300
    assert await escrow_of(store, bad) == 0
    balances, minted = await ledger_total(store)
    assert balances == minted


async def test_a_change_that_finds_memory_ahead_of_the_escrow_is_refused(
    store: Store, clock: FakeClock, caplog: pytest.LogCaptureFixture
) -> None:
    service = TableService(store, clock=clock)
    [ana] = await open_players(store, 1)
    live = await service.create(COMMUNITY, "room", CONFIG)
    await service.sit(live.id, ana, "Ana", 300)
    occupant = live.table.seats[0]
    assert occupant is not None
    occupant.stack += 5_000  # a bug (or a tampered copy) gives her chips the ledger lacks
    with caplog.at_level(logging.ERROR, logger="bot.tables.service"), \
            pytest.raises(TableClosed):
        await service.stand(live.id, ana)
    assert "its escrow account holds 300, cannot pay out 5300" in caplog.text
    assert await store.balance(COMMUNITY, ana) == GRANT - 300  # nothing was paid
    with pytest.raises(TableClosed):
        service.get(live.id)  # not played on
    record = await store.load_match(live.id)
    assert record is not None and record.status == "open" and record.escrow == 300
    # The stored table is sound: a restart takes it back and she cashes out her 300.
    restarted = TableService(store, clock=clock)
    [again] = await restarted.load_open()
    await restarted.stand(again.id, ana)
    assert await store.balance(COMMUNITY, ana) == GRANT


def _version_4_database(path: Path) -> tuple[int, int]:
    """A file as feltbot wrote it before escrow accounts: schema 4, an open table where two
    players bought in 300 each (their ledger rows; the chips only in the snapshot) and a
    computer seat sits with chips created for it. Returns (table id, chips on it)."""
    with sqlite3.connect(path) as db:
        db.execute("CREATE TABLE schema_version (version INTEGER PRIMARY KEY,"
                   " applied_at REAL NOT NULL)")
        for version, steps in enumerate(MIGRATIONS[:4], start=1):
            for step in steps:
                assert isinstance(step, str)
                for statement in split_statements(step):
                    db.execute(statement)
            db.execute("INSERT INTO schema_version VALUES (?, 0)", (version,))
        players = []
        for n in range(2):
            players.append(db.execute(
                "INSERT INTO players (platform, external_id, display_name, created_at)"
                " VALUES ('console', ?, ?, 0) RETURNING id", (str(n), f"P{n}")).fetchone()[0])
        table = Table.create(COMMUNITY, CONFIG)
        table.add_bot("BOT")
        for n, player in enumerate(players):
            table.sit(player, f"P{n}", 300, 0.0)
        table.seq = 4
        db.execute(
            "INSERT INTO matches (game, community, channel, status, state_json, seq, deal_no,"
            " created_at, updated_at, deadline, meta_json)"
            " VALUES ('table:holdem', ?, 'room', 'open', ?, 4, 0, 0, 0, NULL,"
            " '{\"bot_seed\": \"7\"}')", (COMMUNITY, json.dumps(table.to_dict())))
        for player in players:
            for delta, reason, balance in ((GRANT, "grant", GRANT),
                                           (-300, "buy_in", GRANT - 300)):
                db.execute(
                    "INSERT INTO ledger (community, player_id, delta, reason, ref,"
                    " balance_after, created_at) VALUES (?, ?, ?, ?, 'match:1', ?, 0)",
                    (COMMUNITY, player, delta, reason, balance))
    db.close()
    return 1, table.chips()


async def test_the_migration_opens_each_open_tables_escrow_from_its_snapshot(
    tmp_path: Path, clock: FakeClock
) -> None:
    path = tmp_path / "old.db"
    table_id, chips = _version_4_database(path)
    assert chips == 600 + CONFIG.max_buy_in
    async with await Store.open(path, clock=clock) as store:
        assert await store.schema_version() == len(MIGRATIONS)
        assert await store.escrow_balance(table_id) == chips
        service = TableService(store, clock=clock)
        [live] = await service.load_open()  # it loads: the snapshot agrees with the escrow
        assert live.table.house == store.house
        await service.close(live.id)
        while not live.table.closed:
            clock.advance(21)
            await service.tick()
        assert await store.escrow_balance(table_id) == 0
        paid = sum([await store.balance(COMMUNITY, p) for p in (1, 2)])  # the two players
        assert paid + await store.balance(COMMUNITY, store.house) == 2 * GRANT + (
            CONFIG.max_buy_in)
