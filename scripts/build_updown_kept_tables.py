"""Build the Up/Down later-deal tables: play that knows what each player kept (issue 19).

    .venv/bin/python scripts/build_updown_kept_tables.py [--iterations 300] [--refine 150]
        [--out engine/ai/data/updown_kept.npz] [--check]

From the second deal of a match on, the group of the card each player kept is public: the
last deal's signal (UD-2.5) less the group of the card they locked, which was revealed
(UD-5.1, UD-5.2); and this deal's signal less the kept card gives the drawn card's group. The
deal tables (scripts/build_updown_tables.py) ignore that and deal both hands fresh from the
signals, although players keep high cards on purpose (a kept A is worth about a chip).

For every effective stack this solves the sixteen games of a later deal
(`updown_solver.build_info(kept_dist)`: each role's class is (kept UP?, drawn UP?); the kept
rank follows P(rank | group)) with DCFR (the deal solver's parameters, the kept-card
continuation values of the shipped deal tables). P(kept rank | group) starts from the deal
tables' lock choices on fresh hands, then (`--refine`) is recomputed from the solved games'
own lock choices and solved again, so the ranks a player keeps follow the policy that keeps
them. Deterministic (no sampling; fixed zip timestamps; `--check` compares bytes).

Writes ``bet_<s>`` / ``lock_<s>`` (the deal solver's byte layout, 16 games) and
``kept_<s>`` (the final P(kept rank | group), float32) per stack, and a .json report
(exploitability per stack, chips per deal, over the sixteen games).
"""

from __future__ import annotations

import os

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
os.environ.setdefault("OMP_NUM_THREADS", "1")

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.ai import updown_solver as solver
from scripts.build_updown_tables import write_or_check

F = npt.NDArray[np.float64]
KEPT_TABLE_PATH = solver.TABLE_PATH.with_name("updown_kept.npz")
KEPT_TABLE_VERSION = 1


def kept_distribution(info: solver.Info, lock: F) -> F:
    """(2, 13) P(kept rank | kept DOWN / UP) when both roles lock by `lock` in `info`'s
    games, each game weighted by its `game_prob`, each hand by its probability there."""
    dist = np.zeros((2, solver.N_RANKS))
    games = info.game_prob.shape[0]
    for p in (0, 1):
        for g in range(games):
            kinds = info.kept[p, g]
            for h in range(solver.MAX_HANDS):
                mass = info.game_prob[g] * info.hand_prob[p, g, h]
                if mass <= 0:
                    continue
                for c in (0, 1):
                    if not info.lock_mask[p, g, h, c]:
                        continue
                    kept = int(kinds[info.lock_type[p, g, h, c]])
                    dist[int(kept >= solver.FIRST_UP), kept] += mass * float(lock[p, g, h, c])
    result: F = dist / dist.sum(axis=1, keepdims=True)
    return result


def signal_only(info: solver.Info, deal: solver.Strategy) -> solver.Strategy:
    """The deal tables' strategy played in the later-deal games: by the signals alone."""
    index = [
        solver.game_index(sum(solver.KEPT_CLASSES[c0]), sum(solver.KEPT_CLASSES[c1]))
        for c0 in range(len(solver.KEPT_CLASSES))
        for c1 in range(len(solver.KEPT_CLASSES))
    ]
    return solver.Strategy(
        deal.tree, deal.bet[:, :, index, :].astype(solver.DTYPE), deal.lock[:, index]
    )


def build_response(
    stack: int, deal: dict[str, Any], iterations: int, weight: float
) -> tuple[dict[str, Any], dict[str, Any]]:
    """Each role's restricted Nash response, in the later-deal games, to an opponent who
    plays the deal tables (by the signals alone) with probability `weight`: it punishes a
    player who ignores what was kept, and a best responder gains a bounded amount against it.
    The kept ranks follow the deal tables' lock choices (that player's)."""
    started = time.perf_counter()
    fresh = solver.build_info()
    cv = deal[f"cv_{stack}"].astype(np.float64)
    tree = solver.build_tree(stack)
    table = solver.table_profile(tree, fresh, deal[f"bet_{stack}"], deal[f"lock_{stack}"])
    dist = kept_distribution(fresh, table.lock)
    info = solver.build_info(dist)
    model = signal_only(info, table)
    judge = solver.Game(stack, info, cv)
    bet = np.zeros(
        (tree.n_decisions, solver.MAX_ACTIONS, solver.N_KEPT_GAMES, solver.T_PAD), dtype=np.uint8
    )
    lock = np.zeros((2, solver.N_KEPT_GAMES, solver.MAX_HANDS, 2), dtype=np.uint8)
    gains, gives_up = [], []
    for role in (0, 1):
        game = solver.Game(stack, info, cv)
        game.restrict_to(1 - role, weight, model)
        rows = game.owner == role
        if weight >= 1.0:
            # Against the model alone: the exact best response, one backward pass.
            from scripts.build_updown_style_tables import best_response

            exact_bet, exact_lock, _ = best_response(game, role)
            bet[rows] = solver.quantise(exact_bet)[rows]
            lock[role] = solver.quantise(exact_lock)
        else:
            dcfr = solver.DCFR(game)
            dcfr.iterate(iterations)
            mine = solver.quantise(dcfr.average().bet)
            bet[rows] = mine[rows]
            lock[role] = solver.quantise(dcfr.average().lock)[role]
        played = solver.table_profile(tree, info, bet, lock)
        against_bet = model.bet.copy()
        against_bet[rows] = played.bet[rows]
        against_lock = model.lock.copy()
        against_lock[role] = played.lock[role]
        against = solver.Strategy(tree, against_bet, against_lock)
        base = float(info.game_prob @ judge.evaluate(model, role))
        gains.append(float(info.game_prob @ judge.evaluate(against, role)) - base)
        worst = -float(info.game_prob @ judge.evaluate(against, 1 - role, best_response=True))
        gives_up.append(base - worst)
    row = {
        "stack": stack,
        "gains_vs_deal_tables": [round(x, 4) for x in gains],
        "worst_case_below_their_value": [round(x, 4) for x in gives_up],
        "kept_up": [round(float(x), 4) for x in dist[1, solver.FIRST_UP:]],
        "kept_down": [round(float(x), 4) for x in dist[0, : solver.FIRST_UP]],
        "seconds": round(time.perf_counter() - started, 1),
    }
    arrays = {f"bet_{stack}": bet, f"lock_{stack}": lock, f"kept_{stack}": dist.astype(np.float32)}
    return arrays, row


