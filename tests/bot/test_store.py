"""The SQLite store: migrations, ledger invariants, atomic commits and the optimistic guard."""

from __future__ import annotations

import asyncio
import json
import sqlite3
import tempfile
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.errors import (
    InsufficientBalance,
    MatchNotFound,
    RefillCooldown,
    RefillNotBroke,
    SeqConflict,
)
from bot.store import LedgerRow, Store, match_ref
from bot.store.migrations import MIGRATIONS

COMMUNITY = "discord:guild-1"


class FakeClock:
    def __init__(self, now: float = 1_700_000_000.0) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
async def store(tmp_path: Path, clock: FakeClock) -> AsyncIterator[Store]:
    async with await Store.open(tmp_path / "feltbot.db", clock=clock) as opened:
        yield opened


async def new_player(store: Store, name: str = "ana") -> int:
    return await store.ensure_player("discord", f"id-{name}", name)


async def open_match(store: Store, players: list[int | None], rows: list[LedgerRow]) -> int:
    return await store.create_match(
        "updown", COMMUNITY, "channel-9", seats=players, state_json='{"s": 0}',
        ledger_rows=rows, meta_json='{"stake": 20}',
    )


# -- schema ----------------------------------------------------------------------------------


async def test_wal_foreign_keys_and_version(store: Store) -> None:
    assert await store.journal_mode() == "wal"
    assert await store.schema_version() == len(MIGRATIONS)
    with pytest.raises(sqlite3.IntegrityError):  # foreign keys are enforced
        await store.append_ledger([LedgerRow(COMMUNITY, 999, 5, "grant")])


async def test_migrations_are_idempotent(tmp_path: Path, clock: FakeClock) -> None:
    path = tmp_path / "again.db"
    async with await Store.open(path, clock=clock) as first:
        player = await new_player(first)
        await first.grant_if_new(COMMUNITY, player, 100)
    async with await Store.open(path, clock=clock) as second:
        assert await second.schema_version() == len(MIGRATIONS)
        assert await second.balance(COMMUNITY, player) == 100
    with sqlite3.connect(path) as raw:
        versions = raw.execute("SELECT version FROM schema_version").fetchall()
    assert versions == [(v,) for v in range(1, len(MIGRATIONS) + 1)]


async def test_ledger_refuses_update_and_delete(store: Store, tmp_path: Path) -> None:
    player = await new_player(store)
    await store.grant_if_new(COMMUNITY, player, 1000)
    with sqlite3.connect(tmp_path / "feltbot.db") as raw:
        with pytest.raises(sqlite3.IntegrityError, match="append-only"):
            raw.execute("UPDATE ledger SET delta = 5")
        with pytest.raises(sqlite3.IntegrityError, match="append-only"):
            raw.execute("DELETE FROM ledger")
        # A forged running total is refused too: balance_after must continue the chain.
        with pytest.raises(sqlite3.IntegrityError, match="does not continue"):
            raw.execute(
                "INSERT INTO ledger (community, player_id, delta, reason, ref, balance_after,"
                " created_at) VALUES (?, ?, 10, 'grant', NULL, 5000, 0)",
                (COMMUNITY, player),
            )
        # One starting grant per account, whatever path the second one takes.
        with pytest.raises(sqlite3.IntegrityError, match="UNIQUE"):
            raw.execute(
                "INSERT INTO ledger (community, player_id, delta, reason, ref, balance_after,"
                " created_at) VALUES (?, ?, 10, 'grant', NULL, 1010, 0)",
                (COMMUNITY, player),
            )
    assert await store.balance(COMMUNITY, player) == 1000


# -- players ---------------------------------------------------------------------------------


async def test_ensure_player_is_stable_and_refreshes_name(store: Store) -> None:
    first = await store.ensure_player("telegram", "42", "Old name")
    again = await store.ensure_player("telegram", "42", "New name")
    other = await store.ensure_player("discord", "42", "Someone else")
    assert first == again != other
    record = await store.player(first)
    assert record is not None
    assert (record.display_name, record.language) == ("New name", None)
    await store.set_language(first, "fa")
    record = await store.player(first)
    assert record is not None and record.language == "fa"
    with pytest.raises(LookupError):
        await store.set_language(12345, "fi")


# -- chips -----------------------------------------------------------------------------------


async def test_grant_once_per_community(store: Store) -> None:
    player = await new_player(store)
    assert await store.grant_if_new(COMMUNITY, player, 1000) == 1000
    assert await store.grant_if_new(COMMUNITY, player, 1000) == 0
    assert await store.grant_if_new("telegram:chat-2", player, 1000) == 1000
    assert await store.balance(COMMUNITY, player) == 1000


