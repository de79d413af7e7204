"""Discord shard failover (issue 18): each process renews a heartbeat per shard it holds; a
shard whose heartbeat ran out is orphaned, and another process takes on its guilds' overdue
games (a fresh heartbeat: left alone); when the heartbeat comes back, they are released. On
both backends (PostgreSQL skipped without a server)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from adapters.discord.shards import ORPHAN_S, Shards, ShardWatch
from bot.challenges import start_match_between
from bot.matches import DerivedSeeds, MatchService, settle_match
from bot.registry import MatchRegistry
from bot.store import Store
from tests.bot.tables.tables_helpers import FakeClock

COUNT = 2


def guild_of(shard: int) -> str:
    """A guild id that Discord sends to `shard` of `COUNT`."""
    return str((1_000_000 * COUNT + shard) << 22)


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
async def stores(target: str, clock: FakeClock) -> AsyncIterator[tuple[Store, Store, Store]]:
    """Three processes' stores on one database: shard 0's, shard 1's, shard 0's restarted."""
    async with await Store.open(target, clock=clock) as one, \
            await Store.open(target, clock=clock) as two, \
            await Store.open(target, clock=clock) as three:
        yield one, two, three


class Heard:
    def __init__(self) -> None:
        self.changes: list[tuple[frozenset[int], frozenset[int]]] = []

    async def __call__(self, orphaned: frozenset[int], back: frozenset[int]) -> None:
        self.changes.append((orphaned, back))


def watch(store: Store, clock: FakeClock, shard: int, heard: Heard | None = None) -> ShardWatch:
    return ShardWatch(Shards(COUNT, (shard,)), store, clock=clock, changed=heard)


async def test_a_stale_heartbeat_orphans_the_shard_and_its_due_games_are_adopted(
    stores: tuple[Store, Store, Store], clock: FakeClock
) -> None:
    store_a, store_b, store_a2 = stores
    heard = Heard()
    a, b = watch(store_a, clock, 0), watch(store_b, clock, 1, heard)
    await a.beat()
    await b.beat()
    home, theirs = guild_of(1), guild_of(0)
    assert b.owns(home) and not b.owns(theirs) and not b.owns("tg:-100")

    # Shard 0's process starts a timed match in its guild.
    registry_a = MatchRegistry(store_a, settlement=settle_match, clock=clock, turn_seconds=30,
                               communities=a.owns)
    service_a = MatchService(store_a, registry=registry_a, seeds=DerivedSeeds(1))
    people = [(await service_a.ensure_account(theirs, "discord", name, name, 100))[0]
              for name in ("1", "2")]
    match_id, _ = await start_match_between(service_a, theirs, "ch", people, "updown")
    registry_b = MatchRegistry(store_b, settlement=settle_match, clock=clock, turn_seconds=30,
                               communities=b.owns)

    # Overdue, but its process still beats: left to it.
    clock.advance(ORPHAN_S - 1)
    await a.beat()
    await b.beat()
    assert not b.owns(theirs) and b.adopted == frozenset() and heard.changes == []
    assert await registry_b.adopt_due(clock.now) == []

    # Its process died: no renewal for longer than the timeout.
    clock.advance(ORPHAN_S + 1)
    await b.beat()
    assert b.adopted == {0} and b.owns(theirs)
    assert heard.changes == [(frozenset({0}), frozenset())]
    assert [live.id for live in await registry_b.adopt_due(clock.now)] == [match_id]

    # It restarts (a new holder): its heartbeat is its own again at once, and the adopter
    # lets the shard's games go.
    a2 = watch(store_a2, clock, 0)
    await a2.beat()
    await b.beat()
    assert b.adopted == frozenset() and not b.owns(theirs)
    assert heard.changes[-1] == (frozenset(), frozenset({0}))
    registry_b.forget(match_id)
    assert await registry_b.adopt_due(clock.now) == []


async def test_a_shard_never_seen_is_orphaned_only_once_the_watch_has_run_a_timeout(
    stores: tuple[Store, Store, Store], clock: FakeClock
) -> None:
    store_a, store_b, _ = stores
    b = watch(store_b, clock, 1)
    await b.beat()
    assert b.adopted == frozenset()  # shard 0's process may be starting beside this one
    clock.advance(ORPHAN_S)
    await b.beat()
    assert b.adopted == {0}  # nobody came: its guilds' timers are played here

    # A process that stops cleanly ends its heartbeat: the others need not wait for it.
    a = watch(store_a, clock, 0)
    await a.beat()
    await b.beat()
    assert b.adopted == frozenset()
    a.start()
    await a.stop()
    assert "discord-shard:2:0" not in await store_b.beats()
    await b.beat()
    assert b.adopted == {0}


async def test_an_unsharded_process_writes_no_heartbeat(tmp_path: Path) -> None:
    async with await Store.open(tmp_path / "felt.db") as store:
        alone = ShardWatch(Shards(), store)
        every = ShardWatch(Shards(COUNT, (0, 1)), store)
        await alone.beat()
        await every.beat()
        assert not alone.watching and not every.watching
        assert await store.beats() == {}
        assert alone.owns(guild_of(0)) and every.owns(guild_of(1))
