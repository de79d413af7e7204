"""Run the benchmarks: `python -m bench` runs them all, `python -m bench NAME [ARGS]` one.

Each benchmark prints a markdown table and writes bench/results/<name>.json; bench/README.md
keeps the latest figures. These are measurements, not tests: nothing here asserts a speed.
"""

from __future__ import annotations

import runpy
import sys

BENCHMARKS = (
    "bench_eval",
    "bench_poker",
    "bench_updown_engine",
    "bench_store",
    "bench_backends",
    "bench_tables",
    "bench_updown_ai",
    "bench_asnas_ai",
    "bench_poker_ai",
    "bench_pictures",
    "bench_leaderboard",
    "bench_tournaments",
    "bench_mtt",
    "bench_timers",
)


def run(name: str, args: list[str]) -> None:
    module = name if name.startswith("bench_") else f"bench_{name}"
    if module not in BENCHMARKS:
        raise SystemExit(f"unknown benchmark {name!r}; choose from {', '.join(BENCHMARKS)}")
    sys.argv = [module, *args]
    print(f"\n## {module}\n", flush=True)
    runpy.run_module(f"bench.{module}", run_name="__main__")


def main() -> None:
    if len(sys.argv) > 1:
        run(sys.argv[1], sys.argv[2:])
        return
    for module in BENCHMARKS:
        run(module, [])


if __name__ == "__main__":
    main()
