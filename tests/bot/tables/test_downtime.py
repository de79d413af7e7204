"""After downtime the running turns get back the time the bot was away (issue 15.7), instead of
timing the player out on load; the extension is stored before anything is shown."""

from __future__ import annotations

import json

from bot.registry import MatchRegistry
from bot.store import Store
from bot.tables import TableConfig, TableService
from tests.bot.tables.tables_helpers import COMMUNITY, FakeClock, open_players
from tests.bot.test_registry import GAMES, CounterGame

CONFIG = TableConfig.standard("holdem", big_blind=10, seats=4, decision_s=20)


async def test_a_running_turn_gets_the_downtime_back(store: Store, clock: FakeClock) -> None:
    service = TableService(store, clock=clock)
    ann, bob = await open_players(store, 2)
    live = await service.create(COMMUNITY, "room", CONFIG)
    await service.sit(live.id, ann, "Ann", 300)
    await service.sit(live.id, bob, "Bob", 300)  # the last commit: a hand starts, 20 s to act
    deadline = live.table.turn_deadline
    assert deadline == clock.now + 20
    hand = (live.table.hand_no, live.table.hand_seq)
    last_alive = clock.now
    clock.advance(8)  # the player thinks for 8 s, then the bot dies...
    clock.advance(3_600)  # ...and comes back an hour later

    restarted = TableService(store, clock=clock)
    [again] = await restarted.load_open()
    assert (again.table.hand_no, again.table.hand_seq) == hand  # nobody was timed out
    assert again.table.turn_deadline == deadline + (clock.now - last_alive)
    assert await restarted.tick() == []  # and nothing is due now
    record = await store.load_match(live.id)
    assert record is not None and record.deadline == again.table.turn_deadline  # stored
    assert json.loads(record.state_json)["turn_deadline"] == again.table.turn_deadline
    events = await store.match_events(live.id)
    assert json.loads(events[-1].action_json) == {"kind": "resume", "down_s": 3_608.0}
    clock.advance(20.5)  # its 20 s run out after the restart: now the timer plays
    assert {o.table_id for o in await restarted.tick()} == {live.id}


async def test_a_turn_due_while_the_bot_still_ran_is_played_at_once(
    store: Store, clock: FakeClock
) -> None:
    service = TableService(store, clock=clock)
    ann, bob, cai, dan = await open_players(store, 4)
    early = await service.create(COMMUNITY, "room-1", CONFIG)
    await service.sit(early.id, ann, "Ann", 300)
    await service.sit(early.id, bob, "Bob", 300)  # due at +20
    clock.advance(30)
    later = await service.create(COMMUNITY, "room-2", CONFIG)
    await service.sit(later.id, cai, "Cai", 300)
    await service.sit(later.id, dan, "Dan", 300)  # the bot was alive at +30
    clock.advance(600)
    restarted = TableService(store, clock=clock)
    await restarted.load_open()
    kinds = [json.loads(e.action_json)["kind"] for e in await store.match_events(early.id)]
    assert kinds[-2:] == ["timeout", "deal"] and "resume" not in kinds  # timed out on load
    assert restarted.get(later.id).table.turn_deadline == clock.now + 20  # 600 s given back


async def test_no_time_passed_no_change(store: Store, clock: FakeClock) -> None:
    service = TableService(store, clock=clock)
    ann, bob = await open_players(store, 2)
    live = await service.create(COMMUNITY, "room", CONFIG)
    await service.sit(live.id, ann, "Ann", 300)
    await service.sit(live.id, bob, "Bob", 300)
    seq = live.table.seq
    [again] = await TableService(store, clock=clock).load_open()
    assert again.table.seq == seq and again.table.turn_deadline == live.table.turn_deadline


async def test_a_matchs_turn_gets_the_downtime_back(store: Store, clock: FakeClock) -> None:
    ana, bo = await open_players(store, 2)
    registry = MatchRegistry(store, games=GAMES, clock=clock, turn_seconds=45)
    live = await registry.create(COMMUNITY, "chan", [ana, bo], CounterGame())
    await registry.start_deal(live.id)
    assert live.deadline == clock.now + 45
    last_alive = clock.now
    clock.advance(5_000)
    restarted = MatchRegistry(store, games=GAMES, clock=clock, turn_seconds=45)
    [again] = await restarted.load_open()
    assert again.deadline == live.deadline + (clock.now - last_alive)
    assert restarted.expired(clock.now) == []
    record = await store.load_match(live.id)
    assert record is not None and record.deadline == again.deadline
    assert record.seq == live.state.seq == again.state.seq  # buttons shown stay valid


async def test_a_quick_restart_changes_nothing(store: Store, clock: FakeClock) -> None:
    service = TableService(store, clock=clock)
    ann, bob = await open_players(store, 2)
    live = await service.create(COMMUNITY, "room", CONFIG)
    await service.sit(live.id, ann, "Ann", 300)
    await service.sit(live.id, bob, "Bob", 300)
    clock.advance(4.5)  # under MIN_DOWNTIME_S: the buttons and the timer stand as shown
    [again] = await TableService(store, clock=clock).load_open()
    assert again.table.to_dict() == live.table.to_dict()
