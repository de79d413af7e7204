"""Sit & Go and Spin through the service and a real SQLite file (NK-7.3, NK-7.4, NK-7.6, NK-9)."""

from __future__ import annotations

import json

import pytest

from bot.errors import InsufficientBalance
from bot.store import Store
from bot.tables import LiveTable
from bot.tournaments import TournamentService, sitngo, spin
from bot.tournaments.errors import NotCreator, TournamentNoStanding, TournamentNotRegistering
from bot.tournaments.table import FINISHED, REGISTERING, RUNNING
from engine.tournament.levels import Unit
from tests.bot.tables.tables_helpers import COMMUNITY, GRANT, FakeClock
from tests.bot.tournaments.helpers import (
    ledger_sums,
    passive_move,
    play_out,
    players,
    service,
    table_of,
)


async def test_nk_7_3_entries_paid_and_start_when_all_seats_are_filled(
    store: Store, clock: FakeClock
) -> None:
    svc = service(store, clock)
    people = await players(store, 3)
    live = await svc.create_tournament(COMMUNITY, "room", sitngo(3, 100))
    for person in people[:2]:
        await svc.register(live.id, person, f"P{person}")
    assert table_of(live).status == REGISTERING and not live.table.live
    await svc.register(live.id, people[2], "P")
    table = table_of(live)
    assert table.status == RUNNING and table.live and table.hand_no == 1
    assert table.pool == 300 and table.prizes == (300,) and table.house_part == 0
    for person in people:
        assert await store.balance(COMMUNITY, person) == GRANT - 100
    assert await ledger_sums(store, live.id) == {"entry": -300}


async def test_nk_9_9_unregister_refunds_only_before_the_start(
    store: Store, clock: FakeClock
) -> None:
    svc = service(store, clock)
    people = await players(store, 3)
    live = await svc.create_tournament(COMMUNITY, "room", sitngo(2, 100))
    await svc.register(live.id, people[0], "A")
    await svc.unregister(live.id, people[0])
    assert await store.balance(COMMUNITY, people[0]) == GRANT
    await svc.register(live.id, people[1], "B")
    await svc.register(live.id, people[2], "C")
    with pytest.raises(TournamentNotRegistering):
        await svc.unregister(live.id, people[1])
    assert await store.balance(COMMUNITY, people[1]) == GRANT - 100


async def test_registering_needs_the_entry(store: Store, clock: FakeClock) -> None:
    svc = service(store, clock)
    (person,) = await players(store, 1)
    live = await svc.create_tournament(COMMUNITY, "room", sitngo(2, GRANT + 1))
    with pytest.raises(InsufficientBalance):
        await svc.register(live.id, person, "A")
    assert live.table.seat_of(person) is None and await store.balance(COMMUNITY, person) == GRANT


async def test_nk_7_3_the_creator_starts_with_bots_paid_by_the_house(
    store: Store, clock: FakeClock
) -> None:
    svc = service(store, clock)
    creator, other = await players(store, 2)
    live = await svc.create_tournament(COMMUNITY, "room", sitngo(6, 100, unit="hands", length=2),
                                         creator=creator)
    await svc.register(live.id, creator, "A")
    with pytest.raises(NotCreator):
        await svc.start(live.id, other)
    await svc.start(live.id, creator)
    table = table_of(live)
    assert sum(1 for s in table.seats if s is not None and s.is_bot) == 5
    assert table.pool == 600 and table.house_part == 500 and table.prizes == (390, 210)
    await play_out(svc, live)
    sums = await ledger_sums(store, live.id)
    # The house mints its part and pays it in; prizes add up to entries (house included).
    assert sums["refill"] == 500
    assert -sums["entry"] == sums["prize"] == 600
    finished = table_of(live)
    assert finished.status == FINISHED
    assert sorted(r.place for r in finished.results) == [1, 2, 3, 4, 5, 6]
    record = await store.load_match(live.id)
    assert record is not None and record.status == "finished"


