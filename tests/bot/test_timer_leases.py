"""Each due timer is played once across processes (issue 18): two processes holding the same
match or table on one database both find its timer due; the one that claims it in
`timer_leases` plays it, the other leaves it, and plays it only if the claimer died before
playing (its lease ran out). On both backends (PostgreSQL skipped without a server)."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.challenges import start_match_between
from bot.frontend.timers import play_timeout
from bot.matches import DerivedSeeds, MatchService
from bot.store import TIMER_LEASE_S, Store, timer_key
from bot.tables import TableConfig, TableService
from tests.bot.tables.tables_helpers import COMMUNITY, FakeClock, open_players

CONFIG = TableConfig.standard("holdem", big_blind=10, seats=3, decision_s=30)


@pytest.fixture(params=["sqlite", "postgresql"])
def target(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    if request.param == "sqlite":
        return str(tmp_path / "felt.db")
    return str(request.getfixturevalue("pg_url"))


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
async def two_stores(target: str, clock: FakeClock) -> AsyncIterator[tuple[Store, Store]]:
    """Two processes' stores on one database, on one clock."""
    async with await Store.open(target, clock=clock) as one, \
            await Store.open(target, clock=clock) as two:
        yield one, two


async def actions(store: Store, match_id: int) -> list[str]:
    return [json.loads(e.action_json).get("kind", "?") for e in await store.match_events(match_id)]


async def test_a_match_timer_is_played_by_the_process_that_claims_it(
    two_stores: tuple[Store, Store], clock: FakeClock
) -> None:
    store_a, store_b = two_stores
    a = MatchService(store_a, seeds=DerivedSeeds(1))
    people = [(await a.ensure_account(COMMUNITY, "console", name, name, 100))[0]
              for name in ("ana", "ben")]
    match_id, _ = await start_match_between(a, COMMUNITY, "room", people, "updown")
    b = MatchService(store_b, seeds=DerivedSeeds(1))
    await b.registry.load_open()
    seq = a.snapshot(match_id).seq
    before = await actions(store_a, match_id)

    played = await play_timeout(b, match_id, seq)  # B's timer first: B claims and plays it
    assert played and played[0].seq == seq + 1
    assert await play_timeout(a, match_id, seq) == ()  # A's copy has the same timer: left
    assert await actions(store_a, match_id) == [*before, "lock"]
    clock.advance(TIMER_LEASE_S + 1)  # even once B's lease has run out, the move is made
    assert await play_timeout(a, match_id, seq) == ()
    assert await actions(store_a, match_id) == [*before, "lock"]
    assert a.registry.get(match_id).state.seq == seq + 1  # A's copy found out and reloaded


async def test_a_match_timer_whose_claimer_died_is_played_once_the_lease_runs_out(
    two_stores: tuple[Store, Store], clock: FakeClock
) -> None:
    store_a, store_b = two_stores
    a = MatchService(store_a, seeds=DerivedSeeds(1))
    people = [(await a.ensure_account(COMMUNITY, "console", name, name, 100))[0]
              for name in ("ana", "ben")]
    match_id, _ = await start_match_between(a, COMMUNITY, "room", people, "updown")
    b = MatchService(store_b, seeds=DerivedSeeds(1))
    await b.registry.load_open()
    live = a.registry.get(match_id)
    seq = live.state.seq
    # Process A claimed the timer and was killed before it played it.
    assert await store_a.claim_timer(timer_key("match", match_id, seq, live.deadline))
    assert await play_timeout(b, match_id, seq) == ()
    clock.advance(TIMER_LEASE_S + 0.5)
    played = await play_timeout(b, match_id, seq)
    assert played and played[0].seq == seq + 1


async def _one_table_in_two_processes(
    two_stores: tuple[Store, Store], clock: FakeClock
) -> tuple[TableService, TableService, int]:
    store_a, store_b = two_stores
    a, b = TableService(store_a, clock=clock), TableService(store_b, clock=clock)
    players = await open_players(store_a, 2)
    live = await a.create(COMMUNITY, "room", CONFIG)
    for player in players:
        await a.sit(live.id, player, "P", 300)
    await b.load_open()
    assert a.get(live.id).table.to_dict() == b.get(live.id).table.to_dict()
    return a, b, live.id


def timeouts(outcomes: list) -> int:  # type: ignore[type-arg]
    return sum(event.kind == "timeout" for outcome in outcomes for event in outcome.events)


async def test_a_table_timer_is_played_once_and_the_other_copy_catches_up(
    two_stores: tuple[Store, Store], clock: FakeClock
) -> None:
    a, b, table_id = await _one_table_in_two_processes(two_stores, clock)
    clock.advance(CONFIG.decision_s + 1)
    played = await b.tick()
    assert timeouts(played) == 1
    assert await a.tick() == []  # the same timer, claimed by B: A leaves it
    assert a.next_deadline() == clock.now + TIMER_LEASE_S  # and looks again after B's lease
    clock.advance(TIMER_LEASE_S + 1)
    assert timeouts(await a.tick()) == 0  # its copy was behind: reloaded, nothing replayed
    assert a.get(table_id).table.to_dict() == b.get(table_id).table.to_dict()
    record = await two_stores[0].load_match(table_id)
    assert record is not None and record.seq == b.get(table_id).table.seq


async def test_a_table_timer_whose_claimer_died_is_played_after_its_lease(
    two_stores: tuple[Store, Store], clock: FakeClock
) -> None:
    a, b, table_id = await _one_table_in_two_processes(two_stores, clock)
    clock.advance(CONFIG.decision_s + 1)
    table = a.get(table_id).table
    # Process A claimed the timer and was killed before it played it.
    assert await two_stores[0].claim_timer(
        timer_key("table", table_id, table.seq, table.next_deadline()))
    assert await b.tick() == []
    clock.advance(TIMER_LEASE_S + 1)
    assert timeouts(await b.tick()) == 1
