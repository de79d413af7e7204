"""The scheduled tournament's decisions over its tables in memory (`Hub.settle`): places by id
(NK-9.2), the field closing and the payout table (NK-9.3, NK-9.8), breaking and balancing on
real tables (NK-9.5, NK-9.6), hand-for-hand (NK-9.7), re-entry and late entries (NK-9.8)."""

from __future__ import annotations

import random

import pytest

from bot.tournaments.mtt import IN, OUT, EntriesClosed, Hub, StillIn, chips_in_play, seated
from bot.tournaments.mtt_table import MttTable
from bot.tournaments.schedule import scheduled
from engine.tournament.payouts import paid_places
from tests.bot.tournaments.mtt_helpers import end_hand, hub_with


def alive_ids(hub: Hub) -> list[int]:
    return sorted(e.id for e in hub.alive())


def check(hub: Hub, tables: dict[int, MttTable]) -> None:
    open_tables = [t for t in tables.values() if not t.closed]
    sitting = seated(open_tables)
    assert len(sitting) == len(set(sitting))
    assert sorted(sitting) == alive_ids(hub)
    assert chips_in_play(open_tables) == hub.schedule.starting_stack * hub.entries()
    for tid, t in tables.items():
        if t.closed:
            continue
        for entrant in t.entrants.values():
            assert hub.entrants[entrant].table == tid


def test_nk_7_5_start_seats_every_entrant_once() -> None:
    hub, tables = hub_with(22, 9)
    assert len(tables) == 3
    assert sorted(t.players() for t in tables.values()) == [7, 7, 8]
    check(hub, tables)
    assert all(not t.hold for t in tables.values())
    assert hub.final and hub.prizes and sum(hub.prizes) == hub.pool == 2200


def test_nk_9_2_busts_at_one_table_placed_by_starting_stack() -> None:
    hub, tables = hub_with(20, 9)
    t = tables[100]
    seats = sorted(t.entrants)[:2]
    a, b = (t.entrants[s] for s in seats)
    end_hand(t, seats, stacks={seats[0]: 300, seats[1]: 900})
    hub.settle(tables, random.Random(1), 0.0)
    places = {r.entrant: r.place for r in hub.results}
    assert places == {b: 19, a: 20}
    check(hub, tables)


def test_nk_9_6_table_breaks_and_its_players_seated_once() -> None:
    hub, tables = hub_with(12, 6)  # two tables of six
    t1, t2 = tables[100], tables[101]
    end_hand(t1, sorted(t1.entrants)[:3])
    settled = hub.settle(tables, random.Random(2), 0.0)
    # 9 players fit at one table of 6? no; balancing moves one from table 2 (6) to table 1 (3).
    assert settled.moves >= 1
    check(hub, tables)
    end_hand(t2, sorted(t2.entrants)[:1])
    hub.settle(tables, random.Random(2), 0.0)
    # 8 left: still two tables; now bust 2 more: 6 fit at one: the highest-numbered breaks.
    live = [t for t in tables.values() if not t.closed]
    end_hand(live[0], sorted(live[0].entrants)[:2])
    settled = hub.settle(tables, random.Random(2), 0.0)
    assert settled.breaks == 1
    assert tables[101].closed and not tables[100].closed
    assert any(e.kind == "final_table" for e in settled.events)
    check(hub, tables)


def test_nk_9_5_move_events_name_the_player_and_both_tables() -> None:
    hub, tables = hub_with(12, 6)
    t1 = tables[100]
    end_hand(t1, sorted(t1.entrants)[:2])
    tables[101].hold = True
    settled = hub.settle(tables, random.Random(3), 0.0)
    moved_in = [e for e in settled.table_events.get(100, ()) if e.kind == "moved_in"]
    moved_out = [e for e in settled.table_events.get(101, ()) if e.kind == "moved_out"]
    assert moved_in and moved_out
    assert moved_in[0].data["from_table"] == 2 and moved_in[0].data["to_table"] == 1
    assert {"name", "player", "seat", "waits"} <= set(moved_in[0].data)
    check(hub, tables)


def test_nk_9_5_a_table_in_a_hand_gives_nobody_but_may_receive() -> None:
    hub, tables = hub_with(12, 6)
    t1, t2 = tables[100], tables[101]
    t2.hold = False
    t2.deal(1, 0.0)  # a hand in play at table 2
    end_hand(t1, sorted(t1.entrants)[:2])
    settled = hub.settle(tables, random.Random(3), 0.0)
    assert settled.moves == 0  # table 2 is the large one, in a hand: it gives when it ends
    assert not t1.hold  # table 1 deals on meanwhile


