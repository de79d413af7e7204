"""Open tables and matches whose stored row cannot be played on, and their refund.

At start-up the registry and the table service skip such a row with a log line and load the
rest (`bot.registry.BrokenRecord`); the row stays open in the store with its chips. A row
whose chips are not what its escrow account holds (an inflated or otherwise doctored
snapshot) is broken too, on load and when a change finds it out. An admin
runs `feltbot refund-broken`: every open row that does not load here is cancelled and every
account gets back what the ledger says it put in and did not take out, paid from the row's
escrow account (`Store.refund_and_cancel`), one transaction per row. A row of a game this
code does not know is left alone: it may be a newer feltbot's.

A scheduled multi-table tournament is several rows (its hub and its tables, `bot.tournaments`)
and is broken as a whole: when the hub's row or any of its tables' rows does not load, every
row of it is listed, the tables first and the hub last, so refunding the hub (where the
entries were paid in) gives every registrant and entrant back their entry less any prize
already paid; its tables hold tournament chips only, and refunding one moves nothing.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Mapping
from dataclasses import dataclass

from bot.games import GAMES
from bot.matches.setups import SETUPS, held_chips
from bot.registry import MTT_PREFIX, TABLE_PREFIX, BrokenRecord, json_object, restore_match
from bot.store import LedgerRow, MatchRecord, Store
from bot.tables.service import restore_table
from bot.tournaments.mtt import Hub
from bot.tournaments.mtt_table import MttTable
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
        if record.game.startswith(MTT_PREFIX):
            _check_mtt_row(record)
        elif record.game.startswith(TABLE_PREFIX):
            restore_table(record)
        elif record.game in games:
            holdings = held_chips if record.game in SETUPS else None
            restore_match(record, games[record.game], holdings)
    except BrokenRecord as broken:
        return str(broken)
    return None


def _check_mtt_row(record: MatchRecord) -> None:
    if record.game.startswith(MTT_PREFIX + TABLE_PREFIX):
        restore_table(record, MttTable)
        return
    try:
        hub = Hub.from_dict(json_object(record.state_json, "tournament snapshot"))
    except BrokenRecord:
        raise
    except Exception as error:
        raise BrokenRecord(f"tournament snapshot does not load: {error!r}") from error
    if hub.seq != record.seq:
        raise BrokenRecord(f"tournament snapshot seq {hub.seq} differs from its row's "
                           f"{record.seq}")


def _mtt_hub_of(record: MatchRecord) -> int | None:
    """The tournament a stored multi-table table row belongs to, when its JSON says."""
    try:
        return int(json.loads(record.state_json)["mtt"]["tournament"])
    except Exception:
        return None


def _mtt_tables_of(record: MatchRecord) -> list[int]:
    """The table rows a stored tournament's hub lists, when its JSON says."""
    try:
        return [int(table_id) for table_id in json.loads(record.state_json)["tables"]]
    except Exception:
        return []


async def find_broken(
    store: Store, games: Mapping[str, type[GameState]] = GAMES
) -> list[BrokenMatch]:
    """Every open row of the store that does not load, oldest first; a multi-table
    tournament's rows all together when one of them is broken (its tables, then its hub)."""
    found = []
    records = await store.load_open_matches()
    reasons = {record.id: broken_reason(record, games) for record in records}
    hubs = {r.id: r for r in records
            if r.game.startswith(MTT_PREFIX) and not r.game.startswith(MTT_PREFIX + TABLE_PREFIX)}
    tables_of: dict[int, list[MatchRecord]] = {hub_id: [] for hub_id in hubs}
    listed = {table_id: hub_id for hub_id, hub in hubs.items()
              for table_id in _mtt_tables_of(hub)}
    orphans: list[MatchRecord] = []
    for record in records:
        if record.game.startswith(MTT_PREFIX + TABLE_PREFIX):
            hub_id = listed.get(record.id, _mtt_hub_of(record))
            if hub_id in tables_of:
                tables_of[hub_id].append(record)
            elif reasons[record.id] is not None:
                orphans.append(record)
    for record in records:
        if record.id in hubs or record.game.startswith(MTT_PREFIX + TABLE_PREFIX):
            continue
        reason = reasons[record.id]
        if reason is not None:
            found.append(_found(record, reason))
    found.extend(_found(record, str(reasons[record.id])) for record in orphans)
    for hub_id, hub in hubs.items():
        tables = tables_of[hub_id]
        why = [reason for reason in (reasons[r.id] for r in (*tables, hub)) if reason]
        if not why:
            continue
        for table in tables:
            found.append(_found(table, reasons[table.id] or f"its tournament {hub_id} is broken"))
        found.append(_found(hub, reasons[hub_id] or f"a table is broken: {why[0]}"))
    return found


def _found(record: MatchRecord, reason: str) -> BrokenMatch:
    return BrokenMatch(record.id, record.game, record.community, record.channel, record.seq,
                       reason)


async def refund_broken(store: Store, broken: BrokenMatch) -> list[LedgerRow]:
    """Cancel one broken row and refund what its accounts put in (see the module docstring)."""
    action = json.dumps({"kind": "refund_broken", "reason": broken.reason})
    rows = await store.refund_and_cancel(broken.id, broken.seq, action)
    log.warning("match %s (%s) cancelled as broken (%s); refunded %s", broken.id, broken.game,
                broken.reason, [(row.player_id, row.delta) for row in rows])
    return rows
