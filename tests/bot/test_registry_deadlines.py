"""The registry's deadline heap (issue 15.3): `next_deadline()` and `expired()` with nothing
due never walk every match; the heap follows every change. Counted, not timed."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest

from bot.registry import LiveMatch, MatchRegistry
from bot.store import Store
from tests.bot.test_registry import GAMES, Clock, CounterGame, add

COMMUNITY = "telegram:group-7"


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[Store]:
    async with await Store.open(tmp_path / "r.db") as opened:
        yield opened


async def many(store: Store, clock: Clock, count: int) -> MatchRegistry:
    registry = MatchRegistry(store, games=GAMES, clock=clock, turn_seconds=45)
    ana = await store.ensure_player("telegram", "1", "Ana")
    bo = await store.ensure_player("telegram", "2", "Bo")
    for _ in range(count):
        live = await registry.create(COMMUNITY, "chan", [ana, bo], CounterGame())
        await registry.start_deal(live.id)
        clock.now += 1  # each its own deadline
    return registry


def truth(registry: MatchRegistry, now: float) -> tuple[float | None, list[int]]:
    matches = list(registry)
    pending = [m.deadline for m in matches if m.deadline is not None]
    due = sorted((m for m in matches if m.deadline is not None and m.deadline <= now),
                 key=lambda m: (m.deadline or 0.0, m.id))
    return min(pending, default=None), [m.id for m in due]


async def test_idle_timer_queries_walk_no_match(
    store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    clock = Clock()
    registry = await many(store, clock, 20)
    earliest, _ = truth(registry, clock.now)
    walks = 0
    original = MatchRegistry.__iter__

    def counted(self: MatchRegistry) -> Iterator[LiveMatch]:
        nonlocal walks
        walks += 1
        return original(self)

    monkeypatch.setattr(MatchRegistry, "__iter__", counted)
    for _ in range(10):
        assert registry.next_deadline() == earliest
        assert registry.expired(clock.now - 100) == []
    assert len(registry.expired(earliest)) == 1
    assert walks == 0


async def test_the_heap_follows_every_change(store: Store) -> None:
    clock = Clock()
    registry = await many(store, clock, 8)
    ids = [live.id for live in registry]
    for step in range(40):
        live = next((m for m in registry if m.id == ids[step % len(ids)]), None)
        if live is not None:
            state = live.state
            if step % 7 == 3:
                await registry.cancel(live.id)
            elif state.to_act is not None:
                await registry.execute(add(live, state.to_act, 1 + step % 3))
            elif not state.match_over:
                await registry.start_deal(live.id)
        clock.now += 2
        for now in (clock.now, clock.now + 30, clock.now + 90):
            expected_next, expected_due = truth(registry, now)
            assert registry.next_deadline() == expected_next
            assert [m.id for m in registry.expired(now)] == expected_due
