"""Each due timer is played once across processes (issue 18): two processes holding the same
match or table on one database both find its timer due; the one that claims it in
`timer_leases` plays it, the other leaves it, and plays it only if the claimer died before
playing (its lease ran out). On both backends (PostgreSQL skipped without a server)."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator

import pytest

from bot.challenges import start_match_between
from bot.frontend.timers import play_timeout
from bot.matches import DerivedSeeds, MatchService, settle_match
from bot.registry import MatchRegistry
from bot.store import TIMER_LEASE_S, Store, timer_key
from bot.tables import TableConfig, TableService
from tests.bot.tables.tables_helpers import COMMUNITY, FakeClock, open_players

CONFIG = TableConfig.standard("holdem", big_blind=10, seats=3, decision_s=30)


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
async def two_stores(target: str, clock: FakeClock) -> AsyncIterator[tuple[Store, Store]]:
    """Two processes' stores on one database, on one clock."""
    async with await Store.open(target, clock=clock) as one, \
            await Store.open(target, clock=clock) as two:
        yield one, two


def timed(store: Store, clock: FakeClock) -> MatchService:
    """A process's match service with 30-second turns on the test's clock."""
    registry = MatchRegistry(store, settlement=settle_match, clock=clock, turn_seconds=30)
    return MatchService(store, registry=registry, seeds=DerivedSeeds(1))


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


async def test_a_match_whose_process_died_is_adopted_and_its_timer_played(
    two_stores: tuple[Store, Store], clock: FakeClock
) -> None:
    """Process B never held the match (A started it after B had loaded); A dies with the
    timer running: once the stored deadline is overdue, B's sweep takes the match on."""
    store_a, store_b = two_stores
    b = timed(store_b, clock)
    await b.registry.load_open()
    a = timed(store_a, clock)
    people = [(await a.ensure_account(COMMUNITY, "console", name, name, 100))[0]
              for name in ("ana", "ben")]
    match_id, _ = await start_match_between(a, COMMUNITY, "room", people, "updown")
    deadline = a.registry.get(match_id).deadline
    assert deadline is not None
    assert await b.registry.adopt_due(deadline - 1) == []  # B never held it: not due yet
    assert len(b.registry) == 0
    [adopted] = await b.registry.adopt_due(deadline + 1)
    assert adopted.id == match_id and adopted.state.seq == a.snapshot(match_id).seq
    [again] = await b.registry.adopt_due(deadline + 1)  # still overdue: still due here
    assert again is adopted  # held and current now: not loaded again
    clock.advance(deadline + 1 - clock.now)
    seq = adopted.state.seq
    played = await play_timeout(b, match_id, seq)
    assert played and played[0].seq == seq + 1
    # A's copy is behind now: were A alive, its sweep would reload it once the next timer
    # is overdue.
    assert await a.registry.adopt_due(clock.now) == []  # the next timer is not due yet
    [reloaded] = await a.registry.adopt_due(clock.now + 60)
    assert reloaded.state.seq == seq + 1


async def test_a_table_whose_process_died_is_adopted_and_its_timer_played(
    two_stores: tuple[Store, Store], clock: FakeClock
) -> None:
    store_a, store_b = two_stores
    b = TableService(store_b, clock=clock)
    await b.load_open()
    a = TableService(store_a, clock=clock)
    players = await open_players(store_a, 2)
    live = await a.create(COMMUNITY, "room", CONFIG)
    for player in players:
        await a.sit(live.id, player, "P", 300)
    clock.advance(CONFIG.decision_s + 1)
    assert await b.tick() == []  # B does not hold it
    [adopted] = await b.adopt_due(clock.now - 0.5)
    assert adopted.id == live.id
    assert timeouts(await b.tick()) == 1
    assert await b.adopt_due(clock.now) == []


async def test_a_behind_copy_of_a_due_game_is_reloaded_by_the_sweep(
    two_stores: tuple[Store, Store], clock: FakeClock
) -> None:
    a, b, table_id = await _one_table_in_two_processes(two_stores, clock)
    clock.advance(CONFIG.decision_s + 1)
    await a.tick()  # A plays the timer; B's copy falls behind
    seq = a.get(table_id).table.seq
    assert b.get(table_id).table.seq < seq
    deadline = a.get(table_id).table.next_deadline()
    assert deadline is not None
    clock.advance(deadline - clock.now + 1)  # A dies; its next timer is overdue
    [adopted] = await b.adopt_due(clock.now - 0.5)
    assert adopted.table.seq == seq  # reloaded from the store
    assert timeouts(await b.tick()) == 1


async def test_an_invitation_works_through_a_process_that_did_not_hold_the_table(
    two_stores: tuple[Store, Store], clock: FakeClock
) -> None:
    store_a, store_b = two_stores
    a, b = TableService(store_a, clock=clock), TableService(store_b, clock=clock)
    await b.load_open()
    host, friend = await open_players(store_a, 2)
    private = TableConfig.standard("omaha", big_blind=10, seats=4)
    live = await a.create(COMMUNITY, "room", private, host=host)
    await a.sit(live.id, host, "Host", 300)
    token = await a.create_invite(live.id, host)
    taken = await b.accept_invite(token, friend)  # B loads the table to find the invitation
    assert taken.id == live.id
    await b.sit(live.id, friend, "Friend", 300)
    assert b.get(live.id).table.seat_of(friend) is not None
