"""Scheduling a multi-table tournament (NK-7.5): admin only (the front end's decision), the
reminders before the start (each posted once, kept across a restart), and the lobby model a
front end renders (state, start time, registrants, prize preview, entries open, tables and
"My table")."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from bot.store import Store
from bot.tournaments import reminders
from bot.tournaments.errors import NotAdmin, StartInThePast
from bot.tournaments.lobby import lobby, prize_preview
from bot.tournaments.mtt_service import HubOutcome, Outcome
from engine.tournament.payouts import payout_table, prizes_for
from tests.bot.tables.tables_helpers import COMMUNITY, FakeClock
from tests.bot.tournaments.helpers import players
from tests.bot.tournaments.mtt_helpers import hands_schedule, mtt_service


def reminder_events(log: list[Outcome]) -> list[dict[str, object]]:
    return [dict(e.data) for o in log if isinstance(o, HubOutcome) for e in o.events
            if e.kind == "mtt_reminder"]


async def test_nk_7_5_only_an_admin_creates_a_tournament_and_not_in_the_past(
    store: Store, clock: FakeClock
) -> None:
    svc = mtt_service(store, clock)
    with pytest.raises(NotAdmin) as refused:
        await svc.schedule(COMMUNITY, "room", hands_schedule(clock.now + 600, 6),
                           is_admin=False)
    assert refused.value.key == "error-mtt-not-admin"
    with pytest.raises(StartInThePast):
        await svc.schedule(COMMUNITY, "room", hands_schedule(clock.now - 3600, 6),
                           is_admin=True)
    assert svc.hubs() == []  # nothing created


def test_nk_7_5_reminders_due_once_the_nearest_when_several_passed() -> None:
    schedule = hands_schedule(10_000.0, 6, reminders=(3600, 600, 60))
    assert reminders.passed(schedule, 5_000.0) == ()
    first = reminders.due(schedule, (), 6_400.0)
    assert first.post == 3600 and first.done == (3600,)
    assert reminders.due(schedule, first.done, 6_500.0).post is None  # not again
    late = reminders.due(schedule, first.done, 9_950.0)  # 600 and 60 passed together
    assert late.post == 60 and late.done == (60, 600, 3600)
    assert late.minutes_left(schedule, 9_950.0) == 1
    assert reminders.next_time(schedule, first.done) == 10_000.0 - 600
    assert reminders.due(schedule, (), 10_000.0).post is None  # none at or after the start


async def test_nk_7_5_reminders_posted_once_each_and_kept_across_a_restart(
    store: Store, clock: FakeClock
) -> None:
    log: list[Outcome] = []
    svc = mtt_service(store, clock, log=log)
    start = clock.now + 7200
    lh = await svc.schedule(COMMUNITY, "room",
                            hands_schedule(start, 6, reminders=(3600, 600)), is_admin=True)
    assert svc.next_deadline() == start - 3600
    clock.advance(3600)
    await svc.tick()
    await svc.tick()
    assert reminder_events(log) == [{"start_at": start, "minutes": 60, "registered": 0,
                                     "offset": 3600}]
    # a restart: the first reminder is in the row, so it is not posted again
    log2: list[Outcome] = []
    again = mtt_service(store, clock, log=log2)
    await again.load_open()
    assert again.hub(lh.id).hub.reminded == (3600,)
    await again.tick()
    assert reminder_events(log2) == []
    clock.advance(3000)
    await again.tick()
    assert [e["offset"] for e in reminder_events(log2)] == [600]
    await again.stop()
    await svc.stop()


async def test_nk_7_5_reminders_already_past_at_creation_are_not_posted(
    store: Store, clock: FakeClock
) -> None:
    log: list[Outcome] = []
    svc = mtt_service(store, clock, log=log)
    await svc.schedule(COMMUNITY, "room",
                       hands_schedule(clock.now + 1200, 6, reminders=(3600, 600)),
                       is_admin=True)
    await svc.tick()
    assert reminder_events(log) == []
    clock.advance(600)
    await svc.tick()
    assert [e["minutes"] for e in reminder_events(log)] == [10]


async def test_nk_9_3_lobby_before_the_start_previews_prizes_by_current_entries(
    store: Store, clock: FakeClock
) -> None:
    svc = mtt_service(store, clock)
    a, b = await players(store, 2)
    start = clock.now + 600
    lh = await svc.schedule(COMMUNITY, "room",
                            hands_schedule(start, 6, late_until=2, reentry_until=1),
                            is_admin=True)
    empty = svc.lobby(lh.id)
    assert empty.state == "registering" and empty.prizes == () and empty.registrants == ()
    await svc.register(lh.id, a, "A")
    await svc.register(lh.id, b, "B")
    await svc.add_bots(lh.id, 9)
    view = svc.lobby(lh.id)
    assert view.start_at == datetime.fromtimestamp(start, UTC)
    assert view.start_at.tzinfo is UTC
    assert [r.name for r in view.registrants][:2] == ["A", "B"]
    assert view.entries == 11 and view.pool == 1100
    assert view.prizes == prizes_for(1100, payout_table(11)) == prize_preview(100, 11)
    assert sum(view.prizes) == view.pool and not view.prizes_final
    assert view.entries_status.late_open and not view.entries_status.reentry_open
    assert view.tables == () and view.my_table(a) is None


async def test_nk_7_5_lobby_of_a_running_tournament_has_each_table_and_my_table(
    store: Store, clock: FakeClock
) -> None:
    svc = mtt_service(store, clock)
    a, b = await players(store, 2)
    lh = await svc.schedule(COMMUNITY, "room",
                            hands_schedule(clock.now + 600, 6, late_until=2, reentry_until=2),
                            is_admin=True)
    await svc.register(lh.id, a, "A")
    await svc.register(lh.id, b, "B")
    await svc.add_bots(lh.id, 9)
    await svc.start(lh.id)
    view = svc.lobby(lh.id)
    assert view.state == "running"
    assert [t.number for t in view.tables] == [1, 2]
    assert sum(t.players for t in view.tables) == 11
    assert sum(s.stack for t in view.tables for s in t.seats) == 11 * 1000  # NK-7.6 conserved
    mine = view.my_table(a)
    assert mine is not None and mine.table_id in lh.hub.tables
    assert mine.stack_of(a) == 1000 and mine.level == 1
    live = svc.table_of(lh.id, a)
    assert live is not None and live.id == mine.table_id
    assert view.entries_status.late_open and view.entries_status.reentry_open
    assert view.players_left == 11
    # the same model straight from the stored state and the tables
    assert lobby(lh.id, lh.hub, svc.tables_of(lh.id)) == view
    await svc.stop()


async def test_nk_7_5_lobby_of_a_cancelled_tournament(store: Store, clock: FakeClock) -> None:
    svc = mtt_service(store, clock)
    (a,) = await players(store, 1)
    lh = await svc.schedule(COMMUNITY, "room", hands_schedule(clock.now + 600, 6, min_players=3),
                            is_admin=True)
    await svc.register(lh.id, a, "A")
    clock.advance(600)
    await svc.tick()  # below the minimum at the start: cancelled, refunded
    assert lobby(lh.id, lh.hub).state == "cancelled"
