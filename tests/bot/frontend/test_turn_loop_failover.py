"""The shared turn loop (`bot.frontend.turn_loop`, the deadline loop of a transport without a
job queue: Discord's) with several processes on one database: a match whose process died with
its timer running is taken on by another process's sweep and its timer played there."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path

import pytest

import bot.frontend.turn_loop as timers
from bot.frontend.timers import play_timeout
from bot.frontend.turn_loop import TurnLoop
from bot.matches import MatchService, settle_match
from bot.registry import LiveMatch, MatchRegistry
from bot.settings import Settings
from bot.store import Store

GUILD = "500000000000000001"


class Matches:
    """A process's registry and service over the Discord-like communities of this test."""

    def __init__(self, store: Store, settings: Settings, *, turn_seconds: float) -> None:
        self.registry = MatchRegistry(store, settlement=settle_match, turn_seconds=turn_seconds,
                                      communities=str.isdigit)
        self.service = MatchService(store, registry=self.registry)

    def get(self, match_id: int) -> LiveMatch:
        return self.registry.get(match_id)


def settings(tmp_path: Path) -> Settings:
    return Settings(_env_file=None, database_path=tmp_path / "felt.db")  # type: ignore[call-arg]


async def test_a_dead_process_s_match_timer_is_played_by_another(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(timers, "SWEEP_S", 0.1)
    monkeypatch.setattr(timers, "SWEEP_GRACE_S", 0.05)
    config = settings(tmp_path)
    async with await Store.open(config.database) as store_a, \
            await Store.open(config.database) as store_b:
        survivor = Matches(store_b, config, turn_seconds=0.3)
        played: list[tuple[int, int]] = []

        async def expire(match_id: int, seq: int) -> None:
            played.append((match_id, seq))
            await play_timeout(survivor.service, match_id, seq)

        async def sweep(before: float) -> None:  # (the match part of `Fronts.sweep`)
            await survivor.registry.adopt_due(before)

        timer = TurnLoop(survivor.registry, expire)
        timer.sweep = sweep
        timer.start()  # running before the match exists: it does not hold it
        try:
            dead = Matches(store_a, config, turn_seconds=0.3)  # its timer never runs
            people = [await store_a.ensure_player("discord", str(n), f"P{n}") for n in (1, 2)]
            for person in people:
                await store_a.grant_if_new(GUILD, person, config.starting_grant)
            match_id, _ = await dead.service.start_match_between(GUILD, "ch", people, "updown")
            live = dead.get(match_id)
            seq = live.state.seq
            deadline = time.monotonic() + 5
            while time.monotonic() < deadline:
                record = await store_a.load_match(live.id)
                assert record is not None
                if record.seq > seq:
                    break
                await asyncio.sleep(0.05)
            assert record.seq > seq, "the survivor never played the dead process's timer"
            assert (live.id, seq) in played
            assert survivor.registry.get(live.id).state.seq >= record.seq
        finally:
            await timer.stop()


async def test_a_played_timer_does_not_spin_the_loop_until_the_next_deadline(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """After a timeout move the match's next deadline is a turn away; the loop sleeps until
    then (an earlier loop kept the played seq's "look again" time and woke without pause from
    that time on, scanning every match each time)."""
    monkeypatch.setattr(timers, "SWEEP_S", 60.0)
    monkeypatch.setattr(timers, "TIMER_LEASE_S", -0.9)  # look again 0.1 s after a timeout
    config = settings(tmp_path)
    async with await Store.open(config.database) as store:
        matches = Matches(store, config, turn_seconds=1.0)
        people = [await store.ensure_player("discord", str(n), f"P{n}") for n in (1, 2)]
        for person in people:
            await store.grant_if_new(GUILD, person, config.starting_grant)
        await matches.service.start_match_between(GUILD, "ch", people, "updown")
        played = asyncio.Event()
        seqs: list[int] = []

        async def expire(match_id: int, seq: int) -> None:
            seqs.append(seq)
            await play_timeout(matches.service, match_id, seq)
            played.set()

        looks = [0]  # how often the loop has read the clock: about twice per wake-up

        def clock() -> float:
            looks[0] += 1
            return time.time()

        timer = TurnLoop(matches.registry, expire, clock=clock)
        timer.start()
        try:
            await asyncio.wait_for(played.wait(), 5)  # the first turn's timer
            before = looks[0]
            await asyncio.sleep(0.6)  # past the played seq's "look again", before the next turn
            assert looks[0] - before <= 6
            assert len(seqs) == 1
        finally:
            await timer.stop()
