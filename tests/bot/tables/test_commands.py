"""Commands carry (table, hand, action sequence): 100 identical concurrent clicks make exactly
one action; a stale command from an earlier hand is refused politely and changes nothing."""

from __future__ import annotations

import asyncio

import pytest

from bot.errors import DuplicateCommand, NotSeated, StaleCommand
from bot.store import Store
from bot.tables import TableCommand, TableConfig, TableService
from tests.bot.tables.tables_helpers import COMMUNITY, FakeClock, open_players

CONFIG = TableConfig.standard("holdem", big_blind=10, seats=3)


async def _two_player_table(store: Store, clock: FakeClock) -> tuple[TableService, int, list[int]]:
    service = TableService(store, clock=clock)
    players = await open_players(store, 2)
    live = await service.create(COMMUNITY, "room", CONFIG)
    for player in players:
        await service.sit(live.id, player, "P", 500)
    return service, live.id, players


def _call_command(service: TableService, table_id: int) -> TableCommand:
    table = service.get(table_id).table
    seat = table.to_act
    assert seat is not None
    occupant = table.seats[seat]
    assert occupant is not None and occupant.player is not None
    return TableCommand(table_id, occupant.player, table.hand_no, table.hand_seq, "call")


async def test_hundred_concurrent_identical_commands_make_one_action(
    store: Store, clock: FakeClock
) -> None:
    service, table_id, _ = await _two_player_table(store, clock)
    command = _call_command(service, table_id)
    seq = service.get(table_id).table.seq
    results = await asyncio.gather(
        *(service.act(command) for _ in range(100)), return_exceptions=True
    )
    accepted = [r for r in results if not isinstance(r, BaseException)]
    refused = [r for r in results if isinstance(r, BaseException)]
    assert len(accepted) == 1
    assert all(isinstance(r, DuplicateCommand) for r in refused)
    assert {r.key for r in refused if isinstance(r, DuplicateCommand)} == {
        "error-duplicate-command"
    }
    events = await store.match_events(table_id)
    acts = [e for e in events if e.seq > seq and '"kind":"act"' in e.action_json]
    assert len(acts) == 1


async def test_stale_command_from_previous_hand_is_refused(store: Store, clock: FakeClock) -> None:
    service, table_id, players = await _two_player_table(store, clock)
    old = _call_command(service, table_id)
    fold = TableCommand(table_id, old.player, old.hand_no, old.hand_seq, "fold")
    await service.act(fold)  # heads-up: the hand ends, the next one is dealt
    table = service.get(table_id).table
    assert table.hand_no == old.hand_no + 1
    seq = table.seq
    stale = TableCommand(table_id, players[0] + players[1] - old.player, old.hand_no,
                         old.hand_seq, "call")
    with pytest.raises(StaleCommand) as refused:
        await service.act(stale)
    assert refused.value.key == "error-stale-command"
    assert service.get(table_id).table.seq == seq


async def test_bystander_is_not_seated(store: Store, clock: FakeClock) -> None:
    service, table_id, _ = await _two_player_table(store, clock)
    stranger = 999
    command = _call_command(service, table_id)
    with pytest.raises(NotSeated):
        await service.act(TableCommand(table_id, stranger, command.hand_no, command.hand_seq,
                                       "call"))
