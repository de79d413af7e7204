"""Discord sharding (`DISCORD_SHARD_COUNT` / `DISCORD_SHARD_IDS`): the client arguments for this
process's shards, and which games are this process's to drive.

Discord sends each guild's events, its interactions included, to one shard only,
``(guild_id >> 22) % shard_count``, and direct messages to shard 0. With every shard run by
exactly one process, each game has one process that hears its clicks; that process alone
loads it at start-up, arms its timers and draws it, so processes on one database never drive
the same game.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from adapters.discord.matches import is_discord_community
from bot.settings import Settings


@dataclass(frozen=True)
class Shards:
    """This process's shards: `count` None when the bot is not sharded."""

    count: int | None = None
    ids: tuple[int, ...] = ()

    @classmethod
    def from_settings(cls, settings: Settings) -> Shards:
        if settings.discord_shard_count is None or settings.discord_shard_ids is None:
            return cls()
        return cls(settings.discord_shard_count, settings.discord_shard_ids)

    @property
    def several(self) -> bool:
        """More than one shard in this process: one AutoShardedClient runs them."""
        return len(self.ids) > 1

    def client_options(self) -> dict[str, Any]:
        """What discord.py's client takes: `shard_ids` for an AutoShardedClient, `shard_id`
        for a plain client running one shard, nothing unsharded."""
        if self.count is None:
            return {}
        if self.several:
            return {"shard_ids": list(self.ids), "shard_count": self.count}
        return {"shard_id": self.ids[0], "shard_count": self.count}

    def shard_of(self, community: str) -> int:
        """The shard that hears a Discord community (a guild id, or "dm-<user>")."""
        if self.count is None or community.startswith("dm-"):
            return 0
        return (int(community) >> 22) % self.count

    def owns(self, community: str) -> bool:
        """Whether this process drives the community's games (see the module's docstring)."""
        if not is_discord_community(community):
            return False
        return self.count is None or self.shard_of(community) in self.ids

    @property
    def syncs_commands(self) -> bool:
        """The slash commands are the application's, not a shard's: one process syncs them,
        the one with shard 0 (or the only one)."""
        return self.count is None or 0 in self.ids
