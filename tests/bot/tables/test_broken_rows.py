"""One bad row never stops the bot (issue 15.5): a table or match whose meta data or snapshot
is corrupt, or whose snapshot disagrees with its row, is skipped with a log line while the
rest load and play; `/stats` reads past corrupt events; `refund_broken` gives the chips back."""

from __future__ import annotations

import json
import logging
import sqlite3
from pathlib import Path

import pytest

from bot.broken import find_broken, refund_broken
from bot.matches import MatchService
from bot.registry import MatchRegistry
from bot.stats import player_stats
from bot.store import Store
from bot.tables import TableConfig, TableService
from tests.bot.tables.tables_helpers import COMMUNITY, GRANT, FakeClock, open_players

CONFIG = TableConfig.standard("holdem", big_blind=10, seats=4, decision_s=20)


def corrupt(path: Path, match_id: int, sql: str) -> None:
    """Run `UPDATE matches SET <sql> WHERE id = match_id` behind the store's back."""
    with sqlite3.connect(path) as raw:
        raw.execute(f"UPDATE matches SET {sql} WHERE id = ?", (match_id,))
    raw.close()


async def three_tables(store: Store, clock: FakeClock) -> tuple[list[int], list[int]]:
    service = TableService(store, clock=clock)
    players = await open_players(store, 6)
    ids = []
    for n in range(3):
        live = await service.create(COMMUNITY, f"room-{n}", CONFIG)
        await service.sit(live.id, players[2 * n], "A", 300)
        await service.sit(live.id, players[2 * n + 1], "B", 300)
        ids.append(live.id)
    return ids, players


@pytest.mark.parametrize(
    "damage",
    [
        "meta_json = '{not json'",
        "meta_json = '[1, 2]'",
        "meta_json = '{}'",  # no computer-seat seed
        "state_json = '{\"seats\": 3}'",
        "state_json = 'garbage'",
        "seq = seq + 5",  # the snapshot disagrees with its row
    ],
)
async def test_a_broken_table_is_skipped_and_the_others_load_and_play(
    store: Store, clock: FakeClock, caplog: pytest.LogCaptureFixture, damage: str
) -> None:
    (good, bad, other), _players = await three_tables(store, clock)
    corrupt(store.path, bad, damage)
    restarted = TableService(store, clock=clock)
    with caplog.at_level(logging.ERROR, logger="bot.tables.service"):
        loaded = await restarted.load_open()
    assert sorted(live.id for live in loaded) == [good, other]
    assert f"table {bad}: " in caplog.text and "refund-broken" in caplog.text
    clock.advance(21)  # the loaded tables play on: a timeout at each
    outcomes = await restarted.tick()
    assert {outcome.table_id for outcome in outcomes} == {good, other}
    assert [b.id for b in await find_broken(store)] == [bad]


async def test_a_table_that_cannot_play_on_after_loading_is_left_out(
    store: Store, clock: FakeClock, caplog: pytest.LogCaptureFixture
) -> None:
    (good, bad, _other), _ = await three_tables(store, clock)
    service = TableService(store, clock=clock)
    await service.load_open()
    live = service.get(bad)
    hand = live.table.hand
    assert hand is not None
    # A snapshot that loads but whose hand waits on a seat nobody sits in.
    to_act = live.table.to_act
    assert to_act is not None
    live.table.seats[to_act] = None
    corrupt(store.path, bad, "state_json = " + "'" + json.dumps(live.table.to_dict()) + "'")
    restarted = TableService(store, clock=clock)
    with caplog.at_level(logging.ERROR, logger="bot.tables.service"):
        loaded = await restarted.load_open()
    assert bad not in {t.id for t in loaded} and good in {t.id for t in loaded}
    assert bad not in {t.id for t in restarted}
    assert f"table {bad}: cannot play on" in caplog.text


async def test_a_broken_match_is_skipped_and_the_others_load(
    store: Store, caplog: pytest.LogCaptureFixture
) -> None:
    ann, bob, cai = await open_players(store, 3)
    service = MatchService(store)
    ids = [(await service.start_match(COMMUNITY, p, "updown", opponent="always-call"))[0]
           for p in (ann, bob, cai)]
    corrupt(store.path, ids[0], "meta_json = 'nope'")
    corrupt(store.path, ids[1], "deal_no = deal_no + 1")
    registry = MatchRegistry(store)
    with caplog.at_level(logging.ERROR, logger="bot.registry"):
        loaded = await registry.load_open()
    assert [live.id for live in loaded] == [ids[2]]
    assert f"match {ids[0]}: its meta data is not JSON" in caplog.text
    assert f"match {ids[1]}: its snapshot" in caplog.text
    assert await registry.load(ids[0]) is None  # and not on demand either


async def test_stats_read_past_a_table_with_corrupt_events(
    store: Store, clock: FakeClock, caplog: pytest.LogCaptureFixture
) -> None:
    (_good, bad, _), players = await three_tables(store, clock)
    with sqlite3.connect(store.path) as raw:
        raw.execute("UPDATE match_events SET events_json = '{oops' WHERE match_id = ?", (bad,))
    raw.close()
    with caplog.at_level(logging.ERROR, logger="bot.stats"):
        broken = await player_stats(store, COMMUNITY, players[2])  # sits at the bad table
    assert broken.tables == 1 and broken.hands == 0 and broken.balance == GRANT - 300
    assert f"table {bad}'s events do not read" in caplog.text
    fine = await player_stats(store, COMMUNITY, players[0])
    assert fine.tables == 1 and fine.hands == 1


async def test_refund_broken_returns_what_each_account_put_in(
    store: Store, clock: FakeClock
) -> None:
    (_good, bad, _), players = await three_tables(store, clock)
    corrupt(store.path, bad, "state_json = 'garbage'")
    [broken] = await find_broken(store)
    assert broken.id == bad
    rows = await refund_broken(store, broken)
    assert sorted((row.player_id, row.delta, row.reason) for row in rows) == [
        (players[2], 300, "cash_out"), (players[3], 300, "cash_out")
    ]
    assert await store.balance(COMMUNITY, players[2]) == GRANT
    record = await store.load_match(bad)
    assert record is not None and record.status == "cancelled" and record.deadline is None
    events = await store.match_events(bad)
    assert events[-1].seq == record.seq and "refund_broken" in events[-1].action_json
    assert await find_broken(store) == []
    assert await store.balance(COMMUNITY, players[0]) == GRANT - 300  # the good one untouched
