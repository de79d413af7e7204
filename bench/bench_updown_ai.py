"""Up/Down: the equilibrium bot's match-win rate against the baselines, and its decision time.

    .venv/bin/python -m bench.bench_updown_ai [--matches 1000] [--seed 1] [--tables PATH]

Each pairing plays `--matches` full matches with the real engine (20 chips each, until one
player has none, UD-1.2). Matches come in duplicate pairs: the two matches of a pair use the
same deal seeds with the seats swapped, so the bot sits first (UD-2.3) in half the matches and
the card luck is shared. Reports the match-win rate with a 95 % Wilson interval, the bot's
chips per deal with a 95 % interval over matches (the match is the independent unit), the mean
match length, and the bot's decision times (p50 / p99). Prints a markdown table and writes
``bench/results/updown_ai.json``.
"""

from __future__ import annotations

import argparse
import json
import math
import platform
import random
import statistics
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from engine.ai.base import Policy
from engine.ai.baselines import AlwaysAllIn, AlwaysCall, RandomLegal
from engine.ai.updown_bot import UpDownBot, UpDownTables
from engine.updown import UpDownState

RESULTS = Path(__file__).parent / "results"
REPORT = Path(__file__).resolve().parents[1] / "engine" / "ai" / "data" / "updown_tables.json"
MAX_DEALS = 5_000  # a safety stop; no match has come near it


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """95 % Wilson score interval for a proportion."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


@dataclass
class Tally:
    wins: int = 0
    matches: int = 0
    deals: int = 0
    chips_per_deal: list[float] = field(default_factory=list)  # one entry per match
    times_us: list[float] = field(default_factory=list)


def play_match(
    policies: list[Policy], bot_seat: int, seed: int, tally: Tally
) -> None:
    """One match; the deal seeds depend on `seed` only, so a duplicate pair shares them."""
    deal_seeds = random.Random(seed)
    rngs = [random.Random(seed * 2 + 1), random.Random(seed * 2 + 2)]
    state = UpDownState.new_match(starter=0)
    deals = 0
    while not state.match_over and deals < MAX_DEALS:
        state.start_deal(seed=deal_seeds.getrandbits(64))
        deals += 1
        while not state.deal_over:
            seat = state.to_act
            assert seat is not None
            view = state.private_view(seat)
            legal = state.legal_actions(seat)
            if seat == bot_seat:
                started = time.perf_counter()
                action = policies[seat].decide(view, legal, rngs[seat])
                tally.times_us.append((time.perf_counter() - started) * 1e6)
            else:
                action = policies[seat].decide(view, legal, rngs[seat])
            state.apply(action)
    tally.matches += 1
    tally.deals += deals
    tally.wins += int(state.match_winner == bot_seat)
    tally.chips_per_deal.append((state.stacks[bot_seat] - 20) / deals)


def run(bot: Policy, opponent: Policy, matches: int, seed: int) -> dict[str, Any]:
    tally = Tally()
    for index in range(matches):
        bot_seat = index % 2
        policies = [bot, opponent] if bot_seat == 0 else [opponent, bot]
        play_match(policies, bot_seat, seed * 1_000_003 + index // 2, tally)
    low, high = wilson(tally.wins, tally.matches)
    chips = statistics.fmean(tally.chips_per_deal)
    spread = statistics.stdev(tally.chips_per_deal) / math.sqrt(tally.matches)
    times = sorted(tally.times_us)
    return {
        "opponent": opponent.name,
        "matches": tally.matches,
        "wins": tally.wins,
        "win_rate": tally.wins / tally.matches,
        "win_rate_ci95": [low, high],
        "chips_per_deal": chips,
        "chips_per_deal_ci95": [chips - 1.96 * spread, chips + 1.96 * spread],
        "deals_per_match": tally.deals / tally.matches,
        "decisions": len(times),
        "decision_us_p50": times[len(times) // 2],
        "decision_us_p99": times[min(len(times) - 1, int(len(times) * 0.99))],
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--matches", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--tables", type=Path, default=None, help="another table file")
    parser.add_argument(
        "--vs-tables", type=Path, default=None, help="also play a bot using these tables"
    )
    parser.add_argument("--out", type=Path, default=RESULTS / "updown_ai.json")
    args = parser.parse_args()
    tables = UpDownTables(args.tables) if args.tables else UpDownTables()
    bot = UpDownBot(tables)
    bot.decide  # noqa: B018 - tables are loaded above, before any timing
    # The pool: the three baselines and the bot's own equilibrium without the loose-play
    # switch (the previous version; head-to-head it shows what the switch costs).
    equilibrium = UpDownBot(tables, adaptive=False, kept=False)
    equilibrium.name = "equilibrium only"
    opponents: list[Policy] = [RandomLegal(), AlwaysCall(), AlwaysAllIn(), equilibrium]
    if args.vs_tables:
        previous = UpDownBot(UpDownTables(args.vs_tables))
        previous.name = f"bot with {args.vs_tables.name}"
        opponents.append(previous)
    started = time.perf_counter()
    rows = [run(bot, opponent, args.matches, args.seed) for opponent in opponents]
    elapsed = time.perf_counter() - started
    print(f"Up/Down bot, {args.matches} matches per opponent (20 chips each)\n")
    print("| opponent | match wins | 95 % CI | chips/deal (95 % CI) | deals/match "
          "| decision p50 | p99 |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    for row in rows:
        low, high = row["win_rate_ci95"]
        c_low, c_high = row["chips_per_deal_ci95"]
        print(
            f"| {row['opponent']} | {row['win_rate']:.1%} | {low:.1%}–{high:.1%} "
            f"| {row['chips_per_deal']:+.3f} ({c_low:+.3f} … {c_high:+.3f}) "
            f"| {row['deals_per_match']:.1f} | {row['decision_us_p50']:.0f} µs "
            f"| {row['decision_us_p99']:.0f} µs |"
        )
    # Exploitability in the abstraction, from the build report beside the shipped tables.
    built = json.loads(REPORT.read_text()) if args.tables is None else {"stacks": []}
    stacks = built["stacks"]
    exploitability = {
        "equilibrium_max_chips_per_deal": max((r["stored_exploitability"] for r in stacks),
                                              default=None),
        "loose_response_gives_up_max": max((max(r["response_gives_up"]) for r in stacks),
                                           default=None),
    }
    if stacks:
        print(
            f"\nExploitability in the abstraction (stacks 0-20, chips/deal): equilibrium tables "
            f"≤ {exploitability['equilibrium_max_chips_per_deal']:.4f}; loose-play responses "
            f"give up ≤ {exploitability['loose_response_gives_up_max']:.3f} to a best responder."
        )
    report = {
        "bench": "updown_ai",
        "exploitability": exploitability,
        "bot": bot.name,
        "tables": str(args.tables or "engine/ai/data/updown_tables.npz"),
        "seed": args.seed,
        "matches_per_opponent": args.matches,
        "seconds": round(elapsed, 1),
        "python": sys.version.split()[0],
        "machine": platform.machine(),
        "results": rows,
    }
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(report, indent=1) + "\n")
    print(f"\n{elapsed:.0f} s; wrote {args.out}")


if __name__ == "__main__":
    main()
