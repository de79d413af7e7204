"""Persistence: `Store` (SQLite through aiosqlite) and the records it reads and writes."""

from bot.store.store import (
    HOUSE,
    TIMER_LEASE_S,
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
    timer_key,
)

__all__ = [
    "HOUSE",
    "TIMER_LEASE_S",
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
    "timer_key",
]
