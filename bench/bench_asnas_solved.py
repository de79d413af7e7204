"""As-Nas: the solved policy against strong and weak opponents, duplicate dealing.

    .venv/bin/python -m bench.bench_asnas_solved [--matches 834] [--only NAME ...]

Heroes: ``solved`` (`AsNasPolicyBot`: the shipped CFR table; the heuristic `AsNasBot` at
rarely trained spots and once the table reads a clearly reckless opponent, `reckless_opponent`;
``--reckless-threshold`` sets its evidence threshold), ``solved-pure`` (the same with
``exploit=False``: the table wherever it is trained; ``switched`` in a row is the share of the
heroes' decisions made with the reckless-opponent switch on) and ``old`` (`AsNasBot`
"shah", the heuristic player). Opponents: ``mccfr`` (`bench.asnas_mccfr`,
external-sampling MCCFR trained for a fixed iteration count and seed), ``old``, ``solved`` and
the baselines (random-legal, always-call, always-raise).

Two seatings per pairing, as issue 19 asks: one hero with three copies of the opponent
(``1v3``) and three heroes with one opponent (``3v1``). Duplicate dealing: every match (12 deals,
same deal seeds, same first dealer) is played four times with the single player's seat rotated
through 0-3, so every seat sees the same cards; and with common random numbers: each seat draws
its decisions from its own stream per deal (`decision_rngs`), the same in every rotation. The
unit is the mean over the four rotations of the heroes' points per deal (in ``3v1`` the
heroes' mean, i.e. minus a third of the opponent's), independent across matches; 95 % CI =
± 1.96 standard errors over those units. Also the hero's action frequencies (raising the
forced stake, facing one raise) and its showdown win rate, as in the issue, and its decision
times (CPU time of the calling thread, looks excluded; the table is reloaded at the start of
every row so that the row's first decision includes loading it).

Writes ``bench/results/asnas_solved.json`` (or ``--out``; rows merge with earlier runs by
pairing name).
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import time
from collections import Counter
from collections.abc import Callable
from fractions import Fraction
from pathlib import Path
from typing import Any

from bench.asnas_mccfr import MccfrPlayer, load_or_train
from engine.ai.asnas_bot import AsNasBot
from engine.ai.asnas_policy_bot import (
    RECKLESS_EVIDENCE,
    AsNasPolicyBot,
    load_policy,
    read_policy,
    reckless_opponent,
)
from engine.ai.base import Policy
from engine.ai.baselines import AlwaysAllIn, AlwaysCall, RandomLegal
from engine.asnas import AsNasState

RESULTS = Path(__file__).parent / "results"
DEALS = 12


class Stats:
    def __init__(self) -> None:
        self.spots: Counter[str] = Counter()
        self.showdowns = 0
        self.showdown_wins = 0.0
        self.timings: list[float] = []  # the heroes' decisions (looks excluded), CPU seconds
        self.switched = 0  # of those, decided with the reckless-opponent switch on


def decision_rngs(seed: int, deal: int) -> list[random.Random]:
    """One decision stream per seat and deal (common random numbers): in every rotation of a
    duplicate match the player in a seat draws the same numbers at the same deal, whatever was
    drawn in earlier deals or at the other seats, so similar players make the same choices
    from the same cards and the rotations' luck cancels."""
    return [random.Random(f"{seed}:{deal}:{seat}") for seat in range(4)]


def play(policies: list[Policy], heroes: set[int], seed: int, stats: Stats) -> float:
    """One match; the heroes' mean points per deal."""
    rng = random.Random(seed)
    state = AsNasState(seed=rng.randrange(2**32))
    for deal in range(DEALS):
        state.start_deal(seed=rng.randrange(2**64))
        rngs = decision_rngs(seed, deal)
        while not state.deal_over:
            seat = state.to_act
            assert seat is not None
            view = state.private_view(seat)
            legal = state.legal_actions(seat)
            started = time.thread_time()
            action = policies[seat].decide(view, legal, rngs[seat])
            spent = time.thread_time() - started
            if seat in heroes and action.kind != "look":
                stats.timings.append(spent)
                hero = policies[seat]
                if isinstance(hero, AsNasPolicyBot) and hero.exploit:
                    stats.switched += reckless_opponent(view, hero.policy or load_policy(),
                                                        hero.reckless_threshold)
                raises = sum(1 for record in view["actions"] if record["action"] == "raise")
                owes = int(view["high"]) > int(view["seats"][seat]["stake"])
                if raises == 0:  # only the dealer's forced stake so far
                    stats.spots[f"open:{action.kind}"] += 1
                if raises == 1 and owes:
                    stats.spots[f"facing1:{action.kind}"] += 1
            state.apply(action)
        result = state.result
        assert result is not None
        if result["showdown"]:
            shown = {int(row["seat"]) for row in result["shown"]}
            for seat in heroes & shown:
                stats.showdowns += 1
                if seat in result["winners"]:
                    stats.showdown_wins += 1.0 / len(result["winners"])
    total = sum(Fraction(str(state.totals[seat])) for seat in heroes)
    return float(total) / len(heroes) / DEALS


