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
import statistics
import sys
import tempfile
import time
from pathlib import Path

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


async def _service(path: Path, matches: int) -> dict[str, float | int | str]:
    """Whole computer matches through the service; every step is one committed transaction."""
    report = await simulate("updown", matches, 1, players=["always-call", "random"], db=path)
    steps = report.actions + report.deals  # each decision and each deal start is committed
    return {"actions": steps, "elapsed_s": report.elapsed_s,
            "actions_per_s": round(steps / report.elapsed_s, 1)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--actions", type=int, default=2000)
    parser.add_argument("--matches", type=int, default=3)
    parser.add_argument("--db", type=Path, default=None, help="database file (default: temp)")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        path = args.db if args.db is not None else Path(tmp) / "bench.db"
        result = asyncio.run(_run(path, args.actions))
        service = asyncio.run(_service(Path(tmp) / "play.db", args.matches))
    result["service"] = service
    print("| benchmark | actions | actions/s | median ms | p99 ms | journal |")
    print("|---|---:|---:|---:|---:|---|")
    print(
        f"| store commit_action | {result['actions']} | {result['actions_per_s']} |"
        f" {result['median_ms']} | {result['p99_ms']} | {result['journal_mode']} |"
    )
    print(f"| service (simulate --db) | {service['actions']} | {service['actions_per_s']} |"
          f" - | - | {result['journal_mode']} |")
    RESULTS.mkdir(parents=True, exist_ok=True)
    (RESULTS / "bench_store.json").write_text(json.dumps(result, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
