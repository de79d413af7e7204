"""Scheduled multi-table tournaments through `MttService` and a real SQLite file (NK-7.5, NK-9):
registration and refunds, cancellation below the minimum, the start, tables dealing in
parallel, late registration, moves announced, a whole tournament audited, and a restart."""

from __future__ import annotations

import asyncio
import json
import random
import sqlite3
from pathlib import Path

import pytest

from bot.errors import InsufficientBalance
from bot.matches import DerivedSeeds
from bot.store import Store
from bot.tables.commands import TableOutcome
from bot.tournaments.errors import NotRegistered, TournamentNotRegistering
from bot.tournaments.mtt import CANCELLED, FINISHED, RUNNING, EntriesClosed, chips_in_play, seated
from bot.tournaments.mtt_service import HubOutcome, MttService, Outcome
from bot.tournaments.mtt_table import MttTable
from tests.bot.tables.tables_helpers import COMMUNITY, GRANT, FakeClock
from tests.bot.tournaments.helpers import ledger_sums, players
from tests.bot.tournaments.mtt_helpers import hands_schedule, mtt_service, play_people


def audit(svc: MttService, hub_id: int) -> None:
    hub = svc.hub(hub_id).hub
    tables = list(svc.tables_of(hub_id).values())
    sitting = seated(tables)
    assert len(sitting) == len(set(sitting))
    assert sorted(sitting) == sorted(e.id for e in hub.alive())
    assert chips_in_play(tables) == hub.schedule.starting_stack * hub.entries()


async def test_nk_7_5_registration_unregistration_and_refunds(
    store: Store, clock: FakeClock
) -> None:
    svc = mtt_service(store, clock)
    a, b = await players(store, 2)
    lh = await svc.schedule(COMMUNITY, "room", hands_schedule(clock.now + 600, 6), is_admin=True)
    await svc.register(lh.id, a, "A")
    await svc.register(lh.id, b, "B")
    assert await store.balance(COMMUNITY, a) == GRANT - 100
    await svc.unregister(lh.id, a)
    assert await store.balance(COMMUNITY, a) == GRANT
    with pytest.raises(NotRegistered):
        await svc.unregister(lh.id, a)
    poor = hands_schedule(clock.now + 600, 6, entry=GRANT * 2)
    lh2 = await svc.schedule(COMMUNITY, "room", poor, is_admin=True)
    with pytest.raises(InsufficientBalance):
        await svc.register(lh2.id, a, "A")
    assert lh2.hub.entries() == 0  # refused: nothing changed
    assert await ledger_sums(store, lh.id) == {"entry": -100}


async def test_nk_7_5_cancelled_below_the_minimum_at_the_start_time_with_refunds(
    store: Store, clock: FakeClock
) -> None:
    svc = mtt_service(store, clock)
    a, b = await players(store, 2)
    lh = await svc.schedule(COMMUNITY, "room", hands_schedule(clock.now + 600, 6,
                                                              min_players=5), is_admin=True)
    await svc.register(lh.id, a, "A")
    await svc.register(lh.id, b, "B")
    await svc.add_bots(lh.id, 1)
    assert svc.next_deadline() == clock.now + 600
    clock.advance(601)
    await svc.tick()
    assert lh.hub.status == CANCELLED
    assert await store.balance(COMMUNITY, a) == GRANT
    assert await store.balance(COMMUNITY, b) == GRANT
    assert sum((await ledger_sums(store, lh.id)).values()) == 100  # the house minted 100
    record = await store.load_match(lh.id)
    assert record is not None and record.status == "cancelled"
    with pytest.raises(TournamentNotRegistering):
        lh.hub.register(a, "A")


