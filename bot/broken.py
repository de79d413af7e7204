"""Open tables and matches whose stored row cannot be played on, and their refund.

At start-up the registry and the table service skip such a row with a log line and load the
rest (`bot.registry.BrokenRecord`); the row stays open in the store with its chips. A row
whose chips are not what its escrow account holds (an inflated or otherwise doctored
snapshot) is broken too, on load and when a change finds it out. An admin
runs `feltbot refund-broken`: every open row that does not load here is cancelled and every
account gets back what the ledger says it put in and did not take out, paid from the row's
escrow account (`Store.refund_and_cancel`), one transaction per row. A row of a game this
code does not know is left alone: it may be a newer feltbot's.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Mapping
from dataclasses import dataclass

from bot.games import GAMES
from bot.matches.setups import SETUPS, held_chips
from bot.registry import TABLE_PREFIX, BrokenRecord, restore_match
from bot.store import LedgerRow, MatchRecord, Store
from bot.tables.service import restore_table
from engine.protocol import GameState

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class BrokenMatch:
    id: int
    game: str
    community: str
    channel: str
    seq: int
    reason: str  # for the log, in English: what is wrong with the row


def broken_reason(
    record: MatchRecord, games: Mapping[str, type[GameState]] = GAMES
) -> str | None:
    """Why the row cannot be played on, or None when it loads (or is not this code's game)."""
    try:
        if record.game.startswith(TABLE_PREFIX):
            restore_table(record)
        elif record.game in games:
            holdings = held_chips if record.game in SETUPS else None
            restore_match(record, games[record.game], holdings)
    except BrokenRecord as broken:
        return str(broken)
    return None


async def find_broken(
    store: Store, games: Mapping[str, type[GameState]] = GAMES
) -> list[BrokenMatch]:
    """Every open row of the store that does not load, oldest first."""
    found = []
    for record in await store.load_open_matches():
        reason = broken_reason(record, games)
        if reason is not None:
            found.append(BrokenMatch(record.id, record.game, record.community, record.channel,
                                     record.seq, reason))
    return found


async def refund_broken(store: Store, broken: BrokenMatch) -> list[LedgerRow]:
    """Cancel one broken row and refund what its accounts put in (see the module docstring)."""
    action = json.dumps({"kind": "refund_broken", "reason": broken.reason})
    rows = await store.refund_and_cancel(broken.id, broken.seq, action)
    log.warning("match %s (%s) cancelled as broken (%s); refunded %s", broken.id, broken.game,
                broken.reason, [(row.player_id, row.delta) for row in rows])
    return rows
