"""Sharding against the fake Discord: each process identifies with its shards, and only the
process whose shards hear a guild loads and plays that guild's games after a restart."""

from __future__ import annotations

import asyncio
import contextlib
from pathlib import Path

import pytest

from adapters.discord import FeltClient, ShardedFeltClient, serve
from tests.e2e.discord.fake_discord import GUILD_ID, FakeDiscord
from tests.e2e.discord.harness import (
    Bot,
    acting_name,
    challenge_accepted,
    press,
    table_message,
)

COUNT = 4
HOME = (int(GUILD_ID) >> 22) % COUNT  # the shard that hears the test's guild


@pytest.fixture(autouse=True)
def identify_at_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """discord.py waits 5 s between two shards' IDENTIFY (Discord's rate); the fake has none."""

    async def at_once(self: FeltClient, shard_id: int | None, *, initial: bool = False) -> None:
        del self, shard_id, initial

    monkeypatch.setattr(ShardedFeltClient, "before_identify_hook", at_once)


def shards(*ids: int) -> dict[str, object]:
    return {"discord_shard_count": COUNT, "discord_shard_ids": ids}


async def test_a_guild_s_games_follow_its_shard(server: FakeDiscord, tmp_path: Path) -> None:
    bot = Bot(server, tmp_path, settings=shards(HOME))
    client = await bot.start()
    try:
        assert type(client) is FeltClient  # one shard: a plain client
        assert [i["shard"] for i in server.identifies] == [[HOME, COUNT]]
        alice, bob = server.add_member("Alice"), server.add_member("Bob")
        await challenge_accepted(server, alice, bob)
        await press(server, alice, "Lock card 1")
        assert len(list(client.services.registry)) == 1

        # A process on the other shards leaves the guild's match in the store, undriven.
        others = tuple(shard for shard in range(COUNT) if shard != HOME)
        bot.settings = bot.configure(**shards(*others))
        server.identifies.clear()
        client = await bot.restart()
        assert isinstance(client, ShardedFeltClient)
        assert sorted(i["shard"] for i in server.identifies) == [[s, COUNT] for s in others]
        assert list(client.services.registry) == []
        assert len(await bot.store.load_open_matches()) == 1

        # The process that holds the guild's shard, among others, resumes it and plays on.
        bot.settings = bot.configure(**shards(HOME, others[0]))
        client = await bot.restart()
        assert isinstance(client, ShardedFeltClient)
        assert len(list(client.services.registry)) == 1
        table = await press(server, bob, "Lock card 2")
        assert table.id == table_message(server).id
        assert table.content.count("card locked") == 2 and acting_name(table) == "Alice"
    finally:
        await bot.stop()


@pytest.mark.parametrize(("ids", "syncs"), [((1,), False), ((0, 1), True)])
async def test_serve_syncs_commands_from_the_process_with_shard_0(
    server: FakeDiscord, tmp_path: Path, ids: tuple[int, ...], syncs: bool
) -> None:
    """The commands are the application's: one process syncs them, not every shard's."""
    settings = Bot(server, tmp_path).configure(**shards(*ids))
    task = asyncio.create_task(serve(settings))
    try:
        # The start-up hook (which syncs) has run by the time the shards identify.
        await server.wait_for(lambda: len(server.identifies) == len(ids), what="identify")
        assert [i["shard"] for i in server.identifies] == [[s, COUNT] for s in ids]
        assert bool(server.synced_commands) is syncs
    finally:
        task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await task
