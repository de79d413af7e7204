"""Durable actions per second through the store, against a raw sqlite3 loop doing the same
writes with one transaction per action under the same PRAGMAs.

The store alone (`Store.commit_action`: the match row, the event row and, every eighth action,
a deal's result moved to or from the match's escrow; the snapshot a realistic Up/Down-sized
JSON blob) with one writer and with 1, 10 and 50 at once, in two shapes of writes: "full"
(a snapshot with every action) and "lean" (a snapshot at each deal's start, else the event
row alone: what the match service writes). Passes alternate shapes; each ratio is taken
inside its pass and the median over passes is reported. Then real play (`feltbot simulate
--db`: computer against computer through the match service and the registry, each step
validated by the engine, committed, then viewed).

    .venv/bin/python -m bench.bench_store [--actions 2000] [--passes 5] [--matches 3]

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
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bot.simulate import simulate
from bot.store import LedgerRow, Store
from bot.store.store import _UPDATE_FULL, _UPDATE_LEAN, insert_match_ledger

RESULTS = Path(__file__).parent / "results"
SNAPSHOT_BYTES = 1500  # about the size of an Up/Down state mid-deal (hands, stock, betting)
LEDGER_EVERY = 8  # a deal's result row roughly every eighth action, as in a real match
EVENTS = json.dumps([{"kind": "bet", "seat": 0, "amount": 2}, {"kind": "turn", "seat": 1}])
# What each action writes. "full": the whole snapshot with every action (the store before
# issue 15's lean writes). "lean": what the match service writes now: the snapshot at each
# deal's start, every other action its event row only (replayed on load).
SHAPES = {"full": 1, "lean": LEDGER_EVERY}


@dataclass(frozen=True)
class Write:
    """One action's writes: `state_json` None is a lean write."""

    state_json: str | None
    action_json: str
    rows: tuple[LedgerRow, ...]


def _write(seq: int, player: int, snapshot_every: int, filler: str) -> Write:
    # a deal's result: a chip into the match's escrow or back out of it, in turn
    delta = 1 if seq // LEDGER_EVERY % 2 else -1
    rows = (LedgerRow("bench", player, delta, "result"),) if seq % LEDGER_EVERY == 0 else ()
    full = seq % snapshot_every == 0
    state = json.dumps({"seq": seq, "pad": filler}) if full else None
    return Write(state, json.dumps({"seat": seq % 2, "kind": "call"}), rows)


async def _new_match(store: Store, name: str) -> tuple[int, int]:
    player = await store.ensure_player("bench", name, "bench")
    await store.grant_if_new("bench", player, 1_000_000)
    match_id = await store.create_match(
        "updown", "bench", "bench", seats=[player, None],
        state_json=json.dumps({"seq": 0, "pad": "x" * SNAPSHOT_BYTES}),
        ledger_rows=[LedgerRow("bench", player, -20, "buy_in")])
    return player, match_id


async def _commit(store: Store, match_id: int, seq: int, write: Write) -> None:
    await store.commit_action(match_id, seq - 1, state_json=write.state_json, seq=seq,
                              deal_no=1 + seq // LEDGER_EVERY, action_json=write.action_json,
                              events_json=EVENTS, ledger_rows=write.rows)


async def _run(path: Path, actions: int, snapshot_every: int) -> dict[str, float | int | str]:
    """One writer, one action at a time: each answered once it is durable."""
    async with await Store.open(path) as store:
        player, match_id = await _new_match(store, "1")
        filler = "x" * SNAPSHOT_BYTES
        latencies: list[float] = []
        started = time.perf_counter()
        for seq in range(1, actions + 1):
            write = _write(seq, player, snapshot_every, filler)
            t0 = time.perf_counter()
            await _commit(store, match_id, seq, write)
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