async def test_concurrent_grants_pay_once(store: Store) -> None:
    player = await new_player(store)
    paid = await asyncio.gather(*(store.grant_if_new(COMMUNITY, player, 1000) for _ in range(20)))
    assert sorted(paid) == [0] * 19 + [1000]
    assert await store.balance(COMMUNITY, player) == 1000


async def test_overdraw_is_refused_with_balance(store: Store) -> None:
    player = await new_player(store)
    await store.grant_if_new(COMMUNITY, player, 30)
    with pytest.raises(InsufficientBalance) as refused:
        await store.append_ledger([
            LedgerRow(COMMUNITY, player, -20, "buy_in", "t1"),
            LedgerRow(COMMUNITY, player, -20, "buy_in", "t2"),
        ])
    assert refused.value.key == "error-insufficient-balance"
    assert refused.value.params == {"balance": 10}  # as seen inside the refused transaction
    assert await store.balance(COMMUNITY, player) == 30  # the first row was rolled back too
    assert len(await store.ledger(COMMUNITY, player)) == 1


async def test_refill_only_when_broke_and_after_cooldown(store: Store, clock: FakeClock) -> None:
    player = await new_player(store)
    await store.grant_if_new(COMMUNITY, player, 100)
    with pytest.raises(RefillNotBroke) as not_broke:
        await store.refill(COMMUNITY, player, 500, cooldown_s=3600)
    assert not_broke.value.key == "error-refill-not-broke"
    await store.append_ledger([LedgerRow(COMMUNITY, player, -100, "buy_in", "t")])
    assert await store.refill(COMMUNITY, player, 500, cooldown_s=3600) == 500
    await store.append_ledger([LedgerRow(COMMUNITY, player, -500, "buy_in", "t")])
    clock.now += 3600 - 61  # 61 s short: two minutes left, rounded up
    with pytest.raises(RefillCooldown) as cooling:
        await store.refill(COMMUNITY, player, 500, cooldown_s=3600)
    assert (cooling.value.key, cooling.value.params) == ("error-refill-cooldown", {"minutes": 2})
    clock.now += 61
    assert await store.refill(COMMUNITY, player, 500, cooldown_s=3600) == 500
    assert await store.balance(COMMUNITY, player) == 500


ops = st.lists(
    st.tuples(st.sampled_from(["grant", "buy_in", "cash_out"]), st.integers(0, 400)),
    min_size=1,
    max_size=25,
)


def signed(kind: str, amount: int) -> int:
    return -amount if kind == "buy_in" else amount


async def check_chain(store: Store, player: int) -> int:
    """Every running total is >= 0 and continues the previous one; returns the balance."""
    running = 0
    for entry in await store.ledger(COMMUNITY, player):
        running += entry.delta
        assert entry.balance_after == running >= 0
    assert await store.balance(COMMUNITY, player) == running
    return running


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(ops)
def test_ledger_never_negative_sequential(sequence: list[tuple[str, int]]) -> None:
    async def scenario(path: Path) -> None:
        async with await Store.open(path) as store:
            player = await new_player(store)
            model = 0
            for kind, amount in sequence:
                row = LedgerRow(COMMUNITY, player, signed(kind, amount),
                                "refill" if kind == "grant" else kind, "m")
                if model + row.delta < 0:
                    with pytest.raises(InsufficientBalance):
                        await store.append_ledger([row])
                else:
                    await store.append_ledger([row])
                    model += row.delta
            assert await check_chain(store, player) == model

    with tempfile.TemporaryDirectory() as folder:
        asyncio.run(scenario(Path(folder) / "h.db"))


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(ops)
def test_ledger_never_negative_concurrent(sequence: list[tuple[str, int]]) -> None:
    async def attempt(store: Store, player: int, kind: str, amount: int) -> int:
        row = LedgerRow(COMMUNITY, player, signed(kind, amount),
                        "refill" if kind == "grant" else kind, "m")
        try:
            await store.append_ledger([row])
        except InsufficientBalance:
            return 0
        return row.delta

    async def scenario(path: Path) -> None:
        async with await Store.open(path) as store:
            player = await new_player(store)
            applied = await asyncio.gather(
                *(attempt(store, player, kind, amount) for kind, amount in sequence)
            )
            assert await check_chain(store, player) == sum(applied)

    with tempfile.TemporaryDirectory() as folder:
        asyncio.run(scenario(Path(folder) / "h.db"))


