"""Three bot processes, each the production `feltbot run` with both tokens set, against the
fake Telegram Bot API and the fake Discord at once, on one PostgreSQL database (issue 18):
each process is a Telegram webhook worker and one Discord shard of three. Telegram updates
for one match are spread round-robin over the workers; a Discord match plays in the guild of
one shard. That shard's process is SIGKILLed mid-deal: the survivors play both matches'
timers, Telegram updates go on through them; restarted, the process takes its shard back and
the Discord match is playable by clicks. Every move is stored once and in sequence, and the
chips add up in both communities. Skipped, and said so, without a PostgreSQL server."""

from __future__ import annotations

import asyncio
import json
import os
import signal
import sys
import time
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import aiohttp
import pytest

from bot.store import Store
from tests.e2e.discord.fake_discord import GUILD_ID, FakeDiscord
from tests.e2e.discord.fake_discord import TOKEN as DISCORD_TOKEN
from tests.e2e.discord.harness import (
    acting_name,
    button_starting,
    by_name,
    challenge_accepted,
    press,
    table_message,
)
from tests.e2e.telegram.fake_bot_api import TOKEN as TELEGRAM_TOKEN
from tests.e2e.telegram.fake_bot_api import FakeBotApi
from tests.e2e.telegram.harness import ALICE, BOB, EN, GROUP, GROUP_ID, button
from tests.e2e.telegram.test_webhook import URL, free_port

ROOT = Path(__file__).resolve().parents[2]
COUNT = 3
HOME = (int(GUILD_ID) >> 22) % COUNT  # the process whose shard hears the Discord guild
TG_COMMUNITY = f"tg:{GROUP_ID}"
# One process: `feltbot run`, both platforms pointed at their fakes; the sweeps, heartbeats
# and orphan delay sped up (the one thing the test changes).
RUN = """
import sys
import discord
import yarl
from telegram.ext import AIORateLimiter
from adapters import cli
from adapters.discord import shards
from bot.frontend import turn_loop as timers
from adapters.telegram import app, transport

discord.http.Route.BASE = sys.argv[1]
discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(sys.argv[2])
timers.SWEEP_S, timers.SWEEP_GRACE_S = 0.5, 0.2
shards.BEAT_S, shards.ORPHAN_S = 0.5, 3.0
transport.SWEEP_S, transport.SWEEP_GRACE_S = 0.5, 0.2
build = app.build_application
app.build_application = lambda settings: build(
    settings, base_url=sys.argv[3],
    rate_limiter=AIORateLimiter(overall_max_rate=0, group_max_rate=0, max_retries=1))
sys.exit(cli.main(["run"]))
"""


class Process:
    """One `feltbot run`: its webhook port, its Discord shard, the child."""

    def __init__(self, shard: int, port: int, child: asyncio.subprocess.Process) -> None:
        self.shard = shard
        self.port = port
        self.child = child

    async def post(self, http: aiohttp.ClientSession, secret: str, update: dict[str, Any]
                   ) -> int:
        async with http.post(
            f"http://127.0.0.1:{self.port}/telegram/hook", data=json.dumps(update).encode(),
            headers={"Content-Type": "application/json",
                     "X-Telegram-Bot-Api-Secret-Token": secret},
        ) as response:
            await response.read()
            return response.status


@pytest.fixture
async def fakes() -> AsyncIterator[tuple[FakeBotApi, FakeDiscord]]:
    api, discord_server = FakeBotApi(), FakeDiscord()
    await api.start()
    await discord_server.start()
    try:
        yield api, discord_server
    finally:
        await discord_server.stop()
        await api.stop()


