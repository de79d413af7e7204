"""Group commit (issue 15.1): writes that arrive together share one transaction; each caller is
answered only once its batch is durable; a refused member fails alone; a failed batch fails
every member, writes none of it, and the registry restores every member's state."""

from __future__ import annotations

import asyncio
import json
import sqlite3
import tempfile
import threading
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.errors import InsufficientBalance, SeqConflict
from bot.registry import MatchRegistry
from bot.store import LedgerRow, Store
from tests.bot.test_registry import GAMES, CounterGame, add

COMMUNITY = "discord:guild-1"


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[Store]:
    async with await Store.open(tmp_path / "feltbot.db") as opened:
        yield opened


class FailingCommits:
    """Stands in for the writer's connection: `COMMIT` fails while `armed` (a disk error)."""

    def __init__(self, db: sqlite3.Connection) -> None:
        self.db = db
        self.armed = False

    def execute(self, sql: str, *args: Any) -> sqlite3.Cursor:
        if self.armed and sql == "COMMIT":
            raise sqlite3.OperationalError("disk I/O error")
        return self.db.execute(sql, *args)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.db, name)


def fail_commits(store: Store) -> FailingCommits:
    proxy = FailingCommits(store.writer._db)
    store.writer._db = proxy  # type: ignore[assignment]
    return proxy


def stored_events(path: Path) -> dict[int, list[Any]]:
    """match id -> the op numbers (else the actions) of its stored events, read on a
    connection of its own."""
    with sqlite3.connect(path) as raw:
        rows = raw.execute(
            "SELECT match_id, action_json FROM match_events ORDER BY match_id, seq"
        ).fetchall()
    raw.close()
    found: dict[int, list[Any]] = {}
    for match_id, action_json in rows:
        action = json.loads(action_json)
        found.setdefault(match_id, []).append(action.get("op", action))
    return found


async def matches(store: Store, count: int) -> tuple[int, list[int]]:
    player = await store.ensure_player("discord", "ana", "Ana")
    await store.grant_if_new(COMMUNITY, player, 100)
    ids = [await store.create_match("updown", COMMUNITY, "c", seats=[player, None],
                                    state_json="{}") for _ in range(count)]
    return player, ids


async def commit(store: Store, match_id: int, expected: int, op: int,
                 rows: tuple[LedgerRow, ...] = ()) -> None:
    await store.commit_action(
        match_id, expected, state_json="{}", seq=expected + 1, deal_no=0,
        action_json=json.dumps({"op": op}), events_json="[]", ledger_rows=rows,
    )


async def test_fifty_at_once_share_a_few_transactions_and_each_is_durable_when_answered(
    store: Store,
) -> None:
    _, ids = await matches(store, 50)
    batches = store.writer.batches

    async def one(op: int, match_id: int) -> None:
        await commit(store, match_id, 0, op)
        # Answered: the row is already in the file, for any other connection to read.
        assert stored_events(store.path).get(match_id) == [op]

    await asyncio.gather(*(one(op, match_id) for op, match_id in enumerate(ids)))
    assert store.writer.batches - batches < 50 // 5  # not one transaction each
    assert stored_events(store.path) == {match_id: [op] for op, match_id in enumerate(ids)}


async def test_every_operation_runs_on_the_one_writer_thread_never_the_loop(
    store: Store,
) -> None:
    loop_thread = threading.get_ident()
    seen = await asyncio.gather(
        *(store.writer.run(lambda db: threading.get_ident()) for _ in range(20))
    )
    seen.append(await store.writer.run(lambda db: threading.get_ident()))
    assert loop_thread not in seen
    assert len(set(seen)) == 1


async def test_closing_twice_waits_for_the_first_and_ends_the_writer_thread(
    tmp_path: Path,
) -> None:
    store = await Store.open(tmp_path / "closing.db")
    writes = [store.ensure_player("discord", str(n), "P") for n in range(5)]
    queued = asyncio.gather(*writes)
    await asyncio.sleep(0)  # queued before the close: written first
    await asyncio.gather(store.writer.close(), store.writer.close())
    assert len(set(await queued)) == 5
    await store.close()
    assert not store.writer._thread.thread.is_alive()
    with pytest.raises(RuntimeError):
        await store.writer.run(lambda db: None)


