"""Crash test: SIGKILL a process running a scheduled multi-table tournament in the middle of its
balancing moves and table breaks, restart, and check that every player is seated exactly once
and every tournament chip is accounted for (NK-7.5, NK-9.5, NK-9.6).

The child (this file run as a script) runs one tournament of BOTs through `MttService`. Every
decision that writes three rows or more (a move: two tables and the tournament; a break: more)
is slowed *inside its transaction*: the operation has run its updates on the writer
connection, prints ``inside`` and sleeps before the COMMIT. The parent kills the child after a
random number of those lines, so the kill lands with the move half written in an open
transaction, or at another random line (``decision``, printed after a decision committed). It
then inspects the SQLite file: the tournament's open tables hold each player still in exactly
once (seated, or out in the table's last hand waiting to be placed) at the table the tournament
names; the chips at its tables are the starting stacks of every entry; each row's snapshot seq
is its row's and its last event's; every decision reported committed is there; the ledger's
entries equal the pool and its prizes the prizes recorded (each paid once). The next child
loads it and plays on; the last one plays it to the end: prizes paid equal the pool.
"""

from __future__ import annotations

import asyncio
import json
import os
import random
import signal
import sqlite3
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[1]
COMMUNITY = "crash"
PAUSE_S = 0.05


# -- the child ----------------------------------------------------------------------------------


async def _child(db: Path, seed: int, finish: bool) -> None:
    from bot.matches.seeds import DerivedSeeds
    from bot.store import Store
    from bot.tournaments import mtt_service
    from bot.tournaments.mtt_service import HubOutcome, MttService, Outcome
    from bot.tournaments.schedule import scheduled

    real = mtt_service.commit_rows

    class PausingWriter:
        def __init__(self, writer: Any) -> None:
            self._writer = writer

        async def run(self, op: Callable[[sqlite3.Connection], Any]) -> Any:
            def slow(connection: sqlite3.Connection) -> Any:
                value = op(connection)  # every row updated, the transaction still open
                print("inside", flush=True)
                time.sleep(PAUSE_S)
                return value

            return await self._writer.run(slow)

    class PausingStore:
        def __init__(self, store: Store) -> None:
            self.writer = PausingWriter(store.writer)

    async def commit_rows(store: Store, updates: Sequence[Any], rows: Sequence[Any],
                          ref: int, now: float) -> None:
        if len(updates) >= 3 and not finish:
            await real(PausingStore(store), updates, rows, ref, now)  # type: ignore[arg-type]
        else:
            await real(store, updates, rows, ref, now)

    mtt_service.commit_rows = commit_rows  # type: ignore[assignment]

    def listen(outcomes: Sequence[Outcome]) -> None:
        for outcome in outcomes:
            if isinstance(outcome, HubOutcome):
                print(f"decision {outcome.hub_id} {outcome.seq}", flush=True)

    store = await Store.open(db)
    service = MttService(store, seeds=DerivedSeeds(seed), draw=random.Random(seed),
                         listener=listen)
    await service.load_open()
    for lh in service.hubs():
        print(f"loaded {lh.id} {lh.hub.seq}", flush=True)
    if not service.hubs():
        with sqlite3.connect(db) as connection:
            (done,) = connection.execute(
                "SELECT COUNT(*) FROM matches WHERE game = 'mtt:holdem'").fetchone()
        if done == 0:
            schedule = scheduled(time.time(), table_size=5, unit="hands", length=2,
                                 starting_stack=600, entry=10)
            lh = await service.schedule(COMMUNITY, "mtt", schedule, is_admin=True)
            await service.add_bots(lh.id, 34)
            await service.start(lh.id)
    await service.tick()  # a start the last kill cut short: due, so it starts now
    for lh in service.hubs():
        await service.finished(lh.id)
    print("over", flush=True)
    await service.stop()
    await store.close()


# -- the parent ---------------------------------------------------------------------------------


