"""Tournaments through the whole bot layer (issue 16): a 9-player Sit & Go of BOT-driven
accounts to the end (hands, wall time), then Spins in a row (tournaments per second, and the
realized mean multiplier against the table's expectation of 3.5).

Both go through `bot.tournaments.simulate` (real accounts, every action committed to SQLite).
The realized mean multiplier over a few thousand Spins moves a lot (the 1,000x row alone adds
0.5 to the expectation with probability 1 in 2,000): it is reported with its standard error.

    .venv/bin/python -m bench.bench_tournaments [--spins 1000] [--seed 1]

Prints a markdown table and writes ``bench/results/tournaments.json``.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import platform
import statistics
import sys
from pathlib import Path

from bot.tournaments.simulate import simulate
from engine.tournament.spin import DEFAULT_TABLE

RESULTS = Path(__file__).parent / "results"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--spins", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    sitngo = asyncio.run(simulate("sitngo", tournaments=1, players=9, seed=args.seed))
    spins = asyncio.run(simulate("spin", tournaments=args.spins, players=3, seed=args.seed))
    multipliers = [int(m) for m in spins["multipliers"]]  # type: ignore[union-attr]
    mean = statistics.fmean(multipliers)
    error = statistics.stdev(multipliers) / len(multipliers) ** 0.5 if len(multipliers) > 1 else 0
    result = {
        "python": platform.python_version(),
        "sitngo_9_hands": sitngo["hands"],
        "sitngo_9_seconds": sitngo["elapsed_s"],
        "spins": args.spins,
        "spins_seconds": spins["elapsed_s"],
        "spins_per_s": round(args.spins / float(spins["elapsed_s"]), 2),  # type: ignore[arg-type]
        "spin_hands": spins["hands"],
        "mean_multiplier": round(mean, 3),
        "mean_multiplier_stderr": round(error, 3),
        "expected_multiplier": float(DEFAULT_TABLE.expected()),
        "conserved": bool(sitngo["conserved"]) and bool(spins["conserved"]),
        "seed": args.seed,
    }
    print("| measure | value |")
    print("|---|---|")
    for key, value in result.items():
        print(f"| {key} | {value} |")
    RESULTS.mkdir(exist_ok=True)
    (RESULTS / "tournaments.json").write_text(json.dumps(result, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
