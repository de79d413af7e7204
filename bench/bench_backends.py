"""Durable actions per second and command latency on SQLite and PostgreSQL, with 1 and 3
processes on one database (issue 18), in one run.

Each process opens its own `Store` and runs `--writers` tasks at once, each committing actions
on a match of its own the way `bench_store` does (the snapshot, the event row and, every
eighth action, a ledger row; group commit shares transactions between the tasks). The figure
is every process's actions over the wall time from a common start to the last finish; the
latency is one `commit_action` call, answered once durable.

    .venv/bin/python -m bench.bench_backends [--actions 400] [--writers 8]
        [--postgres postgresql://postgres@127.0.0.1:5432/postgres]

The PostgreSQL rows use a throwaway database on that server (dropped afterwards) and are left
out, and said so, when it cannot be reached. Prints a markdown table and writes
``bench/results/bench_backends.json``.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import multiprocessing
import os
import platform
import secrets
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from bot.store import LedgerRow, Store

RESULTS = Path(__file__).parent / "results"
SNAPSHOT_BYTES = 1500  # as bench_store: an Up/Down state mid-deal
LEDGER_EVERY = 8


async def _process(url: str, index: int, writers: int, actions: int,
                   start_at: float) -> dict[str, Any]:
    async with await Store.open(url) as store:
        filler = "x" * SNAPSHOT_BYTES
        matches = []
        for n in range(writers):
            player = await store.ensure_player("bench", f"p{index}-w{n}", "bench")
            await store.grant_if_new("bench", player, 1_000_000)
            matches.append((player, await store.create_match(
                "updown", "bench", "bench", seats=[player, None],
                state_json=json.dumps({"seq": 0, "pad": filler}),
                ledger_rows=[LedgerRow("bench", player, -20, "buy_in")])))
        latencies: list[float] = []

        async def writer(player: int, match_id: int) -> None:
            for seq in range(1, actions + 1):
                delta = 1 if seq // LEDGER_EVERY % 2 else -1
                rows = ([LedgerRow("bench", player, delta, "result")]
                        if seq % LEDGER_EVERY == 0 else [])
                t0 = time.perf_counter()
                await store.commit_action(
                    match_id, seq - 1, state_json=json.dumps({"seq": seq, "pad": filler}),
                    seq=seq, deal_no=1 + seq // LEDGER_EVERY,
                    action_json=json.dumps({"seat": seq % 2, "kind": "call"}),
                    events_json="[]", ledger_rows=rows,
                )
                latencies.append(time.perf_counter() - t0)

        await asyncio.sleep(max(0.0, start_at - time.time()))  # every process at once
        began = time.time()
        await asyncio.gather(*(writer(p, m) for p, m in matches))
        return {"began": began, "ended": time.time(), "latencies": latencies}


def _child(url: str, index: int, writers: int, actions: int, start_at: float,
           out: Any) -> None:
    out.put(asyncio.run(_process(url, index, writers, actions, start_at)))


def _measure(url: str, processes: int, writers: int, actions: int) -> dict[str, Any]:
    asyncio.run(_migrate(url))  # before the clock: the processes would migrate in line
    context = multiprocessing.get_context("spawn")
    out = context.Queue()
    start_at = time.time() + 3.0  # time for each process to start and open its store
    children = [context.Process(target=_child, args=(url, n, writers, actions, start_at, out))
                for n in range(processes)]
    for child in children:
        child.start()
    results = [out.get(timeout=600) for _ in children]
    for child in children:
        child.join()
    latencies = sorted(x for r in results for x in r["latencies"])
    total = len(latencies)
    wall = max(r["ended"] for r in results) - min(r["began"] for r in results)
    return {
        "processes": processes, "writers_per_process": writers, "actions": total,
        "actions_per_s": round(total / wall, 1),
        "p50_ms": round(statistics.median(latencies) * 1000, 2),
        "p99_ms": round(latencies[int(0.99 * (total - 1))] * 1000, 2),
    }


async def _migrate(url: str) -> None:
    await (await Store.open(url)).close()


async def _admin(server: str, statement: str) -> None:
    import asyncpg

    conn = await asyncio.wait_for(asyncpg.connect(server), 5)
    try:
        await conn.execute(statement)
    finally:
        await conn.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--actions", type=int, default=400, help="actions per writer")
    parser.add_argument("--writers", type=int, default=8, help="writers per process")
    parser.add_argument("--postgres", default=os.environ.get(
        "FELTBOT_TEST_POSTGRES", "postgresql://postgres@127.0.0.1:5432/postgres"))
    args = parser.parse_args()
    rows: list[dict[str, Any]] = []
    with tempfile.TemporaryDirectory() as scratch:
        for processes in (1, 3):
            path = Path(scratch) / f"bench-{processes}.db"
            rows.append({"backend": "sqlite", **_measure(
                f"sqlite:///{path}", processes, args.writers, args.actions)})
    name = f"feltbot_bench_{secrets.token_hex(4)}"
    base = args.postgres.rpartition("/")[0]
    try:
        asyncio.run(_admin(args.postgres, f'CREATE DATABASE "{name}"'))
    except Exception as error:  # no server: the SQLite rows alone, and said so
        print(f"PostgreSQL rows left out: no server at {args.postgres} ({error!r})",
              file=sys.stderr)
    else:
        try:
            for processes in (1, 3):
                rows.append({"backend": "postgresql", **_measure(
                    f"{base}/{name}", processes, args.writers, args.actions)})
        finally:
            asyncio.run(_admin(args.postgres, f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
    print("| backend | processes | writers each | actions | durable actions/s | p50 ms"
          " | p99 ms |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    for row in rows:
        print(f"| {row['backend']} | {row['processes']} | {row['writers_per_process']}"
              f" | {row['actions']:,} | {row['actions_per_s']:,} | {row['p50_ms']}"
              f" | {row['p99_ms']} |")
    RESULTS.mkdir(exist_ok=True)
    (RESULTS / "bench_backends.json").write_text(json.dumps(
        {"rows": rows, "python": platform.python_version(),
         "measured_at": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())}, indent=2) + "\n")


if __name__ == "__main__":
    main()
