"""Lean writes (issue 15.2): a poker move that keeps the hand live and moves no chip writes its
event row and the row's seq, not the whole table; the snapshot is written at the deal, at any
other change, and at the latest every `SNAPSHOT_EVERY` changes; loading replays the moves since
it, so a restart finds the table exactly as it was committed, and a failed commit rebuilds it
the same way."""

from __future__ import annotations

import random

import pytest

from bot.store import Store
from bot.tables import TableCommand, TableConfig, TableService
from bot.tables import service as service_module
from tests.bot.tables.tables_helpers import COMMUNITY, FakeClock, command_for, open_players

CONFIG = TableConfig.standard("holdem", big_blind=10, seats=3, decision_s=20, bots_allowed=True)


def raise_or_call(live: service_module.LiveTable) -> TableCommand:
    """The smallest raise (else a call or check): hands with many moves."""
    table = live.table
    seat = table.to_act
    assert seat is not None and table.hand is not None
    occupant = table.seats[seat]
    assert occupant is not None and occupant.player is not None
    options = {o.kind: o for o in table.hand.legal_actions(seat)}
    if "raise" in options:
        kind, amount = "raise", options["raise"].min
    else:
        kind, amount = ("check", None) if "check" in options else ("call", None)
    return TableCommand(live.id, occupant.player, table.hand_no, table.hand_seq, kind, amount)


async def test_moves_in_a_hand_leave_the_snapshot_and_a_restart_replays_them(
    store: Store, clock: FakeClock
) -> None:
    service = TableService(store, clock=clock)
    ana, bo = await open_players(store, 2)
    live = await service.create(COMMUNITY, "room", CONFIG)
    await service.add_bot(live.id, "BOT")
    await service.sit(live.id, ana, "Ana", 500)
    await service.sit(live.id, bo, "Bo", 500)  # a sit writes the snapshot
    dealt = await store.load_match(live.id)
    assert dealt is not None and live.table.live
    rng = random.Random(4)
    moved = checked = 0
    while live.table.live and moved < 2:
        command = command_for(live, rng)
        if command is None:
            break
        await service.act(command)
        moved += 1
        record = await store.load_match(live.id)
        assert record is not None
        if live.table.live and live.table.hand_no == dealt.deal_no:
            # the hand goes on: nothing but the event rows and the seq
            assert record.state_json == dealt.state_json
            assert record.snapshot_seq == dealt.seq < record.seq == live.table.seq
            assert len(record.replay) == record.seq - record.snapshot_seq
            checked += 1
    assert checked
    restarted = TableService(store, clock=clock)
    [again] = await restarted.load_open()
    assert again.table.to_dict() == live.table.to_dict()  # replayed to the committed state
    # ...and it plays on from there, snapshot and moves alike.
    command = command_for(again, rng)
    if command is not None:
        await restarted.act(command)


async def test_a_snapshot_at_the_latest_every_n_changes(
    store: Store, clock: FakeClock, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(service_module, "SNAPSHOT_EVERY", 3)
    service = TableService(store, clock=clock)
    ana, bo = await open_players(store, 2)
    live = await service.create(COMMUNITY, "room", CONFIG)
    await service.sit(live.id, ana, "Ana", 1000)
    await service.sit(live.id, bo, "Bo", 1000)
    seen = []
    for _ in range(7):
        assert live.table.live
        await service.act(raise_or_call(live))
        record = await store.load_match(live.id)
        assert record is not None
        seen.append(record.seq - record.snapshot_seq)
    assert max(seen) == 2 and 0 in seen  # never more than N - 1 moves to replay
    [again] = await TableService(store, clock=clock).load_open()
    assert again.table.to_dict() == live.table.to_dict()


async def test_a_failed_lean_commit_rebuilds_the_committed_table(
    store: Store, clock: FakeClock, monkeypatch: pytest.MonkeyPatch
) -> None:
    service = TableService(store, clock=clock)
    ana, bo = await open_players(store, 2)
    live = await service.create(COMMUNITY, "room", CONFIG)
    await service.sit(live.id, ana, "Ana", 1000)
    await service.sit(live.id, bo, "Bo", 1000)
    await service.act(raise_or_call(live))  # one lean move already in memory
    assert live.steps
    committed = live.table.to_dict()
    command = raise_or_call(live)

    async def disk_full(*args: object, **kwargs: object) -> None:
        raise OSError("disk full")

    real = store.commit_action
    monkeypatch.setattr(store, "commit_action", disk_full)
    with pytest.raises(OSError):
        await service.act(command)
    assert live.table.to_dict() == committed
    monkeypatch.setattr(store, "commit_action", real)
    await service.act(command)  # the same click, now durable
    [again] = await TableService(store, clock=clock).load_open()
    assert again.table.to_dict() == live.table.to_dict()


async def test_an_event_after_the_snapshot_that_does_not_replay_breaks_only_its_table(
    store: Store, clock: FakeClock
) -> None:
    import sqlite3

    service = TableService(store, clock=clock)
    players = await open_players(store, 4)
    ids = []
    for n in range(2):
        live = await service.create(COMMUNITY, f"room-{n}", CONFIG)
        await service.sit(live.id, players[2 * n], "A", 500)
        await service.sit(live.id, players[2 * n + 1], "B", 500)
        await service.act(raise_or_call(live))
        ids.append(live.id)
    good, bad = ids
    with sqlite3.connect(store.path) as raw:
        raw.execute("UPDATE match_events SET action_json = '{\"kind\": \"act\"}'"
                    " WHERE match_id = ? AND seq = (SELECT MAX(seq) FROM match_events"
                    " WHERE match_id = ?)", (bad, bad))
    raw.close()
    loaded = await TableService(store, clock=clock).load_open()
    assert [live.id for live in loaded] == [good]
