"""Lean writes for matches (issue 15.2), as poker tables have them: a seat's move that leaves
the match open writes its event row and the row's seq, not the whole state; the snapshot is
written at each deal, at the end, and at the latest every `SNAPSHOT_EVERY` changes; loading
replays the moves since it, so a restart finds every match exactly as committed; a failed
commit rebuilds the committed state; an event that does not replay skips only its match."""

from __future__ import annotations

import json
import logging
import random
import sqlite3
from pathlib import Path

import pytest

from bot import registry as registry_module
from bot.commands import Command
from bot.errors import MatchNotFound
from bot.matches import DerivedSeeds, MatchService
from bot.registry import restore_match
from bot.store import Store
from engine.protocol import Action

COMMUNITY = "test"
GRANT = 1000
GAMES = ["updown", pytest.param("asnas", marks=pytest.mark.skipif(
    "asnas" not in registry_module.GAMES, reason="no As-Nas engine"))]


async def start(service: MatchService, game: str, name: str = "ana") -> int:
    player, _ = await service.ensure_account(COMMUNITY, "console", name, name, GRANT)
    match_id, _ = await service.start_match(COMMUNITY, player, game, match_key=name)
    return match_id


def move(service: MatchService, match_id: int, rng: random.Random) -> Command | None:
    """A legal command for seat 0, the person (None once the match is over)."""
    try:
        state = service.registry.get(match_id).state
    except MatchNotFound:
        return None
    legal = [o for o in state.legal_actions(0) if o.kind != "fold"]  # keep matches going
    if not legal:
        return None
    option = rng.choice(legal)
    amount = option.min if option.kind in ("bet", "raise") else None
    choice = option.choices[0] if option.choices else None
    return Command(match_id, 0, state.deal_no, state.seq,
                   Action(0, option.kind, amount=amount, choice=choice))


async def play(service: MatchService, match_id: int, steps: int, seed: int = 1) -> int:
    """Up to `steps` of the person's moves (the computer seats answer each); how many made."""
    rng = random.Random(seed)
    made = 0
    for _ in range(steps):
        command = move(service, match_id, rng)
        if command is None:
            break
        action = command.action
        await service.act(match_id, 0, deal_no=command.deal_no, seq=command.seq,
                          kind=action.kind, amount=action.amount, choice=action.choice)
        made += 1
    return made


@pytest.mark.parametrize("game", GAMES)
async def test_moves_leave_the_snapshot_and_a_restart_replays_them(
    tmp_path: Path, game: str
) -> None:
    async with await Store.open(tmp_path / "s.db") as store:
        service = MatchService(store, seeds=DerivedSeeds(4))
        match_id = await start(service, game)
        lean = restarts = 0
        for step in range(40):
            if not await play(service, match_id, 1, seed=step):
                break
            record = await store.load_match(match_id)
            assert record is not None
            assert len(record.replay) == record.seq - record.snapshot_seq
            lean += record.snapshot_seq < record.seq
            if record.status != "open":
                break
            live = service.registry.get(match_id)  # what is stored is what is live
            assert restore_match(record, type(live.state)).state == live.state
            if live.steps:  # a restart here replays the moves since the snapshot
                restarted = MatchService(store, seeds=DerivedSeeds(4))
                assert await restarted.load() == 1
                again = restarted.registry.get(match_id)
                assert again.state == live.state and again.steps == live.steps
                restarts += 1
        assert lean and restarts  # some moves wrote no snapshot
        events = await store.match_events(match_id)
        assert [e.seq for e in events] == list(range(1, len(events) + 1))  # every move a row


async def test_a_deal_and_the_end_write_the_snapshot(tmp_path: Path) -> None:
    async with await Store.open(tmp_path / "s.db") as store:
        service = MatchService(store, seeds=DerivedSeeds(2))
        match_id = await start(service, "updown")
        deals = set()
        while await play(service, match_id, 1, seed=len(deals)):
            record = await store.load_match(match_id)
            assert record is not None
            snapshot = registry_module.GAMES["updown"].from_dict(json.loads(record.state_json))
            assert snapshot.deal_no == record.deal_no  # the deal's start wrote it
            deals.add(record.deal_no)
            if record.status != "open":
                break
        record = await store.load_match(match_id)
        assert record is not None and record.status == "finished"
        assert record.snapshot_seq == record.seq and record.replay == ()  # the end: whole
        assert len(deals) > 1


@pytest.mark.parametrize("every", [2, 3])
async def test_a_snapshot_at_the_latest_every_n_changes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, every: int
) -> None:
    monkeypatch.setattr(registry_module, "SNAPSHOT_EVERY", every)
    async with await Store.open(tmp_path / "s.db") as store:
        service = MatchService(store, seeds=DerivedSeeds(4))
        match_id = await start(service, "updown")
        for step in range(8):
            if not await play(service, match_id, 1, seed=step):
                break
            record = await store.load_match(match_id)
            assert record is not None and record.seq - record.snapshot_seq < every


async def test_a_failed_lean_commit_rebuilds_the_committed_state(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    async with await Store.open(tmp_path / "s.db") as store:
        service = MatchService(store, seeds=DerivedSeeds(4))
        match_id = await start(service, "updown")
        await play(service, match_id, 1)
        live = service.registry.get(match_id)
        committed = live.state.to_dict()
        steps = list(live.steps)

        async def fails(*args: object, **kwargs: object) -> None:
            raise OSError("disk gone")

        monkeypatch.setattr(store, "commit_action", fails)
        command = move(service, match_id, random.Random(9))
        assert command is not None
        with pytest.raises(OSError):
            await service.registry.execute(command)
        assert live.state.to_dict() == committed and live.steps == steps
        monkeypatch.undo()
        record = await store.load_match(match_id)
        assert record is not None
        assert restore_match(record, type(live.state)).state.to_dict() == committed
        await service.registry.execute(command)  # the same move goes through now


async def test_an_event_after_the_snapshot_that_does_not_replay_skips_only_its_match(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    async with await Store.open(tmp_path / "s.db") as store:
        service = MatchService(store, seeds=DerivedSeeds(4))
        good = await start(service, "updown", "ana")
        bad = await start(service, "updown", "bo")
        for step in range(20):  # until the stored row has a lean move to spoil
            await play(service, bad, 1, seed=step)
            record = await store.load_match(bad)
            assert record is not None and record.status == "open"
            if record.replay:
                break
        assert record.replay
        with sqlite3.connect(store.path) as raw:
            raw.execute("UPDATE match_events SET action_json = '{\"seat\": 0, \"kind\": \"no\"}'"
                        " WHERE match_id = ? AND seq = ?", (bad, record.seq))
        raw.close()
        restarted = MatchService(store, seeds=DerivedSeeds(4))
        with caplog.at_level(logging.ERROR, logger="bot.registry"):
            assert await restarted.load() == 1
        assert [live.id for live in restarted.registry] == [good]
        assert f"match {bad}: " in caplog.text and "does not replay" in caplog.text
