"""Moving a community to a new id, when the platform renames the place it lives in (a Telegram
group upgraded to a supergroup gets a new chat id; its people, chips and games stay).

`move_community` rewrites the store in one transaction, on its own connection to the store's
file (as `bot.kv` does): every match and poker table row of the old community (open or not,
so the history and the stats follow) with its channel, and every balance. The ledger is
append-only, so a balance moves as two rows: the old account pays it out (`refill` with a
negative delta, ref ``moved:<new>``) and the new account receives it as its starting `grant`
(ref ``moved:<old>``), which also means nobody gets a second starting grant there; someone
already granted in the new community receives it as a `refill` instead. Grants and refills
together are unchanged, so is every play total, and the move can be repeated: a second call
finds nothing left to move. The caller moves what it holds in memory (live matches, tables).
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import aiosqlite

from bot.store.store import Clock

_INSERT = """
INSERT INTO ledger (community, player_id, delta, reason, ref, balance_after, created_at)
VALUES (?, ?, ?, ?, ?,
    COALESCE((SELECT balance_after FROM ledger
              WHERE community = ? AND player_id = ? ORDER BY id DESC LIMIT 1), 0) + ?,
    ?)
"""


@dataclass(frozen=True, slots=True)
class Moved:
    """What a move changed: the match/table ids that now belong to the new community and the
    chips moved per player id."""

    games: tuple[int, ...]
    chips: dict[int, int]


async def move_community(
    path: str | Path, old: str, new: str, *, old_channel: str, new_channel: str, clock: Clock,
) -> Moved:
    """Move `old`'s games and balances to `new` (games in `old_channel` to `new_channel`)."""
    db = await aiosqlite.connect(path, isolation_level=None)
    try:
        await db.execute("PRAGMA busy_timeout = 5000")
        await db.execute("BEGIN IMMEDIATE")
        try:
            moved = await _move(db, old, new, old_channel=old_channel,
                                new_channel=new_channel, now=clock())
            await db.execute("COMMIT")
        except BaseException:
            await db.execute("ROLLBACK")
            raise
    finally:
        await db.close()
    return moved


async def _move(
    db: aiosqlite.Connection, old: str, new: str, *, old_channel: str, new_channel: str,
    now: float,
) -> Moved:
    games = [int(row[0]) for row in await _all(
        db, "SELECT id FROM matches WHERE community = ? ORDER BY id", (old,))]
    await db.execute(
        "UPDATE matches SET community = ?,"
        " channel = CASE WHEN channel = ? THEN ? ELSE channel END,"
        # a poker table's snapshot names its community (its ledger rows are written there)
        " state_json = CASE WHEN json_extract(state_json, '$.community') = ?"
        "   THEN json_set(state_json, '$.community', ?) ELSE state_json END"
        " WHERE community = ?",
        (new, old_channel, new_channel, old, new, old),
    )
    chips: dict[int, int] = {}
    players = [int(row[0]) for row in await _all(
        db, "SELECT DISTINCT player_id FROM ledger WHERE community = ? ORDER BY player_id",
        (old,))]
    for player in players:
        balance = await _balance(db, old, player)
        granted = await _all(
            db, "SELECT 1 FROM ledger WHERE community = ? AND player_id = ? AND reason = 'grant'",
            (new, player))
        if balance == 0 and granted:
            continue
        if balance:
            await _insert(db, old, player, -balance, reason="refill", ref=f"moved:{new}",
                          now=now)
        await _insert(db, new, player, balance, reason="refill" if granted else "grant",
                      ref=f"moved:{old}", now=now)
        chips[player] = balance
    return Moved(tuple(games), chips)


async def _balance(db: aiosqlite.Connection, community: str, player: int) -> int:
    rows = await _all(
        db, "SELECT balance_after FROM ledger WHERE community = ? AND player_id = ?"
        " ORDER BY id DESC LIMIT 1", (community, player))
    return int(rows[0][0]) if rows else 0


async def _insert(
    db: aiosqlite.Connection, community: str, player: int, delta: int, *, reason: str,
    ref: str, now: float,
) -> None:
    try:
        await db.execute(_INSERT, (community, player, delta, reason, ref, community, player,
                                   delta, now))
    except sqlite3.IntegrityError as error:  # a grant raced in: receive it as a refill
        if reason != "grant" or "UNIQUE" not in str(error):
            raise
        await db.execute(_INSERT, (community, player, delta, "refill", ref, community, player,
                                   delta, now))


async def _all(
    db: aiosqlite.Connection, sql: str, params: tuple[object, ...]
) -> list[tuple[Any, ...]]:
    cursor = await db.execute(sql, params)
    try:
        return [tuple(row) for row in await cursor.fetchall()]
    finally:
        await cursor.close()