async def test_nk_7_5_start_draws_tables_that_deal_in_parallel(
    store: Store, clock: FakeClock
) -> None:
    log: list[Outcome] = []
    svc = mtt_service(store, clock, log=log)
    people = await players(store, 2)
    lh = await svc.schedule(COMMUNITY, "room", hands_schedule(clock.now, 9), is_admin=True)
    for person in people:
        await svc.register(lh.id, person, f"P{person}")
    await svc.add_bots(lh.id, 20)
    started = await svc.start(lh.id)
    assert lh.hub.status == RUNNING
    assert len(lh.hub.tables) == 3 and started.view["entries"] == 22
    audit(svc, lh.id)
    tables = svc.tables_of(lh.id)
    assert len({id(svc.get(t).lock) for t in tables}) == 3  # a lock each
    await svc.quiet()
    # Every table dealt while the others played: their changes interleave.
    order = [o.table_id for o in log if isinstance(o, TableOutcome)]
    first_done = {tid: order.index(tid) for tid in tables}
    last_start = {tid: len(order) - 1 - order[::-1].index(tid) for tid in tables}
    assert any(first_done[x] < last_start[y] and first_done[y] < last_start[x]
               for x in tables for y in tables if x != y)
    audit(svc, lh.id)
    await play_people(svc, lh.id)
    assert lh.hub.status == FINISHED
    sums = await ledger_sums(store, lh.id)
    assert -sums["entry"] == lh.hub.pool == sums["prize"] == 2200
    assert len({r.entrant for r in lh.hub.results}) == 22


async def test_nk_9_5_moves_are_announced_in_both_tables(
    store: Store, clock: FakeClock
) -> None:
    log: list[Outcome] = []
    svc = mtt_service(store, clock, seed=3, log=log)
    lh = await svc.schedule(COMMUNITY, "room", hands_schedule(clock.now, 4), is_admin=True)
    await svc.add_bots(lh.id, 14)
    await svc.start(lh.id)
    await svc.finished(lh.id)
    assert lh.hub.status == FINISHED and lh.hub.moves > 0 and lh.hub.breaks > 0
    moved_in = [(o.table_id, e) for o in log if isinstance(o, TableOutcome)
                for e in o.events if e.kind == "moved_in"]
    moved_out = [e for o in log if isinstance(o, TableOutcome) for e in o.events
                 if e.kind == "moved_out"]
    assert len(moved_in) == len(moved_out) == lh.hub.moves
    hub_events = [e.kind for o in log if isinstance(o, HubOutcome) for e in o.events]
    assert "table_broken" in hub_events and "final_table" in hub_events
    assert "tournament_over" in hub_events
    # The stored events of a table that received a player name the move.
    table_id, event = moved_in[0]
    stored = [json.loads(r.events_json) for r in await store.match_events(table_id)]
    assert any(e["kind"] == "moved_in" and e["data"] == event.data for es in stored for e in es)


async def test_nk_9_8_late_registration_gets_the_full_stack_until_its_level(
    store: Store, clock: FakeClock
) -> None:
    svc = mtt_service(store, clock, seed=5)
    a, b = await players(store, 2)
    schedule = hands_schedule(clock.now, 4, late_until=2, unit="minutes", length=10)
    lh = await svc.schedule(COMMUNITY, "room", schedule, is_admin=True)
    await svc.add_bots(lh.id, 7)
    await svc.start(lh.id)
    assert not lh.hub.final  # late registration open: the field is not final
    counts = {tid: t.players() for tid, t in svc.tables_of(lh.id).items()}
    await svc.register(lh.id, a, "A")  # late
    table = svc.table_of(lh.id, a)
    assert table is not None
    assert counts[table.id] == min(counts.values())
    seat = table.table.seat_of(a)
    assert seat is not None and table.table.seat_chips(seat) == schedule.starting_stack
    assert lh.hub.pool == 800 and await store.balance(COMMUNITY, a) == GRANT - 100
    audit(svc, lh.id)
    clock.advance(20 * 60 + 1)  # level 3: late registration is over at the next settle
    await play_people_until_final(svc, lh.id)
    with pytest.raises(EntriesClosed):
        await svc.register(lh.id, b, "B")
    clock.advance(24 * 10 * 60)  # the last level: a quick end
    await play_people(svc, lh.id)
    sums = await ledger_sums(store, lh.id)
    assert -sums["entry"] == sums["prize"] == 800


async def play_people_until_final(svc: MttService, hub_id: int) -> None:
    from bot.tables import TableCommand

    hub = svc.hub(hub_id).hub
    for _ in range(10_000):
        await svc.quiet()
        if hub.final:
            return
        for live in svc:
            seat = live.table.to_act
            if seat is None or live.table.hand is None:
                continue
            occupant = live.table.seats[seat]
            if occupant is not None and occupant.player is not None:
                kinds = {o.kind for o in live.table.hand.legal_actions(seat)}
                await svc.act(TableCommand(live.id, occupant.player, live.table.hand_no,
                                           live.table.hand_seq,
                                           "check" if "check" in kinds else "fold"))
    raise AssertionError("the field never closed")


