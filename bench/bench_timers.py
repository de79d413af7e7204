"""Re-arming one match's turn timer among many, on Telegram's JobQueue (PTB + APScheduler).

Each move re-arms its match's one-off job: the job armed under the match's name is replaced.
Two ways of finding it, on the same queue with `--jobs` jobs armed: PTB's `get_jobs_by_name`
(it walks every job of the queue) and `adapters.telegram.jobs.NamedJobs` (a dict by name),
timed in interleaved rounds; the ratio is taken per round and its median printed.

    .venv/bin/python -m bench.bench_timers [--jobs 1000 10000] [--rounds 5] [--rearms 200]

Prints a markdown table and writes ``bench/results/bench_timers.json``.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import sys
import time
from pathlib import Path
from typing import Any

from telegram.ext import ApplicationBuilder, JobQueue

from adapters.telegram.jobs import NamedJobs

RESULTS = Path(__file__).parent / "results"
FAR = 3600.0  # every job waits an hour: none runs during the bench


async def _noop(context: Any) -> None:
    """A timer that never fires within the bench."""


def _by_walk(queue: JobQueue[Any], names: list[str]) -> float:
    started = time.perf_counter()
    for name in names:
        for job in queue.get_jobs_by_name(name):
            job.schedule_removal()
        queue.run_once(_noop, FAR, name=name)
    return (time.perf_counter() - started) / len(names)


def _by_name(queue: JobQueue[Any], jobs: NamedJobs, names: list[str]) -> float:
    started = time.perf_counter()
    for name in names:
        jobs.once(queue, name, FAR, _noop)
    return (time.perf_counter() - started) / len(names)


async def _measure(count: int, rounds: int, rearms: int) -> dict[str, Any]:
    app = ApplicationBuilder().token("1:bench").build()
    queue = app.job_queue
    assert queue is not None
    await queue.start()
    try:
        walked, named = [f"walk:{n}" for n in range(count)], [f"name:{n}" for n in range(count)]
        jobs = NamedJobs()
        for name in walked:
            queue.run_once(_noop, FAR, name=name)
        for name in named:
            jobs.once(queue, name, FAR, _noop)
        walk_s, name_s = [], []
        for _ in range(rounds):  # interleaved: walk, name, walk, name, …
            walk_s.append(_by_walk(queue, walked[:rearms]))
            name_s.append(_by_name(queue, jobs, named[:rearms]))
        ratios = [w / n for w, n in zip(walk_s, name_s, strict=True)]
        return {"jobs": 2 * count, "get_jobs_by_name_ms": round(statistics.median(walk_s) * 1e3, 3),
                "named_jobs_ms": round(statistics.median(name_s) * 1e3, 4),
                "ratio_median": round(statistics.median(ratios), 1),
                "ratio_best": round(max(ratios), 1)}
    finally:
        await queue.stop()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--jobs", type=int, nargs="+", default=[500, 5000])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--rearms", type=int, default=200)
    args = parser.parse_args(argv)
    rows = [asyncio.run(_measure(count, args.rounds, args.rearms)) for count in args.jobs]
    print("| jobs armed | get_jobs_by_name, ms per re-arm | NamedJobs, ms per re-arm |"
          " ratio (median of rounds, best) |")
    print("|---:|---:|---:|---:|")
    for row in rows:
        print(f"| {row['jobs']:,} | {row['get_jobs_by_name_ms']} | {row['named_jobs_ms']} |"
              f" {row['ratio_median']}× ({row['ratio_best']}×) |")
    RESULTS.mkdir(parents=True, exist_ok=True)
    (RESULTS / "bench_timers.json").write_text(json.dumps(rows, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
