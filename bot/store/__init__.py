"""Persistence: `Store` (SQLite through aiosqlite) and the records it reads and writes."""

from bot.store.store import (
    HOUSE,
    EscrowMismatch,
    EventRecord,
    LedgerEntry,
    LedgerRow,
    MatchRecord,
    PlayerRecord,
    SchemaTooNew,
    SeatRecord,
    Store,
    match_ref,
)

__all__ = [
    "HOUSE",
    "EscrowMismatch",
    "EventRecord",
    "LedgerEntry",
    "LedgerRow",
    "MatchRecord",
    "PlayerRecord",
    "SchemaTooNew",
    "SeatRecord",
    "Store",
    "match_ref",
]
