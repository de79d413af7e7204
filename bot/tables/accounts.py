"""Chip accounts (NK-7.6): a virtual balance per player and community, platform-neutral ids.

The first use grants the starting chips once; a broke player may refill after a cooldown.
Every movement is a ledger row written by the store (grant, refill, buy_in, cash_out…); there
is nothing to buy and nothing to withdraw.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.errors import RefillNotBroke
from bot.settings import Settings
from bot.store import Store


@dataclass(frozen=True, slots=True)
class Opened:
    player: int
    granted: int  # the starting grant given now (0 for a known account)
    balance: int


class Accounts:
    def __init__(
        self, store: Store, *, grant: int, refill_amount: int, refill_cooldown_s: float
    ) -> None:
        self._store = store
        self._grant = grant
        self._refill_amount = refill_amount
        self._cooldown = refill_cooldown_s

    @classmethod
    def from_settings(cls, store: Store, settings: Settings) -> Accounts:
        return cls(
            store, grant=settings.starting_grant, refill_amount=settings.refill_amount,
            refill_cooldown_s=settings.refill_cooldown_s,
        )

    async def open(self, community: str, platform: str, external_id: str, name: str) -> Opened:
        """The player's account in `community`, with the starting grant on first use."""
        player = await self._store.ensure_player(platform, external_id, name)
        granted = await self._store.grant_if_new(community, player, self._grant)
        return Opened(player, granted, await self._store.balance(community, player))

    async def balance(self, community: str, player: int) -> int:
        return await self._store.balance(community, player)

    async def refill(self, community: str, player: int, *, at_tables: int = 0) -> int:
        """Top up a broke account (`RefillNotBroke` / `RefillCooldown` otherwise). A player
        with chips still at a table (`at_tables`, see `TableService.chips_at_tables`) is not
        broke, so sitting with everything cannot earn a refill."""
        if at_tables > 0:
            raise RefillNotBroke()
        return await self._store.refill(community, player, self._refill_amount, self._cooldown)
