"""The store's contract, run on both backends: SQLite (a file) and PostgreSQL (a throwaway
database on `FELTBOT_TEST_POSTGRES`'s server; skipped, and said so, without one)."""

from __future__ import annotations

import asyncio
import sqlite3
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.errors import InsufficientBalance, MatchNotFound, RefillNotBroke, SeqConflict
from bot.store import LedgerRow, SchemaTooNew, Store, match_ref
from bot.store.migrations import MIGRATIONS

COMMUNITY = "telegram:chat-7"


class Clock:
    def __init__(self) -> None:
        self.now = 1_700_000_000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
async def store(target: str) -> AsyncIterator[Store]:
    async with await Store.open(target, clock=Clock()) as opened:
        yield opened


async def raw(store: Store, sql: str) -> None:
    """One statement on the writer's connection, as a program bypassing the store would."""
    await store.writer.run(lambda db: db.execute(sql).close())


async def test_migrated_to_the_latest_version_and_reopens(target: str) -> None:
    async with await Store.open(target) as store:
        assert await store.schema_version() == len(MIGRATIONS)
        house = store.house
    async with await Store.open(target) as again:  # migrations are not run twice
        assert await again.schema_version() == len(MIGRATIONS)
        assert again.house == house


async def test_a_newer_schema_is_refused(target: str) -> None:
    async with await Store.open(target) as store:
        await store.writer.run(lambda db: db.execute(
            "INSERT INTO schema_version (version, applied_at) VALUES (?, ?)",
            (len(MIGRATIONS) + 1, 0.0)).close())
    with pytest.raises(SchemaTooNew):
        await Store.open(target)


async def test_ledger_chain_balance_and_overdraw(store: Store) -> None:
    ana = await store.ensure_player("telegram", "1", "Ana")
    assert await store.ensure_player("telegram", "1", "Ana B") == ana
    assert (await store.player(ana)).display_name == "Ana B"  # type: ignore[union-attr]
    assert await store.grant_if_new(COMMUNITY, ana, 1000) == 1000
    assert await store.grant_if_new(COMMUNITY, ana, 1000) == 0
    await store.append_ledger([LedgerRow(COMMUNITY, ana, -300, "buy_in", "x")])
    with pytest.raises(InsufficientBalance) as short:
        await store.append_ledger([LedgerRow(COMMUNITY, ana, 50, "result", "y"),
                                   LedgerRow(COMMUNITY, ana, -800, "buy_in", "y")])
    assert short.value.params["balance"] == 750  # seen inside the refused transaction
    assert await store.balance(COMMUNITY, ana) == 700  # none of the refused rows stayed
    rows = await store.ledger(COMMUNITY, ana)
    assert [(r.delta, r.balance_after) for r in rows] == [(1000, 1000), (-300, 700)]
    with pytest.raises(RefillNotBroke):
        await store.refill(COMMUNITY, ana, 500, 3600)


@pytest.mark.parametrize("statement", [
    "UPDATE ledger SET delta = delta + 1",
    "DELETE FROM ledger",
    "INSERT INTO ledger (community, player_id, delta, reason, ref, balance_after, created_at)"
    " SELECT community, player_id, 5, 'result', NULL, 999, 0 FROM ledger LIMIT 1",
    "INSERT INTO ledger (community, player_id, delta, reason, ref, balance_after, created_at)"
    " SELECT community, player_id, 5, 'grant', NULL, balance_after + 5, 0 FROM ledger LIMIT 1",
    "INSERT INTO ledger (community, player_id, delta, reason, ref, balance_after, created_at)"
    " SELECT community, player_id, -5000, 'result', NULL, balance_after - 5000, 0"
    " FROM ledger LIMIT 1",
])
async def test_the_database_itself_guards_the_ledger(store: Store, statement: str) -> None:
    """No UPDATE, no DELETE, no broken chain, one grant, never below zero: refused by the
    database, whatever program writes."""
    ana = await store.ensure_player("telegram", "1", "Ana")
    await store.grant_if_new(COMMUNITY, ana, 1000)
    with pytest.raises(sqlite3.IntegrityError):
        await raw(store, statement)
    assert [(r.delta, r.balance_after) for r in await store.ledger(COMMUNITY, ana)] == [
        (1000, 1000)]


