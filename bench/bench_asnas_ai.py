"""As-Nas: engine speed, bot decision latency and bot strength against the baselines.

    .venv/bin/python -m bench.bench_asnas_ai [--deals 20000] [--profile shah] [--seed 1]
        [--bot heuristic|solved] [--out PATH]

* engine: deals per second with the engine alone (random legal verbs chosen inline, no policy);
* strength: one `AsNasBot` against three copies of each baseline (random-legal, always-call,
  always-raise) and of a weaker version of itself that draws no inference from actions,
  `--deals` deals per pairing, in 12-deal matches with fresh players per match and the bot's
  seat rotating match by match. Points per deal with a 95 % confidence interval over match
  totals (deals within a match share the bots' learned reads, so matches are the independent
  units);
* latency: the bot's decision times (looks excluded), p50 / p99.

Prints a markdown table and writes ``bench/results/asnas_ai.json``.
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
from collections.abc import Callable
from pathlib import Path
from typing import Any

from engine.ai.asnas_bot import PROFILES, AsNasBot
from engine.ai.asnas_policy_bot import AsNasPolicyBot
from engine.ai.base import Policy
from engine.ai.baselines import AlwaysAllIn, AlwaysCall, RandomLegal
from engine.asnas import AsNasState
from engine.protocol import Action

RESULTS = Path(__file__).parent / "results"
DEALS_PER_MATCH = 12


def engine_speed(deals: int, seed: int) -> float:
    rng = random.Random(seed)
    state = AsNasState(seed=seed)
    started = time.perf_counter()
    for _ in range(deals):
        if state.match_over:
            state.restart(seed=rng.randrange(2**32))
        state.start_deal(seed=rng.randrange(2**64))
        while not state.deal_over:
            seat = state.to_act
            assert seat is not None
            option = rng.choice(state.legal_actions(seat))
            state.apply(Action(seat, option.kind))
    return deals / (time.perf_counter() - started)


def play_match(
    policies: list[Policy], seed: int, timings: list[float], timed_seat: int
) -> list[float]:
    """One 12-deal match; returns the per-deal results of `timed_seat` as floats."""
    rng = random.Random(seed)
    state = AsNasState(seed=rng.randrange(2**32))
    results: list[float] = []
    while not state.match_over:
        state.start_deal(seed=rng.randrange(2**64))
        while not state.deal_over:
            seat = state.to_act
            assert seat is not None
            view = state.private_view(seat)
            legal = state.legal_actions(seat)
            started = time.perf_counter()
            action = policies[seat].decide(view, legal, rng)
            if seat == timed_seat and action.kind != "look":
                timings.append(time.perf_counter() - started)
            state.apply(action)
        assert state.result is not None
        results.append(float(sum_fraction(state.result["results"][timed_seat])))
    return results


def sum_fraction(text: str) -> float:
    numerator, _, denominator = text.partition("/")
    return int(numerator) / int(denominator or 1)


def pairing(
    profile: str, name: str, opponent: Callable[[], Policy], deals: int, seed: int,
    bot: Callable[[str], Policy] = AsNasBot,
) -> dict[str, Any]:
    matches = max(2, math.ceil(deals / DEALS_PER_MATCH))
    timings: list[float] = []
    match_totals: list[float] = []
    for match in range(matches):
        seat = match % 4
        policies: list[Policy] = [opponent() for _ in range(4)]
        policies[seat] = bot(profile)
        per_deal = play_match(policies, seed * 1_000_003 + match, timings, seat)
        match_totals.append(sum(per_deal))
    mean_match = statistics.fmean(match_totals)
    half = 1.96 * statistics.stdev(match_totals) / math.sqrt(len(match_totals))
    timings.sort()
    return {
        "opponent": name,
        "deals": matches * DEALS_PER_MATCH,
        "points_per_deal": mean_match / DEALS_PER_MATCH,
        "ci95": [(mean_match - half) / DEALS_PER_MATCH, (mean_match + half) / DEALS_PER_MATCH],
        "decisions": len(timings),
        "decision_ms_p50": 1000 * timings[len(timings) // 2],
        "decision_ms_p99": 1000 * timings[min(len(timings) - 1, int(len(timings) * 0.99))],
    }


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=20_000, help="deals per pairing")
    parser.add_argument("--engine-deals", type=int, default=5_000)
    parser.add_argument("--profile", choices=sorted(PROFILES), default="shah")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--quick", action="store_true", help="the three baselines only")
    parser.add_argument("--bot", choices=("heuristic", "solved"), default="heuristic",
                        help="AsNasBot, or AsNasPolicyBot (its fallback with --profile)")
    parser.add_argument("--out", type=Path, default=RESULTS / "asnas_ai.json")
    args = parser.parse_args(argv)

    speed = engine_speed(args.engine_deals, args.seed)
    opponents: list[tuple[str, Callable[[], Policy]]] = [
        ("random-legal", RandomLegal),
        ("always-call", AlwaysCall),
        ("always-raise", AlwaysAllIn),
        ("bot without inference", lambda: AsNasBot(args.profile, infer=False)),
    ]
    if args.quick:
        opponents = opponents[:3]
    bot: Callable[[str], Policy] = AsNasBot if args.bot == "heuristic" else AsNasPolicyBot
    rows = [
        pairing(args.profile, name, make, args.deals, args.seed + i, bot)
        for i, (name, make) in enumerate(opponents)
    ]

    print(f"As-Nas engine: {speed:,.0f} deals/s (random legal verbs, no policy)\n")
    print(f"Bot `{args.profile}` against three copies of each opponent\n")
    print("| opponent | deals | points/deal | 95 % CI | decision p50 ms | p99 ms |")
    print("|---|---:|---:|---|---:|---:|")
    for row in rows:
        low, high = row["ci95"]
        print(
            f"| {row['opponent']} | {row['deals']:,} | {row['points_per_deal']:+.3f} "
            f"| [{low:+.3f}, {high:+.3f}] | {row['decision_ms_p50']:.2f} "
            f"| {row['decision_ms_p99']:.2f} |"
        )
    RESULTS.mkdir(exist_ok=True)
    payload = {
        "benchmark": "asnas_ai",
        "python": sys.version.split()[0],
        "machine": platform.machine(),
        "profile": args.profile,
        "bot": args.bot,
        "seed": args.seed,
        "engine_deals_per_second": speed,
        "pairings": rows,
    }
    args.out.parent.mkdir(exist_ok=True)
    args.out.write_text(json.dumps(payload, indent=2) + "\n")


if __name__ == "__main__":
    main()