async def test_nk_9_4_spin_draw_is_recorded_and_the_house_pays_the_rest(
    store: Store, clock: FakeClock
) -> None:
    svc = service(store, clock, draw=5)
    people = await players(store, 3)
    live = await svc.create_tournament(COMMUNITY, "room", spin(100, unit="hands", length=2))
    for person in people:
        await svc.register(live.id, person, f"P{person}")
    table = table_of(live)
    assert table.multiplier >= 2
    assert table.pool == 300 * table.multiplier and table.house_part == table.pool - 300
    events = await store.match_events(live.id)
    start = [json.loads(e.action_json) for e in events if '"start"' in e.action_json]
    assert start == [{"by": None, "kind": "start", "multiplier": table.multiplier}]
    await play_out(svc, live)
    sums = await ledger_sums(store, live.id)
    assert -sums["entry"] == sums["prize"] == table.pool


async def test_nk_7_6_tournament_chips_never_reach_a_balance(
    store: Store, clock: FakeClock
) -> None:
    svc = service(store, clock)
    people = await players(store, 2)
    live = await svc.create_tournament(COMMUNITY, "room", sitngo(2, 50, unit="hands", length=2))
    for person in people:
        await svc.register(live.id, person, "P")
    for _ in range(6):  # hands come and go; balances stay where the entry left them
        await passive_move(svc, live)
        for person in people:
            assert await store.balance(COMMUNITY, person) == GRANT - 50
    await play_out(svc, live)
    balances = sorted([await store.balance(COMMUNITY, p) for p in people])
    assert balances == [GRANT - 50, GRANT + 50]


async def alone_with_bots(store: Store, clock: FakeClock, *, unit: Unit, length: int
                          ) -> tuple[TournamentService, int, LiveTable]:
    """A three-seat Sit & Go started by its one person (two BOTs), 30-second turns."""
    svc = service(store, clock)
    (person,) = await players(store, 1)
    fmt = sitngo(3, 10, unit=unit, length=length).replace(decision_s=30.0)
    live = await svc.create_tournament(COMMUNITY, "room", fmt, creator=person)
    await svc.register(live.id, person, "A")
    await svc.start(live.id, person)
    return svc, person, live


async def test_nk_9_9_an_absent_player_is_blinded_out_never_removed(
    store: Store, clock: FakeClock
) -> None:
    svc, person, live = await alone_with_bots(store, clock, unit="hands", length=2)
    seat = live.table.require_seat(person)
    while live.table.seat_of(person) is not None:
        clock.advance(31)  # nobody answers: the timer checks or folds
        await svc.tick()
    table = table_of(live)
    ours = next(r for r in table.results if r.player == person)
    assert ours.place in (2, 3)
    kinds_after_sit_out: list[str] = []
    sat_out = False
    for record in await store.match_events(live.id):
        for event in json.loads(record.events_json):
            if event["seat"] != seat:
                continue
            sat_out = sat_out or event["kind"] == "sit_out"
            if sat_out:
                kinds_after_sit_out.append(event["kind"])
    # Away after two timeouts, and still dealt in: posting blinds, folded, never removed.
    assert sat_out and kinds_after_sit_out.count("post") >= 2
    assert "left" not in kinds_after_sit_out and "leaving" not in kinds_after_sit_out


async def test_nk_9_9_an_absent_player_s_levels_follow_the_clock(
    store: Store, clock: FakeClock
) -> None:
    """Away, her turns wait for the timer, so the minutes clock moves as at any table: the
    levels rise by the stated structure (NK-9.1), not faster. (They used to rise every five
    hands too while no person was present, which blinded an away player out at four times
    the pace; that is kept for tables where every person left is out.)"""
    svc, person, live = await alone_with_bots(store, clock, unit="minutes", length=10)
    table = table_of(live)
    seat = table.require_seat(person)
    while not table.seats[seat].sitting_out:  # type: ignore[union-attr]
        clock.advance(31)
        await svc.tick()
    away_from = table.hand_no
    while table.hand_no < away_from + 11 and table.seat_of(person) is not None:
        clock.advance(31)  # nobody answers: the timer checks or folds
        await svc.tick()
    assert table.hand_no >= away_from + 11 or table.seat_of(person) is None
    assert table.started_at is not None
    assert clock() - table.started_at < 600  # under ten minutes: the first level still
    assert table.level_index(clock()) == 0


