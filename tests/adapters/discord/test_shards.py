"""Discord sharding: the client discord.py gets for DISCORD_SHARD_COUNT / DISCORD_SHARD_IDS
(built, never connected), and the partition of the games between the shards' processes."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import discord
import pytest

from adapters.discord import FeltClient, ShardedFeltClient, client_for
from adapters.discord.shards import Shards
from bot.kv import KeyValue
from bot.settings import Settings
from bot.store import Store

# Snowflakes of guilds on shards 0, 1, 2 and 3 of 4 ((id >> 22) % 4).
GUILDS = [str((shard << 22) + 123) for shard in range(4)]


def settings(**shards: Any) -> Settings:
    return Settings(_env_file=None, discord_token="x" * 20, **shards)  # type: ignore[call-arg]


@pytest.fixture
async def opened(tmp_path: Path) -> AsyncIterator[tuple[Store, KeyValue]]:
    store = await Store.open(tmp_path / "felt.db")
    kv = KeyValue.over(store)
    yield store, kv
    await kv.close()
    await store.close()


def test_shard_of_a_guild_and_of_direct_messages() -> None:
    shards = Shards(4, (1, 3))
    assert [shards.shard_of(guild) for guild in GUILDS] == [0, 1, 2, 3]
    assert [shards.owns(guild) for guild in GUILDS] == [False, True, False, True]
    assert shards.shard_of("dm-42") == 0 and not shards.owns("dm-42")  # DMs reach shard 0
    assert Shards(4, (0,)).owns("dm-42")
    assert not shards.owns("tg:-100")  # another front end's, whatever the shards
    unsharded = Shards()
    assert all(unsharded.owns(guild) for guild in [*GUILDS, "dm-42"])
    assert not unsharded.owns("tg:-100")


def test_every_guild_belongs_to_exactly_one_process() -> None:
    processes = [Shards(5, (0, 1)), Shards(5, (2,)), Shards(5, (3, 4))]
    for guild in range(10_000_000_000_000_000, 10_000_000_000_000_000 + (200 << 22), 1 << 21):
        assert sum(p.owns(str(guild)) for p in processes) == 1


def test_only_the_process_with_shard_0_syncs_commands() -> None:
    assert Shards().syncs_commands and Shards(4, (0, 2)).syncs_commands
    assert not Shards(4, (1, 2)).syncs_commands


async def test_unsharded_client(opened: tuple[Store, KeyValue]) -> None:
    client = client_for(settings(), *opened)
    assert type(client) is FeltClient
    assert (client.shard_id, client.shard_count) == (None, None)
    await client.close()


async def test_one_shard_of_many_is_a_plain_client(opened: tuple[Store, KeyValue]) -> None:
    client = client_for(settings(discord_shard_count=4, discord_shard_ids=(2,)), *opened)
    assert type(client) is FeltClient
    assert not isinstance(client, discord.AutoShardedClient)
    assert (client.shard_id, client.shard_count) == (2, 4)
    # Only the games of shard 2's guilds are this process's to load and drive.
    assert [client.services.registry.owns(guild) for guild in GUILDS] == [0, 0, 1, 0]
    assert [client.desk.cash.owns(guild) for guild in GUILDS] == [0, 0, 1, 0]
    assert [client.desk.tournaments.owns(guild) for guild in GUILDS] == [0, 0, 1, 0]
    await client.close()


async def test_several_shards_are_one_auto_sharded_client(
    opened: tuple[Store, KeyValue],
) -> None:
    client = client_for(settings(discord_shard_count=4, discord_shard_ids=(1, 3)), *opened)
    assert isinstance(client, ShardedFeltClient)
    assert isinstance(client, discord.AutoShardedClient)
    assert (client.shard_ids, client.shard_count) == ([1, 3], 4)
    assert [client.services.registry.owns(guild) for guild in GUILDS] == [0, 1, 0, 1]
    # Not closed: it never connected (discord.py's sharded close expects a started client).


async def test_a_plain_client_refuses_several_shards(opened: tuple[Store, KeyValue]) -> None:
    with pytest.raises(ValueError, match="ShardedFeltClient"):
        FeltClient(settings(discord_shard_count=4, discord_shard_ids=(1, 3)), *opened)
