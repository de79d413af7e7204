"""Poker tables under load: durable actions/s, command-to-views latency with many live tables
in one process, and memory per live table.

Sets up `--tables` live Hold'em tables (two accounts each, a hand in play on every table), then
sends `--actions` player commands through `TableService.act`: each is checked, applied, committed
in one SQLite transaction (WAL, one fsync per commit) and answered with the public view and every
seat's private view. Latency is measured from the call to the returned views, first one command
at a time, then `--concurrency` commands at once on different tables. Memory per live table is
the traced Python memory of the live tables (tables, hands, locks) divided by their number.

    .venv/bin/python -m bench.bench_tables [--tables 1000] [--actions 2000] [--db PATH]

Prints a markdown table and writes ``bench/results/tables.json``.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import json
import platform
import random
import statistics
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path
from typing import Any

from bot.store import Store
from bot.tables import Accounts, LiveTable, TableCommand, TableConfig, TableService

RESULTS = Path(__file__).parent / "results"
COMMUNITY = "bench"


def _command(live: LiveTable, rng: random.Random) -> TableCommand | None:
    table = live.table
    seat = table.to_act
    if seat is None or table.hand is None:
        return None
    occupant = table.seats[seat]
    assert occupant is not None and occupant.player is not None
    legal = table.hand.legal_actions(seat)
    # Mostly passive play keeps hands going several streets, like real tables.
    kinds = [o.kind for o in legal]
    kind = "check" if "check" in kinds else "call" if rng.random() < 0.8 else rng.choice(kinds)
    amount = None
    option = next(o for o in legal if o.kind == kind)
    if kind in ("bet", "raise"):
        assert option.min is not None
        amount = option.min
    return TableCommand(live.id, occupant.player, table.hand_no, table.hand_seq, kind, amount)


class _FullCollections:
    """The process's full (generation 2) garbage collections, with how long each took: one
    that falls inside a burst of 50 commands delays all of them, so the burst p99 is shown
    with and without the bursts a full collection fell into."""

    def __init__(self) -> None:
        self.took_ms: list[float] = []
        self._started = 0.0

    def __call__(self, phase: str, info: dict[str, int]) -> None:
        if info["generation"] != 2:
            return
        if phase == "start":
            self._started = time.perf_counter()
        else:
            self.took_ms.append((time.perf_counter() - self._started) * 1000)


def _percentile(samples: list[float], fraction: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


async def _run(path: Path, tables: int, actions: int, concurrency: int) -> dict[str, object]:
    async with await Store.open(path) as store:
        accounts = Accounts(store, grant=10**12, refill_amount=0, refill_cooldown_s=0)
        players = [(await accounts.open(COMMUNITY, "bench", f"p{i}", f"P{i}")).player
                   for i in range(2)]
        service = TableService(store)
        # An hour per decision: nothing falls due while 10,000 tables are set up (the idle
        # tick below measures a timer with nothing to do).
        config = TableConfig.standard("holdem", big_blind=10, seats=2, decision_s=3600)
        setup = time.perf_counter()
        tracemalloc.start()
        before, _ = tracemalloc.get_traced_memory()
        live: list[LiveTable] = []
        for index in range(tables):
            table = await service.create(COMMUNITY, f"room{index}", config)
            for player in players:
                await service.sit(table.id, player, "P", 1000)
            live.append(table)
        after, _ = tracemalloc.get_traced_memory()
        tracemalloc.stop()
        setup_s = time.perf_counter() - setup
        memory_per_table = (after - before) / tables

        written = [0, 0]  # payload bytes handed to commit_action, commits

        real_commit = store.commit_action

        def counting_commit(*args: Any, **kwargs: Any) -> Any:
            # Returns the store's own pending write: the count adds no await of its own.
            written[0] += sum(len(kwargs.get(key) or "") for key in
                              ("state_json", "action_json", "events_json"))
            written[1] += 1
            return real_commit(*args, **kwargs)

        store.commit_action = counting_commit  # type: ignore[method-assign]
        rng = random.Random(1)
        latencies: list[float] = []
        commits_before = sum(t.table.seq for t in live)
        started = time.perf_counter()
        done = 0
        while done < actions:
            target = live[rng.randrange(tables)]
            command = _command(target, rng)
            if command is None:
                continue
            sent = time.perf_counter()
            await service.act(command)
            latencies.append((time.perf_counter() - sent) * 1000)
            done += 1
        elapsed = time.perf_counter() - started
        commits = sum(t.table.seq for t in live) - commits_before
        bytes_per_action = written[0] / actions  # the server's own moves (deals) included

        burst: list[float] = []
        clean: list[float] = []  # the bursts no full collection fell into
        collections = _FullCollections()

        async def timed(command: TableCommand, into: list[float]) -> None:
            sent = time.perf_counter()
            await service.act(command)
            into.append((time.perf_counter() - sent) * 1000)

        gc.callbacks.append(collections)
        try:
            for _ in range(max(1, actions // (concurrency * 4))):
                chosen = rng.sample(live, concurrency)
                commands = [c for c in (_command(t, rng) for t in chosen) if c is not None]
                seen = len(collections.took_ms)
                these: list[float] = []
                await asyncio.gather(*(timed(c, these) for c in commands))
                burst.extend(these)
                if len(collections.took_ms) == seen:
                    clean.extend(these)
        finally:
            gc.callbacks.remove(collections)
        store.commit_action = real_commit  # type: ignore[method-assign]

        # The timer with nothing due (every decision has its hour still), and the next deadline.
        ticks = 1000
        t0 = time.perf_counter()
        for _ in range(ticks):
            assert not await service.tick()
            service.next_deadline()
        tick_us = (time.perf_counter() - t0) / ticks * 1e6
        # A restart: every open table loaded again from the store (snapshots + moves since).
        t0 = time.perf_counter()
        reloaded = await TableService(store).load_open()
        reload_s = time.perf_counter() - t0
        assert len(reloaded) == tables
    return {
        "tables": tables,
        "actions": actions,
        "setup_s": round(setup_s, 2),
        "actions_per_s": round(actions / elapsed, 1),
        "commits_per_s": round(commits / elapsed, 1),
        "latency_p50_ms": round(statistics.median(latencies), 3),
        "latency_p99_ms": round(_percentile(latencies, 0.99), 3),
        "concurrency": concurrency,
        "burst_p50_ms": round(statistics.median(burst), 3),
        "burst_p99_ms": round(_percentile(burst, 0.99), 3),
        "burst_full_collections": len(collections.took_ms),
        "burst_full_collection_max_ms": round(max(collections.took_ms, default=0.0), 1),
        "burst_p99_without_full_collection_ms": (
            round(_percentile(clean, 0.99), 3) if clean else None
        ),
        "memory_per_table_kb": round(memory_per_table / 1024, 1),
        "bytes_per_action": round(bytes_per_action),
        "idle_tick_us": round(tick_us, 1),
        "reload_s": round(reload_s, 2),
        "python": platform.python_version(),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tables", type=int, default=1000)
    parser.add_argument("--actions", type=int, default=2000)
    parser.add_argument("--concurrency", type=int, default=50)
    parser.add_argument("--db", type=Path, default=None)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as folder:
        path = args.db if args.db is not None else Path(folder) / "bench_tables.db"
        result = asyncio.run(_run(path, args.tables, args.actions, args.concurrency))
    print("| measure | value |")
    print("|---|---|")
    print(f"| live tables | {result['tables']} |")
    print(f"| durable actions/s (one command at a time) | {result['actions_per_s']} |")
    print(f"| commits/s (actions + deals) | {result['commits_per_s']} |")
    print(f"| command-to-views p50 / p99 | {result['latency_p50_ms']} / "
          f"{result['latency_p99_ms']} ms |")
    print(f"| same, {result['concurrency']} commands at once p50 / p99 | "
          f"{result['burst_p50_ms']} / {result['burst_p99_ms']} ms |")
    print(f"| full GC collections during those bursts (longest) | "
          f"{result['burst_full_collections']} ({result['burst_full_collection_max_ms']} ms) |")
    print(f"| same p99, bursts without a full collection | "
          f"{result['burst_p99_without_full_collection_ms']} ms |")
    print(f"| memory per live table | {result['memory_per_table_kb']} KiB |")
    print(f"| payload bytes written per action (snapshot + event) | "
          f"{result['bytes_per_action']} |")
    print(f"| tick() + next_deadline() with nothing due | {result['idle_tick_us']} µs |")
    print(f"| start-up reload of every table | {result['reload_s']} s |")
    RESULTS.mkdir(exist_ok=True)
    (RESULTS / "tables.json").write_text(json.dumps(result, indent=2) + "\n", "utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