async def test_nk_9_1_a_new_level_starts_with_the_next_hand(
    store: Store, clock: FakeClock
) -> None:
    svc = service(store, clock)
    people = await players(store, 2)
    live = await svc.create_tournament(COMMUNITY, "room", sitngo(2, 10, unit="minutes",
                                                                   length=5))
    for person in people:
        await svc.register(live.id, person, "P")
    assert live.table.public_view()["hand"]["big_blind"] == 20  # type: ignore[index]
    hand = live.table.hand_no
    clock.advance(301)  # the level changes during this hand: it keeps its blinds
    view = table_of(live).tournament_view(clock())
    assert view["level"] == 1 and view["to_next"] == 0 and view["next_big_blind"] == 30
    assert live.table.public_view()["hand"]["big_blind"] == 20  # type: ignore[index]
    while live.table.hand_no == hand:
        await passive_move(svc, live)
    assert live.table.public_view()["hand"]["big_blind"] == 30  # type: ignore[index]
    view = table_of(live).tournament_view(clock())
    assert view["level"] == 2 and view["to_next"] == 299 and view["players_left"] == 2
    assert view["average_stack"] == 1500


async def test_prizes_are_paid_once_across_a_reload(store: Store, clock: FakeClock) -> None:
    svc = service(store, clock)
    people = await players(store, 3)
    live = await svc.create_tournament(COMMUNITY, "room", sitngo(3, 100, unit="hands",
                                                                   length=2))
    for person in people:
        await svc.register(live.id, person, "P")
    for _ in range(5):
        await passive_move(svc, live)
    again = service(store, clock)
    loaded = await again.load_open()
    assert [t.id for t in loaded] == [live.id]
    assert loaded[0].table.to_dict() == live.table.to_dict()
    await play_out(again, loaded[0])
    sums = await ledger_sums(store, live.id)
    assert sums["prize"] == 300


async def test_nk_7_6_no_cash_table_door_moves_tournament_chips(
    store: Store, clock: FakeClock
) -> None:
    svc = service(store, clock)
    people = await players(store, 3)
    live = await svc.create_tournament(COMMUNITY, "room", sitngo(2, 100))
    for person in people[:2]:
        await svc.register(live.id, person, "P")
    before = live.table.to_dict()
    with pytest.raises(TournamentNoStanding):
        await svc.sit(live.id, people[2], "C", 1500)
    with pytest.raises(TournamentNoStanding):
        await svc.stand(live.id, people[0])
    with pytest.raises(TournamentNoStanding):
        await svc.close(live.id)
    with pytest.raises(TournamentNoStanding):
        await svc.add_bot(live.id, "X")
    assert live.table.to_dict() == before
    assert await ledger_sums(store, live.id) == {"entry": -200}


async def test_nk_9_1_levels_by_hands_count_down_in_hands(
    store: Store, clock: FakeClock
) -> None:
    svc = service(store, clock)
    people = await players(store, 2)
    live = await svc.create_tournament(COMMUNITY, "room", sitngo(2, 10, unit="hands",
                                                                   length=3))
    for person in people:
        await svc.register(live.id, person, "P")
    seen = []
    while live.table.hand_no <= 4:
        view = table_of(live).tournament_view(clock())
        seen.append((live.table.hand_no, view["level"], view["to_next"], view["unit"]))
        hand = live.table.hand_no
        while live.table.hand_no == hand:
            await passive_move(svc, live)
    # hands left at the level, the one in play included
    assert seen == [(1, 1, 3, "hands"), (2, 1, 2, "hands"), (3, 1, 1, "hands"),
                    (4, 2, 3, "hands")]


async def test_nk_9_9_a_cancelled_tournament_refunds_every_entry(
    store: Store, clock: FakeClock
) -> None:
    svc = service(store, clock)
    creator, other = await players(store, 2)
    live = await svc.create_tournament(COMMUNITY, "room", sitngo(4, 100), creator=creator)
    await svc.register(live.id, creator, "A")
    await svc.register(live.id, other, "B")
    assert [t.id for t in svc.lobbies(COMMUNITY)] == [live.id]
    with pytest.raises(NotCreator):
        await svc.cancel(live.id, other)
    await svc.cancel(live.id, creator)
    assert svc.lobbies(COMMUNITY) == []
    for person in (creator, other):
        assert await store.balance(COMMUNITY, person) == GRANT
    assert await ledger_sums(store, live.id) == {"entry": 0}
    record = await store.load_match(live.id)
    assert record is not None and record.status == "finished"
    assert json.loads(record.state_json)["tournament"]["status"] == "cancelled"
