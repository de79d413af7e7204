"""The Discord client: slash commands, restart-proof buttons and resumed matches.

`FeltClient.setup_hook` opens nothing itself: the caller hands in an open `Store` and
`KeyValue` (so tests can restart the client on the same database). On start it registers the
dynamic buttons, installs the Fluent translator, reloads every open match, and, when asked,
syncs the command tree (Discord keeps synced commands, so production syncs once per release).
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable
from typing import Any

import discord
from discord import app_commands

from adapters.discord import buttons, shards
from adapters.discord.buttons import DYNAMIC_ITEMS
from adapters.discord.controller import Controller
from adapters.discord.languages import DISCORD_LANGUAGES
from adapters.discord.menu import build_commands
from adapters.discord.names import NO_PINGS
from adapters.discord.shards import Shards, ShardWatch
from adapters.discord.translator import FluentTranslator
from bot.callbacks import CallbackCodec
from bot.frontend.services import Services
from bot.kv import KeyValue
from bot.matches import SeedSource
from bot.settings import Settings
from bot.store import Store

log = logging.getLogger(__name__)
SHUTDOWN_S = 15.0  # the longest a clean shutdown waits for the last drawings


class FeltClient(discord.Client):
    def __init__(
        self,
        settings: Settings,
        store: Store,
        kv: KeyValue,
        *,
        sync_commands: bool = False,
        edit_interval: float = 1.0,
        guild_ready_timeout: float = 2.0,
        seeds: SeedSource | None = None,
        turn_seconds: float | None = None,
        opponent: str | None = None,
        clock: Callable[[], float] = time.time,
        recovery_options: dict[str, Any] | None = None,
    ) -> None:
        # Slash commands and buttons need no privileged intents (no message content, no members).
        # No message pings anyone unless it names whom (`names.ping`: challenge notices):
        # a display name such as "<@id>" or "@everyone" must never ping.
        self.shard_plan = Shards.from_settings(settings)
        if self.shard_plan.several and not isinstance(self, discord.AutoShardedClient):
            raise ValueError("several shards in one process need ShardedFeltClient (client_for)")
        super().__init__(
            intents=discord.Intents.default(),
            guild_ready_timeout=guild_ready_timeout,
            allowed_mentions=NO_PINGS,
            **self.shard_plan.client_options(),
        )
        token = settings.discord_token.get_secret_value() if settings.discord_token else ""
        self.codec = CallbackCodec.from_secret(token or "feltbot-offline-secret")
        # Only the games of this process's shards, and of shards whose process died.
        self.shard_watch = ShardWatch(self.shard_plan, store, changed=self._shards_changed)
        # Poker tables: the decision time is the tables' own unless the bot sets a turn time.
        # Sharded: each scheduled tournament has one driver, its shard's process or, while
        # that one is dead, another (its tables deal on tasks of their own).
        self.services = Services.over(
            store, kv, settings, communities=self.shard_watch.owns, languages=DISCORD_LANGUAGES,
            seeds=seeds, turn_seconds=turn_seconds, table_bots=opponent,
            decision_s=turn_seconds, clock=clock,
            mtt_lease_s=shards.MTT_LEASE_S if self.shard_watch.watching else None)
        self.desk = self.services.desk
        self.controller = Controller(
            self,
            self.services,
            settings=settings,
            opponent=opponent,
            codec=self.codec,
            edit_interval=edit_interval,
            clock=clock,
            recovery_options=recovery_options,
        )
        self.tree: app_commands.CommandTree[FeltClient] = app_commands.CommandTree(self)
        build_commands(self.tree, self.controller)
        self._sync_commands = sync_commands

    async def setup_hook(self) -> None:
        # The heartbeat first: a process that took on this process's shards leaves them.
        await self.shard_watch.beat()
        self.shard_watch.start()
        self.add_dynamic_items(*DYNAMIC_ITEMS)
        await self.tree.set_translator(FluentTranslator())
        # Whatever was lost to the restart (a pending edit, moves made while the bot was down),
        # every open match and table is redrawn as it is now, each on its own.
        await self.controller.fronts.resume()
        self.controller.timer.adopting = lambda: bool(self.shard_watch.adopted)
        self.controller.timer.start()
        if self._sync_commands:
            await self.tree.sync()

    async def close(self) -> None:
        # The session closes whatever the last edits meet (a channel gone, lost permissions),
        # and within SHUTDOWN_S even if one of them hangs (it is logged with what was stuck).
        try:
            async with asyncio.timeout(SHUTDOWN_S):
                await self.controller.timer.stop()
                await self.shard_watch.stop()
                await self.desk.mtt.stop()  # its tables' tasks end before the store closes
                await self.controller.fronts.mtt.drain()
                await self.controller.transport.close()
                await self.controller.tables.drain()
        except TimeoutError:
            stuck = [task for task in asyncio.all_tasks() if task is not asyncio.current_task()]
            log.error("shutdown: the last drawings took over %s s; closing anyway (%s)",
                      SHUTDOWN_S, ", ".join(sorted(task.get_name() for task in stuck)))
            for task in stuck:
                task.print_stack(limit=8)
        finally:
            await self.services.boards.close()
            await super().close()

    async def _shards_changed(self, orphaned: frozenset[int], back: frozenset[int]) -> None:
        """Take orphaned shards' games on at once; drop those of shards that are back (their
        process reloaded them: a copy kept here would fall behind and fight it)."""
        if orphaned:
            self.controller.timer.sweep_soon()
        if not back:
            return
        await self.controller.fronts.mtt.renew()  # its tournaments handed back at once
        for key in self.services.forget_unowned(self.shard_watch.owns):
            self.controller.tables.forget(key)

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        try:
            await buttons.on_interaction(self.controller, interaction)
        except Exception as error:
            await self.controller.failed(interaction, error)


class ShardedFeltClient(FeltClient, discord.AutoShardedClient):
    """`FeltClient` running several shards in one process (`DISCORD_SHARD_IDS` names more
    than one): discord.py's AutoShardedClient, one gateway connection per shard."""


def client_for(settings: Settings, store: Store, kv: KeyValue, **options: Any) -> FeltClient:
    """The client for this process's shards: a `ShardedFeltClient` for several, else a
    `FeltClient` (with `shard_id` and `shard_count` when it runs one shard of many)."""
    several = Shards.from_settings(settings).several
    return (ShardedFeltClient if several else FeltClient)(settings, store, kv, **options)


async def serve(settings: Settings, *, sync_commands: bool = True) -> None:
    """Run the Discord bot until it is stopped."""
    assert settings.discord_token is not None, "DISCORD_TOKEN is not set"
    shards = Shards.from_settings(settings)
    if shards.count is not None:
        log.info("running shards %s of %d", ",".join(map(str, shards.ids)), shards.count)
    store = await Store.open(settings.database)
    kv = KeyValue.over(store)  # one writer for the process
    try:
        client = client_for(
            settings, store, kv, sync_commands=sync_commands and shards.syncs_commands,
            turn_seconds=settings.turn_seconds,
        )
        async with client:
            await client.start(settings.discord_token.get_secret_value())
    finally:
        await kv.close()
        await store.close()


def run(settings: Settings) -> None:
    """Blocking entry for the CLI: ``adapters.discord.run(settings)`` when DISCORD_TOKEN is set."""
    import asyncio

    discord.utils.setup_logging()
    asyncio.run(serve(settings))
