"""Up/Down deals per second, computer against computer, engine only (no bot, no store).

Each pairing plays whole matches (20 chips each, UD-1.2) until `--deals` deals have been
played; a deal is the antes and cards, two locks, the betting and the showdown. The policy time
is measured apart, so the table shows both the engine's own speed and the computer players'
decision latency (AI.md asks for p99 < 50 ms).

    .venv/bin/python -m bench.bench_updown_engine [--deals 3000] [--seed 1]

Prints a markdown table and writes ``bench/results/bench_updown_engine.json``.
"""

from __future__ import annotations

import argparse
import json
import platform
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from engine.ai.base import Policy
from engine.ai.baselines import AlwaysAllIn, AlwaysCall, RandomLegal
from engine.updown import UpDownState

RESULTS = Path(__file__).parent / "results"


def _pairings() -> list[tuple[str, Callable[[], Policy], Callable[[], Policy]]]:
    pairs: list[tuple[str, Callable[[], Policy], Callable[[], Policy]]] = [
        ("random vs random", RandomLegal, RandomLegal),
        ("always-call vs always-all-in", AlwaysCall, AlwaysAllIn),
    ]
    try:
        from engine.ai.updown_bot import UpDownBot
    except ImportError:  # the solved bot has not landed: measure the baselines only
        return pairs
    return [*pairs, ("updown-bot vs random", UpDownBot, RandomLegal),
            ("updown-bot vs updown-bot", UpDownBot, UpDownBot)]


def run_pairing(first: Policy, second: Policy, deals: int, seed: int) -> dict[str, Any]:
    """Play whole matches until `deals` deals are done; the engine's and the policies' time."""
    master = random.Random(seed)
    rng = random.Random(seed + 1)
    policies = (first, second)
    decisions: list[float] = []
    engine_s = 0.0
    played = matches = actions = 0
    state = UpDownState.new_match(starter=0)
    while played < deals:
        if state.match_over:
            matches += 1
            state = UpDownState.new_match(starter=matches % 2)
        t0 = time.perf_counter()
        state.start_deal(seed=master.getrandbits(128))
        engine_s += time.perf_counter() - t0
        while not state.deal_over:
            seat = state.to_act
            assert seat is not None
            t0 = time.perf_counter()
            view = state.private_view(seat)
            legal = state.legal_actions(seat)
            t1 = time.perf_counter()
            action = policies[seat].decide(view, legal, rng)
            t2 = time.perf_counter()
            state.apply(action)
            t3 = time.perf_counter()
            engine_s += (t1 - t0) + (t3 - t2)
            decisions.append(t2 - t1)
            actions += 1
        played += 1
    decisions.sort()
    policy_s = sum(decisions)
    return {
        "deals": played,
        "matches_finished": matches,
        "actions": actions,
        "engine_s": round(engine_s, 4),
        "policy_s": round(policy_s, 4),
        "deals_per_s": round(played / (engine_s + policy_s), 1),
        "engine_deals_per_s": round(played / engine_s, 1),
        "decision_p50_ms": round(decisions[len(decisions) // 2] * 1000, 4),
        "decision_p99_ms": round(decisions[int(0.99 * (len(decisions) - 1))] * 1000, 4),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    rows: dict[str, Any] = {}
    for name, make_first, make_second in _pairings():
        rows[name] = run_pairing(make_first(), make_second(), args.deals, args.seed)
    print("| pairing | deals | deals/s (all) | deals/s (engine) | decision p50 ms "
          "| decision p99 ms |")
    print("|---|---:|---:|---:|---:|---:|")
    for name, row in rows.items():
        print(f"| {name} | {row['deals']} | {row['deals_per_s']} | {row['engine_deals_per_s']} |"
              f" {row['decision_p50_ms']} | {row['decision_p99_ms']} |")
    RESULTS.mkdir(parents=True, exist_ok=True)
    result = {"deals": args.deals, "seed": args.seed, "python": platform.python_version(),
              "pairings": rows}
    (RESULTS / "bench_updown_engine.json").write_text(json.dumps(result, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