async def test_restart_resumes_every_player_seated_once(
    store: Store, clock: FakeClock
) -> None:
    svc = mtt_service(store, clock, seed=9)
    person = (await players(store, 1))[0]
    lh = await svc.schedule(COMMUNITY, "room", hands_schedule(clock.now, 5), is_admin=True)
    await svc.register(lh.id, person, "P")
    await svc.add_bots(lh.id, 12)
    await svc.start(lh.id)
    await svc.quiet()  # the BOTs play until the person must act
    await svc.stop()
    again = mtt_service(store, clock, seed=9)
    await again.load_open()
    assert [h.id for h in again.hubs()] == [lh.id]
    audit(again, lh.id)
    await play_people(again, lh.id)
    sums = await ledger_sums(store, lh.id)
    assert -sums["entry"] == sums["prize"] == 1300
    with sqlite3.connect(store.path) as db:
        open_rows = db.execute("SELECT COUNT(*) FROM matches WHERE status = 'open'"
                               " AND game LIKE 'mtt:%'").fetchone()
    assert open_rows == (0,)


def test_mtt_table_refuses_cash_table_doors() -> None:
    from bot.tournaments.errors import TournamentNoStanding

    table = MttTable.new("c", hands_schedule(0, 6), 1, 1, 0.0)
    with pytest.raises(TournamentNoStanding):
        table.sit(1, "x", 100, 0.0)
    assert not table.open_to_sit()


async def test_nk_9_8_late_entry_with_every_seat_taken_opens_a_table(
    store: Store, clock: FakeClock
) -> None:
    log: list[Outcome] = []
    svc = mtt_service(store, clock, seed=11, log=log)
    person = (await players(store, 1))[0]
    schedule = hands_schedule(clock.now, 4, late_until=3, unit="minutes", length=10,
                              starting_stack=100_000)  # deep: nobody busts meanwhile
    lh = await svc.schedule(COMMUNITY, "room", schedule, is_admin=True)
    await svc.add_bots(lh.id, 8)  # two full tables of four
    await svc.start(lh.id)
    assert sorted(t.players() for t in svc.tables_of(lh.id).values()) == [4, 4]
    outcome = await svc.register(lh.id, person, "P")
    assert outcome.view["entries"] == 9
    tables = svc.tables_of(lh.id)
    assert len(tables) == 3
    mine = svc.table_of(lh.id, person)
    assert mine is not None and _number(mine.table) == 3
    audit(svc, lh.id)
    # Balancing fills the new table from the others as their hands end (9 over 3 tables).
    for _ in range(2000):
        if mine.table.players() == 3:
            break
        await asyncio.sleep(0.005)
    assert mine.table.players() == 3
    await svc.stop()
    audit(svc, lh.id)


def _number(table: object) -> int:
    assert isinstance(table, MttTable)
    return table.number


async def test_a_row_made_for_a_decision_a_crash_cut_short_is_closed_at_start_up(
    store: Store, clock: FakeClock
) -> None:
    svc = mtt_service(store, clock)
    lh = await svc.schedule(COMMUNITY, "room", hands_schedule(clock.now, 4), is_admin=True)
    await svc.add_bots(lh.id, 6)
    orphan = await svc._new_table(lh, clock.now)  # as if the draw never came
    again = mtt_service(store, clock)
    await again.load_open()
    record = await store.load_match(orphan.id)
    assert record is not None and record.status == "finished"
    assert [h.id for h in again.hubs()] == [lh.id]


async def test_nk_9_9_an_absent_player_is_played_by_the_timer(
    store: Store, clock: FakeClock
) -> None:
    svc = mtt_service(store, clock, seed=4)
    person = (await players(store, 1))[0]
    lh = await svc.schedule(COMMUNITY, "room", hands_schedule(clock.now, 4, decision_s=30.0),
                            is_admin=True)
    await svc.register(lh.id, person, "P")
    await svc.add_bots(lh.id, 7)
    await svc.start(lh.id)
    for _ in range(200):
        await svc.quiet()
        if lh.id not in {h.id for h in svc.hubs()}:
            break
        deadline = svc.next_deadline()
        if deadline is None:
            await svc.settle_all()
            continue
        clock.now = max(clock.now, deadline)
        await svc.tick()
    else:
        raise AssertionError("the timer never played the tournament to its end")
    assert lh.hub.status == FINISHED
    assert any(r.player == person for r in lh.hub.results)


