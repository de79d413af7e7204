"""Durable actions per second through the store: one WAL transaction per accepted action.

Two rows: the store alone (`Store.commit_action` with the match snapshot, the event row and,
now and then, a ledger row; the snapshot a realistic Up/Down-sized JSON blob), and real play
(`feltbot simulate --db`: computer against computer through the match service and the
registry, each step validated by the engine, committed, then viewed).

    .venv/bin/python -m bench.bench_store [--actions 2000] [--matches 3] [--db PATH]

Prints a markdown table and writes ``bench/results/bench_store.json``.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import platform
import sqlite3
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from bot.simulate import simulate
from bot.store import LedgerRow, Store

RESULTS = Path(__file__).parent / "results"
SNAPSHOT_BYTES = 1500  # about the size of an Up/Down state mid-deal (hands, stock, betting)
LEDGER_EVERY = 8  # a deal's result row roughly every eighth action, as in a real match


async def _run(path: Path, actions: int) -> dict[str, float | int | str]:
    async with await Store.open(path) as store:
        player = await store.ensure_player("bench", "1", "bench")
        await store.grant_if_new("bench", player, 1_000_000)
        filler = "x" * SNAPSHOT_BYTES
        match_id = await store.create_match(
            "updown",
            "bench",
            "bench",
            seats=[player, None],
            state_json=json.dumps({"seq": 0, "pad": filler}),
            ledger_rows=[LedgerRow("bench", player, -20, "buy_in")],
        )
        latencies: list[float] = []
        started = time.perf_counter()
        for seq in range(1, actions + 1):
            # a deal's result: a chip into the match's escrow or back out of it, in turn
            delta = 1 if seq // LEDGER_EVERY % 2 else -1
            rows = [LedgerRow("bench", player, delta, "result")] if seq % LEDGER_EVERY == 0 else []
            t0 = time.perf_counter()
            await store.commit_action(
                match_id,
                seq - 1,
                state_json=json.dumps({"seq": seq, "pad": filler}),
                seq=seq,
                deal_no=1 + seq // LEDGER_EVERY,
                action_json=json.dumps({"seat": seq % 2, "kind": "call"}),
                events_json="[]",
                ledger_rows=rows,
            )
            latencies.append(time.perf_counter() - t0)
        elapsed = time.perf_counter() - started
        mode = await store.journal_mode()
    latencies.sort()
    return {
        "actions": actions,
        "elapsed_s": round(elapsed, 4),
        "actions_per_s": round(actions / elapsed, 1),
        "median_ms": round(statistics.median(latencies) * 1000, 3),
        "p99_ms": round(latencies[int(0.99 * (len(latencies) - 1))] * 1000, 3),
        "journal_mode": mode,
        "python": platform.python_version(),
    }


async def _concurrent(path: Path, writers: int, actions: int) -> dict[str, float | int]:
    """`writers` tasks at once, each committing actions on its own match (the same writes as
    `_run`): group commit lets the ones that arrive together share a transaction."""
    async with await Store.open(path) as store:
        filler = "x" * SNAPSHOT_BYTES
        matches = []
        for n in range(writers):
            player = await store.ensure_player("bench", f"w{n}", "bench")
            await store.grant_if_new("bench", player, 1_000_000)
            matches.append((player, await store.create_match(
                "updown", "bench", "bench", seats=[player, None],
                state_json=json.dumps({"seq": 0, "pad": filler}),
                ledger_rows=[LedgerRow("bench", player, -20, "buy_in")])))
        each = max(1, actions // writers)
        batches_before = store.writer.batches

        async def writer(player: int, match_id: int) -> None:
            for seq in range(1, each + 1):
                delta = 1 if seq // LEDGER_EVERY % 2 else -1
                rows = ([LedgerRow("bench", player, delta, "result")]
                        if seq % LEDGER_EVERY == 0 else [])
                await store.commit_action(
                    match_id, seq - 1, state_json=json.dumps({"seq": seq, "pad": filler}),
                    seq=seq, deal_no=1 + seq // LEDGER_EVERY,
                    action_json=json.dumps({"seat": seq % 2, "kind": "call"}),
                    events_json="[]", ledger_rows=rows,
                )

        started = time.perf_counter()
        await asyncio.gather(*(writer(p, m) for p, m in matches))
        elapsed = time.perf_counter() - started
        batches = store.writer.batches - batches_before
    return {"writers": writers, "actions": each * writers,
            "actions_per_s": round(each * writers / elapsed, 1),
            "actions_per_batch": round(each * writers / max(1, batches), 1)}


def _raw(path: Path, actions: int) -> dict[str, float | int]:
    """The same writes with plain sqlite3, one transaction per action, under the store's
    PRAGMAs (WAL, synchronous=FULL, foreign keys), on a file the store migrated: what one
    transaction per action costs without the bot's machinery around it."""
    async def migrate() -> None:
        await (await Store.open(path)).close()

    asyncio.run(migrate())
    db = sqlite3.connect(path, isolation_level=None)
    db.execute("PRAGMA foreign_keys = ON")
    db.execute("PRAGMA journal_mode = WAL")
    db.execute("PRAGMA synchronous = FULL")
    filler = "x" * SNAPSHOT_BYTES
    player = db.execute("INSERT INTO players (platform, external_id, display_name, created_at)"
                        " VALUES ('raw', '1', 'raw', 0) RETURNING id").fetchone()[0]
    match_id = db.execute(
        "INSERT INTO matches (game, community, channel, status, state_json, seq, deal_no,"
        " created_at, updated_at, meta_json) VALUES ('updown', 'bench', 'bench', 'open', ?,"
        " 0, 0, 0, 0, '{}') RETURNING id", (json.dumps({"seq": 0, "pad": filler}),)
    ).fetchone()[0]
    db.execute("INSERT INTO ledger (community, player_id, delta, reason, balance_after,"
               " created_at) VALUES ('bench', ?, 1000000, 'grant', 1000000, 0)", (player,))
    balance = 1_000_000
    started = time.perf_counter()
    for seq in range(1, actions + 1):
        db.execute("BEGIN IMMEDIATE")
        db.execute("UPDATE matches SET state_json = ?, seq = ?, deal_no = ?, updated_at = ?"
                   " WHERE id = ? AND seq = ?",
                   (json.dumps({"seq": seq, "pad": filler}), seq, 1 + seq // LEDGER_EVERY,
                    time.time(), match_id, seq - 1))
        db.execute("INSERT INTO match_events (match_id, seq, action_json, events_json,"
                   " created_at) VALUES (?, ?, ?, '[]', ?)",
                   (match_id, seq, json.dumps({"seat": seq % 2, "kind": "call"}), time.time()))
        if seq % LEDGER_EVERY == 0:
            delta = 1 if seq // LEDGER_EVERY % 2 else -1
            balance += delta
            db.execute("INSERT INTO ledger (community, player_id, delta, reason, ref,"
                       " balance_after, created_at) VALUES ('bench', ?, ?, 'refill', NULL, ?, ?)",
                       (player, delta, balance, time.time()))
        db.execute("COMMIT")
    elapsed = time.perf_counter() - started
    db.close()
    return {"actions": actions, "actions_per_s": round(actions / elapsed, 1)}


