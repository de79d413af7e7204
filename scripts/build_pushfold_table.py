"""Build the push-or-fold chart the tournament BOTs read (engine/ai/data/pushfold.json).

    .venv/bin/python scripts/build_pushfold_table.py [--deals 3000000] [--seed 2026]

Two steps, both seeded:

1. A 169 x 169 matrix of all-in equities between starting-hand classes, by Monte Carlo: random
   deals of two hands and a board; each deal adds to the cell of the two classes it dealt.
2. For each stack depth (1-15 big blinds, the stack before posting) and each number of players
   still to act behind the first player in (1-8), a simple Nash push/fold approximation by
   fictitious play: the pusher best-responds to the callers' range, the callers best-respond to
   the push range, and both ranges are averaged over the iterations. The model is the usual
   chart model: the pot holds the blinds (1.5 big blinds), nobody has limped, callers are alike
   and only one of them calls (multiway all-ins are rare at these depths), no antes.

The output holds, per depth and number behind, the classes to push (first in) and the classes
that call such a push, each as a 169-character string of 0/1 in class order
(`engine.ai.poker.classes.holdem_class`).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

import numpy as np
import numpy.typing as npt
from phevaluator import _pheval

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.ai.poker.classes import HOLDEM_CLASSES, holdem_class  # after the path fix

OUT = Path(__file__).resolve().parent.parent / "engine" / "ai" / "data" / "pushfold.json"
DEPTHS = range(1, 16)
BEHIND = range(1, 9)
BLINDS = 1.5  # small + big blind, in big blinds
ITERATIONS = 200


def class_weights() -> npt.NDArray[np.float64]:
    """How many two-card combinations each class has (6 pairs, 4 suited, 12 offsuit)."""
    weights = np.zeros(HOLDEM_CLASSES)
    for a in range(52):
        for b in range(a + 1, 52):
            weights[holdem_class(a, b)] += 1
    return weights


def equity_matrix(deals: int, seed: int) -> npt.NDArray[np.float64]:
    rng = np.random.default_rng(seed)
    evaluate7 = _pheval.evaluate_7cards
    classes = np.zeros((52, 52), dtype=np.int64)
    for a in range(52):
        for b in range(52):
            if a != b:
                classes[a, b] = holdem_class(a, b)
    won = np.zeros((HOLDEM_CLASSES, HOLDEM_CLASSES))
    seen = np.zeros((HOLDEM_CLASSES, HOLDEM_CLASSES))
    chunk = 100_000
    for start in range(0, deals, chunk):
        cards = np.argsort(rng.random((min(chunk, deals - start), 52)), axis=1)[:, :9].tolist()
        for a0, a1, b0, b1, c0, c1, c2, c3, c4 in cards:
            first = evaluate7(c0, c1, c2, c3, c4, a0, a1)
            second = evaluate7(c0, c1, c2, c3, c4, b0, b1)
            ca, cb = classes[a0, a1], classes[b0, b1]
            share = 1.0 if first < second else 0.5 if first == second else 0.0
            won[ca, cb] += share
            seen[ca, cb] += 1
            won[cb, ca] += 1.0 - share
            seen[cb, ca] += 1
    with np.errstate(invalid="ignore", divide="ignore"):
        return np.where(seen > 0, won / np.maximum(seen, 1), 0.5)


def solve(
    equity: npt.NDArray[np.float64], weights: npt.NDArray[np.float64], depth: int, behind: int
) -> tuple[npt.NDArray[np.float64], npt.NDArray[np.float64]]:
    """Average push and call frequencies per class after fictitious play."""
    share = weights / weights.sum()
    pot_called = 2.0 * depth + 0.5  # both stacks and the dead blind money, roughly
    # The last player behind is the big blind, who has 1 big blind in already.
    call_cost = depth - 1.0 if behind == 1 else float(depth)
    push = np.ones(HOLDEM_CLASSES)
    call = np.zeros(HOLDEM_CLASSES)
    push_avg = np.zeros(HOLDEM_CLASSES)
    call_avg = np.zeros(HOLDEM_CLASSES)
    for iteration in range(1, ITERATIONS + 1):
        push_weight = push * weights
        eq_vs_push = (equity @ push_weight) / max(push_weight.sum(), 1e-9)
        call_best = (eq_vs_push * pot_called - call_cost > 0).astype(np.float64)
        call += (call_best - call) / iteration
        call_share = float((call * share).sum())
        fold_all = (1.0 - call_share) ** behind
        call_weight = call * weights
        eq_vs_call = (equity @ call_weight) / max(call_weight.sum(), 1e-9)
        ev_push = fold_all * BLINDS + (1.0 - fold_all) * (eq_vs_call * pot_called - depth)
        push_best = (ev_push > 0).astype(np.float64)
        push += (push_best - push) / iteration
        push_avg, call_avg = push, call
    return push_avg, call_avg


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=3_000_000)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args(argv)
    started = time.perf_counter()
    equity = equity_matrix(args.deals, args.seed)
    print(f"equities: {time.perf_counter() - started:.0f} s", flush=True)
    weights = class_weights()
    push: dict[str, str] = {}
    call: dict[str, str] = {}
    for depth in DEPTHS:
        for behind in BEHIND:
            p, c = solve(equity, weights, depth, behind)
            push[f"{depth}:{behind}"] = "".join("1" if x >= 0.5 else "0" for x in p)
            call[f"{depth}:{behind}"] = "".join("1" if x >= 0.5 else "0" for x in c)
    data = {
        "about": "push/fold chart: scripts/build_pushfold_table.py",
        "deals": args.deals, "seed": args.seed,
        "depths": list(DEPTHS), "behind": list(BEHIND),
        "push": push, "call": call,
    }
    args.out.write_text(json.dumps(data, indent=0, sort_keys=True) + "\n")
    print(f"wrote {args.out} in {time.perf_counter() - started:.0f} s")


if __name__ == "__main__":
    main()
