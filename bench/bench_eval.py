"""Hand evaluation speed: our `engine.evaluation` API against phevaluator called directly.

    .venv/bin/python -m bench.bench_eval [--hands 200000] [--seed 1]

Random 7-card hands (2 private + 5 board) and Omaha hands (4 private + 5 board), drawn once;
each row evaluates all of them in a plain Python loop and reports evaluations per second:

* phevaluator public API: ``evaluate_cards(*ids)`` / ``evaluate_omaha_cards(*board, *hole)``;
* phevaluator C entry points (``_pheval``), the floor for any Python caller;
* ours: ``evaluate_holdem(hole, board)`` / ``evaluate_omaha(hole, board)``.

Prints a markdown table and writes ``bench/results/bench_eval.json``.
"""

from __future__ import annotations

import argparse
import json
import platform
import random
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from phevaluator import _pheval, evaluate_cards, evaluate_omaha_cards

from engine.evaluation import evaluate_holdem, evaluate_omaha

RESULTS = Path(__file__).parent / "results"

Deal = tuple[list[int], list[int]]  # hole, board


def deals(count: int, hole: int, seed: int) -> list[Deal]:
    rng = random.Random(seed)
    out: list[Deal] = []
    for _ in range(count):
        cards = rng.sample(range(52), hole + 5)
        out.append((cards[:hole], cards[hole:]))
    return out


def rate(function: Callable[[list[int], list[int]], int], hands: list[Deal]) -> float:
    started = time.process_time()
    for hole, board in hands:
        function(hole, board)
    return len(hands) / (time.process_time() - started)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=200_000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    holdem = deals(args.hands, 2, args.seed)
    omaha = deals(args.hands // 4, 4, args.seed)
    cases: list[tuple[str, str, Callable[[list[int], list[int]], Any], list[Deal]]] = [
        ("7-card", "phevaluator evaluate_cards", lambda h, b: evaluate_cards(*h, *b), holdem),
        ("7-card", "phevaluator C call", lambda h, b: _pheval.evaluate_7cards(*h, *b), holdem),
        ("7-card", "ours evaluate_holdem", evaluate_holdem, holdem),
        (
            "Omaha",
            "phevaluator evaluate_omaha_cards",
            lambda h, b: evaluate_omaha_cards(*b, *h),
            omaha,
        ),
        ("Omaha", "phevaluator C call", lambda h, b: _pheval.evaluate_omaha_cards(*b, *h), omaha),
        ("Omaha", "ours evaluate_omaha", evaluate_omaha, omaha),
    ]
    rows = [
        {"hand": hand, "caller": caller, "hands": len(data), "per_s": round(rate(fn, data))}
        for hand, caller, fn, data in cases
    ]
    print("| hand | caller | evaluations | evaluations/s |")
    print("|---|---|---:|---:|")
    for row in rows:
        print(f"| {row['hand']} | {row['caller']} | {row['hands']:,} | {row['per_s']:,} |")
    RESULTS.mkdir(exist_ok=True)
    payload = {"python": platform.python_version(), "seed": args.seed, "rows": rows}
    (RESULTS / "bench_eval.json").write_text(json.dumps(payload, indent=2) + "\n")


if __name__ == "__main__":
    main()