def test_nk_9_7_no_hand_for_hand_at_one_table() -> None:
    hub, tables = hub_with(18, 9, starting_stack=1000)  # 3 paid
    assert paid_places(18) == 3
    t1, t2 = tables[100], tables[101]
    end_hand(t1, sorted(t1.entrants)[:7])  # 9 - 7 = 2 left at table 1
    end_hand(t2, sorted(t2.entrants)[:7])  # 2 left at table 2: 4 alive = 3 paid + 1
    settled = hub.settle(tables, random.Random(4), 0.0)
    # 4 fit at one table of 9: the final table forms, no hand-for-hand with one table.
    assert settled.breaks == 1 and not hub.hand_for_hand


def test_nk_9_7_hand_for_hand_round_on_two_tables() -> None:
    hub, tables = hub_with(40, 6, starting_stack=1000)  # 6 paid, 7 tables of 5-6
    assert hub.paid() == 6
    rng = random.Random(5)
    # Bust players until 8 are left on two tables (4 + 4: 8 > 6, so two tables stay).
    while len(hub.alive()) > 8:
        live = [t for t in tables.values() if not t.closed]
        big = max(live, key=lambda t: t.players())
        end_hand(big, [sorted(big.entrants)[0]], rng=rng)
        for t in live:
            t.hold = True
        hub.settle(tables, rng, 0.0)
        check(hub, tables)
    live = [t for t in tables.values() if not t.closed]
    assert len(live) == 2 and not hub.hand_for_hand
    a, b = live
    end_hand(a, [sorted(a.entrants)[0]], rng=rng)
    b.hold = True
    hub.settle(tables, rng, 0.0)  # 7 left = 6 paid + 1: the bubble
    assert hub.hand_for_hand and all(t.hand_for_hand for t in live if not t.hold)
    # Table a plays its round hand: two players out, 1,000 and 2,500 at its start; table b's
    # hand is still going: a waits.
    assert not a.hold and not b.hold  # both cleared for the round's hand
    seats = sorted(a.entrants)[:2]
    stacks = {seats[0]: 1000, seats[1]: 2500}
    out_small, out_big = a.entrants[seats[0]], a.entrants[seats[1]]
    end_hand(a, seats, stacks=stacks, rng=rng)
    settled = hub.settle(tables, rng, 0.0)
    assert a.hold and not settled.rows  # waits for table b
    assert a.busts and hub.entrants[out_small].status == IN  # not placed: the round goes on
    # Table b's hand ends with one more out, 2,500 at its start: a tie with out_big.
    seat_b = sorted(b.entrants)[0]
    out_b = b.entrants[seat_b]
    end_hand(b, [seat_b], stacks={seat_b: 2500}, rng=rng)
    settled = hub.settle(tables, rng, 0.0)
    places = {r.entrant: (r.place, r.shared) for r in hub.results}
    assert places[out_small] == (7, 1)  # the smallest stack: the bubble
    assert places[out_big] == (5, 2) and places[out_b] == (5, 2)  # tie: 5th and 6th shared
    prizes = {r.entrant: r.prize for r in hub.results}
    assert prizes[out_small] == 0
    assert prizes[out_big] + prizes[out_b] == hub.prizes[4] + hub.prizes[5]
    assert hub.entrants[out_small].status == OUT
    assert not hub.hand_for_hand  # in the money: the round is over
    check(hub, tables)


def test_nk_9_8_re_entry_only_after_elimination_adds_to_the_pool() -> None:
    hub, _ = hub_with(4, 6, reentry_until=2, late_until=2)
    assert not hub.final
    person = 55
    entrant, rows = hub.enter(person, "P")
    assert entrant.entry == 1 and [r.delta for r in rows] == [-100]
    with pytest.raises(StillIn):
        hub.enter(person, "P")