async def _concurrent(path: Path, writers: int, actions: int, snapshot_every: int
                      ) -> dict[str, float | int]:
    """`writers` tasks at once, each committing actions on its own match (the same writes as
    `_run`): group commit lets the ones that arrive together share a transaction."""
    async with await Store.open(path) as store:
        filler = "x" * SNAPSHOT_BYTES
        matches = [await _new_match(store, f"w{n}") for n in range(writers)]
        each = max(1, actions // writers)
        batches_before = store.writer.batches

        async def writer(player: int, match_id: int) -> None:
            for seq in range(1, each + 1):
                await _commit(store, match_id, seq, _write(seq, player, snapshot_every, filler))

        started = time.perf_counter()
        await asyncio.gather(*(writer(p, m) for p, m in matches))
        elapsed = time.perf_counter() - started
        batches = store.writer.batches - batches_before
    return {"writers": writers, "actions": each * writers,
            "actions_per_s": round(each * writers / elapsed, 1),
            "actions_per_batch": round(each * writers / max(1, batches), 1)}


def _raw(path: Path, actions: int, snapshot_every: int) -> dict[str, float | int]:
    """The same writes with plain sqlite3, one transaction per action, under the store's
    PRAGMAs (WAL, synchronous=FULL, foreign keys), on a file the store migrated: the store's
    own statements (its row update, the event row, its ledger insert with the escrow twin of
    a transfer), run in a plain loop on the calling thread: what one transaction per action
    costs without the bot's machinery around it (the writer thread, the batch, the answer)."""
    async def setup() -> tuple[int, int]:
        async with await Store.open(path) as store:
            return await _new_match(store, "raw")

    player, match_id = asyncio.run(setup())
    db = sqlite3.connect(path, isolation_level=None)
    db.execute("PRAGMA foreign_keys = ON")
    db.execute("PRAGMA journal_mode = WAL")
    db.execute("PRAGMA synchronous = FULL")
    filler = "x" * SNAPSHOT_BYTES
    started = time.perf_counter()
    for seq in range(1, actions + 1):
        write = _write(seq, player, snapshot_every, filler)
        now = time.time()
        db.execute("BEGIN IMMEDIATE")
        if write.state_json is None:
            db.execute(_UPDATE_LEAN, (seq, 1 + seq // LEDGER_EVERY, None, now, match_id,
                                      seq - 1))
        else:
            db.execute(_UPDATE_FULL, (write.state_json, seq, seq, 1 + seq // LEDGER_EVERY,
                                      None, now, match_id, seq - 1))
        db.execute("INSERT INTO match_events (match_id, seq, action_json, events_json,"
                   " created_at) VALUES (?, ?, ?, ?, ?)",
                   (match_id, seq, write.action_json, EVENTS, now))
        insert_match_ledger(db, match_id, write.rows, now)
        db.execute("COMMIT")
    elapsed = time.perf_counter() - started
    db.close()
    return {"actions": actions, "actions_per_s": round(actions / elapsed, 1)}


def _pass(tmp: Path, actions: int, shape: str, n: int) -> dict[str, Any]:
    """One pass of one shape: the raw loop, the one writer, then 1, 10 and 50 at once."""
    every = SHAPES[shape]
    raw = _raw(tmp / f"raw-{shape}-{n}.db", actions, every)
    single = asyncio.run(_run(tmp / f"one-{shape}-{n}.db", actions, every))
    concurrent = [asyncio.run(_concurrent(tmp / f"c{w}-{shape}-{n}.db", w, actions, every))
                  for w in (1, 10, 50)]
    base = float(raw["actions_per_s"])
    return {"shape": shape, "raw": raw, "single": single, "concurrent": concurrent,
            "single_over_raw": round(float(single["actions_per_s"]) / base, 3),
            "at_once_over_raw": {row["writers"]: round(float(row["actions_per_s"]) / base, 3)
                                 for row in concurrent}}


def _median(values: list[float]) -> float:
    return round(statistics.median(values), 3)


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
    parser.add_argument("--passes", type=int, default=5,
                        help="interleaved passes of each shape (full, lean, full, lean, ...)")
    args = parser.parse_args(argv)
    passes: list[dict[str, Any]] = []
    with tempfile.TemporaryDirectory() as tmp:
        for n in range(args.passes):
            for shape in SHAPES:
                passes.append(_pass(Path(tmp), args.actions, shape, n))
                # (files of a finished pass go: every pass starts on fresh files)
                for old in Path(tmp).glob(f"*-{shape}-{n}.db*"):
                    old.unlink()
        service = asyncio.run(_service(Path(tmp) / "play.db", args.matches))
    summary: dict[str, Any] = {}
    print("| shape | raw sqlite3, actions/s | one writer, actions/s (÷ raw) | 1 / 10 / 50 at once,"
          " actions/s | 50 at once ÷ raw | actions per batch at 50 |")
    print("|---|---:|---:|---:|---:|---:|")
    for shape in SHAPES:
        mine = [p for p in passes if p["shape"] == shape]
        raw = _median([float(p["raw"]["actions_per_s"]) for p in mine])
        one = _median([float(p["single"]["actions_per_s"]) for p in mine])
        at_once = [_median([float(p["concurrent"][i]["actions_per_s"]) for p in mine])
                   for i in range(3)]
        ratios = {"single_over_raw": _median([p["single_over_raw"] for p in mine]),
                  "single_over_raw_best": max(p["single_over_raw"] for p in mine),
                  "fifty_over_raw": _median([p["at_once_over_raw"][50] for p in mine]),
                  "fifty_over_raw_best": max(p["at_once_over_raw"][50] for p in mine),
                  "per_batch_at_50": _median([p["concurrent"][2]["actions_per_batch"]
                                              for p in mine])}
        summary[shape] = {"raw": raw, "single": one, "at_once": at_once, **ratios}
        print(f"| {shape} | {raw:,.0f} | {one:,.0f} ({ratios['single_over_raw']}×, best"
              f" {ratios['single_over_raw_best']}×) | {' / '.join(f'{v:,.0f}' for v in at_once)}"
              f" | {ratios['fifty_over_raw']}× (best {ratios['fifty_over_raw_best']}×) |"
              f" {ratios['per_batch_at_50']} |")
    print(f"\nmedians of {args.passes} interleaved passes per shape; each ratio taken inside"
          " its pass. service (simulate --db): "
          f"{service['actions_per_s']} actions/s, {service['bytes_per_commit']} payload bytes"
          f" per commit, {service['cpu_ms_per_action']} ms of process CPU per action")
    RESULTS.mkdir(parents=True, exist_ok=True)
    result = {"python": platform.python_version(), "actions": args.actions,
              "summary": summary, "passes": passes, "service": service}
    (RESULTS / "bench_store.json").write_text(json.dumps(result, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
