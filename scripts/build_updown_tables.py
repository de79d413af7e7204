"""Build the Up/Down strategy tables shipped in engine/ai/data/ (see AI.md, Up/Down).

    .venv/bin/python scripts/build_updown_tables.py            # stacks 0-20, 2 processes
    .venv/bin/python scripts/build_updown_tables.py --check    # rebuild and compare bytes

For every effective stack 0-20 it solves one deal with Discounted CFR (engine.ai.updown_solver):

* ``bet_S`` / ``lock_S``: the equilibrium, with the kept card's continuation value ``cv_S``
  (one round: cv from the one-deal equilibrium, then re-solved with it);
* ``xbet_S`` / ``xlock_S``: restricted Nash responses — each role's best strategy against an
  opponent who plays the card-blind loose model (random / calling station / maniac) with
  probability ``--model-weight`` and its own best strategy otherwise. The bot switches to these
  once the opponent has shown loose play (engine.ai.updown_bot).

Probabilities are stored at one byte each. The solver is deterministic (no sampling, stacks are
independent, so the process count does not matter) and the zip entries carry a fixed timestamp:
the same code gives the same bytes. A JSON report beside the tables gives, per stack, the
exploitability of the solved and of the stored equilibrium, and what the restricted responses
give up against a best responder and gain against the model.
"""

from __future__ import annotations

import os

# One BLAS thread per process: the matrices are small and the machine is shared.
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
os.environ.setdefault("OMP_NUM_THREADS", "1")

import argparse
import io
import json
import sys
import time
import zipfile
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.ai import updown_solver as solver

Arrays = dict[str, npt.NDArray[Any]]


@dataclass(frozen=True)
class Settings:
    final: int
    rounds: int
    discount: float
    model_weight: float
    response_iterations: int
    response_cv: bool