# -- matches ---------------------------------------------------------------------------------


async def test_create_match_with_buy_ins(store: Store, clock: FakeClock) -> None:
    ana, bo = await new_player(store, "ana"), await new_player(store, "bo")
    for player in (ana, bo):
        await store.grant_if_new(COMMUNITY, player, 100)
    match_id = await open_match(
        store, [ana, None, bo],
        [LedgerRow(COMMUNITY, ana, -20, "buy_in"), LedgerRow(COMMUNITY, bo, -20, "buy_in")],
    )
    record = await store.load_match(match_id)
    assert record is not None
    assert (record.game, record.status, record.seq, record.deal_no) == ("updown", "open", 0, 0)
    assert [(s.seat, s.player_id, s.is_bot) for s in record.seats] == [
        (0, ana, False), (1, None, True), (2, bo, False)
    ]
    assert json.loads(record.meta_json) == {"stake": 20}
    assert record.created_at == clock.now
    assert (await store.ledger(COMMUNITY, ana))[-1].ref == match_ref(match_id)
    assert await store.balance(COMMUNITY, bo) == 80
    assert await store.find_open_match(COMMUNITY, ana, "updown") == record
    assert await store.find_open_match(COMMUNITY, ana, "holdem") is None
    assert await store.find_open_match("other", ana, "updown") is None
    assert [m.id for m in await store.load_open_matches()] == [match_id]


async def test_create_match_refused_whole_when_a_buy_in_overdraws(store: Store) -> None:
    ana = await new_player(store)
    with pytest.raises(InsufficientBalance):
        await open_match(store, [ana, None], [LedgerRow(COMMUNITY, ana, -20, "buy_in")])
    assert await store.load_open_matches() == []


async def test_commit_action_writes_snapshot_event_and_ledger(
    store: Store, clock: FakeClock
) -> None:
    ana = await new_player(store)
    await store.grant_if_new(COMMUNITY, ana, 100)
    # the computer seat's 20 come from the house: it mints them and pays them in
    match_id = await open_match(store, [ana, None], [
        LedgerRow(COMMUNITY, ana, -20, "buy_in"), LedgerRow(COMMUNITY, store.house, 20, "refill"),
        LedgerRow(COMMUNITY, store.house, -20, "buy_in"),
    ])
    clock.now += 5
    await store.commit_action(
        match_id, 0, state_json='{"s": 1}', seq=1, deal_no=1, action_json='{"kind": "deal"}',
        events_json="[]", deadline=clock.now + 45,
    )
    await store.commit_action(
        match_id, 1, state_json='{"s": 2}', seq=2, deal_no=1, action_json='{"kind": "fold"}',
        events_json='[{"kind": "won"}]', status="finished",
        ledger_rows=[LedgerRow(COMMUNITY, ana, 35, "cash_out"),
                     LedgerRow(COMMUNITY, store.house, 5, "cash_out")],
        escrow=0,
    )
    record = await store.load_match(match_id)
    assert record is not None
    assert (record.status, record.seq, record.deal_no, record.state_json) == (
        "finished", 2, 1, '{"s": 2}'
    )
    assert record.deadline is None  # the last commit cleared the timer
    assert record.updated_at == clock.now
    assert [(e.seq, e.action_json) for e in await store.match_events(match_id)] == [
        (1, '{"kind": "deal"}'), (2, '{"kind": "fold"}')
    ]
    assert await store.balance(COMMUNITY, ana) == 115
    assert await store.load_open_matches() == []
    assert await store.find_open_match(COMMUNITY, ana, "updown") is None


async def test_commit_action_optimistic_seq_guard(store: Store) -> None:
    match_id = await open_match(store, [None, None], [])
    common = {"state_json": "{}", "deal_no": 1, "action_json": "{}", "events_json": "[]"}
    await store.commit_action(match_id, 0, seq=1, **common)
    with pytest.raises(SeqConflict) as conflict:
        await store.commit_action(match_id, 0, seq=1, **common)  # a second writer, same base
    assert conflict.value.key == "error-stale-command"
    await store.commit_action(match_id, 1, seq=2, status="cancelled", **common)
    with pytest.raises(MatchNotFound):
        await store.commit_action(match_id, 2, seq=3, **common)
    with pytest.raises(MatchNotFound):
        await store.commit_action(404, 0, seq=1, **common)
    with pytest.raises(ValueError, match="advance"):
        await store.commit_action(match_id, 2, seq=2, **common)
    assert [e.seq for e in await store.match_events(match_id)] == [1, 2]


