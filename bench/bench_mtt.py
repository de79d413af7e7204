"""Scheduled multi-table tournaments (issue 17): tournaments of BOTs played to the end in one
process through `MttService` (each table on its own task and lock, every action committed,
every settling after a hand one transaction over the tables it touches), tables of 9.

Reports per size the wall time, hands, hands per second, durable changes per second (actions,
deals, settles), moves and breaks, and the peak resident memory (each size runs in its own
child process, so its peak is its own). By default: 200 players with the game's own computer
players (the Hold'em bot deciding deep stacks, a push-or-fold chart short), then how the time
grows from 100 to 1,000 players with a computer player that costs nothing to think and ends
tournaments quickly (`--policy always-all-in` behind the same chart), so the tournament
machinery (commits, settles, moves, breaks), not the bot's thinking, is measured. (A calling
station, `always-call`, busts almost nobody: 1,000 of them were still 974 after 7,000
hands.)

    .venv/bin/python -m bench.bench_mtt [--sizes 100,200,500,1000] [--policy always-all-in]
                                        [--best 200] [--seed 1]

Prints a markdown table and writes ``bench/results/mtt.json``.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import platform
import resource
import subprocess
import sys
from pathlib import Path
from typing import Any

RESULTS = Path(__file__).parent / "results"
ROOT = Path(__file__).resolve().parents[1]


def one(players: int, policy: str | None, seed: int) -> dict[str, Any]:
    """One tournament in this process (the child's side)."""
    from bot.tournaments.mtt_simulate import simulate_mtt

    report = asyncio.run(simulate_mtt(players=players, table_size=9, seed=seed,
                                      policy=policy, check_every=False))
    elapsed = float(report["elapsed_s"])  # type: ignore[arg-type]
    hands = int(report["hands"])  # type: ignore[arg-type]
    return {
        "players": players, "policy": policy or "best", "elapsed_s": elapsed,
        "hands": hands, "hands_per_s": round(hands / elapsed, 1),
        "settles": report["settles"], "moves": report["moves"], "breaks": report["breaks"],
        "tables_max": report["tables_max"], "paid": report["paid"],
        "conserved": report["conserved"],
        "peak_rss_mib": round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1),
    }


def in_child(players: int, policy: str | None, seed: int) -> dict[str, Any]:
    args = [sys.executable, "-m", "bench.bench_mtt", "--one", str(players), "--seed", str(seed)]
    if policy is not None:
        args += ["--policy", policy]
    done = subprocess.run(args, capture_output=True, text=True, cwd=ROOT, check=True)
    result: dict[str, Any] = json.loads(done.stdout.splitlines()[-1])
    return result


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="100,200,500,1000")
    parser.add_argument("--policy", default="always-all-in")
    parser.add_argument("--best", type=int, default=200, help="players with the best bot; 0: skip")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--one", type=int, default=None, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.one is not None:
        print(json.dumps(one(args.one, args.policy, args.seed)))
        return 0
    runs: list[tuple[int, str | None]] = [(int(n), args.policy) for n in args.sizes.split(",")]
    if args.best:
        runs.insert(0, (args.best, None))
    print("| players | computer players | wall s | hands | hands/s | settles | moves | breaks"
          " | tables | peak MiB | conserved |")
    print("|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---|", flush=True)
    rows = []
    RESULTS.mkdir(exist_ok=True)
    for players, policy in runs:  # each row printed and kept as soon as it is measured
        r = in_child(players, policy, args.seed)
        rows.append(r)
        print(f"| {r['players']} | {r['policy']} | {r['elapsed_s']} | {r['hands']} |"
              f" {r['hands_per_s']} | {r['settles']} | {r['moves']} | {r['breaks']} |"
              f" {r['tables_max']} | {r['peak_rss_mib']} | {r['conserved']} |", flush=True)
        (RESULTS / "mtt.json").write_text(json.dumps(
            {"python": platform.python_version(), "seed": args.seed, "runs": rows}, indent=2)
            + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