async def start(api: FakeBotApi, server: FakeDiscord, database: str, tmp_path: Path,
                shard: int) -> Process:
    port = free_port()
    env = {
        **os.environ, "PYTHONPATH": str(ROOT), "DATABASE_URL": database,
        "DEFAULT_LANGUAGE": "en", "TURN_SECONDS": "3",
        "TELEGRAM_TOKEN": TELEGRAM_TOKEN, "TELEGRAM_WEBHOOK_URL": URL,
        "TELEGRAM_WEBHOOK_PORT": str(port), "TELEGRAM_WEBHOOK_LISTEN": "127.0.0.1",
        "DISCORD_TOKEN": DISCORD_TOKEN, "DISCORD_SHARD_COUNT": str(COUNT),
        "DISCORD_SHARD_IDS": str(shard),
    }
    identified = len(server.identifies)
    with (tmp_path / f"process-{shard}.log").open("ab") as log:  # read it when a test fails
        child = await asyncio.create_subprocess_exec(
            sys.executable, "-c", RUN, server.http_base, server.ws_url, api.base_url,
            cwd=tmp_path, env=env, stdout=asyncio.subprocess.DEVNULL, stderr=log,
        )
    await server.wait_for(lambda: len(server.identifies) > identified, limit=30,
                          what=f"shard {shard} to identify")
    return Process(shard, port, child)


async def listening(http: aiohttp.ClientSession, process: Process, secret: str) -> None:
    async with asyncio.timeout(20):
        while True:
            try:
                await process.post(http, secret, {"update_id": 1})  # changes nothing
                return
            except aiohttp.ClientConnectorError:
                await asyncio.sleep(0.1)


def tg_table(api: FakeBotApi, deal: int) -> Any:
    found = [m for m in api.chat_messages(GROUP_ID)
             if m.text.startswith(EN.t("chat-ud-title", deal=deal))]
    return found[-1] if found else None


def dc_locked(server: FakeDiscord) -> int:
    return table_message(server).content.count("card locked")


async def stop_all(processes: list[Process]) -> dict[int, int | None]:
    ended = {p.shard: p.child.returncode for p in processes}
    for process in processes:
        if process.child.returncode is None:
            process.child.send_signal(signal.SIGTERM)
    for process in processes:
        try:
            async with asyncio.timeout(20):
                await process.child.wait()
        except TimeoutError:
            process.child.kill()
            await process.child.wait()
    return ended


async def conserved(store: Store, community: str, platform: str, match_id: int) -> None:
    """Each move once and in sequence; every transfer has its twin; the people's balances
    and the match's escrow hold the two starting grants."""
    events = await store.match_events(match_id)
    assert [e.seq for e in events] == list(range(1, len(events) + 1))
    moved = await store.read("SELECT COALESCE(SUM(delta), 0) FROM ledger"
                             " WHERE community = ? AND reason != 'grant'", (community,))
    assert int(moved[0][0]) == 0
    people = await store.read("SELECT id FROM players WHERE platform = ? ORDER BY id",
                              (platform,))
    balances = sum([await store.balance(community, int(row[0])) for row in people])
    assert balances + await store.escrow_balance(match_id) == 2 * 1000


