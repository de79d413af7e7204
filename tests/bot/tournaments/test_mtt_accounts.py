"""A scheduled multi-table tournament and the chips outside it: an entry held by a registration
(or an entrant still in) counts for refills as chips in play, like chips at a table (NK-7.6);
a broken tournament is found whole by `feltbot refund-broken` and every entry comes back."""

from __future__ import annotations

import sqlite3

import pytest

from bot.broken import find_broken, refund_broken
from bot.errors import RefillNotBroke
from bot.store import Store
from bot.tables.accounts import Accounts, chips_in_play
from tests.bot.tables.tables_helpers import COMMUNITY, GRANT, FakeClock
from tests.bot.tournaments.helpers import players
from tests.bot.tournaments.mtt_helpers import hands_schedule, mtt_service


async def test_nk_7_6_an_entry_in_a_scheduled_tournament_counts_for_refills(
    store: Store, clock: FakeClock
) -> None:
    svc = mtt_service(store, clock)
    (a,) = await players(store, 1)
    lh = await svc.schedule(COMMUNITY, "room", hands_schedule(clock.now + 600, 6, entry=GRANT),
                            is_admin=True)
    await svc.register(lh.id, a, "A")
    assert await store.balance(COMMUNITY, a) == 0
    assert await chips_in_play(store, COMMUNITY, a) == GRANT
    accounts = Accounts(store, grant=GRANT, refill_amount=GRANT, refill_cooldown_s=0)
    with pytest.raises(RefillNotBroke):
        await accounts.refill(COMMUNITY, a)
    await svc.unregister(lh.id, a)  # refunded: the entry is back in the balance
    assert await chips_in_play(store, COMMUNITY, a) == 0
    assert await store.balance(COMMUNITY, a) == GRANT


async def test_nk_7_6_an_entrant_still_in_holds_the_entry_and_table_chips_are_not_chips(
    store: Store, clock: FakeClock
) -> None:
    svc = mtt_service(store, clock)
    a, b = await players(store, 2)
    lh = await svc.schedule(COMMUNITY, "room", hands_schedule(clock.now + 600, 6),
                            is_admin=True)
    await svc.register(lh.id, a, "A")
    await svc.register(lh.id, b, "B")
    await svc.add_bots(lh.id, 4)
    await svc.start(lh.id)
    await svc.quiet()
    # the entry (100), never the tournament chips at the table (1,000 each)
    assert await chips_in_play(store, COMMUNITY, a) == 100
    await svc.stop()


async def test_refund_broken_finds_a_broken_scheduled_tournament_whole_and_refunds_entries(
    store: Store, clock: FakeClock
) -> None:
    svc = mtt_service(store, clock)
    a, b = await players(store, 2)
    lh = await svc.schedule(COMMUNITY, "room", hands_schedule(clock.now + 600, 3),
                            is_admin=True)
    await svc.register(lh.id, a, "A")
    await svc.register(lh.id, b, "B")
    await svc.add_bots(lh.id, 4)
    await svc.start(lh.id)
    await svc.quiet()
    await svc.stop()
    table_ids = sorted(lh.hub.tables)
    assert len(table_ids) == 2
    assert await find_broken(store) == []  # a healthy tournament is not listed
    with sqlite3.connect(store.path) as raw:
        raw.execute("UPDATE matches SET state_json = '{\"nope\": 1}' WHERE id = ?",
                    (table_ids[0],))
    raw.close()
    found = await find_broken(store)
    assert [f.id for f in found] == [*table_ids, lh.id]  # the tables, then the hub
    refunded: dict[int, int] = {}
    for broken in found:
        for row in await refund_broken(store, broken):
            refunded[row.player_id] = refunded.get(row.player_id, 0) + row.delta
    assert refunded[a] == refunded[b] == 100
    assert await store.balance(COMMUNITY, a) == GRANT
    assert await store.balance(COMMUNITY, b) == GRANT
    assert await find_broken(store) == []
