"""Start-up reload of many tables (issue 15): every table comes back exactly as committed
(snapshot plus the moves since, every street and seat state), a snapshot that is corrupt deep
inside its hand (a card, the betting) skips only its table, the garbage collector, paused
while the tables are rebuilt, is running again afterwards, also when a table fails, and each
service reads only its own kind of open rows."""

from __future__ import annotations

import gc
import json
import logging
import random
import sqlite3
from pathlib import Path

import pytest

from bot.matches import DerivedSeeds, MatchService
from bot.registry import MTT_PREFIX, TABLE_PREFIX, TOURNAMENT_PREFIX
from bot.store import Store
from bot.tables import TableConfig, TableService
from bot.tables import service as service_module
from tests.bot.tables.tables_helpers import COMMUNITY, FakeClock, command_for, open_players

CONFIG = TableConfig.standard("holdem", big_blind=10, seats=4, decision_s=20, bots_allowed=True)
TABLES = 24


async def many_tables(store: Store, clock: FakeClock) -> TableService:
    """Tables at every stage: some with a computer seat, a sat-out seat, moves played into the
    hand or hands finished (a new one dealt), seeded."""
    service = TableService(store, clock=clock)
    players = await open_players(store, 3 * TABLES)
    rng = random.Random(15)
    for n in range(TABLES):
        live = await service.create(COMMUNITY, f"room-{n}", CONFIG)
        if n % 3 == 0:
            await service.add_bot(live.id, "BOT")
        for player in players[3 * n: 3 * n + 2 + n % 2]:
            await service.sit(live.id, player, "P", 200 + 10 * n)
        for _ in range(n % 7 * 3):
            command = command_for(live, rng)
            if command is None:
                break
            await service.act(command)
        if n % 5 == 4 and live.table.live:
            clock.advance(CONFIG.decision_s + 1)
            await service.tick()  # a timeout (a replayable move, or a seat sat out)
    return service


def corrupt_snapshot(path: Path, table_id: int, hand_key: str, value: object) -> None:
    """Replace one field of the stored hand behind the store's back."""
    with sqlite3.connect(path) as raw:
        [(text,)] = raw.execute("SELECT state_json FROM matches WHERE id = ?", (table_id,))
        data = json.loads(text)
        data["hand"][hand_key] = value
        raw.execute("UPDATE matches SET state_json = ? WHERE id = ?",
                    (json.dumps(data), table_id))
    raw.close()


async def test_every_table_reloads_as_committed(store: Store, clock: FakeClock) -> None:
    service = await many_tables(store, clock)
    before = {live.id: live.table.to_dict() for live in service}
    records = await store.load_open_matches()
    assert any(record.replay for record in records)  # some tables replay moves on load
    restarted = TableService(store, clock=clock)
    loaded = await restarted.load_open()
    assert {live.id: live.table.to_dict() for live in loaded} == before
    assert gc.isenabled()
    # The rebuilt hands play on like the originals did.
    rng = random.Random(3)
    for live in loaded:
        command = command_for(live, rng)
        if command is not None:
            await restarted.act(command)


@pytest.mark.parametrize(
    ("hand_key", "value"),
    [
        ("deck", ["Ah", "Zz"]),  # not a card
        ("deck", "AhKd"),  # not a list of codes
        ("hole", [[1, 2], []]),  # ids where codes belong
        ("betting", {"structure": "no_such_limit"}),
        ("log", [{"street": 0}]),  # a record without its kind
    ],
)
async def test_a_hand_corrupt_inside_skips_only_its_table(
    store: Store, clock: FakeClock, caplog: pytest.LogCaptureFixture, hand_key: str,
    value: object,
) -> None:
    service = await many_tables(store, clock)
    bad = next(live.id for live in service if live.table.hand is not None)
    good = {live.id: live.table.to_dict() for live in service if live.id != bad}
    corrupt_snapshot(store.path, bad, hand_key, value)
    restarted = TableService(store, clock=clock)
    with caplog.at_level(logging.ERROR, logger="bot.tables.service"):
        loaded = await restarted.load_open()
    assert {live.id: live.table.to_dict() for live in loaded} == good
    assert f"table {bad}: " in caplog.text and "snapshot does not load" in caplog.text
    assert gc.isenabled()


async def test_the_collector_runs_again_when_restoring_fails_unexpectedly(
    store: Store, clock: FakeClock, monkeypatch: pytest.MonkeyPatch
) -> None:
    await many_tables(store, clock)

    def fails(*args: object, **kwargs: object) -> service_module.LiveTable:
        raise RuntimeError("a bug, not a broken row")

    monkeypatch.setattr(service_module, "restore_table", fails)
    with pytest.raises(RuntimeError):
        await TableService(store, clock=clock).load_open()
    assert gc.isenabled()


async def test_each_service_reads_only_its_own_open_rows(store: Store, clock: FakeClock) -> None:
    service = TableService(store, clock=clock)
    [ana, bo] = await open_players(store, 2)
    table = await service.create(COMMUNITY, "room", CONFIG)
    await service.sit(table.id, ana, "Ana", 300)
    matches = MatchService(store, seeds=DerivedSeeds(1))
    match_id, _ = await matches.start_match(COMMUNITY, bo, "updown")
    every = {record.id for record in await store.load_open_matches()}
    assert every == {table.id, match_id}
    assert [r.id for r in await store.load_open_matches(TABLE_PREFIX)] == [table.id]
    assert [r.id for r in await store.load_open_matches(
        excluding=(TABLE_PREFIX, TOURNAMENT_PREFIX, MTT_PREFIX))] == [match_id]
    # ...and each service at start-up loads its own kind, the other left to its service
    assert [live.id for live in await TableService(store, clock=clock).load_open()] == [table.id]
    assert await MatchService(store, seeds=DerivedSeeds(1)).load() == 1