def _audit(db: Path) -> dict[int, int]:
    """Check the store's invariants; returns each tournament's stored seq."""
    from bot.tournaments.mtt import IN, Hub, chips_in_play, seated
    from bot.tournaments.mtt_table import MttTable

    connection = sqlite3.connect(db)
    try:
        seqs: dict[int, int] = {}
        tables: dict[int, tuple[str, MttTable]] = {}
        for row_id, seq, status, state_json in connection.execute(
            "SELECT id, seq, status, state_json FROM matches WHERE game LIKE 'mtt:table:%'"
        ):
            table = MttTable.from_dict(json.loads(state_json))
            last = connection.execute("SELECT MAX(seq) FROM match_events WHERE match_id = ?",
                                      (row_id,)).fetchone()[0]
            assert table.seq == seq == (last or 0)
            tables[row_id] = (status, table)
        for hub_id, seq, status, state_json in connection.execute(
            "SELECT id, seq, status, state_json FROM matches WHERE game = 'mtt:holdem'"
        ):
            hub = Hub.from_dict(json.loads(state_json))
            last = connection.execute("SELECT MAX(seq) FROM match_events WHERE match_id = ?",
                                      (hub_id,)).fetchone()[0]
            assert hub.seq == seq == (last or 0)
            seqs[hub_id] = seq
            sums = dict(connection.execute(
                "SELECT reason, SUM(delta) FROM ledger WHERE ref = ? GROUP BY reason",
                (f"match:{hub_id}",)).fetchall())
            assert -sums.get("entry", 0) == hub.schedule.entry * hub.entries()
            assert sums.get("prize", 0) == sum(r.prize for r in hub.results)
            for (count,) in connection.execute(
                "SELECT COUNT(*) FROM ledger WHERE ref = ? AND reason = 'prize'"
                " GROUP BY player_id", (f"match:{hub_id}",)):
                assert count >= 1
            mine = [t for t in tables.values() if t[1].tournament == hub_id]
            if hub.status == "finished":
                assert status == "finished"
                assert sums.get("prize", 0) == hub.pool
                assert len({r.entrant for r in hub.results}) == hub.entries()
                assert all(s != "open" for s, _ in mine)
                continue
            if hub.status != "running":
                assert not hub.tables  # a start cut short left no table named
                continue
            named = {tid: tables[tid] for tid in hub.tables}
            assert all(s == "open" for s, _ in named.values())
            # rows made ahead of a decision a crash cut short hold nobody
            for tid, (s, t) in tables.items():
                if t.tournament == hub_id and tid not in hub.tables and s == "open":
                    assert not t.entrants and not t.busts
            open_tables = [t for _, t in named.values()]
            sitting = seated(open_tables)
            assert len(sitting) == len(set(sitting)), "a player seated twice"
            alive = sorted(e.id for e in hub.entrants if e.status == IN)
            assert sorted(sitting) == alive, "a player seated nowhere, or out but seated"
            for tid, (_, t) in named.items():
                for entrant in t.entrants.values():
                    assert hub.entrants[entrant].table == tid
            assert chips_in_play(open_tables) == hub.schedule.starting_stack * hub.entries()
        for (player,) in connection.execute("SELECT DISTINCT player_id FROM ledger"):
            total, last_after = connection.execute(
                "SELECT SUM(delta), (SELECT balance_after FROM ledger WHERE player_id = ?"
                " ORDER BY id DESC LIMIT 1) FROM ledger WHERE player_id = ?",
                (player, player)).fetchone()
            assert total == last_after >= 0
        return seqs
    finally:
        connection.close()


def _run(db: Path, seed: int, kill_at: tuple[str, int] | None) -> list[list[str]]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    args = [sys.executable, str(Path(__file__).resolve()), "child", str(db), str(seed),
            "finish" if kill_at is None else "crash"]
    child = subprocess.Popen(args, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                             env=env, cwd=ROOT)
    assert child.stdout is not None
    seen: list[list[str]] = []
    if kill_at is None:
        out, errors = child.communicate(timeout=600)
        assert child.returncode == 0, errors
        return [line.split() for line in out.splitlines()]
    kind, count = kill_at
    try:
        while True:
            line = child.stdout.readline()
            if not line:
                break
            seen.append(line.split())
            if seen[-1][:1] == [kind]:
                count -= 1
                if count <= 0:
                    break
    finally:
        child.send_signal(signal.SIGKILL)
        rest, errors = child.communicate(timeout=30)
    assert seen, errors
    return [*seen, *(line.split() for line in rest.splitlines())]


def _crash_rounds(tmp_path: Path, rounds: int, seed: int) -> None:
    db = tmp_path / "mtt-crash.db"
    rng = random.Random(seed)
    insides = 0
    for round_no in range(rounds):
        kill = ("inside", rng.randint(1, 4)) if round_no % 3 != 2 else (
            "decision", rng.randint(3, 40))
        lines = _run(db, round_no, kill)
        insides += sum(1 for line in lines if line[:1] == ["inside"])
        stored = _audit(db)
        for line in lines:  # what was reported committed is there
            if line[:1] == ["decision"] and len(line) == 3:
                assert int(line[2]) <= stored[int(line[1])]
        if any(line[:1] == ["over"] for line in lines):
            break
    assert insides >= 1  # the kills did land inside multi-row decisions
    lines = _run(db, rounds, None)
    assert ["over"] in lines
    with sqlite3.connect(db) as connection:
        (status,) = connection.execute(
            "SELECT status FROM matches WHERE game = 'mtt:holdem'").fetchone()
    assert status == "finished"
    _audit(db)


def test_sigkill_during_moves_and_breaks_keeps_everyone_seated_once(tmp_path: Path) -> None:
    _crash_rounds(tmp_path, rounds=6, seed=1)


@pytest.mark.slow
def test_sigkill_many_rounds(tmp_path: Path) -> None:
    _crash_rounds(tmp_path, rounds=20, seed=2)


if __name__ == "__main__" and sys.argv[1:2] == ["child"]:
    asyncio.run(_child(Path(sys.argv[2]), int(sys.argv[3]), sys.argv[4] == "finish"))
