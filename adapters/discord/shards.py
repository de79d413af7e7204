"""Discord sharding (`DISCORD_SHARD_COUNT` / `DISCORD_SHARD_IDS`): the client arguments for this
process's shards, and which games are this process's to drive.

Discord sends each guild's events, its interactions included, to one shard only,
``(guild_id >> 22) % shard_count``, and direct messages to shard 0. With every shard run by
exactly one process, each game has one process that hears its clicks; that process alone
loads it at start-up, arms its timers and draws it, so processes on one database never drive
the same game. When a shard's process dies, `ShardWatch` lets the others play its guilds'
timers until it is back (`Store.claim_timer` and the games' versions keep each move once).
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

from bot.background import Background
from bot.settings import Settings
from bot.store import Store

log = logging.getLogger(__name__)
PLATFORM = "discord"  # the players table's platform for Discord users


def is_discord_community(community: str) -> bool:
    """A Discord community: a guild's id, or "dm-<user id>" outside a guild. Another front end
    (Telegram's "tg:<chat>") may share the database; this process drives only these."""
    return community.isdigit() or community.startswith("dm-")


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


# Failover: each process renews a heartbeat per shard it holds every `BEAT_S`; a shard whose
# heartbeat ran out (`ORPHAN_S` without a renewal: its process died) is orphaned, and the
# other processes take on its guilds' timers until a heartbeat comes back.
BEAT_S = 5.0
ORPHAN_S = 20.0
# Sharded, each scheduled tournament is driven by the holder of its lease (renewed by every
# sweep): its shard's process, or while that one is dead another that took it on; handed back
# once the shard's heartbeat is back (`MttService.renew`).
MTT_LEASE_S = 30.0

Changed = Callable[[frozenset[int], frozenset[int]], Awaitable[None]]  # (orphaned, back)


class ShardWatch:
    """Which games this process drives: its own shards' guilds, and those of shards whose
    process died (their timers are played here, their messages edited over REST; no click
    of theirs reaches this process, the gateway being per shard). `changed` hears of newly
    orphaned shards (to take their games on soon) and of those whose heartbeat came back (to
    drop their games here: a copy kept would fall behind its process's)."""

    def __init__(
        self,
        plan: Shards,
        store: Store,
        *,
        clock: Callable[[], float] = time.time,
        changed: Changed | None = None,
    ) -> None:
        self.plan = plan
        self._store = store
        self._clock = clock
        self.changed = changed
        self.adopted: frozenset[int] = frozenset()  # orphaned shards driven here
        self._since: float | None = None  # the first heartbeat of this process
        self._loop = Background("feltbot-shard-watch", self._run)

    def owns(self, community: str) -> bool:
        """Whether this process drives the community's games now."""
        if self.plan.owns(community):
            return True
        return is_discord_community(community) and self.plan.shard_of(community) in self.adopted

    @property
    def watching(self) -> bool:
        """Sharded: there are other shards to watch (and heartbeats to write)."""
        return self.plan.count is not None and len(self.plan.ids) < self.plan.count

    def _name(self, shard: int) -> str:
        return f"discord-shard:{self.plan.count}:{shard}"

    async def beat(self) -> None:
        """Renew this process's heartbeats, then see which other shards are orphaned."""
        if not self.watching:
            return
        for shard in self.plan.ids:
            await self._store.beat(self._name(shard), ORPHAN_S)
        now = self._clock()
        if self._since is None:
            self._since = now
        beats = await self._store.beats(f"discord-shard:{self.plan.count}:")
        live = {name for name, (_, until) in beats.items() if until > now}
        # Just started: a shard never seen alive may be a process starting beside this one.
        settled = now - self._since >= ORPHAN_S
        orphaned = frozenset(
            shard for shard in range(self.plan.count or 0)
            if shard not in self.plan.ids and self._name(shard) not in live
            and (settled or self._name(shard) in beats)
        )
        new, back = orphaned - self.adopted, self.adopted - orphaned
        if new:
            log.warning("shards %s: no heartbeat for %.0f s; their timers are played here",
                        sorted(new), ORPHAN_S)
        if back:
            log.info("shards %s are back; their games are left to them", sorted(back))
        self.adopted = orphaned
        if (new or back) and self.changed is not None:
            await self.changed(new, back)

    def start(self) -> None:
        if self.watching:
            self._loop.start()

    async def stop(self) -> None:
        """Stop beating and hand this process's shards over at once (a clean stop)."""
        if self._loop.running:
            await self._loop.stop()
            try:
                for shard in self.plan.ids:
                    await self._store.end_beat(self._name(shard))
            except Exception:  # the others take over once the heartbeat runs out instead
                log.exception("could not end the shard heartbeats")

    async def _run(self) -> None:
        while True:
            try:
                await self.beat()
            except Exception:  # the store unreachable for a moment: the next beat tries again
                log.exception("shard heartbeat failed")
            await asyncio.sleep(BEAT_S)