def build_stack(
    stack: int, deal: dict[str, Any], iterations: int, refine: int
) -> tuple[dict[str, Any], dict[str, Any]]:
    started = time.perf_counter()
    fresh = solver.build_info()
    cv = deal[f"cv_{stack}"].astype(np.float64)
    tree = solver.build_tree(stack)
    deal_lock = solver.table_profile(tree, fresh, deal[f"bet_{stack}"], deal[f"lock_{stack}"]).lock
    dist = kept_distribution(fresh, deal_lock)
    info = solver.build_info(dist)
    game = solver.Game(stack, info, cv)
    dcfr = solver.DCFR(game)
    dcfr.iterate(iterations)
    if refine:
        dist = kept_distribution(info, dcfr.average().lock)
        info = solver.build_info(dist)
        regrets = (dcfr.regret, dcfr.lock_regret)
        game = solver.Game(stack, info, cv)
        dcfr = solver.DCFR(game)
        dcfr.regret[:], dcfr.lock_regret[:] = regrets  # warm start, a fresh average
        dcfr.iterate(refine)
    profile = dcfr.average()
    bet = solver.quantise(profile.bet)
    lock = solver.quantise(profile.lock)
    stored = solver.table_profile(tree, info, bet, lock)
    row = {
        "stack": stack,
        "exploitability": round(game.exploitability(stored), 6),
        "kept_up": [round(float(x), 4) for x in dist[1, solver.FIRST_UP:]],
        "kept_down": [round(float(x), 4) for x in dist[0, : solver.FIRST_UP]],
        "seconds": round(time.perf_counter() - started, 1),
    }
    arrays = {f"bet_{stack}": bet, f"lock_{stack}": lock, f"kept_{stack}": dist.astype(np.float32)}
    return arrays, row


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--iterations", type=int, default=300)
    parser.add_argument("--refine", type=int, default=150, help="iterations after refining")
    parser.add_argument(
        "--response-weight", type=float, default=0.97,
        help="restricted responses to the deal tables' signal-only play, with this weight on "
        "the model (0: the later-deal equilibrium instead)",
    )
    parser.add_argument("--deal-tables", type=Path, default=solver.TABLE_PATH)
    parser.add_argument("--out", type=Path, default=KEPT_TABLE_PATH)
    parser.add_argument("--check", action="store_true", help="compare with the shipped file")
    args = parser.parse_args()
    started = time.perf_counter()
    with np.load(args.deal_tables) as data:
        deal = {name: data[name] for name in data.files}
    arrays: dict[str, Any] = {"version": np.array([KEPT_TABLE_VERSION], dtype=np.int64)}
    rows = []
    weight = args.response_weight
    if weight > 0:
        print("| stack | gains vs deal tables (role 0, 1) | worst case below it | time |")
        print("|---:|---:|---:|---:|")
    else:
        print("| stack | exploitability | P(A \\| kept UP) | P(2 \\| kept DOWN) | time |")
        print("|---:|---:|---:|---:|---:|")
    for stack in range(solver.MAX_STACK + 1):
        if weight > 0:
            built, row = build_response(stack, deal, args.iterations, weight)
            print(f"| {stack} | {row['gains_vs_deal_tables']} "
                  f"| {row['worst_case_below_their_value']} | {row['seconds']:.0f} s |",
                  flush=True)
        else:
            built, row = build_stack(stack, deal, args.iterations, args.refine)
            print(f"| {stack} | {row['exploitability']:.5f} | {row['kept_up'][-1]:.3f} "
                  f"| {row['kept_down'][0]:.3f} | {row['seconds']:.0f} s |", flush=True)
        arrays.update(built)
        rows.append(row)
    out: Path = args.out
    write_or_check(out, arrays, check=args.check)
    report = {
        "version": KEPT_TABLE_VERSION,
        "algorithm": "DCFR alpha=1.5 beta=0 gamma=2 on the 16 later-deal games",
        "iterations": args.iterations,
        "refine": args.refine,
        "response_weight": weight,
        "units": "chips per deal over the 16 games (class pairs weighted by the drawn card's "
        "group as in the pack, kept groups even); kept_* = P(rank | kept group)",
        "stacks": rows,
        "seconds": round(time.perf_counter() - started, 1),
    }
    out.with_suffix(".json").write_text(json.dumps(report, indent=1) + "\n")
    print(f"wrote {out} ({out.stat().st_size / 1e6:.2f} MB) in "
          f"{time.perf_counter() - started:.0f} s")


if __name__ == "__main__":
    main()