async def test_both_platforms_on_three_processes_one_killed(
    fakes: tuple[FakeBotApi, FakeDiscord], pg_url: str, tmp_path: Path
) -> None:
    api, server = fakes
    processes = [await start(api, server, pg_url, tmp_path, shard) for shard in range(COUNT)]
    survivors: list[Process] = []
    try:
        await api.wait_until(lambda: len(api.calls_to("setWebhook")) == COUNT, within=30)
        assert api.webhook is not None
        secret = str(api.webhook["secret_token"])
        async with aiohttp.ClientSession() as http:
            for process in processes:
                await listening(http, process, secret)
            home = processes[HOME]
            survivors = [p for p in processes if p is not home]
            turns = [home, *survivors]  # round-robin, the doomed process first

            # Telegram: a challenge, its acceptance and a lock, each through another process.
            assert await turns[0].post(http, secret, api.message_update(
                GROUP, ALICE, "/updown", reply_to_user=BOB)) == 200
            await api.wait_until(lambda: any(
                m.text.startswith(EN.t("chat-challenge", challenger="Alice", opponent="Bob",
                                       stake=20)) for m in api.chat_messages(GROUP_ID)))
            offer = api.last_message(GROUP_ID)
            assert await turns[1].post(http, secret, api.click_update(
                BOB, offer, button(offer, EN.t("chat-accept")))) == 200
            await api.wait_until(lambda: tg_table(api, 1) is not None, within=10)
            first = tg_table(api, 1)
            assert await turns[2].post(http, secret, api.click_update(
                ALICE, first, button(first, EN.t("chat-lock-slot", slot=1)))) == 200

            # Discord: a match in the guild of the doomed process's shard, a card locked.
            alice, bob = server.add_member("Alice"), server.add_member("Bob")
            table = await challenge_accepted(server, alice, bob)
            await press(server, by_name(acting_name(table) or "", alice, bob), "Lock card 1")
            assert dc_locked(server) == 1

            # The process dies mid-deal on both platforms.
            home.child.send_signal(signal.SIGKILL)
            await home.child.wait()
            killed_at = time.monotonic()

            # Nobody clicks: the survivors play both matches' timers.
            await server.wait_for(lambda: dc_locked(server) == 2, limit=25,
                                  what="another process to play the Discord lock's timer")
            assert time.monotonic() - killed_at < 20
            await api.wait_until(lambda: tg_table(api, 2) is not None, within=30)

            # Telegram stays playable through the survivors, round-robin.
            async with await Store.open(pg_url) as store:
                (tg_match,) = [int(row[0]) for row in await store.read(
                    "SELECT id FROM matches WHERE game = 'updown' AND community = ?",
                    (TG_COMMUNITY,))]
                before = len(await store.match_events(tg_match))
            deal_two = tg_table(api, 2)
            for user, process in ((ALICE, survivors[0]), (BOB, survivors[1])):
                await process.post(http, secret, api.click_update(
                    user, deal_two, button(deal_two, EN.t("chat-lock-slot", slot=2))))
            await api.wait_until(lambda: "card locked" in api.messages[
                (GROUP_ID, deal_two.message_id)].text, within=10)
            async with await Store.open(pg_url) as store:
                later = [json.loads(e.action_json)
                         for e in (await store.match_events(tg_match))[before:]]
            # The second card, as pressed (a timer would lock the first).
            assert {"kind": "lock", "choice": 1} in [
                {"kind": a.get("kind"), "choice": a.get("choice")} for a in later]

            # The killed process comes back and takes its shard back; Discord plays by clicks.
            processes[HOME] = home = await start(api, server, pg_url, tmp_path, HOME)
            await listening(http, home, secret)
            await asyncio.sleep(1.5)  # (the others see its heartbeat within half a second)
            bet = False
            until = time.monotonic() + 60
            while not bet and time.monotonic() < until:
                now = table_message(server)
                name = acting_name(now)
                if name is None or not any(label.startswith("Min") for label in now.labels()):
                    await asyncio.sleep(0.2)
                    continue
                click = await server.click(by_name(name, alice, bob), now,
                                           button_starting(now, "Min"))
                await server.wait_answered(click)
                try:
                    await server.wait_for(lambda: "bet 1 this round" in table_message(server)
                                          .content, limit=3, what="the bet on the table")
                    bet = True
                except AssertionError:
                    continue  # a turn timer got there first: the click was stale; again
            assert bet, table_message(server).content

            async with await Store.open(pg_url) as store:
                games = await store.read(
                    "SELECT id, community FROM matches WHERE game = 'updown' ORDER BY id")
                by_community = {str(row[1]): int(row[0]) for row in games}
                assert set(by_community) == {TG_COMMUNITY, GUILD_ID}
                tg_actions = [json.loads(e.action_json) for e in
                              await store.match_events(by_community[TG_COMMUNITY])]
                assert sum(a.get("kind") == "lock" for a in tg_actions) >= 4  # two deals
                dc_actions = [json.loads(e.action_json) for e in
                              await store.match_events(by_community[GUILD_ID])]
                assert any(a.get("kind") == "bet" for a in dc_actions)
                await conserved(store, TG_COMMUNITY, "telegram", by_community[TG_COMMUNITY])
                await conserved(store, GUILD_ID, "discord", by_community[GUILD_ID])
    finally:
        ended = await stop_all(processes)
    assert all(ended[p.shard] is None for p in processes), \
        f"a process ended before the test's end: {ended}"
