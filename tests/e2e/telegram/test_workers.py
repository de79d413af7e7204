"""Two Telegram workers on one database (issue 18): a match started in one worker, which then
dies with its turn timer running, is taken on by the other worker's sweep, whose timers play
for the absent players from then on; every move is made once."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import pytest

import adapters.telegram.transport as transport
from tests.e2e.telegram.harness import (
    ALICE,
    BOB,
    CAROL,
    EN,
    GROUP,
    GROUP_ID,
    challenge_accepted,
    runtime,
)


async def test_a_dead_workers_match_is_played_on_by_the_other(
    running: Any, api: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(transport, "SWEEP_S", 0.1)
    monkeypatch.setattr(transport, "SWEEP_GRACE_S", 0.05)
    async with running(turn_seconds=0.3) as survivor, running(turn_seconds=0.3) as dying:
        table = await challenge_accepted(dying, api)
        (live,) = list(runtime(dying).service.registry)
        assert list(runtime(survivor).service.registry) == []  # it never held the match
        assert dying.app.job_queue is not None
        for job in dying.app.job_queue.jobs():  # killed: none of its timers will run
            job.schedule_removal()
        # The chat's texts are checked for hidden cards against the live worker's state.
        api.on_group_text = survivor.guard

        # Nobody clicks: the survivor adopts the match, and its timers lock (first card) and
        # check for both players; deal 2 starts.
        await api.wait_until(lambda: any(
            m.text.startswith(EN.t("chat-ud-title", deal=2)) for m in api.chat_messages(GROUP_ID)
        ), within=10)
        (adopted,) = list(runtime(survivor).service.registry)
        assert adopted.id == live.id
        events = await runtime(survivor).store.match_events(live.id)
        moves = [json.loads(e.action_json) for e in events]
        played = [(m.get("seat"), m["kind"], m.get("choice")) for m in moves if "seat" in m]
        assert played[:4] == [(0, "lock", 0), (1, "lock", 0), (0, "check", None),
                              (1, "check", None)]
        assert "Deal 1:" in api.messages[(GROUP_ID, table.message_id)].text
        await survivor.say(GROUP, ALICE, "/cancel")  # stop the clock before the apps stop


async def test_two_live_workers_holding_one_match_play_each_timer_once(
    running: Any, api: Any
) -> None:
    async with running(turn_seconds=0.3) as one, running(turn_seconds=0.3) as two:
        await challenge_accepted(one, api)
        (live,) = list(runtime(one).service.registry)
        assert await runtime(two).service.registry.load(live.id) is not None  # both hold it

        async def guard(chat_id: int, text: str) -> None:
            """The hidden-card check, against the worker whose copy is the store's (the one
            that just played; the other's copy is behind until it reloads)."""
            record = await runtime(one).store.load_match(live.id)
            for worker in (one, two):
                held = [m for m in runtime(worker).service.registry if m.id == live.id]
                if record is None or record.status != "open" or (
                        held and held[0].state.seq == record.seq):
                    await worker.guard(chat_id, text)
                    return

        api.on_group_text = guard
        await api.wait_until(lambda: any(
            m.text.startswith(EN.t("chat-ud-title", deal=2)) for m in api.chat_messages(GROUP_ID)
        ), within=10)
        events = await runtime(one).store.match_events(live.id)
        moves = [json.loads(e.action_json) for e in events]
        played = [(m.get("seat"), m["kind"], m.get("choice")) for m in moves if "seat" in m]
        assert played[:4] == [(0, "lock", 0), (1, "lock", 0), (0, "check", None),
                              (1, "check", None)]
        leases = await runtime(one).store.read("SELECT holder FROM timer_leases")
        assert len(leases) >= 4 and {row[0] for row in leases} <= {
            runtime(one).store.holder, runtime(two).store.holder}
        await one.say(GROUP, ALICE, "/cancel")


async def open_tables(bot: Any) -> list[int]:
    rows = await runtime(bot).store.read(
        "SELECT id FROM matches WHERE status = 'open' AND game LIKE 'table:%' ORDER BY id")
    return [int(row[0]) for row in rows]


async def test_a_groups_cash_table_stays_one_across_workers(running: Any, api: Any) -> None:
    """What is unique in a group holds across workers: the chat's lock is a lease in the
    store, and inside it each worker holds the chat's games as stored."""
    async with running() as one, running() as two:
        # The same command through both workers at the same moment: one table.
        await asyncio.gather(one.say(GROUP, ALICE, "/holdem"), two.say(GROUP, BOB, "/holdem"))
        tables = await open_tables(one)
        assert len(tables) == 1
        for worker in (one, two):  # both hold it now, and see both players seated
            (live,) = list(runtime(worker).desk.cash)
            assert live.id == tables[0]
        await asyncio.sleep(0)
        # A third player through either worker sits at that table too.
        await two.say(GROUP, CAROL, "/holdem")
        assert await open_tables(one) == tables
        seated = {seat.name for seat in runtime(two).desk.cash.get(tables[0]).table.seats
                  if seat is not None}
        assert {"Alice", "Bob", "Carol"} <= seated
        leases = await runtime(one).store.read(
            "SELECT timer FROM timer_leases WHERE timer LIKE 'lock:%'")
        assert leases == []  # every chat lock was released


async def test_a_dead_workers_challenge_expires_through_the_other(
    running: Any, api: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(transport, "SWEEP_S", 0.1)
    async with running(challenge_seconds=0.3) as survivor, \
            running(challenge_seconds=0.3) as dying:
        await dying.say(GROUP, ALICE, "/updown", reply_to_user=BOB)
        offer = api.last_message(GROUP_ID)
        assert offer.text == EN.t("chat-challenge", challenger="Alice", opponent="Bob", stake=20)
        assert dying.app.job_queue is not None
        for job in dying.app.job_queue.jobs():  # killed before the challenge expired
            job.schedule_removal()
        await api.wait_until(
            lambda: api.messages[(GROUP_ID, offer.message_id)].text
            == EN.t("chat-challenge-expired"), within=10)
        assert await runtime(survivor).services.book.pending("tg:") == []