async def test_commit_action_is_atomic_on_overdraw(store: Store) -> None:
    ana, bo = await new_player(store, "ana"), await new_player(store, "bo")
    await store.grant_if_new(COMMUNITY, ana, 50)
    match_id = await open_match(store, [ana, bo], [])
    with pytest.raises(InsufficientBalance):
        await store.commit_action(
            match_id, 0, state_json='{"s": "new"}', seq=1, deal_no=1, action_json="{}",
            events_json="[]", status="finished", deadline=99.0,
            # the first row is fine; the second fails after the snapshot and the event
            ledger_rows=[LedgerRow(COMMUNITY, ana, -10, "entry"),
                         LedgerRow(COMMUNITY, bo, -10, "entry")],
        )
    await assert_untouched(store, match_id, ana)


async def test_commit_action_is_atomic_on_a_database_error(store: Store) -> None:
    ana = await new_player(store, "ana")
    await store.grant_if_new(COMMUNITY, ana, 50)
    match_id = await open_match(store, [ana, None], [])
    await store.commit_action(
        match_id, 0, state_json='{"s": 0}', seq=1, deal_no=1, action_json="{}", events_json="[]"
    )
    await store.commit_action(
        match_id, 1, state_json='{"s": 0}', seq=2, deal_no=1, action_json="{}", events_json="[]"
    )
    # Rewind the stored seq behind the guard's back so the event insert collides mid-way.
    with sqlite3.connect(store.path) as raw:
        raw.execute("UPDATE matches SET seq = 0, state_json = '{\"s\": 0}' WHERE id = ?",
                    (match_id,))
    with pytest.raises(sqlite3.IntegrityError):
        await store.commit_action(
            match_id, 0, state_json='{"s": "new"}', seq=1, deal_no=9, action_json="{}",
            events_json="[]", ledger_rows=[LedgerRow(COMMUNITY, ana, -10, "entry")],
        )
    record = await store.load_match(match_id)
    assert record is not None
    assert (record.state_json, record.seq, record.deal_no) == ('{"s": 0}', 0, 1)
    assert await store.balance(COMMUNITY, ana) == 50


async def assert_untouched(store: Store, match_id: int, player: int) -> None:
    record = await store.load_match(match_id)
    assert record is not None
    assert (record.state_json, record.seq, record.status, record.deadline) == (
        '{"s": 0}', 0, "open", None
    )
    assert await store.match_events(match_id) == []
    assert await store.balance(COMMUNITY, player) == 50
    # The store is still usable after the rollback.
    await store.commit_action(
        match_id, 0, state_json="{}", seq=1, deal_no=1, action_json="{}", events_json="[]"
    )


async def test_memory_database_refused() -> None:
    with pytest.raises(ValueError, match="file"):
        await Store.open(":memory:")


async def test_cancellation_at_any_point_is_all_or_nothing(store: Store) -> None:
    ana = await new_player(store)
    await store.grant_if_new(COMMUNITY, ana, 1000)
    cancelled = 0
    for step in range(60):
        task = asyncio.create_task(
            open_match(store, [ana, None], [LedgerRow(COMMUNITY, ana, -10, "buy_in")])
        )
        for _ in range(step % 8):
            await asyncio.sleep(0)
        await asyncio.sleep(0.0001 * (step // 8))
        task.cancel()
        try:
            await task
        except asyncio.CancelledError:
            cancelled += 1
        matches = await store.load_open_matches()
        # Every stored match has its seats and its buy-in; nothing else was written.
        assert await store.balance(COMMUNITY, ana) == 1000 - 10 * len(matches)
        assert all(len(match.seats) == 2 for match in matches)
    assert cancelled > 0
    await store.append_ledger([LedgerRow(COMMUNITY, ana, 5, "cash_out")])  # still usable


async def test_match_ids_by_community_channel_and_game_prefix(store: Store) -> None:
    """Every match of a chat whose game starts with a prefix (in any status), oldest first."""
    made = [await store.create_match(game, community, channel, seats=(), state_json="{}")
            for game, community, channel in (
                ("table:holdem", "c1", "a"), ("updown", "c1", "a"), ("table:omaha", "c1", "b"),
                ("table:holdem", "c2", "a"), ("tableau", "c1", "a"))]
    assert await store.match_ids("c1", "table:") == [made[0], made[2]]
    assert await store.match_ids("c1", "table:", "a") == [made[0]]
    assert await store.match_ids("c3", "table:") == []
