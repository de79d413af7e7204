"""Timers with an injected clock (NK-8.1, NK-8.2): check if legal else fold on expiry; two
timeouts in a row sit a player out; the seat is held for the reconnection window and one action
brings the player back; after it the seat is freed and the stack cashed out; deadlines are
stored with the hand and survive a restart."""

from __future__ import annotations

from pathlib import Path

from bot.store import Store
from bot.tables import TableCommand, TableConfig, TableService
from tests.bot.tables.tables_helpers import COMMUNITY, GRANT, FakeClock, audit, open_players

CONFIG = TableConfig.standard("holdem", big_blind=10, seats=3, decision_s=30, reconnect_s=120)


async def _heads_up(store: Store, clock: FakeClock) -> tuple[TableService, int, list[int]]:
    service = TableService(store, clock=clock)
    players = await open_players(store, 2)
    live = await service.create(COMMUNITY, "room", CONFIG)
    for player in players:
        await service.sit(live.id, player, "P", 500)
    return service, live.id, players


def _kinds(outcomes: list) -> list[str]:  # type: ignore[type-arg]
    return [event.kind for outcome in outcomes for event in outcome.events]


async def _time_out_twice(service: TableService, table_id: int, clock: FakeClock) -> int:
    """Let the first player to act time out on every decision while the other plays at once."""
    table = service.get(table_id).table
    sleepy_seat = table.to_act
    assert sleepy_seat is not None
    # Whoever is to act times out; the other player always acts at once.
    for _ in range(20):
        table = service.get(table_id).table
        seat = table.to_act
        if seat is None:
            break
        occupant = table.seats[seat]
        assert occupant is not None and occupant.player is not None
        if seat == sleepy_seat:
            clock.advance(31)
            await service.tick()
        else:
            assert table.hand is not None
            kinds = {option.kind for option in table.hand.legal_actions(seat)}
            await service.act(TableCommand(table_id, occupant.player, table.hand_no,
                                           table.hand_seq, "call" if "call" in kinds else "check"))
    return sleepy_seat


async def test_nk_8_1_timeout_folds_when_facing_a_bet(store: Store, clock: FakeClock) -> None:
    service, table_id, _ = await _heads_up(store, clock)
    table = service.get(table_id).table
    assert table.turn_deadline == clock.now + 30
    clock.advance(29.9)
    assert await service.tick() == []
    clock.advance(0.2)
    outcomes = await service.tick()
    first = outcomes[0].events
    assert (first[0].kind, dict(first[0].data)) == ("timeout", {"move": "fold"})
    assert first[1].kind == "fold"
    assert service.get(table_id).table.hand_no == 2  # the next hand was dealt


async def test_nk_8_1_timeout_checks_when_checking_is_legal(store: Store, clock: FakeClock) -> None:
    service, table_id, _ = await _heads_up(store, clock)
    table = service.get(table_id).table
    seat = table.to_act
    assert seat is not None
    occupant = table.seats[seat]
    assert occupant is not None and occupant.player is not None
    await service.act(TableCommand(table_id, occupant.player, 1, table.hand_seq, "call"))
    clock.advance(31)
    outcomes = await service.tick()
    assert (outcomes[0].events[0].kind, dict(outcomes[0].events[0].data)) == (
        "timeout", {"move": "check"}
    )
    assert service.get(table_id).table.hand_no == 1  # the flop is dealt; the hand goes on


async def test_nk_8_2_two_timeouts_sit_out_then_seat_freed_and_cashed_out(
    store: Store, clock: FakeClock
) -> None:
    service, table_id, players = await _heads_up(store, clock)
    sleepy_seat = await _time_out_twice(service, table_id, clock)
    sleepy = service.get(table_id).table.seats[sleepy_seat]
    assert sleepy is not None and sleepy.player is not None
    table = service.get(table_id).table
    held = table.seats[sleepy_seat]
    assert held is not None and held.sitting_out and held.timeouts == 2
    assert not table.live  # one player left to deal: no hand
    stack = held.stack
    balance = await store.balance(COMMUNITY, sleepy.player)
    clock.advance(119)
    await service.tick()
    assert service.get(table_id).table.seats[sleepy_seat] is not None  # still held
    clock.advance(2)
    outcomes = await service.tick()
    assert "left" in _kinds(outcomes)
    assert service.get(table_id).table.seats[sleepy_seat] is None
    assert await store.balance(COMMUNITY, sleepy.player) == balance + stack
    total, minted = await audit(store, service, players)
    assert total == minted == 2 * GRANT


async def test_nk_8_2_one_action_brings_a_sat_out_player_back(
    store: Store, clock: FakeClock
) -> None:
    service, table_id, _ = await _heads_up(store, clock)
    await _time_out_twice(service, table_id, clock)
    table = service.get(table_id).table
    out = [s for s in table.seats if s is not None and s.sitting_out]
    assert len(out) == 1 and out[0].player is not None
    await service.sit_in(table_id, out[0].player)
    table = service.get(table_id).table
    assert table.live  # two players again: a hand is dealt
    assert not any(s is not None and s.sitting_out for s in table.seats)


async def test_deadlines_survive_a_restart(tmp_path: Path, clock: FakeClock) -> None:
    path = tmp_path / "restart.db"
    store = await Store.open(path, clock=clock)
    service, table_id, _ = await _heads_up(store, clock)
    before = service.get(table_id).table.to_dict()
    deadline = service.get(table_id).table.turn_deadline
    await store.close()

    store = await Store.open(path, clock=clock)
    try:
        again = TableService(store, clock=clock)
        loaded = await again.load_open()
        assert [live.id for live in loaded] == [table_id]
        table = again.get(table_id).table
        assert table.to_dict() == before
        assert table.turn_deadline == deadline and again.next_deadline() == deadline
        clock.advance(31)
        outcomes = await again.tick()
        assert outcomes and outcomes[0].events[0].kind == "timeout"
    finally:
        await store.close()