async def test_match_escrow_commit_guard_and_events(store: Store) -> None:
    ana = await store.ensure_player("telegram", "1", "Ana")
    bo = await store.ensure_player("telegram", "2", "Bo")
    for player in (ana, bo):
        await store.grant_if_new(COMMUNITY, player, 500)
    match_id = await store.create_match(
        "updown", COMMUNITY, "chan", seats=[ana, bo, None], state_json='{"s": 0}',
        ledger_rows=[LedgerRow(COMMUNITY, ana, -100, "buy_in"),
                     LedgerRow(COMMUNITY, bo, -100, "buy_in")],
        escrow=200, deadline=1_700_000_045.0,
    )
    record = await store.load_match(match_id)
    assert record is not None and record.escrow == 200 and record.seq == 0
    assert [s.player_id for s in record.seats] == [ana, bo, None]
    assert record.deadline == 1_700_000_045.0
    await store.commit_action(match_id, 0, state_json='{"s": 1}', seq=1, deal_no=0,
                              action_json='"a"', events_json="[]")
    with pytest.raises(SeqConflict):  # a stale copy never overwrites a newer state
        await store.commit_action(match_id, 0, state_json='{"s": 9}', seq=1,
                                  deal_no=0, action_json='"b"', events_json="[]")
    await store.set_deadline(match_id, 1, None)
    await store.commit_action(
        match_id, 1, state_json='{"s": 2}', seq=2, deal_no=0, action_json='"c"',
        events_json="[]",
        status="finished",
        ledger_rows=[LedgerRow(COMMUNITY, ana, 200, "result")], escrow=0,
    )
    with pytest.raises(MatchNotFound):
        await store.set_deadline(match_id, 2, None)
    final = await store.load_match(match_id)
    assert final is not None and final.status == "finished" and final.escrow == 0
    assert [e.action_json for e in await store.match_events(match_id)] == ['"a"', '"c"']
    # The latest rows, oldest first (a table redrawn after a restart reads its hand's lines).
    assert [e.seq for e in await store.latest_events(match_id, 1)] == [2]
    assert [e.action_json for e in await store.latest_events(match_id, 5)] == ['"a"', '"c"']
    assert await store.balance(COMMUNITY, ana) == 600
    assert await store.balance(COMMUNITY, bo) == 400
    assert await store.match_counts(COMMUNITY, ana) == {"updown": 1}
    assert await store.match_ids(COMMUNITY, "up") == [match_id]
    assert match_ref(match_id) in {r.ref for r in await store.ledger(COMMUNITY, ana)}


async def test_key_value_and_reads(store: Store) -> None:
    assert await store.kv_get("tg", "k") is None
    await store.kv_put("tg", "k", '{"a": 1}')
    await store.kv_put("tg", "k", '{"a": 2}')
    assert await store.kv_get("tg", "k") == '{"a": 2}'
    await store.kv_delete("tg", "k")
    assert await store.kv_get("tg", "k") is None
    assert await store.read("SELECT COUNT(*) FROM players WHERE platform = ?", ("house",)) == [
        (1,)]


async def test_group_commit_refusal_alone_is_rolled_back(store: Store) -> None:
    """Fifty writes at once share few transactions; the one refused loses only its own."""
    players = [await store.ensure_player("telegram", str(i), f"p{i}") for i in range(50)]
    batches = store.writer.batches
    results = await asyncio.gather(
        *(store.grant_if_new(COMMUNITY, p, 10) for p in players),
        store.append_ledger([LedgerRow(COMMUNITY, players[0], -10_000, "buy_in", "z")]),
        return_exceptions=True,
    )
    assert results[:50] == [10] * 50
    assert isinstance(results[50], InsufficientBalance)
    assert store.writer.batches - batches < 10
    assert sum([await store.balance(COMMUNITY, p) for p in players]) == 500


async def test_two_stores_on_one_database_grant_once(target: str) -> None:
    """Two processes' stores (two connections) racing for one account's grant: one grant."""
    async with await Store.open(target) as one, await Store.open(target) as two:
        ana = await one.ensure_player("telegram", "1", "Ana")
        granted = await asyncio.gather(*(s.grant_if_new(COMMUNITY, ana, 100)
                                         for s in (one, two, one, two)))
        assert sorted(granted) == [0, 0, 0, 100]
        assert await two.balance(COMMUNITY, ana) == 100


async def test_backup_is_a_new_file(store: Store, tmp_path: Path) -> None:
    await store.ensure_player("telegram", "1", "Ana")
    copy = await store.backup(tmp_path / "copy.db")
    assert copy.stat().st_size > 0
    with pytest.raises(FileExistsError):
        await store.backup(copy)


async def test_two_stores_one_command_applied_once_in_sequence(target: str) -> None:
    """Two processes' stores committing the same move on the same match at once: one wins,
    the other gets `SeqConflict` (its copy is stale: it reloads), and the next move is only
    accepted from the stored seq."""
    async with await Store.open(target) as one, await Store.open(target) as two:
        ana = await one.ensure_player("telegram", "1", "Ana")
        match_id = await one.create_match("updown", COMMUNITY, "chan", seats=[ana, None],
                                          state_json='{"s": 0}')
        for seq in range(5):
            outcomes = await asyncio.gather(
                *(store.commit_action(match_id, seq, state_json=f'{{"s": {seq + 1}}}',
                                      seq=seq + 1, deal_no=0, action_json=f'"{name}{seq}"',
                                      events_json="[]")
                  for store, name in ((one, "one"), (two, "two"))),
                return_exceptions=True,
            )
            assert sorted(type(o).__name__ for o in outcomes) == ["NoneType", "SeqConflict"]
        events = await two.match_events(match_id)
        assert [e.seq for e in events] == [1, 2, 3, 4, 5]
        record = await one.load_match(match_id)
        assert record is not None and record.seq == 5 and record.state_json == '{"s": 5}'


