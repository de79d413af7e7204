"""Crash test: SIGKILL a process playing tournaments at random points, restart, and check that
each tournament resumes exactly as last committed (level, level clock, stacks, eliminations)
and that every prize pool is paid exactly once.

The child (this file run as a script) keeps a Sit & Go (levels by hands) and a Spin (levels
by minutes) running with accounts that act at random through `TournamentService`, printing a
line after each command returns: the tournament, its seq and a hash of its snapshot; when one
ends it opens the next. The parent kills it after a random number of lines and inspects the
SQLite file: each open tournament's snapshot seq equals its row seq and last event seq;
nothing reported committed is missing; tournament chips add up to the starting stacks; every
account's ledger chain holds; per tournament the prize rows equal the prizes the snapshot
records as paid (each person at most one row), a finished one's equal its pool, and the pool
equals the entries paid in (house included). The next child loads each tournament exactly as
stored and plays on.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import os
import random
import signal
import sqlite3
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[1]
COMMUNITY = "crash"


def _digest(state: dict[str, Any]) -> str:
    text = json.dumps(state, separators=(",", ":"), ensure_ascii=False, sort_keys=True)
    return hashlib.sha256(text.encode()).hexdigest()


# -- the child ----------------------------------------------------------------------------------


async def _child(db: Path, seed: int) -> None:
    from bot.errors import BotError
    from bot.matches.seeds import DerivedSeeds
    from bot.store import Store
    from bot.tables import Accounts, TableCommand
    from bot.tables.service import restore_table
    from bot.tournaments import TournamentService, sitngo, spin
    from bot.tournaments.table import TournamentTable

    store = await Store.open(db)
    service = TournamentService(store, seeds=DerivedSeeds(seed), draw=random.Random(seed))
    accounts = Accounts(store, grant=100_000, refill_amount=1000, refill_cooldown_s=0)
    for record in await store.load_open_matches():  # what a restart finds, before it moves
        table = restore_table(record, TournamentTable).table  # snapshot + lean moves since
        print(f"stored {record.id} {table.seq} {table.hand_no} {table.level} "
              f"{table.started_at} {len(table.results)}", flush=True)
    for live in await service.load_open():  # then the server's pending moves are made
        table = live.table
        assert isinstance(table, TournamentTable)
        print(f"loaded {live.id} {table.seq} {table.hand_no} {table.level} "
              f"{table.started_at} {len(table.results)}", flush=True)
    people = [
        (await accounts.open(COMMUNITY, "crash", f"p{j}", f"P{j}")).player for j in range(7)
    ]
    formats = {"sitngo": sitngo(4, 100, unit="hands", length=3),
               "spin": spin(50, unit="minutes", length=1)}
    rng = random.Random(seed)
    while True:
        kinds = {t.table.format.kind for t in service  # type: ignore[attr-defined]
                 if isinstance(t.table, TournamentTable)}
        for kind, fmt in formats.items():
            if kind not in kinds:
                await service.create_tournament(COMMUNITY, kind, fmt)
        for live in service:  # registration, perhaps cut short by the last kill
            table = live.table
            assert isinstance(table, TournamentTable)
            seats = people[:4] if table.format.kind == "sitngo" else people[4:]
            for person in seats:
                if not table.started and table.seat_of(person) is None:
                    await service.register(live.id, person, f"P{person}")
                    print(f"commit {live.id} {live.table.seq} {_digest(live.table.to_dict())}",
                          flush=True)
        for live in service:
            table = live.table
            seat = table.to_act
            if seat is None or table.hand is None:
                continue
            occupant = table.seats[seat]
            assert occupant is not None and occupant.player is not None
            option = rng.choice(table.hand.legal_actions(seat))
            amount = None
            if option.kind in ("bet", "raise"):
                assert option.min is not None and option.max is not None
                amount = rng.randint(option.min, option.max)
            try:
                await service.act(TableCommand(live.id, occupant.player, table.hand_no,
                                               table.hand_seq, option.kind, amount))
            except BotError:
                continue
            print(f"commit {live.id} {live.table.seq} {_digest(live.table.to_dict())}",
                  flush=True)


# -- the parent ---------------------------------------------------------------------------------


Stored = dict[int, tuple[int, int, int, float | None, int, str]]


def _stored_table(connection: sqlite3.Connection, table_id: int, state_json: str,
                  cls: Any) -> Any:
    """The stored table as a restart finds it: its snapshot with the lean moves written since
    replayed (issue 15.2)."""
    table = cls.from_dict(json.loads(state_json))
    (snapshot_seq,) = connection.execute(
        "SELECT snapshot_seq FROM matches WHERE id = ?", (table_id,)).fetchone()
    for (action_json,) in connection.execute(
        "SELECT action_json FROM match_events WHERE match_id = ? AND seq > ? ORDER BY seq",
        (table_id, snapshot_seq),
    ).fetchall():
        table.replay(json.loads(action_json))
    return table


def _audit(db: Path) -> Stored:
    """Check the store's invariants; returns each open tournament's (seq, hand_no, level,
    started_at, eliminated, digest)."""
    from bot.tournaments.table import TournamentTable

    connection = sqlite3.connect(db)
    try:
        stored: Stored = {}
        for table_id, seq, status, state_json in connection.execute(
            "SELECT id, seq, status, state_json FROM matches WHERE game LIKE 'tourney:%'"
        ):
            table = _stored_table(connection, table_id, state_json, TournamentTable)
            state = table.to_dict()
            last = connection.execute(
                "SELECT MAX(seq) FROM match_events WHERE match_id = ?", (table_id,)
            ).fetchone()[0]
            assert table.seq == seq == (last or 0)
            sums = dict(connection.execute(
                "SELECT reason, SUM(delta) FROM ledger WHERE ref = ? AND player_id NOT IN"
                " (SELECT id FROM players WHERE platform = 'escrow') GROUP BY reason",
                (f"match:{table_id}",),
            ).fetchall())
            (escrow,) = connection.execute(
                "SELECT COALESCE(SUM(l.delta), 0) FROM ledger l JOIN players p"
                " ON p.id = l.player_id WHERE p.platform = 'escrow' AND p.external_id = ?",
                (str(table_id),),
            ).fetchone()
            assert escrow == table.escrowed()  # entries in less prizes out (issue 15.4)
            # Paid exactly once: the prize rows are the prizes the snapshot records.
            assert sums.get("prize", 0) == sum(r.prize for r in table.results)
            for (count,) in connection.execute(
                "SELECT COUNT(*) FROM ledger WHERE ref = ? AND reason = 'prize'"
                " AND player_id NOT IN (SELECT id FROM players WHERE platform = 'escrow')"
                " GROUP BY player_id", (f"match:{table_id}",),
            ):
                assert count == 1
            entries = -sums.get("entry", 0)
            fmt = table.format
            if table.started:
                assert entries == table.pool == sum(table.prizes)
                chips = sum(table.seat_chips(i) for i in table.alive())
                if table.live and table.hand is not None:
                    chips = table.chips()
                if status == "open":
                    assert chips == fmt.starting_stack * fmt.seats
            else:
                assert entries == fmt.entry * len(table.registered())
            if status == "finished":
                assert sums.get("prize", 0) == table.pool
                assert len(table.results) == fmt.seats
            else:
                stored[table_id] = (seq, table.hand_no, table.level, table.started_at,
                                    len(table.results), _digest(state))
        for (player,) in connection.execute("SELECT DISTINCT player_id FROM ledger"):
            total, last_after = connection.execute(
                "SELECT SUM(delta), (SELECT balance_after FROM ledger WHERE player_id = ?"
                " ORDER BY id DESC LIMIT 1) FROM ledger WHERE player_id = ?",
                (player, player),
            ).fetchone()
            assert total == last_after >= 0
        return stored
    finally:
        connection.close()


def _run_and_kill(db: Path, seed: int, lines: int) -> list[list[str]]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    child = subprocess.Popen(
        [sys.executable, str(Path(__file__).resolve()), "child", str(db), str(seed)],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env, cwd=ROOT,
    )
    assert child.stdout is not None
    seen: list[list[str]] = []
    try:
        while len(seen) < lines:
            line = child.stdout.readline()
            if not line:
                break
            seen.append(line.split())
    finally:
        child.send_signal(signal.SIGKILL)
        rest, errors = child.communicate(timeout=30)
    assert len(seen) >= lines, errors
    return [*seen, *(line.split() for line in rest.splitlines())]


def _check_round(db: Path, lines: list[list[str]], before: Stored) -> Stored:
    # The restarted child loaded every tournament exactly as the store had it: the same seq,
    # hand, level, level clock and eliminations.
    for line in lines:
        if line[0] in ("stored", "loaded"):
            table_id = int(line[1])
            seq, hand_no, level, out = (int(v) for v in (*line[2:5], line[6]))
            started = None if line[5] == "None" else float(line[5])
            if line[0] == "stored":
                assert before[table_id][:5] == (seq, hand_no, level, started, out)
            else:  # play went on from there: the same clock, nothing undone
                old_seq, old_hand, old_level, old_started, old_out = before[table_id][:5]
                assert seq >= old_seq and hand_no >= old_hand and level >= old_level
                assert out >= old_out
                assert old_started is None or started == old_started
    stored = _audit(db)
    last: dict[int, tuple[int, str]] = {}
    for line in lines:
        if line[0] == "commit" and len(line) == 4:  # a line cut by the kill is ignored
            last[int(line[1])] = (int(line[2]), line[3])
    for table_id, (seq, digest) in last.items():
        if table_id not in stored:
            continue  # finished since (audited as finished above)
        assert seq <= stored[table_id][0]
        if seq == stored[table_id][0]:
            assert digest == stored[table_id][5]
    return stored


def _crash_rounds(tmp_path: Path, rounds: int, seed: int) -> None:
    db = tmp_path / "crash.db"
    rng = random.Random(seed)
    stored: Stored = {}
    for round_no in range(rounds):
        lines = _run_and_kill(db, round_no, rng.randint(5, 150))
        stored = _check_round(db, lines, stored)
    connection = sqlite3.connect(db)
    try:
        (finished,) = connection.execute(
            "SELECT COUNT(*) FROM matches WHERE status = 'finished'").fetchone()
    finally:
        connection.close()
    assert finished >= 1 and len(stored) >= 1


def test_sigkill_at_random_points_resumes_tournaments_and_pays_once(tmp_path: Path) -> None:
    _crash_rounds(tmp_path, rounds=5, seed=1)


@pytest.mark.slow
def test_sigkill_many_rounds(tmp_path: Path) -> None:
    _crash_rounds(tmp_path, rounds=25, seed=2)


if __name__ == "__main__" and sys.argv[1:2] == ["child"]:
    asyncio.run(_child(Path(sys.argv[2]), int(sys.argv[3])))
