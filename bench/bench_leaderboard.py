"""Leaderboards: how fast the indexer counts stored hands, and how fast a board page answers
for a community whose `stat_days` hold a million hands.

1. Indexer: `simulate` plays real hands into a store (6 seats, the table service, every
   change committed), then `Leaderboards.refresh` counts them from `match_events`.
   Tournaments likewise: `bot.tournaments.simulate` plays Sit & Gos to the end, then the
   indexer counts the finished ones (each from its final snapshot).
2. Queries: a generated community of 1,000,000 hands (2,000 players, 6 seats a hand, over
   365 days: each day's hands spread over the players active that day) and 36,500
   six-player tournaments (100 a day) written straight into `stat_days`, `stat_totals`,
   `stat_tourney_days` and `stat_tourney_totals` (what the indexer would have written), then
   every metric over every period, page 1 and a deep page, each timed `--repeat` times.

    .venv/bin/python -m bench.bench_leaderboard [--hands 400] [--tournaments 20] [--repeat 20]
        [--seed 7]

Prints a markdown table and writes ``bench/results/bench_leaderboard.json``.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import platform
import random
import sqlite3
import statistics
import tempfile
import time
from contextlib import closing
from pathlib import Path

from bot.leaderboard import METRICS, PERIODS, Leaderboards
from bot.leaderboard.boards import board_page
from bot.leaderboard.indexer import DAY_S
from bot.store import Store
from bot.tables.simulate import simulate
from bot.tournaments.simulate import simulate as simulate_tournaments

RESULTS = Path(__file__).parent / "results"
COMMUNITY = "bench:community"
HANDS = 1_000_000
PLAYERS = 2_000
DAYS = 365
SEATS = 6
TOURNEYS_PER_DAY = 100
NOW = 1_790_000_000.0


def generate(path: Path, rng: random.Random) -> int:
    """`stat_days` rows for HANDS hands; returns the rows written."""
    per_day = HANDS // DAYS
    today = int(NOW // DAY_S)
    with closing(sqlite3.connect(path)) as db, db:
        db.executemany(
            "INSERT INTO players (id, platform, external_id, display_name, created_at)"
            " VALUES (?, 'bench', ?, ?, 0)",
            [(10_000 + p, str(p), f"Player {p}") for p in range(PLAYERS)])
        rows = []
        for offset in range(DAYS):
            active = rng.sample(range(PLAYERS), rng.randint(200, 600))
            hands = dict.fromkeys(active, 0)
            for _ in range(per_day * SEATS):
                hands[rng.choice(active)] += 1
            for player, count in hands.items():
                if count:
                    rows.append((COMMUNITY, 10_000 + player, today - offset, count,
                                 rng.randint(-40, 40) * count, rng.randint(0, 4_000),
                                 rng.randint(0, 2), rng.randint(0, 1)))
        db.executemany("INSERT INTO stat_days VALUES (?, ?, ?, ?, ?, ?, ?, ?)", rows)
        db.execute(
            "INSERT INTO stat_totals SELECT community, player_id, SUM(hands), SUM(net),"
            " MAX(best_pot), SUM(updown_wins), SUM(asnas_wins) FROM stat_days"
            " WHERE community = ? GROUP BY community, player_id", (COMMUNITY,))
        tourneys = []
        for offset in range(DAYS):
            day: dict[int, list[int]] = {}
            for _ in range(TOURNEYS_PER_DAY):
                seated = rng.sample(range(PLAYERS), SEATS)
                for place, player in enumerate(seated, start=1):
                    counts = day.setdefault(player, [0, 0, 0, 0])
                    prize = (360, 240)[place - 1] if place <= 2 else 0
                    counts[0] += 1
                    counts[1] += place == 1
                    counts[2] += prize > 0
                    counts[3] += prize
            tourneys.extend((COMMUNITY, 10_000 + player, today - offset, *counts)
                            for player, counts in day.items())
        db.executemany("INSERT INTO stat_tourney_days VALUES (?, ?, ?, ?, ?, ?, ?)", tourneys)
        db.execute(
            "INSERT INTO stat_tourney_totals SELECT community, player_id, SUM(tourneys),"
            " SUM(firsts), SUM(cashes), SUM(prizes) FROM stat_tourney_days"
            " WHERE community = ? GROUP BY community, player_id", (COMMUNITY,))
    return len(rows) + len(tourneys)


async def indexer_rate(path: Path, hands: int) -> dict[str, float]:
    await simulate("holdem", tables=2, hands=hands // 2, players=SEATS, seed=7, db=path)
    boards = await Leaderboards.open(path)
    try:
        started = time.perf_counter()
        read = await boards.refresh()
        seconds = time.perf_counter() - started
    finally:
        await boards.close()
    return {"hands": hands, "event_rows": read, "seconds": round(seconds, 3),
            "hands_per_s": round(hands / seconds)}


async def tournament_rate(path: Path, tournaments: int) -> dict[str, float]:
    """Sit & Gos played to the end, then counted (the hands' event rows are read too: the
    indexer skips a tournament's hands for the chip boards)."""
    await simulate_tournaments("sitngo", tournaments=tournaments, players=SEATS, seed=7, db=path)
    boards = await Leaderboards.open(path)
    try:
        started = time.perf_counter()
        await boards.refresh()
        seconds = time.perf_counter() - started
    finally:
        await boards.close()
    return {"tournaments": tournaments, "seconds": round(seconds, 3),
            "tournaments_per_s": round(tournaments / seconds)}


async def query_times(path: Path, repeat: int) -> list[dict[str, object]]:
    boards = await Leaderboards.open(path, clock=lambda: NOW)
    out: list[dict[str, object]] = []
    try:
        read = boards.store.read
        for metric in METRICS:
            for period in PERIODS:
                for page in (1, 50):
                    times = []
                    for _ in range(repeat):
                        started = time.perf_counter()
                        result = await board_page(read, COMMUNITY, metric, period, now=NOW,
                                                  page=page)
                        times.append((time.perf_counter() - started) * 1000)
                    times.sort()
                    out.append({"metric": metric, "period": period, "page": result.page,
                                "p50_ms": round(statistics.median(times), 2),
                                "max_ms": round(times[-1], 2)})
    finally:
        await boards.close()
    return out


async def run(args: argparse.Namespace) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "bench.db"
        async with await Store.open(path):
            pass  # migrations
        rate = await indexer_rate(path, args.hands)
        print(f"indexer: {rate['hands']} hands ({rate['event_rows']} event rows) counted in "
              f"{rate['seconds']} s: {rate['hands_per_s']} hands/s\n")
        tourney_rate = await tournament_rate(path, args.tournaments)
        print(f"indexer: {tourney_rate['tournaments']} finished Sit & Gos (and their hands) "
              f"counted in {tourney_rate['seconds']} s\n")
        written = generate(path, random.Random(args.seed))
        times = await query_times(path, args.repeat)
    print(f"generated community: {HANDS:,} hands and {TOURNEYS_PER_DAY * DAYS:,} tournaments, "
          f"{PLAYERS:,} players, {DAYS} days, {written:,} day rows\n")
    print("| metric | period | page | p50 ms | max ms |\n|---|---|---:|---:|---:|")
    for row in times:
        print(f"| {row['metric']} | {row['period']} | {row['page']} | {row['p50_ms']} |"
              f" {row['max_ms']} |")
    RESULTS.mkdir(exist_ok=True)
    (RESULTS / "bench_leaderboard.json").write_text(json.dumps({
        "python": platform.python_version(), "indexer": rate,
        "tournament_indexer": tourney_rate, "day_rows": written,
        "queries": times}, indent=2) + "\n")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--hands", type=int, default=400, help="hands for the indexer run")
    parser.add_argument("--tournaments", type=int, default=20,
                        help="Sit & Gos for the indexer run")
    parser.add_argument("--repeat", type=int, default=20)
    parser.add_argument("--seed", type=int, default=7)
    asyncio.run(run(parser.parse_args()))


if __name__ == "__main__":
    main()