async def test_nk_9_7_hand_for_hand_tables_play_one_hand_per_round(
    store: Store, clock: FakeClock
) -> None:
    log: list[Outcome] = []
    svc = mtt_service(store, clock, seed=2, log=log)
    lh = await svc.schedule(COMMUNITY, "room", hands_schedule(clock.now, 6), is_admin=True)
    await svc.add_bots(lh.id, 40)  # 6 paid: the bubble at 7 players on two tables
    await svc.start(lh.id)
    await svc.finished(lh.id)
    assert lh.hub.status == FINISHED
    rounds: dict[int, int] | None = None
    seen_h4h = False
    for outcome in log:
        if isinstance(outcome, HubOutcome):
            kinds = {e.kind for e in outcome.events}
            if "hand_for_hand" in kinds:
                rounds, seen_h4h = {}, True
            if "hand_for_hand_over" in kinds or "table_broken" in kinds:
                rounds = None if "hand_for_hand_over" in kinds else {}
            continue
        if rounds is not None and any(e.kind == "hand" for e in outcome.events):
            rounds[outcome.table_id] = rounds.get(outcome.table_id, 0) + 1
            assert max(rounds.values()) - min(rounds.values()) <= 1 or len(rounds) == 1
    # On the bubble with two tables or more, hand-for-hand ran (a hand that put out two at
    # once may have jumped over it).
    bubble = lh.hub.paid() + 1
    on_bubble = [o for o in log if isinstance(o, HubOutcome)
                 and o.view["players_left"] == bubble and len(o.view["tables"]) > 1]
    assert seen_h4h or not on_bubble
    hub_events = [e for o in log if isinstance(o, HubOutcome) for e in o.events]
    assert any(e.kind in ("hand_for_hand_over", "final_table") for e in hub_events)
    assert seen_h4h or not any(e.kind == "hand_for_hand" for e in hub_events)


async def test_a_refused_late_entry_leaves_every_table_as_stored(
    store: Store, clock: FakeClock
) -> None:
    svc = mtt_service(store, clock, seed=6)
    poor = (await players(store, 1))[0]
    schedule = hands_schedule(clock.now, 4, late_until=3, unit="minutes", length=10,
                              entry=GRANT * 2, starting_stack=100_000)
    lh = await svc.schedule(COMMUNITY, "room", schedule, is_admin=True)
    await svc.add_bots(lh.id, 6)
    await svc.start(lh.id)
    with pytest.raises(InsufficientBalance):
        await svc.register(lh.id, poor, "Poor")
    assert svc.table_of(lh.id, poor) is None
    assert lh.hub.entries() == 6 and lh.hub.pool == 6 * GRANT * 2
    await svc.stop()
    audit(svc, lh.id)
    for table_id, table in svc.tables_of(lh.id).items():
        record = await store.load_match(table_id)
        assert record is not None and json.loads(record.state_json) == table.to_dict()


def claiming(store: Store, clock: FakeClock, seed: int = 9) -> MttService:
    """A process's service where several processes serve the same communities (Telegram
    webhook workers): each tournament is driven by the holder of its lease in the store."""
    return MttService(store, clock=clock, seeds=DerivedSeeds(seed), draw=random.Random(seed),
                      lease_s=30.0)


