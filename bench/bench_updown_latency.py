"""Up/Down: the default bot's decision time, CPU time on one core, first decision included.

    taskset -c 0 .venv/bin/python -m bench.bench_updown_latency [--matches 200]

Starts with no table loaded (a fresh process), so the first decision of the run pays for
loading the deal tables and the first later-deal decision for the later-deal tables; both are
in the percentiles and reported on their own. CPU time of the deciding thread
(`time.thread_time_ns`), so other work on the machine does not count. Writes
``bench/results/updown_latency.json``.
"""

from __future__ import annotations

import argparse
import json
import random
import time
from pathlib import Path

from engine.ai.base import Policy
from engine.ai.baselines import AlwaysAllIn, AlwaysCall, RandomLegal
from engine.ai.updown_bot import UpDownBot
from engine.updown import UpDownState

RESULTS = Path(__file__).parent / "results"


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=200)
    args = parser.parse_args(argv)
    bot = UpDownBot()
    pure = UpDownBot(adaptive=False, kept=False)
    pure.name = "carry-over equilibrium"
    opponents: list[Policy] = [pure, RandomLegal(), AlwaysCall(), AlwaysAllIn()]
    times: list[int] = []
    first: list[int] = []
    for opponent in opponents:
        for index in range(args.matches):
            seat = index % 2
            players = [bot, opponent] if seat == 0 else [opponent, bot]
            rng = random.Random(index)
            state = UpDownState.new_match(starter=0)
            while not state.match_over:
                state.start_deal(seed=rng.getrandbits(64))
                while not state.deal_over:
                    to_act = state.to_act
                    assert to_act is not None
                    view = state.private_view(to_act)
                    legal = state.legal_actions(to_act)
                    started = time.thread_time_ns()
                    action = players[to_act].decide(view, legal, rng)
                    if to_act == seat:
                        times.append(time.thread_time_ns() - started)
                        if len(first) < 3:
                            first.append(times[-1])
                    state.apply(action)
    ordered = sorted(times)

    def pick(q: float) -> float:
        return ordered[min(len(ordered) - 1, int(len(ordered) * q))] / 1000

    report = {
        "bench": "updown_latency",
        "decisions": len(times),
        "p50_us": pick(0.5),
        "p99_us": pick(0.99),
        "p999_us": pick(0.999),
        "max_us": ordered[-1] / 1000,
        "first_decisions_us": [t / 1000 for t in first],
        "slowest_us": [t / 1000 for t in ordered[-5:]],
    }
    print(json.dumps(report, indent=1))
    RESULTS.mkdir(exist_ok=True)
    (RESULTS / "updown_latency.json").write_text(json.dumps(report, indent=1) + "\n")


if __name__ == "__main__":
    main()