def write_npz(path: Path, arrays: Arrays) -> None:
    """np.savez_compressed, but with fixed zip timestamps so the bytes are reproducible."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", compression=zipfile.ZIP_DEFLATED) as archive:
        for name in sorted(arrays):
            info = zipfile.ZipInfo(f"{name}.npy", date_time=(1980, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            data = io.BytesIO()
            np.lib.format.write_array(data, np.ascontiguousarray(arrays[name]), allow_pickle=False)
            archive.writestr(info, data.getvalue(), compresslevel=9)
    path.write_bytes(buffer.getvalue())

def write_or_check(out: Path, arrays: Arrays, *, check: bool) -> None:
    """Write the tables to `out`; with `check`, compare a fresh build with the shipped file
    instead and exit (0: byte-identical, 1: different)."""
    if check:
        fresh = out.with_suffix(".check.npz")
        write_npz(fresh, arrays)
        same = fresh.read_bytes() == out.read_bytes()
        fresh.unlink()
        print("identical" if same else "DIFFERENT from the shipped tables")
        sys.exit(0 if same else 1)
    write_npz(out, arrays)


def build_stack(stack: int, settings: Settings) -> tuple[Arrays, dict[str, Any]]:
    started = time.perf_counter()
    info = solver.build_info()
    eq = solver.solve_stack(
        stack, info, None, final=settings.final, discount=settings.discount,
        max_rounds=settings.rounds,
    )
    bet = solver.quantise(eq.profile.bet)
    lock = solver.quantise(eq.profile.lock)
    stored = solver.table_profile(eq.game.tree, info, bet, lock)
    stored_expl = eq.game.exploitability(stored)
    value = [float(info.game_prob @ eq.game.evaluate(eq.profile, role)) for role in (0, 1)]

    # Restricted responses: the bot's role r against role 1 - r tied to the loose model.
    xbet = np.zeros_like(bet)
    xlock = np.zeros_like(lock)
    owner = eq.game.owner
    gives_up = []
    gains = []
    for role in (0, 1):
        # Without cv by default: against loose players the kept card's equilibrium value does
        # not materialise. Measured (400 matches each): 88/88/89 % against random / always-call
        # / always-all-in without, 85/84/88 % with, and the same 45 % against the equilibrium.
        response = solver.solve_stack(
            stack,
            info,
            eq.cv if settings.response_cv else None,
            warmup=settings.response_iterations,
            final=0,
            max_rounds=0,
            restricted=1 - role,
            model_weight=settings.model_weight,
        )
        xbet[owner == role] = solver.quantise(response.profile.bet)[owner == role]
        xlock[role] = solver.quantise(response.profile.lock)[role]
        mine = solver.table_profile(eq.game.tree, info, xbet, xlock)
        worst = -float(info.game_prob @ eq.game.evaluate(mine, 1 - role, best_response=True))
        # (measured in the equilibrium's game, kept-card values included)
        gives_up.append(value[role] - worst)
        model_game = solver.Game(stack, info, eq.cv if settings.response_cv else None)
        model_game.restrict(1 - role, 1.0)
        against = solver.Strategy(eq.game.tree, *model_game.played(mine.bet, mine.lock))
        eq_against = solver.Strategy(eq.game.tree, *model_game.played(stored.bet, stored.lock))
        gains.append(
            float(info.game_prob @ model_game.evaluate(against, role))
            - float(info.game_prob @ model_game.evaluate(eq_against, role))
        )
    arrays: Arrays = {
        f"bet_{stack}": bet,
        f"lock_{stack}": lock,
        f"cv_{stack}": eq.cv.astype(np.float32),
        f"xbet_{stack}": xbet,
        f"xlock_{stack}": xlock,
    }
    row = {
        "stack": stack,
        "decision_nodes": eq.game.tree.n_decisions,
        "iterations": eq.iterations,
        "exploitability": round(eq.exploitability, 6),
        "stored_exploitability": round(stored_expl, 6),
        "starter_value": round(value[0], 5),
        "cv": [round(float(x), 4) for x in eq.cv],
        "response_gives_up": [round(x, 4) for x in gives_up],
        "response_gains_vs_model": [round(x, 4) for x in gains],
        "seconds": round(time.perf_counter() - started, 1),
    }
    return arrays, row


def build(settings: Settings, jobs: int) -> tuple[Arrays, dict[str, Any]]:
    stacks = list(range(solver.MAX_STACK + 1))
    stacks.sort(key=lambda s: -s)  # big stacks first keeps both processes busy to the end
    results: dict[int, tuple[Arrays, dict[str, Any]]] = {}
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        futures = {stack: pool.submit(build_stack, stack, settings) for stack in stacks}
        for stack in stacks:
            results[stack] = futures[stack].result()
            row = results[stack][1]
            print(
                f"| {stack:2d} | {row['decision_nodes']:4d} | {row['iterations']:4d} "
                f"| {row['exploitability']:.5f} | {row['stored_exploitability']:.5f} "
                f"| {row['starter_value']:+.4f} | {row['cv'][12]:+.2f} | {row['cv'][1]:+.2f} "
                f"| {max(row['response_gives_up']):.3f} "
                f"| {min(row['response_gains_vs_model']):+.3f} "
                f"| {row['seconds']:5.1f} s |",
                flush=True,
            )
    arrays: Arrays = {}
    rows = []
    for stack in sorted(results):
        arrays.update(results[stack][0])
        rows.append(results[stack][1])
    arrays["version"] = np.array([solver.TABLE_VERSION], dtype=np.int64)
    report = {
        "version": solver.TABLE_VERSION,
        "algorithm": "DCFR alpha=1.5 beta=0 gamma=2, alternating updates",
        "menu": list(solver.MENU),
        "cv_rounds": settings.rounds,
        "cv_discount": settings.discount,
        "model_weight": settings.model_weight,
        "response_cv": settings.response_cv,
        "units": "chips per deal; exploitability = (BR_0 + BR_1) / 2 over signal pairs; "
        "response_gives_up = equilibrium value - worst case of the restricted response, "
        "response_gains_vs_model = its gain over the equilibrium against the loose model",
        "stacks": rows,
    }
    return arrays, report


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--final", type=int, default=300, help="iterations once cv is set")
    parser.add_argument("--rounds", type=int, default=1, help="cv rounds (0: no cv)")
    parser.add_argument("--discount", type=float, default=1.0, help="per-deal cv discount")
    parser.add_argument("--model-weight", type=float, default=0.3)
    parser.add_argument("--response-iterations", type=int, default=200)
    parser.add_argument(
        "--response-cv", action="store_true", help="kept-card values in the responses too"
    )
    parser.add_argument("--jobs", type=int, default=2, help="processes (stacks in parallel)")
    parser.add_argument("--out", type=Path, default=solver.TABLE_PATH)
    parser.add_argument("--check", action="store_true", help="compare with the shipped file")
    args = parser.parse_args()
    settings = Settings(
        args.final,
        args.rounds,
        args.discount,
        args.model_weight,
        args.response_iterations,
        args.response_cv,
    )
    started = time.perf_counter()
    print(
        "| stack | nodes | iters | exploitability | stored | starter EV | cv A | cv 3 "
        "| response gives up | gains vs model | time |"
    )
    print("|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    arrays, report = build(settings, args.jobs)
    out: Path = args.out
    write_or_check(out, arrays, check=args.check)
    out.with_suffix(".json").write_text(json.dumps(report, indent=1) + "\n")
    size = out.stat().st_size / 1e6
    print(f"wrote {out} ({size:.2f} MB) in {time.perf_counter() - started:.0f} s")


if __name__ == "__main__":
    main()