def pairing(name: str, hero: Callable[[], Policy], villain: Callable[[], Policy], seating: str,
            matches: int, seed: int) -> dict[str, Any]:
    stats = Stats()
    units: list[float] = []
    load_policy.cache_clear()  # the row's first decision loads the table, as in a new process
    started = time.perf_counter()
    for match in range(matches):
        rotations = []
        for single in range(4):
            if seating == "1v3":
                policies = [villain() for _ in range(4)]
                policies[single] = hero()
                heroes = {single}
            else:
                policies = [hero() for _ in range(4)]
                policies[single] = villain()
                heroes = {s for s in range(4) if s != single}
            rotations.append(play(policies, heroes, seed * 1_000_003 + match, stats))
        units.append(statistics.fmean(rotations))
    mean = statistics.fmean(units)
    half = 1.96 * statistics.stdev(units) / math.sqrt(len(units))
    facing = sum(v for k, v in stats.spots.items() if k.startswith("facing1:")) or 1
    opening = sum(v for k, v in stats.spots.items() if k.startswith("open:")) or 1
    return {
        "pairing": name,
        "seating": seating,
        "matches": matches,
        "deals_per_rotation": matches * DEALS,
        "deals_played": matches * DEALS * 4,
        "points_per_deal": mean,
        "ci95": [mean - half, mean + half],
        "raise_unraised": stats.spots["open:raise"] / opening,
        "facing_one_raise": {
            verb: stats.spots[f"facing1:{verb}"] / facing for verb in ("fold", "call", "raise")
        },
        "showdown_win_rate": stats.showdown_wins / max(1, stats.showdowns),
        "decisions": len(stats.timings),
        "switched": stats.switched / max(1, len(stats.timings)),
        "decision_ms_first": 1000 * stats.timings[0],
        "decision_ms_p50": 1000 * statistics.median(stats.timings),
        "decision_ms_p99": 1000 * sorted(stats.timings)[int(0.99 * (len(stats.timings) - 1))],
        "decision_ms_max": 1000 * max(stats.timings),
        "seconds": time.perf_counter() - started,
    }


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=834, help="duplicate matches per row")
    parser.add_argument("--seed", type=int, default=19)
    parser.add_argument("--mccfr-iterations", type=int, default=1_000_000)
    parser.add_argument("--mccfr-seed", type=int, default=7)
    parser.add_argument("--only", nargs="*", help="pairing names to run (default: all)")
    parser.add_argument("--out", type=Path, default=RESULTS / "asnas_solved.json")
    parser.add_argument("--policy", type=Path, help="a table to play instead of the shipped one")
    parser.add_argument("--reckless-threshold", type=float, default=RECKLESS_EVIDENCE,
                        help="the solved hero's reckless-opponent evidence threshold (nats)")
    args = parser.parse_args(argv)

    mccfr = load_or_train(args.mccfr_iterations, args.mccfr_seed)
    table = None if args.policy is None else read_policy(args.policy)
    # stateless: one object may sit at every seat
    solved = AsNasPolicyBot(policy=table, reckless_threshold=args.reckless_threshold)
    pure = AsNasPolicyBot(exploit=False, policy=table)
    old = AsNasBot("shah")
    players: dict[str, Callable[[], Policy]] = {
        "solved": lambda: solved,
        "solved-pure": lambda: pure,
        "old": lambda: old,
        "mccfr": lambda: MccfrPlayer(mccfr),
        "random-legal": RandomLegal,
        "always-call": AlwaysCall,
        "always-raise": AlwaysAllIn,
    }
    plan = [
        (hero, villain, seating)
        for hero, villains in (
            ("solved", ("mccfr", "old", "random-legal", "always-call", "always-raise")),
            ("solved-pure", ("mccfr", "old", "random-legal", "always-call", "always-raise")),
            ("old", ("mccfr", "random-legal", "always-call", "always-raise")),
        )
        for villain in villains
        for seating in ("1v3", "3v1")
    ]
    path: Path = args.out
    saved: dict[str, Any] = json.loads(path.read_text()) if path.exists() else {"rows": {}}
    for index, (hero, villain, seating) in enumerate(plan):
        name = f"{hero} vs {villain} {seating}"
        if args.only and name not in args.only and f"{hero} vs {villain}" not in args.only:
            continue
        row = pairing(name, players[hero], players[villain], seating, args.matches,
                      args.seed + index)
        low, high = row["ci95"]
        print(f"| {name} | {row['deals_per_rotation']:,} ×4 | {row['points_per_deal']:+.4f} "
              f"| [{low:+.4f}, {high:+.4f}] | raise unraised {row['raise_unraised']:.0%} | facing "
              f"1 raise f/c/r {row['facing_one_raise']['fold']:.0%}/"
              f"{row['facing_one_raise']['call']:.0%}/{row['facing_one_raise']['raise']:.0%} "
              f"| showdowns won {row['showdown_win_rate']:.0%} "
              f"| switched {row['switched']:.1%} | decision ms first "
              f"{row['decision_ms_first']:.1f} p50 {row['decision_ms_p50']:.2f} p99 "
              f"{row['decision_ms_p99']:.2f} | {row['seconds']:.0f} s |",
              flush=True)
        saved["rows"][name] = row
        saved["mccfr"] = {"iterations": args.mccfr_iterations, "seed": args.mccfr_seed}
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(saved, indent=2) + "\n")


if __name__ == "__main__":
    main()
