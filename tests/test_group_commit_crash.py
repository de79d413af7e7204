"""Crash test for group commit: SIGKILL a process while batches are constantly being written
(eight writers committing at once, so a batch is nearly always on the writer thread), restart,
and check that nothing answered is missing and no batch landed in part.

The child (this file run as a script) runs eight tasks, one per match; each commits action
after action, every one giving one chip to the match's own player in the same write, and
prints "commit <match> <seq>" once `commit_action` has returned (the chip is minted, a
`refill`: a transfer out of the match would need chips in its escrow). After the kill the parent
checks on the SQLite file: every printed seq is stored (seq <= the row's, event row present),
each row's seq equals its last event's, and each account's balance equals its match's seq (the
ledger row and the snapshot came together). The next child opens the same file and carries on.
"""

from __future__ import annotations

import asyncio
import os
import random
import signal
import sqlite3
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
WRITERS = 8
COMMUNITY = "crash"


async def _child(db: Path) -> None:
    from bot.store import LedgerRow, Store

    store = await Store.open(db)
    records = sorted(await store.load_open_matches(), key=lambda r: r.id)
    if not records:
        for n in range(WRITERS):
            player = await store.ensure_player("crash", f"p{n}", f"P{n}")
            await store.create_match("updown", COMMUNITY, "c", seats=[player, None],
                                     state_json="{}")
        records = sorted(await store.load_open_matches(), key=lambda r: r.id)
    print("ready", flush=True)

    async def writer(match_id: int, player: int, seq: int) -> None:
        while True:
            await store.commit_action(
                match_id, seq, state_json=f'{{"seq": {seq + 1}}}', seq=seq + 1, deal_no=0,
                action_json="{}", events_json="[]",
                ledger_rows=[LedgerRow(COMMUNITY, player, 1, "refill")],
            )
            seq += 1
            print(f"commit {match_id} {seq}", flush=True)
            if seq % 10 == 0:  # batches really hold several writers' actions
                print(f"batched {store.writer.operations} {store.writer.batches}", flush=True)

    await asyncio.gather(*(
        writer(r.id, r.seats[0].player_id or 0, r.seq) for r in records
    ))


def _audit(db: Path) -> dict[int, int]:
    """match id -> stored seq, after checking that every batch landed whole."""
    connection = sqlite3.connect(db)
    try:
        assert connection.execute("PRAGMA integrity_check").fetchone() == ("ok",)
        stored: dict[int, int] = {}
        for match_id, seq, state_json, player in connection.execute(
            "SELECT m.id, m.seq, m.state_json, s.player_id FROM matches m"
            " JOIN match_seats s ON s.match_id = m.id AND s.seat = 0"
        ).fetchall():
            (last_event,) = connection.execute(
                "SELECT COALESCE(MAX(seq), 0) FROM match_events WHERE match_id = ?",
                (match_id,),
            ).fetchone()
            (balance,) = connection.execute(
                "SELECT COALESCE(SUM(delta), 0) FROM ledger WHERE player_id = ?", (player,)
            ).fetchone()
            assert last_event == seq == balance, (match_id, seq, last_event, balance)
            assert state_json == ("{}" if seq == 0 else f'{{"seq": {seq}}}')
            stored[match_id] = seq
        return stored
    finally:
        connection.close()


def _run_and_kill(db: Path, lines: int) -> tuple[list[tuple[int, int]], list[tuple[int, int]]]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    child = subprocess.Popen(
        [sys.executable, str(Path(__file__).resolve()), "child", str(db)],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env, cwd=ROOT,
    )
    assert child.stdout is not None
    answered: list[tuple[int, int]] = []
    batched: list[tuple[int, int]] = []  # (operations, batches) so far
    ready = False
    try:
        while len(answered) < lines:
            line = child.stdout.readline()
            if not line:
                break
            words = line.split()
            if words == ["ready"]:
                ready = True
            elif len(words) == 3 and words[0] == "commit":
                answered.append((int(words[1]), int(words[2])))
            elif len(words) == 3 and words[0] == "batched":
                batched.append((int(words[1]), int(words[2])))
    finally:
        child.send_signal(signal.SIGKILL)
        rest, errors = child.communicate(timeout=30)
    assert ready and len(answered) >= lines, errors
    for line in rest.split("\n")[:-1]:  # printed before the kill (not the cut last line)
        words = line.split()
        if len(words) == 3 and words[0] == "commit":
            answered.append((int(words[1]), int(words[2])))
    return answered, batched


def test_sigkill_inside_a_batch_loses_nothing_answered_and_no_batch_in_part(
    tmp_path: Path,
) -> None:
    db = tmp_path / "crash.db"
    rng = random.Random(15)
    previous: dict[int, int] = {}
    grouped = False
    for _ in range(4):
        answered, batched = _run_and_kill(db, rng.randint(40, 400))
        grouped = grouped or any(operations > batches for operations, batches in batched)
        stored = _audit(db)
        assert len(stored) == WRITERS
        for match_id, seq in answered:
            assert seq <= stored[match_id], (match_id, seq, stored[match_id])
        for match_id, seq in previous.items():
            assert stored[match_id] >= seq  # the restarted child carried on from the store
        previous = stored
    assert grouped  # the kills hit a writer that was writing several actions per batch


if __name__ == "__main__" and sys.argv[1:2] == ["child"]:
    asyncio.run(_child(Path(sys.argv[2])))