async def _service(path: Path, matches: int) -> dict[str, float | int | str]:
    """Whole computer matches through the service; every step is one committed transaction.
    Also the payload bytes each commit hands the store (snapshot, action and events)."""
    written = [0, 0]  # payload bytes, commits
    real_commit = Store.commit_action

    def counting_commit(self: Store, *args: Any, **kwargs: Any) -> Any:
        # Returns the store's own pending write: the count adds no await of its own.
        written[0] += sum(len(kwargs.get(key) or "") for key in
                          ("state_json", "action_json", "events_json"))
        written[1] += 1
        return real_commit(self, *args, **kwargs)

    Store.commit_action = counting_commit  # type: ignore[method-assign]
    cpu = time.process_time()
    try:
        report = await simulate("updown", matches, 1, players=["always-call", "random"], db=path)
    finally:
        Store.commit_action = real_commit  # type: ignore[method-assign]
    cpu = time.process_time() - cpu  # the whole process's: the writer thread's part included
    steps = report.actions + report.deals  # each decision and each deal start is committed
    return {"actions": steps, "elapsed_s": report.elapsed_s,
            "actions_per_s": round(steps / report.elapsed_s, 1),
            "bytes_per_commit": round(written[0] / max(1, written[1])),
            "cpu_ms_per_action": round(cpu * 1000 / steps, 3)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--actions", type=int, default=2000)
    parser.add_argument("--matches", type=int, default=3)
    parser.add_argument("--db", type=Path, default=None, help="database file (default: temp)")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        path = args.db if args.db is not None else Path(tmp) / "bench.db"
        result = asyncio.run(_run(path, args.actions))
        raw = _raw(Path(tmp) / "raw.db", args.actions)
        concurrent = [asyncio.run(_concurrent(Path(tmp) / f"c{n}.db", n, args.actions))
                      for n in (1, 10, 50)]
        service = asyncio.run(_service(Path(tmp) / "play.db", args.matches))
    result["service"] = service
    result["raw_sqlite3"] = raw
    result["concurrent"] = concurrent
    print("| benchmark | actions | actions/s | median ms | p99 ms | journal |")
    print("|---|---:|---:|---:|---:|---|")
    print(
        f"| store commit_action | {result['actions']} | {result['actions_per_s']} |"
        f" {result['median_ms']} | {result['p99_ms']} | {result['journal_mode']} |"
    )
    print(f"| service (simulate --db) | {service['actions']} | {service['actions_per_s']} |"
          f" - | - | {result['journal_mode']} |")
    print(f"| raw sqlite3, one transaction per action | {raw['actions']} |"
          f" {raw['actions_per_s']} | - | - | wal |")
    for row in concurrent:
        print(f"| store, {row['writers']} writers at once ({row['actions_per_batch']} actions"
              f" per batch) | {row['actions']} | {row['actions_per_s']} |"
              f" - | - | {result['journal_mode']} |")
    print(f"\nservice: {service['bytes_per_commit']} payload bytes per commit (snapshot,"
          f" action, events), {service['cpu_ms_per_action']} ms of process CPU per action")
    RESULTS.mkdir(parents=True, exist_ok=True)
    (RESULTS / "bench_store.json").write_text(json.dumps(result, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