async def test_one_process_drives_each_tournament_and_another_takes_it_on_when_it_dies(
    store: Store, clock: FakeClock, tmp_path: Path
) -> None:
    """Issue 18: two processes on one database. The tournament's maker drives it and its
    tables; the other neither loads them nor closes them as unused, and never adopts one of
    its tables alone; once the driver is gone past its lease, the other takes the tournament
    on with every table, and the tournament plays to the end exactly once."""
    first = claiming(store, clock)
    person = (await players(store, 1))[0]
    lh = await first.schedule(COMMUNITY, "room", hands_schedule(clock.now, 5), is_admin=True)
    await first.register(lh.id, person, "P")
    await first.add_bots(lh.id, 12)
    await first.start(lh.id)
    await first.quiet()
    tables = set(lh.hub.tables)
    async with await Store.open(store.path, clock=clock) as other_store:
        other = claiming(other_store, clock)
        assert await other.load_open() == [] and other.hubs() == []
        assert await other.adopt_due(clock.now + 3600) == []  # no table without its hub
        assert await other.renew() == []  # the driver holds it
        rows = [await store.load_match(t) for t in tables]
        assert all(row is not None and row.status == "open" for row in rows)  # not closed
        assert await first.renew() == []  # the driver keeps its hold
        await first.stop()  # the driver dies (its lease stays until it runs out)
        clock.advance(31)
        taken = await other.renew()
        assert [h.id for h in taken] == [lh.id] and set(taken[0].hub.tables) == tables
        audit(other, lh.id)
        await play_people(other, lh.id)
        sums = await ledger_sums(other_store, lh.id)
        assert -sums["entry"] == sums["prize"] == 1300
        await other.stop()


async def test_another_process_knows_who_drives_a_tournament_and_lists_it(
    store: Store, clock: FakeClock
) -> None:
    """Issue 18: a process that drives nothing names the driver of a tournament and of each
    of its tables (to hand it their presses, `bot.relay`), lists the tournament, and names
    nobody once the driver has let go (it takes the tournament on itself)."""
    first = claiming(store, clock)
    person = (await players(store, 1))[0]
    lh = await first.schedule(COMMUNITY, "room", hands_schedule(clock.now, 5), is_admin=True)
    async with await Store.open(store.path, clock=clock) as other_store:
        other = claiming(other_store, clock)
        await other.load_open()
        assert await other.driver_of(lh.id) == store.holder
        assert await first.driver_of(lh.id) is None  # its own
        listed = await other.listed(COMMUNITY)
        assert [(h.id, h.channel, h.hub.entries()) for h in listed] == [(lh.id, "room", 0)]
        assert await other.listed("another community") == []
        await first.register(lh.id, person, "P")
        await first.add_bots(lh.id, 12)
        await first.start(lh.id)
        await first.quiet()
        for table_id in lh.hub.tables:
            assert await other.driver_of(table_id) == store.holder
            assert await first.driver_of(table_id) is None
        assert [h.hub.entries() for h in await other.listed(COMMUNITY)] == [13]
        assert await other.driver_of(10_000) is None  # no such game
        await first.stop()
        await first.release()
        assert await other.driver_of(lh.id) is None
        assert [h.id for h in await other.renew()] == [lh.id]
        assert [await other.driver_of(t) for t in lh.hub.tables] == [None] * len(lh.hub.tables)
        await other.stop()


async def test_a_tournament_covered_for_a_dead_process_is_handed_back_when_it_returns(
    store: Store, clock: FakeClock
) -> None:
    """Issue 18, Discord shards: a process that drives a tournament of a community it no
    longer serves (it covered for a dead shard's process, which is back) hands it back at its
    next renewal — its tables stopped, what they committed written, its lease given up — and
    the community's own process takes it on at once and plays it to the end, once."""
    serving = {COMMUNITY}
    cover = claiming(store, clock)
    cover.owns = lambda community: community in serving
    person = (await players(store, 1))[0]
    lh = await cover.schedule(COMMUNITY, "room", hands_schedule(clock.now, 5), is_admin=True)
    await cover.register(lh.id, person, "P")
    await cover.add_bots(lh.id, 12)
    await cover.start(lh.id)
    async with await Store.open(store.path, clock=clock) as home_store:
        home = claiming(home_store, clock)
        await home.load_open()
        assert home.hubs() == [] and await home.renew() == []  # the cover holds it
        serving.clear()  # the shard is back: the cover no longer serves the community
        assert await cover.renew() == []
        assert cover.hubs() == [] and list(cover) == []
        taken = await home.renew()  # no lease to wait for
        assert [h.id for h in taken] == [lh.id]
        audit(home, lh.id)
        await play_people(home, lh.id)
        sums = await ledger_sums(home_store, lh.id)
        assert -sums["entry"] == sums["prize"] == 1300
        await home.stop()
