"""A player's chip history in one community: (time, balance after) for every ledger row, the
points of `/stats`'s chart (`bot.pictures.chart.chip_chart`)."""

from __future__ import annotations

from bot.store import Store


async def chip_history(store: Store, community: str, player_id: int,
                       limit: int = 500) -> list[tuple[float, int]]:
    """The last `limit` balances, oldest first (a chart has room for no more)."""
    entries = await store.ledger(community, player_id)
    return [(entry.created_at, entry.balance_after) for entry in entries[-limit:]]
