"""What both platforms' soak tests check at the end of a run (`tests/e2e/*/test_soak.py`)."""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any


async def dealt_hands(store: Any, live: Any, players: Iterable[int]) -> dict[int, set[int]]:
    """The hand numbers each of `players` was dealt cards in at the table `live`, read from
    the stored events (the deal's private "hole" events)."""
    dealt: dict[int, set[int]] = {player: set() for player in players}
    hand_no = 0
    for record in await store.match_events(live.id):
        for event in json.loads(record.events_json):
            if event["kind"] == "hand":
                hand_no = int(event["data"]["hand_no"])
            elif event["kind"] == "hole":
                occupant = live.table.seats[int(event["seat"])]
                if occupant is not None and occupant.player in dealt:
                    dealt[int(occupant.player)].add(hand_no)
    return dealt


async def assert_chips_conserved(store: Any, community: str, players: list[int], live: Any) -> None:
    """Balances and the table hold what was ever granted or refilled: no chip lost or made."""
    table = live.table
    on_table = table.chips() - table.bot_chips_in + table.bot_chips_out
    balances = sum([await store.balance(community, p) for p in players])
    rows = [row for p in players for row in await store.ledger(community, p)]
    minted = sum(row.delta for row in rows if row.reason in ("grant", "refill"))
    assert balances + on_table == minted
