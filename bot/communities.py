"""Moving a community to a new id, when the platform renames the place it lives in (a Telegram
group upgraded to a supergroup gets a new chat id; its people, chips and games stay).

`move_community` rewrites the store as one operation on its writer (one transaction): every
match and poker table row of the old community (open or not, so the history and the stats
follow) with its channel, and every balance. The ledger is append-only, so a balance moves as
two rows: the old account pays it out (`refill` with a negative delta, ref ``moved:<new>``)
and the new account receives it as its starting `grant` (ref ``moved:<old>``), which also means
nobody gets a second starting grant there; someone already granted in the new community
receives it as a `refill` instead. Grants and refills together are unchanged, so is every play
total, and the move can be repeated: a second call finds nothing left to move. The caller
moves what it holds in memory (live matches, tables).
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass

from bot.store import LedgerRow, Store
from bot.store.store import Clock, insert_ledger


@dataclass(frozen=True, slots=True)
class Moved:
    """What a move changed: the match/table ids that now belong to the new community and the
    chips moved per player id."""

    games: tuple[int, ...]
    chips: dict[int, int]


async def move_community(
    store: Store, old: str, new: str, *, old_channel: str, new_channel: str, clock: Clock,
) -> Moved:
    """Move `old`'s games and balances to `new` (games in `old_channel` to `new_channel`)."""
    now = clock()
    return await store.writer.run(
        lambda db: _move(db, old, new, old_channel=old_channel, new_channel=new_channel, now=now)
    )


def _move(
    db: sqlite3.Connection, old: str, new: str, *, old_channel: str, new_channel: str,
    now: float,
) -> Moved:
    games = [int(row[0]) for row in db.execute(
        "SELECT id FROM matches WHERE community = ? ORDER BY id", (old,))]
    db.execute(
        "UPDATE matches SET community = ?,"
        " channel = CASE WHEN channel = ? THEN ? ELSE channel END,"
        # a poker table's snapshot names its community (its ledger rows are written there)
        " state_json = CASE WHEN json_extract(state_json, '$.community') = ?"
        "   THEN json_set(state_json, '$.community', ?) ELSE state_json END"
        " WHERE community = ?",
        (new, old_channel, new_channel, old, new, old),
    )
    chips: dict[int, int] = {}
    players = [int(row[0]) for row in db.execute(
        "SELECT DISTINCT player_id FROM ledger WHERE community = ? ORDER BY player_id", (old,))]
    for player in players:
        row = db.execute(
            "SELECT balance_after FROM ledger WHERE community = ? AND player_id = ?"
            " ORDER BY id DESC LIMIT 1", (old, player)).fetchone()
        balance = int(row[0]) if row else 0
        granted = db.execute(
            "SELECT 1 FROM ledger WHERE community = ? AND player_id = ? AND reason = 'grant'",
            (new, player)).fetchone() is not None
        if balance == 0 and granted:
            continue
        if balance:
            insert_ledger(db, [LedgerRow(old, player, -balance, "refill", f"moved:{new}")],
                          None, now)
        reason = "refill" if granted else "grant"
        try:
            insert_ledger(db, [LedgerRow(new, player, balance, reason, f"moved:{old}")],
                          None, now)
        except sqlite3.IntegrityError as error:  # a grant raced in: receive it as a refill
            if reason != "grant" or "UNIQUE" not in str(error):
                raise
            insert_ledger(db, [LedgerRow(new, player, balance, "refill", f"moved:{old}")],
                          None, now)
        chips[player] = balance
    return Moved(tuple(games), chips)