def test_nk_9_8_late_entry_and_re_entry_on_running_tables() -> None:
    hub = Hub("c", scheduled(0.0, table_size=6).replace(late_until=2, reentry_until=2), house=1)
    hub.add_bots(8)
    hub.register(77, "P")
    ids = [100, 101]
    seating = hub.start(ids, random.Random(0), 0.0)
    tables = {tid: MttTable.new("c", hub.schedule, 0, 0, 0.0) for tid in ids}
    hub.seat_draw(seating, list(tables.values()))
    assert not hub.final and hub.pool == 900
    # a late entry: full starting stack at the smallest table
    late, _ = hub.enter(88, "Late")
    smallest = min(tables.values(), key=lambda t: (t.players(), t.number))
    spot = hub.seat_late(late, tables, random.Random(1), None)
    assert spot is not None and tables[spot[0]] is smallest
    assert hub.pool == 1000
    check(hub, tables)
    # the person busts, then enters again
    me = next(e for e in hub.entrants if e.player == 77)
    table = tables[me.table or 0]
    end_hand(table, [table.entrant_seat(me.id) or 0])
    hub.settle(tables, random.Random(1), 0.0)
    assert hub.entrants[me.id].status == OUT and not hub.results  # placed when final
    again, rows = hub.enter(77, "P")
    assert again.entry == 2 and hub.pool == 1100 and [r.delta for r in rows] == [-100]
    hub.seat_late(again, tables, random.Random(1), None)
    check(hub, tables)
    # the level passes the last one taking entries: the field is final, the early bust placed
    hub.level = 2
    for t in tables.values():
        t.hold = True
    hub.settle(tables, random.Random(1), 0.0)
    assert hub.final and sum(hub.prizes) == 1100
    assert [(r.entrant, r.place) for r in hub.results] == [(me.id, 11)]
    with pytest.raises(EntriesClosed):
        hub.enter(99, "Too late")


def test_nk_9_9_unregister_refunds_and_cancel_refunds_everyone() -> None:
    hub = Hub("c", scheduled(0.0, table_size=6), house=1)
    hub.register(5, "A")
    hub.add_bots(2)
    assert [r.delta for r in hub.unregister(5)] == [100]
    rows = hub.cancel(None)
    assert [(r.player_id, r.delta) for r in rows] == [(1, 100), (1, 100)]


def test_hub_round_trips() -> None:
    hub, tables = hub_with(20, 9)
    t = tables[100]
    end_hand(t, sorted(t.entrants)[:1])
    hub.settle(tables, random.Random(1), 0.0)
    assert Hub.from_dict(hub.to_dict()).to_dict() == hub.to_dict()
    for table in tables.values():
        assert MttTable.from_dict(table.to_dict()).to_dict() == table.to_dict()


def test_nk_9_8_one_player_left_while_entries_are_open_waits_for_the_field_to_close() -> None:
    hub, tables = hub_with(3, 6, late_until=2, unit="minutes", length=10)
    t = tables[100]
    end_hand(t, sorted(t.entrants)[:2])
    hub.settle(tables, random.Random(1), 60.0)
    assert hub.status == "running" and len(hub.alive()) == 1  # someone may still enter
    assert hub.field_closes_at() == 1200.0 and not hub.closes_by(1199.0)
    hub.settle(tables, random.Random(1), 1200.0)
    assert hub.status == "finished" and hub.final
    assert sorted((r.place, r.shared) for r in hub.results) == [(1, 1), (2, 2), (2, 2)]
    assert sum(r.prize for r in hub.results) == hub.pool == 300


def test_nk_9_8_one_player_left_with_levels_by_hands_closes_the_field_at_once() -> None:
    """No hand can be dealt to one player, so a level counted in hands would never end the
    re-entry period: the tournament would wait for ever. The field closes and the last
    player wins."""
    hub, tables = hub_with(3, 6, late_until=3, reentry_until=3, unit="hands", length=8)
    t = tables[100]
    end_hand(t, sorted(t.entrants)[:2])
    hub.settle(tables, random.Random(1), 60.0)
    assert hub.status == "finished" and hub.final
    assert sorted((r.place, r.shared) for r in hub.results) == [(1, 1), (2, 2), (2, 2)]
    assert sum(r.prize for r in hub.results) == hub.pool == 300


def test_nk_5_2_sparks_stay_at_the_table_a_moved_player_leaves() -> None:
    """Naiko: a player balanced to another table arrives without the sparks earned at the
    old one (they "are not a balance that moves to another table")."""
    hub, tables = hub_with(12, 6, mode="naiko")
    t1, t2 = tables[100], tables[101]
    for seat in t2.seats:
        if seat is not None:
            seat.sparks = 2
    end_hand(t1, sorted(t1.entrants)[:3])
    t2.hold = True
    settled = hub.settle(tables, random.Random(0), 0.0)
    arrivals = [(tid, e.seat) for tid, events in settled.table_events.items()
                for e in events if e.kind == "moved_in"]
    assert arrivals
    for tid, seat in arrivals:
        occupant = tables[tid].seats[seat]
        assert occupant is not None and occupant.sparks == 0