async def test_a_due_timer_is_claimed_by_one_store_until_its_lease_ends(target: str) -> None:
    """Two processes on one database: the first claim of a timer wins, the other is refused
    while the lease lasts (its claimer may renew it); once it has run out (the claimer died
    before playing it) the other takes it."""
    clock = Clock()
    async with await Store.open(target, clock=clock) as one, \
            await Store.open(target, clock=clock) as two:
        assert one.holder != two.holder
        assert await one.claim_timer("match:1:5:100.0", hold_s=10)
        assert not await two.claim_timer("match:1:5:100.0", hold_s=10)
        assert await one.claim_timer("match:1:5:100.0", hold_s=10)  # its own: renewed
        assert await two.claim_timer("match:1:6:130.0", hold_s=10)  # another timer
        clock.now += 9
        assert not await two.claim_timer("match:1:5:100.0", hold_s=10)
        clock.now += 2  # one's lease has run out
        assert await two.claim_timer("match:1:5:100.0", hold_s=10)
        assert not await one.claim_timer("match:1:5:100.0", hold_s=10)
        clock.now += 2 * 3600  # long-ended leases are swept by later claims
        assert await one.claim_timer("match:2:1:7300.0", hold_s=10)
        rows = await one.read("SELECT timer FROM timer_leases ORDER BY timer")
        assert [row[0] for row in rows] == ["match:2:1:7300.0"]


async def test_stores_racing_for_timers_claim_each_exactly_once(target: str) -> None:
    clock = Clock()
    stores = [await Store.open(target, clock=clock) for _ in range(3)]
    try:
        timers = [f"table:{n}:1:50.0" for n in range(40)]
        claims = await asyncio.gather(*(
            store.claim_timer(timer) for timer in timers for store in stores
        ))
        for index in range(len(timers)):
            assert sum(claims[index * 3:(index + 1) * 3]) == 1
    finally:
        for store in stores:
            await store.close()


async def test_a_lease_is_one_process_s_at_a_time_and_freed_by_a_dead_holder(
    target: str,
) -> None:
    clock = Clock()
    async with await Store.open(target, clock=clock) as one, \
            await Store.open(target, clock=clock) as two:
        order: list[str] = []
        inside = asyncio.Event()

        async def first() -> None:
            async with one.lease("chat:7"):
                order.append("one in")
                inside.set()
                await asyncio.sleep(0.2)
                order.append("one out")

        async def second() -> None:
            await inside.wait()
            async with two.lease("chat:7"):
                order.append("two in")

        await asyncio.wait_for(asyncio.gather(first(), second()), 10)
        assert order == ["one in", "one out", "two in"]
        assert await one.read("SELECT timer FROM timer_leases WHERE timer LIKE 'lock:%'") == []

        # A holder killed inside its block: the lock is free once its lease has run out.
        assert await one.claim_timer("lock:chat:8", hold_s=30)
        waiting = asyncio.create_task(asyncio.wait_for(two.lease("chat:8").__aenter__(), 10))
        await asyncio.sleep(0.1)
        assert not waiting.done()
        clock.now += 31
        await waiting


async def test_relayed_updates_are_taken_once_by_their_holder_in_order(target: str) -> None:
    """Issue 18: an update left for another process (`bot.relay`) is taken by that process
    alone, oldest first, once; one nobody took is dropped after a while."""
    clock = Clock()
    async with await Store.open(target, clock=clock) as one, \
            await Store.open(target, clock=clock) as two:
        assert await two.relayed() == []
        for n in range(3):
            await one.relay(two.holder, f'{{"n": {n}}}')
        await two.relay(one.holder, '{"back": 1}')
        assert await one.relayed() == ['{"back": 1}']
        taken = await asyncio.gather(two.relayed(), two.relayed())
        assert sorted(taken, key=len) == [[], ['{"n": 0}', '{"n": 1}', '{"n": 2}']]
        await one.relay("a process that died", "{}")
        clock.now += 30
        await one.relay("a process that died", '{"later": 1}')
        assert await one.drop_relayed(20) == 1
        rows = await one.read("SELECT payload_json FROM relayed")
        assert rows == [('{"later": 1}',)]


async def test_open_matches_are_read_at_one_moment_while_moves_commit(store: Store) -> None:
    """Rows, seats and the moves since each snapshot come from one moment: a lean move
    committed between the reads made a row's moves run past its seq (and a live game load as
    broken). Every read sees as many moves to replay as the row's seq says."""
    match_id = await store.create_match("updown", COMMUNITY, "c", seats=(None, None),
                                        state_json="{}", seq=1)

    async def moves() -> None:
        for seq in range(2, 120):
            await store.commit_action(match_id, seq - 1, state_json=None, seq=seq, deal_no=1,
                                      action_json="{}", events_json="[]")

    async def reads() -> list[tuple[int, int, int]]:
        seen = []
        for _ in range(120):
            (record,) = await store.load_open_matches()
            seen.append((record.seq, record.snapshot_seq, len(record.replay)))
            await asyncio.sleep(0)
        return seen

    _, seen = await asyncio.gather(moves(), reads())
    assert all(seq - snapshot == replayed for seq, snapshot, replayed in seen), [
        s for s in seen if s[0] - s[1] != s[2]][:5]
