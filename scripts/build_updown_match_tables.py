"""Build the Up/Down match tables: every deal solved for the match-win probability (issue 19).

    .venv/bin/python scripts/build_updown_match_tables.py [--first 300] [--later 150]
        [--sweeps 5] [--tolerance 0.002] [--out engine/ai/data/updown_match.npz] [--check]

See `engine.ai.updown_match`: the state of a 20 + 20 match at the start of a deal is the
starting player's chips x (1 … 39); each x is a deal game paid in match-win probability
V(chips after the deal, who starts next), solved with DCFR (alpha 1.5, beta 0, gamma 2, the
deal solver's), and V comes from evaluating the profile exactly, by policy iteration until V
moves less than `--tolerance`. The kept card's continuation value is the deal tables' (chips,
per effective stack, read from engine/ai/data/updown_tables.npz, so build those first) times
the worth of a chip at x. Deterministic: no sampling, fixed zip timestamps (`--check` rebuilds
and compares bytes with the shipped file).

Writes ``bet_<x>`` / ``lock_<x>`` byte tables (the deal solver's layout, tree of the effective
stack), ``values`` (V, float32) and ``version``; the report beside it (.json) lists V, each
state's exploitability in match-win probability and the sweeps.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.ai import updown_match as um
from engine.ai import updown_solver as solver
from scripts.build_updown_tables import write_or_check


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--first", type=int, default=300, help="DCFR iterations, first sweep")
    parser.add_argument("--later", type=int, default=150, help="DCFR iterations, later sweeps")
    parser.add_argument("--sweeps", type=int, default=5, help="policy-iteration sweeps at most")
    parser.add_argument("--tolerance", type=float, default=0.002, help="stop when V moves less")
    parser.add_argument("--deal-tables", type=Path, default=solver.TABLE_PATH)
    parser.add_argument("--out", type=Path, default=um.MATCH_TABLE_PATH)
    parser.add_argument("--check", action="store_true", help="compare with the shipped file")
    args = parser.parse_args()
    started = time.perf_counter()
    with np.load(args.deal_tables) as data:
        cv = {s: data[f"cv_{s}"].astype(np.float64) for s in range(solver.MAX_STACK + 1)}
    info = solver.build_info()
    solution = um.solve_match(
        info, cv, first=args.first, later=args.later, max_sweeps=args.sweeps,
        tolerance=args.tolerance, log=lambda line: print(line, flush=True),
    )
    arrays: dict[str, Any] = {"version": np.array([um.MATCH_TABLE_VERSION], dtype=np.int64)}
    arrays["values"] = solution.values.astype(np.float32)
    rows = []
    print("| x | stack | V(x) | chip worth | exploitability (P(match)) |")
    print("|---:|---:|---:|---:|---:|")
    for x in um.STATES:
        profile = solution.profiles[x]
        bet = solver.quantise(profile.bet)
        lock = solver.quantise(profile.lock)
        game = solution.games[x]
        stored = solver.table_profile(game.tree, info, bet, lock)
        expl = game.exploitability(stored)
        worth = um.chip_worth(solution.values, x)
        arrays[f"bet_{x}"] = bet
        arrays[f"lock_{x}"] = lock
        rows.append({
            "x": x, "stack": um.effective_stack(x), "value": round(float(solution.values[x]), 5),
            "chip_worth": round(worth, 5), "exploitability": round(expl, 6),
        })
        print(f"| {x} | {um.effective_stack(x)} | {solution.values[x]:.4f} | {worth:.4f} "
              f"| {expl:.5f} |", flush=True)
    out: Path = args.out
    write_or_check(out, arrays, check=args.check)
    report = {
        "version": um.MATCH_TABLE_VERSION,
        "algorithm": "policy iteration on V; DCFR alpha=1.5 beta=0 gamma=2 per state",
        "first": args.first, "later": args.later, "sweeps": solution.sweeps,
        "moved": [round(m, 6) for m in solution.moved], "tolerance": args.tolerance,
        "units": "V = P(the starting player wins the match); exploitability = (BR_0 + BR_1)/2 "
        "in match-win probability, kept-card term included",
        "states": rows,
        "seconds": round(time.perf_counter() - started, 1),
    }
    out.with_suffix(".json").write_text(json.dumps(report, indent=1) + "\n")
    print(f"wrote {out} ({out.stat().st_size / 1e6:.2f} MB) in "
          f"{time.perf_counter() - started:.0f} s")


if __name__ == "__main__":
    main()
