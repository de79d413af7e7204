"""Several rows in one transaction: what a multi-table tournament writes when one decision
changes more than one table (a balancing move, a break, the start, a late entry).

The store's writer runs each operation inside the batch's one transaction and undoes a refused
one alone (`bot.store.writer`): so one operation that updates several `matches` rows is
atomic, every row or none, and a crash (SIGKILL) loses it whole or not at all. `commit_rows` is that
operation: for each row the same guarded update as `Store.commit_action` (the stored seq must
be the one this copy was loaded at, the row still open) with its event row, then the ledger
rows, whose ref is the tournament's row. Any row that does not match raises `SeqConflict` /
`MatchNotFound` and the writer undoes the others.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass

from bot.errors import MatchNotFound, SeqConflict
from bot.store import LedgerRow, Store, match_ref
from bot.store.store import insert_ledger


@dataclass(frozen=True, slots=True)
class RowUpdate:
    match_id: int
    expected_seq: int
    state_json: str
    seq: int
    deal_no: int
    action_json: str
    events_json: str
    status: str | None = None  # None keeps it ("finished" closes the row)
    deadline: float | None = None


async def commit_rows(
    store: Store, updates: Sequence[RowUpdate], rows: Sequence[LedgerRow], ref_match: int,
    now: float,
) -> None:
    """Write every update and the ledger rows (ref: row `ref_match`) in one transaction."""
    for update in updates:
        if update.seq <= update.expected_seq:
            raise ValueError("a committed change must advance seq")
    ref = match_ref(ref_match)

    def write(db: sqlite3.Connection) -> None:
        for u in updates:
            cursor = db.execute(
                # A whole snapshot: the row's lean changes since the last one are folded in.
                "UPDATE matches SET state_json = ?, snapshot_seq = ?, seq = ?, deal_no = ?,"
                " status = COALESCE(?, status), deadline = ?, updated_at = ?"
                " WHERE id = ? AND seq = ? AND status = 'open'",
                (u.state_json, u.seq, u.seq, u.deal_no, u.status, u.deadline, now, u.match_id,
                 u.expected_seq),
            )
            if cursor.rowcount != 1:
                found = db.execute("SELECT status FROM matches WHERE id = ?",
                                   (u.match_id,)).fetchone()
                if found is None or found[0] != "open":
                    raise MatchNotFound(u.match_id)
                raise SeqConflict(u.match_id, u.expected_seq)
            db.execute(
                "INSERT INTO match_events (match_id, seq, action_json, events_json, created_at)"
                " VALUES (?, ?, ?, ?, ?)",
                (u.match_id, u.seq, u.action_json, u.events_json, now),
            )
        insert_ledger(db, rows, ref, now)

    await store.writer.run(write)