async def test_a_refused_member_fails_alone(store: Store) -> None:
    player, (first, second, third) = await matches(store, 3)
    results = await asyncio.gather(
        commit(store, first, 0, 1),
        commit(store, first, 0, 2),  # the same seq again: its batch mate moved the match on
        commit(store, second, 0, 3, (LedgerRow(COMMUNITY, player, -1_000, "entry"),)),
        commit(store, third, 0, 4, (LedgerRow(COMMUNITY, player, -10, "entry"),)),
        return_exceptions=True,
    )
    assert results[0] is None and results[3] is None
    assert isinstance(results[1], SeqConflict)
    assert isinstance(results[2], InsufficientBalance)
    assert stored_events(store.path) == {first: [1], third: [4]}
    assert await store.balance(COMMUNITY, player) == 90


async def test_a_failed_batch_fails_every_member_and_restores_their_state(
    store: Store,
) -> None:
    registry = MatchRegistry(store, games=GAMES)
    ana = await store.ensure_player("telegram", "1", "Ana")
    bo = await store.ensure_player("telegram", "2", "Bo")
    lives = []
    for _ in range(6):
        live = await registry.create(COMMUNITY, "chan", [ana, bo], CounterGame())
        await registry.start_deal(live.id)
        lives.append(live)
    before = [live.state.to_dict() for live in lives]
    stored_before = stored_events(store.path)
    commits = fail_commits(store)
    commits.armed = True
    results = await asyncio.gather(
        *(registry.execute(add(live, 0, 2)) for live in lives), return_exceptions=True
    )
    assert all(isinstance(r, sqlite3.OperationalError) for r in results), results
    assert [live.state.to_dict() for live in lives] == before  # every member restored
    assert stored_events(store.path) == stored_before  # none of the batch written
    commits.armed = False
    await asyncio.gather(*(registry.execute(add(live, 0, 2)) for live in lives))
    for live in lives:
        record = await store.load_match(live.id)
        assert record is not None and record.seq == live.state.seq == 2


# One planned write: (match index, how its expected seq is off (0: right), overdraws?)
PLANS = st.lists(
    st.tuples(st.integers(0, 3), st.sampled_from([0, 0, 0, -1, 3]), st.booleans()),
    min_size=1, max_size=16,
)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(waves=st.lists(st.tuples(PLANS, st.booleans()), min_size=1, max_size=3))
def test_concurrent_writes_none_lost_none_twice_failed_batches_leave_nothing(
    waves: list[tuple[list[tuple[int, int, bool]], bool]],
) -> None:
    async def scenario(path: Path) -> None:
        async with await Store.open(path) as store:
            player, ids = await matches(store, 4)
            commits = fail_commits(store)
            seqs = dict.fromkeys(ids, 0)
            expected_events: dict[int, list[Any]] = {}
            balance = 100
            op = 0
            for plans, failing in waves:
                commits.armed = failing
                calls = []
                for index, off, overdraw in plans:
                    op += 1
                    calls.append((op, ids[index], off, overdraw))
                results = await asyncio.gather(
                    *(commit(store, match_id, seqs[match_id] + off, n,
                             (LedgerRow(COMMUNITY, player, -10_000 if over else -1, "entry"),))
                      for n, match_id, off, over in calls),
                    return_exceptions=True,
                )
                won: dict[int, int] = {}
                for (n, match_id, off, over), result in zip(calls, results, strict=True):
                    if failing:
                        assert isinstance(result, sqlite3.OperationalError)
                    elif off or match_id in won:
                        assert isinstance(result, SeqConflict)
                    elif over:
                        assert isinstance(result, InsufficientBalance)
                    else:
                        assert result is None
                        won[match_id] = n
                    if result is None:  # answered: durable already
                        assert n in stored_events(path).get(match_id, [])
                for match_id, n in won.items():
                    seqs[match_id] += 1
                    expected_events.setdefault(match_id, []).append(n)
                    balance -= 1
                assert stored_events(path) == expected_events  # none lost, none twice
                assert await store.balance(COMMUNITY, player) == balance
            commits.armed = False

    with tempfile.TemporaryDirectory() as directory:
        asyncio.run(scenario(Path(directory) / "feltbot.db"))
